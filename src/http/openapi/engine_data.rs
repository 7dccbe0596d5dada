//! The `data` of the offline engine's results, per task type (DESIGN §18): a T661 draft, a T661
//! review (a T661 run in a T661_ANALYSIS session), a LOGBOOK, a PRECHECK. Keys, enum values and
//! codes are English whatever the answer's `language`; the texts a person reads are in it.

use serde::Serialize;
use utoipa::ToSchema;

/// The language of the texts of a result: `en` or `fr` (`Accept-Language`, else the input's,
/// else the evidence's).
#[derive(ToSchema, Serialize)]
#[schema(rename_all = "lowercase")]
pub enum AnswerLanguage {
    En,
    Fr,
}

/// The `data` of a run, by what the run did.
#[derive(ToSchema, Serialize)]
#[serde(untagged)]
pub enum EngineData {
    T661Draft(T661Draft),
    T661Review(T661ReviewData),
    Logbook(LogbookData),
    Precheck(PrecheckData),
}

/// A PRECHECK: the five eligibility questions, the verdict and what to do next.
#[derive(ToSchema, Serialize)]
#[schema(rename_all = "camelCase")]
pub struct PrecheckData {
    /// LIKELY, POSSIBLE or UNLIKELY.
    pub verdict: String,
    /// 0..=100.
    pub score: f64,
    pub criteria: Vec<super::schemas::PrecheckCriterion>,
    pub summary: String,
    pub next_steps: Vec<String>,
    pub exclusion: Option<super::schemas::PrecheckExclusion>,
    pub language: AnswerLanguage,
}

/// A T661 draft: lines 242, 244, 246.
#[derive(ToSchema, Serialize)]
#[schema(rename_all = "camelCase")]
pub struct T661Draft {
    pub lines: Vec<T661Line>,
    /// The lines no evidence answers.
    pub lines_lacking_evidence: Vec<String>,
    pub language: AnswerLanguage,
}

/// One drafted line.
#[derive(ToSchema, Serialize)]
#[schema(rename_all = "camelCase")]
pub struct T661Line {
    /// "242", "244" or "246".
    pub line: String,
    /// The form's question in the answer's language.
    pub title: String,
    pub word_limit: u32,
    pub words: u32,
    pub text: String,
    pub evidence_sentences: u32,
    pub lacks_evidence: bool,
    /// `{fileId, filename, dates}` per file (or `codeHost` source) the line draws on.
    pub sources: Vec<serde_json::Value>,
    /// "filename (dates)".
    pub citations: Vec<String>,
}

/// A review's payload; `review` is `null` when there was no draft to review.
#[derive(ToSchema, Serialize)]
pub struct T661ReviewData {
    #[schema(required = true)]
    pub review: Option<T661Review>,
    pub language: AnswerLanguage,
}

/// The review of a draft the way a CRA technical reviewer reads it.
#[derive(ToSchema, Serialize)]
pub struct T661Review {
    pub lines: Vec<ReviewedLine>,
    /// 0..=100: the mean of the lines'.
    pub score: u32,
    pub band: ReviewBand,
}

#[derive(ToSchema, Serialize)]
#[schema(rename_all = "snake_case")]
pub enum ReviewBand {
    Strong,
    NeedsWork,
    Weak,
}

/// One line of the reviewed draft.
#[derive(ToSchema, Serialize)]
#[schema(rename_all = "camelCase")]
pub struct ReviewedLine {
    pub line: String,
    pub title: String,
    pub words: u32,
    pub limit: u32,
    /// 0..=100: 100 less each finding's weight; at most 45 when the line does not answer its
    /// question; 0 when it is missing.
    pub score: u32,
    pub band: ReviewBand,
    pub answers_question: bool,
    pub findings: Vec<ReviewFinding>,
    /// 244 and 246: whether their facts were checked against selected evidence.
    pub support_checked: Option<bool>,
    /// Why support was not checked (no file selected), in the answer's language.
    pub support_note: Option<String>,
}

/// What a reviewer would object to, with the sentence it is about and how to fix it.
#[derive(ToSchema, Serialize)]
pub struct ReviewFinding {
    pub kind: ReviewFindingKind,
    pub severity: ReviewSeverity,
    /// The draft's sentence (or phrase) the finding is about.
    pub sentence: String,
    /// A concrete fix, in the answer's language.
    pub fix: String,
    /// UNSUPPORTED: the figures, dates or names no selected file holds.
    pub unsupported: Option<Vec<String>>,
    /// OUTSIDE_FISCAL_YEAR: the dates outside the project's fiscal year.
    pub dates: Option<Vec<String>>,
}

#[derive(ToSchema, Serialize)]
#[schema(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum ReviewFindingKind {
    NotAnUncertainty,
    NoStandardPractice,
    NoChronology,
    NoHypothesis,
    NoMeasuredResult,
    MarketingLanguage,
    ExcludedWork,
    Unsupported,
    OutsideFiscalYear,
    OverLimit,
    NotAnAdvancement,
    NoFailureStated,
    UnmeasuredClaim,
    MissingLine,
}

#[derive(ToSchema, Serialize)]
#[schema(rename_all = "lowercase")]
pub enum ReviewSeverity {
    High,
    Medium,
    Low,
}

/// A logbook: dated entries in date order, and what carries no date.
#[derive(ToSchema, Serialize)]
pub struct LogbookData {
    pub entries: Vec<LogbookEntry>,
    /// Records that carry no date: kept apart, never dated.
    pub undated: Vec<UndatedRecord>,
    pub language: AnswerLanguage,
}

/// One dated entry: its sentences labelled, and the same grouped by label.
#[derive(ToSchema, Serialize)]
#[schema(rename_all = "camelCase")]
pub struct LogbookEntry {
    /// YYYY-MM-DD.
    pub date: String,
    /// The date as written reads both ways (03/04/2025) and nothing in its file settles it.
    pub ambiguous: bool,
    pub sentences: Vec<LabelledSentence>,
    pub activity: String,
    pub hypothesis: String,
    pub results: String,
    pub conclusions: String,
    pub next_steps: String,
}

#[derive(ToSchema, Serialize)]
pub struct LabelledSentence {
    pub text: String,
    pub label: SentenceLabel,
}

/// What a sentence of a record is: a hypothesis only when one is stated or expected.
#[derive(ToSchema, Serialize)]
#[schema(rename_all = "snake_case")]
pub enum SentenceLabel {
    Hypothesis,
    Activity,
    Result,
    Conclusion,
    NextStep,
}

#[derive(ToSchema, Serialize)]
pub struct UndatedRecord {
    pub text: String,
    /// The file it comes from (`null` for the input).
    pub file: Option<String>,
}

#[cfg(test)]
mod tests {
    use serde_json::Value;

    /// A run's `data` validates against exactly one variant of `EngineData` (oneOf): for every
    /// two variants, the second requires a key the first does not have.
    #[test]
    fn the_variants_of_a_runs_data_exclude_each_other() {
        let json = super::super::json_pretty().expect("the document");
        let doc: Value = serde_json::from_str(&json).expect("json");
        let schemas = &doc["components"]["schemas"];
        let variants: Vec<&str> = schemas["EngineData"]["oneOf"]
            .as_array()
            .expect("oneOf")
            .iter()
            .filter_map(|v| v["$ref"].as_str()?.rsplit('/').next())
            .collect();
        assert_eq!(variants.len(), 4, "{variants:?}");
        let keys = |name: &str, field: &str| -> Vec<String> {
            match &schemas[name][field] {
                Value::Array(a) => a
                    .iter()
                    .filter_map(|k| k.as_str().map(str::to_owned))
                    .collect(),
                Value::Object(o) => o.keys().cloned().collect(),
                _ => Vec::new(),
            }
        };
        for a in &variants {
            for b in &variants {
                if a == b {
                    continue;
                }
                let has = keys(a, "properties");
                assert!(
                    keys(b, "required").iter().any(|k| !has.contains(k)),
                    "{b} requires nothing that {a} lacks: one payload would match both"
                );
            }
        }
    }
}
