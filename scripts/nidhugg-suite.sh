#!/usr/bin/env bash
# Runs pancam on Nidhugg's smoke tests (a checkout of github.com/nidhugg/nidhugg, which we do
# not vendor) and compares each verdict with Nidhugg's reference result under sequential
# consistency, for BENCHMARKS.md's conformance figures.
#
#   scripts/nidhugg-suite.sh [-o OUT] [-O LEVEL] [-t SECONDS] NIDHUGG_DIR
#
# tests/smoke/reference.results.txt says, per program of tests/smoke/C-tests, "Allow" (Nidhugg
# finds an error: an assertion failure, a crash, a misuse) or "Forbid" (none). Every program
# listed (commented-out lines too, marked "#") is checked with `pancam check -O LEVEL`
# (default 1) and a time limit (default 30 s). One line per program goes to OUT (default
# nidhugg-suite.txt): name | expected | Nidhugg's flags | result ; stored states ; first
# violation's kind; a summary of expected against found follows on stdout.
#
# How to read it: "Allow" and a violation, "Forbid" and holds agree. Nidhugg reports neither
# deadlocks nor leaks, so "Forbid" with a pancam deadlock is to be read by hand; programs run
# by Nidhugg with -unroll=N are checked without a bound, so a violation beyond it is possible;
# Nidhugg's own builtins (`__VERIFIER_xchg_await_*`) are "cannot check".
set -uo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
pancam="${PANCAM:-$root/target/release/pancam}"
out=nidhugg-suite.txt
opt=1
secs=30
while getopts "o:O:t:h" o; do
    case "$o" in
    o) out="$OPTARG" ;;
    O) opt="$OPTARG" ;;
    t) secs="$OPTARG" ;;
    *)
        sed -n '2,/^set -uo/p' "$0" | sed 's/^# \{0,1\}//; /^set -uo/d'
        exit 0
        ;;
    esac
done
shift $((OPTIND - 1))
[[ $# -eq 1 ]] || {
    echo "usage: $0 [-o OUT] [-O LEVEL] [-t SECONDS] NIDHUGG_DIR" >&2
    exit 2
}
smoke="$(cd "$1/tests/smoke" && pwd)"
out="$(cd "$(dirname "$out")" && pwd)/$(basename "$out")"
[[ -x "$pancam" ]] || (cd "$root" && cargo build --release >&2)
command -v jq >/dev/null || {
    echo "nidhugg-suite.sh: needs jq" >&2
    exit 1
}
err="$(mktemp)"
trap 'rm -f "$err"' EXIT
: >"$out"
cd "$smoke/C-tests" || exit 1
grep -E '^#? *[A-Za-z0-9_]+ (Allow|Forbid)' "$smoke/reference.results.txt" | sed 's/^# *//' |
    while read -r name expected _; do
        if [[ ! -f "$name.c" ]]; then
            echo "$name | $expected | | MISSING" >>"$out"
            continue
        fi
        flags="$(head -3 "$name.c" | grep -o 'nidhuggc:.*' | sed 's/nidhuggc: *//')"
        j="$(timeout $((secs + 60)) "$pancam" check "-O$opt" --max-time "$secs" --json -q \
            "$name.c" 2>"$err")"
        r="$(echo "$j" | jq -r '[.result, (.statistics.counters.stored | tostring), (.counterexamples[0].kind // "")] | join(" ; ")' 2>/dev/null)"
        [[ -n "$r" ]] || r="ERROR $(head -c 200 "$err" | tr '\n' ' ')"
        echo "$name | $expected | $flags | $r" >>"$out"
    done
awk -F' [|] ' '{ split($4, r, " "); print $2, r[1] }' "$out" | sort | uniq -c
