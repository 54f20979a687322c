import CoordinatorKit
import CoordinatorKitRendering
import CoordinatorKitTestModules
import CoordinatorKitTesting
import Testing

/// A change made without animation is handed to a UIKit renderer as unanimated operations,
/// still one at a time, each after the one before has completed.
@MainActor
struct UnanimatedOperationsTests {
    @Test func anUnanimatedChangeIsHandedOutAsUnanimatedOperationsOneAtATime() throws {
        let harness = try ContainerHarness()
        harness.gate.granted.insert(.signedIn)
        try harness.root.performAsOneChange(animated: false) {
            try harness.root.open(link: "app://library/1")
            try harness.root.show(LibraryRoute.search(query: "a"), as: .sheet)
            try harness.root.show(LibraryRoute.vault)
        }
        harness.settle()
        #expect(harness.violations == [])
        #expect(harness.unshown == [])
        // The push, the sheet, then the bottom sheet once the sheet is up: none animated.
        #expect(harness.handedOut.map { $0.operation.description.prefix { $0 != " " } } == ["push", "present", "present"])
        #expect(harness.handedOut.allSatisfy { !$0.animated })
    }

    @Test func anAnimatedChangeIsHandedOutAnimated() throws {
        let harness = try ContainerHarness()
        try harness.root.open(link: "app://library/1")
        harness.settle()
        #expect(harness.violations == [])
        #expect(harness.handedOut.map(\.animated) == [true])
    }

    @Test func anUnanimatedResetPopsAndDismissesWithoutAnimation() throws {
        let harness = try ContainerHarness()
        try harness.root.open(link: "app://library/1")
        try harness.root.show(LibraryRoute.search(query: "a"), as: .sheet)
        harness.settle()
        let before = harness.handedOut.count
        try harness.root.performAsOneChange(animated: false) { try harness.root.perform(.popEveryTabToRoot) }
        harness.settle()
        #expect(harness.violations == [])
        #expect(harness.unshown == [])
        // The sheet dismissed, then the tab popped to its root: none animated.
        let reset = harness.handedOut.dropFirst(before)
        #expect(reset.map { $0.operation.description.prefix { $0 != " " } } == ["dismiss", "pop"])
        #expect(reset.allSatisfy { !$0.animated })
    }

    @Test func anUnanimatedChangePresentsAndDismissesItsSystemAlertUnanimated() throws {
        let harness = try ContainerHarness()
        let note = AlertState(TestAlert.note, title: "Note", buttons: [.init("OK", action: .ok)])
        try harness.root.performAsOneChange(animated: false) { try harness.root.perform(.showAlert(note)) }
        harness.settle()
        try harness.root.performAsOneChange(animated: false) { try harness.root.perform(.dismissAlert) }
        harness.settle()
        #expect(harness.violations == [])
        #expect(harness.unshown == [])
        #expect(harness.handedOut.map { $0.operation.description.prefix { $0 != " " } } == ["present", "dismiss"])
        #expect(harness.handedOut.allSatisfy { !$0.animated })
    }
}
