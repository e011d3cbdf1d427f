#!/usr/bin/env bash
# The distributed search under mpirun (issue 14, BENCHMARKS.md "Scaling"): one
# program, P = 1, 2, 4 ranks (or $RANKS: each entry P, or PxW for W search threads in each
# rank, run with `--bind-to none`; `--oversubscribe`, so P may exceed the cores: say so
# beside the figures), against the single-process search (1 worker, and W workers for each
# W of $RANKS) in the same run: stored
# states, time, states/s, speedup over P = 1, per-rank load balance (largest rank's states
# over the mean), bytes sent per stored state (compressed, and before compression), and the
# tree store's bytes per stored state for comparison.
#
#   scripts/bench-distributed.sh [--pancam BIN] [--dir DIR] [OUT.md]
#
# Rows ($ROWS, "N REDUCTION" separated by commas; default "9 none,11 stubborn"): dining
# philosophers, ordered forks, compiled from programs/philosophers.c into DIR (default: a
# temporary directory) when clang is found, or taken from DIR (`philosophersN-ordered.O2.ll`).
# The single-process rows run 1 worker and each W of $RANKS, or the worker counts of $ONE
# (e.g. ONE=16 on a program too large for one worker in the time at hand).
# Needs a pancam built with `--features mpi`, mpirun and jq. The figures are for
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
RANKS="${RANKS:-1 2 4}"
ROWS="${ROWS:-9 none,11 stubborn}"
[[ -x "$pancam" ]] || (cd "$root" && cargo build --release --features mpi >&2)
for t in jq mpirun; do
    command -v "$t" >/dev/null 2>&1 || {
        echo "bench-distributed.sh: needs $t" >&2
        exit 1
    }
done
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
if [[ -z "$dir" ]]; then dir="$work"; fi
mkdir -p "$dir"
dir="$(cd "$dir" && pwd)"
clang="$( (source "$root/scripts/find-clang.sh" >/dev/null 2>&1 && echo "$CLANG") || true)"
emit() {
    echo "$*"
    if [[ -n "$out" ]]; then echo "$*" >>"$out"; fi
}
if [[ -n "$out" ]]; then : >"$out"; fi
emit "cores: $(nproc); ranks: $RANKS (oversubscribed where more than the cores)"
emit ""
emit "| program | search | states | s | states/s | speedup | imbalance | sent B/stored state | raw B/stored state | store B/state | RSS max MiB |"
emit "|---|---|---|---|---|---|---|---|---|---|---|"
IFS=',' read -ra rows <<<"$ROWS"
for row in "${rows[@]}"; do
    read -r n red <<<"$row"
    ll="$dir/philosophers$n-ordered.O2.ll"
    if [[ ! -f "$ll" ]]; then
        if [[ -n "$clang" ]]; then
            "$clang" -std=gnu11 -g -w -S -emit-llvm -O2 "-DN=$n" -DORDERED -o "$ll" \
                "$root/programs/philosophers.c"
        else
            emit "| philosophers N=$n | (no IR and no clang: skipped) |"
            continue
        fi
    fi
    name="philosophers N=$n ordered, --por $red"
    base=""
    for w in ${ONE:-$(for r in 1 $RANKS; do [[ "$r" == *x* ]] && echo "${r#*x}" || echo 1; done | sort -nu)}; do
        /usr/bin/time -f "%M" -o "$work/rss" "$pancam" check "$ll" --por "$red" --workers "$w" \
            --json >"$work/one.json" || true
        j="$work/one.json"
        label="one process"
        if [[ "$w" != 1 ]]; then label="one process, $w workers"; fi
        emit "| $name | $label | $(jq .statistics.counters.stored "$j") | $(jq '.statistics.elapsed*100|round/100' "$j") | $(jq '.statistics.counters.stored/.statistics.elapsed|round' "$j") | | | | | $(jq '.statistics.state_bytes/.statistics.counters.stored*10|round/10' "$j") | $(($(cat "$work/rss") / 1024)) |"
    done
    for shape in $RANKS; do
        p="${shape%x*}"
        w=1
        bind=()
        if [[ "$shape" == *x* ]]; then
            w="${shape#*x}"
            bind=(--bind-to none)
        fi
        /usr/bin/time -f "%M" -o "$work/rss" mpirun --oversubscribe "${bind[@]}" -np "$p" "$pancam" \
            check "$ll" --por "$red" --distributed --workers "$w" --json >"$work/d.json" || true
        j="$work/d.json"
        t=$(jq .statistics.elapsed "$j")
        if [[ -z "$base" ]]; then base="$t"; fi
        label="P=$p"
        if [[ "$w" != 1 ]]; then label="P=$p × $w threads"; fi
        emit "| $name | $label | $(jq .statistics.counters.stored "$j") | $(jq '.statistics.elapsed*100|round/100' "$j") | $(jq '.statistics.counters.stored/.statistics.elapsed|round' "$j") | $(echo "$base $t" | awk '{printf "%.2f", $1/$2}') | $(jq '.distributed.imbalance*100|round/100' "$j") | $(jq '.distributed.bytes_per_stored_state*10|round/10' "$j") | $(jq '.distributed.raw_bytes_sent/.statistics.counters.stored*10|round/10' "$j") | $(jq '.statistics.state_bytes/.statistics.counters.stored*10|round/10' "$j") | $(($(cat "$work/rss") / 1024)) |"
    done
done
