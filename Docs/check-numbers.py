#!/usr/bin/env python3
"""Every count the documentation states comes from the code: each one is read here from
where it is decided (a constant, a test, the script CI runs, a snippet) or measured by CI,
and compared with the sentence that states it.

A claim is a sentence's number and where its truth lies. Counts of things (lines, links,
states, edges, instructions, known issues, files, turn-backs) in README.md, Docs/ and the
DocC articles that no claim below covers are reported too, so a count cannot be typed into
the docs without a source. Durations measured on a machine (seconds of a run, with their
date) are measurements, not counts, and are left alone. "Follow a link"'s files and
turn-backs are checked by Docs/follow-a-link.py --check, which follows the link.

Some truths exist only once CI has run: the tests' known issues (`swift test`), the states
and edges the explorer reaches (`recipes-app explore`), the instructions of the typical link
(`.ci/perf-check`). `.ci/run` keeps those outputs in a folder and passes it:

    python3 Docs/check-numbers.py --logs DIR   # DIR: test.log, explore-signed-out.log,
                                               #      explore-signed-in.log, perf.log
    python3 Docs/check-numbers.py              # the claims that need no run; the others skipped

Before the check it tests itself: a claim with a wrong number, and a count no claim covers,
planted in copies of the documents, must be reported.
"""
import argparse
import glob
import pathlib
import re
import sys

TOP = pathlib.Path(__file__).resolve().parent.parent
COUNTED = r"(?:lines?|files?|tests?|links|states|edges|instructions|known\s+issues?|turn-backs?|calls)"
# A count in prose: a number, up to two words, then a thing counted ("8 known issues", "500 links").
SWEEP = re.compile(r"(?<![\w.#/-])(\d[\d,]*)(?:\s+[\w-]+){0,2}?\s+" + COUNTED + r"\b")


def read(path):
    return (TOP / path).read_text(encoding="utf-8")


def number(text):
    return int(text.replace(",", ""))


# ---- Where each truth lies -------------------------------------------------------------------

def snippet_lines(name):
    def source(_):
        for path in glob.glob(str(TOP / "Tests/DocSnippetsTests/**/*.swift"), recursive=True):
            text = pathlib.Path(path).read_text(encoding="utf-8")
            match = re.search(r"// snippet: " + re.escape(name) + r"\s*\n(.*?)\n\s*// end\b", text, re.S)
            if match:
                return len(match.group(1).rstrip().split("\n"))
        raise LookupError(f"no snippet {name}")
    return source


def constant(path, pattern, scale=1):
    def source(_):
        match = re.search(pattern, read(path))
        if not match:
            raise LookupError(f"{path}: no match for {pattern}")
        return number(match.group(1)) * scale
    return source


def fuzz_links(_):
    body = re.search(r"static let links = \[(.*?)\n    \]", read("Fuzz/Sources/FuzzActions/ActionScript.swift"), re.S)
    return len(re.findall(r'"(?:[^"\\]|\\.)*"', body.group(1)))


def known_issues(logs):
    matches = re.findall(r"with (\d+) known issues?", logs.text("test.log"))
    return number(matches[-1]) if matches else 0


def explored(start, depth=3, column="states"):
    """States (or edges) of an exploration to `depth`, from CI's run to depth 3: a
    breadth-first walk, so the states within depth d are the levels 0…d of the deeper run,
    and its edges those leaving levels 0…d-1."""
    def source(logs):
        text = logs.text(f"explore-{start}.log")
        levels = [tuple(int(x) for x in row) for row in re.findall(r"^\s+(\d+)\s+(\d+)\s+(\d+)$", text, re.M)]
        if not levels:
            raise LookupError(f"no levels in explore-{start}.log")
        if column == "states":
            return sum(states for level, states, _ in levels if level <= depth)
        return sum(edges for level, _, edges in levels if level < depth)
    return source


def typical_link_instructions(logs):
    match = re.search(r"1\.typical\.small\.CoordinatorKit (\d+) instructions/op", logs.text("perf.log"))
    if not match:
        raise LookupError("no count of the typical link in perf.log")
    return int(match.group(1))


class Claim:
    """A number a document states (the pattern's group `n`) and the source of its truth;
    `within` is the fraction a stated "about" number may be off."""

    def __init__(self, path, pattern, source, within=0.0, needs=None):
        self.path, self.pattern, self.source, self.within, self.needs = path, pattern, source, within, needs


FOLLOW = "Modules/CoordinatorKit/CoordinatorKit.docc/FollowALink.md"
# Numbers another script checks against the code: only covered here.
CHECKED_ELSEWHERE = [
    (FOLLOW, r"\*\*(?P<n>\d+) files with \d+ turn-backs", "Docs/follow-a-link.py --check"),
    (FOLLOW, r"\*\*\d+ files with (?P<n>\d+) turn-backs", "Docs/follow-a-link.py --check"),
    (FOLLOW, r"in (?P<n>\d+) calls of the library", "Docs/follow-a-link.py --check"),
    (FOLLOW, r"(?P<n>\d+) more files run only values", "Docs/follow-a-link.py --check"),
]


EXPLORER = "Modules/CoordinatorKitExplorer/CoordinatorKitExplorer.docc/ExploringTheNavigationGraph.md"
CLAIMS = [
    Claim("README.md", r"A whole module in (?P<n>\d+) lines", snippet_lines("readme-module")),
    Claim("Docs/AddingAModule.md", r"A whole module in (?P<n>\d+) lines", snippet_lines("readme-module")),
    Claim("README.md", r"\((?P<n>\d+) waiting links by default",
          constant("Modules/CoordinatorKit/Inbox/LinkInbox.swift", r"defaultCapacity = (\d+)")),
    Claim("README.md", r"A test sends (?P<n>\d+) links",
          constant("Tests/CoordinatorKitTests/Inbox/LinkInboxTests.swift", r"\(0\.\.<(\d+)\)\.map")),
    Claim("README.md", r"(?P<n>\d+) seconds of fuzzing", constant(".ci/run", r"Fuzz/run\.sh (\d+)")),
    Claim("README.md", r"with seed corpora, (?P<n>\d+) s in CI", constant(".ci/run", r"Fuzz/run\.sh (\d+)")),
    Claim("README.md", r"assumed ended after (?P<n>[\d.]+) s",
          constant("Modules/CoordinatorKitUI/PlayedNavigation.swift", r"alertSheetInterval: Duration = \.milliseconds\((\d+)\)",
                   scale=0.001)),
    Claim("Modules/CoordinatorKitUI/CoordinatorKitUI.docc/ObservedAndAssumed.md", r"\*\*Assumed\*\* after (?P<n>[\d.]+) s",
          constant("Modules/CoordinatorKitRendering/Playback/BatchCompletion.swift",
                   r"minimumInterval: Duration = \.milliseconds\((\d+)\)", scale=0.001)),
    Claim("Docs/Fuzzing.md", r"open one of (?P<n>\d+) links", fuzz_links),
    Claim("Docs/Fuzzing.md", r"\((?P<n>\d+) for links", constant("Fuzz/run.sh", r"links\) echo (\d+)")),
    Claim("Docs/Fuzzing.md", r"an input that runs over (?P<n>\d+) s", constant("Fuzz/run.sh", r"-timeout=(\d+)")),
    Claim("Docs/Fuzzing.md", r"a process over (?P<n>\d+) GB", constant("Fuzz/run.sh", r"-rss_limit_mb=(\d+)", scale=1 / 1024)),
    Claim("README.md", r"`swift test` ends with .{0,40}? with (?P<n>\d+) known issues", known_issues, needs="test.log"),
    Claim("Modules/CoordinatorKitTesting/CoordinatorKitTesting.docc/TestingAModuleInIsolation.md",
          r"passed … with (?P<n>\d+) known\s+issues", known_issues, needs="test.log"),
    Claim("README.md", r"about (?P<n>[\d,]+) and [\d,]+ states", explored("signed-out"), within=0.05, needs="explore"),
    Claim("README.md", r"about [\d,]+ and (?P<n>[\d,]+) states", explored("signed-in"), within=0.05, needs="explore"),
    Claim("README.md", r"costs about\s+(?P<n>[\d,]+)\s+instructions", typical_link_instructions, within=0.03, needs="perf.log"),
]
for who, start in (("signed out", "signed-out"), ("signed in, subscribed", "signed-in")):
    for depth in (1, 2, 3):
        CLAIMS.append(Claim(EXPLORER, rf"^\| {who} \| {depth} \| (?P<n>[\d,]+) \|", explored(start, depth), needs="explore"))
        CLAIMS.append(Claim(EXPLORER, rf"^\| {who} \| {depth} \| [\d,]+ \| (?P<n>[\d,]+) \|",
                            explored(start, depth, "edges"), needs="explore"))


class Logs:
    def __init__(self, folder):
        self.folder = pathlib.Path(folder) if folder else None

    def has(self, need):
        if not self.folder:
            return False
        names = ["explore-signed-out.log", "explore-signed-in.log"] if need == "explore" else [need]
        return all((self.folder / name).is_file() for name in names)

    def text(self, name):
        return (self.folder / name).read_text(encoding="utf-8", errors="replace")


# ---- The check ---------------------------------------------------------------------------------

def documents():
    paths = ["README.md"] + sorted(str(p.relative_to(TOP)) for p in (TOP / "Docs").rglob("*.md") if "Generated" not in p.parts)
    return paths + sorted(str(p.relative_to(TOP)) for p in TOP.glob("Modules/*/*.docc/**/*.md"))


def prose(text):
    """The text with fenced code blocks blanked (a code block is code, not a claim)."""
    lines, fence = text.split("\n"), False
    for index, line in enumerate(lines):
        if line.lstrip().startswith("```"):
            fence, lines[index] = not fence, ""
        elif fence:
            lines[index] = ""
    return "\n".join(lines)


def check(texts, logs):
    """(problems, claims checked, claims skipped for want of a CI log)."""
    problems, checked, skipped, covered = [], 0, 0, {}
    for claim in CLAIMS:
        text = prose(texts[claim.path])
        matches = list(re.finditer(claim.pattern, text, re.M | re.S))
        if not matches:
            problems.append(f"{claim.path}: error: no sentence matches the claim /{claim.pattern}/ (reworded? update "
                            "Docs/check-numbers.py)")
            continue
        for match in matches:
            covered.setdefault(claim.path, []).append(match.span("n"))
        if claim.needs and not logs.has(claim.needs):
            skipped += 1
            continue
        truth = claim.source(logs)
        for match in matches:
            said = float(match.group("n").replace(",", ""))
            line = text.count("\n", 0, match.start("n")) + 1
            if abs(said - truth) > claim.within * truth + 1e-9:
                shown = f"about {truth:,.0f} (within {claim.within:.0%})" if claim.within else f"{truth:g}"
                problems.append(f"{claim.path}:{line}: error: says {match.group('n')}; the code gives {shown}")
            checked += 1
    for path, pattern, _ in CHECKED_ELSEWHERE:
        for match in re.finditer(pattern, prose(texts[path]), re.M | re.S):
            covered.setdefault(path, []).append(match.span("n"))
    for path in documents():
        text = prose(texts[path])
        for match in SWEEP.finditer(text):
            if not any(start <= match.start(1) < end for start, end in covered.get(path, [])):
                line = text.count("\n", 0, match.start()) + 1
                problems.append(f"{path}:{line}: error: a count no claim checks: \"{match.group(0)}\" "
                                "(give it a claim in Docs/check-numbers.py, or say it without a number)")
    return problems, checked, skipped


def self_test(texts, logs):
    failures = []
    planted = dict(texts)
    planted["README.md"] = re.sub(r"A whole module in \d+ lines", "A whole module in 999 lines", texts["README.md"])
    if not any("999" in problem for problem in check(planted, logs)[0]):
        failures.append("a wrong line count planted in README.md was not reported")
    planted = dict(texts)
    planted["Docs/Fuzzing.md"] = texts["Docs/Fuzzing.md"] + "\nThe suite has 1,234 tests.\n"
    if not any("1,234 tests" in problem for problem in check(planted, logs)[0]):
        failures.append("a count no claim covers, planted in Docs/Fuzzing.md, was not reported")
    return failures


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--logs", help="the folder where .ci/run keeps the outputs of its runs")
    arguments = parser.parse_args()
    logs = Logs(arguments.logs)
    texts = {path: read(path) for path in documents()}
    failures = self_test(texts, logs)
    for failure in failures:
        print(f"check-numbers: self-test: {failure}")
    if failures:
        return 1
    problems, checked, skipped = check(texts, logs)
    for problem in problems:
        print(problem)
    print(f"check-numbers: {checked} stated numbers compared with the code, {skipped} claims skipped (no CI log), "
          f"{len(problems)} problems; self-test passed")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
