import Yams

extension Resolver {
    /// The resolver every Zhinan YAML reader composes with: it types no scalar, as no reader looks
    /// at a resolved type (`SpecFile.convert` types a spec's plain scalars itself). Yams' default runs
    /// regular expressions on every mapping key. Keys are text, so `true` and `'true'` are one key.
    static let untyped = Resolver.basic
}
