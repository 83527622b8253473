/// A Mustache template cut into tokens once, rendered against the typed page models directly.
///
/// swift-mustache looks every name up through a chain of dynamic casts (`MustacheCustomRepresentation`,
/// `MustacheParent`, `MustacheLambda`, `MustacheTransformable`, `MustacheSequence`…) on `Any`: about
/// 40% of a build's time went there (perf, release, 2,000 documents). The site's templates use plain
/// Mustache — variables, sections, inverted sections, partials, `{{<parent}}` with `{{$blocks}}`,
/// comments — over page models that all read through field tables (`TemplateModel`), so this
/// renderer asks only the questions those values can answer.
///
/// The tokens, and where whitespace goes (standalone tags, partial indentation), are swift-mustache's
/// own rules (`Template+Parser.swift`, Apache-2.0, the Hummingbird authors), followed line by line;
/// swift-mustache still parses every template first and reports its syntax errors, and a test renders
/// every page of the fixtures both ways and compares the bytes (`CompiledTemplateTests`). Values
/// are escaped by `HTML.escape`, byte by byte, where swift-mustache compares whole characters: the
/// two differ only for `<`, `>`, `&`, `"` or `'` followed by a combining mark, which an HTML parser
/// still reads as markup, so escaping it is the right answer there.
struct CompiledTemplate: Sendable {
    /// A name as a template writes it: `.`, `a`, `a.b`, or `.a` (the current context only).
    /// Held in one object: a name is copied out of its token at every tag of every page rendered,
    /// and as a struct of four references that was four retains and four releases each time.
    struct Name: Sendable, Hashable {
        private final class Storage: Sendable {
            let text: String
            let parts: [String]
            let numbers: [Int]
            let isCurrent: Bool
            let isLocal: Bool
            let template: String
            let line: Int
            let column: Int

            init(text: String, template: String, line: Int, column: Int) {
                self.text = text
                isCurrent = text == "."
                isLocal = !isCurrent && text.first == "."
                parts = isCurrent ? [] : text.split(separator: ".").map(String.init)
                numbers = parts.map(FieldNumbers.number(of:))
                self.template = template
                self.line = line
                self.column = column
            }
        }

        private let storage: Storage

        var text: String { storage.text }
        var parts: [String] { storage.parts }
        /// Each part's number (`FieldNumbers`), by which models find it.
        var numbers: [Int] { storage.numbers }
        /// `.`: the current context itself.
        var isCurrent: Bool { storage.isCurrent }
        /// `.a`: looked up in the current context only, not outwards.
        var isLocal: Bool { storage.isLocal }
        /// Where the tag is written: the template's name, line and column.
        var template: String { storage.template }
        var line: Int { storage.line }
        var column: Int { storage.column }

        init(_ text: String, template: String = "", line: Int = 1, column: Int = 1) {
            storage = Storage(text: text, template: template, line: line, column: column)
        }

        static func == (a: Name, b: Name) -> Bool {
            a.storage === b.storage
                || (a.text, a.template, a.line, a.column) == (b.text, b.template, b.line, b.column)
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(text)
            hasher.combine(template)
            hasher.combine(line)
            hasher.combine(column)
        }
    }

    indirect enum Token: Sendable {
        case text(String)
        case variable(Name)
        case unescapedVariable(Name)
        case section(Name, CompiledTemplate)
        case invertedSection(Name, CompiledTemplate)
        /// `{{$name}}` directly inside `{{<parent}}`: what replaces the parent's block.
        case blockDefinition(String, CompiledTemplate)
        /// `{{$name}}` elsewhere: the block, or what a child template put in its place.
        case blockExpansion(String, CompiledTemplate, indentation: String?)
        /// `{{>name}}`, or `{{<name}}` with the blocks it overrides.
        case partial(String, indentation: String?, overrides: [String: CompiledTemplate]?)
    }

    var tokens: [Token]
}

/// The site's templates by name, compiled (`Theme.compiled`).
struct CompiledTemplates: Sendable {
    var templates: [String: CompiledTemplate] = [:]
    /// Which compilation these are: a thread's copy of them is found by it (`onThisThread`).
    let identity = Identity()

    final class Identity: Sendable {}

    /// Each template that compiles; a template this renderer cannot read (one swift-mustache
    /// accepts with features these templates do not use: set delimiters, transforms, lambdas) is
    /// left out, and `fallback` names it so the page renders through swift-mustache instead.
    init(sources: [String: String]) {
        for (name, text) in sources {
            if let template = try? CompiledTemplate.parse(text, name: name) { templates[name] = template }
        }
    }

    init() {}

    subscript(name: String) -> CompiledTemplate? { templates[name] }
}
