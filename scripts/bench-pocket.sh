#!/usr/bin/env bash
# Pocket-cube figures: cold start and table build in fresh processes (median of $RUNS runs of
# examples/pocket_cold.rs), warm per-state solve times, table memory, then the criterion bench
# (`cargo bench --bench pocket`) with its medians summarised. Extra arguments go to criterion,
# e.g. `scripts/bench-pocket.sh --warm-up-time 1 --measurement-time 3` for a quick run.
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS=${RUNS:-15}
TARGET=${CARGO_TARGET_DIR:-target}

cargo build --release --quiet --example pocket_cold 2>/dev/null || cargo build --release --example pocket_cold
bin="$TARGET/release/examples/pocket_cold"

median() { sort -g | awk '{v[NR] = $1} END {if (NR % 2) print v[(NR + 1) / 2]; else printf "%.3f\n", (v[NR / 2] + v[NR / 2 + 1]) / 2}'; }

echo "== cold start (fresh process each run, median of $RUNS runs)"
for metric in htm qtm; do
    cold=$(for _ in $(seq "$RUNS"); do "$bin" "$metric" cold; done)
    first=$(grep "cold_first_answer_ms" <<<"$cold" | awk '{print $3}' | median)
    after=$(grep "table_after_answer_ms" <<<"$cold" | awk '{print $3}' | median)
    full=$(for _ in $(seq "$RUNS"); do "$bin" "$metric" table; done | awk '{print $3}' | median)
    echo "$metric: first optimal answer (11-move position) ${first} ms from program start;" \
        "full table ${full} ms from start (${after} ms after the first answer)"
done

echo "== warm solve, each of 20000 random states timed alone"
for metric in htm qtm; do
    warm=$("$bin" "$metric" warm)
    echo "$metric: median $(grep median <<<"$warm" | awk '{print $3}') us," \
        "p99 $(grep p99 <<<"$warm" | awk '{print $3}') us"
done

echo "== table memory (computed from the table sizes)"
"$bin" htm cold | grep '^mem' | awk '{printf "%s: %d bytes (%.2f MB)\n", $2, $3, $3 / 1e6}'

echo "== criterion: cargo bench --bench pocket $*"
log="$TARGET/bench-pocket.log"
cargo bench --quiet --bench pocket -- "$@" >"$log" 2>&1 || { cat "$log"; exit 1; }
echo "(criterion's own output: $log)"
echo "median time per iteration:"
for dir in "$TARGET"/criterion/pocket_*/; do
    est="$dir/new/estimates.json"
    [ -f "$est" ] || continue
    ns=$(grep -o '"median":{[^}]*},"point_estimate":[0-9.e+-]*' "$est" | sed 's/.*://')
    printf "  %-28s %10.3f us\n" "$(basename "$dir")" "$(awk -v n="$ns" 'BEGIN {print n / 1000}')"
done
