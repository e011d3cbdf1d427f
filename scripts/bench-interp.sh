#!/usr/bin/env bash
# Interpreter throughput: `pancam run` against `lli-19 -force-interpreter` (LLVM's own IR
# interpreter) on the programs of benches/interp/, in IR instructions per second.
#
#   scripts/bench-interp.sh [-n RUNS] [--callgrind] [--callgrind-lli] [PROGRAM...]
#
# Builds pancam in release, then for each program and level (O0, O2) runs lli and pancam
# RUNS times each (default 5), alternating, on the same committed NAME.LEVEL.ll, checks that
# both print NAME.out, and prints a Markdown table: the wall time of each (minimum over the
# runs, which is the right statistic on a shared, noisy machine, and the median), IR
# instructions per second and the speedup (lli time / pancam time). Times are for the whole
# process, startup included; the startup of both (an empty main) is printed below the table.
# The IR instruction counts are the committed benches/interp/counts.tsv (regen.sh).
#
# --callgrind also runs pancam once per program under `valgrind --tool=callgrind` and
# reports the machine instructions it executes (deterministic, independent of load), less
# those of an empty program, per IR instruction. --callgrind-lli (implies --callgrind) does
# the same for lli and adds the ratio lli / pancam of machine instructions: a speedup figure
# that the machine's load cannot disturb (though it ignores cache misses and branch
# mispredictions). Slow: lli runs about 70 times slower under valgrind (some 20 minutes).
#
# Without lli-19 on PATH (Debian package llvm-19) the lli columns are skipped.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
dir="$root/benches/interp"
LLI="${LLI:-lli-19}"
runs=5
callgrind=0
callgrind_lli=0
programs=()
while [[ $# -gt 0 ]]; do
    case "$1" in
    -n | --runs)
        runs="$2"
        shift 2
        ;;
    --callgrind)
        callgrind=1
        shift
        ;;
    --callgrind-lli)
        callgrind=1
        callgrind_lli=1
        shift
        ;;
    -h | --help)
        sed -n '2,/^set -euo/p' "${BASH_SOURCE[0]}" | sed '$d; s/^# \{0,1\}//'
        exit 0
        ;;
    -*)
        echo "bench-interp.sh: unknown option $1 (see --help)" >&2
        exit 2
        ;;
    *)
        programs+=("$1")
        shift
        ;;
    esac
done
if ! [[ "$runs" =~ ^[1-9][0-9]*$ ]]; then
    echo "bench-interp.sh: -n wants a positive number, not '$runs'" >&2
    exit 2
fi

declare -A count=()
order=()
while read -r prog level n; do
    [[ -z "$prog" || "$prog" == \#* ]] && continue
    count["$prog $level"]="$n"
    order+=("$prog $level")
done <"$dir/counts.tsv"
if [[ ${#programs[@]} -eq 0 ]]; then
    # counts.tsv is sorted by name; present the four of the issue first.
    programs=(sieve nbody list fib)
    for key in "${order[@]}"; do
        p="${key% *}"
        [[ " ${programs[*]} " == *" $p "* ]] || programs+=("$p")
    done
fi
for p in "${programs[@]}"; do
    if [[ -z "${count[$p O0]:-}" ]]; then
        echo "bench-interp.sh: no program '$p' in $dir/counts.tsv" >&2
        exit 2
    fi
done

have_lli=1
if ! command -v "$LLI" >/dev/null 2>&1; then
    have_lli=0
    callgrind_lli=0
    echo "bench-interp.sh: $LLI not found (Debian package llvm-19): skipping the lli runs" >&2
fi
if [[ $callgrind -eq 1 ]] && ! command -v valgrind >/dev/null 2>&1; then
    echo "bench-interp.sh: valgrind not found: no --callgrind" >&2
    exit 1
fi

echo "building pancam (release)..." >&2
(cd "$root" && cargo build --release --quiet)
pancam="$root/target/release/pancam"

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
# The empty program's IR, for startup times: written by hand so no clang is needed.
cat >"$tmp/empty.ll" <<'LL'
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define dso_local i32 @main() {
  ret i32 0
}
LL
empty_ll="$tmp/empty.ll"

# Seconds since the epoch, with microseconds (no fork).
now() { echo "${EPOCHREALTIME/,/.}"; }

# Runs "$@" with stdout to $tmp/out; prints the wall time in seconds.
timed() {
    local t0 t1
    t0="$(now)"
    "$@" >"$tmp/out" 2>"$tmp/err" </dev/null
    t1="$(now)"
    awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.6f\n", b - a }'
}

# min and median of the numbers on stdin: "MIN MEDIAN".
stats() {
    sort -g | awk '{ v[NR] = $1 } END {
        m = (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2
        printf "%.6f %.6f\n", v[1], m
    }'
}

check_output() { # tool file expected
    if ! cmp -s "$tmp/out" "$3"; then
        echo "bench-interp.sh: $1 on $2 printed something else than $(basename "$3"):" >&2
        head -c 2000 "$tmp/out" "$tmp/err" >&2
        exit 1
    fi
}

cpu="$(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo | head -n1)"
echo "Machine: $(nproc) cores, ${cpu:-unknown CPU}; load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "Versions: $("$pancam" --version), git $(cd "$root" && git rev-parse --short HEAD 2>/dev/null || echo '?')"
if [[ $have_lli -eq 1 ]]; then
    echo "          $("$LLI" --version | sed -n 's/^ *\(.*LLVM version .*\)/\1/p' | head -n1) ($LLI -force-interpreter)"
fi
echo "Runs: $runs of each tool per row, alternating; times are wall-clock seconds, min (median)."
echo
echo "| program | level | IR instructions | lli time (s) | pancam time (s) | lli M IR/s | pancam M IR/s | speedup | pancam ops / IR |"
echo "|---|---|--:|--:|--:|--:|--:|--:|--:|"
for p in "${programs[@]}"; do
    for level in O0 O2; do
        ll="$dir/$p.$level.ll"
        n="${count[$p $level]}"
        : >"$tmp/lli.t"
        : >"$tmp/pancam.t"
        ops=""
        for ((i = 0; i < runs; i++)); do
            if [[ $have_lli -eq 1 ]]; then
                timed "$LLI" -force-interpreter "$ll" >>"$tmp/lli.t"
                check_output lli "$ll" "$dir/$p.out"
            fi
            timed "$pancam" run --stats "$ll" >>"$tmp/pancam.t"
            check_output pancam "$ll" "$dir/$p.out"
            ops="$(sed -n 's/^pancam: \([0-9]*\) ops in.*/\1/p' "$tmp/err")"
        done
        read -r pmin pmed < <(stats <"$tmp/pancam.t")
        if [[ $have_lli -eq 1 ]]; then
            read -r lmin lmed < <(stats <"$tmp/lli.t")
        else
            lmin=""
            lmed=""
        fi
        awk -v p="$p" -v lv="$level" -v n="$n" -v lmin="$lmin" -v lmed="$lmed" \
            -v pmin="$pmin" -v pmed="$pmed" -v ops="$ops" 'BEGIN {
            lt = "-"; lr = "-"; sp = "-"
            if (lmin != "") {
                lt = sprintf("%.3f (%.3f)", lmin, lmed)
                lr = sprintf("%.1f", n / lmin / 1e6)
                sp = sprintf("%.1f×", lmin / pmin)
            }
            printf "| %s | %s | %.0f | %s | %.3f (%.3f) | %s | %.1f | %s | %.2f |\n",
                p, lv, n, lt, pmin, pmed, lr, n / pmin / 1e6, sp, ops / n
        }'
    done
done
echo

# Startup: an empty main, same number of runs.
: >"$tmp/lli.t"
: >"$tmp/pancam.t"
for ((i = 0; i < runs; i++)); do
    if [[ $have_lli -eq 1 ]]; then
        timed "$LLI" -force-interpreter "$empty_ll" >>"$tmp/lli.t"
    fi
    timed "$pancam" run "$empty_ll" >>"$tmp/pancam.t"
done
read -r pmin _ < <(stats <"$tmp/pancam.t")
line="Startup (empty main, min): pancam $(awk -v t="$pmin" 'BEGIN { printf "%.1f", t * 1000 }') ms"
if [[ $have_lli -eq 1 ]]; then
    read -r lmin _ < <(stats <"$tmp/lli.t")
    line="$line, lli $(awk -v t="$lmin" 'BEGIN { printf "%.1f", t * 1000 }') ms"
fi
echo "$line."
echo "Load average after: $(cut -d' ' -f1-3 /proc/loadavg)"

if [[ $callgrind -eq 1 ]]; then
    # Machine instructions ("Ir") of one run of "$@" under callgrind.
    cg_ir() {
        valgrind --tool=callgrind --callgrind-out-file="$tmp/cg.out" "$@" \
            >"$tmp/out" 2>"$tmp/cg.err" </dev/null || true
        sed -n 's/^==[0-9]*== Collected : \([0-9]*\).*/\1/p' "$tmp/cg.err"
    }
    base="$(cg_ir "$pancam" run "$empty_ll")"
    lbase=""
    header="| program | level | IR instructions | pancam machine instructions | less startup | per IR instruction |"
    rule="|---|---|--:|--:|--:|--:|"
    if [[ $callgrind_lli -eq 1 ]]; then
        lbase="$(cg_ir "$LLI" -force-interpreter "$empty_ll")"
        header="$header lli less startup | lli per IR instruction | lli / pancam |"
        rule="$rule--:|--:|--:|"
    fi
    echo
    echo "Under callgrind: machine instructions executed (startup = empty main: pancam $base${lbase:+, lli $lbase})."
    echo
    echo "$header"
    echo "$rule"
    for p in "${programs[@]}"; do
        for level in O0 O2; do
            ll="$dir/$p.$level.ll"
            n="${count[$p $level]}"
            ir="$(cg_ir "$pancam" run "$ll")"
            check_output "pancam (callgrind)" "$ll" "$dir/$p.out"
            lir=""
            if [[ $callgrind_lli -eq 1 ]]; then
                lir="$(cg_ir "$LLI" -force-interpreter "$ll")"
                check_output "lli (callgrind)" "$ll" "$dir/$p.out"
            fi
            awk -v p="$p" -v lv="$level" -v n="$n" -v ir="$ir" -v b="$base" \
                -v lir="$lir" -v lb="$lbase" 'BEGIN {
                printf "| %s | %s | %.0f | %.0f | %.0f | %.1f |", p, lv, n, ir, ir - b, (ir - b) / n
                if (lir != "")
                    printf " %.0f | %.1f | %.1f× |", lir - lb, (lir - lb) / n, (lir - lb) / (ir - b)
                printf "\n"
            }'
        done
    done
fi
