import CoordinatorKit
import Foundation

extension NavigationError {
    /// Whether a link the root refused with this error is the system's to open: a web link
    /// (`http`, `https`) that no module of the app reads — its scheme or host is not one the
    /// app serves, or its first segment names no module of this build — so the browser shows
    /// the page, as it would had the link not reached the app. A link the app reads and
    /// refuses (a value out of range, a limit passed, a screen nothing grants) stays
    /// refused, as does a custom-scheme link: no other app reads the app's own scheme.
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
        case .unknownSegment(_, let position, _), .moduleNotInApp(_, let position, _): return position == 0
        default: return false
        }
    }
}
