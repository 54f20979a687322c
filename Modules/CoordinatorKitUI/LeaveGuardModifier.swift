#if canImport(SwiftUI)
import SwiftUI

/// While a screen asks before it leaves (``NavigationDisplay/leaveGuards``), the gestures
/// that would take it away behind the root's back are blocked; its back button reports the
/// user's back as ``NavigationCommand/goBack``, which the root holds and asks about. It binds
/// the displayed state; nothing is decided here.
///
/// - A sheet holding the screen cannot be swiped down: `interactiveDismissDisabled(_:)`
///   prevents "nonprogrammatic dismissal of the containing view hierarchy when presented in
///   a sheet" (https://developer.apple.com/documentation/swiftui/view/interactivedismissdisabled(_:)).
///   SwiftUI reports no attempt, so the swipe is only refused; the screen's own Cancel or
///   Done asks.
/// - A pushed screen hides the system back button, and with it the back swipe
///   (https://developer.apple.com/documentation/swiftui/view/navigationbarbackbuttonhidden(_:)),
///   and shows a back button of its own that reports the tap.
@MainActor
struct LeaveGuardModifier: ViewModifier {
    let entry: EntryID
    let isPushed: Bool
    let navigation: PlayedNavigation

    func body(content: Content) -> some View {
        let isGuarded = navigation.display.leaveGuards.contains(entry)
        content
            .interactiveDismissDisabled(isGuarded)
            #if os(iOS)
            .navigationBarBackButtonHidden(isGuarded && isPushed)
            .toolbar {
                if isGuarded && isPushed {
                    ToolbarItem(placement: .topBarLeading) {
                        Button {
                            try? navigation.root.perform(.goBack)
                        } label: {
                            Label {
                                Text(NavigationText("Back", bundle: .coordinatorKitUI))
                            } icon: {
                                Image(systemName: "chevron.backward")
                            }
                        }
                    }
                }
            }
            #endif
    }
}

@MainActor
extension View {
    /// Binds this screen to its leave guard; see ``LeaveGuardModifier``.
    func asksBeforeLeaving(_ entry: EntryID, isPushed: Bool, navigation: PlayedNavigation) -> some View {
        modifier(LeaveGuardModifier(entry: entry, isPushed: isPushed, navigation: navigation))
    }
}
#endif
