import Foundation

/// An sRGB colour written `#RRGGBB`, with what the contrast rules need to know about it.
package struct Color: Sendable, Hashable, CustomStringConvertible {
    package var red: Double, green: Double, blue: Double

    package init(red: Double, green: Double, blue: Double) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// `#RRGGBB`, `#RGB`, or a few names the guidelines use.
    package init?(_ text: String) {
        if let bytes = Self.hexBytes(text) {
            red = Double(bytes.red) / 255
            green = Double(bytes.green) / 255
            blue = Double(bytes.blue) / 255
            return
        }
        let named = ["white": "#FFFFFF", "black": "#000000"]
        var hex = (named[text.lowercased()] ?? text).trimmingCharacters(in: .whitespaces)
        guard hex.hasPrefix("#") else { return nil }
        hex.removeFirst()
        if hex.count == 3 { hex = hex.map { "\($0)\($0)" }.joined() }
        guard hex.count == 6, let value = UInt32(hex, radix: 16) else { return nil }
        red = Double((value >> 16) & 0xFF) / 255
        green = Double((value >> 8) & 0xFF) / 255
        blue = Double(value & 0xFF) / 255
    }

    /// The channels of exactly `#RRGGBB` (digits in either case), read byte by byte: what the specs and
    /// the mockups write nearly always, and read thousands of times a build, so the general reading
    /// above (names, `#RGB`, spaces, through Foundation) is left for the rest. Same values as it gives.
    package static func hexBytes(_ text: String) -> (red: UInt8, green: UInt8, blue: UInt8)? {
        let utf8 = text.utf8
        guard utf8.count == 7, utf8.first == UInt8(ascii: "#") else { return nil }
        var value: UInt32 = 0
        for byte in utf8.dropFirst() {
            let digit = switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
            case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
            case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
            default: UInt8?.none
            }
            guard let digit else { return nil }
            value = value << 4 | UInt32(digit)
        }
        return (UInt8(value >> 16), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF))
    }

    /// `#RRGGBB`, upper case, as `String(format: "#%02X%02X%02X")` wrote it, without Foundation: every
    /// fill a mockup draws is written this way.
    package var description: String {
        let (r, g, b) = (Int((red * 255).rounded()), Int((green * 255).rounded()), Int((blue * 255).rounded()))
        // Only a colour built from numbers outside 0 … 1 has a channel that is not a byte.
        let byte = 0...255
        guard byte.contains(r), byte.contains(g), byte.contains(b) else { return String(format: "#%02X%02X%02X", r, g, b) }
        func digit(_ value: Int) -> UInt8 { UInt8(value < 10 ? 48 + value : 55 + value) }  // 0–9, A–F
        return String(unsafeUninitializedCapacity: 7) { out in
            out[0] = UInt8(ascii: "#")
            out[1] = digit(r >> 4); out[2] = digit(r & 0xF)
            out[3] = digit(g >> 4); out[4] = digit(g & 0xF)
            out[5] = digit(b >> 4); out[6] = digit(b & 0xF)
            return 7
        }
    }

    /// WCAG relative luminance, 0 (black) … 1 (white).
    var luminance: Double {
        func linear(_ c: Double) -> Double { c <= 0.03928 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// Chroma, 0 (grey) … 1 (a pure hue): how colourful the colour looks. Unlike HSL saturation
    /// it stays low for pale tints, so cream (#FFF4E5) is light, not "saturated".
    var chroma: Double {
        max(red, green, blue) - min(red, green, blue)
    }

    /// WCAG contrast ratio between two colours, 1 … 21.
    func contrast(with other: Color) -> Double {
        let (a, b) = (max(luminance, other.luminance), min(luminance, other.luminance))
        return (a + 0.05) / (b + 0.05)
    }

    package static let white = Color(red: 1, green: 1, blue: 1)
    package static let black = Color(red: 0, green: 0, blue: 0)
}

extension SpecReader {
    package func color(_ key: String, default fallback: Color? = nil) -> Color {
        let text = string(key, default: fallback?.description)
        guard let color = Color(text) else {
            fail("field '\(key)' must be a colour such as '#1C1C1E', found '\(text)'", at: field(key)?.location)
            return fallback ?? .white
        }
        return color
    }
}
