#!/usr/bin/env bash
# Regenerates pancam's C library IR (src/vm/libc/libc.{x86_64,i386}.ll) from libc.c.
# Needs clang 14-19 ($PANCAM_CLANG, clang, or clang-19 ... clang-14 on PATH).
# Usage: scripts/regen-libc.sh [OUTDIR]   (default: src/vm/libc)
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-src/vm/libc}
# shellcheck source=scripts/find-clang.sh
source scripts/find-clang.sh
clang=$CLANG
flags=(-std=gnu11 -O2 -g -ffreestanding -fno-builtin -nostdinc -fno-stack-protector
       -fno-asynchronous-unwind-tables -fno-ident -S -emit-llvm)
"$clang" "${flags[@]}" --target=x86_64-pc-linux-gnu src/vm/libc/libc.c -o "$out/libc.x86_64.ll"
"$clang" "${flags[@]}" --target=i386-pc-linux-gnu src/vm/libc/libc.c -o "$out/libc.i386.ll"
# The compilation directory differs between machines; record a neutral one.
sed -i -e 's|directory: "[^"]*"|directory: "."|' "$out/libc.x86_64.ll" "$out/libc.i386.ll"
echo "regen-libc: wrote $out/libc.x86_64.ll and $out/libc.i386.ll with $("$clang" --version | head -1)"
