/// The formats a route table can be printed in.
public enum RouteTableFormat: String, CaseIterable, Sendable {
    /// Aligned columns for a terminal.
    case text
    /// A JSON array of ``RouteDescription`` values.
    case json
    /// A Mermaid flowchart of tabs, modules and routes that renders on GitHub.
    case mermaid
    /// A Markdown table for documentation.
    case markdown
    /// The `apple-app-site-association` document for universal links.
    case aasa
    /// The `CFBundleURLTypes` fragment of `Info.plist` for the custom schemes.
    case plist
}
