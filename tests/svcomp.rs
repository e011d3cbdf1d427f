//! The SV-COMP conformance suite (`tests/svcomp/`, 132 tasks written for pancam in the style
//! of sv-benchmarks' ConcurrencySafety directories; see its README): `pancam svcomp` must give
//! every (task, property) pair its expected verdict or UNKNOWN, never a wrong one, and the
//! UNKNOWNs are exactly the known limitations listed in [`EXPECTED_UNKNOWN`] (each with its
//! reason), so that a regression from correct to unknown fails too.
//!
//! - `committed_ir_scores_without_wrong_verdicts`: the committed IR (`TASK.ll` beside
//!   `TASK.c`, made by `scripts/regen-svcomp.sh`).
//! - `compiled_tasks_score_the_same`: compiles every task from C as the SV-COMP mode does
//!   (ignored without clang 14–19 and the 32-bit libc headers, Debian `libc6-dev-i386`).
//! - `false_verdicts_have_witnesses`: GraphML violation witnesses for FALSE verdicts.
//! - `every_task_has_committed_ir`.
//!
//! Score by SV-COMP's scheme: correct TRUE +2, correct FALSE +1, wrong FALSE −16, wrong
//! TRUE −32 (`pancam svcomp` prints it; BENCHMARKS.md records it).

use crate::common;

use common::{TempDir, root, run_with_timeout};
use serde_json::Value;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

/// (task, property) pairs that are expected to come out UNKNOWN, with the reason.
const EXPECTED_UNKNOWN: &[(&str, &str, &str)] = &[
    (
        "reach/nondet-uint-wide",
        "unreach-call",
        "`x % 7` needs the lazy input concrete while 10^9 values are left (more than \
         --nondet-k): the path is cut",
    ),
    (
        "reach/nondet-wide-types",
        "unreach-call",
        "`u / 2` and `-l` need lazy inputs concrete over their whole range, and a \
         nondet pointer is only tried as NULL",
    ),
];

fn tasks() -> Vec<PathBuf> {
    let mut out = Vec::new();
    for cat in std::fs::read_dir(root().join("tests/svcomp")).expect("tests/svcomp") {
        let cat = cat.expect("entry").path();
        if !cat.is_dir() || cat.ends_with("properties") {
            continue;
        }
        for f in std::fs::read_dir(&cat).expect("category") {
            let f = f.expect("entry").path();
            if f.extension().is_some_and(|e| e == "yml") {
                out.push(f);
            }
        }
    }
    out.sort();
    out
}

fn name_of(task: &str) -> String {
    let p = Path::new(task);
    format!(
        "{}/{}",
        p.parent()
            .and_then(|d| d.file_name())
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_default(),
        p.file_stem()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_default()
    )
}

/// Runs `pancam svcomp` on every task; returns the JSON results.
fn run_suite(extra: &[&str]) -> Value {
    let mut cmd = Command::new(common::PANCAM);
    cmd.arg("svcomp")
        .args(tasks())
        .args(["--json", "-j", "2", "--max-time", "120"])
        .args(extra);
    let r = run_with_timeout(&mut cmd, Duration::from_secs(1800)).expect("run pancam svcomp");
    serde_json::from_slice(&r.stdout).unwrap_or_else(|e| {
        panic!(
            "pancam svcomp {}: no JSON ({e}); stderr:\n{}",
            r.describe(),
            String::from_utf8_lossy(&r.stderr)
        )
    })
}

fn assert_conforms(j: &Value, what: &str) {
    let runs = j["runs"].as_array().expect("runs");
    assert_eq!(
        runs.len(),
        157,
        "{what}: expected 157 (task, property) runs"
    );
    let unknown: BTreeMap<(String, String), &str> = EXPECTED_UNKNOWN
        .iter()
        .map(|(t, p, r)| ((t.to_string(), p.to_string()), *r))
        .collect();
    let mut problems = Vec::new();
    for r in runs {
        let task = name_of(r["task"].as_str().unwrap_or_default());
        let prop = r["property"].as_str().unwrap_or_default().to_string();
        let status = r["status"].as_str().unwrap_or_default();
        let verdict = r["verdict"].as_str().unwrap_or_default();
        let expected = r["expected"].as_str().unwrap_or("-");
        let key = (task.clone(), prop.clone());
        match (status, unknown.contains_key(&key)) {
            ("correct", false) | ("unknown", true) => {}
            ("correct", true) => problems.push(format!(
                "{task} {prop}: now correct ({verdict}): remove it from EXPECTED_UNKNOWN"
            )),
            _ => problems.push(format!(
                "{task} {prop}: {status}: expected {expected}, got {verdict}"
            )),
        }
    }
    assert_eq!(
        j["wrong_true"],
        0,
        "{what}: wrong TRUE verdicts:\n{}",
        problems.join("\n")
    );
    assert_eq!(
        j["wrong_false"],
        0,
        "{what}: wrong FALSE verdicts:\n{}",
        problems.join("\n")
    );
    assert!(problems.is_empty(), "{what}:\n{}", problems.join("\n"));
    eprintln!(
        "{what}: score {} of {} ({} correct true, {} correct false, {} unknown)",
        j["score"], j["max_score"], j["correct_true"], j["correct_false"], j["unknown"]
    );
}

#[test]
fn committed_ir_scores_without_wrong_verdicts() {
    let j = run_suite(&["--committed-ir"]);
    assert_conforms(&j, "committed IR");
}

#[test]
#[cfg_attr(
    not(all(has_clang, has_i386_headers)),
    ignore = "needs clang 14-19 and the 32-bit libc headers (Debian libc6-dev-i386)"
)]
fn compiled_tasks_score_the_same() {
    let cache = TempDir::new("pancam-svcomp-cache").expect("tempdir");
    // SAFETY-free: the environment of this test process only matters to the child.
    let mut cmd = Command::new(common::PANCAM);
    cmd.env("PANCAM_CACHE_DIR", cache.path())
        .arg("svcomp")
        .args(tasks())
        .args(["--json", "-j", "2", "--max-time", "120"]);
    let r = run_with_timeout(&mut cmd, Duration::from_secs(1800)).expect("run pancam svcomp");
    let j: Value = serde_json::from_slice(&r.stdout).unwrap_or_else(|e| {
        panic!(
            "no JSON ({e}); stderr:\n{}",
            String::from_utf8_lossy(&r.stderr)
        )
    });
    assert_conforms(&j, "compiled from C");
}

#[test]
fn false_verdicts_have_witnesses() {
    let dir = TempDir::new("pancam-witness").expect("tempdir");
    let picks = [
        "reach/peterson-bug.yml",
        "race/struct-copy.yml",
        "memsafety/double-free-race.yml",
        "reach/reach-empty-body.yml",
    ];
    let files: Vec<PathBuf> = picks
        .iter()
        .map(|p| root().join("tests/svcomp").join(p))
        .filter(|p| p.is_file())
        .collect();
    assert!(!files.is_empty(), "none of the witness tasks exist");
    let mut cmd = Command::new(common::PANCAM);
    cmd.arg("svcomp")
        .args(&files)
        .args(["--committed-ir", "--json", "--witness-dir"])
        .arg(dir.path());
    let r = run_with_timeout(&mut cmd, Duration::from_secs(600)).expect("run pancam");
    let j: Value = serde_json::from_slice(&r.stdout).expect("JSON");
    let mut problems = Vec::new();
    let mut seen = 0;
    for run in j["runs"].as_array().expect("runs") {
        let verdict = run["verdict"].as_str().unwrap_or_default();
        if !verdict.starts_with("FALSE") {
            continue;
        }
        let task = Path::new(run["task"].as_str().unwrap_or_default());
        let stem = task.file_stem().unwrap().to_string_lossy().into_owned();
        let w = dir.path().join(format!(
            "{stem}.{}.graphml",
            run["property"].as_str().unwrap()
        ));
        let Ok(text) = std::fs::read_to_string(&w) else {
            problems.push(format!("{}: no witness {}", stem, w.display()));
            continue;
        };
        seen += 1;
        for want in [
            "<?xml",
            "<data key=\"witness-type\">violation_witness</data>",
            "<data key=\"producer\">pancam",
            "<data key=\"programhash\">",
            "<data key=\"entry\">true</data>",
            "<data key=\"violation\">true</data>",
            "<data key=\"threadId\">",
            "<data key=\"startline\">",
            "</graphml>",
        ] {
            if !text.contains(want) {
                problems.push(format!("{stem}: the witness has no `{want}`"));
            }
        }
        let source = std::fs::read_to_string(task.with_extension("c")).unwrap_or_default();
        if source.contains("pthread_create") && !text.contains("<data key=\"createThread\">") {
            problems.push(format!("{stem}: no createThread edge"));
        }
        // The hash is SHA-256 of the C file.
        if !text.contains(&format!(
            "<data key=\"programhash\">{}",
            &sha256_hex(source.as_bytes())[..16]
        )) {
            problems.push(format!(
                "{stem}: programhash is not the SHA-256 of the C file"
            ));
        }
        // Every startline is a line of the program.
        let lines = source.lines().count() as u32;
        for l in text.split("<data key=\"startline\">").skip(1) {
            let n: u32 = l.split('<').next().unwrap_or("0").parse().unwrap_or(0);
            if n == 0 || n > lines {
                problems.push(format!("{stem}: startline {n} outside the program"));
            }
        }
    }
    assert!(seen > 0, "no FALSE verdicts among {picks:?}: {j}");
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// SHA-256 (for checking witness hashes without a dependency of the test).
fn sha256_hex(data: &[u8]) -> String {
    use sha2::{Digest, Sha256};
    Sha256::digest(data)
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

#[test]
fn every_task_has_committed_ir() {
    let mut problems = Vec::new();
    for t in tasks() {
        let c = t.with_extension("c");
        let ll = t.with_extension("ll");
        if !c.is_file() {
            problems.push(format!("{}: no program", t.display()));
        }
        match std::fs::read_to_string(&ll) {
            Ok(text) => {
                let name = c.file_name().unwrap().to_string_lossy().into_owned();
                if !text.contains(&format!("source_filename = \"{name}\"")) {
                    problems.push(format!("{}: not clang output for {name}", ll.display()));
                }
            }
            Err(_) => problems.push(format!(
                "{}: no committed IR (scripts/regen-svcomp.sh)",
                ll.display()
            )),
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
