@_spi(Benchmarking) import CoordinatorKit
import CoordinatorKitTesting
import Foundation
import Testing

@MainActor
struct SavingTests {
    @Test func savedStateRestoresEqualInAnotherRoot() throws {
        let source = try makeRoot(gate: TestAccessGate(granted: [.signedIn]))
        try source.open(link: "app://library/42/shop/gift/account/register?id=9A1B3C4D-0000-4000-8000-00000000002A")
        source.showAlert(AlertState(id: .quit, title: "Leave?", buttons: [.init("Leave", action: .leave)]))
        let root = try makeRoot(gate: TestAccessGate(granted: [.signedIn]))
        try root.restoreState(from: try source.saveState())
        #expect(root.state == source.state)
        #expect(try root.saveState() == source.saveState())
    }

    @Test func restoringIsReportedAsRestoration() throws {
        let source = try makeRoot()
        try source.open(link: "app://shop/promo/B")
        let root = try makeRoot()
        var causes: [NavigationChange.Cause] = []
        root.observeChanges { causes.append($0.cause) }
        try root.restoreState(from: try source.saveState())
        #expect(causes == [.restoration])
    }

    @Test func stateSavedByAnAppWithOtherTabsIsRefusedWithATypedError() throws {
        let source = try makeRoot()
        try source.open(link: "app://library/42")
        let other = try RootCoordinator.testing(ShopModule(), LibraryModule())
        let before = other.state
        #expect(throws: NavigationError.restorationFailed(
            .mismatchedTabs(found: ["library", "shop"], expected: ["shop", "library"]))
        ) {
            try other.restoreState(from: try source.saveState())
        }
        #expect(other.state == before)
    }

    @Test func aRouteOfAModuleMissingFromTheRegistryIsCorrupt() throws {
        let source = try makeRoot()
        try source.open(link: "app://account/register")
        let data = try source.saveState()
        var registry = ModuleRegistry()
        try registry.register(LibraryModule())
        try registry.register(ShopModule())
        #expect(throws: StateRestorationError.self) {
            _ = try NavigationState(restoring: data, registry: registry)
        }
    }

    @Test func savedStateIsTheDocumentedJSON() throws {
        let root = try makeRoot()
        try root.open(link: "app://library/42")
        let json = try #require(String(data: try root.saveState(), encoding: .utf8))
        #expect(json.hasPrefix(#"{"selectedTab":"library","tabs":[{"id":"library","root":{"presentation":{"push":{}},"route":{"module":"library","route":{"shelf":{}}}},"stack":[{"presentation":{"push":{}},"route":{"module":"library","route":{"book":{"id":42}}}}]}"#))
        #expect(json.hasSuffix(#""version":1}"#))
    }
}
