import CoordinatorKitTooling

/// The module's sample routes, for the route tooling, the navigation explorer and the
/// round-trip check; the module's runtime part never reads them.
extension ProductsModule: ModuleSamples {
    /// One route per rule with values, with believable values.
    public var sampleRoutes: [ProductsRoute] {
        [
            .detail(kind: .product, id: InMemoryProductCatalog.sampleID(.product, 1), count: 5),
            .detail(kind: .merch, id: InMemoryProductCatalog.sampleID(.merch, 1), count: 7),
            .promo(code: "WINTER25"),
        ]
    }
}
