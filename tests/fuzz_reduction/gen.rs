//! A generator of small random multithreaded C programs for the reduction differential
//! test (`tests/fuzz_reduction.rs`): deterministic from a seed, no library but pthreads,
//! `assert.h`, `string.h`, `stdlib.h` and the `__VERIFIER_*` functions, and small enough
//! that the unreduced (`--granularity instruction`) search of every program finishes in
//! seconds.
//!
//! A program has 2 or 3 worker threads created by `main` (one function each, or one
//! function for all created in a loop with the index as argument), joined all, some or
//! none, or 2 or 3 identical ones (one function, argument 0; up to 5 for the symmetry
//! reduction's own differential test), their handles kept in an array or all in one
//! variable, overwritten; 1–4 shared scalar globals (`int`, `char`, `short`, some `volatile`), maybe an
//! array, a struct (copied whole: a `memcpy` at -O0), a heap block reached through a global
//! pointer or passed as the thread argument, a `main` local passed by address (directly or
//! through a struct of pointers, so that its address escapes through the register
//! `pthread_create` passes), a global pointer set to the address of a local, a thread-local
//! or a heap block; 0–2 mutexes (lock/unlock pairs, nested in random order, trylock), and
//! occasionally a condition variable with a `while` wait and a signaller, a reader-writer
//! lock, a barrier, `__atomic`/`__sync` operations, a `__VERIFIER_atomic_*` function, a
//! spin on a volatile flag (some doubling a local back-off delay), `memset`/`memcpy`, `free` of the heap block; bodies are straight
//! line code, `if`s on shared values and loops of two rounds, with `assert`s over shared
//! values (some hold, some fail) and occasional `__VERIFIER_nondet_bool()`/`_char()`.
//!
//! What the program may do wrong is the point: assertion failures, deadlocks (lock order,
//! a missing signal, a barrier for too many), data races, use after free, dead stack objects
//! reached through a pointer: every granularity must find exactly what the instruction-level
//! search finds.

use std::fmt::Write as _;

/// SplitMix64: small, fast, and good enough to pick program shapes.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed ^ 0x5DEE_CE66_D1CE_4E5B)
    }

    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// Uniform in `0..n` (`n > 0`).
    pub fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }

    /// True with probability `p` percent.
    pub fn pct(&mut self, p: u64) -> bool {
        self.below(100) < p
    }

    pub fn pick<'a, T>(&mut self, xs: &'a [T]) -> &'a T {
        &xs[self.below(xs.len() as u64) as usize]
    }
}

/// A generated program.
#[derive(Clone, Debug)]
pub struct Generated {
    pub seed: u64,
    pub source: String,
    /// Short names of the features it uses (for the campaign's statistics).
    pub features: Vec<&'static str>,
}

/// A shared location the statements read and write.
#[derive(Clone, Debug)]
struct Loc {
    /// The C lvalue.
    expr: String,
    /// Whether it is a plain integer (atomics need `int`).
    int: bool,
}

/// What a program has, chosen once from the seed.
struct Shape {
    threads: usize,
    /// One function for all threads (created in a loop, `id` from the argument).
    shared_fn: bool,
    scalars: Vec<(String, &'static str, bool)>,
    array: Option<usize>,
    structs: usize,
    heap: bool,
    /// The heap block is the thread argument (else it is reached through `hp`).
    heap_arg: bool,
    /// The thread argument is `&loc` or `&args[i]` with `args[i].p = &loc`.
    local_arg: Option<bool>,
    /// A global pointer set to a local, thread-local or heap address and used by others.
    gp: bool,
    tls: bool,
    mutexes: usize,
    cond: bool,
    rwlock: bool,
    barrier: Option<usize>,
    atomics: bool,
    vatomic: bool,
    /// The atomic function is called through a pointer.
    vatomic_ptr: bool,
    /// A global struct holding the address of a `main` local, set by a struct copy.
    gps: bool,
    spin: bool,
    /// With `spin`: the waiter doubles a local delay while it spins, as SV-COMP's
    /// `pthread-ext/05_tas` does: `Some(false)`, a delay nothing else reads (faint registers,
    /// `vm::liveness`); `Some(true)`, a waiter that gives up once its delay reaches 8 (the
    /// delay decides whether the loop ends).
    backoff: Option<bool>,
    nondet: bool,
    free_heap: bool,
    /// `g0` starts at an input assumed in [`INPUT_RANGE`] (a lazy value in `pancam check`;
    /// drawn from a generator of its own, so that the other choices of a seed stay as they
    /// were before inputs existed).
    input: bool,
    /// With `input` and a function per thread: the first thread draws an input of its own,
    /// assumed in [`THREAD_INPUT_RANGE`], and adds it to `g0` under `m0` (or atomically): a
    /// lazy value stored to shared memory by a thread, read and compared by the others.
    thread_input: bool,
    /// With `shared_fn`: the threads are identical (the same function, argument 0, so the
    /// same `id`): the shapes the symmetry reduction merges.
    identical: bool,
    /// With `identical`: every handle goes to `th[0]`, overwritten (so that the program
    /// does not keep the workers apart), and only the last thread is joined, or none.
    one_handle: bool,
    /// With `identical`: each worker gets a heap block of its own (`int ob[2]`, malloc'd
    /// and zeroed by `main`), which its body reads and writes: the threads the symmetry
    /// reduction renames together with their blocks (`vm::argobj`).
    own_block: bool,
    /// With `own_block`: each worker frees its block at its end.
    own_free: bool,
    /// With `own_block`: `main` allocates every block before it starts the first worker
    /// (else each just before its worker, so a freed block's id goes to a later worker).
    own_first: bool,
    /// With `identical`: each worker has an array on its stack (`int sa[2]`), which it
    /// passes to a helper that is not inlined (so that it stays in memory at -O2) and its
    /// body reads and writes: the threads the symmetry reduction renames together with
    /// their stack objects (`vm::argobj`).
    own_stack: bool,
}

/// The values a thread's input (`Shape::thread_input`) is assumed to lie in.
pub const THREAD_INPUT_RANGE: (i64, i64) = (0, 2);

/// The values an input (`Shape::input`) is assumed to lie in.
pub const INPUT_RANGE: (i64, i64) = (-2, 3);

struct Gen {
    rng: Rng,
    shape: Shape,
    features: Vec<&'static str>,
    /// Locations a thread body may use (depends on the function: `id`, argument).
    locs: Vec<Loc>,
    /// Statements left in the current body (keeps state spaces small).
    budget: i32,
    /// Mutexes held at the current point (they are never relocked).
    held: Vec<usize>,
    /// Inside a `__VERIFIER_atomic_*` function (no blocking calls there).
    in_atomic: bool,
    /// Loop depth (loop counters `i0`, `i1`).
    depth: usize,
    /// Fresh local names.
    fresh: usize,
    /// In a thread function (where `id` is defined).
    in_thread: bool,
}

fn indent(out: &mut String, n: usize) {
    for _ in 0..n {
        out.push_str("  ");
    }
}

impl Gen {
    fn feature(&mut self, f: &'static str) {
        if !self.features.contains(&f) {
            self.features.push(f);
        }
    }

    fn small(&mut self) -> String {
        self.rng.below(4).to_string()
    }

    fn loc(&mut self) -> Loc {
        let i = self.rng.below(self.locs.len() as u64) as usize;
        self.locs[i].clone()
    }

    fn int_loc(&mut self) -> Option<Loc> {
        let ints: Vec<Loc> = self.locs.iter().filter(|l| l.int).cloned().collect();
        if ints.is_empty() {
            None
        } else {
            Some(self.rng.pick(&ints).clone())
        }
    }

    /// A small expression over shared values.
    fn expr(&mut self, depth: u32) -> String {
        let r = self.rng.below(100);
        if depth == 0 || r < 35 {
            return match self.rng.below(10) {
                0..=4 => self.loc().expr,
                5 if self.shape.nondet => {
                    self.feature("nondet");
                    if self.rng.pct(15) {
                        "(__VERIFIER_nondet_char() & 1)".into()
                    } else {
                        "__VERIFIER_nondet_bool()".into()
                    }
                }
                6 if self.depth > 0 => format!("i{}", self.depth - 1),
                7 if self.shape.shared_fn && self.in_thread => "id".into(),
                _ => self.small(),
            };
        }
        let a = self.expr(depth - 1);
        let b = self.expr(depth - 1);
        let op = *self
            .rng
            .pick(&["+", "-", "^", "&", "|", "==", "!=", "<", "+"]);
        format!("({a} {op} {b})")
    }

    fn cond(&mut self) -> String {
        let l = self.loc().expr;
        let op = *self.rng.pick(&["==", "!=", "<", ">", "<=", ">="]);
        let k = self.small();
        if self.rng.pct(25) {
            let m = self.loc().expr;
            format!("{l} {op} {m}")
        } else {
            format!("{l} {op} {k}")
        }
    }

    fn body(&mut self, out: &mut String, ind: usize, max: i32) {
        let n = 1 + self.rng.below(max.max(1) as u64) as i32;
        for _ in 0..n {
            if self.budget <= 0 {
                break;
            }
            self.stmt(out, ind);
        }
    }

    /// One statement (possibly compound).
    fn stmt(&mut self, out: &mut String, ind: usize) {
        self.budget -= 1;
        let r = self.rng.below(100);
        let free_mutex: Vec<usize> = (0..self.shape.mutexes)
            .filter(|m| !self.held.contains(m))
            .collect();
        match r {
            // Plain writes, the most common.
            0..=27 => {
                let l = self.loc();
                let e = self.expr(2);
                indent(out, ind);
                if self.rng.pct(30) {
                    let op = *self.rng.pick(&["+=", "-=", "^=", "|="]);
                    let _ = writeln!(out, "{} {op} {e};", l.expr);
                } else {
                    let _ = writeln!(out, "{} = {e};", l.expr);
                }
            }
            // Assertions over shared values.
            28..=39 => {
                let c = self.cond();
                indent(out, ind);
                let _ = writeln!(out, "assert({c});");
            }
            // A branch on shared values.
            40..=45 if self.budget > 1 => {
                let c = self.cond();
                indent(out, ind);
                let _ = writeln!(out, "if ({c}) {{");
                self.body(out, ind + 1, 2);
                if self.rng.pct(40) && self.budget > 0 {
                    indent(out, ind);
                    out.push_str("} else {\n");
                    self.body(out, ind + 1, 2);
                }
                indent(out, ind);
                out.push_str("}\n");
            }
            // A loop of two rounds.
            46..=50 if self.depth < 2 && self.budget > 1 => {
                let d = self.depth;
                indent(out, ind);
                let _ = writeln!(out, "for (int i{d} = 0; i{d} < 2; i{d}++) {{");
                self.depth += 1;
                self.budget -= 1;
                self.body(out, ind + 1, 2);
                self.depth -= 1;
                indent(out, ind);
                out.push_str("}\n");
            }
            // A critical section (nested in any order: lock-order deadlocks happen).
            51..=62 if !free_mutex.is_empty() && !self.in_atomic => {
                self.feature("mutex");
                let m = *self.rng.pick(&free_mutex);
                let trylock = self.rng.pct(20);
                indent(out, ind);
                if trylock {
                    self.feature("trylock");
                    let _ = writeln!(out, "if (pthread_mutex_trylock(&m{m}) == 0) {{");
                } else {
                    let _ = writeln!(out, "pthread_mutex_lock(&m{m});");
                }
                self.held.push(m);
                let inner = if trylock { ind + 1 } else { ind };
                self.body(out, inner, 3);
                self.held.pop();
                indent(out, inner);
                let _ = writeln!(out, "pthread_mutex_unlock(&m{m});");
                if trylock {
                    indent(out, ind);
                    out.push_str("}\n");
                }
            }
            // Atomic operations.
            63..=68 if self.shape.atomics => {
                if let Some(l) = self.int_loc() {
                    self.feature("atomic");
                    let l = l.expr;
                    let k = 1 + self.rng.below(2);
                    indent(out, ind);
                    let s = match self.rng.below(7) {
                        0 => format!("__atomic_fetch_add(&{l}, {k}, __ATOMIC_SEQ_CST);"),
                        1 => format!("__sync_fetch_and_add(&{l}, {k});"),
                        2 => format!("__atomic_store_n(&{l}, {k}, __ATOMIC_SEQ_CST);"),
                        3 => {
                            let x = self.fresh_local();
                            format!("int {x} = __atomic_load_n(&{l}, __ATOMIC_SEQ_CST); (void){x};")
                        }
                        4 => format!("__sync_bool_compare_and_swap(&{l}, 0, {k});"),
                        5 => format!("__atomic_exchange_n(&{l}, {k}, __ATOMIC_SEQ_CST);"),
                        _ => {
                            let x = self.fresh_local();
                            format!(
                                "int {x} = 0; __atomic_compare_exchange_n(&{l}, &{x}, {k}, 0, \
                                 __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);"
                            )
                        }
                    };
                    let _ = writeln!(out, "{s}");
                }
            }
            // A read into a local, used later in an assertion (values cross statements).
            69..=74 => {
                let x = self.fresh_local();
                let l = self.loc().expr;
                indent(out, ind);
                let _ = writeln!(out, "int {x} = {l};");
                let m = self.loc().expr;
                let op = *self.rng.pick(&["==", "!=", "<=", ">="]);
                indent(out, ind);
                if self.rng.pct(50) {
                    let _ = writeln!(out, "assert({x} {op} {m});");
                } else {
                    let _ = writeln!(out, "{m} = {x} + 1;");
                }
            }
            // Struct copies (memcpy at -O0), memset of the array.
            75..=79 if self.shape.structs > 0 || self.shape.array.is_some() => {
                indent(out, ind);
                match self.rng.below(4) {
                    0 if self.shape.structs > 1 => {
                        self.feature("memcpy");
                        if self.rng.pct(50) {
                            out.push_str("s1 = s0;\n");
                        } else {
                            out.push_str("s0 = s1;\n");
                        }
                    }
                    1 if self.shape.array.is_some() => {
                        self.feature("memset");
                        out.push_str("memset(arr, 0, sizeof arr);\n");
                    }
                    _ if self.shape.structs > 0 => {
                        self.feature("memcpy");
                        let x = self.fresh_local();
                        let k = self.small();
                        let _ = writeln!(out, "struct S {x} = s0; {x}.a += {k}; s0 = {x};");
                    }
                    _ => {
                        self.feature("memset");
                        out.push_str("memset(arr, 1, sizeof arr);\n");
                    }
                }
            }
            // Reader-writer lock.
            80..=82 if self.shape.rwlock && !self.in_atomic => {
                self.feature("rwlock");
                indent(out, ind);
                let w = self.rng.pct(50);
                let _ = writeln!(
                    out,
                    "pthread_rwlock_{}lock(&rw);",
                    if w { "wr" } else { "rd" }
                );
                let l = self.loc().expr;
                indent(out, ind);
                if w {
                    let e = self.expr(1);
                    let _ = writeln!(out, "{l} = {e};");
                } else {
                    let k = self.small();
                    let _ = writeln!(out, "assert({l} != {k} || {l} == {k});");
                }
                indent(out, ind);
                out.push_str("pthread_rwlock_unlock(&rw);\n");
            }
            // The atomic function.
            83..=86 if self.shape.vatomic && !self.in_atomic => {
                self.feature("verifier_atomic");
                indent(out, ind);
                if self.shape.vatomic_ptr {
                    self.feature("verifier_atomic pointer");
                    out.push_str("step_fp();\n");
                } else {
                    out.push_str("__VERIFIER_atomic_step();\n");
                }
            }
            // Through the global pointer.
            87..=90 if self.shape.gp => {
                self.feature("gp");
                indent(out, ind);
                let e = self.expr(1);
                if self.rng.pct(50) {
                    let _ = writeln!(out, "if (gp) *gp = {e};");
                } else {
                    let k = self.small();
                    let _ = writeln!(out, "if (gp) assert(*gp != {k});");
                }
            }
            _ => {
                let l = self.loc();
                indent(out, ind);
                let _ = writeln!(out, "{} += 1;", l.expr);
            }
        }
    }

    fn fresh_local(&mut self) -> String {
        self.fresh += 1;
        format!("v{}", self.fresh)
    }

    /// The locations of a body: globals, and for thread bodies the argument's.
    fn set_locs(&mut self, thread: bool) {
        let mut locs = Vec::new();
        for (name, ty, _) in &self.shape.scalars {
            locs.push(Loc {
                expr: name.clone(),
                int: *ty == "int",
            });
        }
        if let Some(n) = self.shape.array {
            for i in 0..n {
                locs.push(Loc {
                    expr: format!("arr[{i}]"),
                    int: true,
                });
            }
            let g = &self.shape.scalars[0].0;
            locs.push(Loc {
                expr: format!("arr[{g} & 1]"),
                int: true,
            });
        }
        if self.shape.structs > 0 {
            locs.push(Loc {
                expr: "s0.a".into(),
                int: true,
            });
            locs.push(Loc {
                expr: "s0.b".into(),
                int: false,
            });
        }
        if self.shape.structs > 1 {
            locs.push(Loc {
                expr: "s1.c".into(),
                int: false,
            });
        }
        if self.shape.heap {
            let h = if self.shape.heap_arg && thread {
                "hq"
            } else {
                "hp"
            };
            locs.push(Loc {
                expr: format!("{h}[0]"),
                int: true,
            });
            locs.push(Loc {
                expr: format!("{h}[1]"),
                int: true,
            });
        }
        if thread && self.shape.own_stack {
            for k in 0..2 {
                locs.push(Loc {
                    expr: format!("sa[{k}]"),
                    int: true,
                });
            }
        }
        if thread && self.shape.own_block {
            for k in 0..2 {
                locs.push(Loc {
                    expr: format!("ob[{k}]"),
                    int: true,
                });
            }
        }
        if thread && self.shape.local_arg.is_some() {
            locs.push(Loc {
                expr: "*lp".into(),
                int: true,
            });
        }
        if !thread && self.shape.local_arg.is_some() {
            locs.push(Loc {
                expr: "loc".into(),
                int: true,
            });
        }
        if self.shape.gps {
            locs.push(Loc {
                expr: "*gps.p".into(),
                int: true,
            });
            if !thread {
                locs.push(Loc {
                    expr: "gl".into(),
                    int: true,
                });
            }
        }
        if self.shape.tls {
            locs.push(Loc {
                expr: "tl".into(),
                int: true,
            });
        }
        self.locs = locs;
    }
}

fn shape(rng: &mut Rng) -> Shape {
    let threads = 2 + rng.below(2) as usize;
    let nscalars = 1 + rng.below(4) as usize;
    let scalars = (0..nscalars)
        .map(|i| {
            let ty = *rng.pick(&["int", "int", "char", "short"]);
            (format!("g{i}"), ty, rng.pct(25))
        })
        .collect();
    let heap = rng.pct(35);
    Shape {
        threads,
        shared_fn: rng.pct(35),
        scalars,
        array: rng.pct(25).then(|| 2 + rng.below(2) as usize),
        structs: if rng.pct(25) {
            1 + rng.below(2) as usize
        } else {
            0
        },
        heap,
        heap_arg: heap && rng.pct(40),
        local_arg: rng.pct(25).then(|| rng.pct(50)),
        gp: rng.pct(12),
        tls: rng.pct(8),
        mutexes: *rng.pick(&[0, 1, 1, 2, 2]),
        cond: rng.pct(12),
        rwlock: rng.pct(10),
        barrier: rng.pct(10).then(|| rng.below(100) as usize),
        atomics: rng.pct(30),
        vatomic: rng.pct(15),
        vatomic_ptr: rng.pct(30),
        gps: rng.pct(12),
        spin: rng.pct(8),
        backoff: None,
        nondet: rng.pct(20),
        free_heap: rng.pct(40),
        input: false,
        thread_input: false,
        identical: false,
        one_handle: false,
        own_block: false,
        own_free: false,
        own_first: false,
        own_stack: false,
    }
}

/// The program for `seed`.
pub fn generate(seed: u64) -> Generated {
    generate_with(seed, None)
}

/// The program for `seed`, with `identical` threads of one function if given (see
/// `Shape::identical`; 2 to 5: four and five are for searches coarser than the
/// instruction-level reference, whose state spaces they outgrow).
pub fn generate_with(seed: u64, identical: Option<usize>) -> Generated {
    let mut rng = Rng::new(seed);
    let mut sh = shape(&mut rng);
    let mut input_rng = Rng::new(seed ^ 0x5eed_1a2e_0000_0015);
    sh.input = input_rng.pct(30);
    // Not with one function for every thread: each would draw one, and three inputs in
    // three threads make the reference search (all violations) too large.
    sh.thread_input = sh.input && !sh.shared_fn && input_rng.pct(50);
    // The spin waiter's back-off, from a generator of its own too.
    let mut backoff_rng = Rng::new(seed ^ 0x5eed_bac0_ff00_0042);
    sh.backoff = (sh.spin && backoff_rng.pct(60)).then(|| backoff_rng.pct(40));
    // Identical workers, from a generator of their own too.
    let mut sym_rng = Rng::new(seed ^ 0x5eed_5e11_0000_0042);
    if identical.is_some() || sym_rng.pct(20) {
        sh.shared_fn = true;
        sh.identical = true;
        sh.threads = identical.unwrap_or(2 + sym_rng.below(2) as usize);
        sh.one_handle = sym_rng.pct(50);
        sh.thread_input = false;
        sh.barrier = None;
        // From a generator of its own, so that the other shapes of a seed stay as they were.
        let mut own_rng = Rng::new(seed ^ 0x5eed_0b10_c000_0042);
        sh.own_block = own_rng.pct(40);
        sh.own_free = sh.own_block && own_rng.pct(50);
        sh.own_first = sh.own_block && own_rng.pct(50);
        sh.own_stack = own_rng.pct(40);
    }
    // The thread argument carries one thing.
    if sh.shared_fn {
        // The argument carries the thread's index.
        sh.heap_arg = false;
        if sh.local_arg == Some(true) {
            sh.local_arg = Some(false);
        }
    }
    if sh.heap_arg || sh.identical {
        sh.local_arg = None;
    }
    if sh.mutexes == 0 {
        sh.cond = false;
    }
    let mut g = Gen {
        rng,
        shape: sh,
        features: Vec::new(),
        locs: Vec::new(),
        budget: 0,
        held: Vec::new(),
        in_atomic: false,
        depth: 0,
        fresh: 0,
        in_thread: false,
    };
    let sh = &g.shape;
    let nt = sh.threads;
    let mut src = String::new();
    let _ = writeln!(src, "// pancam reduction fuzz program, seed {seed}");
    src.push_str(
        "#include <assert.h>\n#include <pthread.h>\n#include <stdlib.h>\n#include <string.h>\n\n",
    );
    if sh.nondet {
        src.push_str("extern _Bool __VERIFIER_nondet_bool(void);\n");
        src.push_str("extern char __VERIFIER_nondet_char(void);\n");
    }
    if sh.input {
        src.push_str("extern int __VERIFIER_nondet_int(void);\n");
        src.push_str("extern void __VERIFIER_assume(int);\n");
    }
    for (name, ty, vol) in &sh.scalars {
        let v = if *vol { "volatile " } else { "" };
        let _ = writeln!(src, "{v}{ty} {name};");
    }
    if let Some(n) = sh.array {
        let _ = writeln!(src, "int arr[{n}];");
    }
    if sh.structs > 0 {
        src.push_str("struct S { int a; short b; char c; };\n");
        for i in 0..sh.structs {
            let _ = writeln!(src, "struct S s{i};");
        }
    }
    if sh.heap {
        src.push_str("int *hp;\n");
    }
    if sh.gp {
        src.push_str("int *volatile gp;\n");
    }
    if sh.tls {
        src.push_str("__thread int tl;\n");
    }
    for m in 0..sh.mutexes {
        let _ = writeln!(src, "pthread_mutex_t m{m} = PTHREAD_MUTEX_INITIALIZER;");
    }
    if sh.cond {
        src.push_str("pthread_cond_t cv = PTHREAD_COND_INITIALIZER;\nint ready;\n");
    }
    if sh.rwlock {
        src.push_str("pthread_rwlock_t rw = PTHREAD_RWLOCK_INITIALIZER;\n");
    }
    if sh.barrier.is_some() {
        src.push_str("pthread_barrier_t bar;\n");
    }
    if sh.spin {
        src.push_str("volatile int go;\n");
    }
    if sh.local_arg == Some(false) {
        src.push_str("struct A { int *p; int id; };\n");
    }
    if sh.gps {
        src.push_str("struct P { int *p; } gps;\n");
    }
    src.push('\n');
    g.features.push(match nt {
        2 => "2 threads",
        3 => "3 threads",
        4 => "4 threads",
        _ => "5 threads",
    });
    if g.shape.identical {
        g.features.push("identical threads");
    }
    if g.shape.own_stack {
        g.features.push("own stack arrays");
        src.push_str(
            "__attribute__((noinline)) static void sa_touch(int *p) { p[1] = p[0] + 1; }\n\n",
        );
    }
    // The atomic function: a few plain statements over globals.
    if g.shape.vatomic {
        g.set_locs(false);
        g.locs
            .retain(|l| !l.expr.starts_with("loc") && l.expr != "tl" && l.expr != "gl");
        g.in_atomic = true;
        g.budget = 3;
        g.held.clear();
        src.push_str("void __VERIFIER_atomic_step(void) {\n");
        let mut body = String::new();
        g.body(&mut body, 1, 3);
        src.push_str(&body);
        src.push_str("}\n");
        if g.shape.vatomic_ptr {
            src.push_str("void (*volatile step_fp)(void) = __VERIFIER_atomic_step;\n");
        }
        src.push('\n');
        g.in_atomic = false;
    }
    // Which thread waits on the condition variable, which signals, which sets `gp`.
    let waiter = g.rng.below(nt as u64) as usize;
    let signaller = if g.rng.pct(85) {
        Some((waiter + 1 + g.rng.below(nt as u64 - 1) as usize) % nt)
    } else {
        None
    };
    let broadcast = g.rng.pct(30);
    let gp_setter = g.rng.below(nt as u64 + 1) as usize; // nt: main
    // 0: a thread-local, 1: the heap block, 2: a static, 3: the setter's local (dead once
    // it returns), 4: a block-scoped local of a loop (dead between rounds and after).
    let gp_target = g.rng.below(5);
    let barrier_threads: Vec<usize> = (0..nt).collect();
    let spin_setter = g.rng.below(nt as u64 + 1) as usize;
    let spin_waiter = g.rng.below(nt as u64) as usize;
    let nfuncs = if g.shape.shared_fn { 1 } else { nt };
    for f in 0..nfuncs {
        g.set_locs(true);
        g.in_thread = true;
        // Three threads multiply the state space: they get shorter bodies (four: shorter
        // still).
        g.budget = match nt {
            2 => 4 + g.rng.below(3) as i32,
            3 => 2 + g.rng.below(3) as i32,
            _ => 1 + g.rng.below(2) as i32,
        };
        g.held.clear();
        g.depth = 0;
        let _ = writeln!(src, "void *t{f}(void *arg) {{");
        if f == 0 && g.shape.thread_input {
            g.features.push("thread input");
            let (lo, hi) = THREAD_INPUT_RANGE;
            let _ = writeln!(
                src,
                "  int in0 = __VERIFIER_nondet_int();\n  \
                 __VERIFIER_assume(in0 >= {lo} && in0 <= {hi});"
            );
            src.push_str(if g.shape.mutexes > 0 {
                "  pthread_mutex_lock(&m0);\n  g0 += in0;\n  pthread_mutex_unlock(&m0);\n"
            } else {
                "  __atomic_fetch_add(&g0, in0, __ATOMIC_SEQ_CST);\n"
            });
        }
        if g.shape.shared_fn {
            if g.shape.local_arg.is_some() {
                src.push_str("  int id = ((struct A *)arg)->id;\n");
            } else if g.shape.own_block {
                // The argument is the block: the identical threads' `id` is 0, and the
                // pointer is not made an integer (that would refuse the block renaming).
                src.push_str("  int id = 0;\n");
            } else {
                src.push_str("  int id = (int)(long)arg;\n");
            }
            src.push_str("  (void)id;\n");
        }
        if g.shape.heap_arg {
            src.push_str("  int *hq = arg;\n");
        }
        if g.shape.own_block {
            src.push_str("  int *ob = arg;\n");
        }
        if g.shape.own_stack {
            src.push_str("  int sa[2] = {0, 0};\n  sa_touch(sa);\n");
        }
        match g.shape.local_arg {
            Some(true) => src.push_str("  int *lp = arg;\n"),
            Some(false) => src.push_str("  int *lp = ((struct A *)arg)->p;\n"),
            None => {}
        }
        let mut body = String::new();
        // Who does what, for a per-thread function; with a shared function, thread
        // `id` does its part under `if (id == K)`.
        let mut roles = String::new();
        let shared_fn = g.shape.shared_fn;
        let me = |k: usize| -> Option<String> {
            if shared_fn {
                Some(format!("id == {k}"))
            } else if k == f {
                Some(String::new())
            } else {
                None
            }
        };
        let guard = |c: String, s: &str| -> String {
            if c.is_empty() {
                format!("  {s}\n")
            } else {
                format!("  if ({c}) {{ {s} }}\n")
            }
        };
        if g.shape.spin
            && let Some(c) = me(spin_waiter)
        {
            g.features.push("spin");
            let wait = match g.shape.backoff {
                None => "while (!go) { }",
                Some(false) => {
                    g.features.push("back-off");
                    "unsigned dl = 1; while (!go) { if (dl * 2 > dl) dl *= 2; }"
                }
                Some(true) => {
                    g.features.push("bounded back-off");
                    "unsigned dl = 1; while (!go) { if (dl >= 8) break; dl *= 2; }"
                }
            };
            roles.push_str(&guard(c, wait));
        }
        if g.shape.gp
            && gp_setter < nt
            && let Some(c) = me(gp_setter)
        {
            let s = match gp_target {
                0 if g.shape.tls => "gp = &tl;",
                1 if g.shape.heap => "gp = hp;",
                3 => {
                    g.features.push("gp local");
                    roles.push_str("  int lx = 1;\n");
                    "gp = &lx;"
                }
                4 => {
                    g.features.push("gp scoped local");
                    "for (int r = 0; r < 2; r++) { int lx = r; gp = &lx; }"
                }
                _ => "static int sx; gp = &sx;",
            };
            roles.push_str(&guard(c, s));
        }
        src.push_str(&roles);
        g.body(&mut body, 1, 4);
        src.push_str(&body);
        if let Some(b) = g.shape.barrier {
            let _ = b;
            if barrier_threads.contains(&f) || g.shape.shared_fn {
                g.features.push("barrier");
                src.push_str("  pthread_barrier_wait(&bar);\n");
                let mut after = String::new();
                g.budget = 2;
                g.body(&mut after, 1, 2);
                src.push_str(&after);
            }
        }
        if g.shape.cond {
            if let Some(c) = me(waiter) {
                g.feature("cond");
                let s = "pthread_mutex_lock(&m0); while (!ready) pthread_cond_wait(&cv, &m0); \
                         pthread_mutex_unlock(&m0);";
                src.push_str(&guard(c, s));
            }
            if let Some(sg) = signaller
                && let Some(c) = me(sg)
            {
                let s = format!(
                    "pthread_mutex_lock(&m0); ready = 1; pthread_cond_{}(&cv); \
                     pthread_mutex_unlock(&m0);",
                    if broadcast { "broadcast" } else { "signal" }
                );
                src.push_str(&guard(c, &s));
            }
        }
        if g.shape.spin
            && spin_setter < nt
            && let Some(c) = me(spin_setter)
        {
            src.push_str(&guard(c, "go = 1;"));
        }
        if g.shape.own_free {
            g.features.push("own blocks freed");
            src.push_str("  free(ob);\n");
        }
        if g.rng.pct(10) {
            g.feature("pthread_exit");
            src.push_str("  pthread_exit(0);\n");
        } else {
            src.push_str("  return 0;\n");
        }
        src.push_str("}\n\n");
    }
    // main
    g.in_thread = false;
    g.set_locs(false);
    g.held.clear();
    g.depth = 0;
    src.push_str("int main(void) {\n");
    if g.shape.input {
        g.features.push("input");
        let (lo, hi) = INPUT_RANGE;
        let _ = writeln!(
            src,
            "  g0 = __VERIFIER_nondet_int();\n  __VERIFIER_assume(g0 >= {lo} && g0 <= {hi});"
        );
    }
    let sh = &g.shape;
    if sh.heap {
        src.push_str("  hp = malloc(2 * sizeof(int));\n  hp[0] = 0; hp[1] = 0;\n");
    }
    if let Some(b) = sh.barrier {
        // Now and then one party too many: a deadlock.
        let n = if b < 15 { nt + 1 } else { nt };
        let _ = writeln!(src, "  pthread_barrier_init(&bar, 0, {n});");
    }
    match sh.local_arg {
        Some(true) => src.push_str("  int loc = 0;\n"),
        Some(false) => {
            let _ = writeln!(
                src,
                "  int loc = 0;\n  struct A args[{nt}];\n  for (int i = 0; i < {nt}; i++) {{ \
                 args[i].p = &loc; args[i].id = i; }}"
            );
        }
        None => {}
    }
    if sh.gps {
        g.features.push("gps");
        src.push_str("  int gl = 0;\n  struct P lps;\n  lps.p = &gl;\n  gps = lps;\n");
    }
    let arg = |i: &str| -> String {
        match (sh.heap_arg, sh.local_arg) {
            (true, _) => "hp".into(),
            (_, Some(true)) => "&loc".into(),
            (_, Some(false)) => format!("&args[{i}]"),
            _ if sh.own_block => "ob".into(),
            _ if sh.identical => "0".into(),
            _ if sh.shared_fn => format!("(void *)(long){i}"),
            _ => "0".into(),
        }
    };
    let loop_create = sh.shared_fn || g.rng.pct(20);
    let _ = writeln!(src, "  pthread_t th[{nt}];");
    if loop_create {
        g.features.push("create loop");
        let f = if sh.shared_fn { "t0" } else { "fs[i]" };
        if !sh.shared_fn {
            let names: Vec<String> = (0..nt).map(|i| format!("t{i}")).collect();
            let _ = writeln!(
                src,
                "  void *(*fs[{nt}])(void *) = {{{}}};",
                names.join(", ")
            );
        }
        let slot = if sh.one_handle { "0" } else { "i" };
        // A worker's block: allocated and zeroed in the loop's body.
        let alloc = |v: &str| {
            format!(
                "    {v} = malloc(2 * sizeof(int));\n    if (!{v})\n      return 1;\n    \
                 {v}[0] = 0;\n    {v}[1] = 0;\n"
            )
        };
        if sh.own_block && sh.own_first {
            g.features.push("own blocks");
            let _ = writeln!(
                src,
                "  int *obs[{nt}];\n  for (int i = 0; i < {nt}; i++) {{\n{}  }}\n  \
                 for (int i = 0; i < {nt}; i++)\n    pthread_create(&th[{slot}], 0, {f}, obs[i]);",
                alloc("obs[i]")
            );
        } else if sh.own_block {
            g.features.push("own blocks");
            if sh.own_free {
                g.features.push("own blocks reused");
            }
            let _ = writeln!(
                src,
                "  for (int i = 0; i < {nt}; i++) {{\n    int *ob;\n{}    \
                 pthread_create(&th[{slot}], 0, {f}, {});\n  }}",
                alloc("ob"),
                arg("i")
            );
        } else {
            let _ = writeln!(
                src,
                "  for (int i = 0; i < {nt}; i++)\n    pthread_create(&th[{slot}], 0, {f}, {});",
                arg("i")
            );
        }
    } else {
        for i in 0..nt {
            let _ = writeln!(
                src,
                "  pthread_create(&th[{i}], 0, t{i}, {});",
                arg(&i.to_string())
            );
        }
    }
    if sh.gp && gp_setter == nt {
        src.push_str(if sh.local_arg.is_some() {
            "  gp = &loc;\n"
        } else {
            "  int ml = 0;\n  gp = &ml;\n"
        });
    }
    if sh.spin && spin_setter == nt {
        src.push_str("  go = 1;\n");
    }
    // main's own concurrent part.
    g.budget = g.rng.below(if nt == 2 { 3 } else { 2 }) as i32;
    let mut body = String::new();
    if g.budget > 0 {
        g.body(&mut body, 1, 2);
    }
    src.push_str(&body);
    let sh = &g.shape;
    let join = g.rng.below(10);
    let joined: Vec<usize> = match join {
        _ if sh.one_handle && join < 5 => vec![],
        _ if sh.one_handle => vec![0],
        0 => vec![],
        1 | 2 => (0..nt - 1).collect(),
        _ => (0..nt).collect(),
    };
    if joined.is_empty() {
        g.features.push("no join");
    }
    for i in &joined {
        let _ = writeln!(src, "  pthread_join(th[{i}], 0);");
    }
    if sh.gp && gp_setter == nt {
        src.push_str("  gp = 0;\n");
    }
    // Final checks.
    g.budget = 1 + g.rng.below(2) as i32;
    let mut tail = String::new();
    g.body(&mut tail, 1, 2);
    src.push_str(&tail);
    if g.shape.heap && g.shape.free_heap {
        g.features.push("free");
        src.push_str("  free(hp);\n");
    }
    src.push_str("  return 0;\n}\n");
    let mut features = g.features;
    features.sort_unstable();
    features.dedup();
    Generated {
        seed,
        source: src,
        features,
    }
}
