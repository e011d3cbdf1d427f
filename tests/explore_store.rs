//! Visited sets: the three modes behind one interface, growth, concurrency, budgets, flags,
//! loss estimates, and reproducible hashing.

use crate::common;

use common::explore::{BIG_BITSTATE, reference};
use pancam::explore::store::{
    AnyStore, BitstateSet, CompactSet, ExactSet, Visit, VisitedSet, hash64,
};
use pancam::explore::toys::{Grid, LostUpdate, ModCounters};
use pancam::explore::{SearchConfig, StoreMode, StoreReport, Verdict, search};

fn key(i: u64) -> [u8; 8] {
    i.to_le_bytes()
}

#[test]
fn hashing_is_seeded_and_stable() {
    // Pinned: a change here changes every state count under hash compaction and bitstate.
    assert_eq!(hash64(b"pancam"), 0x2b87_9871_7ad3_c2fe);
}

#[test]
fn exact_and_compact_grow_without_losing_states() {
    let sets: [Box<dyn VisitedSet>; 3] = [
        Box::new(ExactSet::with_capacity(16)),
        Box::new(CompactSet::new(16, false)),
        Box::new(CompactSet::new(16, true)),
    ];
    for set in &sets {
        for i in 0..100_000 {
            assert_eq!(set.insert(&key(i), None), Visit::New);
        }
        for i in 0..100_000 {
            assert_eq!(set.insert(&key(i), None), Visit::Seen);
        }
    }
}

#[test]
fn variable_length_keys_are_distinct() {
    let set = ExactSet::with_capacity(4);
    assert_eq!(set.insert(b"", None), Visit::New);
    assert_eq!(set.insert(b"a", None), Visit::New);
    assert_eq!(set.insert(b"a\0", None), Visit::New);
    assert_eq!(set.insert(&[7u8; 3 << 20], None), Visit::New);
    assert_eq!(set.insert(&[7u8; 3 << 20], None), Visit::Seen);
    assert_eq!(set.insert(b"a", None), Visit::Seen);
    assert_eq!(set.len(), 4);
}

#[test]
fn concurrent_inserts_count_each_state_once() {
    for store in [
        AnyStore::new(StoreMode::Exact, 64, false),
        AnyStore::new(StoreMode::HashCompaction, 64, false),
        AnyStore::new(StoreMode::HashCompaction, 64, true),
    ] {
        let new = std::sync::atomic::AtomicU64::new(0);
        std::thread::scope(|s| {
            for t in 0..4u64 {
                let (store, new) = (&store, &new);
                s.spawn(move || {
                    // Overlapping ranges: every key is inserted by two threads.
                    for i in (t * 25_000)..(t * 25_000 + 50_000) {
                        if store.insert(&key(i % 100_000), None) == Visit::New {
                            new.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                        }
                    }
                });
            }
        });
        assert_eq!(new.into_inner(), 100_000, "{store:?}");
    }
}

#[test]
fn budgets_keep_the_largest_seen() {
    for set in [
        AnyStore::new(StoreMode::Exact, 16, true),
        AnyStore::new(StoreMode::HashCompaction, 16, true),
    ] {
        assert_eq!(set.insert(b"s", Some(1)), Visit::New);
        assert_eq!(set.insert(b"s", Some(0)), Visit::Seen);
        assert_eq!(set.insert(b"s", Some(1)), Visit::Seen);
        assert_eq!(set.insert(b"s", Some(3)), Visit::Better);
        assert_eq!(set.insert(b"s", Some(2)), Visit::Seen);
        assert_eq!(set.insert(b"s", Some(4)), Visit::Better);
    }
    // Bitstate keeps one entry per (state, budget).
    let bits = BitstateSet::new(20, 3);
    assert_eq!(bits.insert(b"s", Some(1)), Visit::New);
    assert_eq!(bits.insert(b"s", Some(0)), Visit::New);
    assert_eq!(bits.insert(b"s", Some(1)), Visit::Seen);
}

#[test]
fn flags_are_independent_bits() {
    for set in [
        AnyStore::new(StoreMode::Exact, 16, true),
        AnyStore::new(StoreMode::HashCompaction, 16, true),
        AnyStore::new(BIG_BITSTATE, 16, true),
    ] {
        assert!(!set.mark(b"s", 0));
        assert!(set.mark(b"s", 0));
        assert!(!set.mark(b"s", 1));
        assert!(set.mark(b"s", 1));
        assert!(!set.mark(b"t", 1));
    }
    // A second flag on an entry is not a second entry (the count decides when the table
    // grows, and a checkpoint checks it against the table).
    let c = CompactSet::new(16, true);
    for i in 0..1000 {
        c.mark(&key(i), 0);
        c.mark(&key(i), 1);
    }
    assert_eq!(c.len(), 1000);
}

#[test]
fn lossy_modes_match_exact_on_small_systems() {
    let systems = (
        ModCounters { n: 4, bits: 3 },
        Grid {
            width: 40,
            height: 30,
        },
        LostUpdate {
            procs: 3,
            rounds: 2,
        },
    );
    let count = |mode| {
        let cfg = SearchConfig {
            store: mode,
            max_violations: 0,
            ..SearchConfig::default()
        };
        [
            search(&systems.0, &cfg).stats.counters.stored,
            search(&systems.1, &cfg).stats.counters.stored,
            search(&systems.2, &cfg).stats.counters.stored,
        ]
    };
    let exact = count(StoreMode::Exact);
    assert_eq!(exact[2], reference(&systems.2, true).states);
    assert_eq!(count(StoreMode::HashCompaction), exact);
    assert_eq!(count(BIG_BITSTATE), exact);
}

#[test]
fn tiny_bitstate_loses_states_but_never_invents_them() {
    let sys = ModCounters { n: 4, bits: 4 };
    let tiny = StoreMode::Bitstate {
        log2_bits: 14,
        hashes: 3,
    };
    let out = search(
        &sys,
        &SearchConfig {
            store: tiny,
            ..SearchConfig::default()
        },
    );
    let stored = out.stats.counters.stored;
    assert!(
        stored < sys.states(),
        "a 16 Kibit array cannot hold 65536 states"
    );
    assert!(stored > 100);
    assert_eq!(out.verdict, Verdict::Holds);
    match out.stats.store {
        StoreReport::Bitstate {
            hash_factor,
            fill,
            false_match_probability,
            expected_omissions,
            ..
        } => {
            assert!(hash_factor < 100.0);
            assert!(fill > 0.5 && fill <= 1.0);
            assert!(false_match_probability > 0.1);
            assert!(expected_omissions > 1.0);
        }
        other => panic!("unexpected report {other:?}"),
    }
}

#[test]
fn loss_estimates_follow_spin() {
    let c = CompactSet::new(16, false);
    match c.report(1 << 20) {
        StoreReport::HashCompaction {
            fingerprint_bits,
            expected_omissions,
            collision_probability,
        } => {
            assert_eq!(fingerprint_bits, 64);
            // n²/2^65 with n = 2^20.
            assert!((expected_omissions - 2f64.powi(-25)).abs() < 1e-9);
            assert!(collision_probability > 0.0 && collision_probability < 1e-7);
        }
        other => panic!("unexpected report {other:?}"),
    }
    let b = BitstateSet::new(20, 3);
    match b.report(1000) {
        StoreReport::Bitstate {
            hash_factor,
            expected_omissions,
            ..
        } => {
            assert!((hash_factor - 1048.576).abs() < 1e-6);
            assert!(expected_omissions < 0.01);
        }
        other => panic!("unexpected report {other:?}"),
    }
}

#[test]
fn bytes_per_state_per_mode() {
    let sys = ModCounters { n: 4, bits: 4 };
    for mode in [StoreMode::Exact, StoreMode::HashCompaction] {
        let cfg = SearchConfig {
            store: mode,
            expected_states: 16,
            ..SearchConfig::default()
        };
        let out = search(&sys, &cfg);
        let bps = out.stats.bytes_per_state().expect("bytes per state");
        println!("{mode:?}: {bps:.1} bytes/state");
        let bound = if mode == StoreMode::Exact { 64.0 } else { 24.0 };
        assert!(bps >= 8.0 && bps < bound, "{mode:?}: {bps}");
    }
    // Bitstate has no per-state figure; a large preallocation does not inflate the others.
    let cfg = SearchConfig {
        store: StoreMode::Bitstate {
            log2_bits: 16,
            hashes: 3,
        },
        ..SearchConfig::default()
    };
    assert_eq!(search(&sys, &cfg).stats.bytes_per_state(), None);
    let cfg = SearchConfig {
        store: StoreMode::Exact,
        expected_states: 1 << 20,
        ..SearchConfig::default()
    };
    let out = search(&sys, &cfg);
    let bps = out.stats.bytes_per_state().expect("bytes per state");
    assert!(bps < 64.0, "preallocation counted per state: {bps}");
    assert!(out.stats.visited_bytes > 1 << 20);
}
