import Foundation

/// CommonMark's flanking rules do not let `**` close right after CJK punctuation when a letter
/// follows — `**保持最小宽度。**所有按钮…` stays literal asterisks — yet that is exactly how a
/// Chinese guideline's bold lead is written. Like markdown-it-cjk-friendly, this pairs the `**`
/// that cmark left as text (at one nesting level, left to right) into strong emphasis; an
/// unpaired `**` stays text.
enum CJKEmphasis {
    static func repairStrong(_ inlines: [Inline]) -> [Inline] {
        // Split text nodes into text and `**` tokens.
        enum Token { case inline(Inline), marker }
        // Most runs of inlines have no `**` left as text: returned as they are, without tokens made
        // for each (that was 1% of a clean build at 10,000 documents).
        guard let first = inlines.firstIndex(where: { if case .text(let text) = $0 { hasDoubleAsterisk(text) } else { false } }) else {
            return inlines
        }
        var tokens: [Token] = inlines[..<first].map { .inline($0) }
        for inline in inlines[first...] {
            guard case .text(let text) = inline, hasDoubleAsterisk(text) else { tokens.append(.inline(inline)); continue }
            let parts = splitAtDoubleAsterisks(text)
            for (index, part) in parts.enumerated() {
                if index > 0 { tokens.append(.marker) }
                if !part.isEmpty { tokens.append(.inline(.text(String(part)))) }
            }
        }
        guard tokens.contains(where: { if case .marker = $0 { true } else { false } }) else { return inlines }

        var result: [Inline] = []
        var open: [Inline]?  // the contents since an opening marker
        for token in tokens {
            switch token {
            case .marker:
                if let contents = open, !contents.isEmpty {
                    result.append(.strong(contents))
                    open = nil
                } else if let contents = open {  // `****`: nothing to embolden
                    result += [.text("**")] + contents
                    open = []
                } else {
                    open = []
                }
            case .inline(let inline):
                if open != nil { open!.append(inline) } else { result.append(inline) }
            }
        }
        if let contents = open { result += [.text("**")] + contents }
        return mergeText(result)
    }

    /// `text.components(separatedBy: "**")`, found in the bytes. Foundation matches whole
    /// characters, so a `*` inside a larger character (`*` and a combining accent after it, or a
    /// prepended mark before it) is not a marker: a pair counts only where the character boundaries
    /// fall before, between and after its two bytes. (Foundation's search was 3% of a build at 2,000
    /// documents, whose every guideline starts with a bold lead.)
    static func splitAtDoubleAsterisks(_ text: String) -> [Substring] {
        let utf8 = text.utf8
        var parts: [Substring] = []
        var partStart = text.startIndex
        var index = utf8.startIndex
        while index < utf8.endIndex {
            let next = utf8.index(after: index)
            guard utf8[index] == UInt8(ascii: "*"), next < utf8.endIndex, utf8[next] == UInt8(ascii: "*") else {
                index = next
                continue
            }
            let end = utf8.index(after: next)
            guard let start = String.Index(index, within: text), String.Index(next, within: text) != nil,
                  let after = String.Index(end, within: text) else {
                index = next
                continue
            }
            parts.append(text[partStart..<start])
            partStart = after
            index = end
        }
        parts.append(text[partStart...])
        return parts
    }

    /// Whether the bytes hold `**`: most text does not, and a look at the bytes costs far less than
    /// the split.
    static func hasDoubleAsterisk(_ text: String) -> Bool {
        // memchr for each `*`: a loop over the bytes looked at every byte of every text node of
        // every document. (`withUTF8` makes a bridged string contiguous; cmark's text is native.)
        var text = text
        return text.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return false }
            var from = 0
            while from + 1 < bytes.count, let star = memchr(base + from, Int32(UInt8(ascii: "*")), bytes.count - from - 1) {
                let index = base.distance(to: star.assumingMemoryBound(to: UInt8.self))
                if bytes[index + 1] == UInt8(ascii: "*") { return true }
                from = index + 1
            }
            return false
        }
    }

    /// Joins neighbouring text nodes. The text is gathered in one string and added when the run
    /// ends: joining node by node copied the run so far each time, quadratic in a line of escapes.
    static func mergeText(_ inlines: [Inline]) -> [Inline] {
        // Runs with no two texts side by side are returned as they are, not made again.
        var previousIsText = false, adjacent = false
        for inline in inlines {
            guard case .text = inline else { previousIsText = false; continue }
            if previousIsText { adjacent = true; break }
            previousIsText = true
        }
        guard adjacent else { return inlines }
        var merged: [Inline] = []
        var run: String?
        for inline in inlines {
            if case .text(let next) = inline {
                if run == nil { run = next } else { run!.append(next) }
                continue
            }
            if let text = run { merged.append(.text(text)); run = nil }
            merged.append(inline)
        }
        if let text = run { merged.append(.text(text)) }
        return merged
    }
}
