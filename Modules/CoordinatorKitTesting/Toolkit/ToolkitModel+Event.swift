import CoordinatorKit

extension ToolkitModel {
    /// What SwiftUI and UIKit tell a renderer about a layer or an alert.
    public enum Event: Hashable, Sendable, CustomStringConvertible {
        /// SwiftUI's `onAppear` of a layer's content: as its presentation starts, or as a
        /// full-screen cover over it starts leaving.
        case onAppear(LayerID)
        /// SwiftUI's `onDisappear` of a layer's content: when it has been dismissed, or
        /// covered by a full-screen presentation.
        case onDisappear(LayerID)
        /// UIKit's `viewWillAppear(_:)` of the layer's hosting controller, and whether it is
        /// the beginning of the layer's own presentation (`isBeingPresented`).
        case viewWillAppear(LayerID, isBeingPresented: Bool)
        /// UIKit's `viewDidAppear(_:)` of the layer's hosting controller, and whether it
        /// is the end of the layer's own presentation (`isBeingPresented`); a tab's base
        /// layer appears, not presented, in the window's first frame.
        case viewDidAppear(LayerID, isBeingPresented: Bool)
        /// UIKit's `viewDidDisappear(_:)` of the layer's hosting controller, and whether
        /// it is the end of the layer's own dismissal (`isBeingDismissed`).
        case viewDidDisappear(LayerID, isBeingDismissed: Bool)
        /// SwiftUI's `onDismiss` of a sheet or cover, once it is gone.
        case onDismiss(LayerID)
        /// SwiftUI set a layer's item binding to `nil`: the user dismissed it.
        case layerBindingReset(LayerID)
        /// The completion of presenting a system alert.
        case alertPresented(AlertID)
        /// The completion of dismissing a system alert.
        case alertDismissed(AlertID)
        /// The user chose one of an alert's buttons; the alert is gone.
        case alertAnswered(AlertID, action: AlertState.Action)
        /// The user swiped back on a layer's stack, tapped its back button or picked a screen
        /// from the button's menu: its path is shorter.
        case pathShortened([EntryID], of: LayerID)
        /// The user tapped a tab in the tab bar (SwiftUI's `TabView` selection set).
        case tabTapped(ModuleID)
        /// The user tried to leave a screen that asks before it leaves — a swipe refused by
        /// ``ToolkitRule/guardedSheetCannotBeSwipedDown``, or the renderer's own back button
        /// (``ToolkitRule/guardedPushedScreenCannotBeSwipedBack``): the command it means.
        case leaveAttempted(NavigationCommand)

        /// The report an observing renderer sends for this event, if any: the beginnings and
        /// ends of transitions and a layer's view coming into the window, never `onAppear`
        /// or a presenter being covered.
        public var observedReport: BatchCompletion.Report? {
            switch self {
            case .viewWillAppear(let layer, true): .layerPresentationBegan(layer)
            case .viewDidAppear(let layer, true): .layerPresented(layer)
            case .viewDidAppear(let layer, false): .layerAppeared(layer)
            case .viewDidDisappear(let layer, true), .onDismiss(let layer): .layerDismissed(layer)
            case .alertPresented(let alert): .alertPresented(alert)
            case .alertDismissed(let alert), .alertAnswered(let alert, _): .alertDismissed(alert)
            default: nil
            }
        }

        /// The event as text, for logs and test failures.
        public var description: String {
            switch self {
            case .onAppear(let layer): "onAppear \(layer)"
            case .onDisappear(let layer): "onDisappear \(layer)"
            case .viewWillAppear(let layer, let presented): "viewWillAppear \(layer)\(presented ? " (presented)" : "")"
            case .viewDidAppear(let layer, let presented): "viewDidAppear \(layer)\(presented ? " (presented)" : "")"
            case .viewDidDisappear(let layer, let dismissed): "viewDidDisappear \(layer)\(dismissed ? " (dismissed)" : "")"
            case .onDismiss(let layer): "onDismiss \(layer)"
            case .layerBindingReset(let layer): "binding reset \(layer)"
            case .alertPresented(let alert): "presented \(alert)"
            case .alertDismissed(let alert): "dismissed \(alert)"
            case .alertAnswered(let alert, let action): "answered \(alert) '\(action)'"
            case .pathShortened(let path, let layer): "path of \(layer) set to \(path.map(\.depth))"
            case .leaveAttempted(let command): "leave attempted: \(command)"
            case .tabTapped(let tab): "tab \(tab) tapped"
            }
        }
    }
}
