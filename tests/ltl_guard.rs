//! Guards against truth tables: normalisation keeps the function, is canonical (equal
//! functions give equal guards), and `and`, `or`, `implies` are exact.

use pancam::ltl::{Cube, Guard};
use proptest::prelude::*;

const VARS: u32 = 5;

fn table(g: &Guard) -> u32 {
    (0..1u64 << VARS).fold(0, |t, v| t | (g.matches(v) as u32) << v)
}

fn dnf_table(cubes: &[Cube]) -> u32 {
    (0..1u64 << VARS).fold(0, |t, v| {
        t | (cubes.iter().any(|c| c.matches(v)) as u32) << v
    })
}

fn cube() -> impl Strategy<Value = Cube> {
    (0u64..1 << VARS, 0u64..1 << VARS).prop_map(|(pos, neg)| Cube {
        pos,
        neg: neg & !pos,
    })
}

fn cubes() -> impl Strategy<Value = Vec<Cube>> {
    prop::collection::vec(cube(), 0..7)
}

/// The guard of the minterms of a truth table.
fn from_table(t: u32) -> Guard {
    let all = (1u64 << VARS) - 1;
    Guard::from_cubes((0..1u64 << VARS).filter(|v| t >> v & 1 == 1).map(|v| Cube {
        pos: v,
        neg: all & !v,
    }))
}

proptest! {
    #[test]
    fn normalisation_keeps_the_function(cs in cubes()) {
        let g = Guard::from_cubes(cs.clone());
        prop_assert_eq!(table(&g), dnf_table(&cs));
    }

    #[test]
    fn normal_form_is_canonical(cs in cubes()) {
        let g = Guard::from_cubes(cs.clone());
        let h = from_table(dnf_table(&cs));
        prop_assert_eq!(&g, &h);
        // Idempotent, and no cube is redundant.
        prop_assert_eq!(&Guard::from_cubes(g.cubes().to_vec()), &g);
        for i in 0..g.cubes().len() {
            let mut rest = g.cubes().to_vec();
            rest.remove(i);
            prop_assert_ne!(dnf_table(&rest), table(&g));
        }
    }

    #[test]
    fn operations_are_exact(a in cubes(), b in cubes()) {
        let (ga, gb) = (Guard::from_cubes(a), Guard::from_cubes(b));
        let (ta, tb) = (table(&ga), table(&gb));
        prop_assert_eq!(table(&ga.and(&gb)), ta & tb);
        prop_assert_eq!(table(&ga.or(&gb)), ta | tb);
        prop_assert_eq!(ga.implies(&gb), ta & !tb == 0);
        prop_assert_eq!(ga.is_false(), ta == 0);
        prop_assert_eq!(ga.is_true(), ta == u32::MAX);
    }
}

#[test]
fn constants_and_printing() {
    let props: Vec<String> = ["p", "q", "x > 1"].iter().map(|s| s.to_string()).collect();
    let print = |g: &Guard| {
        let (mut spin, mut hoa) = (String::new(), String::new());
        g.write_spin(&props, &mut spin);
        g.write_hoa(&mut hoa);
        (spin, hoa)
    };
    assert_eq!(print(&Guard::tt()), ("1".into(), "t".into()));
    assert_eq!(print(&Guard::ff()), ("0".into(), "f".into()));
    let g = Guard::from_cubes([
        Cube {
            pos: 0b001,
            neg: 0b010,
        },
        Cube { pos: 0b100, neg: 0 },
    ]);
    assert_eq!(
        print(&g),
        ("(((x > 1)) || (p && !q))".into(), "2 | 0 & !1".into())
    );
    // p || !p is true; p && !p is dropped.
    let taut = Guard::from_cubes([Cube::literal(0, false), Cube::literal(0, true)]);
    assert!(taut.is_true());
    assert!(Guard::from_cubes([Cube { pos: 1, neg: 1 }]).is_false());
    assert_eq!(Cube::TRUE.literal_count(), 0);
    assert!(Cube::literal(63, false).matches(1 << 63));
    assert_eq!(Cube::literal(2, true).and(Cube::literal(2, false)), None);
}
