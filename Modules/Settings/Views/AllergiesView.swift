#if canImport(SwiftUI)
import CoordinatorKitUI
import Settings
import SharedModels
import SwiftUI

/// The allergens the user avoids: one toggle per allergen, bound to the selection, which
/// the view model saves as it changes.
@MainActor
struct AllergiesView: View {
    @Bindable var model: AllergiesViewModel

    var body: some View {
        Form {
            Section {
                ForEach(model.allergens, id: \.self) { allergen in
                    Toggle(allergen.title, isOn: $model.avoidedAllergens[contains: allergen])
                }
            } header: {
                Text("I avoid")
            } footer: {
                Text("Recipes that contain an allergen you avoid are flagged when you check them.")
            }
            Section {
                Button("Choose in the picker…") { model.chooseInPicker() }
            }
        }
        .navigationTitle("Allergies")
    }
}

extension AllergiesViewModel: ScreenViewProviding {
    /// The screen drawn by ``AllergiesView``.
    public var screenView: some View { AllergiesView(model: self) }
}
#endif
