#if canImport(UIKit) && os(iOS)
import UIKit
import os

/// What a scene delegate hands the root: links the system opens the app with, and the
/// navigation saved for the scene and restored from it.
///
/// - Links: custom-scheme URLs (`scene(_:openURLContexts:)`, and a launch's
///   `connectionOptions.urlContexts`) and universal links (a continued
///   `NSUserActivityTypeBrowsingWeb` activity) go to the root's inbox
///   (``RootCoordinator/inbox``), which opens them on the main actor in arrival order and
///   reports each one, opened or refused, to the root's observers
///   (``NavigationEvent/delivered(_:)``).
/// - Restoration: ``restorationActivity(of:)`` is what `stateRestorationActivity(for:)`
///   returns — the root's saved state (``RootCoordinator/saveState()``, the core's versioned
///   format) in an activity of type ``activityType`` — and ``restore(from:into:)`` reads
///   `session.stateRestorationActivity` back when the scene connects
///   (https://developer.apple.com/documentation/uikit/uiscenedelegate/staterestorationactivity(for:),
///   https://developer.apple.com/documentation/uikit/uiscenesession/staterestorationactivity).
///   List ``activityType`` under `NSUserActivityTypes` in the app's `Info.plist`.
/// - Late restoration: the saved activity is encrypted on disk, so while the device is
///   still locked it is `nil` at connection and "when the data becomes available, the
///   system updates the value"; UIKit then hands it to
///   `scene(_:restoreInteractionStateWith:)`, "called after scene connection, but before
///   activation" (UIKit's `UIScene.h`). Restore it there only if the window still shows
///   what it showed at connection: a link the scene was opened with wins over saved
///   navigation. The demo's `RecipesSceneDelegate` does so.
@MainActor
public enum SceneNavigation {
    /// The type of the activity the navigation is saved in.
    public static let activityType = "CoordinatorKit.navigation"
    /// The key of the saved state in the activity's `userInfo`.
    public static let stateKey = "navigationState"

    /// Sends the links of `contexts` to `root`'s inbox.
    ///
    /// - Returns: The links the inbox refused (it is full), with why.
    @discardableResult
    public static func open(_ contexts: Set<UIOpenURLContext>, with root: RootCoordinator) -> [(URL, NavigationError)] {
        contexts.compactMap { context in send(context.url, to: root) }
    }

    /// Sends the universal link of a continued browsing activity to `root`'s inbox; other
    /// activities are not links and are left.
    ///
    /// - Returns: Whether the activity was a link the inbox took.
    @discardableResult
    public static func `continue`(_ activity: NSUserActivity, with root: RootCoordinator) -> Bool {
        guard activity.activityType == NSUserActivityTypeBrowsingWeb, let url = activity.webpageURL else { return false }
        return send(url, to: root) == nil
    }

    /// The activity that saves `root`'s navigation for the scene, or `nil` when the state
    /// cannot be saved (logged).
    public static func restorationActivity(of root: RootCoordinator) -> NSUserActivity? {
        do throws(NavigationError) {
            let data = try root.saveState()
            let activity = NSUserActivity(activityType: activityType)
            activity.addUserInfoEntries(from: [stateKey: data])
            return activity
        } catch {
            log("Not saved", error)
            return nil
        }
    }

    /// Restores the navigation saved in `activity` into `root`: call it when the scene
    /// connects, before making the ``CoordinatorRootController`` (which then sets up the
    /// restored tabs and stacks at once and presents the rest without animation once on
    /// screen), or later from `scene(_:restoreInteractionStateWith:)` (the controller then
    /// plays the restored state as any change, unanimated as every restoration).
    ///
    /// - Returns: What was restored; `nil` when the activity holds no saved navigation or
    ///   the app can no longer read it (logged; the root keeps its state).
    @discardableResult
    public static func restore(from activity: NSUserActivity?, into root: RootCoordinator) -> RestorationOutcome? {
        guard let activity, activity.activityType == activityType, let data = activity.userInfo?[stateKey] as? Data else {
            return nil
        }
        do throws(NavigationError) {
            return try root.restoreState(from: data)
        } catch {
            log("Not restored", error)
            return nil
        }
    }

    private static func send(_ url: URL, to root: RootCoordinator) -> (URL, NavigationError)? {
        do throws(NavigationError) {
            _ = try root.inbox.send(url)
            return nil
        } catch {
            log("Link refused", error)
            return (url, error)
        }
    }

    private static func log(_ what: String, _ error: NavigationError) {
        let logger = Logger(subsystem: "CoordinatorKit", category: "uikit")
        logger.error("\(what, privacy: .public): \(error.description, privacy: .public)")
    }
}
#endif
