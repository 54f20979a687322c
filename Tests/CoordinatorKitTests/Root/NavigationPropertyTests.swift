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
        let probe = ObservationProbe(root)
        for step in 0..<300 {
            let old = root.state
            let changes = probe.changeCount
            let action = Action.allCases.randomElement(using: &generator) ?? .link
            try perform(action, on: root, gate: gate, saved: &saved, using: &generator)
            checkInvariants(
                root, from: old, observedChanges: probe.changeCount - changes, context: "seed \(seed), step \(step), \(action)")
        }
    }

    private func perform(
        _ action: Action, on root: RootCoordinator, gate: TestAccessGate, saved: inout [Data],
        using generator: inout SeededGenerator
    ) throws {
        switch action {
        case .link:
            let link = Self.links.randomElement(using: &generator) ?? "app:///"
            let before = root.state
            do {
                try root.open(link: link)
            } catch {
                #expect(root.state == before, "rejected \(link) changed the state")
            }
        case .pop: try root.perform(.pop)
        case .goBack: try root.perform(.goBack)
        case .dismiss: try root.perform(.dismiss)
        case .dismissAll: try root.perform(.dismissAll)
        case .popToRoot: try root.perform(.popToRoot)
        case .selectTab: try? root.perform(.selectTab( Bool.random(using: &generator) ? "library" : "shop"))
        case .showAlert: try root.perform(.showAlert(Self.alert))
        case .dismissAlert: try root.perform(.dismissAlert)
        case .answerAlert: try? root.perform(.answerAlert(.ok))
        case .showRoute:
            let routes: [LibraryRoute] = [.book(id: 3), .vault, .search(query: "q")]
            try? root.show(routes.randomElement(using: &generator) ?? .vault)
        case .signIn:
            gate.granted.insert(.signedIn)
            try root.perform(.accessDidChange)
        case .signOut:
            gate.granted.remove(.signedIn)
            try root.perform(.accessDidChange)
        case .finishFlow: try root.perform(.finishFlow(of: "account"))
        case .cancelFlow: try root.perform(.cancelFlow(of: "account"))
        case .dataChange:
            // Data the library's decisions read changes: book 7 now shows as book 8, or no
            // longer; the screens on display are decided again.
            let library = root.coordinator(of: LibraryCoordinator.self, for: "library")
            if library?.redirects.isEmpty ?? false {
                library?.redirects[.book(id: 7)] = .book(id: 8)
            } else {
                library?.redirects = [:]
            }
            try root.perform(.decideScreensAgain)
        case .restore:
            if let data = try? root.saveState() { saved.append(data) }
            if let data = saved.randomElement(using: &generator) { _ = try? root.restoreState(from: data) }
        }
    }

    /// The invariants the navigation explorer checks on every state and change
    /// (``NavigationInvariants``): among them, the printed link rebuilds the selected tab.
    private func checkInvariants(
        _ root: RootCoordinator, from old: NavigationState, observedChanges: Int, context: String
    ) {
        let found = NavigationInvariants.violations(of: root)
            + NavigationInvariants.violations(ofChangeFrom: old, in: root, observedChanges: observedChanges)
        #expect(found.isEmpty, "\(found): \(context)")
    }
}
