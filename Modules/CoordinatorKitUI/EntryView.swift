#if canImport(SwiftUI)
import SwiftUI

/// One screen: its module's view for the screen the root keeps for the entry, found
/// through the module's registration (``ModuleViews``); a module without views shows a
/// placeholder naming the route, so an app can adopt views module by module.
@MainActor
struct EntryView: View {
    let entry: EntryID
    let root: RootCoordinator
    @State private var kept = KeptScreenView()

    var body: some View {
        if let views = root.registry.module(withID: entry.route.module)?.registration as? any ModuleViews {
            kept.view(of: views, for: entry, root: root)
        } else {
            ScreenPlaceholder(entry: entry)
        }
    }
}

/// The last view rendered for an entry, shown while the entry is leaving: the root lets go
/// of an entry's screen when its state does, before the dismissal animation has ended.
@MainActor
final class KeptScreenView {
    private var last: AnyView?

    /// The module's view of the entry's screen, typed by the module: opens the existential
    /// so that the screen comes as `M.Coordinator.Screen`, with no cast in a view.
    func view<M: ModuleViews>(of module: M, for entry: EntryID, root: RootCoordinator) -> AnyView {
        if let screen = root.screen(for: entry, of: M.self) {
            let view = AnyView(module.view(for: screen))
            last = view
            return view
        }
        return last ?? AnyView(EmptyView())
    }
}

/// What a screen of a module without ``ModuleViews`` shows: its route.
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
