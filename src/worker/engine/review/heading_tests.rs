//! Drafts as firms paste them: the form's headings numbered, quoted or with their word limits,
//! and sentences that state what the work did not test.

use super::*;

/// Asserts that `text` splits into the three lines "We did not know A.", "We ran B.", "We learned
/// C.".
fn assert_three_lines(text: &str) {
    let lines = split_draft(text).unwrap_or_default();
    let got: Vec<String> = lines
        .iter()
        .map(|l| l.clone().unwrap_or_default())
        .collect();
    assert_eq!(
        got,
        ["We did not know A.", "We ran B.", "We learned C."],
        "{text}"
    );
}

#[test]
fn headings_numbered_quoted_or_with_their_limit_mark_their_lines() {
    let texts = [
        "1. Line 242 – What scientific or technological uncertainties did you attempt to overcome?\n\nWe did not know A.\n\n2. Line 244 – What work did you perform in the tax year to overcome the scientific or technological uncertainties described in line 242?\n\nWe ran B.\n\n3. Line 246 – What scientific or technological advancements did you achieve or attempt to achieve as a result of the work described in line 244?\n\nWe learned C.",
        "What scientific or technological uncertainties did you attempt to overcome? (Maximum 350 words)\n\nWe did not know A.\n\nWhat work did you perform in the tax year to overcome the scientific or technological uncertainties described in line 242? (Maximum 700 words)\n\nWe ran B.\n\nWhat scientific or technological advancements did you achieve or attempt to achieve as a result of the work described in line 244? (Maximum 350 words)\n\nWe learned C.",
        "« Ligne 242 » – Quelles incertitudes scientifiques ou technologiques avez-vous tenté de surmonter?\n\nWe did not know A.\n\n« Ligne 244 » – Quel travail avez-vous effectué au cours de l'année d'imposition pour surmonter les incertitudes scientifiques ou technologiques décrites à la ligne 242?\n\nWe ran B.\n\n« Ligne 246 » – Quelles avancées scientifiques ou technologiques avez-vous réalisées ou tenté de réaliser à la suite du travail décrit à la ligne 244?\n\nWe learned C.",
        "Question 1 / Ligne 242 — Quelles incertitudes scientifiques ou technologiques avez-vous tenté de surmonter?\n\nWe did not know A.\n\nQuestion 2 / Ligne 244 — Quel travail avez-vous effectué au cours de l'année d'imposition pour surmonter les incertitudes scientifiques ou technologiques décrites à la ligne 242?\n\nWe ran B.\n\nQuestion 3 / Ligne 246 — Quelles avancées scientifiques ou technologiques avez-vous réalisées ou tenté de réaliser à la suite du travail décrit à la ligne 244?\n\nWe learned C.",
        "Question 1 of 3 — Line 242: What scientific or technological uncertainties did you attempt to overcome?\n\nWe did not know A.\n\nQuestion 2 of 3 — Line 244: What work did you perform in the tax year to overcome the scientific or technological uncertainties described in line 242?\n\nWe ran B.\n\nQuestion 3 of 3 — Line 246: What scientific or technological advancements did you achieve or attempt to achieve as a result of the work described in line 244?\n\nWe learned C.",
        "Part 3 – Section B – Line 242: What scientific or technological uncertainties did you attempt to overcome?\n\nWe did not know A.\n\nPart 3 – Section B – Line 244: What work did you perform in the tax year to overcome the scientific or technological uncertainties described in line 242?\n\nWe ran B.\n\nPart 3 – Section B – Line 246: What scientific or technological advancements did you achieve or attempt to achieve as a result of the work described in line 244?\n\nWe learned C.",
        "[Line 242] Scientific or technological uncertainties\n\nWe did not know A.\n\n[Line 244] Work performed in the tax year\n\nWe ran B.\n\n[Line 246] Scientific or technological advancements\n\nWe learned C.",
        "Section 242 — Quelles incertitudes scientifiques ou technologiques avez-vous tenté de surmonter? (maximum de 350 mots)\n\nWe did not know A.\n\nSection 244 — Quel travail avez-vous effectué au cours de l'année d'imposition pour surmonter les incertitudes scientifiques ou technologiques décrites à la ligne 242? (maximum de 700 mots)\n\nWe ran B.\n\nSection 246 — Quelles avancées scientifiques ou technologiques avez-vous réalisées ou tenté de réaliser à la suite du travail décrit à la ligne 244? (maximum de 350 mots)\n\nWe learned C.",
        "| Line 242 | What scientific or technological uncertainties did you attempt to overcome? |\n|---|---|\n\nWe did not know A.\n\n| Line 244 | What work did you perform in the tax year? |\n|---|---|\n\nWe ran B.\n\n| Line 246 | What advancements did you achieve? |\n|---|---|\n\nWe learned C.",
        "■ 242 – Technological uncertainties\n\nWe did not know A.\n\n■ 244 – Work performed\n\nWe ran B.\n\n■ 246 – Advancements\n\nWe learned C.",
        "A. Ligne 242 — Quelles incertitudes scientifiques ou technologiques avez-vous tenté de surmonter?\n\nWe did not know A.\n\nB. Ligne 244 — Quel travail avez-vous effectué?\n\nWe ran B.\n\nC. Ligne 246 — Quelles avancées avez-vous réalisées?\n\nWe learned C.",
    ];
    for text in texts {
        assert_three_lines(text);
    }
}

#[test]
fn a_number_set_off_by_any_short_code_marks_its_line_when_two_lines_follow_in_order() {
    for text in [
        "=== 242 (uncertainty) ===\nWe did not know A.\n=== 244 (work) ===\nWe ran B.\n=== 246 (advancement) ===\nWe learned C.",
        "Form T661 / 242 — Uncertainties\nWe did not know A.\nForm T661 / 244 — Work\nWe ran B.\nForm T661 / 246 — Advancements\nWe learned C.",
        "SRED-242: What uncertainties?\nWe did not know A.\nSRED-244: What work?\nWe ran B.\nSRED-246: What advancements?\nWe learned C.",
        "Zone 242 – Incertitudes\nWe did not know A.\nZone 244 – Travaux\nWe ran B.\nZone 246 – Avancées\nWe learned C.",
        "242\tIncertitudes\t350 mots\nWe did not know A.\n244\tTravaux\t700 mots\nWe ran B.\n246\tAvancées\t350 mots\nWe learned C.",
    ] {
        assert_three_lines(text);
    }
    // A number in prose, a reference to the lines, or one heading alone marks nothing.
    for text in [
        "Lot 242 - failed at 3 °C.\nWe ran B.",
        "Re: answers for lines 242/244/246\nWe ran B.",
        "Batch 244: done\nWe ran B.",
    ] {
        assert!(split_draft(text).is_none(), "{text}");
    }
}

#[test]
fn a_condition_the_work_did_not_test_needs_no_record() {
    let draft = [
        None,
        None,
        Some("Whether these settings still help below -4 °C, where droplet size may become the limit, was not tested.".to_owned()),
    ];
    let mut evidence = Evidence::default();
    evidence.add_file(
        uuid::Uuid::from_u128(1),
        "runs.md",
        "text/markdown",
        "2025-01-14: gun at 28 bar with pre-cooled water, wet-bulb -3.0 °C, density 410 kg/m³.",
    );
    let result = review(&draft, &evidence, None, Lang::En);
    assert!(!super::tests::kinds(&result, 2).contains(&"UNSUPPORTED".to_owned()));
    for claimed in [
        "Below -4 °C the droplets froze before they left the gun.",
        "Density rose by 14 %; settings below -4 °C were not tested.",
    ] {
        let draft = [None, None, Some(claimed.to_owned())];
        let result = review(&draft, &evidence, None, Lang::En);
        assert!(
            super::tests::kinds(&result, 2).contains(&"UNSUPPORTED".to_owned()),
            "{claimed}"
        );
    }
}

#[test]
fn retail_acceptance_likeness_to_the_best_and_what_others_use_are_read() {
    let evidence = Evidence::default();
    let kinds = |line: usize, text: &str| {
        let mut draft = [None, None, None];
        draft[line] = Some(text.to_owned());
        super::tests::kinds(&review(&draft, &evidence, None, Lang::En), line)
    };
    // Whether the big chains would carry the product is the market's question.
    assert!(kinds(0, "The main uncertainty was whether the big chains would carry our sauce, since their buyers require 18 months of shelf life.").contains(&"NOT_AN_UNCERTAINTY".to_owned()));
    // A gain likened to the best of the market, with no measure.
    assert!(
        kinds(
            2,
            "Our cheese now melts just like the best imported brands."
        )
        .contains(&"UNMEASURED_CLAIM".to_owned())
    );
    // What others use, and why it does not carry over, is the standard practice.
    let named = kinds(
        0,
        "Food films use an EVOH barrier layer, but EVOH is rigid. We did not know whether a thin barrier layer would survive 70% pre-stretch.",
    );
    assert!(
        !named.contains(&"NO_STANDARD_PRACTICE".to_owned()),
        "{named:?}"
    );
    let unnamed = kinds(
        0,
        "We did not know whether a thin barrier layer would survive 70% pre-stretch.",
    );
    assert!(
        unnamed.contains(&"NO_STANDARD_PRACTICE".to_owned()),
        "{unnamed:?}"
    );
}
