//! Loading programs: compiling C with clang (cached by content), parsing `.ll`, linking
//! pancam's C library and lowering to bytecode.

use crate::bytecode::{LowerError, Program, layout::DataLayout};
use crate::ir::ParseError;
use std::path::{Path, PathBuf};
use std::process::Command;

/// Why a program could not be loaded.
#[derive(Debug)]
pub enum LoadError {
    /// The file could not be read.
    Io(String),
    /// The `.ll` is malformed or uses unsupported syntax.
    Parse(ParseError),
    /// Lowering failed (unsupported construct).
    Lower(LowerError),
    /// Compiling C failed, or no clang was found.
    Compile(String),
}

impl std::fmt::Display for LoadError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            LoadError::Io(m) | LoadError::Compile(m) => write!(f, "{m}"),
            LoadError::Parse(e) => write!(f, "{e}"),
            LoadError::Lower(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for LoadError {}

/// Options for compiling C to IR.
#[derive(Clone, Debug, Default)]
pub struct CompileOptions {
    /// Optimisation level 0..=3.
    pub opt: u8,
    /// `-D` definitions (`NAME` or `NAME=VALUE`).
    pub defines: Vec<String>,
    /// `-I` directories.
    pub includes: Vec<PathBuf>,
    /// Compile for 32-bit x86 (`-m32`).
    pub m32: bool,
    /// Extra arguments passed to clang as is.
    pub extra: Vec<String>,
}

/// Finds clang: `$PANCAM_CLANG`, then `clang`, `clang-19` … `clang-14` on `PATH`.
pub fn find_clang() -> Option<String> {
    if let Ok(c) = std::env::var("PANCAM_CLANG")
        && !c.is_empty()
    {
        return Some(c);
    }
    let path = std::env::var_os("PATH")?;
    let mut names = vec!["clang".to_string()];
    names.extend((14..=19).rev().map(|v| format!("clang-{v}")));
    names
        .into_iter()
        .find(|n| std::env::split_paths(&path).any(|d| d.join(n).is_file()))
}

/// The clang arguments pancam uses (besides input and output): documented in the README.
pub fn clang_args(o: &CompileOptions) -> Vec<String> {
    let mut a = vec![
        "-S".to_string(),
        "-emit-llvm".to_string(),
        "-g".to_string(),
        format!("-O{}", o.opt.min(3)),
        "-std=gnu11".to_string(),
        "-fno-stack-protector".to_string(),
        "-D_FORTIFY_SOURCE=0".to_string(),
        "-D__PANCAM__=1".to_string(),
    ];
    if o.m32 {
        a.push("-m32".to_string());
    }
    for d in &o.defines {
        a.push(format!("-D{d}"));
    }
    for i in &o.includes {
        a.push(format!("-I{}", i.display()));
    }
    a.extend(o.extra.iter().cloned());
    a
}

fn cache_dir() -> PathBuf {
    if let Some(d) = std::env::var_os("PANCAM_CACHE_DIR") {
        return PathBuf::from(d);
    }
    if let Some(d) = std::env::var_os("XDG_CACHE_HOME") {
        return PathBuf::from(d).join("pancam");
    }
    if let Some(h) = std::env::var_os("HOME") {
        return PathBuf::from(h).join(".cache").join("pancam");
    }
    std::env::temp_dir().join("pancam-cache")
}

/// Compiles `src` to a `.ll` file at `out`.
pub fn compile_to(src: &Path, out: &Path, o: &CompileOptions) -> Result<(), LoadError> {
    let clang = find_clang().ok_or_else(|| {
        LoadError::Compile(
            "no clang found: install clang 14-19 (e.g. apt-get install clang-19) or set \
             PANCAM_CLANG"
                .into(),
        )
    })?;
    let output = Command::new(&clang)
        .args(clang_args(o))
        .arg(src)
        .arg("-o")
        .arg(out)
        .output()
        .map_err(|e| LoadError::Compile(format!("cannot run {clang}: {e}")))?;
    if !output.status.success() {
        return Err(LoadError::Compile(format!(
            "{clang} failed on {}:\n{}",
            src.display(),
            String::from_utf8_lossy(&output.stderr)
        )));
    }
    Ok(())
}

/// Compiles `src` to IR, reusing a cached result when the preprocessed source, the flags and
/// the compiler are unchanged. Returns the `.ll` path.
pub fn compile_cached(src: &Path, o: &CompileOptions) -> Result<PathBuf, LoadError> {
    compile_cached_in(&cache_dir(), src, o)
}

/// [`compile_cached`] with the cache in `dir`.
fn compile_cached_in(dir: &Path, src: &Path, o: &CompileOptions) -> Result<PathBuf, LoadError> {
    let clang = find_clang().ok_or_else(|| {
        LoadError::Compile(
            "no clang found: install clang 14-19 (e.g. apt-get install clang-19) or set \
             PANCAM_CLANG"
                .into(),
        )
    })?;
    // Key: the preprocessed text (so header changes count), the flags and clang's version.
    let pre = Command::new(&clang)
        .args(
            clang_args(o)
                .into_iter()
                .filter(|a| a != "-S" && a != "-emit-llvm"),
        )
        .arg("-E")
        .arg(src)
        .output()
        .map_err(|e| LoadError::Compile(format!("cannot run {clang}: {e}")))?;
    if !pre.status.success() {
        return Err(LoadError::Compile(format!(
            "{clang} failed on {}:\n{}",
            src.display(),
            String::from_utf8_lossy(&pre.stderr)
        )));
    }
    let version = Command::new(&clang)
        .arg("--version")
        .output()
        .map(|o| o.stdout)
        .unwrap_or_default();
    let mut key = pre.stdout;
    key.extend_from_slice(clang_args(o).join("\0").as_bytes());
    key.extend_from_slice(&version);
    key.extend_from_slice(src.to_string_lossy().as_bytes());
    let h = xxhash_rust::xxh3::xxh3_64(&key);
    let stem = src
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_else(|| "prog".into());
    let out = dir.join(format!("{stem}-{h:016x}.ll"));
    if out.is_file() {
        return Ok(out);
    }
    std::fs::create_dir_all(dir)
        .map_err(|e| LoadError::Io(format!("cannot create cache {}: {e}", dir.display())))?;
    // A temporary name of this compilation's own: the same source may be compiled by several
    // threads (`svcomp -j`: one task, several properties) and processes at once. The rename
    // is atomic, so whichever finishes last leaves the same text.
    static SERIAL: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
    let serial = SERIAL.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let tmp = dir.join(format!(
        "{stem}-{h:016x}.{}-{serial}.tmp",
        std::process::id()
    ));
    if let Err(e) = compile_to(src, &tmp, o) {
        let _ = std::fs::remove_file(&tmp);
        return Err(e);
    }
    std::fs::rename(&tmp, &out)
        .map_err(|e| LoadError::Io(format!("cannot write {}: {e}", out.display())))?;
    Ok(out)
}

/// Loads a `.ll` file: parse, link pancam's C library, lower.
pub fn load_ll(path: &Path) -> Result<Program, LoadError> {
    load_ll_with(path, crate::bytecode::LowerOptions::default())
}

/// [`load_ll`] with explicit lowering options.
pub fn load_ll_with(
    path: &Path,
    opts: crate::bytecode::LowerOptions,
) -> Result<Program, LoadError> {
    let module = crate::ir::parse_file(path).map_err(LoadError::Parse)?;
    let ptr_size = module
        .datalayout
        .as_deref()
        .and_then(|d| DataLayout::parse(d).ok())
        .map(|d| d.ptr_size)
        .unwrap_or(8);
    let libc = crate::vm::libc::module(ptr_size).map_err(LoadError::Parse)?;
    crate::bytecode::lower_linked_with(&[&module], Some(libc), opts).map_err(LoadError::Lower)
}

/// What kind of input a file is, by its extension: C to compile, or textual IR.
fn input_kind(path: &Path) -> Result<bool, LoadError> {
    if !path.exists() {
        return Err(LoadError::Io(format!("{}: no such file", path.display())));
    }
    match path.extension().and_then(|e| e.to_str()) {
        Some("c") | Some("i") => Ok(true),
        Some("ll") => Ok(false),
        Some("bc") => Err(LoadError::Io(format!(
            "{}: LLVM bitcode is not read; give the textual IR (clang -S -emit-llvm, or \
             `pancam compile`) or the C file",
            path.display()
        ))),
        Some(e @ ("cpp" | "cc" | "cxx" | "C" | "c++" | "ii" | "hpp" | "h")) => {
            Err(LoadError::Io(format!(
                "{}: .{e} files are not C programs pancam can check (C++ and headers are not \
                 supported): give a .c, .i or .ll file",
                path.display()
            )))
        }
        _ => Err(LoadError::Io(format!(
            "{}: unknown kind of input: give a C file (.c, .i) or clang's textual IR (.ll)",
            path.display()
        ))),
    }
}

/// Parses a `.c` (compiled, cached) or `.ll` file into a module.
fn module_of(path: &Path, o: &CompileOptions) -> Result<crate::ir::Module, LoadError> {
    let ll = if input_kind(path)? {
        compile_cached(path, o)?
    } else {
        path.to_path_buf()
    };
    crate::ir::parse_file(&ll).map_err(LoadError::Parse)
}

/// Loads a program linked with `extra` modules (`.c` or `.ll`, e.g. an abstraction
/// function) and pancam's C library.
pub fn load_with(path: &Path, extra: &[PathBuf], o: &CompileOptions) -> Result<Program, LoadError> {
    if extra.is_empty() {
        return load(path, o);
    }
    let mut mods = vec![module_of(path, o)?];
    for e in extra {
        mods.push(module_of(e, o)?);
    }
    let ptr_size = mods[0]
        .datalayout
        .as_deref()
        .and_then(|d| DataLayout::parse(d).ok())
        .map(|d| d.ptr_size)
        .unwrap_or(8);
    let libc = crate::vm::libc::module(ptr_size).map_err(LoadError::Parse)?;
    let refs: Vec<&crate::ir::Module> = mods.iter().collect();
    crate::bytecode::lower_linked(&refs, Some(libc)).map_err(LoadError::Lower)
}

/// Loads a `.c` (compiling it, cached) or `.ll` file.
pub fn load(path: &Path, o: &CompileOptions) -> Result<Program, LoadError> {
    if input_kind(path)? {
        let ll = compile_cached(path, o)?;
        load_ll(&ll)
    } else {
        load_ll(path)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Several threads compiling the same source at once (as `svcomp -j` does for the
    /// properties of one task) each get the cached IR: each writes its own temporary file.
    #[test]
    #[cfg_attr(not(has_clang), ignore = "needs clang 14-19")]
    fn concurrent_compilations_of_one_source_all_succeed() {
        let dir = std::env::temp_dir().join(format!(
            "pancam-cache-race-{}-{}",
            std::process::id(),
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map(|d| d.subsec_nanos())
                .unwrap_or(0)
        ));
        std::fs::create_dir_all(&dir).expect("temp dir");
        let src = dir.join("prog.c");
        std::fs::write(&src, "int main(void) { return 0; }\n").expect("source");
        let o = CompileOptions::default();
        let outs: Vec<_> = std::thread::scope(|s| {
            let hs: Vec<_> = (0..8)
                .map(|_| s.spawn(|| compile_cached_in(&dir, &src, &o)))
                .collect();
            hs.into_iter().map(|h| h.join().expect("thread")).collect()
        });
        let _ = std::fs::remove_dir_all(&dir);
        for r in &outs {
            assert!(r.is_ok(), "{r:?}");
        }
        assert!(
            outs.windows(2)
                .all(|w| w[0].as_ref().ok() == w[1].as_ref().ok())
        );
    }
}
