# Sourced by the benchmark scripts: runs Spin on a Promela model of $pml (the directory of
# the models), $RUNS times, in a fresh directory under $work.
#
# run_spin MODEL.pml "SPIN_FLAGS" "CC_FLAGS" -> "vector stored transitions mem_states secs"
# (the fastest of $RUNS runs of `pan -E -m10000000`)
run_spin() {
    local model="$1" sflags="$2" cflags="$3" d
    d="$(mktemp -d -p "$work")"
    cp "$pml/$model" "$d/"
    (
        cd "$d"
        # shellcheck disable=SC2086
        spin -a $sflags "$model" >/dev/null
        # shellcheck disable=SC2086
        gcc -O2 $cflags -o pan pan.c
        best=""
        for ((i = 0; i < RUNS; i++)); do
            ./pan -E -m10000000 >pan.out 2>&1 || true
            line="$(awk '
                /^State-vector/ { vec = $2 }
                /states, stored/ { st = $1 }
                /transitions \(= stored\+matched\)/ { tr = $1 }
                /actual memory usage for states/ { ms = $1 }
                /pan: elapsed time/ { t = $4 }
                END { print vec, st, tr, ms, t }' pan.out)"
            if [[ -z "$best" ]] || awk -v a="${line##* }" -v b="${best##* }" 'BEGIN { exit !(a < b) }'; then
                best="$line"
            fi
        done
        echo "$best"
    )
}
