import CoordinatorKit

/// Why a state has no link: what `ModuleRegistry.checkedLink(for:)` throws where the
/// core's `link(for:)` returns `nil`.
public enum LinkPrintingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A route has no rule that prints it, so a state showing it has no link.
    case routeHasNoLink(route: String)
    /// A route's printed link would read back as something else: a parameter's value is
    /// a segment that names a module (`value`), which ends the parameter's run when the
    /// link is read. Printing refuses it rather than print a wrong link.
    case valueNamesModule(route: String, value: String)
    /// A state's printed link would read back as another state.
    case readsBackDifferently(link: String)

    /// What has no link and why, in a sentence, in English.
    public var description: String {
        switch self {
        case .routeHasNoLink(let route):
            "\(route) has no rule that prints it."
        case .valueNamesModule(let route, let value):
            "\(route) prints the value '\(value)', which names a module: its link would read back differently."
        case .readsBackDifferently(let link):
            "The state's link '\(link)' would read back as another state."
        }
    }
}
