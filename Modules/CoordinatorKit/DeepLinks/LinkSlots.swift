/// Where each value of a rule's pattern stands in a link: a path segment at an offset
/// from the match, or a query item by name. Made once per rule.
struct LinkSlots: Sendable {
    enum Slot: Sendable {
        case path(offset: Int, name: String, type: LinkValueType)
        case query(QueryComponent)
    }

    /// The values' places, in pattern order.
    let slots: [Slot]
    let path: [PathComponent]
    let query: [QueryComponent]
    /// The path as printed, with an empty text where a value goes.
    let words: [String]

    init(_ pieces: [LinkPatternPiece]) {
        var slots: [Slot] = []
        var path: [PathComponent] = []
        var query: [QueryComponent] = []
        for piece in pieces {
            switch piece {
            case .word(let word):
                // An empty word is no word: `"" & QueryParameter<Tag>("tag")` is a
                // root-level query rule, the module's segment with a query.
                guard !word.isEmpty else { continue }
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
        self.words = path.map { $0.literal ?? "" }
    }

    /// A route's link: the path with `values`, given in pattern order, in place of its
    /// parameters, and a query item for each value that is not `nil`.
    func printed<each Value: QueryValue>(_ values: repeat each Value) -> PrintedRoute {
        // The words are copied only when a value goes into the path.
        var segments = words
        var queryItems: [LinkQueryItem] = []
        if !query.isEmpty {
            queryItems.reserveCapacity(query.count)
        }
        var index = 0
        for value in repeat each values {
            switch slots[index] {
            case .path(let offset, _, _):
                // A path value is a `LinkValue`, which always has a text.
                segments[offset] = value.queryText ?? ""
            case .query(let item):
                if let text = value.queryText {
                    queryItems.append(LinkQueryItem(name: item.name, value: text))
                }
            }
            index += 1
        }
        return PrintedRoute(segments: segments, queryItems: queryItems)
    }

    /// Reads a matched link's values one after the other, typed.
    struct Reader {
        let slots: [Slot]
        let link: DeepLink
        let start: Int
        let rule: String
        var index = 0

        /// - Throws: ``DeepLinkError`` naming the query item that is missing or not of its
        ///   type, or the segment that is not (which matching already ruled out).
        mutating func next<Value: QueryValue>(_ type: Value.Type) throws(DeepLinkError) -> Value {
            guard index < slots.count else { throw .missingParameter(name: "#\(index)") }
            let slot = slots[index]
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
