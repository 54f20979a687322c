#!/usr/bin/env python3
"""Every name the documentation writes in code voice is a symbol that exists.

Reads README.md, Docs/**/*.md, every DocC article (Modules/*/*.docc) and the unreleased part
of CHANGELOG.md, and the doc comments of the library products' public symbols; takes every
code span (`RootCoordinator.perform(_:)`, `destination(for:)`, `.dismissAll`,
`try root.perform(.selectTab("settings"))`) and every DocC link (``NavigationCommand/pop``),
and checks that each name in it is
  - a symbol of the package, read from the symbol graphs the toolchain emits for the last
    build (Docs/symbols.py): a public one of a library product, or any of the demo's
    modules, the snippets' and the tests' (their types are examples); with its labels, so
    `open(link:)` (a defaulted `placement:` left out) passes and `writeBack(_:)` of
    `RootCoordinator` does not;
  - or, when it is not qualified by a type of the package, a name of Swift, Foundation,
    SwiftUI or UIKit that the package's code itself uses (the compiler and the Apple-SDK
    type check vouch for those), or one of the few names of ALLOWED below.
A code span that names a file (`Root/RootCoordinator.swift`, `Docs/Fuzzing.md`) must name
one that exists. Links, shell commands, literals and single lowercase words (a variable, a
shell verb) are not names.

Where a removed name belongs: the "1.x" column of the migration table (the article
"Migrating to 2.0") and CHANGELOG's Breaking entries and released sections are not read.
The article "Follow a link" walks the sources, so it may name internal symbols too.

Before the check it tests itself: a removed symbol planted in a copy of an article must be
reported, in each form (qualified, DocC link, bare, in an expression), and the same names in
the migration table's old column must not; and the source reader that stands in for the
adapters' empty Linux symbol graphs must find every public symbol the symbol graphs have for
the libraries that do build on Linux.

    python3 Docs/check-names.py               # self-test, then the check (exit 1 on a problem)
    python3 Docs/check-names.py --self-test   # the self-test only
"""
import pathlib
import re
import sys
import time

sys.dont_write_bytecode = True      # no __pycache__ beside the scripts
sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
import symbols as graph  # noqa: E402
from names import (  # noqa: E402
    Names, changelog_text, check_span, code_spans, migration_text,
)

TOP = graph.TOP

# Names of Swift, Foundation and Apple's frameworks that the documentation names and the
# package's code does not use (a name the code uses is accepted without a line here). Each
# was checked by hand against Apple's documentation or the Swift standard library; keep it
# short: a package name never belongs here.
ALLOWED = {
    "UIViewControllerRepresentable",   # SwiftUI: the windows article says when not to need one
    "UIApplicationSceneManifest",      # Info.plist keys the iOS article lists
    "NSUserActivityTypes",
    "CFBundleURLTypes",
    "UISceneDelegate",
    "safeAreaInsets",                  # UIKit: UIView.safeAreaInsets
    "presentationSizing",              # SwiftUI (iOS 18): why a form sheet is a sheet on iOS 17
    "scrollPosition",                  # SwiftUI: an app's scroll to top on reselection
    "popoverPresentationController",   # UIKit: UIViewController.popoverPresentationController
    "sourceView", "sourceRect",        # UIKit: UIPopoverPresentationController's anchor
    "isBeingPresented", "isBeingDismissed",
    "supportsMultipleWindows",         # UIKit: UIApplication.supportsMultipleWindows
    "moreNavigationController",        # UIKit: the tab bar controller's More, which the renderers replace
    "customizableViewControllers",     # UIKit: More's Edit, left empty
    "UIModalPresentationStyle", "UITabBar", "UNUserNotificationCenterDelegate",   # UIKit, UserNotifications
    "GeometryProxy",                   # SwiftUI: what a fitting sheet does not read
    "onContinueUserActivity", "NSUserActivityTypeBrowsingWeb",   # SwiftUI: the handler links do not need
    "beginSheet",                      # AppKit: NSWindow.beginSheet(_:completionHandler:) queues sheets
    "URLSession", "URLComponents",     # Foundation
    "Localizable",                     # Foundation: the default strings table's name
    "LLVMFuzzerTestOneInput",          # libFuzzer: the fuzz targets' entry point
}

# Articles that walk the sources: internal symbols of the libraries are names there too.
SOURCE_TOURS = {"Modules/CoordinatorKit/CoordinatorKit.docc/FollowALink.md"}

# ---- The corpus ------------------------------------------------------------------------------------

def documents():
    """(path, text to read) of every document the check reads."""
    paths = ["README.md", "CHANGELOG.md"] + sorted(str(p.relative_to(TOP)) for p in (TOP / "Docs").rglob("*.md")
                                                    if "Generated" not in p.parts)
    paths += sorted(str(p.relative_to(TOP)) for p in TOP.glob("Modules/*/*.docc/**/*.md"))
    for path in paths:
        text = (TOP / path).read_text(encoding="utf-8")
        if path == "CHANGELOG.md":
            text = changelog_text(text)
        elif path.endswith("MigratingToVersion2.md"):
            text = migration_text(text)
        yield path, text


DECLARED = re.compile(r"\b(?:enum|struct|class|protocol|actor|case|func|typealias)\s+`?([A-Za-z_]\w*)")


def declared_in(text):
    """Names a document declares in its own code (`enum MyAlert …`, `case archive(year: Int)`):
    its examples, which its later names may use."""
    found = set()
    for _, span, _ in code_spans(text):
        for match in DECLARED.finditer(span):
            found.add(match.group(1))
        for cases in re.findall(r"\bcase\s+([\w\s,]+?)(?:[;}=]|$)", span):
            found.update(re.findall(r"\w+", cases))
    return found


def check_text(where, text, names, files, internal=False):
    """Problems of one document: [(line number, message)]."""
    names.local = declared_in(text)
    return [(line + 1, message) for line, span, double in code_spans(text)
            for message in check_span(span, double, names, files, internal)]


def code_names(declared=frozenset()):
    """Names the package's code uses that could be another library's: types (capitalised),
    members after a dot, and functions called — what the compiler has checked exist."""
    used, tests = set(), set()
    paths = [TOP / "Package.swift"] + [path for folder in ("Modules", "App", "Tests", "Fuzz/Sources")
                                       for path in (TOP / folder).rglob("*.swift")]
    for path in paths:
        # A test's or the fuzzer's own names do not vouch for a name the docs give the library:
        # from them only what no module of the package declares (Swift Testing's, libFuzzer's).
        into = tests if "/Tests/" in str(path) or "/Fuzz/" in str(path) else used
        state = {"block": False}
        for line in path.read_text(encoding="utf-8").split("\n"):
            if "/Modules/CoordinatorKit" in str(path):                 # the saved format's keys, tables
                used.update(re.findall(r'"([A-Za-z]+\w*)"', line.split("//")[0]))
            code, state = graph.strip_code(line, state)
            into.update(re.findall(r"\b([A-Z]\w*)", code))
            into.update(re.findall(r"\.([A-Za-z_]\w*)", code))
            into.update(re.findall(r"\b([a-z]\w*)\s*[({]", code))
            into.update(re.findall(r"\b(\w+)\s*:", code))                 # argument labels
    return used | (tests - declared)


def package_files():
    import subprocess
    listed = subprocess.run(["git", "ls-files", "--cached", "--others", "--exclude-standard"], cwd=TOP,
                            capture_output=True, text=True).stdout.split("\n")
    return [path for path in listed if path]


def run_check(names, files, comments):
    problems = []
    for path, text in documents():
        for line, message in check_text(path, text, names, files, internal=path in SOURCE_TOURS):
            problems.append(f"{path}:{line}: error: {message}")
    for comment in comments:
        text = "\n".join(line for _, _, line in comment.lines)
        for line, message in check_text(".".join(comment.path), text, names, files):
            file, number, _ = comment.lines[line - 1]
            file = str(pathlib.Path(file).resolve().relative_to(TOP)) if file.startswith(str(TOP)) else file
            problems.append(f"{file}:{number}: error: doc comment of {'.'.join(comment.path)}: {message}")
    return problems


# ---- The self-test ---------------------------------------------------------------------------------

PLANTED = [
    "`RootCoordinator.writeBack(_:)`",                  # a removed method, qualified
    "``RootCoordinator/observeDeliveries(_:)``",         # a removed method, as a DocC link
    "`observeDeliveries`",                               # bare
    "`try root.answerAlert(with: action)`",              # in an expression, on a variable of a known type
    "`.dataChange`",                                     # a removed case
    "`ModuleViews`",                                     # a removed type
    "`root.open(link: text, completion: done)`",         # a removed overload (labels)
    "`DroppedScreen.Reason.unknownAlrt(_:)`",            # a misspelt case
    "`Navigator.open(path:expecting:)`",                 # a removed signature
    "`Modules/CoordinatorKit/Root/RootCoordinator+Gone.swift`",   # a file that is not there
]
ACCEPTED = [
    "`RootCoordinator.perform(_:)`", "``NavigationCommand/openLink(_:placement:)``", "`open(link:)`",
    "`try root.perform(.selectTab(\"settings\"))`", "`.command(.decideScreensAgain)`",
    "`DroppedScreen.Reason.unknownAlert(_:)`", "`ScreenViewProviding`", "`CoordinatorRootView(root:layout:)`",
    "`Modules/CoordinatorKit/Root/RootCoordinator+Perform.swift`", "`NavigationSplitView`", "`UUID`",
]


def self_test(names, files, symbols):
    failures = []
    article = (TOP / "Modules/CoordinatorKit/CoordinatorKit.docc/GettingStarted.md").read_text(encoding="utf-8")
    for planted in PLANTED:
        text = article + f"\n\nA sentence naming {planted} planted by the self-test.\n"
        found = check_text("GettingStarted.md", text, names, files)
        if not any(planted.strip("`") in message for _, message in found):
            failures.append(f"a planted {planted} in a copy of GettingStarted.md was not reported")
    for accepted in ACCEPTED:
        found = check_text("planted", f"Names {accepted}.", names, files)
        if found:
            failures.append(f"{accepted} was reported: {found[0][1]}")
    migration = (TOP / "Modules/CoordinatorKit/CoordinatorKit.docc/MigratingToVersion2.md").read_text(encoding="utf-8")
    row = "| `root.writeBack(w)`, `root.observeDeliveries { … }`, `ModuleViews` | `root.perform(.writeBack(w))` |"
    planted = migration.replace("<!-- end of migration-table -->", row + "\n<!-- end of migration-table -->")
    if check_text("MigratingToVersion2.md", migration_text(planted), names, files) \
            != check_text("MigratingToVersion2.md", migration_text(migration), names, files):
        failures.append("removed names in the migration table's old column were reported")
    wrong = planted.replace(row, "| `ModuleViews` | `root.writeBack(w)` |")
    if not check_text("MigratingToVersion2.md", migration_text(wrong), names, files):
        failures.append("a removed name in the migration table's new column was not reported")
    changelog = (TOP / "CHANGELOG.md").read_text(encoding="utf-8")
    if check_text("CHANGELOG.md", changelog_text(changelog.replace(
            "### Breaking\n", "### Breaking\n- `observeDeliveries(_:)` is gone.\n", 1)), names, files) \
            != check_text("CHANGELOG.md", changelog_text(changelog), names, files):
        failures.append("a removed name in a Breaking entry was reported")
    if not check_text("CHANGELOG.md", changelog_text(changelog.replace(
            "### Added\n", "### Added\n- `observeDeliveries(_:)` reports deliveries.\n", 1)), names, files):
        failures.append("a removed name in an Added entry was not reported")
    # The source reader finds what the symbol graphs have, for the libraries that build here.
    for module in graph.LIBRARIES:
        if module in graph.APPLE_ONLY:
            continue
        scanned = {s.path for s in graph.scan_sources(module, TOP / "Modules" / module)[0]}
        emitted = {s.path for s in symbols if s.module == module and s.is_public and s.where and not s.synthesized
                   and "/Modules/" in s.where[0] and not re.search(r"(==|<|init\(from:\)|init\(rawValue:\)|"
                                                                   r"^rawValue$|hash|encode\(to:\)|[&/]\(_:_:\))",
                                                                   s.path[-1])}
        missed = sorted(emitted - scanned)
        if missed:
            failures.append(f"the source reader misses {len(missed)} public symbols of {module}, e.g. {missed[:3]}")
    return failures


def main():
    started = time.time()
    symbols, comments, modules = graph.load()
    loaded = time.time()
    files = package_files()
    folders = {part for path in files for part in path.split("/")[:-1]}
    declared = {graph.base_name(part) for symbol in symbols for part in symbol.path}
    names = Names(symbols, modules, code_names(declared) | ALLOWED, folders)
    failures = self_test(names, files, symbols)
    for failure in failures:
        print(f"check-names: self-test: {failure}")
    if failures:
        return 1
    print(f"check-names: self-test passed: {len(PLANTED)} planted removed names reported, "
          f"{len(ACCEPTED)} existing names accepted, the adapters' source reader agrees with the symbol graphs")
    if "--self-test" in sys.argv[1:]:
        return 0
    problems = run_check(names, files, comments)
    for line in problems:
        print(line)
    print(f"check-names: {len(problems)} problems in {sum(1 for _ in documents())} documents and "
          f"{len(comments)} doc comments; {len(symbols)} symbols from {len(modules)} modules' symbol graphs "
          f"({loaded - started:.0f} s), {len(ALLOWED)} allowed names; {time.time() - started:.0f} s in all")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
