import Observation

/// A new recipe being written: its title, saved or cancelled.
///
/// The composer the "New recipe" tab opens (an action tab, shown as a sheet over the tab the
/// user is on). Saving reports the title; the coordinator decides what follows (the sheet
/// goes). Public, for the module's views target, as are its state and intents.
@Observable
@MainActor
public final class NewRecipeViewModel {
    /// The title typed so far.
    public var title = ""
    @ObservationIgnored private weak var delegate: (any RecipesNavigationDelegate)?

    init(delegate: any RecipesNavigationDelegate) {
        self.delegate = delegate
    }

    /// Whether the recipe can be saved: its title has a letter or a digit.
    public var canSave: Bool {
        title.contains { $0.isLetter || $0.isNumber }
    }

    /// Saves the recipe under its title; nothing while the title is blank.
    public func save() {
        guard canSave else { return }
        delegate?.handle(.newRecipeSaved(title: title))
    }

    /// Leaves without saving.
    public func cancel() {
        delegate?.handle(.newRecipeCancelled)
    }
}
