//! Test support for the `ltl_*` tests, independent of `pancam::ltl`'s internals: random
//! formulas with their own direct semantics on lassos, a generic generalised Büchi automaton
//! with lasso acceptance, and parsers for the outputs of `spin -f` and `lbt`.

mod nba;
mod tools;

pub use nba::{B, Label, Nba, from_pancam, valuation_for};
pub use tools::{
    TOOL_LIMIT, ToolError, lbt, parse_c_expr, parse_lbtt, parse_never_claim, run_tool, spin,
    spin_within,
};

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
    /// `<->` (Spin's translator can take minutes on nests of it).
    pub equiv: bool,
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
                4 if ops.equiv => {
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
