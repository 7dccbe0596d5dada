//! The LOGBOOK's labelled records (issue 36; `tests/quality/logbook`, tuned, and
//! `tests/quality/logbook_first`, held out), each written by a hand that had not read the
//! engine: every dated entry kept and in order, each sentence's label, undated text never in an
//! entry, numeric dates that read both ways flagged. `cargo test logbook_records --
//! --nocapture` prints the figures per set, English and French apart.

use std::collections::BTreeMap;
use std::io::Write;
use std::path::Path;

use serde::Deserialize;
use serde_json::Value;

use super::super::evidence::Evidence;
use super::super::wording::Lang;
use super::entries_from;

#[derive(Deserialize)]
struct Case {
    language: Lang,
    entries: Vec<Entry>,
    #[serde(default)]
    undated: Vec<String>,
}

#[derive(Deserialize)]
struct Entry {
    date: String,
    #[serde(default)]
    ambiguous: bool,
    sentences: Vec<Sentence>,
}

#[derive(Deserialize)]
struct Sentence {
    text: String,
    label: String,
}

/// What one set scored, per language: (cases with every date in order, cases), (entries
/// found, entries), (labels right, sentences), (undated texts left out, undated texts),
/// (ambiguous dates flagged, ambiguous dates).
#[derive(Default, Debug)]
struct Score {
    exact: (usize, usize),
    entries: (usize, usize),
    labels: (usize, usize),
    undated: (usize, usize),
    ambiguous: (usize, usize),
}

fn probe(text: &str) -> String {
    text.chars().take(28).collect::<String>().to_lowercase()
}

/// The end of a sentence: it finds a sentence whose date the engine moved to the entry's date
/// ("Le 12 mai, on a ensemencé ..." written "on a ensemencé ...").
fn tail(text: &str) -> String {
    let chars: Vec<char> = text.to_lowercase().chars().collect();
    chars[chars.len().saturating_sub(28)..].iter().collect()
}

fn run(dir: &str, report: &mut String) -> BTreeMap<&'static str, Score> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join(dir);
    let mut scores: BTreeMap<&'static str, Score> = BTreeMap::new();
    let Ok(folders) = std::fs::read_dir(&root) else {
        return scores;
    };
    let mut folders: Vec<_> = folders.flatten().filter(|f| f.path().is_dir()).collect();
    folders.sort_by_key(|f| f.path());
    for folder in folders {
        let path = folder.path();
        let Ok(text) = std::fs::read_to_string(path.join("case.json")) else {
            continue;
        };
        let case: Case = serde_json::from_str(&text).expect("case.json");
        let mut ev = Evidence::in_language(case.language);
        // The day the records were handed over for this suite.
        ev.today = chrono::NaiveDate::from_ymd_opt(2026, 11, 27);
        for (k, file) in std::fs::read_dir(&path)
            .expect("case folder")
            .flatten()
            .enumerate()
        {
            let name = file.file_name().to_string_lossy().into_owned();
            // Every record as a run reads it: through the worker's own extraction.
            let content_type = match name.rsplit('.').next() {
                Some("md") => "text/markdown",
                Some("txt") => "text/plain",
                Some("csv") => "text/csv",
                Some("docx") => {
                    "application/vnd.openxmlformats-officedocument.wordprocessingml.document"
                }
                Some("xlsx") => "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
                Some("pdf") => "application/pdf",
                _ => continue,
            };
            let bytes = std::fs::read(file.path()).expect("record");
            let text = crate::worker::extract::extract(
                content_type,
                &bytes,
                &crate::worker::extract::ExtractLimits::default(),
            )
            .unwrap_or_else(|e| panic!("{name}: {e:?}"))
            .text;
            ev.add_file(
                uuid::Uuid::from_u128(k as u128 + 1),
                &name,
                content_type,
                &text,
            );
        }
        let got = entries_from(&ev);
        let entries: Vec<&Value> = got["entries"].as_array().into_iter().flatten().collect();
        let dates: Vec<&str> = entries.iter().filter_map(|e| e["date"].as_str()).collect();
        let want: Vec<&str> = case.entries.iter().map(|e| e.date.as_str()).collect();
        let lang = if case.language == Lang::Fr {
            "French"
        } else {
            "English"
        };
        let score = scores.entry(lang).or_default();
        score.exact.1 += 1;
        let exact = dates == want;
        score.exact.0 += usize::from(exact);
        let name = path
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        if std::env::var("LOGBOOK_SHOW").is_ok_and(|show| show == name) {
            for s in &ev.segments {
                report.push_str(&format!("SEG {:?} {:?} | {}\n", s.role, s.date, s.text));
            }
            report.push_str(&format!("{got:#}\n"));
        }
        let mut row = format!(
            "  {name:36} {}",
            if exact { "dates ok" } else { "dates differ" }
        );
        for e in &case.entries {
            score.entries.1 += 1;
            let found = entries.iter().find(|g| g["date"] == e.date.as_str());
            score.entries.0 += usize::from(found.is_some());
            if e.ambiguous {
                score.ambiguous.1 += 1;
                score.ambiguous.0 += usize::from(found.is_some_and(|g| g["ambiguous"] == true));
            }
            for s in &e.sentences {
                score.labels.1 += 1;
                let p = probe(&s.text);
                let label = found
                    .and_then(|g| g["sentences"].as_array())
                    .into_iter()
                    .flatten()
                    .find(|g| {
                        let t = g["text"].as_str().unwrap_or_default().to_lowercase();
                        t.contains(&p) || p.contains(&probe(&t)) || t.ends_with(&tail(&s.text))
                    })
                    .and_then(|g| g["label"].as_str());
                if label == Some(s.label.as_str()) {
                    score.labels.0 += 1;
                } else if std::env::var_os("QUALITY_DUMP").is_some() {
                    row.push_str(&format!(
                        "\n      {} wants {}, got {label:?}: {}",
                        e.date, s.label, s.text
                    ));
                }
            }
        }
        let inside: String = entries
            .iter()
            .map(|e| e.to_string().to_lowercase())
            .collect();
        for u in &case.undated {
            score.undated.1 += 1;
            let left_out = !inside.contains(&probe(u));
            score.undated.0 += usize::from(left_out);
            if !left_out {
                report.push_str(&format!("      undated text in an entry: {u}\n"));
            }
        }
        if !exact {
            row.push_str(&format!(" (got {dates:?}, want {want:?})"));
        }
        report.push_str(&row);
        report.push('\n');
    }
    scores
}

#[test]
fn logbook_records() {
    let mut out = String::new();
    for (name, dir) in [
        ("LOGBOOK records (tuned)", "tests/quality/logbook"),
        (
            "LOGBOOK records (first contact)",
            "tests/quality/logbook_first",
        ),
        (
            "LOGBOOK records (first contact 2)",
            "tests/quality/logbook_first_2",
        ),
        (
            "LOGBOOK records (first contact 3)",
            "tests/quality/logbook_first_3",
        ),
        (
            "LOGBOOK records (first contact 4)",
            "tests/quality/logbook_first_4",
        ),
        (
            "LOGBOOK records (first contact 5)",
            "tests/quality/logbook_first_5",
        ),
        (
            "LOGBOOK records (first contact 6)",
            "tests/quality/logbook_first_6",
        ),
        (
            "LOGBOOK records (first contact 7)",
            "tests/quality/logbook_first_7",
        ),
        (
            "LOGBOOK records (first contact 8)",
            "tests/quality/logbook_first_8",
        ),
        (
            "LOGBOOK records (first contact 9)",
            "tests/quality/logbook_first_9",
        ),
        (
            "LOGBOOK records (first contact 10)",
            "tests/quality/logbook_first_10",
        ),
        (
            "LOGBOOK records (first contact 11)",
            "tests/quality/logbook_first_11",
        ),
        (
            "LOGBOOK records (first contact 12)",
            "tests/quality/logbook_first_12",
        ),
        (
            "LOGBOOK records (first contact 13)",
            "tests/quality/logbook_first_13",
        ),
        (
            "LOGBOOK records (first contact 14)",
            "tests/quality/logbook_first_14",
        ),
        (
            "LOGBOOK records (first contact 15)",
            "tests/quality/logbook_first_15",
        ),
        (
            "LOGBOOK records (first contact 16)",
            "tests/quality/logbook_first_16",
        ),
        (
            "LOGBOOK records (first contact 17)",
            "tests/quality/logbook_first_17",
        ),
        (
            "LOGBOOK records (first contact 18)",
            "tests/quality/logbook_first_18",
        ),
        (
            "LOGBOOK records (first contact 19)",
            "tests/quality/logbook_first_19",
        ),
        (
            "LOGBOOK records (first contact 20)",
            "tests/quality/logbook_first_20",
        ),
    ] {
        let mut report = String::new();
        let scores = run(dir, &mut report);
        for (lang, s) in &scores {
            out.push_str(&format!(
                "{name}, {lang}: dates in order {}/{} cases, entries {}/{}, labels {}/{} ({:.1} %), undated left out {}/{}, ambiguous flagged {}/{}\n",
                s.exact.0, s.exact.1, s.entries.0, s.entries.1, s.labels.0, s.labels.1,
                100.0 * s.labels.0 as f64 / s.labels.1.max(1) as f64,
                s.undated.0, s.undated.1, s.ambiguous.0, s.ambiguous.1
            ));
        }
        out.push_str(&report);
    }
    let _ = std::io::stdout().write_all(out.as_bytes());
}
