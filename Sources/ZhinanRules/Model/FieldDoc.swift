/// One field of a component spec as the documentation shows it (choices from the decoder's enums).
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

/// One constructor per kind of value, as the fields files write them.
extension FieldDoc {
    static func length(_ name: String, default value: String? = nil, _ note: String? = nil) -> FieldDoc { make(name, .length, value, note) }
    static func number(_ name: String, default value: String? = nil, _ note: String? = nil) -> FieldDoc { make(name, .number, value, note) }
    static func count(_ name: String, default value: String? = nil, _ note: String? = nil) -> FieldDoc { make(name, .count, value, note) }
    static func text(_ name: String, default value: String? = nil, _ note: String? = nil) -> FieldDoc { make(name, .text, value, note) }
    static func colour(_ name: String, default value: String? = nil, _ note: String? = nil) -> FieldDoc { make(name, .colour, value, note) }
    static func texts(_ name: String, default value: String? = nil, _ note: String? = nil) -> FieldDoc { make(name, .texts, value, note) }
    static func numbers(_ name: String, _ note: String? = nil) -> FieldDoc { make(name, .numbers, nil, note) }
    static func record(_ name: String, _ fields: [FieldDoc], _ note: String? = nil) -> FieldDoc { make(name, .record(fields), nil, note) }
    static func records(_ name: String, _ fields: [FieldDoc], _ note: String? = nil) -> FieldDoc { make(name, .records(fields), nil, note) }

    static func bool(_ name: String, default value: Bool? = nil, _ note: String? = nil) -> FieldDoc {
        make(name, .bool, value.map(String.init), note)
    }

    static func choice<T: RawRepresentable & CaseIterable>(_ name: String, _ type: T.Type, default value: T? = nil,
                                                          _ note: String? = nil) -> FieldDoc where T.RawValue == String {
        make(name, .choice(T.allCases.map(\.rawValue)), value?.rawValue, note)
    }

    static func choices<T: RawRepresentable & CaseIterable>(_ name: String, _ type: T.Type, _ note: String? = nil) -> FieldDoc
        where T.RawValue == String {
        make(name, .choices(T.allCases.map(\.rawValue)), nil, note)
    }

    private static func make(_ name: String, _ value: Value, _ defaultValue: String?, _ note: String?) -> FieldDoc {
        FieldDoc(name: name, value: value, defaultValue: defaultValue, note: note)
    }
}
