import CoordinatorKit
import CoordinatorKitRendering
import CoordinatorKitTestModules
import CoordinatorKitTesting
import Foundation
import Testing

/// Random but repeatable sequences of links, commands, tab switches, sign-outs,
/// restorations, back swipes and sheet swipes, played against the toolkit model with a
/// screen that asks before it leaves: no exit escapes the guard — a guarded screen leaves
/// the screen only in the step that answers "Discard" — and the toolkit's rules hold.
@MainActor
struct LeaveGuardAgainstToolkitPropertyTests {
    static let discard = AlertState(
        id: AlertState.ID(rawValue: "discard"), title: "Discard?",
        buttons: [.init("Discard", role: .destructive, action: .leaveAnyway), .init("Keep", role: .cancel, action: .cancel)])
    static let links = ["app:///", "app://library/7", "app://library/vault", "app://library/7/vault", "app://shop/promo/X"]

    enum Action: CaseIterable {
        case mark, link, sheet, push, goBack, pop, dismiss, dismissAll, popEveryTab, tab, signOut, signIn, restore
        case swipeBack, swipeDown, keep, discard
    }

    @Test(arguments: [21, 22, 23, 24, 25, 26] as [UInt64])
    func noExitEscapesAGuard(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        let harness = try ToolkitHarness()
        harness.gate.granted = [.signedIn]
        try #require(harness.root.coordinator(of: LibraryCoordinator.self, for: "library")).leaveAnswer = .ask(Self.discard)
        var saved: [Data] = []
        var asked = 0
        for step in 0..<150 {
            let action = Action.allCases.randomElement(using: &generator) ?? .link
            let before = harness.root.state
            let answeredDiscard = try perform(action, on: harness, saved: &saved, using: &generator)
            harness.settle()
            let after = harness.root.state
            // The library's coordinator asks; another module's lets its screens go.
            for screen in before.leaveGuards where screen.route.module == "library" && !after.shows(screen) {
                #expect(answeredDiscard, "seed \(seed), step \(step), \(action): \(screen) left without its answer")
            }
            if after.currentTab?.alert?.id == Self.discard.id, before.currentTab?.alert?.id != Self.discard.id { asked += 1 }
            #expect(harness.problems == [], "seed \(seed), step \(step), \(action)")
            if !harness.problems.isEmpty { return }
        }
        #expect(asked > 0, "seed \(seed): no guard asked")
    }

    @Test func aGuardedSheetIsNotSwipedDownAndTheAttemptAsks() throws {
        let harness = try guardedHarness("app://library/vault")
        #expect(!harness.model.userDismissesTopLayer())
        harness.settle()
        #expect(harness.model.refusals.map(\.rule) == [.guardedSheetCannotBeSwipedDown])
        #expect(harness.root.state.currentTab?.alert == Self.discard)
        #expect(harness.model.userAnswersAlert(buttonAt: 0))
        harness.settle()
        #expect(harness.root.stackRoutes == [])
        #expect(harness.problems == [])
    }

    @Test func aGuardedPushedScreenIsNotSwipedBackAndTheAttemptAsks() throws {
        let harness = try guardedHarness("app://library/7/8")
        #expect(!harness.model.userSwipesBack())
        harness.settle()
        #expect(harness.model.refusals.map(\.rule) == [.guardedPushedScreenCannotBeSwipedBack])
        #expect(harness.model.userAnswersAlert(buttonAt: 1))
        harness.settle()
        #expect(harness.root.stackRoutes == [library(.book(id: 7)), library(.book(id: 8))])
        #expect(harness.problems == [])
    }

    @Test func anUnguardedPushedScreenIsSwipedBack() throws {
        let harness = try guardedHarness("app://library/7/8")
        try harness.root.perform(.askBeforeLeaving(false))
        harness.settle()
        #expect(harness.model.userSwipesBack())
        harness.settle()
        #expect(harness.root.stackRoutes == [library(.book(id: 7))])
        #expect(harness.model.refusals.isEmpty && harness.problems == [])
    }

    /// A harness on `link`, signed in, whose top screen asks before it leaves.
    private func guardedHarness(_ link: String) throws -> ToolkitHarness {
        let harness = try ToolkitHarness()
        harness.gate.granted = [.signedIn]
        try #require(harness.root.coordinator(of: LibraryCoordinator.self, for: "library")).leaveAnswer = .ask(Self.discard)
        try harness.root.open(link: link)
        try harness.root.perform(.askBeforeLeaving(true))
        harness.settle()
        return harness
    }

    /// Performs `action`; returns whether it answered a guard's alert with "Discard".
    private func perform(
        _ action: Action, on harness: ToolkitHarness, saved: inout [Data], using generator: inout SeededGenerator
    ) throws -> Bool {
        let root = harness.root
        switch action {
        case .mark: try? root.perform(.askBeforeLeaving(true))
        case .link: try? root.open(link: Self.links.randomElement(using: &generator) ?? "app:///")
        case .sheet: try? root.show(LibraryRoute.search(query: "s"), as: .sheet)
        case .push: try? root.show(LibraryRoute.book(id: Int.random(in: 1...3, using: &generator)), as: .push)
        case .goBack: try root.perform(.goBack)
        case .pop: try root.perform(.pop)
        case .dismiss: try root.perform(.dismiss)
        case .dismissAll: try root.perform(.dismissAll)
        case .popEveryTab: try root.perform(.popEveryTabToRoot)
        case .tab: try? root.perform(.selectTab(root.state.selectedTab == "shop" ? "library" : "shop"))
        case .signOut:
            harness.gate.granted = []
            try root.perform(.accessDidChange)
        case .signIn:
            harness.gate.granted = [.signedIn]
            try root.perform(.accessDidChange)
        case .restore:
            if let data = try? root.saveState() { saved.append(data) }
            if let data = saved.randomElement(using: &generator) { _ = try? root.restoreState(from: data) }
        case .swipeBack: harness.model.userSwipesBack()
        case .swipeDown: harness.model.userDismissesTopLayer()
        case .keep: harness.model.userAnswersAlert(buttonAt: 1)
        case .discard:
            return root.state.currentTab?.alert?.id == Self.discard.id && harness.model.userAnswersAlert(buttonAt: 0)
        }
        return false
    }
}

extension NavigationState {
    /// Whether the screen `id` names is on its place and its tab is selected.
    fileprivate func shows(_ id: EntryID) -> Bool {
        selectedTab == id.tab && self[tab: id.tab]?.entry(atDepth: id.depth).map { id == EntryID(tab: id.tab, depth: id.depth, route: $0.route, presentation: $0.presentation) } == true
    }
}
