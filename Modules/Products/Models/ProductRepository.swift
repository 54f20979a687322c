import Foundation

/// The shop's items as its screens read them: loaded from the catalog, and kept once
/// loaded.
///
/// A route carries an item's identifier, never the item, so that it can be saved, restored
/// and written as a link. The list loads every item through the repository, which keeps
/// them; the detail screen a tap on the list pushes then reads its item by identifier from
/// what was kept, at once, without asking the catalog again. A link straight to a detail
/// screen, with nothing loaded yet, looks that one item up.
@MainActor
public final class ProductRepository {
    private let catalog: any ProductCatalog
    private var loaded: [UUID: Product] = [:]
    /// How many items were looked up in the catalog because they were not loaded yet.
    private(set) var lookups = 0

    /// Creates a repository that loads from `catalog`.
    public init(catalog: any ProductCatalog) {
        self.catalog = catalog
    }

    /// Every item for sale, in display order, loaded from the catalog and kept.
    func items() -> [Product] {
        let items = catalog.items
        for item in items { loaded[item.id] = item }
        return items
    }

    /// The item of `kind` with identifier `id`: the loaded one at once, otherwise looked up
    /// in the catalog and kept; `nil` when the catalog has no such item of that kind.
    func item(kind: ProductKind, id: UUID) -> Product? {
        if let item = loaded[id] { return item.kind == kind ? item : nil }
        lookups += 1
        let item = catalog.item(kind: kind, id: id)
        loaded[id] = item
        return item
    }
}
