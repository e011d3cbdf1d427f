//! For the `explore_*` tests: an obviously-correct reference search (BFS over a `HashSet` of
//! matched bytes, no budgets) to compute the expected counts of toys.

use pancam::explore::{SearchConfig, Step, StoreMode, TransitionSystem};
use std::collections::{HashSet, VecDeque};

/// Expected counts of a safety search on a system without budgets.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Reference {
    pub states: u64,
    pub transitions: u64,
    pub pruned: u64,
    /// Violations: violating moves + violating states + deadlocks (each reported once).
    pub violations: u64,
}

pub fn reference<T: TransitionSystem>(sys: &T, deadlocks: bool) -> Reference {
    let mut r = Reference::default();
    let mut seen = HashSet::new();
    let mut queue = VecDeque::new();
    let key = |s: &T::State| {
        let mut b = Vec::new();
        sys.matched(s, &mut b);
        b
    };
    let init = sys.initial();
    seen.insert(key(&init));
    r.states = 1;
    queue.push_back(init);
    let mut labels = Vec::new();
    while let Some(s) = queue.pop_front() {
        if sys.check(&s).is_some() {
            r.violations += 1;
            continue;
        }
        let mut aux = T::Aux::default();
        labels.clear();
        sys.transitions(&s, &mut labels, &mut aux);
        if labels.is_empty() && deadlocks && sys.terminal(&s).is_some() {
            r.violations += 1;
        }
        for l in &labels {
            r.transitions += 1;
            match sys.step(&s, l, &aux) {
                Step::Next(n) => {
                    if seen.insert(key(&n)) {
                        r.states += 1;
                        queue.push_back(n);
                    }
                }
                Step::Violation(..) => r.violations += 1,
                Step::Pruned => r.pruned += 1,
            }
        }
    }
    r
}

/// A config finding all violations with the given store and workers.
pub fn config(store: StoreMode, workers: usize) -> SearchConfig {
    SearchConfig {
        store,
        workers,
        max_violations: 0,
        ..SearchConfig::default()
    }
}

/// A roomy bitstate store (no omissions expected on small systems).
pub const BIG_BITSTATE: StoreMode = StoreMode::Bitstate {
    log2_bits: 24,
    hashes: 3,
};

/// All store modes, roomy.
pub const MODES: [StoreMode; 3] = [StoreMode::Exact, StoreMode::HashCompaction, BIG_BITSTATE];
