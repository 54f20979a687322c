import CoordinatorKit

/// System alerts' animation (``ToolkitRule/systemAlertAnimatesAsItsCallAsks``): a renderer
/// presents and dismisses a system alert itself, with `UIAlertController`, whose
/// `present(_:animated:completion:)` and `dismiss(animated:completion:)` animate as their
/// `animated` argument asks
/// (https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)).
/// The transaction in which SwiftUI draws an unanimated change — one that disables
/// animations (https://developer.apple.com/documentation/swiftui/transaction/disablesanimations)
/// — takes the animation out of SwiftUI's own sheets and covers, not out of such a call.
extension ToolkitModel {
    /// Renders `state` as SwiftUI's update in the transaction of the batch that shows it,
    /// with the system alerts the renderer presents and dismisses itself animated as
    /// `alertsAnimated` says; then as `render(_:animated:animationCompletion:)`.
    ///
    /// An unanimated change animates nothing: a system alert this update presents, or
    /// dismisses while its layer stays, animated when the transaction is not, is recorded
    /// in ``violations`` — the alert would slide in over a sheet that appeared at once.
    ///
    /// - Parameters:
    ///   - state: The displayed state.
    ///   - animated: Whether the update's transaction animates (`false`: it disables
    ///     animations, for an unanimated change).
    ///   - alertsAnimated: Whether the renderer asks UIKit to animate the system alerts it
    ///     presents or dismisses in this update.
    ///   - animationCompletion: The transaction's completion, as for
    ///     `render(_:animated:animationCompletion:)`.
    public func render(
        _ state: NavigationState, animated: Bool, alertsAnimated: Bool, animationCompletion: (@MainActor () -> Void)? = nil
    ) {
        if !animated, alertsAnimated {
            let wanted = Self.wanted(state).0
            for (index, presented) in chain.enumerated() where presented.phase != .dismissing {
                guard case .alert(let alert) = presented.item, !wanted.contains(presented.item) else { continue }
                // An alert whose layer goes leaves with that layer's dismissal, not on its own.
                if wanted.starts(with: chain.prefix(index).map(\.item)) {
                    violate(.systemAlertAnimatesAsItsCallAsks, "dismiss \(alert) animated in an unanimated change")
                }
            }
            for case .alert(let alert) in wanted where !chain.contains(where: { $0.item == .alert(alert) }) {
                violate(.systemAlertAnimatesAsItsCallAsks, "present \(alert) animated in an unanimated change")
            }
        }
        render(state, animationCompletion: animationCompletion)
    }
}
