import Foundation

/// A catalog held in memory, with sample kitchen products, merch and promotions.
///
/// Sample identifiers are fixed so that links in documentation, tests and push
/// notifications keep pointing at the same items: products are
/// `5EEDCA7A-0001-4000-8000-0000000000NN`, merch `5EEDCA7A-0002-4000-8000-0000000000NN`.
public struct InMemoryProductCatalog: ProductCatalog {
    /// Every product and merch item, in display order.
    public let items: [Product]
    private let promotions: [String: Promotion]

    /// Creates a catalog.
    ///
    /// - Parameters:
    ///   - items: The items for sale, in display order.
    ///   - promotions: The running promotions.
    public init(items: [Product] = Self.sampleItems, promotions: [Promotion] = Self.samplePromotions) {
        self.items = items
        self.promotions = Dictionary(promotions.map { ($0.code.uppercased(), $0) }) { first, _ in first }
    }

    /// The item of the given kind and id, if the catalog has it.
    public func item(kind: ProductKind, id: UUID) -> Product? {
        items.first { $0.id == id && $0.kind == kind }
    }

    /// The promotion with the given code, if any.
    public func promotion(code: String) -> Promotion? {
        promotions[code.uppercased()]
    }
}

extension InMemoryProductCatalog {
    /// The fixed identifier of a sample item.
    ///
    /// - Parameters:
    ///   - kind: The item's range, which picks the identifier's family.
    ///   - serial: The item's number within its range.
    public static func sampleID(_ kind: ProductKind, _ serial: UInt8) -> UUID {
        UUID(uuid: (0x5E, 0xED, 0xCA, 0x7A, 0x00, kind == .product ? 0x01 : 0x02, 0x40, 0x00,
                    0x80, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, serial))
    }

    /// The sample kitchen products and merch.
    public static let sampleItems: [Product] = [
        Product(
            id: sampleID(.product, 1), kind: .product, name: "Chef's Knife",
            summary: "A 20 cm forged steel knife that does nine jobs out of ten.", price: Price(cents: 4900)),
        Product(
            id: sampleID(.product, 2), kind: .product, name: "Cast-Iron Skillet",
            summary: "A 26 cm skillet, pre-seasoned, for searing and baking alike.", price: Price(cents: 3850)),
        Product(
            id: sampleID(.product, 3), kind: .product, name: "Digital Kitchen Scale",
            summary: "Weighs to the gram up to 5 kg, so bread comes out the same twice.", price: Price(cents: 2499)),
        Product(
            id: sampleID(.product, 4), kind: .product, name: "Smoked Paprika",
            summary: "A 75 g tin of sweet pimentón de la Vera.", price: Price(cents: 650)),
        Product(
            id: sampleID(.merch, 1), kind: .merch, name: "Recipes Apron",
            summary: "Heavy cotton apron with the Recipes logo and a towel loop.", price: Price(cents: 2800)),
        Product(
            id: sampleID(.merch, 2), kind: .merch, name: "Sunday Roast Mug",
            summary: "A 350 ml stoneware mug printed with the app's most-saved recipe.", price: Price(cents: 1500)),
        Product(
            id: sampleID(.merch, 3), kind: .merch, name: "Recipes Tote Bag",
            summary: "A canvas bag sized for a week of market vegetables.", price: Price(cents: 1800)),
    ]

    /// The sample promotions.
    public static let samplePromotions: [Promotion] = [
        Promotion(
            code: "WINTER25", headline: "25% off cast iron",
            details: "Every cast-iron pan and pot is a quarter off until the end of February."),
        Promotion(
            code: "MERCH10", headline: "10% off all merch",
            details: "Aprons, mugs and bags for less, for newsletter readers only."),
        Promotion(
            code: "FREESHIP", headline: "Free shipping",
            details: "Free delivery on any order over $30 this week."),
    ]
}
