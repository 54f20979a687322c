import CoordinatorKit
import CoordinatorKitRendering
import Foundation

/// The invariants every navigation state and every change must keep, checked by
/// ``NavigationExplorer`` on every state and edge, and by property tests after every step.
///
/// Each check returns the broken invariants it found, empty when all hold, so a caller
/// can record them as test issues or collect them in a report.
@MainActor
public enum NavigationInvariants {
    /// The invariants of the state `root` holds: no guarded screen shown without its
    /// requirement; at most one alert per tab, on the tab's top screen, on the selected
    /// tab; a pending navigation waits on its granting screen for a requirement not yet
    /// met; the limits hold; and the printed link, when there is one, is within the limits
    /// and rebuilds the selected tab's screens and presentations, opened now.
    public static func violations(of root: RootCoordinator) -> [NavigationInvariantViolation] {
        stateViolations(of: root) + printedLinkViolations(of: root)
    }

    /// ``violations(of:)`` without the printed-link invariant, which the explorer remembers
    /// per selected tab, and for the tabs at the positions `checksTab` accepts: the
    /// explorer leaves out tabs it checked already in the state an action started from.
    static func stateViolations(
        of root: RootCoordinator, checksTab: (Int) -> Bool = { _ in true }
    ) -> [NavigationInvariantViolation] {
        var found: [NavigationInvariantViolation] = []
        let state = root.state
        let limits = root.configuration.limits
        for (position, tab) in state.tabs.enumerated() where checksTab(position) {
            found += unmetRequirementViolations(of: tab, in: state, root: root)
            let alerts = ([tab.root] + tab.stack).enumerated().filter { $0.element.alert != nil }
            if alerts.count > 1 {
                found.append(.init(.alertNotOnTop, "tab \(tab.id) carries \(alerts.count) alerts"))
            }
            if let (depth, entry) = alerts.first {
                if depth != tab.stack.count {
                    found.append(.init(.alertNotOnTop, "\(entry.route) at depth \(depth) of tab \(tab.id) carries an alert under \(tab.top.route)"))
                }
                if tab.id != state.selectedTab {
                    found.append(.init(.alertNotOnTop, "hidden tab \(tab.id) carries an alert"))
                }
            }
            if tab.stack.count > limits.maxStackDepth {
                found.append(.init(.beyondLimits, "tab \(tab.id) is \(tab.stack.count) screens deep (limit \(limits.maxStackDepth))"))
            }
            let layers = tab.stack.filter { $0.presentation.isModal }.count
            if layers > limits.maxLayers {
                found.append(.init(.beyondLimits, "tab \(tab.id) has \(layers) modal layers (limit \(limits.maxLayers))"))
            }
        }
        if let pending = state.pending {
            if root.gate?.isGranted(pending.requirement) ?? false {
                found.append(.init(.pendingInconsistent, "a navigation waits for \(pending.requirement), which is granted"))
            }
            let granting = grantingScreens(for: pending.requirement, of: root)
            if let first = granting.first, state.currentTab?.stack.contains(where: { granting.contains($0.route) }) != true {
                found.append(.init(.pendingInconsistent, "a navigation waits for \(pending.requirement) without \(first) showing"))
            }
        }
        return found
    }

    /// The screens that let the user meet `requirement`, as the root shows them: the gate's
    /// granting screen, then, while that screen needs what the user lacks, its own granting
    /// screen (the root follows this chain, within `maxGuardRedirects` hops).
    private static func grantingScreens(for requirement: AccessRequirement, of root: RootCoordinator) -> [AnyRoute] {
        var screens: [AnyRoute] = []
        var unmet = requirement
        while screens.count <= root.configuration.limits.maxGuardRedirects,
            let screen = root.gate?.grantingRoute(for: unmet).flatMap({ try? root.wrap($0) })
        {
            screens.append(screen)
            guard let next = screen.requirements.sorted(by: { $0.name < $1.name }).first(where: { root.gate?.isGranted($0) != true })
            else { break }
            unmet = next
        }
        return screens
    }

    /// No screen shown without its requirement, in `tab` of `state`: every screen of the
    /// selected tab (root and stack) and every screen above another tab's root meets its
    /// requirements per `gate` (without a gate, none is met) — except while a screen asks
    /// before it leaves, when a change of access (a sign-out) waits for its answer and the
    /// screens it would take away stay until then, and except a root held back behind its
    /// granting screen (``isHoldingRootBack(_:in:root:)``).
    static func unmetRequirementViolations(
        of tab: TabState, in state: NavigationState, root: RootCoordinator
    ) -> [NavigationInvariantViolation] {
        let gate = root.gate
        guard state.leaveGuards.isEmpty else { return [] }
        let showsRoot = tab.id == state.selectedTab && !isHoldingRootBack(tab, in: state, root: root)
        var found: [NavigationInvariantViolation] = []
        for (depth, entry) in ([tab.root] + tab.stack).enumerated() where depth > 0 || showsRoot {
            let place = depth == 0 ? "as the root of tab \(tab.id)" : "in tab \(tab.id)"
            for requirement in entry.route.requirements.sorted(by: { $0.name < $1.name }) where gate?.isGranted(requirement) != true {
                found.append(.init(.guardedScreenShown, "\(entry.route) shows \(place) without \(requirement)"))
            }
        }
        return found
    }

    /// Whether `state` holds the root of its selected tab `tab` back: a root no tab can stand
    /// in for, whose requirement is unmet, waits behind its granting screen — a pending
    /// navigation with no origin (nothing to go back to) and the granting screen as a
    /// full-screen cover at the bottom of the tab's stack — so the root is not shown. Another
    /// cover there (a link's) holds nothing back.
    static func isHoldingRootBack(_ tab: TabState, in state: NavigationState, root: RootCoordinator) -> Bool {
        guard tab.id == state.selectedTab, let pending = state.pending, pending.origin == nil,
            let first = tab.stack.first, first.presentation == .fullScreenCover
        else { return false }
        return grantingScreens(for: pending.requirement, of: root).contains(first.route)
    }

    /// The printed-link invariant alone: `currentLink`, when there is one, is within the
    /// limits and, resolved now for the same user and data, selects the same tab and
    /// rebuilds its screens and their presentations (a link carries no alert).
    public static func printedLinkViolations(of root: RootCoordinator) -> [NavigationInvariantViolation] {
        guard let link = root.currentLink else { return [] }
        let state = root.state
        let limits = root.configuration.limits
        let text = link.url(scheme: root.configuration.schemes.first ?? "app")
        guard text.utf8.count <= limits.maxLength, link.segments.count <= limits.maxSegments,
            link.queryItems.count <= limits.maxQueryItems
        else {
            return [.init(.printedLinkBroken, "the printed link \(text) is beyond the limits")]
        }
        let rebuilt: NavigationState
        do {
            rebuilt = try root.resolve(link)
        } catch {
            return [.init(.printedLinkBroken, "the printed link \(text) is refused: \(error)")]
        }
        guard rebuilt.selectedTab == state.selectedTab else {
            return [.init(.printedLinkBroken, "the printed link \(text) selects \(rebuilt.selectedTab?.rawValue ?? "no tab")")]
        }
        let entries = { (tab: TabState?) in tab.map { [$0.root] + $0.stack } ?? [] }
        let (rebuiltEntries, shownEntries) = (entries(rebuilt.currentTab), entries(state.currentTab))
        guard rebuiltEntries.count == shownEntries.count
            && zip(rebuiltEntries, shownEntries).allSatisfy({ $0.route == $1.route && $0.presentation == $1.presentation })
        else {
            let screens = { (entries: [NavigationEntry]) in entries.map { "\($0.route) \($0.presentation)" } }
            return [.init(.printedLinkBroken, "the printed link \(text) rebuilds \(screens(rebuiltEntries)), not \(screens(shownEntries))")]
        }
        return []
    }

    /// The invariants of one change, from `old` to the state `root` holds now: at most one
    /// observed change, and the computed steps (`RootCoordinator.lastSteps`) of that
    /// change turn `old` into the new state.
    ///
    /// - Parameters:
    ///   - old: The state before the change.
    ///   - root: The root after it.
    ///   - observedChanges: How many changes observers saw (an ``ObservationProbe``'s count).
    public static func violations(
        ofChangeFrom old: NavigationState, in root: RootCoordinator, observedChanges: Int
    ) -> [NavigationInvariantViolation] {
        var found: [NavigationInvariantViolation] = []
        if observedChanges > 1 {
            found.append(.init(.severalChanges, "one action made \(observedChanges) observed changes"))
        }
        let new = root.state
        if new != old, observedChanges <= 1 {
            // The steps play a change inside tabs; the tab set (a tab pinned or unpinned) is
            // the new state's, a tab added shown as it is, as renderers take it.
            var start = old
            start.tabs = new.tabs.map { old[tab: $0.id] ?? $0 }
            let played = start.applying(root.lastSteps)
            if played.tabs != new.tabs || played.selectedTab != new.selectedTab {
                found.append(.init(.stepsDoNotRebuild, "the steps \(root.lastSteps) do not turn the old state into the new one"))
            }
        }
        return found
    }

    /// The pending-navigation invariant of one change, from `old` to the state `root` holds
    /// now: once the requirement a pending navigation of `old` waits for is met — a world
    /// action granted it, and the app performed `NavigationCommand.accessDidChange` or the
    /// granting module finished its flow — the navigation resumes or is reported refused.
    /// It resumes when the new state has no pending navigation and shows its target's tab
    /// with the target's screens (as their coordinators decide them now), or waits on that
    /// target for another requirement; it is refused when the root reported a refusal
    /// (`NavigationEvent.refused`, or a delivery with its error). It never stays pending
    /// with its requirement met, and never goes without its target shown or a refusal
    /// reported. A change that leaves the requirement unmet (a sign-in cancelled) may drop
    /// it, as a cancelled guard does.
    ///
    /// - Parameters:
    ///   - old: The state before the change.
    ///   - root: The root after it.
    ///   - wasMet: Whether the pending navigation's requirement was met before the change;
    ///     when it was, the state invariants reported it already.
    ///   - reportedRefusals: How many refusals the root reported during the change.
    /// - Returns: The broken invariant, if any.
    public static func pendingViolations(
        from old: NavigationState, in root: RootCoordinator, wasMet: Bool, reportedRefusals: Int
    ) -> [NavigationInvariantViolation] {
        guard let pending = old.pending, !wasMet, root.gate?.isGranted(pending.requirement) == true else { return [] }
        let new = root.state
        let request = "the navigation to \(pending.request) waiting for \(pending.requirement)"
        if let next = new.pending, next.target.id == pending.target.id {
            if root.gate?.isGranted(next.requirement) == true {
                return [.init(.pendingNotResumed, "\(request) stays pending once it is met")]
            }
            return []
        }
        if reportedRefusals > 0 { return [] }
        guard new.selectedTab == pending.target.id, let tab = new.currentTab else {
            let shown = new.selectedTab?.rawValue ?? "no tab"
            return [.init(.pendingNotResumed, "\(request) went once it was met, with tab \(shown) selected and no refusal reported")]
        }
        let screens = { (tab: TabState) in ([tab.root] + tab.stack).map(\.route.module) }
        guard screens(tab) == screens(pending.target) else {
            let kinds = ([tab.root] + tab.stack).map(\.route.description)
            return [.init(.pendingNotResumed, "\(request) went once it was met, showing \(kinds) and no refusal reported")]
        }
        return []
    }

    /// The leave-guard invariant of one change, from `old` to the state `root` holds now: a
    /// screen `old` marks as asking before it leaves (`NavigationState.leaveGuards`) goes from
    /// the state, or behind another tab, only with its answer — by the answer "leave anyway"
    /// (`AlertState.Action.leaveAnyway`) to its alert, by a change that cleared its mark
    /// first (`NavigationCommand.askBeforeLeaving(false)`), or by a change its coordinator
    /// lets go (`ModuleCoordinator.leaving(_:by:)` answers `.go`).
    ///
    /// - Parameters:
    ///   - old: The state before the change.
    ///   - root: The root after it.
    ///   - causes: The causes of the changes observers saw, in order.
    ///   - answeredLeaveAnyway: Whether the action answered an alert "leave anyway".
    public static func leaveGuardViolations(
        from old: NavigationState, in root: RootCoordinator, causes: [NavigationChange.Cause], answeredLeaveAnyway: Bool
    ) -> [NavigationInvariantViolation] {
        guard !answeredLeaveAnyway else { return [] }
        let new = root.state
        var found: [NavigationInvariantViolation] = []
        for id in old.leaveGuards.sorted(by: { $0.description < $1.description }) {
            let entry = new[tab: id.tab]?.entry(atDepth: id.depth)
            let isThere = entry.map { $0.presentation == id.presentation && $0.route.isSameScreen(as: id.route) } ?? false
            guard !isThere || (new.selectedTab != id.tab && old.selectedTab == id.tab) else { continue }
            let isLetGo = causes.contains { cause in
                let commands: [NavigationCommand] = switch cause {
                case .command(let command): [command]
                case .commands(let commands): commands
                case .restoration: []
                }
                return commands.contains(.askBeforeLeaving(false)) || root.leaveAnswer(for: id, in: old, by: cause) == .go
            }
            if !isLetGo {
                let by = causes.map(\.description).joined(separator: "; ")
                found.append(.init(.markedScreenLeftUnanswered, "\(id.route) left \(isThere ? "behind another tab" : "the state") by \(by.isEmpty ? "no change" : by) without its answer"))
            }
        }
        return found
    }

    /// Saves the state `root` holds and restores it, and reports when the restored state
    /// differs. A state with awaited flows is compared in its saved form, which keeps no
    /// await (no await survives a restoration).
    ///
    /// The root is left holding the restored state.
    public static func restorationViolations(of root: RootCoordinator) -> [NavigationInvariantViolation] {
        let state = root.state
        let awaits = !root.awaitedFlows.isEmpty
        do {
            let data = try root.saveState()
            let outcome = try root.restoreState(from: data)
            let isSame = awaits ? try root.saveState() == data : root.state == state
            return isSame ? [] : [.init(.restorationDiffers, "saved and restored, the state becomes another (\(outcome))")]
        } catch {
            return [.init(.restorationDiffers, "saving then restoring fails: \(error)")]
        }
    }
}

/// One broken invariant: which, and what was seen.
public struct NavigationInvariantViolation: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The invariants ``NavigationInvariants`` and ``NavigationExplorer`` check.
    public enum Invariant: String, Hashable, Sendable, Codable, CaseIterable {
        /// A screen shows although its requirement is not met, and no screen asking before it
        /// leaves holds the change that would take it away.
        case guardedScreenShown
        /// An alert is not on its tab's top screen, or not on the selected tab, or a tab
        /// carries several.
        case alertNotOnTop
        /// A pending navigation waits for a requirement already met, or without its
        /// granting screen.
        case pendingInconsistent
        /// A pending navigation whose requirement a change met stays pending, or goes without
        /// its target shown or a refusal reported.
        case pendingNotResumed
        /// A tab is deeper, or has more modal layers, than the limits allow.
        case beyondLimits
        /// The printed link is beyond the limits, refused, or rebuilds other screens.
        case printedLinkBroken
        /// One action made more than one observed change.
        case severalChanges
        /// The computed steps do not turn the old state into the new one.
        case stepsDoNotRebuild
        /// Saving then restoring gives another state, or fails.
        case restorationDiffers
        /// A screen marked to ask before it leaves went from the state, or behind another
        /// tab, without its answer: not by "leave anyway", not by a change that cleared its
        /// mark, not by a change its coordinator lets go.
        case markedScreenLeftUnanswered
        /// A rejected link changed the state.
        case rejectedLinkChangedState
        /// Replaying the shortest trace to a state reached another one: the app is not
        /// made the same way every time, or an action depends on more than the state.
        case replayDiverged
    }

    /// The broken invariant.
    public let invariant: Invariant
    /// What was seen.
    public let message: String

    /// Creates a violation.
    public init(_ invariant: Invariant, _ message: String) {
        self.invariant = invariant
        self.message = message
    }

    /// `invariant: message`.
    public var description: String {
        "\(invariant.rawValue): \(message)"
    }
}
