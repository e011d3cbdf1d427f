//! Sequential execution for `pancam run`: runs `main` to completion, passing output through
//! and drawing `__VERIFIER_nondet_*` values from a list or a seeded generator.

use super::error::{Failure, Violation};
use super::exec::StepCtl;
use super::state::ThreadStatus;
use super::{Env, Event, Vm, VmConfig};
use crate::bytecode::Program;

/// Options of a run.
#[derive(Clone, Debug)]
pub struct RunOptions {
    /// `argv[0..]` (argv\[0\] is the program name).
    pub args: Vec<String>,
    /// VM limits.
    pub vm: VmConfig,
    /// Stop after this many ops (None: no limit).
    pub max_steps: Option<u64>,
}

impl Default for RunOptions {
    fn default() -> Self {
        RunOptions {
            args: vec!["prog".into()],
            vm: VmConfig {
                // Freed ids wait before reuse so dangling pointers are caught.
                quarantine: 1 << 16,
                ..VmConfig::default()
            },
            max_steps: None,
        }
    }
}

/// How a run ended.
#[derive(Debug)]
pub enum RunOutcome {
    /// The program exited with this code.
    Exit(i32),
    /// pancam detected an error in the program.
    Violation(Box<Violation>),
    /// pancam cannot run the program further.
    Failure(Box<Failure>),
    /// `__VERIFIER_assume` failed: the execution is infeasible.
    AssumeFailed,
    /// The step limit was reached.
    StepLimit,
    /// Threads are blocked forever (which, and on what).
    Deadlock(String),
}

/// The result of a run.
#[derive(Debug)]
pub struct RunResult {
    /// How it ended.
    pub outcome: RunOutcome,
    /// Ops executed.
    pub steps: u64,
}

/// Nondeterministic values for runs: a fixed list first, then a seeded generator
/// (splitmix64), so that a run is reproducible from its options.
#[derive(Clone, Debug)]
pub struct NondetSource {
    list: Vec<i64>,
    next: usize,
    state: u64,
}

impl NondetSource {
    /// Values from `list`, then from the generator seeded with `seed`.
    pub fn new(list: Vec<i64>, seed: u64) -> NondetSource {
        NondetSource {
            list,
            next: 0,
            state: seed,
        }
    }

    /// The next value of `bits` bits.
    pub fn next(&mut self, bits: u32, signed: bool) -> u64 {
        let m = if bits >= 64 {
            u64::MAX
        } else {
            (1u64 << bits) - 1
        };
        if let Some(v) = self.list.get(self.next) {
            self.next += 1;
            return (*v as u64) & m;
        }
        self.state = self.state.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.state;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^= z >> 31;
        let _ = signed;
        z & m
    }
}

/// Runs `main` of `prog` to completion with `env` for output and nondeterminism.
pub fn run_program(
    prog: &Program,
    opts: &RunOptions,
    env: &mut dyn Env,
) -> Result<RunResult, String> {
    let vm = Vm::new(prog, opts.vm.clone());
    let mut st = vm.initial_state(&opts.args)?;
    let limit = opts.max_steps.unwrap_or(u64::MAX);
    let mut fuel = limit;
    // Threads run round-robin in slices: deterministic, and every runnable thread
    // progresses. A blocked thread runs again when what it waits for happens.
    const SLICE: u64 = 20_000;
    let mut cur = 0usize;
    let outcome = loop {
        if let Some(c) = st.exited {
            break RunOutcome::Exit(c);
        }
        let n = st.threads.len();
        let Some(t) = (0..n).map(|k| (cur + k) % n).find(|&t| vm.enabled(&st, t)) else {
            if st
                .threads
                .iter()
                .all(|t| t.status == ThreadStatus::Finished)
            {
                break RunOutcome::Exit(0);
            }
            let blocked = (0..n)
                .filter(|&t| st.threads[t].status != ThreadStatus::Finished)
                .map(|t| format!("thread {t} {}", vm.block_description(&st, t)))
                .collect::<Vec<_>>()
                .join("; ");
            break RunOutcome::Deadlock(blocked);
        };
        if let ThreadStatus::Blocked(_) = st.threads[t].status {
            st.threads[t].status = ThreadStatus::Runnable;
        }
        let mut slice = SLICE.min(fuel);
        let before = slice;
        let ev = vm.run_ctl(&mut st, t, &mut slice, env, &mut StepCtl::unlimited());
        fuel -= before - slice;
        match ev {
            Event::Exit(c) => break RunOutcome::Exit(c),
            Event::Violation(v) => break RunOutcome::Violation(v),
            Event::Failure(f) => break RunOutcome::Failure(f),
            Event::AssumeFailed => break RunOutcome::AssumeFailed,
            Event::OutOfFuel if fuel == 0 => break RunOutcome::StepLimit,
            Event::Choice(_) => {
                // Run mode has no search: take the first alternative.
                st.threads[t].choice = Some(0);
            }
            Event::OutOfFuel | Event::ThreadFinished | Event::Blocked | Event::Yield => cur = t + 1,
        }
    };
    Ok(RunResult {
        outcome,
        steps: limit - fuel,
    })
}

/// An [`Env`] that collects output in memory (for tests and embedding).
#[derive(Clone, Debug)]
pub struct CaptureEnv {
    /// What the program wrote to stdout.
    pub stdout: Vec<u8>,
    /// What the program wrote to stderr.
    pub stderr: Vec<u8>,
    /// Nondeterministic values.
    pub nondet: NondetSource,
}

impl Default for CaptureEnv {
    fn default() -> Self {
        CaptureEnv {
            stdout: Vec::new(),
            stderr: Vec::new(),
            nondet: NondetSource::new(Vec::new(), 0),
        }
    }
}

impl Env for CaptureEnv {
    fn output(&mut self, fd: i32, data: &[u8]) {
        if fd == 2 {
            self.stderr.extend_from_slice(data);
        } else {
            self.stdout.extend_from_slice(data);
        }
    }
    fn nondet(&mut self, _name: &str, bits: u32, signed: bool) -> Option<u64> {
        Some(self.nondet.next(bits, signed))
    }
}
