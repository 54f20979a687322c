// swift-tools-version: 6.1
import PackageDescription

/// The demo app's feature modules. Adding a name here adds the module's target, its
/// library product, its test target and its package trait (all traits on by default, so
/// `swift build --traits Recipes,Settings` builds an app of just those two). The module's
/// sources live in `Modules/<Name>`, its tests in `Tests/<Name>Tests`.
let features = ["Auth", "Products", "Profile", "Recipes", "Settings"]

let package = Package(
    name: "CoordinatorKit",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [
        .library(name: "CoordinatorKit", targets: ["CoordinatorKit"]),
        .library(name: "CoordinatorKitTesting", targets: ["CoordinatorKitTesting"]),
        .library(name: "CoordinatorKitText", targets: ["CoordinatorKitText"]),
        .library(name: "CoordinatorKitTooling", targets: ["CoordinatorKitTooling"]),
        .library(name: "CoordinatorKitUI", targets: ["CoordinatorKitUI"]),
        .library(name: "SharedModels", targets: ["SharedModels"]),
    ]
        + features.map { .library(name: $0, targets: [$0]) }
        + [
            // The demo app's composition, for the fuzz targets (`Fuzz/`, a package of its own).
            .library(name: "RecipesApp", targets: ["RecipesApp"]),
            .executable(name: "recipes-app", targets: ["RecipesAppMain"]),
        ],
    traits: Set([Trait.default(enabledTraits: Set(features))] + features.map { Trait.trait(name: $0) }),
    targets: [
        // MARK: Core
        .target(name: "CoordinatorKit", path: "Modules/CoordinatorKit"),
        .target(
            name: "CoordinatorKitTesting", dependencies: ["CoordinatorKit", "CoordinatorKitText"],
            path: "Modules/CoordinatorKitTesting"),

        // MARK: Beside the core
        // What the demo's command line and scripted tests need, kept out of the runtime core:
        // screens described as text, and route tooling (route tables, Mermaid, AASA, plist,
        // link checks).
        .target(name: "CoordinatorKitText", dependencies: ["CoordinatorKit"], path: "Modules/CoordinatorKitText"),
        .target(name: "CoordinatorKitTooling", dependencies: ["CoordinatorKit"], path: "Modules/CoordinatorKitTooling"),

        // MARK: Adapters
        .target(name: "CoordinatorKitUI", dependencies: ["CoordinatorKit"], path: "Modules/CoordinatorKitUI"),

        // MARK: Shared values
        // Domain values more than one feature speaks of (not a feature: it has no routes).
        .target(name: "SharedModels", path: "Modules/SharedModels"),
    ]
        // MARK: Features
        + features.map { feature in
            .target(
                name: feature,
                dependencies: ["CoordinatorKit", "CoordinatorKitText", "CoordinatorKitUI", "SharedModels"],
                path: "Modules/\(feature)")
        }
        // MARK: App
        + [
            .target(
                name: "RecipesApp",
                dependencies: [
                    "CoordinatorKit", "CoordinatorKitTesting", "CoordinatorKitText", "CoordinatorKitTooling",
                    "CoordinatorKitUI", "SharedModels",
                ]
                    + features.map { .target(name: $0, condition: .when(traits: [$0])) },
                path: "App/RecipesApp"),
            .executableTarget(name: "RecipesAppMain", dependencies: ["RecipesApp"], path: "App/Main"),
        ]
        // MARK: Tests
        + [
            // Small library, shop, account and garden modules shared by the tests of the
            // core, its text descriptions and its route tooling (support code, no tests).
            .target(
                name: "CoordinatorKitTestModules",
                dependencies: ["CoordinatorKit", "CoordinatorKitTesting", "CoordinatorKitText"],
                path: "Tests/TestModules"),
            .testTarget(
                name: "CoordinatorKitTests",
                dependencies: ["CoordinatorKit", "CoordinatorKitTesting", "CoordinatorKitTestModules", "CoordinatorKitText"],
                path: "Tests/CoordinatorKitTests"),
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
                dependencies: ["CoordinatorKit", "CoordinatorKitTesting", "CoordinatorKitText", "SharedModels"],
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
