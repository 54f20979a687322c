#if canImport(SwiftUI)
import Observation
import SwiftUI

/// Where the views screens name as popover anchors are, in the window: what a popover
/// layer points at (``Presentation/popover(anchor:size:)``).
///
/// An object the marked views write to and the presenting layer reads, rather than an
/// anchor preference: a preference set inside a `NavigationStack`'s content is not promised
/// to reach views outside the stack, where the layers above a tab are presented. Frames are
/// global, and the presenting view converts them into its own space.
@MainActor
@Observable
final class NavigationAnchors {
    /// Each marked view's frame in the window, by its anchor name.
    private(set) var frames: [String: CGRect] = [:]

    /// Records where the view named `name` is; `nil` when it has gone.
    func record(_ frame: CGRect?, for name: String) {
        if frames[name] != frame { frames[name] = frame }
    }

    /// Where a popover presented over a view whose frame in the window is `host` points:
    /// the view its anchor names, in the host's space; without one, the host's centre.
    func attachment(of presentation: Presentation?, in host: CGRect) -> PopoverAttachmentAnchor {
        guard case .popover(let name, _)? = presentation, let frame = frames[name] else { return .point(.center) }
        return .rect(.rect(frame.offsetBy(dx: -host.minX, dy: -host.minY)))
    }
}

/// The anchors of the navigation a view is part of.
struct NavigationAnchorsKey: EnvironmentKey {
    static var defaultValue: NavigationAnchors? { nil }
}

extension EnvironmentValues {
    /// The anchors of the navigation this view is part of; `nil` outside a
    /// `CoordinatorRootView`.
    var navigationAnchors: NavigationAnchors? {
        get { self[NavigationAnchorsKey.self] }
        set { self[NavigationAnchorsKey.self] = newValue }
    }
}

/// Records the frame of the view it modifies under an anchor name.
@MainActor
struct NavigationAnchorModifier: ViewModifier {
    let name: String
    @Environment(\.navigationAnchors) private var anchors

    func body(content: Content) -> some View {
        content
            // iOS 17 has no `onGeometryChange`: a background geometry reader measures.
            .background {
                GeometryReader { proxy in
                    Color.clear.preference(key: FrameKey.self, value: proxy.frame(in: .global))
                }
            }
            .onPreferenceChange(FrameKey.self) { frame in
                anchors?.record(frame, for: name)
            }
            .onDisappear {
                anchors?.record(nil, for: name)
            }
    }

    private struct FrameKey: PreferenceKey {
        static var defaultValue: CGRect { .zero }
        static func reduce(value: inout CGRect, nextValue: () -> CGRect) { value = nextValue() }
    }
}

@MainActor
extension View {
    /// Names this view as the place a popover the screen opens points at: a route shown
    /// as ``Presentation/popover(anchor:size:)`` with the same `anchor` comes out of it.
    ///
    /// ```swift
    /// Button("Avoid allergens…") { model.chooseAllergensToAvoid() }
    ///     .navigationAnchor(Allergen.pickerAnchor)
    /// ```
    ///
    /// The popover is SwiftUI's `popover(item:attachmentAnchor:arrowEdge:content:)`
    /// attached at this view's frame
    /// (https://developer.apple.com/documentation/swiftui/view/popover(item:attachmentanchor:arrowedge:content:));
    /// in compact width it is a sheet
    /// (https://developer.apple.com/documentation/swiftui/view/presentationcompactadaptation(horizontal:vertical:)).
    /// A popover whose anchor no view on screen names points at the centre of the screen
    /// that presents it. UIKit's renderer finds the anchor by `accessibilityIdentifier`
    /// instead.
    ///
    /// - Parameter name: The anchor's name, as the presentation gives it.
    /// - Returns: The view, recording where it is.
    public func navigationAnchor(_ name: String) -> some View {
        modifier(NavigationAnchorModifier(name: name))
    }
}
#endif
