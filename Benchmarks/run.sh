#!/usr/bin/env bash
# Builds the benchmarks in release mode, counts each workload's instructions under
# callgrind (one workload per run, fixed iterations, deterministic hashing), then times
# every workload, counts its allocations and prints one table.
#
#   ./run.sh            everything (about 2 minutes on a 2-core machine, once built)
#   ./run.sh --no-callgrind   time and allocations only
set -euo pipefail
cd "$(dirname "$0")"

export SWIFT_DETERMINISTIC_HASHING=1
swift build -c release --product ck-bench 2>&1 | grep -E "error|warning: |Compiling|Build complete" | grep -v "^\[" || true
bin=.build/release/ck-bench
"$bin" verify >&2

instructions=$(mktemp)
trap 'rm -rf "$instructions" "$instructions.d"' EXIT
if [[ "${1:-}" != "--no-callgrind" ]] && command -v valgrind >/dev/null; then
    # Valgrind 3.19 cannot read the DWARF 5 that Swift emits; symbols are enough for
    # callgrind, so it runs a copy without debug information (beside the original, so
    # that its rpath still finds the malloc interposer's library).
    objcopy --strip-debug "$bin" "$bin-callgrind"
    mkdir -p "$instructions.d"
    "$bin" list | while read -r id iterations; do
        out="$instructions.d/$id.out"
        valgrind --tool=callgrind --collect-atstart=no --toggle-collect='*measuredLoop*' \
            --callgrind-out-file="$out" "$bin-callgrind" run "$id" "$iterations" 2>/dev/null
        total=$(grep -E '^totals:' "$out" | awk '{print $2}')
        echo "$id $((total / iterations))" >> "$instructions"
        echo "callgrind: $id $((total / iterations)) instructions/op" >&2
    done
fi

echo
echo "CoordinatorKit benchmarks — $(date +%F), $(nproc)-core $(uname -s) $(uname -m), $(swift --version 2>/dev/null | head -1)"
"$bin" table "$instructions"
