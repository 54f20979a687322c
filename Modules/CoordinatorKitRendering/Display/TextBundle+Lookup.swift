import CoordinatorKit
import Foundation

extension TextBundle {
    /// The given bundle, remembered under its name for the rest of the process, so that
    /// texts naming it resolve through it.
    ///
    /// - Parameter bundle: The bundle, usually a module's `Bundle.module`.
    public init(_ bundle: Bundle) {
        guard bundle.bundleURL.standardizedFileURL != Bundle.main.bundleURL.standardizedFileURL else {
            self.init(validName: nil)
            return
        }
        let name = bundle.bundleURL.deletingPathExtension().lastPathComponent
        self.init(validName: name)
        if Self.isValid(name) { BundleDirectory.shared.remember(bundle, as: name) }
    }

    /// The bundle, or `nil` when no bundle of that name is found.
    public var bundle: Bundle? {
        guard let name else { return .main }
        guard Self.isValid(name) else { return nil }
        return BundleDirectory.shared.bundle(named: name)
    }

}

/// The resource bundles found so far, by name (a lock keeps it safe from any thread:
/// renderers resolve texts on the main actor, the command line and tests anywhere).
private final class BundleDirectory: @unchecked Sendable {
    static let shared = BundleDirectory()

    private let lock = NSLock()
    private var bundles: [String: Bundle] = [:]

    func remember(_ bundle: Bundle, as name: String) {
        lock.lock()
        defer { lock.unlock() }
        bundles[name] = bundle
    }

    func bundle(named name: String) -> Bundle? {
        lock.lock()
        if let known = bundles[name] {
            lock.unlock()
            return known
        }
        lock.unlock()
        guard let found = Self.find(name) else { return nil }
        remember(found, as: name)
        return found
    }

    /// Looks for `<name>.bundle` or `<name>.resources` where SwiftPM and Xcode put resource
    /// bundles: inside a bundle's resources (an app), beside it (a command-line tool, a
    /// test bundle) or at its top (an iOS app's flat layout).
    ///
    /// On Linux SwiftPM puts every resource bundle beside the executable (a tool's, or the
    /// test runner's), which is the main bundle's folder, so only the main bundle is asked:
    /// Foundation's `Bundle.allBundles` leaks there on every call (found by the links fuzz
    /// target under AddressSanitizer). On Apple platforms a test bundle is loaded into a
    /// runner, so every loaded bundle is asked.
    private static func find(_ name: String) -> Bundle? {
        var folders: [URL] = []
        #if os(Linux)
        let searched = [Bundle.main]
        #else
        let searched = [Bundle.main] + Bundle.allBundles
        #endif
        for bundle in searched {
            folders += [bundle.resourceURL, bundle.bundleURL, bundle.bundleURL.deletingLastPathComponent()].compactMap { $0 }
        }
        for folder in folders {
            for suffix in ["bundle", "resources"] {
                let url = folder.appendingPathComponent("\(name).\(suffix)", isDirectory: true)
                if let bundle = Bundle(url: url) { return bundle }
            }
        }
        return nil
    }
}
