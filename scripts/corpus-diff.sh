#!/usr/bin/env bash
# Runs two pancam binaries on every committed .ll of the repository's test corpora
# (programs/, tests/check, tests/svcomp, tests/state_storage, tests/ltl_check,
# tests/fuzz_reduction), with the default options and with --por none, and prints every
# search whose verdict, stored states or transitions differ between them.
#
# A change that must not change what the search explores (a faster store, a smaller state,
# constants moved out of the state) must give no difference; runs that the time limit cuts
# are listed apart (they stop at different points on a loaded machine).
#
#   scripts/corpus-diff.sh OLD_BINARY NEW_BINARY [-t SECONDS] [-j JOBS]
#
# Needs jq. Prints a summary line; exit status 1 when a complete search differs.
set -euo pipefail
old=${1:?usage: corpus-diff.sh OLD NEW [-t SECONDS] [-j JOBS]}
new=${2:?usage: corpus-diff.sh OLD NEW [-t SECONDS] [-j JOBS]}
shift 2
limit=8
jobs=2
while getopts t:j: o; do
  case $o in
    t) limit=$OPTARG ;;
    j) jobs=$OPTARG ;;
    *) exit 2 ;;
  esac
done
root=$(cd "$(dirname "$0")/.." && pwd)
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

one() { # BINARY FILE MODE
  local bin=$1 f=$2 mode=$3 flags=()
  [[ $mode == none ]] && flags=(--por none)
  "$bin" check -q --json --max-time "$limit" --max-memory 2000 "${flags[@]}" "$f" 2>/dev/null |
    jq -r --arg f "${f#"$root"/}" --arg m "$mode" \
      '[$f, $m, .verdict, (.complete|tostring), .statistics.counters.stored, .statistics.counters.transitions] | @tsv' 2>/dev/null ||
    printf '%s\t%s\terror\tfalse\t-\t-\n' "${f#"$root"/}" "$mode"
}
export -f one
export limit root

files=$(cd "$root" && find programs tests/check tests/svcomp tests/state_storage tests/ltl_check \
  tests/fuzz_reduction -name '*.ll' 2>/dev/null | sort | sed "s|^|$root/|")
for tag in old new; do
  bin=$old
  [[ $tag == new ]] && bin=$new
  for f in $files; do
    printf '%s\t%s\t%s\n' "$bin" "$f" default
    printf '%s\t%s\t%s\n' "$bin" "$f" none
  done | xargs -P "$jobs" -d '\n' -n 1 bash -c 'IFS=$'"'"'\t'"'"' read -r b f m <<< "$0"; one "$b" "$f" "$m"' |
    sort > "$out/$tag"
done
n=$(wc -l < "$out/old")
differ=0
cut=0
while IFS=$'\t' read -r f m v c s t && IFS=$'\t' read -r f2 m2 v2 c2 s2 t2 <&3; do
  if [[ "$v|$s|$t" != "$v2|$s2|$t2" ]]; then
    if [[ $c == true && $c2 == true ]]; then
      echo "DIFFERS  $f $m: $v $s states $t transitions -> $v2 $s2 states $t2 transitions"
      differ=$((differ + 1))
    else
      echo "cut      $f $m: $v ($c) $s/$t -> $v2 ($c2) $s2/$t2"
      cut=$((cut + 1))
    fi
  fi
done < "$out/old" 3< "$out/new"
echo "$n searches: $differ complete searches differ, $cut differ where a limit cut the search"
[[ $differ == 0 ]]
