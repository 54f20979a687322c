/// One screen in a tab's stack: a module-tagged route, how it is presented, and the
/// alert or dialog it is showing, if any.
///
/// An alert belongs to the entry that showed it: when the entry is popped, dismissed or
/// covered by a new layer, its alert goes with it.
public struct NavigationEntry: Hashable, Sendable, CustomStringConvertible {
    /// The screen's route.
    public var route: AnyRoute
    /// How the screen is presented. For a tab's root entry this is always ``Presentation/push``
    /// and means nothing: the root is not presented.
    public var presentation: Presentation
    /// The alert, confirmation dialog or custom alert the screen is showing.
    public var alert: AlertState? {
        get { alertBox?.value }
        set { alertBox = newValue.map(Boxed.init) }
    }
    /// Its object identity tells one showing of an alert from another (``AlertID``).
    package var alertBox: Boxed<AlertState>? {
        get { extras?.alert }
        set { extras = EntryExtras.make(alert: newValue, flow: extras?.flow) }
    }
    // Tuned: Benchmarks/README.md#entry-extras-box
    private var extras: EntryExtras?
    /// Which of the sheet's detents it was dragged to (``selectedDetent``).
    // Tuned: Benchmarks/README.md#detent-index (a plain number rather than a boxed detent)
    var detentIndex: UInt8 = 0
    /// The flow awaited from the layer this entry opens, if a coordinator awaits a result
    /// from it (<doc:FlowsThatReturnResults>).
    public package(set) var awaitedFlow: AwaitedFlow? {
        get { extras?.flow }
        set { extras = EntryExtras.make(alert: extras?.alert, flow: newValue) }
    }

    /// Creates an entry.
    public init(route: AnyRoute, presentation: Presentation, alert: AlertState? = nil) {
        self.route = route
        self.presentation = presentation
        self.alertBox = alert.map(Boxed.init)
    }

    /// No optional alert to build and destroy on the paths every link takes.
    init(route: AnyRoute, presentedAs presentation: Presentation) {
        self.route = route
        self.presentation = presentation
    }

    /// Creates an entry presented the way its route asks.
    public init(_ route: AnyRoute) {
        self.init(route: route, presentation: route.presentation)
    }

    /// Whether two entries show the same screen the same way, whatever their alerts and
    /// the values their routes leave out of ``Route/screenIdentity``.
    public func isSameScreen(as other: NavigationEntry) -> Bool {
        presentation == other.presentation && route.isSameScreen(as: other.route)
    }

    /// The route, its presentation and its alert, for logs.
    public var description: String {
        "\(route) [\(presentation.name)]" + (alert.map { " + \($0.style.name) '\($0.title)'" } ?? "")
            + (awaitedFlow.map { " ⇠ \($0)" } ?? "")
    }
}

extension NavigationEntry {
    /// Whether two entries show the same screen the same way with the same alert.
    public static func == (lhs: NavigationEntry, rhs: NavigationEntry) -> Bool {
        lhs.route == rhs.route && lhs.presentation == rhs.presentation
            && (lhs.extras === rhs.extras || EntryExtras.haveEqualParts(lhs.extras, rhs.extras))
            && lhs.detentIndex == rhs.detentIndex
    }

    /// Hashes the route, the presentation and the alert.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(route)
        hasher.combine(presentation)
        hasher.combine(alert)
        hasher.combine(detentIndex)
        hasher.combine(awaitedFlow)
    }
}

extension NavigationEntry: CustomReflectable {
    /// Shows the route, the presentation and the alert, as the stored form keeps the alert
    /// in a box, and the awaited flow when there is one.
    public var customMirror: Mirror {
        var children: [Mirror.Child] = [("route", route), ("presentation", presentation), ("alert", alert as Any)]
        if let awaitedFlow { children.append(("awaitedFlow", awaitedFlow)) }
        return Mirror(self, children: children)
    }
}

/// An entry's rare parts, its alert (its own box kept, so its showing keeps its identity)
/// and awaited-flow mark, in one immutable box.
final class EntryExtras: Sendable {
    let alert: Boxed<AlertState>?
    let flow: AwaitedFlow?

    private init(alert: Boxed<AlertState>?, flow: AwaitedFlow?) {
        self.alert = alert
        self.flow = flow
    }

    /// Out of line, so that comparing entries, which almost always share their box or have
    /// none, stays small enough to inline.
    @inline(never)
    static func haveEqualParts(_ lhs: EntryExtras?, _ rhs: EntryExtras?) -> Bool {
        (lhs?.alert === rhs?.alert || lhs?.alert?.value == rhs?.alert?.value) && lhs?.flow == rhs?.flow
    }

    static func make(alert: Boxed<AlertState>?, flow: AwaitedFlow?) -> EntryExtras? {
        alert == nil && flow == nil ? nil : EntryExtras(alert: alert, flow: flow)
    }
}

extension NavigationEntry {
    /// The detents a bottom sheet can rest at, in the order its route gave them; empty for
    /// any other presentation.
    public var detents: [Detent] { if case .bottomSheet(let detents) = presentation { detents } else { [] } }

    /// The detent a bottom sheet rests at: the one the user dragged it to, else its first.
    /// `nil` for any other presentation.
    ///
    /// Part of the state (compared, stored and restored), so a restored sheet opens where
    /// the user left it. Setting a detent the sheet does not offer, or its first, stores
    /// nothing: the sheet rests at its first detent.
    public internal(set) var selectedDetent: Detent? {
        get {
            let detents = detents
            return detents.indices.contains(Int(detentIndex)) ? detents[Int(detentIndex)] : detents.first
        }
        set {
            let index = newValue.flatMap { detents.firstIndex(of: $0) } ?? 0
            detentIndex = index <= Int(UInt8.max) ? UInt8(index) : 0
        }
    }
}
