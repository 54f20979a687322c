#if canImport(SwiftUI)
import CoordinatorKitUI
import Recipes
import SharedModels
import SwiftUI

/// One recipe: its summary, time and servings, ingredients, allergens, the check
/// against the user's allergies, and the way back to the list.
@MainActor
struct RecipeDetailView: View {
    let model: RecipeDetailViewModel
    @Environment(\.openLinkInNewWindow) private var openLinkInNewWindow

    var body: some View {
        Group {
            if let recipe = model.recipe {
                List {
                    Section {
                        Text(recipe.summary)
                        RecipeFacts(recipe: recipe)
                            .foregroundStyle(.secondary)
                    }
                    Section("Ingredients") {
                        ForEach(Array(recipe.ingredients.enumerated()), id: \.offset) { _, ingredient in
                            Text(ingredient)
                        }
                    }
                    Section {
                        if model.allergens.isEmpty {
                            Text("Contains none of the common allergens.")
                                .foregroundStyle(.secondary)
                        } else {
                            ForEach(model.allergens, id: \.self) { allergen in
                                Label(allergen.title, systemImage: "exclamationmark.triangle")
                            }
                        }
                        Button {
                            model.checkAllergies()
                        } label: {
                            Label("Check my allergies", systemImage: "checklist")
                        }
                        .disabled(!model.canCheckAllergies)
                    } header: {
                        Text("Allergens")
                    }
                    Section {
                        Button {
                            model.backToRecipes()
                        } label: {
                            Label("Back to Recipes", systemImage: "list.bullet")
                        }
                    }
                }
            } else {
                ContentUnavailableView(
                    "Recipe Not Found", systemImage: "fork.knife",
                    description: Text("The cookbook has no recipe \(model.recipeID)."))
            }
        }
        .navigationTitle(model.recipe?.title ?? "Recipe")
        .toolbar {
            // Only where the platform has several windows (iPadOS, macOS).
            if let openLinkInNewWindow {
                Button {
                    openLinkInNewWindow(path: model.windowPath)
                } label: {
                    Label("Open in New Window", systemImage: "macwindow.badge.plus")
                }
            }
        }
        #if os(iOS)
        .navigationBarTitleDisplayMode(.large)
        #endif
    }
}

extension RecipeDetailViewModel: ScreenViewProviding {
    /// The screen drawn by ``RecipeDetailView``.
    public var screenView: some View { RecipeDetailView(model: self) }
}
#endif
