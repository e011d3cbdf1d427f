#!/usr/bin/env python3
"""An axiomatic RC11 enumerator for the c11-flavour litmus tests (a third opinion beside GenMC
and pancam, no compiler): every execution graph of the test's source-level events, checked
against the consistency axioms of Lahav, Vafeiadis, Kang, Hur, Dreyer, "Repairing sequential
consistency in C/C++11" (PLDI 2017), and the outcomes of the consistent ones.

    scripts/litmus/rc11ref.py [--psc full|pancam|none] [--races] [--explain OUTCOME] FILE.c...

Events: a load is R, a store W, a fence F, an RMW R;W (rmw), a CAS that reads a value other
than its expected one an R with the failure order; plain locations' accesses are non-atomic
(na). Initial writes (value 0) are mo-first and happen before everything (main creates the
threads after them); the final value of a location is its mo-last write (main joins).

  rs    = [W]; (sb|loc)?; [W & atomic]; (rf; rmw)*
  sw    = [E ⊒rel]; ([F]; sb)?; rs; rf; [R & atomic]; (sb; [F])?; [E ⊒acq]
  hb    = (sb ∪ sw)+                         eco = (rf ∪ mo ∪ rb)+,  rb = rf⁻¹; mo
  coherence     irreflexive(hb; eco?)        atomicity   rmw ∩ (rb; mo) = ∅
  no-thin-air   acyclic(sb ∪ rf)             (by construction: a read reads an earlier write)
  scb   = sb ∪ sb|≠loc; hb; sb|≠loc ∪ hb|loc ∪ mo ∪ rb
  psc_base = ([E_sc] ∪ [F_sc]; hb?); scb; ([E_sc] ∪ hb?; [F_sc])
  psc_F    = [F_sc]; (hb ∪ hb; eco; hb); [F_sc]
  --psc full     acyclic(psc_base ∪ psc_F)                                    (RC11)
  --psc pancam   acyclic([A_sc]; (sb ∪ mo ∪ rb ∪ rf); [A_sc]) and acyclic(psc_F), A_sc the
                 seq_cst accesses: the psc that pancam's README documents it follows (edges
                 between seq_cst accesses only; none through hb over other accesses, none
                 between seq_cst fences and accesses), with RC11's psc_F for the fences.
                 An outcome pancam reaches beyond `full` but within `pancam` is of the
                 documented kind; one beyond `pancam` is not.
  --psc none     no SC axiom (seq_cst = acquire/release).

--cas-fail success: a failed CAS reads with its success order's read part (GenMC 0.10.3 ignores
the failure order), instead of the failure order (C11).
--races: also say whether a consistent execution has a data race (two accesses to one
location, one a write, one non-atomic, not ordered by hb); like GenMC, outcomes are then
undefined. --explain K: print one consistent execution graph giving outcome K.
"""

import argparse
import itertools
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import litmus  # noqa: E402

REL = {"rel", "acq_rel", "sc"}
ACQ = {"acq", "acq_rel", "sc"}
RMW_MODES = {  # RMW order -> (read mode, write mode)
    "rlx": ("rlx", "rlx"), "acq": ("acq", "rlx"), "rel": ("rlx", "rel"),
    "acq_rel": ("acq", "rel"), "sc": ("sc", "sc")}


class Ev:
    __slots__ = ("tid", "idx", "kind", "loc", "mode", "val", "rf", "rmw_r", "op")

    def __init__(self, tid, idx, kind, loc, mode, val=None, rf=None, rmw_r=None, op=None):
        self.tid, self.idx, self.kind, self.loc, self.mode = tid, idx, kind, loc, mode
        self.val, self.rf, self.rmw_r, self.op = val, rf, rmw_r, op

    def atomic(self):
        return self.mode not in ("na", "init")

    def __repr__(self):
        m = "" if self.mode in ("init",) else "(%s)" % self.mode
        if self.kind == "F":
            return "T%d.%d F%s" % (self.tid, self.idx, m)
        if self.tid < 0:
            return "init %s=0" % self.loc
        return "T%d.%d %s%s %s=%d" % (self.tid, self.idx, self.kind, m, self.loc, self.val)


def graphs(test, cas_fail="c11"):
    """Every execution graph with acyclic sb ∪ rf: a list of threads' event lists (Ev with
    rf = (tid, idx-in-thread-events) of the write read, init writes as (-1, loc index))."""
    locs = [l["name"] for l in test["locs"]]
    plain = {l["name"]: l.get("plain", False) for l in test["locs"]}
    threads = test["threads"]
    nt = len(threads)
    out = []
    seen = set()

    def writes_to(evs, loc):
        ws = [((-1, locs.index(loc)), 0)]
        for t in range(nt):
            for j, e in enumerate(evs[t]):
                if e.kind == "W" and e.loc == loc:
                    ws.append(((t, j), e.val))
        return ws

    def key(pcs, evs):
        return (pcs, tuple(tuple((e.kind, e.rf) for e in evs[t]) for t in range(nt)))

    stack = [((0,) * nt, tuple(() for _ in range(nt)))]
    while stack:
        pcs, evs = stack.pop()
        k = key(pcs, evs)
        if k in seen:
            continue
        seen.add(k)
        if all(pcs[t] == len(threads[t]) for t in range(nt)):
            out.append(evs)
            continue
        for t in range(nt):
            if pcs[t] == len(threads[t]):
                continue
            op = threads[t][pcs[t]]
            npcs = pcs[:t] + (pcs[t] + 1,) + pcs[t + 1:]
            kind = op["kind"]

            def add(*new):
                e2 = list(evs)
                e2[t] = evs[t] + tuple(new)
                stack.append((npcs, tuple(e2)))

            if kind == "fence":
                add(Ev(t, pcs[t], "F", None, op["mo"], op=op))
                continue
            loc = op["loc"]
            na = plain[loc]
            if kind == "store":
                add(Ev(t, pcs[t], "W", loc, "na" if na else op["mo"], op["value"], op=op))
                continue
            for w, v in writes_to(evs, loc):
                if kind == "load":
                    add(Ev(t, pcs[t], "R", loc, "na" if na else op["mo"], v, rf=w, op=op))
                    continue
                rm, wm = RMW_MODES[op["mo"]]
                if op["op"] == "cas" and v != op["expected"]:
                    fm = op["mo_fail"] if cas_fail == "c11" else rm
                    add(Ev(t, pcs[t], "R", loc, fm, v, rf=w, op=op))
                    continue
                nv = v + op["value"] if op["op"] == "fadd" else op["value"]
                ri = len(evs[t])
                add(Ev(t, pcs[t], "R", loc, rm, v, rf=w, op=op),
                    Ev(t, pcs[t], "W", loc, wm, nv, rmw_r=ri, op=op))
    return out


def closure(rel, n):
    """Transitive closure of bitset relation rel (list of ints, rel[i] = successors)."""
    r = list(rel)
    for k in range(n):
        bk = 1 << k
        rk = r[k]
        for i in range(n):
            if r[i] & bk:
                r[i] |= rk
    return r


def has_cycle(rel, n):
    c = closure(rel, n)
    return any(c[i] >> i & 1 for i in range(n))


def bits(it):
    b = 0
    for i in it:
        b |= 1 << i
    return b


def members(b):
    i = 0
    while b:
        if b & 1:
            yield i
        b >>= 1
        i += 1


class Graph:
    """One rf-graph, flattened, with sb, rf, hb (mo-independent parts)."""

    def __init__(self, test, evs):
        locs = [l["name"] for l in test["locs"]]
        self.locs = locs
        self.ev = [Ev(-1, i, "W", l, "init", 0) for i, l in enumerate(locs)]
        ids = {}
        for t, es in enumerate(evs):
            for j, e in enumerate(es):
                ids[(t, j)] = len(self.ev)
                self.ev.append(e)
        for i, l in enumerate(locs):
            ids[(-1, i)] = i
        n = self.n = len(self.ev)
        ev = self.ev
        self.rf_of = {}  # read -> write
        for t, es in enumerate(evs):
            for j, e in enumerate(es):
                if e.kind == "R":
                    self.rf_of[ids[(t, j)]] = ids[e.rf]
        self.rmw = {}  # W of RMW -> its R
        for t, es in enumerate(evs):
            for j, e in enumerate(es):
                if e.kind == "W" and e.rmw_r is not None:
                    self.rmw[ids[(t, j)]] = ids[(t, e.rmw_r)]
        nl = len(locs)
        sb = [0] * n
        for i in range(nl):
            sb[i] = bits(range(nl, n))
        for t, es in enumerate(evs):
            for j in range(len(es)):
                sb[ids[(t, j)]] = bits(ids[(t, k)] for k in range(j + 1, len(es)))
        self.sb = sb
        rf = [0] * n
        for r, w in self.rf_of.items():
            rf[w] |= 1 << r
        self.rf = rf
        # release sequences
        readers = {}
        for r, w in self.rf_of.items():
            readers.setdefault(w, []).append(r)
        rmw_of_r = {r: w for w, r in self.rmw.items()}
        rs = [0] * n
        for w in range(n):
            if ev[w].kind != "W" or ev[w].tid < 0:
                continue
            s = {w}
            for w2 in members(sb[w]):
                if ev[w2].kind == "W" and ev[w2].loc == ev[w].loc and ev[w2].atomic():
                    s.add(w2)
            todo = list(s)
            while todo:
                x = todo.pop()
                for r in readers.get(x, []):
                    if r in rmw_of_r and rmw_of_r[r] not in s:
                        s.add(rmw_of_r[r])
                        todo.append(rmw_of_r[r])
            rs[w] = bits(s)
        sw = [0] * n
        for a in range(n):
            e = ev[a]
            if e.tid < 0 or e.mode not in REL or e.kind == "R":
                continue
            heads = [a] if e.kind == "W" else [w for w in members(sb[a]) if ev[w].kind == "W"]
            tgt = 0
            for h in heads:
                for w in members(rs[h]):
                    for r in readers.get(w, []):
                        if not ev[r].atomic():
                            continue
                        if ev[r].mode in ACQ:
                            tgt |= 1 << r
                        for f in members(sb[r]):
                            if ev[f].kind == "F" and ev[f].mode in ACQ:
                                tgt |= 1 << f
            sw[a] = tgt
        self.sw = sw
        self.hb = closure([sb[i] | sw[i] for i in range(n)], n)
        self.writes = {l: [i for i in range(n) if ev[i].kind == "W" and ev[i].loc == l]
                       for l in locs}

    def coherent_mos(self, loc):
        """Modification orders of loc (lists of event ids, init first) satisfying atomicity
        and coherence (both are per location)."""
        ev, hb = self.ev, self.hb
        ws = self.writes[loc]
        init, rest = ws[0], ws[1:]
        accs = [i for i in range(self.n) if ev[i].loc == loc]
        out = []
        for perm in itertools.permutations(rest):
            mo = [init] + list(perm)
            pos = {w: k for k, w in enumerate(mo)}
            ok = True
            for w, r in self.rmw.items():
                if ev[w].loc == loc and pos[w] != pos[self.rf_of[r]] + 1:
                    ok = False
                    break
            if not ok:
                continue
            # hb|loc must agree with mo, and with eco: irreflexive(hb; eco?) on this location
            morel = {w: bits(mo[pos[w] + 1:]) for w in mo}
            eco = [0] * self.n
            for a in accs:
                if ev[a].kind == "W":
                    eco[a] |= morel[a] | self.rf[a]
                else:
                    eco[a] |= morel[self.rf_of[a]]  # rb
            eco = closure(eco, self.n)
            for a in accs:
                if hb[a] >> a & 1 or any(eco[b] >> a & 1 for b in members(hb[a])):
                    ok = False
                    break
            if ok:
                out.append(mo)
        return out

    def races(self):
        ev, hb = self.ev, self.hb
        for a in range(self.n):
            for b in range(a + 1, self.n):
                ea, eb = ev[a], ev[b]
                if ea.tid < 0 or eb.tid < 0 or ea.tid == eb.tid or ea.kind == "F" or eb.kind == "F":
                    continue
                if ea.loc != eb.loc or (ea.kind == "R" and eb.kind == "R"):
                    continue
                if ea.atomic() and eb.atomic():
                    continue
                if not (hb[a] >> b & 1) and not (hb[b] >> a & 1):
                    return (a, b)
        return None

    def sc_ok(self, mos, psc):
        if psc == "none":
            return True
        ev, n, hb, sb = self.ev, self.n, self.hb, self.sb
        scs = [i for i in range(n) if ev[i].mode == "sc"]
        if not scs:
            return True
        mo = [0] * n
        for m in mos.values():
            for k, w in enumerate(m):
                mo[w] = bits(m[k + 1:])
        rb = [0] * n
        for r, w in self.rf_of.items():
            rb[r] = mo[w]
        fsc = [i for i in scs if ev[i].kind == "F"]
        asc = [i for i in scs if ev[i].kind != "F"]
        if psc == "pancam":
            a = bits(asc)
            rel = [0] * n
            for i in asc:
                rel[i] = (sb[i] | mo[i] | rb[i] | self.rf[i]) & a
            if has_cycle(rel, n):
                return False
            if len(fsc) < 2:
                return True
        eco = closure([self.rf[i] | mo[i] | rb[i] for i in range(n)], n)
        F = bits(fsc)
        relF = [0] * n
        for f in fsc:
            s = hb[f]
            for x in members(hb[f]):
                for y in members(eco[x]):
                    s |= hb[y]
            relF[f] = s & F
        if psc == "pancam":
            return not has_cycle(relF, n)
        # full RC11
        loc = [e.loc for e in ev]
        sbneq = [bits(j for j in members(sb[i]) if loc[i] is None or loc[j] != loc[i]) for i in range(n)]
        scb = [0] * n
        for i in range(n):
            s = sb[i] | mo[i] | rb[i]
            s |= bits(j for j in members(hb[i]) if loc[i] is not None and loc[j] == loc[i])
            for x in members(sbneq[i]):
                for y in members(hb[x]):
                    s |= sbneq[y]
            scb[i] = s
        E = bits(scs)
        rel = list(relF)
        hbq = [hb[i] | (1 << i) for i in range(n)]  # hb?
        for i in scs:
            # ([E_sc] ∪ [F_sc]; hb?); scb; ([E_sc] ∪ hb?; [F_sc])
            srcs = members(hbq[i]) if ev[i].kind == "F" else [i]
            tgt = 0
            for x in srcs:
                for y in members(scb[x]):
                    tgt |= (1 << y) | (hbq[y] & F)
            rel[i] |= tgt & E
        return not has_cycle(rel, n)


def explain(g, mos):
    lines = []
    for i, e in enumerate(g.ev):
        extra = ""
        if i in g.rf_of:
            extra = "  rf from %r" % g.ev[g.rf_of[i]]
        lines.append("  e%d: %r%s" % (i, e, extra))
    for l, m in mos.items():
        lines.append("  mo %s: %s" % (l, " < ".join("e%d" % w for w in m)))
    sw = [(a, b) for a in range(g.n) for b in members(g.sw[a])]
    if sw:
        lines.append("  sw: " + ", ".join("e%d->e%d" % p for p in sw))
    return "\n".join(lines)


def outcomes(test, psc="full", want_races=False, explain_k=None, cas_fail="c11"):
    """(sorted outcome integers, race or None, explanation or None)."""
    obs = litmus.observables(test)
    regs = []
    for t, ops in enumerate(test["threads"]):
        for i, op in enumerate(ops):
            if op["kind"] in ("load", "rmw"):
                regs.append((t, i))
    finals = test.get("finals", [])
    result = set()
    race = None
    expl = None
    for evs in graphs(test, cas_fail):
        g = Graph(test, evs)
        vals = {}
        for t, es in enumerate(evs):
            for e in es:
                if e.kind == "R":
                    vals[litmus.reg_name(t, e.idx)] = e.val
        per_loc = {l: g.coherent_mos(l) for l in g.locs}
        if any(not v for v in per_loc.values()):
            continue
        if want_races and race is None:
            rc = g.races()
            if rc:
                race = (repr(g.ev[rc[0]]), repr(g.ev[rc[1]]))
        names = list(per_loc)
        if psc == "none" or not any(e.mode == "sc" for e in g.ev):
            # no SC axiom to check: each location's mo is free; only the finals depend on it
            choices = [sorted({m[-1] for m in per_loc[l]}) for l in finals]
            for lasts in itertools.product(*choices):
                v = dict(vals)
                for l, w in zip(finals, lasts):
                    v[l] = g.ev[w].val
                k = litmus.encode(obs, v)
                if k is None:
                    raise RuntimeError("%s: outcome outside the candidates: %s" % (test["name"], v))
                if explain_k is not None and k == explain_k and expl is None:
                    mos = {l: next(m for m in per_loc[l] if l not in finals or m[-1] == lasts[finals.index(l)])
                           for l in names}
                    expl = explain(g, mos)
                result.add(k)
            continue
        for combo in itertools.product(*(per_loc[l] for l in names)):
            mos = dict(zip(names, combo))
            v = dict(vals)
            for l in finals:
                v[l] = g.ev[mos[l][-1]].val
            k = litmus.encode(obs, v)
            if k is None:
                raise RuntimeError("%s: outcome outside the candidates: %s" % (test["name"], v))
            if k in result and (explain_k is None or k != explain_k or expl is not None):
                continue
            if not g.sc_ok(mos, psc):
                continue
            if explain_k is not None and k == explain_k and expl is None:
                expl = explain(g, mos)
            result.add(k)
    return sorted(result), race, expl


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("files", nargs="+")
    p.add_argument("--psc", choices=["full", "pancam", "none"], default="full")
    p.add_argument("--races", action="store_true")
    p.add_argument("--explain", type=int)
    p.add_argument("--cas-fail", choices=["c11", "success"], default="c11",
                   help="the order of a failed CAS's read: its failure order (C11, default) or the "
                        "read part of its success order (what GenMC 0.10.3 does: Execution.cpp "
                        "creates the CAS read with getSuccessOrdering())")
    p.add_argument("--decode", action="store_true", help="print outcomes decoded")
    a = p.parse_args()
    for f in a.files:
        m = litmus.read_meta(f)
        outs, race, expl = outcomes(m["test"], a.psc, a.races, a.explain, a.cas_fail)
        if a.decode:
            print("%s: %s" % (os.path.basename(f), " | ".join(litmus.decode(m["observables"], k) for k in outs)))
        else:
            print("%s: %s" % (os.path.basename(f), " ".join(map(str, outs))))
        if a.races:
            print("  race: %s" % (race,))
        if expl:
            print(expl)


if __name__ == "__main__":
    main()
