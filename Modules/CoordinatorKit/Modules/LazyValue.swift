import Foundation

/// A value made on first use and kept, safe to read from any thread: a module's grammar,
/// which an app registering hundreds of modules may never use, or a change's links.
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
