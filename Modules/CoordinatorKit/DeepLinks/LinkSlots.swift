/// Where each value of a rule's pattern stands in a link: a path segment at an offset
/// from the match, or a query item by name. Made once per rule.
struct LinkSlots: Sendable {
    enum Slot: Sendable {
        case path(offset: Int, name: String, type: LinkValueType)
        case query(QueryComponent)
    }

    /// The values' places, in pattern order.
    let slots: [Slot]
    /// The path, words and parameters, as listings show it.
    let path: [PathComponent]
    /// The query items, as listings show them.
    let query: [QueryComponent]

    init(_ pieces: [LinkPatternPiece]) {
        var slots: [Slot] = []
        var path: [PathComponent] = []
        var query: [QueryComponent] = []
        for piece in pieces {
            switch piece {
            case .word(let word):
                path.append(PathComponent(literal: word))
            case .parameter(let name, let type):
                slots.append(.path(offset: path.count, name: name, type: type))
                path.append(PathComponent(parameter: name, type: type))
            case .query(let item):
                slots.append(.query(item))
                query.append(item)
            }
        }
        self.slots = slots
        self.path = path
        self.query = query
    }

    /// The segments and query items that hold `values`, given in pattern order as link
    /// texts; `nil` when a required value is missing.
    func components(printing values: [String?]) -> (segments: [String], queryItems: [LinkQueryItem])? {
        guard values.count == slots.count else { return nil }
        var segments = path.map { $0.literal ?? "" }
        var queryItems: [LinkQueryItem] = []
        for (slot, value) in zip(slots, values) {
            switch slot {
            case .path(let offset, _, _):
                guard let value else { return nil }
                segments[offset] = value
            case .query(let item):
                guard let value else {
                    if item.isRequired { return nil }
                    continue
                }
                queryItems.append(LinkQueryItem(name: item.name, value: value))
            }
        }
        return (segments, queryItems)
    }

    /// Reads a matched link's values one after the other, typed.
    struct Reader {
        let slots: LinkSlots
        let link: DeepLink
        let start: Int
        let rule: String
        var index = 0

        /// The next value, as a `Value`.
        ///
        /// - Throws: ``DeepLinkError`` naming the query item that is missing or not of its
        ///   type, or the segment that is not (which matching already ruled out).
        mutating func next<Value: QueryValue>(_ type: Value.Type) throws(DeepLinkError) -> Value {
            guard index < slots.slots.count else { throw .missingParameter(name: "#\(index)") }
            let slot = slots.slots[index]
            index += 1
            switch slot {
            case .path(let offset, let name, let type):
                let segment = start + offset
                let text = segment < link.segments.count ? link.segments[segment] : nil
                do {
                    return try Value(queryText: text)
                } catch {
                    throw .invalidParameter(
                        name: name, value: text ?? "", position: link.position(ofSegment: segment),
                        expected: type.linkTypeDescription)
                }
            case .query(let item):
                let text = link.queryValue(named: item.name)
                do {
                    return try Value(queryText: text)
                } catch {
                    guard let text else { throw .missingQueryItem(key: item.name, route: rule) }
                    throw .invalidQueryValue(key: item.name, value: text, expected: item.typeDescription)
                }
            }
        }
    }
}
