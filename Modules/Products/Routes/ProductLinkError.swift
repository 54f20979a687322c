/// Why the shop's grammar rejected values that had the right types.
///
/// The codec reports it as ``CoordinatorKit/DeepLinkError/rejected(route:reason:)`` with
/// this description as the reason, so the reason names the query item at fault.
enum ProductLinkError: Error, CustomStringConvertible {
    /// The quantity is outside ``ProductsRoute/countRange``.
    case countOutOfRange(Int)

    var description: String {
        switch self {
        case .countOutOfRange(let count):
            let range = ProductsRoute.countRange
            return "the query item 'count=\(count)' is out of range; expected \(range.lowerBound) to \(range.upperBound)"
        }
    }
}
