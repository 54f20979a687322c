#if canImport(SwiftUI)
import SwiftUI

/// One entry's screen as SwiftUI draws it: the view of the screen the root keeps for the
/// entry (``ScreenViewProviding``), or, for a screen that names no view, a placeholder
/// naming its route — so an app can adopt views screen by screen.
///
/// ``CoordinatorRootView`` draws every entry with it. An app that shows its modules'
/// SwiftUI screens in UIKit hosts it in a `UIHostingController` (the UIKit adapter's
/// `CoordinatorRootController.Screens.hosted`).
@MainActor
public struct EntryView: View {
    private let entry: EntryID
    private let root: RootCoordinator
    @State private var kept = KeptScreenView()

    /// Creates the view of an entry's screen.
    ///
    /// - Parameters:
    ///   - entry: The entry whose screen to draw.
    ///   - root: The root coordinator whose state holds the entry.
    public init(_ entry: EntryID, root: RootCoordinator) {
        self.entry = entry
        self.root = root
    }

    /// The screen's view, the last one drawn while the entry leaves, or a placeholder.
    public var body: some View {
        kept.view(for: entry, root: root) ?? AnyView(ScreenPlaceholder(entry: entry))
    }
}

/// The last view drawn for an entry, shown while the entry is leaving: the root lets go of
/// an entry's screen when its state does, before the dismissal animation has ended.
@MainActor
final class KeptScreenView {
    private var last: AnyView?

    /// The view of the entry's screen; the last one while the entry is gone; `nil` for a
    /// screen that names no view.
    func view(for entry: EntryID, root: RootCoordinator) -> AnyView? {
        guard let screen = root.anyScreen(for: entry) else { return last ?? AnyView(EmptyView()) }
        guard let provided = screen as? any ScreenViewProviding else { return nil }
        let view = Self.drawn(provided)
        last = view
        return view
    }

    private static func drawn<S: ScreenViewProviding>(_ screen: S) -> AnyView {
        AnyView(screen.screenView)
    }
}

/// What a screen that names no view shows: its route.
struct ScreenPlaceholder: View {
    let entry: EntryID

    var body: some View {
        VStack(spacing: 8) {
            Image(systemName: "square.dashed")
                .font(.largeTitle)
            Text(verbatim: entry.route.description)
                .font(.headline)
            Text(NavigationText("No view for this screen yet", bundle: .coordinatorKitUI))
                .font(.footnote)
                .foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}
#endif
