import Foundation
import Yams
import ZhinanRules

/// A YAML or JSON file of component specs as located `SpecValue` trees: a spec, a list, or documents.
struct SpecFile: Sendable {
    var path: String
    var specs: [SpecValue]
    /// The text's digest: what is made of the specs can be kept while it stays the same.
    var digest = Digest.zero
    /// The text as read (lint reads its suppression comments).
    var text = ""

    static func load(_ url: URL, displayPath: String, into diagnostics: inout Diagnostics) -> SpecFile? {
        switch BoundedFile.read(url, limit: InputLimits.yamlFileBytes) {
        case .success(let data):
            return InputText.decode(data, display: displayPath, into: &diagnostics).flatMap { parse($0, path: displayPath, into: &diagnostics) }
        case .failure(let failure):
            diagnostics.error(failure.message(what: "spec file"), at: SourceLocation(path: displayPath))
            return nil
        }
    }

    static func parse(_ text: String, path: String, into diagnostics: inout Diagnostics) -> SpecFile? {
        ParseMemo.shared.value("spec", path: path, input: Digest.of(text), into: &diagnostics) { parseAgain(text, path: path, into: &$0) }
    }

    static func parseAgain(_ text: String, path: String, into diagnostics: inout Diagnostics) -> SpecFile? {
        guard let nodes = YAMLTree.read(text, path: path, what: "spec", into: &diagnostics, { text in
            // The sequence swallows a parse error and ends early; it keeps the error to be asked for.
            var documents = try YAMLTree.composeAll(text), nodes: [Node] = []
            while let node = documents.next() { nodes.append(node) }
            if let error = documents.error { throw error }
            return nodes
        }) else { return nil }
        let specs = nodes.map { convert($0, path: path) }.flatMap { value in if case .list(let items) = value.kind { items } else { [value] } }
        if specs.isEmpty { diagnostics.error("no specs in file", at: SourceLocation(path: path)) }
        return SpecFile(path: path, specs: specs, digest: Digest.of(text), text: text)
    }

    /// YAML nodes as spec values, scalars typed by YAML's core schema (so JSON reads the same), where a number
    /// starts with a digit, a sign or a dot: no other scalar is asked whether it is one (Yams's test is slow).
    static func convert(_ node: Node, path: String) -> SpecValue {
        let location = SpecLocation(path: path, line: node.mark?.line ?? 1, column: node.mark?.column ?? 1)
        switch node {
        case .scalar(let scalar):
            guard scalar.style == .plain || scalar.style == .any else { return SpecValue(.string(scalar.string), at: location) }
            if node.null != nil { return SpecValue(.null, at: location) }
            if let bool = node.bool { return SpecValue(.bool(bool), at: location) }
            if let first = scalar.string.utf8.first, "0123456789+-.".utf8.contains(first), let number = node.float { return SpecValue(.number(number), at: location) }
            return SpecValue(.string(scalar.string), at: location)
        case .sequence(let sequence): return SpecValue(.list(sequence.map { convert($0, path: path) }), at: location)
        case .mapping(let mapping):
            return SpecValue(.map(mapping.map { .init(key: $0.key.string ?? $0.key.keyName, value: convert($0.value, path: path)) }), at: location)
        case .alias: return SpecValue(.null, at: location)
        }
    }
}

extension SourceLocation {
    init(_ location: SpecLocation) { self.init(path: location.path, line: location.line, column: location.column) }
}

extension Diagnostics {
    /// Every problem of a spec that could not be decoded, each an error at its place.
    mutating func append(_ spec: SpecErrors) { for problem in spec.errors { error(problem.message, at: SourceLocation(problem.location)) } }
}
