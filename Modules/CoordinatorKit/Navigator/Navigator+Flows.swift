extension Navigator {
    /// Shows one of this module's routes as a flow, in its own layer or pushed, and waits for
    /// its result.
    ///
    /// ```swift
    /// let choice = try await navigator.show(.colourPicker, expecting: Colour.self)
    /// ```
    ///
    /// The flow's module answers with ``finishFlow(returning:)``. The await ends exactly
    /// once: with the value, or with ``FlowError/cancelled(_:)`` when the flow's layer goes
    /// without one (see ``FlowCancellationReason``). Cancelling the awaiting task dismisses
    /// the flow's layer.
    ///
    /// - Parameters:
    ///   - route: The flow's first screen.
    ///   - presentation: The layer's modal presentation; by default the route's own when it
    ///     is modal, else its module's entry presentation (a sheet unless the module says
    ///     otherwise). ``Presentation/push`` pushes the flow onto the top layer instead: the
    ///     answer pops it, and a back (button, swipe, ``NavigationCommand/goBack``) ends it
    ///     as ``FlowCancellationReason/dismissed``.
    ///   - type: The type of the result.
    /// - Returns: The flow's result.
    /// - Throws: ``FlowError`` when the flow ended without a result of type `Value`, or
    ///   could not be presented.
    public func show<Value: Sendable>(
        _ route: R, as presentation: Presentation? = nil, expecting type: Value.Type
    ) async throws(FlowError) -> Value {
        try await awaitFlow(.route(wrap(route), presentation), expecting: type)
    }

    /// Presents the flow another module offers, in its own layer over the current screen,
    /// and waits for its result; how one module awaits another's flow without importing it.
    ///
    /// ```swift
    /// let avoided = try await navigator.open(.allergyPicker)   // a FlowOffer<Set<Allergen>>
    /// ```
    ///
    /// The offer is declared once where both modules see it, so the result's type is checked
    /// where the flow is opened and where it is answered. Unlike
    /// ``Navigator/open(path:placement:)``, the link does not select its module's tab: the
    /// screens its path names (not those a route stands on, ``DeepLinkRule/standing(on:)``)
    /// are stacked in one new layer over the selected tab, so that the user comes back here.
    ///
    /// - Parameter offer: The flow: its path and its result type.
    /// - Returns: The flow's result.
    /// - Throws: ``FlowError`` when the flow ended without a result, or its path could not be
    ///   opened (``FlowError/refused(_:)``).
    public func open<Result: Sendable>(_ offer: FlowOffer<Result>) async throws(FlowError) -> Result {
        // The limits alone: the await must not hold the root.
        guard let limits = root?.limits else { throw .cancelled(.released) }
        return try await awaitFlow(try Self.flowPlacement(of: offer.path, limits: limits), expecting: Result.self)
    }

    /// Shows one of this module's routes as an awaited flow and calls `completion` with
    /// its outcome, for code that does not `await`; see ``show(_:as:expecting:)``.
    ///
    /// `completion` is called exactly once on the main actor: with the result, or with a
    /// ``FlowError`` (at once, when the flow could not be presented).
    ///
    /// - Returns: The request's identifier, or `nil` when the flow could not be presented.
    @discardableResult
    public func show<Value: Sendable>(
        _ route: R, as presentation: Presentation? = nil, expecting type: Value.Type,
        then completion: @escaping @MainActor @Sendable (Result<Value, FlowError>) -> Void
    ) -> FlowRequestID? {
        guard let root else {
            completion(.failure(.cancelled(.released)))
            return nil
        }
        return start(.route(wrap(route), presentation), on: root, id: root.makeFlowRequestID(), then: completion)
    }

    /// Presents the flow another module offers and calls `completion` with its outcome, for
    /// code that does not `await`; see ``open(_:)``.
    ///
    /// - Parameters:
    ///   - offer: The flow: its path and its result type.
    ///   - completion: Called exactly once on the main actor, with the result or a ``FlowError``.
    /// - Returns: The request's identifier, or `nil` when the flow could not be presented.
    @discardableResult
    public func open<Value: Sendable>(
        _ offer: FlowOffer<Value>, then completion: @escaping @MainActor @Sendable (Result<Value, FlowError>) -> Void
    ) -> FlowRequestID? {
        guard let root else {
            completion(.failure(.cancelled(.released)))
            return nil
        }
        do {
            let placement = try Self.flowPlacement(of: offer.path, limits: root.limits)
            return start(placement, on: root, id: root.makeFlowRequestID(), then: completion)
        } catch {
            completion(.failure(error))
            return nil
        }
    }

    private static func flowPlacement(
        of path: String, limits: DeepLinkConfiguration.Limits
    ) throws(FlowError) -> RootCoordinator.FlowPlacement {
        do {
            return .link(try DeepLink(parsingPath: path, limits: limits), text: path)
        } catch {
            throw .refused(.invalidLink(error))
        }
    }

    /// Answers this module's most recent awaited flow with `value` and dismisses its layer
    /// (pops it, for a pushed flow): a flow of this module's own route
    /// (``show(_:as:expecting:)``); a flow the module offers others is answered with
    /// ``finishFlow(_:returning:)``, whose type the compiler checks;
    /// see ``RootCoordinator/finishFlow(of:returning:)``. Without an awaited flow, this is
    /// ``finishFlow()``.
    public func finishFlow(returning value: some Sendable) {
        root?.finishFlow(of: module, returning: value)
    }

    /// Answers the flow this module offers with `value`, of the type the offer names, and
    /// dismisses its layer; see ``finishFlow(returning:)``.
    ///
    /// Only a flow showing the offer's screen is answered (opened through the offer, or this
    /// module's own route of that screen awaited with ``show(_:as:expecting:)``): when this
    /// module's most recent awaited flow shows another screen, nothing changes and the
    /// root's observers hear ``NavigationError/notAwaited(offer:module:)``.
    ///
    /// - Parameters:
    ///   - offer: The flow, as the module offers it.
    ///   - value: The result.
    public func finishFlow<Result>(_ offer: FlowOffer<Result>, returning value: Result) {
        root?.finishFlow(of: module, returning: value, answering: offer.path)
    }

    /// Waits for a flow's outcome without holding the root, whose release ends the flow.
    private func awaitFlow<Value: Sendable>(
        _ placement: RootCoordinator.FlowPlacement, expecting type: Value.Type
    ) async throws(FlowError) -> Value {
        guard !Task.isCancelled else { throw .cancelled(.taskCancelled) }
        guard let canceller = makeCanceller() else { throw .cancelled(.released) }
        let outcome = await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Result<Value, FlowError>, Never>) in
                guard let root else {
                    continuation.resume(returning: .failure(.cancelled(.released)))
                    return
                }
                _ = start(placement, on: root, id: canceller.request) { continuation.resume(returning: $0) }
            }
        } onCancel: {
            Task { @MainActor in canceller.cancel() }
        }
        return try outcome.get()
    }

    private func makeCanceller() -> FlowCanceller? {
        guard let root else { return nil }
        return FlowCanceller(root: root, request: root.makeFlowRequestID())
    }

    private func start<Value: Sendable>(
        _ placement: RootCoordinator.FlowPlacement, on root: RootCoordinator, id: FlowRequestID,
        then completion: @escaping @MainActor @Sendable (Result<Value, FlowError>) -> Void
    ) -> FlowRequestID? {
        let flow = AwaitedFlow(id: id, requester: module, resultType: String(describing: Value.self))
        do {
            try root.startFlow(placement, flow: flow) { outcome in
                switch outcome {
                case .success(let value):
                    if let typed = value as? Value {
                        completion(.success(typed))
                    } else {
                        completion(.failure(.mismatchedResult(
                            expected: String(describing: Value.self), received: String(describing: type(of: value)))))
                    }
                case .failure(let error):
                    completion(.failure(error))
                }
            }
        } catch {
            completion(.failure(.refused(error)))
            return nil
        }
        return id
    }
}

/// Cancels one awaited flow when its task is cancelled, holding the root weakly.
@MainActor
final class FlowCanceller {
    private weak var root: RootCoordinator?
    nonisolated let request: FlowRequestID

    init(root: RootCoordinator, request: FlowRequestID) {
        self.root = root
        self.request = request
    }

    func cancel() {
        root?.endFlow(request, reason: .taskCancelled)
    }
}
