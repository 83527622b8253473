/// A Mustache template cut into tokens once, rendered against `TemplateValue`s: plain Mustache, with
/// tokens and whitespace (standalone tags, partial indentation) as swift-mustache's own rules make
/// them (`Template+Parser.swift`, Apache-2.0, the Hummingbird authors), line by line; a test renders
/// every page through both. (swift-mustache reads values through dynamic casts on `Any`: slow.)
package struct Template: Sendable {
    /// A name as a template writes it: `.`, `a`, `a.b`, or `.a` (the current context only), with
    /// where it is written. A class: copied at every tag rendered, it is counted once.
    package final class Name: Sendable {
        package let text: String
        package let parts: [String]
        /// `.`: the current context itself.
        package let isCurrent: Bool
        /// `.a`: looked up in the current context only, not outwards.
        package let isLocal: Bool
        package let template: String
        package let line, column: Int

        package init(_ text: String, template: String = "", line: Int = 1, column: Int = 1) {
            self.text = text
            isCurrent = text == "."
            isLocal = !isCurrent && text.first == "."
            parts = isCurrent ? [] : text.split(separator: ".").map(String.init)
            (self.template, self.line, self.column) = (template, line, column)
        }
    }

    package indirect enum Token: Sendable {
        case text(String)
        case variable(Name)
        case unescapedVariable(Name)
        case section(Name, Template)
        case invertedSection(Name, Template)
        /// `{{$name}}` directly inside `{{<parent}}`: what replaces the parent's block.
        case blockDefinition(String, Template)
        /// `{{$name}}` elsewhere: the block, or what a child template put in its place.
        case blockExpansion(String, Template, indentation: String?)
        /// `{{>name}}`, or `{{<name}}` with the blocks it overrides.
        case partial(String, indentation: String?, overrides: [String: Template]?)
    }

    package var tokens: [Token]
}

package typealias Templates = [String: Template]
