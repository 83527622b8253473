/// A component spec as plain data, from YAML or JSON, every value located for decoding errors.
public struct SpecValue: Sendable, Hashable {
    package indirect enum Kind: Sendable, Hashable {
        case string(String)
        case number(Double)
        case bool(Bool)
        case null
        case list([SpecValue])
        case map([Entry])
    }

    /// A field of a map, in the order written.
    package struct Entry: Sendable, Hashable {
        package var key: String
        package var value: SpecValue

        package init(key: String, value: SpecValue) { (self.key, self.value) = (key, value) }
    }

    package var kind: Kind
    package var location: SpecLocation

    package init(_ kind: Kind, at location: SpecLocation) { (self.kind, self.location) = (kind, location) }

    package subscript(key: String) -> SpecValue? {
        guard case .map(let entries) = kind else { return nil }
        return entries.first { $0.key == key }?.value
    }

    var typeName: String {
        switch kind {
        case .string: "text"
        case .number: "a number"
        case .bool: "true or false"
        case .null: "nothing"
        case .list: "a list"
        case .map: "a set of fields"
        }
    }
}

/// Where a spec value was written: file, 1-based line and column.
package struct SpecLocation: Sendable, Hashable, CustomStringConvertible {
    package var path: String
    package var line: Int
    package var column: Int

    package init(path: String, line: Int, column: Int) { (self.path, self.line, self.column) = (path, line, column) }

    package var description: String { "\(path):\(line):\(column)" }
}

/// A spec that cannot be decoded: unknown component, wrong type, negative or non-finite size …
package struct SpecError: Error, Sendable, Hashable, CustomStringConvertible {
    package var location: SpecLocation
    package var message: String

    package init(_ message: String, at location: SpecLocation) { (self.message, self.location) = (message, location) }

    package var description: String { "\(location): error: \(message)" }
}
