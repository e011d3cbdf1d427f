//! Faint registers (`vm::liveness`: locals that only feed their own updates and branches
//! whose outcome cannot matter) against the search that keeps them (`--no-faint`).
//!
//! - **Whole state spaces.** At the `shared-access` granularity without stubborn sets, the
//!   states the search that keeps faint registers reaches, each recorded without them, are
//!   exactly the states the search that leaves them out stores; likewise the final and the
//!   deadlocked states. Two states that differ only in faint registers have the same
//!   successors up to faint registers, so nothing is lost and nothing is added.
//! - **Supersteps and stubborn sets** on top: the same final and deadlocked states.
//! - **`pancam check`** with and without `--no-faint`: the same verdict, never more states
//!   stored with faint registers left out, and fewer on a program that has some (the
//!   back-off delay of `tests/check/backoff.c`).
//!
//! The verdict matrices of `check.rs` and `programs.rs` run every committed program with
//! faint registers left out (the default); the reduction fuzzer's reference search keeps
//! them (`fuzz_reduction.rs`).

use crate::common;
use crate::common::spaces::{check_json, reached, same, stored};
use pancam::model::por::PorMode;
use pancam::model::{CProgram, ModelOptions};
use pancam::vm::Granularity;

/// Programs with local loops (spin loops with a back-off, counters, retry loops) at -O0,
/// where every local is a register after promotion, and a few at -O2.
const PROGRAMS: &[&str] = &[
    "tests/check/backoff.O0.ll",
    "tests/check/backoff.O2.ll",
    "tests/check/backoff_bug.O0.ll",
    "tests/check/backoff_bug.O2.ll",
    "tests/check/mutex_counter.O0.ll",
    "tests/check/cond_broadcast.O0.ll",
    "tests/check/barrier_bad.O0.ll",
    "tests/check/symmetry_pool.O0.ll",
    "tests/check/tsd.O0.ll",
    "programs/peterson.O0.ll",
    "programs/philosophers3.O0.ll",
    "programs/prodcons.O0.ll",
];

fn model<'p>(
    prog: &'p pancam::bytecode::Program,
    ll: &str,
    g: Granularity,
    por: PorMode,
    faint: bool,
) -> CProgram<'p> {
    let mut opts = ModelOptions {
        granularity: g,
        por,
        ..ModelOptions::default()
    };
    opts.vm.faint_registers = faint;
    CProgram::new(prog, opts, &[ll.to_string()]).expect("model")
}

fn load(ll: &str) -> pancam::bytecode::Program {
    let path = common::root().join(ll);
    pancam::load::load_ll(&path).unwrap_or_else(|e| panic!("{ll}: {e}"))
}

#[test]
fn leaving_faint_registers_out_merges_exactly_the_states_that_differ_in_them() {
    for ll in PROGRAMS {
        let prog = load(ll);
        let g = Granularity::SharedAccess;
        let key = model(&prog, ll, g, PorMode::None, true);
        let a = reached(&model(&prog, ll, g, PorMode::None, false), &key, ll);
        let b = reached(&model(&prog, ll, g, PorMode::None, true), &key, ll);
        same(&a.states, &b.states, &format!("{ll}: the states reached"));
        same(&a.finals, &b.finals, &format!("{ll}: the final states"));
        same(
            &a.deadlocks,
            &b.deadlocks,
            &format!("{ll}: the deadlocked states"),
        );
        for por in [PorMode::None, PorMode::Stubborn] {
            let g = Granularity::Superstep;
            let key = model(&prog, ll, g, por, true);
            let a = reached(&model(&prog, ll, g, por, false), &key, ll);
            let b = reached(&model(&prog, ll, g, por, true), &key, ll);
            same(
                &a.finals,
                &b.finals,
                &format!("{ll} {por:?}: the final states"),
            );
            same(
                &a.deadlocks,
                &b.deadlocks,
                &format!("{ll} {por:?}: the deadlocked states"),
            );
        }
    }
}

#[test]
fn check_finds_the_same_verdicts_in_fewer_states() {
    for ll in PROGRAMS {
        let plain = check_json(ll, &["--no-faint"]);
        let faint = check_json(ll, &[]);
        assert_eq!(plain["result"], faint["result"], "{ll}: the verdicts");
        if faint["result"] == plain["result"] && faint["complete"] == true {
            assert!(
                stored(&faint) <= stored(&plain),
                "{ll}: {} states stored without faint registers, {} with them",
                stored(&faint),
                stored(&plain)
            );
        }
    }
    // The back-off delay: its 32 values are left out at -O0 (at -O2 clang removed it).
    let ll = "tests/check/backoff.O0.ll";
    let (a, b) = (check_json(ll, &["--no-faint"]), check_json(ll, &[]));
    assert!(
        stored(&b) < stored(&a),
        "{ll}: {} states stored either way",
        stored(&a)
    );
}
