#!/usr/bin/env python3
"""Every break of the public API since the last release has a row in "Migrating to 2.0".

Reads what `.ci/api-check` found — the output of `swift package diagnose-api-breaking-changes`
against the release in `.ci/api-baseline` — and, for the two adapters, which compile to
nothing on Linux and so are never compared there, the public declarations of their sources
at the release and now (Docs/symbols.py reads both). Each symbol removed, renamed, changed
or given a new case must be named by a row of the migration table of the core catalog's
article "Migrating to 2.0" (between `<!-- migration-table -->` and its end marker): the
row's code names the symbol's type (`RootCoordinator`, or a variable of it, `root.`) and
its member (`observeDeliveries`); for a removed type, its name.

    python3 Docs/check-migration.py --log FILE   # FILE: the API comparison's output
    python3 Docs/check-migration.py --self-test  # a planted break without a row fails

Run by `.ci/api-check` after its comparison, so the comparison runs once.
"""
import argparse
import pathlib
import re
import subprocess
import sys
import tempfile

sys.dont_write_bytecode = True      # no __pycache__ beside the scripts
sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
import symbols as graph  # noqa: E402
from names import VARIABLES, labels_fit  # noqa: E402

TOP = graph.TOP
ARTICLE = TOP / "Modules/CoordinatorKit/CoordinatorKit.docc/MigratingToVersion2.md"

BREAK = re.compile(r"API breakage: (?P<kind>\w+) (?P<symbol>[\w.]+(?:\([^)]*\))?(?:\.\w+\(\))?) (?P<what>.*)$")


class Break:
    def __init__(self, types, member, text):
        self.types, self.member, self.text = types, member, text   # (outer, …, inner), base name or None

    def __repr__(self):
        return self.text


def breaks_in_log(text):
    """The breaks the API comparison reports: the type path and the member's base name of each."""
    found = []
    for line in text.split("\n"):
        match = BREAK.search(line)
        if not match:
            continue
        kind, symbol = match.group("kind"), match.group("symbol")
        symbol = re.sub(r"\.(Get|Set|Modify)\(\)$", "", symbol)              # an accessor: its property
        parts = re.sub(r"\([^)]*\)", "", symbol).split(".")
        if kind in ("struct", "class", "enum", "protocol", "typealias", "actor"):
            found.append(Break(tuple(parts), None, line.split("API breakage: ", 1)[1]))
        else:
            found.append(Break(tuple(parts[:-1]), parts[-1], line.split("API breakage: ", 1)[1]))
    return found


def released_symbols(baseline):
    """The public declarations of each library's sources at the release, by module."""
    found = {}
    with tempfile.TemporaryDirectory() as folder:
        listing = subprocess.run(["git", "ls-tree", "-r", "--name-only", baseline, "Modules"], cwd=TOP,
                                 capture_output=True, text=True, check=True).stdout.split()
        for path in listing:
            if path.endswith(".swift") and path.split("/")[1] in graph.LIBRARIES:
                target = pathlib.Path(folder) / path
                target.parent.mkdir(parents=True, exist_ok=True)
                target.write_bytes(subprocess.run(["git", "show", f"{baseline}:{path}"], cwd=TOP,
                                                  capture_output=True, check=True).stdout)
        for module in graph.LIBRARIES:
            if (pathlib.Path(folder) / "Modules" / module).is_dir():
                found[module] = graph.scan_sources(module, pathlib.Path(folder) / "Modules" / module)[0]
    return found


def was_public(item, released):
    """Whether a reported break is of a symbol that was public at the release: the comparison
    also reports `package` declarations, which are no one's API."""
    added = "has been added" in item.text                      # a new case: its type was public
    wanted = item.types + ((item.member,) if item.member and not added else ())
    return any(tuple(graph.base_name(part) for part in symbol.path[-len(wanted):]) == wanted
               for symbols in released.values() for symbol in symbols if len(symbol.path) >= len(wanted))


def adapter_breaks(released):
    """Public symbols of the adapters' sources at the release that no symbol now can stand in
    for (same path; the release's labels still fit, a defaulted parameter added is no break)."""
    found = []
    for module in graph.APPLE_ONLY:
        new, _ = graph.scan_sources(module, TOP / "Modules" / module)
        for symbol in released.get(module, []):
            labels = [p[0] for p in symbol.params] if symbol.params is not None else None
            still = [s for s in new if len(s.path) == len(symbol.path)
                     and all(graph.base_name(a) == graph.base_name(b) for a, b in zip(s.path, symbol.path))
                     and labels_fit(labels, s)]
            if not still:
                shown = ".".join(symbol.path)
                if symbol.kind in ("struct", "class", "enum", "protocol", "actor", "typealias"):
                    found.append(Break(symbol.path, None, f"{symbol.kind} {shown} has been removed ({module})"))
                else:
                    found.append(Break(symbol.path[:-1], graph.base_name(symbol.path[-1]),
                                       f"{symbol.kind} {shown} has been removed ({module})"))
    return found


def table_rows(text):
    """Each row of the migration table: the words of its code, both columns."""
    rows, inside = [], False
    for number, line in enumerate(text.split("\n"), 1):
        if line.strip() == "<!-- migration-table -->":
            inside = True
        elif line.strip() == "<!-- end of migration-table -->":
            inside = False
        elif inside and line.startswith("|") and not re.match(r"^\|\s*(1\.x|-+)\s*\|", line):
            code = " ".join(re.findall(r"``?([^`]+)``?", line))
            rows.append((number, code))
    return rows


def covers(code, item):
    """Whether a row's code names the break's type (or a variable of it) and its member."""
    words = set(re.findall(r"[A-Za-z_]\w*", code))
    receivers = {VARIABLES[word] for word in re.findall(r"\b(\w+)\.", code) if word in VARIABLES}
    if item.member is None:
        return item.types[-1] in words
    type_named = item.types[-1] in words or item.types[0] in receivers or item.types[0] in words
    if item.member == "init":
        return type_named
    return type_named and item.member in words


def problems(items, text):
    rows = table_rows(text)
    return [item for item in items if not any(covers(code, item) for _, code in rows)]


def self_test(text):
    failures = []
    planted = breaks_in_log("  💔 API breakage: func RootCoordinator.frobnicate(_:) has been removed\n"
                            "  💔 API breakage: enumelement NavigationError.planted has been added as a new enum case\n"
                            "  💔 API breakage: struct PlantedType has been removed")
    if len(problems(planted, text)) != 3:
        failures.append("a planted break without a row was not reported")
    row = ("| `root.frobnicate(x)`, `switch` over a `NavigationError` (new case `.planted`), `PlantedType` "
           "| gone |\n<!-- end of migration-table -->")
    if problems(planted, text.replace("<!-- end of migration-table -->", row)):
        failures.append("a planted break with its row was reported")
    if problems(breaks_in_log("  💔 API breakage: func RootCoordinator.observeDeliveries(_:) has been removed"),
                text.replace("observeDeliveries", "observeNothing")):
        pass
    else:
        failures.append("a break whose row was removed was not reported")
    return failures


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--log", help="the output of swift package diagnose-api-breaking-changes")
    parser.add_argument("--self-test", action="store_true")
    arguments = parser.parse_args()
    text = ARTICLE.read_text(encoding="utf-8")
    failures = self_test(text)
    for failure in failures:
        print(f"check-migration: self-test: {failure}")
    if failures:
        return 1
    if arguments.self_test:
        print("check-migration: self-test passed")
        return 0
    baseline = re.search(r"^commit (\w+)", (TOP / ".ci/api-baseline").read_text(), re.M).group(1)
    released = released_symbols(baseline)
    reported = breaks_in_log(pathlib.Path(arguments.log).read_text(encoding="utf-8", errors="replace")) \
        if arguments.log else []
    items = [item for item in reported if was_public(item, released)]
    skipped = len(reported) - len(items)
    items += adapter_breaks(released)
    missing = problems(items, text)
    for item in missing:
        print(f"{ARTICLE.relative_to(TOP)}: error: no row of the migration table names the break: {item}")
    print(f"check-migration: {len(items)} breaks of the public API since the release, {len(missing)} without a "
          f"row ({skipped} of package declarations skipped); self-test passed")
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
