//! Claims read against the evidence: each figure, date and name of lines 244 and 246 must be in
//! a selected file; a gain must come with its numbers.

use chrono::Datelike;

use super::checks::{Read, finding};
use super::figures::{Index, Unit};
use super::lexicon;
use super::{Finding, FiscalYear, Kind, Severity};

/// Whether a sentence claims a gain with an intensifier ("greatly improved", "much stiffer",
/// "nettement supérieure") and no number after it.
pub fn unmeasured(norm: &str) -> bool {
    let claims = |at: usize, len: usize| {
        let rest = &norm[at + len..];
        let next = rest.split_whitespace().take(2).collect::<Vec<_>>();
        let inflates = next.iter().enumerate().any(|(i, w)| {
            lexicon::COMPARATIVES.iter().any(|c| w.starts_with(c))
                || (i == 0 && w.len() > 4 && w.ends_with("er") && !w.ends_with("ever"))
        });
        // "a blade iced much more than the others": an observation among the items tested.
        let end = rest.trim_end_matches(|c: char| c == '.' || c == '!' || c.is_whitespace());
        let among = [
            "than the others",
            "than the rest",
            "que les autres",
            "que l'autre",
        ]
        .iter()
        .any(|p| end.ends_with(p));
        inflates && !among && !rest.contains(|c: char| c.is_ascii_digit())
    };
    let intensified = lexicon::INTENSIFIERS.iter().any(|cue| {
        norm.match_indices(cue).any(|(at, _)| {
            let before = &norm[..at];
            // "as much as", "how much", "so far", "by far": not an inflated gain.
            !(before.ends_with(" as")
                || before.ends_with(" how")
                || before.ends_with(" so")
                || before.ends_with(" by")
                || before.ends_with(" too"))
                && claims(at, cue.len())
        })
    });
    // "improved significantly", "amélioré considérablement".
    let after_verb = lexicon::INTENSIFIERS.iter().any(|cue| {
        norm.match_indices(cue).any(|(at, _)| {
            let verb = norm[..at].split_whitespace().last().unwrap_or_default();
            let inflates = [
                "improv", "enhanc", "reduc", "increas", "amélior", "rédui", "augment", "diminu",
                "accru",
            ]
            .iter()
            .any(|c| verb.starts_with(c));
            inflates && !norm[at..].contains(|c: char| c.is_ascii_digit())
        })
    });
    let gains = lexicon::GAINS.iter().any(|g| {
        norm.find(g)
            .is_some_and(|at| !norm[at..].contains(|c: char| c.is_ascii_digit()))
    });
    (intensified || after_verb || gains) && !rejected_trade_off(norm)
}

/// A gain paid for with a failure ("shortens the cycle but destroys the texture", « accélère
/// le séchage mais fissure la croûte »): why an approach was ruled out, not an inflated claim.
fn rejected_trade_off(norm: &str) -> bool {
    const COSTS: &[&str] = &[
        " destroy",
        " ruin",
        " damag",
        " crack",
        " split",
        " fail",
        " lose",
        " lost",
        " détrui",
        " abîm",
        " fissur",
        " endommag",
        " échou",
        " perd",
    ];
    [" but ", " mais "].iter().any(|b| {
        norm.find(b)
            .is_some_and(|at| COSTS.iter().any(|c| norm[at..].contains(c)))
    })
}

/// Adds an UNSUPPORTED finding when a figure or date of the sentence is in no selected file.
pub fn support(
    r: &Read,
    index: &Index,
    fiscal_year: Option<&FiscalYear>,
    context: &[String],
    findings: &mut Vec<Finding>,
) {
    let mut missing: Vec<String> = Vec::new();
    for n in &r.numbers {
        // "Whether these settings still help below -4 °C ... was not tested": a condition the
        // work did not reach states no result to find in the records (a figure claimed in
        // another clause of the sentence still needs its record).
        if n.unit == Unit::Label || in_an_untested_clause(&r.sentence.text, &n.written) {
            continue;
        }
        // A year of the tax year needs no record.
        let year_of_claim = n.unit == Unit::None
            && fiscal_year.is_some_and(|fy| {
                n.values.iter().any(|v| {
                    v.fract() == 0.0 && (fy.start.year() as f64..=fy.end.year() as f64).contains(v)
                })
            });
        // A count is named with what it counts ("1,460 outdoor walks", "47 rig shifts").
        let named = match n.unit {
            Unit::Noun => with_its_noun(&r.sentence.text, &n.written),
            _ => n.written.clone(),
        };
        if !year_of_claim
            && !difference(&r.sentence.text, n)
            && !index.holds(n)
            && !missing.contains(&named)
        {
            missing.push(named);
        }
    }
    for d in &r.dates {
        if !index.holds_date(d) && !missing.contains(&d.written) {
            missing.push(d.written.clone());
        }
    }
    // A name the draft's own line 242 already gives is the project's context; a place, a
    // client or a title ("our shop in Casselman", "P.Eng.") is context too: what must have a
    // record is who did or vouched for the work.
    for name in names(&r.sentence.text) {
        if !vouches(&r.sentence.text, &name) {
            continue;
        }
        let known = index.names(&name) || context.contains(&name.to_lowercase());
        if !known && !missing.contains(&name) {
            missing.push(name);
        }
    }
    if !missing.is_empty() {
        let mut f = finding(Kind::Unsupported, Severity::High, &r.sentence.text);
        f.figures = missing;
        findings.push(f);
    }
}

/// A count as the sentence writes it with the words it counts, up to three and before any
/// punctuation or linking word ("47 rig shifts of logging" → "47 rig shifts").
fn with_its_noun(sentence: &str, written: &str) -> String {
    let Some(at) = sentence.find(written) else {
        return written.to_owned();
    };
    const LINKS: &[&str] = &[
        "and", "or", "of", "in", "on", "at", "for", "with", "to", "from", "per", "by", "than",
        "et", "ou", "de", "des", "du", "en", "sur", "à", "au", "aux", "pour", "avec", "par", "que",
        "the", "le", "la", "les", "before", "after", "during", "over", "under", "since", "avant",
        "après", "pendant", "sous", "depuis",
    ];
    let mut out = written.to_owned();
    for word in sentence[at + written.len()..].split_whitespace().take(3) {
        let bare = word.trim_end_matches(|c: char| !c.is_alphanumeric());
        let clean = !bare.is_empty()
            && bare
                .chars()
                .all(|c| c.is_alphabetic() || c == '-' || c == '\'' || c == '’');
        if !clean || LINKS.contains(&bare.to_lowercase().as_str()) {
            break;
        }
        out.push(' ');
        out.push_str(bare);
        if bare.len() < word.len() {
            break;
        }
    }
    out
}

/// Whether the clause of `sentence` that states `figure` says it was not tested or measured
/// (a limit of the work), clauses being cut at ";", ":" and "but"/« mais ».
fn in_an_untested_clause(sentence: &str, figure: &str) -> bool {
    let lower = sentence.to_lowercase();
    let Some(at) = lower.find(&figure.to_lowercase()) else {
        return false;
    };
    let cuts = |text: &str| -> Vec<usize> {
        [";", ":", " but ", " mais ", ", while ", " alors que "]
            .iter()
            .flat_map(|c| text.match_indices(c).map(|(i, _)| i).collect::<Vec<_>>())
            .collect()
    };
    let bounds = cuts(&lower);
    let start = bounds
        .iter()
        .copied()
        .filter(|&i| i < at)
        .max()
        .unwrap_or(0);
    let end = bounds
        .iter()
        .copied()
        .filter(|&i| i > at)
        .min()
        .unwrap_or(lower.len());
    untested(&format!(" {} ", &lower[start..end]))
}

/// Whether a text says what was not tested or measured.
fn untested(norm: &str) -> bool {
    [
        " not tested",
        " not yet tested",
        " untested",
        " remains to be tested",
        " not measured",
        " not been tested",
        " not been measured",
        " pas été testé",
        " pas été mesuré",
        " pas encore été testé",
        " reste à tester",
        " reste à vérifier",
        " non testé",
        " non mesuré",
    ]
    .iter()
    .any(|c| norm.contains(c))
}

/// Whether a small count is a difference the draft derives ("2 fewer buses", « avec 2 autobus
/// de moins »): the records hold the two counts, not their difference.
fn difference(sentence: &str, n: &super::figures::Number) -> bool {
    if !n.values.iter().all(|v| v.fract() == 0.0 && *v <= 12.0) {
        return false;
    }
    // The figure standing alone, not the digits of a year or a decimal ("2024-2025").
    let alone = |at: usize| {
        let before = sentence[..at].chars().next_back();
        let after = sentence[at + n.written.len()..].chars().next();
        !before.is_some_and(|c| c.is_alphanumeric() || matches!(c, '.' | ',' | '-'))
            && !after.is_some_and(|c| c.is_ascii_digit() || matches!(c, '.' | ',' | '-'))
    };
    let Some((at, _)) = sentence
        .match_indices(n.written.as_str())
        .find(|(at, _)| alone(*at))
    else {
        return false;
    };
    let after = sentence[at + n.written.len()..].to_lowercase();
    after.split_whitespace().take(4).any(|w| {
        matches!(
            w.trim_matches(|c: char| !c.is_alphanumeric()),
            "fewer" | "less" | "more" | "moins" | "plus"
        )
    })
}

/// Weekdays, English and French: capitalised without being names (months are the dates
/// reader's, [`crate::worker::engine::dates::any_month`]).
const WEEKDAYS: &[&str] = &[
    "monday",
    "tuesday",
    "wednesday",
    "thursday",
    "friday",
    "saturday",
    "sunday",
];

/// Names a description may use without a record: places, standards bodies.
const COMMON_NAMES: &[&str] = &[
    "canada",
    "canadian",
    "canadien",
    "canadienne",
    "quebec",
    "québec",
    "québécois",
    "québécoise",
    "québécoises",
    "ontario",
    "alberta",
    "manitoba",
    "saskatchewan",
    "columbia",
    "british",
    "nova",
    "scotia",
    "brunswick",
    "newfoundland",
    "labrador",
    "yukon",
    "nunavut",
    "prairies",
    "prairie",
    "atlantic",
    "atlantique",
    "maritimes",
    "north",
    "america",
    "american",
    "amérique",
    "nord",
    "europe",
    "european",
    "européen",
    "européenne",
    "asia",
    "iso",
    "astm",
    "csa",
    "ansi",
    "iec",
    "ieee",
    "nist",
    "ul",
    "sae",
    "asme",
    "ashrae",
    "cra",
    "arc",
    "sr",
    "ed",
    "rs",
    "de",
    "srandd",
    "ita",
    "t661",
];

/// Words near a name that make it an organisation that did or vouched for the work.
const VOUCHING: &[&str] = &[
    "lab",
    "universit",
    "institut",
    "inc",
    "ltd",
    "ltée",
    "corp",
    "council",
    "conseil",
    "centre",
    "center",
    "agency",
    "agence",
    "consult",
    "engineering",
    "testing",
    "college",
    "collège",
    "cégep",
    "foundation",
    "fondation",
    "verif",
    "vérifi",
    "certif",
    "confirm",
    "independent",
    "indépendant",
    "audit",
    "accredit",
    "accrédit",
];

/// Whether a name stands as an organisation that did or vouched for the work: written as
/// one (an acronym, "FPInnovations"), or beside a word that says so within three words.
pub(super) fn vouches(sentence: &str, name: &str) -> bool {
    let capitals = name.chars().filter(|c| c.is_uppercase()).count();
    if capitals >= 2 && !name.contains('.') {
        return true;
    }
    let tokens: Vec<String> = sentence
        .split_whitespace()
        .map(|t| t.to_lowercase())
        .collect();
    let lower = name.to_lowercase();
    tokens
        .iter()
        .enumerate()
        .filter(|(_, t)| t.contains(&lower))
        .any(|(at, _)| {
            tokens[at.saturating_sub(3)..(at + 4).min(tokens.len())]
                .iter()
                .any(|t| {
                    let t = t.trim_matches(|c: char| !c.is_alphanumeric());
                    VOUCHING.iter().any(|v| t.starts_with(v))
                })
        })
}

/// The proper names of a sentence: capitalised words that do not open it or a clause.
pub fn names(sentence: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut opens = true;
    for token in sentence.split_whitespace() {
        let word = token.trim_matches(|c: char| !c.is_alphanumeric());
        let after_opening = opens;
        // A dash set apart opens a clause too ("November 7 — Extending the cure ...").
        opens = token.ends_with([':', '.', '?', '!', ';'])
            || ["\u{2014}", "\u{2013}", "-"].contains(&token);
        for part in word.split(['-', '\'', '\u{2019}', '/', '(', ')']) {
            let letters = part.chars().filter(|c| c.is_alphabetic()).count();
            let capital = part.chars().next().is_some_and(char::is_uppercase);
            let roman = part.chars().all(|c| "IVXL".contains(c));
            // A capital inside a word ("FPInnovations", "McIntosh") names something even where
            // a sentence opens.
            let inner_capital = part
                .char_indices()
                .skip(1)
                .any(|(at, c)| c.is_uppercase() && part[..at].chars().any(char::is_lowercase))
                || (part.chars().take(2).all(char::is_uppercase)
                    && part.chars().skip(2).any(char::is_lowercase));
            if (after_opening && !inner_capital)
                || !capital
                || letters < 2
                || roman
                || part.chars().any(|c| c.is_ascii_digit())
            {
                continue;
            }
            let lower = part.to_lowercase();
            if WEEKDAYS.contains(&lower.as_str())
                || crate::worker::engine::dates::any_month(part).is_some()
                || COMMON_NAMES.contains(&lower.as_str())
            {
                continue;
            }
            out.push(part.to_owned());
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::with_its_noun;

    #[test]
    fn a_count_is_named_with_what_it_counts() {
        let s = "Over the winter, testers logged 1,460 outdoor walks on the new tip.";
        assert_eq!(with_its_noun(s, "1,460"), "1,460 outdoor walks");
        assert_eq!(
            with_its_noun("It took 47 rig shifts of logging.", "47"),
            "47 rig shifts"
        );
        assert_eq!(
            with_its_noun("After 120 cycles, no flaking.", "120"),
            "120 cycles"
        );
        assert_eq!(with_its_noun("We ran 12 trials.", "12"), "12 trials");
        assert_eq!(with_its_noun("Seen 3 (three) times", "3"), "3");
    }
}
