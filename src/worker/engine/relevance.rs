//! How well a segment of evidence answers each T661 line: the classifier's facets
//! (`classify::facets`) plus cues of the line's own (what suppliers' manuals and guides do not
//! cover; plans and methods; summaries and what was learned), the section a segment sits in, and
//! the signals that make it a side remark (orders, holidays, office life, the statutory
//! exclusions) or a request addressed to the assistant.

use std::sync::LazyLock;

use super::classify::{Facets, exclusions, facets, normalise};
use super::evidence::Segment;

mod cues;
mod cues_fr;
mod goal_cues;
use cues::*;
use cues_fr::*;
use goal_cues::*;

/// The three narrative lines.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LineKind {
    Uncertainty,
    Work,
    Advancement,
}

/// The lead of a sentence: the words before a colon near its start ("Plan", "Summary for the
/// file"), lower case.
pub fn lead(text: &str) -> Option<String> {
    let (head, _) = text.split_once(':')?;
    let head = head.trim().trim_start_matches(['[', ']', 'r', 'R']).trim();
    (!head.is_empty() && head.split_whitespace().count() <= 5 && head.len() <= 40)
        .then(|| head.to_lowercase())
}

/// Whether a lead only counts the points of its section ("La première", "the second", "l'autre",
/// "Second"): it names no section of its own.
pub fn enumerates(lead: &str) -> bool {
    const ORDINALS: &[&str] = &[
        "first",
        "second",
        "third",
        "other",
        "premier",
        "première",
        "deuxième",
        "seconde",
        "troisième",
        "autre",
        "l'autre",
        "firstly",
        "secondly",
        "premièrement",
        "deuxièmement",
    ];
    let words: Vec<&str> = lead.split_whitespace().collect();
    let (article, rest) = match words.as_slice() {
        [a, rest @ ..] if ["the", "la", "le", "les", "one", "an"].contains(a) => (true, rest),
        all => (false, all),
    };
    matches!(rest, [w] if ORDINALS.contains(w)) || (article && rest.is_empty())
}

const REQUEST_STARTS: &[&str] = &[
    "draft",
    "write",
    "prepare",
    "please",
    "can you",
    "could you",
    "would you",
    "use the",
    "use this",
    "use my",
    "turn this",
    "fill",
    "make ",
    "create",
    "generate",
    "help",
    "give me",
    "summar",
    "here is",
    "here are",
    "we need lines",
    "i need",
    "our t661",
    "from these",
    "peux-tu",
    "pouvez-vous",
    "pourrais-tu",
    "pourriez-vous",
    "rédige",
    "prépare",
    "faudrait les",
    "j'ai besoin",
    "voici",
    "aide-moi",
    // What the message says about its files, first ("Attached are Nadia's test report ...").
    "attached",
    "enclosed",
    "vous trouverez",
    "files ",
    "fichiers ",
    "pièces jointes",
    "ci-joint",
];
const REQUEST_MARKS: &[&str] = &[
    "t661",
    "line 242",
    "lines 242",
    "242/244",
    // As `normalise` writes "242, 244" and « les lignes 242 ».
    "242  244",
    "lignes 242",
    "ligne 242",
    "the attached",
    "narrative",
    // What the message says about its files ("Notebook and batch sheet attached."), not the work.
    " attached",
    " enclosed",
    " uploaded",
    "ci-joint",
    "pièce jointe",
    "pièces jointes",
    "en annexe",
];

/// What a segment says, once.
#[derive(Debug, Clone, Copy, Default)]
pub struct Signals {
    /// What the segment's lead or section says it is ("Plan:", "## Results").
    pub hint: Option<LineKind>,
    pub facets: Facets,
    pub uncertainty: f32,
    pub work: f32,
    pub advancement: f32,
    pub side: f32,
    /// Its lead or section names it an aside ("Parking lot:", « Notes diverses : »).
    pub aside: bool,
    pub request: bool,
}

fn weigh(text: &str, cues: &[Cue]) -> f32 {
    cues.iter()
        .filter(|(c, _)| text.contains(c))
        .map(|(_, w)| w)
        .sum()
}

/// How many tokens carry a digit.
fn numbers(text: &str) -> usize {
    text.split_whitespace()
        .filter(|w| w.chars().any(|c| c.is_ascii_digit()))
        .count()
}

/// The kind a section heading or a sentence's lead ("Plan:", "Summary for the file:") names.
pub fn named_kind(head: &str) -> Option<LineKind> {
    SECTIONS
        .iter()
        .find(|(k, _)| head.contains(k))
        .map(|(_, kind)| *kind)
}

static SIDE_CUES: LazyLock<Vec<Cue>> =
    LazyLock::new(|| SIDE.iter().copied().filter(|(_, w)| *w > 0.0).collect());

/// Whether a sentence reports an outcome ("exp-19 meets both targets at 85.7%").
pub fn reports_a_result(text: &str) -> bool {
    let norm = normalise(text);
    RESULT_CUES.iter().any(|c| norm.contains(c))
}

/// Whether a part's name or a list's lead ("Requirements", "The insert must:", « Cibles »)
/// announces goals (lower case).
pub fn names_goals(lower: &str) -> bool {
    // Without the fillers a lead is spoken with ("So what I actually need, for the 8 oz jar:").
    const FILLERS: &[&str] = &["actually", "really", "basically", "just", "vraiment"];
    let plain: Vec<&str> = lower
        .split_whitespace()
        .filter(|w| !FILLERS.contains(w))
        .collect();
    let plain = plain.join(" ");
    TARGET_SECTIONS.iter().any(|s| plain.contains(s))
}

/// Whether a (normalised) sentence with `numbers` figures states a goal with its numbers: a
/// goal's word before any word of a result ("must wear less than 6 mm (measured, not vendor
/// data)" is a goal; "we measured 5 mm, within the target" a result).
fn states_a_target(norm: &str, numbers: f32) -> bool {
    let first = |cues: &[&str]| cues.iter().filter_map(|c| norm.find(c)).min();
    numbers >= 1.0
        && match (first(TARGET_CUES), first(RESULT_CUES)) {
            (Some(goal), Some(result)) => goal < result,
            (goal, _) => goal.is_some(),
        }
}

/// A short sentence that only says where the figures are ("Résultats dans essais.csv.", "The
/// numbers are in the Excel file."): it states no fact of the work.
fn points_to_a_file(text: &str) -> bool {
    let lower = text.to_lowercase();
    let words: Vec<&str> = lower
        .split_whitespace()
        .map(|w| w.trim_end_matches(['.', ',', ';', ':', ')']))
        .collect();
    let is_file = |w: &str| {
        [".csv", ".xlsx", ".xls", ".pdf", ".docx", ".txt", ".md"]
            .iter()
            .any(|e| w.ends_with(e) && w.len() > e.len())
    };
    let file = words.iter().any(|w| is_file(w))
        || [
            "fichier excel",
            "excel file",
            "spreadsheet",
            "le tableur",
            "classeur",
            "workbook",
            "worksheet",
            "chiffrier",
            "feuille de calcul",
            "onglet",
        ]
        .iter()
        .any(|p| lower.contains(p));
    let figures = words
        .iter()
        .filter(|w| w.chars().any(|c| c.is_ascii_digit()) && !is_file(w))
        .count();
    file && words.len() <= 8 && figures == 0
}

/// A lead that numbers a hypothesis ("H3: a graded gyroid ...", "Hyp. 2", « H1 »): what was
/// tested, line 244's.
fn numbered_hypothesis(lead: &str) -> bool {
    let rest = lead
        .strip_prefix("hyp.")
        .or_else(|| lead.strip_prefix("hyp"))
        .or_else(|| lead.strip_prefix('h'))
        .unwrap_or_default()
        .trim();
    !rest.is_empty() && rest.len() <= 2 && rest.chars().all(|c| c.is_ascii_digit())
}

/// Whether a sentence defines a variant by its code and what it changes ("K3 = K1 + sorbate de
/// potassium à 0,03 %", "B3: B2 base + 25% TMP trioleate + 1.0% PMA", "P4: P3 scrim with the
/// binder cut to 15%"): what was tried, line 244's, though it carries figures.
fn defines_variant(text: &str) -> bool {
    // A list's item may set the code off by a dash ("D2 - two passes, the second with the
    // licker-in slowed 15%"): what the variant is, in words, not what it gave.
    let dashed = [" - ", " – ", " — "].iter().find_map(|d| {
        let (head, body) = text
            .trim_start_matches(['-', '*', '•', ' '])
            .split_once(d)?;
        let first = body.split_whitespace().next()?.to_lowercase();
        const OUTCOMES: &[&str] = &[
            "best",
            "worst",
            "failed",
            "fail",
            "passed",
            "pass",
            "ok",
            "good",
            "bad",
            "cracked",
            "meilleur",
            "meilleure",
            "pire",
            "échec",
            "réussi",
            "conforme",
        ];
        let worded = first.starts_with(char::is_alphabetic)
            && !OUTCOMES.contains(&first.trim_end_matches([',', '.', ':']));
        Some((head.trim().to_owned(), worded))
    });
    if let Some((head, true)) = &dashed
        && variant_code(head)
    {
        return true;
    }
    let Some(at) = text.find(['=', ':']) else {
        return false;
    };
    let (head, body) = (text[..at].trim(), text[at + 1..].trim());
    let code = variant_code;
    let based = body.split_whitespace().next().is_some_and(code)
        && body
            .split_whitespace()
            .nth(1)
            .is_some_and(|w| !w.starts_with(|c: char| c.is_ascii_digit()));
    code(head) && (body.contains(" + ") || body.starts_with("+ ") || based)
}

/// A variant's code: letters and digits, both, at most eight ("D2", "B3", "K-12").
fn variant_code(w: &str) -> bool {
    (2..=8).contains(&w.chars().count())
        && w.chars().any(|c| c.is_ascii_digit())
        && w.chars().any(char::is_alphabetic)
        && w.chars().all(|c| c.is_alphanumeric() || c == '-')
}

/// The signals of a segment; `from_user` marks the input and history, where requests are looked for.
pub fn signals(segment: &Segment, from_user: bool) -> Signals {
    let norm = normalise(&segment.text);
    let f = facets(&segment.text);
    let lead = lead(&segment.text).unwrap_or_default();
    let lead_kind = if WORK_LEADS.contains(&lead.as_str())
        || numbered_hypothesis(&lead)
        || defines_variant(&segment.text)
    {
        Some(LineKind::Work)
    } else {
        named_kind(&lead)
    };
    let section_kind = named_kind(&segment.section);
    let side_section = SIDE_SECTIONS.iter().any(|s| segment.section.contains(s))
        || SIDE_LEADS
            .iter()
            .any(|s| lead == *s || lead.starts_with(&format!("{s} ")));
    let bonus = |kind: LineKind| {
        let mut b = 0.0;
        if section_kind == Some(kind) {
            b += 1.0;
        }
        if lead_kind == Some(kind) {
            b += 1.5;
        }
        b
    };
    let n = numbers(&segment.text).min(4) as f32;
    let excluded = exclusions(&segment.text).first().map_or(0.0, |(_, w)| *w) * 0.5;
    let side = weigh(&norm, &SIDE_CUES)
        + weigh(&norm, SIDE_FR)
        + excluded
        + if side_section { 3.0 } else { 0.0 }
        + if points_to_a_file(&segment.text) {
            3.0
        } else {
            0.0
        };
    let t = norm.trim_start();
    let request = from_user
        && (REQUEST_STARTS.iter().any(|s| t.starts_with(s))
            || REQUEST_MARKS.iter().any(|m| t.contains(m)));
    // A goal stated with its numbers ("stiffness of 320 kPa or more", "WER at most 12%") is
    // what line 242 must name: the threshold that standard practice could not promise.
    // In a part named for the goals ("Requirements", « Cibles »), every point is a goal, with
    // its figure or in words ("two years on a battery").
    let goals_part = names_goals(&segment.section);
    let target = if states_a_target(&norm, n) || goals_part {
        4.0
    } else {
        0.0
    };
    Signals {
        hint: lead_kind.or(section_kind),
        facets: f,
        uncertainty: f.uncertainty
            + weigh(&norm, UNCERTAINTY)
            + weigh(&norm, UNCERTAINTY_FR)
            + bonus(LineKind::Uncertainty)
            + target,
        work: f.work
            + weigh(&norm, WORK)
            + weigh(&norm, WORK_FR)
            + bonus(LineKind::Work)
            + if segment.date.is_some() { 0.3 } else { 0.0 },
        advancement: f.advancement
            + weigh(&norm, ADVANCEMENT)
            + weigh(&norm, ADVANCEMENT_FR)
            + bonus(LineKind::Advancement)
            + 0.3 * n,
        side,
        aside: side_section,
        request,
    }
}

impl Signals {
    pub fn score(&self, kind: LineKind) -> f32 {
        match kind {
            LineKind::Uncertainty => self.uncertainty,
            LineKind::Work => self.work,
            LineKind::Advancement => self.advancement,
        }
    }

    /// Whether the segment can go into a line at all: not a request, not a side remark (its
    /// side signals beat everything it says about the project).
    pub fn usable(&self) -> bool {
        let best = self.uncertainty.max(self.work).max(self.advancement);
        !(self.request || (self.side >= 1.0 && self.side >= best * 0.6))
    }

    /// Whether a dated line of a record belongs in its logbook entry: every line of the entry
    /// does, unless several side cues outweigh what it says of the project (a holiday closure,
    /// a birthday), or a strong one stands alone ("Coffee machine broken again."). One weaker
    /// side word ("crash", "ordered", an ERP) does not make a terse note a side remark: in a
    /// record it is most often the thing the note is about.
    pub fn in_record(&self) -> bool {
        let best = self.uncertainty.max(self.work).max(self.advancement);
        !(self.request
            || (self.side >= 3.0 && self.side >= best)
            || (self.side >= 2.0 && best < 0.5)
            || (self.aside && self.side >= best * 0.6))
    }
}

#[cfg(test)]
mod tests;
