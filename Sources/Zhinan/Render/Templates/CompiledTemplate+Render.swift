extension CompiledTemplate {
    /// The names a page's templates use that its model does not have (a nil field is not one of them).
    final class UnknownNames {
        var names: [Name] = []
    }

    /// Where a template renders: the stack of contexts, the partial's indentation, and the blocks a
    /// child template put in place of its parent's (swift-mustache's `MustacheContext`).
    struct Context {
        var stack: [TemplateValue]
        var indentation: String? = nil
        var overrides: [String: CompiledTemplate]? = nil
        var unknown: UnknownNames? = nil

        /// Renders `body` with `value` on top of the stack, taken off again after: one stack for the
        /// whole page, not a copy of it per element of every list (each copy allocated and retained
        /// every frame below).
        mutating func with(_ value: TemplateValue, _ body: (inout Context) -> Void) {
            stack.append(value)
            body(&self)
            stack.removeLast()
        }

        /// Renders `body` with the partial's indentation added and the given blocks in force, both
        /// put back after.
        mutating func within(indentation added: String?, overrides given: [String: CompiledTemplate]?, _ body: (inout Context) -> Void) {
            let (outerIndentation, outerOverrides) = (indentation, overrides)
            if let added { indentation = (indentation ?? "") + added }
            // Blocks already overridden further out win, as in swift-mustache.
            if let given { overrides = (overrides ?? [:]).merging(given) { outer, _ in outer } }
            body(&self)
            (indentation, overrides) = (outerIndentation, outerOverrides)
        }
    }

    func render(_ model: some TemplateModel, in library: CompiledTemplates) -> String {
        render(model, in: library, unknown: nil)
    }

    /// The page, and in `unknown` every name it could not find at any level of the context.
    func render(_ model: some TemplateModel, in library: CompiledTemplates, unknown: UnknownNames?) -> String {
        var out = ""
        var context = Context(stack: [.model(ModelOf(model))], unknown: unknown)
        render(&context, in: library, into: &out)
        return out
    }

    func render(_ context: inout Context, in library: CompiledTemplates, into out: inout String) {
        // Each token handed over where the array holds it: taken out by a `for` loop, each was
        // retained and released again (a tenth of rendering's time).
        tokens.withUnsafeBufferPointer { tokens in
            guard let indentation = context.indentation, !indentation.isEmpty else {
                for index in tokens.indices { render(tokens[index], &context, in: library, into: &out) }
                return
            }
            // Each line this template writes starts with the partial's indentation.
            var own = ""
            for index in tokens.indices {
                var piece = ""
                render(tokens[index], &context, in: library, into: &piece)
                if !piece.isEmpty, own.last == "\n" { own += indentation }
                own += piece
            }
            out += own
        }
    }

    private func render(_ token: Token, _ context: inout Context, in library: CompiledTemplates, into out: inout String) {
        switch token {
        case .text(let text):
            out += text
        case .variable(let name):
            if let value = Self.lookUp(name, in: context) { out += HTML.escape(Self.text(of: value)) }
        case .unescapedVariable(let name):
            if let value = Self.lookUp(name, in: context) { out += Self.text(of: value) }
        case .section(let name, let template):
            switch Self.lookUp(name, in: context) {
            case .list(let elements)?:
                for element in elements { context.with(element) { template.render(&$0, in: library, into: &out) } }
            case .flag(let flag)?:
                if flag { template.render(&context, in: library, into: &out) }
            case .some(let value):
                context.with(value) { template.render(&$0, in: library, into: &out) }
            case .none:
                break
            }
        case .invertedSection(let name, let template):
            switch Self.lookUp(name, in: context) {
            case .list(let elements)?:
                if elements.isEmpty { context.with(.list(elements)) { template.render(&$0, in: library, into: &out) } }
            case .flag(let flag)?:
                if !flag { template.render(&context, in: library, into: &out) }
            case .some:
                break
            case .none:
                template.render(&context, in: library, into: &out)
            }
        case .blockExpansion(let name, let fallback, let indentation):
            let template = context.overrides?[name] ?? fallback
            context.within(indentation: indentation, overrides: nil) { template.render(&$0, in: library, into: &out) }
        case .partial(let name, let indentation, let overrides):
            guard let template = library[name] else { return }
            context.within(indentation: indentation, overrides: overrides) { template.render(&$0, in: library, into: &out) }
        case .blockDefinition:
            break
        }
    }

    /// The value a name finds: `.` the current context; `.a` in the current context only; `a.b`
    /// finds `a` at the innermost level of the stack that has a value for it, then `b` inside it. A
    /// name no level has at all is recorded in the context's `unknown`.
    static func lookUp(_ name: Name, in context: Context) -> TemplateValue? {
        if name.isCurrent { return context.stack.last }
        guard let first = name.parts.first else { return nil }
        var found: TemplateValue?
        var known = false
        var level = context.stack.count - 1
        let outermost = name.isLocal ? level : 0
        search: while level >= outermost {
            switch context.stack[level].field(first, numbered: name.numbers[0]) {
            case .value(let value):
                found = value
                break search
            case .empty: known = true
            case .unknown: break
            }
            level -= 1
        }
        guard var value = found else {
            if !known { context.unknown?.names.append(name) }
            return nil
        }
        let parts = name.parts, numbers = name.numbers
        for index in parts.indices.dropFirst() {
            switch value.field(parts[index], numbered: numbers[index]) {
            case .value(let next): value = next
            case .empty: return nil
            case .unknown:
                context.unknown?.names.append(name)
                return nil
            }
        }
        return value
    }

    /// A value as text: `String(describing:)`, as swift-mustache writes it.
    static func text(of value: TemplateValue) -> String {
        switch value {
        case .text(let text): text
        case .number(let number): String(number)
        default: String(describing: value.any)
        }
    }
}
