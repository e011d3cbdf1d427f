#!/usr/bin/env python3
"""The classic named litmus tests of tests/weak/litmus/: their definitions, the outcomes the
literature allows or forbids per memory model, and the tools that (re)make the directory.

    scripts/litmus/classic.py write  [--dir tests/weak/litmus]   # NAME.c from the table below
    scripts/litmus/classic.py ll     [--dir ...]                 # NAME.O0.ll, NAME.O1.ll (pancam compile)
    scripts/litmus/classic.py confirm [--dir ...] [--jobs 1]     # run the peers, write expected.json
    scripts/litmus/classic.py check  [--dir ...] [--tool pancam:sc] [--ll O1]
                                       # one tool's answers against expected.json (exit 1 on a mismatch)

`confirm` runs, per model the test is meant for, every peer that has it (sc: GenMC, Nidhugg and
scripts/litmus/ref.py; tso: the same three; rc11: GenMC), records each tool's reachable outcome
set in expected.json and reports where a peer's answer to a literature condition disagrees with
the literature (README.md of the directory explains every such case).
"""

import argparse
import re
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import litmus  # noqa: E402

ROOT = os.path.abspath(os.path.join(HERE, "..", ".."))
DEFAULT_DIR = os.path.join(ROOT, "tests", "weak", "litmus")

A, F = "allowed", "forbidden"

# sources
SDM = "Intel 64 and IA-32 SDM Vol. 3A, section 8.2.3"
X86TSO = "Sewell, Sarkar, Owens, Zappa Nardelli, Myreen: x86-TSO, CACM 53(7) 2010"
RC11 = "Lahav, Vafeiadis, Kang, Hur, Dreyer: Repairing Sequential Consistency in C/C++11, PLDI 2017"
COH = "coherence (SC per location): every model here"


def W(x, v, mo="rlx"):
    return {"kind": "store", "loc": x, "value": v, "mo": mo}


def Wna(x, v):
    return {"kind": "store", "loc": x, "value": v, "mo": "na"}


def R(x, mo="rlx"):
    return {"kind": "load", "loc": x, "mo": mo}


def Rna(x):
    return {"kind": "load", "loc": x, "mo": "na"}


def Fe(mo="sc"):
    return {"kind": "fence", "mo": mo}


def XCHG(x, v, mo="sc"):
    return {"kind": "rmw", "op": "xchg", "loc": x, "value": v, "mo": mo}


def FADD(x, v, mo="sc"):
    return {"kind": "rmw", "op": "fadd", "loc": x, "value": v, "mo": mo}


def CAS(x, e, v, mo="sc", mo_fail="sc"):
    return {"kind": "rmw", "op": "cas", "loc": x, "expected": e, "value": v, "mo": mo, "mo_fail": mo_fail}


def AW(x, mo="rlx"):
    """A spin loop: `do v = load(x); while (v == 0);`, the value read into the register."""
    return {"kind": "await", "loc": x, "mo": mo}


TESTS = []


def T(name, flavour, threads, cond, what, locs="x y", finals=(), plain=(), race=None, models=None):
    """cond: [(partial outcome 'r0_1=0 r1_1=0', {model: allowed|forbidden}, source)].
    models: the models the test is checked under (default: sc and tso, or sc and rc11)."""
    TESTS.append({
        "name": name, "flavour": flavour, "what": what,
        "locs": [{"name": n, "plain": n in plain} for n in locs.split()],
        "threads": threads, "finals": list(finals), "cond": cond, "race": race,
        "models": models or (["sc", "tso"] if flavour == "tso" else ["sc", "rc11"]),
    })


# ------------------------------------------------------------------ x86-TSO (volatile int, mfence, locked RMW)
T("SB", "tso", [[W("x", 1), R("y")], [W("y", 1), R("x")]],
  [("r0_1=0 r1_1=0", {"sc": F, "tso": A}, SDM + ".4 (Example 8-3); " + X86TSO + " (SB)")],
  "store buffering: each thread's load passes its own earlier store")
T("SB+mfences", "tso", [[W("x", 1), Fe(), R("y")], [W("y", 1), Fe(), R("x")]],
  [("r0_2=0 r1_2=0", {"sc": F, "tso": F}, X86TSO + " (SB+mfences: MFENCE drains the store buffer)")],
  "SB with mfence between store and load")
T("SB+xchgs", "tso", [[XCHG("x", 1), R("y")], [XCHG("y", 1), R("x")]],
  [("r0_1=0 r1_1=0", {"sc": F, "tso": F}, SDM + ".9 (Example 8-9: locked instructions are not reordered with loads)")],
  "SB with the stores as XCHG (locked): no reordering")
T("SB+rfi", "tso", [[W("x", 1), R("x"), R("y")], [W("y", 1), R("y"), R("x")]],
  [("r0_1=1 r0_2=0 r1_1=1 r1_2=0", {"sc": F, "tso": A}, SDM + ".5 (Example 8-5: intra-processor forwarding)")],
  "SB where each thread first reads its own store (forwarded from its buffer)")
T("MP", "tso", [[W("x", 1), W("y", 1)], [R("y"), R("x")]],
  [("r1_0=1 r1_1=0", {"sc": F, "tso": F}, SDM + ".2 (Example 8-1: stores/loads not reordered with like operations)")],
  "message passing")
T("LB", "tso", [[R("x"), W("y", 1)], [R("y"), W("x", 1)]],
  [("r0_0=1 r1_0=1", {"sc": F, "tso": F}, SDM + ".3 (Example 8-2: stores not reordered with older loads)")],
  "load buffering")
T("WRC", "tso", [[W("x", 1)], [R("x"), W("y", 1)], [R("y"), R("x")]],
  [("r1_0=1 r2_0=1 r2_1=0", {"sc": F, "tso": F}, SDM + ".6 (Example 8-6: stores are transitively visible)")],
  "write-to-read causality")
T("IRIW", "tso", [[W("x", 1)], [W("y", 1)], [R("x"), R("y")], [R("y"), R("x")]],
  [("r2_0=1 r2_1=0 r3_0=1 r3_1=0", {"sc": F, "tso": F}, SDM + ".7 (Example 8-7: stores seen in a consistent order)")],
  "independent reads of independent writes")
T("ISA2", "tso", [[W("x", 1), W("y", 1)], [R("y"), W("z", 1)], [R("z"), R("x")]],
  [("r1_0=1 r2_0=1 r2_1=0", {"sc": F, "tso": F}, X86TSO + " (W->W, R->W and R->R order preserved)")],
  "MP through a third thread", locs="x y z")
T("2+2W", "tso", [[W("x", 1), W("y", 2)], [W("y", 1), W("x", 2)]],
  [("x=1 y=1", {"sc": F, "tso": F}, X86TSO + " (FIFO store buffers: W->W order preserved)")],
  "two writers, two locations: final x=1 y=1 needs a store to pass an earlier store",
  finals=("x", "y"))
T("R", "tso", [[W("x", 1), W("y", 1)], [W("y", 2), R("x")]],
  [("r1_1=0 y=2", {"sc": F, "tso": A}, X86TSO + " (R: the W->R reordering of SB, observed through coherence)")],
  "R: the load passes the store that wins the coherence race", finals=("y",))
T("R+mfence", "tso", [[W("x", 1), W("y", 1)], [W("y", 2), Fe(), R("x")]],
  [("r1_2=0 y=2", {"sc": F, "tso": F}, X86TSO + " (R with MFENCE)")],
  "R with mfence in the reading thread", finals=("y",))
T("S", "tso", [[W("x", 2), W("y", 1)], [R("y"), W("x", 1)]],
  [("r1_0=1 x=2", {"sc": F, "tso": F}, X86TSO + " (R->W and W->W order preserved)")],
  "S: the store after the load would have to be overwritten by an earlier store", finals=("x",))
T("n6", "tso", [[W("x", 1), R("x"), R("y")], [W("y", 2), W("x", 2)]],
  [("r0_1=1 r0_2=0 x=1", {"sc": F, "tso": A}, X86TSO + " (test n6)")],
  "n6: forwarding plus a late flush; allowed by x86-TSO, forbidden by SC", finals=("x",))
T("CoRR", "tso", [[W("x", 1)], [R("x"), R("x")]],
  [("r1_0=1 r1_1=0", {"sc": F, "tso": F}, COH)], "two reads of one location see its writes in order", locs="x")
T("CoWR", "tso", [[W("x", 1), R("x")], [W("x", 2)]],
  [("r0_1=2 x=1", {"sc": F, "tso": F}, COH)], "a read never sees a write coherence-before its own earlier write",
  locs="x", finals=("x",))
T("CoWW", "tso", [[W("x", 1), W("x", 2)], [W("x", 3)]],
  [("x=1", {"sc": F, "tso": F}, COH)], "two writes of one thread stay in program order", locs="x", finals=("x",))
T("CoRW", "tso", [[R("x"), W("x", 1)], [W("x", 2)]],
  [("r0_0=2 x=2", {"sc": F, "tso": F}, COH)], "a write is coherence-after the write its thread read before",
  locs="x", finals=("x",))
T("SB+fadds", "tso", [[FADD("x", 1), R("y")], [FADD("y", 1), R("x")]],
  [("r0_1=0 r1_1=0", {"sc": F, "tso": F}, SDM + ".9 (locked instructions: LOCK XADD)")],
  "SB with the stores as LOCK XADD")
T("SB+cas", "tso", [[CAS("x", 0, 1), R("y")], [CAS("y", 0, 1), R("x")]],
  [("r0_1=0 r1_1=0", {"sc": F, "tso": F}, SDM + ".9 (locked instructions: LOCK CMPXCHG)")],
  "SB with the stores as successful LOCK CMPXCHG")
T("SB+mfence+xchg", "tso", [[W("x", 1), Fe(), R("y")], [XCHG("y", 1), R("x")]],
  [("r0_2=0 r1_1=0", {"sc": F, "tso": F}, SDM + ".8-9 (MFENCE on one side, a locked instruction on the other)")],
  "SB with mfence in one thread and xchg in the other")
T("W+RW+xchg", "tso", [[W("x", 1), R("x")], [R("x"), XCHG("x", 2)]],
  [("r0_1=1 r1_0=0 r1_1=0 x=1", {"sc": A, "tso": A},
    "SC: T1 runs before T0; every SC execution is an x86-TSO one (" + X86TSO + ")")],
  "a store and another thread's XCHG of the same location; Nidhugg --tso misses this SC outcome (README)",
  locs="x", finals=("x",))

# ------------------------------------------------------------------ C11 (atomic_int, explicit orders): RC11
T("SB+rlx", "c11", [[W("x", 1), R("y")], [W("y", 1), R("x")]],
  [("r0_1=0 r1_1=0", {"sc": F, "rc11": A}, RC11 + " (relaxed accesses: no ordering)")],
  "store buffering, relaxed")
T("SB+rel+acq", "c11", [[W("x", 1, "rel"), R("y", "acq")], [W("y", 1, "rel"), R("x", "acq")]],
  [("r0_1=0 r1_1=0", {"sc": F, "rc11": A}, RC11 + " (release/acquire does not order a store before a load)")],
  "store buffering, release stores and acquire loads")
T("SB+sc", "c11", [[W("x", 1, "sc"), R("y", "sc")], [W("y", 1, "sc"), R("x", "sc")]],
  [("r0_1=0 r1_1=0", {"sc": F, "rc11": F}, RC11 + " (SC accesses: psc)")],
  "store buffering, all seq_cst")
T("SB+scfs", "c11", [[W("x", 1), Fe("sc"), R("y")], [W("y", 1), Fe("sc"), R("x")]],
  [("r0_2=0 r1_2=0", {"sc": F, "rc11": F}, RC11 + " (SC fences: psc_F)")],
  "store buffering, relaxed accesses with seq_cst fences")
T("MP+rlx", "c11", [[W("x", 1), W("y", 1)], [R("y"), R("x")]],
  [("r1_0=1 r1_1=0", {"sc": F, "rc11": A}, RC11 + " (relaxed: no synchronisation)")], "message passing, relaxed")
T("MP+rel+acq", "c11", [[W("x", 1), W("y", 1, "rel")], [R("y", "acq"), R("x")]],
  [("r1_0=1 r1_1=0", {"sc": F, "rc11": F}, RC11 + " (release/acquire synchronisation: hb; coherence)")],
  "message passing, release flag / acquire flag")
T("MP+rel+rlx", "c11", [[W("x", 1), W("y", 1, "rel")], [R("y"), R("x")]],
  [("r1_0=1 r1_1=0", {"sc": F, "rc11": A}, RC11 + " (no acquire: no synchronisation)")],
  "message passing, release flag read relaxed")
T("MP+relf+acqf", "c11", [[W("x", 1), Fe("rel"), W("y", 1)], [R("y"), Fe("acq"), R("x")]],
  [("r1_0=1 r1_2=0", {"sc": F, "rc11": F}, RC11 + " (fence synchronisation: sw via release/acquire fences)")],
  "message passing, relaxed accesses with release and acquire fences")
T("MP+rlx+acqf", "c11", [[W("x", 1), W("y", 1)], [R("y"), Fe("acq"), R("x")]],
  [("r1_0=1 r1_2=0", {"sc": F, "rc11": A}, RC11 + " (acquire fence without a release: no synchronisation)")],
  "message passing, acquire fence only")
T("MP+sc+rlx", "c11", [[W("x", 1, "sc"), W("y", 1)], [R("y"), R("x", "sc")]],
  [("r1_0=1 r1_1=0", {"sc": F, "rc11": A},
    RC11 + " (SC accesses are ordered by psc among themselves, but a relaxed flag creates no hb: "
    "the SC read may precede the SC write in psc although it is po-after a read of a later store)")],
  "MP with seq_cst data accesses and a relaxed flag: no synchronisation")
T("LB+rlx", "c11", [[R("x"), W("y", 1)], [R("y"), W("x", 1)]],
  [("r0_0=1 r1_0=1", {"sc": F, "rc11": F}, RC11 + " (RC11 forbids po U rf cycles; C11 itself allowed it)")],
  "load buffering, relaxed")
T("IRIW+rlx", "c11", [[W("x", 1)], [W("y", 1)], [R("x"), R("y")], [R("y"), R("x")]],
  [("r2_0=1 r2_1=0 r3_0=1 r3_1=0", {"sc": F, "rc11": A}, RC11 + " (not multi-copy atomic)")],
  "IRIW, relaxed")
T("IRIW+acq", "c11", [[W("x", 1, "rel")], [W("y", 1, "rel")], [R("x", "acq"), R("y", "acq")], [R("y", "acq"), R("x", "acq")]],
  [("r2_0=1 r2_1=0 r3_0=1 r3_1=0", {"sc": F, "rc11": A}, RC11 + " (release/acquire is not multi-copy atomic)")],
  "IRIW, release writes and acquire reads")
T("IRIW+sc", "c11", [[W("x", 1, "sc")], [W("y", 1, "sc")], [R("x", "sc"), R("y", "sc")], [R("y", "sc"), R("x", "sc")]],
  [("r2_0=1 r2_1=0 r3_0=1 r3_1=0", {"sc": F, "rc11": F}, RC11 + " (SC accesses: psc)")],
  "IRIW, all seq_cst")
T("WRC+rlx", "c11", [[W("x", 1)], [R("x"), W("y", 1)], [R("y"), R("x")]],
  [("r1_0=1 r2_0=1 r2_1=0", {"sc": F, "rc11": A}, RC11 + " (relaxed: no synchronisation)")],
  "write-to-read causality, relaxed")
T("WRC+rel+acq", "c11", [[W("x", 1)], [R("x"), W("y", 1, "rel")], [R("y", "acq"), R("x")]],
  [("r1_0=1 r2_0=1 r2_1=0", {"sc": F, "rc11": F}, RC11 + " (coherence: hb;eco irreflexive, eco includes rf)")],
  "write-to-read causality, release/acquire between the second and third thread")
T("ISA2+rlx", "c11", [[W("x", 1), W("y", 1)], [R("y"), W("z", 1)], [R("z"), R("x")]],
  [("r1_0=1 r2_0=1 r2_1=0", {"sc": F, "rc11": A}, RC11 + " (relaxed)")], "ISA2, relaxed", locs="x y z")
T("ISA2+rel+acq", "c11", [[W("x", 1), W("y", 1, "rel")], [R("y", "acq"), W("z", 1, "rel")], [R("z", "acq"), R("x")]],
  [("r1_0=1 r2_0=1 r2_1=0", {"sc": F, "rc11": F}, RC11 + " (hb is transitive)")],
  "ISA2, release/acquire chain", locs="x y z")
T("2+2W+rlx", "c11", [[W("x", 1), W("y", 2)], [W("y", 1), W("x", 2)]],
  [("x=1 y=1", {"sc": F, "rc11": A}, RC11 + " (relaxed)")], "2+2W, relaxed", finals=("x", "y"))
T("2+2W+rel", "c11", [[W("x", 1, "rel"), W("y", 2, "rel")], [W("y", 1, "rel"), W("x", 2, "rel")]],
  [("x=1 y=1", {"sc": F, "rc11": A}, RC11 + " (release stores do not order mo across locations; forbidden only in SRA)")],
  "2+2W, release stores", finals=("x", "y"))
T("2+2W+sc", "c11", [[W("x", 1, "sc"), W("y", 2, "sc")], [W("y", 1, "sc"), W("x", 2, "sc")]],
  [("x=1 y=1", {"sc": F, "rc11": F}, RC11 + " (SC accesses: psc)")], "2+2W, all seq_cst", finals=("x", "y"))
T("R+rlx", "c11", [[W("x", 1), W("y", 1)], [W("y", 2), R("x")]],
  [("r1_1=0 y=2", {"sc": F, "rc11": A}, RC11 + " (relaxed)")], "R, relaxed", finals=("y",))
T("R+sc", "c11", [[W("x", 1, "sc"), W("y", 1, "sc")], [W("y", 2, "sc"), R("x", "sc")]],
  [("r1_1=0 y=2", {"sc": F, "rc11": F}, RC11 + " (SC accesses: psc)")], "R, all seq_cst", finals=("y",))
T("S+rlx", "c11", [[W("x", 2), W("y", 1)], [R("y"), W("x", 1)]],
  [("r1_0=1 x=2", {"sc": F, "rc11": A}, RC11 + " (relaxed)")], "S, relaxed", finals=("x",))
T("S+rel+acq", "c11", [[W("x", 2), W("y", 1, "rel")], [R("y", "acq"), W("x", 1)]],
  [("r1_0=1 x=2", {"sc": F, "rc11": F}, RC11 + " (hb;eco irreflexive: x=2 hb x=1 forces mo)")],
  "S, release/acquire", finals=("x",))
T("CoRR+rlx", "c11", [[W("x", 1)], [R("x"), R("x")]],
  [("r1_0=1 r1_1=0", {"sc": F, "rc11": F}, COH + "; " + RC11 + " (coherence)")], "CoRR, relaxed", locs="x")
T("CoWR+rlx", "c11", [[W("x", 1), R("x")], [W("x", 2)]],
  [("r0_1=2 x=1", {"sc": F, "rc11": F}, COH + "; " + RC11 + " (coherence)")], "CoWR, relaxed", locs="x", finals=("x",))
T("CoWW+rlx", "c11", [[W("x", 1), W("x", 2)], [W("x", 3)]],
  [("x=1", {"sc": F, "rc11": F}, COH + "; " + RC11 + " (coherence)")], "CoWW, relaxed", locs="x", finals=("x",))
T("CoRW+rlx", "c11", [[R("x"), W("x", 1)], [W("x", 2)]],
  [("r0_0=2 x=2", {"sc": F, "rc11": F}, COH + "; " + RC11 + " (coherence)")], "CoRW, relaxed", locs="x", finals=("x",))
T("MP+rel+rmw+acq", "c11", [[W("x", 1), W("y", 1, "rel")], [FADD("y", 10, "rlx")], [R("y", "acq"), R("x")]],
  [("r1_0=1 r2_0=11 r2_1=0", {"sc": F, "rc11": F}, RC11 + " (release sequence: rs includes (rf;rmw)*)")],
  "MP where the acquire reads a relaxed RMW that read the release store (release sequence)")
T("MP+rel+w+acq", "c11", [[W("x", 1), W("y", 1, "rel")], [W("y", 2)], [R("y", "acq"), R("x")]],
  [("r2_0=2 r2_1=0 y=2", {"sc": F, "rc11": A},
    RC11 + " (a store of another thread, even coherence-after the release store, does not continue its release sequence)")],
  "MP where the acquire reads another thread's relaxed store, coherence-after the release store (no release sequence)",
  finals=("y",))
T("MP+rel+cas+acq", "c11", [[W("x", 1), W("y", 1, "rel")], [CAS("y", 1, 2, "rlx", "rlx")], [R("y", "acq"), R("x")]],
  [("r1_0=1 r2_0=2 r2_1=0", {"sc": F, "rc11": F}, RC11 + " (release sequence through a successful CAS)")],
  "MP with the release sequence continued by a relaxed CAS")
T("SB+rmw-rlx", "c11", [[XCHG("x", 1, "rlx"), R("y")], [XCHG("y", 1, "rlx"), R("x")]],
  [("r0_1=0 r1_1=0", {"sc": F, "rc11": A}, RC11 + " (relaxed RMWs do not order later loads)")],
  "SB with relaxed exchanges as the stores")
T("SB+rmw-sc", "c11", [[XCHG("x", 1, "sc"), R("y", "sc")], [XCHG("y", 1, "sc"), R("x", "sc")]],
  [("r0_1=0 r1_1=0", {"sc": F, "rc11": F}, RC11 + " (SC accesses: psc)")], "SB with seq_cst exchanges and loads")
T("MP+na", "c11", [[Wna("x", 1), W("y", 1, "rel")], [R("y", "acq"), Rna("x")]],
  [("r1_0=1 r1_1=0", {"sc": F, "rc11": "race"},
    RC11 + " (a race on a non-atomic location is undefined behaviour: RC11 gives no outcome set)")],
  "MP with plain data: racy (the reader may read x while it is written, when it saw y=0)",
  plain=("x",), race=True)

# ------------------------------------------------------------------ spin loops (rc11: GenMC's spin-assume,
# pancam's spin-loop reduction); the sc peers here (ref.py) have no loops
T("MP+await+rel+acq", "c11", [[W("x", 1), W("y", 1, "rel")], [AW("y", "acq"), R("x")]],
  [("r1_1=0", {"rc11": F}, RC11 + " (the acquire load that ends the spin reads the release store)")],
  "MP whose reader spins on the flag (acquire) until it is set", models=["rc11"])
T("MP+await+rlx", "c11", [[W("x", 1), W("y", 1, "rlx")], [AW("y", "rlx"), R("x")]],
  [("r1_1=0", {"rc11": A}, RC11 + " (relaxed accesses do not synchronise)")],
  "MP whose reader spins on a relaxed flag", models=["rc11"])
T("CoRR+await", "c11", [[W("x", 1), W("x", 2)], [AW("x", "rlx"), R("x")]],
  [("r1_0=2 r1_1=1", {"rc11": F}, COH)],
  "coherence after a spin: once the spin read x = 2, a later load cannot read 1", models=["rc11"])
T("await-forever", "c11", [[W("x", 1)], [AW("y", "acq"), R("x")]],
  [("r1_1=1", {"rc11": F}, "nobody writes y: the spin never ends, no run reaches main's check")],
  "a spin loop on a location nobody writes: no outcome (and no deadlock)", models=["rc11"])


def load_expected(d):
    p = os.path.join(d, "expected.json")
    return json.load(open(p)) if os.path.exists(p) else {"tests": {}}


def spec_test(s):
    return {"name": s["name"], "flavour": s["flavour"], "locs": s["locs"], "threads": s["threads"],
            "finals": s["finals"]}


def cmd_write(a):
    os.makedirs(a.dir, exist_ok=True)
    for s in TESTS:
        t = spec_test(s)
        hdr = ["%s: %s" % (s["name"], s["what"]), "written by: scripts/litmus/classic.py write"]
        for c, exp, src in s["cond"]:
            hdr.append("condition %s: %s (%s)" % (c, ", ".join("%s %s" % (m, v) for m, v in exp.items()), src))
        src = litmus.render(t, hdr)
        p = os.path.join(a.dir, s["name"] + ".c")
        if not os.path.exists(p) or open(p).read() != src:
            open(p, "w").write(src)
    print("%d tests in %s" % (len(TESTS), a.dir))


def cmd_ll(a):
    pancam = os.environ.get("PANCAM", os.path.join(ROOT, "target", "release", "pancam"))
    for s in TESTS:
        for lvl in ("O0", "O1"):
            out = "%s.%s.ll" % (s["name"], lvl)
            subprocess.run([pancam, "compile", "-" + lvl, s["name"] + ".c", "-o", out], cwd=a.dir, check=True,
                           stderr=subprocess.DEVNULL)
            # As the other committed IR: no absolute build directory in the debug info.
            path = os.path.join(a.dir, out)
            with open(path) as f:
                text = f.read()
            text = re.sub(r'directory: "[^"]*"', 'directory: "."', text)
            with open(path, "w") as f:
                f.write(text)
    print("%d .ll files in %s" % (2 * len(TESTS), a.dir))


def matches(obs, k, cond):
    want = dict((n, int(v)) for n, v in (p.split("=") for p in cond.split()))
    have = dict((n, int(v)) for n, v in (p.split("=") for p in litmus.decode(obs, k).split()))
    return all(have[n] == v for n, v in want.items())


def cond_answer(obs, outs, cond):
    return A if any(matches(obs, k, cond) for k in outs) else F


def peers_for(model):
    return {"sc": ["genmc:sc", "nidhugg:sc", "ref:sc"], "tso": ["genmc:tso", "nidhugg:tso", "ref:tso"],
            "rc11": ["genmc:rc11"]}[model]


def cmd_confirm(a):
    import oracle
    import concurrent.futures
    exp = load_expected(a.dir)
    names = set(a.only.split(",")) if a.only else None
    oa = argparse.Namespace(opt="-O1", timeout=a.timeout, test_timeout=600, peer_mode="skip",
                            pancam_flags="", pancam_explicit_sc=False, genmc_flags="", nidhugg_flags="",
                            nidhugg_tso="source")
    problems = []

    def one(s):
        path = os.path.join(a.dir, s["name"] + ".c")
        meta = litmus.read_meta(path)
        obs = meta["observables"]
        tools = {}
        for model in s["models"]:
            for spec in peers_for(model):
                t = oracle.Tool(spec, model)
                r = oracle.run_tool(oa, t, path, meta)
                tools[t.key] = r
        return s, obs, tools

    todo = [s for s in TESTS if names is None or s["name"] in names]
    with concurrent.futures.ThreadPoolExecutor(max_workers=a.jobs) as ex:
        for s, obs, tools in ex.map(one, todo):
            e = {"file": s["name"] + ".c", "ll": {"O0": s["name"] + ".O0.ll", "O1": s["name"] + ".O1.ll"},
                 "flavour": s["flavour"], "what": s["what"], "models": s["models"],
                 "observables": [n for n, _, _ in obs], "race": s["race"] if s["race"] is not None else False,
                 "conditions": [], "reachable": {}, "peers": {}}
            for key, r in tools.items():
                e["peers"][key] = {"status": r["status"], "race": r["race"], "runs": r["runs"], "time": r["time"],
                                   "reachable": [litmus.decode(obs, k) for k in (r["outcomes"] or [])]}
                if r["status"] != "ok":
                    problems.append("%s: %s %s %s" % (s["name"], key, r["status"], r["note"][:200]))
            for model in s["models"]:
                sets = {k: r["outcomes"] for k, r in tools.items() if k.endswith(":" + model) and r["status"] == "ok"
                        and not (model == "rc11" and r["race"])}
                distinct = {tuple(v) for v in sets.values()}
                if len(distinct) == 1:
                    e["reachable"][model] = [litmus.decode(obs, k) for k in next(iter(distinct))]
                else:
                    e["reachable"][model] = None
                    if sets:
                        problems.append("%s %s: peers disagree on the reachable outcomes: %s" % (
                            s["name"], model, {k: len(v) for k, v in sets.items()}))
                        # a strict majority whose answers match the literature still gives the set
                        votes = {}
                        for k, v in sets.items():
                            votes.setdefault(tuple(v), []).append(k)
                        best = max(votes.items(), key=lambda kv: len(kv[1]))
                        lit_ok = all(cond_answer(obs, best[0], c) == want[model]
                                     for c, want, _ in s["cond"] if model in want and want[model] != "race")
                        if 2 * len(best[1]) > len(sets) and lit_ok:
                            e["reachable"][model] = [litmus.decode(obs, k) for k in best[0]]
                            e.setdefault("reachable_note", {})[model] = "from %s; %s disagree%s" % (
                                ", ".join(best[1]), ", ".join(k for k in sets if k not in best[1]),
                                "" if len(sets) - len(best[1]) > 1 else "s")
            for c, want, src in s["cond"]:
                ce = {"outcome": c, "expected": want, "source": src, "peers": {}}
                for key, r in tools.items():
                    model = key.split(":")[1]
                    if r["status"] != "ok" or model not in want:
                        continue
                    if model == "rc11" and r["race"]:
                        ce["peers"][key] = "race"
                        if want[model] != "race":
                            problems.append("%s: %s reports a race" % (s["name"], key))
                        continue
                    ans = cond_answer(obs, r["outcomes"], c)
                    ce["peers"][key] = ans
                    if ans != want[model]:
                        problems.append("%s: condition %s under %s: literature says %s, %s says %s" % (
                            s["name"], c, model, want[model], key, ans))
                e["conditions"].append(ce)
            if s["race"] is not None:
                for key, r in tools.items():
                    if r["race"] is not None and r["race"] != s["race"]:
                        problems.append("%s: %s race=%s, expected %s" % (s["name"], key, r["race"], s["race"]))
            exp["tests"][s["name"]] = e
            print("%-18s %s" % (s["name"], "  ".join("%s=%s/%d" % (k, v["status"], len(v["outcomes"] or []))
                                                   for k, v in tools.items())), flush=True)
    exp["generated_by"] = "scripts/litmus/classic.py confirm (peers via scripts/litmus/oracle.py, -O1)"
    exp["format"] = ("tests.NAME: file, ll (pancam compile -O0/-O1 output), flavour, models, observables; "
                     "conditions[]: a partial outcome, the literature's verdict per model (allowed = some "
                     "reachable outcome matches it), its source, and each peer's answer; reachable.MODEL: "
                     "every reachable outcome when all peers of that model agree (null otherwise); "
                     "peers: each peer's full answer; race: whether the test has a data race (C11 sense)")
    exp["tests"] = dict(sorted(exp["tests"].items()))
    with open(os.path.join(a.dir, "expected.json"), "w") as f:
        json.dump(exp, f, indent=1, sort_keys=True)
        f.write("\n")
    print("\n".join(problems) if problems else "no disagreement with the literature, peers agree")
    return 1 if problems else 0


def cmd_check(a):
    import oracle
    exp = load_expected(a.dir)
    oa = argparse.Namespace(opt="-O1", timeout=a.timeout, test_timeout=600, peer_mode="skip",
                            pancam_flags=a.pancam_flags, pancam_explicit_sc=False, genmc_flags="", nidhugg_flags="",
                            nidhugg_tso="source")
    t = oracle.Tool(a.tool, "sc")
    bad = 0
    for name, e in sorted(exp["tests"].items()):
        if t.model not in e["models"]:
            continue
        path = os.path.join(a.dir, e["file"] if not a.ll else e["ll"][a.ll])
        meta = litmus.read_meta(os.path.join(a.dir, e["file"]))
        obs = meta["observables"]
        r = oracle.run_tool(oa, t, path, meta)
        msgs = []
        if r["status"] != "ok":
            msgs.append("%s: %s" % (r["status"], r["note"][:200]))
        else:
            if r["race"] is not None and e["race"] != r["race"] and t.model != "tso":
                msgs.append("race=%s, expected %s" % (r["race"], e["race"]))
            if t.model == "rc11" and r["race"]:
                for c in e["conditions"]:
                    if c["expected"][t.model] != "race":
                        msgs.append("a race, expected %s for %s" % (c["expected"][t.model], c["outcome"]))
            else:
                for c in e["conditions"]:
                    ans = cond_answer(obs, r["outcomes"], c["outcome"])
                    if ans != c["expected"][t.model]:
                        msgs.append("%s is %s, expected %s" % (c["outcome"], ans, c["expected"][t.model]))
                want = e["reachable"].get(t.model)
                if want is not None:
                    got = [litmus.decode(obs, k) for k in r["outcomes"]]
                    if sorted(got) != sorted(want):
                        msgs.append("reachable outcomes differ: only %s: %s; only expected: %s" % (
                            t.key, sorted(set(got) - set(want)), sorted(set(want) - set(got))))
        bad += bool(msgs)
        print("%-18s %s" % (name, "ok" if not msgs else "MISMATCH " + "; ".join(msgs)), flush=True)
    print("%d mismatches" % bad)
    return 1 if bad else 0


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("cmd", choices=["write", "ll", "confirm", "check"])
    p.add_argument("--dir", default=DEFAULT_DIR)
    p.add_argument("--jobs", type=int, default=1)
    p.add_argument("--timeout", type=int, default=120)
    p.add_argument("--only", help="confirm: comma-separated test names")
    p.add_argument("--tool", default="pancam:sc", help="check: NAME:MODEL (default pancam:sc)")
    p.add_argument("--ll", choices=["O0", "O1"], help="check: run the committed NAME.OL.ll instead of NAME.c")
    p.add_argument("--pancam-flags", default="")
    a = p.parse_args()
    sys.exit({"write": cmd_write, "ll": cmd_ll, "confirm": cmd_confirm, "check": cmd_check}[a.cmd](a) or 0)


if __name__ == "__main__":
    main()
