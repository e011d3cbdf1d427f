#!/usr/bin/env bash
# Regenerates the committed files of the 32-bit test set (tests/targets/c32).
#
#   scripts/regen-c32.sh [OUTDIR]
#
# For every tests/targets/c32/NAME.c this writes to OUTDIR (default: tests/targets/c32 itself)
#
#   NAME.O0.ll, NAME.O2.ll   $CLANG -m32 -std=gnu11 -g -w -S -emit-llvm -OL NAME.c
#   NAME.stdout, NAME.exit   stdout and exit code of the native 32-bit build
#                            gcc -m32 -msse2 -mfpmath=sse -std=gnu11 -O0 -w NAME.c
#                            (run twice; the two runs must agree)
#
# and CLANG_VERSION, GCC_VERSION. clang is compiled from inside tests/targets/c32 so the debug info
# names just NAME.c. The native build needs gcc-multilib; -msse2 -mfpmath=sse avoid x87
# excess precision, a code generation artefact that the IR does not have. Vet a new program
# with scripts/vet-c32.sh first.
#
# clang is found via $PANCAM_CLANG, then `clang`, `clang-19`, …, `clang-14` on PATH.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
src="$root/tests/targets/c32"
out="${1:-$src}"

# shellcheck source=scripts/find-clang.sh
source "$root/scripts/find-clang.sh"

mkdir -p "$out"
out="$(cd "$out" && pwd)"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

echo 'int main(void) { return sizeof(void *) == 4 ? 0 : 1; }' >"$tmp/probe.c"
if ! gcc -m32 -o "$tmp/probe" "$tmp/probe.c" 2>/dev/null || ! "$tmp/probe"; then
    echo "regen-c32.sh: \`gcc -m32\` does not work here (install gcc-multilib)" >&2
    exit 1
fi

shopt -s nullglob
sources=("$src"/*.c)
if [[ ${#sources[@]} -eq 0 ]]; then
    echo "regen-c32.sh: no C sources in $src" >&2
    exit 1
fi

cd "$src"
failed=0
for c in "${sources[@]}"; do
    name="$(basename "$c" .c)"
    for L in 0 2; do
        rm -f "$out/$name.O$L.ll"
        if ! "$CLANG" -m32 -std=gnu11 -g -w -S -emit-llvm -O"$L" -o "$out/$name.O$L.ll" "$name.c"; then
            echo "regen-c32.sh: clang failed on $name.c at -O$L" >&2
            failed=1
        fi
    done
    exe="$tmp/$name"
    if ! gcc -m32 -msse2 -mfpmath=sse -std=gnu11 -O0 -w -o "$exe" "$name.c"; then
        echo "regen-c32.sh: gcc -m32 failed on $name.c" >&2
        failed=1
        continue
    fi
    codes=()
    for run in 1 2; do
        set +e
        (cd "$tmp" && timeout 10 "$exe" </dev/null >"$tmp/$name.out$run" 2>/dev/null)
        codes+=("$?")
        set -e
    done
    if [[ "${codes[0]}" != "${codes[1]}" ]] || ! cmp -s "$tmp/$name.out1" "$tmp/$name.out2"; then
        echo "regen-c32.sh: the native build of $name.c is not deterministic" >&2
        failed=1
        continue
    fi
    if ((codes[0] >= 124)); then
        echo "regen-c32.sh: the native build of $name.c crashed or timed out (${codes[0]})" >&2
        failed=1
        continue
    fi
    cp "$tmp/$name.out1" "$out/$name.stdout"
    echo "${codes[0]}" >"$out/$name.exit"
done
if ((failed)); then
    exit 1
fi
"$CLANG" --version | head -n 1 >"$out/CLANG_VERSION"
gcc --version | head -n 1 >"$out/GCC_VERSION"
echo "regen-c32.sh: wrote IR and native results of ${#sources[@]} programs to $out with $CLANG" >&2
