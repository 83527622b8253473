import Foundation

/// Mustache renders a name it cannot find as nothing, so a misspelt `{{titel}}` or a field a page
/// model lost would publish quietly broken pages. This check walks a template the way Mustache
/// renders it — sections over lists, booleans and optionals, partials, `{{<layout}}` inheritance and
/// `{{$block}}`s — against the page model a build renders, and reports every name that resolves at no
/// level of the context stack, at the template's file:line:col.
///
/// Names are looked up as swift-mustache does: stored properties (through `Mirror`), dictionary
/// keys, and `.` for the current value; `a.b` looks up `a`, then `b` inside it.
struct TemplateFieldCheck {
    /// Template sources by name (`document` → its text), as the theme loaded them.
    var templates: [String: String]
    /// How a template's path is shown (`templates/document.mustache`).
    var displayPath: (String) -> String

    struct Tag {
        enum Kind { case variable, section, inverted, close, partial, inherit, block }
        var kind: Kind
        var name: String
        var offset: String.Index
    }

    /// Every name in `template` (and the partials it uses) that `root` cannot supply.
    func check(template name: String, against root: Any) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        var seen = Set<String>()
        walk(name, stack: [root], depth: 0, problems: &problems, seen: &seen)
        return problems
    }

    private func walk(_ name: String, stack: [Any], depth: Int, problems: inout [Diagnostic], seen: inout Set<String>) {
        guard depth < 16, let text = templates[name] else { return }
        let tags = Self.tags(in: text)
        var index = 0
        walk(tags, &index, until: nil, in: name, text: text, stack: stack, depth: depth, problems: &problems, seen: &seen)
    }

    /// Walks tags from `index` to the close of `until` (or the end), checking names against `stack`.
    private func walk(_ tags: [Tag], _ index: inout Int, until section: String?, in template: String, text: String,
                      stack: [Any], depth: Int, problems: inout [Diagnostic], seen: inout Set<String>) {
        while index < tags.count {
            let tag = tags[index]
            index += 1
            switch tag.kind {
            case .close where tag.name == section:
                return
            case .close:
                continue
            case .variable:
                if resolve(tag.name, in: stack) == nil { report(tag, in: template, text: text, &problems, &seen) }
            case .partial:
                walk(tag.name, stack: stack, depth: depth + 1, problems: &problems, seen: &seen)
            case .inherit:
                walk(tag.name, stack: stack, depth: depth + 1, problems: &problems, seen: &seen)
                walk(tags, &index, until: tag.name, in: template, text: text, stack: stack, depth: depth, problems: &problems, seen: &seen)
            case .block:
                walk(tags, &index, until: tag.name, in: template, text: text, stack: stack, depth: depth, problems: &problems, seen: &seen)
            case .inverted:
                if resolve(tag.name, in: stack) == nil { report(tag, in: template, text: text, &problems, &seen) }
                walk(tags, &index, until: tag.name, in: template, text: text, stack: stack, depth: depth, problems: &problems, seen: &seen)
            case .section:
                let start = index
                guard let value = resolve(tag.name, in: stack) else {
                    report(tag, in: template, text: text, &problems, &seen)
                    skip(tags, &index, past: tag.name)
                    continue
                }
                let contexts = Self.sectionContexts(value)
                if contexts.isEmpty { skip(tags, &index, past: tag.name) }
                for context in contexts {
                    index = start
                    walk(tags, &index, until: tag.name, in: template, text: text, stack: context.map { stack + [$0] } ?? stack,
                         depth: depth, problems: &problems, seen: &seen)
                }
            }
        }
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
    /// same context (nil) for true, none for false or nil, and the value itself otherwise.
    static func sectionContexts(_ value: Any) -> [Any?] {
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional {
            guard let wrapped = mirror.children.first?.value else { return [] }
            return sectionContexts(wrapped)
        }
        if let flag = value as? Bool { return flag ? [nil] : [] }
        if let text = value as? String { return text.isEmpty ? [] : [value] }
        if mirror.displayStyle == .collection || mirror.displayStyle == .set { return mirror.children.map { $0.value } }
        return [value]
    }

    /// The value `name` finds, looking from the innermost context outwards.
    func resolve(_ name: String, in stack: [Any]) -> Any? {
        if name == "." { return stack.last }
        let parts = name.split(separator: ".").map(String.init)
        for context in stack.reversed() {
            guard var value = Self.child(parts[0], of: context) else { continue }
            for part in parts.dropFirst() {
                guard let next = Self.child(part, of: value) else { return nil }
                value = next
            }
            return value
        }
        return nil
    }

    static func child(_ name: String, of value: Any) -> Any? {
        if let dictionary = value as? [String: Any] { return dictionary[name] }
        if let dictionary = value as? [String: String] { return dictionary[name] }
        var mirror: Mirror? = Mirror(reflecting: value)
        if mirror?.displayStyle == .optional, let wrapped = mirror?.children.first?.value { return child(name, of: wrapped) }
        while let current = mirror {
            if let found = current.children.first(where: { $0.label == name }) { return found.value }
            mirror = current.superclassMirror
        }
        return nil
    }

    /// The tags of a template, with `{{! comments }}` and `{{=…=}}`-free Mustache as this project writes it.
    static func tags(in text: String) -> [Tag] {
        var tags: [Tag] = []
        var cursor = text.startIndex
        while let open = text.range(of: "{{", range: cursor..<text.endIndex) {
            let triple = text[open.upperBound...].hasPrefix("{")
            let closer = triple ? "}}}" : "}}"
            guard let close = text.range(of: closer, range: open.upperBound..<text.endIndex) else { break }
            var body = text[open.upperBound..<close.lowerBound].trimmingCharacters(in: .whitespaces)
            cursor = close.upperBound
            if triple { body.removeFirst() }
            guard let sigil = body.first else { continue }
            let rest = { String(body.dropFirst()).trimmingCharacters(in: .whitespaces) }
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
            tags.append(Tag(kind: kind, name: name.trimmingCharacters(in: .whitespaces), offset: open.lowerBound))
        }
        return tags
    }

    static func lineAndColumn(of offset: String.Index, in text: String) -> (Int, Int) {
        let before = text[..<offset]
        let line = before.reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
        let column = before.reversed().prefix { $0 != "\n" }.count + 1
        return (line, column)
    }
}
