/// A value held once and shared by every copy of what holds it (`===` tells two holders of one apart).
final class Shared<Value: Sendable>: Sendable {
    let value: Value

    init(_ value: Value) { self.value = value }
}
