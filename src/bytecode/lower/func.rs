//! Lowering of one function: SSA values to dense frame slots, constants pooled at the end of
//! the frame, GEPs folded to offset arithmetic, phis as parallel moves on edges (through
//! trampolines on conditional edges), `icmp` + `br` fused.

use super::consts::{Descend, gep_descend, mask128, sext128, write_reg};
use super::{Ctx, LowerError, ModIx, tls_id};
use crate::bytecode::Builtin;
use crate::bytecode::layout::Layouts;
use crate::bytecode::op::*;
use crate::bytecode::program::*;
use crate::bytecode::srcmap::SrcMapBuilder;
use crate::ir::*;
use std::collections::HashMap;

/// Registers at or above this are constant-pool entries during emission, renumbered to the
/// end of the frame when the function is finished.
pub(crate) const CONST_BASE: u16 = 0x8000;

/// A parallel move (dst, src, slots) on a control-flow edge.
type Move = (R, R, u16);

/// A trampoline block: its label, the phi moves it performs, the atomic-section marker it
/// runs (see [`FnLower::atomic_regions`]) and the label it jumps to.
type Trampoline = (u32, Vec<Move>, Option<bool>, u32);

/// Function lowering state.
pub(crate) struct FnLower<'a, 'm> {
    pub cx: &'a mut Ctx<'m>,
    pub m: ModIx,
    pub f: &'m Function,
    pub lay: Layouts<'m>,
    pub sb: &'a mut SrcMapBuilder<'m>,
    pub slot: Vec<u16>,
    pub nslots: Vec<u16>,
    pub next_temp: u32,
    pub pool: Vec<u64>,
    pool_map: HashMap<Vec<u64>, u16>,
    pub code: Vec<Op>,
    pub locs: Vec<u32>,
    pub cur_loc: u32,
    pub cur_pos: Pos,
    pub sites: Vec<CallSite>,
    pub switches: Vec<SwitchTable>,
    /// Flattened (block label, edge label) pairs per `indirectbr`.
    pub indirect: Vec<Vec<u32>>,
    pub vecs: Vec<VecSpec>,
    /// Trampolines: (label, moves, target label).
    tramps: Vec<Trampoline>,
    tramp_cache: HashMap<(usize, usize), u32>,
    next_label: u32,
    uses: Vec<u32>,
    /// Op indices of atomic loads and stores.
    atomic_pcs: Vec<u32>,
    /// Whether a `volatile` load or store was lowered.
    volatile: bool,
    /// Whether a pointer's bits were looked at (`Func::ptr_bits`).
    ptr_bits: bool,
    /// Allocas kept in registers (see `promote`).
    pub promoted: std::collections::HashSet<LocalId>,
    /// Integer loads followed by an `Op::PunCheck` (see `pun`).
    watched: std::collections::HashSet<LocalId>,
    /// The `icmp` deferred into the block's `br`, if any.
    fused: Option<(LocalId, R, R, ICmpKind, u8)>,
    /// Inlined `__VERIFIER_atomic_*` code: per block, whether it starts and ends inside
    /// such code (`None`: the function has none). See [`FnLower::atomic_regions`].
    regions: Option<Vec<(bool, bool)>>,
    /// Whether the op being emitted is inside inlined atomic code.
    in_region: bool,
    /// `ashr`/`lshr` by `k` of a `shl` by `k` in the same block: the result's local, the
    /// `shl`'s operand and `k`. Lowered as one sign or zero extension (see
    /// [`FnLower::find_shift_pairs`]).
    shift_pairs: HashMap<LocalId, (&'m Value, u32)>,
    /// `shl` results whose only use is such a pair: not emitted.
    dead_shl: std::collections::HashSet<LocalId>,
}

/// Lowers function `idx` of module `m`. Returns the function and its (block name, start pc)
/// pairs for `blockaddress`.
pub(crate) fn lower_function<'m>(
    cx: &mut Ctx<'m>,
    m: ModIx,
    idx: usize,
    sb: &mut SrcMapBuilder<'m>,
) -> Result<(Func, Vec<(String, u32)>), LowerError> {
    let module = cx.modules[m];
    let f = &module.functions[idx];
    let lay = Layouts::new(cx.dl.clone(), &module.types);
    let watched = if m < cx.nuser {
        super::pun::watched(f, module, &cx.modules[..cx.nuser], cx.dl.ptr_size * 8)
    } else {
        std::collections::HashSet::new()
    };
    let fl = FnLower {
        cx,
        m,
        f,
        lay,
        sb,
        slot: Vec::new(),
        nslots: Vec::new(),
        next_temp: 0,
        pool: Vec::new(),
        pool_map: HashMap::new(),
        code: Vec::new(),
        locs: Vec::new(),
        cur_loc: 0,
        cur_pos: f.pos,
        sites: Vec::new(),
        switches: Vec::new(),
        indirect: Vec::new(),
        vecs: Vec::new(),
        tramps: Vec::new(),
        tramp_cache: HashMap::new(),
        next_label: f.blocks.len() as u32,
        uses: vec![0; f.locals.len()],
        atomic_pcs: Vec::new(),
        volatile: false,
        ptr_bits: false,
        promoted: super::promote::promotable(f, &module.types),
        watched,
        fused: None,
        regions: None,
        in_region: false,
        shift_pairs: HashMap::new(),
        dead_shl: std::collections::HashSet::new(),
    };
    fl.run()
}

impl<'a, 'm> FnLower<'a, 'm> {
    pub fn err(&self, msg: impl Into<String>) -> LowerError {
        let mut e = self.cx.err(self.m, self.cur_pos, Some(&self.f.name), msg);
        let l = self.sb.map.loc(self.cur_loc);
        if l.line > 0 && self.sb.map.file_of(l).is_some() {
            e.c_loc = Some(self.sb.map.describe(self.cur_loc));
        }
        e
    }

    fn run(mut self) -> Result<(Func, Vec<(String, u32)>), LowerError> {
        let f = self.f;
        // Slots for parameters and instruction results, in definition order.
        let mut next: u32 = 0;
        for ty in &f.local_types {
            let n = self.nslots_of(*ty).map_err(|e| self.err(e))?;
            self.slot.push(u16::try_from(next).unwrap_or(u16::MAX));
            self.nslots.push(n);
            next += u32::from(n);
        }
        let shared = next >= u32::from(CONST_BASE);
        if shared {
            // One slot per SSA value does not fit (clang -O0 output of a huge function):
            // values that live within one block share slots.
            next = self.share_block_local_slots()?;
        }
        self.next_temp = next;
        self.count_uses();
        if !shared {
            self.find_shift_pairs();
        }
        let fname = f.name.clone();
        self.cur_loc = self.sb.loc(None, f.pos.line, &fname);
        let def_loc = self.cur_loc;
        self.regions = self.atomic_regions();
        // Duplicated tails (loop rotation): a block whose tail another block also has jumps
        // into that block's copy (module `tailmerge`). Labels of such mid-block targets
        // follow the block labels; their pcs are recorded as the copies are lowered.
        let merges = if self.cx.opts.tail_merge && self.regions.is_none() && !shared {
            super::tailmerge::plan(f)
        } else {
            vec![None; f.blocks.len()]
        };
        let mut mid_label: HashMap<(usize, usize), u32> = HashMap::new();
        for m in merges.iter().flatten() {
            if let std::collections::hash_map::Entry::Vacant(e) = mid_label.entry((m.into, m.at)) {
                e.insert(self.next_label);
                self.next_label += 1;
            }
        }
        let mut mid_pc: HashMap<u32, u32> = HashMap::new();
        let mut label_pc: Vec<u32> = vec![u32::MAX; f.blocks.len()];
        for (bi, b) in f.blocks.iter().enumerate() {
            label_pc[bi] = self.code.len() as u32;
            self.fused = None;
            if let Some(r) = &self.regions {
                self.in_region = r[bi].0;
            }
            for (ii, inst) in b.insts.iter().enumerate() {
                if let Some(m) = merges[bi]
                    && ii == m.cut
                {
                    break;
                }
                if let Some(&l) = mid_label.get(&(bi, ii)) {
                    mid_pc.insert(l, self.code.len() as u32);
                }
                self.cur_pos = inst.pos;
                self.cur_loc = self.sb.loc(inst.dbg, inst.pos.line, &fname);
                if self.regions.is_some() && inst.dbg.is_some() {
                    let inside = self.sb.map.in_inlined_atomic(self.cur_loc);
                    self.enter_region(inside)?;
                }
                self.lower_inst(bi, ii, inst)?;
            }
            if let Some(m) = merges[bi] {
                self.emit(Op::Jump {
                    target: mid_label[&(m.into, m.at)],
                });
                continue;
            }
            self.cur_pos = b.term.pos;
            self.cur_loc = self.sb.loc(b.term.dbg, b.term.pos.line, &fname);
            if let Some(r) = &self.regions {
                // A return never stays inside: the section ends before it.
                let end = r[bi].1 && !matches!(b.term.kind, TermKind::Ret(_));
                self.enter_region(end)?;
            }
            self.lower_term(bi, &b.term)?;
        }
        // Trampolines for phi moves (and atomic-section markers) on conditional edges.
        let tramps = std::mem::take(&mut self.tramps);
        let mut tramp_pc: HashMap<u32, u32> = HashMap::new();
        for (label, moves, marker, target) in &tramps {
            tramp_pc.insert(*label, self.code.len() as u32);
            self.emit_moves(moves);
            if let Some(begin) = *marker {
                self.emit_atomic_marker(begin)?;
            }
            self.emit(Op::Jump { target: *target });
        }
        let resolve = |l: u32| -> u32 {
            if (l as usize) < label_pc.len() {
                label_pc[l as usize]
            } else if let Some(&pc) = mid_pc.get(&l) {
                pc
            } else {
                tramp_pc[&l]
            }
        };
        for op in &mut self.code {
            match op {
                Op::Jump { target } => *target = resolve(*target),
                Op::BrIf { t, f, .. } | Op::BrICmp { t, f, .. } => {
                    *t = resolve(*t);
                    *f = resolve(*f);
                }
                _ => {}
            }
        }
        for s in &mut self.switches {
            match s {
                SwitchTable::Dense {
                    targets, default, ..
                } => {
                    targets.iter_mut().for_each(|t| *t = resolve(*t));
                    *default = resolve(*default);
                }
                SwitchTable::Sparse { cases, default } => {
                    cases.iter_mut().for_each(|c| c.1 = resolve(c.1));
                    *default = resolve(*default);
                }
                SwitchTable::Wide { cases, default } => {
                    cases.iter_mut().for_each(|c| c.1 = resolve(c.1));
                    *default = resolve(*default);
                }
            }
        }
        for t in &mut self.indirect {
            t.iter_mut().for_each(|l| *l = resolve(*l));
        }
        // Renumber constant-pool registers to the end of the frame.
        let consts_at = self.next_temp;
        if consts_at + self.pool.len() as u32 > 0xffff {
            return Err(self.err("function too large: more than 65535 frame slots"));
        }
        let remap = |r: &mut R| {
            if r.0 >= CONST_BASE {
                r.0 = (consts_at + u32::from(r.0 - CONST_BASE)) as u16;
            }
        };
        for op in &mut self.code {
            op.for_each_reg_mut(&mut |r| remap(r));
        }
        for s in &mut self.sites {
            for a in &mut s.args {
                remap(&mut a.reg);
            }
        }
        let params = (0..f.params.len())
            .map(|i| (R(self.slot[i]), self.nslots[i]))
            .collect();
        let ret_slots = self.nslots_of(f.ret_ty).map_err(|e| self.err(e))?;
        let blocks = f
            .blocks
            .iter()
            .zip(&label_pc)
            .map(|(b, pc)| (b.name.clone(), *pc))
            .collect();
        Ok((
            Func {
                name: f.name.clone(),
                params,
                nregs: consts_at + self.pool.len() as u32,
                consts_at,
                consts: self.pool,
                code: self.code,
                locs: self.locs,
                sites: self.sites,
                switches: self.switches,
                indirect: self.indirect,
                vecs: self.vecs,
                varargs: f.varargs,
                ret_slots,
                block_starts: label_pc,
                loc: def_loc,
                stub: None,
                slow_call: f.name.starts_with("__VERIFIER_atomic_"),
                atomic_pcs: self.atomic_pcs,
                volatile: self.volatile,
                ptr_bits: self.ptr_bits,
                library: false,
            },
            blocks,
        ))
    }

    /// Reassigns `self.slot` so that values defined and used within one block share slots
    /// (linear scan per block; every other value keeps a slot of its own); returns the
    /// number of slots used. Only for functions whose one-slot-per-value frame would exceed
    /// the register space: ordinary functions keep the simple layout.
    ///
    /// A value may share when it is an instruction result, not a phi, not a promoted alloca
    /// (whose slot must start as zero), and every use is later in its own block. Its live
    /// range ends at its last use; the operands of an `icmp` are taken to live to the
    /// block's terminator (a compare fused into the branch reads them there; fusion only
    /// happens when the compare ends the block, so this is merely cautious). A value defined at
    /// instruction `i` only takes slots freed before `i`, so a result never overlaps an
    /// operand of its own instruction.
    fn share_block_local_slots(&mut self) -> Result<u32, LowerError> {
        let f = self.f;
        let n = f.local_types.len();
        const NONE: u32 = u32::MAX;
        let mut def_block = vec![NONE; n];
        let mut def_at = vec![0u32; n];
        let mut last_use = vec![0u32; n];
        let mut shareable = vec![false; n];
        for (bi, b) in f.blocks.iter().enumerate() {
            for (ii, i) in b.insts.iter().enumerate() {
                if let Some(r) = i.result {
                    let r = r.0 as usize;
                    def_block[r] = bi as u32;
                    def_at[r] = ii as u32;
                    last_use[r] = ii as u32;
                    shareable[r] = !matches!(i.kind, InstKind::Phi { .. })
                        && !self.promoted.contains(&LocalId(r as u32));
                }
            }
        }
        for (bi, b) in f.blocks.iter().enumerate() {
            let end = b.insts.len() as u32;
            let mut note = |v: &Value, at: u32, shareable: &mut Vec<bool>| {
                if let Value::Local(l) = v {
                    let l = l.0 as usize;
                    if l >= n {
                        return;
                    }
                    if def_block[l] != bi as u32 || at <= def_at[l] {
                        shareable[l] = false;
                    } else {
                        last_use[l] = last_use[l].max(at);
                    }
                }
            };
            for (ii, i) in b.insts.iter().enumerate() {
                let at = match i.kind {
                    InstKind::Phi { .. } => {
                        // incoming values are read on the edges, in other blocks
                        super::refs::for_each_value(&i.kind, &mut |v| {
                            if let Value::Local(l) = v
                                && let Some(s) = shareable.get_mut(l.0 as usize)
                            {
                                *s = false;
                            }
                        });
                        continue;
                    }
                    InstKind::ICmp { .. } => end,
                    _ => ii as u32,
                };
                super::refs::for_each_value(&i.kind, &mut |v| note(v, at, &mut shareable));
            }
            super::refs::for_each_term_value(&b.term.kind, &mut |v| note(v, end, &mut shareable));
        }
        // Dedicated slots first, then the shared pool.
        let mut next: u32 = 0;
        for (l, &share) in shareable.iter().enumerate() {
            if !share {
                self.slot[l] = u16::try_from(next).unwrap_or(u16::MAX);
                next += u32::from(self.nslots[l]);
            }
        }
        let pool = next;
        let mut groups: Vec<(u32, u16)> = Vec::new(); // (offset, size) of pool slots
        let mut by_block: Vec<Vec<usize>> = vec![Vec::new(); f.blocks.len()];
        for (l, &share) in shareable.iter().enumerate() {
            if share {
                by_block[def_block[l] as usize].push(l);
            }
        }
        for vals in &mut by_block {
            vals.sort_by_key(|&l| def_at[l]);
            let mut free: HashMap<u16, Vec<u32>> = HashMap::new();
            for &(off, size) in &groups {
                free.entry(size).or_default().push(off);
            }
            let mut live: Vec<usize> = Vec::new();
            for &l in vals.iter() {
                let at = def_at[l];
                live.retain(|&o| {
                    if last_use[o] < at {
                        free.entry(self.nslots[o])
                            .or_default()
                            .push(u32::from(self.slot[o]) - pool);
                        false
                    } else {
                        true
                    }
                });
                let size = self.nslots[l];
                let off = match free.get_mut(&size).and_then(Vec::pop) {
                    Some(off) => off,
                    None => {
                        let off = groups.last().map_or(0, |&(o, s)| o + u32::from(s.max(1)));
                        groups.push((off, size));
                        off
                    }
                };
                self.slot[l] = u16::try_from(pool + off).unwrap_or(u16::MAX);
                live.push(l);
            }
        }
        let total = pool + groups.last().map_or(0, |&(o, s)| o + u32::from(s.max(1)));
        if total >= u32::from(CONST_BASE) {
            return Err(self.err("function too large: more than 32767 value slots"));
        }
        Ok(total)
    }

    /// Finds clang's sign and zero extensions in shifts: `%s = shl iW %y, k` then
    /// `ashr iW %s, k` (sign-extend the low `W-k` bits of `%y`) or `lshr iW %s, k` (keep
    /// them), in one block. Each pair is lowered as one `SExt` or `Trunc` of `%y`, which
    /// is one op instead of two and keeps a lazy input symbolic (a shift alone concretises
    /// it). `%y` still holds its value at the second shift: with one slot per SSA value
    /// (this is not done when slots are shared), only its definition writes its slot, and
    /// that dominates the `shl` in the same block. The `shl` is not emitted when the pair
    /// is its only use.
    fn find_shift_pairs(&mut self) {
        let const_k = |v: &Value| match v {
            Value::Const(Const::Int(k)) => u32::try_from(*k).ok(),
            _ => None,
        };
        for b in &self.f.blocks {
            let mut shl: HashMap<LocalId, (&'m Value, TypeId, u32)> = HashMap::new();
            for i in &b.insts {
                let (
                    InstKind::Bin {
                        op, ty, lhs, rhs, ..
                    },
                    Some(r),
                ) = (&i.kind, i.result)
                else {
                    continue;
                };
                if self.is_vector(*ty) {
                    continue;
                }
                let Some(w) = self.int_bits(*ty).filter(|&w| w <= 64) else {
                    continue;
                };
                let Some(k) = const_k(rhs).filter(|&k| k > 0 && k < w) else {
                    continue;
                };
                match op {
                    BinOp::Shl => {
                        shl.insert(r, (lhs, *ty, k));
                    }
                    BinOp::AShr | BinOp::LShr => {
                        if let Value::Local(s) = lhs
                            && let Some(&(y, t, k0)) = shl.get(s)
                            && t == *ty
                            && k0 == k
                        {
                            self.shift_pairs.insert(r, (y, k));
                            if self.uses[s.0 as usize] == 1 {
                                self.dead_shl.insert(*s);
                            }
                        }
                    }
                    _ => {}
                }
            }
        }
    }

    fn count_uses(&mut self) {
        let mut uses = std::mem::take(&mut self.uses);
        let mut count = |v: &Value| {
            if let Value::Local(l) = v
                && let Some(u) = uses.get_mut(l.0 as usize)
            {
                *u += 1;
            }
        };
        for b in &self.f.blocks {
            for i in &b.insts {
                super::refs::for_each_value(&i.kind, &mut count);
            }
            super::refs::for_each_term_value(&b.term.kind, &mut count);
        }
        self.uses = uses;
    }

    // ---- helpers ----

    pub fn emit(&mut self, op: Op) {
        self.code.push(op);
        self.locs.push(self.cur_loc);
    }

    /// A fresh temporary of `n` slots.
    pub fn temp(&mut self, n: u16) -> Result<R, LowerError> {
        let r = self.next_temp;
        self.next_temp += u32::from(n.max(1));
        if self.next_temp >= u32::from(CONST_BASE) {
            return Err(self.err("function too large: more than 32767 value slots"));
        }
        Ok(R(r as u16))
    }

    /// Register image size in bytes of a value of type `ty`.
    pub fn reg_bytes(&mut self, ty: TypeId) -> Result<u32, String> {
        let t = self.lay.resolved(ty).clone();
        Ok(match t {
            Type::Void => 0,
            Type::Int(b) if b <= 64 => 8,
            Type::Int(b) if b <= 128 => 16,
            Type::Int(b) if b <= MAX_INT_BITS => b.div_ceil(64) * 8,
            Type::Int(b) => return Err(format!("integers of {b} bits are not supported")),
            Type::Half | Type::BFloat | Type::Float | Type::Double => 8,
            Type::X86Fp80 | Type::Fp128 => 16,
            Type::PpcFp128 => return Err("ppc_fp128 is not supported".into()),
            Type::Ptr { .. } => 8,
            Type::Vector { len, elem, .. } => {
                let lb = self.lane_bytes(elem)?;
                len * u32::from(lb)
            }
            Type::Struct { .. } | Type::Array(..) => {
                let l = self.lay.layout(ty)?;
                u32::try_from(l.size).map_err(|_| "aggregate value too large".to_string())?
            }
            Type::Label | Type::Metadata | Type::Token => 0,
            other => return Err(format!("values of type {other:?} are not supported")),
        })
    }

    /// Bytes per lane of a vector with lane type `elem`, in registers.
    pub fn lane_bytes(&mut self, elem: TypeId) -> Result<u8, String> {
        Ok(match self.lay.resolved(elem) {
            Type::Int(1) => 1,
            Type::Int(b) if b % 8 == 0 && *b <= 64 => (*b / 8) as u8,
            Type::Float => 4,
            Type::Double => 8,
            Type::Half | Type::BFloat => 2,
            Type::Ptr { .. } => self.cx.dl.ptr_size as u8,
            other => return Err(format!("vectors of {other:?} are not supported")),
        })
    }

    /// Slots of a value of type `ty`.
    pub fn nslots_of(&mut self, ty: TypeId) -> Result<u16, String> {
        let b = self.reg_bytes(ty)?;
        u16::try_from(b.div_ceil(8)).map_err(|_| "value too large for registers".to_string())
    }

    /// Integer (or pointer) bit width of a scalar type.
    pub fn int_bits(&self, ty: TypeId) -> Option<u32> {
        match self.lay.resolved(ty) {
            Type::Int(b) => Some(*b),
            Type::Ptr { .. } => Some(self.cx.ptr_bits()),
            _ => None,
        }
    }

    /// Float format of a scalar type.
    pub fn fty(&self, ty: TypeId) -> Option<FTy> {
        match self.lay.resolved(ty) {
            Type::Float => Some(FTy::F32),
            Type::Double => Some(FTy::F64),
            Type::X86Fp80 => Some(FTy::X87),
            Type::Fp128 => Some(FTy::Quad),
            Type::Half | Type::BFloat => Some(FTy::F16),
            _ => None,
        }
    }

    pub fn is_vector(&self, ty: TypeId) -> bool {
        matches!(self.lay.resolved(ty), Type::Vector { .. })
    }

    /// The register of local `l`.
    pub fn local(&self, l: LocalId) -> R {
        R(self.slot[l.0 as usize])
    }

    /// Pools a constant register image.
    pub fn pool_image(&mut self, img: Vec<u64>) -> Result<R, LowerError> {
        if let Some(&r) = self.pool_map.get(&img) {
            return Ok(R(CONST_BASE + r));
        }
        let at = self.pool.len();
        if at + img.len() > usize::from(u16::MAX - CONST_BASE) {
            return Err(self.err("function too large: too many constants"));
        }
        self.pool.extend_from_slice(&img);
        self.pool_map.insert(img, at as u16);
        Ok(R(CONST_BASE + at as u16))
    }

    /// A register holding the 64-bit constant `v`.
    pub(crate) fn imm(&mut self, v: u64) -> Result<R, LowerError> {
        self.pool_image(vec![v])
    }

    /// The register holding the value `v` of type `ty` (materialising constants).
    pub fn val(&mut self, v: &Value, ty: TypeId) -> Result<R, LowerError> {
        match v {
            Value::Local(l) => {
                if (l.0 as usize) >= self.slot.len() {
                    return Err(self.err(format!("reference to undefined local #{}", l.0)));
                }
                Ok(self.local(*l))
            }
            Value::Const(c) => {
                if let Some(id) = tls_id(self.cx, self.m, c) {
                    let dst = self.temp(1)?;
                    self.emit(Op::TlsAddr { dst, global: id });
                    return Ok(dst);
                }
                if let Const::Expr(e) = c
                    && let ConstExpr::Gep {
                        source_ty,
                        base,
                        indices,
                        ..
                    } = &**e
                    && let Some(id) = tls_id(self.cx, self.m, &base.value)
                {
                    let dst = self.temp(1)?;
                    self.emit(Op::TlsAddr { dst, global: id });
                    let mut idx = Vec::new();
                    for i in indices {
                        let b = self.int_bits(i.ty).unwrap_or(64);
                        let v = super::consts::eval_scalar(self.cx, self.m, &mut self.lay, i)
                            .map_err(|e| self.err(e))?;
                        idx.push(sext128(v, b) as i64);
                    }
                    let off = super::consts::gep_const(&mut self.lay, *source_ty, &idx)
                        .map_err(|e| self.err(e))?;
                    self.emit(Op::PtrAdd {
                        dst,
                        base: dst,
                        off,
                    });
                    return Ok(dst);
                }
                let n = self.nslots_of(ty).map_err(|e| self.err(e))?.max(1);
                let mut bytes = vec![0u8; usize::from(n) * 8];
                write_reg(self.cx, self.m, &mut self.lay, ty, c, &mut bytes)
                    .map_err(|e| self.err(e))?;
                let img = bytes
                    .chunks_exact(8)
                    .map(|c| u64::from_le_bytes(c.try_into().expect("8 bytes")))
                    .collect();
                self.pool_image(img)
            }
            Value::Metadata(_) => Err(self.err("metadata used as a value")),
        }
    }

    pub fn opnd(&mut self, o: &Operand) -> Result<R, LowerError> {
        self.val(&o.value, o.ty)
    }

    /// The value of a constant integer operand, sign-extended from its width.
    pub fn const_int(&mut self, o: &Operand) -> Option<i64> {
        let Value::Const(c) = &o.value else {
            return None;
        };
        let bits = self.int_bits(o.ty)?;
        match c {
            Const::Int(v) => Some(sext128(mask128(*v, bits), bits) as i64),
            Const::Null | Const::ZeroInit => Some(0),
            _ => None,
        }
    }

    fn result(&self, inst: &Inst) -> Result<R, LowerError> {
        inst.result
            .map(|l| self.local(l))
            .ok_or_else(|| self.err("instruction needs a result name"))
    }

    // ---- instructions ----

    fn lower_inst(&mut self, bi: usize, ii: usize, inst: &'m Inst) -> Result<(), LowerError> {
        match &inst.kind {
            InstKind::Phi { .. } | InstKind::DbgRecord { .. } => Ok(()),
            InstKind::Fence { ordering, .. } => {
                self.emit(Op::Fence {
                    ord: mem_ord(*ordering),
                });
                Ok(())
            }
            InstKind::Bin {
                op, ty, lhs, rhs, ..
            } => {
                let dst = self.result(inst)?;
                if self.is_vector(*ty) {
                    return self.vec_bin(dst, *op, *ty, lhs, rhs);
                }
                let w = self
                    .int_bits(*ty)
                    .ok_or_else(|| self.err("integer operation on a non-integer type"))?;
                let l = inst.result.expect("checked by result()");
                if self.dead_shl.contains(&l) {
                    return Ok(());
                }
                if let Some(&(y, k)) = self.shift_pairs.get(&l) {
                    let src = self.val(y, *ty)?;
                    let keep = (w - k) as u8;
                    self.emit(if *op == BinOp::AShr {
                        Op::SExt {
                            dst,
                            src,
                            from: keep,
                            to: w as u8,
                        }
                    } else {
                        Op::Trunc { dst, src, w: keep }
                    });
                    return Ok(());
                }
                let a = self.val(lhs, *ty)?;
                // `and` with a low mask `2^m - 1` is a zero extension from `m` bits.
                if *op == BinOp::And
                    && w <= 64
                    && let Value::Const(Const::Int(c)) = rhs
                    && let Some(m) = low_mask_bits(mask128(*c, w))
                    && m < w
                {
                    self.emit(Op::Trunc {
                        dst,
                        src: a,
                        w: m as u8,
                    });
                    return Ok(());
                }
                let b = self.val(rhs, *ty)?;
                self.int_bin(dst, *op, w, a, b)
            }
            InstKind::FBin { op, ty, lhs, rhs } => {
                let dst = self.result(inst)?;
                if self.is_vector(*ty) {
                    return self.vec_fbin(dst, *op, *ty, lhs, rhs);
                }
                let a = self.val(lhs, *ty)?;
                let b = self.val(rhs, *ty)?;
                let fty = self
                    .fty(*ty)
                    .ok_or_else(|| self.err("float operation on a non-float type"))?;
                let op = match op {
                    FBinOp::FAdd => FOpKind::Add,
                    FBinOp::FSub => FOpKind::Sub,
                    FBinOp::FMul => FOpKind::Mul,
                    FBinOp::FDiv => FOpKind::Div,
                    FBinOp::FRem => FOpKind::Rem,
                };
                if is_ext(fty) {
                    self.emit(Op::XBin {
                        dst,
                        a,
                        b,
                        op,
                        ty: fty,
                    });
                } else {
                    self.emit(Op::FBin {
                        dst,
                        a,
                        b,
                        op,
                        ty: fty,
                    });
                }
                Ok(())
            }
            InstKind::FNeg { ty, value } => {
                let dst = self.result(inst)?;
                if self.is_vector(*ty) {
                    return self.vec_fun(dst, FUnKind::Neg, *ty, value);
                }
                let a = self.val(value, *ty)?;
                let fty = self
                    .fty(*ty)
                    .ok_or_else(|| self.err("fneg of a non-float"))?;
                self.emit_fun(dst, a, FUnKind::Neg, fty);
                Ok(())
            }
            InstKind::ICmp { pred, ty, lhs, rhs } => {
                let dst = self.result(inst)?;
                if self.is_vector(*ty) {
                    return self.vec_icmp(dst, *pred, *ty, lhs, rhs);
                }
                let w = self
                    .int_bits(*ty)
                    .ok_or_else(|| self.err("icmp on a non-integer type"))?;
                let a = self.val(lhs, *ty)?;
                let b = self.val(rhs, *ty)?;
                let pred = ipred(*pred);
                self.ptr_bits |= !matches!(pred, ICmpKind::Eq | ICmpKind::Ne)
                    && matches!(self.lay.resolved(*ty), Type::Ptr { .. });
                if w > 64 {
                    if w > MAX_INT_BITS {
                        return Err(self.err(format!("integers of {w} bits are not supported")));
                    }
                    self.emit(Op::WideCmp {
                        dst,
                        a,
                        b,
                        pred,
                        w: w as u16,
                    });
                    return Ok(());
                }
                // Fuse into the block's conditional branch when that is the only use.
                let b_ref = &self.f.blocks[bi];
                let l = inst.result.expect("checked by result()");
                let last = b_ref.insts[ii + 1..]
                    .iter()
                    .all(|i| matches!(i.kind, InstKind::DbgRecord { .. }));
                if last
                    && self.uses[l.0 as usize] == 1
                    && matches!(b_ref.term.kind, TermKind::CondBr { cond: Value::Local(c), .. } if c == l)
                {
                    self.fused = Some((l, a, b, pred, w as u8));
                    return Ok(());
                }
                self.emit(Op::ICmp {
                    dst,
                    a,
                    b,
                    pred,
                    w: w as u8,
                });
                Ok(())
            }
            InstKind::FCmp { pred, ty, lhs, rhs } => {
                let dst = self.result(inst)?;
                if self.is_vector(*ty) {
                    return self.vec_fcmp(dst, *pred, *ty, lhs, rhs);
                }
                let a = self.val(lhs, *ty)?;
                let b = self.val(rhs, *ty)?;
                let fty = self
                    .fty(*ty)
                    .ok_or_else(|| self.err("fcmp of a non-float"))?;
                let pred = fpred(*pred);
                if is_ext(fty) {
                    self.emit(Op::XCmp {
                        dst,
                        a,
                        b,
                        pred,
                        ty: fty,
                    });
                } else {
                    self.emit(Op::FCmp {
                        dst,
                        a,
                        b,
                        pred,
                        ty: fty,
                    });
                }
                Ok(())
            }
            InstKind::Cast { op, value, to } => {
                let dst = self.result(inst)?;
                self.cast(dst, *op, value, *to)
            }
            InstKind::Alloca { .. } if inst.result.is_some_and(|r| self.promoted.contains(&r)) => {
                let dst = self.result(inst)?;
                self.emit(Op::Imm { dst, imm: 0 });
                Ok(())
            }
            InstKind::Load {
                ptr:
                    Operand {
                        value: Value::Local(a),
                        ..
                    },
                ..
            } if self.promoted.contains(a) => {
                let dst = self.result(inst)?;
                let src = self.local(*a);
                self.emit(Op::Mov { dst, src });
                Ok(())
            }
            InstKind::Store {
                value,
                ptr:
                    Operand {
                        value: Value::Local(a),
                        ..
                    },
                ..
            } if self.promoted.contains(a) => {
                let v = self.opnd(value)?;
                let dst = self.local(*a);
                self.emit(Op::Mov { dst, src: v });
                Ok(())
            }
            InstKind::Alloca { ty, count, align } => {
                let dst = self.result(inst)?;
                let l = self.lay.layout(*ty).map_err(|e| self.err(e))?;
                let align = align.unwrap_or(l.align).max(l.align).min(4096) as u16;
                let count_c = match count {
                    None => Some(1),
                    Some(c) => self.const_int(c),
                };
                match count_c {
                    Some(n) => {
                        let size = l
                            .size
                            .checked_mul(n.max(0) as u64)
                            .filter(|s| *s < self.cx.codec.max_size())
                            .ok_or_else(|| self.err("alloca too large for the pointer encoding"))?;
                        self.emit(Op::Alloca {
                            dst,
                            size: size as u32,
                            align,
                        });
                    }
                    None => {
                        let c = count.as_ref().expect("dynamic count");
                        let w = self.int_bits(c.ty).unwrap_or(64) as u8;
                        let count = self.opnd(c)?;
                        let elem = u32::try_from(l.size)
                            .map_err(|_| self.err("alloca element too large"))?;
                        self.emit(Op::AllocaDyn {
                            dst,
                            count,
                            elem,
                            w,
                        });
                    }
                }
                Ok(())
            }
            InstKind::Load {
                ty,
                ptr,
                atomic,
                volatile,
                ..
            } => {
                self.volatile |= *volatile;
                let dst = self.result(inst)?;
                let p = self.opnd(ptr)?;
                if let Some(a) = atomic {
                    self.atomic_pcs.push(self.code.len() as u32);
                    if let Some(size) = self.atomic_size(*ty) {
                        let ord = mem_ord(a.ordering);
                        self.emit(Op::ALoad {
                            dst,
                            ptr: p,
                            size,
                            ord,
                        });
                        self.pun_check(inst, dst, *ty)?;
                        return Ok(());
                    }
                }
                self.load(dst, p, *ty)?;
                self.pun_check(inst, dst, *ty)
            }
            InstKind::Store {
                value,
                ptr,
                atomic,
                volatile,
                ..
            } => {
                self.volatile |= *volatile;
                let v = self.opnd(value)?;
                let p = self.opnd(ptr)?;
                if let Some(a) = atomic {
                    self.atomic_pcs.push(self.code.len() as u32);
                    if let Some(size) = self.atomic_size(value.ty) {
                        let ord = mem_ord(a.ordering);
                        self.emit(Op::AStore {
                            val: v,
                            ptr: p,
                            size,
                            ord,
                        });
                        return Ok(());
                    }
                }
                self.store(v, p, value.ty)
            }
            InstKind::Gep {
                source_ty,
                base,
                indices,
                ..
            } => {
                let dst = self.result(inst)?;
                self.gep(dst, *source_ty, base, indices)
            }
            InstKind::Select { cond, t, f } => {
                let dst = self.result(inst)?;
                if self.is_vector(cond.ty) {
                    return self.vec_select(dst, cond, t, f);
                }
                let c = self.opnd(cond)?;
                let a = self.opnd(t)?;
                let b = self.opnd(f)?;
                let n = self.nslots_of(t.ty).map_err(|e| self.err(e))?;
                if n <= 1 {
                    self.emit(Op::Select { dst, c, a, b });
                } else {
                    self.emit(Op::SelectN { dst, c, a, b, n });
                }
                Ok(())
            }
            InstKind::Call {
                ret_ty,
                callee,
                args,
                ..
            } => self.lower_call(inst, *ret_ty, callee, args),
            InstKind::ExtractValue { agg, indices } => {
                let dst = self.result(inst)?;
                let src = self.opnd(agg)?;
                let (off, fty) = self.agg_offset(agg.ty, indices)?;
                let size = self.agg_field_size(fty)?;
                self.emit(Op::Extract {
                    dst,
                    src,
                    off,
                    size,
                });
                Ok(())
            }
            InstKind::InsertValue {
                agg,
                value,
                indices,
            } => {
                let dst = self.result(inst)?;
                let a = self.opnd(agg)?;
                let v = self.opnd(value)?;
                let (off, fty) = self.agg_offset(agg.ty, indices)?;
                let size = self.agg_field_size(fty)?;
                let n = self.nslots_of(agg.ty).map_err(|e| self.err(e))?;
                self.emit(Op::Insert {
                    dst,
                    agg: a,
                    val: v,
                    off,
                    size,
                    n,
                });
                Ok(())
            }
            InstKind::ExtractElement { vec, idx } => {
                let dst = self.result(inst)?;
                self.vec_extract(dst, vec, idx)
            }
            InstKind::InsertElement { vec, elt, idx } => {
                let dst = self.result(inst)?;
                self.vec_insert(dst, vec, elt, idx)
            }
            InstKind::ShuffleVector { a, b, mask } => {
                let dst = self.result(inst)?;
                self.vec_shuffle(dst, a, b, mask)
            }
            InstKind::AtomicRmw {
                op,
                ptr,
                value,
                ordering,
                ..
            } => {
                let dst = self.result(inst)?;
                let p = self.opnd(ptr)?;
                let v = self.opnd(value)?;
                let size = self.scalar_size(value.ty)?;
                let is_float = self.fty(value.ty).is_some();
                let op = rmw_kind(*op, is_float)
                    .ok_or_else(|| self.err(format!("unsupported atomicrmw operation {op:?}")))?;
                self.emit(Op::AtomicRmw {
                    dst,
                    ptr: p,
                    val: v,
                    op,
                    size,
                    ord: mem_ord(*ordering),
                });
                // An operation other than an exchange computes with the word it reads.
                if self.m < self.cx.nuser
                    && !matches!(op, RmwKind::Xchg)
                    && u32::from(size) >= self.cx.dl.ptr_size
                    && !is_float
                {
                    self.emit(Op::PunCheck { src: dst, n: 1 });
                }
                Ok(())
            }
            InstKind::CmpXchg {
                ptr,
                cmp,
                new,
                success,
                failure,
                ..
            } => {
                let dst = self.result(inst)?;
                let p = self.opnd(ptr)?;
                let c = self.opnd(cmp)?;
                let n = self.opnd(new)?;
                let size = self.scalar_size(cmp.ty)?;
                self.emit(Op::CmpXchg {
                    dst,
                    ptr: p,
                    cmp: c,
                    new: n,
                    size,
                    ord: mem_ord(*success),
                    fail: mem_ord(*failure),
                });
                Ok(())
            }
            InstKind::Freeze { value } => {
                let dst = self.result(inst)?;
                let src = self.opnd(value)?;
                self.mov(dst, src, value.ty)
            }
            InstKind::VaArg { .. } => Err(self.err(
                "unsupported instruction 'va_arg' (clang lowers va_arg inline for x86; \
                 this IR came from elsewhere)",
            )),
        }
    }

    /// Copies a value of type `ty` from `src` to `dst`.
    pub fn mov(&mut self, dst: R, src: R, ty: TypeId) -> Result<(), LowerError> {
        let n = self.nslots_of(ty).map_err(|e| self.err(e))?;
        if dst != src {
            if n <= 1 {
                self.emit(Op::Mov { dst, src });
            } else {
                self.emit(Op::MovN { dst, src, n });
            }
        }
        Ok(())
    }

    /// The size of an atomic load or store of type `ty` when it is one [`Op::ALoad`] /
    /// [`Op::AStore`] can do: a byte-sized integer, float or pointer of 1, 2, 4 or 8
    /// bytes. Other atomic accesses (`i128`, aggregates) are plain loads and stores
    /// (recorded as atomic for the race checks).
    fn atomic_size(&mut self, ty: TypeId) -> Option<u8> {
        let t = self.lay.resolved(ty).clone();
        let l = self.lay.layout(ty).ok()?;
        let scalar = match t {
            Type::Int(w) => w % 8 == 0 && w <= 64,
            Type::Float | Type::Double | Type::Ptr { .. } => true,
            _ => false,
        };
        (scalar && matches!(l.store, 1 | 2 | 4 | 8)).then_some(l.store as u8)
    }

    fn scalar_size(&mut self, ty: TypeId) -> Result<u8, LowerError> {
        let l = self.lay.layout(ty).map_err(|e| self.err(e))?;
        match l.store {
            1 | 2 | 4 | 8 => Ok(l.store as u8),
            s => Err(self.err(format!("atomic operation on {s} bytes is not supported"))),
        }
    }

    pub fn int_bin(&mut self, dst: R, op: BinOp, w: u32, a: R, b: R) -> Result<(), LowerError> {
        let kind = int_kind(op);
        if w > 64 {
            if w > MAX_INT_BITS {
                return Err(self.err(format!("integers of {w} bits are not supported")));
            }
            self.emit(Op::WideOp {
                dst,
                a,
                b,
                op: kind,
                w: w as u16,
            });
            return Ok(());
        }
        let op = match (op, w) {
            (BinOp::Add, 64) => Op::Add64 { dst, a, b },
            (BinOp::Sub, 64) => Op::Sub64 { dst, a, b },
            (BinOp::Mul, 64) => Op::Mul64 { dst, a, b },
            (BinOp::Add, 32) => Op::Add32 { dst, a, b },
            (BinOp::Sub, 32) => Op::Sub32 { dst, a, b },
            (BinOp::Mul, 32) => Op::Mul32 { dst, a, b },
            (BinOp::And, _) => Op::And { dst, a, b },
            (BinOp::Or, _) => Op::Or { dst, a, b },
            (BinOp::Xor, _) => Op::Xor { dst, a, b },
            _ => Op::IntOp {
                dst,
                a,
                b,
                op: kind,
                w: w as u8,
            },
        };
        self.emit(op);
        Ok(())
    }

    fn cast(&mut self, dst: R, op: CastOp, value: &Operand, to: TypeId) -> Result<(), LowerError> {
        self.ptr_bits |= matches!(op, CastOp::IntToPtr | CastOp::PtrToInt);
        if self.is_vector(to) || self.is_vector(value.ty) {
            return self.vec_cast(dst, op, value, to);
        }
        let src = self.opnd(value)?;
        let from_bits = self.int_bits(value.ty);
        let to_bits = self.int_bits(to);
        let wide = |s: &mut Self, from: u32, to: u32, signed: bool| -> Result<(), LowerError> {
            if from > MAX_INT_BITS || to > MAX_INT_BITS {
                return Err(s.err(format!(
                    "integers wider than {MAX_INT_BITS} bits are not supported"
                )));
            }
            s.emit(Op::WideCast {
                dst,
                src,
                from: from as u16,
                to: to as u16,
                signed,
            });
            Ok(())
        };
        match op {
            CastOp::Trunc | CastOp::PtrToInt | CastOp::IntToPtr | CastOp::ZExt => {
                let (f, t) = match (from_bits, to_bits) {
                    (Some(f), Some(t)) => (f, t),
                    _ => return Err(self.err(format!("{op:?} between non-integer types"))),
                };
                if f > 64 || t > 64 {
                    wide(self, f, t, false)
                } else if t < f {
                    self.emit(Op::Trunc {
                        dst,
                        src,
                        w: t as u8,
                    });
                    Ok(())
                } else {
                    self.emit(Op::Mov { dst, src });
                    Ok(())
                }
            }
            CastOp::SExt => {
                let (f, t) = match (from_bits, to_bits) {
                    (Some(f), Some(t)) => (f, t),
                    _ => return Err(self.err("sext between non-integer types")),
                };
                if f > 64 || t > 64 {
                    wide(self, f, t, true)
                } else {
                    self.emit(Op::SExt {
                        dst,
                        src,
                        from: f as u8,
                        to: t as u8,
                    });
                    Ok(())
                }
            }
            CastOp::BitCast | CastOp::AddrSpaceCast => {
                let fb = self.reg_bytes(value.ty).map_err(|e| self.err(e))?;
                let tb = self.reg_bytes(to).map_err(|e| self.err(e))?;
                if fb != tb {
                    return Err(self.err(format!(
                        "unsupported bitcast from {} to {}",
                        self.lay.types().display(value.ty),
                        self.lay.types().display(to)
                    )));
                }
                self.mov(dst, src, to)
            }
            CastOp::FpTrunc | CastOp::FpExt => {
                let (f, t) = (self.fty(value.ty), self.fty(to));
                let (Some(f), Some(t)) = (f, t) else {
                    return Err(self.err("float cast between non-float types"));
                };
                self.emit_fcast(dst, src, FCastKind::FToF, f, t, 0);
                Ok(())
            }
            CastOp::FpToUi | CastOp::FpToSi => {
                let f = self
                    .fty(value.ty)
                    .ok_or_else(|| self.err("fptoi of a non-float"))?;
                let w = to_bits.ok_or_else(|| self.err("fptoi to a non-integer"))?;
                if w > 128 || (w > 64 && !is_ext(f)) {
                    return Err(self.err(format!("float to i{w} conversion is not supported")));
                }
                let kind = if op == CastOp::FpToUi {
                    FCastKind::FToU
                } else {
                    FCastKind::FToS
                };
                self.emit_fcast(dst, src, kind, f, f, w as u8);
                Ok(())
            }
            CastOp::UiToFp | CastOp::SiToFp => {
                let t = self
                    .fty(to)
                    .ok_or_else(|| self.err("itofp to a non-float"))?;
                let w = from_bits.ok_or_else(|| self.err("itofp of a non-integer"))?;
                if w > 128 || (w > 64 && !is_ext(t)) {
                    return Err(self.err(format!("i{w} to float conversion is not supported")));
                }
                let kind = if op == CastOp::UiToFp {
                    FCastKind::UToF
                } else {
                    FCastKind::SToF
                };
                self.emit_fcast(dst, src, kind, t, t, w as u8);
                Ok(())
            }
        }
    }

    /// After the load of `inst` into `dst`: its `Op::PunCheck` if it is watched (`pun`).
    fn pun_check(&mut self, inst: &Inst, dst: R, ty: TypeId) -> Result<(), LowerError> {
        if inst.result.is_some_and(|r| self.watched.contains(&r)) {
            let l = self.lay.layout(ty).map_err(|e| self.err(e))?;
            let n = u16::try_from(l.store.div_ceil(8).max(1))
                .map_err(|_| self.err("load too large"))?;
            self.emit(Op::PunCheck { src: dst, n });
        }
        Ok(())
    }

    pub fn load(&mut self, dst: R, ptr: R, ty: TypeId) -> Result<(), LowerError> {
        let t = self.lay.resolved(ty).clone();
        let l = self.lay.layout(ty).map_err(|e| self.err(e))?;
        match t {
            Type::Int(w) if w <= 64 => {
                match l.store {
                    1 => self.emit(Op::Load1 { dst, ptr, off: 0 }),
                    2 => self.emit(Op::Load2 { dst, ptr, off: 0 }),
                    4 => self.emit(Op::Load4 { dst, ptr, off: 0 }),
                    8 => self.emit(Op::Load8 { dst, ptr, off: 0 }),
                    s => self.emit(Op::LoadN {
                        dst,
                        ptr,
                        size: s as u32,
                    }),
                }
                if w % 8 != 0 {
                    self.emit(Op::Trunc {
                        dst,
                        src: dst,
                        w: w as u8,
                    });
                }
            }
            Type::Int(w) => {
                self.emit(Op::LoadN {
                    dst,
                    ptr,
                    size: l.store as u32,
                });
                if w % 8 != 0 {
                    self.emit(Op::WideCast {
                        dst,
                        src: dst,
                        from: w as u16,
                        to: w as u16,
                        signed: false,
                    });
                }
            }
            Type::Float => self.emit(Op::Load4 { dst, ptr, off: 0 }),
            Type::Double => self.emit(Op::Load8 { dst, ptr, off: 0 }),
            Type::Half | Type::BFloat => self.emit(Op::Load2 { dst, ptr, off: 0 }),
            Type::X86Fp80 => self.emit(Op::LoadN { dst, ptr, size: 10 }),
            Type::Fp128 => self.emit(Op::LoadN { dst, ptr, size: 16 }),
            Type::Ptr { .. } => {
                if self.cx.dl.ptr_size == 8 {
                    self.emit(Op::Load8 { dst, ptr, off: 0 })
                } else {
                    self.emit(Op::Load4 { dst, ptr, off: 0 })
                }
            }
            Type::Vector { elem, .. } if self.lay.resolved(elem) == &Type::Int(1) => {
                let tmp = self.temp(1)?;
                self.emit(Op::LoadN {
                    dst: tmp,
                    ptr,
                    size: l.store as u32,
                });
                self.bool_bits(dst, tmp, ty, false)?;
            }
            Type::Vector { .. } | Type::Struct { .. } | Type::Array(..) => self.emit(Op::LoadN {
                dst,
                ptr,
                size: u32::try_from(l.store).map_err(|_| self.err("load too large"))?,
            }),
            other => return Err(self.err(format!("load of unsupported type {other:?}"))),
        }
        Ok(())
    }

    pub fn store(&mut self, val: R, ptr: R, ty: TypeId) -> Result<(), LowerError> {
        let t = self.lay.resolved(ty).clone();
        let l = self.lay.layout(ty).map_err(|e| self.err(e))?;
        match t {
            Type::Int(_)
            | Type::Float
            | Type::Double
            | Type::Half
            | Type::BFloat
            | Type::Ptr { .. } => match l.store {
                1 => self.emit(Op::Store1 { val, ptr, off: 0 }),
                2 => self.emit(Op::Store2 { val, ptr, off: 0 }),
                4 => self.emit(Op::Store4 { val, ptr, off: 0 }),
                8 => self.emit(Op::Store8 { val, ptr, off: 0 }),
                s => self.emit(Op::StoreN {
                    val,
                    ptr,
                    size: s as u32,
                }),
            },
            Type::X86Fp80 => self.emit(Op::StoreN { val, ptr, size: 10 }),
            Type::Fp128 => self.emit(Op::StoreN { val, ptr, size: 16 }),
            Type::Vector { elem, .. } if self.lay.resolved(elem) == &Type::Int(1) => {
                let tmp = self.temp(1)?;
                self.bool_bits(tmp, val, ty, true)?;
                self.emit(Op::StoreN {
                    val: tmp,
                    ptr,
                    size: l.store as u32,
                });
            }
            Type::Vector { .. } | Type::Struct { .. } | Type::Array(..) => self.emit(Op::StoreN {
                val,
                ptr,
                size: u32::try_from(l.store).map_err(|_| self.err("store too large"))?,
            }),
            other => return Err(self.err(format!("store of unsupported type {other:?}"))),
        }
        Ok(())
    }

    fn gep(
        &mut self,
        dst: R,
        source_ty: TypeId,
        base: &Operand,
        indices: &[Operand],
    ) -> Result<(), LowerError> {
        if self.is_vector(base.ty) || indices.iter().any(|i| self.is_vector(i.ty)) {
            return Err(self.err("unsupported vector getelementptr"));
        }
        let mut cur = self.opnd(base)?;
        let mut off: i64 = 0;
        let mut ty = source_ty;
        for (k, idx) in indices.iter().enumerate() {
            let c = self.const_int(idx);
            let step = if k == 0 {
                Descend::Stride(self.lay.layout(ty).map_err(|e| self.err(e))?.size as i64)
            } else {
                let (d, next) = gep_descend(&mut self.lay, ty, c).map_err(|e| self.err(e))?;
                ty = next;
                d
            };
            match (step, c) {
                (Descend::Field(o), _) => off = off.wrapping_add(o),
                (Descend::Stride(s), Some(c)) => off = off.wrapping_add(c.wrapping_mul(s)),
                (Descend::Stride(s), None) => {
                    let scale = i32::try_from(s).map_err(|_| self.err("GEP stride too large"))?;
                    let w = self.int_bits(idx.ty).unwrap_or(64);
                    if w > 64 {
                        return Err(self.err("GEP index wider than 64 bits"));
                    }
                    let i = self.opnd(idx)?;
                    self.emit(Op::PtrIdx {
                        dst,
                        base: cur,
                        idx: i,
                        scale,
                        w: w as u8,
                    });
                    cur = dst;
                }
            }
        }
        if off != 0 {
            self.emit(Op::PtrAdd {
                dst,
                base: cur,
                off,
            });
        } else if cur != dst {
            self.emit(Op::Mov { dst, src: cur });
        }
        Ok(())
    }

    /// Byte offset and type of the field `indices` of aggregate type `ty`.
    fn agg_offset(&mut self, ty: TypeId, indices: &[u32]) -> Result<(u32, TypeId), LowerError> {
        let mut off = 0i64;
        let mut cur = ty;
        for &i in indices {
            let (d, next) =
                gep_descend(&mut self.lay, cur, Some(i64::from(i))).map_err(|e| self.err(e))?;
            off += match d {
                Descend::Field(o) => o,
                Descend::Stride(s) => s * i64::from(i),
            };
            cur = next;
        }
        Ok((
            u32::try_from(off).map_err(|_| self.err("aggregate offset too large"))?,
            cur,
        ))
    }

    fn agg_field_size(&mut self, ty: TypeId) -> Result<u16, LowerError> {
        let t = self.lay.resolved(ty).clone();
        let n = match t {
            Type::Int(b) => u64::from(b.div_ceil(8)),
            Type::Ptr { .. } => u64::from(self.cx.dl.ptr_size),
            _ => self.lay.layout(ty).map_err(|e| self.err(e))?.store,
        };
        u16::try_from(n).map_err(|_| self.err("aggregate field too large"))
    }

    // ---- terminators and edges ----

    fn lower_term(&mut self, bi: usize, t: &'m Terminator) -> Result<(), LowerError> {
        match &t.kind {
            TermKind::Ret(v) => {
                match v {
                    Some(o) => {
                        let r = self.opnd(o)?;
                        let n = self.nslots_of(o.ty).map_err(|e| self.err(e))?;
                        self.emit(Op::Ret { val: r, n });
                    }
                    None => self.emit(Op::Ret { val: R(0), n: 0 }),
                }
                Ok(())
            }
            TermKind::Br(to) => {
                let moves = self.phi_moves(bi, to.0 as usize)?;
                self.emit_moves(&moves);
                if let Some(begin) = self.edge_marker(to.0 as usize) {
                    self.emit_atomic_marker(begin)?;
                }
                self.emit(Op::Jump { target: to.0 });
                Ok(())
            }
            TermKind::CondBr { cond, t: tt, f: ff } => {
                let lt = self.edge(bi, tt.0 as usize)?;
                let lf = self.edge(bi, ff.0 as usize)?;
                if let Some((l, a, b, pred, w)) = self.fused.take()
                    && matches!(cond, Value::Local(c) if *c == l)
                {
                    self.emit(Op::BrICmp {
                        a,
                        b,
                        pred,
                        w,
                        t: lt,
                        f: lf,
                    });
                    return Ok(());
                }
                let bool_ty = self.cx.modules[self.m]
                    .types
                    .map
                    .get(&Type::Int(1))
                    .copied();
                let c = match bool_ty {
                    Some(bt) => self.val(cond, bt)?,
                    None => return Err(self.err("conditional branch without an i1 type")),
                };
                self.emit(Op::BrIf {
                    cond: c,
                    t: lt,
                    f: lf,
                });
                Ok(())
            }
            TermKind::Switch {
                ty,
                value,
                default,
                cases,
            } => {
                let w = self
                    .int_bits(*ty)
                    .ok_or_else(|| self.err("switch on a non-integer"))?;
                if w > 128 {
                    return Err(self.err(format!("switch on i{w} is not supported")));
                }
                let v = self.val(value, *ty)?;
                let d = self.edge(bi, default.0 as usize)?;
                let mut cs = Vec::with_capacity(cases.len());
                for (c, to) in cases {
                    let l = self.edge(bi, to.0 as usize)?;
                    cs.push((mask128(*c, w), l));
                }
                cs.sort_by_key(|c| c.0);
                cs.dedup_by_key(|c| c.0);
                let table = if w > 64 {
                    SwitchTable::Wide {
                        cases: cs
                            .into_iter()
                            .map(|(c, l)| ((c as u64, (c >> 64) as u64), l))
                            .collect(),
                        default: d,
                    }
                } else {
                    let n = cs.len() as u128;
                    let span = match (cs.first(), cs.last()) {
                        (Some(a), Some(b)) => b.0 - a.0 + 1,
                        _ => 0,
                    };
                    if n > 0 && span <= 2 * n + 8 && span <= 4096 {
                        let min = cs[0].0;
                        let mut targets = vec![d; span as usize];
                        for (c, l) in &cs {
                            targets[(c - min) as usize] = *l;
                        }
                        SwitchTable::Dense {
                            min: min as u64,
                            targets,
                            default: d,
                        }
                    } else {
                        SwitchTable::Sparse {
                            cases: cs.into_iter().map(|(c, l)| (c as u64, l)).collect(),
                            default: d,
                        }
                    }
                };
                let table_ix = self.switches.len() as u32;
                self.switches.push(table);
                self.emit(Op::Switch {
                    val: v,
                    table: table_ix,
                });
                Ok(())
            }
            TermKind::IndirectBr { addr, dests } => {
                let a = self.opnd(addr)?;
                let mut tbl = Vec::with_capacity(dests.len() * 2);
                for d in dests {
                    let l = self.edge(bi, d.0 as usize)?;
                    tbl.push(d.0);
                    tbl.push(l);
                }
                let ix = self.indirect.len() as u32;
                self.indirect.push(tbl);
                self.emit(Op::IndirectBr { addr: a, table: ix });
                Ok(())
            }
            TermKind::Unreachable => {
                self.emit(Op::Unreachable {});
                Ok(())
            }
        }
    }

    /// The moves the phis of block `to` need on the edge from block `from`.
    fn phi_moves(&mut self, from: usize, to: usize) -> Result<Vec<(R, R, u16)>, LowerError> {
        let f = self.f;
        let target = f
            .blocks
            .get(to)
            .ok_or_else(|| self.err("branch to an undefined block"))?;
        let mut moves = Vec::new();
        for inst in &target.insts {
            let InstKind::Phi { ty, incoming } = &inst.kind else {
                continue;
            };
            let Some(l) = inst.result else { continue };
            let Some((v, _)) = incoming.iter().find(|(_, b)| b.0 as usize == from) else {
                self.cur_pos = inst.pos;
                return Err(self.err(format!(
                    "phi in block %{} has no value for predecessor %{}",
                    target.name, f.blocks[from].name
                )));
            };
            let src = self.val(v, *ty)?;
            let dst = self.local(l);
            let n = self.nslots[l.0 as usize];
            if n > 0 && src != dst {
                moves.push((dst, src, n));
            }
        }
        Ok(moves)
    }

    /// The label to jump to for the edge `from → to`: the block itself, or a trampoline
    /// doing the phi moves first.
    fn edge(&mut self, from: usize, to: usize) -> Result<u32, LowerError> {
        if let Some(&l) = self.tramp_cache.get(&(from, to)) {
            return Ok(l);
        }
        let moves = self.phi_moves(from, to)?;
        let marker = self.edge_marker(to);
        if moves.is_empty() && marker.is_none() {
            return Ok(to as u32);
        }
        let label = self.next_label;
        self.next_label += 1;
        self.tramps.push((label, moves, marker, to as u32));
        self.tramp_cache.insert((from, to), label);
        Ok(label)
    }

    /// Where the code of `__VERIFIER_atomic_*` functions was inlined, per block: whether the
    /// block starts and ends inside such code. `None` when the function has none (the usual
    /// case: nothing else to do).
    ///
    /// A `__VERIFIER_atomic_*` function runs as one atomic step (SV-COMP); called, its frame
    /// makes the section ([`Func::slow_call`]). Inlined, its instructions are recognised by
    /// their debug locations (`inlinedAt` chain) and the lowering brackets them with the
    /// `__VERIFIER_atomic_begin`/`end` builtins: at each change of "inside" between
    /// consecutive instructions, and on each CFG edge between blocks that disagree (in the
    /// edge's trampoline). Instructions without a location belong to the code around them.
    /// Without debug information inlined atomic functions cannot be recognised.
    fn atomic_regions(&mut self) -> Option<Vec<(bool, bool)>> {
        let f = self.f;
        let fname = f.name.clone();
        let mut per_block: Vec<(Option<bool>, Option<bool>)> = Vec::with_capacity(f.blocks.len());
        let mut any = false;
        for b in &f.blocks {
            let mut first = None;
            let mut last = None;
            let dbgs = b
                .insts
                .iter()
                .map(|i| (i.dbg, i.pos.line))
                .chain(std::iter::once((b.term.dbg, b.term.pos.line)));
            for (dbg, line) in dbgs {
                if dbg.is_none() {
                    continue;
                }
                let l = self.sb.loc(dbg, line, &fname);
                let inside = self.sb.map.in_inlined_atomic(l);
                any |= inside;
                first.get_or_insert(inside);
                last = Some(inside);
            }
            per_block.push((first, last));
        }
        if !any {
            return None;
        }
        // Blocks without any location take the state of their (first) predecessor.
        let mut out: Vec<(bool, bool)> = per_block
            .iter()
            .map(|&(a, b)| (a.unwrap_or(false), b.or(a).unwrap_or(false)))
            .collect();
        for (bi, b) in f.blocks.iter().enumerate() {
            for s in b.term.kind.successors() {
                let s = s.0 as usize;
                if s < out.len() && per_block[s].0.is_none() && s != bi {
                    out[s] = (out[bi].1, out[bi].1);
                }
            }
        }
        Some(out)
    }

    /// The marker an edge into block `to` needs: `Some(true)` to enter inlined atomic code,
    /// `Some(false)` to leave it. Called while lowering the terminator of the edge's source
    /// block, whose state is `self.in_region`.
    fn edge_marker(&self, to: usize) -> Option<bool> {
        let into = self.regions.as_ref()?.get(to)?.0;
        (self.in_region != into).then_some(into)
    }

    /// Moves into (`inside`) or out of inlined atomic code, emitting the marker.
    fn enter_region(&mut self, inside: bool) -> Result<(), LowerError> {
        if inside != self.in_region {
            self.emit_atomic_marker(inside)?;
            self.in_region = inside;
        }
        Ok(())
    }

    /// Emits a call of `__VERIFIER_atomic_begin` (`begin`) or `__VERIFIER_atomic_end`.
    fn emit_atomic_marker(&mut self, begin: bool) -> Result<(), LowerError> {
        let (b, name) = if begin {
            (Builtin::AtomicBegin, "__VERIFIER_atomic_begin")
        } else {
            (Builtin::AtomicEnd, "__VERIFIER_atomic_end")
        };
        self.sites.push(CallSite {
            args: Vec::new(),
            ret_slots: 0,
            ret_bits: 0,
            callee: name.to_string(),
            has_byval: false,
        });
        let site = (self.sites.len() - 1) as u32;
        self.emit(Op::Builtin {
            dst: R(0),
            id: b as u16,
            site,
        });
        Ok(())
    }

    /// Emits a parallel move: through temporaries if a destination is also a source.
    fn emit_moves(&mut self, moves: &[(R, R, u16)]) {
        let overlaps = |a: R, an: u16, b: R, bn: u16| a.0 < b.0 + bn && b.0 < a.0 + an;
        let conflict = moves.iter().any(|(d, _, dn)| {
            moves
                .iter()
                .any(|(_, s, sn)| s.0 < CONST_BASE && overlaps(*d, *dn, *s, *sn))
        });
        let mv = |s: &mut Self, dst: R, src: R, n: u16| {
            if n == 1 {
                s.emit(Op::Mov { dst, src });
            } else {
                s.emit(Op::MovN { dst, src, n });
            }
        };
        if !conflict {
            for &(d, s, n) in moves {
                mv(self, d, s, n);
            }
            return;
        }
        let mut temps = Vec::with_capacity(moves.len());
        for &(_, s, n) in moves {
            // Temporaries are only needed for sources that are overwritten.
            let t = match self.temp(n) {
                Ok(t) => t,
                Err(_) => s,
            };
            mv(self, t, s, n);
            temps.push(t);
        }
        for (&(d, _, n), t) in moves.iter().zip(temps) {
            mv(self, d, t, n);
        }
    }
}

/// Whether `t` is an extended-precision format (two slots, `X*` ops).
pub(crate) fn is_ext(t: FTy) -> bool {
    matches!(t, FTy::X87 | FTy::Quad)
}

impl FnLower<'_, '_> {
    /// Emits a float unary op in the right family for `ty`.
    pub(crate) fn emit_fun(&mut self, dst: R, a: R, op: FUnKind, ty: FTy) {
        if is_ext(ty) {
            self.emit(Op::XUn { dst, a, op, ty });
        } else {
            self.emit(Op::FUn { dst, a, op, ty });
        }
    }

    /// Emits a float binary op in the right family for `ty`.
    pub(crate) fn emit_fbin(&mut self, dst: R, a: R, b: R, op: FOpKind, ty: FTy) {
        if is_ext(ty) {
            self.emit(Op::XBin { dst, a, b, op, ty });
        } else {
            self.emit(Op::FBin { dst, a, b, op, ty });
        }
    }

    /// Emits a float conversion in the right family.
    pub(crate) fn emit_fcast(
        &mut self,
        dst: R,
        src: R,
        kind: FCastKind,
        from: FTy,
        to: FTy,
        w: u8,
    ) {
        if is_ext(from) || is_ext(to) {
            self.emit(Op::XCast {
                dst,
                src,
                kind,
                from,
                to,
                w,
            });
        } else {
            self.emit(Op::FCast {
                dst,
                src,
                kind,
                from,
                to,
                w,
            });
        }
    }
}

pub(crate) fn ipred(p: IPred) -> ICmpKind {
    match p {
        IPred::Eq => ICmpKind::Eq,
        IPred::Ne => ICmpKind::Ne,
        IPred::Ugt => ICmpKind::Ugt,
        IPred::Uge => ICmpKind::Uge,
        IPred::Ult => ICmpKind::Ult,
        IPred::Ule => ICmpKind::Ule,
        IPred::Sgt => ICmpKind::Sgt,
        IPred::Sge => ICmpKind::Sge,
        IPred::Slt => ICmpKind::Slt,
        IPred::Sle => ICmpKind::Sle,
    }
}

/// LLVM's fcmp predicate encoding: bit 0 equal, bit 1 greater, bit 2 less, bit 3 unordered.
pub(crate) fn fpred(p: FPred) -> u8 {
    match p {
        FPred::False => 0,
        FPred::Oeq => 1,
        FPred::Ogt => 2,
        FPred::Oge => 3,
        FPred::Olt => 4,
        FPred::Ole => 5,
        FPred::One => 6,
        FPred::Ord => 7,
        FPred::Uno => 8,
        FPred::Ueq => 9,
        FPred::Ugt => 10,
        FPred::Uge => 11,
        FPred::Ult => 12,
        FPred::Ule => 13,
        FPred::Une => 14,
        FPred::True => 15,
    }
}

/// `m` when `c` is `2^m - 1` with `m >= 1`.
fn low_mask_bits(c: u128) -> Option<u32> {
    let m = c.trailing_ones();
    (m > 0 && c.checked_shr(m).unwrap_or(0) == 0).then_some(m)
}

pub(crate) fn int_kind(op: BinOp) -> IntOpKind {
    match op {
        BinOp::Add => IntOpKind::Add,
        BinOp::Sub => IntOpKind::Sub,
        BinOp::Mul => IntOpKind::Mul,
        BinOp::UDiv => IntOpKind::UDiv,
        BinOp::SDiv => IntOpKind::SDiv,
        BinOp::URem => IntOpKind::URem,
        BinOp::SRem => IntOpKind::SRem,
        BinOp::Shl => IntOpKind::Shl,
        BinOp::LShr => IntOpKind::LShr,
        BinOp::AShr => IntOpKind::AShr,
        BinOp::And => IntOpKind::And,
        BinOp::Or => IntOpKind::Or,
        BinOp::Xor => IntOpKind::Xor,
    }
}

/// The bytecode's ordering of an IR ordering (`unordered` is relaxed).
fn mem_ord(o: Ordering) -> MemOrd {
    match o {
        Ordering::Unordered | Ordering::Monotonic => MemOrd::Relaxed,
        Ordering::Acquire => MemOrd::Acquire,
        Ordering::Release => MemOrd::Release,
        Ordering::AcqRel => MemOrd::AcqRel,
        Ordering::SeqCst => MemOrd::SeqCst,
    }
}

fn rmw_kind(op: RmwOp, float: bool) -> Option<RmwKind> {
    Some(match (op, float) {
        (RmwOp::Xchg, _) => RmwKind::Xchg,
        (RmwOp::Add, false) => RmwKind::Add,
        (RmwOp::Sub, false) => RmwKind::Sub,
        (RmwOp::And, false) => RmwKind::And,
        (RmwOp::Nand, false) => RmwKind::Nand,
        (RmwOp::Or, false) => RmwKind::Or,
        (RmwOp::Xor, false) => RmwKind::Xor,
        (RmwOp::Max, false) => RmwKind::Max,
        (RmwOp::Min, false) => RmwKind::Min,
        (RmwOp::UMax, false) => RmwKind::UMax,
        (RmwOp::UMin, false) => RmwKind::UMin,
        (RmwOp::UIncWrap, false) => RmwKind::UIncWrap,
        (RmwOp::UDecWrap, false) => RmwKind::UDecWrap,
        (RmwOp::FAdd, true) => RmwKind::FAdd,
        (RmwOp::FSub, true) => RmwKind::FSub,
        (RmwOp::FMax, true) => RmwKind::FMax,
        (RmwOp::FMin, true) => RmwKind::FMin,
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use crate::bytecode::op::{IntOpKind, Op};

    /// The ops of `@f` in `body`, lowered.
    fn ops_of(body: &str) -> Vec<Op> {
        let src = format!(
            "target datalayout = \"e-m:e-i64:64-n8:16:32:64-S128\"\n\
             target triple = \"x86_64-pc-linux-gnu\"\n{body}"
        );
        let m = crate::ir::parse(&src, "t.ll").expect("parses");
        let p = crate::bytecode::lower(&m, None).expect("lowers");
        p.funcs[p.func_index["f"] as usize].code.clone()
    }

    fn shifts(ops: &[Op]) -> usize {
        ops.iter()
            .filter(|o| {
                matches!(
                    o,
                    Op::IntOp {
                        op: IntOpKind::Shl | IntOpKind::AShr | IntOpKind::LShr,
                        ..
                    }
                )
            })
            .count()
    }

    #[test]
    fn shl_then_ashr_is_one_sign_extension() {
        let ops = ops_of(
            "define i32 @f(i32 %x) {\n  %a = shl i32 %x, 16\n  %b = ashr exact i32 %a, 16\n  ret i32 %b\n}\n",
        );
        assert_eq!(shifts(&ops), 0, "{ops:?}");
        assert!(
            ops.iter().any(|o| matches!(
                o,
                Op::SExt {
                    from: 16,
                    to: 32,
                    ..
                }
            )),
            "{ops:?}"
        );
    }

    #[test]
    fn shl_then_lshr_is_one_zero_extension() {
        let ops = ops_of(
            "define i64 @f(i64 %x) {\n  %a = shl i64 %x, 56\n  %b = lshr i64 %a, 56\n  ret i64 %b\n}\n",
        );
        assert_eq!(shifts(&ops), 0, "{ops:?}");
        assert!(
            ops.iter().any(|o| matches!(o, Op::Trunc { w: 8, .. })),
            "{ops:?}"
        );
    }

    #[test]
    fn shl_with_another_use_stays() {
        let ops = ops_of(
            "define i32 @f(i32 %x) {\n  %a = shl i32 %x, 8\n  %b = ashr i32 %a, 8\n  %c = add i32 %a, %b\n  ret i32 %c\n}\n",
        );
        assert_eq!(shifts(&ops), 1, "{ops:?}");
        assert!(ops.iter().any(|o| matches!(o, Op::SExt { from: 24, .. })));
    }

    #[test]
    fn unequal_shifts_are_not_fused() {
        let ops = ops_of(
            "define i32 @f(i32 %x) {\n  %a = shl i32 %x, 8\n  %b = ashr i32 %a, 4\n  ret i32 %b\n}\n",
        );
        assert_eq!(shifts(&ops), 2, "{ops:?}");
    }

    #[test]
    fn low_mask_is_a_zero_extension() {
        let ops = ops_of(
            "define i32 @f(i32 %x) {\n  %a = and i32 %x, 65535\n  %b = and i32 %a, 65534\n  ret i32 %b\n}\n",
        );
        assert!(ops.iter().any(|o| matches!(o, Op::Trunc { w: 16, .. })));
        assert_eq!(
            ops.iter().filter(|o| matches!(o, Op::And { .. })).count(),
            1,
            "{ops:?}"
        );
        assert_eq!(super::low_mask_bits(1), Some(1));
        assert_eq!(super::low_mask_bits(0), None);
        assert_eq!(super::low_mask_bits(6), None);
        assert_eq!(super::low_mask_bits(u64::MAX as u128), Some(64));
    }
}
