//! RC11 (Lahav, Vafeiadis, Kang, Hur, Dreyer, *Repairing sequential consistency in
//! C/C++11*, PLDI 2017) as a machine with states that a search can store and match: the
//! view-based semantics of the promising machine (Kang, Hur, Lahav, Vafeiadis, Dreyer,
//! *A promising semantics for relaxed-memory concurrency*, POPL 2017; Lee, Cho, Podkopaev,
//! Chakraborty, Hur, Lahav, Vafeiadis, *Promising 2.0*, PLDI 2020) without promises, so
//! that a load reads only stores that already ran (RC11 forbids `po ∪ rf` cycles: no load
//! buffering), plus vector clocks for happens-before data races.
//!
//! # The machine
//!
//! - An *atomic location* (the bytes an atomic access touched) has a list of *messages* in
//!   modification order (`mo`): value, the *view* the message carries, and whether it was
//!   written by a read-modify-write (then it sits right after the message it read, and
//!   nothing may come between: RC11's atomicity). A message's index in the list is its
//!   timestamp. The location's bytes in memory are always the last message's value.
//! - A *view* maps each atomic location to a timestamp (missing: 0) and each thread to an
//!   epoch (a vector clock, for happens-before). Each thread has three (PS 2.0's): `cur`
//!   (what it has observed: it may not read or write below it), `acq` (what an acquire
//!   fence would make observed: the views of messages it read relaxed), and its release
//!   views (`frel`, from its last release fence, and per location the view of its last
//!   release write there: what a relaxed write carries, which gives release sequences
//!   their po-later writes).
//! - A load of `x` reads any message at or after `cur(x)` (at or after the global SC view
//!   `S(x)` too, if it is `seq_cst`); an acquire load joins the message's view into `cur`;
//!   every load joins it into `acq`. A store inserts its message anywhere after `cur(x)`
//!   (after `S(x)` if `seq_cst`) but not between a message and the read-modify-write that
//!   read it; a release store's message carries `cur`, a relaxed one the thread's release
//!   view of `x`. A read-modify-write reads a message that no read-modify-write read yet,
//!   goes right after it, and its message carries the read message's view too (release
//!   sequences through RMWs).
//! - Fences: acquire: `cur := acq`; release: the release views become `cur`; `seq_cst`: both,
//!   and `cur` and the global SC view `S` become their join (the promising machine's SC
//!   fences, which RC11's `psc_F` was designed to match).
//! - Threads' creation and joins, and the C library's locks, semaphores and barriers,
//!   release and acquire views through the object (pthreads' synchronisation).
//!
//! # `seq_cst` accesses
//!
//! RC11 requires its partial SC order `psc` to be acyclic; `S`, the order that witnesses it,
//! need not follow the order in which the machine runs the accesses (a relaxed read that
//! sees a `seq_cst` store does not put the store before later `seq_cst` accesses of the
//! reader: `MP+sc+rlx`). So `seq_cst` accesses do not go through `S`. Instead each thread,
//! and each `seq_cst` message, carries a *`psc` view*: the `seq_cst` writes that precede
//! its next `seq_cst` access (resp. the write itself) in `psc`, as timestamps by location
//! (knowing a write means knowing the `seq_cst` writes before it in `mo`). The edges are
//! RC11's between `seq_cst` accesses: sequenced-before (`sb`), `mo` between `seq_cst`
//! writes, `rb` from a `seq_cst` load to the `seq_cst` writes after what it read (also one
//! placed there later: a message keeps what precedes the loads that read it), and `rf`
//! between `seq_cst` accesses (in `hb|loc`). A `seq_cst` load may not read before a write its
//! view knows, a `seq_cst` store may not go before one (either would close a cycle), and an
//! edge into a known write teaches everyone who knows it. For programs whose atomics are
//! all `seq_cst` that is RC11 exactly (their `hb` is made of those `sb` and `rf` edges). With
//! other accesses between them, `psc` edges made of `hb` through non-SC accesses, and those
//! between SC fences and SC accesses, are not followed: the machine then allows *more* than
//! RC11 (never less): a violation it reports needs reading against GenMC. The README's
//! "Memory models" section lists what the oracles found.
//!
//! # Data races
//!
//! Two conflicting accesses of which one is not atomic race when neither happens before
//! the other (RC11's `hb`: sequenced-before and synchronises-with, through release
//! sequences and fences). Each thread's `cur` carries a vector clock whose own entry (its
//! *epoch*) advances after every release; a non-atomic access records `(thread, epoch)` in
//! the *shadow* of its bytes (and an atomic one in its location's summary), and an access
//! races with a recorded one of another thread `u` unless the accessor's clock has `u`'s
//! entry at or past it. Non-atomic locations keep one value (DRF-SC: a race-free program
//! cannot tell), so non-atomic accesses cost a shadow update and nothing else.
//!
//! # Canonical states
//!
//! [`Rc11::normalise`] runs after every step: messages below the `cur` of every live thread
//! that may still access the location (the static future analysis of the stubborn sets
//! tells which may not: the VM passes them as `far`) can never be read or written before,
//! so they go and the timestamps are renumbered from 0; a
//! location whose only message tells no thread anything is forgotten (the next atomic access
//! makes it again from memory); shadow entries and summaries that happen before every live
//! thread are forgotten, and so are the records of atomic accesses to a location that no
//! live thread will access non-atomically again (only a non-atomic access races with an
//! atomic one); each thread's epochs are renumbered by the race records and the
//! current epoch they lie between (epochs no comparison can tell apart become one), before
//! the views are compared. Two states that allow the same futures then have the same bytes.

use smallvec::SmallVec;

use crate::bytecode::op::MemOrd;

/// Timestamps by location, sorted by key (a view's, or a `psc` view's). Inline up to six
/// locations: a step clones the whole RC11 state, and views are its most numerous part.
pub type Ts = SmallVec<[(Key, u32); 6]>;

/// Epochs by thread id, inline up to eight threads.
pub type Vc = SmallVec<[u32; 8]>;

/// An atomic location: object id (high 32 bits) and byte offset (low 32 bits).
pub type Key = u64;

/// The key of `[off, …)` of object `id`.
pub fn key(id: u32, off: u64) -> Key {
    (u64::from(id) << 32) | (off & 0xffff_ffff)
}

/// The object and offset of a key.
pub fn unkey(k: Key) -> (u32, u64) {
    ((k >> 32) as u32, k & 0xffff_ffff)
}

/// Where an access was made (a function and op index), for race reports. Never part of
/// the canonical state: states that differ only there are matched.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Pos {
    /// Function index.
    pub func: u32,
    /// Op index.
    pub pc: u32,
}

/// A view: per atomic location a timestamp (missing: 0), per thread an epoch (missing: 0).
#[derive(Debug, Default, PartialEq, Eq, Hash)]
pub struct View {
    /// Timestamps by location, sorted by key, none 0.
    pub ts: Ts,
    /// Epochs by thread id (trailing zeros trimmed).
    pub vc: Vc,
}

// The inline vectors' elements are `Copy`: clones are copies of their slices (the derived
// clones would push element by element).
impl Clone for View {
    fn clone(&self) -> View {
        View {
            ts: Ts::from_slice(&self.ts),
            vc: Vc::from_slice(&self.vc),
        }
    }
}

impl View {
    /// The timestamp of location `k`.
    #[inline]
    pub fn ts(&self, k: Key) -> u32 {
        match self.ts.binary_search_by_key(&k, |e| e.0) {
            Ok(i) => self.ts[i].1,
            Err(_) => 0,
        }
    }

    /// Raises the timestamp of `k` to at least `t`.
    pub fn raise(&mut self, k: Key, t: u32) {
        if t == 0 {
            return;
        }
        match self.ts.binary_search_by_key(&k, |e| e.0) {
            Ok(i) => self.ts[i].1 = self.ts[i].1.max(t),
            Err(i) => self.ts.insert(i, (k, t)),
        }
    }

    /// Thread `t`'s epoch.
    #[inline]
    pub fn vc(&self, t: usize) -> u32 {
        self.vc.get(t).copied().unwrap_or(0)
    }

    /// Raises thread `t`'s epoch to at least `e`.
    pub fn raise_vc(&mut self, t: usize, e: u32) {
        if e == 0 {
            return;
        }
        if self.vc.len() <= t {
            self.vc.resize(t + 1, 0);
        }
        self.vc[t] = self.vc[t].max(e);
    }

    /// Joins `o`'s timestamps into this view.
    pub fn join_ts(&mut self, o: &[(Key, u32)]) {
        if o.is_empty() {
            return;
        }
        if self.ts.is_empty() {
            self.ts.extend_from_slice(o);
            return;
        }
        let mut out = Ts::with_capacity(self.ts.len() + o.len());
        let (mut i, mut j) = (0, 0);
        while i < self.ts.len() || j < o.len() {
            match (self.ts.get(i), o.get(j)) {
                (Some(a), Some(b)) if a.0 == b.0 => {
                    out.push((a.0, a.1.max(b.1)));
                    i += 1;
                    j += 1;
                }
                (Some(a), Some(b)) if a.0 < b.0 => {
                    out.push(*a);
                    i += 1;
                }
                (Some(_), Some(b)) | (None, Some(b)) => {
                    out.push(*b);
                    j += 1;
                }
                (Some(a), None) => {
                    out.push(*a);
                    i += 1;
                }
                (None, None) => unreachable!(),
            }
        }
        self.ts = out;
    }

    /// Joins `o` (timestamps and epochs) into this view.
    pub fn join(&mut self, o: &View) {
        self.join_ts(&o.ts);
        if self.vc.len() < o.vc.len() {
            self.vc.resize(o.vc.len(), 0);
        }
        for (a, b) in self.vc.iter_mut().zip(&o.vc) {
            *a = (*a).max(*b);
        }
    }

    /// Whether the two views are one (as their canonical bytes say: trailing zero epochs
    /// say nothing).
    pub fn canonical_eq(&self, o: &View) -> bool {
        let trim = |v: &[u32]| v.len() - v.iter().rev().take_while(|&&e| e == 0).count();
        self.ts == o.ts && self.vc[..trim(&self.vc)] == o.vc[..trim(&o.vc)]
    }

    /// Whether every timestamp and epoch of this view is at most `o`'s.
    pub fn le(&self, o: &View) -> bool {
        self.ts.iter().all(|&(k, t)| t <= o.ts(k))
            && self.vc.iter().enumerate().all(|(t, &e)| e <= o.vc(t))
    }

    fn canonical(&self, buf: &mut Vec<u8>) {
        put(buf, self.ts.len() as u64);
        for &(k, t) in &self.ts {
            put(buf, k);
            put(buf, u64::from(t));
        }
        // Trailing zero epochs say nothing: the same view with or without them is one view.
        let vc = &self.vc[..self.vc.iter().rposition(|&e| e != 0).map_or(0, |i| i + 1)];
        put(buf, vc.len() as u64);
        for &e in vc {
            put(buf, u64::from(e));
        }
    }
}

/// The timestamp of location `k` in a list of timestamps sorted by location (0: none).
#[inline]
pub fn ts_get(v: &[(Key, u32)], k: Key) -> u32 {
    match v.binary_search_by_key(&k, |e| e.0) {
        Ok(i) => v[i].1,
        Err(_) => 0,
    }
}

/// Joins timestamps `o` into `v` (both sorted by location).
pub fn ts_join(v: &mut Ts, o: &[(Key, u32)]) {
    for &(k, t) in o {
        if t == 0 {
            continue;
        }
        match v.binary_search_by_key(&k, |e| e.0) {
            Ok(i) => v[i].1 = v[i].1.max(t),
            Err(i) => v.insert(i, (k, t)),
        }
    }
}

/// Whether every timestamp of `a` is at most `b`'s.
fn ts_le(a: &[(Key, u32)], b: &[(Key, u32)]) -> bool {
    a.iter().all(|&(k, t)| t <= ts_get(b, k))
}

fn put_ts(buf: &mut Vec<u8>, v: &[(Key, u32)]) {
    put(buf, v.len() as u64);
    for &(k, t) in v {
        put(buf, k);
        put(buf, u64::from(t));
    }
}

fn put(buf: &mut Vec<u8>, mut v: u64) {
    // LEB128: views are mostly small numbers.
    loop {
        let b = (v & 0x7f) as u8;
        v >>= 7;
        if v == 0 {
            buf.push(b);
            return;
        }
        buf.push(b | 0x80);
    }
}

/// One access recorded for race checks: thread, its epoch then, and where (not canonical).
#[derive(Clone, Copy, Debug)]
pub struct Stamp {
    /// The thread.
    pub thread: u16,
    /// Its epoch at the access.
    pub epoch: u32,
    /// Where it was.
    pub pos: Pos,
}

/// Accesses recorded for race checks, at most one per thread (its latest), by thread id.
#[derive(Debug, Default)]
pub struct Clock(pub SmallVec<[Stamp; 4]>);

impl Clone for Clock {
    fn clone(&self) -> Clock {
        Clock(SmallVec::from_slice(&self.0))
    }
}

impl Clock {
    /// Records thread `t`'s access at `epoch`.
    pub fn set(&mut self, t: usize, epoch: u32, pos: Pos) {
        let s = Stamp {
            thread: t as u16,
            epoch,
            pos,
        };
        match self.0.binary_search_by_key(&(t as u16), |s| s.thread) {
            Ok(i) => self.0[i] = s,
            Err(i) => self.0.insert(i, s),
        }
    }

    /// The first recorded access of a thread other than `t` that does not happen before a
    /// point of `t` with clock `vc`.
    pub fn racing(&self, t: usize, vc: &View) -> Option<Stamp> {
        self.0
            .iter()
            .find(|s| usize::from(s.thread) != t && vc.vc(usize::from(s.thread)) < s.epoch)
            .copied()
    }

    fn same(&self, o: &Clock) -> bool {
        self.0.len() == o.0.len()
            && self
                .0
                .iter()
                .zip(&o.0)
                .all(|(a, b)| a.thread == b.thread && a.epoch == b.epoch)
    }

    fn canonical(&self, buf: &mut Vec<u8>) {
        put(buf, self.0.len() as u64);
        for s in &self.0 {
            put(buf, u64::from(s.thread));
            put(buf, u64::from(s.epoch));
        }
    }
}

/// A message of an atomic location.
#[derive(Debug)]
pub struct Msg {
    /// The value (the location's size in bytes, little-endian).
    pub val: u64,
    /// The view it carries (what a thread that acquires it observes).
    pub view: View,
    /// Written by a read-modify-write of the message before it (nothing may be inserted
    /// between the two).
    pub rmw: bool,
    /// For a `seq_cst` write: the `seq_cst` writes that precede it in RC11's partial SC
    /// order (`psc`), itself included, as timestamps by location (see [`Rc11`]'s docs on
    /// `seq_cst` accesses). Empty for other writes.
    pub psc: Ts,
    /// What precedes, in `psc`, the `seq_cst` loads that read this message: a `seq_cst`
    /// write later placed after it in modification order comes after them (`rb`).
    pub rb: Ts,
    /// The thread that wrote it and how (for counterexamples; not canonical): `u16::MAX`
    /// for the value the location had when it became atomic.
    pub writer: u16,
    /// The ordering of the write (not canonical).
    pub ord: Option<MemOrd>,
}

impl Clone for Msg {
    fn clone(&self) -> Msg {
        Msg {
            val: self.val,
            view: self.view.clone(),
            rmw: self.rmw,
            psc: Ts::from_slice(&self.psc),
            rb: Ts::from_slice(&self.rb),
            writer: self.writer,
            ord: self.ord,
        }
    }
}

/// Races of the accesses to an atomic location (its bytes may also be accessed
/// non-atomically).
#[derive(Clone, Debug, Default)]
pub struct Summary {
    /// Non-atomic writes.
    pub na_w: Clock,
    /// Non-atomic reads.
    pub na_r: Clock,
    /// Atomic writes.
    pub a_w: Clock,
    /// Atomic reads.
    pub a_r: Clock,
}

impl Summary {
    fn is_empty(&self) -> bool {
        self.na_w.0.is_empty()
            && self.na_r.0.is_empty()
            && self.a_w.0.is_empty()
            && self.a_r.0.is_empty()
    }

    fn clocks_mut(&mut self) -> [&mut Clock; 4] {
        [&mut self.na_w, &mut self.na_r, &mut self.a_w, &mut self.a_r]
    }
}

/// An atomic location.
#[derive(Clone, Debug)]
pub struct Loc {
    /// Object and offset.
    pub key: Key,
    /// Size in bytes (1, 2, 4 or 8).
    pub size: u8,
    /// Messages in modification order (index = timestamp).
    pub msgs: Vec<Msg>,
    /// Accesses for race checks.
    pub race: Summary,
}

/// The non-atomic accesses of bytes `[lo, hi)` of an object, for race checks.
#[derive(Clone, Debug)]
pub struct Shadow {
    /// The object.
    pub obj: u32,
    /// First byte.
    pub lo: u32,
    /// One past the last.
    pub hi: u32,
    /// The last write (at most one entry: a write happens after every earlier one, or
    /// races).
    pub w: Clock,
    /// Reads since the last write, one per thread.
    pub r: Clock,
}

/// A thread's views.
#[derive(Debug, Default)]
pub struct TView {
    /// What it has observed (its own epoch is its current one).
    pub cur: View,
    /// What an acquire fence would make observed.
    pub acq: View,
    /// The release view of its last release fence.
    pub frel: View,
    /// The release views of its last release writes, by location.
    pub relw: Vec<(Key, View)>,
    /// The `seq_cst` writes that precede the thread's next `seq_cst` access in `psc`, as
    /// timestamps by location.
    pub psc: Ts,
    /// It finished (its `cur` stays for joins).
    pub done: bool,
    /// The last message it read from another thread without synchronising (location,
    /// writer, the write's and the read's orderings): what a race report explains. Not
    /// canonical.
    pub hint: Option<(Key, u16, Option<MemOrd>, MemOrd)>,
}

impl Clone for TView {
    fn clone(&self) -> TView {
        TView {
            cur: self.cur.clone(),
            acq: self.acq.clone(),
            frel: self.frel.clone(),
            relw: self.relw.clone(),
            psc: Ts::from_slice(&self.psc),
            done: self.done,
            hint: self.hint,
        }
    }
}

impl TView {
    /// The view a relaxed write to `k` carries (before its own timestamp is joined).
    fn rel(&self, k: Key) -> View {
        let mut v = self.frel.clone();
        if let Ok(i) = self.relw.binary_search_by_key(&k, |e| e.0) {
            v.join(&self.relw[i].1);
        }
        v
    }
}

/// What the VM knows of the threads' futures (the static future analysis of the stubborn
/// sets, which includes the threads a thread may still create), for [`Rc11::normalise`].
#[derive(Clone, Debug, Default)]
pub struct Facts {
    /// `floors[t] = Some(u)`: thread `t` waits for thread `u` (a join, or a lock `u`
    /// holds), so whatever it does next it does with at least what `u` will have observed
    /// (it acquires `u`'s view first).
    pub floors: Vec<Option<usize>>,
    /// Pairs `(t, location)`, sorted, where live thread `t` will never access the location
    /// again, so that its view of it keeps no message readable.
    pub far: Vec<(usize, Key)>,
    /// Locations whose records of atomic accesses go ([`Unraced`]), sorted.
    pub unraced: Vec<Unraced>,
    /// Pairs `(t, location)`, sorted, where live thread `t` has a release view of the
    /// location (from its last release write there) and will make no write there that is
    /// not a release: only such a write carries that view (a release write carries the
    /// thread's whole view), so it goes.
    pub unreleased: Vec<(usize, Key)>,
    /// Locations, sorted, that no live thread will read again but with a store or a
    /// read-modify-write (which reads only a message no read-modify-write read yet): their
    /// messages that a read-modify-write read are unreadable, and nothing may be placed
    /// before the read-modify-write's message, so they go.
    pub blind: Vec<Key>,
}

/// An atomic location whose records of atomic accesses no future access will look at
/// ([`Rc11::normalise`]): no live thread will access its bytes non-atomically again, or
/// only read them (`writes_too` false: the atomic writes' records stay, which a
/// non-atomic read races with).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Unraced {
    /// The location.
    pub key: Key,
    /// The records of atomic writes go too (else only those of atomic reads).
    pub writes_too: bool,
}

/// A race found: the other access (its thread, whether it wrote, whether atomic, where).
#[derive(Clone, Copy, Debug)]
pub struct Race {
    /// The other access.
    pub other: Stamp,
    /// It was a write.
    pub other_write: bool,
    /// It was atomic.
    pub other_atomic: bool,
}

/// The RC11 state: atomic locations, threads' views, the SC view, synchronisation
/// objects' views, and the shadows of non-atomic accesses.
#[derive(Clone, Debug, Default)]
pub struct Rc11 {
    /// Atomic locations, sorted by key.
    pub locs: Vec<Loc>,
    /// Views by thread id.
    pub threads: Vec<TView>,
    /// The SC view (`S`): timestamps only (SC order makes no happens-before).
    pub sc: View,
    /// Views released through pthreads objects (mutexes, semaphores, …), by address.
    pub syncs: Vec<(u64, View)>,
    /// Shadows of non-atomic accesses, sorted by (object, first byte), disjoint.
    pub shadow: Vec<Shadow>,
}

impl Rc11 {
    /// Thread `t`'s views (made on first use: thread 0 starts with an empty view).
    pub fn thread(&mut self, t: usize) -> &mut TView {
        if self.threads.len() <= t {
            self.threads.resize_with(t + 1, TView::default);
        }
        let tv = &mut self.threads[t];
        if tv.cur.vc(t) == 0 {
            tv.cur.raise_vc(t, 1);
            tv.acq.raise_vc(t, 1);
        }
        tv
    }

    /// Thread `t`'s current epoch.
    pub fn epoch(&mut self, t: usize) -> u32 {
        self.thread(t).cur.vc(t)
    }

    /// The location at `key`, if atomic.
    pub fn loc(&self, k: Key) -> Option<usize> {
        self.locs.binary_search_by_key(&k, |l| l.key).ok()
    }

    /// The atomic locations overlapping bytes `[lo, hi)` of object `id`.
    pub fn overlapping(&self, id: u32, lo: u64, hi: u64) -> impl Iterator<Item = usize> + '_ {
        let start = self.locs.partition_point(|l| l.key < key(id, 0));
        self.locs[start..]
            .iter()
            .enumerate()
            .take_while(move |(_, l)| unkey(l.key).0 == id)
            .filter(move |(_, l)| {
                let (_, off) = unkey(l.key);
                off < hi && lo < off + u64::from(l.size)
            })
            .map(move |(i, _)| start + i)
    }

    /// The location for an atomic access of `size` bytes at `off` of object `id`, made
    /// (with one message holding `val`, the bytes' value in memory) if there is none. An
    /// error if other atomic accesses used overlapping bytes with another size or offset
    /// (mixed-size atomics are not modelled).
    pub fn ensure(&mut self, id: u32, off: u64, size: u8, val: u64) -> Result<usize, String> {
        let k = key(id, off);
        if let Some(i) = self.loc(k)
            && self.locs[i].size == size
        {
            return Ok(i);
        }
        if let Some(i) = self.overlapping(id, off, off + u64::from(size)).next() {
            let (_, o2) = unkey(self.locs[i].key);
            return Err(format!(
                "mixed-size atomic accesses: {size} bytes at offset {off} and {} bytes at \
                 offset {o2} of one object (not supported under rc11)",
                self.locs[i].size
            ));
        }
        // Earlier non-atomic accesses of these bytes become the location's.
        let mut race = Summary::default();
        for s in &self.shadow {
            if s.obj == id && u64::from(s.lo) < off + u64::from(size) && off < u64::from(s.hi) {
                for x in &s.w.0 {
                    race.na_w.set(usize::from(x.thread), x.epoch, x.pos);
                }
                for x in &s.r.0 {
                    race.na_r.set(usize::from(x.thread), x.epoch, x.pos);
                }
            }
        }
        let i = self.locs.partition_point(|l| l.key < k);
        self.locs.insert(
            i,
            Loc {
                key: k,
                size,
                msgs: vec![Msg {
                    val,
                    view: View::default(),
                    rmw: false,
                    psc: Ts::new(),
                    rb: Ts::new(),
                    writer: u16::MAX,
                    ord: None,
                }],
                race,
            },
        );
        Ok(i)
    }

    /// The messages of location `li` a load of thread `t` may read (`sc`: a `seq_cst` load;
    /// `rmw`: the read of a read-modify-write, which may not read a message another one
    /// read), newest first.
    pub fn readable(&mut self, t: usize, li: usize, sc: bool, rmw: bool) -> Vec<u32> {
        self.thread(t);
        let mut r = self.readable_by(t, li, sc);
        if rmw {
            let msgs = &self.locs[li].msgs;
            r.retain(|&i| msgs.get(i as usize + 1).is_none_or(|m| !m.rmw));
        }
        r
    }

    /// The messages of location `li` a load of thread `t` may read (`sc`: a `seq_cst` load),
    /// newest first, without making the thread's views (a thread without views reads from
    /// the first message on).
    pub fn readable_by(&self, t: usize, li: usize, sc: bool) -> Vec<u32> {
        let k = self.locs[li].key;
        let Some(tv) = self.threads.get(t) else {
            return (0..self.locs[li].msgs.len() as u32).rev().collect();
        };
        let mut lo = tv.cur.ts(k);
        if sc {
            // Not before a `seq_cst` write that precedes it in `psc` (it would read before
            // it: `rb` back, a cycle).
            lo = lo.max(ts_get(&tv.psc, k));
        }
        (lo..self.locs[li].msgs.len() as u32).rev().collect()
    }

    /// The messages of location `li` a compare-exchange of thread `t` expecting `expect` may
    /// read, newest first: one holding the expected value only if no other
    /// read-modify-write read it (the exchange goes right after it); any other (the
    /// comparison fails: a load with ordering `fail`). A `seq_cst` side reads at or after
    /// the SC view.
    pub fn cas_candidates(
        &mut self,
        t: usize,
        li: usize,
        expect: u64,
        ord: MemOrd,
        fail: MemOrd,
    ) -> Vec<u32> {
        let k = self.locs[li].key;
        let k_sc = ts_get(&self.thread(t).psc, k);
        let all = self.readable(t, li, false, false);
        let eligible = self.readable(t, li, false, true);
        all.into_iter()
            .filter(|&mi| {
                let success = self.locs[li].msgs[mi as usize].val == expect;
                let need_sc = if success {
                    ord == MemOrd::SeqCst
                } else {
                    fail == MemOrd::SeqCst
                };
                (!need_sc || mi >= k_sc) && (!success || eligible.contains(&mi))
            })
            .collect()
    }

    /// Thread `t` reads message `mi` of location `li` with ordering `ord` (its views; not
    /// its race checks).
    pub fn read(&mut self, t: usize, li: usize, mi: u32, ord: MemOrd) {
        let k = self.locs[li].key;
        let m = &self.locs[li].msgs[mi as usize];
        let (mview, writer, word) = (m.view.clone(), m.writer, m.ord);
        let mpsc = m.psc.clone();
        let tv = self.thread(t);
        tv.cur.raise(k, mi);
        tv.acq.raise(k, mi);
        tv.acq.join(&mview);
        if ord.acquires() {
            tv.cur.join(&mview);
        }
        if usize::from(writer) != t && writer != u16::MAX {
            let synced = ord.acquires() && word.is_some_and(MemOrd::releases);
            if !synced {
                tv.hint = Some((k, writer, word, ord));
            }
        }
        if ord == MemOrd::SeqCst {
            // `psc`: a `seq_cst` write it reads from precedes it (`rf` between `seq_cst`
            // accesses is in `hb|loc`); it precedes every `seq_cst` write after the message
            // it read (`rb`), now and when one is placed there later.
            ts_join(&mut tv.psc, &mpsc);
            let pred = tv.psc.clone();
            ts_join(&mut self.locs[li].msgs[mi as usize].rb, &pred);
            self.sc_edges_after(li, mi, &pred);
        }
    }

    /// The positions where a store of thread `t` to location `li` may go (`sc`: a
    /// `seq_cst` store), newest first: position `p` puts the message before the one now at
    /// `p` (`p` = the number of messages: last).
    pub fn positions(&mut self, t: usize, li: usize, sc: bool) -> Vec<u32> {
        let k = self.locs[li].key;
        let lo = self.thread(t).cur.ts(k);
        let msgs = &self.locs[li].msgs;
        let mut out: Vec<u32> = (lo + 1..=msgs.len() as u32)
            .rev()
            .filter(|&p| msgs.get(p as usize).is_none_or(|m| !m.rmw))
            .collect();
        if sc {
            // Only after every `seq_cst` write that would precede it in `psc` (`mo` back to
            // one of them would close a cycle).
            out.retain(|&p| ts_get(&self.sc_pred(t, li, p), k) < p);
        }
        out
    }

    /// What precedes in `psc` a `seq_cst` write of thread `t` going at position `p` of
    /// location `li`: the thread's own `psc` view (its earlier `seq_cst` accesses and what
    /// precedes them), the nearest `seq_cst` write before it in modification order (`mo`),
    /// and the `seq_cst` loads that read a message before it (`rb`).
    fn sc_pred(&self, t: usize, li: usize, p: u32) -> Ts {
        let mut pred = self
            .threads
            .get(t)
            .map(|tv| tv.psc.clone())
            .unwrap_or_default();
        let msgs = &self.locs[li].msgs;
        if let Some(m) = msgs[..p as usize].iter().rev().find(|m| !m.psc.is_empty()) {
            ts_join(&mut pred, &m.psc);
        }
        for m in &msgs[..p as usize] {
            ts_join(&mut pred, &m.rb);
        }
        pred
    }

    /// The `psc` edges from an event whose predecessors are `pred` to every `seq_cst`
    /// write of location `li` after position `p` (`mo` from a write at `p`, `rb` from a
    /// load of the message before): every view that knows one of those writes learns
    /// `pred`.
    fn sc_edges_after(&mut self, li: usize, p: u32, pred: &[(Key, u32)]) {
        let k = self.locs[li].key;
        let Some(c0) = self.locs[li]
            .msgs
            .iter()
            .enumerate()
            .skip(p as usize + 1)
            .find(|(_, m)| !m.psc.is_empty())
            .map(|(i, _)| i as u32)
        else {
            return;
        };
        let learn = |v: &mut Ts| {
            if ts_get(v, k) >= c0 {
                ts_join(v, pred);
            }
        };
        for tv in &mut self.threads {
            learn(&mut tv.psc);
        }
        for l in &mut self.locs {
            for m in &mut l.msgs {
                learn(&mut m.psc);
                learn(&mut m.rb);
            }
        }
    }

    /// Moves every timestamp of location `k` at or after `p` one up (a message is being
    /// inserted at `p`).
    fn shift(&mut self, k: Key, p: u32) {
        let bump = |v: &mut View| {
            if let Ok(i) = v.ts.binary_search_by_key(&k, |e| e.0)
                && v.ts[i].1 >= p
            {
                v.ts[i].1 += 1;
            }
        };
        for tv in &mut self.threads {
            bump(&mut tv.cur);
            bump(&mut tv.acq);
            bump(&mut tv.frel);
            for (_, v) in &mut tv.relw {
                bump(v);
            }
        }
        for l in &mut self.locs {
            for m in &mut l.msgs {
                bump(&mut m.view);
            }
        }
        for (_, v) in &mut self.syncs {
            bump(v);
        }
        bump(&mut self.sc);
        let bump_ts = |v: &mut Ts| {
            if let Ok(i) = v.binary_search_by_key(&k, |e| e.0)
                && v[i].1 >= p
            {
                v[i].1 += 1;
            }
        };
        for tv in &mut self.threads {
            bump_ts(&mut tv.psc);
        }
        for l in &mut self.locs {
            for m in &mut l.msgs {
                bump_ts(&mut m.psc);
                bump_ts(&mut m.rb);
            }
        }
    }

    /// Thread `t` writes `val` to location `li` at position `p` (see [`Self::positions`])
    /// with ordering `ord`; `read`: for a read-modify-write, the view of the message it
    /// read (its message carries it too). Returns whether the message is the last (the
    /// memory's value changes).
    pub fn write(
        &mut self,
        t: usize,
        li: usize,
        p: u32,
        val: u64,
        ord: MemOrd,
        read: Option<View>,
    ) -> bool {
        let k = self.locs[li].key;
        // `psc` (a `seq_cst` write): what precedes it, computed before the insertion (none
        // of it is at `p` or later: `positions` saw to that), and itself.
        let mut psc = if ord == MemOrd::SeqCst {
            self.sc_pred(t, li, p)
        } else {
            Ts::new()
        };
        self.shift(k, p);
        if ord == MemOrd::SeqCst {
            psc.retain(|e| e.0 != k);
            ts_join(&mut psc, &[(k, p)]);
            // Position 0 is not a timestamp a view can name (0 is "none"): a write there is
            // the first message, before which nothing is.
            psc.retain(|e| e.1 != 0);
        }
        let tv = self.thread(t);
        tv.cur.raise(k, p);
        tv.acq.raise(k, p);
        if ord == MemOrd::SeqCst {
            ts_join(&mut tv.psc, &psc);
        }
        let mut view = if ord.releases() {
            tv.cur.clone()
        } else {
            let mut v = tv.rel(k);
            v.raise(k, p);
            v
        };
        if let Some(r) = &read {
            view.join(r);
        }
        if ord.releases() {
            let cur = tv.cur.clone();
            match tv.relw.binary_search_by_key(&k, |e| e.0) {
                Ok(i) => tv.relw[i].1 = cur,
                Err(i) => tv.relw.insert(i, (k, cur)),
            }
            let e = tv.cur.vc(t) + 1;
            tv.cur.raise_vc(t, e);
            tv.acq.raise_vc(t, e);
        }
        let msgs = &mut self.locs[li].msgs;
        let last = p as usize == msgs.len();
        let is_sc = ord == MemOrd::SeqCst;
        msgs.insert(
            p as usize,
            Msg {
                val,
                view,
                rmw: read.is_some(),
                psc: psc.clone(),
                rb: Ts::new(),
                writer: t as u16,
                ord: Some(ord),
            },
        );
        if is_sc {
            // It precedes every `seq_cst` write after it (`mo`).
            self.sc_edges_after(li, p, &psc);
        }
        last
    }

    /// Thread `t` wrote location `li` non-atomically, which now holds `val`: a message at
    /// the end that releases nothing (a non-atomic write heads no release sequence).
    pub fn append_plain(&mut self, t: usize, li: usize, val: u64) {
        let k = self.locs[li].key;
        let p = self.locs[li].msgs.len() as u32;
        let tv = self.thread(t);
        tv.cur.raise(k, p);
        tv.acq.raise(k, p);
        let mut view = View::default();
        view.raise(k, p);
        self.locs[li].msgs.push(Msg {
            val,
            view,
            rmw: false,
            psc: Ts::new(),
            rb: Ts::new(),
            writer: t as u16,
            ord: None,
        });
    }

    /// A fence of thread `t` with ordering `ord`.
    pub fn fence(&mut self, t: usize, ord: MemOrd) {
        let sc = std::mem::take(&mut self.sc);
        let tv = self.thread(t);
        let mut sc_out = sc.clone();
        if ord.acquires() {
            let acq = tv.acq.clone();
            tv.cur.join(&acq);
        }
        if ord == MemOrd::SeqCst {
            tv.cur.join_ts(&sc.ts);
            let ts = tv.cur.ts.clone();
            tv.acq.join_ts(&ts);
            sc_out.join_ts(&ts);
        }
        if ord.releases() {
            tv.frel = tv.cur.clone();
            tv.relw.clear();
            let e = tv.cur.vc(t) + 1;
            tv.cur.raise_vc(t, e);
            tv.acq.raise_vc(t, e);
        }
        self.sc = sc_out;
    }

    /// Thread `t` acquires what was released through the object at `addr`.
    pub fn acquire_obj(&mut self, t: usize, addr: u64) {
        if let Ok(i) = self.syncs.binary_search_by_key(&addr, |e| e.0) {
            let v = self.syncs[i].1.clone();
            let tv = self.thread(t);
            tv.cur.join(&v);
            tv.acq.join(&v);
        }
    }

    /// Thread `t` acquires the view of the newest message of location `k`, if atomic (a
    /// library wait for a value that a release store wrote).
    pub fn acquire_latest(&mut self, t: usize, k: Key) {
        if let Some(li) = self.loc(k) {
            let n = self.locs[li].msgs.len() as u32 - 1;
            self.read(t, li, n, MemOrd::Acquire);
        }
    }

    /// Thread `t` releases its view through the object at `addr` (joined with what earlier
    /// releases left there).
    pub fn release_obj(&mut self, t: usize, addr: u64) {
        let tv = self.thread(t);
        let cur = tv.cur.clone();
        let e = tv.cur.vc(t) + 1;
        tv.cur.raise_vc(t, e);
        tv.acq.raise_vc(t, e);
        match self.syncs.binary_search_by_key(&addr, |e| e.0) {
            Ok(i) => self.syncs[i].1.join(&cur),
            Err(i) => self.syncs.insert(i, (addr, cur)),
        }
    }

    /// Thread `parent` creates thread `child`: the child starts with what the parent
    /// observed.
    pub fn spawn(&mut self, parent: usize, child: usize) {
        let p = self.thread(parent);
        let cur = p.cur.clone();
        let e = p.cur.vc(parent) + 1;
        p.cur.raise_vc(parent, e);
        p.acq.raise_vc(parent, e);
        if self.threads.len() <= child {
            self.threads.resize_with(child + 1, TView::default);
        }
        let c = &mut self.threads[child];
        *c = TView {
            cur: cur.clone(),
            acq: cur,
            ..TView::default()
        };
        c.cur.raise_vc(child, 1);
        c.acq.raise_vc(child, 1);
    }

    /// Thread `t` joins finished thread `child`.
    pub fn join(&mut self, t: usize, child: usize) {
        let v = self.thread(child).cur.clone();
        let tv = self.thread(t);
        tv.cur.join(&v);
        tv.acq.join(&v);
    }

    /// Thread `t` finished.
    pub fn finish(&mut self, t: usize) {
        let tv = self.thread(t);
        tv.done = true;
        tv.acq = View::default();
        tv.frel = View::default();
        tv.relw.clear();
        tv.psc.clear();
        tv.hint = None;
    }

    /// The race check of an atomic access of thread `t` to location `li` (a write when
    /// `write`), and its record. A race is with an earlier non-atomic access.
    pub fn atomic_access(&mut self, t: usize, li: usize, write: bool, pos: Pos) -> Option<Race> {
        let e = self.epoch(t);
        let vc = self.threads[t].cur.clone();
        let r = &mut self.locs[li].race;
        let race = r.na_w.racing(t, &vc).map(|s| (s, true)).or_else(|| {
            write
                .then(|| r.na_r.racing(t, &vc).map(|s| (s, false)))
                .flatten()
        });
        if write {
            r.a_w.set(t, e, pos);
        } else {
            r.a_r.set(t, e, pos);
        }
        race.map(|(other, other_write)| Race {
            other,
            other_write,
            other_atomic: false,
        })
    }

    /// The race check of a non-atomic access of thread `t` to bytes `[lo, hi)` of object
    /// `id` (a write when `write`), and its record in the shadows (and in the summaries of
    /// the atomic locations among those bytes).
    pub fn plain_access(
        &mut self,
        t: usize,
        id: u32,
        lo: u64,
        hi: u64,
        write: bool,
        pos: Pos,
    ) -> Option<Race> {
        let e = self.epoch(t);
        let vc = self.threads[t].cur.clone();
        let mut race = None;
        let (lo32, hi32) = (lo as u32, hi.min(u64::from(u32::MAX)) as u32);
        // Atomic locations among the bytes.
        let ls: Vec<usize> = self.overlapping(id, lo, hi).collect();
        for li in ls {
            let r = &mut self.locs[li].race;
            let found = r
                .na_w
                .racing(t, &vc)
                .map(|s| (s, true, false))
                .or_else(|| r.a_w.racing(t, &vc).map(|s| (s, true, true)))
                .or_else(|| {
                    write
                        .then(|| {
                            r.na_r
                                .racing(t, &vc)
                                .map(|s| (s, false, false))
                                .or_else(|| r.a_r.racing(t, &vc).map(|s| (s, false, true)))
                        })
                        .flatten()
                });
            if race.is_none() {
                race = found.map(|(other, other_write, other_atomic)| Race {
                    other,
                    other_write,
                    other_atomic,
                });
            }
            if write {
                r.na_w.set(t, e, pos);
            } else {
                r.na_r.set(t, e, pos);
            }
        }
        // The shadows: split at lo and hi, check and update the covered ones, fill gaps.
        self.split_shadow(id, lo32);
        self.split_shadow(id, hi32);
        let start = self.shadow.partition_point(|s| (s.obj, s.lo) < (id, lo32));
        let mut i = start;
        let mut at = lo32;
        while at < hi32 {
            match self.shadow.get(i) {
                Some(s) if s.obj == id && s.lo == at => {
                    let s = &mut self.shadow[i];
                    if race.is_none() {
                        let found = s.w.racing(t, &vc).map(|o| (o, true)).or_else(|| {
                            write
                                .then(|| s.r.racing(t, &vc).map(|o| (o, false)))
                                .flatten()
                        });
                        race = found.map(|(other, other_write)| Race {
                            other,
                            other_write,
                            other_atomic: false,
                        });
                    }
                    if write {
                        s.w = Clock::default();
                        s.w.set(t, e, pos);
                        s.r = Clock::default();
                    } else {
                        s.r.set(t, e, pos);
                    }
                    at = s.hi;
                    i += 1;
                }
                next => {
                    let end = match next {
                        Some(s) if s.obj == id => s.lo.min(hi32),
                        _ => hi32,
                    };
                    let mut s = Shadow {
                        obj: id,
                        lo: at,
                        hi: end,
                        w: Clock::default(),
                        r: Clock::default(),
                    };
                    if write {
                        s.w.set(t, e, pos);
                    } else {
                        s.r.set(t, e, pos);
                    }
                    self.shadow.insert(i, s);
                    at = end;
                    i += 1;
                }
            }
        }
        race
    }

    /// Splits the shadow containing byte `at` of object `id` (strictly inside) in two.
    fn split_shadow(&mut self, id: u32, at: u32) {
        let i = self.shadow.partition_point(|s| (s.obj, s.lo) <= (id, at));
        if i == 0 {
            return;
        }
        let s = &self.shadow[i - 1];
        if s.obj == id && s.lo < at && at < s.hi {
            let mut b = s.clone();
            b.lo = at;
            self.shadow[i - 1].hi = at;
            self.shadow.insert(i, b);
        }
    }

    /// Forgets object `id` (freed): its atomic locations and shadows.
    pub fn release(&mut self, id: u32) {
        let gone: Vec<Key> = self
            .locs
            .iter()
            .filter(|l| unkey(l.key).0 == id)
            .map(|l| l.key)
            .collect();
        if !gone.is_empty() {
            self.locs.retain(|l| unkey(l.key).0 != id);
            let drop = |v: &mut View| v.ts.retain(|e| unkey(e.0).0 != id);
            for tv in &mut self.threads {
                drop(&mut tv.cur);
                drop(&mut tv.acq);
                drop(&mut tv.frel);
                tv.relw.retain(|e| unkey(e.0).0 != id);
                for (_, v) in &mut tv.relw {
                    drop(v);
                }
            }
            for l in &mut self.locs {
                for m in &mut l.msgs {
                    drop(&mut m.view);
                }
            }
            for (_, v) in &mut self.syncs {
                drop(v);
            }
            drop(&mut self.sc);
            self.each_ts(|v| v.retain(|e| unkey(e.0).0 != id));
        }
        self.shadow.retain(|s| s.obj != id);
    }

    /// Brings the state to its canonical form (see the module docs), with what the VM
    /// knows of the threads' futures (`facts`); `max_messages` bounds the messages kept per
    /// location. Whether the bound dropped messages that some thread could still read.
    pub fn normalise(&mut self, max_messages: usize, facts: &Facts) -> bool {
        let Facts {
            floors,
            far,
            unraced,
            unreleased,
            blind,
        } = facts;
        let mut cut = false;
        let live: Vec<usize> = (0..self.threads.len())
            .filter(|&t| !self.threads[t].done)
            .collect();
        // What each live thread observes at least from now on: its own view, joined with
        // that of the thread it waits for (transitively).
        let eff: Vec<std::borrow::Cow<'_, View>> = (0..self.threads.len())
            .map(|t| {
                let mut u = floors.get(t).copied().flatten();
                if u.is_none() {
                    return std::borrow::Cow::Borrowed(&self.threads[t].cur);
                }
                let mut v = self.threads[t].cur.clone();
                for _ in 0..self.threads.len() {
                    let Some(w) = u.filter(|&w| w < self.threads.len() && w != t) else {
                        break;
                    };
                    v.join(&self.threads[w].cur);
                    u = floors.get(w).copied().flatten();
                }
                std::borrow::Cow::Owned(v)
            })
            .collect();
        // Messages nobody can read any more (every timestamp of a location lowered by its
        // number of dropped messages, in one pass below).
        let mut lowered: Ts = Ts::new();
        for li in 0..self.locs.len() {
            let k = self.locs[li].key;
            let n = self.locs[li].msgs.len() as u32;
            let mut base = live
                .iter()
                .filter(|&&t| far.binary_search(&(t, k)).is_err())
                .map(|&t| eff[t].ts(k))
                .min()
                .unwrap_or(n - 1);
            if blind.binary_search(&k).is_ok() {
                // Up to the first message a read-modify-write may still read.
                let msgs = &self.locs[li].msgs;
                let b = (0..n - 1)
                    .find(|&i| !msgs[i as usize + 1].rmw)
                    .unwrap_or(n - 1);
                base = base.max(b);
            }
            if max_messages > 0 && (n - base) as usize > max_messages {
                base = n - max_messages as u32;
                cut = true;
            }
            if base > 0 {
                self.locs[li].msgs.drain(..base as usize);
                self.locs[li].msgs[0].rmw = false;
                lowered.push((k, base));
            }
        }
        // Race records that happen before every live thread (other than their own).
        let covered = |s: &Stamp| {
            live.iter()
                .all(|&u| u == usize::from(s.thread) || eff[u].vc(usize::from(s.thread)) >= s.epoch)
        };
        let mut races_changed = false;
        let mut locs = std::mem::take(&mut self.locs);
        let mut shadow = std::mem::take(&mut self.shadow);
        for l in &mut locs {
            // Records of atomic accesses that no future non-atomic access will look at.
            if let Ok(i) = unraced.binary_search_by_key(&l.key, |u| u.key) {
                races_changed |= !l.race.a_r.0.is_empty();
                l.race.a_r.0.clear();
                if unraced[i].writes_too {
                    races_changed |= !l.race.a_w.0.is_empty();
                    l.race.a_w.0.clear();
                }
            }
            for c in l.race.clocks_mut() {
                let n = c.0.len();
                c.0.retain(|s| !covered(s));
                races_changed |= c.0.len() != n;
            }
        }
        for s in &mut shadow {
            let n = s.w.0.len() + s.r.0.len();
            s.w.0.retain(|x| !covered(x));
            s.r.0.retain(|x| !covered(x));
            races_changed |= s.w.0.len() + s.r.0.len() != n;
        }
        drop(eff);
        self.locs = locs;
        if races_changed {
            shadow.retain(|s| !s.w.0.is_empty() || !s.r.0.is_empty());
        }
        // Adjacent equal shadows merge.
        let mergeable = |p: &Shadow, s: &Shadow| {
            p.obj == s.obj && p.hi == s.lo && p.w.same(&s.w) && p.r.same(&s.r)
        };
        if shadow.windows(2).any(|w| mergeable(&w[0], &w[1])) {
            let mut merged: Vec<Shadow> = Vec::with_capacity(shadow.len());
            for s in shadow.drain(..) {
                match merged.last_mut() {
                    Some(p) if mergeable(p, &s) => p.hi = s.hi,
                    _ => merged.push(s),
                }
            }
            shadow = merged;
        }
        self.shadow = shadow;
        // Timestamps lowered by the messages dropped before them, and zeros dropped.
        if !lowered.is_empty() {
            self.each_ts(|v| {
                for &(k, base) in &lowered {
                    if let Ok(i) = v.binary_search_by_key(&k, |e| e.0) {
                        v[i].1 = v[i].1.saturating_sub(base);
                    }
                }
                v.retain(|e| e.1 != 0);
            });
        }
        // Epochs renumbered before the comparisons below: they compare views by what they
        // can still tell apart.
        self.renumber_epochs();
        // Locations whose one message tells no live thread anything are forgotten.
        let threads = &self.threads;
        let sc = &self.sc;
        let n_locs = self.locs.len();
        self.locs.retain(|l| {
            let m = &l.msgs[0];
            !(l.msgs.len() == 1
                && l.race.is_empty()
                && sc.ts(l.key) == 0
                && live.iter().all(|&t| {
                    m.view.le(&threads[t].cur)
                        && ts_le(&m.psc, &threads[t].psc)
                        && ts_le(&m.rb, &threads[t].psc)
                }))
        });
        // Release views every live thread has (acquiring them changes nothing).
        self.syncs
            .retain(|(_, v)| !live.iter().all(|&t| v.le(&threads[t].cur)));
        // Timestamps of locations no longer atomic dropped.
        if self.locs.len() != n_locs {
            let keys: Vec<Key> = self.locs.iter().map(|l| l.key).collect();
            self.each_ts(|v| v.retain(|e| keys.binary_search(&e.0).is_ok()));
            for tv in &mut self.threads {
                tv.relw.retain(|(k, _)| keys.binary_search(k).is_ok());
            }
        }
        // Release views of locations that no future write of the thread carries (see
        // `Facts::unreleased`), or that say nothing beyond its last release fence's (last:
        // the renumbering above may have made them so).
        for (t, tv) in self.threads.iter_mut().enumerate() {
            if tv.relw.is_empty() {
                continue;
            }
            let frel = &tv.frel;
            tv.relw
                .retain(|(k, v)| unreleased.binary_search(&(t, *k)).is_err() && !v.le(frel));
        }
        cut
    }

    /// Calls `f` on every list of timestamps of the state: the views' and the `psc` ones.
    fn each_ts(&mut self, mut f: impl FnMut(&mut Ts)) {
        self.each_view(|v| f(&mut v.ts));
        for tv in &mut self.threads {
            f(&mut tv.psc);
        }
        for l in &mut self.locs {
            for m in &mut l.msgs {
                f(&mut m.psc);
                f(&mut m.rb);
            }
        }
    }

    /// Calls `f` on every view of the state.
    fn each_view(&mut self, mut f: impl FnMut(&mut View)) {
        for tv in &mut self.threads {
            f(&mut tv.cur);
            f(&mut tv.acq);
            f(&mut tv.frel);
            for (_, v) in &mut tv.relw {
                f(v);
            }
        }
        for l in &mut self.locs {
            for m in &mut l.msgs {
                f(&mut m.view);
            }
        }
        for (_, v) in &mut self.syncs {
            f(v);
        }
        f(&mut self.sc);
    }

    /// Renumbers each thread's epochs by what they can still tell apart. An epoch of thread
    /// `u` matters only in comparisons with `u`'s race records (a view at or past a record
    /// happens after that access) and with `u`'s future records, which are made at `u`'s
    /// current epoch or later ones. So `u`'s *relevant* epochs are those of its records and
    /// its current one, and an epoch `e` of `u` becomes the number of relevant epochs at or
    /// below it: comparisons with a relevant epoch keep their outcome, and epochs between two
    /// relevant ones, which nothing can tell apart, become one (epochs below every relevant
    /// one become 0, "nothing of `u`").
    fn renumber_epochs(&mut self) {
        let n = self.threads.len();
        let mut rel: Vec<Vec<u32>> = vec![Vec::new(); n];
        for (t, tv) in self.threads.iter().enumerate() {
            let e = tv.cur.vc(t);
            if e != 0 {
                rel[t].push(e);
            }
        }
        let mut note = |s: &Stamp| {
            let t = usize::from(s.thread);
            if s.epoch != 0 && t < n {
                rel[t].push(s.epoch);
            }
        };
        for l in &self.locs {
            for c in [&l.race.na_w, &l.race.na_r, &l.race.a_w, &l.race.a_r] {
                c.0.iter().for_each(&mut note);
            }
        }
        for s in &self.shadow {
            s.w.0.iter().chain(&s.r.0).for_each(&mut note);
        }
        for v in &mut rel {
            v.sort_unstable();
            v.dedup();
        }
        // Relevant epochs already 1, 2, …, k for every thread (k its current one, the
        // largest of its epochs anywhere): every epoch maps to itself.
        if rel
            .iter()
            .all(|v| v.iter().enumerate().all(|(i, &e)| e == i as u32 + 1))
        {
            return;
        }
        let map = |t: usize, e: u32| -> u32 {
            if e == 0 || t >= n {
                return e;
            }
            rel[t].partition_point(|&r| r <= e) as u32
        };
        self.each_view(|v| {
            for (t, e) in v.vc.iter_mut().enumerate() {
                *e = map(t, *e);
            }
            while v.vc.last() == Some(&0) {
                v.vc.pop();
            }
        });
        for l in &mut self.locs {
            for c in l.race.clocks_mut() {
                for s in &mut c.0 {
                    s.epoch = map(usize::from(s.thread), s.epoch);
                }
            }
        }
        for s in &mut self.shadow {
            for x in s.w.0.iter_mut().chain(s.r.0.iter_mut()) {
                x.epoch = map(usize::from(x.thread), x.epoch);
            }
        }
    }

    /// Appends the canonical bytes (after [`Self::normalise`]), calling `cut` with the
    /// buffer's length after each location and each thread: a store that keeps parts apart
    /// (the tree store) then meets a step's change in the part that changed, not in every
    /// byte after it.
    pub fn canonical(&self, buf: &mut Vec<u8>, cut: &mut dyn FnMut(usize)) {
        put(buf, self.locs.len() as u64);
        for l in &self.locs {
            put(buf, l.key);
            buf.push(l.size);
            put(buf, l.msgs.len() as u64);
            for m in &l.msgs {
                put(buf, m.val);
                buf.push(u8::from(m.rmw));
                m.view.canonical(buf);
                put_ts(buf, &m.psc);
                put_ts(buf, &m.rb);
            }
            for c in [&l.race.na_w, &l.race.na_r, &l.race.a_w, &l.race.a_r] {
                c.canonical(buf);
            }
            cut(buf.len());
        }
        put(buf, self.threads.len() as u64);
        for tv in &self.threads {
            buf.push(u8::from(tv.done));
            tv.cur.canonical(buf);
            if !tv.done {
                tv.acq.canonical(buf);
                tv.frel.canonical(buf);
                put(buf, tv.relw.len() as u64);
                for (k, v) in &tv.relw {
                    put(buf, *k);
                    v.canonical(buf);
                }
                put_ts(buf, &tv.psc);
            }
            cut(buf.len());
        }
        self.sc.canonical(buf);
        put(buf, self.syncs.len() as u64);
        for (a, v) in &self.syncs {
            put(buf, *a);
            v.canonical(buf);
        }
        put(buf, self.shadow.len() as u64);
        for s in &self.shadow {
            put(buf, u64::from(s.obj));
            put(buf, u64::from(s.lo));
            put(buf, u64::from(s.hi));
            s.w.canonical(buf);
            s.r.canonical(buf);
        }
    }

    /// Whether this state (not normalised) is `before` with nothing changed but thread
    /// `t`'s views `cur` and `acq` raised and its record of atomic reads (what loads of `t`
    /// leave when they read a message without synchronising anything into shared state:
    /// the iteration of a spin loop that reads and finds it must go on). A thread whose
    /// views are lower can read everything a thread with higher views can, write
    /// everywhere it can and race where it races: `before` allows every behaviour this
    /// state allows. A `seq_cst` load is such a change only where it teaches nothing to
    /// RC11's SC order (its thread's `psc` view and the message's `rb` stay as they were).
    pub fn only_views_rose(&self, before: &Rc11, t: usize) -> bool {
        let empty = TView::default();
        let Some(after_t) = self.threads.get(t) else {
            return false;
        };
        let before_t = before.threads.get(t).unwrap_or(&empty);
        let same_view = |a: &View, b: &View| a.canonical_eq(b);
        let same_rel = |a: &TView, b: &TView| {
            same_view(&a.frel, &b.frel)
                && a.relw.len() == b.relw.len()
                && a.relw
                    .iter()
                    .zip(&b.relw)
                    .all(|(x, y)| x.0 == y.0 && same_view(&x.1, &y.1))
                && a.psc == b.psc
        };
        // `t`'s views rose, and nothing else of `t` changed.
        if !(before_t.cur.le(&after_t.cur)
            && before_t.acq.le(&after_t.acq)
            && after_t.done == before_t.done
            && same_rel(after_t, before_t))
        {
            return false;
        }
        // The other threads (a thread missing from a list has the empty views), compared
        // as their canonical bytes are: a finished thread by its `cur` alone.
        let n = self.threads.len().max(before.threads.len());
        for u in (0..n).filter(|&u| u != t) {
            let a = self.threads.get(u).unwrap_or(&empty);
            let b = before.threads.get(u).unwrap_or(&empty);
            let same = a.done == b.done
                && same_view(&a.cur, &b.cur)
                && (a.done || (same_view(&a.acq, &b.acq) && same_rel(a, b)));
            if !same {
                return false;
            }
        }
        // The locations: the same messages, the same race records but `t`'s atomic read.
        let tid = t as u16;
        let same_reads = |a: &Clock, b: &Clock| {
            let mut x = a.0.iter().filter(|s| s.thread != tid);
            let mut y = b.0.iter().filter(|s| s.thread != tid);
            loop {
                match (x.next(), y.next()) {
                    (None, None) => return true,
                    (Some(p), Some(q)) if p.thread == q.thread && p.epoch == q.epoch => {}
                    _ => return false,
                }
            }
        };
        self.locs.len() == before.locs.len()
            && self.locs.iter().zip(&before.locs).all(|(a, b)| {
                a.key == b.key
                    && a.size == b.size
                    && a.msgs.len() == b.msgs.len()
                    && a.msgs.iter().zip(&b.msgs).all(|(m, o)| {
                        m.val == o.val
                            && m.rmw == o.rmw
                            && same_view(&m.view, &o.view)
                            && m.psc == o.psc
                            && m.rb == o.rb
                    })
                    && a.race.na_w.same(&b.race.na_w)
                    && a.race.na_r.same(&b.race.na_r)
                    && a.race.a_w.same(&b.race.a_w)
                    && same_reads(&a.race.a_r, &b.race.a_r)
            })
            && same_view(&self.sc, &before.sc)
            && self.syncs.len() == before.syncs.len()
            && self
                .syncs
                .iter()
                .zip(&before.syncs)
                .all(|(a, b)| a.0 == b.0 && same_view(&a.1, &b.1))
            && self.shadow.len() == before.shadow.len()
            && self.shadow.iter().zip(&before.shadow).all(|(a, b)| {
                (a.obj, a.lo, a.hi) == (b.obj, b.lo, b.hi) && a.w.same(&b.w) && a.r.same(&b.r)
            })
    }

    /// Approximate heap bytes.
    pub fn heap_bytes(&self) -> usize {
        let view = |v: &View| 48 + v.ts.capacity() * 12 + v.vc.capacity() * 4;
        let mut n = 0;
        for l in &self.locs {
            n += 64 + l.msgs.iter().map(|m| 48 + view(&m.view)).sum::<usize>();
        }
        for tv in &self.threads {
            n += view(&tv.cur) + view(&tv.acq) + view(&tv.frel);
            n += tv.relw.iter().map(|e| 8 + view(&e.1)).sum::<usize>();
        }
        n + self.shadow.capacity() * std::mem::size_of::<Shadow>()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use MemOrd::*;

    fn canon(r: &Rc11) -> Vec<u8> {
        let mut b = Vec::new();
        r.canonical(&mut b, &mut |_| {});
        b
    }

    /// Message passing: a relaxed flag lets the reader see an old datum; a release/acquire
    /// flag does not.
    #[test]
    fn message_passing_needs_release_and_acquire() {
        for (w, r, stale) in [(Relaxed, Relaxed, true), (Release, Acquire, false)] {
            let mut m = Rc11::default();
            m.thread(0);
            m.spawn(0, 1);
            m.spawn(0, 2);
            let data = m.ensure(1, 0, 4, 0).unwrap();
            let flag = m.ensure(2, 0, 4, 0).unwrap();
            // T1: data = 1 (relaxed); flag = 1 (w).
            let p = m.positions(1, data, false)[0];
            m.write(1, data, p, 1, Relaxed, None);
            let p = m.positions(1, flag, false)[0];
            m.write(1, flag, p, 1, w, None);
            // T2 reads flag = 1 (the newest message), then data.
            let rd = m.readable(2, flag, false, false);
            assert_eq!(rd, vec![1, 0]);
            m.read(2, flag, 1, r);
            let rd = m.readable(2, data, false, false);
            assert_eq!(rd.len() == 2, stale, "{w:?}/{r:?}: {rd:?}");
        }
    }

    /// What the VM knows of the threads' futures lets the normal form forget: the records
    /// of atomic accesses no future non-atomic access looks at (a future non-atomic read
    /// keeps the writes' records), and release views no future write carries (and those
    /// that say nothing beyond the release fence's view, whatever the future).
    #[test]
    fn facts_of_the_future_forget_what_nothing_will_read() {
        let mut m = Rc11::default();
        m.thread(0);
        m.spawn(0, 1);
        m.spawn(0, 2);
        let x = m.ensure(1, 0, 4, 0).unwrap();
        let k = m.locs[x].key;
        // Thread 1 writes x (release), thread 2 reads it (relaxed): records of both.
        m.atomic_access(1, x, true, Pos::default());
        let p = m.positions(1, x, false)[0];
        m.write(1, x, p, 1, Release, None);
        m.atomic_access(2, x, false, Pos::default());
        m.read(2, x, 1, Relaxed);
        assert_eq!(m.threads[1].relw.len(), 1);
        let keeps = |facts: &Facts| {
            let mut a = m.clone();
            a.normalise(8, facts);
            let l = &a.locs[a.loc(k).unwrap()];
            (
                !l.race.a_w.0.is_empty(),
                !l.race.a_r.0.is_empty(),
                a.threads[1].relw.len(),
            )
        };
        assert_eq!(keeps(&Facts::default()), (true, true, 1));
        let facts = |writes_too| Facts {
            unraced: vec![Unraced { key: k, writes_too }],
            ..Facts::default()
        };
        assert_eq!(keeps(&facts(false)), (true, false, 1));
        assert_eq!(keeps(&facts(true)), (false, false, 1));
        let f = Facts {
            unreleased: vec![(1, k)],
            ..Facts::default()
        };
        assert_eq!(keeps(&f), (true, true, 0));
        // The same state with and without a release view that says nothing is one state.
        let mut a = m.clone();
        a.threads[1].relw[0].1 = View::default();
        let mut b = a.clone();
        b.threads[1].relw.clear();
        a.normalise(8, &Facts::default());
        b.normalise(8, &Facts::default());
        assert_eq!(canon(&a), canon(&b));
    }

    /// A location that only read-modify-writes will touch keeps no message a
    /// read-modify-write read (`Facts::blind`): nothing may read it, nor go right before the
    /// next one; a message that a plain store follows stays readable.
    #[test]
    fn a_chain_of_read_modify_writes_keeps_only_its_last_message() {
        let mut m = Rc11::default();
        m.thread(0);
        m.spawn(0, 1);
        m.spawn(0, 2);
        let c = m.ensure(1, 0, 4, 0).unwrap();
        let k = m.locs[c].key;
        let rmw = |m: &mut Rc11, t: usize| {
            let mi = m.readable(t, c, false, true)[0];
            let (old, view) = (
                m.locs[c].msgs[mi as usize].val,
                m.locs[c].msgs[mi as usize].view.clone(),
            );
            m.read(t, c, mi, Relaxed);
            m.write(t, c, mi + 1, old + 1, Relaxed, Some(view));
        };
        // Thread 1 increments twice; thread 2 lags at the initial message.
        rmw(&mut m, 1);
        rmw(&mut m, 1);
        let blind = Facts {
            blind: vec![k],
            ..Facts::default()
        };
        let mut a = m.clone();
        a.normalise(8, &Facts::default());
        assert_eq!(a.locs[a.loc(k).unwrap()].msgs.len(), 3);
        // Only the last message is left, which tells nobody anything: the location goes
        // (memory holds its value).
        let mut b = m.clone();
        b.normalise(8, &blind);
        assert!(b.loc(k).is_none_or(|li| b.locs[li].msgs.len() == 1));
        // A plain store breaks the chain: what a read-modify-write may read stays.
        let p = m.positions(2, c, false)[0];
        m.write(2, c, p, 7, Relaxed, None);
        rmw(&mut m, 1);
        m.normalise(8, &blind);
        let l = &m.locs[m.loc(k).unwrap()];
        assert_eq!(
            l.msgs.iter().map(|x| x.val).collect::<Vec<_>>(),
            vec![2, 7, 8]
        );
    }

    /// A read that only raises the reader's views (a spin loop's failed iteration) is told
    /// apart from one that changes anything else: a `seq_cst` read (it marks the message),
    /// another thread's view, a write.
    #[test]
    fn only_a_readers_rising_views_count_as_a_spin() {
        let mut m = Rc11::default();
        m.thread(0);
        m.spawn(0, 1);
        m.spawn(0, 2);
        let data = m.ensure(1, 0, 4, 0).unwrap();
        let flag = m.ensure(2, 0, 4, 0).unwrap();
        for (loc, v) in [(data, 1), (flag, 1), (flag, 2)] {
            let p = m.positions(1, loc, false)[0];
            m.write(1, loc, p, v, Release, None);
        }
        assert!(m.only_views_rose(&m, 2), "no change");
        for (mi, ord, spin) in [(0, Relaxed, true), (1, Acquire, true), (2, Acquire, true)] {
            let mut a = m.clone();
            a.atomic_access(2, flag, false, Pos::default());
            a.read(2, flag, mi, ord);
            assert_eq!(a.only_views_rose(&m, 2), spin, "message {mi}, {ord:?}");
            // Nothing but thread 2 may change: not thread 1's views.
            assert!(!a.only_views_rose(&m, 1));
        }
        // A seq_cst read of a seq_cst write learns its place in `psc`: no spin; read again,
        // it learns nothing more.
        let mut b = m.clone();
        let p = b.positions(1, flag, true)[0];
        b.write(1, flag, p, 3, SeqCst, None);
        let mut a = b.clone();
        a.read(2, flag, 3, SeqCst);
        assert!(!a.only_views_rose(&b, 2), "a seq_cst read");
        let mut again = a.clone();
        again.read(2, flag, 3, SeqCst);
        assert!(again.only_views_rose(&a, 2), "the same seq_cst read again");
        let mut a = m.clone();
        let p = a.positions(2, data, false)[0];
        a.write(2, data, p, 5, Relaxed, None);
        assert!(!a.only_views_rose(&m, 2), "a write");
        // Views that fell are no spin (the comparison is one way).
        let mut a = m.clone();
        a.read(2, flag, 2, Acquire);
        assert!(!m.only_views_rose(&a, 2));
    }

    /// Store buffering: with relaxed accesses both loads may read 0; with SC fences in
    /// between, the second fence sees the first thread's store.
    #[test]
    fn store_buffering_and_sc_fences() {
        for fenced in [false, true] {
            let mut m = Rc11::default();
            m.thread(0);
            m.spawn(0, 1);
            m.spawn(0, 2);
            let x = m.ensure(1, 0, 4, 0).unwrap();
            let y = m.ensure(2, 0, 4, 0).unwrap();
            let p = m.positions(1, x, false)[0];
            m.write(1, x, p, 1, Relaxed, None);
            if fenced {
                m.fence(1, SeqCst);
            }
            let p = m.positions(2, y, false)[0];
            m.write(2, y, p, 1, Relaxed, None);
            if fenced {
                m.fence(2, SeqCst);
            }
            // T1 reads y: 0 is still readable without fences.
            assert_eq!(m.readable(1, y, false, false).len(), 2);
            // T2's fence came after T1's: T2 must see x = 1.
            let rx = m.readable(2, x, false, false);
            assert_eq!(rx.len() == 1, fenced, "{rx:?}");
        }
    }

    /// An RMW reads a message no RMW read yet, and nothing goes between the two.
    #[test]
    fn read_modify_writes_are_atomic() {
        let mut m = Rc11::default();
        m.thread(0);
        m.spawn(0, 1);
        m.spawn(0, 2);
        let x = m.ensure(1, 0, 4, 0).unwrap();
        let (t1, t2) = (1, 2);
        let r = m.readable(t1, x, false, true);
        assert_eq!(r, vec![0]);
        let v = m.locs[x].msgs[0].view.clone();
        m.read(t1, x, 0, Relaxed);
        m.write(t1, x, 1, 1, Relaxed, Some(v));
        // T2's RMW cannot read message 0 any more; a plain store cannot go at 1.
        assert_eq!(m.readable(t2, x, false, true), vec![1]);
        assert_eq!(m.positions(t2, x, false), vec![2]);
    }

    #[test]
    fn normalising_drops_what_nobody_can_read_and_renumbers() {
        let mut a = Rc11::default();
        a.thread(0);
        a.spawn(0, 1);
        let x = a.ensure(1, 0, 4, 0).unwrap();
        for v in 1..=3 {
            let p = a.positions(1, x, false)[0];
            a.write(1, x, p, v, Relaxed, None);
        }
        // Thread 0 still may read all four.
        a.normalise(8, &Facts::default());
        assert_eq!(a.locs[0].msgs.len(), 4);
        // Once thread 0 read the newest, only it is left, and it tells nobody anything:
        // the location is forgotten.
        let x = a.loc(key(1, 0)).unwrap();
        a.read(0, x, 3, Relaxed);
        a.normalise(8, &Facts::default());
        assert!(a.locs.is_empty(), "{:?}", a.locs);
        // The bound cuts.
        let mut b = Rc11::default();
        b.thread(0);
        b.spawn(0, 1);
        let x = b.ensure(1, 0, 4, 0).unwrap();
        for v in 1..=3 {
            let p = b.positions(1, x, false)[0];
            b.write(1, x, p, v, Relaxed, None);
        }
        assert!(b.normalise(2, &Facts::default()));
        assert_eq!(b.locs[0].msgs.len(), 2);
        assert_eq!(canon(&b), {
            let mut c = b.clone();
            c.normalise(2, &Facts::default());
            canon(&c)
        });
    }

    #[test]
    fn races_need_happens_before() {
        let mut m = Rc11::default();
        m.thread(0);
        m.spawn(0, 1);
        m.spawn(0, 2);
        let pos = Pos::default();
        // Both threads write byte range 0..4 of object 3: a race.
        assert!(m.plain_access(1, 3, 0, 4, true, pos).is_none());
        let r = m.plain_access(2, 3, 2, 6, true, pos).expect("race");
        assert_eq!((r.other.thread, r.other_write), (1, true));
        // Through a release/acquire flag, no race.
        let mut m = Rc11::default();
        m.thread(0);
        m.spawn(0, 1);
        m.spawn(0, 2);
        assert!(m.plain_access(1, 3, 0, 4, true, pos).is_none());
        let f = m.ensure(9, 0, 4, 0).unwrap();
        let p = m.positions(1, f, false)[0];
        m.write(1, f, p, 1, Release, None);
        m.read(2, f, 1, Acquire);
        assert!(m.plain_access(2, 3, 0, 4, false, pos).is_none());
        // Reads by two threads do not race with each other.
        assert!(m.plain_access(0, 3, 0, 4, false, pos).is_some());
    }
}
