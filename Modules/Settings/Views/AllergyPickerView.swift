#if canImport(SwiftUI)
import CoordinatorKitUI
import Settings
import SharedModels
import SwiftUI

/// A choice of allergens for the flow that awaits it: one toggle per allergen, bound to the
/// selection, returned with Done and dropped with Cancel; nothing is saved here.
@MainActor
struct AllergyPickerView: View {
    @Bindable var model: AllergyPickerViewModel

    var body: some View {
        Form {
            Section {
                ForEach(model.allergens, id: \.self) { allergen in
                    Toggle(allergen.title, isOn: $model.selection[contains: allergen])
                }
            } header: {
                Text("Avoid")
            } footer: {
                Text("Only recipes without the allergens you choose are shown.")
            }
        }
        .navigationTitle("Choose allergens")
        .toolbar {
            ToolbarItem(placement: .cancellationAction) {
                Button("Cancel") { model.cancel() }
            }
            ToolbarItem(placement: .confirmationAction) {
                Button("Done") { model.confirm() }
            }
        }
        // Its own buttons are the way out: no second Done on a macOS sheet.
        .sheetDoneButtonHidden()
    }
}

extension AllergyPickerViewModel: ScreenViewProviding {
    /// The screen drawn by ``AllergyPickerView``.
    public var screenView: some View { AllergyPickerView(model: self) }
}
#endif
