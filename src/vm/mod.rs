//! The virtual machine: memory ([`memory`]), threads and frames ([`state`]), the step loop
//! ([`exec`]), natively implemented library functions ([`builtins`]) and pancam's C library
//! ([`libc`]), plus a sequential runner ([`run`]) for `pancam run`.

pub mod argobj;
pub mod arith;
mod bigint;
pub mod builtins;
pub mod canon;
pub mod codec;
mod cow;
pub mod error;
pub mod exec;
pub mod handles;
pub mod libc;
pub mod liveness;
pub mod memory;
pub mod orbit;
pub mod run;
pub mod state;
pub mod superstep;
pub mod sym;
pub mod sync;
pub mod threads;
mod vector;
pub mod weak;
pub mod xfloat;

use crate::bytecode::program::{Program, StaticKind};
use crate::bytecode::ptr::PtrCodec;
use error::{Failure, Violation};
use memory::{Memory, NoRoots, ObjKind};
use state::{State, Thread, ThreadStatus};

/// What the program's environment provides: output and nondeterministic values.
pub trait Env {
    /// The program wrote `data` to file descriptor `fd` (1 = stdout, 2 = stderr).
    fn output(&mut self, fd: i32, data: &[u8]);
    /// A value for `__VERIFIER_nondet_*` called `name`, of `bits` bits (`signed` says how
    /// to read it); returned as a bit pattern (masked by the caller). `None` makes it a
    /// choice point ([`Event::Choice`]).
    fn nondet(&mut self, name: &str, bits: u32, signed: bool) -> Option<u64>;
    /// An index in `0..n` for an implementation choice; `None` makes it a choice point.
    fn choose(&mut self, n: u64) -> Option<u64> {
        let _ = n;
        Some(0)
    }
    /// A limit of pancam's (not of the program) changed what the program does here:
    /// `pthread_create` failed at the thread limit, `malloc` returned NULL at the heap limit.
    /// A search that finds nothing is then incomplete.
    fn limit_hit(&mut self, limit: Limit) {
        let _ = limit;
    }
    /// A path was cut where a lazy nondeterministic value had to be concrete and had too
    /// many values (`why`; `at`: the call stack, innermost first). A search that finds
    /// nothing is then incomplete.
    fn sym_cut(&mut self, why: String, at: Vec<error::CodePos>) {
        let _ = (why, at);
    }
    /// `pthread_create` started thread `thread` running function `func` with argument `arg`.
    fn thread_started(&mut self, func: u32, arg: u64, thread: usize) {
        let _ = (func, arg, thread);
    }
}

/// A limit of pancam's that can change a program's behaviour (see [`Env::limit_hit`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Limit {
    /// `pthread_create` failed with `EAGAIN` because of `--max-threads`.
    Threads,
    /// An allocation failed because of the heap limit or because the pointer encoding ran
    /// out of object ids.
    Heap,
    /// A nondeterministic value was restricted (`__VERIFIER_nondet_pointer` is always NULL).
    Nondet,
    /// A store found its thread's store buffer full (`--store-buffer`, TSO).
    StoreBuffer,
    /// An atomic location had more messages than `--max-messages` (RC11).
    Messages,
}

impl Limit {
    /// Every limit, in a fixed order (bit `i` of a set of limits is `ALL[i]`).
    pub const ALL: [Limit; 5] = [
        Limit::Threads,
        Limit::Heap,
        Limit::Nondet,
        Limit::StoreBuffer,
        Limit::Messages,
    ];
}

/// Why [`Vm::run`] stopped.
#[derive(Debug)]
pub enum Event {
    /// The program exited with this code (`exit`, or `main` returned).
    Exit(i32),
    /// Detected program behaviour: an error to report.
    Violation(Box<Violation>),
    /// The interpreter cannot continue.
    Failure(Box<Failure>),
    /// The op budget ran out.
    OutOfFuel,
    /// The thread's start function returned.
    ThreadFinished,
    /// The thread is blocked.
    Blocked,
    /// `__VERIFIER_assume` with a false condition: the execution is cut.
    AssumeFailed,
    /// The thread needs a nondeterministic choice (the explorer branches); the thread is
    /// rewound to the call, which consumes `Thread::choice` when re-run.
    Choice(Choice),
    /// The thread stopped before its next visible operation (step granularity).
    Yield,
}

/// A nondeterministic choice the VM leaves to its environment.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Choice {
    /// Pick an index in `0..n` (e.g. which condition-variable waiter wakes).
    Index(u64),
    /// A `__VERIFIER_nondet_*` value of `bits` bits.
    Nondet {
        /// Width of the value.
        bits: u32,
        /// Signed type.
        signed: bool,
        /// A `bool`/`_Bool` (domain {0, 1}).
        boolean: bool,
    },
    /// Which of `n` outcomes a lazy nondeterministic value takes ([`sym`]): of a comparison
    /// that splits its domain, or (a concretising use) which value of its domain it has.
    Split(u64),
    /// Which of `n` messages an atomic load reads under RC11 ([`weak::rc11`]): 0 is the
    /// newest its thread may read, `n - 1` the oldest.
    Read(u64),
    /// Where in modification order an atomic store goes under RC11, among `n` places: 0 is
    /// after every message, `n - 1` the earliest its thread may write.
    Place(u64),
}

/// How far one call of [`Vm::step`] runs a thread.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Granularity {
    /// One bytecode op (≈ one IR instruction).
    Instruction,
    /// Until the end of the current basic block (a branch, call or return).
    Block,
    /// Until just before the next access to memory another thread can reach, or the next
    /// synchronisation or library call (the paper's "global access" heuristic).
    SharedAccess,
    /// Superstep partial order reduction ([`superstep`]): as far as independence from the
    /// other threads' supersteps allows.
    Superstep,
    /// No limit (sequential runs).
    Unlimited,
}

/// VM limits and policies.
#[derive(Clone, Debug)]
pub struct VmConfig {
    /// Call depth limit per thread (a deeper call is a stack overflow).
    pub max_frames: usize,
    /// How many freed object ids wait before reuse (0 for canonical states when checking).
    pub quarantine: usize,
    /// Total heap bytes `malloc` may hand out before returning NULL.
    pub heap_limit: u64,
    /// Maximum number of threads (`pthread_create` beyond it fails with `EAGAIN`).
    pub max_threads: usize,
    /// Stack size limit per thread in bytes (like `ulimit -s`); exceeding it is a stack
    /// overflow.
    pub max_stack_bytes: u64,
    /// Report signed integer overflows that clang's `-fsanitize=signed-integer-overflow`
    /// checks find ([`ViolationKind::Overflow`](error::ViolationKind::Overflow)); otherwise
    /// the program goes on with the wrapped result.
    pub report_overflow: bool,
    /// Reads of memory never written (stack objects, `malloc` blocks) give nondeterministic
    /// values (the SV-COMP mode); otherwise fresh memory reads as zeros.
    pub nondet_uninit: bool,
    /// A thread in `pthread_cond_wait` may wake without a signal whenever it is scheduled
    /// (POSIX allows spurious wakeups; glibc has them). `pancam check` turns this on.
    pub spurious_wakeups: bool,
    /// `__VERIFIER_nondet_*` integers are lazy symbolic values ([`sym`]) instead of choices
    /// the environment resolves at the call.
    pub lazy_nondet: bool,
    /// A use of a lazy value that is neither a copy nor a comparison enumerates its domain
    /// when it has at most this many values, and cuts the path otherwise. `u64::MAX` is
    /// for random walks only (Monte Carlo): no cut, the walk draws one value of any domain
    /// (`crate::model::MAX_LISTED_CHOICES` bounds what an exhaustive search lists).
    pub nondet_k: u64,
    /// The memory model ([`weak`]).
    pub memory_model: weak::MemoryModel,
    /// TSO: entries a thread's store buffer holds at most (`--store-buffer`).
    pub store_buffer: usize,
    /// RC11: messages kept per atomic location at most (`--max-messages`).
    pub max_messages: usize,
    /// Keep marks on the values that are thread handles ([`handles`]), and report a use
    /// that observes a thread's identity ([`error::ViolationKind::ThreadIdentity`]): for
    /// the symmetry reduction.
    pub track_handles: bool,
    /// The counter abstraction's bound ([`crate::model::counter`]): threads carry the
    /// "and more" flag ([`state::Thread::many`]) in their canonical bytes, and a new thread
    /// takes the lowest vacant place ([`state::VACANT`]) before a new one.
    pub counter_bound: Option<u32>,
    /// Registers that only feed their own updates and branches whose outcome cannot matter
    /// are left out of the canonical form, like dead ones ([`liveness`]'s faint registers).
    /// Off where the program may make a lazy input.
    pub faint_registers: bool,
}

/// Default of [`VmConfig::nondet_k`].
pub const DEFAULT_NONDET_K: u64 = 256;

impl Default for VmConfig {
    fn default() -> Self {
        VmConfig {
            max_frames: 100_000,
            quarantine: 0,
            heap_limit: 1 << 32,
            max_threads: 64,
            max_stack_bytes: 8 << 20,
            report_overflow: true,
            nondet_uninit: false,
            spurious_wakeups: false,
            lazy_nondet: false,
            nondet_k: DEFAULT_NONDET_K,
            memory_model: weak::MemoryModel::Sc,
            store_buffer: weak::DEFAULT_STORE_BUFFER,
            max_messages: weak::DEFAULT_MAX_MESSAGES,
            track_handles: false,
            counter_bound: None,
            faint_registers: true,
        }
    }
}

/// Whether `prog` may call `__VERIFIER_nondet_*` (directly or through a pointer), the one
/// source of lazy inputs.
fn makes_lazy_inputs(prog: &crate::bytecode::Program) -> bool {
    use crate::bytecode::builtins::Builtin;
    use crate::bytecode::op::Op;
    let nondet = Builtin::Nondet as u16;
    prog.funcs.iter().any(|f| {
        f.stub == Some(Builtin::Nondet)
            || f.code
                .iter()
                .any(|op| matches!(*op, Op::Builtin { id, .. } if id == nondet))
    })
}

/// A VM for one program.
pub struct Vm<'p> {
    /// The program.
    pub prog: &'p Program,
    /// Pointer encoding.
    pub codec: PtrCodec,
    /// Limits and policies.
    pub cfg: VmConfig,
    /// Static object id → index among thread-local globals (`u32::MAX` if not one).
    pub tls_index: Vec<u32>,
    /// Object ids of the thread-local globals' templates.
    pub tls_globals: Vec<u32>,
    /// The C library's `exit`, run after `main` returns.
    pub exit_fn: Option<u32>,
    /// The C library's thread-specific data destructor runner and the address of its count
    /// of keys with destructors (run when a thread ends while the count is non-zero).
    pub tsd: Option<(u32, u64)>,
    /// Register liveness per function (for canonical states).
    pub liveness: liveness::Liveness,
    /// Which start functions' argument blocks the symmetry reduction may rename.
    pub argobj: argobj::ArgObjects,
    /// [`Op::PunCheck`](crate::bytecode::op::Op::PunCheck) looks: handles are tracked (the
    /// symmetry reduction) and threads may be renamed with their blocks.
    pub watch_puns: bool,
    /// Under RC11: what each thread may still access (the stubborn sets' static future
    /// analysis), so that a thread that will never touch an atomic location does not keep
    /// that location's old messages readable ([`weak::rc11::Rc11::normalise`]).
    pub weak_futures: Option<crate::model::por::Futures>,
}

impl<'p> Vm<'p> {
    /// A VM for `prog`.
    pub fn new(prog: &'p Program, cfg: VmConfig) -> Vm<'p> {
        let mut tls_index = vec![u32::MAX; prog.objects.len()];
        let mut tls_globals = Vec::new();
        for (id, o) in prog.objects.iter().enumerate() {
            if o.kind == StaticKind::ThreadLocal {
                tls_index[id] = tls_globals.len() as u32;
                tls_globals.push(id as u32);
            }
        }
        // Calls of atomic sections access everything; the end of the program is no access
        // (only properties of final states make it dependent). Its own cache slot: the
        // stubborn sets' analysis of the same threads may have other options.
        let weak_futures = (cfg.memory_model == weak::MemoryModel::Rc11).then(|| {
            crate::model::por::Futures::new(
                prog,
                crate::model::por::FutureOptions {
                    end_is_dependent: false,
                    atomic_funcs: prog.atomic_funcs.clone(),
                },
            )
            .with_cache_slot(1)
        });
        let argobj = argobj::ArgObjects::new(prog);
        let faint = cfg.faint_registers && !(cfg.lazy_nondet && makes_lazy_inputs(prog));
        let watch_puns = cfg.track_handles && argobj.possible();
        Vm {
            prog,
            codec: PtrCodec::new(prog.dl.ptr_size),
            cfg,
            tls_index,
            tls_globals,
            exit_fn: prog
                .func("exit")
                .filter(|&f| prog.funcs[f as usize].stub.is_none()),
            liveness: liveness::Liveness::new(prog.funcs.len(), faint),
            watch_puns,
            argobj,
            tsd: None,
            weak_futures,
        }
        .with_tsd()
    }

    fn with_tsd(mut self) -> Self {
        let prog = self.prog;
        let run = prog
            .func("__pancam_tsd_run")
            .filter(|&f| prog.funcs[f as usize].stub.is_none());
        let count = prog
            .objects
            .iter()
            .position(|o| o.name == "__pancam_tsd_dtors");
        if let (Some(f), Some(id)) = (run, count) {
            self.tsd = Some((f, self.codec.encode(id as u32, 0)));
        }
        self
    }

    /// The initial state: static objects, and thread 0 about to run `main(argc, argv)`.
    pub fn initial_state(&self, args: &[String]) -> Result<State, String> {
        let prog = self.prog;
        let main = prog.main.ok_or("the program has no main function")?;
        let mut mem = Memory::new(self.codec, self.cfg.quarantine, self.cfg.heap_limit);
        mem.track_init = self.cfg.nondet_uninit;
        mem.weak = weak::WeakMem::new(self.cfg.memory_model).map(std::sync::Arc::new);
        for (id, o) in prog.objects.iter().enumerate() {
            let (kind, ro) = match o.kind {
                _ if id == 0 => (ObjKind::Vacant, true),
                StaticKind::Code => (ObjKind::Code, true),
                StaticKind::BlockAddrs => (ObjKind::BlockAddrs, true),
                StaticKind::Global => (ObjKind::Global, false),
                StaticKind::Constant => (ObjKind::Constant, true),
                // Its bytes never change: a constant to the VM (left out of canonical
                // states, its reads not shared), flagged to be named a global.
                StaticKind::NeverWritten => (ObjKind::Constant, true),
                StaticKind::ThreadLocal => (ObjKind::Vacant, true),
            };
            let init: &[u8] = if o.kind == StaticKind::ThreadLocal {
                &[]
            } else {
                &o.init
            };
            let id = mem.push_static(kind, init, ro);
            if o.kind == StaticKind::NeverWritten {
                mem.objs[id as usize].flags |= memory::flags::GLOBAL;
            }
        }
        let mut st = State {
            mem,
            threads: Vec::new(),
            exited: None,
            exiting: false,
            pending: None,
            sched: state::Sched {
                last: u16::MAX,
                budget: 0,
                used: 0,
            },
        };
        self.new_thread(&mut st, None)?;
        // argv: the strings, then the array, NULL-terminated; envp is an empty array.
        let nparams = prog.funcs[main as usize].params.len();
        let mut call_args = Vec::new();
        if nparams >= 1 {
            let psize = u64::from(prog.dl.ptr_size);
            let mut ptrs = Vec::new();
            for a in args {
                let mut bytes = a.as_bytes().to_vec();
                bytes.push(0);
                let id = st
                    .mem
                    .alloc(ObjKind::Args, bytes.len() as u64, 0, &NoRoots)
                    .map_err(|_| "out of memory for argv")?;
                let p = self.codec.encode(id, 0);
                st.mem.write(p, &bytes).map_err(|f| f.msg)?;
                ptrs.push(p);
            }
            let make_array = |st: &mut State, ptrs: &[u64]| -> Result<u64, String> {
                let n = (ptrs.len() as u64 + 1) * psize;
                let id = st
                    .mem
                    .alloc(ObjKind::Args, n, 0, &NoRoots)
                    .map_err(|_| "out of memory for argv")?;
                let base = self.codec.encode(id, 0);
                for (i, p) in ptrs.iter().enumerate() {
                    st.mem
                        .write_uint(base + i as u64 * psize, psize, *p)
                        .map_err(|f| f.msg)?;
                }
                Ok(base)
            };
            let argv = make_array(&mut st, &ptrs)?;
            call_args.push(args.len() as u64);
            call_args.push(argv);
            if nparams >= 3 {
                let envp = make_array(&mut st, &[])?;
                call_args.push(envp);
            }
        }
        self.push_frame(&mut st, 0, main, &call_args);
        Ok(st)
    }

    /// Adds a thread with its thread-local copies; returns its id. The caller pushes its
    /// first frame. `creator`: the thread whose builtin call (`pthread_create`) makes it.
    pub fn new_thread(&self, st: &mut State, creator: Option<usize>) -> Result<usize, String> {
        // Under the counter abstraction, the place of a thread it dropped is taken first.
        let vacant = self
            .cfg
            .counter_bound
            .and_then(|_| st.threads.iter().position(|t| t.start == state::VACANT));
        let tid = vacant.unwrap_or(st.threads.len());
        let tls = self.new_tls(st, tid, creator)?;
        Ok(self.new_thread_with(st, tid, vacant, tls))
    }

    /// Fresh thread-local copies for thread `tid` (see [`Self::new_thread`]).
    pub(crate) fn new_tls(
        &self,
        st: &mut State,
        tid: usize,
        creator: Option<usize>,
    ) -> Result<Vec<u32>, String> {
        let mut tls = Vec::with_capacity(self.tls_globals.len());
        for &g in &self.tls_globals {
            let init = &self.prog.objects[g as usize].init;
            let roots = match creator {
                Some(c) => canon::ThreadRoots::running(self, &st.threads, c),
                None => canon::ThreadRoots::of(self, &st.threads),
            };
            let id = st
                .mem
                .alloc(ObjKind::Tls, init.len() as u64, tid as u16, &roots)
                .map_err(|_| "out of memory for thread-local storage")?;
            if !init.is_empty() {
                st.mem
                    .write(self.codec.encode(id, 0), init)
                    .map_err(|f| f.msg)?;
            }
            tls.push(id);
        }
        Ok(tls)
    }

    /// Puts the new thread `tid` with thread-local copies `tls` in place `vacant` or at the end.
    fn new_thread_with(
        &self,
        st: &mut State,
        tid: usize,
        vacant: Option<usize>,
        tls: Vec<u32>,
    ) -> usize {
        let th = state::ThreadRef::new(Thread {
            status: ThreadStatus::Runnable,
            tls,
            start: (u32::MAX, 0),
            ..Thread::vacant()
        });
        match vacant {
            Some(t) => st.threads[t] = th,
            None => st.threads.push(th),
        }
        tid
    }
}
