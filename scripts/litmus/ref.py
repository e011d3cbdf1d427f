#!/usr/bin/env python3
"""Reference enumerators of a litmus test's reachable outcomes, straight from its source-level
description (the LITMUS-META line), independent of any compiler:

  sc   interleavings of the operations, each atomic (fences are no-ops).
  tso  the x86-TSO abstract machine of Sewell et al. (CACM 2010): per-thread FIFO store
       buffers, a load reads its thread's newest buffered store to the location, else memory;
       mfence and locked RMWs wait until their thread's buffer is empty (an RMW then reads and
       writes memory in one step); a buffer's oldest store may flush to memory at any time.
       Meant for the tso flavour (every access is plain/locked x86). For c11 tests it follows
       the x86 mapping as Nidhugg does: a seq_cst store is `xchg` (waits for an empty buffer,
       writes memory), other stores are buffered, every RMW is locked, seq_cst fences are
       mfences and other fences no-ops, loads of any order are plain.

    scripts/litmus/ref.py --model sc|tso FILE.c...     # prints the reachable outcomes
"""

import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import litmus  # noqa: E402


def _rmw(op, old):
    if op["op"] == "fadd":
        return old + op["value"]
    if op["op"] == "xchg":
        return op["value"]
    return op["value"] if old == op["expected"] else old


def outcomes(test, model):
    obs = litmus.observables(test)
    names = [l["name"] for l in test["locs"]]
    li = {n: i for i, n in enumerate(names)}
    threads = test["threads"]
    nt = len(threads)
    reg_of = {}
    for t, ops in enumerate(threads):
        for i, op in enumerate(ops):
            if op["kind"] in ("load", "rmw"):
                reg_of[(t, i)] = litmus.reg_name(t, i)
    regnames = sorted(set(reg_of.values()))
    ri = {n: i for i, n in enumerate(regnames)}
    result = set()
    seen = set()
    tso = model == "tso"
    # state: (pcs, mem, regs, buffers) all tuples
    start = (tuple([0] * nt), tuple([0] * len(names)), tuple([0] * len(regnames)),
             tuple(() for _ in range(nt)))
    stack = [start]
    while stack:
        st = stack.pop()
        if st in seen:
            continue
        seen.add(st)
        pcs, mem, regs, bufs = st
        done = True
        for t in range(nt):
            # flush the oldest buffered store
            if bufs[t]:
                done = False
                (l, v), rest = bufs[t][0], bufs[t][1:]
                m = list(mem)
                m[l] = v
                b = list(bufs)
                b[t] = rest
                stack.append((pcs, tuple(m), regs, tuple(b)))
            if pcs[t] >= len(threads[t]):
                continue
            done = False
            op = threads[t][pcs[t]]
            k = op["kind"]
            np_ = list(pcs)
            np_[t] += 1
            np_ = tuple(np_)
            if k == "fence":
                if tso and op["mo"] == "sc" and bufs[t]:
                    continue
                stack.append((np_, mem, regs, bufs))
                continue
            l = li[op["loc"]]
            if k == "store":
                if tso and op.get("mo") == "sc" and test["flavour"] == "c11":
                    # x86 `xchg` (Nidhugg: an atomic store that waits for an empty buffer)
                    if bufs[t]:
                        continue
                    m = list(mem)
                    m[l] = op["value"]
                    stack.append((np_, tuple(m), regs, bufs))
                elif tso:
                    b = list(bufs)
                    b[t] = bufs[t] + ((l, op["value"]),)
                    stack.append((np_, mem, regs, tuple(b)))
                else:
                    m = list(mem)
                    m[l] = op["value"]
                    stack.append((np_, tuple(m), regs, bufs))
            elif k == "load":
                v = mem[l]
                for (bl, bv) in bufs[t]:
                    if bl == l:
                        v = bv
                r = list(regs)
                r[ri[reg_of[(t, pcs[t])]]] = v
                stack.append((np_, mem, tuple(r), bufs))
            else:
                if tso and bufs[t]:
                    continue
                old = mem[l]
                m = list(mem)
                m[l] = _rmw(op, old)
                r = list(regs)
                r[ri[reg_of[(t, pcs[t])]]] = old
                stack.append((np_, tuple(m), tuple(r), bufs))
        if done:
            vals = {n: regs[ri[n]] for n in regnames}
            for n in test.get("finals", []):
                vals[n] = mem[li[n]]
            k = litmus.encode(obs, vals)
            if k is None:
                raise RuntimeError("%s: outcome outside the candidates: %s" % (test["name"], vals))
            result.add(k)
    return sorted(result)


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--model", choices=["sc", "tso"], default="sc")
    p.add_argument("files", nargs="+")
    a = p.parse_args()
    for f in a.files:
        m = litmus.read_meta(f)
        outs = outcomes(m["test"], a.model)
        print("%s: %s" % (os.path.basename(f), " | ".join(litmus.decode(m["observables"], k) for k in outs)))


if __name__ == "__main__":
    main()
