import ZhinanRules

/// The payment sheet as the app configured it: card, shipping, contact, line items, the pay line over the total, its error messages;
/// under it what the sheet cannot show (timeout, validation, where the payment starts). What a rule found is outlined in red where it is.
extension PaymentSheet: Drawable {
    static let width = 300.0, row = 22.0

    static func draw(_ s: PaymentSheet, marking broken: BrokenRules, in language: Voice) -> SVG {
        var svg = SVG(.sheet)
        let x = svg.px(Canvas.margin) + 3, top = x
        // The rows first, on a drawing of their own: the sheet's surface goes under them once their height is known.
        var sheet = SheetDrawing(svg: SVG(.sheet), x: x, language: language, y: top + 8)
        sheet.text("Apple Pay", x: x + 12, size: 15, weight: "600")
        sheet.y += 8
        sheet.row(Message("mockup.payment-sheet.card"), value: .verbatim("…1234"))
        drawShipping(s, broken, &sheet)
        drawContact(s, &sheet)
        drawDonation(s, broken, &sheet)
        drawItems(s, broken, &sheet)
        drawErrors(s, broken, &sheet)
        sheet.y += 8
        svg.rect(x, top, width, sheet.y - top, rx: 12, fill: "#FFFFFF", stroke: "#C7C7CC", strokeWidth: svg.px(1), cls: "zm-sheet")
        svg.append(sheet.svg)
        svg.notes(circumstances(s, broken), at: sheet.x, from: sheet.y + svg.px(20), language)
        return svg
    }

    /// Where it ships, or where it is picked up, under the label the app gave the area; and the methods offered.
    static func drawShipping(_ s: PaymentSheet, _ broken: BrokenRules, _ sheet: inout SheetDrawing) {
        if s.delivery == .pickup || s.requests.contains(.shippingAddress) {
            let bad = broken.contains(Rules.necessaryInfoOnly, Rules.pickupLabel)
            sheet.row(.verbatim(s.shippingLabel), value: Message("mockup.payment-sheet.\(s.delivery == .pickup ? "store" : "address")"), bad: bad)
            let rejected: [(Bool, String)] = [(s.validation.acceptsZipPlus4, "zip-plus-4"), (s.validation.acceptsStateNames, "state-names"),
                                             (s.validation.acceptsPhoneFormats, "phone-formats")]
            for (accepted, name) in rejected where !accepted {
                sheet.text(sheet.language(Message("mockup.payment-sheet.rejects.\(name)")), x: sheet.x + 12, size: 12, fill: "#C93400", cls: "zm-error")
                sheet.svg.markBad(sheet.x + 8, sheet.y - 14, width - 16, 18)
                sheet.y += 6
            }
        }
        for (index, method) in s.shippingMethods.enumerated() {
            let parts = [method.label ?? "—", method.amount.map(Format.number) ?? "—", method.detail].compactMap { $0 }
            let incomplete = (method.label ?? "").allSatisfy { $0 == " " } || method.amount == nil
            sheet.row(Message("mockup.payment-sheet.method", ["position": .text("\(index + 1)")]), value: .verbatim(parts.joined(separator: " · ")),
                      bad: incomplete && broken.contains(Rules.shippingMethods))
        }
    }

    static func drawContact(_ s: PaymentSheet, _ sheet: inout SheetDrawing) {
        let asked = s.requests.filter { $0 != .shippingAddress }
        guard !asked.isEmpty else { return }
        let names = asked.map { Message("mockup.payment-sheet.field.\($0.rawValue)") }
        sheet.row(Message("mockup.payment-sheet.contact"), value: Message("mockup.payment-sheet.fields", ["fields": .list(names, separator: "mockup.payment-sheet.separator")]))
    }

    /// The preset amounts as buttons, and "Other Amount" where it is offered.
    static func drawDonation(_ s: PaymentSheet, _ broken: BrokenRules, _ sheet: inout SheetDrawing) {
        guard let donation = s.donation else { return }
        var x = sheet.x + 12
        let chips = donation.presets.map(Format.number) + (donation.otherAmount ? [sheet.language(Message("mockup.payment-sheet.other-amount"))] : [])
        for chip in chips {
            let w = SVG.estimatedWidth(chip, size: 12) + 16
            sheet.svg.rect(x, sheet.y + 2, w, 20, rx: 10, fill: "#E5E5EA", cls: "zm-bar")
            sheet.svg.lettering(x + w / 2, sheet.y + 16, chip, size: 12, fill: "#000000", weight: nil, cls: "zm-ink")
            x += w + 6
        }
        if broken.contains(Rules.donationPresets) {
            let missing = donation.otherAmount ? "no-presets" : "no-other-amount"
            sheet.svg.annotate(rect: x, sheet.y + 2, 20, 20, rx: 10, tone: .bad, on: .page, dash: .dashed, width: 2)
            sheet.svg.label(x + 26, sheet.y + 16, Message("mockup.payment-sheet.\(missing)"), sheet.language, tone: .bad)
        }
        sheet.y += 28
    }

    /// The line items, then the pay line over the total: what people read before they pay.
    static func drawItems(_ s: PaymentSheet, _ broken: BrokenRules, _ sheet: inout SheetDrawing) {
        sheet.rule()
        let itemsTop = sheet.y
        for item in s.lineItems {
            let lines = item.label.split(separator: "\n").map(String.init)
            let bad = (lines.count > 1 && broken.contains(Rules.shortLineItems)) || (item.kind == .product && broken.contains(Rules.noProductLineItems))
            sheet.row(.verbatim(lines.first ?? ""), value: .verbatim(Format.number(item.amount)), bad: bad, more: Array(lines.dropFirst()))
        }
        sheet.svg.markBad(sheet.x + 6, itemsTop, width - 12, max(sheet.y - itemsTop, 10), if: broken.contains(Rules.donationLineItem, Rules.billingLineItem))
        sheet.rule()
        // No total and no line items: no amount to show (a 0 would say the payment is free).
        let total = s.total ?? (s.lineItems.isEmpty ? nil : s.lineItems.filter { $0.kind != .pending && $0.kind != .product }.reduce(0) { $0 + $1.amount })
        sheet.row(.verbatim(s.shownPayLine), value: total.map { .verbatim(Format.number($0)) }, bad: broken.contains(Rules.payLine, Rules.pendingAmount, Rules.totalIsDueNow), strong: true)
    }

    /// The sheet's error messages, one line each as the sheet shows them (cut where they run long).
    static func drawErrors(_ s: PaymentSheet, _ broken: BrokenRules, _ sheet: inout SheetDrawing) {
        let ending = broken.contains(Rules.errorPunctuation), vague = broken.contains(Rules.errorSpecific), long = broken.contains(Rules.errorLength)
        for message in s.errorMessages {
            let bad = (long && message.count > 128) || (ending && Rules.endingPunctuation.contains(message.last ?? " ")) || (vague && Rules.isVague(message))
            sheet.error(message, bad: bad, counted: true)
        }
        for e in s.fieldErrors {
            let field = sheet.language(Message("apple-pay.detail.\(e.field.rawValue)"))
            let silent = (e.message ?? "").allSatisfy { $0 == " " }
            sheet.error(field + "：" + (silent ? sheet.language(Message("mockup.payment-sheet.no-message")) : e.message!),
                        bad: silent && broken.contains(Rules.fieldMessages), counted: false)
            if let status = e.status {
                sheet.svg.label(sheet.x + 12, sheet.y + 2, .verbatim("status: \(status.rawValue)"), sheet.language,
                                tone: broken.contains(Rules.accurateStatus) && !e.fittingStatuses.contains(status) ? .bad : .note)
                sheet.y += 20
            }
        }
    }

    /// What the rules judged that the sheet does not show, one line each, red where a rule is broken.
    static func circumstances(_ s: PaymentSheet, _ broken: BrokenRules) -> [(Message, Bool)] {
        let t = s.timeout
        let notes: [(Bool, Message, Bool)] = [
            (s.goods == .digital, Message("mockup.payment-sheet.digital-goods"), broken.contains(Rules.notForDigitalGoods)),
            (s.origin == .productPage, Message("mockup.payment-sheet.from-product-page" + (s.cartItemsIncluded == 0 ? "-alone" : ""), ["items": .count(s.cartItemsIncluded)]),
             broken.contains(Rules.singleItemFromProductPage)),
            (s.subscriptionChange != .none, Message("mockup.payment-sheet.subscription.\(s.subscriptionChange.rawValue)"),
             broken.contains(Rules.subscriptionChange)),
            (s.recurring && s.dueNow != nil, Message("mockup.payment-sheet.due-now", ["due": .number(s.dueNow ?? 0)]),
             broken.contains(Rules.totalIsDueNow)),
            (t.seconds != 30 || broken.contains(Rules.timeout),
             Message("mockup.payment-sheet.timeout", ["seconds": .number(t.seconds), "relation": .text(t.seconds > 30 ? ">" : "≤")]),
             broken.contains(Rules.timeout)),
            (!t.cancelsPayment, Message("mockup.payment-sheet.timeout-not-cancelled"), broken.contains(Rules.timeoutRecovery)),
            (!t.allowsRetry, Message("mockup.payment-sheet.timeout-no-retry"), broken.contains(Rules.timeoutRecovery)),
            (!s.validatesBeforeAuthorization, Message("mockup.payment-sheet.validates-late"), broken.contains(Rules.validateBeforeAuthorization)),
        ]
        return notes.filter(\.0).map { ($0.1, $0.2) }
    }
}

/// The sheet as it is drawn, row by row from the top: `y` is where the next row starts.
struct SheetDrawing {
    var svg: SVG
    let x: Double
    let language: Voice
    var y = 0.0

    /// A line of the sheet's own text; `y` moves to under it.
    mutating func text(_ content: String, x: Double, size: Double = 13, weight: String? = nil, fill: String = "#000000", cls: String = "zm-ink") {
        y += size + 3
        svg.lettering(x, y, content, size: size, anchor: "start", fill: fill, weight: weight, fit: PaymentSheet.width - (x - self.x) - 12, cls: cls)
        y += 4
    }

    /// A row: its label at the left, its value (none: no value) at the right, or on a line of its own where too long; `more` are the
    /// label's further lines. (Where the value goes is decided by its longest language, so the picture has one size in all.)
    mutating func row(_ label: Message, value: Message?, bad: Bool = false, strong: Bool = false, more: [String] = []) {
        let top = y, width = PaymentSheet.width
        let labelWidth = width * 0.45, valueRoom = width - labelWidth - 36
        svg.lettering(x + 12, y + 15, language(label), size: 13, anchor: "start", fill: strong ? "#000000" : "#6E6E73",
                      weight: strong ? "600" : nil, fit: labelWidth, cls: strong ? "zm-ink" : "zm-ink2")
        var lines = more.map { ($0, "#6E6E73", "zm-ink2") }
        if let value, language.phrasebook.texts(value).allSatisfy({ SVG.estimatedWidth($0, size: 13) <= valueRoom }) {
            svg.lettering(x + width - 12, y + 15, language(value), size: 13, anchor: "end", fill: "#000000", weight: strong ? "600" : nil, fit: valueRoom,
                          cls: "zm-ink")
        } else if let value {
            lines.append((language(value), "#000000", "zm-ink"))
        }
        for (index, (line, fill, cls)) in lines.enumerated() {
            svg.lettering(x + 12, y + 15 + Double(index + 1) * 17, line, size: 13, anchor: "start", fill: fill, weight: nil, fit: width - 24, cls: cls)
        }
        y += PaymentSheet.row + Double(lines.count) * 17
        svg.markBad(x + 8, top + 1, width - 16, y - top - 3, if: bad)
    }

    /// An error message as the sheet shows it, in its warning colour, cut to one line; a long one
    /// `counted` says its length (a field's, prefixed with the field's name, is not).
    mutating func error(_ message: String, bad: Bool, counted: Bool) {
        let top = y
        var shown = message
        while SVG.estimatedWidth(shown, size: 12) > PaymentSheet.width - 24, shown.count > 1 { shown = String(shown.dropLast(2)) + "…" }
        text("⚠ " + shown, x: x + 12, size: 12, fill: "#C93400", cls: "zm-error")
        if counted, message.count > 40 {
            svg.label(x + 12, y + 12, Message("mockup.payment-sheet.characters", ["count": .text("\(message.count)")]), language,
                      tone: bad ? .bad : .note)
            y += 18
        }
        svg.markBad(x + 8, top + 1, PaymentSheet.width - 16, y - top - 2, if: bad)
    }

    /// A hairline between parts of the sheet.
    mutating func rule() {
        svg.rect(x + 12, y + 4, PaymentSheet.width - 24, 0.75, fill: "#C7C7CC", cls: "zm-bar")
        y += 8
    }
}
