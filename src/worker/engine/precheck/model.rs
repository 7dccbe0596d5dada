//! The screener's verdict as a learned weighing (issue 34): a logistic regression over what a
//! description shows (the facet and exclusion weights of the cue lexicons, the rule score, and
//! the description's own words and word pairs, hashed), trained on the labelled corpus the
//! repository ships. So the decision weighs the objective, the method and the field against the
//! vocabulary as the labelled cases do, instead of following research words alone.
//!
//! Deterministic and offline: the model is fitted by full-batch gradient descent from zero
//! weights in a fixed order on the shipped corpus, and its weights ship in the binary
//! (`model/weights.bin`, little-endian f32): nothing is fitted at start-up, and a verdict costs
//! one sparse dot product over static data. A test fits the corpus again and fails when the
//! shipped weights are not that fit (`UPDATE_SCREENER_WEIGHTS=1 cargo test shipped_weights`
//! writes them after the corpus or the features change).

use super::super::classify::{self, SLOTS};

/// Hashed word and word-pair features.
const BUCKETS: usize = 1 << 15;
/// bias, the slots of the lexicon profile, measurement, the rule score.
const DENSE: usize = 1 + SLOTS + 1 + 1;
#[cfg(test)]
const DIMENSIONS: usize = DENSE + BUCKETS;
/// How a model is fitted: passes over the corpus, step, and the L2 weight of the hashed features.
#[cfg(test)]
#[derive(Debug, Clone, Copy)]
pub struct Params {
    pub epochs: usize,
    pub step: f32,
    pub l2: f32,
}

/// The parameters chosen by cross-validation on the training corpus (never on the first-contact
/// set): see `generalisation::cross_validation`.
#[cfg(test)]
pub const PARAMS: Params = Params {
    epochs: 1500,
    step: 8.0,
    l2: 1e-5,
};

/// The labelled descriptions the model is fitted on. A first-contact set joins them only after
/// its first-contact figure was measured and reported (the README keeps both figures).
#[cfg(test)]
const CORPUS: [&str; 50] = [
    include_str!("../../../../tests/quality/descriptions.jsonl"),
    include_str!("../../../../tests/quality/descriptions_holdout.jsonl"),
    include_str!("../../../../tests/quality/descriptions_fresh.jsonl"),
    include_str!("../../../../tests/quality/descriptions_blind.jsonl"),
    include_str!("../../../../tests/quality/screener_train.jsonl"),
    include_str!("../../../../tests/quality/screener_train_2.jsonl"),
    include_str!("../../../../tests/quality/fr/descriptions_train.jsonl"),
    include_str!("../../../../tests/quality/screener_train_3.jsonl"),
    include_str!("../../../../tests/quality/fr/descriptions_train_2.jsonl"),
    include_str!("../../../../tests/quality/screener_first_contact.jsonl"),
    include_str!("../../../../tests/quality/screener_first_contact_2.jsonl"),
    include_str!("../../../../tests/quality/screener_first_contact_3.jsonl"),
    include_str!("../../../../tests/quality/screener_first_contact_4.jsonl"),
    include_str!("../../../../tests/quality/fr/descriptions_first_contact.jsonl"),
    include_str!("../../../../tests/quality/fr/descriptions_first_contact_2.jsonl"),
    include_str!("../../../../tests/quality/fr/descriptions_first_contact_3.jsonl"),
    include_str!("../../../../tests/quality/screener_first_contact_5.jsonl"),
    include_str!("../../../../tests/quality/fr/descriptions_first_contact_4.jsonl"),
    include_str!("../../../../tests/quality/screener_train_4.jsonl"),
    include_str!("../../../../tests/quality/fr/descriptions_train_3.jsonl"),
    include_str!("../../../../tests/quality/screener_first_contact_6.jsonl"),
    include_str!("../../../../tests/quality/fr/descriptions_first_contact_5.jsonl"),
    include_str!("../../../../tests/quality/screener_first_contact_7.jsonl"),
    include_str!("../../../../tests/quality/fr/descriptions_first_contact_6.jsonl"),
    include_str!("../../../../tests/quality/screener_first_contact_8.jsonl"),
    include_str!("../../../../tests/quality/fr/descriptions_first_contact_7.jsonl"),
    include_str!("../../../../tests/quality/screener_first_contact_9.jsonl"),
    include_str!("../../../../tests/quality/fr/descriptions_first_contact_8.jsonl"),
    include_str!("../../../../tests/quality/screener_first_contact_10.jsonl"),
    include_str!("../../../../tests/quality/fr/descriptions_first_contact_9.jsonl"),
    include_str!("../../../../tests/quality/screener_first_contact_11.jsonl"),
    include_str!("../../../../tests/quality/fr/descriptions_first_contact_10.jsonl"),
    include_str!("../../../../tests/quality/screener_first_contact_12.jsonl"),
    include_str!("../../../../tests/quality/fr/descriptions_first_contact_11.jsonl"),
    include_str!("../../../../tests/quality/screener_first_contact_13.jsonl"),
    include_str!("../../../../tests/quality/fr/descriptions_first_contact_12.jsonl"),
    include_str!("../../../../tests/quality/screener_first_contact_14.jsonl"),
    include_str!("../../../../tests/quality/fr/descriptions_first_contact_13.jsonl"),
    include_str!("../../../../tests/quality/screener_first_contact_15.jsonl"),
    include_str!("../../../../tests/quality/fr/descriptions_first_contact_14.jsonl"),
    include_str!("../../../../tests/quality/screener_first_contact_16.jsonl"),
    include_str!("../../../../tests/quality/fr/descriptions_first_contact_15.jsonl"),
    include_str!("../../../../tests/quality/screener_first_contact_17.jsonl"),
    include_str!("../../../../tests/quality/fr/descriptions_first_contact_16.jsonl"),
    include_str!("../../../../tests/quality/screener_first_contact_18.jsonl"),
    include_str!("../../../../tests/quality/fr/descriptions_first_contact_17.jsonl"),
    include_str!("../../../../tests/quality/screener_first_contact_19.jsonl"),
    include_str!("../../../../tests/quality/fr/descriptions_first_contact_18.jsonl"),
    include_str!("../../../../tests/quality/screener_first_contact_20.jsonl"),
    include_str!("../../../../tests/quality/fr/descriptions_first_contact_19.jsonl"),
];

/// A sparse feature vector: (index, value), indices ascending and unique.
pub type Features = Vec<(usize, f32)>;

/// The features of a description whose rule score (0..=100) is `rule_score`.
pub fn features(text: &str, rule_score: u32) -> Features {
    let text = &*classify::claimed(text);
    let (profile, measurement) = classify::profile(text);
    let mut out: Features = Vec::with_capacity(DENSE + 64);
    out.push((0, 1.0));
    for (i, weight) in profile.iter().enumerate() {
        // Cue weights grow with repetition; their logarithm keeps one long text from dominating.
        out.push((1 + i, (1.0 + weight.max(0.0)).ln()));
    }
    out.push((1 + SLOTS, f32::from(u8::from(measurement))));
    out.push((2 + SLOTS, rule_score as f32 / 100.0));
    let words = words(text);
    let mut hashed: Vec<usize> = Vec::with_capacity(words.len() * 2);
    for (i, word) in words.iter().enumerate() {
        hashed.push(bucket(word, ""));
        if let Some(next) = words.get(i + 1) {
            hashed.push(bucket(word, next));
        }
    }
    hashed.sort_unstable();
    hashed.dedup();
    // Presence, scaled so that every description's word part has the same length.
    let scale = 1.0 / (hashed.len().max(1) as f32).sqrt();
    out.extend(hashed.into_iter().map(|b| (DENSE + b, scale)));
    out
}

/// The program's own vocabulary, which says nothing about what was done: left out of the word
/// features, so it can neither carry excluded work nor sink real work written with it (the
/// labelled cases lean on it both ways by accident of who wrote them).
const PROGRAM_WORDS: &[&str] = &[
    "hypothesis",
    "hypotheses",
    "hypothesize",
    "hypothesized",
    "experiment",
    "experiments",
    "experimental",
    "experimentation",
    "systematic",
    "systematically",
    "uncertainty",
    "uncertainties",
    "uncertain",
    "technological",
    "technology",
    "advancement",
    "advance",
    "iteration",
    "iterations",
    "iterative",
    "iterated",
    "data",
    "driven",
    "rigorous",
    "rigorously",
    "novel",
    "innovative",
    "innovation",
    "research",
    "researched",
    "scientific",
    "state",
    "art",
    "investigation",
    // The same in French.
    "hypothèse",
    "hypothèses",
    "hypothese",
    "expérimentation",
    "expérimental",
    "expérimentale",
    "expérimentaux",
    "systématique",
    "systématiquement",
    "incertitude",
    "incertitudes",
    "technologique",
    "technologiques",
    "scientifique",
    "scientifiques",
    "avancement",
    "itération",
    "itérations",
    "itératif",
    "itérative",
    "novateur",
    "novatrice",
    "innovant",
    "innovante",
    "recherche",
    "rigoureux",
    "rigoureuse",
];

/// Lower-case words of letters and digits (two characters or more), the program's vocabulary
/// left out.
fn words(text: &str) -> Vec<String> {
    classify::normalise(text)
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| w.chars().count() >= 2 && !PROGRAM_WORDS.contains(w))
        .map(str::to_owned)
        .collect()
}

/// FNV-1a of a word (and the next one, for a pair) into the hashed range.
fn bucket(word: &str, next: &str) -> usize {
    crate::worker::engine::hashed::bucket(word, next, BUCKETS)
}

/// The fitted weights: fitted here (tests), or the shipped ones.
pub struct Model {
    weights: Weights,
}

enum Weights {
    #[cfg(test)]
    Fitted(Vec<f32>),
    /// Little-endian f32, [`DIMENSIONS`] of them.
    Shipped(&'static [u8]),
}

/// The shipped weights (see the module's documentation).
static SHIPPED: &[u8] = include_bytes!("model/weights.bin");

/// The model the screener uses.
pub static MODEL: Model = Model {
    weights: Weights::Shipped(SHIPPED),
};

impl Model {
    fn weight(&self, i: usize) -> f32 {
        match &self.weights {
            #[cfg(test)]
            Weights::Fitted(w) => w.get(i).copied().unwrap_or(0.0),
            Weights::Shipped(bytes) => crate::worker::engine::hashed::weight_at(bytes, i),
        }
    }

    /// The probability that the description is eligible work.
    pub fn probability(&self, features: &Features) -> f32 {
        let z: f32 = features.iter().map(|(i, v)| self.weight(*i) * v).sum();
        1.0 / (1.0 + (-z).exp())
    }
}

/// One labelled description: its features and whether it is LIKELY.
#[cfg(test)]
pub struct Example {
    pub features: Features,
    pub likely: bool,
}

/// Fits a model on `examples` with [`PARAMS`] (deterministic: the same examples give the same
/// weights).
#[cfg(test)]
pub fn fit(examples: &[Example]) -> Model {
    fit_with(examples, PARAMS)
}

/// Fits a model on `examples` with `params`.
#[cfg(test)]
pub fn fit_with(examples: &[Example], params: Params) -> Model {
    let mut weights = vec![0.0f32; DIMENSIONS];
    if examples.is_empty() {
        return Model {
            weights: Weights::Fitted(weights),
        };
    }
    let n = examples.len() as f32;
    let mut gradient = vec![0.0f32; DIMENSIONS];
    let mut touched: Vec<usize> = examples
        .iter()
        .flat_map(|e| e.features.iter().map(|(i, _)| *i))
        .collect();
    touched.sort_unstable();
    touched.dedup();
    for _ in 0..params.epochs {
        for &i in &touched {
            gradient[i] = if i >= DENSE {
                params.l2 * weights[i]
            } else {
                0.0
            };
        }
        for example in examples {
            let z: f32 = example.features.iter().map(|(i, v)| weights[*i] * v).sum();
            let p = 1.0 / (1.0 + (-z).exp());
            let error = p - f32::from(u8::from(example.likely));
            for (i, v) in &example.features {
                gradient[*i] += error * v / n;
            }
        }
        for &i in &touched {
            weights[i] -= params.step * gradient[i];
        }
    }
    Model {
        weights: Weights::Fitted(weights),
    }
}

/// The corpus as examples: (text, label) lines of JSON with `label` LIKELY or UNLIKELY;
/// `rule_score` scores a text by the cue rules.
#[cfg(test)]
pub fn corpus_examples(rule_score: impl Fn(&str) -> u32) -> Vec<Example> {
    CORPUS
        .iter()
        .flat_map(|file| file.lines())
        .filter_map(|line| serde_json::from_str::<serde_json::Value>(line).ok())
        .filter_map(|case| {
            let text = case["text"].as_str()?.to_owned();
            let likely = match case["label"].as_str()? {
                "LIKELY" => true,
                "UNLIKELY" => false,
                _ => return None,
            };
            Some(Example {
                features: features(&text, rule_score(&text)),
                likely,
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fitting_is_deterministic_and_learns_the_corpus() {
        let examples = corpus_examples(super::super::rule_score);
        assert!(examples.len() >= 300, "{} examples", examples.len());
        let a = fit(&examples[..60]);
        let b = fit(&examples[..60]);
        let (Weights::Fitted(a), Weights::Fitted(b)) = (&a.weights, &b.weights) else {
            panic!("fitted weights");
        };
        assert_eq!(a, b);
        let agreed = examples
            .iter()
            .filter(|e| (MODEL.probability(&e.features) >= 0.5) == e.likely)
            .count();
        assert!(
            agreed * 100 >= examples.len() * 95,
            "{agreed}/{}",
            examples.len()
        );
    }

    /// The shipped weights are the fit of the shipped corpus (within float rounding between
    /// machines); `UPDATE_SCREENER_WEIGHTS=1` writes them instead.
    #[test]
    fn shipped_weights_are_the_fit_of_the_shipped_corpus() {
        let fitted = fit(&corpus_examples(super::super::rule_score));
        let Weights::Fitted(weights) = &fitted.weights else {
            panic!("fitted weights");
        };
        if std::env::var_os("UPDATE_SCREENER_WEIGHTS").is_some() {
            let bytes: Vec<u8> = weights.iter().flat_map(|w| w.to_le_bytes()).collect();
            let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
                .join("src/worker/engine/precheck/model/weights.bin");
            std::fs::write(path, bytes).expect("weights written");
            return;
        }
        assert_eq!(
            SHIPPED.len(),
            4 * DIMENSIONS,
            "weights.bin has the wrong size"
        );
        let worst = (0..DIMENSIONS)
            .map(|i| (weights[i] - MODEL.weight(i)).abs())
            .fold(0.0f32, f32::max);
        assert!(
            worst < 1e-3,
            "the shipped weights are not the corpus's fit (largest difference {worst}); \
             run UPDATE_SCREENER_WEIGHTS=1 cargo test shipped_weights"
        );
    }

    #[test]
    fn features_are_sorted_and_unique() {
        let f = features(
            "We mixed six batches and measured 3.5 N/mm peel strength.",
            60,
        );
        let indices: Vec<usize> = f.iter().map(|(i, _)| *i).collect();
        let mut sorted = indices.clone();
        sorted.sort_unstable();
        sorted.dedup();
        assert_eq!(indices, sorted);
    }
}

#[cfg(test)]
mod generalisation;
