#!/usr/bin/env bash
# Checkpoints of each visited set (BENCHMARKS.md, "Checkpoints"): the search stopped at STOP
# seconds (the full store, whose states take a kilobyte each here: at FSTOP; bitstate: at
# BSTOP, with a 2^W-bit array), which writes a checkpoint, against the
# same search without one: the peak RSS of both (what the write adds), the file, the write's
# time; then the resume to its first poll (`--max-time 0`, writing again): the time to read
# and restore, its peak RSS, and the second write.
#
#   N=10 STOP=60 FSTOP=20 BSTOP=5 W=33 scripts/bench-checkpoint-stores.sh
#
# Needs clang-19 (philosophers N ordered at -O2, --por none) and a release build
# (PANCAM=path to compare another binary).
set -euo pipefail
cd "$(dirname "$0")/.."
N=${N:-10}
STOP=${STOP:-60}
FSTOP=${FSTOP:-20}
BSTOP=${BSTOP:-5}
W=${W:-33}
PANCAM=${PANCAM:-target/release/pancam}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
ll=$work/ph$N.ll
clang-19 -std=gnu11 -g -w -S -emit-llvm -O2 -DN="$N" -DORDERED -o "$ll" programs/philosophers.c
field() { grep -E "$1" "$2" | head -1 || true; }
peak() { tail -1 "$1"; }
run() {
  local name=$1 stop=$2; shift 2
  rm -rf "$work/ck" "$work/ck2"
  /usr/bin/time -f "%e s, peak RSS %M KiB" "$PANCAM" check -q "$ll" --por none "$@" \
    --max-time "$stop" >"$work/plain" 2>"$work/plain.err" || true
  /usr/bin/time -f "%e s, peak RSS %M KiB" "$PANCAM" check -q "$ll" --por none "$@" \
    --max-time "$stop" --checkpoint "$work/ck" --checkpoint-every 0 >"$work/out" 2>"$work/err" || true
  echo "$name, stopped at $stop s:"
  echo "  without a checkpoint: $(field 'states, stored' "$work/plain"), $(peak "$work/plain.err")"
  echo "  with one:             $(field 'states, stored' "$work/out"), $(peak "$work/err")"
  echo "  $(field '^checkpoints' "$work/out")"
  /usr/bin/time -f "%e s, peak RSS %M KiB" "$PANCAM" check -q --resume "$work/ck" --max-time 0 \
    --checkpoint "$work/ck2" >"$work/resume.out" 2>"$work/resume.err" || true
  echo "  resume: $(field '^resumed' "$work/resume.out" | sed 's/.*(written/(written/')"
  echo "  resume to the first poll and a second write: $(peak "$work/resume.err")"
  echo "  $(field '^checkpoints' "$work/resume.out")"
}
run "exact (tree) store" "$STOP"
run "full store" "$FSTOP" --store full
run "hash compaction" "$STOP" --store hash-compaction
run "bitstate, 2^$W bits" "$BSTOP" --store bitstate -w "$W"
