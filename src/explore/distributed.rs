//! Distributed exhaustive search: the state space partitioned over `P` processes (*ranks*)
//! that exchange states in batches.
//!
//! The scheme is Stern & Dill's hash partitioning ("Parallelizing the Murφ verifier", CAV
//! 1997), as in DIVINE and LTSmin's `*2lts-dist`: every rank builds the same model; the
//! *owner* of a state is a hash of its matched (abstracted) bytes modulo `P`; a rank expands
//! only the states it owns, and sends each successor owned elsewhere to its owner, which
//! inserts it in its own visited set (the same stores as the single-process search: exact,
//! hash compaction, bitstate) and queues it if it is new. Successors are appended to one
//! buffer per destination and sent as one message per [`BATCH_BYTES`] (not one per state),
//! compressed (zstd: the states of a batch share most of their bytes), with non-blocking
//! sends; a rank keeps expanding while its batches travel, and receives between two chunks
//! of expansions. A state travels as the VM's codec writes it (`vm::codec`: against the
//! initial state every rank has, so that unchanged pieces are references).
//!
//! **Order and reduction.** Each rank expands its queue last-in first-out (depth-first
//! locally, which keeps the queue short), but the global order is no depth-first order. The
//! stubborn-set reduction stays sound because its cycle proviso is static (a set with a
//! move that does not take its thread strictly forward is not used: `model::por`'s C3), a
//! function of the state that holds in every search order — the condition distributed and
//! parallel checkers need (the "BFS/queue" provisos of Bošnački, Leue & Lluch Lafuente and of
//! Barnat, Brim & Černá replace the DFS stack by exactly such a condition). Sleep sets are
//! not used: they save transitions, never states, so state counts equal the single-process
//! search's.
//!
//! **Termination** is detected by Safra's algorithm (EWD 998, Dijkstra's presentation "Shmuel
//! Safra's version of termination detection", 1987): each rank counts the batches it sent
//! minus those it received and turns *black* when it receives one; rank 0, when passive,
//! sends a white token with count 0 around the ring 0 → 1 → … → P−1 → 0; a passive rank
//! adds its count, blackens the token if it is black itself, whitens itself and passes it
//! on; back at rank 0 a white token whose count plus rank 0's is 0, with rank 0 white,
//! proves that every rank is passive and no batch is in flight. Otherwise rank 0 starts a
//! new round. No time-outs.
//!
//! **Stopping.** The first violation (or limit) found by any rank stops all: the finder
//! sends a stop message to every rank. Then the ranks quiesce: every send is a
//! *synchronous-mode* one (it completes only when the receiver has matched it), each rank
//! keeps receiving (and dropping) until its own sends are complete and then enters a
//! non-blocking barrier, still receiving until the barrier completes (the NBX pattern of
//! Hoefler, Siebert & Lumsdaine, "Scalable communication protocols for dynamic sparse data
//! exchange", PPoPP 2010): after it, no message is in flight.
//!
//! **Counterexamples.** Every stored state keeps its parent's rank and index and the move
//! from the parent (the rank's `parents` table). Rank 0 walks the chain back from the
//! violating state, asking each link's owner for its parent, then rebuilds the violation by
//! re-executing the path from the initial state (the system is deterministic), so that the
//! counterexample is exactly one a single-process search could report, and replays.
//!
//! **Statistics** are gathered on rank 0: states and transitions per rank (the load
//! balance), batches, states and bytes sent, termination rounds. Memory limits apply per
//! rank.
//!
//! **Threads in a rank** (`config.workers`). A rank can run several search threads over its
//! one visited set (the concurrent stores of the parallel search): each thread has its own
//! last-in first-out queue (others steal from its far end when theirs runs dry), its own part
//! of the parent table (a stored state's index names the thread), its own send buffers and
//! compressor. One thread, the caller's, also talks to the other ranks (MPI is called from
//! it alone, `MPI_THREAD_FUNNELED`): between chunks of its own work it receives batches into
//! an inbox that every thread admits from, and sends the batches the threads compressed. A
//! rank is passive for Safra when no thread holds work and every batch is handed to the
//! transport (see `Worker::run`). Run one rank per machine (or per socket) with a thread
//! per core, or one single-threaded rank per core: the first shares one visited set and
//! sends fewer states between ranks.
//!
//! **Checkpoints** ([`distributed_checkpointed`], [`super::checkpoint`]). A checkpoint is a
//! rendezvous of every rank: rank 0 asks for one (a CHECKPOINT message, every
//! `--checkpoint-every`), and a stop (time, memory, Ctrl-C, a violation) or termination is
//! one too, so that every rank enters the same rendezvous for each. In it, each rank parks
//! its threads between two pieces of work (an expansion or a received batch is finished, not
//! cut: its successors are in the checkpoint), takes their queues and parent tables, sends
//! every batch buffered, and quiesces with the others as at the end of a search, but *storing*
//! the batches that arrive (into the visited set and the queue, not expanded): after the
//! barrier no batch is in flight, so the ranks' visited sets and queues together are the
//! whole search. Safra's counts are reset (nothing is in flight). The ranks then agree (a
//! gather and a broadcast) on what to do: a violation found while storing ends the search
//! with it and writes nothing; every queue empty makes the search complete whatever stopped
//! it; otherwise each rank writes its part (`rank-R-G.pancam`, [`RankImage`]: visited set,
//! queue as encoded states, parent table, counters), and rank 0, once every part is written,
//! the index (`checkpoint.pancam`, [`DistImage`]) naming generation `G`; the older parts are
//! removed after. A resume needs as many ranks (the states' owners are a hash modulo the rank
//! count), and any number of threads per rank: a run's parent table is one *generation*, its
//! indices from a base past the earlier runs', so the parent links of earlier runs stay valid
//! and a counterexample is rebuilt across all of them.
//!
//! The ranks talk through a [`Transport`]: MPI under `mpirun` (`explore::mpi`, the `mpi`
//! feature), or [`LocalTransport`], threads of one process, for tests.

use super::Outcome;
use super::checkpoint::{
    self, Checkpointing, DistImage, ParentsImage, RankImage, Reason, SearchBody,
};
use super::config::{Limits, POLL_INTERVAL, SearchConfig, Stop};
use super::stats::{Counters, Stats, StoreReport};
use super::store::{AnyStore, Parts, Visit, VisitedSet, hash64, mix64};
use super::system::{Step, TransitionSystem};
use super::trace::{Cause, Counterexample};
use crossbeam_deque::{Injector, Steal, Stealer, Worker as DequeWorker};
use serde::{Deserialize, Serialize};
use std::sync::atomic::{AtomicBool, AtomicIsize, AtomicU8, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// A model whose states and moves can travel between processes that built the same model.
pub trait StateCodec: TransitionSystem {
    /// Appends the encoding of the full (tracked) state `s` to `out`.
    fn encode_state(&self, s: &Self::State, out: &mut Vec<u8>);
    /// Decodes a state [`encode_state`](Self::encode_state) wrote (all of `bytes`).
    fn decode_state(&self, bytes: &[u8]) -> Result<Self::State, String>;
    /// [`encode_state`](Self::encode_state), reusing what `cache` kept of the states this
    /// worker encoded or decoded before (a model whose states share parts keeps their
    /// encodings there, so that a part sent again is not encoded again). The same bytes as
    /// `encode_state`. The default keeps nothing.
    fn encode_state_reusing(&self, s: &Self::State, out: &mut Vec<u8>, cache: &mut CodecCache) {
        let _ = cache;
        self.encode_state(s, out);
    }
    /// [`decode_state`](Self::decode_state), reusing what `cache` kept of the states this
    /// worker decoded before (a model whose states share parts keeps those parts there, so
    /// that a part received again is shared, not decoded again). The default keeps nothing.
    fn decode_state_reusing(
        &self,
        bytes: &[u8],
        cache: &mut CodecCache,
    ) -> Result<Self::State, String> {
        let _ = cache;
        self.decode_state(bytes)
    }
    /// Appends the encoding of a move to `out`.
    fn encode_label(&self, l: &Self::Label, out: &mut Vec<u8>);
    /// Decodes a move at `bytes[*pos..]`, advancing `pos` past it.
    fn decode_label(&self, bytes: &[u8], pos: &mut usize) -> Option<Self::Label>;
}

/// What one worker keeps between encodes and decodes, for
/// [`StateCodec::encode_state_reusing`] and [`StateCodec::decode_state_reusing`]: the
/// model's own cache (of any type), and the bytes it holds, which the model keeps up to date
/// for the memory account.
#[derive(Default)]
pub struct CodecCache {
    cache: Option<Box<dyn std::any::Any + Send>>,
    /// Bytes the cache holds.
    pub bytes: usize,
}

impl CodecCache {
    /// The model's cache, made empty on first use. Panics if the model asks for two
    /// types (one model, one type).
    pub fn get<C: Default + Send + 'static>(&mut self) -> &mut C {
        self.cache
            .get_or_insert_with(|| Box::new(C::default()))
            .downcast_mut::<C>()
            .expect("one type of decode cache per model")
    }
}

/// Variable-length integers (LEB128, [`crate::varint`]) for the messages of the distributed
/// search.
pub mod wire {
    pub use crate::varint::{get_i64 as get_i, get_u64 as get, put_i64 as put_i, put_u64 as put};

    /// Reads `n` bytes at `b[*pos..]`.
    pub fn bytes<'a>(b: &'a [u8], pos: &mut usize, n: usize) -> Option<&'a [u8]> {
        let end = pos.checked_add(n)?;
        let s = b.get(*pos..end)?;
        *pos = end;
        Some(s)
    }
}

/// Message kinds.
pub mod tag {
    /// A batch of states for their owner.
    pub const STATES: u8 = 1;
    /// Safra's token.
    pub const TOKEN: u8 = 2;
    /// Stop searching (a violation or a limit): one byte, the [`super::Stop`] code.
    pub const STOP: u8 = 3;
    /// Termination detected (from rank 0).
    pub const TERMINATE: u8 = 4;
    /// Rank 0 asks for the parent of a stored state (counterexample).
    pub const QUERY: u8 = 5;
    /// The answer to a [`QUERY`].
    pub const REPLY: u8 = 6;
    /// Rank 0 has its counterexample: the other ranks stop answering.
    pub const DONE: u8 = 7;
    /// Write a checkpoint (from rank 0): every rank enters the rendezvous.
    pub const CHECKPOINT: u8 = 8;
}

/// How the ranks of a distributed search talk. Messages are byte vectors with a small tag;
/// messages between two ranks arrive in the order sent.
pub trait Transport {
    /// This process's rank, `0..size`.
    fn rank(&self) -> usize;
    /// Number of ranks.
    fn size(&self) -> usize;
    /// Starts sending `data` to rank `dest` and returns at once. The send completes (see
    /// [`pending_sends`](Self::pending_sends)) only once `dest` has matched it (MPI's
    /// synchronous mode, `MPI_Issend`).
    fn send(&mut self, dest: usize, tag: u8, data: Vec<u8>);
    /// Completes the sends that are done and returns how many are not.
    fn pending_sends(&mut self) -> usize;
    /// A message that has arrived (source, tag, bytes), if any.
    fn try_recv(&mut self) -> Option<(usize, u8, Vec<u8>)>;
    /// Waits for a message.
    fn recv(&mut self) -> (usize, u8, Vec<u8>);
    /// Enters a non-blocking barrier (`MPI_Ibarrier`).
    fn barrier_start(&mut self);
    /// Whether every rank has entered the barrier started last.
    fn barrier_done(&mut self) -> bool;
    /// Collective: every rank contributes `data`; rank 0 gets all contributions in rank
    /// order, the others `None`.
    fn gather(&mut self, data: &[u8]) -> Option<Vec<Vec<u8>>>;
    /// Collective: every rank gets rank 0's `data`.
    fn broadcast(&mut self, data: &mut Vec<u8>);
}

/// Bytes of a destination's buffer at which it is sent.
pub const BATCH_BYTES: usize = 128 << 10;
/// Expansions between two looks at the incoming messages.
const CHUNK: usize = 64;
/// Expansions after which every non-empty buffer is sent, full or not (so that a rank with
/// a long queue does not sit on the work of an idle one).
const FLUSH_EVERY: u64 = 1024;
/// Sends in flight at which a rank stops expanding and only receives until some complete
/// (back-pressure: a slow receiver does not make its senders buffer without bound).
const MAX_INFLIGHT: usize = 64;

/// Parent-table entry of the initial state.
const ROOT: u32 = u32::MAX;

/// Statistics of one rank.
#[derive(
    Clone,
    Debug,
    Default,
    PartialEq,
    Serialize,
    Deserialize,
    rkyv::Archive,
    rkyv::Serialize,
    rkyv::Deserialize,
)]
pub struct RankStats {
    /// States stored (owned) by this rank.
    pub stored: u64,
    /// Moves executed by this rank.
    pub transitions: u64,
    /// States sent to other ranks.
    pub states_sent: u64,
    /// Batches (messages) of states sent.
    pub batches_sent: u64,
    /// Bytes of state batches sent (compressed).
    pub bytes_sent: u64,
    /// Bytes of the batches before compression (the encoded states and their links).
    pub raw_bytes_sent: u64,
    /// States received from other ranks.
    pub states_received: u64,
    /// Successors owned elsewhere not sent because the same state was sent lately.
    pub not_resent: u64,
    /// States received that were not decoded: the same encoding was received lately (and
    /// stored then), so the state is stored already.
    #[serde(default)]
    pub not_decoded: u64,
    /// Peak estimated bytes of the queue of states to expand.
    pub peak_queue_bytes: u64,
    /// Bytes of the visited set at the end.
    pub visited_bytes: u64,
    /// Seconds from the start to the end of this rank's search.
    pub seconds: f64,
    /// Search threads in this rank.
    #[serde(default)]
    pub workers: u64,
}

/// Statistics of a distributed search (merged on rank 0).
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct DistStats {
    /// Number of ranks.
    pub ranks: usize,
    /// Per rank, in rank order.
    pub per_rank: Vec<RankStats>,
    /// Safra token rounds until termination was detected (0 when the search stopped).
    pub termination_rounds: u64,
    /// States sent to another rank, over all ranks.
    pub states_sent: u64,
    /// Bytes of state batches sent (compressed), over all ranks.
    pub bytes_sent: u64,
    /// Bytes of the batches before compression, over all ranks.
    pub raw_bytes_sent: u64,
    /// Batches sent, over all ranks.
    pub batches_sent: u64,
    /// The rank that found the violation reported, if any.
    pub found_by: Option<usize>,
}

impl DistStats {
    /// Bytes sent per stored state.
    pub fn bytes_per_stored_state(&self) -> f64 {
        let stored: u64 = self.per_rank.iter().map(|r| r.stored).sum();
        if stored == 0 {
            0.0
        } else {
            self.bytes_sent as f64 / stored as f64
        }
    }

    /// Bytes sent per state sent (the encoded size of a state plus its parent link).
    pub fn bytes_per_sent_state(&self) -> f64 {
        if self.states_sent == 0 {
            0.0
        } else {
            self.bytes_sent as f64 / self.states_sent as f64
        }
    }

    /// The largest rank's stored states over the mean (1.0: perfect balance).
    pub fn imbalance(&self) -> f64 {
        let n = self.per_rank.len().max(1) as f64;
        let total: u64 = self.per_rank.iter().map(|r| r.stored).sum();
        let max = self.per_rank.iter().map(|r| r.stored).max().unwrap_or(0);
        if total == 0 {
            1.0
        } else {
            max as f64 * n / total as f64
        }
    }
}

/// What rank 0 of a distributed search returns: the outcome and the distribution statistics.
pub type Distributed<L, V> = (Outcome<L, V>, DistStats);

/// What a rank of a checkpointing distributed search returns: [`Distributed`] on rank 0,
/// `None` on the others; an error (the same on every rank) when its checkpoint cannot be
/// resumed.
pub type RankResult<L, V> = Result<Option<Distributed<L, V>>, String>;

/// A violation as a rank reports it: kind, state index, encoded move (see [`Found`]).
type FoundWire = (u8, u64, Vec<u8>);

/// The rank that owns a state with matched bytes `key` among `ranks`. A hash independent of
/// the stores' own (which index their tables with [`hash64`]'s bits): the states of one rank
/// would otherwise all fall into a fraction of its table.
#[inline]
pub fn owner(key: &[u8], ranks: usize) -> usize {
    (mix64(hash64(key) ^ 0x243f_6a88_85a3_08d3) % ranks as u64) as usize
}

/// A state to expand. The queue of a rank is no depth-first stack but a frontier that can
/// hold a good part of the state space, and a state that shares nothing with its
/// neighbours any more costs its whole memory as a value: past [`FULL_ITEMS`] queued
/// states (or [`FULL_BYTES`] of them), the others are kept encoded ([`StateCodec`]: a few
/// hundred bytes, the pieces unchanged since loading as references) and decoded when
/// expanded.
struct Item<S> {
    state: Queued<S>,
    /// Bytes of memory the item holds (its estimate).
    bytes: usize,
    /// Index in the parent table.
    idx: u64,
    depth: u32,
}

/// A queued state, as a value or encoded.
enum Queued<S> {
    Full(S),
    Encoded(Box<[u8]>),
}

/// Entries of the cache of keys sent to other ranks (direct-mapped, whole keys).
const SENT_CACHE: usize = 1 << 14;
/// Entries of the cache of encodings received (direct-mapped, whole encodings), shared out
/// among the threads of a rank (at least [`RECEIVED_CACHE_MIN`] each).
const RECEIVED_CACHE: usize = 1 << 16;
const RECEIVED_CACHE_MIN: usize = 1 << 11;
/// Longest string a [`Lately`] cache records: large states are not cached (a cache of
/// whole 1 MB states would cost gigabytes), so a cache holds at most its slots × this.
const LATELY_MAX: usize = 2048;

/// A direct-mapped cache of byte strings by hash, exact: an entry holds the whole string,
/// compared byte for byte, and a newer string evicts the one in its slot.
struct Lately {
    slots: Vec<(u64, Vec<u8>)>,
    /// Bytes the strings hold (for the memory account).
    bytes: usize,
}

impl Lately {
    /// `n` slots, a power of two.
    fn new(n: usize) -> Lately {
        debug_assert!(n.is_power_of_two());
        Lately {
            slots: vec![(0, Vec::new()); n],
            bytes: 0,
        }
    }

    /// The slot of hash `h`.
    fn at(&self, h: u64) -> usize {
        (h as usize) & (self.slots.len() - 1)
    }

    /// Whether `key`, of hash `h`, is in the cache.
    fn contains(&self, h: u64, key: &[u8]) -> bool {
        let slot = &self.slots[self.at(h)];
        slot.0 == h && slot.1 == key
    }

    /// Records `key`, of hash `h`, evicting whatever was in its slot (unless `key` is longer
    /// than [`LATELY_MAX`]).
    fn record(&mut self, h: u64, key: &[u8]) {
        if key.len() > LATELY_MAX {
            return;
        }
        let at = self.at(h);
        let slot = &mut self.slots[at];
        slot.0 = h;
        let before = slot.1.capacity();
        slot.1.clear();
        slot.1.extend_from_slice(key);
        self.bytes += slot.1.capacity() - before;
    }
}

/// Queued states kept as values (the top of the queue, expanded soon); the others are
/// encoded.
const FULL_ITEMS: usize = 1024;
/// Queue bytes past which every state queued is encoded, however few (large states).
const FULL_BYTES: usize = 64 << 20;

/// How a state was reached: the parent's rank and index, the move from it.
struct Parent<L> {
    rank: u32,
    idx: u64,
    label: Option<L>,
}

/// A violation found by a rank: at stored state `idx` (its own), of kind `kind`
/// (0: a move of the state, `label`; 1: the state's check; 2: the state is a deadlock).
struct Found<L> {
    kind: u8,
    idx: u64,
    label: Option<L>,
}

/// What each rank tells rank 0 at the end.
#[derive(Serialize, Deserialize)]
struct RankReport {
    stats: RankStats,
    counters: CountersWire,
    max_depth: u64,
    truncated: bool,
    stop: u8,
    state_bytes: Option<u64>,
    store: Option<StoreWire>,
    /// The violation found: kind, state index, encoded move.
    found: Option<FoundWire>,
    rounds: u64,
}

#[derive(Serialize, Deserialize)]
struct CountersWire {
    stored: u64,
    matched: u64,
    revisited: u64,
    transitions: u64,
    pruned: u64,
}

#[derive(Serialize, Deserialize)]
enum StoreWire {
    Compact { bits: u32, expected: f64 },
    Bitstate { fill: f64, bits: u64, expected: f64 },
}

/// What the search threads of one rank share.
struct Shared<'a, T: StateCodec> {
    sys: &'a T,
    config: &'a SearchConfig,
    me: usize,
    ranks: usize,
    /// Search threads in this rank.
    workers: usize,
    /// The visited set (shared with a checkpoint's image, whose writer reads it).
    store: Arc<AnyStore>,
    limits: Limits,
    /// Why this rank stops ([`Stop::code`]), 0 while it searches.
    stop: AtomicU8,
    /// Termination detected: every thread leaves.
    done: AtomicBool,
    found: Mutex<Option<Found<T::Label>>>,
    /// Threads holding work or looking for it (see [`Worker::run`]).
    busy: AtomicUsize,
    /// Batches received and not yet admitted (source rank, message).
    inbox: Injector<(usize, Vec<u8>)>,
    stealers: Vec<Stealer<Item<T::State>>>,
    /// Batches compressed by the threads, for the communicating thread to send
    /// (destination, message).
    outbox: Mutex<Vec<(usize, Vec<u8>)>>,
    outbox_len: AtomicUsize,
    /// Per thread: the bytes it holds besides the visited set (queue, parent table,
    /// buffers, sent cache), as of its last poll.
    held: Vec<AtomicUsize>,
    /// Per thread: the bytes of its share of the queue, as of its last poll.
    queued: Vec<AtomicIsize>,
    peak_queue: AtomicUsize,
    /// The first parent-table index of this run (the runs before a resume used those
    /// below).
    base: u64,
    /// What the runs before a resume did (zero in a new search).
    prior: Prior,
    /// Checkpointing, when the search writes checkpoints.
    ckpt: Option<DistCkpt<'a, T::Label>>,
}

/// What the runs of a distributed search before a resume did, on this rank.
#[derive(Default)]
struct Prior {
    counters: Counters,
    stats: RankStats,
    max_depth: usize,
    truncated: bool,
    rounds: u64,
    /// Time they took.
    before: Duration,
}

/// A checkpointing rank ([`super::checkpoint`]): the rendezvous at which its threads hand in
/// their parts, and the parent tables of the runs before a resume.
///
/// **The rendezvous.** The communicating thread raises `pause`; each other thread, between
/// two pieces of work, hands its buffers to the outbox and parks (`parked`); once all have,
/// no thread moves, and the communicating thread advances `stage`: each hands in its part
/// (its queue, encoded, and its parent table: [`ThreadPart`]) and waits again. Parts are
/// taken only once every thread has parked, so that none steals from a queue already written.
/// The communicating thread then sends everything, quiesces with the other ranks (admitting
/// the batches still in flight into its own queue), agrees with them on what to do, writes
/// the rank's part of the checkpoint, and advances `stage` again to let the threads go on (or
/// leave: a stop, or termination, ends the search at its rendezvous).
struct DistCkpt<'a, L> {
    plan: &'a Checkpointing,
    /// When this run started.
    start: Instant,
    pause: AtomicBool,
    /// Advanced once every thread has parked (hand in your part), and again to let them go.
    stage: AtomicU64,
    parked: AtomicUsize,
    handed: AtomicUsize,
    parts: Mutex<Vec<ThreadPart>>,
    /// The parent tables of the runs before a resume, oldest first (each checkpoint writes
    /// them again).
    old: Vec<Gen<L>>,
    /// Bytes `old` holds.
    old_bytes: usize,
}

/// One thread's part of a rank's checkpoint.
struct ThreadPart {
    id: usize,
    /// Its queue, top first (see [`RankImage::queue`]).
    queue: Vec<u8>,
    queued: u64,
    /// Its parent table, encoded, and its length.
    parents: (Vec<u8>, u64),
    counters: Counters,
    stats: RankStats,
    max_depth: usize,
    truncated: bool,
}

/// One generation of a rank's parent table: the states one run stored, from index `base`
/// on (see [`Worker`]).
struct Gen<L> {
    base: u64,
    workers: usize,
    tables: Vec<Vec<Parent<L>>>,
}

impl<L> Gen<L> {
    fn get(&self, idx: u64) -> Option<&Parent<L>> {
        let i = idx.checked_sub(self.base)?;
        let w = self.workers as u64;
        self.tables
            .get((i % w) as usize)?
            .get(usize::try_from(i / w).ok()?)
    }

    /// An index past every one the generation used.
    fn end(&self) -> u64 {
        let longest = self.tables.iter().map(Vec::len).max().unwrap_or(0) as u64;
        self.base + longest * self.workers as u64
    }
}

impl<T: StateCodec> Shared<'_, T> {
    fn stopped(&self) -> bool {
        self.stop.load(Ordering::Relaxed) != 0
    }

    /// The rank's counters, message statistics, deepest depth and depth truncation: the runs
    /// before a resume plus each thread's `(counters, statistics, depth, truncated)`.
    fn totals<'x>(
        &self,
        threads: impl Iterator<Item = (&'x Counters, &'x RankStats, usize, bool)>,
    ) -> (Counters, RankStats, usize, bool) {
        let mut counters = self.prior.counters;
        let mut stats = self.prior.stats.clone();
        let (mut max_depth, mut truncated) = (self.prior.max_depth, self.prior.truncated);
        for (c, s, depth, t) in threads {
            counters.add(c);
            add_stats(&mut stats, s);
            max_depth = max_depth.max(depth);
            truncated |= t;
        }
        stats.stored = counters.stored;
        stats.transitions = counters.transitions;
        stats.workers = self.workers as u64;
        stats.peak_queue_bytes = stats
            .peak_queue_bytes
            .max(self.peak_queue.load(Ordering::Relaxed) as u64);
        (counters, stats, max_depth, truncated)
    }

    /// A checkpoint's rendezvous asks the threads to park.
    fn pausing(&self) -> bool {
        self.ckpt
            .as_ref()
            .is_some_and(|k| k.pause.load(Ordering::Acquire))
    }

    /// Stops this rank (the communicating thread tells the other ranks).
    fn halt(&self, why: Stop) {
        let _ = self
            .stop
            .compare_exchange(0, why.code(), Ordering::AcqRel, Ordering::Acquire);
    }

    /// Records the first violation found, which stops the search; one found after a stop
    /// is dropped, unless the rank checkpoints: its state is stored, or was expanded, and
    /// the checkpoint would then hold it without its violation, which a resumed search
    /// never meets again (it said "holds"). The stop's rendezvous ends the search with it.
    #[cold]
    fn report(&self, f: Found<T::Label>) {
        let mut found = self.found.lock().unwrap_or_else(|e| e.into_inner());
        if found.is_none() && (!self.stopped() || self.ckpt.is_some()) {
            *found = Some(f);
            self.halt(Stop::ViolationLimit);
        }
    }
}

/// One search thread of a rank: its queue, its part of the parent table, its send buffers.
/// A stored state's index is `k * workers + id` for the `k`-th state this thread stored.
struct Worker<'s, 'a, T: StateCodec> {
    sh: &'s Shared<'a, T>,
    id: usize,
    deque: DequeWorker<Item<T::State>>,
    /// Bytes of the queued items this thread queued minus those it expanded (items move
    /// between threads by stealing, so one thread's share can be negative).
    queue_bytes: isize,
    parents: Vec<Parent<T::Label>>,
    out: Vec<Vec<u8>>,
    out_states: Vec<u32>,
    /// Per destination: the parent index and depth of the last state appended to its
    /// buffer (the next are written as differences from them: see [`Worker::append`]).
    out_last: Vec<(u64, u32)>,
    labels: Vec<T::Label>,
    aux: T::Aux,
    key: Vec<u8>,
    parts: Parts,
    enc: Vec<u8>,
    /// Keys of states sent to other ranks lately (see [`Worker::sent_recently`]).
    sent: Lately,
    /// Encodings of states received lately and stored (see [`Worker::receive_batch`]).
    received: Lately,
    /// Compresses the batches sent, decompresses those received (contexts reused).
    zip: zstd::bulk::Compressor<'static>,
    unzip: zstd::bulk::Decompressor<'static>,
    /// The last batch received, decompressed (its buffer reused).
    unzipped: Vec<u8>,
    /// The parts of states encoded and decoded lately ([`StateCodec::encode_state_reusing`],
    /// [`StateCodec::decode_state_reusing`]).
    codec: CodecCache,
    counters: Counters,
    /// What [`Worker::poll`] last published to the monitor.
    published: Counters,
    stats: RankStats,
    max_depth: usize,
    truncated: bool,
    expansions: u64,
    next_poll: u64,
    /// Counted in [`Shared::busy`].
    active: bool,
}

/// What a thread hands back when the search ends.
struct WorkerEnd<L> {
    parents: Vec<Parent<L>>,
    counters: Counters,
    stats: RankStats,
    max_depth: usize,
    truncated: bool,
}

/// The communicating thread's part of the rank (MPI is called from this thread only:
/// `MPI_THREAD_FUNNELED`).
struct Comm<'c> {
    comm: &'c mut dyn Transport,
    /// Safra: batches sent minus received.
    count: i64,
    /// Safra: received a batch since the token last passed.
    black: bool,
    /// Safra: the token, while this rank holds it (count, black).
    token: Option<(i64, bool)>,
    /// Rank 0: a token is on its way around the ring.
    probing: bool,
    rounds: u64,
    terminated: bool,
    /// The other ranks were told to stop, or told this one.
    stop_told: bool,
    /// Rank 0 asked for a checkpoint.
    asked: bool,
    /// Rank 0 of a search with periodic checkpoints: when the next is due.
    next_due: Option<Instant>,
    /// The generation of the last checkpoint written (or resumed from).
    generation: u64,
}

/// Runs this process's rank of a distributed safety search over `comm` (every rank calls it
/// with the same system and configuration). Returns, on rank 0, the outcome (with the
/// merged statistics and the counterexample rebuilt across ranks) and the distribution
/// statistics; `None` on the other ranks. `config.max_violations` is taken as 1.
/// `config.workers` search threads run in each rank; the calling thread is one of them
/// and the only one that talks to the other ranks.
pub fn distributed<T>(
    sys: &T,
    config: &SearchConfig,
    comm: &mut dyn Transport,
) -> Option<Distributed<T::Label, T::Violation>>
where
    T: StateCodec + Sync,
{
    run_rank(sys, config, comm, None).unwrap_or_else(|_| unreachable!("no checkpoint to resume"))
}

/// [`distributed`], writing checkpoints as `plan` says (each rank its part, rank 0 the
/// index: see the module documentation, "Checkpoints") and resuming from its checkpoint if
/// it has one. A checkpoint that cannot be resumed (on any rank) is an error on every rank,
/// the same message, before anything is searched.
pub fn distributed_checkpointed<T>(
    sys: &T,
    config: &SearchConfig,
    comm: &mut dyn Transport,
    plan: &Checkpointing,
) -> RankResult<T::Label, T::Violation>
where
    T: StateCodec + Sync,
{
    run_rank(sys, config, comm, Some(plan))
}

fn run_rank<T>(
    sys: &T,
    config: &SearchConfig,
    comm: &mut dyn Transport,
    plan: Option<&Checkpointing>,
) -> RankResult<T::Label, T::Violation>
where
    T: StateCodec + Sync,
{
    let start = Instant::now();
    config.monitor.reset();
    let (me, ranks) = (comm.rank(), comm.size());
    let restored = match plan {
        Some(p) if p.resume.is_some() => {
            let r = restore(sys, config, p, me, ranks);
            Some(agree(comm, r)?)
        }
        _ => None,
    };
    if let Some(p) = plan
        && p.resume.is_some()
    {
        *p.restored_in.lock().unwrap_or_else(|e| e.into_inner()) = Some(start.elapsed());
    }
    let init = sys.initial();
    let probe_budget = sys.budget(&init).is_some();
    let workers = config.workers.max(1);
    let deques: Vec<DequeWorker<Item<T::State>>> =
        (0..workers).map(|_| DequeWorker::new_lifo()).collect();
    let (store, prior, old, items, generation) = match restored {
        Some(r) => (r.store, r.prior, r.old, r.items, r.generation),
        None => (
            AnyStore::seeded(
                config.store,
                config.expected_states / ranks.max(1),
                probe_budget,
                config.seed,
            ),
            Prior::default(),
            Vec::new(),
            Vec::new(),
            0,
        ),
    };
    let resumed = plan.is_some_and(|p| p.resume.is_some());
    let base = old.iter().map(Gen::end).max().unwrap_or(0);
    config.monitor.publish(&prior.counters, prior.max_depth);
    let item_size = std::mem::size_of::<Item<T::State>>();
    let mut queued_bytes = vec![0isize; workers];
    // The queue written, dealt out to the threads (the top of the written queue on top).
    for (k, (idx, depth, bytes)) in items.into_iter().enumerate().rev() {
        let b = item_size + bytes.len();
        queued_bytes[k % workers] += b as isize;
        deques[k % workers].push(Item {
            state: Queued::Encoded(bytes),
            bytes: b,
            idx,
            depth,
        });
    }
    let sh = Shared {
        sys,
        config,
        me,
        ranks,
        workers,
        store: Arc::new(store),
        limits: Limits::new(config, start),
        stop: AtomicU8::new(0),
        done: AtomicBool::new(false),
        found: Mutex::new(None),
        busy: AtomicUsize::new(workers),
        inbox: Injector::new(),
        stealers: deques.iter().map(DequeWorker::stealer).collect(),
        outbox: Mutex::new(Vec::new()),
        outbox_len: AtomicUsize::new(0),
        held: (0..workers).map(|_| AtomicUsize::new(0)).collect(),
        queued: (0..workers).map(|_| AtomicIsize::new(0)).collect(),
        peak_queue: AtomicUsize::new(0),
        base,
        prior,
        ckpt: plan.map(|plan| DistCkpt {
            plan,
            start,
            pause: AtomicBool::new(false),
            stage: AtomicU64::new(0),
            parked: AtomicUsize::new(0),
            handed: AtomicUsize::new(0),
            parts: Mutex::new(Vec::new()),
            old_bytes: old
                .iter()
                .flat_map(|g| &g.tables)
                .map(|t| t.capacity() * std::mem::size_of::<Parent<T::Label>>())
                .sum(),
            old,
        }),
    };
    let mut c = Comm {
        comm,
        count: 0,
        black: false,
        token: None,
        probing: false,
        rounds: 0,
        terminated: false,
        stop_told: false,
        asked: false,
        next_due: plan
            .and_then(|p| p.every)
            .filter(|_| me == 0)
            .map(|e| start + e),
        generation,
    };
    let mut ws: Vec<Worker<'_, '_, T>> = deques
        .into_iter()
        .enumerate()
        .map(|(id, deque)| Worker::new(&sh, id, deque))
        .collect();
    for (w, b) in ws.iter_mut().zip(queued_bytes) {
        w.queue_bytes = b;
    }
    if !resumed {
        let w0 = &mut ws[0];
        w0.key.clear();
        w0.parts.clear();
        sys.matched_parts(&init, &mut w0.key, &mut w0.parts);
        if owner(&w0.key, ranks) == me {
            w0.admit(init, None, ROOT, 0, None, 0);
        }
    }
    let mut rest = ws.split_off(1);
    let mut w0 = ws.pop().expect("worker 0");
    // A thread that panics makes the others leave (it would otherwise hold the rank busy
    // for ever); the panic goes on to the caller once they have.
    let leave = || {
        sh.halt(Stop::Cancelled);
        sh.done.store(true, Ordering::Release);
    };
    let ends: Vec<WorkerEnd<T::Label>> = std::thread::scope(|scope| {
        let handles: Vec<_> = rest
            .drain(..)
            .map(|mut w| {
                scope.spawn(move || {
                    let r = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                        w.run(None);
                        w.end()
                    }));
                    if r.is_err() {
                        leave();
                    }
                    r
                })
            })
            .collect();
        let r0 = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| w0.run(Some(&mut c))));
        // Whatever made this thread leave (a stop, termination) makes the others leave.
        sh.done.store(true, Ordering::Release);
        if r0.is_err() {
            leave();
        }
        let mut ends = vec![];
        let mut panic = r0.err();
        for h in handles {
            match h.join() {
                Ok(Ok(e)) => ends.push(e),
                Ok(Err(p)) | Err(p) => panic = panic.or(Some(p)),
            }
        }
        if let Some(p) = panic {
            std::panic::resume_unwind(p);
        }
        ends.insert(0, w0.end());
        ends
    });
    let seconds = (sh.prior.before + start.elapsed()).as_secs_f64();
    c.quiesce_all();
    Ok(finish(&sh, c, ends, seconds, start))
}

impl<'s, 'a, T: StateCodec> Worker<'s, 'a, T> {
    fn new(sh: &'s Shared<'a, T>, id: usize, deque: DequeWorker<Item<T::State>>) -> Self {
        Worker {
            sh,
            id,
            deque,
            queue_bytes: 0,
            parents: Vec::new(),
            out: vec![Vec::new(); sh.ranks],
            out_states: vec![0; sh.ranks],
            out_last: vec![(0, 0); sh.ranks],
            labels: Vec::new(),
            aux: T::Aux::default(),
            key: Vec::new(),
            parts: Parts::default(),
            enc: Vec::new(),
            sent: Lately::new(SENT_CACHE),
            received: Lately::new(
                (RECEIVED_CACHE / sh.workers)
                    .next_power_of_two()
                    .max(RECEIVED_CACHE_MIN),
            ),
            zip: zstd::bulk::Compressor::new(1).expect("a zstd context"),
            unzip: zstd::bulk::Decompressor::new().expect("a zstd context"),
            unzipped: Vec::new(),
            codec: CodecCache::default(),
            counters: Counters::default(),
            published: Counters::default(),
            stats: RankStats::default(),
            max_depth: 0,
            truncated: false,
            expansions: 0,
            next_poll: POLL_INTERVAL,
            active: true,
        }
    }

    fn end(self) -> WorkerEnd<T::Label> {
        WorkerEnd {
            parents: self.parents,
            counters: self.counters,
            stats: self.stats,
            max_depth: self.max_depth,
            truncated: self.truncated,
        }
    }

    /// Inserts a state reached from `(prank, pidx)` by `label` at `depth` (`encoded`: its
    /// encoding, when it came so); queues it if new.
    fn admit(
        &mut self,
        s: T::State,
        encoded: Option<&[u8]>,
        prank: u32,
        pidx: u64,
        label: Option<T::Label>,
        depth: u32,
    ) {
        let sh = self.sh;
        let sys = sh.sys;
        let visit = sh
            .store
            .insert_parts(&self.key, &self.parts, sys.budget(&s));
        let new = match visit {
            Visit::Seen => {
                self.counters.matched += 1;
                sys.recycle(s);
                return;
            }
            Visit::New => {
                self.counters.stored += 1;
                true
            }
            Visit::Better => {
                self.counters.revisited += 1;
                false
            }
        };
        let idx = sh.base + (self.parents.len() * sh.workers + self.id) as u64;
        self.parents.push(Parent {
            rank: prank,
            idx: pidx,
            label,
        });
        // A revisited state's check ran (and was reported) when it was first stored.
        if new && let Some(_v) = sys.check(&s) {
            self.max_depth = self.max_depth.max(depth as usize);
            sh.report(Found {
                kind: 1,
                idx,
                label: None,
            });
            sys.recycle(s);
            return;
        }
        let item_size = std::mem::size_of::<Item<T::State>>();
        let full_bytes = (FULL_BYTES / sh.workers) as isize;
        let (state, bytes) = if self.deque.len() < FULL_ITEMS && self.queue_bytes < full_bytes {
            let b = item_size + sys.heap_bytes(&s);
            (Queued::Full(s), b)
        } else {
            let e: Box<[u8]> = match encoded {
                Some(b) => b.into(),
                None => {
                    self.enc.clear();
                    sys.encode_state_reusing(&s, &mut self.enc, &mut self.codec);
                    self.enc.as_slice().into()
                }
            };
            sys.recycle(s);
            let b = item_size + e.len();
            (Queued::Encoded(e), b)
        };
        self.queue_bytes += bytes as isize;
        if sh.workers == 1 {
            // One thread: its share is the queue, exactly.
            self.stats.peak_queue_bytes = self.stats.peak_queue_bytes.max(self.queue_bytes as u64);
        }
        self.deque.push(Item {
            state,
            bytes,
            idx,
            depth,
        });
    }

    /// Expands one state: its successors go to their owners.
    fn expand(&mut self, item: Item<T::State>) {
        let sh = self.sh;
        let sys = sh.sys;
        self.queue_bytes -= item.bytes as isize;
        let Item {
            state, idx, depth, ..
        } = item;
        let state = match state {
            Queued::Full(s) => s,
            Queued::Encoded(b) => sys
                .decode_state_reusing(&b, &mut self.codec)
                .unwrap_or_else(|e| {
                    panic!("distributed search: a queued state does not decode: {e}")
                }),
        };
        self.max_depth = self.max_depth.max(depth as usize);
        self.labels.clear();
        sys.transitions(&state, &mut self.labels, &mut self.aux);
        if self.labels.is_empty() {
            if sh.config.deadlocks && sys.terminal(&state).is_some() {
                sh.report(Found {
                    kind: 2,
                    idx,
                    label: None,
                });
            }
            sys.recycle(state);
            return;
        }
        if sh.config.max_depth.is_some_and(|m| depth as usize >= m) {
            self.truncated = true;
            sys.recycle(state);
            return;
        }
        let labels = std::mem::take(&mut self.labels);
        // A budget makes a state sent again with more of it worth sending: no cache then.
        let budgets = sys.budget(&state).is_some();
        for l in &labels {
            self.counters.transitions += 1;
            match sys.step_mut(&state, l, &mut self.aux) {
                Step::Next(s) => {
                    self.key.clear();
                    self.parts.clear();
                    sys.matched_parts(&s, &mut self.key, &mut self.parts);
                    let o = owner(&self.key, sh.ranks);
                    if o == sh.me {
                        self.admit(s, None, sh.me as u32, idx, Some(l.clone()), depth + 1);
                    } else if budgets || !self.sent_recently() {
                        self.append(o, &s, idx, l, depth + 1);
                        sys.recycle(s);
                    } else {
                        // Sent to its owner a moment ago: stored there, or on its way.
                        self.counters.matched += 1;
                        self.stats.not_resent += 1;
                        sys.recycle(s);
                    }
                }
                Step::Violation(s, _) => {
                    sys.recycle(s);
                    sh.report(Found {
                        kind: 0,
                        idx,
                        label: Some(l.clone()),
                    });
                }
                Step::Pruned => self.counters.pruned += 1,
            }
            // A checkpointing rank finishes the expansion: its successors go into the
            // checkpoint the stop writes.
            if sh.stopped() && sh.ckpt.is_none() {
                break;
            }
        }
        self.labels = labels;
        sys.recycle(state);
    }

    /// Whether the state whose key is in `self.key` was sent to its owner recently (its key
    /// is in the sent cache, compared byte for byte); records it if not. The successors
    /// of neighbouring states are often the same state (two moves in either order), and
    /// sending one costs encoding, compressing, decoding and hashing it again at the owner,
    /// only to find it stored: the cache skips that, exactly (whole keys, no hash alone).
    /// Each thread has its own cache.
    fn sent_recently(&mut self) -> bool {
        let h = hash64(&self.key);
        if self.sent.contains(h, &self.key) {
            return true;
        }
        self.sent.record(h, &self.key);
        false
    }

    /// Appends a successor for rank `o` to its buffer; sends the buffer when full. The
    /// parent index and the depth are written as differences from the previous state's in
    /// the buffer (zig-zag): successors of one parent follow each other, and parents
    /// expanded one after the other have close indices and depths.
    fn append(&mut self, o: usize, s: &T::State, pidx: u64, l: &T::Label, depth: u32) {
        let sys = self.sh.sys;
        self.enc.clear();
        sys.encode_state_reusing(s, &mut self.enc, &mut self.codec);
        let buf = &mut self.out[o];
        let (lp, ld) = self.out_last[o];
        wire::put_i(buf, pidx.wrapping_sub(lp) as i64);
        wire::put_i(buf, i64::from(depth) - i64::from(ld));
        self.out_last[o] = (pidx, depth);
        sys.encode_label(l, buf);
        wire::put(buf, self.enc.len() as u64);
        buf.extend_from_slice(&self.enc);
        self.out_states[o] += 1;
        if buf.len() >= BATCH_BYTES {
            self.flush(o);
        }
    }

    /// Hands rank `o`'s buffer, if it holds anything, to the communicating thread: the
    /// number of states, then the buffer's length and the buffer compressed (zstd level 1:
    /// the states of a batch share most of their bytes, about 20× on the philosophers).
    fn flush(&mut self, o: usize) {
        if self.out_states[o] == 0 {
            return;
        }
        let raw = &self.out[o];
        let mut msg = Vec::with_capacity(raw.len() / 8 + 16);
        wire::put(&mut msg, u64::from(self.out_states[o]));
        wire::put(&mut msg, raw.len() as u64);
        let bound = zstd::zstd_safe::compress_bound(raw.len());
        let at = msg.len();
        msg.resize(at + bound, 0);
        let n = self
            .zip
            .compress_to_buffer(raw, &mut msg[at..])
            .expect("zstd compresses into a buffer of its bound");
        msg.truncate(at + n);
        self.stats.raw_bytes_sent += raw.len() as u64;
        self.out[o].clear();
        self.out_last[o] = (0, 0);
        self.stats.states_sent += u64::from(self.out_states[o]);
        self.out_states[o] = 0;
        self.stats.batches_sent += 1;
        self.stats.bytes_sent += msg.len() as u64;
        let sh = self.sh;
        sh.outbox
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .push((o, msg));
        sh.outbox_len.fetch_add(1, Ordering::AcqRel);
    }

    fn flush_all(&mut self) {
        for o in 0..self.sh.ranks {
            self.flush(o);
        }
    }

    /// Admits the states of a batch received from rank `src`.
    fn receive_batch(&mut self, src: usize, data: &[u8]) {
        let sh = self.sh;
        let sys = sh.sys;
        let corrupt = || -> ! {
            panic!(
                "distributed search: a batch of states from rank {src} does not decode (do all \
                 ranks run the same pancam on the same program with the same options?)"
            )
        };
        let mut pos = 0;
        let n = wire::get(data, &mut pos).unwrap_or_else(|| corrupt());
        let len = wire::get(data, &mut pos).unwrap_or_else(|| corrupt()) as usize;
        let mut raw = std::mem::take(&mut self.unzipped);
        raw.clear();
        raw.reserve(len);
        match self.unzip.decompress_to_buffer(&data[pos..], &mut raw) {
            Ok(k) if k == len => {}
            _ => corrupt(),
        }
        let data = &raw[..];
        let mut pos = 0;
        let (mut pidx, mut depth) = (0u64, 0u32);
        for _ in 0..n {
            // Differences from the previous state's (see `append`).
            let dp = wire::get_i(data, &mut pos).unwrap_or_else(|| corrupt());
            let dd = wire::get_i(data, &mut pos).unwrap_or_else(|| corrupt());
            pidx = pidx.wrapping_add(dp as u64);
            depth = u32::try_from(i64::from(depth) + dd).unwrap_or_else(|_| corrupt());
            let label = sys
                .decode_label(data, &mut pos)
                .unwrap_or_else(|| corrupt());
            let len = wire::get(data, &mut pos).unwrap_or_else(|| corrupt()) as usize;
            let bytes = wire::bytes(data, &mut pos, len).unwrap_or_else(|| corrupt());
            self.stats.states_received += 1;
            // The same state, sent by another parent or another rank, arrives again and
            // again (86% of the states received are stored already); one whose encoding
            // was received lately is stored, and need not be decoded, matched and looked
            // up again. Exact: whole encodings compared, and the codec writes a state one
            // way only. Only states with no budget are recorded (a budget makes a state
            // received again with more of it worth storing again).
            let h = hash64(bytes);
            if self.received.contains(h, bytes) {
                self.counters.matched += 1;
                self.stats.not_decoded += 1;
                continue;
            }
            let s = match sys.decode_state_reusing(bytes, &mut self.codec) {
                Ok(s) => s,
                Err(e) => {
                    panic!("distributed search: a state from rank {src} does not decode: {e}")
                }
            };
            self.key.clear();
            self.parts.clear();
            sys.matched_parts(&s, &mut self.key, &mut self.parts);
            debug_assert_eq!(owner(&self.key, sh.ranks), sh.me);
            if sys.budget(&s).is_none() {
                self.received.record(h, bytes);
            }
            self.admit(s, Some(bytes), src as u32, pidx, Some(label), depth);
            // A checkpointing rank admits the whole batch: it goes into the checkpoint.
            if sh.stopped() && sh.ckpt.is_none() {
                break;
            }
        }
        self.unzipped = raw;
    }

    /// Publishes progress and the bytes this thread holds; checks the limits.
    fn poll(&mut self) {
        let memory = self.publish();
        let sh = self.sh;
        if let Some(why) = sh.limits.exceeded(memory, sh.store.full()) {
            sh.halt(why);
        }
    }

    /// Publishes progress and the bytes this thread holds; returns the rank's memory.
    fn publish(&mut self) -> usize {
        let sh = self.sh;
        let delta = self.counters.sub(&self.published);
        self.published = self.counters;
        sh.limits.monitor.publish(&delta, self.max_depth);
        let held = self.queue_bytes.max(0) as usize
            + self.out.iter().map(Vec::capacity).sum::<usize>()
            + self.parents.capacity() * std::mem::size_of::<Parent<T::Label>>()
            + self.sent.bytes
            + self.received.bytes
            + self.codec.bytes;
        sh.held[self.id].store(held, Ordering::Relaxed);
        sh.queued[self.id].store(self.queue_bytes, Ordering::Relaxed);
        let queued: isize = sh.queued.iter().map(|q| q.load(Ordering::Relaxed)).sum();
        sh.peak_queue
            .fetch_max(queued.max(0) as usize, Ordering::Relaxed);
        sh.store.memory_bytes()
            + sh.held
                .iter()
                .map(|h| h.load(Ordering::Relaxed))
                .sum::<usize>()
            + sh.ckpt.as_ref().map_or(0, |k| k.old_bytes)
    }

    /// Takes the next piece of work and does it: a batch received (admitted into this
    /// thread's queue), else a state of its own queue, else one stolen from another
    /// thread of the rank. Returns whether there was any.
    fn work_one(&mut self) -> bool {
        let sh = self.sh;
        loop {
            match sh.inbox.steal() {
                Steal::Success((src, data)) => {
                    self.receive_batch(src, &data);
                    return true;
                }
                Steal::Retry => continue,
                Steal::Empty => break,
            }
        }
        let item = self.deque.pop().or_else(|| self.steal());
        let Some(item) = item else { return false };
        self.expand(item);
        self.expansions += 1;
        if self.expansions.is_multiple_of(FLUSH_EVERY) {
            self.flush_all();
        }
        if self.counters.transitions >= self.next_poll {
            self.next_poll = self.counters.transitions + POLL_INTERVAL;
            self.poll();
        }
        true
    }

    fn steal(&mut self) -> Option<Item<T::State>> {
        let sh = self.sh;
        let n = sh.workers;
        for k in 1..n {
            let v = (self.id + k) % n;
            loop {
                match sh.stealers[v].steal() {
                    Steal::Success(it) => return Some(it),
                    Steal::Retry => continue,
                    Steal::Empty => break,
                }
            }
        }
        None
    }

    /// The thread's loop. `comm` is given to one thread (the caller's), which also
    /// receives, sends and detects termination between chunks of work.
    ///
    /// **Passive.** A rank is passive (Safra) when no thread holds work and every batch
    /// compressed has been handed to the transport. A thread counts itself in
    /// [`Shared::busy`] from before it looks for work until it has found none and handed
    /// its partial batches to the outbox; work appears only in the inbox (filled by the
    /// communicating thread) or in the queue of a busy thread. So the communicating
    /// thread, seeing (in this order) the inbox empty, `busy` zero and the outbox drained,
    /// knows the rank is passive, and stays so until it puts a received batch in the inbox.
    fn run(&mut self, mut comm: Option<&mut Comm<'_>>) {
        let sh = self.sh;
        let ck = sh.ckpt.is_some();
        let mut idle_spins = 0u32;
        loop {
            if let Some(c) = comm.as_deref_mut() {
                c.step(sh);
                if ck {
                    // Every end of a checkpointing search, and every checkpoint, is a
                    // rendezvous of all ranks.
                    let due = c.asked || c.next_due.is_some_and(|t| Instant::now() >= t);
                    // After a checkpoint, at least one chunk of work before the next.
                    if (c.terminated || sh.stopped() || due) && self.rendezvous(c) {
                        break;
                    }
                } else if c.terminated {
                    sh.done.store(true, Ordering::Release);
                }
            } else if sh.pausing() {
                self.park();
                continue;
            }
            if sh.done.load(Ordering::Acquire) {
                break;
            }
            if sh.stopped() {
                if !ck {
                    break;
                }
                // A checkpointing rank's threads wait for the rendezvous the stop leads to.
                backoff(&mut idle_spins);
                continue;
            }
            if sh.outbox_len.load(Ordering::Acquire) >= MAX_OUTBOX {
                // Back-pressure: the sends in flight are at their bound.
                backoff(&mut idle_spins);
                continue;
            }
            if !self.active {
                sh.busy.fetch_add(1, Ordering::SeqCst);
                self.active = true;
            }
            let rounds = if comm.is_some() { CHUNK } else { usize::MAX };
            let mut worked = false;
            for _ in 0..rounds {
                if !self.work_one() {
                    break;
                }
                worked = true;
                if sh.stopped()
                    || (comm.is_none()
                        && (sh.done.load(Ordering::Relaxed)
                            || sh.pausing()
                            || sh.outbox_len.load(Ordering::Relaxed) >= MAX_OUTBOX))
                {
                    break;
                }
            }
            if worked {
                idle_spins = 0;
                continue;
            }
            // Nothing to do: hand over what is buffered, then stop counting as busy.
            self.flush_all();
            self.poll_idle(&mut idle_spins);
            sh.busy.fetch_sub(1, Ordering::SeqCst);
            self.active = false;
            if let Some(c) = comm.as_deref_mut() {
                c.passive_step(sh);
                if c.terminated && !ck {
                    sh.done.store(true, Ordering::Release);
                    break;
                }
            }
            backoff(&mut idle_spins);
        }
        if self.active {
            sh.busy.fetch_sub(1, Ordering::SeqCst);
            self.active = false;
        }
        if ck {
            // The rendezvous that ended the search decided why it stopped, if it did.
            self.publish();
        } else {
            self.poll();
        }
        if let Some(c) = comm {
            // A stop set since the last step (by this thread's poll, or another's).
            c.tell_stop(sh);
        }
    }

    fn poll_idle(&mut self, spins: &mut u32) {
        if spins.is_multiple_of(1024) {
            self.poll();
        }
    }

    /// A thread other than the communicating one at a checkpoint's rendezvous (see
    /// [`DistCkpt`]): hands its buffers over, parks, hands in its part once every thread
    /// has parked, and waits to be let go.
    fn park(&mut self) {
        let sh = self.sh;
        let ck = sh.ckpt.as_ref().expect("a checkpointing rank");
        let stage = ck.stage.load(Ordering::Acquire);
        self.flush_all();
        ck.parked.fetch_add(1, Ordering::AcqRel);
        let wait = |until: u64| {
            let mut spins = 0;
            while ck.stage.load(Ordering::Acquire) < until && !sh.done.load(Ordering::Acquire) {
                backoff(&mut spins);
            }
        };
        wait(stage + 1);
        if sh.done.load(Ordering::Acquire) {
            return;
        }
        let part = self.part();
        ck.parts
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .push(part);
        ck.handed.fetch_add(1, Ordering::AcqRel);
        wait(stage + 2);
    }

    /// This thread's part of the rank's checkpoint: its queue (taken out, encoded, and put
    /// back as it was), its parent table, its counters.
    fn part(&mut self) -> ThreadPart {
        let sys = self.sh.sys;
        let mut items = Vec::with_capacity(self.deque.len());
        while let Some(it) = self.deque.pop() {
            items.push(it);
        }
        let mut queue = Vec::new();
        let mut enc = Vec::new();
        for it in &items {
            wire::put(&mut queue, it.idx);
            wire::put(&mut queue, u64::from(it.depth));
            let bytes: &[u8] = match &it.state {
                Queued::Full(s) => {
                    enc.clear();
                    sys.encode_state(s, &mut enc);
                    &enc
                }
                Queued::Encoded(b) => b,
            };
            wire::put(&mut queue, bytes.len() as u64);
            queue.extend_from_slice(bytes);
        }
        let queued = items.len() as u64;
        for it in items.into_iter().rev() {
            self.deque.push(it);
        }
        ThreadPart {
            id: self.id,
            queue,
            queued,
            parents: put_parents(sys, &self.parents),
            counters: self.counters,
            stats: self.stats.clone(),
            max_depth: self.max_depth,
            truncated: self.truncated,
        }
    }

    /// The communicating thread's side of a checkpoint's rendezvous (see [`DistCkpt`]),
    /// entered for a periodic checkpoint (rank 0's, or asked by rank 0), a stop, or
    /// termination; every rank enters it once for each. Returns whether the search ends.
    fn rendezvous(&mut self, c: &mut Comm<'_>) -> bool {
        let sh = self.sh;
        let ck = sh.ckpt.as_ref().expect("a checkpointing rank");
        let started = Instant::now();
        if sh.me == 0 && !c.terminated && !sh.stopped() {
            for d in 1..sh.ranks {
                c.comm.send(d, tag::CHECKPOINT, Vec::new());
            }
        }
        let others = sh.workers - 1;
        let stage = ck.stage.load(Ordering::Acquire);
        ck.pause.store(true, Ordering::SeqCst);
        self.flush_all();
        // Park the threads (sending and receiving meanwhile: a thread may wait for room in
        // the outbox), then take their parts.
        let mut spins = 0;
        let mut waiting = |c: &mut Comm<'_>, n: &AtomicUsize| {
            while n.load(Ordering::Acquire) < others && !sh.done.load(Ordering::Acquire) {
                while let Some((src, t, data)) = c.comm.try_recv() {
                    c.handle(sh, src, t, data);
                }
                c.send_outbox(sh);
                backoff(&mut spins);
            }
        };
        waiting(c, &ck.parked);
        ck.stage.store(stage + 1, Ordering::Release);
        waiting(c, &ck.handed);
        // No thread of this rank moves now, and none can stop it: the other ranks hear of a
        // stop before the barrier below.
        c.tell_stop(sh);
        let mut spins = 0;
        while !c.send_outbox(sh) {
            while let Some((src, t, data)) = c.comm.try_recv() {
                c.handle(sh, src, t, data);
            }
            backoff(&mut spins);
        }
        let mut late = Vec::new();
        quiesce(c.comm, &mut |src, t, data| late.push((src, t, data)));
        for (src, t, data) in late {
            c.handle(sh, src, t, data);
        }
        // Nothing is in flight: admit what arrived.
        loop {
            match sh.inbox.steal() {
                Steal::Success((src, data)) => self.receive_batch(src, &data),
                Steal::Retry => continue,
                Steal::Empty => break,
            }
        }
        // Agree on what to do: end (a stop, termination, a violation found while
        // admitting), write (no violation, every thread of every rank handed in its part).
        // With every expansion finished, every batch admitted and every queue empty, the
        // search is complete, whatever stopped it.
        let found = sh.found.lock().unwrap_or_else(|e| e.into_inner()).is_some();
        let intact = !sh.done.load(Ordering::Acquire);
        let empty = self.deque.is_empty()
            && ck
                .parts
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .iter()
                .all(|p| p.queued == 0);
        let status = [
            u8::from(found),
            sh.stop.load(Ordering::Acquire),
            u8::from(c.terminated),
            u8::from(intact),
            u8::from(empty && intact),
        ];
        let mut decision = vec![0u8; 3];
        if let Some(all) = c.comm.gather(&status) {
            let mut stop = None;
            for st in &all {
                if let Some(x) = st.get(1).copied().and_then(Stop::from_code)
                    && (stop.is_none() || stop == Some(Stop::Cancelled))
                {
                    stop = Some(x);
                }
            }
            let any = |k: usize| all.iter().any(|st| st.get(k).copied().unwrap_or(1) != 0);
            if any(0) {
                stop = Some(Stop::ViolationLimit);
            }
            let complete = all.iter().all(|st| st.get(4) == Some(&1));
            if complete && !any(0) {
                stop = None;
            }
            let terminated = any(2) || complete;
            let end = stop.is_some() || terminated;
            let write = !any(0)
                && !terminated
                && all.iter().all(|st| st.get(3) == Some(&1))
                && !ck.plan.write_failed();
            decision = vec![u8::from(end), u8::from(write), stop.map_or(0, Stop::code)];
        }
        c.comm.broadcast(&mut decision);
        let end = decision.first() == Some(&1);
        let write = decision.get(1) == Some(&1);
        let stop = decision.get(2).copied().and_then(Stop::from_code);
        if write {
            c.generation += 1;
            let reason = stop.map_or(Reason::Periodic, Reason::Stopped);
            let mut parts =
                std::mem::take(&mut *ck.parts.lock().unwrap_or_else(|e| e.into_inner()));
            parts.push(self.part());
            let image = rank_image(sh, ck, c, parts);
            let stored = image.counters.stored;
            let mut msg = Vec::new();
            match ck.plan.write_part(SearchBody::Rank(image), reason) {
                Ok(bytes) => {
                    msg.push(0);
                    wire::put(&mut msg, bytes);
                    wire::put(&mut msg, stored);
                }
                Err(e) => {
                    msg.push(1);
                    msg.extend_from_slice(e.as_bytes());
                }
            }
            let mut ok = vec![0u8];
            if let Some(all) = c.comm.gather(&msg) {
                let (mut bytes, mut stored, mut error) = (0, 0, None);
                for (k, m) in all.iter().enumerate() {
                    let mut pos = 1;
                    match (m.first(), wire::get(m, &mut pos), wire::get(m, &mut pos)) {
                        (Some(0), Some(b), Some(s)) => {
                            bytes += b;
                            stored += s;
                        }
                        _ => {
                            error.get_or_insert_with(|| {
                                format!(
                                    "rank {k}: {}",
                                    String::from_utf8_lossy(m.get(1..).unwrap_or_default())
                                )
                            });
                        }
                    }
                }
                match error {
                    Some(e) => ck.plan.record_failure(e),
                    None => {
                        let index = DistImage {
                            ranks: sh.ranks as u32,
                            generation: c.generation,
                            stored,
                            elapsed_ns: (sh.prior.before + ck.start.elapsed()).as_nanos() as u64,
                        };
                        ck.plan.write_adding(
                            SearchBody::Distributed(index),
                            reason,
                            started,
                            bytes,
                        );
                        ok[0] = u8::from(!ck.plan.write_failed());
                    }
                }
            }
            c.comm.broadcast(&mut ok);
            if ok.first() == Some(&1)
                && let Some(dir) = &ck.plan.dir
            {
                retire_parts(dir, sh.me, c.generation);
            }
        }
        // Nothing is in flight: Safra starts afresh.
        c.count = 0;
        c.black = false;
        c.token = None;
        c.probing = false;
        c.asked = false;
        c.next_due = ck
            .plan
            .every
            .filter(|_| sh.me == 0)
            .map(|e| Instant::now() + e);
        if end {
            sh.stop.store(stop.map_or(0, Stop::code), Ordering::Release);
            c.stop_told = true;
            sh.done.store(true, Ordering::Release);
        }
        ck.parts.lock().unwrap_or_else(|e| e.into_inner()).clear();
        ck.parked.store(0, Ordering::Release);
        ck.handed.store(0, Ordering::Release);
        ck.pause.store(false, Ordering::SeqCst);
        ck.stage.store(stage + 2, Ordering::Release);
        end
    }
}

/// What a rank reads back from its part of a checkpoint.
struct Restored<L> {
    store: AnyStore,
    prior: Prior,
    old: Vec<Gen<L>>,
    /// The queue: index, depth, encoded state; top first.
    items: Vec<(u64, u32, Box<[u8]>)>,
    generation: u64,
}

/// Reads this rank's part of the checkpoint `plan` resumes (the index names its
/// generation), checking it against the index and decoding every state and move in it.
fn restore<T: StateCodec>(
    sys: &T,
    config: &SearchConfig,
    plan: &Checkpointing,
    me: usize,
    ranks: usize,
) -> Result<Restored<T::Label>, String> {
    use super::checkpoint::ArchivedSearchBody;
    let index = plan
        .resumed_distributed()?
        .ok_or("no checkpoint to resume")?;
    let loaded = plan.resume.as_ref().ok_or("no checkpoint to resume")?;
    let want = index.ranks.to_native() as usize;
    if want != ranks {
        return Err(format!(
            "the checkpoint was written by a distributed search of {want} ranks, and this one \
             has {ranks}: resume it with {want} (mpirun -np {want}, or --ranks-in-process {want})"
        ));
    }
    let generation = index.generation.to_native();
    let dir = loaded.path.parent().unwrap_or(std::path::Path::new("."));
    let part = checkpoint::open_file(dir, &checkpoint::rank_file(me as u64, generation))?;
    let bad = |why: &str| format!("{}: {why}", part.path.display());
    if part.fingerprint() != loaded.fingerprint() {
        return Err(bad(&format!(
            "it was written for another program, pancam or options than {}",
            loaded.path.display()
        )));
    }
    let ArchivedSearchBody::Rank(im) = &part.file().search else {
        return Err(bad("it is not a rank's part of a distributed search"));
    };
    if im.rank.to_native() as usize != me
        || im.ranks.to_native() as usize != ranks
        || im.generation.to_native() != generation
    {
        return Err(bad("it is another rank's or another checkpoint's part"));
    }
    let store = checkpoint::restore_store_of(&im.store, config.store, &part)?;
    let mut old = Vec::with_capacity(im.parents.len());
    let mut end = 0;
    for g in im.parents.iter() {
        let workers = g.workers.to_native() as usize;
        let base = g.base.to_native();
        if workers == 0 || g.tables.len() != workers || base < end {
            return Err(bad("its parent table is malformed"));
        }
        let mut tables = Vec::with_capacity(workers);
        for t in g.tables.iter() {
            tables.push(get_parents(sys, &t.0, t.1.to_native(), ranks).map_err(|e| bad(&e))?);
        }
        let table = Gen {
            base,
            workers,
            tables,
        };
        end = table.end();
        old.push(table);
    }
    let mut items = Vec::new();
    let (q, mut pos) = (&im.queue[..], 0);
    let malformed = || bad("its queue is malformed");
    for _ in 0..im.queued.to_native() {
        let idx = wire::get(q, &mut pos).ok_or_else(malformed)?;
        let depth = wire::get(q, &mut pos)
            .and_then(|d| u32::try_from(d).ok())
            .ok_or_else(malformed)?;
        let len = wire::get(q, &mut pos).ok_or_else(malformed)?;
        let bytes = usize::try_from(len)
            .ok()
            .and_then(|n| wire::bytes(q, &mut pos, n))
            .ok_or_else(malformed)?;
        let s = sys
            .decode_state(bytes)
            .map_err(|e| bad(&format!("a queued state does not decode: {e}")))?;
        sys.recycle(s);
        if parent_in(&old, idx).is_none() {
            return Err(malformed());
        }
        items.push((idx, depth, bytes.into()));
    }
    if pos != q.len() {
        return Err(malformed());
    }
    sys.absorb_record(&im.model).map_err(|e| bad(&e))?;
    let de = |e: rkyv::rancor::Error| bad(&e.to_string());
    let prior = Prior {
        counters: rkyv::deserialize::<Counters, rkyv::rancor::Error>(&im.counters).map_err(de)?,
        stats: rkyv::deserialize::<RankStats, rkyv::rancor::Error>(&im.stats).map_err(de)?,
        max_depth: usize::try_from(im.max_depth.to_native()).unwrap_or(usize::MAX),
        truncated: im.truncated,
        rounds: im.rounds.to_native(),
        before: Duration::from_nanos(index.elapsed_ns.to_native()),
    };
    Ok(Restored {
        store,
        prior,
        old,
        items,
        generation,
    })
}

/// Makes `r` every rank's: an error on any rank is the error on all (the lowest rank's,
/// with its number).
fn agree<X>(comm: &mut dyn Transport, r: Result<X, String>) -> Result<X, String> {
    let mine = match &r {
        Ok(_) => Vec::new(),
        Err(e) if e.is_empty() => b"an error".to_vec(),
        Err(e) => e.clone().into_bytes(),
    };
    let mut verdict = Vec::new();
    if let Some(all) = comm.gather(&mine)
        && let Some((k, e)) = all.iter().enumerate().find(|(_, e)| !e.is_empty())
    {
        let e = String::from_utf8_lossy(e);
        verdict = if all.len() > 1 {
            format!("rank {k}: {e}")
        } else {
            e.into_owned()
        }
        .into_bytes();
    }
    comm.broadcast(&mut verdict);
    match r {
        Ok(x) if verdict.is_empty() => Ok(x),
        _ => Err(String::from_utf8_lossy(&verdict).into_owned()),
    }
}

/// A rank's part of a checkpoint, from its threads' parts (this run's parent table is one
/// generation, after the generations of the runs before).
fn rank_image<T: StateCodec>(
    sh: &Shared<'_, T>,
    ck: &DistCkpt<'_, T::Label>,
    c: &Comm<'_>,
    mut parts: Vec<ThreadPart>,
) -> RankImage {
    parts.sort_by_key(|p| p.id);
    let (counters, stats, max_depth, truncated) = sh.totals(
        parts
            .iter()
            .map(|p| (&p.counters, &p.stats, p.max_depth, p.truncated)),
    );
    let (mut queue, mut queued) = (Vec::new(), 0);
    let mut tables = Vec::with_capacity(parts.len());
    for p in parts {
        queue.extend_from_slice(&p.queue);
        queued += p.queued;
        tables.push(p.parents);
    }
    let mut parents: Vec<ParentsImage> = ck
        .old
        .iter()
        .map(|g| ParentsImage {
            base: g.base,
            workers: g.workers as u32,
            tables: g.tables.iter().map(|t| put_parents(sh.sys, t)).collect(),
        })
        .collect();
    parents.push(ParentsImage {
        base: sh.base,
        workers: sh.workers as u32,
        tables,
    });
    RankImage {
        rank: sh.me as u32,
        ranks: sh.ranks as u32,
        generation: c.generation,
        counters,
        stats,
        max_depth: max_depth as u64,
        truncated,
        rounds: sh.prior.rounds + c.rounds,
        store: sh.store.image(),
        queue,
        queued,
        parents,
        model: sh.sys.record(),
    }
}

/// Adds the message counts of `s` into `into`.
fn add_stats(into: &mut RankStats, s: &RankStats) {
    into.states_sent += s.states_sent;
    into.batches_sent += s.batches_sent;
    into.bytes_sent += s.bytes_sent;
    into.raw_bytes_sent += s.raw_bytes_sent;
    into.states_received += s.states_received;
    into.not_resent += s.not_resent;
    into.not_decoded += s.not_decoded;
    into.peak_queue_bytes = into.peak_queue_bytes.max(s.peak_queue_bytes);
}

/// Removes rank `rank`'s parts of generations other than `generation` from `dir` (the index
/// names `generation` now; a kill between two writes may have left a newer part unnamed).
fn retire_parts(dir: &std::path::Path, rank: usize, generation: u64) {
    let keep = checkpoint::rank_file(rank as u64, generation);
    let prefix = format!("rank-{rank}-");
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        let name = e.file_name();
        let name = name.to_string_lossy();
        if name.starts_with(&prefix) && name.ends_with(".pancam") && name != keep {
            let _ = std::fs::remove_file(e.path());
        }
    }
}

/// A parent table, encoded (see [`ParentsImage::tables`]), and its length.
fn put_parents<T: StateCodec>(sys: &T, ps: &[Parent<T::Label>]) -> (Vec<u8>, u64) {
    let mut out = Vec::with_capacity(ps.len() * 8);
    for p in ps {
        wire::put(
            &mut out,
            if p.rank == ROOT {
                0
            } else {
                u64::from(p.rank) + 1
            },
        );
        wire::put(&mut out, p.idx);
        if let Some(l) = &p.label {
            sys.encode_label(l, &mut out);
        }
    }
    (out, ps.len() as u64)
}

/// Decodes a parent table [`put_parents`] wrote, `n` entries, all of `b`.
fn get_parents<T: StateCodec>(
    sys: &T,
    b: &[u8],
    n: u64,
    ranks: usize,
) -> Result<Vec<Parent<T::Label>>, String> {
    let bad = || "a parent table of the checkpoint does not decode".to_string();
    let mut out = Vec::with_capacity(usize::try_from(n).map_err(|_| bad())?.min(b.len()));
    let mut pos = 0;
    for _ in 0..n {
        let r = wire::get(b, &mut pos).ok_or_else(bad)?;
        let idx = wire::get(b, &mut pos).ok_or_else(bad)?;
        let (rank, label) = if r == 0 {
            (ROOT, None)
        } else if r <= ranks as u64 {
            let l = sys.decode_label(b, &mut pos).ok_or_else(bad)?;
            ((r - 1) as u32, Some(l))
        } else {
            return Err(bad());
        };
        out.push(Parent { rank, idx, label });
    }
    if pos != b.len() {
        return Err(bad());
    }
    Ok(out)
}

/// Batches waiting in a rank's outbox at which its threads stop expanding (back-pressure:
/// see [`MAX_INFLIGHT`]).
const MAX_OUTBOX: usize = 2 * MAX_INFLIGHT;

impl Comm<'_> {
    /// Receives what has arrived, tells the other ranks to stop if this one stopped, sends
    /// what the threads compressed (as far as the sends in flight allow).
    fn step<T: StateCodec>(&mut self, sh: &Shared<'_, T>) {
        while let Some((src, t, data)) = self.comm.try_recv() {
            self.handle(sh, src, t, data);
        }
        self.tell_stop(sh);
        self.send_outbox(sh);
    }

    /// Tells the other ranks to stop if this one stopped on its own (once).
    fn tell_stop<T: StateCodec>(&mut self, sh: &Shared<'_, T>) {
        let code = sh.stop.load(Ordering::Acquire);
        if code != 0 && !self.stop_told {
            self.stop_told = true;
            for d in 0..sh.ranks {
                if d != sh.me {
                    self.comm.send(d, tag::STOP, vec![code]);
                }
            }
        }
    }

    /// Sends the batches of the outbox while fewer than [`MAX_INFLIGHT`] sends are in
    /// flight; returns whether the outbox is empty.
    fn send_outbox<T: StateCodec>(&mut self, sh: &Shared<'_, T>) -> bool {
        if sh.outbox_len.load(Ordering::Acquire) == 0 {
            return true;
        }
        let room = MAX_INFLIGHT.saturating_sub(self.comm.pending_sends());
        if room == 0 {
            return false;
        }
        let batch: Vec<(usize, Vec<u8>)> = {
            let mut q = sh.outbox.lock().unwrap_or_else(|e| e.into_inner());
            let k = room.min(q.len());
            q.drain(..k).collect()
        };
        sh.outbox_len.fetch_sub(batch.len(), Ordering::AcqRel);
        for (o, msg) in batch {
            self.count += 1;
            self.comm.send(o, tag::STATES, msg);
        }
        sh.outbox_len.load(Ordering::Acquire) == 0
    }

    /// Handles one incoming message during the search.
    fn handle<T: StateCodec>(&mut self, sh: &Shared<'_, T>, src: usize, t: u8, data: Vec<u8>) {
        match t {
            tag::STATES => {
                self.count -= 1;
                self.black = true;
                // A checkpointing rank keeps every batch for the checkpoint a stop writes.
                if !sh.stopped() || sh.ckpt.is_some() {
                    sh.inbox.push((src, data));
                }
            }
            tag::CHECKPOINT => self.asked = true,
            tag::TOKEN => {
                let mut pos = 0;
                let q = wire::get_i(&data, &mut pos).unwrap_or(0);
                let black = data.get(pos).copied().unwrap_or(1) != 0;
                self.token = Some((q, black));
            }
            tag::STOP => {
                let why = data
                    .first()
                    .and_then(|&c| Stop::from_code(c))
                    .unwrap_or(Stop::Cancelled);
                if sh
                    .stop
                    .compare_exchange(0, why.code(), Ordering::AcqRel, Ordering::Acquire)
                    .is_ok()
                {
                    // Told by another rank: no need to tell the others.
                    self.stop_told = true;
                }
            }
            tag::TERMINATE => self.terminated = true,
            _ => {}
        }
    }

    /// Called by the communicating thread when it found no work: if the whole rank is
    /// passive (see [`Worker::run`]), takes part in Safra's termination detection.
    fn passive_step<T: StateCodec>(&mut self, sh: &Shared<'_, T>) {
        if !sh.inbox.is_empty() || sh.busy.load(Ordering::SeqCst) != 0 || !self.send_outbox(sh) {
            return;
        }
        self.safra(sh);
    }

    /// Safra's termination detection, called while passive (see the module docs).
    fn safra<T: StateCodec>(&mut self, sh: &Shared<'_, T>) {
        let (me, ranks) = (sh.me, sh.ranks);
        if ranks == 1 {
            // Nothing can arrive: passive is final.
            self.terminated = true;
            return;
        }
        let next = (me + 1) % ranks;
        if me == 0 {
            if !self.probing {
                self.probing = true;
                self.black = false;
                self.rounds += 1;
                self.send_token(next, 0, false);
                return;
            }
            if let Some((q, black)) = self.token.take() {
                if !black && !self.black && q + self.count == 0 {
                    for d in 1..ranks {
                        self.comm.send(d, tag::TERMINATE, Vec::new());
                    }
                    self.terminated = true;
                } else {
                    self.black = false;
                    self.rounds += 1;
                    self.send_token(next, 0, false);
                }
            }
        } else if let Some((q, black)) = self.token.take() {
            let black = black || self.black;
            self.black = false;
            self.send_token(next, q + self.count, black);
        }
    }

    fn send_token(&mut self, to: usize, q: i64, black: bool) {
        let mut m = Vec::with_capacity(10);
        wire::put_i(&mut m, q);
        m.push(u8::from(black));
        self.comm.send(to, tag::TOKEN, m);
    }

    /// After the search: every rank's sends complete and nothing is left in flight.
    fn quiesce_all(&mut self) {
        let mut late = 0i64;
        quiesce(self.comm, &mut |_, t, _| {
            if t == tag::STATES {
                late += 1;
            }
        });
        self.count -= late;
    }
}

/// Gathers the reports on rank 0, rebuilds the counterexample, merges the statistics.
fn finish<T: StateCodec>(
    sh: &Shared<'_, T>,
    mut c: Comm<'_>,
    ends: Vec<WorkerEnd<T::Label>>,
    seconds: f64,
    start: Instant,
) -> Option<Distributed<T::Label, T::Violation>> {
    let sys = sh.sys;
    let (total, mut stats, max_depth, truncated) = sh.totals(
        ends.iter()
            .map(|e| (&e.counters, &e.stats, e.max_depth, e.truncated)),
    );
    let parents: Vec<_> = ends.into_iter().map(|e| e.parents).collect();
    stats.seconds = seconds;
    stats.visited_bytes = sh.store.memory_bytes() as u64;
    let stop = Stop::from_code(sh.stop.load(Ordering::Acquire));
    let found = sh
        .found
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .take()
        .map(|f| {
            let mut l = Vec::new();
            if let Some(label) = &f.label {
                sys.encode_label(label, &mut l);
            }
            (f.kind, f.idx, l)
        });
    let report = RankReport {
        stats,
        counters: CountersWire {
            stored: total.stored,
            matched: total.matched,
            revisited: total.revisited,
            transitions: total.transitions,
            pruned: total.pruned,
        },
        max_depth: max_depth as u64,
        truncated,
        stop: stop.map_or(0, Stop::code),
        state_bytes: sh.store.state_bytes().map(|b| b as u64),
        store: match sh.store.report(total.stored) {
            StoreReport::Exact => None,
            StoreReport::HashCompaction {
                fingerprint_bits,
                expected_omissions,
                ..
            } => Some(StoreWire::Compact {
                bits: fingerprint_bits,
                expected: expected_omissions,
            }),
            StoreReport::Bitstate {
                fill,
                expected_omissions,
                log2_bits,
                ..
            } => Some(StoreWire::Bitstate {
                fill,
                bits: 1u64 << log2_bits,
                expected: expected_omissions,
            }),
        },
        found,
        rounds: sh.prior.rounds + c.rounds,
    };
    let bytes = serde_json::to_vec(&report).expect("a rank report serialises");
    let gathered = c.comm.gather(&bytes);
    let reports: Option<Vec<RankReport>> = gathered.map(|g| {
        g.iter()
            .map(|b| serde_json::from_slice(b).expect("a rank report from this program"))
            .collect()
    });
    // The violation to show: the lowest rank's (any would do).
    let chosen = reports.as_ref().and_then(|rs| {
        rs.iter()
            .enumerate()
            .find_map(|(k, r)| r.found.as_ref().map(|f| (k, f.clone())))
    });
    let mut flag = vec![u8::from(chosen.is_some())];
    c.comm.broadcast(&mut flag);
    let table = Parents {
        old: sh.ckpt.as_ref().map_or(&[][..], |k| &k.old[..]),
        current: Gen {
            base: sh.base,
            workers: sh.workers,
            tables: parents,
        },
    };
    let path = if flag.first() == Some(&1) {
        if sh.me == 0 {
            let (k, (_, idx, _)) = chosen.clone().expect("rank 0 chose a violation");
            Some(trace_back(sys, &mut c, &table, k, idx))
        } else {
            serve_queries(sys, &mut c, &table);
            None
        }
    } else {
        None
    };
    let reports = reports?;
    let elapsed = sh.prior.before + start.elapsed();
    Some(merge(
        sys, sh.config, &sh.store, reports, chosen, path, elapsed,
    ))
}

/// A rank's parent table: this run's generation (one part per thread: see [`Worker`] for
/// the indices), and the runs' before a resume.
struct Parents<'x, L> {
    old: &'x [Gen<L>],
    current: Gen<L>,
}

impl<L> Parents<'_, L> {
    fn get(&self, idx: u64) -> Option<&Parent<L>> {
        if idx >= self.current.base {
            return self.current.get(idx);
        }
        parent_in(self.old, idx)
    }
}

/// The entry of index `idx` in generations `gens` (oldest first).
fn parent_in<L>(gens: &[Gen<L>], idx: u64) -> Option<&Parent<L>> {
    gens.iter().rev().find(|g| idx >= g.base)?.get(idx)
}

/// Rank 0: the moves from the initial state to stored state `idx` of rank `k`.
fn trace_back<T: StateCodec>(
    sys: &T,
    c: &mut Comm<'_>,
    table: &Parents<'_, T::Label>,
    mut k: usize,
    mut idx: u64,
) -> Vec<T::Label> {
    let me = c.comm.rank();
    let ranks = c.comm.size();
    let mut rev = Vec::new();
    loop {
        let (prank, pidx, label) = if k == me {
            let p = table
                .get(idx)
                .expect("rank 0 stored the states its parent links name");
            (p.rank, p.idx, p.label.clone())
        } else {
            let mut q = Vec::new();
            wire::put(&mut q, idx);
            c.comm.send(k, tag::QUERY, q);
            let data = loop {
                let (src, t, data) = c.comm.recv();
                if t == tag::REPLY && src == k {
                    break data;
                }
            };
            let mut pos = 0;
            let bad =
                || -> ! { panic!("distributed search: a malformed parent link from rank {k}") };
            let prank = wire::get(&data, &mut pos).unwrap_or_else(|| bad()) as u32;
            let pidx = wire::get(&data, &mut pos).unwrap_or_else(|| bad());
            let label = if prank == ROOT {
                None
            } else {
                Some(sys.decode_label(&data, &mut pos).unwrap_or_else(|| bad()))
            };
            (prank, pidx, label)
        };
        if prank == ROOT {
            break;
        }
        rev.push(label.expect("a non-root state has a move from its parent"));
        k = prank as usize;
        idx = pidx;
    }
    for d in 1..ranks {
        c.comm.send(d, tag::DONE, Vec::new());
    }
    while c.comm.pending_sends() > 0 {
        std::thread::yield_now();
    }
    rev.reverse();
    rev
}

/// Ranks other than 0: answer parent queries until rank 0 is done.
fn serve_queries<T: StateCodec>(sys: &T, c: &mut Comm<'_>, table: &Parents<'_, T::Label>) {
    loop {
        let (src, t, data) = c.comm.recv();
        match t {
            tag::QUERY => {
                let mut pos = 0;
                let idx = wire::get(&data, &mut pos).unwrap_or(u64::MAX);
                let mut a = Vec::new();
                match table.get(idx) {
                    Some(p) => {
                        wire::put(&mut a, u64::from(p.rank));
                        wire::put(&mut a, p.idx);
                        if let Some(l) = &p.label {
                            sys.encode_label(l, &mut a);
                        }
                    }
                    None => panic!(
                        "distributed search: rank {src} asked for state {idx}, which this rank did not store"
                    ),
                }
                c.comm.send(src, tag::REPLY, a);
            }
            tag::DONE => break,
            _ => {}
        }
    }
    while c.comm.pending_sends() > 0 {
        std::thread::yield_now();
    }
}
/// Waits until this rank's sends are complete and every rank has got that far, receiving
/// (and handing each message to `late`) meanwhile: after it no message sent before any
/// rank entered it is in flight between the ranks. The NBX pattern (module docs): sends are
/// synchronous-mode, so a complete send was received; the non-blocking barrier tells when
/// all ranks' sends are complete. (A transport whose sends complete at once, the
/// [`LocalTransport`], has them in the receiver's queue by then: one more look takes them.)
pub(crate) fn quiesce(comm: &mut dyn Transport, late: &mut dyn FnMut(usize, u8, Vec<u8>)) {
    let mut spins = 0;
    loop {
        while let Some((src, t, data)) = comm.try_recv() {
            late(src, t, data);
        }
        if comm.pending_sends() == 0 {
            break;
        }
        backoff(&mut spins);
    }
    comm.barrier_start();
    while !comm.barrier_done() {
        while let Some((src, t, data)) = comm.try_recv() {
            late(src, t, data);
        }
        backoff(&mut spins);
    }
    while let Some((src, t, data)) = comm.try_recv() {
        late(src, t, data);
    }
}

/// Spin, then yield, then sleep briefly: waiting for messages without burning a core.
pub(crate) fn backoff(spins: &mut u32) {
    *spins = spins.saturating_add(1);
    if *spins < 64 {
        std::hint::spin_loop();
    } else if *spins < 256 {
        std::thread::yield_now();
    } else {
        std::thread::sleep(Duration::from_micros(50));
    }
}

/// Rank 0: the merged outcome and statistics.
fn merge<T: StateCodec>(
    sys: &T,
    config: &SearchConfig,
    store: &AnyStore,
    reports: Vec<RankReport>,
    chosen: Option<(usize, FoundWire)>,
    path: Option<Vec<T::Label>>,
    elapsed: Duration,
) -> (Outcome<T::Label, T::Violation>, DistStats) {
    let mut counters = Counters::default();
    let mut max_depth = 0;
    let mut truncated = false;
    let mut stack = 0;
    let mut visited = 0;
    let mut state_bytes: Option<usize> = Some(0);
    let mut stop = None;
    let mut dist = DistStats {
        ranks: reports.len(),
        ..DistStats::default()
    };
    for r in &reports {
        counters.add(&Counters {
            stored: r.counters.stored,
            matched: r.counters.matched,
            revisited: r.counters.revisited,
            transitions: r.counters.transitions,
            pruned: r.counters.pruned,
            slept: 0,
            replayed: 0,
        });
        max_depth = max_depth.max(r.max_depth as usize);
        truncated |= r.truncated;
        stack += r.stats.peak_queue_bytes as usize;
        visited += r.stats.visited_bytes as usize;
        state_bytes = match (state_bytes, r.state_bytes) {
            (Some(a), Some(b)) => Some(a + b as usize),
            _ => None,
        };
        // The reason a rank stopped on its own wins over "told to stop".
        if let Some(s) = Stop::from_code(r.stop)
            && (stop.is_none() || stop == Some(Stop::Cancelled))
        {
            stop = Some(s);
        }
        dist.termination_rounds = dist.termination_rounds.max(r.rounds);
        dist.states_sent += r.stats.states_sent;
        dist.bytes_sent += r.stats.bytes_sent;
        dist.raw_bytes_sent += r.stats.raw_bytes_sent;
        dist.batches_sent += r.stats.batches_sent;
        dist.per_rank.push(r.stats.clone());
    }
    let store_report = merge_store(store, &reports, counters.stored);
    dist.found_by = chosen.as_ref().map(|(k, _)| *k);
    let mut counterexamples = Vec::new();
    if let (Some((_, (kind, _, label))), Some(mut path)) = (chosen, path) {
        if kind == 0 {
            let mut pos = 0;
            let l = sys
                .decode_label(&label, &mut pos)
                .expect("the violating move decodes");
            path.push(l);
        }
        counterexamples.push(rebuild(sys, path, kind));
    }
    if !counterexamples.is_empty() {
        stop = Some(Stop::ViolationLimit);
    }
    let stats = Stats {
        mode: config.store,
        distributed: true,
        workers: reports.len(),
        worker_states: reports.iter().map(|r| r.counters.stored).collect(),
        counters,
        inner_states: 0,
        inner_transitions: 0,
        max_depth,
        stack_bytes: stack,
        visited_bytes: visited,
        state_bytes,
        elapsed,
        store: store_report,
    };
    let outcome = Outcome::new(counterexamples, stats, stop, truncated);
    (outcome, dist)
}

/// The visited sets' loss estimates, summed over the ranks.
fn merge_store(store: &AnyStore, reports: &[RankReport], stored: u64) -> StoreReport {
    let local = store.report(stored);
    match local {
        StoreReport::Exact => StoreReport::Exact,
        StoreReport::HashCompaction {
            fingerprint_bits, ..
        } => {
            let expected: f64 = reports
                .iter()
                .map(|r| match r.store {
                    Some(StoreWire::Compact { expected, .. }) => expected,
                    _ => 0.0,
                })
                .sum();
            StoreReport::HashCompaction {
                fingerprint_bits,
                expected_omissions: expected,
                collision_probability: 1.0 - (-expected).exp(),
            }
        }
        StoreReport::Bitstate {
            log2_bits, hashes, ..
        } => {
            let (mut fill, mut bits, mut expected) = (0.0, 0u64, 0.0);
            for r in reports {
                if let Some(StoreWire::Bitstate {
                    fill: f,
                    bits: b,
                    expected: e,
                }) = r.store
                {
                    fill += f;
                    bits += b;
                    expected += e;
                }
            }
            let fill = fill / reports.len().max(1) as f64;
            StoreReport::Bitstate {
                log2_bits,
                hashes,
                hash_factor: if stored == 0 {
                    f64::INFINITY
                } else {
                    bits as f64 / stored as f64
                },
                fill,
                false_match_probability: fill.powf(f64::from(hashes)),
                expected_omissions: expected,
            }
        }
    }
}

/// The counterexample for `path`, its violation re-derived by executing the path: the move
/// that violates (kind 0), the state's check (1) or its deadlock (2) at the end.
pub(crate) fn rebuild<T: TransitionSystem>(
    sys: &T,
    path: Vec<T::Label>,
    kind: u8,
) -> Counterexample<T::Label, T::Violation> {
    let lost = || -> ! {
        panic!("distributed search: the counterexample rebuilt across ranks does not reproduce")
    };
    let mut s = sys.initial();
    let mut aux = T::Aux::default();
    let mut moves = Vec::new();
    let steps = if kind == 0 {
        path.len() - 1
    } else {
        path.len()
    };
    for l in &path[..steps] {
        moves.clear();
        sys.transitions(&s, &mut moves, &mut aux);
        match sys.step(&s, l, &aux) {
            Step::Next(n) => s = n,
            _ => lost(),
        }
    }
    let cause = match kind {
        0 => {
            moves.clear();
            sys.transitions(&s, &mut moves, &mut aux);
            match sys.step(&s, path.last().unwrap_or_else(|| lost()), &aux) {
                Step::Violation(_, v) => Cause::Step(v),
                _ => lost(),
            }
        }
        1 => Cause::State(sys.check(&s).unwrap_or_else(|| lost())),
        _ => Cause::Terminal(sys.terminal(&s).unwrap_or_else(|| lost())),
    };
    Counterexample {
        path,
        cycle: None,
        cause,
    }
}

/// Ranks as threads of one process, talking over channels: for tests, and to try the
/// distributed search without MPI.
pub struct LocalTransport {
    rank: usize,
    senders: Arc<Vec<std::sync::mpsc::Sender<LocalMsg>>>,
    inbox: std::sync::mpsc::Receiver<LocalMsg>,
    group: Arc<Group>,
    barriers: usize,
}

/// What the ranks of a [`LocalTransport`] group share for collectives.
struct Group {
    size: usize,
    arrived: AtomicUsize,
    slots: Mutex<Vec<Option<Vec<u8>>>>,
    sync: std::sync::Barrier,
}

/// A message between ranks of one process: source, tag, bytes.
type LocalMsg = (usize, u8, Vec<u8>);

impl LocalTransport {
    /// `size` connected ranks, to be moved to one thread each.
    pub fn group(size: usize) -> Vec<LocalTransport> {
        let (senders, receivers): (Vec<_>, Vec<_>) =
            (0..size).map(|_| std::sync::mpsc::channel()).unzip();
        let senders = Arc::new(senders);
        let group = Arc::new(Group {
            size,
            arrived: AtomicUsize::new(0),
            slots: Mutex::new(vec![None; size]),
            sync: std::sync::Barrier::new(size),
        });
        receivers
            .into_iter()
            .enumerate()
            .map(|(rank, inbox)| LocalTransport {
                rank,
                senders: senders.clone(),
                inbox,
                group: group.clone(),
                barriers: 0,
            })
            .collect()
    }
}

impl Transport for LocalTransport {
    fn rank(&self) -> usize {
        self.rank
    }

    fn size(&self) -> usize {
        self.group.size
    }

    fn send(&mut self, dest: usize, tag: u8, data: Vec<u8>) {
        // A rank that already returned dropped its inbox: nothing waits for the message.
        let _ = self.senders[dest].send((self.rank, tag, data));
    }

    fn pending_sends(&mut self) -> usize {
        0
    }

    fn try_recv(&mut self) -> Option<(usize, u8, Vec<u8>)> {
        self.inbox.try_recv().ok()
    }

    fn recv(&mut self) -> (usize, u8, Vec<u8>) {
        self.inbox
            .recv()
            .expect("a rank of the group hung up while this one waits")
    }

    fn barrier_start(&mut self) {
        self.barriers += 1;
        self.group.arrived.fetch_add(1, Ordering::AcqRel);
    }

    fn barrier_done(&mut self) -> bool {
        self.group.arrived.load(Ordering::Acquire) >= self.barriers * self.group.size
    }

    fn gather(&mut self, data: &[u8]) -> Option<Vec<Vec<u8>>> {
        self.group.slots.lock().unwrap_or_else(|e| e.into_inner())[self.rank] = Some(data.to_vec());
        self.group.sync.wait();
        let all = (self.rank == 0).then(|| {
            self.group
                .slots
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .iter_mut()
                .map(|s| s.take().unwrap_or_default())
                .collect()
        });
        self.group.sync.wait();
        all
    }

    fn broadcast(&mut self, data: &mut Vec<u8>) {
        if self.rank == 0 {
            self.group.slots.lock().unwrap_or_else(|e| e.into_inner())[0] = Some(data.clone());
        }
        self.group.sync.wait();
        if self.rank != 0 {
            *data = self.group.slots.lock().unwrap_or_else(|e| e.into_inner())[0]
                .clone()
                .unwrap_or_default();
        }
        self.group.sync.wait();
        if self.rank == 0 {
            self.group.slots.lock().unwrap_or_else(|e| e.into_inner())[0] = None;
        }
    }
}

/// Runs `f` on `ranks` threads of this process, each a rank with its own end of a
/// [`LocalTransport`] group, and returns rank 0's result (the others return `None`). A
/// rank's panic goes on to the caller.
pub fn on_local_ranks<R, F>(ranks: usize, f: F) -> R
where
    R: Send,
    F: Fn(&mut LocalTransport) -> Option<R> + Sync,
{
    let mut root = None;
    std::thread::scope(|scope| {
        let handles: Vec<_> = LocalTransport::group(ranks.max(1))
            .into_iter()
            .map(|mut c| {
                let f = &f;
                scope.spawn(move || f(&mut c))
            })
            .collect();
        for h in handles {
            match h.join() {
                Ok(Some(r)) => root = Some(r),
                Ok(None) => {}
                Err(p) => std::panic::resume_unwind(p),
            }
        }
    });
    root.expect("rank 0 returns a result")
}

/// Runs `distributed` on `ranks` threads of this process over a [`LocalTransport`], each
/// with its own copy of the system from `make` (as separate processes would have), and
/// returns rank 0's result.
pub fn distributed_local<T, F>(
    make: F,
    config: &SearchConfig,
    ranks: usize,
) -> Distributed<T::Label, T::Violation>
where
    T: StateCodec + Sync,
    F: Fn() -> T + Sync,
{
    on_local_ranks(ranks, |c| distributed(&make(), config, c))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::explore::checkpoint::testing::{cutting_plan, scratch_dir};
    use crate::explore::toys::{LostUpdate, Philosophers};
    use crate::explore::{Monitor, StoreMode, Verdict};

    /// `sys`'s search on `ranks` local ranks, cancelled at the `cut`-th file written (each
    /// rank's part and rank 0's index count; a checkpoint every time rank 0 looks) and
    /// resumed, run `k` with `workers[k]` threads per rank (cycling), until it ends. Returns
    /// the runs it took and the last outcome.
    fn interrupted<T: StateCodec + Clone + Sync>(
        sys: &T,
        config: &SearchConfig,
        ranks: usize,
        cut: usize,
        workers: &[usize],
    ) -> (usize, Distributed<T::Label, T::Violation>) {
        let dir = scratch_dir("toy");
        let mut runs = 0;
        loop {
            runs += 1;
            let monitor = Arc::new(Monitor::new());
            let config = SearchConfig {
                monitor: monitor.clone(),
                workers: workers[(runs - 1) % workers.len()],
                ..config.clone()
            };
            let plan = cutting_plan(&dir, cut, monitor, runs > 1);
            let out = on_local_ranks(ranks, |c| {
                distributed_checkpointed(&sys.clone(), &config, c, &plan).expect("resumes")
            });
            assert!(plan.written.lock().unwrap().1.is_none());
            if out.0.stop != Some(Stop::Cancelled) || runs > 5000 {
                let _ = std::fs::remove_dir_all(&dir);
                return (runs, out);
            }
        }
    }

    #[test]
    fn a_distributed_search_cut_and_resumed_is_the_uninterrupted_search() {
        let sys = Philosophers {
            n: 9,
            ordered: true,
        };
        for store in [
            StoreMode::Exact,
            StoreMode::HashCompaction,
            StoreMode::Bitstate {
                log2_bits: 22,
                hashes: 3,
            },
        ] {
            let config = SearchConfig {
                store,
                ..SearchConfig::default()
            };
            let whole = distributed_local(|| sys.clone(), &config, 3).0;
            let (runs, (cut, dist)) = interrupted(&sys, &config, 3, 2, &[1]);
            assert!(runs > 1, "{store:?}: never cut");
            let (a, b) = (&whole.stats.counters, &cut.stats.counters);
            assert_eq!(
                (a.stored, a.transitions, a.matched),
                (b.stored, b.transitions, b.matched),
                "{store:?} after {runs} runs"
            );
            assert_eq!(
                cut.verdict,
                Verdict::Holds,
                "{:?} {}",
                cut.stop,
                cut.depth_truncated
            );
            // The ranks' own counts add up across the runs.
            let per_rank: u64 = dist.per_rank.iter().map(|r| r.stored).sum();
            assert_eq!(per_rank, b.stored);
        }
    }

    #[test]
    fn threads_of_a_rank_cut_and_resumed_with_other_counts_store_the_same_states() {
        let sys = Philosophers {
            n: 9,
            ordered: true,
        };
        let whole = search_states(&sys);
        for workers in [&[2, 1, 3][..], &[3, 2]] {
            let (runs, (cut, _)) = interrupted(&sys, &SearchConfig::default(), 2, 1, workers);
            assert!(runs > 1, "never cut");
            assert_eq!(cut.stats.counters.stored, whole, "threads {workers:?}");
            assert_eq!(cut.verdict, Verdict::Holds, "{:?}", cut.stop);
        }
    }

    fn search_states<T: StateCodec + Sync>(sys: &T) -> u64 {
        crate::explore::search(sys, &SearchConfig::default())
            .stats
            .counters
            .stored
    }

    #[test]
    fn a_violation_found_after_cuts_is_rebuilt_across_the_runs() {
        // The lost update shows only when every process has finished: deep.
        let sys = LostUpdate {
            procs: 3,
            rounds: 3,
        };
        let whole = distributed_local(|| sys.clone(), &SearchConfig::default(), 3).0;
        assert_eq!(whole.verdict, Verdict::Violated);
        for workers in [&[1][..], &[2, 1]] {
            let (runs, (cut, _)) = interrupted(&sys, &SearchConfig::default(), 3, 1, workers);
            assert!(runs > 1, "{runs} runs");
            assert_eq!(cut.verdict, Verdict::Violated);
            // Rebuilt by replaying its moves from the initial state (links of every run).
            let cx = &cut.counterexamples[0];
            assert!(cx.path.len() >= 18, "{} moves", cx.path.len());
        }
    }

    #[test]
    fn a_checkpoint_of_other_ranks_is_refused_on_every_rank() {
        let sys = Philosophers {
            n: 8,
            ordered: true,
        };
        let dir = scratch_dir("ranks");
        let monitor = Arc::new(Monitor::new());
        let config = SearchConfig {
            monitor: monitor.clone(),
            ..SearchConfig::default()
        };
        let plan = cutting_plan(&dir, 3, monitor, false);
        let first = on_local_ranks(3, |c| {
            distributed_checkpointed(&sys.clone(), &config, c, &plan).expect("runs")
        });
        assert_eq!(first.0.stop, Some(Stop::Cancelled));
        let plan = cutting_plan(&dir, 0, Arc::new(Monitor::new()), true);
        let errors = Mutex::new(Vec::new());
        on_local_ranks(2, |c| {
            let r = distributed_checkpointed(&sys.clone(), &SearchConfig::default(), c, &plan);
            errors.lock().unwrap().push(r.err());
            (c.rank() == 0).then_some(())
        });
        let errors = errors.into_inner().unwrap();
        assert_eq!(errors.len(), 2);
        for e in &errors {
            let e = e.as_deref().expect("refused on every rank");
            assert!(
                e.contains("written by a distributed search of 3 ranks"),
                "{e}"
            );
        }
        // A part missing is refused on every rank too.
        let index = crate::explore::checkpoint::open(&dir).expect("opens");
        let generation = match &index.file().search {
            crate::explore::checkpoint::ArchivedSearchBody::Distributed(im) => {
                im.generation.to_native()
            }
            _ => panic!("an index"),
        };
        std::fs::remove_file(dir.join(crate::explore::checkpoint::rank_file(1, generation)))
            .expect("removes");
        let plan = cutting_plan(&dir, 0, Arc::new(Monitor::new()), true);
        let errors = Mutex::new(Vec::new());
        on_local_ranks(3, |c| {
            let r = distributed_checkpointed(&sys.clone(), &SearchConfig::default(), c, &plan);
            errors.lock().unwrap().push(r.err());
            (c.rank() == 0).then_some(())
        });
        for e in errors.into_inner().unwrap() {
            let e = e.expect("refused on every rank");
            assert!(e.starts_with("rank 1: cannot open"), "{e}");
        }
        let _ = std::fs::remove_dir_all(&dir);
    }
}
