//! The standard game is unchanged by the stack machinery: on generated standard positions,
//! adjudicating with the boarding rule allowed (which runs every stack path of the resolver:
//! members, joining moves, stack hold strengths, supports checked for stacks) gives the same
//! outcomes, places, dislodgements and standoffs as the standard path, under every rule.

use graustark::resolve::Adjudicator;
use graustark::rules::Boarding;
use proptest::prelude::*;

mod generate;

use generate::{cases, config, map};

proptest! {
    #![proptest_config(config())]

    #[test]
    fn the_stack_paths_agree_with_the_standard_ones(c in cases()) {
        let mut plain = c.rules;
        plain.boarding = Boarding::NotAllowed;
        let mut stacked = c.rules;
        stacked.boarding = Boarding::Allowed;
        let a = Adjudicator::default().movement(map(), &c.state.units, &c.orders, &plain);
        let mut b = Adjudicator::default().movement(map(), &c.state.units, &c.orders, &stacked);
        prop_assert!(b.carriers.iter().all(|&n| n == 0), "no army boards: {:?}", b.carriers);
        b.carriers.clear();
        prop_assert_eq!(a, b);
    }
}
