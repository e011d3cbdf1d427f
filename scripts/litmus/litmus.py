"""Litmus tests as data, and their C rendering (shared by gen.py, classic.py and oracle.py).

A test is a dict:

    {"name": "SB", "flavour": "c11" | "tso",
     "locs": [{"name": "x", "plain": False}, ...],
     "threads": [[op, ...], ...],
     "finals": ["x", ...]}             # locations whose final value is part of the outcome

and an op is one of

    {"kind": "store", "loc": "x", "value": 1, "mo": "rlx"}
    {"kind": "load",  "loc": "x", "mo": "acq"}
    {"kind": "rmw",   "loc": "x", "op": "fadd" | "xchg" | "cas", "value": 3,
                      "expected": 0 (cas only), "mo": "acq_rel", "mo_fail": "rlx" (cas only)}
    {"kind": "fence", "mo": "sc"}
    {"kind": "await", "loc": "x", "mo": "acq"}   (c11 only: a spin loop)

An await spins until it reads a value other than 0 (`do v = atomic_load_explicit(&x, mo);
while (v == 0);`, into a local, so that GenMC's spin-assume applies), then writes it to its
result register; it may spin forever (no outcome then: the peers and pancam count only runs
that end).

(the tso flavour ignores "mo" on accesses: loads and stores are plain moves of a `volatile int`,
RMWs are locked seq_cst instructions, a fence is mfence). Loads and RMWs write their value
(an RMW: the old value) to a result register `rT_I` (thread T, op I).

The *observables* are the result registers (in thread order) followed by the final values of
the locations in "finals". Each has a finite domain (the values it can possibly hold, an
over-approximation); an *outcome* is one value per observable, encoded as one integer in mixed
radix: outcome = sum(index of value_i in domain_i * prod(|domain_j| for j < i)). The candidate
outcomes are 0 .. ncand-1 (the cartesian product of the domains).
"""

import json

MO_C = {
    "rlx": "memory_order_relaxed",
    "acq": "memory_order_acquire",
    "rel": "memory_order_release",
    "acq_rel": "memory_order_acq_rel",
    "sc": "memory_order_seq_cst",
}
RMW_C11 = {"fadd": "atomic_fetch_add_explicit", "xchg": "atomic_exchange_explicit"}
RMW_TSO = {"fadd": "__atomic_fetch_add", "xchg": "__atomic_exchange_n"}

META_TAG = "// LITMUS-META "


def reg_name(t, i):
    return "r%d_%d" % (t, i)


def loc_domains(test):
    """Values each location can possibly hold (sorted list): 0, the stored/exchanged/CAS'd
    constants, and closure under each fetch_add (each applied at most once)."""
    dom = {l["name"]: {0} for l in test["locs"]}
    adds = {l["name"]: [] for l in test["locs"]}
    for ops in test["threads"]:
        for op in ops:
            if op["kind"] == "store" or (op["kind"] == "rmw" and op["op"] in ("xchg", "cas")):
                dom[op["loc"]].add(op["value"])
            elif op["kind"] == "rmw" and op["op"] == "fadd":
                adds[op["loc"]].append(op["value"])
    for loc, ds in adds.items():
        for d in ds:
            dom[loc] |= {v + d for v in dom[loc]}
    return {k: sorted(v) for k, v in dom.items()}


def observables(test):
    """[(name, domain, description)] in outcome order."""
    dom = loc_domains(test)
    obs = []
    for t, ops in enumerate(test["threads"]):
        for i, op in enumerate(ops):
            if op["kind"] in ("load", "rmw", "await"):
                obs.append((reg_name(t, i), dom[op["loc"]], "T%d reads %s" % (t, op["loc"])))
    for loc in test.get("finals", []):
        obs.append((loc, dom[loc], "final value of %s" % loc))
    return obs


def ncandidates(test):
    n = 1
    for _, d, _ in observables(test):
        n *= len(d)
    return n


def decode(test_or_obs, k):
    """Outcome integer -> 'r0_0=1 r1_0=0 x=2'."""
    obs = test_or_obs if isinstance(test_or_obs, list) else observables(test_or_obs)
    parts = []
    for name, d, _ in obs:
        parts.append("%s=%d" % (name, d[k % len(d)]))
        k //= len(d)
    return " ".join(parts)


def encode(test_or_obs, values):
    """{'r0_0': 1, ...} (every observable) -> outcome integer, or None if a value is outside
    its domain."""
    obs = test_or_obs if isinstance(test_or_obs, list) else observables(test_or_obs)
    k, stride = 0, 1
    for name, d, _ in obs:
        v = values[name]
        if v not in d:
            return None
        k += d.index(v) * stride
        stride *= len(d)
    return k


def parse_outcome(test_or_obs, text):
    """'r0_0=1 r1_0=0' (all observables, any order) -> outcome integer."""
    vals = dict((a, int(b)) for a, b in (p.split("=") for p in text.split()))
    return encode(test_or_obs, vals)


def describe_op(test, op):
    plain = {l["name"]: l.get("plain", False) for l in test["locs"]}
    tso = test["flavour"] == "tso"
    k = op["kind"]
    if k == "fence":
        return "mfence" if tso else "fence(%s)" % op["mo"]
    sfx = "" if tso else ("(na)" if plain[op["loc"]] else "(%s)" % op["mo"])
    if k == "store":
        return "W%s %s=%d" % (sfx, op["loc"], op["value"])
    if k == "load":
        return "R%s %s" % (sfx, op["loc"])
    if k == "await":
        return "AWAIT%s %s!=0" % (sfx, op["loc"])
    if op["op"] == "cas":
        fs = "" if tso else "(%s,%s)" % (op["mo"], op["mo_fail"])
        return "CAS%s %s %d->%d" % (fs, op["loc"], op["expected"], op["value"])
    return "%s%s %s %d" % ({"fadd": "FADD", "xchg": "XCHG"}[op["op"]], sfx, op["loc"], op["value"])


def meta(test):
    obs = observables(test)
    return {
        "name": test["name"],
        "flavour": test["flavour"],
        "observables": [{"name": n, "domain": d, "what": w} for n, d, w in obs],
        "ncand": ncandidates(test),
        "plain": any(l.get("plain", False) for l in test["locs"]),
        "test": test,
    }


def read_meta(path):
    with open(path) as f:
        for line in f:
            if line.startswith(META_TAG):
                m = json.loads(line[len(META_TAG):])
                m["observables"] = [(o["name"], o["domain"], o["what"]) for o in m["observables"]]
                return m
    raise ValueError("%s: no %r line" % (path, META_TAG.strip()))


def render(test, header_lines=()):
    """The C program. Without macros, main asserts `!"outcome K"` for the outcome K it observes
    (one distinct assertion per candidate: `pancam check --max-violations 0` lists every reachable
    outcome). Macros (for the peers, which stop at the first violation):
      -DSKIP_K            outcome K is not reported (the peers' incremental enumeration)
      -DCANDIDATE=K       only outcome K is reported (a violation iff K is reachable)
      -DLITMUS_NO_CHECK   no outcome is reported (race detection runs)
    An outcome outside the candidates (a generator bug) fails `!"outcome unexpected"` always."""
    tso = test["flavour"] == "tso"
    plain = {l["name"]: l.get("plain", False) for l in test["locs"]}
    obs = observables(test)
    m = meta(test)
    out = []
    w = out.append
    w(META_TAG + json.dumps(m, separators=(",", ":"), sort_keys=True))
    w("/* litmus test %s (%s flavour), written by scripts/litmus (do not edit: regenerate)" % (test["name"], test["flavour"]))
    for h in header_lines:
        w(" * " + h)
    for t, ops in enumerate(test["threads"]):
        w(" *   T%d: %s" % (t, "; ".join(describe_op(test, op) for op in ops)))
    w(" * observables (outcome = mixed radix over their domains, %d candidates):" % m["ncand"])
    for n, d, what in obs:
        w(" *   %s in %s (%s)" % (n, d, what))
    w(" */")
    w("#include <assert.h>")
    w("#include <pthread.h>")
    if not tso:
        w("#include <stdatomic.h>")
    w("")
    for l in test["locs"]:
        if tso:
            w("volatile int %s;" % l["name"])
        elif l.get("plain", False):
            w("int %s; /* plain (non-atomic) */" % l["name"])
        else:
            w("atomic_int %s;" % l["name"])
    regs = [n for n, _, _ in obs if n.startswith("r")]
    if regs:
        w("int %s;" % ", ".join(regs))
    w("")
    for t, ops in enumerate(test["threads"]):
        w("void *t%d(void *arg)" % t)
        w("{")
        w("\t(void)arg;")
        for i, op in enumerate(ops):
            r = reg_name(t, i)
            k = op["kind"]
            if k == "fence":
                w("\t__atomic_thread_fence(__ATOMIC_SEQ_CST); /* mfence */" if tso
                  else "\tatomic_thread_fence(%s);" % MO_C[op["mo"]])
                continue
            x = op["loc"]
            if k == "store":
                if tso or plain[x]:
                    w("\t%s = %d;" % (x, op["value"]))
                else:
                    w("\tatomic_store_explicit(&%s, %d, %s);" % (x, op["value"], MO_C[op["mo"]]))
            elif k == "await":
                w("\t{ int v; do v = atomic_load_explicit(&%s, %s); while (v == 0); %s = v; }"
                  % (x, MO_C[op["mo"]], r))
            elif k == "load":
                if tso or plain[x]:
                    w("\t%s = %s;" % (r, x))
                else:
                    w("\t%s = atomic_load_explicit(&%s, %s);" % (r, x, MO_C[op["mo"]]))
            elif op["op"] == "cas":
                if tso:
                    w("\t{ int e = %d; __atomic_compare_exchange_n(&%s, &e, %d, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST); %s = e; }"
                      % (op["expected"], x, op["value"], r))
                else:
                    w("\t{ int e = %d; atomic_compare_exchange_strong_explicit(&%s, &e, %d, %s, %s); %s = e; }"
                      % (op["expected"], x, op["value"], MO_C[op["mo"]], MO_C[op["mo_fail"]], r))
            else:
                if tso:
                    w("\t%s = %s(&%s, %d, __ATOMIC_SEQ_CST);" % (r, RMW_TSO[op["op"]], x, op["value"]))
                else:
                    w("\t%s = %s(&%s, %d, %s);" % (r, RMW_C11[op["op"]], x, op["value"], MO_C[op["mo"]]))
        w("\treturn 0;")
        w("}")
        w("")
    n = len(test["threads"])
    w("int main(void)")
    w("{")
    w("\tpthread_t th[%d];" % n)
    for t in range(n):
        w("\tpthread_create(&th[%d], 0, t%d, 0);" % (t, t))
    for t in range(n):
        w("\tpthread_join(th[%d], 0);" % t)
    w("\tint v, d, o = 0;")
    stride = 1
    for name, dom, _ in obs:
        if name.startswith("r"):
            src = name
        elif tso or plain[name]:
            src = name
        else:
            src = "atomic_load_explicit(&%s, memory_order_relaxed)" % name
        chain = " : ".join("v == %d ? %d" % (val, j) for j, val in enumerate(dom)) + " : -1"
        w("\tv = %s;" % src)
        w("\td = %s;" % chain)
        w("\tif (d < 0)")
        w("\t\tgoto unexpected;")
        if stride == 1:
            w("\to += d;")
        else:
            w("\to += d * %d;" % stride)
        stride *= len(dom)
    w("#if defined(LITMUS_NO_CHECK)")
    w("\t(void)o;")
    w("#elif defined(CANDIDATE)")
    w("\tassert(o != CANDIDATE && \"outcome candidate\");")
    w("#else")
    w("\tswitch (o) {")
    for k in range(stride):
        w("\tcase %d: /* %s */" % (k, decode(obs, k)))
        w("#ifndef SKIP_%d" % k)
        w("\t\tassert(!\"outcome %d\");" % k)
        w("#endif")
        w("\t\tbreak;")
    w("\tdefault:")
    w("\t\tgoto unexpected;")
    w("\t}")
    w("#endif")
    w("\treturn 0;")
    w("unexpected:")
    w("\tassert(!\"outcome unexpected\");")
    w("\treturn 1;")
    w("}")
    return "\n".join(out) + "\n"
