//! The screener's quality suite: the labelled descriptions of `tests/quality/descriptions.jsonl`
//! and the two sets written later by other hands (LIKELY / UNLIKELY, written the way owners write), the verdict's agreement with the labels
//! overall, per split and per style. Fails below 90 %. `cargo test quality -- --nocapture`
//! prints the figures and every disagreement.

use std::collections::BTreeMap;
use std::io::Write;
use std::path::Path;

use serde::Deserialize;

use super::{read, verdict};

#[derive(Deserialize)]
struct Case {
    id: String,
    label: String,
    style: String,
    /// `dev` (weights fitted on these), `test` (held out from fitting) or, in the second set
    /// written later by another hand, `holdout`.
    #[serde(default = "holdout")]
    split: String,
    text: String,
}

fn holdout() -> String {
    "holdout".into()
}

/// The labelled sets: `descriptions.jsonl`, `descriptions_holdout.jsonl` and
/// `descriptions_fresh.jsonl`, `descriptions_blind.jsonl` (each written by another hand).
fn cases() -> Vec<Case> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/quality");
    [
        "descriptions.jsonl",
        "descriptions_holdout.jsonl",
        "descriptions_fresh.jsonl",
        "descriptions_blind.jsonl",
        "screener_train.jsonl",
        "screener_train_2.jsonl",
        "screener_train_3.jsonl",
        "screener_train_4.jsonl",
    ]
    .iter()
    .flat_map(|name| {
        let text = std::fs::read_to_string(dir.join(name)).expect("a labelled set");
        text.lines()
            .filter(|l| !l.trim().is_empty())
            .map(|l| serde_json::from_str::<Case>(l).expect("a labelled description"))
            .collect::<Vec<_>>()
    })
    .collect()
}

#[test]
fn the_screener_agrees_with_the_labels() {
    let cases = cases();
    assert!(
        cases.len() >= 80,
        "the suite needs at least 80 descriptions"
    );
    let mut groups: BTreeMap<String, (usize, usize)> = BTreeMap::new();
    let mut report = String::new();
    let mut agreed = 0;
    for case in &cases {
        let reading = read(&case.text, &[]);
        let (got, score) = verdict(&reading, &case.text);
        let ok = got == case.label;
        agreed += usize::from(ok);
        for key in [
            "all".to_owned(),
            format!("split {}", case.split),
            format!("{} {}", case.label, case.style),
        ] {
            let entry = groups.entry(key).or_default();
            entry.0 += usize::from(ok);
            entry.1 += 1;
        }
        if !ok {
            let t = reading.totals;
            let excl = reading
                .exclusion
                .map(|(e, w)| format!("{} {w:.1}", e.key))
                .unwrap_or_default();
            report.push_str(&format!(
                "  {} {} {} -> {got} {score}: u {:.1} w {:.1} a {:.1} r {:.1} excl [{excl}] | {}\n",
                case.id,
                case.split,
                case.label,
                t.uncertainty,
                t.work,
                t.advancement,
                t.records,
                case.text.chars().take(110).collect::<String>()
            ));
        }
    }
    let mut figures = String::from("screener agreement with the labels:\n");
    for (key, (ok, n)) in &groups {
        figures.push_str(&format!(
            "  {key}: {ok}/{n} ({:.1} %)\n",
            100.0 * *ok as f64 / *n as f64
        ));
    }
    let mut out = std::io::stdout();
    let _ = writeln!(out, "{figures}disagreements:\n{report}");
    let share = agreed as f64 / cases.len() as f64;
    assert!(
        share >= 0.9,
        "agreement {:.1} % is below 90 %\n{figures}",
        share * 100.0
    );
}

/// The screener in each language apart (issue 35): the labelled sets it is fitted on and the
/// first-contact sets, English and French; each fails below 90 %. A first-contact set joins the
/// model's corpus once its figure at first contact is measured (the README keeps that figure;
/// `generalisation::each_set_held_out_in_turn` measures sets the model was not fitted on).
#[test]
fn the_screener_agrees_in_each_language() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/quality");
    let sets = [
        (
            "English, tuned",
            &[
                "screener_train_2.jsonl",
                "screener_train_3.jsonl",
                "screener_train_4.jsonl",
            ][..],
        ),
        (
            "English, first contact",
            &[
                "screener_first_contact_2.jsonl",
                "screener_first_contact_3.jsonl",
            ][..],
        ),
        (
            "English, first contact 4",
            &["screener_first_contact_4.jsonl"][..],
        ),
        (
            "English, first contact 5",
            &["screener_first_contact_5.jsonl"][..],
        ),
        (
            "English, first contact 6",
            &["screener_first_contact_6.jsonl"][..],
        ),
        (
            "English, first contact 7",
            &["screener_first_contact_7.jsonl"][..],
        ),
        (
            "English, first contact 8",
            &["screener_first_contact_8.jsonl"][..],
        ),
        (
            "English, first contact 9",
            &["screener_first_contact_9.jsonl"][..],
        ),
        (
            "English, first contact 10",
            &["screener_first_contact_10.jsonl"][..],
        ),
        (
            "English, first contact 11",
            &["screener_first_contact_11.jsonl"][..],
        ),
        (
            "English, first contact 12",
            &["screener_first_contact_12.jsonl"][..],
        ),
        (
            "English, first contact 13",
            &["screener_first_contact_13.jsonl"][..],
        ),
        (
            "English, first contact 14",
            &["screener_first_contact_14.jsonl"][..],
        ),
        (
            "English, first contact 15",
            &["screener_first_contact_15.jsonl"][..],
        ),
        (
            "English, first contact 16",
            &["screener_first_contact_16.jsonl"][..],
        ),
        (
            "English, first contact 17",
            &["screener_first_contact_17.jsonl"][..],
        ),
        (
            "English, first contact 18",
            &["screener_first_contact_18.jsonl"][..],
        ),
        (
            "English, first contact 19",
            &["screener_first_contact_19.jsonl"][..],
        ),
        (
            "English, first contact 20",
            &["screener_first_contact_20.jsonl"][..],
        ),
        (
            "French, tuned",
            &[
                "fr/descriptions_train.jsonl",
                "fr/descriptions_train_2.jsonl",
                "fr/descriptions_train_3.jsonl",
            ][..],
        ),
        (
            "French, first contact",
            &[
                "fr/descriptions_first_contact.jsonl",
                "fr/descriptions_first_contact_2.jsonl",
            ][..],
        ),
        (
            "French, first contact 3",
            &["fr/descriptions_first_contact_3.jsonl"][..],
        ),
        (
            "French, first contact 4",
            &["fr/descriptions_first_contact_4.jsonl"][..],
        ),
        (
            "French, first contact 5",
            &["fr/descriptions_first_contact_5.jsonl"][..],
        ),
        (
            "French, first contact 6",
            &["fr/descriptions_first_contact_6.jsonl"][..],
        ),
        (
            "French, first contact 7",
            &["fr/descriptions_first_contact_7.jsonl"][..],
        ),
        (
            "French, first contact 8",
            &["fr/descriptions_first_contact_8.jsonl"][..],
        ),
        (
            "French, first contact 9",
            &["fr/descriptions_first_contact_9.jsonl"][..],
        ),
        (
            "French, first contact 10",
            &["fr/descriptions_first_contact_10.jsonl"][..],
        ),
        (
            "French, first contact 11",
            &["fr/descriptions_first_contact_11.jsonl"][..],
        ),
        (
            "French, first contact 12",
            &["fr/descriptions_first_contact_12.jsonl"][..],
        ),
        (
            "French, first contact 13",
            &["fr/descriptions_first_contact_13.jsonl"][..],
        ),
        (
            "French, first contact 14",
            &["fr/descriptions_first_contact_14.jsonl"][..],
        ),
        (
            "French, first contact 15",
            &["fr/descriptions_first_contact_15.jsonl"][..],
        ),
        (
            "French, first contact 16",
            &["fr/descriptions_first_contact_16.jsonl"][..],
        ),
        (
            "French, first contact 17",
            &["fr/descriptions_first_contact_17.jsonl"][..],
        ),
        (
            "French, first contact 18",
            &["fr/descriptions_first_contact_18.jsonl"][..],
        ),
        (
            "French, first contact 19",
            &["fr/descriptions_first_contact_19.jsonl"][..],
        ),
    ];
    let mut out = String::new();
    let mut failures = Vec::new();
    for (name, files) in sets {
        let (mut ok, mut n) = (0usize, 0usize);
        let mut sides: BTreeMap<&str, (usize, usize)> = BTreeMap::new();
        for file in files {
            let text = std::fs::read_to_string(dir.join(file)).expect("a labelled set");
            for line in text.lines().filter(|l| !l.trim().is_empty()) {
                let case: Case = serde_json::from_str(line).expect("a labelled description");
                let (got, _) = verdict(&read(&case.text, &[]), &case.text);
                // POSSIBLE counts as not LIKELY.
                let agree = (got == "LIKELY") == (case.label == "LIKELY");
                ok += usize::from(agree);
                n += 1;
                let side = sides
                    .entry(if case.label == "LIKELY" {
                        "LIKELY"
                    } else {
                        "UNLIKELY"
                    })
                    .or_default();
                side.0 += usize::from(agree);
                side.1 += 1;
            }
        }
        let share = ok as f64 / n.max(1) as f64;
        out.push_str(&format!(
            "screener, {name}: {ok}/{n} ({:.1} %), by side {sides:?}\n",
            100.0 * share
        ));
        if share < 0.9 {
            failures.push(format!("{name}: {:.1} %", 100.0 * share));
        }
    }
    let _ = writeln!(std::io::stdout(), "{out}");
    assert!(failures.is_empty(), "below 90 %: {failures:?}\n{out}");
}
