/// An amount of money in US cents.
///
/// Whole cents avoid the rounding of binary floating point and print the same on every
/// platform, without a locale-dependent formatter.
public struct Price: Hashable, Codable, Sendable, Comparable, CustomStringConvertible {
    /// The amount in cents.
    public var cents: Int

    /// Creates a price from an amount in cents.
    public init(cents: Int) {
        self.cents = cents
    }

    /// The price of `count` items at this price, or `nil` when it is too large to hold.
    ///
    /// The count may come from a link or restored state, so an overflow is an answer for
    /// the screen to show, not a crash.
    public func multiplied(by count: Int) -> Price? {
        let (cents, overflow) = cents.multipliedReportingOverflow(by: count)
        return overflow ? nil : Price(cents: cents)
    }

    /// Orders prices by amount.
    public static func < (lhs: Price, rhs: Price) -> Bool {
        lhs.cents < rhs.cents
    }

    /// The price as shown to the user: `$12.50`.
    public var description: String {
        let sign = cents < 0 ? "-" : ""
        let magnitude = cents.magnitude
        let fraction = magnitude % 100
        return "\(sign)$\(magnitude / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}
