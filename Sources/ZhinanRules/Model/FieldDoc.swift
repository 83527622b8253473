/// One field of a component spec as the documentation shows it, recorded by `SpecReader` as it reads it.
package struct FieldDoc: Sendable, Hashable {
    package indirect enum Value: Sendable, Hashable {
        /// What a field of one value holds, as the docs say it: `length`, `true/false`, `list of: a, b`.
        case holds(String)
        case record([FieldDoc])
        case records([FieldDoc])
    }

    package var name: String
    package var value: Value
    var defaultValue: String?
    package var note: String?
}
