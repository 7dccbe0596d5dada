//! The checks of one line, as a CRA reviewer reads it: 242 states what was not known and why
//! standard practice could not supply it; 244 shows hypothesis, trial, measured result and
//! conclusion, dated in the tax year; 246 states new knowledge, failures included; every figure
//! and date of 244 and 246 is in the selected files; no line sells.

use chrono::{Datelike, NaiveDate};

use super::super::dates::DateStyle;
use super::cues::{self, normalise};
use super::figures::{self, Dated, Index, Number, Unit};
use super::lexicon;
use super::model::Weights;
use super::split::{Sentence, sentences, words};
use super::support::{support, unmeasured};
use super::{Finding, FiscalYear, Kind, Severity};

/// What the review says of one line.
pub struct LineReview {
    pub words: usize,
    pub answers: bool,
    pub findings: Vec<Finding>,
    /// Lines 244 and 246: whether their figures were checked against the evidence.
    pub support_checked: Option<bool>,
}

/// A sentence with what it states.
pub(super) struct Read {
    pub sentence: Sentence,
    pub norm: String,
    pub dates: Vec<Dated>,
    pub numbers: Vec<Number>,
}

impl Read {
    fn has_measure(&self) -> bool {
        self.numbers.iter().any(|n| n.unit.is_measure())
    }
}

pub(super) fn finding(kind: Kind, severity: Severity, sentence: &str) -> Finding {
    Finding {
        kind,
        severity,
        sentence: sentence.to_owned(),
        figures: Vec::new(),
    }
}

/// How the draft writes its dates; a date without a year falls in the fiscal year.
fn style_of(text: &str, fiscal_year: Option<&FiscalYear>) -> DateStyle {
    let mut style = DateStyle::of(text);
    if let Some(fy) = fiscal_year {
        style.year = Some(fy.start.year());
    } else if style.year.is_none() {
        style.year = Some(2000);
    }
    style
}

fn in_year(date: NaiveDate, fy: &FiscalYear) -> bool {
    fy.start <= date && date <= fy.end
}

/// Whether any day of a month falls in the tax year.
fn month_in_year(year: i32, month: u32, fy: &FiscalYear) -> bool {
    let first = NaiveDate::from_ymd_opt(year, month, 1);
    let next = if month == 12 {
        NaiveDate::from_ymd_opt(year + 1, 1, 1)
    } else {
        NaiveDate::from_ymd_opt(year, month + 1, 1)
    };
    match (first, next) {
        (Some(first), Some(next)) => first <= fy.end && next > fy.start,
        _ => true,
    }
}

fn read(text: &str, fiscal_year: Option<&FiscalYear>) -> Vec<Read> {
    let style = style_of(text, fiscal_year);
    sentences(text)
        .into_iter()
        .map(|sentence| {
            let mut found = figures::dates(&sentence.text, &style);
            if let Some(fy) = fiscal_year {
                for d in found.iter_mut().filter(|d| d.yearless) {
                    let inside = [fy.start.year(), fy.end.year()].into_iter().find_map(|y| {
                        NaiveDate::from_ymd_opt(y, d.date.month(), d.date.day())
                            .filter(|x| in_year(*x, fy))
                    });
                    if let Some(x) = inside {
                        d.date = x;
                    }
                }
            }
            let numbers = figures::numbers(&figures::without_dates(&sentence.text, &found), false);
            Read {
                norm: normalise(&sentence.text),
                sentence,
                dates: found,
                numbers,
            }
        })
        .collect()
}

/// Reviews line `k` (0: 242, 1: 244, 2: 246) of `limit` words.
pub fn line(
    k: usize,
    text: &str,
    limit: usize,
    index: Option<&Index>,
    fiscal_year: Option<&FiscalYear>,
    context: &[String],
    model: Option<&Weights>,
) -> LineReview {
    let reads = read(text, fiscal_year);
    let count = words(text);
    let mut findings = Vec::new();
    let first = reads.first().map_or("", |r| r.sentence.text.as_str());
    if count > limit {
        // The sentence to cut first when one adds nothing ("It should also be noted that
        // ..."); else the line from its start.
        let cut = reads
            .iter()
            .map(|r| r.sentence.text.as_str())
            .find(|t| {
                let lower = t.to_lowercase();
                super::lexicon::FILLERS.iter().any(|f| lower.starts_with(f))
            })
            .unwrap_or(first);
        findings.push(finding(Kind::OverLimit, Severity::High, cut));
    }
    for r in &reads {
        // A commercial outcome in 246 is not an advancement (below); its business words are
        // not counted twice.
        let courts = cues::any(&r.norm, cues::BUSINESS)
            || (cues::any(&r.norm, cues::CLIENTELE) && cues::any(&r.norm, cues::APPEAL));
        let promotes =
            cues::any(&r.norm, cues::MARKETING) || (courts && !(k == 2 && commercial(r)));
        if promotes {
            findings.push(finding(
                Kind::MarketingLanguage,
                Severity::Medium,
                &r.sentence.text,
            ));
        }
    }
    let answers = match k {
        0 => uncertainty(&reads, &mut findings),
        1 => work(&reads, fiscal_year, &mut findings),
        _ => advancement(&reads, &mut findings),
    };
    if k > 0 {
        for r in &reads {
            if unmeasured(&r.norm) {
                findings.push(finding(
                    Kind::UnmeasuredClaim,
                    Severity::Medium,
                    &r.sentence.text,
                ));
            }
        }
        let listed = k == 1
            && findings
                .iter()
                .any(|f| f.kind == Kind::NoChronology && f.severity == Severity::High);
        if !listed && !measured(&reads) && !reads.is_empty() {
            findings.push(finding(Kind::NoMeasuredResult, Severity::Medium, first));
        }
        if let Some(index) = index {
            for r in &reads {
                support(r, index, fiscal_year, context, &mut findings);
            }
        }
    }
    // What the sentence model objects to that the cues did not. Who asked for the work ("our
    // pharmacy clients asked us to add a camera check", « Notre client, le ministère, nous confie
    // le suivi ») sets the scene of a line that states its uncertainty; it states no goal.
    let states = k == 0 && answers;
    let scene = |r: &Read| {
        // The product words other than the clients themselves.
        let clients = [" clients", " customers"]
            .iter()
            .filter(|c| r.norm.contains(*c))
            .count();
        states
            && (cues::any(&r.norm, cues::CLIENTELE) || r.norm.contains(" client"))
            && cues::count(&r.norm, lexicon::PRODUCT) <= clients
            && ![
                lexicon::OBJECTIVE,
                lexicon::ACCEPTANCE,
                cues::BUSINESS,
                cues::MARKETING,
            ]
            .iter()
            .any(|list| cues::any(&r.norm, list))
    };
    for r in reads.iter() {
        let Some(kind) = model.and_then(|m| m.judge(&r.sentence.text, k)) else {
            continue;
        };
        if kind == Kind::NotAnUncertainty && scene(r) {
            continue;
        }
        if kind == Kind::NotAnAdvancement && cues::any(&r.norm, lexicon::STILL_UNKNOWN) {
            continue;
        }
        // The model finds what the rules missed: a sentence the rules already object to draws
        // no second objection from it ("Ce mortier innovant ravira nos clients" is marketing,
        // not also an unmeasured result).
        if !findings.iter().any(|f| f.sentence == r.sentence.text) {
            findings.push(finding(kind, Severity::Medium, &r.sentence.text));
        }
    }
    // A sentence that leaves routine work out of the claim describes none as research.
    findings.retain(|f| {
        f.kind != Kind::ExcludedWork
            || !reads.iter().any(|r| {
                r.sentence.text == f.sentence
                    && cues::any(&r.norm, super::routine::OUT_OF_THE_CLAIM)
            })
    });
    // In the draft's order.
    let position = |f: &Finding| {
        reads
            .iter()
            .position(|r| r.sentence.text == f.sentence)
            .unwrap_or(0)
    };
    findings.sort_by_key(|f| (position(f), f.kind as usize));
    LineReview {
        words: count,
        answers,
        findings,
        support_checked: (k > 0).then_some(index.is_some()),
    }
}

/// Whether a sentence reports what the market did (a launch, sales, contracts).
fn commercial(r: &Read) -> bool {
    let weight =
        2 * cues::count(&r.norm, cues::COMMERCIAL) + cues::count(&r.norm, cues::COMMERCIAL_HINTS);
    // A sentence that reports two commercial outcomes is one, whatever it says it confirmed
    // ("three clubs have asked us to equip their greens, which confirms the interest").
    weight >= 4 || (weight >= 2 && !cues::any(&r.norm, cues::KNOWLEDGE))
}

/// Whether a line gives measured results: a value with its unit, or counts ("3 of 200 runs").
fn measured(reads: &[Read]) -> bool {
    let counts: usize = reads
        .iter()
        .flat_map(|r| &r.numbers)
        .filter(|n| {
            n.unit != Unit::Label
                && !n
                    .values
                    .iter()
                    .all(|v| v.fract() == 0.0 && (1990.0..=2100.0).contains(v))
        })
        .count();
    reads.iter().any(Read::has_measure) || counts >= 3
}

/// Line 242; whether it states an uncertainty.
fn uncertainty(reads: &[Read], findings: &mut Vec<Finding>) -> bool {
    let states = reads
        .iter()
        .any(|r| cues::any(&r.norm, lexicon::UNCERTAINTY));
    if !states {
        // The goal the line states instead, else its first sentence.
        let goal = reads
            .iter()
            .find(|r| cues::any(&r.norm, lexicon::OBJECTIVE))
            .or_else(|| reads.iter().find(|r| cues::any(&r.norm, lexicon::PRODUCT)))
            .or(reads.first());
        if let Some(r) = goal {
            findings.push(finding(
                Kind::NotAnUncertainty,
                Severity::High,
                &r.sentence.text,
            ));
        }
        return false;
    }
    for r in reads {
        // A goal put in business terms; or a question that is the business's ("whether our cost
        // per kilogram would win the bid when the contract is retendered"), whatever words of
        // doubt it is asked in.
        let goal = (cues::any(&r.norm, lexicon::OBJECTIVE)
            && cues::count(&r.norm, lexicon::PRODUCT) >= 1
            && !cues::any(&r.norm, lexicon::UNCERTAINTY))
            || cues::count(&r.norm, lexicon::PRODUCT) >= 3
            || cues::any(&r.norm, lexicon::ACCEPTANCE);
        if goal {
            findings.push(finding(
                Kind::NotAnUncertainty,
                Severity::Medium,
                &r.sentence.text,
            ));
        }
    }
    if !reads.iter().any(|r| {
        cues::any(&r.norm, lexicon::STANDARD_PRACTICE)
            || (cues::any(&r.norm, lexicon::CONTRAST) && cues::any(&r.norm, lexicon::LIKENESS))
    }) && let Some(r) = reads
        .iter()
        .find(|r| cues::any(&r.norm, lexicon::UNCERTAINTY))
    {
        findings.push(finding(
            Kind::NoStandardPractice,
            Severity::Low,
            &r.sentence.text,
        ));
    }
    true
}

/// Words of a lead-in that says its list is in the order the work was done.
const ORDER_PROMISED: &[&str] = &[
    " in order",
    " in the order",
    " chronolog",
    " dans l'ordre",
    " par ordre",
    " in sequence",
];

/// Line 244; whether it shows the work done.
fn work(reads: &[Read], fiscal_year: Option<&FiscalYear>, findings: &mut Vec<Finding>) -> bool {
    let items: Vec<&Read> = reads.iter().filter(|r| r.sentence.item).collect();
    let plain = |r: &&&Read| r.dates.is_empty() && !r.has_measure();
    let bare_list = items.len() >= 3 && items.iter().filter(plain).count() * 2 > items.len();
    let dated = reads.iter().any(|r| !r.dates.is_empty());
    // The lead-in of a list ("... included the following tasks:"), else the first item.
    let lead_in = || {
        let first_item = reads.iter().position(|r| r.sentence.item).unwrap_or(0);
        reads[..first_item]
            .iter()
            .rev()
            .find(|r| r.sentence.text.ends_with(':'))
            .or_else(|| reads.iter().find(|r| r.sentence.text.ends_with(':')))
            .or(reads.get(first_item))
    };
    if bare_list && let Some(r) = lead_in() {
        findings.push(finding(
            Kind::NoChronology,
            Severity::High,
            &r.sentence.text,
        ));
    } else if !dated && let Some(r) = lead_in() {
        findings.push(finding(
            Kind::NoChronology,
            Severity::Medium,
            &r.sentence.text,
        ));
    }
    // A line that reasons from its trials to a conclusion shows the investigation even
    // where no hypothesis is written out.
    if !bare_list
        && !reads.iter().any(|r| {
            cues::any(&r.norm, lexicon::HYPOTHESIS) || cues::any(&r.norm, lexicon::REASONED)
        })
        && let Some(r) = reads.first()
    {
        findings.push(finding(
            Kind::NoHypothesis,
            Severity::Medium,
            &r.sentence.text,
        ));
    }
    // Dates out of order: a paragraph that opens before the one above it.
    let mut latest: Option<NaiveDate> = None;
    let mut paragraph = usize::MAX;
    for r in reads {
        let opens = r.sentence.paragraph != paragraph;
        paragraph = r.sentence.paragraph;
        let Some(d) = r.dates.first().map(|d| d.date) else {
            continue;
        };
        if fiscal_year.is_some_and(|fy| !in_year(d, fy)) {
            continue;
        }
        // The date opens the paragraph, after an article at most ("Le 20 août, ...").
        let before = r
            .sentence
            .text
            .get(..r.dates[0].start)
            .unwrap_or_default()
            .trim()
            .to_lowercase();
        let leads = before.is_empty()
            || ["le", "on", "the", "in", "au", "dès le"].contains(&before.as_str());
        if opens && leads && latest.is_some_and(|l| d < l) {
            findings.push(finding(Kind::NoChronology, Severity::Low, &r.sentence.text));
            // A lead-in that promises the order ("in the order they were done:") is wrong too.
            if let Some(promise) = lead_in().filter(|l| {
                l.sentence.text.ends_with(':')
                    && cues::any(&l.norm, ORDER_PROMISED)
                    && !findings
                        .iter()
                        .any(|f| f.kind == Kind::NoChronology && f.sentence == l.sentence.text)
            }) {
                findings.push(finding(
                    Kind::NoChronology,
                    Severity::Low,
                    &promise.sentence.text,
                ));
            }
        }
        latest = latest.max(Some(d));
    }
    for r in reads {
        if cues::any(&r.norm, super::routine::ROUTINE)
            && !cues::any(&r.norm, super::routine::BESIDE_PRODUCTION)
        {
            findings.push(finding(
                Kind::ExcludedWork,
                Severity::High,
                &r.sentence.text,
            ));
        }
        if let Some(fy) = fiscal_year {
            let outside: Vec<String> = r
                .dates
                .iter()
                .filter(|d| !d.yearless && !in_year(d.date, fy))
                .map(|d| d.written.clone())
                .chain(
                    super::units::months(&figures::without_dates(&r.sentence.text, &r.dates))
                        .into_iter()
                        .filter(|(_, y, m)| !month_in_year(*y, *m, fy))
                        .map(|(written, _, _)| written),
                )
                .collect();
            if !outside.is_empty() {
                let mut f = finding(Kind::OutsideFiscalYear, Severity::High, &r.sentence.text);
                f.figures = outside;
                findings.push(f);
            }
        }
    }
    !bare_list && (dated || reads.iter().any(Read::has_measure))
}

/// Line 246; whether it states an advancement.
fn advancement(reads: &[Read], findings: &mut Vec<Finding>) -> bool {
    let knows = reads
        .iter()
        .any(|r| cues::any(&r.norm, cues::KNOWLEDGE) && !commercial(r));
    for r in reads.iter().filter(|r| commercial(r)) {
        findings.push(finding(
            Kind::NotAnAdvancement,
            Severity::High,
            &r.sentence.text,
        ));
    }
    if !knows {
        if !reads.iter().any(commercial)
            && let Some(r) = reads.first()
        {
            findings.push(finding(
                Kind::NotAnAdvancement,
                Severity::High,
                &r.sentence.text,
            ));
        }
        return false;
    }
    if !reads.iter().any(|r| cues::any(&r.norm, cues::RULED_OUT))
        && let Some(r) = reads.first()
    {
        findings.push(finding(
            Kind::NoFailureStated,
            Severity::Low,
            &r.sentence.text,
        ));
    }
    true
}
