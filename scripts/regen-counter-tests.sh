#!/usr/bin/env bash
# Regenerates the committed LLVM IR of the counter abstraction's tests (tests/counter):
# for every tests/counter/NAME.c, NAME.O0.ll and NAME.O2.ll with
#
#   $CLANG -std=gnu11 -g -w -S -emit-llvm -OL -o NAME.OL.ll NAME.c
#
# run from inside tests/counter (file names in the debug info are just NAME.c), and
# CLANG_VERSION with the first line of `$CLANG --version`; and for every
# tests/counter/svcomp/TASK.c (SV-COMP tasks, ILP32), TASK.ll as `pancam compile --svcomp
# --data-model ILP32` writes it ($PANCAM, else target/release/pancam).
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
# The SV-COMP-style tasks: compiled as `pancam svcomp` compiles them (ILP32, their yml).
pancam="${PANCAM:-$root/target/release/pancam}"
cd svcomp
for c in *.c; do
    PANCAM_CLANG="$CLANG" "$pancam" compile "$c" --svcomp --data-model ILP32 -o "${c%.c}.ll"
done
sed -i -e 's|directory: "[^"]*"|directory: "."|' ./*.ll
