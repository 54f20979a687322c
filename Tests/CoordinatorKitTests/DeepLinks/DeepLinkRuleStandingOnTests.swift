import CoordinatorKit
import CoordinatorKitTestModules
import CoordinatorKitTesting
import Testing

/// A room's shelves: a book stands on its room's shelf, named from the book's values.
private enum ShelfRoute: Route {
    case rooms
    case shelf(room: String)
    case book(room: String, id: Int, page: Int?)
}

private struct ShelfModule: FeatureModule {
    var segment: String { "shelves" }
    var tab: TabDescriptor? { TabDescriptor(title: "Shelves", systemImage: "books.vertical") }
    var rootRoute: ShelfRoute { .rooms }
    var codec: DeepLinkCodec<ShelfRoute> {
        let rooms = DeepLinkRule<ShelfRoute>(.rooms, path: [])
        let shelf = DeepLinkRule("shelf", path: PathParameter<String>("room"), parse: { ShelfRoute.shelf(room: $0) })
        let book = DeepLinkRule(
            "book", path: PathParameter<String>("room") / PathParameter<Int>("id") & QueryParameter<Int?>("page"),
            parse: { ShelfRoute.book(room: $0, id: $1, page: $2) }
        ).standing(on: { room, _, _ in [.shelf(room: room)] })
        return DeepLinkCodec([rooms, shelf, book]) { route in
            switch route {
            case .rooms: rooms.link()
            case .shelf(let room): shelf.link(room)
            case .book(let room, let id, let page): book.link(room, id, page)
            }
        }
    }
    func makeCoordinator(navigator: Navigator<ShelfRoute>, dependencies: Dependencies) -> PlainCoordinator<ShelfRoute> {
        PlainCoordinator()
    }
}

@MainActor
struct DeepLinkRuleStandingOnTests {
    @Test func aLinkOpensTheScreensTheRouteValuesNameBelowIt() throws {
        let root = try RootCoordinator.testing(ShelfModule(), schemes: ["app"])
        try root.open(link: "app://shelves/attic/7?page=3")
        #expect(root.stackRoutes == [
            try root.wrap(ShelfRoute.shelf(room: "attic")), try root.wrap(ShelfRoute.book(room: "attic", id: 7, page: 3)),
        ])
        #expect(root.currentURL?.absoluteString == "app://shelves/attic/7?page=3")
    }

    @Test func aBookPushedOnItsRoomsShelfPrintsWithoutTheShelf() throws {
        let root = try RootCoordinator.testing(ShelfModule(), schemes: ["app"])
        try root.open(link: "app://shelves/attic")
        try root.show(ShelfRoute.book(room: "attic", id: 7, page: nil))
        #expect(root.stackRoutes.count == 2)
        #expect(root.currentURL?.absoluteString == "app://shelves/attic/7")
    }
}
