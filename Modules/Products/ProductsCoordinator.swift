import CoordinatorKit

/// The shop's child coordinator: builds its screens with the catalog and turns their
/// events into navigation.
@MainActor
public final class ProductsCoordinator: ModuleCoordinator, ProductsNavigationDelegate {
    private let navigator: Navigator<ProductsRoute>
    private let catalog: any ProductCatalog
    /// The items the list loaded, which its detail screens read by identifier.
    let repository: ProductRepository

    /// Creates the coordinator.
    ///
    /// - Parameters:
    ///   - navigator: The handle on the root coordinator.
    ///   - catalog: The items and promotions screens show.
    public init(navigator: Navigator<ProductsRoute>, catalog: any ProductCatalog) {
        self.navigator = navigator
        self.catalog = catalog
        self.repository = ProductRepository(catalog: catalog)
    }

    /// Builds each screen's view model with the catalog and this coordinator as the
    /// receiver of its navigation events.
    public func screen(for route: ProductsRoute) -> AnyObject {
        switch route {
        case .list:
            ProductListViewModel(repository: repository, delegate: self)
        case .detail(let kind, let id, let count):
            ProductDetailViewModel(kind: kind, id: id, count: count, repository: repository, delegate: self)
        case .promo(let code):
            PromoViewModel(code: code, catalog: catalog, delegate: self)
        }
    }

    /// Turns a shop screen's event into navigation.
    func handle(_ event: ProductsNavigationEvent) {
        switch event {
        case .itemSelected(let kind, let id):
            navigator.show(.detail(kind: kind, id: id, count: ProductsRoute.defaultCount))
        case .shopRequested:
            // The list is the root of the layer a shop screen is pushed in.
            navigator.popToRoot()
        case .quantityChanged(let kind, let id, let count):
            navigator.update(.detail(kind: kind, id: id, count: count))
        }
    }

    /// Gives a product screen on display the quantity a link or an action put in its route
    /// (the screen stays: the count is not part of its identity).
    public func update(_ screen: AnyObject, to route: ProductsRoute) {
        if let model = screen as? ProductDetailViewModel, case .detail(_, _, let count) = route {
            model.show(quantity: count)
        }
    }
}
