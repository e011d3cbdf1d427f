//! Sequential execution for `pancam run`: runs `main` to completion, passing output through
//! and drawing `__VERIFIER_nondet_*` values from a list or a seeded generator.

use super::error::{Failure, Violation};
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
    /// Threads are blocked forever.
    Deadlock,
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
    let outcome = match vm.run(&mut st, 0, &mut fuel, env) {
        Event::Exit(c) => RunOutcome::Exit(c),
        Event::Violation(v) => RunOutcome::Violation(v),
        Event::Failure(f) => RunOutcome::Failure(f),
        Event::AssumeFailed => RunOutcome::AssumeFailed,
        Event::OutOfFuel => RunOutcome::StepLimit,
        Event::ThreadFinished => RunOutcome::Exit(st.threads[0].retval as i32),
        Event::Blocked => RunOutcome::Deadlock,
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
    fn nondet(&mut self, _name: &str, bits: u32, signed: bool) -> u64 {
        self.nondet.next(bits, signed)
    }
}
