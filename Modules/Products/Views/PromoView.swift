#if canImport(SwiftUI)
import CoordinatorKitUI
import Products
import SwiftUI

/// The offer behind a promo code, reached only by link from campaigns; or an "expired"
/// notice for a code that is not running. Both offer the way to the shop.
@MainActor
struct PromoView: View {
    let model: PromoViewModel

    var body: some View {
        Group {
            if let promotion = model.promotion {
                offer(promotion)
            } else {
                ContentUnavailableView {
                    Label("Offer expired", systemImage: "tag.slash")
                } description: {
                    Text("The code \(model.code) is no longer running. Keep an eye on the newsletter for the next one.")
                } actions: {
                    Button("Browse the shop") { model.browseShop() }
                }
            }
        }
    }

    private func offer(_ promotion: Promotion) -> some View {
        Form {
            Section {
                VStack(alignment: .leading, spacing: 8) {
                    Text(promotion.headline)
                        .font(.title2.bold())
                    Text(promotion.details)
                }
            }
            Section("Code") {
                Text(promotion.code)
                    .font(.title3.monospaced().bold())
                    .textSelection(.enabled)
            }
            Section {
                Button("Shop the offer") { model.browseShop() }
            }
        }
        .navigationTitle("Offer")
    }
}

extension PromoViewModel: ScreenViewProviding {
    /// The screen drawn by ``PromoView``.
    public var screenView: some View { PromoView(model: self) }
}
#endif
