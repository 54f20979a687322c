/// The height of a fitting bottom sheet (``Detent/fitting(maximumHeight:)``), from what the
/// renderer measured of the sheet's first screen.
///
/// The renderer measures the first screen as laid out inside the layer's navigation stack,
/// never wrapped in a scroll view (a `List` or `Form` inside one collapses to nothing): the
/// screen's own height, and the chrome around it (navigation bar, safe-area insets). A
/// screen that sizes to its content (a `VStack`) gives its content's height; a screen that
/// takes the room it is offered (a `List`, a `Form`) gives the room it has, so its sheet
/// rests at the limit and the list scrolls past it itself.
///
/// ```swift
/// let fitting = FittingSheetHeight(content: 212.4, chrome: 90, limit: 480)
/// fitting.height         // 303
/// fitting.exceedsLimit   // false
/// ```
public struct FittingSheetHeight: Hashable, Sendable {
    /// The first screen's measured height in points; 0 before it is measured.
    public let content: Double
    /// The height around the screen in points: navigation bar and safe-area insets.
    public let chrome: Double
    /// The most the sheet may take, in points: the detent's maximum height.
    public let limit: Double

    /// Creates the height of a sheet from measurements.
    ///
    /// - Parameters:
    ///   - content: The first screen's measured height in points; 0 before it is measured.
    ///   - chrome: The navigation bar and safe-area insets around it, in points.
    ///   - limit: The detent's maximum height in points.
    public init(content: Double, chrome: Double, limit: Double) {
        self.content = content.isFinite ? max(content, 0) : 0
        self.chrome = chrome.isFinite ? max(chrome, 0) : 0
        self.limit = limit
    }

    /// Whether the screen has been measured.
    public var isMeasured: Bool {
        content > 0
    }

    /// The sheet's height: screen and chrome, up to the limit, rounded up to whole points
    /// (so that sub-point changes of a measurement do not move the sheet); the limit until
    /// the screen is measured.
    public var height: Double {
        guard isMeasured else { return limit }
        return min((content + chrome).rounded(.up), limit)
    }

    /// Whether the screen needs more than the limit: it then scrolls inside the sheet, by
    /// its own list or scroll view, and a drag on it should scroll rather than resize.
    public var exceedsLimit: Bool {
        isMeasured && (content + chrome).rounded(.up) > limit.rounded(.up)
    }
}
