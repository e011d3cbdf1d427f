//! The granularities against each other on whole state spaces: for small programs that
//! hold, an exhaustive search under each granularity collects the values of the global
//! variables in every reachable state. Shared memory changes only at shared accesses, and
//! `instruction`, `block` and `shared-access` all stop at (or right after) each of them, so
//! the three must reach exactly the same global valuations; `superstep` merges independent
//! accesses, so it reaches a subset of them, and the same final valuations (when every
//! thread has finished). State counts must not grow from a granularity to a coarser one.
//!
//! The stubborn-set reduction (`--por stubborn`, on top of `superstep`) is compared with
//! plain supersteps the same way: a subset of the global valuations, and exactly the same
//! final valuations and the same deadlocked states (compared byte for byte: partial order
//! reduction preserves every deadlock, not only some).
//!
//! The verdict matrix over all granularities is in `tests/check.rs` (every program of
//! `tests/check`) and `tests/programs.rs` (every entry of `programs/verdicts.json`).

use pancam::explore::{Step, TransitionSystem};
use pancam::model::por::PorMode;
use pancam::model::{CProgram, ModelOptions};
use pancam::vm::Granularity;
use pancam::vm::memory::ObjKind;
use pancam::vm::state::{State, ThreadStatus};
use std::collections::{BTreeSet, HashSet};
use std::path::Path;

const GRANULARITIES: [Granularity; 4] = [
    Granularity::Instruction,
    Granularity::Block,
    Granularity::SharedAccess,
    Granularity::Superstep,
];

/// The bytes of every global variable, in object order.
fn globals(s: &State) -> Vec<u8> {
    let mut v = Vec::new();
    for o in &s.mem.objs {
        if o.kind == ObjKind::Global {
            s.mem
                .chunks_at(o.loc(), o.size as usize, |c| v.extend_from_slice(c));
        }
    }
    v
}

struct Space {
    states: usize,
    valuations: BTreeSet<Vec<u8>>,
    finals: BTreeSet<Vec<u8>>,
    /// Matched bytes of the states without moves where some thread has not finished.
    deadlocks: BTreeSet<Vec<u8>>,
}

/// Every state reachable under `g` (depth-first, matching on the model's state bytes).
fn explore(ll: &Path, g: Granularity, por: PorMode, assertions: bool) -> Space {
    let prog = pancam::load::load_ll(ll).unwrap_or_else(|e| panic!("{}: {e}", ll.display()));
    let mut opts = ModelOptions {
        granularity: g,
        por,
        ..ModelOptions::default()
    };
    opts.properties.assertions = assertions;
    let sys = CProgram::new(&prog, opts, &[ll.display().to_string()]).expect("model");
    let mut seen: HashSet<Vec<u8>> = HashSet::new();
    let mut space = Space {
        states: 0,
        valuations: BTreeSet::new(),
        finals: BTreeSet::new(),
        deadlocks: BTreeSet::new(),
    };
    let mut stack = vec![sys.initial()];
    let mut buf = Vec::new();
    while let Some(s) = stack.pop() {
        buf.clear();
        sys.matched(&s, &mut buf);
        if !seen.insert(buf.clone()) {
            continue;
        }
        assert!(
            seen.len() < 2_000_000,
            "{}: state space too large",
            ll.display()
        );
        space.states += 1;
        space.valuations.insert(globals(&s));
        if s.threads.iter().all(|t| t.status == ThreadStatus::Finished) || s.exited.is_some() {
            space.finals.insert(globals(&s));
        }
        let mut moves = Vec::new();
        let mut aux = Default::default();
        sys.transitions(&s, &mut moves, &mut aux);
        let done =
            s.threads.iter().all(|t| t.status == ThreadStatus::Finished) || s.exited.is_some();
        if moves.is_empty() && !done {
            space.deadlocks.insert(buf.clone());
        }
        for m in &moves {
            match sys.step(&s, m, &aux) {
                Step::Next(n) => stack.push(n),
                Step::Violation(_, v) => {
                    panic!("{} at {g:?}: unexpected violation {v:?}", ll.display())
                }
                Step::Pruned => {}
            }
        }
    }
    space
}

fn compare(ll: &str) {
    compare_with(ll, true);
}

fn compare_with(ll: &str, assertions: bool) {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(ll);
    let spaces: Vec<Space> = GRANULARITIES
        .iter()
        .map(|&g| explore(&path, g, PorMode::None, assertions))
        .collect();
    let name = |i: usize| format!("{ll} at {:?}", GRANULARITIES[i]);
    for i in 1..3 {
        assert_eq!(
            spaces[0].valuations,
            spaces[i].valuations,
            "{}: global valuations differ from instruction",
            name(i)
        );
    }
    assert!(
        spaces[3].valuations.is_subset(&spaces[2].valuations),
        "{}: reaches global valuations shared-access does not",
        name(3)
    );
    // (Programs whose threads loop forever have no final state.)
    for (i, s) in spaces.iter().enumerate() {
        assert_eq!(
            spaces[0].finals,
            s.finals,
            "{}: final valuations differ",
            name(i)
        );
    }
    for i in 1..4 {
        assert!(
            spaces[i].states <= spaces[i - 1].states,
            "{}: {} states, more than the {} of {}",
            name(i),
            spaces[i].states,
            spaces[i - 1].states,
            name(i - 1)
        );
    }
    let stubborn = explore(&path, Granularity::Superstep, PorMode::Stubborn, assertions);
    let plain = &spaces[3];
    assert!(
        stubborn.valuations.is_subset(&plain.valuations),
        "{ll} with stubborn sets: reaches global valuations plain supersteps do not"
    );
    assert_eq!(
        stubborn.finals, plain.finals,
        "{ll} with stubborn sets: final valuations differ"
    );
    assert_eq!(
        stubborn.deadlocks, plain.deadlocks,
        "{ll} with stubborn sets: deadlocked states differ"
    );
}

#[test]
fn mutex_counter() {
    compare("tests/check/mutex_counter.O2.ll");
}

#[test]
fn lost_update_without_assertion() {
    // Unsynchronised increments with the assertion off: every final count is reachable.
    compare_with("tests/check/mutex_lost_update.O2.ll", false);
}

#[test]
fn peterson_fixed() {
    compare("programs/peterson-fixed.O2.ll");
}

#[test]
fn dekker() {
    compare("programs/dekker.O2.ll");
}

#[test]
fn atomic_sections() {
    compare("tests/check/verifier_atomic_section.O2.ll");
    compare("tests/check/verifier_atomic_loop.O2.ll");
}

#[test]
fn condition_variables() {
    compare("tests/check/cond_while.O2.ll");
}

#[test]
fn philosophers_ordered() {
    compare("programs/philosophers3-ordered.O2.ll");
}

#[test]
fn three_threads_without_the_assertion() {
    compare_with("tests/check/context_bound_revisit.O2.ll", false);
    compare("tests/check/atomic_fetch_add.O2.ll");
}

#[test]
fn deadlocks_are_kept() {
    // Every left fork taken: the one deadlock, reached under every reduction.
    compare("programs/philosophers3.O2.ll");
    // A lost wakeup: three threads waiting on one condition variable for good.
    compare("programs/prodcons-signal.O2.ll");
}

/// At -O1 and above clang rotates the philosophers' loop: the two lock calls are copied in
/// front of the loop and at the end of its body, so every philosopher would have two pcs
/// for each position. Lowering merges the copies (`bytecode::lower::tailmerge`): the
/// optimised programs store no more states than the unoptimised one, with and without
/// stubborn sets, and reach the same global valuations.
#[test]
fn rotated_loops_store_no_more_states_than_unoptimised_code() {
    let at = |o: &str| {
        Path::new(env!("CARGO_MANIFEST_DIR"))
            .join(format!("programs/philosophers5-watch-ordered.{o}.ll"))
    };
    for por in [PorMode::None, PorMode::Stubborn] {
        let o0 = explore(&at("O0"), Granularity::Superstep, por, true);
        for o in ["O1", "O2"] {
            let s = explore(&at(o), Granularity::Superstep, por, true);
            assert!(
                s.states <= o0.states,
                "{o} {por:?}: {} states, -O0 {}",
                s.states,
                o0.states
            );
            assert_eq!(
                s.valuations, o0.valuations,
                "{o} {por:?}: global valuations"
            );
        }
    }
}
