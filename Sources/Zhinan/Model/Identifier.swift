/// The rules for ids: document ids (`apple-pay`) and guideline or heading ids
/// (`apple-pay.button.minimum-width`). They appear in URLs and in rules, so they stay plain ASCII.
enum Identifier {
    static let allowed = Set("abcdefghijklmnopqrstuvwxyz0123456789.-")

    static func isValidDocumentID(_ id: String) -> Bool {
        !id.isEmpty && id.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "-") }
            && id.first != "-" && id.last != "-"
    }

    /// Why an anchor id is not acceptable, or nil when it is.
    static func problem(withAnchorID id: String, inDocument documentID: String) -> String? {
        if id.isEmpty { return "empty id" }
        let bad = id.filter { !allowed.contains($0) }
        if !bad.isEmpty {
            let shown = String(Set(bad).sorted().map { $0 }).debugDescription
            return "id '\(id)' has characters outside [a-z0-9.-]: \(shown)"
        }
        if id.hasPrefix(".") || id.hasSuffix(".") || id.hasPrefix("-") || id.hasSuffix("-") || id.contains("..") {
            return "id '\(id)' must not start or end with '.' or '-', nor contain '..'"
        }
        if !id.hasPrefix(documentID + ".") {
            return "id '\(id)' must start with its document id '\(documentID).'"
        }
        return nil
    }
}
