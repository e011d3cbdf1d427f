//! Helpers shared by the integration tests: the module `common` of the `integration` test
//! binary (each test file says `use crate::common;`), and of the `mpi` binary (which says
//! `mod common;`). The `mpi` binary uses few of them: helpers it does not use are not dead
//! code worth warning about.
//!
//! - this module: the repository root and the pancam binary, running a child process with a
//!   timeout while capturing its output (optionally feeding it stdin), self-deleting
//!   temporary directories, a small scoped-thread work queue, files tracked by git, native
//!   builds, regenerating committed clang output with `scripts/regen-*.sh`, and reporting
//!   differences between two outputs;
//! - [`canonicity`]: equal matched states must have equal successors (an oracle for the
//!   canonical form);
//! - [`explore`]: an obviously-correct reference search for the `explore_*` tests;
//! - [`ltl`]: random LTL formulas with their own semantics on lassos, a generic Büchi
//!   automaton, and running and parsing `spin -f` and `lbt`, for the `ltl_*` tests.
#![allow(dead_code, unused_imports)]

pub mod canonicity;
pub mod explore;
pub mod ltl;
pub mod spaces;

use std::ffi::OsStr;
use std::fmt::Write as _;
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, ExitStatus, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, mpsc};
use std::thread;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

/// At most this many bytes of each stream are kept; the rest is drained and dropped so that
/// a runaway child can neither block on a full pipe nor exhaust our memory.
pub const OUTPUT_CAP: usize = 16 << 20;

/// What a finished (or killed) child process did.
#[derive(Debug)]
pub struct RunResult {
    pub stdout: Vec<u8>,
    pub stderr: Vec<u8>,
    /// `None` when the child was killed because it ran out of time.
    pub status: Option<ExitStatus>,
    pub timed_out: bool,
    /// True when a stream exceeded [`OUTPUT_CAP`] and was cut, or was still held open (by a
    /// grandchild) a few seconds after the child ended.
    pub truncated: bool,
    pub elapsed: Duration,
}

impl RunResult {
    /// The exit code, when the process exited normally (not by a signal, not timed out).
    pub fn code(&self) -> Option<i32> {
        self.status.and_then(|s| s.code())
    }

    /// "exit 3", "killed by signal 6 (SIGABRT)", "timed out after 60s".
    pub fn describe(&self) -> String {
        if self.timed_out {
            return format!("timed out after {:.0?}", self.elapsed);
        }
        match self.status {
            Some(s) => describe_status(s),
            None => "no exit status".to_string(),
        }
    }
}

/// Human-readable form of an exit status.
pub fn describe_status(status: ExitStatus) -> String {
    if let Some(code) = status.code() {
        return format!("exit {code}");
    }
    #[cfg(unix)]
    {
        use std::os::unix::process::ExitStatusExt;
        if let Some(sig) = status.signal() {
            let name = match sig {
                4 => " (SIGILL)",
                6 => " (SIGABRT)",
                8 => " (SIGFPE)",
                9 => " (SIGKILL)",
                11 => " (SIGSEGV)",
                _ => "",
            };
            return format!("killed by signal {sig}{name}");
        }
    }
    format!("{status}")
}

/// What a reader thread has captured so far.
#[derive(Default)]
struct Captured {
    data: Vec<u8>,
    truncated: bool,
}

/// A thread copying a child's stream into memory.
struct Drain {
    captured: Arc<Mutex<Captured>>,
    done: mpsc::Receiver<()>,
}

impl Drain {
    fn start<R: Read + Send + 'static>(mut r: R) -> Drain {
        let captured = Arc::new(Mutex::new(Captured::default()));
        let (tx, done) = mpsc::channel();
        let sink = Arc::clone(&captured);
        thread::spawn(move || {
            let mut buf = [0u8; 64 * 1024];
            loop {
                match r.read(&mut buf) {
                    Ok(0) => break,
                    Ok(n) => {
                        let mut c = sink.lock().unwrap_or_else(|e| e.into_inner());
                        let room = OUTPUT_CAP.saturating_sub(c.data.len());
                        if n > room {
                            c.truncated = true;
                        }
                        c.data.extend_from_slice(&buf[..n.min(room)]);
                    }
                    Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                    Err(_) => break,
                }
            }
            let _ = tx.send(());
        });
        Drain { captured, done }
    }

    /// Waits (boundedly) for end of stream and returns what was read. The stream normally
    /// ends when the child exits; if a grandchild still holds it open, stop waiting after
    /// `deadline` and keep what has arrived (the reader thread is left to finish on its own).
    fn finish(self, deadline: Instant) -> (Vec<u8>, bool) {
        let wait = deadline.saturating_duration_since(Instant::now());
        let complete = self.done.recv_timeout(wait).is_ok();
        let mut c = self.captured.lock().unwrap_or_else(|e| e.into_inner());
        (std::mem::take(&mut c.data), c.truncated || !complete)
    }
}

fn wait_with_deadline(child: &mut Child, timeout: Duration) -> io::Result<Option<ExitStatus>> {
    let start = Instant::now();
    let mut nap = Duration::from_millis(1);
    loop {
        if let Some(status) = child.try_wait()? {
            return Ok(Some(status));
        }
        if start.elapsed() >= timeout {
            // The child may exit on its own between try_wait and kill; either way reap it,
            // and count it as timed out only if it did not exit normally.
            let _ = child.kill();
            let status = child.wait()?;
            return Ok(status.code().map(|_| status));
        }
        thread::sleep(nap);
        nap = (nap * 2).min(Duration::from_millis(20));
    }
}

/// Runs `cmd` with stdin from /dev/null, capturing stdout and stderr, killing it after
/// `timeout`.
pub fn run_with_timeout(cmd: &mut Command, timeout: Duration) -> io::Result<RunResult> {
    run_with_input(cmd, None, timeout)
}

/// [`run_with_timeout`], with `input` written to the child's stdin (then closed) when given.
pub fn run_with_input(
    cmd: &mut Command,
    input: Option<&[u8]>,
    timeout: Duration,
) -> io::Result<RunResult> {
    let start = Instant::now();
    let stdin = if input.is_some() {
        Stdio::piped()
    } else {
        Stdio::null()
    };
    let mut child = cmd
        .stdin(stdin)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()?;
    if let (Some(data), Some(mut pipe)) = (input, child.stdin.take()) {
        // On a thread, so that a child that does not read all its input cannot block us.
        let data = data.to_vec();
        thread::spawn(move || {
            let _ = pipe.write_all(&data);
        });
    }
    let out = Drain::start(child.stdout.take().expect("piped stdout"));
    let err = Drain::start(child.stderr.take().expect("piped stderr"));
    let status = wait_with_deadline(&mut child, timeout)?;
    let elapsed = start.elapsed();
    let timed_out = status.is_none();
    let grace = Instant::now() + Duration::from_secs(5);
    let (stdout, t1) = out.finish(grace);
    let (stderr, t2) = err.finish(grace);
    Ok(RunResult {
        stdout,
        stderr,
        status,
        timed_out,
        truncated: t1 || t2,
        elapsed,
    })
}

/// A directory under the system temporary directory, removed (recursively) on drop.
#[derive(Debug)]
pub struct TempDir {
    path: PathBuf,
}

impl TempDir {
    pub fn new(prefix: &str) -> io::Result<TempDir> {
        static SERIAL: AtomicUsize = AtomicUsize::new(0);
        let nanos = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map(|d| d.subsec_nanos())
            .unwrap_or(0);
        let path = std::env::temp_dir().join(format!(
            "{prefix}-{}-{}-{nanos}",
            std::process::id(),
            SERIAL.fetch_add(1, Ordering::Relaxed)
        ));
        std::fs::create_dir_all(&path)?;
        Ok(TempDir { path })
    }

    pub fn path(&self) -> &Path {
        &self.path
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.path);
    }
}

/// Number of worker threads for parallel test work: `$PANCAM_TEST_JOBS`, else the
/// available parallelism.
pub fn worker_count() -> usize {
    std::env::var("PANCAM_TEST_JOBS")
        .ok()
        .and_then(|v| v.parse().ok())
        .filter(|&n: &usize| n > 0)
        .unwrap_or_else(|| thread::available_parallelism().map_or(2, |n| n.get()))
}

/// Applies `f` to every item on `workers` scoped threads pulling from a shared queue;
/// results come back in the order of `items`.
pub fn parallel_map<T, R, F>(items: &[T], workers: usize, f: F) -> Vec<R>
where
    T: Sync,
    R: Send,
    F: Fn(&T) -> R + Sync,
{
    let next = AtomicUsize::new(0);
    let results: Mutex<Vec<Option<R>>> = Mutex::new((0..items.len()).map(|_| None).collect());
    thread::scope(|s| {
        for _ in 0..workers.clamp(1, items.len().max(1)) {
            s.spawn(|| {
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    let Some(item) = items.get(i) else { break };
                    let r = f(item);
                    results.lock().unwrap_or_else(|e| e.into_inner())[i] = Some(r);
                }
            });
        }
    });
    results
        .into_inner()
        .unwrap_or_else(|e| e.into_inner())
        .into_iter()
        .map(|r| r.expect("every item is processed"))
        .collect()
}

/// Paths (relative to the repository root, `/`-separated) of the files git tracks under
/// `dir`, or `None` when `root` is not a git checkout or git is missing.
pub fn git_tracked_files(root: &Path, dir: &str) -> Option<std::collections::BTreeSet<String>> {
    let out = Command::new("git")
        .arg("-C")
        .arg(root)
        .args(["ls-files", "-z", "--", dir])
        .output()
        .ok()?;
    if !out.status.success() || out.stdout.is_empty() {
        return None;
    }
    Some(
        out.stdout
            .split(|&b| b == 0)
            .filter(|f| !f.is_empty())
            .map(|f| String::from_utf8_lossy(f).into_owned())
            .collect(),
    )
}

/// Builds a program natively with `compile` (which must write the executable `exe`), runs it
/// twice in `run_dir` and returns its stdout and exit code; an error if the build fails, the
/// program does not exit normally, or the two runs differ.
pub fn native_run(
    compile: &mut Command,
    exe: &Path,
    run_dir: &Path,
    compile_timeout: Duration,
    run_timeout: Duration,
) -> Result<(Vec<u8>, i32), String> {
    let built = run_with_timeout(compile, compile_timeout)
        .map_err(|e| format!("cannot run the native compiler: {e}"))?;
    if built.code() != Some(0) {
        return Err(format!(
            "native build failed ({}):\n{}",
            built.describe(),
            String::from_utf8_lossy(&built.stderr)
        ));
    }
    let run = || -> Result<(Vec<u8>, i32), String> {
        let mut cmd = Command::new(exe);
        cmd.current_dir(run_dir);
        let r = run_with_timeout(&mut cmd, run_timeout)
            .map_err(|e| format!("cannot run the native build: {e}"))?;
        match r.code() {
            Some(code) if !r.truncated => Ok((r.stdout, code)),
            _ => Err(format!(
                "the native build did not exit normally ({}{})",
                r.describe(),
                if r.truncated {
                    ", output truncated"
                } else {
                    ""
                }
            )),
        }
    };
    let first = run()?;
    if run()? != first {
        return Err("the native build is not deterministic: two runs differ".to_string());
    }
    Ok(first)
}

/// A regeneration of committed clang output into a temporary directory: see [`regenerate`].
pub struct Regenerated {
    /// Where the fresh files are (removed on drop).
    pub dir: TempDir,
    /// The first line of `clang --version` of the fresh files (`CLANG_VERSION`).
    pub fresh: String,
    /// The same for the committed files.
    pub committed: String,
}

impl Regenerated {
    /// Notes on stderr when the fresh files come from another clang than the committed ones.
    pub fn note_versions(&self) {
        if self.fresh != self.committed {
            eprintln!(
                "note: committed IR is from `{}`, regenerated with `{}`",
                self.committed, self.fresh
            );
        }
    }
}

/// Runs the regeneration script `script` (one of `scripts/regen-*.sh`, which take the output
/// directory as their argument) into a fresh temporary directory; panics with the script's
/// stderr if it fails. `committed` is the directory of the committed files.
pub fn regenerate(script: &Path, committed: &Path, timeout: Duration) -> Regenerated {
    let name = script
        .file_stem()
        .and_then(|s| s.to_str())
        .unwrap_or("regen");
    let dir = TempDir::new(&format!("pancam-{name}")).expect("cannot create a temporary dir");
    let mut cmd = Command::new("bash");
    cmd.arg(script).arg(dir.path());
    let r = run_with_timeout(&mut cmd, timeout).expect("cannot run bash");
    assert!(
        r.code() == Some(0),
        "{} failed ({}):\n{}",
        script.display(),
        r.describe(),
        String::from_utf8_lossy(&r.stderr)
    );
    let version = |d: &Path| {
        std::fs::read_to_string(d.join("CLANG_VERSION"))
            .unwrap_or_default()
            .trim()
            .to_string()
    };
    Regenerated {
        fresh: version(dir.path()),
        committed: version(committed),
        dir,
    }
}

/// "Debian clang version 19.1.7 (...)" -> 19.
pub fn clang_major(version: &str) -> Option<u32> {
    let rest = &version[version.find("version ")? + "version ".len()..];
    rest.split('.').next()?.trim().parse().ok()
}

// ---- the repository and the pancam binary --------------------------------------------------

/// The repository root (where `Cargo.toml` is).
pub fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// The pancam binary under test.
pub const PANCAM: &str = env!("CARGO_BIN_EXE_pancam");

/// Runs pancam with `args` in `dir`, capturing its output, killing it after `timeout`; an
/// error only when it cannot be started.
pub fn run_pancam<S: AsRef<OsStr>>(
    dir: &Path,
    args: &[S],
    timeout: Duration,
) -> Result<RunResult, String> {
    let mut cmd = Command::new(PANCAM);
    cmd.args(args).current_dir(dir);
    run_with_timeout(&mut cmd, timeout).map_err(|e| format!("cannot run pancam: {e}"))
}

/// [`run_pancam`] as (exit code, stdout, stderr), the exit code -1 when pancam was killed
/// (by a signal or for running out of time).
pub fn pancam_output<S: AsRef<OsStr>>(
    dir: &Path,
    args: &[S],
    timeout: Duration,
) -> (i32, String, String) {
    let r = run_pancam(dir, args, timeout).unwrap_or_else(|e| panic!("{e}"));
    (r.code().unwrap_or(-1), text(&r.stdout), text(&r.stderr))
}

/// Lossy UTF-8 text of a captured stream.
pub fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

// ---- reporting differences -------------------------------------------------------------------

/// Renders one output line for a report: lossy UTF-8, control characters escaped, long
/// lines shortened.
pub fn render_line(line: &[u8]) -> String {
    let (body, newline) = match line.strip_suffix(b"\n") {
        Some(b) => (b, true),
        None => (line, false),
    };
    let text = String::from_utf8_lossy(body);
    let mut s = String::new();
    for (i, ch) in text.chars().enumerate() {
        if i == 240 {
            s.push_str(" …");
            break;
        }
        if ch.is_control() {
            s.extend(ch.escape_default());
        } else {
            s.push(ch);
        }
    }
    if !newline {
        s.push_str("  ⟨no newline⟩");
    }
    s
}

/// A diff-like excerpt around the first line where `native` and `pancam` differ.
pub fn diff_excerpt(native: &[u8], pancam: &[u8], pancam_truncated: bool) -> String {
    let a: Vec<&[u8]> = native.split_inclusive(|&c| c == b'\n').collect();
    let b: Vec<&[u8]> = pancam.split_inclusive(|&c| c == b'\n').collect();
    let first = (0..a.len().max(b.len()))
        .find(|&i| a.get(i) != b.get(i))
        .unwrap_or(0);
    let mut s = String::new();
    let _ = writeln!(
        s,
        "native stdout: {} bytes, {} lines; pancam stdout: {} bytes, {} lines{}",
        native.len(),
        a.len(),
        pancam.len(),
        b.len(),
        if pancam_truncated { " (truncated)" } else { "" }
    );
    let _ = writeln!(s, "first difference at line {}:", first + 1);
    for (i, line) in a
        .iter()
        .enumerate()
        .take(first)
        .skip(first.saturating_sub(3))
    {
        let _ = writeln!(s, "  {:>5}   {}", i + 1, render_line(line));
    }
    const AFTER: usize = 4;
    for (tag, lines) in [("-", &a), ("+", &b)] {
        let end = (first + AFTER).min(lines.len());
        if first >= lines.len() {
            let who = if tag == "-" { "native" } else { "pancam" };
            let _ = writeln!(s, "  {tag}       ⟨{who} output ends here⟩");
        }
        for (i, line) in lines.iter().enumerate().take(end).skip(first) {
            let _ = writeln!(s, "  {tag}{:>5}   {}", i + 1, render_line(line));
        }
    }
    let _ = writeln!(s, "  (- native, + pancam)");
    s
}

/// The last lines of pancam's stderr, indented.
pub fn stderr_tail(stderr: &[u8]) -> String {
    const MAX_LINES: usize = 30;
    let text = String::from_utf8_lossy(stderr);
    let lines: Vec<&str> = text.lines().collect();
    let skip = lines.len().saturating_sub(MAX_LINES);
    let mut s = String::new();
    if skip > 0 {
        let _ = writeln!(s, "    … {skip} earlier lines");
    }
    for l in &lines[skip..] {
        let shown: String = l.chars().take(300).collect();
        let _ = writeln!(s, "    {shown}");
    }
    s
}

/// Starts `cmd` with its output captured, sends it signal `sig` ("INT", "TERM") after
/// `after`, and waits for it to end.
pub fn interrupted(cmd: &mut Command, after: Duration, sig: &str) -> std::process::Output {
    let child = cmd
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the command starts");
    std::thread::sleep(after);
    let k = Command::new("kill")
        .args([&format!("-{sig}"), &child.id().to_string()])
        .status()
        .expect("kill runs");
    assert!(k.success(), "kill -{sig}");
    child.wait_with_output().expect("the command ends")
}

/// The seeds of environment variable `var` (`a..b`, or a list `a,b,c`), or `default`.
pub fn seeds_from_env(var: &str, default: std::ops::Range<u64>) -> Vec<u64> {
    match std::env::var(var) {
        Ok(s) if s.contains("..") => {
            let (a, b) = s.split_once("..").unwrap_or_else(|| panic!("{var}=a..b"));
            (a.parse().expect("a seed")..b.parse().expect("a seed")).collect()
        }
        Ok(s) => s
            .split(',')
            .map(|x| {
                x.trim()
                    .parse()
                    .unwrap_or_else(|_| panic!("{var}=a..b or a list a,b,c"))
            })
            .collect(),
        Err(_) => default.collect(),
    }
}
