import CoordinatorKit

/// One thing that can happen to an app under exploration: a navigation command, a screen's
/// action, or a change of the world the app supplies.
///
/// A command is a `NavigationCommand` named by its verb and by what it
/// acts on as values (a link's text, a route's description, a tab's id, a layer's index in
/// the selected tab, an alert action's name), never by an identity or a live object, so a
/// trace of actions replays in a fresh app and prints as Swift source (``swiftSource``).
/// Which commands the explorer tries, verb by verb, is decided in one place (an exhaustive
/// switch over `NavigationCommand.Verb`): a new verb is explored, or
/// said not to be, before the explorer compiles. An action that does not apply to a state
/// (no alert to answer, no screen action with that title) does nothing there.
///
/// ```swift
/// let trace: [ExplorationAction] = [
///     .command(.openLink, "app://pantry/jars/12"),
///     .command(.writeBack, .path(layer: 0, length: 0)),
///     .tap("Empty"),
///     .world("sign in"),
/// ]
/// ```
public enum ExplorationAction: Hashable, Sendable, Codable, CustomStringConvertible {
    /// Performs the command of `verb` that `argument` names in the current state, through
    /// `RootCoordinator.perform(_:)`.
    case command(NavigationCommand.Verb, Argument = .nothing)
    /// The user performs the top screen's action titled `title` (from its text description).
    case tap(String)
    /// The app-supplied change of the world named `name` (sign in, subscribe, data changes).
    case world(String)

    /// What a command acts on, named by value.
    ///
    /// A string literal is ``text(_:)``; the other cases name a write-back
    /// (`WriteBack`) by values: a layer by its index in the selected tab, a
    /// path by its length, an alert by being the one showing.
    public enum Argument: Hashable, Sendable, Codable, CustomStringConvertible, ExpressibleByStringLiteral {
        /// The verb alone (`goBack`, `dismiss`).
        case nothing
        /// A link's text, a route's description (`recipes.detail(id: 42)`, one of the
        /// modules' sample routes), a tab's or a module's id.
        case text(String)
        /// The toolkit shortens the path of layer `layer` to `length` screens (a back swipe):
        /// `WriteBack.path(_:of:)`.
        case path(layer: Int, length: Int)
        /// The user swipes layer `layer` down: `WriteBack.layerDismissed(_:)`.
        case layerDismissed(layer: Int)
        /// The user drags the bottom sheet of layer `layer` to the detent named `detent`:
        /// `WriteBack.detentSelected(_:of:)`.
        case detentSelected(String, layer: Int)
        /// The user answers the showing alert with the button whose action is named
        /// `action`: `WriteBack.alertAnswered(_:action:)`.
        case alertAnswered(String)
        /// The system takes the showing alert away without an answer:
        /// `WriteBack.alertDismissed(_:)`.
        case alertDismissed
        /// The user taps a tab, the selected one included: `WriteBack.tabSelected(_:)`.
        case tabSelected(String)

        /// Creates ``text(_:)`` from a string literal.
        public init(stringLiteral value: String) {
            self = .text(value)
        }

        /// The argument as the report shows it: the text as it is, a write-back in words
        /// (`path of layer 1 to 0`, `tab settings tapped`).
        public var description: String {
            switch self {
            case .nothing: ""
            case .text(let text): text
            case .path(let layer, let length): "path of layer \(layer) to \(length)"
            case .layerDismissed(let layer): "layer \(layer) swiped down"
            case .detentSelected(let detent, let layer): "layer \(layer) dragged to \(detent)"
            case .alertAnswered(let action): "alert answered '\(action)'"
            case .alertDismissed: "alert dismissed by the system"
            case .tabSelected(let tab): "tab \(tab) tapped"
            }
        }

        /// The argument as a Swift expression of this type.
        public var swiftSource: String {
            switch self {
            case .nothing: ".nothing"
            case .text(let text): text.debugDescription
            case .path(let layer, let length): ".path(layer: \(layer), length: \(length))"
            case .layerDismissed(let layer): ".layerDismissed(layer: \(layer))"
            case .detentSelected(let detent, let layer): ".detentSelected(\(detent.debugDescription), layer: \(layer))"
            case .alertAnswered(let action): ".alertAnswered(\(action.debugDescription))"
            case .alertDismissed: ".alertDismissed"
            case .tabSelected(let tab): ".tabSelected(\(tab.debugDescription))"
            }
        }

        /// The text a ``text(_:)`` argument holds.
        var text: String? {
            if case .text(let text) = self { text } else { nil }
        }
    }

    /// The action as the report and failure messages show it: the verb and its argument
    /// (`openLink recipes://recipes/42`, `writeBack layer 1 swiped down`), `tap 'Sign in'`,
    /// or the world change's name.
    public var description: String {
        switch self {
        case .command(let verb, .nothing): verb.description
        case .command(let verb, let argument): "\(verb) \(argument)"
        case .tap(let title): "tap '\(title)'"
        case .world(let name): name
        }
    }

    /// The action as a Swift expression of this type, for a trace printed as a test.
    public var swiftSource: String {
        switch self {
        case .command(let verb, .nothing): ".command(.\(verb.rawValue))"
        case .command(let verb, let argument): ".command(.\(verb.rawValue), \(argument.swiftSource))"
        case .tap(let title): ".tap(\(title.debugDescription))"
        case .world(let name): ".world(\(name.debugDescription))"
        }
    }

    /// Whether the user does this with a touch or outside the app — a write-back (what the
    /// user did outside the app's code, as a renderer reports it), a screen's action, a
    /// change of the world — as opposed to a link arriving or a call of the root's API: the
    /// actions that count for "reached by actions" and for dead ends.
    public var isUserAction: Bool {
        switch self {
        case .command(let verb, _): verb == .writeBack
        case .tap, .world: true
        }
    }

    // MARK: Coding

    private enum CodingKeys: String, CodingKey {
        case command, argument, tap, world
    }

    /// Reads an action written by ``encode(to:)``.
    ///
    /// - Throws: `DecodingError` when the data names no action, or a verb that
    ///   `NavigationCommand.Verb` lacks.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let name = try container.decodeIfPresent(String.self, forKey: .command) {
            guard let verb = NavigationCommand.Verb(rawValue: name) else {
                throw DecodingError.dataCorruptedError(forKey: .command, in: container, debugDescription: "no verb '\(name)'")
            }
            self = .command(verb, try container.decodeIfPresent(Argument.self, forKey: .argument) ?? .nothing)
        } else if let title = try container.decodeIfPresent(String.self, forKey: .tap) {
            self = .tap(title)
        } else {
            self = .world(try container.decode(String.self, forKey: .world))
        }
    }

    /// Writes the action: `{"command": verb, "argument": …}`, `{"tap": title}` or
    /// `{"world": name}`.
    ///
    /// - Throws: What the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .command(let verb, let argument):
            try container.encode(verb.rawValue, forKey: .command)
            if argument != .nothing { try container.encode(argument, forKey: .argument) }
        case .tap(let title): try container.encode(title, forKey: .tap)
        case .world(let name): try container.encode(name, forKey: .world)
        }
    }
}
