/// How a screen is put on screen.
///
/// A stack of ``NavigationEntry`` values describes pushes and modal layers in order:
/// every non-push entry opens a new layer, and later pushes land inside that layer.
public enum Presentation: Hashable, Codable, Sendable {
    /// Pushed onto the navigation stack of the layer below.
    case push
    /// Presented as a page sheet.
    case sheet
    /// Presented as a full-screen cover.
    case fullScreenCover
    /// Presented as a resizable bottom sheet that rests at the given detents.
    case bottomSheet(detents: [Detent])
    /// Drawn over everything below it, edge to edge, without a presentation container
    /// (a loading veil, a custom alert, an onboarding spotlight).
    case overlay

    /// Whether this presentation opens a new modal layer.
    public var isModal: Bool {
        if case .push = self { return false }
        return true
    }

    /// Whether the toolkit presents it (UIKit: a presented controller): a sheet, a bottom
    /// sheet or a full-screen cover. An overlay is drawn by the renderer itself, above its
    /// layer, and a push is no presentation; the transition player waits for the toolkit's
    /// own transitions of the first kind and for the renderer's animations of the second.
    public var isPresentedByToolkit: Bool {
        switch self {
        case .sheet, .fullScreenCover, .bottomSheet: true
        case .push, .overlay: false
        }
    }

    /// A short name used in diagrams, logs and the command-line front end.
    public var name: String {
        switch self {
        case .push: "push"
        case .sheet: "sheet"
        case .fullScreenCover: "fullScreenCover"
        case .bottomSheet(let detents):
            "bottomSheet(\(detents.map(\.name).joined(separator: ", ")))"
        case .overlay: "overlay"
        }
    }
}

/// A height at which a bottom sheet can rest.
public enum Detent: Hashable, Codable, Sendable {
    /// About half the screen.
    case medium
    /// The full height available to a sheet.
    case large
    /// A fraction of the available height, between 0 and 1.
    case fraction(Double)
    /// A fixed height in points.
    case height(Double)
    /// The height of the sheet's content, as the UI measures it, up to `maximumHeight`
    /// points; content taller than that scrolls inside the sheet.
    case fitting(maximumHeight: Double)

    /// A short name used in diagrams and logs.
    public var name: String {
        switch self {
        case .medium: "medium"
        case .large: "large"
        case .fraction(let value): "fraction(\(value))"
        case .height(let value): "height(\(value))"
        case .fitting(let maximumHeight): "fitting(≤\(maximumHeight))"
        }
    }
}
