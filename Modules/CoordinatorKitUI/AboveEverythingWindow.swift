#if canImport(SwiftUI) && canImport(UIKit) && os(iOS)
import Accessibility
import Observation
import SwiftUI
import UIKit

/// The window overlays, custom alerts and the link indicator are drawn in on iOS: above the
/// scene's main window (and so above its tab bar, sheets and covers), shown only while it
/// draws.
///
/// Made once per scene when the root view appears (``RootViewModel``), never in a `body`.
/// Its level is one above `UIWindow.Level.normal`, the level of the app's windows: "even
/// the bottom window in a level obscures the top window of the next level down"
/// (https://developer.apple.com/documentation/uikit/uiwindow/level), and it stays under
/// the status bar and system alerts. A view of the main window, however high, is under the
/// controllers presented in that window; only another window is above them.
///
/// While something modal is drawn (an overlay or a custom alert: ``AboveEverything/isModal``,
/// followed through Observation, so that a hidden window need not render to learn it):
///
/// - it takes every touch: what it draws covers it edge to edge;
/// - it may become the key window, so that a text field in an overlay, or in a sheet over
///   it, gets the keyboard ("the key window receives keyboard and other non-touch related
///   events", https://developer.apple.com/documentation/uikit/uiwindow/makekey()); the
///   key window it took over gets it back afterwards;
/// - VoiceOver stays inside it: its content view is modal among its siblings
///   (https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityviewismodal),
///   and since the scene's other windows are not its siblings, their elements are hidden
///   meanwhile (https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityelementshidden);
///   a screen-changed notification moves VoiceOver into it as it appears, and back as it
///   goes ("a new view appears that occupies a major portion of the screen",
///   https://developer.apple.com/documentation/accessibility/accessibilitynotification/screenchanged);
/// - VoiceOver's escape gesture (`accessibilityPerformEscape()`, "dismisses a modal view",
///   https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityperformescape())
///   ends the topmost item (``AboveEverythingView``).
///
/// While only the link indicator is drawn, the window is shown but covers nothing: a touch
/// outside the indicator's frame goes to the windows below, it never becomes key, and
/// VoiceOver reads the windows below and it alike; a layout-changed notification tells
/// VoiceOver it came or went
/// (https://developer.apple.com/documentation/accessibility/accessibilitynotification/layoutchanged).
/// Once nothing is drawn and the last item has faded out the window is hidden again, so an
/// empty window never stands over the scene.
///
/// Status bar and orientations are always the main window's (``AboveEverythingHostingController``).
///
/// It is a SwiftUI tree of its own: environment values the app sets around
/// ``CoordinatorRootView`` do not reach it, except the custom alerts' view
/// (`customAlerts(_:)`) and the link indicator's (`linkLookupIndicator()`), which are
/// carried over.
@MainActor
final class AboveEverythingWindow: UIWindow {
    /// What the window draws, as far as touches, the keyboard and VoiceOver are concerned.
    private enum Drawing {
        /// Nothing: every touch goes to the windows below.
        case nothing
        /// The link indicator alone: only its frame takes touches.
        case indicator
        /// An overlay or custom alert, covering the window.
        case modal
    }

    private let navigation: PlayedNavigation
    private let showsLinkIndicator: Bool
    private var drawing = Drawing.nothing {
        didSet {
            guard drawing != oldValue else { return }
            drawingChanged(from: oldValue)
        }
    }
    /// The item views SwiftUI still shows, leaving ones included: the window stays up
    /// until the last has faded out.
    private var itemViews = 0
    /// The link indicator's frame in this window, while it is drawn.
    private var indicatorFrame: CGRect?
    /// The key window this one took the keyboard from, given it back when nothing is drawn.
    private weak var previousKeyWindow: UIWindow?
    /// The scene's other windows whose elements are hidden from VoiceOver while this one draws.
    private let silencedWindows = NSHashTable<UIWindow>.weakObjects()

    /// Shows `navigation`'s overlays, custom alerts and link indicator above everything in `scene`.
    init(
        scene: UIWindowScene, navigation: PlayedNavigation, customAlertView: (@MainActor (CustomAlert) -> AnyView)?,
        linkLookupView: (@MainActor (LinkLookupProgress) -> AnyView)?
    ) {
        self.navigation = navigation
        showsLinkIndicator = linkLookupView != nil
        super.init(windowScene: scene)
        windowLevel = UIWindow.Level(rawValue: UIWindow.Level.normal.rawValue + 1)
        backgroundColor = .clear
        let content = AboveEverythingView(
            navigation: navigation, onItemViewsChange: { [weak self] delta in self?.itemViewsChanged(by: delta) },
            onLinkIndicatorFrame: { [weak self] frame in self?.indicatorFrame = frame }
        )
        .environment(\.customAlertView, customAlertView)
        .environment(\.linkLookupView, linkLookupView)
        let host = AboveEverythingHostingController(rootView: AnyView(content))
        host.view.backgroundColor = .clear
        host.view.accessibilityElementsHidden = true
        rootViewController = host
        isHidden = true
        followDrawing()
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        nil
    }

    /// Lets a touch through to the windows below unless something modal covers this one (an
    /// overlay, a custom alert with its backdrop), or it lands on the link indicator.
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        switch drawing {
        case .nothing: nil
        case .indicator: indicatorFrame?.contains(point) == true ? super.hitTest(point, with: event) : nil
        case .modal: super.hitTest(point, with: event)
        }
    }

    /// The key window only while something modal is drawn.
    override var canBecomeKey: Bool { drawing == .modal }

    /// Reads what is drawn, and reads it again after each change: Observation calls
    /// `onChange` before the change is made, so the new value is read on the next turn of
    /// the main actor.
    private func followDrawing() {
        let above = withObservationTracking {
            navigation.aboveEverything(showingLinkIndicator: showsLinkIndicator)
        } onChange: { [weak self] in
            Task { @MainActor in self?.followDrawing() }
        }
        drawing = above.isModal ? .modal : above.isEmpty ? .nothing : .indicator
    }

    private func itemViewsChanged(by delta: Int) {
        itemViews = max(0, itemViews + delta)
        if drawing == .nothing, itemViews == 0 { isHidden = true }
    }

    private func drawingChanged(from old: Drawing) {
        let content = rootViewController?.view
        content?.accessibilityViewIsModal = drawing == .modal
        content?.accessibilityElementsHidden = drawing == .nothing
        if drawing != .nothing { isHidden = false }
        if drawing == .modal {
            silenceOtherWindows()
            if let key = windowScene?.keyWindow, key !== self { previousKeyWindow = key }
            makeKey()
        } else if old == .modal {
            for window in silencedWindows.allObjects { window.accessibilityElementsHidden = false }
            silencedWindows.removeAllObjects()
            if isKeyWindow {
                let previous = previousKeyWindow.flatMap { $0.isHidden || $0.windowScene !== windowScene ? nil : $0 }
                let main = windowScene?.windows.first { $0 !== self && !$0.isHidden && $0.windowLevel <= .normal }
                (previous ?? main)?.makeKey()
            }
            previousKeyWindow = nil
        }
        if drawing == .nothing, itemViews == 0 { isHidden = true }
        rootViewController?.setNeedsStatusBarAppearanceUpdate()
        if drawing == .modal || old == .modal {
            AccessibilityNotification.ScreenChanged(drawing == .modal ? content : nil).post()
        } else {
            AccessibilityNotification.LayoutChanged(nil).post()
        }
    }

    /// Hides from VoiceOver the elements of the scene's app windows under this one (the
    /// keyboard's windows, above, are left alone).
    private func silenceOtherWindows() {
        for window in windowScene?.windows ?? [] where window !== self && !window.isHidden
            && window.windowLevel <= .normal && !window.accessibilityElementsHidden
        {
            window.accessibilityElementsHidden = true
            silencedWindows.add(window)
        }
    }
}

/// The hosting controller of ``AboveEverythingWindow``: leaves the status bar and the
/// supported orientations to the scene's main window. The status bar is asked of the
/// controller that sets it there — its root, or what covers it full screen — through
/// `childForStatusBarStyle` and `childForStatusBarHidden`
/// (https://developer.apple.com/documentation/uikit/uiviewcontroller/childforstatusbarstyle).
@MainActor
final class AboveEverythingHostingController: UIHostingController<AnyView> {
    /// The main window's root view controller, which decides the status bar and orientations.
    private var underlying: UIViewController? {
        view.window?.windowScene?.windows.first { !($0 is AboveEverythingWindow) && !$0.isHidden }?.rootViewController
    }

    /// The main window's controller whose status bar is shown: its root, or the topmost
    /// controller presented over it full screen.
    private var statusBarSource: UIViewController? {
        var source = underlying
        while let presented = source?.presentedViewController, !presented.isBeingDismissed,
            presented.modalPresentationStyle == .fullScreen || presented.modalPresentationCapturesStatusBarAppearance
        {
            source = presented
        }
        return source
    }

    override var childForStatusBarStyle: UIViewController? {
        statusBarSource
    }

    override var childForStatusBarHidden: UIViewController? {
        statusBarSource
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
