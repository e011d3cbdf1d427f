//! What orders the threads of a schedule: the synchronisation events of each step (a lock
//! taken or released, a signal, a wake-up, a thread created, ended or joined, under a weak
//! memory model the store a load read) and the threads' lifelines (start function, the moves
//! that created and ended them, where each stands at the end). The message-sequence chart
//! (`cli::msc`) draws them; the JSON report keeps them.

use crate::bytecode::Builtin;
use crate::bytecode::op::Op;
use crate::model::CProgram;
use crate::vm::Event;
use crate::vm::state::{State, SyncPhase, ThreadStatus};
use serde::Serialize;

/// The kind of a [`SyncEvent`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum SyncKind {
    /// Took a lock (`pthread_mutex_lock`, a successful `trylock`, a spin or read-write lock,
    /// `sem_wait`, a condition wait taking its mutex back, leaving a barrier).
    Acquire,
    /// Let a lock go (`pthread_mutex_unlock`, a condition wait releasing its mutex,
    /// `sem_post`, arriving at a barrier).
    Release,
    /// `pthread_cond_signal`.
    Signal,
    /// `pthread_cond_broadcast`.
    Broadcast,
    /// A condition wait returned (woken by a signal or broadcast, or spuriously).
    Wake,
    /// `pthread_create`: `thread` is the new thread.
    Create,
    /// `pthread_join` returned: `thread` is the thread it waited for.
    Join,
    /// The thread finished.
    End,
    /// Weak memory: a load read the store of thread `thread` that move `from_move` made
    /// (`--memory-model rc11`) or wrote to memory (`tso`: the flush of its store buffer,
    /// a drain, or a locked instruction; the store's own move is `store_move`).
    ReadsFrom,
}

/// One synchronisation event of a step.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SyncEvent {
    /// What happened.
    pub kind: SyncKind,
    /// The synchronisation object (its C name where debug information has one), or what the
    /// load read.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub object: Option<String>,
    /// The object's address (pancam's pointer encoding), to match events on one object.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub addr: Option<u64>,
    /// The other thread (created, joined, written by).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub thread: Option<u16>,
    /// For [`SyncKind::ReadsFrom`]: the move (1-based) that made the store read (under
    /// TSO: that wrote it to memory).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub from_move: Option<usize>,
    /// For [`SyncKind::ReadsFrom`] under TSO: the move (1-based) of the store itself, when
    /// it is not `from_move` (a buffered store, written to memory by a later flush or drain).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub store_move: Option<usize>,
}

impl SyncEvent {
    fn on(kind: SyncKind, sys: &CProgram, s: &State, addr: u64) -> SyncEvent {
        SyncEvent {
            kind,
            object: Some(sys.vm.describe_addr(s, addr)),
            addr: Some(addr),
            thread: None,
            from_move: None,
            store_move: None,
        }
    }

    fn thread(kind: SyncKind, t: u16) -> SyncEvent {
        SyncEvent {
            kind,
            object: None,
            addr: None,
            thread: Some(t),
            from_move: None,
            store_move: None,
        }
    }

    /// The thread's end.
    pub(super) fn end() -> SyncEvent {
        SyncEvent {
            kind: SyncKind::End,
            object: None,
            addr: None,
            thread: None,
            from_move: None,
            store_move: None,
        }
    }
}

/// The builtin call thread `t` of `s` is about to make, if its next op is one: the builtin,
/// its first two arguments and the register its result goes to.
pub(super) struct PendingCall {
    b: Builtin,
    args: [u64; 2],
    dst: usize,
    depth: usize,
    pc: u32,
    phase: SyncPhase,
    threads: usize,
}

/// The builtin call thread `t` of `s` makes with its next op, if any.
pub(super) fn pending_call(sys: &CProgram, s: &State, t: usize) -> Option<PendingCall> {
    let prog = sys.prog();
    let th = &s.threads[t];
    let f = th.frames.last()?;
    let func = &prog.funcs[f.func as usize];
    let (b, dst, site) = match *func.code.get(f.pc as usize)? {
        Op::Builtin { dst, id, site } => (Builtin::from_id(id)?, dst, site),
        Op::CallInd { dst, fptr, site } => {
            let (id, off) = sys.vm.codec.decode(th.regs[f.base as usize + fptr.i()]);
            if id != crate::bytecode::program::CODE_ID {
                return None;
            }
            (prog.funcs.get(off as usize)?.stub?, dst, site)
        }
        _ => return None,
    };
    let site = func.sites.get(site as usize)?;
    let arg = |i: usize| {
        site.args
            .get(i)
            .and_then(|a| th.regs.get(f.base as usize + a.reg.i()))
            .copied()
            .unwrap_or(0)
    };
    Some(PendingCall {
        b,
        args: [arg(0), arg(1)],
        dst: f.base as usize + dst.i(),
        depth: th.depth(),
        pc: f.pc,
        phase: th.sync,
        threads: s.threads.len(),
    })
}

/// The events of builtin call `c` of thread `t`, made from the state before it to `s` (the
/// state after the op), which ended with event `e`.
pub(super) fn call_events(
    sys: &CProgram,
    c: &PendingCall,
    s: &State,
    t: usize,
    e: &Event,
) -> Vec<SyncEvent> {
    use Builtin as B;
    use SyncKind as K;
    let th = &s.threads[t];
    let returned = th.depth() != c.depth
        || th.frames.last().is_none_or(|f| f.pc != c.pc)
        || matches!(e, Event::ThreadFinished | Event::Exit(_));
    let ret = th.regs.get(c.dst).copied().unwrap_or(u64::MAX);
    let ok = returned && ret & 0xffff_ffff == 0;
    let [a0, a1] = c.args;
    let mut out = Vec::new();
    match c.b {
        B::MutexLock | B::SpinLock | B::RwRdlock | B::RwWrlock | B::SemWait if returned => {
            out.push(SyncEvent::on(K::Acquire, sys, s, a0))
        }
        B::MutexTrylock | B::SpinTrylock | B::RwTryrdlock | B::RwTrywrlock if ok => {
            out.push(SyncEvent::on(K::Acquire, sys, s, a0))
        }
        B::MutexUnlock | B::SpinUnlock | B::RwUnlock | B::SemPost if ok => {
            out.push(SyncEvent::on(K::Release, sys, s, a0))
        }
        B::CondWait | B::CondTimedwait => {
            if c.phase == SyncPhase::None && th.sync != SyncPhase::None {
                // The wait began: the mutex is released.
                out.push(SyncEvent::on(K::Release, sys, s, a1));
            }
            if returned {
                out.push(SyncEvent::on(K::Wake, sys, s, a0));
                out.push(SyncEvent::on(K::Acquire, sys, s, a1));
            }
        }
        B::CondSignal if returned => out.push(SyncEvent::on(K::Signal, sys, s, a0)),
        B::CondBroadcast if returned => out.push(SyncEvent::on(K::Broadcast, sys, s, a0)),
        B::BarrierWait => {
            if c.phase == SyncPhase::None {
                // Arriving (a waiting thread that retries has arrived already).
                out.push(SyncEvent::on(K::Release, sys, s, a0));
            }
            if returned {
                out.push(SyncEvent::on(K::Acquire, sys, s, a0));
            }
        }
        B::PthreadCreate if returned && s.threads.len() > c.threads => {
            out.push(SyncEvent::thread(K::Create, (s.threads.len() - 1) as u16))
        }
        B::PthreadJoin if ok => {
            if let Ok(u) = u16::try_from(a0.wrapping_sub(1)) {
                out.push(SyncEvent::thread(K::Join, u));
            }
        }
        _ => {}
    }
    out
}

/// A weak memory model's read (RC11): the load of thread `t` at `before` reads message
/// `(writer, value)` of location `key`.
pub(super) struct WeakRead {
    pub(super) writer: u16,
    pub(super) key: crate::vm::weak::rc11::Key,
    pub(super) val: u64,
}

/// The move (1-based) of `states`' path `path` before move `k` that made the message `r`
/// read in move `k`: the latest move of the writer after which the location holds one more
/// message from that writer with that value than before. `None` when the message is the
/// location's first value or the search finds no such move (a message the model's
/// canonicalisation renumbered beyond recognition): no arrow is drawn then.
pub(super) fn store_read(
    states: &[State],
    path: &[crate::model::Move],
    k: usize,
    r: &WeakRead,
) -> Option<usize> {
    if r.writer == u16::MAX {
        return None;
    }
    let count = |s: &State| {
        let rc = s.mem.weak.as_deref().and_then(|w| w.rc11());
        rc.and_then(|rc| rc.loc(r.key).map(|li| (rc, li)))
            .map_or(0, |(rc, li)| {
                rc.locs[li]
                    .msgs
                    .iter()
                    .filter(|m| m.writer == r.writer && m.val == r.val)
                    .count()
            })
    };
    (0..k)
        .rev()
        .filter(|&j| path[j].thread == r.writer && !path[j].flush)
        .find(|&j| count(&states[j + 1]) > count(&states[j]))
        .map(|j| j + 1)
}

/// One thread of a schedule, as a lifeline of the chart.
#[derive(Clone, Debug, Serialize)]
pub struct Lifeline {
    /// The thread's number.
    pub thread: u16,
    /// Its start function (`main` for the initial thread).
    pub name: String,
    /// The move (1-based) whose `pthread_create` made it; `None` for the initial thread.
    pub created_by: Option<usize>,
    /// The move (1-based) in which it finished, if it did.
    pub ended: Option<usize>,
    /// Where an unfinished thread stands at the end of the path: blocked (on what) or
    /// runnable, and at which source line.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub at_end: Option<String>,
    /// It is blocked at the end of the path.
    pub blocked: bool,
}

/// The lifelines of the threads of `states` (the states along a path, the initial one
/// first; `path` its moves).
pub(super) fn lifelines(
    sys: &CProgram,
    states: &[State],
    path: &[crate::model::Move],
) -> Vec<Lifeline> {
    let prog = sys.prog();
    let Some(last) = states.last() else {
        return Vec::new();
    };
    let name_of = |s: &State, t: usize| {
        let frames = s.threads[t].frame_list();
        frames
            .iter()
            .map(|(f, _)| f)
            .find(|f| !prog.funcs[f.func as usize].library)
            .or(frames.first().map(|(f, _)| f))
            .map(|f| prog.funcs[f.func as usize].name.clone())
            .unwrap_or_else(|| format!("thread {t}"))
    };
    let mut out: Vec<Lifeline> = Vec::new();
    for (k, s) in states.iter().enumerate() {
        for t in out.len()..s.threads.len() {
            out.push(Lifeline {
                thread: t as u16,
                name: name_of(s, t),
                created_by: (k > 0).then_some(k),
                ended: None,
                at_end: None,
                blocked: false,
            });
        }
        if k > 0 {
            let m = &path[k - 1];
            let t = usize::from(m.thread);
            let before = &states[k - 1];
            if t < s.threads.len()
                && s.threads[t].status == ThreadStatus::Finished
                && before
                    .threads
                    .get(t)
                    .is_some_and(|b| b.status != ThreadStatus::Finished)
            {
                out[t].ended = Some(k);
            }
        }
    }
    for (t, l) in out.iter_mut().enumerate() {
        // (Under the counter abstraction a place can be dropped on the way.)
        let Some(th) = last.threads.get(t) else {
            continue;
        };
        if th.status == ThreadStatus::Finished {
            continue;
        }
        let why = sys.vm.block_description(last, t);
        l.blocked = why != "runnable";
        let at = th
            .frame_list()
            .iter()
            .rev()
            .map(|(f, _)| *f)
            .find(|f| !prog.funcs[f.func as usize].library)
            .or(th.frames.last())
            .map(|f| prog.srcmap.describe(prog.loc_at(f.func, f.pc)))
            .unwrap_or_default();
        l.at_end = Some(if at.is_empty() {
            why
        } else {
            format!("{why} at {at}")
        });
    }
    out
}

/// An arrow of the chart: move `from` lets move `to` go on (both 1-based move numbers; `to`
/// is 0 for the creation of a thread that has not moved yet).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Arrow {
    /// The move that acts.
    pub from: usize,
    /// The move that it lets go on.
    pub to: usize,
    /// `create`, `unlock`, `signal`, `broadcast`, `join`, `reads-from`.
    pub kind: &'static str,
    /// What it is about (the lock, the condition variable, the thread, the value read).
    pub label: String,
}

/// The arrows between the moves of `steps`: `pthread_create` to the new thread's first
/// move, a release of a lock to the next acquisition of it by another thread, a signal or
/// broadcast to the next wake-up on its condition variable of another thread (that began
/// waiting before it), a thread's end to the `pthread_join` that waited for it, and under a
/// weak memory model a store to another thread's load that read it (RC11: the move that
/// made the message; TSO: the move that wrote it to memory, a flush or a drain), unless
/// another arrow already orders the read after the write (a join of the writer, the same
/// write read before by the same thread).
pub fn arrows(steps: &[super::StepInfo], threads: &[Lifeline]) -> Vec<Arrow> {
    let mut out = Vec::new();
    // The first move of each thread.
    let first = |t: u16| steps.iter().find(|s| s.thread == t).map(|s| s.number);
    for (i, st) in steps.iter().enumerate() {
        for e in &st.events {
            match e.kind {
                SyncKind::Create => {
                    if let Some(t) = e.thread {
                        let name = threads
                            .get(usize::from(t))
                            .map_or(String::new(), |l| l.name.clone());
                        out.push(Arrow {
                            from: st.number,
                            to: first(t).unwrap_or(0),
                            kind: "create",
                            label: format!("create T{t} {name}"),
                        });
                    }
                }
                SyncKind::Join => {
                    if let Some(t) = e.thread
                        && let Some(from) = threads.get(usize::from(t)).and_then(|l| l.ended)
                    {
                        out.push(Arrow {
                            from,
                            to: st.number,
                            kind: "join",
                            label: format!("T{t} ended"),
                        });
                    }
                }
                SyncKind::Acquire | SyncKind::Wake => {
                    // The latest release (signal) of the object by another thread before
                    // this step, or in this step before this event (a cond wait's
                    // release comes first in its own step, but is its own thread's).
                    let want: &[SyncKind] = if e.kind == SyncKind::Acquire {
                        &[SyncKind::Release]
                    } else {
                        &[SyncKind::Signal, SyncKind::Broadcast]
                    };
                    let src = steps[..i].iter().rev().find_map(|p| {
                        (p.thread != st.thread)
                            .then(|| {
                                p.events
                                    .iter()
                                    .rev()
                                    .find(|x| want.contains(&x.kind) && x.addr == e.addr)
                            })
                            .flatten()
                            .map(|x| (p.number, x.kind))
                    });
                    // Only when nothing of this thread's own on the object came in between
                    // (its own release, an acquisition of the object by itself).
                    if let Some((from, kind)) = src {
                        let own_since = steps[..i].iter().any(|p| {
                            p.number > from
                                && p.thread == st.thread
                                && p.events
                                    .iter()
                                    .any(|x| x.addr == e.addr && x.kind == e.kind)
                        });
                        if !own_since {
                            out.push(Arrow {
                                from,
                                to: st.number,
                                kind: match kind {
                                    SyncKind::Release => "unlock",
                                    SyncKind::Signal => "signal",
                                    _ => "broadcast",
                                },
                                label: e.object.clone().unwrap_or_default(),
                            });
                        }
                    }
                }
                SyncKind::ReadsFrom => {
                    if let Some(from) = e.from_move {
                        out.push(Arrow {
                            from,
                            to: st.number,
                            kind: "reads-from",
                            label: e.object.clone().unwrap_or_default(),
                        });
                    }
                }
                _ => {}
            }
        }
    }
    // Several acquisitions after one release: only the first went through it.
    let mut seen = std::collections::HashSet::new();
    out.retain(|a| a.kind != "unlock" || seen.insert((a.from, a.label.clone())));
    // A reads-from arrow only where no other arrow already orders the read after the write:
    // one from a move of the writer's thread at or after the write to a move of the
    // reader's thread at or before the read (the writer's end and its join, a lock it
    // released after, the reader's creation after the write, an earlier read of the same
    // write or a later one of that thread).
    let thread_of = |n: usize| {
        steps
            .iter()
            .find(|s| s.number <= n && n < s.number + s.moves.max(1))
            .map(|s| s.thread)
    };
    let ends = |a: &Arrow| (thread_of(a.from), a.from, thread_of(a.to), a.to);
    let mut orders: Vec<(Option<u16>, usize, Option<u16>, usize)> = out
        .iter()
        .filter(|a| a.kind != "reads-from" && a.to != 0)
        .map(ends)
        .collect();
    out.retain(|a| {
        if a.kind != "reads-from" {
            return true;
        }
        let (w, from, r, to) = ends(a);
        let ordered = orders
            .iter()
            .any(|&(tf, f, tt, t)| tf == w && f >= from && tt == r && t <= to);
        if !ordered {
            orders.push((w, from, r, to));
        }
        !ordered
    });
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::report::StepInfo;

    fn step(number: usize, thread: u16, events: Vec<SyncEvent>) -> StepInfo {
        StepInfo {
            number,
            moves: 1,
            thread,
            choice: None,
            lines: Vec::new(),
            writes: Vec::new(),
            note: None,
            inputs: Vec::new(),
            memory: Vec::new(),
            flush: false,
            events,
        }
    }

    fn on(kind: SyncKind, addr: u64) -> SyncEvent {
        SyncEvent {
            kind,
            object: Some(format!("obj{addr}")),
            addr: Some(addr),
            thread: None,
            from_move: None,
            store_move: None,
        }
    }

    #[test]
    fn arrows_follow_locks_signals_creation_and_joins() {
        let steps = vec![
            step(1, 0, vec![SyncEvent::thread(SyncKind::Create, 1)]),
            step(2, 0, vec![on(SyncKind::Acquire, 7)]),
            step(3, 1, vec![]),
            step(
                4,
                0,
                vec![on(SyncKind::Signal, 9), on(SyncKind::Release, 7)],
            ),
            // T1 takes the lock T0 released, then T0 takes it again after T1's release.
            step(5, 1, vec![on(SyncKind::Acquire, 7), on(SyncKind::Wake, 9)]),
            step(6, 1, vec![on(SyncKind::Release, 7), SyncEvent::end()]),
            step(7, 0, vec![on(SyncKind::Acquire, 7)]),
            step(8, 0, vec![SyncEvent::thread(SyncKind::Join, 1)]),
        ];
        let threads = main_and_worker();
        let got: Vec<(usize, usize, &str)> = arrows(&steps, &threads)
            .iter()
            .map(|a| (a.from, a.to, a.kind))
            .collect();
        assert_eq!(
            got,
            vec![
                (1, 3, "create"),
                (4, 5, "unlock"),
                (4, 5, "signal"),
                (6, 7, "unlock"),
                (6, 8, "join"),
            ]
        );
    }

    /// The lifelines of `main` and of a worker it creates in move 1 and that ends in move 6.
    fn main_and_worker() -> Vec<Lifeline> {
        vec![
            Lifeline {
                thread: 0,
                name: "main".into(),
                created_by: None,
                ended: None,
                at_end: None,
                blocked: false,
            },
            Lifeline {
                thread: 1,
                name: "worker".into(),
                created_by: Some(1),
                ended: Some(6),
                at_end: None,
                blocked: false,
            },
        ]
    }

    fn read(from: usize) -> SyncEvent {
        SyncEvent {
            kind: SyncKind::ReadsFrom,
            object: Some(format!("read of move {from}")),
            addr: None,
            thread: Some(1),
            from_move: Some(from),
            store_move: None,
        }
    }

    #[test]
    fn reads_from_arrows_only_where_nothing_else_orders_the_read() {
        let mut flush = step(3, 1, vec![]);
        flush.flush = true;
        let steps = vec![
            step(1, 0, vec![SyncEvent::thread(SyncKind::Create, 1)]),
            step(2, 1, vec![]),
            flush,
            // T0 reads the flushed store twice in one step, then again, then T1's end.
            step(4, 0, vec![read(3), read(3)]),
            step(5, 0, vec![read(3)]),
            step(6, 1, vec![SyncEvent::end()]),
            step(7, 0, vec![SyncEvent::thread(SyncKind::Join, 1)]),
            // After the join: ordered already.
            step(8, 0, vec![read(6)]),
        ];
        let threads = main_and_worker();
        let got: Vec<(usize, usize, &str)> = arrows(&steps, &threads)
            .iter()
            .map(|a| (a.from, a.to, a.kind))
            .collect();
        assert_eq!(
            got,
            vec![(1, 2, "create"), (3, 4, "reads-from"), (6, 7, "join")]
        );
    }
}
