import Foundation
import Observation

extension RootCoordinator {
    /// Opens a full link: at once, or when the lookup the app's rewrite asks for answers.
    ///
    /// - Parameter lookupEnded: Gets the outcome of the lookup the link starts; `nil`
    ///   reports it as ``NavigationEvent/delivered(_:)`` (and a link needing no lookup makes
    ///   no closure).
    /// - Returns: The task waiting for the lookup the link started, if it started one.
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
            return lookups.holdReport == nil ? nil : heldLinkTask(reporting: lookupEnded)
        }
        switch try translate(link: text) {
        case .open(let link, let writtenLength):
            try open(link, cause: .command(.openLink(text, placement: placement)), writtenLength: writtenLength, placement: placement)
            return lookups.holdReport == nil ? nil : heldLinkTask(reporting: lookupEnded)
        case .lookUp(let key):
            return startLookup(of: key, for: text, placement: placement, completion: lookupEnded ?? deliveryReport(of: text))
        }
    }

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

    /// Applies a parsed link, dropping a pending navigation first: the link is resolved from
    /// where the user was before it. `writtenLength` is the UTF-8 length of its text.
    ///
    /// A written byte decodes to at most 3 (an ill-formed one is repaired to U+FFFD, a
    /// lowercased host grows by at most half), each escaped to 3 when printed: nine times
    /// the written length, plus one, bounds the printed size.
    // Tuned: Benchmarks/README.md#written-length-bound
    func open(
        _ link: DeepLink, cause: NavigationChange.Cause, writtenLength: Int?, placement: LinkPlacement
    ) throws(NavigationError) {
        let base = droppingPending(workingState)
        let target = try resolve(link, from: base, within: limits, placement: placement)
        // Checked (a link no module reads is refused), then held until the screen has gone.
        if base.holdsLinks, case .command(.openLink(let text, _)) = cause { return holdLink(text, placement: placement) }
        // No closure here (`Optional.map`): on the main actor it would check the executor.
        var writtenBound: Int?
        if let writtenLength { writtenBound = 9 * (writtenLength + 1) }
        let printsWell = link.printsWellWithin(limits, writtenBound: writtenBound)
        try checkLimits(of: target, printing: !printsWell, limits: limits)
        if placement == .alone { return try commitAlone(target, link: link, cause: cause) }
        commit(try admit(target, from: base, request: link.url(scheme: canonicalScheme)), cause: cause)
    }

    /// Commits a link shown alone, which replaces every tab: what the user may see of it is
    /// where its granting screen stands, and the tab that waits is there to resume.
    // Out of line: Benchmarks/README.md#open-link-inlined
    @inline(never)
    private func commitAlone(_ target: NavigationState, link: DeepLink, cause: NavigationChange.Cause) throws(NavigationError) {
        commit(try admit(target, from: withoutUnmetScreens(target), request: link.url(scheme: canonicalScheme)), cause: cause)
    }

    /// Checks that the link the app would print for the selected tab of `target` is within
    /// the limits, so that every accepted link leaves a state whose own link is accepted
    /// (depth and layers were checked as the state was built); only when `printing`.
    ///
    /// - Throws: ``NavigationError/invalidLink(_:)`` with the limit that was passed.
    func checkLimits(
        of target: NavigationState, printing: Bool, limits: DeepLinkConfiguration.Limits
    ) throws(NavigationError) {
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

    /// The state a link leads to from the current state, decided by the coordinators, not
    /// applied and its requirements not checked.
    package func resolve(_ link: DeepLink, placement: LinkPlacement = .owningTab) throws(NavigationError) -> NavigationState {
        try resolve(link, from: droppingPending(workingState), placement: placement)
    }

    /// Where `link` lands from the current state as it asks, with no coordinator made and
    /// the limits `open` applies, and the first requirement it would wait for: for the
    /// route tooling's link check.
    package func landing(
        of link: DeepLink, placement: LinkPlacement = .owningTab
    ) throws(NavigationError) -> (state: NavigationState, unmetRequirement: AccessRequirement?) {
        let base = droppingPending(workingState)
        let resolution = try LinkResolver(registry: registry).resolve(link, in: base, placement: placement)
        let target = try resolution.state(from: base, within: limits)
        try checkLimits(of: target, printing: !link.printsWellWithin(limits), limits: limits)
        return (target, firstUnmetRequirement(in: target))
    }

    /// The state `link` leads to from `base`: the routes it asks for, each as its
    /// coordinator decides, checked against `limits` where given.
    func resolve(
        _ link: DeepLink, from base: NavigationState, within limits: DeepLinkConfiguration.Limits? = nil,
        placement: LinkPlacement = .owningTab
    ) throws(NavigationError) -> NavigationState {
        let resolution = try LinkResolver(registry: registry).resolve(link, in: base, placement: placement)
        return try resolution.state(from: base, within: limits, decidedBy: destination(for:in:))
    }
}

extension DeepLink {
    /// Whether the link's printed state surely fits `limits` without printing it: every
    /// byte escaped plus separators, with room for 8 segments and 256 bytes that aliases and
    /// decisions may add. `writtenBound` bounds that sum without the walk.
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

/// The root's link translation and the lookup it waits for: a link that needs no lookup
/// reads two fields here and nothing else.
@MainActor
final class LinkLookups: Observable {
    var translation: LinkTranslation? {
        didSet { translates = translation != nil }
    }
    // Tuned: Benchmarks/README.md#translation-flag
    private(set) var translates = false
    /// The lookup being waited for, observable.
    var pending: PendingLinkLookup? {
        get {
            registrar.access(self, keyPath: \.pending)
            return storedPending
        }
        set {
            registrar.willSet(self, keyPath: \.pending)
            storedPending = newValue
            registrar.didSet(self, keyPath: \.pending)
        }
    }
    /// Read on every link, without tracking.
    var isWaiting: Bool { storedPending != nil }
    var task: Task<Void, Never>?
    var lastNumber = 0

    /// Who hears what became of the held link, and the wait that ends when it opens.
    var holdReport: (@MainActor (NavigationError?) -> Void)?
    var holdWait: CheckedContinuation<Void, Never>?

    private var storedPending: PendingLinkLookup?
    private let registrar = ObservationRegistrar()

    nonisolated init() {}

    deinit { holdWait?.resume() }
}

extension NavigationState {
    /// Whether a screen on the selected tab holds arriving links (``Route/holdsLinks``).
    var holdsLinks: Bool {
        guard let index = tabs.firstIndex(where: { $0.id == selectedTab }) else { return false }
        return tabs[index].stack.contains { $0.route.holdsLinks }
    }
}
