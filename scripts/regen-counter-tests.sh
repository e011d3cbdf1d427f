#!/usr/bin/env bash
# Regenerates the committed LLVM IR of the counter abstraction's tests (tests/counter):
# for every tests/counter/NAME.c, NAME.O0.ll and NAME.O2.ll with
#
#   $CLANG -std=gnu11 -g -w -S -emit-llvm -OL -o NAME.OL.ll NAME.c
#
# run from inside tests/counter (file names in the debug info are just NAME.c), and
# CLANG_VERSION with the first line of `$CLANG --version`; and for every
# tests/counter/svcomp/TASK.c (SV-COMP tasks), TASK.ll as scripts/regen-svcomp.sh writes
# it (pancam compile --svcomp with the task's data model; $PANCAM, else
# target/release/pancam).
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# shellcheck source=scripts/find-clang.sh
source "$root/scripts/find-clang.sh"

cd "$root/tests/counter"
for c in *.c; do
    for level in O0 O2; do
        "$CLANG" -std=gnu11 -g -w -S -emit-llvm "-$level" -o "${c%.c}.$level.ll" "$c"
    done
done
"$CLANG" --version | head -n 1 > CLANG_VERSION
# The SV-COMP-style tasks (category svcomp/), as scripts/regen-svcomp.sh compiles its own.
PANCAM_CLANG="$CLANG" SVCOMP_SRC="$root/tests/counter" "$root/scripts/regen-svcomp.sh"
