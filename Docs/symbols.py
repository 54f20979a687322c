"""The package's symbols, read from the symbol graphs the toolchain emits.

Shared by Docs/check-names.py (every name in code voice exists) and its self-test. A symbol
is its path (`RootCoordinator`, `perform(_:)`), its module, its access level and, for a
function, initialiser, subscript or enum case with values, its parameters: each one's
argument label and whether it has a default value, so that `open(link:)` is known to call
`open(link:placement:)` and `open(_:placement:completion:)` is known not to exist.

The two adapters (CoordinatorKitUI, CoordinatorKitUIKit) compile to nothing on Linux: every
file is behind `#if canImport(SwiftUI)` or `canImport(UIKit)`, so their symbol graphs are
empty. Their public declarations are read from their sources instead (`scan_sources`), the
same shape of record; the Apple-SDK type check of those sources is what keeps them honest.
"""
import concurrent.futures
import json
import os
import pathlib
import re
import subprocess
import tempfile

TOP = pathlib.Path(__file__).resolve().parent.parent

# The library products: their public symbols are the package's API.
LIBRARIES = [
    "CoordinatorKit", "CoordinatorKitExplorer", "CoordinatorKitRendering", "CoordinatorKitTesting",
    "CoordinatorKitText", "CoordinatorKitTooling", "CoordinatorKitUI", "CoordinatorKitUIKit",
]
# Built for Apple platforms only: read from their sources (see the module comment).
APPLE_ONLY = ["CoordinatorKitUI", "CoordinatorKitUIKit"]


class Symbol:
    __slots__ = ("module", "path", "access", "params", "kind", "where", "synthesized")

    def __init__(self, module, path, access, params, kind, where=None, synthesized=False):
        self.module, self.path, self.access, self.params = module, tuple(path), access, params
        self.kind, self.where, self.synthesized = kind, where, synthesized

    @property
    def is_library(self):
        return self.module in LIBRARIES

    @property
    def is_public(self):
        return self.access in ("public", "open")


def base_name(component):
    """`perform(_:)` → `perform`; `Cause` → `Cause`."""
    return component.split("(", 1)[0]


def split_top_level(text, separator=","):
    """Splits at `separator` outside brackets, parentheses, braces and string literals."""
    parts, depth, current, quoted = [], 0, "", False
    for char in text:
        if char == '"':
            quoted = not quoted
        elif not quoted and char in "([{<":
            depth += 1
        elif not quoted and char in ")]}>" and depth:
            depth -= 1
        if char == separator and depth == 0 and not quoted:
            parts.append(current)
            current = ""
        else:
            current += char
    if current.strip():
        parts.append(current)
    return parts


def parameters(declaration, name):
    """The parameters (label, has a default, is a closure) of a declaration's first parameter
    list after `name`, or None when it has none (a property, a type, a case without values)."""
    # `->` would read as a closing angle bracket; hide it before looking for the list.
    text = declaration.replace("->", "→").replace("`", "")
    match = re.search(r"(?<![\w.])" + re.escape(name) + r"[?!]?\s*(<[^()]*>)?\s*\(", text)
    if not match:
        return None
    depth, start = 0, match.end()
    for index in range(start - 1, len(text)):
        if text[index] == "(":
            depth += 1
        elif text[index] == ")":
            depth -= 1
            if depth == 0:
                inner = text[start:index]
                break
    else:
        return None
    result = []
    for part in split_top_level(inner):
        part = re.sub(r"^(@\w+(\([^)]*\))?\s+)+", "", part.strip())
        head, _, _ = part.partition(":")
        default = bool(re.search(r"(?<![=!<>])=(?!=)", re.sub(r'"[^"]*"', "", part)))
        closure = "→" in part.split("=")[0]
        if ":" not in part.split("=")[0]:          # an enum case's unlabelled value
            result.append(("_", default, closure))
            continue
        words = head.split()
        if name == "subscript":                 # a subscript's parameters have no label unless given one
            result.append((words[0] if len(words) > 1 else "_", default, closure))
        else:
            result.append((words[0] if words else "_", default, closure))
    return result


class DocComment:
    """A public symbol's documentation comment: its lines and where each is."""

    def __init__(self, module, path, lines):
        self.module, self.path, self.lines = module, path, lines   # lines: [(file, line, text)]


def extract(bin_path, modules, output, jobs):
    """Runs swift-symbolgraph-extract for each module (internal access and up), in parallel."""
    swift = subprocess.run(["which", "swift"], capture_output=True, text=True).stdout.strip()
    tool = pathlib.Path(os.path.realpath(swift)).parent / "swift-symbolgraph-extract"
    triple = re.search(r'"triple"\s*:\s*"([^"]+)"',
                       subprocess.run(["swift", "-print-target-info"], capture_output=True, text=True).stdout).group(1)

    def one(module):
        result = subprocess.run(
            [str(tool), "-module-name", module, "-target", triple, "-I", str(bin_path), "-output-dir", output,
             "-minimum-access-level", "internal", "-skip-inherited-docs"], capture_output=True, text=True)
        return module, result.returncode, result.stderr

    with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
        for module, status, error in pool.map(one, modules):
            if status != 0:
                raise SystemExit(f"swift-symbolgraph-extract failed for {module}:\n{error}")


def built_modules():
    """The folder of the last debug build's modules, built first if a library is missing."""
    bin_path = pathlib.Path(subprocess.run(["swift", "build", "--show-bin-path"], cwd=TOP, capture_output=True,
                                           text=True, check=True).stdout.strip())
    modules = bin_path / "Modules" if (bin_path / "Modules").is_dir() else bin_path
    if any(not (modules / f"{library}.swiftmodule").exists() for library in LIBRARIES):
        subprocess.run(["swift", "build", "--build-tests"], cwd=TOP, check=True)
    return modules


def load(jobs=None):
    """Every symbol of every module the last build made (the library products, the demo's
    modules, the snippets' and tests' modules), and the library products' public doc comments."""
    modules_dir = built_modules()
    names = sorted(path.name[: -len(".swiftmodule")] for path in modules_dir.glob("*.swiftmodule")
                   if "PackageDiscoveredTests" not in path.name and "PackageTests" not in path.name)
    symbols, comments = [], []
    with tempfile.TemporaryDirectory() as output:
        extract(modules_dir, names, output, jobs or os.cpu_count() or 2)
        for file in sorted(pathlib.Path(output).glob("*.symbols.json")):
            module = file.name.split(".")[0].split("@")[0]
            graph = json.loads(file.read_text())
            for symbol in graph["symbols"]:
                components = symbol["pathComponents"]
                declaration = "".join(f["spelling"] for f in symbol.get("declarationFragments", []))
                last = components[-1]
                params = parameters(declaration, base_name(last)) if "(" in last else None
                kind = symbol["kind"]["identifier"].replace("swift.", "")
                where = None
                if "location" in symbol:
                    where = (symbol["location"]["uri"].replace("file://", ""), symbol["location"]["position"]["line"] + 1)
                access = symbol.get("accessLevel", "internal")
                symbols.append(Symbol(module, components, access, params, kind, where,
                                      "::SYNTHESIZED::" in symbol["identifier"]["precise"]))
                doc = symbol.get("docComment")
                if doc and module in LIBRARIES and access in ("public", "open") and "::SYNTHESIZED::" not in symbol["identifier"]["precise"]:
                    uri = doc.get("uri", "").replace("file://", "")
                    lines = [(uri, line["range"]["start"]["line"] + 1 if "range" in line else 0, line["text"])
                             for line in doc["lines"]]
                    comments.append(DocComment(module, components, lines))
    for module in APPLE_ONLY:
        scanned, documented = scan_sources(module, TOP / "Modules" / module)
        symbols += scanned
        comments += documented
    # The demo's SwiftUI views and UIKit controllers, and the app's scenes, are empty on Linux
    # too; they are examples, so every declaration of theirs counts.
    for folder in sorted(TOP.glob("Modules/*/Views")) + sorted(TOP.glob("Modules/*/Controllers")) \
            + [TOP / "App/RecipesApp/SwiftUI", TOP / "App/RecipesApp/UIKit"]:
        if folder.is_dir():
            symbols += scan_sources(folder.parent.name + folder.name, folder, any_access=True)[0]
    return symbols, comments, names


# ---- The adapters' public declarations, from their sources ------------------------------------

DECLARATION = re.compile(
    r"^\s*(?:@[\w.]+(?:\([^)]*\))?\s+)*(?P<modifiers>(?:(?:(?:private|fileprivate|internal|package)\(set\)|public|open|package|internal|private|fileprivate|"
    r"final|static|class|nonisolated|override|mutating|indirect|required|convenience|dynamic|lazy|weak)\s+)*)"
    r"(?P<keyword>struct|class|enum|protocol|actor|extension|typealias|associatedtype|func|var|let|init\??|case|subscript)\b"
    r"(?P<rest>.*)$")


def strip_code(line, state):
    """A line without its comments and string literals' contents (state: inside a block comment)."""
    out, index = "", 0
    while index < len(line):
        if state["block"]:
            end = line.find("*/", index)
            if end < 0:
                return out, state
            state["block"], index = False, end + 2
            continue
        if line.startswith("//", index):
            break
        if line.startswith("/*", index):
            state["block"], index = True, index + 2
            continue
        if line[index] == '"':
            end = index + 1
            while end < len(line) and line[end] != '"':
                end += 2 if line[end] == "\\" else 1
            out += '""'
            index = end + 1
            continue
        out += line[index]
        index += 1
    return out, state


def scan_sources(module, folder, any_access=False):
    """Public declarations of a module's sources, and their doc comments. Types nest by
    braces; a public enum's cases, a public protocol's requirements and a `public
    extension`'s members are public without saying so."""
    symbols, comments = [], []
    for path in sorted(folder.rglob("*.swift")):
        lines = path.read_text(encoding="utf-8").split("\n")
        # Each open brace: (type path, members public by default, explicit `public` counts,
        # is an enum), or None for a body (a function's, an accessor's, a closure's).
        stack, doc, state, index = [], [], {"block": False}, 0
        opened = None       # the scope the next open brace starts (a type's, an extension's)
        while index < len(lines):
            raw = lines[index]
            if re.match(r"^\s*///", raw):
                doc.append((str(path), index + 1, re.sub(r"^\s*/// ?", "", raw)))
                index += 1
                continue
            code, state = strip_code(raw, state)
            match = DECLARATION.match(code)
            scope = stack[-1] if stack else ((), False, True, False)
            if any_access and scope is not None and not scope[2]:
                scope = (scope[0], scope[1], True, scope[3])
            if match and scope is not None:
                keyword, rest, modifiers = match.group("keyword"), match.group("rest"), match.group("modifiers")
                outer, members_public, explicit_counts, is_enum = scope
                explicit = re.search(r"\b(public|open)\b", modifiers) is not None
                hidden = re.search(r"\b(private|fileprivate|internal|package)\b", modifiers) is not None
                is_public = explicit_counts and (explicit or (members_public and not hidden)
                                                 or (keyword == "case" and is_enum))
                if any_access:               # the demo's views: every declaration, not only the public
                    is_public = not re.search(r"\b(private|fileprivate)\b", modifiers)
                text, end = code, index          # a signature may run over several lines
                while text.count("(") > text.count(")") and end + 1 < len(lines):
                    end += 1
                    more, state = strip_code(lines[end], state)
                    text += " " + more.strip()
                if keyword in ("struct", "class", "enum", "protocol", "actor", "extension") \
                        and not re.match(r"\s*(func|var|let|subscript)\b", rest):
                    name = re.match(r"\s*([\w.]+)", rest).group(1)
                    if keyword == "extension":
                        opened = (tuple(name.split(".")), explicit, True, False)
                    else:
                        own = outer + (name,)
                        if is_public:
                            symbols.append(Symbol(module, own, "public", None, keyword, (str(path), index + 1)))
                            if doc:
                                comments.append(DocComment(module, own, doc))
                        opened = (own, is_public and keyword == "protocol", is_public, keyword == "enum")
                elif is_public:
                    if keyword.startswith("init"):
                        names = [("init", text)]
                    elif keyword == "subscript":
                        names = [("subscript", text)]
                    elif keyword == "case":
                        names = [(re.match(r"\s*`?(\w+)", part).group(1), "case " + part)
                                 for part in split_top_level(rest) if re.match(r"\s*`?\w+", part)] if is_enum else []
                    else:
                        found = re.match(r"\s*`?([A-Za-z_]\w*)", rest)
                        names = [(found.group(1), text)] if found else []
                    for name, declared in names:
                        params = parameters(declared, name) if keyword in ("func", "case", "subscript") \
                            or keyword.startswith("init") else None
                        component = f"{name}({''.join(p[0] + ':' for p in params)})" if params is not None else name
                        symbols.append(Symbol(module, outer + (component,), "public", params, keyword,
                                              (str(path), index + 1)))
                        if doc:
                            comments.append(DocComment(module, outer + (component,), doc))
            if code.strip() and not re.fullmatch(r"\s*(@\w+(\([^)]*\))?\s*)+", code):
                doc = []                     # attributes (`@MainActor`) sit between a comment and its declaration
            for char in code:
                if char == "{":
                    stack.append(opened)
                    opened = None
                elif char == "}" and stack:
                    stack.pop()
            index += 1
    return symbols, comments
