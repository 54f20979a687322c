#if canImport(SwiftUI)
import CoordinatorKitUI
import Products
import SwiftUI

// Previews of the shop's screens with the in-memory sample catalog, built by the module's
// coordinator as in the app. `#Preview` is not used: the macro cannot be expanded by the
// Linux check of the Apple SDKs.

@MainActor
struct ProductsPreviews: PreviewProvider {
    static var previews: some View {
        CoordinatorRootView.preview(of: [ProductsModule()], at: "products").previewDisplayName("Shop")
        CoordinatorRootView.preview(of: [ProductsModule()], at: "products/product?id=\(InMemoryProductCatalog.sampleID(.product, 1))&count=5")
            .previewDisplayName("Product")
        CoordinatorRootView.preview(of: [ProductsModule()], at: "products/merch?id=\(InMemoryProductCatalog.sampleID(.merch, 77))")
            .previewDisplayName("Not found")
        CoordinatorRootView.preview(of: [ProductsModule()], at: "products/promo/WINTER25").previewDisplayName("Running promo")
        CoordinatorRootView.preview(of: [ProductsModule()], at: "products/promo/SUMMER19").previewDisplayName("Expired promo")
    }
}
#endif
