#!/bin/bash
# Lazy inputs against enumeration (issue 15): states, transitions, time and verdict of
# `pancam check` on the programs of tests/check that draw inputs, with the default (lazy)
# inputs and with --nondet-range RANGE (enumerated; RANGE is the range the program assumes,
# or -8..8). Prints a Markdown table. Usage: scripts/bench-inputs.sh [PANCAM]
set -euo pipefail
cd "$(dirname "$0")/.."
pancam=${1:-target/release/pancam}
row() {
  local f=$1 mode=$2; shift 2
  local j
  j=$("$pancam" check -q --json "$f" --max-time 60 "$@" 2>/dev/null || true)
  local verdict states trans secs
  verdict=$(jq -r '.result' <<<"$j")
  states=$(jq -r '.statistics.counters.stored' <<<"$j")
  trans=$(jq -r '.statistics.counters.transitions' <<<"$j")
  secs=$(jq -r '.statistics.elapsed * 10000 | round / 10' <<<"$j")
  echo "| $(basename "$f") | $mode | $verdict | $states | $trans | $secs |"
}
echo "| program | inputs | result | states | transitions | ms |"
echo "| --- | --- | --- | ---: | ---: | ---: |"
while read -r name range; do
  for level in O0 O2; do
    f=tests/check/$name.$level.ll
    row "$f" lazy
    row "$f" "enumerated $range" --nondet-range "$range"
  done
done <<'LIST'
input_assume_bounded 0..2
input_above_1000 -8..8
input_square -100..100
input_square_unbounded -8..8
input_shared_counter -8..8
input_shared_counter_race -8..8
input_condvar 0..2
nondet_int -8..8
nondet_char_all -8..8
stdin_scanf -8..8
verifier_assume -8..8
LIST
