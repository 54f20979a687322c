#if canImport(SwiftUI)
import CoordinatorKitUI
import Products
import SwiftUI

/// The Shop tab's root: kitchen products, then merch, each with its price; choosing a row
/// asks the model to open the item.
@MainActor
struct ProductListView: View {
    let model: ProductListViewModel

    var body: some View {
        List {
            ForEach(model.sections) { section in
                Section(section.kind == .merch ? "Merch" : "Kitchen") {
                    ForEach(section.items) { item in
                        Button {
                            model.select(item)
                        } label: {
                            ProductRow(item: item)
                        }
                        .foregroundStyle(.primary)
                    }
                }
            }
        }
        .overlay {
            if model.items.isEmpty {
                ContentUnavailableView(
                    "The shop is empty", systemImage: "bag",
                    description: Text("New products and merch will appear here."))
            }
        }
        .navigationTitle("Shop")
    }
}

/// One item of the list: its name and summary, and its price.
@MainActor
private struct ProductRow: View {
    let item: Product

    var body: some View {
        HStack(alignment: .firstTextBaseline) {
            VStack(alignment: .leading, spacing: 2) {
                Text(item.name)
                Text(item.summary)
                    .font(.caption)
                    .foregroundStyle(.secondary)
                    .lineLimit(1)
            }
            Spacer()
            Text(item.price.description)
                .monospacedDigit()
        }
        .contentShape(Rectangle())
    }
}

extension ProductListViewModel: ScreenViewProviding {
    /// The screen drawn by ``ProductListView``.
    public var screenView: some View { ProductListView(model: self) }
}
#endif
