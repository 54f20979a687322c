import CoordinatorKit
extension TransitionBatch {
    /// Something a batch starts on screen whose end a renderer must see before the next
    /// batch may present: a presentation coming up, a dismissal going, or the batch's own
    /// animations.
    ///
    /// UIKit refuses a presentation from a controller that is presenting or being
    /// dismissed, so the player waits for every ending of a batch before it plays the next.
    /// A renderer reports each ending as it observes it (``BatchCompletion/report(_:)``).
    ///
    /// Layers and alerts that the toolkit presents (sheets, bottom sheets, full-screen
    /// covers, system alerts and confirmation dialogs) end in a toolkit transition; overlays
    /// and custom alerts are drawn by the renderer itself, above the layer they belong to,
    /// and end with the animations of the update that drew the batch.
    public enum Ending: Hashable, Sendable, CustomStringConvertible {
        /// The layer's presentation transition has ended: the layer is up.
        case layerPresented(LayerID)
        /// A dismissal has ended. The layers are the one dismissed and those above it that
        /// went with it, bottom first; the toolkit animates only the top one out, so a
        /// report for any of them ends the dismissal.
        case layersDismissed([LayerID])
        /// The system alert's presentation has ended.
        case alertPresented(AlertID)
        /// The system alert's dismissal has ended.
        case alertDismissed(AlertID)
        /// The animations of the update that drew the batch have ended: an overlay or a
        /// custom alert came or went.
        case animations

        /// What kind of ending this is, for a renderer that cannot observe some kinds.
        public var kind: Kind {
            switch self {
            case .layerPresented: .layerPresented
            case .layersDismissed: .layerDismissed
            case .alertPresented: .alertPresented
            case .alertDismissed: .alertDismissed
            case .animations: .animations
            }
        }

        /// The kinds of ``TransitionBatch/Ending``.
        public enum Kind: Hashable, Sendable, CaseIterable {
            /// ``TransitionBatch/Ending/layerPresented(_:)``.
            case layerPresented
            /// ``TransitionBatch/Ending/layersDismissed(_:)``.
            case layerDismissed
            /// ``TransitionBatch/Ending/alertPresented(_:)``.
            case alertPresented
            /// ``TransitionBatch/Ending/alertDismissed(_:)``.
            case alertDismissed
            /// ``TransitionBatch/Ending/animations``.
            case animations
        }

        /// The ending as text, for logs and messages.
        public var description: String {
            switch self {
            case .layerPresented(let layer): "\(layer) presented"
            case .layersDismissed(let layers): "\(layers.first.map(\.description) ?? "no layer") dismissed"
            case .alertPresented(let alert): "\(alert) presented"
            case .alertDismissed(let alert): "\(alert) dismissed"
            case .animations: "animations finished"
            }
        }
    }

    /// The endings a renderer must see before anything is presented after `steps`, played
    /// from `before` to `after`.
    ///
    /// Only what is on screen counts: a dismissal on the tab displayed before the batch
    /// (the tab being left included), a presentation on the tab displayed after it. An
    /// alert dismissed with its layer ends with the layer; layers dismissed together end
    /// together.
    ///
    /// - Parameters:
    ///   - steps: The batch's steps, in order.
    ///   - before: The displayed state the steps were played from.
    ///   - after: The displayed state they led to.
    public static func endings(
        of steps: [TransitionStep], from before: NavigationState, to after: NavigationState
    ) -> [Ending] {
        var endings: [Ending] = []
        func add(_ ending: Ending) {
            if !endings.contains(ending) { endings.append(ending) }
        }
        var dismissedFrom: [ModuleID: Int] = [:]
        for step in steps {
            if case .dismissLayer(let tab, let depth) = step, tab == before.selectedTab {
                dismissedFrom[tab] = min(dismissedFrom[tab] ?? depth, depth)
            }
        }
        for step in steps {
            switch step {
            case .dismissLayer(let tab, let depth):
                guard tab == before.selectedTab, dismissedFrom[tab] == depth, let state = before[tab: tab] else { continue }
                let going = state.layers.filter { $0.index > 0 && $0.depth >= depth }
                let presented = going.filter { $0.presentation?.isPresentedByToolkit == true }.map(\.id)
                if !presented.isEmpty { add(.layersDismissed(presented)) }
                if going.contains(where: { $0.presentation?.isPresentedByToolkit == false }) { add(.animations) }
            case .dismissAlert(let tab, let depth):
                guard tab == before.selectedTab, let alert = before[tab: tab]?.alertID else { continue }
                if let layerDepth = dismissedFrom[tab], layerDepth <= depth { continue }
                if case .custom = alert.alert.style { add(.animations) } else { add(.alertDismissed(alert)) }
            case .present(let tab, _):
                guard tab == after.selectedTab, let state = after[tab: tab] else { continue }
                let shown = Set(before[tab: tab]?.layers.map(\.id) ?? [])
                for layer in state.layers.dropFirst() where !shown.contains(layer.id) {
                    add(layer.presentation?.isPresentedByToolkit == true ? .layerPresented(layer.id) : .animations)
                }
            case .showAlert(let tab, _, _):
                guard tab == after.selectedTab, let alert = after[tab: tab]?.alertID else { continue }
                if case .custom = alert.alert.style { add(.animations) } else { add(.alertPresented(alert)) }
            case .pop, .push, .replace, .selectTab, .update, .selectDetent:
                continue
            }
        }
        return endings
    }
}
