import CoordinatorKit
import CoordinatorKitTesting
import Testing

/// Generated small apps explored to depth 3 with every invariant: the check that finds what
/// the demo's shape hides (a one-tab app, a one-screen window, a gate that cannot grant).
/// `.ci/run` runs this suite in its explore stage.
///
/// On this branch the core still has defects 3 and 4 of issue 47 and the two the generator
/// found besides (``KnownCoreDefect``): each violation they explain is a known issue. The
/// two tests that name a seed for defects 3 and 4 expect it strictly, so they fail once the
/// core is fixed, as a reminder to drop their `withKnownIssue`.
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
    /// Signed out, the root and its stack stay shown: the core finds no tab to stand in.
    @Test func aOneTabAppShowsNoGuardedRootAfterSignOut() throws {
        let app = GeneratedApp(seed: 162)
        #expect(app.tabSet == .oneTab)
        #expect(app.description.contains("notes (tab): home push signedIn;"), "\(app)")
        let report = try Self.explore(app)
        withKnownIssue("defect 3 of issue 47: a guarded root no tab stands in for stays shown") {
            #expect(report.violations.isEmpty, "\(report.violations)")
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("guardedScreenShown: notes.home shows as the root of tab notes without signedIn") }
        }
        let explorer = NavigationExplorer(depth: 0) { try app.makeSubject() }
        let signedOut = try explorer.replay([.command(.openLink, "app://notes/detail/12"), .world("revoke signedIn")])
        withKnownIssue("defect 3 of issue 47") {
            #expect(signedOut.isEmpty, "\(signedOut)")
        }
    }

    /// Defect 4 (issue 47): a one-screen window whose link needs sign-in, signed out.
    /// Signed in, the link never opens: no change, no event, no error.
    @Test func aLinkOpenedAloneResumesOnceItsRequirementIsMet() throws {
        let app = GeneratedApp(seed: 181)
        #expect(app.tabSet == .aloneWindow)
        #expect(app.description.contains("opened alone: app://notes/detail/12"), "\(app)")
        #expect(app.description.contains("detail(id) push signedIn;"), "\(app)")
        let report = try Self.explore(app)
        withKnownIssue("defect 4 of issue 47: a link opened alone never resumes") {
            #expect(report.violations.isEmpty, "\(report.violations)")
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("pendingNotResumed: the navigation to app://notes/detail/12 waiting for signedIn stays pending once it is met") }
        }
        let explorer = NavigationExplorer(depth: 0) { try app.makeSubject() }
        let signedIn = try explorer.replay([.world("grant signedIn")])
        withKnownIssue("defect 4 of issue 47") {
            #expect(signedIn.isEmpty, "\(signedIn)")
        }
    }
}

/// A defect of the core the generated apps find today, recognised by what it breaks in an
/// app's exploration.
enum KnownCoreDefect: String {
    /// Defect 3 of issue 47: a root no tab can stand in for (one tab, every root guarded, a
    /// window's one tab) stays shown, with its stack, without its requirement.
    case guardedRootStaysShown = "defect 3: a guarded root no tab stands in for stays shown"
    /// Defect 4 of issue 47: a link opened alone while its requirement is unmet never
    /// resumes, and its pending navigation (to a tab the launch state lacks) does not
    /// survive saving.
    case aloneLinkNeverResumes = "defect 4: a link opened alone never resumes"
    /// Issue 47 ("a screen guarded by data loses its link"): a screen its coordinator decided
    /// into its guarded twin prints, or restores, as another; and a pending navigation keeps
    /// the screens it was decided with when data changes.
    case decidedTwinPrintsOrRestoresWrong = "a screen decided into its twin prints or restores as another"
    /// Found by the generator: a navigation that, once its requirement is met, needs another
    /// that nothing grants stays pending behind its granting screen (`accessDidChange`), or
    /// goes without a refusal (the granting flow finished).
    case resumedNavigationNeedsWhatNothingGrants = "a resumed navigation needing what nothing grants stays pending or goes silently"
    /// Found by the generator: a granting screen that needs sign-in (a paywall) shows sign-in
    /// instead; once signed in, sign-in stays up and the paywall never shows.
    case grantingChainStopsAtSignIn = "a granting screen shown behind sign-in never shows after sign-in"

    init?(_ violation: NavigationInvariantViolation, in app: GeneratedApp) {
        let message = violation.message
        let isAboutPending = [.pendingNotResumed, .pendingInconsistent].contains(violation.invariant)
        if violation.invariant == .guardedScreenShown, message.contains(" as the root of tab ") {
            self = .guardedRootStaysShown
        } else if violation.invariant == .pendingInconsistent, message.hasSuffix("without store.paywall showing") {
            self = .grantingChainStopsAtSignIn
        } else if app.tabSet == .aloneWindow, isAboutPending || message.contains("pending navigation to tab") {
            self = .aloneLinkNeverResumes
        } else if [.printedLinkBroken, .restorationDiffers].contains(violation.invariant), message.contains("ntry(") {
            self = .decidedTwinPrintsOrRestoresWrong
        } else if violation.invariant == .pendingNotResumed || message.hasSuffix("which is granted") {
            self = .resumedNavigationNeedsWhatNothingGrants
        } else {
            return nil
        }
    }
}
