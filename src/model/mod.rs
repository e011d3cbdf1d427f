//! Glue: a C program in the VM seen as a transition system for the explorer.
//!
//! A state is the whole VM state; a move is "thread `t` takes one step" (`pan_step` at the
//! chosen granularity), or "thread `t` resolves its pending nondeterministic choice with value
//! `v`". The successor function is a pure function of the state and the options: the VM is
//! deterministic, enabledness is read off the state, and choice alternatives are enumerated in
//! a fixed order.
//!
//! Properties: violations the VM detects during a step (assertions, memory errors, …) end the
//! path with that violation; state properties (invariants, data races) are checked in every
//! state; a state without moves in which some thread has not finished is a deadlock.

pub mod counter;
pub mod por;
pub mod symmetry;

use crate::bytecode::Program;
use crate::explore::store::{PartRef, Parts, SharedBytes};
use crate::explore::{Step, TransitionSystem};
use crate::vm::canon::PartSink;
use crate::vm::error::{CodePos, Violation, ViolationKind};
use crate::vm::memory::ObjKind;
use crate::vm::memory::PieceData;
use crate::vm::state::{BlockReason, Segment, State, ThreadStatus};
use crate::vm::superstep::{Access, OpAccess, Superstep, Table, Visibility};
use crate::vm::{Choice, Env, Event, Granularity, Limit, Vm, VmConfig};

/// The most values of one choice an exhaustive search lists as moves (`--nondet-k` is at
/// most this). A random walk draws among more (`TransitionSystem::random_move`).
pub const MAX_LISTED_CHOICES: u64 = 1 << 24;
use por::{Por, PorMode};
use serde::{Deserialize, Serialize};
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

/// A move of the search.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Move {
    /// The thread that moves (for a flush: whose store buffer).
    pub thread: u16,
    /// The value chosen for its pending nondeterministic call, if it is at one.
    pub choice: Option<u64>,
    /// Not a step of the thread but the write of its store buffer's oldest entry to memory
    /// (`--memory-model tso`).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub flush: bool,
    /// The counter abstraction ([`counter`]): `thread` stands for more threads than one
    /// ([`crate::vm::state::Thread::many`]), and one of them moves while the others stay
    /// (without it, the last of them moves).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub copy: bool,
}

impl Move {
    /// Thread `t`'s step.
    pub fn step(t: u16) -> Move {
        Move {
            thread: t,
            choice: None,
            flush: false,
            copy: false,
        }
    }

    /// Thread `t`'s step resolving its pending choice with `v`.
    pub fn choose(t: u16, v: u64) -> Move {
        Move {
            thread: t,
            choice: Some(v),
            flush: false,
            copy: false,
        }
    }

    /// The flush of thread `t`'s oldest buffered store.
    pub fn flush(t: u16) -> Move {
        Move {
            thread: t,
            choice: None,
            flush: true,
            copy: false,
        }
    }
}

/// What the visited set matches instead of the whole state (tracked vs matched: the DFS
/// stack always keeps full states). An abstraction merges states it does not distinguish, so
/// it can hide violations: it under-approximates the program's behaviour.
#[derive(Clone, Debug, PartialEq)]
pub enum Abstraction {
    /// These byte ranges of global objects (object id, first byte, end), plus each thread's
    /// location and status (`--match`).
    Globals(Vec<(u32, u64, u64)>),
    /// The bytes a C function of the program writes into a buffer (the paper's
    /// `compute_abst`): `unsigned long pancam_abstract(unsigned char *buf, unsigned long
    /// cap)` returns how many bytes it used; plus each thread's location and status.
    Function(u32),
}

/// Which properties are checked.
#[derive(Clone, Debug)]
pub struct Properties {
    /// `assert`, `__VERIFIER_assert`, `reach_error`, `abort`.
    pub assertions: bool,
    /// Memory errors and other undefined behaviour the VM detects.
    pub memory: bool,
    /// Deadlocks.
    pub deadlocks: bool,
    /// Data races between the next accesses of two threads.
    pub races: bool,
    /// Invariants: functions of the program returning `int`, true in every state.
    pub invariants: Vec<(String, u32)>,
    /// Heap blocks no longer pointed to when the program ends ([`ViolationKind::MemoryLeak`]).
    pub leaks: bool,
    /// SV-COMP semantics for one property (see [`SvProperty`]): only that property's
    /// violations are reported; `abort()`, failed `assert()`s and deadlocks end a path; other
    /// undefined behaviour cuts it (the verdict is then "unknown" unless a violation is found).
    pub svcomp: Option<SvProperty>,
}

impl Default for Properties {
    fn default() -> Self {
        Properties {
            assertions: true,
            memory: true,
            deadlocks: true,
            races: false,
            invariants: Vec::new(),
            leaks: false,
            svcomp: None,
        }
    }
}

/// A property of the SV-COMP rules (the `.prp` files of sv-benchmarks).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum SvProperty {
    /// `G ! call(reach_error())`: no call of `reach_error` (or `__VERIFIER_error`).
    UnreachCall,
    /// `G ! data-race`.
    NoDataRace,
    /// `G valid-free`, `G valid-deref`, `G valid-memtrack`.
    ValidMemsafety,
    /// `G ! overflow`: no signed integer overflow.
    NoOverflow,
    /// `F end`: every execution terminates.
    Termination,
}

/// What reaching a kind of violation does to the search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OnViolation {
    /// A property violation: reported with a counterexample.
    Report,
    /// The program ends here, as it would natively (`abort()` when assertions are not
    /// checked): the path simply ends.
    EndPath,
    /// The path cannot be followed further and is not a violation of the checked property
    /// (undefined behaviour that is not checked, an operation pancam cannot execute): the
    /// path ends and the search becomes incomplete.
    Cut,
}

impl Properties {
    /// What reaching a violation of kind `k` means under these properties.
    pub fn on(&self, k: ViolationKind) -> OnViolation {
        use OnViolation::*;
        use ViolationKind as K;
        let assertion = matches!(
            k,
            K::AssertionFailure | K::VerifierError | K::Abort | K::Trap
        );
        if let Some(p) = self.svcomp {
            return match (p, k) {
                (SvProperty::UnreachCall, K::VerifierError) => Report,
                (SvProperty::NoDataRace, K::DataRace) => Report,
                (SvProperty::NoOverflow, K::Overflow | K::DivisionOverflow) => Report,
                (SvProperty::ValidMemsafety, k) if svcomp_memsafety(k).is_some() => Report,
                // reach_error, abort, a failed assert(), __builtin_trap: the program ends.
                (_, _) if assertion => EndPath,
                (_, K::Deadlock) => EndPath,
                _ => Cut,
            };
        }
        match k {
            K::Unsupported => Report,
            _ if assertion => {
                if self.assertions {
                    Report
                } else {
                    EndPath
                }
            }
            K::Deadlock | K::DataRace | K::InvariantViolation | K::MemoryLeak | K::Overflow => {
                Report
            }
            _ if self.memory => Report,
            _ => Cut,
        }
    }
}

/// The SV-COMP memory-safety subproperty a violation kind belongs to (`valid-deref`,
/// `valid-free`, `valid-memtrack`), if any.
pub fn svcomp_memsafety(k: ViolationKind) -> Option<&'static str> {
    use ViolationKind as K;
    match k {
        K::NullDereference
        | K::InvalidDereference
        | K::OutOfBounds
        | K::UseAfterFree
        | K::DeadStackObject
        | K::ReadOnlyWrite
        | K::CodeAccess => Some("valid-deref"),
        K::InvalidFree | K::DoubleFree => Some("valid-free"),
        K::MemoryLeak => Some("valid-memtrack"),
        _ => None,
    }
}

/// Why paths were cut during a search (recorded as they happen, read after it): each makes a
/// search that finds nothing incomplete. Shared by the search's workers.
#[derive(Debug, Default)]
pub struct Cuts {
    /// Violation kinds that cut a path ([`OnViolation::Cut`]), as bits `1 << kind`.
    kinds: AtomicU64,
    /// [`Limit`]s that changed the program's behaviour, as bits `1 << index in Limit::ALL`.
    limits: AtomicU64,
    /// The first cut path's message (kind, location and message of the violation or
    /// failure), for the verdict's explanation.
    first: Mutex<Option<String>>,
    /// The first path cut where a lazy nondeterministic value had to be concrete and had
    /// more values than `--nondet-k`: its location and reason.
    sym_first: Mutex<Option<String>>,
    /// The search to stop at the first `pthread_create` refused at the thread limit
    /// ([`crate::check::CheckOptions::stop_at_thread_limit`]).
    stop_threads: std::sync::OnceLock<std::sync::Arc<crate::explore::Monitor>>,
}

impl Cuts {
    /// Records a path cut by `v`.
    pub fn violation(&self, v: &Violation, prog: &Program) {
        self.kinds.fetch_or(1 << (v.kind as u64), Ordering::Relaxed);
        let mut first = self.first.lock().unwrap_or_else(|e| e.into_inner());
        if first.is_none() {
            let loc = if v.stack.is_empty() {
                String::new()
            } else {
                format!("{}: ", v.location(prog))
            };
            *first = Some(format!("{loc}{}: {}", v.kind.name(), v.msg));
        }
    }

    /// Records that limit `l` changed the program's behaviour.
    pub fn limit(&self, l: Limit) {
        let i = Limit::ALL.iter().position(|x| *x == l).unwrap_or(0);
        self.limits.fetch_or(1 << i, Ordering::Relaxed);
        if l == Limit::Threads
            && let Some(m) = self.stop_threads.get()
        {
            m.request_restart();
        }
    }

    /// Stops `monitor`'s search at the first thread limit met (see
    /// [`crate::check::CheckOptions::stop_at_thread_limit`]).
    pub fn stop_at_thread_limit(&self, monitor: &std::sync::Arc<crate::explore::Monitor>) {
        let _ = self.stop_threads.set(monitor.clone());
    }

    /// Records a path cut for a lazy value that had to be concrete (`why`, at `at`).
    pub fn sym_cut(&self, why: String, at: &[crate::vm::error::CodePos], prog: &Program) {
        let mut first = self.sym_first.lock().unwrap_or_else(|e| e.into_inner());
        if first.is_none() {
            let loc = at
                .first()
                .map(|p| format!("{}: ", prog.srcmap.describe(prog.loc_at(p.func, p.pc))))
                .unwrap_or_default();
            *first = Some(format!("{loc}{why}"));
        }
    }

    /// The first path cut for a lazy value, described.
    pub fn sym_cuts(&self) -> Option<String> {
        self.sym_first
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .clone()
    }

    /// The limits hit.
    pub fn limits(&self) -> Vec<Limit> {
        let bits = self.limits.load(Ordering::Relaxed);
        Limit::ALL
            .iter()
            .enumerate()
            .filter(|(i, _)| bits & (1 << i) != 0)
            .map(|(_, l)| *l)
            .collect()
    }

    /// Whether some path was cut by a violation of a kind that is not reported.
    pub fn any_violation(&self) -> bool {
        self.kinds.load(Ordering::Relaxed) != 0
    }

    /// The first cut path, described.
    pub fn first(&self) -> Option<String> {
        self.first.lock().unwrap_or_else(|e| e.into_inner()).clone()
    }

    /// Everything recorded, as plain data (to send to another process of a distributed
    /// search): violation-kind bits, limit bits, the first cut path, the first cut input.
    pub fn export(&self) -> (u64, u64, Option<String>, Option<String>) {
        (
            self.kinds.load(Ordering::Relaxed),
            self.limits.load(Ordering::Relaxed),
            self.first(),
            self.sym_cuts(),
        )
    }

    /// Adds what another process recorded ([`Cuts::export`]).
    pub fn absorb(
        &self,
        (kinds, limits, first, sym_first): (u64, u64, Option<String>, Option<String>),
    ) {
        self.kinds.fetch_or(kinds, Ordering::Relaxed);
        self.limits.fetch_or(limits, Ordering::Relaxed);
        let mut f = self.first.lock().unwrap_or_else(|e| e.into_inner());
        if f.is_none() {
            *f = first;
        }
        drop(f);
        let mut f = self.sym_first.lock().unwrap_or_else(|e| e.into_inner());
        if f.is_none() {
            *f = sym_first;
        }
    }
}

/// Options of the model.
#[derive(Clone, Debug)]
pub struct ModelOptions {
    /// How far one move runs a thread.
    pub granularity: Granularity,
    /// Values of wide `__VERIFIER_nondet_*` types: this inclusive range (converted to the
    /// type); `bool` and `char`-sized types always get their whole domain.
    pub nondet_range: (i64, i64),
    /// Properties to check.
    pub properties: Properties,
    /// Longest step in ops (a longer one is split: a thread spinning privately forever
    /// then loops on one state instead of hanging the search). At most [`MAX_STEP_OPS`].
    pub max_step_ops: u64,
    /// Writes that change atomic propositions (they end supersteps).
    pub visible: Visibility,
    /// Bound on preemptive context switches (`None`: unbounded).
    pub context_bound: Option<u32>,
    /// What the visited set matches (`None`: the whole canonical state).
    pub abstraction: Option<Abstraction>,
    /// With a context bound, match states without re-exploring those reached again with
    /// more budget: the original pancam's incomplete rule, kept to demonstrate the difference.
    pub naive_bound: bool,
    /// Partial order reduction on top of supersteps (only with
    /// [`Granularity::Superstep`] and without a context bound; see [`por`]).
    pub por: PorMode,
    /// Sleep sets with the stubborn-set reduction: moves whose successor the search reaches
    /// by the same two moves in the other order are not executed (see `explore::dfs`).
    pub sleep_sets: bool,
    /// The stubborn-set reduction keeps every final state, also those where the program
    /// ended (`exit`, `main` returning) while other threads were running: the end of the
    /// program is then dependent on every move. Set for leak checks and LTL, which look at
    /// final states; a plain safety check does not need it (see [`por::future`]).
    pub observe_end: bool,
    /// VM limits.
    pub vm: VmConfig,
    /// How a random walk draws a lazy input's split ([`TransitionSystem::random_move`]).
    pub input_draw: InputDraw,
    /// The spin-loop reduction of an exhaustive safety search under RC11 (only with
    /// [`Granularity::Superstep`] and without a context bound): a thread standing at an
    /// atomic load whose every message sends it round its loop to the same load, with
    /// nothing changed but its own views, does not move until what it reads changes; and
    /// of a load's messages, those that would only do that are not read where another one
    /// can be. Why this loses no violation: the README, "Memory models".
    pub spin_reduction: bool,
    /// The symmetry reduction ([`symmetry`]): states are matched as the representative of
    /// their orbit under renaming the threads. The caller decides where it applies
    /// (`crate::check`); the model keeps thread handles marked for it.
    pub symmetry: bool,
}

/// How a random walk (Monte Carlo, simulation) draws the outcome of a lazy input's split.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum InputDraw {
    /// As likely as the number of values the outcome holds: the input is drawn uniformly
    /// from its type's range (conditioned on the `__VERIFIER_assume` calls it meets). A
    /// comparison that only few values pass (`x == 12345`, or a range that a later
    /// `assume` requires) is then almost never passed.
    #[default]
    Uniform,
    /// Every outcome equally likely, however many values it holds: rare values are drawn
    /// as often as common ones (each branch of each comparison half the time).
    Branches,
}

impl Default for ModelOptions {
    fn default() -> Self {
        ModelOptions {
            granularity: Granularity::Superstep,
            nondet_range: (-8, 8),
            properties: Properties::default(),
            max_step_ops: 1 << 20,
            visible: Visibility::Nothing,
            context_bound: None,
            abstraction: None,
            naive_bound: false,
            por: PorMode::Stubborn,
            sleep_sets: true,
            observe_end: false,
            vm: VmConfig::default(),
            input_draw: InputDraw::Uniform,
            spin_reduction: false,
            symmetry: false,
        }
    }
}

impl ModelOptions {
    /// Whether the stubborn-set reduction runs under these options: it needs supersteps
    /// (their access tables) and is off under a context bound (see [`por`]).
    pub fn por_active(&self) -> bool {
        self.por == PorMode::Stubborn
            && self.granularity == Granularity::Superstep
            && self.context_bound.is_none()
    }
}

/// The environment of a search: no output, every nondeterministic value is a choice point,
/// limits are recorded in the model's [`Cuts`].
struct SearchEnv<'c>(&'c Cuts, &'c Program, Option<&'c symmetry::Symmetry>);

impl Env for SearchEnv<'_> {
    fn thread_started(&mut self, func: u32, arg: u64, thread: usize) {
        if let Some(s) = self.2 {
            let codec = crate::bytecode::ptr::PtrCodec::new(self.1.dl.ptr_size);
            let block = codec.decode(arg).0 >= self.1.first_dynamic_id();
            s.started(func, arg, thread, block);
        }
    }
    fn output(&mut self, _fd: i32, _data: &[u8]) {}
    fn nondet(&mut self, _name: &str, _bits: u32, _signed: bool) -> Option<u64> {
        None
    }
    fn choose(&mut self, _n: u64) -> Option<u64> {
        None
    }
    fn limit_hit(&mut self, limit: Limit) {
        self.0.limit(limit);
    }
    fn sym_cut(&mut self, why: String, at: Vec<crate::vm::error::CodePos>) {
        self.0.sym_cut(why, &at, self.1);
    }
}

/// A spin head's atomic load ([`CProgram::spin_load`]).
struct SpinLoad {
    /// The location's index in the RC11 state, and its key.
    li: usize,
    k: crate::vm::weak::rc11::Key,
    /// Its ordering acquires; it is `seq_cst`.
    acquires: bool,
    sc: bool,
    /// It races with a non-atomic write (whatever it reads).
    races: bool,
}

thread_local! {
    /// The spin-loop normal form's memo ([`CProgram::raise_spinners`]): whether a version of
    /// a thread, standing at a spin head, only spins when its load reads a value. The
    /// iteration depends on nothing else but the thread's private memory, which only the
    /// thread changes (a move that does makes a new version) and, through a race, on the
    /// race records, which the normal form does not need (a racing load races whatever it
    /// reads). Each entry holds a clone of the version, so that the version cannot be
    /// written in place (a shared thread is copied on write) nor its memory reused.
    static STUTTERS: std::cell::RefCell<StutterMemo> =
        const { std::cell::RefCell::new((Vec::new(), 0)) };
}

/// [`STUTTERS`]: (thread version, value read, whether it only spins), and the next entry
/// to replace once full.
type StutterMemo = (Vec<(crate::vm::state::ThreadRef, u64, bool)>, usize);

/// Entries of [`STUTTERS`] per OS thread.
const STUTTERS_MAX: usize = 256;

fn stutter_memo(th: &crate::vm::state::ThreadRef, v: u64) -> Option<bool> {
    STUTTERS.with(|c| {
        c.borrow()
            .0
            .iter()
            .find(|(t, w, _)| *w == v && crate::vm::state::ThreadRef::ptr_eq(t, th))
            .map(|e| e.2)
    })
}

fn stutter_remember(th: &crate::vm::state::ThreadRef, v: u64, stutter: bool) {
    STUTTERS.with(|c| {
        let (memo, next) = &mut *c.borrow_mut();
        let e = (th.clone(), v, stutter);
        if memo.len() < STUTTERS_MAX {
            memo.push(e);
        } else {
            memo[*next] = e;
            *next = (*next + 1) % STUTTERS_MAX;
        }
    })
}

/// The environment of the spin-loop test's runs ([`CProgram::spin_iteration`]): they are
/// not moves, so nothing is recorded; a limit or cut they meet only makes the iteration
/// count as one that changes something.
struct QuietEnv(bool);

impl Env for QuietEnv {
    fn output(&mut self, _fd: i32, _data: &[u8]) {}
    fn nondet(&mut self, _name: &str, _bits: u32, _signed: bool) -> Option<u64> {
        None
    }
    fn choose(&mut self, _n: u64) -> Option<u64> {
        None
    }
    fn limit_hit(&mut self, _limit: Limit) {
        self.0 = true;
    }
    fn sym_cut(&mut self, _why: String, _at: Vec<crate::vm::error::CodePos>) {
        self.0 = true;
    }
}

type Scratch = (Vec<(State, u64, bool)>, Vec<Table>);

/// Buffers of the stubborn-set selection: each thread's future, the waiting threads, each
/// enabled thread's move facts (backward, visible).
type PorScratch = (
    Vec<Vec<por::future::Fut>>,
    Vec<por::stubborn::Waiter>,
    Vec<(bool, bool)>,
);

thread_local! {
    /// Buffers of [`CProgram::supersteps`], kept between states.
    static SCRATCH: std::cell::RefCell<Scratch> = const {
        std::cell::RefCell::new((Vec::new(), Vec::new()))
    };
    static POR_SCRATCH: std::cell::RefCell<PorScratch> = const {
        std::cell::RefCell::new((Vec::new(), Vec::new(), Vec::new()))
    };
    /// The successors [`CProgram::supersteps`] kept, before [`SuperAux`] keeps those of the
    /// moving threads.
    static ENDS_SCRATCH: std::cell::RefCell<Vec<End>> = const {
        std::cell::RefCell::new(Vec::new())
    };
    /// What each thread of the state [`CProgram::transitions`] looks at waits for
    /// ([`Vm::block_reason`]).
    static REASONS: std::cell::RefCell<Vec<Option<BlockReason>>> = const {
        std::cell::RefCell::new(Vec::new())
    };
    /// The superstep lengths and commuting moves [`CProgram::supersteps`] computes, by
    /// thread id, before [`SuperAux`] keeps those of the moving threads.
    static AUX_SCRATCH: std::cell::RefCell<(Vec<u64>, Vec<u64>)> = const {
        std::cell::RefCell::new((Vec::new(), Vec::new()))
    };
}

/// Longest superstep whose end state [`SuperAux`] keeps: the replay checks longer steps for
/// cycles (`Vm::run_step`).
const ENDS_MAX_OPS: u64 = 1 << 12;

/// Sets table `i` of `tables` to the accesses `acc`, reusing its buffer if it exists.
fn refill(tables: &mut Vec<Table>, i: usize, acc: impl IntoIterator<Item = Access>) {
    match tables.get_mut(i) {
        Some(tb) => {
            tb.acc.clear();
            tb.acc.extend(acc);
            tb.last = 0;
        }
        None => tables.push(Table::op(acc)),
    }
}

/// Which of the moves of the enabled threads `ts` (their superstep `tables`, and facts
/// `(stops at a choice, backward)`) commute, as bits by thread id (threads below 64; see
/// [`SuperAux::commute`]).
fn commute_bits(ts: &[usize], tables: &[Table], facts: &[(bool, bool)], out: &mut Vec<u64>) {
    let n = ts.iter().map(|&t| t + 1).max().unwrap_or(0).min(64);
    out.resize(n.max(1), 0);
    for i in 0..ts.len() {
        for k in i + 1..ts.len() {
            let (a, b) = (ts[i], ts[k]);
            if a >= 64 || b >= 64 || facts[i].0 || facts[k].0 {
                continue;
            }
            let conflict = tables[i]
                .acc
                .iter()
                .any(|x| tables[k].acc.iter().any(|y| x.conflicts(y)));
            if !conflict {
                out[a] |= 1 << b;
                out[b] |= 1 << a;
            }
        }
    }
}

/// Sets table `i` of `tables` to `table`.
fn put(tables: &mut Vec<Table>, i: usize, table: Table) {
    match tables.get_mut(i) {
        Some(tb) => *tb = table,
        None => tables.push(table),
    }
}

/// Per-state data kept on the DFS stack, for each thread that moves by its superstep: the
/// superstep's length in ops, and which other moves commute with it (for sleep sets). Only
/// the moving threads' (a handful, found by a linear search), so that a frame of a deep
/// stack costs a few words, not two per thread of the program.
///
/// And the successors: computing the superstep tables runs each enabled thread's superstep
/// on a copy of the state, and the copy it ends in *is* the successor by that thread's move.
/// `ends` keeps those of the moving threads, so that the move takes its successor from here
/// ([`TransitionSystem::step_mut`]) instead of copying the state again and replaying the
/// superstep. A successor is kept only where the replay gives exactly that state: a
/// superstep of at least one and at most `ENDS_MAX_OPS` (4,096) ops (the replay runs a longer
/// one with a cycle check that may stop it elsewhere) that ended before an access
/// (`Event::Yield`) or blocked (normalised as a move leaves it, `Vm::normalise_block`),
/// with no symbolic values; a violation, a fault, a choice or an exit is replayed. And only
/// a small state ([`State::is_small`]): the search counts the kept states in its memory
/// account ([`TransitionSystem::aux_heap_bytes`]) and drops them for the frames below the
/// top of its stack ([`TransitionSystem::drop_successors`]).
#[derive(Clone, Debug, Default)]
pub struct SuperAux {
    moves: Vec<MoveAux>,
    /// Whether the moves' `commute` bits were computed (sleep sets on, and no private
    /// operations taken first).
    sleep: bool,
    /// The successors kept.
    ends: Vec<End>,
}

/// A successor [`SuperAux`] keeps.
#[derive(Clone, Debug)]
struct End {
    /// The thread that moves.
    thread: usize,
    /// The ops of its superstep.
    ops: u64,
    /// The state its superstep ends in.
    state: State,
    /// The superstep ended with the thread blocked (else before an access).
    blocked: bool,
    /// The heap bytes `state` does not share with the state it came from.
    bytes: usize,
}

/// [`SuperAux`] of one moving thread.
#[derive(Clone, Copy, Debug)]
struct MoveAux {
    /// The thread (bits 48 and up) and the ops of its superstep (below: 0 when not
    /// computed; at most twice [`MAX_STEP_OPS`]).
    thread_ops: u64,
    /// With sleep sets: bit `u` (threads below 64) is set when the moves of this thread and
    /// of thread `u` commute (their supersteps' accesses do not conflict, neither stops at a
    /// nondeterministic choice).
    commute: u64,
}

/// The most [`ModelOptions::max_step_ops`] can be (a larger value is taken as this one): a
/// superstep's length then fits beside its thread in a frame's aux data, and in a sleep key.
pub const MAX_STEP_OPS: u64 = 1 << 40;

impl MoveAux {
    const OPS: u64 = (1 << 48) - 1;

    fn thread(&self) -> usize {
        (self.thread_ops >> 48) as usize
    }

    fn ops(&self) -> u64 {
        self.thread_ops & Self::OPS
    }
}

impl SuperAux {
    /// Forgets the moves of the last state.
    pub fn clear(&mut self) {
        self.moves.clear();
        self.sleep = false;
        self.drop_ends(false);
    }

    /// Gives the successors kept back to the pool of dead states; with `free`, their
    /// buffer too (a frame that falls deep into the stack keeps no capacity).
    pub fn drop_ends(&mut self, free: bool) {
        for e in self.ends.drain(..) {
            e.state.recycle();
        }
        if free {
            self.ends = Vec::new();
        }
    }

    /// The successor kept for thread `t`'s superstep of `ops` ops, if any.
    fn end(&self, t: usize, ops: u64) -> Option<&End> {
        self.ends.iter().find(|e| e.thread == t && e.ops == ops)
    }

    /// Takes the successor kept for thread `t`'s superstep of `ops` ops.
    fn take_end(&mut self, t: usize, ops: u64) -> Option<End> {
        let i = self
            .ends
            .iter()
            .position(|e| e.thread == t && e.ops == ops)?;
        Some(self.ends.swap_remove(i))
    }

    fn entry(&self, t: usize) -> Option<&MoveAux> {
        self.moves.iter().find(|m| m.thread() == t)
    }

    /// The length in ops of thread `t`'s superstep, where computed.
    pub fn ops(&self, t: usize) -> Option<u64> {
        self.entry(t).map(MoveAux::ops).filter(|&n| n > 0)
    }
}

/// A C program as a transition system.
pub struct CProgram<'p> {
    /// The VM.
    pub vm: Vm<'p>,
    /// Options.
    pub opts: ModelOptions,
    initial: State,
    /// Set when a wide nondeterministic domain was cut to `nondet_range`: a search that
    /// finds nothing is then only "no violation within the nondet range".
    pub nondet_truncated: AtomicBool,
    /// Set when the context bound kept a thread from moving somewhere: a search that finds
    /// nothing is then only "no violation within the bound". When it stays clear, the bound
    /// was never reached and the search was complete.
    pub bound_cut: AtomicBool,
    /// Paths cut by unreported violations and limits (see [`Cuts`]).
    pub cuts: Cuts,
    /// The stubborn-set reduction, when active ([`ModelOptions::por_active`]).
    pub por: Option<Por>,
    /// Which writes must end a superstep (see [`CProgram::visibility`]), computed once.
    visible: Visibility,
    /// The memory model is TSO: store buffers flush as moves of their own.
    weak_tso: bool,
    /// The spin-loop reduction is on ([`ModelOptions::spin_reduction`] under RC11, with
    /// supersteps and no context bound).
    spin: bool,
    /// With `spin`: per function, the pcs of the atomic loads and compare-exchanges that
    /// may head a spin loop ([`spin_heads`]), sorted.
    spin_heads: Vec<Vec<u32>>,
    /// The symmetry reduction's record, when it is on ([`ModelOptions::symmetry`]).
    pub symmetry: Option<symmetry::Symmetry>,
    /// Under the counter abstraction, why threads were not counted at the first state at
    /// the thread limit (`counter::explain_uncounted`).
    pub uncounted: std::sync::OnceLock<Vec<String>>,
}

/// The atomic loads and compare-exchanges of `f` (their pcs, sorted) from which a path of
/// the function's control flow leads back to the op itself through no other atomic access,
/// fence, call or return: only these can head a spin loop whose iteration comes back to
/// the same op with nothing but its views changed ([`CProgram::spin_blocked`] runs the
/// iteration; this static test only spares it where it cannot succeed). Plain loads and
/// stores do not break the path: they may be of private memory.
fn spin_heads(f: &crate::bytecode::program::Func) -> Vec<u32> {
    use crate::bytecode::op::Op;
    let blocks = |op: &Op| {
        matches!(
            op,
            Op::AtomicRmw { .. }
                | Op::CmpXchg { .. }
                | Op::ALoad { .. }
                | Op::AStore { .. }
                | Op::Fence { .. }
                | Op::Call { .. }
                | Op::CallInd { .. }
                | Op::Builtin { .. }
        )
    };
    let mut heads = Vec::new();
    let (mut seen, mut work, mut succ) = (vec![false; f.code.len()], Vec::new(), Vec::new());
    for (pc, op) in f.code.iter().enumerate() {
        if !matches!(op, Op::ALoad { .. } | Op::CmpXchg { .. }) {
            continue;
        }
        seen.iter_mut().for_each(|b| *b = false);
        work.clear();
        succ.clear();
        crate::vm::liveness::successors(op, pc, f, &mut succ);
        work.extend_from_slice(&succ);
        let mut back = false;
        while let Some(q) = work.pop() {
            if q == pc {
                back = true;
                break;
            }
            let Some(o) = f.code.get(q) else { continue };
            if seen[q] || blocks(o) {
                continue;
            }
            seen[q] = true;
            succ.clear();
            crate::vm::liveness::successors(o, q, f, &mut succ);
            work.extend_from_slice(&succ);
        }
        if back {
            heads.push(pc as u32);
        }
    }
    heads
}

impl<'p> CProgram<'p> {
    /// The model of `prog` with arguments `args` (argv).
    pub fn new(prog: &'p Program, mut opts: ModelOptions, args: &[String]) -> Result<Self, String> {
        opts.max_step_ops = opts.max_step_ops.min(MAX_STEP_OPS);
        let mut vmcfg = opts.vm.clone();
        vmcfg.quarantine = 0; // canonical object ids
        vmcfg.track_handles |= opts.symmetry;
        let weak_tso = vmcfg.memory_model == crate::vm::weak::MemoryModel::Tso;
        let spin = opts.spin_reduction
            && vmcfg.memory_model == crate::vm::weak::MemoryModel::Rc11
            && opts.granularity == Granularity::Superstep
            && opts.context_bound.is_none();
        let vm = Vm::new(prog, vmcfg);
        let mut initial = vm.initial_state(args)?;
        initial.sched.budget = opts.context_bound.unwrap_or(0);
        // The globals the invariant functions read, from the same static summaries the
        // stubborn sets use: writes elsewhere cannot change an invariant.
        let invariant_visible = if opts.properties.invariants.is_empty() {
            Visibility::Nothing
        } else {
            let fs: Vec<u32> = opts.properties.invariants.iter().map(|i| i.1).collect();
            let fu = por::Futures::new(prog, por::FutureOptions::default());
            match fu.footprint(prog, &fs) {
                Some(r) => Visibility::Ranges(r),
                None => Visibility::AllWrites,
            }
        };
        let visible = Self::visibility(&opts.visible, invariant_visible);
        let por = opts.por_active().then(|| {
            Por::new(
                prog,
                por::FutureOptions {
                    // Leaks and LTL look at final states: the end of the program is then
                    // dependent on everything.
                    end_is_dependent: opts.observe_end
                        || opts.properties.leaks
                        || !matches!(opts.visible, Visibility::Nothing),
                    atomic_funcs: prog.atomic_funcs.clone(),
                },
            )
        });
        Ok(CProgram {
            vm,
            initial,
            nondet_truncated: AtomicBool::new(false),
            bound_cut: AtomicBool::new(false),
            cuts: Cuts::default(),
            por,
            visible,
            weak_tso,
            spin,
            spin_heads: if spin {
                prog.funcs.iter().map(spin_heads).collect()
            } else {
                Vec::new()
            },
            symmetry: opts.symmetry.then(symmetry::Symmetry::default),
            uncounted: std::sync::OnceLock::new(),
            opts,
        })
    }

    /// The program.
    pub fn prog(&self) -> &'p Program {
        self.vm.prog
    }

    /// The alternatives of a choice, in a fixed order.
    pub fn alternatives(&self, c: Choice) -> Vec<u64> {
        match c {
            Choice::Index(n) | Choice::Split(n) | Choice::Read(n) | Choice::Place(n) => {
                (0..n).collect()
            }
            Choice::Nondet { boolean: true, .. } => vec![0, 1],
            Choice::Nondet { bits, signed, .. } => {
                let mask = if bits >= 64 {
                    u64::MAX
                } else {
                    (1u64 << bits) - 1
                };
                if bits <= 8 {
                    return (0..=mask).collect();
                }
                let (lo, hi) = self.opts.nondet_range;
                let (tmin, tmax): (i128, i128) = if signed {
                    (-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1)
                } else {
                    (0, i128::from(mask))
                };
                if i128::from(lo) > tmin || i128::from(hi) < tmax || !signed {
                    self.nondet_truncated.store(true, Ordering::Relaxed);
                }
                let mut v: Vec<u64> = (lo..=hi).map(|x| (x as u64) & mask).collect();
                v.sort_unstable();
                v.dedup();
                v
            }
        }
    }

    /// Applies move `m` to a copy of `s`, returning the event that ended the step too.
    /// `aux` carries the superstep lengths computed by `transitions` (superstep granularity).
    pub fn apply(&self, s: &State, m: &Move, aux: &SuperAux) -> (State, Event, u64) {
        let t = m.thread as usize;
        if m.flush {
            let mut st = s.copy();
            st.pending = None;
            let ev = self.vm.flush(&mut st, t);
            return (st, ev, 1);
        }
        if m.choice.is_none()
            && !m.copy
            && let Some(n) = aux.ops(t)
            && let Some(end) = aux.end(t, n)
        {
            let end = End {
                state: end.state.copy(),
                ..*end
            };
            return self.kept_end(s, m, aux, end);
        }
        self.replay(s, m, aux)
    }

    /// [`Self::apply`], taking the successor out of `aux` where it was kept.
    pub fn apply_mut(&self, s: &State, m: &Move, aux: &mut SuperAux) -> (State, Event, u64) {
        let t = m.thread as usize;
        if !m.flush
            && !m.copy
            && m.choice.is_none()
            && let Some(n) = aux.ops(t)
            && let Some(end) = aux.take_end(t, n)
        {
            return self.kept_end(s, m, aux, end);
        }
        self.apply(s, m, aux)
    }

    /// The successor `end` kept by the tables' computation for move `m` of `s` (debug
    /// builds check it against the replay).
    fn kept_end(&self, s: &State, m: &Move, aux: &SuperAux, end: End) -> (State, Event, u64) {
        let End {
            mut state,
            ops,
            blocked,
            ..
        } = end;
        state.pending = None;
        let ev = if blocked {
            Event::Blocked
        } else {
            Event::Yield
        };
        #[cfg(debug_assertions)]
        {
            let (r, rev, rops) = self.replay(s, m, aux);
            debug_assert!(
                self.same_state(&state, &r)
                    && std::mem::discriminant(&ev) == std::mem::discriminant(&rev)
                    && ops == rops
            );
            r.recycle();
        }
        #[cfg(not(debug_assertions))]
        let _ = (s, m, aux);
        (state, ev, ops)
    }

    /// Whether `a` and `b` have the same canonical bytes (for the checks of the shortcuts
    /// that skip running a thread).
    #[cfg(any(test, debug_assertions))]
    fn same_state(&self, a: &State, b: &State) -> bool {
        let (mut x, mut y) = (Vec::new(), Vec::new());
        self.vm.canonical(a, &mut x);
        self.vm.canonical(b, &mut y);
        x == y
    }

    /// [`Self::apply`] by copying `s` and running the move (a superstep by its length).
    fn replay(&self, s: &State, m: &Move, aux: &SuperAux) -> (State, Event, u64) {
        if m.flush {
            return self.apply(s, m, aux);
        }
        let mut st = s.copy();
        st.pending = None;
        if let Err(f) = self.counter_before(m, &mut st) {
            return (st, Event::Failure(Box::new(f)), 0);
        }
        let t = m.thread as usize;
        let (gran, max_ops) = match (self.opts.granularity, aux.ops(t)) {
            // A superstep is replayed by its length, computed with the access tables.
            (Granularity::Superstep, Some(n)) if m.choice.is_none() => (Granularity::Unlimited, n),
            // Choice moves (and anything without tables) run to the next shared access.
            (Granularity::Superstep, _) => (Granularity::SharedAccess, self.opts.max_step_ops),
            (g, _) => (g, self.opts.max_step_ops),
        };
        let (ev, ops) = self.vm.step(
            &mut st,
            t,
            gran,
            m.choice,
            max_ops,
            &mut SearchEnv(&self.cuts, self.vm.prog, self.symmetry.as_ref()),
        );
        if let Event::Choice(c) = ev {
            st.pending = Some((m.thread, c));
        }
        (st, ev, ops)
    }

    /// Which writes must end a superstep (they may change what state properties see).
    ///
    /// Invariants see the globals their functions read (a static over-approximation:
    /// `por::Futures::footprint`), or every write when that cannot be bounded; LTL
    /// propositions see what `opts.visible` says. Both merged once, when the model is made.
    fn visibility(ltl: &Visibility, invariants: Visibility) -> Visibility {
        use Visibility as V;
        match (ltl, invariants) {
            (v, V::Nothing) => v.clone(),
            (V::Nothing, i) => i,
            (V::Ranges(a), V::Ranges(b)) => V::Ranges(a.iter().chain(&b).copied().collect()),
            _ => V::AllWrites,
        }
    }

    /// The spin-loop reduction (RC11): whether thread `t` of `s` (no pending choice) only
    /// spins where it stands, and the access it waits on if so.
    ///
    /// `t` stands at an atomic load (or compare-exchange), and whatever message it reads,
    /// its move there (the access, then its private operations up to its next access)
    /// brings it back to the same op with nothing changed but its own views and its record
    /// of the read ([`crate::vm::weak::rc11::Rc11::only_views_rose`]): the iteration of a
    /// spin loop that finds it must go on (`while (atomic_load(&serving) != ticket);`).
    /// Such a thread does not move from `s`; for the stubborn sets and the supersteps it
    /// waits for an access to what it reads, which alone can give it a message that lets
    /// it out.
    ///
    /// Why no violation is lost: the state `s'` after such a move differs from `s` only in
    /// `t`'s views, which are higher. The RC11 machine is monotone in views: with lower
    /// views a thread can read every message it could read with higher ones (and older
    /// ones), place a store everywhere it could, its release messages carry less, its
    /// accesses are ordered by happens-before after fewer others (so it races where it
    /// raced), and messages dropped as unreadable under the higher views are kept. Every
    /// path from `s'` to a violation is therefore matched, move for move (leaving out `t`'s
    /// further spins), by a path from `s` that is shorter by at least this move, and the
    /// usual induction on the length of the path to a violation carries the stubborn sets'
    /// argument through: a spinning thread is never a seed (it has no move) and, when the
    /// set holds it, D2 pulls in every thread that may write its location, so that nothing
    /// outside the set can end its wait. A state where the only threads that can go on
    /// spin is not a deadlock ([`TransitionSystem::terminal`]): the unreduced search
    /// spins there forever as well.
    ///
    /// `bytes` holds `s`'s canonical bytes without its weak part once an iteration needed
    /// them (shared by the threads of one state: most iterations are told apart by the RC11
    /// state alone).
    fn spin_blocked(&self, s: &State, t: usize, bytes: &mut Option<Vec<u8>>) -> Option<OpAccess> {
        if !self.at_spin_head(s, t) {
            return None;
        }
        let acc = self.vm.at_first_access(s, t)?;
        if let Some(sl) = self.spin_load(s, t) {
            let flags = self.message_stutters_alone(s, t, &sl, bytes);
            return flags.iter().all(|f| f.1).then_some(acc);
        }
        let spins = match self.spin_iteration(s, bytes, t, None) {
            Ok(stutter) => stutter,
            Err(n) => (0..n).all(|k| self.spin_iteration(s, bytes, t, Some(k)) == Ok(true)),
        };
        spins.then_some(acc)
    }

    /// Thread `t` of `s` stands at a spin head ([`spin_heads`]) that is an atomic load of a
    /// location the RC11 state has (and no other location overlaps): that load.
    fn spin_load(&self, s: &State, t: usize) -> Option<SpinLoad> {
        use crate::bytecode::op::{MemOrd, Op};
        use crate::vm::weak::rc11;
        let rc = s.mem.weak.as_deref().and_then(|w| w.rc11())?;
        if !self.at_spin_head(s, t) {
            return None;
        }
        let f = s.threads[t].frames.last()?;
        let &Op::ALoad { ord, .. } = self.prog().funcs[f.func as usize].code.get(f.pc as usize)?
        else {
            return None;
        };
        let a = self.vm.at_first_access(s, t)?.first;
        let k = rc11::key(a.obj, a.lo);
        let li = rc.loc(k)?;
        let tv = rc.threads.get(t)?;
        if tv.done || rc.overlapping(a.obj, a.lo, a.hi).count() != 1 {
            return None;
        }
        Some(SpinLoad {
            li,
            k,
            acquires: ord.acquires(),
            sc: ord == MemOrd::SeqCst,
            // A racing load races whatever it reads (the check comes before the read).
            races: rc.locs[li].race.na_w.racing(t, &tv.cur).is_some(),
        })
    }

    /// The messages thread `t`'s spin load `sl` may read in `s`, newest first (as the
    /// load's choices are numbered), each with whether reading it only sends the thread
    /// round its loop ([`Self::spin_iteration`]). A racing load never does; a load that is
    /// not `seq_cst` asks [`STUTTERS`] first (its iteration changes nothing but the thread's
    /// views and record then, whatever else the RC11 state holds; a `seq_cst` read also
    /// adds `psc` edges that depend on it). `base`: `s` without its pending choice, made
    /// when first needed.
    fn message_stutters(
        &self,
        s: &State,
        t: usize,
        sl: &SpinLoad,
        base: &mut Option<State>,
        bytes: &mut Option<Vec<u8>>,
    ) -> Vec<(u32, bool)> {
        let Some(rc) = s.mem.weak.as_deref().and_then(|w| w.rc11()) else {
            return Vec::new();
        };
        let cands = rc.readable_by(t, sl.li, sl.sc);
        if sl.races {
            return cands.into_iter().map(|mi| (mi, false)).collect();
        }
        let msgs = &rc.locs[sl.li].msgs;
        let n = cands.len();
        let mut out = Vec::with_capacity(n);
        for (i, &mi) in cands.iter().enumerate() {
            let v = msgs[mi as usize].val;
            let known = if sl.sc {
                None
            } else {
                stutter_memo(&s.threads[t], v)
            };
            let stutter = match known {
                Some(k) => k,
                None => {
                    let b = base.get_or_insert_with(|| {
                        let mut b = s.copy();
                        b.pending = None;
                        b
                    });
                    let choice = (n > 1).then_some(i as u64);
                    let r = self.spin_iteration(b, bytes, t, choice) == Ok(true);
                    if !sl.sc {
                        stutter_remember(&s.threads[t], v, r);
                    }
                    r
                }
            };
            out.push((mi, stutter));
        }
        out
    }

    /// [`Self::message_stutters`] for one thread: the copy of `s` it runs on is given back
    /// at once.
    fn message_stutters_alone(
        &self,
        s: &State,
        t: usize,
        sl: &SpinLoad,
        bytes: &mut Option<Vec<u8>>,
    ) -> Vec<(u32, bool)> {
        let mut base = None;
        let flags = self.message_stutters(s, t, sl, &mut base, bytes);
        if let Some(b) = base {
            b.recycle();
        }
        flags
    }

    /// The spin-loop reduction's normal form (RC11): a spinning thread's views are raised to
    /// what it will have observed anyway when it gets out of its loop, so that states that
    /// differ only in how far behind a spinner lags match, and messages only it could read
    /// go.
    ///
    /// Thread `t` stands at the atomic load of a spin head ([`Self::spin_load`]), of
    /// location `x`. Of the messages it may read, its *stutters* only send it round the loop
    /// to the same load with nothing changed but its views ([`Self::message_stutters`]); an
    /// iteration makes no other access, so this depends only on the value and on `t`'s own
    /// state, which stays as it is until `t` reads one of the others, its *exits*. Every
    /// other live thread `u` whose future ([`crate::model::por::future`], the threads it may
    /// create included) may write `x` places those writes after its view of `x`, or, if `u`
    /// spins on `x` too, after the exit it reads first (one readable now, so at or after the
    /// oldest of its exits, or a later message, which by induction is at or after the
    /// bound). So every message `t` could ever exit through lies at or after `B`, the least
    /// of `t`'s oldest exit and those bounds, and carries at least the meet of the exits'
    /// views and, when every write to `x` of a writer is an atomic release, that writer's
    /// `cur` (a release carries the writer's view, which only grows; a relaxed write carries
    /// only its release views, so another writer bounds nothing).
    ///
    /// `t`'s view of `x` is raised to `B`, and, if its load acquires, its view of every
    /// other location to that meet (timestamps only: epochs, which the race checks read, stay
    /// as they are). After any exit `t`'s views are then exactly what they would have been,
    /// and before it `t` only spins: the raised state loses only reads of stutters, which
    /// only raise `t`'s views, so by the monotonicity argument of [`Self::spin_blocked`]
    /// every path of the original state is matched by one of the raised state. The RC11
    /// normal form then runs again and drops what nobody else can read.
    fn raise_spinners(&self, st: &mut State) {
        use crate::model::por::future::{ATOMIC, Fut, RELEASES, conflict};
        use crate::vm::superstep::Access;
        use crate::vm::weak::rc11;
        let Some(fu) = self.vm.weak_futures.as_ref() else {
            return;
        };
        let Some(rc) = st.mem.weak.as_deref().and_then(|w| w.rc11()) else {
            return;
        };
        if !self.spin_heads.iter().any(|h| !h.is_empty())
            || (rc.threads.len()..st.threads.len())
                .any(|t| st.threads[t].status != ThreadStatus::Finished)
        {
            return;
        }
        let pend = st.pending.map(|(t, _)| usize::from(t));
        struct Spinner {
            t: usize,
            sl: SpinLoad,
            /// The messages it may read that let it out.
            exits: Vec<u32>,
        }
        let mut spin: Vec<Spinner> = Vec::new();
        let mut base: Option<State> = None;
        let mut bytes = None;
        for t in 0..st.threads.len() {
            // A thread about to choose the message its load reads is raised too (its
            // choice's count follows below).
            if pend == Some(t) && !matches!(st.pending, Some((_, Choice::Read(_)))) {
                continue;
            }
            let Some(sl) = self.spin_load(st, t) else {
                continue;
            };
            let exits = self
                .message_stutters(st, t, &sl, &mut base, &mut bytes)
                .into_iter()
                .filter(|f| !f.1)
                .map(|f| f.0)
                .collect();
            spin.push(Spinner { t, sl, exits });
        }
        if let Some(b) = base {
            b.recycle();
        }
        // Nothing to do unless some spinner lags behind its exits (or has none yet).
        let may_rise = |sp: &Spinner| {
            let tv = &rc.threads[sp.t];
            let msgs = &rc.locs[sp.sl.li].msgs;
            if sp.exits.is_empty() {
                return true;
            }
            let e0 = sp.exits.iter().copied().min().unwrap_or(0);
            tv.cur.ts(sp.sl.k) < e0
                || sp.sl.acquires
                    && sp.exits.iter().all(|&e| {
                        msgs[e as usize]
                            .view
                            .ts
                            .iter()
                            .any(|&(k, t)| k != sp.sl.k && t > tv.cur.ts(k))
                    })
        };
        if !spin.iter().any(may_rise) {
            return;
        }
        // Per live thread and spun-on location: whether its future (its children's
        // included) may write there, and whether every such write is an atomic release.
        let mut futs: Vec<Fut> = Vec::new();
        let mut writes: Vec<(usize, rc11::Key, bool)> = Vec::new();
        for (u, tv) in rc.threads.iter().enumerate() {
            if tv.done {
                continue;
            }
            futs.clear();
            fu.thread_future(&self.vm, st, u, &mut futs);
            for sp in &spin {
                if writes.iter().any(|w| w.0 == u && w.1 == sp.sl.k) {
                    continue;
                }
                let (obj, lo) = rc11::unkey(sp.sl.k);
                let probe = Access {
                    obj,
                    lo,
                    hi: lo + u64::from(rc.locs[sp.sl.li].size),
                    write: false,
                };
                let mut any = false;
                let mut rel = true;
                for f in futs
                    .iter()
                    .filter(|f| f.acc.write && conflict(&probe, &f.acc))
                {
                    any = true;
                    rel &= f.atomic & (ATOMIC | RELEASES) == ATOMIC | RELEASES;
                }
                if any {
                    writes.push((u, sp.sl.k, rel));
                }
            }
        }
        // The meet of two lower bounds (`None`: no bound yet).
        fn meet(a: Option<rc11::Ts>, b: &[(rc11::Key, u32)]) -> Option<rc11::Ts> {
            Some(match a {
                None => rc11::Ts::from_slice(b),
                Some(a) => a
                    .iter()
                    .filter_map(|&(k, t)| {
                        let o = rc11::ts_get(b, k);
                        (o > 0).then_some((k, t.min(o)))
                    })
                    .collect(),
            })
        }
        let mut raise: Vec<(usize, rc11::Key, u32, rc11::Ts)> = Vec::new();
        for sp in &spin {
            let msgs = &rc.locs[sp.sl.li].msgs;
            let last = msgs.len() as u32 - 1;
            // Where its exits lie at the earliest, and what views they carry at least.
            let mut at = sp.exits.iter().copied().min().unwrap_or(u32::MAX);
            let mut carry: Option<rc11::Ts> = None;
            for &e in &sp.exits {
                carry = meet(carry, &msgs[e as usize].view.ts);
            }
            for &(u, _, rel) in writes.iter().filter(|w| w.1 == sp.sl.k && w.0 != sp.t) {
                let cur = &rc.threads[u].cur;
                at = at.min(match spin.iter().find(|o| o.t == u && o.sl.k == sp.sl.k) {
                    // It writes only after reading one of its own exits, or a later message.
                    Some(o) => o.exits.iter().copied().min().unwrap_or(u32::MAX),
                    None => cur.ts(sp.sl.k),
                });
                // A release carries the writer's view, which only grows.
                carry = meet(carry, if rel { &cur.ts } else { &[] });
            }
            let at = at.min(last);
            let mut views = rc11::Ts::new();
            if sp.sl.acquires
                && let Some(c) = carry
            {
                views = c.into_iter().filter(|&(k, _)| k != sp.sl.k).collect();
            }
            let tv = &rc.threads[sp.t];
            views.retain(|&mut (k, t)| t > tv.cur.ts(k));
            if at > tv.cur.ts(sp.sl.k) || !views.is_empty() {
                raise.push((sp.t, sp.sl.k, at, views));
            }
        }
        if raise.is_empty() {
            return;
        }
        let Some(rc) = st
            .mem
            .weak
            .as_mut()
            .map(std::sync::Arc::make_mut)
            .and_then(|w| w.rc11_mut())
        else {
            return;
        };
        for (t, k, at, views) in raise {
            let tv = rc.thread(t);
            tv.cur.raise(k, at);
            tv.acq.raise(k, at);
            tv.cur.join_ts(&views);
            tv.acq.join_ts(&views);
        }
        self.vm.renormalise(st);
        // A pending load now has fewer messages to choose from.
        if let Some(t) = pend
            && let Some(sp) = spin.iter().find(|sp| sp.t == t)
            && let Some(rc) = st
                .mem
                .weak
                .as_mut()
                .map(std::sync::Arc::make_mut)
                .and_then(|w| w.rc11_mut())
            && let Some(li) = rc.loc(sp.sl.k)
        {
            let n = rc.readable(t, li, sp.sl.sc, false).len() as u64;
            st.pending = Some((t as u16, Choice::Read(n)));
        }
    }

    /// Whether thread `t` of `s` stands at an op that may head a spin loop ([`spin_heads`]).
    fn at_spin_head(&self, s: &State, t: usize) -> bool {
        s.threads[t].frames.last().is_some_and(|f| {
            self.spin_heads
                .get(f.func as usize)
                .is_some_and(|h| h.binary_search(&f.pc).is_ok())
        })
    }

    /// One move of thread `t` from `base` (no pending choice; `bytes`: see
    /// [`Self::spin_blocked`])
    /// as a choice move runs it (to its next access), reading message `choice` at its load:
    /// whether it only raised `t`'s views (see [`Self::spin_blocked`]); `Err(n)` if the
    /// load has `n` messages to choose from and no `choice` was given.
    fn spin_iteration(
        &self,
        base: &State,
        bytes: &mut Option<Vec<u8>>,
        t: usize,
        choice: Option<u64>,
    ) -> Result<bool, u64> {
        let mut st = base.copy();
        st.pending = None;
        let mut env = QuietEnv(false);
        let (ev, _) = self.vm.step_raw(
            &mut st,
            t,
            Granularity::SharedAccess,
            choice,
            self.opts.max_step_ops,
            &mut env,
        );
        let r = match ev {
            Event::Choice(Choice::Read(n)) if choice.is_none() => Err(n),
            Event::Yield if !env.0 && st.pending.is_none() => {
                Ok(self.only_views_rose(base, bytes, &mut st, t))
            }
            _ => Ok(false),
        };
        st.recycle();
        r
    }

    /// Whether `after` is `before` (no pending choice; its canonical bytes without the weak
    /// part in `bytes`, made here when first needed) with nothing changed but thread `t`'s
    /// RC11 views raised ([`crate::vm::weak::rc11::Rc11::only_views_rose`]); `after` is not
    /// normalised, and loses its weak state for the comparison of the rest.
    fn only_views_rose(
        &self,
        before: &State,
        bytes: &mut Option<Vec<u8>>,
        after: &mut State,
        t: usize,
    ) -> bool {
        let (Some(wa), Some(wb)) = (after.mem.weak.as_deref(), before.mem.weak.as_deref()) else {
            return false;
        };
        let (Some(ra), Some(rb)) = (wa.rc11(), wb.rc11()) else {
            return false;
        };
        if !ra.only_views_rose(rb, t) {
            return false;
        }
        // Everything else: the canonical bytes without the weak part (compared above).
        after.mem.weak = None;
        let bytes = bytes.get_or_insert_with(|| {
            let mut b = Vec::new();
            let mut plain = before.copy();
            plain.mem.weak = None;
            self.vm.canonical(&plain, &mut b);
            plain.recycle();
            b
        });
        let mut x = Vec::with_capacity(bytes.len());
        self.vm.canonical(after, &mut x);
        x == *bytes
    }

    /// Runs thread `t` of a copy of `s` through its private operations, up to just before its
    /// first access (a shared memory access, library call, atomic section or exit): the
    /// state there, the ops run and that op's accesses. When the thread's step ended before
    /// one (a fault, the rest of an atomic section, a private loop that reached the op
    /// limit, an exit no other thread can observe), there is no first access but the
    /// step's table: the exit's when the thread finished, else everything.
    fn private_prefix(&self, s: &State, t: usize) -> (State, u64, Result<OpAccess, Table>) {
        let (st, ops, first, _) = self.private_prefix_ev(s, t);
        (st, ops, first)
    }

    /// [`Self::private_prefix`], and whether the step stopped at a nondeterministic choice.
    fn private_prefix_ev(
        &self,
        s: &State,
        t: usize,
    ) -> (State, u64, Result<OpAccess, Table>, bool) {
        // Most threads stand at their first access already (a superstep runs its private
        // operations to just before the next one): nothing to run.
        if let Some(a) = self.vm.at_first_access(s, t) {
            #[cfg(debug_assertions)]
            {
                let (st, ops, first, choice) = self.private_prefix_run(s, t);
                debug_assert!(ops == 0 && first == Ok(a) && !choice && self.same_state(&st, s));
                st.recycle();
            }
            return (s.copy(), 0, Ok(a), false);
        }
        self.private_prefix_run(s, t)
    }

    /// [`Self::private_prefix_ev`] by running the thread.
    fn private_prefix_run(
        &self,
        s: &State,
        t: usize,
    ) -> (State, u64, Result<OpAccess, Table>, bool) {
        let mut st = s.copy();
        let peek = Superstep {
            stop_after: true,
            ..Superstep::default()
        };
        let (ev, ops, peek) = self.vm.step_sup(
            &mut st,
            t,
            Granularity::Superstep,
            None,
            self.opts.max_step_ops,
            Some(peek),
            &mut SearchEnv(&self.cuts, self.vm.prog, self.symmetry.as_ref()),
        );
        let own = peek.map(|p| p.own).unwrap_or_default();
        let first = match ev {
            Event::Yield if own.acc.is_empty() && ops < self.opts.max_step_ops => {
                self.vm.next_access(&st, t).ok_or(Table::op([Access::ALL]))
            }
            // Only the exit (which is recorded, not tested, when no other thread can see
            // the stack it frees) ran after the private operations.
            Event::ThreadFinished if !own.acc.is_empty() => Err(own),
            _ => Err(Table::op([Access::ALL])),
        };
        let choice = matches!(ev, Event::Choice(_));
        (st, ops, first, choice)
    }

    /// Computes the supersteps of the enabled threads `ts` of `s`, in thread order, and
    /// records their lengths (see `vm::superstep` for why this order makes the reduction
    /// deterministic and sound). With the stubborn-set reduction, returns the threads to
    /// expand (`None`: all of `ts`).
    ///
    /// Each thread is first advanced through its private operations up to its first access
    /// (its first table entry, which the threads before it are tested against); its
    /// superstep then continues from there. A thread that is not enabled contributes the
    /// access that would enable it as a one-entry table of its own, so that a superstep ends
    /// right after an unlock, signal or exit that lets another thread run.
    ///
    /// The lengths go to `ops` (by thread id, 0 where not computed), the commuting moves to
    /// `commute` (see [`MoveAux::commute`], by thread id; left empty without sleep sets),
    /// the successors kept (see [`SuperAux`]) to `ends`. Under TSO the selection also says which
    /// store buffers flush (the second list).
    #[allow(clippy::too_many_arguments)]
    fn supersteps(
        &self,
        s: &State,
        ts: &[usize],
        reasons: &[Option<BlockReason>],
        spinning: &[(usize, OpAccess)],
        ops_of: &mut Vec<u64>,
        commute: &mut Vec<u64>,
        ends: &mut Vec<End>,
    ) -> Option<(Vec<usize>, Vec<usize>)> {
        ops_of.clear();
        ops_of.resize(s.threads.len(), 0);
        let por = self.por.as_ref().filter(|_| ts.len() > 1);
        // (state after the private prefix, its ops, whether the superstep may go on), and
        // the access tables: buffers kept per OS thread (`SCRATCH`), refilled in place so
        // that the tables' access vectors keep their capacity from state to state.
        let (mut starts, mut tables) = SCRATCH.with(|c| std::mem::take(&mut *c.borrow_mut()));
        let mut facts = POR_SCRATCH.with(|c| std::mem::take(&mut c.borrow_mut().2));
        starts.clear();
        facts.clear();
        let mut used = 0;
        for &t in ts {
            let (st, ops, first, choice) = self.private_prefix_ev(s, t);
            match first {
                Ok(a) => {
                    refill(&mut tables, used, a.iter());
                    starts.push((st, ops, true));
                }
                // The step ended on its own (an atomic section's rest, a fault, a private
                // loop, the thread's exit): that is the superstep.
                Err(table) => {
                    put(&mut tables, used, table);
                    starts.push((st, ops, false));
                }
            }
            facts.push((choice, false));
            used += 1;
        }
        // Private operations first: a thread before private operations may run them alone
        // (the other threads cannot tell, and nothing a property reads changes), unless that
        // would not take it forward (a private loop: the cycle proviso). It is the fallback
        // when the stubborn sets below find no single thread to move.
        let private = por.and_then(|p| {
            let i = ts.iter().zip(&starts).position(|(&t, (st, ops, go_on))| {
                *go_on
                    && *ops > 0
                    && por::forward(&p.futures, self.prog(), &s.threads[t], &st.threads[t])
            })?;
            Some((i, starts[i].1))
        });
        // One `others` for all threads: the tables of the enabled threads (thread `i`'s
        // own left out by `skip`), then the waiting threads' enabling accesses. Thread `i`'s
        // entry becomes its whole superstep once computed, so later threads test against
        // the earlier threads' supersteps and the later threads' first accesses.
        let n_enabled = used;
        for t in (0..s.threads.len()).filter(|t| !ts.contains(t)) {
            if let Some(r) = reasons[t] {
                refill(&mut tables, used, [self.vm.wait_access_for(r)]);
                used += 1;
            } else if let Some((_, a)) = spinning.iter().find(|(u, _)| *u == t) {
                // A spinning thread waits on what its load reads.
                refill(&mut tables, used, a.iter());
                used += 1;
            }
        }
        if self.weak_tso {
            // The store buffers' flushes (TSO) are moves too: a flush's table is the
            // buffer's head and the bytes its entry writes; an empty buffer's flush is
            // enabled by its thread's next store (the buffer's tail).
            for t in 0..s.threads.len() {
                if let Some(a) = self.vm.flush_access(s, t) {
                    refill(&mut tables, used, a);
                    used += 1;
                } else if s.threads[t].status != ThreadStatus::Finished {
                    refill(&mut tables, used, [Access::buffer_tail(t)]);
                    used += 1;
                }
            }
        }
        tables.truncate(used);
        let mut sup = Superstep {
            others: tables,
            strict: self.opts.properties.races,
            visible: self.visible.clone(),
            ..Superstep::default()
        };
        for (i, (&t, (mut st, prefix, go_on))) in ts.iter().zip(starts.drain(..)).enumerate() {
            if !go_on {
                ops_of[t] = prefix.max(1);
                if let Some(p) = por {
                    facts[i].1 = facts[i].0
                        || !por::forward(&p.futures, self.prog(), &s.threads[t], &st.threads[t]);
                }
                st.recycle();
                continue;
            }
            let mut s1 = std::mem::take(&mut sup);
            s1.begin(i);
            let (ev, ops, back) = self.vm.step_sup(
                &mut st,
                t,
                Granularity::Superstep,
                None,
                self.opts.max_step_ops.saturating_sub(prefix).max(1),
                Some(s1),
                &mut SearchEnv(&self.cuts, self.vm.prog, self.symmetry.as_ref()),
            );
            ops_of[t] = (prefix + ops).max(1);
            sup = back.expect("step_sup hands its superstep back");
            debug_assert!(i < n_enabled);
            std::mem::swap(&mut sup.others[i], &mut sup.own);
            if let Some(p) = por {
                // A move that stops at a nondeterministic choice leads to a state where only
                // this thread moves: counted as backward, so that a cycle through choices
                // still has a fully expanded state (see `por`).
                facts[i].1 = matches!(ev, Event::Choice(_))
                    || !por::forward(&p.futures, self.prog(), &s.threads[t], &st.threads[t]);
            }
            // A superstep that ended blocked on a lock, join or await is kept as the move
            // leaves it: stopped at that call, runnable (`Vm::normalise_block`).
            let blocked = matches!(ev, Event::Blocked);
            if blocked {
                self.vm.normalise_block(&mut st, t, &ev);
            }
            if matches!(ev, Event::Yield | Event::Blocked)
                && (1..=ENDS_MAX_OPS).contains(&(prefix + ops))
                && st.mem.sym.is_none()
                && st.is_small()
            {
                ends.push(End {
                    thread: t,
                    ops: prefix + ops,
                    blocked,
                    bytes: 0,
                    state: st,
                });
            } else {
                st.recycle();
            }
        }
        let tables = std::mem::take(&mut sup.others);
        commute.clear();
        if por.is_some() && self.opts.sleep_sets {
            commute_bits(ts, &tables[..n_enabled], &facts, commute);
        }
        let selection = por.and_then(|p| {
            let (sel, fl) =
                self.stubborn(p, s, ts, reasons, spinning, &tables[..n_enabled], &facts);
            // Movers are the enabled threads (indices into `ts`), then the store buffers
            // with something to flush (TSO; `fl`).
            let n = ts.len() + fl.len();
            let split = |c: &[usize]| -> (Vec<usize>, Vec<usize>) {
                let threads = c
                    .iter()
                    .filter(|&&i| i < ts.len())
                    .map(|&i| ts[i])
                    .collect();
                let flushes = c
                    .iter()
                    .filter(|&&i| i >= ts.len())
                    .map(|&i| fl[i - ts.len()])
                    .collect();
                (threads, flushes)
            };
            match (sel, private) {
                (Ok(c), _) if c.len() == 1 => {
                    p.counters.state(n, 1, None);
                    Some(split(&c))
                }
                (_, Some((i, ops))) => {
                    ops_of[ts[i]] = ops;
                    commute.clear();
                    p.counters.add(por::Counter::PrivateFirst, 1);
                    p.counters.state(n, 1, None);
                    Some((vec![ts[i]], Vec::new()))
                }
                (Ok(c), None) => {
                    p.counters.state(n, c.len(), None);
                    Some(split(&c))
                }
                (Err(why), None) => {
                    p.counters.state(n, n, Some(why));
                    None
                }
            }
        });
        SCRATCH.with(|c| *c.borrow_mut() = (starts, tables));
        POR_SCRATCH.with(|c| c.borrow_mut().2 = facts);
        selection
    }

    /// The stubborn set of state `s` (see [`por::stubborn`]): which of the enabled threads
    /// `ts` to expand (indices into `ts`), given their superstep tables and (choice,
    /// backward) facts, or why all of them.
    #[allow(clippy::too_many_arguments)]
    fn stubborn(
        &self,
        p: &Por,
        s: &State,
        ts: &[usize],
        reasons: &[Option<BlockReason>],
        spinning: &[(usize, OpAccess)],
        tables: &[Table],
        facts: &[(bool, bool)],
    ) -> (por::Selection, Vec<usize>) {
        let n = s.threads.len();
        // Under TSO each store buffer is a process of its own, numbered `n + t`.
        let nt = if self.weak_tso { 2 * n } else { n };
        let (mut future, mut waiting, f2) =
            POR_SCRATCH.with(|c| std::mem::take(&mut *c.borrow_mut()));
        if future.len() < nt {
            future.resize_with(nt, Vec::new);
        }
        waiting.clear();
        for (t, fut) in future.iter_mut().enumerate().take(n) {
            fut.clear();
            p.futures.thread_future(&self.vm, s, t, fut);
            if !ts.contains(&t) && s.threads[t].status != ThreadStatus::Finished {
                // A spinning thread (the spin-loop reduction) is enabled by a write to
                // what it reads.
                let spin = spinning.iter().find(|(u, _)| *u == t).map(|(_, a)| a.first);
                waiting.push(por::stubborn::Waiter {
                    thread: t,
                    enable: reasons[t].map(|r| self.vm.wait_access_for(r)).or(spin),
                    holder: reasons[t].and_then(|r| self.vm.lock_holder_for(s, r)),
                });
            }
        }
        let mut fl: Vec<usize> = Vec::new();
        let mut ftables: Vec<[Access; 2]> = Vec::new();
        if self.weak_tso {
            for t in 0..n {
                // The thread may store (the buffer's tail) and drain (its head) from now on;
                // its buffer will flush what it holds and every store the thread may make.
                let finished = s.threads[t].status == ThreadStatus::Finished;
                let mut ff: Vec<por::future::Fut> = Vec::new();
                if !finished {
                    ff.extend(
                        future[t]
                            .iter()
                            .filter(|f| f.acc.write && !f.lock_op)
                            .copied(),
                    );
                    let mut both = Access::buffer_head(t);
                    both.hi = 3;
                    future[t].push(por::future::Fut {
                        acc: both,
                        lock_op: false,
                        atomic: 0,
                    });
                }
                if let Some(b) = s
                    .mem
                    .weak
                    .as_deref()
                    .and_then(crate::vm::weak::WeakMem::tso)
                {
                    for e in b.buf(t) {
                        let (obj, lo, hi) = e.range(&self.vm.codec);
                        ff.push(por::future::Fut {
                            acc: Access {
                                obj,
                                lo,
                                hi: hi.max(lo + 1),
                                write: true,
                            },
                            lock_op: false,
                            atomic: 0,
                        });
                    }
                }
                ff.push(por::future::Fut {
                    acc: Access::buffer_head(t),
                    lock_op: false,
                    atomic: 0,
                });
                future[n + t] = ff;
                match self.vm.flush_access(s, t) {
                    Some(a) => {
                        fl.push(t);
                        ftables.push(a);
                    }
                    None if !finished => waiting.push(por::stubborn::Waiter {
                        thread: n + t,
                        enable: Some(Access::buffer_tail(t)),
                        holder: None,
                    }),
                    None => {}
                }
            }
        }
        let vis = &self.visible;
        let movers: Vec<por::Mover<'_>> = ts
            .iter()
            .zip(tables)
            .zip(facts)
            .map(|((&t, tb), &(_, backward))| {
                let th = &s.threads[t];
                por::Mover {
                    thread: t,
                    table: &tb.acc,
                    visible: tb.acc.iter().any(|a| vis.sees(a)),
                    backward,
                    spurious_only: matches!(
                        th.status,
                        ThreadStatus::Blocked(crate::vm::state::BlockReason::CondWait(_))
                    ) && matches!(
                        th.sync,
                        crate::vm::state::SyncPhase::CondWaiting { .. }
                    ),
                }
            })
            .collect();
        let mut movers = movers;
        for (&t, tb) in fl.iter().zip(&ftables) {
            movers.push(por::Mover {
                thread: n + t,
                table: tb,
                visible: tb.iter().any(|a| vis.sees(a)),
                // A flush never comes back to where it was (its buffer only shrinks): along
                // any cycle some thread moves, and its backward move expands fully.
                backward: false,
                spurious_only: false,
            });
        }
        let sel = por::select(&movers, &waiting, &future[..nt], nt);
        POR_SCRATCH.with(|c| *c.borrow_mut() = (future, waiting, f2));
        (sel, fl)
    }

    /// A data race in `s`: two enabled threads whose next accesses overlap, at least one a
    /// write, not both atomic.
    /// Under `superstep` a thread may stand before private operations: its next access is
    /// then found on a copy advanced through them.
    fn race(&self, s: &State) -> Option<Violation> {
        let n = s.threads.len();
        let mut ahead: Vec<Option<State>> = vec![None; n];
        let acc: Vec<Option<OpAccess>> = (0..n)
            .map(|t| {
                if !(self.vm.enabled(s, t) && s.threads[t].status == ThreadStatus::Runnable) {
                    return None;
                }
                // The memory the access touches (under tso a store's bytes, not its buffer).
                let next = self.vm.next_memory_access(s, t);
                if next.is_some() || self.opts.granularity != Granularity::Superstep {
                    return next;
                }
                let (st, _, first) = self.private_prefix(s, t);
                let first = first.ok().and(self.vm.next_memory_access(&st, t));
                ahead[t] = Some(st);
                first
            })
            .collect();
        let view = |t: usize| ahead[t].as_ref().unwrap_or(s);
        for a in 0..n {
            let Some(oa) = acc[a] else {
                continue;
            };
            // A thread that stands for more than one (the counter abstraction's flag)
            // races with itself: two of its threads may stand at that access.
            let from = if s.threads[a].many { a } else { a + 1 };
            for (b, acc_b) in acc.iter().enumerate().skip(from) {
                let Some(ob) = *acc_b else {
                    continue;
                };
                if oa.atomic && ob.atomic {
                    continue;
                }
                let pair = oa.iter().filter(|x| x.is_memory()).find_map(|xa| {
                    ob.iter()
                        .filter(|x| x.is_memory())
                        .find(|xb| xa.conflicts(xb))
                        .map(|xb| (xa, xb))
                });
                let Some((xa, xb)) = pair else {
                    continue;
                };
                if matches!(
                    s.mem.objs.get(xa.obj as usize).map(|o| o.kind),
                    Some(ObjKind::Constant) | None
                ) {
                    continue;
                }
                let (wa, wb) = (xa.write, xb.write);
                let what = self
                    .vm
                    .describe_addr(s, self.vm.codec.encode(xa.obj, xa.lo.max(xb.lo)));
                let side = |t: usize, w: bool| {
                    let f = view(t).threads[t].frames.last().expect("frame");
                    let loc = self.prog().loc_at(f.func, f.pc);
                    format!(
                        "thread {t} {} at {}",
                        if w { "writes" } else { "reads" },
                        self.prog().srcmap.describe(loc)
                    )
                };
                let fa = view(a).threads[a].frames.last().expect("frame");
                let fb = view(b).threads[b].frames.last().expect("frame");
                return Some(Violation {
                    kind: ViolationKind::DataRace,
                    msg: format!("on {what}: {} and {}", side(a, wa), side(b, wb)),
                    thread: a as u16,
                    stack: vec![
                        CodePos {
                            func: fa.func,
                            pc: fa.pc,
                        },
                        CodePos {
                            func: fb.func,
                            pc: fb.pc,
                        },
                    ],
                });
            }
        }
        None
    }

    /// Heap blocks that nothing points to any more when the program has ended: a
    /// conservative scan from the roots (globals, thread-local copies, `argv`, the live stack
    /// objects and the registers of frames still on a stack, e.g. after `exit()`), following
    /// every pointer-sized aligned word that decodes to a live heap block (interior pointers
    /// count). An integer that happens to look like a pointer to a block keeps it alive (a
    /// missed leak, never a false one).
    fn leak(&self, s: &State) -> Option<Violation> {
        let mem = &s.mem;
        let codec = self.vm.codec;
        let psize = u64::from(self.prog().dl.ptr_size);
        let mut seen = vec![false; mem.objs.len()];
        let mut work: Vec<u32> = Vec::new();
        let mark = |v: u64, seen: &mut Vec<bool>, work: &mut Vec<u32>| {
            let (id, off) = codec.decode(v);
            if let Some(o) = mem.objs.get(id as usize)
                && o.kind == ObjKind::Heap
                && off <= u64::from(o.cap)
                && !seen[id as usize]
            {
                seen[id as usize] = true;
                work.push(id);
            }
        };
        for (id, o) in mem.objs.iter().enumerate() {
            let root = matches!(o.kind, ObjKind::Global | ObjKind::Tls | ObjKind::Args)
                || (o.kind == ObjKind::Stack && o.size > 0);
            if root {
                seen[id] = true;
                work.push(id as u32);
            }
        }
        // Live registers only: a register file keeps stale values of returned frames.
        for th in &s.threads {
            let n = th.depth();
            let mut k = 0;
            th.for_each_frame(|f, regs| {
                k += 1;
                self.vm
                    .live_regs(f, regs, k == n, None, |v| mark(v, &mut seen, &mut work));
            });
        }
        while let Some(id) = work.pop() {
            let o = mem.objs[id as usize];
            let mut bytes = vec![0u8; o.cap as usize];
            mem.read_at(o.loc(), &mut bytes);
            for w in bytes.chunks_exact(psize as usize) {
                let mut v = 0u64;
                for (i, b) in w.iter().enumerate() {
                    v |= u64::from(*b) << (8 * i);
                }
                if v != 0 {
                    mark(v, &mut seen, &mut work);
                }
            }
        }
        let lost: Vec<(usize, u32)> = mem
            .objs
            .iter()
            .enumerate()
            .filter(|(id, o)| o.kind == ObjKind::Heap && !seen[*id])
            .map(|(id, o)| (id, o.cap))
            .collect();
        let (first, size) = *lost.first()?;
        Some(Violation {
            kind: ViolationKind::MemoryLeak,
            msg: format!(
                "{} heap block{} no longer pointed to when the program ended (heap object #{first}, \
                 {size} bytes{})",
                lost.len(),
                if lost.len() == 1 { " is" } else { "s are" },
                if lost.len() > 1 { ", and others" } else { "" }
            ),
            thread: 0,
            stack: Vec::new(),
        })
    }

    /// Runs abstraction function `f` on a scratch copy of `s` and returns the bytes it wrote.
    pub fn abstract_state(&self, s: &State, f: u32) -> Result<Vec<u8>, String> {
        const CAP: u64 = 4096;
        let mut st = s.clone();
        st.pending = None;
        let t = self.vm.new_thread(&mut st, None)?;
        let roots = crate::vm::canon::ThreadRoots::of(&self.vm, &st.threads);
        let id = st
            .mem
            .alloc(ObjKind::Heap, CAP, t as u16, &roots)
            .map_err(|_| "no memory for the abstraction buffer".to_string())?;
        let buf = self.vm.codec.encode(id, 0);
        self.vm.push_frame(&mut st, t, f, &[buf, CAP]);
        let mut fuel = 1 << 24;
        let mut env = SearchEnv(&self.cuts, self.vm.prog, self.symmetry.as_ref());
        loop {
            match self.vm.run(&mut st, t, &mut fuel, &mut env) {
                Event::ThreadFinished | Event::Exit(_) => break,
                Event::Yield => {}
                Event::Violation(v) => return Err(format!("{}: {}", v.kind.name(), v.msg)),
                Event::Failure(f) => return Err(f.msg),
                other => return Err(format!("stopped: {other:?}")),
            }
        }
        let n = st.threads[t].retval.min(CAP);
        st.mem.read(buf, n).map(|b| b.to_vec()).map_err(|f| f.msg)
    }

    /// Evaluates invariant function `f` in a scratch copy of `s`: `Some(false)` if it
    /// returned 0, `None` if it could not be evaluated.
    pub fn eval_function(&self, s: &State, f: u32) -> Result<u64, String> {
        let mut st = s.clone();
        st.pending = None;
        let t = self.vm.new_thread(&mut st, None)?;
        self.vm.push_frame(&mut st, t, f, &[]);
        let mut fuel = 1 << 24;
        let mut env = SearchEnv(&self.cuts, self.vm.prog, self.symmetry.as_ref());
        loop {
            match self.vm.run(&mut st, t, &mut fuel, &mut env) {
                Event::ThreadFinished | Event::Exit(_) => return Ok(st.threads[t].retval),
                Event::Violation(v) if v.kind == ViolationKind::ThreadIdentity => {
                    // The invariant depends on which thread a handle names: the search
                    // starts again without the symmetry reduction (`symmetry`), and the
                    // invariant is taken to hold until then.
                    if let Some(sym) = &self.symmetry {
                        sym.broken_by(&v, self.prog());
                    }
                    return Ok(1);
                }
                Event::Violation(v) => return Err(format!("{}: {}", v.kind.name(), v.msg)),
                Event::Failure(f) => return Err(f.msg),
                Event::Yield => {}
                other => return Err(format!("stopped: {other:?}")),
            }
        }
    }
}

/// The split `s` is stopped at when it has more outcomes than are listed
/// ([`MAX_LISTED_CHOICES`]): its thread and number of outcomes.
fn unlisted_split(s: &State) -> Option<(u16, u64)> {
    match s.pending {
        Some((t, Choice::Split(n))) if n > MAX_LISTED_CHOICES => Some((t, n)),
        _ => None,
    }
}

/// What a [`CProgram`] records during a search that bears on the verdict
/// ([`TransitionSystem::record`]).
#[derive(serde::Serialize, serde::Deserialize)]
struct Record {
    nondet_truncated: bool,
    bound_cut: bool,
    cuts: (u64, u64, Option<String>, Option<String>),
    /// The symmetry reduction met a thread's identity.
    #[serde(default)]
    identity: Option<symmetry::IdentityUse>,
}

impl TransitionSystem for CProgram<'_> {
    type State = State;
    type Label = Move;
    type Violation = Violation;
    type Aux = SuperAux;

    fn initial(&self) -> State {
        self.initial.clone()
    }

    fn record(&self) -> Vec<u8> {
        let r = Record {
            nondet_truncated: self.nondet_truncated.load(Ordering::Relaxed),
            bound_cut: self.bound_cut.load(Ordering::Relaxed),
            cuts: self.cuts.export(),
            identity: self.symmetry.as_ref().and_then(|s| s.broken()),
        };
        serde_json::to_vec(&r).expect("a record serialises")
    }

    fn absorb_record(&self, bytes: &[u8]) -> Result<(), String> {
        let r: Record = serde_json::from_slice(bytes)
            .map_err(|e| format!("the model's record in the checkpoint does not read: {e}"))?;
        if r.nondet_truncated {
            self.nondet_truncated.store(true, Ordering::Relaxed);
        }
        if r.bound_cut {
            self.bound_cut.store(true, Ordering::Relaxed);
        }
        self.cuts.absorb(r.cuts);
        if let (Some(u), Some(s)) = (r.identity, &self.symmetry) {
            s.absorb(u);
        }
        Ok(())
    }

    /// A lazy input's split: an outcome is drawn with the probability that a value drawn
    /// uniformly from the domain falls into it (`Thread::split_sizes`), or uniformly
    /// ([`InputDraw`]); a concretising use draws one value of the domain uniformly (a
    /// random walk is not limited by `--nondet-k`: it draws one value, it lists none).
    fn random_move(
        &self,
        s: &State,
        aux: &mut SuperAux,
        draw: &mut dyn FnMut(u128) -> u128,
    ) -> Option<Move> {
        let (t, Choice::Split(n)) = s.pending? else {
            return None;
        };
        aux.clear();
        let i = match &s.threads[usize::from(t)].split_sizes {
            Some(sizes)
                if sizes.len() as u64 == n && self.opts.input_draw == InputDraw::Uniform =>
            {
                let total = sizes.iter().fold(0u128, |a, &z| a.saturating_add(z));
                let mut r = draw(total.max(1));
                sizes.iter().position(|&z| {
                    if r < z {
                        true
                    } else {
                        r -= z;
                        false
                    }
                })? as u64
            }
            _ => draw(u128::from(n)) as u64,
        };
        Some(Move::choose(t, i))
    }

    /// A spurious wakeup: the step of a thread blocked in an untimed `pthread_cond_wait`
    /// that nobody signalled (with spurious wakeups on). It is what the C library may do,
    /// not what the program asks for; a program that waits in a loop re-checks its condition
    /// and waits again. A timed wait's timeout is not idle: the program asked for it and
    /// goes on differently (`ETIMEDOUT`).
    fn idle(&self, s: &State, m: &Move) -> bool {
        self.vm.cfg.spurious_wakeups
            && m.choice.is_none()
            && !m.flush
            && s.threads.get(usize::from(m.thread)).is_some_and(|th| {
                matches!(
                    th.status,
                    ThreadStatus::Blocked(crate::vm::state::BlockReason::CondWait(_))
                ) && matches!(
                    th.sync,
                    crate::vm::state::SyncPhase::CondWaiting { timed: false, .. }
                )
            })
    }

    fn has_move(&self, s: &State, m: &Move, listed: &[Move]) -> bool {
        listed.contains(m)
            || unlisted_split(s)
                .is_some_and(|(t, n)| m.thread == t && m.choice.is_some_and(|i| i < n))
    }

    fn transitions(&self, s: &State, out: &mut Vec<Move>, aux: &mut SuperAux) {
        aux.clear();
        if let Some((t, c)) = s.pending {
            if unlisted_split(s).is_some() {
                // Only a random walk draws among so many values (`random_move`).
                return;
            }
            let mut alts = self.alternatives(c);
            if self.spin && matches!(c, Choice::Read(_)) && self.at_spin_head(s, usize::from(t)) {
                // The spin-loop reduction: of the messages a load may read, those that only
                // send the thread round its loop to this load again (its views raised) are
                // left out where another one can be read (see `spin_blocked`).
                let t = usize::from(t);
                let mut bytes = None;
                let keep: Vec<u64> = match self.spin_load(s, t) {
                    Some(sl) => {
                        let flags = self.message_stutters_alone(s, t, &sl, &mut bytes);
                        alts.iter()
                            .copied()
                            .filter(|&v| flags.get(v as usize).is_none_or(|f| !f.1))
                            .collect()
                    }
                    None => {
                        let mut base = s.copy();
                        base.pending = None;
                        let keep = alts
                            .iter()
                            .copied()
                            .filter(|&v| {
                                self.spin_iteration(&base, &mut bytes, t, Some(v)) != Ok(true)
                            })
                            .collect();
                        base.recycle();
                        keep
                    }
                };
                if !keep.is_empty() {
                    alts = keep;
                }
            }
            for v in alts {
                out.push(Move::choose(t, v));
            }
            return;
        }
        // The enabled threads, and what each thread waits for (looked at once per state).
        let mut ts: Vec<usize> = Vec::with_capacity(s.threads.len());
        let mut reasons = REASONS.with(|c| std::mem::take(&mut *c.borrow_mut()));
        self.vm.enabled_threads(s, &mut ts, &mut reasons);
        // The spin-loop reduction: threads that only spin where they stand wait instead.
        let mut spinning: Vec<(usize, OpAccess)> = Vec::new();
        if self.spin {
            let mut bytes = None;
            ts.retain(|&t| match self.spin_blocked(s, t, &mut bytes) {
                Some(a) => {
                    spinning.push((t, a));
                    false
                }
                None => true,
            });
        }
        // The symmetry reduction: the threads in the representative's order.
        self.symmetry_order(s, &mut ts);
        // Context bounding: switching away from the last thread while it could continue
        // is a preemption; with no budget left only the last thread may move.
        let only = (self.opts.context_bound.is_some() && s.sched.budget == 0)
            .then_some(s.sched.last as usize)
            .filter(|last| ts.contains(last) && ts.len() > 1);
        // Supersteps are computed with every enabled thread, whatever the budget, and the
        // bound applies to the moves afterwards. A superstep ends where another enabled
        // thread's access depends on it; were the threads the bound holds back left out,
        // the last thread's superstep would run past those points at a state reached with
        // no budget left and not at the same state reached with some. The graph would then
        // depend on the budget a state was first met with (the order of the search, so the
        // worker count), and a race with a held-back thread's next access, which is in a
        // state within the bound, would go unseen.
        //
        // The lengths and commuting moves of every thread are computed, by thread id, in
        // buffers kept per OS thread; the frame keeps those of the threads that move.
        let (mut ops, mut commute) = AUX_SCRATCH.with(|c| std::mem::take(&mut *c.borrow_mut()));
        let mut ends = ENDS_SCRATCH.with(|c| std::mem::take(&mut *c.borrow_mut()));
        // The store buffers that flush (TSO): all of them, unless the stubborn set says.
        let mut flushes: Option<Vec<usize>> = None;
        if self.opts.granularity == Granularity::Superstep
            && !ts.is_empty()
            && let Some((chosen, fl)) = self.supersteps(
                s,
                &ts,
                &reasons,
                &spinning,
                &mut ops,
                &mut commute,
                &mut ends,
            )
        {
            ts = chosen;
            flushes = Some(fl);
        }
        if self.symmetry.is_some() {
            // Computed in the representative's order; listed in thread order, as without
            // the reduction (the order the depth-first search takes them in).
            ts.sort_unstable();
        }
        if let Some(last) = only {
            // Stubborn sets are off under a context bound: every enabled thread is here.
            debug_assert!(ts.contains(&last));
            ts.retain(|&t| t == last);
            self.bound_cut.store(true, Ordering::Relaxed);
        } else if self.opts.context_bound.is_some()
            && let Some(i) = ts.iter().position(|&t| t == s.sched.last as usize)
        {
            // The move that preempts no one first: a depth-first search then meets the states
            // below with the most budget first, and re-explores fewer of them when it meets
            // them again with more ("revisited").
            ts[..=i].rotate_right(1);
        }
        aux.sleep = !commute.is_empty();
        // The successors of the moving threads go to the frame, counted; the others back
        // to the pool. (Room made once: a frame's vectors start empty.)
        aux.ends.reserve(ends.len());
        aux.moves.reserve(ts.len());
        for mut e in ends.drain(..) {
            if ts.contains(&e.thread) {
                e.bytes = e.state.heap_bytes_beside(s);
                aux.ends.push(e);
            } else {
                e.state.recycle();
            }
        }
        ENDS_SCRATCH.with(|c| *c.borrow_mut() = ends);
        // The counter abstraction: flagged threads covered by their group do not move, the
        // others move twice.
        let mut copies = Vec::new();
        self.counter_moves(s, &mut ts, &mut copies);
        for t in ts {
            let ops = ops.get(t).copied().unwrap_or(0);
            if ops > 0 || aux.sleep {
                debug_assert!(ops <= MoveAux::OPS);
                aux.moves.push(MoveAux {
                    thread_ops: ((t as u64) << 48) | ops.min(MoveAux::OPS),
                    commute: commute.get(t).copied().unwrap_or(0),
                });
            }
            out.push(Move::step(t as u16));
        }
        for t in copies {
            out.push(Move {
                copy: true,
                ..Move::step(t)
            });
        }
        // Under TSO, the flush of each non-empty store buffer is a move too.
        if self.weak_tso {
            for t in 0..s.threads.len() {
                if self.vm.flushable(s, t) && flushes.as_ref().is_none_or(|f| f.contains(&t)) {
                    out.push(Move::flush(t as u16));
                }
            }
        }
        if aux.moves.capacity() > 2 * aux.moves.len().max(4) {
            // A recycled aux that once had many moves (frames keep theirs).
            aux.moves.shrink_to_fit();
        }
        ops.clear();
        commute.clear();
        AUX_SCRATCH.with(|c| *c.borrow_mut() = (ops, commute));
        REASONS.with(|c| *c.borrow_mut() = reasons);
    }

    fn step(&self, s: &State, m: &Move, aux: &SuperAux) -> Step<State, Violation> {
        let r = self.apply(s, m, aux);
        self.finish_step(s, m, r)
    }

    fn step_mut(&self, s: &State, m: &Move, aux: &mut SuperAux) -> Step<State, Violation> {
        let r = self.apply_mut(s, m, aux);
        self.finish_step(s, m, r)
    }

    fn drop_successors(&self, aux: &mut SuperAux, free: bool) {
        aux.drop_ends(free);
    }

    fn matched_parts(&self, s: &State, buf: &mut Vec<u8>, parts: &mut Parts) {
        if self.opts.abstraction.is_some() {
            return self.matched(s, buf);
        }
        let perm = self.symmetry_perm(s);
        self.vm
            .canonical_parts_as(s, perm.as_ref(), buf, &mut ToParts(parts));
        self.matched_suffix(s, buf, perm.as_ref());
    }

    fn matched(&self, s: &State, buf: &mut Vec<u8>) {
        let mut perm = None;
        match &self.opts.abstraction {
            None => {
                perm = self.symmetry_perm(s);
                self.vm
                    .canonical_parts_as(s, perm.as_ref(), buf, &mut crate::vm::canon::NoParts)
            }
            Some(Abstraction::Globals(ranges)) => {
                self.vm.canonical_locations(s, buf);
                for &(id, lo, hi) in ranges {
                    if let Some(o) = s.mem.objs.get(id as usize) {
                        let b = o.loc();
                        let (lo, hi) = (lo.min(u64::from(o.cap)), hi.min(u64::from(o.cap)));
                        s.mem.chunks_at(b + lo as usize, (hi - lo) as usize, |c| {
                            buf.extend_from_slice(c)
                        });
                    }
                }
            }
            Some(Abstraction::Function(f)) => {
                self.vm.canonical_locations(s, buf);
                match self.abstract_state(s, *f) {
                    Ok(bytes) => buf.extend_from_slice(&bytes),
                    // A failing abstraction function matches nothing away.
                    Err(_) => self.vm.canonical(s, buf),
                }
            }
        }
        self.matched_suffix(s, buf, perm.as_ref());
    }

    fn budget(&self, s: &State) -> Option<u32> {
        match self.opts.context_bound {
            Some(_) if !self.opts.naive_bound => Some(s.sched.budget),
            _ => None,
        }
    }

    fn check(&self, s: &State) -> Option<Violation> {
        if s.pending.is_some() {
            return None;
        }
        for (name, f) in &self.opts.properties.invariants {
            match self.eval_function(s, *f) {
                Ok(0) => {
                    return Some(Violation {
                        kind: ViolationKind::InvariantViolation,
                        msg: format!("invariant {name}() returned 0"),
                        thread: 0,
                        stack: Vec::new(),
                    });
                }
                Ok(_) => {}
                Err(e) => {
                    return Some(Violation {
                        kind: ViolationKind::InvariantViolation,
                        msg: format!("invariant {name}() failed: {e}"),
                        thread: 0,
                        stack: Vec::new(),
                    });
                }
            }
        }
        if self.opts.properties.deadlocks
            && self.vm.cfg.spurious_wakeups
            && let Some(v) = self.stuck_but_spurious(s)
        {
            return Some(v);
        }
        if self.opts.properties.races {
            return self.race(s);
        }
        None
    }

    fn terminal(&self, s: &State) -> Option<Violation> {
        let stuck: Vec<usize> = (0..s.threads.len())
            .filter(|&t| s.threads[t].status != ThreadStatus::Finished)
            .collect();
        if self.spin
            && s.exited.is_none()
            && s.pending.is_none()
            && stuck.iter().any(|&t| self.vm.enabled(s, t))
        {
            // Threads that only spin (the spin-loop reduction): the program spins here
            // forever, as it does in the unreduced search; not a deadlock.
            return None;
        }
        if s.exited.is_some() || stuck.is_empty() {
            // The program ended.
            return if self.opts.properties.leaks {
                self.leak(s)
            } else {
                None
            };
        }
        if !self.opts.properties.deadlocks {
            return None;
        }
        Some(self.deadlock(s, &stuck, ""))
    }

    fn sleep_key(&self, aux: &SuperAux, l: &Move) -> Option<u64> {
        if !aux.sleep || l.choice.is_some() || l.flush || l.thread >= 64 {
            return None;
        }
        let ops = aux.ops(usize::from(l.thread))?;
        (ops < 1 << 40).then(|| (u64::from(l.thread) << 40) | ops)
    }

    fn commute(&self, aux: &SuperAux, a: &Move, b: &Move) -> bool {
        a.choice.is_none()
            && b.choice.is_none()
            && !a.flush
            && !b.flush
            && a.thread != b.thread
            && aux
                .entry(usize::from(a.thread))
                .is_some_and(|m| b.thread < 64 && m.commute >> b.thread & 1 != 0)
    }

    fn process(&self, l: &Move) -> Option<u32> {
        // A store buffer is a process of its own (weak fairness: a buffered store
        // eventually reaches memory).
        Some(u32::from(l.thread) | if l.flush { 1 << 16 } else { 0 })
    }

    fn recycle(&self, s: State) {
        s.recycle();
    }

    fn heap_bytes(&self, s: &State) -> usize {
        s.mem.heap_size()
            + s.threads.capacity() * std::mem::size_of::<crate::vm::state::ThreadRef>()
            + s.threads.iter().map(|t| t.share_of_bytes()).sum::<usize>()
    }

    fn aux_heap_bytes(&self, aux: &SuperAux) -> usize {
        aux.moves.capacity() * std::mem::size_of::<MoveAux>()
            + aux.ends.capacity() * std::mem::size_of::<End>()
            + aux.ends.iter().map(|e| e.bytes).sum::<usize>()
    }
}

impl CProgram<'_> {
    /// The rest of [`TransitionSystem::step`] after the move `m` of `s` ran (`r`): the
    /// context bound's bookkeeping, and what a violation does.
    fn finish_step(
        &self,
        s: &State,
        m: &Move,
        (mut st, ev, _): (State, Event, u64),
    ) -> Step<State, Violation> {
        self.counter_after(s, m, &mut st);
        if self.spin
            && let Event::Choice(Choice::Read(_)) = ev
            && let Some((t, _)) = st.pending
        {
            // The spin-loop reduction: a move that brings a thread to a load that can only
            // send it round its loop again leaves it standing there, waiting, rather than
            // choosing a message (every choice would only raise its views: the state
            // before the choice allows all they allow; see `spin_blocked`).
            let p = st.pending.take();
            if self.spin_blocked(&st, usize::from(t), &mut None).is_none() {
                st.pending = p;
            }
        }
        if self.spin
            && !matches!(
                ev,
                Event::Violation(_) | Event::Failure(_) | Event::AssumeFailed
            )
        {
            self.raise_spinners(&mut st);
        }
        if self.opts.context_bound.is_some() && !m.flush {
            let last = s.sched.last;
            let preempt = m.choice.is_none()
                && last != u16::MAX
                && last != m.thread
                && self.vm.enabled(s, last as usize);
            if preempt {
                st.sched.budget = st.sched.budget.saturating_sub(1);
                st.sched.used += 1;
            }
            st.sched.last = m.thread;
        }
        let decide = |mut st: State, v: Violation| match self.opts.properties.on(v.kind) {
            OnViolation::Report => Step::Violation(st, v),
            // The program ends here (as natively, by SIGABRT): a final state, so that
            // "the program ends" (termination, leaks at the end) sees it.
            OnViolation::EndPath => {
                st.exited = Some(134);
                st.pending = None;
                self.counter_abstract(&mut st);
                Step::Next(st)
            }
            OnViolation::Cut => {
                self.cuts.violation(&v, self.prog());
                Step::Pruned
            }
        };
        match ev {
            Event::Violation(v) if v.kind == ViolationKind::ThreadIdentity => {
                // Renaming threads is not an automorphism here: the search stops, and the
                // check starts again without the reduction (`symmetry`).
                if let Some(sym) = &self.symmetry {
                    sym.broken_by(&v, self.prog());
                }
                Step::Pruned
            }
            Event::Violation(v) => decide(st, *v),
            Event::Failure(f) => decide(
                st,
                Violation {
                    kind: ViolationKind::Unsupported,
                    msg: f.msg,
                    thread: f.thread,
                    stack: f.stack,
                },
            ),
            Event::AssumeFailed => Step::Pruned,
            _ => {
                self.counter_abstract(&mut st);
                Step::Next(st)
            }
        }
    }

    /// What the matched bytes add to the matched state (abstracted or not): under context
    /// bounding, who ran last, which decides which next move is free.
    fn matched_suffix(&self, s: &State, buf: &mut Vec<u8>, perm: Option<&crate::vm::canon::Perm>) {
        if self.opts.context_bound.is_some() {
            let last = match perm {
                Some(p) => crate::vm::canon::Names::Ranked(&p.rank).tid(s.sched.last),
                None => s.sched.last,
            };
            buf.extend_from_slice(&last.to_le_bytes());
        }
    }

    /// With spurious wakeups on, a state in which no thread can go on except by a
    /// spurious wakeup of an (untimed) `pthread_cond_wait`: a deadlock all the same, since
    /// a program that only a spurious wakeup moves on hangs in practice (the waiters then
    /// find their condition false and wait again). Such a state still has moves (the
    /// wakeups), so it is found as a state property, not as an end state.
    fn stuck_but_spurious(&self, s: &State) -> Option<Violation> {
        if s.exited.is_some() || s.pending.is_some() {
            return None;
        }
        let waiting = |t: usize| {
            matches!(
                s.threads[t].sync,
                crate::vm::state::SyncPhase::CondWaiting { timed: false, .. }
            ) && matches!(s.threads[t].status, ThreadStatus::Blocked(_))
        };
        // Checked on every state: no allocation until a deadlock is certain.
        let n = s.threads.len();
        if !(0..n).any(waiting) {
            return None;
        }
        let unfinished = |t: &usize| s.threads[*t].status != ThreadStatus::Finished;
        if (0..n)
            .filter(unfinished)
            .any(|t| !waiting(t) && self.vm.enabled(s, t))
        {
            return None;
        }
        let unfinished: Vec<usize> = (0..n).filter(unfinished).collect();
        Some(self.deadlock(
            s,
            &unfinished,
            " (threads in pthread_cond_wait could only wake spuriously)",
        ))
    }

    /// The deadlock violation of state `s` whose unfinished threads `stuck` cannot go on.
    fn deadlock(&self, s: &State, stuck: &[usize], note: &str) -> Violation {
        let what = stuck
            .iter()
            .map(|&t| {
                let th = &s.threads[t];
                let loc = th
                    .frames
                    .last()
                    .map(|f| {
                        self.prog()
                            .srcmap
                            .describe(self.prog().loc_at(f.func, f.pc))
                    })
                    .unwrap_or_default();
                format!(
                    "thread {t} blocked {} at {loc}",
                    self.vm.block_description(s, t)
                )
            })
            .collect::<Vec<_>>()
            .join("; ")
            + note;
        let t = stuck[0];
        let stack = s.threads[t]
            .frame_list()
            .iter()
            .rev()
            .map(|(f, _)| CodePos {
                func: f.func,
                pc: f.pc,
            })
            .collect();
        Violation {
            kind: ViolationKind::Deadlock,
            msg: what,
            thread: t as u16,
            stack,
        }
    }
}

/// The pages of large objects are the parts a key may hold by reference.
impl SharedBytes for PieceData {
    fn bytes(&self) -> &[u8] {
        PieceData::bytes(self)
    }
}

/// Canonical parts into a visited set's [`Parts`]: cuts as end offsets, and each page of a
/// large object as a shared part (its bytes in the key too unless `by_ref`).
struct ToParts<'p>(&'p mut Parts);

impl PartSink for ToParts<'_> {
    #[inline]
    fn cut(&mut self, end: usize) {
        self.0.ends.push(u32::try_from(end).unwrap_or(u32::MAX));
    }

    fn page(&mut self, buf: &mut Vec<u8>, page: &std::sync::Arc<PieceData>) {
        let r: PartRef = page.clone();
        self.0.shared.push((self.0.ends.len() as u32, r));
        if !self.0.by_ref {
            buf.extend_from_slice(page.bytes());
        }
    }

    fn segment(&mut self, buf: &mut Vec<u8>, seg: &std::sync::Arc<Segment>) {
        let r: PartRef = seg.clone();
        self.0.shared.push((self.0.ends.len() as u32, r));
        if !self.0.by_ref {
            buf.extend_from_slice(SharedBytes::bytes(&**seg));
        }
    }
}

/// The frozen segments of deep call stacks are parts a key may hold by reference too: a
/// segment never changes once made, and its canonical bytes are computed before it is
/// handed over ([`PartSink::segment`]).
impl SharedBytes for Segment {
    fn bytes(&self) -> &[u8] {
        self.canon.get().map_or(&[], Vec::as_slice)
    }
}

/// States and moves of a C program travel between the ranks of a distributed search, which
/// all loaded the same program with the same options: a state as the VM's codec writes it
/// against the initial state (pieces unchanged since loading are references), a move as its
/// thread and choice.
impl crate::explore::distributed::StateCodec for CProgram<'_> {
    fn encode_state(&self, s: &State, out: &mut Vec<u8>) {
        crate::vm::codec::encode_state(s, &self.initial, out);
    }

    fn decode_state(&self, bytes: &[u8]) -> Result<State, String> {
        crate::vm::codec::decode_state(bytes, &self.initial).map_err(|e| e.to_string())
    }

    fn encode_state_reusing(
        &self,
        s: &State,
        out: &mut Vec<u8>,
        cache: &mut crate::explore::distributed::CodecCache,
    ) {
        let parts = cache.get::<crate::vm::codec::PartCache>();
        crate::vm::codec::encode_state_cached(s, &self.initial, out, parts);
        let held = parts.bytes();
        cache.bytes = held;
    }

    fn decode_state_reusing(
        &self,
        bytes: &[u8],
        cache: &mut crate::explore::distributed::CodecCache,
    ) -> Result<State, String> {
        let parts = cache.get::<crate::vm::codec::PartCache>();
        let s = crate::vm::codec::decode_state_cached(bytes, &self.initial, parts)
            .map_err(|e| e.to_string());
        let held = parts.bytes();
        cache.bytes = held;
        s
    }

    fn encode_label(&self, l: &Move, out: &mut Vec<u8>) {
        use crate::explore::distributed::wire;
        wire::put(out, u64::from(l.thread));
        match l.choice {
            _ if l.flush => out.push(2),
            None => out.push(0),
            Some(c) => {
                out.push(1);
                wire::put(out, c);
            }
        }
    }

    fn decode_label(&self, b: &[u8], pos: &mut usize) -> Option<Move> {
        use crate::explore::distributed::wire;
        let thread = u16::try_from(wire::get(b, pos)?).ok()?;
        let tag = *b.get(*pos)?;
        *pos += 1;
        Some(match tag {
            0 => Move::step(thread),
            1 => Move::choose(thread, wire::get(b, pos)?),
            2 => Move::flush(thread),
            _ => return None,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The shortcuts of the superstep computation against the work they skip, on every state
    /// of a bounded search of each committed program and conformance test:
    ///
    /// - `private_prefix_ev`'s (`Vm::at_first_access`: a thread standing at its first access
    ///   runs nothing): wherever it answers, the run must have executed no op, stopped at
    ///   that very access and left the state as it was;
    /// - `apply`'s (the successor the tables' computation kept, [`SuperAux`]): the same state,
    ///   event and op count as the replay of the move.
    ///
    /// (Release builds, which the tests run in, have no `debug_assert`.)
    #[test]
    fn shortcuts_of_the_superstep_computation_agree_with_running_it() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
        let mut files: Vec<_> = ["programs", "tests/check", "tests/svcomp"]
            .iter()
            .flat_map(|d| walk(&root.join(d)))
            .filter(|p| p.extension().is_some_and(|e| e == "ll"))
            .collect();
        files.sort();
        let (mut taken, mut checked) = (0usize, 0usize);
        let (mut kept_ends, mut moves) = (0usize, 0usize);
        for ll in &files {
            let Ok(prog) = crate::load::load_ll(ll) else {
                continue; // tests of load errors
            };
            let Ok(sys) = CProgram::new(&prog, ModelOptions::default(), &["p".into()]) else {
                continue;
            };
            let mut seen = std::collections::HashSet::new();
            let mut stack = vec![sys.initial()];
            let mut buf = Vec::new();
            while let Some(s) = stack.pop() {
                buf.clear();
                sys.matched(&s, &mut buf);
                if seen.len() >= 300 || !seen.insert(buf.clone()) {
                    continue;
                }
                for t in (0..s.threads.len()).filter(|&t| sys.vm.enabled(&s, t)) {
                    checked += 1;
                    let Some(a) = sys.vm.at_first_access(&s, t) else {
                        continue;
                    };
                    taken += 1;
                    let (st, ops, first, choice) = sys.private_prefix_run(&s, t);
                    assert!(
                        ops == 0 && first == Ok(a) && !choice && sys.same_state(&st, &s),
                        "{}: thread {t}: shortcut {a:?}, run: {ops} ops, {first:?}",
                        ll.display()
                    );
                }
                let (mut out, mut aux) = (Vec::new(), SuperAux::default());
                sys.transitions(&s, &mut out, &mut aux);
                for m in &out {
                    // The successor kept by the tables' computation (`SuperAux::ends`),
                    // where there is one, against the replay of the move.
                    let kept = !m.flush
                        && aux
                            .ops(usize::from(m.thread))
                            .is_some_and(|n| aux.end(usize::from(m.thread), n).is_some());
                    let (a, ev, n) = sys.apply(&s, m, &aux);
                    let (b, ev2, n2) = sys.replay(&s, m, &aux);
                    kept_ends += usize::from(kept && m.choice.is_none());
                    moves += 1;
                    let same = sys.same_state(&a, &b);
                    assert!(
                        same && format!("{ev:?}") == format!("{ev2:?}") && n == n2,
                        "{}: move {m:?}: kept end {kept}: {ev:?} after {n} ops, replay {ev2:?} \
                         after {n2} ops, same state: {}",
                        ll.display(),
                        same
                    );
                    a.recycle();
                    b.recycle();
                    if let Step::Next(n) = sys.step(&s, m, &aux) {
                        stack.push(n);
                    }
                }
            }
        }
        assert!(files.len() > 300, "{} programs", files.len());
        assert!(
            taken * 2 > checked,
            "shortcut taken {taken} times of {checked}"
        );
        assert!(
            kept_ends * 2 > moves,
            "end states kept for {kept_ends} of {moves} moves"
        );
    }

    fn walk(d: &std::path::Path) -> Vec<std::path::PathBuf> {
        let mut v = Vec::new();
        for e in std::fs::read_dir(d).into_iter().flatten().flatten() {
            let p = e.path();
            if p.is_dir() {
                v.extend(walk(&p));
            } else {
                v.push(p);
            }
        }
        v
    }
}
