//! Translation tests: state counts of classic formulas, the never-claim and HOA outputs, and
//! the `Buchi` API the product construction consumes.

use pancam::ltl::{
    Buchi, Cube, Edge, Guard, OutputFormat, ltl2ba, never_claim_for, parse, translate,
};

fn automaton(text: &str) -> Buchi {
    translate(&parse(text).unwrap_or_else(|e| panic!("{e}")))
}

/// Bit of proposition `name` in valuations of `b`.
fn bit(b: &Buchi, name: &str) -> u64 {
    1 << b
        .props()
        .iter()
        .position(|p| p == name)
        .expect("known proposition")
}

#[test]
fn classic_state_counts() {
    // (formula, states, edges)
    let table: &[(&str, usize, usize)] = &[
        ("true", 1, 1),
        ("false", 1, 0),
        ("p", 2, 2),
        ("X p", 3, 3),
        ("X X p", 4, 4),
        ("[]p", 1, 1),
        ("<>p", 2, 3),
        ("p U q", 2, 3),
        ("p V q", 2, 3),
        ("p W q", 2, 3),
        ("[]<>p", 2, 4),
        ("<>[]p", 2, 3),
        ("[](p -> <>q)", 2, 4),
        ("<>(p && []!q)", 2, 3),
        ("[](p -> X q)", 2, 4),
        ("[]<>p && []<>q", 3, 8),
        ("[]<>p && []<>q && []<>r", 4, 13),
        ("[]<>p -> []<>q", 5, 10),
        ("p U (q U r)", 3, 6),
        ("[]p && <>!p", 1, 0),
    ];
    for &(text, states, edges) in table {
        let b = automaton(text);
        assert_eq!(
            (b.num_states(), b.num_edges()),
            (states, edges),
            "{text}:\n{}",
            b.to_never_claim()
        );
    }
}

#[test]
fn never_claim_of_until() {
    let text = ltl2ba("p U q", OutputFormat::NeverClaim).unwrap();
    assert_eq!(
        text,
        "never { /* p U q */\n\
         T0_init:\n\
         \tdo\n\
         \t:: (p && !q) -> goto T0_init\n\
         \t:: (q) -> goto accept_all\n\
         \tod;\n\
         accept_all:\n\
         \tskip\n\
         }\n"
    );
}

#[test]
fn never_claim_of_response_property() {
    // The claim for [](request -> <>grant) is the automaton of <>(request && []!grant).
    let f = parse("[](request -> <>grant)").unwrap();
    let b = never_claim_for(&f);
    assert_eq!(b.name(), "!([](!request || <>grant))");
    assert_eq!(
        b.to_never_claim(),
        "never { /* !([](!request || <>grant)) */\n\
         T0_init:\n\
         \tdo\n\
         \t:: (1) -> goto T0_init\n\
         \t:: (request && !grant) -> goto accept_S1\n\
         \tod;\n\
         accept_S1:\n\
         \tdo\n\
         \t:: (!grant) -> goto accept_S1\n\
         \tod;\n\
         }\n"
    );
}

#[test]
fn never_claim_special_states() {
    // An accepting initial state, a disjunctive guard, an empty automaton.
    let claim = automaton("[](p || q)").to_never_claim();
    assert!(
        claim.contains("accept_init:\n\tdo\n\t:: ((p) || (q)) -> goto accept_init\n"),
        "{claim}"
    );
    let empty = automaton("p && !p").to_never_claim();
    assert_eq!(empty, "never { /* false */\nT0_init:\n\tfalse;\n}\n");
    let braces = automaton("{x > 1} U {y == 2}").to_never_claim();
    assert!(
        braces.contains(":: ((x > 1) && !(y == 2)) -> goto T0_init"),
        "{braces}"
    );
    // A comment terminator in a predicate cannot end the claim's comment early.
    let sneaky = automaton("{a */ b}").to_never_claim();
    assert!(sneaky.starts_with("never { /* {a * / b} */\n"), "{sneaky}");
}

#[test]
fn hoa_of_until() {
    let text = ltl2ba("p U q", OutputFormat::Hoa).unwrap();
    assert_eq!(
        text,
        "HOA: v1\n\
         name: \"p U q\"\n\
         States: 2\n\
         Start: 0\n\
         AP: 2 \"p\" \"q\"\n\
         acc-name: Buchi\n\
         Acceptance: 1 Inf(0)\n\
         properties: trans-labels explicit-labels state-acc\n\
         --BODY--\n\
         State: 0\n\
         [0 & !1] 0\n\
         [1] 1\n\
         State: 1 {0}\n\
         [t] 1\n\
         --END--\n"
    );
}

#[test]
fn hoa_labels_and_escaping() {
    let hoa = automaton("[](p -> <>!q) && {say \"hi\"}").to_hoa();
    assert!(
        hoa.contains("AP: 3 \"p\" \"q\" \"say \\\"hi\\\"\"\n"),
        "{hoa}"
    );
    assert!(hoa.contains("[!0 | !1] "), "{hoa}");
    let empty = automaton("false").to_hoa();
    assert!(
        empty.contains("States: 1\n") && empty.contains("State: 0\n--END--"),
        "{empty}"
    );
}

#[test]
fn ltl2ba_reports_parse_errors() {
    let e = ltl2ba("p U", OutputFormat::Hoa).unwrap_err();
    assert_eq!(e.col, 4);
    assert_eq!(OutputFormat::default(), OutputFormat::NeverClaim);
}

#[test]
fn buchi_api() {
    let b = automaton("p U q");
    let (p, q) = (bit(&b, "p"), bit(&b, "q"));
    assert_eq!(b.initial(), 0);
    assert!(!b.is_accepting(0));
    // Direct simulation pruned the p-loop where q holds: the automaton is deterministic.
    let succ: Vec<u32> = b.successors(0, p | q).collect();
    assert_eq!(succ.len(), 1);
    assert_eq!(b.successors(0, 0).count(), 0);
    let sink = b.successors(0, q).next().unwrap();
    assert!(b.is_accepting_sink(sink));
    assert!(!b.is_accepting_sink(0));
    assert!(!b.is_empty());
    assert!(automaton("[]p && <>!p").is_empty());
    assert!(b.accepts_lasso(&[p, p], &[q]));
    assert!(b.accepts_lasso(&[], &[q]));
    assert!(!b.accepts_lasso(&[p], &[p]));
    assert!(!b.accepts_lasso(&[q], &[]), "an empty cycle is no word");
    for s in 0..b.num_states() as u32 {
        for e in b.edges(s) {
            assert!((e.to as usize) < b.num_states());
        }
    }
}

#[test]
fn from_parts_checks_invariants() {
    let tt = Guard::tt();
    let edge = |to| Edge {
        guard: tt.clone(),
        to,
    };
    assert!(Buchi::from_parts(vec![], vec![], vec![]).is_err());
    assert!(Buchi::from_parts(vec![], vec![vec![edge(1)]], vec![true]).is_err());
    assert!(Buchi::from_parts(vec![], vec![vec![edge(0)]], vec![]).is_err());
    let bad_guard = Edge {
        guard: Guard::cube(Cube::literal(3, false)),
        to: 0,
    };
    assert!(Buchi::from_parts(vec!["p".into()], vec![vec![bad_guard]], vec![true]).is_err());
    let b = Buchi::from_parts(vec!["p".into()], vec![vec![edge(0)]], vec![true]).unwrap();
    assert!(b.is_accepting_sink(0));
    assert!(b.accepts_lasso(&[], &[0]));
}

#[test]
fn sixty_four_propositions() {
    let names: Vec<String> = (0..64).map(|i| format!("v{i}")).collect();
    let text = format!("[]<>({})", names.join(" && "));
    let b = automaton(&text);
    assert_eq!(b.num_states(), 2);
    let all = u64::MAX;
    assert!(b.accepts_lasso(&[], &[all]));
    assert!(!b.accepts_lasso(&[all], &[all & !(1 << 63)]));
}

#[test]
fn translation_is_deterministic() {
    let text = "([]<>p && []<>q) -> []<>(r && X s)";
    let a = automaton(text);
    for _ in 0..5 {
        assert_eq!(automaton(text), a);
    }
}

#[test]
fn exponential_formulas_can_be_bounded() {
    let conj: Vec<String> = (0..24).map(|i| format!("<>v{i}")).collect();
    let f = parse(&conj.join(" && ")).unwrap();
    let start = std::time::Instant::now();
    let e = pancam::ltl::translate_within(&f, 1000).unwrap_err();
    assert_eq!(e.limit, 1000);
    assert!(e.to_string().contains("more than 1000"));
    assert!(start.elapsed().as_secs() < 5, "gave up too slowly");
    let e = ltl2ba(&conj.join(" && "), OutputFormat::NeverClaim).unwrap_err();
    assert_eq!(e.col, 1);
    // Small enough: fine, and equal to the unbounded translation.
    let small = parse("<>a && <>b && <>c").unwrap();
    assert_eq!(
        pancam::ltl::translate_within(&small, 100).unwrap(),
        translate(&small)
    );
}
