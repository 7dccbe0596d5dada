//! What a sentence of a record is (issue 36): a hypothesis (only when one is stated or
//! expected), a next step, a conclusion (what was decided, learned or ruled out), a measured or
//! observed result, or otherwise the activity itself. English and French.

use chrono::{Datelike, NaiveDate};
use serde::Serialize;

use crate::worker::engine::dates::DateStyle;

use super::label_cues::{
    CONCLUSION, DECIDED, DID, DOES, DONE_FR, HAPPENED, HYPOTHESIS, JUDGES, NEXT, NONE_FOUND,
    NUMBERS, OUTCOME_PARTICIPLES, PRESENT_JUDGEMENT, READS, RESULT, UNITS,
};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Label {
    Hypothesis,
    Activity,
    Result,
    Conclusion,
    NextStep,
}

/// Whether a sentence states a measured value: a number with a unit or a percentage.
fn measured(lower: &str) -> bool {
    let bytes = lower.as_bytes();
    lower.char_indices().any(|(i, c)| {
        if !c.is_ascii_digit() {
            return false;
        }
        let next = &lower[i + 1..];
        let after = next.trim_start_matches(|c: char| {
            c.is_ascii_digit() || matches!(c, '.' | ',' | ' ' | '\u{a0}' | '\u{202f}')
        });
        let token: String = after
            .chars()
            .take_while(|c| {
                c.is_alphanumeric() || matches!(c, '/' | '°' | '%' | 'µ' | '·' | '²' | '³')
            })
            .collect();
        let base = token.split('/').next().unwrap_or_default();
        let unit = token.starts_with('%')
            || token.starts_with('°')
            || UNITS.contains(&token.as_str())
            || (token.contains('/') && UNITS.contains(&base));
        // Not a date's or a label's digits ("B3", "2025-03-04").
        let prev = if i == 0 { b' ' } else { bytes[i - 1] };
        unit && !prev.is_ascii_alphabetic()
    })
}

/// Whether a French word ends as a past participle does ("coulé", "pesée", "moulés").
fn participle(word: &str) -> bool {
    word.ends_with('é') || word.ends_with("ée") || word.ends_with("és")
}

/// A French passive of what was done near the start (« Le marc a été utilisé ... »).
fn passive_done(words: &[&str]) -> bool {
    words
        .windows(2)
        .any(|w| matches!(w[0], "été") && participle(w[1]))
}

/// French nouns that end as a participle does ("Fermeté au jour 3 : 420 g").
fn noun_like_a_participle(word: &str) -> bool {
    word.ends_with("ité")
        || [
            "fermeté",
            "pureté",
            "propreté",
            "netteté",
            "dureté",
            "clarté",
            "santé",
            "qualité",
            "moitié",
            "côté",
            "été",
            "degré",
        ]
        .contains(&word)
}

/// Whether a sentence expects an outcome without saying "hypothesis" ("The sachet should hold
/// the moisture", "Expect a lighter filter load", "Think it's the wall ringing").
fn expects(lower: &str) -> bool {
    let first = first_word(lower);
    let should = lower.contains(" should ")
        && !lower.contains("should have")
        && ![" we should", " i should", " you should", " they should"]
            .iter()
            .any(|w| lower.contains(w));
    should || ["expect", "think", "suspect", "guess", "probably"].contains(&first)
}

/// Whether a sentence is written in a past tense (a record of what happened).
fn past(lower: &str) -> bool {
    [
        " was ",
        " were ",
        " had ",
        " did ",
        " a ",
        " ont ",
        " avons ",
        " était ",
        " étaient ",
        " avait ",
    ]
    .iter()
    .any(|w| lower.contains(w))
        || {
            let first = first_word(lower);
            first.len() > 4 && first.ends_with("ed")
        }
}

/// The first word of a sentence after its record label ("B3: poured ..." -> "poured").
fn first_word(lower: &str) -> &str {
    let t = lower.trim();
    let body = match t.split_once(':') {
        Some((head, rest)) if head.split_whitespace().count() <= 3 => rest,
        _ => t,
    };
    body.split(|c: char| !c.is_alphanumeric() && c != '\'' && c != '-')
        .find(|w| !w.is_empty())
        .unwrap_or_default()
}

/// Whether a sentence opens with what was done: a past-tense verb of an action ("Poured",
/// "Cycled", "Ran"), or in French « On a ... », « Nous avons ... », a participle ("Coulé").
fn opens_with_an_action(lower: &str) -> bool {
    let first = first_word(lower);
    let words: Vec<&str> = lower.split_whitespace().take(5).collect();
    if sets_up(lower, &words) {
        return true;
    }
    // "Far-red seedlings were 11% taller": the first word describes a subject.
    if words
        .iter()
        .any(|w| matches!(*w, "was" | "were" | "is" | "are" | "est" | "sont" | "était"))
    {
        return false;
    }
    if HAPPENED.contains(&first) {
        // "Broke three cylinders" is done; "Broke at 12 kN" happened.
        let second = words.get(1).copied().unwrap_or_default();
        let third = words.get(2).copied().unwrap_or_default();
        // "Formed 30 tips" is done; "Rose 12 mm" happened.
        let counted = second.starts_with(|c: char| c.is_ascii_digit())
            && !measured(&format!(" {second} {third} "));
        return ["the", "a", "an", "all", "both", "each", "our"].contains(&second)
            || NUMBERS.contains(&second)
            || counted;
    }
    if DONE_FR.contains(&first) {
        return true;
    }
    if NONE_FOUND.contains(&first) || DECIDED.contains(&first) {
        return false;
    }
    let english = (first.len() > 4 && first.ends_with("ed")) || DID.contains(&first);
    let t = lower.trim_start();
    let french = [
        "on a ",
        "on a\u{a0}",
        "nous avons ",
        "j'ai ",
        "on est ",
        "on s'est ",
    ]
    .iter()
    .any(|p| t.starts_with(p))
        || passive_done(&words)
        || (first.len() > 4 && !noun_like_a_participle(first) && participle(first));
    english || french
}

/// Whether a sentence records a set-up rather than its outcome: a recipe ("B1 = soil + 8%
/// cement"), a repeat ("Same as Run 1, except ..."), a passive of an action ("16 boards were
/// sprayed", "Firmware 2.3 was flashed"), or a count that opens an action ("20 straps per
/// cavity soaked 2 h", "50 kg rockweed, ..., filtered at 100 µm").
fn sets_up(lower: &str, words: &[&str]) -> bool {
    let t = lower.trim_start();
    if words.iter().take(3).any(|w| *w == "=")
        || ["same as ", "pareil comme ", "même recette", "idem "]
            .iter()
            .any(|p| t.starts_with(p))
    {
        return true;
    }
    let action = |w: &str| {
        let w = w.trim_matches(|c: char| !c.is_alphanumeric());
        w.len() > 4
            && w.ends_with("ed")
            && !OUTCOME_PARTICIPLES.contains(&w)
            && !HAPPENED.contains(&w)
    };
    let all: Vec<&str> = t.split_whitespace().take(9).collect();
    // "About 20% of the surface was stripped": an outcome's share.
    let share = all.first().is_some_and(|w| {
        w.ends_with('%') || ["about", "around", "approx.", "~", "some", "environ"].contains(w)
    });
    let passive = !share
        && all
            .windows(2)
            .any(|p| matches!(p[0], "was" | "were" | "got" | "been") && action(p[1]));
    // "Five of seven tasters picked out ...": a count of an outcome.
    let counted = all
        .first()
        .is_some_and(|w| w.starts_with(|c: char| c.is_ascii_digit()) || NUMBERS.contains(w))
        && !all.get(1).is_some_and(|w| ["of", "out", "sur"].contains(w))
        && all.iter().skip(1).any(|w| action(w));
    passive || counted
}

/// Words before a figure that make it a setting of the work, not its outcome ("cure 10 min at
/// 200 °C", « moût à 36 °Brix », "pre-treatment at 0.1%, 45 °C for 3 h").
const SETTING: &[&str] = &[
    "at", "@", "à", "for", "pendant", "durant", "with", "avec", "per", "into",
];

/// Verbs that report a state or a change: a sentence with one reports an outcome, whatever its
/// figures follow ("The flow rose to", « le débit est monté à », "Extract comes out at").
const REPORTS: &[&str] = &[
    " does ", " not ", " pas ", " is ", " are ", " est ", " sont ", " comes ", " puts ", " gives ",
    " reste", " baisse", " monte", " tombe", " passe ", " hits ", " shows ",
];

/// Whether a figure's unit is a duration ("10 min à 200 °C": a time at a setting).
fn duration(unit: &str) -> bool {
    let u = unit.trim_start_matches(|c: char| c.is_ascii_digit() || matches!(c, '.' | ','));
    [
        "s", "min", "mins", "minutes", "h", "hr", "hrs", "hour", "hours", "heure", "heures", "j",
        "jours", "days", "d", "wk", "weeks", "semaines",
    ]
    .contains(&u)
}

/// Whether every measured figure of a sentence is a setting: after a setting word, after a
/// setting it joins ("240 °C / 45 min", "36 °Brix et 12 °C"), or before "at"/"à" ("10 min à
/// 200 °C").
fn settings_only(lower: &str) -> bool {
    let verb = past(lower)
        || REPORTS.iter().any(|r| lower.contains(r))
        || lower
            .split_whitespace()
            .skip(1)
            .any(|w| w.trim_end_matches([',', '.', ';']).ends_with("ed"));
    if verb {
        return false;
    }
    let words: Vec<&str> = lower.split_whitespace().collect();
    fn bare(w: &str) -> &str {
        w.trim_matches(|c: char| matches!(c, ',' | ';' | '(' | ')' | '.' | ':'))
    }
    let mut figures = 0;
    let mut previous_setting = false;
    let mut i = 0;
    while i < words.len() {
        let w = bare(words[i]);
        let starts = w
            .trim_start_matches(['−', '-', '+', '~', '/'])
            .starts_with(|c: char| c.is_ascii_digit());
        let next = words.get(i + 1).map_or("", |n| bare(n));
        if !starts || !measured(&format!(" {w} {next} ")) {
            previous_setting &= matches!(w, "/" | "et" | "and" | "+" | "");
            i += 1;
            continue;
        }
        figures += 1;
        let before = if i == 0 { "" } else { bare(words[i - 1]) };
        let unit_glued = !w.ends_with(|c: char| c.is_ascii_digit());
        let after = words
            .get(i + if unit_glued { 1 } else { 2 })
            .map_or("", |n| bare(n));
        // A range's second end ("2,93 à 3,08 mm") is a reading.
        let range = i >= 2 && bare(words[i - 2]).starts_with(|c: char| c.is_ascii_digit());
        let setting = (SETTING.contains(&before) && !range)
            || (previous_setting && matches!(before, "/" | "et" | "and" | "+" | ""))
            || (matches!(after, "at" | "à") && duration(if unit_glued { w } else { next }));
        if !setting {
            return false;
        }
        previous_setting = true;
        i += if unit_glued { 1 } else { 2 };
    }
    figures > 0
}

/// A figure a result states: a number with a unit, a decimal, a count out of a total ("5 of 7",
/// « 5 meules sur 40 »).
fn figure(lower: &str) -> bool {
    if measured(lower) {
        return true;
    }
    let b = lower.as_bytes();
    let decimal = (1..b.len().saturating_sub(1)).any(|i| {
        matches!(b[i], b'.' | b',') && b[i - 1].is_ascii_digit() && b[i + 1].is_ascii_digit()
    });
    let words: Vec<&str> = lower.split_whitespace().collect();
    let count = |w: &str| w.chars().all(|c| c.is_ascii_digit()) || NUMBERS.contains(&w);
    let out_of = words.windows(3).any(|w| {
        count(w[0])
            && matches!(w[1], "of" | "sur" | "out")
            && count(w[2].trim_end_matches(['.', ',']))
    }) || words.windows(4).any(|w| {
        count(w[0]) && matches!(w[2], "of" | "sur") && count(w[3].trim_end_matches(['.', ',']))
    });
    decimal || out_of
}

/// Whether the opening verb takes an object ("Broke three cylinders", "Measured the heat"):
/// then it is what was done, though the verb can also report an outcome.
fn acts_on_an_object(lower: &str) -> bool {
    let words: Vec<&str> = lower.split_whitespace().take(2).collect();
    let second = words.get(1).copied().unwrap_or_default();
    [
        "the", "a", "an", "all", "both", "each", "our", "its", "their",
    ]
    .contains(&second)
        || NUMBERS.contains(&second)
        || second.chars().next().is_some_and(|c| c.is_ascii_digit())
}

/// Participles of a plan: the date after them is still to come.
const PLANNED: &[&str] = &[
    "scheduled",
    "planned",
    "booked",
    "slated",
    "expected",
    "prévu",
    "prévue",
    "prévus",
    "prévues",
    "planifié",
    "planifiée",
    "booké",
    "bookée",
];

/// The label of a sentence of an entry dated `entry`: a sentence that is not a record of the past
/// and names a later date ("Pilot lot is scheduled for 5/19/2025", « les pieux vont au chantier
/// le 2 juin ») is a next step.
pub fn label_in_entry(sentence: &str, entry: NaiveDate) -> Label {
    let l = label(sentence);
    if matches!(l, Label::Hypothesis | Label::NextStep) {
        return l;
    }
    let lower = format!(" {} ", sentence.to_lowercase());
    let later = [true, false].into_iter().any(|day_first| {
        let style = DateStyle {
            year: Some(entry.year()),
            day_first,
            firm: true,
        };
        style.find(sentence).is_some_and(|(at, _, d)| {
            // "the gain noted on January 23": a date of something already done.
            let done = sentence[..at]
                .split_whitespace()
                .rev()
                .take(2)
                .filter(|w| !PLANNED.contains(&w.to_lowercase().as_str()))
                .any(|w| w.ends_with("ed") || participle(w));
            d > entry && d <= entry + chrono::Days::new(366) && !done
        })
    });
    if later && !past(&lower) {
        Label::NextStep
    } else {
        l
    }
}

/// The label of one sentence of a record.
pub fn label(sentence: &str) -> Label {
    let lower = format!(" {} ", sentence.to_lowercase());
    let has = |cues: &[&str]| cues.iter().any(|c| lower.contains(c));
    let figure = figure(&lower);
    if has(HYPOTHESIS) || expects(&lower) {
        Label::Hypothesis
    } else if has(NEXT) || lower.starts_with(" to ") {
        Label::NextStep
    } else if has(READS) {
        Label::Result
    } else if lower.starts_with(" so ") || (has(DOES) && !past(&lower)) {
        Label::Conclusion
    } else if opens_with_an_action(&lower)
        && (!has(RESULT) || acts_on_an_object(&lower))
        && !has(PRESENT_JUDGEMENT)
    {
        Label::Activity
    } else if has(CONCLUSION) {
        Label::Conclusion
    } else if figure
        && !NONE_FOUND.contains(&first_word(&lower))
        && settings_only(&lower)
        && !has(RESULT)
        && !HAPPENED.iter().any(|v| lower.contains(&format!(" {v} ")))
    {
        Label::Activity
    } else if figure
        || has(RESULT)
        || HAPPENED.iter().any(|v| lower.contains(&format!(" {v} ")))
        || NONE_FOUND.contains(&first_word(&lower))
    {
        Label::Result
    } else if has(JUDGES) {
        Label::Conclusion
    } else {
        Label::Activity
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sentences_are_labelled_by_what_they_are() {
        assert_eq!(
            label("Hypothesis: a finer grind will cut the set time."),
            Label::Hypothesis
        );
        assert_eq!(label("Poured slab S1 with 2% fibre."), Label::Activity);
        assert_eq!(
            label("Compressive strength 31.2 MPa at 7 days."),
            Label::Result
        );
        assert_eq!(
            label("Linear compensation is ruled out."),
            Label::Conclusion
        );
        assert_eq!(
            label("Next: repeat at -20 C with the new primer."),
            Label::NextStep
        );
        assert_eq!(
            label("On s'attend à ce que la chaux accélère la prise."),
            Label::Hypothesis
        );
        assert_eq!(label("Affaissement 18 cm avec 24 % d'eau."), Label::Result);
        assert_eq!(
            label("Le GU seul est écarté pour ce gisement."),
            Label::Conclusion
        );
        assert_eq!(
            label("Prochaine étape : essais à 90 jours."),
            Label::NextStep
        );
        assert_eq!(label("Batch B3 made on line 2."), Label::Activity);
    }

    #[test]
    fn expectations_decisions_and_findings_are_told_from_what_was_done() {
        // A result's unit before punctuation; a noun ending like a participle.
        assert_eq!(label("Bend force A 96 N, B 61 N."), Label::Result);
        assert_eq!(label("Fermeté au jour 3 : 420 g."), Label::Result);
        // An expectation without the word "hypothesis".
        assert_eq!(
            label("The sachet should hold the moisture under 5%."),
            Label::Hypothesis
        );
        assert_eq!(label("Expect a lighter filter load."), Label::Hypothesis);
        // A decision that opens like a past tense; a finding in the present tense.
        assert_eq!(
            label("Decided to run the S3 mix on line 2."),
            Label::Conclusion
        );
        assert_eq!(
            label("The radiused anvil removes the neck cracks at 40 J."),
            Label::Conclusion
        );
        assert_eq!(label("So it's the wall."), Label::Conclusion);
        // A French passive of what was done.
        assert_eq!(
            label("Le marc a été utilisé moins de 24 heures après la collecte."),
            Label::Activity
        );
        assert_eq!(
            label("Formed 30 tips at the die temperature of 210 °C."),
            Label::Activity
        );
    }

    #[test]
    fn set_ups_readings_and_plans_are_told_apart() {
        // Figures that set the work up, in a passive, a count, a recipe or a fragment.
        assert_eq!(
            label("16 boards were sprayed with the UV urethane."),
            Label::Activity
        );
        assert_eq!(
            label("20 straps per cavity soaked 2 h at −40 °C."),
            Label::Activity
        );
        assert_eq!(label("B1 = Pit 3 soil + 8% GU cement."), Label::Activity);
        assert_eq!(
            label("Batch de 50 boîtiers, poudre standard, cure 10 min à 200 °C."),
            Label::Activity
        );
        // The same words as readings.
        assert_eq!(label("Bend force 72 N at −30 °C."), Label::Result);
        assert_eq!(label("Le débit est monté à 245 L/h."), Label::Result);
        assert_eq!(
            label("About 20% of the aggregate surface was stripped."),
            Label::Result
        );
        assert_eq!(
            label("Enzyme cost works out to $0.38/L of extract."),
            Label::Result
        );
        assert_eq!(
            label("We suspect the acrylic pulls back from sharp edges."),
            Label::Hypothesis
        );
        // A later date makes a plan; a date of something already done does not.
        let day = NaiveDate::from_ymd_opt(2025, 3, 24).expect("a date");
        assert_eq!(
            label_in_entry(
                "The tool goes to the toolroom on April 7 for the change.",
                day
            ),
            Label::NextStep
        );
        assert_ne!(
            label_in_entry("The gain noted on April 7 is overstated.", day),
            Label::NextStep
        );
    }
}
