#if canImport(SwiftUI)
import SwiftUI

/// A screen that names the SwiftUI view drawing it: what a module's `Views` target adds
/// to each of its view models, beside the view.
///
/// The adapter draws an entry with the view of the screen its module's coordinator built
/// for it (`ModuleCoordinator.screen(for:)`), found by the screen's type — as SwiftUI's
/// own `navigationDestination(for:destination:)` associates a view with a type of data
/// (https://developer.apple.com/documentation/swiftui/view/navigationdestination(for:destination:))
/// — so a new screen is its view model, its view and this one extension, with no list of
/// the module's screens to keep in step:
///
/// ```swift
/// extension RecipeDetailViewModel: ScreenViewProviding {
///     public var screenView: some View { RecipeDetailView(model: self) }
/// }
/// ```
///
/// A coordinator that builds a screen enum instead (`enum NotesScreen { case list(…) }`)
/// adopts it once on that enum with a `switch`, and the compiler then checks that every
/// screen has a view. A screen that adopts it nowhere shows a placeholder naming its route.
///
/// The view maps a screen to what it draws; it never decides where to go. The screen
/// comes from the module's coordinator and lives as long as its entry.
@MainActor
public protocol ScreenViewProviding {
    /// The type of view that draws the screen.
    associatedtype ScreenView: View

    /// The view that draws the screen.
    @ViewBuilder var screenView: ScreenView { get }
}
#endif
