#!/usr/bin/env bash
# Regenerates the committed IR and expected output of the csmith slice (tests/csmith).
#
#   scripts/regen-csmith.sh [OUTDIR]
#
# For every tests/csmith/NAME.c (a csmith program; its header records the seed and options)
# this writes, run from inside tests/csmith (so file names in the debug info are just
# NAME.c),
#
#   OUTDIR/NAME.O0.ll, NAME.O2.ll   $CLANG -std=gnu11 -g -w -S -emit-llvm -OL
#                                   -fno-stack-protector -D_FORTIFY_SOURCE=0
#                                   -I$CSMITH_INCLUDE NAME.c
#   OUTDIR/NAME.expected            stdout of the native program (clang -O0, the same flags
#                                   without -g -S -emit-llvm) run as `./NAME 1`; the -O2
#                                   native build must print the same, and both exit 0
#
# and OUTDIR/CLANG_VERSION. OUTDIR defaults to tests/csmith (the committed copies).
# CSMITH_INCLUDE defaults to /usr/include/csmith (Debian's libcsmith-dev).
# clang is found via $PANCAM_CLANG, then `clang`, `clang-19`, …, `clang-14` on PATH.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
src="$root/tests/csmith"
out="${1:-$src}"

# shellcheck source=scripts/find-clang.sh
source "$root/scripts/find-clang.sh"
CSMITH_INCLUDE="${CSMITH_INCLUDE:-/usr/include/csmith}"
if [[ ! -f "$CSMITH_INCLUDE/csmith.h" ]]; then
    echo "regen-csmith.sh: no csmith.h in $CSMITH_INCLUDE (apt-get install libcsmith-dev)" >&2
    exit 1
fi

mkdir -p "$out"
out="$(cd "$out" && pwd)"
shopt -s nullglob
sources=("$src"/*.c)
if [[ ${#sources[@]} -eq 0 ]]; then
    echo "regen-csmith.sh: no C sources in $src" >&2
    exit 1
fi
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

flags=(-std=gnu11 -w -fno-stack-protector -D_FORTIFY_SOURCE=0 -I"$CSMITH_INCLUDE")
cd "$src"
failed=0
written=()
for c in "${sources[@]}"; do
    name="$(basename "$c" .c)"
    for L in O0 O2; do
        "$CLANG" "${flags[@]}" -g -S -emit-llvm -"$L" -o "$out/$name.$L.ll" "$name.c"
        written+=("$out/$name.$L.ll")
        "$CLANG" "${flags[@]}" -"$L" -o "$tmp/$name.$L" "$name.c"
        if ! timeout 10 "$tmp/$name.$L" 1 >"$tmp/$name.$L.out"; then
            echo "regen-csmith.sh: $name built at -$L did not exit 0" >&2
            failed=1
        fi
    done
    if ! cmp -s "$tmp/$name.O0.out" "$tmp/$name.O2.out"; then
        echo "regen-csmith.sh: $name prints different output at -O0 and -O2" >&2
        failed=1
    fi
    cp "$tmp/$name.O0.out" "$out/$name.expected"
done
# The compilation directory differs between checkouts; record a neutral one.
sed -i -e 's|directory: "'"$src"'"|directory: "."|' "${written[@]}"
"$CLANG" --version | head -n 1 >"$out/CLANG_VERSION"
echo "regen-csmith.sh: wrote ${#written[@]} .ll files and ${#sources[@]} .expected files to $out with $CLANG" >&2
exit "$failed"
