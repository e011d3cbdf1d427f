//! A generic generalised Büchi automaton with state-based acceptance sets and lasso
//! acceptance, independent of `pancam::ltl::Buchi::accepts_lasso`.

use super::Lasso;

/// A boolean expression over propositions `p<i>` (edge labels of foreign automata).
#[derive(Debug, Clone)]
pub enum B {
    Const(bool),
    /// Proposition `p<i>`, bit `i` of a valuation.
    Var(u32),
    Not(Box<B>),
    And(Box<B>, Box<B>),
    Or(Box<B>, Box<B>),
}

impl B {
    /// The proposition named `name`, which must be `p<i>`.
    pub fn var(name: &str) -> Result<B, String> {
        name.strip_prefix('p')
            .and_then(|d| d.parse().ok())
            .map(B::Var)
            .ok_or_else(|| format!("unexpected proposition {name}"))
    }

    /// Evaluates with `p<i>` = bit `i` of `v`.
    pub fn eval(&self, v: u64) -> bool {
        match self {
            B::Const(c) => *c,
            B::Var(i) => v >> i & 1 == 1,
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

    /// Whether some run on the lasso visits every acceptance set infinitely often: builds the
    /// product with the lasso, finds its SCCs (Kosaraju) and looks for a reachable non-trivial
    /// SCC meeting every set.
    pub fn accepts(&self, lasso: &Lasso) -> bool {
        let len = lasso.len();
        let n = self.num_states() * len;
        let mut succ: Vec<Vec<usize>> = vec![Vec::new(); n];
        for (q, es) in self.edges.iter().enumerate() {
            for i in 0..len {
                let v = lasso.letter(i);
                for (l, t) in es {
                    if l.eval(v) {
                        succ[q * len + i].push(t * len + lasso.succ(i));
                    }
                }
            }
        }
        // Reachable nodes, in DFS post-order (iterative).
        let mut seen = vec![false; n];
        let mut post = Vec::new();
        for &q in &self.initial {
            let root = q * len;
            if seen[root] {
                continue;
            }
            seen[root] = true;
            let mut stack = vec![(root, 0usize)];
            while let Some((x, k)) = stack.pop() {
                if k < succ[x].len() {
                    stack.push((x, k + 1));
                    let y = succ[x][k];
                    if !seen[y] {
                        seen[y] = true;
                        stack.push((y, 0));
                    }
                } else {
                    post.push(x);
                }
            }
        }
        // Second pass on the reversed graph, in reverse post-order.
        let mut pred: Vec<Vec<usize>> = vec![Vec::new(); n];
        for x in 0..n {
            if seen[x] {
                for &y in &succ[x] {
                    pred[y].push(x);
                }
            }
        }
        let mut comp = vec![usize::MAX; n];
        let mut members: Vec<Vec<usize>> = Vec::new();
        for &x in post.iter().rev() {
            if comp[x] != usize::MAX {
                continue;
            }
            let c = members.len();
            let mut group = vec![x];
            comp[x] = c;
            let mut st = vec![x];
            while let Some(y) = st.pop() {
                for &z in &pred[y] {
                    if seen[z] && comp[z] == usize::MAX {
                        comp[z] = c;
                        group.push(z);
                        st.push(z);
                    }
                }
            }
            members.push(group);
        }
        members.iter().enumerate().any(|(c, group)| {
            let cyclic = group.iter().any(|&x| succ[x].iter().any(|&y| comp[y] == c));
            cyclic
                && self
                    .sets
                    .iter()
                    .all(|set| group.iter().any(|&y| set[y / len]))
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
