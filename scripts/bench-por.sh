#!/usr/bin/env bash
# Partial order reduction benchmark (issue 11): pancam's supersteps without (`--por none`)
# and with (`--por stubborn`, the default) the stubborn-set reduction, beside Spin without
# (-DNOREDUCE) and with (its default) partial order reduction on the Promela twins in
# benches/promela/, one run each.
#
#   scripts/bench-por.sh OUT.md
#   ONLY='philosophers-watch' scripts/bench-por.sh OUT.md    # the rows whose name matches
#
# Rows: dining philosophers N = 4..10, ordered forks (-DORDERED) and deadlocking
# (--no-deadlocks; Spin runs with -E, as scripts/spin-run.sh always does, so both explore
# the whole state space), and the same with -DWATCH (each philosopher asserts that its
# neighbours are not eating; the ordered ones at -O0 and -O2); Peterson, Dekker, the bakery and Szymanski, with and without their
# bugs, each beside its twin; the IPC example (programs/ipc.c, M = 1..15, context bound 4;
# pancam only: the reduction is off under a context bound, so its two columns agree); the
# robots (programs/robots.c, N = 2..5; pancam only). Programs not committed as .ll are
# compiled from their C source by pancam (needs clang).
#
# For pancam (`pancam check -q --json`): the verdict, states stored and seconds with
# --por none and with --por stubborn, the share of stubborn states whose stubborn set was a
# proper subset of the enabled threads (por.reduced / por.states) and the mean numbers of
# threads expanded / enabled per state (por.mean_expanded, por.mean_enabled). For Spin
# (`pan -E -m10000000`, see scripts/spin-run.sh): the verdict, states stored and seconds
# with -DNOREDUCE and with its default reduction. Rows with a bug stop at the first
# violation (pancam's and Spin's default), so their counts are not whole state spaces.
#
# Every run is limited to $TIME_LIMIT seconds (default 300: pancam --max-time, `timeout`
# for Spin); a run over it shows "-", and so do the larger instances of the same family in
# that column, which are not run. Needs: jq, timeout; spin and gcc for the Spin columns.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
case "${1:-}" in
-h | --help | "")
    sed -n '2,/^set -euo/p' "$0" | sed 's/^# \{0,1\}//; /^set -euo/d'
    [[ -n "${1:-}" ]] && exit 0
    exit 2
    ;;
esac
out="$1"
limit="${TIME_LIMIT:-300}"
pancam="$root/target/release/pancam"
[[ -x "$pancam" ]] || (cd "$root" && cargo build --release >&2)
for t in jq timeout; do
    command -v "$t" >/dev/null 2>&1 || {
        echo "bench-por.sh: needs $t" >&2
        exit 1
    }
done
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
: >"$out"
emit() {
    echo "$*"
    echo "$*" >>"$out"
}

have_spin=1
command -v spin >/dev/null 2>&1 && command -v gcc >/dev/null 2>&1 || have_spin=0
pml="$root/benches/promela"
RUNS=1
# shellcheck source=scripts/spin-run.sh
source "$root/scripts/spin-run.sh"

# source of a program: the committed .ll if there is one, else the C file with its defines
src() {
    local ll="$1" c="$2"
    shift 2
    if [[ -f "$root/programs/$ll" ]]; then
        echo "programs/$ll"
    else
        echo "programs/$c $*"
    fi
}

# pancam_run ARGS... -> "verdict stored secs reduced_share mean_expanded mean_enabled", or "-" for
# each field when the run stopped at a limit (time, memory) or gave no report
pancam_run() {
    (cd "$root" && timeout "$((limit + 120))" "$pancam" check -q --json --max-time "$limit" "$@" \
        >"$work/out.json" 2>"$work/err") || true
    jq -r '
        def secs: if type == "object" then (.secs + .nanos / 1e9) else . end;
        if any(.incomplete[]?; .reason.reason == "stopped") then "- - - - - -"
        else
            (if .result == "incomplete" and all(.incomplete[]; .reason.reason == "context-bound")
             then "bounded" else .result end) as $v
            | (.statistics.elapsed | secs | . * 1000 | round / 1000) as $t
            | if .por == null then "\($v) \(.statistics.counters.stored) \($t) off - -"
              else "\($v) \(.statistics.counters.stored) \($t) \(.por.reduced / (if .por.states > 0 then .por.states else 1 end) * 100 | round)% \(.por.mean_expanded * 100 | round / 100) \(.por.mean_enabled * 100 | round / 100)"
              end
        end' "$work/out.json" 2>/dev/null || echo "- - - - - -"
}

# spin_run MODEL "SPIN_FLAGS" "CC_FLAGS" -> "verdict stored secs", "-" for each when over the
# limit (the limit includes spin -a and gcc, the seconds are pan's own)
spin_run() {
    local w line verdict st secs
    w="$(mktemp -d -p "$work")"
    line="$(work="$w" pml="$pml" RUNS=1 timeout "$((limit + 60))" \
        bash -c 'source "$0"; run_spin "$@"' "$root/scripts/spin-run.sh" "$1" "$2" "$3" 2>/dev/null || true)"
    read -r _ st _ _ secs <<<"$line"
    if [[ -z "${secs:-}" ]] || awk -v t="$secs" -v l="$limit" 'BEGIN { exit !(t > l) }'; then
        echo "- - -"
        return
    fi
    verdict="$(cat "$w"/*/pan.out 2>/dev/null | awk '
        /errors: [0-9]+/ { for (i = 1; i <= NF; i++) if ($i == "errors:") e = $(i + 1) }
        /max search depth too small/ { d = 1 }
        END { v = (e > 0) ? "violated" : "holds"; if (d) v = v "(depth-cut)"; print v }' || echo "?")"
    echo "$verdict $st $secs"
}

# skip[family:column]=1 once an instance of the family went over the limit in that column
declare -A skip=()
# family column command... -> the command's output, or dashes when skipped or over the limit
timed() {
    local fam="$1" col="$2" n="$3" r
    shift 3
    if [[ -n "$fam" && -n "${skip[$fam:$col]:-}" ]]; then
        r="-"
        for ((; n > 1; n--)); do r="$r -"; done
        echo "$r"
        return
    fi
    r="$("$@")"
    if [[ "${r%% *}" == "-" && -n "$fam" ]]; then skip[$fam:$col]=1; fi
    echo "$r"
}
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (a ~ /^[0-9]+$/ && b > 0) printf "%.2f", a / b; else print "-" }'; }
both() { if [[ "$1" == "$2" || "$2" == "-" ]]; then echo "$1"; elif [[ "$1" == "-" ]]; then echo "$2"; else echo "$1 / $2"; fi; }

dirty=""
[[ -n "$(git -C "$root" status --porcelain -- src Cargo.toml 2>/dev/null)" ]] &&
    dirty=" (src/ modified in the working tree; binary built $(date -u -r "$pancam" '+%F %H:%M UTC'))"
spinv="not found"
((have_spin)) && spinv="Spin $(spin -V 2>/dev/null | sed -n 's/.*Version \([0-9.]*\).*/\1/p')"
emit "## Partial order reduction: pancam --por none / stubborn beside Spin NOREDUCE / POR"
emit ""
emit "pancam $(git -C "$root" rev-parse --short HEAD)$dirty; $spinv, gcc -O2; $(nproc) cores, $(uname -m), $(awk '/MemTotal/ { printf "%.0f GiB", $2 / 1048576 }' /proc/meminfo); $(date -u +%F); time limit ${limit} s per run; one run each."
emit ""
emit "- *pancam program*: what \`pancam check -q --json\` checked (its flags besides \`--por\`; committed IR, or C compiled by pancam at -O2)."
emit "- *verdict*: pancam's (\`--por none\` / \`--por stubborn\` when they differ; *bounded*: no violation within the context bound) and Spin's (an error of \`pan -E\`: an assertion violation)."
emit "- *none* / *stubborn*: states stored (\`statistics.counters.stored\`) and seconds (\`statistics.elapsed\`) with \`--por none\` (plain supersteps) and \`--por stubborn\`; *stubborn/none*: the ratio of the stored states."
emit "- *reduced*: the share of the states the reduction visited whose stubborn set left out some enabled thread (\`por.reduced / por.states\`); *expanded/enabled*: the mean numbers of threads expanded and enabled per state (\`por.mean_expanded\`, \`por.mean_enabled\`); *off*: the reduction did not run (\`por\` is null: under \`--context-bound\` it is switched off, so both pancam columns explore the same space)."
emit "- *Spin NOREDUCE* / *Spin POR*: states stored and seconds of \`spin -a [-DN=..] [-DORDERED|-DBUG] TWIN.pml && gcc -O2 [-DNOREDUCE] -o pan pan.c && ./pan -E -m10000000\` (scripts/spin-run.sh; -E: no invalid-end-state, i.e. deadlock, reports, the counterpart of \`--no-deadlocks\`), on the Promela twin in benches/promela/."
emit "- Rows with a bug (and *peterson*: at -O2 clang hoists the load of the other thread's flag, see programs/README.md) stop at the first violation, pancam's and Spin's default: their counts depend on the search order and are not whole state spaces. *peterson*'s twin is peterson.pml, which models the source algorithm with the paper's \`volatile\` fix (the same twin as *peterson-fixed*): Spin finds nothing there, the bug is the compiler's."
emit "- \"-\": over the time limit (or a memory limit), or not run because a smaller instance of the same family already was; an empty Spin column: no twin."
emit ""
emit "| model | pancam program | verdict pancam | verdict Spin | none states | none s | stubborn states | stubborn s | stubborn/none | reduced | expanded/enabled | Spin NOREDUCE states | s | Spin POR states | s |"
emit "| --- | --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"

# row NAME FAMILY MODEL.pml|"" "SPIN_FLAGS" PANCAM_ARGS...
row() {
    local name="$1" fam="$2" model="$3" sflags="$4"
    shift 4
    [[ -n "${ONLY:-}" && ! "$name" =~ $ONLY ]] && return
    local args=("$@")
    local nv nst nt sv sst st red exp en
    read -r nv nst nt _ _ _ <<<"$(timed "$fam" none 6 pancam_run "${args[@]}" --por none)"
    read -r sv sst st red exp en <<<"$(timed "$fam" stubborn 6 pancam_run "${args[@]}" --por stubborn)"
    local ee="-"
    [[ "$exp" != "-" ]] && ee="$exp / $en"
    local spv="" nrst="" nrt="" post="" pot=""
    if [[ -n "$model" ]]; then
        if ((have_spin)); then
            local v1 v2
            read -r v1 nrst nrt <<<"$(timed "$fam" spin-noreduce 3 spin_run "$model" "$sflags" "-DNOREDUCE")"
            read -r v2 post pot <<<"$(timed "$fam" spin-por 3 spin_run "$model" "$sflags" "")"
            spv="$(both "$v1" "$v2")"
        else
            spv="(no spin)"
        fi
    fi
    emit "| $name | ${args[*]} | $(both "$nv" "$sv") | $spv | $nst | $nt | $sst | $st | $(ratio "$sst" "$nst") | $red | $ee | $nrst | $nrt | $post | $pot |"
}

for n in $(seq 4 10); do
    # shellcheck disable=SC2046
    row "philosophers N=$n ordered" phil-ordered philosophers.pml "-DN=$n -DORDERED" \
        $(src "philosophers$n-ordered.O2.ll" philosophers.c -O2 -DN="$n" -DORDERED)
done
for n in $(seq 4 10); do
    # shellcheck disable=SC2046
    row "philosophers N=$n" phil philosophers.pml "-DN=$n" \
        $(src "philosophers$n.O2.ll" philosophers.c -O2 -DN="$n") --no-deadlocks
done
for o in 0 2; do
    for n in $(seq 4 10); do
        # shellcheck disable=SC2046
        row "philosophers-watch N=$n ordered -O$o" phil-watch-ordered-O$o philosophers.pml "-DN=$n -DORDERED -DWATCH" \
            $(src "philosophers$n-watch-ordered.O$o.ll" philosophers.c -O$o -DN="$n" -DORDERED -DWATCH)
    done
done
for n in $(seq 4 10); do
    # shellcheck disable=SC2046
    row "philosophers-watch N=$n" phil-watch philosophers.pml "-DN=$n -DWATCH" \
        $(src "philosophers$n-watch.O2.ll" philosophers.c -O2 -DN="$n" -DWATCH) --no-deadlocks
done
row peterson "" peterson.pml "" programs/peterson.O2.ll
row peterson-fixed "" peterson.pml "" programs/peterson-fixed.O2.ll
row dekker "" dekker.pml "" programs/dekker.O2.ll
row dekker-bug "" dekker.pml "-DBUG" programs/dekker-bug.O2.ll
row bakery2 "" bakery.pml "-DN=2" programs/bakery2.O2.ll
row bakery2-bug "" bakery.pml "-DN=2 -DBUG" programs/bakery2-bug.O2.ll
row bakery3 "" bakery.pml "-DN=3" programs/bakery3.O2.ll
row bakery3-bug "" bakery.pml "-DN=3 -DBUG" programs/bakery3-bug.O2.ll
row szymanski2 "" szymanski.pml "-DN=2" programs/szymanski2.O2.ll
row szymanski2-bug "" szymanski.pml "-DN=2 -DBUG" programs/szymanski2-bug.O2.ll
row szymanski3 "" szymanski.pml "-DN=3" programs/szymanski3.O2.ll
row szymanski3-bug "" szymanski.pml "-DN=3 -DBUG" programs/szymanski3-bug.O2.ll
for m in $(seq 1 15); do
    # shellcheck disable=SC2046
    row "IPC M=$m, bound 4" ipc "" "" $(src "ipc-m$m.O2.ll" ipc.c -O2 -DM="$m") --context-bound 4
done
for n in $(seq 2 5); do
    # shellcheck disable=SC2046
    row "robots N=$n" robots "" "" $(src "robots$n.O2.ll" robots.c -O2 -DN="$n")
done
