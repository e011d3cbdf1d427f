#!/usr/bin/env bash
# Weak-memory benchmark: pancam beside GenMC and Nidhugg, in one run, on the lock and
# lock-free programs of programs/ (the "Weak memory" section of programs/BUILDS).
#
#   scripts/bench-weak.sh [-O LEVEL] [-t SECONDS] [-f FILTER] [-m MODELS] [-D DEFINES] [OUT.md]
#
# For every build STEM of that section (at LEVEL, default 1) and every model:
#   pancam check programs/STEM.O<LEVEL>.ll --memory-model M --json -q   (M = sc, tso, rc11)
#   GenMC   (run-peer.sh --peer genmc   --model sc|rc11) on the C source with the build's -D
#   Nidhugg (run-peer.sh --peer nidhugg --model sc|tso)
# with a time limit of SECONDS (default 300) each, and prints one Markdown row per build:
# each tool's verdict, pancam's stored states and seconds, the peers' executions and
# seconds (their own wall-clock figure). pancam checks the committed IR; the peers compile
# the C with the same clang and level (run-peer.sh: -O<LEVEL>, the same flags as `pancam
# compile`). FILTER keeps the builds whose whole stem matches it (an extended regular
# expression: `treiber|chase-lev.*`). MODELS (default "sc tso rc11") picks the models.
# DEFINES (e.g. "-DITERS=5", blank-separated) scales a build up: they go after the build's
# own -D to every tool, and pancam then compiles the C source itself (`pancam check FILE.c
# -O<LEVEL> -D...`, the same clang and flags as the peers) instead of the committed IR.
#
# Needs a release build of pancam (built if missing), jq, and the peers
# (../shared/tools/peer-genmc.sh, peer-nidhugg.sh: /opt/peer); a missing peer is a "-".
set -uo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
pancam="${PANCAM:-$root/target/release/pancam}"
peer="${RUN_PEER:-$root/../shared/tools/run-peer.sh}"
level=1
secs=300
filter=".*"
models="sc tso rc11"
extra=""
out=""
while getopts "O:t:f:m:D:h" o; do
    case "$o" in
    O) level="$OPTARG" ;;
    t) secs="$OPTARG" ;;
    f) filter="$OPTARG" ;;
    m) models="$OPTARG" ;;
    D) extra="$OPTARG" ;;
    *)
        sed -n '2,/^set -uo/p' "$0" | sed 's/^# \{0,1\}//; /^set -uo/d'
        exit 0
        ;;
    esac
done
shift $((OPTIND - 1))
out="${1:-}"
[ -x "$pancam" ] || (cd "$root" && cargo build --release -q)

# The builds of the weak-memory section: STEM SOURCE LEVELS DEFINES...
builds() {
    awk -v f="^($filter)\$" '/^# Weak memory/{on=1} on && /^[a-z]/ && $1 ~ f {print}' \
        "$root/programs/BUILDS"
}

pancam_cell() { # FILE MODEL [-O… -D…] -> "verdict | states | seconds"
    local f=$1 m=$2 j
    shift 2
    j=$(timeout -s KILL "$secs" "$pancam" check "$f" "$@" --memory-model "$m" --json -q 2>/dev/null </dev/null)
    if [ -z "$j" ]; then
        echo "timeout | - | >$secs"
        return
    fi
    local v s t
    v=$(jq -r 'if (.counterexamples|length) > 0 then .counterexamples[0].kind
               elif .complete then "holds" else "incomplete" end' <<<"$j")
    s=$(jq -r '.statistics.counters.stored' <<<"$j")
    t=$(jq -r '.statistics.elapsed_seconds // .statistics.elapsed // empty' <<<"$j")
    printf '%s | %s | %.2f\n' "$v" "$s" "${t:-0}"
}

peer_cell() { # PEER MODEL FILE.c DEFINES... -> "verdict | executions | seconds"
    local p=$1 m=$2 c=$3
    shift 3
    if [ ! -x /opt/peer/$p/bin/$p ] && [ ! -x /opt/peer/$p/bin/nidhuggc ]; then
        echo "- | - | -"
        return
    fi
    local line
    line=$("$peer" --peer "$p" --model "$m" --timeout "$secs" "-O$level" "$@" "$c" 2>/dev/null </dev/null | tail -1)
    local v e t
    v=$(sed -n 's/.* verdict=\([^ ]*\).*/\1/p' <<<"$line")
    e=$(sed -n 's/.* executions=\([^ ]*\).*/\1/p' <<<"$line")
    t=$(sed -n 's/.* peer_time=\([^ ]*\).*/\1/p' <<<"$line")
    echo "${v:--} | ${e:--} | ${t:--}"
}

{
    echo "| build (-O$level${extra:+ $extra}) | model | pancam | states | s | GenMC | execs | s | Nidhugg | execs | s |"
    echo "| --- | --- | --- | ---: | ---: | --- | ---: | ---: | --- | ---: | ---: |"
    builds | while read -r stem src levels defs; do
        case ",$levels," in *",$level,"*) ;; *) continue ;; esac
        ll="$root/programs/$stem.O$level.ll"
        c="$root/programs/$src"
        # shellcheck disable=SC2086
        for m in $models; do
            if [ -n "$extra" ]; then
                pc=$(pancam_cell "$c" "$m" "-O$level" $defs $extra)
            else
                pc=$(pancam_cell "$ll" "$m")
            fi
            case "$m" in
            sc) g=$(peer_cell genmc sc "$c" $defs $extra); n=$(peer_cell nidhugg sc "$c" $defs $extra) ;;
            tso) g="- | - | -"; n=$(peer_cell nidhugg tso "$c" $defs $extra) ;;
            rc11) g=$(peer_cell genmc rc11 "$c" $defs $extra); n="- | - | -" ;;
            esac
            echo "| $stem | $m | $pc | $g | $n |"
        done
    done
} | tee ${out:+"$out"}
