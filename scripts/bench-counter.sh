#!/usr/bin/env bash
# Counter abstraction benchmark: for the programs of tests/counter/ (threads started
# without a bound) at -O0 and -O2, the abstract search's states, time and verdict per
# --counter-bound K, and the plain search for comparison (which can only end at
# --max-threads or the time limit).
#
#   LIMIT=60 [PROGRAMS="tas slots"] scripts/bench-counter.sh [OUT.md]
#
# PROGRAMS: the programs of tests/counter/ to run (default: every one the table of
# BENCHMARKS.md has).
# Needs jq. Prints a Markdown table to stdout (and OUT.md if given).
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
out="${1:-}"
limit="${LIMIT:-60}"
cargo build --release --quiet
pancam="$root/target/release/pancam"

# run FILE FLAGS... -> "states seconds result"
run() {
    "$pancam" check --json -q --max-time "$limit" "$@" 2>/dev/null \
        | jq -r '[(.counter_abstraction.abstract_states // .statistics.counters.stored),
                  (.counter_abstraction.abstract_seconds // .statistics.elapsed | . * 100 | round / 100),
                  .result] | @tsv' || true
}

table="| program | level | without | K = 1 | K = 2 | K = 3 |
| --- | --- | --- | --- | --- | --- |"
programs="${PROGRAMS:-tas tas_bug tas_local tas_local_bug tas_backoff slots slots_bug third tls_flag tls_lock tls_lock_bug join_last join_last_bug}"
for p in $programs; do
    for level in O0 O2; do
        ll="tests/counter/$p.$level.ll"
        row="| \`$p\` | -$level"
        for k in none 1 2 3; do
            if [[ $k == none ]]; then
                r="$(run "$ll")"
            else
                r="$(run "$ll" --counter-bound "$k")"
            fi
            IFS=$'\t' read -r states secs verdict <<<"$r"
            row="$row | $states states, ${secs} s: $verdict"
        done
        table="$table
$row |"
    done
done
echo "$table"
if [[ -n "$out" ]]; then
    echo "$table" >"$out"
fi
