/// Which links an app accepts and how large they may be.
///
/// Deep links are untrusted input: they come from other apps, web pages and push
/// notifications. The limits bound the work a link can cause before it is rejected.
public struct DeepLinkConfiguration: Sendable, Equatable {
    /// Custom URL schemes, such as `"recipes"`; the first one is used to print links.
    /// With a custom scheme the URL's host is the first path segment (`recipes://settings`).
    public var schemes: [String]
    /// Hosts whose `https` links are universal links into the app; only their path is read.
    public var universalLinkHosts: [String]
    /// Further hosts, for an app whose links come from many domains (any instance of a
    /// federated service, say): a host is accepted when it is in ``universalLinkHosts`` or
    /// the rule matches it.
    public var hostRule: HostRule?
    /// The bounds on a link's size.
    public var limits: Limits

    /// The bounds on a link's size and on the state a link or restored data may build.
    ///
    /// Each bound has its own ``DeepLinkError`` case. The defaults fit every link a real
    /// app prints and stop the work a hostile one can cause early.
    public struct Limits: Sendable, Equatable {
        /// The longest accepted link, in UTF-8 bytes (default 2,048); the link the app
        /// prints for the resulting state must fit too. Error: ``DeepLinkError/tooLong(length:limit:)``
        /// or ``DeepLinkError/printedLinkTooLong(length:limit:)``.
        public var maxLength: Int
        /// The most path segments a link, or the link printed for its state, may have
        /// (default 32). Error: ``DeepLinkError/tooManySegments(count:limit:)`` or
        /// ``DeepLinkError/printedLinkTooManySegments(count:limit:)``.
        public var maxSegments: Int
        /// The most query items a link may have (default 16). Error:
        /// ``DeepLinkError/tooManyQueryItems(count:limit:)``.
        public var maxQueryItems: Int
        /// The longest decoded path segment, in UTF-8 bytes (default 128). Error:
        /// ``DeepLinkError/segmentTooLong(position:length:limit:)``.
        public var maxSegmentLength: Int
        /// The longest decoded query value, in UTF-8 bytes (default 254, where real e-mail
        /// addresses stop). Error: ``DeepLinkError/valueTooLong(key:length:limit:)``.
        public var maxValueLength: Int
        /// The most screens above a tab's root a link or restored state may build
        /// (default 24). Error: ``DeepLinkError/stackTooDeep(depth:limit:)``.
        public var maxStackDepth: Int
        /// The most modal layers a tab may show at once after a link or restoration
        /// (default 6). Error: ``DeepLinkError/tooManyLayers(count:limit:)``.
        public var maxLayers: Int
        /// The most granting screens followed in a row when a guard's granting screen is
        /// itself guarded (default 4). Error:
        /// ``NavigationError/guardRedirectChainTooLong(requirements:limit:)``.
        public var maxGuardRedirects: Int

        /// Creates limits; the defaults fit any link a real app prints.
        public init(
            maxLength: Int = 2048, maxSegments: Int = 32, maxQueryItems: Int = 16, maxSegmentLength: Int = 128,
            maxValueLength: Int = 254, maxStackDepth: Int = 24, maxLayers: Int = 6, maxGuardRedirects: Int = 4
        ) {
            self.maxLength = maxLength
            self.maxSegments = maxSegments
            self.maxQueryItems = maxQueryItems
            self.maxSegmentLength = maxSegmentLength
            self.maxValueLength = maxValueLength
            self.maxStackDepth = maxStackDepth
            self.maxLayers = maxLayers
            self.maxGuardRedirects = maxGuardRedirects
        }
    }

    /// Creates a configuration.
    ///
    /// - Parameters:
    ///   - schemes: Custom schemes, compared without regard to case; the first prints links.
    ///   - universalLinkHosts: Hosts served over `https`, compared without regard to case.
    ///   - limits: The bounds on a link's size.
    ///   - hostRule: Accepts further `https` hosts, given lower-cased.
    public init(
        schemes: [String], universalLinkHosts: [String] = [], hostRule: HostRule? = nil, limits: Limits = Limits()
    ) {
        self.schemes = schemes.map { $0.lowercased() }
        self.universalLinkHosts = universalLinkHosts.map { $0.lowercased() }
        self.hostRule = hostRule
        self.limits = limits
    }

    func accepts(host: String) -> Bool {
        universalLinkHosts.contains(host) || hostRule?.matches(host) == true
    }

    var acceptedHosts: [String] {
        universalLinkHosts + (hostRule.map { [$0.name] } ?? [])
    }

    /// Which `https` hosts beyond a fixed list are the app's: a predicate the app supplies,
    /// with a name for error messages and listings.
    ///
    /// ```swift
    /// HostRule("any *.recipes.example") { $0.hasSuffix(".recipes.example") }
    /// ```
    ///
    /// Two rules are equal when their names are: name each rule for what it accepts.
    public struct HostRule: Sendable, Equatable, CustomStringConvertible {
        /// What the rule accepts, in words, for error messages and listings.
        public let name: String
        /// Whether the rule accepts a host, given lower-cased.
        public let matches: @Sendable (String) -> Bool

        /// Creates a rule.
        ///
        /// - Parameters:
        ///   - name: What the rule accepts, in words.
        ///   - matches: Whether a host, given lower-cased, is accepted; pure and quick.
        public init(_ name: String, matches: @escaping @Sendable (String) -> Bool) {
            self.name = name
            self.matches = matches
        }

        /// Whether two rules have the same name.
        public static func == (lhs: HostRule, rhs: HostRule) -> Bool {
            lhs.name == rhs.name
        }

        /// The rule's name.
        public var description: String { name }
    }

    /// The scheme used to print links.
    public var canonicalScheme: String { schemes.first ?? "app" }
}
