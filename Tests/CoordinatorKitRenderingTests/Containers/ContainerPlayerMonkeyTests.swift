import CoordinatorKit
import CoordinatorKitRendering
import CoordinatorKitTestModules
import CoordinatorKitTesting
import Foundation
import Testing

/// A monkey for the UIKit player: random but repeatable user gestures on the toolkit
/// model's UIKit — tab bar items, More and its rows, the back button, its long-press menu, a
/// back swipe let go half-way, sheets swiped down, alerts answered — interleaved with the
/// app's commands, links, restorations and a screen's own presentation blocking its
/// presenter, over six tabs, an action among them, in an iPhone's tab bar, the library's
/// screens asking before they leave.
///
/// After every step, once the screen's own presentation is gone: the containers show the
/// root's state (More's list shown or not) with no operation in flight, the toolkit's rules
/// held (the tab bar's capacity and its visibility included), no last resort was needed,
/// every screen that appeared disappeared before appearing again and those on display are
/// the state's, and a screen that asks before it leaves left the state only in the step
/// that answered "Discard".
@MainActor
struct ContainerPlayerMonkeyTests {
    static let discard = AlertState(
        id: AlertState.ID(rawValue: "discard"), title: "Discard?",
        buttons: [.init("Discard", role: .destructive, action: .leaveAnyway), .init("Keep", role: .cancel, action: .cancel)])
    static let links = [
        "app:///", "app://library/7", "app://library/8", "app://library/9/3", "app://library/vault", "app://shop/promo/X",
        "app://library/search?q=tea/account/register", "app://account/signin", "app://library/8/account/reset?email=a@b.c",
    ]
    static let alert = AlertState(id: .a, title: "A", buttons: [.init("OK", action: .ok), .init("Later", action: .later)])
    nonisolated static let seeds: [UInt64] = [41, 42, 43, 44, 45, 46]

    enum Action: CaseIterable {
        // The user's.
        case tapItem, tapMore, chooseRow, back, backMenu, cancelledSwipe, swipeDown, answer
        // The app's.
        case link, push, sheet, alert, selectTab, popToRoot, dismissAll, mark, restore, foreign
    }

    @Test(arguments: seeds)
    func everyGestureAndChangeEndsShowingTheStateWithinTheRules(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        let harness = try ContainerHarness(tabs: MoreContainerTests.sixTabs)
        try #require(harness.root.coordinator(of: LibraryCoordinator.self, for: "library")).leaveAnswer = .ask(Self.discard)
        var saved: [Data] = []
        var trace: [String] = []
        harness.player.onOperation = { [weak harness] operation in
            trace.append("  \(operation)")
            harness?.noteOperation(operation)
        }
        for step in 0..<160 {
            let action = Action.allCases.randomElement(using: &generator) ?? .link
            trace.append("step \(step) \(action)")
            let before = harness.root.state
            let counts = (violations: harness.violations.count, seen: harness.seenProblems.count, fallbacks: harness.fallbacks.count)
            harness.beginChange()
            let answeredDiscard = try perform(action, on: harness, saved: &saved, using: &generator)
            // Long enough for every transition and a retry or two; the clock would not run dry
            // while a screen's own presentation holds a presentation the player retries.
            harness.model.advance(by: .seconds(3))
            // A screen's own presentation holds what the player presents until the user closes it.
            if harness.model.foreignPresentation != nil, Int.random(in: 0..<3, using: &generator) == 0 {
                harness.model.userDismissesForeignPresentation()
                harness.model.advance(by: .seconds(3))
            }
            let unshown = harness.unshown.count
            if harness.model.foreignPresentation == nil { harness.settle() }
            let context = "seed \(seed), step \(step), \(action)"
            for screen in before.leaveGuards where screen.route.module == "library" && !harness.root.state.shows(screen) {
                #expect(answeredDiscard, "\(context): \(screen) left without its answer")
            }
            // While a screen's own presentation is up, the state is not on display yet.
            let isHeld = harness.model.foreignPresentation != nil
            let problems = harness.violations.dropFirst(counts.violations) + harness.seenProblems.dropFirst(counts.seen)
                + harness.fallbacks.dropFirst(counts.fallbacks).map(\.description) + (isHeld ? [] : harness.unshown.dropFirst(unshown))
            #expect(problems.isEmpty, "\(context): \(problems.prefix(2))")
            if !problems.isEmpty {
                if ProcessInfo.processInfo.environment["MONKEY_TRACE"] != nil { print(trace.suffix(30).joined(separator: "\n")) }
                return
            }
        }
        let kinds = Set(harness.operations.map { String(describing: $0).prefix { $0 != " " } })
        // The sequence went through More, and through presentations over it.
        #expect(kinds.isSuperset(of: ["showMore", "present", "dismiss"]), "seed \(seed): \(kinds)")
    }

    /// Performs `action`; returns whether it answered a guard's alert with "Discard".
    private func perform(
        _ action: Action, on harness: ContainerHarness, saved: inout [Data], using generator: inout SeededGenerator
    ) throws -> Bool {
        let root = harness.root
        let model = harness.model
        switch action {
        case .tapItem: harness.deliver(model.userTapsTabBarItem(at: Int.random(in: 0..<4, using: &generator)))
        case .tapMore: harness.deliver(model.userTapsTabBarItem(at: 4))
        case .chooseRow: harness.deliver(model.userChoosesMoreRow(at: Int.random(in: 0..<2, using: &generator)))
        case .back: model.userGoesBack(report: harness.deliver)
        case .backMenu: model.userGoesBack(keeping: Int.random(in: 0..<3, using: &generator), report: harness.deliver)
        case .cancelledSwipe:
            let state = root.state
            _ = model.userCancelsBackSwipe()
            #expect(root.state == state)
        case .swipeDown: model.userSwipesDownTopSheet(report: harness.deliver)
        case .answer:
            let isDiscard = root.state.currentTab?.alert?.id == Self.discard.id
            let button = Int.random(in: 0..<2, using: &generator)
            return model.userAnswersContainerAlert(buttonAt: button, report: harness.deliver) && isDiscard && button == 0
        case .link: try? root.open(link: Self.links.randomElement(using: &generator) ?? "app:///")
        case .push: try? root.show(LibraryRoute.book(id: Int.random(in: 1...4, using: &generator)))
        case .sheet: try? root.show(LibraryRoute.search(query: "s"), as: .sheet)
        case .alert: try? root.perform(.showAlert(Self.alert))
        case .selectTab: try? root.perform(.selectTab(MoreContainerTests.sixTabs.randomElement(using: &generator)?.id ?? "shop"))
        case .popToRoot: try? root.perform(.popToRoot)
        case .dismissAll: try? root.perform(.dismissAll)
        case .mark: try? root.perform(.askBeforeLeaving(true))
        case .restore:
            if let data = try? root.saveState() { saved.append(data) }
            if let data = saved.randomElement(using: &generator) { _ = try? root.restoreState(from: data) }
        case .foreign: model.screenPresentsItsOwn("share sheet")
        }
        return false
    }
}

extension NavigationState {
    /// Whether the screen `id` names is on its place and its tab is selected.
    fileprivate func shows(_ id: EntryID) -> Bool {
        selectedTab == id.tab
            && self[tab: id.tab]?.entry(atDepth: id.depth).map {
                id == EntryID(tab: id.tab, depth: id.depth, route: $0.route, presentation: $0.presentation)
            } == true
    }
}
