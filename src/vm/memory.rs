//! Memory: objects addressed by (id, offset) pointers ([`PtrCodec`]), their bytes in pieces
//! shared copy-on-write between states, and the checks that turn bad accesses into
//! diagnostics.
//!
//! Every object — global, constant, stack slot, heap block, thread-local copy — has an entry
//! in the object table ([`ObjMeta`]) indexed by its id. An access of `len` bytes at offset
//! `off` is valid iff `off + len <= size`, where `size` is the object's capacity while it is
//! usable and 0 while it is freed, dead (returned frame, `lifetime.end`) or not allocated: one
//! comparison on the hot path; the reason for a failure is worked out on the cold path.
//!
//! # Pieces
//!
//! The bytes live in *pieces*, each an `Arc` shared by every state that has not changed it
//! (DIVINE's graph memory with snapshot sharing, Ročkai, Štill & Barnat 2018, at the grain of
//! objects and pages). Copying a state copies the object table and one pointer per piece;
//! the first write to a shared piece copies that piece alone (into a recycled piece's buffers
//! when this OS thread has one). So a successor costs the pieces it changes, and a search
//! stack of states costs what changed between them, not depth × state size.
//!
//! - Piece 0 holds the read-only statics (string literals, `const` tables, the code and
//!   block-address objects). It is written only while the program is loaded and then shared
//!   by every state for good: immutable data is outside the states' own memory.
//! - The mutable globals are packed into pages of up to [`PAGE`] bytes, a global never
//!   straddling two pages; a global larger than a page is paged on its own.
//! - Each dynamic object (stack slot, heap block, thread-local copy, arguments) has its own
//!   piece, or, if larger than [`PAGE`], consecutive pieces of [`PAGE`] bytes (its pages), so
//!   that a program writing one byte of a 1 GiB block copies 4 KiB, not the block.
//!
//! A *memory index* (`usize`, what [`Memory::index`] returns) is `piece << 32 | offset`; for a
//! paged object the piece is its first page and the offset runs over the whole object, so an
//! index plus `k` is byte `k` further in the same object, as with a flat buffer. The accessors
//! ([`Memory::read_at`], [`Memory::write_at`], [`Memory::copy_at`], [`Memory::fill_at`],
//! [`Memory::chunks_at`]) find the page; an access within one piece (every access to an
//! object of at most a page) is one bounds check on the fast path.
//!
//! Where pieces sit is not part of a state's canonical form ([`super::canon`]): equal objects
//! in different pieces are equal states.
//!
//! Fresh memory (stack and heap) is zero-filled: reading uninitialised memory reads zeros and
//! is not reported. This keeps execution deterministic and states canonical; it also means a
//! program that reads uninitialised memory may behave differently from a native run. (The
//! SV-COMP mode, [`Memory::track_init`], tracks written bytes instead and lets the search
//! choose the value of a read of unwritten ones.)
//!
//! Object ids are deterministic. In checking mode a freed id (a tombstone: a freed heap block
//! or a dead stack object) is reused by the next allocation, lowest id first, which keeps
//! states canonical — but only once nothing points to it any more: while a pointer in memory
//! or in a live register still names the tombstone ([`Memory::alloc`]'s [`Roots`]), its id
//! stays taken, so that a use of the dangling pointer is reported as the use after free (or of
//! a dead stack object) that it is, not as an access to whatever object came next. Pointers are
//! found by value: every pointer-sized, pointer-aligned word of a live object and every live
//! register is read as a pointer (a pointer hidden by arithmetic that takes it out of its
//! object's id, or stored unaligned in a packed structure, is not seen; an integer that looks
//! like a pointer keeps a tombstone, which costs a fresh id, never a verdict). The choice is
//! a function of the state's canonical form, so states equal there stay equal afterwards. In
//! `pancam run` freed ids wait in a quarantine (like AddressSanitizer's) before reuse, so
//! use-after-free is caught unless a great many objects were freed since.

use super::cow::{make_unique, unique_mut};
use super::handles::HandleMem;
use super::sym::{SymMem, SymRef};
use crate::bytecode::ptr::PtrCodec;
use std::collections::VecDeque;
use std::sync::Arc;

/// What an object is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum ObjKind {
    /// Not allocated.
    Vacant,
    /// The code object (function pointers).
    Code,
    /// Block addresses.
    BlockAddrs,
    /// A mutable global.
    Global,
    /// A read-only global (string literals, `const` tables).
    Constant,
    /// A stack object (alloca, varargs area, byval copy) of thread `owner`.
    Stack,
    /// A heap block.
    Heap,
    /// A freed heap block (tombstone).
    Freed,
    /// A stack object whose frame returned (tombstone).
    DeadStack,
    /// A thread's copy of a thread-local global.
    Tls,
    /// Program arguments (`argv` strings and array).
    Args,
}

impl ObjKind {
    /// A freed heap block or a dead stack object: an id that checking mode may reuse once
    /// nothing points to it.
    #[inline]
    pub fn is_tombstone(self) -> bool {
        matches!(self, ObjKind::Freed | ObjKind::DeadStack)
    }
}

/// Per-object flags.
pub mod flags {
    /// Writes are errors.
    pub const READONLY: u8 = 1;
    /// Between `llvm.lifetime.end` and the next `llvm.lifetime.start`.
    pub const LIFETIME_DEAD: u8 = 2;
    /// A stack or thread-local object whose address other threads may have: its accesses
    /// are shared (visible).
    pub const ESCAPED: u8 = 4;
    /// A [`super::ObjKind::Constant`] that the program declares as a mutable global but
    /// never writes ([`crate::bytecode::program::StaticKind::NeverWritten`]): diagnostics
    /// call it a global, as the program sees it.
    pub const GLOBAL: u8 = 8;
    /// A thread-local copy whose address its thread has taken (`Thread::tls_taken`).
    pub const TAKEN: u8 = 16;
}

/// An entry of the object table. 20 bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ObjMeta {
    /// The piece that holds the object's bytes (the first of its pages for a paged object;
    /// [`NO_PIECE`] for an object of no bytes).
    pub piece: u32,
    /// Offset of the object's bytes in its piece (0 for a paged object).
    pub base: u32,
    /// Accessible size: `cap` while usable, 0 otherwise.
    pub size: u32,
    /// Allocated size.
    pub cap: u32,
    /// Kind.
    pub kind: ObjKind,
    /// [`flags`].
    pub flags: u8,
    /// Owning thread of stack and thread-local objects.
    pub owner: u16,
}

impl ObjMeta {
    /// The memory index of the object's first byte (see [`Memory`]): byte `k` of the
    /// object is at `loc() + k`.
    #[inline(always)]
    pub fn loc(&self) -> usize {
        ((self.piece as usize) << 32) | self.base as usize
    }

    const VACANT: ObjMeta = ObjMeta {
        piece: NO_PIECE,
        base: 0,
        size: 0,
        cap: 0,
        kind: ObjKind::Vacant,
        flags: 0,
        owner: 0,
    };
}

/// Why an access failed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FaultKind {
    /// Dereference of the null pointer (or an address near it).
    Null,
    /// Dereference of an address that is no object.
    Invalid,
    /// Past the end (or before the start) of a live object.
    OutOfBounds,
    /// Into a freed heap block.
    UseAfterFree,
    /// Into a stack object whose frame returned or whose lifetime ended.
    DeadStack,
    /// Write to read-only memory.
    ReadOnly,
    /// A data access to a function or block address.
    CodeAccess,
    /// `free` of a pointer that is not the start of a live heap block.
    InvalidFree,
    /// `free` of an already freed block.
    DoubleFree,
    /// Overlapping `memcpy`.
    Overlap,
    /// Out of memory for the pointer encoding or the configured limit.
    Exhausted,
}

/// A failed access with enough context to explain it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fault {
    /// Why.
    pub kind: FaultKind,
    /// The pointer.
    pub ptr: u64,
    /// Access length.
    pub len: u64,
    /// Whether it was a write.
    pub write: bool,
    /// A sentence describing it.
    pub msg: String,
}

/// Bytes of a page: the unit of copy-on-write for objects larger than this, and the most a
/// page of packed globals holds.
pub const PAGE: usize = 4096;

/// [`ObjMeta::piece`] of an object without bytes.
pub const NO_PIECE: u32 = u32::MAX;

const _: () = assert!(
    usize::BITS == 64,
    "memory indices pack a piece and an offset into a usize"
);

/// Splits a memory index into its piece and offset.
#[inline(always)]
fn split(i: usize) -> (usize, usize) {
    (i >> 32, i & 0xffff_ffff)
}

/// The bytes of a piece, and (tracking only) one bit per byte, set once written.
///
/// Public only as an opaque handle: [`Memory::pages`] lends the pages of a large object so
/// that a visited set can keep one (an `Arc` clone) as the identity of its bytes. While
/// anyone holds such a clone, no state writes the piece in place (a write copies a shared
/// piece first), so an `Arc` pointer met again names the same bytes.
#[derive(Debug, Default)]
pub struct PieceData {
    bytes: Vec<u8>,
    init: Vec<u64>,
}

/// A piece, shared copy-on-write (see the module docs). Its `Arc` is never downgraded
/// ([`super::cow::unique_mut`]'s contract).
#[derive(Debug, Clone)]
struct Piece(Arc<PieceData>);

thread_local! {
    /// Pieces no state refers to any more, kept to be overwritten.
    static SPARE_PIECES: std::cell::RefCell<Vec<Arc<PieceData>>> =
        const { std::cell::RefCell::new(Vec::new()) };
}

/// Pieces kept per OS thread for reuse.
const SPARE_PIECES_MAX: usize = 256;

impl PieceData {
    /// The piece's bytes.
    pub fn bytes(&self) -> &[u8] {
        &self.bytes
    }

    /// The piece's initialisation bits (tracking only; bit `k` of word `k / 64` for byte
    /// `k`, missing words 0), for the state codec ([`super::codec`]).
    pub(crate) fn init_words(&self) -> &[u64] {
        &self.init
    }

    /// A piece of its own whose bytes and initialisation bits `fill` writes into empty
    /// buffers (a recycled piece's when this OS thread has one), for the state codec; `fill`'s
    /// error is passed on.
    pub(crate) fn new_shared<E>(
        fill: impl FnOnce(&mut Vec<u8>, &mut Vec<u64>) -> Result<(), E>,
    ) -> Result<Arc<PieceData>, E> {
        let mut res = Ok(());
        let p = Piece::with(|d| {
            d.bytes.clear();
            d.init.clear();
            res = fill(&mut d.bytes, &mut d.init);
        });
        res.map(|()| p.0)
    }
}

impl Piece {
    /// A piece from this OS thread's pool (or a new one), filled by `fill`.
    fn with(fill: impl FnOnce(&mut PieceData)) -> Piece {
        let spare = SPARE_PIECES
            .try_with(|p| p.borrow_mut().pop())
            .ok()
            .flatten();
        let mut a = spare.unwrap_or_default();
        match unique_mut(&mut a) {
            Some(d) => {
                fill(d);
                Piece(a)
            }
            None => {
                let mut d = PieceData::default();
                fill(&mut d);
                Piece(Arc::new(d))
            }
        }
    }

    /// `n` zero bytes.
    fn zeroed(n: usize) -> Piece {
        Piece::with(|d| {
            d.bytes.clear();
            d.bytes.resize(n, 0);
            d.init.clear();
        })
    }

    #[inline(always)]
    fn bytes(&self) -> &[u8] {
        &self.0.bytes
    }

    /// Write access, copying the piece first if another state shares it.
    #[inline(always)]
    fn data_mut(&mut self) -> &mut PieceData {
        make_unique(&mut self.0, Piece::unshared)
    }

    /// A copy of a shared piece, of its own.
    #[cold]
    fn unshared(src: &Arc<PieceData>) -> Arc<PieceData> {
        Piece::with(|d| {
            d.bytes.clone_from(&src.bytes);
            d.init.clone_from(&src.init);
        })
        .0
    }

    /// Gives the piece to this OS thread's pool if no state refers to it any more.
    fn recycle(self) {
        if Arc::strong_count(&self.0) == 1 && self.0.bytes.capacity() <= 2 * PAGE {
            let _ = SPARE_PIECES.try_with(|p| {
                let mut p = p.borrow_mut();
                if p.len() < SPARE_PIECES_MAX {
                    p.push(self.0);
                }
            });
        }
    }

    /// This state's share of the piece's bytes (its size over the states sharing it).
    fn share_of_bytes(&self) -> usize {
        (std::mem::size_of::<PieceData>()
            + 16
            + self.0.bytes.capacity()
            + self.0.init.capacity() * 8)
            / Arc::strong_count(&self.0).max(1)
    }
}

/// Walks the pieces an access at a memory index covers: [`Cursor::next_span`] gives
/// (piece, offset in it, length) until the access's bytes are used up. It borrows the memory
/// only for each step, so the same walk serves reads and writes.
struct Cursor {
    p: usize,
    off: usize,
    left: usize,
}

impl Cursor {
    #[inline]
    fn next_span(&mut self, mem: &Memory) -> Option<(usize, usize, usize)> {
        if self.left == 0 {
            return None;
        }
        let k = self
            .left
            .min(mem.piece_len(self.p).saturating_sub(self.off));
        assert!(
            k > 0,
            "memory index {:#x} past its object",
            (self.p << 32) | self.off
        );
        let span = (self.p, self.off, k);
        self.left -= k;
        self.p += 1;
        self.off = 0;
        Some(span)
    }
}

/// The values outside memory that may be pointers (the threads' live registers and the
/// like), which a checking-mode allocation consults before it reuses the id of a freed object
/// ([`Memory::alloc`]).
pub trait Roots {
    /// Calls `f` with each value.
    fn each(&self, f: &mut dyn FnMut(u64));
}

/// No values outside memory: for allocations made where no thread can hold a pointer
/// (loading, or before any object was freed).
pub struct NoRoots;

impl Roots for NoRoots {
    fn each(&self, _f: &mut dyn FnMut(u64)) {}
}

/// Every field of a [`Memory`] but the object table, the pieces and the symbolic part: the
/// allocator's bookkeeping and the configuration, for the state codec ([`super::codec`]),
/// which writes them with [`Memory::meta`] and builds a memory back with
/// [`Memory::from_parts`]. The fields mean what [`Memory`]'s do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct MemoryMeta {
    /// Slots below this index hold statics.
    pub static_pieces: u32,
    /// Lowest slot that might be free (a hint).
    pub piece_hint: u32,
    /// The page of globals the next small global is packed into.
    pub globals_page: Option<u32>,
    /// First id that may be allocated dynamically.
    pub first_dynamic: u32,
    /// Lowest id that might be free (a hint).
    pub free_hint: u32,
    /// Freed ids not yet reusable (run mode), oldest first.
    pub quarantine: VecDeque<u32>,
    /// Capacity of the quarantine.
    pub quarantine_cap: usize,
    /// Ids out of quarantine, ready for reuse.
    pub vacant: Vec<u32>,
    /// The pointer codec.
    pub codec: PtrCodec,
    /// Bytes of heap currently allocated.
    pub heap_bytes: u64,
    /// Heap limit in bytes.
    pub heap_limit: u64,
    /// Initialisation tracking.
    pub track_init: bool,
}

/// All objects and their bytes.
#[derive(Debug)]
pub struct Memory {
    /// The object table, indexed by id.
    pub objs: Vec<ObjMeta>,
    /// The pieces (see the module docs); `None`: a free slot.
    pieces: Vec<Option<Piece>>,
    /// Slots below this index hold statics (never freed).
    static_pieces: u32,
    /// Lowest slot of `pieces` that might be free (a hint; ≥ `static_pieces`).
    piece_hint: u32,
    /// The page of globals `push_static` packs the next small global into.
    globals_page: Option<u32>,
    /// First id that may be allocated dynamically.
    pub first_dynamic: u32,
    /// Lowest id that might be free (a hint; ≥ `first_dynamic`).
    free_hint: u32,
    /// Freed ids not yet reusable (run mode), oldest first.
    quarantine: VecDeque<u32>,
    /// Capacity of the quarantine (0: reuse at once, as checking needs).
    quarantine_cap: usize,
    /// Ids out of quarantine, ready for reuse (run mode only; LIFO).
    vacant: Vec<u32>,
    /// The pointer codec.
    pub codec: PtrCodec,
    /// Bytes of heap currently allocated, and the limit.
    pub heap_bytes: u64,
    /// Heap limit in bytes (`malloc` returns NULL beyond it).
    pub heap_limit: u64,
    /// Track which bytes of stack objects and `malloc` blocks were ever written
    /// ([`Memory::written`]); reads of others are then nondeterministic (the SV-COMP mode).
    /// Globals, constants, `calloc` blocks and arguments start written.
    pub track_init: bool,
    /// Lazy nondeterministic values ([`super::sym`]): the symbols and the marked cells
    /// (whose bytes here are 0); `None` while there are none. Shared copy-on-write.
    pub sym: Option<Arc<SymMem>>,
    /// The memory cells that hold thread handles ([`super::handles`]), when the VM keeps
    /// them (the symmetry reduction); `None` while there are none. Shared copy-on-write.
    pub handles: Option<Arc<HandleMem>>,
    /// The weak memory model's state ([`super::weak`]); `None` under sequential
    /// consistency. Shared copy-on-write.
    pub weak: Option<Arc<super::weak::WeakMem>>,
}

thread_local! {
    /// The memory index of a marked cell ([`Memory::sym`]) that a read through the plain
    /// accessors touched on this OS thread (or a write cut in part), `usize::MAX` if none:
    /// a builtin that reads a symbolic value is undone and re-run once the value is concrete
    /// (see `Vm::run_ctl`). Kept here rather than in the memory, whose size every state
    /// copy pays.
    static SYM_TOUCHED: std::cell::Cell<usize> = const { std::cell::Cell::new(usize::MAX) };
}

/// Forgets the marked cell a plain access touched ([`sym_touched`]).
pub fn sym_untouch() {
    SYM_TOUCHED.with(|t| t.set(usize::MAX));
}

/// The memory index of the first marked cell a plain access touched since
/// [`sym_untouch`], if any.
pub fn sym_touched() -> Option<usize> {
    SYM_TOUCHED.with(|t| Some(t.get()).filter(|&k| k != usize::MAX))
}

/// Notes that a plain access touched the marked cell at `k` (the first one counts).
fn sym_touch(k: usize) {
    SYM_TOUCHED.with(|t| {
        if t.get() == usize::MAX {
            t.set(k);
        }
    });
}

impl Clone for Memory {
    fn clone(&self) -> Self {
        Memory {
            objs: self.objs.clone(),
            pieces: self.pieces.clone(),
            static_pieces: self.static_pieces,
            piece_hint: self.piece_hint,
            globals_page: self.globals_page,
            first_dynamic: self.first_dynamic,
            free_hint: self.free_hint,
            quarantine: self.quarantine.clone(),
            quarantine_cap: self.quarantine_cap,
            vacant: self.vacant.clone(),
            codec: self.codec,
            heap_bytes: self.heap_bytes,
            heap_limit: self.heap_limit,
            track_init: self.track_init,
            sym: self.sym.clone(),
            handles: self.handles.clone(),
            weak: self.weak.clone(),
        }
    }

    /// Copies `o` into `self` reusing `self`'s buffers: the explorer recycles dead states
    /// this way so that computing a successor allocates nothing in the steady state. The
    /// pieces are shared, not copied.
    fn clone_from(&mut self, o: &Self) {
        self.objs.clone_from(&o.objs);
        // A recycled memory keeps its pieces (`State::recycle`; at least piece 0, which no
        // state writes, see `recycle_pieces`): those it shares with `o` stay without counting
        // a reference again, the others go to the pool.
        if self.pieces.len() > o.pieces.len() {
            for p in self.pieces.drain(o.pieces.len()..).flatten() {
                p.recycle();
            }
        }
        for (a, b) in self.pieces.iter_mut().zip(&o.pieces) {
            let same = match (&*a, b) {
                (Some(x), Some(y)) => Arc::ptr_eq(&x.0, &y.0),
                (None, None) => true,
                _ => false,
            };
            if !same && let Some(old) = std::mem::replace(a, b.clone()) {
                old.recycle();
            }
        }
        let n = self.pieces.len();
        self.pieces.extend_from_slice(&o.pieces[n..]);
        self.static_pieces = o.static_pieces;
        self.piece_hint = o.piece_hint;
        self.globals_page = o.globals_page;
        self.first_dynamic = o.first_dynamic;
        self.free_hint = o.free_hint;
        self.quarantine.clone_from(&o.quarantine);
        self.quarantine_cap = o.quarantine_cap;
        self.vacant.clone_from(&o.vacant);
        self.codec = o.codec;
        self.heap_bytes = o.heap_bytes;
        self.heap_limit = o.heap_limit;
        self.track_init = o.track_init;
        self.sym.clone_from(&o.sym);
        self.handles.clone_from(&o.handles);
        self.weak.clone_from(&o.weak);
    }
}

impl Memory {
    /// The heap bytes this memory uses beside `base`, a state it was copied from: its own
    /// tables, and the pieces it does not share with `base` (slot by slot). For the memory
    /// account of a kept successor, whose pieces are mostly its parent's.
    pub fn heap_size_beside(&self, base: &Memory) -> usize {
        let own = self
            .pieces
            .iter()
            .enumerate()
            .filter_map(|(i, p)| {
                let p = p.as_ref()?;
                let same = base
                    .pieces
                    .get(i)
                    .and_then(Option::as_ref)
                    .is_some_and(|b| Arc::ptr_eq(&b.0, &p.0));
                (!same).then(|| {
                    std::mem::size_of::<PieceData>()
                        + 16
                        + p.0.bytes.capacity()
                        + p.0.init.capacity() * 8
                })
            })
            .sum::<usize>();
        self.objs.capacity() * std::mem::size_of::<ObjMeta>()
            + self.pieces.capacity() * std::mem::size_of::<Option<Piece>>()
            + (self.vacant.capacity() + self.quarantine.capacity()) * 4
            + own
    }

    /// This memory's share of the heap bytes it uses: its own tables, and each piece's bytes
    /// divided by the number of states sharing it, so that summing over the states of a
    /// search stack counts each piece once.
    pub fn heap_size(&self) -> usize {
        self.objs.capacity() * std::mem::size_of::<ObjMeta>()
            + self.pieces.capacity() * std::mem::size_of::<Option<Piece>>()
            + self
                .pieces
                .iter()
                .flatten()
                .map(Piece::share_of_bytes)
                .sum::<usize>()
            + (self.vacant.capacity() + self.quarantine.capacity()) * 4
    }

    /// How many piece slots the memory has.
    pub fn pieces_len(&self) -> usize {
        self.pieces.len()
    }

    /// The piece in slot `p` (`None`: a free slot, or past the end), for the state codec
    /// ([`super::codec`]), which compares it with another state's by pointer.
    pub(crate) fn piece_arc(&self, p: usize) -> Option<&Arc<PieceData>> {
        self.pieces.get(p)?.as_ref().map(|x| &x.0)
    }

    /// Every field but `objs`, `pieces` and `sym`, copied (see [`MemoryMeta`]).
    pub(crate) fn meta(&self) -> MemoryMeta {
        // Destructured so that a new field does not go unnoticed by the codec.
        let Memory {
            objs: _,
            pieces: _,
            static_pieces,
            piece_hint,
            globals_page,
            first_dynamic,
            free_hint,
            quarantine,
            quarantine_cap,
            vacant,
            codec,
            heap_bytes,
            heap_limit,
            track_init,
            sym: _,
            handles: _,
            weak: _,
        } = self;
        MemoryMeta {
            static_pieces: *static_pieces,
            piece_hint: *piece_hint,
            globals_page: *globals_page,
            first_dynamic: *first_dynamic,
            free_hint: *free_hint,
            quarantine: quarantine.clone(),
            quarantine_cap: *quarantine_cap,
            vacant: vacant.clone(),
            codec: *codec,
            heap_bytes: *heap_bytes,
            heap_limit: *heap_limit,
            track_init: *track_init,
        }
    }

    /// A memory made of its parts (the state codec's decoder): the object table, the piece
    /// slots (`None`: free), the rest ([`MemoryMeta`]) and the symbolic part. The caller
    /// vouches for their consistency (objects within their pieces).
    pub(crate) fn from_parts(
        objs: Vec<ObjMeta>,
        pieces: Vec<Option<Arc<PieceData>>>,
        meta: MemoryMeta,
        sym: Option<Arc<SymMem>>,
        handles: Option<Arc<HandleMem>>,
    ) -> Memory {
        let MemoryMeta {
            static_pieces,
            piece_hint,
            globals_page,
            first_dynamic,
            free_hint,
            quarantine,
            quarantine_cap,
            vacant,
            codec,
            heap_bytes,
            heap_limit,
            track_init,
        } = meta;
        Memory {
            objs,
            pieces: pieces.into_iter().map(|p| p.map(Piece)).collect(),
            static_pieces,
            piece_hint,
            globals_page,
            first_dynamic,
            free_hint,
            quarantine,
            quarantine_cap,
            vacant,
            codec,
            heap_bytes,
            heap_limit,
            track_init,
            sym,
            handles,
            weak: None,
        }
    }

    /// Whether a sample of the dynamic pieces (8, evenly spaced) are all shared with other
    /// states: a dead state for which this holds pins little that no live state holds.
    pub fn mostly_shared(&self) -> bool {
        let n = self.pieces.len();
        let first = (self.static_pieces as usize).min(n);
        let step = ((n - first) / 8).max(1);
        (first..n)
            .step_by(step)
            .take(8)
            .filter_map(|p| self.pieces[p].as_ref())
            .all(|p| Arc::strong_count(&p.0) > 1)
    }

    /// Gives the pieces no other state shares to this OS thread's pool and empties the
    /// piece list but for piece 0 (a dead state's memory, about to be reused by
    /// `clone_from`). Piece 0 is never written, so keeping it costs the live states nothing,
    /// and the next `clone_from` need not count a reference to it again.
    pub fn recycle_pieces(&mut self) {
        let keep = usize::from(!self.pieces.is_empty());
        for p in self.pieces.drain(keep..).flatten() {
            p.recycle();
        }
    }

    /// An empty memory for pointers encoded by `codec`.
    pub fn new(codec: PtrCodec, quarantine_cap: usize, heap_limit: u64) -> Memory {
        Memory {
            objs: Vec::new(),
            // Piece 0: the read-only statics.
            pieces: vec![Some(Piece(Arc::new(PieceData::default())))],
            static_pieces: 1,
            piece_hint: 1,
            globals_page: None,
            first_dynamic: 0,
            free_hint: 0,
            quarantine: VecDeque::new(),
            quarantine_cap,
            vacant: Vec::new(),
            codec,
            heap_bytes: 0,
            heap_limit,
            track_init: false,
            sym: None,
            handles: None,
            weak: None,
        }
    }

    /// The pieces an access of `n` bytes at memory index `i` covers.
    #[inline]
    fn spans(&self, i: usize, n: usize) -> impl Iterator<Item = (usize, usize, usize)> + '_ {
        let mut c = self.cursor(i, n);
        std::iter::from_fn(move || c.next_span(self))
    }

    /// A [`Cursor`] at memory index `i` for `n` bytes.
    #[inline]
    fn cursor(&self, i: usize, n: usize) -> Cursor {
        let (p, off) = self.start(i);
        Cursor { p, off, left: n }
    }

    /// The piece and offset of the byte at memory index `i`.
    #[inline(always)]
    fn start(&self, i: usize) -> (usize, usize) {
        let (p, off) = split(i);
        if off < PAGE || self.piece_len(p) > off {
            (p, off)
        } else {
            // A later page of a paged object (its pages are exactly PAGE bytes but the last;
            // piece 0, the one piece over a page, is not paged).
            (p + off / PAGE, off % PAGE)
        }
    }

    /// Calls `f(piece, offset, length, done)` for each piece an access of `n` bytes at
    /// memory index `i` covers, the piece made a copy of its own first if shared; `done`
    /// counts the bytes of the earlier pieces.
    fn spans_mut(
        &mut self,
        i: usize,
        n: usize,
        mut f: impl FnMut(&mut PieceData, usize, usize, usize),
    ) {
        let mut c = self.cursor(i, n);
        let mut done = 0;
        while let Some((p, off, k)) = c.next_span(self) {
            f(self.data_mut(p), off, k, done);
            done += k;
        }
    }

    #[inline(always)]
    fn piece_len(&self, p: usize) -> usize {
        self.pieces
            .get(p)
            .and_then(|x| x.as_ref())
            .map_or(0, |x| x.bytes().len())
    }

    #[inline(always)]
    fn data_mut(&mut self, p: usize) -> &mut PieceData {
        self.pieces[p].as_mut().expect("a live piece").data_mut()
    }

    /// Sets the initialisation bits of bytes `i..i + n` to `v` (tracking only).
    fn set_init(&mut self, i: usize, n: usize, v: bool) {
        self.set_init_with(i, n, |_| v);
    }

    /// Sets the initialisation bit of byte `i + j` to `v(j)`, for `j` in `0..n`.
    fn set_init_with(&mut self, i: usize, n: usize, v: impl Fn(usize) -> bool) {
        self.spans_mut(i, n, |d, off, k, done| {
            let need = d.bytes.len().div_ceil(64);
            if d.init.len() < need {
                d.init.resize(need, 0);
            }
            for (j, b) in (off..off + k).enumerate() {
                if v(done + j) {
                    d.init[b / 64] |= 1 << (b % 64);
                } else {
                    d.init[b / 64] &= !(1 << (b % 64));
                }
            }
        });
    }

    /// Whether byte `k` of piece `p` was initialised (tracking only).
    #[inline]
    fn is_init(&self, p: usize, k: usize) -> bool {
        self.pieces
            .get(p)
            .and_then(|x| x.as_ref())
            .and_then(|x| x.0.init.get(k / 64))
            .is_some_and(|w| w >> (k % 64) & 1 != 0)
    }

    /// The initialisation bits of bytes `i..i + n`, in order.
    fn init_of(&self, i: usize, n: usize) -> Vec<bool> {
        self.spans(i, n)
            .flat_map(|(p, off, k)| (off..off + k).map(move |b| (p, b)))
            .map(|(p, b)| self.is_init(p, b))
            .collect()
    }

    /// Records that bytes `i..i + n` were written.
    #[inline]
    pub fn written(&mut self, i: usize, n: usize) {
        if self.track_init {
            self.set_init(i, n, true);
        }
    }

    /// Copies the initialisation bits of `n` bytes from `si` to `di` (after the bytes
    /// themselves were copied: a copy of uninitialised memory stays uninitialised).
    pub fn copied(&mut self, si: usize, di: usize, n: usize) {
        if !self.track_init || si == di || n == 0 {
            return;
        }
        let bits = self.init_of(si, n);
        self.set_init_with(di, n, |j| bits[j]);
    }

    /// Whether some byte of `i..i + n` was never written (tracking only).
    #[inline]
    pub fn uninit_in(&self, i: usize, n: usize) -> bool {
        self.track_init
            && self
                .spans(i, n)
                .any(|(p, off, k)| (off..off + k).any(|b| !self.is_init(p, b)))
    }

    /// Gives the never-written bytes of `i..i + n` the bytes of `v` at their positions
    /// (little-endian, `v`'s byte `j` for byte `i + j`) and marks the range written: a
    /// nondeterministic value chosen for an uninitialised read.
    pub fn fill_uninit(&mut self, i: usize, n: usize, v: u64) {
        let bits = self.init_of(i, n);
        let mut cur = vec![0u8; n];
        self.read_at(i, &mut cur);
        for (j, b) in cur.iter_mut().enumerate() {
            if !bits[j] {
                *b = if j < 8 { (v >> (8 * j)) as u8 } else { 0 };
            }
        }
        self.write_at(i, &cur);
        self.set_init(i, n, true);
    }

    /// The pages of object `o`, in order, if it is paged (a dynamic object or writable
    /// global over [`PAGE`] bytes: pieces of exactly `PAGE` bytes but the last), else
    /// `None`. For the canonical form: a page shared with an earlier state is known by its
    /// `Arc` (see [`PieceData`]).
    pub fn pages(&self, o: &ObjMeta) -> Option<impl Iterator<Item = &Arc<PieceData>> + '_> {
        if o.cap as usize <= PAGE || o.piece == 0 || o.piece == NO_PIECE {
            return None;
        }
        let n = (o.cap as usize).div_ceil(PAGE);
        let first = o.piece as usize;
        let pages = self.pieces.get(first..first + n)?;
        debug_assert!(pages.iter().enumerate().all(|(k, p)| {
            p.as_ref()
                .is_some_and(|p| p.bytes().len() == PAGE.min(o.cap as usize - k * PAGE))
        }));
        Some(pages.iter().map(|p| &p.as_ref().expect("a live page").0))
    }

    /// The initialisation bits of object `id` as bytes (one per byte of the object, 0 or
    /// 1), for canonical states; empty when not tracking.
    pub fn init_bits(&self, id: u32) -> Vec<u8> {
        if !self.track_init {
            return Vec::new();
        }
        let o = self.objs[id as usize];
        self.init_of(o.loc(), o.cap as usize)
            .into_iter()
            .map(u8::from)
            .collect()
    }

    /// Copies the `out.len()` bytes at memory index `i` into `out`.
    #[inline(always)]
    pub fn read_at(&self, i: usize, out: &mut [u8]) {
        if self.sym.is_some() {
            self.sym_read(i, out.len());
        }
        if let Some(h) = &self.handles
            && h.near(i, out.len())
        {
            self.handles_read(i, out.len());
        }
        let (p, off) = split(i);
        if let Some(Some(pc)) = self.pieces.get(p)
            && let Some(s) = pc.bytes().get(off..off + out.len())
        {
            out.copy_from_slice(s);
            return;
        }
        // Within one later page of a paged object (piece 0, the one piece over a page that
        // is not paged, took the path above).
        if let Some(Some(pc)) = self.pieces.get(p + off / PAGE)
            && let Some(s) = pc.bytes().get(off % PAGE..off % PAGE + out.len())
        {
            out.copy_from_slice(s);
            return;
        }
        self.read_slow(i, out);
    }

    #[cold]
    fn read_slow(&self, i: usize, out: &mut [u8]) {
        let mut j = 0;
        for (p, off, k) in self.spans(i, out.len()) {
            let b = self.pieces[p].as_ref().expect("a live piece").bytes();
            out[j..j + k].copy_from_slice(&b[off..off + k]);
            j += k;
        }
    }

    /// Writes `src` at memory index `i` (the caller checked the access with
    /// [`Memory::index_w`]).
    #[inline(always)]
    pub fn write_at(&mut self, i: usize, src: &[u8]) {
        if self.sym.is_some() {
            self.sym_write(i, src.len());
        }
        if let Some(h) = &self.handles
            && h.near(i, src.len())
        {
            self.handles_write(i, src.len());
        }
        // The object's piece, or (a paged object) the page the access starts in.
        let (p, off) = self.start(i);
        if let Some(Some(pc)) = self.pieces.get_mut(p)
            && off + src.len() <= pc.bytes().len()
        {
            // A copy has its original's length, so the range is there (`get_mut` instead of
            // indexing: one instruction count less per store, measured; nothing is skipped).
            if let Some(b) = pc.data_mut().bytes.get_mut(off..off + src.len()) {
                b.copy_from_slice(src);
            }
            return;
        }
        self.write_slow(i, src);
    }

    #[cold]
    fn write_slow(&mut self, i: usize, src: &[u8]) {
        self.spans_mut(i, src.len(), |d, off, k, done| {
            d.bytes[off..off + k].copy_from_slice(&src[done..done + k]);
        });
    }

    /// Sets the `n` bytes at memory index `i` to `v`.
    pub fn fill_at(&mut self, i: usize, n: usize, v: u8) {
        if self.sym.is_some() {
            self.sym_write(i, n);
        }
        if let Some(h) = &self.handles
            && h.near(i, n)
        {
            self.handles_write(i, n);
        }
        self.spans_mut(i, n, |d, off, k, _| d.bytes[off..off + k].fill(v));
    }

    /// Copies `n` bytes from memory index `si` to `di`; the ranges may overlap (`memmove`).
    pub fn copy_at(&mut self, si: usize, di: usize, n: usize) {
        if n == 0 || si == di {
            return;
        }
        if self.sym.is_some() {
            self.sym_read(si, n);
            self.sym_write(di, n);
        }
        if self.handles.is_some() {
            self.handles_copy(si, di, n);
        }
        let ((sp, so), (dp, d_off)) = (self.start(si), self.start(di));
        if so + n > self.piece_len(sp) || d_off + n > self.piece_len(dp) {
            // Across pages of a paged object: through a buffer (the ranges may overlap).
            let mut buf = vec![0u8; n];
            self.read_at(si, &mut buf);
            self.write_at(di, &buf);
        } else if sp == dp {
            self.data_mut(sp).bytes.copy_within(so..so + n, d_off);
        } else {
            // Two pieces: borrow both, no buffer.
            let (s, d) = if sp < dp {
                let (l, r) = self.pieces.split_at_mut(dp);
                (l[sp].as_ref(), r[0].as_mut())
            } else {
                let (l, r) = self.pieces.split_at_mut(sp);
                (r[0].as_ref(), l[dp].as_mut())
            };
            let (s, d) = (s.expect("a live piece"), d.expect("a live piece"));
            d.data_mut().bytes[d_off..d_off + n].copy_from_slice(&s.bytes()[so..so + n]);
        }
    }

    /// A plain read of `i..i + n` (not one the VM made symbolic-aware): notes a marked cell
    /// it touches, whose bytes here are only a placeholder.
    #[cold]
    fn sym_read(&self, i: usize, n: usize) {
        if let Some(s) = &self.sym
            && let Some((k, _, _)) = s.overlapping(i, n).next()
        {
            sym_touch(k);
        }
    }

    /// A write of `i..i + n`: the marked cells it covers are concrete from now on; one it
    /// covers in part is noted as touched (the rest of its bytes would be wrong).
    #[cold]
    fn sym_write(&mut self, i: usize, n: usize) {
        let Some(s) = self.sym.as_mut() else { return };
        let hit: Vec<(usize, u8)> = s.overlapping(i, n).map(|(k, l, _)| (k, l)).collect();
        if hit.is_empty() {
            return;
        }
        for &(k, l) in &hit {
            if k < i || k + usize::from(l) > i + n {
                sym_touch(k);
            }
        }
        let s = Arc::make_mut(s);
        for (k, _) in hit {
            s.cells.remove(&k);
        }
    }

    /// The marked cell at memory index `i` of exactly `n` bytes, if there is one.
    pub fn sym_cell(&self, i: usize, n: usize) -> Option<SymRef> {
        let s = self.sym.as_ref()?;
        match s.cells.get(&i) {
            Some(&(l, r)) if usize::from(l) == n => Some(r),
            _ => None,
        }
    }

    /// A plain read of `i..i + n`: notes a marked cell it touches ([`super::handles`]).
    #[cold]
    fn handles_read(&self, i: usize, n: usize) {
        if let Some(h) = &self.handles
            && h.overlapping(i, n).next().is_some()
        {
            super::handles::touch();
        }
    }

    /// A write of `i..i + n`: the marked cells it covers hold something else now; one it
    /// covers in part leaves bytes of a handle behind, which observes it.
    #[cold]
    fn handles_write(&mut self, i: usize, n: usize) {
        let Some(h) = self.handles.as_ref() else {
            return;
        };
        let hit: Vec<(usize, u8)> = h.overlapping(i, n).collect();
        if hit.is_empty() {
            return;
        }
        if hit
            .iter()
            .any(|&(k, w)| k < i || k + usize::from(w) > i + n)
        {
            super::handles::observe(|| "a write over part of a thread handle".into());
        }
        self.unmark_handles(i, n);
    }

    /// A copy of `n` bytes from `si` to `di`: the marked cells of the source go along, whole;
    /// a cell copied in part is observed.
    #[cold]
    fn handles_copy(&mut self, si: usize, di: usize, n: usize) {
        let Some(h) = self.handles.as_ref() else {
            return;
        };
        let src: Vec<(usize, u8)> = h.overlapping(si, n).collect();
        if src
            .iter()
            .any(|&(k, w)| k < si || k + usize::from(w) > si + n)
        {
            super::handles::observe(|| "a copy of part of a thread handle".into());
        }
        self.handles_write(di, n);
        for (k, w) in src {
            if k >= si && k + usize::from(w) <= si + n {
                self.mark_handle(k - si + di, usize::from(w));
            }
        }
    }

    /// Whether the `n` bytes at memory index `i` are exactly a marked cell.
    #[inline]
    pub fn handle_cell(&self, i: usize, n: usize) -> bool {
        self.handles
            .as_ref()
            .is_some_and(|h| h.cells.get(i) == Some(n as u8))
    }

    /// Whether some marked cell overlaps the `n` bytes at memory index `i`.
    #[inline]
    pub fn touches_handle(&self, i: usize, n: usize) -> bool {
        self.handles
            .as_ref()
            .is_some_and(|h| h.overlapping(i, n).next().is_some())
    }

    /// Marks the `n` bytes at memory index `i` as a cell holding a thread handle (replacing
    /// the cells they overlap).
    pub fn mark_handle(&mut self, i: usize, n: usize) {
        let h = Arc::make_mut(self.handles.get_or_insert_with(Default::default));
        let old: Vec<usize> = h.overlapping(i, n).map(|(k, _)| k).collect();
        for k in old {
            h.cells.remove(k);
        }
        h.cells.insert(i, n as u8);
    }

    /// Unmarks the cells that overlap the `n` bytes at memory index `i`.
    pub fn unmark_handles(&mut self, i: usize, n: usize) {
        let Some(h) = self.handles.as_mut() else {
            return;
        };
        let old: Vec<usize> = h.overlapping(i, n).map(|(k, _)| k).collect();
        if old.is_empty() {
            return;
        }
        let h = Arc::make_mut(h);
        for k in old {
            h.cells.remove(k);
        }
        if h.cells.is_empty() {
            self.handles = None;
        }
    }

    /// Calls `f` with the bytes at memory index `i`, `n` of them, in order (one slice per
    /// piece they lie in).
    #[inline]
    pub fn chunks_at(&self, i: usize, n: usize, f: impl FnMut(&[u8])) {
        if self.sym.is_some() {
            self.sym_read(i, n);
        }
        if self.handles.is_some() {
            self.handles_read(i, n);
        }
        self.chunks_raw(i, n, f);
    }

    /// [`Self::chunks_at`] for the VM's own scans (for pointers: [`Self::pinned_tombstones`],
    /// [`super::argobj`]), which read every word and observe no marked cell: the program
    /// read nothing.
    pub(crate) fn chunks_raw(&self, i: usize, n: usize, mut f: impl FnMut(&[u8])) {
        let (p, off) = self.start(i);
        if let Some(Some(pc)) = self.pieces.get(p)
            && let Some(s) = pc.bytes().get(off..off + n)
        {
            f(s);
            return;
        }
        for (p, off, k) in self.spans(i, n) {
            f(&self.pieces[p].as_ref().expect("a live piece").bytes()[off..off + k]);
        }
    }

    /// The little-endian unsigned value of the `w` (at most 8) bytes at memory index `i`,
    /// read as [`Self::chunks_raw`] reads (no marked cell observed).
    pub(crate) fn uint_raw(&self, i: usize, w: usize) -> u64 {
        let mut b = [0u8; 8];
        let mut at = 0;
        self.chunks_raw(i, w, |c| {
            b[at..at + c.len()].copy_from_slice(c);
            at += c.len();
        });
        u64::from_le_bytes(b)
    }

    /// A free run of `n` piece slots for a dynamic object, filled with pieces made by
    /// `make(k)` for its `k`th page. Returns the first slot.
    fn place(&mut self, n: usize, mut make: impl FnMut(usize) -> Piece) -> u32 {
        let mut p = self.piece_hint.max(self.static_pieces) as usize;
        // The first run of `n` free slots, or free slots up to the end to extend.
        while let Some(k) = (p..(p + n).min(self.pieces.len())).find(|&q| self.pieces[q].is_some())
        {
            p = k + 1;
        }
        if self.pieces.len() < p + n {
            self.pieces.resize_with(p + n, || None);
        }
        for k in 0..n {
            self.pieces[p + k] = Some(make(k));
        }
        if n == 1 && p as u32 == self.piece_hint {
            self.piece_hint += 1;
        }
        p as u32
    }

    /// Frees the pieces of object `o` (a dynamic object being released).
    fn unplace(&mut self, o: &ObjMeta) {
        if o.piece == NO_PIECE || o.piece < self.static_pieces {
            return;
        }
        let n = (o.cap as usize).div_ceil(PAGE).max(1);
        for k in 0..n {
            if let Some(pc) = self
                .pieces
                .get_mut(o.piece as usize + k)
                .and_then(Option::take)
            {
                pc.recycle();
            }
        }
        self.piece_hint = self.piece_hint.min(o.piece);
        while self.pieces.len() > self.static_pieces as usize
            && self.pieces.last().is_some_and(Option::is_none)
        {
            self.pieces.pop();
        }
    }

    /// Adds a static object with id `objs.len()` and the given initial bytes.
    pub fn push_static(&mut self, kind: ObjKind, init: &[u8], readonly: bool) -> u32 {
        let id = self.objs.len() as u32;
        let usable = !matches!(kind, ObjKind::Code | ObjKind::BlockAddrs | ObjKind::Vacant);
        let cap = init.len() as u32;
        let fixed = readonly || !usable || kind == ObjKind::Constant;
        let (piece, base) = if init.is_empty() {
            (NO_PIECE, 0)
        } else if fixed {
            // Piece 0, which no state writes.
            let d = self.data_mut(0);
            let base = d.bytes.len() as u32;
            d.bytes.extend_from_slice(init);
            (0, base)
        } else if init.len() <= PAGE {
            // Packed with the other small globals.
            let page = self
                .globals_page
                .filter(|&g| self.piece_len(g as usize) + init.len() <= PAGE);
            match page {
                Some(g) => {
                    let d = self.data_mut(g as usize);
                    let base = d.bytes.len() as u32;
                    d.bytes.extend_from_slice(init);
                    (g, base)
                }
                None => {
                    let g = self.pieces.len() as u32;
                    self.pieces.push(Some(Piece(Arc::new(PieceData {
                        bytes: init.to_vec(),
                        init: Vec::new(),
                    }))));
                    self.globals_page = Some(g);
                    (g, 0)
                }
            }
        } else {
            let g = self.pieces.len() as u32;
            for page in init.chunks(PAGE) {
                self.pieces.push(Some(Piece(Arc::new(PieceData {
                    bytes: page.to_vec(),
                    init: Vec::new(),
                }))));
            }
            (g, 0)
        };
        self.static_pieces = self.pieces.len() as u32;
        self.piece_hint = self.static_pieces;
        self.objs.push(ObjMeta {
            piece,
            base,
            size: if usable { cap } else { 0 },
            cap,
            kind,
            flags: if readonly { flags::READONLY } else { 0 },
            owner: 0,
        });
        if self.track_init && !init.is_empty() {
            let o = self.objs[id as usize];
            self.set_init(o.loc(), init.len(), true);
        }
        self.first_dynamic = self.objs.len() as u32;
        self.free_hint = self.first_dynamic;
        id
    }

    /// Allocates an object of `size` zero bytes. Returns its id.
    ///
    /// In checking mode the id is the lowest one that is vacant or a tombstone that no pointer
    /// names: in memory, or among the values of `roots` (see the module docs). `roots` is
    /// consulted only when a tombstone could be reused.
    pub fn alloc(
        &mut self,
        kind: ObjKind,
        size: u64,
        owner: u16,
        roots: &dyn Roots,
    ) -> Result<u32, FaultKind> {
        if size >= self.codec.max_size() || size > u64::from(u32::MAX) {
            return Err(FaultKind::Exhausted);
        }
        let size = size as u32;
        // On 32-bit targets the ids that can hold objects over 4 KiB are few: small objects
        // leave the upper half of them alone.
        let reserved = self
            .codec
            .large_id_limit()
            .filter(|_| u64::from(size) <= self.codec.max_size_of(u32::MAX))
            .map(|l| l / 2..l);
        // Which tombstones pointers name (a bitset by id), worked out when first needed; and
        // the lowest tombstone passed over, where the next allocation starts looking (a
        // pointer to it may be gone by then).
        let mut pinned: Option<Vec<u64>> = None;
        let mut pinned_below: Option<u32> = None;
        let mut id = if self.quarantine_cap > 0 {
            // Run mode: any id out of quarantine, else a new one.
            let mut skipped = Vec::new();
            let id = loop {
                match self.vacant.pop() {
                    Some(v) if reserved.as_ref().is_some_and(|r| r.contains(&v)) => skipped.push(v),
                    Some(v) => break v,
                    None => break self.objs.len() as u32,
                }
            };
            self.vacant.extend(skipped);
            id
        } else {
            // Checking: the lowest reusable id, so that ids are canonical.
            let mut id = self.free_hint.max(self.first_dynamic);
            while (id as usize) < self.objs.len()
                && (!self.reusable(id, &mut pinned, roots)
                    || reserved.as_ref().is_some_and(|r| r.contains(&id)))
            {
                if pinned_below.is_none() && self.objs[id as usize].kind.is_tombstone() {
                    pinned_below = Some(id);
                }
                id += 1;
            }
            id
        };
        if let Some(r) = &reserved
            && r.contains(&id)
        {
            id = r.end.max(id);
            while (id as usize) < self.objs.len() && !self.reusable(id, &mut pinned, roots) {
                if pinned_below.is_none() && self.objs[id as usize].kind.is_tombstone() {
                    pinned_below = Some(id);
                }
                id += 1;
            }
        }
        if (id as usize) > self.objs.len() {
            // Skipped over the reserved range: fill the gap with vacant entries.
            self.objs.resize(id as usize, ObjMeta::VACANT);
        }
        let mut normal = true;
        if u64::from(size) > self.codec.max_size_of(id) {
            if self.quarantine_cap > 0 && (id as usize) < self.objs.len() {
                self.vacant.push(id);
            }
            normal = false;
            // Only the large-object ids (32-bit targets) can hold it.
            // Quarantined ids are taken too: large ids are scarce.
            let limit = self.codec.large_id_limit().unwrap_or(u32::MAX);
            id = self.first_dynamic;
            while id < limit
                && (id as usize) < self.objs.len()
                && !match self.objs[id as usize].kind {
                    ObjKind::Vacant => true,
                    ObjKind::Freed | ObjKind::DeadStack => {
                        self.quarantine_cap > 0 || !self.pinned(id, &mut pinned, roots)
                    }
                    _ => false,
                }
            {
                id += 1;
            }
            if id >= limit {
                return Err(FaultKind::Exhausted);
            }
            if let Some(pos) = self.quarantine.iter().position(|&q| q == id) {
                self.quarantine.remove(pos);
            }
        }
        if id > self.codec.max_id() {
            // Drain the quarantine before giving up.
            if let Some(q) = self.quarantine.pop_front() {
                self.objs[q as usize].kind = ObjKind::Vacant;
                self.vacant.push(q);
                self.free_hint = self.first_dynamic;
                return self.alloc(kind, u64::from(size), owner, roots);
            }
            return Err(FaultKind::Exhausted);
        }
        let (piece, base) = if size == 0 {
            (NO_PIECE, 0)
        } else {
            let s = size as usize;
            let first = self.place(s.div_ceil(PAGE), |k| {
                Piece::zeroed((s - k * PAGE).min(PAGE))
            });
            (first, 0)
        };
        let meta = ObjMeta {
            piece,
            base,
            size,
            cap: size,
            kind,
            flags: 0,
            owner,
        };
        if id as usize == self.objs.len() {
            self.objs.push(meta);
        } else {
            self.objs[id as usize] = meta;
        }
        if self.track_init && size > 0 {
            // Stack objects and heap blocks start uninitialised; everything else (argv,
            // thread-local copies) is written by its creator or starts as zeros.
            let fresh = !matches!(kind, ObjKind::Stack | ObjKind::Heap);
            self.set_init(meta.loc(), size as usize, fresh);
        }
        if normal {
            self.free_hint = pinned_below.unwrap_or(id + 1);
        }
        if kind == ObjKind::Heap {
            self.heap_bytes += u64::from(size);
        }
        Ok(id)
    }

    /// Whether checking mode may give `id` to a new object: vacant, or a tombstone no
    /// pointer names (`pinned` caches the scan, see [`Memory::pinned`]).
    #[inline]
    fn reusable(&self, id: u32, pinned: &mut Option<Vec<u64>>, roots: &dyn Roots) -> bool {
        match self.objs[id as usize].kind {
            ObjKind::Vacant => true,
            ObjKind::Freed | ObjKind::DeadStack => {
                self.quarantine_cap == 0 && !self.pinned(id, pinned, roots)
            }
            _ => false,
        }
    }

    /// Whether a pointer names tombstone `id`. The first call of an allocation scans memory
    /// and `roots` once ([`Memory::pinned_tombstones`]) into `cache`.
    fn pinned(&self, id: u32, cache: &mut Option<Vec<u64>>, roots: &dyn Roots) -> bool {
        let bits = cache.get_or_insert_with(|| self.pinned_tombstones(roots));
        bits[id as usize / 64] >> (id % 64) & 1 != 0
    }

    /// The tombstones that a pointer names, as a bitset by id: a pointer is any
    /// pointer-sized word at a pointer-aligned offset of a live object (the read-only ones
    /// excepted: they cannot hold a dynamic object's address), or a value of `roots`. As
    /// [`Memory::fault`] does, a pointer far past the end of id `k` counts as one just below
    /// `k + 1`.
    fn pinned_tombstones(&self, roots: &dyn Roots) -> Vec<u64> {
        let n = self.objs.len();
        let mut bits = vec![0u64; n.div_ceil(64)];
        let first = self.first_dynamic as usize;
        let (objs, codec) = (&self.objs, self.codec);
        let mut mark = |w: u64| {
            let (id, off) = codec.decode(w);
            let id = id as usize;
            let below = off >= codec.max_size_of(id as u32) / 2;
            for k in [Some(id), below.then_some(id + 1)].into_iter().flatten() {
                if k >= first && k < n && objs[k].kind.is_tombstone() {
                    bits[k / 64] |= 1 << (k % 64);
                }
            }
        };
        let ps = self.codec.ptr_bytes();
        for o in &self.objs {
            if o.cap == 0
                || !matches!(
                    o.kind,
                    ObjKind::Global | ObjKind::Stack | ObjKind::Heap | ObjKind::Tls | ObjKind::Args
                )
            {
                continue;
            }
            // The chunks of an object start at multiples of a page within it (or at its start).
            self.chunks_raw(o.loc(), o.cap as usize, |c| {
                for w in c.chunks_exact(ps) {
                    let mut b = [0u8; 8];
                    b[..ps].copy_from_slice(w);
                    mark(u64::from_le_bytes(b));
                }
            });
        }
        roots.each(&mut mark);
        bits
    }

    /// Packs the object table (checking mode): tombstones that no pointer names (in memory
    /// or among `roots`) become vacant, then objects `ids` (live objects that nothing names
    /// by id but what the caller rewrites) take, in the order given, the lowest of their own
    /// ids and the vacant ones, per id space (the ids that may hold large objects, the
    /// range small objects leave alone, the small ids); vacant entries at the end are
    /// dropped. Returns the moves (old id, new id), sorted by old id; the caller rewrites
    /// the pointers to them. Nothing tells an unnamed tombstone from a vacant id (the
    /// allocator takes either), so the state is the same up to a renaming of objects.
    pub fn pack(&mut self, ids: &[u32], roots: &dyn Roots) -> Vec<(u32, u32)> {
        if self.quarantine_cap > 0 {
            return Vec::new();
        }
        let first = self.first_dynamic as usize;
        if self.objs[first..].iter().any(|o| o.kind.is_tombstone()) {
            let pinned = self.pinned_tombstones(roots);
            for id in first..self.objs.len() {
                if self.objs[id].kind.is_tombstone() && pinned[id / 64] >> (id % 64) & 1 == 0 {
                    self.objs[id] = ObjMeta::VACANT;
                }
            }
        }
        let reserved = self.codec.large_id_limit().map(|l| l / 2..l);
        let space = |id: u32| {
            (
                self.codec.max_size_of(id),
                reserved.as_ref().is_some_and(|r| r.contains(&id)),
            )
        };
        let mut moves = Vec::new();
        let mut slots: Vec<u32> = (self.first_dynamic..self.objs.len() as u32)
            .filter(|&id| self.objs[id as usize].kind == ObjKind::Vacant)
            .chain(ids.iter().copied())
            .collect();
        slots.sort_unstable_by_key(|&id| (space(id), id));
        let mut order: Vec<u32> = ids.to_vec();
        // Stable: each space's objects keep the order given.
        order.sort_by_key(|&id| space(id));
        let metas: Vec<ObjMeta> = order.iter().map(|&id| self.objs[id as usize]).collect();
        for &id in &slots {
            self.objs[id as usize] = ObjMeta::VACANT;
        }
        let mut k = 0;
        for (&from, meta) in order.iter().zip(metas) {
            while space(slots[k]) != space(from) {
                k += 1;
            }
            let to = slots[k];
            k += 1;
            self.objs[to as usize] = meta;
            if from != to {
                moves.push((from, to));
            }
        }
        while self.objs.len() > first && self.objs.last().map(|o| o.kind) == Some(ObjKind::Vacant) {
            self.objs.pop();
        }
        self.free_hint = self.first_dynamic;
        moves.sort_unstable();
        moves
    }

    /// Whether another thread can see one of the objects `ids` (stack objects whose
    /// address escaped).
    pub fn any_escaped(&self, ids: &[u32]) -> bool {
        ids.iter()
            .any(|&id| self.objs[id as usize].flags & flags::ESCAPED != 0)
    }

    /// Releases object `id`, leaving a tombstone of kind `tomb` (Freed or DeadStack).
    pub fn release(&mut self, id: u32, tomb: ObjKind) {
        let Some(&o) = self.objs.get(id as usize) else {
            return;
        };
        if o.kind == ObjKind::Heap {
            self.heap_bytes -= u64::from(o.cap);
        }
        if self.sym.is_some() && o.cap > 0 {
            // Its marked cells die with it.
            let (i, n) = (o.loc(), o.cap as usize);
            if let Some(s) = self.sym.as_mut()
                && s.overlapping(i, n).next().is_some()
            {
                Arc::make_mut(s).cells.retain(|&k, _| k < i || k >= i + n);
            }
        }
        if self.handles.is_some() && o.cap > 0 {
            // Its marked cells die with it.
            self.unmark_handles(o.loc(), o.cap as usize);
        }
        if let Some(w) = self.weak.as_mut()
            && w.mentions(&self.codec, id)
        {
            let codec = self.codec;
            Arc::make_mut(w).release(&codec, id);
        }
        if id >= self.first_dynamic {
            self.unplace(&o);
        }
        self.objs[id as usize] = ObjMeta {
            kind: tomb,
            ..ObjMeta::VACANT
        };
        if self.quarantine_cap > 0 {
            self.quarantine.push_back(id);
            if self.quarantine.len() > self.quarantine_cap
                && let Some(q) = self.quarantine.pop_front()
            {
                self.objs[q as usize].kind = ObjKind::Vacant;
                self.vacant.push(q);
            }
        } else {
            self.free_hint = self.free_hint.min(id);
        }
        if self.quarantine_cap == 0 {
            // Trailing vacancies are dropped so equal states have equal tables. Tombstones stay
            // (until their id is reused) so that a dangling pointer to the newest object is
            // still reported as a use after free.
            while self.objs.len() as u32 > self.first_dynamic
                && self.objs.last().map(|o| o.kind) == Some(ObjKind::Vacant)
            {
                self.objs.pop();
            }
        }
    }

    /// The memory index of an access of `len` bytes at pointer `p`, or `None` if it is
    /// invalid.
    #[inline(always)]
    pub fn index(&self, p: u64, len: u64) -> Option<usize> {
        let (id, off) = self.codec.decode(p);
        let o = self.objs.get(id as usize)?;
        if off + len <= u64::from(o.size) {
            Some(o.loc() + off as usize)
        } else {
            None
        }
    }

    /// Like [`index`](Self::index) for a write (also rejects read-only objects). The caller
    /// writes all `len` bytes: they count as initialised from now on.
    #[inline(always)]
    pub fn index_w(&mut self, p: u64, len: u64) -> Option<usize> {
        let (id, off) = self.codec.decode(p);
        let o = self.objs.get(id as usize)?;
        if off + len <= u64::from(o.size) && o.flags & flags::READONLY == 0 {
            let i = o.loc() + off as usize;
            if self.track_init && len > 0 {
                self.set_init(i, len as usize, true);
            }
            Some(i)
        } else {
            None
        }
    }

    /// Explains why an access of `len` bytes at `p` failed.
    #[cold]
    pub fn fault(&self, p: u64, len: u64, write: bool) -> Fault {
        let (mut id, off) = self.codec.decode(p);
        let mut soff = off as i128;
        // A pointer just below an object decodes to the previous id with a huge offset:
        // attribute it to the object it came from, with a negative offset.
        let span = self.codec.max_size_of(id);
        if id != 0 && off >= span / 2 {
            let next = id + 1;
            if let Some(o) = self.objs.get(next as usize)
                && o.kind != ObjKind::Vacant
            {
                id = next;
                soff = off as i128 - i128::from(span);
            }
        }
        let what = if write { "write" } else { "read" };
        let bytes = if len == 1 {
            "1 byte".to_string()
        } else {
            format!("{len} bytes")
        };
        let access = format!("{what} of {bytes}");
        let (kind, msg) = match self.objs.get(id as usize) {
            _ if id == 0 && off == 0 => {
                (FaultKind::Null, format!("{access} through a null pointer"))
            }
            _ if id == 0 && off < 4096 => (
                FaultKind::Null,
                format!("{access} at invalid address {p:#x} (near null)"),
            ),
            _ if id == 0 => (
                FaultKind::Invalid,
                format!("{access} at invalid address {p:#x} (no object there)"),
            ),
            None => (
                FaultKind::Invalid,
                format!("{access} at invalid address {p:#x} (no object there)"),
            ),
            Some(o) => match o.kind {
                ObjKind::Vacant => (
                    FaultKind::Invalid,
                    format!("{access} at invalid address {p:#x} (no live object)"),
                ),
                ObjKind::Freed => (
                    FaultKind::UseAfterFree,
                    format!("{access} at offset {soff} of freed heap block #{id}"),
                ),
                ObjKind::DeadStack => (
                    FaultKind::DeadStack,
                    format!(
                        "{access} at offset {soff} of stack object #{id} (its function returned or its block ended)"
                    ),
                ),
                ObjKind::Code | ObjKind::BlockAddrs => (
                    FaultKind::CodeAccess,
                    format!("{access} through a function pointer"),
                ),
                _ if o.flags & flags::LIFETIME_DEAD != 0 => (
                    FaultKind::DeadStack,
                    format!("{access} at offset {soff} of stack object #{id} (out of scope)"),
                ),
                _ if soff >= 0 && off + len <= u64::from(o.size) && write => (
                    FaultKind::ReadOnly,
                    format!(
                        "{access} to read-only memory (offset {off} of {} #{id})",
                        if o.flags & flags::GLOBAL != 0 {
                            "global"
                        } else {
                            "constant"
                        }
                    ),
                ),
                _ => (
                    FaultKind::OutOfBounds,
                    format!(
                        "{access} at offset {soff} of {} object #{id} of {} bytes",
                        obj_kind_name(o),
                        o.cap
                    ),
                ),
            },
        };
        Fault {
            kind,
            ptr: p,
            len,
            write,
            msg,
        }
    }

    /// Reads `len` bytes at `p`.
    pub fn read(&self, p: u64, len: u64) -> Result<Vec<u8>, Fault> {
        match self.index(p, len) {
            Some(i) => {
                let mut v = vec![0u8; len as usize];
                self.read_at(i, &mut v);
                Ok(v)
            }
            None => Err(self.fault(p, len, false)),
        }
    }

    /// Writes `src` at `p`.
    #[inline]
    pub fn write(&mut self, p: u64, src: &[u8]) -> Result<(), Fault> {
        let len = src.len() as u64;
        match self.index_w(p, len) {
            Some(i) => {
                self.write_at(i, src);
                Ok(())
            }
            None => Err(self.fault(p, len, true)),
        }
    }

    /// Reads a little-endian integer of `len` ≤ 8 bytes.
    pub fn read_uint(&self, p: u64, len: u64) -> Result<u64, Fault> {
        let Some(i) = self.index(p, len) else {
            return Err(self.fault(p, len, false));
        };
        let mut a = [0u8; 8];
        // The common widths as constant lengths: a fixed-size copy instead of a `memcpy`
        // call (the builtins read their objects' words this way).
        match len {
            4 => self.read_at(i, &mut a[..4]),
            8 => self.read_at(i, &mut a[..8]),
            _ => self.read_at(i, &mut a[..len as usize]),
        }
        Ok(u64::from_le_bytes(a))
    }

    /// Writes a little-endian integer of `len` ≤ 8 bytes.
    pub fn write_uint(&mut self, p: u64, len: u64, v: u64) -> Result<(), Fault> {
        let b = v.to_le_bytes();
        match len {
            4 => self.write(p, &b[..4]),
            8 => self.write(p, &b[..8]),
            _ => self.write(p, &b[..len as usize]),
        }
    }

    /// Reads a NUL-terminated string at `p` (without the NUL), checking every byte.
    pub fn read_cstr(&self, p: u64) -> Result<Vec<u8>, Fault> {
        let (id, off) = self.codec.decode(p);
        let o = match self.objs.get(id as usize) {
            Some(o) if off < u64::from(o.size) => *o,
            _ => return Err(self.fault(p, 1, false)),
        };
        let mut s = Vec::new();
        let mut done = false;
        self.chunks_at(
            o.loc() + off as usize,
            (u64::from(o.size) - off) as usize,
            |b| {
                if done {
                    return;
                }
                match b.iter().position(|&c| c == 0) {
                    Some(n) => {
                        s.extend_from_slice(&b[..n]);
                        done = true;
                    }
                    None => s.extend_from_slice(b),
                }
            },
        );
        if done {
            Ok(s)
        } else {
            Err(self.fault(self.codec.encode(id, u64::from(o.size)), 1, false))
        }
    }

    /// The object id a pointer refers to.
    pub fn id_of(&self, p: u64) -> u32 {
        self.codec.decode(p).0
    }
}

/// A lower-case name for an object kind.
pub fn kind_name(k: ObjKind) -> &'static str {
    match k {
        ObjKind::Vacant => "unallocated",
        ObjKind::Code => "code",
        ObjKind::BlockAddrs => "block-address",
        ObjKind::Global => "global",
        ObjKind::Constant => "constant",
        ObjKind::Stack => "stack",
        ObjKind::Heap => "heap",
        ObjKind::Freed => "freed",
        ObjKind::DeadStack => "dead stack",
        ObjKind::Tls => "thread-local",
        ObjKind::Args => "argument",
    }
}

/// The name diagnostics give object `o`'s kind: [`kind_name`], except that a never-written
/// global ([`flags::GLOBAL`]) is a global.
pub fn obj_kind_name(o: &ObjMeta) -> &'static str {
    if o.kind == ObjKind::Constant && o.flags & flags::GLOBAL != 0 {
        "global"
    } else {
        kind_name(o.kind)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mem(q: usize) -> Memory {
        let mut m = Memory::new(PtrCodec::new(8), q, u64::MAX);
        m.push_static(ObjKind::Constant, &[], true);
        m.push_static(ObjKind::Global, &[1, 2, 3, 4], false);
        m
    }

    #[test]
    fn alloc_read_write_free() {
        let mut m = mem(0);
        let id = m.alloc(ObjKind::Heap, 8, 0, &NoRoots).unwrap();
        assert_eq!(id, 2);
        let p = m.codec.encode(id, 0);
        m.write_uint(p + 4, 4, 0xdead_beef).unwrap();
        assert_eq!(m.read_uint(p + 4, 4).unwrap(), 0xdead_beef);
        assert_eq!(m.read(p + 5, 4).unwrap_err().kind, FaultKind::OutOfBounds);
        m.release(id, ObjKind::Freed);
        // The tombstone stays (a later access reports a use after free), and checking mode
        // reuses its id at once.
        assert_eq!(m.objs.len(), 3);
        assert_eq!(m.read(p, 1).unwrap_err().kind, FaultKind::UseAfterFree);
        assert_eq!(m.alloc(ObjKind::Heap, 4, 0, &NoRoots).unwrap(), 2);
    }

    #[test]
    fn initialisation_tracking() {
        let mut m = Memory::new(PtrCodec::new(8), 0, u64::MAX);
        m.track_init = true;
        m.push_static(ObjKind::Constant, &[], true);
        let g = m.push_static(ObjKind::Global, &[1, 2, 3, 4], false);
        let gi = m.index(m.codec.encode(g, 0), 4).unwrap();
        assert!(!m.uninit_in(gi, 4), "globals start initialised");
        let s = m.alloc(ObjKind::Stack, 8, 0, &NoRoots).unwrap();
        let h = m.alloc(ObjKind::Heap, 8, 0, &NoRoots).unwrap();
        let (ps, ph) = (m.codec.encode(s, 0), m.codec.encode(h, 0));
        let si = m.index(ps, 8).unwrap();
        assert!(
            m.uninit_in(si, 1) && m.uninit_in(si, 8),
            "stack objects start uninitialised"
        );
        m.write_uint(ps + 2, 2, 0xabcd).unwrap();
        assert!(!m.uninit_in(si + 2, 2));
        assert!(m.uninit_in(si, 4) && m.uninit_in(si + 4, 1));
        // A copy carries the bits: bytes 2..4 of the heap block are initialised, the rest not.
        let hi = m.index(ph, 8).unwrap();
        m.copy_at(si, hi, 8);
        m.copied(si, hi, 8);
        assert!(!m.uninit_in(hi + 2, 2) && m.uninit_in(hi, 1) && m.uninit_in(hi + 4, 4));
        // A chosen value fills only the unwritten bytes.
        m.fill_uninit(si, 4, 0x1122_3344);
        assert_eq!(m.read_uint(ps, 4).unwrap(), 0xabcd_3344);
        assert!(!m.uninit_in(si, 4));
        assert_eq!(m.init_bits(s), vec![1, 1, 1, 1, 0, 0, 0, 0]);
        // A state's copy has its own bits.
        let mut c = m.clone();
        c.written(hi, 8);
        assert!(!c.uninit_in(hi, 8) && m.uninit_in(hi, 1));
        m.release(s, ObjKind::DeadStack);
        assert_eq!(m.init_bits(h), vec![0, 0, 1, 1, 0, 0, 0, 0]);
        // Paged objects carry bits across their pages.
        let big = m
            .alloc(ObjKind::Heap, (2 * PAGE + 10) as u64, 0, &NoRoots)
            .unwrap();
        let bi = m.index(m.codec.encode(big, 0), 1).unwrap();
        m.written(bi + PAGE - 2, 4);
        assert!(!m.uninit_in(bi + PAGE - 2, 4));
        assert!(m.uninit_in(bi + PAGE - 3, 1) && m.uninit_in(bi + PAGE + 2, 1));
        // Without tracking nothing is ever uninitialised.
        let mut n = mem(0);
        let id = n.alloc(ObjKind::Stack, 4, 0, &NoRoots).unwrap();
        let i = n.index(n.codec.encode(id, 0), 4).unwrap();
        assert!(!n.uninit_in(i, 4) && n.init_bits(id).is_empty());
    }

    /// Values held outside memory, for the tests.
    struct Held(Vec<u64>);

    impl Roots for Held {
        fn each(&self, f: &mut dyn FnMut(u64)) {
            self.0.iter().for_each(|&v| f(v));
        }
    }

    #[test]
    fn checking_reuses_a_freed_id_only_once_nothing_points_to_it() {
        let mut m = mem(0);
        let a = m.alloc(ObjKind::Heap, 8, 0, &NoRoots).unwrap();
        let b = m.alloc(ObjKind::Heap, 16, 0, &NoRoots).unwrap();
        let pa = m.codec.encode(a, 0);
        // A pointer in a register (a root) keeps the freed id.
        m.release(a, ObjKind::Freed);
        let c = m.alloc(ObjKind::Heap, 8, 0, &Held(vec![pa + 4])).unwrap();
        assert_ne!(c, a);
        assert_eq!(m.read(pa, 1).unwrap_err().kind, FaultKind::UseAfterFree);
        // So does one stored in memory, at a pointer-aligned offset of a live object.
        let pb = m.codec.encode(b, 8);
        m.write_uint(pb, 8, pa).unwrap();
        let d = m.alloc(ObjKind::Stack, 4, 0, &NoRoots).unwrap();
        assert!(d != a && d != c);
        // And one just below the object (it names the previous id with a huge offset).
        m.write_uint(pb, 8, pa.wrapping_sub(1)).unwrap();
        let e = m.alloc(ObjKind::Stack, 4, 0, &NoRoots).unwrap();
        assert!(e != a);
        // Once the pointer is gone the id is reused, lowest first: ids stay canonical.
        m.write_uint(pb, 8, 0).unwrap();
        assert_eq!(m.alloc(ObjKind::Heap, 8, 0, &NoRoots).unwrap(), a);
        // Dead stack objects are kept the same way, and a pointer to a live object keeps
        // nothing.
        m.release(d, ObjKind::DeadStack);
        m.release(e, ObjKind::DeadStack);
        let pd = m.codec.encode(d, 0);
        let f = m.alloc(ObjKind::Stack, 4, 0, &Held(vec![pd, pb])).unwrap();
        assert!(d < e);
        assert_eq!(f, e);
        assert_eq!(m.read(pd, 1).unwrap_err().kind, FaultKind::DeadStack);
    }

    #[test]
    fn packing_drops_unnamed_tombstones_and_moves_objects_down_in_the_order_given() {
        let mut m = mem(0);
        let ids: Vec<u32> = (0..5)
            .map(|_| m.alloc(ObjKind::Stack, 4, 0, &NoRoots).unwrap())
            .collect();
        assert_eq!(ids, [2, 3, 4, 5, 6]);
        let p5 = m.codec.encode(5, 0);
        m.write_uint(p5, 4, 0xabcd).unwrap();
        // 2 and 4 dead, and a register (a root) names 4.
        m.release(2, ObjKind::DeadStack);
        m.release(4, ObjKind::DeadStack);
        let p4 = m.codec.encode(4, 0);
        // 5 then 3 are packed: 5 takes the lowest id (2, an unnamed tombstone), 3 keeps its
        // own; 4 stays a tombstone (named), 6 is not moved.
        let moves = m.pack(&[5, 3], &Held(vec![p4]));
        assert_eq!(moves, [(5, 2)]);
        assert_eq!(m.objs[2].kind, ObjKind::Stack);
        assert_eq!(m.read_uint(m.codec.encode(2, 0), 4).unwrap(), 0xabcd);
        assert_eq!(m.objs[4].kind, ObjKind::DeadStack);
        assert_eq!(m.objs[5].kind, ObjKind::Vacant);
        assert_eq!(m.objs[6].kind, ObjKind::Stack);
        assert_eq!(m.objs.len(), 7);
        // Without the root, 4 is vacant too, and 6 moved down leaves no vacant entry at the
        // end; the allocator then takes the lowest vacant id.
        let moves = m.pack(&[2, 3, 6], &NoRoots);
        assert_eq!(moves, [(6, 4)]);
        assert_eq!(m.objs.len(), 5);
        assert_eq!(m.alloc(ObjKind::Heap, 8, 0, &NoRoots).unwrap(), 5);
        // Run mode (a quarantine) never packs.
        let mut q = mem(4);
        let a = q.alloc(ObjKind::Stack, 4, 0, &NoRoots).unwrap();
        q.release(a, ObjKind::DeadStack);
        let b = q.alloc(ObjKind::Stack, 4, 0, &NoRoots).unwrap();
        assert!(q.pack(&[b], &NoRoots).is_empty());
    }

    #[test]
    fn quarantine_detects_use_after_free() {
        let mut m = mem(16);
        let a = m.alloc(ObjKind::Heap, 8, 0, &NoRoots).unwrap();
        let _b = m.alloc(ObjKind::Heap, 8, 0, &NoRoots).unwrap();
        m.release(a, ObjKind::Freed);
        let c = m.alloc(ObjKind::Heap, 8, 0, &NoRoots).unwrap();
        assert_ne!(a, c);
        let f = m.read(m.codec.encode(a, 0), 1).unwrap_err();
        assert_eq!(f.kind, FaultKind::UseAfterFree);
    }

    #[test]
    fn null_and_readonly() {
        let mut m = mem(0);
        assert_eq!(m.read(0, 4).unwrap_err().kind, FaultKind::Null);
        let g = m.codec.encode(1, 0);
        assert!(m.write(g, &[9]).is_ok());
        assert_eq!(
            m.read(m.codec.encode(9, 0), 1).unwrap_err().kind,
            FaultKind::Invalid
        );
        let ro = m.push_static(ObjKind::Constant, b"hi\0", true);
        let p = m.codec.encode(ro, 0);
        assert_eq!(m.read_cstr(p).unwrap(), b"hi");
        assert_eq!(m.write(p, &[1]).unwrap_err().kind, FaultKind::ReadOnly);
    }

    #[test]
    fn freed_pieces_are_reused_and_contents_kept() {
        let mut m = mem(0);
        let ids: Vec<u32> = (0..10)
            .map(|i| {
                let id = m.alloc(ObjKind::Heap, 1000, 0, &NoRoots).unwrap();
                m.write_uint(m.codec.encode(id, 0), 4, i).unwrap();
                id
            })
            .collect();
        let slots = m.pieces.len();
        for &id in ids.iter().step_by(2) {
            m.release(id, ObjKind::Freed);
        }
        for (i, &id) in ids.iter().enumerate().skip(1).step_by(2) {
            assert_eq!(m.read_uint(m.codec.encode(id, 0), 4).unwrap(), i as u64);
        }
        for _ in 0..5 {
            m.alloc(ObjKind::Heap, 1000, 0, &NoRoots).unwrap();
        }
        assert_eq!(m.pieces.len(), slots, "freed slots are taken again");
    }

    /// Random allocations of every size class, writes, copies and frees, against a model
    /// of each object's bytes; a snapshot taken along the way never changes.
    #[test]
    fn random_operations_agree_with_a_model() {
        let mut m = mem(0);
        let mut model: std::collections::BTreeMap<u32, Vec<u8>> = Default::default();
        let mut seed = 0x9e37_79b9_7f4a_7c15u64;
        let mut rnd = |n: usize| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            (seed % n.max(1) as u64) as usize
        };
        let mut snap: Option<(Memory, std::collections::BTreeMap<u32, Vec<u8>>)> = None;
        for step in 0..3000 {
            match rnd(4) {
                0 => {
                    let size = match rnd(3) {
                        0 => rnd(64),
                        1 => rnd(PAGE + 1),
                        _ => rnd(4 * PAGE),
                    };
                    let id = m.alloc(ObjKind::Heap, size as u64, 0, &NoRoots).unwrap();
                    assert!(model.insert(id, vec![0; size]).is_none());
                }
                1 if !model.is_empty() => {
                    let id = *model.keys().nth(rnd(model.len())).unwrap();
                    m.release(id, ObjKind::Freed);
                    model.remove(&id);
                }
                _ if !model.is_empty() => {
                    let ids: Vec<u32> = model.keys().copied().collect();
                    let (a, b) = (ids[rnd(ids.len())], ids[rnd(ids.len())]);
                    let (la, lb) = (model[&a].len(), model[&b].len());
                    if la == 0 || lb == 0 {
                        continue;
                    }
                    let n = 1 + rnd(la.min(lb));
                    let (oa, ob) = (rnd(la - n + 1), rnd(lb - n + 1));
                    if rnd(2) == 0 {
                        let data: Vec<u8> = (0..n).map(|_| rnd(256) as u8).collect();
                        m.write(m.codec.encode(a, oa as u64), &data).unwrap();
                        model.get_mut(&a).unwrap()[oa..oa + n].copy_from_slice(&data);
                    } else {
                        let si = m.index(m.codec.encode(a, oa as u64), n as u64).unwrap();
                        let di = m.index_w(m.codec.encode(b, ob as u64), n as u64).unwrap();
                        m.copy_at(si, di, n);
                        let src = model[&a][oa..oa + n].to_vec();
                        model.get_mut(&b).unwrap()[ob..ob + n].copy_from_slice(&src);
                    }
                }
                _ => {}
            }
            if step % 500 == 250 {
                snap = Some((m.clone(), model.clone()));
            }
            if step % 50 == 0 {
                for (mem, model) in
                    std::iter::once((&m, &model)).chain(snap.as_ref().map(|(a, b)| (a, b)))
                {
                    for (&id, want) in model {
                        let got = mem
                            .read(mem.codec.encode(id, 0), want.len() as u64)
                            .unwrap();
                        assert!(got == *want, "object {id} at step {step}");
                    }
                }
            }
        }
    }

    /// A copy shares every piece; a write copies only the piece (page) it touches, and never
    /// changes the memory it was copied from.
    #[test]
    fn copies_share_pieces_until_written() {
        let mut m = mem(0);
        let n = 3 * PAGE + 100;
        let big = m.alloc(ObjKind::Heap, n as u64, 0, &NoRoots).unwrap();
        let small = m.alloc(ObjKind::Stack, 16, 0, &NoRoots).unwrap();
        let pb = m.codec.encode(big, 0);
        let data: Vec<u8> = (0..n).map(|k| (k * 7 % 251) as u8).collect();
        m.write(pb, &data).unwrap();
        assert_eq!(m.read(pb, n as u64).unwrap(), data);
        // An access across a page boundary.
        let across = pb + PAGE as u64 - 3;
        m.write_uint(across, 8, 0x0102_0304_0506_0708).unwrap();
        assert_eq!(m.read_uint(across, 8).unwrap(), 0x0102_0304_0506_0708);
        let before = m.read(pb, n as u64).unwrap();
        let c0 = m.clone();
        let mut c = m.clone();
        let shared = |a: &Memory, b: &Memory| {
            a.pieces
                .iter()
                .zip(&b.pieces)
                .filter(|(x, y)| match (x, y) {
                    (Some(x), Some(y)) => Arc::ptr_eq(&x.0, &y.0),
                    _ => false,
                })
                .count()
        };
        let all = c.pieces.iter().flatten().count();
        assert_eq!(shared(&m, &c), all);
        // One byte in the third page, then memmove and memset across pages.
        c.write_uint(pb + 2 * PAGE as u64 + 5, 1, 0xee).unwrap();
        assert_eq!(shared(&m, &c), all - 1, "only the written page is copied");
        let i = c.index(pb, n as u64).unwrap();
        c.copy_at(i + 10, i + PAGE - 20, 2 * PAGE);
        c.fill_at(i + PAGE + 1, 5, 0xaa);
        let mut expect = before.clone();
        expect[2 * PAGE + 5] = 0xee;
        expect.copy_within(10..10 + 2 * PAGE, PAGE - 20);
        expect[PAGE + 1..PAGE + 6].fill(0xaa);
        assert_eq!(c.read(pb, n as u64).unwrap(), expect);
        // Between two objects, both ways.
        let si = c.index(c.codec.encode(small, 0), 16).unwrap();
        c.copy_at(i + PAGE - 8, si, 16);
        assert_eq!(
            c.read(c.codec.encode(small, 0), 16).unwrap(),
            expect[PAGE - 8..PAGE + 8]
        );
        let mut chunks = Vec::new();
        c.chunks_at(i, n, |b| chunks.push(b.len()));
        assert_eq!(chunks, vec![PAGE, PAGE, PAGE, 100]);
        // The originals never changed.
        assert_eq!(m.read(pb, n as u64).unwrap(), before);
        assert_eq!(c0.read(pb, n as u64).unwrap(), before);
        // A cstr across a page boundary.
        c.write(pb + PAGE as u64 - 2, b"abcd\0").unwrap();
        assert_eq!(c.read_cstr(pb + PAGE as u64 - 2).unwrap(), b"abcd");
    }

    /// Small globals share pages; a large one has its own; constants are in piece 0.
    #[test]
    fn statics_are_packed_and_constants_apart() {
        let mut m = Memory::new(PtrCodec::new(8), 0, u64::MAX);
        let c = m.push_static(ObjKind::Constant, b"const", true);
        let a = m.push_static(ObjKind::Global, &[1; 100], false);
        let b = m.push_static(ObjKind::Global, &[2; 200], false);
        let big = m.push_static(ObjKind::Global, &vec![3; PAGE + 1], false);
        let d = m.push_static(ObjKind::Global, &[4; PAGE - 1], false);
        let o = |id: u32| m.objs[id as usize];
        assert_eq!(o(c).piece, 0);
        assert_eq!(o(a).piece, o(b).piece);
        assert_eq!(o(b).base, 100);
        assert_ne!(o(big).piece, o(a).piece);
        assert_ne!(o(d).piece, o(a).piece, "a page holds at most PAGE bytes");
        assert_eq!(
            m.read(m.codec.encode(big, PAGE as u64 - 1), 2).unwrap(),
            vec![3, 3]
        );
        let mut k = m.clone();
        k.write_uint(m.codec.encode(a, 0), 1, 9).unwrap();
        assert_eq!(m.read_uint(m.codec.encode(a, 0), 1).unwrap(), 1);
        assert!(Arc::ptr_eq(
            &m.pieces[0].as_ref().unwrap().0,
            &k.pieces[0].as_ref().unwrap().0
        ));
    }
}
