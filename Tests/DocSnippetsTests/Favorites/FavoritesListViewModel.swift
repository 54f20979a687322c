// snippet: favorites-list-view-model
import Observation

/// The saved recipes.
@Observable @MainActor
public final class FavoritesListViewModel {
    /// The saved recipes' identifiers.
    public let ids: [Int]
    @ObservationIgnored private let select: @MainActor (Int) -> Void

    init(ids: [Int], select: @escaping @MainActor (Int) -> Void) {
        self.ids = ids
        self.select = select
    }

    /// Opens a saved recipe.
    public func open(_ id: Int) { select(id) }
}
// end
