import Foundation

/// The old entry point, kept so that code still building `[String: Any]` compiles: it converts to
/// a `JSONValue` and stops at a type JSON cannot represent instead of writing its description.
enum JSONText {
    @available(*, deprecated, message: "build a JSONValue and call encoded(pretty:)")
    static func encode(_ value: Any, pretty: Bool = false) -> String {
        JSONValue(converting: value).encoded(pretty: pretty)
    }
}

extension JSONValue {
    /// Strings, booleans, integers, doubles, arrays, string-keyed dictionaries, `NSNull` and nil.
    init(converting value: Any) {
        switch value {
        case let string as String: self = .string(string)
        case let bool as Bool: self = .bool(bool)
        case let int as Int: self = JSONValue(int)
        case let double as Double: self = .number(double)
        case let json as JSONValue: self = json
        case let array as [Any]: self = .array(array.map(JSONValue.init(converting:)))
        case let object as [String: Any]:
            self = .object(object.map { Member(key: $0.key, value: JSONValue(converting: $0.value)) })
        case is NSNull: self = .null
        case let optional as Any? where optional == nil: self = .null
        default: preconditionFailure("JSON cannot represent a \(type(of: value))")
        }
    }
}
