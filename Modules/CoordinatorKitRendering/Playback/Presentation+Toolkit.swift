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
}
