import CoordinatorKit
import Observation

/// The offer behind a promo code, or an "expired" notice for a code that is not running.
///
/// No button in the app leads here: campaigns and newsletters link to it.
@Observable
@MainActor
public final class PromoViewModel: ScreenModel {
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
    public init(code: String, catalog: any ProductCatalog, delegate: any ProductsNavigationDelegate) {
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

    public var title: String { promotion?.headline ?? "Offer expired" }

    public var content: [String] {
        guard let promotion else {
            return ["The code \(code) is no longer running. Keep an eye on the newsletter for the next one."]
        }
        return ["Code: \(promotion.code)", promotion.details]
    }

    // Each action holds the model strongly: a front end may keep the actions it listed
    // and drop the model, and a tap must still reach it.
    public var actions: [ScreenAction] {
        [ScreenAction(isExpired ? "Browse the shop" : "Shop the offer") { self.browseShop() }]
    }
}
