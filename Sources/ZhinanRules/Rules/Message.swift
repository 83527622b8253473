/// A text the rules model says (a threshold, a figure, a violation, a mockup's label), in no
/// language yet: a key of the message catalogues and the values its text names. Each language of a
/// site has a catalogue (`templates/messages/<language>.yml`) with the same keys; `{width}` in a
/// catalogue's text is filled in with the argument named `width`. The model never picks a language,
/// so a site adds one by adding a catalogue, without touching a rule.
public struct Message: Sendable, Hashable {
    /// The catalogue key (`apple-pay.button.minimum-width.threshold`); empty for a verbatim text.
    package var key: String
    package var arguments: [String: Argument]

    package init(_ key: String, _ arguments: [String: Argument] = [:]) {
        self.key = key
        self.arguments = arguments
    }

    /// A text that is the same in every language: a number with its unit, a name never translated.
    package static func verbatim(_ text: String) -> Message { Message("", ["text": .text(text)]) }

    /// A value a message names.
    package indirect enum Argument: Sendable, Hashable {
        /// Shown by the one number formatter (`Format.number`): `32`, `12.33`, never `32.0`.
        case number(Double)
        /// Shown as it is: a colour as the spec wrote it, a field's value, a count.
        case text(String)
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
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int(rounded)) }
        var text = String(format: "%.2f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }
}
