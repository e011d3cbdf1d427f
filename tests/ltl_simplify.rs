//! Formula simplification and negation normal form, seen through `Display`.

use pancam::ltl::parse;

fn simplifies(input: &str, expected: &str) {
    let f = parse(input).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(f.to_string(), expected, "simplification of {input}");
}

#[test]
fn constants_fold() {
    simplifies("true && p", "p");
    simplifies("false || p", "p");
    simplifies("p && false", "false");
    simplifies("p || true", "true");
    simplifies("X true", "true");
    simplifies("X false", "false");
    simplifies("[]false", "false");
    simplifies("<>true", "true");
    simplifies("p U false", "false");
    simplifies("p U true", "true");
    simplifies("false U p", "p");
    simplifies("p V true", "true");
    simplifies("p V false", "false");
    simplifies("true V p", "p");
    simplifies("p -> p", "true");
    simplifies("p <-> p", "true");
    simplifies("p || !p", "true");
    simplifies("p && !p", "false");
}

#[test]
fn negation_normal_form() {
    simplifies("!!p", "p");
    simplifies("!(p && q)", "(!p || !q)");
    simplifies("!(p U q)", "(!p V !q)");
    simplifies("!(p V q)", "(!p U !q)");
    simplifies("![]p", "<>!p");
    simplifies("!<>p", "[]!p");
    simplifies("!X p", "X !p");
    simplifies("p -> q", "(!p || q)");
    simplifies("!(p W q)", "(!q U (!p && !q))");
}

#[test]
fn temporal_idempotence_and_absorption() {
    simplifies("<><>p", "<>p");
    simplifies("[][]p", "[]p");
    simplifies("p U p", "p");
    simplifies("p V p", "p");
    simplifies("<>[]<>p", "[]<>p");
    simplifies("[]<>[]p", "<>[]p");
    simplifies("X []<>p", "[]<>p");
    simplifies("<>(p U q)", "<>q");
    simplifies("[](p V q)", "[]q");
    simplifies("p U <>q", "<>q");
    simplifies("p V []q", "[]q");
    simplifies("p U (p U q)", "(p U q)");
    simplifies("(p U q) U q", "(p U q)");
    simplifies("<>X p", "X <>p");
    simplifies("[]X p", "X []p");
    simplifies("X p U X q", "X (p U q)");
    simplifies("X p V X q", "X (p V q)");
}

#[test]
fn merging_rules() {
    simplifies("[]p && []q", "[](p && q)");
    simplifies("<>p || <>q", "<>(p || q)");
    simplifies("X p && X q", "X (p && q)");
    simplifies("X p || X q", "X (p || q)");
    simplifies("(p U r) && (q U r)", "((p && q) U r)");
    simplifies("(p U q) || (p U r)", "(p U (q || r))");
    simplifies("(p V q) && (p V r)", "(p V (q && r))");
    simplifies("(p V r) || (q V r)", "((p || q) V r)");
    simplifies("[]<>p || []<>q", "[]<>(p || q)");
    simplifies("<>[]p && <>[]q", "<>[](p && q)");
}

#[test]
fn syntactic_implication() {
    simplifies("p && (q U p)", "p");
    simplifies("p || (q U p)", "(q U p)");
    simplifies("[]p && p", "[]p");
    simplifies("<>p || p", "<>p");
    simplifies("[]p && <>p", "[]p");
    simplifies("[]p || <>p", "<>p");
    simplifies("[]<>p && <>p", "[]<>p");
    simplifies("[]p && <>!p", "false");
    simplifies("[]p || <>!p", "true");
    simplifies("(p U q) && !q && [] !q", "false");
    simplifies("p && q && (p || r)", "(p && q)");
    // No implication through X: X <> p does not absorb <> p (see `simplify::entails`).
    simplifies("[](q && X<>p) && <>p", "(<>p && [](q && X <>p))");
}

#[test]
fn negate_is_the_dual() {
    let f = parse("[](p -> <>q)").unwrap();
    assert_eq!(f.negate().to_string(), "<>(p && []!q)");
    assert_eq!(f.negate().negate(), f);
    assert_eq!(f.negate().props(), f.props());
    assert_eq!(parse("p U q").unwrap().negate(), parse("!p V !q").unwrap());
}

#[test]
fn formula_queries() {
    let f = parse("[](p -> X q)").unwrap();
    assert!(f.has_next());
    assert!(!parse("[](p -> <>q)").unwrap().has_next());
    assert!(parse("p || !p").unwrap().is_true());
    assert!(parse("p && !p").unwrap().is_false());
    assert_eq!(parse("p U q").unwrap().size(), 3);
    assert_eq!(parse("<>p").unwrap().size(), 3, "<>p is true U p");
    assert_eq!(format!("{:?}", parse("p").unwrap()), "Formula(p)");
}

#[test]
fn equality_ignores_proposition_order() {
    // Same formula, different proposition tables: equality compares names.
    let a = parse("p && q").unwrap();
    let b = parse("q && p").unwrap();
    assert_eq!(a, b);
    assert_eq!(a.to_string(), b.to_string());
    assert_ne!(a.props(), b.props());
}
