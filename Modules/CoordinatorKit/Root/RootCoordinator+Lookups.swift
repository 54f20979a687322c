import Foundation

/// Links from the outside world: the app's rewrite step, and lookups that turn a handle,
/// slug or short link into a path before the link is resolved and applied in one change.
extension RootCoordinator {
    /// How the app turns arriving links into links it understands; `nil` (the default)
    /// resolves links as they arrive. See ``LinkTranslation``.
    public var linkTranslation: LinkTranslation? {
        get { lookups.translation }
        set { lookups.translation = newValue }
    }

    /// The lookup the root is waiting for, or `nil`. Observable: a view can show that a
    /// link is on its way. While it is set, the navigation state is what it was before the
    /// link; the next link opened cancels it. What became of the link is reported as
    /// ``NavigationEvent/delivered(_:)`` when the lookup ends.
    public var pendingLookup: PendingLinkLookup? {
        lookups.pending
    }

    /// Returns when the pending lookup, if any, has ended: applied, refused or cancelled.
    public func waitForLookup() async {
        await lookups.task?.value
    }

    /// Cancels the pending lookup, if any: its answer will not be applied, and the link is
    /// reported as refused with ``DeepLinkError/lookupCancelled(key:)``.
    public func cancelPendingLookup() {
        guard let pending = lookups.pending else { return }
        lookups.pending = nil
        lookups.task?.cancel()
        if pending.isHeld { endHold()?(.invalidLink(.lookupCancelled(key: pending.key))) }
    }

    /// Holds a full link while a screen that holds links is on the selected tab, until
    /// ``releaseHeldLink()``; the link's outcome is reported as ``NavigationEvent/delivered(_:)``
    /// unless ``heldLinkTask(reporting:)`` names who hears it.
    func holdLink(_ text: String, placement: LinkPlacement) {
        cancelPendingLookup()
        lookups.lastNumber += 1
        lookups.pending = PendingLinkLookup(key: text, link: text, placement: placement, number: lookups.lastNumber, isHeld: true)
        lookups.holdReport = deliveryReport(of: text)
    }

    /// The task the inbox and ``waitForLookup()`` wait for while a link is held: it ends when
    /// the link opens or is replaced; `report` (if any) hears the link's outcome.
    func heldLinkTask(reporting report: (@MainActor (NavigationError?) -> Void)?) -> Task<Void, Never> {
        if let report { lookups.holdReport = report }
        let number = lookups.pending?.number
        let task = Task { [weak self] in
            await withCheckedContinuation { wait in
                guard let self, self.lookups.pending?.number == number else { return wait.resume() }
                self.lookups.holdWait = wait
            }
        }
        lookups.task = task
        return task
    }

    /// Opens the held link, after a change, once no screen on the selected tab holds links.
    func releaseHeldLink() {
        guard let held = lookups.pending, held.isHeld, !workingState.holdsLinks, let report = endHold() else { return }
        lookups.pending = nil
        do throws(NavigationError) {
            if try openLink(held.link, placement: held.placement, lookupEnded: report) == nil { report(nil) }
        } catch {
            report(error)
        }
    }

    /// Ends the hold's wait; returns who hears the held link's outcome.
    private func endHold() -> (@MainActor (NavigationError?) -> Void)? {
        defer { (lookups.holdReport, lookups.holdWait) = (nil, nil) }
        lookups.holdWait?.resume()
        return lookups.holdReport
    }

    /// Reports a directly opened link's outcome as ``NavigationEvent/delivered(_:)``.
    func deliveryReport(of text: String) -> @MainActor (NavigationError?) -> Void {
        { [weak self] error in self?.report(.delivered(LinkDelivery(receipt: nil, link: text, error: error))) }
    }

    /// What to do with a full link: open it (`writtenLength` given when it is the link as
    /// written), or look up a key first.
    package enum Translated {
        case open(DeepLink, writtenLength: Int?)
        case lookUp(String)
    }

    /// Parses a full link and passes it through the app's rewrite, if any.
    package func translate(link text: String) throws(NavigationError) -> Translated {
        guard let translation = lookups.translation else {
            do {
                return .open(try DeepLink.parsed(text, configuration: configuration), writtenLength: text.utf8.count)
            } catch {
                throw .invalidLink(error)
            }
        }
        let arriving: ArrivingLink
        switch DeepLink.parsingArriving(text, configuration: configuration) {
        case .success(let parsed): arriving = ArrivingLink(text: text, host: parsed.host, link: parsed.link)
        case .failure(let error): throw .invalidLink(error)
        }
        switch translation.rewrite(arriving) {
        case .keep: return .open(arriving.link, writtenLength: text.utf8.count)
        case .open(let link): return .open(link, writtenLength: nil)
        case .lookUp(let key):
            guard translation.lookup != nil else {
                throw .invalidLink(.lookupFailed(key: key, reason: "the app has no lookup"))
            }
            return .lookUp(key)
        case .refuse(let reason): throw .invalidLink(.refusedByRewrite(reason: reason))
        }
    }

    /// Starts looking `key` up for the link `text`; its path is then resolved from the state
    /// of that moment and applied, and `completion` gets the refusal, if any.
    ///
    /// - Returns: The task waiting for the lookup; it ends soon after a cancellation, even
    ///   when the app's lookup ignores it.
    @discardableResult
    func startLookup(
        of key: String, for text: String, placement: LinkPlacement,
        completion: @escaping @MainActor (NavigationError?) -> Void
    ) -> Task<Void, Never> {
        lookups.lastNumber += 1
        let lookup = PendingLinkLookup(key: key, link: text, placement: placement, number: lookups.lastNumber)
        // `translate(link:)` asks for a lookup only when the app has one.
        let noLookup: @Sendable (String) async throws -> String = { key in
            throw DeepLinkError.lookupFailed(key: key, reason: "the app has no lookup")
        }
        let find = lookups.translation?.lookup ?? noLookup
        lookups.pending = lookup
        let task = Task { [weak self] in
            let answer = await LookupRace.run(find, key: key)
            guard let self else { return }
            let refusal = self.finishLookup(lookup, answer: answer)
            // Held by a screen that holds links: its outcome is heard once, when it opens.
            if refusal == nil, self.lookups.pending?.isHeld == true { _ = self.heldLinkTask(reporting: completion) } else { completion(refusal) }
        }
        lookups.task = task
        return task
    }

    /// Applies a lookup's answer if the lookup is still the pending one; returns the refusal.
    private func finishLookup(
        _ lookup: PendingLinkLookup, answer: Result<String, any Error>?
    ) -> NavigationError? {
        // A newer link, or a cancellation, replaced this lookup: its answer never applies.
        guard lookups.pending?.number == lookup.number else {
            return .invalidLink(.lookupCancelled(key: lookup.key))
        }
        lookups.pending = nil
        lookups.task = nil
        guard let answer else { return .invalidLink(.lookupCancelled(key: lookup.key)) }
        do throws(NavigationError) {
            let path: String
            switch answer {
            case .success(let found): path = found
            case .failure(let error):
                throw .invalidLink(.lookupFailed(key: lookup.key, reason: String(describing: error)))
            }
            let link: DeepLink
            do {
                link = try DeepLink(parsingPath: path, limits: limits)
            } catch {
                throw .invalidLink(error)
            }
            let cause = NavigationChange.Cause.command(.openLink(lookup.link, placement: lookup.placement))
            try open(link, cause: cause, writtenLength: path.utf8.count, placement: lookup.placement)
            return nil
        } catch {
            return error
        }
    }
}

/// Waits for an app's lookup or for its cancellation, whichever comes first: a lookup
/// that ignores cancellation is abandoned, not awaited, so a newer link never waits for it.
final class LookupRace: Sendable {
    private enum Stage {
        case running
        case waiting(CheckedContinuation<Result<String, any Error>?, Never>)
        case ended(Result<String, any Error>?)
    }

    private let lock = NSLock()
    // Read and written only under `lock`.
    private nonisolated(unsafe) var stage = Stage.running

    /// The lookup's answer, or `nil` when the calling task was cancelled first.
    static func run(
        _ lookup: @escaping @Sendable (String) async throws -> String, key: String
    ) async -> Result<String, any Error>? {
        let race = LookupRace()
        let work = Task {
            let answer: Result<String, any Error>
            do {
                answer = .success(try await lookup(key))
            } catch {
                answer = .failure(error)
            }
            race.end(with: answer)
        }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                race.wait(continuation)
            }
        } onCancel: {
            work.cancel()
            race.end(with: nil)
        }
    }

    private func end(with answer: Result<String, any Error>?) {
        lock.lock()
        let previous = stage
        if case .ended = previous {
            lock.unlock()
            return
        }
        stage = .ended(answer)
        lock.unlock()
        if case .waiting(let continuation) = previous { continuation.resume(returning: answer) }
    }

    private func wait(_ continuation: CheckedContinuation<Result<String, any Error>?, Never>) {
        lock.lock()
        if case .ended(let answer) = stage {
            lock.unlock()
            continuation.resume(returning: answer)
            return
        }
        stage = .waiting(continuation)
        lock.unlock()
    }
}
