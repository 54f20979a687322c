import Foundation

extension RootCoordinator {
    /// Opens a full link: at once, or, when the app's rewrite asks for a lookup, when the
    /// lookup answers. Cancels a pending lookup first.
    ///
    /// - Parameter lookupEnded: Gets the outcome of the lookup the link starts, if it
    ///   starts one; `nil` reports it as ``NavigationEvent/delivered(_:)``. Optional so
    ///   that a link needing no lookup makes no closure.
    /// - Returns: The task waiting for the lookup the link started, if it started one.
    /// - Throws: ``NavigationError`` saying why the link was refused before any lookup.
    // Tuned: Benchmarks/README.md#open-link-inlined
    @discardableResult @inline(__always)
    func openLink(
        _ text: String, placement: LinkPlacement, lookupEnded: (@MainActor (NavigationError?) -> Void)?
    ) throws(NavigationError) -> Task<Void, Never>? {
        if lookups.isWaiting { cancelPendingLookup() }
        guard lookups.translates else {
            let link: DeepLink
            do {
                link = try DeepLink.parsed(text, configuration: configuration)
            } catch {
                throw .invalidLink(error)
            }
            try open(link, cause: .command(.openLink(text, placement: placement)), writtenLength: text.utf8.count, placement: placement)
            return nil
        }
        switch try translate(link: text) {
        case .open(let link, let writtenLength):
            try open(link, cause: .command(.openLink(text, placement: placement)), writtenLength: writtenLength, placement: placement)
            return nil
        case .lookUp(let key):
            let completion = lookupEnded ?? { [weak self] error in
                self?.report(.delivered(LinkDelivery(receipt: nil, link: text, error: error)))
            }
            return startLookup(of: key, for: text, placement: placement, completion: completion)
        }
    }

    /// Opens a path inside the app; see ``open(path:placement:)``.
    func openPath(_ text: String, placement: LinkPlacement) throws(NavigationError) {
        if lookups.isWaiting { cancelPendingLookup() }
        let link: DeepLink
        do {
            link = try DeepLink(parsingPath: text, limits: limits)
        } catch {
            throw .invalidLink(error)
        }
        try open(link, cause: .command(.openPath(text, placement: placement)), writtenLength: text.utf8.count, placement: placement)
    }

    /// Applies a parsed link; for the package's tooling (an app opens a link by
    /// ``open(_:placement:)``, ``open(link:placement:)`` or ``open(path:placement:)``).
    ///
    /// A link arriving while a navigation is pending replaces it: the pending one is
    /// dropped, and the new link is resolved from where the user was before it.
    ///
    /// - Throws: ``NavigationError`` saying why the link was refused; the state is unchanged.
    package func open(
        _ link: DeepLink, cause: NavigationChange.Cause, placement: LinkPlacement = .owningTab
    ) throws(NavigationError) {
        try open(link, cause: cause, writtenLength: nil, placement: placement)
    }

    /// Applies a parsed link; `writtenLength` is the UTF-8 length of the text it was parsed
    /// from, when there was one.
    ///
    /// Every decoded byte and separator of a parsed link comes from at most one written
    /// byte, which decodes to at most 3 (an ill-formed byte is repaired to U+FFFD, and a
    /// lowercased host grows by at most half), so nine times the written length (plus one
    /// for a path's first segment) bounds what `DeepLink.printsWellWithin(_:)` adds up:
    /// with it the test is O(1), not a walk over the segments and query items.
    // Tuned: Benchmarks/README.md#written-length-bound
    func open(
        _ link: DeepLink, cause: NavigationChange.Cause, writtenLength: Int?, placement: LinkPlacement
    ) throws(NavigationError) {
        let base = droppingPending(workingState)
        let target = try resolve(link, from: base, within: limits, placement: placement)
        // No closure here (`Optional.map`): on the main actor it would check the executor.
        var writtenBound: Int?
        if let writtenLength { writtenBound = 9 * (writtenLength + 1) }
        let printsWell = link.printsWellWithin(limits, writtenBound: writtenBound)
        try checkLimits(of: target, printing: !printsWell, limits: limits)
        commit(try admit(target, from: base, request: link.url(scheme: canonicalScheme)), cause: cause)
    }

    /// Checks the selected tab of a state a link leads to against the configured limits:
    /// the size of the link the app would print for it (its depth and modal layers were
    /// checked as the state was built), so that every accepted link leaves a state whose
    /// own link is accepted too.
    ///
    /// - Throws: ``NavigationError/invalidLink(_:)`` with the limit that was passed.
    func checkLimits(
        of target: NavigationState, printing: Bool, limits: DeepLinkConfiguration.Limits
    ) throws(NavigationError) {
        // The stack-depth and layer limits were checked as the state was built: see
        // `LinkResolution.state(from:entries:within:)`.
        // The printed link is measured only when `printing` (the link itself is not well
        // within the limits: see `DeepLink.printsWellWithin(_:)`).
        guard printing, let selected = target.currentTab, let printed = registry.printedLink(for: selected)
        else { return }
        guard printed.segments.count <= limits.maxSegments else {
            throw .invalidLink(.printedLinkTooManySegments(count: printed.segments.count, limit: limits.maxSegments))
        }
        let text = printed.url(scheme: canonicalScheme)
        guard text.utf8.count <= limits.maxLength else {
            throw .invalidLink(.printedLinkTooLong(length: text.utf8.count, limit: limits.maxLength))
        }
        // Values a coordinator chose can pass the segment and value limits too.
        if text.utf8.count > limits.maxSegmentLength || text.utf8.count > limits.maxValueLength {
            do {
                _ = try DeepLink(parsing: text, configuration: configuration)
            } catch {
                throw .invalidLink(error)
            }
        }
    }

    /// The state a link leads to from the current state, landing as `placement` says,
    /// without applying it or checking its requirements. Each route passes through its coordinator's
    /// ``ModuleCoordinator/destination(for:)``, as when the link is opened.
    ///
    /// - Throws: ``NavigationError`` saying why the link would be refused.
    package func resolve(_ link: DeepLink, placement: LinkPlacement = .owningTab) throws(NavigationError) -> NavigationState {
        try resolve(link, from: droppingPending(workingState), placement: placement)
    }

    /// Where `link` lands from the current state as the link asks for it: no
    /// coordinator's decision is applied and no coordinator is made, and the limits are
    /// those `open` applies (stack depth, modal layers, the printed link's size). For the
    /// route tooling's link check.
    ///
    /// - Returns: The state the link leads to, and the first requirement not met by a
    ///   screen the user would see there (the link would wait for it), if any.
    /// - Throws: ``NavigationError`` saying why `open` would refuse the link.
    package func landing(
        of link: DeepLink, placement: LinkPlacement = .owningTab
    ) throws(NavigationError) -> (state: NavigationState, unmetRequirement: AccessRequirement?) {
        let base = droppingPending(workingState)
        let resolution = try LinkResolver(registry: registry).resolve(link, in: base, placement: placement)
        let target = try resolution.state(from: base, entries: resolution.undecidedEntries, within: limits)
        try checkLimits(of: target, printing: !link.printsWellWithin(limits), limits: limits)
        return (target, firstUnmetRequirement(in: target))
    }

    /// The state `link` leads to from `base`: the resolver finds the routes the link asks
    /// for (a pure step, no coordinator involved), then each route's coordinator decides
    /// what to show for it, and the state is built from those decisions.
    /// With `limits`, the selected tab is checked against the stack-depth and layer limits.
    func resolve(
        _ link: DeepLink, from base: NavigationState, within limits: DeepLinkConfiguration.Limits? = nil,
        placement: LinkPlacement = .owningTab
    ) throws(NavigationError) -> NavigationState {
        let resolution = try LinkResolver(registry: registry).resolve(link, in: base, placement: placement)
        return try resolution.state(from: base, entries: decidedEntries(of: resolution), within: limits)
    }

    /// The entries of a resolution's routes, each showing what its coordinator decides
    /// for it (``ModuleCoordinator/destination(for:)``).
    func decidedEntries(of resolution: LinkResolution) -> [NavigationEntry] {
        var entries: [NavigationEntry] = []
        entries.reserveCapacity(resolution.routes.count)
        for resolved in resolution.routes {
            entries.append(resolved.entry(showing: destination(for: resolved.route, in: resolved.module)))
        }
        return entries
    }
}

extension DeepLink {
    /// Whether the link's printed state certainly fits `limits` without printing it: every
    /// decoded byte escaped (3 bytes each) plus separators, with room for 8 more segments
    /// and 256 more bytes that a module's aliases and a coordinator's decision may add, is
    /// within the length and segment limits, and the link is within the stack-depth limit.
    /// Typical links take this path; the others are printed and measured.
    ///
    /// `writtenBound`, when given, is a bound for that sum known without the walk.
    func printsWellWithin(_ limits: DeepLinkConfiguration.Limits, writtenBound: Int? = nil) -> Bool {
        guard segments.count + 8 <= limits.maxSegments, segments.count <= limits.maxStackDepth else { return false }
        if let writtenBound, writtenBound + 256 + 64 <= limits.maxLength {
            return true
        }
        var bytes = 0
        for segment in segments {
            bytes += 3 * segment.utf8.count + 1
        }
        for item in queryItems {
            bytes += 3 * (item.name.utf8.count + item.value.utf8.count) + 2
        }
        return bytes + 256 + 64 <= limits.maxLength
    }
}
