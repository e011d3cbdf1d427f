//! Target data layout: sizes, alignments and struct field offsets, from the module's
//! `target datalayout` string (LLVM LangRef, "Data Layout").
//!
//! Only little-endian targets are supported (x86_64 and i386 are what clang emits for C on
//! this machine kind; `-m32` gives 4-byte pointers and `long`).

use crate::ir::{Type, TypeId, TypeTable};
use std::collections::HashMap;

/// The parsed data layout.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DataLayout {
    /// Pointer size in bytes (address space 0).
    pub ptr_size: u32,
    /// Pointer ABI alignment in bytes.
    pub ptr_align: u32,
    /// Integer ABI alignments: (bit width, align bytes), sorted by width.
    pub int_aligns: Vec<(u32, u32)>,
    /// Float ABI alignments: (bit width, align bytes).
    pub float_aligns: Vec<(u32, u32)>,
    /// Vector ABI alignments: (bit width, align bytes).
    pub vec_aligns: Vec<(u32, u32)>,
    /// Aggregate ABI alignment in bytes (usually 1: `a:0:64`).
    pub aggregate_align: u32,
    /// Natural stack alignment in bytes (`S128` → 16), 0 if unspecified.
    pub stack_align: u32,
}

impl Default for DataLayout {
    /// LLVM's defaults (LangRef), which `target datalayout` overrides.
    fn default() -> Self {
        DataLayout {
            ptr_size: 8,
            ptr_align: 8,
            int_aligns: vec![(1, 1), (8, 1), (16, 2), (32, 4), (64, 4)],
            float_aligns: vec![(16, 2), (32, 4), (64, 8), (128, 16)],
            vec_aligns: vec![(64, 8), (128, 16)],
            aggregate_align: 1,
            stack_align: 0,
        }
    }
}

fn parse_num(s: &str, what: &str) -> Result<u32, String> {
    s.parse::<u32>()
        .map_err(|_| format!("bad number '{s}' in datalayout {what} specification"))
}

fn set_align(list: &mut Vec<(u32, u32)>, bits: u32, align_bytes: u32) {
    if let Some(e) = list.iter_mut().find(|e| e.0 == bits) {
        e.1 = align_bytes;
    } else {
        list.push((bits, align_bytes));
        list.sort_unstable();
    }
}

impl DataLayout {
    /// Parses a `target datalayout` string. Unknown specifications are ignored; a big-endian
    /// layout or a malformed number is an error.
    pub fn parse(s: &str) -> Result<DataLayout, String> {
        let mut dl = DataLayout::default();
        for spec in s.split('-').filter(|p| !p.is_empty()) {
            let (head, rest) = spec.split_at(1);
            match head {
                "E" => return Err("big-endian targets are not supported".into()),
                "e" => {}
                "S" => dl.stack_align = parse_num(rest, "stack")? / 8,
                "p" => {
                    // p[n]:size:abi[:pref[:idx]]
                    let mut parts = rest.split(':');
                    let aspace = parts.next().unwrap_or("");
                    if !aspace.is_empty() && aspace != "0" {
                        continue;
                    }
                    let size = parse_num(parts.next().unwrap_or("64"), "pointer")?;
                    let abi = parts.next().map(|a| parse_num(a, "pointer")).transpose()?;
                    dl.ptr_size = size / 8;
                    dl.ptr_align = abi.unwrap_or(size) / 8;
                }
                "i" | "f" | "v" => {
                    let mut parts = rest.split(':');
                    let bits = parse_num(parts.next().unwrap_or(""), head)?;
                    let abi = parse_num(parts.next().unwrap_or(""), head)?;
                    let list = match head {
                        "i" => &mut dl.int_aligns,
                        "f" => &mut dl.float_aligns,
                        _ => &mut dl.vec_aligns,
                    };
                    set_align(list, bits, abi / 8);
                }
                "a" => {
                    let abi = rest
                        .trim_start_matches(':')
                        .split(':')
                        .next()
                        .unwrap_or("0");
                    let abi = parse_num(abi, "aggregate")?;
                    dl.aggregate_align = (abi / 8).max(1);
                }
                // m: mangling, n: native ints, F: function pointer alignment, G/A/P: address
                // spaces, ni: non-integral address spaces: none affect C semantics here.
                _ => {}
            }
        }
        if dl.ptr_size != 4 && dl.ptr_size != 8 {
            return Err(format!(
                "unsupported pointer size of {} bits",
                dl.ptr_size * 8
            ));
        }
        Ok(dl)
    }

    /// ABI alignment of an integer of `bits` bits (LangRef rule: the smallest specified width
    /// at least as large; if none, the largest specified).
    pub fn int_align(&self, bits: u32) -> u32 {
        self.int_aligns
            .iter()
            .find(|e| e.0 >= bits)
            .or(self.int_aligns.last())
            .map(|e| e.1)
            .unwrap_or(1)
            .max(1)
    }

    fn float_align(&self, bits: u32) -> u32 {
        self.float_aligns
            .iter()
            .find(|e| e.0 == bits)
            .map(|e| e.1)
            .unwrap_or(bits.div_ceil(8).next_power_of_two())
            .max(1)
    }

    fn vec_align(&self, bits: u64) -> u32 {
        if let Some(e) = self.vec_aligns.iter().find(|e| u64::from(e.0) == bits) {
            return e.1.max(1);
        }
        // Default: the vector's size rounded up to a power of two.
        u32::try_from(bits.div_ceil(8).next_power_of_two()).unwrap_or(u32::MAX)
    }
}

/// Size and alignment of a type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TypeLayout {
    /// Allocation size in bytes (store size rounded up to the alignment); what `alloca`,
    /// arrays and GEP strides use.
    pub size: u64,
    /// Store size in bytes: how many bytes a load or store of this type touches.
    pub store: u64,
    /// ABI alignment in bytes.
    pub align: u64,
}

/// Computes and caches type layouts for one module under one data layout.
pub struct Layouts<'m> {
    /// The data layout.
    pub dl: DataLayout,
    types: &'m TypeTable,
    cache: HashMap<TypeId, TypeLayout>,
    offsets: HashMap<TypeId, Vec<u64>>,
}

fn round_up(x: u64, a: u64) -> u64 {
    if a <= 1 { x } else { x.div_ceil(a) * a }
}

impl<'m> Layouts<'m> {
    /// A layout calculator for `types` under `dl`.
    pub fn new(dl: DataLayout, types: &'m TypeTable) -> Self {
        Layouts {
            dl,
            types,
            cache: HashMap::new(),
            offsets: HashMap::new(),
        }
    }

    /// The type table.
    pub fn types(&self) -> &'m TypeTable {
        self.types
    }

    /// Layout of `ty`; an error names a type without a size (opaque struct, function, label…).
    pub fn layout(&mut self, ty: TypeId) -> Result<TypeLayout, String> {
        self.layout_depth(ty, 0)
    }

    fn layout_depth(&mut self, ty: TypeId, depth: u32) -> Result<TypeLayout, String> {
        if let Some(l) = self.cache.get(&ty) {
            return Ok(*l);
        }
        if depth > 512 {
            return Err("type nesting too deep".into());
        }
        let types = self.types;
        let l = match types.get(ty) {
            Type::Void => TypeLayout {
                size: 0,
                store: 0,
                align: 1,
            },
            Type::Int(bits) => {
                let store = u64::from(bits.div_ceil(8));
                let align = u64::from(self.dl.int_align(*bits));
                TypeLayout {
                    size: round_up(store, align),
                    store,
                    align,
                }
            }
            Type::Half | Type::BFloat => self.float_layout(16, 2),
            Type::Float => self.float_layout(32, 4),
            Type::Double => self.float_layout(64, 8),
            Type::X86Fp80 => self.float_layout(80, 10),
            Type::Fp128 | Type::PpcFp128 => self.float_layout(128, 16),
            Type::Ptr { .. } => {
                let s = u64::from(self.dl.ptr_size);
                TypeLayout {
                    size: s,
                    store: s,
                    align: u64::from(self.dl.ptr_align),
                }
            }
            Type::Struct { fields, packed } => {
                let (fields, packed) = (fields.clone(), *packed);
                let mut off = 0u64;
                let mut align = if packed {
                    1
                } else {
                    u64::from(self.dl.aggregate_align)
                };
                let mut offs = Vec::with_capacity(fields.len());
                for f in fields {
                    let fl = self.layout_depth(f, depth + 1)?;
                    let fa = if packed { 1 } else { fl.align };
                    off = round_up(off, fa);
                    offs.push(off);
                    off = off
                        .checked_add(fl.size)
                        .ok_or_else(|| "struct too large".to_string())?;
                    align = align.max(fa);
                }
                let size = round_up(off, align);
                self.offsets.insert(ty, offs);
                TypeLayout {
                    size,
                    store: size,
                    align,
                }
            }
            Type::Named(n) => {
                let nt = &types.named[*n as usize];
                let Some(body) = nt.body else {
                    return Err(format!("opaque struct type %{} has no size", nt.name));
                };
                let l = self.layout_depth(body, depth + 1)?;
                let offs = self.offsets.get(&body).cloned().unwrap_or_default();
                self.offsets.insert(ty, offs);
                l
            }
            Type::Array(n, elem) => {
                let el = self.layout_depth(*elem, depth + 1)?;
                let size = el
                    .size
                    .checked_mul(*n)
                    .ok_or_else(|| "array too large".to_string())?;
                TypeLayout {
                    size,
                    store: size,
                    align: el.align,
                }
            }
            Type::Vector {
                len,
                elem,
                scalable,
            } => {
                if *scalable {
                    return Err("scalable vectors are not supported".into());
                }
                let el = self.layout_depth(*elem, depth + 1)?;
                let bits = match types.get(*elem) {
                    Type::Int(b) => u64::from(*b) * u64::from(*len),
                    _ => el.store * 8 * u64::from(*len),
                };
                let store = bits.div_ceil(8);
                let align = u64::from(self.dl.vec_align(bits));
                TypeLayout {
                    size: round_up(store, align),
                    store,
                    align,
                }
            }
            other => {
                return Err(format!(
                    "type '{}' has no size ({:?})",
                    types.display(ty),
                    std::mem::discriminant(other)
                ));
            }
        };
        self.cache.insert(ty, l);
        Ok(l)
    }

    fn float_layout(&self, bits: u32, store: u64) -> TypeLayout {
        let align = u64::from(self.dl.float_align(bits));
        TypeLayout {
            size: round_up(store, align),
            store,
            align,
        }
    }

    /// Byte offsets of the fields of struct type `ty` (literal or named).
    pub fn field_offsets(&mut self, ty: TypeId) -> Result<&[u64], String> {
        self.layout(ty)?;
        self.offsets
            .get(&ty)
            .map(|v| v.as_slice())
            .ok_or_else(|| format!("'{}' is not a struct", self.types.display(ty)))
    }

    /// Follows named structs to their bodies and returns the underlying type.
    pub fn resolved(&self, ty: TypeId) -> &'m Type {
        let types = self.types;
        match types.resolve(ty) {
            Some(t) => types.get(t),
            None => types.get(ty),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const X86_64: &str =
        "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128";
    const I386: &str =
        "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128";

    #[test]
    fn x86_64_basics() {
        let dl = DataLayout::parse(X86_64).unwrap();
        assert_eq!(dl.ptr_size, 8);
        assert_eq!(dl.int_align(64), 8);
        assert_eq!(dl.int_align(128), 16);
        assert_eq!(dl.int_align(24), 4);
        assert_eq!(dl.stack_align, 16);
    }

    #[test]
    fn i386_basics() {
        let dl = DataLayout::parse(I386).unwrap();
        assert_eq!(dl.ptr_size, 4);
        assert_eq!(dl.int_align(64), 4);
        let mut tt = TypeTable::default();
        let d = tt.intern(Type::Double);
        let f80 = tt.intern(Type::X86Fp80);
        let i64t = tt.intern(Type::Int(64));
        let i8t = tt.intern(Type::Int(8));
        let s = tt.intern(Type::Struct {
            fields: vec![i8t, d, i64t],
            packed: false,
        });
        let mut l = Layouts::new(dl, &tt);
        assert_eq!(l.layout(d).unwrap().align, 4);
        assert_eq!(l.layout(f80).unwrap().size, 12);
        assert_eq!(l.field_offsets(s).unwrap(), &[0, 4, 12]);
        assert_eq!(l.layout(s).unwrap().size, 20);
    }

    #[test]
    fn struct_and_packed_layouts() {
        let dl = DataLayout::parse(X86_64).unwrap();
        let mut tt = TypeTable::default();
        let i8t = tt.intern(Type::Int(8));
        let i32t = tt.intern(Type::Int(32));
        let i64t = tt.intern(Type::Int(64));
        let f80 = tt.intern(Type::X86Fp80);
        let s = tt.intern(Type::Struct {
            fields: vec![i8t, i64t, i32t],
            packed: false,
        });
        let p = tt.intern(Type::Struct {
            fields: vec![i8t, i64t, i32t],
            packed: true,
        });
        let v = tt.intern(Type::Vector {
            len: 4,
            elem: i32t,
            scalable: false,
        });
        let i24 = tt.intern(Type::Int(24));
        let mut l = Layouts::new(dl, &tt);
        assert_eq!(l.field_offsets(s).unwrap(), &[0, 8, 16]);
        assert_eq!(l.layout(s).unwrap().size, 24);
        assert_eq!(l.field_offsets(p).unwrap(), &[0, 1, 9]);
        assert_eq!(l.layout(p).unwrap().size, 13);
        assert_eq!(l.layout(p).unwrap().align, 1);
        assert_eq!(l.layout(v).unwrap().size, 16);
        assert_eq!(l.layout(f80).unwrap().size, 16);
        assert_eq!(l.layout(f80).unwrap().store, 10);
        let l24 = l.layout(i24).unwrap();
        assert_eq!((l24.store, l24.size), (3, 4));
    }

    #[test]
    fn big_endian_rejected() {
        assert!(DataLayout::parse("E-p:32:32").is_err());
    }
}
