import Foundation

/// Mustache renders a name it cannot find as nothing, so a misspelt `{{titel}}` or a field a page
/// model lost would publish quietly broken pages. This check walks a template the way Mustache
/// renders it — sections over lists, booleans and optionals, partials, `{{<layout}}` inheritance and
/// `{{$block}}`s — against the page model a build renders, and reports every name that resolves at no
/// level of the context stack, at the template's file:line:col.
///
/// Names are looked up as swift-mustache does: a model through its field table (`TemplateModel`);
/// interface strings by key; `.` for the current value; `a.b` looks up `a`, then `b` inside it.
/// Text, numbers, flags and lists have no names. The walk reads the typed values rendering reads
/// (`TemplateValue`): it asked `Mirror` and dynamic casts of every value before, which was most of
/// its time.
struct TemplateFieldCheck: Sendable {
    /// Each template's text and tags by name, cut once: a build checks every page.
    let templates: [String: (text: String, tags: [Tag])]
    /// How a template's path is shown (`templates/document.mustache`).
    let displayPath: @Sendable (String) -> String

    init(templates: [String: String], displayPath: @escaping @Sendable (String) -> String) {
        self.templates = templates.mapValues { ($0, Self.tags(in: $0)) }
        self.displayPath = displayPath
    }

    struct Tag: Sendable {
        enum Kind: Sendable { case variable, section, inverted, close, partial, inherit, block }
        var kind: Kind
        var name: String
        var offset: String.Index
        /// The name's parts (`a.b` looks up `a`, then `b` inside it), each with its number
        /// (`FieldNumbers`): cut and numbered once per template, not at every lookup of every page.
        var path: [Name]

        init(kind: Kind, name: String, offset: String.Index) {
            self.kind = kind
            self.name = name
            self.offset = offset
            let parts = name.split(separator: ".").map { Name(String($0)) }
            path = name == "." ? [] : parts.isEmpty ? [Name(name)] : parts
        }
    }

    /// A part of a name, and its number.
    struct Name: Sendable {
        var text: String
        var number: Int

        init(_ text: String) {
            self.text = text
            number = FieldNumbers.number(of: text)
        }
    }

    /// A `{{$block}}` a child template gives its `{{<parent}}`: where its tags start, and in which template.
    struct Override {
        var template: String
        var text: String
        var tags: [Tag]
        var start: Int
    }

    /// Everything a walk needs besides the position: the stack of contexts and the overrides in force.
    struct Scope {
        var stack: [TemplateValue]
        var overrides: [String: Override] = [:]
        var depth = 0
    }

    /// Every name in `template` (and the partials it uses) that `root` cannot supply.
    func check(template name: String, against root: some TemplateModel) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        var seen = Set<String>()
        walk(name, Scope(stack: [.model(ModelOf(root))]), problems: &problems, seen: &seen)
        return problems
    }

    private func walk(_ name: String, _ scope: Scope, problems: inout [Diagnostic], seen: inout Set<String>) {
        guard scope.depth < 16, let (text, tags) = templates[name] else { return }
        var index = 0
        walk(tags, &index, until: nil, in: name, text: text, scope, problems: &problems, seen: &seen)
    }

    /// Walks tags from `index` to the close of `until` (or the end), checking names against the scope.
    private func walk(_ tags: [Tag], _ index: inout Int, until section: String?, in template: String, text: String,
                      _ scope: Scope, problems: inout [Diagnostic], seen: inout Set<String>) {
        func inner(_ until: String?, _ scope: Scope) {
            walk(tags, &index, until: until, in: template, text: text, scope, problems: &problems, seen: &seen)
        }
        while index < tags.count {
            let tag = tags[index]
            index += 1
            switch tag.kind {
            case .close where tag.name == section:
                return
            case .close:
                continue
            case .variable:
                if case .unknown = resolve(tag, in: scope.stack) { report(tag, in: template, text: text, &problems, &seen) }
            case .partial:
                var deeper = scope
                deeper.depth += 1
                walk(tag.name, deeper, problems: &problems, seen: &seen)
            case .inherit:
                // The parent renders with this template's blocks in place of its own.
                var deeper = scope
                deeper.depth += 1
                deeper.overrides.merge(overrides(in: tags, from: index, closing: tag.name, template: template, text: text)) { own, _ in own }
                walk(tag.name, deeper, problems: &problems, seen: &seen)
                skip(tags, &index, past: tag.name)
            case .block:
                if let override = scope.overrides[tag.name] {
                    var overrideIndex = override.start
                    var outer = scope
                    outer.overrides[tag.name] = nil
                    walk(override.tags, &overrideIndex, until: tag.name, in: override.template, text: override.text, outer,
                         problems: &problems, seen: &seen)
                    skip(tags, &index, past: tag.name)
                } else {
                    inner(tag.name, scope)
                }
            case .inverted:
                if case .unknown = resolve(tag, in: scope.stack) { report(tag, in: template, text: text, &problems, &seen) }
                inner(tag.name, scope)
            case .section:
                let start = index
                let found = resolve(tag, in: scope.stack)
                if case .unknown = found {
                    report(tag, in: template, text: text, &problems, &seen)
                    skip(tags, &index, past: tag.name)
                    continue
                }
                let contexts = Self.sectionContexts(found)
                if contexts.isEmpty { skip(tags, &index, past: tag.name) }
                for context in contexts {
                    index = start
                    var pushed = scope
                    if let context { pushed.stack.append(context) }
                    inner(tag.name, pushed)
                }
            }
        }
    }

    /// The `{{$name}}` blocks directly inside `{{<parent}}…{{/parent}}`, starting at `index`.
    private func overrides(in tags: [Tag], from index: Int, closing parent: String, template: String, text: String) -> [String: Override] {
        var found: [String: Override] = [:]
        var cursor = index
        while cursor < tags.count {
            let tag = tags[cursor]
            cursor += 1
            if tag.kind == .close, tag.name == parent { break }
            if tag.kind == .block {
                found[tag.name] = Override(template: template, text: text, tags: tags, start: cursor)
                skip(tags, &cursor, past: tag.name)
            }
        }
        return found
    }

    private func skip(_ tags: [Tag], _ index: inout Int, past name: String) {
        var nesting = 0
        while index < tags.count {
            let tag = tags[index]
            index += 1
            if [.section, .inverted, .inherit, .block].contains(tag.kind), tag.name == name { nesting += 1 }
            if tag.kind == .close, tag.name == name {
                if nesting == 0 { return }
                nesting -= 1
            }
        }
    }

    private func report(_ tag: Tag, in template: String, text: String, _ problems: inout [Diagnostic], _ seen: inout Set<String>) {
        let (line, column) = Self.lineAndColumn(of: tag.offset, in: text)
        guard seen.insert("\(template):\(line):\(column)").inserted else { return }
        problems.append(Diagnostic(.error, at: SourceLocation(path: displayPath(template), line: line, column: column),
                                   "template names '\(tag.name)', which the page does not have"))
    }

    /// The contexts a section's body renders in: one per element of a list (none when empty), the
    /// same context (nil) for true, none for false, nil or empty text, and the value itself otherwise.
    static func sectionContexts(_ found: TemplateField) -> [TemplateValue?] {
        guard case .value(let value) = found else { return [] }
        switch value {
        case .flag(let flag): return flag ? [nil] : []
        case .text(let text): return text.isEmpty ? [] : [value]
        case .list(let elements): return elements
        case .model, .number, .strings: return [value]
        }
    }

    /// What the tag's name finds, looking from the innermost context outwards. A field that holds
    /// nothing (`.empty`) is no error, and a section skips it; a name inside it is unknown.
    func resolve(_ tag: Tag, in stack: [TemplateValue]) -> TemplateField {
        guard let first = tag.path.first else { return stack.last.map(TemplateField.value) ?? .unknown }  // `.`
        for context in stack.reversed() {
            var found = context.field(first.text, numbered: first.number)
            if case .unknown = found { continue }
            for part in tag.path.dropFirst() {
                guard case .value(let value) = found else { return .unknown }
                found = value.field(part.text, numbered: part.number)
            }
            return found
        }
        return .unknown
    }

    /// The tags of a template, with `{{! comments }}` and `{{=…=}}`-free Mustache as this project writes it.
    /// Read by bytes where no brace is followed by a character that is not ASCII (every template
    /// of the site). Foundation's search and trimming were most of the time the check took to read
    /// the templates; its search does not stop at a brace a combining mark follows, and a text that
    /// has one still goes through it.
    static func tags(in text: String) -> [Tag] {
        tags(in: text, byBytes: bracesStandAlone(text))
    }

    /// The tags, found and trimmed by bytes or through Foundation (a test holds the two equal).
    static func tags(in text: String, byBytes: Bool) -> [Tag] {
        let find: (String, String.Index) -> Range<String.Index>? = { needle, start in
            byBytes ? Self.find(needle, in: text, from: start) : text.range(of: needle, range: start..<text.endIndex)
        }
        let trim: (Substring) -> String = { byBytes ? Self.trimmingSpaces($0) : $0.trimmingCharacters(in: .whitespaces) }
        var tags: [Tag] = []
        var cursor = text.startIndex
        while let open = find("{{", cursor) {
            let triple = text[open.upperBound...].hasPrefix("{")
            let closer = triple ? "}}}" : "}}"
            guard let close = find(closer, open.upperBound) else { break }
            var body = trim(text[open.upperBound..<close.lowerBound])
            cursor = close.upperBound
            if triple { body.removeFirst() }
            guard let sigil = body.first else { continue }
            let rest = { trim(body.dropFirst()) }
            let kind: Tag.Kind
            var name = body
            switch sigil {
            case "!", "=": continue
            case "#": kind = .section; name = rest()
            case "^": kind = .inverted; name = rest()
            case "/": kind = .close; name = rest()
            case ">": kind = .partial; name = rest()
            case "<": kind = .inherit; name = rest()
            case "$": kind = .block; name = rest()
            case "&": kind = .variable; name = rest()
            default: kind = .variable
            }
            tags.append(Tag(kind: kind, name: trim(name[...]), offset: open.lowerBound))
        }
        return tags
    }

    /// Whether every `{` and `}` is followed by an ASCII byte or ends the text.
    static func bracesStandAlone(_ text: String) -> Bool {
        var previousIsBrace = false
        for byte in text.utf8 {
            if previousIsBrace, byte >= 0x80 { return false }
            previousIsBrace = byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}")
        }
        return true
    }

    /// Where `needle` first occurs in `text` at or after `start`, by bytes.
    static func find(_ needle: String, in text: String, from start: String.Index) -> Range<String.Index>? {
        let bytes = text.utf8, pattern = Array(needle.utf8)
        var index = start
        while index < bytes.endIndex {
            if bytes[index] == pattern[0] {
                var end = index, matched = 0
                while matched < pattern.count, end < bytes.endIndex, bytes[end] == pattern[matched] {
                    end = bytes.index(after: end)
                    matched += 1
                }
                if matched == pattern.count { return index..<end }
            }
            index = bytes.index(after: index)
        }
        return nil
    }

    /// The text without the spaces and tabs at either end (`trimmingCharacters(in: .whitespaces)`:
    /// the separators of Unicode category Zs and U+0009).
    static func trimmingSpaces(_ text: Substring) -> String {
        let scalars = text.unicodeScalars
        var start = scalars.startIndex, end = scalars.endIndex
        func isSpace(_ scalar: Unicode.Scalar) -> Bool { scalar == "\t" || scalar.properties.generalCategory == .spaceSeparator }
        while start < end, isSpace(scalars[start]) { start = scalars.index(after: start) }
        while end > start, isSpace(scalars[scalars.index(before: end)]) { end = scalars.index(before: end) }
        return String(Substring(scalars[start..<end]))
    }

    static func lineAndColumn(of offset: String.Index, in text: String) -> (Int, Int) {
        let before = text[..<offset]
        let line = before.reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
        let column = before.reversed().prefix { $0 != "\n" }.count + 1
        return (line, column)
    }
}
