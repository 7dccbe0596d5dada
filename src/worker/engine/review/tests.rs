//! Unit tests of the review: the draft's heading styles, figures and dates matched to the
//! evidence, the checks of each line, a French review, the markdown.

use chrono::NaiveDate;
use serde_json::Value;
use uuid::Uuid;

use super::figures::{Unit, numbers};
use super::*;

fn ymd(y: i32, m: u32, d: u32) -> NaiveDate {
    NaiveDate::from_ymd_opt(y, m, d).unwrap_or_default()
}

pub(super) fn year_2024() -> FiscalYear {
    FiscalYear {
        start: ymd(2024, 1, 1),
        end: ymd(2024, 12, 31),
    }
}

/// Evidence of one text file.
fn evidence(lang: Lang, text: &str) -> Evidence {
    let mut ev = Evidence::in_language(lang);
    ev.add_file(Uuid::from_u128(1), "log.txt", "text/plain", text);
    ev
}

/// The draft's three lines, each `Some` and trimmed.
fn split(text: &str) -> [String; 3] {
    let lines = split_draft(text).unwrap_or_else(|| panic!("no draft found in {text:?}"));
    lines.map(|l| l.unwrap_or_else(|| panic!("a line is missing in {text:?}")))
}

pub(super) fn kinds(result: &Value, line: usize) -> Vec<String> {
    result["review"]["lines"][line]["findings"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|f| f["kind"].as_str().unwrap_or_default().to_owned())
        .collect()
}

#[test]
fn every_heading_style_is_read() {
    let bodies = ["Uncertainty text.", "Work text.", "Advancement text."];
    let styles: [[&str; 3]; 18] = [
        ["Line 242", "Line 244", "Line 246"],
        ["242 -", "244 -", "246 -"],
        [
            "**Line 242 – Uncertainties**",
            "**Line 244 – Work performed**",
            "**Line 246 – Advancements**",
        ],
        ["L242 Uncertainties", "L244 Work done", "L246 Advancements"],
        ["Ligne 242", "Ligne 244", "Ligne 246"],
        [
            "Section 242 (incertitudes)",
            "Section 244 (travaux)",
            "Section 246 (progrès)",
        ],
        ["242 —", "244 —", "246 —"],
        ["## 242", "## 244", "## 246"],
        [
            "242. Scientific or technological uncertainties",
            "244. Work performed in the tax year",
            "246. Scientific or technological advancements",
        ],
        [
            wording::line_title(Lang::En, "242"),
            "What work did you perform in the tax year to overcome the scientific or technological uncertainties described in line 242?",
            "What scientific or technological advancements did you achieve or attempt to achieve as a result of the work described in line 244?",
        ],
        [
            wording::line_title(Lang::Fr, "242"),
            wording::line_title(Lang::Fr, "244"),
            wording::line_title(Lang::Fr, "246"),
        ],
        [
            "(242) Technological uncertainty",
            "(244) Work performed",
            "(246) Technological advancement",
        ],
        ["[242]", "[244]", "[246]"],
        [
            "1. Scientific or technological uncertainty",
            "2. Work performed",
            "3. Scientific or technological advancement",
        ],
        [
            "### Line 242 (120/350 words)",
            "### Ligne 244 (300/700 mots)",
            "T661 Line 246",
        ],
        [
            "What scientific or technological uncertainties did you attempt to overcome? (line 242)",
            "What work did you perform in the tax year to overcome the scientific or technological uncertainties described in line 242? (line 244)",
            "Quels progrès scientifiques ou technologiques avez-vous réalisés ou tenté de réaliser à la suite des travaux décrits à la ligne 244 ? (ligne 246)",
        ],
        [
            "Question 1 / Section 242 – Scientific or technological uncertainties",
            "Question 2 / Section 244 – Work performed in the year",
            "Question 3 / Section 246 – Scientific or technological advancements",
        ],
        [
            "Question 1 – What scientific or technological uncertainties did you attempt to overcome?",
            "Q2: What work did you perform in the tax year to overcome the scientific or technological uncertainties described in Question 1?",
            "Question 3 : Quels progrès scientifiques ou technologiques avez-vous réalisés ou tenté de réaliser à la suite des travaux décrits à la question 2 ?",
        ],
    ];
    for style in styles {
        let draft = format!(
            "ACME Inc. - Project 7\nFiscal year 2024\n\n{}\n\n{}\n\n{}\n{}\n\n{}\n{}\n",
            style[0], bodies[0], style[1], bodies[1], style[2], bodies[2]
        );
        assert_eq!(split(&draft), bodies.map(str::to_owned), "{style:?}");
    }
}

#[test]
fn a_heading_may_carry_the_first_words_and_the_engine_s_apparatus_is_dropped() {
    let draft = "Line 242: We did not know whether the seal would hold below -30 °C, and no supplier data covered it.\n\
                 Line 244: On March 3 we froze six seals.\n\
                 ### Line 246 (12/350 words)\n*What scientific or technological advancements did you achieve or attempt to achieve?*\n\n\
                 We learned that the seal cracks at -34 °C.\n\n_Sources: log.txt (2024-03-03)_\n";
    let lines = split(draft);
    assert!(lines[0].starts_with("We did not know whether"), "{lines:?}");
    assert_eq!(lines[1], "On March 3 we froze six seals.");
    assert_eq!(lines[2], "We learned that the seal cracks at -34 °C.");
}

#[test]
fn text_without_a_marked_line_is_no_draft() {
    assert!(split_draft("Please review my claim. We ran 242 samples in 2024.").is_none());
    assert!(split_draft("").is_none());
    // A line a body sentence mentions is no heading.
    let only =
        split_draft("Line 244\n\nAs described in line 242, we ran 3 trials.\n").unwrap_or_default();
    assert!(only[0].is_none() && only[2].is_none());
    assert_eq!(
        only[1].as_deref(),
        Some("As described in line 242, we ran 3 trials.")
    );
}

#[test]
fn numbers_are_read_in_either_notation() {
    let read = |s: &str| numbers(s, false);
    let one = |s: &str| {
        let n = read(s);
        assert_eq!(n.len(), 1, "{s}: {n:?}");
        (n[0].values[0], n[0].unit.clone(), n[0].written.clone())
    };
    assert_eq!(
        one("fell to 1,2 %."),
        (1.2, Unit::Known("%".into()), "1,2 %".into())
    );
    assert_eq!(
        one("fell to 1.2%."),
        (1.2, Unit::Known("%".into()), "1.2%".into())
    );
    assert_eq!(
        one("à 1 200 tr/min"),
        (1200.0, Unit::Known("tr/min".into()), "1 200 tr/min".into())
    );
    assert_eq!(one("replays 2,000 conflicting edits").0, 2000.0);
    assert_eq!(one("consumed 9,5 kg/t").2, "9,5 kg/t");
    assert_eq!(one("a 6-week pilot").1, Unit::Known("wk".into()));
    assert_eq!(one("grew to 4.3 times").1, Unit::Known("x".into()));
    assert_eq!(one("TPC > 10^4 CFU/mL").0, 10_000.0);
    // Both ends of a range take its unit.
    let range = read("from 31% to 8-10%");
    assert_eq!(range.len(), 3);
    assert!(
        range.iter().all(|n| n.unit == Unit::Known("%".into())),
        "{range:?}"
    );
    // Labels, ordinals, line references, enumerations and times are no figures.
    assert!(read("P4 and A380 in 3D, the 2nd and 1er essai").is_empty());
    assert!(read("described in line 242, see (1) and (2) at 10:30").is_empty());
}

#[test]
fn figures_and_dates_are_found_in_the_evidence_whatever_their_format() {
    let ev = evidence(
        Lang::En,
        "Trial log 2024\n\n2024-04-09  Run 3: porosity 1.2%, 1,200 shots, bond 0.88 MPa.\n2024-05-02  Run 4: porosity 0.7%.\n",
    );
    let draft = [
        Some("We did not know whether vacuum would work; published guidance covers thick walls only.".to_owned()),
        Some("On April 9 (run 3), hypothesis: vacuum removes gas pores. Porosity fell to 1,2 % over 1 200 shots and bond reached 0.88 MPa. On 2 May 2024 porosity was 0.7%.".to_owned()),
        Some("We established that gas porosity fell from 1.2% to 0.7%, not 0.4%, and that vacuum alone does not remove shrinkage.".to_owned()),
    ];
    let result = review(&draft, &ev, Some(&year_2024()), Lang::En);
    assert!(
        !kinds(&result, 1).contains(&"UNSUPPORTED".to_owned()),
        "{result:#}"
    );
    let findings = &result["review"]["lines"][2]["findings"];
    let unsupported: Vec<&Value> = findings
        .as_array()
        .into_iter()
        .flatten()
        .filter(|f| f["kind"] == "UNSUPPORTED")
        .collect();
    assert_eq!(unsupported.len(), 1, "{result:#}");
    assert_eq!(unsupported[0]["unsupported"], serde_json::json!(["0.4%"]));
    // A date no record holds, and one written in French.
    let draft = [
        draft[0].clone(),
        Some("Le 9 avril, hypothèse : le vide retire les pores. Le 12 avril 2024, la porosité était de 1,2 %.".to_owned()),
        draft[2].clone(),
    ];
    let result = review(&draft, &ev, Some(&year_2024()), Lang::Fr);
    let f = &result["review"]["lines"][1]["findings"];
    let named: Vec<&Value> = f
        .as_array()
        .into_iter()
        .flatten()
        .filter(|f| f["kind"] == "UNSUPPORTED")
        .collect();
    assert_eq!(named.len(), 1, "{result:#}");
    assert_eq!(
        named[0]["unsupported"],
        serde_json::json!(["12 avril 2024"])
    );
}

#[test]
fn without_evidence_support_is_not_checked() {
    let draft = [
        Some("We did not know whether the coating would survive 200 cycles; the supplier had no data.".to_owned()),
        Some("On March 4, hypothesis: a primer helps. We ran 12 panels; adhesion was 3.4 MPa, so we concluded the primer works.".to_owned()),
        Some("We established that the primer raises adhesion to 3.4 MPa, and that without it the coating fails.".to_owned()),
    ];
    let result = review(&draft, &Evidence::default(), Some(&year_2024()), Lang::En);
    for k in 0..3 {
        assert!(
            !kinds(&result, k).contains(&"UNSUPPORTED".to_owned()),
            "{result:#}"
        );
    }
    assert_eq!(result["review"]["lines"][1]["supportChecked"], false);
    assert!(result["review"]["lines"][1]["supportNote"].is_string());
    assert_eq!(result["review"]["band"], "strong", "{result:#}");
}

#[test]
fn each_line_is_read_for_its_question() {
    let draft = [
        Some("Our goal was to launch an offline mode that our largest customers requested. It had to be easy to use.".to_owned()),
        Some("Work performed in 2024 included the following tasks:\n- Designed a data model\n- Built a harness\n- Ran a pilot".to_owned()),
        Some("Our revolutionary product launched in March 2024 and is now sold in 40 stores. Reliability was greatly improved.".to_owned()),
    ];
    let result = review(&draft, &Evidence::default(), Some(&year_2024()), Lang::En);
    assert!(kinds(&result, 0).contains(&"NOT_AN_UNCERTAINTY".to_owned()));
    assert!(kinds(&result, 0).contains(&"MARKETING_LANGUAGE".to_owned()));
    assert!(kinds(&result, 1).contains(&"NO_CHRONOLOGY".to_owned()));
    assert_eq!(
        result["review"]["lines"][1]["findings"][0]["sentence"],
        "Work performed in 2024 included the following tasks:"
    );
    for kind in [
        "NOT_AN_ADVANCEMENT",
        "MARKETING_LANGUAGE",
        "UNMEASURED_CLAIM",
    ] {
        assert!(
            kinds(&result, 2).contains(&kind.to_owned()),
            "{kind}: {result:#}"
        );
    }
    for k in 0..3 {
        assert_eq!(
            result["review"]["lines"][k]["answersQuestion"], false,
            "{k}"
        );
    }
    assert_eq!(result["review"]["band"], "weak");
    // Off-the-shelf materials and "commercially available" are not marketing.
    let fine = [
        Some("We did not know whether a commercially available silicone could seal the joint; the supplier's guide covers dry joints only.".to_owned()),
        None,
        None,
    ];
    let result = review(&fine, &Evidence::default(), None, Lang::En);
    assert!(kinds(&result, 0).is_empty(), "{result:#}");
    assert_eq!(kinds(&result, 1), ["MISSING_LINE"]);
}

#[test]
fn dates_outside_the_year_and_words_over_the_limit_are_flagged() {
    let long = "We ran another trial and measured it. ".repeat(110);
    let draft = [
        Some("We did not know whether it would work; the literature is silent.".to_owned()),
        Some(format!(
            "On December 5, 2023, hypothesis: heat helps. We measured 4.2 MPa and concluded it does. {long}"
        )),
        Some(
            "We established that heat raises bond strength to 4.2 MPa and that cold does not."
                .to_owned(),
        ),
    ];
    let result = review(&draft, &Evidence::default(), Some(&year_2024()), Lang::En);
    let line = &result["review"]["lines"][1];
    assert!(line["words"].as_u64().unwrap_or_default() > 700);
    let f = line["findings"].as_array().cloned().unwrap_or_default();
    assert!(f.iter().any(|f| f["kind"] == "OVER_LIMIT"));
    let outside: Vec<&Value> = f
        .iter()
        .filter(|f| f["kind"] == "OUTSIDE_FISCAL_YEAR")
        .collect();
    assert_eq!(outside.len(), 1);
    assert_eq!(outside[0]["dates"], serde_json::json!(["December 5, 2023"]));
    assert_eq!(super::split::words("- a , 12 % — b"), 3);
}

#[test]
fn a_french_draft_is_reviewed_in_french() {
    let ev = evidence(
        Lang::Fr,
        "Journal d'essais 2024\n\n2024-03-12  E1 : mortier à 12 % de chaux, résistance 2,4 MPa.\n2024-05-21  E2 : 18 % de chaux, résistance 3,1 MPa, aucun éclatement après 50 cycles.\n",
    );
    let draft = "Mortiers Roy inc.\n\nLigne 242 – Incertitudes\n\nNous ne savions pas si un mortier de chaux résisterait au gel; la pratique courante ne donne aucune donnée pour la pierre tendre.\n\n\
                 Ligne 244 – Travaux\n\nLe 12 mars, hypothèse : plus de chaux améliore la résistance. À 12 % de chaux, la résistance était de 2,4 MPa. Le 21 mai, à 18 %, elle a atteint 3,1 MPa et 3,5 MPa après cure; nous en avons conclu que la chaux aide.\n\n\
                 Ligne 246 – Progrès\n\nNous avons établi que 18 % de chaux porte la résistance à 3,1 MPa sans éclatement après 50 cycles, alors que 12 % ne suffit pas. Ce mortier innovant ravira nos clients.\n";
    let lines = split_draft(draft).unwrap_or_else(|| panic!("no draft"));
    let result = review(&lines, &ev, Some(&year_2024()), Lang::Fr);
    assert_eq!(result["language"], "fr");
    assert!(kinds(&result, 0).is_empty(), "{result:#}");
    let work = &result["review"]["lines"][1]["findings"];
    assert_eq!(work.as_array().map(Vec::len), Some(1), "{result:#}");
    assert_eq!(work[0]["unsupported"], serde_json::json!(["3,5 MPa"]));
    assert!(
        work[0]["fix"]
            .as_str()
            .unwrap_or_default()
            .starts_with("Aucun fichier")
    );
    assert_eq!(
        kinds(&result, 2),
        ["MARKETING_LANGUAGE"],
        "{:#}",
        result["review"]["lines"][2]
    );
    let text = markdown(&result);
    assert!(text.starts_with("## Révision du T661"), "{text}");
    assert!(
        text.contains("### Ligne 246") && text.contains("Langage promotionnel"),
        "{text}"
    );
}

#[test]
fn a_review_takes_milliseconds() {
    let mut log = String::from("Trial log 2024\n\n");
    for day in 1..=28 {
        log.push_str(&format!(
            "2024-02-{day:02}  Run {day}: bond {}.{} MPa at {} °C, {}% porosity.\n",
            day % 5,
            day,
            day * 2,
            day + 3
        ));
    }
    let ev = evidence(Lang::En, &log);
    let work: String = (1..=28)
        .map(|d| {
            format!(
                "On February {d}, run {d} gave a bond of {}.{} MPa at {} °C. ",
                d % 5,
                d,
                d * 2
            )
        })
        .collect();
    let draft = [
        Some(
            "We did not know whether the bond would hold; no published data covered it.".to_owned(),
        ),
        Some(format!("Hypothesis: heat helps. {work}")),
        Some("We established that bond depends on temperature and that cold runs fail.".to_owned()),
    ];
    let started = std::time::Instant::now();
    let result = review(&draft, &ev, Some(&year_2024()), Lang::En);
    // Generous for unoptimised test builds; a release build takes about a millisecond.
    assert!(
        started.elapsed().as_millis() < 250,
        "{:?}",
        started.elapsed()
    );
    assert!(
        !kinds(&result, 1).contains(&"UNSUPPORTED".to_owned()),
        "{result:#}"
    );
}

/// The figures the review finds unsupported in line `k`.
fn unsupported_of(result: &Value, k: usize) -> Vec<String> {
    result["review"]["lines"][k]["findings"]
        .as_array()
        .into_iter()
        .flatten()
        .filter(|f| f["kind"] == "UNSUPPORTED")
        .flat_map(|f| f["unsupported"].as_array().cloned().unwrap_or_default())
        .filter_map(|v| v.as_str().map(str::to_owned))
        .collect()
}

#[test]
fn a_file_s_title_lines_and_a_heading_s_words_still_support_a_figure() {
    let ev = evidence(
        Lang::En,
        "PELLET FEEDS LTD. - extrusion runs\nExtruder: 40 mm twin-screw, McIntosh die, 80 kg per run\n\n\
         - 4 weeks (2024-09-10), oil leakage:\n  - P5: 0.9%\n",
    );
    let draft = [
        Some("We did not know whether the pellets would hold oil; no published data covers it.".to_owned()),
        Some("All runs used the 40 mm extruder and the McIntosh die, 80 kg per run. At 4 weeks, on September 10, 2024, leakage was 0.9% for P5, so we concluded the coating holds.".to_owned()),
        Some("We established that leakage stays at 0.9% after 4 weeks, not more.".to_owned()),
    ];
    let result = review(&draft, &ev, Some(&year_2024()), Lang::En);
    assert!(unsupported_of(&result, 1).is_empty(), "{result:#}");
    assert!(unsupported_of(&result, 2).is_empty(), "{result:#}");
    // A camel-cased name no record holds is named, even opening a sentence.
    let draft = [
        draft[0].clone(),
        draft[1].clone(),
        Some(
            "FPInnovations verified that leakage stays at 0.9% after 4 weeks, not more.".to_owned(),
        ),
    ];
    let result = review(&draft, &ev, Some(&year_2024()), Lang::En);
    assert_eq!(unsupported_of(&result, 2), ["FPInnovations"], "{result:#}");
}

#[test]
fn a_word_that_also_names_a_unit_is_read_as_a_word() {
    let found = numbers(
        "the ratio was 6.1 in smoke and 2 in. thick, at 3.6 µg/m³",
        false,
    );
    let units: Vec<&Unit> = found.iter().map(|n| &n.unit).collect();
    assert_eq!(units[0], &Unit::Noun);
    assert_eq!(units[1], &Unit::Known("in".into()));
    assert_eq!(units[2], &Unit::Known("µg/m³".into()));
}

#[test]
fn uptake_by_buyers_is_no_advancement_and_a_contract_is_no_uncertainty() {
    let ev = evidence(Lang::Fr, "2024-03-04 : essai A, 12 % de rejets.\n");
    let draft = [
        Some("Notre objectif était de doubler la capacité de notre centre et de décrocher le contrat de la Ville. Nous ne savions pas si l'imagerie distingue le bois traité; aucune méthode publiée ne le fait.".to_owned()),
        Some("Le 4 mars 2024, l'essai A a donné 12 % de rejets; nous avons conclu que l'éclairage est en cause.".to_owned()),
        Some("Nous avons établi que 12 % des rejets viennent de l'éclairage. Le système a déjà été choisi par trois services d'incendie.".to_owned()),
    ];
    let result = review(&draft, &ev, Some(&year_2024()), Lang::Fr);
    assert!(
        kinds(&result, 0).contains(&"NOT_AN_UNCERTAINTY".to_owned()),
        "{result:#}"
    );
    assert!(
        kinds(&result, 2).contains(&"NOT_AN_ADVANCEMENT".to_owned()),
        "{result:#}"
    );
    // A trial reasoned to its conclusion needs no written hypothesis.
    assert!(
        !kinds(&result, 1).contains(&"NO_HYPOTHESIS".to_owned()),
        "{result:#}"
    );
}

#[test]
fn order_differences_and_comparisons_among_trials_are_read_as_a_reviewer_reads_them() {
    let ev = evidence(
        Lang::Fr,
        "Journal 2024\n\n2024-03-04 : plan A, 312 autobus, respect 89,3 %.\n2024-06-10 : plan B, 310 autobus, respect 95,1 %.\n",
    );
    let draft = [
        Some("On ne savait pas si un plan robuste tiendrait les cloches l'hiver; les logiciels du marché ne le font pas.".to_owned()),
        Some("Le 10 juin, hypothèse : un plan robuste respecte mieux les cloches.\n\nLe 4 mars, le plan A a servi de référence.\n\nLors de 4 essais, une pale a givré nettement plus que les autres.".to_owned()),
        Some("Le plan B respecte les cloches 95,1 % des matins, contre 89,3 % pour le plan A, avec 2 autobus de moins.".to_owned()),
    ];
    let result = review(&draft, &ev, Some(&year_2024()), Lang::Fr);
    // A paragraph dated before the one above it, after its article (« Le 4 mars »).
    let work = kinds(&result, 1);
    assert!(work.contains(&"NO_CHRONOLOGY".to_owned()), "{result:#}");
    // A comparison among the items tested is measured by what it compares.
    assert!(!work.contains(&"UNMEASURED_CLAIM".to_owned()), "{result:#}");
    // A difference of two recorded counts needs no record of its own.
    assert!(
        !kinds(&result, 2).contains(&"UNSUPPORTED".to_owned()),
        "{result:#}"
    );
}
