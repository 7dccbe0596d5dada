//! Fitting the review's sentence model on the labelled drafts the repository ships, and how well
//! it objects on a set of drafts it was not fitted on.

use std::io::Write;
use std::path::Path;

use serde_json::Value;

use super::super::quality::{overlaps, sets};
use super::super::split::sentences;
use super::super::split_draft;
use super::{ALLOWED, CLASSES, DENSE, DIMENSIONS, Features, KINDS, THRESHOLD, Weights, features};
use crate::worker::engine::softmax;

/// Passes over the sentences, step and the L2 weight of the hashed features.
const EPOCHS: usize = 600;
const STEP: f32 = 4.0;
const L2: f32 = 5e-5;

/// The class (index into [`KINDS`]) of a labelled defect kind the model learns; `None` for the
/// kinds the rules find by reading figures and dates (unsupported, outside the year, order,
/// length).
fn kind_class(label: &str) -> Option<usize> {
    match label {
        "marketing" => Some(0),
        "not_uncertainty" => Some(1),
        "not_advancement" => Some(2),
        "routine" => Some(3),
        "unmeasured" => Some(4),
        _ => None,
    }
}

/// One sentence of a draft: its features, its line, the kinds labelled on it, whether its line
/// is clean, and where it comes from (case, line) so clean lines can be counted.
pub(super) struct Example {
    features: Features,
    line: usize,
    kinds: Vec<usize>,
    clean: bool,
    case: usize,
}

/// The labelled sentences of one set of drafts, in a fixed order.
fn examples(set: &str) -> Vec<Example> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join(set);
    let mut folders: Vec<_> = std::fs::read_dir(&root)
        .expect("a set of drafts")
        .flatten()
        .map(|f| f.path())
        .filter(|p| p.join("case.json").is_file())
        .collect();
    folders.sort();
    let mut out = Vec::new();
    for (case, folder) in folders.iter().enumerate() {
        let text = std::fs::read_to_string(folder.join("case.json")).expect("case.json");
        let labelled: Value = serde_json::from_str(&text).expect("a labelled draft");
        let Some(lines) = split_draft(labelled["draft"].as_str().unwrap_or_default()) else {
            continue;
        };
        for (k, number) in ["242", "244", "246"].iter().enumerate() {
            let expected = &labelled["lines"][number];
            let defects: Vec<(usize, &str)> = expected["defects"]
                .as_array()
                .into_iter()
                .flatten()
                .filter_map(|d| {
                    let class = kind_class(d["kind"].as_str().unwrap_or_default())?;
                    Some((class, d["sentence"].as_str().unwrap_or_default()))
                })
                .collect();
            for s in sentences(lines[k].as_deref().unwrap_or_default()) {
                let mut kinds: Vec<usize> = defects
                    .iter()
                    .filter(|(_, d)| overlaps(d, &s.text))
                    .map(|(c, _)| *c)
                    .collect();
                kinds.dedup();
                out.push(Example {
                    features: features(&s.text, k),
                    line: k,
                    kinds,
                    clean: expected["clean"] == true,
                    case,
                });
            }
        }
    }
    out
}

/// Fits both weighings on `examples`: the detector on every sentence, each side weighing half;
/// the kinds on the sentences labelled with one, among the kinds their line allows.
fn fit(examples: &[&Example]) -> Weights {
    let objections = examples.iter().filter(|e| !e.kinds.is_empty()).count();
    let n = examples.len() as f32;
    let weigh = |yes: bool| {
        let side = if yes {
            objections
        } else {
            examples.len() - objections
        };
        n / (2.0 * side.max(1) as f32)
    };
    let detector: Vec<softmax::Example> = examples
        .iter()
        .map(|e| softmax::Example {
            features: &e.features,
            class: usize::from(!e.kinds.is_empty()),
            weight: weigh(!e.kinds.is_empty()),
            allowed: None,
        })
        .collect();
    let kinds: Vec<softmax::Example> = examples
        .iter()
        .filter_map(|e| {
            let class = *e.kinds.first()?;
            Some(softmax::Example {
                features: &e.features,
                class,
                weight: 1.0,
                allowed: Some(&ALLOWED[e.line]),
            })
        })
        .collect();
    let setup = |classes| softmax::Setup {
        classes,
        dimensions: DIMENSIONS,
        dense: DENSE,
        epochs: EPOCHS,
        step: STEP,
        l2: L2,
    };
    let mut w = softmax::fit(&detector, &setup(2));
    w.extend(softmax::fit(&kinds, &setup(KINDS.len())));
    debug_assert_eq!(w.len(), CLASSES * DIMENSIONS);
    Weights::Fitted(w)
}

fn all() -> Vec<Vec<Example>> {
    sets().map(examples).collect()
}

/// The shipped weights are the fit of the shipped drafts (`UPDATE_REVIEW_WEIGHTS=1` writes them
/// after the drafts or the features change).
#[test]
fn review_weights_are_the_fit_of_the_shipped_drafts() {
    let sets = all();
    let examples: Vec<&Example> = sets.iter().flatten().collect();
    let Weights::Fitted(w) = fit(&examples) else {
        unreachable!("a fit gives fitted weights");
    };
    assert!(
        softmax::shipped_or_written(
            &w,
            super::SHIPPED,
            "src/worker/engine/review/model/weights.bin",
            "UPDATE_REVIEW_WEIGHTS"
        ),
        "the shipped weights are not the fit of the drafts: run with UPDATE_REVIEW_WEIGHTS=1"
    );
}

/// What the model raises on a set it was not fitted on, from `threshold`: (labelled objections
/// it names with their kind, labelled objections, clean lines it objects to, clean lines).
fn held_out(weights: &Weights, set: &[Example], threshold: f32) -> [usize; 4] {
    let mut tally = [0; 4];
    let mut clean_lines: Vec<(usize, usize)> = Vec::new();
    let mut flagged: Vec<(usize, usize)> = Vec::new();
    for e in set {
        tally[1] += e.kinds.len();
        if e.clean && !clean_lines.contains(&(e.case, e.line)) {
            clean_lines.push((e.case, e.line));
        }
        if weights.objection(&e.features) <= threshold {
            continue;
        }
        if weights
            .kind(&e.features, e.line)
            .is_some_and(|k| e.kinds.contains(&k))
        {
            tally[0] += 1;
        }
        if e.clean && !flagged.contains(&(e.case, e.line)) {
            flagged.push((e.case, e.line));
        }
    }
    tally[2] = flagged.len();
    tally[3] = clean_lines.len();
    tally
}

/// Each set held out in turn: what a model fitted on the other sets raises on it. Over all
/// sets, at the shipped threshold, it must leave at least nine clean lines in ten clean and
/// name at least two labelled objections in five.
#[test]
fn each_review_set_held_out_in_turn() {
    let names: Vec<&str> = sets().collect();
    let sets = all();
    let thresholds = [
        THRESHOLD - 0.1,
        THRESHOLD - 0.05,
        THRESHOLD,
        THRESHOLD + 0.05,
        THRESHOLD + 0.1,
    ];
    let mut sums = [[0usize; 4]; 5];
    let mut out = String::new();
    for (held, set) in sets.iter().enumerate() {
        let weights = fit(&softmax::all_but(&sets, held));
        for (t, threshold) in thresholds.iter().enumerate() {
            let tally = held_out(&weights, set, *threshold);
            for (sum, v) in sums[t].iter_mut().zip(tally) {
                *sum += v;
            }
            if *threshold == THRESHOLD {
                out.push_str(&format!(
                    "  {} held out: objections named {}/{}, clean lines objected to {}/{}\n",
                    names[held], tally[0], tally[1], tally[2], tally[3]
                ));
            }
        }
    }
    for (t, threshold) in thresholds.iter().enumerate() {
        let [named, labelled, objected, clean] = sums[t];
        out.push_str(&format!(
            "  all, from {threshold}: objections named {named}/{labelled}, clean lines objected to {objected}/{clean}\n"
        ));
    }
    let _ = writeln!(
        std::io::stdout(),
        "Review sentence model, each set held out in turn:\n{out}"
    );
    let [named, labelled, objected, clean] = sums[2];
    assert!(objected * 10 <= clean, "{objected}/{clean} clean lines");
    assert!(named * 5 >= labelled * 2, "{named}/{labelled} objections");
}
