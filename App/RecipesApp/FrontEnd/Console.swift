/// Where the front end reads commands and writes its output.
///
/// The executable uses the process's standard streams; tests use ``BufferConsole`` and read
/// what was written.
@MainActor
public protocol Console: AnyObject {
    /// Whether a person is typing (prompts are shown only then).
    var isInteractive: Bool { get }
    /// Writes to standard output.
    func write(_ text: String)
    /// Writes to standard error.
    func writeError(_ text: String)
    /// Reads one line of input, or `nil` at the end of input.
    func readLine() -> String?
}

/// A console over strings, for tests and scripted sessions.
@MainActor
public final class BufferConsole: Console {
    /// Everything written to standard output.
    public private(set) var output = ""
    /// Everything written to standard error.
    public private(set) var errors = ""
    private var lines: [Substring]
    /// Whether the console stands for a terminal (prompts are printed).
    public let isInteractive: Bool

    /// Creates a console that reads `input` line by line.
    public init(input: String = "", isInteractive: Bool = false) {
        lines = input.split(separator: "\n", omittingEmptySubsequences: false)
        if input.hasSuffix("\n") { lines.removeLast() }
        self.isInteractive = isInteractive
    }

    /// Appends to ``output``.
    public func write(_ text: String) { output += text }
    /// Appends to ``errors``.
    public func writeError(_ text: String) { errors += text }

    /// The next line of the input, or `nil` at its end.
    public func readLine() -> String? {
        lines.isEmpty ? nil : String(lines.removeFirst())
    }
}
