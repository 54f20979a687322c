/// How a module's tab appears in the tab bar.
public struct TabDescriptor: Hashable, Codable, Sendable {
    /// The tab's title.
    public var title: String
    /// The name of the SF Symbol shown for the tab.
    public var systemImage: String

    /// Creates a tab descriptor.
    public init(title: String, systemImage: String) {
        self.title = title
        self.systemImage = systemImage
    }
}
