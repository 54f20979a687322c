import CoordinatorKit
import CoordinatorKitText

extension NewRecipeViewModel: ScreenTextDescribing {
    /// The title typed so far, and the choice to save it or not.
    public var screenText: ScreenText {
        ScreenText(
            title: "New recipe",
            lines: [title.isEmpty ? "No title yet." : "Title: \(title)"],
            actions: (canSave ? [ScreenAction("Save") { self.save() }] : []) + [ScreenAction("Cancel") { self.cancel() }])
    }
}
