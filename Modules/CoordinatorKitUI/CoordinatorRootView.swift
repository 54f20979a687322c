#if canImport(SwiftUI)
import SwiftUI

/// The whole app's navigation as SwiftUI views: tabs, stacks, sheets, covers, bottom
/// sheets, overlays and alerts, rendered from a ``RootCoordinator``'s state and reporting
/// what the user does back to it.
///
/// The view renders the state a ``TransitionPlayer`` displays, so changes play in batches
/// SwiftUI can perform; opens the app's links (`onOpenURL`, universal links); and saves the
/// state in scene storage, restoring it once when the scene first appears.
///
/// ```swift
/// WindowGroup {
///     CoordinatorRootView(root: environment.root)
/// }
/// ```
@MainActor
public struct CoordinatorRootView: View {
    private let root: RootCoordinator
    private let makeScheduler: @MainActor () -> any TransitionScheduler
    private let onRejectedLink: @MainActor (URL, NavigationError) -> Void
    @SceneStorage private var savedState: Data
    @State private var box = PlayedNavigationBox()

    /// Creates the root view of an app.
    ///
    /// - Parameters:
    ///   - root: The app's root coordinator.
    ///   - sceneStorageKey: The scene-storage key the navigation state is saved under, in
    ///     the format of ``RootCoordinator/saveState()``.
    ///   - scheduler: Makes the clock of the player's fallback for a lost "batch finished"
    ///     signal; a task on the main actor by default.
    ///   - onRejectedLink: Called with every link the app cannot open and why; by default
    ///     the rejection is logged.
    public init(
        root: RootCoordinator,
        sceneStorageKey: String = "CoordinatorKit.navigationState",
        scheduler: @escaping @MainActor () -> any TransitionScheduler = { TaskTransitionScheduler() },
        onRejectedLink: @escaping @MainActor (URL, NavigationError) -> Void = RejectedLink.log
    ) {
        self.root = root
        self.makeScheduler = scheduler
        self.onRejectedLink = onRejectedLink
        _savedState = SceneStorage(wrappedValue: Data(), sceneStorageKey)
    }

    public var body: some View {
        let navigation = box.navigation(for: root, scheduler: makeScheduler()) {
            SavedNavigation.restore(savedState, into: root)
        }
        TabsView(navigation: navigation)
            .opensLinks(with: root, onRejected: onRejectedLink)
            .savesNavigation(of: root, to: $savedState)
    }
}
#endif
