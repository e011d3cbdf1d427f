//! Whole state spaces compared up to a key: the states a search reaches, the final and the
//! deadlocked ones, each recorded by another model's matched bytes (an orbit's
//! representative for the symmetry reduction, the state without its faint registers for
//! `vm::liveness`), for the tests that compare a reduction with the search without it.

use pancam::explore::{Step, TransitionSystem};
use pancam::model::CProgram;
use pancam::vm::state::{State, ThreadStatus};
use std::collections::{BTreeSet, HashSet};

/// The states of one search, by key.
pub struct Space {
    /// Matched bytes of every state stored.
    pub states: BTreeSet<Vec<u8>>,
    /// Of the states where every thread finished or the program exited.
    pub finals: BTreeSet<Vec<u8>>,
    /// Of the states without moves where some thread has not finished.
    pub deadlocks: BTreeSet<Vec<u8>>,
}

/// Every state `sys` reaches (depth-first, matching on its matched bytes), each recorded as
/// `key` gives it (whatever `sys` matches).
pub fn reached(sys: &CProgram, key: &CProgram, ll: &str) -> Space {
    let mut seen: HashSet<Vec<u8>> = HashSet::new();
    let mut space = Space {
        states: BTreeSet::new(),
        finals: BTreeSet::new(),
        deadlocks: BTreeSet::new(),
    };
    let mut stack = vec![sys.initial()];
    let (mut buf, mut k) = (Vec::new(), Vec::new());
    while let Some(s) = stack.pop() {
        buf.clear();
        sys.matched(&s, &mut buf);
        if !seen.insert(buf.clone()) {
            continue;
        }
        assert!(seen.len() < 1_000_000, "{ll}: state space too large");
        k.clear();
        key_of(key, &s, &mut k);
        space.states.insert(k.clone());
        let done =
            s.threads.iter().all(|t| t.status == ThreadStatus::Finished) || s.exited.is_some();
        if done {
            space.finals.insert(k.clone());
        }
        let mut moves = Vec::new();
        let mut aux = Default::default();
        sys.transitions(&s, &mut moves, &mut aux);
        if moves.is_empty() && !done {
            space.deadlocks.insert(k.clone());
        }
        for m in &moves {
            match sys.step(&s, m, &aux) {
                Step::Next(n) => stack.push(n),
                Step::Violation(n, _) => {
                    k.clear();
                    key_of(key, &n, &mut k);
                    space.finals.insert(k.clone());
                }
                Step::Pruned => {}
            }
        }
    }
    space
}

/// The matched bytes `key` gives `s`, computed afresh: a thread keeps the canonical bytes
/// the model that made it computed (with that model's register liveness), so the key is
/// taken of a copy whose threads have none.
fn key_of(key: &CProgram, s: &State, out: &mut Vec<u8>) {
    let mut c = s.copy();
    for t in c.threads.iter_mut() {
        // A write drops the thread's cached bytes; thawing drops its frozen segments'.
        let t: &mut pancam::vm::state::Thread = t;
        while t.frozen.is_some() {
            t.thaw();
        }
    }
    key.matched(&c, out);
}

/// Asserts that `a` (of the unreduced search) and `b` (of the reduced one) are equal,
/// saying how they differ.
pub fn same(a: &BTreeSet<Vec<u8>>, b: &BTreeSet<Vec<u8>>, what: &str) {
    let only_a = a.difference(b).count();
    let only_b = b.difference(a).count();
    assert!(
        only_a == 0 && only_b == 0,
        "{what} differ: {} unreduced, {} reduced; {only_a} only unreduced, {only_b} only reduced; \
         first only unreduced: {:?}; first only reduced: {:?}",
        a.len(),
        b.len(),
        a.difference(b).next(),
        b.difference(a).next()
    );
}

/// `pancam check LL --json -q FLAGS` (from the repository root, five minutes at most): its
/// JSON report; the run must end with a verdict (exit 0 to 3).
pub fn check_json(ll: &str, flags: &[&str]) -> serde_json::Value {
    let mut args = vec!["check", ll, "--json", "-q"];
    args.extend_from_slice(flags);
    let (code, out, err) =
        super::pancam_output(super::root(), &args, std::time::Duration::from_secs(300));
    assert!(
        (0..=3).contains(&code),
        "{ll} {flags:?}: exit {code}: {err}"
    );
    serde_json::from_str(&out).unwrap_or_else(|e| panic!("{ll}: {e}: {out}"))
}

/// The stored-state count of a [`check_json`] report.
pub fn stored(j: &serde_json::Value) -> u64 {
    j["statistics"]["counters"]["stored"]
        .as_u64()
        .expect("stored states")
}
