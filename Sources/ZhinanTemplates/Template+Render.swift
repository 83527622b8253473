extension Template {
    /// Where a template renders: the stack of contexts, the partial's indentation, the blocks a
    /// child template put in place of its parent's (swift-mustache's `MustacheContext`), and every
    /// name found at no level of the stack, with the names that were there to find.
    struct Context {
        var stack: [TemplateValue]
        var indentation: String? = nil
        var overrides: [String: Template]? = nil
        var unknown: [(name: Name, known: [String])] = []

        mutating func with(_ value: TemplateValue, _ body: (inout Context) -> Void) {
            stack.append(value)
            body(&self)
            stack.removeLast()
        }

        /// Renders `body` with the partial's indentation added and the given blocks in force.
        mutating func within(indentation added: String?, overrides given: [String: Template]?, _ body: (inout Context) -> Void) {
            let (outerIndentation, outerOverrides) = (indentation, overrides)
            if let added { indentation = (indentation ?? "") + added }
            // Blocks already overridden further out win, as in swift-mustache.
            if let given { overrides = (overrides ?? [:]).merging(given) { outer, _ in outer } }
            body(&self)
            (indentation, overrides) = (outerIndentation, outerOverrides)
        }
    }

    /// The page, and every name it uses that the model lacks. The body of an inverted section is
    /// checked even where it does not render, so a misspelt name there is found on the first build.
    package func render(_ model: TemplateValue, in library: Templates) -> (html: String, unknown: [(name: Name, known: [String])]) {
        var out = ""
        var context = Context(stack: [model])
        render(&context, in: library, into: &out)
        return (out, context.unknown)
    }

    func render(_ context: inout Context, in library: Templates, into out: inout String) {
        guard let indentation = context.indentation, !indentation.isEmpty else {
            for token in tokens { render(token, &context, in: library, into: &out) }
            return
        }
        // Each line this template writes starts with the partial's indentation.
        var own = ""
        for token in tokens {
            var piece = ""
            render(token, &context, in: library, into: &piece)
            if !piece.isEmpty, own.last == "\n" { own += indentation }
            own += piece
        }
        out += own
    }

    private func render(_ token: Token, _ context: inout Context, in library: Templates, into out: inout String) {
        switch token {
        case .text(let text): out += text
        case .variable(let name): if let value = Self.lookUp(name, in: &context) { out += HTML.escape(Self.text(of: value)) }
        case .unescapedVariable(let name): if let value = Self.lookUp(name, in: &context) { out += Self.text(of: value) }
        case .section(let name, let template):
            switch Self.lookUp(name, in: &context) {
            case .list(let elements)?:
                for element in elements { context.with(element) { template.render(&$0, in: library, into: &out) } }
            case .flag(let flag)?: if flag { template.render(&context, in: library, into: &out) }
            case .some(let value): context.with(value) { template.render(&$0, in: library, into: &out) }
            case .none: break
            }
        case .invertedSection(let name, let template):
            let shows = switch Self.lookUp(name, in: &context) {
            case .list(let elements)?: elements.isEmpty
            case .flag(let flag)?: !flag
            case .some: false
            case .none: true
            }
            var body = ""
            template.render(&context, in: library, into: &body)
            if shows { out += body }
        case .blockExpansion(let name, let fallback, let indentation):
            let template = context.overrides?[name] ?? fallback
            context.within(indentation: indentation, overrides: nil) { template.render(&$0, in: library, into: &out) }
        case .partial(let name, let indentation, let overrides):
            guard let template = library[name] else { return }
            context.within(indentation: indentation, overrides: overrides) { template.render(&$0, in: library, into: &out) }
        case .blockDefinition: break
        }
    }

    /// The value a name finds: `.` the current context; `.a` in the current context only; `a.b`
    /// finds `a` at the innermost level that has a value for it, then `b` inside it. A nil field is
    /// known but looked up further out. A name no level has at all is recorded as unknown.
    static func lookUp(_ name: Name, in context: inout Context) -> TemplateValue? {
        if name.isCurrent { return context.stack.last }
        guard let first = name.parts.first else { return nil }
        var found: TemplateValue?
        var known = false
        let top = context.stack.count - 1
        search: for level in stride(from: top, through: name.isLocal ? top : 0, by: -1) {
            switch context.stack[level].field(first) {
            case .null?: known = true
            case let value?:
                found = value
                break search
            case nil: break
            }
        }
        guard var value = found else {
            // Nothing to look inside: a name within a nil field cannot be checked on this page.
            if !known || name.parts.count > 1 { context.unknown.append((name, context.stack[(name.isLocal ? top : 0)...].flatMap(\.names))) }
            return nil
        }
        for (index, part) in name.parts.enumerated().dropFirst() {
            switch value.field(part) {
            case .null?: return nil
            case let next?: value = next
            case nil:
                context.unknown.append((name, value.names.map { name.parts[..<index].joined(separator: ".") + "." + $0 }))
                return nil
            }
        }
        return value
    }

    /// A value as text, as swift-mustache writes it.
    static func text(of value: TemplateValue) -> String {
        switch value {
        case .text(let text): text
        case .number(let number): String(number)
        case .flag(let flag): String(flag)
        case .list, .object, .null: ""
        }
    }
}
