#if canImport(UIKit) && os(iOS)
import UIKit

/// What UIKit's containers show, read from them: the player's last resort when an
/// operation's completion never came (UIKit refused a presentation or dismissal this
/// executor did not foresee, and "the block to execute after the presentation finishes"
/// never ran, https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)).
extension ContainerExecutor {
    /// The containers as UIKit shows them, and this executor's record of its presented
    /// controllers brought in line with it.
    ///
    /// A controller counts as presented while UIKit still names a presenter for it
    /// (`presentingViewController`) and it is not being dismissed; the chain stops at the
    /// first that is not, since a dismissal takes every controller above along
    /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/presentingviewcontroller).
    ///
    /// - Parameter believed: What the player took as displayed: the tabs, and a bottom
    ///   sheet's detent when its sheet names none.
    func readDisplayed(believed: ContainerTree) -> ContainerTree {
        var shown: [UIViewController] = []
        for controller in presented {
            guard controller.presentingViewController != nil, !controller.isBeingDismissed else { break }
            shown.append(controller)
        }
        for gone in presented.dropFirst(shown.count) {
            presentedAlerts[ObjectIdentifier(gone)] = nil
            if let navigation = gone as? StackNavigationController { navigations[navigation.stack] = nil }
        }
        presented = shown
        var stacks: [ModuleID: [EntryID]] = [:]
        // An action's tab has a controller without screens and no stack to read.
        for tab in believed.tabs where believed.stacks[tab] != nil {
            stacks[tab] = navigations[.tab(tab)]?.viewControllers.compactMap(screen(of:)) ?? []
        }
        var more = believed.more
        if let navigation = navigations[.more] {
            more?.isSelected = tabBar?.selectedViewController === navigation
            more?.screens = navigation.viewControllers.compactMap(screen(of:))
        }
        return ContainerTree(
            selectedTab: selectedTab ?? believed.selectedTab, tabs: believed.tabs, stacks: stacks, more: more,
            presented: shown.compactMap { container(of: $0, believed: believed) })
    }

    private func container(of controller: UIViewController, believed: ContainerTree) -> PresentedContainer? {
        if let alert = presentedAlerts[ObjectIdentifier(controller)] { return .alert(alert) }
        guard let navigation = controller as? StackNavigationController, case .layer(let layer) = navigation.stack else {
            return nil
        }
        var detent = believed.presented.lazy.compactMap(\.layer).first { $0.id == layer }?.selectedDetent
        if case .bottomSheet(let detents) = layer.root.presentation,
            let named = SheetDetents.detent(named: navigation.sheetPresentationController?.selectedDetentIdentifier, in: detents)
        {
            detent = named
        }
        return .layer(
            LayerContainer(id: layer, screens: navigation.viewControllers.compactMap(screen(of:)), selectedDetent: detent))
    }
}
#endif
