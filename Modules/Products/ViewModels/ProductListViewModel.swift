import CoordinatorKit
import Observation

/// The Shop tab's list: kitchen products, then merch.
@Observable
@MainActor
public final class ProductListViewModel: ScreenModel {
    /// The items shown, in display order.
    public let items: [Product]
    @ObservationIgnored private weak var delegate: (any ProductsNavigationDelegate)?

    /// Creates the list.
    ///
    /// - Parameters:
    ///   - catalog: Where the items come from.
    ///   - delegate: Receives the user's choice of item.
    public init(catalog: any ProductCatalog, delegate: any ProductsNavigationDelegate) {
        self.items = catalog.items
        self.delegate = delegate
    }

    /// Opens an item's screen.
    public func select(_ item: Product) {
        delegate?.handle(.itemSelected(kind: item.kind, id: item.id))
    }

    public var title: String { "Shop" }

    public var content: [String] {
        ProductKind.allCases.flatMap { kind in
            let section = items.filter { $0.kind == kind }
            guard !section.isEmpty else { return [String]() }
            return [kind == .product ? "Kitchen" : "Merch"] + section.map { "  \($0.name) — \($0.price)" }
        }
    }

    // Each action holds the model strongly: a front end may keep the actions it listed
    // and drop the model, and a tap must still reach it.
    public var actions: [ScreenAction] {
        items.map { item in
            ScreenAction(item.name) { self.select(item) }
        }
    }
}
