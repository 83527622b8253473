extension Template {
    /// Mustache this renderer does not read (set delimiters, transforms, dynamic partials…), and where the parser stood.
    package struct Unreadable: Error {
        package var what: String
        package var line, column: Int
    }

    /// The position in the template, by `Character` as swift-mustache's parser counts.
    private struct Scanner {
        let characters: [Character]
        var position = 0
        /// The template's name, and where each of its lines starts, for the names' positions.
        let template: String
        let lineStarts: [Int]

        init(_ text: String, template: String) {
            let characters = Array(text)
            (self.characters, self.template) = (characters, template)
            lineStarts = [0] + characters.indices.filter { characters[$0].isNewline }.map { $0 + 1 }
        }

        /// A name read from the tag that opens at `start`, with its line and column.
        func name(_ text: String, at start: Int) -> Name {
            let line = lineStarts.lastIndex { $0 <= start }!
            return Name(text, template: template, line: line + 1, column: start - lineStarts[line] + 1)
        }

        func unreadable(_ what: String, at start: Int? = nil) -> Unreadable {
            let name = name("", at: min(start ?? position, characters.count))
            return Unreadable(what: what, line: name.line, column: name.column)
        }

        var atEnd: Bool { position == characters.count }
        /// `"\0"` at the end, as swift-mustache's `current()`.
        var current: Character { atEnd ? "\0" : characters[position] }

        mutating func advance() { position += 1 }

        mutating func read(while accept: (Character) -> Bool) -> String {
            let start = position
            while !atEnd, accept(characters[position]) { position += 1 }
            return String(characters[start..<position])
        }

        /// Reads `string` if the text continues with it.
        mutating func read(_ string: String) -> Bool {
            guard characters[position...].starts(with: string) else { return false }
            position += string.count
            return true
        }
    }

    /// What the parser knows of where it is (swift-mustache's `ParserState`).
    private struct State {
        var sectionName: String?
        var newLine = true
        var isPartialDefinition = false
        var isPartialDefinitionTopLevel = false
        var partialDefinitionIndent: String?

        func withSectionName(_ name: String, newLine: Bool) -> State {
            var state = self
            state.sectionName = name
            state.isPartialDefinitionTopLevel = false
            if !newLine { state.newLine = false }
            return state
        }
    }

    package static func parse(_ text: String, name: String = "") throws -> Template {
        var scanner = Scanner(text, template: name)
        return try parse(&scanner, state: State())
    }

    private static func parse(_ scanner: inout Scanner, state initial: State) throws -> Template {
        var tokens: [Token] = []
        var state = initial
        var whiteSpaceBefore = ""
        while !scanner.atEnd {
            if state.newLine {
                let whiteSpace = scanner.read { $0 == " " || $0 == "\t" }
                if state.isPartialDefinition, !state.isPartialDefinitionTopLevel {
                    if let indent = state.partialDefinitionIndent {
                        whiteSpaceBefore = String(whiteSpace.dropFirst(indent.count))
                    } else {
                        state.partialDefinitionIndent = whiteSpace
                    }
                } else {
                    whiteSpaceBefore = whiteSpace
                }
            }
            let text = try readUntilDelimiterOrNewline(&scanner)
            if scanner.current.isNewline {
                tokens.append(.text(whiteSpaceBefore + text + String(scanner.current)))
                state.newLine = true
                scanner.advance()
                continue
            }
            if !text.isEmpty {
                tokens.append(.text(whiteSpaceBefore + text))
                whiteSpaceBefore = ""
                state.newLine = false
            }
            if scanner.atEnd { break }
            var setNewLine = false
            let tagStart = scanner.position - 2   // the tag's "{{"
            /// Whitespace before a tag that is not alone on its line is text; returned for a partial's indentation.
            @discardableResult func flushWhiteSpace() -> String {
                defer { whiteSpaceBefore = "" }
                if !whiteSpaceBefore.isEmpty { tokens.append(.text(whiteSpaceBefore)) }
                return whiteSpaceBefore
            }
            switch scanner.current {
            case "#", "^":
                let inverted = scanner.current == "^"
                scanner.advance()
                let name = try parseName(&scanner)
                if isStandalone(&scanner, state) { setNewLine = true } else { flushWhiteSpace() }
                let section = try parse(&scanner, state: state.withSectionName(name, newLine: setNewLine))
                let located = scanner.name(name, at: tagStart)
                tokens.append(inverted ? .invertedSection(located, section) : .section(located, section))
            case "/":
                scanner.advance()
                let name = try parseName(&scanner)
                guard name == state.sectionName else { throw scanner.unreadable("'{{/\(name)}}' closes no open section", at: tagStart) }
                if isStandalone(&scanner, state) { setNewLine = true } else { flushWhiteSpace() }
                return Template(tokens: tokens)
            case "!":
                scanner.advance()
                while !scanner.atEnd, !scanner.read("}}") { scanner.advance() }
                setNewLine = isStandalone(&scanner, state)
            case "{", "&":
                let braced = scanner.current == "{"
                flushWhiteSpace()
                scanner.advance()
                let name = try parseName(&scanner)
                guard !braced || scanner.read("}") else { throw scanner.unreadable("'{{{' without '}}}'") }
                tokens.append(.unescapedVariable(scanner.name(name, at: tagStart)))
            case ">":
                scanner.advance()
                _ = scanner.read { $0.isWhitespace }
                guard scanner.current != "*" else { throw scanner.unreadable("dynamic partials") }
                let name = try parseName(&scanner, partial: true)
                let indentation = flushWhiteSpace()
                setNewLine = isStandalone(&scanner, state)
                tokens.append(.partial(name, indentation: setNewLine ? indentation : nil, overrides: nil))
            case "<":
                scanner.advance()
                let name = try parseName(&scanner, partial: true)
                guard name.first != "*" else { throw scanner.unreadable("dynamic partials") }
                let indentation = flushWhiteSpace()
                setNewLine = isStandalone(&scanner, state)
                var inner = state
                (inner.sectionName, inner.newLine, inner.isPartialDefinition, inner.isPartialDefinitionTopLevel) = (name, true, true, true)
                let section = try parse(&scanner, state: inner)
                var overrides: [String: Template] = [:]
                for token in section.tokens {
                    switch token {
                    case .blockDefinition(let block, let template): overrides[block] = template
                    case .text: break
                    default: throw scanner.unreadable("only blocks may stand inside '{{<\(name)}}'")
                    }
                }
                tokens.append(.partial(name, indentation: indentation, overrides: overrides))
            case "$":
                scanner.advance()
                let name = try parseName(&scanner)
                let definition = state.isPartialDefinitionTopLevel
                let indentation = definition ? "" : flushWhiteSpace()
                setNewLine = isStandalone(&scanner, state)
                let section = try parse(&scanner, state: state.withSectionName(name, newLine: setNewLine))
                tokens.append(definition ? .blockDefinition(name, section) : .blockExpansion(name, section, indentation: indentation))
            case "=", "%": throw scanner.unreadable("set delimiters and config variables")
            default:
                flushWhiteSpace()
                tokens.append(.variable(scanner.name(try parseName(&scanner), at: tagStart)))
            }
            state.newLine = setNewLine
        }
        guard state.sectionName == nil else { throw scanner.unreadable("'{{#\(state.sectionName!)}}' is never closed") }
        return Template(tokens: tokens)
    }

    /// Text up to a newline (not read) or an opening `{{` (read).
    private static func readUntilDelimiterOrNewline(_ scanner: inout Scanner) throws -> String {
        var text = ""
        while !scanner.atEnd {
            text += scanner.read { $0 != "\n" && $0 != "\r\n" && $0 != "{" }
            if scanner.current.isNewline { break }
            if scanner.current == "{" {
                // swift-mustache reads two characters here, and refuses the template when one is left.
                guard scanner.position + 2 <= scanner.characters.count else { throw scanner.unreadable("a '{' that ends the template") }
                if scanner.read("{{") { break }
                text.append("{")
                scanner.advance()
            }
        }
        return text
    }

    private static let nameCharacters = Set<Character>("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-_?*")
    private static let partialNameCharacters = nameCharacters.union("()/")

    /// A name between spaces, up to the tag's `}}`. A transform, `{{name(arg)}}`, leaves its bracket unread: this renderer does not apply them.
    private static func parseName(_ scanner: inout Scanner, partial: Bool = false) throws -> String {
        let characters = partial ? partialNameCharacters : nameCharacters
        _ = scanner.read { $0.isWhitespace }
        let name = scanner.read { characters.contains($0) }
        _ = scanner.read { $0.isWhitespace }
        guard scanner.read("}}") else { throw scanner.unreadable(partial ? "a partial's name" : "a tag that is not a plain name") }
        return name
    }

    /// A tag alone on its line (but for spaces and tabs) takes the line's end with it.
    private static func isStandalone(_ scanner: inout Scanner, _ state: State) -> Bool {
        guard state.newLine else { return false }
        if scanner.atEnd { return true }
        var ahead = scanner
        _ = ahead.read { $0 == " " || $0 == "\t" }
        guard ahead.current.isNewline else { return false }
        ahead.advance()
        scanner.position = ahead.position
        return true
    }
}
