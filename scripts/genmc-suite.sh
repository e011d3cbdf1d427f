#!/usr/bin/env bash
# Runs pancam on GenMC's own test programs (a checkout of github.com/MPI-SWS/genmc, which
# we do not vendor: its tests are GenMC's), for BENCHMARKS.md's conformance figures.
#
#   scripts/genmc-suite.sh [-o OUT] [-j JOBS] [-O LEVEL] [-t SECONDS] [-m MODEL] GENMC_DIR [SUBDIR...]
#
# Every tests/<SUBDIR>/**/variants/*.c (default SUBDIRs: correct wrong) is compiled with
# clang at -O LEVEL (default 1) with the defines of the test's first `args.*.in` line
# (the one of the memory model when there is one: under sc args.sc.mo.in first, under rc11
# args.rc11.mo.in, then args.rc11.wb.in), against scripts/genmc-shim/genmc.h (GenMC's hints as
# no-ops or their plain meaning), and checked with `pancam check --races` (without --races where
# GenMC's own arguments disable race detection; under rc11 pancam reports races anyway) and a
# time limit (default 20 s). One line per program goes to OUT (default genmc-suite.txt):
# path | flags | seconds | result ; stored states ; verdict. A summary per directory follows
# on stdout.
#
#   -m MODEL          sc (default: no flag), tso or rc11: pancam gets --memory-model MODEL
#   (env) PANCAM      the pancam binary (default target/release/pancam)
#   (env) PANCAM_FLAGS extra `pancam check` flags, split on blanks (e.g. '--max-messages 4')
#
# How to read it: GenMC's tests/correct programs have no error under any memory model GenMC
# supports, so none under sequential consistency either: pancam must not report a violation
# on them (a time limit is "incomplete", not a failure). tests/wrong programs have an error
# under some weak memory model; under sequential consistency many of them are correct, so a
# "holds" there must be read by hand, and a violation must be one sequential consistency
# allows. Programs using the Linux kernel memory model (<lkmm.h>, <linux/*.h>), GenMC's file
# system model or C++ fail to compile or are "cannot check", as expected. With -m rc11 the
# tests are GenMC's own model's: tests/correct must hold (or be incomplete), and every error
# GenMC reports under rc11 in tests/wrong (the racy/* data races, the relaxed Dekker, ...)
# must be found; the shim's hints keep their plain meaning, which may matter there (read a
# violation against GenMC before blaming pancam).
set -uo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
pancam="${PANCAM:-$root/target/release/pancam}"
out=genmc-suite.txt
jobs=2
opt=1
secs=20
model=sc
while getopts "o:j:O:t:m:h" o; do
    case "$o" in
    o) out="$OPTARG" ;;
    j) jobs="$OPTARG" ;;
    O) opt="$OPTARG" ;;
    t) secs="$OPTARG" ;;
    m) model="$OPTARG" ;;
    *)
        sed -n '2,/^set -uo/p' "$0" | sed 's/^# \{0,1\}//; /^set -uo/d'
        exit 0
        ;;
    esac
done
shift $((OPTIND - 1))
[[ $# -ge 1 ]] || {
    echo "usage: $0 [-o OUT] [-j JOBS] [-O LEVEL] [-t SECONDS] [-m MODEL] GENMC_DIR [SUBDIR...]" >&2
    exit 2
}
case "$model" in
sc) argfiles="args.sc.mo.in args.rc11.wb.in args.rc11.mo.in args.imm.wb.in args.in" mflags="" ;;
tso) argfiles="args.sc.mo.in args.rc11.wb.in args.rc11.mo.in args.imm.wb.in args.in" mflags="--memory-model tso" ;;
rc11) argfiles="args.rc11.mo.in args.rc11.wb.in args.rc11.in args.sc.mo.in args.imm.mo.in args.imm.wb.in args.in" mflags="--memory-model rc11" ;;
*)
    echo "genmc-suite.sh: -m sc|tso|rc11, not '$model'" >&2
    exit 2
    ;;
esac
flags="$mflags ${PANCAM_FLAGS:-}"
case "$out" in /*) ;; *) out="$PWD/$out" ;; esac
genmc="$(cd "$1" && pwd)"
shift
subdirs=("$@")
[[ ${#subdirs[@]} -gt 0 ]] || subdirs=(correct wrong)
# shellcheck source=scripts/find-clang.sh
source "$root/scripts/find-clang.sh"
[[ -x "$pancam" ]] || (cd "$root" && cargo build --release >&2)
command -v jq >/dev/null || {
    echo "genmc-suite.sh: needs jq" >&2
    exit 1
}
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
export CLANG pancam opt secs work argfiles flags
shim="$root/scripts/genmc-shim"
export shim

one() {
    local f="$1" d args="" gargs="" a ll j r el start
    d="$(dirname "$(dirname "$f")")"
    for a in $argfiles; do
        if [[ -f "$d/$a" ]]; then
            args="$(head -1 "$d/$a" | sed 's/.*|//')"
            gargs="$(head -1 "$d/$a" | sed 's/|.*//')"
            break
        fi
    done
    local races=(--races)
    [[ "$gargs" == *disable-race-detection* ]] && races=()
    ll="$work/$(echo "$f" | tr '/' '_').ll"
    # shellcheck disable=SC2086 # the test's defines are words
    if ! (cd "$(dirname "$f")" && "$CLANG" -std=gnu11 -g -S -emit-llvm "-O$opt" -I "$shim" \
        -I "$d" -I "$(dirname "$d")" -Wno-int-conversion -Wno-incompatible-pointer-types \
        -Wno-implicit-function-declaration $args -o "$ll" "$(basename "$f")" \
        2>"$ll.cc"); then
        echo "$f | $args | - | CLANG $(grep -m1 'error:' "$ll.cc" | cut -c1-160)"
        return
    fi
    start="$(date +%s.%N)"
    # shellcheck disable=SC2086 # $flags are words
    j="$(timeout $((secs + 60)) "$pancam" check --max-time "$secs" --json -q "${races[@]}" $flags "$ll" 2>"$ll.err")"
    el="$(echo "$start $(date +%s.%N)" | awk '{ printf "%.1f", $2 - $1 }')"
    r="$(echo "$j" | jq -r '[.result, (.statistics.counters.stored | tostring), (.verdict | .[0:100])] | join(" ; ")' 2>/dev/null)"
    [[ -n "$r" ]] || r="ERROR $(head -c 200 "$ll.err" | tr '\n' ' ')"
    echo "$f | $args ${races[*]} $flags | ${el}s | $r"
}
export -f one

: >"$out"
cd "$genmc/tests" || exit 1
for s in "${subdirs[@]}"; do
    find "$s" -path '*variants/*.c' | sort |
        xargs -P "$jobs" -I{} bash -c 'one "$@"' _ {} >>"$out"
done
cd - >/dev/null || exit 1
for s in "${subdirs[@]}"; do
    echo "== $s: $(grep -c "^$s/" "$out") programs"
    grep "^$s/" "$out" | awk -F'|' '{ split($4, w, " "); print w[1] }' | sort | uniq -c
done
