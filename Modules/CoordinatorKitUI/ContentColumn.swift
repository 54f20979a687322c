#if canImport(SwiftUI)
import SwiftUI

/// The content column of a tab that asks for one (``TabDescriptor/showsContentColumn``):
/// the tab's root screen, a list whose choice the detail column shows.
///
/// Its taps go through the module's coordinator like any other; a coordinator that
/// replaces the detail (pops to the root, then shows the item, as one change) gets the
/// detail column showing the new item alone.
@MainActor
struct ContentColumnRoot: View {
    let layer: LayerModel
    let navigation: PlayedNavigation

    var body: some View {
        EntryView(layer.root, root: navigation.root)
            .asksBeforeLeaving(layer.root, isPushed: false, navigation: navigation)
    }
}

/// The detail column beside a content column: a `NavigationStack` of the screens above the
/// tab's root, the first as the stack's root and the rest as its path; a placeholder when
/// the tab shows its root alone.
///
/// The tab's whole path is owned here as in a tab's stack (``StackPathSync`` in `@State`,
/// as ``LayerStackView`` keeps it): the stack's path is the owned path without its first
/// screen, so a back swipe in the detail writes back the tab's path shortened the same way
/// (``WriteBack/path(_:of:)``), and the displayed path is followed when a batch plays.
@MainActor
struct ContentColumnDetail: View {
    let layer: LayerModel
    let navigation: PlayedNavigation
    @State private var stack: StackPathSync

    init(layer: LayerModel, navigation: PlayedNavigation) {
        self.layer = layer
        self.navigation = navigation
        _stack = State(initialValue: StackPathSync(layer: layer.id, displayed: layer.path))
    }

    var body: some View {
        let root = navigation.root
        NavigationStack(path: abovePath) {
            Group {
                if let first = stack.path.first {
                    EntryView(first, root: root)
                        .asksBeforeLeaving(first, isPushed: true, navigation: navigation)
                        // Another item chosen in the content column: its screen afresh.
                        .id(first)
                } else {
                    Image(systemName: "square.split.2x1")
                        .font(.largeTitle)
                        .foregroundStyle(.tertiary)
                }
            }
            .navigationDestination(for: EntryID.self) { entry in
                EntryView(entry, root: root)
                    .asksBeforeLeaving(entry, isPushed: true, navigation: navigation)
            }
        }
        .syncsPath($stack, of: layer, root: root)
    }

    /// The detail stack's path: the tab's path without the screen at the stack's root.
    private var abovePath: Binding<[EntryID]> {
        Binding(
            get: { Array(stack.path.dropFirst()) },
            set: { above in stack.path = Array(stack.path.prefix(1)) + above })
    }
}
#endif
