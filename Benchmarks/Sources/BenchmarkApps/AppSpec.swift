import Foundation

/// A generated app's route table as plain data, from which every router under test is
/// built: CoordinatorKit's codecs, RoutingKit's trie and the hand-written floor.
public struct AppSpec: Sendable {
    /// The app's name in reports: `small` or `large`.
    public let name: String
    /// The custom scheme its links use.
    public let scheme: String
    /// The modules, in registration (and tab) order.
    public let modules: [ModuleSpec]

    /// The number of routes of all modules together.
    public var routeCount: Int { modules.reduce(0) { $0 + $1.rules.count } }

    /// An app shaped like the demo: 5 modules of 6 routes, the first four with tabs.
    public static let small = AppSpec(name: "small", moduleCount: 5, routesPerModule: 6)

    /// A large app: 500 modules of 20 routes; the first five are the small app's modules,
    /// with the same four tabs, and the others are presented over the current tab.
    public static let large = AppSpec(name: "large", moduleCount: 500, routesPerModule: 20)

    /// Generates an app of `moduleCount` modules with `routesPerModule` routes each.
    public init(name: String, moduleCount: Int, routesPerModule: Int) {
        self.name = name
        self.scheme = "recipes"
        self.modules = (0..<moduleCount).map { index in
            ModuleSpec(index: index, routeCount: routesPerModule)
        }
    }
}

/// One generated module: its segment, whether it has a tab, and its rules.
public struct ModuleSpec: Sendable {
    /// The module's position in the app, also its type-level index.
    public let index: Int
    /// The module's first segment.
    public let segment: String
    /// Whether the module has a tab.
    public let hasTab: Bool
    /// The module's rules; rule 0 is the root (an empty path).
    public let rules: [RuleSpec]

    static let namedSegments = ["recipes", "products", "profile", "settings", "auth"]
    static let singulars = ["recipe", "product", "account", "option", "session"]
    static let words = [
        "", "", "list", "detail", "", "search", "reviews", "edit", "share", "history",
        "favorites", "filters", "compare", "offers", "gallery", "notes", "export", "tags", "stats", "feed",
    ]

    init(index: Int, routeCount: Int) {
        self.index = index
        let named = index < Self.namedSegments.count
        self.segment = named ? Self.namedSegments[index] : "module\(index)"
        self.hasTab = index < 4
        let singular = named ? Self.singulars[index] : "item"
        self.rules = (0..<routeCount).map { rule in
            RuleSpec(rule: rule, singular: singular)
        }
    }
}

/// One route's link grammar: constant and parameterised segments and typed query items.
///
/// Rule 1 of every module reads like the demo's product link, `product?id=<UUID>&count=5`;
/// rule 4 starts with a parameter, so every module also exercises the codec's
/// parameter-first rules; the others mix words, `Int` and `String` segments and queries.
public struct RuleSpec: Sendable {
    /// The rule's index in its module, also the route's `rule` value.
    public let rule: Int
    /// The rule's name.
    public let name: String
    /// The path after the module's segment.
    public let path: [SegmentSpec]
    /// The query items it reads.
    public let query: [QuerySpec]
    /// Which of the few rule shapes it has.
    public let shape: Shape

    /// The shapes of generated rules; each is one typed CoordinatorKit rule.
    public enum Shape: Sendable {
        /// The module's root: no segment.
        case root
        /// `word?id=<UUID>&count=<Int>`, `count` optional.
        case wordWithIDAndCount
        /// `{id: Int}`.
        case number
        /// `word/{id: Int}`.
        case wordNumber
        /// `word/{id: Int}/more`.
        case wordNumberWord
        /// `word?count=<Int>`, `count` optional.
        case wordWithCount
        /// `word/{name: String}?ref=<UUID>`, `ref` optional.
        case wordTextWithReference
    }

    init(rule: Int, singular: String) {
        self.rule = rule
        let word = rule < ModuleSpec.words.count ? ModuleSpec.words[rule] : "page\(rule)"
        switch rule {
        case 0:
            (name, path, query, shape) = ("root", [], [], .root)
        case 1:
            (name, path, query, shape) = (
                singular, [.word(singular)],
                [QuerySpec(name: "id", slot: .uuid, isRequired: true),
                 QuerySpec(name: "count", slot: .count, isRequired: false)],
                .wordWithIDAndCount
            )
        case 4:
            (name, path, query, shape) = ("byNumber", [.parameter("id", .number)], [], .number)
        case _ where rule % 4 == 2:
            (name, path, query, shape) = (word, [.word(word), .parameter("id", .number)], [], .wordNumber)
        case _ where rule % 4 == 3:
            (name, path, query, shape) = (
                word, [.word(word), .parameter("id", .number), .word("more")], [], .wordNumberWord)
        case _ where rule % 4 == 0:
            (name, path, query, shape) = (
                word, [.word(word)], [QuerySpec(name: "count", slot: .count, isRequired: false)], .wordWithCount)
        default:
            (name, path, query, shape) = (
                word, [.word(word), .parameter("name", .text)],
                [QuerySpec(name: "ref", slot: .uuid, isRequired: false)],
                .wordTextWithReference
            )
        }
    }

    /// The rule's fixed words, in order.
    public var words: [String] {
        path.compactMap { if case .word(let word) = $0 { word } else { nil } }
    }

    /// Every typed value the rule reads, path first, then query.
    public var parameters: [(name: String, slot: ValueSlot)] {
        path.compactMap { if case .parameter(let name, let slot) = $0 { (name, slot) } else { nil } }
            + query.map { ($0.name, $0.slot) }
    }
}

/// One segment of a generated rule's path.
public enum SegmentSpec: Sendable {
    /// A fixed word.
    case word(String)
    /// A typed value, stored in `slot` of the route.
    case parameter(String, ValueSlot)
}

/// One query item of a generated rule.
public struct QuerySpec: Sendable {
    /// The item's name.
    public let name: String
    /// Where the value is stored in the route, which also fixes its type.
    public let slot: ValueSlot
    /// Whether a link without it is rejected.
    public let isRequired: Bool
}

/// Where a typed value lands in a generated route, which also fixes its type.
public enum ValueSlot: Sendable {
    /// An `Int` identifier.
    case number
    /// An `Int` count.
    case count
    /// A `String`.
    case text
    /// A `UUID`.
    case uuid
}
