#if canImport(SwiftUI)
import CoordinatorKitUI
import Products
import SwiftUI

/// One item with a quantity, for both products and merch: the same view, with the kind,
/// item and quantity its model was built with. An item the catalog does not have shows
/// a "not found" state with the way back to the shop.
@MainActor
struct ProductDetailView: View {
    let model: ProductDetailViewModel

    var body: some View {
        Group {
            if let item = model.item, let total = model.total {
                details(of: item, total: total)
            } else {
                ContentUnavailableView {
                    Label(
                        model.kind == .merch ? "Merch not found" : "Product not found",
                        systemImage: "questionmark.square.dashed")
                } description: {
                    Text("No \(model.kind.rawValue) has the id \(model.id.uuidString); it may have left the shop.")
                } actions: {
                    Button("Browse the shop") { model.continueShopping() }
                }
            }
        }
    }

    private func details(of item: Product, total: ProductDetailViewModel.Total) -> some View {
        Form {
            Section {
                VStack(alignment: .leading, spacing: 4) {
                    Text(item.name)
                        .font(.title2.bold())
                    Text(model.kind == .merch ? "Official Recipes merch" : "Kitchen product")
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }
                Text(item.summary)
                LabeledContent("Price", value: item.price.description)
            }
            Section {
                // A nil closure disables its button, so the stepper stops at the model's bounds.
                Stepper(
                    onIncrement: model.canIncrement ? { model.increment() } : nil,
                    onDecrement: model.canDecrement ? { model.decrement() } : nil
                ) {
                    LabeledContent("Quantity", value: model.quantity, format: .number)
                }
                LabeledContent("Total") {
                    TotalText(total: total)
                }
            } footer: {
                Text("From \(model.quantityRange.lowerBound) to \(model.quantityRange.upperBound) per order.")
            }
            Section {
                Button("Continue shopping") { model.continueShopping() }
            }
        }
        .navigationTitle(item.name)
        #if os(iOS)
        .navigationBarTitleDisplayMode(.inline)
        #endif
    }
}

/// The price of the chosen quantity, or a note when it is too large to show.
@MainActor
private struct TotalText: View {
    let total: ProductDetailViewModel.Total

    var body: some View {
        switch total {
        case .amount(let price):
            Text(price.description)
                .monospacedDigit()
                .bold()
        case .tooLarge:
            Text("Too large to show; choose a smaller quantity.")
                .foregroundStyle(.red)
        }
    }
}

extension ProductDetailViewModel: ScreenViewProviding {
    /// The screen drawn by ``ProductDetailView``.
    public var screenView: some View { ProductDetailView(model: self) }
}
#endif
