/// Why a deep link was rejected.
///
/// Every case says what was wrong, where (segment and zero-based position, or query key)
/// and what would have been accepted. A rejected link never changes navigation state.
public enum DeepLinkError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The link is longer than the configured limit, in UTF-8 bytes.
    case tooLong(length: Int, limit: Int)
    /// The link has more path segments than the configured limit.
    case tooManySegments(count: Int, limit: Int)
    /// The link has more query items than the configured limit.
    case tooManyQueryItems(count: Int, limit: Int)
    /// A decoded path segment is longer than the configured limit, in UTF-8 bytes.
    case segmentTooLong(position: Int, length: Int, limit: Int)
    /// A decoded query value is longer than the configured limit, in UTF-8 bytes.
    case valueTooLong(key: String, length: Int, limit: Int)
    /// The link the app would print for the resulting state is longer than the configured
    /// limit: accepting it would leave a state whose link the app itself rejects.
    case printedLinkTooLong(length: Int, limit: Int)
    /// The link the app would print for the resulting state has more segments than the
    /// configured limit (a module's aliases and decisions can add segments).
    case printedLinkTooManySegments(count: Int, limit: Int)
    /// The resulting tab would hold more screens above its root than the configured limit.
    case stackTooDeep(depth: Int, limit: Int)
    /// The resulting tab would show more modal layers than the configured limit.
    case tooManyLayers(count: Int, limit: Int)
    /// A segment is a written `.` or `..`, which a `URL` would resolve away; links are not
    /// resolved against a base, so dot segments have no meaning. A percent-encoded dot
    /// (`%2E`) is an ordinary character.
    case dotSegment(position: Int)
    /// The segment at `position` names the module already in charge of the link, as in
    /// `recipes/recipes`: the module's root is never pushed on itself.
    case repeatedModule(segment: String, position: Int)
    /// The link is not a well-formed URL; `reason` says what broke it.
    case malformed(reason: String)
    /// A `%` escape is not followed by two hex digits, or the decoded bytes are not UTF-8.
    case invalidPercentEncoding(component: String)
    /// The link's scheme is neither a configured custom scheme nor `https`.
    case unsupportedScheme(String, accepted: [String])
    /// A universal link names a host this app does not serve.
    case unsupportedHost(String, accepted: [String])
    /// No module of this app could use the segment at `position`.
    case unknownSegment(String, position: Int, expected: [String])
    /// The segment at `position` names a module that this build of the app leaves out.
    case moduleNotInApp(segment: String, position: Int, module: String)
    /// A path segment does not hold the type its rule expects.
    case invalidParameter(name: String, value: String, position: Int, expected: String)
    /// A required query item is missing.
    case missingQueryItem(key: String, route: String)
    /// A query item's value does not hold the type its rule expects.
    case invalidQueryValue(key: String, value: String, expected: String)
    /// A rule asked for a value its pattern does not hold (a defect in CoordinatorKit: a
    /// typed rule's parser receives exactly its pattern's values, so a module's rules
    /// cannot cause it).
    case missingParameter(name: String)
    /// A module's rule rejected the values it was given.
    case rejected(route: String, reason: String)
    /// The app's rewrite step (``LinkTranslation/rewrite``) refused the link, with its reason.
    case refusedByRewrite(reason: String)
    /// The app's lookup (``LinkTranslation/lookup``) failed for `key`, a handle, slug or
    /// short link; `reason` is its error as text. The state is as it was before the link.
    case lookupFailed(key: String, reason: String)
    /// The lookup for `key` was cancelled by a newer link before it answered; its answer,
    /// if one comes, is never applied.
    case lookupCancelled(key: String)

    /// The DeepLinkError as text, for logs and messages; in
    /// English, for developers and logs, whatever the app's language: show users a ``NavigationText`` of your own (<doc:Localization>).
    public var description: String {
        switch self {
        case .tooLong(let length, let limit): "The link is \(length) bytes long; at most \(limit) are accepted."
        case .tooManySegments(let count, let limit):
            "The link has \(count) path segments; at most \(limit) are accepted."
        case .tooManyQueryItems(let count, let limit):
            "The link has \(count) query items; at most \(limit) are accepted."
        case .segmentTooLong(let position, let length, let limit):
            "The segment at position \(position) is \(length) bytes long; at most \(limit) are accepted."
        case .valueTooLong(let key, let length, let limit):
            "The query item '\(key)' is \(length) bytes long; at most \(limit) are accepted."
        case .printedLinkTooLong(let length, let limit):
            "The link for the resulting state would be \(length) bytes long; at most \(limit) are accepted."
        case .printedLinkTooManySegments(let count, let limit):
            "The link for the resulting state would have \(count) segments; at most \(limit) are accepted."
        case .stackTooDeep(let depth, let limit):
            "The link would stack \(depth) screens; at most \(limit) are accepted."
        case .tooManyLayers(let count, let limit):
            "The link would show \(count) modal layers; at most \(limit) are accepted."
        case .dotSegment(let position):
            "The segment at position \(position) is '.' or '..'; dot segments are not accepted."
        case .repeatedModule(let segment, let position):
            "The segment '\(segment)' at position \(position) names the module the link is already in; "
                + "a module's root is named once."
        case .malformed(let reason): "The link is malformed: \(reason)."
        case .invalidPercentEncoding(let component): "'\(component)' has an invalid percent escape or is not UTF-8."
        case .unsupportedScheme(let scheme, let accepted):
            "The scheme '\(scheme)' is not handled; accepted: \(accepted.joined(separator: ", "))."
        case .unsupportedHost(let host, let accepted):
            "The host '\(host)' is not handled; accepted: \(accepted.joined(separator: ", "))."
        case .unknownSegment(let segment, let position, let expected):
            "Unknown segment '\(segment)' at position \(position); expected one of: "
                + (expected.isEmpty ? "(nothing)" : expected.joined(separator: ", ")) + "."
        case .moduleNotInApp(let segment, let position, let module):
            "The segment '\(segment)' at position \(position) belongs to the \(module) module, "
                + "which is not in this app."
        case .invalidParameter(let name, let value, let position, let expected):
            "The segment '\(value)' at position \(position) is not a valid \(name); expected \(expected)."
        case .missingQueryItem(let key, let route): "The query item '\(key)' is required by \(route) but missing."
        case .invalidQueryValue(let key, let value, let expected):
            "The query item '\(key)=\(value)' is invalid; expected \(expected)."
        case .missingParameter(let name): "The rule reads a parameter '\(name)' that it does not declare."
        case .rejected(let route, let reason): "\(route) rejected the link: \(reason)."
        case .refusedByRewrite(let reason): "The app refused the link: \(reason)."
        case .lookupFailed(let key, let reason): "Looking up '\(key)' failed: \(reason)."
        case .lookupCancelled(let key): "The lookup of '\(key)' was cancelled by a newer link."
        }
    }
}
