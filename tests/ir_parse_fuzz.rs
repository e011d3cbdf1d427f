//! Property test: the `.ll` parser never panics on mutated fixtures (truncations, deleted /
//! duplicated / swapped words, characters and lines, inserted junk), and every error it
//! reports points at a line and column inside the input.

use std::path::Path;
use std::sync::OnceLock;

use proptest::prelude::*;

/// The fixture texts, loaded once.
fn fixtures() -> &'static [String] {
    static F: OnceLock<Vec<String>> = OnceLock::new();
    F.get_or_init(|| {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/ir_parse");
        let mut v: Vec<(String, String)> = std::fs::read_dir(&dir)
            .expect("fixture dir")
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|e| e == "ll"))
            .map(|p| {
                let text = std::fs::read_to_string(&p).expect("read fixture");
                (p.display().to_string(), text)
            })
            .collect();
        v.sort();
        assert!(!v.is_empty());
        v.into_iter().map(|(_, t)| t).collect()
    })
}

/// One edit; indices are reduced modulo the current size when applied.
#[derive(Clone, Debug)]
enum Mutation {
    Truncate(usize),
    DeleteChar(usize),
    DeleteWord(usize),
    DuplicateWord(usize),
    SwapWords(usize, usize),
    DeleteLine(usize),
    DuplicateLine(usize),
    SwapLines(usize, usize),
    Insert(usize, String),
}

fn mutation() -> impl Strategy<Value = Mutation> {
    let junk = prop::collection::vec(
        prop::sample::select(vec![
            "{",
            "}",
            "[",
            "]",
            "(",
            ")",
            "<",
            ">",
            ",",
            "=",
            "!",
            "@",
            "%",
            "#",
            "$",
            "^",
            "*",
            "\"",
            ";",
            "\n",
            " ",
            ":",
            "|",
            "...",
            "c\"",
            "0x",
            "-",
            "9",
            "i32",
            "ptr",
            "x",
            "label",
            "!{",
            "!DILocation(",
            "\\",
            "é",
            "\u{0}",
            "%0",
            "@0",
            "!0",
            "999999999999999999999",
        ]),
        1..6,
    )
    .prop_map(|v| v.concat());
    prop_oneof![
        any::<usize>().prop_map(Mutation::Truncate),
        any::<usize>().prop_map(Mutation::DeleteChar),
        any::<usize>().prop_map(Mutation::DeleteWord),
        any::<usize>().prop_map(Mutation::DuplicateWord),
        (any::<usize>(), any::<usize>()).prop_map(|(a, b)| Mutation::SwapWords(a, b)),
        any::<usize>().prop_map(Mutation::DeleteLine),
        any::<usize>().prop_map(Mutation::DuplicateLine),
        (any::<usize>(), any::<usize>()).prop_map(|(a, b)| Mutation::SwapLines(a, b)),
        (any::<usize>(), junk).prop_map(|(a, s)| Mutation::Insert(a, s)),
    ]
}

/// The nearest char boundary at or below `i`.
fn floor_boundary(s: &str, mut i: usize) -> usize {
    i = i.min(s.len());
    while !s.is_char_boundary(i) {
        i -= 1;
    }
    i
}

/// Applies `m` to `s` over pieces split by `sep`.
fn edit_pieces(s: &str, sep: char, m: &Mutation) -> String {
    let mut v: Vec<&str> = s.split(sep).collect();
    let n = v.len();
    match *m {
        Mutation::DeleteWord(i) | Mutation::DeleteLine(i) => {
            v.remove(i % n);
        }
        Mutation::DuplicateWord(i) | Mutation::DuplicateLine(i) => {
            let w = v[i % n];
            v.insert(i % n, w);
        }
        Mutation::SwapWords(a, b) | Mutation::SwapLines(a, b) => v.swap(a % n, b % n),
        _ => {}
    }
    v.join(&sep.to_string())
}

fn apply(s: &str, m: &Mutation) -> String {
    match m {
        Mutation::Truncate(i) => s[..floor_boundary(s, i % (s.len() + 1))].to_string(),
        Mutation::DeleteChar(i) => {
            let mut t = s.to_string();
            if !t.is_empty() {
                let at = floor_boundary(&t, i % t.len());
                t.remove(at);
            }
            t
        }
        Mutation::Insert(i, junk) => {
            let mut t = s.to_string();
            t.insert_str(floor_boundary(s, i % (s.len() + 1)), junk);
            t
        }
        Mutation::DeleteWord(_) | Mutation::DuplicateWord(_) | Mutation::SwapWords(..) => {
            edit_pieces(s, ' ', m)
        }
        _ => edit_pieces(s, '\n', m),
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 384, ..ProptestConfig::default() })]

    #[test]
    fn mutated_fixtures_never_panic(
        which in any::<usize>(),
        muts in prop::collection::vec(mutation(), 1..5),
    ) {
        let base = &fixtures()[which % fixtures().len()];
        let mut text = base.clone();
        for m in &muts {
            text = apply(&text, m);
        }
        match pancam::ir::parse(&text, "mutated.ll") {
            Ok(m) => {
                // A successful parse is internally consistent.
                for f in &m.functions {
                    prop_assert_eq!(f.locals.len(), f.local_types.len());
                    for b in &f.blocks {
                        if let pancam::ir::TermKind::Br(t) = b.term.kind {
                            prop_assert!((t.0 as usize) < f.blocks.len());
                        }
                    }
                }
            }
            Err(e) => {
                let lines = text.split('\n').count() as u32;
                prop_assert!(e.pos.line >= 1 && e.pos.line <= lines,
                    "line {} outside 1..={}: {}", e.pos.line, lines, e);
                prop_assert!(e.pos.col >= 1, "column 0: {}", e);
                prop_assert!(!e.msg.is_empty());
                prop_assert_eq!(e.file.as_str(), "mutated.ll");
            }
        }
    }
}
