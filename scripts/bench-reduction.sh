#!/usr/bin/env bash
# Reduction benchmark: the paper's comparisons (Zaks' dissertation, Table 3.1 and Figs.
# 3.12-3.14) on our programs, shared-access ("global access") against superstep (plain:
# --por none), and superstep with the stubborn-set reduction (--por stubborn, the default)
# where it applies (it is off under a context bound).
#
#   scripts/bench-reduction.sh [OUT.md]
#
# 1. Dining philosophers (programs/philosophers.c, left-right forks: they deadlock), N = 2..5:
#    states stored for the whole state space (--no-deadlocks --max-violations 0 is not
#    needed: --no-deadlocks lets the search go on past deadlocks), both granularities.
# 2. The IPC example (programs/ipc.c), context bound 4, queue depth M = 1..$IPC_MAX (default
#    8): states and time, both granularities (compiled from the .c, so clang is needed for
#    M > 4; the committed .ll cover 1..4).
# 3. Peterson with and without the bug (programs/peterson.O2.ll / peterson-fixed.O2.ll):
#    `pancam sweep` over bounds 0..6 for both granularities, with and without the flag/turn
#    abstraction (abstractions/peterson.ll); CSV and SVG plots go to $OUTDIR (default
#    target/bench-reduction).
# 4. Robots on N x N boards (programs/robots.c), N = 2..5: states and time.
#
# Prints Markdown tables to stdout (and OUT.md if given). Single runs: the times are for
# orientation on a shared machine; the state counts are exact and repeatable.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
out="${1:-}"
outdir="${OUTDIR:-$root/target/bench-reduction}"
ipc_max="${IPC_MAX:-8}"
mkdir -p "$outdir"
cargo build --release --quiet
pancam="$root/target/release/pancam"

# run FILE FLAGS... -> "states seconds verdict"
run() {
    local json
    json="$("$pancam" check --json -q "$@" 2>/dev/null || true)"
    jq -r '[.statistics.counters.stored, (.statistics.elapsed | if type == "object" then (.secs + .nanos / 1e9) else . end | . * 1000 | round / 1000), .exit_code] | @tsv' <<<"$json"
}

report=""
say() { report+="$1"$'\n'; }

say "### Dining philosophers (whole state space, --no-deadlocks)"
say ""
say "| N | shared-access states | superstep states | ratio | stubborn states | ratio | paper global/superstep | paper ratio | time sa / ss / stubborn (s) |"
say "| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"
paper=("" "" "59/37" "534/380" "4762/3130" "42386/25021")
for n in 2 3 4 5; do
    ll="programs/philosophers$n.O2.ll"
    read -r sa ta _ < <(run "$ll" --granularity shared-access --no-deadlocks)
    read -r ss ts _ < <(run "$ll" --granularity superstep --por none --no-deadlocks)
    read -r sb tb _ < <(run "$ll" --granularity superstep --por stubborn --no-deadlocks)
    p="${paper[$n]}"
    pr=$(awk -v p="$p" 'BEGIN{split(p,a,"/"); printf "%.2f", a[2]/a[1]}')
    r=$(awk -v a="$sa" -v b="$ss" 'BEGIN{printf "%.2f", b/a}')
    rb=$(awk -v a="$sa" -v b="$sb" 'BEGIN{printf "%.2f", b/a}')
    say "| $n | $sa | $ss | $r | $sb | $rb | $p | $pr | $ta / $ts / $tb |"
done

say ""
say "### IPC example, context bound 4"
say ""
say "| M | shared-access states | superstep states | ratio | time sa / ss (s) |"
say "| ---: | ---: | ---: | ---: | ---: |"
for m in $(seq 1 "$ipc_max"); do
    if [[ -f "programs/ipc-m$m.O2.ll" ]]; then
        src=("programs/ipc-m$m.O2.ll")
    else
        src=(programs/ipc.c -O2 -DM="$m")
    fi
    read -r sa ta _ < <(run "${src[@]}" --granularity shared-access --context-bound 4 --max-time 120)
    read -r ss ts _ < <(run "${src[@]}" --granularity superstep --context-bound 4 --max-time 120)
    r=$(awk -v a="$sa" -v b="$ss" 'BEGIN{if (a > 0) printf "%.3f", b/a; else print "-"}')
    say "| $m | $sa | $ss | $r | $ta / $ts |"
done

say ""
say "### Peterson: states against the context bound (Figs. 3.12-3.13)"
say ""
for prog in peterson peterson-fixed; do
    for abs in "" "--abstraction abstractions/peterson.ll"; do
        # shellcheck disable=SC2086
        "$pancam" sweep "programs/$prog.O2.ll" --bounds 0..=6 --no-early-stop \
            --granularity shared-access,superstep --out "$outdir/$prog${abs:+-abs}" $abs \
            >/dev/null 2>&1 || true
        csv="$outdir/$prog${abs:+-abs}/$prog.O2-sweep.csv"
        say "\`$prog.O2\`${abs:+ with the flag/turn abstraction} (\`$csv\`, plot beside it):"
        say ""
        say "| bound | shared-access | superstep |"
        say "| ---: | --- | --- |"
        for k in 0 1 2 3 4 5 6; do
            a=$(awk -F, -v k="$k" '$1==k && $2=="shared-access" {print $4 " (" $3 ")"}' "$csv")
            b=$(awk -F, -v k="$k" '$1==k && $2=="superstep" {print $4 " (" $3 ")"}' "$csv")
            say "| $k | $a | $b |"
        done
        say ""
    done
done

say "### Robots on N x N boards (Fig. 3.14)"
say ""
say "| N | shared-access states | superstep states | ratio | stubborn states | ratio | time sa / ss / stubborn (s) |"
say "| ---: | ---: | ---: | ---: | ---: | ---: | ---: |"
for n in 2 3 4 5; do
    ll="programs/robots$n.O2.ll"
    read -r sa ta _ < <(run "$ll" --granularity shared-access --max-time 300)
    read -r ss ts _ < <(run "$ll" --granularity superstep --por none --max-time 300)
    read -r sb tb _ < <(run "$ll" --granularity superstep --por stubborn --max-time 300)
    r=$(awk -v a="$sa" -v b="$ss" 'BEGIN{printf "%.3f", b/a}')
    rb=$(awk -v a="$sa" -v b="$sb" 'BEGIN{printf "%.3f", b/a}')
    say "| $n | $sa | $ss | $r | $sb | $rb | $ta / $ts / $tb |"
done

printf '%s' "$report"
if [[ -n "$out" ]]; then
    printf '%s' "$report" >"$out"
fi
