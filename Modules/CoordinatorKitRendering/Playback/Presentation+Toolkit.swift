import CoordinatorKit

extension Presentation {
    /// Whether the toolkit presents it (UIKit: a presented controller): any modal one but an
    /// overlay, which the renderer draws itself, above its layer; the transition player waits
    /// for the toolkit's own transitions of the first kind and for its own animations of the second.
    public var isPresentedByToolkit: Bool {
        switch self {
        case .sheet, .fullScreenCover, .bottomSheet, .popover, .formSheet: true
        case .push, .overlay: false
        }
    }

    /// The SwiftUI presentation a layer shown this way goes in, each attached to a view of
    /// its own over the layer below.
    ///
    /// A sheet and a full-screen cover attached to one view interfere: after a sheet was
    /// presented and dismissed there, a cover presented from the same view does not come up
    /// full screen (reported against SwiftUI's `sheet` and `fullScreenCover` in
    /// https://github.com/pointfreeco/swift-composable-architecture/issues/2413; no Apple page
    /// says two presentation modifiers may share a view). A renderer therefore gives every
    /// host its own view.
    package enum Host: Hashable, Sendable, CaseIterable {
        /// `sheet(item:onDismiss:content:)`: a sheet, a bottom sheet with its detents, a form sheet.
        case sheet
        /// `fullScreenCover(item:onDismiss:content:)` (a sheet on macOS, which has no cover).
        case fullScreenCover
        /// `popover(item:attachmentAnchor:arrowEdge:content:)`.
        case popover
        /// No toolkit presentation: the renderer draws the layer itself.
        case overlay
    }

    /// Where a layer shown this way is presented; `nil` for a push, which is no layer.
    package var host: Host? {
        switch self {
        case .sheet, .bottomSheet, .formSheet: .sheet
        case .fullScreenCover: .fullScreenCover
        case .popover: .popover
        case .overlay: .overlay
        case .push: nil
        }
    }
}

extension PresentationSize {
    /// The size of a popover whose presentation names none, following its screen: UIKit
    /// sizes a popover by its presented controller's `preferredContentSize`
    /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/preferredcontentsize),
    /// which for the navigation controller holding the layer is its screen's preferred size
    /// — a hosting controller whose `sizingOptions` include `.preferredContentSize` keeps
    /// that at its SwiftUI view's ideal size
    /// (https://developer.apple.com/documentation/swiftui/uihostingcontrollersizingoptions/preferredcontentsize)
    /// — with the navigation bar above it, rounded up to whole points.
    ///
    /// - Parameters:
    ///   - width: The screen's preferred width in points.
    ///   - height: The screen's preferred height in points.
    ///   - chrome: The navigation bar above the screen in points; 0 when it is hidden.
    /// - Returns: The popover's size, or `nil` while the screen states no size of its own
    ///   (a side not positive and finite): the system's size then.
    package static func following(width: Double, height: Double, chrome: Double) -> PresentationSize? {
        guard width.isFinite, height.isFinite, width > 0, height > 0 else { return nil }
        let bar = chrome.isFinite ? max(chrome, 0) : 0
        return PresentationSize(width: width.rounded(.up), height: (height + bar).rounded(.up))
    }
}
