#if canImport(UIKit) && os(iOS)
import UIKit
import os

/// The root of a UIKit app's navigation: shows the root coordinator's state in UIKit
/// containers and reports what the user does to them.
///
/// Each tab is a `UINavigationController` in a `UITabBarController` (or, for an app with a
/// single tab, the navigation controller alone, in this plain container, until a second
/// tab arrives); the tab set follows `arrangeTabs` at run time, every staying tab keeping
/// its navigation controller (``ContainerOperation/setTabs(_:more:)``); every modal
/// layer is a navigation controller presented over the one below it, and alerts are
/// presented last. All of it is presented from this controller, so sheets, covers,
/// overlays and custom alerts lie above the tab bar.
///
/// The controller decides nothing: a ``ContainerPlayer`` plans each
/// ``ContainerOperation`` from the displayed containers and the root's state, and the
/// controller executes it with UIKit's completion handlers — no timer of its own. A
/// presentation UIKit would refuse (a screen showing its own alert or share sheet) is
/// reported refused, and an operation whose completion never comes is ended by the
/// player's last resort on the core's scheduler, which reads what the containers show;
/// both are logged. What the user does (a back swipe, a sheet swiped down, a detent
/// dragged, a tab tapped, an alert answered) goes to the root as a write-back command,
/// `root.perform(.writeBack(_:))`.
///
/// Nothing is presented before the controller has appeared: the player starts from the
/// first `viewDidAppear(_:)`, once the controller's view is in a window ("notifies the view
/// controller that its view was added to a view hierarchy",
/// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidappear(_:));
/// changes of the root before then are played from there. The layers and alert of the
/// state the controller is made with — a restored one — are presented then without
/// animation, as the restoration is (`NavigationChange.isAnimated`).
///
/// ```swift
/// let controller = CoordinatorRootController(root: root, screens: .init(hosted: { entry in
///     UIHostingController(rootView: EntryView(entry, root: root))    // the SwiftUI adapter's view of a screen
/// }))
/// window.rootViewController = controller
/// ```
///
/// The adapters do not import each other: an app that hosts its modules' SwiftUI screens
/// imports `CoordinatorKitUI` too, for `EntryView`.
@MainActor
public final class CoordinatorRootController: UIViewController {
    /// How the controller makes what modules do not provide as UIKit controllers.
    public struct Screens {
        /// A controller hosting a screen's SwiftUI view (a `UIHostingController` of the
        /// SwiftUI adapter's `EntryView`), or `nil` for a placeholder naming the route. Asked
        /// only for screens that make no controller of their own (``ScreenControllerProviding``).
        public var hosted: @MainActor (EntryID) -> UIViewController?
        /// The controller of a custom alert (``AlertState/Style/custom(_:)``), presented
        /// over full screen; it calls the closure it is given with the chosen button's
        /// action, or `nil` when dismissed without an answer. `nil` shows the alert as a
        /// system alert.
        public var customAlert: @MainActor (AlertID, _ end: @escaping @MainActor (AlertState.Action?) -> Void) -> UIViewController?

        /// Creates the ways to make screens.
        ///
        /// - Parameters:
        ///   - hosted: Makes a controller hosting a screen's SwiftUI view.
        ///   - customAlert: Makes the controller of a custom alert.
        public init(
            hosted: @escaping @MainActor (EntryID) -> UIViewController? = { _ in nil },
            customAlert: @escaping @MainActor (AlertID, _ end: @escaping @MainActor (AlertState.Action?) -> Void)
                -> UIViewController? = { _, _ in nil }
        ) {
            self.hosted = hosted
            self.customAlert = customAlert
        }
    }

    /// The root coordinator shown.
    public let root: RootCoordinator
    /// The player planning the operations this controller executes.
    public let player: ContainerPlayer
    private var executor: ContainerExecutor?
    private var isStarted = false
    private var linkBanner: LinkLookupBanner?

    /// Whether a banner shows at the top of the window while a link waits for its lookup
    /// or is held until a screen that holds links has gone (``RootCoordinator/pendingLookup``):
    /// a spinner and "Opening link…", or "A link opens when you finish", with Cancel, in the
    /// app's language. Off by default, like the SwiftUI adapter's `linkLookupIndicator()`;
    /// set it before the controller's view loads. Presented sheets and covers lie above it.
    public var showsLinkLookupIndicator = false

    /// Called with every screen that appeared or disappeared, once UIKit has completed the
    /// operation that shows or hides it: what an app sends to its analytics as screen
    /// views (``SeenEvent``). The screens on display when the controller first appears are
    /// reported as appeared then; set it before the controller is on screen.
    public var onScreenSeen: (@MainActor (SeenEvent) -> Void)? {
        get { player.onSeen }
        set { player.onSeen = newValue }
    }

    /// Creates the root controller of `root`'s navigation.
    ///
    /// Restore the root's state (``SceneNavigation/restore(from:into:)``) before: the
    /// controller sets up the tabs and stacks of the state it is made with, then presents
    /// its layers and alert, without animation, once it is on screen.
    ///
    /// - Parameters:
    ///   - root: The root coordinator.
    ///   - screens: How to make screens and custom alerts that modules do not provide.
    public init(root: RootCoordinator, screens: Screens = Screens()) {
        self.root = root
        player = ContainerPlayer(following: root, scheduler: TaskTransitionScheduler())
        super.init(nibName: nil, bundle: nil)
        executor = ContainerExecutor(host: self, screens: screens)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        nil
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        executor?.setUp(player.displayed)
        player.perform = { [weak self] operation, animated, completion in
            guard let executor = self?.executor else { return completion(.refused) }
            executor.perform(operation, animated: animated) { outcome in
                if outcome == .refused { Self.log("Refused, tried again later", operation) }
                completion(outcome)
            }
        }
        player.readDisplayed = { [weak self] in
            guard let self, let executor else { return ContainerTree(selectedTab: nil, tabs: [], stacks: [:], presented: []) }
            return executor.readDisplayed(believed: player.displayed)
        }
        player.onOperation = { [weak self] _ in
            guard let self else { return }
            executor?.keepControllers(of: player.displayed)
            executor?.bindLeaveGuards()
        }
        // A mark set or cleared changes no container: bound from the state itself.
        root.observe { [weak self] event in
            if case .changed = event { self?.executor?.bindLeaveGuards() }
        }
        if showsLinkLookupIndicator { linkBanner = LinkLookupBanner(root: root, in: view) }
        player.onFallback = { operation in
            Self.log("No completion from UIKit within the fallback delay; went on from what the containers show", operation)
        }
    }

    public override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        // Presenting needs the controller in a window: the player plays nothing before
        // this first appearance, and the layers and alert of the state are presented from
        // here on.
        guard !isStarted else { return }
        isStarted = true
        player.start()
    }

    private static func log(_ what: String, _ operation: ContainerOperation) {
        let logger = Logger(subsystem: "CoordinatorKit", category: "uikit")
        logger.notice("\(what, privacy: .public): \(operation.description, privacy: .public)")
    }

    /// Embeds `child` edge to edge: the tab bar controller, or a single tab's stack.
    func embed(_ child: UIViewController) {
        addChild(child)
        child.view.frame = view.bounds
        child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(child.view)
        child.didMove(toParent: self)
    }
}
#endif
