#!/usr/bin/env bash
# Symmetry reduction benchmark: states and time with the reduction (the default) and
# without (--no-symmetry), both with the default stubborn sets.
#
#   scripts/bench-symmetry.sh [OUT.md]
#
# 1. Programs with identical threads (benches/symmetry/*.c, compiled at -O2 with -DN=...):
#    detached workers taking tickets (tickets.c), a pool whose handles are overwritten
#    (pool.c), readers and writers on a rwlock (rw.c, R readers and W writers), and the
#    same pool joined in order through an array (joined.c: the reduction's limit), and
#    detached workers each given a heap block of its own (jobs.c: renamed with the blocks;
#    -DALLOC_FIRST: all blocks allocated before the first worker starts), and detached
#    workers each with an array on its stack (stacks.c: renamed with their stack objects;
#    also at -O0), and detached workers each counting in a __thread variable (tls.c:
#    renamed with their thread-local copies; also at -O0).
# 2. The cost per state: committed programs whose threads all differ (the philosophers
#    get their index, bakery and Szymanski their id), where nothing merges: states per
#    second with and without, best of three runs.
#
# Needs clang (for 1) and jq. Prints Markdown tables to stdout (and OUT.md if given).
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
out="${1:-}"
limit="${LIMIT:-300}"
cargo build --release --quiet
pancam="$root/target/release/pancam"

# run FILE FLAGS... -> "states seconds result"
run() {
    "$pancam" check --json -q --max-time "$limit" "$@" 2>/dev/null \
        | jq -r '[.statistics.counters.stored, (.statistics.elapsed * 1000 | round / 1000), .result] | @tsv'
}

{
    echo "| program | threads | states | s | states, --no-symmetry | s | states saved | result |"
    echo "| --- | --- | ---: | ---: | ---: | ---: | ---: | --- |"
    row() {
        local file="$1" label="$2"
        shift 2
        read -r s1 t1 r1 <<<"$(run "$file" "${level:--O2}" "$@")"
        read -r s2 t2 r2 <<<"$(run "$file" "${level:--O2}" "$@" --no-symmetry)"
        local ratio
        ratio="$(awk -v a="$s2" -v b="$s1" 'BEGIN { printf "%.1fx", a / b }')"
        [ "$r1" = "$r2" ] || r1="$r1 (without: $r2)"
        echo "| \`$(basename "$file")\` | $label | $s1 | $t1 | $s2 | $t2 | $ratio | $r1 |"
    }
    for n in 2 3 4 5 6; do row benches/symmetry/tickets.c "N=$n" -DN=$n; done
    for n in 2 3 4 5 6; do row benches/symmetry/pool.c "N=$n" -DN=$n; done
    for rw in "2 1" "3 1" "3 2" "4 2"; do
        read -r r w <<<"$rw"
        row benches/symmetry/rw.c "R=$r W=$w" -DR=$r -DW=$w
    done
    for n in 2 3 4 5; do row benches/symmetry/joined.c "N=$n" -DN=$n; done
    for n in 2 3 4 5; do row benches/symmetry/jobs.c "N=$n" -DN=$n; done
    for n in 4 5; do row benches/symmetry/jobs.c "N=$n, allocated first" -DN=$n -DALLOC_FIRST; done
    for n in 2 3 4 5; do row benches/symmetry/stacks.c "N=$n" -DN=$n; done
    for n in 4 5; do level=-O0 row benches/symmetry/stacks.c "N=$n, -O0" -DN=$n; done
    for n in 2 3 4 5; do row benches/symmetry/tls.c "N=$n" -DN=$n; done
    for n in 4 5; do level=-O0 row benches/symmetry/tls.c "N=$n, -O0" -DN=$n; done
    echo
    echo "| program (nothing merges) | states | states/s | states/s, --no-symmetry | cost |"
    echo "| --- | ---: | ---: | ---: | ---: |"
    for p in "programs/philosophers8-ordered.O2.ll --por none" \
        "programs/bakery3.O2.ll --no-deadlocks" "programs/szymanski3.O2.ll" \
        "programs/robots5.O2.ll"; do
        read -r f flags <<<"$p"
        best() {
            local b=0
            for _ in 1 2 3; do
                read -r s t _ <<<"$(run "$f" $flags "$@")"
                b="$(awk -v s="$s" -v t="$t" -v b="$b" 'BEGIN { r = s / t; print (r > b ? r : b) }')"
            done
            echo "$s $b"
        }
        read -r s1 r1 <<<"$(best)"
        read -r s2 r2 <<<"$(best --no-symmetry)"
        cost="$(awk -v a="$r1" -v b="$r2" 'BEGIN { printf "%+.0f%%", (b / a - 1) * 100 }')"
        printf '| `%s %s` | %s (without: %s) | %.0f | %.0f | %s |\n' "$(basename "$f")" "$flags" "$s1" "$s2" "$r1" "$r2" "$cost"
    done
} | tee ${out:+"$out"}
