import Yams
import ZhinanRules

/// Writes a spec back as YAML as its example's page shows it: fields in the order written, scalars and short records on
/// their key's line (`viewport: {width: 390, height: 844}`), longer structures below. Yams writes each scalar (plain where
/// it reads back as the same text, else double-quoted); this type lays them out, joining a line's collection as libyaml does.
enum SpecYAML {
    static func render(_ value: SpecValue) -> String { lines(value, indent: "").joined(separator: "\n") + "\n" }

    private static func lines(_ value: SpecValue, indent: String) -> [String] {
        switch value.kind {
        case .map(let entries):
            return entries.flatMap { entry -> [String] in
                let key = emit(scalar(entry.key))
                if let inline = inline(entry.value) { return ["\(indent)\(key): \(inline)"] }
                return ["\(indent)\(key):"] + lines(entry.value, indent: indent + "  ")
            }
        case .list(let items):
            return items.flatMap { item -> [String] in
                if let inline = inline(item) { return ["\(indent)- \(inline)"] }
                var nested = lines(item, indent: indent + "  ")
                if !nested.isEmpty { nested[0] = indent + "- " + nested[0].dropFirst(indent.count + 2) }
                return nested
            }
        default: return [indent + (inline(value) ?? "")]
        }
    }

    /// A value that fits on its key's line: scalars, lists of scalars, short records of scalars.
    private static func inline(_ value: SpecValue) -> String? {
        switch value.kind {
        case .list(let items) where !items.allSatisfy(\.isScalar): return nil
        case .map(let entries) where !entries.allSatisfy(\.value.isScalar): return nil
        case .map(let entries) where !entries.isEmpty:
            let flow = flow(value)
            return flow.count <= 72 ? flow : nil  // a short record on one line
        default: return flow(value)
        }
    }

    /// A scalar, or a collection of scalars, on one line: each scalar as Yams writes it alone, joined as
    /// libyaml joins them in flow style, rather than an emitter set up for every collection. A key
    /// longer than 128 bytes (not a simple key to libyaml) leaves the record to Yams.
    static func flow(_ value: SpecValue) -> String {
        switch value.kind {
        case .string(let text): return emit(scalar(text))
        case .list(let items): return "[" + items.map(flow).joined(separator: ", ") + "]"
        case .map(let entries) where entries.allSatisfy({ $0.key.utf8.count <= 128 }):
            return "{" + entries.map { emit(scalar($0.key)) + ": " + flow($0.value) }.joined(separator: ", ") + "}"
        case .map: return emit(node(value))
        case .number, .bool, .null:
            let plain = node(value)
            return emitted.value("n\(plain.scalar!.string)") { emit(plain) }
        }
    }

    /// The value as a Yams node: collections in flow style (they are only built for one line).
    static func node(_ value: SpecValue) -> Node {
        switch value.kind {
        case .string(let text): .scalar(scalar(text))
        // Whole numbers without a fraction (`32`); others as Swift writes them, which reads back exact.
        case .number(let n): Node(n == n.rounded() && abs(n) < 1e15 ? String(Int(n)) : "\(n)", tag(.float), .plain)
        case .bool(let bool): Node(bool ? "true" : "false", tag(.bool), .plain)
        case .null: Node("null", tag(.null), .plain)
        case .list(let items): Node(items.map(node), tag(.seq), .flow)
        case .map(let entries): Node(entries.map { (Node.scalar(scalar($0.key)), node($0.value)) }, tag(.map), .flow)
        }
    }

    /// A tag with the shared constructor (see `Constructor.shared`).
    private static func tag(_ name: Tag.Name) -> Tag { Tag(name, .default, .shared) }

    /// Text, plain where it reads back as the same text even inside `[…]` or `{…}`, quoted otherwise.
    private static func scalar(_ text: String) -> Node.Scalar { Node.Scalar(text, tag(.str), writesPlain(text) ? .plain : .doubleQuoted) }

    /// Whether a text is written plain: asked of Yams (writing and reading back) once per text in a process.
    private static func writesPlain(_ text: String) -> Bool {
        plain.value(text) {
            let readsBack = SpecFile.convert(Node(text, tag(.implicit), .plain), path: "").kind == .string(text)
            return readsBack && emit(Node([.scalar(Node.Scalar(text, tag(.str), .plain))], tag(.seq), .flow)) == "[\(text)]"
        }
    }

    private static let plain = ProcessMemo<String, Bool>()

    /// One node as Yams writes it on a single line.
    static func emit(_ node: Node) -> String {
        // Width -1: never fold a long text over several lines. Only an emitter bug could throw here.
        var line = Substring(try! Yams.serialize(node: node, width: -1, allowUnicode: true))
        // A document that is a bare plain scalar may end with the document-end marker.
        if line.hasSuffix("\n...\n") { line = line.dropLast(5) }
        while line.hasSuffix("\n") { line = line.dropLast() }
        return String(line)
    }

    /// A text alone, as Yams writes it: once per text in a process, as `writesPlain`.
    private static func emit(_ scalar: Node.Scalar) -> String {
        emitted.value("\(scalar.style == .plain ? "p" : "q")\(scalar.string)") { emit(.scalar(scalar)) }
    }

    private static let emitted = ProcessMemo<String, String>()
}

private extension SpecValue {
    var isScalar: Bool {
        switch kind {
        case .list, .map: false
        default: true
        }
    }
}
