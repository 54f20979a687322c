import CoordinatorKit
import CoordinatorKitTestModules
import CoordinatorKitTesting
import CoordinatorKitText
import CoordinatorKitTooling
import Foundation
import Testing

/// The explorer itself: it walks every state of small apps, reports how routes are
/// reached and where users get stuck, and finds a planted defect with its shortest trace.
@MainActor
struct NavigationExplorerTests {
    /// Home, Settings and a sign-in cover, with a gate the world actions open and close.
    static func smallApp(extraModules: [any FeatureModule] = [], canSignIn: Bool = true) throws -> ExplorationSubject {
        let gate = TestAccessGate(grantingRoutes: [.signedIn: StandInModule.auth.route("signIn")])
        var registry = ModuleRegistry()
        for module in [StandInModule.home, StandInModule.settings, StandInModule.profile, StandInModule.auth] as [any FeatureModule]
            + extraModules
        {
            try registry.register(module)
        }
        let root = RootCoordinator(
            registry: registry, configuration: DeepLinkConfiguration(schemes: ["app"]), gate: gate)
        let world = canSignIn
            ? [WorldAction("sign in") { gate.granted.insert(.signedIn) }, WorldAction("sign out") { gate.granted.remove(.signedIn) }]
            : []
        return ExplorationSubject(root: root, worldActions: world)
    }

    @Test func aSmallAppIsExploredCompletelyWithEveryInvariantHolding() throws {
        var explorer = NavigationExplorer(depth: 12) { try Self.smallApp() }
        explorer.showsSampleRoutes = false
        let report = try explorer.explore()
        #expect(report.isComplete)
        #expect(report.violations.isEmpty, "\(report.violations)")
        #expect(report.statesByDepth.first == 1)
        #expect(report.stateCount > 20)
        #expect(report.edgeCount > report.stateCount)
        #expect(report.modules.allSatisfy { $0.neverReached.isEmpty }, "\(report.modules)")
    }

    @Test func screensNoUserActionOpensAreReachedOnlyByLinks() throws {
        let report = try NavigationExplorer(depth: 2) { try Self.smallApp() }.explore()
        let settings = try #require(report.modules.first { $0.module == "settings" })
        // Stand-in screens offer no actions: only the tab's root is reached by a tap.
        #expect(settings.reachedByActions == ["settings.main"])
        #expect(settings.reachedOnlyByLinks == ["settings.allergies", "settings.allergyPicker"])
        let profile = try #require(report.modules.first { $0.module == "profile" })
        #expect(profile.reachedByActions == ["profile.overview"])
    }

    @Test func guardedScreensAreNeverReachedInAWorldWhereNobodySignsIn() throws {
        let report = try NavigationExplorer(depth: 2) { try Self.smallApp(canSignIn: false) }.explore()
        let profile = try #require(report.modules.first { $0.module == "profile" })
        #expect(profile.neverReached == ["profile.overview", "profile.orders"])
        #expect(report.violations.isEmpty, "\(report.violations)")
    }

    @Test func aCoverWithoutActionsIsADeadEnd() throws {
        // Signed out, nothing the user touches leaves the sign-in cover: no screen action,
        // no swipe (a full-screen cover), no tab bar.
        let report = try NavigationExplorer(depth: 2) { try Self.smallApp(canSignIn: false) }.explore()
        #expect(report.deadEndCount > 0)
        #expect(report.deadEnds.contains { $0.screens.contains("auth.signIn") })
        #expect(report.deadEnds.allSatisfy { $0.trace.allSatisfy { !$0.isUserAction } || $0.screens.contains("auth") })
    }

    @Test func statesAreCountedOnceByTheirValueAndWorld() throws {
        let once = try NavigationExplorer(depth: 1) { try Self.smallApp(canSignIn: false) }.explore()
        let twice = try NavigationExplorer(depth: 1) { try Self.smallApp(canSignIn: false) }.explore(from: [[], []])
        #expect(once.stateCount == twice.stateCount)
        let signedIn = try NavigationExplorer(depth: 1) { try Self.smallApp() }.explore(from: [[], [.world("sign in")]])
        #expect(signedIn.statesByDepth.first == 2)
    }

    @Test func theStateBudgetStopsTheWalk() throws {
        let report = try NavigationExplorer(depth: 6, stateBudget: 10) { try Self.smallApp() }.explore()
        #expect(report.isOverBudget)
        #expect(!report.isComplete)
        #expect(report.stateCount == 10)
    }

    // MARK: The planted defect

    @Test func aModuleLeavingItsAlertOnTheScreenBelowIsFoundWithItsShortestTrace() throws {
        let explorer = NavigationExplorer(depth: 2) { try Self.smallApp(extraModules: [PantryModule(isDefective: true)]) }
        let report = try explorer.explore()
        let finding = try #require(report.violations.first { $0.violation.invariant == .severalChanges })
        #expect(finding.trace == [.command(.openLink, "app://pantry/jars/12"), .tap("Empty")], "\(finding)")
        #expect(finding.testSource.contains(".command(.openLink, \"app://pantry/jars/12\"),\n        .tap(\"Empty\")"), "\(finding.testSource)")
        // The trace reproduces it; the same module emptying in one change passes.
        let replayed = try explorer.replay(finding.trace)
        #expect(replayed.map(\.violation.invariant) == [.severalChanges], "\(replayed)")
        var fixed = NavigationExplorer(depth: 2) { try Self.smallApp(extraModules: [PantryModule(isDefective: false)]) }
        // By link only: a jar shown on another module's tab would leave the pantry's alert on
        // that module's screen, which neither answers nor restores it (a finding of its own).
        fixed.showsSampleRoutes = false
        let fixedReport = try fixed.explore()
        #expect(fixedReport.violations.isEmpty, "\(fixedReport.violations)")
    }

    @Test func aRefusedActionThatChangesNothingIsNoViolation() throws {
        let explorer = NavigationExplorer(depth: 1) { try Self.smallApp() }
        #expect(try explorer.replay([.command(.openLink, "app://nowhere"), .command(.writeBack, .alertAnswered("ok")), .tap("Missing")]).isEmpty)
    }

    @Test func aCommandThatDoesNotApplyToTheStateIsSkipped() throws {
        let subject = try Self.smallApp()
        #expect(subject.perform(.command(.goBack)) == .skipped)
        #expect(subject.perform(.command(.writeBack, .alertDismissed)) == .skipped)
        #expect(subject.perform(.command(.show, "home.nowhere")) == .skipped)
        #expect(subject.perform(.command(.show, "settings.allergies")) == .performed)
        #expect(subject.perform(.command(.writeBack, .path(layer: 0, length: 0))) == .performed)
        #expect(subject.root.state.currentTab?.stack.isEmpty == true)
        let refused = subject.perform(.command(.openLink, "app://nowhere"))
        #expect(refused != .performed && refused != .skipped, "\(refused)")
    }

    @Test func aPopoverOrFormSheetIsDismissedByTheUserAsASheetIsAndACoverIsNot() throws {
        enum FiltersTag {}
        let filters = StandInModule<FiltersTag>(segment: "filters", routes: [
            .route("root", path: []), .route("cover", path: ["cover"], presentation: .fullScreenCover),
            .route("popover", path: ["popover"], presentation: .popover(anchor: "filter", size: PresentationSize(width: 320, height: 400))),
            .route("form", path: ["form"], presentation: .formSheet()),
        ])
        let subject = try Self.smallApp(extraModules: [filters])
        #expect(subject.perform(.command(.show, "filters.cover")) == .performed)
        #expect(subject.perform(.command(.writeBack, .layerDismissed(layer: 1))) == .skipped)
        for route in ["filters.popover", "filters.form"] {
            #expect(subject.perform(.command(.show, .text(route))) == .performed)
            let top = try #require(subject.root.state.currentTab?.layers.last)
            #expect(subject.perform(.command(.writeBack, .layerDismissed(layer: top.index))) == .performed, "\(route)")
            #expect(subject.root.state.currentTab?.layers.last?.id != top.id)
        }
    }

    @Test func goingBackToAScreenIsExploredForEachScreenBelowTheTopAndASecondShowIsRefused() throws {
        let subject = try Self.smallApp()
        let rootScreen = try #require(subject.root.state.currentTab?.root.route.description)
        #expect(subject.perform(.command(.goBackTo, .text(rootScreen))) == .skipped)
        #expect(subject.perform(.command(.show, "settings.allergies")) == .performed)
        let allergies = try #require(subject.root.state.topEntry?.route)
        #expect(subject.perform(.command(.show, "settings.allergies")) == .refused(.alreadyShowing(allergies)))
        #expect(subject.perform(.command(.goBackTo, "settings.allergies")) == .skipped)
        #expect(subject.perform(.command(.goBackTo, .text(rootScreen))) == .performed)
        #expect(subject.root.state.currentTab?.stack.isEmpty == true)
    }

    // MARK: Held links

    /// A till whose payment holds arriving links until it has gone.
    static func tillApp() throws -> ExplorationSubject {
        enum TillTag {}
        let till = StandInModule<TillTag>(
            segment: "till", tab: TabDescriptor(title: "Till", systemImage: "cart"),
            routes: [.route("basket", path: []), .route("payment", path: ["payment"], holdsLinks: true)])
        return ExplorationSubject(root: try RootCoordinator.testing(till, StandInModule.settings))
    }

    @Test func aLinkAScreenHoldsTellsAStateApart() throws {
        let explorer = NavigationExplorer(depth: 0) { try Self.tillApp() }
        let payment = ExplorationAction.command(.openLink, "app://till/payment")
        let report = try explorer.explore(from: [[payment], [payment, .command(.openLink, "app://settings/allergies")]])
        // The same navigation state, one with a link held.
        #expect(report.statesByDepth.first == 2)
    }

    @Test func aHeldLinkOpeningWhenItsScreenGoesIsItsOwnChange() throws {
        let explorer = NavigationExplorer(depth: 3) { try Self.tillApp() }
        let trace: [ExplorationAction] = [
            .command(.openLink, "app://till/payment"), .command(.openLink, "app://settings/allergies"), .command(.pop),
        ]
        #expect(try explorer.replay(trace) == [])
        let subject = try Self.tillApp()
        for action in trace { subject.perform(action) }
        #expect(subject.root.state.topEntry?.route.description == "settings.allergies")
        #expect(try explorer.explore().violations == [])
    }

    // MARK: Actions as commands

    @Test func anActionPrintsAsTheSwiftThatNamesItAndReadsAsItsVerb() {
        let actions: [ExplorationAction] = [
            .command(.goBack), .command(.openLink, "app://home"), .command(.writeBack, .path(layer: 1, length: 0)),
            .command(.writeBack, .detentSelected("medium", layer: 2)), .tap("Sign in"), .world("sign in"),
        ]
        #expect(actions.map(\.swiftSource) == [
            ".command(.goBack)", ".command(.openLink, \"app://home\")", ".command(.writeBack, .path(layer: 1, length: 0))",
            ".command(.writeBack, .detentSelected(\"medium\", layer: 2))", ".tap(\"Sign in\")", ".world(\"sign in\")",
        ])
        #expect(actions.map(\.description) == [
            "goBack", "openLink app://home", "writeBack path of layer 1 to 0", "writeBack layer 2 dragged to medium",
            "tap 'Sign in'", "sign in",
        ])
        #expect(actions.map(\.isUserAction) == [false, false, true, true, true, true])
    }

    @Test func actionsRoundTripThroughJSONAndAnUnknownVerbIsRefused() throws {
        let actions: [ExplorationAction] = [.command(.dismiss), .command(.selectTab, "settings"), .command(.writeBack, .alertAnswered("ok")), .tap("Empty"), .world("sign out")]
        let data = try JSONEncoder().encode(actions)
        #expect(try JSONDecoder().decode([ExplorationAction].self, from: data) == actions)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(ExplorationAction.self, from: Data(#"{"command":"teleport"}"#.utf8))
        }
    }

    // MARK: Awaited flows

    @Test func aStateWhereAFlowIsAwaitedIsExploredWithItsReceiver() throws {
        let log = FlowLog()
        var explorer = NavigationExplorer(depth: 2) {
            var registry = ModuleRegistry()
            try registry.register(KitchenModule(log: log))
            return ExplorationSubject(root: RootCoordinator(registry: registry, configuration: DeepLinkConfiguration(schemes: ["app"])))
        }
        explorer.showsSampleRoutes = false
        let report = try explorer.explore()
        #expect(report.violations.isEmpty, "\(report.violations)")
        // Launch, Pick (the flow's cover), then Seven answers the flow that Pick awaits.
        #expect(log.outcomes.contains("7"), "\(log.outcomes)")
    }
}

// A pantry whose jar screen's "Empty" pops the jar and then shows the "Emptied" alert, in
// two changes when defective: the shelf flashes, then carries the jar's alert.
enum PantryRoute: Route {
    case shelf
    case jar(id: Int)
}

/// The pantry's one alert, declared as a module declares its own, so restoration keeps it.
enum PantryAlert: String, ModuleAlert {
    case emptied

    enum Action: String {
        case ok
    }
}

@MainActor
final class PantryCoordinator: ModuleCoordinator {
    let navigator: Navigator<PantryRoute>
    let isDefective: Bool

    init(navigator: Navigator<PantryRoute>, isDefective: Bool) {
        self.navigator = navigator
        self.isDefective = isDefective
    }

    func handleAlertAction(_ action: PantryAlert.Action, of alert: PantryAlert, shownBy route: PantryRoute) {}

    func screen(for route: PantryRoute) -> PantryScreen {
        PantryScreen(route: route, coordinator: self)
    }

    func empty() {
        let emptied = AlertState(PantryAlert.emptied, title: "Jar emptied", buttons: [.init("OK", action: PantryAlert.action(.ok))])
        if isDefective {
            navigator.pop()
            navigator.showAlert(emptied)
        } else {
            navigator.performAsOneChange {
                navigator.pop()
                navigator.showAlert(emptied)
            }
        }
    }
}

@MainActor
final class PantryScreen: ScreenTextDescribing {
    let route: PantryRoute
    let coordinator: PantryCoordinator

    init(route: PantryRoute, coordinator: PantryCoordinator) {
        self.route = route
        self.coordinator = coordinator
    }

    var screenText: ScreenText {
        switch route {
        case .shelf: ScreenText(title: "Shelf")
        case .jar: ScreenText(title: "Jar", actions: [ScreenAction("Empty") { [coordinator] in coordinator.empty() }])
        }
    }
}

struct PantryModule: ModuleSamples {
    let isDefective: Bool
    var segment: String { "pantry" }
    var tab: TabDescriptor? { TabDescriptor(title: "Pantry", systemImage: "cabinet") }
    var rootRoute: PantryRoute { .shelf }
    var codec: DeepLinkCodec<PantryRoute> {
        let shelf = DeepLinkRule<PantryRoute>(.shelf, path: [])
        let jar = DeepLinkRule("jar", path: "jars" / PathParameter<Int>("id"), parse: { PantryRoute.jar(id: $0) })
        return DeepLinkCodec([shelf, jar]) { route in
            switch route {
            case .shelf: shelf.link()
            case .jar(let id): jar.link(id)
            }
        }
    }
    var sampleRoutes: [PantryRoute] { [.shelf, .jar(id: 12)] }
    func makeCoordinator(navigator: Navigator<PantryRoute>, dependencies: Dependencies) -> PantryCoordinator {
        PantryCoordinator(navigator: navigator, isDefective: isDefective)
    }
}

// A kitchen whose counter picks a number in a cover it awaits as a flow, which answers 7.
@MainActor
final class FlowLog {
    var outcomes: [String] = []
}

enum KitchenRoute: Route {
    case counter
    case picker
}

@MainActor
final class KitchenCoordinator: ModuleCoordinator {
    let navigator: Navigator<KitchenRoute>
    let log: FlowLog

    init(navigator: Navigator<KitchenRoute>, log: FlowLog) {
        self.navigator = navigator
        self.log = log
    }

    func screen(for route: KitchenRoute) -> KitchenScreen {
        KitchenScreen(route: route, coordinator: self)
    }

    func pick() {
        navigator.show(.picker, as: .fullScreenCover, expecting: Int.self) { [log] outcome in
            log.outcomes.append((try? outcome.get()).map(String.init) ?? "ended")
        }
    }

    func answer() {
        navigator.finishFlow(returning: 7)
    }
}

@MainActor
final class KitchenScreen: ScreenTextDescribing {
    let route: KitchenRoute
    let coordinator: KitchenCoordinator

    init(route: KitchenRoute, coordinator: KitchenCoordinator) {
        self.route = route
        self.coordinator = coordinator
    }

    var screenText: ScreenText {
        switch route {
        case .counter: ScreenText(title: "Counter", actions: [ScreenAction("Pick") { [coordinator] in coordinator.pick() }])
        case .picker: ScreenText(title: "Picker", actions: [ScreenAction("Seven") { [coordinator] in coordinator.answer() }])
        }
    }
}

struct KitchenModule: ModuleSamples {
    let log: FlowLog
    var segment: String { "kitchen" }
    var tab: TabDescriptor? { TabDescriptor(title: "Kitchen", systemImage: "fork.knife") }
    var rootRoute: KitchenRoute { .counter }
    var codec: DeepLinkCodec<KitchenRoute> {
        let counter = DeepLinkRule<KitchenRoute>(.counter, path: [])
        let picker = DeepLinkRule<KitchenRoute>(.picker, path: ["picker"])
        return DeepLinkCodec([counter, picker]) { route in
            switch route {
            case .counter: counter.link()
            case .picker: picker.link()
            }
        }
    }
    var sampleRoutes: [KitchenRoute] { [.counter, .picker] }
    func makeCoordinator(navigator: Navigator<KitchenRoute>, dependencies: Dependencies) -> KitchenCoordinator {
        KitchenCoordinator(navigator: navigator, log: log)
    }
}
