/// One language's texts for the message keys, as `templates/messages/<language>.yml` holds them:
/// `apple-pay.button.minimum-width.below: "Width {width} pt is below the minimum width of 32 pt"`.
public struct MessageCatalog: Sendable {
    package let language: String
    package private(set) var templates: [String: Template]

    /// Reads each text's `{name}` placeholders; `{{` and `}}` are literal braces. A malformed text is
    /// returned as a problem (key, what is wrong) and left out, so the loader can locate it.
    package init(language: String, texts: [(key: String, text: String)], problems: inout [(key: String, problem: String)]) {
        self.language = language
        var templates: [String: Template] = [:]
        for (key, text) in texts {
            switch Template.parse(text) {
            case .success(let template): templates[key] = template
            case .failure(let problem): problems.append((key, problem.description))
            }
        }
        self.templates = templates
    }

    package var keys: Set<String> { Set(templates.keys) }

    /// A catalogue's text, cut at its placeholders.
    package struct Template: Sendable, Hashable {
        package enum Segment: Sendable, Hashable {
            case literal(String)
            case argument(String)
        }

        package var segments: [Segment]

        /// The names the text fills in: two languages of one key must name the same arguments.
        package var argumentNames: Set<String> {
            Set(segments.compactMap { if case .argument(let name) = $0 { name } else { nil } })
        }

        package struct Problem: Error, CustomStringConvertible {
            package var description: String
        }

        static func parse(_ text: String) -> Result<Template, Problem> {
            if let segments = segmentsByBytes(text) { return .success(Template(segments: segments)) }
            return parseByCharacters(text)
        }

        /// The text cut at its braces as bytes, where that is what cutting it by characters gives:
        /// every brace a character of its own (no mark after it, no prepended mark before it), every
        /// placeholder closed and named in ASCII letters, digits, `-` and `_`. Nil otherwise, and
        /// `parseByCharacters` cuts it (and words what is wrong). Most messages have no brace at
        /// all; walking each by `Character` was a third of reading the catalogues.
        static func segmentsByBytes(_ text: String) -> [Segment]? {
            var text = text  // `withUTF8` may make a bridged string native: a copy, not the caller's
            return text.withUTF8 { bytes -> [Segment]? in
                let open: UInt8 = 0x7B, close: UInt8 = 0x7D
                guard bytes.contains(where: { $0 == open || $0 == close }) else {
                    return bytes.isEmpty ? [] : [.literal(String(decoding: bytes, as: UTF8.self))]
                }
                var segments: [Segment] = []
                var literal: [UInt8] = []
                var index = 0
                while index < bytes.count {
                    let byte = bytes[index]
                    guard byte == open || byte == close else {
                        literal.append(byte)
                        index += 1
                        continue
                    }
                    guard Self.standsAlone(bytes, at: index) else { return nil }
                    if index + 1 < bytes.count, bytes[index + 1] == byte {  // `{{` or `}}`: a literal brace
                        guard Self.standsAlone(bytes, at: index + 1) else { return nil }
                        literal.append(byte)
                        index += 2
                        continue
                    }
                    guard byte == open else { return nil }
                    var end = index + 1
                    while end < bytes.count, Self.isNameByte(bytes[end]) { end += 1 }
                    guard end > index + 1, end < bytes.count, bytes[end] == close, Self.standsAlone(bytes, at: end) else { return nil }
                    if !literal.isEmpty { segments.append(.literal(String(decoding: literal, as: UTF8.self))); literal = [] }
                    segments.append(.argument(String(decoding: UnsafeBufferPointer(rebasing: bytes[(index + 1)..<end]), as: UTF8.self)))
                    index = end + 1
                }
                if !literal.isEmpty { segments.append(.literal(String(decoding: literal, as: UTF8.self))) }
                return segments
            }
        }

        private static func isNameByte(_ byte: UInt8) -> Bool {
            switch byte {
            case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x2D, 0x5F: true
            default: false
            }
        }

        /// Whether the ASCII byte at `index` is a character of its own: an ASCII byte after it (a
        /// non-ASCII scalar could be a mark joining it), and before it no scalar of the blocks that
        /// have prepended marks (U+0600–U+08FF, U+0D4E, U+11000–U+11FFF), which join what follows.
        private static func standsAlone(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
            if index + 1 < bytes.count, bytes[index + 1] >= 0x80 { return false }
            guard index > 0, bytes[index - 1] >= 0x80 else { return true }
            var start = index - 1
            while start > 0, bytes[start] & 0xC0 == 0x80 { start -= 1 }
            var scalar = UInt32(bytes[start]) & (0xFF >> (index - start + 1))
            for offset in (start + 1)..<index { scalar = scalar << 6 | UInt32(bytes[offset] & 0x3F) }
            return !((0x0600...0x08FF).contains(scalar) || scalar == 0x0D4E || (0x1_1000...0x1_1FFF).contains(scalar))
        }

        static func parseByCharacters(_ text: String) -> Result<Template, Problem> {
            var segments: [Segment] = []
            var literal = ""
            var characters = text[...]
            while let character = characters.popFirst() {
                switch character {
                case "{" where characters.first == "{", "}" where characters.first == "}":
                    literal.append(character)
                    characters.removeFirst()
                case "{":
                    guard let close = characters.firstIndex(of: "}") else {
                        return .failure(Problem(description: "'{' opens a placeholder that is never closed (write '{{' for a brace)"))
                    }
                    let name = String(characters[..<close])
                    guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) else {
                        return .failure(Problem(description: "'{\(name)}' is not a placeholder name (letters, digits, '-')"))
                    }
                    if !literal.isEmpty { segments.append(.literal(literal)); literal = "" }
                    segments.append(.argument(name))
                    characters = characters[characters.index(after: close)...]
                case "}":
                    return .failure(Problem(description: "'}' closes no placeholder (write '}}' for a brace)"))
                default:
                    literal.append(character)
                }
            }
            if !literal.isEmpty { segments.append(.literal(literal)) }
            return .success(Template(segments: segments))
        }
    }
}

/// The message catalogues of a site's languages: says a `Message` in any of them. A language may
/// name a fallback (a team that translates a few rules first); its missing keys are said in that one.
public struct Phrasebook: Sendable {
    package let languages: [String]
    /// Each language's templates with its fallbacks' filled in where it has none: resolved once
    /// here, so saying a message (thousands per build) is one lookup. A site has a few languages,
    /// found by comparing their short ids, not by hashing them.
    private let tables: [(language: String, templates: [String: MessageCatalog.Template])]
    /// Told every key said (a page's build notes which messages it showed).
    private var observer: (@Sendable (String) -> Void)?

    package init(catalogs: [MessageCatalog], fallbacks: [String: String] = [:]) {
        languages = catalogs.map(\.language)
        let own = Dictionary(catalogs.map { ($0.language, $0.templates) }, uniquingKeysWith: { first, _ in first })
        func chain(from language: String) -> [String] {
            // The language, then its fallback, and so on; a loop ends where it repeats.
            var chain: [String] = []
            var current: String? = language
            while let next = current, !chain.contains(next) {
                chain.append(next)
                current = fallbacks[next]
            }
            return chain
        }
        tables = own.keys.sorted().map { language in
            (language, chain(from: language).reduce(into: [:]) { table, next in table.merge(own[next] ?? [:]) { mine, _ in mine } })
        }
    }

    /// The message in `language`; a key no catalogue on the fallback chain has is shown as
    /// `⟦key⟧` (the build reports missing keys before anything is rendered).
    package func text(_ message: Message, in language: String) -> String {
        if message.key.isEmpty, case .text(let text)? = message.arguments["text"] { return text }
        observer?(message.key)
        guard let template = tables.first(where: { $0.language == language })?.templates[message.key] else { return "⟦\(message.key)⟧" }
        var out = ""
        for segment in template.segments {
            switch segment {
            case .literal(let text): out += text
            case .argument(let name): out += argument(message.arguments[name], name: name, in: language)
            }
        }
        return out
    }

    /// The same phrasebook, telling `observer` every key it says.
    package func observed(by observer: @escaping @Sendable (String) -> Void) -> Phrasebook {
        var observed = self
        observed.observer = observer
        return observed
    }

    /// The language of the tool's own diagnostics (English, when the site has it).
    package var diagnosticLanguage: String { languages.contains("en") ? "en" : languages.first ?? "en" }

    /// The message as a diagnostic says it.
    package func diagnosticText(_ message: Message) -> String { text(message, in: diagnosticLanguage) }

    /// The message in every language of the site, in the site's order (a label's box is sized for the longest).
    package func texts(_ message: Message) -> [String] { languages.map { text(message, in: $0) } }

    private func argument(_ value: Message.Argument?, name: String, in language: String) -> String {
        switch value {
        case .number(let number)?: Format.number(number)
        case .text(let text)?: text
        case .message(let message)?: self.text(message, in: language)
        case .list(let messages, let separator)?:
            messages.map { self.text($0, in: language) }.joined(separator: self.text(Message(separator), in: language))
        case nil: "{\(name)}"
        }
    }

}

/// A phrasebook and the language a page is in: what a mockup or a page needs to say a message.
public struct Voice: Sendable {
    package let phrasebook: Phrasebook
    package let language: String

    package init(_ phrasebook: Phrasebook, language: String) {
        self.phrasebook = phrasebook
        self.language = language
    }

    package func callAsFunction(_ message: Message) -> String { phrasebook.text(message, in: language) }

    /// The message in every language of the site.
    package func everyLanguage(_ message: Message) -> [String] { phrasebook.texts(message) }
}
