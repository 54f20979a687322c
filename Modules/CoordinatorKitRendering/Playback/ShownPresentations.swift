import CoordinatorKit

/// What a renderer sees the toolkit present: the layers and system alerts up on screen or
/// coming up, read from the toolkit itself when a batch's endings did not all come.
///
/// A ``TransitionPlayer`` asks for it (``TransitionPlayer/readShown``) when a batch it waits
/// for is past its deadline, and plans again from what is actually shown rather than from
/// what it drew: a presentation the toolkit refused — a screen's own share sheet or alert
/// up on the presenter, a push still running, a window not on screen yet — never began,
/// so it leaves the displayed state, and the next batch presents it again. SwiftUI presents
/// a sheet when its item changes
/// (https://developer.apple.com/documentation/swiftui/view/sheet(item:ondismiss:content:)):
/// the item goes `nil` in one update and comes back in a later one.
///
/// A renderer reports what it observes and decides nothing; the player decides
/// what stays displayed.
///
/// ```swift
/// player.readShown = {
///     ShownPresentations(layers: observers.phases, alerts: alertObservers.phases)
/// }
/// ```
public struct ShownPresentations: Hashable, Sendable {
    /// Where a presentation is.
    public enum Phase: Hashable, Sendable {
        /// Its presentation transition runs: the toolkit began it and has not ended it
        /// (UIKit: between the presented controller's `viewWillAppear(_:)` and its
        /// `viewDidAppear(_:)`).
        case coming
        /// It is up: its presentation transition has ended.
        case up
    }

    /// The presented layers on screen: sheets, bottom sheets, form sheets, popovers and
    /// full-screen covers; a layer that is not a key was not presented, or has gone.
    public var layers: [LayerID: Phase]
    /// The system alerts and confirmation dialogs on screen, or `nil` when the renderer
    /// cannot see them (AppKit tells SwiftUI content nothing of an alert's sheet): the
    /// displayed alert then stays.
    public var alerts: [AlertID: Phase]?

    /// Creates what a renderer sees.
    ///
    /// - Parameters:
    ///   - layers: The presented layers on screen, each coming or up.
    ///   - alerts: The system alerts on screen, each coming or up; `nil` when the renderer
    ///     cannot see them.
    public init(layers: [LayerID: Phase] = [:], alerts: [AlertID: Phase]? = [:]) {
        self.layers = layers
        self.alerts = alerts
    }
}

extension NavigationState {
    /// The displayed state cut to what `shown` has on screen: on the selected tab, the first
    /// layer the toolkit presents that is not shown leaves, with everything above it (nothing
    /// is presented over a layer that is not there), and a system alert not shown leaves.
    ///
    /// Base layers, overlays and custom alerts are the renderer's own and stay; so do the
    /// other tabs, which present nothing.
    func keepingShown(_ shown: ShownPresentations) -> NavigationState {
        guard let tab = currentTab else { return self }
        var next = self
        let missing = tab.layers.dropFirst().first { layer in
            layer.presentation?.isPresentedByToolkit == true && shown.layers[layer.id] == nil
        }
        if let missing {
            next = next.applying([.dismissLayer(tab: tab.id, depth: missing.depth)])
        }
        if let alerts = shown.alerts, let alert = next.currentTab?.alertID, !alert.isCustom, alerts[alert] == nil {
            next = next.applying([.dismissAlert(tab: tab.id, depth: alert.screen.depth)])
        }
        return next
    }

    /// The same tabs and stacks with nothing presented: no sheet, cover, overlay or alert —
    /// what a window shows in its first frame, before it can present anything.
    var withoutPresentations: NavigationState {
        var next = self
        for index in next.tabs.indices {
            if let layer = next.tabs[index].stack.firstIndex(where: { $0.presentation.isModal }) {
                next.tabs[index].stack.removeSubrange(layer...)
            }
            next.tabs[index].root.alert = nil
            for entry in next.tabs[index].stack.indices {
                next.tabs[index].stack[entry].alert = nil
            }
        }
        return next
    }
}

extension TransitionBatch {
    /// Whether a presentation the batch waits for is still coming in `shown`: the toolkit
    /// began it and its transition runs, so its ending will come.
    func isComing(in shown: ShownPresentations) -> Bool {
        endings.contains { ending in
            switch ending {
            case .layerPresented(let layer): shown.layers[layer] == .coming
            case .alertPresented(let alert): shown.alerts?[alert] == .coming
            case .layersDismissed, .alertDismissed, .animations: false
            }
        }
    }

    /// Whether something the batch dismisses is still in `shown`: its dismissal was refused.
    func dismissesWhatIsStill(in shown: ShownPresentations) -> Bool {
        endings.contains { ending in
            switch ending {
            case .layersDismissed(let layers): layers.contains { shown.layers[$0] != nil }
            case .alertDismissed(let alert): shown.alerts?[alert] != nil
            case .layerPresented, .alertPresented, .animations: false
            }
        }
    }
}
