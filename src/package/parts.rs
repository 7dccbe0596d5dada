//! The parts of a claim package read from stored run results (the worker's payloads, DESIGN §7):
//! a T661 draft's lines with their sources, a review, a logbook and a PRECHECK. Payloads of
//! earlier versions are stored too, so they are read leniently: a field a payload lacks is empty,
//! never an error.

use serde_json::Value;

use crate::domain::Lang;

/// Text fields are cut to this many characters (a payload's lines are far shorter; this keeps a
/// damaged payload from swelling the document).
const MAX_TEXT: usize = 20_000;
/// At most this many items of any list (lines, findings, entries, criteria) are read.
const MAX_ITEMS: usize = 500;

/// What a line of a draft draws on.
#[derive(Debug, Clone, PartialEq)]
pub enum Source {
    /// A file, with the dates of the entries the line uses.
    File {
        name: String,
        dates: Vec<String>,
    },
    Commit(Commit),
    /// The bound repository's README.
    Readme {
        repo: String,
    },
}

/// A commit of the bound repository that a draft cites.
#[derive(Debug, Clone, PartialEq)]
pub struct Commit {
    pub repo: String,
    pub sha: String,
    pub date: String,
    pub subject: String,
}

#[derive(Debug, Clone)]
pub struct DraftLine {
    /// "242", "244" or "246".
    pub line: String,
    /// The form's question, in the draft's language.
    pub title: String,
    pub words: u64,
    pub limit: u64,
    pub text: String,
    pub sources: Vec<Source>,
}

#[derive(Debug, Clone)]
pub struct Draft {
    pub lines: Vec<DraftLine>,
    pub language: Option<Lang>,
}

#[derive(Debug, Clone)]
pub struct Finding {
    pub kind: String,
    pub severity: String,
    pub sentence: String,
    pub fix: String,
}

#[derive(Debug, Clone)]
pub struct ReviewedLine {
    pub line: String,
    pub title: String,
    pub words: u64,
    pub limit: u64,
    pub score: u64,
    pub band: String,
    pub findings: Vec<Finding>,
}

#[derive(Debug, Clone)]
pub struct Review {
    pub score: u64,
    pub band: String,
    pub lines: Vec<ReviewedLine>,
    pub language: Option<Lang>,
}

/// A logbook entry's fields by label, in the order the package prints them.
#[derive(Debug, Clone)]
pub struct LogEntry {
    pub date: String,
    pub ambiguous: bool,
    /// (field key, text): hypothesis, activity, results, conclusions, nextSteps; empty ones left out.
    pub fields: Vec<(&'static str, String)>,
}

#[derive(Debug, Clone)]
pub struct Logbook {
    /// In date order.
    pub entries: Vec<LogEntry>,
    /// (text, file) of what carries no date.
    pub undated: Vec<(String, Option<String>)>,
    pub language: Option<Lang>,
}

#[derive(Debug, Clone)]
pub struct Criterion {
    pub label: String,
    pub met: Option<bool>,
    pub evidence: String,
}

#[derive(Debug, Clone)]
pub struct Precheck {
    pub verdict: String,
    pub score: f64,
    pub summary: String,
    pub criteria: Vec<Criterion>,
    pub exclusion: Option<String>,
    pub next_steps: Vec<String>,
    pub language: Option<Lang>,
}

/// The order a logbook entry's fields are printed in.
pub const LOG_FIELDS: [&str; 5] = [
    "hypothesis",
    "activity",
    "results",
    "conclusions",
    "nextSteps",
];

/// A payload's text, cut to [`MAX_TEXT`] characters, with control characters (a PDF's form
/// feeds, stray NULs) made spaces: XML 1.0, which a Word file is, cannot hold them.
pub fn text(v: &Value) -> String {
    clean(v.as_str().unwrap_or_default())
}

/// `s` trimmed, cut to [`MAX_TEXT`] characters, its control characters made spaces.
pub fn clean(s: &str) -> String {
    let s: String = s
        .chars()
        .map(|c| if c.is_control() && c != '\n' { ' ' } else { c })
        .collect();
    let s = s.trim();
    match s.char_indices().nth(MAX_TEXT) {
        Some((end, _)) => format!("{}…", &s[..end]),
        None => s.to_owned(),
    }
}

fn items(v: &Value) -> impl Iterator<Item = &Value> {
    v.as_array().into_iter().flatten().take(MAX_ITEMS)
}

fn language(data: &Value) -> Option<Lang> {
    match data["language"].as_str() {
        Some("fr") => Some(Lang::Fr),
        Some("en") => Some(Lang::En),
        _ => None,
    }
}

/// The `data` of a stored result: the worker's result keeps it under `data` (a payload stored
/// whole), an older message may hold the data itself.
pub fn data_of(payload: &Value) -> &Value {
    if payload.get("data").is_some_and(Value::is_object) {
        &payload["data"]
    } else {
        payload
    }
}

impl Draft {
    /// A T661 draft: a result whose data has at least one line with text.
    pub fn from_payload(payload: &Value) -> Option<Draft> {
        let data = data_of(payload);
        let subjects = commit_subjects(payload);
        let lines: Vec<DraftLine> = items(&data["lines"])
            .map(|l| DraftLine {
                line: text(&l["line"]),
                title: text(&l["title"]),
                words: l["words"].as_u64().unwrap_or_default(),
                limit: l["wordLimit"].as_u64().unwrap_or_default(),
                text: text(&l["text"]),
                sources: items(&l["sources"])
                    .filter_map(|s| source(s, &subjects))
                    .collect(),
            })
            .collect();
        if !lines.iter().any(|l| !l.text.is_empty()) {
            return None;
        }
        Some(Draft {
            lines,
            language: language(data),
        })
    }

    /// The commits the draft's lines cite, each once, in order of first citation.
    pub fn commits(&self) -> Vec<Commit> {
        let mut out: Vec<Commit> = Vec::new();
        for source in self.lines.iter().flat_map(|l| &l.sources) {
            if let Source::Commit(c) = source
                && !out.iter().any(|o| o.sha == c.sha && o.repo == c.repo)
            {
                out.push(c.clone());
            }
        }
        out
    }
}

/// (sha, subject) of the result's commit citations: the subject the worker recorded, else the
/// first line of the excerpt.
fn commit_subjects(payload: &Value) -> Vec<(String, String)> {
    items(&payload["citations"])
        .filter_map(|c| {
            let code = &c["codeHost"];
            let sha = code["sha"].as_str()?;
            let subject = match code["subject"].as_str() {
                Some(s) => s.to_owned(),
                None => first_line(c["excerpt"].as_str().unwrap_or_default()),
            };
            Some((sha.to_owned(), subject))
        })
        .collect()
}

/// A commit message's subject: its first line, cut to 120 characters.
fn first_line(message: &str) -> String {
    let line = message.lines().next().unwrap_or_default().trim();
    match line.char_indices().nth(120) {
        Some((end, _)) => format!("{}…", &line[..end]),
        None => line.to_owned(),
    }
}

fn source(s: &Value, subjects: &[(String, String)]) -> Option<Source> {
    let code = &s["codeHost"];
    if code.is_object() {
        let repo = text(&code["repoFullName"]);
        return Some(match code["sha"].as_str() {
            Some(sha) => Source::Commit(Commit {
                repo,
                sha: sha.to_owned(),
                date: text(&code["date"]),
                subject: code["subject"]
                    .as_str()
                    .map(str::to_owned)
                    .or_else(|| {
                        subjects
                            .iter()
                            .find(|(s, _)| s == sha)
                            .map(|(_, subject)| subject.clone())
                    })
                    .unwrap_or_default(),
            }),
            None => Source::Readme { repo },
        });
    }
    let name = text(&s["filename"]);
    (!name.is_empty()).then(|| Source::File {
        name,
        dates: items(&s["dates"]).map(text).collect(),
    })
}

impl Review {
    /// A review: a result whose data holds a (non-null) `review`.
    pub fn from_payload(payload: &Value) -> Option<Review> {
        let data = data_of(payload);
        let review = data.get("review").filter(|r| r.is_object())?;
        Some(Review {
            score: review["score"].as_u64().unwrap_or_default(),
            band: text(&review["band"]),
            lines: items(&review["lines"])
                .map(|l| ReviewedLine {
                    line: text(&l["line"]),
                    title: text(&l["title"]),
                    words: l["words"].as_u64().unwrap_or_default(),
                    limit: l["limit"].as_u64().unwrap_or_default(),
                    score: l["score"].as_u64().unwrap_or_default(),
                    band: text(&l["band"]),
                    findings: items(&l["findings"])
                        .map(|f| Finding {
                            kind: text(&f["kind"]),
                            severity: text(&f["severity"]),
                            sentence: text(&f["sentence"]),
                            fix: text(&f["fix"]),
                        })
                        .collect(),
                })
                .collect(),
            language: language(data),
        })
    }
}

impl Logbook {
    /// A logbook: a result whose data has an `entries` list (entries sorted by date here too).
    pub fn from_payload(payload: &Value) -> Option<Logbook> {
        let data = data_of(payload);
        let list = data.get("entries")?.as_array()?;
        let mut entries: Vec<LogEntry> = list
            .iter()
            .take(MAX_ITEMS)
            .map(|e| LogEntry {
                date: text(&e["date"]),
                ambiguous: e["ambiguous"] == true,
                fields: LOG_FIELDS
                    .iter()
                    .map(|&key| (key, text(&e[key])))
                    .filter(|(_, t)| !t.is_empty())
                    .collect(),
            })
            .collect();
        entries.sort_by(|a, b| a.date.cmp(&b.date));
        Some(Logbook {
            entries,
            undated: items(&data["undated"])
                .map(|u| (text(&u["text"]), u["file"].as_str().map(str::to_owned)))
                .filter(|(t, _)| !t.is_empty())
                .collect(),
            language: language(data),
        })
    }
}

impl Precheck {
    /// A PRECHECK: a result whose data has a verdict.
    pub fn from_payload(payload: &Value) -> Option<Precheck> {
        let data = data_of(payload);
        let verdict = data["verdict"].as_str()?.to_owned();
        Some(Precheck {
            verdict,
            score: data["score"].as_f64().unwrap_or_default(),
            summary: text(&data["summary"]),
            criteria: items(&data["criteria"])
                .map(|c| Criterion {
                    label: text(&c["label"]),
                    met: c["met"].as_bool(),
                    evidence: text(&c["evidence"]),
                })
                .collect(),
            exclusion: data["exclusion"]["label"].as_str().map(str::to_owned),
            next_steps: items(&data["nextSteps"]).map(text).collect(),
            language: language(data),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn a_draft_keeps_its_sources_and_finds_commit_subjects_in_the_citations() {
        let payload = json!({
            "data": {"language": "fr", "lines": [
                {"line": "242", "title": "Q", "words": 3, "wordLimit": 350, "text": "Nous ne savions pas.",
                 "sources": [{"fileId": "f", "filename": "log.txt", "dates": ["2025-02-03"]},
                             {"fileId": null, "filename": "o/r@abc1234", "dates": [],
                              "codeHost": {"kind": "COMMIT", "repoFullName": "o/r", "sha": "abc1234def", "date": "2025-03-01"}}]},
                {"line": "244", "text": ""}
            ]},
            "citations": [{"fileId": null, "filename": "o/r@abc1234", "excerpt": "Try a ring buffer\nmore", "score": 1.0,
                           "codeHost": {"kind": "COMMIT", "repoFullName": "o/r", "sha": "abc1234def"}}]
        });
        let draft = Draft::from_payload(&payload).expect("a draft");
        assert_eq!(draft.language, Some(Lang::Fr));
        assert_eq!(draft.lines[0].limit, 350);
        assert_eq!(
            draft.lines[0].sources[0],
            Source::File {
                name: "log.txt".into(),
                dates: vec!["2025-02-03".into()]
            }
        );
        let commits = draft.commits();
        assert_eq!(commits.len(), 1);
        assert_eq!(commits[0].subject, "Try a ring buffer");
        assert_eq!(commits[0].date, "2025-03-01");
    }

    #[test]
    fn control_characters_never_reach_a_document() {
        assert_eq!(text(&json!("page 1\u{c}page 2\u{0}")), "page 1 page 2");
    }

    #[test]
    fn each_kind_of_result_is_told_from_the_others() {
        let review = json!({"data": {"review": {"score": 60, "band": "needs_work", "lines": []}}});
        let empty_review = json!({"data": {"review": null}});
        let logbook = json!({"data": {"entries": [{"date": "2025-03-02", "activity": "B"}, {"date": "2025-01-05", "hypothesis": "A"}], "undated": []}});
        let precheck = json!({"data": {"verdict": "LIKELY", "score": 80.0, "criteria": []}});
        assert!(Draft::from_payload(&review).is_none());
        assert!(Review::from_payload(&review).is_some());
        assert!(Review::from_payload(&empty_review).is_none());
        let log = Logbook::from_payload(&logbook).expect("a logbook");
        assert_eq!(log.entries[0].date, "2025-01-05", "sorted by date");
        assert_eq!(log.entries[0].fields, vec![("hypothesis", "A".to_owned())]);
        assert!(Logbook::from_payload(&precheck).is_none());
        assert_eq!(
            Precheck::from_payload(&precheck)
                .expect("a precheck")
                .verdict,
            "LIKELY"
        );
        assert!(Draft::from_payload(&json!("plain text")).is_none());
    }
}
