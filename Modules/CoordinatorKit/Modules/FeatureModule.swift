/// A feature module's registration: the plug that connects it to the root coordinator.
///
/// A module owns the first segment of its links, declares its route type and deep-link
/// grammar, says whether it has a tab, and makes its child coordinator: adding one is one
/// `register` line in the app's composition.
///
/// ```swift
/// struct SettingsModule: FeatureModule {
///     var segment: String { "settings" }
///     var tab: TabDescriptor? { TabDescriptor(title: "Settings", systemImage: "gear") }
///     var rootRoute: SettingsRoute { .main }
///     var codec: DeepLinkCodec<SettingsRoute> {
///         DeepLinkCodec([
///             DeepLinkRule(.main, path: []),
///             DeepLinkRule(.allergies, path: ["allergies"]),
///         ])
///     }
///     func makeCoordinator(navigator: Navigator<SettingsRoute>, dependencies: Dependencies)
///         -> SettingsCoordinator { SettingsCoordinator(navigator: navigator) }
/// }
/// ```
public protocol FeatureModule: Sendable {
    /// The module's route enum.
    associatedtype RouteType: Route
    /// The module's child coordinator.
    associatedtype Coordinator: ModuleCoordinator where Coordinator.RouteType == RouteType

    /// The module's stable identifier; by default its ``segment``.
    var id: ModuleID { get }
    /// The first link segment the module owns, such as `"recipes"`.
    var segment: String { get }
    /// Further first segments the module owns, each standing for its ``segment`` followed
    /// by the given segments: `["product": ["product"]]` makes `app://product?id=1` mean
    /// `app://products/product?id=1`.
    var aliases: [String: [String]] { get }
    /// The module's tab, or `nil` for a module that is presented over the current tab.
    var tab: TabDescriptor? { get }
    /// How a pinned tab showing `root` appears, or `nil` when `root` cannot be a pinned
    /// tab's root: the module offers these of its screens as tabs of their own beside its
    /// home tab (<doc:TabsAsData>), such as a category of recipes.
    ///
    /// - Parameter root: The root screen a pinned tab would show.
    /// - Returns: The pinned tab's title and image; `nil` (the default) refuses the pin.
    func pinnedTab(showing root: RouteType) -> TabDescriptor?
    /// The screen shown when a link names the module and nothing more; for a module with a
    /// tab, the root of that tab's stack.
    var rootRoute: RouteType { get }
    /// How a module without a tab is shown when a link enters it with a route that asks
    /// for a push: `.sheet` (the default), `.fullScreenCover`, or `.push` to push it on the
    /// selected tab's stack. A first route that asks for a modal presentation keeps its own.
    var entryPresentation: Presentation { get }
    /// The module's deep-link grammar, both ways.
    var codec: DeepLinkCodec<RouteType> { get }

    /// Makes the module's child coordinator.
    ///
    /// - Parameters:
    ///   - navigator: The coordinator's handle on the root, scoped to this module's routes.
    ///   - dependencies: The app's dependency container.
    @MainActor
    func makeCoordinator(navigator: Navigator<RouteType>, dependencies: Dependencies) -> Coordinator
}

extension FeatureModule {
    /// The module's segment, as its identifier.
    public var id: ModuleID { ModuleID(segment) }
    /// No further segments.
    public var aliases: [String: [String]] { [:] }
    /// No tab: the module is presented over the current tab.
    public var tab: TabDescriptor? { nil }
    /// No screen is offered as a pinned tab.
    public func pinnedTab(showing root: RouteType) -> TabDescriptor? { nil }
    /// A sheet.
    public var entryPresentation: Presentation { .sheet }
}
