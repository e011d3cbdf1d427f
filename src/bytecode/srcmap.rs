//! The source map: for each op, where it came from — the C file, line and column from the
//! `!dbg` location (following `inlinedAt` chains for inlined code), the enclosing C function,
//! and the line in the `.ll` file. Kept in side tables, never touched by the hot loop.

use crate::ir::{MdValue, Module};
use std::collections::HashMap;

/// One source location.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Loc {
    /// Index into [`SourceMap::files`]; `u32::MAX` when unknown.
    pub file: u32,
    /// C line (0 when unknown).
    pub line: u32,
    /// C column (0 when unknown).
    pub col: u32,
    /// Index into [`SourceMap::names`] of the C function containing the location.
    pub func: u32,
    /// Location of the call this code was inlined into (index into `locs`), or 0.
    pub inlined_at: u32,
    /// Line in the `.ll` file.
    pub ll_line: u32,
}

/// All source locations of a program.
#[derive(Clone, Debug, Default)]
pub struct SourceMap {
    /// Source file names as clang recorded them (what diagnostics show).
    pub files: Vec<String>,
    /// The compilation directory of each file (parallel to `files`), for finding its text.
    pub dirs: Vec<String>,
    /// Function names.
    pub names: Vec<String>,
    /// Locations; index 0 is "unknown".
    pub locs: Vec<Loc>,
    /// The `.ll` file path.
    pub ll_path: String,
}

impl SourceMap {
    /// An empty map for the given `.ll` path.
    pub fn new(ll_path: &str) -> SourceMap {
        SourceMap {
            files: Vec::new(),
            dirs: Vec::new(),
            names: Vec::new(),
            locs: vec![Loc {
                file: u32::MAX,
                ..Loc::default()
            }],
            ll_path: ll_path.to_string(),
        }
    }

    /// The location with index `i`.
    pub fn loc(&self, i: u32) -> &Loc {
        self.locs.get(i as usize).unwrap_or(&self.locs[0])
    }

    /// The source file of a location, if known.
    pub fn file_of(&self, l: &Loc) -> Option<&str> {
        self.files.get(l.file as usize).map(|s| s.as_str())
    }

    /// The function name of a location, if known.
    pub fn func_of(&self, l: &Loc) -> Option<&str> {
        self.names.get(l.func as usize).map(|s| s.as_str())
    }

    /// Whether location `i` is code of a `__VERIFIER_atomic_*` function inlined into
    /// another (at any depth of the `inlinedAt` chain): such code must run atomically.
    pub fn in_inlined_atomic(&self, i: u32) -> bool {
        let mut cur = i;
        for _ in 0..64 {
            let l = self.loc(cur);
            if l.inlined_at == 0 {
                return false;
            }
            if self
                .func_of(l)
                .is_some_and(|n| n.starts_with("__VERIFIER_atomic_"))
            {
                return true;
            }
            cur = l.inlined_at;
        }
        false
    }

    /// Renders `file:line:col` (C source) or `file.ll:line` when there is no debug info.
    pub fn describe(&self, i: u32) -> String {
        let l = self.loc(i);
        match self.file_of(l) {
            Some(f) if l.line > 0 => {
                if l.col > 0 {
                    format!("{f}:{}:{}", l.line, l.col)
                } else {
                    format!("{f}:{}", l.line)
                }
            }
            _ if l.ll_line > 0 => format!("{}:{}", self.ll_path, l.ll_line),
            _ => "<unknown location>".to_string(),
        }
    }

    /// Interns a file name recorded with compilation directory `dir`.
    pub fn file_id(&mut self, name: &str, dir: &str) -> u32 {
        if let Some(i) =
            (0..self.files.len()).find(|&i| self.files[i] == name && self.dirs[i] == dir)
        {
            return i as u32;
        }
        self.files.push(name.to_string());
        self.dirs.push(dir.to_string());
        (self.files.len() - 1) as u32
    }

    /// Candidate paths where the text of source file `file` may be found: as recorded, in
    /// its compilation directory, and beside the `.ll` file.
    pub fn source_candidates(&self, file: u32) -> Vec<std::path::PathBuf> {
        use std::path::{Path, PathBuf};
        let Some(name) = self.files.get(file as usize) else {
            return Vec::new();
        };
        let mut v = vec![PathBuf::from(name)];
        if let Some(d) = self.dirs.get(file as usize) {
            v.push(Path::new(d).join(name));
        }
        if let Some(parent) = Path::new(&self.ll_path).parent()
            && let Some(base) = Path::new(name).file_name()
        {
            v.push(parent.join(base));
        }
        v
    }

    /// Interns a function name.
    pub fn name_id(&mut self, name: &str) -> u32 {
        if let Some(i) = self.names.iter().position(|f| f == name) {
            return i as u32;
        }
        self.names.push(name.to_string());
        (self.names.len() - 1) as u32
    }
}

/// Builds locations from a module's debug metadata, caching each `!DILocation`.
pub struct SrcMapBuilder<'m> {
    module: &'m Module,
    /// The map being built.
    pub map: SourceMap,
    cache: HashMap<(u32, u32), u32>,
    scope_cache: HashMap<u32, (u32, u32)>,
}

fn md_int(v: Option<&MdValue>) -> u32 {
    match v {
        Some(MdValue::Int(i)) => u32::try_from(*i).unwrap_or(0),
        _ => 0,
    }
}

fn md_str(v: Option<&MdValue>) -> Option<&str> {
    match v {
        Some(MdValue::Str(s)) => Some(s),
        _ => None,
    }
}

impl<'m> SrcMapBuilder<'m> {
    /// A builder for `module`.
    pub fn new(module: &'m Module) -> Self {
        Self::with_map(module, SourceMap::new(&module.path))
    }

    /// A builder for `module` that adds to an existing map (when several modules are linked).
    pub fn with_map(module: &'m Module, map: SourceMap) -> Self {
        SrcMapBuilder {
            module,
            map,
            cache: HashMap::new(),
            scope_cache: HashMap::new(),
        }
    }

    /// The location for an op with `!dbg !n` (or none) at `.ll` line `ll_line`;
    /// `fallback_func` names the function when debug info does not.
    pub fn loc(&mut self, dbg: Option<u32>, ll_line: u32, fallback_func: &str) -> u32 {
        match dbg {
            Some(n) => {
                if let Some(&i) = self.cache.get(&(n, ll_line)) {
                    return i;
                }
                let i = self.di_location(n, ll_line, 0).unwrap_or_else(|| {
                    let func = self.map.name_id(fallback_func);
                    self.push(Loc {
                        file: u32::MAX,
                        func,
                        ll_line,
                        ..Loc::default()
                    })
                });
                self.cache.insert((n, ll_line), i);
                i
            }
            None => {
                let func = self.map.name_id(fallback_func);
                self.push(Loc {
                    file: u32::MAX,
                    func,
                    ll_line,
                    ..Loc::default()
                })
            }
        }
    }

    fn push(&mut self, l: Loc) -> u32 {
        self.map.locs.push(l);
        (self.map.locs.len() - 1) as u32
    }

    fn di_location(&mut self, n: u32, ll_line: u32, depth: u32) -> Option<u32> {
        if depth > 64 {
            return None;
        }
        let node = self.module.md(n)?;
        if node.kind() != "DILocation" {
            return None;
        }
        let line = md_int(node.field("line"));
        let col = md_int(node.field("column"));
        let (file, func) = match node.field("scope") {
            Some(MdValue::Ref(s)) => self.scope(*s),
            _ => (u32::MAX, u32::MAX),
        };
        let inlined_at = match node.field("inlinedAt") {
            Some(MdValue::Ref(i)) => self.di_location(*i, ll_line, depth + 1).unwrap_or(0),
            _ => 0,
        };
        Some(self.push(Loc {
            file,
            line,
            col,
            func,
            inlined_at,
            ll_line,
        }))
    }

    /// (file id, function name id) of a scope (`DISubprogram`, `DILexicalBlock`, …).
    pub fn scope(&mut self, s: u32) -> (u32, u32) {
        if let Some(&r) = self.scope_cache.get(&s) {
            return r;
        }
        let mut file = u32::MAX;
        let mut func = u32::MAX;
        let mut cur = Some(s);
        let mut steps = 0;
        while let Some(c) = cur {
            steps += 1;
            if steps > 256 {
                break;
            }
            let Some(node) = self.module.md(c) else { break };
            if file == u32::MAX
                && let Some(MdValue::Ref(f)) = node.field("file")
            {
                file = self.file(*f);
            }
            if node.kind() == "DISubprogram" {
                if let Some(name) = md_str(node.field("name")) {
                    func = self.map.name_id(name);
                }
                break;
            }
            cur = match node.field("scope") {
                Some(MdValue::Ref(p)) => Some(*p),
                _ => None,
            };
        }
        self.scope_cache.insert(s, (file, func));
        (file, func)
    }

    fn file(&mut self, f: u32) -> u32 {
        let Some(node) = self.module.md(f) else {
            return u32::MAX;
        };
        let name = md_str(node.field("filename")).unwrap_or("");
        let dir = md_str(node.field("directory")).unwrap_or("");
        self.map.file_id(name, dir)
    }
}
