//! Edge guards: boolean functions over at most 64 propositions, as disjunctions of cubes
//! (conjunctions of literals) kept in a canonical, irredundant form.
//!
//! A valuation is a `u64` whose bit `i` is the value of proposition `i`. A [`Cube`] is two
//! masks (propositions required true, required false), so [`Cube::matches`] is two `and`s and
//! compares. [`Guard`] normalises to the Blake canonical form (all prime implicants, by
//! iterated consensus) and then drops redundant primes in a fixed order; the result depends only
//! on the boolean function, so equal functions have equal guards (`==`, `Hash`).

use std::fmt::Write as _;

/// A conjunction of literals: the propositions in `pos` must be true, those in `neg` false.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Cube {
    /// Bit `i` set: proposition `i` must be true.
    pub pos: u64,
    /// Bit `i` set: proposition `i` must be false.
    pub neg: u64,
}

impl Cube {
    /// The empty conjunction, `true`.
    pub const TRUE: Cube = Cube { pos: 0, neg: 0 };

    /// The cube of one literal.
    pub fn literal(prop: u32, neg: bool) -> Cube {
        let bit = 1u64 << prop;
        if neg {
            Cube { pos: 0, neg: bit }
        } else {
            Cube { pos: bit, neg: 0 }
        }
    }

    /// Whether the valuation `v` satisfies the cube.
    #[inline]
    pub fn matches(self, v: u64) -> bool {
        v & self.pos == self.pos && v & self.neg == 0
    }

    /// The conjunction of two cubes, `None` if contradictory.
    #[inline]
    pub fn and(self, o: Cube) -> Option<Cube> {
        let c = Cube {
            pos: self.pos | o.pos,
            neg: self.neg | o.neg,
        };
        (c.pos & c.neg == 0).then_some(c)
    }

    /// Whether every valuation satisfying `self` satisfies `o` (`o`'s literals are a subset).
    #[inline]
    pub fn implies(self, o: Cube) -> bool {
        o.pos & !self.pos == 0 && o.neg & !self.neg == 0
    }

    /// The propositions mentioned.
    #[inline]
    pub fn support(self) -> u64 {
        self.pos | self.neg
    }

    /// Number of literals.
    pub fn literal_count(self) -> u32 {
        self.support().count_ones()
    }

    /// Whether this is the empty conjunction `true`.
    pub fn is_true(self) -> bool {
        self.support() == 0
    }
}

/// A boolean function over the propositions, as a canonical irredundant disjunction of cubes.
/// No cubes means `false`; the single empty cube means `true`.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Guard {
    cubes: Vec<Cube>,
}

impl Guard {
    /// The guard `true`.
    pub fn tt() -> Guard {
        Guard {
            cubes: vec![Cube::TRUE],
        }
    }

    /// The guard `false`.
    pub fn ff() -> Guard {
        Guard { cubes: Vec::new() }
    }

    /// The guard of one cube.
    pub fn cube(c: Cube) -> Guard {
        Guard { cubes: vec![c] }
    }

    /// The disjunction of `cubes`, normalised.
    pub fn from_cubes(cubes: impl IntoIterator<Item = Cube>) -> Guard {
        Guard {
            cubes: normalize(cubes.into_iter().filter(|c| c.pos & c.neg == 0).collect()),
        }
    }

    /// The cubes of the disjunction (empty for `false`).
    pub fn cubes(&self) -> &[Cube] {
        &self.cubes
    }

    /// Whether the valuation `v` (bit `i` = proposition `i`) satisfies the guard.
    #[inline]
    pub fn matches(&self, v: u64) -> bool {
        self.cubes.iter().any(|c| c.matches(v))
    }

    /// Whether the guard is `true`.
    pub fn is_true(&self) -> bool {
        self.cubes.len() == 1 && self.cubes[0].is_true()
    }

    /// Whether the guard is `false`.
    pub fn is_false(&self) -> bool {
        self.cubes.is_empty()
    }

    /// The propositions mentioned.
    pub fn support(&self) -> u64 {
        self.cubes.iter().fold(0, |s, c| s | c.support())
    }

    /// The disjunction.
    pub fn or(&self, o: &Guard) -> Guard {
        Guard::from_cubes(self.cubes.iter().chain(o.cubes.iter()).copied())
    }

    /// The conjunction.
    pub fn and(&self, o: &Guard) -> Guard {
        let mut v = Vec::new();
        for a in &self.cubes {
            for b in &o.cubes {
                if let Some(c) = a.and(*b) {
                    v.push(c);
                }
            }
        }
        Guard::from_cubes(v)
    }

    /// Whether `self` implies the disjunction of `others` (exact, without normalising the
    /// disjunction).
    pub(crate) fn implies_union<'a>(&self, others: impl Iterator<Item = &'a Guard>) -> bool {
        let union: Vec<Cube> = others.flat_map(|g| g.cubes.iter().copied()).collect();
        self.cubes.iter().all(|&c| covers(&union, c))
    }

    /// The complement.
    pub fn not(&self) -> Guard {
        let mut acc = Guard::tt();
        for &c in &self.cubes {
            let clause = Guard::from_cubes(literals(c).map(|(p, neg)| Cube::literal(p, !neg)));
            acc = acc.and(&clause);
            if acc.is_false() {
                break;
            }
        }
        acc
    }

    /// Whether every valuation satisfying `self` satisfies `o` (exact).
    pub fn implies(&self, o: &Guard) -> bool {
        self.cubes.iter().all(|&c| covers(&o.cubes, c))
    }

    /// Writes the guard in Spin (C) syntax, e.g. `((p && !q) || r)`; `1` is true, `0` false.
    pub fn write_spin(&self, props: &[String], out: &mut String) {
        if self.is_false() {
            out.push('0');
            return;
        }
        if self.is_true() {
            out.push('1');
            return;
        }
        let many = self.cubes.len() > 1;
        if many {
            out.push('(');
        }
        for (i, c) in self.cubes.iter().enumerate() {
            if i > 0 {
                out.push_str(" || ");
            }
            out.push('(');
            for (j, (p, neg)) in literals(*c).enumerate() {
                if j > 0 {
                    out.push_str(" && ");
                }
                if neg {
                    out.push('!');
                }
                let name = props.get(p as usize).map(String::as_str).unwrap_or("?");
                if super::lexer::is_identifier(name) {
                    out.push_str(name);
                } else {
                    let _ = write!(out, "({name})");
                }
            }
            out.push(')');
        }
        if many {
            out.push(')');
        }
    }

    /// Writes the guard as an HOA label expression over proposition indices, e.g.
    /// `0 & !1 | 2`; `t` is true, `f` false.
    pub fn write_hoa(&self, out: &mut String) {
        if self.is_false() {
            out.push('f');
            return;
        }
        if self.is_true() {
            out.push('t');
            return;
        }
        for (i, c) in self.cubes.iter().enumerate() {
            if i > 0 {
                out.push_str(" | ");
            }
            for (j, (p, neg)) in literals(*c).enumerate() {
                if j > 0 {
                    out.push_str(" & ");
                }
                let _ = write!(out, "{}{p}", if neg { "!" } else { "" });
            }
        }
    }
}

/// The literals of a cube in proposition order, as `(prop, negated)`.
fn literals(c: Cube) -> impl Iterator<Item = (u32, bool)> {
    (0..64u32)
        .filter(move |&i| c.support() >> i & 1 == 1)
        .map(move |i| (i, c.neg >> i & 1 == 1))
}

/// Whether the disjunction `cubes` covers every valuation of cube `c` (a tautology check of
/// `cubes` restricted to `c`, by Shannon expansion).
fn covers(cubes: &[Cube], c: Cube) -> bool {
    let compatible: Vec<Cube> = cubes
        .iter()
        .copied()
        .filter(|d| d.and(c).is_some())
        .collect();
    if compatible.iter().any(|d| c.implies(*d)) {
        return true;
    }
    // Split on a proposition some compatible cube mentions and `c` does not fix.
    let free = compatible.iter().fold(0, |s, d| s | d.support()) & !c.support();
    if free == 0 {
        return false;
    }
    let x = free.trailing_zeros();
    covers(
        &compatible,
        Cube {
            pos: c.pos | 1 << x,
            ..c
        },
    ) && covers(
        &compatible,
        Cube {
            neg: c.neg | 1 << x,
            ..c
        },
    )
}

/// Canonical irredundant form: all prime implicants (Blake canonical form, by iterated
/// consensus and absorption), sorted, then redundant primes removed in a fixed order.
fn normalize(mut cubes: Vec<Cube>) -> Vec<Cube> {
    absorb(&mut cubes);
    if cubes.len() <= 1 {
        return cubes;
    }
    // Iterated consensus: for two cubes clashing on exactly one proposition, add their
    // consensus unless an existing cube absorbs it.
    let mut i = 0;
    while i < cubes.len() {
        let mut j = 0;
        while j < i {
            let (a, b) = (cubes[i], cubes[j]);
            let clash = (a.pos & b.neg) | (a.neg & b.pos);
            if clash.count_ones() == 1 {
                let c = Cube {
                    pos: (a.pos | b.pos) & !clash,
                    neg: (a.neg | b.neg) & !clash,
                };
                if !cubes.iter().any(|d| c.implies(*d)) {
                    cubes.retain(|d| !d.implies(c));
                    cubes.push(c);
                    // Restart: positions shifted.
                    i = 0;
                    j = 0;
                    continue;
                }
            }
            j += 1;
        }
        i += 1;
    }
    // Sorted primes; drop redundant ones, trying the longest (most literals) first.
    cubes.sort_by_key(|c| (std::cmp::Reverse(c.literal_count()), *c));
    let mut k = 0;
    while k < cubes.len() {
        let c = cubes[k];
        let others: Vec<Cube> = cubes
            .iter()
            .enumerate()
            .filter(|&(m, _)| m != k)
            .map(|(_, d)| *d)
            .collect();
        if covers(&others, c) {
            cubes.remove(k);
        } else {
            k += 1;
        }
    }
    cubes.sort_by_key(|c| (c.literal_count(), *c));
    cubes
}

/// Removes cubes implied by other cubes (and duplicates).
fn absorb(cubes: &mut Vec<Cube>) {
    cubes.sort_by_key(|c| (c.literal_count(), *c));
    cubes.dedup();
    let mut out: Vec<Cube> = Vec::with_capacity(cubes.len());
    for &c in cubes.iter() {
        if !out.iter().any(|d| c.implies(*d)) {
            out.push(c);
        }
    }
    *cubes = out;
}
