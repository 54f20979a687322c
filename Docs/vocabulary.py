#!/usr/bin/env python3
"""Prints the verbs table of the vocabulary article from the one place verbs are defined.

Reads `NavigationCommand`'s cases and their doc comments (Modules/CoordinatorKit/Root/
NavigationCommand.swift), the navigator's conveniences (a `func` whose body performs the
verb) and the command line's aliases, so the table follows the command type: a verb added
there appears here when Docs/generate.sh runs (its --check fails until then).
"""
import pathlib
import re
import sys

top = pathlib.Path(__file__).resolve().parent.parent
command = (top / "Modules/CoordinatorKit/Root/NavigationCommand.swift").read_text()
navigator = (top / "Modules/CoordinatorKit/Navigator/Navigator.swift").read_text()
root = "".join(path.read_text() for path in sorted((top / "Modules/CoordinatorKit/Root").glob("RootCoordinator*.swift")))
shell = (top / "App/RecipesApp/FrontEnd/Shell.swift").read_text()

body = command[command.index("public enum NavigationCommand"):command.index("    /// The command's verb")]
verbs = []
doc = []
for line in body.splitlines():
    stripped = line.strip()
    if stripped.startswith("///"):
        doc.append(stripped[3:].strip())
        continue
    match = re.match(r"case (\w+)(\((.*)\))?", stripped)
    if match:
        text = " ".join(doc)
        first = re.split(r"(?<=[.:;])\s", text, maxsplit=1)[0].rstrip(".:;")
        verbs.append((match.group(1), match.group(3) or "", first))
    doc = []

def conveniences_in(source, where):
    """The public functions whose body performs a verb, by verb: `show(_:as:)`, with what
    each does with a refusal, read from its signature: the root's throw a `NavigationError`;
    a navigator's never throw, and those that return the refusal (`-> NavigationError?`)
    say so. A signature that breaks this rule stops the generator, so that the vocabulary
    article's sentence on failures cannot go stale."""
    found = {}
    for match in re.finditer(r"public func (\w+)(<[^>]*>)?\(([^)]*)\)([^{]*)\{[^}]*?perform\(\.(\w+)", source):
        name, _, parameters, effects, verb = match.groups()
        labels = "".join(f"{part.split(':')[0].split()[0]}:" for part in parameters.split(",") if ":" in part)
        cell = f"`{name}({labels})`"
        if where == "root":
            if "throws(NavigationError)" not in effects:
                sys.exit(f"vocabulary.py: the root's {name}({labels}) does not throw NavigationError")
        else:
            if "throws" in effects:
                sys.exit(f"vocabulary.py: the navigator's {name}({labels}) throws")
            if "-> NavigationError?" in effects:
                cell += " → `NavigationError?`"
        found.setdefault(verb, []).append(cell)
    return found


conveniences = conveniences_in(navigator, "navigator")
on_root = conveniences_in(root, "root")
# The verbs the command line refuses: the arm of its switch that throws "made in code".
refused = shell[:shell.index("is made in code")].rsplit("case ", 1)[1]
not_typed = set(re.findall(r"\.(\w+)", refused.split(":")[0]))

aliases = {}
for alias, full in re.findall(r'"(\w+)": "(\w+)"', shell[shell.index("static let aliases"):]):
    aliases.setdefault(full, []).append(alias)

rows = [
    "| verb | meaning | command (``RootCoordinator/perform(_:)``) | root (throws ``NavigationError``) "
    "| navigator (never throws; reports ``NavigationEvent/refused(_:)``) | shell |",
    "|---|---|---|---|---|---|",
]
for name, payload, meaning in verbs:
    labels = "".join(
        (part.split(":")[0].strip() if ":" in part else "_") + ":" for part in payload.split(",") if part.strip()
    )
    case = f"``NavigationCommand/{name}({labels})``" if payload else f"``NavigationCommand/{name}``"
    navigator_cell = ", ".join(conveniences.get(name, [])) or "—"
    root_cell = ", ".join(on_root.get(name, [])) or "—"
    shell_cell = f"`{name}`" + "".join(f" [`{alias}`]" for alias in aliases.get(name.lower(), []))
    if name in not_typed:
        shell_cell = "— (made in code, or by the user on screen)"
    rows.append(f"| {name} | {meaning} | {case} | {root_cell} | {navigator_cell} | {shell_cell} |")
sys.stdout.write("\n".join(rows) + "\n")
