#if canImport(SwiftUI)
import SwiftUI

/// One presented layer: its stack (``LayerStackView``), and over it its alert, its
/// observer and the layer presented above it (recursively, one view per layer).
///
/// A tab's base layer is drawn as a stack alone, inside the layout's container; what it
/// presents is presented from outside that container (``SelectedTabPresentations``), so
/// that a layout switch leaves sheets and alerts up.
@MainActor
struct LayerView: View {
    let layer: LayerModel
    let navigation: PlayedNavigation

    var body: some View {
        LayerStackView(layer: layer, navigation: navigation)
            .presentsOver(layer, navigation: navigation)
    }
}

/// A layer's `NavigationStack` over the layer's path, with a bottom sheet's detents and a
/// macOS sheet's size.
///
/// The stack owns its path (``StackPathSync`` in `@State`): it follows the displayed
/// path, and a path the user shortened (back swipe, back button) is written back as
/// ``WriteBack/path(_:of:)`` after SwiftUI's update — never from inside the stack's own
/// binding — and put back when the root ignores it.
@MainActor
struct LayerStackView: View {
    let layer: LayerModel
    let navigation: PlayedNavigation
    @State private var stack: StackPathSync
    @State private var fitting = FittingMeasurement()

    init(layer: LayerModel, navigation: PlayedNavigation) {
        self.layer = layer
        self.navigation = navigation
        _stack = State(initialValue: StackPathSync(layer: layer.id, displayed: layer.path))
    }

    var body: some View {
        let root = navigation.root
        NavigationStack(path: $stack.path) {
            EntryView(layer.root, root: root)
                .measuresFittingSheet(layer.fittingHeightLimit, into: fitting)
                .sheetChrome(of: layer, root: root)
                .asksBeforeLeaving(layer.root, isPushed: false, navigation: navigation)
                .navigationDestination(for: EntryID.self) { entry in
                    EntryView(entry, root: root)
                        .sheetChrome(of: layer, root: root)
                        .asksBeforeLeaving(entry, isPushed: true, navigation: navigation)
                        .tabBarHidden(entry.hidesTabBar(onTabStack: layer.presentation == nil ? [layer.root] + layer.path : nil))
                }
        }
        .measuresFittingStack(layer.fittingHeightLimit, into: fitting)
        .syncsPath($stack, of: layer, root: root)
        .bottomSheetDetents(of: layer, fitting: fitting, root: root)
        .sheetSize(of: layer)
    }
}

/// What the selected tab's base layer shows over the layout: its alert, its observer and
/// the layer presented above it, applied outside the layout's switched container.
///
/// The `.automatic` layout switches between a tab bar and a sidebar when the window's
/// horizontal size class changes (rotating a large iPhone, resizing an iPad window); SwiftUI
/// makes the views of the other container anew. Presenting from here, where the view's
/// identity does not depend on the container, keeps the sheets, covers and alerts up, and
/// the screens inside them keep their state; only the base stacks are drawn again.
@MainActor
struct SelectedTabPresentations: ViewModifier {
    let navigation: PlayedNavigation

    func body(content: Content) -> some View {
        content.presentsOver(navigation.display.selectedTabModel?.baseLayer, navigation: navigation)
    }
}

@MainActor
extension View {
    /// Shows over this view `layer`'s alert and the layer presented above it, and observes
    /// the layer; nothing for `nil`.
    func presentsOver(_ layer: LayerModel?, navigation: PlayedNavigation) -> some View {
        showsAlert(layer?.alert, navigation: navigation)
            .observesLayer(layer, navigation: navigation)
            .presents(layer?.presented, navigation: navigation)
    }

    /// Keeps a stack's owned path with `layer`'s displayed path: follows it when a batch
    /// plays, and writes back a path the user shortened (``StackPathSync``).
    func syncsPath(_ stack: Binding<StackPathSync>, of layer: LayerModel, root: RootCoordinator) -> some View {
        onChange(of: layer.path) { _, displayed in
            stack.wrappedValue.show(displayed)
        }
        .onChange(of: stack.wrappedValue.path) {
            stack.wrappedValue.stackDidChange(writingBack: { root.writeBack($0) }, displayed: { layer.path })
        }
    }
}
#endif
