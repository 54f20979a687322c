#if canImport(SwiftUI)
import CoordinatorKitUI
import Recipes
import SharedModels
import SwiftUI

/// The cookbook, or one of its sections: recipes grouped under their sections' headings,
/// the sections to browse, an allergen filter, and a search field.
@MainActor
struct RecipeListView: View {
    @Bindable var model: RecipeListViewModel

    var body: some View {
        List {
            if !model.categories.isEmpty {
                Section("Browse") {
                    ForEach(model.categories, id: \.self) { category in
                        Button {
                            model.browse(category)
                        } label: {
                            Label(category.title, systemImage: category.systemImage)
                        }
                    }
                }
            }
            Section {
                Button {
                    model.chooseAllergensToAvoid()
                } label: {
                    Label("Avoid allergens…", systemImage: "allergens")
                }
                .navigationAnchor(Allergen.pickerAnchor)
                if !model.avoidedAllergens.isEmpty {
                    Text("Avoiding: " + model.avoidedAllergens.map(\.title).sorted().joined(separator: ", "))
                        .foregroundStyle(.secondary)
                    Button("Show every recipe") { model.clearAllergenFilter() }
                }
            }
            ForEach(model.sections) { section in
                Section(section.category.title) {
                    ForEach(section.recipes) { recipe in
                        RecipeRow(recipe: recipe) { model.select(recipe) }
                    }
                }
            }
        }
        .overlay {
            if model.recipes.isEmpty {
                ContentUnavailableView(
                    "No Recipes Yet", systemImage: "fork.knife",
                    description: Text("No recipes in this section yet."))
            }
        }
        .navigationTitle(model.category?.title ?? "Recipes")
        .searchable(text: $model.searchQuery, prompt: "Recipes or ingredients")
        .onSubmit(of: .search) { model.submitSearch() }
    }
}

extension RecipeCategory {
    /// The SF Symbol shown beside the section's name.
    fileprivate var systemImage: String {
        switch self {
        case .breakfast: "sun.horizon"
        case .soup: "cup.and.saucer"
        case .main: "fork.knife"
        case .dessert: "birthday.cake"
        }
    }
}

extension RecipeListViewModel: ScreenViewProviding {
    /// The screen drawn by ``RecipeListView``.
    public var screenView: some View { RecipeListView(model: self) }
}
#endif
