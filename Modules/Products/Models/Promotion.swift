/// An offer behind a promo code, such as a seasonal discount sent in a newsletter.
public struct Promotion: Hashable, Sendable {
    /// The code as printed in campaigns, upper case.
    public var code: String
    /// The offer in a few words.
    public var headline: String
    /// What the offer covers and until when.
    public var details: String

    /// Creates a promotion.
    public init(code: String, headline: String, details: String) {
        self.code = code
        self.headline = headline
        self.details = details
    }
}
