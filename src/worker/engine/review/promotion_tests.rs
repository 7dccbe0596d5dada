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

#[test]
fn whether_buyers_would_pay_is_a_business_question_in_either_language() {
    for (text, lang) in [
        (
            "The real uncertainty for us was commercial: whether food ingredient buyers in Europe would pay a premium for our carrageenan over the imported product.",
            Lang::En,
        ),
        (
            "Au départ, la véritable inconnue était de savoir si des clients accepteraient de payer près du double d'un poêle ordinaire, et si nos maçons pourraient en installer assez pour rentabiliser les moules.",
            Lang::Fr,
        ),
        (
            "The main technological uncertainty was whether we could bring a 40,000-cycle hinge to market at a price that lets our dealers compete with imports.",
            Lang::En,
        ),
        (
            "Il n'était pas connu si nous pourrions réduire les pertes assez pour ne plus avoir à acheter des semences importées, qui nous coûtent 20 000 $ par année.",
            Lang::Fr,
        ),
    ] {
        let draft = [Some(text.to_owned()), None, None];
        let result = review(&draft, &Evidence::default(), Some(&year_2024()), lang);
        assert!(
            kinds(&result, 0).contains(&"NOT_AN_UNCERTAINTY".to_owned()),
            "{text}"
        );
    }
}

#[test]
fn upkeep_and_training_said_to_fill_the_hours_are_excluded_work() {
    let line = |text: &str, lang| {
        let draft = [None, Some(text.to_owned()), None];
        let result = review(&draft, &Evidence::default(), Some(&year_2024()), lang);
        kinds(&result, 1)
    };
    let upkeep = "Our technicians also re-aimed the sonar, cleared debris from the fence and uploaded the daily counts to the DFO data portal, and these tasks make up a large share of the hours in this claim.";
    assert!(line(upkeep, Lang::En).contains(&"EXCLUDED_WORK".to_owned()));
    let formatting = "Nous avons aussi mis en forme les sous-titres, intégré la sortie à l'encodeur et formé nos opérateurs, travaux qui ont occupé une bonne partie de l'automne.";
    assert!(line(formatting, Lang::Fr).contains(&"EXCLUDED_WORK".to_owned()));
}

#[test]
fn a_place_a_client_or_a_title_needs_no_record_but_a_lab_that_vouches_does() {
    assert!(!super::support::vouches(
        "Les essais ont été faits à notre atelier de Casselman par le propriétaire.",
        "Casselman"
    ));
    assert!(!super::support::vouches(
        "Team: our controls engineer (P.Eng.), one technician and the Town's operators.",
        "Eng"
    ));
    assert!(super::support::vouches(
        "FPInnovations independently verified these results in its laboratory.",
        "FPInnovations"
    ));
    assert!(super::support::vouches(
        "The samples were verified by Kestrel Testing Laboratories.",
        "Kestrel"
    ));
}

#[test]
fn a_gain_paid_for_with_a_failure_is_no_inflated_claim() {
    let norm = super::cues::normalise(
        "We also learned that freezing the bulbs beforehand shortens the cycle but destroys the texture.",
    );
    assert!(!super::support::unmeasured(&norm));
    let norm = super::cues::normalise("Freezing the bulbs beforehand greatly shortens the cycle.");
    assert!(super::support::unmeasured(&norm));
}

#[test]
fn a_lead_in_that_promises_the_order_is_named_when_the_list_breaks_it() {
    let draft = [
        None,
        Some("Voici, dans l'ordre où ils ont été faits, les travaux de l'exercice :\n\n- 19 septembre : lot de référence, pression de 210 kPa.\n- 23 janvier : grains à 2 %, pression de 140 kPa.\n- 12 décembre : analyse des sucres, 2,9 % de lactose.".to_owned()),
        None,
    ];
    let year = FiscalYear {
        start: chrono::NaiveDate::from_ymd_opt(2024, 9, 1).expect("a date"),
        end: chrono::NaiveDate::from_ymd_opt(2025, 8, 31).expect("a date"),
    };
    let result = review(&draft, &Evidence::default(), Some(&year), Lang::Fr);
    let sentences: Vec<&str> = result["review"]["lines"][1]["findings"]
        .as_array()
        .into_iter()
        .flatten()
        .filter(|f| f["kind"] == "NO_CHRONOLOGY")
        .filter_map(|f| f["sentence"].as_str())
        .collect();
    assert!(
        sentences.iter().any(|s| s.starts_with("Voici")),
        "{result:#}"
    );
}

#[test]
fn who_asked_for_the_work_and_what_is_still_unknown_are_no_defects_but_adoption_and_rank_are() {
    let review_of = |draft: [Option<String>; 3], lang| {
        review(&draft, &Evidence::default(), Some(&year_2024()), lang)
    };
    let scene = "Before a card leaves the pharmacy a pharmacist must check every cell, and in 2023 our pharmacy clients asked us to add a camera check to our packaging software.";
    let draft = [
        Some(format!("{scene} We did not know whether glare through the sealed film could be removed by lighting alone; no published method covers it.")),
        None,
        Some("Cross-polarized light cut glare from 9.5% to 0.8% of each cell. How many cards a third pharmacy would need remains unknown.".to_owned()),
    ];
    let result = review_of(draft, Lang::En);
    let flagged = |k: usize, kind: &str, text: &str| {
        result["review"]["lines"][k]["findings"]
            .as_array()
            .into_iter()
            .flatten()
            .any(|f| f["kind"] == kind && f["sentence"].as_str().is_some_and(|s| s.contains(text)))
    };
    assert!(
        result["review"]["lines"][0]["findings"].is_array(),
        "{result:#}"
    );
    assert!(
        !flagged(0, "NOT_AN_UNCERTAINTY", "pharmacy clients"),
        "{result:#}"
    );
    assert!(
        !flagged(2, "NOT_AN_ADVANCEMENT", "remains unknown"),
        "{result:#}"
    );
    let adoption = "The central technological uncertainty was whether a treated-water pebbling system could be made simple and inexpensive enough that volunteer ice crews at small clubs would adopt it.";
    let result = review_of([Some(adoption.to_owned()), None, None], Lang::En);
    assert!(kinds(&result, 0).contains(&"NOT_AN_UNCERTAINTY".to_owned()));
    let rank = "Le procédé, aujourd'hui le plus performant au Québec pour le compostage nordique, a maintenu 3 piles à 55 °C.";
    let result = review_of([None, None, Some(rank.to_owned())], Lang::Fr);
    assert!(kinds(&result, 2).contains(&"MARKETING_LANGUAGE".to_owned()));
}

#[test]
fn the_buyer_s_clear_choice_is_marketing() {
    let text = "The scanner is now the most accurate system available to Canadian dairies and the clear choice for any herd.";
    let draft = [None, None, Some(text.to_owned())];
    let result = review(&draft, &Evidence::default(), Some(&year_2024()), Lang::En);
    assert!(kinds(&result, 2).contains(&"MARKETING_LANGUAGE".to_owned()));
}

#[test]
fn what_was_known_for_other_cases_is_the_standard_practice_line_242_names() {
    let line = |text: &str, lang| {
        let draft = [Some(text.to_owned()), None, None];
        let result = review(&draft, &Evidence::default(), Some(&year_2024()), lang);
        kinds(&result, 0)
    };
    let known = "On savait qu'une culture de départ peut aider dans d'autres légumes fermentés, mais on ignorait si, à 1,2 % de sel, elle acidifierait assez vite.";
    assert!(!line(known, Lang::Fr).contains(&"NO_STANDARD_PRACTICE".to_owned()));
    let bare =
        "On ignorait si une culture de départ acidifierait assez vite le chou à 1,2 % de sel.";
    assert!(line(bare, Lang::Fr).contains(&"NO_STANDARD_PRACTICE".to_owned()));
}
