#!/usr/bin/env bash
# Search benchmark: pancam on the programs in programs/ under each visited-set mode, and
# Spin on the Promela models in benches/promela/, side by side.
#
#   scripts/bench-programs.sh [--quick] [OUT.md]
#
# For every program below (the interesting sizes of programs/) this runs
#
#   pancam check --json -q --store MODE PROGRAM.ll [FLAGS]
#
# for MODE = exact (default preallocation), exact with --expected-states set to the state
# count of the first run (a fair bytes/state figure: the exact store preallocates
# 65,536 slots), hash-compaction and bitstate (-w 27, -k 3), and records states stored,
# transitions, time, states/s and bytes per stored state (statistics.visited_bytes / stored).
# Each configuration runs $RUNS times (default 3) and the fastest run is kept.
#
# Then, for benches/promela/peterson.pml and philosophers.pml (N = 2..5, left-right and
# ordered forks), it runs `spin -a`, `gcc -O2 -o pan pan.c` (with and without -DNOREDUCE)
# and `./pan -E` (-E: invalid end states, i.e. deadlocks, are not errors, so the whole state
# space is explored, like pancam's --no-deadlocks), recording Spin's states stored,
# transitions, state-vector size, memory and time.
#
# Prints Markdown tables to stdout (and to OUT.md if given). --quick leaves out the programs
# that take more than a few seconds. Needs: a release build (built if missing), jq, and for
# the Spin part spin and gcc (skipped with a note when missing).
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
RUNS="${RUNS:-3}"

if ! command -v jq >/dev/null 2>&1; then
    echo "bench-programs.sh: needs jq" >&2
    exit 1
fi
pancam="$root/target/release/pancam"
if [[ ! -x "$pancam" ]]; then
    (cd "$root" && cargo build --release >&2)
fi
progs="$root/programs"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# PROGRAM.ll | extra flags | quick?   (deadlocking philosophers: --no-deadlocks explores the
# whole state space, as the paper's Table 3.1 counts do)
programs=(
    "peterson-fixed.O0.ll||1"
    "peterson-fixed.O2.ll||1"
    "peterson-atomic.O0.ll||1"
    "peterson-atomic.O2.ll||1"
    "dekker.O0.ll||1"
    "bakery2.O0.ll||1"
    "bakery3.O2.ll||1"
    "szymanski3.O2.ll||1"
    "tas-lock3.O0.ll||1"
    "ticket-lock.O0.ll||1"
    "ticket-lock3.O2.ll||1"
    "philosophers2.O0.ll|--no-deadlocks|1"
    "philosophers3.O0.ll|--no-deadlocks|1"
    "philosophers4.O0.ll|--no-deadlocks|1"
    "philosophers5.O0.ll|--no-deadlocks|0"
    "philosophers2.O2.ll|--no-deadlocks|1"
    "philosophers3.O2.ll|--no-deadlocks|1"
    "philosophers4.O2.ll|--no-deadlocks|1"
    "philosophers5.O2.ll|--no-deadlocks|1"
    "philosophers6.O2.ll|--no-deadlocks|1"
    "philosophers7.O2.ll|--no-deadlocks|0"
    "philosophers8.O2.ll|--no-deadlocks|0"
    "philosophers2-ordered.O2.ll||1"
    "philosophers3-ordered.O2.ll||1"
    "philosophers4-ordered.O2.ll||1"
    "philosophers5-ordered.O0.ll||0"
    "philosophers5-ordered.O2.ll||1"
    "philosophers6-ordered.O2.ll||1"
    "philosophers7-ordered.O2.ll||0"
    "philosophers8-ordered.O2.ll||0"
    "prodcons.O0.ll||1"
    "ipc-m1.O2.ll||1"
    "ipc-m2.O2.ll||1"
    "ipc-m3.O2.ll||1"
    "ipc-m4.O2.ll||1"
    "ipc-m4.O0.ll||1"
    "robots3.O2.ll||1"
    "robots4.O2.ll||1"
    "robots5.O2.ll||1"
    "robots5.O0.ll||0"
    "szymanski2.O0.ll||0"
)

# run_pancam LL FLAGS MODE [EXTRA...] -> "stored transitions seconds visited_bytes verdict"
# (the fastest of $RUNS runs)
run_pancam() {
    local ll="$1" flags="$2" mode="$3"
    shift 3
    local best="" i line secs
    for ((i = 0; i < RUNS; i++)) ; do
        # shellcheck disable=SC2086 # flags are separate words
        line="$("$pancam" check "$progs/$ll" --json -q --store "$mode" $flags "$@" |
            jq -r '[.statistics.counters.stored, .statistics.counters.transitions,
                    (.statistics.elapsed.secs + .statistics.elapsed.nanos / 1e9),
                    .statistics.visited_bytes, (.exit_code | tostring)] | @tsv')" || true
        secs="$(cut -f3 <<<"$line")"
        if [[ -z "$best" ]] || awk -v a="$secs" -v b="$(cut -f3 <<<"$best")" 'BEGIN { exit !(a < b) }'; then
            best="$line"
        fi
    done
    echo "$best"
}

fmt_int() { printf "%'d" "$1"; }
rate() { awk -v n="$1" -v s="$2" 'BEGIN { if (s > 0) printf "%\047.0f", n / s; else print "-" }'; }
per() { awk -v b="$1" -v n="$2" 'BEGIN { if (n > 0) printf "%\047.0f", b / n; else print "-" }'; }
secs3() { awk -v s="$1" 'BEGIN { printf "%.3f", s }'; }

emit() {
    echo "$1"
    if [[ -n "$out" ]]; then echo "$1" >>"$out"; fi
}
if [[ -n "$out" ]]; then : >"$out"; fi

emit "### pancam: visited-set modes"
emit ""
emit "Fastest of $RUNS runs, shared-access granularity, 1 worker. B/state = \`visited_bytes / stored\`:"
emit "*exact* with the default preallocation (65,536 slots), *exact sized* with"
emit "\`--expected-states\` = the state count. Hash compaction and bitstate store the states"
emit "the exact search does unless noted (an omission shows as fewer states)."
emit ""
emit "| program | flags | states | transitions | exact s | states/s | B/state | exact sized B/state | hash-compaction s | B/state | bitstate s | B/state |"
emit "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"
largest=""
largest_n=0
declare -A result # "LL|FLAGS" -> "states transitions secs sized_bytes"
for p in "${programs[@]}"; do
    IFS='|' read -r ll flags q <<<"$p"
    if ((quick)) && [[ "$q" == 0 ]]; then
        continue
    fi
    read -r st tr s vb code <<<"$(run_pancam "$ll" "$flags" exact)"
    if [[ "$code" != 0 ]]; then
        echo "bench-programs.sh: $ll $flags: exit $code, expected a complete search" >&2
    fi
    read -r _ _ s2 vb2 _ <<<"$(run_pancam "$ll" "$flags" exact --expected-states "$st")"
    read -r st_hc _ s_hc vb_hc _ <<<"$(run_pancam "$ll" "$flags" hash-compaction)"
    read -r st_bs _ s_bs vb_bs _ <<<"$(run_pancam "$ll" "$flags" bitstate)"
    note_hc="" note_bs=""
    [[ "$st_hc" != "$st" ]] && note_hc=" ($(fmt_int "$st_hc") states)"
    [[ "$st_bs" != "$st" ]] && note_bs=" ($(fmt_int "$st_bs") states)"
    emit "| \`${ll%.ll}\` | ${flags:-} | $(fmt_int "$st") | $(fmt_int "$tr") | $(secs3 "$s") | $(rate "$st" "$s") | $(per "$vb" "$st") | $(per "$vb2" "$st") | $(secs3 "$s_hc")$note_hc | $(per "$vb_hc" "$st_hc") | $(secs3 "$s_bs")$note_bs | $(per "$vb_bs" "$st_bs") |"
    result["$ll|$flags"]="$st $tr $s $vb2"
    if ((st > largest_n)); then
        largest_n=$st
        largest="$ll"
    fi
done
emit ""
emit "Largest: \`$largest\` ($(fmt_int "$largest_n") states). Profile it with"
emit "\`perf record -g $pancam check programs/$largest -q\`."
emit ""

# ---- Spin ----
if ! command -v spin >/dev/null 2>&1 || ! command -v gcc >/dev/null 2>&1; then
    emit "(spin or gcc not found: the Spin comparison was skipped)"
    exit 0
fi
pml="$root/benches/promela"
# run_spin MODEL.pml "SPIN_FLAGS" "CC_FLAGS": see scripts/spin-run.sh
# shellcheck source=scripts/spin-run.sh
source "$root/scripts/spin-run.sh"
emit "### pancam and Spin side by side"
emit ""
emit "Spin $(spin -V 2>/dev/null | sed -n 's/.*Version \([0-9.]*\).*/\1/p') on \`benches/promela/\`:"
emit "\`spin -a [-DN=n] [-DORDERED] MODEL.pml && gcc -O2 [-DNOREDUCE] -o pan pan.c && ./pan -E -m10000000\`"
emit "(-E: deadlocks are not errors, so the whole state space is explored, as with pancam's"
emit "\`--no-deadlocks\`; fastest of $RUNS runs). *NOREDUCE* turns Spin's partial-order reduction"
emit "off, which is what pancam's shared-access search compares with; the *POR* column is Spin's"
emit "default. Spin's memory is its \"actual memory usage for states\" (its 2^24-slot hash table,"
emit "128 MB, comes on top); pancam's B/state is the exact store sized with \`--expected-states\`."
emit ""
emit "| model | pancam program | pancam states | transitions | s | states/s | B/state | Spin NOREDUCE states | transitions | s | states/s | state vector (B) | MB for states | Spin POR states |"
emit "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"
spin_row() {
    local label="$1" model="$2" sflags="$3" key="$4" q="$5"
    if ((quick)) && [[ "$q" == 0 ]]; then
        return
    fi
    local st tr s vb pc="-" ptr="-" ps="-" prate="-" pbs="-"
    read -r _ st _ _ _ <<<"$(run_spin "$model" "$sflags" "")"
    read -r vec2 st2 tr2 ms2 t2 <<<"$(run_spin "$model" "$sflags" "-DNOREDUCE")"
    if [[ -n "${result[$key]:-}" ]]; then
        read -r pc ptr ps vb <<<"${result[$key]}"
        prate="$(rate "$pc" "$ps")"
        pbs="$(per "$vb" "$pc")"
        ps="$(secs3 "$ps")"
        pc="$(fmt_int "$pc")"
        ptr="$(fmt_int "$ptr")"
    fi
    emit "| $label | \`${key%%.ll|*}\` ${key#*|} | $pc | $ptr | $ps | $prate | $pbs | $(fmt_int "$st2") | $(fmt_int "$tr2") | $t2 | $(rate "$st2" "$t2") | $vec2 | $ms2 | $(fmt_int "$st") |"
}
spin_row "peterson" peterson.pml "" "peterson-fixed.O2.ll|" 1
spin_row "peterson" peterson.pml "" "peterson-fixed.O0.ll|" 1
for n in 2 3 4 5 6 7 8; do
    q=1
    ((n >= 7)) && q=0
    spin_row "philosophers N=$n" philosophers.pml "-DN=$n" "philosophers$n.O2.ll|--no-deadlocks" "$q"
done
for n in 2 3 4 5 6 7 8; do
    q=1
    ((n >= 7)) && q=0
    spin_row "philosophers N=$n ordered" philosophers.pml "-DN=$n -DORDERED" "philosophers$n-ordered.O2.ll|" "$q"
done
emit ""
