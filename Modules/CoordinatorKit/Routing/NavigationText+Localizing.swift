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

/// Formats a localized format with typed arguments, never reading past them: the format
/// comes from a strings table or from restored state, so it is input, and C's `%@` with a
/// missing argument would read whatever lies beyond. A specifier without an argument, or
/// one it does not know, is left as it is.
struct TextFormatter {
    let format: String
    let arguments: [NavigationText.Argument]
    let locale: Locale

    func formatted() -> String {
        var output = ""
        var next = 0
        var rest = Substring(format)
        while let percent = rest.firstIndex(of: "%") {
            output += rest[..<percent]
            let specifier = Specifier(parsing: rest[rest.index(after: percent)...])
            guard let specifier else {
                output += "%"
                rest = rest[rest.index(after: percent)...]
                continue
            }
            rest = specifier.rest
            if specifier.isPercent {
                output += "%"
                continue
            }
            let index = specifier.position.map { $0 - 1 } ?? next
            next = index + 1
            guard arguments.indices.contains(index) else {
                output += "%" + specifier.text
                continue
            }
            output += text(of: arguments[index], precision: specifier.precision)
        }
        return output + rest
    }

    private func text(of argument: NavigationText.Argument, precision: Int?) -> String {
        switch argument {
        case .string(let words): return words
        case .integer(let value): return String(value)
        case .number(let value):
            guard value.isFinite else { return String(value) }
            let digits = String(format: "%.\(precision ?? 6)f", value)
            return digits.replacingOccurrences(of: ".", with: locale.decimalSeparator ?? ".")
        }
    }

    /// One specifier after a `%`: `@`, `d`, `lld`, `.2f`, `2$@`, `%`.
    private struct Specifier {
        var text: String
        var position: Int?
        var precision: Int?
        var isPercent = false
        var rest: Substring

        init?(parsing input: Substring) {
            var cursor = input.startIndex
            func digits() -> Int? {
                let start = cursor
                while cursor < input.endIndex, input[cursor].isASCII, input[cursor].isNumber { cursor = input.index(after: cursor) }
                guard start < cursor, input.distance(from: start, to: cursor) <= 2 else { return nil }
                return Int(input[start..<cursor])
            }
            if cursor < input.endIndex, input[cursor] == "%" {
                self.text = "%"
                self.isPercent = true
                self.rest = input[input.index(after: cursor)...]
                return
            }
            let start = cursor
            if let number = digits() {
                guard cursor < input.endIndex, input[cursor] == "$", number > 0 else { return nil }
                position = number
                cursor = input.index(after: cursor)
            }
            if cursor < input.endIndex, input[cursor] == "." {
                cursor = input.index(after: cursor)
                guard let number = digits(), number <= 15 else { return nil }
                precision = number
            }
            for length in ["ll", "l", "h", "q", "z", "t", "j"] where input[cursor...].hasPrefix(length) {
                cursor = input.index(cursor, offsetBy: length.count)
                break
            }
            guard cursor < input.endIndex, "@dDiuUfF".contains(input[cursor]) else { return nil }
            cursor = input.index(after: cursor)
            self.text = String(input[start..<cursor])
            self.rest = input[cursor...]
        }
    }
}
