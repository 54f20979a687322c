import Foundation

/// Hands one libFuzzer input to `body` on the main actor, for a target's
/// `LLVMFuzzerTestOneInput`: libFuzzer's `main` calls that on the main thread for every
/// input, and 0 tells it to go on.
///
/// The main actor then takes its turn, as an app's would between events: the jobs the
/// input left for it (a root tracks its screens' decisions once per turn) run, instead of
/// piling up in a main queue that libFuzzer never drains (which made the targets about
/// 35 times slower).
public func runInput(_ data: UnsafePointer<UInt8>, _ size: Int, _ body: @MainActor ([UInt8]) -> Void) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    MainActor.assumeIsolated {
        body(bytes)
    }
    RunLoop.main.run(until: Date())
    return 0
}
