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
