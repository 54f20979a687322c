#if canImport(UIKit) && os(iOS)
import UIKit

/// A screen that makes the UIKit view controller showing it — the UIKit counterpart of the
/// SwiftUI adapter's `ScreenViewProviding`.
///
/// A module's `Controllers` target adds it to the view models it shows in UIKit;
/// ``CoordinatorRootController`` finds it by the type of the screen the module's
/// coordinator built, so the app registers the module once. A screen that does not adopt
/// it, or returns `nil`, is hosted from its SwiftUI view
/// (``CoordinatorRootController/Screens/hosted``): a module migrates screen by screen.
///
/// ```swift
/// extension NotificationSettingsViewModel: ScreenControllerProviding {
///     public func makeScreenController() -> UIViewController? { NotificationSettingsController(model: self) }
/// }
/// ```
///
/// The controller shows the screen; it never decides where to go. The screen comes from
/// the module's coordinator and lives as long as its entry; the root keeps the controller
/// exactly as long, so a screen that stays is never recreated.
@MainActor
public protocol ScreenControllerProviding {
    /// Makes the controller that shows the screen, or `nil` to host its SwiftUI view.
    func makeScreenController() -> UIViewController?
}
#endif
