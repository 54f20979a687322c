import Foundation

/// The formats a route table can be printed in.
public enum RouteTableFormat: String, CaseIterable, Sendable {
    /// Aligned columns for a terminal.
    case text
    /// A JSON array of ``RouteDescription`` values.
    case json
    /// A Mermaid flowchart of tabs, modules and routes that renders on GitHub.
    case mermaid
}

extension ModuleRegistry {
    /// Every route of the composed app, printed in `format`.
    ///
    /// - Parameter scheme: The scheme example links are printed with.
    public func routeTable(format: RouteTableFormat, scheme: String) -> String {
        switch format {
        case .text: textRouteTable(scheme: scheme)
        case .json: jsonRouteTable()
        case .mermaid: mermaidRouteTable()
        }
    }

    private func textRouteTable(scheme: String) -> String {
        let header = ["MODULE", "PATTERN", "PRESENTATION", "GUARD", "EXAMPLE"]
        let rows = routes.map { route in
            [
                route.module.rawValue, route.pattern, route.presentation ?? "-",
                route.requirements.isEmpty ? "-" : route.requirements.map(\.name).joined(separator: ","),
                route.examplePath.map { "\(scheme)://\($0)" } ?? "-",
            ]
        }
        let widths = header.indices.map { column in
            ([header] + rows).map { $0[column].count }.max() ?? 0
        }
        return ([header] + rows).map { row in
            row.enumerated().map { column, cell in
                column == row.count - 1 ? cell : cell.padding(toLength: widths[column], withPad: " ", startingAt: 0)
            }.joined(separator: "  ")
        }.joined(separator: "\n") + "\n"
    }

    private func jsonRouteTable() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(routes)) ?? Data("[]".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    private func mermaidRouteTable() -> String {
        func node(_ text: String) -> String {
            text.map { $0.isLetter || $0.isNumber ? String($0) : "_" }.joined()
        }
        var lines = ["flowchart LR", "    app((App))"]
        for module in modules {
            let moduleNode = "m_" + node(module.id.rawValue)
            let label = module.tab.map { "\(module.id) tab: \($0.title)" } ?? "\(module.id) (modal)"
            lines.append("    \(moduleNode)[\"\(label)\"]")
            lines.append(module.tab == nil ? "    app -.-> \(moduleNode)" : "    app --> \(moduleNode)")
            for (index, route) in module.routes.enumerated() {
                let routeNode = "\(moduleNode)_\(index)"
                let guardText = route.requirements.isEmpty ? "" : " 🔒 " + route.requirements.map(\.name).joined(separator: ",")
                let pattern = route.pattern.replacingOccurrences(of: "\"", with: "'")
                lines.append("    \(routeNode)[\"\(pattern)<br/>\(route.presentation ?? "push")\(guardText)\"]")
                lines.append("    \(moduleNode) --> \(routeNode)")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The `apple-app-site-association` document that routes the app's universal links to it.
    ///
    /// - Parameter appID: The app's identifier, `TEAMID.bundle.identifier`.
    public func appSiteAssociation(appID: String) -> String {
        let components = segments.map { ["/": "/\($0)*"] }
        let document: [String: [String: [[String: Any]]]] = [
            "applinks": ["details": [["appIDs": [appID], "components": components]]],
        ]
        let data = (try? JSONSerialization.data(
            withJSONObject: document, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
