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

extension FieldDoc {
    static func length(_ name: String, default value: String? = nil, _ note: String? = nil) -> FieldDoc {
        FieldDoc(name: name, value: .length, defaultValue: value, note: note)
    }

    static func number(_ name: String, default value: String? = nil, _ note: String? = nil) -> FieldDoc {
        FieldDoc(name: name, value: .number, defaultValue: value, note: note)
    }

    static func count(_ name: String, default value: String? = nil, _ note: String? = nil) -> FieldDoc {
        FieldDoc(name: name, value: .count, defaultValue: value, note: note)
    }

    static func bool(_ name: String, default value: Bool? = nil, _ note: String? = nil) -> FieldDoc {
        FieldDoc(name: name, value: .bool, defaultValue: value.map(String.init), note: note)
    }

    static func text(_ name: String, default value: String? = nil, _ note: String? = nil) -> FieldDoc {
        FieldDoc(name: name, value: .text, defaultValue: value, note: note)
    }

    static func colour(_ name: String, default value: String? = nil, _ note: String? = nil) -> FieldDoc {
        FieldDoc(name: name, value: .colour, defaultValue: value, note: note)
    }

    static func choice<T: RawRepresentable & CaseIterable>(_ name: String, _ type: T.Type, default value: T? = nil,
                                                          _ note: String? = nil) -> FieldDoc where T.RawValue == String {
        FieldDoc(name: name, value: .choice(T.allCases.map(\.rawValue)), defaultValue: value?.rawValue, note: note)
    }

    static func choices<T: RawRepresentable & CaseIterable>(_ name: String, _ type: T.Type, _ note: String? = nil) -> FieldDoc
        where T.RawValue == String {
        FieldDoc(name: name, value: .choices(T.allCases.map(\.rawValue)), note: note)
    }

    static func texts(_ name: String, default value: String? = nil, _ note: String? = nil) -> FieldDoc {
        FieldDoc(name: name, value: .texts, defaultValue: value, note: note)
    }

    static func numbers(_ name: String, _ note: String? = nil) -> FieldDoc {
        FieldDoc(name: name, value: .numbers, note: note)
    }

    static func record(_ name: String, _ fields: [FieldDoc], _ note: String? = nil) -> FieldDoc {
        FieldDoc(name: name, value: .record(fields), note: note)
    }

    static func records(_ name: String, _ fields: [FieldDoc], _ note: String? = nil) -> FieldDoc {
        FieldDoc(name: name, value: .records(fields), note: note)
    }
}
