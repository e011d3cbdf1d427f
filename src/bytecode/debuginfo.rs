//! C types of global variables from DWARF-style debug metadata (`DIGlobalVariable`,
//! `DIBasicType`, `DIDerivedType`, `DICompositeType`), so that counterexamples and
//! propositions can name `flag[1]` or `q.count` and print values as C would.

use crate::ir::{MdNode, MdValue, Module};

/// A C type, as far as printing values and resolving names needs.
#[derive(Clone, Debug, PartialEq)]
pub enum CType {
    /// An integer of `size` bytes.
    Int {
        /// Size in bytes.
        size: u32,
        /// Signed.
        signed: bool,
    },
    /// `_Bool`.
    Bool,
    /// A floating-point value of `size` bytes.
    Float(u32),
    /// A pointer.
    Ptr,
    /// An array of `count` elements `stride` bytes apart.
    Array {
        /// Element type.
        elem: Box<CType>,
        /// Number of elements.
        count: u64,
        /// Distance between elements in bytes.
        stride: u64,
    },
    /// A struct or union: fields with their byte offsets.
    Struct {
        /// Fields (name, offset, type).
        fields: Vec<(String, u64, CType)>,
        /// Size in bytes.
        size: u64,
    },
    /// Something else of this size in bytes.
    Opaque(u64),
    /// A pthread type (recognised by its typedef name): one value, shown by its meaning
    /// rather than by the C library's internal fields.
    Pthread {
        /// Which.
        ty: PthreadType,
        /// The C library's definition (a union of internal fields, or an `int`).
        repr: Box<CType>,
    },
}

/// The pthread types whose values pancam shows by meaning ([`crate::vm::sync::render`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PthreadType {
    /// `pthread_mutex_t`.
    Mutex,
    /// `pthread_mutexattr_t`.
    Mutexattr,
    /// `pthread_cond_t`.
    Cond,
    /// `pthread_rwlock_t`.
    Rwlock,
    /// `pthread_barrier_t`.
    Barrier,
    /// `pthread_spinlock_t`.
    Spin,
}

impl PthreadType {
    /// The type a C typedef name denotes.
    pub fn from_typedef(name: &str) -> Option<Self> {
        Some(match name {
            "pthread_mutex_t" => PthreadType::Mutex,
            "pthread_mutexattr_t" => PthreadType::Mutexattr,
            "pthread_cond_t" => PthreadType::Cond,
            "pthread_rwlock_t" => PthreadType::Rwlock,
            "pthread_barrier_t" => PthreadType::Barrier,
            "pthread_spinlock_t" => PthreadType::Spin,
            _ => return None,
        })
    }
}

impl CType {
    /// Size in bytes.
    pub fn size(&self) -> u64 {
        match self {
            CType::Int { size, .. } | CType::Float(size) => u64::from(*size),
            CType::Bool => 1,
            CType::Ptr => 8,
            CType::Array { count, stride, .. } => count * stride,
            CType::Struct { size, .. } => *size,
            CType::Opaque(s) => *s,
            CType::Pthread { repr, .. } => repr.size(),
        }
    }

    /// The C path suffix (`[1]`, `.count`, `[2].lock`) of the element or field of this type
    /// that byte `off` lies in, down to a scalar or a pthread object, and the offset of the
    /// byte from there.
    pub fn path_at(&self, off: u64) -> (String, u64) {
        let mut path = String::new();
        let (mut t, mut off) = (self, off);
        loop {
            match t {
                CType::Array {
                    elem,
                    count,
                    stride,
                } if *stride > 0 && off / stride < *count => {
                    path.push_str(&format!("[{}]", off / stride));
                    off %= stride;
                    t = elem;
                }
                CType::Struct { fields, .. } => {
                    let Some((n, o, f)) = fields
                        .iter()
                        .find(|(_, o, f)| *o <= off && off < o + f.size().max(1))
                    else {
                        return (path, off);
                    };
                    path.push('.');
                    path.push_str(n);
                    off -= o;
                    t = f;
                }
                _ => return (path, off),
            }
        }
    }

    /// Scalar leaves and pthread objects (whole): (C path suffix like `[1]` or `.count`, byte
    /// offset, leaf type), at most `limit` of them.
    pub fn leaves(&self, limit: usize) -> Vec<(String, u64, CType)> {
        let mut out = Vec::new();
        self.collect("", 0, &mut out, limit);
        out
    }

    fn collect(&self, path: &str, off: u64, out: &mut Vec<(String, u64, CType)>, limit: usize) {
        if out.len() >= limit {
            return;
        }
        match self {
            CType::Array {
                elem,
                count,
                stride,
            } => {
                for i in 0..*count {
                    elem.collect(&format!("{path}[{i}]"), off + i * stride, out, limit);
                    if out.len() >= limit {
                        return;
                    }
                }
            }
            CType::Struct { fields, .. } => {
                for (n, o, t) in fields {
                    t.collect(&format!("{path}.{n}"), off + o, out, limit);
                }
            }
            t => out.push((path.to_string(), off, t.clone())),
        }
    }
}

fn int_field(n: &MdNode, f: &str) -> Option<i128> {
    match n.field(f) {
        Some(MdValue::Int(i)) => Some(*i),
        _ => None,
    }
}

fn str_field<'a>(n: &'a MdNode, f: &str) -> Option<&'a str> {
    match n.field(f) {
        Some(MdValue::Str(s)) => Some(s),
        _ => None,
    }
}

fn ident_field<'a>(n: &'a MdNode, f: &str) -> Option<&'a str> {
    match n.field(f) {
        Some(MdValue::Ident(s)) => Some(s),
        _ => None,
    }
}

/// Resolves metadata types of one module.
pub struct TypeReader<'m> {
    m: &'m Module,
    ptr_size: u32,
}

impl<'m> TypeReader<'m> {
    /// A reader for module `m` with pointers of `ptr_size` bytes.
    pub fn new(m: &'m Module, ptr_size: u32) -> Self {
        TypeReader { m, ptr_size }
    }

    /// The C type of a global from its `!dbg` attachments.
    pub fn global_type(&self, dbg: &[u32]) -> Option<CType> {
        for &d in dbg {
            let node = self.m.md(d)?;
            let var = match node.field("var") {
                Some(v) => self.m.md_node(v)?,
                None => node,
            };
            if let Some(t) = var.field("type") {
                return self.ty(t, 0);
            }
        }
        None
    }

    fn ty(&self, v: &MdValue, depth: u32) -> Option<CType> {
        if depth > 32 {
            return None;
        }
        let n = match v {
            MdValue::Null => return Some(CType::Opaque(0)),
            v => self.m.md_node(v)?,
        };
        let bits = int_field(n, "size").unwrap_or(0);
        let bytes = (bits / 8) as u64;
        match n.kind() {
            "DIBasicType" => {
                let enc = ident_field(n, "encoding").unwrap_or("");
                Some(match enc {
                    "DW_ATE_boolean" => CType::Bool,
                    "DW_ATE_float" => CType::Float(bytes as u32),
                    "DW_ATE_signed" | "DW_ATE_signed_char" => CType::Int {
                        size: bytes as u32,
                        signed: true,
                    },
                    "DW_ATE_unsigned" | "DW_ATE_unsigned_char" => CType::Int {
                        size: bytes as u32,
                        signed: false,
                    },
                    _ => CType::Opaque(bytes),
                })
            }
            "DIDerivedType" => match ident_field(n, "tag").unwrap_or("") {
                "DW_TAG_pointer_type" => Some(if self.ptr_size == 8 {
                    CType::Ptr
                } else {
                    CType::Int {
                        size: 4,
                        signed: false,
                    }
                }),
                "DW_TAG_typedef" => {
                    let repr = self.ty(n.field("baseType").unwrap_or(&MdValue::Null), depth + 1);
                    match str_field(n, "name").and_then(PthreadType::from_typedef) {
                        Some(ty) => Some(CType::Pthread {
                            ty,
                            repr: Box::new(repr?),
                        }),
                        None => repr,
                    }
                }
                "DW_TAG_atomic_type"
                | "DW_TAG_const_type"
                | "DW_TAG_volatile_type"
                | "DW_TAG_restrict_type"
                | "DW_TAG_member" => {
                    self.ty(n.field("baseType").unwrap_or(&MdValue::Null), depth + 1)
                }
                _ => Some(CType::Opaque(bytes)),
            },
            "DICompositeType" => {
                let tag = ident_field(n, "tag").unwrap_or("");
                let elements: Vec<&MdNode> = match n.field("elements") {
                    Some(e) => match self.m.md_node(e) {
                        Some(MdNode::Tuple(items)) => {
                            items.iter().filter_map(|i| self.m.md_node(i)).collect()
                        }
                        _ => Vec::new(),
                    },
                    None => Vec::new(),
                };
                match tag {
                    "DW_TAG_array_type" => {
                        let elem = self.ty(n.field("baseType")?, depth + 1)?;
                        // Multi-dimensional arrays list one subrange per dimension.
                        let dims: Vec<u64> = elements
                            .iter()
                            .filter(|e| e.kind() == "DISubrange")
                            .map(|e| int_field(e, "count").unwrap_or(0).max(0) as u64)
                            .collect();
                        let mut t = elem;
                        for &d in dims.iter().rev() {
                            let stride = t.size();
                            t = CType::Array {
                                elem: Box::new(t),
                                count: d,
                                stride,
                            };
                        }
                        Some(t)
                    }
                    "DW_TAG_structure_type" | "DW_TAG_union_type" => {
                        let mut fields = Vec::new();
                        for e in elements {
                            if ident_field(e, "tag") != Some("DW_TAG_member") {
                                continue;
                            }
                            let name = str_field(e, "name").unwrap_or("?").to_string();
                            let off = (int_field(e, "offset").unwrap_or(0) / 8) as u64;
                            // Bit-fields: shown as the containing bytes' integer.
                            let t = if ident_field(e, "flags")
                                .is_some_and(|f| f.contains("DIFlagBitField"))
                            {
                                CType::Opaque(0)
                            } else {
                                self.ty(e.field("baseType").unwrap_or(&MdValue::Null), depth + 1)
                                    .unwrap_or(CType::Opaque(0))
                            };
                            fields.push((name, off, t));
                        }
                        Some(CType::Struct {
                            fields,
                            size: bytes,
                        })
                    }
                    "DW_TAG_enumeration_type" => Some(CType::Int {
                        size: bytes as u32,
                        signed: true,
                    }),
                    _ => Some(CType::Opaque(bytes)),
                }
            }
            _ => None,
        }
    }
}
