//! `--shortest`: after the depth-first search finds a violation, a breadth-first search finds
//! the counterexample with the fewest moves; the report gives both lengths and the second
//! search's cost, and the shortest one replays like any other.

use crate::common;

use common::{pancam_output, root};
use serde_json::Value;
use std::time::Duration;

fn check(args: &[&str]) -> (i32, Value, String) {
    let mut all = vec!["check", "--json", "-q"];
    all.extend_from_slice(args);
    let (code, out, err) = pancam_output(root(), &all, Duration::from_secs(300));
    let j = serde_json::from_str(&out).unwrap_or(Value::Null);
    (code, j, err)
}

#[test]
fn the_shortest_deadlock_of_the_philosophers() {
    // philosophers3: each takes its left fork, then nobody can take the right one. The
    // threads must be created first (main's moves), then one move each.
    let ll = "programs/philosophers3.O2.ll";
    let (code, plain, err) = check(&[ll]);
    assert_eq!(code, 1, "{err}");
    let dfs = plain["counterexamples"][0]["moves"]
        .as_array()
        .expect("moves")
        .len();
    let mut lens = Vec::new();
    for extra in [&[][..], &["--por", "none"][..], &["--workers", "2"][..]] {
        let mut args = vec![ll, "--shortest"];
        args.extend_from_slice(extra);
        let (code, j, err) = check(&args);
        assert_eq!(code, 1, "{extra:?}: {err}");
        let sh = &j["shortest"];
        let moves = sh["moves"].as_u64().expect("moves") as usize;
        assert_eq!(
            j["counterexamples"][0]["moves"].as_array().map(|m| m.len()),
            Some(moves),
            "{extra:?}: the counterexample reported is the shortest"
        );
        assert_eq!(j["counterexamples"][0]["replayed"], true, "{extra:?}");
        assert_eq!(j["counterexamples"][0]["kind"], "deadlock", "{extra:?}");
        assert_eq!(sh["minimal"], true, "{extra:?}: {sh}");
        assert!(moves <= sh["dfs_moves"].as_u64().unwrap() as usize);
        assert!(sh["search"]["counters"]["stored"].as_u64().unwrap() > 0);
        lens.push(moves);
    }
    assert_eq!(lens[0], lens[2], "workers do not change the length");
    assert!(lens[1] <= lens[0], "all schedules hold the reduced graph's");
    assert!(lens[0] <= dfs);
}

#[test]
fn shortest_is_for_one_safety_counterexample() {
    let ll = "programs/philosophers3.O2.ll";
    for (extra, what) in [
        (&["--ltl", "[] p", "--prop", "p = 1"][..], "--ltl"),
        (&["--search", "monte-carlo"][..], "monte-carlo"),
        (&["--swarm", "2"][..], "--swarm"),
        (&["--max-violations", "3"][..], "--max-violations"),
    ] {
        let mut args = vec!["check", ll, "--shortest"];
        args.extend_from_slice(extra);
        let (code, _, err) = pancam_output(root(), &args, Duration::from_secs(60));
        assert_eq!(code, 2, "{extra:?}: {err}");
        assert!(err.contains("--shortest") && err.contains(what), "{err}");
    }
    // A program that holds: nothing to shorten, no shortest block.
    let (code, j, err) = check(&["programs/peterson.O0.ll", "--shortest"]);
    assert_eq!(code, 0, "{err}");
    assert!(j["shortest"].is_null());
}
