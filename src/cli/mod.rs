//! The command-line front end: flags are parsed and validated here (clap), each subcommand
//! turns them into library calls, and [`main`] maps results to exit codes (README.md lists
//! them).

mod check;
mod checkpoint;
mod error;
mod interrupt;
mod msc;
mod ranks;
mod simulate;
mod svcomp;
mod sweep;

use crate::load::CompileOptions;
use clap::{Args, Parser, Subcommand};
pub use error::{CliError, ExitCode};
use std::io::Write;
use std::path::PathBuf;

/// Exit code: pancam detected an error in the program (`pancam run`).
pub const EXIT_VIOLATION: i32 = 125;
/// Exit code: pancam cannot run the program (unsupported construct, unknown function).
pub const EXIT_FAILURE: i32 = 126;
/// Exit code: the run stopped early (step limit, failed `__VERIFIER_assume`, deadlock).
pub const EXIT_STOPPED: i32 = 124;
/// Exit code: usage or input error.
pub const EXIT_USAGE: i32 = 2;
/// Exit code: an internal error (a bug in pancam: a panic).
pub const EXIT_INTERNAL: i32 = 70;

#[derive(Parser, Debug)]
#[command(
    name = "pancam",
    version,
    about = "A model checker for multithreaded C programs, working on clang's LLVM IR",
    long_about = None
)]
struct Cli {
    #[command(subcommand)]
    cmd: Cmd,
}

#[derive(Subcommand, Debug)]
enum Cmd {
    /// Compile a C file to LLVM IR with clang (-S -emit-llvm -g plus the flags in README).
    Compile(CompileCmd),
    /// Run a program's main sequentially, like the native program would.
    Run(RunCmd),
    /// Print the bytecode pancam executes for a program.
    Disasm(DisasmCmd),
    /// Model-check a program: explore its thread interleavings for violations.
    Check(Box<check::CheckCmd>),
    /// One random run of the program, printed as a schedule of C source lines.
    Simulate(Box<simulate::SimulateCmd>),
    /// Re-execute a counterexample trail written by `check --trail`.
    Replay(check::ReplayCmd),
    /// Check a program at a range of context bounds and granularities; table, CSV and plot.
    Sweep(sweep::SweepCmd),
    /// Translate an LTL formula into a Büchi automaton (Spin never claim, or HOA).
    Ltl2ba(Ltl2baCmd),
    /// Run SV-COMP tasks (.yml, format 2.0) under the competition's rules and score them.
    Svcomp(svcomp::SvcompCmd),
}

#[derive(Args, Debug)]
struct Ltl2baCmd {
    /// The formula (Spin syntax). Like `spin -f`, the automaton accepts the formula's models;
    /// use --negate for the never claim `check --ltl` searches with.
    formula: String,
    /// Print the automaton in the Hanoi Omega-Automata format (HOA v1).
    #[arg(long)]
    hoa: bool,
    /// Translate the negation of the formula (the never claim of the property).
    #[arg(long)]
    negate: bool,
}

fn ltl2ba(c: Ltl2baCmd) -> Result<ExitCode, CliError> {
    use crate::ltl::OutputFormat;
    let format = if c.hoa {
        OutputFormat::Hoa
    } else {
        OutputFormat::NeverClaim
    };
    let text = if c.negate {
        format!("!({})", c.formula)
    } else {
        c.formula.clone()
    };
    match crate::ltl::ltl2ba(&text, format) {
        Ok(out) => {
            print!("{out}");
            Ok(0)
        }
        Err(e) => Err(CliError::usage(format!("ltl2ba: {e}"))),
    }
}

/// Flags that control compiling C sources (ignored for `.ll` inputs).
#[derive(Args, Debug, Clone)]
pub struct CFlags {
    /// Optimisation level for C sources: -O0, -O1, -O2 or -O3.
    #[arg(short = 'O', value_name = "LEVEL", default_value_t = 0,
          value_parser = clap::value_parser!(u8).range(0..=3))]
    pub opt: u8,
    /// Preprocessor definition NAME or NAME=VALUE (repeatable).
    #[arg(short = 'D', value_name = "DEF")]
    pub defines: Vec<String>,
    /// Include directory (repeatable).
    #[arg(short = 'I', value_name = "DIR")]
    pub includes: Vec<PathBuf>,
    /// Compile for 32-bit x86 (clang -m32: 4-byte pointers and long).
    #[arg(long)]
    pub m32: bool,
}

impl CFlags {
    /// The compile options these flags describe.
    pub fn options(&self) -> CompileOptions {
        CompileOptions {
            opt: self.opt,
            defines: self.defines.clone(),
            includes: self.includes.clone(),
            m32: self.m32,
            extra: Vec::new(),
        }
    }
}

/// The memory model flags of `check`, `sweep` and `simulate`.
#[derive(Args, Debug, Clone)]
pub struct MemoryArgs {
    /// The memory model: `sc` (sequential consistency: every access at once, in one order
    /// all threads agree on), `tso` (x86: per-thread FIFO store buffers, flushed by moves of
    /// their own; locked instructions, seq_cst stores, mfence and library calls drain them)
    /// or `rc11` (C11 atomics as GenMC checks them: relaxed, release/acquire and SC
    /// accesses and fences; every data race on a non-atomic access is reported).
    #[arg(long, value_enum, default_value = "sc", value_name = "MODEL")]
    pub memory_model: MemoryModelArg,
    /// TSO: entries a thread's store buffer holds; a store into a full buffer first writes
    /// the oldest entry to memory, and the search is then incomplete.
    #[arg(long, default_value_t = crate::vm::weak::DEFAULT_STORE_BUFFER, value_name = "K",
          value_parser = clap::builder::RangedU64ValueParser::<usize>::new().range(1..=4096))]
    pub store_buffer: usize,
    /// RC11: messages kept per atomic location that some thread can still read; beyond it
    /// the oldest are dropped, and the search is then incomplete.
    #[arg(long, default_value_t = crate::vm::weak::DEFAULT_MAX_MESSAGES, value_name = "K",
          value_parser = clap::builder::RangedU64ValueParser::<usize>::new().range(1..=4096))]
    pub max_messages: usize,
}

impl MemoryArgs {
    /// Sets these flags in VM options.
    pub fn apply(&self, vm: &mut crate::vm::VmConfig) {
        vm.memory_model = self.memory_model.model();
        vm.store_buffer = self.store_buffer;
        vm.max_messages = self.max_messages;
    }
}

/// `--memory-model`'s values.
#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum MemoryModelArg {
    /// Sequential consistency (the default).
    Sc,
    /// x86-TSO store buffers.
    Tso,
    /// RC11 (C11 atomics; data races are errors).
    Rc11,
}

impl MemoryModelArg {
    /// The VM's model.
    pub fn model(self) -> crate::vm::weak::MemoryModel {
        match self {
            MemoryModelArg::Sc => crate::vm::weak::MemoryModel::Sc,
            MemoryModelArg::Tso => crate::vm::weak::MemoryModel::Tso,
            MemoryModelArg::Rc11 => crate::vm::weak::MemoryModel::Rc11,
        }
    }
}

#[derive(Args, Debug)]
struct CompileCmd {
    /// The C file.
    file: PathBuf,
    #[command(flatten)]
    cflags: CFlags,
    /// Output file (default: FILE with extension .ll; `-` for standard output).
    #[arg(short = 'o', value_name = "FILE.ll")]
    output: Option<PathBuf>,
    /// Compile as the SV-COMP mode does (`check --property`): gnu89 inline semantics,
    /// old-C diagnostics as warnings, signed-overflow checks, -m32 for ILP32.
    #[arg(long)]
    svcomp: bool,
    /// With --svcomp: the data model (default ILP32).
    #[arg(long, value_enum, value_name = "MODEL", requires = "svcomp")]
    data_model: Option<crate::svcomp::DataModel>,
}

#[derive(Args, Debug)]
struct RunCmd {
    /// The program: a .c file (compiled with clang, cached) or a .ll file.
    file: PathBuf,
    /// Arguments passed to main (argv[1..]), after `--` (options after FILE, such as `-O2`,
    /// are pancam's, as for `check`).
    #[arg(last = true)]
    args: Vec<String>,
    #[command(flatten)]
    cflags: CFlags,
    /// Seed for __VERIFIER_nondet_* values not given by --nondet.
    #[arg(long, default_value_t = 0)]
    seed: u64,
    /// Values for successive __VERIFIER_nondet_* calls, comma-separated.
    #[arg(long, value_delimiter = ',', allow_hyphen_values = true)]
    nondet: Vec<i64>,
    /// Stop after this many bytecode ops.
    #[arg(long, value_name = "N")]
    max_steps: Option<u64>,
    /// Call depth limit (a deeper call is reported as a stack overflow).
    #[arg(long, default_value_t = 100_000, value_name = "N")]
    max_frames: usize,
    /// Maximum number of threads (pthread_create beyond it fails with EAGAIN, with a warning).
    #[arg(long, default_value_t = 64, value_name = "N")]
    max_threads: usize,
    /// Print the number of ops executed and the time to stderr at the end.
    #[arg(long)]
    stats: bool,
}

#[derive(Args, Debug)]
struct DisasmCmd {
    /// The program: a .c or .ll file.
    file: PathBuf,
    #[command(flatten)]
    cflags: CFlags,
    /// Only this function.
    #[arg(long, value_name = "NAME")]
    function: Option<String>,
}

/// Runs the command line; returns the process exit code.
pub fn main() -> i32 {
    let cli = match Cli::try_parse() {
        Ok(c) => c,
        Err(e) => {
            let code = if e.use_stderr() { EXIT_USAGE } else { 0 };
            let _ = e.print();
            return code;
        }
    };
    let result = match cli.cmd {
        Cmd::Compile(c) => compile(c),
        Cmd::Run(r) => run(r),
        Cmd::Disasm(d) => disasm(d),
        Cmd::Check(c) => check::check(*c),
        Cmd::Replay(r) => check::replay_cmd(r),
        Cmd::Simulate(c) => simulate::simulate(*c),
        Cmd::Sweep(s) => sweep::sweep(s),
        Cmd::Ltl2ba(c) => ltl2ba(c),
        Cmd::Svcomp(c) => svcomp::svcomp(c),
    };
    match result {
        Ok(code) => code,
        Err(e) => {
            let _ = std::io::stdout().flush();
            eprintln!("pancam: {e}");
            e.code
        }
    }
}

/// Reports a load error of `check`, `replay`, `sweep` or `svcomp`: always a usage or input
/// error (exit 2), unsupported constructs included.
fn compile(c: CompileCmd) -> Result<ExitCode, CliError> {
    let opts = if c.svcomp {
        let dm = c.data_model.unwrap_or(crate::svcomp::DataModel::Ilp32);
        let mut o = crate::svcomp::compile_options(dm, c.cflags.opt);
        o.defines = c.cflags.defines.clone();
        o.includes = c.cflags.includes.clone();
        o
    } else {
        c.cflags.options()
    };
    let to_stdout = c.output.as_deref() == Some(std::path::Path::new("-"));
    let out = match (&c.output, to_stdout) {
        (_, true) => std::env::temp_dir().join(format!(
            "pancam-compile-{}-{}.ll",
            std::process::id(),
            c.file
                .file_stem()
                .map(|s| s.to_string_lossy().into_owned())
                .unwrap_or_default()
        )),
        (Some(o), false) => o.clone(),
        (None, false) => c.file.with_extension("ll"),
    };
    match crate::load::compile_to(&c.file, &out, &opts) {
        Ok(()) if to_stdout => {
            let text = std::fs::read(&out);
            let _ = std::fs::remove_file(&out);
            match text {
                Ok(t) => {
                    let _ = std::io::stdout().write_all(&t);
                    Ok(0)
                }
                Err(e) => Err(CliError::usage(format!("cannot read the compiled IR: {e}"))),
            }
        }
        Ok(()) => {
            eprintln!("pancam: wrote {}", out.display());
            Ok(0)
        }
        Err(e) => Err(CliError::load_to_run(&e)),
    }
}

fn disasm(d: DisasmCmd) -> Result<ExitCode, CliError> {
    let prog = match crate::load::load(&d.file, &d.cflags.options()) {
        Ok(p) => p,
        Err(e) => return Err(CliError::load_to_run(&e)),
    };
    let text = crate::bytecode::disasm::disassemble(&prog);
    let text = match &d.function {
        None => text,
        Some(f) => {
            let head = format!("@{f}(");
            let mut out = String::new();
            let mut on = false;
            for line in text.lines() {
                if line.starts_with("func ") {
                    on = line.contains(&head) || line.contains(&format!("@{f} "));
                }
                if on {
                    out.push_str(line);
                    out.push('\n');
                }
            }
            if out.is_empty() {
                return Err(CliError::usage(format!(
                    "no function @{f} in {}",
                    d.file.display()
                )));
            }
            out
        }
    };
    let _ = std::io::stdout().write_all(text.as_bytes());
    Ok(0)
}

/// The environment of `pancam run`: real stdout/stderr, nondet values from the options.
struct StdEnv {
    out: std::io::BufWriter<std::io::Stdout>,
    nondet: crate::vm::run::NondetSource,
    /// Limits already reported.
    limits: Vec<crate::vm::Limit>,
    /// `--max-threads`.
    max_threads: usize,
}

impl crate::vm::Env for StdEnv {
    fn output(&mut self, fd: i32, data: &[u8]) {
        if fd == 2 {
            let _ = self.out.flush();
            let _ = std::io::stderr().write_all(data);
        } else {
            let _ = self.out.write_all(data);
        }
    }
    fn nondet(&mut self, _name: &str, bits: u32, signed: bool) -> Option<u64> {
        Some(self.nondet.next(bits, signed))
    }
    fn limit_hit(&mut self, limit: crate::vm::Limit) {
        if self.limits.contains(&limit) {
            return;
        }
        self.limits.push(limit);
        let _ = self.out.flush();
        let what = match limit {
            crate::vm::Limit::Threads => format!(
                "pthread_create failed with EAGAIN at pancam's thread limit (--max-threads {})",
                self.max_threads
            ),
            crate::vm::Limit::Heap => {
                "an allocation failed at pancam's heap or object-id limit: malloc returned NULL"
                    .to_string()
            }
            crate::vm::Limit::Nondet => {
                "__VERIFIER_nondet_pointer/float/double returned NULL / 0.0".to_string()
            }
            crate::vm::Limit::StoreBuffer => {
                "a store found its thread's store buffer full (--store-buffer)".to_string()
            }
            crate::vm::Limit::Messages => {
                "an atomic location had more messages than --max-messages".to_string()
            }
        };
        eprintln!("pancam: warning: {what}");
    }
}

fn run(r: RunCmd) -> Result<ExitCode, CliError> {
    use crate::vm::run::{RunOptions, RunOutcome, run_program};
    let prog = match crate::load::load(&r.file, &r.cflags.options()) {
        Ok(p) => p,
        Err(e) => return Err(CliError::load_to_run(&e)),
    };
    let mut args = vec![r.file.display().to_string()];
    args.extend(r.args.iter().cloned());
    let mut opts = RunOptions {
        args,
        max_steps: r.max_steps,
        ..RunOptions::default()
    };
    opts.vm.max_frames = r.max_frames;
    if !(1..=1 << 16).contains(&r.max_threads) {
        return Err(CliError::usage(format!(
            "--max-threads {}: expected 1 to 65536",
            r.max_threads
        )));
    }
    opts.vm.max_threads = r.max_threads;
    let mut env = StdEnv {
        out: std::io::BufWriter::with_capacity(1 << 16, std::io::stdout()),
        nondet: crate::vm::run::NondetSource::new(r.nondet.clone(), r.seed),
        limits: Vec::new(),
        max_threads: r.max_threads,
    };
    let start = std::time::Instant::now();
    let res = match run_program(&prog, &opts, &mut env) {
        Ok(res) => res,
        Err(e) => {
            return Err(CliError::usage(e.to_string()));
        }
    };
    let _ = env.out.flush();
    if r.stats {
        let secs = start.elapsed().as_secs_f64();
        eprintln!(
            "pancam: {} ops in {:.3} s ({:.1} M ops/s)",
            res.steps,
            secs,
            res.steps as f64 / secs.max(1e-9) / 1e6
        );
    }
    Ok(match res.outcome {
        RunOutcome::Exit(c) => c & 0xff,
        RunOutcome::Violation(v) => {
            eprintln!("pancam: error: {}", v.render(&prog).trim_end());
            EXIT_VIOLATION
        }
        RunOutcome::Failure(f) => {
            eprintln!("pancam: cannot continue: {}", f.render(&prog).trim_end());
            EXIT_FAILURE
        }
        RunOutcome::AssumeFailed => {
            eprintln!(
                "pancam: __VERIFIER_assume failed: this execution is infeasible (try other \
                 --nondet values or --seed)"
            );
            EXIT_STOPPED
        }
        RunOutcome::StepLimit => {
            eprintln!("pancam: stopped after {} ops (--max-steps)", res.steps);
            EXIT_STOPPED
        }
        RunOutcome::Deadlock(who) => {
            eprintln!("pancam: error: deadlock: every unfinished thread is blocked: {who}");
            EXIT_VIOLATION
        }
    })
}
