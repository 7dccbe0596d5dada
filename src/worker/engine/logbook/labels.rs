//! What a sentence of a record is (issue 36): a hypothesis (only when one is stated or
//! expected), a next step, a conclusion (what was decided, learned or ruled out), a measured or
//! observed result, or otherwise the activity itself. English and French.

use chrono::{Datelike, NaiveDate};
use serde::{Deserialize, Serialize};

use crate::worker::engine::dates::DateStyle;

use super::label_cues::{
    CONCLUSION, DECIDED, DID, HAPPENED, HYPOTHESIS, JUDGES, NEXT, RESULT, UNITS,
};
use super::setups::{READS, sets_up, settings_only, states_now};
use super::state_cues::{DOES, DONE_FR, NONE_FOUND, NUMBERS, PRESENT_JUDGEMENT};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Label {
    Hypothesis,
    Activity,
    Result,
    Conclusion,
    NextStep,
}

/// Whether a sentence states a measured value: a number with a unit or a percentage.
pub(super) fn measured(lower: &str) -> bool {
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

/// Auxiliaries of a past tense, English and French (the French « a » apart: it is also the
/// English article).
const PAST_AUXILIARIES: &[&str] = &[
    " was ",
    " were ",
    " had ",
    " did ",
    " ont ",
    " avons ",
    " était ",
    " étaient ",
    " avait ",
];

/// Whether a sentence is written in a past tense (a record of what happened).
pub(super) fn past(lower: &str) -> bool {
    PAST_AUXILIARIES.iter().any(|w| lower.contains(w)) || lower.contains(" a ") || {
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
        style.find(sentence).is_some_and(|(at, end, d)| {
            // "the gain noted on January 23", "the layout from Dec. 20": a date of something
            // already done.
            let done = sentence[..at]
                .split_whitespace()
                .rev()
                .take(2)
                .filter(|w| !PLANNED.contains(&w.to_lowercase().as_str()))
                .any(|w| {
                    w.ends_with("ed")
                        || participle(w)
                        || ["from", "since", "depuis"].contains(&w.to_lowercase().as_str())
                });
            // A day written without its year more than half a year ahead is last year's
            // ("Dec. 20" in a January entry).
            let yearless = !sentence[at..end].contains(&entry.year().to_string());
            let far = d > entry + chrono::Days::new(183);
            d > entry && d <= entry + chrono::Days::new(366) && !done && !(yearless && far)
        })
    });
    if later && !reports_the_past(&lower) {
        Label::NextStep
    } else {
        l
    }
}

/// Whether a sentence reports what happened: a past tense in English, a passé composé in French
/// (« a fait »; "a" alone is also the English article).
fn reports_the_past(lower: &str) -> bool {
    let words: Vec<&str> = lower.split_whitespace().collect();
    PAST_AUXILIARIES.iter().any(|w| lower.contains(w))
        || first_word(lower).ends_with("ed")
        || words
            .windows(2)
            .any(|w| w[0] == "a" && w[1].len() > 3 && participle(w[1]))
}

/// Verbs that open an instruction to do something next ("Send both lots out", "Ask the mill
/// for a certificate", "Try a finer mesh").
const IMPERATIVES: &[&str] = &[
    "send", "ask", "try", "write", "order", "call", "book", "repeat", "rerun", "re-run", "retest",
    "re-test", "schedule", "buy", "email", "e-mail", "confirm", "follow", "find", "request",
    "contact", "get", "talk", "redo", "re-do", "move", "swap", "switch",
];

/// French words in -er and -ir that are no infinitive.
const NOT_INFINITIVES: &[&str] = &[
    "acier", "hier", "hiver", "premier", "dernier", "cahier", "papier", "fer", "panier", "levier",
    "palier", "chantier", "atelier", "fumier", "quartier", "soir", "noir", "loisir", "plaisir",
    "avenir", "désir", "fermier", "métier", "sentier", "dossier", "boîtier", "clavier", "plancher",
    "rocher", "cuir", "laser", "poster", "super", "master", "leader", "cluster", "buffer", "filer",
];

/// Whether a sentence opens as an instruction: an English verb of [`IMPERATIVES`] (not a noun,
/// "Call with the supplier", "Repeat of run 3"), or in a French sentence an infinitive
/// (« Démonter la canneuse mercredi », « Vérifier l'hiver prochain si ... »).
fn instructs(lower: &str) -> bool {
    let words: Vec<&str> = lower.split_whitespace().collect();
    let first = first_word(lower);
    // The word itself opens the sentence (no record label before it).
    if words.first().is_none_or(|w| !w.starts_with(first)) || first.is_empty() {
        return false;
    }
    let second = words.get(1).copied().unwrap_or_default();
    if matches!(
        second,
        "of" | "with" | "avec" | "de" | "du" | "des" | ":" | "="
    ) || words[0].ends_with([':', ','])
    {
        return false;
    }
    let french = [
        " la ", " le ", " les ", " des ", " du ", " si ", " sur ", " pis ", " une ",
    ]
    .iter()
    .any(|w| lower.contains(w));
    // « Préchauffer une traverse prend 3 min »: the infinitive is the subject of a verb.
    let subject = [
        " prend ",
        " prennent ",
        " coûte ",
        " demande ",
        " donne ",
        " permet ",
    ]
    .iter()
    .any(|v| lower.contains(v));
    IMPERATIVES.contains(&first)
        || (french
            && !subject
            && first.chars().count() > 4
            && (first.ends_with("er") || first.ends_with("ir"))
            && !NOT_INFINITIVES.contains(&first))
}

/// What a sentence's opening says it is ("Guess: ...", "Next thing to try is ...",
/// « Prochaine étape : ... », « Décision : ... »): the writer's own label, which wins.
fn announced(lower: &str) -> Option<Label> {
    let t = lower.trim_start();
    let opens = |leads: &[&str]| leads.iter().any(|l| t.starts_with(l));
    if opens(&[
        "next:",
        "next step",
        "next thing",
        "next up",
        "to do:",
        "todo:",
        "prochaine étape",
        "prochaines étapes",
        "à faire :",
        "à faire:",
        "suite :",
    ]) {
        Some(Label::NextStep)
    } else if opens(&[
        "decision:",
        "decision :",
        "décision :",
        "décision:",
        "conclusion:",
        "conclusion :",
        "verdict",
        "bottom line",
        // A rule the shop now works by ("From today every posterior unit ...", « Règle de
        // l'atelier : ... », « Dorénavant ... »).
        "from today",
        "from now on",
        "going forward",
        "new rule",
        "shop rule",
        "dorénavant",
        "désormais",
        "à partir de maintenant",
        "à partir d'aujourd'hui",
        "règle de l'atelier",
        "nouvelle règle",
    ]) {
        Some(Label::Conclusion)
    } else if opens(&[
        "guess:",
        "guess ",
        "hunch:",
        "theory:",
        "hypothesis:",
        "hypothèse :",
        "hypothèse:",
        "idée :",
    ]) || [
        " thinks ",
        " think it",
        " pense que",
        " pense qu'",
        " pense aussi qu",
        " pensent que",
        " croit que",
        " croient que",
        " soupçonne",
        " suspects ",
    ]
    .iter()
    .any(|c| lower.contains(c))
    {
        Some(Label::Hypothesis)
    } else {
        None
    }
}

/// The label of one sentence of a record.
pub fn label(sentence: &str) -> Label {
    let lower = format!(" {} ", sentence.to_lowercase());
    let has = |cues: &[&str]| cues.iter().any(|c| lower.contains(c));
    let figure = figure(&lower);
    let happened = HAPPENED.iter().any(|v| lower.contains(&format!(" {v} ")));
    if let Some(label) = announced(&lower) {
        label
    } else if has(HYPOTHESIS) || expects(&lower) {
        Label::Hypothesis
    } else if has(NEXT) || lower.starts_with(" to ") || instructs(&lower) {
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
        && !happened
    {
        Label::Activity
    } else if figure || has(RESULT) || happened || NONE_FOUND.contains(&first_word(&lower)) {
        Label::Result
    } else if has(JUDGES) {
        Label::Conclusion
    } else if observes(&lower) {
        Label::Result
    } else {
        Label::Activity
    }
}

/// Whether a sentence reports, in the past, what a thing was or did rather than what the team
/// did ("Row A was still partly covered", "Six of the 20 patches had ravelled", "Every crack
/// started at the knurl").
fn observes(lower: &str) -> bool {
    let words: Vec<&str> = lower.split_whitespace().take(6).collect();
    let team = words
        .first()
        .is_some_and(|w| ["we", "i", "on", "nous", "j'ai", "they", "the team", "crew"].contains(w));
    let stated = words.iter().any(|w| matches!(*w, "was" | "were" | "had"));
    // The verb right after a short subject, the subject no verb itself ("Cast six cylinders
    // and cured them" is done; "Every crack started at the knurl" happened).
    let opens_with_a_verb = words.first().is_some_and(|w| {
        w.ends_with("ed") || DID.contains(w) || w.starts_with("re-") || w.ends_with(';')
    });
    let did = !opens_with_a_verb
        && !lower.contains(';')
        && words
            .iter()
            .skip(1)
            .take(2)
            .any(|w| w.len() > 4 && w.ends_with("ed"));
    // « Le pare-brise a givré deux fois », « les tiges ont noirci »: a thing's passé composé.
    let thing = words.first().is_some_and(|w| {
        ["le", "la", "les", "un", "une", "des", "ce", "cette", "ces"].contains(w)
            || w.starts_with("l'")
    });
    let happened_fr = thing
        && words.windows(2).any(|p| {
            // « a fendu », « ont noirci »: participles in -u and -i as well.
            matches!(p[0], "a" | "ont" | "est" | "sont")
                && p[1].len() > 3
                && (participle(p[1]) || p[1].ends_with(['u', 'i']))
        });
    !team && (stated || did || happened_fr || states_now(lower))
}

#[cfg(test)]
mod tests;
