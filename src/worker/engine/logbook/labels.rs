//! What a sentence of a record is (issue 36): a hypothesis (only when one is stated or
//! expected), a next step, a conclusion (what was decided, learned or ruled out), a measured or
//! observed result, or otherwise the activity itself. English and French.

use serde::Serialize;

use super::label_cues::{CONCLUSION, HYPOTHESIS, NEXT, RESULT};

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
            c.is_ascii_digit() || matches!(c, '.' | ',' | ' ' | '\u{a0}')
        });
        let unit = after.starts_with('%')
            || after.starts_with("°")
            || [
                "mm", "cm", "µm", "um", "mpa", "kpa", "psi", "kn", "n ", "n/", "nm", "kg", "mg",
                "g/", "g ", "ml", "l/", "ppm", "ppb", "db", "hz", "khz", "ms", "min", "h ", "h,",
                "s ", "rpm", "cp", "w ", "kw", "v ", "ma", "ua", "µa", "j ", "bar", "lux", "ppfd",
            ]
            .iter()
            .any(|u| after.starts_with(u));
        // Not a date's or a label's digits ("B3", "2025-03-04").
        let prev = if i == 0 { b' ' } else { bytes[i - 1] };
        unit && !prev.is_ascii_alphabetic()
    })
}

/// Irregular past tenses a record of what was done opens with ("Ran", "Cut", "Ground").
const DID: &[&str] = &[
    "ran", "made", "cut", "set", "built", "ground", "wound", "put", "took", "began", "did", "fit",
    "bent", "spun", "sent", "drew", "wrote", "ate", "brought", "bought", "kept", "laid", "left",
    "let", "lit", "shot", "split", "swapped", "tried", "dug", "sewed", "froze",
];
/// Past tenses that report what happened rather than what was done ("Porosity fell").
const HAPPENED: &[&str] = &[
    "fell",
    "rose",
    "dropped",
    "climbed",
    "stayed",
    "reached",
    "showed",
    "held",
    "failed",
    "passed",
    "cracked",
    "broke",
    "leaked",
    "smelled",
    "tasted",
    "looked",
    "rated",
    "scored",
    "measured",
    "gave",
    "came",
    "went",
    "grew",
    "shrank",
    "increased",
    "decreased",
    "improved",
    "worsened",
    "appeared",
    "formed",
    "peeled",
    "survived",
    "lasted",
    "hit",
    "averaged",
];
/// Present-tense verbs of a judgement ("The dwell helps but does not reach", "X is the design
/// to keep"): a conclusion when the sentence carries no figure.
const JUDGES: &[&str] = &[
    " is ",
    " are ",
    " helps",
    " gives ",
    " controls",
    " works",
    " does not ",
    " doesn't ",
    " cannot ",
    " can't ",
    " needs ",
    " matters",
    " fixes",
    " explains",
    " points to",
    " est ",
    " sont ",
    " donne ",
    " suffit",
    " fonctionne",
    " faut ",
    " explique",
    " règle ",
    " règlent",
    " suffisent",
    " protège",
    " apporte",
    " dépend ",
    " dépendent",
    " permet ",
    " permettent",
    " empêche",
    " ne ",
    " n'",
    " control ",
    " prevents",
    " depends ",
];

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
    let words: Vec<&str> = lower.split_whitespace().take(4).collect();
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
        return ["the", "a", "an", "all", "both", "each", "our"].contains(&second)
            || NUMBERS.contains(&second);
    }
    if DONE_FR.contains(&first) {
        return true;
    }
    if NONE_FOUND.contains(&first) {
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
        || (first.len() > 4
            && (first.ends_with('é') || first.ends_with("ée") || first.ends_with("és")));
    english || french
}

/// French names of what was done, opening a record ("Lavage de 40 meules", "Ajout d'un ...").
const DONE_FR: &[&str] = &[
    "passage",
    "première",
    "démarrage",
    "ajout",
    "transfert",
    "mesures",
    "mesure",
    "essai",
    "essais",
    "coulée",
    "mise",
    "test",
    "tests",
    "montage",
    "réglage",
    "remplacement",
    "installation",
    "préparation",
    "lavage",
    "brassage",
    "chauffage",
    "moulage",
    "séchage",
    "pesée",
    "prélèvement",
    "fabrication",
    "cuisson",
    "inoculation",
    "incubation",
    "rouissage",
    "trempage",
    "pressage",
    "broyage",
    "mélange",
    "filtration",
    "nettoyage",
    "collage",
    "assemblage",
    "découpe",
    "soudage",
    "ponçage",
    "pose",
    "application",
    "injection",
    "extrusion",
    "semis",
    "récolte",
];

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

const NUMBERS: &[&str] = &[
    "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "deux", "trois",
    "quatre", "cinq", "sept", "huit", "neuf", "dix",
];

/// Present-tense verbs that judge rather than report what was done ("Mixed precision keeps
/// the recall but misses the target").
const PRESENT_JUDGEMENT: &[&str] = &[
    " keeps ", " misses ", " beats ", " meets ", " gives ", " lets ", " helps ", " needs ",
    " works ", " fails ", " is ", " are ",
];

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

/// French observations that open with what was not found (« Aucun colmatage »).
const NONE_FOUND: &[&str] = &["aucun", "aucune", "no", "none", "nothing", "rien"];

/// The label of one sentence of a record.
pub fn label(sentence: &str) -> Label {
    let lower = format!(" {} ", sentence.to_lowercase());
    let has = |cues: &[&str]| cues.iter().any(|c| lower.contains(c));
    let figure = figure(&lower);
    if has(HYPOTHESIS) {
        Label::Hypothesis
    } else if has(NEXT) {
        Label::NextStep
    } else if opens_with_an_action(&lower)
        && (!has(RESULT) || acts_on_an_object(&lower))
        && !has(PRESENT_JUDGEMENT)
    {
        Label::Activity
    } else if has(CONCLUSION) {
        Label::Conclusion
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
}
