//! Lowering from the IR data model to bytecode: linking the program with pancam's C library
//! module, assigning object ids to functions and globals, building initial memory images,
//! and translating every function (module `func`).
//!
//! Symbols: definitions in the user's module win; a name the user's module declares but does
//! not define is taken from the C library module (`src/vm/libc/`), transitively; a name
//! neither defines becomes a [`Builtin`] if the VM implements it natively, and otherwise a
//! call to it is an error when executed (naming the function and the call site). Internal
//! (static) symbols are private to their module.

mod call;
mod consts;
mod func;
mod promote;
mod pun;
mod readonly;
mod refs;
mod tailmerge;
mod vector;

use super::builtins::Builtin;
use super::layout::{DataLayout, Layouts};
use super::program::*;
use super::ptr::PtrCodec;
use super::srcmap::{SourceMap, SrcMapBuilder};
use crate::ir::{Const, Linkage, Module, Pos, TypedConst};
use std::collections::{HashMap, HashSet};

/// A lowering failure: an unsupported construct or inconsistent IR, with its location.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LowerError {
    /// The `.ll` file.
    pub file: String,
    /// Position in the `.ll` file.
    pub pos: Pos,
    /// The function being lowered, if any.
    pub func: Option<String>,
    /// What is wrong, naming the construct.
    pub msg: String,
    /// The C source location of the construct (`file.c:line:col`, from its debug info), when
    /// known: what a user of a `.c` file is shown first.
    pub c_loc: Option<String>,
}

impl std::fmt::Display for LowerError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if let Some(c) = &self.c_loc {
            write!(f, "{c}: ")?;
        } else {
            write!(f, "{}:{}:{}: ", self.file, self.pos.line, self.pos.col)?;
        }
        if let Some(func) = &self.func {
            write!(f, "in function @{func}: ")?;
        }
        write!(f, "{}", self.msg)?;
        if self.c_loc.is_some() {
            write!(f, " (IR: {}:{})", self.file, self.pos.line)?;
        }
        Ok(())
    }
}

impl std::error::Error for LowerError {}

/// Which module a symbol is defined in: 0 = the user's, 1 = the C library.
type ModIx = usize;

/// A resolved symbol.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Sym {
    /// A defined function with this program function index.
    Func(u32),
    /// A global with this object id.
    Global(u32),
    /// A thread-local global with this object id (its template).
    Tls(u32),
    /// An alias: evaluated later to a constant address.
    Alias(ModIx, usize),
    /// A native builtin; the function index of its address-taken stub.
    Builtin(Builtin, u32),
    /// An unknown external function; the index of its stub (which errors when called).
    Unknown(u32),
}

/// Program-wide lowering context shared by all functions.
pub(crate) struct Ctx<'m> {
    pub modules: Vec<&'m Module>,
    /// The first `nuser` modules are the program's (all definitions included); a last one,
    /// if any, is the C library (definitions included on demand).
    pub nuser: usize,
    pub dl: DataLayout,
    pub codec: PtrCodec,
    pub target: Target,
    /// Global (external-linkage) symbols.
    pub globals: HashMap<String, Sym>,
    /// Module-private (internal) symbols, per module.
    pub locals: Vec<HashMap<String, Sym>>,
    /// (module, function index in module) per program function; `None` for stubs.
    pub func_src: Vec<Option<(ModIx, usize)>>,
    /// Names of program functions.
    pub func_names: Vec<String>,
    /// Stub builtin per program function (for stubs).
    pub func_stub: Vec<Option<(Builtin, String)>>,
    /// blockaddress table: (function name, block name, module) → index.
    pub block_addr_ix: HashMap<(ModIx, String, String), u32>,
    /// Static objects.
    pub objects: Vec<StaticObject>,
    /// (module, global index) of each static global object id ≥ 3.
    pub object_src: HashMap<u32, (ModIx, usize)>,
    /// Aliases being evaluated (cycle detection).
    pub alias_stack: HashSet<(ModIx, usize)>,
    /// Absolute versions of relative lookup tables (`llvm.load.relative`), by table.
    pub rel_tables: HashMap<(ModIx, String), u32>,
    /// The lowering's options.
    pub opts: LowerOptions,
}

impl<'m> Ctx<'m> {
    pub fn err(
        &self,
        m: ModIx,
        pos: Pos,
        func: Option<&str>,
        msg: impl Into<String>,
    ) -> LowerError {
        LowerError {
            file: self.modules[m].path.clone(),
            pos,
            func: func.map(|s| s.to_string()),
            msg: msg.into(),
            c_loc: None,
        }
    }

    /// Resolves `name` as referenced from module `m`.
    pub fn sym(&self, m: ModIx, name: &str) -> Option<&Sym> {
        self.locals[m].get(name).or_else(|| self.globals.get(name))
    }

    pub fn ptr_bits(&self) -> u32 {
        self.dl.ptr_size * 8
    }
}

/// Parses the target triple.
fn target_of(triple: Option<&str>) -> Target {
    match triple {
        Some(t) if t.starts_with("x86_64") => Target::X86_64,
        Some(t)
            if t.starts_with("i386")
                || t.starts_with("i486")
                || t.starts_with("i586")
                || t.starts_with("i686") =>
        {
            Target::I386
        }
        None => Target::X86_64,
        _ => Target::Other,
    }
}

/// Choices of the lowering that change which pcs a program has, not what it does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LowerOptions {
    /// Merge duplicated block tails (module `tailmerge`: loop rotation's second copy of a
    /// loop header becomes a jump into the first). On by default; off only to compare with
    /// the code as clang wrote it (the reduction fuzzer's reference does).
    pub tail_merge: bool,
}

impl Default for LowerOptions {
    fn default() -> Self {
        LowerOptions { tail_merge: true }
    }
}

/// Lowers `user` (linked with the C library module `libc`, if given) into a [`Program`].
pub fn lower(user: &Module, libc: Option<&Module>) -> Result<Program, LowerError> {
    lower_linked(&[user], libc)
}

/// Lowers the program made of `users` (the first is the main program; others, such as an
/// abstraction function, are linked with it) and the C library module `libc`.
pub fn lower_linked(users: &[&Module], libc: Option<&Module>) -> Result<Program, LowerError> {
    lower_linked_with(users, libc, LowerOptions::default())
}

/// [`lower_linked`] with explicit [`LowerOptions`].
pub fn lower_linked_with(
    users: &[&Module],
    libc: Option<&Module>,
    opts: LowerOptions,
) -> Result<Program, LowerError> {
    let user = users[0];
    let dl = match &user.datalayout {
        Some(s) => DataLayout::parse(s).map_err(|e| LowerError {
            file: user.path.clone(),
            pos: Pos { line: 1, col: 1 },
            func: None,
            msg: format!("target datalayout: {e}"),
            c_loc: None,
        })?,
        None => DataLayout::default(),
    };
    let mut modules: Vec<&Module> = users.to_vec();
    let nuser = modules.len();
    if let Some(l) = libc {
        modules.push(l);
    }
    let codec = PtrCodec::new(dl.ptr_size);
    let mut cx = Ctx {
        nuser,
        locals: vec![HashMap::new(); modules.len()],
        modules,
        dl,
        codec,
        target: target_of(user.triple.as_deref()),
        globals: HashMap::new(),
        func_src: Vec::new(),
        func_names: Vec::new(),
        func_stub: Vec::new(),
        block_addr_ix: HashMap::new(),
        objects: Vec::new(),
        object_src: HashMap::new(),
        alias_stack: HashSet::new(),
        rel_tables: HashMap::new(),
        opts,
    };
    // Static objects 0..=2.
    for (name, kind) in [
        ("<null>", StaticKind::Constant),
        ("<code>", StaticKind::Code),
        ("<block addresses>", StaticKind::BlockAddrs),
    ] {
        cx.objects.push(StaticObject {
            name: name.into(),
            kind,
            init: Vec::new(),
            align: 1,
            line: 0,
            c_name: None,
            c_type: None,
            library: false,
        });
    }
    define_symbols(&mut cx)?;
    // Initial images of globals (needs every symbol's address).
    for id in 3..cx.objects.len() as u32 {
        let (m, gi) = cx.object_src[&id];
        let g = &cx.modules[m].globals[gi];
        let mut lay = Layouts::new(cx.dl.clone(), &cx.modules[m].types);
        let size = lay
            .layout(g.ty)
            .map_err(|e| cx.err(m, g.pos, None, format!("global @{}: {e}", g.name)))?
            .size;
        if size > cx.codec.max_size_of(id) {
            return Err(cx.err(
                m,
                g.pos,
                None,
                format!(
                    "global @{} of {size} bytes does not fit the pointer encoding (32-bit \
                     targets: at most 1 MiB, and 4 KiB beyond the first 2048 objects)",
                    g.name
                ),
            ));
        }
        let mut bytes = vec![0u8; usize::try_from(size).unwrap_or(usize::MAX)];
        if let Some(init) = &g.init {
            let tc = TypedConst {
                ty: g.ty,
                value: init.clone(),
            };
            consts::write_mem(&mut cx, m, &mut lay, &tc, &mut bytes)
                .map_err(|e| cx.err(m, g.pos, None, format!("initialiser of @{}: {e}", g.name)))?;
        }
        cx.objects[id as usize].init = bytes;
    }
    // Functions.
    let mut srcmap = SourceMap::new(&user.path);
    let mut funcs = Vec::with_capacity(cx.func_src.len());
    let mut block_pcs: HashMap<(ModIx, String, String), u32> = HashMap::new();
    let nfuncs = cx.func_src.len();
    for fi in 0..nfuncs {
        let f = match (cx.func_src[fi], cx.func_stub[fi].clone()) {
            (Some((m, idx)), _) => {
                let mut sb = SrcMapBuilder::with_map(cx.modules[m], std::mem::take(&mut srcmap));
                let (f, blocks) = func::lower_function(&mut cx, m, idx, &mut sb)?;
                srcmap = sb.map;
                let fname = &cx.modules[m].functions[idx].name;
                for (bname, pc) in blocks {
                    block_pcs.insert((m, fname.clone(), bname), pc);
                }
                Func {
                    library: m >= cx.nuser,
                    ..f
                }
            }
            (None, Some((b, name))) => call::builtin_stub(&cx, b, &name),
            (None, None) => unreachable!("function without source or stub"),
        };
        funcs.push(f);
    }
    // Block addresses.
    let mut block_addrs = vec![(0u32, 0u32); cx.block_addr_ix.len()];
    for ((m, fname, bname), ix) in &cx.block_addr_ix {
        let pc = block_pcs
            .get(&(*m, fname.clone(), bname.clone()))
            .copied()
            .ok_or_else(|| {
                cx.err(
                    *m,
                    Pos::default(),
                    Some(fname),
                    format!("blockaddress of unknown block %{bname}"),
                )
            })?;
        let f = match cx.sym(*m, fname) {
            Some(Sym::Func(f)) => *f,
            _ => {
                return Err(cx.err(
                    *m,
                    Pos::default(),
                    None,
                    format!("blockaddress of unknown function @{fname}"),
                ));
            }
        };
        block_addrs[*ix as usize] = (f, pc);
    }
    let mut func_index = HashMap::new();
    for (i, n) in cx.func_names.iter().enumerate() {
        func_index.entry(n.clone()).or_insert(i as u32);
    }
    let main = match cx.globals.get("main") {
        Some(Sym::Func(f)) => Some(*f),
        _ => None,
    };
    let mut global_ids = HashMap::new();
    for (id, o) in cx.objects.iter().enumerate().skip(3) {
        global_ids.entry(o.name.clone()).or_insert(id as u32);
    }
    let atomic_funcs = cx
        .func_names
        .iter()
        .map(|n| n.starts_with("__VERIFIER_atomic_"))
        .collect();
    let prog = Program {
        path: user.path.clone(),
        dl: cx.dl.clone(),
        target: cx.target,
        funcs,
        func_index,
        objects: cx.objects,
        global_ids,
        block_addrs,
        srcmap,
        main,
        atomic_funcs,
    };
    if let Err((f, e)) = super::verify::verify(&prog) {
        return Err(LowerError {
            file: user.path.clone(),
            pos: Pos::default(),
            func: Some(f),
            msg: format!("internal error: lowered bytecode failed verification: {e}"),
            c_loc: None,
        });
    }
    Ok(prog)
}

/// Decides which definitions make up the program and gives each function an index and each
/// global an object id.
fn define_symbols(cx: &mut Ctx) -> Result<(), LowerError> {
    let nmod = cx.modules.len();
    let nuser = cx.nuser;
    let lib_ix = (nmod > nuser).then_some(nmod - 1);
    // Which definitions are included: all of the user modules', and the library's that are
    // reached from them.
    let mut include: Vec<HashSet<String>> = vec![HashSet::new(); nmod];
    let defined = |m: &Module, name: &str| -> bool {
        m.functions
            .iter()
            .any(|f| f.name == name && !f.is_declaration())
            || m.globals.iter().any(|g| g.name == name && g.init.is_some())
            || m.aliases.iter().any(|a| a.name == name)
    };
    let users: Vec<&Module> = cx.modules[..nuser].to_vec();
    for (m, user) in users.iter().enumerate() {
        for f in user.functions.iter().filter(|f| !f.is_declaration()) {
            include[m].insert(f.name.clone());
        }
        for g in user.globals.iter().filter(|g| g.init.is_some()) {
            include[m].insert(g.name.clone());
        }
        for a in &user.aliases {
            include[m].insert(a.name.clone());
        }
    }
    let user_exports = |name: &str| -> bool {
        users
            .iter()
            .any(|u| defined(u, name) && !user_internal(u, name))
    };
    if let Some(li) = lib_ix {
        let lib = cx.modules[li];
        let mut work: Vec<(ModIx, String)> = Vec::new();
        for (m, user) in users.iter().enumerate() {
            for name in refs::module_refs(user) {
                if !defined(user, &name) {
                    work.push((m, name));
                }
            }
        }
        // `main` returning calls `exit` from the library.
        work.push((0, "exit".to_string()));
        while let Some((from, name)) = work.pop() {
            // A reference from the library to an internal library symbol, or to a name no
            // user module exports, resolves in the library.
            let user_defines = user_exports(&name) && (from != li || !lib_internal(lib, &name));
            if user_defines || include[li].contains(&name) || !defined(lib, &name) {
                continue;
            }
            include[li].insert(name.clone());
            if name == "pthread_key_create" {
                // The VM runs the destructors of thread-specific data when a thread ends.
                work.push((li, "__pancam_tsd_run".to_string()));
            }
            for r in refs::symbol_refs(lib, &name) {
                work.push((li, r));
            }
        }
    }
    // Globals that nothing included can write hold their initial bytes in every state.
    let written = readonly::written_globals(&cx.modules, &include);
    // Assign indices and ids, module by module in source order (deterministic).
    for (m, included) in include.iter().enumerate() {
        let module = cx.modules[m];
        for (i, f) in module.functions.iter().enumerate() {
            if f.is_declaration() || !included.contains(&f.name) {
                continue;
            }
            let ix = cx.func_src.len() as u32;
            cx.func_src.push(Some((m, i)));
            cx.func_names.push(f.name.clone());
            cx.func_stub.push(None);
            let table = if f.linkage == Linkage::Internal {
                &mut cx.locals[m]
            } else {
                &mut cx.globals
            };
            if f.linkage == Linkage::Internal || !table.contains_key(&f.name) {
                table.insert(f.name.clone(), Sym::Func(ix));
            }
        }
        for (i, g) in module.globals.iter().enumerate() {
            if g.init.is_none() || !included.contains(&g.name) {
                continue;
            }
            let id = cx.objects.len() as u32;
            if id > cx.codec.max_id() {
                return Err(cx.err(
                    m,
                    g.pos,
                    None,
                    "too many globals for the 32-bit pointer encoding (at most 4095 objects)",
                ));
            }
            let kind = if g.thread_local.is_some() {
                StaticKind::ThreadLocal
            } else if g.is_constant {
                StaticKind::Constant
            } else if !written.contains(&g.name) {
                StaticKind::NeverWritten
            } else {
                StaticKind::Global
            };
            cx.objects.push(StaticObject {
                name: g.name.clone(),
                kind,
                init: Vec::new(),
                align: g.align.unwrap_or(1),
                line: g.pos.line,
                c_name: refs::global_c_name(module, g),
                c_type: super::debuginfo::TypeReader::new(module, cx.dl.ptr_size)
                    .global_type(&g.dbg),
                library: m >= cx.nuser,
            });
            cx.object_src.insert(id, (m, i));
            let sym = if g.thread_local.is_some() {
                Sym::Tls(id)
            } else {
                Sym::Global(id)
            };
            let table = if g.linkage == Linkage::Internal {
                &mut cx.locals[m]
            } else {
                &mut cx.globals
            };
            if g.linkage == Linkage::Internal || !table.contains_key(&g.name) {
                table.insert(g.name.clone(), sym);
            }
        }
        for (i, a) in module.aliases.iter().enumerate() {
            if !included.contains(&a.name) {
                continue;
            }
            cx.globals.entry(a.name.clone()).or_insert(Sym::Alias(m, i));
        }
    }
    // Declarations nobody defines: builtins or unknown functions, each with a stub so that
    // its address can be taken. Undefined global variables are errors.
    for (m, included) in include.iter().enumerate().take(nmod) {
        let module = cx.modules[m];
        for f in module.functions.iter().filter(|f| f.is_declaration()) {
            if cx.sym(m, &f.name).is_some() || f.name.starts_with("llvm.") {
                continue;
            }
            if Some(m) == lib_ix
                && !included
                    .iter()
                    .any(|n| refs::symbol_refs(module, n).contains(&f.name))
            {
                continue;
            }
            let ix = cx.func_src.len() as u32;
            cx.func_src.push(None);
            cx.func_names.push(f.name.clone());
            let sym = match Builtin::from_name(&f.name) {
                Some(b) => {
                    cx.func_stub.push(Some((b, f.name.clone())));
                    Sym::Builtin(b, ix)
                }
                None => {
                    cx.func_stub.push(Some((Builtin::Unknown, f.name.clone())));
                    Sym::Unknown(ix)
                }
            };
            cx.globals.insert(f.name.clone(), sym);
        }
    }
    for m in 0..nmod {
        let module = cx.modules[m];
        for g in module.globals.iter().filter(|g| g.init.is_none()) {
            if cx.sym(m, &g.name).is_none() && (m < nuser || lib_referenced(cx, &include, &g.name))
            {
                return Err(cx.err(
                    m,
                    g.pos,
                    None,
                    format!(
                        "undefined external global variable @{} (pancam's C library does not \
                         provide it)",
                        g.name
                    ),
                ));
            }
        }
    }
    Ok(())
}

fn lib_referenced(cx: &Ctx, include: &[HashSet<String>], name: &str) -> bool {
    let li = cx.modules.len() - 1;
    let lib = cx.modules[li];
    include[li]
        .iter()
        .any(|n| refs::symbol_refs(lib, n).iter().any(|r| r == name))
}

fn user_internal(m: &Module, name: &str) -> bool {
    m.functions
        .iter()
        .any(|f| f.name == name && f.linkage == Linkage::Internal)
        || m.globals
            .iter()
            .any(|g| g.name == name && g.linkage == Linkage::Internal)
}

fn lib_internal(m: &Module, name: &str) -> bool {
    user_internal(m, name)
}

/// The address of symbol `name` referenced from module `m`, as a pointer value.
pub(crate) fn sym_addr(cx: &mut Ctx, m: ModIx, name: &str) -> Result<u64, String> {
    let sym = cx
        .sym(m, name)
        .cloned()
        .ok_or_else(|| format!("reference to undefined symbol @{name}"))?;
    Ok(match sym {
        Sym::Func(f) | Sym::Builtin(_, f) | Sym::Unknown(f) => {
            cx.codec.encode(CODE_ID, u64::from(f))
        }
        Sym::Global(id) => cx.codec.encode(id, 0),
        Sym::Tls(_) => {
            return Err(format!(
                "the address of thread-local @{name} is not a constant"
            ));
        }
        Sym::Alias(am, ai) => {
            if !cx.alias_stack.insert((am, ai)) {
                return Err(format!("alias cycle through @{name}"));
            }
            let module = cx.modules[am];
            let a = &module.aliases[ai];
            let mut lay = Layouts::new(cx.dl.clone(), &module.types);
            let r = consts::eval_scalar(cx, am, &mut lay, &a.aliasee).map(|v| v as u64);
            cx.alias_stack.remove(&(am, ai));
            r?
        }
    })
}

/// The index into the block-address table for `blockaddress(@f, %bb)`.
pub(crate) fn block_addr(cx: &mut Ctx, m: ModIx, f: &str, bb: &str) -> u64 {
    let n = cx.block_addr_ix.len() as u32;
    let ix = *cx
        .block_addr_ix
        .entry((m, f.to_string(), bb.to_string()))
        .or_insert(n);
    cx.codec.encode(BLOCKADDR_ID, u64::from(ix))
}

/// Whether `c` mentions a thread-local global directly (lowered to a per-thread address).
pub(crate) fn tls_id(cx: &Ctx, m: ModIx, c: &Const) -> Option<u32> {
    match c {
        Const::Global(n) => match cx.sym(m, n) {
            Some(Sym::Tls(id)) => Some(*id),
            _ => None,
        },
        _ => None,
    }
}
