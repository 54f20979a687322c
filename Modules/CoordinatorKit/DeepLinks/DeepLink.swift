/// A link reduced to what navigation reads: decoded path segments and query items.
///
/// A custom-scheme link's host is its first segment (`recipes://settings/allergies` has the
/// segments `settings`, `allergies`); a universal link contributes only its path. Empty
/// segments are dropped, escapes are decoded, and the fragment is ignored.
public struct DeepLink: Hashable, Sendable, CustomStringConvertible {
    /// The decoded path segments, in order.
    public private(set) var segments: [String]
    /// The decoded query items, in order.
    public let queryItems: [LinkQueryItem]
    /// For each segment, its position in the link as written (aliases can expand one
    /// written segment into several).
    private var writtenPositions: [Int]

    /// Creates a link from decoded segments and query items.
    public init(segments: [String], queryItems: [LinkQueryItem] = []) {
        self.segments = segments
        self.queryItems = queryItems
        self.writtenPositions = Array(segments.indices)
    }

    /// Parses a full link, custom scheme or universal link.
    ///
    /// - Throws: ``DeepLinkError`` when the link is too large, malformed, or uses a
    ///   scheme or host the configuration does not accept.
    public init(parsing text: String, configuration: DeepLinkConfiguration) throws(DeepLinkError) {
        let bytes = Array(text.utf8)
        try Self.checkCharacters(bytes, limits: configuration.limits)
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")) else {
            throw .malformed(reason: "it has no scheme; write it as \(configuration.canonicalScheme)://path")
        }
        let scheme = String(decoding: bytes[..<colon], as: UTF8.self).lowercased()
        guard Self.isValidScheme(bytes[..<colon]) else {
            throw .malformed(reason: "'\(scheme)' is not a valid scheme")
        }
        let end = bytes.firstIndex(of: UInt8(ascii: "#")) ?? bytes.endIndex
        let pathEnd = bytes[colon..<end].firstIndex(of: UInt8(ascii: "?")) ?? end
        var pathStart = colon + 1
        var authority: ArraySlice<UInt8> = []
        if bytes[pathStart..<pathEnd].starts(with: [UInt8(ascii: "/"), UInt8(ascii: "/")]) {
            let authorityStart = pathStart + 2
            let authorityEnd = bytes[authorityStart..<pathEnd].firstIndex(of: UInt8(ascii: "/")) ?? pathEnd
            authority = bytes[authorityStart..<authorityEnd]
            pathStart = authorityEnd
        }
        if authority.contains(UInt8(ascii: "@")) {
            throw .malformed(reason: "user information ('@') is not accepted in a link")
        }

        var segments: [String] = []
        if configuration.schemes.contains(scheme) {
            if authority.contains(UInt8(ascii: ":")) {
                throw .malformed(reason: "a port is not accepted in a custom-scheme link")
            }
            if !authority.isEmpty {
                segments.append(try Self.decode(authority, plusAsSpace: false).lowercased())
            }
        } else if scheme == "https" {
            let host = String(decoding: authority, as: UTF8.self).lowercased()
            guard configuration.universalLinkHosts.contains(host) else {
                throw .unsupportedHost(host, accepted: configuration.universalLinkHosts)
            }
        } else {
            let accepted = configuration.schemes + (configuration.universalLinkHosts.isEmpty ? [] : ["https"])
            throw .unsupportedScheme(scheme, accepted: accepted)
        }
        let queryStart = pathEnd < end ? pathEnd + 1 : end
        try self.init(
            leading: segments, path: bytes[pathStart..<pathEnd], query: bytes[queryStart..<end],
            limits: configuration.limits)
    }

    /// Parses a path with an optional query, such as `settings/allergies` or
    /// `/products/product?id=…`, as if it followed the app's scheme.
    ///
    /// - Throws: ``DeepLinkError`` when the path is too large or malformed.
    public init(parsingPath text: String, limits: DeepLinkConfiguration.Limits = .init()) throws(DeepLinkError) {
        let bytes = Array(text.utf8)
        try Self.checkCharacters(bytes, limits: limits)
        let end = bytes.firstIndex(of: UInt8(ascii: "#")) ?? bytes.endIndex
        let pathEnd = bytes[..<end].firstIndex(of: UInt8(ascii: "?")) ?? end
        let queryStart = pathEnd < end ? pathEnd + 1 : end
        try self.init(leading: [], path: bytes[..<pathEnd], query: bytes[queryStart..<end], limits: limits)
    }

    private init(
        leading: [String], path: ArraySlice<UInt8>, query: ArraySlice<UInt8>,
        limits: DeepLinkConfiguration.Limits
    ) throws(DeepLinkError) {
        let pathParts = path.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: true)
        let segmentCount = leading.count + pathParts.count
        guard segmentCount <= limits.maxSegments else {
            throw .tooManySegments(count: segmentCount, limit: limits.maxSegments)
        }
        var segments = leading
        segments.reserveCapacity(segmentCount)
        for part in pathParts {
            segments.append(try Self.decode(part, plusAsSpace: false))
        }
        let queryParts = query.split(separator: UInt8(ascii: "&"), omittingEmptySubsequences: true)
        guard queryParts.count <= limits.maxQueryItems else {
            throw .tooManyQueryItems(count: queryParts.count, limit: limits.maxQueryItems)
        }
        var queryItems: [LinkQueryItem] = []
        queryItems.reserveCapacity(queryParts.count)
        for part in queryParts {
            let equals = part.firstIndex(of: UInt8(ascii: "=")) ?? part.endIndex
            let name = try Self.decode(part[..<equals], plusAsSpace: true)
            let value = equals < part.endIndex ? try Self.decode(part[(equals + 1)...], plusAsSpace: true) : ""
            queryItems.append(LinkQueryItem(name: name, value: value))
        }
        self.init(segments: segments, queryItems: queryItems)
    }

    /// The value of the first query item named `name`.
    public func queryValue(named name: String) -> String? {
        for item in queryItems where item.name == name {
            return item.value
        }
        return nil
    }

    /// The position, as written, of the segment at `index`.
    func position(ofSegment index: Int) -> Int {
        index < writtenPositions.count ? writtenPositions[index] : index
    }

    /// Replaces the segment at `index` with `replacement`, keeping written positions.
    mutating func expandSegment(at index: Int, into replacement: [String]) {
        let position = self.position(ofSegment: index)
        segments.replaceSubrange(index...index, with: replacement)
        writtenPositions.replaceSubrange(
            index...index, with: repeatElement(position, count: replacement.count))
    }

    /// The link printed with `scheme`: `scheme://first/second?name=value`, or `scheme:///`
    /// when it has no segments.
    public func url(scheme: String) -> String {
        scheme + (segments.isEmpty ? ":///" : "://") + path
    }

    /// The path and query, without scheme: `settings/allergies?name=value`.
    public var path: String {
        var text = segments.map { Self.encode($0, isQuery: false) }.joined(separator: "/")
        if !queryItems.isEmpty {
            text += "?"
            text += queryItems.map {
                Self.encode($0.name, isQuery: true) + "=" + Self.encode($0.value, isQuery: true)
            }.joined(separator: "&")
        }
        return text
    }

    public var description: String { path }

    public static func == (lhs: DeepLink, rhs: DeepLink) -> Bool {
        lhs.segments == rhs.segments && lhs.queryItems == rhs.queryItems
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(segments)
        hasher.combine(queryItems)
    }
}

extension DeepLink {
    private static func checkCharacters(
        _ bytes: [UInt8], limits: DeepLinkConfiguration.Limits
    ) throws(DeepLinkError) {
        guard bytes.count <= limits.maxLength else {
            throw .tooLong(length: bytes.count, limit: limits.maxLength)
        }
        if let offset = bytes.firstIndex(where: { $0 <= 0x20 || $0 == 0x7F }) {
            throw .malformed(reason: "byte 0x\(String(bytes[offset], radix: 16)) at offset \(offset) is not allowed")
        }
    }

    private static func isValidScheme(_ bytes: ArraySlice<UInt8>) -> Bool {
        guard let first = bytes.first, isLetter(first) else { return false }
        return bytes.allSatisfy {
            isLetter($0) || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9"))
                || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".")
        }
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// Percent-decodes a component; the result must be UTF-8 without control characters.
    static func decode(_ bytes: ArraySlice<UInt8>, plusAsSpace: Bool) throws(DeepLinkError) -> String {
        let needsWork = bytes.contains { $0 == UInt8(ascii: "%") || (plusAsSpace && $0 == UInt8(ascii: "+")) }
        guard needsWork else { return String(decoding: bytes, as: UTF8.self) }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == UInt8(ascii: "%") {
                guard index + 2 < bytes.endIndex,
                    let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2])
                else {
                    throw .invalidPercentEncoding(component: String(decoding: bytes, as: UTF8.self))
                }
                output.append(high << 4 | low)
                index += 3
            } else {
                output.append(plusAsSpace && byte == UInt8(ascii: "+") ? UInt8(ascii: " ") : byte)
                index += 1
            }
        }
        guard let text = String(validating: output, as: UTF8.self),
            !output.contains(where: { $0 < 0x20 || $0 == 0x7F })
        else {
            throw .invalidPercentEncoding(component: String(decoding: bytes, as: UTF8.self))
        }
        return text
    }

    /// Percent-encodes everything but unreserved characters and a few safe delimiters.
    static func encode(_ text: String, isQuery: Bool) -> String {
        let safe: (UInt8) -> Bool = { byte in
            isLetter(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                || "-._~!$'()*,;:@".utf8.contains(byte) || (isQuery && byte == UInt8(ascii: "/"))
        }
        let utf8 = text.utf8
        if utf8.allSatisfy(safe) { return text }
        var output = ""
        for byte in utf8 {
            if safe(byte) {
                output.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                output += hex.count == 1 ? "%0\(hex)" : "%\(hex)"
            }
        }
        return output
    }
}
