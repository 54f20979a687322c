/// Why stored navigation state could not be restored at all.
///
/// Data that can be read is restored even when some of its screens no longer fit the app;
/// those are listed in ``RestorationOutcome/partlyRestored(dropped:)`` instead.
public enum StateRestorationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The data was written in a format version this build does not read: a newer one,
    /// or version 1 (the pre-release form that stored Swift's coding of route enums).
    case unsupportedVersion(found: Int, supported: Int)
    /// The data records a ``StateMigration/linkVersion`` newer than this build's: a later
    /// release of the app wrote it, and its paths may mean something else here.
    case unsupportedLinkVersion(found: Int, supported: Int)
    /// The data is larger than ``NavigationState/maximumSavedSize`` bytes.
    case tooLarge(byteCount: Int, limit: Int)
    /// The data is not saved navigation state: `reason` says where and what.
    case corrupt(reason: String)

    /// What was wrong with the stored data, in a sentence; in
    /// English, for developers and logs, whatever the app's language: show users a ``NavigationText`` of your own (<doc:Localization>).
    public var description: String {
        switch self {
        case .unsupportedVersion(let found, let supported):
            "The stored navigation has format version \(found); this app reads version \(supported)."
        case .unsupportedLinkVersion(let found, let supported):
            "The stored navigation was written with link version \(found); this app reads up to \(supported)."
        case .tooLarge(let byteCount, let limit):
            "The stored navigation is \(byteCount) bytes; at most \(limit) are read."
        case .corrupt(let reason): "The stored navigation is corrupt: \(reason)."
        }
    }
}
