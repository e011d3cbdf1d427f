//! A compact binary encoding of a whole [`State`], for sending states between processes that
//! loaded the same program with the same options (the distributed search): each process has
//! an identical initial state, the *base*, and a memory piece or thread that is the very same
//! `Arc` as the base's in the same slot (constants, code, the C library's tables, globals
//! pages and threads untouched since loading) is written as a reference, not its bytes.
//!
//! Every field that affects behaviour is written: the object table, the pieces (bytes, and
//! the initialisation bits when [`Memory::track_init`] is on), the allocator's bookkeeping,
//! the symbolic memory ([`super::sym`]: domains, origins, re-basing chains, marked cells),
//! every thread (its frozen segments as segments, so that a decoded deep thread is frozen
//! the same way) and the scheduling fields. Caches derived from the rest (canonical bytes,
//! a thread's `derived` slot) are not: they are recomputed on demand.
//!
//! Format (version [`VERSION`]): integers are LEB128 varints (signed ones zig-zag), lengths
//! come before what they count. Runs of objects equal to the base's, and of pieces shared
//! with the base (the same `Arc`), are one varint each. Any other piece is written raw, or,
//! where that is shorter, as the runs of bytes where it differs from the base's piece in the
//! same slot (a page of globals of which the program changed a few variables); its
//! initialisation bits follow when the memory tracks them.
//!
//! Decoding validates every length against the input left (no huge allocation from a few
//! bytes) and the structure a memory access relies on (objects within their pieces, pages
//! of the right size, frames within their registers, memory cells naming live symbols):
//! malformed bytes give a [`CodecError`], never a panic. What it cannot check without the
//! program (a frame's function and op index) is trusted: the bytes come from a process of
//! the same program.
//!
//! A decoded state owns fresh `Arc`s for everything written out and shares the base's for
//! what was referenced: copy-on-write copies a shared piece or thread before writing it
//! (`vm::cow`), so sharing the base's is safe.
//!
//! **Threads travel as pieces.** A thread that is not the base's is written as its length
//! and its encoding. A process that keeps a [`PartCache`] encodes each version of a
//! thread once ([`encode_state_cached`]): a successor differs from its parent in the thread
//! that moved, so encoding it re-encodes that thread alone. Decoding through the cache
//! ([`decode_state_cached`]) finds most threads of a state among those it decoded lately
//! (the same bytes), and shares that thread, `Arc` and all: no decoding, and the caches
//! kept with the version (its canonical bytes, the reduction's derived data) come along, as
//! they do for a successor computed in the same process.

use super::Choice;
use super::memory::{Memory, MemoryMeta, NO_PIECE, ObjKind, ObjMeta, PAGE, PieceData};
use super::state::{
    BlockReason, Frame, Sched, Segment, State, SyncPhase, Thread, ThreadRef, ThreadStatus,
};
use super::sym::{Based, Domain, Origin, SymMem, SymRef, Symbol};
use crate::bytecode::ptr::PtrCodec;
use std::collections::{BTreeMap, VecDeque};
use std::sync::Arc;

/// The format version, the first byte of every encoding.
pub const VERSION: u8 = 4;

/// Free piece slots a decoded memory may have beyond those its input pays for (a hole left
/// by freed pages costs one varint however long it is; this bounds what such a run makes
/// the decoder allocate).
const HOLE_SLACK: usize = 1 << 20;
/// How far the allocator's hints may point past the end of their tables.
const HINT_SLACK: u64 = 1 << 16;

/// Why bytes are not an encoded state: what was wrong, and where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CodecError {
    what: &'static str,
    at: usize,
}

impl CodecError {
    /// What was wrong.
    pub fn message(&self) -> &'static str {
        self.what
    }

    /// The offset in the input where it was found.
    pub fn offset(&self) -> usize {
        self.at
    }
}

impl std::fmt::Display for CodecError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "malformed state encoding: {} (at byte {})",
            self.what, self.at
        )
    }
}

impl std::error::Error for CodecError {}

type Res<T> = Result<T, CodecError>;

// ---------------------------------------------------------------------------------------
// Varints.

pub use crate::varint::{put_i64, put_i128, put_u64, put_u128};

/// Bytes of `v` as a varint.
#[inline]
fn varint_len(v: u64) -> u32 {
    (64 - v.leading_zeros()).max(1).div_ceil(7)
}

/// Register codes: the low two bits of the first varint say which.
const REG_PLAIN: u64 = 0;
const REG_PTR: u64 = 1;
const REG_NEG: u64 = 2;
const REG_NEG32: u64 = 3;

/// Appends a register's value the shortest of four ways, each a tagged varint: plain (a
/// small integer), as a pointer (the object id, then the offset: `id << 32 | offset` is
/// five bytes or more as one varint, two or three this way), as the complement of a
/// negative 64-bit number, or of a negative 32-bit one zero-extended (the VM's convention
/// for narrow integers in registers).
#[inline]
pub fn put_reg(out: &mut Vec<u8>, v: u64) {
    if v < 1 << 12 {
        return put_u64(out, v << 2 | REG_PLAIN);
    }
    let (hi, lo) = (v >> 32, v & 0xffff_ffff);
    let mut best = (varint_len(hi << 2 | REG_PTR) + varint_len(lo), REG_PTR);
    if v < 1 << 62 {
        best = best.min((varint_len(v << 2), REG_PLAIN));
    }
    if !v < 1 << 62 {
        best = best.min((varint_len(!v << 2), REG_NEG));
    }
    if hi == 0 {
        best = best.min((varint_len((0xffff_ffff - lo) << 2), REG_NEG32));
    }
    match best.1 {
        REG_PLAIN => put_u64(out, v << 2 | REG_PLAIN),
        REG_NEG => put_u64(out, !v << 2 | REG_NEG),
        REG_NEG32 => put_u64(out, (0xffff_ffff - lo) << 2 | REG_NEG32),
        _ => {
            put_u64(out, hi << 2 | REG_PTR);
            put_u64(out, lo);
        }
    }
}

/// Reads what the `put_*` functions wrote, checking every length against the bytes left.
pub struct Reader<'a> {
    b: &'a [u8],
    pos: usize,
}

impl<'a> Reader<'a> {
    /// A reader at the start of `b`.
    pub fn new(b: &'a [u8]) -> Reader<'a> {
        Reader { b, pos: 0 }
    }

    #[cold]
    fn err<T>(&self, what: &'static str) -> Res<T> {
        Err(CodecError { what, at: self.pos })
    }

    /// Bytes not read yet.
    pub fn left(&self) -> usize {
        self.b.len() - self.pos
    }

    /// One byte.
    #[inline(always)]
    pub fn byte(&mut self) -> Res<u8> {
        match self.b.get(self.pos) {
            Some(&x) => {
                self.pos += 1;
                Ok(x)
            }
            None => self.err("truncated"),
        }
    }

    /// The next `n` bytes.
    #[inline]
    pub fn bytes(&mut self, n: usize) -> Res<&'a [u8]> {
        if n > self.left() {
            return self.err("truncated");
        }
        let s = &self.b[self.pos..self.pos + n];
        self.pos += n;
        Ok(s)
    }

    /// An unsigned varint of at most 64 bits.
    #[inline(always)]
    pub fn u64(&mut self) -> Res<u64> {
        match self.b.get(self.pos) {
            Some(&x) if x < 0x80 => {
                self.pos += 1;
                Ok(u64::from(x))
            }
            _ => self.u64_long(),
        }
    }

    /// [`Reader::u64`] of more than one byte (or none).
    #[inline(never)]
    fn u64_long(&mut self) -> Res<u64> {
        let first = self.byte()?;
        let mut v = u64::from(first & 0x7f);
        if first < 0x80 {
            return Ok(v);
        }
        let mut shift = 7;
        loop {
            let b = self.byte()?;
            if shift == 63 && b > 1 {
                return self.err("varint overflows 64 bits");
            }
            v |= u64::from(b & 0x7f) << shift;
            if b < 0x80 {
                return Ok(v);
            }
            shift += 7;
        }
    }

    /// An unsigned varint of at most 128 bits.
    pub fn u128(&mut self) -> Res<u128> {
        let mut v = 0u128;
        let mut shift = 0;
        loop {
            let b = self.byte()?;
            if shift == 126 && b > 3 {
                return self.err("varint overflows 128 bits");
            }
            v |= u128::from(b & 0x7f) << shift;
            if b < 0x80 {
                return Ok(v);
            }
            shift += 7;
        }
    }

    /// A zig-zag encoded `i128`.
    pub fn i128(&mut self) -> Res<i128> {
        let z = self.u128()?;
        Ok((z >> 1) as i128 ^ -((z & 1) as i128))
    }

    /// A zig-zag encoded `i64`.
    pub fn i64(&mut self) -> Res<i64> {
        let z = self.u64()?;
        Ok((z >> 1) as i64 ^ -((z & 1) as i64))
    }

    /// A register's value as [`put_reg`] wrote it.
    #[inline]
    pub fn reg(&mut self) -> Res<u64> {
        let code = self.u64()?;
        let x = code >> 2;
        match code & 3 {
            REG_PLAIN => Ok(x),
            REG_PTR if x <= 0xffff_ffff => Ok(x << 32 | u64::from(self.u32()?)),
            REG_NEG => Ok(!x),
            REG_NEG32 if x <= 0xffff_ffff => Ok(0xffff_ffff - x),
            _ => self.err("bad register value"),
        }
    }

    /// A varint that fits a `u32`.
    #[inline]
    pub fn u32(&mut self) -> Res<u32> {
        let v = self.u64()?;
        u32::try_from(v).or_else(|_| self.err("value too large for 32 bits"))
    }

    /// A varint that fits a `u16`.
    #[inline]
    pub fn u16(&mut self) -> Res<u16> {
        let v = self.u64()?;
        u16::try_from(v).or_else(|_| self.err("value too large for 16 bits"))
    }

    /// A count of items that take at least `min` bytes each (at least 1 is assumed): at
    /// most what the input left can hold, so that it is safe to allocate.
    #[inline]
    pub fn len(&mut self, min: usize) -> Res<usize> {
        let v = self.u64()?;
        if v > (self.left() / min.max(1)) as u64 {
            return self.err("length exceeds the input");
        }
        Ok(v as usize)
    }

    /// A boolean (0 or 1).
    #[inline]
    pub fn bool(&mut self) -> Res<bool> {
        match self.byte()? {
            0 => Ok(false),
            1 => Ok(true),
            _ => self.err("bad boolean"),
        }
    }
}

// ---------------------------------------------------------------------------------------
// Encoding.

/// Appends the encoding of `state` to `out`. `base` is the initial state of the same program
/// (every process has an identical one): memory pieces that are the very same `Arc` as
/// `base`'s piece in the same slot (unchanged since loading: constants, code, the C library's
/// tables, untouched globals pages) are encoded as a reference (a few bytes), not their bytes;
/// so are threads that are `base`'s.
pub fn encode_state(state: &State, base: &State, out: &mut Vec<u8>) {
    encode_state_in(state, base, out, None);
}

/// [`encode_state`], taking the encodings of the threads from `cache` where it holds them
/// (and keeping those it did not).
pub fn encode_state_cached(state: &State, base: &State, out: &mut Vec<u8>, cache: &mut PartCache) {
    encode_state_in(state, base, out, Some(cache));
}

fn encode_state_in(
    state: &State,
    base: &State,
    out: &mut Vec<u8>,
    mut cache: Option<&mut PartCache>,
) {
    let State {
        mem,
        threads,
        exited,
        exiting,
        pending,
        sched,
    } = state;
    out.push(VERSION);
    let mut names: Vec<Arc<str>> = Vec::new();
    encode_memory(mem, &base.mem, out, &mut names, cache.as_deref_mut());
    put_u64(out, threads.len() as u64);
    for (i, t) in threads.iter().enumerate() {
        if base.threads.get(i).is_some_and(|b| ThreadRef::ptr_eq(b, t)) {
            out.push(0);
        } else {
            out.push(1);
            match cache.as_deref_mut() {
                Some(c) => {
                    let b = c.encoding(t);
                    put_u64(out, b.len() as u64);
                    out.extend_from_slice(b);
                }
                None => {
                    let mut b = Vec::new();
                    encode_thread(t, &mut b);
                    put_u64(out, b.len() as u64);
                    out.extend_from_slice(&b);
                }
            }
        }
    }
    let flags =
        u8::from(exited.is_some()) | u8::from(*exiting) << 1 | u8::from(pending.is_some()) << 2;
    out.push(flags);
    if let Some(e) = exited {
        put_i64(out, i64::from(*e));
    }
    if let Some((t, c)) = pending {
        put_u64(out, u64::from(*t));
        match *c {
            Choice::Index(n) => {
                out.push(0);
                put_u64(out, n);
            }
            Choice::Nondet {
                bits,
                signed,
                boolean,
            } => {
                out.push(1);
                put_u64(out, u64::from(bits));
                out.push(u8::from(signed) | u8::from(boolean) << 1);
            }
            Choice::Split(n) => {
                out.push(2);
                put_u64(out, n);
            }
            Choice::Read(n) => {
                out.push(3);
                put_u64(out, n);
            }
            Choice::Place(n) => {
                out.push(4);
                put_u64(out, n);
            }
        }
    }
    let Sched { last, budget, used } = *sched;
    put_u64(out, u64::from(last));
    put_u64(out, u64::from(budget));
    put_u64(out, u64::from(used));
}

/// The configuration part of a memory's bookkeeping: fixed once the program is loaded.
fn same_config(a: &MemoryMeta, b: &MemoryMeta) -> bool {
    a.static_pieces == b.static_pieces
        && a.globals_page == b.globals_page
        && a.first_dynamic == b.first_dynamic
        && a.quarantine_cap == b.quarantine_cap
        && a.codec == b.codec
        && a.heap_limit == b.heap_limit
        && a.track_init == b.track_init
}

/// Run tags of the object table.
const OBJS_SAME: u64 = 0;
const OBJS_OWN: u64 = 1;
/// Run tags of the piece slots.
const PIECES_FREE: u64 = 0;
const PIECES_BASE: u64 = 1;
const PIECES_OWN: u64 = 2;

fn encode_memory(
    mem: &Memory,
    base: &Memory,
    out: &mut Vec<u8>,
    names: &mut Vec<Arc<str>>,
    mut cache: Option<&mut PartCache>,
) {
    let meta = mem.meta();
    let bmeta = base.meta();
    if same_config(&meta, &bmeta) {
        out.push(0);
    } else {
        out.push(1);
        put_u64(out, u64::from(meta.static_pieces));
        put_u64(out, meta.globals_page.map_or(0, |g| u64::from(g) + 1));
        put_u64(out, u64::from(meta.first_dynamic));
        put_u64(out, meta.quarantine_cap as u64);
        put_u64(out, u64::from(meta.codec.off_bits));
        put_u64(out, meta.codec.mask);
        put_u64(out, meta.heap_limit);
        out.push(u8::from(meta.track_init));
    }
    put_u64(out, u64::from(meta.piece_hint));
    put_u64(out, u64::from(meta.free_hint));
    put_u64(out, meta.heap_bytes);
    put_u64(out, meta.quarantine.len() as u64);
    for &q in &meta.quarantine {
        put_u64(out, u64::from(q));
    }
    put_u64(out, meta.vacant.len() as u64);
    for &v in &meta.vacant {
        put_u64(out, u64::from(v));
    }

    // The object table: runs of entries equal to the base's, and of entries written out.
    let objs = &mem.objs;
    put_u64(out, objs.len() as u64);
    let mut i = 0;
    while i < objs.len() {
        let same = |k: usize| base.objs.get(k) == Some(&objs[k]);
        let s = same(i);
        let mut j = i + 1;
        while j < objs.len() && same(j) == s {
            j += 1;
        }
        if s {
            put_u64(out, ((j - i) as u64) << 1 | OBJS_SAME);
        } else {
            put_u64(out, ((j - i) as u64) << 1 | OBJS_OWN);
            for o in &objs[i..j] {
                encode_obj(o, out);
            }
        }
        i = j;
    }

    // The pieces: runs of free slots, of the base's pieces, and of pieces written out.
    let n = mem.pieces_len();
    put_u64(out, n as u64);
    let kind = |p: usize| match mem.piece_arc(p) {
        None => PIECES_FREE,
        Some(a) if base.piece_arc(p).is_some_and(|b| Arc::ptr_eq(a, b)) => PIECES_BASE,
        Some(_) => PIECES_OWN,
    };
    let mut runs: [Vec<(usize, usize)>; 2] = Default::default();
    let mut p = 0;
    while p < n {
        let k = kind(p);
        let mut q = p + 1;
        while q < n && kind(q) == k {
            q += 1;
        }
        put_u64(out, ((q - p) as u64) << 2 | k);
        if k == PIECES_OWN {
            for s in p..q {
                let d = mem.piece_arc(s).expect("a piece");
                let write = |out: &mut Vec<u8>, runs: &mut [Vec<(usize, usize)>; 2]| {
                    encode_piece_bytes(d.bytes(), base.piece_arc(s), out, runs);
                    if meta.track_init {
                        let init = d.init_words();
                        put_u64(out, init.len() as u64);
                        out.reserve(init.len() * 8);
                        for w in init {
                            out.extend_from_slice(&w.to_le_bytes());
                        }
                    }
                };
                match cache.as_deref_mut() {
                    Some(c) => {
                        out.extend_from_slice(c.piece_encoding(d, s, |b| write(b, &mut runs)))
                    }
                    None => write(out, &mut runs),
                }
            }
        }
        p = q;
    }

    // The symbolic part.
    match (&mem.sym, &base.sym) {
        (None, _) => out.push(0),
        (Some(a), Some(b)) if Arc::ptr_eq(a, b) => out.push(1),
        (Some(s), _) => {
            out.push(2);
            encode_sym(s, out, names);
        }
    }
    // The cells holding thread handles.
    match &mem.handles {
        None => put_u64(out, 0),
        Some(h) => {
            put_u64(out, h.cells.len() as u64);
            let mut last = 0usize;
            for (k, w) in h.cells.iter() {
                put_u64(out, (k - last) as u64);
                out.push(w);
                last = k;
            }
        }
    }
}

/// Piece encodings: raw bytes, changes to the base's piece in the slot, changes to zeros.
const PIECE_RAW: u64 = 0;
const PIECE_BASE: u64 = 1;
const PIECE_ZERO: u64 = 2;

/// A page of zeros: what fresh memory holds.
static ZEROS: [u8; PAGE] = [0; PAGE];

/// Bytes the runs take.
fn runs_cost(runs: &[(usize, usize)]) -> usize {
    runs.iter().map(|&(a, b)| b - a + 2).sum()
}

/// Writes a piece's bytes the shortest of three ways: raw, as the runs where they differ
/// from the base's piece `old` in the slot (when of the same length), or as the runs where
/// they are not zero (up to a page: a stack object or heap block mostly as it was
/// allocated). `runs` is scratch space.
fn encode_piece_bytes(
    bytes: &[u8],
    old: Option<&Arc<PieceData>>,
    out: &mut Vec<u8>,
    runs: &mut [Vec<(usize, usize)>; 2],
) {
    let [vs_base, vs_zero] = runs;
    vs_base.clear();
    vs_zero.clear();
    let mut best = (bytes.len(), PIECE_RAW);
    if let Some(o) = old.map(|o| o.bytes()).filter(|o| o.len() == bytes.len()) {
        diff_runs(o, bytes, vs_base);
        best = best.min((runs_cost(vs_base), PIECE_BASE));
    }
    // Not worth a second scan when the changes to the base's piece are few.
    if bytes.len() <= PAGE && (best.1 == PIECE_RAW || best.0 > 32) {
        diff_runs(&ZEROS[..bytes.len()], bytes, vs_zero);
        best = best.min((runs_cost(vs_zero) + 2, PIECE_ZERO));
    }
    let write_runs = |out: &mut Vec<u8>, runs: &[(usize, usize)]| {
        let mut at = 0;
        for &(a, b) in runs {
            put_u64(out, (a - at) as u64);
            put_u64(out, (b - a) as u64);
            out.extend_from_slice(&bytes[a..b]);
            at = b;
        }
    };
    match best.1 {
        PIECE_BASE => {
            put_u64(out, (vs_base.len() as u64) << 2 | PIECE_BASE);
            write_runs(out, vs_base);
        }
        PIECE_ZERO => {
            put_u64(out, (bytes.len() as u64) << 2 | PIECE_ZERO);
            put_u64(out, vs_zero.len() as u64);
            write_runs(out, vs_zero);
        }
        _ => {
            put_u64(out, (bytes.len() as u64) << 2 | PIECE_RAW);
            out.extend_from_slice(bytes);
        }
    }
}

/// Equal bytes a run of differing ones may take in rather than end (a new run costs at
/// least two bytes of header).
const RUN_GAP: usize = 3;

/// The runs `start..end` where `new` differs from `old` (of the same length), in order, runs
/// less than [`RUN_GAP`] equal bytes apart merged, into `runs`.
fn diff_runs(old: &[u8], new: &[u8], runs: &mut Vec<(usize, usize)>) {
    let n = new.len();
    let mut i = 0;
    while i < n {
        // Equal blocks, words, then bytes.
        while i + 64 <= n && old[i..i + 64] == new[i..i + 64] {
            i += 64;
        }
        let word = |s: &[u8], i: usize| u64::from_le_bytes(s[i..i + 8].try_into().expect("8"));
        while i + 8 <= n {
            // The first differing byte of a word is its lowest differing one (little-endian).
            let x = word(old, i) ^ word(new, i);
            if x != 0 {
                i += x.trailing_zeros() as usize / 8;
                break;
            }
            i += 8;
        }
        while i < n && old[i] == new[i] {
            i += 1;
        }
        if i == n {
            break;
        }
        let start = i;
        let mut end = i + 1;
        let mut j = end;
        while j < n && j - end < RUN_GAP {
            if old[j] != new[j] {
                end = j + 1;
            }
            j += 1;
        }
        runs.push((start, end));
        i = end;
    }
}

fn encode_obj(o: &ObjMeta, out: &mut Vec<u8>) {
    let ObjMeta {
        piece,
        base,
        size,
        cap,
        kind,
        flags,
        owner,
    } = *o;
    put_u64(out, u64::from(piece.wrapping_add(1)));
    put_u64(out, u64::from(base));
    put_u64(out, u64::from(cap));
    // Usually the capacity or 0.
    put_u64(out, if size == cap { 0 } else { u64::from(size) + 1 });
    put_u64(out, kind as u64 | u64::from(flags) << 4);
    put_u64(out, u64::from(owner));
}

fn encode_symref(r: &SymRef, out: &mut Vec<u8>) {
    let SymRef { sym, c, w } = *r;
    put_u64(out, u64::from(sym));
    put_i128(out, c);
    out.push(w);
}

fn encode_sym(s: &SymMem, out: &mut Vec<u8>, names: &mut Vec<Arc<str>>) {
    let SymMem { doms, cells, made } = s;
    put_u64(out, *made);
    put_u64(out, doms.len() as u64);
    for d in doms {
        match d {
            None => out.push(0),
            Some(sym) => {
                out.push(1);
                encode_symbol(sym, out, names);
            }
        }
    }
    put_u64(out, cells.len() as u64);
    let mut prev = 0usize;
    for (&k, &(len, r)) in cells {
        // Keys increase: the first is written whole, the others as the distance from the one
        // before.
        put_u64(out, (k - prev) as u64);
        prev = k;
        out.push(len);
        encode_symref(&r, out);
    }
}

/// A symbol and its re-basing chain, outermost first (iteratively: the chain may be long).
fn encode_symbol(s: &Symbol, out: &mut Vec<u8>, names: &mut Vec<Arc<str>>) {
    let mut depth = 0u64;
    let mut b = s.base.as_ref();
    while let Some(x) = b {
        depth += 1;
        b = x.sym.base.as_ref();
    }
    put_u64(out, depth);
    let mut cur = s;
    loop {
        let Symbol { dom, origin, base } = cur;
        encode_domain(dom, out);
        encode_origin(origin, out, names);
        let Some(based) = base else { break };
        let Based { sym, c, lo, span } = &**based;
        put_i128(out, *c);
        put_i128(out, *lo);
        put_i128(out, *span);
        cur = sym;
    }
}

fn encode_domain(d: &Domain, out: &mut Vec<u8>) {
    let iv = d.intervals();
    put_u64(out, iv.len() as u64);
    for &(a, b) in iv {
        put_i128(out, a);
        put_i128(out, b);
    }
}

fn encode_origin(o: &Origin, out: &mut Vec<u8>, names: &mut Vec<Arc<str>>) {
    let Origin {
        thread,
        func,
        pc,
        name,
        signed,
        bits,
        serial,
    } = o;
    put_u64(out, u64::from(*thread));
    put_u64(out, u64::from(*func));
    put_u64(out, u64::from(*pc));
    // Names repeat: each after its first is the index of its first.
    match names
        .iter()
        .position(|x| Arc::ptr_eq(x, name) || **x == **name)
    {
        Some(k) => put_u64(out, k as u64 + 1),
        None => {
            put_u64(out, 0);
            put_u64(out, name.len() as u64);
            out.extend_from_slice(name.as_bytes());
            names.push(Arc::clone(name));
        }
    }
    out.push(u8::from(*signed));
    out.push(*bits);
    put_u64(out, *serial);
}

fn encode_frames(frames: &[Frame], out: &mut Vec<u8>) {
    put_u64(out, frames.len() as u64);
    for f in frames {
        let Frame {
            func,
            pc,
            base,
            alloca_mark,
            va,
            ret_dst,
            ret_n,
            atomic,
        } = *f;
        put_u64(out, u64::from(func));
        put_u64(out, u64::from(pc));
        put_u64(out, u64::from(base));
        put_u64(out, u64::from(alloca_mark));
        put_u64(out, u64::from(va));
        put_u64(out, u64::from(ret_dst));
        put_u64(out, u64::from(ret_n) << 1 | u64::from(atomic));
    }
}

fn encode_regs(v: &[u64], out: &mut Vec<u8>) {
    put_u64(out, v.len() as u64);
    for &x in v {
        put_reg(out, x);
    }
}

fn encode_u32s(v: &[u32], out: &mut Vec<u8>) {
    put_u64(out, v.len() as u64);
    for &x in v {
        put_u64(out, u64::from(x));
    }
}

fn encode_thread(t: &Thread, out: &mut Vec<u8>) {
    let Thread {
        status,
        frames,
        frozen,
        regs,
        allocas,
        tls,
        tls_taken,
        start,
        retval,
        sync,
        atomic,
        detached,
        exiting,
        choice,
        stack_bytes,
        sym,
        sym_pick,
        split_sizes,
        hregs,
        many,
    } = t;
    match *status {
        ThreadStatus::Runnable => out.push(0),
        ThreadStatus::Finished => out.push(1),
        ThreadStatus::Blocked(r) => match r {
            BlockReason::Join(t) => {
                out.push(2);
                put_u64(out, u64::from(t));
            }
            BlockReason::Mutex(a) => {
                out.push(3);
                put_u64(out, a);
            }
            BlockReason::CondWait(a) => {
                out.push(4);
                put_u64(out, a);
            }
            BlockReason::CondReacquire(a) => {
                out.push(5);
                put_u64(out, a);
            }
            BlockReason::RwRead(a) => {
                out.push(6);
                put_u64(out, a);
            }
            BlockReason::RwWrite(a) => {
                out.push(7);
                put_u64(out, a);
            }
            BlockReason::Barrier(a, g) => {
                out.push(8);
                put_u64(out, a);
                put_u64(out, u64::from(g));
            }
            BlockReason::Spin(a) => {
                out.push(9);
                put_u64(out, a);
            }
            BlockReason::AwaitEq(a, v) => {
                out.push(10);
                put_u64(out, a);
                put_u64(out, u64::from(v));
            }
            BlockReason::Sem(a) => {
                out.push(11);
                put_u64(out, a);
            }
        },
    }
    encode_frames(frames, out);
    // The frozen segments, outermost first.
    match frozen {
        None => put_u64(out, 0),
        Some(top) => {
            let chain = top.chain();
            put_u64(out, chain.len() as u64);
            for seg in chain {
                let Segment {
                    below: _,
                    frames,
                    regs,
                    depth: _,
                    canon: _,
                } = &**seg;
                encode_frames(frames, out);
                encode_regs(regs, out);
            }
        }
    }
    encode_regs(regs, out);
    encode_u32s(allocas, out);
    encode_u32s(tls, out);
    put_u64(out, *tls_taken);
    put_u64(out, u64::from(start.0));
    put_u64(out, start.1);
    put_u64(out, *retval);
    match *sync {
        SyncPhase::None => out.push(0),
        SyncPhase::CondWaiting { cond, mutex, timed } => {
            out.push(1);
            put_u64(out, cond);
            put_u64(out, mutex);
            out.push(u8::from(timed));
        }
        SyncPhase::CondWoken { mutex, timed_out } => {
            out.push(2);
            put_u64(out, mutex);
            out.push(u8::from(timed_out));
        }
        SyncPhase::BarrierWaiting { addr, generation } => {
            out.push(3);
            put_u64(out, addr);
            put_u64(out, u64::from(generation));
        }
    }
    put_u64(out, u64::from(*atomic));
    let flags = u8::from(*detached)
        | u8::from(exiting.is_some()) << 1
        | u8::from(choice.is_some()) << 2
        | u8::from(sym_pick.is_some()) << 3
        | u8::from(split_sizes.is_some()) << 4
        | u8::from(*many) << 5;
    out.push(flags);
    if let Some(e) = exiting {
        put_u64(out, *e);
    }
    if let Some(c) = choice {
        put_u64(out, *c);
    }
    if let Some(p) = sym_pick {
        put_u64(out, u64::from(*p));
    }
    if let Some(s) = split_sizes {
        put_u64(out, s.len() as u64);
        for &z in s.iter() {
            put_u128(out, z);
        }
    }
    put_u64(out, *stack_bytes);
    put_u64(out, sym.len() as u64);
    for (i, r) in sym {
        put_u64(out, u64::from(*i));
        encode_symref(r, out);
    }
    encode_u32s(hregs, out);
}

// ---------------------------------------------------------------------------------------
// Decoding.

/// Decodes what [`encode_state`] wrote (the whole of `bytes`) against the same `base`.
/// Malformed input gives an error (never a panic): the bytes come from the network.
pub fn decode_state(bytes: &[u8], base: &State) -> Result<State, CodecError> {
    decode_state_in(bytes, base, None)
}

/// The parts of states one process encoded and decoded lately: three direct-mapped tables.
///
/// - **Encodings by version** ([`PartCache::ENCODED`] entries): a version of a thread
///   ([`ThreadRef::ptr_eq`] identity; the entry holds a clone, so that the version is not
///   written in place nor its address reused while it is there) and its encoding. A
///   successor shares all threads but the one that moved with its parent, so sending it
///   encodes that thread alone.
/// - **Threads by encoding** ([`PartCache::DECODED`] entries): a thread decoded from an
///   encoding, and where it was. A thread found here is shared with the states it was
///   decoded in before, and so are the caches kept with its version. Those caches may
///   depend, besides the thread, on its index (the reduction's future of the main thread)
///   and on its *private memory* (its stack and thread-local objects, which only the thread
///   writes: a spin loop's memo), because a version computed by a move never appears at
///   another index or beside other private memory. So a thread is found only at the same
///   index, beside the same private memory (its objects' table entries and bytes), with
///   the same encoding (all three compared whole), and in a memory without lazy
///   values or initialisation tracking (whose reads have side effects or more to compare);
///   otherwise it is decoded anew. A thread decoded is also entered in the first table.
/// - **Memory pieces' encodings by version** ([`PartCache::PIECES`] entries): a piece that
///   is not the base's (the same `Arc`, held as a clone) in the same slot, and its encoding;
///   a successor shares the pieces its move did not write with its parent.
#[derive(Default)]
pub struct PartCache {
    encoded: Vec<Option<(ThreadRef, Box<[u8]>)>>,
    pieces: Vec<Option<CachedPiece>>,
    decoded: Vec<Option<CachedThread>>,
    /// Bytes of the encodings held (about the threads' size, each table).
    bytes: usize,
    /// Bytes of the pieces and piece encodings held.
    piece_bytes: usize,
    scratch: Vec<u8>,
}

/// An entry of a [`PartCache`]'s pieces by version: the piece (a clone, so that it is not
/// written in place nor its address reused while it is here), its slot, its encoding.
struct CachedPiece {
    piece: Arc<PieceData>,
    slot: usize,
    enc: Box<[u8]>,
}

/// An entry of a [`PartCache`]'s threads by encoding.
struct CachedThread {
    hash: u64,
    index: usize,
    /// Its private memory where it was decoded ([`private_memory`]).
    private: Box<[u8]>,
    thread: ThreadRef,
    enc: Box<[u8]>,
}

impl PartCache {
    /// Entries of the encodings by version (a power of two).
    pub const ENCODED: usize = 1 << 12;
    /// Entries of the memory pieces' encodings by version (a power of two).
    pub const PIECES: usize = 1 << 10;
    /// Entries of the threads by encoding (a power of two). The philosophers' threads have
    /// a few hundred versions each that recur; a state of a dozen threads finds most of
    /// them here.
    pub const DECODED: usize = 1 << 12;

    /// Bytes this cache holds (for the memory account): about twice its encodings (each
    /// thread and its encoding), and the tables.
    pub fn bytes(&self) -> usize {
        2 * self.bytes
            + self.piece_bytes
            + self.scratch.capacity()
            + self.pieces.capacity() * std::mem::size_of::<Option<CachedPiece>>()
            + self.encoded.capacity() * std::mem::size_of::<Option<(ThreadRef, Box<[u8]>)>>()
            + self.decoded.capacity() * std::mem::size_of::<Option<CachedThread>>()
    }

    /// The slot of thread version `t` in the encodings by version (made on first use).
    fn encoded_slot(&mut self, t: &ThreadRef) -> usize {
        table(&mut self.encoded, Self::ENCODED);
        crate::explore::store::mix64(t.addr() as u64) as usize & (Self::ENCODED - 1)
    }

    /// The encoding of thread version `t`: kept, or computed now and kept.
    fn encoding(&mut self, t: &ThreadRef) -> &[u8] {
        let k = self.encoded_slot(t);
        let hit = matches!(&self.encoded[k], Some((r, _)) if ThreadRef::ptr_eq(r, t));
        if !hit {
            self.scratch.clear();
            encode_thread(t, &mut self.scratch);
            self.remember(k, t, Box::from(&self.scratch[..]));
        }
        &self.encoded[k].as_ref().expect("an entry").1
    }

    /// The encoding of memory piece `d` in slot `slot`, written by `write`: kept (the same
    /// version of the piece in the same slot), or written now and kept.
    fn piece_encoding(
        &mut self,
        d: &Arc<PieceData>,
        slot: usize,
        write: impl FnOnce(&mut Vec<u8>),
    ) -> &[u8] {
        table(&mut self.pieces, Self::PIECES);
        let k = crate::explore::store::mix64(Arc::as_ptr(d) as u64 ^ slot as u64) as usize
            & (Self::PIECES - 1);
        let hit = matches!(&self.pieces[k], Some(e) if e.slot == slot && Arc::ptr_eq(&e.piece, d));
        if !hit {
            self.scratch.clear();
            write(&mut self.scratch);
            let e = CachedPiece {
                piece: d.clone(),
                slot,
                enc: Box::from(&self.scratch[..]),
            };
            self.piece_bytes += e.piece.bytes().len() + e.enc.len();
            if let Some(old) = self.pieces[k].replace(e) {
                self.piece_bytes -= old.piece.bytes().len() + old.enc.len();
            }
        }
        &self.pieces[k].as_ref().expect("an entry").enc
    }

    /// Enters `t`'s encoding `enc` at slot `k` of the encodings by version.
    fn remember(&mut self, k: usize, t: &ThreadRef, enc: Box<[u8]>) {
        self.bytes += enc.len();
        if let Some((_, old)) = self.encoded[k].replace((t.clone(), enc)) {
            self.bytes -= old.len();
        }
    }

    /// Thread `index`, encoded as `enc` (at offset `at` of the state's encoding, for
    /// errors), of a state of memory `mem`: found among those decoded lately, or decoded
    /// now.
    fn get(&mut self, index: usize, enc: &[u8], mem: &Memory, at: usize) -> Res<ThreadRef> {
        if mem.sym.is_some() || mem.track_init {
            return decode_thread_bytes(enc, mem, at);
        }
        let hash =
            xxhash_rust::xxh3::xxh3_64(enc) ^ (index as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15);
        let k = hash as usize & (Self::DECODED - 1);
        if let Some(Some(e)) = self.decoded.get(k)
            && e.hash == hash
            && e.index == index
            && *e.enc == *enc
            && thread_objects_fit(&e.thread, mem)
        {
            private_memory(&e.thread, mem, &mut self.scratch);
            if *e.private == self.scratch[..] {
                return Ok(e.thread.clone());
            }
        }
        let thread = decode_thread_bytes(enc, mem, at)?;
        table(&mut self.decoded, Self::DECODED);
        private_memory(&thread, mem, &mut self.scratch);
        let private: Box<[u8]> = Box::from(&self.scratch[..]);
        let ke = self.encoded_slot(&thread);
        self.remember(ke, &thread, enc.into());
        self.bytes += enc.len() + private.len();
        if let Some(old) = self.decoded[k].replace(CachedThread {
            hash,
            index,
            private,
            thread: thread.clone(),
            enc: enc.into(),
        }) {
            self.bytes -= old.enc.len() + old.private.len();
        }
        Ok(thread)
    }
}

/// Makes the direct-mapped table `v` its `n` empty entries on first use.
fn table<T>(v: &mut Vec<Option<T>>, n: usize) {
    if v.is_empty() {
        v.resize_with(n, || None);
    }
}

/// Writes thread `t`'s private memory in `mem` to `out`: the table entry and the bytes of
/// each of its stack and thread-local objects (which must be in the table).
fn private_memory(t: &Thread, mem: &Memory, out: &mut Vec<u8>) {
    out.clear();
    for &id in t.allocas.iter().chain(&t.tls) {
        let o = &mem.objs[id as usize];
        out.extend_from_slice(&id.to_le_bytes());
        out.extend_from_slice(&[o.kind as u8, o.flags]);
        out.extend_from_slice(&o.owner.to_le_bytes());
        out.extend_from_slice(&o.cap.to_le_bytes());
        out.extend_from_slice(&o.size.to_le_bytes());
        if o.cap > 0 && o.piece != NO_PIECE && !o.kind.is_tombstone() {
            mem.chunks_at(o.loc(), o.cap as usize, |c| out.extend_from_slice(c));
        }
    }
}

/// Decodes one thread's encoding `enc` (all of it; at offset `at` of the state's, for
/// errors) in a state of memory `mem`.
fn decode_thread_bytes(enc: &[u8], mem: &Memory, at: usize) -> Res<ThreadRef> {
    let mut tr = Reader::new(enc);
    let shift = |e: CodecError| CodecError {
        what: e.what,
        at: e.at + at,
    };
    let t = decode_thread(&mut tr, mem).map_err(shift)?;
    if tr.left() != 0 {
        return Err(shift(CodecError {
            what: "trailing bytes in a thread",
            at: tr.pos,
        }));
    }
    Ok(ThreadRef::new(t))
}

/// Whether the objects a thread names (its stack objects and thread-locals) are in `mem`'s
/// object table (what [`decode_thread`] checks of them).
fn thread_objects_fit(t: &Thread, mem: &Memory) -> bool {
    t.allocas
        .iter()
        .chain(&t.tls)
        .all(|&id| (id as usize) < mem.objs.len())
}

/// [`decode_state`], finding the threads in `cache` that it holds (by their encodings) and
/// adding those it does not.
pub fn decode_state_cached(
    bytes: &[u8],
    base: &State,
    cache: &mut PartCache,
) -> Result<State, CodecError> {
    decode_state_in(bytes, base, Some(cache))
}

fn decode_state_in(
    bytes: &[u8],
    base: &State,
    mut cache: Option<&mut PartCache>,
) -> Result<State, CodecError> {
    let mut r = Reader::new(bytes);
    let v = r.byte()?;
    if v != VERSION {
        return r.err("unknown format version");
    }
    let mut names: Vec<Arc<str>> = Vec::new();
    let mem = decode_memory(&mut r, &base.mem, &mut names)?;
    let n = r.len(1)?;
    let mut threads = Vec::with_capacity(n);
    for i in 0..n {
        match r.byte()? {
            0 => match base.threads.get(i) {
                Some(t) => threads.push(t.clone()),
                None => return r.err("a reference to a thread the base lacks"),
            },
            1 => {
                let len = r.len(1)?;
                let at = r.pos;
                let enc = r.bytes(len)?;
                let t = match cache.as_deref_mut() {
                    Some(c) => c.get(i, enc, &mem, at)?,
                    None => decode_thread_bytes(enc, &mem, at)?,
                };
                threads.push(t);
            }
            _ => return r.err("bad thread tag"),
        }
    }
    let flags = r.byte()?;
    if flags >> 3 != 0 {
        return r.err("bad state flags");
    }
    let exited = if flags & 1 != 0 {
        let e = r.i64()?;
        Some(i32::try_from(e).or_else(|_| r.err("exit code out of range"))?)
    } else {
        None
    };
    let exiting = flags & 2 != 0;
    let pending = if flags & 4 != 0 {
        let t = r.u16()?;
        if usize::from(t) >= threads.len() {
            return r.err("a pending choice of a thread that does not exist");
        }
        let c = match r.byte()? {
            0 => Choice::Index(r.u64()?),
            1 => {
                let bits = r.u32()?;
                let f = r.byte()?;
                if f >> 2 != 0 {
                    return r.err("bad choice flags");
                }
                Choice::Nondet {
                    bits,
                    signed: f & 1 != 0,
                    boolean: f & 2 != 0,
                }
            }
            2 => Choice::Split(r.u64()?),
            3 => Choice::Read(r.u64()?),
            4 => Choice::Place(r.u64()?),
            _ => return r.err("bad choice tag"),
        };
        Some((t, c))
    } else {
        None
    };
    let sched = Sched {
        last: r.u16()?,
        budget: r.u32()?,
        used: r.u32()?,
    };
    if r.left() != 0 {
        return r.err("trailing bytes");
    }
    Ok(State {
        mem,
        threads,
        exited,
        exiting,
        pending,
        sched,
    })
}

fn decode_memory(r: &mut Reader, base: &Memory, names: &mut Vec<Arc<str>>) -> Res<Memory> {
    let b = base.meta();
    let mut meta = match r.byte()? {
        0 => b,
        1 => {
            let static_pieces = r.u32()?;
            let globals_page = match r.u64()? {
                0 => None,
                g => Some(u32::try_from(g - 1).or_else(|_| r.err("bad globals page"))?),
            };
            let first_dynamic = r.u32()?;
            let quarantine_cap = usize::try_from(r.u64()?).or_else(|_| r.err("bad quarantine"))?;
            let off_bits = r.u32()?;
            let mask = r.u64()?;
            let codec = PtrCodec { off_bits, mask };
            if codec != PtrCodec::new(4) && codec != PtrCodec::new(8) {
                return r.err("unknown pointer encoding");
            }
            let heap_limit = r.u64()?;
            let track_init = r.bool()?;
            MemoryMeta {
                static_pieces,
                globals_page,
                first_dynamic,
                quarantine_cap,
                codec,
                heap_limit,
                track_init,
                ..b
            }
        }
        _ => return r.err("bad memory tag"),
    };
    meta.piece_hint = r.u32()?;
    meta.free_hint = r.u32()?;
    meta.heap_bytes = r.u64()?;
    let n = r.len(1)?;
    let mut quarantine = VecDeque::with_capacity(n);
    for _ in 0..n {
        quarantine.push_back(r.u32()?);
    }
    meta.quarantine = quarantine;
    let n = r.len(1)?;
    let mut vacant = Vec::with_capacity(n);
    for _ in 0..n {
        vacant.push(r.u32()?);
    }
    meta.vacant = vacant;

    // The object table.
    let n = r.u64()?;
    if n > (base.objs.len() + r.left()) as u64 {
        return r.err("object count exceeds the input");
    }
    let n = n as usize;
    let mut objs: Vec<ObjMeta> = Vec::with_capacity(n);
    while objs.len() < n {
        let h = r.u64()?;
        let k = usize::try_from(h >> 1).unwrap_or(usize::MAX);
        if k == 0 || k > n - objs.len() {
            return r.err("bad run of objects");
        }
        let i = objs.len();
        if h & 1 == OBJS_SAME {
            match base.objs.get(i..i + k) {
                Some(s) => objs.extend_from_slice(s),
                None => return r.err("a reference to objects the base lacks"),
            }
        } else {
            for _ in 0..k {
                objs.push(decode_obj(r)?);
            }
        }
    }

    // The pieces.
    let n = r.u64()?;
    if n > (base.pieces_len() + HOLE_SLACK + r.left()) as u64 {
        return r.err("piece count exceeds the input");
    }
    let n = n as usize;
    let mut pieces: Vec<Option<Arc<PieceData>>> = Vec::with_capacity(n);
    while pieces.len() < n {
        let h = r.u64()?;
        let k = usize::try_from(h >> 2).unwrap_or(usize::MAX);
        if k == 0 || k > n - pieces.len() {
            return r.err("bad run of pieces");
        }
        let p = pieces.len();
        match h & 3 {
            PIECES_FREE => pieces.resize(p + k, None),
            PIECES_BASE => {
                for s in p..p + k {
                    match base.piece_arc(s) {
                        Some(a) => pieces.push(Some(Arc::clone(a))),
                        None => return r.err("a reference to a piece the base lacks"),
                    }
                }
            }
            PIECES_OWN => {
                for _ in 0..k {
                    let s = pieces.len();
                    let track = meta.track_init;
                    let d = PieceData::new_shared(|bytes, init| {
                        decode_piece(r, base.piece_arc(s), track, bytes, init)
                    })?;
                    pieces.push(Some(d));
                }
            }
            _ => return r.err("bad piece tag"),
        }
    }

    let sym = match r.byte()? {
        0 => None,
        1 => match &base.sym {
            Some(s) => Some(Arc::clone(s)),
            None => return r.err("a reference to symbols the base lacks"),
        },
        2 => Some(Arc::new(decode_sym(r, names)?)),
        _ => return r.err("bad symbols tag"),
    };
    // A cell takes at least two bytes.
    let n = r.len(2)?;
    let handles = if n == 0 {
        None
    } else {
        let mut h = super::handles::HandleMem::default();
        let (mut last, mut width) = (0usize, 0u8);
        for k in 0..n {
            let d = r.u64()?;
            let w = r.byte()?;
            let Some(at) = usize::try_from(d).ok().and_then(|d| last.checked_add(d)) else {
                return r.err("a handle cell too far");
            };
            if (k > 0 && d < u64::from(width)) || !(1..=8).contains(&w) {
                return r.err("handle cells out of order or overlapping");
            }
            h.cells.insert(at, w);
            (last, width) = (at, w);
        }
        Some(Arc::new(h))
    };
    check_memory(r, &objs, &pieces, &meta, sym.as_deref())?;
    check_handle_cells(r, &objs, handles.as_deref())?;
    Ok(Memory::from_parts(objs, pieces, meta, sym, handles))
}

/// Every handle cell lies within a live object.
fn check_handle_cells(
    r: &Reader,
    objs: &[ObjMeta],
    h: Option<&super::handles::HandleMem>,
) -> Res<()> {
    let Some(h) = h else { return Ok(()) };
    for (k, w) in h.cells.iter() {
        let inside = objs.iter().any(|o| {
            o.cap > 0
                && !o.kind.is_tombstone()
                && o.loc() <= k
                && k + usize::from(w) <= o.loc() + o.cap as usize
        });
        if !inside {
            return r.err("a handle cell outside every object");
        }
    }
    Ok(())
}

/// Reads one piece written out (see [`encode_piece_bytes`]) into `bytes` and `init`
/// (empty); `old` is the base's piece in its slot.
fn decode_piece(
    r: &mut Reader,
    old: Option<&Arc<PieceData>>,
    track_init: bool,
    bytes: &mut Vec<u8>,
    init: &mut Vec<u64>,
) -> Res<()> {
    let h = r.u64()?;
    let x = usize::try_from(h >> 2).unwrap_or(usize::MAX);
    let nruns = match h & 3 {
        PIECE_RAW => {
            bytes.extend_from_slice(r.bytes(x)?);
            0
        }
        PIECE_BASE => {
            let Some(old) = old else {
                return r.err("a change to a piece the base lacks");
            };
            bytes.extend_from_slice(old.bytes());
            x
        }
        PIECE_ZERO => {
            if x > PAGE {
                return r.err("a piece of zeros over a page");
            }
            bytes.resize(x, 0);
            usize::try_from(r.u64()?).unwrap_or(usize::MAX)
        }
        _ => return r.err("bad piece encoding"),
    };
    // A run takes at least three bytes.
    if nruns > r.left() / 3 {
        return r.err("length exceeds the input");
    }
    let mut at = 0usize;
    for _ in 0..nruns {
        let gap = r.u64()?;
        let len = r.u64()?;
        let start = (at as u64).checked_add(gap);
        let end = start.and_then(|x| x.checked_add(len));
        let (Some(start), Some(end)) = (start, end) else {
            return r.err("a change past its piece");
        };
        if len == 0 || end > bytes.len() as u64 {
            return r.err("a change past its piece");
        }
        let (start, end) = (start as usize, end as usize);
        bytes[start..end].copy_from_slice(r.bytes(end - start)?);
        at = end;
    }
    if track_init {
        let w = r.len(8)?;
        if w > bytes.len().div_ceil(64) {
            return r.err("initialisation bits past the piece");
        }
        init.extend(
            r.bytes(w * 8)?
                .chunks_exact(8)
                .map(|c| u64::from_le_bytes(c.try_into().expect("8 bytes"))),
        );
    }
    Ok(())
}

/// The object kinds by their `repr(u8)` value.
const KINDS: [ObjKind; 11] = [
    ObjKind::Vacant,
    ObjKind::Code,
    ObjKind::BlockAddrs,
    ObjKind::Global,
    ObjKind::Constant,
    ObjKind::Stack,
    ObjKind::Heap,
    ObjKind::Freed,
    ObjKind::DeadStack,
    ObjKind::Tls,
    ObjKind::Args,
];

fn decode_obj(r: &mut Reader) -> Res<ObjMeta> {
    let piece = r.u32()?.wrapping_sub(1);
    let base = r.u32()?;
    let cap = r.u32()?;
    let size = match r.u32()? {
        0 => cap,
        s => s - 1,
    };
    let kf = r.u64()?;
    let Some(&kind) = KINDS.get((kf & 15) as usize) else {
        return r.err("bad object kind");
    };
    let flags = u8::try_from(kf >> 4).or_else(|_| r.err("bad object flags"))?;
    let owner = r.u16()?;
    Ok(ObjMeta {
        piece,
        base,
        size,
        cap,
        kind,
        flags,
        owner,
    })
}

/// What a memory access relies on: every object within its piece (a paged object on pages
/// of the right sizes), the statics' slots filled, the hints near their tables, the marked
/// cells in pieces and naming symbols that exist.
fn check_memory(
    r: &Reader,
    objs: &[ObjMeta],
    pieces: &[Option<Arc<PieceData>>],
    meta: &MemoryMeta,
    sym: Option<&SymMem>,
) -> Res<()> {
    let plen = |p: usize| {
        pieces
            .get(p)
            .and_then(|x| x.as_ref())
            .map(|d| d.bytes().len())
    };
    let sp = meta.static_pieces as usize;
    if sp == 0 || sp > pieces.len() || pieces[..sp].iter().any(Option::is_none) {
        return r.err("static pieces missing");
    }
    if u64::from(meta.piece_hint) > pieces.len() as u64 + HINT_SLACK
        || u64::from(meta.free_hint) > objs.len() as u64 + HINT_SLACK
        || meta.first_dynamic as usize > objs.len()
        || meta.globals_page.is_some_and(|g| g as usize >= sp)
    {
        return r.err("allocator hints out of range");
    }
    if meta
        .quarantine
        .iter()
        .chain(&meta.vacant)
        .any(|&q| q as usize >= objs.len())
    {
        return r.err("a free id past the object table");
    }
    for o in objs {
        if o.size > o.cap {
            return r.err("an object larger than its capacity");
        }
        if o.piece == NO_PIECE {
            if o.size != 0 {
                return r.err("an object of no bytes with a size");
            }
            continue;
        }
        let (p, cap) = (o.piece as usize, o.cap as usize);
        let ok = if o.piece == 0 || cap <= PAGE {
            plen(p).is_some_and(|l| o.base as usize + cap <= l)
        } else {
            o.base == 0
                && (0..cap.div_ceil(PAGE)).all(|k| plen(p + k) == Some(PAGE.min(cap - k * PAGE)))
        };
        if !ok {
            return r.err("an object outside its piece");
        }
    }
    if let Some(s) = sym {
        for (&k, &(len, sr)) in &s.cells {
            let (p, off) = (k >> 32, k & 0xffff_ffff);
            if !(1..=8).contains(&len) || plen(p).is_none() || off.checked_add(8).is_none() {
                return r.err("a marked cell outside memory");
            }
            check_symref(r, &sr, Some(s))?;
        }
    }
    Ok(())
}

/// A mark's width is one a register has, and (`sym`: a memory cell's mark) its symbol
/// exists. A register's mark may name a freed symbol: a dead register's stale mark, which
/// the VM drops lazily and never reads.
fn check_symref(r: &Reader, sr: &SymRef, sym: Option<&SymMem>) -> Res<()> {
    if !(1..=64).contains(&sr.w) {
        return r.err("a mark of a bad width");
    }
    if let Some(s) = sym
        && !s.doms.get(sr.sym as usize).is_some_and(Option::is_some)
    {
        return r.err("a memory cell's mark naming no symbol");
    }
    Ok(())
}

fn decode_symref(r: &mut Reader) -> Res<SymRef> {
    Ok(SymRef {
        sym: r.u32()?,
        c: r.i128()?,
        w: r.byte()?,
    })
}

fn decode_sym(r: &mut Reader, names: &mut Vec<Arc<str>>) -> Res<SymMem> {
    let made = r.u64()?;
    let n = r.len(1)?;
    let mut doms = Vec::with_capacity(n);
    for _ in 0..n {
        doms.push(match r.byte()? {
            0 => None,
            1 => Some(decode_symbol(r, names)?),
            _ => return r.err("bad symbol tag"),
        });
    }
    let n = r.len(4)?;
    let mut cells = BTreeMap::new();
    let mut key = 0usize;
    for i in 0..n {
        let d = usize::try_from(r.u64()?).or_else(|_| r.err("bad cell"))?;
        if i > 0 && d == 0 {
            return r.err("cells out of order");
        }
        key = key.checked_add(d).map_or_else(|| r.err("bad cell"), Ok)?;
        let len = r.byte()?;
        cells.insert(key, (len, decode_symref(r)?));
    }
    Ok(SymMem { doms, cells, made })
}

fn decode_symbol(r: &mut Reader, names: &mut Vec<Arc<str>>) -> Res<Symbol> {
    // Each level takes at least a dozen bytes.
    let depth = r.len(12)?;
    // Each level's domain, origin and re-basing (`c`, `lo`, `span`; none for the last).
    type Level = (Domain, Origin, Option<(i128, i128, i128)>);
    let mut levels: Vec<Level> = Vec::with_capacity(depth + 1);
    for k in 0..=depth {
        let dom = decode_domain(r)?;
        let origin = decode_origin(r, names)?;
        let rebase = if k < depth {
            Some((r.i128()?, r.i128()?, r.i128()?))
        } else {
            None
        };
        levels.push((dom, origin, rebase));
    }
    // Built from the innermost.
    let mut sym: Option<Symbol> = None;
    while let Some((dom, origin, rebase)) = levels.pop() {
        let base = match (sym.take(), rebase) {
            (Some(inner), Some((c, lo, span))) => Some(Arc::new(Based {
                sym: inner,
                c,
                lo,
                span,
            })),
            _ => None,
        };
        sym = Some(Symbol { dom, origin, base });
    }
    sym.map_or_else(|| r.err("no symbol"), Ok)
}

fn decode_domain(r: &mut Reader) -> Res<Domain> {
    let n = r.len(2)?;
    let mut iv = Vec::with_capacity(n);
    for _ in 0..n {
        iv.push((r.i128()?, r.i128()?));
    }
    Domain::from_intervals(iv).map_or_else(|| r.err("bad domain"), Ok)
}

fn decode_origin(r: &mut Reader, names: &mut Vec<Arc<str>>) -> Res<Origin> {
    let thread = r.u16()?;
    let func = r.u32()?;
    let pc = r.u32()?;
    let name = match r.u64()? {
        0 => {
            let n = r.len(1)?;
            let s = std::str::from_utf8(r.bytes(n)?).or_else(|_| r.err("a name not UTF-8"))?;
            let a: Arc<str> = Arc::from(s);
            names.push(Arc::clone(&a));
            a
        }
        k => match names.get((k - 1) as usize) {
            Some(a) => Arc::clone(a),
            None => return r.err("a reference to an unknown name"),
        },
    };
    Ok(Origin {
        thread,
        func,
        pc,
        name,
        signed: r.bool()?,
        bits: r.byte()?,
        serial: r.u64()?,
    })
}

fn decode_frames(r: &mut Reader) -> Res<Vec<Frame>> {
    let n = r.len(7)?;
    let mut v = Vec::with_capacity(n);
    for _ in 0..n {
        let f = Frame {
            func: r.u32()?,
            pc: r.u32()?,
            base: r.u32()?,
            alloca_mark: r.u32()?,
            va: r.u32()?,
            ret_dst: r.u16()?,
            ret_n: 0,
            atomic: false,
        };
        let x = r.u64()?;
        let f = Frame {
            ret_n: u16::try_from(x >> 1).or_else(|_| r.err("bad frame"))?,
            atomic: x & 1 != 0,
            ..f
        };
        v.push(f);
    }
    // The registers come after the frames: the caller checks the bases (`check_frames`).
    Ok(v)
}

fn decode_regs(r: &mut Reader) -> Res<Vec<u64>> {
    let n = r.len(1)?;
    let mut v = Vec::with_capacity(n);
    for _ in 0..n {
        v.push(r.reg()?);
    }
    Ok(v)
}

fn decode_u32s(r: &mut Reader) -> Res<Vec<u32>> {
    let n = r.len(1)?;
    let mut v = Vec::with_capacity(n);
    for _ in 0..n {
        v.push(r.u32()?);
    }
    Ok(v)
}

/// Every frame's registers start within the register file.
fn check_frames(r: &Reader, frames: &[Frame], regs: &[u64]) -> Res<()> {
    if frames.iter().any(|f| f.base as usize > regs.len()) {
        return r.err("a frame past its registers");
    }
    Ok(())
}

fn decode_thread(r: &mut Reader, mem: &Memory) -> Res<Thread> {
    let status = match r.byte()? {
        0 => ThreadStatus::Runnable,
        1 => ThreadStatus::Finished,
        2 => ThreadStatus::Blocked(BlockReason::Join(r.u16()?)),
        3 => ThreadStatus::Blocked(BlockReason::Mutex(r.u64()?)),
        4 => ThreadStatus::Blocked(BlockReason::CondWait(r.u64()?)),
        5 => ThreadStatus::Blocked(BlockReason::CondReacquire(r.u64()?)),
        6 => ThreadStatus::Blocked(BlockReason::RwRead(r.u64()?)),
        7 => ThreadStatus::Blocked(BlockReason::RwWrite(r.u64()?)),
        8 => ThreadStatus::Blocked(BlockReason::Barrier(r.u64()?, r.u32()?)),
        9 => ThreadStatus::Blocked(BlockReason::Spin(r.u64()?)),
        10 => ThreadStatus::Blocked(BlockReason::AwaitEq(r.u64()?, r.u32()?)),
        11 => ThreadStatus::Blocked(BlockReason::Sem(r.u64()?)),
        _ => return r.err("bad thread status"),
    };
    let frames = decode_frames(r)?;
    // Segments take at least two bytes each.
    let nseg = r.len(2)?;
    let mut frozen: Option<Arc<Segment>> = None;
    for _ in 0..nseg {
        let frames = decode_frames(r)?;
        let regs = decode_regs(r)?;
        check_frames(r, &frames, &regs)?;
        let depth = frames.len() + frozen.as_ref().map_or(0, |s| s.depth);
        frozen = Some(Arc::new(Segment {
            below: frozen.take(),
            frames,
            regs,
            depth,
            canon: std::sync::OnceLock::new(),
        }));
    }
    let regs = decode_regs(r)?;
    check_frames(r, &frames, &regs)?;
    let allocas = decode_u32s(r)?;
    let tls = decode_u32s(r)?;
    if allocas
        .iter()
        .chain(&tls)
        .any(|&id| id as usize >= mem.objs.len())
    {
        return r.err("a thread's object past the object table");
    }
    let tls_taken = r.u64()?;
    let start = (
        u32::try_from(r.u64()?).or_else(|_| r.err("a thread's start function out of range"))?,
        r.u64()?,
    );
    let retval = r.u64()?;
    let sync = match r.byte()? {
        0 => SyncPhase::None,
        1 => SyncPhase::CondWaiting {
            cond: r.u64()?,
            mutex: r.u64()?,
            timed: r.bool()?,
        },
        2 => SyncPhase::CondWoken {
            mutex: r.u64()?,
            timed_out: r.bool()?,
        },
        3 => SyncPhase::BarrierWaiting {
            addr: r.u64()?,
            generation: r.u32()?,
        },
        _ => return r.err("bad synchronisation phase"),
    };
    let atomic = r.u16()?;
    let flags = r.byte()?;
    if flags >> 6 != 0 {
        return r.err("bad thread flags");
    }
    let detached = flags & 1 != 0;
    let many = flags & 32 != 0;
    let exiting = if flags & 2 != 0 { Some(r.u64()?) } else { None };
    let choice = if flags & 4 != 0 { Some(r.u64()?) } else { None };
    let sym_pick = if flags & 8 != 0 { Some(r.u32()?) } else { None };
    let split_sizes = if flags & 16 != 0 {
        let n = r.len(1)?;
        let mut v = Vec::with_capacity(n);
        for _ in 0..n {
            v.push(r.u128()?);
        }
        Some(v.into_boxed_slice())
    } else {
        None
    };
    let stack_bytes = r.u64()?;
    // A mark takes at least four bytes.
    let n = r.len(4)?;
    let mut sym = Vec::with_capacity(n);
    for _ in 0..n {
        let i = r.u32()?;
        let sr = decode_symref(r)?;
        if i as usize >= regs.len() || sym.last().is_some_and(|&(j, _)| j >= i) {
            return r.err("a register mark out of order or past the registers");
        }
        check_symref(r, &sr, None)?;
        sym.push((i, sr));
    }
    let hregs = decode_u32s(r)?;
    if hregs.iter().any(|&i| i as usize >= regs.len()) || hregs.windows(2).any(|w| w[0] >= w[1]) {
        return r.err("a handle register out of order or past the registers");
    }
    Ok(Thread {
        status,
        frames,
        frozen,
        regs,
        allocas,
        tls,
        tls_taken,
        start,
        retval,
        sync,
        atomic,
        detached,
        exiting,
        choice,
        stack_bytes,
        sym,
        sym_pick,
        split_sizes,
        hregs,
        many,
    })
}

#[cfg(test)]
mod tests {
    #[test]
    fn diff_runs_finds_every_difference() {
        // Against the byte-by-byte definition: runs of differing bytes, merged when fewer
        // than RUN_GAP equal bytes apart.
        fn naive(old: &[u8], new: &[u8]) -> Vec<(usize, usize)> {
            let mut runs: Vec<(usize, usize)> = Vec::new();
            for k in (0..new.len()).filter(|&k| old[k] != new[k]) {
                match runs.last_mut() {
                    Some(r) if k - r.1 < RUN_GAP => r.1 = k + 1,
                    _ => runs.push((k, k + 1)),
                }
            }
            runs
        }
        let mut x = 0x9e37_79b9_7f4a_7c15u64;
        let mut next = || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x
        };
        for len in [0usize, 1, 7, 8, 9, 63, 64, 65, 200, 4096] {
            for density in [0u64, 1, 3, 16, 64] {
                let old: Vec<u8> = (0..len).map(|_| next() as u8).collect();
                let mut new = old.clone();
                for b in new.iter_mut() {
                    if density > 0 && next() % 128 < density {
                        *b = b.wrapping_add(1 + (next() % 255) as u8);
                    }
                }
                let mut runs = Vec::new();
                super::diff_runs(&old, &new, &mut runs);
                assert_eq!(runs, naive(&old, &new), "len {len} density {density}");
            }
        }
    }

    use super::*;
    use crate::vm::memory::NoRoots;

    #[test]
    fn varints_round_trip() {
        let mut out = Vec::new();
        let us = [
            0u64,
            1,
            127,
            128,
            255,
            300,
            16383,
            16384,
            u64::from(u32::MAX),
            1 << 63,
            u64::MAX,
        ];
        for &v in &us {
            put_u64(&mut out, v);
        }
        let is = [
            0i128,
            -1,
            1,
            -64,
            64,
            i128::MIN,
            i128::MAX,
            -(1 << 70),
            1 << 100,
        ];
        for &v in &is {
            put_i128(&mut out, v);
        }
        let ws = [0u128, u128::MAX, 1 << 64, (1 << 64) - 1];
        for &v in &ws {
            put_u128(&mut out, v);
        }
        for &v in &[0i64, -1, i64::MIN, i64::MAX] {
            put_i64(&mut out, v);
        }
        let mut r = Reader::new(&out);
        for &v in &us {
            assert_eq!(r.u64().unwrap(), v);
        }
        for &v in &is {
            assert_eq!(r.i128().unwrap(), v);
        }
        for &v in &ws {
            assert_eq!(r.u128().unwrap(), v);
        }
        for &v in &[0i64, -1, i64::MIN, i64::MAX] {
            assert_eq!(r.i64().unwrap(), v);
        }
        assert_eq!(r.left(), 0);
        // Registers: every kind of value, each the shortest way.
        let regs = [
            0u64,
            5,
            4095,
            4096,
            5 << 32,
            (3 << 32) | 0x8c,
            u64::MAX,
            u64::MAX - 3,
            0xffff_ffff,
            0xffff_fffc,
            1 << 62,
            (1 << 62) - 1,
            !(1 << 62),
            0x8000_0000_0000_0000,
            0x1234_5678_9abc_def0,
            (0xffff_ffff << 32) | 0xffff_ffff,
        ];
        let mut o = Vec::new();
        for &v in &regs {
            put_reg(&mut o, v);
        }
        let mut r = Reader::new(&o);
        for &v in &regs {
            assert_eq!(r.reg().unwrap(), v);
        }
        assert_eq!(r.left(), 0);
        let reg_size = |v: u64| {
            let mut o = Vec::new();
            put_reg(&mut o, v);
            o.len()
        };
        assert_eq!(reg_size(5 << 32), 2);
        assert_eq!(reg_size((3 << 32) | 0x8c), 3);
        assert_eq!(reg_size(u64::MAX - 3), 1);
        assert_eq!(reg_size(0xffff_ffff), 1);
        // Sizes: 7 bits a byte.
        let size = |v: u64| {
            let mut o = Vec::new();
            put_u64(&mut o, v);
            o.len()
        };
        assert_eq!(
            (size(0), size(127), size(128), size(u64::MAX)),
            (1, 1, 2, 10)
        );
        // Overlong and truncated varints are errors.
        assert!(Reader::new(&[0xff; 11]).u64().is_err());
        assert!(
            Reader::new(&[0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x02])
                .u64()
                .is_err()
        );
        assert!(Reader::new(&[0xff; 20]).u128().is_err());
        assert!(Reader::new(&[0x80]).u64().is_err());
        assert!(Reader::new(&[]).u64().is_err());
        assert!(Reader::new(&[0x80, 0x80, 0x04]).u16().is_err());
        // A length is capped by what is left.
        assert!(Reader::new(&[5, 1, 2, 3]).len(1).is_err());
        assert_eq!(Reader::new(&[3, 1, 2, 3]).len(1).unwrap(), 3);
        assert!(Reader::new(&[2, 1, 2, 3]).len(2).is_err());
    }

    /// A state built by hand: statics, a heap block over two pages, a freed object, a
    /// symbolic memory with a re-based symbol and marked cells, a deep thread with frozen
    /// segments and marks, and a blocked one.
    fn hand_built() -> (State, State) {
        let mut mem = Memory::new(PtrCodec::new(8), 0, 1 << 30);
        mem.track_init = true;
        mem.push_static(ObjKind::Constant, b"hello\0", true);
        mem.push_static(ObjKind::Global, &[1, 2, 3, 4], false);
        mem.push_static(ObjKind::Global, &[7; 100], false);
        let thread = |n: usize| {
            let mut t = Thread {
                status: ThreadStatus::Runnable,
                start: (u32::MAX, 0),
                ..Thread::vacant()
            };
            for k in 0..n {
                let base = t.regs.len() as u32;
                t.regs
                    .extend((0..k % 5 + 1).map(|i| (k as u64) << 40 | i as u64));
                t.frames.push(Frame {
                    func: k as u32,
                    pc: 3 * k as u32,
                    base,
                    alloca_mark: 0,
                    va: 0,
                    ret_dst: 2,
                    ret_n: 1,
                    atomic: k % 7 == 0,
                });
                t.freeze_if_deep();
            }
            t
        };
        let base = State {
            mem,
            threads: vec![ThreadRef::new(thread(1))],
            exited: None,
            exiting: false,
            pending: None,
            sched: Sched {
                last: u16::MAX,
                budget: 2,
                used: 0,
            },
        };
        let mut s = base.clone();
        let big = s
            .mem
            .alloc(ObjKind::Heap, (2 * PAGE + 17) as u64, 0, &NoRoots)
            .unwrap();
        let p = s.mem.codec.encode(big, PAGE as u64 - 3);
        s.mem.write_uint(p, 8, 0x1122_3344_5566_7788).unwrap();
        let i = s.mem.index(p, 8).unwrap();
        s.mem.written(i, 8);
        let gone = s.mem.alloc(ObjKind::Stack, 12, 1, &NoRoots).unwrap();
        let _kept = s.mem.alloc(ObjKind::Stack, 12, 1, &NoRoots).unwrap();
        s.mem.release(gone, ObjKind::DeadStack);
        let g = s.mem.codec.encode(2, 5);
        s.mem.write_uint(g, 1, 9).unwrap();
        let origin = Origin {
            thread: 1,
            func: 4,
            pc: 17,
            name: Arc::from("__VERIFIER_nondet_int"),
            signed: true,
            bits: 32,
            serial: 3,
        };
        let inner = Symbol {
            dom: Domain::range(-5, 1000),
            origin: origin.clone(),
            base: None,
        };
        let rebased = Symbol {
            dom: Domain::range(0, 10).union(&Domain::range(20, 30)),
            origin: origin.clone(),
            base: Some(Arc::new(Based {
                sym: inner.clone(),
                c: -3,
                lo: -(1 << 15),
                span: 1 << 16,
            })),
        };
        let mut cells = BTreeMap::new();
        let bi = s.mem.index(s.mem.codec.encode(big, 8), 4).unwrap();
        cells.insert(
            bi,
            (
                4,
                SymRef {
                    sym: 0,
                    c: 7,
                    w: 32,
                },
            ),
        );
        cells.insert(
            bi + 16,
            (
                8,
                SymRef {
                    sym: 2,
                    c: -1,
                    w: 64,
                },
            ),
        );
        s.mem.sym = Some(Arc::new(SymMem {
            doms: vec![Some(inner), None, Some(rebased)],
            cells,
            made: 3,
        }));
        let mut deep = thread(3 * super::super::state::FREEZE_AT + 2);
        // The second a dead register's stale mark of a freed symbol.
        deep.sym = vec![
            (
                0,
                SymRef {
                    sym: 2,
                    c: 0,
                    w: 16,
                },
            ),
            (
                1,
                SymRef {
                    sym: 1,
                    c: 1 << 70,
                    w: 64,
                },
            ),
        ];
        deep.allocas = vec![big];
        deep.stack_bytes = 12;
        deep.sym_pick = Some(2);
        deep.split_sizes = Some(vec![1, u128::MAX, 5].into_boxed_slice());
        deep.choice = Some(u64::MAX);
        deep.sync = SyncPhase::CondWaiting {
            cond: 77,
            mutex: 88,
            timed: true,
        };
        let mut blocked = thread(2);
        blocked.status = ThreadStatus::Blocked(BlockReason::Barrier(1 << 40, 9));
        blocked.exiting = Some(4);
        blocked.detached = true;
        blocked.tls = vec![1, 2];
        s.threads.push(ThreadRef::new(deep));
        s.threads.push(ThreadRef::new(blocked));
        s.exited = Some(-3);
        s.pending = Some((
            1,
            Choice::Nondet {
                bits: 32,
                signed: true,
                boolean: false,
            },
        ));
        s.sched.used = 5;
        // A configuration unlike the base's is written out.
        s.mem.heap_limit = 12345;
        (s, base)
    }

    /// Field-by-field equality of two states (`State` has no `PartialEq`: its caches).
    fn same(a: &State, b: &State) {
        assert_eq!(a.mem.objs, b.mem.objs);
        assert_eq!(a.mem.meta(), b.mem.meta());
        assert_eq!(a.mem.sym, b.mem.sym);
        assert_eq!(a.mem.pieces_len(), b.mem.pieces_len());
        for p in 0..a.mem.pieces_len() {
            let (x, y) = (a.mem.piece_arc(p), b.mem.piece_arc(p));
            assert_eq!(x.map(|d| d.bytes()), y.map(|d| d.bytes()), "piece {p}");
            assert_eq!(x.map(|d| d.init_words()), y.map(|d| d.init_words()));
        }
        assert_eq!(a.threads, b.threads);
        for (x, y) in a.threads.iter().zip(&b.threads) {
            // Segments equal as segments (their frames and registers, chain by chain).
            let seg = |t: &Thread| {
                t.frozen.as_ref().map(|s| {
                    s.chain()
                        .iter()
                        .map(|s| (s.frames.clone(), s.regs.clone(), s.depth))
                        .collect::<Vec<_>>()
                })
            };
            assert_eq!(seg(x), seg(y));
            assert_eq!(x.split_sizes, y.split_sizes);
        }
        assert_eq!(
            (a.exited, a.exiting, a.pending, a.sched),
            (b.exited, b.exiting, b.pending, b.sched)
        );
    }

    #[test]
    fn a_hand_built_state_round_trips() {
        let (s, base) = hand_built();
        let mut out = vec![0xaa];
        encode_state(&s, &base, &mut out);
        assert_eq!(out[0], 0xaa, "appends");
        let d = decode_state(&out[1..], &base).expect("decodes");
        same(&s, &d);
        // Referenced pieces are the base's Arcs; the others are fresh.
        assert!(Arc::ptr_eq(
            d.mem.piece_arc(0).unwrap(),
            base.mem.piece_arc(0).unwrap()
        ));
        assert!(ThreadRef::ptr_eq(&d.threads[0], &base.threads[0]));
        assert!(d.threads[1].frozen.as_ref().unwrap().depth > 0);
        // Encoding again gives the same bytes.
        let mut again = Vec::new();
        encode_state(&d, &base, &mut again);
        assert_eq!(again, out[1..]);
        // The base against itself: references only.
        let mut own = Vec::new();
        encode_state(&base, &base, &mut own);
        assert!(own.len() < 32, "{} bytes", own.len());
        same(&decode_state(&own, &base).unwrap(), &base);
        // A decoded state is written copy-on-write: the base's pieces stay as they were.
        let mut d2 = decode_state(&own, &base).unwrap();
        let g = d2.mem.codec.encode(1, 0);
        d2.mem.write_uint(g, 1, 0x55).unwrap();
        assert_eq!(base.mem.read_uint(g, 1).unwrap(), 1);
        assert_eq!(d2.mem.read_uint(g, 1).unwrap(), 0x55);
    }

    #[test]
    fn malformed_input_is_an_error() {
        let (s, base) = hand_built();
        let mut out = Vec::new();
        encode_state(&s, &base, &mut out);
        // Every truncation.
        for n in 0..out.len() {
            assert!(
                decode_state(&out[..n], &base).is_err(),
                "prefix of {n} bytes"
            );
        }
        // Trailing bytes, a wrong version.
        let mut more = out.clone();
        more.push(0);
        assert!(decode_state(&more, &base).is_err());
        let mut v = out.clone();
        v[0] = VERSION + 1;
        let e = decode_state(&v, &base).unwrap_err();
        assert!(e.to_string().contains("version"), "{e}");
        // Every byte changed, to a few values: an error or a state, never a panic.
        for i in 0..out.len() {
            for x in [0u8, 1, 0x7f, 0x80, 0xff, out[i] ^ 1, out[i].wrapping_add(1)] {
                let mut b = out.clone();
                b[i] = x;
                let _ = decode_state(&b, &base);
            }
        }
        // Huge counts from a few bytes.
        for junk in [
            vec![VERSION, 0, 0, 0, 0, 0, 0, 0xff, 0xff, 0xff, 0xff, 0x0f],
            vec![
                VERSION, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff, 0xff, 0xff, 0xff, 0x7f,
            ],
            vec![VERSION, 1, 1, 0, 0, 0, 0xff, 0xff, 0xff, 0xff, 0x0f],
        ] {
            assert!(decode_state(&junk, &base).is_err());
        }
    }
}
