import Foundation

/// The rules of ApplePayText: how any sentence of an app writes the name Apple Pay.
extension ApplePayText {
    package static let rules: [Rule] = [Rules.doNotTranslate, Rules.capitalization, Rules.noAppleLogo, Rules.trademarkSymbol]

    /// Each rule by name: mockups and tests refer to a rule through these constants.
    package enum Rules {
        /// The component has a field called `text`; inside its rules the name means the messages' shorthand.
        static func text(_ zhHans: String, _ zhHant: String, _ en: String) -> Localized { Localized(zhHans, zhHant, en) }

        /// Translations of the name that people write instead of the trademark.
        static let translations = ["苹果支付", "蘋果支付", "苹果付款", "蘋果付款", "苹果钱包支付", "Apple支付", "Apple 支付", "苹果Pay", "苹果 Pay", "蘋果Pay", "蘋果 Pay"]

        /// Every spelling of the name in the text, whatever its case or spacing (`apple pay`, `ApplePay`).
        static func occurrences(in text: String) -> [String] {
            let pattern = try! NSRegularExpression(pattern: "apple\\s*pay", options: [.caseInsensitive])
            let range = NSRange(text.startIndex..., in: text)
            return pattern.matches(in: text, range: range).compactMap { Range($0.range, in: text).map { String(text[$0]) } }
        }

        static let doNotTranslate = Rule(
            id: "apple-pay.text.do-not-translate", guidelines: ["apple-pay.text.do-not-translate"], component: ApplePayText.self,
            threshold: text("不出现“苹果支付”等译名", "不出現「蘋果支付」等譯名", "no translated name such as 苹果支付"),
            severity: .error,
            source: Figure(text("始终使用英文的 Apple 商标", "始終使用英文的 Apple 商標", "always the English trademark"), source: "不要翻译Apple Pay。始终使用英文的Apple商标,即使它们出现在非英文文本中。")
        ) { t in
            translations.filter { t.text.contains($0) }.map { found in
                text("“\(found)”是译名；请写“Apple Pay”", "「\(found)」是譯名；請寫「Apple Pay」", "“\(found)” translates the name; write “Apple Pay”")
            }
        }

        static let capitalization = Rule(
            id: "apple-pay.text.capitalization", guidelines: ["apple-pay.text.capitalization"], component: ApplePayText.self,
            threshold: text("写作“Apple Pay”：大写 A 和 P，其余小写（全大写界面可写 APPLE PAY）", "寫作「Apple Pay」：大寫 A 和 P，其餘小寫（全大寫介面可寫 APPLE PAY）",
                            "written “Apple Pay”: capital A and P, the rest lower case (APPLE PAY only in an all-caps interface)"),
            severity: .error,
            source: Figure(text("大写字母 A 和 P", "大寫字母 A 和 P", "capital A and P"), source: "请使用大写字母A和大写字母P,小写所有其他字母。")
        ) { t in
            let allowed: Set<String> = t.allCapsInterface ? ["Apple Pay", "APPLE PAY"] : ["Apple Pay"]
            // Any space between the words is fine (a no-break space is good typography); the letters are what count.
            return occurrences(in: t.text).filter { found in
                !allowed.contains(String(found.map { $0.isWhitespace ? " " : $0 }))
            }.map { found in
                text("“\(found)”的大小写不对；请写“Apple Pay”", "「\(found)」的大小寫不對；請寫「Apple Pay」", "“\(found)” is capitalised wrongly; write “Apple Pay”")
            }
        }

        static let noAppleLogo = Rule(
            id: "apple-pay.text.no-apple-logo", guidelines: ["apple-pay.text.no-apple-logo"], component: ApplePayText.self,
            threshold: text("文本中不出现 Apple 标志（）", "文字中不出現 Apple 標誌（）", "no Apple logo () in text"),
            severity: .error,
            source: Figure(text("切勿使用 Apple 标志", "切勿使用 Apple 標誌", "never the Apple logo"), source: "切勿使用Apple标志以在文本中表示Apple的名称。")
        ) { t in
            when(t.text.contains("\u{F8FF}"), text("文本用 Apple 标志代替了“Apple”一词", "文字用 Apple 標誌代替了「Apple」一詞", "The text uses the Apple logo in place of the word “Apple”"))
        }

        static let trademarkSymbol = Rule(
            id: "apple-pay.text.trademark-symbol", guidelines: ["apple-pay.text.no-apple-logo"], component: ApplePayText.self,
            threshold: text("结账选项中不带 ®；在美国，正文中第一次出现时带 ®", "結帳選項中不帶 ®；在美國，正文中第一次出現時帶 ®",
                            "no ® in a checkout option; in the US, ® on the first mention in body copy"),
            severity: .error,
            source: Figure(text("®", "®", "®"), source: "在美国,Apple Pay首次出现在正文中时使用注册商标符号(®)。Apple Pay在结账时显示为选择选项时,请勿包含注册商标符号。")
        ) { t in
            switch t.context {
            case .checkoutOption:
                return when(t.text.contains("®"), text("结账选项中的 Apple Pay 不带注册商标符号（®）", "結帳選項中的 Apple Pay 不帶註冊商標符號（®）",
                                                       "Apple Pay as a checkout option carries no registered trademark symbol (®)"))
            case .body:
                guard t.region.uppercased() == "US", let first = t.text.range(of: "apple\\s*pay", options: [.regularExpression, .caseInsensitive]) else { return [] }
                return when(!t.text[first.upperBound...].hasPrefix("®"), text("在美国，Apple Pay 在正文中第一次出现时要带 ®", "在美國，Apple Pay 在正文中第一次出現時要帶 ®",
                                                                              "In the US, the first mention of Apple Pay in body copy carries ®"))
            }
        }
    }
}
