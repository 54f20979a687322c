import CoordinatorKit
import Foundation

extension NavigationError {
    /// Whether a link the root refused with this error is the system's to open: a web link
    /// (`http`, `https`) whose scheme or host is not one the app serves, so the browser shows
    /// the page, as it would had the link not reached the app. A link on one of the app's own
    /// hosts stays refused even when no module reads it (a path a newer site or another build
    /// serves): handed to the system it is the app's universal link, which the system may
    /// open in the app again
    /// (https://developer.apple.com/documentation/swiftui/openurlaction). So does a link the
    /// app reads and refuses, and a custom-scheme link: no other app reads the app's own
    /// scheme.
    ///
    /// The SwiftUI window (`CoordinatorWindow`, `CoordinatorRootView`) hands such a link to
    /// the environment's `openURL`; a UIKit scene delegate hands it to
    /// `UIApplication.open(_:options:completionHandler:)`.
    ///
    /// - Parameter url: The link the root refused.
    /// - Returns: Whether the system, not the app, should open `url`.
    public func leavesToTheSystem(_ url: URL) -> Bool {
        guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
            case .invalidLink(let error) = self
        else { return false }
        switch error {
        case .unsupportedScheme, .unsupportedHost: return true
        default: return false
        }
    }
}
