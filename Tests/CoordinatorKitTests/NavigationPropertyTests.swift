import CoordinatorKit
import CoordinatorKitTestModules
import CoordinatorKitTesting
import Foundation
import Testing

/// Random but repeatable sequences of links and actions, with invariants checked after
/// every step. Seeds and lengths are fixed, so a failure reproduces exactly.
@MainActor
struct NavigationPropertyTests {
    static let links = [
        "app:///", "app://library", "app://library/7", "app://library/7/chapters/2", "app://library/vault",
        "app://library/7/vault", "app://library/search?q=tea", "app://shop", "app://shop/promo/X",
        "app://shop/gift?id=9A1B3C4D-0000-4000-8000-00000000002A&count=3", "app://item?id=bad",
        "app://account/signin", "app://account/register", "app://library/7/account/reset?email=a@b.c",
        "app://shop/promo/Y/library/vault", "app://nowhere", "app://library/x", "https://example.com/shop",
    ]
    static let alert = AlertState(id: .p, title: "Property", buttons: [.init("OK", action: .ok)])

    enum Action: CaseIterable {
        case link, pop, goBack, dismiss, dismissAll, popToRoot, selectTab, showAlert, dismissAlert, answerAlert
        case showRoute, signIn, signOut, finishFlow, cancelFlow, restore, dataChange
    }

    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
    func invariantsHoldAfterEveryStep(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        let gate = TestAccessGate(grantingRoutes: [.signedIn: AccountRoute.signIn])
        let root = try makeRoot(gate: gate)
        var saved: [Data] = []
        for step in 0..<300 {
            let old = root.state
            let action = Action.allCases.randomElement(using: &generator) ?? .link
            perform(action, on: root, gate: gate, saved: &saved, using: &generator)
            let context = "seed \(seed), step \(step), \(action)"
            checkInvariants(root, gate: gate, context: context)
            try checkPrintedLink(root, gate: gate, context: context)
            if root.state != old {
                #expect(old.applying(root.lastSteps).tabs == root.state.tabs, "\(context)")
                #expect(old.applying(root.lastSteps).selectedTab == root.state.selectedTab, "\(context)")
            }
        }
    }

    private func perform(
        _ action: Action, on root: RootCoordinator, gate: TestAccessGate, saved: inout [Data],
        using generator: inout SeededGenerator
    ) {
        switch action {
        case .link:
            let link = Self.links.randomElement(using: &generator) ?? "app:///"
            let before = root.state
            do {
                try root.open(link: link)
            } catch {
                #expect(root.state == before, "rejected \(link) changed the state")
            }
        case .pop: root.pop()
        case .goBack: root.goBack()
        case .dismiss: root.dismiss()
        case .dismissAll: root.dismissAll()
        case .popToRoot: root.popToRoot()
        case .selectTab: try? root.selectTab( Bool.random(using: &generator) ? "library" : "shop")
        case .showAlert: root.showAlert(Self.alert)
        case .dismissAlert: root.dismissAlert()
        case .answerAlert: try? root.answerAlert(with: .ok)
        case .showRoute:
            let routes: [LibraryRoute] = [.book(id: 3), .vault, .search(query: "q")]
            try? root.show(routes.randomElement(using: &generator) ?? .vault)
        case .signIn:
            gate.granted.insert(.signedIn)
            root.accessDidChange()
        case .signOut:
            gate.granted.remove(.signedIn)
            root.accessDidChange()
        case .finishFlow: root.finishFlow(of: "account")
        case .cancelFlow: root.cancelFlow(of: "account")
        case .dataChange:
            // Data the library's decisions read changes: book 7 now shows as book 8, or no
            // longer; the screens on display are decided again.
            let library = root.coordinator(of: LibraryCoordinator.self, for: "library")
            if library?.redirects.isEmpty ?? false {
                library?.redirects[.book(id: 7)] = .book(id: 8)
            } else {
                library?.redirects = [:]
            }
            root.decideScreensAgain()
        case .restore:
            if let data = try? root.saveState() { saved.append(data) }
            if let data = saved.randomElement(using: &generator) { _ = try? root.restoreState(from: data) }
        }
    }

    /// The issue-15 invariant for states reached by actions: the printed link, when there
    /// is one, is within the limits and rebuilds the selected tab's screens and their
    /// presentations (a link carries no alert) in a fresh app of the same user.
    private func checkPrintedLink(_ root: RootCoordinator, gate: TestAccessGate, context: String) throws {
        guard let link = root.currentLink else { return }
        let text = link.url(scheme: "app")
        #expect(text.utf8.count <= root.configuration.limits.maxLength, "\(context)")
        let fresh = try makeRoot(gate: TestAccessGate(granted: gate.granted, grantingRoutes: [.signedIn: AccountRoute.signIn]))
        do {
            try fresh.open(link: text)
        } catch {
            Issue.record("the printed link \(text) is refused (\(error)): \(context)")
            return
        }
        let screens = { (tab: TabState?) in tab.map { ([$0.root] + $0.stack).map { "\($0.route) \($0.presentation)" } } }
        #expect(fresh.state.selectedTab == root.state.selectedTab, "\(text) selects another tab: \(context)")
        #expect(screens(fresh.state.currentTab) == screens(root.state.currentTab), "\(text) rebuilds other screens: \(context)")
    }

    private func checkInvariants(_ root: RootCoordinator, gate: TestAccessGate, context: String) {
        let state = root.state
        for tab in state.tabs {
            let visible = tab.id == state.selectedTab ? [tab.root] + tab.stack : tab.stack
            for entry in visible {
                for requirement in entry.route.requirements {
                    #expect(gate.isGranted(requirement), "guarded \(entry.route) visible: \(context)")
                }
            }
            let alerts = ([tab.root] + tab.stack).filter { $0.alert != nil }
            #expect(alerts.count <= 1, "several alerts: \(context)")
            if !alerts.isEmpty {
                #expect(tab.top.alert != nil, "alert not on top: \(context)")
                #expect(tab.id == state.selectedTab, "alert on a hidden tab: \(context)")
            }
        }
        if let pending = state.pending {
            #expect(state.currentTab?.stack.contains { $0.route == account(.signIn) } == true,
                    "pending without its sign-in screen: \(context)")
            #expect(!gate.isGranted(pending.requirement), "pending although granted: \(context)")
        }
    }
}
