#if canImport(SwiftUI)
import CoordinatorKitUI
import Products
import SwiftUI

extension ProductsModule: ModuleViews {
    /// The view of each shop screen, with the view model its coordinator built.
    @MainActor @ViewBuilder
    public func view(for screen: ProductsScreen) -> some View {
        switch screen {
        case .list(let model): ProductListView(model: model)
        case .detail(let model): ProductDetailView(model: model)
        case .promo(let model): PromoView(model: model)
        }
    }
}
#endif
