/// An immutable value kept on the heap, so that the struct holding it copies one
/// reference instead of all of the value's fields.
///
/// Navigation states are copied on every change; the rarely set parts of them (a pending
/// navigation, an alert) live in boxes so that those copies stay cheap.
package final class Boxed<Value: Hashable & Sendable>: Sendable {
    package let value: Value

    package init(_ value: Value) {
        self.value = value
    }
}
