import CoordinatorKit

/// UIKit's containers acted out: a tab bar controller's navigation controllers, its More
/// item's, and the chain of controllers presented over it, driven one ``ContainerOperation``
/// at a time as a UIKit renderer drives them, each operation's completion run when UIKit
/// would run it. The tab bar keeps to its capacity and the bar above each tab stack shows
/// alike in both toolkits (`ToolkitModel+TabBar.swift`).
///
/// Every screen gets a controller, numbered as it is made, so that a test sees whether a
/// screen that stayed kept its controller (``controllersMade``). Operations that break a
/// ``ToolkitRule`` are recorded in ``violations``; a presentation or dismissal UIKit
/// refuses is not performed and its completion never runs, as on a device
/// (``ToolkitRule/refusedPresentationNeverCompletes``).
///
/// ```swift
/// let model = ToolkitModel()
/// let player = ContainerPlayer(following: root, scheduler: model)
/// model.setUp(player.displayed)
/// player.perform = { operation, _, completion in
///     model.perform(operation) { completion(.completed) }
/// }
/// player.readDisplayed = { model.displayedContainers }
/// player.start()
/// model.runUntilIdle()
/// #expect(model.violations.isEmpty && model.showsContainers(player.target))
/// ```
extension ToolkitModel {
    /// A controller showing one screen; its number tells one making from another.
    struct Controller: Hashable {
        let screen: EntryID
        let number: Int
    }

    /// The containers' state.
    struct Containers {
        var selectedTab: ModuleID?
        var tabs: [ModuleID] = []
        /// The tabs the More item lists; empty without one.
        var moreTabs: [TabID] = []
        var isMoreSelected = false
        var stacks: [StackID: [Controller]] = [:]
        var transitioning: Set<StackID> = []
        var presented: [(container: PresentedContainer, phase: Phase)] = []
        var made: [EntryID: Int] = [:]
        var madeCount = 0
    }

    /// Sets the containers up as a renderer does before its window is on screen: the tabs
    /// and their stacks, without animation, and whatever `tree` presents as already up.
    public func setUp(_ tree: ContainerTree) {
        containers = Containers()
        drivesContainers = true
        containers.selectedTab = tree.selectedTab
        containers.tabs = tree.tabs
        for tab in tree.tabs {
            containers.stacks[.tab(tab)] = controllers(for: tree.stacks[tab] ?? [], reusing: [])
        }
        if let more = tree.more {
            containers.moreTabs = more.tabs
            containers.isMoreSelected = more.isSelected
            containers.stacks[.more] = controllers(for: more.screens, reusing: [])
        }
        checkCapacity(of: tree.tabs + (tree.more == nil ? [] : ["more"]))
        for container in tree.presented {
            containers.presented.append((container, .up))
            if let layer = container.layer { containers.stacks[.layer(layer.id)] = controllers(for: layer.screens, reusing: []) }
        }
    }

    /// What the containers show, presentations still coming or going included.
    public var displayedContainers: ContainerTree {
        var stacks: [ModuleID: [EntryID]] = [:]
        for tab in containers.tabs {
            stacks[tab] = containers.stacks[.tab(tab)]?.map(\.screen) ?? []
        }
        let presented = containers.presented.map { item -> PresentedContainer in
            guard var layer = item.container.layer else { return item.container }
            layer.screens = containers.stacks[.layer(layer.id)]?.map(\.screen) ?? []
            return .layer(layer)
        }
        let more = containers.moreTabs.isEmpty
            ? nil
            : MoreContainer(
                tabs: containers.moreTabs, isSelected: containers.isMoreSelected,
                screens: containers.stacks[.more]?.map(\.screen) ?? [])
        return ContainerTree(
            selectedTab: containers.selectedTab, tabs: containers.tabs, stacks: stacks, more: more, presented: presented)
    }

    /// Whether the containers show `tree`, with no transition running.
    public func showsContainers(_ tree: ContainerTree) -> Bool {
        displayedContainers == tree && containers.transitioning.isEmpty
            && containers.presented.allSatisfy { $0.phase == .up }
    }

    /// How many controllers were made for each screen so far.
    public var controllersMade: [EntryID: Int] {
        containers.made
    }

    /// Performs `operation` as UIKit does, calling `completion` when UIKit's completion
    /// handler would run: at once for what is not animated, at the end of the transition
    /// for the rest, never for what UIKit refuses.
    public func perform(_ operation: ContainerOperation, completion: @escaping @MainActor () -> Void) {
        switch operation {
        case .setTabs(let tabs, let more):
            // UITabBarController.setViewControllers(_:animated:): the navigation controllers
            // of the tabs that stay are kept, new ones start empty; the tab bar has no transition.
            checkCapacity(of: tabs + (more.isEmpty ? [] : ["more"]))
            for tab in containers.tabs where !tabs.contains(tab) { containers.stacks[.tab(tab)] = nil }
            for tab in tabs where containers.stacks[.tab(tab)] == nil { containers.stacks[.tab(tab)] = [] }
            let selected = containers.selectedTab
            let stays = containers.isMoreSelected
                ? !more.isEmpty && selected.map { tabs.contains($0) || more.contains($0) } == true
                : selected.map(tabs.contains) == true
            if more.isEmpty { containers.stacks[.more] = nil } else if containers.stacks[.more] == nil { containers.stacks[.more] = [] }
            containers.tabs = tabs
            containers.moreTabs = more
            if !stays {
                containers.selectedTab = tabs.first
                containers.isMoreSelected = false
            }
            completion()
        case .selectTab(let tab):
            containers.selectedTab = tab
            containers.isMoreSelected = containers.moreTabs.contains(tab)
            completion()
        case .showMore(let screens):
            let onScreen = containers.isMoreSelected
            containers.isMoreSelected = true
            if let tab = screens.first?.tab { containers.selectedTab = tab }
            changeStack(.more, to: screens, animated: onScreen, attempt: "\(operation)", completion: completion)
        case .setStack(let screens, let stack, let animated):
            changeStack(stack, to: screens, animated: animated, attempt: "\(operation)", completion: completion)
        case .push(let screen, let stack):
            let shown = containers.stacks[stack] ?? []
            if shown.contains(where: { $0.screen == screen }) {
                violate(.pushedControllerIsNotOnTheStack, "push \(screen) already on \(stack)")
                return
            }
            changeStack(stack, to: shown.map(\.screen) + [screen], animated: true, attempt: "\(operation)", completion: completion)
        case .pop(let screen, let stack):
            let shown = (containers.stacks[stack] ?? []).map(\.screen)
            guard let index = shown.firstIndex(of: screen) else {
                violate(.poppedToControllerIsOnTheStack, "pop \(stack) to \(screen), not on it")
                return
            }
            changeStack(stack, to: Array(shown[...index]), animated: true, attempt: "\(operation)", completion: completion)
        case .present(let container, let position):
            present(container, at: position, completion: completion)
        case .dismiss(let position):
            dismissContainers(from: position, completion: completion)
        case .selectDetent(let detent, let layer):
            moveSheet(layer, to: detent)
            completion()
        }
    }

    /// The user drags a bottom sheet to a detent; UIKit's sheet moves at once.
    ///
    /// - Returns: The write-back the renderer reports, or `nil` when the layer is not a
    ///   bottom sheet that is up.
    public func userDragsSheet(_ layer: LayerID, to detent: Detent) -> WriteBack? {
        guard containers.presented.contains(where: { $0.container.id == .layer(layer) && $0.phase == .up }) else {
            return nil
        }
        moveSheet(layer, to: detent)
        return .detentSelected(detent, of: layer)
    }

    private func moveSheet(_ layer: LayerID, to detent: Detent?) {
        guard let index = containers.presented.firstIndex(where: { $0.container.id == .layer(layer) }),
            var shown = containers.presented[index].container.layer
        else { return }
        shown.selectedDetent = detent
        containers.presented[index].container = .layer(shown)
    }

    private func changeStack(
        _ stack: StackID, to screens: [EntryID], animated: Bool, attempt: String,
        completion: @escaping @MainActor () -> Void
    ) {
        if containers.transitioning.contains(stack) {
            violate(.oneNavigationTransitionAtATime, "\(attempt) while \(stack) is in a transition")
        }
        containers.stacks[stack] = controllers(for: screens, reusing: containers.stacks[stack] ?? [])
        if case .layer = stack {} else { checkTabBar(over: screens) }
        guard animated else {
            completion()
            return
        }
        containers.transitioning.insert(stack)
        schedule(after: transitionDuration) { [weak self] in
            self?.containers.transitioning.remove(stack)
            completion()
        }
    }

    private func present(_ container: PresentedContainer, at position: Int, completion: @escaping @MainActor () -> Void) {
        let presented = containers.presented
        if let blocking = foreign(presentingAt: position) {
            refuseForeign(.foreignPresentationBlocksThePresenter, "present \(container) while \(blocking.name) is presented")
            return
        }
        guard position == presented.count else {
            let presenter = position == 0 ? "the tab bar controller" : position <= presented.count ? "\(presented[position - 1].container)" : "nothing"
            violate(.onePresentationPerPresenter, "present \(container) from \(presenter), which is presenting or absent")
            return
        }
        if let below = presented.last, below.phase != .up {
            let rule: ToolkitRule = below.phase == .presenting ? .presentationEndsWithItsTransition : .noPresentationDuringTransition
            violate(rule, "present \(container) from \(below.container) before its transition has ended")
            return
        }
        containers.presented.append((container, .presenting))
        if let layer = container.layer {
            containers.stacks[.layer(layer.id)] = controllers(for: layer.screens, reusing: [])
        }
        schedule(after: transitionDuration) { [weak self] in
            guard let self, let index = self.containers.presented.firstIndex(where: { $0.container.id == container.id })
            else { return }
            self.containers.presented[index].phase = .up
            completion()
        }
    }

    private func dismissContainers(from position: Int, completion: @escaping @MainActor () -> Void) {
        guard containers.presented.indices.contains(position) else { return }
        let going = containers.presented[position...]
        if let coming = going.first(where: { $0.phase == .presenting }) {
            violate(.noDismissalDuringPresentation, "dismiss \(coming.container) while it is being presented")
            return
        }
        let along = foreignGoingAlong(withDismissalFrom: position, "dismiss \(going.map(\.container))")
        guard along.isAllowed else { return }
        let ids = going.map(\.container.id)
        for index in going.indices {
            containers.presented[index].phase = .dismissing
        }
        schedule(after: transitionDuration) { [weak self] in
            guard let self else { return }
            self.containers.presented.removeAll { ids.contains($0.container.id) }
            self.removeForeign(along.taken)
            for case .layer(let layer) in ids {
                self.containers.stacks[.layer(layer)] = nil
            }
            completion()
        }
    }

    /// The controllers for `screens`: those of `shown` for the screens it holds, new ones
    /// for the rest.
    private func controllers(for screens: [EntryID], reusing shown: [Controller]) -> [Controller] {
        screens.map { screen in
            if let kept = shown.first(where: { $0.screen == screen }) { return kept }
            containers.madeCount += 1
            containers.made[screen, default: 0] += 1
            return Controller(screen: screen, number: containers.madeCount)
        }
    }
}
