/// A place in a source file, as a compiler reports it: 1-based line and column, in characters (not bytes).
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible, Encodable {
    /// The path as the user should see it (relative to where `zhinan` was run, when possible).
    var path: String
    var line, column: Int

    public init(path: String, line: Int = 1, column: Int = 1) { (self.path, self.line, self.column) = (path, max(line, 1), max(column, 1)) }
    public var description: String { "\(path):\(line):\(column)" }
    public static func < (a: SourceLocation, b: SourceLocation) -> Bool { (a.path, a.line, a.column) < (b.path, b.line, b.column) }
}
