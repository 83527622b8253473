import Foundation
import ZhinanSearch

/// `content/translations.lock`: each translated segment's source fingerprint as last reviewed: `en/doc#doc.id 9f86d081884c7d65`.
struct TranslationLock: Sendable, Equatable {
    struct Key: Hashable, Sendable, Comparable {
        var language: Language
        var document, segment: String

        var description: String { "\(language.id)/\(document)#\(segment)" }
        static func < (a: Key, b: Key) -> Bool { a.description.utf8.lexicographicallyPrecedes(b.description.utf8) }
    }

    var fingerprints: [Key: Fingerprint] = [:]

    static let fileName = "translations.lock"

    /// Only the entries of some documents, from a lock a successful build read (so well formed).
    static func entries(in text: String?, ofDocuments documents: Set<String>, languages: Languages) -> TranslationLock {
        var lock = TranslationLock()
        guard let text, !documents.isEmpty else { return lock }
        let wanted = documents.map { Array($0.utf8) }
        // Lines found by bytes, none made into a key unless its document is wanted.
        for line in text.utf8.split(separator: UInt8(ascii: "\n")) {
            guard let slash = line.firstIndex(of: UInt8(ascii: "/")), let hash = line[slash...].firstIndex(of: UInt8(ascii: "#")),
                  wanted.contains(where: { line[line.index(after: slash)..<hash].elementsEqual($0) }),
                  let (key, fingerprint) = plainEntry(line, languages) else { continue }
            lock.fingerprints[key] = fingerprint
        }
        return lock
    }

    /// No text is no lock file (nothing reviewed yet). `languages`: a line of a language the site does not have is malformed.
    static func parse(_ text: String?, displayRoot: String, languages: Languages = .standard, into diagnostics: inout Diagnostics) -> TranslationLock {
        var lock = TranslationLock()
        guard let text else { return lock }
        let lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        lock.fingerprints.reserveCapacity(lines.count)
        for (index, bytes) in lines.enumerated() {
            if let (key, fingerprint) = Self.plainEntry(bytes, languages) {
                lock.fingerprints[key] = fingerprint
                continue
            }
            let trimmed = Substring(bytes).trimmingTrailingWhitespace
            guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { continue }
            let parts = trimmed.split(separator: " ")
            guard parts.count == 2, let key = parseKey(String(parts[0]), languages), let fingerprint = Fingerprint(hex: parts[1].utf8) else {
                diagnostics.error("malformed lock entry; expected '<language>/<document>#<id> <16 hex digits>'",
                                  at: SourceLocation(path: "\(displayRoot)/\(fileName)", line: index + 1))
                continue
            }
            lock.fingerprints[key] = fingerprint
        }
        return lock
    }

    /// A line as the lock writes it (ASCII key, space, 16 hex digits); nil for anything else.
    static func plainEntry(_ line: Substring.UTF8View, _ languages: Languages) -> (Key, Fingerprint)? {
        guard line.count > 17, line.allSatisfy({ $0 > 0x20 && $0 < 0x7F || $0 == 0x20 }) else { return nil }
        let space = line.index(line.endIndex, offsetBy: -17)
        guard line[space] == 0x20, !line[..<space].contains(0x20) else { return nil }
        let hex = line[line.index(after: space)...]
        guard let fingerprint = Fingerprint(hex: hex), line.first != UInt8(ascii: "#"),
              let key = parseKey(String(Substring(line[..<space])), languages) else { return nil }
        return (key, fingerprint)
    }

    static func parseKey(_ text: String, _ languages: Languages) -> Key? {
        guard let slash = text.firstIndex(of: "/"), let hash = text.firstIndex(of: "#"), slash < hash,
              let language = languages[String(text[..<slash])] else { return nil }
        let document = String(text[text.index(after: slash)..<hash])
        let segment = String(text[text.index(after: hash)...])
        guard !document.isEmpty, !segment.isEmpty else { return nil }
        return Key(language: language, document: document, segment: segment)
    }

    var text: String {
        "# Zhinan translation lock: a fingerprint of each Chinese segment as it was when its\n"
            + "# translation was last reviewed. Update with `zhinan translations --accept …` after a review.\n"
            + fingerprints.keys.sorted().map { "\($0.description) \(fingerprints[$0]!)\n" }.joined()
    }

    /// FNV-1a, 64 bits: stable across machines and runs (Swift's `Hasher` is seeded per process).
    static func fingerprint(_ text: String) -> Fingerprint { Fingerprint(text.utf8.reduce(fnvOffset, fnv)) }

    /// `fingerprint(WhitespaceText.removing(text))`, hashed as the bytes go by where the text's only whitespace is ASCII.
    static func fingerprint(droppingWhitespaceOf text: String) -> Fingerprint {
        var native = text  // withUTF8 may make a bridged string native: a copy, not the caller's
        let hashed: UInt64? = native.withUTF8 { bytes in
            var hash = fnvOffset, index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte < 0x80 {
                    if byte != 0x20 && !(0x09...0x0D).contains(byte) { hash = fnv(hash, byte) }
                    index += 1
                } else {
                    guard WhitespaceText.simpleLength(bytes, at: index) == 3 else { return nil }
                    hash = fnv(fnv(fnv(hash, byte), bytes[index + 1]), bytes[index + 2])
                    index += 3
                }
            }
            return hash
        }
        return hashed.map(Fingerprint.init) ?? fingerprint(WhitespaceText.removing(text))
    }

    private static func fnv(_ hash: UInt64, _ byte: UInt8) -> UInt64 { (hash ^ UInt64(byte)) &* fnvPrime }

    private static let fnvOffset: UInt64 = 0xcbf2_9ce4_8422_2325
    private static let fnvPrime: UInt64 = 0x0000_0100_0000_01B3
}

/// A segment's fingerprint (see `TranslationLock`): 64 bits, written as 16 hex digits.
struct Fingerprint: Hashable, Sendable, CustomStringConvertible {
    let value: UInt64

    init(_ value: UInt64) { self.value = value }

    init?<Digits: Collection>(hex digits: Digits) where Digits.Element == UInt8 {
        // `UInt64(_:radix:)` alone would take a leading sign.
        guard digits.count == 16, let first = digits.first, first != UInt8(ascii: "+"), first != UInt8(ascii: "-"),
              let value = UInt64(String(decoding: digits, as: UTF8.self), radix: 16) else { return nil }
        self.value = value
    }

    var description: String { String(format: "%016llx", value) }
}
