/// Plays navigation changes to UIKit containers one operation at a time, each after
/// UIKit's completion of the one before.
///
/// The player holds the *displayed* containers and heads for the *target*, the root's
/// state. It plans the ``ContainerOperation``s between them, hands the first to
/// ``perform`` and waits: the renderer calls the completion it was given from UIKit's
/// own completion handler (`present(_:animated:completion:)`,
/// `dismiss(animated:completion:)`, a navigation transition's coordinator). Then the
/// displayed tree takes the operation and the player plans again from it, so a target
/// that changed meanwhile — a burst of links — is reached from what is on screen, and no
/// operation starts while another runs. There is no timer: UIKit always completes.
///
/// A write-back (the user swiped back, swiped a sheet down, dragged a detent, answered an
/// alert, tapped a tab) is already on screen: the displayed tree takes it at once, and the
/// root's new state arrives as the target.
///
/// ```swift
/// let player = ContainerPlayer(following: root)
/// player.perform = { operation, completion in
///     renderer.execute(operation, completion: completion)   // UIKit's completion handlers
/// }
/// player.start()
/// ```
@MainActor
public final class ContainerPlayer {
    /// What the renderer shows.
    public private(set) var displayed: ContainerTree
    /// What the player is heading for.
    public private(set) var target: ContainerTree
    /// The operation the renderer is performing, until it completes.
    public private(set) var operationInFlight: ContainerOperation?
    /// Performs one operation and calls the completion once UIKit has completed it; calls
    /// after the first, and calls for an operation no longer in flight, are ignored.
    public var perform: (@MainActor (ContainerOperation, _ completion: @escaping @MainActor () -> Void) -> Void)?
    /// Called with every operation once it has completed.
    public var onOperation: (@MainActor (ContainerOperation) -> Void)?
    /// The number of operations performed so far.
    public private(set) var operationCount = 0

    private var token = 0
    private var isAdvancing = false

    /// Creates a player whose renderer shows `displayed`, heading for `state`.
    ///
    /// - Parameters:
    ///   - displayed: What the renderer shows at first: usually the state's tabs and
    ///     stacks, set up before the window is on screen, with nothing presented
    ///     (``ContainerTree/withoutPresentations``).
    ///   - state: The state to show.
    public init(displayed: ContainerTree, heading state: NavigationState) {
        self.displayed = displayed
        target = ContainerTree(state)
    }

    /// Creates a player that follows `root`'s every change and write-back, showing its
    /// tabs and stacks at first and presenting the rest once started.
    public convenience init(following root: RootCoordinator) {
        self.init(displayed: ContainerTree(root.state).withoutPresentations, heading: root.state)
        root.addWriteBackListener { [weak self] writeBack in
            self?.take(writeBack)
        }
        root.observe { [weak self] event in
            if case .changed(let change) = event { self?.play(to: change.state) }
        }
    }

    /// Whether the renderer shows the target and nothing is in flight.
    public var isSettled: Bool {
        operationInFlight == nil && displayed == target
    }

    /// Starts performing what stands between the displayed containers and the target:
    /// call it once the renderer's containers are in a window.
    public func start() {
        advance()
    }

    /// Heads for a new target: at once when nothing is in flight, else once the operation
    /// in flight has completed.
    public func play(to state: NavigationState) {
        target = ContainerTree(state)
        advance()
    }

    /// Takes a write-back into the displayed containers: UIKit already shows it.
    public func take(_ writeBack: WriteBack) {
        displayed = displayed.applying(writeBack)
    }

    private func advance() {
        guard !isAdvancing, perform != nil else { return }
        isAdvancing = true
        defer { isAdvancing = false }
        while operationInFlight == nil, let next = ContainerOperation.operations(from: displayed, to: target).first {
            operationInFlight = next
            token += 1
            let current = token
            var completedAtOnce = false
            perform?(next) { [weak self] in
                guard let self, self.token == current, self.operationInFlight != nil else { return }
                if self.isAdvancing {
                    completedAtOnce = true
                    self.complete(next)
                } else {
                    self.complete(next)
                    self.advance()
                }
            }
            if !completedAtOnce, operationInFlight != nil { return }
        }
    }

    private func complete(_ operation: ContainerOperation) {
        operationInFlight = nil
        displayed = displayed.applying(operation)
        operationCount += 1
        onOperation?(operation)
    }
}
