import Foundation

/// A content file as read from disk: its text, and where it belongs.
public struct SourceFile: Hashable, Sendable {
    /// The path as diagnostics show it (`content/zh-hans/apple-pay.md`).
    public var displayPath: String
    public var language: Language
    /// The file name without `.md`: the document id.
    public var documentID: String
    public var text: String

    public init(displayPath: String, language: Language, documentID: String, text: String) {
        self.displayPath = displayPath
        self.language = language
        self.documentID = documentID
        self.text = text
    }

    public var start: SourceLocation { SourceLocation(path: displayPath) }
}

/// A content file's bytes as read, before they are decoded: what the build cache compares.
public struct ContentFile: Sendable {
    public var displayPath: String
    public var language: Language
    public var documentID: String
    public var data: Data
    public let digest: Digest

    public init(displayPath: String, language: Language, documentID: String, data: Data) {
        self.displayPath = displayPath
        self.language = language
        self.documentID = documentID
        self.data = data
        digest = Digest.of(data)
    }

    /// The text, strictly UTF-8 (see `InputText.decode`); nil with a diagnostic when it is not.
    public func decoded(into diagnostics: inout Diagnostics) -> SourceFile? {
        InputText.decode(data, display: displayPath, into: &diagnostics)
            .map { SourceFile(displayPath: displayPath, language: language, documentID: documentID, text: $0) }
    }
}
