#!/usr/bin/env python3
"""Classify the differences of an RC11 campaign (oracle.py --model rc11 --tools pancam,genmc)
with the axiomatic reference rc11ref.py as the judge.

    scripts/litmus/classify.py OUT/results.jsonl [--json FILE] [--timeout S] [-v]

For each test (the last line of each in results.jsonl) it computes, with rc11ref.py:
  full      RC11's outcomes (a failed CAS reads with its failure order, as C11 says)
  genmc     RC11 with a failed CAS reading with its success order (what GenMC 0.10.3 does)
  pancam    the psc that pancam documents (edges between seq_cst accesses only), RC11's psc_F
and sorts every outcome on which pancam and GenMC disagree:

  pancam-missing    GenMC reaches it, pancam does not: a soundness bug of pancam
  missing-vs-rc11   RC11 (full) allows it, pancam does not reach it, GenMC does not either
                    (hidden from the GenMC comparison): also a soundness bug
  genmc-cas-fail    pancam reaches it, GenMC does not, RC11 allows it: GenMC's failed-CAS
                    ordering (not pancam's fault)
  documented-psc    pancam reaches it, RC11 forbids it, pancam's documented psc allows it
  undocumented      pancam reaches it, even pancam's documented psc forbids it: a bug
and checks that the reference agrees with each tool where it should (`ref-vs-genmc`: rc11ref's
GenMC variant against GenMC; `ref-vs-pancam`: the documented-psc variant against pancam, an
informative figure: pancam may be stricter than what it documents). Racy tests (either tool or
the reference) compare race answers only.
"""

import argparse
import json
import os
import signal
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import litmus  # noqa: E402
import rc11ref  # noqa: E402


class Timeout(Exception):
    pass


def _alarm(*_):
    raise Timeout()


def load(path):
    res = {}
    with open(path) as f:
        for line in f:
            r = json.loads(line)
            res[r["test"]] = r
    return res


def tool(r, prefix):
    for k, v in r["tools"].items():
        if k.split(":")[0] == prefix:
            return v
    return None


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("results")
    p.add_argument("--json", help="write the per-test classification here (JSON lines)")
    p.add_argument("--timeout", type=int, default=300, help="seconds per reference run")
    p.add_argument("-v", action="store_true", help="print every classified outcome")
    a = p.parse_args()
    res = load(a.results)
    signal.signal(signal.SIGALRM, _alarm)
    counts = {}
    tests_by = {}
    out = open(a.json, "w") if a.json else None
    reftime = []
    for name in sorted(res):
        r = res[name]
        pt, gt = tool(r, "pancam"), tool(r, "genmc")
        if not pt or not gt or pt["status"] != "ok" or gt["status"] != "ok":
            counts.setdefault("not-comparable", 0)
            counts["not-comparable"] += 1
            continue
        m = litmus.read_meta(r["file"])
        t0 = time.time()
        signal.alarm(a.timeout)
        try:
            full, race, _ = rc11ref.outcomes(m["test"], "full", m["plain"])
            gem, grace, _ = rc11ref.outcomes(m["test"], "full", m["plain"], cas_fail="success")
            doc, _, _ = rc11ref.outcomes(m["test"], "pancam")
        except Timeout:
            signal.alarm(0)
            counts.setdefault("ref-timeout", 0)
            counts["ref-timeout"] += 1
            print("%s: reference timed out" % name)
            continue
        signal.alarm(0)
        reftime.append(time.time() - t0)
        full, gem, doc = set(full), set(gem), set(doc)
        P, G = set(pt["outcomes"] or []), set(gt["outcomes"] or [])
        rec = {"test": name, "file": r["file"], "pancam_race": pt.get("race"), "genmc_race": gt.get("race"),
               "ref_race": race is not None, "ref_race_genmc": grace is not None, "classes": {}}
        if m["plain"] and (pt.get("race") or gt.get("race") or race):
            racy = [bool(pt.get("race")), bool(gt.get("race")), race is not None]
            c = "race-agree" if len(set(racy)) == 1 else "race-differ"
            rec["classes"][c] = []
            counts[c] = counts.get(c, 0) + 1
            tests_by.setdefault(c, []).append(name)
            if c == "race-differ":
                print("%s: race answers pancam=%s genmc=%s ref=%s %s" % (name, racy[0], racy[1], racy[2], race))
            if out:
                out.write(json.dumps(rec) + "\n")
            continue
        cls = {}
        for o in sorted(G - P):
            cls.setdefault("pancam-missing", []).append(o)
        for o in sorted(full - P - G):
            cls.setdefault("missing-vs-rc11", []).append(o)
        for o in sorted(P - G):
            if o in full:
                cls.setdefault("genmc-cas-fail" if o not in gem else "extra-in-rc11", []).append(o)
            elif o in doc:
                cls.setdefault("documented-psc", []).append(o)
            else:
                cls.setdefault("undocumented", []).append(o)
        if gem != G:
            cls["ref-vs-genmc"] = sorted(gem ^ G)
        if doc != P:
            cls["ref-vs-pancam"] = sorted(doc ^ P)
        if not cls:
            cls["agree"] = []
        rec["classes"] = cls
        for c, os_ in cls.items():
            counts[c] = counts.get(c, 0) + 1
            counts[c + " (outcomes)"] = counts.get(c + " (outcomes)", 0) + len(os_)
            tests_by.setdefault(c, []).append(name)
            if c != "agree" and (a.v or c not in ("ref-vs-pancam",)):
                print("%s: %s: %s" % (name, c, " | ".join(litmus.decode(m["observables"], k) for k in os_)))
        if out:
            out.write(json.dumps(rec) + "\n")
    print("tests: %d" % len(res))
    for c in sorted(counts):
        print("  %-32s %d" % (c, counts[c]))
    for c in sorted(tests_by):
        if c not in ("agree", "race-agree"):
            print("  %s: %s" % (c, " ".join(tests_by[c])))
    if reftime:
        print("reference: %.2fs/test mean, max %.1fs" % (sum(reftime) / len(reftime), max(reftime)))


if __name__ == "__main__":
    main()
