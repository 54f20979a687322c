import Foundation

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

extension ModuleRegistry {
    /// Every route of the composed app, printed in `format`.
    ///
    /// - Parameters:
    ///   - format: The format.
    ///   - configuration: The app's link configuration: example links use its canonical
    ///     scheme, and ``RouteTableFormat/plist`` registers its schemes.
    ///   - appID: The app's identifier, `TEAMID.bundle.identifier`, for
    ///     ``RouteTableFormat/aasa``; ``RouteTableFormat/plist`` names the URL type with
    ///     the bundle identifier.
    /// - Returns: The table, ending with a newline.
    public func routeTable(format: RouteTableFormat, configuration: DeepLinkConfiguration, appID: String) -> String {
        let scheme = configuration.canonicalScheme
        switch format {
        case .text: return textRouteTable(scheme: scheme)
        case .json: return prettyJSON(routes)
        case .mermaid: return mermaidRouteTable()
        case .markdown: return markdownRouteTable(scheme: scheme)
        case .aasa: return appSiteAssociation(appID: appID)
        case .plist:
            let bundleID = appID.split(separator: ".", maxSplits: 1).last.map(String.init) ?? appID
            return configuration.urlTypesPropertyList(name: bundleID)
        }
    }

    /// One row per rule and one per alias: module, pattern, presentation, guard, example.
    private func rows(scheme: String) -> [[String]] {
        routes.flatMap { route in
            let guardText = route.requirements.isEmpty ? "-" : route.requirements.map(\.name).joined(separator: ",")
            let presentation = route.presentation ?? "-"
            let own = [
                route.module.rawValue, route.pattern, presentation, guardText,
                route.examplePath.map { "\(scheme)://\($0)" } ?? "-",
            ]
            let aliases = route.aliases.map { alias in
                [route.module.rawValue, "\(alias.pattern) (alias)", presentation, guardText, "\(scheme)://\(alias.examplePath)"]
            }
            return [own] + aliases
        }
    }

    private static let header = ["MODULE", "PATTERN", "PRESENTATION", "GUARD", "EXAMPLE"]

    private func textRouteTable(scheme: String) -> String {
        let table = [Self.header] + rows(scheme: scheme)
        let widths = Self.header.indices.map { column in table.map { $0[column].count }.max() ?? 0 }
        return table.map { row in
            row.enumerated().map { column, cell in
                column == row.count - 1 ? cell : cell.padding(toLength: widths[column], withPad: " ", startingAt: 0)
            }.joined(separator: "  ")
        }.joined(separator: "\n") + "\n"
    }

    private func markdownRouteTable(scheme: String) -> String {
        func cell(_ text: String) -> String {
            text == "-" ? "–" : "`" + text.replacingOccurrences(of: "|", with: "\\|") + "`"
        }
        var lines = [
            "| Module | Pattern | Presentation | Guard | Example |",
            "|---|---|---|---|---|",
        ]
        for row in rows(scheme: scheme) {
            let pattern = row[1].hasSuffix(" (alias)") ? cell(String(row[1].dropLast(" (alias)".count))) + " (alias)" : cell(row[1])
            lines.append("| \(row[0]) | \(pattern) | \(row[2]) | \(row[3] == "-" ? "–" : row[3]) | \(cell(row[4])) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func mermaidRouteTable() -> String {
        func node(_ text: String) -> String {
            text.map { $0.isLetter || $0.isNumber ? String($0) : "_" }.joined()
        }
        var lines = ["flowchart LR", "    app((App))"]
        for module in modules {
            let moduleNode = "m_" + node(module.id.rawValue)
            let label = module.tab.map { "\(module.id) tab: \($0.title)" } ?? "\(module.id) (\(module.entryPresentation.name))"
            lines.append("    \(moduleNode)[\"\(label)\"]")
            lines.append(module.tab == nil ? "    app -.-> \(moduleNode)" : "    app --> \(moduleNode)")
            for (index, route) in module.routes.enumerated() {
                let routeNode = "\(moduleNode)_\(index)"
                let guardText = route.requirements.isEmpty ? "" : " 🔒 " + route.requirements.map(\.name).joined(separator: ",")
                let spellings = [route.pattern] + route.aliases.map { "\($0.pattern) (alias)" }
                let pattern = spellings.joined(separator: "<br/>").replacingOccurrences(of: "\"", with: "'")
                lines.append("    \(routeNode)[\"\(pattern)<br/>\(route.presentation ?? "-")\(guardText)\"]")
                lines.append("    \(moduleNode) --> \(routeNode)")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `value` as pretty JSON with sorted keys and unescaped slashes, ending with a newline.
    func prettyJSON(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(value)) ?? Data("null".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
