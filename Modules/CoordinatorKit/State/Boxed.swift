/// An immutable value kept on the heap, so that the struct holding it copies one
/// reference instead of all of the value's fields.
///
/// Navigation states are copied on every change; the rarely set parts of them (a pending
/// navigation, an alert) live in boxes so that those copies stay cheap.
final class Boxed<Value: Hashable & Sendable>: Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}
