import CoordinatorKit
import Foundation

/// The shop's items and running promotions.
public protocol ProductCatalog: Sendable {
    /// Every item for sale, kitchen products first, in display order.
    var items: [Product] { get }

    /// The item of the given kind with the given identifier, or `nil` when there is none.
    ///
    /// An identifier of the other kind finds nothing: a link to `merch` with a product's
    /// identifier is a link to an item that does not exist.
    func item(kind: ProductKind, id: UUID) -> Product?

    /// The running promotion for a code, compared without regard to case, or `nil` when
    /// the code is unknown or has expired.
    func promotion(code: String) -> Promotion?
}

/// The dependency key of the shop's ``ProductCatalog``; an ``InMemoryProductCatalog`` by default.
public enum ProductCatalogKey: DependencyKey {
    /// The in-memory sample catalog.
    @MainActor public static var defaultValue: any ProductCatalog { InMemoryProductCatalog() }
}
