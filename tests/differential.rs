//! Differential tests: every C program in `tests/differential` must behave under `pancam run`
//! exactly as it does natively.
//!
//! The reference is the program built by the machine's C compiler
//! (`cc -std=gnu11 -O0 -w`) and run directly: its stdout bytes and exit code. pancam must
//! reproduce both, byte for byte, from each of the program's four committed clang outputs
//! `tests/differential/NAME.O0.ll` … `NAME.O3.ll` (made by `scripts/regen-ll.sh`). stderr is
//! not compared. The programs are deterministic and free of undefined and unspecified
//! behaviour, so any difference is a pancam bug (or a corpus bug: see
//! `tests/differential/README.md` for how they were vetted).
//!
//! Tests:
//! - `committed_ir_matches_native`: the committed .ll files against native runs.
//! - `regenerated_ir_still_agrees`: regenerates the IR with the local clang into a temporary
//!   directory and checks it the same way (ignored without clang 14–19).
//! - `every_program_has_committed_ir`: each program has its four .ll files, they came from
//!   that source file, and they are tracked by git.
//!
//! All mismatches are collected and reported together (program, level, exit codes, the first
//! differing lines, pancam's stderr) before the test fails.
//!
//! Environment knobs (for working on the interpreter):
//! - `PANCAM_DIFF_ONLY=a,b`: only programs whose name contains one of the substrings.
//! - `PANCAM_DIFF_DETAILS=n`: how many failures to describe in full (default 25).
//! - `PANCAM_TEST_JOBS=n`: worker threads (default: available parallelism).

use crate::common;

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;
use std::time::Duration;

use common::{
    TempDir, diff_excerpt, git_tracked_files, native_run, parallel_map, root, run_with_timeout,
    stderr_tail, worker_count,
};

const LEVELS: [u8; 4] = [0, 1, 2, 3];
const COMPILE_TIMEOUT: Duration = Duration::from_secs(120);
const NATIVE_TIMEOUT: Duration = Duration::from_secs(10);
const PANCAM_TIMEOUT: Duration = Duration::from_secs(60);
const REGEN_TIMEOUT: Duration = Duration::from_secs(1800);
const MIN_PROGRAMS: usize = 64;

fn corpus_dir() -> PathBuf {
    root().join("tests").join("differential")
}

/// Names (without `.c`) of every program in the corpus, sorted.
fn all_programs() -> Vec<String> {
    let dir = corpus_dir();
    let entries = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("cannot read the corpus directory {}: {e}", dir.display()));
    let mut names: Vec<String> = entries
        .filter_map(|e| {
            let name = e.ok()?.file_name().into_string().ok()?;
            name.strip_suffix(".c").map(str::to_string)
        })
        .collect();
    names.sort();
    names
}

/// The programs selected by `PANCAM_DIFF_ONLY` (all of them when unset).
fn selected_programs() -> Vec<String> {
    let only = std::env::var("PANCAM_DIFF_ONLY").unwrap_or_default();
    let pats: Vec<&str> = only
        .split(',')
        .map(str::trim)
        .filter(|p| !p.is_empty())
        .collect();
    all_programs()
        .into_iter()
        .filter(|n| pats.is_empty() || pats.iter().any(|p| n.contains(p)))
        .collect()
}

/// What the natively built program did.
#[derive(Debug)]
struct Expected {
    stdout: Vec<u8>,
    code: i32,
}

type NativeResults = BTreeMap<String, Result<Expected, String>>;

/// Builds and runs every selected program natively, once per test run (shared by the tests
/// of this binary). Each program runs twice and must produce the same result both times.
fn native_results() -> &'static NativeResults {
    static CACHE: OnceLock<NativeResults> = OnceLock::new();
    CACHE.get_or_init(|| {
        let programs = selected_programs();
        let tmp = TempDir::new("pancam-differential-native")
            .expect("cannot create a temporary directory for native builds");
        let results = parallel_map(&programs, worker_count(), |name| {
            native_reference(name, tmp.path())
        });
        programs.into_iter().zip(results).collect()
    })
}

fn native_reference(name: &str, tmp: &Path) -> Result<Expected, String> {
    let src = corpus_dir().join(format!("{name}.c"));
    let exe = tmp.join(name);
    let mut cc = Command::new("cc");
    cc.args(["-std=gnu11", "-O0", "-w", "-o"])
        .arg(&exe)
        .arg(&src);
    let (stdout, code) = native_run(&mut cc, &exe, tmp, COMPILE_TIMEOUT, NATIVE_TIMEOUT)?;
    Ok(Expected { stdout, code })
}

/// One differing (program, level) run.
struct Failure {
    program: String,
    level: u8,
    /// Short tag for the summary table.
    kind: &'static str,
    /// One line: what differs.
    summary: String,
    /// The first differing lines, or other explanation.
    detail: String,
    pancam_stderr: Vec<u8>,
}

struct Outcome {
    program: String,
    level: u8,
    elapsed: Duration,
    failure: Option<Failure>,
}

fn run_pancam(ir_dir: &Path, program: &str, level: u8, natives: &NativeResults) -> Outcome {
    let fail = |kind, summary: String, detail: String, stderr: Vec<u8>, elapsed| Outcome {
        program: program.to_string(),
        level,
        elapsed,
        failure: Some(Failure {
            program: program.to_string(),
            level,
            kind,
            summary,
            detail,
            pancam_stderr: stderr,
        }),
    };
    let expected = match &natives[program] {
        Ok(e) => e,
        Err(e) => {
            let summary = "no native reference".to_string();
            return fail("native", summary, e.clone(), Vec::new(), Duration::ZERO);
        }
    };
    let ll = ir_dir.join(format!("{program}.O{level}.ll"));
    if !ll.is_file() {
        let summary = format!("missing IR file {}", ll.display());
        return fail("no-ir", summary, String::new(), Vec::new(), Duration::ZERO);
    }
    let mut cmd = Command::new(common::PANCAM);
    cmd.arg("run").arg(&ll).current_dir(root());
    let r = match run_with_timeout(&mut cmd, PANCAM_TIMEOUT) {
        Ok(r) => r,
        Err(e) => {
            let summary = format!("cannot run pancam: {e}");
            return fail("spawn", summary, String::new(), Vec::new(), Duration::ZERO);
        }
    };
    let same_out = r.stdout == expected.stdout;
    let same_code = r.code() == Some(expected.code);
    if same_out && same_code {
        return Outcome {
            program: program.to_string(),
            level,
            elapsed: r.elapsed,
            failure: None,
        };
    }
    let codes = format!("native exit {}, pancam {}", expected.code, r.describe());
    let (kind, summary) = if r.timed_out {
        ("timeout", format!("pancam {}", r.describe()))
    } else if r.code().is_none() {
        ("crash", format!("pancam {}", r.describe()))
    } else if !same_out && !same_code {
        ("out+exit", format!("stdout and exit code differ ({codes})"))
    } else if !same_out {
        (
            "stdout",
            format!("stdout differs (exit code {} on both)", expected.code),
        )
    } else {
        (
            "exit",
            format!("stdout identical, exit code differs ({codes})"),
        )
    };
    let mut detail = String::new();
    if !same_out {
        detail = diff_excerpt(&expected.stdout, &r.stdout, r.truncated);
    }
    fail(kind, summary, detail, r.stderr, r.elapsed)
}

/// Runs every selected program at every level from `ir_dir` and panics with a full report
/// if any run differs from native.
fn check_corpus(ir_dir: &Path, what: &str) {
    let natives = native_results();
    assert!(
        !natives.is_empty(),
        "no programs selected (PANCAM_DIFF_ONLY matches nothing?)"
    );
    let jobs: Vec<(&str, u8)> = natives
        .keys()
        .flat_map(|p| LEVELS.iter().map(move |&l| (p.as_str(), l)))
        .collect();
    let outcomes = parallel_map(&jobs, worker_count(), |&(p, l)| {
        run_pancam(ir_dir, p, l, natives)
    });

    let mut slowest: Vec<&Outcome> = outcomes.iter().collect();
    slowest.sort_by_key(|o| std::cmp::Reverse(o.elapsed));
    let total: Duration = outcomes.iter().map(|o| o.elapsed).sum();
    let mut timing = format!(
        "{what}: {} pancam runs, {total:.1?} in total; slowest:",
        jobs.len()
    );
    for o in slowest.iter().take(5) {
        let _ = write!(timing, " {}.O{} {:.2?};", o.program, o.level, o.elapsed);
    }
    eprintln!("{timing}");

    let failures: Vec<&Failure> = outcomes.iter().filter_map(|o| o.failure.as_ref()).collect();
    if failures.is_empty() {
        return;
    }
    panic!("{}", report(what, &outcomes, &failures));
}

fn report(what: &str, outcomes: &[Outcome], failures: &[&Failure]) -> String {
    let mut s = String::new();
    let programs: BTreeSet<&str> = outcomes.iter().map(|o| o.program.as_str()).collect();
    let _ = writeln!(
        s,
        "\n{what}: {} of {} runs differ from native ({} programs × O0..O3)\n",
        failures.len(),
        outcomes.len(),
        programs.len()
    );
    // Summary table: one line per program with at least one failure.
    let mut table: BTreeMap<&str, [&str; 4]> = BTreeMap::new();
    for o in outcomes {
        let row = table.entry(o.program.as_str()).or_insert(["ok"; 4]);
        if let Some(f) = &o.failure {
            row[o.level as usize] = f.kind;
        }
    }
    let _ = writeln!(
        s,
        "  {:<22} {:<9} {:<9} {:<9} {:<9}",
        "program", "O0", "O1", "O2", "O3"
    );
    for (p, row) in &table {
        if row.iter().any(|k| *k != "ok") {
            let _ = writeln!(
                s,
                "  {p:<22} {:<9} {:<9} {:<9} {:<9}",
                row[0], row[1], row[2], row[3]
            );
        }
    }
    let max_details = std::env::var("PANCAM_DIFF_DETAILS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(25usize);
    let mut seen_stderr: HashMap<&[u8], String> = HashMap::new();
    for f in failures.iter().take(max_details) {
        let _ = writeln!(s, "\n=== {} at -O{}: {}", f.program, f.level, f.summary);
        if !f.detail.is_empty() {
            for line in f.detail.lines() {
                let _ = writeln!(s, "  {line}");
            }
        }
        let here = format!("{} -O{}", f.program, f.level);
        if f.pancam_stderr.is_empty() {
            let _ = writeln!(s, "  pancam stderr: (empty)");
        } else if let Some(first) = seen_stderr.get(f.pancam_stderr.as_slice()) {
            let _ = writeln!(s, "  pancam stderr: same as for {first}");
        } else {
            let _ = writeln!(s, "  pancam stderr:");
            s.push_str(&stderr_tail(&f.pancam_stderr));
            seen_stderr.insert(&f.pancam_stderr, here);
        }
    }
    if failures.len() > max_details {
        let _ = writeln!(
            s,
            "\n… {} more failures not described (set PANCAM_DIFF_DETAILS to see more, \
             PANCAM_DIFF_ONLY to select programs)",
            failures.len() - max_details
        );
    }
    s
}

#[test]
fn committed_ir_matches_native() {
    check_corpus(&corpus_dir(), "committed IR");
}

#[test]
#[cfg_attr(
    not(has_clang),
    ignore = "needs clang 14-19 (set PANCAM_CLANG or install clang-19)"
)]
fn regenerated_ir_still_agrees() {
    let regen = common::regenerate(
        &root().join("scripts").join("regen-ll.sh"),
        &corpus_dir(),
        REGEN_TIMEOUT,
    );
    regen.note_versions();
    let dir = &regen.dir;
    check_corpus(dir.path(), "regenerated IR");
}

#[test]
fn every_program_has_committed_ir() {
    let dir = corpus_dir();
    let programs = all_programs();
    let mut problems = Vec::new();
    if programs.len() < MIN_PROGRAMS {
        problems.push(format!(
            "only {} programs in {}, expected at least {MIN_PROGRAMS}",
            programs.len(),
            dir.display()
        ));
    }
    let mut expected_files: BTreeSet<String> = BTreeSet::new();
    for p in &programs {
        expected_files.insert(format!("{p}.c"));
        for l in LEVELS {
            let name = format!("{p}.O{l}.ll");
            let path = dir.join(&name);
            match std::fs::read_to_string(&path) {
                Err(e) => problems.push(format!("{name}: {e}")),
                Ok(text) => {
                    let want = format!("source_filename = \"{p}.c\"");
                    if !text.starts_with("; ModuleID") || !text.lines().any(|l| l == want) {
                        problems.push(format!("{name}: not clang output for {p}.c"));
                    }
                }
            }
            expected_files.insert(name);
        }
    }
    // No stray IR without a source.
    for e in std::fs::read_dir(&dir)
        .expect("read tests/differential")
        .flatten()
    {
        let name = e.file_name().to_string_lossy().into_owned();
        if name.ends_with(".ll") && !expected_files.contains(&name) {
            problems.push(format!("{name}: no matching .c program"));
        }
    }
    match std::fs::read_to_string(dir.join("CLANG_VERSION")) {
        Ok(v) if !v.trim().is_empty() => {}
        _ => problems.push("CLANG_VERSION is missing or empty".to_string()),
    }
    expected_files.insert("CLANG_VERSION".to_string());
    // Tracked by git (skipped when this is not a git checkout).
    match git_tracked_files(root(), "tests/differential") {
        Some(tracked) => {
            for f in &expected_files {
                if !tracked.contains(&format!("tests/differential/{f}")) {
                    problems.push(format!("{f}: not committed (not tracked by git)"));
                }
            }
        }
        None => eprintln!("note: not a git checkout (or no git); skipping the tracked-files check"),
    }
    assert!(
        problems.is_empty(),
        "corpus problems:\n  {}\n(run scripts/regen-ll.sh and commit tests/differential)",
        problems.join("\n  ")
    );
}
