#if canImport(SwiftUI)
import SwiftUI

extension Text {
    /// Shows a navigation text with Apple's localization: a localized text as a
    /// `LocalizedStringResource` (its table in its bundle, in the app's language, plural
    /// variants included), a verbatim one as it is.
    ///
    /// - Parameter text: The text, such as a tab's title or an alert's message.
    public init(_ text: NavigationText) {
        if text.isVerbatim {
            self.init(verbatim: text.key)
        } else if let resource = LocalizedStringResource(text) {
            self.init(resource)
        } else {
            self.init(verbatim: text.localized())
        }
    }
}

extension LocalizedStringResource {
    /// The resource Apple's localization looks `text` up with; `nil` for a verbatim text and
    /// for one whose key differs from its default value (`LocalizedStringResource` takes a
    /// key chosen at run time only as its own default value): show those with
    /// ``NavigationText/localized(in:)``, which reads the same table.
    ///
    /// - Parameter text: A localized text.
    public init?(_ text: NavigationText) {
        guard !text.isVerbatim, text.key == text.defaultValue, let value = String.LocalizationValue(text) else { return nil }
        let bundle: BundleDescription
        if text.bundle == .main {
            bundle = .main
        } else if let found = text.bundle.bundle {
            bundle = .atURL(found.bundleURL)
        } else {
            return nil
        }
        self.init(value, table: text.table, bundle: bundle)
    }
}

extension String.LocalizationValue {
    /// The key and arguments of `text` as Apple's value: its literal parts and its
    /// arguments in order, which gives the same key (`Delete %@?`). `nil` when the key
    /// has specifiers an interpolation does not write (positions, precisions) or not one
    /// per argument.
    init?(_ text: NavigationText) {
        guard !text.arguments.isEmpty else {
            self.init(stringLiteral: text.key)
            return
        }
        var interpolation = StringInterpolation(literalCapacity: text.key.count, interpolationCount: text.arguments.count)
        var arguments = text.arguments[...]
        var rest = Substring(text.key)
        while let percent = rest.firstIndex(of: "%") {
            interpolation.appendLiteral(String(rest[..<percent]))
            let specifier = rest[percent...]
            if specifier.hasPrefix("%%") {
                interpolation.appendLiteral("%")
                rest = specifier.dropFirst(2)
                continue
            }
            guard let argument = arguments.popFirst() else { return nil }
            switch argument {
            case .string(let words) where specifier.hasPrefix("%@"):
                interpolation.appendInterpolation(words)
                rest = specifier.dropFirst(2)
            case .integer(let value) where specifier.hasPrefix("%lld"):
                interpolation.appendInterpolation(value)
                rest = specifier.dropFirst(4)
            case .number(let value) where specifier.hasPrefix("%lf"):
                interpolation.appendInterpolation(value)
                rest = specifier.dropFirst(3)
            default:
                return nil
            }
        }
        guard arguments.isEmpty else { return nil }
        interpolation.appendLiteral(String(rest))
        self.init(stringInterpolation: interpolation)
    }
}

extension TextBundle {
    /// The adapter's own words ("OK", "Cancel", "Done", a screen placeholder's line), in its
    /// resource bundle; named, not `TextBundle(Bundle.module)`, which the Apple type check
    /// (run without SwiftPM's generated resource accessor) cannot see.
    static let coordinatorKitUI = TextBundle.named("CoordinatorKit_CoordinatorKitUI")
}
#endif
