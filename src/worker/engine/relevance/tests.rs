//! How a segment's signals read its section, its lead and its words.

#[test]
fn a_result_that_ends_near_its_target_is_no_goal() {
    let got = "F2 got haze under 15 NTU and we held 4.1 pH all week - close to target.";
    assert!(!super::states_a_target(&super::normalise(got), 2.0));
    let goal = "The concentrate must stay under 20 NTU for 60 days.";
    assert!(super::states_a_target(&super::normalise(goal), 2.0));
}

#[test]
fn a_section_that_tells_how_the_work_was_run_is_the_work() {
    for head in ["how we ran it", "what was done", "déroulement des essais"] {
        assert_eq!(
            super::named_kind(head),
            Some(super::LineKind::Work),
            "{head}"
        );
    }
}
use super::super::evidence::{Role, Segment};

fn said(text: &str) -> Segment {
    Segment {
        text: text.to_owned(),
        source: None,
        date: None,
        date_label: None,
        section: String::new(),
        block: 0,
        role: Role::default(),
    }
}

#[test]
fn a_record_s_terse_note_with_one_side_word_stays_in_its_entry() {
    for text in [
        "Pulled the crash reports for both devices from Sentry.",
        "Ordered five of the next case size up from Digi-Key.",
    ] {
        let s = super::signals(&said(text), false);
        assert!(s.in_record(), "{text}: {s:?}");
    }
    for text in [
        "Parking lot: look at LTO cells as an alternative chemistry.",
        "Lab closed Monday for the holiday, happy birthday Sam, cake in the break room.",
        "Coffee machine broken again.",
    ] {
        let s = super::signals(&said(text), false);
        assert!(!s.in_record(), "{text}: {s:?}");
    }
}

#[test]
fn what_was_looked_for_and_not_found_and_a_goal_lists_points_lead_to_242() {
    for text in [
        "We haven't found a product or a paper that measures through the rag layer.",
        "Nous n'avons trouvé aucun article sur le séchage du frêne noir à basse température.",
        "We'd like a sensor that tells us when FOG plus solids reach 25% of the liquid depth.",
    ] {
        let s = super::signals(&said(text), false);
        assert!(s.uncertainty >= 1.5, "{text}: {s:?}");
    }
    let mut point = said("two years on a battery with a reading every hour;");
    let plain = super::signals(&point, false).uncertainty;
    point.section = "what it has to do for us".into();
    assert!(super::signals(&point, false).uncertainty >= plain + 4.0);
    // A buyer's conditions are goals; a test's conditions are not.
    assert!(super::names_goals("leurs conditions (et les nôtres) :"));
    assert!(!super::names_goals("test conditions:"));
}

#[test]
fn a_numbered_hypothesis_is_work() {
    for text in [
        "H3: a graded gyroid (30% at the rim down to 18%) gives low peak pressure.",
        "Hyp. 2: le mélange à 4 % garde sa viscosité.",
    ] {
        assert_eq!(
            super::signals(&said(text), false).hint,
            Some(super::LineKind::Work),
            "{text}"
        );
    }
    assert!(!super::numbered_hypothesis("h2o"));
    for text in [
        "K3 = K1 + sorbate de potassium à 0,03 % au dosage final.",
        "B3: B2 base + 25% TMP trioleate (synthetic ester) + 1.0% PMA.",
        "K2 = K1 avec filtration stérilisante 0,45 µm.",
    ] {
        assert!(super::defines_variant(text), "{text}");
    }
    for text in [
        "M2 - three coats, the last one thinned 10% with xylene.",
        "- V4 – double couche de cire, séchage 12 h à 18 °C.",
    ] {
        assert!(super::defines_variant(text), "{text}");
    }
    for text in [
        "K4: 0,42 % vol. au GC, 2,6 bar.",
        "Note: B2 did better.",
        "M3 - best of the lot at 2.1 MPa.",
        "M4 - 61% after 14 days.",
        "Run 2 - three coats.",
    ] {
        assert!(!super::defines_variant(text), "{text}");
    }
    assert!(!super::numbered_hypothesis("hours"));
}

#[test]
fn a_request_to_the_assistant_is_no_fact_in_either_language() {
    for text in [
        "Peux-tu rédiger les lignes 242, 244 et 246 pour PoidsVif 3D, notre pesée?",
        "Pouvez-vous préparer le T661 à partir des courriels?",
        "Can you draft lines 242, 244 and 246 from the notebook?",
        "Attached are Nadia's test report (Word), the weld log CSV and the radiography report.",
        "Files: Luc's report, the run sheet, the QA report and e-mails with Marie.",
        "Fichiers : le rapport de Luc, la feuille d'essais et les courriels.",
    ] {
        assert!(super::signals(&said(text), true).request, "{text}");
    }
    let fact = "Les Encans Richelieu pèsent chaque bouvillon sur une balance.";
    assert!(!super::signals(&said(fact), true).request);
}

#[test]
fn a_sentence_that_only_points_to_a_file_states_no_fact() {
    assert!(super::points_to_a_file(
        "Résultats dans resultats_terrain_aquacorr.csv."
    ));
    assert!(super::points_to_a_file(
        "The numbers are in the Excel file."
    ));
    assert!(super::points_to_a_file(
        "Résultats dans le classeur, feuille Résultats."
    ));
    assert!(super::points_to_a_file("See the workbook, Results tab."));
    assert!(!super::points_to_a_file(
        "essais.csv: V3 reached 1.2 m of mean error."
    ));
    assert!(!super::points_to_a_file(
        "The tap test gave 365 to 455 m/s along the pipe."
    ));
}
