#!/usr/bin/env bash
# Type-checks each snippet in this folder against the built CoordinatorKit module.
#
# A snippet whose first line is `// expect-error: <text>` must fail to type-check with an
# error containing <text>; an `ok-*.swift` snippet must type-check. Run after
# `swift build` (the module is read from .build/debug/Modules, or from the folder given
# as $COORDINATORKIT_MODULES).
set -uo pipefail
cd "$(dirname "$0")"

modules="${COORDINATORKIT_MODULES:-../.build/debug/Modules}"
if [ ! -f "$modules/CoordinatorKit.swiftmodule" ] && [ ! -d "$modules/CoordinatorKit.swiftmodule" ]; then
    echo "compile-fail: no CoordinatorKit module in $modules; run 'swift build' first." >&2
    exit 1
fi

failures=0
count=0
for snippet in *.swift; do
    count=$((count + 1))
    output=$(swiftc -typecheck -swift-version 6 -I "$modules" "$snippet" 2>&1)
    status=$?
    expected=$(head -1 "$snippet" | sed -n 's|^// expect-error: ||p')
    if [[ "$snippet" == ok-* ]]; then
        if [ $status -ne 0 ]; then
            echo "FAIL $snippet: expected to type-check, but:" >&2
            echo "$output" | grep "error:" >&2
            failures=$((failures + 1))
        else
            echo "ok   $snippet type-checks"
        fi
    elif [ -z "$expected" ]; then
        echo "FAIL $snippet: no '// expect-error:' first line and not named ok-*" >&2
        failures=$((failures + 1))
    elif [ $status -eq 0 ]; then
        echo "FAIL $snippet: type-checked, expected an error containing: $expected" >&2
        failures=$((failures + 1))
    elif ! grep "error:" <<<"$output" | grep -F -- "$expected" >/dev/null; then
        echo "FAIL $snippet: expected an error containing: $expected; got:" >&2
        echo "$output" | grep "error:" | sort -u >&2
        failures=$((failures + 1))
    else
        echo "ok   $snippet fails with: $expected"
    fi
done

if [ $failures -ne 0 ]; then
    echo "compile-fail: $failures of $count snippets did not behave as expected." >&2
    exit 1
fi
echo "compile-fail: all $count snippets behave as expected."
