#if canImport(SwiftUI) && canImport(UIKit) && os(iOS)
import CoordinatorKitUIKit
import SwiftUI
import UIKit

/// The demo app as a UIKit app: the same modules, composed by ``AppComposition``, rendered
/// by ``CoordinatorRootController`` — their SwiftUI screens hosted, and Settings'
/// Notifications screen a UIKit table the module provides (`ModuleControllers`).
///
/// Links the system opens the app with go to the root's inbox; the navigation is saved in
/// the scene's restoration activity and restored when the scene connects again.
@MainActor
public final class RecipesSceneDelegate: UIResponder, UIWindowSceneDelegate {
    /// The scene's window.
    public var window: UIWindow?
    private var environment: AppEnvironment?

    public func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        do {
            let environment = try AppComposition.make()
            self.environment = environment
            let root = environment.root
            SceneNavigation.restore(from: session.stateRestorationActivity, into: root)
            window.rootViewController = CoordinatorRootController(root: root, screens: Self.screens(of: root))
            SceneNavigation.open(connectionOptions.urlContexts, with: root)
            for activity in connectionOptions.userActivities {
                SceneNavigation.continue(activity, with: root)
            }
        } catch {
            window.rootViewController = UIHostingController(
                rootView: Text("This build of the app cannot start: \(String(describing: error))").padding())
        }
        window.makeKeyAndVisible()
        self.window = window
    }

    public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        guard let root = environment?.root else { return }
        SceneNavigation.open(URLContexts, with: root)
    }

    public func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        guard let root = environment?.root else { return }
        SceneNavigation.continue(userActivity, with: root)
    }

    public func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        environment.flatMap { SceneNavigation.restorationActivity(of: $0.root) }
    }

    /// Hosted SwiftUI screens, and custom alerts drawn with the app's card.
    private static func screens(of root: RootCoordinator) -> CoordinatorRootController.Screens {
        CoordinatorRootController.Screens(
            hosted: { entry in HostedModuleViews.controller(for: entry, root: root) },
            customAlert: { alert, end in
                let card = RecipesAlertCard(state: alert.alert, answer: { end($0.action) }, dismiss: { end(nil) })
                let controller = UIHostingController(rootView: card)
                controller.view.backgroundColor = .clear
                return controller
            })
    }
}

/// The UIKit app's delegate: every scene is a ``RecipesSceneDelegate``.
@MainActor
public final class RecipesAppDelegate: UIResponder, UIApplicationDelegate {
    public func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
        configuration.delegateClass = RecipesSceneDelegate.self
        return configuration
    }
}
#endif
