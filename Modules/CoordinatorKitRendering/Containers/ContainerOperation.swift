import CoordinatorKit
/// One call a UIKit renderer makes to its containers, waiting for UIKit's completion before
/// the next: the leading steps of the planned change that one call performs.
///
/// The ``ContainerPlayer`` plans a change with ``TransitionStep/steps(from:to:)``, as the
/// SwiftUI player does, and groups its steps into operations
/// (`ContainerOperation+Plan.swift`); the renderer only executes each with UIKit's own
/// completion handlers. UIKit's presentation rules hold: nothing is presented by a
/// controller that is presenting or being dismissed, since every presentation waits for
/// the operation before it; a dismissal takes the controllers above it along; a screen
/// that stays keeps its controller, so its state (scroll position, text typed) survives
/// the change.
public enum ContainerOperation: Hashable, Sendable, CustomStringConvertible {
    /// Set the tab bar's items, in tab order (`UITabBarController.setViewControllers(_:animated:)`),
    /// and after them the More item listing `more`, when there is any: never more items
    /// than the tab bar's ``TabBarCapacity``, so that UIKit never shows its own More. The
    /// navigation controller of every tab that stays, and More's, are kept with their screens
    /// and what they present; a new tab's navigation controller starts empty, and its screens
    /// come next, set off screen (``setStack(_:of:animated:)``). The selected item stays
    /// selected while it stays, else the first tab is (``ContainerTree/applying(_:)-(ContainerOperation)``).
    case setTabs([TabID], more: [TabID])
    /// Select a tab (`UITabBarController.selectedViewController`): its item, or More for a
    /// tab More lists, which keeps what More shows.
    case selectTab(ModuleID)
    /// Select the More item, its navigation controller holding these screens above its list
    /// (none: the list), set with `setViewControllers(_:animated:)`; animated only when More
    /// was on screen already.
    case showMore([EntryID])
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
        case .setTabs(let tabs, let more): "setTabs \(tabs.map(\.description))\(more.isEmpty ? "" : " more \(more.map(\.description))")"
        case .selectTab(let tab): "selectTab \(tab)"
        case .showMore(let screens): "showMore \(screens.first.map { "\($0.tab) \(screens.map(\.depth))" } ?? "list")"
        case .setStack(let screens, let stack, let animated):
            "setStack \(stack) to \(screens.map(\.depth))\(animated ? "" : " (not animated)")"
        case .push(let screen, let stack): "push \(screen) onto \(stack)"
        case .pop(let screen, let stack): "pop \(stack) to \(screen.depth)"
        case .present(let container, let position): "present \(container) at \(position)"
        case .dismiss(let position): "dismiss from \(position)"
        case .selectDetent(let detent, let layer): "selectDetent \(detent?.name ?? "none") of \(layer)"
        }
    }
}

extension ContainerTree {
    /// The tree once `operation` has completed.
    public func applying(_ operation: ContainerOperation) -> ContainerTree {
        var next = self
        switch operation {
        case .setTabs(let tabs, let rows):
            next.tabs = tabs
            next.stacks = stacks.filter { tabs.contains($0.key) }
            // A new tab's navigation controller starts with no screens.
            for tab in tabs where next.stacks[tab] == nil { next.stacks[tab] = [] }
            next.more = rows.isEmpty
                ? nil : MoreContainer(tabs: rows, isSelected: more?.isSelected ?? false, screens: more?.screens ?? [])
            let stays: Bool
            if more?.isSelected == true {
                stays = !rows.isEmpty && selectedTab.map { tabs.contains($0) || rows.contains($0) } == true
            } else {
                stays = selectedTab.map(tabs.contains) == true
            }
            if !stays {
                next.selectedTab = tabs.first
                next.more?.isSelected = false
            }
        case .selectTab(let tab):
            next.selectedTab = tab
            next.more?.isSelected = more?.tabs.contains(tab) == true
        case .showMore(let screens):
            next.more?.isSelected = true
            next.more?.screens = screens
            if let tab = screens.first?.tab { next.selectedTab = tab }
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
            let stack = layer.index == 0 ? stack(ofTab: layer.tab) : .layer(layer)
            // More holds a tab's screens only while it shows that tab, not its list.
            guard stack != .more || more?.screens.first?.tab == layer.tab else { break }
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
        case .more: more?.screens = screens
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
