//! Running `spin -f` and `lbt` (with a time limit) and parsing their automata.

use std::collections::HashMap;

use super::nba::{B, Label, Nba};

/// Why running an external translator gave no automaton.
#[derive(Debug)]
pub enum ToolError {
    /// It ran longer than the time limit (Spin blows up on some nests of `<->`).
    Timeout,
    /// It failed or printed something we cannot read.
    Failed(String),
}

impl std::fmt::Display for ToolError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ToolError::Timeout => write!(f, "timed out"),
            ToolError::Failed(m) => write!(f, "{m}"),
        }
    }
}

/// Runs an external translator `cmd` with `input` on stdin, killing it after `limit`;
/// returns its stdout.
pub fn run_tool(
    cmd: &mut std::process::Command,
    input: &str,
    limit: std::time::Duration,
) -> Result<String, ToolError> {
    let r = super::super::run_with_input(cmd, Some(input.as_bytes()), limit)
        .map_err(|e| ToolError::Failed(format!("cannot run: {e}")))?;
    if r.timed_out {
        return Err(ToolError::Timeout);
    }
    Ok(String::from_utf8_lossy(&r.stdout).into_owned())
}

/// Time limit for one run of an external translator.
pub const TOOL_LIMIT: std::time::Duration = std::time::Duration::from_secs(5);

/// Runs `spin -f formula` and parses the never claim.
pub fn spin(formula: &str) -> Result<Nba, ToolError> {
    spin_within(formula, TOOL_LIMIT)
}

/// [`spin`] with a time limit.
pub fn spin_within(formula: &str, limit: std::time::Duration) -> Result<Nba, ToolError> {
    let text = run_tool(
        std::process::Command::new("spin").arg("-f").arg(formula),
        "",
        limit,
    )?;
    parse_never_claim_text(formula, &text).map_err(ToolError::Failed)
}

fn parse_never_claim_text(formula: &str, text: &str) -> Result<Nba, String> {
    if !text.contains("never") {
        return Err(format!("spin failed on {formula}: {text}"));
    }
    parse_never_claim(text)
}

/// Parses a never claim as `spin -f` prints it.
pub fn parse_never_claim(text: &str) -> Result<Nba, String> {
    // Blocks: consecutive labels name one state; its body follows.
    struct Block {
        labels: Vec<String>,
        edges: Vec<(B, Target)>,
        skip: bool,
    }
    enum Target {
        Label(String),
        AcceptAll,
    }
    let mut blocks: Vec<Block> = Vec::new();
    let mut fresh = true; // the next label starts a new block
    for raw in text.lines() {
        let line = raw.trim();
        if line.is_empty() || line.starts_with("never") || line == "}" {
            continue;
        }
        if let Some(label) = line.strip_suffix(':')
            && label.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
        {
            if fresh {
                blocks.push(Block {
                    labels: Vec::new(),
                    edges: Vec::new(),
                    skip: false,
                });
                fresh = false;
            }
            blocks
                .last_mut()
                .ok_or("no block")?
                .labels
                .push(label.into());
            continue;
        }
        fresh = true;
        let block = blocks
            .last_mut()
            .ok_or_else(|| format!("body before label: {line}"))?;
        match line {
            "do" | "od;" | "if" | "fi;" | "false;" => {}
            "skip" => block.skip = true,
            _ => {
                let body = line
                    .strip_prefix("::")
                    .ok_or_else(|| format!("unexpected line {line}"))?
                    .trim();
                if body == "false" || body == "(0)" || body == "(false)" {
                    // A transition that can never be taken.
                } else if let Some(rest) = body.strip_prefix("atomic {") {
                    let g = rest
                        .split("-> assert")
                        .next()
                        .ok_or_else(|| format!("bad atomic {line}"))?;
                    block.edges.push((parse_c_expr(g)?, Target::AcceptAll));
                } else {
                    let (g, t) = body
                        .rsplit_once("-> goto")
                        .ok_or_else(|| format!("bad transition {line}"))?;
                    block
                        .edges
                        .push((parse_c_expr(g)?, Target::Label(t.trim().to_string())));
                }
            }
        }
    }
    let mut index: HashMap<String, usize> = HashMap::new();
    for (i, b) in blocks.iter().enumerate() {
        for l in &b.labels {
            index.insert(l.clone(), i);
        }
    }
    // A universal accepting state for `atomic { … assert … }` and `skip`.
    let all = blocks.len();
    let mut edges: Vec<Vec<(Label, usize)>> = Vec::new();
    let mut acc = Vec::new();
    for b in &blocks {
        let mut es = Vec::new();
        if b.skip {
            es.push((Label::Expr(B::Const(true)), all));
        }
        for (g, t) in &b.edges {
            let to = match t {
                Target::AcceptAll => all,
                Target::Label(l) => *index.get(l).ok_or_else(|| format!("unknown label {l}"))?,
            };
            es.push((Label::Expr(g.clone()), to));
        }
        edges.push(es);
        acc.push(b.skip || b.labels.iter().any(|l| l.starts_with("accept")));
    }
    edges.push(vec![(Label::Expr(B::Const(true)), all)]);
    acc.push(true);
    Ok(Nba {
        initial: vec![0],
        edges,
        sets: vec![acc],
    })
}

/// Parses Spin's C-like guard expressions: `!`, `&&`, `||`, parentheses, `1`, `0`, `true`,
/// `false`, identifiers.
pub fn parse_c_expr(s: &str) -> Result<B, String> {
    let toks: Vec<String> = {
        let mut v = Vec::new();
        let cs: Vec<char> = s.chars().collect();
        let mut i = 0;
        while i < cs.len() {
            let c = cs[i];
            if c.is_whitespace() {
                i += 1;
            } else if c == '&' || c == '|' {
                v.push(format!("{c}{c}"));
                i += 2;
            } else if c == '(' || c == ')' || c == '!' {
                v.push(c.to_string());
                i += 1;
            } else if c.is_ascii_alphanumeric() || c == '_' {
                let st = i;
                while i < cs.len() && (cs[i].is_ascii_alphanumeric() || cs[i] == '_') {
                    i += 1;
                }
                v.push(cs[st..i].iter().collect());
            } else {
                return Err(format!("unexpected {c} in {s}"));
            }
        }
        v
    };
    fn or(t: &[String], p: &mut usize) -> Result<B, String> {
        let mut a = and(t, p)?;
        while t.get(*p).map(String::as_str) == Some("||") {
            *p += 1;
            a = B::Or(Box::new(a), Box::new(and(t, p)?));
        }
        Ok(a)
    }
    fn and(t: &[String], p: &mut usize) -> Result<B, String> {
        let mut a = atom(t, p)?;
        while t.get(*p).map(String::as_str) == Some("&&") {
            *p += 1;
            a = B::And(Box::new(a), Box::new(atom(t, p)?));
        }
        Ok(a)
    }
    fn atom(t: &[String], p: &mut usize) -> Result<B, String> {
        let tok = t.get(*p).ok_or("unexpected end of guard")?.clone();
        *p += 1;
        Ok(match tok.as_str() {
            "!" => B::Not(Box::new(atom(t, p)?)),
            "(" => {
                let a = or(t, p)?;
                if t.get(*p).map(String::as_str) != Some(")") {
                    return Err("expected )".into());
                }
                *p += 1;
                a
            }
            "1" | "true" => B::Const(true),
            "0" | "false" => B::Const(false),
            _ => B::var(&tok)?,
        })
    }
    let mut p = 0;
    let b = or(&toks, &mut p)?;
    if p != toks.len() {
        return Err(format!("trailing tokens in guard {s}"));
    }
    Ok(b)
}

/// Runs `lbt` on a formula in LBT prefix notation and parses its generalised automaton.
pub fn lbt(prefix_formula: &str) -> Result<Nba, ToolError> {
    let text = run_tool(
        &mut std::process::Command::new("lbt"),
        &format!("{prefix_formula}\n"),
        TOOL_LIMIT,
    )?;
    parse_lbtt(&text).map_err(ToolError::Failed)
}

/// Parses an automaton in LBTT format: `states sets`, then per state `id initial sets… -1`
/// followed by `target guard` lines and `-1`; guards are in prefix notation.
pub fn parse_lbtt(text: &str) -> Result<Nba, String> {
    let toks: Vec<&str> = text.split_whitespace().collect();
    let mut p = 0;
    let mut next = || -> Result<&str, String> {
        let t = toks.get(p).copied().ok_or("unexpected end of lbt output")?;
        p += 1;
        Ok(t)
    };
    let num: usize = next()?.parse().map_err(|_| "bad state count")?;
    let nsets: usize = next()?.parse().map_err(|_| "bad set count")?;
    let mut ids: HashMap<String, usize> = HashMap::new();
    // Per state: initial?, acceptance sets, edges (guard, target id).
    type RawState = (bool, Vec<usize>, Vec<(B, String)>);
    let mut raw: Vec<RawState> = Vec::new();
    for _ in 0..num {
        let id = next()?.to_string();
        let init = next()? == "1";
        let mut sets = Vec::new();
        loop {
            let t = next()?;
            if t == "-1" {
                break;
            }
            sets.push(t.parse::<usize>().map_err(|_| "bad set")?);
        }
        let mut edges = Vec::new();
        loop {
            let t = next()?;
            if t == "-1" {
                break;
            }
            let target = t.to_string();
            fn guard(next: &mut dyn FnMut() -> Result<String, String>) -> Result<B, String> {
                let t = next()?;
                Ok(match t.as_str() {
                    "t" => B::Const(true),
                    "f" => B::Const(false),
                    "!" => B::Not(Box::new(guard(next)?)),
                    "&" => B::And(Box::new(guard(next)?), Box::new(guard(next)?)),
                    "|" => B::Or(Box::new(guard(next)?), Box::new(guard(next)?)),
                    "i" => {
                        let a = guard(next)?;
                        B::Or(Box::new(B::Not(Box::new(a))), Box::new(guard(next)?))
                    }
                    "e" | "^" => {
                        let (a, b) = (guard(next)?, guard(next)?);
                        let same = B::Or(
                            Box::new(B::And(Box::new(a.clone()), Box::new(b.clone()))),
                            Box::new(B::And(
                                Box::new(B::Not(Box::new(a))),
                                Box::new(B::Not(Box::new(b))),
                            )),
                        );
                        if t == "e" {
                            same
                        } else {
                            B::Not(Box::new(same))
                        }
                    }
                    _ => B::var(&t)?,
                })
            }
            let mut nx = || next().map(str::to_string);
            edges.push((guard(&mut nx)?, target));
        }
        ids.insert(id, raw.len());
        raw.push((init, sets, edges));
    }
    let mut initial = Vec::new();
    let mut edges = Vec::new();
    let mut sets = vec![vec![false; raw.len()]; nsets];
    for (q, (init, ss, es)) in raw.into_iter().enumerate() {
        if init {
            initial.push(q);
        }
        for s in ss {
            *sets
                .get_mut(s)
                .ok_or("acceptance set out of range")?
                .get_mut(q)
                .ok_or("state out of range")? = true;
        }
        let mut v = Vec::new();
        for (g, t) in es {
            v.push((Label::Expr(g), *ids.get(&t).ok_or("unknown target")?));
        }
        edges.push(v);
    }
    Ok(Nba {
        initial,
        edges,
        sets,
    })
}
