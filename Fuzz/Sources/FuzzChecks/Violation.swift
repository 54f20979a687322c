#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reports a broken invariant and aborts, so that libFuzzer records the input as a crash
/// (`crash-<sha1>` in its artifact folder) with this message and the stack above it.
///
/// - Parameters:
///   - message: What was expected and what happened.
///   - input: The input, as the target read it, for the report.
public func violated(_ message: String, input: String) -> Never {
    let report = "INVARIANT VIOLATED: \(message)\n  input: \(input.debugDescription)\n"
    var bytes = Array(report.utf8)
    _ = write(2, &bytes, bytes.count)
    abort()
}

/// Keeps the result of rendering alive, so that the optimiser cannot drop the work whose
/// traps the targets look for.
@inline(never)
public func consume<T>(_ value: T) {
    withExtendedLifetime(value) {}
}
