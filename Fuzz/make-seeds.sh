#!/usr/bin/env bash
# Writes the fuzz targets' seed corpora (Corpus/links, Corpus/restoration) and
# dictionaries (links.dict, restoration.dict) from the demo app: links from its route table
# and a list of hostile links, saved states from scenarios run through the app's own
# saveState() and corrupt variants of them. Rerun after a change of the saved-state format
# or of the routes, and commit the result.
set -euo pipefail
cd "$(dirname "$0")"

log=$(mktemp)
trap 'rm -f "$log"' EXIT
if ! swift build --product fuzz-seeds >"$log" 2>&1; then
    grep -E "error" "$log" >&2
    exit 1
fi
.build/debug/fuzz-seeds .
