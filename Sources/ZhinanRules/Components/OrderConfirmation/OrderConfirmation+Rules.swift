import Foundation

/// The rules of OrderConfirmation: how a confirmation page mentions Apple Pay.
extension OrderConfirmation {
    package static let rules: [Rule] = [Rules.confirmationFormat]

    package enum Rules {
        /// The last four digits of the account followed by `(Apple Pay)`, or a separate note.
        static func isConfirmationFormat(_ mention: String) -> Bool {
            let trimmed = mention.trimmingCharacters(in: .whitespaces)
            // A note however it is spaced: compared without spaces.
            let spaceless = { (text: String) in text.replacingOccurrences(of: " ", with: "") }
            let notes = ["Paid with Apple Pay", "使用Apple Pay付费", "使用Apple Pay付費", "使用Apple Pay付款", "已使用Apple Pay付款"]
            if notes.map(spaceless).contains(spaceless(trimmed)) { return true }
            for suffix in ["(Apple Pay)", "（Apple Pay）"] where trimmed.hasSuffix(suffix) {
                let digits = trimmed.dropLast(suffix.count).trimmingCharacters(in: .whitespaces)
                return digits.count >= 4 && digits.suffix(4).allSatisfy { $0.isASCII && $0.isNumber }
            }
            return false
        }

        package static let confirmationFormat = rule(
            id: "apple-pay.confirmation.format", guidelines: ["apple-pay.checkout.confirmation-page", "apple-pay-earlier.checkout.confirmation-format"],
            severity: .error,
            source: "例如:“1234(Apple Pay)”或“使用Apple Pay付费”。"
        ) { o in
            guard let mention = o.applePayMention else { return [] }
            return when(!isConfirmationFormat(mention), Message(".not-how-confirmation-page", ["mention": .text("\(mention)")]))
        }
    }
}
