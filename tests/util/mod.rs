//! Helpers shared by integration tests: running a child process with a timeout while
//! capturing its output, self-deleting temporary directories, and a small scoped-thread
//! work queue.
//!
//! Each integration test crate that declares `mod util;` compiles its own copy, so helpers a
//! given test does not use are not dead code worth warning about.
#![allow(dead_code)]

use std::io::{self, Read};
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
    let start = Instant::now();
    let mut child = cmd
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()?;
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
                "the native build did not exit normally ({})",
                r.describe()
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
#[allow(dead_code)] // not every test file regenerates
pub struct Regenerated {
    /// Where the fresh files are (removed on drop).
    pub dir: TempDir,
    /// The first line of `clang --version` of the fresh files (`CLANG_VERSION`).
    pub fresh: String,
    /// The same for the committed files.
    pub committed: String,
}

#[allow(dead_code)]
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
#[allow(dead_code)]
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
