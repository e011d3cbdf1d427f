//! End-to-end verdicts for the C programs in `programs/`: every entry of
//! `programs/verdicts.json` is checked with `pancam check --json` under each granularity it
//! lists (in parallel; all mismatches are collected and reported together), the verdict and
//! the violation kind (and line) must match, and every counterexample is written as a trail
//! and replayed with `pancam replay`, which must reproduce it.
//!
//! The format of `verdicts.json` is described in `programs/README.md`. Entries (or single
//! granularities) marked `known_bug` are skipped with a note on stderr and run, expecting the
//! correct verdict, by the ignored test `known_pancam_bugs`. Entries marked `slow` are left
//! to `scripts/bench-programs.sh`.
//!
//! A second test regenerates the IR with `scripts/regen-programs.sh` (needs clang) and checks
//! the verdicts again on the fresh files. Both take minutes in a debug build of pancam and are
//! ignored there: run `cargo test --release` (about 30 s on two loaded cores).

use crate::common;

use common::{PANCAM, TempDir, clang_major, parallel_map, root, run_with_timeout, worker_count};
use serde::Deserialize;
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

/// Longest a single `pancam check` may take (the largest entry needs a few seconds).
const CHECK_TIMEOUT: Duration = Duration::from_secs(300);
/// Longest `pancam replay` may take.
const REPLAY_TIMEOUT: Duration = Duration::from_secs(60);
/// Longest the IR regeneration may take.
const REGEN_TIMEOUT: Duration = Duration::from_secs(600);

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Verdicts {
    pancam_verdicts: u32,
    entries: Vec<Entry>,
}

/// One expectation: a committed `.ll`, flags, and the verdict.
#[derive(Deserialize, Clone, Debug)]
#[serde(deny_unknown_fields)]
struct Entry {
    ll: String,
    #[serde(default)]
    flags: Vec<String>,
    expect: Expect,
    kind: Option<String>,
    line: Option<u32>,
    #[serde(default)]
    message: Vec<String>,
    #[serde(default = "default_granularities")]
    granularities: Vec<Gran>,
    #[serde(default)]
    differs: BTreeMap<Gran, Differ>,
    #[serde(default)]
    optimiser_dependent: bool,
    #[serde(default)]
    slow: bool,
    /// Read by the swarm test (`tests/swarm.rs`), which leaves such entries out.
    #[serde(default)]
    #[allow(dead_code)]
    large: bool,
    #[allow(dead_code)]
    note: Option<String>,
    known_bug: Option<String>,
}

/// The expected verdict under one granularity where it differs from the entry's.
#[derive(Deserialize, Clone, Debug)]
#[serde(deny_unknown_fields)]
struct Differ {
    expect: Expect,
    kind: Option<String>,
    line: Option<u32>,
    #[allow(dead_code)]
    why: Option<String>,
    known_bug: Option<String>,
}

#[derive(Deserialize, Clone, Copy, Debug, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
enum Expect {
    Holds,
    Violation,
    Incomplete,
}

impl Expect {
    fn exit_code(self) -> i32 {
        match self {
            Expect::Holds => 0,
            Expect::Violation => 1,
            Expect::Incomplete => 3,
        }
    }
}

#[derive(Deserialize, Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
#[serde(rename_all = "kebab-case")]
enum Gran {
    SharedAccess,
    Superstep,
    Block,
    Instruction,
}

impl Gran {
    fn flag(self) -> &'static str {
        match self {
            Gran::SharedAccess => "shared-access",
            Gran::Superstep => "superstep",
            Gran::Block => "block",
            Gran::Instruction => "instruction",
        }
    }
}

fn default_granularities() -> Vec<Gran> {
    vec![Gran::SharedAccess, Gran::Superstep]
}

/// One `pancam check` run to do: an entry under one granularity, with what it must give.
#[derive(Clone, Debug)]
struct Job {
    /// Index of the entry in `verdicts.json` (names trail files uniquely).
    index: usize,
    entry: Entry,
    gran: Gran,
    expect: Expect,
    kind: Option<String>,
    line: Option<u32>,
    message: Vec<String>,
    /// `--por none` (superstep jobs run with and without the stubborn-set reduction).
    no_por: bool,
}

impl Job {
    fn describe(&self) -> String {
        let mut s = format!("{} --granularity {}", self.entry.ll, self.gran.flag());
        if self.no_por {
            s.push_str(" --por none");
        }
        for f in &self.entry.flags {
            s.push(' ');
            s.push_str(f);
        }
        s
    }
}

fn programs_dir() -> PathBuf {
    root().join("programs")
}

fn load_verdicts() -> Verdicts {
    let path = programs_dir().join("verdicts.json");
    let text = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
    let v: Verdicts = serde_json::from_str(&text)
        .unwrap_or_else(|e| panic!("{} is malformed: {e}", path.display()));
    assert_eq!(v.pancam_verdicts, 1, "unknown verdicts.json format version");
    v
}

/// The jobs for `entries`, and the known-bug expectations that are skipped (as jobs too, so
/// that `known_pancam_bugs` can run them). `grans` restricts the granularities (None: all
/// that each entry names).
fn plan(entries: &[Entry], grans: Option<&[Gran]>) -> (Vec<Job>, Vec<(Job, String)>) {
    let mut jobs = Vec::new();
    let mut known = Vec::new();
    for (index, e) in entries.iter().enumerate() {
        if e.slow {
            continue;
        }
        let mut all: BTreeSet<Gran> = e.granularities.iter().copied().collect();
        all.extend(e.differs.keys().copied());
        for g in all {
            if grans.is_some_and(|gs| !gs.contains(&g)) {
                continue;
            }
            let (expect, kind, line, message, bug) = match e.differs.get(&g) {
                Some(d) => (
                    d.expect,
                    d.kind.clone(),
                    d.line,
                    vec![],
                    d.known_bug.clone(),
                ),
                None => (e.expect, e.kind.clone(), e.line, e.message.clone(), None),
            };
            let job = Job {
                index,
                entry: e.clone(),
                gran: g,
                expect,
                kind,
                line,
                message,
                no_por: false,
            };
            // Superstep runs also without the stubborn-set reduction: the same verdict.
            let variants = if g == Gran::Superstep {
                vec![
                    job.clone(),
                    Job {
                        no_por: true,
                        ..job
                    },
                ]
            } else {
                vec![job]
            };
            for job in variants {
                match bug.clone().or_else(|| e.known_bug.clone()) {
                    Some(note) => known.push((job, note)),
                    None => jobs.push(job),
                }
            }
        }
    }
    (jobs, known)
}

/// Runs one job on the `.ll` files in `dir`; `Err` describes every way it went wrong.
fn run_job(job: &Job, dir: &Path, trails: &Path) -> Result<(), String> {
    let ll = dir.join(&job.entry.ll);
    let trail = trails.join(format!(
        "{}-{}{}.trail",
        job.index,
        job.gran.flag(),
        if job.no_por { "-nopor" } else { "" }
    ));
    let mut cmd = Command::new(PANCAM);
    cmd.arg("check")
        .arg(&ll)
        .args(["--json", "-q", "--granularity", job.gran.flag()])
        .args(if job.no_por {
            &["--por", "none"][..]
        } else {
            &[][..]
        })
        .args(&job.entry.flags)
        .arg("--trail")
        .arg(&trail);
    let r = run_with_timeout(&mut cmd, CHECK_TIMEOUT)
        .map_err(|e| format!("{}: cannot run pancam: {e}", job.describe()))?;
    let out = String::from_utf8_lossy(&r.stdout);
    let err = String::from_utf8_lossy(&r.stderr);
    let report: serde_json::Value = serde_json::from_str(&out).map_err(|e| {
        format!(
            "{}: pancam check {} without a JSON report ({e}); stderr:\n{}",
            job.describe(),
            r.describe(),
            err.trim_end()
        )
    })?;
    let verdict = report["verdict"].as_str().unwrap_or("?");
    let first = &report["counterexamples"][0];
    let got_kind = first["kind"].as_str();
    let got_loc = first["location"].as_str().unwrap_or("");
    let mut problems = Vec::new();
    if r.code() != Some(job.expect.exit_code()) {
        problems.push(format!(
            "expected {:?}{}, got {} (\"{verdict}\"{})",
            job.expect,
            job.kind
                .as_deref()
                .map(|k| format!(" ({k})"))
                .unwrap_or_default(),
            r.describe(),
            got_kind
                .map(|k| format!(": {k} at {got_loc}"))
                .unwrap_or_default()
        ));
    } else if job.expect == Expect::Violation {
        if let Some(want) = &job.kind
            && got_kind != Some(want.as_str())
        {
            problems.push(format!(
                "expected a {want}, got {} at {got_loc}",
                got_kind.unwrap_or("no counterexample")
            ));
        }
        if let Some(want) = job.line {
            let line = got_loc
                .split(':')
                .nth(1)
                .and_then(|l| l.parse::<u32>().ok());
            if line != Some(want) {
                problems.push(format!(
                    "expected the violation at line {want}, got {got_loc:?}"
                ));
            }
        }
        let got_msg = first["message"].as_str().unwrap_or("");
        for want in &job.message {
            if !got_msg.contains(want.as_str()) {
                problems.push(format!("the message {got_msg:?} does not say {want:?}"));
            }
        }
        if first["replayed"].as_bool() != Some(true) {
            problems.push("pancam check says its own replay failed".to_string());
        }
        if let Err(e) = replay(&trail) {
            problems.push(e);
        }
    }
    if problems.is_empty() {
        Ok(())
    } else {
        Err(format!("{}: {}", job.describe(), problems.join("; ")))
    }
}

/// `pancam replay TRAIL` must exit 1 and say "reproduced".
fn replay(trail: &Path) -> Result<(), String> {
    if !trail.is_file() {
        return Err(format!("no trail written to {}", trail.display()));
    }
    let mut cmd = Command::new(PANCAM);
    cmd.arg("replay").arg(trail);
    let r = run_with_timeout(&mut cmd, REPLAY_TIMEOUT)
        .map_err(|e| format!("cannot run pancam replay: {e}"))?;
    let out = String::from_utf8_lossy(&r.stdout);
    let reproduced = out.lines().any(|l| l.starts_with("reproduced: "));
    if r.code() == Some(1) && reproduced {
        Ok(())
    } else {
        let tail: Vec<&str> = out.lines().rev().take(3).collect();
        Err(format!(
            "pancam replay {} did not reproduce the violation ({}): {}",
            trail.display(),
            r.describe(),
            tail.into_iter().rev().collect::<Vec<_>>().join(" | ")
        ))
    }
}

/// Runs `jobs` on the `.ll` files in `dir` and panics with every mismatch.
fn check_all(jobs: &[Job], dir: &Path, what: &str) {
    let trails = TempDir::new("pancam-programs-trails").expect("cannot create a temporary dir");
    let results = parallel_map(jobs, worker_count(), |j| run_job(j, dir, trails.path()));
    let failures: Vec<String> = results.into_iter().filter_map(Result::err).collect();
    eprintln!(
        "{what}: {} checks, {} mismatches",
        jobs.len(),
        failures.len()
    );
    assert!(
        failures.is_empty(),
        "{what}: {} of {} checks went wrong:\n  {}",
        failures.len(),
        jobs.len(),
        failures.join("\n  ")
    );
}

fn report_skipped(known: &[(Job, String)]) {
    for (job, note) in known {
        eprintln!(
            "SKIPPED (known pancam bug): {} should give {:?}{}: {note}",
            job.describe(),
            job.expect,
            job.kind
                .as_deref()
                .map(|k| format!(" ({k})"))
                .unwrap_or_default()
        );
    }
}

#[test]
#[cfg_attr(
    debug_assertions,
    ignore = "minutes in a debug build: run cargo test --release"
)]
fn committed_programs_get_their_verdicts() {
    let v = load_verdicts();
    let (jobs, known) = plan(&v.entries, None);
    report_skipped(&known);
    let slow = v.entries.iter().filter(|e| e.slow).count();
    if slow > 0 {
        eprintln!("{slow} slow entries left to scripts/bench-programs.sh");
    }
    check_all(&jobs, &programs_dir(), "committed IR");
}

/// The expectations marked `known_bug`, which pancam currently gets wrong.
#[test]
#[ignore = "known pancam bugs (known_bug notes in programs/verdicts.json); --ignored shows whether they are fixed"]
fn known_pancam_bugs() {
    let v = load_verdicts();
    let (_, known) = plan(&v.entries, None);
    let jobs: Vec<Job> = known.into_iter().map(|(j, _)| j).collect();
    check_all(&jobs, &programs_dir(), "known bugs");
}

#[test]
#[cfg_attr(
    any(not(has_clang), debug_assertions),
    ignore = "needs clang 14-19 (set PANCAM_CLANG or install clang-19) and a release build"
)]
fn regenerated_programs_get_their_verdicts() {
    let regen = common::regenerate(
        &root().join("scripts").join("regen-programs.sh"),
        &programs_dir(),
        REGEN_TIMEOUT,
    );
    let (dir, fresh, committed) = (&regen.dir, &regen.fresh, &regen.committed);
    let same_major = clang_major(fresh).is_some() && clang_major(fresh) == clang_major(committed);
    let v = load_verdicts();
    let entries: Vec<Entry> = v
        .entries
        .iter()
        .filter(|e| same_major || !e.optimiser_dependent)
        .cloned()
        .collect();
    if !same_major {
        eprintln!(
            "note: committed IR is from `{committed}`, regenerated with `{fresh}`: {} entries \
             whose verdict depends on what the optimiser does are not checked",
            v.entries.len() - entries.len()
        );
    }
    // The default granularity only: the committed-IR test covers the others.
    let (jobs, known) = plan(&entries, Some(&[Gran::SharedAccess]));
    report_skipped(&known);
    check_all(&jobs, dir.path(), "regenerated IR");
}

/// The committed files agree with each other: every `.ll` in `programs/` is produced by a
/// line of `programs/BUILDS` and has at least one verdict; every verdict names a built `.ll`.
#[test]
fn every_program_has_builds_and_verdicts() {
    let dir = programs_dir();
    let builds = std::fs::read_to_string(dir.join("BUILDS")).expect("programs/BUILDS");
    let mut problems = Vec::new();
    let mut built: BTreeSet<String> = BTreeSet::new();
    for line in builds.lines() {
        let words: Vec<&str> = line.split_whitespace().collect();
        if words.is_empty() || words[0].starts_with('#') {
            continue;
        }
        if words.len() < 3 {
            problems.push(format!("BUILDS: malformed line {line:?}"));
            continue;
        }
        if !dir.join(words[1]).is_file() {
            problems.push(format!("BUILDS: missing source {}", words[1]));
        }
        for level in words[2].split(',') {
            if !built.insert(format!("{}.O{level}.ll", words[0])) {
                problems.push(format!("BUILDS: {}.O{level}.ll is built twice", words[0]));
            }
        }
    }
    let v = load_verdicts();
    let mut with_verdict: BTreeSet<&str> = BTreeSet::new();
    for e in &v.entries {
        with_verdict.insert(&e.ll);
        if !built.contains(&e.ll) {
            problems.push(format!("verdicts.json: {} is not built by BUILDS", e.ll));
        }
        let differ_known = e.differs.values().any(|d| d.known_bug.is_some());
        for (g, d) in &e.differs {
            if e.granularities.contains(g) {
                problems.push(format!(
                    "verdicts.json: {} lists {} both as same and as differing",
                    e.ll,
                    g.flag()
                ));
            }
            if d.expect == Expect::Violation && d.kind.is_none() {
                problems.push(format!("verdicts.json: {} differs without a kind", e.ll));
            }
        }
        if e.expect == Expect::Violation && e.kind.is_none() {
            problems.push(format!(
                "verdicts.json: {} expects a violation of no kind",
                e.ll
            ));
        }
        if e.granularities.is_empty() && e.differs.is_empty() && !differ_known {
            problems.push(format!("verdicts.json: {} has no granularity", e.ll));
        }
    }
    for b in &built {
        if !dir.join(b).is_file() {
            problems.push(format!("{b} is missing (run scripts/regen-programs.sh)"));
        }
        if !with_verdict.contains(b.as_str()) {
            problems.push(format!("{b} has no entry in verdicts.json"));
        }
    }
    for f in std::fs::read_dir(&dir).expect("read programs/").flatten() {
        let name = f.file_name().to_string_lossy().into_owned();
        if name.ends_with(".ll") && !built.contains(&name) {
            problems.push(format!("{name}: stray IR, not in BUILDS"));
        }
    }
    match std::fs::read_to_string(dir.join("CLANG_VERSION")) {
        Ok(v) if clang_major(&v).is_some() => {}
        _ => problems.push("programs/CLANG_VERSION is missing or unreadable".to_string()),
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
