#if canImport(SwiftUI)
import Observation
import SwiftUI

/// What a fitting bottom sheet's first screen measured, inside the layer's navigation
/// stack; the layer's detents read it (``BottomSheetModifier``).
///
/// An object shared by the measuring screen and the sheet's detents rather than a
/// preference: a preference set inside a `NavigationStack`'s content is not promised to
/// reach views outside the stack.
///
/// Every value is a frame, none a safe-area reading (a `GeometryProxy`'s `safeAreaInsets`
/// may read 0 inside a stack's content): the screen's height, the height of the room the
/// stack gives it, and the top edges of that room and of the stack, whose distance is
/// what sits above the screen inside the sheet — the navigation bar.
@MainActor
@Observable
final class FittingMeasurement {
    /// The first screen's height, in points; 0 before it is measured.
    var content: CGFloat = 0
    /// The room the stack gives the first screen, below the navigation bar, in points.
    var room: CGFloat = 0
    /// The top edge of that room in the window, in points.
    var roomTop: CGFloat = 0
    /// The top edge of the layer's navigation stack in the window, in points.
    var stackTop: CGFloat = 0

    /// The sheet's height for a fitting detent limited to `limit` points, by the core's
    /// rule (``FittingSheetHeight``): a screen that fills its room (a `List`) rests at the
    /// limit, whatever the chrome reads.
    func height(limit: Double) -> FittingSheetHeight {
        FittingSheetHeight(
            content: Double(content), room: Double(room), chrome: Double(roomTop - stackTop), limit: limit)
    }
}

/// Measures a fitting bottom sheet's first screen where it is shown: inside the layer's
/// navigation stack, never wrapped in a scroll view (in which a `List` or `Form` collapses
/// to nothing).
///
/// The screen keeps its own layout: a screen that sizes to its content (a `VStack`) gives
/// its content's height; one that takes the room it is offered (a `List`, a `Form`) fills
/// the room, which the core's rule recognises, so its sheet rests at the limit and the
/// list scrolls past it itself. The chrome is the distance from the stack's top to the
/// room's: a detent's height is "a height within the safe area of the sheet", without its
/// bottom inset
/// (https://developer.apple.com/documentation/uikit/uisheetpresentationcontrollerdetent/customdetentwithidentifier:resolver:).
/// iOS 17 has no `onGeometryChange`: background geometry readers measure.
@MainActor
struct FittingContentModifier: ViewModifier {
    let measurement: FittingMeasurement

    func body(content: Content) -> some View {
        content
            .background {
                GeometryReader { proxy in
                    Color.clear.preference(key: ScreenHeightKey.self, value: proxy.size.height)
                }
            }
            // The room the stack gives the screen, below the navigation bar.
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background {
                GeometryReader { proxy in
                    Color.clear.preference(
                        key: RoomKey.self, value: Room(height: proxy.size.height, top: proxy.frame(in: .global).minY))
                }
            }
            .onPreferenceChange(ScreenHeightKey.self) { height in
                if measurement.content != height { measurement.content = height }
            }
            .onPreferenceChange(RoomKey.self) { room in
                if measurement.room != room.height { measurement.room = room.height }
                if measurement.roomTop != room.top { measurement.roomTop = room.top }
            }
    }

    private struct ScreenHeightKey: PreferenceKey {
        static var defaultValue: CGFloat { 0 }
        static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
    }

    private struct Room: Equatable {
        var height: CGFloat
        var top: CGFloat
    }

    private struct RoomKey: PreferenceKey {
        static var defaultValue: Room { Room(height: 0, top: 0) }
        static func reduce(value: inout Room, nextValue: () -> Room) { value = nextValue() }
    }
}

/// Measures where a fitting sheet's navigation stack starts, for the chrome above its
/// first screen.
@MainActor
struct FittingStackModifier: ViewModifier {
    let measurement: FittingMeasurement

    func body(content: Content) -> some View {
        content
            .background {
                GeometryReader { proxy in
                    Color.clear.preference(key: StackTopKey.self, value: proxy.frame(in: .global).minY)
                }
            }
            .onPreferenceChange(StackTopKey.self) { top in
                if measurement.stackTop != top { measurement.stackTop = top }
            }
    }

    private struct StackTopKey: PreferenceKey {
        static var defaultValue: CGFloat { 0 }
        static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = nextValue() }
    }
}

@MainActor
extension View {
    /// Measures this screen into `measurement` for a fitting bottom sheet limited to
    /// `limit` points; with no limit, the screen is left as it is.
    @ViewBuilder
    func measuresFittingSheet(_ limit: Double?, into measurement: FittingMeasurement) -> some View {
        if limit != nil {
            modifier(FittingContentModifier(measurement: measurement))
        } else {
            self
        }
    }

    /// Measures where this navigation stack starts into `measurement`, for a fitting bottom
    /// sheet limited to `limit` points; with no limit, the stack is left as it is.
    @ViewBuilder
    func measuresFittingStack(_ limit: Double?, into measurement: FittingMeasurement) -> some View {
        if limit != nil {
            modifier(FittingStackModifier(measurement: measurement))
        } else {
            self
        }
    }
}
#endif
