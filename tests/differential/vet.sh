#!/usr/bin/env bash
# Vets differential-corpus programs for undefined, unspecified and nondeterministic
# behaviour before they are committed (not run by `cargo test`; needs gcc, clang, valgrind).
#
#   tests/differential/vet.sh [NAME.c ...]      (default: every program in tests/differential)
#
# For each program it builds with gcc and clang at -O0..-O3 (warnings are errors under
# -Wall -Wextra), with ASan+UBSan (gcc and clang, plus clang's float-cast-overflow), with
# clang's MemorySanitizer, and runs each build twice. Every build must print the same stdout
# and exit with the same code, the two runs of a build must agree, no sanitizer may report,
# and valgrind memcheck must be clean (including leaks). Results differing between compilers
# or optimisation levels mean the program depends on something the C standard leaves open.
set -uo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
cd "$here"
CLANG="${PANCAM_CLANG:-}"
if [[ -z "$CLANG" ]]; then
    for c in clang clang-19 clang-18 clang-17 clang-16 clang-15 clang-14; do
        if command -v "$c" >/dev/null 2>&1; then CLANG="$c"; break; fi
    done
fi
[[ -n "$CLANG" ]] || { echo "vet.sh: no clang found" >&2; exit 2; }
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

configs=(
    "gcc -O0" "gcc -O1" "gcc -O2" "gcc -O3"
    "$CLANG -O0" "$CLANG -O1" "$CLANG -O2" "$CLANG -O3"
    "gcc -O0 -fsanitize=undefined,address -fno-sanitize-recover=all"
    "gcc -O2 -fsanitize=undefined -fno-sanitize-recover=all"
    "$CLANG -O1 -fsanitize=undefined,address,float-cast-overflow -fno-sanitize-recover=all"
    "$CLANG -O1 -fsanitize=memory -fno-sanitize-recover=all"
)

if (($# == 0)); then set -- *.c; fi
status=0
for src in "$@"; do
    name="$(basename "$src" .c)"
    ref=""
    reftag=""
    bad=0
    i=0
    for cfg in "${configs[@]}"; do
        i=$((i + 1))
        read -r -a words <<<"$cfg"
        exe="$tmp/$name.$i"
        if ! "${words[@]:0:1}" -std=gnu11 -Wall -Wextra -Werror "${words[@]:1}" -o "$exe" \
            "$name.c" 2>"$exe.cerr"; then
            echo "$name [$cfg]: compile failed"; head -n 8 "$exe.cerr"; bad=1; break
        fi
        timeout 20 "$exe" >"$exe.out" 2>"$exe.err"; rc=$?
        timeout 20 "$exe" >"$exe.out2" 2>/dev/null; rc2=$?
        if [[ $rc != "$rc2" ]] || ! cmp -s "$exe.out" "$exe.out2"; then
            echo "$name [$cfg]: two runs differ"; bad=1
        fi
        if grep -q -e 'runtime error' -e 'Sanitizer' "$exe.err"; then
            echo "$name [$cfg]: sanitizer report"; head -n 4 "$exe.err"; bad=1
        fi
        sig="$rc $(md5sum <"$exe.out")"
        if [[ -z "$ref" ]]; then
            ref="$sig"; reftag="$cfg"; refout="$exe.out"
        elif [[ "$sig" != "$ref" ]]; then
            echo "$name [$cfg]: differs from [$reftag]"; diff "$refout" "$exe.out" | head -n 6; bad=1
        fi
    done
    if ((bad == 0)) && command -v valgrind >/dev/null 2>&1; then
        valgrind -q --error-exitcode=99 --leak-check=full \
            --errors-for-leak-kinds=definite,indirect,possible \
            "$tmp/$name.1" >/dev/null 2>"$tmp/$name.vg"
        if [[ $? == 99 ]] || grep -q '^==' "$tmp/$name.vg"; then
            echo "$name: valgrind"; head -n 10 "$tmp/$name.vg"; bad=1
        fi
    fi
    if ((bad)); then
        status=1
    else
        echo "$name: ok (exit ${ref%% *}, $(wc -l <"$refout") lines)"
    fi
done
exit $status
