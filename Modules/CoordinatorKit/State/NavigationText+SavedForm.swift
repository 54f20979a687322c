// A text in saved state (format version 3, `Docs/AppStateJSON.md`): a verbatim text as its
// words, a localized one as what it means, so that it is looked up again in the language of
// the day it is restored:
//
//   "Pasta"                                                   (verbatim)
//   {"key":"Delete %@?","bundle":"MyApp_Recipes","arguments":[{"string":"Pasta"}]}
//   {"key":"signOut.title","default":"Sign out?","table":"Navigation"}
//
// Version 2 stored an alert's words as strings; they read as verbatim texts.

extension JSONWriter {
    /// Appends a text in its saved form.
    mutating func text(_ text: NavigationText) {
        guard !text.isVerbatim else {
            string(text.key)
            return
        }
        raw("{")
        member("key", text.key, first: true)
        if text.defaultValue != text.key { member("default", text.defaultValue) }
        if let table = text.table { member("table", table) }
        if let bundle = text.bundle.name { member("bundle", bundle) }
        if !text.arguments.isEmpty {
            raw(",\"arguments\":[")
            for (index, argument) in text.arguments.enumerated() {
                raw(index > 0 ? ",{" : "{")
                switch argument {
                case .string(let words): member("string", words, first: true)
                case .integer(let value): raw("\"integer\":\(value)")
                case .number(let value) where value.isFinite: raw("\"number\":\(value)")
                case .number(let value): member("string", String(value), first: true)  // JSON has no NaN or infinity
                }
                raw("}")
            }
            raw("]")
        }
        raw("}")
    }
}

extension NavigationText {
    /// The most arguments a saved text may have.
    static let savedArgumentLimit = 16

    /// Reads a text in its saved form at `place` (`tabs.0.stack.1.alert.title`).
    ///
    /// - Throws: ``StateRestorationError/corrupt(reason:)`` naming the place and what is
    ///   wrong, for anything but a string or a text object.
    init(saved value: JSONValue, place: @autoclosure () -> String) throws(StateRestorationError) {
        func corrupt(_ member: String, _ problem: String) -> StateRestorationError {
            .corrupt(reason: "\(place())\(member): \(problem)")
        }
        func string(_ member: String) throws(StateRestorationError) -> String? {
            switch value[member] {
            case nil: return nil
            case .string(let text)?: return text
            default: throw corrupt(".\(member)", "expected a string")
            }
        }
        switch value {
        case .string(let words):
            self.init(verbatim: words)
            return
        case .object: break
        default: throw corrupt("", "expected a string or a text object")
        }
        guard let key = try string("key") else { throw corrupt(".key", "missing") }
        var bundle = TextBundle.main
        if let name = try string("bundle") {
            guard TextBundle.isValid(name) else { throw corrupt(".bundle", "'\(name)' is not a bundle name") }
            bundle = .named(name)
        }
        var arguments: [Argument] = []
        switch value["arguments"] {
        case nil: break
        case .array(let stored)? where stored.count <= Self.savedArgumentLimit:
            for (index, argument) in stored.enumerated() {
                let integer: Int? = if case .number(let number)? = argument["integer"] { Int(exactly: number) } else { nil }
                switch (argument["string"], argument["integer"], argument["number"]) {
                case (.string(let words)?, nil, nil): arguments.append(.string(words))
                case (nil, _?, nil) where integer != nil: arguments.append(.integer(integer ?? 0))
                case (nil, nil, .number(let number)?): arguments.append(.number(number))
                default:
                    throw corrupt(".arguments.\(index)", "expected {\"string\": …}, {\"integer\": …} or {\"number\": …}")
                }
            }
        default: throw corrupt(".arguments", "expected an array of at most \(Self.savedArgumentLimit) arguments")
        }
        self.init(key: key, defaultValue: try string("default"), table: try string("table"), bundle: bundle, arguments: arguments)
    }
}
