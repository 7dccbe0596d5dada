//! A sentence's label as a learned weighing (issue 36): a softmax regression over what the cue
//! rules say ([`super::labels::label_in_entry`]), where the sentence stands in its entry (first,
//! last, how far along), the record's language, and the sentence's own words and word pairs,
//! hashed. The rules read verbs and cues; the words carry how record writers mark a setting, a
//! reading or a verdict, which the rules miss on records they were not tuned on.
//!
//! Deterministic and offline, as the screener's model (`precheck::model`): fitted by full-batch
//! gradient descent from zero weights on the labelled records the repository ships
//! (`tests/quality/logbook*`), its weights ship in the binary (`model/weights.bin`,
//! little-endian f32, class by class); a label costs five sparse dot products. A test fits the
//! records again and fails when the shipped weights are not that fit
//! (`UPDATE_LOGBOOK_WEIGHTS=1 cargo test --lib logbook_weights` writes them).

use super::labels::Label;

/// The labels, in the order of the weights' classes.
pub const CLASSES: [Label; 5] = [
    Label::Hypothesis,
    Label::Activity,
    Label::Result,
    Label::Conclusion,
    Label::NextStep,
];
/// Hashed word and word-pair features.
const BUCKETS: usize = 1 << 14;
/// bias, the rule's label, first, last, how far along, French.
const DENSE: usize = 1 + CLASSES.len() + 3 + 1;
/// Weights per class.
pub(super) const DIMENSIONS: usize = DENSE + BUCKETS;

/// Where a sentence stands: its index among its entry's sentences, their count, whether the
/// record is French, and what the rules label the sentences before and after it.
#[derive(Debug, Clone, Copy)]
pub struct Place {
    pub index: usize,
    pub count: usize,
    pub french: bool,
    pub before: Option<Label>,
    pub after: Option<Label>,
}

/// A sparse feature vector: (index, value), indices ascending and unique.
pub(super) type Features = Vec<(usize, f32)>;

/// The features of a sentence the rules label `rule`, standing at `place`.
pub(super) fn features(sentence: &str, rule: Label, place: Place) -> Features {
    let mut out: Features = Vec::with_capacity(DENSE + 48);
    out.push((0, 1.0));
    let class = CLASSES.iter().position(|c| *c == rule).unwrap_or(1);
    out.push((1 + class, 1.0));
    let last = place.index + 1 >= place.count;
    out.push((6, f32::from(u8::from(place.index == 0))));
    out.push((7, f32::from(u8::from(last))));
    out.push((
        8,
        place.index as f32 / place.count.saturating_sub(1).max(1) as f32,
    ));
    out.push((9, f32::from(u8::from(place.french))));
    let words = crate::worker::engine::hashed::shaped_words(sentence);
    let mut hashed: Vec<usize> = Vec::with_capacity(words.len() * 2 + 2);
    for (i, word) in words.iter().enumerate() {
        hashed.push(bucket(word, ""));
        if let Some(next) = words.get(i + 1) {
            hashed.push(bucket(word, next));
        }
    }
    // How the sentence opens: its first word, and its first two.
    if let Some(first) = words.first() {
        hashed.push(bucket("^", first));
        // The pair's bucket with its lowest bit flipped: the opening pair apart from the same
        // pair inside the sentence, still within the range (a power of two).
        hashed.push(bucket(first, words.get(1).map_or("$", String::as_str)) ^ 1);
        // The opening word's ending: a past participle ("Baled", "Swapped", « Posé »,
        // « Envoyé ») opens what was done, whatever the verb.
        let chars: Vec<char> = first.chars().collect();
        for n in [2, 3] {
            if chars.len() > n + 1 {
                let ending: String = chars[chars.len() - n..].iter().collect();
                hashed.push(bucket("^-", &ending));
            }
        }
    }
    // Its neighbours: a reading follows what was done, a verdict follows a reading.
    let name = |l: Option<Label>| CLASSES.iter().position(|c| Some(*c) == l).map_or(5, |c| c);
    hashed.push(bucket("<", &name(place.before).to_string()));
    hashed.push(bucket(">", &name(place.after).to_string()));
    hashed.push(bucket(
        "<>",
        &format!("{}{}", name(place.before), name(place.after)),
    ));
    // How long it is: a reading is short, a reasoned verdict longer.
    let length = match words.len() {
        0..=5 => "s",
        6..=12 => "m",
        13..=24 => "l",
        _ => "x",
    };
    hashed.push(bucket("#", length));
    hashed.sort_unstable();
    hashed.dedup();
    let scale = 1.0 / (hashed.len().max(1) as f32).sqrt();
    out.extend(hashed.into_iter().map(|b| (DENSE + b, scale)));
    out
}

/// FNV-1a of a word (and the next one, for a pair) into the hashed range.
fn bucket(word: &str, next: &str) -> usize {
    crate::worker::engine::hashed::bucket(word, next, BUCKETS)
}

/// Weights, class after class: fitted here (tests), or the shipped ones.
pub(super) enum Weights {
    #[cfg(test)]
    Fitted(Vec<f32>),
    /// Little-endian f32, `CLASSES.len() * DIMENSIONS` of them.
    Shipped(&'static [u8]),
}

impl Weights {
    fn weight(&self, class: usize, i: usize) -> f32 {
        let at = class * DIMENSIONS + i;
        match self {
            #[cfg(test)]
            Weights::Fitted(w) => w.get(at).copied().unwrap_or(0.0),
            Weights::Shipped(bytes) => crate::worker::engine::hashed::weight_at(bytes, at),
        }
    }

    /// Each class's score for `features`.
    pub(super) fn scores(&self, features: &Features) -> [f32; 5] {
        let mut out = [0.0; 5];
        for (c, score) in out.iter_mut().enumerate() {
            *score = features.iter().map(|(i, v)| self.weight(c, *i) * v).sum();
        }
        out
    }

    /// The label with the highest score (the rules' own label when the weights are empty).
    pub(super) fn label(&self, features: &Features, rule: Label) -> Label {
        let scores = self.scores(features);
        let best = scores
            .iter()
            .enumerate()
            .max_by(|a, b| a.1.total_cmp(b.1))
            .map_or(1, |(c, _)| c);
        if scores.iter().all(|s| *s == 0.0) {
            rule
        } else {
            CLASSES[best]
        }
    }
}

/// The shipped weights (see the module's documentation).
static SHIPPED: &[u8] = include_bytes!("model/weights.bin");

/// Leads by which a writer labels a sentence ("Results: ...", « Hypothèse : ... »).
const LEADS: &[&str] = &[
    "result",
    "results",
    "résultat",
    "résultats",
    "hypothesis",
    "hypothèse",
    "next",
    "next step",
    "next steps",
    "prochaine étape",
    "prochaines étapes",
    "conclusion",
    "conclusions",
    "decision",
    "décision",
    "to do",
    "todo",
    "à faire",
    "observation",
    "observations",
];

/// Whether the writer labelled the sentence with a lead of [`LEADS`].
fn labelled_by_its_writer(sentence: &str) -> bool {
    // A sentence whose subject is its results ("Results showed a 40% reduction", « Les
    // résultats montrent ... ») names what it is too.
    let lower = sentence.trim_start().to_lowercase();
    let names_its_results = [
        "results show",
        "the results show",
        "les résultats montrent",
        "les résultats ont montré",
    ]
    .iter()
    .any(|lead| lower.starts_with(lead));
    names_its_results
        || sentence.split_once(':').is_some_and(|(head, _)| {
            let head = head
                .trim()
                .trim_start_matches(['*', '_', '-'])
                .to_lowercase();
            LEADS.contains(&head.trim_end_matches(['*', '_']).trim())
        })
}

/// The label of a sentence the rules label `rule`, standing at `place`; a sentence its writer
/// labelled keeps the rules' reading of that lead.
pub fn label(sentence: &str, rule: Label, place: Place) -> Label {
    if labelled_by_its_writer(sentence) {
        return rule;
    }
    Weights::Shipped(SHIPPED).label(&features(sentence, rule, place), rule)
}

#[cfg(test)]
mod fit;
