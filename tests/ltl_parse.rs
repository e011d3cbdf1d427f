//! Parser tests: Spin's precedence and associativity, the aliases, proposition tables, and
//! every error with its column.

use pancam::ltl::{LtlError, MAX_DEPTH, parse};

fn same(a: &str, b: &str) {
    let (fa, fb) = (parse(a).unwrap(), parse(b).unwrap());
    assert_eq!(fa, fb, "{a:?} parsed as {fa}, {b:?} as {fb}");
}

fn differ(a: &str, b: &str) {
    let (fa, fb) = (parse(a).unwrap(), parse(b).unwrap());
    assert_ne!(fa, fb, "{a:?} and {b:?} both parsed as {fa}");
}

#[test]
fn boolean_operators_share_one_left_associative_level() {
    // Spin: `p || q && r` is `(p || q) && r` (checked with `spin -f`).
    same("p || q && r", "(p || q) && r");
    differ("p || q && r", "p || (q && r)");
    same("p && q || r", "(p && q) || r");
    same("p -> q -> r", "(p -> q) -> r");
    differ("p -> q -> r", "p -> (q -> r)");
    same("p -> q && r", "(p -> q) && r");
    same("p && q -> r", "(p && q) -> r");
    same("p <-> q || r", "(p <-> q) || r");
    same("p || q <-> r", "(p || q) <-> r");
}

#[test]
fn temporal_binary_operators_bind_tighter_and_associate_left() {
    same("p U q && r", "(p U q) && r");
    differ("p U q && r", "p U (q && r)");
    same("p && q U r", "p && (q U r)");
    same("p U q U r", "(p U q) U r");
    differ("p U q U r", "p U (q U r)");
    same("p V q V r", "(p V q) V r");
    same("p U q V r", "(p U q) V r");
    same("p || q V r", "p || (q V r)");
}

#[test]
fn unary_operators_take_one_operand() {
    same("! p U q", "(!p) U q");
    same("[] p U q", "([]p) U q");
    same("<> p && q", "(<>p) && q");
    same("X p U q", "(X p) U q");
    same("[] <> p", "[](<>p)");
    same("!!p", "p");
    same("! (p U q)", "!p V !q");
}

#[test]
fn aliases_mean_the_same() {
    same("G p", "[] p");
    same("always p", "[] p");
    same("F p", "<> p");
    same("eventually p", "<> p");
    same("next p", "X p");
    same("not p", "!p");
    same("p until q", "p U q");
    same("p R q", "p V q");
    same("p /\\ q", "p && q");
    same("p \\/ q", "p || q");
    // Upper-case operator letters are single tokens, as Spin's U and V.
    same("GFp", "[]<>p");
    same("FGp", "<>[]p");
    same("(p)U(q)", "p U q");
    // …but a lower-case word absorbs them, as in Spin: `pU` is a proposition.
    assert_eq!(parse("pU(q)").unwrap_err().col, 3);
    // Weak until: p W q = (p U q) || []p = q V (p || q).
    same("p W q", "q V (p || q)");
}

#[test]
fn lower_case_words_are_whole_propositions() {
    let f = parse("pUq && aXb").unwrap();
    assert_eq!(f.props(), ["pUq", "aXb"]);
    let f = parse("_x1 && p_2 && camelCase").unwrap();
    assert_eq!(f.props(), ["_x1", "p_2", "camelCase"]);
    // Keywords are not propositions.
    assert!(parse("until").is_err());
}

#[test]
fn propositions_are_numbered_in_order_of_appearance() {
    let f = parse("q && p || q").unwrap();
    assert_eq!(f.props(), ["q", "p"]);
    // Simplified away, still numbered: valuations keep their meaning.
    let f = parse("a || !a || b").unwrap();
    assert!(f.is_true());
    assert_eq!(f.props(), ["a", "b"]);
}

#[test]
fn braces_make_predicates_of_any_text() {
    let f = parse("{x > 5} U { ready(y) }").unwrap();
    assert_eq!(f.props(), ["x > 5", "ready(y)"]);
    assert_eq!(f.to_string(), "({x > 5} U {ready(y)})");
    same(&f.to_string(), "{x > 5} U {ready(y)}");
    let f = parse("{a {b} c}").unwrap();
    assert_eq!(f.props(), ["a {b} c"]);
}

#[test]
fn whitespace_is_free() {
    same("  p\tU\n q ", "p U q");
    same("(p)U(q)", "p U q");
    same("[]<>p&&<>[]q", "([]<>p) && (<>[]q)");
}

/// Every error, with the column it points at.
#[test]
fn errors_point_at_the_offending_token() {
    let cases: &[(&str, usize, &str)] = &[
        ("", 1, "unexpected end of formula"),
        ("   ", 4, "unexpected end of formula"),
        ("p &&", 5, "unexpected end of formula"),
        ("p U", 4, "unexpected end of formula"),
        ("!", 2, "unexpected end of formula"),
        ("p & q", 3, "expected '&&'"),
        ("p | q", 3, "expected '||'"),
        ("p - q", 3, "expected '->'"),
        ("p <- q", 3, "expected '<>' or '<->'"),
        ("p < q", 3, "expected '<>' or '<->'"),
        ("[ p", 1, "expected '[]'"),
        ("p / q", 3, "expected '/\\'"),
        ("p \\ q", 3, "expected '\\/'"),
        (
            "(p q)",
            4,
            "expected ')' or a binary operator, found proposition 'q'",
        ),
        ("(p && q", 1, "unmatched '('"),
        ("((p) && q", 1, "unmatched '('"),
        ("p )", 3, "unmatched ')'"),
        ("p q", 3, "expected a binary operator or end of formula"),
        ("p && )", 6, "found ')'"),
        ("p && && q", 6, "found '&&'"),
        ("U p", 1, "found 'U'"),
        ("P", 1, "unexpected 'P'"),
        ("p && Q", 6, "unexpected 'Q'"),
        ("p # q", 3, "unexpected character '#'"),
        ("p && 1", 6, "unexpected character '1'"),
        ("{p", 1, "unmatched '{'"),
        ("p }", 3, "unmatched '}'"),
        ("{ }", 1, "empty predicate"),
        ("always", 7, "unexpected end of formula"),
        ("p until", 8, "unexpected end of formula"),
        // Columns count characters, not bytes.
        ("ö && p", 1, "unexpected character 'ö'"),
        ("p && ö", 6, "unexpected character 'ö'"),
        ("{é} && ?", 8, "unexpected character '?'"),
    ];
    for &(input, col, msg) in cases {
        let e = parse(input).expect_err(input);
        assert_eq!(e.col, col, "column of the error in {input:?}: {e}");
        assert!(e.msg.contains(msg), "message for {input:?}: {:?}", e.msg);
        assert_eq!(e.input, input);
    }
}

#[test]
fn too_many_propositions() {
    let names: Vec<String> = (0..65).map(|i| format!("p{i}")).collect();
    let text = names.join(" && ");
    let e = parse(&text).unwrap_err();
    assert!(e.msg.contains("too many propositions"), "{e}");
    assert_eq!(e.col, text.find("p64").unwrap() + 1);
    // 64 are fine.
    let ok = names[..64].join(" || ");
    assert_eq!(parse(&ok).unwrap().props().len(), 64);
}

#[test]
fn nesting_is_bounded() {
    let deep = format!(
        "{}p{}",
        "(".repeat(MAX_DEPTH + 50),
        ")".repeat(MAX_DEPTH + 50)
    );
    let e = parse(&deep).unwrap_err();
    assert!(e.msg.contains("nested too deeply"), "{e}");
    assert_eq!(e.col, MAX_DEPTH + 1);
    let nexts = format!("{}p", "X ".repeat(MAX_DEPTH + 50));
    assert!(parse(&nexts).unwrap_err().msg.contains("nested too deeply"));
    let nots = format!("{}p", "!".repeat(100_000));
    assert!(parse(&nots).unwrap_err().msg.contains("nested too deeply"));
    // Long flat chains are fine: conjunctions flatten.
    let flat = vec!["p"; 10_000].join(" && ");
    assert_eq!(parse(&flat).unwrap().to_string(), "p");
    // Moderately deep formulas are fine.
    let ok = format!(
        "{}p{}",
        "(".repeat(MAX_DEPTH - 1),
        ")".repeat(MAX_DEPTH - 1)
    );
    assert!(parse(&ok).is_ok());
}

#[test]
fn error_display_puts_a_caret_under_the_column() {
    let e = parse("p & q").unwrap_err();
    assert_eq!(e.to_string(), "expected '&&' at column 3\n  p & q\n    ^");
    let e = parse("(p\tq)").unwrap_err();
    assert_eq!(
        e.to_string(),
        "expected ')' or a binary operator, found proposition 'q' at column 4\n  (p q)\n     ^"
    );
    let e = parse("p &&").unwrap_err();
    assert!(e.to_string().ends_with("\n  p &&\n      ^"), "{e}");
    let e = LtlError::new("ab", 2, "bad");
    assert_eq!(e.to_string(), "bad at column 2\n  ab\n   ^");
}

#[test]
fn display_round_trips() {
    for text in [
        "p U q",
        "[]<>p -> []<>q",
        "!(p V (q W r)) <-> X(p && <>q)",
        "{x == 1} U ({y > 2} && []!z)",
        "true",
        "false",
        "p0 U (p1 U (p2 U p3))",
    ] {
        let f = parse(text).unwrap();
        let g = parse(&f.to_string()).unwrap();
        assert_eq!(f, g, "{text} printed as {f}");
    }
}
