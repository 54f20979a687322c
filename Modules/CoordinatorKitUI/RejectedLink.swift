#if canImport(SwiftUI)
import Foundation
import os

/// What the adapter does by default with a link the app cannot open.
public enum RejectedLink {
    /// Logs the rejected link and why, under the `CoordinatorKit` subsystem.
    ///
    /// - Parameters:
    ///   - url: The link.
    ///   - error: Why the root rejected it.
    @MainActor
    public static func log(_ url: URL, _ error: NavigationError) {
        // A local logger: a global `let` of `Logger` is not Sendable in the iOS 17 SDK.
        let logger = Logger(subsystem: "CoordinatorKit", category: "links")
        logger.error("Rejected link \(url.absoluteString, privacy: .public): \(error.description, privacy: .public)")
    }
}
#endif
