//! How well a segment of evidence answers each T661 line: the classifier's facets
//! (`classify::facets`) plus cues of the line's own (what suppliers' manuals and guides do not
//! cover; plans and methods; summaries and what was learned), the section a segment sits in, and
//! the signals that make it a side remark (orders, holidays, office life, the statutory
//! exclusions) or a request addressed to the assistant.

use std::sync::LazyLock;

use super::classify::{Facets, exclusions, facets, normalise};
use super::evidence::Segment;

/// The three narrative lines.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LineKind {
    Uncertainty,
    Work,
    Advancement,
}

type Cue = (&'static str, f32);

const UNCERTAINTY: &[Cue] = &[
    (" manual", 1.0),
    (" guide", 1.0),
    (" factsheet", 1.0),
    (" app note", 1.5),
    (" only gives", 1.5),
    (" only guarantee", 1.5),
    (" only have data", 1.5),
    (" only covers", 1.5),
    (" covers ", 0.5),
    (" only ", 0.5),
    (" don't tell", 1.5),
    (" do not tell", 1.5),
    (" cannot predict", 2.0),
    (" can't predict", 2.0),
    (" cannot say", 1.5),
    (" no data", 1.5),
    (" would not warrant", 2.0),
    (" none of them", 1.5),
    (" did not know", 2.0),
    (" don't know", 2.0),
    (" do not know", 2.0),
    (" goal", 0.8),
    (" target", 0.6),
    (" has to ", 1.0),
    (" have to ", 0.8),
    (" must ", 0.8),
    (" needs to", 0.8),
    (" requirement", 0.8),
    (" without ", 0.6),
    (" papers", 0.8),
    (" studies", 0.8),
    (" correlations", 1.0),
    (" charts", 0.6),
    (" data sheets", 1.0),
    (" rated on", 1.0),
    (" want ", 0.6),
    (" wants ", 0.6),
    (" open question", 2.0),
    (" different material", 1.0),
    (" can give", 0.5),
    (" none of ", 0.8),
    (" no vendor", 1.5),
    (" nobody publishes", 2.0),
    (" public ", 0.8),
    (" said nobody", 1.5),
    (" nobody there", 1.5),
    (" but no ", 0.8),
    (" offers ", 0.5),
    (" can't control", 1.0),
    (" only works", 0.5),
    (" not the usual", 1.0),
    (" instead of the usual", 1.0),
];

const WORK: &[Cue] = &[
    (" plan", 1.0),
    (" method", 1.0),
    (" runs", 0.6),
    (" run ", 0.4),
    (" shots", 0.8),
    (" cores", 0.6),
    (" combinations", 1.0),
    (" combination", 0.8),
    (" each", 0.4),
    (" collected", 1.0),
    (" recorded", 0.5),
    (" split", 0.5),
    (" trained", 0.8),
    (" cut ", 0.4),
    (" reran", 1.0),
    (" re-ran", 1.0),
    (" sent ", 0.4),
    (" spiked", 0.8),
    (" scan", 0.6),
    (" weighed", 0.6),
    (" moulded", 0.6),
    (" layout", 0.8),
    (" strips", 0.8),
    (" tried", 0.5),
    (" compared", 0.5),
    (" added", 0.6),
    (" quantiz", 0.6),
    (" rig", 0.4),
    (" doses", 0.8),
    (" times", 0.3),
    (" dataset", 0.5),
    (" support for", 0.8),
    (" readings", 1.0),
    (" meter ", 0.5),
    (" quantization", 0.8),
    (" distill", 0.8),
    (" teacher", 0.5),
    (" filter", 0.4),
];

const ADVANCEMENT: &[Cue] = &[
    (" summary", 1.5),
    (" we now know", 2.0),
    (" what we know now", 2.0),
    (" what we learned", 2.0),
    (" learned", 1.0),
    (" is the weak point", 1.5),
    (" explains", 1.0),
    (" which is why", 1.5),
    (" matters more", 1.5),
    (" mattered more", 1.5),
    (" beat", 1.0),
    (" passes", 1.0),
    (" meets", 1.0),
    (" is what", 1.0),
    (" not the ", 0.8),
    (" only with", 1.0),
    (" key difference", 1.5),
    (" can stay", 1.0),
    (" can hold", 1.0),
    (" can be ", 0.6),
    (" does work", 1.5),
    (" final", 1.0),
    (" short version", 1.0),
    (" catch is", 1.0),
    (" points to", 1.0),
    (" so the ", 0.5),
    (" overall", 0.6),
    (" accuracy", 0.5),
    (" not reach", 1.0),
    (" cannot pass", 1.5),
    (" does not hold", 1.5),
    (" fell", 0.4),
    (" whereas", 1.0),
    (" microscope", 0.8),
    (" therefore", 1.0),
    (" which means", 1.0),
    (" thus ", 1.0),
    (" hence ", 1.0),
    (" depends on", 1.0),
    (" rather than", 1.0),
    (" far more", 1.0),
    (" fixed most", 1.0),
    (" that the ", 0.3),
    (" which fits", 1.0),
    (" fits the", 0.8),
    (" we saw", 0.5),
];

/// Side remarks: orders, invoices, office life, holidays, facilities.
const SIDE: &[Cue] = &[
    (" coffee", 2.0),
    (" kettle", 2.0),
    (" lunch", 2.0),
    // "cake" alone is also a press or filter cake.
    (" birthday", 2.0),
    (" cake for ", 2.0),
    (" party", 2.0),
    (" holiday", 2.0),
    (" family day", 2.0),
    (" graduation", 2.0),
    (" dentist", 2.0),
    (" skiing", 2.0),
    (" parking", 2.0),
    (" badge", 2.0),
    (" invoice", 2.0),
    (" ordered", 1.5),
    (" po ", 1.5),
    (" delivery", 1.5),
    (" heifers", 2.0),
    (" fence", 1.5),
    (" forklift", 2.0),
    (" dock door", 2.0),
    (" label printer", 2.0),
    (" service line", 2.0),
    (" ticket no", 1.5),
    (" hockey", 2.0),
    (" pizza", 2.0),
    (" snow day", 2.0),
    (" wi-fi", 2.0),
    (" password", 2.0),
    (" office move", 2.0),
    (" moving to", 1.5),
    (" new hire", 2.0),
    (" intern ", 2.0),
    (" last day", 2.0),
    (" break room", 2.0),
    (" birthday", 2.0),
    (" budget", 1.0),
    (" billed", 2.0),
    (" rental", 1.5),
    (" expires", 1.5),
    (" ppe", 2.0),
    (" reminder", 1.5),
    (" renew", 1.5),
    (" translator", 2.0),
    (" screenshots", 2.0),
    (" typo", 2.0),
    (" bump ", 2.0),
    (" null pointer", 2.0),
    (" crash", 1.0),
    (" landlord", 2.0),
    (" bank", 1.0),
    (" travel", 1.5),
    (" conference", 1.5),
    (" deadline", 1.0),
    (" paperwork", 2.0),
    (" alarm test", 2.0),
    (" evacuated", 2.0),
    (" maintenance", 1.5),
    (" auditor", 2.0),
    (" safety fence", 2.0),
    (" defrosted", 2.0),
    (" lab closed", 2.0),
    (" not our series", 2.0),
    (" unrelated", 2.0),
    (" not this meeting", 2.0),
    (" separate project", 2.0),
    (" permit", 1.0),
    (" scaffold", 1.5),
    (" the owners", 0.5),
    (" photos in", 1.0),
    (" sd card", 1.5),
    (" reception", 2.0),
    (" boxes arrive", 2.0),
    (" erp", 1.5),
    (" wristband", 0.0),
    (" card ", 1.0),
    (" show ", 0.5),
    (" farm show", 1.5),
    (" accountant", 1.5),
    (" tax preparer", 1.5),
    (" i'm out", 2.0),
    (" i'm away", 2.0),
    (" away ", 1.0),
    (" no field work", 2.0),
    (" charger", 1.0),
    (" retired by it", 2.0),
];

/// Section headings and leads that say what a passage is.
const SECTIONS: &[(&str, LineKind)] = &[
    ("background", LineKind::Uncertainty),
    ("problem", LineKind::Uncertainty),
    ("why", LineKind::Uncertainty),
    ("purpose", LineKind::Uncertainty),
    ("context", LineKind::Uncertainty),
    ("objective", LineKind::Uncertainty),
    ("goal", LineKind::Uncertainty),
    ("target", LineKind::Uncertainty),
    ("requirement", LineKind::Uncertainty),
    ("success criteria", LineKind::Uncertainty),
    ("pass mark", LineKind::Uncertainty),
    ("acceptance", LineKind::Uncertainty),
    ("specification", LineKind::Uncertainty),
    ("objectif", LineKind::Uncertainty),
    ("cible", LineKind::Uncertainty),
    ("exigence", LineKind::Uncertainty),
    ("critères", LineKind::Uncertainty),
    ("why it", LineKind::Uncertainty),
    ("unknown", LineKind::Uncertainty),
    ("challenge", LineKind::Uncertainty),
    ("uncertaint", LineKind::Uncertainty),
    ("incertitude", LineKind::Uncertainty),
    ("problématique", LineKind::Uncertainty),
    ("contexte", LineKind::Uncertainty),
    ("pourquoi", LineKind::Uncertainty),
    ("method", LineKind::Work),
    ("méthod", LineKind::Work),
    ("experiment", LineKind::Work),
    ("trials", LineKind::Work),
    ("tests", LineKind::Work),
    ("approach", LineKind::Work),
    ("what we tried", LineKind::Work),
    ("work done", LineKind::Work),
    ("protocol", LineKind::Work),
    ("setup", LineKind::Work),
    ("essais", LineKind::Work),
    ("expérience", LineKind::Work),
    ("travaux", LineKind::Work),
    ("démarche", LineKind::Work),
    ("plan", LineKind::Work),
    ("test rig", LineKind::Work),
    ("what we did", LineKind::Work),
    ("procedure", LineKind::Work),
    ("layout", LineKind::Work),
    ("result", LineKind::Advancement),
    ("résultat", LineKind::Advancement),
    ("finding", LineKind::Advancement),
    ("outcome", LineKind::Advancement),
    ("constat", LineKind::Advancement),
    ("leçon", LineKind::Advancement),
    ("conclusion", LineKind::Advancement),
    ("discussion", LineKind::Advancement),
    ("summary", LineKind::Advancement),
    ("what we found", LineKind::Advancement),
    ("what we learned", LineKind::Advancement),
    ("what we know now", LineKind::Advancement),
    ("learned", LineKind::Advancement),
    ("final", LineKind::Advancement),
];

const SIDE_SECTIONS: &[&str] = &[
    "admin",
    "other notes",
    "not part of the technical",
    "side note",
    "reminder",
    "also",
];

/// Changelog and tracker leads ("feat: ...", "chore: ...").
const WORK_LEADS: &[&str] = &["feat", "perf", "data", "experiment", "test", "trial", "run"];
const SIDE_LEADS: &[&str] = &[
    "chore",
    "docs",
    "ci",
    "fix",
    "build",
    "style",
    "admin",
    "also",
    "reminder",
    "side note",
    "ps",
];

/// The lead of a sentence: the words before a colon near its start ("Plan", "Summary for the
/// file"), lower case.
pub fn lead(text: &str) -> Option<String> {
    let (head, _) = text.split_once(':')?;
    let head = head.trim().trim_start_matches(['[', ']', 'r', 'R']).trim();
    (!head.is_empty() && head.split_whitespace().count() <= 5 && head.len() <= 40)
        .then(|| head.to_lowercase())
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
];
const REQUEST_MARKS: &[&str] = &[
    "t661",
    "line 242",
    "lines 242",
    "242/244",
    "242, 244",
    "the attached",
    "narrative",
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

/// Words that set a goal or a threshold.
const TARGET_CUES: &[&str] = &[
    "target",
    "goal",
    "objective",
    "aim ",
    "aiming",
    "must ",
    "needs to",
    "need to",
    "has to",
    "required",
    "requirement",
    "spec ",
    "specification",
    "pass mark",
    "criteria",
    "at least",
    "at most",
    "or more",
    "or less",
    "or better",
    "or lower",
    "or higher",
    "or colder",
    "no more than",
    "no less than",
    "not exceed",
    "≥",
    "≤",
    ">=",
    "<=",
    "objectif",
    "cible",
    "au moins",
    "au plus",
    "ou moins",
    "ou plus",
    "doit ",
    "doivent",
    "exigence",
    "viser",
    "visait",
    "visé",
    "critère",
];

/// Words of an outcome: a sentence with them reports a result, not a goal.
const RESULT_CUES: &[&str] = &[
    "measured", "reached", "came in", "we got", "achieved", "resulted", "gave ", "hit ", "dropped",
    "fell", "rose", "meets", " met ", "held at", "passed", "beat ", "exceeded", "improved",
    "mesuré", "atteint", "obtenu", "a donné", "respecte", "dépass",
];

/// Whether a sentence reports an outcome ("exp-19 meets both targets at 85.7%").
pub fn reports_a_result(text: &str) -> bool {
    let norm = normalise(text);
    RESULT_CUES.iter().any(|c| norm.contains(c))
}

/// Whether a (normalised) sentence with `numbers` figures states a goal with its numbers.
fn states_a_target(norm: &str, numbers: f32) -> bool {
    numbers >= 1.0
        && TARGET_CUES.iter().any(|c| norm.contains(c))
        && !RESULT_CUES.iter().any(|c| norm.contains(c))
}

/// The signals of a segment; `from_user` marks the input and history, where requests are looked for.
pub fn signals(segment: &Segment, from_user: bool) -> Signals {
    let norm = normalise(&segment.text);
    let f = facets(&segment.text);
    let lead = lead(&segment.text).unwrap_or_default();
    let lead_kind = if WORK_LEADS.contains(&lead.as_str()) {
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
    let side = weigh(&norm, &SIDE_CUES) + excluded + if side_section { 3.0 } else { 0.0 };
    let t = norm.trim_start();
    let request = from_user
        && (REQUEST_STARTS.iter().any(|s| t.starts_with(s))
            || REQUEST_MARKS.iter().any(|m| t.contains(m)));
    // A goal stated with its numbers ("stiffness of 320 kPa or more", "WER at most 12%") is
    // what line 242 must name: the threshold that standard practice could not promise.
    let target = if states_a_target(&norm, n) { 4.0 } else { 0.0 };
    Signals {
        hint: lead_kind.or(section_kind),
        facets: f,
        uncertainty: f.uncertainty
            + weigh(&norm, UNCERTAINTY)
            + bonus(LineKind::Uncertainty)
            + target,
        work: f.work
            + weigh(&norm, WORK)
            + bonus(LineKind::Work)
            + if segment.date.is_some() { 0.3 } else { 0.0 },
        advancement: f.advancement
            + weigh(&norm, ADVANCEMENT)
            + bonus(LineKind::Advancement)
            + 0.3 * n,
        side,
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
}
