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

#[test]
fn a_business_question_and_a_buyer_s_request_are_read_for_what_they_are() {
    let draft = [
        Some("The central question this year was whether our cost per kilogram could come down far enough to put in a winning bid when the region retenders its contract. We did not know whether ozone would hold at 40 °C; no published method covers it.".to_owned()),
        None,
        Some("We established that ozone holds to 40 °C. Three clubs have asked us to equip their greens next fall, which confirms the interest in the approach.".to_owned()),
    ];
    let result = review(&draft, &Evidence::default(), Some(&year_2024()), Lang::En);
    assert!(
        kinds(&result, 0).contains(&"NOT_AN_UNCERTAINTY".to_owned()),
        "{result:#}"
    );
    assert!(
        kinds(&result, 2).contains(&"NOT_AN_ADVANCEMENT".to_owned()),
        "{result:#}"
    );
    // A word after a dash opens its clause: no name to find in the records.
    assert!(super::support::names("November 7 — Extending the cure to 5.5 h").is_empty());
}
