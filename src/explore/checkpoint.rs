//! Checkpoints of a search (the exhaustive safety search, nested DFS, swarm, Monte Carlo, the
//! distributed search):
//! what it has learned, written to disk so that a search killed, pre-empted or stopped at a
//! limit can go on later (`pancam check --checkpoint DIR`, `--resume DIR`).
//!
//! A checkpoint is the whole search at one moment between two transitions:
//!
//! - the visited set, table by table ([`StoreImage`]: the tree store's leaf, node and root
//!   tables with their slot arrays, or the fingerprint tables, bit array or records of the
//!   other stores), so that a resumed search matches exactly the states the first one stored;
//! - each worker's depth-first stack as its moves ([`StackImage`]): the path to the stack's
//!   root, each frame's move list, the index of its next move, and the sleep-set records.
//!   States are not written: a resumed search computes them again by replaying the moves
//!   from the initial state (the moves are deterministic, as the stack's own replays already
//!   assume), and each frame's auxiliary data with them;
//! - the jobs waiting in the parallel search's queue, as paths and move lists ([`JobImage`]);
//! - the counters, the deepest depth, the counterexamples found so far (as paths: their
//!   causes are found again by replaying them);
//! - the model's record ([`super::TransitionSystem::record`]): what it cut before the
//!   checkpoint (inputs it could not make concrete, a context bound it hit), which a resumed
//!   search does not meet again but must still report (every image has it);
//!
//! or, for the nested DFS of an LTL check, both stacks as their moves and the visited set
//! with its marks ([`NestedImage`]; the search is sequential, so it writes at its poll
//! without a rendezvous); or, for a swarm, the runs that ended ([`SwarmImage`]), each run
//! under way writing its own search in its own file ([`RunImage`]); or, for a Monte Carlo
//! search, which samples are finished and their tally ([`SampleImage`]); or, for the
//! distributed search, an index ([`DistImage`]) naming the generation of the parts its ranks
//! wrote, each in its own file ([`RankImage`]: the rank's visited set, queue and parent
//! table; [`super::distributed`] has the rendezvous that makes them one search);
//!
//! and, around it, what the caller adds ([`Meta`]): the pancam that wrote it, the program's and
//! the options' fingerprint, the command line, when it was written and why.
//!
//! **Taking one.** Every worker polls its limits every few thousand transitions. When a
//! checkpoint is due, or when the search stops at the time or memory limit or is cancelled
//! (Ctrl-C, SIGTERM), each worker, at its next poll or while it waits for work, writes down its
//! own stack and waits; the last to arrive snapshots the visited set and the job queue, writes
//! the file, and lets them all go on (or stop). Nothing moves while the snapshot is taken, so
//! the stacks, the queue and the visited set agree.
//!
//! **The file** (`DIR/checkpoint.pancam`): a 64-byte header — magic, format version, the
//! archive's length and its xxh3 checksum, the fingerprint — then an [rkyv] archive of
//! [`CheckpointFile`]. Writing is atomic: a temporary file in `DIR`, `fsync`, rename over the
//! old one, `fsync` of the directory; a kill while writing leaves the previous checkpoint whole.
//! Reading maps the file into memory ([`memmap2`]), checks the header and the checksum (a
//! flipped bit anywhere is caught, not only where it breaks the archive's structure), then
//! validates the archive in place with rkyv's `bytecheck`, and the search reads its tables and
//! stacks straight from the mapped archive, without deserialising it: a truncated, corrupted or
//! foreign file is an error message, never a panic.
//!
//! What is copied: nothing of the visited set, either way.
//!
//! - **Writing** streams the set's tables from the live store into the file: the image the
//!   search hands the writer names each table ([`Part`]: a table of the store, not its
//!   values), and the archive's serialiser reads the table while it writes it, through a
//!   buffer of 64 KiB, with atomic loads (every worker is parked meanwhile). So a checkpoint
//!   needs little memory beside the set, whatever its size, even when it is written because
//!   the search reached its memory limit. The stacks, the job queue and the counterexamples
//!   (and a distributed rank's queue and parent table) are still built in memory first;
//!   they are small beside the set, but a distributed rank's parent table is about 10 bytes
//!   per state.
//! - **Resuming** reads the set's tables in place: the resumed store's tables lie over the
//!   archived ones in a private copy-on-write mapping of the file ([`Loaded::map_private`],
//!   [`Mapping`](super::store::Mapping)), where they have the live tables' layout (on a
//!   little-endian machine an archived `u64_le`, `u32_le` or byte is the live `AtomicU64`,
//!   `AtomicU32` or `AtomicU8`, and the full store's slots are archived as the `(hash,
//!   location)` pairs it keeps; the archive aligns each table for its values, and the
//!   mapping checks it). Restoring costs nothing per entry: pages are read from the file as
//!   the search touches them, a page it writes becomes its own, and the file never changes.
//!   A table that grows moves into fresh memory as it always does and lets go of its part of
//!   the mapping: the hash-compaction tables and every slot array. The tree store's keys and
//!   the full store's record chunks never move (an entry's index, a record's location, is
//!   its position), so they stay in the file's pages for the whole search, clean unless a
//!   meta byte in them changes; new entries go to new chunks. The bit array is read in place
//!   for good. On a big-endian machine, or where the mapping fails, the tables are copied.
//!   The read-only mapping the file was validated in gives its pages back once validated, so
//!   that they do not count twice in the resident set `--max-memory` watches.
//!
//! Archives use 64-bit relative pointers (rkyv's `pointer_width_64`): a checkpoint may be
//! larger than 2 GiB.
//!
//! Restoring checks each table's size, not its entries (the checksum already caught any
//! damage): the stores answer a forged table (whose checksum was made to match) wrongly but
//! safely, a slot naming no entry matching no key and a table with no empty slot growing.

use super::stats::Counters;
use super::store::AnyStore;
use rkyv::rancor;
use std::fs::File;
use std::io::{BufWriter, Seek, SeekFrom, Write};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::{Duration, SystemTime};

/// The checkpoint file in a checkpoint directory.
pub const FILE_NAME: &str = "checkpoint.pancam";
/// First bytes of a checkpoint file.
const MAGIC: &[u8; 8] = b"PANCAMCK";
/// Version of the file format: bumped whenever the header, the archive's types or the
/// meaning of their fields change (a checkpoint of another format is refused, with this
/// reason).
pub const FORMAT: u32 = 5;
/// Bytes of the header (a multiple of the archive's alignment, 16).
const HEADER: usize = 64;

/// A table of the live visited set in a checkpoint's image, archived as a `Vec<X>`: its
/// values are not in the image but read straight from the store into the file as it is
/// written ([`AnyStore::write_part`], through a [`PartSink`](super::store::PartSink)'s
/// buffer), so that writing a checkpoint needs no copy of the visited set.
pub struct Part<X> {
    store: Arc<AnyStore>,
    id: super::store::PartId,
    _values: std::marker::PhantomData<fn() -> X>,
}

impl<X> Part<X> {
    /// The table `id` of `store`.
    pub(crate) fn of(store: &Arc<AnyStore>, id: super::store::PartId) -> Self {
        Part {
            store: store.clone(),
            id,
            _values: std::marker::PhantomData,
        }
    }
}

impl<X> std::fmt::Debug for Part<X> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Part({:?})", self.id)
    }
}

/// Where a [`Part`]'s values were written, and how many.
pub struct PartResolver {
    pos: usize,
    len: usize,
}

impl<X> rkyv::Archive for Part<X> {
    type Archived = rkyv::vec::ArchivedVec<X>;
    type Resolver = PartResolver;

    fn resolve(&self, r: PartResolver, out: rkyv::Place<Self::Archived>) {
        rkyv::vec::ArchivedVec::resolve_from_len(
            r.len,
            rkyv::vec::VecResolver::from_pos(r.pos),
            out,
        );
    }
}

/// Why a table could not be written.
#[derive(Debug)]
struct PartError(String);

impl std::fmt::Display for PartError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for PartError {}

impl<X, S> rkyv::Serialize<S> for Part<X>
where
    S: rancor::Fallible + rkyv::ser::Writer + ?Sized,
    S::Error: rancor::Source,
{
    fn serialize(&self, s: &mut S) -> Result<PartResolver, S::Error> {
        use rancor::Source;
        use rkyv::ser::WriterExt;
        let pos = s.align_for::<X>()?;
        let mut failed = None;
        let (done, bytes) = {
            let mut out = |b: &[u8]| match s.write(b) {
                Ok(()) => true,
                Err(e) => {
                    failed = Some(e);
                    false
                }
            };
            let mut sink = super::store::PartSink::new(&mut out);
            let done = self.store.write_part(self.id, &mut sink);
            (done, sink.finish())
        };
        if let Some(e) = failed {
            return Err(e);
        }
        done.map_err(|e| S::Error::new(PartError(e)))?;
        let bytes = bytes.unwrap_or(0) as usize;
        let size = std::mem::size_of::<X>();
        if size == 0 || !bytes.is_multiple_of(size) {
            return Err(S::Error::new(PartError(format!(
                "{:?}: {bytes} bytes, not a whole number of values",
                self.id
            ))));
        }
        Ok(PartResolver {
            pos,
            len: bytes / size,
        })
    }
}

/// One table of the tree store: per shard, its entries' keys, their meta bytes and the slot
/// array.
#[derive(rkyv::Archive, rkyv::Serialize, Debug)]
pub struct TableImage {
    /// Entries carry a meta word.
    pub meta: bool,
    /// The shards, in order.
    pub shards: Vec<TableShardImage>,
}

/// One shard of a [`TableImage`].
#[derive(rkyv::Archive, rkyv::Serialize, Debug)]
pub struct TableShardImage {
    /// The keys, by local index.
    pub keys: Part<rkyv::rend::u64_le>,
    /// The meta byte of each key, or empty if no meta was ever written.
    pub metas: Part<u8>,
    /// Metas of 255 or more: `(local index, meta)` (few: copied into the image).
    pub big: Vec<(u32, u32)>,
    /// The open-addressing slot array (tag and local index + 1 per slot).
    pub slots: Part<rkyv::rend::u32_le>,
}

/// A slot of the full-bytes store's table: the record's hash and location, as the live
/// table has them side by side (so that a resumed table is read in place).
#[derive(rkyv::Archive, Debug, Clone, Copy)]
pub struct SlotImage {
    /// The record's hash.
    pub hash: u64,
    /// Its location (`chunk << 32 | offset`), or `u64::MAX`: an empty slot.
    pub loc: u64,
}

/// One shard of the full-bytes store.
#[derive(rkyv::Archive, rkyv::Serialize, Debug)]
pub struct ExactShardImage {
    /// The slots.
    pub slots: Part<ArchivedSlotImage>,
    /// Entries.
    pub len: u64,
    /// The record arenas.
    pub chunks: Vec<Part<u8>>,
    /// Bytes of records.
    pub used: u64,
}

/// One shard of the hash-compaction store.
#[derive(rkyv::Archive, rkyv::Serialize, Debug)]
pub struct CompactShardImage {
    /// The table.
    pub table: Part<rkyv::rend::u64_le>,
    /// Its entries.
    pub len: u64,
}

/// A visited set as written in a checkpoint.
#[derive(rkyv::Archive, rkyv::Serialize, Debug)]
pub enum StoreImage {
    /// The tree store.
    Tree {
        /// Its leaf table.
        leaves: TableImage,
        /// Its node table.
        nodes: TableImage,
        /// Its root table.
        roots: TableImage,
        /// A table ran out of indices.
        full: bool,
    },
    /// The full-bytes store.
    Full {
        /// Its shards.
        shards: Vec<ExactShardImage>,
    },
    /// Hash compaction.
    Compact {
        /// Entries keep a meta byte.
        meta: bool,
        /// Its shards.
        shards: Vec<CompactShardImage>,
    },
    /// The bit array.
    Bitstate {
        /// log2 of its bits.
        log2_bits: u32,
        /// Bits per state.
        hashes: u32,
        /// The hash's seed.
        seed: u64,
        /// The bits.
        words: Part<rkyv::rend::u64_le>,
    },
}

/// A depth-first stack frame as written: the positions of its moves in the stack's move
/// arena and of its sleep-set records.
#[derive(rkyv::Archive, rkyv::Serialize, rkyv::Deserialize, Debug, Clone, Copy)]
pub struct FrameImage {
    /// First move.
    pub lo: u32,
    /// Next move to execute.
    pub next: u32,
    /// End of the moves this worker still executes.
    pub hi: u32,
    /// Start of the frame's sleep-set records.
    pub done_lo: u32,
    /// Start of the frame's sleep keys.
    pub keys_lo: u32,
}

/// A move of a frame already executed, for the sleep sets of its later siblings.
#[derive(rkyv::Archive, rkyv::Serialize, rkyv::Deserialize, Debug, Clone, Copy)]
pub struct DoneImage {
    /// Its sleep key.
    pub key: u64,
    /// Its position in the move arena.
    pub label: u32,
    /// The sleep keys of its successor's moves (a range of the stack's keys).
    pub child_lo: u32,
    /// End of that range.
    pub child_hi: u32,
    /// The successor was expanded here.
    pub expanded: bool,
}

/// One worker's depth-first stack, by its moves.
#[derive(rkyv::Archive, rkyv::Serialize, rkyv::Deserialize, Debug, Default)]
pub struct StackImage {
    /// The worker's shuffle state (a diversified search), 0 if none.
    pub rng: u64,
    /// The moves from the initial state to the stack's root (encoded).
    pub base: Vec<u8>,
    /// Number of moves in `base`.
    pub base_len: u32,
    /// The move arena (encoded).
    pub labels: Vec<u8>,
    /// Number of moves in `labels`.
    pub labels_len: u32,
    /// The frames, bottom first.
    pub frames: Vec<FrameImage>,
    /// Sleep-set records.
    pub dones: Vec<DoneImage>,
    /// Sleep keys the records refer to.
    pub done_keys: Vec<u64>,
}

/// A job of the parallel search's queue: its state's path and the moves to explore.
#[derive(rkyv::Archive, rkyv::Serialize, rkyv::Deserialize, Debug, Default)]
pub struct JobImage {
    /// The moves from the initial state (encoded).
    pub path: Vec<u8>,
    /// Number of moves in `path`.
    pub path_len: u32,
    /// The moves to explore (encoded), or `None`: all of them.
    pub moves: Option<(Vec<u8>, u32)>,
}

/// The search at the moment of a checkpoint.
#[derive(rkyv::Archive, rkyv::Serialize, Debug)]
pub struct SearchImage {
    /// The counters of every run so far.
    pub counters: Counters,
    /// Deepest depth reached.
    pub max_depth: u64,
    /// Peak stack bytes.
    pub peak_stack: u64,
    /// States at the depth limit had moves left.
    pub truncated: bool,
    /// Nanoseconds of search before this checkpoint, over every run that led to it.
    pub elapsed_ns: u64,
    /// The visited set.
    pub store: StoreImage,
    /// The workers' stacks (empty ones left out).
    pub stacks: Vec<StackImage>,
    /// The queued jobs.
    pub jobs: Vec<JobImage>,
    /// The counterexamples found, as paths (encoded moves, and their number).
    pub found: Vec<(Vec<u8>, u32)>,
    /// What the model recorded that bears on the verdict
    /// ([`super::TransitionSystem::record`]): paths it cut before this checkpoint.
    pub model: Vec<u8>,
}

/// What the caller writes beside the search: who wrote it, for which program and options.
#[derive(rkyv::Archive, rkyv::Serialize, rkyv::Deserialize, Debug, Default, Clone)]
pub struct Meta {
    /// The pancam that wrote it (version and build).
    pub pancam: String,
    /// The program's path, as given.
    pub program: String,
    /// The command line's arguments after `check`, as given.
    pub args: Vec<String>,
    /// What the fingerprint covers, in words (for the message when it differs).
    pub fingerprint_of: String,
    /// When the search that wrote it first started (seconds since the Unix epoch).
    pub started_unix: u64,
    /// When it was written.
    pub written_unix: u64,
    /// Why it was written: `periodic`, `time limit`, `memory limit`, `interrupted`.
    pub reason: String,
    /// How many runs the search has taken so far (1 + resumes).
    pub runs: u32,
    /// The directory the command ran in (its relative paths are relative to it).
    pub cwd: String,
}

/// A Monte Carlo search at the moment of a checkpoint ([`super::montecarlo::monte_carlo`]): which samples
/// are done, and their tally. A sample is its index: its walk is a function of the seed and
/// the index, so a sample not finished is drawn again from its start, and the violating one
/// is walked again for its counterexample.
#[derive(rkyv::Archive, rkyv::Serialize, rkyv::Deserialize, Debug, Default)]
pub struct SampleImage {
    /// Every sample below this index was started.
    pub next: u64,
    /// The samples below `next` that did not finish (to be drawn again), in order.
    pub redo: Vec<u64>,
    /// The finished samples' totals.
    pub tally: super::montecarlo::Tally,
    /// The lowest violating sample found, if any.
    pub violating: Option<u64>,
    /// Nanoseconds of search before this checkpoint, over every run that led to it.
    pub elapsed_ns: u64,
    /// What the model recorded that bears on the verdict
    /// ([`super::TransitionSystem::record`]): paths it cut before this checkpoint.
    pub model: Vec<u8>,
}

/// A frame of the nested search's stacks as written: its moves' positions in the stack's
/// move arena, and what the product adds (the fairness copy, the stutter of a terminal node).
#[derive(rkyv::Archive, rkyv::Serialize, rkyv::Deserialize, Debug, Clone, Copy)]
pub struct NestedFrameImage {
    /// First move.
    pub lo: u32,
    /// Next move to execute.
    pub next: u32,
    /// End of the moves.
    pub hi: u32,
    /// The copy of the weak-fairness product (0 without fairness).
    pub copy: u8,
    /// 0: the node has moves; 1: terminal, stutter not taken yet; 2: stutter taken.
    pub stutter: u8,
}

/// One stack of the nested search, by its moves (the states are replayed from the initial
/// state, or for the inner stack from the seed, the outer stack's top).
#[derive(rkyv::Archive, rkyv::Serialize, rkyv::Deserialize, Debug, Default)]
pub struct NestedStackImage {
    /// The move arena (encoded).
    pub labels: Vec<u8>,
    /// Number of moves in `labels`.
    pub labels_len: u32,
    /// The frames, bottom first.
    pub frames: Vec<NestedFrameImage>,
}

/// A counterexample found, as its moves: a path, and for an accepting cycle the cycle.
#[derive(rkyv::Archive, rkyv::Serialize, rkyv::Deserialize, Debug, Default)]
pub struct PathImage {
    /// The moves from the initial state (encoded), and their number.
    pub path: (Vec<u8>, u32),
    /// The cycle's moves (encoded), and their number.
    pub cycle: Option<(Vec<u8>, u32)>,
}

/// The nested depth-first search of an LTL check at the moment of a checkpoint
/// ([`super::nested_dfs`]): both stacks, the visited set with its outer and inner marks.
#[derive(rkyv::Archive, rkyv::Serialize, Debug)]
pub struct NestedImage {
    /// The outer search's counters of every run so far.
    pub counters: Counters,
    /// States and moves of the inner searches.
    pub inner_states: u64,
    /// See `inner_states`.
    pub inner_transitions: u64,
    /// Deepest outer depth reached.
    pub max_depth: u64,
    /// Peak stack bytes.
    pub peak_stack: u64,
    /// States at the depth limit had moves left.
    pub truncated: bool,
    /// Nanoseconds of search before this checkpoint, over every run that led to it.
    pub elapsed_ns: u64,
    /// The shuffle state (a diversified search), 0 if none.
    pub rng: u64,
    /// The visited set (with its marks).
    pub store: StoreImage,
    /// The outer stack.
    pub outer: NestedStackImage,
    /// The inner stack (empty outside an inner search).
    pub inner: NestedStackImage,
    /// An inner search is under way (its stack may already be empty: it is about to end).
    pub in_inner: bool,
    /// The counterexamples found.
    pub found: Vec<PathImage>,
    /// What the model recorded that bears on the verdict
    /// ([`super::TransitionSystem::record`]): paths it cut before this checkpoint.
    pub model: Vec<u8>,
}

/// The search of one run of a swarm.
#[derive(rkyv::Archive, rkyv::Serialize, Debug)]
pub enum RunBody {
    /// A safety search.
    Exhaustive(SearchImage),
    /// A nested DFS.
    Nested(NestedImage),
}

/// A run of a swarm, under way, as its own file (`run-INDEX.pancam` beside the swarm's).
#[derive(rkyv::Archive, rkyv::Serialize, Debug)]
pub struct RunImage {
    /// The run's index.
    pub index: u64,
    /// The swarm's coverage sketch when it was written (its registers): with it, the
    /// states the run stored before the checkpoint stay counted.
    pub sketch: Vec<u8>,
    /// The run's search.
    pub body: RunBody,
}

/// A run of a swarm that ended without a violation: what the swarm's report sums.
#[derive(rkyv::Archive, rkyv::Serialize, rkyv::Deserialize, Debug, Clone)]
pub struct RunDoneImage {
    /// The run's index.
    pub index: u64,
    /// Its counters.
    pub counters: Counters,
    /// Its inner states and moves (nested DFS).
    pub inner: (u64, u64),
    /// Its deepest depth, peak stack bytes, visited-set bytes.
    pub max_depth: u64,
    /// See `max_depth`.
    pub stack_bytes: u64,
    /// See `max_depth`.
    pub visited_bytes: u64,
    /// Bytes of its stored states, if counted.
    pub state_bytes: Option<u64>,
    /// Its time, in nanoseconds.
    pub elapsed_ns: u64,
    /// Its visited set's loss estimate.
    pub store: super::stats::StoreReport,
    /// Why it stopped early (the [`super::Stop`]'s code), if it did.
    pub stop: Option<u8>,
    /// States at the depth limit had moves left.
    pub truncated: bool,
}

/// A swarm at the moment of a checkpoint ([`super::swarm`]): the runs that ended, and the
/// coverage sketch. Each run under way writes its own file (a [`RunImage`]); a run without
/// either starts from its beginning when the swarm resumes.
#[derive(rkyv::Archive, rkyv::Serialize, rkyv::Deserialize, Debug)]
pub struct SwarmImage {
    /// The runs that ended, by index.
    pub done: Vec<RunDoneImage>,
    /// The coverage sketch's registers.
    pub sketch: Vec<u8>,
    /// Nanoseconds of search before this checkpoint, over every run that led to it.
    pub elapsed_ns: u64,
    /// What the model recorded that bears on the verdict
    /// ([`super::TransitionSystem::record`]): paths it cut before this checkpoint.
    pub model: Vec<u8>,
}

/// One generation of a rank's parent table (a distributed search): the states stored by one
/// run of the search, from index `base` on, `workers` threads each with its own table (the
/// `k`-th state of thread `t` has index `base + k * workers + t`).
#[derive(rkyv::Archive, rkyv::Serialize, rkyv::Deserialize, Debug, Default, Clone)]
pub struct ParentsImage {
    /// The generation's first index.
    pub base: u64,
    /// Its threads.
    pub workers: u32,
    /// Per thread: its entries (encoded: the parent's rank + 1, or 0 for the initial state;
    /// the parent's index; the move from it), and their number.
    pub tables: Vec<(Vec<u8>, u64)>,
}

/// One rank's part of a distributed search at a checkpoint ([`super::distributed`]), in its
/// own file (`rank-R-G.pancam`, generation `G`). Written with no batch of states in flight,
/// so the parts of one generation together are the whole search.
#[derive(rkyv::Archive, rkyv::Serialize, Debug)]
pub struct RankImage {
    /// This rank.
    pub rank: u32,
    /// The ranks of the search.
    pub ranks: u32,
    /// The checkpoint's generation (the index file names the one to resume).
    pub generation: u64,
    /// The rank's counters, of every run so far.
    pub counters: Counters,
    /// The rank's message statistics, of every run so far.
    pub stats: super::distributed::RankStats,
    /// Deepest depth reached.
    pub max_depth: u64,
    /// States at the depth limit had moves left.
    pub truncated: bool,
    /// Termination-detection rounds so far.
    pub rounds: u64,
    /// The rank's visited set.
    pub store: StoreImage,
    /// The states to expand: per state its parent-table index, its depth, and its encoding
    /// ([`super::distributed::StateCodec`]), as LEB128 lengths and bytes.
    pub queue: Vec<u8>,
    /// Number of states in `queue`.
    pub queued: u64,
    /// The parent table, oldest generation first.
    pub parents: Vec<ParentsImage>,
    /// What the model recorded that bears on the verdict
    /// ([`super::TransitionSystem::record`]): paths this rank's model cut before this checkpoint.
    pub model: Vec<u8>,
}

/// A distributed search at a checkpoint: the index rank 0 writes once every rank has written
/// its part ([`RankImage`]) of generation `generation`.
#[derive(rkyv::Archive, rkyv::Serialize, rkyv::Deserialize, Debug, Default)]
pub struct DistImage {
    /// The ranks (a resume needs as many).
    pub ranks: u32,
    /// The generation of the rank files that make the checkpoint.
    pub generation: u64,
    /// States stored, over all ranks.
    pub stored: u64,
    /// Nanoseconds of search before this checkpoint, over every run that led to it.
    pub elapsed_ns: u64,
}

/// The file of rank `rank`'s part of generation `generation` of a distributed search's
/// checkpoint.
pub fn rank_file(rank: u64, generation: u64) -> String {
    format!("rank-{rank}-{generation}.pancam")
}

/// The search a checkpoint holds.
#[derive(rkyv::Archive, rkyv::Serialize, Debug)]
pub enum SearchBody {
    /// The exhaustive safety search.
    Exhaustive(SearchImage),
    /// The Monte Carlo search.
    Sampled(SampleImage),
    /// The nested DFS of an LTL check.
    Nested(NestedImage),
    /// A swarm: its runs that ended.
    Swarm(SwarmImage),
    /// One run of a swarm, under way.
    SwarmRun(RunImage),
    /// A distributed search: the index of its ranks' parts.
    Distributed(DistImage),
    /// One rank's part of a distributed search.
    Rank(RankImage),
}

impl SearchBody {
    /// Its progress, and what it counts (for the report).
    pub fn progress(&self) -> (u64, &'static str) {
        match self {
            SearchBody::Exhaustive(im) => (im.counters.stored, "states"),
            SearchBody::Sampled(im) => (im.tally.samples, "samples"),
            SearchBody::Nested(im) => (im.counters.stored, "states"),
            SearchBody::Swarm(im) => (im.done.len() as u64, "runs ended"),
            SearchBody::Distributed(im) => (im.stored, "states"),
            SearchBody::Rank(im) => (im.counters.stored, "states"),
            SearchBody::SwarmRun(r) => match &r.body {
                RunBody::Exhaustive(im) => (im.counters.stored, "states"),
                RunBody::Nested(im) => (im.counters.stored, "states"),
            },
        }
    }

    /// The file it is written to in the checkpoint directory.
    pub fn file_name(&self) -> String {
        match self {
            SearchBody::SwarmRun(r) => run_file(r.index),
            SearchBody::Rank(r) => rank_file(u64::from(r.rank), r.generation),
            _ => FILE_NAME.to_string(),
        }
    }
}

/// The file of run `index` of a swarm in the checkpoint directory.
pub fn run_file(index: u64) -> String {
    format!("run-{index}.pancam")
}

impl ArchivedSearchBody {
    /// What kind of search, in words.
    fn kind(&self) -> &'static str {
        match self {
            ArchivedSearchBody::Exhaustive(_) => "an exhaustive search",
            ArchivedSearchBody::Sampled(_) => "a Monte Carlo search",
            ArchivedSearchBody::Nested(_) => "the nested DFS of an LTL check",
            ArchivedSearchBody::Swarm(_) => "a swarm",
            ArchivedSearchBody::SwarmRun(_) => "a run of a swarm",
            ArchivedSearchBody::Distributed(_) => "a distributed search",
            ArchivedSearchBody::Rank(_) => "a rank's part of a distributed search",
        }
    }
}

/// The archive's root.
#[derive(rkyv::Archive, rkyv::Serialize, Debug)]
pub struct CheckpointFile {
    /// See [`Meta`].
    pub meta: Meta,
    /// See [`SearchBody`].
    pub search: SearchBody,
}

/// Encoding of moves for checkpoints (any [`super::distributed::StateCodec`] has one).
pub trait LabelCodec<L>: Sync {
    /// Appends `l`'s encoding.
    fn put_label(&self, l: &L, out: &mut Vec<u8>);
    /// Reads a move at `b[*pos..]`.
    fn get_label(&self, b: &[u8], pos: &mut usize) -> Option<L>;
}

impl<T: super::distributed::StateCodec + Sync> LabelCodec<T::Label> for T {
    fn put_label(&self, l: &T::Label, out: &mut Vec<u8>) {
        self.encode_label(l, out);
    }
    fn get_label(&self, b: &[u8], pos: &mut usize) -> Option<T::Label> {
        self.decode_label(b, pos)
    }
}

/// Encodes `ls` (bytes and count).
pub fn put_labels<L>(codec: &dyn LabelCodec<L>, ls: &[L]) -> (Vec<u8>, u32) {
    let mut out = Vec::with_capacity(ls.len() * 4);
    for l in ls {
        codec.put_label(l, &mut out);
    }
    (out, u32::try_from(ls.len()).unwrap_or(u32::MAX))
}

/// Decodes `n` moves from `b` (all of it).
pub fn get_labels<L>(codec: &dyn LabelCodec<L>, b: &[u8], n: u32) -> Result<Vec<L>, String> {
    let mut pos = 0;
    let mut out = Vec::with_capacity(n as usize);
    for _ in 0..n {
        match codec.get_label(b, &mut pos) {
            Some(l) => out.push(l),
            None => return Err("a move of the checkpoint does not decode".into()),
        }
    }
    if pos != b.len() {
        return Err("trailing bytes after the checkpoint's moves".into());
    }
    Ok(out)
}

/// Why a checkpoint was written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reason {
    /// `--checkpoint-every` elapsed.
    Periodic,
    /// The search stopped at a limit or was cancelled: the [`super::Stop`] that stopped it.
    Stopped(super::Stop),
}

impl Reason {
    /// In words.
    pub fn name(self) -> &'static str {
        match self {
            Reason::Periodic => "periodic",
            Reason::Stopped(super::Stop::Time) => "time limit",
            Reason::Stopped(super::Stop::Memory) => "memory limit",
            Reason::Stopped(super::Stop::Cancelled) => "interrupted",
            Reason::Stopped(super::Stop::ViolationLimit) => "violation limit",
        }
    }
}

/// One checkpoint written (for the report).
#[derive(Clone, Debug)]
pub struct Written {
    /// Why.
    pub reason: Reason,
    /// The search's progress then: states stored, or samples finished.
    pub progress: u64,
    /// What `progress` counts: `states`, `samples`.
    pub unit: &'static str,
    /// Bytes of the file.
    pub bytes: u64,
    /// Time to snapshot and write it.
    pub took: Duration,
}

/// The writer a search calls with each image: it adds the [`Meta`] and writes the file,
/// returning the file's bytes.
pub type WriteFn = dyn FnMut(SearchBody, Reason) -> Result<u64, String> + Send;

/// A search's checkpointing: how often, where to (the writer), and what to resume from.
pub struct Checkpointing {
    /// Time between periodic checkpoints (`None`: only when the search stops).
    pub every: Option<Duration>,
    writer: Arc<Mutex<Box<WriteFn>>>,
    /// A run of a swarm ([`Self::for_run`]): its index and the swarm's sketch, which its
    /// checkpoints carry.
    run: Option<(u64, Arc<super::sketch::Sketch>)>,
    /// The checkpoint to resume from.
    pub resume: Option<Loaded>,
    /// The checkpoints written, in order; and the first error, which ends checkpointing.
    pub written: Mutex<(Vec<Written>, Option<String>)>,
    failed: Mutex<Option<String>>,
    /// Time the resumed search took to restore its visited set and replay its stacks.
    pub restored_in: Mutex<Option<Duration>>,
    /// The directory the writer writes to, if known (a distributed search removes its
    /// ranks' parts of older generations there).
    pub dir: Option<PathBuf>,
}

impl std::fmt::Debug for Checkpointing {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Checkpointing")
            .field("every", &self.every)
            .field("resume", &self.resume.is_some())
            .finish()
    }
}

impl Checkpointing {
    /// Checkpointing with `writer`, every `every`, resuming from `resume`.
    pub fn new(every: Option<Duration>, writer: Box<WriteFn>, resume: Option<Loaded>) -> Self {
        Checkpointing {
            every,
            writer: Arc::new(Mutex::new(writer)),
            run: None,
            resume,
            written: Mutex::new((Vec::new(), None)),
            failed: Mutex::new(None),
            restored_in: Mutex::new(None),
            dir: None,
        }
    }

    /// The checkpointing of run `index` of a swarm that checkpoints as `self` says: its
    /// checkpoints go to their own file (with `sketch`'s registers), through the same writer,
    /// and it resumes from `resume`, its own file, if given.
    pub fn for_run(
        &self,
        index: u64,
        sketch: Arc<super::sketch::Sketch>,
        resume: Option<Loaded>,
    ) -> Checkpointing {
        Checkpointing {
            every: self.every,
            writer: self.writer.clone(),
            run: Some((index, sketch)),
            resume,
            written: Mutex::new((Vec::new(), None)),
            failed: Mutex::new(None),
            restored_in: Mutex::new(None),
            dir: self.dir.clone(),
        }
    }

    /// The same checkpointing, its writer writing to `dir`.
    pub fn in_dir(mut self, dir: PathBuf) -> Self {
        self.dir = Some(dir);
        self
    }

    /// Writes `image` (once an error occurred, writes nothing more).
    pub(crate) fn write(&self, image: SearchBody, reason: Reason, started: std::time::Instant) {
        self.write_adding(image, reason, started, 0);
    }

    /// Writes one rank's part of a distributed search's checkpoint, without recording it
    /// (the index, written once every part is, records the checkpoint).
    pub(crate) fn write_part(&self, image: SearchBody, reason: Reason) -> Result<u64, String> {
        let mut writer = self.writer.lock().unwrap_or_else(|e| e.into_inner());
        writer(image, reason)
    }

    /// Records that a checkpoint could not be written (the first error ends checkpointing).
    pub(crate) fn record_failure(&self, why: String) {
        let mut w = self.written.lock().unwrap_or_else(|e| e.into_inner());
        if w.1.is_none() {
            w.1 = Some(why);
        }
    }

    /// Whether writing failed already (nothing more is written).
    pub(crate) fn write_failed(&self) -> bool {
        self.written
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .1
            .is_some()
    }

    /// [`Self::write`], counting `extra` bytes written beside the file in the checkpoint's
    /// size (the ranks' parts of a distributed search's).
    pub(crate) fn write_adding(
        &self,
        image: SearchBody,
        reason: Reason,
        started: std::time::Instant,
        extra: u64,
    ) {
        let image = match (&self.run, image) {
            (Some((index, sketch)), SearchBody::Exhaustive(im)) => SearchBody::SwarmRun(RunImage {
                index: *index,
                sketch: sketch.registers(),
                body: RunBody::Exhaustive(im),
            }),
            (Some((index, sketch)), SearchBody::Nested(im)) => SearchBody::SwarmRun(RunImage {
                index: *index,
                sketch: sketch.registers(),
                body: RunBody::Nested(im),
            }),
            (_, image) => image,
        };
        let (progress, unit) = image.progress();
        let mut w = self.written.lock().unwrap_or_else(|e| e.into_inner());
        if w.1.is_some() {
            return;
        }
        let mut writer = self.writer.lock().unwrap_or_else(|e| e.into_inner());
        match writer(image, reason) {
            Ok(bytes) => w.0.push(Written {
                reason,
                progress,
                unit,
                bytes: bytes + extra,
                took: started.elapsed(),
            }),
            Err(e) => w.1 = Some(e),
        }
    }

    /// Records that the checkpoint to resume from cannot be resumed (see [`Self::failed`]).
    pub fn fail(&self, why: String) {
        *self.failed.lock().unwrap_or_else(|e| e.into_inner()) = Some(why);
    }

    /// Why the checkpoint to resume from could not be resumed, if it could not.
    pub fn failed(&self) -> Option<String> {
        self.failed
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .clone()
    }

    /// What `pick` finds in the checkpoint to resume, if there is one; an error naming
    /// both kinds when the checkpoint holds another kind of search than `wanted`.
    fn resumed_as<X>(
        &self,
        wanted: &str,
        pick: fn(&ArchivedSearchBody) -> Option<&X>,
    ) -> Result<Option<&X>, String> {
        let Some(l) = &self.resume else {
            return Ok(None);
        };
        let body = &l.file().search;
        pick(body).map(Some).ok_or_else(|| {
            format!(
                "the checkpoint holds {}, and this check is {wanted}",
                body.kind()
            )
        })
    }

    /// The exhaustive search to resume (alone, or a run of a swarm), if any.
    pub fn resumed(&self) -> Result<Option<&ArchivedSearchImage>, String> {
        self.resumed_as("an exhaustive search", |b| match b {
            ArchivedSearchBody::Exhaustive(im)
            | ArchivedSearchBody::SwarmRun(ArchivedRunImage {
                body: ArchivedRunBody::Exhaustive(im),
                ..
            }) => Some(im),
            _ => None,
        })
    }

    /// The swarm to resume, if any.
    pub fn resumed_swarm(&self) -> Result<Option<&ArchivedSwarmImage>, String> {
        self.resumed_as("a swarm", |b| match b {
            ArchivedSearchBody::Swarm(im) => Some(im),
            _ => None,
        })
    }

    /// The Monte Carlo search to resume, if any.
    pub fn resumed_samples(&self) -> Result<Option<&ArchivedSampleImage>, String> {
        self.resumed_as("a Monte Carlo search", |b| match b {
            ArchivedSearchBody::Sampled(im) => Some(im),
            _ => None,
        })
    }

    /// The distributed search to resume (its index), if any.
    pub fn resumed_distributed(&self) -> Result<Option<&ArchivedDistImage>, String> {
        self.resumed_as("a distributed search", |b| match b {
            ArchivedSearchBody::Distributed(im) => Some(im),
            _ => None,
        })
    }

    /// The nested search to resume (alone, or a run of a swarm), if any.
    pub fn resumed_nested(&self) -> Result<Option<&ArchivedNestedImage>, String> {
        self.resumed_as("the nested DFS of an LTL check", |b| match b {
            ArchivedSearchBody::Nested(im)
            | ArchivedSearchBody::SwarmRun(ArchivedRunImage {
                body: ArchivedRunBody::Nested(im),
                ..
            }) => Some(im),
            _ => None,
        })
    }
}

/// A checkpoint read from disk: the mapped file, checked and validated.
pub struct Loaded {
    map: memmap2::Mmap,
    /// The file mapped (kept open: a private mapping of the same file, see
    /// [`Loaded::map_private`], maps these very bytes even if the path is renamed over).
    file: File,
    /// Where it was read from.
    pub path: PathBuf,
    /// Time to map, check and validate it.
    pub opened_in: Duration,
}

impl std::fmt::Debug for Loaded {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Loaded({})", self.path.display())
    }
}

impl Loaded {
    /// The archive (validated when the file was opened).
    pub fn file(&self) -> &ArchivedCheckpointFile {
        // SAFETY: `open` validated these very bytes with `rkyv::access` (bytecheck) and the
        // map is read-only and private to this value, so they are still a valid archive.
        unsafe { rkyv::access_unchecked::<ArchivedCheckpointFile>(&self.map[HEADER..]) }
    }

    /// A private, writable (copy-on-write) mapping of the file, in which every archived
    /// table of this checkpoint lies at the same offset as here: a resumed visited set reads
    /// its tables in place there, and its writes stay its own
    /// ([`Mapping`](super::store::Mapping)). `None` if the mapping fails (the tables are
    /// then copied).
    pub fn map_private(&self) -> Option<Arc<super::store::Mapping>> {
        // The handle is the one mapped and validated at `open`; pancam never writes a
        // checkpoint in place (see `open_file`).
        super::store::Mapping::of_file(&self.file, &self.map)
    }

    /// The fingerprint in the header.
    pub fn fingerprint(&self) -> [u8; 32] {
        let mut f = [0; 32];
        f.copy_from_slice(&self.map[32..64]);
        f
    }
}

/// The header of a checkpoint: magic, format, archive length, checksum, fingerprint.
fn header(len: u64, checksum: u64, fingerprint: &[u8; 32]) -> [u8; HEADER] {
    let mut h = [0u8; HEADER];
    h[..8].copy_from_slice(MAGIC);
    h[8..12].copy_from_slice(&FORMAT.to_le_bytes());
    h[16..24].copy_from_slice(&len.to_le_bytes());
    h[24..32].copy_from_slice(&checksum.to_le_bytes());
    h[32..64].copy_from_slice(fingerprint);
    h
}

/// Passes writes on and hashes them (the archive's checksum as it is written).
struct Hashing<W> {
    inner: W,
    hash: xxhash_rust::xxh3::Xxh3,
    len: u64,
}

impl<W: Write> Write for Hashing<W> {
    fn write(&mut self, b: &[u8]) -> std::io::Result<usize> {
        let n = self.inner.write(b)?;
        self.hash.update(&b[..n]);
        self.len += n as u64;
        Ok(n)
    }
    fn flush(&mut self) -> std::io::Result<()> {
        self.inner.flush()
    }
}

/// Writes `file` as `dir`'s checkpoint, atomically (temporary file, `fsync`, rename,
/// `fsync` of the directory). Returns the file's bytes.
pub fn write_file(
    dir: &Path,
    file: &CheckpointFile,
    fingerprint: &[u8; 32],
) -> Result<u64, String> {
    write_file_pausing(dir, file, fingerprint, Duration::ZERO)
}

/// [`write_file`], waiting `pause` once the temporary file is written, before the rename
/// (for tests that kill a process while it writes).
pub fn write_file_pausing(
    dir: &Path,
    file: &CheckpointFile,
    fingerprint: &[u8; 32],
    pause: Duration,
) -> Result<u64, String> {
    let err = |what: &str, e: &dyn std::fmt::Display| {
        format!(
            "cannot write the checkpoint in {}: {what}: {e}",
            dir.display()
        )
    };
    std::fs::create_dir_all(dir).map_err(|e| err("creating the directory", &e))?;
    let name = file.search.file_name();
    let tmp = dir.join(format!("{name}.tmp"));
    let f = File::create(&tmp).map_err(|e| err("creating the file", &e))?;
    let mut out = BufWriter::with_capacity(1 << 20, f);
    out.write_all(&[0; HEADER])
        .map_err(|e| err("writing", &e))?;
    let hashing = Hashing {
        inner: out,
        hash: xxhash_rust::xxh3::Xxh3::new(),
        len: 0,
    };
    let writer = rkyv::ser::writer::IoWriter::new(hashing);
    let hashing = rkyv::api::high::to_bytes_in::<_, rancor::Error>(file, writer)
        .map_err(|e| err("archiving", &e))?
        .into_inner();
    let (len, sum) = (hashing.len, hashing.hash.digest());
    let mut out = hashing.inner;
    out.seek(SeekFrom::Start(0))
        .and_then(|_| out.write_all(&header(len, sum, fingerprint)))
        .and_then(|_| out.flush())
        .map_err(|e| err("writing", &e))?;
    let f = out.into_inner().map_err(|e| err("writing", e.error()))?;
    f.sync_all().map_err(|e| err("syncing", &e))?;
    drop(f);
    if !pause.is_zero() {
        std::thread::sleep(pause);
    }
    std::fs::rename(&tmp, dir.join(&name)).map_err(|e| err("renaming", &e))?;
    if let Ok(d) = File::open(dir) {
        let _ = d.sync_all();
    }
    Ok(HEADER as u64 + len)
}

/// Opens `dir`'s checkpoint: maps it, checks magic, format, length and checksum, and
/// validates the archive. Every failure is a message.
pub fn open(dir: &Path) -> Result<Loaded, String> {
    open_file(dir, FILE_NAME)
}

/// Opens the checkpoint file `name` of `dir` (see [`open`]).
pub fn open_file(dir: &Path, name: &str) -> Result<Loaded, String> {
    let started = std::time::Instant::now();
    let path = dir.join(name);
    let bad = |why: &str| format!("{}: not a usable checkpoint: {why}", path.display());
    let f = File::open(&path).map_err(|e| format!("cannot open {}: {e}", path.display()))?;
    // SAFETY: the map is read-only and private; pancam writes checkpoints by renaming a new
    // file over the old one, never in place, so the mapped file does not change under us
    // (another program truncating it could still fault the process, as for any mapped file).
    let map = unsafe { memmap2::Mmap::map(&f) }.map_err(|e| bad(&e.to_string()))?;
    if map.len() < HEADER || &map[..8] != MAGIC {
        return Err(bad("it does not start as a pancam checkpoint does"));
    }
    let format = u32::from_le_bytes(map[8..12].try_into().expect("4 bytes"));
    if format != FORMAT {
        return Err(bad(&format!(
            "it has format {format}, and this pancam reads format {FORMAT} \
             (it was written by another version of pancam)"
        )));
    }
    let len = u64::from_le_bytes(map[16..24].try_into().expect("8 bytes"));
    let sum = u64::from_le_bytes(map[24..32].try_into().expect("8 bytes"));
    if (map.len() - HEADER) as u64 != len {
        return Err(bad(&format!(
            "it is {} bytes long and should be {} (truncated or extended)",
            map.len(),
            HEADER as u64 + len
        )));
    }
    let body = &map[HEADER..];
    if xxhash_rust::xxh3::xxh3_64(body) != sum {
        return Err(bad("its checksum does not match (the file is corrupted)"));
    }
    rkyv::access::<ArchivedCheckpointFile, rancor::Error>(body)
        .map_err(|e| bad(&format!("its archive is invalid: {e}")))?;
    // The checksum read every page of the file. A resumed visited set reads its tables
    // through a mapping of its own ([`Loaded::map_private`]), and the rest is read once: the
    // pages need not stay in this process's resident set (they stay in the page cache), where
    // they would count twice against `--max-memory`, beside the same pages mapped again.
    #[cfg(unix)]
    // SAFETY: a read-only mapping of a file that is not written in place: a page dropped is
    // read again from the file when next touched, and holds the same bytes.
    let _ = unsafe { map.unchecked_advise(memmap2::UncheckedAdvice::DontNeed) };
    Ok(Loaded {
        map,
        file: f,
        path,
        opened_in: started.elapsed(),
    })
}

/// Seconds since the Unix epoch.
pub fn unix_now() -> u64 {
    SystemTime::now()
        .duration_since(SystemTime::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs())
}

/// The visited set of `image`, a part of the checkpoint `from`, or a message when it is not
/// of the store `mode` (a checkpoint written with another store) or does not read back.
pub fn restore_store_of(
    image: &ArchivedStoreImage,
    mode: super::StoreMode,
    from: &Loaded,
) -> Result<AnyStore, String> {
    use super::StoreMode;
    let store = restore_store(image, Some(from))?;
    let fits = matches!(
        (&store, mode),
        (AnyStore::Tree(_), StoreMode::Exact)
            | (AnyStore::Full(_), StoreMode::Full)
            | (AnyStore::Compact(_), StoreMode::HashCompaction)
            | (AnyStore::Bitstate(_), StoreMode::Bitstate { .. })
    );
    if !fits {
        return Err(format!(
            "the checkpoint's visited set is not the {} store this search uses",
            mode.name()
        ));
    }
    Ok(store)
}

/// The visited set of `image`, or a message when it does not read back. `from`: the
/// checkpoint that holds `image`; on a little-endian machine the set's tables are then read
/// in place from a private copy-on-write mapping of its file
/// ([`Loaded::map_private`]), not copied; without it (or where the mapping fails) they are
/// copied into the set's own memory.
pub fn restore_store(
    image: &ArchivedStoreImage,
    from: Option<&Loaded>,
) -> Result<AnyStore, String> {
    use super::store::{BitstateSet, CompactSet, ExactSet, TreeSet};
    let map = if cfg!(target_endian = "little") {
        from.and_then(Loaded::map_private)
    } else {
        None
    };
    let map = map.as_ref();
    Ok(match image {
        ArchivedStoreImage::Tree {
            leaves,
            nodes,
            roots,
            full,
        } => AnyStore::Tree(TreeSet::restore(leaves, nodes, roots, *full, map)?),
        ArchivedStoreImage::Full { shards } => AnyStore::Full(ExactSet::restore(shards, map)?),
        ArchivedStoreImage::Compact { meta, shards } => {
            AnyStore::Compact(CompactSet::restore(*meta, shards, map)?)
        }
        ArchivedStoreImage::Bitstate {
            log2_bits,
            hashes,
            seed,
            words,
        } => AnyStore::Bitstate(BitstateSet::restore(
            log2_bits.to_native(),
            hashes.to_native(),
            seed.to_native(),
            words,
            map,
        )?),
    })
}

/// Plans for the tests that cut searches.
#[cfg(test)]
pub(crate) mod testing {
    use super::*;
    use crate::explore::Monitor;

    /// A directory for one test's checkpoints, new (not created yet).
    pub(crate) fn scratch_dir(name: &str) -> PathBuf {
        use std::sync::atomic::{AtomicUsize, Ordering};
        static N: AtomicUsize = AtomicUsize::new(0);
        let d = std::env::temp_dir().join(format!(
            "pancam-ckpt-{}-{name}-{}",
            std::process::id(),
            N.fetch_add(1, Ordering::Relaxed)
        ));
        let _ = std::fs::remove_dir_all(&d);
        d
    }

    /// A plan that writes every image (one per poll: no period) to `dir`, cancels `monitor`
    /// at the `cut`-th, and resumes from `dir`'s checkpoint when `resume`.
    pub(crate) fn cutting_plan(
        dir: &Path,
        cut: usize,
        monitor: Arc<Monitor>,
        resume: bool,
    ) -> Checkpointing {
        let (d, mut n) = (dir.to_path_buf(), 0);
        let writer = Box::new(move |im: SearchBody, _why: Reason| {
            n += 1;
            if n == cut {
                monitor.cancel();
            }
            let file = CheckpointFile {
                meta: Meta::default(),
                search: im,
            };
            write_file(&d, &file, &[7; 32])
        });
        let resume = resume.then(|| open(dir).expect("the checkpoint reads back"));
        Checkpointing::new(Some(Duration::ZERO), writer, resume).in_dir(dir.to_path_buf())
    }
}

#[cfg(test)]
mod tests {
    use super::testing::{cutting_plan, scratch_dir};
    use super::*;
    use crate::explore::toys::{Philosophers, SpinLock};
    use crate::explore::{
        Monitor, SearchConfig, StoreMode, TransitionSystem, search, search_checkpointed,
    };
    use std::sync::Arc;
    use std::sync::atomic::Ordering;

    /// Runs `sys`'s search cancelled after every `cut`-th checkpoint (one per poll) and
    /// resumed from it (with `resumed_workers`), until it ends; returns the runs it took and
    /// the last outcome.
    fn interrupted<T>(
        sys: &T,
        config: &SearchConfig,
        cut: usize,
        resumed_workers: usize,
    ) -> (usize, crate::explore::Outcome<T::Label, T::Violation>)
    where
        T: TransitionSystem + super::super::distributed::StateCodec + Sync,
    {
        let dir = scratch_dir("toy");
        let mut runs = 0;
        loop {
            runs += 1;
            let monitor = Arc::new(Monitor::new());
            let config = SearchConfig {
                monitor: monitor.clone(),
                workers: if runs == 1 {
                    config.workers
                } else {
                    resumed_workers
                },
                ..config.clone()
            };
            let plan = cutting_plan(&dir, cut, monitor, runs > 1);
            let out = search_checkpointed(sys, &config, &plan).expect("resumes");
            assert!(plan.written.lock().unwrap().1.is_none());
            if out.stop.is_none() || runs > 10_000 {
                let _ = std::fs::remove_dir_all(&dir);
                return (runs, out);
            }
        }
    }

    #[test]
    fn a_search_cut_and_resumed_is_the_uninterrupted_search() {
        for (n, ordered) in [(11, true), (10, false)] {
            let sys = Philosophers { n, ordered };
            for store in [
                StoreMode::Exact,
                StoreMode::Full,
                StoreMode::HashCompaction,
                StoreMode::Bitstate {
                    log2_bits: 20,
                    hashes: 3,
                },
            ] {
                let config = SearchConfig {
                    store,
                    max_violations: 0,
                    ..SearchConfig::default()
                };
                let whole = search(&sys, &config);
                let (runs, cut) = interrupted(&sys, &config, 2, 1);
                assert!(
                    runs > 3,
                    "{runs} runs, {} states",
                    whole.stats.counters.stored
                );
                let (a, b) = (&whole.stats.counters, &cut.stats.counters);
                assert_eq!(
                    (a.stored, a.transitions, a.matched),
                    (b.stored, b.transitions, b.matched),
                    "N={n} {store:?}"
                );
                assert_eq!(whole.verdict, cut.verdict);
                assert_eq!(whole.counterexamples.len(), cut.counterexamples.len());
                for (x, y) in whole.counterexamples.iter().zip(&cut.counterexamples) {
                    assert_eq!(x.path, y.path);
                }
            }
        }
    }

    #[test]
    fn a_parallel_search_cut_and_resumed_stores_the_same_states() {
        let sys = Philosophers {
            n: 11,
            ordered: true,
        };
        let whole = search(&sys, &SearchConfig::default());
        for (workers, resumed_with) in [(2, 2), (3, 1), (1, 3)] {
            let config = SearchConfig {
                workers,
                ..SearchConfig::default()
            };
            // The first run with `workers`, the resumed ones with `resumed_with`.
            let (runs, out) = interrupted(&sys, &config, 1, resumed_with);
            assert!(runs > 3, "{runs} runs");
            assert_eq!(
                out.stats.counters.stored, whole.stats.counters.stored,
                "{workers} then {resumed_with} workers"
            );
            assert_eq!(out.verdict, whole.verdict);
        }
    }

    /// Philosophers whose model records a cut path when it expands a deadlocked state (as the
    /// C model records an input it could not make concrete): a deadlock is expanded once,
    /// and never replayed (no path goes through it), so only the run that met it records it.
    struct CutAtDeadlock {
        phil: Philosophers,
        cut: std::sync::atomic::AtomicBool,
    }

    impl TransitionSystem for CutAtDeadlock {
        type State = <Philosophers as TransitionSystem>::State;
        type Label = u8;
        type Violation = <Philosophers as TransitionSystem>::Violation;
        type Aux = ();
        fn initial(&self) -> Self::State {
            self.phil.initial()
        }
        fn transitions(&self, s: &Self::State, out: &mut Vec<u8>, aux: &mut ()) {
            self.phil.transitions(s, out, aux);
            if out.is_empty() {
                self.cut.store(true, Ordering::Relaxed);
            }
        }
        fn step(
            &self,
            s: &Self::State,
            l: &u8,
            aux: &(),
        ) -> crate::explore::Step<Self::State, Self::Violation> {
            self.phil.step(s, l, aux)
        }
        fn matched(&self, s: &Self::State, buf: &mut Vec<u8>) {
            self.phil.matched(s, buf);
        }
        fn record(&self) -> Vec<u8> {
            vec![u8::from(self.cut.load(Ordering::Relaxed))]
        }
        fn absorb_record(&self, b: &[u8]) -> Result<(), String> {
            if b.first() == Some(&1) {
                self.cut.store(true, Ordering::Relaxed);
            }
            Ok(())
        }
    }

    impl crate::explore::distributed::StateCodec for CutAtDeadlock {
        fn encode_state(&self, s: &Self::State, out: &mut Vec<u8>) {
            self.phil.encode_state(s, out);
        }
        fn decode_state(&self, b: &[u8]) -> Result<Self::State, String> {
            self.phil.decode_state(b)
        }
        fn encode_label(&self, l: &u8, out: &mut Vec<u8>) {
            self.phil.encode_label(l, out);
        }
        fn decode_label(&self, b: &[u8], pos: &mut usize) -> Option<u8> {
            self.phil.decode_label(b, pos)
        }
    }

    #[test]
    fn what_the_model_cut_before_a_checkpoint_stays_recorded() {
        let dir = scratch_dir("record");
        let (mut runs, mut recorded) = (0, 0);
        loop {
            runs += 1;
            // A new model each run, as a new process has.
            let sys = CutAtDeadlock {
                phil: Philosophers {
                    n: 9,
                    ordered: false,
                },
                cut: std::sync::atomic::AtomicBool::new(false),
            };
            let monitor = Arc::new(Monitor::new());
            let config = SearchConfig {
                monitor: monitor.clone(),
                deadlocks: false,
                ..SearchConfig::default()
            };
            let plan = cutting_plan(&dir, 1, monitor, runs > 1);
            let out = search_checkpointed(&sys, &config, &plan).expect("resumes");
            let cut = sys.cut.load(Ordering::Relaxed);
            assert!(
                cut || recorded == 0,
                "run {runs}: an earlier run's record is lost"
            );
            recorded += usize::from(cut);
            if out.stop.is_none() {
                break;
            }
        }
        assert!(recorded > 3, "{runs} runs, {recorded} with the record");
        let _ = std::fs::remove_dir_all(&dir);
    }

    /// The key `i`: its 8 bytes, then 0 to 120 bytes drawn from it (several leaves for the
    /// tree store, most of them shared).
    fn store_key(i: u64) -> Vec<u8> {
        use crate::explore::store::hash64;
        let h = hash64(&i.to_le_bytes());
        let mut k = i.to_le_bytes().to_vec();
        k.extend(
            (0..h % 121).map(|j| (hash64(&[h.to_le_bytes(), j.to_le_bytes()].concat()) & 3) as u8),
        );
        k
    }

    /// Writes `store` as the visited set of a checkpoint in `dir`.
    fn write_store(dir: &Path, store: &Arc<AnyStore>) -> u64 {
        let file = CheckpointFile {
            meta: Meta::default(),
            search: SearchBody::Exhaustive(SearchImage {
                counters: Counters::default(),
                max_depth: 0,
                peak_stack: 0,
                truncated: false,
                elapsed_ns: 0,
                store: store.image(),
                stacks: Vec::new(),
                jobs: Vec::new(),
                found: Vec::new(),
                model: Vec::new(),
            }),
        };
        write_file(dir, &file, &[7; 32]).expect("writes")
    }

    /// The visited set of `dir`'s checkpoint, read in place (`mapped`) or copied.
    fn read_store(dir: &Path, mode: StoreMode, mapped: bool) -> AnyStore {
        let loaded = open(dir).expect("opens");
        let ArchivedSearchBody::Exhaustive(im) = &loaded.file().search else {
            panic!("an exhaustive search")
        };
        if mapped {
            restore_store_of(&im.store, mode, &loaded).expect("restores")
        } else {
            restore_store(&im.store, None).expect("restores")
        }
    }

    /// Each visited set written to a checkpoint and resumed from it: read in place from a
    /// private mapping of the file, it has the same entries (and budgets, and marks), takes
    /// new ones as it grows past the archived tables, and the file is unchanged after; a
    /// set resumed so, grown, and written again reads back (copied) with every entry.
    #[test]
    fn a_store_is_read_in_place_grows_and_leaves_its_file_unchanged() {
        use crate::explore::store::{Visit, VisitedSet};
        const OLD: u64 = 3000;
        const NEW: u64 = 20_000;
        let modes = [
            (StoreMode::Exact, false),
            (StoreMode::Exact, true),
            (StoreMode::Full, false),
            (StoreMode::Full, true),
            (StoreMode::HashCompaction, false),
            (StoreMode::HashCompaction, true),
            (
                StoreMode::Bitstate {
                    log2_bits: 22,
                    hashes: 3,
                },
                false,
            ),
        ];
        for (mode, meta) in modes {
            let what = format!("{mode:?}, meta {meta}");
            let bitstate = matches!(mode, StoreMode::Bitstate { .. });
            // With a meta: keys `3k` take budget `k % 300` (past a byte), `3k + 1` a mark.
            let put = |s: &AnyStore, i: u64| -> Visit {
                let k = store_key(i);
                match (meta, i % 3) {
                    (true, 0) => s.insert(&k, Some((i / 3 % 300) as u32)),
                    (true, 1) => {
                        if s.mark(&k, 1) {
                            Visit::Seen
                        } else {
                            Visit::New
                        }
                    }
                    _ => s.insert(&k, None),
                }
            };
            let dir = scratch_dir("stores");
            let set = Arc::new(AnyStore::new(mode, 16, meta));
            for i in 0..OLD {
                put(&set, i);
            }
            write_store(&dir, &set);
            let written = std::fs::read(dir.join(FILE_NAME)).expect("written");
            let store = read_store(&dir, mode, true);
            let mapped = store.mapped_bytes();
            assert!(mapped > 0, "{what}: read in place");
            assert_eq!(store.state_bytes(), set.state_bytes(), "{what}");
            // No more than the set it was written from (the tree store's keys were in chunks
            // with room; read back, they are exactly as many as the entries).
            assert!(store.memory_bytes() <= set.memory_bytes(), "{what}");
            for i in 0..OLD {
                assert_eq!(put(&store, i), Visit::Seen, "{what}: old key {i}");
            }
            if meta && !bitstate {
                // The budgets came back: one more is better, one less is not.
                for i in (0..OLD).step_by(3) {
                    let (k, b) = (store_key(i), (i / 3 % 300) as u32);
                    let less = store.insert(&k, Some(b.saturating_sub(1)));
                    assert_eq!(less, Visit::Seen, "{what}: key {i}");
                    // (Hash compaction keeps budgets in a byte: 255 and more are 255.)
                    let saturated = mode == StoreMode::HashCompaction && b >= 255;
                    let more = store.insert(&k, Some(b + 1));
                    let want = if saturated {
                        Visit::Seen
                    } else {
                        Visit::Better
                    };
                    assert_eq!(more, want, "{what}: key {i}");
                    assert!(!store.mark(&store_key(i + 1), 2), "{what}: an unset mark");
                }
            }
            let fresh = (OLD..OLD + NEW)
                .filter(|&i| put(&store, i) == Visit::New)
                .count() as u64;
            if bitstate {
                assert!(fresh > NEW * 99 / 100, "{what}: {fresh}");
            } else {
                assert_eq!(fresh, NEW, "{what}");
                for i in 0..OLD + NEW {
                    assert_eq!(put(&store, i), Visit::Seen, "{what}: key {i}");
                }
                assert!(store.state_bytes() > set.state_bytes(), "{what}");
                if let AnyStore::Compact(c) = &store {
                    assert!(c.counts_match(), "{what}");
                    assert_eq!(c.len() as u64, OLD + NEW, "{what}");
                }
                if let AnyStore::Tree(t) = &store {
                    assert_eq!(t.len(), OLD + NEW, "{what}");
                }
                if let AnyStore::Full(f) = &store {
                    assert_eq!(f.len() as u64, OLD + NEW, "{what}");
                }
            }
            // The tables grew into the process's memory (the tree store's keys stay where
            // they are: an index is a position).
            if !bitstate {
                assert!(store.mapped_bytes() < mapped, "{what}");
            }
            // Written again (from tables partly mapped, partly grown), read back copied.
            let again = scratch_dir("stores-again");
            let store = Arc::new(store);
            write_store(&again, &store);
            let copy = read_store(&again, mode, false);
            assert_eq!(copy.mapped_bytes(), 0, "{what}");
            assert_eq!(copy.state_bytes(), store.state_bytes(), "{what}");
            for i in 0..OLD + NEW {
                assert_eq!(put(&copy, i), Visit::Seen, "{what}: key {i} copied");
            }
            drop(store);
            assert_eq!(
                std::fs::read(dir.join(FILE_NAME)).expect("still there"),
                written,
                "{what}: the file is as written"
            );
            let _ = std::fs::remove_dir_all(&dir);
            let _ = std::fs::remove_dir_all(&again);
        }
    }

    /// What a checkpoint of each visited set costs, with `PANCAM_STORE_STATES` states
    /// (default 2 M) of 64 to 200 bytes: the write, and the restore read in place against
    /// the same restore copying the tables (as every store but the bit array did before),
    /// with the file in the page cache. Prints the figures; a measurement, not a check:
    /// `cargo test --release --lib -- --ignored --nocapture checkpoint_costs_per_store`.
    #[test]
    #[ignore]
    fn checkpoint_costs_per_store() {
        use crate::explore::store::VisitedSet;
        use std::time::Instant;
        let n: u64 = std::env::var("PANCAM_STORE_STATES")
            .ok()
            .and_then(|v| v.parse().ok())
            .unwrap_or(2_000_000);
        // States as a search makes them: a base of 200 bytes, a few words changed.
        let state = |i: u64| -> Vec<u8> {
            let mut k = vec![7u8; 64 + (i % 137) as usize];
            for (j, w) in [i, i / 3, i / 17].iter().enumerate() {
                let at = (j * 24 + (*w as usize % 5) * 8) % (k.len() - 8);
                k[at..at + 8].copy_from_slice(&w.to_le_bytes());
            }
            k
        };
        for mode in [
            StoreMode::Exact,
            StoreMode::Full,
            StoreMode::HashCompaction,
            StoreMode::Bitstate {
                log2_bits: 30,
                hashes: 3,
            },
        ] {
            let set = Arc::new(AnyStore::new(mode, 16, false));
            for i in 0..n {
                set.insert(&state(i), None);
            }
            let dir = scratch_dir("costs");
            let t = Instant::now();
            let bytes = write_store(&dir, &set);
            let write = t.elapsed();
            drop(set);
            let t = Instant::now();
            let loaded = open(&dir).expect("opens");
            let open_time = t.elapsed();
            let ArchivedSearchBody::Exhaustive(im) = &loaded.file().search else {
                panic!("an exhaustive search")
            };
            let t = Instant::now();
            let mapped = restore_store_of(&im.store, mode, &loaded).expect("restores");
            let in_place = t.elapsed();
            let t = Instant::now();
            let copied = restore_store(&im.store, None).expect("restores");
            let copy = t.elapsed();
            assert_eq!(mapped.state_bytes(), copied.state_bytes());
            println!(
                "{}: {n} states, {bytes} bytes ({:.1} B/state); write {:.3} s; open (checksum, \
                 validation) {:.3} s; restore in place {:.6} s ({} bytes mapped), copied {:.3} s",
                mode.name(),
                bytes as f64 / n as f64,
                write.as_secs_f64(),
                open_time.as_secs_f64(),
                in_place.as_secs_f64(),
                mapped.mapped_bytes(),
                copy.as_secs_f64(),
            );
            drop((mapped, copied, loaded));
            let _ = std::fs::remove_dir_all(&dir);
        }
    }

    /// A checkpoint whose checksum is right but whose tables are garbage (a forged file: the
    /// checksum catches any damage) gives a visited set that answers wrongly, but never
    /// crashes, hangs or reads out of bounds: slots naming no entry, tables with no empty
    /// slot.
    #[test]
    fn a_store_of_forged_tables_answers_without_crashing() {
        use crate::explore::store::{VisitedSet, hash64};
        for (mode, meta) in [
            (StoreMode::Exact, true),
            (StoreMode::Full, true),
            (StoreMode::HashCompaction, true),
        ] {
            for fill in [0xffu8, 0x01, 0x5a] {
                let dir = scratch_dir("forged-store");
                let set = Arc::new(AnyStore::new(mode, 16, meta));
                for i in 0..2000 {
                    set.insert(&store_key(i), Some(i as u32 % 7));
                }
                write_store(&dir, &set);
                let path = dir.join(FILE_NAME);
                let mut bytes = std::fs::read(&path).expect("written");
                // Every table of the archive, overwritten with `fill`.
                let spans: Vec<(usize, usize)> = {
                    let loaded = open(&dir).expect("opens");
                    let ArchivedSearchBody::Exhaustive(im) = &loaded.file().search else {
                        panic!("an exhaustive search")
                    };
                    let base = loaded.map.as_ptr() as usize;
                    let span = |p: *const u8, n: usize| (p as usize - base, n);
                    match &im.store {
                        ArchivedStoreImage::Tree {
                            leaves,
                            nodes,
                            roots,
                            ..
                        } => [leaves, nodes, roots]
                            .iter()
                            .flat_map(|t| t.shards.iter())
                            .flat_map(|s| {
                                [
                                    span(s.slots.as_ptr().cast(), s.slots.len() * 4),
                                    span(s.keys.as_ptr().cast(), s.keys.len() * 8),
                                    span(s.metas.as_ptr(), s.metas.len()),
                                ]
                            })
                            .collect(),
                        ArchivedStoreImage::Full { shards } => shards
                            .iter()
                            .flat_map(|s| {
                                std::iter::once(span(s.slots.as_ptr().cast(), s.slots.len() * 16))
                                    .chain(s.chunks.iter().map(|c| span(c.as_ptr(), c.len())))
                            })
                            .collect(),
                        ArchivedStoreImage::Compact { shards, .. } => shards
                            .iter()
                            .map(|s| span(s.table.as_ptr().cast(), s.table.len() * 8))
                            .collect(),
                        ArchivedStoreImage::Bitstate { .. } => unreachable!(),
                    }
                };
                for (at, n) in spans {
                    bytes[at..at + n].fill(fill);
                }
                let sum = xxhash_rust::xxh3::xxh3_64(&bytes[HEADER..]);
                let head = header((bytes.len() - HEADER) as u64, sum, &[7; 32]);
                bytes[..HEADER].copy_from_slice(&head);
                std::fs::write(&path, &bytes).expect("writes");
                let store = read_store(&dir, mode, true);
                for i in 0..3000 {
                    let k = store_key(i);
                    store.insert(&k, Some(i as u32 % 11));
                    store.mark(&k, 3);
                    store.insert(&hash64(&k).to_le_bytes(), None);
                }
                let _ = store.state_bytes();
                let _ = std::fs::remove_dir_all(&dir);
            }
        }
    }

    #[test]
    fn a_violation_found_before_the_cut_is_kept() {
        let sys = SpinLock {
            procs: 3,
            buggy: true,
        };
        let config = SearchConfig {
            max_violations: 0,
            ..SearchConfig::default()
        };
        let whole = search(&sys, &config);
        let (_, cut) = interrupted(&sys, &config, 1, 1);
        assert_eq!(whole.counterexamples.len(), cut.counterexamples.len());
        assert!(!cut.counterexamples.is_empty());
    }

    #[test]
    fn a_stack_whose_moves_do_not_replay_is_refused_not_a_panic() {
        let sys = Philosophers {
            n: 10,
            ordered: true,
        };
        let dir = scratch_dir("forged");
        let d = dir.clone();
        let monitor = Arc::new(Monitor::new());
        let m = monitor.clone();
        // A checkpoint whose checksum is right but whose stack names moves no state has.
        let writer = Box::new(move |mut im: SearchBody, _why: Reason| {
            m.cancel();
            let SearchBody::Exhaustive(ex) = &mut im else {
                unreachable!("an exhaustive search")
            };
            for st in &mut ex.stacks {
                st.labels.iter_mut().for_each(|b| *b = 200);
            }
            let file = CheckpointFile {
                meta: Meta::default(),
                search: im,
            };
            write_file(&d, &file, &[0; 32])
        });
        let plan = Checkpointing::new(Some(Duration::ZERO), writer, None);
        let config = SearchConfig {
            monitor,
            ..SearchConfig::default()
        };
        search_checkpointed(&sys, &config, &plan).expect("runs");
        let resume = open(&dir).expect("the file itself is whole");
        let plan = Checkpointing::new(None, Box::new(|_, _| Ok(0)), Some(resume));
        let e = search_checkpointed(&sys, &SearchConfig::default(), &plan)
            .expect_err("a stack that does not replay is refused");
        assert!(e.contains("cannot be replayed"), "{e}");
        let _ = std::fs::remove_dir_all(&dir);
    }

    /// The nested search (outer stack only: the toy has no accepting state) cut at every
    /// other poll and resumed ends as the uninterrupted one; a checkpoint whose stack names
    /// moves its states do not have is refused.
    #[test]
    fn a_nested_search_cut_and_resumed_is_the_uninterrupted_one() {
        use crate::explore::{nested_dfs, nested_dfs_checkpointed};
        let sys = Philosophers {
            n: 10,
            ordered: true,
        };
        let config = SearchConfig::default();
        let plain = nested_dfs(&sys, &config);
        let dir = scratch_dir("nested");
        let mut runs = 0;
        let out = loop {
            runs += 1;
            let monitor = Arc::new(Monitor::new());
            let config = SearchConfig {
                monitor: monitor.clone(),
                ..config.clone()
            };
            let plan = cutting_plan(&dir, 2, monitor, runs > 1);
            let out = nested_dfs_checkpointed(&sys, &config, &plan).expect("resumes");
            if out.stop.is_none() {
                break out;
            }
        };
        assert!(runs > 10, "{runs} runs");
        let (a, b) = (&plain.stats, &out.stats);
        assert_eq!(a.counters.stored, b.counters.stored);
        assert_eq!(a.counters.matched, b.counters.matched);
        assert_eq!(a.counters.transitions, b.counters.transitions);
        assert_eq!(a.max_depth, b.max_depth);
        // Forged: the outer stack's moves are not those of its states.
        let d = dir.clone();
        let monitor = Arc::new(Monitor::new());
        let m = monitor.clone();
        let writer = Box::new(move |mut im: SearchBody, _: Reason| {
            m.cancel();
            if let SearchBody::Nested(n) = &mut im {
                n.outer.labels.iter_mut().for_each(|b| *b = 7);
            }
            let file = CheckpointFile {
                meta: Meta::default(),
                search: im,
            };
            write_file(&d, &file, &[1; 32])
        });
        let plan = Checkpointing::new(Some(Duration::ZERO), writer, None);
        let config = SearchConfig {
            monitor,
            ..SearchConfig::default()
        };
        nested_dfs_checkpointed(&sys, &config, &plan).expect("runs");
        let plan = Checkpointing::new(None, Box::new(|_, _| Ok(0)), Some(open(&dir).unwrap()));
        let e =
            nested_dfs_checkpointed(&sys, &SearchConfig::default(), &plan).expect_err("refused");
        assert!(e.contains("are not those of the state"), "{e}");
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn damaged_checkpoints_are_refused_with_a_message() {
        let sys = Philosophers {
            n: 9,
            ordered: true,
        };
        let dir = scratch_dir("bad");
        let d = dir.clone();
        let monitor = Arc::new(Monitor::new());
        let m = monitor.clone();
        let writer = Box::new(move |im: SearchBody, _why: Reason| {
            m.cancel();
            write_file(
                &d,
                &CheckpointFile {
                    meta: Meta::default(),
                    search: im,
                },
                &[1; 32],
            )
        });
        let plan = Checkpointing::new(Some(Duration::ZERO), writer, None);
        let config = SearchConfig {
            monitor,
            ..SearchConfig::default()
        };
        search_checkpointed(&sys, &config, &plan).expect("runs");
        let good = std::fs::read(dir.join(FILE_NAME)).expect("written");
        let loaded = open(&dir).expect("a whole checkpoint opens");
        assert_eq!(loaded.fingerprint(), [1; 32]);
        drop(loaded);
        let path = dir.join(FILE_NAME);
        let mut tried = 0;
        for cut in [0, 10, HEADER, HEADER + 1, good.len() / 2, good.len() - 1] {
            std::fs::write(&path, &good[..cut]).expect("writes");
            let e = open(&dir).expect_err("a truncated checkpoint is refused");
            assert!(e.contains("not a usable checkpoint"), "{e}");
            tried += 1;
        }
        let step = (good.len() / 97).max(1);
        for at in (0..good.len()).step_by(step) {
            let mut bad = good.clone();
            bad[at] ^= 0x10;
            std::fs::write(&path, &bad).expect("writes");
            assert!(open(&dir).is_err(), "a flipped bit at {at} is caught");
            tried += 1;
        }
        assert!(tried > 50);
        let _ = std::fs::remove_dir_all(&dir);
    }
}
