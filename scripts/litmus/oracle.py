#!/usr/bin/env python3
"""Compare the reachable outcomes of litmus tests across pancam, GenMC and Nidhugg.

    scripts/litmus/oracle.py [options] (FILE.c | DIR)...
    scripts/litmus/oracle.py [options] --generate N --seed S --flavour c11|tso [gen options]

Tools (--tools, comma-separated, each NAME or NAME:MODEL; MODEL defaults to --model):
  pancam    target/release/pancam check FILE.c -O1 --json --max-violations 0
            [--memory-model M] (no flag for sc unless --pancam-explicit-sc)
  genmc     run-peer.sh --peer genmc --model sc|tso|rc11  (incremental enumeration, below)
  nidhugg   run-peer.sh --peer nidhugg --model sc|tso
  ref       scripts/litmus/ref.py: source-level enumerator of sc and tso (no compiler);
            ref:rc11 is scripts/litmus/rc11ref.py, the axiomatic RC11 (a failed CAS reads with
            its failure order, as C11 says; GenMC 0.10.3 uses the success order: see
            classify.py), with races for plain locations

Outcomes: pancam lists every reachable outcome in one run (one distinct assertion per
candidate). The peers stop at their first violation, so they are asked again and again with
-DSKIP_K for every outcome K found so far until they answer "safe" (runs = reachable + 1);
--peer-mode candidate asks once per candidate with -DCANDIDATE=K instead.

Races (tests with plain `int` locations, c11 flavour only): GenMC is run once with race
detection and -DLITMUS_NO_CHECK (its outcome runs use --disable-race-detection); pancam under
sc is run once with --races -DLITMUS_NO_CHECK; under rc11 pancam reports races itself.
Nidhugg and ref (sc, tso) have no race detector (race = null, not compared); ref:rc11 has one.
Race/no-race is compared as an answer of its own; outcome sets are not compared under rc11 when a tool reports a race
(undefined behaviour). Tests without plain locations cannot race (race = false).

A tool run that times out, errs or is incomplete (pancam: a bound cut the search) is
reported as such and never counted as agreement. Per-test results go to OUT/results.jsonl
(one JSON object per line); a rerun with the same OUT and tools skips the tests already there
(--fresh to start over). Summary line: tests, outcomes, differences, timeouts, errors.
"""

import argparse
import concurrent.futures
import hashlib
import json
import os
import re
import shlex
import signal
import subprocess
import sys
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import litmus  # noqa: E402
import ref as refmod  # noqa: E402
import rc11ref  # noqa: E402
import gen as genmod  # noqa: E402

ROOT = os.path.abspath(os.path.join(HERE, "..", ".."))
PANCAM = os.environ.get("PANCAM", os.path.join(ROOT, "target", "release", "pancam"))
RUN_PEER = os.environ.get("RUN_PEER", os.path.join(ROOT, "..", "shared", "tools", "run-peer.sh"))
MODELS = {"pancam": ("sc", "tso", "rc11"), "genmc": ("sc", "tso", "rc11"),
          "nidhugg": ("sc", "tso"), "ref": ("sc", "tso", "rc11")}
OUTCOME_RE = re.compile(r'outcome (\d+|unexpected|candidate)')


class Tool:
    def __init__(self, spec, default_model):
        name, _, model = spec.partition(":")
        model = model or default_model
        if name not in MODELS:
            raise SystemExit("unknown tool %r (pancam, genmc, nidhugg, ref)" % name)
        if model not in MODELS[name]:
            raise SystemExit("%s has no model %r (it has: %s)" % (name, model, ", ".join(MODELS[name])))
        self.name, self.model = name, model

    @property
    def key(self):
        return "%s:%s" % (self.name, self.model)


def run(cmd, timeout):
    """(rc, stdout, stderr, seconds); rc None on timeout. Kills the process group on timeout."""
    t0 = time.time()
    p = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                         start_new_session=True)
    try:
        out, err = p.communicate(timeout=timeout)
        return p.returncode, out, err, time.time() - t0
    except subprocess.TimeoutExpired:
        try:
            os.killpg(p.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        out, err = p.communicate()
        return None, out, err, time.time() - t0


def res(status, outcomes=None, race=None, secs=0.0, runs=0, note=""):
    return {"status": status, "outcomes": outcomes, "race": race, "time": round(secs, 3),
            "runs": runs, "note": note}


# ---------------------------------------------------------------- pancam

def pancam_run(a, path, model, defs, races):
    cmd = [PANCAM, "check", path, a.opt, "--json", "--max-violations", "0", "-q"]
    if model != "sc" or a.pancam_explicit_sc:
        cmd += ["--memory-model", model]
    if races:
        cmd.append("--races")
    cmd += ["--max-time", str(a.timeout)] + defs + shlex.split(a.pancam_flags)
    rc, out, err, secs = run(cmd, a.timeout + 15)
    if rc is None:
        return None, "timeout", secs, " ".join(cmd)
    try:
        return json.loads(out), err, secs, " ".join(cmd)
    except ValueError:
        return None, (err.strip().splitlines() or ["rc=%s, no JSON" % rc])[-1][:300], secs, " ".join(cmd)


def pancam_tool(a, path, meta, model):
    total, runs = 0.0, 0
    d, err, secs, cmd = pancam_run(a, path, model, [], races=False)
    total += secs
    runs += 1
    if d is None:
        return res("timeout" if err == "timeout" else "error", secs=total, runs=runs, note=err)
    outs, race, other = set(), False, []
    for c in d.get("counterexamples", []):
        msg = c.get("message") or ""
        kind = (c.get("kind") or "") + " " + json.dumps(c.get("finding", ""))
        m = OUTCOME_RE.search(msg)
        if "race" in kind:
            race = True
        elif m and m.group(1).isdigit():
            outs.add(int(m.group(1)))
        else:
            other.append(msg or kind)
    if other:
        return res("error", sorted(outs), race, total, runs, "unexpected violation: " + other[0][:300])
    incomplete = not d.get("complete", False) or d.get("incomplete")
    if incomplete:
        return res("incomplete", sorted(outs), race, total, runs,
                   "incomplete: %s" % (d.get("incomplete") or d.get("verdict")))
    if not meta["plain"]:
        race = False
    elif model == "sc":
        d2, err, secs, cmd = pancam_run(a, path, model, ["-DLITMUS_NO_CHECK"], races=True)
        total += secs
        runs += 1
        if d2 is None:
            return res("timeout" if err == "timeout" else "error", sorted(outs), None, total, runs,
                       "race run: " + err)
        race = any("race" in (c.get("kind") or "") for c in d2.get("counterexamples", []))
    elif model == "tso":
        race = None
    return res("ok", sorted(outs), race, total, runs)


# ---------------------------------------------------------------- peers

SUMMARY_RE = re.compile(r'verdict=(\S+)')


def nidhugg_algo(a, peer, model):
    """run-peer.sh runs Nidhugg with --optimal; under TSO Optimal-DPOR misses executions
    (README.md, "Peer quirks"): the last algorithm flag wins, so pass --source after it."""
    if peer == "nidhugg" and model == "tso" and a.nidhugg_tso != "optimal":
        return ["--" + a.nidhugg_tso]
    return []


def peer_run(a, path, peer, model, defs, races=False, extra=()):
    cmd = ["bash", RUN_PEER, "--peer", peer, "--model", model, "--timeout", str(a.timeout), "--raw", a.opt]
    if races:
        cmd.append("--races")
    cmd += defs + [path]
    flags = list(extra) + nidhugg_algo(a, peer, model) + shlex.split(a.genmc_flags if peer == "genmc" else a.nidhugg_flags)
    if flags:
        cmd += ["--"] + flags
    secs = 0.0
    for _attempt in range(4):
        rc, out, err, s = run(cmd, a.timeout * 3 + 30)
        secs += s
        # run-peer.sh's exit trap deletes every /tmp/__genmc.ll.* created during its run, also
        # those of GenMC runs beside it: such a run fails to open its input; run it again
        if rc is None or not re.search(r"__genmc\.ll\.\S*(: error: Could not open input|'?: '?No such file"
                                       r"|'?: '?Operation not permitted)|unable to open output file '/tmp/__genmc\.ll",
                                       out + err):
            break
    if rc is None:
        return "timeout", None, secs, out + err
    m = SUMMARY_RE.search(out)
    verdict = m.group(1) if m else "error"
    mo = OUTCOME_RE.search(err) if verdict.endswith("assert") else None
    return verdict, (mo.group(1) if mo else None), secs, out.strip()


def peer_tool(a, path, meta, peer, model):
    total, runs = 0.0, 0
    race = False if not meta["plain"] else None
    extra = []
    if peer == "genmc":
        extra = ["--disable-race-detection"]
        if meta["plain"] and model != "tso":
            v, _, secs, out = peer_run(a, path, peer, model, ["-DLITMUS_NO_CHECK"], races=True)
            total += secs
            runs += 1
            if v == "race":
                race = True
            elif v == "safe":
                race = False
            else:
                return res("timeout" if v == "timeout" else "error", None, None, total, runs,
                           "race run: verdict=%s %s" % (v, out[-300:]))
    outs = []
    deadline = time.time() + a.test_timeout
    if a.peer_mode == "candidate":
        for k in range(meta["ncand"]):
            v, o, secs, out = peer_run(a, path, peer, model, ["-DCANDIDATE=%d" % k], extra=extra)
            total += secs
            runs += 1
            if v == "safe":
                continue
            if v.endswith("assert") and o == "candidate":
                outs.append(k)
                continue
            return res("timeout" if v == "timeout" else "error", sorted(outs), race, total, runs,
                       "candidate %d: verdict=%s outcome=%s %s" % (k, v, o, out[-300:]))
        return res("ok", outs, race, total, runs)
    while True:
        if time.time() > deadline:
            return res("timeout", sorted(outs), race, total, runs, "test timeout after %d runs" % runs)
        v, o, secs, out = peer_run(a, path, peer, model, ["-DSKIP_%d" % k for k in outs], extra=extra)
        total += secs
        runs += 1
        if v == "safe":
            return res("ok", sorted(outs), race, total, runs)
        if v.endswith("assert") and o is not None and o.isdigit() and int(o) not in outs:
            outs.append(int(o))
            continue
        return res("timeout" if v == "timeout" else "error", sorted(outs), race, total, runs,
                   "verdict=%s outcome=%s %s" % (v, o, out[-400:]))


def ref_tool(a, path, meta, model):
    t0 = time.time()
    try:
        if model == "rc11":
            outs, race, _ = rc11ref.outcomes(meta["test"], "full", meta["plain"])
            return res("ok", outs, race is not None, time.time() - t0, 1,
                       "race: %s / %s" % race if race else "")
        outs = refmod.outcomes(meta["test"], model)
    except Exception as e:  # noqa: BLE001
        return res("error", None, None, time.time() - t0, 1, str(e))
    return res("ok", outs, None, time.time() - t0, 1)


def run_tool(a, tool, path, meta):
    if tool.name == "pancam":
        return pancam_tool(a, path, meta, tool.model)
    if tool.name == "ref":
        return ref_tool(a, path, meta, tool.model)
    return peer_tool(a, path, meta, tool.name, tool.model)


# ---------------------------------------------------------------- comparison

def compare(meta, results, tools, opt):
    diffs = []
    obs = meta["observables"]
    ok = [t for t in tools if results[t.key]["status"] == "ok"]
    for i, t1 in enumerate(ok):
        for t2 in ok[i + 1:]:
            r1, r2 = results[t1.key], results[t2.key]
            if r1["race"] is not None and r2["race"] is not None and r1["race"] != r2["race"]:
                diffs.append({"a": t1.key, "b": t2.key, "what": "race", "a_says": r1["race"], "b_says": r2["race"]})
            racy = any(results[t.key]["race"] for t in (t1, t2)) and "rc11" in (t1.model, t2.model)
            if racy:
                continue
            # ref reads the source: at -O1 clang merges and removes plain (non-atomic) accesses
            if meta["plain"] and opt != "-O0" and "ref" in (t1.name, t2.name):
                continue
            s1, s2 = set(r1["outcomes"]), set(r2["outcomes"])
            if s1 != s2:
                diffs.append({"a": t1.key, "b": t2.key, "what": "outcomes",
                              "only_a": [litmus.decode(obs, k) for k in sorted(s1 - s2)],
                              "only_b": [litmus.decode(obs, k) for k in sorted(s2 - s1)]})
    # a bounded (incomplete) search must still reach only outcomes the complete ones reach
    for t1 in tools:
        r1 = results[t1.key]
        if r1["status"] != "incomplete" or r1["outcomes"] is None:
            continue
        for t2 in ok:
            r2 = results[t2.key]
            if t2.model != t1.model or (t1.model == "rc11" and (r1["race"] or r2["race"])):
                continue
            extra = set(r1["outcomes"]) - set(r2["outcomes"])
            if extra:
                diffs.append({"a": t1.key, "b": t2.key, "what": "outcomes (incomplete search)",
                              "only_a": [litmus.decode(obs, k) for k in sorted(extra)], "only_b": []})
    return diffs


def tool_config(a, t):
    """What a tool's answer depends on besides the test (for reusing earlier results)."""
    flags = {"pancam": a.pancam_flags + (" explicit-sc" if a.pancam_explicit_sc else ""),
             "genmc": a.genmc_flags, "nidhugg": " ".join(nidhugg_algo(a, t.name, t.model) + [a.nidhugg_flags]).strip(),
             "ref": ""}[t.name]
    mode = a.peer_mode if t.name in ("genmc", "nidhugg") else ""
    return "%s %s %s [%s]" % (t.key, a.opt, mode, flags)


def check_test(a, tools, path, cache):
    meta = litmus.read_meta(path)
    sha = hashlib.sha1(open(path, "rb").read()).hexdigest()
    results, fresh = {}, False
    for t in tools:
        old = cache.get((meta["name"], sha, tool_config(a, t)))
        if old is None:
            old = run_tool(a, t, path, meta)
            fresh = True
        results[t.key] = old
    diffs = compare(meta, results, tools, a.opt)
    statuses = [r["status"] for r in results.values()]
    if diffs:
        verdict = "differ"
    elif all(s == "ok" for s in statuses):
        verdict = "agree"
    elif "timeout" in statuses:
        verdict = "timeout"
    elif "incomplete" in statuses:
        verdict = "incomplete"
    else:
        verdict = "error"
    union = set()
    for r in results.values():
        if r["status"] == "ok":
            union |= set(r["outcomes"])
    return {"test": meta["name"], "file": os.path.relpath(path, ROOT) if path.startswith(ROOT) else path,
            "sha1": sha, "flavour": meta["flavour"],
            "ncand": meta["ncand"], "plain": meta["plain"], "config": a.config,
            "tool_config": {t.key: tool_config(a, t) for t in tools}, "verdict": verdict, "fresh": fresh,
            "outcomes": len(union), "diffs": diffs, "tools": results,
            "reachable": {k: [litmus.decode(meta["observables"], o) for o in (r["outcomes"] or [])]
                          for k, r in results.items() if r["status"] == "ok"} if a.decode else None}


def collect(paths):
    files = []
    for p in paths:
        if os.path.isdir(p):
            files += sorted(os.path.join(p, f) for f in os.listdir(p) if f.endswith(".c"))
        else:
            files.append(p)
    return files


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("paths", nargs="*", help="litmus .c files or directories of them")
    p.add_argument("--tools", default="pancam,genmc,nidhugg",
                   help="comma-separated NAME[:MODEL] (default pancam,genmc,nidhugg)")
    p.add_argument("--model", default="sc", choices=["sc", "tso", "rc11"], help="default model of --tools")
    p.add_argument("--out", default="litmus-out", help="results directory (default litmus-out)")
    p.add_argument("--jobs", "-j", type=int, default=1, help="tests checked at once (default 1)")
    p.add_argument("--timeout", type=int, default=60, help="seconds per tool run (default 60)")
    p.add_argument("--test-timeout", type=int, default=600,
                   help="seconds per tool per test for the peers' repeated runs (default 600)")
    p.add_argument("--opt", default="-O1", choices=["-O0", "-O1", "-O2", "-O3"])
    p.add_argument("--peer-mode", choices=["skip", "candidate"], default="skip")
    p.add_argument("--pancam-flags", default="", help="extra pancam check flags, e.g. '--store-buffer 2'")
    p.add_argument("--pancam-explicit-sc", action="store_true", help="pass --memory-model sc to pancam")
    p.add_argument("--genmc-flags", default="", help="extra GenMC flags (after run-peer.sh's --)")
    p.add_argument("--nidhugg-flags", default="", help="extra Nidhugg flags")
    p.add_argument("--nidhugg-tso", choices=["source", "optimal", "observers"], default="source",
                   help="Nidhugg's DPOR algorithm under tso (default source: --optimal misses TSO executions)")
    p.add_argument("--fresh", action="store_true", help="ignore earlier results in OUT")
    p.add_argument("--keep-failed", action="store_true",
                   help="on resume, also reuse earlier timeouts/errors of a tool (default: run them again)")
    p.add_argument("--decode", action="store_true", help="also store each tool's outcomes decoded")
    p.add_argument("--limit", type=int, help="check at most N tests")
    p.add_argument("--quiet", "-q", action="store_true", help="print differences and the summary only")
    g = p.add_argument_group("generation (--generate N writes OUT/tests/*.c first)")
    g.add_argument("--generate", type=int, metavar="N")
    g.add_argument("--seed", type=int, default=0)
    g.add_argument("--flavour", choices=["c11", "tso"], default="c11")
    genmod.add_shape_args(g)
    a = p.parse_args()

    tools = [Tool(s.strip(), a.model) for s in a.tools.split(",") if s.strip()]
    a.config = "%s %s mode=%s pancam=[%s] genmc=[%s] nidhugg=[%s]" % (
        ",".join(t.key for t in tools), a.opt, a.peer_mode, a.pancam_flags, a.genmc_flags, a.nidhugg_flags)
    os.makedirs(a.out, exist_ok=True)
    files = collect(a.paths)
    if a.generate:
        files += genmod.write_tests(a.flavour, a.seed, a.generate, os.path.join(a.out, "tests"), a)
    if a.limit:
        files = files[:a.limit]
    if not files:
        p.error("no tests (give files, directories or --generate N)")
    resfile = os.path.join(a.out, "results.jsonl")
    cache = {}
    if os.path.exists(resfile) and not a.fresh:
        for line in open(resfile):
            try:
                r = json.loads(line)
            except ValueError:
                continue
            for k, cfg in r.get("tool_config", {}).items():
                if r["tools"][k]["status"] in ("ok", "incomplete") or a.keep_failed:
                    cache[(r["test"], r["sha1"], cfg)] = r["tools"][k]
    elif a.fresh and os.path.exists(resfile):
        os.rename(resfile, resfile + ".old")

    lock = threading.Lock()
    records = []
    todo = files
    if not a.quiet:
        print("%d tests, tools %s, results in %s (%d tool results from earlier runs)" % (
            len(files), ", ".join(t.key for t in tools), resfile, len(cache)), flush=True)

    def report(r):
        with lock:
            records.append(r)
            if r.pop("fresh"):
                with open(resfile, "a") as fh:
                    fh.write(json.dumps(r, sort_keys=True) + "\n")
            line = "%-22s %-10s outcomes=%-3d %s" % (r["test"], r["verdict"], r["outcomes"], "  ".join(
                "%s=%s/%.2fs%s" % (k, v["status"], v["time"],
                                   "" if v["race"] is None else ("/race" if v["race"] else ""))
                for k, v in r["tools"].items()))
            if not a.quiet or r["verdict"] != "agree":
                print(line, flush=True)
            for d in r["diffs"]:
                if d["what"] == "race":
                    print("   DIFF race: %s says %s, %s says %s" % (d["a"], d["a_says"], d["b"], d["b_says"]), flush=True)
                else:
                    print("   DIFF outcomes: only %s: %s; only %s: %s" % (
                        d["a"], " | ".join(d["only_a"]) or "-", d["b"], " | ".join(d["only_b"]) or "-"), flush=True)
            for k, v in r["tools"].items():
                if v["status"] != "ok" and v["note"]:
                    print("   %s %s: %s" % (k, v["status"], v["note"][:400].replace("\n", " | ")), flush=True)

    t0 = time.time()
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, a.jobs)) as ex:
        futs = [ex.submit(check_test, a, tools, f, cache) for f in todo]
        for fu in concurrent.futures.as_completed(futs):
            report(fu.result())
    n = len(records)
    cnt = lambda v: sum(1 for r in records if r["verdict"] == v)  # noqa: E731
    st = lambda s: sum(1 for r in records for v in r["tools"].values() if v["status"] == s)  # noqa: E731
    per_tool = []
    for t in tools:
        ts = [r["tools"][t.key]["time"] for r in records if t.key in r["tools"]]
        rs = [r["tools"][t.key]["runs"] for r in records if t.key in r["tools"]]
        if ts:
            per_tool.append("%s %.2fs/test (%.1f runs, max %.1fs)" % (t.key, sum(ts) / len(ts), sum(rs) / len(rs), max(ts)))
    print("summary: tests=%d outcomes=%d differences=%d agree=%d timeouts=%d errors=%d incomplete=%d "
          "(tool runs: %d timeout, %d error, %d incomplete) wall=%.0fs" % (
              n, sum(r["outcomes"] for r in records), cnt("differ"), cnt("agree"), cnt("timeout"),
              cnt("error"), cnt("incomplete"), st("timeout"), st("error"), st("incomplete"), time.time() - t0))
    print("time: " + "; ".join(per_tool))
    sys.exit(1 if cnt("differ") else (3 if n != cnt("agree") else 0))


if __name__ == "__main__":
    main()
