// swift-tools-version: 6.1
// The demo as an iOS and iPadOS app: an App Playground that opens in Xcode (File ▸ Open…,
// this folder) and runs on a simulator. Its sources are the package's own: the app is
// `RecipesApp` (App/RecipesApp in the repository), and `App/RecipesExample.swift` only starts it.
// `.ci/playground-check` type-checks this manifest and checks every path it names.
import AppleProductTypes
import PackageDescription

let package = Package(
    name: "Recipes",
    platforms: [.iOS(.v17)],
    products: [
        .iOSApplication(
            name: "Recipes",
            targets: ["RecipesExample"],
            bundleIdentifier: "com.example.recipes",
            displayVersion: "2.0",
            bundleVersion: "1",
            appIcon: .placeholder(icon: .bowl),
            accentColor: .presetColor(.orange),
            supportedDeviceFamilies: [.pad, .phone],
            supportedInterfaceOrientations: [
                .portrait,
                .landscapeRight,
                .landscapeLeft,
                .portraitUpsideDown(.when(deviceFamilies: [.pad])),
            ],
            // What the product's parameters cannot say: the `recipes` URL scheme, the scene
            // manifest (several windows on iPad) and the restoration activity's type.
            additionalInfoPlistContentFilePath: "Info.plist"
        )
    ],
    dependencies: [
        // Named, so that `package:` below holds whatever the checkout's folder is called.
        .package(name: "CoordinatorKit", path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "RecipesExample",
            dependencies: [.product(name: "RecipesApp", package: "CoordinatorKit")],
            path: "App")
    ]
)
