import CoordinatorKit
import CoordinatorKitTestModules
import CoordinatorKitTesting
import Testing

/// A double tap makes one change: the command of the last change, performed again while a
/// display still plays that change, is dropped and reported.
@MainActor
struct RepeatWhilePlayingTests {
    /// A root two books deep, followed by a display that has caught up when `caughtUp` says.
    private func rootTwoBooksDeep(display caughtUp: @escaping @MainActor () -> Bool) throws -> RootCoordinator {
        let root = try makeRoot()
        try root.show(LibraryRoute.book(id: 1))
        try root.show(LibraryRoute.book(id: 2))
        root.addDisplay(isCaughtUp: caughtUp)
        return root
    }

    @Test func theSameCommandWhileItsChangeStillPlaysIsDroppedAndChangesNothing() throws {
        let root = try rootTwoBooksDeep { false }
        try root.perform(.pop)
        var changes = 0
        root.observe { if case .changed = $0 { changes += 1 } }
        #expect(throws: NavigationError.repeatedWhilePlaying("pop")) { try root.perform(.pop) }
        #expect(root.stackRoutes == [library(.book(id: 1))])
        #expect(changes == 0)
    }

    @Test func onceTheDisplayHasCaughtUpTheSameCommandWorksAgain() throws {
        let display = Display()
        let root = try rootTwoBooksDeep { display.isCaughtUp }
        try root.perform(.pop)
        display.isCaughtUp = true
        try root.perform(.pop)
        #expect(root.stackRoutes == [])
    }

    @Test func anotherCommandWhileTheChangePlaysIsPerformed() throws {
        let root = try rootTwoBooksDeep { false }
        try root.perform(.pop)
        try root.perform(.goBack)
        #expect(root.stackRoutes == [])
    }

    @Test func withoutADisplayNothingIsEverPlayingSoARepeatIsPerformed() throws {
        let root = try makeRoot()
        try root.show(LibraryRoute.book(id: 1))
        try root.show(LibraryRoute.book(id: 2))
        try root.perform(.pop)
        try root.perform(.pop)
        #expect(root.stackRoutes == [])
    }

    @Test func aNavigatorsRepeatIsReportedAsARefusal() throws {
        let root = try rootTwoBooksDeep { false }
        let navigator = try Navigator<LibraryRoute>(root: root)
        var refusals: [String] = []
        root.observe { if case .refused(let refusal) = $0 { refusals.append("\(refusal.command): \(refusal.error)") } }
        #expect(navigator.perform(.pop) == nil)
        #expect(navigator.perform(.pop) == .repeatedWhilePlaying("pop"))
        #expect(refusals == ["pop: 'pop' made the change still playing on screen; repeated, it was dropped."])
    }

    @Test func commandsBuiltIntoOneChangeAreNeverDropped() throws {
        let root = try rootTwoBooksDeep { false }
        try root.show(LibraryRoute.book(id: 3))
        try root.perform(.pop)
        try root.performAsOneChange {
            try root.perform(.pop)
            try root.perform(.pop)
        }
        #expect(root.stackRoutes == [])
    }

    @Test func aReCheckRepeatedWhileItsChangePlaysIsPerformed() throws {
        let root = try rootTwoBooksDeep { false }
        let coordinator = try #require(root.coordinator(of: LibraryCoordinator.self, for: "library"))
        coordinator.redirects[.book(id: 2)] = .book(id: 3)
        try root.perform(.decideScreensAgain)
        coordinator.redirects[.book(id: 3)] = .book(id: 4)
        try root.perform(.decideScreensAgain)
        #expect(root.stackRoutes == [library(.book(id: 1)), library(.book(id: 4))])
    }
}

/// A display that has caught up when a test says so.
@MainActor
private final class Display {
    var isCaughtUp = false
}
