//! Hash-consed LTL formulas in negation normal form.
//!
//! A [`Store`] interns every node, so structurally equal subformulas share one [`NodeId`] and
//! equality is an integer comparison; the tableau ([`super::tableau`]) relies on this to
//! identify automaton states with formulas. Propositions are indices into the store's name
//! table. Nodes are only built through the smart constructors of [`super::simplify`], so every
//! stored formula is in negation normal form and already simplified.
//!
//! `F φ` is stored as `true U φ` and `G φ` as `false R φ`; weak until, implication and
//! equivalence are rewritten away by the parser. The children of `&&`/`||` are flattened,
//! deduplicated and sorted by a store-independent key (literals by name, then size and a
//! structural hash), so the same formula prints the same way whatever the order in which its
//! store was filled.

use std::collections::HashMap;
use std::fmt;

/// Index of a node in a [`Store`].
pub(crate) type NodeId = u32;

/// The largest number of distinct propositions in one formula (valuations are `u64` bitsets).
pub const MAX_PROPS: usize = 64;

/// One node of a formula in negation normal form.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub(crate) enum Node {
    True,
    False,
    /// A proposition (`neg == false`) or its negation.
    Lit {
        prop: u32,
        neg: bool,
    },
    /// Conjunction of at least two children, sorted and duplicate-free.
    And(Box<[NodeId]>),
    /// Disjunction of at least two children, sorted and duplicate-free.
    Or(Box<[NodeId]>),
    Next(NodeId),
    /// `a U b`; `F b` is `true U b`.
    Until(NodeId, NodeId),
    /// `a R b` (Spin's `V`); `G b` is `false R b`.
    Release(NodeId, NodeId),
}

/// A node with facts computed once at construction.
#[derive(Debug, Clone)]
pub(crate) struct NodeData {
    pub node: Node,
    /// Store-independent structural hash (used for canonical child order).
    pub hash: u64,
    /// Number of nodes in the tree (counting shared subtrees once per occurrence, saturating).
    pub size: u32,
    /// Height of the tree (a literal has height 1).
    pub height: u32,
    /// Pure eventuality: the formula is equivalent to `F` of itself (Etessami–Holzmann).
    pub eventual: bool,
    /// Purely universal: the formula is equivalent to `G` of itself.
    pub universal: bool,
    /// The formula contains `X`.
    pub has_next: bool,
}

/// The interning table of formula nodes and the proposition names.
#[derive(Debug, Clone, Default)]
pub(crate) struct Store {
    pub(crate) nodes: Vec<NodeData>,
    map: HashMap<Node, NodeId>,
    pub(crate) props: Vec<String>,
    prop_index: HashMap<String, u32>,
    pub(crate) neg_cache: HashMap<NodeId, NodeId>,
    pub(crate) implies_cache: HashMap<(NodeId, NodeId), bool>,
}

/// Node id of `true` in every store.
pub(crate) const TRUE: NodeId = 0;
/// Node id of `false` in every store.
pub(crate) const FALSE: NodeId = 1;

impl Store {
    /// An empty store holding only `true` and `false`.
    pub fn new() -> Store {
        let mut s = Store::default();
        let t = s.intern(Node::True);
        let f = s.intern(Node::False);
        debug_assert_eq!((t, f), (TRUE, FALSE));
        s
    }

    /// The node behind `id`.
    #[inline]
    pub fn node(&self, id: NodeId) -> &Node {
        &self.nodes[id as usize].node
    }

    /// The facts about `id`.
    #[inline]
    pub fn data(&self, id: NodeId) -> &NodeData {
        &self.nodes[id as usize]
    }

    /// The index of proposition `name`, adding it if new; `None` if the table is full.
    pub fn prop(&mut self, name: &str) -> Option<u32> {
        if let Some(&i) = self.prop_index.get(name) {
            return Some(i);
        }
        if self.props.len() >= MAX_PROPS {
            return None;
        }
        let i = self.props.len() as u32;
        self.props.push(name.to_string());
        self.prop_index.insert(name.to_string(), i);
        Some(i)
    }

    /// Interns `node` as is (no simplification); callers are the smart constructors.
    pub(crate) fn intern(&mut self, node: Node) -> NodeId {
        if let Some(&id) = self.map.get(&node) {
            return id;
        }
        let data = self.compute_data(&node);
        let id = self.nodes.len() as NodeId;
        self.nodes.push(data);
        self.map.insert(node, id);
        id
    }

    fn compute_data(&self, node: &Node) -> NodeData {
        let mut h = Hasher::new(tag(node));
        let (mut size, mut height) = (1u32, 1u32);
        let (eventual, universal, has_next);
        let mut kids = |ids: &[NodeId], h: &mut Hasher| {
            for &c in ids {
                let d = self.data(c);
                h.add(d.hash);
                size = size.saturating_add(d.size);
                height = height.max(d.height + 1);
            }
        };
        match node {
            Node::True | Node::False => {
                eventual = true;
                universal = true;
                has_next = false;
            }
            Node::Lit { prop, neg } => {
                h.add(name_hash(&self.props[*prop as usize]));
                h.add(*neg as u64);
                eventual = false;
                universal = false;
                has_next = false;
            }
            Node::And(cs) | Node::Or(cs) => {
                kids(cs, &mut h);
                eventual = cs.iter().all(|&c| self.data(c).eventual);
                universal = cs.iter().all(|&c| self.data(c).universal);
                has_next = cs.iter().any(|&c| self.data(c).has_next);
            }
            Node::Next(a) => {
                kids(&[*a], &mut h);
                let d = self.data(*a);
                eventual = d.eventual;
                universal = d.universal;
                has_next = true;
            }
            Node::Until(a, b) => {
                kids(&[*a, *b], &mut h);
                let (da, db) = (self.data(*a), self.data(*b));
                // F b is eventual; F of a universal formula is universal (F G p = G F G p).
                eventual = *a == TRUE || db.eventual;
                universal = *a == TRUE && db.universal;
                has_next = da.has_next || db.has_next;
            }
            Node::Release(a, b) => {
                kids(&[*a, *b], &mut h);
                let (da, db) = (self.data(*a), self.data(*b));
                universal = *a == FALSE || db.universal;
                eventual = *a == FALSE && db.eventual;
                has_next = da.has_next || db.has_next;
            }
        }
        NodeData {
            node: node.clone(),
            hash: h.finish(),
            size,
            height,
            eventual,
            universal,
            has_next,
        }
    }

    /// Canonical order of `&&`/`||` children: literals first (by name, positive first), then
    /// by size, structural hash and finally id.
    pub(crate) fn cmp_nodes(&self, a: NodeId, b: NodeId) -> std::cmp::Ordering {
        use std::cmp::Ordering;
        if a == b {
            return Ordering::Equal;
        }
        let (da, db) = (self.data(a), self.data(b));
        match (&da.node, &db.node) {
            (Node::Lit { prop: pa, neg: na }, Node::Lit { prop: pb, neg: nb }) => self.props
                [*pa as usize]
                .cmp(&self.props[*pb as usize])
                .then(na.cmp(nb)),
            (Node::Lit { .. }, _) => Ordering::Less,
            (_, Node::Lit { .. }) => Ordering::Greater,
            _ => da
                .size
                .cmp(&db.size)
                .then(da.hash.cmp(&db.hash))
                .then(a.cmp(&b)),
        }
    }

    /// Writes `id` in Spin syntax, fully parenthesising binary operators.
    pub(crate) fn write(&self, id: NodeId, out: &mut String) {
        match self.node(id) {
            Node::True => out.push_str("true"),
            Node::False => out.push_str("false"),
            Node::Lit { prop, neg } => {
                if *neg {
                    out.push('!');
                }
                write_prop(&self.props[*prop as usize], out);
            }
            Node::And(cs) | Node::Or(cs) => {
                let op = if matches!(self.node(id), Node::And(_)) {
                    " && "
                } else {
                    " || "
                };
                out.push('(');
                for (i, &c) in cs.iter().enumerate() {
                    if i > 0 {
                        out.push_str(op);
                    }
                    self.write(c, out);
                }
                out.push(')');
            }
            Node::Next(a) => {
                out.push_str("X ");
                self.write(*a, out);
            }
            Node::Until(a, b) if *a == TRUE => {
                out.push_str("<>");
                self.write(*b, out);
            }
            Node::Release(a, b) if *a == FALSE => {
                out.push_str("[]");
                self.write(*b, out);
            }
            Node::Until(a, b) | Node::Release(a, b) => {
                let op = if matches!(self.node(id), Node::Until(..)) {
                    " U "
                } else {
                    " V "
                };
                out.push('(');
                self.write(*a, out);
                out.push_str(op);
                self.write(*b, out);
                out.push(')');
            }
        }
    }

    /// Structural equality of `a` in `self` and `b` in `other` (names compared, not indices).
    pub(crate) fn same(&self, a: NodeId, other: &Store, b: NodeId) -> bool {
        let (da, db) = (self.data(a), other.data(b));
        if da.hash != db.hash {
            return false;
        }
        match (&da.node, &db.node) {
            (Node::True, Node::True) | (Node::False, Node::False) => true,
            (Node::Lit { prop: pa, neg: na }, Node::Lit { prop: pb, neg: nb }) => {
                na == nb && self.props[*pa as usize] == other.props[*pb as usize]
            }
            (Node::And(xs), Node::And(ys)) | (Node::Or(xs), Node::Or(ys)) => {
                xs.len() == ys.len()
                    && xs
                        .iter()
                        .zip(ys.iter())
                        .all(|(&x, &y)| self.same(x, other, y))
            }
            (Node::Next(x), Node::Next(y)) => self.same(*x, other, *y),
            (Node::Until(x1, x2), Node::Until(y1, y2))
            | (Node::Release(x1, x2), Node::Release(y1, y2)) => {
                self.same(*x1, other, *y1) && self.same(*x2, other, *y2)
            }
            _ => false,
        }
    }
}

/// Writes a proposition name; a name that is not an identifier (a `{...}` predicate) is
/// written back in braces.
fn write_prop(name: &str, out: &mut String) {
    if super::lexer::is_identifier(name) {
        out.push_str(name);
    } else {
        out.push('{');
        out.push_str(name);
        out.push('}');
    }
}

fn tag(node: &Node) -> u64 {
    match node {
        Node::True => 1,
        Node::False => 2,
        Node::Lit { .. } => 3,
        Node::And(_) => 4,
        Node::Or(_) => 5,
        Node::Next(_) => 6,
        Node::Until(..) => 7,
        Node::Release(..) => 8,
    }
}

fn name_hash(name: &str) -> u64 {
    xxhash_rust::xxh3::xxh3_64(name.as_bytes())
}

/// Order-sensitive combination of 64-bit words (children are already in canonical order).
struct Hasher(u64);

impl Hasher {
    fn new(seed: u64) -> Hasher {
        Hasher(xxhash_rust::xxh3::xxh3_64(&seed.to_le_bytes()))
    }
    fn add(&mut self, x: u64) {
        let mut buf = [0u8; 16];
        buf[..8].copy_from_slice(&self.0.to_le_bytes());
        buf[8..].copy_from_slice(&x.to_le_bytes());
        self.0 = xxhash_rust::xxh3::xxh3_64(&buf);
    }
    fn finish(&self) -> u64 {
        self.0
    }
}

/// An LTL formula in negation normal form, simplified, over a table of named propositions.
///
/// Obtain one with [`super::parse`]. Proposition `i` of [`Formula::props`] is bit `i` of the
/// valuations the automata of [`super::translate`] read. `Display` prints Spin syntax that
/// [`super::parse`] reads back to an equal formula; equality (`==`) is structural, comparing
/// proposition names, not indices.
#[derive(Clone)]
pub struct Formula {
    pub(crate) store: Store,
    pub(crate) root: NodeId,
}

impl Formula {
    /// The proposition names; index `i` is bit `i` of a valuation. Propositions that were
    /// simplified away (as in `p || !p`) keep their index.
    pub fn props(&self) -> &[String] {
        &self.store.props
    }

    /// The negation, in negation normal form (`!(p U q)` becomes `!p V !q`), with the same
    /// proposition table.
    pub fn negate(&self) -> Formula {
        let mut store = self.store.clone();
        let root = store.not(self.root);
        Formula { store, root }
    }

    /// Whether the formula uses `X`. Formulas without `X` are stuttering-invariant, which the
    /// superstep reduction requires.
    pub fn has_next(&self) -> bool {
        self.store.data(self.root).has_next
    }

    /// Number of operators and atoms in the formula tree.
    pub fn size(&self) -> usize {
        self.store.data(self.root).size as usize
    }

    /// Whether the formula simplified to `true`.
    pub fn is_true(&self) -> bool {
        self.root == TRUE
    }

    /// Whether the formula simplified to `false`.
    pub fn is_false(&self) -> bool {
        self.root == FALSE
    }
}

impl fmt::Display for Formula {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut s = String::new();
        self.store.write(self.root, &mut s);
        f.write_str(&s)
    }
}

impl fmt::Debug for Formula {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Formula({self})")
    }
}

impl PartialEq for Formula {
    fn eq(&self, other: &Formula) -> bool {
        self.store.same(self.root, &other.store, other.root)
    }
}

impl Eq for Formula {}
