#!/usr/bin/env bash
# Regenerates the committed LLVM IR of the error-detection tests (tests/errors).
#
#   scripts/regen-errors.sh [OUTDIR]
#
# For every tests/errors/NAME.c and every level L its `// LEVELS:` line names (default:
# O0 O2) this writes OUTDIR/NAME.OL.ll with
#
#   $CLANG -std=gnu11 -g -w -S -emit-llvm -OL -o OUTDIR/NAME.OL.ll NAME.c
#
# run from inside tests/errors (so file names in the debug info are just NAME.c), and
# OUTDIR/CLANG_VERSION with the first line of `$CLANG --version`. OUTDIR defaults to
# tests/errors (the committed copies); tests/errors.rs passes a temporary directory to check
# that fresh IR still behaves the same.
#
# clang is found via $PANCAM_CLANG, then `clang`, `clang-19`, …, `clang-14` on PATH (the same
# search as build.rs and scripts/regen-ll.sh).
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
src="$root/tests/errors"
out="${1:-$src}"

# shellcheck source=scripts/find-clang.sh
source "$root/scripts/find-clang.sh"

mkdir -p "$out"
out="$(cd "$out" && pwd)"
shopt -s nullglob
sources=("$src"/*.c)
if [[ ${#sources[@]} -eq 0 ]]; then
    echo "regen-errors.sh: no C sources in $src" >&2
    exit 1
fi

# The levels a program is compiled at: its `// LEVELS: O0 O2` line, else O0 and O2.
levels_of() {
    local line
    line="$(grep -m1 -E '^// LEVELS:' "$1" || true)"
    if [[ -n "$line" ]]; then
        echo "${line#// LEVELS:}"
    else
        echo "O0 O2"
    fi
}

cd "$src"
jobs_max="${REGEN_JOBS:-$(nproc 2>/dev/null || echo 2)}"
expected=()
for c in "${sources[@]}"; do
    name="$(basename "$c" .c)"
    if [[ "$out" == "$src" ]]; then
        rm -f "$out/$name".O[0-3].ll
    fi
    for L in $(levels_of "$c"); do
        expected+=("$out/$name.$L.ll")
        "$CLANG" -std=gnu11 -g -w -S -emit-llvm -"$L" -o "$out/$name.$L.ll" "$name.c" &
        while (($(jobs -rp | wc -l) >= jobs_max)); do
            wait -n || true
        done
    done
done
wait
missing=0
for f in "${expected[@]}"; do
    if [[ ! -s "$f" ]]; then
        echo "regen-errors.sh: failed to produce $f" >&2
        missing=1
    fi
done
if ((missing)); then
    exit 1
fi
"$CLANG" --version | head -n 1 >"$out/CLANG_VERSION"
echo "regen-errors.sh: wrote ${#expected[@]} .ll files to $out with $CLANG" >&2
