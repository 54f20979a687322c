import CoordinatorKit
import CoordinatorKitTesting
import Observation
import Testing

// "Defining a module": a decision from data, in `destination(for:)` with the protocol's
// exact signature, tested through the root as the app opens links.

enum LibraryRoute: Route {
    case shelf
    case book(id: Int)
    case waitlist(book: Int)
}

/// Which books are lent out: observable, so the root decides the screens again when it changes.
@MainActor @Observable final class Loans {
    var lent: Set<Int> = []
}

// snippet: destination-decides
@MainActor
final class LibraryCoordinator: ModuleCoordinator {
    private let loans: Loans
    init(loans: Loans) { self.loans = loans }

    // Exactly `destination(for:)` from the route type to the route type: the protocol has a
    // default that keeps the route, so a method of another name or type (`destination(of:)`,
    // `-> LibraryRoute?`) compiles as a method of its own and is never called.
    func destination(for route: LibraryRoute) -> LibraryRoute {
        if case .book(let id) = route, loans.lent.contains(id) { return .waitlist(book: id) }
        return route
    }

    func screen(for route: LibraryRoute) -> LibraryRoute { route }
}
// end

struct LibraryModule: FeatureModule {
    let loans: Loans
    var segment: String { "library" }
    var tab: TabDescriptor? { TabDescriptor(title: "Library", systemImage: "books.vertical") }
    var rootRoute: LibraryRoute { .shelf }
    var codec: DeepLinkCodec<LibraryRoute> {
        let shelf = DeepLinkRule<LibraryRoute>(.shelf, path: [])
        let book = DeepLinkRule("book", path: "books" / PathParameter<Int>("id"), parse: { LibraryRoute.book(id: $0) })
        let waitlist = DeepLinkRule(
            "waitlist", path: "books" / PathParameter<Int>("id") / "waitlist", parse: { LibraryRoute.waitlist(book: $0) })
        return DeepLinkCodec([shelf, book, waitlist]) { route in
            switch route {
            case .shelf: shelf.link()
            case .book(let id): book.link(id)
            case .waitlist(let id): waitlist.link(id)
            }
        }
    }
    func makeCoordinator(navigator: Navigator<LibraryRoute>, dependencies: Dependencies) -> LibraryCoordinator {
        LibraryCoordinator(loans: loans)
    }
}

@MainActor
struct DestinationSnippetsTests {
    @Test func aLentBookOpensItsWaitlistAndAnotherOpensAsAsked() throws {
        let loans = Loans()
        let root = try RootCoordinator.testing(LibraryModule(loans: loans), schemes: ["app"])
        // snippet: destination-tested
        loans.lent = [3]
        try root.open(link: "app://library/books/3")           // lent: its waitlist instead
        #expect(root.stackRoutes == [try root.wrap(LibraryRoute.waitlist(book: 3))])
        try root.open(link: "app://library/books/4")           // on the shelf: the book
        #expect(root.stackRoutes == [try root.wrap(LibraryRoute.book(id: 4))])
        // end
    }
}
