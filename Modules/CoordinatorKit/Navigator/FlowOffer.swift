/// A flow one module offers the others: the path that opens it and the type of its result,
/// as one value.
///
/// Declare it once, in a target both modules import (the demo's `SharedModels`), and use it
/// on both sides: the module that awaits opens it (``Navigator/open(_:)``), the module that
/// answers finishes it (``Navigator/finishFlow(_:returning:)``). The two cannot disagree on
/// the result's type: a value of another type does not compile.
///
/// ```swift
/// extension FlowOffer where Result == Set<Allergen> {
///     static var allergyPicker: Self { FlowOffer(path: "settings/allergies/pick") }
/// }
/// let avoided = try await navigator.open(.allergyPicker)       // the awaiting module
/// navigator.finishFlow(.allergyPicker, returning: allergens)   // the answering module
/// ```
public struct FlowOffer<Result: Sendable>: Hashable, Sendable {
    /// The path inside the app that presents the flow, such as `settings/allergies/pick`.
    public let path: String

    /// Creates an offer of the flow `path` presents, answering with a `Result`.
    ///
    /// - Parameter path: A path inside the app, such as `settings/allergies/pick`.
    public init(path: String) {
        self.path = path
    }
}
