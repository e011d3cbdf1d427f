//! Trails: a counterexample written to a file (JSON) with everything needed to rebuild the
//! model — the program's absolute path and a hash of its contents, compile flags, check
//! options, the moves — and [`Trail::reproduce`], which follows the moves again and checks
//! that the same violation happens at the end (for LTL: that the lasso closes in the product
//! through an accepting state, and is weakly fair when fairness was asked for).

use super::{CheckOptions, Finding, FindingKind, LtlOptions};
use crate::bytecode::Program;
use crate::explore::{Cause, Counterexample, TransitionSystem, replay};
use crate::load::CompileOptions;
use crate::ltlcheck::LtlSetup;
use crate::ltlcheck::product::{PMove, Product};
use crate::model::por::PorMode;
use crate::model::{CProgram, Move, SvProperty};
use crate::vm::Granularity;
use crate::vm::error::{Violation, ViolationKind};
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// The trail format version this build writes and reads.
pub const TRAIL_VERSION: u32 = 2;

/// What a trail records: enough to rebuild the model and follow the moves.
#[derive(Serialize, Deserialize, Debug, Clone)]
pub struct Trail {
    /// Format version ([`TRAIL_VERSION`]).
    pub pancam_trail: u32,
    /// The program's absolute path.
    pub program: String,
    /// xxh3-64 of the program file's bytes, in hex: replay refuses a changed program.
    pub program_hash: String,
    /// Compile flags (for `.c` programs).
    pub opt: u8,
    /// `-D` definitions.
    pub defines: Vec<String>,
    /// `-I` directories (absolute).
    pub includes: Vec<String>,
    /// `--m32`.
    pub m32: bool,
    /// Extra compiler arguments (SV-COMP mode).
    #[serde(default)]
    pub extra_cflags: Vec<String>,
    /// `argv[1..]`.
    pub args: Vec<String>,
    /// Step granularity.
    pub granularity: Granularity,
    /// The reduction on top of supersteps (trails written before it existed had none).
    #[serde(default = "no_por")]
    pub por: PorMode,
    /// Nondet range.
    pub nondet_range: (i64, i64),
    /// Lazy nondeterministic values (trails written before they existed had none).
    #[serde(default)]
    pub lazy_nondet: bool,
    /// `--nondet-k`.
    #[serde(default = "default_nondet_k")]
    pub nondet_k: u64,
    /// Properties and invariants.
    pub properties: TrailProps,
    /// Context bound of the search (`None`: unbounded).
    pub context_bound: Option<u32>,
    /// Thread limit (`--max-threads`).
    pub max_threads: usize,
    /// The memory model (trails written before weak models existed are SC).
    #[serde(default)]
    pub memory_model: crate::vm::weak::MemoryModel,
    /// `--store-buffer` (TSO).
    #[serde(default = "default_store_buffer")]
    pub store_buffer: usize,
    /// `--max-messages` (RC11).
    #[serde(default = "default_max_messages")]
    pub max_messages: usize,
    /// The spin-loop reduction (RC11; off with `--no-spin-reduction`): it decides which
    /// moves a state has and how a load's messages are numbered, so a replay needs it as the
    /// search had it (trails without the field were written with it on, the default).
    #[serde(default = "yes")]
    pub spin_reduction: bool,
    /// The search matched states up to renaming threads (`crate::model::symmetry`): it
    /// orders the threads of each state when computing its moves, so a replay needs it as
    /// the search had it (trails without the field were written without it).
    #[serde(default)]
    pub symmetry: bool,
    /// Moves from the initial state.
    pub moves: Vec<Move>,
    /// Moves of the cycle of a lasso (LTL).
    pub cycle: Option<Vec<Move>>,
    /// For an LTL counterexample: the formula, propositions, fairness and the product moves.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ltl: Option<TrailLtl>,
    /// The violation: kind, message and location.
    pub violation: TrailViolation,
}

fn default_store_buffer() -> usize {
    crate::vm::weak::DEFAULT_STORE_BUFFER
}

fn default_max_messages() -> usize {
    crate::vm::weak::DEFAULT_MAX_MESSAGES
}

fn default_nondet_k() -> u64 {
    crate::vm::DEFAULT_NONDET_K
}

/// The LTL part of a trail: enough to rebuild the product and follow the lasso in it.
#[derive(Serialize, Deserialize, Debug, Clone)]
pub struct TrailLtl {
    /// The formula as given.
    pub formula: String,
    /// The `--prop` definitions.
    pub props: Vec<String>,
    /// Weak fairness required.
    pub fair: bool,
    /// Product moves from the initial state to the cycle start.
    pub path: Vec<PMove>,
    /// Product moves of the cycle.
    pub cycle: Vec<PMove>,
}

/// Properties recorded in a trail.
#[derive(Serialize, Deserialize, Debug, Clone)]
pub struct TrailProps {
    /// Assertions checked.
    pub assertions: bool,
    /// Memory errors checked.
    pub memory: bool,
    /// Deadlocks checked.
    pub deadlocks: bool,
    /// Races checked.
    pub races: bool,
    /// Leaks checked.
    #[serde(default)]
    pub leaks: bool,
    /// SV-COMP property.
    #[serde(default)]
    pub svcomp: Option<SvProperty>,
    /// Overflows reported.
    #[serde(default = "yes")]
    pub overflow: bool,
    /// Reads of never-written memory are nondeterministic (`--uninit nondet`).
    #[serde(default)]
    pub uninit_nondet: bool,
    /// Condition waits may wake spuriously (off unless recorded: trails written before the
    /// option existed were checked without).
    #[serde(default)]
    pub spurious_wakeups: bool,
    /// Invariant function names.
    pub invariants: Vec<String>,
}

fn yes() -> bool {
    true
}

/// The violation recorded in a trail.
#[derive(Serialize, Deserialize, Debug, Clone, PartialEq)]
pub struct TrailViolation {
    /// What the counterexample shows.
    pub kind: FindingKind,
    /// Message.
    pub message: String,
    /// Source location.
    pub location: String,
}

/// Why a trail cannot be used.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TrailError {
    /// The file is not a trail of this version.
    Format(String),
    /// The program changed since the trail was written.
    ProgramChanged(String),
    /// The program does not follow the moves, or ends in another violation.
    NotReproduced(String),
}

impl std::fmt::Display for TrailError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            TrailError::Format(m)
            | TrailError::ProgramChanged(m)
            | TrailError::NotReproduced(m) => f.write_str(m),
        }
    }
}

/// xxh3-64 of a file's bytes, in hex.
pub fn file_hash(path: &Path) -> Result<String, String> {
    let bytes = std::fs::read(path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    Ok(format!("{:016x}", xxhash_rust::xxh3::xxh3_64(&bytes)))
}

fn absolute(p: &Path) -> PathBuf {
    std::path::absolute(p).unwrap_or_else(|_| p.to_path_buf())
}

/// Where a violation is in the source, or "" without a stack.
pub fn violation_location(prog: &Program, v: &Violation) -> String {
    if v.stack.is_empty() {
        String::new()
    } else {
        v.location(prog)
    }
}

/// `text` with the program's IR path (as the user named it, in locations without a C line)
/// made absolute, so that a trail written in one directory compares equal when replayed from
/// another.
fn with_absolute_paths(prog: &Program, text: &str) -> String {
    let ll = &prog.srcmap.ll_path;
    if ll.is_empty() || Path::new(ll).is_absolute() {
        return text.to_string();
    }
    match std::path::absolute(ll) {
        Ok(abs) => text.replace(&format!("{ll}:"), &format!("{}:", abs.display())),
        Err(_) => text.to_string(),
    }
}

fn no_por() -> PorMode {
    PorMode::None
}

impl Trail {
    /// The trail of `finding`, found by checking `program` (compiled with `cflags`) under
    /// `opts`, by a search with the symmetry reduction on or off (`symmetry`: what the
    /// report says it was, which a search that met a thread's identity turned off).
    pub fn new(
        program: &Path,
        cflags: &CompileOptions,
        opts: &CheckOptions,
        prog: &Program,
        finding: &Finding,
        symmetry: bool,
    ) -> Result<Trail, String> {
        let p = &opts.properties;
        Ok(Trail {
            pancam_trail: TRAIL_VERSION,
            program: absolute(program).display().to_string(),
            program_hash: file_hash(program)?,
            opt: cflags.opt,
            defines: cflags.defines.clone(),
            includes: cflags
                .includes
                .iter()
                .map(|p| absolute(p).display().to_string())
                .collect(),
            m32: cflags.m32,
            extra_cflags: cflags.extra.clone(),
            args: opts.args.iter().skip(1).cloned().collect(),
            granularity: opts.granularity,
            por: super::effective_por(opts),
            nondet_range: opts.nondet_range,
            lazy_nondet: opts.vm.lazy_nondet,
            nondet_k: opts.effective_nondet_k(),
            context_bound: opts.context_bound,
            max_threads: opts.vm.max_threads,
            memory_model: opts.vm.memory_model,
            store_buffer: opts.vm.store_buffer,
            max_messages: opts.vm.max_messages,
            spin_reduction: opts.spin_reduction,
            symmetry,
            properties: TrailProps {
                assertions: p.assertions,
                memory: p.memory,
                deadlocks: p.deadlocks,
                races: p.races,
                leaks: p.leaks,
                svcomp: p.svcomp,
                overflow: opts.vm.report_overflow,
                uninit_nondet: opts.vm.nondet_uninit,
                spurious_wakeups: opts.vm.spurious_wakeups,
                invariants: opts.invariants.clone(),
            },
            moves: finding.cx.path.clone(),
            cycle: finding.cx.cycle.clone(),
            ltl: match (&opts.ltl, &finding.product) {
                (Some(l), Some(pcx)) => Some(TrailLtl {
                    formula: l.formula.clone(),
                    props: l.props.clone(),
                    fair: l.fair,
                    path: pcx.path.clone(),
                    cycle: pcx.cycle.clone().unwrap_or_default(),
                }),
                _ => None,
            },
            violation: TrailViolation {
                kind: finding.kind.clone(),
                message: with_absolute_paths(prog, &finding.violation.msg),
                location: with_absolute_paths(prog, &violation_location(prog, &finding.violation)),
            },
        })
    }

    /// Reads a trail, checking its version.
    pub fn parse(text: &str) -> Result<Trail, TrailError> {
        let v: serde_json::Value = serde_json::from_str(text)
            .map_err(|e| TrailError::Format(format!("not a pancam trail: {e}")))?;
        match v.get("pancam_trail").and_then(|x| x.as_u64()) {
            Some(n) if n == u64::from(TRAIL_VERSION) => {}
            Some(n) => {
                return Err(TrailError::Format(format!(
                    "trail format version {n}, but this pancam reads version {TRAIL_VERSION} \
                     (re-run the check to write a new trail)"
                )));
            }
            None => return Err(TrailError::Format("not a pancam trail".into())),
        }
        serde_json::from_value(v)
            .map_err(|e| TrailError::Format(format!("not a pancam trail: {e}")))
    }

    /// The compile options the program was checked with.
    pub fn compile_options(&self) -> CompileOptions {
        CompileOptions {
            opt: self.opt,
            defines: self.defines.clone(),
            includes: self.includes.iter().map(PathBuf::from).collect(),
            m32: self.m32,
            extra: self.extra_cflags.clone(),
        }
    }

    /// Checks that the program file is the one the trail was written for.
    pub fn check_program(&self) -> Result<(), TrailError> {
        let h = file_hash(Path::new(&self.program)).map_err(TrailError::ProgramChanged)?;
        if h != self.program_hash {
            return Err(TrailError::ProgramChanged(format!(
                "{} changed since the trail was written (hash {h}, trail {})",
                self.program, self.program_hash
            )));
        }
        Ok(())
    }

    /// The check options the trail was found with.
    pub fn check_options(&self) -> CheckOptions {
        let mut o = CheckOptions {
            granularity: self.granularity,
            por: self.por,
            nondet_range: self.nondet_range,
            context_bound: self.context_bound,
            invariants: self.properties.invariants.clone(),
            ..CheckOptions::default()
        };
        o.properties.assertions = self.properties.assertions;
        o.properties.memory = self.properties.memory;
        o.properties.deadlocks = self.properties.deadlocks;
        o.properties.races = self.properties.races;
        o.properties.leaks = self.properties.leaks;
        o.properties.svcomp = self.properties.svcomp;
        o.vm.max_threads = self.max_threads;
        o.vm.memory_model = self.memory_model;
        o.vm.store_buffer = self.store_buffer;
        o.vm.max_messages = self.max_messages;
        o.spin_reduction = self.spin_reduction;
        o.symmetry = self.symmetry;
        o.vm.lazy_nondet = self.lazy_nondet;
        o.vm.nondet_k = self.nondet_k;
        o.vm.report_overflow = self.properties.overflow;
        o.vm.nondet_uninit = self.properties.uninit_nondet;
        o.vm.spurious_wakeups = self.properties.spurious_wakeups;
        o.ltl = self.ltl.as_ref().map(|l| LtlOptions {
            formula: l.formula.clone(),
            props: l.props.clone(),
            fair: l.fair,
        });
        let mut args = vec![self.program.clone()];
        args.extend(self.args.iter().cloned());
        o.args = args;
        o
    }

    /// All moves: the path, then the cycle.
    pub fn all_moves(&self) -> Vec<Move> {
        let mut path = self.moves.clone();
        if let Some(c) = &self.cycle {
            path.extend(c.iter().copied());
        }
        path
    }

    /// Follows the moves in `sys` (built from [`Trail::check_options`]) and checks that the
    /// recorded violation happens at the end.
    pub fn reproduce(
        &self,
        sys: &CProgram,
        ltl: Option<&LtlSetup>,
    ) -> Result<TrailViolation, TrailError> {
        let want = &self.violation;
        if want.kind == FindingKind::Ltl {
            let (Some(setup), Some(tl)) = (ltl, &self.ltl) else {
                return Err(TrailError::Format(
                    "an LTL trail without its formula".into(),
                ));
            };
            let product = Product {
                sys,
                claim: &setup.claim,
                props: &setup.props,
            };
            let cx = Counterexample {
                path: tl.path.clone(),
                cycle: Some(tl.cycle.clone()),
                cause: Cause::Acceptance { fair: tl.fair },
            };
            replay(&product, &cx).map_err(|e| TrailError::NotReproduced(e.to_string()))?;
            return Ok(want.clone());
        }
        let dummy = dummy_violation();
        let kind = match &want.kind {
            FindingKind::Violation { kind } => Some(*kind),
            _ => None,
        };
        let cause = match kind {
            Some(ViolationKind::Deadlock | ViolationKind::MemoryLeak) => Cause::Terminal(dummy),
            // Under rc11 a race is found by the access that makes it (happens-before), a
            // move's violation; otherwise between two threads' next accesses, in a state.
            Some(ViolationKind::DataRace)
                if self.memory_model == crate::vm::weak::MemoryModel::Rc11 =>
            {
                Cause::Step(dummy)
            }
            Some(ViolationKind::DataRace | ViolationKind::InvariantViolation) => {
                Cause::State(dummy)
            }
            _ => Cause::Step(dummy),
        };
        let mut cx = Counterexample {
            path: self.moves.clone(),
            cycle: self.cycle.clone(),
            cause,
        };
        let mut r = replay(sys, &cx);
        if r.is_err() && kind == Some(ViolationKind::Deadlock) && self.properties.spurious_wakeups {
            // A state only spurious wakeups could leave still has moves: a state property.
            cx.cause = Cause::State(dummy_violation());
            r = replay(sys, &cx);
        }
        let r = r.map_err(|e| TrailError::NotReproduced(e.to_string()))?;
        let got = match r.violation {
            Some(v) => v,
            None => match kind {
                Some(ViolationKind::Deadlock | ViolationKind::MemoryLeak) => {
                    sys.terminal(&r.state).ok_or(TrailError::NotReproduced(
                        "the final state violates nothing".into(),
                    ))?
                }
                _ => sys.check(&r.state).ok_or(TrailError::NotReproduced(
                    "the final state violates nothing".into(),
                ))?,
            },
        };
        let got = TrailViolation {
            kind: if got.kind == ViolationKind::Unsupported {
                FindingKind::Unsupported
            } else {
                FindingKind::Violation { kind: got.kind }
            },
            message: with_absolute_paths(sys.prog(), &got.msg),
            location: with_absolute_paths(sys.prog(), &violation_location(sys.prog(), &got)),
        };
        if got.kind != want.kind || got.message != want.message {
            return Err(TrailError::NotReproduced(format!(
                "the trail ends in a different violation: expected {}, got {}",
                describe(want),
                describe(&got)
            )));
        }
        Ok(got)
    }
}

/// A placeholder cause for replay (which recomputes the violation).
fn dummy_violation() -> Violation {
    Violation {
        kind: ViolationKind::Unsupported,
        msg: String::new(),
        thread: 0,
        stack: Vec::new(),
    }
}

/// "KIND: MESSAGE" of a trail violation.
pub fn describe(v: &TrailViolation) -> String {
    let kind = match &v.kind {
        FindingKind::Violation { kind } => kind.name(),
        FindingKind::Ltl => "LTL property violated",
        FindingKind::Unsupported => "cannot continue",
    };
    format!("{kind}: {}", v.message)
}
