/// A ``DeepLinkRule`` with its values' types erased: what a ``DeepLinkCodec`` keeps, so
/// that rules of different values sit in one list.
public struct AnyDeepLinkRule<R: Route>: Sendable {
    /// The rule's name, used in route listings and error messages.
    public let name: String
    /// The path segments the rule matches, after the module's own segment.
    public var path: [PathComponent] { slots.path }
    /// The query items the rule reads.
    public var query: [QueryComponent] { slots.query }
    let slots: LinkSlots
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
    var fixedRoute: R?

    init(name: String, slots: LinkSlots, build: @escaping @Sendable (DeepLink, Int) throws -> R) {
        self.name = name
        self.slots = slots
        self.build = build
    }

    /// Builds the rule's route from `link`, whose segments from `start` on matched its path.
    func route(in link: DeepLink, from start: Int) throws(DeepLinkError) -> R {
        do {
            return try build(link, start)
        } catch let error as DeepLinkError {
            throw error
        } catch {
            throw .rejected(route: name, reason: String(describing: error))
        }
    }

    /// A route of this rule for the tooling when its module lists none: its one route, or the
    /// route its parser builds from made-up values (`1`, `example`, a `CaseIterable` value's
    /// first case; optional query items left out); `nil` when a value's type offers none or
    /// the parser refuses them.
    package var sampleRoute: R? {
        if let fixedRoute { return fixedRoute }
        var segments = slots.words
        var items: [LinkQueryItem] = []
        for slot in slots.slots {
            guard case .path(let offset, _, let type) = slot, let text = type.sampleText else { continue }
            segments[offset] = text
        }
        for (item, type) in zip(slots.query, slots.queryTypes) where item.isRequired {
            guard let type = type as? any LinkValue.Type, let text = LinkValueType(type).sampleText else { return nil }
            items.append(LinkQueryItem(name: item.name, value: text))
        }
        guard !segments.contains("") else { return nil }
        return try? route(in: DeepLink(segments: segments, queryItems: items), from: 0)
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
