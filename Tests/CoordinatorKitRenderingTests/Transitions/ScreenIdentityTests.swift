@testable import CoordinatorKit
import CoordinatorKitRendering
import Testing

/// A route whose filter is the screen's own state: two routes that differ only in it are the
/// same screen.
private enum NotesRoute: Route {
    case list(tag: String?)
    case note(id: Int)

    var screenIdentity: NotesRoute {
        if case .list = self { return .list(tag: nil) }
        return self
    }
}

private func notes(_ route: NotesRoute) -> AnyRoute {
    AnyRoute(route, module: "notes")
}

private func state(root: NotesRoute, stack: [NotesRoute]) -> NavigationState {
    NavigationState(
        selectedTab: "notes",
        tabs: [TabState(id: "notes", root: notes(root), stack: stack.map { NavigationEntry(notes($0)) })])
}

struct ScreenIdentityTests {
    @Test func routesDifferingOnlyInValuesLeftOutOfTheirIdentityAreTheSameScreen() {
        #expect(notes(.list(tag: "work")).isSameScreen(as: notes(.list(tag: nil))))
        #expect(!notes(.note(id: 1)).isSameScreen(as: notes(.note(id: 2))))
        #expect(notes(.list(tag: "work")) != notes(.list(tag: nil)))
        let a = EntryID(tab: "notes", depth: 0, route: notes(.list(tag: "work")), presentation: .push)
        let b = EntryID(tab: "notes", depth: 0, route: notes(.list(tag: "home")), presentation: .push)
        #expect(a == b)
        #expect(Set([a, b]).count == 1)
    }

    @Test func aRouteUpdatedInPlaceIsOneUpdateStepAndNothingMoves() {
        let old = state(root: .list(tag: nil), stack: [.note(id: 1), .list(tag: "a")])
        let new = state(root: .list(tag: "work"), stack: [.note(id: 1), .list(tag: "b")])

        let steps = TransitionStep.steps(from: old, to: new)

        #expect(steps == [
            .update(tab: "notes", depth: 0, route: notes(.list(tag: "work"))),
            .update(tab: "notes", depth: 2, route: notes(.list(tag: "b"))),
        ])
        #expect(old.applying(steps) == new)
        #expect(TransitionBatch.batches(of: steps).count == 1)
        #expect(TransitionBatch.endings(of: steps, from: old, to: new).isEmpty)
    }

    @Test func aRouteThatIsItsOwnIdentityIsReplacedNotUpdated() {
        let old = state(root: .list(tag: nil), stack: [.note(id: 1)])
        let new = state(root: .list(tag: nil), stack: [.note(id: 2)])

        #expect(TransitionStep.steps(from: old, to: new) == [
            .pop(tab: "notes", toDepth: 0),
            .push(tab: "notes", entry: NavigationEntry(notes(.note(id: 2)))),
        ])
    }
}
