#!/usr/bin/env bash
# Vets C programs for the 32-bit test set (tests/targets/c32): each must behave identically when
# built natively for i386 by gcc and by clang at -O0..-O3, and under AddressSanitizer and
# UndefinedBehaviorSanitizer (both compilers), run twice each.
#
#   scripts/vet-c32.sh FILE.c...
#
# Needs gcc-multilib (gcc -m32 and its sanitizer runtimes) and a clang 14–19. The reference
# build is the one scripts/regen-c32.sh uses for the expected outputs:
#   gcc -m32 -msse2 -mfpmath=sse -std=gnu11 -O0
# (-msse2 -mfpmath=sse: no x87 excess precision, which is a code generation artefact that
# the IR does not have).
set -euo pipefail

CLANG="${PANCAM_CLANG:-}"
if [[ -z "$CLANG" ]]; then
    for c in clang clang-19 clang-18 clang-17 clang-16 clang-15 clang-14; do
        if command -v "$c" >/dev/null 2>&1; then CLANG="$c"; break; fi
    done
fi
[[ -n "$CLANG" ]] || { echo "vet-c32.sh: no clang found" >&2; exit 1; }

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
status=0
for src in "$@"; do
    name="$(basename "$src" .c)"
    ref="$tmp/$name.ref"
    gcc -m32 -msse2 -mfpmath=sse -std=gnu11 -O0 -Wall -Wextra -Werror -o "$ref" "$src"
    want="$tmp/$name.want"
    set +e
    "$ref" >"$want" 2>/dev/null
    want_rc=$?
    set -e
    builds=()
    for L in 0 1 2 3; do
        builds+=("gcc -O$L:gcc -m32 -msse2 -mfpmath=sse -std=gnu11 -O$L -Wall -Wextra -Werror")
        builds+=("clang -O$L:$CLANG -m32 -msse2 -mfpmath=sse -std=gnu11 -O$L -Wall -Wextra -Werror")
    done
    san="-fsanitize=address,undefined -fno-sanitize-recover=all -g"
    builds+=("gcc asan+ubsan:gcc -m32 -msse2 -mfpmath=sse -std=gnu11 -O1 $san")
    builds+=("clang asan+ubsan:$CLANG -m32 -msse2 -mfpmath=sse -std=gnu11 -O1 $san")
    i=0
    for b in "${builds[@]}"; do
        label="${b%%:*}"
        cmd="${b#*:}"
        exe="$tmp/$name.$i"
        i=$((i + 1))
        # shellcheck disable=SC2086
        if ! $cmd -o "$exe" "$src" 2>"$tmp/err"; then
            echo "$name: $label: build failed:"; cat "$tmp/err"; status=1; continue
        fi
        for run in 1 2; do
            set +e
            "$exe" >"$tmp/out" 2>"$tmp/err"
            rc=$?
            set -e
            if [[ $rc -ne $want_rc ]] || ! cmp -s "$tmp/out" "$want"; then
                echo "$name: $label (run $run): differs from the gcc -O0 reference (exit $rc, want $want_rc)"
                diff "$want" "$tmp/out" | head -5 || true
                head -5 "$tmp/err"
                status=1
            fi
        done
    done
    echo "$name: vetted (exit $want_rc, $(wc -l <"$want") lines)"
done
exit $status
