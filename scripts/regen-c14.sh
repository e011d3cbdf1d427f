#!/usr/bin/env bash
# Regenerates the committed clang-14 IR (typed pointers) of tests/targets/c14.
#
#   scripts/regen-c14.sh [OUTDIR]
#
# For every line `NAME LEVEL…` of tests/targets/c14/PROGRAMS this writes OUTDIR/NAME.LEVEL.ll with
#
#   $CLANG14 -std=gnu11 -g -S -emit-llvm -LEVEL -o OUTDIR/NAME.LEVEL.ll NAME.c
#
# compiled from inside tests/differential (the sources are the differential corpus), and
# OUTDIR/CLANG_VERSION. OUTDIR defaults to tests/targets/c14. clang 14 is the last clang whose IR
# uses typed pointers (`i32*`) by default; it is found via $PANCAM_CLANG14, else `clang-14`
# on PATH, and must report version 14.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
corpus="$root/tests/differential"
list="$root/tests/targets/c14/PROGRAMS"
out="${1:-$root/tests/targets/c14}"

CLANG14="${PANCAM_CLANG14:-clang-14}"
if ! command -v "$CLANG14" >/dev/null 2>&1; then
    echo "regen-c14.sh: $CLANG14 not found (install clang-14 or set PANCAM_CLANG14)" >&2
    exit 1
fi
version="$("$CLANG14" --version | head -n 1)"
if [[ ! "$version" =~ clang\ version\ 14\. ]]; then
    echo "regen-c14.sh: $CLANG14 is not clang 14: $version" >&2
    exit 1
fi

mkdir -p "$out"
out="$(cd "$out" && pwd)"
cd "$corpus"
count=0
while read -r name levels; do
    [[ -z "$name" || "$name" == \#* ]] && continue
    if [[ ! -f "$name.c" ]]; then
        echo "regen-c14.sh: tests/differential/$name.c does not exist" >&2
        exit 1
    fi
    for L in $levels; do
        "$CLANG14" -std=gnu11 -g -S -emit-llvm -"$L" -o "$out/$name.$L.ll" "$name.c"
        count=$((count + 1))
    done
done <"$list"
echo "$version" >"$out/CLANG_VERSION"
echo "regen-c14.sh: wrote $count .ll files to $out with $CLANG14" >&2
