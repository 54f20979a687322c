import CoordinatorKit
import CoordinatorKitTesting
import CoordinatorKitTooling
import Foundation

/// Three small modules shared by the tests of the core, its text descriptions and its
/// route tooling (a support target, not a test target): a library with a tab, a shop with
/// a tab, typed query parameters and an alias, and an account module without a tab.

package enum LibraryRoute: Route {
    case shelf
    case book(id: Int)
    case chapter(book: Int, number: Int)
    case search(query: String)
    case vault

    package var presentation: Presentation {
        self == .vault ? .bottomSheet(detents: [.medium, .large]) : .push
    }

    package var requirements: Set<AccessRequirement> {
        self == .vault ? [.signedIn] : []
    }

    /// A chapter is read full width, without the tab bar.
    package var hidesTabBar: Bool {
        if case .chapter = self { return true }
        return false
    }

    /// A book is counted by its id in analytics; the other screens by module and case.
    package var analyticsName: AnalyticsName? {
        guard case .book(let id) = self else { return nil }
        return AnalyticsName("book", parameters: ["id": "\(id)"])
    }
}

@MainActor
package final class LibraryCoordinator: ModuleCoordinator {
    package init() {}
    package var redirects: [LibraryRoute: LibraryRoute] = [:]
    package var alertAnswers: [String] = []
    /// What the coordinator does when it hears an answer, after noting it.
    package var whenAnswered: (@MainActor (TestAlert.Action) -> Void)?
    package func handleAlertAction(_ action: TestAlert.Action, of alert: TestAlert, shownBy route: LibraryRoute) {
        alertAnswers.append("\(alert.rawValue):\(action.rawValue)@\(route)")
        whenAnswered?(action)
    }
    package func destination(for route: LibraryRoute) -> LibraryRoute { redirects[route] ?? route }
    package func screen(for route: LibraryRoute) -> StandInScreen { StandInScreen(title: "\(route)") }
    /// What a guarded screen's coordinator answers, and the changes it was asked about.
    package var leaveAnswer: LeaveAnswer = .go
    package var leavingAsked: [String] = []
    package func leaving(_ route: LibraryRoute, by cause: NavigationChange.Cause) -> LeaveAnswer {
        leavingAsked.append("\(route) by \(cause)")
        return leaveAnswer
    }
}

package struct LibraryModule: ModuleSamples {
    package init() {}
    package var segment: String { "library" }
    package var tab: TabDescriptor? { TabDescriptor(title: "Library", systemImage: "books.vertical") }
    package var rootRoute: LibraryRoute { .shelf }
    /// A book can be pinned as a tab of its own.
    package func pinnedTab(showing root: LibraryRoute) -> TabDescriptor? {
        guard case .book(let id) = root else { return nil }
        return TabDescriptor(title: "Book \(id)", systemImage: "book")
    }
    package var codec: DeepLinkCodec<LibraryRoute> {
        let shelf = DeepLinkRule<LibraryRoute>(.shelf, path: [])
        let book = DeepLinkRule("book", path: PathParameter<Int>("id"), parse: { LibraryRoute.book(id: $0) })
        let chapter = DeepLinkRule(
            "chapter", path: PathParameter<Int>("book") / "chapters" / PathParameter<Int>("number"),
            parse: { LibraryRoute.chapter(book: $0, number: $1) })
        let search = DeepLinkRule(
            "search", path: "search" & QueryParameter<String>("q"), parse: { LibraryRoute.search(query: $0) })
        let vault = DeepLinkRule<LibraryRoute>(.vault, path: ["vault"])
        return DeepLinkCodec([shelf, book, chapter, search, vault]) { route in
            switch route {
            case .shelf: shelf.link()
            case .book(let id): book.link(id)
            case .chapter(let book, let number): chapter.link(book, number)
            case .search(let query): search.link(query)
            case .vault: vault.link()
            }
        }
    }
    package var sampleRoutes: [LibraryRoute] {
        [.shelf, .book(id: 42), .chapter(book: 42, number: 3), .search(query: "sea & sky"), .vault]
    }
    package func makeCoordinator(navigator: Navigator<LibraryRoute>, dependencies: Dependencies) -> LibraryCoordinator {
        LibraryCoordinator()
    }
}

package enum ShopRoute: Route {
    package enum Kind: String, LinkValue, CaseIterable, Codable { case item, gift }
    case catalog
    case item(kind: Kind, id: UUID, count: Int)
    case promo(code: String)
    /// A payment in a sheet: links arriving while it is up wait until it has gone.
    case checkout

    package var presentation: Presentation { self == .checkout ? .sheet : .push }
    package var holdsLinks: Bool { self == .checkout }
}

@MainActor
package final class ShopCoordinator: ModuleCoordinator {
    package init() {}
    package func handleAlertAction(_ action: TestAlert.Action, of alert: TestAlert, shownBy route: ShopRoute) {}
    package func screen(for route: ShopRoute) -> StandInScreen { StandInScreen(title: "\(route)") }
}

package struct ShopModule: ModuleSamples {
    package init() {}
    package var segment: String { "shop" }
    package var aliases: [String: [String]] { ["item": ["item"]] }
    package var tab: TabDescriptor? { TabDescriptor(title: "Shop", systemImage: "bag") }
    package var rootRoute: ShopRoute { .catalog }
    package var codec: DeepLinkCodec<ShopRoute> {
        let catalog = DeepLinkRule<ShopRoute>(.catalog, path: [])
        let item = DeepLinkRule(
            "item",
            path: PathParameter<ShopRoute.Kind>("kind") & QueryParameter<UUID>("id") & QueryParameter<Int?>("count"),
            parse: { ShopRoute.item(kind: $0, id: $1, count: $2 ?? 1) })
        let promo = DeepLinkRule(
            "promo", path: "promo" / PathParameter<String>("code"), parse: { ShopRoute.promo(code: $0) })
        let checkout = DeepLinkRule<ShopRoute>(.checkout, path: ["checkout"])
        return DeepLinkCodec([catalog, item, promo, checkout]) { route in
            switch route {
            case .catalog: catalog.link()
            case .item(let kind, let id, let count): item.link(kind, id, count)
            case .promo(let code): promo.link(code)
            case .checkout: checkout.link()
            }
        }
    }
    /// A gift and an item, so that the `item` alias (which stands for `shop/item`) has an
    /// example.
    package var sampleRoutes: [ShopRoute] {
        [.catalog, .item(kind: .gift, id: UUID(uuidString: "9A1B3C4D-0000-4000-8000-00000000002A") ?? UUID(), count: 5),
         .item(kind: .item, id: UUID(uuidString: "9A1B3C4D-0000-4000-8000-00000000002B") ?? UUID(), count: 2),
         .promo(code: "WINTER"), .checkout]
    }
    package func makeCoordinator(navigator: Navigator<ShopRoute>, dependencies: Dependencies) -> ShopCoordinator {
        ShopCoordinator()
    }
}

package enum AccountRoute: Route {
    case signIn
    case register
    case reset(email: String)

    package var presentation: Presentation { self == .signIn ? .fullScreenCover : .push }
}

@MainActor
package final class AccountCoordinator: ModuleCoordinator {
    package func handleAlertAction(_ action: TestAlert.Action, of alert: TestAlert, shownBy route: AccountRoute) {}
    package let navigator: Navigator<AccountRoute>
    package init(navigator: Navigator<AccountRoute>) { self.navigator = navigator }
    package func screen(for route: AccountRoute) -> StandInScreen { StandInScreen(title: "\(route)") }
}

package struct AccountModule: ModuleSamples {
    package init() {}
    package var segment: String { "account" }
    package var rootRoute: AccountRoute { .signIn }
    package var entryPresentation: Presentation { .fullScreenCover }
    package var codec: DeepLinkCodec<AccountRoute> {
        let signIn = DeepLinkRule<AccountRoute>(.signIn, path: ["signin"])
        let register = DeepLinkRule<AccountRoute>(.register, path: ["register"])
        let reset = DeepLinkRule(
            "reset", path: "reset" & QueryParameter<String>("email"), parse: { AccountRoute.reset(email: $0) })
        return DeepLinkCodec([signIn, register, reset]) { route in
            switch route {
            case .signIn: signIn.link()
            case .register: register.link()
            case .reset(let email): reset.link(email)
            }
        }
    }
    package var sampleRoutes: [AccountRoute] { [.signIn, .register, .reset(email: "a@b.c")] }
    package func makeCoordinator(navigator: Navigator<AccountRoute>, dependencies: Dependencies) -> AccountCoordinator {
        AccountCoordinator(navigator: navigator)
    }
}

@MainActor
package func makeRoot(gate: (any AccessGate)? = nil) throws -> RootCoordinator {
    try RootCoordinator.testing(
        LibraryModule(), ShopModule(), AccountModule(),
        schemes: ["app"], hosts: ["example.com"], gate: gate)
}

package func library(_ route: LibraryRoute) -> AnyRoute { AnyRoute(route, module: "library") }
package func shop(_ route: ShopRoute) -> AnyRoute { AnyRoute(route, module: "shop") }
package func account(_ route: AccountRoute) -> AnyRoute { AnyRoute(route, module: "account") }
