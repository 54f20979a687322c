#if canImport(SwiftUI)
import CoordinatorKit
import os

/// The demo's analytics: each screen view written to the log, where an app sends it to
/// its analytics service. Both the SwiftUI app and the UIKit scene report to it.
enum AppAnalytics {
    /// Records that a screen came on display, under its analytics name and values.
    static func screenView(_ name: AnalyticsName) {
        let values = name.parameters.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
        Logger(subsystem: "RecipesApp", category: "analytics").info(
            "screen view \(name.name, privacy: .public) \(values, privacy: .private)")
    }
}
#endif
