import CoordinatorKit
import CoordinatorKitRendering

/// The presentation rules acted out: what SwiftUI's update presents and dismisses, what
/// UIKit refuses, and the events a renderer hears.
extension ToolkitModel {
    static func wanted(_ state: NavigationState) -> ([Item], [Drawn]) {
        guard let tab = state.currentTab else { return ([], []) }
        var items: [Item] = []
        var drawnItems: [Drawn] = []
        for layer in tab.layers.dropFirst() {
            if layer.presentation?.isPresentedByToolkit == true {
                // A popover or form sheet covers like a sheet (`popoverAndFormSheetAreSheets`).
                items.append(.layer(layer.id, isFullScreen: layer.presentation == .fullScreenCover))
            } else {
                drawnItems.append(.overlay(layer.id))
            }
        }
        if let alert = tab.alertID {
            if case .custom = alert.alert.style {
                drawnItems.append(.customAlert(alert))
            } else {
                items.append(.alert(alert))
            }
        }
        return (items, drawnItems)
    }

    func reconcile(onlyDeferred: Bool) {
        var shared = 0
        while shared < chain.count, shared < desired.count, chain[shared].item == desired[shared],
            chain[shared].phase != .dismissing || userDismissing.contains(chain[shared].item)
                || heldByTheUser.contains(chain[shared].item)
        {
            shared += 1
        }
        var startsDismissal = false
        if shared < chain.count, chain[shared].phase != .dismissing, !onlyDeferred {
            if chain[shared].phase == .presenting {
                violate(.noDismissalDuringPresentation, "dismiss \(chain[shared].item) while it is being presented")
                return
            }
            guard dismiss(from: shared) else { return }
            startsDismissal = true
        }
        for position in shared..<desired.count {
            let item = desired[position]
            guard !refused.contains(item), position <= chain.count else { return }
            if onlyDeferred, !deferred.contains(item) { return }
            if position < chain.count {
                if startsDismissal, position == shared {
                    // SwiftUI replaces a sheet whose item changed once the old one is gone.
                    deferred.insert(item)
                    return
                }
                refuse(item, .noPresentationDuringTransition, "present \(item) while \(chain[position].item) is being dismissed")
                return
            }
            if !isWindowShown {
                refuse(item, .presentingNeedsAWindow, "present \(item) before the window's first frame")
                return
            }
            if position > 0, chain[position - 1].phase != .up {
                let presenter = chain[position - 1].item
                let rule: ToolkitRule = chain[position - 1].phase == .presenting
                    ? .presentationEndsWithItsTransition : .noPresentationDuringTransition
                // A layer the user is dragging down is no transition the renderer can see.
                if userDismissing.contains(presenter) || heldByTheUser.contains(presenter) {
                    refused.insert(item)
                    refuseForeign(rule, "present \(item) from \(presenter) while the user drags it")
                } else {
                    refuse(item, rule, "present \(item) from \(presenter) before its transition has ended")
                }
                return
            }
            if let blocking = foreign(presentingAt: position) {
                refused.insert(item)
                refuseForeign(.foreignPresentationBlocksThePresenter, "present \(item) while \(blocking.name) is presented")
                return
            }
            let presenter = position == 0 ? baseLayer : chain[position - 1].item.layer
            if let presenter, stackTransitions[presenter] != nil {
                // SwiftUI reports no end of a push or pop: a renderer cannot wait for it.
                refused.insert(item)
                refuseForeign(
                    .noPresentationDuringNavigationTransition, "present \(item) while \(presenter) pushes or pops")
                return
            }
            deferred.remove(item)
            present(item)
        }
    }

    private func refuse(_ item: Item, _ rule: ToolkitRule, _ attempt: String) {
        refused.insert(item)
        violate(rule, attempt)
    }

    func violate(_ rule: ToolkitRule, _ attempt: String) {
        violations.append(ToolkitViolation(rule: rule, attempt: attempt, time: now))
    }

    private func present(_ item: Item) {
        let index = chain.count
        let presenter = index == 0 ? baseLayer : chain[index - 1].item.layer
        let pace = slowPresentations.isEmpty ? (begin: Duration.zero, duration: transitionDuration) : slowPresentations.removeFirst()
        chain.append(Presented(item: item, phase: .presenting, hasBegun: false))
        let begin = { @MainActor [weak self] in
            guard let self, let at = self.chain.firstIndex(where: { $0.item == item && $0.phase == .presenting }) else { return }
            self.chain[at].hasBegun = true
            if let layer = item.layer {
                self.emit(.viewWillAppear(layer, isBeingPresented: true))
                self.emit(.onAppear(layer))
            }
        }
        if pace.begin == .zero {
            begin()
        } else {
            schedule(after: pace.begin, begin)
        }
        schedule(after: pace.begin + pace.duration) { [weak self] in
            guard let self, let at = self.chain.firstIndex(where: { $0.item == item && $0.phase == .presenting }) else { return }
            self.chain[at].phase = .up
            switch item {
            case .layer(let layer, let isFullScreen):
                self.emit(.viewDidAppear(layer, isBeingPresented: true))
                if isFullScreen, let presenter {
                    self.emit(.onDisappear(presenter))
                    self.emit(.viewDidDisappear(presenter, isBeingDismissed: false))
                }
            case .alert(let alert):
                self.emit(.alertPresented(alert))
            }
        }
    }

    /// Dismisses the item at `index` and everything above it; only the top one animates.
    /// `before` runs first at the end (SwiftUI resetting the binding of what the user
    /// dismissed, before anything else is told).
    ///
    /// - Returns: Whether the dismissal started: UIKit refuses it while a screen's own
    ///   presentation above is coming or going.
    @discardableResult
    func dismiss(from index: Int, announcing: Bool = true, before: (@MainActor () -> Void)? = nil) -> Bool {
        let along = foreignGoingAlong(withDismissalFrom: index, "dismiss \(chain[index].item)")
        guard along.isAllowed else { return false }
        let going = chain[index...].map(\.item)
        for position in index..<chain.count {
            chain[position].phase = .dismissing
        }
        heldByTheUser.subtract(going)
        let presenter = index == 0 ? baseLayer : chain[index - 1].item.layer
        if going.first?.isFullScreen == true, let presenter {
            emit(.onAppear(presenter))
        }
        schedule(after: transitionDuration) { [weak self] in
            guard let self else { return }
            self.chain.removeAll { going.contains($0.item) && $0.phase == .dismissing }
            self.userDismissing.subtract(going)
            self.removeForeign(along.taken)
            before?()
            if let top = going.last {
                switch top {
                case .layer(let layer, _): self.emit(.viewDidDisappear(layer, isBeingDismissed: true))
                case .alert(let alert): if announcing { self.emit(.alertDismissed(alert)) }
                }
            }
            for item in going.reversed() {
                if let layer = item.layer { self.emit(.onDisappear(layer)) }
            }
            if let first = going.first?.layer {
                self.emit(.onDismiss(first))
            }
            if going.first?.isFullScreen == true, let presenter {
                self.emit(.viewDidAppear(presenter, isBeingPresented: false))
            }
            self.reconcile(onlyDeferred: true)
        }
        return true
    }

    /// Starts the push or pop of every layer of `state`'s selected tab whose path this update
    /// changed, once its presentations have been asked for: SwiftUI performs the path and the
    /// presentations of one update together.
    func startStackTransitions(of state: NavigationState, animated: Bool) {
        let layers = state.currentTab?.layers ?? []
        var paths: [LayerID: [EntryID]] = [:]
        for layer in layers {
            let path = layer.pathIDs
            paths[layer.id] = path
            guard animated, isWindowShown, let drawn = drawnPaths[layer.id], drawn != path else { continue }
            if stackTransitions[layer.id] != nil {
                refuseForeign(.oneNavigationTransitionAtATime, "change the path of \(layer.id) while it pushes or pops")
            }
            startStackTransition(of: layer.id)
        }
        drawnPaths = paths
    }

    /// Starts the push or pop of `layer`'s stack, ending on the clock.
    func startStackTransition(of layer: LayerID) {
        stackTransitions[layer] = now + transitionDuration
        schedule(after: transitionDuration) { [weak self] in
            guard let self, let end = self.stackTransitions[layer], end <= self.now else { return }
            self.stackTransitions[layer] = nil
        }
    }

    func reconcileDrawn(isAnimated: Bool) -> Bool {
        var animates = false
        for (item, phase) in drawn where !desiredDrawn.contains(item) && phase != .dismissing {
            if isAnimated {
                drawn[item] = .dismissing
                animates = true
                schedule(after: transitionDuration) { [weak self] in
                    if self?.drawn[item] == .dismissing { self?.drawn[item] = nil }
                }
            } else {
                drawn[item] = nil
            }
        }
        for item in desiredDrawn where drawn[item] == nil || drawn[item] == .dismissing {
            if isAnimated {
                drawn[item] = .presenting
                animates = true
                schedule(after: transitionDuration) { [weak self] in
                    if self?.drawn[item] == .presenting { self?.drawn[item] = .up }
                }
            } else {
                drawn[item] = .up
            }
        }
        return animates
    }

    func emit(_ event: Event) {
        events.append((now, event))
        onEvent?(event)
    }
}
