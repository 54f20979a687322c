import FuzzChecks

/// One input: its first byte picks the setup (bits 0–2, as in the links target); the rest
/// is an ``ActionScript``. In seed files the first byte is `@`, `A`…`G`.
@MainActor
func fuzzOneScript(_ bytes: [UInt8]) {
    let setup = AppSetup.all[Int((bytes.first ?? 0) & 0x07)]
    ActionScript.run(bytes.dropFirst(), in: setup)
}

/// libFuzzer's entry point; its `main` calls it on the main thread for every input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    runInput(data, size) { fuzzOneScript($0) }
}
