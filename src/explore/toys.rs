//! Toy transition systems with known state spaces, for tests, benchmarks and examples.
//!
//! Each toy documents its state and transition counts (or how a test computes them). They are
//! public so integration tests and benches can use them; the VM's real systems live in `model`.

use super::system::{Step, TransitionSystem};
use serde::Serialize;

/// Violations of the toys are static descriptions.
pub type ToyViolation = &'static str;

/// `n` independent counters of `bits` bits each (n·bits ≤ 64), all starting at 0; a move
/// increments one counter modulo 2^bits. States: 2^(n·bits); transitions: n · 2^(n·bits). Move
/// `i` belongs to process `i`. Tiny states, lots of them: the throughput benchmark.
#[derive(Clone, Debug)]
pub struct ModCounters {
    /// Number of counters (processes).
    pub n: u32,
    /// Bits per counter.
    pub bits: u32,
}

impl ModCounters {
    /// Expected number of states.
    pub fn states(&self) -> u64 {
        1u64 << (self.n * self.bits)
    }
}

impl TransitionSystem for ModCounters {
    type State = u64;
    type Label = u8;
    type Violation = ToyViolation;
    type Aux = ();

    fn initial(&self) -> u64 {
        0
    }

    fn transitions(&self, _s: &u64, out: &mut Vec<u8>, _aux: &mut ()) {
        out.extend((0..self.n).map(|i| i as u8));
    }

    fn step(&self, s: &u64, l: &u8, _aux: &()) -> Step<u64, ToyViolation> {
        let shift = u32::from(*l) * self.bits;
        let mask = ((1u64 << self.bits) - 1) << shift;
        let v = ((s & mask) >> shift).wrapping_add(1) << shift & mask;
        Step::Next((s & !mask) | v)
    }

    fn matched(&self, s: &u64, buf: &mut Vec<u8>) {
        buf.extend_from_slice(&s.to_le_bytes());
    }

    fn process(&self, l: &u8) -> Option<u32> {
        Some(u32::from(*l))
    }
}

/// A chain `0 → 1 → … → len-1` ending in a proper terminal state: `len` states, `len - 1`
/// transitions, depth `len - 1`. Optionally asserts `state != bad` (a state property).
#[derive(Clone, Debug)]
pub struct Chain {
    /// Number of states.
    pub len: u32,
    /// A state that fails `check`.
    pub bad: Option<u32>,
}

impl TransitionSystem for Chain {
    type State = u32;
    type Label = ();
    type Violation = ToyViolation;
    type Aux = ();

    fn initial(&self) -> u32 {
        0
    }

    fn transitions(&self, s: &u32, out: &mut Vec<()>, _aux: &mut ()) {
        if s + 1 < self.len {
            out.push(());
        }
    }

    fn step(&self, s: &u32, _l: &(), _aux: &()) -> Step<u32, ToyViolation> {
        Step::Next(s + 1)
    }

    fn matched(&self, s: &u32, buf: &mut Vec<u8>) {
        buf.extend_from_slice(&s.to_le_bytes());
    }

    fn check(&self, s: &u32) -> Option<ToyViolation> {
        (Some(*s) == self.bad).then_some("bad state")
    }
}

/// A move on a [`Grid`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Dir {
    /// x + 1.
    Right,
    /// y + 1.
    Down,
}

/// A `width × height` grid walked right or down from (0, 0): width·height states,
/// (width-1)·height + width·(height-1) transitions, max depth width + height - 2.
#[derive(Clone, Debug)]
pub struct Grid {
    /// Columns.
    pub width: u32,
    /// Rows.
    pub height: u32,
}

impl TransitionSystem for Grid {
    type State = (u32, u32);
    type Label = Dir;
    type Violation = ToyViolation;
    type Aux = ();

    fn initial(&self) -> (u32, u32) {
        (0, 0)
    }

    fn transitions(&self, s: &(u32, u32), out: &mut Vec<Dir>, _aux: &mut ()) {
        if s.0 + 1 < self.width {
            out.push(Dir::Right);
        }
        if s.1 + 1 < self.height {
            out.push(Dir::Down);
        }
    }

    fn step(&self, s: &(u32, u32), l: &Dir, _aux: &()) -> Step<(u32, u32), ToyViolation> {
        Step::Next(match l {
            Dir::Right => (s.0 + 1, s.1),
            Dir::Down => (s.0, s.1 + 1),
        })
    }

    fn matched(&self, s: &(u32, u32), buf: &mut Vec<u8>) {
        buf.extend_from_slice(&s.0.to_le_bytes());
        buf.extend_from_slice(&s.1.to_le_bytes());
    }
}

/// A complete tree of nondeterministic choices: `depth` levels, `width` choices per state.
/// Choice `width - 1` is cut ([`Step::Pruned`], like `assume(false)`) when `prune_last`.
/// States: Σ_{l ≤ depth} b^l with b = width (or width - 1 when pruning); transitions: width ×
/// (number of non-leaf states).
#[derive(Clone, Debug)]
pub struct Tree {
    /// Levels below the root.
    pub depth: u32,
    /// Choices per inner state.
    pub width: u32,
    /// Prune the last choice.
    pub prune_last: bool,
}

impl TransitionSystem for Tree {
    type State = (u32, u64);
    type Label = u32;
    type Violation = ToyViolation;
    type Aux = ();

    fn initial(&self) -> (u32, u64) {
        (0, 0)
    }

    fn transitions(&self, s: &(u32, u64), out: &mut Vec<u32>, _aux: &mut ()) {
        if s.0 < self.depth {
            out.extend(0..self.width);
        }
    }

    fn step(&self, s: &(u32, u64), l: &u32, _aux: &()) -> Step<(u32, u64), ToyViolation> {
        if self.prune_last && *l + 1 == self.width {
            return Step::Pruned;
        }
        Step::Next((s.0 + 1, s.1 * u64::from(self.width) + u64::from(*l)))
    }

    fn matched(&self, s: &(u32, u64), buf: &mut Vec<u8>) {
        buf.extend_from_slice(&s.0.to_le_bytes());
        buf.extend_from_slice(&s.1.to_le_bytes());
    }
}

/// State of [`LostUpdate`].
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct LostUpdateState {
    /// The shared variable.
    pub x: u8,
    /// Per process: 2·round (about to load) or 2·round + 1 (about to store).
    pub pc: Vec<u8>,
    /// Per process: the value loaded.
    pub tmp: Vec<u8>,
}

/// `procs` processes each perform `rounds` non-atomic increments of a shared `x` (load, then
/// store load+1). The final state is checked for `x == procs · rounds`, which fails on
/// interleavings that lose an update. Counts are computed by a reference search in the tests.
#[derive(Clone, Debug)]
pub struct LostUpdate {
    /// Number of processes.
    pub procs: usize,
    /// Increments per process.
    pub rounds: u8,
}

impl TransitionSystem for LostUpdate {
    type State = LostUpdateState;
    type Label = u8;
    type Violation = ToyViolation;
    type Aux = ();

    fn initial(&self) -> LostUpdateState {
        LostUpdateState {
            x: 0,
            pc: vec![0; self.procs],
            tmp: vec![0; self.procs],
        }
    }

    fn transitions(&self, s: &LostUpdateState, out: &mut Vec<u8>, _aux: &mut ()) {
        out.extend(
            (0..self.procs)
                .filter(|&i| s.pc[i] < 2 * self.rounds)
                .map(|i| i as u8),
        );
    }

    fn step(&self, s: &LostUpdateState, l: &u8, _aux: &()) -> Step<LostUpdateState, ToyViolation> {
        let i = usize::from(*l);
        let mut n = s.clone();
        if s.pc[i].is_multiple_of(2) {
            n.tmp[i] = s.x;
        } else {
            n.x = s.tmp[i].wrapping_add(1);
        }
        n.pc[i] += 1;
        Step::Next(n)
    }

    fn matched(&self, s: &LostUpdateState, buf: &mut Vec<u8>) {
        buf.push(s.x);
        buf.extend_from_slice(&s.pc);
        buf.extend_from_slice(&s.tmp);
    }

    fn check(&self, s: &LostUpdateState) -> Option<ToyViolation> {
        let done = s.pc.iter().all(|&p| p == 2 * self.rounds);
        let want = (self.procs as u64) * u64::from(self.rounds);
        (done && u64::from(s.x) != want).then_some("lost update")
    }

    fn process(&self, l: &u8) -> Option<u32> {
        Some(u32::from(*l))
    }

    fn heap_bytes(&self, s: &LostUpdateState) -> usize {
        s.pc.capacity() + s.tmp.capacity()
    }
}

/// `n` dining philosophers: philosopher i takes fork i, then fork (i+1) mod n, eats, and puts
/// both down, forever. All holding their left fork is a deadlock ([`TransitionSystem::terminal`]).
/// With `ordered`, the last philosopher takes its forks in the other order: no deadlock.
#[derive(Clone, Debug)]
pub struct Philosophers {
    /// Number of philosophers (≤ 16).
    pub n: usize,
    /// Break the symmetry (deadlock-free).
    pub ordered: bool,
}

impl Philosophers {
    fn forks(&self, i: usize) -> (usize, usize) {
        let (l, r) = (i, (i + 1) % self.n);
        if self.ordered && i + 1 == self.n {
            (r, l)
        } else {
            (l, r)
        }
    }
}

/// State of [`Philosophers`]: per philosopher 0 = thinking, 1 = holds first fork, 2 = eating.
pub type PhilState = Vec<u8>;

impl TransitionSystem for Philosophers {
    type State = PhilState;
    type Label = u8;
    type Violation = ToyViolation;
    type Aux = ();

    fn initial(&self) -> PhilState {
        vec![0; self.n]
    }

    fn transitions(&self, s: &PhilState, out: &mut Vec<u8>, _aux: &mut ()) {
        let held = |f: usize| {
            (0..self.n).any(|j| {
                let (a, b) = self.forks(j);
                (s[j] >= 1 && a == f) || (s[j] == 2 && b == f)
            })
        };
        for (i, &phase) in s.iter().enumerate() {
            let (a, b) = self.forks(i);
            let enabled = match phase {
                0 => !held(a),
                1 => !held(b),
                _ => true,
            };
            if enabled {
                out.push(i as u8);
            }
        }
    }

    fn step(&self, s: &PhilState, l: &u8, _aux: &()) -> Step<PhilState, ToyViolation> {
        let mut n = s.clone();
        let i = usize::from(*l);
        n[i] = (n[i] + 1) % 3;
        Step::Next(n)
    }

    fn matched(&self, s: &PhilState, buf: &mut Vec<u8>) {
        buf.extend_from_slice(s);
    }

    fn terminal(&self, _s: &PhilState) -> Option<ToyViolation> {
        Some("deadlock")
    }

    fn process(&self, l: &u8) -> Option<u32> {
        Some(u32::from(*l))
    }
}

/// `procs` processes share a spin lock and loop: acquire, enter the critical section (asserting
/// that they are alone: a violation *during the move*), leave, release. The correct lock
/// acquires with one atomic test-and-set; with `buggy` the test and the set are two moves, so two
/// processes can both see the lock free.
#[derive(Clone, Debug)]
pub struct SpinLock {
    /// Number of processes (≤ 8).
    pub procs: usize,
    /// Split the test-and-set.
    pub buggy: bool,
}

/// State of [`SpinLock`]: the lock bit, the number of processes inside, per-process pc
/// (0 idle, 1 saw the lock free (buggy only), 2 acquired, 3 inside).
pub type SpinLockState = (bool, u8, Vec<u8>);

impl TransitionSystem for SpinLock {
    type State = SpinLockState;
    type Label = u8;
    type Violation = ToyViolation;
    type Aux = ();

    fn initial(&self) -> SpinLockState {
        (false, 0, vec![0; self.procs])
    }

    fn transitions(&self, s: &SpinLockState, out: &mut Vec<u8>, _aux: &mut ()) {
        for (i, &pc) in s.2.iter().enumerate() {
            let blocked = pc == 0 && s.0;
            if !blocked {
                out.push(i as u8);
            }
        }
    }

    fn step(&self, s: &SpinLockState, l: &u8, _aux: &()) -> Step<SpinLockState, ToyViolation> {
        let (mut lock, mut inside, mut pc) = s.clone();
        let i = usize::from(*l);
        match pc[i] {
            0 if self.buggy => pc[i] = 1,
            0 | 1 => {
                lock = true;
                pc[i] = 2;
            }
            2 => {
                inside += 1;
                pc[i] = 3;
                if inside > 1 {
                    return Step::Violation((lock, inside, pc), "mutual exclusion");
                }
            }
            _ => {
                inside -= 1;
                lock = false;
                pc[i] = 0;
            }
        }
        Step::Next((lock, inside, pc))
    }

    fn matched(&self, s: &SpinLockState, buf: &mut Vec<u8>) {
        buf.push(u8::from(s.0));
        buf.push(s.1);
        buf.extend_from_slice(&s.2);
    }

    fn process(&self, l: &u8) -> Option<u32> {
        Some(u32::from(*l))
    }
}

/// A move of [`Budgeted`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum BudgetMove {
    /// Spends one unit of budget (a preemption).
    Spend,
    /// Moves without spending.
    Walk,
    /// Moves on to the meeting state.
    Go,
}

/// The context-bounding pitfall (DESIGN.md): `A --Spend--> B --Go--> X` and
/// `A --Walk--> C --Go--> X`, starting with budget 1; from `X` a `Spend` (possible only with
/// budget left) fails an assertion. DFS reaches `X` first with budget 0 (a dead end) and later
/// with budget 1. The budget is tracked, not matched. With `report_budget` the system exposes it
/// through [`TransitionSystem::budget`] and the search re-explores `X`; without it (pancam's
/// original rule) the second visit is matched and the violation is missed.
#[derive(Clone, Debug)]
pub struct Budgeted {
    /// Expose the budget to the search.
    pub report_budget: bool,
}

/// State of [`Budgeted`]: (node 0=A 1=B 2=C 3=X, remaining budget).
pub type BudgetedState = (u8, u8);

impl TransitionSystem for Budgeted {
    type State = BudgetedState;
    type Label = BudgetMove;
    type Violation = ToyViolation;
    type Aux = ();

    fn initial(&self) -> BudgetedState {
        (0, 1)
    }

    fn transitions(&self, s: &BudgetedState, out: &mut Vec<BudgetMove>, _aux: &mut ()) {
        match s.0 {
            0 => out.extend([BudgetMove::Spend, BudgetMove::Walk]),
            1 | 2 => out.push(BudgetMove::Go),
            _ if s.1 > 0 => out.push(BudgetMove::Spend),
            _ => {}
        }
    }

    fn step(
        &self,
        s: &BudgetedState,
        l: &BudgetMove,
        _aux: &(),
    ) -> Step<BudgetedState, ToyViolation> {
        match (s.0, l) {
            (0, BudgetMove::Spend) => Step::Next((1, s.1 - 1)),
            (0, _) => Step::Next((2, s.1)),
            (1 | 2, _) => Step::Next((3, s.1)),
            _ => Step::Violation((3, s.1 - 1), "reached with a preemption to spare"),
        }
    }

    fn matched(&self, s: &BudgetedState, buf: &mut Vec<u8>) {
        buf.push(s.0);
    }

    fn budget(&self, s: &BudgetedState) -> Option<u32> {
        self.report_budget.then_some(u32::from(s.1))
    }
}

/// An edge of a [`Graph`], as a move: its index among the node's out-edges and its process.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Edge {
    /// Index among the source node's out-edges.
    pub index: u32,
    /// The process that takes it.
    pub process: u32,
}

/// An explicit directed graph with accepting nodes and a process per edge: nested DFS and
/// fairness tests build the classic pitfalls with it. Node 0 is initial; a node without
/// out-edges is terminal (it stutters in nested DFS; it is not a deadlock).
#[derive(Clone, Debug, Default)]
pub struct Graph {
    /// Out-edges: (target, process).
    pub edges: Vec<Vec<(u32, u32)>>,
    /// Accepting nodes.
    pub accepting: Vec<bool>,
}

impl Graph {
    /// A graph with `n` nodes and no edges.
    pub fn new(n: usize) -> Self {
        Graph {
            edges: vec![Vec::new(); n],
            accepting: vec![false; n],
        }
    }

    /// Adds an edge `from → to` taken by `process`.
    pub fn edge(mut self, from: u32, to: u32, process: u32) -> Self {
        self.edges[from as usize].push((to, process));
        self
    }

    /// Marks `node` accepting.
    pub fn accept(mut self, node: u32) -> Self {
        self.accepting[node as usize] = true;
        self
    }
}

impl TransitionSystem for Graph {
    type State = u32;
    type Label = Edge;
    type Violation = ToyViolation;
    type Aux = ();

    fn initial(&self) -> u32 {
        0
    }

    fn transitions(&self, s: &u32, out: &mut Vec<Edge>, _aux: &mut ()) {
        out.extend(
            self.edges[*s as usize]
                .iter()
                .enumerate()
                .map(|(i, &(_, p))| Edge {
                    index: i as u32,
                    process: p,
                }),
        );
    }

    fn step(&self, s: &u32, l: &Edge, _aux: &()) -> Step<u32, ToyViolation> {
        match self.edges[*s as usize].get(l.index as usize) {
            Some(&(to, _)) => Step::Next(to),
            None => Step::Pruned,
        }
    }

    fn matched(&self, s: &u32, buf: &mut Vec<u8>) {
        buf.extend_from_slice(&s.to_le_bytes());
    }

    fn accepting(&self, s: &u32) -> bool {
        self.accepting[*s as usize]
    }

    fn process(&self, l: &Edge) -> Option<u32> {
        Some(l.process)
    }
}

/// Peterson's mutual exclusion for two processes, in product with the Büchi automaton of the
/// negation of "process 0, once trying, eventually enters": `<>(trying0 ∧ []¬cs0)`.
///
/// Process pcs: 0 idle, 1 sets its flag, 2 gives the turn away, 3 waits (spins while the other
/// flag is up and the turn is the other's), 4 critical, 5 lowers its flag. The automaton state
/// `q` moves to 1 (accepting) when the target state has process 0 trying and not critical, and
/// stays there while process 0 is not critical. Without fairness there is an accepting cycle
/// (process 1 runs forever while process 0 is never scheduled); under weak fairness there is
/// none: Peterson's lock is starvation-free. With `buggy` the flag and turn writes are swapped,
/// which breaks mutual exclusion (a state violation).
#[derive(Clone, Debug)]
pub struct Peterson {
    /// Swap the flag and turn writes.
    pub buggy: bool,
}

/// State of [`Peterson`]: pcs, flags, turn, automaton state.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct PetersonState {
    /// Program counters.
    pub pc: [u8; 2],
    /// Interest flags.
    pub flag: [bool; 2],
    /// Whose turn it is to wait.
    pub turn: u8,
    /// Büchi automaton state (1 is accepting).
    pub q: u8,
}

impl TransitionSystem for Peterson {
    type State = PetersonState;
    /// (process, automaton target state).
    type Label = (u8, u8);
    type Violation = ToyViolation;
    type Aux = ();

    fn initial(&self) -> PetersonState {
        PetersonState {
            pc: [0, 0],
            flag: [false, false],
            turn: 0,
            q: 0,
        }
    }

    fn transitions(&self, s: &PetersonState, out: &mut Vec<(u8, u8)>, _aux: &mut ()) {
        for p in 0..2 {
            if s.q == 0 {
                out.push((p, 0));
            }
            out.push((p, 1));
        }
    }

    fn step(
        &self,
        s: &PetersonState,
        l: &(u8, u8),
        _aux: &(),
    ) -> Step<PetersonState, ToyViolation> {
        let (p, q) = (usize::from(l.0), l.1);
        let o = 1 - p;
        let mut n = s.clone();
        let (first, second) = (1u8, 2u8);
        match s.pc[p] {
            0 => n.pc[p] = 1,
            pc if pc == first || pc == second => {
                let set_flag = (pc == first) != self.buggy;
                if set_flag {
                    n.flag[p] = true;
                } else {
                    n.turn = o as u8;
                }
                n.pc[p] = pc + 1;
            }
            3 => {
                if !(s.flag[o] && usize::from(s.turn) == o) {
                    n.pc[p] = 4;
                }
            }
            4 => n.pc[p] = 5,
            _ => {
                n.flag[p] = false;
                n.pc[p] = 0;
            }
        }
        let trying0 = (1..=3).contains(&n.pc[0]);
        let cs0 = n.pc[0] == 4;
        let allowed = match (s.q, q) {
            (_, 0) => true,
            (0, _) => trying0 && !cs0,
            _ => !cs0,
        };
        if !allowed {
            return Step::Pruned;
        }
        n.q = q;
        Step::Next(n)
    }

    fn matched(&self, s: &PetersonState, buf: &mut Vec<u8>) {
        buf.extend_from_slice(&[
            s.pc[0],
            s.pc[1],
            u8::from(s.flag[0]),
            u8::from(s.flag[1]),
            s.turn,
            s.q,
        ]);
    }

    fn check(&self, s: &PetersonState) -> Option<ToyViolation> {
        (s.pc == [4, 4]).then_some("mutual exclusion")
    }

    fn accepting(&self, s: &PetersonState) -> bool {
        s.q == 1
    }

    fn process(&self, l: &(u8, u8)) -> Option<u32> {
        Some(u32::from(l.0))
    }
}

/// State codecs of the toys, for the distributed search ([`super::distributed`]): states and
/// moves as LEB128 integers.
mod codecs {
    use super::super::distributed::{StateCodec, wire};
    use super::*;

    fn nums(b: &[u8]) -> Result<Vec<u64>, String> {
        let mut pos = 0;
        let mut v = Vec::new();
        while pos < b.len() {
            v.push(wire::get(b, &mut pos).ok_or("a truncated integer")?);
        }
        Ok(v)
    }

    /// The byte at `b[*pos]` (a move that is a process number).
    fn byte(b: &[u8], pos: &mut usize) -> Option<u8> {
        let l = *b.get(*pos)?;
        *pos += 1;
        Some(l)
    }

    fn small(b: &[u8], pos: &mut usize) -> Option<u8> {
        wire::get(b, pos).and_then(|x| u8::try_from(x).ok())
    }

    impl StateCodec for ModCounters {
        fn encode_state(&self, s: &u64, out: &mut Vec<u8>) {
            wire::put(out, *s);
        }
        fn decode_state(&self, b: &[u8]) -> Result<u64, String> {
            nums(b)?.first().copied().ok_or_else(|| "empty".into())
        }
        fn encode_label(&self, l: &u8, out: &mut Vec<u8>) {
            out.push(*l);
        }
        fn decode_label(&self, b: &[u8], pos: &mut usize) -> Option<u8> {
            byte(b, pos)
        }
    }

    impl StateCodec for Chain {
        fn encode_state(&self, s: &u32, out: &mut Vec<u8>) {
            wire::put(out, u64::from(*s));
        }
        fn decode_state(&self, b: &[u8]) -> Result<u32, String> {
            Ok(nums(b)?.first().copied().ok_or("empty")? as u32)
        }
        fn encode_label(&self, _l: &(), _out: &mut Vec<u8>) {}
        fn decode_label(&self, _b: &[u8], _pos: &mut usize) -> Option<()> {
            Some(())
        }
    }

    impl StateCodec for Grid {
        fn encode_state(&self, s: &(u32, u32), out: &mut Vec<u8>) {
            wire::put(out, u64::from(s.0));
            wire::put(out, u64::from(s.1));
        }
        fn decode_state(&self, b: &[u8]) -> Result<(u32, u32), String> {
            match nums(b)?[..] {
                [x, y] => Ok((x as u32, y as u32)),
                _ => Err("not two integers".into()),
            }
        }
        fn encode_label(&self, l: &Dir, out: &mut Vec<u8>) {
            out.push(u8::from(*l == Dir::Down));
        }
        fn decode_label(&self, b: &[u8], pos: &mut usize) -> Option<Dir> {
            Some(if small(b, pos)? == 1 {
                Dir::Down
            } else {
                Dir::Right
            })
        }
    }

    impl StateCodec for Tree {
        fn encode_state(&self, s: &(u32, u64), out: &mut Vec<u8>) {
            wire::put(out, u64::from(s.0));
            wire::put(out, s.1);
        }
        fn decode_state(&self, b: &[u8]) -> Result<(u32, u64), String> {
            match nums(b)?[..] {
                [d, x] => Ok((d as u32, x)),
                _ => Err("not two integers".into()),
            }
        }
        fn encode_label(&self, l: &u32, out: &mut Vec<u8>) {
            wire::put(out, u64::from(*l));
        }
        fn decode_label(&self, b: &[u8], pos: &mut usize) -> Option<u32> {
            wire::get(b, pos).map(|x| x as u32)
        }
    }

    impl StateCodec for LostUpdate {
        fn encode_state(&self, s: &LostUpdateState, out: &mut Vec<u8>) {
            out.push(s.x);
            out.extend_from_slice(&s.pc);
            out.extend_from_slice(&s.tmp);
        }
        fn decode_state(&self, b: &[u8]) -> Result<LostUpdateState, String> {
            if b.len() != 1 + 2 * self.procs {
                return Err("wrong length".into());
            }
            Ok(LostUpdateState {
                x: b[0],
                pc: b[1..1 + self.procs].to_vec(),
                tmp: b[1 + self.procs..].to_vec(),
            })
        }
        fn encode_label(&self, l: &u8, out: &mut Vec<u8>) {
            out.push(*l);
        }
        fn decode_label(&self, b: &[u8], pos: &mut usize) -> Option<u8> {
            byte(b, pos)
        }
    }

    impl StateCodec for Philosophers {
        fn encode_state(&self, s: &PhilState, out: &mut Vec<u8>) {
            out.extend_from_slice(s);
        }
        fn decode_state(&self, b: &[u8]) -> Result<PhilState, String> {
            if b.len() != self.n {
                return Err("wrong length".into());
            }
            Ok(b.to_vec())
        }
        fn encode_label(&self, l: &u8, out: &mut Vec<u8>) {
            out.push(*l);
        }
        fn decode_label(&self, b: &[u8], pos: &mut usize) -> Option<u8> {
            byte(b, pos)
        }
    }

    impl StateCodec for SpinLock {
        fn encode_state(&self, s: &SpinLockState, out: &mut Vec<u8>) {
            out.push(u8::from(s.0));
            out.push(s.1);
            out.extend_from_slice(&s.2);
        }
        fn decode_state(&self, b: &[u8]) -> Result<SpinLockState, String> {
            if b.len() != 2 + self.procs {
                return Err("wrong length".into());
            }
            Ok((b[0] != 0, b[1], b[2..].to_vec()))
        }
        fn encode_label(&self, l: &u8, out: &mut Vec<u8>) {
            out.push(*l);
        }
        fn decode_label(&self, b: &[u8], pos: &mut usize) -> Option<u8> {
            byte(b, pos)
        }
    }

    impl StateCodec for Budgeted {
        fn encode_state(&self, s: &BudgetedState, out: &mut Vec<u8>) {
            out.extend_from_slice(&[s.0, s.1]);
        }
        fn decode_state(&self, b: &[u8]) -> Result<BudgetedState, String> {
            match b {
                [a, c] => Ok((*a, *c)),
                _ => Err("wrong length".into()),
            }
        }
        fn encode_label(&self, l: &BudgetMove, out: &mut Vec<u8>) {
            out.push(match l {
                BudgetMove::Spend => 0,
                BudgetMove::Walk => 1,
                BudgetMove::Go => 2,
            });
        }
        fn decode_label(&self, b: &[u8], pos: &mut usize) -> Option<BudgetMove> {
            let l = match small(b, pos)? {
                0 => BudgetMove::Spend,
                1 => BudgetMove::Walk,
                2 => BudgetMove::Go,
                _ => return None,
            };
            Some(l)
        }
    }

    impl StateCodec for Graph {
        fn encode_state(&self, s: &u32, out: &mut Vec<u8>) {
            wire::put(out, u64::from(*s));
        }
        fn decode_state(&self, b: &[u8]) -> Result<u32, String> {
            Ok(nums(b)?.first().copied().ok_or("empty")? as u32)
        }
        fn encode_label(&self, l: &Edge, out: &mut Vec<u8>) {
            wire::put(out, u64::from(l.index));
            wire::put(out, u64::from(l.process));
        }
        fn decode_label(&self, b: &[u8], pos: &mut usize) -> Option<Edge> {
            Some(Edge {
                index: wire::get(b, pos)? as u32,
                process: wire::get(b, pos)? as u32,
            })
        }
    }

    impl StateCodec for Peterson {
        fn encode_state(&self, s: &PetersonState, out: &mut Vec<u8>) {
            out.extend_from_slice(&[
                s.pc[0],
                s.pc[1],
                u8::from(s.flag[0]),
                u8::from(s.flag[1]),
                s.turn,
                s.q,
            ]);
        }
        fn decode_state(&self, b: &[u8]) -> Result<PetersonState, String> {
            match b {
                [p0, p1, f0, f1, t, q] => Ok(PetersonState {
                    pc: [*p0, *p1],
                    flag: [*f0 != 0, *f1 != 0],
                    turn: *t,
                    q: *q,
                }),
                _ => Err("wrong length".into()),
            }
        }
        fn encode_label(&self, l: &(u8, u8), out: &mut Vec<u8>) {
            out.extend_from_slice(&[l.0, l.1]);
        }
        fn decode_label(&self, b: &[u8], pos: &mut usize) -> Option<(u8, u8)> {
            Some((byte(b, pos)?, byte(b, pos)?))
        }
    }
}
