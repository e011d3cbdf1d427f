//! `pancam check --checkpoint DIR` and `--resume DIR`: where checkpoints go, what a
//! resumed command is, and what makes a checkpoint fit a program (see
//! [`crate::explore::checkpoint`] for the file and the search's side).
//!
//! A checkpoint records the command line after `check`. `--resume DIR` runs that command
//! again, with what the resuming command line changes; only what the search allows to
//! change may: the limits (`--max-time`, `--max-memory`), `--workers`, the output
//! (`--quiet`, `--json`, `--trail`, `--html`, `--msc`) and the checkpoints themselves
//! (`--checkpoint DIR` to write elsewhere, `--checkpoint-every`). Any other option, or a
//! program, is refused: the checkpoint's are used.
//!
//! The **fingerprint** in the file's header is a SHA-256 of three parts, each also kept in
//! the archive so that a refusal can say which differs:
//! - the pancam executable's bytes (another build of pancam may encode states differently,
//!   and a visited set of other encodings could match a state it never stored);
//! - the program's bytes (the `.c` or `.ll` file, and the `--abstraction` file);
//! - the options that shape the state space: the command line, parsed, without the options
//!   above.

use super::check::CheckCmd;
use crate::explore::checkpoint::{self, CheckpointFile, Checkpointing, Loaded, Meta, Reason};
use clap::Parser;
use sha2::{Digest, Sha256};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;

/// The options a resumed command may give (clap's ids), besides `--resume`.
const RESUMABLE: &[&str] = &[
    "max_time",
    "max_memory",
    "workers",
    "quiet",
    "json",
    "trail",
    "html",
    "msc",
    "checkpoint",
    "checkpoint_every",
    "checkpoint_test_pause",
];

/// Seconds between checkpoints when `--checkpoint-every` is not given.
pub const DEFAULT_EVERY: f64 = 300.0;

/// `pancam check`'s flags alone, to parse a checkpoint's command line.
#[derive(Parser)]
#[command(no_binary_name = true)]
struct Args {
    #[command(flatten)]
    check: CheckCmd,
}

/// The meta data of the checkpoint `plan` resumes, if any.
fn resumed_meta(plan: &Checkpointing) -> Option<Meta> {
    let l = plan.resume.as_ref()?;
    rkyv::deserialize::<Meta, rkyv::rancor::Error>(&l.file().meta).ok()
}

/// The command line after `check` that this process was given.
fn own_args() -> Vec<String> {
    let mut args = std::env::args().skip_while(|a| a != "check");
    args.next();
    args.collect()
}

/// Clears the options a resumed command may change (see the module documentation).
fn clear_resumable(c: &mut CheckCmd) {
    c.max_time = None;
    c.max_memory = None;
    c.workers = None;
    c.quiet = false;
    c.json = false;
    c.trail = None;
    c.html = None;
    c.msc = None;
    c.checkpoint = None;
    c.checkpoint_every = None;
    c.checkpoint_test_pause = None;
    c.resume = None;
}

/// The options that shape the search: the command without what a resume may change and
/// without the program's path, whose bytes the fingerprint covers instead (its `argv[0]`
/// stays: the program sees it).
fn shape_only(c: &CheckCmd) -> String {
    let mut d = c.clone();
    clear_resumable(&mut d);
    d.argv0 = Some(c.argv0());
    d.file = None;
    format!("{d:?}")
}

/// Hex of a SHA-256.
fn hex(d: &[u8]) -> String {
    d.iter().map(|b| format!("{b:02x}")).collect()
}

/// The three parts of the fingerprint (build, program, options), in hex.
fn parts(c: &CheckCmd) -> Result<[String; 3], String> {
    let exe = std::env::current_exe()
        .and_then(std::fs::read)
        .map_err(|e| format!("cannot read the pancam executable to fingerprint it: {e}"))?;
    let build = hex(&Sha256::digest(&exe));
    let mut program = Sha256::new();
    let file = c.file();
    let bytes = std::fs::read(file).map_err(|e| format!("cannot read {}: {e}", file.display()))?;
    program.update((bytes.len() as u64).to_le_bytes());
    program.update(&bytes);
    if let Some(a) = &c.abstraction {
        let bytes = std::fs::read(a).map_err(|e| format!("cannot read {}: {e}", a.display()))?;
        program.update(&bytes);
    }
    let program = hex(&program.finalize());
    let options = hex(&Sha256::digest(shape_only(c).as_bytes()));
    Ok([build, program, options])
}

/// The fingerprint of the three parts.
fn fingerprint(p: &[String; 3]) -> [u8; 32] {
    let mut h = Sha256::new();
    h.update(b"pancam checkpoint\0");
    h.update(checkpoint::FORMAT.to_le_bytes());
    for x in p {
        h.update(x.as_bytes());
        h.update([0]);
    }
    h.finalize().into()
}

/// `fingerprint_of` in the archive: the parts, one per line.
fn describe(p: &[String; 3]) -> String {
    format!("build {}\nprogram {}\noptions {}", p[0], p[1], p[2])
}

/// `--resume DIR`: reads the checkpoint and turns `c` into the command that wrote it, with
/// the changes `c` makes. Errors are messages for the user.
pub fn resolve(c: &mut CheckCmd) -> Result<Loaded, String> {
    let dir = c.resume.clone().expect("--resume");
    let loaded = checkpoint::open(&dir)?;
    let meta = rkyv::deserialize::<Meta, rkyv::rancor::Error>(&loaded.file().meta)
        .map_err(|e| format!("{}: {e}", loaded.path.display()))?;
    // What this command line gives besides what a resume may change.
    let given = <Args as clap::CommandFactory>::command()
        .try_get_matches_from(own_args())
        .map_err(|e| e.to_string())?;
    let other: Vec<String> = given
        .ids()
        .map(|id| id.as_str())
        .filter(|id| {
            given.value_source(id) == Some(clap::parser::ValueSource::CommandLine)
                && !RESUMABLE.contains(id)
                && *id != "resume"
        })
        .map(|id| match id {
            "file" => "a program".to_string(),
            id => format!("--{}", id.replace('_', "-")),
        })
        .collect();
    if !other.is_empty() {
        return Err(format!(
            "--resume {} runs the command that wrote the checkpoint (`pancam check {}`), \
             and {} may not change it: besides --resume, only --max-time, --max-memory, \
             --workers, --quiet, --json, --trail, --html, --msc, --checkpoint and \
             --checkpoint-every may be given",
            dir.display(),
            meta.args.join(" "),
            other.join(", ")
        ));
    }
    let mut stored = Args::try_parse_from(&meta.args)
        .map_err(|e| {
            format!(
                "the command line in {} does not parse: {e}",
                loaded.path.display()
            )
        })?
        .check;
    if c.max_time.is_some() {
        stored.max_time = c.max_time;
    }
    if c.max_memory.is_some() {
        stored.max_memory = c.max_memory;
    }
    if c.workers.is_some() {
        stored.workers = c.workers;
    }
    stored.quiet |= c.quiet;
    stored.json |= c.json;
    for (to, from) in [
        (&mut stored.trail, &c.trail),
        (&mut stored.html, &c.html),
        (&mut stored.msc, &c.msc),
    ] {
        if from.is_some() {
            to.clone_from(from);
        }
    }
    if c.checkpoint_every.is_some() {
        stored.checkpoint_every = c.checkpoint_every;
    }
    stored.checkpoint_test_pause = c.checkpoint_test_pause;
    stored.checkpoint = c
        .checkpoint
        .clone()
        .or(stored.checkpoint)
        .or(Some(dir.clone()));
    stored.resume = Some(dir.clone());
    // Paths of the command are relative to the directory it ran in; the program keeps the
    // name it was given.
    stored.argv0 = Some(stored.argv0());
    let cwd = Path::new(&meta.cwd);
    for p in [
        stored.file.as_mut(),
        stored.abstraction.as_mut(),
        stored.ltl_file.as_mut(),
        stored.property.as_mut(),
    ]
    .into_iter()
    .flatten()
    {
        if p.is_relative() {
            *p = cwd.join(&*p);
        }
    }
    *c = stored;
    let now = parts(c)?;
    if fingerprint(&now) != loaded.fingerprint() {
        let was: Vec<&str> = meta
            .fingerprint_of
            .lines()
            .map(|l| l.split(' ').nth(1).unwrap_or(""))
            .collect();
        let what = if was.first() != Some(&now[0].as_str()) {
            format!(
                "it was written by another build of pancam ({}, executable {}; this one is \
                 {}): a checkpoint is resumed by the pancam that wrote it",
                meta.pancam,
                was.first().map_or("", |b| &b[..b.len().min(12)]),
                &now[0][..12]
            )
        } else if was.get(1) != Some(&now[1].as_str()) {
            format!(
                "the program {} has changed since it was written",
                c.file().display()
            )
        } else {
            "the options that shape the search differ from the ones it was written with".to_string()
        };
        return Err(format!("cannot resume {}: {what}", loaded.path.display()));
    }
    Ok(loaded)
}

/// The checkpointing of a check: where to, how often, and the checkpoint to resume.
pub fn plan(c: &CheckCmd, resume: Option<Loaded>) -> Result<Option<Arc<Checkpointing>>, String> {
    let Some(dir) = c.checkpoint.clone() else {
        return Ok(None);
    };
    let every = c.checkpoint_every.unwrap_or(DEFAULT_EVERY);
    if !every.is_finite() || every < 0.0 {
        return Err("--checkpoint-every: expected a number of seconds".into());
    }
    if dir.exists() && !dir.is_dir() {
        return Err(format!("--checkpoint {}: not a directory", dir.display()));
    }
    let now = parts(c)?;
    let fp = fingerprint(&now);
    let was = resume
        .as_ref()
        .and_then(|l| rkyv::deserialize::<Meta, rkyv::rancor::Error>(&l.file().meta).ok());
    let (args, started, runs, cwd) = match was {
        Some(m) => (m.args, m.started_unix, m.runs + 1, m.cwd),
        None => (
            own_args(),
            checkpoint::unix_now(),
            1,
            std::env::current_dir()
                .map(|d| d.display().to_string())
                .unwrap_or_default(),
        ),
    };
    let base = Meta {
        pancam: format!("pancam {}", env!("CARGO_PKG_VERSION")),
        program: c.file().display().to_string(),
        args,
        fingerprint_of: describe(&now),
        started_unix: started,
        written_unix: 0,
        reason: String::new(),
        runs,
        cwd,
    };
    let target: PathBuf = dir.clone();
    let pause = Duration::from_millis(c.checkpoint_test_pause.unwrap_or(0));
    let writer = Box::new(move |image, reason: Reason| {
        let file = CheckpointFile {
            meta: Meta {
                written_unix: checkpoint::unix_now(),
                reason: reason.name().to_string(),
                ..base.clone()
            },
            search: image,
        };
        checkpoint::write_file_pausing(&target, &file, &fp, pause)
    });
    Ok(Some(Arc::new(
        Checkpointing::new(
            (every > 0.0).then(|| Duration::from_secs_f64(every)),
            writer,
            resume,
        )
        .in_dir(dir),
    )))
}

/// The report's lines on checkpoints: what was resumed, what was written.
pub fn summary(c: &CheckCmd, plan: &Checkpointing) -> String {
    let mut out = String::new();
    if let (Some(m), Some(dir)) = (resumed_meta(plan), &c.resume) {
        let ago = checkpoint::unix_now().saturating_sub(m.written_unix);
        out.push_str(&format!(
            "resumed: from {} (written {} s ago, {}; run {} of this search, first started {} s \
             ago; read and validated in {:.3} s, the search restored in {:.3} s); \
             the statistics and the time count every run\n",
            dir.join(checkpoint::FILE_NAME).display(),
            ago,
            m.reason,
            m.runs + 1,
            checkpoint::unix_now().saturating_sub(m.started_unix),
            plan.resume
                .as_ref()
                .map_or(0.0, |l| l.opened_in.as_secs_f64()),
            plan.restored_in
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .map_or(0.0, |d| d.as_secs_f64()),
        ));
    }
    let w = plan.written.lock().unwrap_or_else(|e| e.into_inner());
    if let Some(dir) = &c.checkpoint {
        match w.0.last() {
            Some(last) => out.push_str(&format!(
                "checkpoints: {} written to {} (last: {}, {} {}, {} bytes, {:.3} s); \
                 `pancam check --resume {}` goes on from it\n",
                w.0.len(),
                dir.join(checkpoint::FILE_NAME).display(),
                last.reason.name(),
                last.progress,
                last.unit,
                last.bytes,
                last.took.as_secs_f64(),
                dir.display()
            )),
            None => out.push_str(&format!("checkpoints: none written to {}\n", dir.display())),
        }
    }
    if let Some(e) = &w.1 {
        out.push_str(&format!("checkpoints: stopped writing: {e}\n"));
    }
    out
}

/// The same, for the JSON report.
pub fn json(c: &CheckCmd, plan: &Checkpointing) -> serde_json::Value {
    let resumed = resumed_meta(plan);
    let w = plan.written.lock().unwrap_or_else(|e| e.into_inner());
    serde_json::json!({
        "directory": c.checkpoint.as_ref().map(|d| d.display().to_string()),
        "resumed_from": resumed.map(|m| serde_json::json!({
            "read_seconds": plan.resume.as_ref().map(|l| l.opened_in.as_secs_f64()),
            "restore_seconds": plan
                .restored_in
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .map(|d| d.as_secs_f64()),
            "written_unix": m.written_unix,
            "reason": m.reason,
            "started_unix": m.started_unix,
            "runs_before": m.runs,
        })),
        "written": w.0.iter().map(|x| {
            let mut o = serde_json::json!({
                "reason": x.reason.name(),
                "bytes": x.bytes,
                "seconds": x.took.as_secs_f64(),
            });
            // `states` stored, or `samples` finished.
            o[x.unit] = x.progress.into();
            o
        }).collect::<Vec<_>>(),
        "error": w.1,
    })
}
