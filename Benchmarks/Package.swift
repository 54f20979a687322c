// swift-tools-version: 6.1
import PackageDescription

/// CoordinatorKit's benchmarks, kept in their own package so that the root package keeps
/// zero dependencies. `./run.sh` builds and runs them and prints one table.
let package = Package(
    name: "CoordinatorKitBenchmarks",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "ck-bench", targets: ["ck-bench"]),
    ],
    dependencies: [
        // MARK: Local
        .package(name: "CoordinatorKit", path: ".."),

        // MARK: Measurement and comparison
        // Only the malloc interposer trait: the default traits also pull in a Swift 6.3
        // runtime interposer that we do not use.
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
        .package(url: "https://github.com/vapor/routing-kit", from: "4.9.3"),
    ],
    targets: [
        // MARK: Workloads
        .target(
            name: "BenchmarkApps",
            dependencies: [
                .product(name: "CoordinatorKit", package: "CoordinatorKit"),
                // A generated module's sample routes (`ModuleSamples`), for workload 7.
                .product(name: "CoordinatorKitTooling", package: "CoordinatorKit"),
                .product(name: "RoutingKit", package: "routing-kit"),
            ],
            path: "Sources/BenchmarkApps"),

        // MARK: Harness
        .executableTarget(
            name: "ck-bench",
            dependencies: [
                "BenchmarkApps",
                .product(name: "CoordinatorKit", package: "CoordinatorKit"),
                // The route listing, to check each app registers the routes it declares.
                .product(name: "CoordinatorKitTooling", package: "CoordinatorKit"),
                // The navigation explorer, workload 7.
                .product(name: "CoordinatorKitExplorer", package: "CoordinatorKit"),
                // The steps of a change, a renderer's (workload 6).
                .product(name: "CoordinatorKitRendering", package: "CoordinatorKit"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Sources/ck-bench"),
    ],
    swiftLanguageModes: [.v6]
)

for target in package.targets {
    let shared: [SwiftSetting] = [.enableUpcomingFeature("ExistentialAny")]
    target.swiftSettings = (target.swiftSettings ?? []) + shared
}
