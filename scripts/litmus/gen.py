#!/usr/bin/env python3
"""Deterministic random litmus-test generator (C programs for pancam, GenMC and Nidhugg).

    scripts/litmus/gen.py --flavour c11|tso --seed S --count N --out DIR [options]
    scripts/litmus/gen.py --flavour c11 --seed S --index I          # one test on stdout

Test I of seed S depends only on (flavour, S, I and the shape options), so a campaign can be
regenerated or extended. Each test: 2-4 threads, 2-3 shared locations, 1-4 operations per
thread (store, load, RMW, fence); stores/exchanges/CAS write fresh values per location
(1, 2, 3, ...). See scripts/litmus/README.md and litmus.py for the file format.
"""

import argparse
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import litmus  # noqa: E402

LOAD_MO = ["rlx", "acq", "sc"]
STORE_MO = ["rlx", "rel", "sc"]
RMW_MO = ["rlx", "acq", "rel", "acq_rel", "sc"]
FENCE_MO = ["acq", "rel", "acq_rel", "sc"]
# legal CAS failure orders per success order (no release/acq_rel, not stronger than success)
CAS_FAIL = {"rlx": ["rlx"], "acq": ["rlx", "acq"], "rel": ["rlx"], "acq_rel": ["rlx", "acq"],
            "sc": ["rlx", "acq", "sc"]}
KIND_WEIGHTS = [("store", 35), ("load", 35), ("rmw", 15), ("fence", 15)]


def pick_weighted(rng, items):
    tot = sum(w for _, w in items)
    x = rng.randrange(tot)
    for it, w in items:
        if x < w:
            return it
        x -= w
    raise AssertionError


def draw(rng, flavour, args):
    nthreads = rng.randint(args.min_threads, args.max_threads)
    nlocs = rng.randint(2, 3)
    names = ["x", "y", "z"][:nlocs]
    locs = []
    for n in names:
        plain = flavour == "c11" and args.plain > 0 and rng.random() < args.plain
        locs.append({"name": n, "plain": plain})
    if all(l["plain"] for l in locs):  # keep at least one atomic location
        locs[0]["plain"] = False
    isplain = {l["name"]: l["plain"] for l in locs}
    nextval = {n: 1 for n in names}

    def order(choices):
        # --sc P: seq_cst with probability P, else drawn uniformly (no extra draw when P = 0,
        # so that the default tests stay what they were)
        if getattr(args, "sc", 0.0) > 0 and rng.random() < args.sc:
            return "sc"
        return rng.choice(choices)

    def fresh(x):
        v = nextval[x]
        nextval[x] += 1
        return v

    threads = []
    for _ in range(nthreads):
        ops = []
        for _ in range(rng.randint(1, args.max_ops)):
            kind = pick_weighted(rng, KIND_WEIGHTS)
            # --await P: a spin loop instead, with probability P (no draw when P = 0, so
            # that the default tests stay what they were)
            if flavour == "c11" and getattr(args, "await_", 0.0) > 0 and rng.random() < args.await_:
                kind = "await"
            if kind == "fence":
                ops.append({"kind": "fence", "mo": "sc" if flavour == "tso" else order(FENCE_MO)})
                continue
            x = rng.choice(names)
            if kind == "rmw" and isplain[x]:
                kind = rng.choice(["store", "load"])
            if kind == "store":
                mo = "na" if isplain[x] else ("sc" if flavour == "tso" else order(STORE_MO))
                ops.append({"kind": "store", "loc": x, "value": fresh(x), "mo": mo})
            elif kind == "load":
                mo = "na" if isplain[x] else ("sc" if flavour == "tso" else order(LOAD_MO))
                ops.append({"kind": "load", "loc": x, "mo": mo})
            elif kind == "await" and not isplain[x]:
                ops.append({"kind": "await", "loc": x, "mo": order(LOAD_MO)})
            elif kind == "await":
                ops.append({"kind": "load", "loc": x, "mo": "na"})
            else:
                rop = rng.choice(["fadd", "xchg", "cas"])
                mo = "sc" if flavour == "tso" else order(RMW_MO)
                op = {"kind": "rmw", "loc": x, "op": rop, "value": fresh(x), "mo": mo}
                if rop == "cas":
                    # expect 0 or a value some other op (so far) writes: succeeds sometimes
                    op["expected"] = rng.choice(list(range(0, nextval[x] - 1)))
                    op["mo_fail"] = "sc" if flavour == "tso" else rng.choice(CAS_FAIL[mo])
                ops.append(op)
        threads.append(ops)
    writes = {n: 0 for n in names}
    for ops in threads:
        for op in ops:
            if op["kind"] in ("store", "rmw"):
                writes[op["loc"]] += 1
    # a load of a location nobody writes always sees 0: move it to a written location
    written = [n for n in names if writes[n]]
    if written:
        for ops in threads:
            for op in ops:
                if op["kind"] in ("load", "await") and not writes[op["loc"]]:
                    cand = [n for n in written if isplain[n] == isplain[op["loc"]]] or written
                    op["loc"] = rng.choice(cand)
                    if isplain[op["loc"]]:
                        op["kind"] = "load"
                        op["mo"] = "na"
                    elif op["mo"] == "na":
                        op["mo"] = rng.choice(LOAD_MO)
    if args.finals == "all":
        finals = list(names)
    elif args.finals == "none":
        finals = []
    else:  # auto: locations written twice or more (their coherence order is observable)
        finals = [n for n in names if writes[n] >= 2]
    return {"name": "", "flavour": flavour, "locs": locs, "threads": threads, "finals": finals}


def interesting(test):
    """At least one observable, at least two threads touching shared memory, and a write."""
    obs = litmus.observables(test)
    if not obs:
        return False
    touching = sum(1 for ops in test["threads"] if any(op["kind"] != "fence" for op in ops))
    wr = any(op["kind"] in ("store", "rmw") for ops in test["threads"] for op in ops)
    return touching >= 2 and wr


def generate(flavour, seed, index, args):
    rng = random.Random("litmus/%s/%d/%d" % (flavour, seed, index))
    for _attempt in range(10000):
        t = draw(rng, flavour, args)
        if interesting(t) and litmus.ncandidates(t) <= args.max_candidates:
            t["name"] = "%s-s%d-%04d" % (flavour, seed, index)
            return t
    raise RuntimeError("no test within --max-candidates after 10000 draws")


def add_shape_args(p):
    p.add_argument("--min-threads", type=int, default=2)
    p.add_argument("--max-threads", type=int, default=4)
    p.add_argument("--max-ops", type=int, default=4, help="operations per thread: 1..N (default 4)")
    p.add_argument("--plain", type=float, nargs="?", const=0.3, default=0.0,
                   help="c11: make each location a plain int with this probability "
                        "(bare --plain: 0.3; default 0: all atomic)")
    p.add_argument("--sc", type=float, default=0.0,
                   help="c11: draw each order as seq_cst with this probability first, else "
                        "uniformly as usual (default 0: uniformly; tests then mix SC and weaker "
                        "accesses and fences more often)")
    p.add_argument("--await", dest="await_", type=float, default=0.0,
                   help="c11: make each operation a spin loop awaiting a non-zero value of a "
                        "location with this probability (default 0: none)")
    p.add_argument("--finals", choices=["auto", "all", "none"], default="auto",
                   help="final location values in the outcome: auto = locations written >= 2 times")
    p.add_argument("--max-candidates", type=int, default=512,
                   help="redraw tests with more candidate outcomes (default 512)")


def header(flavour, seed, index, args):
    extra = ""
    if args.plain:
        extra += " --plain %g" % args.plain
    if getattr(args, "sc", 0.0):
        extra += " --sc %g" % args.sc
    if getattr(args, "await_", 0.0):
        extra += " --await %g" % args.await_
    if args.finals != "auto":
        extra += " --finals %s" % args.finals
    if args.max_candidates != 512:
        extra += " --max-candidates %d" % args.max_candidates
    if (args.min_threads, args.max_threads, args.max_ops) != (2, 4, 4):
        extra += " --min-threads %d --max-threads %d --max-ops %d" % (args.min_threads, args.max_threads, args.max_ops)
    return ["generated by: scripts/litmus/gen.py --flavour %s --seed %d --index %d%s" % (flavour, seed, index, extra)]


def write_tests(flavour, seed, count, outdir, args, start=0):
    os.makedirs(outdir, exist_ok=True)
    paths = []
    for i in range(start, start + count):
        t = generate(flavour, seed, i, args)
        p = os.path.join(outdir, t["name"] + ".c")
        src = litmus.render(t, header(flavour, seed, i, args))
        old = open(p).read() if os.path.exists(p) else None
        if old != src:
            with open(p, "w") as f:
                f.write(src)
        paths.append(p)
    return paths


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--flavour", choices=["c11", "tso"], required=True)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--count", type=int, default=1)
    p.add_argument("--start", type=int, default=0, help="first test index (default 0)")
    p.add_argument("--index", type=int, help="print test INDEX on stdout")
    p.add_argument("--out", help="directory for NAME.c files")
    add_shape_args(p)
    args = p.parse_args()
    if args.flavour == "tso" and args.plain:
        p.error("--plain is for the c11 flavour (tso locations are all plain volatile ints)")
    if args.index is not None:
        t = generate(args.flavour, args.seed, args.index, args)
        sys.stdout.write(litmus.render(t, header(args.flavour, args.seed, args.index, args)))
        return
    if not args.out:
        p.error("--out DIR or --index I")
    paths = write_tests(args.flavour, args.seed, args.count, args.out, args, args.start)
    print("%d tests in %s" % (len(paths), args.out))


if __name__ == "__main__":
    main()
