#if canImport(SwiftUI)
import Observation
import SwiftUI

/// A window of the app with its own navigation: makes the window's root coordinator once,
/// when the window first appears, and renders it with ``CoordinatorRootView``.
///
/// Put it in each window group; every window SwiftUI makes from the group (iPad windows,
/// File ▸ New Window on the Mac) then gets a root of its own over the app's shared
/// services, restores its own scene storage into that root only, and opens the links its
/// scene receives. A window group for a value (`WindowGroup(for: URL.self)`) hands it the
/// link the window was opened for:
///
/// ```swift
/// WindowGroup(for: URL.self) { $link in
///     CoordinatorWindow(layout: .automatic, link: link) { services.makeWindow().root }
/// }
/// ```
///
/// A window for one screen (a recipe, a composer) shows only its link's screens, one stack
/// with the app's registry and services (``LinkPlacement/alone``):
///
/// ```swift
/// WindowGroup(id: "recipe", for: URL.self) { $link in
///     CoordinatorWindow(link: link, placement: .alone) { services.makeWindow().root }
/// }
/// ```
///
/// A link the window receives before its root exists is held and opened once the root has
/// started, after its saved state: the launch link wins (``PlaybackStart``). A web link no
/// module reads opens in the browser (the environment's `openURL`,
/// ``CoordinatorKitRendering/NavigationError/leavesToTheSystem(_:)``); every other link the
/// window cannot open goes to `onRejectedLink`. A window for one screen takes no link from
/// outside the app: the app's other windows do.
///
/// The root is kept in `@State`, which SwiftUI keeps per window for the window's life
/// (https://developer.apple.com/documentation/swiftui/windowgroup: "Every window in the
/// group maintains independent state"); `makeRoot` is not called from `body`.
@MainActor
public struct CoordinatorWindow: View {
    private let layout: NavigationLayout
    private let link: URL?
    private let placement: LinkPlacement
    private let sceneStorageKey: String
    private let linkWindow: @MainActor (URL) -> LinkWindow
    private let windowGroup: String?
    private let makeRoot: @MainActor () -> RootCoordinator
    private let onRejectedLink: @MainActor (URL, NavigationError) -> Void
    private var onScreenSeen: (@MainActor (SeenEvent) -> Void)?
    @State private var window = MadeRoot()

    /// Creates a window's content.
    ///
    /// - Parameters:
    ///   - layout: How the window lays out its tabs.
    ///   - link: The link the window was opened for; opened when the window first appears
    ///     with nothing saved.
    ///   - placement: Where the window's link lands: its module's tab (the default), or
    ///     ``LinkPlacement/alone`` for a window that shows that screen only.
    ///   - sceneStorageKey: The key the window's navigation is saved under in its scene.
    ///   - linkWindow: Where a link the system hands this window opens (``LinkWindow``).
    ///   - windowGroup: The identifier of the window group a link opened in a new window
    ///     opens in (`WindowGroup(id:for:)`); `nil` for the first that presents URLs.
    ///   - onRejectedLink: Called with every link the window cannot open and why (for a
    ///     link that needs a lookup, when the lookup fails), but a web link no module reads,
    ///     which the browser opens; by default the rejection is logged.
    ///   - makeRoot: Makes the window's root, once, when the window first appears.
    public init(
        layout: NavigationLayout = .tabs,
        link: URL? = nil,
        placement: LinkPlacement = .owningTab,
        sceneStorageKey: String = "CoordinatorKit.navigationState",
        linkWindow: @escaping @MainActor (URL) -> LinkWindow = { _ in .receivingWindow },
        windowGroup: String? = nil,
        onRejectedLink: @escaping @MainActor (URL, NavigationError) -> Void = RejectedLink.log,
        makeRoot: @escaping @MainActor () -> RootCoordinator
    ) {
        self.onRejectedLink = onRejectedLink
        self.layout = layout
        self.link = link
        self.placement = placement
        self.windowGroup = windowGroup
        self.sceneStorageKey = sceneStorageKey
        self.linkWindow = linkWindow
        self.makeRoot = makeRoot
    }

    /// The same window, telling `action` of every screen that appeared or disappeared in
    /// it, once the transition that shows or hides it has ended
    /// (``CoordinatorRootView/onScreenSeen(_:)``).
    ///
    /// - Parameter action: Called on the main actor with each event.
    /// - Returns: The window, reporting the screens it shows to `action`.
    public func onScreenSeen(_ action: @escaping @MainActor (SeenEvent) -> Void) -> CoordinatorWindow {
        var copy = self
        copy.onScreenSeen = action
        return copy
    }

    public var body: some View {
        if let root = window.root {
            CoordinatorRootView(
                root: root, layout: layout, link: link, placement: placement, sceneStorageKey: sceneStorageKey,
                linkWindow: linkWindow, windowGroup: windowGroup, onRejectedLink: onRejectedLink
            )
            .holding(window.heldLinks)
            .onScreenSeen { event in onScreenSeen?(event) }
        } else {
            // Something to appear, so that onAppear makes the root. A link arriving before
            // that is held, and opened once the root has started.
            Color.clear
                .onAppear { window.make(with: makeRoot) }
                .opensLinks(linkWindow: linkWindow, windowGroup: windowGroup, placement: placement) { url in window.hold(url) }
        }
    }
}

/// A window's root, made once, and the links the window received before it.
@MainActor
@Observable
final class MadeRoot {
    private(set) var root: RootCoordinator?
    /// Links received before the root existed, in arrival order.
    @ObservationIgnored private(set) var heldLinks: [URL] = []

    /// Makes the root the first time; later calls keep it.
    func make(with makeRoot: () -> RootCoordinator) {
        if root == nil { root = makeRoot() }
    }

    /// Holds a link that arrived before the root existed; the root view opens it when it
    /// starts (``PlaybackStart/open(_:)``), which bounds how many it holds.
    func hold(_ url: URL) {
        heldLinks.append(url)
    }
}
#endif
