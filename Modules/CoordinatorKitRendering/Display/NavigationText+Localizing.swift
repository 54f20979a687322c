import CoordinatorKit
import Foundation

extension NavigationText {
    /// The text's words: looked up in its bundle's table, then formatted with its arguments.
    ///
    /// This is how a renderer that takes strings (UIKit's `UIAlertController`, the command
    /// line, tests) shows a text. With a locale, the table of that language is read from the
    /// bundle's `<language>.lproj` (then the bundle's development language's); without one,
    /// the bundle's own choice for the running app (on Apple platforms, the user's
    /// language for this app). A key no table has shows ``defaultValue``; a bundle that is
    /// not found shows it too. A verbatim text is its words in every language.
    ///
    /// - Parameter locale: The language to show, or `nil` for the app's current one.
    /// - Returns: The words to show.
    public func localized(in locale: Locale? = nil) -> String {
        guard !isVerbatim else { return key }
        let format = localizedFormat(in: locale)
        guard !arguments.isEmpty else { return format }
        return TextFormatter(format: format, arguments: arguments, locale: locale ?? .current).formatted()
    }

    /// The key's format in the wanted language, or the default value.
    private func localizedFormat(in locale: Locale?) -> String {
        guard let bundle = bundle.bundle else { return defaultValue }
        guard let locale else {
            return bundle.localizedString(forKey: key, value: defaultValue, table: table)
        }
        for candidate in Self.localizationBundles(of: bundle, for: locale) {
            let found = candidate.localizedString(forKey: key, value: Self.missing, table: table)
            if found != Self.missing { return found }
        }
        return defaultValue
    }

    /// What `localizedString(forKey:value:table:)` returns for a key the table lacks.
    private static let missing = "\u{1}CoordinatorKit.missing\u{1}"

    /// The bundle's `.lproj` folders to read, in order: the locale's most specific name
    /// first (`pt-BR`, `pt_BR`, `pt`), then the bundle's development language's.
    private static func localizationBundles(of bundle: Bundle, for locale: Locale) -> [Bundle] {
        var names: [String] = [locale.identifier, locale.identifier.replacingOccurrences(of: "_", with: "-")]
        if let language = locale.language.languageCode?.identifier {
            if let script = locale.language.script?.identifier { names.append("\(language)-\(script)") }
            if let region = locale.region?.identifier { names.append("\(language)-\(region)") }
            names.append(language)
        }
        // `developmentLocalization` traps on Linux for a bundle without an Info.plist (every
        // SwiftPM resource bundle there); the Info.plist key is what it reads on Apple platforms.
        names.append(bundle.object(forInfoDictionaryKey: "CFBundleDevelopmentRegion") as? String ?? "en")
        var seen = Set<String>()
        return names.filter { seen.insert($0).inserted }.compactMap { name in
            bundle.path(forResource: name, ofType: "lproj").flatMap { Bundle(path: $0) }
        }
    }
}
