// A stand-in for Xcode's `AppleProductTypes` manifest module, so that an App Playground's
// Package.swift type-checks and runs on a machine without Xcode (.ci/playground-check). Only
// for that check: nothing of it ships.
//
// The declarations are those Xcode's module and Swift Playgrounds document for
// `Product.iOSApplication` (their interface, swift-package-manager's
// Sources/PackageDescription/PackageDescription+AppleProductTypes.swift and Product.swift under
// `ENABLE_APPLE_PRODUCT_TYPES`): the same labels, types and defaults, so that a manifest
// that compiles here compiles there. In Xcode the setting types live in PackageDescription
// (`ProductSetting`); a manifest names them only through leading-dot members, so declaring
// them here changes nothing it can write. An application is recorded as an executable
// product, and its path arguments are written, as JSON, to the file named by the environment
// variable APPLE_PRODUCT_TYPES_RECORD, for the check to verify they exist.
import Foundation
import PackageDescription

extension Product {
    /// An iOS application product, its icon and accent colour named as assets.
    public static func iOSApplication(
        name: String,
        targets: [String],
        bundleIdentifier: String? = nil,
        teamIdentifier: String? = nil,
        displayVersion: String? = nil,
        bundleVersion: String? = nil,
        iconAssetName: String? = nil,
        accentColorAssetName: String? = nil,
        supportedDeviceFamilies: [ProductSetting.IOSAppInfo.DeviceFamily],
        supportedInterfaceOrientations: [ProductSetting.IOSAppInfo.InterfaceOrientation],
        capabilities: [ProductSetting.IOSAppInfo.Capability] = [],
        additionalInfoPlistContentFilePath: String? = nil
    ) -> Product {
        iOSApplication(
            name: name, targets: targets, bundleIdentifier: bundleIdentifier, teamIdentifier: teamIdentifier,
            displayVersion: displayVersion, bundleVersion: bundleVersion, appIcon: iconAssetName.map { .asset($0) },
            accentColor: accentColorAssetName.map { .asset($0) }, supportedDeviceFamilies: supportedDeviceFamilies,
            supportedInterfaceOrientations: supportedInterfaceOrientations, capabilities: capabilities,
            additionalInfoPlistContentFilePath: additionalInfoPlistContentFilePath)
    }

    /// An iOS application product.
    public static func iOSApplication(
        name: String,
        targets: [String],
        bundleIdentifier: String? = nil,
        teamIdentifier: String? = nil,
        displayVersion: String? = nil,
        bundleVersion: String? = nil,
        appIcon: ProductSetting.IOSAppInfo.AppIcon? = nil,
        accentColor: ProductSetting.IOSAppInfo.AccentColor? = nil,
        supportedDeviceFamilies: [ProductSetting.IOSAppInfo.DeviceFamily],
        supportedInterfaceOrientations: [ProductSetting.IOSAppInfo.InterfaceOrientation],
        capabilities: [ProductSetting.IOSAppInfo.Capability] = [],
        appCategory: ProductSetting.IOSAppInfo.AppCategory? = nil,
        additionalInfoPlistContentFilePath: String? = nil
    ) -> Product {
        record(name: name, additionalInfoPlistContentFilePath: additionalInfoPlistContentFilePath)
        return .executable(name: name, targets: targets)
    }

    private static func record(name: String, additionalInfoPlistContentFilePath: String?) {
        guard let path = ProcessInfo.processInfo.environment["APPLE_PRODUCT_TYPES_RECORD"] else { return }
        let entry: [String: String] = ["name": name, "additionalInfoPlistContentFilePath": additionalInfoPlistContentFilePath ?? ""]
        guard let data = try? JSONSerialization.data(withJSONObject: [entry]) else { return }
        _ = FileManager.default.createFile(atPath: path, contents: data)
    }
}

/// The settings of an application product (in Xcode, PackageDescription's).
public enum ProductSetting: Equatable {
    case bundleIdentifier(String)
    case teamIdentifier(String)
    case displayVersion(String)
    case bundleVersion(String)
    case iOSAppInfo(IOSAppInfo)

    /// An iOS application's settings.
    public struct IOSAppInfo: Equatable {
        /// The app's accent colour: a preset or an asset.
        public enum AccentColor: Equatable {
            public struct PresetColor: Equatable {
                public var rawValue: String
                public init(rawValue: String) { self.rawValue = rawValue }
            }
            case presetColor(PresetColor)
            case asset(String)
        }

        /// The app's icon: a placeholder symbol or an asset.
        public enum AppIcon: Equatable {
            public struct PlaceholderIcon: Equatable {
                public var rawValue: String
                public init(rawValue: String) { self.rawValue = rawValue }
            }
            case placeholder(icon: PlaceholderIcon)
            case asset(String)
        }

        public enum DeviceFamily: String, Equatable {
            case phone
            case pad
            case mac
        }

        public struct DeviceFamilyCondition: Equatable {
            public var deviceFamilies: [DeviceFamily]
            public init(deviceFamilies: [DeviceFamily]) { self.deviceFamilies = deviceFamilies }
            public static func when(deviceFamilies: [DeviceFamily]) -> DeviceFamilyCondition {
                DeviceFamilyCondition(deviceFamilies: deviceFamilies)
            }
        }

        public enum InterfaceOrientation: Equatable {
            case portrait(_ condition: DeviceFamilyCondition? = nil)
            case portraitUpsideDown(_ condition: DeviceFamilyCondition? = nil)
            case landscapeRight(_ condition: DeviceFamilyCondition? = nil)
            case landscapeLeft(_ condition: DeviceFamilyCondition? = nil)

            public static var portrait: Self { portrait(nil) }
            public static var portraitUpsideDown: Self { portraitUpsideDown(nil) }
            public static var landscapeRight: Self { landscapeRight(nil) }
            public static var landscapeLeft: Self { landscapeLeft(nil) }
        }

        public enum Capability: Equatable {
            case appTransportSecurity(configuration: AppTransportSecurityConfiguration, _ condition: DeviceFamilyCondition? = nil)
            case bluetoothAlways(purposeString: String, _ condition: DeviceFamilyCondition? = nil)
            case calendars(purposeString: String, _ condition: DeviceFamilyCondition? = nil)
            case camera(purposeString: String, _ condition: DeviceFamilyCondition? = nil)
            case contacts(purposeString: String, _ condition: DeviceFamilyCondition? = nil)
            case faceID(purposeString: String, _ condition: DeviceFamilyCondition? = nil)
            case fileAccess(_ location: FileAccessLocation, mode: FileAccessMode, _ condition: DeviceFamilyCondition? = nil)
            case incomingNetworkConnections(_ condition: DeviceFamilyCondition? = nil)
            case localNetwork(purposeString: String, bonjourServiceTypes: [String]? = nil, _ condition: DeviceFamilyCondition? = nil)
            case locationAlwaysAndWhenInUse(purposeString: String, _ condition: DeviceFamilyCondition? = nil)
            case locationWhenInUse(purposeString: String, _ condition: DeviceFamilyCondition? = nil)
            case mediaLibrary(purposeString: String, _ condition: DeviceFamilyCondition? = nil)
            case microphone(purposeString: String, _ condition: DeviceFamilyCondition? = nil)
            case motion(purposeString: String, _ condition: DeviceFamilyCondition? = nil)
            case nearbyInteractionAllowOnce(purposeString: String, _ condition: DeviceFamilyCondition? = nil)
            case outgoingNetworkConnections(_ condition: DeviceFamilyCondition? = nil)
            case photoLibrary(purposeString: String, _ condition: DeviceFamilyCondition? = nil)
            case photoLibraryAdd(purposeString: String, _ condition: DeviceFamilyCondition? = nil)
            case reminders(purposeString: String, _ condition: DeviceFamilyCondition? = nil)
            case speechRecognition(purposeString: String, _ condition: DeviceFamilyCondition? = nil)
            case userTracking(purposeString: String, _ condition: DeviceFamilyCondition? = nil)
        }

        public struct AppTransportSecurityConfiguration: Equatable {
            public var allowsArbitraryLoadsInWebContent: Bool?
            public var allowsArbitraryLoadsForMedia: Bool?
            public var allowsLocalNetworking: Bool?
            public init(
                allowsArbitraryLoadsInWebContent: Bool? = nil, allowsArbitraryLoadsForMedia: Bool? = nil,
                allowsLocalNetworking: Bool? = nil
            ) {
                self.allowsArbitraryLoadsInWebContent = allowsArbitraryLoadsInWebContent
                self.allowsArbitraryLoadsForMedia = allowsArbitraryLoadsForMedia
                self.allowsLocalNetworking = allowsLocalNetworking
            }
        }

        public enum FileAccessLocation: Equatable {
            case userSelectedFiles, downloadsFolder, pictureFolder, musicFolder, moviesFolder
        }

        public enum FileAccessMode: Equatable {
            case readOnly, readWrite
        }

        public struct AppCategory: Equatable, ExpressibleByStringLiteral {
            public var rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            public init(stringLiteral value: String) { self.init(rawValue: value) }
        }
    }
}

extension ProductSetting.IOSAppInfo.AccentColor.PresetColor {
    public static var blue: Self { .init(rawValue: "blue") }
    public static var brown: Self { .init(rawValue: "brown") }
    public static var cyan: Self { .init(rawValue: "cyan") }
    public static var green: Self { .init(rawValue: "green") }
    public static var indigo: Self { .init(rawValue: "indigo") }
    public static var mint: Self { .init(rawValue: "mint") }
    public static var orange: Self { .init(rawValue: "orange") }
    public static var pink: Self { .init(rawValue: "pink") }
    public static var purple: Self { .init(rawValue: "purple") }
    public static var red: Self { .init(rawValue: "red") }
    public static var teal: Self { .init(rawValue: "teal") }
    public static var yellow: Self { .init(rawValue: "yellow") }
}

// The placeholder icons a manifest of this repository names; Xcode's module has more.
extension ProductSetting.IOSAppInfo.AppIcon.PlaceholderIcon {
    public static var bowl: Self { .init(rawValue: "bowl") }
    public static var carrot: Self { .init(rawValue: "carrot") }
    public static var sandwich: Self { .init(rawValue: "sandwich") }
    public static var coffee: Self { .init(rawValue: "coffee") }
}
