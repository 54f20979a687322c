import CoordinatorKit
import CoordinatorKitText

extension AllergiesViewModel: ScreenTextDescribing {
    /// One line and one toggling action per allergen, then the picker.
    public var screenText: ScreenText {
        ScreenText(
            title: "Allergies",
            lines: allergens.map { "\($0.title): \(isAvoided($0) ? "avoided" : "allowed")" },
            actions: allergens.map { allergen in
                let verb = isAvoided(allergen) ? "Allow" : "Avoid"
                return ScreenAction("\(verb) \(allergen.title.lowercased())") { self.toggle(allergen) }
            } + [ScreenAction("Choose in the picker…") { self.chooseInPicker() }])
    }
}
