//! `pancam check --ltl`: verdicts of LTL properties on the committed programs (`programs/`)
//! and the small LTL test programs (`tests/ltl_check/`, clang 19 -O2 IR committed), under every
//! granularity (`superstep` with and without the stubborn-set reduction), with and without
//! weak fairness; every lasso counterexample is replayed with
//! `pancam replay`; bad formulas and propositions are clear errors (exit 2).

use crate::common;

use common::{TempDir, pancam_output, root};
use serde_json::Value;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;
use std::time::Duration;

const GRANULARITIES: [&str; 3] = ["instruction", "shared-access", "superstep"];
const TIMEOUT: Duration = Duration::from_secs(300);

fn pancam(args: &[&str]) -> (i32, String, String) {
    pancam_output(root(), args, TIMEOUT)
}

/// A path in this test binary's temporary directory (left in place: statics are not dropped).
fn tmp(name: &str) -> PathBuf {
    static DIR: OnceLock<TempDir> = OnceLock::new();
    DIR.get_or_init(|| TempDir::new("pancam-ltl-check").expect("temp dir"))
        .path()
        .join(name)
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Expect {
    Holds,
    Violated,
}

struct Case {
    file: &'static str,
    formula: &'static str,
    props: &'static [&'static str],
    fair: bool,
    extra: &'static [&'static str],
    expect: Expect,
}

/// Runs one case under `gran` (`superstep-nopor`: supersteps without the stubborn-set
/// reduction, which is on for the plain `superstep` runs without `--fair`); checks verdict,
/// JSON report and (for violations) the trail.
fn run(case: &Case, gran: &str, tag: &str) {
    let trail = tmp(&format!("{tag}-{gran}.trail.json"));
    let trail_s = trail.display().to_string();
    let (g, por) = match gran {
        "superstep-nopor" => ("superstep", "none"),
        g => (g, "stubborn"),
    };
    let mut args: Vec<&str> = vec![
        "check",
        case.file,
        "--json",
        "--granularity",
        g,
        "--por",
        por,
        "--ltl",
        case.formula,
        "--trail",
        &trail_s,
    ];
    for p in case.props {
        args.push("--prop");
        args.push(p);
    }
    if case.fair {
        args.push("--fair");
    }
    args.extend_from_slice(case.extra);
    let (code, out, err) = pancam(&args);
    let what = format!(
        "{} {} {}{} ({gran})",
        case.file,
        case.formula,
        case.props.join(" "),
        if case.fair { " --fair" } else { "" }
    );
    let want = match case.expect {
        Expect::Holds => 0,
        Expect::Violated => 1,
    };
    assert_eq!(
        code, want,
        "{what}: exit code\nstdout:\n{out}\nstderr:\n{err}"
    );
    let j: Value = serde_json::from_str(&out).unwrap_or_else(|e| panic!("{what}: json {e}"));
    assert_eq!(
        j["ltl"]["fairness"],
        if case.fair {
            "weak fairness over threads"
        } else {
            "fairness off"
        },
        "{what}"
    );
    if case.expect == Expect::Holds {
        assert!(!trail.exists() || std::fs::remove_file(&trail).is_ok());
        return;
    }
    let cx = &j["counterexamples"][0];
    assert_eq!(cx["kind"], "LTL property violated", "{what}: {cx}");
    assert_eq!(
        cx["replayed"], true,
        "{what}: the lasso does not replay: {cx}"
    );
    assert!(cx["cycle"].is_array(), "{what}: no cycle: {cx}");
    assert_eq!(
        cx["cycle_start"].as_u64(),
        Some(cx["moves"].as_array().map_or(0, |m| m.len()) as u64 + 1),
        "{what}"
    );
    // The trail replays: prefix to the cycle start, the cycle back to it, accepting (and
    // weakly fair with --fair).
    let (rc, rout, rerr) = pancam(&["replay", &trail_s]);
    assert_eq!(rc, 1, "{what}: replay\n{rout}\n{rerr}");
    assert!(
        rout.contains("reproduced: LTL property violated"),
        "{what}: replay\n{rout}"
    );
    if !cx["cycle"].as_array().is_some_and(|c| c.is_empty()) {
        assert!(rout.contains("cycle starts here") || !rout.is_empty());
    }
    let _ = std::fs::remove_file(&trail);
}

fn run_all(cases: &[Case], grans: &[&str]) {
    let mut grans = grans.to_vec();
    if grans.contains(&"superstep") {
        grans.push("superstep-nopor");
    }
    for (i, c) in cases.iter().enumerate() {
        for g in &grans {
            run(
                c,
                g,
                &format!("case{i}-{}", Path::new(c.file).display()).replace('/', "_"),
            );
        }
    }
}

const PETERSON: &str = "tests/ltl_check/peterson_ltl.O2.ll";
const PETERSON_BUG: &str = "tests/ltl_check/peterson_ltl-bug.O2.ll";
const STARVE: &str = "tests/ltl_check/spin_starve.O2.ll";
const WANT0: &[&str] = &["want0 = flag0 == 1", "cs0 = cs0 == 1"];
const EAT3: &[&str] = &["eat = eating[0] || eating[1] || eating[2]"];

#[test]
fn peterson_liveness_needs_fairness() {
    run_all(
        &[
            Case {
                file: PETERSON,
                formula: "[] (want0 -> <> cs0)",
                props: WANT0,
                fair: true,
                extra: &[],
                expect: Expect::Holds,
            },
            Case {
                file: PETERSON,
                formula: "[] (want0 -> <> cs0)",
                props: WANT0,
                fair: false,
                extra: &[],
                expect: Expect::Violated,
            },
            Case {
                file: PETERSON,
                formula: "[] !(cs0 && cs1)",
                props: &["cs0 = cs0", "cs1 = cs1 != 0"],
                fair: false,
                extra: &[],
                expect: Expect::Holds,
            },
        ],
        &GRANULARITIES,
    );
}

#[test]
fn buggy_peterson_violates_mutual_exclusion() {
    run_all(
        &[
            Case {
                file: PETERSON_BUG,
                formula: "[] !(cs0 && cs1)",
                props: &["cs0 = cs0", "cs1 = cs1 == 1"],
                fair: false,
                extra: &[],
                expect: Expect::Violated,
            },
            Case {
                file: PETERSON_BUG,
                formula: "[] !(cs0 && cs1)",
                props: &["cs0 = cs0", "cs1 = cs1 == 1"],
                fair: true,
                extra: &[],
                expect: Expect::Violated,
            },
            // The paper's Peterson without volatile, optimised: count reaches 2.
            Case {
                file: "programs/peterson.O1.ll",
                formula: "[] !two",
                props: &["two = count == 2"],
                fair: false,
                extra: &["--no-assertions"],
                expect: Expect::Violated,
            },
            Case {
                file: "programs/peterson-fixed.O2.ll",
                formula: "[] !two",
                props: &["two = count == 2"],
                fair: false,
                extra: &["--no-assertions"],
                expect: Expect::Holds,
            },
        ],
        &GRANULARITIES,
    );
}

#[test]
fn spinlock_starves_even_under_fairness() {
    run_all(
        &[
            Case {
                file: STARVE,
                formula: "[] (want1 -> <> cs1)",
                props: &["want1 = want1", "cs1 = cs1"],
                fair: true,
                extra: &[],
                expect: Expect::Violated,
            },
            Case {
                file: STARVE,
                formula: "[] !(cs0 && cs1)",
                props: &["cs0 = cs0", "cs1 = cs1"],
                fair: true,
                extra: &[],
                expect: Expect::Holds,
            },
        ],
        &GRANULARITIES,
    );
}

#[test]
fn lazy_inputs_are_split_under_ltl() {
    // The count is a lazy input (issue 15): its comparisons split the product's search,
    // which proves the property for every input below a million, and finds the inputs
    // above 100 that the buggy version never serves.
    let (holds, bug) = (
        "tests/ltl_check/input_countdown.O2.ll",
        "tests/ltl_check/input_countdown-bug.O2.ll",
    );
    let case = |file, expect| Case {
        file,
        formula: "[] (w -> <> s)",
        props: &["w = waiting", "s = served"],
        fair: false,
        extra: &[],
        expect,
    };
    run_all(
        &[case(holds, Expect::Holds), case(bug, Expect::Violated)],
        &GRANULARITIES,
    );
}

#[test]
fn philosophers() {
    run_all(
        &[
            // Deadlock: the final state stutters with nobody eating, fair or not.
            Case {
                file: "programs/philosophers3.O2.ll",
                formula: "[] <> eat",
                props: EAT3,
                fair: true,
                extra: &[],
                expect: Expect::Violated,
            },
            Case {
                file: "programs/philosophers3.O2.ll",
                formula: "[] <> eat",
                props: EAT3,
                fair: false,
                extra: &[],
                expect: Expect::Violated,
            },
            Case {
                file: "programs/philosophers3-ordered.O2.ll",
                formula: "[] <> eat",
                props: EAT3,
                fair: true,
                extra: &[],
                expect: Expect::Holds,
            },
            // A philosopher can starve: blocked on a fork whenever it is enabled, it is not
            // continuously enabled, so weak fairness does not save it.
            Case {
                file: "programs/philosophers3-ordered.O2.ll",
                formula: "[] <> eat0",
                props: &["eat0 = eating[0]"],
                fair: true,
                extra: &[],
                expect: Expect::Violated,
            },
        ],
        &GRANULARITIES,
    );
}

#[test]
fn queues_deliver_under_fairness() {
    run_all(
        &[
            Case {
                file: "programs/prodcons.O2.ll",
                formula: "[] (full -> <> empty)",
                props: &["full = count == 1", "empty = count == 0"],
                fair: true,
                extra: &[],
                expect: Expect::Holds,
            },
            // Struct fields: the queue drains and closes.
            Case {
                file: "programs/ipc-m1.O2.ll",
                formula: "[] (pending -> <> drained) && <> closed",
                props: &[
                    "pending = queue.n > 0",
                    "drained = queue.n == 0",
                    "closed = queue.closed",
                ],
                fair: true,
                extra: &[],
                expect: Expect::Holds,
            },
        ],
        &["shared-access", "superstep"],
    );
}

#[test]
fn function_and_location_propositions() {
    // `@check_forks` (a function of the program) and `t1@threadx_critical` (thread 1 is in
    // the critical-section function; forces instruction granularity with a warning).
    let (code, out, err) = pancam(&[
        "check",
        "programs/philosophers3-ordered.O2.ll",
        "--ltl",
        "[] ok",
        "--prop",
        "ok = @check_forks",
    ]);
    assert_eq!(code, 0, "{out}{err}");
    for (file, want) in [(PETERSON, 0), (PETERSON_BUG, 1)] {
        let trail = tmp(&format!("loc-{want}.trail.json"));
        let trail_s = trail.display().to_string();
        let (code, out, err) = pancam(&[
            "check",
            file,
            "--ltl",
            "[] !(c1 && c2)",
            "--prop",
            "c1 = t1@critical",
            "--prop",
            "c2 = t2@critical",
            "--trail",
            &trail_s,
        ]);
        assert_eq!(code, want, "{file}: {out}{err}");
        assert!(err.contains("granularity instruction"), "{err}");
        if want == 1 {
            let (rc, rout, rerr) = pancam(&["replay", &trail_s]);
            assert_eq!(rc, 1, "{rout}{rerr}");
            assert!(rout.contains("reproduced: LTL property violated"), "{rout}");
            let _ = std::fs::remove_file(&trail);
        }
    }
}

#[test]
fn next_switches_to_instruction_granularity() {
    let (code, out, err) = pancam(&[
        "check",
        PETERSON,
        "--ltl",
        "[] (cs0 -> X !cs1)",
        "--prop",
        "cs0 = cs0",
        "--prop",
        "cs1 = cs1",
    ]);
    assert!(err.contains("uses X"), "{err}");
    assert!(out.contains("instruction steps"), "{out}");
    assert_eq!(code, 0, "{out}{err}");
    let (code, out, err) = pancam(&[
        "check",
        PETERSON_BUG,
        "--ltl",
        "[] (cs0 -> X !cs1)",
        "--prop",
        "cs0 = cs0",
        "--prop",
        "cs1 = cs1",
    ]);
    assert_eq!(code, 1, "{out}{err}");
}

#[test]
fn bad_input_is_a_clear_error() {
    let cases: &[(&[&str], &str)] = &[
        (&["--ltl", "[] (p", "--prop", "p = cs0"], "column"),
        (
            &["--ltl", "[] p"],
            "proposition p is used in the formula but not defined",
        ),
        (
            &["--ltl", "[] p", "--prop", "p = nosuch == 1"],
            "no global variable named nosuch",
        ),
        (&["--ltl", "[] p", "--prop", "p = cs0 = 1"], "column"),
        (
            &["--ltl", "[] p", "--prop", "p = @nosuch"],
            "no function named nosuch",
        ),
        (
            &["--ltl", "[] p", "--prop", "p = t0@nosuch"],
            "no function named nosuch",
        ),
        (
            &["--ltl", "[] p", "--prop", "p = x1@main"],
            "expected a thread",
        ),
        (
            &["--ltl", "[] p", "--prop", "P = cs0"],
            "bad proposition name",
        ),
        (
            &["--ltl", "[] p", "--prop", "p cs0"],
            "expected NAME = EXPRESSION",
        ),
        (
            &["--ltl", "[] p", "--prop", "p = cs0 +"],
            "expected a value",
        ),
        (&["--ltl", "[] p", "--prop", "p = (cs0"], "expected ')'"),
        (&["--ltl", "[] p", "--prop", "p = cs0.x"], "is not a struct"),
        (
            &["--ltl", "[] p", "--prop", "p = cs0[1]"],
            "is not an array",
        ),
        (
            &["--ltl", "[] p", "--prop", "p = cs0 # 1"],
            "unexpected character",
        ),
        (
            &["--ltl", "[] p", "--prop", "p = cs0", "--prop", "p = cs1"],
            "defined twice",
        ),
        (&["--prop", "p = cs0"], "needs a formula"),
        (&["--fair"], "needs a formula"),
    ];
    for (args, msg) in cases {
        let mut a = vec!["check", PETERSON];
        a.extend_from_slice(args);
        let (code, out, err) = pancam(&a);
        assert_eq!(code, 2, "{args:?}: {out}{err}");
        assert!(err.contains(msg), "{args:?}: expected '{msg}' in:\n{err}");
    }
    // Types: pointers only compared with 0, struct/array need a field/element, indices in range.
    let prog = "programs/ipc-m1.O2.ll";
    let cases: &[(&str, &str)] = &[
        ("p = queue", "is a struct"),
        ("p = queue.slot", "is an array"),
        ("p = queue.slot[1].seq", "out of bounds"),
        ("p = queue.nope", "has no field nope"),
        ("p = queue.slot[queue.n].seq", "integer constants"),
    ];
    for (def, msg) in cases {
        let (code, out, err) = pancam(&["check", prog, "--ltl", "[] p", "--prop", def]);
        assert_eq!(code, 2, "{def}: {out}{err}");
        assert!(err.contains(msg), "{def}: expected '{msg}' in:\n{err}");
    }
    let (code, _, err) = pancam(&["ltl2ba", "[] (p U"]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("column"), "{err}");
}

#[test]
fn ltl2ba_prints_never_claims_and_hoa() {
    let (code, out, err) = pancam(&["ltl2ba", "[] (p -> <> q)", "--negate"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.starts_with("never {"), "{out}");
    assert!(out.contains("accept_"), "{out}");
    let (code, out, err) = pancam(&["ltl2ba", "<> p", "--hoa"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.starts_with("HOA: v1"), "{out}");
}

#[test]
fn context_bound_applies() {
    // Without preemptions thread 0's spin cannot be interrupted: bounded searches are
    // incomplete (exit 3) when they find nothing, and still find the buggy interleaving.
    let (code, out, err) = pancam(&[
        "check",
        PETERSON_BUG,
        "--context-bound",
        "2",
        "--ltl",
        "[] !(cs0 && cs1)",
        "--prop",
        "cs0 = cs0",
        "--prop",
        "cs1 = cs1",
    ]);
    assert_eq!(code, 1, "{out}{err}");
    let (code, out, err) = pancam(&[
        "check",
        PETERSON,
        "--context-bound",
        "1",
        "--fair",
        "--ltl",
        "[] (want0 -> <> cs0)",
        "--prop",
        "want0 = flag0 == 1",
        "--prop",
        "cs0 = cs0",
    ]);
    assert_eq!(code, 3, "{out}{err}");
    assert!(out.contains("context bound 1"), "{out}");
}

/// Runs `check --json` with `args` and the stack options `stack`; returns the exit code and
/// the report.
fn json_run(args: &[&str], stack: &[&str]) -> (i32, Value) {
    let mut all = vec!["check", "--json"];
    all.extend_from_slice(args);
    all.extend_from_slice(stack);
    let (code, out, err) = pancam(&all);
    let j = serde_json::from_str(&out)
        .unwrap_or_else(|e| panic!("{all:?}: json {e}\nstdout:\n{out}\nstderr:\n{err}"));
    (code, j)
}

/// The nested search's stacks keep a state only every few frames below the top and replay
/// the others when the search backtracks to them. With every third frame kept and no
/// window (the most replays), each replayed state checked against the node key it had when
/// it was pushed (`--verify-stack`), every search is the same as with every state kept:
/// verdict, counts of both searches, depth, lasso. Fairness, context bounds, both
/// reductions, violations found by the outer and by the inner search.
#[test]
fn thin_stacks_give_the_same_nested_search() {
    const PHIL: [&str; 2] = ["p = eating[0]", "q = eating[1]"];
    // (program, formula, propositions, options)
    let cases: &[(&str, &str, &[&str], &[&str])] = &[
        (PETERSON, "[] (want0 -> <> cs0)", WANT0, &["--fair"]),
        (PETERSON, "[] (want0 -> <> cs0)", WANT0, &[]),
        (
            STARVE,
            "[] (want1 -> <> cs1)",
            &["want1 = want1", "cs1 = cs1"],
            &["--fair"],
        ),
        (
            STARVE,
            "[] !(cs0 && cs1)",
            &["cs0 = cs0", "cs1 = cs1"],
            &["--fair"],
        ),
        (
            PETERSON_BUG,
            "[] !(cs0 && cs1)",
            &["cs0 = cs0", "cs1 = cs1 == 1"],
            &[],
        ),
        (
            PETERSON_BUG,
            "[] !(cs0 && cs1)",
            &["cs0 = cs0", "cs1 = cs1 == 1"],
            &["--context-bound", "1"],
        ),
        (
            "programs/philosophers4-ordered.O2.ll",
            "[] !(p && q)",
            &PHIL,
            &[],
        ),
        (
            "programs/philosophers3-ordered.O2.ll",
            "[] <> p",
            &PHIL[..1],
            &["--fair"],
        ),
        ("programs/philosophers3.O2.ll", "[] <> p", &PHIL[..1], &[]),
    ];
    let mut replayed = 0;
    for &(file, formula, props, opts) in cases {
        for por in ["none", "stubborn"] {
            let mut args = vec![file, "--ltl", formula];
            for p in props {
                args.extend_from_slice(&["--prop", p]);
            }
            args.extend_from_slice(opts);
            args.extend_from_slice(&["--por", por, "--max-violations", "3"]);
            let (c1, all) = json_run(&args, &["--stack-states", "1"]);
            let (c2, thin) = json_run(
                &args,
                &[
                    "--stack-states",
                    "3",
                    "--stack-window",
                    "0",
                    "--verify-stack",
                ],
            );
            let what = format!("{args:?}");
            assert_eq!(c1, c2, "{what}: exit codes");
            assert!(matches!(c1, 0 | 1 | 3), "{what}: exit code {c1}");
            let (a, t) = (&all["statistics"], &thin["statistics"]);
            assert_eq!(a["counters"]["replayed"], 0, "{what}");
            replayed += t["counters"]["replayed"].as_u64().unwrap_or(0);
            for k in ["stored", "matched", "transitions", "pruned"] {
                assert_eq!(a["counters"][k], t["counters"][k], "{what}: {k}");
            }
            for k in ["inner_states", "inner_transitions", "max_depth"] {
                assert_eq!(a[k], t[k], "{what}: {k}");
            }
            assert_eq!(all["verdict"], thin["verdict"], "{what}");
            assert_eq!(all["counterexamples"], thin["counterexamples"], "{what}");
        }
    }
    assert!(replayed > 100, "only {replayed} states replayed");
}

/// A deep nested search keeps a fraction of its stack states (philosophers N=6 ordered,
/// `--por none`: the outer stack reaches depth 1,132).
#[test]
fn deep_nested_stacks_keep_a_fraction_of_their_states() {
    let args = [
        "programs/philosophers6-ordered.O2.ll",
        "--por",
        "none",
        "--ltl",
        "[] !(p && q)",
        "--prop",
        "p = eating[0]",
        "--prop",
        "q = eating[1]",
    ];
    let (c1, all) = json_run(&args, &["--stack-states", "1"]);
    let (c2, some) = json_run(&args, &[]);
    assert_eq!((c1, c2), (0, 0));
    let (a, s) = (&all["statistics"], &some["statistics"]);
    assert!(
        a["max_depth"].as_u64() > Some(1000),
        "depth {}",
        a["max_depth"]
    );
    assert_eq!(a["counters"]["stored"], s["counters"]["stored"]);
    assert_eq!(a["inner_states"], s["inner_states"]);
    let (pa, ps) = (
        a["stack_bytes"].as_u64().unwrap_or(0),
        s["stack_bytes"].as_u64().unwrap_or(u64::MAX),
    );
    assert!(
        ps * 3 < pa,
        "peak stack {ps} bytes against {pa} with every state kept"
    );
}
