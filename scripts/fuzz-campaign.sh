#!/usr/bin/env bash
# A long fuzz campaign over the property suites tests/*_fuzz.rs (random and mutated inputs to
# the parsers and the wasm edge's calls; zebra_fuzz includes `either` of three or more and
# English connectives; insanity_fuzz colour names thousands of characters long and puzzles
# of up to six times as many colours as cubes). Each suite runs in release mode with
# PROPTEST_CASES=$CASES (default 1,000,000 cases per property), one suite at a time, and the
# script prints per suite: properties passed and failed, cases run, and wall time. Logs, with
# proptest's minimal failing input for a failure, go to target/fuzz-campaign/SUITE.log.
#
#   CASES=100000 scripts/fuzz-campaign.sh                 # every *_fuzz suite
#   CASES=100000 scripts/fuzz-campaign.sh pocket_fuzz     # chosen suites
#   THREADS=2 ...                                         # properties in parallel (default 1)
#
# Exit status: 0 when every property held, 1 otherwise.
set -uo pipefail
cd "$(dirname "$0")/.."
CASES=${CASES:-1000000}
THREADS=${THREADS:-1}
TARGET=${CARGO_TARGET_DIR:-target}
LOGS="$TARGET/fuzz-campaign"
mkdir -p "$LOGS"

suites=("$@")
if [ ${#suites[@]} -eq 0 ]; then
    for f in tests/*_fuzz.rs; do
        [ -e "$f" ] && suites+=("$(basename "$f" .rs)")
    done
fi
if [ ${#suites[@]} -eq 0 ]; then
    echo "no tests/*_fuzz.rs suites found" >&2
    exit 1
fi
for s in "${suites[@]}"; do
    if [ ! -e "tests/$s.rs" ]; then
        echo "no suite tests/$s.rs" >&2
        exit 1
    fi
done

args=()
for s in "${suites[@]}"; do args+=(--test "$s"); done
cargo test --release --quiet --no-run "${args[@]}" || exit 1

echo "fuzz campaign: $CASES cases per property, $THREADS thread(s), $(date -u '+%Y-%m-%d %H:%M UTC')"
printf '%-16s %10s %8s %14s %10s\n' suite properties failed cases seconds
status=0
total_cases=0
for s in "${suites[@]}"; do
    log="$LOGS/$s.log"
    start=$(date +%s.%N)
    PROPTEST_CASES=$CASES cargo test --release --quiet --test "$s" -- --test-threads="$THREADS" >"$log" 2>&1
    rc=$?
    end=$(date +%s.%N)
    result=$(grep -E '^test result:' "$log" | tail -1)
    passed=$(sed -nE 's/.* ([0-9]+) passed.*/\1/p' <<<"$result")
    failed=$(sed -nE 's/.* ([0-9]+) failed.*/\1/p' <<<"$result")
    passed=${passed:-0}
    failed=${failed:-0}
    # A passing property ran all its cases; a failing one stopped at its first failure.
    cases=$((passed * CASES))
    total_cases=$((total_cases + cases))
    printf '%-16s %10s %8s %14s %10.1f\n' "$s" "$((passed + failed))" "$failed" "$cases" \
        "$(awk -v a="$start" -v b="$end" 'BEGIN {print b - a}')"
    if [ "$rc" -ne 0 ]; then
        status=1
        grep -E '^test .* FAILED$|minimal failing input' "$log" | sed 's/^/    /'
        echo "    (log: $log)"
    fi
done
echo "total: $total_cases cases in passing properties; $([ $status -eq 0 ] && echo 'no failures' || echo 'FAILURES above')"
exit $status
