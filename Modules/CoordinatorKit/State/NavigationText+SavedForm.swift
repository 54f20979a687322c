// A text in saved state (`Docs/AppStateJSON.md`): a verbatim text as its words, a localized
// one as what it means, looked up again in the language of the day it is restored:
//
//   "Pasta"                                                   (verbatim; version 2's words)
//   {"key":"Delete %@?","bundle":"MyApp_Recipes","arguments":[{"string":"Pasta"}]}
//   {"key":"signOut.title","default":"Sign out?","table":"Navigation"}

extension JSONWriter {
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
                // JSON numbers read back exactly up to 2^53 and have no NaN or infinity: other
                // values are stored as their words, which read back.
                case .integer(let value) where value.magnitude <= 1 << 53: raw("\"integer\":\(value)")
                case .integer(let value): member("string", String(value), first: true)
                case .number(let value) where value.isFinite: raw("\"number\":\(value)")
                case .number(let value): member("string", String(value), first: true)
                }
                raw("}")
            }
            raw("]")
        }
        raw("}")
    }
}

extension NavigationText {
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
                guard let read = Argument(saved: argument) else {
                    throw corrupt(".arguments.\(index)", "expected {\"string\": …}, {\"integer\": …} or {\"number\": …}")
                }
                arguments.append(read)
            }
        default: throw corrupt(".arguments", "expected an array of at most \(Self.savedArgumentLimit) arguments")
        }
        self.init(key: key, defaultValue: try string("default"), table: try string("table"), bundle: bundle, arguments: arguments)
    }
}

extension NavigationText.Argument {
    /// Reads an argument in its saved form, an object with exactly one member named for its
    /// type; `nil` for anything else (an `integer` that is not a whole number included).
    init?(saved value: JSONValue) {
        guard case .object(let members) = value, members.count == 1, let (name, member) = members.first else { return nil }
        switch (name, member) {
        case ("string", .string(let words)): self = .string(words)
        case ("integer", .number(let number)):
            guard let integer = Int(exactly: number) else { return nil }
            self = .integer(integer)
        case ("number", .number(let number)): self = .number(number)
        default: return nil
        }
    }
}
