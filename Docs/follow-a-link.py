#!/usr/bin/env python3
"""Follows a real link through the code: which files of the library it runs, in order, and
how often the path turns back to a file it had left. The article "Follow a link" (core
catalog) prints this script's numbers; `--check` fails when the article says otherwise.

How it follows: the demo's command line (`recipes-app open <link>`, debug build, so that no
function is inlined away) runs under gdb with a breakpoint at the entry of every function
the library products' sources define (read from the binary's symbol table, each symbol's
file from its debug line table). The breakpoints are armed when `RootCoordinator.open(link:
placement:)` is entered and disarmed when `RootCoordinator.commit(_:cause:)` is: what runs
in between is the link's path from its text to its committed state. Each entry is
recorded with its stack pointer, so that each call's caller is the nearest recorded
function still on the stack.

What it counts:
  - a **file** of the library counts when the link runs a *step* written in it: a function
    or a closure, not an initialiser, a property's accessor, a default argument or a
    conformance's `==`/`hash` — the values the steps carry (a `DeepLink`, a
    `NavigationState`) run those too, and are listed apart. The app's own code (the
    module's rule and coordinator) is not the library's and is not traced. Files are
    numbered in the order the path first enters them.
  - a **turn-back** is a call from one counted file into another counted file that the
    path has already entered and left for a file further down the list (one whose number
    is higher than the called file's); returning to a caller is not one. Each pair of
    files counts once, however often the call is repeated.

    python3 Docs/follow-a-link.py                 # the typical link of the benchmarks
    python3 Docs/follow-a-link.py --link URL      # another link of the demo
    python3 Docs/follow-a-link.py --json          # files, value files and turn-backs as JSON
    python3 Docs/follow-a-link.py --check         # fail when FollowALink.md's numbers differ
"""
import argparse
import json
import os
import pathlib
import re
import subprocess
import sys
import tempfile

TOP = pathlib.Path(__file__).resolve().parent.parent
ARTICLE = TOP / "Modules/CoordinatorKit/CoordinatorKit.docc/FollowALink.md"
TYPICAL = "recipes://products/product?id=5EEDCA7A-0001-4000-8000-000000000001&count=5"
LIBRARY = re.compile(r"/Modules/(CoordinatorKit\w*)/(.+\.swift)$")
START = "CoordinatorKit.RootCoordinator.open(link: Swift.String, placement: CoordinatorKit.LinkPlacement)"
STOP = "CoordinatorKit.RootCoordinator.commit(_: CoordinatorKit.NavigationState, cause: CoordinatorKit.NavigationChange.Cause)"

# What the values' own code is, by the demangled name: not a step of the path.
VALUE_CODE = re.compile(r"^(default argument|[^(]*\.(init|__allocating_init|getter|setter|modify|read|unsafeAddressor|"
                        r"didset|willset|deinit)\b|static [^(]*\.== |[^(]*\.hash\(into:|[^(]*__derived_)")


def is_value_code(name):
    """Whether a function is an initialiser, an accessor, a default argument or a
    conformance's `==`/`hash` (a closure is a step, wherever it is written; a `defer`
    belongs to its function)."""
    name = re.sub(r"\((\w+) in _[0-9A-F]+\)", r"\1", name)        # a private declaration's name
    if name.startswith("$defer"):
        return is_value_code(name.split(" in ", 1)[1]) if " in " in name else False
    if name.startswith(("closure #", "implicit closure #")):
        return False
    return bool(VALUE_CODE.search(re.sub(r"^(static |\(extension in \w+\):)+", "", name)))

GDB_SCRIPT = r'''
import gdb, json, os
plan = json.load(open(os.environ["FOLLOW_PLAN"]))
gdb.execute("set pagination off")
gdb.execute("set confirm off")
gdb.execute("starti", to_string=True)
# The binary is loaded without its symbols (reading them is most of gdb's time): the
# breakpoints are addresses, moved by where the position-independent binary was loaded.
mappings = gdb.execute("info proc mappings", to_string=True)
offset = min(int(line.split()[0], 16) for line in mappings.splitlines()
             if line.strip().endswith(plan["binary"]) and line.split()[0].startswith("0x"))
records, state, traced = [], {"on": False}, []

class Entry(gdb.Breakpoint):
    def stop(self):
        pc = int(gdb.parse_and_eval("$pc")) - offset
        records.append((pc, int(gdb.parse_and_eval("$sp"))))
        if pc == plan["stop"]:
            for breakpoint in traced:
                breakpoint.enabled = False
        return False

class Start(Entry):
    def stop(self):
        if not state["on"]:
            state["on"] = True
            for breakpoint in traced:
                breakpoint.enabled = True
        return Entry.stop(self)

for address in plan["addresses"]:
    if address == plan["start"]:
        continue
    breakpoint = Entry(f"*{address + offset:#x}", internal=True)
    breakpoint.enabled = False
    traced.append(breakpoint)
Start(f"*{plan['start'] + offset:#x}", internal=True)
gdb.execute("continue", to_string=True)
json.dump(records, open(os.environ["FOLLOW_OUT"], "w"))
'''


def tool(name):
    """A tool of the Swift toolchain, beside `swift`."""
    swift = subprocess.run(["which", "swift"], capture_output=True, text=True, check=True).stdout.strip()
    return str(pathlib.Path(os.path.realpath(swift)).parent / name)


def functions(binary):
    """Every function of the library's sources in the binary: address → [name, file]."""
    listed = subprocess.run(["nm", binary], capture_output=True, text=True, check=True).stdout.split("\n")
    symbols = [(int(parts[0], 16), parts[2]) for parts in (line.split() for line in listed)
               if len(parts) == 3 and parts[1] in "Tt"]
    located = subprocess.run([tool("llvm-symbolizer"), f"--obj={binary}", "--output-style=JSON", "--no-inlines"],
                             input="\n".join(hex(address) for address, _ in symbols), capture_output=True,
                             text=True, check=True).stdout.split("\n")
    found = {}
    for (address, name), line in zip(symbols, located):
        symbol = json.loads(line)["Symbol"][0]
        match = LIBRARY.search(symbol.get("StartFileName") or symbol.get("FileName") or "")
        if match:
            found[address] = [name, f"Modules/{match.group(1)}/{match.group(2)}"]
    demangled = subprocess.run([tool("swift-demangle"), "--compact"], input="\n".join(n for n, _ in found.values()),
                               capture_output=True, text=True, check=True).stdout.split("\n")
    for entry, readable in zip(found.values(), demangled):
        entry[0] = readable
    return found


def trace(link):
    subprocess.run(["swift", "build", "--product", "recipes-app"], cwd=TOP, check=True, capture_output=True)
    binary = subprocess.run(["swift", "build", "--show-bin-path"], cwd=TOP, capture_output=True, text=True,
                            check=True).stdout.strip() + "/recipes-app"
    table = functions(binary)
    start = next(address for address, (name, _) in table.items() if name.startswith(START))
    stop = next(address for address, (name, _) in table.items() if name.startswith(STOP))
    with tempfile.TemporaryDirectory() as folder:
        plan, out, script = (pathlib.Path(folder) / name for name in ("plan.json", "out.json", "follow.py"))
        plan.write_text(json.dumps({"binary": os.path.realpath(binary), "start": start, "stop": stop,
                                    "addresses": sorted(table)}))
        script.write_text(GDB_SCRIPT)
        subprocess.run(["gdb", "-batch", "-nx", "-ex", f"exec-file {binary}", "-ex", f"set args open '{link}'",
                        "-x", str(script)], env={**os.environ, "FOLLOW_PLAN": str(plan), "FOLLOW_OUT": str(out)},
                       capture_output=True, text=True, check=True)
        records = json.loads(out.read_text())
    return [(table[pc][0], table[pc][1], sp) for pc, sp in records]


def follow(calls):
    """The counted files in order of first entry, each with the first step run in it; the
    files where only values' code ran; and the turn-backs (calling file, called file, step)."""
    steps, values, stack = {}, [], []
    for name, file, _ in calls:
        if is_value_code(name):
            if file not in values:
                values.append(file)
        else:
            steps.setdefault(file, name)
    number = {file: index for index, file in enumerate(steps, 1)}
    turns, seen, reached = [], set(), 0
    for name, file, sp in calls:
        while stack and stack[-1][1] <= sp:
            stack.pop()                                    # returned: no longer on the stack
        caller = stack[-1][0] if stack else None
        stack.append((file, sp))
        if is_value_code(name):
            continue                                       # a value read or made: not a step
        if caller in number and caller != file and number[file] < reached and (caller, file) not in seen:
            seen.add((caller, file))
            turns.append((caller, file, name))
        reached = max(reached, number[file])
    return list(steps.items()), [file for file in values if file not in steps], turns, len(calls)


def check(counted, values, turns, calls):
    """Whether the article says what the trace found: its numbers, its numbered files in
    order, and the files of its turn-backs — after making sure that an article with the old
    count (14 files, 2 turn-backs) and one with a file left out would fail."""
    text = ARTICLE.read_text(encoding="utf-8")
    planted = re.sub(r"\*\*\d+ files with \d+ turn-backs\*\*", "**14 files with 2 turn-backs**", text)
    skipped = re.sub(r"^\| \d+ \| `DeepLinks/PathComponent.swift` \|.*\n", "", text, flags=re.M)
    if not problems_of(planted, counted, values, turns, calls) or not problems_of(skipped, counted, values, turns, calls):
        print("follow-a-link: self-test: a wrong count or a file left out of the table was not found", file=sys.stderr)
        return 1
    problems = problems_of(text, counted, values, turns, calls)
    for problem in problems:
        print(f"{ARTICLE.relative_to(TOP)}: error: {problem}", file=sys.stderr)
    if not problems:
        print(f"follow-a-link: the article's {len(counted)} files, {len(turns)} turn-backs and {calls} calls are "
              "the trace's (a planted old count and a file left out fail the check)")
    return 1 if problems else 0


def problems_of(text, counted, values, turns, calls):
    relative = [file.removeprefix("Modules/CoordinatorKit/") for file, _ in counted]
    problems = []
    said = re.search(r"\*\*(\d+) files with (\d+) turn-backs\*\*[^.]*?in (\d+) calls[^.]*?; (\d+) more files", text, re.S)
    found = (len(counted), len(turns), calls, len(values))
    if not said or tuple(int(group) for group in said.groups()) != found:
        problems.append(f"it says {said.group(0) if said else 'no count'!r}; the trace finds {found[0]} files "
                        f"with {found[1]} turn-backs in {found[2]} calls, {found[3]} more files of values")
    rows = re.findall(r"^\| (\d+) \| `([^`]+)` \|", text, re.M)
    if [file for _, file in rows] != relative or [int(n) for n, _ in rows] != list(range(1, len(rows) + 1)):
        problems.append("its table lists " + ", ".join(file for _, file in rows) + "; the trace runs " + ", ".join(relative))
    listed = re.findall(r"^- `([^`]+)` → `([^`]+)`", text, re.M)
    traced = [(a.split("/")[-1], b.split("/")[-1]) for a, b, _ in turns]
    if listed != traced:
        problems.append(f"its turn-backs are {listed}; the trace finds {traced}")
    return problems


def short(name):
    """A demangled name without its module prefixes and result type."""
    name = re.sub(r"\b(CoordinatorKit|Swift|FoundationEssentials)\.", "", name.split(" -> ")[0])
    return re.sub(r"\(\w+ in _[0-9A-F]+\)", lambda m: m.group(0)[1:].split(" in ")[0], name)[:110]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--link", default=TYPICAL)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--check", action="store_true")
    arguments = parser.parse_args()
    counted, values, turns, calls = follow(trace(arguments.link))
    if arguments.json:
        print(json.dumps({"link": arguments.link, "files": [file for file, _ in counted], "valueFiles": values,
                          "calls": calls,
                          "turnBacks": [{"from": a, "to": b, "function": n} for a, b, n in turns]}, indent=2))
    else:
        print(f"{arguments.link}: {len(counted)} files, {len(turns)} turn-backs "
              f"({len(values)} more files of values; {calls} calls of the library)")
        for index, (file, step) in enumerate(counted, 1):
            print(f"{index:3} {file}  — {short(step)}")
        for caller, file, name in turns:
            print(f"  ↩ {caller} → {file}: {short(name)}")
        print("values:", ", ".join(values))
    if arguments.check:
        return check(counted, values, turns, calls)
    return 0


if __name__ == "__main__":
    sys.exit(main())
