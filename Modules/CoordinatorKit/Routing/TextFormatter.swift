import Foundation

/// Formats a localized format with typed arguments, never reading past them: the format
/// comes from a strings table or from restored state, so it is input, and C's `%@` with a
/// missing argument would read whatever lies beyond. A specifier without an argument, or
/// one it does not know, is left as it is.
package struct TextFormatter {
    let format: String
    let arguments: [NavigationText.Argument]
    let locale: Locale

    /// A formatter of `format` with `arguments`, numbers written for `locale`.
    package init(format: String, arguments: [NavigationText.Argument], locale: Locale) {
        self.format = format
        self.arguments = arguments
        self.locale = locale
    }

    package func formatted() -> String {
        var output = ""
        var next = 0
        var rest = Substring(format)
        while let percent = rest.firstIndex(of: "%") {
            output += rest[..<percent]
            let specifier = Specifier(parsing: rest[rest.index(after: percent)...])
            guard let specifier else {
                output += "%"
                rest = rest[rest.index(after: percent)...]
                continue
            }
            rest = specifier.rest
            if specifier.isPercent {
                output += "%"
                continue
            }
            let index = specifier.position.map { $0 - 1 } ?? next
            next = index + 1
            guard arguments.indices.contains(index) else {
                output += "%" + specifier.text
                continue
            }
            output += text(of: arguments[index], precision: specifier.precision)
        }
        return output + rest
    }

    private func text(of argument: NavigationText.Argument, precision: Int?) -> String {
        switch argument {
        case .string(let words): return words
        case .integer(let value): return String(value)
        case .number(let value):
            guard value.isFinite else { return String(value) }
            let digits = String(format: "%.\(precision ?? 6)f", value)
            return digits.replacingOccurrences(of: ".", with: locale.decimalSeparator ?? ".")
        }
    }

    /// One specifier after a `%`: `@`, `d`, `lld`, `.2f`, `2$@`, `%`.
    private struct Specifier {
        var text: String
        var position: Int?
        var precision: Int?
        var isPercent = false
        var rest: Substring

        init?(parsing input: Substring) {
            var cursor = input.startIndex
            func digits() -> Int? {
                let start = cursor
                while cursor < input.endIndex, input[cursor].isASCII, input[cursor].isNumber { cursor = input.index(after: cursor) }
                guard start < cursor, input.distance(from: start, to: cursor) <= 2 else { return nil }
                return Int(input[start..<cursor])
            }
            if cursor < input.endIndex, input[cursor] == "%" {
                self.text = "%"
                self.isPercent = true
                self.rest = input[input.index(after: cursor)...]
                return
            }
            let start = cursor
            if let number = digits() {
                guard cursor < input.endIndex, input[cursor] == "$", number > 0 else { return nil }
                position = number
                cursor = input.index(after: cursor)
            }
            if cursor < input.endIndex, input[cursor] == "." {
                cursor = input.index(after: cursor)
                guard let number = digits(), number <= 15 else { return nil }
                precision = number
            }
            for length in ["ll", "l", "h", "q", "z", "t", "j"] where input[cursor...].hasPrefix(length) {
                cursor = input.index(cursor, offsetBy: length.count)
                break
            }
            guard cursor < input.endIndex, "@dDiuUfF".contains(input[cursor]) else { return nil }
            cursor = input.index(after: cursor)
            self.text = String(input[start..<cursor])
            self.rest = input[cursor...]
        }
    }
}
