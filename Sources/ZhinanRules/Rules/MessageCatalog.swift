/// One language's texts for the message keys, from `templates/messages/<language>.yml`.
public struct MessageCatalog: Sendable {
    package let language: String
    package private(set) var templates: [String: Template] = [:]

    /// Reads each text's `{name}` placeholders; a malformed text is left out, its problem returned.
    package init(language: String, texts: [(key: String, text: String)], problems: inout [(key: String, problem: String)]) {
        self.language = language
        for (key, text) in texts {
            switch Template.parse(text) {
            case .success(let template): templates[key] = template
            case .failure(let problem): problems.append((key, problem.description))
            }
        }
    }

    package struct Template: Sendable, Hashable {
        package enum Segment: Sendable, Hashable {
            case literal(String)
            case argument(String)
        }

        package var segments: [Segment]

        /// The names the text fills in: two languages of one key must name the same arguments.
        package var argumentNames: Set<String> { Set(segments.compactMap { if case .argument(let name) = $0 { name } else { nil } }) }

        package struct Problem: Error, CustomStringConvertible { package var description: String }

        static func parse(_ text: String) -> Result<Template, Problem> {
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
                case "}": return .failure(Problem(description: "'}' closes no placeholder (write '}}' for a brace)"))
                default: literal.append(character)
                }
            }
            if !literal.isEmpty { segments.append(.literal(literal)) }
            return .success(Template(segments: segments))
        }
    }
}

/// The message catalogues of a site's languages; a language's missing keys are said in its fallback.
public struct Phrasebook: Sendable {
    package let languages: [String]
    /// Each language's templates with its fallbacks' filled in, resolved once.
    private let tables: [(language: String, templates: [String: MessageCatalog.Template])]
    /// Told every key said (a page's build notes which messages it showed).
    private var observer: (@Sendable (String) -> Void)?

    package init(catalogs: [MessageCatalog], fallbacks: [String: String] = [:]) {
        languages = catalogs.map(\.language)
        let own = Dictionary(catalogs.map { ($0.language, $0.templates) }, uniquingKeysWith: { first, _ in first })
        tables = own.keys.sorted().map { language in
            // The language, then its fallback, and so on; a loop ends where it repeats.
            var seen: Set<String> = []
            let chain = sequence(first: language) { fallbacks[$0] }.prefix { seen.insert($0).inserted }
            return (language, chain.reduce(into: [:]) { table, next in table.merge(own[next] ?? [:]) { mine, _ in mine } })
        }
    }

    /// The message in `language`; a key no catalogue has is shown as `⟦key⟧` (the tests look for those).
    package func text(_ message: Message, in language: String) -> String {
        if message.key.isEmpty, case .text(let text)? = message.arguments["text"] { return text }
        observer?(message.key)
        let templates = tables.first { $0.language == language }?.templates
        let one = message.arguments.values.contains(.count(1)) ? message.key + "-one" : nil  // its form for 1, if it has one
        if let one { observer?(one) }
        guard let template = one.flatMap({ templates?[$0] }) ?? templates?[message.key] else { return "⟦\(message.key)⟧" }
        return template.segments.reduce(into: "") { out, segment in
            switch segment {
            case .literal(let text): out += text
            case .argument(let name): out += argument(message.arguments[name], name: name, in: language)
            }
        }
    }

    package func observed(by observer: @escaping @Sendable (String) -> Void) -> Phrasebook {
        var observed = self
        observed.observer = observer
        return observed
    }

    /// The message in the language of the tool's own diagnostics (English, when the site has it).
    package func diagnosticText(_ message: Message) -> String { text(message, in: languages.contains("en") ? "en" : languages.first ?? "en") }

    /// The message in every language of the site (a label's box is sized for the longest).
    package func texts(_ message: Message) -> [String] { languages.map { text(message, in: $0) } }

    private func argument(_ value: Message.Argument?, name: String, in language: String) -> String {
        switch value {
        case .number(let number)?: Format.number(number)
        case .text(let text)?: text
        case .count(let count)?: "\(count)"
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

    package init(_ phrasebook: Phrasebook, language: String) { (self.phrasebook, self.language) = (phrasebook, language) }

    package func callAsFunction(_ message: Message) -> String { phrasebook.text(message, in: language) }
}
