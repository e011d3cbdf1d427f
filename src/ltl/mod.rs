//! LTL formulas and their translation to Büchi automata.
//!
//! The pipeline, one module per step:
//!
//! 1. [`parse`] reads Spin's LTL syntax (modules `lexer`, `parser`: grammar and precedence
//!    are Spin's, verified against `spin -f`) into a [`Formula`]: a hash-consed tree in
//!    negation normal form over a table of named propositions (`formula`), simplified on
//!    construction by the rewrite rules of Etessami–Holzmann and Somenzi–Bloem (`simplify`).
//! 2. [`translate`] expands the formula into a transition-based generalised Büchi automaton
//!    whose states are formulas (the tableau of Gerth–Peled–Vardi–Wolper in Couvreur's
//!    formula-rewriting form, with LTL2BA's pruning of dominated transitions; `tableau`),
//!    degeneralises it SCC by SCC into a state-based Büchi automaton (`degen`) and reduces
//!    that (trimming, bisimulation quotient, direct-simulation merging and pruning; `reduce`,
//!    `simulation`).
//! 3. The resulting [`Buchi`] has guarded edges ([`Guard`]: canonical disjunctions of
//!    [`Cube`]s with a `u64` valuation test) and accepting states, and prints as a Spin never
//!    claim or in HOA v1 (`output`).
//!
//! Every item is exported here; the submodules are private. Their `//!` headers describe the
//! algorithms (`cargo doc --document-private-items`).
//!
//! The model checker wants the automaton of the *negated* property (an accepting run of the
//! product is a counterexample): that is [`never_claim_for`]. [`ltl2ba`] is the text the
//! command `pancam ltl2ba` prints; like `spin -f` it translates the formula as given.
//!
//! ```
//! use pancam::ltl::{never_claim_for, parse};
//! let f = parse("[](request -> <> grant)").unwrap();
//! let claim = never_claim_for(&f); // automaton of <>(request && [] !grant)
//! assert_eq!(claim.num_states(), 2);
//! let request = 1u64 << claim.props().iter().position(|p| p == "request").unwrap();
//! // A request that is never granted violates the property:
//! assert!(claim.accepts_lasso(&[request], &[0]));
//! ```

#![deny(missing_docs)]

mod buchi;
mod degen;
mod error;
mod formula;
mod guard;
mod lexer;
mod output;
mod parser;
mod reduce;
mod scc;
mod simplify;
mod simulation;
mod tableau;

pub use buchi::{Buchi, Edge, StateId};
pub use error::LtlError;
pub use formula::{Formula, MAX_PROPS};
pub use guard::{Cube, Guard};
pub use parser::{MAX_DEPTH, parse};
pub use tableau::TooLarge;

/// Translates `f` into a Büchi automaton accepting exactly the words that satisfy `f`.
///
/// The automaton is trim (see [`Buchi`]); its propositions are `f.props()`, in that order.
/// The translation is exponential in the worst case (`<>p1 && … && <>pn` needs `2ⁿ`
/// states); [`translate_within`] bounds it.
pub fn translate(f: &Formula) -> Buchi {
    match translate_within(f, usize::MAX) {
        Ok(b) => b,
        // Unreachable: without a limit no budget runs out before memory does.
        Err(_) => Buchi::empty(f.props().to_vec()),
    }
}

/// [`translate`], giving up with [`TooLarge`] once the tableau has more than `max_states`
/// states (or its expansions do more than a few thousand units of work per allowed state, or
/// one expansion has more than 4096 terms). `usize::MAX` means no limit.
pub fn translate_within(f: &Formula, max_states: usize) -> Result<Buchi, TooLarge> {
    let mut store = f.store.clone();
    let tgba = tableau::build(&mut store, f.root, max_states)?;
    // Degeneralise with every strategy, keep the smallest after the cheap reductions, then
    // apply the simulation-based ones to that one only.
    let mut raws: Vec<Buchi> = Vec::new();
    let mut best: Option<Buchi> = None;
    for strategy in degen::STRATEGIES {
        let raw = degen::degeneralize(&tgba, &store.props, strategy);
        if raws.contains(&raw) {
            continue;
        }
        let b = reduce::bisimulation_reduce(raw.clone());
        raws.push(raw);
        let size = |b: &Buchi| (b.num_states(), b.num_edges());
        if best.as_ref().is_none_or(|x| size(&b) < size(x)) {
            best = Some(b);
        }
    }
    let mut b = match best {
        Some(b) => reduce::simulation_reduce(b),
        None => Buchi::empty(store.props.clone()),
    };
    b.name = f.to_string();
    Ok(b)
}

/// The never claim of a property: the automaton of its negation, whose accepting runs are
/// the property's counterexamples (what Spin builds for `ltl { … }` blocks and `spin -f '!φ'`).
pub fn never_claim_for(property: &Formula) -> Buchi {
    let mut b = translate(&property.negate());
    b.name = format!("!({property})");
    b
}

/// The tableau size at which [`ltl2ba`] gives up.
pub const LTL2BA_MAX_STATES: usize = 100_000;

/// Output format of [`ltl2ba`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum OutputFormat {
    /// Spin never claim (`never { … }`), as `spin -f` prints.
    #[default]
    NeverClaim,
    /// Hanoi Omega-Automata format v1.
    Hoa,
}

/// What `pancam ltl2ba FORMULA [--hoa]` prints: the automaton of `formula` itself (not of its
/// negation, as with `spin -f`), as a never claim or in HOA. The never claim's comment and the
/// HOA `name` are the formula as written.
///
/// Gives up (an error at column 1) on formulas whose tableau exceeds [`LTL2BA_MAX_STATES`].
pub fn ltl2ba(formula: &str, format: OutputFormat) -> Result<String, LtlError> {
    let f = parse(formula)?;
    let mut b = translate_within(&f, LTL2BA_MAX_STATES)
        .map_err(|e| LtlError::new(formula, 1, e.to_string()))?;
    b.name = formula.trim().to_string();
    Ok(match format {
        OutputFormat::NeverClaim => b.to_never_claim(),
        OutputFormat::Hoa => b.to_hoa(),
    })
}

#[cfg(test)]
mod tests;
