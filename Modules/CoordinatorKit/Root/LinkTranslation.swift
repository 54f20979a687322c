/// How an app turns links from the outside world into links it understands, before they
/// are resolved: a pure rewrite step, and an asynchronous lookup for links that name a
/// thing by handle, slug or short link.
///
/// Set it as the root's ``RootCoordinator/linkTranslation``. Every full link opened with
/// ``RootCoordinator/open(_:placement:)``, ``RootCoordinator/open(link:placement:)`` or
/// sent to the ``LinkInbox`` passes through ``rewrite`` first; paths inside the app
/// (``RootCoordinator/open(path:placement:)``) are the app's own and do not.
///
/// ```swift
/// root.linkTranslation = LinkTranslation(
///     rewrite: { arriving in
///         // notes://r/<slug>: a note named by its slug, which only the store knows.
///         if arriving.link.segments.first == "r", arriving.link.segments.count == 2 {
///             return .lookUp(arriving.link.segments[1])
///         }
///         return .keep
///     },
///     lookup: { slug in
///         guard let id = await store.noteID(forSlug: slug) else { throw UnknownSlug(slug: slug) }
///         return "notes/\(id)"
///     })
/// ```
public struct LinkTranslation: Sendable {
    /// Reads an arriving link and says what to do with it. Pure and quick: it runs on the
    /// main actor for every full link, before resolution.
    public var rewrite: @Sendable (ArrivingLink) -> LinkRewrite
    /// Turns a key the rewrite asked to look up (``LinkRewrite/lookUp(_:)``) into a path
    /// the app understands, such as `recipes/17` or `~/profile/author/3`; an error it
    /// throws refuses the link with ``DeepLinkError/lookupFailed(key:reason:)``. It may
    /// take as long as it needs; a newer link cancels it, and a cancelled lookup's answer
    /// is never applied, even when the lookup ignores cancellation.
    public var lookup: (@Sendable (String) async throws -> String)?

    /// Creates a translation.
    ///
    /// - Parameters:
    ///   - rewrite: Reads an arriving link; pure.
    ///   - lookup: Turns a key into a path; `nil` when the app has nothing to look up.
    public init(
        rewrite: @escaping @Sendable (ArrivingLink) -> LinkRewrite,
        lookup: (@Sendable (String) async throws -> String)? = nil
    ) {
        self.rewrite = rewrite
        self.lookup = lookup
    }
}

/// A full link as it arrived, read by the app's parser and limits, for
/// ``LinkTranslation/rewrite``.
public struct ArrivingLink: Sendable, Equatable {
    /// The link as it was written.
    public let text: String
    /// The host of a universal (`https`) link, lower-cased; `nil` for a custom scheme,
    /// whose host is the link's first segment.
    public let host: String?
    /// The link's segments and query items, decoded.
    public let link: DeepLink

    /// Creates an arriving link, as the root does before the rewrite; tests use it to
    /// call a rewrite on its own.
    public init(text: String, host: String?, link: DeepLink) {
        self.text = text
        self.host = host
        self.link = link
    }
}

/// What the app's rewrite step makes of an arriving link.
public enum LinkRewrite: Sendable, Equatable {
    /// Resolve the link as it arrived.
    case keep
    /// Resolve this link instead (one that starts with ``DeepLink/currentTabMarker``
    /// lands on the current tab).
    case open(DeepLink)
    /// Ask the app's lookup (``LinkTranslation/lookup``) for the path of this key, then
    /// resolve that path and apply it as one change. Until it answers, the state is
    /// unchanged and ``RootCoordinator/pendingLookup`` names it.
    case lookUp(String)
    /// Refuse the link with ``DeepLinkError/refusedByRewrite(reason:)``.
    case refuse(reason: String)
}

/// A lookup the root is waiting for: the key the rewrite gave and the link it came from; or
/// a link held until the screen that holds links (``Route/holdsLinks``) has gone.
public struct PendingLinkLookup: Sendable, Equatable {
    /// The key being looked up: a handle, slug or short link; a held link's own text.
    public let key: String
    /// The link as it arrived.
    public let link: String
    /// Where the looked-up link's screens will land.
    public let placement: LinkPlacement
    /// Counts the root's lookups, so that a lookup's answer finds its own lookup.
    let number: Int
    /// Whether the link waits for a screen that holds links to go, not for a lookup.
    public internal(set) var isHeld = false
}
