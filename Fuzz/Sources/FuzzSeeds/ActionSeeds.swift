/// The actions target's seeds: three scripts per setup (see `ActionScript` in that target).
enum ActionSeeds {
    /// One step of an action script (see `ActionScript` in the actions target): its kind
    /// (0–7) and its choice (0–31).
    private static func step(_ kind: UInt8, _ choice: UInt8) -> UInt8 {
        choice << 3 | kind
    }

    /// Action scripts, each from a setup: tapping through every screen's first actions,
    /// answering alerts, going back and dismissing in both ways, the links a script opens
    /// with sheets dragged and swiped between them, and tab switches with access re-checks.
    static var scripts: [(setup: UInt8, steps: [UInt8])] {
        let taps = (0..<6).flatMap { choice in [step(0, UInt8(choice)), step(1, UInt8(choice)), step(0, 0)] }
        let backs = [step(2, 0), step(2, 1), step(3, 0), step(3, 1), step(7, 0), step(7, 1), step(6, 1)]
        let links = (0..<18).flatMap { link in [step(5, UInt8(link)), step(6, UInt8(link % 2 * 2)), step(0, UInt8(link))] }
        let tabs = (0..<8).flatMap { tab in [step(4, UInt8(tab)), step(0, 1), step(7, 1)] }
        var scripts: [(UInt8, [UInt8])] = []
        for setup in UInt8(0)..<8 {
            scripts.append((setup, taps + backs))
            scripts.append((setup, Array(links.prefix(24 + Int(setup) * 4))))
            scripts.append((setup, tabs + taps.reversed()))
        }
        return scripts
    }

    /// Every seed, by file name: the setup's selector byte (`@`, `A`…`G`) and the steps.
    static var seeds: [(name: String, bytes: [UInt8])] {
        scripts.enumerated().map { index, script in
            ("script-\(index < 10 ? "0" : "")\(index)", [0x40 + script.setup] + script.steps)
        }
    }
}
