//! Error-detection tests: every kind of error `pancam run` reports, each triggered by a small C
//! program in `tests/errors`, plus programs whose behaviour must *not* be reported.
//!
//! Each program says what pancam must do in comments, like compiletest/miri annotations:
//!
//! - `// ERROR: KIND` on the source line that must be reported, optionally followed by
//!   `: TEXT`, a substring of the message (`{file}` and `{line}` expand to the program's file
//!   name and that line). Exit code 125; the diagnostic is
//!   `pancam: error: FILE:LINE:COL: KIND: MESSAGE`, `in thread N` and a call stack
//!   `#I FUNC at FILE:LINE:COL` (inlined frames add `#I (inlined into) FUNC at …` lines).
//! - `// CANNOT-RUN: TEXT` on the line of a call pancam cannot execute: exit 126 and
//!   `pancam: cannot continue: FILE:LINE:COL: MESSAGE` with TEXT in the message.
//! - `// NO-ERROR`: the program must run to completion with exit code 0 and no diagnostic;
//!   `// STDOUT: TEXT` lines give its expected stdout, one line each.
//! - `// STACK: F G …`: the function names of the call stack, innermost first, inlined frames
//!   included (a final `...` means "at least these"); `// STACK-O2: …` overrides it for one
//!   level. Required for ERROR and CANNOT-RUN programs.
//! - `// LEVELS: O0 O2`: the optimisation levels the program is compiled at (default: O0 and
//!   O2); some errors exist only at one level, and the program's header says why.
//! - `// PANCAM-BUG: …`: a known pancam bug. Such programs are left out of the main tests
//!   and each has its own `#[ignore]`d test below, which passes once the bug is fixed.
//!
//! For an error the checks are: the exit code, the kind, the message text if given, that the
//! headline location is the innermost frame's, that the first frame in the program's own file
//! is at the annotated line, and the call stack. Errors inside pancam's C library
//! (`src/vm/libc/libc.c`: `strcpy`, `strcat`, …) are reported at the library's line, so the
//! annotated line is the caller's (the first frame in the program's file) and the stack names
//! the library function first; functions built into the VM (`memcpy`, `memset`, `malloc`,
//! `free`, the `printf` family) have no frame of their own and report at the call.
//!
//! Tests:
//! - `committed_ir_reports_annotated_errors`: the committed `.ll` files.
//! - `regenerated_ir_still_reports_annotated_errors`: regenerates the IR with the local clang
//!   (`scripts/regen-errors.sh`) into a temporary directory and checks it the same way
//!   (ignored without clang 14–19).
//! - `every_program_is_annotated_and_has_committed_ir`: annotations parse, each program has
//!   its `.ll` files (tracked by git) and no stray ones, the known-bug list is complete.
//! - `bug_*`: one ignored test per `PANCAM-BUG` program.
//!
//! All mismatches are collected and reported together. `PANCAM_ERRORS_ONLY=a,b` selects
//! programs whose name contains one of the substrings.

use crate::common;

use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

use common::{parallel_map, root, run_with_timeout, worker_count};
use pancam::vm::error::ViolationKind;

const PANCAM_TIMEOUT: Duration = Duration::from_secs(60);
const REGEN_TIMEOUT: Duration = Duration::from_secs(600);
const DEFAULT_LEVELS: [&str; 2] = ["O0", "O2"];
/// Programs with a `// PANCAM-BUG:` annotation; each has a `bug_*` test below.
const KNOWN_BUGS: [&str; 0] = [];

fn errors_dir() -> PathBuf {
    root().join("tests").join("errors")
}

/// Every kind name pancam can report (`ViolationKind::name`).
fn kind_names() -> BTreeSet<&'static str> {
    use ViolationKind::*;
    [
        NullDereference,
        InvalidDereference,
        OutOfBounds,
        UseAfterFree,
        DeadStackObject,
        ReadOnlyWrite,
        CodeAccess,
        InvalidFree,
        DoubleFree,
        OverlappingCopy,
        DivisionByZero,
        DivisionOverflow,
        Unreachable,
        BadFunctionPointer,
        StackOverflow,
        AssertionFailure,
        VerifierError,
        Abort,
        Trap,
        LibraryMisuse,
        OutOfMemory,
    ]
    .into_iter()
    .map(ViolationKind::name)
    .collect()
}

/// What a program must do.
#[derive(Debug)]
enum Expect {
    /// Exit 125 with a diagnostic of this kind at `line`.
    Error {
        kind: String,
        message: Option<String>,
        line: u32,
    },
    /// Exit 126 with `message` in the diagnostic, at `line`.
    CannotRun { message: String, line: u32 },
    /// Exit 0, no diagnostic, and this stdout if given.
    NoError { stdout: Option<String> },
}

/// The expected call stack: function names, innermost first.
#[derive(Clone, Debug)]
struct StackSpec {
    funcs: Vec<String>,
    /// Only a prefix of the stack is given (a trailing `...`).
    prefix: bool,
}

/// A test program with its annotations.
#[derive(Debug)]
struct Program {
    name: String,
    levels: Vec<String>,
    expect: Expect,
    /// By level; the key "" applies to levels without their own.
    stacks: BTreeMap<String, StackSpec>,
    bug: Option<String>,
}

impl Program {
    fn file(&self) -> String {
        format!("{}.c", self.name)
    }

    fn stack_for(&self, level: &str) -> Option<&StackSpec> {
        self.stacks.get(level).or_else(|| self.stacks.get(""))
    }
}

/// Parses the annotations of `NAME.c`.
fn parse_program(name: &str, text: &str) -> Result<Program, String> {
    let mut levels: Option<Vec<String>> = None;
    let mut stacks = BTreeMap::new();
    let mut bug = None;
    let mut no_error = false;
    let mut stdout: Option<String> = None;
    let mut expect: Option<Expect> = None;
    for (i, line) in text.lines().enumerate() {
        let lineno = i as u32 + 1;
        let Some(pos) = line.find("// ") else {
            continue;
        };
        let comment = &line[pos + 3..];
        let whole_line = line[..pos].trim().is_empty();
        let (tag, rest) = match comment.split_once(':') {
            Some((t, r)) => (t.trim(), r.trim()),
            None => (comment.trim(), ""),
        };
        match tag {
            "ERROR" | "CANNOT-RUN" => {
                if whole_line {
                    return Err(format!(
                        "line {lineno}: {tag} must follow the code it annotates"
                    ));
                }
                if expect.is_some() {
                    return Err(format!("line {lineno}: more than one {tag} annotation"));
                }
                expect = Some(if tag == "ERROR" {
                    let (kind, message) = match rest.split_once(": ") {
                        Some((k, m)) => (k.trim(), Some(m.trim().to_string())),
                        None => (rest, None),
                    };
                    if !kind_names().contains(kind) {
                        return Err(format!("line {lineno}: unknown error kind `{kind}`"));
                    }
                    Expect::Error {
                        kind: kind.to_string(),
                        message,
                        line: lineno,
                    }
                } else {
                    Expect::CannotRun {
                        message: rest.to_string(),
                        line: lineno,
                    }
                });
            }
            _ if !whole_line => {}
            "NO-ERROR" => no_error = true,
            "STDOUT" => {
                let out = stdout.get_or_insert_with(String::new);
                out.push_str(rest);
                out.push('\n');
            }
            "LEVELS" => {
                let ls: Vec<String> = rest.split_whitespace().map(str::to_string).collect();
                if ls.is_empty()
                    || ls
                        .iter()
                        .any(|l| !matches!(l.as_str(), "O0" | "O1" | "O2" | "O3"))
                {
                    return Err(format!("line {lineno}: bad LEVELS `{rest}`"));
                }
                levels = Some(ls);
            }
            "PANCAM-BUG" => bug = Some(rest.to_string()),
            t if t == "STACK" || t.starts_with("STACK-") => {
                let level = t.strip_prefix("STACK-").unwrap_or("").to_string();
                let mut funcs: Vec<String> = rest.split_whitespace().map(str::to_string).collect();
                let prefix = funcs.last().is_some_and(|f| f == "...");
                if prefix {
                    funcs.pop();
                }
                if funcs.is_empty() {
                    return Err(format!("line {lineno}: empty {t}"));
                }
                stacks.insert(level, StackSpec { funcs, prefix });
            }
            _ => {}
        }
    }
    let expect = match (expect, no_error) {
        (Some(_), true) => return Err("both NO-ERROR and an error annotation".into()),
        (None, false) => return Err("no ERROR, CANNOT-RUN or NO-ERROR annotation".into()),
        (None, true) => Expect::NoError { stdout },
        (Some(e), false) => {
            if stdout.is_some() {
                return Err("STDOUT is only checked for NO-ERROR programs".into());
            }
            if !stacks.contains_key("") {
                return Err("an error program needs a STACK annotation".into());
            }
            e
        }
    };
    let levels = levels.unwrap_or_else(|| DEFAULT_LEVELS.iter().map(|l| l.to_string()).collect());
    for l in stacks.keys() {
        if !l.is_empty() && !levels.contains(l) {
            return Err(format!(
                "STACK-{l} for a level the program is not compiled at"
            ));
        }
    }
    Ok(Program {
        name: name.to_string(),
        levels,
        expect,
        stacks,
        bug,
    })
}

/// Names (without `.c`) of every program in `tests/errors`, sorted.
fn all_names() -> Vec<String> {
    let dir = errors_dir();
    let entries =
        std::fs::read_dir(&dir).unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()));
    let mut names: Vec<String> = entries
        .filter_map(|e| {
            let name = e.ok()?.file_name().into_string().ok()?;
            name.strip_suffix(".c").map(str::to_string)
        })
        .collect();
    names.sort();
    names
}

/// Every program, parsed; panics listing all annotation errors.
fn all_programs() -> Vec<Program> {
    let mut programs = Vec::new();
    let mut problems = Vec::new();
    for name in all_names() {
        let path = errors_dir().join(format!("{name}.c"));
        let text = std::fs::read_to_string(&path)
            .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
        match parse_program(&name, &text) {
            Ok(p) => programs.push(p),
            Err(e) => problems.push(format!("{name}.c: {e}")),
        }
    }
    assert!(
        problems.is_empty(),
        "bad annotations:\n  {}",
        problems.join("\n  ")
    );
    programs
}

/// A source location as pancam prints it: `FILE:LINE[:COL]`.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Loc {
    file: String,
    line: u32,
}

fn parse_loc(s: &str) -> Option<Loc> {
    let mut parts: Vec<&str> = s.rsplitn(3, ':').collect();
    parts.reverse();
    let numeric = |p: &str| !p.is_empty() && p.bytes().all(|b| b.is_ascii_digit());
    match parts.as_slice() {
        [file, line, col] if numeric(line) && numeric(col) => Some(Loc {
            file: file.to_string(),
            line: line.parse().ok()?,
        }),
        [a, b, line] if numeric(line) => Some(Loc {
            file: format!("{a}:{b}"),
            line: line.parse().ok()?,
        }),
        [file, line] if numeric(line) => Some(Loc {
            file: file.to_string(),
            line: line.parse().ok()?,
        }),
        _ => None,
    }
}

/// pancam's diagnostic, parsed from its stderr.
#[derive(Debug)]
struct Diagnostic {
    loc: Loc,
    /// `KIND: MESSAGE` for an error, `MESSAGE` for a cannot-continue failure.
    text: String,
    thread: Option<u32>,
    /// (function, location) innermost first, inlined frames included.
    frames: Vec<(String, Loc)>,
}

/// Parses the diagnostic that starts with `prefix` (`pancam: error: ` or
/// `pancam: cannot continue: `).
fn parse_diagnostic(stderr: &str, prefix: &str) -> Result<Diagnostic, String> {
    let mut lines = stderr.lines().skip_while(|l| !l.starts_with(prefix));
    let head = lines
        .next()
        .ok_or_else(|| format!("no line starting with `{prefix}`"))?;
    let head = &head[prefix.len()..];
    let (loc, text) = head
        .split_once(": ")
        .ok_or_else(|| format!("no location in `{head}`"))?;
    let loc = parse_loc(loc).ok_or_else(|| format!("bad location `{loc}`"))?;
    let mut thread = None;
    let mut frames = Vec::new();
    for l in lines {
        let l = l.trim_start();
        if let Some(t) = l.strip_prefix("in thread ") {
            thread = t.trim().parse().ok();
        } else if let Some(f) = l.strip_prefix('#') {
            let f = f
                .trim_start_matches(|c: char| c.is_ascii_digit())
                .trim_start();
            let f = f.strip_prefix("(inlined into) ").unwrap_or(f);
            let (func, at) = f
                .split_once(" at ")
                .ok_or_else(|| format!("bad stack frame `{l}`"))?;
            let at = parse_loc(at).ok_or_else(|| format!("bad frame location `{at}`"))?;
            frames.push((func.to_string(), at));
        } else {
            break;
        }
    }
    Ok(Diagnostic {
        loc,
        text: text.to_string(),
        thread,
        frames,
    })
}

/// Checks one run's diagnostic against an error or cannot-run expectation.
fn check_diagnostic(p: &Program, level: &str, d: &Diagnostic) -> Vec<String> {
    let mut errs = Vec::new();
    let (want_line, want_text) = match &p.expect {
        Expect::Error {
            kind,
            message,
            line,
        } => {
            match d.text.split_once(": ") {
                Some((k, _)) if k == kind => {}
                _ => errs.push(format!("kind: expected `{kind}`, got `{}`", d.text)),
            }
            (*line, message.as_deref())
        }
        Expect::CannotRun { message, line } => (*line, Some(message.as_str())),
        Expect::NoError { .. } => unreachable!("no diagnostic expected"),
    };
    if let Some(m) = want_text {
        let m = m
            .replace("{file}", &p.file())
            .replace("{line}", &want_line.to_string());
        if !d.text.contains(&m) {
            errs.push(format!(
                "message: expected it to contain `{m}`, got `{}`",
                d.text
            ));
        }
    }
    if d.thread.is_none() {
        errs.push("no `in thread N` line".into());
    }
    match d.frames.first() {
        None => errs.push("no call stack".into()),
        Some((_, l0)) if *l0 != d.loc => errs.push(format!(
            "the headline location {}:{} is not the innermost frame's {}:{}",
            d.loc.file, d.loc.line, l0.file, l0.line
        )),
        Some(_) => {}
    }
    match d.frames.iter().find(|(_, l)| l.file == p.file()) {
        Some((_, l)) if l.line == want_line => {}
        Some((f, l)) => errs.push(format!(
            "line: expected {}:{want_line}, the first frame in {} is {f} at line {}",
            p.file(),
            p.file(),
            l.line
        )),
        None => errs.push(format!("no frame in {}", p.file())),
    }
    if let Some(spec) = p.stack_for(level) {
        let got: Vec<&str> = d.frames.iter().map(|(f, _)| f.as_str()).collect();
        let matches = if spec.prefix {
            got.len() >= spec.funcs.len() && got[..spec.funcs.len()] == spec.funcs[..]
        } else {
            got == spec.funcs
        };
        if !matches {
            let shown: Vec<&str> = got.iter().take(12).copied().collect();
            errs.push(format!(
                "stack: expected [{}{}], got [{}{}]",
                spec.funcs.join(" "),
                if spec.prefix { " ..." } else { "" },
                shown.join(" "),
                if got.len() > shown.len() { " ..." } else { "" }
            ));
        }
    }
    errs
}

/// One (program, level) run that did not do what its annotations say.
struct Mismatch {
    program: String,
    level: String,
    problems: Vec<String>,
    stderr: String,
}

/// Runs one program at one level; `None` when it behaved as annotated.
fn run_case(ir_dir: &Path, p: &Program, level: &str) -> Option<Mismatch> {
    let mismatch = |problems: Vec<String>, stderr: String| {
        Some(Mismatch {
            program: p.name.clone(),
            level: level.to_string(),
            problems,
            stderr,
        })
    };
    let ll = ir_dir.join(format!("{}.{level}.ll", p.name));
    if !ll.is_file() {
        return mismatch(
            vec![format!("missing IR file {}", ll.display())],
            String::new(),
        );
    }
    let mut cmd = Command::new(common::PANCAM);
    cmd.arg("run").arg(&ll).current_dir(ir_dir);
    let r = match run_with_timeout(&mut cmd, PANCAM_TIMEOUT) {
        Ok(r) => r,
        Err(e) => return mismatch(vec![format!("cannot run pancam: {e}")], String::new()),
    };
    let stderr = String::from_utf8_lossy(&r.stderr).into_owned();
    let want_code = match p.expect {
        Expect::Error { .. } => 125,
        Expect::CannotRun { .. } => 126,
        Expect::NoError { .. } => 0,
    };
    let mut problems = Vec::new();
    if r.code() != Some(want_code) {
        problems.push(format!("exit: expected {want_code}, got {}", r.describe()));
    }
    match &p.expect {
        Expect::NoError { stdout } => {
            if stderr.contains("pancam:") {
                problems.push("pancam printed a diagnostic".into());
            }
            if let Some(want) = stdout
                && r.stdout != want.as_bytes()
            {
                problems.push(format!(
                    "stdout: expected {want:?}, got {:?}",
                    String::from_utf8_lossy(&r.stdout)
                ));
            }
        }
        Expect::Error { .. } | Expect::CannotRun { .. } => {
            let prefix = if want_code == 125 {
                "pancam: error: "
            } else {
                "pancam: cannot continue: "
            };
            match parse_diagnostic(&stderr, prefix) {
                Ok(d) => problems.extend(check_diagnostic(p, level, &d)),
                Err(e) => problems.push(format!("diagnostic: {e}")),
            }
        }
    }
    if problems.is_empty() {
        None
    } else {
        mismatch(problems, stderr)
    }
}

/// The first lines of pancam's stderr (a stack overflow prints very many frames).
fn stderr_head(stderr: &str) -> String {
    const MAX_LINES: usize = 14;
    let lines: Vec<&str> = stderr.lines().collect();
    let mut s = String::new();
    for l in lines.iter().take(MAX_LINES) {
        let shown: String = l.chars().take(300).collect();
        let _ = writeln!(s, "    {shown}");
    }
    if lines.len() > MAX_LINES {
        let _ = writeln!(s, "    … {} more lines", lines.len() - MAX_LINES);
    }
    s
}

/// Runs every selected program at each of its levels from `ir_dir`; panics with a report of
/// all mismatches.
fn check_programs(ir_dir: &Path, programs: &[&Program], what: &str) {
    assert!(!programs.is_empty(), "{what}: no programs selected");
    let jobs: Vec<(&Program, &str)> = programs
        .iter()
        .flat_map(|p| p.levels.iter().map(move |l| (*p, l.as_str())))
        .collect();
    let start = std::time::Instant::now();
    let results = parallel_map(&jobs, worker_count(), |&(p, l)| run_case(ir_dir, p, l));
    eprintln!(
        "{what}: {} runs of {} programs in {:.2?}",
        jobs.len(),
        programs.len(),
        start.elapsed()
    );
    let failures: Vec<Mismatch> = results.into_iter().flatten().collect();
    if failures.is_empty() {
        return;
    }
    let mut s = format!(
        "\n{what}: {} of {} runs do not match their annotations\n",
        failures.len(),
        jobs.len()
    );
    for f in &failures {
        let _ = writeln!(s, "\n=== {}.c at -{}:", f.program, f.level);
        for p in &f.problems {
            let _ = writeln!(s, "  {p}");
        }
        if f.stderr.is_empty() {
            let _ = writeln!(s, "  pancam stderr: (empty)");
        } else {
            let _ = writeln!(s, "  pancam stderr:");
            s.push_str(&stderr_head(&f.stderr));
        }
    }
    panic!("{s}");
}

/// The programs without a known bug, filtered by `PANCAM_ERRORS_ONLY`.
fn selected(programs: &[Program]) -> Vec<&Program> {
    let only = std::env::var("PANCAM_ERRORS_ONLY").unwrap_or_default();
    let pats: Vec<&str> = only
        .split(',')
        .map(str::trim)
        .filter(|p| !p.is_empty())
        .collect();
    programs
        .iter()
        .filter(|p| p.bug.is_none())
        .filter(|p| pats.is_empty() || pats.iter().any(|pat| p.name.contains(pat)))
        .collect()
}

#[test]
fn committed_ir_reports_annotated_errors() {
    let programs = all_programs();
    check_programs(&errors_dir(), &selected(&programs), "committed IR");
}

#[test]
#[cfg_attr(
    not(has_clang),
    ignore = "needs clang 14-19 (set PANCAM_CLANG or install clang-19)"
)]
fn regenerated_ir_still_reports_annotated_errors() {
    let regen = common::regenerate(
        &root().join("scripts").join("regen-errors.sh"),
        &errors_dir(),
        REGEN_TIMEOUT,
    );
    regen.note_versions();
    let dir = &regen.dir;
    let programs = all_programs();
    check_programs(dir.path(), &selected(&programs), "regenerated IR");
}

#[test]
fn every_program_is_annotated_and_has_committed_ir() {
    let programs = all_programs(); // panics on bad annotations
    let dir = errors_dir();
    let mut problems = Vec::new();
    let mut expected_files: BTreeSet<String> = BTreeSet::new();
    for p in &programs {
        expected_files.insert(p.file());
        for l in &p.levels {
            let name = format!("{}.{l}.ll", p.name);
            match std::fs::read_to_string(dir.join(&name)) {
                Err(e) => problems.push(format!("{name}: {e}")),
                Ok(text) => {
                    let want = format!("source_filename = \"{}\"", p.file());
                    if !text.starts_with("; ModuleID") || !text.lines().any(|l| l == want) {
                        problems.push(format!("{name}: not clang output for {}", p.file()));
                    }
                }
            }
            expected_files.insert(name);
        }
    }
    for e in std::fs::read_dir(&dir)
        .expect("read tests/errors")
        .flatten()
    {
        let name = e.file_name().to_string_lossy().into_owned();
        if name.ends_with(".ll") && !expected_files.contains(&name) {
            problems.push(format!("{name}: stray IR (no such program or level)"));
        }
    }
    match std::fs::read_to_string(dir.join("CLANG_VERSION")) {
        Ok(v) if !v.trim().is_empty() => {}
        _ => problems.push("CLANG_VERSION is missing or empty".into()),
    }
    expected_files.insert("CLANG_VERSION".into());
    let bugs: BTreeSet<&str> = programs
        .iter()
        .filter(|p| p.bug.is_some())
        .map(|p| p.name.as_str())
        .collect();
    let listed: BTreeSet<&str> = KNOWN_BUGS.into_iter().collect();
    if bugs != listed {
        problems.push(format!(
            "programs marked PANCAM-BUG {bugs:?} differ from KNOWN_BUGS {listed:?}"
        ));
    }
    // Every kind the brief of this suite covers has at least one program.
    let covered: BTreeSet<&str> = programs
        .iter()
        .filter_map(|p| match &p.expect {
            Expect::Error { kind, .. } if p.bug.is_none() => Some(kind.as_str()),
            _ => None,
        })
        .collect();
    let uncovered: Vec<&str> = kind_names()
        .into_iter()
        .filter(|k| !covered.contains(k))
        .filter(|k| *k != "out of memory")
        .collect();
    if !uncovered.is_empty() {
        problems.push(format!("no program for the kinds {uncovered:?}"));
    }
    match common::git_tracked_files(root(), "tests/errors") {
        Some(tracked) => {
            for f in &expected_files {
                if !tracked.contains(&format!("tests/errors/{f}")) {
                    problems.push(format!("{f}: not committed (not tracked by git)"));
                }
            }
        }
        None => eprintln!("note: not a git checkout (or no git); skipping the tracked-files check"),
    }
    assert!(
        problems.is_empty(),
        "tests/errors problems:\n  {}\n(run scripts/regen-errors.sh and commit tests/errors)",
        problems.join("\n  ")
    );
}
