//! Counterexamples as schedules of C source lines.
//!
//! A counterexample is a list of moves. To show it, each move is re-executed one op at a time
//! from the state before it, recording which source lines the thread ran; the shared variables
//! the move wrote are found by comparing the global variables (by their C names and types from
//! debug info) before and after. Consecutive moves of one thread on one line are collapsed.

use crate::bytecode::Program;
use crate::bytecode::debuginfo::CType;
use crate::bytecode::program::{StaticKind, StaticObject};
use crate::explore::TransitionSystem;
use crate::explore::{Counterexample, ReplayError, states_along};
use crate::model::{CProgram, Move, SuperAux};
use crate::vm::error::Violation;
use crate::vm::state::{State, ThreadStatus};
use crate::vm::{Env, Event, Granularity};
use serde::Serialize;
use std::collections::HashMap;

mod sync;
mod tso;
pub use sync::{Arrow, Lifeline, SyncEvent, SyncKind, arrows};

/// One source line a step ran.
#[derive(Clone, Debug, Serialize, PartialEq, Eq)]
pub struct Line {
    /// C function.
    pub func: String,
    /// `file:line` (or `.ll` line without debug info).
    pub location: String,
    /// The text of the line, when the source is available.
    pub text: Option<String>,
}

/// One (possibly collapsed) step of a schedule.
#[derive(Clone, Debug, Serialize)]
pub struct StepInfo {
    /// 1-based number of the first move in this step.
    pub number: usize,
    /// Number of moves collapsed into it.
    pub moves: usize,
    /// The thread.
    pub thread: u16,
    /// The nondeterministic value chosen, if the move was a choice, as the C value (signed
    /// types sign-extended).
    pub choice: Option<i128>,
    /// Source lines run, in order, consecutive duplicates removed.
    pub lines: Vec<Line>,
    /// Shared variables written, with their new values.
    pub writes: Vec<(String, String)>,
    /// What ended the step when notable (`blocked`, `finished`, `exit 0`, …).
    pub note: Option<String>,
    /// Lazy inputs: the value each one read in this step has on this path, and what a
    /// choice in this step learned about one.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub inputs: Vec<String>,
    /// What the weak memory model did in this step (`--memory-model tso|rc11`): stores
    /// entering a store buffer, a buffer's write to memory, which message a load read or
    /// where a store went in modification order.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub memory: Vec<String>,
    /// The move is the flush of the thread's store buffer's oldest entry (TSO), not a step
    /// of the thread.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub flush: bool,
    /// What in this step orders it with other threads' steps (locks, signals, thread
    /// creation and ends, joins, the stores weak loads read), in order.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub events: Vec<SyncEvent>,
}

/// A schedule with what a chart of it needs besides the steps.
#[derive(Clone, Debug, Serialize)]
pub struct Schedule {
    /// The steps.
    pub steps: Vec<StepInfo>,
    /// The threads, by number.
    pub threads: Vec<Lifeline>,
    /// Every shared (global) variable's value in the initial state, by C name.
    pub initial: Vec<(String, String)>,
}

/// A lazy input ([`crate::vm::sym`]) along a path: where it was made and the values it may
/// have at the last state that has it.
struct PathInput {
    serial: u64,
    made_at: usize,
    origin: crate::vm::sym::Origin,
    /// The symbol at the last state that has it.
    last: crate::vm::sym::Symbol,
}

/// The lazy inputs made along `states` (a path's states, the initial one first); the move
/// that made each is `made_at` (state `made_at + 1` is the first that has it).
fn path_inputs(states: &[State]) -> Vec<PathInput> {
    let mut out: Vec<PathInput> = Vec::new();
    for (k, s) in states.iter().enumerate() {
        let Some(m) = &s.mem.sym else { continue };
        for sym in m.doms.iter().flatten() {
            match out.iter_mut().find(|p| p.serial == sym.origin.serial) {
                Some(p) => p.last = sym.clone(),
                None => out.push(PathInput {
                    serial: sym.origin.serial,
                    made_at: k.saturating_sub(1),
                    origin: sym.origin.clone(),
                    last: sym.clone(),
                }),
            }
        }
    }
    out
}

/// A domain, briefly: `1001..2147483647`, `{0, 2}`, `-5..-1 ∪ 1..5`.
fn show_domain(d: &crate::vm::sym::Domain) -> String {
    let iv = d.intervals();
    if iv.iter().all(|(a, b)| a == b) && iv.len() <= 8 {
        let v: Vec<String> = iv.iter().map(|(a, _)| a.to_string()).collect();
        return format!("{{{}}}", v.join(", "));
    }
    let mut parts: Vec<String> = iv
        .iter()
        .take(4)
        .map(|(a, b)| {
            if a == b {
                a.to_string()
            } else {
                format!("{a}..{b}")
            }
        })
        .collect();
    if iv.len() > 4 {
        parts.push(format!("… ({} intervals)", iv.len()));
    }
    parts.join(" ∪ ")
}

/// The lazy-input notes of move `k` from `before` to `after`, and whether its choice was
/// about one (then shown as what it learned, not as an outcome index).
fn input_notes(
    prog: &crate::bytecode::program::Program,
    inputs: &[PathInput],
    k: usize,
    before: &State,
    after: &State,
) -> (Vec<String>, bool) {
    let where_ = |o: &crate::vm::sym::Origin| prog.srcmap.describe(prog.loc_at(o.func, o.pc));
    let mut notes = Vec::new();
    for p in inputs.iter().filter(|p| p.made_at == k) {
        let v = p
            .last
            .dom
            .pick()
            .map_or("?".to_string(), |v| p.last.input_value(v).to_string());
        notes.push(format!(
            "input: {}() at {} returns {v} on this path",
            p.origin.name,
            where_(&p.origin)
        ));
    }
    let split = matches!(before.pending, Some((_, crate::vm::Choice::Split(_))));
    if split && let (Some(a), Some(b)) = (&after.mem.sym, &before.mem.sym) {
        for sym in a.doms.iter().flatten() {
            let was = b
                .doms
                .iter()
                .flatten()
                .find(|x| x.origin.serial == sym.origin.serial);
            if was.is_some_and(|w| w.dom != sym.dom) {
                let dom = show_domain(&sym.dom);
                notes.push(match &sym.base {
                    // Re-based: the domain is of the input's low bits.
                    Some(b) => format!(
                        "choice: the low {} bits of the input from {} are in {dom}",
                        b.span.trailing_zeros(),
                        where_(&sym.origin)
                    ),
                    None => format!("choice: the input from {} is in {dom}", where_(&sym.origin)),
                });
            }
        }
    }
    (notes, split)
}

/// Reads source files on demand.
#[derive(Default)]
struct Sources {
    cache: HashMap<u32, Option<Vec<String>>>,
}

impl Sources {
    fn line(&mut self, prog: &Program, file: u32, line: u32) -> Option<String> {
        let lines = self.cache.entry(file).or_insert_with(|| {
            prog.srcmap
                .source_candidates(file)
                .iter()
                .find_map(|p| std::fs::read_to_string(p).ok())
                .map(|t| t.lines().map(|l| l.to_string()).collect())
        });
        lines
            .as_ref()?
            .get(line.checked_sub(1)? as usize)
            .map(|l| l.trim().to_string())
    }

    /// Line `n` of the program's IR file (for code without debug information).
    fn ir_line(&mut self, prog: &Program, n: u32) -> Option<String> {
        let lines = self.cache.entry(u32::MAX).or_insert_with(|| {
            std::fs::read_to_string(&prog.srcmap.ll_path)
                .ok()
                .map(|t| t.lines().map(|l| l.to_string()).collect())
        });
        lines
            .as_ref()?
            .get(n.checked_sub(1)? as usize)
            .map(|l| l.trim().to_string())
    }
}

struct Quiet;

impl Env for Quiet {
    fn output(&mut self, _fd: i32, _data: &[u8]) {}
    fn nondet(&mut self, _: &str, _: u32, _: bool) -> Option<u64> {
        None
    }
    fn choose(&mut self, _n: u64) -> Option<u64> {
        None
    }
}

/// Formats a scalar of C type `t` from its bytes.
pub fn format_value(prog: &Program, t: &CType, b: &[u8]) -> String {
    let mut a = [0u8; 8];
    let n = b.len().min(8);
    a[..n].copy_from_slice(&b[..n]);
    let u = u64::from_le_bytes(a);
    match t {
        CType::Bool => (u & 1).to_string(),
        CType::Int { size, signed: true } if *size <= 8 && *size > 0 => {
            crate::vm::arith::sext(u, (*size * 8) as u8).to_string()
        }
        CType::Int { .. } => u.to_string(),
        CType::Float(4) => format!("{}", f32::from_bits(u as u32)),
        CType::Float(8) => format!("{}", f64::from_bits(u)),
        CType::Ptr => {
            if u == 0 {
                "NULL".into()
            } else {
                let codec = crate::bytecode::ptr::PtrCodec::new(prog.dl.ptr_size);
                let (id, off) = codec.decode(u);
                // A pointer to an object's start names the object (an array or a struct
                // rather than its first element or field).
                match prog.describe_static(id, off) {
                    Some(_) if off == 0 => format!("&{}", prog.objects[id as usize].display_name()),
                    Some(name) => format!("&{name}"),
                    None if off == 0 => format!("&object#{id}"),
                    None => format!("&object#{id}+{off}"),
                }
            }
        }
        CType::Pthread { ty, .. } => crate::vm::sync::render(prog.target, *ty, b)
            .unwrap_or_else(|| format_value(prog, &CType::Opaque(b.len() as u64), b)),
        _ => format!(
            "0x{}",
            b.iter()
                .rev()
                .map(|x| format!("{x:02x}"))
                .collect::<String>()
        ),
    }
}

/// Every global variable of the program (not of pancam's C library) in `s`, by C name
/// (fields and elements as leaves, at most 4096 of each variable), with its value.
pub fn global_values(prog: &Program, s: &State) -> Vec<(String, String)> {
    let mut out = Vec::new();
    for (id, o) in prog.objects.iter().enumerate() {
        if o.library || !matches!(o.kind, StaticKind::Global | StaticKind::NeverWritten) {
            continue;
        }
        let Some(m) = s.mem.objs.get(id) else {
            continue;
        };
        let mut b = vec![0u8; m.cap as usize];
        s.mem.read_at(m.loc(), &mut b);
        global_leaves(prog, o, &b, |_, _| true, &mut out);
    }
    out
}

/// Global variables of `prog` whose value differs between `a` and `b`, by C name.
pub fn changed_globals(prog: &Program, a: &State, b: &State) -> Vec<(String, String)> {
    let mut out = Vec::new();
    for (id, o) in prog.objects.iter().enumerate() {
        if !matches!(o.kind, StaticKind::Global | StaticKind::NeverWritten) {
            continue;
        }
        let (Some(oa), Some(ob)) = (a.mem.objs.get(id), b.mem.objs.get(id)) else {
            continue;
        };
        let n = oa.cap.min(ob.cap) as usize;
        let (mut ba, mut bb) = (vec![0u8; n], vec![0u8; n]);
        a.mem.read_at(oa.loc(), &mut ba);
        b.mem.read_at(ob.loc(), &mut bb);
        if ba != bb {
            global_leaves(prog, o, &bb, |s, e| ba[s..e] != bb[s..e], &mut out);
        }
    }
    out
}

/// The leaves of global `o` whose byte range `[s, e)` `keep` accepts, by C name, with their
/// values in `b` (the variable's bytes): fields and elements (at most 4096) where debug
/// information gives its type, 4-byte words otherwise.
fn global_leaves(
    prog: &Program,
    o: &StaticObject,
    b: &[u8],
    mut keep: impl FnMut(usize, usize) -> bool,
    out: &mut Vec<(String, String)>,
) {
    let n = b.len();
    let name = o.display_name();
    match &o.c_type {
        Some(t) => {
            for (path, off, leaf) in t.leaves(4096) {
                let sz = leaf.size() as usize;
                let (s, e) = (off as usize, off as usize + sz.max(1));
                if e <= n && sz > 0 && keep(s, e) {
                    out.push((format!("{name}{path}"), format_value(prog, &leaf, &b[s..e])));
                }
            }
        }
        None => {
            for i in (0..n).step_by(4) {
                let e = (i + 4).min(n);
                if keep(i, e) {
                    let t = CType::Int {
                        size: (e - i) as u32,
                        signed: true,
                    };
                    let label = if i == 0 {
                        name.to_string()
                    } else {
                        format!("{name}+{i}")
                    };
                    out.push((label, format_value(prog, &t, &b[i..e])));
                }
            }
        }
    }
}

/// Renders the moves `path` of `sys` as a schedule.
pub fn schedule(sys: &CProgram, path: &[Move]) -> Result<Vec<StepInfo>, ReplayError> {
    schedule_full(sys, path).map(|s| s.steps)
}

/// Renders the moves `path` of `sys` as a schedule, with the threads' lifelines and the
/// initial values of the shared variables (for a chart).
pub fn schedule_full(sys: &CProgram, path: &[Move]) -> Result<Schedule, ReplayError> {
    let states = states_along(sys, path)?;
    let steps = schedule_of(sys, path, &states);
    Ok(Schedule {
        threads: sync::lifelines(sys, &states, path),
        initial: states
            .first()
            .map(|s| global_values(sys.prog(), s))
            .unwrap_or_default(),
        steps,
    })
}

/// The schedule of `path`, given the states along it.
fn schedule_of(sys: &CProgram, path: &[Move], states: &[State]) -> Vec<StepInfo> {
    let prog = sys.prog();
    let inputs = path_inputs(states);
    let mut src = Sources::default();
    let mut out: Vec<StepInfo> = Vec::new();
    // Functions without any C line (no debug information), computed once per function.
    let no_debug: Vec<bool> = prog
        .funcs
        .iter()
        .map(|f| !f.locs.iter().any(|&l| prog.srcmap.loc(l).line > 0))
        .collect();
    // Under TSO, which move wrote what each load read from memory (the reads-from arrows).
    let mut tso = states.first().and_then(tso::Tracker::new);
    for (k, m) in path.iter().enumerate() {
        let before = &states[k];
        let t = m.thread as usize;
        if let Some(tr) = &mut tso {
            tr.sync(before);
        }
        if m.flush {
            if let Some(tr) = &mut tso {
                tr.flush(sys, before, t, k);
            }
            // A store buffer's oldest entry reaches memory (TSO).
            let after = &states[k + 1];
            let what = before
                .mem
                .weak
                .as_deref()
                .and_then(crate::vm::weak::WeakMem::tso)
                .and_then(|b| b.buf(t).first())
                .map(|e| store_text(sys, before, e.addr, e.bytes.get()))
                .unwrap_or_default();
            out.push(StepInfo {
                number: k + 1,
                moves: 1,
                thread: m.thread,
                choice: None,
                lines: Vec::new(),
                writes: changed_globals(prog, before, after),
                note: None,
                inputs: Vec::new(),
                memory: vec![format!("T{t}'s store buffer writes {what} to memory")],
                flush: true,
                events: Vec::new(),
            });
            continue;
        }
        let mut memory: Vec<String> = Vec::new();
        let mut events: Vec<SyncEvent> = Vec::new();
        if let Some(v) = m.choice
            && let Some((text, read)) = weak_choice(sys, before, t, v)
        {
            memory.push(text.clone());
            if let Some(r) = read {
                events.push(SyncEvent {
                    kind: SyncKind::ReadsFrom,
                    object: Some(text),
                    addr: None,
                    thread: Some(r.writer),
                    from_move: sync::store_read(states, path, k, &r),
                    store_move: None,
                });
            }
        }
        // The real step, for its op count and its end.
        let mut aux = SuperAux::default();
        let mut moves = Vec::new();
        sys.transitions(before, &mut moves, &mut aux);
        let (after, ev, ops) = sys.apply(before, m, &aux);
        // Replay it one op at a time, recording positions.
        let mut s = before.clone();
        s.pending = None;
        let mut lines: Vec<Line> = Vec::new();
        // Shared accesses of ops without a C line (code the optimiser moved, e.g. loads
        // hoisted out of a loop): shown, since they may be what the schedule is about.
        let mut hidden: Vec<String> = Vec::new();
        let mut hidden_at: Option<Line> = None;
        let mut choice = m.choice;
        let mut reads: Vec<tso::Read> = Vec::new();
        for _ in 0..ops.max(1) {
            let Some(top) = s.threads[t].frames.last().copied() else {
                break;
            };
            // Code of pancam's C library is shown as the user's call that runs it (the
            // innermost frame of the program's own code); a callback the library calls
            // (qsort's comparison) is the user's code again.
            let f = if prog.funcs[top.func as usize].library {
                let frames = s.threads[t].frame_list();
                frames
                    .iter()
                    .map(|&(f, _)| f)
                    .rev()
                    .find(|f| !prog.funcs[f.func as usize].library)
                    .map(|f| crate::vm::state::Frame {
                        // A caller's pc is its return address: show the call.
                        pc: f.pc.saturating_sub(1),
                        ..*f
                    })
                    .unwrap_or(top)
            } else {
                top
            };
            let func = &prog.funcs[f.func as usize];
            let loc = prog.loc_at(f.func, f.pc);
            let l = prog.srcmap.loc(loc);
            let line = Line {
                func: prog
                    .srcmap
                    .func_of(l)
                    .map(|s| s.to_string())
                    .unwrap_or_else(|| func.name.clone()),
                location: prog.srcmap.describe(loc),
                text: if l.line > 0 && l.file != u32::MAX {
                    src.line(prog, l.file, l.line)
                } else {
                    None
                },
            };
            // Ops without a C line (allocas, phi moves) are not shown in a function with
            // debug information; in one without, every op is shown with its IR text.
            let no_debug = no_debug[f.func as usize];
            let line = if no_debug && line.text.is_none() && l.ll_line > 0 {
                Line {
                    text: src.ir_line(prog, l.ll_line),
                    ..line
                }
            } else {
                line
            };
            let shown = l.line > 0 || no_debug;
            if shown && lines.last() != Some(&line) {
                lines.push(line);
            } else if !shown && let Some(op) = sys.vm.next_access(&s, t) {
                for a in op.iter().filter(|a| a.is_memory()) {
                    let what = format!(
                        "{} {}",
                        if a.write { "writes" } else { "reads" },
                        sys.vm.describe_addr(&s, sys.vm.codec.encode(a.obj, a.lo))
                    );
                    if !hidden.contains(&what) {
                        hidden.push(what);
                    }
                }
                hidden_at.get_or_insert(Line {
                    func: line.func.clone(),
                    location: format!("{}:{}", prog.srcmap.ll_path, l.ll_line),
                    text: None,
                });
            }
            let buf_before = tso_buffer(&s, t);
            let call = sync::pending_call(sys, &s, t);
            let read_from = reads.len();
            let op_start = tso.as_ref().map(|tr| tr.before_op(sys, &s, t, &mut reads));
            events.extend(reads[read_from..].iter().map(|r| SyncEvent {
                kind: SyncKind::ReadsFrom,
                object: Some(r.text.clone()),
                addr: None,
                thread: Some(r.thread),
                from_move: Some(r.from),
                store_move: r.store.filter(|&m| m != r.from),
            }));
            let (e, _) = sys.vm.step(
                &mut s,
                t,
                Granularity::Unlimited,
                choice.take(),
                1,
                &mut Quiet,
            );
            let buf_after = tso_buffer(&s, t);
            if let (Some(tr), Some(o)) = (&mut tso, op_start) {
                tr.after_op(sys, &s, t, k, o);
            }
            if let Some(c) = &call {
                events.extend(sync::call_events(sys, c, &s, t, &e));
            }
            if buf_after.len() > buf_before.len()
                || (buf_after.len() == buf_before.len()
                    && !buf_after.is_empty()
                    && buf_after.last() != buf_before.last())
            {
                // A store entered the buffer (a full buffer wrote its oldest entry first).
                if let Some(e) = buf_after.last() {
                    memory.push(format!(
                        "T{t} stores {} (in its store buffer)",
                        store_text(sys, &s, e.addr, e.bytes.get())
                    ));
                }
            } else if buf_after.is_empty() && !buf_before.is_empty() {
                let what: Vec<String> = buf_before
                    .iter()
                    .map(|e| store_text(sys, &s, e.addr, e.bytes.get()))
                    .collect();
                memory.push(format!(
                    "T{t} drains its store buffer: {} reach{} memory",
                    what.join(", "),
                    if what.len() == 1 { "es" } else { "" }
                ));
            }
            if !matches!(e, Event::Yield) {
                break;
            }
        }
        if let Some(mut at) = hidden_at {
            at.text = Some(format!(
                "(no C line: {}; code the compiler moved or generated)",
                hidden.join(", ")
            ));
            lines.push(at);
        }
        let writes = changed_globals(prog, before, &after);
        if matches!(ev, Event::ThreadFinished) {
            events.push(SyncEvent::end());
        }
        let note = match ev {
            Event::Blocked => Some(format!("blocked ({})", sys.vm.block_description(&after, t))),
            Event::ThreadFinished => Some("thread finished".into()),
            Event::Exit(c) => Some(format!("program exits with {c}")),
            Event::Choice(crate::vm::Choice::Read(n)) => Some(format!(
                "reaches an atomic load that may read any of {n} values (weak memory)"
            )),
            Event::Choice(crate::vm::Choice::Place(n)) => Some(format!(
                "reaches an atomic store that may go in {n} places in modification order \
                 (weak memory)"
            )),
            Event::Choice(_) => Some("reaches a nondeterministic choice".into()),
            Event::Violation(ref v) => Some(format!("{}: {}", v.kind.name(), v.msg)),
            Event::Failure(ref f) => Some(format!("cannot continue: {}", f.msg)),
            Event::AssumeFailed => Some("assumption fails: path cut".into()),
            _ => None,
        };
        let (inputs, split) = input_notes(prog, &inputs, k, before, &after);
        // Collapse with the previous step of the same thread on the same single line.
        if let Some(prev) = out.last_mut()
            && prev.thread == m.thread
            && !prev.flush
            && prev.choice.is_none()
            && m.choice.is_none()
            && prev.note.is_none()
            && prev.inputs.is_empty()
            && inputs.is_empty()
            && prev.memory.is_empty()
            && memory.is_empty()
            && lines.len() == 1
            && prev.lines.last() == lines.first()
        {
            prev.moves += 1;
            for w in writes {
                prev.writes.retain(|x| x.0 != w.0);
                prev.writes.push(w);
            }
            prev.note = note;
            prev.events.extend(events);
            continue;
        }
        out.push(StepInfo {
            number: k + 1,
            moves: 1,
            thread: m.thread,
            choice: m.choice.filter(|_| !split).map(|v| choice_value(before, v)),
            lines,
            writes,
            note,
            inputs,
            memory,
            flush: false,
            events,
        });
    }
    out
}

/// Thread `t`'s TSO store buffer in `s` (empty under other models).
fn tso_buffer(s: &State, t: usize) -> Vec<crate::vm::weak::tso::Entry> {
    s.mem
        .weak
        .as_deref()
        .and_then(crate::vm::weak::WeakMem::tso)
        .map(|b| b.buf(t).to_vec())
        .unwrap_or_default()
}

/// `name = value` for a store of `bytes` at `addr`: a global by its C name (and field) and
/// the value in its C type where debug information tells, else the object and the bytes
/// as a little-endian integer.
pub fn store_text(sys: &CProgram, s: &State, addr: u64, bytes: &[u8]) -> String {
    let prog = sys.prog();
    let (id, off) = sys.vm.codec.decode(addr);
    if let Some(o) = prog.objects.get(id as usize)
        && let Some(t) = &o.c_type
    {
        for (path, loff, leaf) in t.leaves(4096) {
            let sz = leaf.size();
            if loff == off && sz == bytes.len() as u64 {
                return format!(
                    "{}{path} = {}",
                    o.display_name(),
                    format_value(prog, &leaf, bytes)
                );
            }
        }
    }
    let mut a = [0u8; 8];
    let n = bytes.len().min(8);
    a[..n].copy_from_slice(&bytes[..n]);
    format!(
        "{} = {}",
        sys.vm.describe_addr(s, addr),
        i64::from_le_bytes(a)
    )
}

/// What alternative `v` of thread `t`'s pending choice in `s` means when it is a weak
/// memory model's (RC11): which message a load reads, where a store goes; for a load, the
/// message it reads.
fn weak_choice(
    sys: &CProgram,
    s: &State,
    t: usize,
    v: u64,
) -> Option<(String, Option<sync::WeakRead>)> {
    use crate::bytecode::op::{MemOrd, Op};
    use crate::vm::Choice;
    let (pt, c) = s.pending?;
    if usize::from(pt) != t || !matches!(c, Choice::Read(_) | Choice::Place(_)) {
        return None;
    }
    let mut rc = s.mem.weak.as_deref()?.rc11()?.clone();
    let th = &s.threads[t];
    let f = th.frames.last()?;
    let func = &sys.prog().funcs[f.func as usize];
    let r = &th.regs[f.base as usize..];
    let (ptr, size) = match func.code.get(f.pc as usize)? {
        Op::ALoad { ptr, size, .. }
        | Op::AStore { ptr, size, .. }
        | Op::AtomicRmw { ptr, size, .. }
        | Op::CmpXchg { ptr, size, .. } => (r[ptr.i()], *size),
        _ => return None,
    };
    let (id, off) = sys.vm.codec.decode(ptr);
    let li = rc.loc(crate::vm::weak::rc11::key(id, off))?;
    let z = usize::from(size);
    let text = |val: u64| store_text(sys, s, ptr, &val.to_le_bytes()[..z]);
    let origin = |w: u16| {
        if w == u16::MAX {
            "the value before any atomic store".to_string()
        } else {
            format!("T{w}'s store")
        }
    };
    let who = |w: u16| {
        if w == u16::MAX {
            "the earlier".to_string()
        } else {
            format!("T{w}'s")
        }
    };
    let op = *func.code.get(f.pc as usize)?;
    match c {
        Choice::Read(_) => {
            let cands = match op {
                Op::ALoad { ord, .. } => rc.readable(t, li, ord == MemOrd::SeqCst, false),
                Op::AtomicRmw { ord, .. } => rc.readable(t, li, ord == MemOrd::SeqCst, true),
                Op::CmpXchg { cmp, ord, fail, .. } => {
                    let expect = crate::vm::arith::mask(r[cmp.i()], size * 8);
                    rc.cas_candidates(t, li, expect, ord, fail)
                }
                _ => return None,
            };
            let mi = *cands.get(v as usize)? as usize;
            let msgs = &rc.locs[li].msgs;
            let m = &msgs[mi];
            let mut out = format!("T{t} reads {} ({})", text(m.val), origin(m.writer));
            if let Some(last) = msgs.last()
                && mi + 1 < msgs.len()
            {
                out.push_str(&format!(
                    ": {} {} is not visible to T{t}",
                    who(last.writer),
                    text(last.val)
                ));
            }
            let read = sync::WeakRead {
                writer: m.writer,
                key: crate::vm::weak::rc11::key(id, off),
                val: m.val,
            };
            Some((out, Some(read)))
        }
        Choice::Place(_) => {
            let val = match op {
                Op::AStore { val, .. } => crate::vm::arith::mask(r[val.i()], size * 8),
                _ => return None,
            };
            let ord = match op {
                Op::AStore { ord, .. } => ord,
                _ => MemOrd::SeqCst,
            };
            let cands = rc.positions(t, li, ord == MemOrd::SeqCst);
            let p = *cands.get(v as usize)? as usize;
            let msgs = &rc.locs[li].msgs;
            let text = match msgs.get(p) {
                Some(next) => format!(
                    "T{t}'s store {} goes before {} {} in modification order (it is not the \
                     newest)",
                    text(val),
                    who(next.writer),
                    text(next.val)
                ),
                None => format!("T{t}'s store {} is the newest", text(val)),
            };
            Some((text, None))
        }
        _ => None,
    }
}

/// The C value of nondeterministic choice `v` made in state `s`.
pub fn choice_value(s: &State, v: u64) -> i128 {
    match s.pending {
        Some((_, crate::vm::Choice::Nondet { bits, signed, .. }))
            if signed && (1..64).contains(&bits) =>
        {
            let shift = 64 - bits;
            i128::from(((v << shift) as i64) >> shift)
        }
        Some((
            _,
            crate::vm::Choice::Nondet {
                bits: 64,
                signed: true,
                ..
            },
        )) => i128::from(v as i64),
        _ => i128::from(v),
    }
}

/// Text rendering of a schedule.
pub fn render_schedule(steps: &[StepInfo]) -> String {
    let mut s = String::new();
    let loc_w = steps
        .iter()
        .flat_map(|st| st.lines.iter().map(|l| l.location.len()))
        .max()
        .unwrap_or(10)
        .min(40);
    // Moves merged into one step (same thread, same line) are numbered as a range.
    let label = |st: &StepInfo| {
        if st.moves > 1 {
            format!("{}-{}", st.number, st.number + st.moves - 1)
        } else {
            st.number.to_string()
        }
    };
    let num_w = steps
        .iter()
        .map(|st| label(st).len())
        .max()
        .unwrap_or(1)
        .max(4);
    for st in steps {
        let head = format!("{:>num_w$}  T{:<2}", label(st), st.thread);
        if st.flush {
            let w: Vec<String> = st.memory.clone();
            s.push_str(&format!("{head} {}\n", w.join("; ")));
            continue;
        }
        let mut first = true;
        if let Some(v) = st.choice {
            s.push_str(&format!("{head} choice: {v}\n"));
            first = false;
        }
        let n = st.lines.len();
        for (i, l) in st.lines.iter().enumerate() {
            let h = if first {
                head.clone()
            } else {
                " ".repeat(head.len())
            };
            first = false;
            let mut line = format!(
                "{h} {:<14} {:<loc_w$}  {}",
                truncate(&l.func, 14),
                l.location,
                l.text.as_deref().unwrap_or("")
            );
            if i + 1 == n && !st.writes.is_empty() {
                let w: Vec<String> = st
                    .writes
                    .iter()
                    .map(|(k, v)| format!("{k} = {v}"))
                    .collect();
                line = format!("{line:<90}  [{}]", w.join(", "));
            }
            s.push_str(line.trim_end());
            s.push('\n');
        }
        for i in &st.inputs {
            s.push_str(&format!("{} ({i})\n", " ".repeat(head.len())));
        }
        for m in &st.memory {
            s.push_str(&format!("{} ({m})\n", " ".repeat(head.len())));
        }
        if let Some(note) = &st.note {
            s.push_str(&format!("{} ({note})\n", " ".repeat(head.len())));
        }
    }
    s
}

fn truncate(s: &str, n: usize) -> String {
    if s.chars().count() <= n {
        s.to_string()
    } else {
        let mut t: String = s.chars().take(n - 1).collect();
        t.push('…');
        t
    }
}

/// Render a counterexample: the violation and its schedule.
pub fn render_counterexample(
    sys: &CProgram,
    cx: &Counterexample<Move, Violation>,
) -> Result<String, ReplayError> {
    let mut out = String::new();
    let mut path = cx.path.clone();
    let cycle_start = path.len();
    if let Some(c) = &cx.cycle {
        path.extend(c.iter().copied());
    }
    let steps = schedule(sys, &path)?;
    for st in &steps {
        if cx.cycle.is_some() && st.number == cycle_start + 1 {
            out.push_str("      ---- cycle starts here ----\n");
        }
        out.push_str(&render_schedule(std::slice::from_ref(st)));
    }
    Ok(out)
}

/// How many threads the state has and which finished (for summaries).
pub fn threads_summary(s: &State) -> String {
    let fin = s
        .threads
        .iter()
        .filter(|t| t.status == ThreadStatus::Finished)
        .count();
    format!("{} threads, {fin} finished", s.threads.len())
}
