//! Promotion read in context: what courts a customer, not what names one.

use super::tests::{kinds, year_2024};
use super::*;

#[test]
fn customers_named_as_a_constraint_are_no_promotion() {
    let line = |text: &str| {
        let draft = [Some(text.to_owned()), None, None];
        let result = review(&draft, &Evidence::default(), Some(&year_2024()), Lang::En);
        kinds(&result, 0)
    };
    let constraint = "We did not know whether the larvae would settle below pH 7.6; our customers plan their planting on our delivery dates, so a lost run cannot be made up.";
    assert!(!line(constraint).contains(&"MARKETING_LANGUAGE".to_owned()));
    let courting = "We did not know whether the coating would hold; our customers love the new colour and the award-winning finish.";
    assert!(line(courting).contains(&"MARKETING_LANGUAGE".to_owned()));
}
