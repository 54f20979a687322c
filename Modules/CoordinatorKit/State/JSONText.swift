import Foundation

/// A parsed JSON value: the small, strict reader behind saved navigation state, a handful
/// of short strings per screen, which `JSONDecoder`'s containers would cost more than the
/// whole link work to read. RFC 8259 only — no comments, trailing commas, repeated keys,
/// control characters in strings or invalid UTF-8 — nested at most ``maximumDepth`` deep;
/// numbers are read as `Double`.
// Tuned: Benchmarks/README.md#saved-state-json
enum JSONValue {
    case object([(key: String, value: JSONValue)])
    case array([JSONValue])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null

    /// How deep arrays and objects may nest: saved state needs 6.
    static let maximumDepth = 16

    var isNull: Bool {
        if case .null = self { return true }
        return false
    }

    /// The member named `key` of an object; `nil` for a missing key or another kind of value.
    subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// Parses `bytes` as one JSON document.
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws(JSONTextError) -> JSONValue {
        var reader = JSONReader(bytes: bytes)
        let value = try reader.value(depth: 0)
        reader.skipWhitespace()
        guard reader.offset == bytes.count else { throw JSONTextError(offset: reader.offset, problem: "text after the document") }
        return value
    }
}

/// Why a JSON text could not be read, and at which byte.
struct JSONTextError: Error, Equatable, CustomStringConvertible {
    var offset: Int
    var problem: String

    var description: String { "\(problem) at byte \(offset)" }
}

private struct JSONReader {
    let bytes: UnsafeBufferPointer<UInt8>
    var offset = 0

    private func fail(_ problem: String) -> JSONTextError {
        JSONTextError(offset: offset, problem: problem)
    }

    mutating func skipWhitespace() {
        while offset < bytes.count {
            switch bytes[offset] {
            case 0x20, 0x09, 0x0A, 0x0D: offset += 1
            default: return
            }
        }
    }

    mutating func value(depth: Int) throws(JSONTextError) -> JSONValue {
        skipWhitespace()
        guard offset < bytes.count else { throw fail("unexpected end") }
        switch bytes[offset] {
        case UInt8(ascii: "{"): return try object(depth: depth + 1)
        case UInt8(ascii: "["): return try array(depth: depth + 1)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        default: throw fail("unexpected character")
        }
    }

    private mutating func literal(_ word: StaticString) throws(JSONTextError) {
        let count = word.utf8CodeUnitCount
        guard bytes.count - offset >= count else { throw fail("unexpected end") }
        for index in 0..<count where bytes[offset + index] != word.utf8Start[index] {
            throw fail("unexpected character")
        }
        offset += count
    }

    private mutating func object(depth: Int) throws(JSONTextError) -> JSONValue {
        guard depth <= JSONValue.maximumDepth else { throw fail("nested deeper than \(JSONValue.maximumDepth)") }
        offset += 1
        var members: [(key: String, value: JSONValue)] = []
        skipWhitespace()
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "}") {
            offset += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else { throw fail("expected a key") }
            let keyOffset = offset
            let key = try string()
            if members.contains(where: { $0.key == key }) {
                throw JSONTextError(offset: keyOffset, problem: "repeated key '\(key)'")
            }
            skipWhitespace()
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: ":") else { throw fail("expected ':'") }
            offset += 1
            members.append((key, try value(depth: depth)))
            skipWhitespace()
            guard offset < bytes.count else { throw fail("unexpected end") }
            if bytes[offset] == UInt8(ascii: "}") {
                offset += 1
                return .object(members)
            }
            guard bytes[offset] == UInt8(ascii: ",") else { throw fail("expected ',' or '}'") }
            offset += 1
        }
    }

    private mutating func array(depth: Int) throws(JSONTextError) -> JSONValue {
        guard depth <= JSONValue.maximumDepth else { throw fail("nested deeper than \(JSONValue.maximumDepth)") }
        offset += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "]") {
            offset += 1
            return .array(elements)
        }
        while true {
            elements.append(try value(depth: depth))
            skipWhitespace()
            guard offset < bytes.count else { throw fail("unexpected end") }
            if bytes[offset] == UInt8(ascii: "]") {
                offset += 1
                return .array(elements)
            }
            guard bytes[offset] == UInt8(ascii: ",") else { throw fail("expected ',' or ']'") }
            offset += 1
        }
    }

    /// A string; the reader stands on its opening quote.
    private mutating func string() throws(JSONTextError) -> String {
        offset += 1
        let start = offset
        var isASCII = true
        // Without escapes, the bytes between the quotes are the text.
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\"") {
                let text = try Self.text(UnsafeBufferPointer(rebasing: bytes[start..<offset]), isASCII: isASCII, at: start)
                offset += 1
                return text
            }
            if byte == UInt8(ascii: "\\") { break }
            if byte < 0x20 { throw fail("control character in a string") }
            if byte >= 0x80 { isASCII = false }
            offset += 1
        }
        guard offset < bytes.count else { throw fail("unterminated string") }
        var output = try Self.text(UnsafeBufferPointer(rebasing: bytes[start..<offset]), isASCII: isASCII, at: start)
        var runStart = offset
        isASCII = true
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                output += try Self.text(UnsafeBufferPointer(rebasing: bytes[runStart..<offset]), isASCII: isASCII, at: runStart)
                isASCII = true
                if byte == UInt8(ascii: "\"") {
                    offset += 1
                    return output
                }
                try escape(into: &output)
                runStart = offset
                continue
            }
            if byte < 0x20 { throw fail("control character in a string") }
            if byte >= 0x80 { isASCII = false }
            offset += 1
        }
        throw fail("unterminated string")
    }

    /// Bytes as text, refusing invalid UTF-8 (which `String(decoding:)` would repair).
    private static func text(_ run: UnsafeBufferPointer<UInt8>, isASCII: Bool, at start: Int) throws(JSONTextError) -> String {
        if isASCII { return String(decoding: run, as: UTF8.self) }
        guard let text = String(bytes: run, encoding: .utf8) else {
            throw JSONTextError(offset: start, problem: "invalid UTF-8 in a string")
        }
        return text
    }

    /// One escape sequence; the reader stands on its backslash.
    private mutating func escape(into output: inout String) throws(JSONTextError) {
        guard offset + 1 < bytes.count else { throw fail("unterminated string") }
        let letter = bytes[offset + 1]
        offset += 2
        switch letter {
        case UInt8(ascii: "\""): output += "\""
        case UInt8(ascii: "\\"): output += "\\"
        case UInt8(ascii: "/"): output += "/"
        case UInt8(ascii: "b"): output += "\u{8}"
        case UInt8(ascii: "f"): output += "\u{C}"
        case UInt8(ascii: "n"): output += "\n"
        case UInt8(ascii: "r"): output += "\r"
        case UInt8(ascii: "t"): output += "\t"
        case UInt8(ascii: "u"):
            let unit = try hexUnit()
            var scalar = UInt32(unit)
            if (0xD800...0xDBFF).contains(unit) {
                guard bytes.count - offset >= 6, bytes[offset] == UInt8(ascii: "\\"), bytes[offset + 1] == UInt8(ascii: "u")
                else { throw fail("unpaired surrogate") }
                offset += 2
                let low = try hexUnit()
                guard (0xDC00...0xDFFF).contains(low) else { throw fail("unpaired surrogate") }
                scalar = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
            }
            guard let value = Unicode.Scalar(scalar) else { throw fail("unpaired surrogate") }
            output.unicodeScalars.append(value)
        default:
            throw fail("invalid escape")
        }
    }

    private mutating func hexUnit() throws(JSONTextError) -> UInt16 {
        guard bytes.count - offset >= 4 else { throw fail("unterminated string") }
        var unit: UInt16 = 0
        for _ in 0..<4 {
            guard let nibble = bytes[offset].hexDigitValue else { throw fail("invalid \\u escape") }
            unit = unit << 4 | UInt16(nibble)
            offset += 1
        }
        return unit
    }

    /// A number in JSON's grammar: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
    private mutating func number() throws(JSONTextError) -> Double {
        let start = offset
        func digits() -> Int {
            let first = offset
            while offset < bytes.count, bytes[offset] >= UInt8(ascii: "0"), bytes[offset] <= UInt8(ascii: "9") { offset += 1 }
            return offset - first
        }
        if bytes[offset] == UInt8(ascii: "-") { offset += 1 }
        let integerStart = offset
        let integerDigits = digits()
        let invalid = JSONTextError(offset: start, problem: "invalid number")
        guard integerDigits > 0, integerDigits == 1 || bytes[integerStart] != UInt8(ascii: "0") else { throw invalid }
        if offset < bytes.count, bytes[offset] == UInt8(ascii: ".") {
            offset += 1
            guard digits() > 0 else { throw invalid }
        }
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "e") || bytes[offset] == UInt8(ascii: "E") {
            offset += 1
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-") { offset += 1 }
            guard digits() > 0 else { throw invalid }
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
        guard let value = Double(text), value.isFinite else { throw JSONTextError(offset: start, problem: "number out of range") }
        return value
    }
}

/// Appends JSON text as UTF-8; the writer half of ``JSONValue``.
// Tuned: Benchmarks/README.md#json-writer-bytes (bytes rather than a `String`)
struct JSONWriter {
    var bytes: [UInt8] = []

    init(capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    /// Appends JSON punctuation or a number's digits as they are.
    mutating func raw(_ punctuation: String) {
        bytes += punctuation.utf8
    }

    /// Appends `"key":"value"`, after a comma unless `first`; `key` is written as it is.
    mutating func member(_ key: String, _ value: String, first: Bool = false) {
        if !first { bytes.append(UInt8(ascii: ",")) }
        bytes.append(UInt8(ascii: "\""))
        bytes += key.utf8
        bytes += "\":".utf8
        string(value)
    }

    mutating func string(_ value: String) {
        bytes.append(UInt8(ascii: "\""))
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "\""): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
            case UInt8(ascii: "\\"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
            case UInt8(ascii: "\n"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
            case UInt8(ascii: "\r"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
            case UInt8(ascii: "\t"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
            case 0..<0x20:
                bytes += "\\u00".utf8
                bytes.append(DeepLink.hexDigit(byte >> 4))
                bytes.append(DeepLink.hexDigit(byte & 0xF))
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }
}
