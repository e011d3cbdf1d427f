//! Csmith programs under `pancam run` against their native runs (issue 8: right verdicts on C
//! programs nobody here wrote). See `tests/csmith/README.md`.
//!
//! - `committed_slice_matches_native` (fast, no csmith or clang needed): every
//!   `tests/csmith/NAME.c` has committed `NAME.O0.ll` / `NAME.O2.ll` (made by
//!   `scripts/regen-csmith.sh`) and `NAME.expected`, the stdout of the native program run as
//!   `./NAME 1` (csmith's `main` then prints the checksum of every global, not only the
//!   final one). `pancam run NAME.OL.ll 1` must print exactly that and exit 0.
//! - `csmith_campaign` (ignored: long, and needs csmith, libcsmith-dev's `csmith.h` and
//!   clang): the differential fuzzing campaign of `scripts/fuzz-csmith.sh` on a range of
//!   seeds; it fails if any program is a finding (a mismatch with the native run, a crash,
//!   an unsupported construct, a spurious error). Run it as
//!
//!   ```sh
//!   cargo test --release --test integration csmith:: -- --ignored --nocapture
//!   ```
//!
//!   with `PANCAM_CSMITH_SEEDS="FIRST COUNT"` (default `1 500`),
//!   `PANCAM_CSMITH_OPTIONS="csmith options"` (default: csmith's defaults) and
//!   `PANCAM_CSMITH_OUT=DIR` to keep the results and findings (default: a temporary
//!   directory, removed afterwards unless something was found).

use crate::common;

use std::path::PathBuf;
use std::process::Command;
use std::time::Duration;

use common::{TempDir, parallel_map, run_with_timeout, worker_count};

const PANCAM_TIMEOUT: Duration = Duration::from_secs(60);

fn slice_dir() -> PathBuf {
    common::root().join("tests").join("csmith")
}

/// Names (without `.c`) of the slice's programs, sorted.
fn programs() -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(slice_dir())
        .expect("tests/csmith exists")
        .filter_map(|e| {
            let name = e.ok()?.file_name().into_string().ok()?;
            name.strip_suffix(".c").map(str::to_string)
        })
        .collect();
    names.sort();
    names
}

/// One line of difference, or `None` when pancam printed `expected` and exited 0.
fn check(name: &str, level: &str) -> Option<String> {
    let dir = slice_dir();
    let ll = dir.join(format!("{name}.{level}.ll"));
    let expected = match std::fs::read(dir.join(format!("{name}.expected"))) {
        Ok(e) => e,
        Err(e) => return Some(format!("{name}: no {name}.expected: {e}")),
    };
    if !ll.is_file() {
        return Some(format!("{name}: no {}", ll.display()));
    }
    let mut cmd = Command::new(common::PANCAM);
    cmd.arg("run").arg(&ll).arg("--").arg("1").current_dir(&dir);
    let r = match run_with_timeout(&mut cmd, PANCAM_TIMEOUT) {
        Ok(r) => r,
        Err(e) => return Some(format!("{name}.{level}: cannot run pancam: {e}")),
    };
    if r.code() == Some(0) && r.stdout == expected {
        return None;
    }
    let exp = String::from_utf8_lossy(&expected);
    let got = String::from_utf8_lossy(&r.stdout);
    let first = exp
        .lines()
        .zip(got.lines())
        .position(|(a, b)| a != b)
        .unwrap_or_else(|| exp.lines().count().min(got.lines().count()));
    let stderr = String::from_utf8_lossy(&r.stderr);
    Some(format!(
        "{name}.{level}: pancam {} (native: exit 0); first difference at line {}:\n  - {}\n  + {}\n  stderr: {}",
        r.describe(),
        first + 1,
        exp.lines().nth(first).unwrap_or("⟨end of output⟩"),
        got.lines().nth(first).unwrap_or("⟨end of output⟩"),
        stderr
            .lines()
            .take(5)
            .collect::<Vec<_>>()
            .join("\n          ")
    ))
}

#[test]
fn committed_slice_matches_native() {
    let names = programs();
    assert!(
        names.len() >= 20,
        "expected at least 20 csmith programs in tests/csmith, found {}",
        names.len()
    );
    let jobs: Vec<(String, &str)> = names
        .iter()
        .flat_map(|n| ["O0", "O2"].map(|l| (n.clone(), l)))
        .collect();
    let failures: Vec<String> = parallel_map(&jobs, worker_count(), |(n, l)| check(n, l))
        .into_iter()
        .flatten()
        .collect();
    assert!(
        failures.is_empty(),
        "{} of {} csmith runs differ from native:\n{}",
        failures.len(),
        jobs.len(),
        failures.join("\n")
    );
}

/// Every program's files are tracked by git (a missing `.ll` would silently shrink the test).
#[test]
fn every_program_has_committed_files() {
    let root = common::root();
    let Some(tracked) = common::git_tracked_files(root, "tests/csmith") else {
        return; // not a git checkout (e.g. a source tarball): nothing to compare against
    };
    let mut missing = Vec::new();
    for n in programs() {
        for ext in ["c", "O0.ll", "O2.ll", "expected"] {
            let f = format!("tests/csmith/{n}.{ext}");
            if !tracked.contains(&f) {
                missing.push(f);
            }
        }
    }
    assert!(missing.is_empty(), "not tracked by git: {missing:?}");
}

#[test]
#[ignore = "long differential campaign: needs csmith, csmith.h (libcsmith-dev) and clang; see tests/csmith/README.md"]
fn csmith_campaign() {
    let root = common::root();
    let seeds = std::env::var("PANCAM_CSMITH_SEEDS").unwrap_or_else(|_| "1 500".to_string());
    let seeds: Vec<&str> = seeds.split_whitespace().collect();
    assert_eq!(
        seeds.len(),
        2,
        "PANCAM_CSMITH_SEEDS must be \"FIRST COUNT\""
    );
    let options = std::env::var("PANCAM_CSMITH_OPTIONS").unwrap_or_default();
    let mut tmp = None;
    let out = match std::env::var_os("PANCAM_CSMITH_OUT") {
        Some(d) => PathBuf::from(d),
        None => {
            let t = TempDir::new("pancam-csmith-campaign").expect("temporary directory");
            let p = t.path().to_path_buf();
            tmp = Some(t);
            p
        }
    };
    let status = Command::new("bash")
        .arg(root.join("scripts").join("fuzz-csmith.sh"))
        .arg("-o")
        .arg(&out)
        .arg("-c")
        .arg(&options)
        .args(&seeds)
        .env("PANCAM", common::PANCAM)
        .status()
        .expect("run scripts/fuzz-csmith.sh");
    assert!(status.success(), "fuzz-csmith.sh failed: {status}");
    let findings: Vec<String> = std::fs::read_dir(out.join("findings"))
        .map(|d| {
            d.filter_map(|e| e.ok().map(|e| e.file_name().to_string_lossy().into_owned()))
                .collect()
        })
        .unwrap_or_default();
    if !findings.is_empty() {
        // keep a temporary directory for inspection (its drop would delete it)
        std::mem::forget(tmp.take());
        panic!(
            "{} findings (seed-level) in {}: {:?}\nminimise one with scripts/reduce-csmith.sh {}/findings/SEED-LEVEL",
            findings.len(),
            out.display(),
            findings,
            out.display()
        );
    }
}
