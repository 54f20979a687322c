#!/usr/bin/env bash
# Builds every DocC catalog of the package with the toolchain's `docc convert`, from symbol
# graphs extracted from the built modules (no package plugin: the package has no
# dependencies). Prints each warning and exits 1 if there is any.
#
#   Docs/build-docs.sh            build the archives into .build/docs/<Module>.doccarchive
#   DOCS_OUTPUT=dir Docs/build-docs.sh
set -euo pipefail
cd "$(dirname "$0")/.."

modules=(CoordinatorKit CoordinatorKitExplorer CoordinatorKitRendering CoordinatorKitTesting CoordinatorKitText CoordinatorKitTooling CoordinatorKitUI CoordinatorKitUIKit)
output=${DOCS_OUTPUT:-.build/docs}
docc=$(command -v docc || true)
if [ -z "$docc" ]; then
    docc=$(dirname "$(realpath "$(command -v swift)")")/docc
fi
extract=$(dirname "$(realpath "$(command -v swift)")")/swift-symbolgraph-extract
triple=$(swift -print-target-info | sed -n 's/.*"triple": "\(.*\)".*/\1/p' | head -1)

# The modules' interfaces, from the last build (CI has just built everything); built
# only when missing, so that the docs never rebuild the package with other options.
bin=$(swift build --show-bin-path)
includes=("$bin/Modules")
[ -d "$bin/Modules" ] || includes=("$bin")
for module in "${modules[@]}"; do
    if [ ! -e "${includes[0]}/$module.swiftmodule" ]; then
        swift build
        break
    fi
done

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$output"

for module in "${modules[@]}"; do
    (
        graphs="$work/$module-graphs"
        mkdir -p "$graphs"
        "$extract" -module-name "$module" -target "$triple" -I "${includes[0]}" \
            -output-dir "$graphs" -minimum-access-level public -skip-inherited-docs >"$work/$module.log" 2>&1
        "$docc" convert "Modules/$module/$module.docc" \
            --additional-symbol-graph-dir "$graphs" \
            --output-dir "$output/$module.doccarchive" \
            --fallback-display-name "$module" \
            --fallback-bundle-identifier "org.coordinatorkit.$module" \
            --transform-for-static-hosting >>"$work/$module.log" 2>&1
    ) &
done
wait

status=0
for module in "${modules[@]}"; do
    count=$(grep -cE "(^|[^a-zA-Z])(warning|error):" "$work/$module.log" || true)
    echo "docs: $module — $count warnings → $output/$module.doccarchive"
    if [ "$count" -ne 0 ]; then
        grep -E -A6 "(^|[^a-zA-Z])(warning|error):" "$work/$module.log" >&2
        status=1
    fi
done
exit $status
