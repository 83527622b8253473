import Foundation

/// The rules of ApplePayText: how any sentence of an app writes the name Apple Pay.
extension ApplePayText {
    package static let rules: [Rule] = [Rules.doNotTranslate, Rules.capitalization, Rules.noAppleLogo, Rules.trademarkSymbol, Rules.matchAppTypography]

    package enum Rules {
        /// Translations of the name that people write instead of the trademark.
        static let translations = ["苹果支付", "蘋果支付", "苹果付款", "蘋果付款", "苹果钱包支付", "Apple支付", "Apple 支付", "苹果Pay", "苹果 Pay", "蘋果Pay", "蘋果 Pay"]

        /// Where the text spells the name, in whatever case or spacing (`apple pay`, `ApplePay`).
        static func occurrences(in text: String) -> [Range<String.Index>] {
            name.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { Range($0.range, in: text) }
        }

        /// The name in any case or spacing, compiled once (see `PaymentSheet.Rules.vagueExpressions`).
        static let name = try! NSRegularExpression(pattern: "apple\\s*pay", options: [.caseInsensitive])

        static let matchAppTypography = rule(
            id: "apple-pay.text.match-app-typography", severity: .error,
            source: "不要模仿苹果排版,相反请使用与您应用程序一致的文本属性。"
        ) { t in
            var problems: [Message] = []
            if let font = t.font, let app = t.appFont, font.compare(app, options: [.caseInsensitive]) != .orderedSame {
                problems.append(Message(".font-differs", ["font": .text(font), "app-font": .text(app)]))
            }
            if let size = t.fontSize, let app = t.appFontSize, abs(size - app) > 0.01 {
                problems.append(Message(".size-differs", ["size": .number(size), "app-size": .number(app)]))
            }
            return problems
        }

        static let doNotTranslate = rule(
            id: "apple-pay.text.do-not-translate", severity: .error,
            source: "不要翻译Apple Pay。始终使用英文的Apple商标,即使它们出现在非英文文本中。"
        ) { t in translations.filter { t.text.contains($0) }.map { Message(".translates-name-write-apple", ["found": .text($0)]) } }

        static let capitalization = rule(
            id: "apple-pay.text.capitalization", severity: .error,
            source: "请使用大写字母A和大写字母P,小写所有其他字母。"
        ) { t in
            let allowed: Set<String> = t.allCapsInterface ? ["Apple Pay", "APPLE PAY"] : ["Apple Pay"]
            // Any space between the words is fine (a no-break space is good typography); the letters are what count.
            return occurrences(in: t.text).map { t.text[$0] }.filter { found in
                !allowed.contains(String(found.map { $0.isWhitespace ? " " : $0 }))
            }.map { found in Message(".capitalised-wrongly-write-apple", ["found": .text("\(found)")]) }
        }

        static let noAppleLogo = rule(
            id: "apple-pay.text.no-apple-logo", severity: .error,
            source: "切勿使用Apple标志以在文本中表示Apple的名称。", broken: { t in t.text.contains("\u{F8FF}") }, Message(".text-uses-apple-logo", ["found": .text("\u{F8FF}")]))

        static let trademarkSymbol = rule(
            id: "apple-pay.text.trademark-symbol", guidelines: ["apple-pay.text.no-apple-logo"], severity: .error,
            source: "在美国,Apple Pay首次出现在正文中时使用注册商标符号(®)。Apple Pay在结账时显示为选择选项时,请勿包含注册商标符号。"
        ) { t in
            switch t.context {
            case .checkoutOption: return when(t.text.contains("®"), Message(".apple-pay-as-checkout", ["found": .text("®")]))
            case .body:
                guard t.region.uppercased() == "US", let first = occurrences(in: t.text).first else { return [] }
                return when(!t.text[first.upperBound...].hasPrefix("®"), Message(".us-first-mention-apple", ["found": .text(String(t.text[first]))]))
            }
        }
    }
}
