/// CommonMark does not let `**` close right after CJK punctuation before a letter (`**保持最小宽度。**所有按钮…`): like
/// markdown-it-cjk-friendly, this pairs the `**` cmark left as text into strong emphasis; an unpaired `**` stays text.
enum CJKEmphasis {
    static func repairStrong(_ inlines: [Inline]) -> [Inline] {
        enum Token { case inline(Inline), marker }
        var tokens: [Token] = []
        for inline in inlines {
            guard case .text(let text) = inline, case let parts = markerParts(text), parts.count > 1 else {
                tokens.append(.inline(inline))
                continue
            }
            for (index, part) in parts.enumerated() {
                if index > 0 { tokens.append(.marker) }
                if !part.isEmpty { tokens.append(.inline(.text(part))) }
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
                } else {
                    if open != nil { result.append(.text("**")) }  // `****`: nothing to embolden
                    open = []
                }
            case .inline(let inline):
                if open != nil { open!.append(inline) } else { result.append(inline) }
            }
        }
        if let contents = open { result += [.text("**")] + contents }
        return mergeText(result)
    }

    /// `components(separatedBy: "**")`, found in the bytes: most text has none, and Foundation's split is slow.
    static func markerParts(_ text: String) -> [String] {
        var text = text
        return text.withUTF8 { bytes in
            var parts: [String] = [], start = 0, index = 0
            while index + 1 < bytes.count {
                if bytes[index] == 42, bytes[index + 1] == 42 {
                    parts.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
                    index += 2
                    start = index
                } else {
                    index += 1
                }
            }
            guard start > 0 else { return [] }
            parts.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self))
            return parts
        }
    }

    /// Joins neighbouring text nodes, one string per run (node by node is quadratic).
    static func mergeText(_ inlines: [Inline]) -> [Inline] {
        var merged: [Inline] = [], run: String?
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
