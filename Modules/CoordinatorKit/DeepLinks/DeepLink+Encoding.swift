extension DeepLink {
    /// The link printed with `scheme`: `scheme://first/second?name=value`, or `scheme:///`
    /// when it has no segments.
    public func url(scheme: String) -> String {
        guard let host = segments.first else { return scheme + ":///" + path }
        // The first segment is the host, where `@` and `:` would read as user or port.
        return scheme + "://" + Self.encode(host, as: .host) + printed(from: 1)
    }

    /// The path and query, without scheme: `settings/allergies?name=value`.
    public var path: String {
        printed(from: 0)
    }

    /// The segments from `start` on and the query, escaped; after the host, from a slash.
    private func printed(from start: Int) -> String {
        var text = segments[start...].map { Self.encode($0, as: .segment) }.joined(separator: "/")
        if start > 0, !text.isEmpty {
            text = "/" + text
        }
        if !queryItems.isEmpty {
            text += "?"
            text += queryItems.map {
                Self.encode($0.name, as: .query) + "=" + Self.encode($0.value, as: .query)
            }.joined(separator: "&")
        }
        return text
    }

    /// Where an escaped text stands in a printed link.
    enum Component {
        case host, segment, query
    }

    /// Percent-encodes everything but unreserved characters and a few safe delimiters, so
    /// that parsing reads back exactly `text`: `+`, `%`, `/` in a segment, `&`, `=` and `#`
    /// are escaped, and a segment of only `.` or `..` is written `%2E`.
    static func encode(_ text: String, as component: Component) -> String {
        let isDots = component == .segment && (text == "." || text == "..")
        if !isDots, text.utf8.allSatisfy({ isWrittenAsIs($0, in: component) }) { return text }
        var output: [UInt8] = []
        appendEncoded(text, as: component, to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    static func isWrittenAsIs(_ byte: UInt8, in component: Component) -> Bool {
        if isLetter(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) { return true }
        switch byte {
        case UInt8(ascii: ":"), UInt8(ascii: "@"): return component != .host
        case UInt8(ascii: "/"): return component == .query
        default: return "-._~!$'()*,;".utf8.contains(byte)
        }
    }

    /// Appends `text` escaped as ``encode(_:as:)`` escapes it, as UTF-8.
    static func appendEncoded(_ text: String, as component: Component, to output: inout [UInt8]) {
        // A segment of dots alone would read as a dot segment, which parsing rejects.
        if component == .segment, text == "." || text == ".." {
            output += text == "." ? Array("%2E".utf8) : Array("%2E%2E".utf8)
            return
        }
        for byte in text.utf8 {
            if isWrittenAsIs(byte, in: component) {
                output.append(byte)
            } else {
                output.append(UInt8(ascii: "%"))
                output.append(hexDigit(byte >> 4))
                output.append(hexDigit(byte & 0xF))
            }
        }
    }

    static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "A") + value - 10
    }
}
