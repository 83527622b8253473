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
