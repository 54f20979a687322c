import Foundation

extension NavigationState: Encodable {
    private enum CodingKeys: String, CodingKey {
        case version, selectedTab, tabs, pending
    }

    /// Encodes the state in the versioned form ``RootCoordinator/saveState()`` writes:
    /// `version`, `selectedTab`, `tabs` and, when one waits, `pending`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Self.schemaVersion, forKey: .version)
        try container.encodeIfPresent(selectedTab, forKey: .selectedTab)
        try container.encode(tabs, forKey: .tabs)
        try container.encodeIfPresent(pending, forKey: .pending)
    }

    /// The state as versioned JSON with sorted keys; ``RootCoordinator/saveState()`` is the
    /// public way (this is for the package's tests and the benchmarks, which have no root).
    ///
    /// - Throws: ``NavigationError/savingFailed(reason:)`` when a route fails to encode.
    @_spi(Benchmarking) public func savedData() throws(NavigationError) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        do {
            return try encoder.encode(self)
        } catch {
            throw .savingFailed(reason: StateRestorationError.describe(error))
        }
    }

    /// Decodes and validates state written by ``savedData()``;
    /// ``RootCoordinator/restoreState(from:)`` is the public way.
    ///
    /// Every route decodes only through the module that the data names, and the result
    /// must fit the registry: the same tabs, a selected tab that exists, modules that are
    /// registered.
    ///
    /// - Throws: ``StateRestorationError`` saying what was wrong with the data.
    @_spi(Benchmarking) public init(restoring data: Data, registry: ModuleRegistry) throws(StateRestorationError) {
        let decoder = JSONDecoder()
        decoder.userInfo[StoredState.registryKey] = registry
        let state: NavigationState
        do {
            state = try decoder.decode(StoredState.self, from: data).value
        } catch let error as StateRestorationError {
            throw error
        } catch {
            throw .corrupt(reason: StateRestorationError.describe(error))
        }
        try state.validate(against: registry)
        self = state
    }

    /// Decodes the stored form through `registry`.
    init(from decoder: any Decoder, registry: ModuleRegistry) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let version = try container.decode(Int.self, forKey: .version)
        guard version == Self.schemaVersion else {
            throw StateRestorationError.unsupportedVersion(found: version, supported: Self.schemaVersion)
        }
        self.init(
            selectedTab: try container.decodeIfPresent(ModuleID.self, forKey: .selectedTab),
            tabs: try container.decode([StoredTab].self, forKey: .tabs).map(\.value),
            pending: try container.decodeIfPresent(StoredPending.self, forKey: .pending)?.value)
    }

    /// Checks that the state fits the registry's tabs.
    func validate(against registry: ModuleRegistry) throws(StateRestorationError) {
        let expected = registry.tabModules.map(\.id)
        guard tabs.map(\.id) == expected else {
            throw .mismatchedTabs(found: tabs.map(\.id), expected: expected)
        }
        if let selectedTab, !expected.contains(selectedTab) {
            throw .mismatchedTabs(found: [selectedTab], expected: expected)
        }
        if selectedTab == nil, !expected.isEmpty {
            throw .corrupt(reason: "no tab is selected")
        }
        for tab in tabs {
            let alerts = ([tab.root] + tab.stack).filter { $0.alert != nil }.count
            if alerts > 1 || (alerts == 1 && tab.top.alert == nil) {
                throw .corrupt(reason: "tab '\(tab.id)' has an alert that is not on its top screen")
            }
        }
    }
}

/// Why stored navigation state could not be restored.
public enum StateRestorationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The data was written by a version of the schema this build does not read.
    case unsupportedVersion(found: Int, supported: Int)
    /// The data is not valid state: `reason` says where and what.
    case corrupt(reason: String)
    /// The data's tabs are not this app's tabs.
    case mismatchedTabs(found: [ModuleID], expected: [ModuleID])

    /// What was wrong with the stored data, in a sentence.
    public var description: String {
        switch self {
        case .unsupportedVersion(let found, let supported):
            "The stored navigation has schema version \(found); this app reads version \(supported)."
        case .corrupt(let reason):
            "The stored navigation is corrupt: \(reason)."
        case .mismatchedTabs(let found, let expected):
            "The stored navigation has the tabs \(found.map(\.rawValue)); this app has \(expected.map(\.rawValue))."
        }
    }

    static func describe(_ error: any Error) -> String {
        guard let decodingError = error as? DecodingError else { return String(describing: error) }
        func path(_ context: DecodingError.Context) -> String {
            let keys = context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }
            return (keys.isEmpty ? "top level" : keys.joined(separator: ".")) + ": " + context.debugDescription
        }
        switch decodingError {
        case .dataCorrupted(let context): return path(context)
        case .keyNotFound(let key, let context): return path(context) + " (missing '\(key.stringValue)')"
        case .typeMismatch(_, let context): return path(context)
        case .valueNotFound(_, let context): return path(context)
        @unknown default: return String(describing: decodingError)
        }
    }
}
