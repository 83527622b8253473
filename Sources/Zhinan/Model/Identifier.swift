/// The rules for document and anchor ids: they appear in URLs and in rules, so they stay plain ASCII.
enum Identifier {
    static let allowed = Set("abcdefghijklmnopqrstuvwxyz0123456789.-")

    /// Lowercase ASCII letters, digits and inner hyphens.
    static func isValidDocumentID(_ id: String) -> Bool {
        let bytes = id.utf8
        return !bytes.isEmpty && bytes.first != UInt8(ascii: "-") && bytes.last != UInt8(ascii: "-")
            && bytes.allSatisfy { (0x61...0x7A).contains($0) || (0x30...0x39).contains($0) || $0 == UInt8(ascii: "-") }
    }

    static func problem(withAnchorID id: String, inDocument documentID: String) -> String? {
        if id.isEmpty { return "empty id" }
        let bad = id.filter { !allowed.contains($0) }
        if !bad.isEmpty { return "id '\(id)' has characters outside [a-z0-9.-]: \(String(Set(bad).sorted()).debugDescription)" }
        if id.hasPrefix(".") || id.hasSuffix(".") || id.hasPrefix("-") || id.hasSuffix("-") || id.contains("..") {
            return "id '\(id)' must not start or end with '.' or '-', nor contain '..'"
        }
        if !isInDocument(id, documentID) { return "id '\(id)' must start with its document id '\(documentID).'" }
        return nil
    }

    /// Whether an anchor id starts with its document's id and a dot, by bytes (what keeps two documents' ids apart).
    static func isInDocument(_ id: String, _ documentID: String) -> Bool {
        let id = id.utf8, document = documentID.utf8
        guard id.count > document.count, id.starts(with: document) else { return false }
        return id[id.index(id.startIndex, offsetBy: document.count)] == UInt8(ascii: ".")
    }
}
