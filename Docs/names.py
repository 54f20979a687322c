"""What a name in the documentation's code voice refers to, and whether it exists.

The reading half of Docs/check-names.py (which says what is read, and why): code spans of
Markdown, the references a span makes (`RootCoordinator.perform(_:)`, `.dismissAll`,
`try root.perform(.selectTab("settings"))`, a DocC link), and their resolution against the
package's symbols (Docs/symbols.py) and the names its code uses from other libraries.
Docs/check-migration.py reads the table of the migration article with it too.
"""
import re

import symbols as graph

# A variable the docs use for one of the package's types: `root.perform(_:)` is
# `RootCoordinator.perform(_:)`, so a member the type does not have is reported.
VARIABLES = {
    "root": "RootCoordinator", "navigator": "Navigator", "registry": "ModuleRegistry", "state": "NavigationState",
    "inbox": "LinkInbox", "dependencies": "Dependencies", "change": "NavigationChange",
    "configuration": "DeepLinkConfiguration", "delivery": "LinkDelivery", "refusal": "NavigationRefusal",
    "containerPlayer": "ContainerPlayer", "playbackStart": "PlaybackStart", "windowStart": "WindowStart",
    "registeredModule": "RegisteredModule", "fittingSheetHeight": "FittingSheetHeight",
    "textBundle": "TextBundle",
}

KEYWORDS = {
    "try", "await", "let", "var", "in", "if", "else", "return", "some", "any", "self", "Self", "nil", "true",
    "false", "throws", "rethrows", "async", "where", "is", "as", "inout", "static", "final", "public", "private",
    "super", "guard", "switch", "default", "do", "catch", "for", "while", "get", "set", "mutating", "throw",
    "fileprivate", "internal", "package", "open", "nonisolated", "lazy", "weak", "unowned", "escaping",
    "MainActor", "Sendable", "autoclosure", "discardableResult", "Observable", "ObservationIgnored", "Test",
    "Suite", "available", "main", "frozen", "unknown", "import", "init", "deinit", "subscript", "repeat",
    "break", "continue", "fallthrough", "defer", "willSet", "didSet", "Type", "Protocol", "some",
}
DECLARES = {"case", "enum", "struct", "class", "func", "protocol", "actor", "typealias", "associatedtype", "let", "var"}
SHELL = {"swift", "bash", "sh", "git", "cd", "python3", "printf", "recipes-app", "xcrun", "docc", "cat", "echo"}
FOLDERS = ("Modules/", "Docs/", "Tests/", "App/", "Scripts/", "Fuzz/", "Benchmarks/", ".ci/", "CompileFail/")
EXTENSIONS = (".swift", ".md", ".sh", ".json", ".strings", ".plist", ".py", ".txt", ".mmd", ".yml", ".docc",
              ".lproj", ".dict", ".resolved", ".stringsdict", ".xcstrings")


class Names:
    """What names resolve against: the package's symbols, by the last base name of their path,
    and the names the package's code uses from Swift, Foundation, SwiftUI and UIKit."""

    def __init__(self, symbols, modules, external, folders=frozenset()):
        self.by_last = {}
        for symbol in symbols:
            self.by_last.setdefault(graph.base_name(symbol.path[-1]), []).append(symbol)
        self.types = {symbol.path[-1] for symbol in symbols
                      if symbol.kind in ("struct", "class", "enum", "protocol", "actor", "typealias", "associatedtype")}
        self.modules = set(modules) | set(graph.LIBRARIES)
        self.external = external
        self.folders = folders
        self.local = set()

    def visible(self, symbol, internal, qualified):
        """A library's public symbols; any of the demo's and the snippets'; a test's only when
        named with its type (`ActionSequenceTests`, `RestorationRobustnessTests.someTest`), so
        that a test's own enum case does not stand in for a removed one of the library."""
        if symbol.is_library:
            return symbol.is_public or internal
        if is_test_module(symbol.module):
            return qualified or symbol.kind in ("struct", "class", "enum", "protocol", "actor")
        return True

    def find(self, components, internal):
        """Symbols whose path ends with `components` [(base, labels or None)]."""
        base, labels = components[-1]
        found = []
        for symbol in self.by_last.get(base, []):
            if len(symbol.path) < len(components) or not self.visible(symbol, internal, len(components) > 1):
                continue
            tail = symbol.path[len(symbol.path) - len(components):]
            if all(graph.base_name(have) == want for have, (want, _) in zip(tail, components)) \
                    and labels_fit(labels, symbol):
                found.append(symbol)
        return found

    def is_external(self, name):
        return name in self.external

    def is_example_module(self, name):
        """Whether `name` is a module of the snippets or the demo (`Favorites`: `FavoritesModule`),
        or one of the targets the generator would make for it (`FavoritesViews`)."""
        name = re.sub(r"(Views|Controllers|Tests)$", "", name)
        return bool(self.by_last.get(name + "Module") or self.by_last.get(name + "sModule"))

    def is_example_name(self, name):
        """A name the generator writes for a module of the snippets, which the guide to adding
        a module shows before the reader has one: `Favorites`, `FavoritesViews`,
        `FavoritesArchiveViewModel`."""
        prefix = re.match(r"[A-Z][a-z]+", name)
        return bool(prefix and self.is_example_module(prefix.group(0)))


def is_test_module(module):
    return module.endswith("Tests") and "Snippets" not in module


def labels_fit(labels, symbol):
    """Whether a call with `labels` can call `symbol`: its labels with some defaulted ones left out."""
    if labels is None:
        return True
    params = symbol.params
    if params is None:                        # a closure property, called: `AccountActions.signOut()`
        return symbol.kind in ("property", "type.property", "var", "let") and all(l == "_" for l in labels)
    # A trailing closure is written after the parentheses, which a call shape leaves out.
    while params and params[-1][2] and not params[-1][1] and len(labels) < len(params) \
            and (not labels or labels[-1] != params[-1][0]):
        params = params[:-1]
    index = 0
    for label, defaulted, _ in params:
        if index < len(labels) and labels[index] == label:
            index += 1
        elif not defaulted:
            return False
    return index == len(labels)


# ---- Code spans of Markdown ----------------------------------------------------------------------

def blank_fences(text):
    """The text with fenced code blocks and HTML comments blanked (line numbers kept)."""
    lines, fence = text.split("\n"), None
    for index, line in enumerate(lines):
        marker = re.match(r"^\s*(```|~~~)", line)
        if fence:
            if marker and marker.group(1) == fence:
                fence = None
            lines[index] = ""
        elif marker:
            fence, lines[index] = marker.group(1), ""
    text = "\n".join(lines)
    return re.sub(r"<!--.*?-->", lambda m: re.sub(r"[^\n]", " ", m.group(0)), text, flags=re.S)


def code_spans(text):
    """(line index, span, is a DocC link) of each code span, a paragraph's line breaks allowed."""
    text = blank_fences(text)
    for match in re.finditer(r"(?<!`)(`+)(?!`)((?:(?!\n\s*\n).)+?)(?<!`)\1(?!`)", text, flags=re.S):
        line = text.count("\n", 0, match.start())
        yield line, " ".join(match.group(2).split()), len(match.group(1)) == 2


def changelog_text(text):
    """CHANGELOG with what may name removed symbols blanked: Breaking entries, released versions."""
    lines = text.split("\n")
    keep, section = [], None
    for line in lines:
        if line.startswith("## "):
            section = "unreleased" if "Unreleased" in line else "released"
        elif line.startswith("### ") and section == "unreleased":
            section = "breaking" if line.startswith("### Breaking") else "unreleased"
        keep.append(line if section in (None, "unreleased") else "")
    return "\n".join(keep)


def migration_text(text):
    """The migration article with the table's old column (its first cell) blanked."""
    lines, inside = text.split("\n"), False
    for index, line in enumerate(lines):
        if line.strip() == "<!-- migration-table -->":
            inside = True
        elif line.strip() == "<!-- end of migration-table -->":
            inside = False
        elif inside and line.startswith("|") and line.count("|") >= 3:
            first = line.index("|", 1)
            lines[index] = "|" + " " * (first - 1) + line[first:]
    return "\n".join(lines)


# ---- A span's references ---------------------------------------------------------------------------

def call_labels(arguments):
    """The labels of a call's arguments (`_` for none), or None when they cannot be told."""
    if "…" in arguments or "..." in arguments:
        return None
    if re.fullmatch(r"\s*((\w+|_):)*\s*", arguments):                   # a signature: `show(_:as:)`
        return re.findall(r"(\w+|_):", arguments)
    labels = []
    for part in graph.split_top_level(arguments):
        # `inTab:atDepth:of: RecipesModule.self` writes the labels before the one value given.
        leading = re.match(r"\s*((?:(?:\w+|_):)+)(?!:)", part)
        labels += re.findall(r"(\w+|_):", leading.group(1)) if leading else ["_"]
    return labels


def closing(text, start):
    """The index of the parenthesis closing the one at `start`."""
    depth = 0
    for index in range(start, len(text)):
        if text[index] in "([{":
            depth += 1
        elif text[index] in ")]}":
            depth -= 1
            if depth == 0:
                return index
    return None


def docc_components(link):
    path = link.split("#", 1)[0]
    components = []
    for part in path.split("/"):
        part = re.sub(r"-(swift\.\w+|[0-9a-z]{3,6})$", "", part)     # DocC's disambiguation
        if not part:
            continue
        call = re.fullmatch(r"(\w+)\((.*)\)", part)
        components.append((call.group(1), call_labels(call.group(2))) if call else (part, None))
    return components


def is_file_path(span):
    if " " in span or "://" in span or "(" in span:
        return False
    return span.startswith(FOLDERS) or ("/" in span and span.rstrip("/").endswith(EXTENSIONS)) \
        or bool(re.fullmatch(r"[\w+.-]+(\.swift|\.md|\.sh|\.py)", span))


def file_exists(span, files, names):
    if "<" in span or "*" in span or "{" in span:       # a pattern (`Modules/<Name>/`)
        return True
    wanted = span.rstrip("/")
    for path in files:
        if path == wanted or path.endswith("/" + wanted) or path.startswith(wanted + "/") \
                or ("/" + wanted + "/") in ("/" + path) or path.startswith(wanted + "."):
            return True
    # Where the generator would write a module of the snippets (`Modules/Favorites/Views`),
    # and the files of its screens (`FavoriteView.swift`).
    example = re.match(r"(?:Modules|Tests|Docs/Modules)/(\w+?)(?:Tests)?(?:/|\.md$|$)", wanted)
    screen = re.fullmatch(r"(\w+)\.swift", wanted)
    return bool(example and names.is_example_module(example.group(1))
                or screen and names.is_example_name(screen.group(1)))


def references(span):
    """The names a code span makes, as (kind, components): kind `path` (a type's member, or a
    type), `member` (a name of any type: `.dismissAll`, `destination(for:)`), `module`."""
    text = re.sub(r'"(?:[^"\\]|\\.)*"', '""', span)
    text = re.sub(r"(\w)[?!](?=[.)\],\s]|$)", r"\1", text)           # optional chaining, optionals
    while re.search(r"(\w)<[^<>]*>", text):
        text = re.sub(r"(\w)<[^<>]*>", r"\1", text)                   # generic arguments
    text = re.sub(r"@\w+", " ", text)                                 # attributes
    found = []
    for match in re.finditer(r"(?<![\w.$#\\])(\.?)([A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*)", text):
        dot, chain = match.group(1), match.group(2).split(".")
        while len(chain) > 1 and chain[-1] in ("self", "Type"):        # `RecipesModule.self`
            chain.pop()
        if re.fullmatch(r"[A-Z][A-Z0-9_]*", chain[0]):                 # `T`, `NAME`: placeholders
            continue
        after = text[match.end():]
        before = text[:match.start()].split()
        if re.match(r"\s*:(?!:)", after) and not dot:                 # an argument label or a declared name
            continue
        if before and before[-1] in DECLARES:
            continue
        if before and before[-1] == "import":
            found.append(("module", [(chain[0], None)]))
            continue
        labels = None
        if re.match(r"\(", after):
            end = closing(text, match.end())
            if end is not None and not re.match(r"\s*\{", text[end + 1:]):
                labels = call_labels(text[match.end() + 1:end])
        components = [(name, None) for name in chain]
        components[-1] = (chain[-1], labels)
        if dot:
            for name, name_labels in components:
                found.append(("member", [(name, name_labels)]))
        elif chain[0] in KEYWORDS:
            continue
        elif chain[0][0].isupper():
            if labels is not None and chain[-1][0].isupper():         # `Type(label:)`: an initialiser
                found.append(("path", [(name, None) for name in chain] + [("init", labels)]))
            else:
                found.append(("path", components))
        elif chain[0] in VARIABLES and len(chain) > 1:
            found.append(("path", [(VARIABLES[chain[0]], None), components[1]]))
            found += [("member", [component]) for component in components[2:]]
        elif len(chain) == 1:
            if labels is not None or re.search(r"[A-Z]", chain[0]):  # a call, or a camelCase name
                found.append(("member", components))
        elif labels is not None or any(re.search(r"[A-Z]", name) for name in chain):
            found += [("member", [component]) for component in components[1:]]
        # else all lowercase and dotted, not a call: a symbol image (`fork.knife`), an
        # analytics name (`recipes.detail`), a route as the shell writes it
    return found


def problem(kind, components, names, internal):
    """Why a reference names nothing, or None."""
    shown = ".".join(name + (f"({''.join(l + ':' for l in labels)})" if labels is not None else "")
                     for name, labels in components)
    if kind == "module":
        module = components[0][0]
        return None if module in names.modules or names.is_example_module(module) \
            else f"`import {shown}` names no module of the package"
    if components[0][0] in names.modules and len(components) > 1:  # ``CoordinatorKit/RootCoordinator``
        components = components[1:]
    if kind == "path" and len(components) == 1 and (components[0][0] in names.modules
                                                    or components[0][0] in names.folders):
        return None                                                   # a module, or a folder (a room)
    if names.find(components, internal):
        return None
    if components[-1][0] == "init" and names.find(components[:-1], internal) \
            and not names.find(components[:-1] + [("init", None)], internal):
        return None                                                   # a struct's memberwise initialiser
    first = components[0][0]
    if components[-1][0] in names.local or first in names.local and all(
            names.by_last.get(name) or names.is_external(name) for name, _ in components[1:]):
        return None                                                   # the document's own example
    if kind == "path" and (first in names.types or len(components) == 1 and first in names.by_last):
        if len(components) == 1:
            return None if names.find([(first, None)], internal) else f"`{shown}` is not public"
        base_only = [(name, None) for name, _ in components]
        if names.find(base_only, internal):
            return f"`{shown}`: no such signature (labels) in the package"
        return f"`{shown}`: {first} has no such member"
    if all(names.is_external(name) for name, _ in components):
        return None
    if len(components) == 1 and names.is_example_name(first):
        return None
    if kind == "member" and names.by_last.get(first) and components[0][1] is not None:
        return f"`{shown}`: no symbol of the package has these labels"
    return f"`{shown}` names no symbol of the package (nor a Swift, Foundation or Apple name its code uses)"


def check_span(span, double, names, files, internal=False):
    """What is wrong with one code span (``…`` when `double`): messages, none when it is fine."""
    problems = []
    if double and not re.fullmatch(r"[\w/():.~-]+", span):
        double = False                                                # ``case `private` ``: code, not a link
    if double:
        if span.startswith("doc:"):
            return []
        message = problem("path", docc_components(span), names, internal)
        return [f"``{span}``: {message}"] if message else []
    first = span.split()[0] if span.split() else ""
    if is_file_path(span):
        return [] if file_exists(span, files, names) else [f"`{span}` names no file of the package"]
    if "://" in span or first in SHELL or first.startswith(("-", "%", "$", "/", "~", "…", "<")) \
            or re.match(r"^[\w-]+/[\w/?=&{}<>.…-]*$", span) or re.fullmatch(r"\d[\d.,:x×%]*\w*", span):
        return []                                                     # links, paths of links, commands, numbers
    if first.startswith(("Scripts/", "Fuzz/", "Benchmarks/", ".ci/", "Docs/")) and " " in span:
        # A command: its script must exist.
        return [] if file_exists(first, files, names) else [f"`{span}`: no script {first} in the package"]
    if re.search(r"\w-\w|'|\d+x\d|\S=\S|^#|^canImport|^os\(|%|@\w|\b[A-Z]\w*_\w", span) \
            or re.fullmatch(r"[\w+-]*\.(plist|h|m|strings|stringsdict|xcstrings|lproj|bundle|resources|json|"
                            r"entitlements|xcodeproj|app|dict)", span):
        return []                                                     # not Swift: keys, output, file names
    for kind, components in references(span):
        message = problem(kind, components, names, internal)
        if message:
            problems.append(f"`{span}`: {message}")
    return problems
