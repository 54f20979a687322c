import CoordinatorKit

extension DeepLinkConfiguration {
    /// The `CFBundleURLTypes` fragment of an app's `Info.plist` that registers the
    /// configuration's custom schemes, to paste inside the top-level `<dict>`.
    ///
    /// - Parameter name: The URL type's name, by convention the bundle identifier.
    /// - Returns: The fragment as property-list XML, ending with a newline.
    public func urlTypesPropertyList(name: String) -> String {
        func escaped(_ text: String) -> String {
            text.replacingOccurrences(of: "&", with: "&amp;")
                .replacingOccurrences(of: "<", with: "&lt;")
                .replacingOccurrences(of: ">", with: "&gt;")
        }
        var lines = [
            "<key>CFBundleURLTypes</key>",
            "<array>",
            "\t<dict>",
            "\t\t<key>CFBundleTypeRole</key>",
            "\t\t<string>Viewer</string>",
            "\t\t<key>CFBundleURLName</key>",
            "\t\t<string>\(escaped(name))</string>",
            "\t\t<key>CFBundleURLSchemes</key>",
            "\t\t<array>",
        ]
        lines += schemes.map { "\t\t\t<string>\(escaped($0))</string>" }
        lines += ["\t\t</array>", "\t</dict>", "</array>"]
        return lines.joined(separator: "\n") + "\n"
    }
}
