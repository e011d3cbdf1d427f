//! Random litmus-style programs for the weak-memory reduction differential test
//! (`tests/fuzz_weak.rs`): deterministic from a seed; 2–4 threads (mostly 2 or 3), 2–3 shared
//! locations, each thread 1–4 operations, mostly up to 3 (stores of distinct values, loads
//! into a result, read-modify-writes, compare-exchanges, fences), `main` joins them all and
//! asserts a random condition over the results (some hold, some fail, by model). Two
//! flavours:
//!
//! - C11: `atomic_int` locations, random orders per operation (relaxed, acquire, release,
//!   acq_rel, seq_cst, as legal), random fences, and sometimes a plain `int` location whose
//!   unordered accesses are data races under rc11;
//! - x86: `volatile int` locations, plain loads and stores, `mfence`, locked read-modify-
//!   writes.
//!
//! A C11 program may also get a spin loop (`while (atomic_load_explicit(&x, o) == 0);`,
//! relaxed, acquire or seq_cst) at a random place of one thread: it waits for any store to
//! `x` (every stored value is at least 1), or spins forever. Drawn from a second generator,
//! so that a seed without one is the program it was before spin loops were added.

use std::fmt::Write as _;

/// SplitMix64 (as `tests/fuzz_reduction/gen.rs`).
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed ^ 0x2545_F491_4F6C_DD1D)
    }

    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    pub fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }

    pub fn pct(&mut self, p: u64) -> bool {
        self.below(100) < p
    }
}

/// A generated program.
#[derive(Clone, Debug)]
pub struct Generated {
    pub source: String,
    /// C11 atomics (checked under rc11 and tso) or x86 volatile accesses (tso).
    pub c11: bool,
}

const ORDERS: [&str; 5] = [
    "memory_order_relaxed",
    "memory_order_acquire",
    "memory_order_release",
    "memory_order_acq_rel",
    "memory_order_seq_cst",
];

/// The program of `seed`.
pub fn generate(seed: u64) -> Generated {
    let mut r = Rng::new(seed);
    let c11 = r.pct(70);
    // Mostly 2 or 3 threads (the instruction-level reference of 4 threads with store
    // buffers is often too large to finish).
    let nthreads = if r.pct(10) {
        4
    } else {
        2 + r.below(2) as usize
    };
    let nlocs = 2 + r.below(2) as usize;
    // Under C11, sometimes the last location is a plain int (races).
    let plain_last = c11 && r.pct(25);
    let names = ["x", "y", "z"];
    let mut s = String::new();
    let _ = writeln!(
        s,
        "/* weak-memory fuzz program, seed {seed} ({}): tests/fuzz_weak/gen.rs */",
        if c11 { "C11" } else { "x86" }
    );
    s.push_str("#include <assert.h>\n#include <pthread.h>\n#include <stdatomic.h>\n\n");
    for (i, n) in names.iter().enumerate().take(nlocs) {
        let ty = if !c11 {
            "volatile int"
        } else if plain_last && i + 1 == nlocs {
            "int"
        } else {
            "atomic_int"
        };
        let _ = writeln!(s, "{ty} {n};");
    }
    let mut results: Vec<String> = Vec::new();
    let mut value = 0;
    let mut bodies = Vec::new();
    for t in 0..nthreads {
        let mut b = String::new();
        let nops = if r.pct(15) {
            4
        } else {
            1 + r.below(3) as usize
        };
        for k in 0..nops {
            let li = r.below(nlocs as u64) as usize;
            let loc = names[li];
            let plain = plain_last && li + 1 == nlocs;
            let kind = r.below(100);
            let res = format!("r{t}_{k}");
            if kind < 35 {
                value += 1;
                if !c11 || plain {
                    let _ = writeln!(b, "    {loc} = {value};");
                } else {
                    let o = [0, 2, 4][r.below(3) as usize];
                    let _ = writeln!(
                        b,
                        "    atomic_store_explicit(&{loc}, {value}, {});",
                        ORDERS[o]
                    );
                }
            } else if kind < 75 {
                results.push(res.clone());
                if !c11 || plain {
                    let _ = writeln!(b, "    {res} = {loc};");
                } else {
                    let o = [0, 1, 4][r.below(3) as usize];
                    let _ = writeln!(
                        b,
                        "    {res} = atomic_load_explicit(&{loc}, {});",
                        ORDERS[o]
                    );
                }
            } else if kind < 88 && !plain {
                value += 1;
                results.push(res.clone());
                if c11 {
                    let o = ORDERS[r.below(5) as usize];
                    if r.pct(50) {
                        let _ = writeln!(
                            b,
                            "    {res} = atomic_fetch_add_explicit(&{loc}, {value}, {o});"
                        );
                    } else {
                        let _ = writeln!(
                            b,
                            "    {res} = atomic_exchange_explicit(&{loc}, {value}, {o});"
                        );
                    }
                } else {
                    let _ = writeln!(
                        b,
                        "    {res} = __atomic_exchange_n(&{loc}, {value}, __ATOMIC_SEQ_CST);"
                    );
                }
            } else if kind < 94 && !plain {
                value += 1;
                results.push(res.clone());
                let expect = r.below(value as u64 + 1);
                if c11 {
                    let (o, f) = match r.below(4) {
                        0 => ("memory_order_relaxed", "memory_order_relaxed"),
                        1 => ("memory_order_acquire", "memory_order_acquire"),
                        2 => ("memory_order_acq_rel", "memory_order_relaxed"),
                        _ => ("memory_order_seq_cst", "memory_order_seq_cst"),
                    };
                    let _ = writeln!(
                        b,
                        "    {{ int e = {expect}; atomic_compare_exchange_strong_explicit(&{loc}, &e, {value}, {o}, {f}); {res} = e; }}"
                    );
                } else {
                    let _ = writeln!(
                        b,
                        "    {{ int e = {expect}; __atomic_compare_exchange_n(&{loc}, &e, {value}, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST); {res} = e; }}"
                    );
                }
            } else if c11 {
                let o = ORDERS[1 + r.below(4) as usize];
                let _ = writeln!(b, "    atomic_thread_fence({o});");
            } else {
                let _ = writeln!(b, "    __atomic_thread_fence(__ATOMIC_SEQ_CST);");
            }
        }
        bodies.push(b);
    }
    // A spin loop (the spin-loop reduction under rc11), from a generator of its own.
    let mut ra = Rng::new(seed ^ 0x5e1f_a3a1_0000_0000);
    if c11 && ra.pct(40) {
        let t = ra.below(nthreads as u64) as usize;
        let atomics = if plain_last { nlocs - 1 } else { nlocs };
        let loc = names[ra.below(atomics as u64) as usize];
        let o = ORDERS[[0, 1, 4][ra.below(3) as usize]];
        let mut lines: Vec<String> = bodies[t].lines().map(str::to_string).collect();
        let at = ra.below(lines.len() as u64 + 1) as usize;
        lines.insert(
            at,
            format!("    while (atomic_load_explicit(&{loc}, {o}) == 0)\n        ;"),
        );
        bodies[t] = lines.join("\n") + "\n";
    }
    for res in &results {
        let _ = writeln!(s, "int {res};");
    }
    s.push('\n');
    for (t, b) in bodies.iter().enumerate() {
        let _ = writeln!(
            s,
            "static void *t{t}(void *arg)\n{{\n    (void)arg;\n{b}    return 0;\n}}\n"
        );
    }
    s.push_str("int main(void)\n{\n");
    let _ = writeln!(s, "    pthread_t th[{nthreads}];");
    for t in 0..nthreads {
        let _ = writeln!(s, "    pthread_create(&th[{t}], 0, t{t}, 0);");
    }
    for t in 0..nthreads {
        let _ = writeln!(s, "    pthread_join(th[{t}], 0);");
    }
    // A random condition over some results (a conjunction whose negation is asserted):
    // reachable under some model or not.
    if !results.is_empty() {
        let n = 1 + r.below(results.len().min(3) as u64) as usize;
        let mut conj = Vec::new();
        for _ in 0..n {
            let res = &results[r.below(results.len() as u64) as usize];
            let v = r.below(value as u64 + 1);
            conj.push(format!("{res} == {v}"));
        }
        let _ = writeln!(s, "    assert(!({}));", conj.join(" && "));
    }
    s.push_str("    return 0;\n}\n");
    Generated { source: s, c11 }
}
