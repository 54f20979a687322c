#!/usr/bin/env bash
# Builds the fuzz targets with libFuzzer and AddressSanitizer and runs them for a given
# time, each on a copy of its seed corpus (the committed corpus is never changed), with its
# dictionary if it has one. Prints executions and coverage; exits non-zero on a finding (a crash, an
# AddressSanitizer report, a leak, a timeout or a broken invariant) or a failed build.
#
#   Fuzz/run.sh links 600          the links target for 10 minutes
#   Fuzz/run.sh actions 600        the action-script target for 10 minutes
#   Fuzz/run.sh restoration 600    the restoration target for 10 minutes
#   Fuzz/run.sh 60                 all three, 20 seconds each
#
# A finding's input is kept in Fuzz/.artifacts/<target>/ (crash-…, leak-…, timeout-…);
# Docs/Fuzzing.md says how to replay it.
set -euo pipefail
cd "$(dirname "$0")"

usage() {
    echo "usage: Fuzz/run.sh [links|actions|restoration|all] SECONDS" >&2
    exit 2
}

case $# in
    1) targets=(links actions restoration); seconds=$1 ;;
    2) [ "$1" = all ] && targets=(links actions restoration) || targets=("$1"); seconds=$2 ;;
    *) usage ;;
esac
[[ "$seconds" =~ ^[0-9]+$ ]] && [ "$seconds" -ge "${#targets[@]}" ] || usage
share=$((seconds / ${#targets[@]}))

product() {
    case $1 in
        links) echo FuzzLinks ;;
        actions) echo FuzzActions ;;
        restoration) echo FuzzRestoration ;;
        *) usage ;;
    esac
}

# Inputs up to 4 KiB for links (twice the longest link accepted), 64 bytes for scripts
# (48 steps are taken), 16 KiB for saved states.
max_len() {
    case $1 in
        links) echo 4096 ;;
        actions) echo 64 ;;
        restoration) echo 16384 ;;
    esac
}

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Each target builds in a folder of its own: SwiftPM rebuilds every module when the
# product asked for changes, so one shared folder would rebuild twice per run.
build() {
    local log="$work/build-$1.log" status=0 scratch=".build/$2"
    # `--sanitize fuzzer` makes SwiftPM build an executable without `main` for libFuzzer's;
    # the sanitizers themselves go in one flag, as swiftc keeps only the last `-sanitize=`
    # and SwiftPM orders two `--sanitize` options at random.
    swift build -c release --sanitize fuzzer -Xswiftc -sanitize=fuzzer,address --product "$1" \
        --scratch-path "$scratch" >"$log" 2>&1 || status=$?
    # ld.gold's notes on ASan's local symbols are harmless; everything else is shown.
    grep -v "Cannot export local symbol" "$log" | grep -E "error|warning:|Compiling|Build" | grep -v "^\[" || true
    if [ $status -ne 0 ]; then
        echo "fuzz: building $1 failed (exit $status):" >&2
        grep -v "Cannot export local symbol" "$log" | tail -30 >&2
        exit 1
    fi
    # A binary without coverage or AddressSanitizer would run and find nothing.
    local sections symbols
    sections=$(objdump -h "$scratch/release/$1")
    symbols=$(nm "$scratch/release/$1")
    if ! grep -q "__sancov_cntrs" <<<"$sections" || ! grep -q "__asan_report_load" <<<"$symbols"; then
        echo "fuzz: $1 was built without coverage or AddressSanitizer instrumentation" >&2
        exit 1
    fi
}

# The last value of `name: N` in libFuzzer's status lines.
last_value() {
    grep -oE "$1:\s+[0-9]+" "$2" | tail -1 | grep -oE "[0-9]+$" || echo 0
}

status=0
for target in "${targets[@]}"; do
    bin=$(product "$target")
    build "$bin" "$target"
    binary=".build/$target/release/$bin"
    corpus="$work/corpus-$target"
    mkdir -p "$corpus" ".artifacts/$target"
    cp Corpus/"$target"/* "$corpus"/
    seeds=$(find "$corpus" -type f | wc -l)
    log="$work/fuzz-$target.log"
    # The actions target has no dictionary: its bytes are steps, not words.
    dict=()
    [ -f "$target.dict" ] && dict=(-dict="$target.dict")
    echo "== fuzz $target: $share s, $seeds seeds, dictionary $([ ${#dict[@]} -gt 0 ] && echo "$target.dict" || echo none)"
    run=0
    SWIFT_BACKTRACE=enable=no "$binary" "$corpus" -max_total_time="$share" -max_len="$(max_len "$target")" \
        "${dict[@]}" -timeout=10 -rss_limit_mb=4096 -print_final_stats=1 \
        -artifact_prefix=".artifacts/$target/" >"$log" 2>&1 || run=$?
    grep -E "^note " "$log" || true
    executions=$(last_value "stat::number_of_executed_units" "$log")
    rate=$(last_value "stat::average_exec_per_sec" "$log")
    cov=$(last_value "cov" "$log")
    ft=$(last_value "ft" "$log")
    rss=$(last_value "stat::peak_rss_mb" "$log")
    files=$(find "$corpus" -type f | wc -l)
    bytes=$(find "$corpus" -type f -printf "%s\n" | awk '{ total += $1 } END { print total + 0 }')
    echo "fuzz $target: $executions executions in $share s ($rate/s), cov $cov, ft $ft," \
        "corpus $files inputs / $bytes bytes (from $seeds seeds), peak RSS $rss MB"
    if [ $run -ne 0 ] || [ "$executions" -eq 0 ]; then
        echo "fuzz $target: FINDING (libFuzzer exit $run); its report:" >&2
        grep -vE '^(#[0-9]+|\s*"|.*# Uses:)' "$log" | tail -60 >&2
        artifact=$(grep -oE "Test unit written to \S+" "$log" | tail -1 | sed 's/Test unit written to //')
        if [ -n "$artifact" ]; then
            echo "fuzz $target: input kept in Fuzz/$artifact; replay it with" >&2
            echo "  SWIFT_BACKTRACE=enable=no Fuzz/$binary Fuzz/$artifact" >&2
        fi
        status=1
    fi
done
exit $status
