import CoordinatorKit
import CoordinatorKitExplorer
import RecipesApp

/// The invariant of an app's printed link (`root.currentLink`): within the limits, and,
/// opened again, it rebuilds the state it was printed for.
@MainActor
public enum PrintedLink {
    /// How strictly a state must be rebuilt by its link.
    public enum Rebuild {
        /// The state came from links only: the printed link must exist, rebuild the
        /// selected tab exactly from launch, and rebuild the whole state from `start` (the
        /// setup the input was applied to), pending navigation aside.
        case fromLinks(start: AppSetup)
        /// The state came from elsewhere (restoration): a missing link is allowed, and the
        /// link promises the selected tab's screens and presentations only (not alerts).
        case screensOnly(setup: AppSetup)
        /// The state came from actions: a missing link is allowed, and the link, opened now
        /// in the same app (the same user, subscription and data), rebuilds the selected
        /// tab's screens and presentations.
        case now
    }

    /// Checks the printed link of `app`'s state.
    ///
    /// - Parameters:
    ///   - app: The app after the input.
    ///   - rebuild: What the link must rebuild.
    ///   - input: The input, for a report.
    public static func check(_ app: AppEnvironment, rebuild: Rebuild, input: String) {
        let root = app.root
        let state = root.state
        guard let link = root.currentLink else {
            if case .fromLinks = rebuild {
                violated("an accepted link leaves a state with no printed link: \(describe(state))", input: input)
            }
            return
        }
        let text = link.url(scheme: AppComposition.scheme)
        let limits = root.configuration.limits
        guard text.utf8.count <= limits.maxLength, link.segments.count <= limits.maxSegments,
            link.queryItems.count <= limits.maxQueryItems
        else {
            violated("the printed link \(text.debugDescription) is beyond the limits \(limits)", input: input)
        }
        let setup: AppSetup
        switch rebuild {
        case .fromLinks(let start): setup = start
        case .screensOnly(let restored): setup = restored
        case .now:
            checkOpensNow(in: app, input: input)
            return
        }
        let fresh = setup.makeLaunchedApp()
        do {
            try fresh.root.open(link: text)
        } catch {
            violated("the printed link \(text.debugDescription) is rejected from launch: \(error)", input: input)
        }
        let rebuilt = fresh.root.state
        switch rebuild {
        case .fromLinks(let start):
            guard rebuilt.selectedTab == state.selectedTab, rebuilt.currentTab == state.currentTab else {
                violated("the printed link \(text.debugDescription) rebuilds \(describe(rebuilt)) from launch, not \(describe(state))", input: input)
            }
            let again = start.makeApp()
            do {
                try again.root.open(link: text)
                // A screen of the setup that holds links (the paywall) keeps a full link
                // waiting; the state the link leads to is then the one its path opens.
                if again.root.pendingLookup?.isHeld == true {
                    again.root.cancelPendingLookup()
                    try again.root.open(path: link.path)
                }
            } catch {
                violated("the printed link \(text.debugDescription) is rejected from the setup: \(error)", input: input)
            }
            guard withoutPending(again.root.state) == withoutPending(state) else {
                violated(
                    "the printed link \(text.debugDescription) rebuilds \(describe(again.root.state)) from the setup, not \(describe(state))",
                    input: input)
            }
        case .screensOnly, .now:
            guard rebuilt.selectedTab == state.selectedTab,
                rebuilt.currentTab.map(screens) == state.currentTab.map(screens)
            else {
                violated("the printed link \(text.debugDescription) rebuilds \(describe(rebuilt)) from launch, not \(describe(state))", input: input)
            }
        }
    }

    /// Checks that the printed link, resolved now in `app`, rebuilds its selected tab's
    /// screens: the explorer's check of the same promise
    /// (`NavigationInvariants.printedLinkViolations(of:)`), which resolves the link without
    /// opening it.
    static func checkOpensNow(in app: AppEnvironment, input: String) {
        if let violation = NavigationInvariants.printedLinkViolations(of: app.root).first {
            violated("\(violation) in \(describe(app.root.state))", input: input)
        }
    }

    /// A state as a link promises it: a pending navigation waits for sign-in, and the link
    /// rebuilds what the user sees.
    public static func withoutPending(_ state: NavigationState) -> NavigationState {
        var state = state
        state.pending = nil
        return state
    }

    /// A tab's screens as a link rebuilds them: each route and how it is presented.
    static func screens(of tab: TabState) -> [String] {
        ([tab.root] + tab.stack).map { "\($0.route) \($0.presentation)" }
    }
}
