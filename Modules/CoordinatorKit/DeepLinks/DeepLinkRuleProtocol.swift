/// A rule of a module's link grammar, whatever the types of its values: what a
/// ``DeepLinkCodec`` is made of.
///
/// ``DeepLinkRule`` and ``AnyDeepLinkRule`` conform; a module never conforms a type of its own.
public protocol DeepLinkRuleProtocol<RouteType>: Sendable {
    /// The route type the rule parses.
    associatedtype RouteType: Route
    /// The rule with its values' types erased, as a codec keeps it.
    var anyRule: AnyDeepLinkRule<RouteType> { get }
}
