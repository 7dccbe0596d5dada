//! The labels of record sentences, English and French.

use super::*;

#[test]
fn sentences_are_labelled_by_what_they_are() {
    assert_eq!(
        label("Hypothesis: a finer grind will cut the set time."),
        Label::Hypothesis
    );
    assert_eq!(label("Poured slab S1 with 2% fibre."), Label::Activity);
    assert_eq!(
        label("Compressive strength 31.2 MPa at 7 days."),
        Label::Result
    );
    assert_eq!(
        label("Linear compensation is ruled out."),
        Label::Conclusion
    );
    assert_eq!(
        label("Next: repeat at -20 C with the new primer."),
        Label::NextStep
    );
    assert_eq!(
        label("On s'attend à ce que la chaux accélère la prise."),
        Label::Hypothesis
    );
    assert_eq!(label("Affaissement 18 cm avec 24 % d'eau."), Label::Result);
    assert_eq!(
        label("Le GU seul est écarté pour ce gisement."),
        Label::Conclusion
    );
    assert_eq!(
        label("Prochaine étape : essais à 90 jours."),
        Label::NextStep
    );
    assert_eq!(label("Batch B3 made on line 2."), Label::Activity);
}

#[test]
fn expectations_decisions_and_findings_are_told_from_what_was_done() {
    // A result's unit before punctuation; a noun ending like a participle.
    assert_eq!(label("Bend force A 96 N, B 61 N."), Label::Result);
    assert_eq!(label("Fermeté au jour 3 : 420 g."), Label::Result);
    // An expectation without the word "hypothesis".
    assert_eq!(
        label("The sachet should hold the moisture under 5%."),
        Label::Hypothesis
    );
    assert_eq!(label("Expect a lighter filter load."), Label::Hypothesis);
    // A decision that opens like a past tense; a finding in the present tense.
    assert_eq!(
        label("Decided to run the S3 mix on line 2."),
        Label::Conclusion
    );
    assert_eq!(
        label("The radiused anvil removes the neck cracks at 40 J."),
        Label::Conclusion
    );
    assert_eq!(label("So it's the wall."), Label::Conclusion);
    // A French passive of what was done.
    assert_eq!(
        label("Le marc a été utilisé moins de 24 heures après la collecte."),
        Label::Activity
    );
    assert_eq!(
        label("Formed 30 tips at the die temperature of 210 °C."),
        Label::Activity
    );
}

#[test]
fn set_ups_readings_and_plans_are_told_apart() {
    // Figures that set the work up, in a passive, a count, a recipe or a fragment.
    assert_eq!(
        label("16 boards were sprayed with the UV urethane."),
        Label::Activity
    );
    assert_eq!(
        label("20 straps per cavity soaked 2 h at −40 °C."),
        Label::Activity
    );
    assert_eq!(label("B1 = Pit 3 soil + 8% GU cement."), Label::Activity);
    assert_eq!(
        label("Batch de 50 boîtiers, poudre standard, cure 10 min à 200 °C."),
        Label::Activity
    );
    // The same words as readings.
    assert_eq!(label("Bend force 72 N at −30 °C."), Label::Result);
    assert_eq!(label("Le débit est monté à 245 L/h."), Label::Result);
    assert_eq!(
        label("About 20% of the aggregate surface was stripped."),
        Label::Result
    );
    assert_eq!(
        label("Enzyme cost works out to $0.38/L of extract."),
        Label::Result
    );
    assert_eq!(
        label("We suspect the acrylic pulls back from sharp edges."),
        Label::Hypothesis
    );
    // What a thing was or did, in the past, is an observation; what the team did is not.
    assert_eq!(
        label("Row A was still partly covered after 4 days."),
        Label::Result
    );
    assert_eq!(
        label("Every crack started at the sharp edge of the anvil knurl."),
        Label::Result
    );
    assert_eq!(
        label("Cast six cylinders and cured them beside the slab."),
        Label::Activity
    );
    assert_eq!(
        label("Bin 7 was left untreated as the control."),
        Label::Activity
    );
    // A later date makes a plan; a date of something already done does not.
    let day = NaiveDate::from_ymd_opt(2025, 3, 24).expect("a date");
    assert_eq!(
        label_in_entry(
            "The tool goes to the toolroom on April 7 for the change.",
            day
        ),
        Label::NextStep
    );
    assert_ne!(
        label_in_entry("The gain noted on April 7 is overstated.", day),
        Label::NextStep
    );
}

#[test]
fn what_a_thing_does_now_is_a_result() {
    for s in [
        "Every failure starts at the bead edge, where the PVC squeezed out into a thin lip.",
        "GPU load on the line PC peaks at 71%.",
        "Flakes peel from the bottom of the cooking surface in sheets.",
        "Au premier essai à vide, l'acier sort à 22 °C.",
        "Une canette a fendu au fond pendant le perçage.",
        "Au ralenti, on voit le film d'eau passer sous les crampons du talon.",
    ] {
        assert_eq!(label(s), Label::Result, "{s}");
    }
    // An instruction opens with its verb; the team's own action is no observation.
    for s in [
        "drops of resin on the tray.",
        "we drops the feed.",
        "on sort les moules à 9 h.",
    ] {
        assert!(!super::super::setups::states_now(s), "{s}");
    }
}

#[test]
fn instructions_are_next_steps_and_verdicts_conclusions() {
    for s in [
        "Send both fabric lots out for plasticizer content.",
        "Ask the mill for a cold-crack certificate with every lot.",
        "Démonter la canneuse mercredi.",
        "Vérifier l'hiver prochain si la rampe suffit à −30 °C.",
    ] {
        assert_eq!(label(s), Label::NextStep, "{s}");
    }
    for s in [
        "Call with the supplier about the resin.",
        "Préchauffer une traverse prend 3 min, soit 40 min par châssis.",
    ] {
        assert_ne!(label(s), Label::NextStep, "{s}");
    }
    for s in [
        "Thinner coats fix most of it, but a third coat cuts line throughput by a third.",
        "Flax isn't worth the color and smell complaints; we stay on the soybean blend.",
        "Avec un filtre intact pis une canneuse propre, pas besoin de pasteuriser.",
        "From now on every unit over 2.0 mm goes on the slow cycle.",
        "Règle de l'atelier : tiges de 3,5 mm sur tout ce qui pèse plus de 6 g.",
    ] {
        assert_eq!(label(s), Label::Conclusion, "{s}");
    }
    assert_eq!(
        label("Cell voltage sagged below the 3.0 V cut-off during each GPS fix burst."),
        Label::Result
    );
}
