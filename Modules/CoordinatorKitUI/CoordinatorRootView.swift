#if canImport(SwiftUI)
import SwiftUI

/// A window's navigation as SwiftUI views: tabs (or a sidebar, or one stack), stacks,
/// sheets, full-screen covers, bottom sheets, overlays and alerts, rendered from a
/// ``RootCoordinator``'s state and reporting what the user does back to it.
///
/// The view renders the state a ``TransitionPlayer`` displays, so changes play in batches
/// SwiftUI can perform, each waiting for the presentations and dismissals UIKit reports
/// finished; opens the links the system hands its scene (`onOpenURL`: custom-scheme and
/// universal links); and saves the state in scene storage. When the scene first appears its
/// first frame shows the saved state's tabs and stacks (or the window's link's), and the
/// sheets, covers and alert come after that frame, layer by layer — a restored state's
/// without animation; a link that arrives before that is opened after it
/// (``PlaybackStart``). A presentation UIKit refuses (a screen's own share sheet is up on
/// the presenter) is presented again once it can be.
/// Overlays and custom alerts are drawn above everything, tab bar included: on iOS in a
/// window of their own, on macOS above the tabs.
///
/// One root per window: give each window its own root (``CoordinatorWindow`` makes it when
/// the window first appears), so that windows never mirror each other.
///
/// ```swift
/// WindowGroup {
///     CoordinatorRootView(root: environment.root)
/// }
/// ```
@MainActor
public struct CoordinatorRootView: View {
    private let root: RootCoordinator
    private let layout: NavigationLayout
    private let link: URL?
    private let placement: LinkPlacement
    private let windowGroup: String?
    private let linkWindow: @MainActor (URL) -> LinkWindow
    private let makeScheduler: @MainActor () -> any TransitionScheduler
    private let onRejectedLink: @MainActor (URL, NavigationError) -> Void
    /// Links the window received before this view existed (``CoordinatorWindow``).
    private var heldLinks: [URL] = []
    private var onScreenSeen: (@MainActor (SeenEvent) -> Void)?
    @SceneStorage private var savedState: Data
    @State private var model = RootViewModel()
    @Environment(\.customAlertView) private var customAlertView
    @Environment(\.linkLookupView) private var linkLookupView
    @Environment(\.openURL) private var openURL

    /// Creates the root view of a window.
    ///
    /// - Parameters:
    ///   - root: The window's root coordinator.
    ///   - layout: How the tabs are laid out; a tab bar by default.
    ///   - link: The link the window was opened for, opened when the window first appears
    ///     with nothing saved (``WindowStart``); `nil` for none.
    ///   - placement: Where the window's link lands: its module's tab (the default), or
    ///     ``LinkPlacement/alone`` for a window showing that screen only (a recipe, a
    ///     composer), one stack over the app's registry and services.
    ///   - sceneStorageKey: The scene-storage key the navigation state is saved under, in
    ///     the format of ``RootCoordinator/saveState()``.
    ///   - linkWindow: Where a link the system hands this window opens: here (the default)
    ///     or in a new window, where the platform has several.
    ///   - windowGroup: The identifier of the window group a link opens in when it opens in
    ///     a new window (`WindowGroup(id:for:)`, URL values), here or through
    ///     ``OpenLinkInNewWindowAction``; `nil` for the app's first window group that
    ///     presents URLs.
    ///   - scheduler: Makes the player's clock: its deadline for an ending no view reported
    ///     or a presentation that never began, after which it reads what UIKit shows; a task
    ///     on the main actor by default.
    ///   - onRejectedLink: Called with every link the app cannot open and why (for a link
    ///     that needs a lookup, when the lookup fails), but a web link no module reads, which
    ///     the environment's `openURL` hands to the browser
    ///     (``CoordinatorKitRendering/NavigationError/leavesToTheSystem(_:)``); by default the
    ///     rejection is logged.
    public init(
        root: RootCoordinator,
        layout: NavigationLayout = .tabs,
        link: URL? = nil,
        placement: LinkPlacement = .owningTab,
        sceneStorageKey: String = "CoordinatorKit.navigationState",
        linkWindow: @escaping @MainActor (URL) -> LinkWindow = { _ in .receivingWindow },
        windowGroup: String? = nil,
        scheduler: @escaping @MainActor () -> any TransitionScheduler = { TaskTransitionScheduler() },
        onRejectedLink: @escaping @MainActor (URL, NavigationError) -> Void = RejectedLink.log
    ) {
        self.root = root
        self.layout = layout
        self.link = link
        self.placement = placement
        self.windowGroup = windowGroup
        self.linkWindow = linkWindow
        self.makeScheduler = scheduler
        self.onRejectedLink = onRejectedLink
        _savedState = SceneStorage(wrappedValue: Data(), sceneStorageKey)
    }

    public var body: some View {
        ZStack {
            if let navigation = model.navigation {
                LayoutView(navigation: navigation, layout: layout)
                    .environment(\.navigationAnchors, navigation.anchors)
                #if !(canImport(UIKit) && os(iOS))
                // Above the whole tab view; sheets are windows of their own and draw what
                // is above them in place.
                AboveEverythingView(navigation: navigation)
                #endif
            } else {
                // Something to appear, so that onAppear starts the navigation.
                Color.clear
            }
        }
        #if canImport(UIKit) && os(iOS)
        .background {
            WindowSceneReader { scene in model.attach(to: scene) }
        }
        #endif
        .onAppear {
            model.start(
                root: root, savedState: savedState, link: link, placement: placement, heldLinks: heldLinks, scheduler: makeScheduler,
                customAlertView: customAlertView, linkLookupView: linkLookupView, onRejectedLink: refused,
                onScreenSeen: onScreenSeen)
        }
        .opensLinks(linkWindow: linkWindow, windowGroup: windowGroup, placement: placement) { url in
            model.open(url, onRejected: refused)
        }
        .modifier(OpenLinkInNewWindowModifier(root: root, windowGroup: windowGroup))
        .savesNavigation(of: root, to: $savedState)
    }

    /// The same view, telling `action` of every screen that appeared or disappeared once
    /// the transition that shows or hides it has ended: what an app sends to its analytics
    /// as screen views.
    ///
    /// The screens of the window's first frame appear first — a restored state's tabs and
    /// stacks, not the launch screens they replaced; its sheets, covers and alert then
    /// appear as each presentation ends. ``SeenEvent`` says which screens
    /// are on display (a sheet leaves the screen under it on display, a full-screen cover
    /// does not) and how they are named.
    ///
    /// ```swift
    /// CoordinatorRootView(root: root)
    ///     .onScreenSeen { event in
    ///         if event.change == .appeared { analytics.screenView(event.analyticsName) }
    ///     }
    /// ```
    ///
    /// - Parameter action: Called on the main actor with each event, in the order the
    ///   screens appeared and disappeared.
    /// - Returns: The view, reporting the screens it shows to `action`.
    public func onScreenSeen(_ action: @escaping @MainActor (SeenEvent) -> Void) -> CoordinatorRootView {
        var view = self
        view.onScreenSeen = action
        return view
    }

    /// What becomes of a link the root refused: the browser opens a web link no module
    /// reads (https://developer.apple.com/documentation/swiftui/openurlaction); the app
    /// hears of every other.
    private var refused: @MainActor (URL, NavigationError) -> Void {
        let openURL = openURL
        let onRejectedLink = onRejectedLink
        return { url, error in
            if error.leavesToTheSystem(url) { openURL(url) } else { onRejectedLink(url, error) }
        }
    }

    /// The same view, opening `links` when it starts: links its window received before it
    /// existed.
    func holding(_ links: [URL]) -> CoordinatorRootView {
        var view = self
        view.heldLinks = links
        return view
    }
}
#endif
