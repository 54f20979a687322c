import CoordinatorKit

/// One feature module of the app as this build has it: compiled in by its package trait,
/// or left out, with the first segments it would own.
///
/// A left-out module's segments are declared absent, so that a link into it is rejected as
/// "not in this app" instead of as an unknown segment.
public struct FeatureSlot: Sendable {
    /// The module's name: its target and trait, such as `"Recipes"`.
    public let name: String
    /// The module's registration, or `nil` when this build leaves the module out.
    let module: (any FeatureModule)?
    /// The first segments a left-out module would own; empty for a compiled-in module,
    /// whose registration says them.
    let absentSegments: [String]

    /// A module compiled into this build; its name is its type's name without `Module`.
    static func compiled<M: FeatureModule>(_ module: M) -> FeatureSlot {
        var name = String(describing: M.self)
        if name.hasSuffix("Module"), name.count > "Module".count {
            name.removeLast("Module".count)
        }
        return FeatureSlot(name: name, module: module, absentSegments: [])
    }

    /// A module this build leaves out, with the first segments it would own.
    static func absent(_ name: String, segments: [String]) -> FeatureSlot {
        FeatureSlot(name: name, module: nil, absentSegments: segments)
    }

    /// Whether the module is compiled into this build.
    public var isCompiled: Bool { module != nil }
}
