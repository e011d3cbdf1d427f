//! Equal matched states must have equal successors (`common::canonicity`): checked on every
//! committed program of `tests/check` and `programs`, and on the reproductions of earlier
//! canonical-form faults in `tests/fuzz_reduction`, under the default options of `pancam
//! check` (supersteps with stubborn sets) and under unreduced single instructions.
//!
//! `PANCAM_CANON_LL=path.ll cargo test --release --test integration canonicity_of_file --
//! --ignored --nocapture` runs the oracle on any program, without a state limit, and with
//! `PANCAM_CANON_DUMP=DIR` writes the first pair of equal states that differ, and their
//! successors, to `DIR` for a diff.

use crate::common;

use common::{parallel_map, root, worker_count};
use pancam::check::CheckOptions;
use pancam::model::por::PorMode;
use pancam::vm::Granularity;
use std::path::{Path, PathBuf};

/// Programs with more states than this are checked up to this many.
const LIMIT: usize = 20_000;

/// Runs the oracle on `ll` with `granularity` and `por`.
fn oracle(
    ll: &Path,
    granularity: Granularity,
    por: PorMode,
    limit: usize,
    dump: Option<&Path>,
) -> Result<Option<usize>, String> {
    let prog = pancam::load::load_ll(ll).map_err(|e| format!("cannot load: {e}"))?;
    let opts = CheckOptions {
        granularity,
        por,
        args: vec![ll.display().to_string()],
        ..CheckOptions::default()
    };
    let (sys, _, _) = pancam::check::model(&prog, &opts).map_err(|e| e.to_string())?;
    common::canonicity::check(&sys, limit, dump)
}

fn programs() -> Vec<PathBuf> {
    let mut v = Vec::new();
    for dir in ["tests/check", "programs"] {
        for e in std::fs::read_dir(root().join(dir)).expect("directory") {
            let p = e.expect("entry").path();
            if p.extension().is_some_and(|x| x == "ll") {
                v.push(p);
            }
        }
    }
    for e in std::fs::read_dir(root().join("tests/fuzz_reduction")).expect("directory") {
        let p = e.expect("entry").path();
        if p.extension().is_some_and(|x| x == "ll")
            && p.file_name()
                .is_some_and(|n| n.to_string_lossy().starts_with("repro-"))
        {
            v.push(p);
        }
    }
    v.sort();
    v
}

#[test]
fn equal_states_have_equal_successors() {
    let files = programs();
    assert!(files.len() > 300, "{} programs", files.len());
    let configs = [
        (Granularity::Superstep, PorMode::Stubborn),
        (Granularity::Instruction, PorMode::None),
    ];
    let results = parallel_map(&files, worker_count(), |f| {
        let mut out = Vec::new();
        for &(g, por) in &configs {
            match oracle(f, g, por, LIMIT, None) {
                Ok(n) => out.push(Ok(n.is_some())),
                Err(e) => out.push(Err(format!(
                    "{} ({g:?}, {por:?}): {e}",
                    f.strip_prefix(root()).unwrap_or(f).display()
                ))),
            }
        }
        out
    });
    let mut complete = 0;
    let mut bad = Vec::new();
    for r in results.into_iter().flatten() {
        match r {
            Ok(c) => complete += usize::from(c),
            Err(e) => bad.push(e),
        }
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
    eprintln!(
        "{} programs, {} of {} searches complete (the rest checked up to {LIMIT} states)",
        files.len(),
        complete,
        files.len() * configs.len()
    );
}

#[test]
#[ignore = "a debugging oracle for any program: PANCAM_CANON_LL=path.ll"]
fn canonicity_of_file() {
    let Some(p) = std::env::var_os("PANCAM_CANON_LL") else {
        panic!("set PANCAM_CANON_LL to a .ll file");
    };
    let dump = std::env::var_os("PANCAM_CANON_DUMP").map(PathBuf::from);
    for (g, por) in [
        (Granularity::Superstep, PorMode::None),
        (Granularity::Superstep, PorMode::Stubborn),
        (Granularity::Instruction, PorMode::None),
    ] {
        match oracle(Path::new(&p), g, por, usize::MAX, dump.as_deref()) {
            Ok(n) => eprintln!("{g:?} {por:?}: {} matched states", n.unwrap_or(0)),
            Err(e) => panic!("{g:?} {por:?}: {e}"),
        }
    }
}
