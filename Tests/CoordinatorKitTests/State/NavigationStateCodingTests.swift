import CoordinatorKit
import CoordinatorKitTestModules
import CoordinatorKitTesting
import Foundation
import Testing

@MainActor
struct NavigationStateCodingTests {
    @Test func stateEncodesToJSONAndDecodesBackEqual() throws {
        let root = try makeRoot()
        try root.open(link: "app://library/42/shop/gift/account/signin?id=9A1B3C4D-0000-4000-8000-00000000002A&count=5")
        try root.perform(.showAlert(AlertState(id: .quit, style: .confirmationDialog, title: "Leave?", buttons: [
            .init("Leave", role: .destructive, action: .leave), .init("Stay", role: .cancel, action: .stay),
        ])))
        let data = try root.saveState()
        let decoded = try NavigationState(restoring: data, registry: root.registry)
        #expect(decoded == root.state)
    }

    @Test func equalStatesHashEquallyWhereverTheyCameFrom() throws {
        let root = try makeRoot()
        try root.open(link: "app://library/42/shop/gift?id=9A1B3C4D-0000-4000-8000-00000000002A")
        try root.perform(.showAlert(AlertState(id: .note, title: "Saved", buttons: [.init("OK", action: .ok)])))
        let decoded = try NavigationState(restoring: try root.saveState(), registry: root.registry)
        #expect(decoded == root.state)
        #expect(decoded.hashValue == root.state.hashValue)
        #expect(Set([decoded, root.state]).count == 1)

        var otherAlert = decoded
        let top = otherAlert.tabs[0].stack.count - 1
        #expect(otherAlert.tabs[0].stack[top].alert != nil)
        otherAlert.tabs[0].stack[top].alert?.title = "Changed"
        #expect(otherAlert != root.state)
        var otherRoute = decoded
        otherRoute.tabs[0].stack[0].route = try root.wrap(LibraryRoute.book(id: 43))
        #expect(otherRoute != root.state)
    }

    @Test func statesReflectTheirPublicPartsNotTheirBoxes() throws {
        let root = try makeRoot()
        try root.open(link: "app://library/42")
        #expect(Mirror(reflecting: root.state).children.map(\.label) == ["selectedTab", "tabs", "pending"])
        let entry = try #require(root.state.topEntry)
        #expect(Mirror(reflecting: entry).children.map(\.label) == ["route", "presentation", "alert"])
        #expect(Mirror(reflecting: entry.route).children.map(\.label) == ["module", "base"])
    }

    @Test func encodedStateCarriesItsFormatAndVersions() throws {
        let root = try makeRoot()
        let json = try #require(String(data: try root.saveState(), encoding: .utf8))
        #expect(json.hasPrefix(#"{"format":"CoordinatorKit.navigation","version":3,"linkVersion":0,"#))
    }

    @Test func restoringReplacesTheStateInOneChange() throws {
        let source = try makeRoot()
        try source.open(link: "app://shop/promo/B")
        let root = try makeRoot()
        let probe = ObservationProbe(root)
        try root.restoreState(from: try source.saveState())
        #expect(root.state == source.state)
        #expect(probe.changeCount == 1)
    }

    @Test(arguments: [
        (#"{"format":"CoordinatorKit.navigation","version":4,"linkVersion":0,"tabs":[]}"#,
         StateRestorationError.unsupportedVersion(found: 4, supported: 3)),
        // Version 1 (pre-release) stored Swift's coding of the route enums and no format.
        (#"{"version":1,"selectedTab":"library","tabs":[]}"#, .unsupportedVersion(found: 1, supported: 3)),
        (#"{"format":"CoordinatorKit.navigation","version":2,"linkVersion":1,"tabs":[]}"#,
         .unsupportedLinkVersion(found: 1, supported: 0)),
        (#"{"format":"CoordinatorKit.navigation","version":2,"linkVersion":-1,"tabs":[]}"#,
         .unsupportedLinkVersion(found: -1, supported: 0)),
        (#"{"format":"Other","version":2,"linkVersion":0,"tabs":[]}"#,
         .corrupt(reason: #"not saved navigation (no "format": "CoordinatorKit.navigation")"#)),
        (#"{"format":"CoordinatorKit.navigation","version":2,"linkVersion":0,"tabs":{}}"#,
         .corrupt(reason: "tabs: expected an array")),
        (#"{"format":"CoordinatorKit.navigation","format":"CoordinatorKit.navigation"}"#,
         .corrupt(reason: "not JSON: repeated key 'format' at byte 38")),
    ])
    func unreadableStateIsRefusedAndTheCurrentStateKept(json: String, expected: StateRestorationError) throws {
        let root = try makeRoot()
        try root.open(link: "app://library/42")
        let before = root.state
        #expect(throws: NavigationError.restorationFailed(expected)) {
            try root.restoreState(from: Data(json.utf8))
        }
        #expect(root.state == before)
    }

    @Test func garbageNeverCrashesRestoration() throws {
        let root = try makeRoot()
        let before = root.state
        var generator = SeededGenerator(seed: 11)
        let valid = try root.saveState()
        for _ in 0..<300 {
            var bytes = [UInt8](valid)
            for _ in 0..<3 {
                let index = Int.random(in: 0..<bytes.count, using: &generator)
                bytes[index] = UInt8.random(in: 0...255, using: &generator)
            }
            _ = try? root.restoreState(from: Data(bytes))
            _ = try? root.restoreState(from: Data(bytes.prefix(Int.random(in: 0..<bytes.count, using: &generator))))
        }
        #expect(root.state.tabs.map(\.id) == before.tabs.map(\.id))
    }
}
