extension RootCoordinator {
    /// Where an awaited flow's layer comes from: a route of the requesting module, or a
    /// link's screens (`text` as given).
    enum FlowPlacement {
        case route(AnyRoute, Presentation?)
        case link(DeepLink, text: String)
    }

    /// The flows awaited now, oldest request first; the same as `state.awaitedFlows`.
    public var awaitedFlows: [AwaitedFlow] {
        state.awaitedFlows
    }

    func makeFlowRequestID() -> FlowRequestID {
        flowWaiters.makeID()
    }

    /// Presents a flow marked with `flow` and keeps `finish`, called exactly once, until the
    /// flow ends; when presenting is refused, throws and keeps nothing.
    func startFlow(
        _ placement: FlowPlacement, flow: AwaitedFlow,
        finish: @escaping @MainActor @Sendable (Result<any Sendable, FlowError>) -> Void
    ) throws(NavigationError) {
        guard let tab = workingState.selectedTab else { throw .noTab }
        flowWaiters.insert(FlowWaiters.Waiter(tab: tab, finish: finish), for: flow.id)
        do {
            switch placement {
            case .route(let route, let presentation):
                // Pushed only when asked for by name; else a layer of its own.
                let style = presentation == .push ? .push : modalPresentation(of: route, asked: presentation)
                try place(route, as: style, awaiting: flow, cause: .command(.show(route, as: presentation)))
            case .link(let link, let text):
                try presentFlow(link, text: text, awaiting: flow)
            }
        } catch {
            _ = flowWaiters.remove(flow.id)
            throw error
        }
        // The flow's layer may never have reached the state (a coordinator turned the
        // route into a screen already showing, say); the await then ends at once.
        if !workingState.awaitedFlowIDs().contains(flow.id), let waiter = flowWaiters.remove(flow.id) {
            waiter.finish(.failure(.cancelled(.dismissed)))
        }
    }

    /// Presents the screens a link names as one new layer over the selected tab, whatever
    /// tab their module has; not the screens a route stands on, which a link opens to
    /// navigate there: a flow is answered and goes.
    private func presentFlow(_ link: DeepLink, text: String, awaiting flow: AwaitedFlow) throws(NavigationError) {
        let base = workingState
        let resolution = try LinkResolver(registry: registry).resolve(link, in: base)
        guard let selected = base.selectedTab, var tab = base[tab: selected] else { throw .noTab }
        let named = LinkResolution(routes: resolution.routes.filter { !$0.isImplied }, target: resolution.target)
        var entries = named.entries(decidedBy: destination(for:in:))
        guard !entries.isEmpty else {
            throw .invalidLink(.malformed(reason: "the link '\(text)' names no screen to present as a flow"))
        }
        entries[0].presentation = modalPresentation(of: entries[0].route, asked: entries[0].presentation)
        entries[0].awaitedFlow = flow
        tab.removeAlerts()
        tab.stack += entries
        try LinkResolution.check(tab.stack, within: limits)
        var next = base
        next[tab: selected] = tab
        commit(try admit(next, from: base, request: link.url(scheme: canonicalScheme)), cause: .command(.openPath(text)))
    }

    /// Answers the awaited flow that `module`'s top layer on the selected tab opened (or its
    /// top pushed flow) with `value`, and dismisses that layer (pops the pushed flow with
    /// what is above it), in one change.
    ///
    /// The awaiting side receives `value` if it has the type it awaits, and
    /// ``FlowError/mismatchedResult(expected:received:)`` otherwise; either way the flow has
    /// ended. When the module's top layer is not an awaited flow (a sign-in the gate showed
    /// over a pending link), this is ``NavigationCommand/finishFlow(of:)``: the pending
    /// navigation is applied if it can now go ahead, or the module's layer is dismissed.
    ///
    /// - Returns: Whether an awaiting side received the answer.
    @discardableResult
    public func finishFlow(of module: ModuleID, returning value: some Sendable) -> Bool {
        finishFlow(of: module, returning: value, answering: nil)
    }

    /// ``finishFlow(of:returning:)``, answering only a flow that shows the screen the offer
    /// path `offer` names when it is not `nil`; another is left awaiting, and the refusal
    /// reported.
    @discardableResult
    func finishFlow(of module: ModuleID, returning value: some Sendable, answering offer: String?) -> Bool {
        let command = NavigationCommand.finishFlow(of: module)
        guard let (index, flow) = workingState.topAwaitedFlow(of: module) else {
            finishFlow(of: module, cause: .command(command))
            return false
        }
        if let offer, !workingState.shows(offered(offer), flowAt: index) {
            reportRefusal(of: command, .notAwaited(offer: offer, module: module))
            return false
        }
        let cause = NavigationChange.Cause.command(command)
        let waiter = flowWaiters.remove(flow.id)
        changeCurrentTab(cause) { $0.removeFlowLayer(at: index) }
        if let waiter { deliver(.success(value), to: waiter, of: flow.id) }
        return waiter != nil
    }

    /// The first screen an offer's path names (not those it stands on), as its link asks.
    private func offered(_ path: String) -> AnyRoute? {
        guard let link = try? DeepLink(parsingPath: path, limits: limits),
            let resolution = try? LinkResolver(registry: registry).resolve(link, in: workingState)
        else { return nil }
        return resolution.routes.first { !$0.isImplied }?.route
    }

    /// Ends an awaited flow without a result: its layer goes, then its receiver hears why.
    func endFlow(_ request: FlowRequestID, reason: FlowCancellationReason) {
        guard let waiter = flowWaiters.remove(request) else { return }
        if let next = workingState.removingFlow(request) {
            commit(next, cause: .command(.cancelAwaitedFlow(request)))
        }
        deliver(.failure(.cancelled(reason)), to: waiter, of: request)
    }

    /// Hands a flow's outcome to its receiver: at once, or when the change being built is
    /// applied.
    private func deliver(_ outcome: Result<any Sendable, FlowError>, to waiter: FlowWaiters.Waiter, of id: FlowRequestID) {
        if isBuildingChange {
            flowWaiters.hold(waiter, for: id, outcome: outcome)
        } else {
            waiter.finish(outcome)
        }
    }

    /// After a ``performAsOneChange(animated:_:)`` whose body threw: the flows it answered are
    /// awaited again, those it presented end as dismissed.
    func abandonFlowsOfDroppedChange() {
        guard flowWaiters.isBusy else { return }
        _ = flowWaiters.takeNotedEndings()
        flowWaiters.restoreHeld()
        let alive = workingState.awaitedFlowIDs()
        for id in flowWaiters.ids.filter({ !alive.contains($0) }).sorted() {
            flowWaiters.remove(id)?.finish(.failure(.cancelled(.dismissed)))
        }
    }

    func settleFlowsOfUnchangedState() {
        _ = flowWaiters.takeNotedEndings()
        for item in flowWaiters.takeHeld() { item.waiter.finish(item.outcome) }
    }

    /// Ends every awaited flow whose mark is not in `next`, oldest first, with the reason
    /// noted while the change was built, else the one `cause` gives.
    func settleFlows(in next: NavigationState, cause: NavigationChange.Cause) {
        for item in flowWaiters.takeHeld() { item.waiter.finish(item.outcome) }
        let noted = flowWaiters.takeNotedEndings()
        let alive = next.awaitedFlowIDs()
        let ended = flowWaiters.ids.filter { !alive.contains($0) }.sorted()
        for id in ended {
            guard let waiter = flowWaiters.remove(id) else { continue }
            waiter.finish(.failure(.cancelled(noted[id] ?? .ending(by: cause, flowIn: waiter.tab))))
        }
    }
}

/// The receivers of awaited flows' results, outside the navigation state. Each is taken
/// out before it is called (at most once), and the root calls every one whose flow leaves
/// the state (at least once); released, the table calls what is left with
/// ``FlowCancellationReason/released``.
final class FlowWaiters {
    struct Waiter {
        /// The tab the flow's layer was presented on.
        let tab: ModuleID
        let finish: @MainActor @Sendable (Result<any Sendable, FlowError>) -> Void
    }

    // Unchecked: every access is instantaneous (a receiver is taken out before it is
    // called). Tuned: Benchmarks/README.md#flow-waiters-exclusivity
    @exclusivity(unchecked) private var waiters: [FlowRequestID: Waiter] = [:]
    /// Why flows the change being built takes away end, where its cause does not say it
    /// (a pending link applied in an access change).
    private var notedEndings: [FlowRequestID: FlowCancellationReason] = [:]
    private var lastID = 0

    /// Flows answered or cancelled inside a change being built: called when it is committed.
    private var held: [(id: FlowRequestID, waiter: Waiter, outcome: Result<any Sendable, FlowError>)] = []

    var isEmpty: Bool { waiters.isEmpty }

    var ids: Dictionary<FlowRequestID, Waiter>.Keys { waiters.keys }

    /// Whether any flow is awaited, or any outcome is held for a change being built.
    var isBusy: Bool { !waiters.isEmpty || !held.isEmpty }

    func makeID() -> FlowRequestID {
        lastID = lastID &+ 1
        return FlowRequestID(rawValue: lastID)
    }

    func insert(_ waiter: Waiter, for id: FlowRequestID) {
        waiters[id] = waiter
    }

    func remove(_ id: FlowRequestID) -> Waiter? {
        waiters.removeValue(forKey: id)
    }

    func hold(_ waiter: Waiter, for id: FlowRequestID, outcome: Result<any Sendable, FlowError>) {
        held.append((id, waiter, outcome))
    }

    func takeHeld() -> [(id: FlowRequestID, waiter: Waiter, outcome: Result<any Sendable, FlowError>)] {
        guard !held.isEmpty else { return [] }
        defer { held = [] }
        return held
    }

    /// Puts the held receivers back, their outcomes dropped: their change was not applied.
    func restoreHeld() {
        for item in held { waiters[item.id] = item.waiter }
        held = []
    }

    func noteEnding(_ id: FlowRequestID, reason: FlowCancellationReason) {
        notedEndings[id] = reason
    }

    func takeNotedEndings() -> [FlowRequestID: FlowCancellationReason] {
        guard !notedEndings.isEmpty else { return [:] }
        defer { notedEndings = [:] }
        return notedEndings
    }

    deinit {
        for waiter in waiters.values {
            let finish = waiter.finish
            Task { @MainActor in finish(.failure(.cancelled(.released))) }
        }
    }
}
