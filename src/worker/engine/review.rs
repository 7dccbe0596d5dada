//! T661 REVIEW: reads a draft of lines 242 / 244 / 246 the way a CRA technical reviewer does, against
//! the selected evidence and the tax year. Per line: its words and limit, whether it answers its
//! question, findings `{kind, severity, sentence, fix}` and a score 0-100 with a band (`strong`,
//! `needs_work`, `weak`); the same for the whole draft (DESIGN §18). Pure and deterministic: no
//! network, no clock, a few milliseconds per draft.
//!
//! What is checked: 242 states what was not known and why standard practice could not supply it
//! (not a product or business goal); 244 shows hypothesis, trial, measured result and conclusion,
//! in order and dated in the tax year (a bare task list has no chronology), and claims no excluded
//! work (quality control, routine data collection, market research); 246 states the knowledge
//! gained, failures included, not a commercial success; no line sells ("innovative", "customers",
//! « à la fine pointe »), inflates a gain without its numbers ("greatly improved") or runs over
//! its limit; every number (with its unit) and date of 244 and 246 is in a selected file.

use chrono::NaiveDate;
use serde_json::{Value, json};

use super::evidence::Evidence;
use super::t661::LINES;
use super::wording::{self, Lang};

mod checks;
mod cues;
mod figures;
mod lexicon;
mod model;
mod routine;
mod split;
mod support;
mod units;
mod words;

#[cfg(test)]
mod heading_tests;
#[cfg(test)]
mod promotion_tests;
#[cfg(test)]
mod quality;
#[cfg(test)]
mod tests;

pub use split::split_draft;

/// The claimant's tax year: 244's dates must fall in it; a date written without a year is read
/// in it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FiscalYear {
    pub start: NaiveDate,
    pub end: NaiveDate,
}

/// What a finding is about. On the wire its code (`NOT_AN_UNCERTAINTY` ...).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// 242 states a goal (a product, a feature, a cost) rather than what was not known.
    NotAnUncertainty,
    /// 242 never says why standard practice or published knowledge could not answer it.
    NoStandardPractice,
    /// 244 is a task list, undated, or out of order.
    NoChronology,
    /// 244 never states what a trial set out to test.
    NoHypothesis,
    /// 244 or 246 gives no measured value.
    NoMeasuredResult,
    MarketingLanguage,
    /// 244 claims work the Act excludes (quality control, routine data, market research).
    ExcludedWork,
    /// A number or date of 244 / 246 that no selected file holds.
    Unsupported,
    /// A date of 244 outside the tax year.
    OutsideFiscalYear,
    OverLimit,
    /// 246 states a commercial outcome, or no knowledge gained.
    NotAnAdvancement,
    /// 246 never says what failed or was ruled out.
    NoFailureStated,
    /// A gain inflated with no number ("greatly improved").
    UnmeasuredClaim,
    MissingLine,
}

impl Kind {
    pub fn code(self) -> &'static str {
        match self {
            Kind::NotAnUncertainty => "NOT_AN_UNCERTAINTY",
            Kind::NoStandardPractice => "NO_STANDARD_PRACTICE",
            Kind::NoChronology => "NO_CHRONOLOGY",
            Kind::NoHypothesis => "NO_HYPOTHESIS",
            Kind::NoMeasuredResult => "NO_MEASURED_RESULT",
            Kind::MarketingLanguage => "MARKETING_LANGUAGE",
            Kind::ExcludedWork => "EXCLUDED_WORK",
            Kind::Unsupported => "UNSUPPORTED",
            Kind::OutsideFiscalYear => "OUTSIDE_FISCAL_YEAR",
            Kind::OverLimit => "OVER_LIMIT",
            Kind::NotAnAdvancement => "NOT_AN_ADVANCEMENT",
            Kind::NoFailureStated => "NO_FAILURE_STATED",
            Kind::UnmeasuredClaim => "UNMEASURED_CLAIM",
            Kind::MissingLine => "MISSING_LINE",
        }
    }

    fn of_code(code: &str) -> Option<Kind> {
        ALL_KINDS.iter().copied().find(|k| k.code() == code)
    }
}

const ALL_KINDS: [Kind; 14] = [
    Kind::NotAnUncertainty,
    Kind::NoStandardPractice,
    Kind::NoChronology,
    Kind::NoHypothesis,
    Kind::NoMeasuredResult,
    Kind::MarketingLanguage,
    Kind::ExcludedWork,
    Kind::Unsupported,
    Kind::OutsideFiscalYear,
    Kind::OverLimit,
    Kind::NotAnAdvancement,
    Kind::NoFailureStated,
    Kind::UnmeasuredClaim,
    Kind::MissingLine,
];

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Severity {
    High,
    Medium,
    Low,
}

impl Severity {
    fn code(self) -> &'static str {
        match self {
            Severity::High => "high",
            Severity::Medium => "medium",
            Severity::Low => "low",
        }
    }

    /// Points a finding of this severity takes off its line's score.
    fn penalty(self) -> i64 {
        match self {
            Severity::High => 25,
            Severity::Medium => 12,
            Severity::Low => 5,
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Band {
    Strong,
    NeedsWork,
    Weak,
}

impl Band {
    fn of(score: i64) -> Band {
        match score {
            80.. => Band::Strong,
            50..=79 => Band::NeedsWork,
            _ => Band::Weak,
        }
    }

    fn code(self) -> &'static str {
        match self {
            Band::Strong => "strong",
            Band::NeedsWork => "needs_work",
            Band::Weak => "weak",
        }
    }

    fn of_code(code: &str) -> Band {
        match code {
            "strong" => Band::Strong,
            "needs_work" => Band::NeedsWork,
            _ => Band::Weak,
        }
    }
}

/// One finding: the sentence it is about (as the draft wrote it) and, for UNSUPPORTED and
/// OUTSIDE_FISCAL_YEAR, the figures or dates it names.
#[derive(Debug, Clone)]
pub struct Finding {
    pub kind: Kind,
    pub severity: Severity,
    pub sentence: String,
    pub figures: Vec<String>,
}

/// A line that does not answer its question scores at most this.
const UNANSWERED_CAP: i64 = 45;

/// Reviews the draft against the evidence (the selected files' sentences; may be empty) and the
/// tax year (`None`: dates are not checked against it), writing fixes and labels in `lang`:
/// `{"review": {"lines": [...], "score", "band"}, "language"}`.
pub fn review(
    lines: &[Option<String>; 3],
    evidence: &Evidence,
    fiscal_year: Option<&FiscalYear>,
    lang: Lang,
) -> Value {
    review_with(lines, evidence, fiscal_year, lang, Some(&model::MODEL))
}

/// [`review`] with the cue rules alone (`model`: `None`) or beside a sentence model.
fn review_with(
    lines: &[Option<String>; 3],
    evidence: &Evidence,
    fiscal_year: Option<&FiscalYear>,
    lang: Lang,
    model: Option<&model::Weights>,
) -> Value {
    let index = figures::Index::of(evidence);
    // The names line 242 uses (the company, its product) are the project's context.
    let context: Vec<String> = lines[0]
        .as_deref()
        .map(split::sentences)
        .unwrap_or_default()
        .iter()
        .flat_map(|s| support::names(&s.text))
        .map(|n| n.to_lowercase())
        .collect();
    let mut out = Vec::with_capacity(3);
    let mut total = 0;
    let mut any_weak = false;
    for (k, line) in LINES.iter().enumerate() {
        let (words, answers, findings, checked) = match lines[k].as_deref() {
            Some(text) if !text.trim().is_empty() => {
                let r = checks::line(
                    k,
                    text,
                    line.limit,
                    index.as_ref(),
                    fiscal_year,
                    &context,
                    model,
                );
                (r.words, r.answers, r.findings, r.support_checked)
            }
            _ => {
                let missing = Finding {
                    kind: Kind::MissingLine,
                    severity: Severity::High,
                    sentence: String::new(),
                    figures: Vec::new(),
                };
                (0, false, vec![missing], None)
            }
        };
        let lost: i64 = findings.iter().map(|f| f.severity.penalty()).sum();
        let mut score = (100 - lost).max(0);
        if !answers {
            score = score.min(UNANSWERED_CAP);
        }
        if findings.iter().any(|f| f.kind == Kind::MissingLine) {
            score = 0;
        }
        let band = Band::of(score);
        any_weak |= band == Band::Weak;
        total += score;
        let mut entry = json!({
            "line": line.number,
            "title": wording::line_title(lang, line.number),
            "words": words,
            "limit": line.limit,
            "score": score,
            "band": band.code(),
            "answersQuestion": answers,
            "findings": findings.iter().map(|f| finding_json(f, lang)).collect::<Vec<_>>(),
        });
        if let Some(checked) = checked {
            entry["supportChecked"] = json!(checked);
            if !checked {
                entry["supportNote"] = json!(words::support_unchecked(lang));
            }
        }
        out.push(entry);
    }
    let score = (total as f64 / 3.0).round() as i64;
    let mut band = Band::of(score);
    if any_weak && band == Band::Strong {
        band = Band::NeedsWork;
    }
    json!({
        "review": {"lines": out, "score": score, "band": band.code()},
        "language": lang,
    })
}

fn finding_json(f: &Finding, lang: Lang) -> Value {
    let mut v = json!({
        "kind": f.kind.code(),
        "severity": f.severity.code(),
        "sentence": f.sentence,
        "fix": words::fix(lang, f.kind, &f.figures),
    });
    match f.kind {
        Kind::Unsupported => v["unsupported"] = json!(f.figures),
        Kind::OutsideFiscalYear => v["dates"] = json!(f.figures),
        _ => {}
    }
    v
}

/// A finding's kind, by its code, as a person reads it ("" for an unknown code).
pub fn kind_label(lang: Lang, code: &str) -> &'static str {
    Kind::of_code(code).map_or("", |k| words::kind(lang, k))
}

/// A severity, by its code, as a person reads it.
pub fn severity_label(lang: Lang, code: &str) -> &'static str {
    let severity = match code {
        "high" => Severity::High,
        "medium" => Severity::Medium,
        _ => Severity::Low,
    };
    words::severity(lang, severity)
}

/// A band, by its code, as a person reads it.
pub fn band_label(lang: Lang, code: &str) -> &'static str {
    words::band(lang, Band::of_code(code))
}

/// The review as readable markdown, in the result's language.
pub fn markdown(result: &Value) -> String {
    let lang = wording::language_of(result);
    let review = &result["review"];
    let band_label = |v: &Value| band_label(lang, v.as_str().unwrap_or_default());
    let mut out = words::heading(
        lang,
        review["score"].as_u64().unwrap_or_default(),
        band_label(&review["band"]),
    );
    for line in review["lines"].as_array().into_iter().flatten() {
        out.push('\n');
        out.push_str(&words::line_heading(
            lang,
            line["line"].as_str().unwrap_or_default(),
            line["score"].as_u64().unwrap_or_default(),
            band_label(&line["band"]),
            line["words"].as_u64().unwrap_or_default(),
            line["limit"].as_u64().unwrap_or_default(),
        ));
        out.push_str(&format!(
            "\n*{}*\n\n{}\n",
            line["title"].as_str().unwrap_or_default(),
            words::answers(lang, line["answersQuestion"] == true)
        ));
        if let Some(note) = line["supportNote"].as_str() {
            out.push_str(&format!("\n_{note}_\n"));
        }
        let findings = line["findings"].as_array().cloned().unwrap_or_default();
        if findings.is_empty() {
            out.push_str(&format!("\n{}\n", words::no_findings(lang)));
            continue;
        }
        out.push('\n');
        for f in &findings {
            let kind = kind_label(lang, f["kind"].as_str().unwrap_or_default());
            out.push_str(&format!(
                "- **{kind}** ({})",
                severity_label(lang, f["severity"].as_str().unwrap_or_default())
            ));
            if let Some(s) = f["sentence"].as_str().filter(|s| !s.is_empty()) {
                let (colon, open, close) = match lang {
                    Lang::En => (":", "\u{201c}", "\u{201d}"),
                    Lang::Fr => (" :", "« ", " »"),
                };
                out.push_str(&format!("{colon} {open}{s}{close}"));
            }
            out.push_str(&format!(
                "\n  {} {}\n",
                words::fix_label(lang),
                f["fix"].as_str().unwrap_or_default()
            ));
        }
    }
    out
}
