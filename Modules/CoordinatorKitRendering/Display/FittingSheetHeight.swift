import CoordinatorKit
/// The height of a fitting bottom sheet (`Detent.fitting(maximumHeight:)`), from what a
/// renderer measured of the sheet's first screen: the one rule both renderers size such a
/// sheet by.
///
/// A detent's height is "a height within the safe area of the sheet"
/// (https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/custom(identifier:resolver:)):
/// the sheet is its screen plus what is above the screen inside the sheet (the navigation
/// bar, ``chrome``), never the bottom safe-area inset, which the sheet adds below it.
///
/// - A screen that sizes to its content (a `VStack`) gives the sheet its content's height,
///   rounded up to whole points, plus one point of room to spare, so that a screen resting
///   in its sheet is never mistaken for one that fills it.
/// - A screen that takes all the room it is given (a `List`, a `Form`, a scroll view) has
///   no height of its own: whatever the sheet offers, it fills. Measured against the room
///   it was given (``room``), it is recognised, and its sheet rests at the limit, where its
///   list scrolls. Taking such a screen's height as its content's would feed the sheet's
///   height back into the measurement, and any error in the chrome would grow or shrink
///   the sheet at every pass.
/// - Until the screen is measured, the sheet rests at its limit rather than at nothing.
/// - A renderer that cannot measure a screen against a room (UIKit measures a screen's
///   ideal height, which for a table or collection view is no height at all) recognises a
///   screen that scrolls by what it is and sizes it with ``scrolling(chrome:limit:)``: the
///   same limit, where it scrolls.
///
/// ```swift
/// let fitting = FittingSheetHeight(content: 212.4, room: 389, chrome: 90, limit: 480)
/// fitting.height          // 304
/// fitting.screenScrolls   // false
/// ```
public struct FittingSheetHeight: Hashable, Sendable {
    /// The points a fitting screen's sheet leaves beyond its rounded height.
    static let spare = 1.0

    /// The first screen's measured height in points; 0 before it is measured.
    public let content: Double
    /// The room the sheet gives the screen now, below the chrome, in points; infinite when
    /// the screen was measured at its ideal height, whatever its sheet (UIKit's preferred
    /// content size).
    public let room: Double
    /// The height above the screen inside the sheet in points: the navigation bar.
    public let chrome: Double
    /// The most the sheet may take, in points: the detent's maximum height.
    public let limit: Double

    /// Creates the height of a sheet from measurements.
    ///
    /// - Parameters:
    ///   - content: The first screen's measured height in points; 0 before it is measured.
    ///   - room: The room the sheet gives the screen, in points; infinite (the default)
    ///     when the screen was measured at its ideal height.
    ///   - chrome: The navigation bar above the screen, in points; not the bottom
    ///     safe-area inset.
    ///   - limit: The detent's maximum height in points.
    public init(content: Double, room: Double = .infinity, chrome: Double, limit: Double) {
        self.content = content.isFinite ? max(content, 0) : 0
        self.room = room.isFinite && room > 0 ? room : .infinity
        self.chrome = chrome.isFinite ? max(chrome, 0) : 0
        self.limit = limit
    }

    /// The height of a sheet whose first screen scrolls — a table, a collection, a list — in
    /// a renderer that knows it by what it is: such a screen has no height of its own and
    /// takes whatever room the sheet gives it, so its sheet rests at the limit, where the
    /// screen scrolls.
    ///
    /// - Parameters:
    ///   - chrome: The navigation bar above the screen, in points.
    ///   - limit: The detent's maximum height in points.
    /// - Returns: A height measured as filling all the room under the chrome.
    public static func scrolling(chrome: Double, limit: Double) -> FittingSheetHeight {
        let room = limit - (chrome.isFinite ? max(chrome, 0) : 0)
        return FittingSheetHeight(content: room, room: room, chrome: chrome, limit: limit)
    }

    /// Whether the screen has been measured.
    public var isMeasured: Bool {
        content > 0
    }

    /// Whether the screen takes all the room the sheet gives it (within half a point): it
    /// has no height of its own, and its sheet rests at the limit.
    public var fillsItsRoom: Bool {
        isMeasured && room.isFinite && content >= room - 0.5
    }

    /// The sheet's height: the limit until the screen is measured and for a screen that
    /// fills its room; else the screen and chrome rounded up, plus a point, up to the limit.
    public var height: Double {
        guard isMeasured, !fillsItsRoom else { return limit }
        return min(fittedHeight, limit)
    }

    /// Whether the screen scrolls inside the sheet rather than the sheet growing: it needs
    /// more than the limit, or fills whatever room it is given. A drag on it should then
    /// scroll rather than resize the sheet.
    public var screenScrolls: Bool {
        isMeasured && (fillsItsRoom || fittedHeight > limit.rounded(.up))
    }

    private var fittedHeight: Double {
        (content + chrome).rounded(.up) + Self.spare
    }
}
