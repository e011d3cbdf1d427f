# Sourced by the regen-*.sh scripts: sets CLANG to the first clang found via $PANCAM_CLANG,
# then `clang`, `clang-19`, …, `clang-14` on PATH (the same search as build.rs and
# src/load.rs), or exits with a message naming the calling script.
CLANG=""
_candidates=()
if [[ -n "${PANCAM_CLANG:-}" ]]; then
    _candidates+=("$PANCAM_CLANG")
fi
_candidates+=(clang clang-19 clang-18 clang-17 clang-16 clang-15 clang-14)
for _c in "${_candidates[@]}"; do
    if command -v "$_c" >/dev/null 2>&1; then
        CLANG="$_c"
        break
    fi
done
unset _c _candidates
if [[ -z "$CLANG" ]]; then
    echo "$(basename "$0"): no clang found (set PANCAM_CLANG or install clang-14 … clang-19)" >&2
    exit 1
fi
