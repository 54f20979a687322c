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
    /// over the window's tabs and stacks; a sheet or cover on top of them hides it until
    /// it is dismissed. Without this modifier nothing is shown while a lookup runs.
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

/// Draws the app's lookup indicator over the content while the root waits for a lookup.
@MainActor
struct LinkLookupOverlay: ViewModifier {
    let root: RootCoordinator
    @Environment(\.linkLookupView) private var linkLookupView

    func body(content: Content) -> some View {
        content.overlay(alignment: .top) {
            if let linkLookupView, let lookup = root.pendingLookup {
                linkLookupView(LinkLookupProgress(lookup: lookup, root: root))
            }
        }
    }
}

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
