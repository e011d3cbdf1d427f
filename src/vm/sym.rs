//! Lazy nondeterministic values (issue 15): a `__VERIFIER_nondet_*` call yields a *symbol*
//! with a domain (a set of disjoint intervals), not one of a handful of enumerated values.
//!
//! A register or a memory cell that holds a symbolic value is *marked* with a [`SymRef`]:
//! symbol `sym` plus the constant `c`, at width `w`, meaning that its bits are
//! `zext((x + c) mod 2^w)` for the symbol's value `x` (the VM's convention for a `w`-bit
//! integer in a 64-bit register). Its concrete bytes hold 0, a placeholder, so that the
//! canonical form is a function of the marks. The marks of a thread's registers are kept with
//! the thread ([`super::state::Thread::sym`]), those of memory with the memory
//! ([`SymMem::cells`]), and the symbols' domains with the memory too ([`SymMem::doms`]).
//!
//! What keeps a value symbolic: copies, loads and stores of the same width, truncation, sign
//! and zero extension, adding or subtracting a constant. What splits the search: comparing it
//! with a constant or with another value of the same symbol (`icmp`, `br`, `switch`,
//! `__VERIFIER_assume`): each possible outcome is a move, with the domain narrowed to the
//! values that give it. Any other use *concretises*: the domain is enumerated value by value
//! when it has at most `K` values (`VmConfig::nondet_k`), and the path is cut otherwise.
//!
//! Exactness: a use at width `u` reads the value as an integer in a window of `2^m` values,
//! `m = min(u, w)` (signed: from `-2^(m-1)`, when `u <= w` and the use is signed; unsigned:
//! from 0). Where `x + c` crosses a wrap-around boundary of that window over the domain, the
//! domain is first split into its *pieces* (one per wrap), on each of which the value is
//! `x + d` for one constant `d`: linear, so every comparison with a constant is an interval
//! constraint on `x`.

use std::collections::BTreeMap;
use std::sync::Arc;

/// A set of integers: sorted, disjoint, non-adjacent inclusive intervals.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Domain {
    iv: Vec<(i128, i128)>,
}

impl Domain {
    /// `lo..=hi` (empty if `lo > hi`).
    pub fn range(lo: i128, hi: i128) -> Domain {
        Domain {
            iv: if lo <= hi { vec![(lo, hi)] } else { Vec::new() },
        }
    }

    /// The single value `v`.
    pub fn single(v: i128) -> Domain {
        Domain::range(v, v)
    }

    /// No value.
    pub fn is_empty(&self) -> bool {
        self.iv.is_empty()
    }

    /// The intervals, in order.
    pub fn intervals(&self) -> &[(i128, i128)] {
        &self.iv
    }

    /// The domain of these intervals, if they are what a domain holds: each `lo <= hi`,
    /// sorted, disjoint and non-adjacent (for the state codec, [`super::codec`]).
    pub(crate) fn from_intervals(iv: Vec<(i128, i128)>) -> Option<Domain> {
        let ok = iv.iter().all(|&(a, b)| a <= b)
            && iv
                .windows(2)
                .all(|w| w[0].1.checked_add(1).is_some_and(|e| e < w[1].0));
        ok.then_some(Domain { iv })
    }

    /// Number of values (saturating at `u128::MAX`).
    pub fn size(&self) -> u128 {
        self.iv.iter().fold(0u128, |s, &(a, b)| {
            s.saturating_add((b - a) as u128).saturating_add(1)
        })
    }

    /// The only value, if there is exactly one.
    pub fn as_single(&self) -> Option<i128> {
        match self.iv[..] {
            [(a, b)] if a == b => Some(a),
            _ => None,
        }
    }

    /// Smallest and largest value (`None` when empty).
    pub fn bounds(&self) -> Option<(i128, i128)> {
        Some((self.iv.first()?.0, self.iv.last()?.1))
    }

    /// The values also in `lo..=hi`.
    pub fn restrict(&self, lo: i128, hi: i128) -> Domain {
        Domain {
            iv: self
                .iv
                .iter()
                .filter_map(|&(a, b)| {
                    let (a, b) = (a.max(lo), b.min(hi));
                    (a <= b).then_some((a, b))
                })
                .collect(),
        }
    }

    /// The values not in `lo..=hi`.
    pub fn without(&self, lo: i128, hi: i128) -> Domain {
        let mut iv = Vec::with_capacity(self.iv.len() + 1);
        for &(a, b) in &self.iv {
            if b < lo || a > hi {
                iv.push((a, b));
                continue;
            }
            if a < lo {
                iv.push((a, lo - 1));
            }
            if b > hi {
                iv.push((hi + 1, b));
            }
        }
        Domain { iv }
    }

    /// The values in either set.
    pub fn union(&self, o: &Domain) -> Domain {
        let mut all: Vec<(i128, i128)> = self.iv.iter().chain(&o.iv).copied().collect();
        all.sort_unstable();
        let mut iv: Vec<(i128, i128)> = Vec::with_capacity(all.len());
        for (a, b) in all {
            match iv.last_mut() {
                Some(l) if a <= l.1.saturating_add(1) => l.1 = l.1.max(b),
                _ => iv.push((a, b)),
            }
        }
        Domain { iv }
    }

    /// The values in both sets.
    pub fn intersect(&self, o: &Domain) -> Domain {
        let mut out = Domain::default();
        for &(a, b) in &o.iv {
            out.iv.extend(self.restrict(a, b).iv);
        }
        out
    }

    /// Every value plus `d`.
    pub fn shift(&self, d: i128) -> Domain {
        Domain {
            iv: self.iv.iter().map(|&(a, b)| (a + d, b + d)).collect(),
        }
    }

    /// The `n`th value in increasing order.
    pub fn nth(&self, mut n: u128) -> Option<i128> {
        for &(a, b) in &self.iv {
            let k = (b - a) as u128 + 1;
            if n < k {
                return Some(a + n as i128);
            }
            n -= k;
        }
        None
    }

    /// The value a counterexample shows: the one closest to 0 (the non-negative one on a
    /// tie), so that `x > 1000` shows 1001.
    pub fn pick(&self) -> Option<i128> {
        self.iv
            .iter()
            .map(|&(a, b)| a.max(0).min(b))
            .min_by_key(|v| (v.unsigned_abs(), *v < 0))
    }
}

/// A symbolic value: the bits `zext((x + c) mod 2^w)` for the value `x` of symbol `sym`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SymRef {
    /// The symbol.
    pub sym: u32,
    /// The constant added.
    pub c: i128,
    /// Width in bits (1..=64).
    pub w: u8,
}

/// Where a symbol came from, for counterexamples: the nondet call's thread and position
/// (function, op) and its C type.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Origin {
    /// The thread that called.
    pub thread: u16,
    /// Function and op index of the call.
    pub func: u32,
    /// Op index of the call.
    pub pc: u32,
    /// The function called (`__VERIFIER_nondet_int`, ...).
    pub name: Arc<str>,
    /// Signed type.
    pub signed: bool,
    /// Width of the type.
    pub bits: u8,
    /// How many symbols the path made before this one: tells apart symbols that reuse an
    /// id along a path (for counterexamples; not part of the canonical form).
    pub serial: u64,
}

/// A symbol: its domain and origin.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Symbol {
    /// The values it may still take.
    pub dom: Domain,
    /// Where it was made.
    pub origin: Origin,
    /// The symbol it was re-based from (`exec::sym`'s `rebase`), if it was: the input is a
    /// value of that symbol, not of this one.
    pub base: Option<Arc<Based>>,
}

/// A symbol before a re-basing: its value `x` became `x' = window(x + c)`, the residue of
/// `x + c` modulo `span` in `[lo, lo + span)`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Based {
    /// The symbol's domain then, and what it was re-based from in turn.
    pub sym: Symbol,
    /// The constant added.
    pub c: i128,
    /// The window: its start and size.
    pub lo: i128,
    /// Size of the window (`2^bits`).
    pub span: i128,
}

impl Symbol {
    /// The input's value on a path where this symbol's value is `v` (`v` in its domain):
    /// `v` itself, or for a re-based symbol a value of the symbol it came from that maps
    /// to `v`, the one closest to 0.
    pub fn input_value(&self, v: i128) -> i128 {
        let Some(b) = &self.base else { return v };
        // x + c ≡ v (mod span), x in b.sym.dom.
        let mut best: Option<i128> = None;
        for &(lo, hi) in b.sym.dom.intervals() {
            // The values of [lo, hi] in that residue class closest to 0.
            let first = lo + (v - b.c - lo).rem_euclid(b.span);
            if first > hi {
                continue;
            }
            let near0 = if first >= 0 {
                first
            } else {
                let k = (-first).div_euclid(b.span);
                let x = first + k * b.span;
                if x > hi { x - b.span } else { x }
            };
            for x in [near0, near0 + b.span, near0 - b.span] {
                if x >= lo
                    && x <= hi
                    && best.is_none_or(|y| (x.unsigned_abs(), x < 0) < (y.unsigned_abs(), y < 0))
                {
                    best = Some(x);
                }
            }
        }
        b.sym.input_value(best.unwrap_or(v))
    }
}

/// The symbolic part of a state's memory: the symbols (by id; `None`: free) and the marked
/// memory cells, by memory index (`(bytes, value)`).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct SymMem {
    /// Symbols by id.
    pub doms: Vec<Option<Symbol>>,
    /// Marked cells: memory index of the first byte → (length in bytes, value).
    pub cells: BTreeMap<usize, (u8, SymRef)>,
    /// Symbols made so far on the path ([`Origin::serial`]).
    pub made: u64,
}

impl SymMem {
    /// The symbol `s` (which a mark names, so it exists).
    pub fn sym(&self, s: u32) -> &Symbol {
        self.doms[s as usize]
            .as_ref()
            .expect("a marked symbol exists")
    }

    /// The cells overlapping memory indices `i..i + n`.
    pub fn overlapping(
        &self,
        i: usize,
        n: usize,
    ) -> impl Iterator<Item = (usize, u8, SymRef)> + '_ {
        // A cell is at most 8 bytes long.
        self.cells
            .range(i.saturating_sub(7)..i + n.max(1))
            .filter(move |(k, (len, _))| **k + usize::from(*len) > i && **k < i + n)
            .map(|(k, (len, r))| (*k, *len, *r))
    }
}

/// How a use reads a value: as a `width`-bit integer, signed or not.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct View {
    /// Width of the use.
    pub width: u8,
    /// Signed reading.
    pub signed: bool,
}

/// One piece of a symbolic value under a view: on the values `dom` of its symbol, the value
/// read is `x + d`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Piece {
    /// The symbol's values in this piece.
    pub dom: Domain,
    /// What a value of the piece adds to the symbol's value.
    pub d: i128,
}

/// The pieces of value `r` of a symbol with domain `dom` read through `v` (see the module
/// documentation), in increasing order of the symbol's value; `None` if there are more than
/// `max` (a narrow view of a wide domain: the use then concretises).
pub fn pieces(dom: &Domain, r: SymRef, v: View, max: usize) -> Option<Vec<Piece>> {
    let m = u32::from(v.width.min(r.w).clamp(1, 64));
    let lo_win: i128 = if v.signed && v.width <= r.w {
        -(1i128 << (m - 1))
    } else {
        0
    };
    let span = 1i128 << m;
    let (a, b) = dom.bounds()?;
    let (ea, eb) = (a + r.c, b + r.c);
    let k0 = (ea - lo_win).div_euclid(span);
    let k1 = (eb - lo_win).div_euclid(span);
    if k1 - k0 >= max as i128 {
        return None;
    }
    let mut out = Vec::new();
    for k in k0..=k1 {
        // Values x with x + c in [lo_win + k·span, lo_win + (k+1)·span - 1].
        let lo = lo_win + k * span - r.c;
        let part = dom.restrict(lo, lo + span - 1);
        if !part.is_empty() {
            out.push(Piece {
                dom: part,
                d: r.c - k * span,
            });
        }
    }
    Some(out)
}

/// The symbol values `x` in `dom` for which `x + d  pred  k` holds (`pred` one of the
/// integer comparisons, on integers: the view has made both sides exact), and those for
/// which it does not.
pub fn compare(dom: &Domain, d: i128, pred: Cmp, k: i128) -> (Domain, Domain) {
    // x + d OP k  <=>  x OP k - d.
    let t = k - d;
    const MIN: i128 = i128::MIN / 4;
    const MAX: i128 = i128::MAX / 4;
    let yes = match pred {
        Cmp::Eq => dom.restrict(t, t),
        Cmp::Ne => dom.without(t, t),
        Cmp::Lt => dom.restrict(MIN, t - 1),
        Cmp::Le => dom.restrict(MIN, t),
        Cmp::Gt => dom.restrict(t + 1, MAX),
        Cmp::Ge => dom.restrict(t, MAX),
    };
    let no = match pred {
        Cmp::Eq => dom.without(t, t),
        Cmp::Ne => dom.restrict(t, t),
        Cmp::Lt => dom.restrict(t, MAX),
        Cmp::Le => dom.restrict(t + 1, MAX),
        Cmp::Gt => dom.restrict(MIN, t),
        Cmp::Ge => dom.restrict(MIN, t - 1),
    };
    (yes, no)
}

/// An integer comparison, signedness aside (the [`View`] carries it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cmp {
    /// `==`
    Eq,
    /// `!=`
    Ne,
    /// `<`
    Lt,
    /// `<=`
    Le,
    /// `>`
    Gt,
    /// `>=`
    Ge,
}

impl Cmp {
    /// The comparison with its operands swapped (`a < b` is `b > a`).
    pub fn flip(self) -> Cmp {
        match self {
            Cmp::Lt => Cmp::Gt,
            Cmp::Le => Cmp::Ge,
            Cmp::Gt => Cmp::Lt,
            Cmp::Ge => Cmp::Le,
            c => c,
        }
    }

    /// Whether `a  self  b`.
    pub fn holds(self, a: i128, b: i128) -> bool {
        match self {
            Cmp::Eq => a == b,
            Cmp::Ne => a != b,
            Cmp::Lt => a < b,
            Cmp::Le => a <= b,
            Cmp::Gt => a > b,
            Cmp::Ge => a >= b,
        }
    }
}

/// The bits of `r` for the symbol's value `x`: `zext((x + c) mod 2^w)`.
pub fn bits_of(r: SymRef, x: i128) -> u64 {
    let v = (x + r.c) as u128 as u64;
    crate::vm::arith::mask(v, r.w)
}

/// The integer a concrete operand of `w` bits reads as through view `v`.
pub fn concrete_as(bits: u64, v: View) -> i128 {
    if v.signed {
        i128::from(crate::vm::arith::sext(bits, v.width.clamp(1, 64)))
    } else {
        i128::from(crate::vm::arith::mask(bits, v.width))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn domains() {
        let d = Domain::range(-8, 8).without(0, 0).without(5, 20);
        assert_eq!(d.intervals(), &[(-8, -1), (1, 4)]);
        assert_eq!(d.size(), 12);
        assert_eq!(d.nth(8), Some(1));
        assert_eq!(d.nth(12), None);
        assert_eq!(d.pick(), Some(1));
        assert_eq!(Domain::range(1001, 2000).pick(), Some(1001));
        assert_eq!(Domain::range(-50, -3).pick(), Some(-3));
        assert_eq!(d.restrict(-2, 2).intervals(), &[(-2, -1), (1, 2)]);
        assert_eq!(Domain::single(7).as_single(), Some(7));
        assert!(Domain::range(3, 2).is_empty());
        let u = Domain::range(0, 3)
            .union(&Domain::range(4, 6))
            .union(&Domain::single(9));
        assert_eq!(u.intervals(), &[(0, 6), (9, 9)]);
        assert_eq!(
            u.intersect(&Domain::range(5, 9)).intervals(),
            &[(5, 6), (9, 9)]
        );
    }

    #[test]
    fn an_int_read_unsigned_splits_at_zero() {
        let dom = Domain::range(-(1 << 31), (1 << 31) - 1);
        let r = SymRef {
            sym: 0,
            c: 0,
            w: 32,
        };
        let p = pieces(
            &dom,
            r,
            View {
                width: 32,
                signed: false,
            },
            4,
        )
        .expect("two pieces");
        assert_eq!(p.len(), 2);
        assert_eq!(p[0].dom, Domain::range(-(1 << 31), -1));
        assert_eq!(p[0].d, 1 << 32);
        assert_eq!(p[1].d, 0);
        // Read signed: one piece.
        let s = pieces(
            &dom,
            r,
            View {
                width: 32,
                signed: true,
            },
            4,
        )
        .expect("one piece");
        assert_eq!(s.len(), 1);
        // x + 1 read signed wraps at the top.
        let r1 = SymRef { c: 1, ..r };
        let s = pieces(
            &dom,
            r1,
            View {
                width: 32,
                signed: true,
            },
            4,
        )
        .expect("two pieces");
        assert_eq!(s.len(), 2);
        assert_eq!(s[1].dom, Domain::single((1 << 31) - 1));
        assert_eq!(s[1].d, 1 - (1 << 32));
        // A 1-bit view of a wide domain has too many pieces.
        assert!(
            pieces(
                &dom,
                r,
                View {
                    width: 1,
                    signed: false
                },
                4
            )
            .is_none()
        );
    }

    #[test]
    fn comparisons_are_interval_constraints() {
        let dom = Domain::range(-10, 10);
        let (y, n) = compare(&dom, 2, Cmp::Lt, 5);
        assert_eq!(y, Domain::range(-10, 2));
        assert_eq!(n, Domain::range(3, 10));
        let (y, n) = compare(&dom, 0, Cmp::Eq, 3);
        assert_eq!(y, Domain::single(3));
        assert_eq!(n.size(), 20);
        // Every value lands in exactly one outcome, and the outcome agrees with the
        // comparison on that value.
        for pred in [Cmp::Eq, Cmp::Ne, Cmp::Lt, Cmp::Le, Cmp::Gt, Cmp::Ge] {
            for k in -12..12 {
                let (y, n) = compare(&dom, -1, pred, k);
                assert_eq!(y.size() + n.size(), dom.size());
                for x in -10..=10 {
                    let in_y = y.restrict(x, x).size() == 1;
                    assert_eq!(in_y, pred.holds(x - 1, k), "{pred:?} {k} {x}");
                }
            }
        }
    }

    #[test]
    fn a_rebased_symbol_shows_an_input_that_maps_to_its_value() {
        let origin = Origin {
            thread: 0,
            func: 0,
            pc: 0,
            name: Arc::from("__VERIFIER_nondet_uint"),
            signed: false,
            bits: 32,
            serial: 0,
        };
        let before = Symbol {
            dom: Domain::range(100_000, (1 << 32) - 1),
            origin: origin.clone(),
            base: None,
        };
        // x' = (x + 3) read as a signed 16-bit number.
        let s = Symbol {
            dom: Domain::range(-(1 << 15), (1 << 15) - 1),
            origin,
            base: Some(Arc::new(Based {
                sym: before,
                c: 3,
                lo: -(1 << 15),
                span: 1 << 16,
            })),
        };
        for v in [-5i128, 0, 7, 32767, -32768] {
            let x = s.input_value(v);
            assert!((100_000..1 << 32).contains(&x), "{v} -> {x}");
            assert_eq!((x + 3 + (1 << 15)).rem_euclid(1 << 16) - (1 << 15), v);
        }
        // The smallest such input: 100,000 is the domain's start.
        let x = s.input_value(0);
        assert!(x - 65536 < 100_000);
    }

    #[test]
    fn bits_follow_the_register_convention() {
        let r = SymRef {
            sym: 0,
            c: 0,
            w: 32,
        };
        assert_eq!(bits_of(r, -1), 0xffff_ffff);
        assert_eq!(bits_of(SymRef { c: 5, ..r }, 3), 8);
        assert_eq!(
            concrete_as(
                0xffff_ffff,
                View {
                    width: 32,
                    signed: true
                }
            ),
            -1
        );
        assert_eq!(
            concrete_as(
                0xffff_ffff,
                View {
                    width: 32,
                    signed: false
                }
            ),
            0xffff_ffff
        );
    }
}
