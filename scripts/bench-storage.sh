#!/usr/bin/env bash
# State-storage benchmark (issue 10): pancam with 1 and 2 workers beside Spin (NOREDUCE and
# POR) on the Promela twins in benches/promela/, in one run.
#
#   scripts/bench-storage.sh [--quick] [OUT.md]
#
# Rows: Peterson; dining philosophers N = 5..9, ordered forks and deadlocking (--no-deadlocks,
# Spin -E); the IPC example (programs/ipc.c, M = 4..10, context bound 4; pancam only: it has no
# Promela twin). Programs not committed as .ll (N = 9, IPC M >= 5) are compiled from their C
# source by pancam (needs clang; skipped with a note otherwise).
#
# For pancam: states stored, time, stored states per second, bytes per stored state of the
# exact (tree-compressed) store (`statistics.state_bytes / stored`: its entries and their
# slots, measured), peak RSS of the process (GNU time), and the time with 2 workers. For the
# full store (`--store full`, the uncompressed exact set this store replaced), bytes per state
# and RSS on the philosophers rows. For Spin: states, time, states per second, its state
# vector and "actual memory usage for states" (MB), and POR's states and time.
#
# $PANCAM_ARGS are added to every pancam command: `PANCAM_ARGS="--por none"` gives the
# plain superstep search the issue's targets were set on (stubborn sets are the default since
# issue 11 and store far fewer states).
#
# $RUNS runs per configuration (default 1), fastest kept. --quick stops at N = 7 and M = 6.
# Needs: jq, GNU time (/usr/bin/time), spin and gcc for the Spin columns.
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
RUNS="${RUNS:-1}"
PANCAM_ARGS="${PANCAM_ARGS:-}"
pancam="$root/target/release/pancam"
[[ -x "$pancam" ]] || (cd "$root" && cargo build --release >&2)
for t in jq /usr/bin/time; do
    command -v "$t" >/dev/null 2>&1 || {
        echo "bench-storage.sh: needs $t" >&2
        exit 1
    }
done
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
emit() {
    echo "$*"
    if [[ -n "$out" ]]; then echo "$*" >>"$out"; fi
}
if [[ -n "$out" ]]; then : >"$out"; fi

# pan ARGS... -> "stored secs bytes_per_state rss_kb" (fastest of $RUNS runs)
pan() {
    local best="" i
    for ((i = 0; i < RUNS; i++)); do
        /usr/bin/time -f "%M" -o "$work/rss" "$pancam" check -q --json $PANCAM_ARGS "$@" >"$work/out.json" 2>/dev/null || true
        local line
        line="$(jq -r '.statistics | "\(.counters.stored) \(.elapsed * 1000 | round / 1000) \((.state_bytes // 0) / (if .counters.stored > 0 then .counters.stored else 1 end) | floor)"' "$work/out.json" 2>/dev/null || echo "- - -")"
        line="$line $(tail -1 "$work/rss")"
        if [[ -z "$best" ]] || awk -v a="$(cut -d' ' -f2 <<<"$line")" -v b="$(cut -d' ' -f2 <<<"$best")" 'BEGIN { exit !(a < b) }'; then
            best="$line"
        fi
    done
    echo "$best"
}

have_spin=1
command -v spin >/dev/null 2>&1 && command -v gcc >/dev/null 2>&1 || have_spin=0
pml="$root/benches/promela"
# shellcheck source=scripts/spin-run.sh
source "$root/scripts/spin-run.sh"
rate() { awk -v s="$1" -v t="$2" 'BEGIN { if (t > 0) printf "%.0f", s / t; else print "-" }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (b > 0) printf "%.2f", a / b; else print "-" }'; }
mb() { awk -v k="$1" 'BEGIN { printf "%.0f", k / 1024 }'; }

# source of a program: the committed .ll if there is one, else the C file with its defines
src() {
    local ll="$1" c="$2"
    shift 2
    if [[ -f "$root/programs/$ll" ]]; then
        echo "$root/programs/$ll"
    else
        echo "$root/programs/$c $*"
    fi
}

emit "pancam $(git -C "$root" rev-parse --short HEAD)${PANCAM_ARGS:+ ($PANCAM_ARGS)}, $(nproc) cores; Spin $( ((have_spin)) && spin -V 2>/dev/null | sed -n 's/.*Version \([0-9.]*\).*/\1/p' || echo 'not found'); $(date -u +%F)."
emit ""
emit "| model | pancam states | 1 worker s | states/s | B/state | RSS MB | full-store B/state | full-store RSS MB | 2 workers s | speed-up | Spin NOREDUCE states | s | states/s | vector B | MB states | pancam/Spin states/s | Spin POR states | s |"
emit "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"

row() {
    local name="$1" model="$2" sflags="$3" full="$4"
    shift 4
    local args=("$@")
    read -r st t bps rss <<<"$(pan "${args[@]}" --workers 1)"
    read -r _ t2 _ _ <<<"$(pan "${args[@]}" --workers 2)"
    local fb="-" frss="-"
    if ((full)); then
        read -r _ _ fb frss <<<"$(pan "${args[@]}" --workers 1 --store full)"
        frss="$(mb "$frss")"
    fi
    local sp="| - | - | - | - | - | - | - | -"
    if ((have_spin)) && [[ -n "$model" ]]; then
        read -r vec sst _ smem stime <<<"$(run_spin "$model" "$sflags" "-DNOREDUCE")"
        read -r _ pst _ _ ptime <<<"$(run_spin "$model" "$sflags" "")"
        local pr sr
        pr="$(rate "$st" "$t")"
        sr="$(rate "$sst" "$stime")"
        sp="| $sst | $stime | $sr | $vec | $smem | $(ratio "$pr" "$sr") | $pst | $ptime"
    fi
    emit "| $name | $st | $t | $(rate "$st" "$t") | $bps | $(mb "$rss") | $fb | $frss | $t2 | $(ratio "$t" "$t2") $sp |"
}

# shellcheck disable=SC2046
row "peterson" peterson.pml "" 0 $(src peterson-fixed.O2.ll peterson.c)
nmax=9
((quick)) && nmax=7
for n in $(seq 5 "$nmax"); do
    # shellcheck disable=SC2046
    row "philosophers N=$n ordered" philosophers.pml "-DN=$n -DORDERED" 1 \
        $(src "philosophers$n-ordered.O2.ll" philosophers.c -O2 -DN="$n" -DORDERED)
done
for n in $(seq 5 "$nmax"); do
    # shellcheck disable=SC2046
    row "philosophers N=$n" philosophers.pml "-DN=$n" 1 \
        $(src "philosophers$n.O2.ll" philosophers.c -O2 -DN="$n") --no-deadlocks
done
mmax=10
((quick)) && mmax=6
for m in $(seq 4 "$mmax"); do
    # shellcheck disable=SC2046
    row "IPC M=$m, bound 4" "" "" 0 $(src "ipc-m$m.O2.ll" ipc.c -O2 -DM="$m") --context-bound 4
done
