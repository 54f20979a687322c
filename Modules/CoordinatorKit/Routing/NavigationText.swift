import Foundation

/// A text the navigation shows — a tab's title, an alert's title, message and button
/// titles — kept as what it means: a localization key with its table, bundle and default
/// value and typed arguments, or verbatim words.
///
/// A string literal is a key in the main bundle's `Localizable` table whose default value
/// is the literal, as with SwiftUI's `Text("Sign out?")`; an interpolation's values become
/// typed arguments of a key with format specifiers (`"Delete \(name)?"` is the key
/// `Delete %@?` with the argument `name`):
///
/// <!-- snippet: navigation-text -->
/// ```swift
/// let title: NavigationText = "Sign out?"
/// let question = NavigationText("Delete \(recipe.name)?", bundle: .named("MyApp_Recipes"))
/// let name = NavigationText(verbatim: recipe.name)
/// ```
///
/// Saved state stores the key and its arguments (``NavigationState/schemaVersion`` 3), so an
/// alert restored after the user changed the device's language speaks the new one. Renderers
/// turn a text into words with `localized(in:)` (`CoordinatorKitRendering`); the SwiftUI
/// adapter gives SwiftUI a `LocalizedStringResource`. The core formats arguments itself, the same way on every
/// platform: `%@`, `%d`/`%lld` (and the other integer lengths), `%f`/`%lf` with an optional
/// precision, positions (`%2$@`) and `%%`; plural variants (`.stringsdict`) are Apple's
/// renderers' alone.
public struct NavigationText: Hashable, Sendable, CustomStringConvertible {
    /// A typed value formatted into a localized text.
    public enum Argument: Hashable, Sendable {
        /// Words, formatted by `%@`.
        case string(String)
        /// A whole number, formatted by `%lld` (`%d` and the other integer specifiers too).
        case integer(Int)
        /// A number with a fraction, formatted by `%lf` (`%f`, `%.2f` too) with the locale's
        /// decimal separator.
        case number(Double)
    }

    /// The key under which the text is looked up; for a verbatim text, its words.
    public let key: String
    /// The words shown when the key is found in no table: in the developer's language, with
    /// the same format specifiers as the key.
    public let defaultValue: String
    /// The strings table (`Localizable` when `nil`).
    public let table: String?
    /// The bundle holding the table.
    public let bundle: TextBundle
    /// The values formatted into the text, in the order of its format specifiers.
    public let arguments: [Argument]
    /// Whether the text is shown as it is, never looked up.
    public let isVerbatim: Bool

    /// A text looked up under `key`.
    ///
    /// - Parameters:
    ///   - key: The key in the strings table, such as `settings.signOut.title`.
    ///   - defaultValue: The words shown when no table has the key (the key itself when `nil`).
    ///   - table: The strings table (`Localizable` when `nil`).
    ///   - bundle: The bundle holding the table.
    ///   - arguments: The values formatted into the text.
    public init(
        key: String, defaultValue: String? = nil, table: String? = nil, bundle: TextBundle = .main, arguments: [Argument] = []
    ) {
        self.key = key
        self.defaultValue = defaultValue ?? key
        self.table = table
        self.bundle = bundle
        self.arguments = arguments
        self.isVerbatim = false
    }

    /// A literal or interpolated text looked up in another table or bundle:
    /// `NavigationText("Sign out?", bundle: .named("MyApp_Settings"))`.
    ///
    /// - Parameters:
    ///   - text: The text, written as a string literal or interpolation.
    ///   - table: The strings table (`Localizable` when `nil`).
    ///   - bundle: The bundle holding the table.
    public init(_ text: NavigationText, table: String? = nil, bundle: TextBundle) {
        self.init(key: text.key, defaultValue: text.defaultValue, table: table, bundle: bundle, arguments: text.arguments)
    }

    /// Words shown as they are, in every language: a name, a number the app formatted.
    ///
    /// - Parameter words: The words.
    public init(verbatim words: String) {
        self.key = words
        self.defaultValue = words
        self.table = nil
        self.bundle = .main
        self.arguments = []
        self.isVerbatim = true
    }

    /// The words for logs: a verbatim text's words, else the default value with its
    /// arguments (a renderer shows a text in the user's language: `localized(in:)`, in
    /// `CoordinatorKitRendering`).
    public var description: String {
        guard !isVerbatim else { return key }
        guard !arguments.isEmpty else { return defaultValue }
        return TextFormatter(format: defaultValue, arguments: arguments, locale: Locale(identifier: "en")).formatted()
    }
}

extension NavigationText: ExpressibleByStringInterpolation {
    /// A key in the main bundle's `Localizable` table whose default value is the literal.
    public init(stringLiteral value: String) {
        self.init(key: value)
    }

    /// A key with a format specifier for each interpolated value, which becomes an argument.
    public init(stringInterpolation: StringInterpolation) {
        self.init(key: stringInterpolation.format, arguments: stringInterpolation.arguments)
    }

    /// Builds a text's key and arguments from an interpolation: `%@` for words, `%lld` for a
    /// whole number, `%lf` for a number with a fraction (the specifiers Apple's
    /// `String.LocalizationValue` writes for the same values).
    public struct StringInterpolation: StringInterpolationProtocol {
        var format = ""
        var arguments: [Argument] = []

        /// Creates an empty interpolation.
        public init(literalCapacity: Int, interpolationCount: Int) {
            format.reserveCapacity(literalCapacity + 4 * interpolationCount)
            arguments.reserveCapacity(interpolationCount)
        }

        /// Appends literal words (a `%` in them is written `%%` in the key).
        public mutating func appendLiteral(_ literal: String) {
            format += literal.replacingOccurrences(of: "%", with: "%%")
        }

        /// Appends words as a `%@` argument.
        public mutating func appendInterpolation(_ value: String) {
            append("%@", .string(value))
        }

        /// Appends a whole number as a `%lld` argument.
        public mutating func appendInterpolation(_ value: Int) {
            append("%lld", .integer(value))
        }

        /// Appends a number with a fraction as a `%lf` argument.
        public mutating func appendInterpolation(_ value: Double) {
            append("%lf", .number(value))
        }

        private mutating func append(_ specifier: String, _ argument: Argument) {
            format += specifier
            arguments.append(argument)
        }
    }
}

extension NavigationText: Codable {
    // The same shape as in saved state (`Docs/AppStateJSON.md`): a verbatim text is a string;
    // a localized one an object with its key, and its default value, table, bundle and
    // arguments where they are not the usual.
    private enum CodingKeys: String, CodingKey {
        case key, defaultValue = "default", table, bundle, arguments
    }

    /// Reads a text written by ``encode(to:)``.
    public init(from decoder: any Decoder) throws {
        if let words = try? decoder.singleValueContainer().decode(String.self) {
            self.init(verbatim: words)
            return
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let key = try container.decode(String.self, forKey: .key)
        let bundle = try container.decodeIfPresent(String.self, forKey: .bundle)
        self.init(
            key: key, defaultValue: try container.decodeIfPresent(String.self, forKey: .defaultValue),
            table: try container.decodeIfPresent(String.self, forKey: .table), bundle: bundle.map(TextBundle.named) ?? .main,
            arguments: try container.decodeIfPresent([Argument].self, forKey: .arguments) ?? [])
    }

    /// Writes a verbatim text as its words, a localized one as its key and the rest.
    public func encode(to encoder: any Encoder) throws {
        guard !isVerbatim else {
            var container = encoder.singleValueContainer()
            try container.encode(key)
            return
        }
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(key, forKey: .key)
        if defaultValue != key { try container.encode(defaultValue, forKey: .defaultValue) }
        try container.encodeIfPresent(table, forKey: .table)
        try container.encodeIfPresent(bundle.name, forKey: .bundle)
        if !arguments.isEmpty { try container.encode(arguments, forKey: .arguments) }
    }
}

extension NavigationText.Argument: Codable {
    private enum CodingKeys: String, CodingKey {
        case string, integer, number
    }

    /// Reads an argument written by ``encode(to:)``: an object with one member named for
    /// its type.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let words = try container.decodeIfPresent(String.self, forKey: .string) {
            self = .string(words)
        } else if let value = try container.decodeIfPresent(Int.self, forKey: .integer) {
            self = .integer(value)
        } else {
            self = .number(try container.decode(Double.self, forKey: .number))
        }
    }

    /// Writes the argument as `{"string": …}`, `{"integer": …}` or `{"number": …}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .string(let words): try container.encode(words, forKey: .string)
        case .integer(let value): try container.encode(value, forKey: .integer)
        case .number(let value): try container.encode(value, forKey: .number)
        }
    }
}
