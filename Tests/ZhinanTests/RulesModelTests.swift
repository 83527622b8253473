import Foundation
import Testing
@testable import Zhinan
@testable import ZhinanRules

extension RuleBook {
    /// Whether any rule may enforce a guideline of the document `id`: false, and none does.
    func mayEnforceGuidelines(ofDocument id: String) -> Bool { rules.contains { $0.guidelines.contains { $0.hasPrefix(id + ".") } } }
}

/// Decodes a spec written as YAML and judges it, as `zhinan lint --edition …` would (the source
/// documents' rules unless told otherwise).
func judge(_ yaml: String, in edition: Edition = .source) throws -> [Violation] {
    var diagnostics = Diagnostics()
    let file = try #require(SpecFile.parse(yaml, path: "spec.yml", into: &diagnostics))
    #expect(diagnostics.lines.isEmpty)
    return RuleBook.standard.judge(try Component.decode(file.specs[0]), in: edition)
}

func violated(_ yaml: String, in edition: Edition = .source) throws -> [String] { try judge(yaml, in: edition).map(\.ruleID) }

func decodeErrors(_ yaml: String) -> [String] {
    var diagnostics = Diagnostics()
    guard let file = SpecFile.parse(yaml, path: "spec.yml", into: &diagnostics) else { return diagnostics.lines }
    do {
        _ = try Component.decode(file.specs[0])
        return []
    } catch {
        return error.errors.map(\.description)
    }
}

@Suite struct RuleBookTests {
    @Test func everyRuleIsWholeAndUnique() throws {
        let rules = RuleBook.standard.rules
        #expect(rules.count >= 40)
        #expect(Set(rules.map(\.id)).count == rules.count)
        for rule in rules {
            #expect(!rule.guidelines.isEmpty, "\(rule.id)")
            #expect(!rule.editions.isEmpty, "\(rule.id)")
            for edition in rule.editions {
                let statement = try #require(rule.statement(in: edition))
                for text in [statement.threshold.zhHans, statement.threshold.zhHant, statement.threshold.en, statement.figure.value.en, statement.figure.source] {
                    #expect(!text.isEmpty && !text.contains("⟦"), "\(rule.id) \(edition)")
                }
            }
            #expect(rule.id.rawValue.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "." || $0 == "-" }, "\(rule.id)")
        }
    }

    /// A document none of whose guidelines any rule enforces is known as such by its id alone (the
    /// build asks once per document, not once per guideline).
    @Test func aDocumentWithoutEnforcedGuidelinesIsKnownByItsID() {
        let book = RuleBook.standard
        for guideline in Set(book.rules.flatMap(\.guidelines)) {
            // Its document's id is what comes before one of its dots.
            let documents = guideline.indices.filter { guideline[$0] == "." }.map { String(guideline[..<$0]) }
            #expect(!documents.isEmpty && documents.allSatisfy(book.mayEnforceGuidelines(ofDocument:)), "\(guideline)")
        }
        for document in ["doc-7", "apple", "apple-pay.button.minimum-width", "", "pay"] {
            #expect(!book.mayEnforceGuidelines(ofDocument: document), "\(document)")
        }
        let small = RuleBook(rules: Array(book.rules.prefix(1)))
        let only = book.rules[0].guidelines[0]
        #expect(small.mayEnforceGuidelines(ofDocument: String(only[..<only.firstIndex(of: ".")!])))
    }

    /// Current guidance states its own figure only where it differs from the source's: not the same
    /// words, and not the same numbers in other words (“14 点” and “14 pt” are one figure).
    @Test func currentFiguresDifferFromTheSources() throws {
        let numbers = { (text: String) in text.matches(of: /\d+(?:\.\d+)?/).map { String($0.output) } }
        for rule in RuleBook.standard.rules where rule.editionsDiffer {
            let (source, current) = (try #require(rule.statement(in: .source)), try #require(rule.statement(in: .current)))
            for language in RuleLanguage.allCases {
                #expect(current.figure.value[language] != source.figure.value[language], "\(rule.id): \(language)")
            }
            let (old, new) = (numbers(source.figure.value.en), numbers(current.figure.value.en))
            #expect(old.isEmpty || old != new, "\(rule.id): current \(current.figure.value.en) repeats \(source.figure.value.en)")
        }
        // Apple's guidance today says 14 pt too: the same figure is no other figure.
        #expect(LiveActivity.Rules.margins.editions == [.source, .current] && !LiveActivity.Rules.margins.editionsDiffer)
        // 44 pt is the expanded island's own radius, a rule of current guidance alone; being concentric
        // with the island is judged alike in both editions, in every presentation.
        for rule in [DynamicIslandExpanded.concentric, DynamicIslandCompact.concentric, DynamicIslandMinimal.concentric] {
            #expect(!rule.editionsDiffer && rule.editions == [.source, .current], "\(rule.id)")
        }
        #expect(DynamicIslandExpanded.Rules.cornerRadius.statement(in: .current)?.figure.value.en == "44 pt")
        // Where the editions differ, and what current guidance alone states.
        #expect(Set(RuleBook.standard.rules.filter(\.editionsDiffer).map(\.id.rawValue)) == [
            "apple-pay.button.minimum-width", "apple-pay.sheet.pending-amount", "augmented-reality.images.limit-reference-images", "app-clips.size.limit"])
        #expect(Set(RuleBook.standard.rules.filter { $0.editions == [.current] }.map(\.id.rawValue)) == [
            "apple-pay.button.minimum-height", "live-activities.lock-screen.height", "live-activities.dynamic-island.compact-size",
            "live-activities.dynamic-island.expanded-height", "live-activities.dynamic-island.expanded-corner-radius",
            "live-activities.activity.duration"])
        #expect(RuleBook.standard.rules.allSatisfy { $0.editions != [.source] }, "no rule is the source documents' alone yet")
    }

    /// A violation says which edition judged it and the other edition's figure where they differ,
    /// and that only one edition has the rule where that is so.
    @Test func messagesSayTheEdition() throws {
        let button = "component: apple-pay-button\ntype: buy\nstyle: black\nwidth: 100\nheight: 24\nclear-space: 3\n"
        #expect(try judge(button, in: .source).isEmpty)
        let current = try judge(button, in: .current)
        #expect(current.map(\.ruleID) == ["apple-pay.button.minimum-width", "apple-pay.button.minimum-height"])
        #expect(current.allSatisfy { $0.edition == .current })
        #expect(current[0].message.en == "Width 100 pt is below the minimum width of 140 pt for the “Buy with Apple Pay” button (current guidance; source document: 32 pt)")
        #expect(current[0].message.zhHans == "宽度 100 pt，小于“Buy with Apple Pay”按钮的最小宽度 140 pt（依据现行指南；源文档：32 pt）")
        #expect(current[0].message.zhHant == "寬度 100 pt，小於「Buy with Apple Pay」按鈕的最小寬度 140 pt（依據現行指南；來源文件：32 pt）")
        #expect(current[1].message.en == "Height 24 pt is below the minimum height of 30 pt (current guidance only; the source document does not state it)")
        #expect(current[1].message.zhHans == "高度 24 pt，小于最小高度 30 pt（仅现行指南有此要求，源文档未提及）")
        let narrow = try judge("component: apple-pay-button\ntype: plain\nstyle: black\nwidth: 28\nheight: 30\nclear-space: 3\n")
        #expect(narrow.map(\.message.en) == ["Width 28 pt is below the minimum width of 32 pt (source document; current guidance: 140 × 30 pt for “… with Apple Pay” buttons; 100 × 30 pt for the plain button)"])
        // A rule both editions state alike says nothing of editions.
        #expect(try judge("component: live-activity\nmargins: {leading: 16, trailing: 14}\n", in: .current).map(\.message.en) == ["The leading margin is 16 pt; Live Activities and notifications share 14 pt margins"])
    }

    /// A rule's severity follows the wording of its source sentence: "must", "never", "always",
    /// "don't" make an error; "should", "ideally", "consider", "works best", "aim for", "as … as
    /// possible" make a warning — except where the guideline's bold lead asks the same thing as a
    /// requirement (each such rule says so beside its `severity`), listed here.
    @Test func severityFollowsTheSourceWording() {
        let must = ["必须", "切勿", "始终", "不要", "请勿"]
        let should = ["应该", "应避免", "理想", "最佳", "争取", "尽可能", "考虑"]
        let requiredByTheLead: Set = ["apple-pencil.scribble.no-scrolling",        // lead: 请确保…内容不会滚动
                                      "apple-pay.errors.accept-state-names"]      // 应该 is the user's ("should be able to"); the rule: accept
        var warnings = 0
        for rule in RuleBook.standard.rules {
            // Current guidance's own rules are read from its wording, stated beside each rule.
            guard let sentence = rule.statement(in: .source)?.figure.source else { continue }
            if must.contains(where: sentence.contains) { #expect(rule.severity == .error, "\(rule.id): “\(sentence)”") }
            if should.contains(where: sentence.contains) && !requiredByTheLead.contains(rule.id.rawValue) {
                #expect(rule.severity == .warning, "\(rule.id): “\(sentence)”")
            }
            if rule.severity == .warning { warnings += 1 }
        }
        // The decisions, counted: a change of severity is a change of this figure too.
        #expect(RuleBook.standard.rules.count == 153)
        #expect(warnings == 47)
    }

    /// The sentence a rule cites is in the guideline it enforces, word for word.
    @Test func everySourceSentenceIsQuotedVerbatim() throws {
        let site = try realSite.get().site
        for rule in RuleBook.standard.rules {
            let texts = rule.guidelines.compactMap { id in
                site.sourceDocuments.flatMap(\.guidelines).first { $0.id == id }?.blocks.map(\.plainText).joined(separator: "\n")
            }
            #expect(texts.count == rule.guidelines.count, "\(rule.id) names a guideline that does not exist")
            let squeezed = { (s: String) in s.filter { !$0.isWhitespace } }
            // A rule of current guidance alone cites its publication, not a sentence of the source.
            guard let sentence = rule.statement(in: .source)?.figure.source else { continue }
            #expect(texts.contains { squeezed($0).contains(squeezed(sentence)) }, "\(rule.id): “\(sentence)” is not in \(rule.guidelines)")
        }
    }
}

@Suite struct ApplePayButtonRuleTests {
    func button(width: Double = 140, height: Double = 30, clearSpace: Double = 3, style: String = "black",
                background: String = "#FFFFFF", extra: String = "") -> String {
        "component: apple-pay-button\nstyle: \(style)\nwidth: \(width)\nheight: \(height)\nclear-space: \(clearSpace)\nbackground: \"\(background)\"\n\(extra)"
    }

    @Test func minimumWidthAtItsBoundary() throws {
        #expect(try violated(button(width: 32)) == [])
        #expect(try violated(button(width: 31.9)) == ["apple-pay.button.minimum-width"])
        let message = try judge(button(width: 28))[0].message
        #expect(message.zhHans == "宽度 28 pt，小于最小宽度 32 pt（依据源文档；现行指南：140 × 30 pt（“… with Apple Pay”按钮）；100 × 30 pt（普通按钮））")
        #expect(message.zhHant == "寬度 28 pt，小於最小寬度 32 pt（依據來源文件；現行指南：140 × 30 pt（「… with Apple Pay」按鈕）；100 × 30 pt（一般按鈕））")
        #expect(message.en.hasPrefix("Width 28 pt is below the minimum width of 32 pt (source document; current guidance: 140 × 30 pt"))
    }

    /// Today's minimum size: 140 × 30 pt for every type but plain, 100 × 30 pt for the plain button.
    @Test func currentMinimumSizeByType() throws {
        #expect(try violated(button(width: 140), in: .current) == [])
        #expect(try violated(button(width: 139.9), in: .current) == ["apple-pay.button.minimum-width"])
        #expect(try violated(button(width: 100, extra: "type: plain\n"), in: .current) == [])
        #expect(try violated(button(width: 99, extra: "type: plain\n"), in: .current) == ["apple-pay.button.minimum-width"])
        #expect(try violated(button(width: 120, extra: "type: set-up\n"), in: .current) == ["apple-pay.button.minimum-width"])
        #expect(try violated(button(height: 29.9, clearSpace: 3), in: .current) == ["apple-pay.button.minimum-height"])
        #expect(try violated(button(height: 29.9, clearSpace: 3), in: .source) == [])
    }

    @Test func clearSpaceOfExactlyATenthPasses() throws {
        #expect(try violated(button(height: 44, clearSpace: 4.4)) == [])
        #expect(try violated(button(height: 24, clearSpace: 2.4)) == [])
        #expect(try violated(button(height: 44, clearSpace: 4.39)) == ["apple-pay.button.clear-space"])
    }

    @Test func styleAgainstBackground() throws {
        #expect(try violated(button(style: "black", background: "#FFFFFF")) == [])
        #expect(try violated(button(style: "black", background: "#1C1C1E")) == ["apple-pay.button.style-black"])
        #expect(try violated(button(style: "white", background: "#1C1C1E")) == [])
        #expect(try violated(button(style: "white", background: "#F2F2F7")) == ["apple-pay.button.style-white"])
        #expect(try violated(button(style: "white-outline", background: "#FFFFFF")) == [])
        #expect(try violated(button(style: "white-outline", background: "#FFF4E5")) == [], "a pale cream is light, not saturated")
        #expect(try violated(button(style: "white-outline", background: "#FFD60A")) == ["apple-pay.button.style-white-outline"])
        #expect(try violated(button(style: "white-outline", background: "#000000")) == ["apple-pay.button.style-white-outline"])
        #expect(try violated(button(style: "automatic", background: "#000000")) == [])
    }

    @Test func systemButtonsAlwaysEnabled() throws {
        #expect(try violated(button(extra: "provided-by: custom\n")) == ["apple-pay.button.system-provided"])
        #expect(try violated(button(extra: "state: disabled\n")) == ["apple-pay.button.never-disabled-or-hidden"])
        #expect(try violated(button(extra: "state: hidden\n")) == ["apple-pay.button.never-disabled-or-hidden"])
        #expect(try violated(button(extra: "type: donate\n")) == ["apple-pay.button.donate-approved-nonprofit"])
        #expect(try violated(button(extra: "type: donate\napproved-nonprofit: true\n")) == [])
    }

    /// The flows, sheets and texts of guidelines that were a person's to check: each judged by what a spec says.
    @Test func checkoutFlowsSheetsAndTexts() throws {
        let button = "component: apple-pay-button\ntype: buy\nstyle: black\nwidth: 140\nheight: 30\nclear-space: 3\n"
        #expect(try violated(button + "on-tap: payment-sheet\n") == [])
        #expect(try violated(button + "on-tap: add-card\n") == ["apple-pay.button.tap-action"])
        #expect(try violated(button + "wallet-set-up: false\non-tap: add-card\n") == ["apple-pay.button.set-up-when-not-set-up"])
        #expect(try violated(button.replacingOccurrences(of: "type: buy", with: "type: set-up") + "wallet-set-up: false\non-tap: payment-sheet\n")
                == ["apple-pay.button.tap-action"])
        let flow = { (fields: String) in try violated("component: checkout-flow\n" + fields) }
        #expect(try flow("cart-items: 1\n") == [])
        #expect(try flow("cart-items: 2\n") == ["apple-pay.checkout.express-checkout"])
        #expect(try flow("cart-items: 2\nshipping-destinations: 2\nper-item-shipping: before-sheet\n") == [])
        #expect(try flow("cart-items: 2\nshipping-destinations: 2\nexpress-checkout: true\n") == ["apple-pay.checkout.multiple-shipping"])
        #expect(try flow("asks-to-type: [email, name]\n").count == 2)
        #expect(try flow("pickup-details: left-to-sheet\n") == ["apple-pay.pickup.details-before-button"])
        #expect(try flow("recurring: true\nexplains-billing-before-sheet: false\n") == ["apple-pay.subscriptions.terms-before-sheet"])
        #expect(try flow("cart: false\n") == ["apple-pay.checkout.single-item-without-cart"])
        #expect(decodeErrors("component: checkout-flow\nasks-to-type: [fax]\n") == [
            "spec.yml:2:15: error: 'asks-to-type' items must be one of: shipping-address, billing-address, email, phone, name; found 'fax'"])
        let sheet = { (fields: String) in try violated("component: payment-sheet\nmerchant: A\npay-line: PAY A\n" + fields) }
        #expect(try sheet("line-items: [{label: Tea, amount: 3, kind: product}]\n") == ["apple-pay.sheet.no-product-line-items"])
        #expect(try sheet("recurring: true\nline-items: [{label: Monthly, amount: 9, kind: subscription}]\ntotal-final: false\n") == ["apple-pay.sheet.pending-amount", "apple-pay.subscriptions.total-is-due-now"])
        #expect(try sheet("field-errors: [{field: email, status: billing-contact-invalid, message: Email address required}]\n") == ["apple-pay.errors.accurate-status"])
        // A field's message is held to the error-message rules too.
        #expect(try sheet("field-errors: [{field: shipping-address, message: 地址无效}]\n") == ["apple-pay.errors.specific-messages"])
        let text = "component: apple-pay-text\ntext: 使用 Apple Pay 付款\n"
        #expect(try violated(text + "font: PingFang SC\napp-font: pingfang sc\n") == [])
        #expect(try violated(text + "font-size: 17\napp-font-size: 15\n") == ["apple-pay.text.match-app-typography"])
    }

    @Test func placementAndSizeInALayout() throws {
        let layout = { (pay: String, other: String) in
            "component: checkout-layout\nviewport: {width: 390, height: 844}\nelements:\n  - {kind: add-to-cart, x: 16, y: 700, width: 171, height: 44}\n  - \(pay)\n  - \(other)\n"
        }
        let right = "{kind: apple-pay-button, x: 203, y: 700, width: 171, height: 44}"
        let payOther = "{kind: payment-button, x: 16, y: 790, width: 171, height: 44}"
        #expect(try violated(layout(right, payOther)) == [])
        #expect(try violated(layout("{kind: apple-pay-button, x: 16, y: 640, width: 171, height: 44}", "{kind: payment-button, x: 203, y: 640, width: 171, height: 44}")) == [])
        #expect(try violated(layout("{kind: apple-pay-button, x: 16, y: 760, width: 171, height: 44}", payOther)) == ["apple-pay.button.placement"])
        #expect(try violated(layout(right, "{kind: payment-button, x: 16, y: 790, width: 180, height: 44}")) == ["apple-pay.button.size-relative"])
        // Apple Pay as the default option: first, larger, or a line apart from the other payment buttons.
        let above = "{kind: payment-button, x: 16, y: 600, width: 171, height: 44}"
        #expect(try violated(layout(right, above)) == ["apple-pay.checkout.default-option"])
        #expect(try violated(layout(right, above) + "  - {kind: separator, x: 16, y: 660, width: 358, height: 1}\n") == [])
        #expect(try violated(layout("{kind: apple-pay-button, x: 203, y: 700, width: 171, height: 50}", "{kind: payment-button, x: 16, y: 600, width: 171, height: 44}")) == [])
        #expect(try violated(layout("{kind: apple-pay-button, x: 203, y: 700, width: 171, height: 150}", payOther)) == ["apple-pay.button.visible-without-scrolling"])
        #expect(try violated("device-supports-apple-pay: false\n" + layout(right, payOther)) == ["apple-pay.offering.only-where-supported"])
        #expect(try violated("component: checkout-layout\ndevice-supports-apple-pay: false\nelements: [{kind: add-to-cart, x: 16, y: 700, width: 358, height: 44}]\n") == [])
        #expect(try violated("component: checkout-flow\nsteps-before-sheet: 0\n") == [])
        #expect(try violated("component: checkout-flow\nsteps-before-sheet: 1\n") == ["apple-pay.checkout.sheet-immediately"])
    }
}

@Suite struct TextRuleTests {
    func text(_ t: String, _ extra: String = "") -> String { "component: apple-pay-text\ntext: \"\(t)\"\n\(extra)" }

    @Test func theNameIsNeverTranslatedAndKeepsItsCapitals() throws {
        #expect(try violated(text("现在可以使用 Apple Pay 付款")) == [])
        #expect(try violated(text("现在可以使用苹果支付付款")) == ["apple-pay.text.do-not-translate"])
        #expect(try violated(text("使用 apple pay 付款")) == ["apple-pay.text.capitalization"])
        #expect(try violated(text("使用 ApplePay 付款")) == ["apple-pay.text.capitalization"])
        #expect(try violated(text("使用 Apple\u{00A0}Pay 付款")) == [], "a no-break space is fine")
        #expect(try violated(text("PAY WITH APPLE PAY")) == ["apple-pay.text.capitalization"])
        #expect(try violated(text("PAY WITH APPLE PAY", "all-caps-interface: true\n")) == [])
        #expect(try violated(text("使用 \u{F8FF}Pay 付款")) == ["apple-pay.text.no-apple-logo"])
    }

    @Test func trademarkSymbolByContext() throws {
        #expect(try violated(text("Apple Pay®", "context: checkout-option\n")) == ["apple-pay.text.trademark-symbol"])
        #expect(try violated(text("Apple Pay", "context: checkout-option\n")) == [])
        #expect(try violated(text("Pay with Apple Pay today.", "region: US\n")) == ["apple-pay.text.trademark-symbol"])
        #expect(try violated(text("Pay with Apple Pay® today. Apple Pay is fast.", "region: US\n")) == [])
    }
}

@Suite struct PaymentSheetRuleTests {
    func sheet(_ extra: String) -> String { "component: payment-sheet\nmerchant: ACME\npay-line: PAY ACME\n\(extra)" }

    @Test func errorMessagesAtTheirLimits() throws {
        let at128 = String(repeating: "邮", count: 120) + "政编码与城市不匹"
        #expect(at128.count == 128)
        #expect(try violated(sheet("error-messages: [\"\(at128)\"]\n")) == [])
        #expect(try violated(sheet("error-messages: [\"\(at128)配\"]\n")) == ["apple-pay.errors.message-length"])
        #expect(try violated(sheet("error-messages: [邮政编码与城市不匹配。]\n")) == ["apple-pay.errors.no-ending-punctuation"])
        #expect(try violated(sheet("error-messages: [地址无效]\n")) == ["apple-pay.errors.specific-messages"])
        #expect(try violated(sheet("error-messages: [Invalid address]\n")) == ["apple-pay.errors.specific-messages"])
        #expect(try violated(sheet("error-messages: [ZIP code doesn't match city]\n")) == [])
    }

    @Test func timeoutAtThirtySeconds() throws {
        #expect(try violated(sheet("timeout: {seconds: 30}\n")) == [])
        #expect(try violated(sheet("timeout: {seconds: 30.1}\n")) == ["apple-pay.errors.timeout"])
        #expect(try violated(sheet("timeout: {seconds: 20, allows-retry: false}\n")) == ["apple-pay.errors.timeout-recovery"])
    }

    @Test func payLineAndLineItems() throws {
        #expect(try violated(sheet("")) == [])
        #expect(try violated("component: payment-sheet\nmerchant: ACME\npay-line: ACME\n") == [], "the app may write the label without PAY")
        #expect(try violated("component: payment-sheet\nmerchant: ACME\npay-line: PAY ACME INC\n") == ["apple-pay.sheet.pay-line"])
        let intermediary = "component: payment-sheet\nmerchant: Rides\nintermediary: {app: Rides, end-merchant: City Cab}\n"
        #expect(try violated(intermediary + "pay-line: PAY CITY CAB (VIA RIDES)\n") == [])
        #expect(try violated(intermediary + "pay-line: PAY RIDES\n") == ["apple-pay.sheet.pay-line"])
        #expect(try violated(sheet("donation: {presets: [25, 50, 100], other-amount: true}\nline-items: [{label: 捐款, amount: 50, kind: donation}]\n")) == [])
        #expect(try violated(sheet("donation: {presets: [25, 50, 100]}\nline-items: [{label: 捐款, amount: 50, kind: donation}]\n")) == ["apple-pay.donations.preset-amounts"])
        #expect(try violated(sheet("donation: {presets: [25], other-amount: true}\n")) == ["apple-pay.sheet.donation-line-item"])
        #expect(try violated(sheet("delivery: electronic\nrequests: [email, shipping-address]\n")) == ["apple-pay.sheet.necessary-info-only"])
        #expect(try violated(sheet("total-final: false\n")) == ["apple-pay.sheet.pending-amount"])
        #expect(try violated(sheet("validation: {accepts-zip-plus-4: false}\n")) == ["apple-pay.errors.accept-zip-plus-4"])
    }
}

@Suite struct ARAppClipPencilRuleTests {
    @Test func clearSpaceOfTenPercent() throws {
        #expect(try violated("component: ar-badge\nheight: 24\nclear-space: 2.4\n") == [])
        #expect(try violated("component: ar-badge\nheight: 24\nclear-space: 2.39\n") == ["augmented-reality.badge.clear-space"])
        #expect(try violated("component: ar-glyph\nheight: 28\nclear-space: 2.8\n") == [])
        #expect(try violated("component: ar-glyph\nheight: 28\nclear-space: 2.7\n") == ["augmented-reality.glyph.clear-space"])
    }

    @Test func referenceImagesAndInstructions() throws {
        #expect(try violated("component: ar-session\nactive-reference-images: 25\n") == [])
        #expect(try violated("component: ar-session\nactive-reference-images: 26\n") == ["augmented-reality.images.limit-reference-images"])
        #expect(try violated("component: ar-session\nactive-reference-images: 100\n", in: .current) == [])
        #expect(try violated("component: ar-session\nactive-reference-images: 101\n", in: .current) == ["augmented-reality.images.limit-reference-images"])
        // “Works best”: advice in both editions.
        #expect(ARSession.Rules.referenceImages.severity == .warning)
        #expect(try violated("component: ar-instructions\ntext: 慢慢移动 iPhone，找一个平面\n") == [])
        #expect(try violated("component: ar-instructions\ntext: 正在初始化 ARKit 世界跟踪\n") == ["augmented-reality.instructions.approachable-terms", "augmented-reality.instructions.approachable-terms"])
    }

    /// How an AR experience places and handles objects and recovers: judged from what its spec says.
    @Test func arSessionsPlaceHandleAndRecover() throws {
        let session = { (fields: String) in try violated("component: ar-session\n" + fields) }
        #expect(try session("") == [])
        #expect(try session("realistic-objects: true\nrealism: [surface-placement]\n") == ["augmented-reality.experience.convincing-illusions"])
        #expect(try judge("component: ar-session\nrealistic-objects: true\nrealism: [surface-placement, real-world-scale, camera-updates]\n")
                    .map(\.message.en) == ["The realistic objects lack: environment lighting, shadows on real surfaces"])
        #expect(try session("placement-indicator: static\nplacement: waits-for-detection\n")
                == ["augmented-reality.placement.surface-indicator", "augmented-reality.placement.respond-when-placed"])
        #expect(try session("object-size: real-world\nuser-scaling: true\n") == ["augmented-reality.interaction.scaling"])
        #expect(try session("object-size: no-intrinsic-size\nuser-scaling: true\n") == [])
        #expect(try session("reference-images: [{physical-width: 300}, {surface: curved, physical-width: 200}]\n") == ["augmented-reality.images.design-reference-images"])
        // Hiding and cancelling are asked of relocalization only where there is one.
        #expect(try session("relocalizes: false\nhides-objects-while-relocalizing: false\nrelocalization-cancellable: false\n")
                == ["augmented-reality.interruptions.relocalization"])
        #expect(try session("ar-role: primary\n") == ["augmented-reality.problems.capable-devices-only"])
        #expect(try session("ar-role: primary\nunsupported-devices: not-offered\n") == [])
        #expect(try violated("component: ar-instructions\ntext: 旋转花瓶\nshown-as: overlay\nstage: after-ignored-hint\n") == [])
        #expect(try violated("component: ar-badge\nform: glyph-only\nheight: 20\nclear-space: 2\n") == ["augmented-reality.badge.prefer-badge-over-glyph-only"])
    }

    @Test func badgesInACatalog() throws {
        let catalog = { (items: String) in "component: ar-catalog\nitems:\n\(items)" }
        #expect(try violated(catalog("  - {viewable-in-ar: true, badge: top-trailing}\n  - {viewable-in-ar: false}\n")) == [])
        #expect(try violated(catalog("  - {viewable-in-ar: true, badge: top-trailing}\n  - {viewable-in-ar: true, badge: top-trailing}\n")) == ["augmented-reality.badge.only-for-mixed-catalogs"])
        #expect(try violated(catalog("  - {viewable-in-ar: true, badge: top-trailing}\n  - {viewable-in-ar: true, badge: bottom-leading}\n  - {viewable-in-ar: false}\n")) == ["augmented-reality.badge.consistent-corner"])
    }

    @Test func appClipSizeAndFrameworks() throws {
        #expect(try violated("component: app-clip\nsize-mb: 10\n") == [])
        #expect(try violated("component: app-clip\nsize-mb: 10.01\n") == ["app-clips.size.limit"])
        // Today: 15 MB from iOS 16 (the default), 10 MB for an App Clip that still runs on iOS 15,
        // 100 MB from iOS 17 when only links invoke it.
        #expect(try violated("component: app-clip\nsize-mb: 15\n", in: .current) == [])
        #expect(try violated("component: app-clip\nsize-mb: 15.1\n", in: .current) == ["app-clips.size.limit"])
        #expect(try violated("component: app-clip\nsize-mb: 12\nminimum-ios: 15\n", in: .current) == ["app-clips.size.limit"])
        #expect(try violated("component: app-clip\nsize-mb: 60\nminimum-ios: 17\ndigital-only: true\n", in: .current) == [])
        #expect(try violated("component: app-clip\nsize-mb: 60\nminimum-ios: 16\ndigital-only: true\n", in: .current) == ["app-clips.size.limit"])
        #expect(try judge("component: app-clip\nsize-mb: 12\nminimum-ios: 15\n", in: .current).map(\.message.en)
                == ["Size 12 MB is over the 10 MB limit for an App Clip that runs on iOS 15 or earlier (current guidance; source document: 10 MB)"])
        #expect(try violated("component: app-clip\nsize-mb: 4\nframeworks: [SwiftUI, healthkit]\n") == ["app-clips.frameworks.unavailable"])
        #expect(try violated("component: app-clip\nsize-mb: 4\nfeatures: [in-app-purchase]\ninterface: [tab-bar]\n") == ["app-clips.features.reserve-for-full-app", "app-clips.experience.linear-focused"])
    }

    @Test func pencilAndScribble() throws {
        #expect(try violated("component: pencil-double-tap\n") == [])
        #expect(try violated("component: pencil-double-tap\nmodifies-content: true\n") == ["apple-pencil.double-tap.never-modify-content"])
        #expect(try violated("component: pencil-double-tap\nhas-custom-action: true\ncustom-enabled-by-default: true\n") == ["apple-pencil.double-tap.custom-opt-in"])
        #expect(try violated("component: scribble-field\n") == [])
        #expect(try violated("component: scribble-field\naccepts-scribble: false\n") == ["apple-pencil.scribble.available-everywhere"])
        #expect(try violated("component: scribble-field\npassword: true\naccepts-scribble: false\n") == [])
        #expect(try violated("component: scribble-field\nwhile-writing: {autocompletes: true, moves: true}\n") ==
                ["apple-pencil.scribble.no-autocomplete-while-writing", "apple-pencil.scribble.fields-stay-still"])
    }
}

@Suite struct LiveActivityRuleTests {
    @Test func lockScreenMarginsAndColours() throws {
        #expect(try violated("component: live-activity\nmargins: {leading: 14, trailing: 14}\n") == [])
        #expect(try violated("component: live-activity\nmargins: {leading: 13.9, trailing: 14}\n") == ["live-activities.lock-screen.margins"])
        #expect(try violated("component: live-activity\ncolors: {light: {background: \"#FFFFFF\", foreground: \"#000000\"}, dark: {background: \"#000000\", foreground: \"#FFFFFF\"}}\n")
                == ["live-activities.lock-screen.colors-consistent", "live-activities.lock-screen.colors-consistent"])
        #expect(try violated("component: live-activity\nstandby-scale: 1.5\n") == ["live-activities.standby.scale"])
    }

    /// What only current guidance publishes: the Lock Screen and expanded heights (84–160 pt), the
    /// expanded island's 44 pt radius, a compact side's size. The source edition does not judge them.
    @Test func currentOnlyFigures() throws {
        for (yaml, rule) in [("component: live-activity\nheight: 170\n", "live-activities.lock-screen.height"),
                             ("component: live-activity\nheight: 80\n", "live-activities.lock-screen.height"),
                             ("component: dynamic-island-expanded\nheight: 170\n", "live-activities.dynamic-island.expanded-height"),
                             ("component: dynamic-island-expanded\ncorner-radius: 30\n", "live-activities.dynamic-island.expanded-corner-radius"),
                             ("component: dynamic-island-compact\ntrailing: {width: 60, content-width: 48, margin: 6}\n", "live-activities.dynamic-island.compact-size")] {
            #expect(try violated(yaml, in: .source) == [], "\(yaml)")
            #expect(try violated(yaml, in: .current) == [rule], "\(yaml)")
        }
        for yaml in ["component: live-activity\nheight: 160\n", "component: live-activity\nheight: 84\n",
                     "component: dynamic-island-expanded\nheight: 84\n", "component: dynamic-island-expanded\ncorner-radius: 44.5\n",
                     "component: dynamic-island-compact\nscreen: 430x932\ntrailing: {width: 60, content-width: 48, margin: 6}\n",
                     "component: dynamic-island-compact\ntrailing: {width: 52.33, content-width: 40.33, margin: 6}\n"] {
            #expect(try violated(yaml, in: .current) == [], "\(yaml)")
        }
        #expect(try judge("component: dynamic-island-expanded\ncorner-radius: 30\n", in: .current).map(\.message.en)
                == ["The expanded island is drawn with a 30 pt corner radius; the system draws it at 44 pt, which cannot be changed (current guidance only; the source document does not state it)"])
        #expect(try judge("component: live-activity\nheight: 170\n", in: .current).map(\.message.zhHant)
                == ["鎖定畫面上的 Live Activity 高 170 pt，超過 160 pt（僅現行指南有此要求，來源文件未提及）"])
    }

    /// The Lock Screen layout, its transitions and StandBy assets, and the island's content off its edge.
    @Test func layoutsTransitionsAndAssets() throws {
        let activity = { (fields: String, edition: Edition) in try violated("component: live-activity\n" + fields, in: edition) }
        #expect(try activity("height: 84\ncontent-height: 56\n", .source) == [])
        #expect(try activity("height: 85\ncontent-height: 56\n", .source) == ["live-activities.lock-screen.compact-layout"])
        #expect(try activity("colors: {light: {background: \"#FFFFFF\", foreground: \"#D1D1D6\"}}\n", .source).count == 2)
        #expect(try activity("transitions: {numbers: numeric-text, fades: custom, list-rows: moving-row-only}\n", .source) == [])
        #expect(try activity("transitions: {fades: opacity}\n", .source) == ["live-activities.lock-screen.content-replace-transition"])
        #expect(try activity("asset-scale: 6\n", .source) == [])
        #expect(try activity("asset-scale: 4\nstandby-scale: 2\n", .source) == ["live-activities.standby.high-resolution-assets"])
        #expect(try activity("edge-to-edge-graphics: true\nstandby-background: removed\n", .source) == [])
        // How long an activity lasts is current guidance's alone: 8 hours live, 12 on the Lock Screen.
        #expect(try activity("duration-hours: 9\n", .source) == [])
        #expect(try activity("duration-hours: 8\nlock-screen-hours: 12\n", .current) == [])
        #expect(try activity("duration-hours: 9\nlock-screen-hours: 13\n", .current) == ["live-activities.activity.duration", "live-activities.activity.duration"])
        #expect(try violated("component: dynamic-island-minimal\nshows: [progress]\nelements: [{corner-radius: 18.33, inset: 0}]\n")
                == ["live-activities.dynamic-island.inset-content.minimal"])
        #expect(try violated("component: dynamic-island-compact\nsessions: 3\nalternates-sessions: false\n") == ["live-activities.dynamic-island.alternate-sessions"])
        let canvas = { (fields: String) in try violated("component: pencil-canvas\n" + fields) }
        #expect(try canvas("") == [])
        #expect(try canvas("controls-edge: leading\n") == ["apple-pencil.input.left-and-right-handed"])
        #expect(try canvas("controls-edge: leading\ncontrols-movable: true\n") == [])
        #expect(try canvas("environment: compact\n") == ["apple-pencil.drawing.compact-undo-redo"])
        #expect(try canvas("stroke-responds-to: []\nrequires-mode-before-drawing: true\n") == ["apple-pencil.input.respond-on-contact", "apple-pencil.input.expressive-strokes"])
        #expect(try violated("component: app-clip\nsize-mb: 5\naccesses: [Photos, location]\n") == ["app-clips.privacy.protected-data"])
    }

    @Test func concentricContentInTheIsland() throws {
        // Expanded: outer radius 44, inset 14 → inner radius 30.
        let expanded = { (radius: Double) in "component: dynamic-island-expanded\ncontent-top: 14\nelements: [{corner-radius: \(radius), inset: 14}]\n" }
        #expect(try violated(expanded(30)) == [])
        #expect(try violated(expanded(30.5)) == [])
        #expect(try violated(expanded(30.6)) == ["live-activities.dynamic-island.concentric.expanded"])
        #expect(try violated("component: dynamic-island-expanded\ncontent-top: 40\n") == ["live-activities.dynamic-island.no-forehead"])
        #expect(try violated("component: dynamic-island-minimal\nshows: [logo]\n") == ["live-activities.dynamic-island.minimal-not-just-logo"])
        #expect(try violated("component: dynamic-island-minimal\nshows: [logo, progress]\n") == [])
        let compact = "component: dynamic-island-compact\nleading: {width: 40, content-width: 28, margin: 6}\n"
        #expect(try violated(compact) == [])
        #expect(try violated("component: dynamic-island-compact\nleading: {width: 52.33, content-width: 28, margin: 6}\n") == ["live-activities.dynamic-island.compact-narrow"])
        let message = try judge(expanded(36))[0].message
        #expect(message.en == "Element 1 has a 36 pt radius, not concentric with the island: 44 − 14 = 30 pt")
    }
}

/// One formatter, one computation: the inner radius is computed from the real island height and
/// rounded once, for display, so lint says what the site's examples say.
@Suite struct NumberFormattingTests {
    @Test func theCapsuleRadiusIsAThirdNotARoundedHalf() throws {
        let expected = "Element 1 has a 6 pt radius, not concentric with the island: 18.33 − 6 = 12.33 pt"
        // Left to its defaults, with the published height written out, and as the site's example writes it.
        for spec in ["", "height: 36.67\n", "height: 36.67\ncorner-radius: 18.33\n"] {
            let messages = try judge("component: dynamic-island-compact\n\(spec)elements: [{corner-radius: 6, inset: 6}]\n").map(\.message.en)
            #expect(messages == [expected], "\(spec)")
        }
        let minimal = try judge("component: dynamic-island-minimal\nshows: [progress]\nelements: [{corner-radius: 4, inset: 3}]\n")
        #expect(minimal.map(\.message.zhHans) == ["第 1 个元素圆角 4 pt，与 Dynamic Island 不同心：应为 18.33 − 3 = 15.33 pt"])
        // 12.33 written is 12⅓, concentric with 18⅓ − 6, well within the half point either way.
        #expect(try violated("component: dynamic-island-compact\nelements: [{corner-radius: 12.33, inset: 6}]\n") == [])
    }

    @Test func formatRoundsOnceToTwoDecimals() {
        #expect(Format.number(55.0 / 3) == "18.33")
        #expect(Format.number(55.0 / 3 - 6) == "12.33")
        #expect(Format.number(32) == "32")
        #expect(Format.number(31.9) == "31.9")
        #expect(Format.number(0.1 + 0.2) == "0.3")
        #expect(Format.number(-2.5) == "-2.5")
        // Island lengths are read as thirds where they are thirds rounded; other values as written.
        #expect(DynamicIsland.point(36.67) == 110.0 / 3)
        #expect(DynamicIsland.point(52.33) == 157.0 / 3)
        #expect(DynamicIsland.point(14) == 14)
        #expect(DynamicIsland.point(30.6) == 30.6)
    }

    /// The formatter as it was written with Foundation: the reference the one without it must match.
    static func foundationNumber(_ value: Double) -> String {
        if value.isNaN || value.isInfinite { return "\(value)" }
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int(rounded)) }
        var text = String(format: "%.2f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    /// Values where a formatter goes wrong: signs, zeros, half-hundredth ties (and the doubles either
    /// side), magnitudes where a double has no hundredths left, overflow of `value * 100`, and a
    /// reproducible spread of arbitrary bit patterns.
    static var awkwardValues: [Double] {
        var values: [Double] = [0, -0.0, .nan, .infinity, -.infinity, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
                                .leastNonzeroMagnitude, -.leastNonzeroMagnitude, .leastNormalMagnitude, 0.004, -0.004, 0.005, -0.005,
                                1.005, 2.675, -2.675, 0.125, 1e14 + 0.3, 999_999_999_999_999.9, 1e15, -1e15, 1e15 + 0.25, 2e15,
                                4_503_599_627_370_496, 9_007_199_254_740_992, 18_446_744_073_709_551_616, 1e20, 1e23, 1e300, 1.7e306, 1.8e306, 1e307]
        for i in -20_000...20_000 {
            let x = Double(i) / 1000, tie = x + 0.005
            values += [x, -x, x.nextUp, x.nextDown, tie, tie.nextUp, tie.nextDown, x * 1e9 + 0.005, x * 7e10 + 0.125]
        }
        // Exact ties in binary: eighths, from small to where a double's spacing is a sixty-fourth.
        for base in [0.0, 1, 1000, 1e6, 1e10, 1e13, 7e13] {
            for eighth in 0..<64 { values += [base + Double(eighth) / 8, -(base + Double(eighth) / 8)] }
        }
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15  // SplitMix64: the same values on every run.
        for _ in 0..<20_000 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            values.append(Double(bitPattern: z ^ (z >> 31)))
        }
        return values
    }

    @Test func formatWritesWhatFoundationWrote() {
        var mismatches: [String] = []
        for value in Self.awkwardValues {
            let expected = Self.foundationNumber(value), actual = Format.number(value)
            if expected != actual { mismatches.append("\(value): \(expected) ≠ \(actual)") }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(20))")
        #expect(Format.number(-0.0) == "0")
        #expect(Format.number(-0.004) == "0")
        #expect(Format.number(1e20) == "100000000000000000000.")
    }
}

@Suite struct SpecDecodingTests {
    @Test func invalidSpecsAreLocatedErrors() {
        #expect(decodeErrors("component: apple-pay-buttn\n") == ["spec.yml:1:12: error: unknown component 'apple-pay-buttn'; did you mean 'apple-pay-button'?"])
        #expect(decodeErrors("component: toaster\n") == [
            "spec.yml:1:12: error: unknown component 'toaster'; known components: \(ComponentKind.allCases.map(\.rawValue).joined(separator: ", "))"])
        #expect(decodeErrors("style: black\n") == [
            "spec.yml:1:1: error: missing field 'component' (one of: \(ComponentKind.allCases.map(\.rawValue).joined(separator: ", ")))"])
        #expect(decodeErrors("component: apple-pay-button\nstyle: black\nwidth: -3\nheight: .inf\nclear-space: \"3\"\ncolour: red\n") == [
            "spec.yml:3:8: error: field 'width' must be at least 0, found -3",
            "spec.yml:4:9: error: field 'height' must be a finite number",
            "spec.yml:5:14: error: field 'clear-space' must be a number, found text",
            "spec.yml:6:9: error: unknown field 'colour'",
        ])
        #expect(decodeErrors("component: apple-pay-button\nstyle: black\nwidht: 140\nheight: 30\nclear-space: 3\n") == [
            "spec.yml:1:1: error: missing field 'width' (a number)", "spec.yml:3:8: error: unknown field 'widht'; did you mean 'width'?"])
        #expect(decodeErrors("component: apple-pay-button\nstyle: grey\nwidth: 140\nheight: 30\nclear-space: 3\n") == [
            "spec.yml:2:8: error: field 'style' must be one of: black, white, white-outline, automatic"])
        #expect(decodeErrors("component: ar-session\nactive-reference-images: .nan\n") == [
            "spec.yml:2:26: error: field 'active-reference-images' must be a finite number"])
    }

    @Test func jsonSpecsReadLikeYAML() throws {
        #expect(try violated("{\"component\": \"apple-pay-button\", \"style\": \"black\", \"width\": 31, \"height\": 30, \"clear-space\": 3}") == ["apple-pay.button.minimum-width"])
        #expect(decodeErrors("{\"component\": \"app-clip\", \"size-mb\": \"10\"}") == ["spec.yml:1:38: error: field 'size-mb' must be a number, found text"])
    }
}
