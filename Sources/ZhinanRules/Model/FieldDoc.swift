/// One field of a component spec as the documentation shows it, recorded by `SpecReader` as it reads it.
package struct FieldDoc: Sendable, Hashable {
    package indirect enum Value: Sendable, Hashable {
        /// A length in points (finite, not negative).
        case length
        /// Any other number (an amount, a scale, a size in MB).
        case number
        case count
        case bool
        case text
        case colour
        case choice([String])
        case choices([String])
        case texts
        case numbers
        case record([FieldDoc])
        case records([FieldDoc])
    }

    package var name: String
    package var value: Value
    var defaultValue: String?
    package var note: String?
}

