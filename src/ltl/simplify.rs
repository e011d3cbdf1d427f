//! Smart constructors: every formula node is built here, in negation normal form and
//! simplified.
//!
//! The rewrite rules are the classic ones of Etessami & Holzmann ("Optimizing Büchi automata",
//! CONCUR 2000) and Somenzi & Bloem ("Efficient Büchi automata from LTL formulae", CAV 2000):
//!
//! - constants: `X true = true`, `p U true = true`, `false U p = p`, `p V false = false`, …;
//! - idempotence: `p U p = p`, `F F p = F p`, `G G p = G p`, `p && p = p`;
//! - next: `X a U X b = X (a U b)`, `X a V X b = X (a V b)`, `F X a = X F a`,
//!   `G X a = X G a`;
//! - pure eventualities and universal formulas: `a U e = e` and `F e = e` when `e` is a pure
//!   eventuality (`F G F p = G F p`, `F (p U q) = F q`), `a V u = u` and `G u = u` when `u` is
//!   purely universal (`G F G p = F G p`), `X φ = φ` when `φ` is both;
//! - merging: `(a U c) && (b U c) = (a && b) U c`, `(a V b) && (a V c) = a V (b && c)`
//!   (so `G a && G b = G (a && b)`), `X a && X b = X (a && b)`, `F G a && F G b =
//!   F G (a && b)`, and the duals for `||` (`F a || F b = F (a || b)`,
//!   `G F a || G F b = G F (a || b)`);
//! - syntactic implication (Somenzi–Bloem): in `a && b` a conjunct implied by another is
//!   dropped, in `a || b` a disjunct implying another is dropped, `a && b = false` when `a`
//!   implies `!b`, `a || b = true` when `!a` implies `b`, `a U b = b` when `a` implies `b`,
//!   `a V b = b` when `b` implies `a`.

use super::formula::{FALSE, Node, NodeId, Store, TRUE};

impl Store {
    /// The literal `prop` (negated if `neg`).
    pub fn lit(&mut self, prop: u32, neg: bool) -> NodeId {
        self.intern(Node::Lit { prop, neg })
    }

    /// Negation in negation normal form (memoised).
    pub fn not(&mut self, a: NodeId) -> NodeId {
        if let Some(&n) = self.neg_cache.get(&a) {
            return n;
        }
        let n = match self.node(a).clone() {
            Node::True => FALSE,
            Node::False => TRUE,
            Node::Lit { prop, neg } => self.lit(prop, !neg),
            Node::And(cs) => {
                let ns: Vec<NodeId> = cs.iter().map(|&c| self.not(c)).collect();
                self.or(ns)
            }
            Node::Or(cs) => {
                let ns: Vec<NodeId> = cs.iter().map(|&c| self.not(c)).collect();
                self.and(ns)
            }
            Node::Next(x) => {
                let nx = self.not(x);
                self.next(nx)
            }
            Node::Until(x, y) => {
                let (nx, ny) = (self.not(x), self.not(y));
                self.release(nx, ny)
            }
            Node::Release(x, y) => {
                let (nx, ny) = (self.not(x), self.not(y));
                self.until(nx, ny)
            }
        };
        self.neg_cache.insert(a, n);
        self.neg_cache.insert(n, a);
        n
    }

    /// `a && b`.
    pub fn and2(&mut self, a: NodeId, b: NodeId) -> NodeId {
        self.and(vec![a, b])
    }

    /// `a || b`.
    pub fn or2(&mut self, a: NodeId, b: NodeId) -> NodeId {
        self.or(vec![a, b])
    }

    /// `a -> b`, as `!a || b`.
    pub fn implies(&mut self, a: NodeId, b: NodeId) -> NodeId {
        let na = self.not(a);
        self.or2(na, b)
    }

    /// `a <-> b`, as `(a && b) || (!a && !b)`.
    pub fn equiv(&mut self, a: NodeId, b: NodeId) -> NodeId {
        let both = self.and2(a, b);
        let (na, nb) = (self.not(a), self.not(b));
        let neither = self.and2(na, nb);
        self.or2(both, neither)
    }

    /// `F a`.
    pub fn eventually(&mut self, a: NodeId) -> NodeId {
        self.until(TRUE, a)
    }

    /// `G a`.
    pub fn always(&mut self, a: NodeId) -> NodeId {
        self.release(FALSE, a)
    }

    /// `a W b` (weak until), as `b V (a || b)`.
    pub fn weak_until(&mut self, a: NodeId, b: NodeId) -> NodeId {
        let ab = self.or2(a, b);
        self.release(b, ab)
    }

    /// `X a`.
    pub fn next(&mut self, a: NodeId) -> NodeId {
        let d = self.data(a);
        if a == TRUE || a == FALSE || (d.eventual && d.universal) {
            return a;
        }
        self.intern(Node::Next(a))
    }

    /// `a U b`.
    pub fn until(&mut self, a: NodeId, b: NodeId) -> NodeId {
        if b == TRUE || b == FALSE || a == FALSE || self.data(b).eventual || self.entails(a, b) {
            return b;
        }
        match self.node(b).clone() {
            // a U (a U c) = a U c
            Node::Until(x, _) if x == a => return b,
            // F (x U c) = F c
            Node::Until(_, c) if a == TRUE => return self.until(TRUE, c),
            // F X c = X F c
            Node::Next(c) if a == TRUE => {
                let fc = self.until(TRUE, c);
                return self.next(fc);
            }
            _ => {}
        }
        match (self.node(a).clone(), self.node(b).clone()) {
            // (x U b) U b = x U b
            (Node::Until(_, y), _) if y == b => return a,
            // X x U X y = X (x U y)
            (Node::Next(x), Node::Next(y)) => {
                let u = self.until(x, y);
                return self.next(u);
            }
            _ => {}
        }
        self.intern(Node::Until(a, b))
    }

    /// `a V b` (release).
    pub fn release(&mut self, a: NodeId, b: NodeId) -> NodeId {
        if b == TRUE || b == FALSE || a == TRUE || self.data(b).universal || self.entails(b, a) {
            return b;
        }
        match self.node(b).clone() {
            // a V (a V c) = a V c
            Node::Release(x, _) if x == a => return b,
            // G (x V c) = G c
            Node::Release(_, c) if a == FALSE => return self.release(FALSE, c),
            // G X c = X G c
            Node::Next(c) if a == FALSE => {
                let gc = self.release(FALSE, c);
                return self.next(gc);
            }
            _ => {}
        }
        match (self.node(a).clone(), self.node(b).clone()) {
            // (x V b) V b = x V b
            (Node::Release(_, y), _) if y == b => return a,
            // X x V X y = X (x V y)
            (Node::Next(x), Node::Next(y)) => {
                let r = self.release(x, y);
                return self.next(r);
            }
            _ => {}
        }
        self.intern(Node::Release(a, b))
    }

    /// Conjunction of `children` (any number, flattened and simplified).
    pub fn and(&mut self, children: Vec<NodeId>) -> NodeId {
        self.nary(children, true)
    }

    /// Disjunction of `children` (any number, flattened and simplified).
    pub fn or(&mut self, children: Vec<NodeId>) -> NodeId {
        self.nary(children, false)
    }

    /// Shared implementation of `and` (`conj`) and `or` (`!conj`), described for `and`; `or`
    /// is its dual.
    fn nary(&mut self, children: Vec<NodeId>, conj: bool) -> NodeId {
        let (unit, zero) = if conj { (TRUE, FALSE) } else { (FALSE, TRUE) };
        let mut cs = Vec::with_capacity(children.len());
        let mut stack = children;
        while let Some(c) = stack.pop() {
            match self.node(c) {
                Node::And(xs) if conj => stack.extend(xs.iter().copied()),
                Node::Or(xs) if !conj => stack.extend(xs.iter().copied()),
                _ if c == unit => {}
                _ if c == zero => return zero,
                _ => cs.push(c),
            }
        }
        loop {
            cs.sort_unstable();
            cs.dedup();
            // Contradiction (a && b with a => !b) and absorption (drop b when a => b).
            let n = cs.len();
            let mut keep = vec![true; n];
            for i in 0..n {
                for j in 0..n {
                    if i == j || !keep[i] || !keep[j] {
                        continue;
                    }
                    let (a, b) = (cs[i], cs[j]);
                    let clash = if conj {
                        let nb = self.not(b);
                        self.entails(a, nb)
                    } else {
                        let na = self.not(a);
                        self.entails(na, b)
                    };
                    if clash {
                        return zero;
                    }
                    let absorbed = if conj {
                        self.entails(a, b)
                    } else {
                        self.entails(b, a)
                    };
                    if absorbed {
                        keep[j] = false;
                    }
                }
            }
            let mut kept: Vec<NodeId> = cs
                .iter()
                .zip(&keep)
                .filter(|&(_, &k)| k)
                .map(|(&c, _)| c)
                .collect();
            match self.merge_pair(&kept, conj) {
                Some((i, j, merged)) => {
                    kept.swap_remove(j.max(i));
                    kept.swap_remove(j.min(i));
                    if merged == zero {
                        return zero;
                    }
                    if merged != unit {
                        kept.push(merged);
                    }
                    // Flatten the merged node if it has the same connective.
                    let mut flat = Vec::with_capacity(kept.len());
                    for c in kept {
                        match self.node(c) {
                            Node::And(xs) if conj => flat.extend(xs.iter().copied()),
                            Node::Or(xs) if !conj => flat.extend(xs.iter().copied()),
                            _ => flat.push(c),
                        }
                    }
                    cs = flat;
                }
                None => {
                    return match kept.len() {
                        0 => unit,
                        1 => kept[0],
                        _ => {
                            kept.sort_by(|&a, &b| self.cmp_nodes(a, b));
                            let kids = kept.into_boxed_slice();
                            self.intern(if conj {
                                Node::And(kids)
                            } else {
                                Node::Or(kids)
                            })
                        }
                    };
                }
            }
        }
    }

    /// Finds two children that merge into one temporal formula (rules in the module header).
    fn merge_pair(&mut self, cs: &[NodeId], conj: bool) -> Option<(usize, usize, NodeId)> {
        for i in 0..cs.len() {
            for j in i + 1..cs.len() {
                if let Some(m) = self.merge2(cs[i], cs[j], conj) {
                    return Some((i, j, m));
                }
            }
        }
        None
    }

    fn merge2(&mut self, a: NodeId, b: NodeId, conj: bool) -> Option<NodeId> {
        let (na, nb) = (self.node(a).clone(), self.node(b).clone());
        match (na, nb) {
            (Node::Next(x), Node::Next(y)) => {
                let inner = if conj {
                    self.and2(x, y)
                } else {
                    self.or2(x, y)
                };
                Some(self.next(inner))
            }
            (Node::Until(x1, x2), Node::Until(y1, y2)) => {
                if conj && x2 == y2 {
                    // (x1 U c) && (y1 U c) = (x1 && y1) U c
                    let l = self.and2(x1, y1);
                    Some(self.until(l, x2))
                } else if !conj && x1 == y1 {
                    // (a U x2) || (a U y2) = a U (x2 || y2); includes F a || F b.
                    let r = self.or2(x2, y2);
                    Some(self.until(x1, r))
                } else if conj && x1 == TRUE && y1 == TRUE {
                    // F G a && F G b = F G (a && b)
                    let (ga, gb) = (self.always_arg(x2)?, self.always_arg(y2)?);
                    let ab = self.and2(ga, gb);
                    let g = self.always(ab);
                    Some(self.eventually(g))
                } else {
                    None
                }
            }
            (Node::Release(x1, x2), Node::Release(y1, y2)) => {
                if conj && x1 == y1 {
                    // (a V x2) && (a V y2) = a V (x2 && y2); includes G a && G b.
                    let r = self.and2(x2, y2);
                    Some(self.release(x1, r))
                } else if !conj && x2 == y2 {
                    // (x1 V c) || (y1 V c) = (x1 || y1) V c
                    let l = self.or2(x1, y1);
                    Some(self.release(l, x2))
                } else if !conj && x1 == FALSE && y1 == FALSE {
                    // G F a || G F b = G F (a || b)
                    let (fa, fb) = (self.eventually_arg(x2)?, self.eventually_arg(y2)?);
                    let ab = self.or2(fa, fb);
                    let f = self.eventually(ab);
                    Some(self.always(f))
                } else {
                    None
                }
            }
            _ => None,
        }
    }

    /// `Some(a)` if `id` is `G a`.
    fn always_arg(&self, id: NodeId) -> Option<NodeId> {
        match self.node(id) {
            Node::Release(x, a) if *x == FALSE => Some(*a),
            _ => None,
        }
    }

    /// `Some(a)` if `id` is `F a`.
    fn eventually_arg(&self, id: NodeId) -> Option<NodeId> {
        match self.node(id) {
            Node::Until(x, a) if *x == TRUE => Some(*a),
            _ => None,
        }
    }

    /// Syntactic implication: `true` only if every word satisfying `a` satisfies `b`
    /// (sound, incomplete; the rules of Somenzi & Bloem, memoised).
    ///
    /// Deliberately no rule looks through `X` into the future (such as `X F c => F c`): the
    /// tableau ([`super::tableau`]) identifies states with simplified formulas, and absorbing
    /// `F c` into a conjunct that only guarantees it *one step later* (`G X F c && F c` to
    /// `G X F c`) would let a state postpone `F c` forever without ever carrying its promise,
    /// so the automaton would accept words where `c` never holds. Every rule here proves
    /// `b` from what `a` requires at the current position (or from `X a'` to `X b'`), so a
    /// kept conjunct always expands the absorbed one's obligations itself.
    pub fn entails(&mut self, a: NodeId, b: NodeId) -> bool {
        if a == b || b == TRUE || a == FALSE {
            return true;
        }
        if a == TRUE || b == FALSE {
            return false;
        }
        if let Some(&r) = self.implies_cache.get(&(a, b)) {
            return r;
        }
        let r = self.entails_uncached(a, b);
        self.implies_cache.insert((a, b), r);
        r
    }

    fn entails_uncached(&mut self, a: NodeId, b: NodeId) -> bool {
        let (na, nb) = (self.node(a).clone(), self.node(b).clone());
        if let Node::And(bs) = &nb {
            return bs.iter().all(|&x| self.entails(a, x));
        }
        if let Node::Or(as_) = &na {
            return as_.iter().all(|&x| self.entails(x, b));
        }
        if let Node::Or(bs) = &nb
            && bs.iter().any(|&x| self.entails(a, x))
        {
            return true;
        }
        if let Node::And(as_) = &na
            && as_.iter().any(|&x| self.entails(x, b))
        {
            return true;
        }
        match (&na, &nb) {
            (Node::Next(x), Node::Next(y)) => return self.entails(*x, *y),
            // a U b => c when a => c and b => c
            (Node::Until(x1, x2), _) if self.entails(*x1, b) && self.entails(*x2, b) => {
                return true;
            }
            // a V b => b
            (Node::Release(_, x2), _) if self.entails(*x2, b) => return true,
            _ => {}
        }
        match nb {
            Node::Until(y1, y2) => {
                if self.entails(a, y2) {
                    return true;
                }
                if let Node::Until(x1, x2) = na {
                    return self.entails(x1, y1) && self.entails(x2, y2);
                }
                false
            }
            Node::Release(y1, y2) => {
                // y1 && y2 => y1 V y2
                if self.entails(a, y1) && self.entails(a, y2) {
                    return true;
                }
                if let Node::Release(x1, x2) = na {
                    return self.entails(x1, y1) && self.entails(x2, y2);
                }
                false
            }
            _ => false,
        }
    }
}
