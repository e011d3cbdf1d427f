//! Interpreter throughput in IR instructions per second on the CPU-bound C programs of
//! `benches/interp/` (their committed clang-19 `.ll` at -O0 and -O2), by phase:
//!
//! - `interp/load`: parsing the program, linking pancam's C library and lowering it (the C
//!   library's own IR is parsed once per process and cached, so this is the per-program part
//!   of `pancam run`'s startup);
//! - `interp/run`: [`run_program`] on the loaded program, with criterion's throughput set to
//!   the IR instructions the `.ll` executes (`benches/interp/counts.tsv`, measured natively
//!   by `benches/interp/regen.sh`), so criterion reports IR instructions/s.
//!
//! Run with `cargo bench --bench interp` (or `-- interp/run/fib` for one program). The
//! comparison with LLVM's interpreter (`lli-19 -force-interpreter`) is
//! `scripts/bench-interp.sh`; BENCHMARKS.md has the figures.

use criterion::{
    BenchmarkId, Criterion, SamplingMode, Throughput, criterion_group, criterion_main,
};
use pancam::bytecode::Program;
use pancam::load::load_ll;
use pancam::vm::run::{CaptureEnv, RunOptions, RunOutcome, run_program};
use std::hint::black_box;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// The programs, in the order of BENCHMARKS.md.
const PROGRAMS: [&str; 6] = ["sieve", "nbody", "list", "fib", "hash", "vm"];
/// The optimisation levels of the committed IR.
const LEVELS: [&str; 2] = ["O0", "O2"];

fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("benches/interp")
}

/// The IR instructions `PROGRAM.LEVEL.ll` executes, from `counts.tsv`.
fn ir_count(counts: &str, program: &str, level: &str) -> u64 {
    counts
        .lines()
        .filter(|l| !l.starts_with('#'))
        .find_map(|l| {
            let mut f = l.split_whitespace();
            let (p, lv, n) = (f.next()?, f.next()?, f.next()?);
            (p == program && lv == level).then(|| n.parse().ok())?
        })
        .unwrap_or_else(|| panic!("no count for {program} {level} in counts.tsv"))
}

fn load(program: &str, level: &str) -> Program {
    let path = dir().join(format!("{program}.{level}.ll"));
    load_ll(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// One run of `main`; returns its stdout.
fn run(prog: &Program, opts: &RunOptions) -> Vec<u8> {
    let mut env = CaptureEnv::default();
    let res = run_program(prog, opts, &mut env).expect("run_program");
    assert!(
        matches!(res.outcome, RunOutcome::Exit(0)),
        "unexpected outcome {:?}",
        res.outcome
    );
    env.stdout
}

/// Loading: parse + link the C library + lower, per program (O0).
fn load_phase(c: &mut Criterion) {
    let mut g = c.benchmark_group("interp/load");
    g.sample_size(20).measurement_time(Duration::from_secs(3));
    for program in PROGRAMS {
        g.bench_with_input(BenchmarkId::from_parameter(program), &program, |b, p| {
            b.iter(|| black_box(load(p, "O0")))
        });
    }
    g.finish();
}

/// Running: IR instructions per second of the interpreter alone (the program is loaded once,
/// outside the timing loop; its output is checked against `PROGRAM.out` first).
fn run_phase(c: &mut Criterion) {
    let counts = std::fs::read_to_string(dir().join("counts.tsv")).expect("counts.tsv");
    let opts = RunOptions::default();
    let mut g = c.benchmark_group("interp/run");
    // Each run takes 0.05–0.2 s: few samples, one run per sample.
    g.sample_size(10)
        .sampling_mode(SamplingMode::Flat)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(3));
    for program in PROGRAMS {
        let expected = std::fs::read(dir().join(format!("{program}.out"))).expect(".out");
        for level in LEVELS {
            let prog = load(program, level);
            assert_eq!(
                run(&prog, &opts),
                expected,
                "{program}.{level}.ll printed something else than {program}.out"
            );
            g.throughput(Throughput::Elements(ir_count(&counts, program, level)));
            g.bench_function(BenchmarkId::new(program, level), |b| {
                b.iter(|| black_box(run(&prog, &opts)))
            });
        }
    }
    g.finish();
}

criterion_group!(benches, load_phase, run_phase);
criterion_main!(benches);
