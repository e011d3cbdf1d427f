//! The successor function alone, without the search around it: for a few hundred states of
//! real programs, the cost of copying a state, of one move (copy and execution), of the
//! matched bytes and their parts, and of a whole successor as the search computes it (move,
//! matched bytes, lookup in a tree-compressed store that already holds it, as most
//! successors are already stored). Run with `cargo bench --bench successor`; figures in
//! BENCHMARKS.md ("Search speed").

use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use pancam::explore::store::{Parts, TreeSet, VisitedSet};
use pancam::explore::{Step, TransitionSystem};
use pancam::model::{CProgram, ModelOptions, Move};
use pancam::vm::state::State;
use std::hint::black_box;
use std::path::Path;
use std::time::Duration;

const PROGRAMS: [&str; 3] = [
    "philosophers8-ordered.O2.ll",
    "peterson.O2.ll",
    "ipc-m4.O2.ll",
];

/// Up to `n` states of `sys` in depth-first order, each with its moves and aux data.
fn sample(sys: &CProgram<'_>, n: usize) -> Vec<(State, Vec<Move>, pancam::model::SuperAux)> {
    let mut out = Vec::new();
    let mut seen = std::collections::HashSet::new();
    let mut stack = vec![sys.initial()];
    while let Some(s) = stack.pop() {
        if out.len() >= n {
            break;
        }
        let mut key = Vec::new();
        sys.matched(&s, &mut key);
        if !seen.insert(key) {
            continue;
        }
        let (mut moves, mut aux) = (Vec::new(), Default::default());
        sys.transitions(&s, &mut moves, &mut aux);
        for m in &moves {
            if let Step::Next(t) = sys.step(&s, m, &aux) {
                stack.push(t);
            }
        }
        out.push((s, moves, aux));
    }
    out
}

fn successor(c: &mut Criterion) {
    let mut g = c.benchmark_group("successor");
    g.measurement_time(Duration::from_secs(3));
    g.sample_size(20);
    for name in PROGRAMS {
        let ll = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("programs")
            .join(name);
        let prog = pancam::load::load_ll(&ll).expect("program");
        let sys =
            CProgram::new(&prog, ModelOptions::default(), &[name.to_string()]).expect("model");
        let states = sample(&sys, 300);
        let moves: usize = states.iter().map(|(_, m, _)| m.len()).sum();
        let label = name.trim_end_matches(".ll");

        g.throughput(Throughput::Elements(states.len() as u64));
        g.bench_function(BenchmarkId::new("copy", label), |b| {
            b.iter(|| {
                for (s, _, _) in &states {
                    black_box(s.copy()).recycle();
                }
            })
        });
        g.bench_function(BenchmarkId::new("matched_parts", label), |b| {
            let (mut key, mut parts) = (
                Vec::new(),
                Parts {
                    by_ref: true,
                    ..Parts::default()
                },
            );
            b.iter(|| {
                for (s, _, _) in &states {
                    key.clear();
                    parts.clear();
                    sys.matched_parts(s, &mut key, &mut parts);
                    black_box(&key);
                }
            })
        });
        g.bench_function(BenchmarkId::new("transitions", label), |b| {
            let (mut moves, mut aux) = (Vec::new(), Default::default());
            b.iter(|| {
                for (s, _, _) in &states {
                    moves.clear();
                    sys.transitions(s, &mut moves, &mut aux);
                    black_box(&moves);
                }
            })
        });

        g.throughput(Throughput::Elements(moves as u64));
        g.bench_function(BenchmarkId::new("step", label), |b| {
            b.iter(|| {
                for (s, ms, aux) in &states {
                    for m in ms {
                        if let Step::Next(t) = sys.step(s, m, aux) {
                            sys.recycle(t);
                        }
                    }
                }
            })
        });
        // The successors are stored once before measuring: the lookups find them, as a
        // search finds most of its successors already stored.
        let store = TreeSet::with_capacity(1 << 12);
        let (mut key, mut parts) = (
            Vec::new(),
            Parts {
                by_ref: true,
                ..Parts::default()
            },
        );
        for (s, ms, aux) in &states {
            for m in ms {
                if let Step::Next(t) = sys.step(s, m, aux) {
                    key.clear();
                    parts.clear();
                    sys.matched_parts(&t, &mut key, &mut parts);
                    store.insert_parts(&key, &parts, None);
                }
            }
        }
        g.bench_function(BenchmarkId::new("step+matched+tree lookup", label), |b| {
            b.iter(|| {
                for (s, ms, aux) in &states {
                    for m in ms {
                        if let Step::Next(t) = sys.step(s, m, aux) {
                            key.clear();
                            parts.clear();
                            sys.matched_parts(&t, &mut key, &mut parts);
                            black_box(store.insert_parts(&key, &parts, None));
                            sys.recycle(t);
                        }
                    }
                }
            })
        });
    }
    g.finish();
}

criterion_group!(benches, successor);
criterion_main!(benches);
