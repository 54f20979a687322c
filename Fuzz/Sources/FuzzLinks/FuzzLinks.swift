import CoordinatorKit
import FuzzChecks
import RecipesApp

/// How an input's link is written, from bits 3–4 of its first byte.
enum LinkForm: Int, CaseIterable {
    /// As written, through `open(link:)`.
    case asWritten
    /// `recipes://` before it unless it names a scheme, through `open(link:)`.
    case customScheme
    /// `https://recipes.example.com/` before it unless it names a scheme.
    case universalLink
    /// As a path inside the app, through `open(path:)`.
    case path
}

/// One input: its first byte picks the setup (bits 0–2) and the form (bits 3–4); the rest
/// is the link, as UTF-8 (ill-formed bytes repaired, as `String(decoding:as:)` does).
///
/// In seed files the first byte is printable: `@`, `A`…`G` pick setups 0–7 as written,
/// `H`…`O` with `recipes://`, `P`…`W` as universal links, `X`…`_` as paths.
@MainActor
func fuzzOneLink(_ bytes: [UInt8]) {
    let selector = bytes.first ?? 0
    let setup = AppSetup.all[Int(selector & 0x07)]
    let form = LinkForm(rawValue: Int((selector >> 3) & 0x03)) ?? .asWritten
    let written = String(decoding: bytes.dropFirst(), as: UTF8.self)
    let link: String
    switch form {
    case .asWritten, .path: link = written
    case .customScheme: link = written.contains("://") ? written : "recipes://" + written
    case .universalLink: link = written.contains("://") ? written : "https://recipes.example.com/" + written
    }
    let input = "\(form) \(link) — \(setup)"

    let app = setup.makeApp()
    let before = app.root.state
    do {
        if form == .path {
            try app.root.open(path: link)
        } else {
            try app.root.open(link: link)
        }
    } catch {
        guard app.root.state == before else {
            violated("a rejected link (\(error)) changed the state from \(describe(before)) to \(describe(app.root.state))", input: input)
        }
        return
    }
    StateShape.check(app, input: input)
    Rendering.renderEveryScreen(of: app, input: input)
    PrintedLink.check(app, rebuild: .fromLinks(start: setup), input: input)
}

/// libFuzzer's entry point; its `main` calls it on the main thread for every input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    runInput(data, size) { fuzzOneLink($0) }
}
