import CoordinatorKit
import CoordinatorKitText

extension AllergyPickerViewModel: ScreenTextDescribing {
    /// One line and one toggling action per allergen, then "Use" and "Cancel".
    public var screenText: ScreenText {
        let chosen = allergens.filter(isSelected).map(\.title)
        return ScreenText(
            title: "Pick allergens",
            lines: allergens.map { "[\(isSelected($0) ? "x" : " ")] \($0.title)" },
            actions: allergens.map { allergen in
                ScreenAction("\(isSelected(allergen) ? "Unselect" : "Select") \(allergen.title.lowercased())") {
                    self.toggle(allergen)
                }
            } + [
                ScreenAction(chosen.isEmpty ? "Use no allergens" : "Use \(chosen.joined(separator: ", "))") { self.confirm() },
                ScreenAction("Cancel") { self.cancel() },
            ])
    }
}
