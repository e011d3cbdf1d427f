//! Swarm verification (`pancam check --swarm K`) through the command line.
//!
//! - Against the exhaustive verdicts of `programs/verdicts.json`: a swarm never reports a
//!   violation where the program holds (it says "incomplete", exit 3, with the distinct
//!   states it covered), and finds every violation (these programs are small: each run's
//!   default bit array holds the whole space; entries marked `large` are left out); every
//!   counterexample replays.
//! - With an exact store and no reduction, every run stores exactly the states of the one
//!   exhaustive search, the verdict is a proof, and the sketch's estimate of the distinct
//!   states is within a few percent of the exact count.
//! - A counterexample's trail replays with `pancam replay`; one run is repeated alone by its
//!   seed (`--swarm 1 --seed S+i`).
//! - Small bit arrays: the runs lose different states, so together they cover more than any
//!   one of them.
//! - LTL: every run is a nested depth-first search of the product, diversified the same
//!   way; a lasso found replays, and a property that holds is proven by an exact run.
//! - Options that do not fit are usage errors (exit 2).

use crate::common;

use common::{TempDir, pancam_output, root};
use serde_json::Value;
use std::time::Duration;

const LIMIT: Duration = Duration::from_secs(300);

fn check(args: &[&str]) -> (i32, Value) {
    let mut all = vec!["check", "-q", "--json"];
    all.extend_from_slice(args);
    let (code, out, err) = pancam_output(root(), &all, LIMIT);
    let j: Value = serde_json::from_str(&out)
        .unwrap_or_else(|e| panic!("{all:?}: not JSON ({e}): {out}\n{err}"));
    (code, j)
}

fn runs(j: &Value) -> &Vec<Value> {
    j["swarm"]["per_run"].as_array().expect("per_run")
}

#[test]
fn swarm_verdicts_agree_with_the_exhaustive_ones() {
    let v: Value = serde_json::from_str(
        &std::fs::read_to_string(root().join("programs/verdicts.json")).expect("verdicts.json"),
    )
    .expect("verdicts.json is JSON");
    let (mut holds, mut violations) = (0, 0);
    let mut problems = Vec::new();
    for e in v["entries"].as_array().expect("entries") {
        let flags: Vec<&str> = e["flags"]
            .as_array()
            .map(|f| f.iter().filter_map(Value::as_str).collect())
            .unwrap_or_default();
        // LTL, Monte Carlo and all-violation entries are for other searches; `large` state
        // spaces are beyond what "each run's bit array holds the whole space" promises.
        if e["large"] == true
            || flags
                .iter()
                .any(|f| f.starts_with("--ltl") || *f == "--search" || *f == "--max-violations")
        {
            continue;
        }
        let ll = format!("programs/{}", e["ll"].as_str().expect("ll"));
        let mut args = vec![
            ll.as_str(),
            "--swarm",
            "3",
            "--workers",
            "2",
            "--seed",
            "11",
        ];
        args.extend(flags.iter().copied());
        let (code, j) = check(&args);
        let what = format!("{ll} {flags:?}");
        match e["expect"].as_str() {
            Some("holds") => {
                holds += 1;
                let reasons: Vec<&str> = j["incomplete"]
                    .as_array()
                    .map(|a| {
                        a.iter()
                            .filter_map(|r| r["reason"]["reason"].as_str())
                            .collect()
                    })
                    .unwrap_or_default();
                if code != 3 || j["result"] != "incomplete" || !reasons.contains(&"swarm") {
                    problems.push(format!("{what}: exit {code}, {} {reasons:?}", j["result"]));
                }
                if j["swarm"]["distinct_states"].as_u64().unwrap_or(0) == 0 {
                    problems.push(format!("{what}: no distinct states estimated"));
                }
            }
            Some("violation") => {
                violations += 1;
                let replayed = j["counterexamples"][0]["replayed"] == true;
                let kind = j["counterexamples"][0]["kind"].as_str().unwrap_or("");
                let want = e["kind"].as_str().unwrap_or("");
                if code != 1 || !replayed || (!want.is_empty() && kind != want) {
                    problems.push(format!(
                        "{what}: exit {code}, replayed {replayed}, kind {kind:?} (want {want:?})"
                    ));
                }
                let w = j["swarm"]["winner"].as_u64();
                if !runs(&j)
                    .iter()
                    .any(|r| r["index"].as_u64() == w && r["violated"] == true)
                {
                    problems.push(format!("{what}: the winner {w:?} is not a violating run"));
                }
            }
            _ => {}
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    assert!(
        holds >= 40 && violations >= 30,
        "{holds} holds, {violations} violations"
    );
}

#[test]
fn exact_runs_each_cover_the_space_and_the_sketch_counts_it() {
    let p = "programs/philosophers5-ordered.O2.ll";
    let (code, one) = check(&[p, "--por", "none"]);
    assert_eq!(code, 0);
    let n = one["statistics"]["counters"]["stored"]
        .as_u64()
        .expect("stored");
    let (code, j) = check(&[
        p,
        "--por",
        "none",
        "--store",
        "exact",
        "--swarm",
        "4",
        "--workers",
        "2",
    ]);
    assert_eq!(code, 0, "{j}");
    assert_eq!(j["result"], "holds");
    assert_eq!(runs(&j).len(), 4);
    for r in runs(&j) {
        assert_eq!(r["stored"].as_u64(), Some(n), "{r}");
        assert!(r["stop"].is_null(), "{r}");
    }
    assert_eq!(j["statistics"]["counters"]["stored"].as_u64(), Some(4 * n));
    let d = j["swarm"]["distinct_states"].as_f64().expect("distinct");
    assert!((d - n as f64).abs() / (n as f64) < 0.03, "{d} against {n}");
}

#[test]
fn the_trail_replays_and_a_run_repeats_by_its_seed() {
    let dir = TempDir::new("swarm-trail").expect("temp dir");
    let trail = dir.path().join("t.json");
    let t = trail.to_str().expect("utf-8");
    let p = "programs/peterson.O2.ll";
    let (code, j) = check(&[
        p,
        "--swarm",
        "6",
        "--workers",
        "2",
        "--seed",
        "40",
        "--trail",
        t,
    ]);
    assert_eq!(code, 1, "{j}");
    let (rc, out, err) = pancam_output(root(), &["replay", t], LIMIT);
    assert_eq!(rc, 1, "{out}\n{err}");
    // The winning run alone, by its seed, finds the same counterexample.
    let w = j["swarm"]["winner"].as_u64().expect("winner");
    let seed = (40 + w).to_string();
    let (code, alone) = check(&[p, "--swarm", "1", "--seed", &seed]);
    assert_eq!(code, 1);
    assert_eq!(
        alone["counterexamples"][0]["schedule"], j["counterexamples"][0]["schedule"],
        "run {w} alone"
    );
    let (a, b) = (&runs(&alone)[0], &runs(&j)[w as usize]);
    assert_eq!(a["stored"], b["stored"]);
    assert_eq!(a["transitions"], b["transitions"]);
}

#[test]
fn small_bit_arrays_lose_different_states() {
    // About 40,000 states in 2^15 bits: each run loses many, and different ones.
    let p = "programs/philosophers7-ordered.O2.ll";
    let (code, j) = check(&[
        p,
        "--por",
        "none",
        "--swarm",
        "4",
        "--workers",
        "2",
        "-w",
        "15",
        "-k",
        "2",
    ]);
    assert_eq!(code, 3, "{j}");
    let best = runs(&j)
        .iter()
        .filter_map(|r| r["stored"].as_u64())
        .max()
        .expect("runs");
    let d = j["swarm"]["distinct_states"].as_u64().expect("distinct");
    assert!(d as f64 > 1.2 * best as f64, "union {d}, best run {best}");
    let distinct: std::collections::HashSet<u64> = runs(&j)
        .iter()
        .filter_map(|r| r["stored"].as_u64())
        .collect();
    assert!(
        distinct.len() > 1,
        "all runs stored the same number of states"
    );
}

#[test]
fn ltl_swarms_run_nested_searches() {
    let p = "tests/ltl_check/peterson_ltl.O2.ll";
    let ltl = [
        "--ltl",
        "[] (want0 -> <> cs0)",
        "--prop",
        "want0 = flag0 == 1",
        "--prop",
        "cs0 = cs0 == 1",
    ];
    let with = |extra: &[&str]| {
        let mut a = vec![p];
        a.extend(ltl);
        a.extend(extra);
        check(&a)
    };
    // Without fairness a thread can starve: every run's lasso replays.
    let (code, j) = with(&["--swarm", "4", "--workers", "2", "--seed", "3"]);
    assert_eq!(code, 1, "{j}");
    assert_eq!(j["counterexamples"][0]["replayed"], true, "{j}");
    assert!(j["swarm"]["winner"].is_u64());
    // Under fairness it holds: with an exact store each run is a complete nested search
    // of the same product (the same states), and the verdict is a proof.
    let (code, one) = with(&["--fair"]);
    assert_eq!(code, 0, "{one}");
    let n = one["statistics"]["counters"]["stored"]
        .as_u64()
        .expect("stored");
    let (code, j) = with(&[
        "--fair",
        "--swarm",
        "3",
        "--workers",
        "2",
        "--store",
        "exact",
    ]);
    assert_eq!(code, 0, "{j}");
    for r in runs(&j) {
        assert_eq!(r["stored"].as_u64(), Some(n), "{r}");
    }
    // With bit arrays it is only effort.
    let (code, j) = with(&["--fair", "--swarm", "3", "--workers", "2"]);
    assert_eq!(code, 3, "{j}");
}

#[test]
fn options_that_do_not_fit_are_usage_errors() {
    let p = "programs/peterson.O2.ll";
    for (args, says) in [
        (vec!["--swarm", "0"], "expected 1 to"),
        (
            vec!["--swarm", "2", "--search", "monte-carlo"],
            "leave out --search",
        ),
        (
            vec!["--swarm", "2", "--max-violations", "0"],
            "--max-violations",
        ),
    ] {
        let mut all = vec!["check", p];
        all.extend(args.iter().copied());
        let (code, out, err) = pancam_output(root(), &all, LIMIT);
        assert_eq!(code, 2, "{all:?}: {out}{err}");
        assert!(err.contains(says), "{all:?}: {err}");
    }
}
