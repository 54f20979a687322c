/// Why a module could not be registered.
public enum RegistrationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Two modules claim the same first segment.
    case duplicateSegment(String, claimedBy: ModuleID, rejected: ModuleID)
    /// Two modules share one identifier.
    case duplicateModuleID(ModuleID)
    /// Two modules share one route type.
    case duplicateRouteType(String, claimedBy: ModuleID, rejected: ModuleID)
    /// A segment is empty, has a `/`, has upper-case letters, or is the current-tab
    /// marker `~` (``DeepLink/currentTabMarker``).
    case invalidSegment(String, module: ModuleID)
    /// A module's rule that no link can reach: another rule of the module always matches
    /// first (`shadowedBy`, the same path or one that takes every link it would), or a
    /// second rule with neither path nor required query item, which the first root rule
    /// always wins.
    case unreachableRule(String, module: ModuleID, shadowedBy: String)
    /// A sample route whose printed link reads back as something else through the
    /// registry, as a link would: `reason` says what it read (the route tooling's link
    /// check, `checkLinks()`).
    case routeReadsBackDifferently(route: String, link: String, reason: String)

    /// What clashed and which module was rejected, in a sentence; in
    /// English, for developers and logs, whatever the app's language: show users a ``NavigationText`` of your own (<doc:Localization>).
    public var description: String {
        switch self {
        case .duplicateSegment(let segment, let owner, let rejected):
            "The segment '\(segment)' is already owned by module '\(owner)'; "
                + "module '\(rejected)' cannot claim it too."
        case .duplicateModuleID(let id): "A module with the identifier '\(id)' is already registered."
        case .duplicateRouteType(let type, let owner, let rejected):
            "The route type \(type) already belongs to module '\(owner)'; module '\(rejected)' needs its own."
        case .invalidSegment(let segment, let module):
            "Module '\(module)' claims '\(segment)'; a segment must be non-empty, lower-case, without '/', and not '~'."
        case .unreachableRule(let rule, let module, let winner):
            "Module '\(module)' declares rule '\(rule)', which no link reaches: rule '\(winner)' always matches first."
        case .routeReadsBackDifferently(let route, let link, let reason):
            "\(route) prints as '\(link)', which reads back differently: \(reason)."
        }
    }
}
