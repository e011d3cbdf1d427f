#!/usr/bin/env bash
# Regenerates the committed LLVM IR of the differential test corpus.
#
#   scripts/regen-ll.sh [OUTDIR]
#
# For every tests/differential/NAME.c this writes OUTDIR/NAME.O0.ll … OUTDIR/NAME.O3.ll with
#
#   $CLANG -std=gnu11 -g -S -emit-llvm -O$L -o OUTDIR/NAME.O$L.ll tests/differential/NAME.c
#
# (clang's default value naming, exactly what users get) and OUTDIR/CLANG_VERSION with the
# first line of `$CLANG --version`. OUTDIR defaults to tests/differential (the committed copies);
# tests/differential.rs passes a temporary directory to check that fresh IR still agrees.
#
# clang is found via $PANCAM_CLANG, then `clang`, `clang-19`, …, `clang-14` on PATH
# (the same search as build.rs).
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
src="$root/tests/differential"
out="${1:-$src}"

# shellcheck source=scripts/find-clang.sh
source "$root/scripts/find-clang.sh"

mkdir -p "$out"
out="$(cd "$out" && pwd)"
shopt -s nullglob
sources=("$src"/*.c)
if [[ ${#sources[@]} -eq 0 ]]; then
    echo "regen-ll.sh: no C sources in $src" >&2
    exit 1
fi

# Compile from inside tests/differential with a relative file name, so the module's source_filename and
# DIFile filename do not depend on where the repository is checked out (the DIFile
# directory still records the working directory, as it does for every user).
cd "$src"
jobs_max="${REGEN_JOBS:-$(nproc 2>/dev/null || echo 2)}"
compile_one() {
    local name="$1" L
    for L in 0 1 2 3; do
        "$CLANG" -std=gnu11 -g -S -emit-llvm -O"$L" -o "$out/$name.O$L.ll" "$name.c"
    done
}
names=()
for c in "${sources[@]}"; do
    name="$(basename "$c" .c)"
    names+=("$name")
    rm -f "$out/$name".O[0-3].ll
    compile_one "$name" &
    while (($(jobs -rp | wc -l) >= jobs_max)); do
        wait -n || true
    done
done
wait
# A failed compilation leaves its output missing (every target was removed first).
missing=0
for name in "${names[@]}"; do
    for L in 0 1 2 3; do
        if [[ ! -s "$out/$name.O$L.ll" ]]; then
            echo "regen-ll.sh: failed to produce $out/$name.O$L.ll" >&2
            missing=1
        fi
    done
done
if ((missing)); then
    exit 1
fi
"$CLANG" --version | head -n 1 >"$out/CLANG_VERSION"
echo "regen-ll.sh: wrote $((${#names[@]} * 4)) .ll files to $out with $CLANG" >&2
