import Foundation
import Observation

/// The owner of the app's whole navigation state.
///
/// Every change to navigation, whether a link, a coordinator's push or the user's back
/// gesture, becomes a new ``NavigationState`` assigned in one mutation, so observers see
/// each change once. A refused change throws and leaves the state exactly as it was.
///
/// ```swift
/// var registry = ModuleRegistry()
/// try registry.register(RecipesModule())
/// try registry.register(SettingsModule())
/// let root = RootCoordinator(
///     registry: registry, configuration: DeepLinkConfiguration(schemes: ["recipes"]))
/// try root.open(link: "recipes://settings/allergies")
/// ```
@MainActor
public final class RootCoordinator: Observable {
    /// The current navigation state.
    ///
    /// Observable: reading it inside `withObservationTracking` (or a SwiftUI body) tracks
    /// it, and every applied change is one observed mutation. The root compares the new
    /// state with the old one once, before the mutation, and skips changes that change
    /// nothing.
    public var state: NavigationState {
        registrar.access(self, keyPath: \.state)
        return storedState
    }

    private var storedState: NavigationState
    private let registrar = ObservationRegistrar()

    /// The modules the app is composed of.
    public let registry: ModuleRegistry
    /// Which links the app accepts.
    public let configuration: DeepLinkConfiguration
    // Tuned: Benchmarks/README.md#root-limits-kept-apart
    let limits: DeepLinkConfiguration.Limits
    let canonicalScheme: String
    /// The dependency container handed to module coordinators.
    public let dependencies: Dependencies
    /// The gate that checks and grants route requirements.
    public var gate: (any AccessGate)?
    /// How ``restoreState(from:)`` reads state saved by older versions of the app, and the
    /// link version ``saveState()`` records; set it before the first restoration.
    public var stateMigration = StateMigration()

    /// Takes links from any thread and has this root open them on the main actor in the
    /// order they arrived; see ``LinkInbox``.
    ///
    /// Not isolated to the main actor: a push notification's delegate or a background
    /// callback calls `root.inbox.send(url)` without `await`.
    nonisolated public let inbox: LinkInbox

    /// The modules' coordinators by registry position, each made on first use.
    var coordinators: [CoordinatorBox?]
    private var observers: [Int: @MainActor (NavigationEvent) -> Void] = [:]
    private var nextObserverID = 0
    /// The state before the last applied change, for the steps of that change.
    package private(set) var previousState: NavigationState?
    /// The last change's links: its new link is the next one's old.
    private var lastChangeDetails: NavigationChange.Details?
    var decisionTracking = DecisionTracking()
    /// The change being built by ``performAsOneChange(animated:_:)``, and its commands.
    var draft: NavigationState?
    var draftCommands: [NavigationCommand] = []
    /// Whether the change being built animates; see ``NavigationChange/isAnimated``.
    var draftIsAnimated = true
    // Unchecked: every access is instantaneous (a screen is built between a lookup and its
    // store, never during one). Tuned: Benchmarks/README.md#screen-cache-exclusivity
    @exclusivity(unchecked) var screens = ScreenCache()
    var writeBackMemory = WriteBackMemory()
    let flowWaiters = FlowWaiters()
    let lookups = LinkLookups()
    /// The change a leave guard holds until its alert is answered (``LeaveAnswer/ask(_:)``),
    /// and the screen that asked.
    typealias HeldChange = (state: NavigationState, cause: NavigationChange.Cause, alert: Boxed<AlertState>?, screen: EntryID)
    var heldChange: HeldChange?
    /// The displays playing this root's changes, and the last change's cause: ``dropsRepeat(of:)``.
    var displays: [@MainActor () -> Bool] = []
    var lastCause: NavigationChange.Cause?

    /// Creates a root coordinator at the app's launch state: the first tab whose root the
    /// user may see is selected.
    ///
    /// - Parameters:
    ///   - registry: The modules the app is composed of.
    ///   - configuration: Which links the app accepts.
    ///   - dependencies: The container module coordinators read their dependencies from.
    ///   - gate: Checks and grants route requirements; without one, no requirement is met.
    ///   - inboxCapacity: The most links the ``inbox`` holds sent and not yet delivered
    ///     (at least 1).
    public init(
        registry: ModuleRegistry,
        configuration: DeepLinkConfiguration,
        dependencies: Dependencies = Dependencies(),
        gate: (any AccessGate)? = nil,
        inboxCapacity: Int = LinkInbox.defaultCapacity
    ) {
        self.registry = registry
        self.configuration = configuration
        self.limits = configuration.limits
        self.canonicalScheme = configuration.canonicalScheme
        self.dependencies = dependencies
        self.gate = gate
        self.inbox = LinkInbox(capacity: inboxCapacity, maxLinkLength: limits.maxLength)
        self.coordinators = Array(repeating: nil, count: registry.modules.count)
        self.storedState = NavigationState(registry: registry)
        self.storedState = withoutUnmetScreens(storedState)
        inbox.attach(to: self)
        scheduleDecisionTracking()
        joinWindows()
    }

    // MARK: Observing

    /// Calls `handler` on the main actor with every event from now on, in order: each
    /// applied change, each refusal no caller could catch, what became of each link that
    /// arrived by the ``inbox`` or waited for a lookup, each tab tapped again.
    ///
    /// - Returns: A token for ``removeObserver(_:)``.
    @discardableResult
    public func observe(_ handler: @escaping @MainActor (NavigationEvent) -> Void) -> ObserverToken {
        nextObserverID += 1
        observers[nextObserverID] = handler
        return ObserverToken(id: nextObserverID)
    }

    /// Stops calling the observer the token was returned for; a token already removed is
    /// ignored.
    public func removeObserver(_ token: ObserverToken) {
        observers[token.id] = nil
    }

    package func report(_ event: NavigationEvent) {
        for observer in observers.values {
            observer(event)
        }
    }

    func reportRefusal(of command: NavigationCommand, _ error: NavigationError) {
        report(.refused(NavigationRefusal(command: command, error: error)))
    }

    /// The canonical link of the current state: a link within the configured limits that
    /// rebuilds the selected tab, or `nil` when no such link exists (never a wrong one).
    ///
    /// A tab with a screen that its coordinator would now decide otherwise
    /// (``ModuleCoordinator/destination(for:)``: a paywall still up after the user
    /// subscribed) has no link, since opening one would show another screen.
    public var currentLink: DeepLink? {
        // Printed, then read back with the app's own parser and limits.
        guard let link = registry.link(for: state, decidedBy: destination(for:)),
            (try? DeepLink(parsing: link.url(scheme: canonicalScheme), configuration: configuration))
                == link,
            state.currentTab?.stack.allSatisfy({ destination(for: $0.route) == $0.route }) ?? true
        else { return nil }
        return link
    }

    /// The canonical URL of the current state, printed with the app's first scheme, or
    /// `nil` when a screen of the state has no link.
    public var currentURL: URL? {
        currentLink.flatMap { URL(string: $0.url(scheme: canonicalScheme)) }
    }

    /// Tags a route with the module that owns its type, as ``ModuleRegistry/anyRoute(for:)``
    /// does, throwing when no module owns it.
    ///
    /// - Throws: ``NavigationError/unregisteredRoute(type:)`` when no registered module owns
    ///   the route's type.
    public func wrap<R: Route>(_ route: R) throws(NavigationError) -> AnyRoute {
        guard let wrapped = registry.anyRoute(for: route) else {
            throw .unregisteredRoute(type: String(describing: R.self))
        }
        return wrapped
    }

    /// Tags a route of a type known only at run time with the module that owns its type.
    func wrap(erasing route: any Route) throws(NavigationError) -> AnyRoute {
        guard let wrapped = registry.anyRoute(for: route) else {
            throw .unregisteredRoute(type: String(describing: type(of: route)))
        }
        return wrapped
    }

    // MARK: Applying changes

    /// The state commands build on: the draft of a change in progress, else the state.
    var workingState: NavigationState {
        draft ?? storedState
    }

    var isBuildingChange: Bool {
        draft != nil
    }

    /// Assigns `next` in one observed mutation and returns the state it replaced.
    private func exchangeState(for next: NavigationState) -> NavigationState {
        var value = next
        // Tuned: Benchmarks/README.md#state-exchange-without-closure
        registrar.willSet(self, keyPath: \.state)
        swap(&storedState, &value)
        registrar.didSet(self, keyPath: \.state)
        return value
    }

    /// Assigns a new state in one mutation and reports it.
    ///
    /// A pending navigation lives only as long as its granting screen: a change that takes
    /// that screen away (a dismissal, a back gesture, a tab switch) drops it too. Likewise an
    /// awaited flow lives as long as the entry that opened its layer: a change that takes
    /// that entry away ends the await as cancelled, with a reason drawn from the cause; leave guards: ``holds(_:from:cause:)``.
    func commit(_ proposed: NavigationState, cause: NavigationChange.Cause) {
        defer { tellOtherWindows(after: cause) }  // Also when this window is held or unchanged.
        var next = proposed
        if let pending = next.pending, !next.isShowingGrantingScreen(of: pending) {
            next.pending = nil
        }
        if draft != nil {
            draft = next
            return
        }
        if next.hasLeaveGuards || storedState.hasLeaveGuards {  // Marks ride on every state built.
            if holds(&next, from: storedState, cause: cause) { return }
            // The last guard gone: the screens a change of access it kept (a sign-out) go now.
            if !next.hasLeaveGuards { next = withoutUnmetScreens(next) }
        }
        // No change from a root held back shows it while its requirement is unmet (a dismissal,
        // a cancel): the root is held back again. A change admitted (a link, a show, a tab)
        // checked it already; only a held-back root can be revealed by one that is not.
        if storedState.hasExtras, storedState.holdsRootBack, !next.hasLeaveGuards, let root = next.currentTab?.root.route,
            unmetRequirement(of: root) != nil
        {
            next = withoutUnmetScreens(next)
        }
        guard next != storedState else {
            if flowWaiters.isBusy { settleFlowsOfUnchangedState() }
            return
        }
        let old = exchangeState(for: next)
        previousState = old
        lastCause = cause
        for (screen, route) in screens.keepScreens(of: next) {
            coordinatorBox(for: route.module)?.update(screen, route)
        }
        scheduleDecisionTracking()
        // After the observers: a flow's receiver may navigate, and observers must see this
        // change before that one.
        defer {
            if flowWaiters.isBusy { settleFlows(in: next, cause: cause) }
            if lookups.holdReport != nil { releaseHeldLink() }
        }
        guard !observers.isEmpty else { return }
        let registry = registry
        let scheme = canonicalScheme
        let details = NavigationChange.Details(from: old, to: next, previous: lastChangeDetails) { state in
            registry.link(for: state)?.url(scheme: scheme)
        }
        lastChangeDetails = details
        let isAnimated = cause != .restoration && draftIsAnimated
        report(.changed(NavigationChange(cause: cause, from: old, to: next, isAnimated: isAnimated, details: details)))
    }
}
