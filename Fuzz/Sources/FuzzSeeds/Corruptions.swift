import Foundation

/// Corrupt variants of saved states that make no assumption about the format beyond it
/// being JSON: cut, numbers pushed to their edges, bytes that are not UTF-8, nesting
/// deeper than a decoder allows, names swapped.
enum Corruptions {
    static func variants(of saved: [(name: String, data: Data)]) -> [(name: String, bytes: [UInt8])] {
        var variants: [(String, [UInt8])] = [
            ("corrupt-empty", []), ("corrupt-null", Array("null".utf8)), ("corrupt-array", Array("[]".utf8)),
            ("corrupt-deep-nesting", Array(String(repeating: "[", count: 5000).utf8)),
            ("corrupt-deep-objects", Array(String(repeating: "{\"a\":", count: 2000).utf8)),
        ]
        let chosen = saved.filter {
            ["signed-in-every-tab", "alert-custom", "bottom-sheet-detent", "pending-sign-in", "awaited-flow"].contains($0.name)
        }
        for state in chosen {
            let bytes = Array(state.data)
            let text = String(decoding: bytes, as: UTF8.self)
            variants.append(("corrupt-cut-\(state.name)", Array(bytes.prefix(bytes.count / 2))))
            variants.append(("corrupt-max-\(state.name)", Array(replacingNumbers(in: text, with: "9223372036854775807").utf8)))
            variants.append(("corrupt-negative-\(state.name)", Array(replacingNumbers(in: text, with: "-1").utf8)))
            variants.append(("corrupt-fraction-\(state.name)", Array(replacingNumbers(in: text, with: "1.5e308").utf8)))
            variants.append(("corrupt-utf8-\(state.name)", Array(bytes.prefix(bytes.count / 3)) + [0xC3, 0x28, 0xFF]
                + Array(bytes.dropFirst(bytes.count / 3))))
            variants.append(("corrupt-names-\(state.name)", Array(text
                .replacingOccurrences(of: "\"recipes\"", with: "\"settings\"")
                .replacingOccurrences(of: "\"push\"", with: "\"sheet\"").utf8)))
        }
        return variants
    }

    /// `text` with every run of digits replaced.
    static func replacingNumbers(in text: String, with number: String) -> String {
        var result = ""
        var inNumber = false
        for character in text {
            if character.isASCII, character.isNumber {
                if !inNumber { result += number }
                inNumber = true
            } else {
                inNumber = false
                result.append(character)
            }
        }
        return result
    }

    /// Every key and string value of the saved states, quoted as they appear in JSON, and
    /// the JSON punctuation.
    static func dictionary(of states: [Data]) -> [String] {
        var words: Set<String> = ["{", "}", "[", "]", ":", ",", "null", "true", "false", "{}", "[]", "-1", "0", "1", "2",
            "9223372036854775807", "1e308", "\\u0000", "\\/"]
        func collect(_ value: Any) {
            if let object = value as? [String: Any] {
                for (key, value) in object {
                    words.insert("\"\(key)\":")
                    collect(value)
                }
            } else if let array = value as? [Any] {
                array.forEach(collect)
            } else if let string = value as? String, string.utf8.count <= 64, !string.contains(where: { "\"\\".contains($0) }) {
                words.insert("\"\(string)\"")
            }
        }
        for state in states {
            if let value = try? JSONSerialization.jsonObject(with: state) {
                collect(value)
            }
        }
        return words.sorted()
    }
}
