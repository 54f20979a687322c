import CoordinatorKit
/// One thing a UIKit renderer does to its containers, waiting for UIKit's completion before
/// the next.
///
/// ``operations(from:to:)`` plans them from what is displayed to the target; the renderer
/// only executes each with UIKit's own completion handlers (see ``ContainerPlayer``).
/// The plan keeps UIKit's presentation rules: nothing is presented by a controller that is
/// presenting or being dismissed, since every presentation waits for the operation before
/// it; a dismissal takes the controllers above it along; a screen that stays keeps its
/// controller, so its state (scroll position, text typed) survives the change.
public enum ContainerOperation: Hashable, Sendable, CustomStringConvertible {
    /// Select a tab (`UITabBarController.selectedViewController`).
    case selectTab(ModuleID)
    /// Replace a navigation controller's screens (`setViewControllers(_:animated:)`),
    /// keeping the controllers of the screens that stay.
    case setStack([EntryID], of: StackID, animated: Bool)
    /// Push one screen (`pushViewController(_:animated:)`).
    case push(EntryID, onto: StackID)
    /// Pop until the screen is on top (`popToViewController(_:animated:)`).
    case pop(to: EntryID, in: StackID)
    /// Present a controller at a position of the presented chain, over the controller
    /// below it (the tab bar controller for position 0), with
    /// `present(_:animated:completion:)`.
    case present(PresentedContainer, at: Int)
    /// Dismiss the presented controller at a position and those above it, with
    /// `dismiss(animated:completion:)` on the controller below it.
    case dismiss(from: Int)
    /// Move a bottom sheet to a detent (`UISheetPresentationController.selectedDetentIdentifier`
    /// inside `animateChanges(_:)`).
    case selectDetent(Detent?, of: LayerID)

    /// What became of an operation a renderer was given.
    public enum Outcome: Hashable, Sendable {
        /// UIKit completed it: its completion handler ran.
        case completed
        /// The renderer did not perform it, as UIKit would refuse it: the controller to
        /// present from is presenting something else (a screen's own alert or share sheet)
        /// or is in a transition, and a refused presentation never completes.
        case refused
    }

    /// The operation in a short form for logs and tests.
    public var description: String {
        switch self {
        case .selectTab(let tab): "selectTab \(tab)"
        case .setStack(let screens, let stack, let animated):
            "setStack \(stack) to \(screens.map(\.depth))\(animated ? "" : " (not animated)")"
        case .push(let screen, let stack): "push \(screen) onto \(stack)"
        case .pop(let screen, let stack): "pop \(stack) to \(screen.depth)"
        case .present(let container, let position): "present \(container) at \(position)"
        case .dismiss(let position): "dismiss from \(position)"
        case .selectDetent(let detent, let layer): "selectDetent \(detent?.name ?? "none") of \(layer)"
        }
    }

    /// The operations that turn the displayed containers into the target, in the order
    /// UIKit performs them, one at a time.
    ///
    /// 1. Dismiss every presented controller from the first that the target does not keep
    ///    (one dismissal takes those above it; an alert whose screen goes is dismissed
    ///    here, before its screen is popped).
    /// 2. Set the stacks of the tabs not on screen, without animation — the tab about to be
    ///    selected included, so that it appears as it should.
    /// 3. Select the tab.
    /// 4. Pop, push or set the stacks on screen: the selected tab's, then each kept layer's,
    ///    and move kept bottom sheets to their detents.
    /// 5. Present what is new, bottom first, each over the one before.
    ///
    /// - Parameters:
    ///   - displayed: What the renderer shows.
    ///   - target: What it should show.
    /// - Returns: The operations, in order; empty when the renderer shows the target.
    public static func operations(from displayed: ContainerTree, to target: ContainerTree) -> [ContainerOperation] {
        var operations: [ContainerOperation] = []
        var kept = 0
        while kept < displayed.presented.count, kept < target.presented.count,
            displayed.presented[kept].id == target.presented[kept].id
        {
            kept += 1
        }
        if kept < displayed.presented.count {
            operations.append(.dismiss(from: kept))
        }
        let onScreen = displayed.selectedTab == target.selectedTab ? target.selectedTab : nil
        for tab in target.tabs where tab != onScreen {
            operations += stackOperations(
                from: displayed.stacks[tab] ?? [], to: target.stacks[tab] ?? [], of: .tab(tab), animated: false)
        }
        if let tab = target.selectedTab, tab != displayed.selectedTab {
            operations.append(.selectTab(tab))
        }
        if let tab = onScreen {
            operations += stackOperations(
                from: displayed.stacks[tab] ?? [], to: target.stacks[tab] ?? [], of: .tab(tab), animated: true)
        }
        for position in 0..<kept {
            guard let shown = displayed.presented[position].layer, let wanted = target.presented[position].layer else {
                continue
            }
            operations += stackOperations(from: shown.screens, to: wanted.screens, of: .layer(wanted.id), animated: true)
            if shown.selectedDetent != wanted.selectedDetent {
                operations.append(.selectDetent(wanted.selectedDetent, of: wanted.id))
            }
        }
        for position in kept..<target.presented.count {
            operations.append(.present(target.presented[position], at: position))
        }
        return operations
    }

    /// A pop when the target is a prefix, a push when it adds one screen, else a new stack.
    private static func stackOperations(
        from shown: [EntryID], to wanted: [EntryID], of stack: StackID, animated: Bool
    ) -> [ContainerOperation] {
        guard shown != wanted, !wanted.isEmpty else { return [] }
        if animated, let last = wanted.last, wanted.count < shown.count, Array(shown.prefix(wanted.count)) == wanted {
            return [.pop(to: last, in: stack)]
        }
        if animated, let last = wanted.last, wanted.count == shown.count + 1, Array(wanted.prefix(shown.count)) == shown {
            return [.push(last, onto: stack)]
        }
        return [.setStack(wanted, of: stack, animated: animated)]
    }
}

extension ContainerTree {
    /// The tree once `operation` has completed.
    public func applying(_ operation: ContainerOperation) -> ContainerTree {
        var next = self
        switch operation {
        case .selectTab(let tab):
            next.selectedTab = tab
        case .setStack(let screens, let stack, _):
            next.setScreens(screens, of: stack)
        case .push(let screen, let stack):
            next.setScreens(screens(of: stack) + [screen], of: stack)
        case .pop(let screen, let stack):
            let shown = screens(of: stack)
            if let index = shown.firstIndex(of: screen) { next.setScreens(Array(shown[...index]), of: stack) }
        case .present(let container, let position):
            next.presented = Array(presented.prefix(position)) + [container]
        case .dismiss(let position):
            next.presented = Array(presented.prefix(max(position, 0)))
        case .selectDetent(let detent, let layer):
            next.updateLayer(layer) { $0.selectedDetent = detent }
        }
        return next
    }

    /// The tree once the user did `writeBack`, which UIKit already shows.
    ///
    /// A tapped tab is the exception: a UIKit renderer asks the root before the tab bar
    /// selects it (`tabBarController(_:shouldSelect:)` answers `false`), since the root may
    /// refuse the tab or pop it to its root instead; a ``ContainerOperation/selectTab(_:)``
    /// then selects what the root decided. The tree is unchanged by it.
    public func applying(_ writeBack: WriteBack) -> ContainerTree {
        var next = self
        switch writeBack {
        case .path(let path, let layer):
            let stack: StackID = layer.index == 0 ? .tab(layer.tab) : .layer(layer)
            next.setScreens([layer.root] + path, of: stack)
        case .layerDismissed(let layer):
            if let position = presented.firstIndex(where: { $0.id == .layer(layer) }) {
                next.presented = Array(presented.prefix(position))
            }
        case .detentSelected(let detent, let layer):
            next.updateLayer(layer) { $0.selectedDetent = detent }
        case .alertDismissed(let alert), .alertAnswered(let alert, _):
            next.presented.removeAll { $0.id == .alert(alert) }
        case .tabSelected:
            break
        }
        return next
    }

    private mutating func setScreens(_ screens: [EntryID], of stack: StackID) {
        switch stack {
        case .tab(let tab): stacks[tab] = screens
        case .layer(let layer): updateLayer(layer) { $0.screens = screens }
        }
    }

    private mutating func updateLayer(_ id: LayerID, _ update: (inout LayerContainer) -> Void) {
        guard let position = presented.firstIndex(where: { $0.id == .layer(id) }), var layer = presented[position].layer
        else { return }
        update(&layer)
        presented[position] = .layer(layer)
    }
}
