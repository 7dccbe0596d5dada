//! Set-ups and readings: whether a record's figures set the work up ("cure 10 min at 200 °C",
//! "16 boards were sprayed") or report what came of it ("Bend force 72 N at −30 °C", "Extract
//! comes out at 14%").

use super::label_cues::HAPPENED;
use super::labels::{measured, past};
use super::state_cues::NUMBERS;

/// Irregular participles of an action ("Bin 7 was left untreated as the control").
const DONE_PARTICIPLES: &[&str] = &[
    "left", "set", "put", "cut", "kept", "made", "built", "run", "sent", "ground", "laid", "split",
    "spun", "sewn", "bent", "cast", "fitted", "fit",
];

/// Verbs that report a reading, whatever else the sentence says ("Sink depth measures 0.4 mm",
/// "Enzyme cost works out to $0.38/L", « il y a un résidu collant »).
pub(super) const READS: &[&str] = &[
    " measures ",
    " reads ",
    " sits at",
    " comes in at",
    " works out to",
    " comes to ",
    " came to ",
    " affiche ",
    " y'a ",
    " il y a ",
    " there is ",
    " there are ",
    " there's ",
    " on voit ",
    " on remarque ",
    " on constate ",
    " we see ",
    " we can see ",
    " you can see ",
];

/// Past participles that report an outcome, not an action ("was measured at", "were reduced").
const OUTCOME_PARTICIPLES: &[&str] = &[
    "measured",
    "observed",
    "found",
    "seen",
    "detected",
    "recorded",
    "noted",
    "rated",
    "reduced",
    "increased",
    "decreased",
    "improved",
    "affected",
    "limited",
    "needed",
    "required",
    "expected",
    "exceeded",
    "achieved",
    "reached",
    "obtained",
    "confirmed",
    "caused",
    "cracked",
    "damaged",
    "contaminated",
    "covered",
    "delaminated",
    "stuck",
    "lost",
    "worn",
    "broken",
    "frozen",
    "mesuré",
    "mesurée",
    "mesurés",
    "observé",
    "observée",
    "observés",
    "obtenu",
    "obtenue",
    "atteint",
    "atteinte",
    "réduit",
    "réduite",
    "amélioré",
    "améliorée",
    "causé",
    "causée",
];

/// Whether a sentence records a set-up rather than its outcome: a recipe ("B1 = soil + 8%
/// cement"), a repeat ("Same as Run 1, except ..."), a passive of an action ("16 boards were
/// sprayed", "Firmware 2.3 was flashed"), or a count that opens an action ("20 straps per
/// cavity soaked 2 h", "50 kg rockweed, ..., filtered at 100 µm").
pub(super) fn sets_up(lower: &str, words: &[&str]) -> bool {
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
        && all.windows(2).any(|p| {
            matches!(p[0], "was" | "were" | "got" | "been")
                && (action(p[1]) || DONE_PARTICIPLES.contains(&p[1]))
        });
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

/// Present-tense verbs of what a thing does or shows, English and French ("Every failure starts
/// at the bead edge", "GPU load peaks at 71%", « l'acier sort à 22 °C »).
const DOES_NOW: &[&str] = &[
    "shows",
    "starts",
    "peaks",
    "fades",
    "fade",
    "peel",
    "peels",
    "flakes",
    "goes",
    "gets",
    "turns",
    "stays",
    "sits",
    "drifts",
    "sags",
    "leaks",
    "cracks",
    "fails",
    "looks",
    "smells",
    "tastes",
    "drops",
    "rises",
    "falls",
    "climbs",
    "creeps",
    "lands",
    "loses",
    "sort",
    "sortent",
    "arrive",
    "arrivent",
    "brûle",
    "brûlent",
    "flotte",
    "flottent",
    "restent",
    "tient",
    "tiennent",
    "lâche",
    "lâchent",
    "fend",
    "fendent",
    "casse",
    "cassent",
    "montre",
    "montrent",
    "colle",
    "collent",
    "fuit",
    "fuient",
    "bombent",
    "jaunit",
    "noircit",
    "craque",
    "craquent",
    "décolle",
    "décollent",
    "gonfle",
    "gonflent",
    "coule",
    "coulent",
    "consomme",
    "grimpe",
    "chute",
    "show",
    "crack",
    "leak",
    "sag",
    "fail",
    "reach",
    "reaches",
    "exceed",
    "exceeds",
    "présente",
    "présentent",
    "affiche",
    "affichent",
    "atteint",
    "atteignent",
    "perd",
    "perdent",
    "dépassent",
];

/// Whether a sentence says, in the present, what a thing does or shows: a verb of
/// [`DOES_NOW`] after a subject that is not the team ("on", "we"), the verb not opening the
/// sentence (an instruction: "Hold at 200 °C").
pub(super) fn states_now(lower: &str) -> bool {
    let words: Vec<&str> = lower
        .split_whitespace()
        .take(8)
        .map(|w| w.trim_matches(|c: char| !c.is_alphanumeric() && c != '\''))
        .collect();
    let team = |w: &str| ["we", "i", "on", "nous", "je", "you", "they"].contains(&w);
    words.iter().enumerate().skip(1).any(|(i, w)| {
        // "on" opens a French sentence as its subject; inside one it is the English preposition.
        DOES_NOW.contains(w) && !team(words[0]) && !team(words[i - 1])
    })
}

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
pub(super) fn settings_only(lower: &str) -> bool {
    let verb = past(lower)
        || REPORTS.iter().any(|r| lower.contains(r))
        || states_now(lower)
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
        // A decimal is a reading's figure even where its unit is not known ("GIc 0.92 kJ/m2").
        let decimal = w
            .trim_end_matches(|c: char| !c.is_ascii_digit())
            .contains(['.', ','])
            && w.chars().any(|c| c.is_ascii_digit());
        if !starts || !(measured(&format!(" {w} {next} ")) || decimal) {
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
