#if canImport(SwiftUI) && canImport(UIKit) && os(iOS)
import SwiftUI
import UIKit

/// The window overlays and custom alerts are drawn in on iOS: above the scene's main
/// window (and so above its tab bar, sheets and covers), letting every touch through while
/// it draws nothing.
///
/// Made once per scene when the root view appears (``RootViewModel``), never in a `body`.
/// Its level is one above `UIWindow.Level.normal`, the level of the app's windows: "even
/// the bottom window in a level obscures the top window of the next level down"
/// (https://developer.apple.com/documentation/uikit/uiwindow/level), and it stays under
/// the status bar and system alerts. It never becomes the key window, so the main window
/// keeps the keyboard; status bar style and orientations are left to the main window.
///
/// It is a SwiftUI tree of its own: environment values the app sets around
/// ``CoordinatorRootView`` do not reach it, except the custom alerts' view
/// (`customAlerts(_:)`), which is carried over.
@MainActor
final class AboveEverythingWindow: UIWindow {
    /// Whether anything is drawn; when nothing is, every touch goes to the windows below.
    private var isDrawing = false {
        didSet {
            guard isDrawing != oldValue else { return }
            rootViewController?.view.accessibilityViewIsModal = isDrawing
            rootViewController?.view.accessibilityElementsHidden = !isDrawing
        }
    }

    /// Shows `navigation`'s overlays and custom alerts above everything in `scene`.
    init(scene: UIWindowScene, navigation: PlayedNavigation, customAlertView: (@MainActor (CustomAlert) -> AnyView)?) {
        super.init(windowScene: scene)
        windowLevel = UIWindow.Level(rawValue: UIWindow.Level.normal.rawValue + 1)
        backgroundColor = .clear
        let content = AboveEverythingView(navigation: navigation) { [weak self] isDrawing in
            self?.isDrawing = isDrawing
        }
        .environment(\.customAlertView, customAlertView)
        let host = AboveEverythingHostingController(rootView: AnyView(content))
        host.view.backgroundColor = .clear
        host.view.accessibilityElementsHidden = true
        rootViewController = host
        isHidden = false
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        nil
    }

    /// Lets a touch through to the windows below unless something is drawn: what is drawn
    /// here (an overlay, a custom alert with its backdrop) covers the whole window.
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard isDrawing else { return nil }
        return super.hitTest(point, with: event)
    }

    /// Never the key window: the main window keeps the keyboard and key commands.
    override var canBecomeKey: Bool { false }
}

/// The hosting controller of ``AboveEverythingWindow``: leaves the status bar and the
/// supported orientations to the scene's other windows.
@MainActor
final class AboveEverythingHostingController: UIHostingController<AnyView> {
    /// The main window's root view controller, which decides the status bar and orientations.
    private var underlying: UIViewController? {
        view.window?.windowScene?.windows.first { !($0 is AboveEverythingWindow) && !$0.isHidden }?.rootViewController
    }

    override var preferredStatusBarStyle: UIStatusBarStyle {
        underlying?.preferredStatusBarStyle ?? .default
    }

    override var prefersStatusBarHidden: Bool {
        underlying?.prefersStatusBarHidden ?? false
    }

    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        underlying?.supportedInterfaceOrientations ?? .all
    }
}

/// Reports the window scene the view is shown in, from UIKit (the view moving to a
/// window), never from a `body`.
struct WindowSceneReader: UIViewRepresentable {
    let onScene: @MainActor (UIWindowScene) -> Void

    func makeUIView(context: Context) -> SceneReportingView {
        let view = SceneReportingView()
        view.onScene = onScene
        return view
    }

    func updateUIView(_ view: SceneReportingView, context: Context) {
        view.onScene = onScene
    }

    /// A view that reports its window's scene whenever it moves to a window.
    final class SceneReportingView: UIView {
        var onScene: (@MainActor (UIWindowScene) -> Void)?

        override init(frame: CGRect) {
            super.init(frame: frame)
            isUserInteractionEnabled = false
            isAccessibilityElement = false
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            nil
        }

        override func didMoveToWindow() {
            super.didMoveToWindow()
            if let scene = window?.windowScene {
                onScene?(scene)
            }
        }
    }
}
#endif
