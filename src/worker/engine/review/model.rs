//! A sentence's defect as a learned weighing, beside the cue rules (issue 36): the rules name
//! selling, business goals, commercial outcomes, routine work and unmeasured gains by their cue
//! words, and each held-out set of drafts brought phrasings the cues did not know. Two weighings
//! over the sentence's words and word pairs (hashed) and its line: whether the sentence is one a
//! CRA reviewer would object to at all (a sentence about the market, the buyer or the product
//! rather than the work), then which objection, among those its line can carry.
//!
//! Deterministic and offline, as the screener's and the LOGBOOK's models: fitted by full-batch
//! gradient descent from zero weights on the labelled drafts the repository ships
//! (`tests/quality/review*`, see `model/fit.rs`), weights in the binary (`model/weights.bin`,
//! little-endian f32, class by class); a sentence costs seven sparse dot products. A test fits
//! the drafts again and fails when the shipped weights are not that fit
//! (`UPDATE_REVIEW_WEIGHTS=1 cargo test --lib review_weights` writes them).

use super::Kind;
use crate::worker::engine::hashed;

/// The objections the model can raise, in the order of the kind classes' weights.
pub const KINDS: [Kind; 5] = [
    Kind::MarketingLanguage,
    Kind::NotAnUncertainty,
    Kind::NotAnAdvancement,
    Kind::ExcludedWork,
    Kind::UnmeasuredClaim,
];
/// Which of [`KINDS`] each line (242, 244, 246) can carry.
pub const ALLOWED: [[bool; 5]; 3] = [
    [true, true, false, false, false],
    [true, false, false, true, true],
    [true, false, true, false, true],
];
/// Hashed word and word-pair features.
const BUCKETS: usize = 1 << 14;
/// bias, the line (three).
pub(super) const DENSE: usize = 1 + 3;
/// Weights per class.
pub(super) const DIMENSIONS: usize = DENSE + BUCKETS;
/// Classes: "no objection" and "an objection" (the detector), then the kinds.
#[cfg(test)]
pub(super) const CLASSES: usize = 2 + KINDS.len();
/// The detector's probability from which a sentence is objected to: chosen on the sets held out
/// in turn (`model/fit.rs`), where it keeps clean lines clean.
const THRESHOLD: f32 = 0.6;

/// A sparse feature vector: (index, value), indices ascending and unique.
pub(super) type Features = Vec<(usize, f32)>;

/// The features of a sentence of line `k` (0: 242, 1: 244, 2: 246).
pub(super) fn features(sentence: &str, k: usize) -> Features {
    let mut out: Features = Vec::with_capacity(DENSE + 64);
    out.push((0, 1.0));
    out.push((1 + k.min(2), 1.0));
    let words = hashed::shaped_words(sentence);
    let mut buckets: Vec<usize> = Vec::with_capacity(words.len() * 2 + 1);
    for (i, word) in words.iter().enumerate() {
        buckets.push(hashed::bucket(word, "", BUCKETS));
        if let Some(next) = words.get(i + 1) {
            buckets.push(hashed::bucket(word, next, BUCKETS));
        }
    }
    if let Some(first) = words.first() {
        buckets.push(hashed::bucket("^", first, BUCKETS));
    }
    buckets.sort_unstable();
    buckets.dedup();
    let scale = 1.0 / (buckets.len().max(1) as f32).sqrt();
    out.extend(buckets.into_iter().map(|b| (DENSE + b, scale)));
    out
}

/// Weights, class after class: fitted here (tests), or the shipped ones.
pub enum Weights {
    #[cfg(test)]
    Fitted(Vec<f32>),
    /// Little-endian f32, `CLASSES * DIMENSIONS` of them.
    Shipped(&'static [u8]),
}

/// The shipped weights (see the module's documentation).
static SHIPPED: &[u8] = include_bytes!("model/weights.bin");

/// The weighing the review uses.
pub static MODEL: Weights = Weights::Shipped(SHIPPED);

impl Weights {
    fn weight(&self, class: usize, i: usize) -> f32 {
        let at = class * DIMENSIONS + i;
        match self {
            #[cfg(test)]
            Weights::Fitted(w) => w.get(at).copied().unwrap_or(0.0),
            Weights::Shipped(bytes) => hashed::weight_at(bytes, at),
        }
    }

    fn score(&self, class: usize, features: &Features) -> f32 {
        features
            .iter()
            .map(|(i, v)| self.weight(class, *i) * v)
            .sum()
    }

    /// The probability that a sentence with `features` draws an objection.
    pub(super) fn objection(&self, features: &Features) -> f32 {
        let (no, yes) = (self.score(0, features), self.score(1, features));
        1.0 / (1.0 + (no - yes).exp())
    }

    /// Which of [`KINDS`] (its index) an objected sentence of line `k` draws: the likeliest of
    /// those its line can carry.
    pub(super) fn kind(&self, features: &Features, k: usize) -> Option<usize> {
        let allowed = ALLOWED[k.min(2)];
        (0..KINDS.len())
            .filter(|c| allowed[*c])
            .map(|c| (self.score(2 + c, features), c))
            .max_by(|a, b| a.0.total_cmp(&b.0))
            .map(|(_, c)| c)
    }

    /// The objection a sentence of line `k` draws, if any.
    pub fn judge(&self, sentence: &str, k: usize) -> Option<Kind> {
        // A list's lead ("Findings for the year:") or a fragment states nothing to object to.
        if sentence.trim_end().ends_with(':') || sentence.split_whitespace().count() < 5 {
            return None;
        }
        let features = features(sentence, k);
        if self.objection(&features) <= THRESHOLD {
            return None;
        }
        self.kind(&features, k).map(|c| KINDS[c])
    }
}

#[cfg(test)]
mod fit;
