import CoordinatorKit
import CoordinatorKitRendering
import CoordinatorKitTestModules
import CoordinatorKitTesting

/// A ``ContainerPlayer`` following a root over the test modules (library, shop, account),
/// its operations performed by the toolkit model's UIKit containers, with checks after
/// every operation.
@MainActor
final class ContainerHarness {
    /// How the renderer meets a presenter busy with something it does not own.
    enum Renderer {
        /// Reads the presenter before presenting (`presentedViewController`,
        /// `isBeingPresented`, `isBeingDismissed`) and reports the operation refused.
        case readsThePresenter
        /// Presents regardless, and waits for a completion that never comes.
        case presentsBlindly
    }

    let gate: TestAccessGate
    let root: RootCoordinator
    let model = ToolkitModel()
    let player: ContainerPlayer
    /// The operations the player reported ended by its last resort.
    private(set) var fallbacks: [ContainerOperation] = []
    /// Alerts found presented over a screen no stack shows, after an operation.
    private(set) var orphanedAlerts: [String] = []
    /// Screens that stayed on display through a change and got a new controller.
    private(set) var recreated: [EntryID] = []
    /// Every operation performed, in order.
    private(set) var operations: [ContainerOperation] = []
    /// Every operation handed to the renderer, with whether it was to animate it.
    private(set) var handedOut: [(operation: ContainerOperation, animated: Bool)] = []

    /// What the seen events got wrong: a screen appearing before the containers show it,
    /// twice, or disappearing unseen; once settled, screens on display the root's state
    /// does not show, or the other way round.
    private(set) var seenProblems: [String] = []
    /// The screens on display, as the seen events tell.
    private var onDisplay: [EntryID] = []

    /// The screens on display before the change and in every target since.
    private var staying: Set<EntryID> = []
    private var madeBefore: [EntryID: Int] = [:]

    /// - Parameters:
    ///   - renderer: How the renderer meets a busy presenter.
    ///   - tabs: The tab set, when not the test modules' two home tabs.
    ///   - capacity: The tab bar's capacity the player keeps to.
    init(renderer: Renderer = .readsThePresenter, tabs: [TabItem]? = nil, capacity: TabBarCapacity = .iOS) throws {
        gate = TestAccessGate(granted: [.signedIn], grantingRoutes: [.signedIn: account(.signIn).base])
        root = try makeRoot(gate: gate)
        if let tabs { try root.perform(.arrangeTabs(tabs)) }
        player = ContainerPlayer(following: root, scheduler: model, tabBarCapacity: capacity)
        model.setUp(player.displayed)
        player.perform = { [weak self, model] operation, animated, completion in
            self?.handedOut.append((operation, animated))
            if renderer == .readsThePresenter, case .present(_, let position) = operation,
                model.presenterIsBusy(at: position)
            {
                completion(.refused)
                return
            }
            model.perform(operation) { completion(.completed) }
        }
        player.readDisplayed = { [model] in model.displayedContainers }
        player.onFallback = { [weak self] operation in self?.fallbacks.append(operation) }
        player.onOperation = { [weak self] operation in self?.noteOperation(operation) }
        root.observe { [weak self, model] event in
            guard let self, case .changed(let change) = event else { return }
            // The renderer binds the screens that ask before they leave from every change.
            model.bindLeaveGuards(change.state.leaveGuards)
            staying.formIntersection(Self.screens(of: ContainerTree(change.state)))
        }
        player.onSeen = { [weak self] event in self?.note(event) }
        player.start()
        model.runUntilIdle()
    }

    /// Every screen seen appearing or disappearing, in order.
    private(set) var seen: [SeenEvent] = []

    private func note(_ event: SeenEvent) {
        seen.append(event)
        switch event.change {
        case .appeared:
            if onDisplay.contains(event.screen) { seenProblems.append("\(event) twice") }
            if !Self.screens(of: model.displayedContainers).contains(event.screen) {
                seenProblems.append("\(event) before the containers show it")
            }
            onDisplay.append(event.screen)
        case .disappeared:
            if !onDisplay.contains(event.screen) { seenProblems.append("\(event) never appeared") }
            onDisplay.removeAll { $0 == event.screen }
        }
    }

    /// Marks the start of a change: the screens on display now are expected to keep their
    /// controllers while they stay in every target.
    func beginChange() {
        staying = Self.screens(of: model.displayedContainers)
        madeBefore = model.controllersMade
    }

    /// Runs the clock until nothing moves, then notes the screens that were recreated and
    /// whether the containers show the root's state, More showing its list or not.
    func settle() {
        model.runUntilIdle()
        recreated += staying.filter { model.controllersMade[$0] != madeBefore[$0] }
        staying = []
        let list = player.isShowingMoreList
        let wanted = ContainerTree(root.state, capacity: player.tabBarCapacity, isShowingMoreList: list)
        if !model.showsContainers(wanted) || !player.isSettled {
            unshown.append("shows \(model.displayedContainers), not \(wanted)")
        } else if Set(onDisplay) != Set(root.state.seenScreens(showingMoreList: list)) {
            seenProblems.append("seen \(onDisplay), on display \(root.state.seenScreens(showingMoreList: list))")
        }
    }

    /// Notes a completed operation and the alerts it left without their screen.
    func noteOperation(_ operation: ContainerOperation) {
        operations.append(operation)
        orphanedAlerts += model.displayedContainers.alertsWithoutTheirScreen.map { "\($0) after \(operation)" }
    }

    /// Hands what the renderer reports of a user's gesture to the root or the player, as
    /// the UIKit executor does.
    func deliver(_ report: ToolkitModel.ContainerReport?) {
        switch report {
        case .writeBack(let writeBack): root.writeBack(writeBack)
        case .tabBar(let gesture): player.take(gesture)
        case .command(let command): try? root.perform(command)
        case nil: break
        }
    }

    /// The times the containers did not show the root's state once settled.
    private(set) var unshown: [String] = []

    /// The rules broken so far.
    var violations: [String] { model.violations.map(\.description) }

    static func screens(of tree: ContainerTree) -> Set<EntryID> {
        Set(tree.stacks.values.joined()).union(tree.presented.compactMap(\.layer).flatMap(\.screens))
            .union(tree.more?.screens ?? [])
    }
}
