//! The transition-system interface: everything the search engine knows about a model.
//!
//! The search drives a [`TransitionSystem`] the way Spin's `pan.c` drives a Promela model (and the
//! way pancam drove its LLVM interpreter through `pan_step`, Zaks' dissertation §3.3): it asks for
//! the enabled moves of a state in a fixed order, executes them one at a time from a DFS stack
//! frame, and stores only the *matched* bytes of each state in the visited set while the stack keeps
//! the full *tracked* state (§3.2.1, §3.4.1). The VM implements this trait; the search never
//! imports the VM, and toy systems ([`super::toys`]) test the search in isolation.
//!
//! Contract, in one place:
//! - [`TransitionSystem::transitions`] and [`TransitionSystem::step`] are *pure* functions of the
//!   state (and the system's immutable options): same state ⇒ same moves in the same order, same
//!   successors, whichever worker asks and whatever was explored before. Nested DFS, parallel
//!   search (which re-derives moves of a donated state) and [`super::replay`] rely on it.
//! - [`TransitionSystem::matched`] is canonical: two states whose futures must be considered equal
//!   give equal bytes. With an abstraction, the matched bytes are the abstract state.
//! - Optional features (context-bound budgets, Büchi acceptance, weak fairness, memory accounting)
//!   are default methods: a plain safety model implements five items.

use super::store::Parts;
use serde::Serialize;
use std::fmt::Debug;

/// The result of executing one move from a state.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Step<S, V> {
    /// The move leads to this successor.
    Next(S),
    /// The move leads to this successor but violated a property on the way (assertion failure,
    /// memory error). The search reports the path ending in this move and does **not** expand the
    /// successor (executing past undefined behaviour is meaningless); [`super::replay`] hands the
    /// successor back so a front end can show the final state.
    Violation(S, V),
    /// The path is cut here, e.g. by `assume(false)`: no successor and no error.
    Pruned,
}

/// A model the search can explore: an initial state, enabled moves, and a successor function.
///
/// See the module documentation for the purity and canonicity contract.
pub trait TransitionSystem {
    /// The full (tracked) state, kept on the DFS stack and restored on backtracking.
    type State: Clone + Send + Sync;
    /// A move: which thread ran, which nondeterministic value was chosen.
    type Label: Clone + Debug + Eq + Send + Sync + Serialize;
    /// A property violation found by a move, a state check or a terminal state.
    type Violation: Clone + Debug + Send + Sync;
    /// Per-state auxiliary data computed by [`transitions`](Self::transitions) together with the
    /// moves and kept in the stack frame until the state is popped, then handed to `step` for
    /// each of its moves (the superstep reduction keeps its access tables here). Use `()` when
    /// unused. Values are recycled between frames to reuse their allocations.
    type Aux: Default + Send;

    /// The initial state.
    fn initial(&self) -> Self::State;

    /// Pushes the enabled moves of `state` onto `out` (empty on entry) in a fixed, deterministic
    /// order, and fills `aux`. `aux` may still hold data of an earlier state (it is recycled to
    /// reuse allocations): overwrite it completely.
    ///
    /// A system that counts a budget ([`budget`](Self::budget)) should list a move that
    /// spends none first where there is one: a depth-first search then meets the states below
    /// it with the most budget first, and re-explores fewer of them. (Workers other than the
    /// first rotate the list; keeping that move first for them too was measured and did not
    /// help: their re-explorations come from the subtrees they steal.)
    ///
    /// An empty list makes `state` terminal: the safety search asks
    /// [`terminal`](Self::terminal) whether that is a deadlock; nested DFS treats a terminal state
    /// as stuttering on itself forever (Spin's convention for finite runs).
    fn transitions(&self, state: &Self::State, out: &mut Vec<Self::Label>, aux: &mut Self::Aux);

    /// For a random walk (Monte Carlo): draws the move of `state` when its moves are not
    /// equally likely, or too many to list; `None` (the default): one of
    /// [`transitions`](Self::transitions) is drawn uniformly. `draw(n)` is uniform in
    /// `0..n`. Fills `aux` as `transitions` would for the move returned. A lazy input's
    /// split is the case: each outcome is as likely as the number of values it holds, so
    /// that the walk draws the input's value uniformly.
    fn random_move(
        &self,
        _state: &Self::State,
        _aux: &mut Self::Aux,
        _draw: &mut dyn FnMut(u128) -> u128,
    ) -> Option<Self::Label> {
        None
    }

    /// For a random walk (Monte Carlo): whether `label`, one of the moves
    /// [`transitions`](Self::transitions) listed for `state`, is *idle*: a move the program
    /// does not make but its environment may impose, and that does not change the program's
    /// data — a spurious wakeup of a condition wait. A walk gives the idle moves of a state
    /// together a small share of the step's probability
    /// ([`MonteCarloConfig::idle`](super::montecarlo::MonteCarloConfig::idle))
    /// instead of one share each. The default: no move is idle.
    fn idle(&self, _state: &Self::State, _label: &Self::Label) -> bool {
        false
    }

    /// Whether `label` is a move of `state`, given the moves [`transitions`](Self::transitions)
    /// listed (`listed`), for replaying a path. A system that leaves moves out of the list
    /// (a choice among more values than can be listed, drawn by
    /// [`random_move`](Self::random_move)) says here that they are moves too.
    fn has_move(&self, _state: &Self::State, label: &Self::Label, listed: &[Self::Label]) -> bool {
        listed.contains(label)
    }

    /// Executes one move of `state` (one of the labels `transitions` produced, with the `aux` it
    /// filled).
    fn step(
        &self,
        state: &Self::State,
        label: &Self::Label,
        aux: &Self::Aux,
    ) -> Step<Self::State, Self::Violation>;

    /// [`step`](Self::step) where the caller owns `aux` and will not execute `label` from
    /// `state` with it again: a system that kept the successor while computing the moves
    /// (the C model keeps the end states of the supersteps its tables ran) hands it over
    /// here instead of computing it anew. Must give the same result as `step`. The default
    /// calls `step`.
    fn step_mut(
        &self,
        state: &Self::State,
        label: &Self::Label,
        aux: &mut Self::Aux,
    ) -> Step<Self::State, Self::Violation> {
        self.step(state, label, aux)
    }

    /// What the model recorded during the search beside the search's own counters and that
    /// bears on the verdict (paths it cut, inputs it truncated, a bound it hit), as bytes for a
    /// checkpoint: a resumed search does not explore those paths again, so it must inherit the
    /// record ([`absorb_record`](Self::absorb_record)). Empty (the default): nothing recorded.
    fn record(&self) -> Vec<u8> {
        Vec::new()
    }

    /// Adds a record [`record`](Self::record) wrote, read back from a checkpoint, to the
    /// model's own. The default accepts only an empty one.
    fn absorb_record(&self, bytes: &[u8]) -> Result<(), String> {
        if bytes.is_empty() {
            Ok(())
        } else {
            Err("the checkpoint holds a record of a model that records nothing".into())
        }
    }

    /// Drops whatever `aux` holds that only saves work (the successors kept for
    /// [`step_mut`](Self::step_mut)), keeping what the moves need: the search calls it for
    /// the frames that fall below the top of its stack, with `free` (their buffers go too),
    /// and before recycling `aux`. The default does nothing.
    fn drop_successors(&self, _aux: &mut Self::Aux, _free: bool) {}

    /// Appends the canonical bytes of the *matched* part of `state` to `buf` (empty on entry).
    /// The visited set stores and hashes only these bytes.
    fn matched(&self, state: &Self::State, buf: &mut Vec<u8>);

    /// [`matched`](Self::matched), and how the bytes fall into parts (the state's
    /// components: objects, threads; see [`Parts`]): the end offsets in `buf` in increasing
    /// order in `parts.ends` (bytes after the last offset form one more part; no offsets: one
    /// part), and the parts held by reference in `parts.shared`. With `parts.by_ref` (set by
    /// the caller) the bytes of a shared part are left out of `buf`; without, `buf` is exactly
    /// `matched`'s bytes. `parts` is empty on entry but for `by_ref`. The tree-compressed store
    /// compresses each part on its own, so that a part whose length changes does not shift the
    /// others. Must be a function of the state, like the bytes. The default reports no parts.
    fn matched_parts(&self, state: &Self::State, buf: &mut Vec<u8>, _parts: &mut Parts) {
        self.matched(state, buf);
    }

    /// A state property (invariant, data race) checked once on every newly stored state. A state
    /// that violates it is reported and not expanded.
    fn check(&self, _state: &Self::State) -> Option<Self::Violation> {
        None
    }

    /// Asked for a state without moves: `Some` if being stuck there is an error (a deadlock: some
    /// thread is unfinished), `None` for a proper end.
    fn terminal(&self, _state: &Self::State) -> Option<Self::Violation> {
        None
    }

    /// The remaining context-switch budget of `state`, if the system counts one (tracked, not
    /// matched). A larger budget must allow at least the behaviours of a smaller one. The
    /// visited set keeps the largest budget seen per matched state and re-explores a state that
    /// comes back with more (DESIGN.md "Context bounding"); return `None` (the default) to
    /// disable the rule.
    fn budget(&self, _state: &Self::State) -> Option<u32> {
        None
    }

    /// Büchi acceptance of a (product) state, for [`super::nested_dfs`].
    fn accepting(&self, _state: &Self::State) -> bool {
        false
    }

    /// The process (thread) that performs `label`, for weak fairness. Ids `0..64` are covered by
    /// the fairness check; `None` or larger ids are never required to move.
    fn process(&self, _label: &Self::Label) -> Option<u32> {
        None
    }

    /// The set of processes enabled in `state` (bit `p` for process `p < 64`), given its moves
    /// `labels`. The default collects [`process`](Self::process) over the moves.
    fn enabled_processes(&self, _state: &Self::State, labels: &[Self::Label]) -> u64 {
        labels
            .iter()
            .filter_map(|l| self.process(l))
            .filter(|&p| p < 64)
            .fold(0u64, |set, p| set | (1u64 << p))
    }

    /// Sleep sets (Godefroid): the identity of move `label` of the state `aux` belongs to
    /// *as a transition*: two moves with the same key, of a state and of a successor, must
    /// be the same operations of the same thread (so that, when they commute with the move
    /// between the states, they lead to the same state). `None` (the default) keeps the move
    /// out of sleep sets.
    fn sleep_key(&self, _aux: &Self::Aux, _label: &Self::Label) -> Option<u64> {
        None
    }

    /// Whether moves `a` and `b` of the state `aux` belongs to commute: each leaves the
    /// other the same transition (same [`sleep_key`](Self::sleep_key)) and both orders
    /// reach the same state, with the same events on the way. The default: never.
    fn commute(&self, _aux: &Self::Aux, _a: &Self::Label, _b: &Self::Label) -> bool {
        false
    }

    /// Hands back a state the search no longer needs (a successor already visited, a popped
    /// frame's state), so that the system can reuse its buffers for the next successor.
    /// The default drops it.
    fn recycle(&self, _state: Self::State) {}

    /// Heap bytes owned by `state` beyond `size_of::<State>()`, for the memory estimate of the
    /// stack (`max_memory`). Default 0.
    fn heap_bytes(&self, _state: &Self::State) -> usize {
        0
    }

    /// Heap bytes owned by `aux` beyond `size_of::<Aux>()`, for the same estimate. Default 0.
    fn aux_heap_bytes(&self, _aux: &Self::Aux) -> usize {
        0
    }
}
