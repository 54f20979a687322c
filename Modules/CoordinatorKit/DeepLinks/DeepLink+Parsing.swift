extension DeepLink {
    /// Parses a full link, custom scheme or universal link.
    ///
    /// - Throws: ``DeepLinkError`` when the link is too large, malformed, or uses a
    ///   scheme or host the configuration does not accept.
    public init(parsing text: String, configuration: DeepLinkConfiguration) throws(DeepLinkError) {
        self = try Self.parsed(text, configuration: configuration)
    }

    /// Parses a full link as ``init(parsing:configuration:)`` does, with the configuration
    /// borrowed.
    // Tuned: Benchmarks/README.md#borrowed-configuration
    static func parsed(_ text: String, configuration: borrowing DeepLinkConfiguration) throws(DeepLinkError) -> DeepLink {
        switch parsingArriving(text, configuration: configuration) {
        case .success(let parsed): return parsed.link
        case .failure(let error): throw error
        }
    }

    /// Parses a path with an optional query, such as `settings/allergies` or
    /// `/products/product?id=…`, as if it followed the app's scheme.
    ///
    /// - Throws: ``DeepLinkError`` when the path is too large or malformed.
    public init(parsingPath text: String, limits: DeepLinkConfiguration.Limits = .init()) throws(DeepLinkError) {
        var text = text
        let parsed = text.withUTF8 { bytes -> Result<DeepLink, DeepLinkError> in
            do throws(DeepLinkError) {
                let bounds = try Self.checkCharacters(bytes, limits: limits)
                return .success(
                    try DeepLink(leading: nil, bytes: bytes, path: 0..<bounds.pathEnd, bounds: bounds, limits: limits))
            } catch {
                return .failure(error)
            }
        }
        self = try parsed.get()
    }

    /// Parses a full link, keeping the host of a universal link (`nil` for a custom scheme,
    /// whose host is the first segment).
    // The byte parsers hand back a `Result` rather than throwing from inside `withUTF8`'s
    // closure: a closure that throws a typed error would be a typed-throws function value,
    // which needs a newer runtime than the package's platforms have.
    static func parsingArriving(
        _ text: String, configuration: borrowing DeepLinkConfiguration
    ) -> Result<(link: DeepLink, host: String?), DeepLinkError> {
        var text = text
        return text.withUTF8 { bytes -> Result<(link: DeepLink, host: String?), DeepLinkError> in
            do throws(DeepLinkError) {
                var host: String?
                let link = try DeepLink(link: bytes, configuration: configuration, universalHost: &host)
                return .success((link, host))
            } catch {
                return .failure(error)
            }
        }
    }

    /// Parses a full link in one pass over its UTF-8, without intermediate arrays: links
    /// arrive on the main thread, sometimes in bursts.
    private init(
        link bytes: UnsafeBufferPointer<UInt8>, configuration: borrowing DeepLinkConfiguration,
        universalHost: inout String?
    ) throws(DeepLinkError) {
        let bounds = try Self.checkCharacters(bytes, limits: configuration.limits)
        guard let colon = bounds.colon else {
            throw .malformed(reason: "it has no scheme; write it as \(configuration.canonicalScheme)://path")
        }
        let scheme = bytes[0..<colon]
        guard Self.isValidScheme(scheme) else {
            throw .malformed(reason: "'\(Self.text(scheme).lowercased())' is not a valid scheme")
        }
        var pathStart = colon + 1
        var authority = pathStart..<pathStart
        if pathStart + 1 < bounds.pathEnd, bytes[pathStart] == UInt8(ascii: "/"), bytes[pathStart + 1] == UInt8(ascii: "/") {
            var authorityEnd = pathStart + 2
            while authorityEnd < bounds.pathEnd, bytes[authorityEnd] != UInt8(ascii: "/") {
                authorityEnd += 1
            }
            authority = (pathStart + 2)..<authorityEnd
            pathStart = authorityEnd
        }
        if bytes[authority].contains(UInt8(ascii: "@")) {
            throw .malformed(reason: "user information ('@') is not accepted in a link")
        }

        var leading: String?
        if configuration.schemes.contains(where: { Self.equalsIgnoringCase(scheme, $0) }) {
            if bytes[authority].contains(UInt8(ascii: ":")) {
                throw .malformed(reason: "a port is not accepted in a custom-scheme link")
            }
            if !authority.isEmpty {
                let host = try Self.decode(bytes[authority], escaped: bounds.hasEscapes)
                let hasCapitals = bytes[authority].contains { $0 >= 0x80 || ($0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z")) }
                leading = hasCapitals || bounds.hasEscapes ? host.lowercased() : host
            }
        } else if Self.equalsIgnoringCase(scheme, "https") {
            let host = Self.text(bytes[authority]).lowercased()
            guard configuration.accepts(host: host) else {
                throw .unsupportedHost(host, accepted: configuration.acceptedHosts)
            }
            universalHost = host
        } else {
            let accepted = configuration.schemes + (configuration.universalLinkHosts.isEmpty ? [] : ["https"])
            throw .unsupportedScheme(Self.text(scheme).lowercased(), accepted: accepted)
        }
        try self.init(
            leading: leading, bytes: bytes, path: pathStart..<bounds.pathEnd, bounds: bounds,
            limits: configuration.limits)
    }

    /// Splits the path into segments and the query into items, decoding each.
    private init(
        leading: String?, bytes: UnsafeBufferPointer<UInt8>, path: Range<Int>, bounds: Bounds,
        limits: DeepLinkConfiguration.Limits
    ) throws(DeepLinkError) {
        let query = bounds.query
        // The separators counted while checking the characters bound the counts; exact
        // ones are needed only when a bound passes a limit.
        var segmentCount = (leading == nil ? 0 : 1) + bounds.slashes + 1
        if segmentCount > limits.maxSegments {
            segmentCount = (leading == nil ? 0 : 1) + Self.countParts(of: bytes[path], separatedBy: UInt8(ascii: "/"))
            guard segmentCount <= limits.maxSegments else {
                throw .tooManySegments(count: segmentCount, limit: limits.maxSegments)
            }
        }
        var segments: [String] = []
        segments.reserveCapacity(segmentCount)
        if let leading { segments.append(leading) }
        var parts = Parts(bytes[path], separator: UInt8(ascii: "/"))
        while let part = parts.next() {
            // A written `.` or `..` would be resolved away by `URL`; `%2E` is a plain dot.
            if part.count <= 2, part.allSatisfy({ $0 == UInt8(ascii: ".") }) {
                throw .dotSegment(position: segments.count)
            }
            let segment = try Self.decode(part, escaped: bounds.hasEscapes)
            let length = segment.utf8.count
            guard length <= limits.maxSegmentLength else {
                throw .segmentTooLong(position: segments.count, length: length, limit: limits.maxSegmentLength)
            }
            segments.append(segment)
        }
        var itemCount = query.isEmpty ? 0 : bounds.ampersands + 1
        if itemCount > limits.maxQueryItems {
            itemCount = Self.countParts(of: bytes[query], separatedBy: UInt8(ascii: "&"))
            guard itemCount <= limits.maxQueryItems else {
                throw .tooManyQueryItems(count: itemCount, limit: limits.maxQueryItems)
            }
        }
        var queryItems: [LinkQueryItem] = []
        if itemCount > 0 {
            queryItems.reserveCapacity(itemCount)
            var items = Parts(bytes[query], separator: UInt8(ascii: "&"))
            while let part = items.next() {
                let equals = part.firstIndex(of: UInt8(ascii: "=")) ?? part.endIndex
                let name = try Self.decode(part[..<equals], escaped: bounds.hasEscapes)
                let value = equals < part.endIndex ? try Self.decode(part[(equals + 1)...], escaped: bounds.hasEscapes) : ""
                guard name.utf8.count <= limits.maxValueLength, value.utf8.count <= limits.maxValueLength else {
                    throw .valueTooLong(
                        key: name.utf8.count <= limits.maxValueLength ? name : String(name.prefix(32)),
                        length: max(name.utf8.count, value.utf8.count), limit: limits.maxValueLength)
                }
                queryItems.append(LinkQueryItem(name: name, value: value))
            }
        }
        self.init(segments: segments, queryItems: queryItems)
    }
}

extension DeepLink {
    /// Where a link's parts end, found in the same pass that checks its characters.
    private struct Bounds {
        /// The first `:`, which ends the scheme.
        var colon: Int?
        /// The first `?` after the scheme, or the fragment, or the end.
        var pathEnd: Int
        var query: Range<Int>
        /// The `/` and `&` before the fragment: bounds for the segments and query items.
        var slashes: Int
        var ampersands: Int
        /// Without a `%` before the fragment, no part needs decoding.
        var hasEscapes: Bool
    }

    /// Checks the length and that no byte is a space or control character, and finds the
    /// scheme, path and query boundaries.
    private static func checkCharacters(
        _ bytes: UnsafeBufferPointer<UInt8>, limits: DeepLinkConfiguration.Limits
    ) throws(DeepLinkError) -> Bounds {
        guard bytes.count <= limits.maxLength else {
            throw .tooLong(length: bytes.count, limit: limits.maxLength)
        }
        // Positions not found stay at `count`.
        let count = bytes.count
        var colon = count
        var question = count
        var fragment = count
        var slashes = 0
        var ampersands = 0
        var hasEscapes = false
        for offset in 0..<count {
            let byte = bytes[offset]
            // Letters, digits, `-`, `.`, `=` and bytes above ASCII are the bulk of a link
            // and need no further look.
            if byte > UInt8(ascii: "?") ? byte == 0x7F : !Self.isPlain(byte) {
                switch byte {
                case ...0x20:
                    throw .malformed(reason: "byte 0x\(String(byte, radix: 16)) at offset \(offset) is not allowed")
                case UInt8(ascii: "/"): slashes += 1
                case UInt8(ascii: "&"): ampersands += 1
                case UInt8(ascii: "%"): hasEscapes = hasEscapes || fragment == count
                case UInt8(ascii: ":"): if colon == count { colon = offset }
                case UInt8(ascii: "?"): if question == count, fragment == count { question = offset }
                case UInt8(ascii: "#"): if fragment == count { fragment = offset }
                case 0x7F: throw .malformed(reason: "byte 0x7f at offset \(offset) is not allowed")
                default: break
                }
            }
        }
        let pathEnd = min(question, fragment)
        return Bounds(
            colon: colon < count ? colon : nil, pathEnd: pathEnd,
            query: (pathEnd < fragment ? pathEnd + 1 : fragment)..<fragment,
            slashes: slashes, ampersands: ampersands, hasEscapes: hasEscapes)
    }

    /// Whether a byte at or below `?` is one the character pass has nothing to do with:
    /// a digit, or punctuation that neither separates nor escapes.
    private static func isPlain(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: ";"),
            UInt8(ascii: "<"), UInt8(ascii: "="), UInt8(ascii: ">"), UInt8(ascii: "!"), UInt8(ascii: "\""),
            UInt8(ascii: "$"), UInt8(ascii: "'"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "*"),
            UInt8(ascii: ","):
            true
        default:
            false
        }
    }

    private static func countParts(of bytes: Slice<UnsafeBufferPointer<UInt8>>, separatedBy separator: UInt8) -> Int {
        var count = 0
        var previous = separator
        for byte in bytes {
            if byte != separator, previous == separator { count += 1 }
            previous = byte
        }
        return count
    }

    private struct Parts {
        let bytes: Slice<UnsafeBufferPointer<UInt8>>
        let separator: UInt8
        var start: Int

        init(_ bytes: Slice<UnsafeBufferPointer<UInt8>>, separator: UInt8) {
            self.bytes = bytes
            self.separator = separator
            self.start = bytes.startIndex
        }

        mutating func next() -> Slice<UnsafeBufferPointer<UInt8>>? {
            while start < bytes.endIndex, bytes[start] == separator {
                start += 1
            }
            guard start < bytes.endIndex else { return nil }
            var end = start
            while end < bytes.endIndex, bytes[end] != separator {
                end += 1
            }
            defer { start = end }
            return bytes[start..<end]
        }
    }

    private static func text(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes), as: UTF8.self)
    }

    private static func equalsIgnoringCase(_ bytes: Slice<UnsafeBufferPointer<UInt8>>, _ text: String) -> Bool {
        guard text.utf8.count == bytes.count else { return false }
        var text = text
        return text.withUTF8 { expected in
            for offset in 0..<expected.count
            where asciiLowercase(bytes[bytes.startIndex + offset]) != asciiLowercase(expected[offset]) {
                return false
            }
            return true
        }
    }

    private static func asciiLowercase(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
    }

    private static func isValidScheme(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        guard let first = bytes.first, isLetter(first) else { return false }
        return bytes.allSatisfy {
            isLetter($0) || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9"))
                || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".")
        }
    }

    static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }

    /// Percent-decodes a component; the result must be UTF-8 without control characters.
    ///
    /// `+` is taken literally, in the query too: `URLComponents`, which is how iOS code
    /// builds links, leaves a `+` in a query value as it is. With `escaped` false, the
    /// caller knows the link has no `%`, and the text is taken as it is.
    private static func decode(
        _ bytes: Slice<UnsafeBufferPointer<UInt8>>, escaped: Bool
    ) throws(DeepLinkError) -> String {
        let needsWork = escaped && bytes.contains(UInt8(ascii: "%"))
        guard needsWork else { return text(bytes) }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == UInt8(ascii: "%") {
                guard index + 2 < bytes.endIndex,
                    let high = bytes[index + 1].hexDigitValue, let low = bytes[index + 2].hexDigitValue
                else {
                    throw .invalidPercentEncoding(component: text(bytes))
                }
                output.append(high << 4 | low)
                index += 3
            } else {
                output.append(byte)
                index += 1
            }
        }
        guard let decoded = validUTF8(output), !output.contains(where: { $0 < 0x20 || $0 == 0x7F }) else {
            throw .invalidPercentEncoding(component: text(bytes))
        }
        return decoded
    }

    /// The text `bytes` spell, or `nil` when they are not well-formed UTF-8.
    ///
    /// `String(decoding:as:)` repairs ill-formed input with replacement characters, so the
    /// bytes are well-formed exactly when the decoded text's UTF-8 gives them back. (The
    /// same answer as `String(validating:as:)`, which needs iOS 18 and macOS 15.)
    static func validUTF8(_ bytes: [UInt8]) -> String? {
        let decoded = String(decoding: bytes, as: UTF8.self)
        return decoded.utf8.elementsEqual(bytes) ? decoded : nil
    }
}
