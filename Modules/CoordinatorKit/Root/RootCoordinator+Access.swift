extension RootCoordinator {
    /// `target` if its screens' requirements are met; else `base` showing the granting
    /// screen over its selected tab, with the target pending. When the root of `base`'s
    /// selected tab is itself held back, nothing the user may see stands under the granting
    /// screen: it covers that root, and the navigation waits with no origin.
    func admit(
        _ target: NavigationState, from base: NavigationState, request: @autoclosure () -> String
    ) throws(NavigationError) -> NavigationState {
        guard let requirement = firstUnmetRequirement(in: target) else { return target }
        let route = try grantingRoute(for: requirement)
        guard var targetTab = target.currentTab, let originID = base.selectedTab,
            var origin = base[tab: originID]
        else { throw .noTab }
        var gated = base
        if unmetRequirement(of: origin.root.route) != nil, firstTabToStandOn(in: base) == nil {
            // The cover of a root held back already is not part of what was asked for.
            if isHoldingRootBack(target), targetTab.id == originID { targetTab.removeCover() }
            // What the granting screen's module showed is its flow, not what waits for it.
            if let cut = targetTab.stack.firstIndex(where: { $0.route.module == route.module }) {
                targetTab.stack.removeSubrange(cut...)
            }
            gated[tab: originID] = origin.holdingRootBack(behind: route)
            gated.pending = PendingNavigation(request: request(), requirement: requirement, target: targetTab, origin: nil)
            return gated
        }
        origin.removeAlerts()
        var gateTab = origin
        let presentation = route.presentation.isModal
            ? route.presentation : (registry.module(withID: route.module)?.entryPresentation ?? .sheet)
        gateTab.show([NavigationEntry(route: route, presentedAs: presentation)])
        gated[tab: originID] = gateTab
        gated.pending = PendingNavigation(request: request(), requirement: requirement, target: targetTab, origin: origin)
        return gated
    }

    /// The screen that grants `requirement`, as the gate names it: a granting screen that is
    /// itself guarded gives way to its own granting screen, for at most `maxGuardRedirects`
    /// hops and never in a loop.
    private func grantingRoute(for requirement: AccessRequirement) throws(NavigationError) -> AnyRoute {
        guard let granting = gate?.grantingRoute(for: requirement) else { throw .accessDenied(requirement) }
        var route = try wrap(erasing: granting)
        var chain = [requirement]
        while let unmet = unmetRequirement(of: route) {
            let limit = limits.maxGuardRedirects
            guard chain.count <= limit, !chain.contains(unmet) else {
                throw .guardRedirectChainTooLong(requirements: chain + [unmet], limit: limit)
            }
            chain.append(unmet)
            guard let next = gate?.grantingRoute(for: unmet) else { throw .accessDenied(unmet) }
            route = try wrap(erasing: next)
        }
        return route
    }

    /// The state with the pending navigation dropped: its origin back, its granting screen
    /// gone, without what the user may no longer see (access may have changed since). With
    /// no origin, the root stays held back.
    func droppingPending(_ source: NavigationState) -> NavigationState {
        guard let pending = source.pending else { return source }
        return dropping(pending, from: source)
    }

    // Out of line, so that a link, which drops a pending navigation first, inlines the
    // common case only: Benchmarks/README.md#open-link-inlined
    @inline(never)
    private func dropping(_ pending: PendingNavigation, from source: NavigationState) -> NavigationState {
        var next = source
        next.pending = nil
        if let origin = pending.origin {
            next[tab: origin.id] = origin
            next.selectedTab = origin.id
        } else if let selected = next.selectedTab {
            next[tab: selected]?.stack = []
        }
        return withoutUnmetScreens(next)
    }

    /// The first requirement not met by a screen the user would see: any of the selected
    /// tab, any above the root of the others.
    func firstUnmetRequirement(in target: NavigationState) -> AccessRequirement? {
        for tabIndex in target.tabs.indices {
            if target.tabs[tabIndex].id == target.selectedTab,
                let unmet = unmetRequirement(of: target.tabs[tabIndex].root.route), !isHoldingRootBack(target)
            {
                return unmet
            }
            let stack = target.tabs[tabIndex].stack
            for index in stack.indices {
                if let unmet = unmetRequirement(of: stack[index].route) { return unmet }
            }
        }
        return nil
    }

    func unmetRequirement(of route: AnyRoute) -> AccessRequirement? {
        let requirements = route.requirements
        guard !requirements.isEmpty else { return nil }
        return requirements.sorted { $0.name < $1.name }.first { gate?.isGranted($0) != true }
    }

    /// The state without the screens whose requirements no longer hold: each stack is cut
    /// below the first, and a selected tab whose root needs what the user lacks gives way to
    /// the first tab whose root does not. With no such tab, that root is held back behind
    /// its granting screen (``PendingNavigation/origin`` `nil`) while the gate offers one.
    func withoutUnmetScreens(_ source: NavigationState) -> NavigationState {
        var next = source
        for index in next.tabs.indices {
            if let cut = next.tabs[index].stack.firstIndex(where: { unmetRequirement(of: $0.route) != nil }) {
                next.tabs[index].stack.removeSubrange(cut...)
            }
        }
        guard let selected = next.currentTab, let unmet = unmetRequirement(of: selected.root.route) else { return next }
        if let allowed = firstTabToStandOn(in: next) {
            next[tab: selected.id]?.stack = []
            next.selectedTab = allowed
            if next.holdsRootBack { next.pending = nil }
        } else if !isHoldingRootBack(next), let route = try? grantingRoute(for: unmet) {
            next[tab: selected.id] = selected.holdingRootBack(behind: route)
            next.pending = PendingNavigation(
                request: NavigationCommand.selectTab(selected.id).description, requirement: unmet,
                target: TabState(id: selected.id, root: selected.root.route), origin: nil)
        }
        return next
    }

    /// Whether `state` holds its selected root back behind the screen that grants what the
    /// navigation waits for, still at the bottom of the tab's stack: a link or a command that
    /// put another layer there (an editor cover in place of sign-in) holds it back anew.
    func isHoldingRootBack(_ state: NavigationState) -> Bool {
        guard state.holdsRootBack, let pending = state.pending, let first = state.currentTab?.stack.first else { return false }
        return first.presentation == .fullScreenCover && first.route.module == (try? grantingRoute(for: pending.requirement))?.module
    }

    /// The first tab that can be selected whose root the user may see.
    private func firstTabToStandOn(in state: NavigationState) -> TabID? {
        state.tabs.first { state.isDestination($0.id) && unmetRequirement(of: $0.root.route) == nil }?.id
    }

    private func resumingPending(_ source: NavigationState) throws(NavigationError) -> NavigationState? {
        guard let pending = source.pending, source[tab: pending.target.id] != nil else { return nil }
        // Unmet still, it goes on only where its granting screen gave way to its own (a
        // paywall behind sign-in) that is met now: the first one shows in its place.
        if gate?.isGranted(pending.requirement) != true {
            guard try !source.shows(grantingRoute(for: pending.requirement), for: pending) else { return nil }
        }
        let base = droppingPending(source)
        var next = base
        // Its screens were decided when it was asked for; data may differ now (the user who
        // signed in has a subscription).
        var target = pending.target
        _ = decideAgain(&target)
        next[tab: pending.target.id] = target
        next.selectedTab = pending.target.id
        return try admit(next, from: base, request: pending.request)
    }

    /// The state with its pending navigation applied if now allowed, and without the
    /// screens whose requirements do not hold.
    func checkedForAccess(_ source: NavigationState) -> NavigationState {
        do {
            return withoutUnmetScreens(try resumingPendingNotingFlows(source) ?? source)
        } catch {
            // Decided again, it needs what nothing grants: refused, not left waiting.
            refusePending(of: source, error)
            return withoutUnmetScreens(droppingPending(source))
        }
    }

    /// Reports the refusal of `state`'s pending navigation: its link, or the change of access
    /// that could not resume it.
    private func refusePending(of state: NavigationState, _ error: NavigationError) {
        guard let pending = state.pending else { return }
        let isLink = (try? DeepLink(parsing: pending.request, configuration: configuration)) != nil
        reportRefusal(of: isLink ? .openLink(pending.request) : .accessDidChange, error)
    }

    /// ``resumingPending(_:)``, noting that each awaited flow it takes away was replaced
    /// by it (not revoked); `nil` when nothing was applied.
    private func resumingPendingNotingFlows(_ source: NavigationState) throws(NavigationError) -> NavigationState? {
        guard let pending = source.pending, let resumed = try resumingPending(source) else { return nil }
        if !flowWaiters.isEmpty {
            let replaced = source.awaitedFlowIDs().subtracting(resumed.awaitedFlowIDs())
            if !replaced.isEmpty {
                // A pending link is kept as its canonical URL; an action's request
                // (`show …`, `selectTab …`) is not a link, and ends the flow as dismissed.
                let isLink = (try? DeepLink(parsing: pending.request, configuration: configuration)) != nil
                let reason: FlowCancellationReason = isLink ? .replacedByLink(pending.request) : .dismissed
                for id in replaced { flowWaiters.noteEnding(id, reason: reason) }
            }
        }
        return resumed
    }

    /// Ends a module's modal flow after success: applies the pending navigation if its
    /// requirement is now met (dropping it when it needs what nothing grants), else
    /// dismisses the layer the module opened.
    func finishFlow(of module: ModuleID, cause: NavigationChange.Cause) {
        guard workingState.pending != nil else {
            dismissLayer(of: module, cause: cause)
            return
        }
        do {
            // A resumed navigation ends the flows it takes away as a change of access does.
            let resumed = try resumingPendingNotingFlows(workingState) ?? workingState
            commit(withoutUnmetScreens(resumed), cause: .command(.accessDidChange))
        } catch {
            let source = workingState
            commit(droppingPending(source), cause: cause)
            refusePending(of: source, error)
        }
    }
}

extension RootCoordinator {
    /// Passes every screen of `state`'s tabs through its coordinator again, as a link's
    /// screens are: data may have changed since they were decided (a premium recipe saved
    /// by a subscriber is its paywall now). Returns the screens it replaced.
    @discardableResult
    func decideAgain(_ state: inout NavigationState) -> [DroppedScreen] {
        var replaced: [DroppedScreen] = []
        for index in state.tabs.indices {
            replaced += decideAgain(&state.tabs[index])
        }
        return replaced
    }

    /// A replacing screen is presented as a link's screen is, without alert, at its first
    /// detent; the first screen of an awaited flow keeps its mark and stays a layer. Past
    /// the layer limit, the stack is cut (``DroppedScreen/Reason/beyondLimits(_:)``).
    private func decideAgain(_ tab: inout TabState) -> [DroppedScreen] {
        var replaced: [DroppedScreen] = []
        let root = tab.root.route
        let decidedRoot = destination(for: root)
        if decidedRoot != root {
            tab.root = NavigationEntry(route: decidedRoot, presentedAs: .push)
            replaced.append(DroppedScreen(tab: tab.id, depth: 0, reason: .replaced(by: decidedRoot)))
        }
        for index in tab.stack.indices {
            let route = tab.stack[index].route
            let decided = destination(for: route)
            guard decided != route, let module = registry.module(withID: route.module) else { continue }
            let below = index == 0 ? tab.root.route : tab.stack[index - 1].route
            let asked = LinkResolution.ResolvedRoute(route: route, module: module, entersModule: below.module != route.module)
            var entry = asked.entry(showing: decided)
            if let flow = tab.stack[index].awaitedFlow {
                // A flow is awaited from a layer: its first screen stays presented.
                if !entry.presentation.isModal { entry.presentation = tab.stack[index].presentation }
                entry.awaitedFlow = flow
            }
            tab.stack[index] = entry
            replaced.append(DroppedScreen(tab: tab.id, depth: index + 1, reason: .replaced(by: decided)))
        }
        if !replaced.isEmpty, let cut = firstEntryBeyondLayerLimit(in: tab.stack) {
            tab.stack.removeSubrange(cut.index...)
            replaced.removeAll { ($0.depth ?? 0) > cut.index }
            replaced.append(DroppedScreen(tab: tab.id, depth: cut.index + 1, reason: .beyondLimits(cut.error)))
        }
        return replaced
    }

    private func firstEntryBeyondLayerLimit(in stack: [NavigationEntry]) -> (index: Int, error: DeepLinkError)? {
        let limit = limits.maxLayers
        var layers = 0
        for index in stack.indices where stack[index].presentation.isModal {
            layers += 1
            if layers > limit { return (index, .tooManyLayers(count: layers, limit: limit)) }
        }
        return nil
    }
}
