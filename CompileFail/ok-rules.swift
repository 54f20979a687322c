// Every form of rule type-checks: no values, one path value, values in path and query,
// an optional query item, words given as data, a custom LinkValue enum; printed by one
// switch over the routes, with an alias (a second rule parsing `.order`, never printing)
// and a route without a link. A codec whose rules carry no values needs no printer.
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
    case checkout
}

let list = DeepLinkRule<ShopRoute>(.list, path: [])
let order = DeepLinkRule("order", path: "orders" / PathParameter<Int>("id"), parse: { ShopRoute.order(id: $0) })
let oldOrder = DeepLinkRule("oldOrder", path: "order" & QueryParameter<Int>("id"), parse: { ShopRoute.order(id: $0) })
let chapter = DeepLinkRule(
    "chapter", path: PathParameter<Int>("book") / "chapters" / PathParameter<Int>("number"),
    parse: { ShopRoute.chapter(book: $0, number: $1) })
let detail = DeepLinkRule(
    "detail",
    path: PathParameter<Kind>("kind") & QueryParameter<UUID>("id") & QueryParameter<Int?>("count"),
    parse: { kind, id, count in ShopRoute.detail(kind: kind, id: id, count: count ?? 1) })
let search = DeepLinkRule(
    "search", path: "search" & QueryParameter<String>("q") & QueryParameter<Int?>("page"),
    parse: { ShopRoute.search(query: $0, page: $1) })
let saved = DeepLinkRule(
    "saved", path: ["saved", "items"] / PathParameter<Int>("id"), parse: { ShopRoute.saved(id: $0) })

let codec = DeepLinkCodec([list, order, oldOrder, chapter, detail, search, saved]) { route in
    switch route {
    case .list: list.link()
    case .order(let id): order.link(id)
    case .chapter(let book, let number): chapter.link(book, number)
    case .detail(let kind, let id, let count): detail.link(kind, id, count)
    case .search(let query, let page): search.link(query, page)
    case .saved(let id): saved.link(id)
    case .checkout: nil
    }
}

enum SettingsRoute: Route {
    case main, allergies
}

let settings = DeepLinkCodec<SettingsRoute>([
    DeepLinkRule(.main, path: []),
    DeepLinkRule(.allergies, path: ["allergies"]),
])
