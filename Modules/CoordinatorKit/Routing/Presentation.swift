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
    /// Presented in a popover at the view the opening screen names `anchor`; compact: a sheet.
    // Tuned: Benchmarks/README.md#boxed-presentations
    indirect case popover(anchor: String, size: PresentationSize? = nil)
    /// Presented as a form sheet (`size` `nil`: the system's); compact: a sheet.
    indirect case formSheet(size: PresentationSize? = nil)

    /// Whether this presentation opens a new modal layer.
    public var isModal: Bool {
        if case .push = self { return false }
        return true
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
        case .popover(let anchor, let size): "popover(\(anchor)\(size.map { ", \($0.name)" } ?? ""))"
        case .formSheet(let size): "formSheet" + (size.map { "(\($0.name))" } ?? "")
        }
    }

    /// The size a popover or form sheet asks for; `nil` for the system's, or another kind.
    public var size: PresentationSize? {
        switch self { case .popover(_, let size), .formSheet(let size): size; default: nil }
    }
}

/// The size in points a popover or form sheet asks for.
public struct PresentationSize: Hashable, Codable, Sendable {
    /// The width in points.
    public var width: Double
    /// The height in points.
    public var height: Double
    /// A size of `width` by `height` points.
    public init(width: Double, height: Double) { (self.width, self.height) = (width, height) }
    /// A short name used in diagrams, logs and saved state: `320.0x400.0`.
    public var name: String { "\(width)x\(height)" }
    /// Whether saved state holds it: each side finite, positive and at most 10000 points.
    var isSavable: Bool { [width, height].allSatisfy { $0.isFinite && $0 > 0 && $0 <= 10_000 } }
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
