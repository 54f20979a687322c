import CoordinatorKit
import CoordinatorKitTooling

/// The parsed command line of `recipes-app`.
public struct AppArguments: Equatable, Sendable {
    /// What to do.
    public enum Command: Equatable, Sendable {
        /// Apply links in order and print the resulting state.
        case open([String])
        /// List every route of the composed app.
        case routes(RouteTableFormat)
        /// Check the links in a file, one per line.
        case check(path: String)
        /// Explore every navigation state reachable within `depth` actions and report it
        /// (`--format` text, json or mermaid); `expecting` names a file listing the kinds
        /// of route that must be reached.
        case explore(depth: Int, format: RouteTableFormat, expecting: String?)
        /// Run the interactive shell.
        case shell
        /// Print usage.
        case help
    }

    /// What to do.
    public var command: Command
    /// Print JSON instead of text (`open`, `check`).
    public var printsJSON = false
    /// The app identifier, `TEAMID.bundle.identifier`, for `routes --format aasa|plist`.
    public var appID = AppArguments.defaultAppID
    /// The app identifier used when none is given.
    public static let defaultAppID = "TEAMID.com.example.recipes"
    /// Start with a signed-in user.
    public var startsSignedIn = false
    /// Start with an active subscription.
    public var startsSubscribed = false
    /// A state saved by `--save-state` to start from (`open`), so support can reproduce a
    /// user's navigation.
    public var startStatePath: String?
    /// Where to write the state after the links (`open`).
    public var saveStatePath: String?
    /// The language of tab titles and alerts (`--locale ru`), a locale identifier; `nil`
    /// for the process's own.
    public var localeIdentifier: String?

    /// Print the screens that appear and disappear (`shell`, `open`), as a device would
    /// report them to analytics.
    public var printsEvents = false

    /// The depth `explore` uses when `--depth` is not given.
    public static let defaultExploreDepth = 3

    /// Creates parsed arguments.
    public init(command: Command, printsJSON: Bool = false, startsSignedIn: Bool = false, startsSubscribed: Bool = false) {
        self.command = command
        self.printsJSON = printsJSON
        self.startsSignedIn = startsSignedIn
        self.startsSubscribed = startsSubscribed
    }

    /// Parses the arguments after the executable's name.
    ///
    /// - Throws: ``UsageError`` naming the argument that could not be understood.
    public init(parsing arguments: [String]) throws(UsageError) {
        var words: [String] = []
        var format = RouteTableFormat.text
        var depth = AppArguments.defaultExploreDepth
        var expected: String?
        var options = AppArguments(command: .shell)
        let formats = RouteTableFormat.allCases.map(\.rawValue).joined(separator: ", ")
        func parseFormat(_ value: String) throws(UsageError) -> RouteTableFormat {
            guard let parsed = RouteTableFormat(rawValue: value) else {
                throw UsageError("unknown format '\(value)'; use one of \(formats)")
            }
            return parsed
        }
        var iterator = arguments.makeIterator()
        while let argument = iterator.next() {
            switch argument {
            case "--app-id":
                guard let value = iterator.next() else { throw UsageError("--app-id needs a value: TEAMID.bundle.identifier") }
                options.appID = value
            case "--json": options.printsJSON = true
            case "--events": options.printsEvents = true
            case "--signed-in": options.startsSignedIn = true
            case "--subscribed": options.startsSubscribed = true
            case "-h", "--help": words = ["help"]
            case "--state":
                guard let value = iterator.next() else { throw UsageError("--state needs a file") }
                options.startStatePath = value
            case "--locale":
                guard let value = iterator.next(), !value.isEmpty, !value.hasPrefix("-") else {
                    throw UsageError("--locale needs a language, such as en or ru")
                }
                options.localeIdentifier = value
            case "--save-state":
                guard let value = iterator.next() else { throw UsageError("--save-state needs a file") }
                options.saveStatePath = value
            case "--depth":
                guard let value = iterator.next(), let parsed = Int(value), (0...12).contains(parsed) else {
                    throw UsageError("--depth needs a number of actions from 0 to 12")
                }
                depth = parsed
            case "--expect":
                guard let value = iterator.next() else { throw UsageError("--expect needs a file of route kinds") }
                expected = value
            case "--format":
                guard let value = iterator.next() else { throw UsageError("--format needs a value: \(formats)") }
                format = try parseFormat(value)
            default:
                if argument.hasPrefix("--format=") {
                    format = try parseFormat(String(argument.dropFirst("--format=".count)))
                } else if argument.hasPrefix("-") {
                    throw UsageError("unknown option '\(argument)'; see --help")
                } else {
                    words.append(argument)
                }
            }
        }
        guard let verb = words.first else {
            self = options
            return
        }
        let rest = Array(words.dropFirst())
        switch verb {
        case "open":
            guard !rest.isEmpty || options.startStatePath != nil else { throw UsageError("open needs at least one link") }
            options.command = .open(rest)
        case "routes":
            options.command = .routes(format)
        case "check":
            guard rest.count == 1, let path = rest.first else { throw UsageError("check needs one file of links") }
            options.command = .check(path: path)
        case "site-association":
            if let appID = rest.first { options.appID = appID }
            options.command = .routes(.aasa)
        case "explore":
            guard [.text, .json, .mermaid].contains(format) else {
                throw UsageError("explore prints text, json or mermaid, not '\(format.rawValue)'")
            }
            options.command = .explore(depth: depth, format: format, expecting: expected)
        case "shell":
            options.command = .shell
        case "help":
            options.command = .help
        default:
            throw UsageError("unknown command '\(verb)'; see --help")
        }
        self = options
    }

    /// The usage text printed by `--help`.
    public static let usage = """
        USAGE: recipes-app [options] <command>

        COMMANDS:
          open <link>...          Apply links in order; print the resulting navigation state.
          routes                  List every route of this app (module, pattern, presentation, guard,
                                  example), or print a document derived from them (--format).
          check <file>            Check the links in a file, one per line; '#' at the start of a line
                                  or after a space starts a comment. Reports each link with its line
                                  number; exits 1 if any is rejected.
          site-association [id]   Same as routes --format aasa [--app-id id].
          explore                 Walk every navigation state reachable within --depth actions (links,
                                  back, dismiss, tabs, write-backs, alert answers, screen actions, sign
                                  in/out, subscribe), check each, and report states and edges by depth,
                                  routes reached by actions / only by links / never, dead ends and
                                  violations (--format text, json or mermaid); exits 1 on a violation.
          shell                   Interactive shell over the app (the default with no command).
                                  Reads commands from standard input; from a pipe it echoes each command.
          help                    Show this help.

        OPTIONS:
          --json                  open, check: print JSON (schemas 'recipes-app/open' and
                                  'recipes-app/check', version 1; see Docs).
          --format <f>            routes: text (default), json, mermaid, markdown, aasa
                                  (apple-app-site-association) or plist (CFBundleURLTypes);
                                  explore: text, json or mermaid.
          --depth <n>             explore: the most actions from launch (default 3).
          --expect <file>         explore: kinds of route (recipes.detail), one per line, that must be
                                  reached; exits 1 naming any that is not.
          --app-id <id>           routes --format aasa|plist: TEAMID.bundle.identifier
                                  (default TEAMID.com.example.recipes).
          --events                shell, open: print the screens that appear and disappear, in the order
                                  a device shows them (`appeared recipe_detail id=42`).
          --signed-in             Start with the demo user signed in (cook@example.com).
          --subscribed            Start with an active subscription (premium recipes open directly).
          --state <file>          open: start from a state saved with --save-state (exits 1 if it is corrupt).
          --save-state <file>     open: write the state after the links to a file.
          --locale <id>           Show tab titles, alerts and dialogs in this language (en, ru);
                                  route listings and error messages stay English.
          -h, --help              Show this help.

        EXIT STATUS: 0 on success; 1 when a link is rejected, or explore finds a violation or misses an
        expected route; 2 on a usage error.

        """
}

/// A command line that could not be understood.
public struct UsageError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What was wrong.
    public let message: String

    /// Creates a usage error.
    public init(_ message: String) {
        self.message = message
    }

    /// What was wrong.
    public var description: String { message }
}
