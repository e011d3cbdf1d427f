#!/usr/bin/env bash
# Monte Carlo benchmark (issues 12 and 43): GMC²'s Table 4.1 (deadlock of the symmetric dining
# philosophers, N = 4..16) and on to N = 64, and Lowe's attack on the Needham–Schroeder
# protocol, with `pancam check --search monte-carlo` on 1 and 2 workers, beside the
# exhaustive search's time on the same program.
#
#   scripts/bench-montecarlo.sh [--quick] [OUT.md]
#
# Philosophers: programs/philosophers.c -DN=n at -O2 (left fork first: deadlocks), compiled by
# pancam (needs clang; committed .ll files are used where they exist). For each N: seed 0's
# search time (the JSON's monte_carlo.elapsed), the process's wall time (load, search,
# replay, printing), samples drawn and counterexample length; the mean samples and search
# time over seeds 0..$SEEDS-1 (default 10); the same with 2 workers (seed 0); and the exhaustive
# search (superstep, default store) with --max-time $EXH_TIME (default 20) s; at N >= 24 its depth-first stack holds millions of states (GBs) by then.
# Needham–Schroeder: programs/needham-schroeder.O2.ll and needham-schroeder-mailbox.O2.ll,
# 2 workers, seeds 0..$NS_SEEDS-1 (default 10), with pancam's defaults (condition waits may
# wake spuriously, and the walk takes a wakeup with probability --mc-spurious 0.01), with
# --mc-spurious uniform (each wakeup drawn like any other move: the walk before issue 43),
# with each share in $NS_SHARES (default: none; e.g. "0.001 0.003 0.03 0.1") and with
# --no-spurious-wakeups: samples and time to Lowe's attack, at most $NS_MAX samples (default
# 2·10^6); Lowe's fixes: time for M samples.
# --quick stops the philosophers at N = 16 and uses 3 seeds (1 for Needham–Schroeder).
# Needs: jq, awk, GNU date.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
quick=0
out=""
for a in "$@"; do
    case "$a" in
    --quick) quick=1 ;;
    -h | --help)
        sed -n '2,/^set -euo/p' "$0" | sed 's/^# \{0,1\}//; /^set -euo/d'
        exit 0
        ;;
    *) out="$a" ;;
    esac
done
SEEDS="${SEEDS:-10}"
EXH_TIME="${EXH_TIME:-20}"
NS_SEEDS="${NS_SEEDS:-10}"
NS_SHARES="${NS_SHARES:-}"
NS_MAX="${NS_MAX:-2000000}"
[[ $quick == 1 ]] && SEEDS=3 && NS_SEEDS=1
pancam="$root/target/release/pancam"
[[ -x "$pancam" ]] || (cd "$root" && cargo build --release >&2)
command -v jq >/dev/null || {
    echo "bench-montecarlo: needs jq" >&2
    exit 2
}

ns=(4 6 8 10 12 14 16)
[[ $quick == 0 ]] && ns+=(20 24 32 48 64)

now() { date +%s.%N; }

# mc FILE [ARGS...]: "search_s wall_s samples moves" of one Monte Carlo run.
mc() {
    local t0 t1 j
    t0=$(now)
    j=$("$pancam" check "$@" --search monte-carlo --json -q 2>/dev/null || true)
    t1=$(now)
    jq -r --arg w "$(awk -v a="$t0" -v b="$t1" 'BEGIN { print b - a }')" \
        '[(.monte_carlo.elapsed|tostring), $w, (.monte_carlo.samples|tostring),
          ((.counterexamples[0].moves // [] | length)|tostring),
          (.counterexamples[0].replayed|tostring)] | join(" ")' <<<"$j"
}

# exhaustive FILE [ARGS...]: "time verdict" of the exhaustive search.
exhaustive() {
    local j
    j=$("$pancam" check "$@" --json -q --max-time "$EXH_TIME" 2>/dev/null || true)
    jq -r '[(.statistics.elapsed|tostring), .result] | join(" ")' <<<"$j"
}

row() { # NAME ARGS...
    local name=$1
    shift
    read -r s0 w0 n0 len0 rep0 <<<"$(mc "$@" --seed 0)"
    local sum_s=0 sum_n=0 max_n=0
    for ((seed = 0; seed < SEEDS; seed++)); do
        read -r s w n len rep <<<"$(mc "$@" --seed "$seed")"
        sum_s=$(awk -v a="$sum_s" -v b="$s" 'BEGIN { print a + b }')
        sum_n=$((sum_n + n))
        ((n > max_n)) && max_n=$n
    done
    read -r s2 w2 n2 len2 rep2 <<<"$(mc "$@" --seed 0 --workers 2)"
    read -r et ev <<<"$(exhaustive "$@")"
    printf '| %s | %.3f | %.2f | %s | %s | %s | %.1f (max %s) | %.3f | %.3f | %s | %s |\n' \
        "$name" "$s0" "$w0" "$n0" "$len0" "$rep0" \
        "$(awk -v a="$sum_n" -v b="$SEEDS" 'BEGIN { print a / b }')" "$max_n" \
        "$(awk -v a="$sum_s" -v b="$SEEDS" 'BEGIN { print a / b }')" "$s2" "$n2" "$(printf '%.2f s, %s' "$et" "$ev")"
}

{
    echo "Monte Carlo on $(nproc) cores, $(date -u +%Y-%m-%d), pancam $(git -C "$root" rev-parse --short HEAD)"
    echo
    echo "| program | search s (seed 0) | wall s | samples | cx moves | replayed | samples, mean of $SEEDS seeds | search s, mean | 2 workers: search s | samples | exhaustive |"
    echo "|---|---:|---:|---:|---:|---|---:|---:|---:|---:|---|"
    for n in "${ns[@]}"; do
        ll="$root/programs/philosophers$n.O2.ll"
        threads=$((n + 8))
        if [[ -f $ll ]]; then
            row "philosophers N=$n" "$ll" --max-threads "$threads"
        else
            row "philosophers N=$n" "$root/programs/philosophers.c" -O2 -DN="$n" --max-threads "$threads"
        fi
    done
    echo
    echo "Needham–Schroeder (-O2), 2 workers, until Lowe's attack is found (at most $NS_MAX samples):"
    echo
    echo "| program | flags | seed | samples | search s | cx moves | replayed |"
    echo "|---|---|---:|---:|---:|---:|---|"
    shares=("" "--mc-spurious uniform")
    for p in $NS_SHARES; do shares+=("--mc-spurious $p"); done
    shares+=("--no-spurious-wakeups")
    for prog in needham-schroeder needham-schroeder-mailbox; do
        for flags in "${shares[@]}"; do
            for ((seed = 0; seed < NS_SEEDS; seed++)); do
                # shellcheck disable=SC2086
                read -r s w n len rep <<<"$(mc "$root/programs/$prog.O2.ll" $flags --seed "$seed" \
                    --workers 2 --max-samples "$NS_MAX")"
                [[ $len == 0 ]] && n="$n (not found)"
                printf '| %s | %s | %s | %s | %.3f | %s | %s |\n' "$prog" "${flags:-(default)}" "$seed" "$n" "$s" "$len" "$rep"
            done
        done
    done
    for prog in needham-schroeder-lowe needham-schroeder-mailbox-lowe; do
        for flags in "" "--no-spurious-wakeups"; do
            # shellcheck disable=SC2086
            read -r s w n len rep <<<"$(mc "$root/programs/$prog.O2.ll" $flags --workers 2)"
            printf '| %s | %s | 0 | %s (no violation) | %.3f | - | - |\n' "$prog" "${flags:-(default)}" "$n" "$s"
        done
    done
} | tee ${out:+"$out"}
