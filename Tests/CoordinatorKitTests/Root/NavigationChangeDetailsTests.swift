@testable import CoordinatorKit
import CoordinatorKitTestModules
import CoordinatorKitTesting
import Foundation
import Testing

/// A change's links and steps are worked out when an observer reads them, once per change,
/// and the old link of a change is the new link of the change before it.
@MainActor
struct NavigationChangeDetailsTests {
    final class PrintCount: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0
        var count: Int { lock.withLock { value } }
        func add() { lock.withLock { value += 1 } }
    }

    @Test func linksArePrintedOnlyWhenReadAndOncePerState() throws {
        let root = try makeRoot()
        let start = root.state
        try root.open(link: "app://library/1")
        let middle = root.state
        try root.open(link: "app://library/2")
        let end = root.state
        let prints = PrintCount()
        let print: @Sendable (NavigationState) -> String? = { state in
            prints.add()
            return state.currentTab?.stack.map { "\($0.route)" }.joined(separator: "/")
        }
        let first = NavigationChange.Details(from: start, to: middle, previous: nil, printLink: print)
        let second = NavigationChange.Details(from: middle, to: end, previous: first, printLink: print)
        #expect(prints.count == 0)
        _ = first.newLink.value
        _ = first.newLink.value
        #expect(prints.count == 1)
        #expect(second.oldLink.value == first.newLink.value)
        #expect(prints.count == 1)
        _ = second.newLink.value
        #expect(prints.count == 2)
    }

    @Test func observersReadingStatesAndLinksEachSeeEveryChange() throws {
        let root = try makeRoot()
        var states: [NavigationState] = []
        var links: [String?] = []
        root.observe { event in
            if case .changed(let change) = event { states.append(change.state) }
        }
        root.observe { event in
            if case .changed(let change) = event { links.append(change.newLink) }
        }
        try root.open(link: "app://library/1")
        try root.open(link: "app://library/2")
        #expect(states.count == 2)
        #expect(links == ["app://library/1", "app://library/2"])
    }
}
