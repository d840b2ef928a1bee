#!/bin/sh
# Golden outputs of the zebra explainer, to show a restructure of src/zebra/explain/ changes
# no byte of what it prints.
#
#   scripts/golden-zebra.sh record [DIR]   # write the outputs of target/release/puzzlebox
#   scripts/golden-zebra.sh check [DIR]    # write them again into a scratch folder and diff
#
# DIR defaults to /tmp/b41e-golden. Each stored puzzle (src/zebra/einstein.txt,
# tests/fixtures/english/*.txt, benches/data/zebra-6x6-3 and 8x8-2) with --explain, --json
# --explain and --hint for a few marks files; and --generate W H --seed S for 4x4 ... 10x10.
# Build first: cargo build --release --bin puzzlebox.
set -eu
cd "$(dirname "$0")/.."
mode=${1:?record or check}
dir=${2:-/tmp/b41e-golden}
bin=target/release/puzzlebox
[ -x "$bin" ] || { echo "golden-zebra: build $bin first" >&2; exit 2; }

write() {
  out=$1
  mkdir -p "$out/marks"
  # Marks a person might keep for Einstein's riddle: none, a few true ones, one wrong one.
  : > "$out/marks/empty.txt"
  printf 'Norwegian is in 1\nmilk is in 3\n' > "$out/marks/start.txt"
  printf 'Norwegian is in 1\nmilk is in 3\nBrit is red\nblue is in 2\n' > "$out/marks/more.txt"
  printf 'Norwegian is in 2\n' > "$out/marks/wrong.txt"
  puzzles="src/zebra/einstein.txt tests/fixtures/english/*.txt benches/data/zebra-6x6-3.txt \
    benches/data/zebra-8x8-2.txt"
  for f in $puzzles; do
    name=$(echo "$f" | tr / _)
    "$bin" zebra --explain "$f" > "$out/$name.explain" 2>&1 || echo "exit $?" >> "$out/$name.explain"
    "$bin" zebra --explain --json "$f" > "$out/$name.json" 2>&1 || echo "exit $?" >> "$out/$name.json"
  done
  for m in empty start more wrong; do
    for j in "" --json; do
      "$bin" zebra --hint --marks "$out/marks/$m.txt" $j src/zebra/einstein.txt \
        > "$out/hint-$m$j.txt" 2>&1 || echo "exit $?" >> "$out/hint-$m$j.txt"
    done
  done
  for size in "4 4 1" "5 5 2" "6 6 3" "7 7 4" "8 8 5" "10 10 6"; do
    set -- $size
    g="$out/generate-$1x$2-$3.txt"
    "$bin" zebra --generate "$1" "$2" --seed "$3" > "$g" 2>&1 || echo "exit $?" >> "$g"
    if [ "$1" -le 8 ]; then
      "$bin" zebra --explain "$g" > "$g.explain" 2>&1 || echo "exit $?" >> "$g.explain"
    fi
  done
}

case $mode in
  record) rm -rf "$dir"; write "$dir"; echo "golden-zebra: recorded in $dir" ;;
  check)
    new=$(mktemp -d)
    write "$new"
    # The marks files live in the folder, so their paths appear in no output; compare all.
    if diff -r "$dir" "$new" > "$new.diff"; then
      echo "golden-zebra: identical to $dir"; rm -rf "$new" "$new.diff"
    else
      head -50 "$new.diff"; echo "golden-zebra: differs from $dir (all of it: $new.diff)" >&2; exit 1
    fi ;;
  *) echo "golden-zebra: record or check" >&2; exit 2 ;;
esac
