import CoordinatorKit

/// The user's gestures against screens that ask before they leave
/// (`NavigationState.leaveGuards`): a guarded sheet is not swiped down
/// (``ToolkitRule/guardedSheetCannotBeSwipedDown``,
/// https://developer.apple.com/documentation/uikit/uiviewcontroller/ismodalinpresentation,
/// https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerdidattempttodismiss(_:)),
/// a guarded pushed screen is not swiped back
/// (``ToolkitRule/guardedPushedScreenCannotBeSwipedBack``,
/// https://developer.apple.com/documentation/uikit/uinavigationcontroller/interactivepopgesturerecognizer);
/// each attempt comes to the renderer as ``Event/leaveAttempted(_:)``, the command it means.
extension ToolkitModel {
    /// The user swipes back on the top layer's stack: its top pushed screen goes, and the
    /// stack's path is written back; a guarded screen stays and its attempt is reported
    /// as `NavigationCommand.goBack`.
    ///
    /// - Returns: Whether a pushed screen went.
    @discardableResult
    public func userSwipesBack() -> Bool {
        guard let (layer, path) = reachableTopStack, let top = path.last else { return false }
        if leaveGuards.contains(top) {
            refuseForeign(.guardedPushedScreenCannotBeSwipedBack, "back swipe on \(top)")
            emit(.leaveAttempted(.goBack))
            return false
        }
        // The swipe has carried the pop out by the time the path is written back.
        drawnPaths[layer] = Array(path.dropLast())
        emit(.pathShortened(Array(path.dropLast()), of: layer))
        return true
    }

    /// The top layer's stack and its path, when the user can reach it: the topmost thing on
    /// screen, with no alert, transition, push or pop over it.
    var reachableTopStack: (layer: LayerID, path: [EntryID])? {
        guard foreign == nil, chain.allSatisfy({ $0.phase == .up }), let (layer, path) = topStack,
            layer.index == 0 ? chain.isEmpty : chain.last?.item.layer == layer, stackTransitions[layer] == nil
        else { return nil }
        return (layer, path)
    }

    /// Whether the swipe down of `layer` is refused because it holds a guarded screen;
    /// the attempt is then reported as `NavigationCommand.dismiss`.
    func refusesSwipe(down layer: LayerID) -> Bool {
        guard let (top, path) = topStack, top == layer, leaveGuards.contains(layer.root) || path.contains(where: leaveGuards.contains)
        else { return false }
        refuseForeign(.guardedSheetCannotBeSwipedDown, "swipe down of \(layer)")
        emit(.leaveAttempted(.dismiss))
        return true
    }
}
