#if canImport(SwiftUI)
import SwiftUI

// Previews of the shop's screens with the in-memory sample catalog. `#Preview` is not used:
// the macro cannot be expanded by the Linux check of the Apple SDKs.

/// Receives the previews' navigation events and ignores them: a preview shows one screen.
@MainActor
private final class PreviewNavigation: ProductsNavigationDelegate {
    /// Kept here because view models hold their delegate weakly.
    static let shared = PreviewNavigation()
    func handle(_ event: ProductsNavigationEvent) {}
}

@MainActor
struct ProductListView_Previews: PreviewProvider {
    static var previews: some View {
        NavigationStack {
            ProductListView(model: ProductListViewModel(repository: ProductRepository(catalog: InMemoryProductCatalog()), delegate: PreviewNavigation.shared))
        }
    }
}

@MainActor
struct ProductDetailView_Previews: PreviewProvider {
    static var previews: some View {
        let repository = ProductRepository(catalog: InMemoryProductCatalog())
        NavigationStack {
            ProductDetailView(model: ProductDetailViewModel(
                kind: .product, id: InMemoryProductCatalog.sampleID(.product, 1), count: 5,
                repository: repository, delegate: PreviewNavigation.shared))
        }
        .previewDisplayName("Product")
        NavigationStack {
            ProductDetailView(model: ProductDetailViewModel(
                kind: .merch, id: InMemoryProductCatalog.sampleID(.merch, 1), count: 7,
                repository: repository, delegate: PreviewNavigation.shared))
        }
        .previewDisplayName("Merch")
        NavigationStack {
            ProductDetailView(model: ProductDetailViewModel(
                kind: .merch, id: InMemoryProductCatalog.sampleID(.merch, 77), count: 1,
                repository: repository, delegate: PreviewNavigation.shared))
        }
        .previewDisplayName("Not found")
    }
}

@MainActor
struct PromoView_Previews: PreviewProvider {
    static var previews: some View {
        let catalog = InMemoryProductCatalog()
        NavigationStack {
            PromoView(model: PromoViewModel(code: "WINTER25", catalog: catalog, delegate: PreviewNavigation.shared))
        }
        .previewDisplayName("Running")
        NavigationStack {
            PromoView(model: PromoViewModel(code: "SUMMER19", catalog: catalog, delegate: PreviewNavigation.shared))
        }
        .previewDisplayName("Expired")
    }
}
#endif
