#if canImport(SwiftUI)
import SwiftUI

/// Opens the links the system hands the app: custom-scheme URLs (`onOpenURL`) and
/// universal links (a continued `NSUserActivityTypeBrowsingWeb` activity). A link the root
/// rejects goes to the app's handler, never dropped silently.
@MainActor
struct LinkOpeningModifier: ViewModifier {
    let root: RootCoordinator
    let onRejected: @MainActor (URL, NavigationError) -> Void

    func body(content: Content) -> some View {
        content
            .onOpenURL { url in open(url) }
            .onContinueUserActivity(NSUserActivityTypeBrowsingWeb) { activity in
                if let url = activity.webpageURL {
                    open(url)
                }
            }
    }

    private func open(_ url: URL) {
        do throws(NavigationError) {
            try root.open(url)
        } catch {
            onRejected(url, error)
        }
    }
}

@MainActor
extension View {
    /// Opens custom-scheme and universal links with `root`, handing rejected ones to
    /// `onRejected`.
    func opensLinks(with root: RootCoordinator, onRejected: @escaping @MainActor (URL, NavigationError) -> Void) -> some View {
        modifier(LinkOpeningModifier(root: root, onRejected: onRejected))
    }
}
#endif
