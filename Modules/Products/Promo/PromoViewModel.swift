import Observation

/// The offer behind a promo code, or an "expired" notice for a code that is not running.
///
/// No button in the app leads here: campaigns and newsletters link to it. Public, for the
/// module's views target, as are its state and intents.
@Observable
@MainActor
public final class PromoViewModel {
    /// The code the link carried.
    public let code: String
    /// The running promotion, or `nil` when the code is unknown or expired.
    public let promotion: Promotion?
    @ObservationIgnored private weak var delegate: (any ProductsNavigationDelegate)?

    /// Creates the screen for a code.
    ///
    /// - Parameters:
    ///   - code: The code from the link.
    ///   - catalog: Where the promotion is looked up.
    ///   - delegate: Receives the way to the shop.
    init(code: String, catalog: any ProductCatalog, delegate: any ProductsNavigationDelegate) {
        self.code = code
        self.promotion = catalog.promotion(code: code)
        self.delegate = delegate
    }

    /// Whether the code has expired or never existed.
    public var isExpired: Bool { promotion == nil }

    /// Goes to the list to spend the offer.
    public func browseShop() {
        delegate?.handle(.shopRequested)
    }
}
