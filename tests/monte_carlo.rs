//! Monte Carlo model checking (`pancam check --search monte-carlo`) and random simulation
//! (`pancam simulate`) on the committed programs, through the command line.
//!
//! - A property that holds is never reported violated: every `holds` entry of
//!   `programs/verdicts.json` sampled with a few hundred lassos ends with exit 3 and the
//!   confidence statement, never with a violation.
//!   So is Lowe's fixed Needham–Schroeder protocol.
//! - Violations found by sampling are real: the deadlock of the symmetric dining philosophers
//!   (N = 5 and 16, the GMC² benchmark), Lowe's attack on Needham–Schroeder, Peterson's lost mutual exclusion at -O2, an LTL
//!   property violated without fairness; each counterexample is replayed (`"replayed": true`),
//!   written as a trail that `pancam replay` reproduces, and found again by re-running its
//!   sample alone (`--sample K`).
//! - Determinism: the same violating sample and the same moves for 1, 2 and 4 workers.
//! - Weak fairness: an LTL property that holds only under fairness is never violated by a
//!   sample with `--fair`.
//! - Spurious wakeups get a share of a step (`--mc-spurious`, issue 43): Lowe's attack is
//!   found with the defaults on both Needham–Schroeder models (and exhaustively on the
//!   mailbox model), a bug that needs a wakeup is still found, the JSON names the share, and
//!   the statement names the walk's distribution and how to search longer.
//! - Bad options are usage errors (exit 2).

use crate::common;

use common::{pancam_output, root};
use serde_json::Value;
use std::time::Duration;

const LIMIT: Duration = Duration::from_secs(300);

fn mc(args: &[&str]) -> (i32, Value) {
    let mut all = vec!["check", "--search", "monte-carlo", "--json"];
    all.extend_from_slice(args);
    let (code, out, err) = pancam_output(root(), &all, LIMIT);
    let j: Value = serde_json::from_str(&out)
        .unwrap_or_else(|e| panic!("{all:?}: not JSON ({e}): {out}\n{err}"));
    (code, j)
}

#[test]
fn properties_that_hold_are_never_reported_violated() {
    let v: Value = serde_json::from_str(
        &std::fs::read_to_string(root().join("programs/verdicts.json")).expect("verdicts.json"),
    )
    .expect("verdicts.json is JSON");
    let mut checked = 0;
    let mut problems = Vec::new();
    for e in v["entries"].as_array().expect("entries") {
        if e["expect"] != "holds" {
            continue;
        }
        let ll = format!("programs/{}", e["ll"].as_str().expect("ll"));
        let flags: Vec<&str> = e["flags"]
            .as_array()
            .map(|f| f.iter().filter_map(Value::as_str).collect())
            .unwrap_or_default();
        let mut args = vec![ll.as_str(), "--max-samples", "200", "--seed", "7"];
        args.extend(flags.iter().copied());
        let (code, j) = mc(&args);
        checked += 1;
        if code != 3 || j["result"] != "incomplete" || j["monte_carlo"]["samples"] != 200 {
            problems.push(format!(
                "{ll} {flags:?}: exit {code}, {}",
                j["verdict"].as_str().unwrap_or("?")
            ));
        }
    }
    // Lowe's fixed Needham–Schroeder protocol (its exhaustive search takes minutes).
    for ll in [
        "programs/needham-schroeder-lowe.O0.ll",
        "programs/needham-schroeder-lowe.O2.ll",
    ] {
        let (code, j) = mc(&[ll, "--max-samples", "3000", "--workers", "2"]);
        checked += 1;
        if code != 3 || j["monte_carlo"]["samples"] != 3000 {
            problems.push(format!("{ll}: exit {code}, {}", j["verdict"]));
        }
    }
    assert!(checked >= 20, "only {checked} holding entries");
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// A violation found by sampling: replayed, and found again by its sample alone.
fn found(args: &[&str], kind: &str) -> Value {
    let (code, j) = mc(args);
    assert_eq!(code, 1, "{args:?}: {}", j["verdict"]);
    let cx = &j["counterexamples"][0];
    assert_eq!(cx["kind"], kind, "{args:?}");
    assert_eq!(cx["replayed"], true, "{args:?}");
    let k = j["monte_carlo"]["violating_sample"]
        .as_u64()
        .expect("violating sample");
    let ks = k.to_string();
    let mut again: Vec<&str> = args.to_vec();
    again.extend(["--sample", ks.as_str()]);
    let (code2, j2) = mc(&again);
    assert_eq!(code2, 1, "{again:?}");
    assert_eq!(j2["counterexamples"][0]["moves"], cx["moves"], "{again:?}");
    assert_eq!(j2["monte_carlo"]["samples"], 1);
    j
}

#[test]
fn the_philosophers_deadlock_is_found_by_sampling() {
    for n in [5, 16] {
        let ll = format!("programs/philosophers{n}.O2.ll");
        let j = found(&[&ll], "deadlock");
        assert!(j["monte_carlo"]["samples"].as_u64().unwrap() <= 50, "{j}");
    }
}

#[test]
fn the_result_is_the_same_for_any_number_of_workers() {
    let mut seen = Vec::new();
    for w in ["1", "2", "4"] {
        let (code, j) = mc(&[
            "programs/philosophers16.O2.ll",
            "--seed",
            "11",
            "--workers",
            w,
        ]);
        assert_eq!(code, 1);
        seen.push((
            j["monte_carlo"]["violating_sample"].clone(),
            j["counterexamples"][0]["moves"].clone(),
        ));
    }
    assert!(seen.windows(2).all(|p| p[0] == p[1]), "{seen:?}");
}

#[test]
fn lowes_attack_is_found_by_sampling() {
    for ll in [
        "programs/needham-schroeder.O0.ll",
        "programs/needham-schroeder.O2.ll",
    ] {
        let j = found(&[ll, "--no-spurious-wakeups"], "assertion failure");
        assert_eq!(
            j["counterexamples"][0]["location"], "needham_schroeder.c:113:5",
            "{j}"
        );
    }
}

#[test]
fn peterson_at_o2_loses_mutual_exclusion_under_sampling() {
    found(&["programs/peterson.O2.ll"], "assertion failure");
}

#[test]
fn a_sampled_counterexample_replays_from_its_trail() {
    let dir = common::TempDir::new("pancam-mc-trail").expect("temp dir");
    let trail = dir.path().join("t.json");
    let t = trail.to_string_lossy().into_owned();
    let (code, j) = mc(&["programs/philosophers5.O2.ll", "--trail", &t]);
    assert_eq!(code, 1, "{j}");
    let (code, out, err) = pancam_output(root(), &["replay", &t], LIMIT);
    assert_eq!(code, 1, "{out}\n{err}");
    assert!(
        out.contains("reproduced: ") && out.contains("deadlock"),
        "{out}"
    );
}

const PETERSON_LTL: &str = "tests/ltl_check/peterson_ltl.O2.ll";
const WANT0: [&str; 4] = ["--prop", "want0 = flag0 == 1", "--prop", "cs0 = cs0 == 1"];

#[test]
fn ltl_violations_are_sampled_on_the_product() {
    let mut args = vec![PETERSON_LTL, "--ltl", "[] (want0 -> <> cs0)"];
    args.extend(WANT0);
    let j = found(&args, "LTL property violated");
    assert!(j["counterexamples"][0]["cycle"].is_array(), "{j}");
}

#[test]
fn weak_fairness_keeps_unfair_lassos_out() {
    let mut args = vec![
        PETERSON_LTL,
        "--ltl",
        "[] (want0 -> <> cs0)",
        "--fair",
        "--max-samples",
        "2000",
    ];
    args.extend(WANT0);
    let (code, j) = mc(&args);
    assert_eq!(code, 3, "{j}");
    assert!(
        j["monte_carlo"]["unfair_lassos"].as_u64().unwrap() > 0,
        "{j}"
    );
}

#[test]
fn the_statement_follows_the_formula() {
    let (code, j) = mc(&[
        "programs/peterson-fixed.O2.ll",
        "--epsilon",
        "0.05",
        "--delta",
        "0.01",
    ]);
    assert_eq!(code, 3);
    // ⌈ln 0.01 / ln 0.95⌉ = 90
    assert_eq!(j["monte_carlo"]["samples_required"], 90);
    assert_eq!(j["monte_carlo"]["samples"], 90);
    let verdict = j["verdict"].as_str().unwrap();
    assert!(
        verdict.contains("no violation in 90 random lassos")
            && verdict.contains("confidence 1 - δ = 0.99")
            && verdict.contains("ε = 0.05")
            && verdict.contains("not a proof"),
        "{verdict}"
    );
}

#[test]
fn bad_monte_carlo_options_are_usage_errors() {
    for args in [
        &["check", "programs/peterson.O2.ll", "--seed", "3"][..],
        &[
            "check",
            "programs/peterson.O2.ll",
            "--search",
            "monte-carlo",
            "--epsilon",
            "0",
        ],
        &[
            "check",
            "programs/peterson.O2.ll",
            "--search",
            "monte-carlo",
            "--delta",
            "1",
        ],
        &[
            "check",
            "programs/peterson.O2.ll",
            "--search",
            "monte-carlo",
            "--depth",
            "9",
        ],
        &[
            "check",
            "programs/peterson.O2.ll",
            "--search",
            "monte-carlo",
            "--store",
            "bitstate",
        ],
        &[
            "check",
            "programs/peterson.O2.ll",
            "--search",
            "monte-carlo",
            "--max-samples",
            "0",
        ],
    ] {
        let (code, out, err) = pancam_output(root(), args, LIMIT);
        assert_eq!(code, 2, "{args:?}: {out}{err}");
        assert!(err.contains("pancam:"), "{args:?}: {err}");
    }
}

#[test]
fn simulate_prints_a_random_run() {
    let (code, out, err) = pancam_output(
        root(),
        &["simulate", "programs/prodcons.O2.ll", "--seed", "1"],
        LIMIT,
    );
    assert_eq!(code, 0, "{out}{err}");
    assert!(
        out.contains("random simulation") && out.contains("prodcons.c:"),
        "{out}"
    );
    assert!(out.contains("\nend: "), "{out}");
    // The same seed, the same run.
    let (_, again, _) = pancam_output(
        root(),
        &["simulate", "programs/prodcons.O2.ll", "--seed", "1"],
        LIMIT,
    );
    assert_eq!(out, again);
    // A run into the deadlock ends with the error, exit 1; one seed of the first ten does.
    let hit = (0..10).find_map(|s| {
        let seed = s.to_string();
        let (code, out, _) = pancam_output(
            root(),
            &["simulate", "programs/philosophers3.O2.ll", "--seed", &seed],
            LIMIT,
        );
        (code == 1).then_some(out)
    });
    let out = hit.expect("a random run of 3 philosophers deadlocks within 10 seeds");
    assert!(out.contains("error: deadlock"), "{out}");
    let (code, out, _) = pancam_output(
        root(),
        &[
            "simulate",
            "programs/peterson-fixed.O2.ll",
            "--steps",
            "7",
            "--json",
        ],
        LIMIT,
    );
    assert_eq!(code, 0);
    let j: Value = serde_json::from_str(&out).expect("JSON");
    assert_eq!(j["moves"].as_array().map(Vec::len), Some(7));
    assert_eq!(j["end"], "cap");
}

/// The share of 2,000 walks of `ll` that violate, with lazy inputs drawn by `inputs`.
fn violating_share(ll: &str, inputs: pancam::model::InputDraw) -> f64 {
    use pancam::check::{CheckOptions, MonteCarloOptions, prepare};
    use pancam::explore::montecarlo::{MonteCarloConfig, WalkEnd, sample};
    let prog = pancam::load::load_ll(&root().join(ll)).expect("loads");
    let opts = CheckOptions {
        monte_carlo: Some(MonteCarloOptions {
            inputs,
            ..MonteCarloOptions::default()
        }),
        ..CheckOptions::default()
    };
    let p = prepare(&prog, &opts).expect("model");
    let cfg = MonteCarloConfig {
        seed: 5,
        ..MonteCarloConfig::default()
    };
    let n = 2000;
    let hits = (0..n)
        .filter(|&k| sample(&p.sys, &cfg, k).end == WalkEnd::Violation)
        .count();
    hits as f64 / n as f64
}

/// Lazy inputs are drawn uniformly from their type: `x < 2^30` for an unsigned `x` is a
/// quarter of the walks (a standard deviation is about 1%), not the half that drawing the
/// comparison's two outcomes alike gives (`--mc-inputs branches`).
#[test]
fn lazy_inputs_are_drawn_uniformly_from_their_domain() {
    use pancam::model::InputDraw;
    for ll in [
        "tests/check/input_quarter.O0.ll",
        "tests/check/input_quarter.O2.ll",
    ] {
        let u = violating_share(ll, InputDraw::Uniform);
        assert!((0.2..0.3).contains(&u), "{ll}: {u} of the walks violate");
        let b = violating_share(ll, InputDraw::Branches);
        assert!((0.45..0.55).contains(&b), "{ll}: {b} of the walks violate");
    }
}

/// A bug behind one value in 2^32: never met by 500 uniform samples, found by the branch
/// draw with the value shown, replayed, and found again by its sample alone.
#[test]
fn a_rare_input_needs_the_branch_draw() {
    for ll in [
        "tests/check/input_rare.O0.ll",
        "tests/check/input_rare.O2.ll",
    ] {
        let (code, j) = mc(&[ll, "--max-samples", "500", "--seed", "3"]);
        assert_eq!(code, 3, "{ll}: {}", j["verdict"]);
        let j = found(&[ll, "--mc-inputs", "branches"], "assertion failure");
        let text = j.to_string();
        assert!(text.contains("returns 12345 on this path"), "{ll}: {text}");
    }
    let ll = "tests/check/input_rare.O0.ll";
    for args in [
        &[
            "check",
            "--search",
            "monte-carlo",
            ll,
            "--mc-inputs",
            "sometimes",
        ][..],
        &["check", ll, "--mc-inputs", "branches"][..],
    ] {
        let (code, _, err) = pancam_output(root(), args, LIMIT);
        assert_eq!(code, 2, "{args:?}: {err}");
    }
}

/// A use that needs an input concrete draws one value of all 2^32 (the exhaustive search
/// cuts there: more than `--nondet-k`); the counterexample shows it, is replayed, is found
/// again by its sample, and its trail reproduces it (the replay accepts a choice among more
/// values than a search lists).
#[test]
fn a_value_drawn_from_2_to_the_32_is_replayed() {
    let dir = common::TempDir::new("pancam-mc-input").expect("temp dir");
    for ll in [
        "tests/check/input_square_mod.O0.ll",
        "tests/check/input_square_mod.O2.ll",
    ] {
        let j = found(&[ll], "assertion failure");
        let text = j.to_string();
        let v: u64 = text
            .split("returns ")
            .nth(1)
            .and_then(|r| r.split(' ').next())
            .and_then(|n| n.parse().ok())
            .unwrap_or_else(|| panic!("{ll}: no input value shown: {text}"));
        let sq = (v as u32).wrapping_mul(v as u32);
        assert_eq!(sq % 7, 2, "{ll}: {v}");
        let trail = dir.path().join("t.json");
        let t = trail.to_string_lossy().into_owned();
        let (code, _) = mc(&[ll, "--trail", &t]);
        assert_eq!(code, 1);
        let (code, out, err) = pancam_output(root(), &["replay", &t], LIMIT);
        assert_eq!(code, 1, "{out}\n{err}");
        assert!(out.contains("reproduced: "), "{out}");
    }
}

/// A program that fails only after a spurious wakeup (a wait in an `if`, not a loop):
/// sampling with the defaults still finds it (the wakeups keep a share of the walk), with
/// `--mc-spurious 0` it does not (a wakeup is then drawn only where nothing else can move),
/// and the JSON names the distribution.
#[test]
fn a_violation_that_needs_a_spurious_wakeup_is_still_sampled() {
    for ll in [
        "tests/check/cond_wait_if.O0.ll",
        "tests/check/cond_wait_if.O2.ll",
    ] {
        let j = found(&[ll], "assertion failure");
        assert_eq!(j["monte_carlo"]["mc_spurious"], 0.01, "{j}");
        assert!(
            j["monte_carlo"]["spurious_moves"].as_u64().unwrap() >= 1,
            "{j}"
        );
        let (code, j) = mc(&[ll, "--mc-spurious", "0", "--max-samples", "2000"]);
        assert_eq!(code, 3, "{j}");
        assert_eq!(j["monte_carlo"]["mc_spurious"], 0.0, "{j}");
        assert_eq!(j["monte_carlo"]["spurious_moves"], 0, "{j}");
        let (code, j) = mc(&[ll, "--mc-spurious", "uniform"]);
        assert_eq!(code, 1, "{j}");
        assert_eq!(j["monte_carlo"]["mc_spurious"], "uniform", "{j}");
        let (code, j) = mc(&[ll, "--no-spurious-wakeups", "--max-samples", "500"]);
        assert_eq!(code, 3, "{j}");
        assert!(j["monte_carlo"]["mc_spurious"].is_null(), "{j}");
    }
}

/// Lowe's attack with pancam's defaults (spurious wakeups on, `--mc-spurious` 0.01) on both
/// Needham–Schroeder models: found within a few thousand samples (before spurious wakeups
/// got a share of their own, the first model needed 10^5–10^6), and replayed from its trail.
#[test]
fn lowes_attack_is_found_by_sampling_with_the_defaults() {
    for (ll, line) in [
        (
            "programs/needham-schroeder.O2.ll",
            "needham_schroeder.c:113:5",
        ),
        (
            "programs/needham-schroeder.O0.ll",
            "needham_schroeder.c:113:5",
        ),
        (
            "programs/needham-schroeder-mailbox.O2.ll",
            "needham_schroeder_mailbox.c:144:5",
        ),
        (
            "programs/needham-schroeder-mailbox.O0.ll",
            "needham_schroeder_mailbox.c:144:5",
        ),
    ] {
        let j = found(&[ll, "--workers", "2"], "assertion failure");
        assert_eq!(j["counterexamples"][0]["location"], line, "{j}");
        assert!(
            j["monte_carlo"]["violating_sample"].as_u64().unwrap() < 20_000,
            "{ll}: {}",
            j["monte_carlo"]
        );
    }
    let dir = common::TempDir::new("pancam-mc-ns-trail").expect("temp dir");
    let trail = dir.path().join("t.json");
    let t = trail.to_string_lossy().into_owned();
    let (code, j) = mc(&["programs/needham-schroeder-mailbox.O2.ll", "--trail", &t]);
    assert_eq!(code, 1, "{j}");
    let (code, out, err) = pancam_output(root(), &["replay", &t], LIMIT);
    assert_eq!(code, 1, "{out}\n{err}");
    assert!(
        out.contains("reproduced: ") && out.contains("assertion"),
        "{out}"
    );
}

/// The exhaustive search finds Lowe's attack on the mailbox model too (with spurious wakeups,
/// pancam's default), and Lowe's fix holds in the samples.
#[test]
fn the_mailbox_model_of_needham_schroeder() {
    let (code, out, err) = pancam_output(
        root(),
        &[
            "check",
            "programs/needham-schroeder-mailbox.O2.ll",
            "--json",
            "--workers",
            "2",
        ],
        LIMIT,
    );
    let j: Value = serde_json::from_str(&out).unwrap_or_else(|e| panic!("{e}: {out}\n{err}"));
    assert_eq!(code, 1, "{}", j["verdict"]);
    assert_eq!(j["counterexamples"][0]["kind"], "assertion failure");
    assert_eq!(
        j["counterexamples"][0]["location"],
        "needham_schroeder_mailbox.c:144:5"
    );
    for ll in [
        "programs/needham-schroeder-mailbox-lowe.O0.ll",
        "programs/needham-schroeder-mailbox-lowe.O2.ll",
    ] {
        let (code, j) = mc(&[ll, "--max-samples", "3000", "--workers", "2"]);
        assert_eq!(code, 3, "{ll}: {}", j["verdict"]);
    }
}

/// The statement says under which distribution ε holds, and how to search longer.
#[test]
fn the_statement_names_the_distribution_and_how_to_search_longer() {
    let (code, j) = mc(&["programs/prodcons.O2.ll", "--epsilon", "0.05"]);
    assert_eq!(code, 3, "{j}");
    let verdict = j["verdict"].as_str().unwrap();
    for want in [
        "under the walk's distribution",
        "spurious wakeups together with probability 0.01",
        "--mc-spurious",
        "to search longer: --epsilon 5e-5 (138152 samples)",
        "--max-samples N",
        "--max-time S",
    ] {
        assert!(verdict.contains(want), "{want:?} not in {verdict}");
    }
    let (code, j) = mc(&[
        "programs/prodcons.O2.ll",
        "--epsilon",
        "0.05",
        "--no-spurious-wakeups",
    ]);
    assert_eq!(code, 3, "{j}");
    let verdict = j["verdict"].as_str().unwrap();
    assert!(
        verdict.contains("under the walk's distribution") && !verdict.contains("spurious"),
        "{verdict}"
    );
}

#[test]
fn bad_mc_spurious_values_are_usage_errors() {
    for v in ["-0.1", "1.5", "NaN", "nan", "inf", "abc", ""] {
        let args = [
            "check",
            "programs/prodcons.O2.ll",
            "--search",
            "monte-carlo",
            "--mc-spurious",
            v,
        ];
        let (code, out, err) = pancam_output(root(), &args, LIMIT);
        assert_eq!(code, 2, "{v:?}: {out}{err}");
        assert!(
            err.contains("pancam:") && err.contains("--mc-spurious"),
            "{v:?}: {err}"
        );
    }
    // Only for Monte Carlo.
    let (code, _, err) = pancam_output(
        root(),
        &["check", "programs/prodcons.O2.ll", "--mc-spurious", "0.1"],
        LIMIT,
    );
    assert_eq!(code, 2, "{err}");
    // 0 and 1 are probabilities.
    for v in ["0", "1"] {
        let (code, _) = mc(&[
            "programs/prodcons.O2.ll",
            "--mc-spurious",
            v,
            "--max-samples",
            "20",
        ]);
        assert_eq!(code, 3, "{v}");
    }
}

/// `pancam simulate` draws spurious wakeups as a sample does, with its own `--mc-spurious`:
/// a wait in an `if` (`cond_wait_if`) fails only after a spurious wakeup, so a run with
/// share 0 never reports it and share 1 does for some seed; a bad share is a usage error.
#[test]
fn simulate_takes_the_spurious_share() {
    let run = |p: &str, seed: u32| {
        pancam_output(
            root(),
            &[
                "simulate",
                "tests/check/cond_wait_if.O2.ll",
                "--seed",
                &seed.to_string(),
                "--mc-spurious",
                p,
            ],
            LIMIT,
        )
    };
    for seed in 0..8 {
        let (code, out, err) = run("0", seed);
        assert_eq!(code, 0, "seed {seed}: {out}{err}");
    }
    assert!(
        (0..8).any(|seed| run("1", seed).0 == 1),
        "share 1 never woke the waiter in 8 seeds"
    );
    let (code, _, err) = run("1.5", 0);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("--mc-spurious"), "{err}");
}
