import CoordinatorKit

/// Prints the navigation state as a readable tree.
@MainActor
enum StatePrinter {
    static func tree(of environment: AppEnvironment) -> String {
        let document = StateDocument(environment)
        var lines: [String] = []
        lines.append("url: \(document.url ?? "(none)")")
        for tab in document.tabs {
            lines.append("\(tab.isSelected ? "▶" : " ") tab \(tab.id) (\(tab.title))")
            var depth = 0
            for screen in [tab.root] + tab.stack {
                if screen.presentation != "push", screen.presentation != "root" { depth += 1 }
                let indent = String(repeating: "  ", count: depth + 2)
                let path = screen.path.map { "  [\($0)]" } ?? ""
                lines.append("\(indent)\(screen.presentation): \(screen.title)\(path)")
                if let alert = screen.alert {
                    lines.append("\(indent)  ⚠︎ \(alert.style) '\(alert.title)': "
                        + alert.buttons.map { "\($0.title) → \($0.action)" }.joined(separator: ", "))
                }
            }
        }
        if let pending = document.pending {
            lines.append("pending: \(pending.request) (waits for \(pending.requirement))")
        } else {
            lines.append("pending: none")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
