//! The binary state codec (`vm::codec`) on real state spaces: for every state of a bounded
//! breadth-first walk of committed programs (threads, locks, condition variables, barriers,
//! heap blocks, thread-local storage, lazy nondeterministic inputs, deep recursion with
//! frozen stack segments, paged objects, tracked initialisation, context bounding), the
//! decoded encoding is indistinguishable to the model: the same matched bytes, the same
//! moves, and move by move the same kind of successor with the same matched bytes (and the
//! same violation), the same deadlock verdict, state check and budget. It is decoded both
//! against the sender's initial state and against that of a second model of the same
//! program loaded apart (another process: no `Arc` in common). Encoding the decoded state
//! gives the same bytes again (every field written is read back), and the decoded threads
//! equal the originals. A third receiver keeps a thread cache over the whole walk
//! (`decode_state_cached`), so that most threads it decodes are ones it decoded before,
//! shared; the sender's cached encoder (`encode_state_cached`, one cache for the walk)
//! writes the same bytes as the plain one, and so does the third receiver re-encoding what
//! it decoded through its cache. The initial state
//! encoded against itself is a few bytes (references only). A sample of real encodings is cut at every length and corrupted
//! byte by byte: an error or a state, never a panic. The average encoded size per program
//! is printed (`--nocapture`).

use pancam::explore::{Step, TransitionSystem};
use pancam::model::{CProgram, ModelOptions};
use pancam::vm::Granularity;
use pancam::vm::codec::{
    PartCache, decode_state, decode_state_cached, encode_state, encode_state_cached,
};
use pancam::vm::state::State;
use std::collections::{HashSet, VecDeque};
use std::path::{Path, PathBuf};

fn path(rel: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join(rel)
}

/// The options `pancam check` uses by default (lazy inputs, spurious wakeups).
fn check_opts() -> ModelOptions {
    let mut o = ModelOptions::default();
    o.vm.lazy_nondet = true;
    o.vm.spurious_wakeups = true;
    o
}

fn matched(sys: &CProgram, s: &State) -> Vec<u8> {
    let mut b = Vec::new();
    sys.matched(s, &mut b);
    b
}

/// What a move of a state leads to, as the search sees it.
#[derive(Debug, PartialEq, Eq)]
enum Outcome {
    Next(Vec<u8>),
    Violation(Vec<u8>, String),
    Pruned,
}

fn outcomes(sys: &CProgram, s: &State) -> (Vec<String>, Vec<Outcome>, Vec<State>) {
    let (mut moves, mut aux) = (Vec::new(), Default::default());
    sys.transitions(s, &mut moves, &mut aux);
    let mut next = Vec::new();
    let out = moves
        .iter()
        .map(|m| match sys.step(s, m, &aux) {
            Step::Next(n) => {
                let b = matched(sys, &n);
                next.push(n);
                Outcome::Next(b)
            }
            Step::Violation(n, v) => Outcome::Violation(matched(sys, &n), format!("{v:?}")),
            Step::Pruned => Outcome::Pruned,
        })
        .collect();
    (moves.iter().map(|m| format!("{m:?}")).collect(), out, next)
}

/// What the states met had, so that the test knows what it covered.
#[derive(Default, Debug)]
struct Seen {
    cells: bool,
    rebased: bool,
    reg_marks: bool,
    frozen: bool,
    pending: bool,
    tls: bool,
    heap: bool,
    tombstones: bool,
    blocked: bool,
    sync: bool,
    tracked: bool,
}

impl Seen {
    fn note(&mut self, s: &State) {
        use pancam::vm::memory::ObjKind;
        use pancam::vm::state::{SyncPhase, ThreadStatus};
        if let Some(m) = &s.mem.sym {
            self.cells |= !m.cells.is_empty();
            self.rebased |= m.doms.iter().flatten().any(|d| d.base.is_some());
        }
        for t in &s.threads {
            self.reg_marks |= !t.sym.is_empty();
            self.frozen |= t.frozen.is_some();
            self.tls |= !t.tls.is_empty();
            self.blocked |= matches!(t.status, ThreadStatus::Blocked(_));
            self.sync |= t.sync != SyncPhase::None;
        }
        self.pending |= s.pending.is_some();
        self.heap |= s.mem.objs.iter().any(|o| o.kind == ObjKind::Heap);
        self.tombstones |= s.mem.objs.iter().any(|o| o.kind.is_tombstone());
        self.tracked |= s.mem.track_init;
    }
}

/// Walks up to `limit` states of `rel` breadth-first and checks the codec at each; returns
/// (states, average encoded bytes).
fn walk(rel: &str, opts: ModelOptions, limit: usize, seen_all: &mut Seen) -> (usize, f64) {
    let ll = path(rel);
    let prog = pancam::load::load_ll(&ll).unwrap_or_else(|e| panic!("{rel}: {e}"));
    let sys = CProgram::new(&prog, opts.clone(), &[ll.display().to_string()]).expect("model");
    let base = sys.initial();
    // The receiving process: the same program loaded again, its own initial state (no `Arc`
    // in common with the sender's).
    let prog2 = pancam::load::load_ll(&ll).unwrap_or_else(|e| panic!("{rel}: {e}"));
    let sys2 = CProgram::new(&prog2, opts, &[ll.display().to_string()]).expect("model");
    let base2 = sys2.initial();

    // The initial state against itself: references only, no piece bytes.
    let mut own = Vec::new();
    encode_state(&base, &base, &mut own);
    assert!(
        own.len() < 64,
        "{rel}: the initial state against itself takes {} bytes",
        own.len()
    );

    let mut seen: HashSet<Vec<u8>> = HashSet::new();
    let mut queue = VecDeque::from([sys.initial()]);
    let (mut states, mut bytes, mut sampled) = (0usize, 0usize, 0usize);
    let mut enc = Vec::new();
    let mut again = Vec::new();
    let mut cache = PartCache::default();
    let mut sender = PartCache::default();
    let mut cached = Vec::new();
    while let Some(s) = queue.pop_front() {
        let key = matched(&sys, &s);
        if !seen.insert(key.clone()) {
            continue;
        }
        states += 1;
        seen_all.note(&s);
        enc.clear();
        encode_state(&s, &base, &mut enc);
        bytes += enc.len();
        cached.clear();
        encode_state_cached(&s, &base, &mut cached, &mut sender);
        assert!(
            cached == enc,
            "{rel}: state {states}: the cached encoder writes other bytes"
        );
        let (ms, os, next) = outcomes(&sys, &s);
        // Decoded in this process and in the other one, each against its own base, and in
        // the other one through the thread cache.
        for (sys_d, base_d, who) in [
            (&sys, &base, "here"),
            (&sys2, &base2, "elsewhere"),
            (&sys2, &base2, "elsewhere, cached"),
        ] {
            let d = if who.ends_with("cached") {
                decode_state_cached(&enc, base_d, &mut cache)
            } else {
                decode_state(&enc, base_d)
            }
            .unwrap_or_else(|e| panic!("{rel}: state {states} does not decode {who}: {e}"));
            assert!(
                d.threads.len() == s.threads.len()
                    && d.threads.iter().zip(&s.threads).all(|(a, b)| **a == **b),
                "{rel}: state {states} decoded {who}: threads differ"
            );
            if who.ends_with("cached") {
                again.clear();
                encode_state_cached(&d, base_d, &mut again, &mut cache);
                assert!(
                    again == enc,
                    "{rel}: state {states} decoded {who}: cached re-encoding differs"
                );
            }
            assert_eq!(
                matched(sys_d, &d),
                key,
                "{rel}: state {states} decoded {who}: matched bytes"
            );
            again.clear();
            encode_state(&d, base_d, &mut again);
            assert!(
                again == enc,
                "{rel}: state {states} decoded {who}: re-encoding differs"
            );
            assert_eq!(
                format!("{:?}", sys.terminal(&s)),
                format!("{:?}", sys_d.terminal(&d)),
                "{rel}: state {states} decoded {who}: terminal"
            );
            assert_eq!(
                format!("{:?}", sys.check(&s)),
                format!("{:?}", sys_d.check(&d)),
                "{rel}: state {states} decoded {who}: check"
            );
            assert_eq!(
                sys.budget(&s),
                sys_d.budget(&d),
                "{rel}: state {states} decoded {who}: budget"
            );
            let (md, od, _) = outcomes(sys_d, &d);
            assert_eq!(ms, md, "{rel}: state {states} decoded {who}: moves");
            assert_eq!(os, od, "{rel}: state {states} decoded {who}: successors");
        }
        // The original is untouched by the decoded state's steps (copy-on-write).
        assert_eq!(
            matched(&sys, &s),
            key,
            "{rel}: state {states}: original changed"
        );

        // Truncation and corruption of a sample of encodings.
        if enc.len() <= 4096 && states % 64 == 1 {
            sampled += 1;
            for n in 0..enc.len() {
                assert!(
                    decode_state(&enc[..n], &base).is_err(),
                    "{rel}: state {states}: a prefix of {n} of {} bytes decodes",
                    enc.len()
                );
            }
            let mut b = enc.clone();
            for i in 0..enc.len() {
                for x in [0u8, 0x7f, 0xff, enc[i] ^ 0x01, enc[i] ^ 0x80] {
                    b[i] = x;
                    let _ = decode_state(&b, &base);
                    let _ = decode_state_cached(&b, &base2, &mut cache);
                }
                b[i] = enc[i];
            }
        }
        if seen.len() < limit {
            queue.extend(next);
        }
    }
    assert!(sampled > 0, "{rel}: no encoding sampled");
    let avg = bytes as f64 / states as f64;
    eprintln!("{rel}: {states} states, {avg:.1} bytes per encoded state on average");
    (states, avg)
}

#[test]
fn committed_programs_round_trip() {
    let runs: Vec<(&str, ModelOptions)> = vec![
        ("programs/peterson.O2.ll", check_opts()),
        ("programs/peterson.O0.ll", check_opts()),
        ("programs/philosophers3.O0.ll", check_opts()),
        ("programs/philosophers3-ordered.O2.ll", check_opts()),
        ("programs/philosophers4.O2.ll", check_opts()),
        ("programs/ipc-m1.O2.ll", check_opts()),
        ("programs/bakery2.O2.ll", check_opts()),
        // Lazy inputs: symbols, domains, splits, marked memory cells.
        ("tests/check/input_threads.O0.ll", check_opts()),
        ("tests/check/input_condvar.O2.ll", check_opts()),
        ("tests/check/input_shared_counter.O0.ll", check_opts()),
        ("tests/check/input_square_mod.O0.ll", check_opts()),
        ("tests/check/input_narrowed.O0.ll", check_opts()),
        ("tests/check/input_extensions.O0.ll", check_opts()),
        ("tests/check/nondet_char.O0.ll", check_opts()),
        // Heap blocks, freed and reused ids.
        ("tests/check/uaf_thread_ok.O0.ll", check_opts()),
        ("tests/check/race_after_unlock_heap.O0.ll", check_opts()),
        ("tests/check/use_after_free_reused.O0.ll", check_opts()),
        // Thread-local storage, thread-specific data.
        ("tests/check/thread_local.O0.ll", check_opts()),
        ("tests/check/tsd_destructor.O0.ll", check_opts()),
        // Condition variables, barriers, rwlocks.
        ("tests/check/cond_broadcast.O0.ll", check_opts()),
        ("tests/check/cond_timedwait_ok.O0.ll", check_opts()),
        ("tests/check/barrier.O2.ll", check_opts()),
        ("tests/check/rwlock_readers.O0.ll", check_opts()),
        // Deep recursion: frozen segments.
        ("tests/check/deep_stack.O0.ll", check_opts()),
        ("tests/state_storage/deep_recursion.O0.ll", check_opts()),
        // Objects over a page (paged pieces).
        ("tests/state_storage/paged_state.O1.ll", check_opts()),
    ];
    let mut seen = Seen::default();
    for (rel, opts) in runs {
        walk(rel, opts, 3000, &mut seen);
    }
    let Seen {
        cells,
        rebased,
        reg_marks,
        frozen,
        pending,
        tls,
        heap,
        tombstones,
        blocked,
        sync,
        tracked: _,
    } = seen;
    assert!(
        cells
            && rebased
            && reg_marks
            && frozen
            && pending
            && tls
            && heap
            && tombstones
            && blocked
            && sync,
        "coverage: {seen:?}"
    );
}

#[test]
fn other_options_round_trip() {
    let mut seen = Seen::default();
    // Instruction steps: states in the middle of functions, pending choices.
    let mut inst = check_opts();
    inst.granularity = Granularity::Instruction;
    walk(
        "tests/check/input_threads.O0.ll",
        inst.clone(),
        3000,
        &mut seen,
    );
    walk("programs/peterson.O0.ll", inst, 3000, &mut seen);
    // Enumerated inputs instead of lazy ones.
    let mut eager = check_opts();
    eager.vm.lazy_nondet = false;
    walk("tests/check/nondet_int.O0.ll", eager, 3000, &mut seen);
    // Tracked initialisation (the SV-COMP mode): pieces carry their bits.
    let mut uninit = check_opts();
    uninit.vm.nondet_uninit = true;
    walk(
        "tests/check/uaf_thread_ok.O0.ll",
        uninit.clone(),
        3000,
        &mut seen,
    );
    walk("tests/check/input_threads.O0.ll", uninit, 3000, &mut seen);
    // Data races and leaks checked (state checks, final states).
    let mut races = check_opts();
    races.properties.races = true;
    races.properties.leaks = true;
    races.observe_end = true;
    walk(
        "tests/check/race_after_unlock_heap.O0.ll",
        races.clone(),
        3000,
        &mut seen,
    );
    walk(
        "tests/check/input_shared_counter_race.O0.ll",
        races,
        3000,
        &mut seen,
    );
    // Context bounding: the scheduling history.
    let mut bound = check_opts();
    bound.context_bound = Some(2);
    walk("programs/peterson.O2.ll", bound, 3000, &mut seen);
    assert!(seen.pending && seen.tracked, "coverage: {seen:?}");
}
