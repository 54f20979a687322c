#if canImport(SwiftUI)
import CoordinatorKitUI
import Recipes
import SwiftUI

/// The recipes whose title or ingredients match a query.
@MainActor
struct RecipeSearchView: View {
    let model: RecipeSearchViewModel

    var body: some View {
        List {
            Section {
                ForEach(model.results) { recipe in
                    RecipeRow(recipe: recipe) { model.select(recipe) }
                }
            } header: {
                if !model.results.isEmpty {
                    Text("^[\(model.results.count) recipe](inflect: true)")
                }
            }
        }
        .overlay {
            if model.results.isEmpty {
                ContentUnavailableView.search(text: model.query)
            }
        }
        .navigationTitle("Results for “\(model.query)”")
        #if os(iOS)
        .navigationBarTitleDisplayMode(.inline)
        #endif
    }
}

extension RecipeSearchViewModel: ScreenViewProviding {
    /// The screen drawn by ``RecipeSearchView``.
    public var screenView: some View { RecipeSearchView(model: self) }
}
#endif
