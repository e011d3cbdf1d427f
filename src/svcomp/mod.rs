//! SV-COMP mode: tasks as the International Competition on Software Verification gives them
//! (sv-benchmarks' property files and task-definition files, format 2.0), its semantics, its
//! verdicts and its violation witnesses.
//!
//! Semantics (the competition's rules, "Definition of the Verification Task"):
//! - `unreach-call`: the only violation is a call of `reach_error()` (or `__VERIFIER_error()`),
//!   whatever its body; `abort()`, `exit()`, a failed `assert()` and a deadlock end a path.
//! - `no-data-race`: two accesses to the same location, at least one a write, not both atomic,
//!   that can happen one right after the other.
//! - `valid-memsafety`: `valid-deref` (invalid, null, out-of-bounds, freed or dead-stack
//!   accesses), `valid-free` (invalid or double `free`), `valid-memtrack` (heap memory no longer
//!   pointed to when the program ends).
//! - `no-overflow`: signed integer overflow (clang's `-fsanitize=signed-integer-overflow` checks
//!   are compiled in; the other properties let the program go on with the wrapped value).
//! - `termination`: every execution ends (a reachable cycle that is weakly fair over threads,
//!   or a deadlock, is non-termination).
//!
//! Undefined behaviour outside the checked property cuts the path: the verdict is then never
//! TRUE (see [`crate::model::OnViolation::Cut`]). Threads are interleaved under sequential
//! consistency. Reads of memory never written (locals, `malloc`) are nondeterministic values
//! in this mode (see [`configure`]).
//!
//! Verdicts: `TRUE` only after a complete search; `FALSE(property)` with a replayed
//! counterexample (written as a GraphML violation witness, [`witness`]); `UNKNOWN` with the
//! reason otherwise.

pub mod task;
pub mod witness;

use crate::check::{CheckOptions, CheckReport, FindingKind, LtlOptions, Verdict};
use crate::load::CompileOptions;
use crate::model::{SvProperty, svcomp_memsafety};
use crate::vm::error::ViolationKind;
use std::fmt;

/// A data model of the competition.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum, serde::Serialize)]
pub enum DataModel {
    /// 32-bit `int`, `long` and pointers (x86, `-m32`).
    #[value(name = "ILP32")]
    Ilp32,
    /// 64-bit `long` and pointers (x86-64).
    #[value(name = "LP64")]
    Lp64,
}

impl DataModel {
    /// The name used in task files.
    pub fn name(self) -> &'static str {
        match self {
            DataModel::Ilp32 => "ILP32",
            DataModel::Lp64 => "LP64",
        }
    }

    /// Parses `ILP32` / `LP64`.
    pub fn parse(s: &str) -> Option<DataModel> {
        match s.trim() {
            "ILP32" => Some(DataModel::Ilp32),
            "LP64" => Some(DataModel::Lp64),
            _ => None,
        }
    }

    /// Pointer size in bytes.
    pub fn ptr_size(self) -> u32 {
        match self {
            DataModel::Ilp32 => 4,
            DataModel::Lp64 => 8,
        }
    }
}

/// How SV-COMP tasks are compiled: `-std=gnu11` with gnu89 `inline` semantics (a plain
/// `inline` function has an external definition, as the tasks expect), the diagnostics that
/// clang 16+ made errors (implicit function declarations, int-conversion, incompatible
/// function pointers) downgraded to warnings as gcc has them, signed-overflow checks
/// compiled in (reported only for `no-overflow`), `-m32` for ILP32, at `opt` (default -O0:
/// at -O1+ clang may inline an empty `reach_error` away or exploit undefined behaviour).
pub fn compile_options(dm: DataModel, opt: u8) -> CompileOptions {
    CompileOptions {
        opt,
        m32: dm == DataModel::Ilp32,
        extra: svcomp_cflags(),
        ..CompileOptions::default()
    }
}

/// The extra clang flags of [`compile_options`].
pub fn svcomp_cflags() -> Vec<String> {
    [
        "-fgnu89-inline",
        "-Wno-error=implicit-function-declaration",
        "-Wno-error=int-conversion",
        "-Wno-error=incompatible-function-pointer-types",
        "-Wno-error=return-type",
        "-Wno-implicit-function-declaration",
        "-Wno-int-conversion",
        "-Wno-incompatible-pointer-types",
        "-Wno-incompatible-function-pointer-types",
        "-fsanitize=signed-integer-overflow",
        "-D__PANCAM_SVCOMP__=1",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect()
}

/// Why a property file cannot be used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PropertyError(pub String);

impl fmt::Display for PropertyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// Parses the text of a `.prp` file: one `CHECK( init(main()), LTL(...) )` per line; the
/// three lines of `valid-memsafety.prp` form one property.
pub fn parse_property(text: &str) -> Result<SvProperty, PropertyError> {
    let mut found: Vec<&str> = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let l = line.trim();
        if l.is_empty() || l.starts_with("//") {
            continue;
        }
        let compact: String = l.chars().filter(|c| !c.is_whitespace()).collect();
        let Some(rest) = compact.strip_prefix("CHECK(init(") else {
            return Err(PropertyError(format!(
                "line {}: expected CHECK( init(main()), LTL(...) ), found `{l}`",
                i + 1
            )));
        };
        if !rest.starts_with("main())") {
            return Err(PropertyError(format!(
                "line {}: only init(main()) is supported",
                i + 1
            )));
        }
        let f = if compact.contains("LTL(G!call(reach_error()))")
            || compact.contains("LTL(G!call(__VERIFIER_error()))")
        {
            "unreach-call"
        } else if compact.contains("LTL(G!data-race)") {
            "no-data-race"
        } else if compact.contains("LTL(Gvalid-free)") {
            "valid-free"
        } else if compact.contains("LTL(Gvalid-deref)") {
            "valid-deref"
        } else if compact.contains("LTL(Gvalid-memtrack)") {
            "valid-memtrack"
        } else if compact.contains("LTL(G!overflow)") {
            "no-overflow"
        } else if compact.contains("LTL(Fend)") {
            "termination"
        } else if compact.contains("LTL(Gvalid-memcleanup)") {
            return Err(PropertyError(
                "valid-memcleanup is not supported (valid-memsafety is)".into(),
            ));
        } else {
            return Err(PropertyError(format!(
                "line {}: unsupported property `{l}`",
                i + 1
            )));
        };
        found.push(f);
    }
    found.sort_unstable();
    found.dedup();
    match found.as_slice() {
        ["unreach-call"] => Ok(SvProperty::UnreachCall),
        ["no-data-race"] => Ok(SvProperty::NoDataRace),
        ["no-overflow"] => Ok(SvProperty::NoOverflow),
        ["termination"] => Ok(SvProperty::Termination),
        ["valid-deref", "valid-free", "valid-memtrack"] => Ok(SvProperty::ValidMemsafety),
        [] => Err(PropertyError("the property file is empty".into())),
        _ => Err(PropertyError(format!(
            "unsupported combination of properties: {}",
            found.join(", ")
        ))),
    }
}

/// The property's name in verdicts (`FALSE(unreach-call)`).
pub fn property_name(p: SvProperty) -> &'static str {
    match p {
        SvProperty::UnreachCall => "unreach-call",
        SvProperty::NoDataRace => "no-data-race",
        SvProperty::ValidMemsafety => "valid-memsafety",
        SvProperty::NoOverflow => "no-overflow",
        SvProperty::Termination => "termination",
    }
}

/// The specification text of a property (witnesses).
pub fn specification(p: SvProperty) -> &'static str {
    match p {
        SvProperty::UnreachCall => "CHECK( init(main()), LTL(G ! call(reach_error())) )",
        SvProperty::NoDataRace => "CHECK( init(main()), LTL(G ! data-race) )",
        SvProperty::ValidMemsafety => {
            "CHECK( init(main()), LTL(G valid-free) )\nCHECK( init(main()), LTL(G valid-deref) )\nCHECK( init(main()), LTL(G valid-memtrack) )"
        }
        SvProperty::NoOverflow => "CHECK( init(main()), LTL(G ! overflow) )",
        SvProperty::Termination => "CHECK( init(main()), LTL(F end) )",
    }
}

/// Sets `opts` up to check SV-COMP property `p`: its semantics (see the module docs),
/// deadlocks not reported, races for `no-data-race`, leaks for `valid-memsafety`, overflows
/// for `no-overflow`, and termination as the LTL property `<> end` under weak fairness.
pub fn configure(opts: &mut CheckOptions, p: SvProperty) {
    let props = &mut opts.properties;
    props.svcomp = Some(p);
    props.deadlocks = false;
    props.races = p == SvProperty::NoDataRace;
    props.leaks = p == SvProperty::ValidMemsafety;
    opts.vm.report_overflow = p == SvProperty::NoOverflow;
    opts.vm.nondet_uninit = true;
    if p == SvProperty::Termination {
        opts.ltl = Some(LtlOptions {
            formula: "<> end".into(),
            props: vec![format!("end = {}", crate::ltlcheck::props::ENDED)],
            fair: true,
        });
    }
}

/// An SV-COMP verdict.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SvVerdict {
    /// The property holds (complete search).
    True,
    /// Violated: `FALSE(prop)` or `FALSE(valid-deref)` etc.
    False(String),
    /// No answer, with the reason.
    Unknown(String),
}

impl fmt::Display for SvVerdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SvVerdict::True => f.write_str("TRUE"),
            SvVerdict::False(p) => write!(f, "FALSE({p})"),
            SvVerdict::Unknown(r) => write!(f, "UNKNOWN({r})"),
        }
    }
}

impl SvVerdict {
    /// `true`, `false(PROP)`, `unknown` as sv-benchmarks' expected verdicts are compared.
    pub fn category(&self) -> &'static str {
        match self {
            SvVerdict::True => "true",
            SvVerdict::False(_) => "false",
            SvVerdict::Unknown(_) => "unknown",
        }
    }
}

/// The SV-COMP verdict of a check of property `p`.
pub fn verdict(p: SvProperty, report: &CheckReport, opts: &CheckOptions) -> SvVerdict {
    match report.verdict {
        Verdict::Violated => {
            let Some(f) = report
                .findings
                .iter()
                .find(|f| f.kind != FindingKind::Unsupported)
            else {
                return SvVerdict::Unknown("no counterexample".into());
            };
            if let Err(e) = &f.replay {
                return SvVerdict::Unknown(format!("the counterexample did not replay: {e}"));
            }
            match (&f.kind, p) {
                (FindingKind::Violation { kind }, SvProperty::ValidMemsafety) => {
                    SvVerdict::False(svcomp_memsafety(*kind).unwrap_or("valid-deref").into())
                }
                (FindingKind::Violation { kind }, SvProperty::UnreachCall)
                    if *kind != ViolationKind::VerifierError =>
                {
                    SvVerdict::Unknown(format!("unexpected violation {}", kind.name()))
                }
                _ => SvVerdict::False(property_name(p).into()),
            }
        }
        Verdict::Holds => SvVerdict::True,
        Verdict::CannotCheck => SvVerdict::Unknown(
            report
                .findings
                .first()
                .map(|f| format!("pancam cannot execute the program: {}", f.violation.msg))
                .unwrap_or_else(|| "pancam cannot execute the program".into()),
        ),
        Verdict::Incomplete => SvVerdict::Unknown(
            report
                .incomplete
                .iter()
                .map(|r| r.describe(opts))
                .collect::<Vec<_>>()
                .join("; "),
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn property_files() {
        assert_eq!(
            parse_property("CHECK( init(main()), LTL(G ! call(reach_error())) )\n"),
            Ok(SvProperty::UnreachCall)
        );
        assert_eq!(
            parse_property("CHECK( init(main()), LTL(G ! data-race) )"),
            Ok(SvProperty::NoDataRace)
        );
        assert_eq!(
            parse_property(
                "CHECK( init(main()), LTL(G valid-free) )\nCHECK( init(main()), LTL(G valid-deref) )\nCHECK( init(main()), LTL(G valid-memtrack) )\n"
            ),
            Ok(SvProperty::ValidMemsafety)
        );
        assert_eq!(
            parse_property("CHECK( init(main()), LTL(G ! overflow) )"),
            Ok(SvProperty::NoOverflow)
        );
        assert_eq!(
            parse_property("CHECK( init(main()), LTL(F end) )"),
            Ok(SvProperty::Termination)
        );
        assert!(parse_property("CHECK( init(main()), LTL(G valid-memcleanup) )").is_err());
        assert!(parse_property("CHECK( init(main()), LTL(G valid-free) )").is_err());
        assert!(parse_property("").is_err());
        assert!(parse_property("hello").is_err());
    }

    #[test]
    fn data_models() {
        assert_eq!(DataModel::parse("ILP32"), Some(DataModel::Ilp32));
        assert_eq!(DataModel::parse("LP64"), Some(DataModel::Lp64));
        assert_eq!(DataModel::parse("LLP64"), None);
        assert!(compile_options(DataModel::Ilp32, 0).m32);
        assert!(!compile_options(DataModel::Lp64, 0).m32);
    }
}
