//! LTL model checking of C programs: propositions over program states ([`props`]), the
//! product of the program with the never claim of a formula ([`product`]), and the choice of
//! step granularity and superstep visibility the formula needs ([`setup`]).
//!
//! The search itself is [`crate::explore::nested_dfs`] (with its weak-fairness product); the
//! automaton is [`crate::ltl::never_claim_for`]; `pancam check --ltl` glues them in
//! `cli/check.rs`.

pub mod product;
pub mod props;

use crate::bytecode::Program;
use crate::ltl::{Buchi, LtlError, parse};
use crate::vm::Granularity;
use crate::vm::superstep::Visibility;
use props::{Prop, parse_prop, reads};

/// The tableau size at which `check --ltl` gives up translating a formula.
pub const MAX_CLAIM_STATES: usize = 100_000;

/// Everything an LTL check needs besides the program model.
#[derive(Clone, Debug)]
pub struct LtlSetup {
    /// The formula as given.
    pub formula: String,
    /// The never claim (automaton of the negated formula).
    pub claim: Buchi,
    /// The propositions, in the order of `claim.props()`.
    pub props: Vec<Prop>,
    /// The granularity to search with (the requested one, or `Instruction` when the formula
    /// needs it).
    pub granularity: Granularity,
    /// The writes that end a superstep.
    pub visible: Visibility,
    /// Warnings for stderr (granularity switched, unused propositions).
    pub warnings: Vec<String>,
}

/// Parses `formula` and the `--prop` definitions `defs` against `prog` and decides how to
/// search: a formula with `X` is not stuttering-invariant, so the reduced granularities
/// (which drop intermediate states) would be unsound and the search switches to instruction
/// granularity; so do location propositions `tN@func`, since a thread's location changes
/// at private steps that the coarser granularities do not show. Under `superstep`, the
/// globals the propositions read become visible (a superstep ends at a write to them);
/// `@func` propositions make every shared write visible.
///
/// Errors are user errors: a formula or proposition that does not parse or type-check, a
/// proposition used in the formula but not defined, a formula too large to translate.
pub fn setup(
    prog: &Program,
    formula: &str,
    defs: &[String],
    granularity: Granularity,
) -> Result<LtlSetup, String> {
    let f = parse(formula).map_err(|e| format!("--ltl: {e}"))?;
    let mut defined: Vec<Prop> = Vec::new();
    for d in defs {
        let p = parse_prop(prog, d).map_err(|e: LtlError| format!("--prop: {e}"))?;
        if defined.iter().any(|q| q.name == p.name) {
            return Err(format!("--prop: proposition {} is defined twice", p.name));
        }
        defined.push(p);
    }
    let mut warnings = Vec::new();
    let neg = f.negate();
    let mut claim = crate::ltl::translate_within(&neg, MAX_CLAIM_STATES)
        .map_err(|e| format!("--ltl: the formula is too large to translate: {e}"))?;
    claim.name = format!("!({f})");
    let mut props = Vec::new();
    for name in f.props() {
        match defined.iter().find(|p| &p.name == name) {
            Some(p) => props.push(p.clone()),
            None => {
                return Err(format!(
                    "--ltl: proposition {name} is used in the formula but not defined \
                     (add --prop '{name} = EXPRESSION')"
                ));
            }
        }
    }
    if claim.props() != f.props() {
        // translate() keeps the formula's proposition table; be defensive anyway.
        props = claim
            .props()
            .iter()
            .filter_map(|n| defined.iter().find(|p| &p.name == n).cloned())
            .collect();
        if props.len() != claim.props().len() {
            return Err("--ltl: internal error: automaton propositions do not match".into());
        }
    }
    for p in &defined {
        if !f.props().contains(&p.name) {
            warnings.push(format!(
                "proposition {} is defined but not used in the formula",
                p.name
            ));
        }
    }
    let r = reads(&props);
    let mut gran = granularity;
    if f.has_next() && gran != Granularity::Instruction {
        warnings.push(
            "the formula uses X (next), which is not preserved by the reduced granularities: \
             searching with --granularity instruction"
                .into(),
        );
        gran = Granularity::Instruction;
    } else if r.locations && gran != Granularity::Instruction {
        warnings.push(
            "location propositions (tN@func) change at private steps that coarser \
             granularities do not show: searching with --granularity instruction"
                .into(),
        );
        gran = Granularity::Instruction;
    }
    let visible = if r.functions {
        Visibility::AllWrites
    } else if r.ranges.is_empty() {
        Visibility::Nothing
    } else {
        Visibility::Ranges(r.ranges)
    };
    Ok(LtlSetup {
        formula: formula.to_string(),
        claim,
        props,
        granularity: gran,
        visible,
        warnings,
    })
}
