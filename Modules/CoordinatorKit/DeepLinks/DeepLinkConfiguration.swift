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
    /// The bounds on a link's size.
    public var limits: Limits

    /// The bounds on a link's size.
    public struct Limits: Sendable, Equatable {
        /// The longest accepted link, in UTF-8 bytes.
        public var maxLength: Int
        /// The most path segments a link may have.
        public var maxSegments: Int
        /// The most query items a link may have.
        public var maxQueryItems: Int

        /// Creates limits; the defaults fit any link a real app prints.
        public init(maxLength: Int = 2048, maxSegments: Int = 32, maxQueryItems: Int = 16) {
            self.maxLength = maxLength
            self.maxSegments = maxSegments
            self.maxQueryItems = maxQueryItems
        }
    }

    /// Creates a configuration.
    ///
    /// - Parameters:
    ///   - schemes: Custom schemes, compared without regard to case; the first prints links.
    ///   - universalLinkHosts: Hosts served over `https`, compared without regard to case.
    ///   - limits: The bounds on a link's size.
    public init(schemes: [String], universalLinkHosts: [String] = [], limits: Limits = Limits()) {
        self.schemes = schemes.map { $0.lowercased() }
        self.universalLinkHosts = universalLinkHosts.map { $0.lowercased() }
        self.limits = limits
    }

    /// The scheme used to print links.
    public var canonicalScheme: String { schemes.first ?? "app" }
}
