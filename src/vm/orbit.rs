//! The representative of a state's orbit under thread renaming (the symmetry reduction,
//! `crate::model::symmetry`): which permutation of the threads puts them in a canonical
//! order.
//!
//! Every thread but main may be renamed (main is the one thread the program did not
//! start; it ends the program when it returns), but only among the threads of its
//! *class*: those started with the same function and argument (`Thread::start`), whether
//! they run or finished. Each class's threads take the places its threads hold,
//! in increasing order, sorted by their *keys*:
//! their canonical bytes with every other thread they name written as one placeholder
//! (`Names::Masked` in [`super::canon`]: the thread a join waits for, the handles in its
//! registers), so that a thread's key does not depend on the names of the others. Two
//! states that are renamings of each other then give the same sorted keys. Threads with
//! equal keys (identical local states) are ordered by where the rest of the state names
//! them first, in an order that does not depend on their names: the pending choice, then
//! memory object by object (the owner of an object, the handles in marked cells: a
//! `pthread_t` array, a lock's owner), then main's references, then the other threads'
//! in the sorted order. Threads with equal keys that nothing names are identical and
//! unnamed, so their order does not matter.
//!
//! Any permutation is sound (the state stored is a renaming of the state reached: Emerson
//! & Sistla's and Ip & Dill's representative function need not be canonical, only a
//! member of the orbit); the closer to canonical, the more states match. Where the order
//! above leaves equal keys that are named only by each other, two renamings of one state
//! may get different representatives, and both are stored: fewer matches, never a lost
//! state.
//!
//! Renaming threads of different classes would be sound as well, but such threads are
//! never interchangeable, and supersteps and stubborn sets are computed in the
//! representative's thread order: sorting them would give a program whose threads all
//! differ another reduced graph, and a worse one (the dining philosophers, N=3 at -O2
//! with supersteps: 50 states against 26). With classes, such a program's representative
//! is the state itself.

use super::Vm;
use super::canon::Perm;
use super::memory::{ObjKind, flags};
use super::state::{BlockReason, State, ThreadStatus};

impl Vm<'_> {
    /// The permutation that takes `st` to the representative of its orbit, or `None` when
    /// that is `st` itself (the threads are in order already). `last`: the thread that
    /// moved last is part of what is matched (context bounding), so it names a thread too.
    pub fn orbit_perm(&self, st: &State, last: bool) -> Option<Perm> {
        let n = st.threads.len();
        if n < 3 {
            return None;
        }
        // The classes: threads are renamed only among threads started with the same
        // function and argument (`Thread::start`, part of their canonical bytes), running
        // or finished, or with argument blocks of one shape, renamed with them
        // ([`super::argobj`]). A program whose threads all differ is then searched as
        // without the reduction: same graph, and no keys to compute (found without
        // allocating where no thread may have an argument block).
        if !self.argobj.possible() && n <= 16 {
            let th = &st.threads;
            if (1..n).all(|a| (a + 1..n).all(|b| th[a].start != th[b].start)) {
                return None;
            }
        }
        let objs = self.arg_objects(st);
        let classes: Vec<(u32, bool, u64)> = (0..n)
            .map(|t| match objs.of(t) {
                Some(a) => (a.class.0, true, a.class.1),
                None => (st.threads[t].start.0, false, st.threads[t].start.1),
            })
            .collect();
        let class = |t: usize| classes[t];
        let mut slots: Vec<u16> = (1..n as u16).collect();
        slots.sort_by_key(|&t| (class(usize::from(t)), t));
        if slots
            .windows(2)
            .all(|w| class(usize::from(w[0])) != class(usize::from(w[1])))
        {
            return None;
        }
        // Keys: the cached canonical bytes of a thread that names no other, else its bytes
        // with the names masked; for a thread with an argument block, its bytes with the
        // block's id masked, then the block's bytes.
        let masked: Vec<Option<Vec<u8>>> = (1..n)
            .map(|t| match (objs.of(t), objs.stack_of(t)) {
                (None, None) => self.masked_thread(&st.threads[t]),
                (a, s) => Some(self.arg_object_key(st, t, a, s)),
            })
            .collect();
        let key = |t: u16| -> &[u8] {
            let t = usize::from(t);
            match &masked[t - 1] {
                Some(b) => b,
                None => st.threads[t].canonical(|x, b| self.canonical_thread(x, b)),
            }
        };
        // Equal keys are of one class (a thread's key holds its class), so ties are found
        // over all threads in key order.
        let mut by_key: Vec<u16> = (1..n as u16).collect();
        by_key.sort_by(|&a, &b| key(a).cmp(key(b)));
        let tied = by_key.windows(2).any(|w| key(w[0]) == key(w[1]));
        let first = if tied {
            self.first_named(st, &by_key, &key, last)
        } else {
            Vec::new()
        };
        let rank_of = |t: u16| first.get(usize::from(t)).copied().unwrap_or(u32::MAX);
        // Each class's threads, sorted, take that class's places in increasing order (and
        // with argument blocks, the class's blocks in increasing order of id).
        let mut order: Vec<u16> = (0..n as u16).collect();
        let mut moved: Vec<(u16, u32, u32)> = Vec::new();
        let mut masked: Vec<u16> = Vec::new();
        let mut orphans_moved: Vec<(u32, u32)> = Vec::new();
        let mut stacks_moved: Vec<(u16, u32, u32)> = Vec::new();
        let mut stack_order: Vec<u16> = Vec::new();
        let mut i = 0;
        while i < slots.len() {
            let c = class(usize::from(slots[i]));
            let mut j = i + 1;
            while j < slots.len() && class(usize::from(slots[j])) == c {
                j += 1;
            }
            if j - i > 1 {
                let places = &slots[i..j];
                let mut members = places.to_vec();
                members.sort_by(|&a, &b| key(a).cmp(key(b)).then(rank_of(a).cmp(&rank_of(b))));
                for (&place, &t) in places.iter().zip(&members) {
                    order[usize::from(place)] = t;
                }
                if c.1 {
                    // The class's blocks, in increasing order of id: to the members that
                    // have one, in their sorted order, then to the orphans, sorted by
                    // their bytes; the finished members get their arguments masked.
                    let block = |t: u16| objs.of(usize::from(t)).and_then(|a| a.obj);
                    let mut orphans: Vec<(Vec<u8>, u32)> = objs
                        .orphans
                        .iter()
                        .filter(|o| o.0 == (c.0, c.2))
                        .map(|&(_, id)| {
                            let mut b = Vec::new();
                            self.block_key(st, id, &mut b);
                            (b, id)
                        })
                        .collect();
                    orphans.sort_unstable();
                    let mut ids: Vec<u32> = places.iter().filter_map(|&p| block(p)).collect();
                    ids.extend(orphans.iter().map(|o| o.1));
                    ids.sort_unstable();
                    let owners = members.iter().filter_map(|&t| block(t).map(|b| (t, b)));
                    let mut to = ids.iter().copied();
                    for (t, from) in owners {
                        let to = to.next().unwrap_or(from);
                        if from != to {
                            moved.push((t, from, to));
                        }
                    }
                    for ((_, from), to) in orphans.into_iter().zip(to) {
                        if from != to {
                            orphans_moved.push((from, to));
                        }
                    }
                    masked.extend(members.iter().filter(|&&t| block(t).is_none()));
                }
                stack_order.extend(
                    members
                        .iter()
                        .filter(|&&t| objs.stack_of(usize::from(t)).is_some()),
                );
            }
            i = j;
        }
        if !stack_order.is_empty() {
            self.stack_moves(&objs, &stack_order, &mut stacks_moved, &mut orphans_moved);
        }
        if moved.is_empty()
            && masked.is_empty()
            && orphans_moved.is_empty()
            && stacks_moved.is_empty()
            && order.iter().enumerate().all(|(k, &t)| usize::from(t) == k)
        {
            return None;
        }
        let mut p = Perm::from_order(order);
        p.objs = moved;
        p.masked = masked;
        p.orphans = orphans_moved;
        p.stacks = stacks_moved;
        Some(p)
    }

    /// The stack objects of the threads renamed with them ([`super::argobj`]): the ids of
    /// those threads' stack objects and of the stack objects' tombstones that nothing names,
    /// per id space, in increasing order, go to the threads' stack objects in `order` (the
    /// classes in order, each one's members in their sorted order; each thread's objects in
    /// allocation order), then to the tombstones.
    fn stack_moves(
        &self,
        objs: &super::argobj::ArgObjs,
        order: &[u16],
        stacks: &mut Vec<(u16, u32, u32)>,
        tombs: &mut Vec<(u32, u32)>,
    ) {
        let space = |id: u32| self.codec.max_size_of(id);
        let dead = &objs.dead;
        let mut pool: Vec<(u64, u32)> = order
            .iter()
            .filter_map(|&t| objs.stack_of(usize::from(t)))
            .flat_map(|s| s.ids.iter().map(|&id| (space(id), id)))
            .chain(dead.iter().map(|&id| (space(id), id)))
            .collect();
        pool.sort_unstable();
        let mut next: std::collections::BTreeMap<u64, usize> = std::collections::BTreeMap::new();
        let mut take = |id: u32| -> u32 {
            let sp = space(id);
            let at = next
                .entry(sp)
                .or_insert_with(|| pool.partition_point(|p| p.0 < sp));
            let to = pool[*at].1;
            *at += 1;
            to
        };
        for &t in order {
            if let Some(s) = objs.stack_of(usize::from(t)) {
                for &from in &s.ids {
                    let to = take(from);
                    if to != from {
                        stacks.push((t, from, to));
                    }
                }
            }
        }
        for &from in dead {
            let to = take(from);
            if to != from {
                tombs.push((from, to));
            }
        }
    }

    /// For each thread with a key equal to another's (in `order`, the threads sorted by
    /// key), the rank of the first place the rest of the state names it, in an order of
    /// places that does not depend on thread names (see the module documentation);
    /// `u32::MAX` for threads with a key of their own and for those nothing names.
    fn first_named<'k>(
        &self,
        st: &State,
        order: &[u16],
        key: &dyn Fn(u16) -> &'k [u8],
        last: bool,
    ) -> Vec<u32> {
        let n = st.threads.len();
        let mut tied = vec![false; n];
        for w in order.windows(2) {
            if key(w[0]) == key(w[1]) {
                tied[usize::from(w[0])] = true;
                tied[usize::from(w[1])] = true;
            }
        }
        let mut first = vec![u32::MAX; n];
        let mut next = 0u32;
        let mut visit = |t: usize| {
            if t < n && tied[t] && first[t] == u32::MAX {
                first[t] = next;
                next += 1;
            }
        };
        if let Some((t, _)) = st.pending {
            visit(usize::from(t));
        }
        let mem = &st.mem;
        for o in &mem.objs {
            let untaken = o.kind == ObjKind::Tls && o.flags & flags::TAKEN == 0;
            if o.cap == 0 || o.kind.is_tombstone() || untaken {
                // (An untaken thread-local copy is not part of the canonical form.)
                continue;
            }
            visit(usize::from(o.owner));
            if let Some(h) = &mem.handles {
                for (k, w) in h.overlapping(o.loc(), o.cap as usize) {
                    let mut b = [0u8; 8];
                    mem.read_at(k, &mut b[..usize::from(w)]);
                    let v = u64::from_le_bytes(b);
                    if v >= 2 {
                        visit((v - 1) as usize);
                    }
                }
            }
        }
        // Main, then the others in key order (those with a key of their own: a tied
        // thread's references would depend on which of its group it is).
        let threads = std::iter::once(0u16).chain(order.iter().copied());
        for t in threads {
            let th = &st.threads[usize::from(t)];
            if t != 0 && tied[usize::from(t)] {
                continue;
            }
            if let ThreadStatus::Blocked(BlockReason::Join(u)) = th.status {
                visit(usize::from(u));
            }
            if !th.hregs.is_empty() {
                let mut vals = Vec::new();
                self.live_hmarks(th, |k, x| {
                    let i = th.frames[k].base as usize + x;
                    vals.push(th.regs[i]);
                });
                for v in vals {
                    if v >= 2 {
                        visit((v - 1) as usize);
                    }
                }
            }
        }
        if last {
            visit(usize::from(st.sched.last));
        }
        first
    }
}
