import Yams

extension Resolver {
    /// The resolver every Zhinan YAML reader composes with: one that types no scalar. No reader
    /// looks at a scalar's resolved type. Text is read as text, and `SpecFile.convert` types a spec's
    /// plain scalars from their text through Yams' constructors, which look only at a tag written
    /// in the file. Yams' default resolver, by contrast, runs up to seven regular expressions on
    /// every mapping key when it looks for repeated keys: 3% of a clean build of the real site.
    ///
    /// One difference, for the better: `true` and `'true'` as keys of one mapping are now the
    /// same key (each reader takes keys as text), so Yams reports them as repeated.
    static let untyped = Resolver.basic
}
