//! The offline classifier shared by PRECHECK, SCREENER, T661 and LOGBOOK: it recognises the facts
//! the program asks about in a sentence, not the program's vocabulary. Each facet (uncertainty,
//! work, advancement, records) is a weighted lexicon of cues as owners and lab staff write them
//! ("nobody could tell us whether", "we mixed six batches", "it turned out"), plus shape features
//! (question clauses, numbers with units, dates); each statutory exclusion and routine engineering
//! is a lexicon of its own. Deterministic, offline, microseconds per sentence.
//!
//! Each list has a French counterpart weighed into the same slot (`facet_cues_fr`,
//! `result_cues_fr`, `exclusion_cues_fr`: how Quebec claimants write, « on savait pas si »,
//! « on a fait varier », « on a constaté »), and French words that hold an English cue without
//! its meaning (« logiciel » and " log") mask it (`false_friends`).

use std::sync::LazyLock;

use aho_corasick::AhoCorasick;

/// What a sentence says, as a weight per facet (0 = nothing).
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct Facets {
    pub uncertainty: f32,
    pub work: f32,
    pub advancement: f32,
    pub records: f32,
}

/// One of the four facts a claim must show.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Facet {
    Uncertainty,
    Work,
    Advancement,
    Records,
}

impl Facets {
    pub fn get(&self, facet: Facet) -> f32 {
        match facet {
            Facet::Uncertainty => self.uncertainty,
            Facet::Work => self.work,
            Facet::Advancement => self.advancement,
            Facet::Records => self.records,
        }
    }
}

/// A cue: text matched in the normalised sentence (a leading space anchors it at a word start),
/// and its weight.
type Cue = (&'static str, f32);

mod disclaimers;
mod exclusion_cues;
mod exclusion_cues_fr;
mod facet_cues;
mod facet_cues_fr;
mod false_friends;
mod result_cues_fr;
#[cfg(test)]
mod tests_fr;

pub use disclaimers::{claimed, disclaims};
pub use exclusion_cues::{EXCLUSIONS, Exclusion};
use facet_cues::{ADVANCEMENT, RECORDS, UNCERTAINTY, WORK};
use facet_cues_fr::{UNCERTAINTY_FR, WORK_FR};
use false_friends::MASKS;
use result_cues_fr::{ADVANCEMENT_FR, RECORDS_FR};

/// The sentence as the cues read it: lowercase, typographic apostrophes made plain, padded with
/// a space so that a leading-space cue matches at the very start too. French guillemets and
/// no-break spaces read as spaces, and an elided French article or pronoun stands apart from its
/// word (« l'essai » reads « l' essai », « qu'on » « qu' on »), so a cue that starts a word
/// matches after one too.
pub fn normalise(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push(' ');
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\'' | '\u{2019}' | '\u{2018}' => {
                out.push('\'');
                if elides(&out) && chars.peek().is_some_and(|n| n.is_alphabetic()) {
                    out.push(' ');
                }
            }
            '(' | ')' | '"' | '\u{201c}' | '\u{201d}' | ',' | ';' | ':' | '\u{ab}' | '\u{bb}'
            | '\u{a0}' | '\u{202f}' => out.push(' '),
            c => out.extend(c.to_lowercase()),
        }
    }
    out.push(' ');
    out
}

/// Whether the normalised text, ending in an apostrophe, ends in a French elided word (l', d',
/// qu', jusqu'...): English contractions ("don't", "i'm", "vendor's") never do.
fn elides(normalised: &str) -> bool {
    let head = normalised.strip_suffix('\'').unwrap_or(normalised);
    let word = head
        .rsplit(|c: char| !c.is_alphabetic())
        .next()
        .unwrap_or_default();
    matches!(
        word,
        "l" | "d"
            | "j"
            | "m"
            | "n"
            | "s"
            | "t"
            | "c"
            | "ç"
            | "qu"
            | "jusqu"
            | "lorsqu"
            | "puisqu"
            | "quoiqu"
    )
}

/// Four facets, then one slot per exclusion.
pub const SLOTS: usize = 4 + EXCLUSIONS.len();

/// Every cue of every facet and exclusion in one automaton, so a text is read once.
struct Lexicon {
    automaton: AhoCorasick,
    /// Per pattern: its slot and weight, or `None` for a false friend ([`MASKS`]).
    cues: Vec<Option<(usize, f32)>>,
}

/// Each slot's cue lists, English then French: the four facets, then each exclusion in
/// [`EXCLUSIONS`]' order.
fn slot_lists() -> impl Iterator<Item = (usize, &'static [Cue])> {
    let facets: [(&'static [Cue], &'static [Cue]); 4] = [
        (UNCERTAINTY, UNCERTAINTY_FR),
        (WORK, WORK_FR),
        (ADVANCEMENT, ADVANCEMENT_FR),
        (RECORDS, RECORDS_FR),
    ];
    facets
        .into_iter()
        .chain(EXCLUSIONS.iter().map(|e| (e.cues, e.cues_fr)))
        .enumerate()
        .flat_map(|(slot, (en, fr))| [(slot, en), (slot, fr)])
}

static LEXICON: LazyLock<Option<Lexicon>> = LazyLock::new(|| {
    let mut patterns = Vec::new();
    let mut cues = Vec::new();
    for (slot, list) in slot_lists() {
        for (cue, weight) in list {
            patterns.push(*cue);
            cues.push(Some((slot, *weight)));
        }
    }
    for mask in MASKS {
        patterns.push(mask);
        cues.push(None);
    }
    match AhoCorasick::new(&patterns) {
        Ok(automaton) => Some(Lexicon { automaton, cues }),
        Err(e) => {
            tracing::error!(error = %e, "the classifier's lexicon does not build; reading cue by cue");
            None
        }
    }
});

/// Whether the span `start..end` lies inside one of `masks`.
fn masked(masks: &[(usize, usize)], start: usize, end: usize) -> bool {
    masks.iter().any(|&(s, e)| s <= start && end <= e)
}

/// The weight of each slot in a normalised text, each cue counted once however often it occurs,
/// and never where it only occurs inside a false friend.
fn weigh_all(normalised: &str) -> [f32; SLOTS] {
    let mut out = [0.0; SLOTS];
    match LEXICON.as_ref() {
        Some(lexicon) => {
            let mut masks = Vec::new();
            let mut found = Vec::new();
            for m in lexicon.automaton.find_overlapping_iter(normalised) {
                match lexicon.cues.get(m.pattern().as_usize()) {
                    Some(Some(cue)) => {
                        found.push((m.pattern().as_usize(), *cue, m.start(), m.end()))
                    }
                    Some(None) => masks.push((m.start(), m.end())),
                    None => {}
                }
            }
            let mut seen = vec![false; lexicon.cues.len()];
            for (id, (slot, weight), start, end) in found {
                if !seen[id] && !masked(&masks, start, end) {
                    seen[id] = true;
                    out[slot] += weight;
                }
            }
        }
        None => {
            let masks: Vec<(usize, usize)> = MASKS
                .iter()
                .flat_map(|m| normalised.match_indices(m).map(|(i, m)| (i, i + m.len())))
                .collect();
            for (slot, list) in slot_lists() {
                out[slot] += list
                    .iter()
                    .filter(|(cue, _)| {
                        normalised
                            .match_indices(cue)
                            .any(|(i, c)| !masked(&masks, i, i + c.len()))
                    })
                    .map(|(_, w)| w)
                    .sum::<f32>();
            }
        }
    }
    out
}

/// Whether the text holds a number followed by a unit or a percentage ("3.5 N/mm", "12 %",
/// "40 min"): a measurement.
fn has_measurement(normalised: &str) -> bool {
    let bytes = normalised.as_bytes();
    bytes.iter().enumerate().any(|(i, b)| {
        b.is_ascii_digit()
            && bytes
                .get(i + 1..)
                .map(|rest| {
                    let rest = std::str::from_utf8(rest).unwrap_or_default();
                    let rest = rest.trim_start_matches(|c: char| c.is_ascii_digit() || c == '.');
                    let rest = rest.trim_start();
                    rest.starts_with('%')
                        || rest.starts_with("°")
                        || UNITS.iter().any(|u| {
                            rest.starts_with(u)
                                && !rest[u.len()..].starts_with(|c: char| c.is_alphabetic())
                        })
                })
                .unwrap_or(false)
    })
}

const UNITS: &[&str] = &[
    "mm",
    "cm",
    "m",
    "km",
    "µm",
    "um",
    "nm",
    "g",
    "kg",
    "mg",
    "t",
    "l",
    "ml",
    "n",
    "kn",
    "mpa",
    "kpa",
    "pa",
    "psi",
    "bar",
    "v",
    "kv",
    "a",
    "ma",
    "w",
    "kw",
    "kwh",
    "hz",
    "khz",
    "mhz",
    "c",
    "f",
    "k",
    "s",
    "ms",
    "min",
    "h",
    "hr",
    "hrs",
    "hours",
    "days",
    "weeks",
    "ppm",
    "ppb",
    "db",
    "rpm",
    "x",
    "n/mm",
    "mb",
    "gb",
    "tb",
    "fps",
    "lux",
    "cycles",
    "samples",
    "batches",
    "runs",
    "trials",
    "tests",
    "versions",
    "prototypes",
];

/// The facets a sentence shows.
pub fn facets(sentence: &str) -> Facets {
    let text = normalise(sentence);
    let measurement = has_measurement(&text);
    let w = weigh_all(&text);
    Facets {
        uncertainty: w[0],
        work: w[1] + if measurement { 1.0 } else { 0.0 },
        advancement: w[2] + if measurement { 0.5 } else { 0.0 },
        records: w[3],
    }
}

/// Every cue weight of a whole text: the four facets, then each exclusion in [`EXCLUSIONS`]'
/// order; and whether it states a measurement (a number with a unit).
pub fn profile(text: &str) -> ([f32; SLOTS], bool) {
    let normalised = normalise(text);
    (weigh_all(&normalised), has_measurement(&normalised))
}

/// How strongly a text reads as each exclusion, strongest first, above zero only.
pub fn exclusions(text: &str) -> Vec<(&'static Exclusion, f32)> {
    let w = weigh_all(&normalise(text));
    let mut found: Vec<(&'static Exclusion, f32)> = EXCLUSIONS
        .iter()
        .zip(&w[4..])
        .map(|(e, w)| (e, *w))
        .filter(|(_, w)| *w > 0.0)
        .collect();
    found.sort_by(|a, b| b.1.total_cmp(&a.1));
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plain_words_are_recognised() {
        let f = facets("Nobody could tell us if the seal would hold in a freezer.");
        assert!(f.uncertainty >= 2.0, "{f:?}");
        let f =
            facets("We poured nine slabs, changing the fibre content each time, and weighed them.");
        assert!(f.work >= 2.0, "{f:?}");
        let f = facets("It turned out the cracks started at the corners, so the radius matters.");
        assert!(f.advancement >= 2.0, "{f:?}");
    }

    #[test]
    fn measurements_are_numbers_with_units() {
        assert!(has_measurement(&normalise("peel strength was 3.5 N/mm")));
        assert!(has_measurement(&normalise("it fell 12% overnight")));
        assert!(!has_measurement(&normalise("we met on 3 March")));
    }
}
