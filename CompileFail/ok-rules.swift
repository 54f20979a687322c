// Every form of rule type-checks: no values, one path value, values in path and query,
// an optional query item, words given as data, and a custom LinkValue enum.
import CoordinatorKit
import Foundation

enum Kind: String, LinkValue, CaseIterable, Codable {
    case product, merch
}

enum ShopRoute: Route {
    case list
    case order(id: Int)
    case chapter(book: Int, number: Int)
    case detail(kind: Kind, id: UUID, count: Int)
    case search(query: String, page: Int?)
    case saved(id: Int)
}

let codec = DeepLinkCodec<ShopRoute>([
    DeepLinkRule(.list, path: []),
    DeepLinkRule(
        "order", path: "orders" / PathParameter<Int>("id"),
        parse: { .order(id: $0) },
        print: { if case .order(let id) = $0 { id } else { nil } }),
    DeepLinkRule(
        "chapter", path: PathParameter<Int>("book") / "chapters" / PathParameter<Int>("number"),
        parse: { .chapter(book: $0, number: $1) },
        print: { if case .chapter(let book, let number) = $0 { (book, number) } else { nil } }),
    DeepLinkRule(
        "detail",
        path: PathParameter<Kind>("kind") & QueryParameter<UUID>("id") & QueryParameter<Int?>("count"),
        parse: { kind, id, count in .detail(kind: kind, id: id, count: count ?? 1) },
        print: { route in
            guard case .detail(let kind, let id, let count) = route else { return nil }
            return (kind, id, count)
        }),
    DeepLinkRule(
        "search", path: "search" & QueryParameter<String>("q") & QueryParameter<Int?>("page"),
        parse: { .search(query: $0, page: $1) },
        print: { if case .search(let query, let page) = $0 { (query, page) } else { nil } }),
    DeepLinkRule(
        "saved", path: ["saved", "items"] / PathParameter<Int>("id"),
        parse: { .saved(id: $0) },
        print: { if case .saved(let id) = $0 { id } else { nil } }),
])
