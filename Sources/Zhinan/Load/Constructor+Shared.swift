import Yams

extension Constructor {
    /// One constructor for every YAML text and node Zhinan makes: Yams makes `Constructor.default`
    /// anew, three dictionaries of tag names, each time it is asked for. Its maps never change once
    /// made, so every thread shares this one.
    nonisolated(unsafe) static let shared = Constructor.default
}
