// swift-tools-version: 6.1
import PackageDescription

/// The core, the screens' text descriptions (what the shell prints) and the demo app's
/// composition, which every target here fuzzes or uses.
let app: [Target.Dependency] = [
    .product(name: "CoordinatorKit", package: "CoordinatorKit"),
    .product(name: "CoordinatorKitText", package: "CoordinatorKit"),
    .product(name: "RecipesApp", package: "CoordinatorKit"),
]

/// CoordinatorKit's fuzz targets, kept in their own package so that the root package keeps
/// zero dependencies and its build no sanitizer. `./run.sh` builds them with libFuzzer and
/// AddressSanitizer and runs them; see `Docs/Fuzzing.md`.
let package = Package(
    name: "CoordinatorKitFuzz",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "FuzzLinks", targets: ["FuzzLinks"]),
        .executable(name: "FuzzActions", targets: ["FuzzActions"]),
        .executable(name: "FuzzRestoration", targets: ["FuzzRestoration"]),
        .executable(name: "fuzz-seeds", targets: ["FuzzSeeds"]),
    ],
    dependencies: [
        // MARK: Local
        .package(name: "CoordinatorKit", path: ".."),
    ],
    targets: [
        // MARK: Invariants
        .target(
            name: "FuzzChecks",
            dependencies: app + [.product(name: "CoordinatorKitExplorer", package: "CoordinatorKit")],
            path: "Sources/FuzzChecks"),

        // MARK: Targets
        // No `main`: libFuzzer's, linked by `-sanitize=fuzzer`, calls `LLVMFuzzerTestOneInput`.
        .executableTarget(
            name: "FuzzLinks",
            dependencies: ["FuzzChecks"] + app,
            path: "Sources/FuzzLinks"),
        .executableTarget(
            name: "FuzzActions",
            dependencies: ["FuzzChecks"] + app,
            path: "Sources/FuzzActions"),
        .executableTarget(
            name: "FuzzRestoration",
            dependencies: ["FuzzChecks"] + app,
            path: "Sources/FuzzRestoration"),

        // MARK: Seeds
        // Built without sanitizers (`make-seeds.sh`): writes the corpora and dictionaries.
        .executableTarget(
            name: "FuzzSeeds",
            dependencies: app + [
                // The route listing: the seeds are every route's example link and alias.
                .product(name: "CoordinatorKitTooling", package: "CoordinatorKit"),
                .product(name: "Recipes", package: "CoordinatorKit"),
                .product(name: "Settings", package: "CoordinatorKit"),
            ],
            path: "Sources/FuzzSeeds"),
    ],
    swiftLanguageModes: [.v6]
)

for target in package.targets {
    let shared: [SwiftSetting] = [.enableUpcomingFeature("ExistentialAny")]
    target.swiftSettings = (target.swiftSettings ?? []) + shared
}
