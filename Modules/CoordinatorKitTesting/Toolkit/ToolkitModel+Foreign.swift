import CoordinatorKit

/// What a screen presents of its own, which the renderer does not own and no navigation
/// state shows: a SwiftUI `alert` or `confirmationDialog` inside a screen, a share sheet, a
/// photo picker, a date picker's popover.
///
/// UIKit forwards a presentation up the hierarchy to a controller that can make it, so
/// such a presentation is made by the controller presenting the screen's container: the
/// window's root for a tab's screen, the layer's navigation controller for a sheet's
/// ("the view controller that is presented by this view controller, or one of its
/// ancestors in the view controller hierarchy",
/// https://developer.apple.com/documentation/uikit/uiviewcontroller/presentedviewcontroller).
/// While it is up, that controller presents nothing else; what the renderer presents from
/// it is refused and never completes
/// (https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)).
/// A dismissal of a controller below takes it along, unless it is still coming or going.
extension ToolkitModel {
    /// A controller a screen presented, over the top of the renderer's chain.
    struct Foreign {
        let name: String
        let number: Int
        /// Its place in the chain: the renderer's controllers below it.
        let position: Int
        var phase: Phase
    }

    /// What a screen presented of its own, while it is coming, up or going.
    public var foreignPresentation: String? {
        foreign?.name
    }

    /// The topmost screen presents a controller of its own (a share sheet, its own alert),
    /// over the top of the renderer's chain.
    ///
    /// - Parameter name: What it presents, for messages.
    /// - Returns: Whether it was presented: not while the renderer's chain is in a
    ///   transition, nor over another one.
    @discardableResult
    public func screenPresentsItsOwn(_ name: String) -> Bool {
        guard foreign == nil else { return false }
        let position: Int
        if drivesContainers {
            guard containers.presented.allSatisfy({ $0.phase == .up }) else { return false }
            position = containers.presented.count
        } else {
            guard chain.allSatisfy({ $0.phase == .up }) else { return false }
            position = chain.count
        }
        foreignCount += 1
        let number = foreignCount
        foreign = Foreign(name: name, number: number, position: position, phase: .presenting)
        schedule(after: transitionDuration) { [weak self] in
            guard let self, self.foreign?.number == number, self.foreign?.phase == .presenting else { return }
            self.foreign?.phase = .up
            self.dismissWhatWasRefused()
        }
        return true
    }

    /// The user closes what the screen presented of its own; it is gone once its
    /// dismissal has ended. The renderer hears nothing of it.
    ///
    /// - Returns: Whether something of the screen's own was up to close.
    @discardableResult
    public func userDismissesForeignPresentation() -> Bool {
        guard let shown = foreign, shown.phase == .up else { return false }
        foreign?.phase = .dismissing
        schedule(after: transitionDuration) { [weak self] in
            self?.removeForeign(shown.number)
        }
        return true
    }

    /// Whether the controller that presents at `position` of a UIKit renderer's chain (the
    /// root for 0) is presenting something or is in a transition: what the renderer reads
    /// from its `presentedViewController`, `isBeingPresented` and `isBeingDismissed` before
    /// presenting.
    public func presenterIsBusy(at position: Int) -> Bool {
        if foreign(presentingAt: position) != nil || position < containers.presented.count { return true }
        guard position > 0 else { return false }
        guard position - 1 < containers.presented.count else { return true }
        return containers.presented[position - 1].phase != .up
    }

    /// What a screen presented of its own over the controller presenting at `position`.
    func foreign(presentingAt position: Int) -> Foreign? {
        guard let foreign, foreign.position == position else { return nil }
        return foreign
    }

    /// Whether a dismissal from `position` may start, and which screen's own presentation
    /// above it goes along: UIKit refuses it while that presentation is coming or going.
    func foreignGoingAlong(withDismissalFrom position: Int, _ attempt: String) -> (isAllowed: Bool, taken: Int?) {
        guard let foreign, foreign.position > position else { return (true, nil) }
        guard foreign.phase == .up else {
            refuseForeign(.noDismissalDuringPresentation, "\(attempt) while \(foreign.name) above it is coming or going")
            return (false, nil)
        }
        self.foreign?.phase = .dismissing
        return (true, foreign.number)
    }

    func removeForeign(_ number: Int?) {
        guard let number, foreign?.number == number else { return }
        foreign = nil
        dismissWhatWasRefused()
    }

    /// SwiftUI asks again for a dismissal UIKit refused while a screen's own presentation
    /// above was coming or going, once it no longer is; what it refused to present it does
    /// not ask for again (``ToolkitRule/refusedPresentationIsRetriedWhenItsItemComesBack``).
    private func dismissWhatWasRefused() {
        guard !drivesContainers else { return }
        reconcile(onlyDeferred: false)
    }

    func refuseForeign(_ rule: ToolkitRule, _ attempt: String) {
        refusals.append(ToolkitViolation(rule: rule, attempt: attempt, time: now))
    }
}
