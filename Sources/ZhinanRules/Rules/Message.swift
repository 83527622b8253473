import Foundation

/// A text the rules model says, in no language yet: a key of the catalogues (`templates/messages/`)
/// and the values its text names (`{width}`); a site adds a language by adding a catalogue.
public struct Message: Sendable, Hashable {
    /// The catalogue key (`apple-pay.button.minimum-width.threshold`); empty for a verbatim text.
    package var key: String
    package var arguments: [String: Argument]

    package init(_ key: String, _ arguments: [String: Argument] = [:]) { (self.key, self.arguments) = (key, arguments) }

    /// What a text rule found at fault in the text it judged (`苹果支付`), for a page to mark where it stands.
    package var found: String? { if case .text(let found)? = arguments["found"] { found } else { nil } }

    /// A text that is the same in every language: a number with its unit, a name never translated.
    package static func verbatim(_ text: String) -> Message { Message("", ["text": .text(text)]) }

    /// The message with a rule's own keys (`.threshold`) made whole (`<id>.threshold`), arguments too.
    func resolved(against id: String) -> Message {
        Message(key.hasPrefix(".") ? id + key : key, arguments.mapValues { argument in
            switch argument {
            case .message(let inner): .message(inner.resolved(against: id))
            case .list(let messages, let separator): .list(messages.map { $0.resolved(against: id) }, separator: separator)
            case .number, .text, .count: argument
            }
        })
    }

    package indirect enum Argument: Sendable, Hashable {
        /// Shown by the one number formatter (`Format.number`): `32`, `12.33`, never `32.0`.
        case number(Double)
        /// Shown as it is: a colour as the spec wrote it, a field's value.
        case text(String)
        /// How many there are: a message given a count of 1 is said in its key's `-one` form (`1 item`).
        case count(Int)
        /// Another message, in the same language: a presentation's name, a list of corners.
        case message(Message)
        /// Messages joined by the text of the separator key (`list-separator`: `, `, `、`).
        case list([Message], separator: String = "list-separator")
    }
}

/// Numbers as the messages show them: `32`, `31.9`, `3.2`, never `32.0` or `31.900000000000002`.
package enum Format {
    package static func number(_ value: Double) -> String {
        if value.isNaN || value.isInfinite { return "\(value)" }
        let scaled = (value * 100).rounded()
        let rounded = scaled / 100
        if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int(rounded)) }
        if abs(scaled) < 1e14 {
            // Below 10^12 `%.2f` of `scaled / 100` prints `scaled`'s digits: written from the integer.
            let hundredths = Int(scaled).magnitude
            let fraction = hundredths % 100
            let digits = fraction % 10 == 0 ? String(fraction / 10) : fraction < 10 ? "0" + String(fraction) : String(fraction)
            return (scaled < 0 ? "-" : "") + String(hundredths / 100) + "." + digits
        }
        var text = String(format: "%.2f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }
}

// What a build compares of a verdict from one build to the next (the site digests what its pages show).
extension Message: Encodable {}
extension Message.Argument: Encodable {}
extension Edition: Encodable, CodingKeyRepresentable {}

extension RuleID: Encodable { package func encode(to encoder: any Encoder) throws { try rawValue.encode(to: encoder) } }

extension SpecValue: Encodable {
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(location.path)
        try container.encode(location.line)
        try container.encode(location.column)
        switch kind {
        case .string(let text): try container.encode(text)
        case .number(let number): try container.encode(number)
        case .bool(let flag): try container.encode(flag)
        case .null: try container.encodeNil()
        case .list(let values): try container.encode(values)
        case .map(let entries):
            for entry in entries {
                try container.encode(entry.key)
                try container.encode(entry.value)
            }
        }
    }
}
