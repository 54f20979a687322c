#if canImport(SwiftUI)
import SwiftUI

/// A link waiting for its lookup (a slug, a handle, a short link: see
/// ``LinkTranslation``), or held until a screen that holds links has gone
/// (`PendingLinkLookup.isHeld`), as the view the app shows for it receives it.
///
/// While a lookup runs, the navigation state is what it was before the link; this is what
/// the user can see of the link meanwhile, and the one thing they can do: give up on it.
@MainActor
public struct LinkLookupProgress {
    /// The lookup: the key being looked up and the link that asked for it.
    public let lookup: PendingLinkLookup
    let root: RootCoordinator

    /// Stops waiting for the lookup: the link is refused
    /// (``DeepLinkError/lookupCancelled(key:)``) and the state stays as it is.
    public func cancel() {
        root.cancelPendingLookup()
    }
}

/// The app's hook for the lookup indicator.
struct LinkLookupViewKey: EnvironmentKey {
    static var defaultValue: (@MainActor (LinkLookupProgress) -> AnyView)? { nil }
}

extension EnvironmentValues {
    /// The view shown while a link waits for its lookup; `nil` shows nothing.
    var linkLookupView: (@MainActor (LinkLookupProgress) -> AnyView)? {
        get { self[LinkLookupViewKey.self] }
        set { self[LinkLookupViewKey.self] = newValue }
    }
}

extension View {
    /// Shows the adapter's indicator at the top of the window while a link waits for its
    /// lookup (``RootCoordinator/pendingLookup``): a spinner, "Opening link…" and a Cancel
    /// button, in the app's language.
    ///
    /// Apply it to ``CoordinatorRootView`` or ``CoordinatorWindow``. The indicator is drawn
    /// above whatever is up — tabs, sheets, covers, overlays — since the screen that holds
    /// a link is usually presented (`AboveEverything`): on iOS in the window drawn above
    /// the scene's, on macOS over the root view, or in the topmost sheet while one is up.
    /// It covers nothing else: touches and VoiceOver reach what lies below it. Without this
    /// modifier nothing is shown while a lookup runs.
    public func linkLookupIndicator() -> some View {
        environment(\.linkLookupView) { progress in AnyView(PlainLinkLookupBanner(progress: progress)) }
    }

    /// Shows `content` at the top of the window while a link waits for its lookup
    /// (``RootCoordinator/pendingLookup``), in place of the adapter's indicator.
    ///
    /// ```swift
    /// CoordinatorRootView(root: root)
    ///     .linkLookupIndicator { progress in
    ///         OpeningLinkBanner(key: progress.lookup.key, onCancel: progress.cancel)
    ///     }
    /// ```
    ///
    /// - Parameter content: The view for a lookup in progress.
    public func linkLookupIndicator<Content: View>(
        @ViewBuilder _ content: @escaping @MainActor (LinkLookupProgress) -> Content
    ) -> some View {
        environment(\.linkLookupView) { progress in AnyView(content(progress)) }
    }
}

/// The link indicator as the app draws it (``linkLookupIndicator(_:)``), for one waiting
/// link: VoiceOver's escape gesture on it ("cancels an operation",
/// https://developer.apple.com/documentation/swiftui/accessibilityactionkind/escape) gives up
/// on the link as its Cancel does.
@MainActor
struct LinkIndicatorView: View {
    let lookup: PendingLinkLookup
    let root: RootCoordinator
    let content: @MainActor (LinkLookupProgress) -> AnyView

    var body: some View {
        let progress = LinkLookupProgress(lookup: lookup, root: root)
        content(progress)
            .accessibilityElement(children: .contain)
            .accessibilityAction(.escape) { progress.cancel() }
    }
}

#if os(macOS)
/// The link indicator over a presented layer, drawn while that layer is the one
/// ``AboveEverything/linkIndicatorLayer`` names: a macOS sheet is a window of its own over
/// the root view, which would hide the root view's indicator.
@MainActor
struct LinkIndicatorInLayer: View {
    let layer: LayerID
    let navigation: PlayedNavigation
    @Environment(\.linkLookupView) private var linkLookupView

    var body: some View {
        let above = navigation.aboveEverything(showingLinkIndicator: linkLookupView != nil)
        if above.linkIndicatorLayer == layer, let linkLookupView, let lookup = navigation.root.pendingLookup {
            LinkIndicatorView(lookup: lookup, root: navigation.root, content: linkLookupView)
                .transition(.opacity)
        }
    }
}
#endif

/// The adapter's own lookup indicator: a spinner, "Opening link…" and Cancel, in a capsule.
@MainActor
struct PlainLinkLookupBanner: View {
    let progress: LinkLookupProgress

    var body: some View {
        HStack(spacing: 12) {
            // A held link (`PendingLinkLookup.isHeld`) waits for the user, not for a lookup.
            if progress.lookup.isHeld {
                Text(NavigationText("A link opens when you finish", bundle: .coordinatorKitUI))
            } else {
                ProgressView()
                Text(NavigationText("Opening link…", bundle: .coordinatorKitUI))
            }
            Button {
                progress.cancel()
            } label: {
                Text(NavigationText("Cancel", bundle: .coordinatorKitUI))
            }
        }
        .padding(.horizontal, 16)
        .padding(.vertical, 10)
        .background(.regularMaterial, in: Capsule())
        .padding(.top, 8)
    }
}
#endif
