#!/usr/bin/env bash
# Regenerates the committed LLVM IR of the programs in programs/.
#
#   scripts/regen-programs.sh [OUTDIR]
#
# programs/BUILDS lists what to compile, one build a line:
#
#   STEM  SOURCE  LEVELS  [DEFINES...]
#
# and for every level L in LEVELS (comma-separated) this runs, from inside programs/,
#
#   $CLANG -std=gnu11 -g -S -emit-llvm -O$L DEFINES... -o OUTDIR/STEM.O$L.ll SOURCE
#
# then writes OUTDIR/CLANG_VERSION with the first line of `$CLANG --version`. OUTDIR
# defaults to programs/ (the committed copies); tests/programs.rs passes a temporary
# directory to check that fresh IR still gets the expected verdicts.
#
# clang is found via $PANCAM_CLANG, then `clang`, `clang-19`, …, `clang-14` on PATH (the
# same search as build.rs and scripts/regen-ll.sh).
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
src="$root/programs"
out="${1:-$src}"

# shellcheck source=scripts/find-clang.sh
source "$root/scripts/find-clang.sh"

mkdir -p "$out"
out="$(cd "$out" && pwd)"

# Compile from inside programs/ with a relative file name, so the module's source_filename
# and DIFile filename do not depend on where the repository is checked out.
cd "$src"
jobs_max="${REGEN_JOBS:-$(nproc 2>/dev/null || echo 2)}"
targets=()
while read -r stem source levels defines; do
    [[ -z "$stem" || "$stem" == \#* ]] && continue
    if [[ ! -f "$source" ]]; then
        echo "regen-programs.sh: BUILDS names a missing source $source" >&2
        exit 1
    fi
    IFS=',' read -r -a lv <<<"$levels"
    for L in "${lv[@]}"; do
        target="$out/$stem.O$L.ll"
        targets+=("$target")
        rm -f "$target"
        # shellcheck disable=SC2086 # DEFINES are separate words
        "$CLANG" -std=gnu11 -g -S -emit-llvm -O"$L" $defines -o "$target" "$source" &
        while (($(jobs -rp | wc -l) >= jobs_max)); do
            wait -n || true
        done
    done
done <BUILDS
wait
# A failed compilation leaves its output missing (every target was removed first).
missing=0
for t in "${targets[@]}"; do
    if [[ ! -s "$t" ]]; then
        echo "regen-programs.sh: failed to produce $t" >&2
        missing=1
    fi
done
if ((missing)); then
    exit 1
fi
# The compilation directory differs between checkouts; record a neutral one.
sed -i -e 's|directory: "[^"]*"|directory: "."|' "${targets[@]}"
"$CLANG" --version | head -n 1 >"$out/CLANG_VERSION"
echo "regen-programs.sh: wrote ${#targets[@]} .ll files to $out with $CLANG" >&2
