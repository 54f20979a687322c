import CoordinatorKit
import Foundation

extension AnyDeepLinkRule {
    /// A route of this rule for the tooling when its module lists none: its one route, or the
    /// route its parser builds from made-up values (`1`, `example`, a `UUID` of zeros and a
    /// one, `true`, `1.5`, a `CaseIterable` value's first case; optional query items left
    /// out); `nil` when a value's type offers none or the parser refuses them.
    var sampleRoute: R? {
        if let fixedRoute { return fixedRoute }
        var segments = slots.words
        var items: [LinkQueryItem] = []
        for slot in slots.slots {
            guard case .path(let offset, _, let type) = slot, let text = sampleText(of: type.type) else { continue }
            segments[offset] = text
        }
        for (item, type) in zip(slots.query, slots.queryTypes) where item.isRequired {
            guard let type = type as? any LinkValue.Type, let text = sampleText(of: type) else { return nil }
            items.append(LinkQueryItem(name: item.name, value: text))
        }
        guard !segments.contains("") else { return nil }
        return try? route(in: DeepLink(segments: segments, queryItems: items), from: 0)
    }
}

/// A made-up link text of a value's type, or `nil` for a type of the app's that lists no
/// cases.
private func sampleText(of type: any LinkValue.Type) -> String? {
    switch type {
    case is Int.Type: "1"
    case is String.Type: "example"
    case is UUID.Type: "00000000-0000-0000-0000-000000000001"
    case is Bool.Type: "true"
    case is Double.Type: "1.5"
    default: (type as? any CaseIterable.Type).flatMap { firstCaseText(of: $0) }
    }
}

private func firstCaseText<T: CaseIterable>(of type: T.Type) -> String? {
    (type.allCases.first as? any LinkValue)?.linkText
}
