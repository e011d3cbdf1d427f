//! Differential tests beyond the x86-64 clang-19 IR of `tests/differential`: a 32-bit target
//! and the typed-pointer IR of clang 14. Like `tests/differential.rs`, pancam must reproduce a
//! native build's stdout bytes and exit code exactly.
//!
//! - `tests/targets/c32`: i386 (`clang -m32`, ILP32: 4-byte `long` and pointers, `double`
//!   aligned to 4 in structs, i386 struct passing and varargs, pancam's 32-bit pointer
//!   encoding). Programs of `tests/differential` that are portable to ILP32 (linked, so kept
//!   identical) plus programs written for it (`ilp32_*.c`). The reference is the native
//!   32-bit build `gcc -m32 -msse2 -mfpmath=sse -std=gnu11 -O0`; since CI has no
//!   gcc-multilib, its stdout and exit code are committed (`NAME.stdout`, `NAME.exit`) next
//!   to the clang-19 IR at -O0 and -O2, all made by `scripts/regen-c32.sh` (vet new programs
//!   with `scripts/vet-c32.sh`).
//! - `tests/targets/c14`: clang 14 IR (typed pointers: `i32*`, `bitcast`s between pointer
//!   types) of the programs of `tests/differential` listed in `tests/targets/c14/PROGRAMS`,
//!   made by `scripts/regen-c14.sh`; the reference is built at test time exactly as the
//!   differential test does (`cc -std=gnu11 -O0 -w`).
//!
//! Regeneration tests rebuild everything from source with the local tools: the c32 one needs
//! clang 14–19 and a working `gcc -m32` (without gcc-multilib it prints SKIPPED and passes),
//! the c14 one needs clang 14 (else it prints SKIPPED and passes). Known pancam bugs are
//! listed in `C32_KNOWN_BUGS`, skipped by the main tests and run by an ignored `bug_*` test.

use crate::common;

use std::collections::BTreeSet;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;
use std::time::Duration;

use common::{
    TempDir, clang_major, diff_excerpt, git_tracked_files, native_run, parallel_map, regenerate,
    root, run_with_timeout, stderr_tail, worker_count,
};

const COMPILE_TIMEOUT: Duration = Duration::from_secs(120);
const NATIVE_TIMEOUT: Duration = Duration::from_secs(10);
const PANCAM_TIMEOUT: Duration = Duration::from_secs(60);
const REGEN_TIMEOUT: Duration = Duration::from_secs(900);
const C32_LEVELS: [&str; 2] = ["O0", "O2"];
/// Programs of `tests/targets/c32` that pancam gets wrong (program, reason); see `bug_c32_*`.
const C32_KNOWN_BUGS: [(&str, &str); 0] = [];

fn tests_dir(name: &str) -> PathBuf {
    root().join("tests").join(name)
}

/// What the native build did: stdout and exit code (or why there is no reference).
type Expected = Result<(Vec<u8>, i32), String>;

/// One pancam run to compare with its reference.
struct Job<'a> {
    label: String,
    ll: PathBuf,
    expected: &'a Expected,
}

/// Runs one job; `None` when pancam matches the reference.
fn run_job(job: &Job) -> Option<String> {
    let (want_out, want_code) = match job.expected {
        Ok((o, c)) => (o, *c),
        Err(e) => return Some(format!("no native reference: {e}")),
    };
    if !job.ll.is_file() {
        return Some(format!("missing IR file {}", job.ll.display()));
    }
    let mut cmd = Command::new(common::PANCAM);
    cmd.arg("run")
        .arg(&job.ll)
        .current_dir(job.ll.parent().unwrap_or(root()));
    let r = match run_with_timeout(&mut cmd, PANCAM_TIMEOUT) {
        Ok(r) => r,
        Err(e) => return Some(format!("cannot run pancam: {e}")),
    };
    let same_out = r.stdout == *want_out;
    let same_code = r.code() == Some(want_code);
    if same_out && same_code {
        return None;
    }
    let mut s = format!("native exit {want_code}, pancam {}", r.describe());
    if !same_out {
        let _ = write!(
            s,
            "; stdout differs:\n{}",
            diff_excerpt(want_out, &r.stdout, r.truncated)
        );
    }
    if r.stderr.is_empty() {
        s.push_str("\n  pancam stderr: (empty)");
    } else {
        let _ = write!(s, "\n  pancam stderr:\n{}", stderr_tail(&r.stderr));
    }
    Some(s)
}

/// Runs every job and panics with a report of all mismatches.
fn check_jobs(jobs: &[Job], what: &str) {
    assert!(!jobs.is_empty(), "{what}: nothing to run");
    let start = std::time::Instant::now();
    let results = parallel_map(jobs, worker_count(), run_job);
    eprintln!(
        "{what}: {} pancam runs in {:.2?}",
        jobs.len(),
        start.elapsed()
    );
    let mut report = String::new();
    let mut failed = 0;
    for (job, r) in jobs.iter().zip(&results) {
        if let Some(msg) = r {
            failed += 1;
            let _ = writeln!(report, "\n=== {}: {msg}", job.label);
        }
    }
    assert!(
        failed == 0,
        "\n{what}: {failed} of {} runs differ from native\n{report}",
        jobs.len()
    );
}

/// Sorted names (without `.c`) of the C files in `dir`.
fn c_files(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()))
        .filter_map(|e| {
            let name = e.ok()?.file_name().into_string().ok()?;
            name.strip_suffix(".c").map(str::to_string)
        })
        .collect();
    names.sort();
    names
}

// ---- tests/targets/c32 -------------------------------------------------------------------------

fn c32_known_bug(name: &str) -> bool {
    C32_KNOWN_BUGS.iter().any(|(n, _)| *n == name)
}

/// The native results stored in `dir` by `scripts/regen-c32.sh`.
fn c32_expected(dir: &Path, name: &str) -> Expected {
    let stdout = std::fs::read(dir.join(format!("{name}.stdout")))
        .map_err(|e| format!("{name}.stdout: {e}"))?;
    let code = std::fs::read_to_string(dir.join(format!("{name}.exit")))
        .map_err(|e| format!("{name}.exit: {e}"))?;
    let code = code
        .trim()
        .parse()
        .map_err(|e| format!("{name}.exit: {e}"))?;
    Ok((stdout, code))
}

/// Runs the c32 programs from `ir_dir` against the results stored in `expected_dir`.
fn check_c32(ir_dir: &Path, expected_dir: &Path, names: &[String], what: &str) {
    let expected: Vec<Expected> = names
        .iter()
        .map(|n| c32_expected(expected_dir, n))
        .collect();
    let jobs: Vec<Job> = names
        .iter()
        .zip(&expected)
        .flat_map(|(n, e)| {
            C32_LEVELS.iter().map(move |l| Job {
                label: format!("c32/{n}.c at -{l}"),
                ll: ir_dir.join(format!("{n}.{l}.ll")),
                expected: e,
            })
        })
        .collect();
    check_jobs(&jobs, what);
}

fn c32_programs_without_known_bugs() -> Vec<String> {
    c_files(&tests_dir("targets/c32"))
        .into_iter()
        .filter(|n| !c32_known_bug(n))
        .collect()
}

#[test]
fn c32_committed_ir_matches_native_i386() {
    let dir = tests_dir("targets/c32");
    check_c32(
        &dir,
        &dir,
        &c32_programs_without_known_bugs(),
        "c32 committed IR",
    );
}

/// Why `gcc -m32` cannot build and run a program here, if it cannot.
fn gcc_m32_problem() -> Option<String> {
    let tmp = TempDir::new("pancam-gcc-m32-probe").ok()?;
    let src = tmp.path().join("probe.c");
    std::fs::write(
        &src,
        "int main(void) { return sizeof(void *) == 4 ? 0 : 1; }\n",
    )
    .ok()?;
    let exe = tmp.path().join("probe");
    let mut cc = Command::new("gcc");
    cc.arg("-m32").arg("-o").arg(&exe).arg(&src);
    match native_run(&mut cc, &exe, tmp.path(), COMPILE_TIMEOUT, NATIVE_TIMEOUT) {
        Ok((_, 0)) => None,
        Ok((_, c)) => Some(format!("a `gcc -m32` build has 8-byte pointers (exit {c})")),
        Err(e) => Some(e.lines().next().unwrap_or("").to_string()),
    }
}

#[test]
#[cfg_attr(
    not(has_clang),
    ignore = "needs clang 14-19 (set PANCAM_CLANG or install clang-19) and gcc-multilib"
)]
fn c32_regenerated_ir_and_native_results_agree() {
    if let Some(why) = gcc_m32_problem() {
        eprintln!(
            "SKIPPED c32_regenerated_ir_and_native_results_agree: `gcc -m32` does not work \
             here ({why}); install gcc-multilib to run it"
        );
        return;
    }
    let committed = tests_dir("targets/c32");
    let regen = regenerate(
        &root().join("scripts").join("regen-c32.sh"),
        &committed,
        REGEN_TIMEOUT,
    );
    regen.note_versions();
    let tmp = &regen.dir;
    let names = c32_programs_without_known_bugs();
    let all = c_files(&committed);
    let stale: Vec<&str> = all
        .iter()
        .filter(|n| c32_expected(&committed, n) != c32_expected(tmp.path(), n))
        .map(String::as_str)
        .collect();
    assert!(
        stale.is_empty(),
        "the committed native results of {stale:?} differ from a fresh native build \
         (run scripts/regen-c32.sh and commit tests/targets/c32)"
    );
    check_c32(tmp.path(), tmp.path(), &names, "c32 regenerated IR");
}

#[test]
fn c32_files_are_complete() {
    let dir = tests_dir("targets/c32");
    let names = c_files(&dir);
    let corpus: BTreeSet<String> = c_files(&tests_dir("differential")).into_iter().collect();
    let mut problems = Vec::new();
    let mut expected_files: BTreeSet<String> = ["CLANG_VERSION", "GCC_VERSION", "README.md"]
        .map(String::from)
        .into();
    let mut own = 0;
    for n in &names {
        expected_files.insert(format!("{n}.c"));
        for l in C32_LEVELS {
            let f = format!("{n}.{l}.ll");
            match std::fs::read_to_string(dir.join(&f)) {
                Err(e) => problems.push(format!("{f}: {e}")),
                Ok(text) => {
                    let src = format!("source_filename = \"{n}.c\"");
                    if !text.lines().any(|l| l == src) {
                        problems.push(format!("{f}: not clang output for {n}.c"));
                    }
                    if !text
                        .lines()
                        .any(|l| l.starts_with("target triple = \"i386-"))
                    {
                        problems.push(format!("{f}: not an i386 module (clang -m32)"));
                    }
                }
            }
            expected_files.insert(f);
        }
        for ext in ["stdout", "exit"] {
            expected_files.insert(format!("{n}.{ext}"));
        }
        if let Err(e) = c32_expected(&dir, n) {
            problems.push(e);
        }
        if corpus.contains(n) {
            let a = std::fs::read(dir.join(format!("{n}.c"))).unwrap_or_default();
            let b =
                std::fs::read(tests_dir("differential").join(format!("{n}.c"))).unwrap_or_default();
            if a != b {
                problems.push(format!(
                    "{n}.c differs from tests/differential/{n}.c (copy it again and run \
                     scripts/regen-c32.sh)"
                ));
            }
        } else {
            own += 1;
        }
    }
    if names.len() < 15 || own < 3 {
        problems.push(format!(
            "expected at least 15 programs, 3 of them written for ILP32; found {} and {own}",
            names.len()
        ));
    }
    for (bug, _) in C32_KNOWN_BUGS {
        if !names.iter().any(|n| n == bug) {
            problems.push(format!("C32_KNOWN_BUGS names {bug}, which does not exist"));
        }
    }
    for e in std::fs::read_dir(&dir)
        .expect("read tests/targets/c32")
        .flatten()
    {
        let f = e.file_name().to_string_lossy().into_owned();
        if !expected_files.contains(&f) {
            problems.push(format!("{f}: stray file"));
        }
    }
    match git_tracked_files(root(), "tests/targets/c32") {
        Some(tracked) => {
            for f in &expected_files {
                if !tracked.contains(&format!("tests/targets/c32/{f}")) {
                    problems.push(format!("{f}: not committed (not tracked by git)"));
                }
            }
        }
        None => eprintln!("note: not a git checkout (or no git); skipping the tracked-files check"),
    }
    assert!(
        problems.is_empty(),
        "tests/targets/c32 problems:\n  {}",
        problems.join("\n  ")
    );
}

// ---- tests/targets/c14 -------------------------------------------------------------------------

/// `tests/targets/c14/PROGRAMS`: (program, levels).
fn c14_manifest() -> Vec<(String, Vec<String>)> {
    let path = tests_dir("targets/c14").join("PROGRAMS");
    let text = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(|l| {
            let mut words = l.split_whitespace().map(str::to_string);
            let name = words.next().expect("a program name");
            (name, words.collect())
        })
        .collect()
}

/// Native results of the c14 programs, built once per test binary like the differential
/// test's (`cc -std=gnu11 -O0 -w` from `tests/differential`).
fn c14_natives() -> &'static Vec<(String, Expected)> {
    static CACHE: OnceLock<Vec<(String, Expected)>> = OnceLock::new();
    CACHE.get_or_init(|| {
        let names: Vec<String> = c14_manifest().into_iter().map(|(n, _)| n).collect();
        let tmp = TempDir::new("pancam-c14-native").expect("cannot create a temporary dir");
        let results = parallel_map(&names, worker_count(), |name| {
            let exe = tmp.path().join(name);
            let mut cc = Command::new("cc");
            cc.args(["-std=gnu11", "-O0", "-w", "-o"])
                .arg(&exe)
                .arg(tests_dir("differential").join(format!("{name}.c")));
            native_run(&mut cc, &exe, tmp.path(), COMPILE_TIMEOUT, NATIVE_TIMEOUT)
        });
        names.into_iter().zip(results).collect()
    })
}

fn check_c14(ir_dir: &Path, what: &str) {
    let natives = c14_natives();
    let manifest = c14_manifest();
    let jobs: Vec<Job> = manifest
        .iter()
        .zip(natives)
        .flat_map(|((name, levels), (_, expected))| {
            levels.iter().map(move |l| Job {
                label: format!("c14 {name}.c at -{l}"),
                ll: ir_dir.join(format!("{name}.{l}.ll")),
                expected,
            })
        })
        .collect();
    check_jobs(&jobs, what);
}

#[test]
fn c14_committed_ir_matches_native() {
    check_c14(&tests_dir("targets/c14"), "c14 committed IR");
}

/// The clang 14 to regenerate with, if there is one.
fn clang14() -> Option<String> {
    let c = std::env::var("PANCAM_CLANG14").unwrap_or_else(|_| "clang-14".to_string());
    let out = Command::new(&c).arg("--version").output().ok()?;
    (clang_major(&String::from_utf8_lossy(&out.stdout)) == Some(14)).then_some(c)
}

#[test]
fn c14_regenerated_ir_still_agrees() {
    if clang14().is_none() {
        eprintln!(
            "SKIPPED c14_regenerated_ir_still_agrees: no clang 14 (install clang-14 or set \
             PANCAM_CLANG14)"
        );
        return;
    }
    let regen = regenerate(
        &root().join("scripts").join("regen-c14.sh"),
        &tests_dir("targets/c14"),
        REGEN_TIMEOUT,
    );
    check_c14(regen.dir.path(), "c14 regenerated IR");
}

#[test]
fn c14_files_are_complete() {
    let dir = tests_dir("targets/c14");
    let manifest = c14_manifest();
    let corpus: BTreeSet<String> = c_files(&tests_dir("differential")).into_iter().collect();
    let mut problems = Vec::new();
    let mut expected_files: BTreeSet<String> = ["PROGRAMS", "CLANG_VERSION", "README.md"]
        .map(String::from)
        .into();
    if manifest.len() < 20 {
        problems.push(format!("only {} programs in PROGRAMS", manifest.len()));
    }
    for (name, levels) in &manifest {
        if !corpus.contains(name) {
            problems.push(format!("{name}: no tests/differential/{name}.c"));
        }
        if levels.is_empty() {
            problems.push(format!("{name}: no levels"));
        }
        for l in levels {
            let f = format!("{name}.{l}.ll");
            match std::fs::read_to_string(dir.join(&f)) {
                Err(e) => problems.push(format!("{f}: {e}")),
                Ok(text) => {
                    let src = format!("source_filename = \"{name}.c\"");
                    if !text.lines().any(|l| l == src) {
                        problems.push(format!("{f}: not clang output for {name}.c"));
                    }
                    if text.contains(" ptr ") || !text.contains("* ") {
                        problems.push(format!("{f}: not typed-pointer IR"));
                    }
                }
            }
            expected_files.insert(f);
        }
    }
    match std::fs::read_to_string(dir.join("CLANG_VERSION")) {
        Ok(v) if clang_major(&v) == Some(14) => {}
        Ok(v) => problems.push(format!("CLANG_VERSION is not clang 14: {}", v.trim())),
        Err(e) => problems.push(format!("CLANG_VERSION: {e}")),
    }
    for e in std::fs::read_dir(&dir)
        .expect("read tests/targets/c14")
        .flatten()
    {
        let f = e.file_name().to_string_lossy().into_owned();
        if !expected_files.contains(&f) {
            problems.push(format!("{f}: stray file (not listed in PROGRAMS)"));
        }
    }
    match git_tracked_files(root(), "tests/targets/c14") {
        Some(tracked) => {
            for f in &expected_files {
                if !tracked.contains(&format!("tests/targets/c14/{f}")) {
                    problems.push(format!("{f}: not committed (not tracked by git)"));
                }
            }
        }
        None => eprintln!("note: not a git checkout (or no git); skipping the tracked-files check"),
    }
    assert!(
        problems.is_empty(),
        "tests/targets/c14 problems:\n  {}\n(run scripts/regen-c14.sh and commit \
         tests/targets/c14)",
        problems.join("\n  ")
    );
}
