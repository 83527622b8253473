/// The known name a mistyped one most likely meant, for "did you mean …?" in a diagnostic: the
/// nearest by edits (a letter added, dropped or changed, or two neighbours swapped), when few enough
/// of its letters differ to be a slip rather than another name.
package enum DidYouMean {
    /// `"; did you mean 'x'?"`, or "" when no known name is near.
    package static func hint(for name: String, among known: some Sequence<String>) -> String {
        nearest(to: name, among: known).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// The nearest of `known` (the first in byte order of those as near), or nil. A name over 64
    /// characters is no slip, and each candidate is given up once it is too far: a site's thousands of
    /// ids stay quick to ask about.
    package static func nearest(to name: String, among known: some Sequence<String>) -> String? {
        let typed = Array(name.unicodeScalars), limit = max(1, typed.count / 4)
        guard typed.count <= 64 else { return nil }
        var best: (name: String, edits: Int)?
        for candidate in known where candidate != name && abs(candidate.unicodeScalars.count - typed.count) <= limit {
            guard let edits = distance(typed, Array(candidate.unicodeScalars), within: limit) else { continue }
            if let found = best, found.edits < edits || (found.edits == edits && found.name.utf8.lexicographicallyPrecedes(candidate.utf8)) { continue }
            best = (candidate, edits)
        }
        return best?.name
    }

    /// Edits from `a` to `b`, a swap of neighbours counting as one (optimal string alignment); nil past `limit`.
    static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], within limit: Int = .max) -> Int? {
        guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) <= limit ? max(a.count, b.count) : nil }
        var before = [Int](), previous = Array(0...b.count)
        for i in 1...a.count {
            var row = [i] + [Int](repeating: 0, count: b.count)
            for j in 1...b.count {
                row[j] = min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { row[j] = min(row[j], before[j - 2] + 1) }
            }
            // No later cell costs less than some cell of this row (a swap's, from the row before, costs no less than its neighbour here).
            if row.min()! > limit { return nil }
            (before, previous) = (previous, row)
        }
        return previous[b.count] <= limit ? previous[b.count] : nil
    }
}
