/// The bundle whose strings tables a ``NavigationText`` is looked up in: the app's main
/// bundle, or a resource bundle known by its name.
///
/// A name, not a `Bundle`, because saved state stores it: the same name finds the bundle
/// again in the next launch, on any device, wherever the app was installed. A SwiftPM
/// target's resource bundle is named `<Package>_<Target>` (`MyApp_Settings`):
///
/// ```swift
/// extension TextBundle {
///     static let settings = TextBundle.named("MyApp_Settings")
/// }
/// ```
///
/// A renderer finds a named bundle (`CoordinatorKitRendering`: ``TextBundle``'s `bundle`)
/// beside, or among the resources of, the main bundle and every loaded bundle, as
/// `<name>.bundle` (Apple platforms) or `<name>.resources` (Linux).
public struct TextBundle: Hashable, Sendable, CustomStringConvertible {
    /// The bundle's name without its extension; `nil` for the main bundle.
    public let name: String?

    /// The app's main bundle.
    public static let main = TextBundle(validName: nil)

    package init(validName name: String?) {
        self.name = name
    }

    /// The resource bundle called `name` (`MyApp_Settings`, without `.bundle` or
    /// `.resources`).
    ///
    /// - Parameter name: The bundle's name; one that is empty, too long, or has a `/`, a
    ///   `\` or starts with `.` names no bundle and is looked up nowhere.
    public static func named(_ name: String) -> TextBundle {
        TextBundle(validName: name)
    }

    /// The bundle's name, `main` for the main bundle.
    public var description: String { name ?? "main" }

    /// Whether `name` can name a bundle: it never leaves the folders searched.
    package static func isValid(_ name: String) -> Bool {
        !name.isEmpty && name.utf8.count <= 255 && !name.hasPrefix(".") && !name.contains("/") && !name.contains("\\")
    }
}
