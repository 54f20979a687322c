#if canImport(SwiftUI)
import SwiftUI

/// Opens a link in a new window of the app: `openWindow(value:)` with the link's URL, for
/// a `WindowGroup(for: URL.self)` whose windows start at the link they were opened for
/// (``CoordinatorWindow``).
///
/// Read it from the environment, where ``CoordinatorRootView`` puts it on platforms with
/// several windows (iPadOS, macOS); it is `nil` where there is one window (iPhone), so a
/// screen offers "Open in New Window" only where it can work:
///
/// ```swift
/// @Environment(\.openLinkInNewWindow) private var openLinkInNewWindow
/// …
/// if let openLinkInNewWindow {
///     Button("Open in New Window") { openLinkInNewWindow(path: "recipes/\(id)") }
/// }
/// ```
///
/// The window opens in the window group the root view names (``CoordinatorRootView``'s
/// `windowGroup`: `openWindow(id:value:)`), else in the first that presents URLs
/// (`openWindow(value:)`). Either brings forward a window already open for the same value
/// rather than opening a second one
/// (https://developer.apple.com/documentation/swiftui/openwindowaction).
@MainActor
public struct OpenLinkInNewWindowAction {
    private let root: RootCoordinator
    private let openWindow: OpenWindowAction
    private let windowGroup: String?

    init(root: RootCoordinator, openWindow: OpenWindowAction, windowGroup: String?) {
        self.root = root
        self.openWindow = openWindow
        self.windowGroup = windowGroup
    }

    /// Opens `url` in a new window.
    public func callAsFunction(_ url: URL) {
        openWindow(url, in: windowGroup)
    }

    /// Opens an in-app path (`recipes/42`) in a new window, as a link of the app's first
    /// scheme; a path that makes no URL opens nothing.
    public func callAsFunction(path: String) {
        guard let url = URL(string: "\(root.configuration.canonicalScheme)://\(path)") else { return }
        openWindow(url, in: windowGroup)
    }
}

extension OpenWindowAction {
    /// Opens a window for `url` in the window group `id`
    /// (https://developer.apple.com/documentation/swiftui/openwindowaction/callasfunction(id:value:)),
    /// or in the first that presents URLs for `nil`.
    func callAsFunction(_ url: URL, in id: String?) {
        if let id { callAsFunction(id: id, value: url) } else { callAsFunction(value: url) }
    }
}

/// Puts ``OpenLinkInNewWindowAction`` in the environment where the platform has several
/// windows.
@MainActor
struct OpenLinkInNewWindowModifier: ViewModifier {
    let root: RootCoordinator
    let windowGroup: String?
    @Environment(\.openWindow) private var openWindow
    @Environment(\.supportsMultipleWindows) private var supportsMultipleWindows

    func body(content: Content) -> some View {
        content
            .environment(\.openLinkInNewWindow, supportsMultipleWindows ? OpenLinkInNewWindowAction(root: root, openWindow: openWindow, windowGroup: windowGroup) : nil)
    }
}

struct OpenLinkInNewWindowKey: EnvironmentKey {
    static var defaultValue: OpenLinkInNewWindowAction? { nil }
}

extension EnvironmentValues {
    /// Opens a link in a new window; `nil` where the platform has one window.
    public var openLinkInNewWindow: OpenLinkInNewWindowAction? {
        get { self[OpenLinkInNewWindowKey.self] }
        set { self[OpenLinkInNewWindowKey.self] = newValue }
    }
}
#endif
