/// Why a module could not be registered.
public enum RegistrationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Two modules claim the same first segment.
    case duplicateSegment(String, claimedBy: ModuleID, rejected: ModuleID)
    /// Two modules share one identifier.
    case duplicateModuleID(ModuleID)
    /// Two modules share one route type.
    case duplicateRouteType(String, claimedBy: ModuleID, rejected: ModuleID)
    /// A segment is empty, has a `/`, or has upper-case letters.
    case invalidSegment(String, module: ModuleID)

    /// What clashed and which module was rejected, in a sentence; in
    /// English, for developers and logs, whatever the app's language: show users a ``NavigationText`` of your own (<doc:Localization>).
    public var description: String {
        switch self {
        case .duplicateSegment(let segment, let owner, let rejected):
            "The segment '\(segment)' is already owned by module '\(owner)'; "
                + "module '\(rejected)' cannot claim it too."
        case .duplicateModuleID(let id):
            "A module with the identifier '\(id)' is already registered."
        case .duplicateRouteType(let type, let owner, let rejected):
            "The route type \(type) already belongs to module '\(owner)'; module '\(rejected)' needs its own."
        case .invalidSegment(let segment, let module):
            "Module '\(module)' claims '\(segment)'; a segment must be non-empty, lower-case, without '/'."
        }
    }
}
