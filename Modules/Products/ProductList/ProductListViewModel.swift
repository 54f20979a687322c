import Observation

/// The Shop tab's list: kitchen products, then merch.
///
/// Public, for the module's views target, as are its state and intents.
@Observable
@MainActor
public final class ProductListViewModel {
    /// The items of one range, as the list groups them.
    public struct Section: Hashable, Identifiable, Sendable {
        /// The range.
        public let kind: ProductKind
        /// Its items, in display order; never empty.
        public let items: [Product]
        /// The range identifies the section.
        public var id: ProductKind { kind }
    }

    /// The items shown, in display order.
    public let items: [Product]
    @ObservationIgnored private weak var delegate: (any ProductsNavigationDelegate)?

    /// Creates the list.
    ///
    /// - Parameters:
    ///   - repository: Where the items come from; it keeps them for the detail screens.
    ///   - delegate: Receives the user's choice of item.
    init(repository: ProductRepository, delegate: any ProductsNavigationDelegate) {
        self.items = repository.items()
        self.delegate = delegate
    }

    /// The items grouped by range, kitchen products first; a range without items has no
    /// section.
    public var sections: [Section] {
        ProductKind.allCases.compactMap { kind in
            let section = items.filter { $0.kind == kind }
            return section.isEmpty ? nil : Section(kind: kind, items: section)
        }
    }

    /// Opens an item's screen.
    public func select(_ item: Product) {
        delegate?.handle(.itemSelected(kind: item.kind, id: item.id))
    }
}
