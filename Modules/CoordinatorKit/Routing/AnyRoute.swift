import Foundation

/// A route of any registered module, tagged with the module that owns it.
///
/// The navigation state is heterogeneous across modules but stays typed: every entry knows
/// its module, compares by value, and decodes only through that module's route type.
public struct AnyRoute: Hashable, Sendable, CustomStringConvertible {
    /// The module and the route, kept together on the heap: a navigation state copies its
    /// entries on every change, and an entry whose route is one reference copies cheaply
    /// and compares equal to an unchanged copy of itself without comparing the routes.
    private final class Storage: Sendable {
        let module: ModuleID
        let base: any Route

        init(module: ModuleID, base: any Route) {
            self.module = module
            self.base = base
        }
    }

    private let storage: Storage

    /// The module that owns the route.
    public var module: ModuleID { storage.module }
    /// The route itself.
    public var base: any Route { storage.base }

    /// Wraps a route of the given module.
    public init(_ base: some Route, module: ModuleID) {
        storage = Storage(module: module, base: base)
    }

    init(erasing base: any Route, module: ModuleID) {
        storage = Storage(module: module, base: base)
    }

    /// The wrapped route as a concrete route type, or `nil` when it is of another type.
    public func `as`<R: Route>(_ type: R.Type) -> R? {
        base as? R
    }

    /// The presentation the route asks for.
    public var presentation: Presentation { base.presentation }

    /// The requirements the route declares.
    public var requirements: Set<AccessRequirement> { base.requirements }

    public var description: String { "\(module).\(base)" }

    public static func == (lhs: AnyRoute, rhs: AnyRoute) -> Bool {
        lhs.storage === rhs.storage || (lhs.module == rhs.module && lhs.storage.base.isEqual(to: rhs.storage.base))
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(module)
        base.hash(into: &hasher)
    }
}

extension AnyRoute: Codable {
    private enum CodingKeys: String, CodingKey {
        case module, route
    }

    /// Decodes a route through the module named in the data.
    ///
    /// The decoder's `userInfo` must hold the registry under ``CodingUserInfoKey/moduleRegistry``;
    /// ``NavigationState/decode(from:registry:)`` sets it.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let module = try container.decode(ModuleID.self, forKey: .module)
        guard let registry = decoder.userInfo[.moduleRegistry] as? ModuleRegistry else {
            throw DecodingError.dataCorruptedError(
                forKey: .module, in: container,
                debugDescription: "Routes decode only through a module registry; "
                    + "pass one in userInfo[.moduleRegistry].")
        }
        guard let registered = registry.module(withID: module) else {
            throw DecodingError.dataCorruptedError(
                forKey: .module, in: container,
                debugDescription: "No module '\(module)' is registered in this app.")
        }
        let routeDecoder = try container.superDecoder(forKey: .route)
        self.init(erasing: try registered.decodeRoute(routeDecoder), module: module)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(module, forKey: .module)
        try base.encode(to: container.superEncoder(forKey: .route))
    }
}

extension CodingUserInfoKey {
    /// The key under which a ``ModuleRegistry`` is passed to decoders of navigation state.
    // The initialiser is failable only for API history; it accepts every string.
    public static let moduleRegistry = CodingUserInfoKey(rawValue: "CoordinatorKit.moduleRegistry")!
}

extension AnyRoute: CustomReflectable {
    /// Shows the module and the route, as the stored form keeps them in one box.
    public var customMirror: Mirror {
        Mirror(self, children: ["module": module, "base": base])
    }
}
