#!/usr/bin/env bash
# Multi-core scaling of the exhaustive search (issue 10: "the 16-worker speedup not below
# 12x"): one program, 1, 2, 4, 8 and 16 workers (or $WORKERS), stored states, time and
# speedup against one worker.
#
#   scripts/bench-scaling.sh [--pancam BIN] [--dir DIR] [OUT.md]
#
# Rows: dining philosophers, ordered forks, N = 8, 9 with plain supersteps (`--por none`, the
# configuration of the issue's 12x figure) and N = 9, 10, 11 with stubborn sets (the default).
# The IR of N = 8 is committed; the others are compiled from programs/philosophers.c into DIR
# (default: a temporary directory) when clang is found, or taken from DIR when they are
# already there (`philosophersN-ordered.O2.ll`), so that a machine without clang can run the
# script on IR compiled elsewhere. A row whose IR is missing is skipped with a note.
#
# $ROWS picks rows ("N REDUCTION" separated by commas, default "8 none,9 none,9 stubborn,
# 10 stubborn,11 stubborn"), $WORKERS the worker counts. $RUNS runs per configuration
# (default 1), fastest kept. $CEILING=K first measures what the machine itself allows: the
# first row with one worker run alone, then K such runs started together (their mean time
# over the lone run's is the slowdown that sharing the machine's memory system costs
# independent processes; K / slowdown bounds any K-worker speed-up). Use it on an otherwise idle
# machine with at least as many cores as the largest worker count; the figures are for
# BENCHMARKS.md, never for a test.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
pancam="$root/target/release/pancam"
dir=""
out=""
while [[ $# -gt 0 ]]; do
    case "$1" in
    --pancam)
        pancam="$2"
        shift
        ;;
    --dir)
        dir="$2"
        shift
        ;;
    -h | --help)
        sed -n '2,/^set -euo/p' "$0" | sed 's/^# \{0,1\}//; /^set -euo/d'
        exit 0
        ;;
    *) out="$1" ;;
    esac
    shift
done
RUNS="${RUNS:-1}"
WORKERS="${WORKERS:-1 2 4 8 16}"
[[ -x "$pancam" ]] || (cd "$root" && cargo build --release >&2)
command -v jq >/dev/null 2>&1 || {
    echo "bench-scaling.sh: needs jq" >&2
    exit 1
}
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
if [[ -z "$dir" ]]; then dir="$work"; fi
mkdir -p "$dir"
dir="$(cd "$dir" && pwd)"
emit() {
    echo "$*"
    if [[ -n "$out" ]]; then echo "$*" >>"$out"; fi
}
if [[ -n "$out" ]]; then : >"$out"; fi

# find-clang.sh exits when there is none: ask it in a subshell.
clang="$(source "$root/scripts/find-clang.sh" 2>/dev/null && echo "$CLANG" || true)"

# ir N -> path of philosophersN-ordered.O2.ll, or "" when it cannot be had.
ir() {
    local n="$1" f="$root/programs/philosophers$1-ordered.O2.ll"
    if [[ -f "$f" ]]; then echo "$f"; return; fi
    f="$dir/philosophers$n-ordered.O2.ll"
    if [[ ! -f "$f" && -n "$clang" ]]; then
        (cd "$root/programs" && "$clang" -std=gnu11 -g -S -emit-llvm -O2 -DN="$n" -DORDERED \
            -o "$f" philosophers.c) || true
    fi
    if [[ -f "$f" ]]; then echo "$f"; fi
}

# run FILE WORKERS ARGS... -> "stored secs" (fastest of $RUNS runs)
run() {
    local f="$1" w="$2" best="" i
    shift 2
    for ((i = 0; i < RUNS; i++)); do
        "$pancam" check -q --json --workers "$w" "$@" "$f" >"$work/out.json" 2>/dev/null || true
        local line
        line="$(jq -r '.statistics | "\(.counters.stored) \(.elapsed * 1000 | round / 1000)"' "$work/out.json" 2>/dev/null || echo "- -")"
        if [[ -z "$best" ]] || awk -v a="${line#* }" -v b="${best#* }" 'BEGIN { exit !(a < b) }'; then
            best="$line"
        fi
    done
    echo "$best"
}

IFS=',' read -r -a rows <<<"${ROWS:-8 none,9 none,9 stubborn,10 stubborn,11 stubborn}"

if [[ -n "${CEILING:-}" ]]; then
    read -r n por <<<"${rows[0]}"
    f="$(ir "$n")"
    if [[ -n "$f" ]]; then
        read -r _ alone <<<"$(run "$f" 1 --por "$por")"
        pids=()
        for ((i = 0; i < CEILING; i++)); do
            ("$pancam" check -q --json --workers 1 --por "$por" "$f" 2>/dev/null |
                jq -r '.statistics.elapsed' >"$work/ceil$i") &
            pids+=("$!")
        done
        # Not a bare `wait`: that would also wait for a caller's process substitutions.
        wait "${pids[@]}"
        mean="$(cat "$work"/ceil* | awk '{ s += $1 } END { printf "%.3f", s / NR }')"
        emit "Ceiling: philosophers N=$n ordered --por $por, 1 worker: alone ${alone} s; $CEILING together: mean ${mean} s; at most $(awk -v k="$CEILING" -v a="$alone" -v m="$mean" 'BEGIN { printf "%.1f", k * a / m }')x with $CEILING workers."
        emit ""
    fi
fi

emit "| program | reduction | workers | states stored | time (s) | speedup |"
emit "|---|---|---:|---:|---:|---:|"
for row in "${rows[@]}"; do
    read -r n por <<<"$row"
    f="$(ir "$n")"
    if [[ -z "$f" ]]; then
        emit "| philosophers N=$n ordered | $por | - | skipped: no IR and no clang | | |"
        continue
    fi
    base=""
    for w in $WORKERS; do
        read -r stored secs <<<"$(run "$f" "$w" --por "$por")"
        if [[ -z "$base" ]]; then base="$secs"; fi
        speed="$(awk -v a="$base" -v b="$secs" 'BEGIN { if (b > 0) printf "%.1f", a / b; else print "-" }')"
        emit "| philosophers N=$n ordered | $por | $w | $stored | $secs | $speed |"
    done
done
