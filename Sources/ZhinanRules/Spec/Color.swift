import Foundation

/// An sRGB colour written `#RRGGBB`, with what the contrast rules need to know about it.
package struct Color: Sendable, Hashable, CustomStringConvertible {
    package var red: Double, green: Double, blue: Double

    package init(red: Double, green: Double, blue: Double) { (self.red, self.green, self.blue) = (red, green, blue) }

    /// `#RRGGBB`, `#RGB`, or a few names the guidelines use. Exactly `#RRGGBB`, as nearly every spec
    /// and mockup writes it (thousands of times a build), is read without Foundation's trimming.
    package init?(_ text: String) {
        let exact = text.utf8.count == 7 && text.utf8.first == UInt8(ascii: "#") ? UInt32(text.dropFirst(), radix: 16) : nil
        guard let value = exact ?? Self.value(text) else { return nil }
        self.init(red: Double((value >> 16) & 0xFF) / 255, green: Double((value >> 8) & 0xFF) / 255, blue: Double(value & 0xFF) / 255)
    }

    private static func value(_ text: String) -> UInt32? {
        var hex = (["white": "#FFFFFF", "black": "#000000"][text.lowercased()] ?? text).trimmingCharacters(in: .whitespaces)
        guard hex.hasPrefix("#") else { return nil }
        hex.removeFirst()
        if hex.count == 3 { hex = hex.map { "\($0)\($0)" }.joined() }
        return hex.count == 6 ? UInt32(hex, radix: 16) : nil
    }

    package var description: String {
        String(format: "#%02X%02X%02X", Int((red * 255).rounded()), Int((green * 255).rounded()), Int((blue * 255).rounded()))
    }

    package var luminance: Double {
        func linear(_ c: Double) -> Double { c <= 0.03928 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// Chroma, 0 (grey) … 1 (a pure hue): unlike HSL saturation, low for pale tints (cream is light).
    var chroma: Double { max(red, green, blue) - min(red, green, blue) }

    package func contrast(with other: Color) -> Double {
        let (a, b) = (max(luminance, other.luminance), min(luminance, other.luminance))
        return (a + 0.05) / (b + 0.05)
    }

    /// The contrast a control needs against what lies behind it: WCAG 2.1's 3:1 for non-text contrast (1.4.11).
    static let minimumContrast = 3.0

    package static let white = Color(red: 1, green: 1, blue: 1)
    package static let black = Color(red: 0, green: 0, blue: 0)
}

extension SpecReader {
    package func color(_ key: String, default fallback: Color? = nil, _ note: String? = nil) -> Color {
        document(key, .holds("colour"), default: fallback?.description, note)
        let text = string(key, default: fallback?.description)
        if let color = Color(text) { return color }
        fail("field '\(key)' must be a colour such as '#1C1C1E', found '\(text)'", at: field(key)?.location)
        return fallback ?? .white
    }
}
