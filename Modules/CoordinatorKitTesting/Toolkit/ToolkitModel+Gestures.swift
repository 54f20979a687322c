import CoordinatorKit

/// The user's gestures beyond a sheet swiped down and an alert answered: a tab tapped, the
/// back button and the menu its long press opens, and swipes let go half-way — a back swipe
/// before the middle, a sheet dragged down and released. Each runs the transition UIKit
/// runs for it, so that what a renderer presents meanwhile meets it, and reports what the
/// renderer hears of it, if anything.
///
/// A back swipe abandoned half-way runs the stack's interactive pop and cancels it: the
/// stack is busy meanwhile and shows what it showed
/// (https://developer.apple.com/documentation/uikit/uinavigationcontroller/interactivepopgesturerecognizer).
/// A sheet dragged and released is in its interactive dismissal meanwhile, then back up;
/// the renderer hears nothing of either.
extension ToolkitModel {
    /// The user taps `tab` in the tab bar; the renderer hears it as ``Event/tabTapped(_:)``.
    ///
    /// - Parameter tab: The tab tapped.
    /// - Returns: Whether the tab bar was within reach: nothing presented or drawn over it.
    @discardableResult
    public func userTapsTab(_ tab: ModuleID) -> Bool {
        guard foreign == nil, chain.isEmpty, drawn.isEmpty else { return false }
        emit(.tabTapped(tab))
        return true
    }

    /// The user taps the top layer's back button: its top pushed screen goes, the pop
    /// animating after the tap. A screen that asks before it leaves has the renderer's own
    /// button, whose tap is reported as `NavigationCommand.goBack`.
    ///
    /// - Returns: Whether a pushed screen went.
    @discardableResult
    public func userTapsBack() -> Bool {
        guard let (_, path) = reachableTopStack, !path.isEmpty else { return false }
        return userPicksFromBackMenu(keeping: path.count - 1)
    }

    /// The user long-presses the top layer's back button and picks a screen of its menu:
    /// the screens above the first `count` pushed ones go in one pop. A screen that asks
    /// before it leaves has no system back button, nor its menu: its tap asks.
    ///
    /// - Parameter count: How many pushed screens stay.
    /// - Returns: Whether screens went.
    @discardableResult
    public func userPicksFromBackMenu(keeping count: Int) -> Bool {
        guard let (layer, path) = reachableTopStack, let top = path.last, (0..<path.count).contains(count) else { return false }
        if leaveGuards.contains(top) {
            emit(.leaveAttempted(.goBack))
            return false
        }
        let kept = Array(path.prefix(count))
        drawnPaths[layer] = kept
        startStackTransition(of: layer)
        emit(.pathShortened(kept, of: layer))
        return true
    }

    /// The user starts a back swipe on the top layer's stack and lets go before the middle:
    /// the stack runs its interactive pop and cancels it, busy meanwhile; nothing changes.
    ///
    /// - Returns: Whether a pushed screen was there to swipe.
    @discardableResult
    public func userSwipesBackHalfway() -> Bool {
        guard let (layer, path) = reachableTopStack, let top = path.last, !leaveGuards.contains(top) else { return false }
        startStackTransition(of: layer)
        return true
    }

    /// The user drags the top sheet (or popover) down and lets it go: it is in its
    /// interactive dismissal while held, then back up; the renderer hears nothing.
    ///
    /// - Returns: Whether a presented layer was up on top to drag.
    @discardableResult
    public func userDragsTopLayerHalfway() -> Bool {
        guard foreign == nil, let top = chain.last, top.phase == .up, let layer = top.item.layer, !top.item.isFullScreen,
            topStack?.layer == layer, !leaveGuards.contains(layer.root), !(topStack?.path.contains(where: leaveGuards.contains) ?? false)
        else { return false }
        let item = top.item
        chain[chain.count - 1].phase = .dismissing
        heldByTheUser.insert(item)
        schedule(after: transitionDuration) { [weak self] in
            guard let self, self.heldByTheUser.remove(item) != nil,
                let at = self.chain.firstIndex(where: { $0.item == item && $0.phase == .dismissing })
            else { return }
            self.chain[at].phase = .up
            // What SwiftUI asked for while the sheet was held is done now.
            self.reconcile(onlyDeferred: false)
        }
        return true
    }
}
