/// Hands one libFuzzer input to `body` on the main actor, for a target's
/// `LLVMFuzzerTestOneInput`: libFuzzer's `main` calls that on the main thread for every
/// input, and 0 tells it to go on.
public func runInput(_ data: UnsafePointer<UInt8>, _ size: Int, _ body: @MainActor ([UInt8]) -> Void) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    MainActor.assumeIsolated {
        body(bytes)
    }
    return 0
}
