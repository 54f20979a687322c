import Foundation
import Products
import Testing

struct InMemoryProductCatalogTests {
    @Test func sampleIdentifiersAreFixedAndReadable() {
        #expect(InMemoryProductCatalog.sampleID(.product, 1).uuidString == "5EEDCA7A-0001-4000-8000-000000000001")
        #expect(InMemoryProductCatalog.sampleID(.merch, 3).uuidString == "5EEDCA7A-0002-4000-8000-000000000003")
    }

    @Test func sampleItemsHaveUniqueIdentifiersMatchingTheirKind() {
        let items = InMemoryProductCatalog.sampleItems
        #expect(Set(items.map(\.id)).count == items.count)
        #expect(items.contains { $0.kind == .product } && items.contains { $0.kind == .merch })
        let catalog = InMemoryProductCatalog()
        for item in items {
            #expect(catalog.item(kind: item.kind, id: item.id) == item)
        }
    }

    @Test func lookupByTheOtherKindFindsNothing() {
        let catalog = InMemoryProductCatalog()
        #expect(catalog.item(kind: .merch, id: InMemoryProductCatalog.sampleID(.product, 1)) == nil)
    }

    @Test func promotionCodesIgnoreCase() {
        let catalog = InMemoryProductCatalog()
        #expect(catalog.promotion(code: "winter25")?.code == "WINTER25")
        #expect(catalog.promotion(code: "NOPE") == nil)
    }
}

struct PriceTests {
    @Test func priceFormatsAsDollarsAndCents() {
        #expect(Price(cents: 4900).description == "$49.00")
        #expect(Price(cents: 650).description == "$6.50")
        #expect(Price(cents: 5).description == "$0.05")
        #expect(Price(cents: -1250).description == "-$12.50")
    }

    @Test func multiplyingByACountGivesTheTotal() {
        #expect(Price(cents: 2499).multiplied(by: 3) == Price(cents: 7497))
    }

    @Test func multiplyingPastTheLargestPriceGivesNothingInsteadOfTrapping() {
        #expect(Price(cents: 2499).multiplied(by: Int.max) == nil)
        #expect(Price(cents: Int.max).multiplied(by: 2) == nil)
        #expect(Price(cents: Int.min).multiplied(by: -1) == nil)
    }
}
