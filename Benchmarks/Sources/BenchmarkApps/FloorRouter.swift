import CoordinatorKit

/// The floor, workload 3: what a hand-written router for exactly this route table costs.
/// The link's UTF-8 is split by hand, the module and its rule are found by dictionary
/// lookup, and a switch over each segment's kind converts the values. It validates only
/// what the table needs (no limits, no percent-decoding, no error messages).
public struct FloorRouter: Sendable {
    struct Module: Sendable {
        var ruleByWord: [Substring: Int] = [:]
        var parameterRules: [Int] = []
        var rules: [RuleSpec]
        var makeRoute: @Sendable (Int, ScreenValues) -> AnyRoute
    }

    let scheme: String
    let modules: [Substring: Module]
    /// Whether UUIDs are parsed by a hand-written loop rather than Foundation's
    /// `UUID(uuidString:)` (which goes through `sscanf`).
    let parsesUUIDsByHand: Bool

    /// Builds the floor's tables for `app`: workload 4's floor.
    public init(app: AppSpec, parsesUUIDsByHand: Bool = false) {
        self.parsesUUIDsByHand = parsesUUIDsByHand
        scheme = app.scheme
        var modules: [Substring: Module] = [:]
        modules.reserveCapacity(app.modules.count)
        for spec in app.modules {
            var module = Module(rules: spec.rules, makeRoute: spec.routeMaker)
            for rule in spec.rules {
                switch rule.path.first {
                case .word(let word): module.ruleByWord[Substring(word)] = rule.rule
                case .parameter: module.parameterRules.append(rule.rule)
                case nil: break
                }
            }
            modules[Substring(spec.segment)] = module
        }
        self.modules = modules
    }

    /// Resolves a link to its typed route, or `nil` when it matches no route.
    public func route(for link: String) -> AnyRoute? {
        var link = link
        return link.withUTF8 { bytes -> AnyRoute? in
            // scheme "://" path ["?" query]
            guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")),
                colon + 2 < bytes.count, bytes[colon + 1] == UInt8(ascii: "/"), bytes[colon + 2] == UInt8(ascii: "/"),
                text(bytes, 0, colon) == scheme
            else { return nil }
            let end = bytes.count
            var queryStart = end
            var segments: [Substring] = []
            var start = colon + 3
            var index = start
            while index <= end {
                let byte = index < end ? bytes[index] : UInt8(ascii: "?")
                if byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") {
                    if index > start { segments.append(text(bytes, start, index)) }
                    start = index + 1
                    if byte == UInt8(ascii: "?") {
                        queryStart = index + 1
                        break
                    }
                }
                index += 1
            }
            guard let first = segments.first, let module = modules[first] else { return nil }
            let ruleIndex: Int
            if segments.count == 1 {
                ruleIndex = 0
            } else if let byWord = module.ruleByWord[segments[1]] {
                ruleIndex = byWord
            } else if let byParameter = module.parameterRules.first {
                ruleIndex = byParameter
            } else {
                return nil
            }
            let rule = module.rules[ruleIndex]
            guard rule.path.count == segments.count - 1 else { return nil }
            var values = ScreenValues()
            for (offset, component) in rule.path.enumerated() {
                switch component {
                case .word(let word):
                    guard segments[offset + 1] == word else { return nil }
                case .parameter(_, let slot):
                    guard values.set(segments[offset + 1], in: slot, uuidByHand: parsesUUIDsByHand) else { return nil }
                }
            }
            var itemStart = queryStart
            var position = queryStart
            while position <= end, queryStart < end {
                if position == end || bytes[position] == UInt8(ascii: "&") {
                    if let equals = bytes[itemStart..<position].firstIndex(of: UInt8(ascii: "=")) {
                        let name = text(bytes, itemStart, equals)
                        if let item = rule.query.first(where: { $0.name == name }) {
                            guard values.set(text(bytes, equals + 1, position), in: item.slot, uuidByHand: parsesUUIDsByHand) else {
                                return nil
                            }
                        }
                    }
                    itemStart = position + 1
                }
                position += 1
            }
            for item in rule.query where item.isRequired {
                switch item.slot {
                case .number: if values.number == nil { return nil }
                case .count: if values.count == nil { return nil }
                case .text: if values.text == nil { return nil }
                case .uuid: if values.uuid == nil { return nil }
                }
            }
            return module.makeRoute(ruleIndex, values)
        }
    }

    private func text(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Substring {
        Substring(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }
}
