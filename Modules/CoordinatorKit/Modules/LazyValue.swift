import Foundation

/// A value made on first use and kept, safe to read from any thread.
///
/// Registration keeps each module's grammar in one of these, so an app with hundreds of
/// modules registers them all without building a grammar it may never use.
final class LazyValue<Value: Sendable>: @unchecked Sendable {
    // `lock` guards `stored`; `make` is immutable.
    private let lock = NSLock()
    private var stored: Value?
    private let make: @Sendable () -> Value

    init(_ make: @escaping @Sendable () -> Value) {
        self.make = make
    }

    var value: Value {
        lock.lock()
        defer { lock.unlock() }
        if let stored { return stored }
        let made = make()
        stored = made
        return made
    }
}
