import CoordinatorKit

extension NavigationState {
    /// The screens on display, bottom first: of the selected tab, the top screen of its base
    /// stack and of every modal layer above it, down to the top-most full-screen cover.
    ///
    /// - A full-screen cover hides what is under it: UIKit removes the presenter's view
    ///   once a full-screen presentation has ended, and its `viewDidDisappear(_:)` is called
    ///   (https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/fullscreen).
    /// - A sheet, bottom sheet, form sheet or popover leaves what is under it on display:
    ///   "a part of the background content always remains visible"
    ///   (https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/pagesheet),
    ///   and its presenter's view stays in place. An overlay is drawn over its layer,
    ///   which stays on display too.
    /// - A screen pushed under the top of its stack is not on display, nor is any screen of
    ///   another tab; the layout (tab bar, sidebar, one stack) changes nothing, as each shows
    ///   the selected tab's layers. An alert is not a screen.
    package var seenScreens: [EntryID] {
        guard let tab = currentTab else { return [] }
        var seen: [EntryID] = []
        for layer in tab.layers.reversed() {
            seen.append(layer.pathIDs.last ?? layer.rootID)
            if layer.presentation == .fullScreenCover { break }
        }
        return seen.reversed()
    }
}
