import CoordinatorKit

/// Where a link lands, or why it is rejected, for checking lists of links.
public struct LinkCheck: Sendable {
    /// The link as given.
    public let link: String
    /// What became of it.
    public let outcome: Outcome

    /// What became of a checked link.
    public enum Outcome: Sendable {
        /// The link lands on the given tab and screens, as the link asks for them (before
        /// any coordinator's decision; see `RootCoordinator.check(_:)`); `requirement`,
        /// when set, is what the user must meet first (the link waits for it).
        case lands(tab: ModuleID?, screens: [NavigationEntry], requirement: AccessRequirement?)
        /// The link is rejected.
        case rejected(NavigationError)
        /// The app's rewrite asks its lookup for `key` first (a handle, slug or short
        /// link); where the link lands depends on the answer.
        case needsLookup(key: String)
    }

    /// Whether the link is accepted.
    public var isAccepted: Bool {
        if case .rejected = outcome { return false }
        return true
    }
}

extension RootCoordinator {
    /// Checks a link that lands as links from outside do (``LinkPlacement/owningTab``);
    /// see ``check(_:placement:)``.
    public func check(_ link: String) -> LinkCheck {
        check(link, placement: .owningTab)
    }

    /// Checks a link against the app from the current state, without applying it and
    /// without making any coordinator.
    ///
    /// The screens reported are the routes as the link asks for them: a coordinator's
    /// decision from data (`ModuleCoordinator.destination(for:)`, such as a premium
    /// recipe shown as its paywall) is not applied, since deciding needs the coordinator,
    /// and a check must not make one. Requirements are checked on those routes; opening
    /// the link may land on a different screen if a coordinator decides so. The limits
    /// are those `open` applies (`DeepLinkConfiguration.limits`: the link's size, stack
    /// depth, modal layers, the printed link's size), so a link `open` refuses for a limit
    /// is reported rejected with the same error.
    ///
    /// The link passes through the app's ``RootCoordinator/linkTranslation`` first, as
    /// when it is opened; one that needs a lookup is reported as such, not looked up.
    ///
    /// - Parameters:
    ///   - link: The link as text, such as `recipes://settings/allergies`.
    ///   - placement: Where the link's screens land, as in `open(link:placement:)`.
    /// - Returns: Where the link lands, or why it is rejected.
    public func check(_ link: String, placement: LinkPlacement) -> LinkCheck {
        let parsed: DeepLink
        do {
            switch try translate(link: link) {
            case .open(let translated, _): parsed = translated
            case .lookUp(let key): return LinkCheck(link: link, outcome: .needsLookup(key: key))
            }
        } catch {
            return LinkCheck(link: link, outcome: .rejected(error))
        }
        do {
            let (target, requirement) = try landing(of: parsed, placement: placement)
            if let requirement, gate?.grantingRoute(for: requirement) == nil {
                return LinkCheck(link: link, outcome: .rejected(.accessDenied(requirement)))
            }
            let tab = target.currentTab
            return LinkCheck(
                link: link,
                outcome: .lands(
                    tab: target.selectedTab, screens: tab.map { [$0.root] + $0.stack } ?? [], requirement: requirement))
        } catch {
            return LinkCheck(link: link, outcome: .rejected(error))
        }
    }
}
