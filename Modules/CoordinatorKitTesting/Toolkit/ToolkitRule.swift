/// A rule of UIKit and SwiftUI presentations that ``ToolkitModel`` enforces or acts out,
/// with the Apple documentation page it comes from.
///
/// The rules are what no test on Linux can observe and what a renderer must respect on a
/// device; the model makes them executable so that the player, its batches and their
/// completion are tested against them. The core's article "How changes are played" lists them.
public enum ToolkitRule: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// A controller presents one controller at a time: presenting from a controller that
    /// is already presenting is refused ("already presenting").
    case onePresentationPerPresenter
    /// A controller that is being presented or dismissed, or whose presented controller is
    /// still coming or going, cannot present.
    case noPresentationDuringTransition
    /// A controller that is still being presented cannot be dismissed.
    case noDismissalDuringPresentation
    /// A presentation is up, and its completion runs, only when its transition has ended.
    case presentationEndsWithItsTransition
    /// Dismissing a presented controller takes every controller presented above it; only
    /// the top one animates out.
    case dismissalTakesEverythingAbove
    /// An alert or confirmation dialog is a presented controller like any other.
    case alertIsAPresentation
    /// A full-screen presentation removes the presenter's view once it has ended, and puts
    /// it back when it is dismissed: the presenter's content disappears and appears again
    /// without leaving.
    case fullScreenRemovesThePresentersView
    /// A popover or form sheet is a presented controller like a sheet: in compact width it
    /// is shown as one, and in no size class does it remove the presenter's view.
    case popoverAndFormSheetAreSheets
    /// `onAppear` runs before the first frame of the view: for presented content, as its
    /// presentation starts, not when it has ended.
    case onAppearRunsBeforeTheFirstFrame
    /// An animation completion whose transaction animated nothing runs at once.
    case emptyAnimationCompletesAtOnce
    /// A sheet's item changing to another value dismisses the sheet and presents a new one.
    case changedItemReplacesTheSheet
    /// A navigation controller runs one push or pop transition at a time: a stack changed
    /// while its transition coordinator is still running is not shown as asked.
    case oneNavigationTransitionAtATime
    /// A controller pushed onto a navigation stack must not be on it already (UIKit
    /// throws an exception).
    case pushedControllerIsNotOnTheStack
    /// The controller a navigation controller pops to must be on its stack.
    case poppedToControllerIsOnTheStack
    /// A screen's own presentation — a SwiftUI alert, a share sheet, a photo picker, a
    /// date picker's popover — is presented by the controller presenting the screen's
    /// container (UIKit forwards a presentation up the hierarchy), which then presents
    /// nothing else until it is gone. The renderer does not own it, and no navigation
    /// state shows it.
    case foreignPresentationBlocksThePresenter
    /// A presentation or dismissal UIKit refuses is not performed, and its completion
    /// never runs.
    case refusedPresentationNeverCompletes
    /// A sheet holding a screen that asks before it leaves cannot be swiped down: the
    /// renderer sets `isModalInPresentation` (SwiftUI: `interactiveDismissDisabled`), UIKit
    /// refuses the swipe and reports the attempt.
    case guardedSheetCannotBeSwipedDown
    /// A pushed screen that asks before it leaves cannot be swiped back: the renderer turns
    /// off the stack's interactive pop gesture (SwiftUI: hides the back button, and with it
    /// the swipe) and reports its own back button's tap.
    case guardedPushedScreenCannotBeSwipedBack

    // What is drawn above presentations, and system alerts' animation (issue 47).
    /// A controller presented in a window is drawn above every view of that window — its
    /// root view and whatever a renderer adds to it — and a layer's view is under the
    /// layers presented over it; only a window of a higher level is drawn above them all
    /// (``ToolkitModel/isSeen(at:)``).
    case onlyAWindowAboveIsOverPresentations
    /// A system alert the renderer presents itself (`UIAlertController`) comes and goes
    /// with the animation its own `present` or `dismiss` call asks for: the SwiftUI
    /// transaction that takes the animation out of an unanimated change's sheets and
    /// covers does not reach it
    /// (``ToolkitModel/render(_:animated:alertsAnimated:animationCompletion:)``).
    case systemAlertAnimatesAsItsCallAsks
    // The tab bar (issue 47, `ToolkitModel+TabBar.swift`).
    /// A tab bar shows at most its `TabBarCapacity` of items: handed more, UIKit shows the
    /// first four and its own More item, whose navigation controller takes the stacks of
    /// the tabs past them, and SwiftUI's `TabView` does the same with no selection for it.
    /// The renderers draw a More item of their own (`TabBarOverflow`); handing the tab bar
    /// more items than its capacity is a violation.
    case tabBarShowsAtMostItsCapacity
    /// The tab bar above a screen that hides it: UIKit reads `hidesBottomBarWhenPushed` on
    /// the topmost controller, and, as reported in the field, keeps the bar hidden for the
    /// controllers pushed above one that hid it; SwiftUI reads `toolbar(.hidden, for: .tabBar)`
    /// on the top screen only. A renderer must bind values that give one visibility under
    /// both readings: the bar hidden above a screen that hides it.
    case tabBarStaysHiddenAboveAScreenThatHidesIt
    // What a player that recovers relies on: refusals, retries, beginnings (issue 47).

    /// A controller whose navigation stack is pushing or popping (its transition coordinator
    /// running) presents nothing meanwhile: UIKit refuses the presentation. SwiftUI reports
    /// no end of a push or pop, so a SwiftUI renderer meets it as a presentation that never
    /// begins.
    case noPresentationDuringNavigationTransition
    /// SwiftUI presents a sheet when its item changes: a presentation UIKit refused is not
    /// tried again while the item stays the same, and is presented again only when the
    /// item goes `nil` in one update and comes back in a later one — one update draws the
    /// state as it is then, not the values it passed through.
    case refusedPresentationIsRetriedWhenItsItemComesBack
    /// A presentation begins when UIKit calls the presented controller's `viewWillAppear(_:)`
    /// while it is being presented, which may come well after the update that asked for it
    /// (a slow launch), and ends at its `viewDidAppear(_:)`; one that never begins was refused.
    case presentationBeginsBeforeItEnds
    /// A controller whose view is not in a window presents nothing: a window's
    /// presentations start once its first frame is up, which its views' `viewDidAppear(_:)`
    /// reports.
    case presentingNeedsAWindow

    /// The Apple documentation page the rule comes from.
    public var source: String {
        switch self {
        case .onePresentationPerPresenter, .presentationEndsWithItsTransition:
            "https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)"
        case .noPresentationDuringTransition:
            "https://developer.apple.com/documentation/uikit/uiviewcontroller/isbeingpresented"
        case .noDismissalDuringPresentation:
            "https://developer.apple.com/documentation/uikit/uiviewcontroller/isbeingdismissed"
        case .dismissalTakesEverythingAbove:
            "https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:)"
        case .alertIsAPresentation:
            "https://developer.apple.com/documentation/uikit/uialertcontroller"
        case .fullScreenRemovesThePresentersView:
            "https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/fullscreen"
        case .popoverAndFormSheetAreSheets:
            "https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/popover"
        case .onAppearRunsBeforeTheFirstFrame:
            "https://developer.apple.com/documentation/swiftui/view/onappear(perform:)"
        case .emptyAnimationCompletesAtOnce:
            "https://developer.apple.com/documentation/swiftui/transaction/addanimationcompletion(criteria:_:)"
        case .changedItemReplacesTheSheet:
            "https://developer.apple.com/documentation/swiftui/view/sheet(item:ondismiss:content:)"
        case .oneNavigationTransitionAtATime:
            "https://developer.apple.com/documentation/uikit/uiviewcontroller/transitioncoordinator"
        case .pushedControllerIsNotOnTheStack:
            "https://developer.apple.com/documentation/uikit/uinavigationcontroller/pushviewcontroller(_:animated:)"
        case .poppedToControllerIsOnTheStack:
            "https://developer.apple.com/documentation/uikit/uinavigationcontroller/poptoviewcontroller(_:animated:)"
        case .foreignPresentationBlocksThePresenter:
            "https://developer.apple.com/documentation/uikit/uiviewcontroller/presentedviewcontroller"
        case .refusedPresentationNeverCompletes:
            "https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)"
        case .guardedSheetCannotBeSwipedDown:
            "https://developer.apple.com/documentation/uikit/uiviewcontroller/ismodalinpresentation"
        case .guardedPushedScreenCannotBeSwipedBack:
            "https://developer.apple.com/documentation/uikit/uinavigationcontroller/interactivepopgesturerecognizer"
        case .onlyAWindowAboveIsOverPresentations:
            "https://developer.apple.com/documentation/uikit/uiwindow/level"
        case .systemAlertAnimatesAsItsCallAsks:
            "https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)"
        case .tabBarShowsAtMostItsCapacity:
            "https://developer.apple.com/documentation/uikit/uitabbarcontroller/viewcontrollers"
        case .tabBarStaysHiddenAboveAScreenThatHidesIt:
            "https://developer.apple.com/documentation/uikit/uiviewcontroller/hidesbottombarwhenpushed"
        case .noPresentationDuringNavigationTransition:
            "https://developer.apple.com/documentation/uikit/uiviewcontroller/transitioncoordinator"
        case .refusedPresentationIsRetriedWhenItsItemComesBack:
            "https://developer.apple.com/documentation/swiftui/view/sheet(item:ondismiss:content:)"
        case .presentationBeginsBeforeItEnds:
            "https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwillappear(_:)"
        case .presentingNeedsAWindow:
            "https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidappear(_:)"
        }
    }

    /// The rule's name.
    public var description: String { rawValue }
}

/// A rule broken: what was attempted, when, and which rule refused it.
public struct ToolkitViolation: Hashable, Sendable, CustomStringConvertible {
    /// The rule broken.
    public let rule: ToolkitRule
    /// What was attempted.
    public let attempt: String
    /// When, on the model's clock.
    public let time: Duration

    /// The violation as text, for test failures.
    public var description: String {
        "at \(time): \(attempt) breaks \(rule) (\(rule.source))"
    }
}
