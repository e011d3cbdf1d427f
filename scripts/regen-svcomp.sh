#!/usr/bin/env bash
# Regenerates the committed LLVM IR of the SV-COMP conformance tasks (tests/svcomp).
#
#   scripts/regen-svcomp.sh [OUTDIR]
#
# SVCOMP_SRC names another directory of CATEGORY/TASK.c tasks (tests/counter, whose
# category is svcomp/); OUTDIR defaults to it.
#
# For every tests/svcomp/CATEGORY/TASK.c this writes OUTDIR/CATEGORY/TASK.ll with
#
#   pancam compile TASK.c --svcomp --data-model DM -o OUTDIR/CATEGORY/TASK.ll
#
# where DM (ILP32 or LP64) is the `data_model:` of the task definition TASK.yml beside the
# program. `pancam compile --svcomp` owns the flags (the same ones `pancam check --svcomp`
# compiles with), so they are kept in one place. The compile runs from inside the category
# directory, so file names in the debug info are just TASK.c. OUTDIR defaults to
# tests/svcomp (the committed copies, beside the sources); OUTDIR/CLANG_VERSION records the
# first line of `$CLANG --version`.
#
# pancam is $PANCAM, else target/release/pancam (build it first with
# `cargo build --release`). clang is found via $PANCAM_CLANG, then `clang`, `clang-19`, …,
# `clang-14` on PATH (scripts/find-clang.sh, the same search as build.rs) and handed to
# pancam through PANCAM_CLANG, so the version recorded is the one that compiled.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
src="${SVCOMP_SRC:-$root/tests/svcomp}"
out="${1:-$src}"
pancam="${PANCAM:-$root/target/release/pancam}"

# shellcheck source=scripts/find-clang.sh
source "$root/scripts/find-clang.sh"
export PANCAM_CLANG="$CLANG"

if [[ ! -x "$pancam" ]]; then
    echo "regen-svcomp.sh: no pancam at $pancam (cargo build --release, or set PANCAM)" >&2
    exit 1
fi
# (The help read whole first: `grep -q` quitting early would fail the pipe under pipefail.)
if ! grep -q -- '--svcomp' <<<"$("$pancam" compile --help 2>/dev/null)"; then
    echo "regen-svcomp.sh: $pancam has no 'compile --svcomp' (needs the SV-COMP mode)" >&2
    exit 1
fi

mkdir -p "$out"
out="$(cd "$out" && pwd)"
shopt -s nullglob
sources=("$src"/*/*.c)
if [[ ${#sources[@]} -eq 0 ]]; then
    echo "regen-svcomp.sh: no tasks in $src" >&2
    exit 1
fi

# The data model of a task: the `data_model:` line of its .yml.
data_model_of() {
    local yml="${1%.c}.yml" dm
    if [[ ! -f "$yml" ]]; then
        echo "regen-svcomp.sh: $1 has no task definition $yml" >&2
        return 1
    fi
    dm="$(sed -n -E 's/^[[:space:]]*data_model:[[:space:]]*([A-Za-z0-9]+).*/\1/p' "$yml" | head -n 1)"
    case "$dm" in
        ILP32 | LP64) echo "$dm" ;;
        *)
            echo "regen-svcomp.sh: $yml: data_model '$dm' is neither ILP32 nor LP64" >&2
            return 1
            ;;
    esac
}

jobs_max="${REGEN_JOBS:-$(nproc 2>/dev/null || echo 2)}"
expected=()
for c in "${sources[@]}"; do
    dir="$(dirname "$c")"
    category="$(basename "$dir")"
    name="$(basename "$c" .c)"
    dm="$(data_model_of "$c")"
    mkdir -p "$out/$category"
    target="$out/$category/$name.ll"
    rm -f "$target"
    expected+=("$target")
    (cd "$dir" && "$pancam" compile "$name.c" --svcomp --data-model "$dm" -o "$target") &
    while (($(jobs -rp | wc -l) >= jobs_max)); do
        wait -n || true
    done
done
wait
missing=0
for f in "${expected[@]}"; do
    if [[ ! -s "$f" ]]; then
        echo "regen-svcomp.sh: failed to produce $f" >&2
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
echo "regen-svcomp.sh: wrote ${#expected[@]} .ll files to $out with $CLANG" >&2
