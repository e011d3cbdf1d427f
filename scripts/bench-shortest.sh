#!/usr/bin/env bash
# The shortest counterexample (`pancam check --shortest`) on the programs of programs/ with
# violations: moves of the depth-first search's counterexample and of the shortest one, and
# what each search cost.
#
#   scripts/bench-shortest.sh [OUT.md]
#
# For every entry of programs/verdicts.json that expects a violation (but those marked
# `large` and those searched by Monte Carlo) this runs, with the entry's flags,
#
#   pancam check --json -q --shortest PROGRAM.ll [FLAGS]                (stubborn sets)
#   pancam check --json -q --shortest --por none PROGRAM.ll [FLAGS]     (all schedules)
#
# and records the depth-first search's moves, states stored and time, and the
# breadth-first search's moves, states stored and time (`shortest` in the JSON report).
# A run that takes more than $TIMEOUT seconds (default 300) is shown as such. Prints a
# Markdown table to stdout (and to OUT.md if given). Needs jq and a release build
# ($CARGO_TARGET_DIR/release/pancam or target/release/pancam; built if missing).
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
out="${1:-}"
TIMEOUT="${TIMEOUT:-300}"
if ! command -v jq >/dev/null 2>&1; then
    echo "bench-shortest.sh: needs jq" >&2
    exit 1
fi
pancam="${CARGO_TARGET_DIR:-$root/target}/release/pancam"
if [[ ! -x "$pancam" ]]; then
    (cd "$root" && cargo build --release >&2)
fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

table="$work/table.md"
{
    echo "| program | flags | DFS moves | DFS states | DFS s | shortest (stubborn) | BFS states | BFS s | shortest (--por none) | BFS states | BFS s |"
    echo "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"
} >"$table"

jq -c '.entries[] | select(.expect == "violation") | select((.large // false) | not)
       | select(((.flags // []) | index("monte-carlo")) | not)
       | select(((.flags // []) | index("--ltl")) | not)
       | {ll, flags: (.flags // [])}' "$root/programs/verdicts.json" |
while read -r e; do
    ll="$(jq -r .ll <<<"$e")"
    mapfile -t flags < <(jq -r '.flags[]' <<<"$e")
    row="| \`$ll\` | \`${flags[*]:-}\` "
    first=1
    for por in stubborn none; do
        j="$work/run.json"
        if timeout "$TIMEOUT" "$pancam" check --json -q --shortest --por "$por" \
            "$root/programs/$ll" "${flags[@]}" >"$j" 2>"$work/err"; then
            :
        fi
        if ! jq -e '.shortest' "$j" >/dev/null 2>&1; then
            if [[ $first == 1 ]]; then row+="| – | – | – "; fi
            row+="| (timeout or no result) | – | – "
            first=0
            continue
        fi
        if [[ $first == 1 ]]; then
            row+="$(jq -r '"| \(.shortest.dfs_moves) | \(.statistics.counters.stored) | \(.statistics.elapsed * 1000 | round / 1000) "' "$j")"
        fi
        row+="$(jq -r '"| \(.shortest.moves)\(if .shortest.minimal then "" else " (not proven)" end) | \(.shortest.search.counters.stored) | \(.shortest.search.elapsed * 1000 | round / 1000) "' "$j")"
        first=0
    done
    echo "$row|" >>"$table"
done

cat "$table"
if [[ -n "$out" ]]; then
    cp "$table" "$out"
fi
