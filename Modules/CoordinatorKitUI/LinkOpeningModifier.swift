#if canImport(SwiftUI)
import SwiftUI

/// Opens the links the system hands the window's scene: custom-scheme URLs (`onOpenURL`)
/// and universal links (a continued `NSUserActivityTypeBrowsingWeb` activity), in this
/// window's root, or in a new window when the app's ``LinkWindow`` choice says so and the
/// platform has several windows. A link the root rejects goes to the app's handler, never
/// dropped silently: at once, or when the lookup it needs has failed.
///
/// The scene a link reaches is SwiftUI's choice: an open scene whose view prefers it
/// (`handlesExternalEvents(preferring:allowing:)`, applied here for every link, so the
/// frontmost window takes it,
/// https://developer.apple.com/documentation/swiftui/view/handlesexternalevents(preferring:allowing:)),
/// else a new scene of a scene type that matches it
/// (https://developer.apple.com/documentation/swiftui/scene/handlesexternalevents(matching:)).
@MainActor
struct LinkOpeningModifier: ViewModifier {
    let root: RootCoordinator
    let linkWindow: @MainActor (URL) -> LinkWindow
    let onRejected: @MainActor (URL, NavigationError) -> Void
    @Environment(\.openWindow) private var openWindow
    @Environment(\.supportsMultipleWindows) private var supportsMultipleWindows

    func body(content: Content) -> some View {
        content
            .onOpenURL { url in receive(url) }
            .onContinueUserActivity(NSUserActivityTypeBrowsingWeb) { activity in
                if let url = activity.webpageURL {
                    receive(url)
                }
            }
            .handlesExternalEvents(preferring: ["*"], allowing: ["*"])
            .environment(\.openLinkInNewWindow, supportsMultipleWindows ? OpenLinkInNewWindowAction(root: root, openWindow: openWindow) : nil)
    }

    private func receive(_ url: URL) {
        switch supportsMultipleWindows ? linkWindow(url) : .receivingWindow {
        case .receivingWindow: open(url)
        case .newWindow: openWindow(value: url)
        }
    }

    /// Opens `url`; a refusal reaches the app's handler at once, or when the lookup the
    /// link needs has ended (a slug or handle link whose lookup fails).
    private func open(_ url: URL) {
        let onRejected = onRejected
        root.open(url) { refusal in
            if let refusal { onRejected(url, refusal) }
        }
    }
}

@MainActor
extension View {
    /// Opens custom-scheme and universal links with `root`, or in a new window when
    /// `linkWindow` says so, handing rejected ones to `onRejected`.
    func opensLinks(
        with root: RootCoordinator, linkWindow: @escaping @MainActor (URL) -> LinkWindow,
        onRejected: @escaping @MainActor (URL, NavigationError) -> Void
    ) -> some View {
        modifier(LinkOpeningModifier(root: root, linkWindow: linkWindow, onRejected: onRejected))
    }
}
#endif
