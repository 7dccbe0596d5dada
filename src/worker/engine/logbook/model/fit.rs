//! Fitting the label model on the labelled records the repository ships, and how well it
//! labels a set of records it was not fitted on.

use std::io::Write;
use std::path::Path;

use chrono::NaiveDate;
use serde::Deserialize;

use super::super::labels::{Label, label_in_entry};
use super::{CLASSES, DIMENSIONS, Features, Place, Weights, features};
use crate::worker::engine::softmax;
use crate::worker::engine::wording::Lang;

/// The record sets, each a folder of cases (`case.json`).
const SETS: [&str; 21] = [
    "tests/quality/logbook",
    "tests/quality/logbook_first",
    "tests/quality/logbook_first_2",
    "tests/quality/logbook_first_3",
    "tests/quality/logbook_first_4",
    "tests/quality/logbook_first_5",
    "tests/quality/logbook_first_6",
    "tests/quality/logbook_first_7",
    "tests/quality/logbook_first_8",
    "tests/quality/logbook_first_9",
    "tests/quality/logbook_first_10",
    "tests/quality/logbook_first_11",
    "tests/quality/logbook_first_12",
    "tests/quality/logbook_first_13",
    "tests/quality/logbook_first_14",
    "tests/quality/logbook_first_15",
    "tests/quality/logbook_first_16",
    "tests/quality/logbook_first_17",
    "tests/quality/logbook_first_18",
    "tests/quality/logbook_first_19",
    "tests/quality/logbook_first_20",
];

/// Passes over the records, step and the L2 weight of the hashed features.
const EPOCHS: usize = 1200;
const STEP: f32 = 4.0;
const L2: f32 = 1e-4;

#[derive(Deserialize)]
struct Case {
    language: Lang,
    entries: Vec<Entry>,
}

#[derive(Deserialize)]
struct Entry {
    date: String,
    sentences: Vec<Sentence>,
}

#[derive(Deserialize)]
struct Sentence {
    text: String,
    label: Label,
}

/// One labelled sentence: its features, the rules' label and the right one.
struct Example {
    features: Features,
    rule: Label,
    label: Label,
}

/// The labelled sentences of one set, in a fixed order.
fn examples(set: &str) -> Vec<Example> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join(set);
    let mut folders: Vec<_> = std::fs::read_dir(&root)
        .expect("a record set")
        .flatten()
        .map(|f| f.path())
        .filter(|p| p.join("case.json").is_file())
        .collect();
    folders.sort();
    let mut out = Vec::new();
    for folder in folders {
        let text = std::fs::read_to_string(folder.join("case.json")).expect("case.json");
        let case: Case = serde_json::from_str(&text).expect("a labelled record");
        for e in &case.entries {
            let date = NaiveDate::parse_from_str(&e.date, "%Y-%m-%d").expect("an entry's date");
            let rules: Vec<Label> = e
                .sentences
                .iter()
                .map(|s| label_in_entry(&s.text, date))
                .collect();
            for (index, s) in e.sentences.iter().enumerate() {
                let rule = rules[index];
                let place = Place {
                    index,
                    count: e.sentences.len(),
                    french: case.language == Lang::Fr,
                    before: index.checked_sub(1).map(|i| rules[i]),
                    after: rules.get(index + 1).copied(),
                };
                out.push(Example {
                    features: features(&s.text, rule, place),
                    rule,
                    label: s.label,
                });
            }
        }
    }
    out
}

fn class(label: Label) -> usize {
    CLASSES.iter().position(|c| *c == label).unwrap_or(1)
}

/// Fits the weights on `examples` (deterministic: the same examples give the same weights).
fn fit(examples: &[&Example]) -> Weights {
    let examples: Vec<softmax::Example> = examples
        .iter()
        .map(|e| softmax::Example {
            features: &e.features,
            class: class(e.label),
            weight: 1.0,
            allowed: None,
        })
        .collect();
    let setup = softmax::Setup {
        classes: CLASSES.len(),
        dimensions: DIMENSIONS,
        dense: super::DENSE,
        epochs: EPOCHS,
        step: STEP,
        l2: L2,
    };
    Weights::Fitted(softmax::fit(&examples, &setup))
}

fn all() -> Vec<Vec<Example>> {
    SETS.iter().map(|s| examples(s)).collect()
}

/// The shipped weights are the fit of the shipped records (`UPDATE_LOGBOOK_WEIGHTS=1` writes
/// them after the records, the rules or the features change).
#[test]
fn logbook_weights_are_the_fit_of_the_shipped_records() {
    let sets = all();
    let examples: Vec<&Example> = sets.iter().flatten().collect();
    let Weights::Fitted(w) = fit(&examples) else {
        unreachable!("a fit gives fitted weights");
    };
    assert!(
        softmax::shipped_or_written(
            &w,
            super::SHIPPED,
            "src/worker/engine/logbook/model/weights.bin",
            "UPDATE_LOGBOOK_WEIGHTS"
        ),
        "the shipped weights are not the fit of the records: run with UPDATE_LOGBOOK_WEIGHTS=1"
    );
}

/// Each set held out in turn: a model fitted on the other sets against the rules alone on it.
/// The model must do at least as well as the rules over all sets.
#[test]
fn each_record_set_held_out_in_turn() {
    let sets = all();
    let (mut model_ok, mut rules_ok, mut total) = (0, 0, 0);
    let mut out = String::new();
    for (held, set) in sets.iter().enumerate() {
        let weights = fit(&softmax::all_but(&sets, held));
        let m = set
            .iter()
            .filter(|e| weights.label(&e.features, e.rule) == e.label)
            .count();
        let r = set.iter().filter(|e| e.rule == e.label).count();
        out.push_str(&format!(
            "  {} held out: model {m}/{n}, rules {r}/{n}\n",
            SETS[held],
            n = set.len()
        ));
        model_ok += m;
        rules_ok += r;
        total += set.len();
    }
    let _ = writeln!(
        std::io::stdout(),
        "LOGBOOK labels, each set held out in turn:\n{out}  all: model {model_ok}/{total}, rules {rules_ok}/{total}"
    );
    assert!(
        model_ok >= rules_ok,
        "the model ({model_ok}) does worse than the rules ({rules_ok})"
    );
}
