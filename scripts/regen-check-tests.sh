#!/usr/bin/env bash
# Regenerates the committed LLVM IR of the model-checking tests (tests/check).
#
#   scripts/regen-check-tests.sh [OUTDIR]
#
# For every tests/check/NAME.c and every level L its `// LEVELS:` line names (default:
# O0 O2) this writes OUTDIR/NAME.OL.ll with
#
#   $CLANG -std=gnu11 -g -w -S -emit-llvm -OL -o OUTDIR/NAME.OL.ll NAME.c
#
# run from inside tests/check (so file names in the debug info are just NAME.c), and
# OUTDIR/CLANG_VERSION with the first line of `$CLANG --version`. OUTDIR defaults to
# tests/check (the committed copies); tests/check.rs passes a temporary directory to check
# that fresh IR still gives the same verdicts.
#
# clang is found via $PANCAM_CLANG, then `clang`, `clang-19`, …, `clang-14` on PATH (the same
# search as build.rs and scripts/regen-ll.sh).
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
src="$root/tests/check"
out="${1:-$src}"

# shellcheck source=scripts/find-clang.sh
source "$root/scripts/find-clang.sh"

mkdir -p "$out"
out="$(cd "$out" && pwd)"
shopt -s nullglob
sources=("$src"/*.c)
if [[ ${#sources[@]} -eq 0 ]]; then
    echo "regen-check-tests.sh: no C sources in $src" >&2
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
        echo "regen-check-tests.sh: failed to produce $f" >&2
        missing=1
    fi
done
if ((missing)); then
    exit 1
fi
# The compilation directory differs between checkouts; record a neutral one (pancam finds
# the source beside the .ll file).
sed -i -e 's|directory: "[^"]*"|directory: "."|' "${expected[@]}"
"$CLANG" --version | head -n 1 >"$out/CLANG_VERSION"
echo "regen-check-tests.sh: wrote ${#expected[@]} .ll files to $out with $CLANG" >&2
