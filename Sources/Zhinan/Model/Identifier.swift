/// The rules for ids: document ids (`apple-pay`) and guideline or heading ids
/// (`apple-pay.button.minimum-width`). They appear in URLs and in rules, so they stay plain ASCII.
enum Identifier {
    static let allowed = Set("abcdefghijklmnopqrstuvwxyz0123456789.-")

    /// Lowercase ASCII letters, digits and inner hyphens. By bytes: an ASCII character is one byte,
    /// and any other character has a byte outside these (every file name of the site is asked).
    static func isValidDocumentID(_ id: String) -> Bool {
        let bytes = id.utf8
        return !bytes.isEmpty && bytes.first != UInt8(ascii: "-") && bytes.last != UInt8(ascii: "-")
            && bytes.allSatisfy { (0x61...0x7A).contains($0) || (0x30...0x39).contains($0) || $0 == UInt8(ascii: "-") }
    }

    /// Why an anchor id is not acceptable, or nil when it is.
    static func problem(withAnchorID id: String, inDocument documentID: String) -> String? {
        if id.isEmpty { return "empty id" }
        // By bytes first (an id is asked of every heading and guideline): each allowed character is
        // one byte, and any other character has a byte outside them. Only a bad id is read by character.
        let allASCIIAllowed = id.utf8.allSatisfy { (0x61...0x7A).contains($0) || (0x30...0x39).contains($0) || $0 == 0x2E || $0 == 0x2D }
        let bad = allASCIIAllowed ? "" : id.filter { !allowed.contains($0) }
        if !bad.isEmpty {
            let shown = String(Set(bad).sorted().map { $0 }).debugDescription
            return "id '\(id)' has characters outside [a-z0-9.-]: \(shown)"
        }
        if id.hasPrefix(".") || id.hasSuffix(".") || id.hasPrefix("-") || id.hasSuffix("-") || Self.hasTwoDots(id) {
            return "id '\(id)' must not start or end with '.' or '-', nor contain '..'"
        }
        if !isInDocument(id, documentID) {
            return "id '\(id)' must start with its document id '\(documentID).'"
        }
        return nil
    }

    /// Whether an anchor id has the form of its document's ids: the document's id and a dot first.
    /// By bytes (the ids of every document are asked on every build): for an id of the allowed
    /// characters the same as `hasPrefix(documentID + ".")`, and for any other, a byte prefix is
    /// still what keeps two documents' ids apart.
    static func isInDocument(_ id: String, _ documentID: String) -> Bool {
        let id = id.utf8, document = documentID.utf8
        guard id.count > document.count, id.starts(with: document) else { return false }
        return id[id.index(id.startIndex, offsetBy: document.count)] == UInt8(ascii: ".")
    }

    /// Whether `..` is in the id, by bytes (`String.contains` of a string went through Foundation).
    static func hasTwoDots(_ id: String) -> Bool {
        var previous: UInt8 = 0
        for byte in id.utf8 {
            if byte == UInt8(ascii: "."), previous == byte { return true }
            previous = byte
        }
        return false
    }
}
