import Foundation

// Decoding of stored navigation state. The public state types are only `Encodable`: their
// routes decode only through the module that owns them, so a decoder without the app's
// registry could never decode them. These wrappers are the one way in; the registry reaches
// them from `NavigationState.init(restoring:registry:)`, the only decoder that sets it.

/// Stored navigation state, decoded through the registry in the decoder's `userInfo`.
struct StoredState: Decodable {
    /// Where `NavigationState.init(restoring:registry:)` passes the registry.
    // The initialiser is failable only for API history; it accepts every string.
    static let registryKey = CodingUserInfoKey(rawValue: "CoordinatorKit.moduleRegistry")!

    let value: NavigationState

    init(from decoder: any Decoder) throws {
        value = try NavigationState(from: decoder, registry: try Self.registry(of: decoder))
    }

    /// The registry set by `NavigationState.init(restoring:registry:)`.
    static func registry(of decoder: any Decoder) throws -> ModuleRegistry {
        guard let registry = decoder.userInfo[registryKey] as? ModuleRegistry else {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "Navigation state decodes only through a module registry."))
        }
        return registry
    }
}

/// A stored tab: its root entry and its stack.
struct StoredTab: Decodable {
    let value: TabState

    private enum CodingKeys: String, CodingKey {
        case id, root, stack
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let root = try container.decode(StoredEntry.self, forKey: .root).value
        var tab = TabState(
            id: try container.decode(ModuleID.self, forKey: .id), root: root.route,
            stack: try container.decode([StoredEntry].self, forKey: .stack).map(\.value))
        tab.root = root
        value = tab
    }
}

/// A stored entry: its route, decoded through its module, presentation, alert and a
/// bottom sheet's selected detent.
struct StoredEntry: Decodable {
    let value: NavigationEntry

    init(from decoder: any Decoder) throws {
        let registry = try StoredState.registry(of: decoder)
        let container = try decoder.container(keyedBy: NavigationEntry.CodingKeys.self)
        let route = try AnyRoute(from: try container.superDecoder(forKey: .route), registry: registry)
        var entry = NavigationEntry(
            route: route,
            presentation: try container.decode(Presentation.self, forKey: .presentation),
            alert: try container.decodeIfPresent(AlertState.self, forKey: .alert))
        if let detent = try container.decodeIfPresent(Detent.self, forKey: .selectedDetent) {
            entry.selectedDetent = detent
        }
        entry.awaitedFlow = try container.decodeIfPresent(AwaitedFlow.self, forKey: .awaitedFlow)
        value = entry
    }
}

/// A stored pending navigation.
struct StoredPending: Decodable {
    let value: PendingNavigation

    private enum CodingKeys: String, CodingKey {
        case request, requirement, target, origin
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        value = PendingNavigation(
            request: try container.decode(String.self, forKey: .request),
            requirement: try container.decode(AccessRequirement.self, forKey: .requirement),
            target: try container.decode(StoredTab.self, forKey: .target).value,
            origin: try container.decode(StoredTab.self, forKey: .origin).value)
    }
}
