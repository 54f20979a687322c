/// A ``DeepLinkRule`` with its values' types erased: what a ``DeepLinkCodec`` keeps, so
/// that rules of different values sit in one list.
public struct AnyDeepLinkRule<R: Route>: Sendable {
    /// The rule's name, used in route listings and error messages.
    public let name: String
    /// The path segments the rule matches, after the module's own segment.
    public var path: [PathComponent] { slots.path }
    /// The query items the rule reads.
    public var query: [QueryComponent] { slots.query }
    package let slots: LinkSlots
    /// Builds the route from a link whose segments from the given index on matched
    /// ``path``; plain `throws` (only ``DeepLinkError``): a typed-throws function value
    /// needs a newer runtime than the package's platforms have.
    let build: @Sendable (DeepLink, Int) throws -> R
    /// The screens a link to a route of this rule stands on (``DeepLinkRule/standing(on:)``),
    /// from the route's link and where its segments start.
    var standsOn: (@Sendable (DeepLink, Int) throws -> [R])?
    /// Whether a link opens the route in place of the module's root (``DeepLinkRule/inPlaceOfRoot()``).
    var replacesRoot = false
    /// The one route of a rule that carries no values: its own sample, for the tooling.
    package var fixedRoute: R?

    init(name: String, slots: LinkSlots, build: @escaping @Sendable (DeepLink, Int) throws -> R) {
        self.name = name
        self.slots = slots
        self.build = build
    }

    /// Builds the rule's route from `link`, whose segments from `start` on matched its path.
    package func route(in link: DeepLink, from start: Int) throws(DeepLinkError) -> R {
        do {
            return try build(link, start)
        } catch let error as DeepLinkError {
            throw error
        } catch {
            throw .rejected(route: name, reason: String(describing: error))
        }
    }

    /// The rule's pattern as shown in route listings: `orders/{id: Int}?[count={Int}]`.
    public var pattern: String {
        var text = path.map(\.description).joined(separator: "/")
        if !query.isEmpty {
            text += "?" + query.map(\.description).joined(separator: "&")
        }
        return text
    }
}

extension AnyDeepLinkRule: DeepLinkRuleProtocol {
    /// The rule itself.
    public var anyRule: AnyDeepLinkRule<R> { self }
}
