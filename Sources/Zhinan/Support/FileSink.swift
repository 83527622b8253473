import Foundation

/// Where the stages that make files hand them over, one at a time, from any thread.
protocol FileSink: Sendable {
    func add(_ path: String, _ data: Data, from origin: FileOrigin)
    /// Files the last build made, whose bytes this one would make again: the output holds them.
    func keep(_ paths: [String], from origin: FileOrigin)
}

/// What made a file, for the message when two sources make one path.
enum FileOrigin: Sendable, Equatable {
    case text(String)
    /// A page of a document id, made by an earlier build.
    case pageOf(group: String)

    static let site = FileOrigin.text("the site")
}
