#if canImport(SwiftUI)
import SwiftUI

/// Receives the links the system hands the window's scene, custom-scheme URLs and
/// universal links alike, and opens each in this window, or in a new window when the app's
/// ``LinkWindow`` choice says so and the platform has several windows.
///
/// Under the SwiftUI life cycle both kinds arrive through `onOpenURL`: its action is "a
/// closure that SwiftUI calls when your app receives a Universal Link or a custom URL"
/// (https://developer.apple.com/documentation/swiftui/view/onopenurl(perform:)); SwiftUI
/// does not hand a universal link to `onContinueUserActivity(NSUserActivityTypeBrowsingWeb)`
/// ("SwiftUI passes a Universal Link to your app directly as a URL", Apple DTS,
/// https://developer.apple.com/forums/thread/762526), so no such handler is installed.
///
/// The scene a link reaches is SwiftUI's choice: an open scene whose view prefers it
/// (`handlesExternalEvents(preferring:allowing:)`, applied here for every link, so the
/// frontmost window takes it,
/// https://developer.apple.com/documentation/swiftui/view/handlesexternalevents(preferring:allowing:)),
/// else a new scene of a scene type that matches it
/// (https://developer.apple.com/documentation/swiftui/scene/handlesexternalevents(matching:)).
/// A window for one screen (``LinkPlacement/alone``) neither prefers nor allows outside
/// links: they go to the app's other windows, never over the screen it shows.
@MainActor
struct LinkOpeningModifier: ViewModifier {
    let linkWindow: @MainActor (URL) -> LinkWindow
    /// The window group a link opened in a new window opens in; `nil` for the first that
    /// presents URLs.
    let windowGroup: String?
    /// Whether the window takes the links the system hands the app: every window but one
    /// for one screen.
    let claimsOutsideLinks: Bool
    /// Opens a link in this window (held until the window's root has started).
    let open: @MainActor (URL) -> Void
    @Environment(\.openWindow) private var openWindow
    @Environment(\.supportsMultipleWindows) private var supportsMultipleWindows

    func body(content: Content) -> some View {
        content
            .onOpenURL { url in receive(url) }
            .handlesExternalEvents(preferring: claimsOutsideLinks ? ["*"] : [], allowing: claimsOutsideLinks ? ["*"] : [])
    }

    private func receive(_ url: URL) {
        switch supportsMultipleWindows ? linkWindow(url) : .receivingWindow {
        case .receivingWindow: open(url)
        case .newWindow: openWindow(url, in: windowGroup)
        }
    }
}

@MainActor
extension View {
    /// Receives custom-scheme and universal links, opening each with `open`, or in a new
    /// window when `linkWindow` says so.
    func opensLinks(
        linkWindow: @escaping @MainActor (URL) -> LinkWindow, windowGroup: String? = nil, placement: LinkPlacement,
        with open: @escaping @MainActor (URL) -> Void
    ) -> some View {
        modifier(
            LinkOpeningModifier(
                linkWindow: linkWindow, windowGroup: windowGroup, claimsOutsideLinks: placement != .alone, open: open))
    }
}
#endif
