# Instruments an LLVM IR module (clang's textual .ll) to count the IR instructions it
# executes: at the start of every basic block (after its phis) it adds
#
#   %__irc.K = load i64, ptr @__ir_count
#   %__irc.K.n = add i64 %__irc.K, N        ; N = instructions in the block, terminator included
#   store i64 %__irc.K.n, ptr @__ir_count
#
# and defines @__ir_count. Link the result with ircount.c, which prints the counter at exit:
#
#   awk -f ircount.awk prog.ll > prog.count.ll
#   clang-19 -O0 prog.count.ll ircount.c -o prog.count -lm && ./prog.count
#
# A block is counted whole when entered (a call that never returns, such as exit(), makes
# its block's remaining instructions count too: a handful per run at most). The counter's
# own instructions are not counted. `memory(...)`/readnone/readonly attributes are dropped
# so the added stores are well defined. Handles what clang emits for C: an unlabeled entry
# block, `N:` labels, multi-line `switch`; not indirectbr/callbr/exception handling.

function counter() {
    k++
    printf "  %%__irc.%d = load i64, ptr @__ir_count, align 8\n", k
    printf "  %%__irc.%d.n = add i64 %%__irc.%d, %d\n", k, k, ninstr
    printf "  store i64 %%__irc.%d.n, ptr @__ir_count, align 8\n", k
}

function flush(    i) {
    if (nlines == 0)
        return
    if (ins == 0 && ninstr > 0)
        counter()
    for (i = 1; i <= nlines; i++) {
        print buf[i]
        if (i == ins && ninstr > 0)
            counter()
    }
    nlines = 0; ninstr = 0; ins = 0; leading = 1
}

function add(line) {
    buf[++nlines] = line
}

BEGIN { infn = 0; nlines = 0; ninstr = 0; ins = 0; leading = 1; k = 0; inswitch = 0 }

/^attributes #/ {
    gsub(/ memory\([^)]*\)/, "")
    gsub(/ readnone/, "")
    gsub(/ readonly/, "")
}

!infn && /^define / {
    print
    infn = 1; nlines = 0; ninstr = 0; ins = 0; leading = 1
    next
}

!infn { print; next }

# Inside a function body.
/^}/ { flush(); infn = 0; print; next }

inswitch {
    add($0)
    if ($0 ~ /^ +\]/)
        inswitch = 0
    next
}

/^[^ ;][^ ]*:/ {
    # A label starts a new block.
    flush()
    add($0)
    ins = nlines
    next
}

/^ +[^ ;]/ {
    add($0)
    ninstr++
    if (leading && $0 ~ /^ +%[^ ]+ = phi /)
        ins = nlines
    else
        leading = 0
    if ($0 ~ /^ +switch / && $0 ~ /\[ *$/)
        inswitch = 1
    next
}

{
    # Blank or comment line.
    add($0)
    if (leading)
        ins = nlines
}

END {
    print ""
    print "@__ir_count = global i64 0, align 8"
}
