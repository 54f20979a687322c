import CoordinatorKit
import CoordinatorKitTesting
import Foundation

/// Three small modules for the route tooling's tests, as the core's tests declare them: a
/// library with a tab, a shop with a tab, typed query parameters and an alias, and an
/// account module without a tab.

enum LibraryRoute: Route {
    case shelf
    case book(id: Int)
    case chapter(book: Int, number: Int)
    case search(query: String)
    case vault

    var presentation: Presentation {
        self == .vault ? .bottomSheet(detents: [.medium, .large]) : .push
    }

    var requirements: Set<AccessRequirement> {
        self == .vault ? [.signedIn] : []
    }
}

@MainActor
final class LibraryCoordinator: ModuleCoordinator {
    func screen(for route: LibraryRoute) -> StandInScreen { StandInScreen(title: "\(route)") }
}

struct LibraryModule: FeatureModule {
    var segment: String { "library" }
    var tab: TabDescriptor? { TabDescriptor(title: "Library", systemImage: "books.vertical") }
    var rootRoute: LibraryRoute { .shelf }
    var codec: DeepLinkCodec<LibraryRoute> {
        DeepLinkCodec([
            DeepLinkRule(.shelf, path: []),
            DeepLinkRule(
                "book", path: PathParameter<Int>("id"),
                parse: { .book(id: $0) },
                print: { if case .book(let id) = $0 { id } else { nil } }),
            DeepLinkRule(
                "chapter", path: PathParameter<Int>("book") / "chapters" / PathParameter<Int>("number"),
                parse: { .chapter(book: $0, number: $1) },
                print: { if case .chapter(let book, let number) = $0 { (book, number) } else { nil } }),
            DeepLinkRule(
                "search", path: "search" & QueryParameter<String>("q"),
                parse: { .search(query: $0) },
                print: { if case .search(let query) = $0 { query } else { nil } }),
            DeepLinkRule(.vault, path: ["vault"]),
        ])
    }
    var sampleRoutes: [LibraryRoute] {
        [.shelf, .book(id: 42), .chapter(book: 42, number: 3), .search(query: "sea & sky"), .vault]
    }
    func makeCoordinator(navigator: Navigator<LibraryRoute>, dependencies: Dependencies) -> LibraryCoordinator {
        LibraryCoordinator()
    }
}

enum ShopRoute: Route {
    enum Kind: String, LinkValue, CaseIterable, Codable { case item, gift }
    case catalog
    case item(kind: Kind, id: UUID, count: Int)
    case promo(code: String)
}

@MainActor
final class ShopCoordinator: ModuleCoordinator {
    func screen(for route: ShopRoute) -> StandInScreen { StandInScreen(title: "\(route)") }
}

struct ShopModule: FeatureModule {
    var segment: String { "shop" }
    var aliases: [String: [String]] { ["item": ["item"]] }
    var tab: TabDescriptor? { TabDescriptor(title: "Shop", systemImage: "bag") }
    var rootRoute: ShopRoute { .catalog }
    var codec: DeepLinkCodec<ShopRoute> {
        DeepLinkCodec([
            DeepLinkRule(.catalog, path: []),
            DeepLinkRule(
                "item",
                path: PathParameter<ShopRoute.Kind>("kind") & QueryParameter<UUID>("id") & QueryParameter<Int?>("count"),
                parse: { .item(kind: $0, id: $1, count: $2 ?? 1) },
                print: { if case .item(let kind, let id, let count) = $0 { (kind, id, count) } else { nil } }),
            DeepLinkRule(
                "promo", path: "promo" / PathParameter<String>("code"),
                parse: { .promo(code: $0) },
                print: { if case .promo(let code) = $0 { code } else { nil } }),
        ])
    }
    /// A gift and an item, so that the `item` alias (which stands for `shop/item`) has an
    /// example.
    var sampleRoutes: [ShopRoute] {
        [.catalog, .item(kind: .gift, id: UUID(uuidString: "9A1B3C4D-0000-4000-8000-00000000002A") ?? UUID(), count: 5),
         .item(kind: .item, id: UUID(uuidString: "9A1B3C4D-0000-4000-8000-00000000002B") ?? UUID(), count: 2),
         .promo(code: "WINTER")]
    }
    func makeCoordinator(navigator: Navigator<ShopRoute>, dependencies: Dependencies) -> ShopCoordinator {
        ShopCoordinator()
    }
}

enum AccountRoute: Route {
    case signIn
    case register
    case reset(email: String)

    var presentation: Presentation { self == .signIn ? .fullScreenCover : .push }
}

@MainActor
final class AccountCoordinator: ModuleCoordinator {
    func screen(for route: AccountRoute) -> StandInScreen { StandInScreen(title: "\(route)") }
}

struct AccountModule: FeatureModule {
    var segment: String { "account" }
    var rootRoute: AccountRoute { .signIn }
    var entryPresentation: Presentation { .fullScreenCover }
    var codec: DeepLinkCodec<AccountRoute> {
        DeepLinkCodec([
            DeepLinkRule(.signIn, path: ["signin"]),
            DeepLinkRule(.register, path: ["register"]),
            DeepLinkRule(
                "reset", path: "reset" & QueryParameter<String>("email"),
                parse: { .reset(email: $0) },
                print: { if case .reset(let email) = $0 { email } else { nil } }),
        ])
    }
    var sampleRoutes: [AccountRoute] { [.signIn, .register, .reset(email: "a@b.c")] }
    func makeCoordinator(navigator: Navigator<AccountRoute>, dependencies: Dependencies) -> AccountCoordinator {
        AccountCoordinator()
    }
}

@MainActor
func makeRoot(gate: (any AccessGate)? = nil) throws -> RootCoordinator {
    try RootCoordinator.testing(
        LibraryModule(), ShopModule(), AccountModule(),
        schemes: ["app"], hosts: ["example.com"], gate: gate)
}

func library(_ route: LibraryRoute) -> AnyRoute { AnyRoute(route, module: "library") }
