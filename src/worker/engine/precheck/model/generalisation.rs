//! How the model does on a set it was not fitted on: each shipped set held out in turn (the
//! sets were written by different hands), against the cue rules alone on the same set.
//! `cargo test generalisation -- --nocapture` prints the figures.
use std::io::Write;

use super::*;

fn set(text: &str) -> Vec<(String, bool)> {
    text.lines()
        .filter_map(|l| serde_json::from_str::<serde_json::Value>(l).ok())
        .filter_map(|c| {
            let likely = match c["label"].as_str()? {
                "LIKELY" => true,
                "UNLIKELY" => false,
                _ => return None,
            };
            Some((c["text"].as_str()?.to_owned(), likely))
        })
        .collect()
}

/// The first-contact sets: each written after the training sets by a hand that had not read the
/// engine, and measured before the model was fitted on it; each joins the corpus once its
/// first-contact figure is in the README (English 1-8 and French 1-7 have joined). Prints model
/// and rules per set and label; the model must not be worse than the rules.
#[test]
fn first_contact() {
    let sets = [
        (
            "first contact 1",
            include_str!("../../../../../tests/quality/screener_first_contact.jsonl"),
        ),
        (
            "first contact 2",
            include_str!("../../../../../tests/quality/screener_first_contact_2.jsonl"),
        ),
        (
            "first contact 3",
            include_str!("../../../../../tests/quality/screener_first_contact_3.jsonl"),
        ),
        (
            "first contact 4",
            include_str!("../../../../../tests/quality/screener_first_contact_4.jsonl"),
        ),
        (
            "first contact 5",
            include_str!("../../../../../tests/quality/screener_first_contact_5.jsonl"),
        ),
        (
            "first contact 6",
            include_str!("../../../../../tests/quality/screener_first_contact_6.jsonl"),
        ),
        (
            "first contact 7",
            include_str!("../../../../../tests/quality/screener_first_contact_7.jsonl"),
        ),
        (
            "first contact 8",
            include_str!("../../../../../tests/quality/screener_first_contact_8.jsonl"),
        ),
        (
            "first contact 9",
            include_str!("../../../../../tests/quality/screener_first_contact_9.jsonl"),
        ),
        (
            "first contact 10",
            include_str!("../../../../../tests/quality/screener_first_contact_10.jsonl"),
        ),
        (
            "first contact 11",
            include_str!("../../../../../tests/quality/screener_first_contact_11.jsonl"),
        ),
        (
            "first contact 12",
            include_str!("../../../../../tests/quality/screener_first_contact_12.jsonl"),
        ),
        (
            "first contact 13",
            include_str!("../../../../../tests/quality/screener_first_contact_13.jsonl"),
        ),
        (
            "first contact 14",
            include_str!("../../../../../tests/quality/screener_first_contact_14.jsonl"),
        ),
        (
            "first contact 15",
            include_str!("../../../../../tests/quality/screener_first_contact_15.jsonl"),
        ),
        (
            "first contact 16",
            include_str!("../../../../../tests/quality/screener_first_contact_16.jsonl"),
        ),
        (
            "first contact 17",
            include_str!("../../../../../tests/quality/screener_first_contact_17.jsonl"),
        ),
        (
            "first contact 18",
            include_str!("../../../../../tests/quality/screener_first_contact_18.jsonl"),
        ),
        (
            "first contact 19",
            include_str!("../../../../../tests/quality/screener_first_contact_19.jsonl"),
        ),
        (
            "first contact 20",
            include_str!("../../../../../tests/quality/screener_first_contact_20.jsonl"),
        ),
        (
            "French first contact",
            include_str!("../../../../../tests/quality/fr/descriptions_first_contact.jsonl"),
        ),
        (
            "French first contact 2",
            include_str!("../../../../../tests/quality/fr/descriptions_first_contact_2.jsonl"),
        ),
        (
            "French first contact 3",
            include_str!("../../../../../tests/quality/fr/descriptions_first_contact_3.jsonl"),
        ),
        (
            "French first contact 4",
            include_str!("../../../../../tests/quality/fr/descriptions_first_contact_4.jsonl"),
        ),
        (
            "French first contact 5",
            include_str!("../../../../../tests/quality/fr/descriptions_first_contact_5.jsonl"),
        ),
        (
            "French first contact 6",
            include_str!("../../../../../tests/quality/fr/descriptions_first_contact_6.jsonl"),
        ),
        (
            "French first contact 7",
            include_str!("../../../../../tests/quality/fr/descriptions_first_contact_7.jsonl"),
        ),
        (
            "French first contact 8",
            include_str!("../../../../../tests/quality/fr/descriptions_first_contact_8.jsonl"),
        ),
        (
            "French first contact 9",
            include_str!("../../../../../tests/quality/fr/descriptions_first_contact_9.jsonl"),
        ),
        (
            "French first contact 10",
            include_str!("../../../../../tests/quality/fr/descriptions_first_contact_10.jsonl"),
        ),
        (
            "French first contact 11",
            include_str!("../../../../../tests/quality/fr/descriptions_first_contact_11.jsonl"),
        ),
        (
            "French first contact 12",
            include_str!("../../../../../tests/quality/fr/descriptions_first_contact_12.jsonl"),
        ),
        (
            "French first contact 13",
            include_str!("../../../../../tests/quality/fr/descriptions_first_contact_13.jsonl"),
        ),
        (
            "French first contact 14",
            include_str!("../../../../../tests/quality/fr/descriptions_first_contact_14.jsonl"),
        ),
        (
            "French first contact 15",
            include_str!("../../../../../tests/quality/fr/descriptions_first_contact_15.jsonl"),
        ),
        (
            "French first contact 16",
            include_str!("../../../../../tests/quality/fr/descriptions_first_contact_16.jsonl"),
        ),
        (
            "French first contact 17",
            include_str!("../../../../../tests/quality/fr/descriptions_first_contact_17.jsonl"),
        ),
        (
            "French first contact 18",
            include_str!("../../../../../tests/quality/fr/descriptions_first_contact_18.jsonl"),
        ),
        (
            "French first contact 19",
            include_str!("../../../../../tests/quality/fr/descriptions_first_contact_19.jsonl"),
        ),
    ];
    for (name, text) in sets {
        let cases = set(text);
        let mut by_label = std::collections::BTreeMap::new();
        let (mut m, mut r) = (0, 0);
        for (text, likely) in &cases {
            let rule = super::super::rule_score(text);
            let model_ok = (MODEL.probability(&features(text, rule)) >= 0.5) == *likely;
            let rules_ok = (rule >= 50) == *likely;
            m += usize::from(model_ok);
            r += usize::from(rules_ok);
            let entry = by_label.entry(*likely).or_insert((0, 0, 0));
            entry.0 += usize::from(model_ok);
            entry.1 += usize::from(rules_ok);
            entry.2 += 1;
        }
        let n = cases.len();
        let _ = writeln!(
            std::io::stdout(),
            "{name}: model {m}/{n}, rules {r}/{n}; (model, rules, n) by label (LIKELY true): {by_label:?}"
        );
        // The French set reports (issue 35): the rules read English cues only.
        assert!(
            m >= r || name.starts_with("French"),
            "{name}: the model ({m}) does worse than the rules ({r})"
        );
    }
}

/// 5-fold cross-validation over the whole training corpus, for a few parameter choices
/// (run with `--ignored --nocapture`; it chose [`PARAMS`]).
#[test]
#[ignore = "a parameter search: slow in debug builds"]
fn cross_validation() {
    let all = corpus_examples(super::super::rule_score);
    let grid = [
        (1500, 8.0, 1e-5),
        (1500, 8.0, 3e-4),
        (1500, 8.0, 1e-3),
        (1500, 8.0, 3e-3),
    ]
    .map(|(epochs, step, l2)| Params { epochs, step, l2 });
    for params in grid {
        let mut ok = 0;
        for fold in 0..5 {
            let train: Vec<Example> = all
                .iter()
                .enumerate()
                .filter(|(i, _)| i % 5 != fold)
                .map(|(_, e)| Example {
                    features: e.features.clone(),
                    likely: e.likely,
                })
                .collect();
            let model = fit_with(&train, params);
            ok += all
                .iter()
                .enumerate()
                .filter(|(i, _)| i % 5 == fold)
                .filter(|(_, e)| (model.probability(&e.features) >= 0.5) == e.likely)
                .count();
        }
        let _ = writeln!(std::io::stdout(), "{params:?}: {ok}/{}", all.len());
    }
}

/// The shipped sets held out in six folds (set `i` in fold `i % 6`): a model fitted on the other
/// folds against the cue rules alone on the held-out fold. The model must do at least as well.
#[test]
fn each_set_held_out_in_turn() {
    const FOLDS: usize = 6;
    let sets: Vec<Vec<(String, bool)>> = CORPUS.iter().map(|t| set(t)).collect();
    let score = |text: &str| super::super::rule_score(text);
    let mut lines = Vec::new();
    let (mut model_ok, mut rules_ok, mut total) = (0, 0, 0);
    for fold in 0..FOLDS {
        let train: Vec<Example> = sets
            .iter()
            .enumerate()
            .filter(|(i, _)| i % FOLDS != fold)
            .flat_map(|(_, s)| s.iter())
            .map(|(t, l)| Example {
                features: features(t, score(t)),
                likely: *l,
            })
            .collect();
        let model = fit(&train);
        let (mut m, mut r, mut n) = (0, 0, 0);
        for (_, held) in sets.iter().enumerate().filter(|(i, _)| i % FOLDS == fold) {
            for (text, likely) in held {
                let rule = score(text);
                m += usize::from((model.probability(&features(text, rule)) >= 0.5) == *likely);
                r += usize::from((rule >= 50) == *likely);
                n += 1;
            }
        }
        lines.push(format!("  fold {fold}: model {m}/{n}, rules {r}/{n}"));
        model_ok += m;
        rules_ok += r;
        total += n;
    }
    let report = format!(
        "held out in turn: model {model_ok}/{total}, rules {rules_ok}/{total}\n{}",
        lines.join("\n")
    );
    let _ = writeln!(std::io::stdout(), "{report}");
    assert!(model_ok >= rules_ok, "{report}");
}
