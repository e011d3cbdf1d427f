//! Test support for the LTL tests, independent of `pancam::ltl`'s internals: random formulas
//! with their own direct semantics on lassos, a generic generalised Büchi automaton with lasso
//! acceptance, and parsers for the outputs of `spin -f` and `lbt`.

#![allow(dead_code)]

use std::collections::HashMap;

/// SplitMix64: a tiny seeded generator, so failures reproduce.
pub struct Rng(pub u64);

impl Rng {
    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
    pub fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
    pub fn chance(&mut self, percent: u64) -> bool {
        self.below(100) < percent
    }
}

/// An LTL formula as written (not normalised), over propositions `p0`, `p1`, ….
#[derive(Debug, Clone)]
pub enum F {
    True,
    False,
    P(u32),
    Not(Box<F>),
    And(Box<F>, Box<F>),
    Or(Box<F>, Box<F>),
    Implies(Box<F>, Box<F>),
    Equiv(Box<F>, Box<F>),
    Next(Box<F>),
    Ev(Box<F>),
    Al(Box<F>),
    Until(Box<F>, Box<F>),
    Release(Box<F>, Box<F>),
    WeakUntil(Box<F>, Box<F>),
}

/// Which operators a random formula may use.
#[derive(Debug, Clone, Copy)]
pub struct Ops {
    pub next: bool,
    pub weak_until: bool,
}

impl F {
    /// A random formula with about `size` operators over `props` propositions.
    pub fn random(rng: &mut Rng, size: usize, props: u32, ops: Ops) -> F {
        if size == 0 {
            return match rng.below(20) {
                0 => F::True,
                1 => F::False,
                _ => F::P(rng.below(props as u64) as u32),
            };
        }
        let b = |rng: &mut Rng| Box::new(F::random(rng, size - 1, props, ops));
        let split = |rng: &mut Rng| {
            let l = rng.below(size as u64) as usize;
            (
                Box::new(F::random(rng, l, props, ops)),
                Box::new(F::random(rng, size - 1 - l, props, ops)),
            )
        };
        loop {
            match rng.below(13) {
                0 => return F::Not(b(rng)),
                1 => {
                    let (x, y) = split(rng);
                    return F::And(x, y);
                }
                2 => {
                    let (x, y) = split(rng);
                    return F::Or(x, y);
                }
                3 => {
                    let (x, y) = split(rng);
                    return F::Implies(x, y);
                }
                4 => {
                    let (x, y) = split(rng);
                    return F::Equiv(x, y);
                }
                5 if ops.next => return F::Next(b(rng)),
                6 | 7 => return F::Ev(b(rng)),
                8 | 9 => return F::Al(b(rng)),
                10 => {
                    let (x, y) = split(rng);
                    return F::Until(x, y);
                }
                11 => {
                    let (x, y) = split(rng);
                    return F::Release(x, y);
                }
                12 if ops.weak_until => {
                    let (x, y) = split(rng);
                    return F::WeakUntil(x, y);
                }
                _ => {}
            }
        }
    }

    /// Spin syntax, fully parenthesised, with canonical operator spellings.
    pub fn spin(&self) -> String {
        self.surface(&mut None)
    }

    /// Spin syntax with operator spellings picked at random among the aliases pancam accepts.
    pub fn spin_aliases(&self, rng: &mut Rng) -> String {
        self.surface(&mut Some(rng))
    }

    fn surface(&self, rng: &mut Option<&mut Rng>) -> String {
        let mut pick = |alts: &[&'static str]| -> &'static str {
            match rng {
                Some(r) => alts[r.below(alts.len() as u64) as usize],
                None => alts[0],
            }
        };
        match self {
            F::True => "true".into(),
            F::False => "false".into(),
            F::P(i) => format!("p{i}"),
            F::Not(a) => format!("{} {}", pick(&["!", "not"]), a.surface(rng)),
            F::Next(a) => format!("{} {}", pick(&["X", "next"]), a.surface(rng)),
            F::Ev(a) => format!("{} {}", pick(&["<>", "F", "eventually"]), a.surface(rng)),
            F::Al(a) => format!("{} {}", pick(&["[]", "G", "always"]), a.surface(rng)),
            F::And(a, b) => bin(a, pick(&["&&", "/\\"]), b, rng),
            F::Or(a, b) => bin(a, pick(&["||", "\\/"]), b, rng),
            F::Implies(a, b) => bin(a, "->", b, rng),
            F::Equiv(a, b) => bin(a, "<->", b, rng),
            F::Until(a, b) => bin(a, pick(&["U", "until"]), b, rng),
            F::Release(a, b) => bin(a, pick(&["V", "R"]), b, rng),
            F::WeakUntil(a, b) => bin(a, "W", b, rng),
        }
    }

    /// LBT prefix notation (`G p0`, `U p0 p1`, `& p0 ! p1`).
    pub fn lbt(&self) -> String {
        match self {
            F::True => "t".into(),
            F::False => "f".into(),
            F::P(i) => format!("p{i}"),
            F::Not(a) => format!("! {}", a.lbt()),
            F::Next(a) => format!("X {}", a.lbt()),
            F::Ev(a) => format!("F {}", a.lbt()),
            F::Al(a) => format!("G {}", a.lbt()),
            F::And(a, b) => format!("& {} {}", a.lbt(), b.lbt()),
            F::Or(a, b) => format!("| {} {}", a.lbt(), b.lbt()),
            F::Implies(a, b) => format!("i {} {}", a.lbt(), b.lbt()),
            F::Equiv(a, b) => format!("e {} {}", a.lbt(), b.lbt()),
            F::Until(a, b) => format!("U {} {}", a.lbt(), b.lbt()),
            F::Release(a, b) => format!("V {} {}", a.lbt(), b.lbt()),
            // a W b = (a U b) || G a
            F::WeakUntil(a, b) => format!("| U {} {} G {}", a.lbt(), b.lbt(), a.lbt()),
        }
    }

    /// Truth value at every position of `lasso` (LTL semantics on `prefix · cycleᵚ`).
    pub fn eval(&self, lasso: &Lasso) -> Vec<bool> {
        let n = lasso.len();
        let succ = |i: usize| lasso.succ(i);
        // Least (`least = true`) or greatest fixpoint of r[i] = b[i] || (a[i] && r[succ i])
        // (until / weak until), or of r[i] = b[i] && (a[i] || r[succ i]) (release).
        let fix = |a: &[bool], b: &[bool], init: bool, release: bool| {
            let mut r = vec![init; n];
            loop {
                let mut changed = false;
                for i in (0..n).rev() {
                    let v = if release {
                        b[i] && (a[i] || r[succ(i)])
                    } else {
                        b[i] || (a[i] && r[succ(i)])
                    };
                    if v != r[i] {
                        r[i] = v;
                        changed = true;
                    }
                }
                if !changed {
                    return r;
                }
            }
        };
        match self {
            F::True => vec![true; n],
            F::False => vec![false; n],
            F::P(p) => (0..n).map(|i| lasso.letter(i) >> p & 1 == 1).collect(),
            F::Not(a) => a.eval(lasso).into_iter().map(|x| !x).collect(),
            F::And(a, b) => zip(a.eval(lasso), b.eval(lasso), |x, y| x && y),
            F::Or(a, b) => zip(a.eval(lasso), b.eval(lasso), |x, y| x || y),
            F::Implies(a, b) => zip(a.eval(lasso), b.eval(lasso), |x, y| !x || y),
            F::Equiv(a, b) => zip(a.eval(lasso), b.eval(lasso), |x, y| x == y),
            F::Next(a) => {
                let v = a.eval(lasso);
                (0..n).map(|i| v[succ(i)]).collect()
            }
            F::Ev(a) => fix(&vec![true; n], &a.eval(lasso), false, false),
            F::Al(a) => fix(&vec![false; n], &a.eval(lasso), true, true),
            F::Until(a, b) => fix(&a.eval(lasso), &b.eval(lasso), false, false),
            F::Release(a, b) => fix(&a.eval(lasso), &b.eval(lasso), true, true),
            F::WeakUntil(a, b) => fix(&a.eval(lasso), &b.eval(lasso), true, false),
        }
    }

    /// Number of operators.
    pub fn size(&self) -> usize {
        match self {
            F::True | F::False | F::P(_) => 0,
            F::Not(a) | F::Next(a) | F::Ev(a) | F::Al(a) => 1 + a.size(),
            F::And(a, b)
            | F::Or(a, b)
            | F::Implies(a, b)
            | F::Equiv(a, b)
            | F::Until(a, b)
            | F::Release(a, b)
            | F::WeakUntil(a, b) => 1 + a.size() + b.size(),
        }
    }
}

fn bin(a: &F, op: &str, b: &F, rng: &mut Option<&mut Rng>) -> String {
    format!("({} {op} {})", a.surface(rng), b.surface(rng))
}

fn zip(a: Vec<bool>, b: Vec<bool>, f: impl Fn(bool, bool) -> bool) -> Vec<bool> {
    a.into_iter().zip(b).map(|(x, y)| f(x, y)).collect()
}

/// An ultimately periodic word `prefix · cycleᵚ` over valuations (bit `i` = `p{i}`).
#[derive(Debug, Clone)]
pub struct Lasso {
    pub prefix: Vec<u64>,
    pub cycle: Vec<u64>,
}

impl Lasso {
    pub fn random(rng: &mut Rng, props: u32) -> Lasso {
        let letters = 1u64 << props;
        let p = rng.below(4) as usize;
        let c = 1 + rng.below(4) as usize;
        Lasso {
            prefix: (0..p).map(|_| rng.below(letters)).collect(),
            cycle: (0..c).map(|_| rng.below(letters)).collect(),
        }
    }
    pub fn len(&self) -> usize {
        self.prefix.len() + self.cycle.len()
    }
    pub fn letter(&self, i: usize) -> u64 {
        if i < self.prefix.len() {
            self.prefix[i]
        } else {
            self.cycle[i - self.prefix.len()]
        }
    }
    pub fn succ(&self, i: usize) -> usize {
        if i + 1 < self.len() {
            i + 1
        } else {
            self.prefix.len()
        }
    }
}

/// A boolean expression over named propositions (edge labels of foreign automata).
#[derive(Debug, Clone)]
pub enum B {
    Const(bool),
    Var(String),
    Not(Box<B>),
    And(Box<B>, Box<B>),
    Or(Box<B>, Box<B>),
}

impl B {
    /// Evaluates with `p{i}` = bit `i` of `v`; other names are an error.
    pub fn eval(&self, v: u64) -> bool {
        match self {
            B::Const(c) => *c,
            B::Var(name) => {
                let i: u32 = name
                    .strip_prefix('p')
                    .and_then(|d| d.parse().ok())
                    .unwrap_or_else(|| panic!("unexpected proposition {name}"));
                v >> i & 1 == 1
            }
            B::Not(a) => !a.eval(v),
            B::And(a, b) => a.eval(v) && b.eval(v),
            B::Or(a, b) => a.eval(v) || b.eval(v),
        }
    }
}

/// An edge label: either a closure-free expression or a `pancam` guard already mapped to the
/// test's proposition numbering.
pub enum Label {
    Expr(B),
    Fn(Box<dyn Fn(u64) -> bool>),
}

impl Label {
    fn eval(&self, v: u64) -> bool {
        match self {
            Label::Expr(b) => b.eval(v),
            Label::Fn(f) => f(v),
        }
    }
}

/// A generalised Büchi automaton with state-based acceptance sets; with no sets every
/// infinite run is accepting.
pub struct Nba {
    pub initial: Vec<usize>,
    pub edges: Vec<Vec<(Label, usize)>>,
    /// `sets[k][q]`: state `q` is in acceptance set `k`.
    pub sets: Vec<Vec<bool>>,
}

impl Nba {
    pub fn num_states(&self) -> usize {
        self.edges.len()
    }

    /// Whether some run on the lasso visits every acceptance set infinitely often.
    pub fn accepts(&self, lasso: &Lasso) -> bool {
        let len = lasso.len();
        let n = self.num_states() * len;
        let succ = |node: usize| -> Vec<usize> {
            let (q, i) = (node / len, node % len);
            let v = lasso.letter(i);
            self.edges[q]
                .iter()
                .filter(|(l, _)| l.eval(v))
                .map(|(_, t)| t * len + lasso.succ(i))
                .collect()
        };
        // Reachable nodes.
        let mut seen = vec![false; n];
        let mut stack: Vec<usize> = self.initial.iter().map(|&q| q * len).collect();
        for &s in &stack {
            seen[s] = true;
        }
        while let Some(x) = stack.pop() {
            for y in succ(x) {
                if !seen[y] {
                    seen[y] = true;
                    stack.push(y);
                }
            }
        }
        // For each reachable node, the nodes that reach it back form its SCC.
        let reach = |from: usize| -> Vec<bool> {
            let mut r = vec![false; n];
            let mut st = vec![from];
            while let Some(x) = st.pop() {
                for y in succ(x) {
                    if !r[y] {
                        r[y] = true;
                        st.push(y);
                    }
                }
            }
            r
        };
        let fwd: Vec<Option<Vec<bool>>> = (0..n)
            .map(|x| if seen[x] { Some(reach(x)) } else { None })
            .collect();
        (0..n).any(|x| {
            let Some(rx) = &fwd[x] else { return false };
            if !rx[x] {
                return false; // not on a cycle
            }
            // SCC of x: nodes y with x ->* y and y ->* x.
            let scc: Vec<usize> = (0..n)
                .filter(|&y| rx[y] && fwd[y].as_ref().is_some_and(|ry| ry[x]))
                .collect();
            self.sets
                .iter()
                .all(|set| scc.iter().any(|&y| set[y / len]))
        })
    }
}

/// Converts a `pancam` automaton to an [`Nba`] over the test's numbering (`p{i}` = bit `i`).
pub fn from_pancam(b: &pancam::ltl::Buchi) -> Nba {
    // Our bit j is proposition b.props()[j] = "p{i}": map test bit i to our bit j.
    let map: Vec<(u32, u32)> = b
        .props()
        .iter()
        .enumerate()
        .map(|(j, name)| {
            let i: u32 = name[1..].parse().expect("propositions are p<i>");
            (i, j as u32)
        })
        .collect();
    let translate = move |v: u64| {
        map.iter()
            .fold(0u64, |acc, &(i, j)| acc | ((v >> i & 1) << j))
    };
    let edges = (0..b.num_states() as u32)
        .map(|s| {
            b.edges(s)
                .iter()
                .map(|e| {
                    let g = e.guard.clone();
                    let t = translate.clone();
                    (Label::Fn(Box::new(move |v| g.matches(t(v)))), e.to as usize)
                })
                .collect()
        })
        .collect();
    let acc = (0..b.num_states() as u32)
        .map(|s| b.is_accepting(s))
        .collect();
    Nba {
        initial: vec![b.initial() as usize],
        edges,
        sets: vec![acc],
    }
}

/// Maps a test valuation (`p{i}` = bit `i`) to the valuation of automaton `b`.
pub fn valuation_for(b: &pancam::ltl::Buchi, v: u64) -> u64 {
    b.props().iter().enumerate().fold(0, |acc, (j, name)| {
        let i: u32 = name[1..].parse().expect("propositions are p<i>");
        acc | ((v >> i & 1) << j)
    })
}

// ---------------------------------------------------------------------------------------
// spin -f

/// Runs `spin -f formula` and parses the never claim.
pub fn spin(formula: &str) -> Result<Nba, String> {
    let out = std::process::Command::new("spin")
        .arg("-f")
        .arg(formula)
        .output()
        .map_err(|e| format!("cannot run spin: {e}"))?;
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    if !text.contains("never") {
        return Err(format!(
            "spin failed on {formula}: {}{}",
            text,
            String::from_utf8_lossy(&out.stderr)
        ));
    }
    parse_never_claim(&text)
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
                if let Some(rest) = body.strip_prefix("atomic {") {
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
            _ => B::Var(tok),
        })
    }
    let mut p = 0;
    let b = or(&toks, &mut p)?;
    if p != toks.len() {
        return Err(format!("trailing tokens in guard {s}"));
    }
    Ok(b)
}

// ---------------------------------------------------------------------------------------
// lbt

/// Runs `lbt` on a formula in LBT prefix notation and parses its generalised automaton.
pub fn lbt(prefix_formula: &str) -> Result<Nba, String> {
    use std::io::Write;
    let mut child = std::process::Command::new("lbt")
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot run lbt: {e}"))?;
    child
        .stdin
        .take()
        .ok_or("no stdin")?
        .write_all(format!("{prefix_formula}\n").as_bytes())
        .map_err(|e| e.to_string())?;
    let out = child.wait_with_output().map_err(|e| e.to_string())?;
    parse_lbtt(&String::from_utf8_lossy(&out.stdout))
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
    let mut raw: Vec<(bool, Vec<usize>, Vec<(B, String)>)> = Vec::new();
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
                    _ => B::Var(t),
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
