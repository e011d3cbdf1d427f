#!/usr/bin/env bash
# The cost of checkpoints (BENCHMARKS.md, "Checkpoints"): a search of several million states
# run plainly and with a checkpoint every EVERY seconds, alternately, ROUNDS times; then a
# checkpoint of the search stopped at STOP seconds, its size, and the time to read and
# restore it.
#
#   N=10 EVERY=60 ROUNDS=2 STOP=60 scripts/bench-checkpoint.sh
#
# Needs clang-19 (philosophers N ordered at -O2, --por none) and a release build.
set -euo pipefail
cd "$(dirname "$0")/.."
N=${N:-10}
EVERY=${EVERY:-60}
ROUNDS=${ROUNDS:-2}
STOP=${STOP:-60}
PANCAM=${PANCAM:-target/release/pancam}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
ll=$work/ph$N.ll
clang-19 -std=gnu11 -g -w -S -emit-llvm -O2 -DN="$N" -DORDERED -o "$ll" programs/philosophers.c
field() { grep -E "$1" "$2" | head -1; }
for r in $(seq 1 "$ROUNDS"); do
  /usr/bin/time -f "%e s %M KiB" "$PANCAM" check -q "$ll" --por none >"$work/plain" 2>"$work/plain.err"
  echo "round $r plain: $(field 'states, stored' "$work/plain") $(tail -1 "$work/plain.err")"
  rm -rf "$work/ck"
  /usr/bin/time -f "%e s %M KiB" "$PANCAM" check -q "$ll" --por none --checkpoint "$work/ck" \
    --checkpoint-every "$EVERY" >"$work/ck.out" 2>"$work/ck.err"
  echo "round $r every $EVERY s: $(field 'states, stored' "$work/ck.out") $(tail -1 "$work/ck.err")"
  echo "  $(field '^checkpoints' "$work/ck.out")"
done
rm -rf "$work/ck"
"$PANCAM" check -q "$ll" --por none --checkpoint "$work/ck" --checkpoint-every 0 \
  --max-time "$STOP" >"$work/stop.out" 2>/dev/null || true
echo "stopped at $STOP s: $(field '^checkpoints' "$work/stop.out")"
ls -l "$work/ck/checkpoint.pancam"
/usr/bin/time -f "%e s %M KiB" "$PANCAM" check -q --resume "$work/ck" --max-time 0 \
  --checkpoint "$work/ck2" >"$work/resume.out" 2>"$work/resume.err" || true
echo "resume: $(field '^resumed' "$work/resume.out") $(tail -1 "$work/resume.err")"
