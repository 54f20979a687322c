import CoordinatorKit
import Foundation

extension AnyDeepLinkRule {
    /// A route of this rule for the tooling when its module lists none: its one route, or the
    /// route its parser builds from made-up values (`1`, `example`, a `UUID` of zeros and a
    /// one, `true`, `1.5`, a `CaseIterable` value's first case, for a value of the app's own
    /// type the first of those texts its `init?(linkText:)` reads; optional query items left
    /// out); `nil` when a value's type reads none of them or the parser refuses them.
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

/// The made-up texts, in the order they are tried for a type of the app's own.
private let madeUpTexts = ["1", "example", "00000000-0000-0000-0000-000000000001", "true", "1.5"]

/// A made-up link text of a value's type: a built-in type's own; a `CaseIterable` type's
/// first case; else — a type of the app's, which a `LinkValue` reads from text — the first
/// made-up text its `init?(linkText:)` accepts, its raw value's type's first when it is
/// `RawRepresentable` (an `Int`-backed id reads `1`); `nil` when it accepts none.
private func sampleText(of type: any LinkValue.Type) -> String? {
    if let text = builtInText(of: type) { return text }
    if let cases = type as? any CaseIterable.Type { return firstCaseText(of: cases) }
    var texts = madeUpTexts
    if let raw = type as? any RawRepresentable.Type, let text = rawValueText(of: raw) {
        texts.insert(text, at: 0)
    }
    return texts.first { type.init(linkText: $0) != nil }
}

private func builtInText(of type: any LinkValue.Type) -> String? {
    switch type {
    case is Int.Type: madeUpTexts[0]
    case is String.Type: madeUpTexts[1]
    case is UUID.Type: madeUpTexts[2]
    case is Bool.Type: madeUpTexts[3]
    case is Double.Type: madeUpTexts[4]
    default: nil
    }
}

private func rawValueText<T: RawRepresentable>(of type: T.Type) -> String? {
    (T.RawValue.self as? any LinkValue.Type).flatMap { builtInText(of: $0) }
}

private func firstCaseText<T: CaseIterable>(of type: T.Type) -> String? {
    (type.allCases.first as? any LinkValue)?.linkText
}
