#if canImport(SwiftUI) && canImport(UIKit) && os(iOS)
import CoordinatorKitUI
import CoordinatorKitUIKit
import SwiftUI
import UIKit

/// The bridge from the SwiftUI adapter's `ModuleViews` to UIKit: a screen whose module
/// gives no view controller is its SwiftUI view in a `UIHostingController`. The app holds
/// it, since it imports both adapters and the adapters do not import each other.
@MainActor
enum HostedModuleViews {
    /// A hosting controller of the entry's view, or `nil` when its module has no views.
    static func controller(for entry: EntryID, root: RootCoordinator) -> UIViewController? {
        guard let views = root.registry.module(withID: entry.route.module)?.registration as? any ModuleViews else {
            return nil
        }
        return hosting(views, for: entry, root: root)
    }

    /// Opens the existential so that the screen comes typed by its module, with no cast.
    private static func hosting<M: ModuleViews>(_ module: M, for entry: EntryID, root: RootCoordinator) -> UIViewController? {
        guard let screen = root.screen(for: entry, of: M.self) else { return nil }
        let controller = UIHostingController(rootView: module.view(for: screen))
        // Its preferred size follows the SwiftUI view's, so a fitting bottom sheet fits it.
        controller.sizingOptions = .preferredContentSize
        return controller
    }
}
#endif
