#!/usr/bin/env bash
# creduce interestingness test for a reduction finding: exit 0 when the reduced search
# of p.c finds a different set of violation kinds than the unreduced one.
#
#   cp target/fuzz-reduction/p1234.c /tmp/min/p.c && cd /tmp/min
#   PANCAM=$PWD/../../target/release/pancam LEVEL=-O0 GRAN=superstep FLAGS=--races \
#     creduce --not-c /path/to/tests/fuzz_reduction/interesting.sh p.c
#
# PANCAM (default: pancam on PATH), LEVEL (-O0), GRAN (superstep), FLAGS (extra check
# flags, e.g. "--races" or "--store bitstate") select the comparison.
set -u
P="${PANCAM:-pancam}"
LEVEL="${LEVEL:--O0}"
GRAN="${GRAN:-superstep}"
FLAGS="${FLAGS:-}"
"$P" compile p.c "$LEVEL" -o p.ll >/dev/null 2>&1 || exit 1
kinds() {
    # shellcheck disable=SC2086
    timeout 60 "$P" check p.ll --json -q --max-violations 0 --granularity "$1" $FLAGS |
        python3 -c 'import json, sys
d = json.load(sys.stdin)
if d["exit_code"] == 2: sys.exit(1)
print(",".join(sorted(set(c["kind"] for c in d["counterexamples"]))))'
}
ref="$(kinds instruction)" || exit 1
red="$(kinds "$GRAN")" || exit 1
[ "$ref" != "$red" ]
