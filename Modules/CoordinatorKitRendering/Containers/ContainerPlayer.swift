import CoordinatorKit
/// Plays navigation changes to UIKit containers one operation at a time, each after
/// UIKit's completion of the one before.
///
/// The player holds the *displayed* containers and heads for the *target*, the root's
/// state. It plans the change from the state the containers show with
/// ``TransitionStep/steps(from:to:)`` — the plan the SwiftUI player plays in batches —
/// and hands its first ``ContainerOperation`` (the leading steps one container call
/// performs) to ``perform``, then waits: the renderer calls the completion it was given
/// from UIKit's own completion handler (`present(_:animated:completion:)`,
/// `dismiss(animated:completion:)`, a navigation transition's coordinator). Then the
/// displayed tree takes the operation and the player plans again from it, so a target
/// that changed meanwhile — a burst of links — is reached from what is on screen, and no
/// operation starts while another runs. Nothing is played before ``start()``.
///
/// UIKit does not always complete. A controller presents one controller at a time, and a
/// screen's own presentation — a SwiftUI alert, a share sheet, a photo picker — is
/// presented by the controller presenting the screen's container, which the renderer does
/// not own; a presentation UIKit refuses never calls its completion. So:
///
/// - A renderer that sees the presenter busy reports the operation
///   ``ContainerOperation/Outcome/refused``: the displayed tree stays as it is, and the
///   player tries again after ``fallbackDelay`` on its scheduler, or at once when a new
///   target arrives.
/// - An operation whose completion never comes is ended by the player's last resort after
///   ``fallbackDelay``: the player reads what the containers show (``readDisplayed``),
///   plans again from it, and reports the fallback through ``onFallback``.
///
/// A write-back (the user swiped back, swiped a sheet down, dragged a detent, answered an
/// alert, tapped a tab) is already on screen: the displayed tree takes it at once, and the
/// root's new state arrives as the target.
///
/// The tab bar never gets more items than its ``tabBarCapacity``: the tabs that do not fit
/// are listed by the framework's More item (``TabBarOverflow``). What the user does to the
/// tab bar and More goes through ``take(_:)-(TabBarGesture)``: whether More shows its list
/// is the player's display state, the rest is written back to the root.
///
/// ```swift
/// let player = ContainerPlayer(following: root, scheduler: TaskTransitionScheduler())
/// player.perform = { operation, animated, completion in
///     renderer.execute(operation, animated: animated, completion: completion)   // UIKit's completion handlers
/// }
/// player.readDisplayed = { renderer.containersOnScreen() }
/// player.start()
/// ```
@MainActor
public final class ContainerPlayer {
    /// Counts of what the player did, for tests and logs.
    public struct Statistics: Hashable, Sendable {
        /// Operations completed.
        public var operations = 0
        /// Operations the renderer reported refused.
        public var refusals = 0
        /// Operations whose completion never came, ended by the last resort.
        public var fallbacks = 0

        /// Creates counts.
        public init(operations: Int = 0, refusals: Int = 0, fallbacks: Int = 0) {
            self.operations = operations
            self.refusals = refusals
            self.fallbacks = fallbacks
        }
    }

    /// What the renderer shows.
    public private(set) var displayed: ContainerTree
    /// What the player is heading for.
    public private(set) var target: ContainerTree
    /// Whether the operations toward the target are animated: the last change's
    /// `NavigationChange.isAnimated`, for the rest of the way from what is displayed.
    public private(set) var isTargetAnimated = true
    /// The target as the containers can show it: only its selected tab presents.
    private var goal: NavigationState
    /// The root's state last played to.
    private var targetState: NavigationState
    /// The most items the tab bar shows before the system's More: past it, the player
    /// gives the tab bar a More item of its own (``ContainerTree/more``).
    public let tabBarCapacity: TabBarCapacity
    /// Whether More shows its list rather than the selected tab: display state, set by the
    /// user (``take(_:)-(TabBarGesture)``), given up when the selection or its stack changes.
    public private(set) var isShowingMoreList = false
    /// Whether a change arriving now keeps More's list: the write-back of the gesture that
    /// showed it.
    private var isHoldingMoreList = false
    /// Reports a gesture's write-back to the root the player follows.
    private var writeBackToRoot: (@MainActor (WriteBack) -> Void)?
    /// The operation the renderer is performing, until it completes.
    public private(set) var operationInFlight: ContainerOperation?
    /// How long the player waits for a completion, and after a refusal, before it goes on.
    public let fallbackDelay: Duration
    /// What the player did so far.
    public private(set) var statistics = Statistics()
    /// Performs one operation, animated or not (UIKit's `animated:` argument of the call),
    /// and calls the completion once UIKit has completed it, or at once with
    /// ``ContainerOperation/Outcome/refused`` when UIKit would refuse it; calls after the
    /// first, and calls for an operation no longer in flight, are ignored.
    ///
    /// `animated` is `false` for the operations of an unanimated change
    /// (`NavigationChange.isAnimated`); a stack set off screen
    /// (``ContainerOperation/setStack(_:of:animated:)`` with `animated: false`) is never
    /// animated either. Unanimated, UIKit still calls a presentation's completion after the
    /// presented controller's `viewDidAppear(_:)`, so the player still waits for each
    /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)).
    public var perform: (@MainActor (ContainerOperation, _ animated: Bool, _ completion: @escaping @MainActor (ContainerOperation.Outcome) -> Void) -> Void)?
    /// Reads what the renderer's containers show: asked when an operation's completion has
    /// not come within ``fallbackDelay``. When it is `nil`, the player takes the operation
    /// as not performed.
    public var readDisplayed: (@MainActor () -> ContainerTree)?
    /// Called with every operation once it has completed.
    public var onOperation: (@MainActor (ContainerOperation) -> Void)?
    /// Called when the last resort ended an operation whose completion never came: the
    /// renderer should log it, as UIKit refused something the renderer did not foresee.
    public var onFallback: (@MainActor (ContainerOperation) -> Void)?
    /// Called with every screen that appeared or disappeared, once the operation that shows
    /// or hides it has completed (at once for a write-back, which is on screen already).
    /// The screens on display when the player starts are reported as appeared by
    /// ``start()``, or when this is set after the start.
    public var onSeen: (@MainActor (SeenEvent) -> Void)? {
        didSet {
            guard oldValue == nil, isStarted, let onSeen else { return }
            seen.appeared.forEach(onSeen)
        }
    }

    private let scheduler: any TransitionScheduler
    private var token = 0
    private var isAdvancing = false
    private var isStarted = false
    /// The refusal the player waits after, until its retry or a new target.
    private var waitingRetry: Int?
    /// The screens on display when the last operation completed.
    private var seen: SeenScreens

    /// Creates a player whose renderer shows `displayed`, heading for `state`.
    ///
    /// - Parameters:
    ///   - displayed: What the renderer shows at first: usually the state's tabs and
    ///     stacks, set up before the window is on screen, with nothing presented
    ///     (``ContainerTree/withoutPresentations``).
    ///   - state: The state to show.
    ///   - scheduler: The clock of the last resort and of retries after a refusal.
    ///   - fallbackDelay: How long to wait for a completion; longer than any transition.
    ///   - tabBarCapacity: The most items the tab bar shows (``TabBarCapacity/iOS``).
    public init(
        displayed: ContainerTree, heading state: NavigationState, scheduler: any TransitionScheduler,
        fallbackDelay: Duration = .seconds(1), tabBarCapacity: TabBarCapacity = .iOS
    ) {
        self.displayed = displayed
        self.tabBarCapacity = tabBarCapacity
        targetState = state
        target = ContainerTree(state, capacity: tabBarCapacity)
        goal = state.showing(target)
        seen = SeenScreens(goal.showing(displayed))
        self.scheduler = scheduler
        self.fallbackDelay = fallbackDelay
    }

    /// Creates a player that follows `root`'s every change and write-back, showing its
    /// tabs and stacks at first and presenting the rest once started.
    ///
    /// The layers and alert the root shows when the player is made — a restored state,
    /// usually — are presented without animation, as the restoration change itself is
    /// (`NavigationChange.isAnimated`): what a window brings back was never watched. A change
    /// made later decides for itself.
    ///
    /// Until the player is settled, the root drops the command of its last change performed
    /// again (`NavigationError.repeatedWhilePlaying(_:)`): a second tap landing while the
    /// first one's change still plays makes no second change.
    ///
    /// - Parameters:
    ///   - root: The root coordinator whose state is the target.
    ///   - scheduler: The clock of the last resort and of retries after a refusal.
    ///   - fallbackDelay: How long to wait for a completion; longer than any transition.
    ///   - tabBarCapacity: The most items the tab bar shows (``TabBarCapacity/iOS``).
    public convenience init(
        following root: RootCoordinator, scheduler: any TransitionScheduler, fallbackDelay: Duration = .seconds(1),
        tabBarCapacity: TabBarCapacity = .iOS
    ) {
        self.init(
            displayed: ContainerTree(root.state, capacity: tabBarCapacity).withoutPresentations, heading: root.state,
            scheduler: scheduler, fallbackDelay: fallbackDelay, tabBarCapacity: tabBarCapacity)
        writeBackToRoot = { [weak root] writeBack in root?.writeBack(writeBack) }
        isTargetAnimated = false
        root.addWriteBackListener { [weak self] writeBack in
            self?.take(writeBack)
        }
        // Until the UI shows the root's last change, that change's command again is a double tap.
        root.addDisplay { [weak self] in self?.isSettled ?? true }
        root.observe { [weak self] event in
            if case .changed(let change) = event { self?.play(to: change.state, animated: change.isAnimated) }
        }
    }

    /// Whether the renderer shows the target and nothing is in flight.
    public var isSettled: Bool {
        operationInFlight == nil && displayed == target
    }

    /// Starts performing what stands between the displayed containers and the target:
    /// call it once the renderer's containers are in a window and have appeared. Until
    /// then, targets are only noted.
    public func start() {
        guard !isStarted else { return advance() }
        isStarted = true
        // What the containers show from their first appearance: those screens appear now.
        seen = SeenScreens(goal.showing(displayed))
        if let onSeen { seen.appeared.forEach(onSeen) }
        advance()
    }

    /// Heads for a new target: at once when nothing is in flight, else once the operation
    /// in flight has completed.
    ///
    /// - Parameters:
    ///   - state: The state to show.
    ///   - animated: Whether the operations from now to the target are animated; an
    ///     operation already in flight keeps its own.
    public func play(to state: NavigationState, animated: Bool = true) {
        if isShowingMoreList, !isHoldingMoreList, TabBarOverflow.reveals(from: targetState, to: state) {
            isShowingMoreList = false
        }
        targetState = state
        isTargetAnimated = animated
        retarget()
        waitingRetry = nil
        advance()
    }

    /// Takes a write-back into the displayed containers: UIKit already shows it.
    public func take(_ writeBack: WriteBack) {
        displayed = displayed.applying(writeBack)
        if operationInFlight == nil { reportSeen() }
    }

    /// Takes what the user did to the tab bar or its More item (``TabBarOverflow/take(_:)``):
    /// More's list shown or left, and what the root decides written back to it; a renderer
    /// answers `false` to the tab bar's own selection and reports the tap here, so that the
    /// player selects what was decided.
    ///
    /// More's stack popped by the user is on screen already: the displayed tree takes it.
    ///
    /// - Parameter gesture: What the user did.
    public func take(_ gesture: TabBarGesture) {
        if case .poppedInMore(let screens) = gesture, displayed.more?.isSelected == true {
            displayed.more?.screens = screens
        }
        var bar = targetState.tabBar(capacity: tabBarCapacity, isShowingMoreList: isShowingMoreList)
        let writeBack = bar.take(gesture)
        isShowingMoreList = bar.isShowingMoreList
        retarget()
        if let writeBack, let writeBackToRoot {
            // A tab selection may reveal the tab; the pop that goes with the list must not.
            if case .tabSelected = writeBack {} else { isHoldingMoreList = true }
            writeBackToRoot(writeBack)
            isHoldingMoreList = false
        }
        advance()
        if operationInFlight == nil { reportSeen() }
    }

    /// The target and its goal from the root's state and More's list.
    private func retarget() {
        target = ContainerTree(targetState, capacity: tabBarCapacity, isShowingMoreList: isShowingMoreList)
        goal = targetState.showing(target)
    }

    private func advance() {
        guard isStarted, !isAdvancing, perform != nil else { return }
        isAdvancing = true
        defer { isAdvancing = false }
        while operationInFlight == nil, waitingRetry == nil, let next = nextOperation() {
            operationInFlight = next
            token += 1
            let current = token
            var endedAtOnce = false
            perform?(next, isTargetAnimated) { [weak self] outcome in
                guard let self, self.token == current, self.operationInFlight != nil else { return }
                self.end(next, outcome)
                if self.isAdvancing {
                    endedAtOnce = true
                } else {
                    self.advance()
                }
            }
            if !endedAtOnce, operationInFlight != nil {
                scheduler.schedule(after: fallbackDelay) { [weak self] in
                    self?.fallback(after: current)
                }
                return
            }
        }
    }

    /// The first call of the plan from what the containers show to the target.
    private func nextOperation() -> ContainerOperation? {
        let shown = goal.showing(displayed)
        return ContainerOperation.first(
            of: TransitionStep.steps(from: shown, to: goal), from: shown, to: goal, displayed: displayed, target: target,
            capacity: tabBarCapacity)
    }

    private func end(_ operation: ContainerOperation, _ outcome: ContainerOperation.Outcome) {
        operationInFlight = nil
        switch outcome {
        case .completed:
            displayed = displayed.applying(operation)
            statistics.operations += 1
            onOperation?(operation)
            reportSeen()
        case .refused:
            // Trying again at once would be refused again: the presenter is busy with
            // something the renderer does not own, for as long as the user keeps it.
            statistics.refusals += 1
            token += 1
            let current = token
            waitingRetry = current
            scheduler.schedule(after: fallbackDelay) { [weak self] in
                guard let self, self.waitingRetry == current else { return }
                self.waitingRetry = nil
                self.advance()
            }
        }
    }

    /// The last resort: the completion of the operation started with `current` never came.
    private func fallback(after current: Int) {
        guard token == current, let operation = operationInFlight else { return }
        token += 1
        operationInFlight = nil
        statistics.fallbacks += 1
        if let readDisplayed {
            displayed = readDisplayed()
        }
        onFallback?(operation)
        reportSeen()
        advance()
    }

    /// Tells ``onSeen`` what appeared and disappeared since the last operation completed;
    /// nothing before the start, as the containers are not on screen yet.
    private func reportSeen() {
        guard isStarted else { return }
        let events = seen.events(to: goal.showing(displayed), showingMoreList: displayed.isShowingMoreList)
        if let onSeen { events.forEach(onSeen) }
    }
}
