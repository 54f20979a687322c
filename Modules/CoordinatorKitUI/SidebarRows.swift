#if canImport(SwiftUI)
import SwiftUI

struct SidebarRowKey: EnvironmentKey {
    static var defaultValue: (@MainActor (TabID, TabDescriptor?) -> AnyView)? { nil }
}

struct SidebarHeaderKey: EnvironmentKey {
    static var defaultValue: (@MainActor (NavigationText) -> AnyView)? { nil }
}

extension EnvironmentValues {
    /// The app's view for a sidebar row's label, if it gave one (`sidebarRows(_:)`).
    var sidebarRow: (@MainActor (TabID, TabDescriptor?) -> AnyView)? {
        get { self[SidebarRowKey.self] }
        set { self[SidebarRowKey.self] = newValue }
    }

    /// The app's view for a sidebar section's heading, if it gave one (`sidebarSectionHeaders(_:)`).
    var sidebarHeader: (@MainActor (NavigationText) -> AnyView)? {
        get { self[SidebarHeaderKey.self] }
        set { self[SidebarHeaderKey.self] = newValue }
    }
}

extension View {
    /// Draws each row of the sidebar below this view with `row` in place of the tab's title
    /// and symbol: an avatar for an account, a colour for a list.
    ///
    /// The renderer keeps what makes the row a tab: the row is still tapped to select the
    /// tab (or to run an action), reselected, badged and sectioned as before; only its label
    /// is the app's. The tab bar keeps the modules' labels. Put it on the window's root view:
    ///
    /// ```swift
    /// CoordinatorWindow(layout: .automatic) { services.makeWindow().root }
    ///     .sidebarRows { tab, descriptor in
    ///         Label(descriptor?.title.localized() ?? tab.description, systemImage: descriptor?.systemImage ?? "circle")
    ///     }
    /// ```
    ///
    /// - Parameter row: The label of the row of a tab, from its identifier and its
    ///   ``TabDescriptor`` (its module's, or for a pinned tab the one offered for its root;
    ///   `nil` when the module offers none).
    /// - Returns: A view whose sidebars draw their rows with `row`.
    public func sidebarRows<Row: View>(
        @ViewBuilder _ row: @escaping @MainActor (TabID, TabDescriptor?) -> Row
    ) -> some View {
        environment(\.sidebarRow) { tab, descriptor in AnyView(row(tab, descriptor)) }
    }

    /// Draws the heading of each sidebar section below this view with `header` in place of
    /// the heading's text: a count beside "Lists", a button that edits them.
    ///
    /// The sections and their rows stay the renderer's (``NavigationDisplay/sidebarSections``,
    /// from the tab set's ``TabItem/section``); the first section has no heading, so no
    /// header. Put it on the window's root view, as ``sidebarRows(_:)``.
    ///
    /// - Parameter header: The view of a section's header, from its heading.
    /// - Returns: A view whose sidebars draw their section headers with `header`.
    public func sidebarSectionHeaders<Header: View>(
        @ViewBuilder _ header: @escaping @MainActor (NavigationText) -> Header
    ) -> some View {
        environment(\.sidebarHeader) { heading in AnyView(header(heading)) }
    }
}
#endif
