#if canImport(SwiftUI)
import CoordinatorKitUI
import Recipes
import SwiftUI

/// A new recipe: a title, saved or cancelled; the coordinator dismisses the sheet.
@MainActor
struct NewRecipeView: View {
    @Bindable var model: NewRecipeViewModel

    var body: some View {
        Form {
            TextField("Title", text: $model.title)
        }
        .navigationTitle("New Recipe")
        .toolbar {
            ToolbarItem(placement: .cancellationAction) {
                Button("Cancel") { model.cancel() }
            }
            ToolbarItem(placement: .confirmationAction) {
                Button("Save") { model.save() }
                    .disabled(!model.canSave)
            }
        }
    }
}

extension NewRecipeViewModel: ScreenViewProviding {
    /// The screen drawn by ``NewRecipeView``.
    public var screenView: some View { NewRecipeView(model: self) }
}
#endif
