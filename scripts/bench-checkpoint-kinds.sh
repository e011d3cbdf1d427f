#!/usr/bin/env bash
# Checkpoints of the other searches (BENCHMARKS.md, "Checkpoints"): each search stopped at
# STOP seconds with --checkpoint-every 0, then the size of what it wrote, the time to write
# it, and the time to read and restore it on resume.
#
#   N=10 STOP=20 scripts/bench-checkpoint-kinds.sh
#
# Needs clang-19 (philosophers N ordered at -O2, N=10 by default) and a release build.
set -euo pipefail
cd "$(dirname "$0")/.."
STOP=${STOP:-20}
N=${N:-10}
PANCAM=${PANCAM:-target/release/pancam}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
ll=$work/ph$N.ll
clang-19 -std=gnu11 -g -w -S -emit-llvm -O2 -DN="$N" -DORDERED -o "$ll" programs/philosophers.c
field() { grep -E "$1" "$2" | head -1 || true; }
run() {
  local name=$1; shift
  rm -rf "$work/ck" "$work/ck2"
  "$PANCAM" check -q "$@" --checkpoint "$work/ck" --checkpoint-every 0 --max-time "$STOP" \
    >"$work/out" 2>/dev/null || true
  echo "$name: $(field 'states, stored' "$work/out")"
  echo "  $(field '^checkpoints' "$work/out")"
  echo "  files: $(du -cb "$work"/ck/*.pancam | tail -1 | cut -f1) bytes in $(ls "$work/ck" | wc -l) file(s)"
  /usr/bin/time -f "%e s %M KiB" "$PANCAM" check -q --resume "$work/ck" --max-time 0 \
    --checkpoint "$work/ck2" >"$work/resume.out" 2>"$work/resume.err" || true
  echo "  $(field '^resumed' "$work/resume.out" | sed 's/.*(written/(written/') $(tail -1 "$work/resume.err")"
}
run "nested DFS (--ltl, --por none)" "$ll" --por none --ltl '[] !(p && q)' \
  --prop 'p = eating[0]' --prop 'q = eating[1]'
run "nested DFS under fairness (--ltl, --fair)" "$ll" --ltl '[] !(p && q)' \
  --prop 'p = eating[0]' --prop 'q = eating[1]' --fair
run "swarm of 4 bitstate runs, 2 at once" "$ll" --por none --swarm 4 --workers 2
run "Monte Carlo" "$ll" --search monte-carlo --max-samples 100000000
run "distributed, 2 ranks of 1 thread (--ranks-in-process 2)" "$ll" --por none --ranks-in-process 2
