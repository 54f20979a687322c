import CoordinatorKit
import CoordinatorKitTesting
import Testing

/// Generated small apps explored to depth 3 with every invariant: the check that finds what
/// the demo's shape hides (a one-tab app, a one-screen window, a gate that cannot grant).
/// `.ci/run` runs this suite in its explore stage.
///
/// It found defects 3 and 4 of issue 47 (seeds 162 and 181 name them; with either put back
/// in the core, their tests fail) and a screen decided into its twin printing as another;
/// the core holds those now. Two more it found are still the core's (``KnownCoreDefect``):
/// each violation they explain is a known issue.
@MainActor
struct GeneratedAppExplorationTests {
    /// Explored to depth 3 by links only: a sample route shown directly reaches what its link
    /// reaches, on the tab the user is on, at three times the cost.
    static func explore(_ app: GeneratedApp) throws -> ExplorationReport {
        var explorer = NavigationExplorer(depth: 3) { try app.makeSubject() }
        explorer.showsSampleRoutes = false
        return try explorer.explore()
    }

    /// Three apps of each tab set.
    @Test(arguments: UInt64(0)..<21)
    func aGeneratedAppKeepsEveryInvariant(seed: UInt64) throws {
        let app = GeneratedApp(seed: seed)
        let report = try Self.explore(app)
        #expect(report.stateCount > 10, "\(app)")
        let known = report.violations.filter { KnownCoreDefect($0.violation, in: app) != nil }
        for violation in report.violations where !known.contains(violation) {
            Issue.record("\(app)\n\(violation)")
        }
        withKnownIssue("issue 47: the core's defects this exploration finds", isIntermittent: true) {
            for violation in known {
                Issue.record("\(KnownCoreDefect(violation.violation, in: app)?.rawValue ?? "")\n\(app)\n\(violation)")
            }
        }
    }

    // MARK: The defects put back

    /// Defect 3 (issue 47): a one-tab app whose root needs sign-in, signed in at launch.
    /// Signed out, its root and stack are held back behind sign-in, whatever comes next.
    @Test func aOneTabAppShowsNoGuardedRootAfterSignOut() throws {
        let app = GeneratedApp(seed: 162)
        #expect(app.tabSet == .oneTab)
        #expect(app.description.contains("notes (tab): home push signedIn;"), "\(app)")
        let report = try Self.explore(app)
        #expect(report.violations.isEmpty, "\(report.violations)")
        let explorer = NavigationExplorer(depth: 0) { try app.makeSubject() }
        let signedOut = try explorer.replay([.command(.openLink, "app://notes/detail/12"), .world("revoke signedIn")])
        #expect(signedOut.isEmpty, "\(signedOut)")
    }

    /// Defect 4 (issue 47): a one-screen window whose link needs sign-in, signed out.
    /// Signed in, the link opens.
    @Test func aLinkOpenedAloneResumesOnceItsRequirementIsMet() throws {
        let app = GeneratedApp(seed: 181)
        #expect(app.tabSet == .aloneWindow)
        #expect(app.description.contains("opened alone: app://notes/detail/12"), "\(app)")
        #expect(app.description.contains("detail(id) push signedIn;"), "\(app)")
        let report = try Self.explore(app)
        #expect(report.violations.isEmpty, "\(report.violations)")
        let explorer = NavigationExplorer(depth: 0) { try app.makeSubject() }
        let signedIn = try explorer.replay([.world("grant signedIn")])
        #expect(signedIn.isEmpty, "\(signedIn)")
    }
}

/// A defect of the core the generated apps find today, recognised by what it breaks in an
/// app's exploration.
enum KnownCoreDefect: String {
    /// Found by the generator: a navigation that, once its requirement is met, needs another
    /// that nothing grants stays pending behind its granting screen (`accessDidChange`), or
    /// goes without a refusal (the granting flow finished).
    case resumedNavigationNeedsWhatNothingGrants = "a resumed navigation needing what nothing grants stays pending or goes silently"
    /// Found by the generator: a granting screen that needs sign-in (a paywall) shows sign-in
    /// instead; once signed in, sign-in stays up and the paywall never shows.
    case grantingChainStopsAtSignIn = "a granting screen shown behind sign-in never shows after sign-in"

    init?(_ violation: NavigationInvariantViolation, in app: GeneratedApp) {
        let message = violation.message
        if violation.invariant == .pendingInconsistent, message.hasSuffix("without store.paywall showing") {
            self = .grantingChainStopsAtSignIn
        } else if violation.invariant == .pendingNotResumed || message.hasSuffix("which is granted") {
            self = .resumedNavigationNeedsWhatNothingGrants
        } else {
            return nil
        }
    }
}
