#!/usr/bin/env bash
# Differential fuzzing of `pancam run` against native execution with Csmith.
#
#   scripts/fuzz-csmith.sh [-o OUTDIR] [-j JOBS] [-l "O0 O2"] [-c "CSMITH OPTIONS"] FIRST_SEED COUNT
#
# For every seed S in FIRST_SEED .. FIRST_SEED+COUNT-1:
#   1. `csmith --seed S CSMITH_OPTIONS` writes the program (the seed and options are recorded
#      in its header and in the results file, so every program can be regenerated);
#   2. for each level L it is compiled natively with clang at -OL (the flags pancam's
#      `compile` uses, minus the IR ones: see src/load.rs `clang_args`) and run with a
#      timeout: a program that times out, crashes, or whose -O0 and -O2 natives disagree is
#      skipped (csmith programs may loop for ever; a native disagreement means undefined
#      behaviour or a compiler bug, not a pancam question);
#   3. `pancam compile -OL -I CSMITH_INCLUDE` makes the IR and `pancam run` runs it with a
#      timeout; stdout (the checksum line) and the exit code must equal the native run's.
#
# Every (seed, level) gets one line in OUTDIR/results.tsv:
#   seed  options-tag  level  status  native-seconds  pancam-seconds  note
# status: ok | mismatch (stdout or exit code differ) | crash (signal or Rust panic) |
#   unsupported (exit 126: construct or external function) | error (exit 125: pancam reported
#   a memory error, division by zero, ... that the native run did not have) | timeout (pancam
#   ran past its limit) | compile-fail (pancam compile) | load-fail (exit 2: malformed IR) |
#   native-timeout | native-fail | native-disagree (these three: program skipped).
# Findings (everything but ok, timeout and the native-* skips) are saved under
# OUTDIR/findings/S-OL/ (the C file, the IR, native and pancam outputs, info.txt with the
# commands); `scripts/reduce-csmith.sh OUTDIR/findings/S-OL` minimises one with creduce.
# A summary is printed at the end (and by `scripts/fuzz-csmith.sh -s OUTDIR`).
#
# Environment: PANCAM (default target/release/pancam, built if missing), CLANG (default via
# scripts/find-clang.sh), CSMITH_INCLUDE (default /usr/include/csmith),
# NATIVE_TIMEOUT (seconds, default 3), PANCAM_TIMEOUT (seconds, default 120), RUN_ARGS
# (the program's arguments, default "1": csmith's main then prints every global's checksum,
# not just the final one, so a wrong value is seen even where the final hash would hide it).
#
# Examples (the campaigns in tests/csmith/README.md):
#   scripts/fuzz-csmith.sh -o /tmp/fz-default 1 1000
#   scripts/fuzz-csmith.sh -o /tmp/fz-small -c "--no-argc --max-funcs 4" 100001 500
set -uo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
out=""
jobs=2
levels="O0 O2"
csmith_opts=""
summary_only=""

usage() {
    sed -n '2,40p' "$0" | sed 's/^# \{0,1\}//' >&2
    exit 2
}

while getopts "o:j:l:c:s:h" opt; do
    case "$opt" in
    o) out="$OPTARG" ;;
    j) jobs="$OPTARG" ;;
    l) levels="$OPTARG" ;;
    c) csmith_opts="$OPTARG" ;;
    s) summary_only="$OPTARG" ;;
    *) usage ;;
    esac
done
shift $((OPTIND - 1))

summarise() {
    local dir="$1"
    local tsv="$dir/results.tsv"
    [[ -f "$tsv" ]] || { echo "no $tsv" >&2; return 1; }
    echo "== summary of $tsv"
    awk -F'\t' '
        { seeds[$1] = 1; st[$3 "\t" $4]++; lv[$3] = 1; all[$4] = 1
          if ($4 !~ /^native-/) { ran[$3]++ }
          if ($5 > 0 && $6 > 1 && $4 == "ok") { r = $6 / $5; if (r > 20) slow[$3]++ } }
        END {
            n = 0; for (s in seeds) n++
            printf "programs: %d\n", n
            for (l in lv) {
                printf "%s: run in pancam %d;", l, ran[l]
                for (k in all) if (st[l "\t" k]) printf " %s %d", k, st[l "\t" k]
                printf "; ok runs over 1s and 20x native: %d\n", slow[l]
            }
        }' "$tsv"
}

if [[ -n "$summary_only" ]]; then
    summarise "$summary_only"
    exit $?
fi
[[ $# -eq 2 ]] || usage
first="$1"
count="$2"
[[ -n "$out" ]] || out="/tmp/pancam-csmith-$first"
mkdir -p "$out/findings" "$out/work"
out="$(cd "$out" && pwd)"

# shellcheck source=scripts/find-clang.sh
[[ -n "${CLANG:-}" ]] || source "$root/scripts/find-clang.sh"
PANCAM="${PANCAM:-$root/target/release/pancam}"
if [[ ! -x "$PANCAM" ]]; then
    (cd "$root" && cargo build --release) || exit 1
fi
CSMITH_INCLUDE="${CSMITH_INCLUDE:-/usr/include/csmith}"
NATIVE_TIMEOUT="${NATIVE_TIMEOUT:-3}"
PANCAM_TIMEOUT="${PANCAM_TIMEOUT:-120}"
RUN_ARGS="${RUN_ARGS-1}"
[[ -f "$CSMITH_INCLUDE/csmith.h" ]] || {
    echo "fuzz-csmith.sh: no csmith.h in $CSMITH_INCLUDE (apt-get install libcsmith-dev)" >&2
    exit 1
}
command -v csmith >/dev/null || { echo "fuzz-csmith.sh: csmith not found" >&2; exit 1; }
tag="$(echo "${csmith_opts:-default}" | tr -s ' ' '_')"
{
    echo "csmith options: ${csmith_opts:-(default)}"
    echo "levels: $levels"
    echo "clang: $("$CLANG" --version | head -n1)"
    echo "pancam: $PANCAM ($(cd "$root" && git rev-parse --short HEAD 2>/dev/null))"
    echo "seeds: $first .. $((first + count - 1))"
    echo "arguments: $RUN_ARGS"
} >>"$out/campaign.txt"

export root out levels csmith_opts tag CLANG PANCAM CSMITH_INCLUDE NATIVE_TIMEOUT PANCAM_TIMEOUT RUN_ARGS

# Runs "$@" with a timeout; sets RC, SECS. stdout/stderr go where the caller redirects them.
timed() {
    local t0=$EPOCHREALTIME
    timeout -k 2 "$@"
    RC=$?
    SECS=$(awk -v a="$t0" -v b="$EPOCHREALTIME" 'BEGIN { printf "%.3f", b - a }')
}
export -f timed

one_seed() {
    local seed="$1"
    local w="$out/work/$seed"
    mkdir -p "$w"
    local c="$w/s$seed.c"
    local line
    record() { printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$seed" "$tag" "$1" "$2" "$3" "$4" "$5" >>"$out/results.tsv"; }
    # shellcheck disable=SC2086
    # (from inside the work directory: csmith writes a platform.info file there)
    if ! (cd "$w" && csmith --seed "$seed" $csmith_opts -o "$c" >/dev/null 2>&1); then
        for L in $levels; do record "$L" csmith-fail 0 0 ""; done
        rm -rf "$w"
        return
    fi
    local cflags=(-std=gnu11 -w -fno-stack-protector -D_FORTIFY_SOURCE=0 -I"$CSMITH_INCLUDE")
    declare -A nout ncode nsecs
    local skip=""
    for L in $levels; do
        if ! "$CLANG" "${cflags[@]}" -"$L" -o "$w/native.$L" "$c" 2>"$w/native.$L.cc"; then
            skip="native-fail"; break
        fi
        # shellcheck disable=SC2086
        timed "$NATIVE_TIMEOUT" "$w/native.$L" $RUN_ARGS >"$w/native.$L.out" 2>/dev/null
        if ((RC == 124 || RC == 137)); then skip="native-timeout"; break; fi
        if ((RC > 128)); then skip="native-fail"; break; fi
        ncode[$L]=$RC
        nsecs[$L]=$SECS
    done
    if [[ -z "$skip" ]]; then
        local ref=""
        for L in $levels; do
            if [[ -z "$ref" ]]; then
                ref="$L"
            elif ! cmp -s "$w/native.$ref.out" "$w/native.$L.out" || [[ "${ncode[$ref]}" != "${ncode[$L]}" ]]; then
                skip="native-disagree"
            fi
        done
    fi
    if [[ -n "$skip" ]]; then
        for L in $levels; do record "$L" "$skip" "${nsecs[$L]:-0}" 0 ""; done
        rm -rf "$w"
        return
    fi
    for L in $levels; do
        local ll="$w/s$seed.$L.ll" status note="" psecs=0
        if ! "$PANCAM" compile "$c" -"$L" -I "$CSMITH_INCLUDE" -o "$ll" >"$w/compile.$L.err" 2>&1; then
            status="compile-fail"
            note="$(head -c 200 "$w/compile.$L.err" | tr '\t\n' '  ')"
        else
            # shellcheck disable=SC2086
            timed "$PANCAM_TIMEOUT" "$PANCAM" run "$ll" -- $RUN_ARGS >"$w/pancam.$L.out" 2>"$w/pancam.$L.err"
            local prc=$RC
            psecs=$SECS
            note="exit native ${ncode[$L]} pancam $prc"
            if ((prc == 124 || prc == 137)) && ! grep -q . "$w/pancam.$L.err"; then
                status="timeout"
            elif cmp -s "$w/native.$L.out" "$w/pancam.$L.out" && [[ "$prc" == "${ncode[$L]}" ]]; then
                status="ok"
                note=""
            elif ((prc == 101)) || ((prc > 128)) || grep -q "panicked" "$w/pancam.$L.err"; then
                status="crash"
            elif ((prc == 126)); then
                status="unsupported"
            elif ((prc == 125)); then
                status="error"
            elif ((prc == 2)); then
                status="load-fail"
            else
                status="mismatch"
            fi
            if [[ "$status" != ok ]]; then
                line="$(grep -m1 -v '^\s*$' "$w/pancam.$L.err" | head -c 200 | tr '\t' ' ')"
                [[ -n "$line" ]] && note="$note: $line"
            fi
        fi
        record "$L" "$status" "${nsecs[$L]}" "$psecs" "$note"
        if [[ "$status" != ok && "$status" != timeout ]]; then
            local f="$out/findings/$seed-$L"
            mkdir -p "$f"
            cp "$c" "$f/prog.c"
            cp "$w/native.$L.out" "$f/native.out"
            [[ -f "$ll" ]] && cp "$ll" "$f/prog.ll"
            [[ -f "$w/pancam.$L.out" ]] && cp "$w/pancam.$L.out" "$f/pancam.out"
            [[ -f "$w/pancam.$L.err" ]] && head -c 100000 "$w/pancam.$L.err" >"$f/pancam.err"
            cp "$w/compile.$L.err" "$f/compile.err"
            {
                echo "seed: $seed"
                echo "csmith options: ${csmith_opts:-(default)}"
                echo "level: $L"
                echo "status: $status"
                echo "native exit: ${ncode[$L]}"
                echo "note: $note"
                echo "regenerate: csmith --seed $seed $csmith_opts -o prog.c"
                echo "args: $RUN_ARGS"
                echo "native: $CLANG ${cflags[*]} -$L -o native prog.c && ./native $RUN_ARGS"
                echo "pancam: pancam compile prog.c -$L -I $CSMITH_INCLUDE -o prog.ll && pancam run prog.ll -- $RUN_ARGS"
            } >"$f/info.txt"
        fi
    done
    rm -rf "$w"
}
export -f one_seed

seq "$first" $((first + count - 1)) | xargs -P "$jobs" -I{} bash -c 'one_seed {}'
rmdir "$out/work" 2>/dev/null
summarise "$out"
