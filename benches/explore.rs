//! Search throughput (states/s) on toy systems: per store mode, per worker count, and with
//! heap-allocated states. Run with `cargo bench --bench explore`.

use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use pancam::explore::toys::{LostUpdate, ModCounters};
use pancam::explore::{SearchConfig, StoreMode, TransitionSystem, search};
use std::hint::black_box;
use std::time::Duration;

const MODES: [StoreMode; 4] = [
    StoreMode::Exact,
    StoreMode::Full,
    StoreMode::HashCompaction,
    StoreMode::Bitstate {
        log2_bits: 26,
        hashes: 3,
    },
];

fn run<T: TransitionSystem + Sync>(sys: &T, store: StoreMode, workers: usize, hint: usize) -> u64 {
    let cfg = SearchConfig {
        store,
        workers,
        expected_states: hint,
        max_violations: 0,
        ..SearchConfig::default()
    };
    search(sys, &cfg).stats.counters.stored
}

/// One search per store mode on 2^20 states of 8 bytes (4 · 2^20 transitions).
fn per_mode(c: &mut Criterion) {
    let sys = ModCounters { n: 4, bits: 5 };
    let states = sys.states();
    let mut g = c.benchmark_group("explore/mode");
    g.sample_size(10)
        .measurement_time(Duration::from_secs(4))
        .throughput(Throughput::Elements(states));
    for mode in MODES {
        g.bench_with_input(BenchmarkId::from_parameter(mode.name()), &mode, |b, &m| {
            b.iter(|| black_box(run(&sys, m, 1, states as usize)))
        });
    }
    g.finish();
}

/// Speedup with worker threads (hash compaction, 2^20 states).
fn per_workers(c: &mut Criterion) {
    let sys = ModCounters { n: 4, bits: 5 };
    let states = sys.states();
    let cores = std::thread::available_parallelism().map_or(2, |n| n.get());
    let mut g = c.benchmark_group("explore/workers");
    g.sample_size(10)
        .measurement_time(Duration::from_secs(4))
        .throughput(Throughput::Elements(states));
    let mut w = 1;
    while w <= cores.max(2) {
        g.bench_with_input(BenchmarkId::from_parameter(w), &w, |b, &w| {
            b.iter(|| black_box(run(&sys, StoreMode::HashCompaction, w, states as usize)))
        });
        w *= 2;
    }
    g.finish();
}

/// States that own heap memory (three processes, non-atomic increments).
fn heap_states(c: &mut Criterion) {
    let sys = LostUpdate {
        procs: 3,
        rounds: 6,
    };
    let states = run(&sys, StoreMode::Exact, 1, 1 << 16);
    let mut g = c.benchmark_group("explore/heap-states");
    g.sample_size(10)
        .measurement_time(Duration::from_secs(3))
        .throughput(Throughput::Elements(states));
    for w in [1, 2] {
        g.bench_with_input(BenchmarkId::from_parameter(w), &w, |b, &w| {
            b.iter(|| black_box(run(&sys, StoreMode::HashCompaction, w, 1 << 16)))
        });
    }
    g.finish();
}

criterion_group!(benches, per_mode, per_workers, heap_states);
criterion_main!(benches);
