//! The annotations of the programs in `tests/check` (see `tests/check.rs` for the format):
//! parsing a program's `// RUN:`, `// VIOLATION:`, `// MESSAGE:`, `// CHOICE:`, `// LEVELS:`
//! and `// PANCAM-BUG:` comments into a [`Program`].

use std::collections::{BTreeMap, BTreeSet};

use super::{DEFAULT_LEVELS, GRANULARITIES, KNOWN_BUGS, NO_MATRIX_FLAGS, check_dir};

/// What a run must end with.
#[derive(Clone, Debug, PartialEq)]
pub enum Expect {
    /// Exit 0: no violation, complete search.
    Holds,
    /// Exit 3, with this text in the verdict if given.
    Incomplete(Option<String>),
    /// Exit 1, the first counterexample is one of the annotated violations.
    Violation,
    /// Exit 1, the counterexamples are exactly the annotated violations.
    AllViolations,
    /// Exit 2 with this text in stderr.
    UsageError(String),
}

/// One `// RUN:` line.
#[derive(Debug)]
pub struct RunSpec {
    pub flags: Vec<String>,
    pub expect: Expect,
}

impl RunSpec {
    pub fn has_flag(&self, f: &str) -> bool {
        self.flags.iter().any(|x| x == f)
    }

    /// Whether the run is repeated with other stores and worker counts.
    pub fn in_matrix(&self) -> bool {
        !NO_MATRIX_FLAGS.iter().any(|f| self.has_flag(f))
            && matches!(
                self.expect,
                Expect::Holds | Expect::Violation | Expect::Incomplete(_)
            )
    }
}

/// An annotated violation: its kind, line and the C function containing the line.
#[derive(Clone, Debug)]
pub struct ViolationSpec {
    pub kind: String,
    pub line: u32,
    pub func: String,
}

/// Where a known bug applies: runs at these levels and granularities (all when empty)
/// whose flags include these.
#[derive(Debug)]
pub struct BugScope {
    pub id: String,
    pub levels: Vec<String>,
    pub grans: Vec<String>,
    pub flags: Vec<String>,
}

/// A test program with its annotations.
#[derive(Debug)]
pub struct Program {
    /// The file name without `.c`.
    pub name: String,
    /// `O0`, `O2`, …
    pub levels: Vec<String>,
    pub runs: Vec<RunSpec>,
    pub violations: Vec<ViolationSpec>,
    /// MESSAGE texts, not expanded.
    pub messages: Vec<String>,
    /// `// @NAME` markers: name to line.
    pub labels: BTreeMap<String, u32>,
    /// The CHOICE value, as the schedule shows it.
    pub choice: Option<String>,
    pub bugs: Vec<BugScope>,
}

impl Program {
    pub fn file(&self) -> String {
        format!("{}.c", self.name)
    }

    /// The known bug a run with `flags` at `level` and `gran` hits, if any.
    pub fn bug(&self, level: &str, gran: &str, flags: &[String]) -> Option<&str> {
        self.bugs
            .iter()
            .find(|b| {
                (b.levels.is_empty() || b.levels.iter().any(|l| l == level))
                    && (b.grans.is_empty() || b.grans.iter().any(|g| g == gran))
                    && b.flags.iter().all(|f| flags.contains(f))
            })
            .map(|b| b.id.as_str())
    }

    /// A MESSAGE text with `{file}`, `{line}` and `{@NAME}` expanded.
    pub fn expand(&self, text: &str, line: u32) -> String {
        let mut s = text
            .replace("{file}", &self.file())
            .replace("{line}", &line.to_string());
        for (name, l) in &self.labels {
            s = s.replace(&format!("{{@{name}}}"), &l.to_string());
        }
        s
    }
}

/// Kinds reported for a state (no step causes them): their counterexample ends anywhere.
pub fn is_state_kind(kind: &str) -> bool {
    matches!(kind, "deadlock" | "data race" | "invariant violated")
}

/// The function a C line belongs to: the nearest definition header above it (a line at
/// column 0 with a parameter list, ending in `{`), as the programs are formatted.
pub fn enclosing_function(lines: &[&str], idx: usize) -> Option<String> {
    lines[..=idx].iter().rev().find_map(|l| {
        let starts = l.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_');
        if !starts || !l.trim_end().ends_with('{') || l.contains('=') {
            return None;
        }
        l.match_indices('(').find_map(|(i, _)| {
            let before = &l[..i];
            let start = before
                .rfind(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
                .map_or(0, |p| p + 1);
            let id = &before[start..];
            (!id.is_empty() && id != "__attribute__").then(|| id.to_string())
        })
    })
}

pub fn parse_expect(s: &str) -> Result<Expect, String> {
    let (head, text) = match s.split_once(':') {
        Some((h, t)) => (h.trim(), Some(t.trim().to_string())),
        None => (s.trim(), None),
    };
    Ok(match (head, text) {
        ("holds", None) => Expect::Holds,
        ("incomplete", t) => Expect::Incomplete(t),
        ("violation", None) => Expect::Violation,
        ("violations", None) => Expect::AllViolations,
        ("error", Some(t)) => Expect::UsageError(t),
        _ => return Err(format!("bad expectation `{s}`")),
    })
}

/// Parses the annotations of `NAME.c`.
pub fn parse_program(name: &str, text: &str) -> Result<Program, String> {
    let lines: Vec<&str> = text.lines().collect();
    let mut p = Program {
        name: name.to_string(),
        levels: DEFAULT_LEVELS.iter().map(|l| l.to_string()).collect(),
        runs: Vec::new(),
        violations: Vec::new(),
        messages: Vec::new(),
        labels: BTreeMap::new(),
        choice: None,
        bugs: Vec::new(),
    };
    let bug_ids: BTreeSet<&str> = KNOWN_BUGS.iter().map(|b| b.id).collect();
    for (i, line) in lines.iter().enumerate() {
        let lineno = i as u32 + 1;
        let Some(pos) = line.find("// ") else {
            continue;
        };
        let comment = line[pos + 3..].trim();
        let whole_line = line[..pos].trim().is_empty();
        if !whole_line {
            if let Some(label) = comment.strip_prefix('@') {
                p.labels.insert(label.trim().to_string(), lineno);
            } else if let Some(kind) = comment.strip_prefix("VIOLATION:") {
                let func = enclosing_function(&lines, i)
                    .ok_or_else(|| format!("line {lineno}: no enclosing function found"))?;
                p.violations.push(ViolationSpec {
                    kind: kind.trim().to_string(),
                    line: lineno,
                    func,
                });
            }
            continue;
        }
        let Some((tag, rest)) = comment.split_once(':') else {
            continue;
        };
        let rest = rest.trim();
        match tag {
            "RUN" => {
                let (flags, expect) = rest
                    .split_once("=>")
                    .ok_or_else(|| format!("line {lineno}: RUN without `=>`"))?;
                p.runs.push(RunSpec {
                    flags: flags.split_whitespace().map(str::to_string).collect(),
                    expect: parse_expect(expect).map_err(|e| format!("line {lineno}: {e}"))?,
                });
            }
            "MESSAGE" => p.messages.push(rest.to_string()),
            "CHOICE" => p.choice = Some(rest.to_string()),
            "LEVELS" => {
                let ls: Vec<String> = rest.split_whitespace().map(str::to_string).collect();
                if ls.is_empty()
                    || ls
                        .iter()
                        .any(|l| !matches!(l.as_str(), "O0" | "O1" | "O2" | "O3"))
                {
                    return Err(format!("line {lineno}: bad LEVELS `{rest}`"));
                }
                p.levels = ls;
            }
            "PANCAM-BUG" => {
                let mut words = rest.split_whitespace();
                let id = words.next().unwrap_or_default().to_string();
                if !bug_ids.contains(id.as_str()) {
                    return Err(format!(
                        "line {lineno}: unknown bug `{id}` (see KNOWN_BUGS)"
                    ));
                }
                let (mut levels, mut grans, mut flags) = (Vec::new(), Vec::new(), Vec::new());
                for w in words {
                    if w.starts_with("--") {
                        flags.push(w.to_string());
                    } else if GRANULARITIES.contains(&w) {
                        grans.push(w.to_string());
                    } else if matches!(w, "O0" | "O1" | "O2" | "O3") {
                        levels.push(w.to_string());
                    } else {
                        return Err(format!("line {lineno}: bad PANCAM-BUG scope `{w}`"));
                    }
                }
                p.bugs.push(BugScope {
                    id,
                    levels,
                    grans,
                    flags,
                });
            }
            _ => {}
        }
    }
    if p.runs.is_empty() {
        return Err("no RUN annotation".into());
    }
    let wants_violation = p
        .runs
        .iter()
        .any(|r| matches!(r.expect, Expect::Violation | Expect::AllViolations));
    if wants_violation && p.violations.is_empty() {
        return Err("a RUN expects a violation but no line is annotated VIOLATION".into());
    }
    if !wants_violation && !p.violations.is_empty() {
        return Err("VIOLATION annotations but no RUN expects a violation".into());
    }
    let mut used = String::new();
    for m in &p.messages {
        used.push_str(m);
    }
    for label in p.labels.keys() {
        if !used.contains(&format!("{{@{label}}}")) {
            return Err(format!("label @{label} is never used"));
        }
    }
    Ok(p)
}

/// Names (without `.c`) of every program in `tests/check`, sorted.
pub fn all_names() -> Vec<String> {
    let dir = check_dir();
    let entries =
        std::fs::read_dir(&dir).unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()));
    let mut names: Vec<String> = entries
        .filter_map(|e| {
            let name = e.ok()?.file_name().into_string().ok()?;
            name.strip_suffix(".c").map(str::to_string)
        })
        .collect();
    names.sort();
    names
}

/// Every program, parsed; panics listing all annotation errors.
pub fn all_programs() -> Vec<Program> {
    let mut programs = Vec::new();
    let mut problems = Vec::new();
    for name in all_names() {
        let path = check_dir().join(format!("{name}.c"));
        let text = std::fs::read_to_string(&path)
            .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
        match parse_program(&name, &text) {
            Ok(p) => programs.push(p),
            Err(e) => problems.push(format!("{name}.c: {e}")),
        }
    }
    assert!(
        problems.is_empty(),
        "bad annotations:\n  {}",
        problems.join("\n  ")
    );
    programs
}
