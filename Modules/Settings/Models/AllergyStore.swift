import CoordinatorKit
import SharedModels

/// Where the allergens the user avoids are kept.
///
/// Settings edits it; the composition may hand the same store to other features, such as
/// a recipe filter, without those features importing Settings' screens.
@MainActor
public protocol AllergyStore: AnyObject {
    /// The allergens the user avoids.
    var avoidedAllergens: Set<Allergen> { get }

    /// Starts or stops avoiding an allergen.
    ///
    /// - Parameters:
    ///   - allergen: The allergen to change.
    ///   - isAvoided: Whether the user avoids it from now on.
    func setAllergen(_ allergen: Allergen, isAvoided: Bool)
}

/// The dependency key of the app's ``AllergyStore``; by default an in-memory store with
/// sample choices.
public enum AllergyStoreKey: DependencyKey {
    /// An in-memory store whose user avoids peanuts.
    @MainActor public static var defaultValue: any AllergyStore { InMemoryAllergyStore() }
}
