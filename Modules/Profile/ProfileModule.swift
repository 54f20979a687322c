import CoordinatorKit

/// The Profile feature's registration: the `profile` segment, the Profile tab, and the
/// grammar of its links. Every route needs sign-in, which the app's access gate grants.
///
/// | Link | Screen |
/// |---|---|
/// | `recipes://profile` | overview (tab root) |
/// | `recipes://profile/edit` | edit |
/// | `recipes://profile/orders` | orders |
/// | `recipes://profile/orders/17` | order 17, over the orders (back goes to them) |
public struct ProfileModule: FeatureModule {
    /// Creates the module's registration.
    public init() {}

    /// `profile`: the module owns links that start with it.
    public var segment: String { "profile" }

    /// The module's tab.
    public var tab: TabDescriptor? { TabDescriptor(title: NavigationText("Profile", bundle: .profile), systemImage: "person.crop.circle") }

    /// The screen a link naming only the module opens.
    public var rootRoute: ProfileRoute { .overview }

    /// The module's link grammar, both ways.
    public var codec: DeepLinkCodec<ProfileRoute> {
        let overview = DeepLinkRule<ProfileRoute>(.overview, path: [])
        let edit = DeepLinkRule<ProfileRoute>(.edit, path: ["edit"])
        let orders = DeepLinkRule<ProfileRoute>(.orders, path: ["orders"])
        // An order's link stands on the orders: back from a shared order goes to the list.
        let order = DeepLinkRule(
            "order", path: "orders" / PathParameter<Int>("id"), parse: { ProfileRoute.order(id: $0) }
        ).standing(on: { _ in [.orders] })
        return DeepLinkCodec([overview, edit, orders, order]) { route in
            switch route {
            case .overview: overview.link()
            case .edit: edit.link()
            case .orders: orders.link()
            case .order(let id): order.link(id)
            }
        }
    }

    /// Makes the module's coordinator with its dependencies from the container.
    @MainActor
    public func makeCoordinator(
        navigator: Navigator<ProfileRoute>, dependencies: Dependencies
    ) -> ProfileCoordinator {
        ProfileCoordinator(navigator: navigator, dependencies: dependencies)
    }
}

extension TextBundle {
    /// The module's resource bundle: its navigation texts in `Resources/<language>.lproj`.
    /// Named rather than `TextBundle(Bundle.module)`, which the Apple type check (run without
    /// SwiftPM's generated resource accessor) cannot see; both find the same bundle.
    static let profile = TextBundle.named("CoordinatorKit_Profile")
}
