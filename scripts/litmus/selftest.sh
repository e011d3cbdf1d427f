#!/usr/bin/env bash
# Quick check of the litmus harness itself, without the peers (clang and target/release/pancam
# only, about a minute): pancam under sequential consistency (no --memory-model flag) must
# reach exactly the outcomes of scripts/litmus/ref.py on generated tests of both flavours, and
# must pass every sc condition of tests/weak/litmus from the .c files and the committed .ll.
#
#   scripts/litmus/selftest.sh [N]        # N generated tests per flavour (default 30)
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
n=${1:-30}
tmp=$(mktemp -d /tmp/litmus-selftest.XXXXXX)
trap 'rm -rf "$tmp"' EXIT
fail=0
for fl in c11 tso; do
    "$here/oracle.py" -q --tools pancam,ref --generate "$n" --seed 1 --flavour "$fl" --out "$tmp/$fl" || fail=1
done
"$here/oracle.py" -q --tools pancam,ref --generate 10 --seed 1 --flavour c11 --plain --opt=-O0 --out "$tmp/plain" || fail=1
for ll in "" "--ll O1" "--ll O0"; do
    # shellcheck disable=SC2086
    "$here/classic.py" check --tool pancam:sc $ll | tail -1 | grep -q '^0 mismatches' || { echo "classic.py check $ll failed"; fail=1; }
done
[ $fail = 0 ] && echo "selftest: ok" || echo "selftest: FAILED"
exit $fail
