// swift-tools-version: 6.1
import PackageDescription

/// The demo app's feature modules. Adding a name here adds the module's target, its
/// library product, its test target and its package trait (all traits on by default, so
/// `swift build --traits Recipes,Settings` builds an app of just those two). The module's
/// sources live in `Modules/<Name>`, its tests in `Tests/<Name>Tests`.
let features = ["Auth", "Products", "Profile", "Recipes", "Settings"]

/// Each feature's renderer code is a target of its own, so that a feature's core part links
/// no toolkit (the core, CoordinatorKitText and CoordinatorKitTooling, as README.md's
/// "Installing" lists) and an app that renders with one toolkit links only that one: the SwiftUI
/// views in `Modules/<Name>/Views` (target `<Name>Views`, on `CoordinatorKitUI`) and, for the
/// features below, UIKit view controllers in `Modules/<Name>/Controllers` (target
/// `<Name>Controllers`, on `CoordinatorKitUIKit`).
let featuresWithControllers: Set = ["Settings"]

/// The feature modules that carry navigation texts (tab titles, alerts, dialogs) in their
/// `Resources/<language>.lproj/Localizable.strings`.
let featuresWithTexts: Set = ["Products", "Profile", "Recipes", "Settings"]

let package = Package(
    name: "CoordinatorKit",
    // The language of the texts' keys and default values; `ru.lproj` translates the demo's.
    defaultLocalization: "en",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [
        .library(name: "CoordinatorKit", targets: ["CoordinatorKit"]),
        .library(name: "CoordinatorKitTesting", targets: ["CoordinatorKitTesting"]),
        .library(name: "CoordinatorKitExplorer", targets: ["CoordinatorKitExplorer"]),
        .library(name: "CoordinatorKitText", targets: ["CoordinatorKitText"]),
        .library(name: "CoordinatorKitTooling", targets: ["CoordinatorKitTooling"]),
        .library(name: "CoordinatorKitRendering", targets: ["CoordinatorKitRendering"]),
        .library(name: "CoordinatorKitUI", targets: ["CoordinatorKitUI"]),
        .library(name: "CoordinatorKitUIKit", targets: ["CoordinatorKitUIKit"]),
        .library(name: "SharedModels", targets: ["SharedModels"]),
    ]
        + features.flatMap { [.library(name: $0, targets: [$0]), .library(name: "\($0)Views", targets: ["\($0)Views"])] }
        + featuresWithControllers.sorted().map { .library(name: "\($0)Controllers", targets: ["\($0)Controllers"]) }
        + [
            // The demo app's composition, for the fuzz targets (`Fuzz/`, a package of its own).
            .library(name: "RecipesApp", targets: ["RecipesApp"]),
            .executable(name: "recipes-app", targets: ["RecipesAppMain"]),
            // The SwiftUI app on a Mac, `swift run recipes-mac` (elsewhere one line saying so).
            .executable(name: "recipes-mac", targets: ["RecipesMac"]),
        ],
    traits: Set([Trait.default(enabledTraits: Set(features))] + features.map { Trait.trait(name: $0) }),
    targets: [
        // MARK: Core
        .target(name: "CoordinatorKit", path: "Modules/CoordinatorKit"),
        .target(
            name: "CoordinatorKitTesting",
            dependencies: [
                "CoordinatorKit", "CoordinatorKitExplorer", "CoordinatorKitRendering", "CoordinatorKitText",
                "CoordinatorKitTooling",
            ],
            path: "Modules/CoordinatorKitTesting"),
        // Every reachable navigation state, checked: no Swift Testing, so that a command line
        // can link it; CoordinatorKitTesting re-exports it.
        .target(
            name: "CoordinatorKitExplorer",
            dependencies: ["CoordinatorKit", "CoordinatorKitRendering", "CoordinatorKitText", "CoordinatorKitTooling"],
            path: "Modules/CoordinatorKitExplorer"),

        // MARK: Beside the core
        // What renderers share, toolkit-free and tested on Linux: the displayed state, the
        // players and the plan of a change.
        .target(name: "CoordinatorKitRendering", dependencies: ["CoordinatorKit"], path: "Modules/CoordinatorKitRendering"),
        // What the demo's command line and scripted tests need, kept out of the runtime core:
        // screens described as text, and route tooling (modules' sample routes, route tables,
        // Mermaid, AASA, plist, link checks).
        .target(name: "CoordinatorKitText", dependencies: ["CoordinatorKit"], path: "Modules/CoordinatorKitText"),
        .target(name: "CoordinatorKitTooling", dependencies: ["CoordinatorKit"], path: "Modules/CoordinatorKitTooling"),

        // MARK: Adapters
        .target(
            name: "CoordinatorKitUI", dependencies: ["CoordinatorKit", "CoordinatorKitRendering"], path: "Modules/CoordinatorKitUI",
            resources: [.process("Resources")]),
        // UIKit containers playing the core's container operations (iOS only; empty elsewhere).
        // The adapters do not import each other: an app that hosts its modules' SwiftUI views
        // in UIKit imports both.
        .target(
            name: "CoordinatorKitUIKit", dependencies: ["CoordinatorKit", "CoordinatorKitRendering"],
            path: "Modules/CoordinatorKitUIKit",
            resources: [.process("Resources")]),

        // MARK: Shared values
        // Domain values more than one feature speaks of (not a feature: it has no routes).
        // Also the flows one feature offers another (`FlowOffer`), so it sees the core.
        .target(name: "SharedModels", dependencies: ["CoordinatorKit"], path: "Modules/SharedModels"),
    ]
        // MARK: Features
        // The core part (routes, rules, coordinator, view models) needs the core; its text
        // screens and sample routes, for the demo's shell and tooling, the toolkit-free
        // CoordinatorKitText and CoordinatorKitTooling.
        + features.flatMap { feature -> [Target] in
            let controllers = featuresWithControllers.contains(feature)
            return [
                .target(
                    name: feature,
                    dependencies: ["CoordinatorKit", "CoordinatorKitText", "CoordinatorKitTooling", "SharedModels"],
                    path: "Modules/\(feature)",
                    exclude: controllers ? ["Views", "Controllers"] : ["Views"],
                    resources: featuresWithTexts.contains(feature) ? [.process("Resources")] : nil),
                .target(
                    name: "\(feature)Views", dependencies: [.target(name: feature), "CoordinatorKitUI", "SharedModels"],
                    path: "Modules/\(feature)/Views"),
            ]
                + (controllers
                    ? [
                        .target(
                            name: "\(feature)Controllers", dependencies: [.target(name: feature), "CoordinatorKitUIKit"],
                            path: "Modules/\(feature)/Controllers")
                    ] : [])
        }
        // MARK: App
        + [
            .target(
                name: "RecipesApp",
                dependencies: [
                    "CoordinatorKit", "CoordinatorKitExplorer", "CoordinatorKitRendering", "CoordinatorKitText", "CoordinatorKitTooling",
                    "CoordinatorKitUI", "CoordinatorKitUIKit", "SharedModels",
                ]
                    + features.flatMap { feature in
                        ([feature, "\(feature)Views"] + (featuresWithControllers.contains(feature) ? ["\(feature)Controllers"] : []))
                            .map { .target(name: $0, condition: .when(traits: [feature])) }
                    },
                path: "App/RecipesApp"),
            .executableTarget(name: "RecipesAppMain", dependencies: ["RecipesApp"], path: "App/Main"),
            .executableTarget(name: "RecipesMac", dependencies: ["RecipesApp"], path: "App/Mac"),
        ]
        // MARK: Tests
        + [
            // Small library, shop, account and garden modules, stand-in tabs, alerts and
            // strings tables shared by the tests of the core, its renderers' shared code, its
            // testing helpers, its text descriptions and its route tooling (support code, no
            // tests).
            .target(
                name: "CoordinatorKitTestModules",
                dependencies: [
                    "CoordinatorKit", "CoordinatorKitRendering", "CoordinatorKitTesting", "CoordinatorKitText",
                    "CoordinatorKitTooling",
                ],
                path: "Tests/TestModules",
                resources: [.process("Resources")]),
            // A test target per target, a folder per room: a file's tests are found at its path,
            // `Modules/<Target>/<Room>/<File>.swift` → `Tests/<Target>Tests/<Room>/<File>Tests.swift`.
            .testTarget(
                name: "CoordinatorKitTests",
                dependencies: [
                    "CoordinatorKit", "CoordinatorKitRendering", "CoordinatorKitTesting", "CoordinatorKitTestModules",
                    "CoordinatorKitText", "CoordinatorKitTooling",
                ],
                path: "Tests/CoordinatorKitTests"),
            .testTarget(
                name: "CoordinatorKitRenderingTests",
                dependencies: ["CoordinatorKit", "CoordinatorKitRendering", "CoordinatorKitTesting", "CoordinatorKitTestModules"],
                path: "Tests/CoordinatorKitRenderingTests"),
            .testTarget(
                name: "CoordinatorKitExplorerTests",
                dependencies: [
                    "CoordinatorKit", "CoordinatorKitExplorer", "CoordinatorKitTesting", "CoordinatorKitTestModules",
                    "CoordinatorKitText", "CoordinatorKitTooling",
                ],
                path: "Tests/CoordinatorKitExplorerTests"),
            .testTarget(
                name: "CoordinatorKitTestingTests",
                dependencies: ["CoordinatorKit", "CoordinatorKitTesting", "CoordinatorKitTestModules"],
                path: "Tests/CoordinatorKitTestingTests"),
            .testTarget(
                name: "CoordinatorKitTextTests",
                dependencies: ["CoordinatorKit", "CoordinatorKitTesting", "CoordinatorKitText", "CoordinatorKitTestModules"],
                path: "Tests/CoordinatorKitTextTests"),
            .testTarget(
                name: "CoordinatorKitToolingTests",
                dependencies: ["CoordinatorKit", "CoordinatorKitTesting", "CoordinatorKitTooling", "CoordinatorKitTestModules"],
                path: "Tests/CoordinatorKitToolingTests"),
            // The documentation's code samples, compiled and run (Docs/check-snippets.sh
            // keeps the articles equal to them); those that use the demo's real modules are in
            // `Modules/`, a target of their own, as the core's samples declare modules of the
            // same names.
            .testTarget(
                name: "DocSnippetsTests",
                dependencies: [
                    "CoordinatorKit", "CoordinatorKitTesting", "CoordinatorKitText", "CoordinatorKitTooling", "SharedModels",
                ],
                path: "Tests/DocSnippetsTests",
                exclude: ["Modules"]),
            .testTarget(
                name: "ModuleSnippetsTests",
                dependencies: [
                    "CoordinatorKit", "CoordinatorKitTesting", "CoordinatorKitText", "SharedModels", "Auth", "Settings",
                ],
                path: "Tests/DocSnippetsTests/Modules"),
            .testTarget(
                name: "AppTests",
                dependencies: [
                    "RecipesApp", "CoordinatorKit", "CoordinatorKitTesting", "CoordinatorKitText", "CoordinatorKitTooling",
                ],
                path: "Tests/AppTests"),
        ]
        + features.map { feature in
            .testTarget(
                name: "\(feature)Tests",
                dependencies: [
                    "CoordinatorKit", "CoordinatorKitTesting", "CoordinatorKitText", "SharedModels", .target(name: feature),
                ],
                path: "Tests/\(feature)Tests")
        },
    swiftLanguageModes: [.v6]
)

for target in package.targets {
    let shared: [SwiftSetting] = [.enableUpcomingFeature("ExistentialAny")]
    target.swiftSettings = (target.swiftSettings ?? []) + shared
}
