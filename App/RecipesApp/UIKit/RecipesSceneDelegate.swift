#if canImport(SwiftUI) && canImport(UIKit) && os(iOS)
import CoordinatorKitUI
import CoordinatorKitUIKit
import SwiftUI
import UIKit

/// The demo app as a UIKit app: the same modules, composed by ``AppComposition``, rendered
/// by ``CoordinatorRootController`` — their SwiftUI screens hosted, and Settings'
/// Notifications screen a UIKit table the module provides (`ScreenControllerProviding`).
///
/// A window owns its navigation: the app's services (session, repositories, stores) are
/// made once per process, the first time a scene connects, and each scene — an iPad may
/// have several — gets its own root over them (``AppServices/makeWindow(tabs:)``).
///
/// Links the system opens the app with go to the root's inbox; the navigation is saved in
/// the scene's restoration activity and restored when the scene connects again — or, when
/// the saved data is not yet readable then (the device still locked), once UIKit hands it
/// over, unless the window has moved on meanwhile (a launch link wins over saved navigation).
@MainActor
public final class RecipesSceneDelegate: UIResponder, UIWindowSceneDelegate {
    /// The app's services, made once per process, or why composing them failed: two
    /// modules claiming one segment is a defect of this build, shown on screen.
    private static let services = Result { try AppComposition.makeServices() }

    /// The scene's window.
    public var window: UIWindow?
    private var environment: AppEnvironment?
    /// The state the root had when the scene connected, while the saved navigation is
    /// still to come; `nil` once restored or given up.
    private var stateAwaitingRestoration: NavigationState?

    public func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        switch Self.services {
        case .success(let services):
            let environment = services.makeAppWindow()
            self.environment = environment
            let root = environment.root
            // The saved state is encrypted on disk: while the device is locked it is nil
            // here, and UIKit fills it in later
            // (https://developer.apple.com/documentation/uikit/uiscenesession/staterestorationactivity).
            if let saved = session.stateRestorationActivity {
                SceneNavigation.restore(from: saved, into: root)
            } else {
                stateAwaitingRestoration = root.state
            }
            let controller = CoordinatorRootController(root: root, screens: Self.screens(of: root))
            controller.showsLinkLookupIndicator = true
            controller.onScreenSeen = { event in
                if event.change == .appeared { AppAnalytics.screenView(event.analyticsName) }
            }
            window.rootViewController = controller
            // A web link no module reads is the browser's, as it would be had it not reached
            // the app (https://developer.apple.com/documentation/uikit/uiapplication/open(_:options:completionhandler:)).
            root.observe { event in
                guard case .delivered(let delivery) = event, let error = delivery.error,
                    let url = URL(string: delivery.link), error.leavesToTheSystem(url)
                else { return }
                UIApplication.shared.open(url)
            }
            SceneNavigation.open(connectionOptions.urlContexts, with: root)
            for activity in connectionOptions.userActivities {
                SceneNavigation.continue(activity, with: root)
            }
        case .failure(let error):
            window.rootViewController = UIHostingController(
                rootView: Text("This build of the app cannot start: \(String(describing: error))").padding())
        }
        window.makeKeyAndVisible()
        self.window = window
    }

    /// The saved navigation, handed over after the scene connected: restored when it could
    /// not be read at connection and the window still shows what it showed then.
    public func scene(_ scene: UIScene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity) {
        guard let root = environment?.root, let atConnection = stateAwaitingRestoration else { return }
        stateAwaitingRestoration = nil
        guard root.state == atConnection else { return }
        SceneNavigation.restore(from: stateRestorationActivity, into: root)
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
            hosted: { entry in
                let controller = UIHostingController(rootView: EntryView(entry, root: root))
                // Its preferred size follows the SwiftUI view's, so a fitting bottom sheet fits it.
                controller.sizingOptions = .preferredContentSize
                return controller
            },
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
