import CoordinatorKit

extension FlowOffer where Result == Set<Allergen> {
    /// Settings' allergy picker, offered to every module: it answers with the allergens the
    /// user picked. Recipes opens it for its "Avoid allergens…" filter; Settings answers it —
    /// both with this value, so the result's type is checked on both sides at compile time.
    public static var allergyPicker: Self { FlowOffer(path: "settings/allergies/pick") }
}
