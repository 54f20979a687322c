#!/usr/bin/env bash
# Checks that every code block the documentation marks as a snippet is exactly the code
# that compiles and runs in Tests/DocSnippetsTests.
#
# A region of a snippet source:            An article's block (or a doc comment's, after `///`):
#   // snippet: pending-link                 <!-- snippet: pending-link -->
#   …code…                                   ```swift
#   // end                                   …code…
#                                            ```
# Fails when a marked block differs from its region (printing a diff), names an unknown
# snippet, or a region is shown nowhere. `--update` rewrites the Markdown blocks from the
# regions instead (doc comments are left to be edited by hand).
set -euo pipefail
cd "$(dirname "$0")/.."
exec python3 - "$@" <<'PY'
import difflib, glob, re, sys

def regions():
    found = {}
    for path in sorted(glob.glob("Tests/DocSnippetsTests/**/*.swift", recursive=True)):
        lines = open(path, encoding="utf-8").read().split("\n")
        name = None
        for number, line in enumerate(lines, 1):
            start = re.match(r"^(\s*)// snippet: ([\w-]+)\s*$", line)
            if start:
                name, indent, body, at = start.group(2), len(start.group(1)), [], (path, number)
            elif name and re.match(r"^\s*// end\s*$", line):
                found[name] = ("\n".join(l[indent:] if l[:indent].strip() == "" else l for l in body).rstrip(), at)
                name = None
            elif name:
                body.append(line)
    return found

def blocks(path):
    """Marked fenced blocks in a Markdown file, or in a Swift file's doc comments."""
    text = open(path, encoding="utf-8").read().split("\n")
    if path.endswith(".swift"):
        text = [re.sub(r"^\s*/// ?", "", l) if re.match(r"^\s*///", l) else "\0" for l in text]
    for index, line in enumerate(text):
        marker = re.match(r"^\s*<!-- snippet: ([\w-]+) -->\s*$", line)
        if not marker:
            continue
        fence = index + 1
        if fence >= len(text) or not text[fence].strip().startswith("```"):
            yield marker.group(1), None, index + 1
            continue
        indent = len(text[fence]) - len(text[fence].lstrip())
        end = fence + 1
        while end < len(text) and text[end].strip() != "```":
            end += 1
        body = "\n".join(l[indent:] for l in text[fence + 1:end]).rstrip()
        yield marker.group(1), body, index + 1

snippets = regions()
if "--update" in sys.argv[1:]:
    for path in sorted(glob.glob("Modules/*/*.docc/**/*.md", recursive=True) + glob.glob("Docs/**/*.md", recursive=True) + ["README.md"]):
        text = open(path, encoding="utf-8").read().split("\n")
        out, index = [], 0
        while index < len(text):
            out.append(text[index])
            marker = re.match(r"^\s*<!-- snippet: ([\w-]+) -->\s*$", text[index])
            if marker and marker.group(1) in snippets and index + 1 < len(text) and text[index + 1].strip().startswith("```"):
                end = index + 2
                while end < len(text) and text[end].strip() != "```":
                    end += 1
                out += ["```swift"] + snippets[marker.group(1)][0].split("\n") + ["```"]
                index = end + 1
                continue
            index += 1
        if out != text:
            open(path, "w", encoding="utf-8").write("\n".join(out))
            print(f"updated {path}")
shown, problems, count = set(), 0, 0
sources = (glob.glob("Modules/*/*.docc/**/*.md", recursive=True) + glob.glob("Docs/**/*.md", recursive=True)
           + ["README.md"] + glob.glob("Modules/**/*.swift", recursive=True))
for path in sorted(sources):
    for name, body, line in blocks(path):
        count += 1
        shown.add(name)
        if name not in snippets:
            print(f"{path}:{line}: error: no snippet '{name}' in Tests/DocSnippetsTests"); problems += 1
        elif body is None:
            print(f"{path}:{line}: error: snippet marker '{name}' is not followed by a code block"); problems += 1
        elif body != snippets[name][0]:
            print(f"{path}:{line}: error: the block differs from snippet '{name}' ({snippets[name][1][0]}:{snippets[name][1][1]}):")
            sys.stdout.writelines(difflib.unified_diff(
                snippets[name][0].splitlines(True), body.splitlines(True), "snippet", path))
            print(); problems += 1
for name, (_, (path, line)) in sorted(snippets.items()):
    if name not in shown:
        print(f"{path}:{line}: error: snippet '{name}' is shown in no article"); problems += 1
# Blocks of SwiftUI code cannot compile on Linux: a block whose first line (after a
# `// File.swift` line, if any) is `#if canImport(SwiftUI)` or the marker `// Type-checked for Apple platforms` (code that the
# Apple-SDK type check covers, such as the iOS article's, which AppTests' SwiftUIArticleTests
# finds in the checked sources) is skipped, and counted apart.
unmarked, swiftui = [], []
for path in sorted(p for p in sources if p.endswith(".md")):
    lines = open(path, encoding="utf-8").read().split("\n")
    for index, line in enumerate(lines):
        if line.strip() == "```swift" and not (index and re.match(r"^\s*<!-- snippet: ", lines[index - 1])):
            body = [l.strip() for l in lines[index + 1:index + 3]] + ["", ""]
            first = body[1] if re.match(r"^// [\w+]+\.swift$", body[0]) else body[0]  # after a file name
            if first in ("#if canImport(SwiftUI)", "// Type-checked for Apple platforms"):
                swiftui.append(f"{path}:{index + 1}")
            else:
                unmarked.append(f"{path}:{index + 1}")
print(f"snippets: {len(snippets)} regions, {count} marked blocks, {problems} problems; "
      f"{len(swiftui)} SwiftUI blocks skipped (#if canImport(SwiftUI) or '// Type-checked for Apple platforms'); "
      f"{len(unmarked)} Swift blocks not yet snippets (not compiled): {', '.join(unmarked) or 'none'}")
sys.exit(1 if problems else 0)
PY
