//! Text forms of a [`Buchi`] automaton: Spin never claims and HOA v1.
//!
//! The never claim follows `spin -f`: one `do … od` loop per state, labels `T0_init` /
//! `accept_init` for the initial state, `T0_S<n>` / `accept_S<n>` for the others, an accepting
//! sink written `accept_all: skip`, and `false;` for a state without edges (only in the
//! automaton of an empty language). The HOA output (<https://adl.github.io/hoaf/>) uses
//! state-based `Buchi` acceptance and labels over proposition indices.

use std::fmt::Write as _;

use super::buchi::Buchi;

impl Buchi {
    /// The automaton as a Spin never claim (`never { … }`).
    pub fn to_never_claim(&self) -> String {
        let n = self.num_states();
        let label = |s: usize| -> String {
            if s == 0 {
                if self.accepting[0] {
                    "accept_init".into()
                } else {
                    "T0_init".into()
                }
            } else if self.is_accepting_sink(s as u32) {
                "accept_all".into()
            } else if self.accepting[s] {
                format!("accept_S{s}")
            } else {
                format!("T0_S{s}")
            }
        };
        let mut out = String::new();
        let _ = writeln!(out, "never {{ /* {} */", self.name.replace("*/", "* /"));
        for s in 0..n {
            let _ = writeln!(out, "{}:", label(s));
            let es = &self.edges[s];
            if s != 0 && self.is_accepting_sink(s as u32) {
                out.push_str("\tskip\n");
            } else if es.is_empty() {
                out.push_str("\tfalse;\n");
            } else {
                out.push_str("\tdo\n");
                for e in es {
                    out.push_str("\t:: ");
                    let mut g = String::new();
                    e.guard.write_spin(&self.props, &mut g);
                    if g.starts_with('(') {
                        out.push_str(&g);
                    } else {
                        let _ = write!(out, "({g})");
                    }
                    let _ = writeln!(out, " -> goto {}", label(e.to as usize));
                }
                out.push_str("\tod;\n");
            }
        }
        out.push_str("}\n");
        out
    }

    /// The automaton in the Hanoi Omega-Automata format, version 1, with state-based Büchi
    /// acceptance (`Acceptance: 1 Inf(0)`).
    pub fn to_hoa(&self) -> String {
        let mut out = String::new();
        out.push_str("HOA: v1\n");
        let _ = writeln!(out, "name: \"{}\"", escape(&self.name));
        let _ = writeln!(out, "States: {}", self.num_states());
        out.push_str("Start: 0\n");
        let _ = write!(out, "AP: {}", self.props.len());
        for p in &self.props {
            let _ = write!(out, " \"{}\"", escape(p));
        }
        out.push('\n');
        out.push_str("acc-name: Buchi\n");
        out.push_str("Acceptance: 1 Inf(0)\n");
        out.push_str("properties: trans-labels explicit-labels state-acc\n");
        out.push_str("--BODY--\n");
        for (s, es) in self.edges.iter().enumerate() {
            let acc = if self.accepting[s] { " {0}" } else { "" };
            let _ = writeln!(out, "State: {s}{acc}");
            for e in es {
                let mut g = String::new();
                e.guard.write_hoa(&mut g);
                let _ = writeln!(out, "[{g}] {}", e.to);
            }
        }
        out.push_str("--END--\n");
        out
    }
}

/// Escapes `"` and `\` for an HOA string.
fn escape(s: &str) -> String {
    let mut o = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '"' | '\\' => {
                o.push('\\');
                o.push(c);
            }
            '\n' | '\r' | '\t' => o.push(' '),
            _ => o.push(c),
        }
    }
    o
}
