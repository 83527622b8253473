import Foundation
import Testing
@testable import Zhinan
@testable import ZhinanMockups
import ZhinanRules

/// The examples' pictures teach their point: a don't draws what is wrong, every example shows a
/// picture or a text card, buttons say their type's own words.
@Suite struct ExamplePictureTests {
    /// A picture without its ink: no title, no red marks or halos, no colours, classes or ids. Two
    /// pictures equal after this differ only in colour.
    static func withoutInk(_ svg: String) -> String {
        var out = svg.replacingOccurrences(of: #"<title[^<]*</title>"#, with: "", options: .regularExpression)
        out = out.replacingOccurrences(of: #"<[^>]*class="[^"]*(zm-bad|zm-halo)[^"]*"[^>]*/>\n?"#, with: "", options: .regularExpression)
        out = out.replacingOccurrences(of: #" (fill|stroke|stroke-width|stroke-dasharray|opacity|class|id|aria-labelledby|data-[a-z]+)="[^"]*""#,
                                       with: "", options: .regularExpression)
        return out
    }

    @Test func everyDontPictureDiffersFromItsDosInMoreThanColour() throws {
        let site = try realSite.get()
        var pairs = 0
        for (guideline, examples) in Dictionary(grouping: site.examples, by: \.example.guideline) {
            let pictures = examples.compactMap { result -> (id: String, isDo: Bool, ink: String)? in
                guard let component = result.component,
                      let svg = Mockup.svg(for: component, violations: result.allViolations, language: .en, id: "x",
                                           guideline: result.example.guideline) else { return nil }
                return (result.example.id, result.example.isDo, Self.withoutInk(svg))
            }
            for dont in pictures where !dont.isDo {
                for good in pictures where good.isDo {
                    pairs += 1
                    #expect(dont.ink != good.ink, "\(guideline): \(dont.id) is \(good.id) in other colours")
                }
            }
        }
        #expect(pairs >= 100)
    }

    /// The scene a picture draws comes from the spec; the violations only mark it. A drill shows each
    /// "don't" unmarked, and the reader must still see what is wrong: the drawing without its
    /// annotations, labels and centring is the same with the marks and without them.
    @Test func marksAddToTheSceneAndNeverChangeIt() throws {
        func scene(_ svg: String) -> String {
            var out = svg.replacingOccurrences(of: #"<[^>]*class="[^"]*zm-ann[^"]*"[^>]*/>\n?"#, with: "", options: .regularExpression)
            out = out.replacingOccurrences(of: #"<g class="zm-label">.*?</g>\n?"#, with: "", options: .regularExpression)
            return Self.withoutInk(out).replacingOccurrences(of: #"(<svg[^>]*>|<g transform="translate\([^)]*\)">)"#, with: "", options: .regularExpression)
        }
        var marked = 0
        for result in try realSite.get().examples where !result.allViolations.isEmpty {
            guard let component = result.component,
                  let withMarks = Mockup.svg(for: component, violations: result.allViolations, language: .en, id: "x", guideline: result.example.guideline),
                  let plain = Mockup.svg(for: component, violations: [], language: .en, id: "x", guideline: result.example.guideline) else { continue }
            marked += 1
            #expect(scene(withMarks) == scene(plain), "\(result.example.id): the marks change what the picture draws")
        }
        #expect(marked >= 100)
    }

    /// Every example on every document page shows one picture or one text card with something in it.
    @Test func everyExampleHasAPictureOrATextCard() throws {
        let site = try realSite.get()
        var examples = 0
        for language in ["zh-hans", "zh-hant", "en"] {
            for document in ["apple-pay", "apple-pay-earlier", "augmented-reality", "app-clips", "apple-pencil", "live-activities"] {
                guard let page = site.output.text("\(language)/\(document).html") else { continue }
                for figure in page.components(separatedBy: "<figure class=\"example ").dropFirst() {
                    let card = figure.components(separatedBy: "</figure>")[0]
                    examples += 1
                    let id = card.components(separatedBy: "\"")[2]
                    let shown = card.components(separatedBy: "<svg ").count + card.components(separatedBy: "<dl class=\"text-card\"><dt>").count - 2
                    #expect(shown == 1, "\(language)/\(document) \(id): \(shown) pictures and text cards, not one")
                    #expect(![">示意图</text>", ">示意圖</text>", ">Mockup</text>"].contains { card.contains($0) }, "\(id): no stamp under the picture")
                }
            }
        }
        #expect(examples >= 600)
    }

    /// A text card marks, in its text, the words its rule found at fault (a do's card marks nothing).
    @Test func aTextCardMarksWhatItsRuleFound() throws {
        let page = try #require(try realSite.get().output.text("en/apple-pay.html"))
        let card = { (id: String) in page.components(separatedBy: "id=\"example-\(id)\"")[1].components(separatedBy: "</dl>")[0] }
        #expect(card("apple-pay.text.do-not-translate.translated").contains("<dd>支持使用<mark class=\"text-bad\">苹果支付</mark>付款</dd>"))
        #expect(card("apple-pay.text.capitalization.lower-case").contains("使用 <mark class=\"text-bad\">apple pay</mark> 快速结账"))
        #expect(card("apple-pay.text.trademark-symbol.checkout-option-with-mark").contains("<dd>Apple Pay<mark class=\"text-bad\">®</mark></dd>"))
        #expect(!card("apple-pay.text.capitalization.title-case").contains("<mark"))
        #expect(TextCard.parts(of: "a ® b ®", marking: ["®"]).map(\.bad) == [false, true, false, true])
    }

    /// A split verdict (the source passes, today's guidance does not) is amber, not a don't's red.
    @Test func aSplitVerdictIsNotColouredLikeAViolation() throws {
        let page = try #require(try realSite.get().output.text("en/apple-pay.html"))
        #expect(page.contains("<figure class=\"example example-split\" id=\"example-apple-pay.button.minimum-width.at-minimum\" data-source=\"pass\" data-current=\"fail\">"))
        #expect(page.contains("<figure class=\"example example-dont\" id=\"example-apple-pay.button.minimum-width.too-narrow\">"))
        // In the rules index too, its line is not a don't's red.
        let rules = try #require(try realSite.get().output.text("en/rules.html"))
        #expect(rules.contains("<li><a href=\"../en/apple-pay.html#example-apple-pay.button.minimum-width.at-minimum\">"))
        #expect(rules.contains("<li class=\"verdict-fail\"><a href=\"../en/apple-pay.html#example-apple-pay.button.minimum-width.too-narrow\">"))
    }

    /// What each type of button says, in each language, from one table (`mockup.apple-pay-button.label.*`).
    @Test func buttonsCarryTheirTypesOwnLabelInEachLanguage() throws {
        let expected: [(ApplePayButton.ButtonType, RuleLanguage, String)] = [
            (.buy, .en, "Buy with Apple Pay"), (.buy, .zhHans, "使用 Apple Pay 购买"), (.buy, .zhHant, "使用 Apple Pay 購買"),
            (.donate, .en, "Donate with Apple Pay"), (.setUp, .zhHans, "设置 Apple Pay"), (.checkOut, .en, "Check out with Apple Pay"),
            (.book, .en, "Book with Apple Pay"), (.subscribe, .en, "Subscribe with Apple Pay"), (.inStore, .en, "Pay with Apple Pay"),
            (.plain, .zhHans, "Apple Pay"),
        ]
        for (type, language, label) in expected {
            #expect(ApplePayButton.label(type)[language] == label)
        }
        for language in RuleLanguage.allCases {
            let labels = ApplePayButton.ButtonType.allCases.map { ApplePayButton.label($0)[language] }
            #expect(labels.allSatisfy { $0.contains("Apple Pay") }, "\(language): every label names Apple Pay, untranslated")
            #expect(Set(labels).count >= labels.count - 1, "\(language): one label per type (reload and top up may share one)")
            for type in ApplePayButton.ButtonType.allCases {
                var button = ApplePayButton(type: type, width: 140, height: 30)
                button.approvedNonprofit = true
                button.cardIssuer = true
                let svg = try #require(Mockup.svg(for: Component(button), violations: [], language: language, id: "x"))
                #expect(svg.contains(">\(SVG.escape(ApplePayButton.label(type)[language]))</text>"), "\(type) in \(language)")
            }
        }
    }

    /// "Tap shows the sheet" against "tap opens a form": the picture shows which.
    @Test func aTapShowsWhatItOpens() throws {
        let site = try realSite.get()
        let svgs = Dictionary(uniqueKeysWithValues: site.examples.compactMap { result in
            result.component.flatMap { Mockup.svg(for: $0, violations: result.allViolations, language: .zhHans, id: "x") }.map { (result.example.id, $0) }
        })
        #expect(try #require(svgs["apple-pay.button.type-buy.tap-shows-sheet"]).contains(">付款表单</text>"))
        #expect(try #require(svgs["apple-pay.button.type-buy.tap-opens-form"]).contains(">App 自己的表单</text>"))
        // The sheet's own pay line, as the app wrote it, and the total beside it.
        let payLine = try #require(svgs["apple-pay.sheet.pay-line.app-name-only"])
        #expect(payLine.contains(">PAY 好食外卖</text>") && payLine.contains("zm-bad"))
        #expect(try #require(svgs["apple-pay.sheet.pay-line.via-intermediary"]).contains(">PAY 老街面馆 (VIA 好食外卖)</text>"))
    }

    /// No two labels of a picture overlap, and none leaves the picture.
    @Test func labelsNeitherOverlapNorLeaveThePicture() throws {
        let site = try realSite.get()
        for result in site.examples {
            guard let component = result.component,
                  let svg = Mockup.svg(for: component, violations: result.allViolations, language: .zhHans, id: "x",
                                           guideline: result.example.guideline) else { continue }
            for picture in svg.components(separatedBy: "</svg>").dropLast() {
                let view = picture.firstMatch(of: /viewBox="0 0 ([0-9.]+) ([0-9.]+)"/).map { (Double($0.1)!, Double($0.2)!) } ?? (0, 0)
                let shift = picture.firstMatch(of: /translate\(([0-9.]+) 0\)/).map { Double($0.1)! } ?? 0
                let boxes = picture.matches(of: /class="zm-label-box" x="([-0-9.]+)" y="([-0-9.]+)" width="([0-9.]+)" height="([0-9.]+)"/).map {
                    Box(x: Double($0.1)! + shift, y: Double($0.2)!, width: Double($0.3)!, height: Double($0.4)!)
                }
                for (index, a) in boxes.enumerated() {
                    #expect(a.x >= -0.01 && a.maxX <= view.0 + 0.01 && a.y >= -0.01 && a.maxY <= view.1 + 0.01, "\(result.example.id): a label leaves the picture")
                    for b in boxes[(index + 1)...] {
                        // A label's box is 1.6 em tall: lines 1.28 em apart share a fifth of it without their glyphs touching.
                        let overlap = min(a.maxX, b.maxX) - max(a.x, b.x) > 3 && min(a.maxY, b.maxY) - max(a.y, b.y) > 0.25 * min(a.height, b.height)
                        #expect(!overlap, "\(result.example.id): two labels overlap")
                    }
                }
            }
        }
    }
}
