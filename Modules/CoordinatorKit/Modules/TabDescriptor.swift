/// How a module's tab appears in the tab bar.
public struct TabDescriptor: Hashable, Codable, Sendable {
    /// The tab's title; a string literal is a localization key (``NavigationText``).
    public var title: NavigationText
    /// The name of the SF Symbol shown for the tab.
    public var systemImage: String

    /// Creates a tab descriptor.
    ///
    /// - Parameters:
    ///   - title: The tab's title: `"Recipes"`, or a ``NavigationText`` in a module's bundle.
    ///   - systemImage: The name of the SF Symbol shown for the tab.
    public init(title: NavigationText, systemImage: String) {
        self.title = title
        self.systemImage = systemImage
    }
}
