import Yams

extension Constructor {
    /// One constructor for every YAML text and node Zhinan makes. Yams' `Constructor.default` is made
    /// anew, three dictionaries of tag names, each time it is asked for: by every `compose` (once per
    /// document's front matter) and by every `Tag` made without one (every scalar `SpecYAML` writes,
    /// where it was most of the time). Its maps are constants, never changed once made, so one is
    /// shared by every thread.
    nonisolated(unsafe) static let shared = Constructor.default
}
