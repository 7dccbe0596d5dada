//! The T661 and LOGBOOK quality suite over `tests/quality/evidence`: per evidence file, the
//! offline draft with that file as the only selected evidence and the file's own question as the
//! input. Prints per-line fact coverage and LOGBOOK date agreement (`cargo test quality --
//! --nocapture`) and fails below 90 %.

use std::io::Write;

use serde_json::Value;
use uuid::Uuid;

use super::evidence::Evidence;
use super::{logbook, t661};

/// The evidence folders: the one the drafts were tuned on, and `evidence_fresh`, written later by
/// another hand and never tuned on.
const DIRS: [&str; 2] = ["tests/quality/evidence", "tests/quality/evidence_fresh"];

fn cases() -> Vec<Value> {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut out = Vec::new();
    for dir in DIRS {
        let Ok(facts) = std::fs::read_to_string(root.join(dir).join("facts.json")) else {
            assert_ne!(dir, DIRS[0], "{dir}/facts.json is missing");
            continue;
        };
        let facts: Value = serde_json::from_str(&facts).expect("facts.json is JSON");
        for mut case in facts["files"].as_array().expect("files").clone() {
            case["dir"] = Value::String(dir.to_owned());
            out.push(case);
        }
    }
    out
}

fn evidence(case: &Value) -> (Evidence, String) {
    let name = case["file"].as_str().expect("file");
    let dir =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(case["dir"].as_str().expect("dir"));
    let text = std::fs::read_to_string(dir.join(name)).expect("evidence file");
    let mut ev = Evidence::default();
    ev.add_file(
        Uuid::from_u128(7),
        name,
        case["contentType"].as_str().unwrap_or("text/plain"),
        &text,
    );
    let question = case["question"].as_str().expect("question");
    ev.add_text(None, question);
    (ev, text)
}

/// A sentence's last token, when it ends in a digit, must end a number in the source too.
fn cut_inside_a_number(line: &str, source: &str) -> Option<String> {
    for sentence in super::segment::sentences_of(line) {
        let last = sentence.split_whitespace().last().unwrap_or_default();
        let token = last.trim_end_matches('.');
        if token.ends_with(|c: char| c.is_ascii_digit()) && last.ends_with('.') {
            let cut = source.match_indices(token).all(|(i, _)| {
                let after = &source[i + token.len()..];
                after.starts_with('.') && after[1..].starts_with(|c: char| c.is_ascii_digit())
            });
            if cut && source.contains(token) {
                return Some(sentence);
            }
        }
    }
    None
}

#[test]
fn t661_lines_name_their_key_facts_within_limits() {
    let mut report = String::from("T661 fact coverage (facts named / facts):\n");
    let (mut named, mut total) = (0usize, 0usize);
    let mut per_line = [(0usize, 0usize); 3];
    let mut problems = Vec::new();
    let mut slowest = 0u128;
    for case in cases() {
        let (ev, source) = evidence(&case);
        let started = std::time::Instant::now();
        let draft = t661::draft(&ev);
        slowest = slowest.max(started.elapsed().as_micros());
        if std::env::var_os("QUALITY_DUMP").is_some() {
            let _ = writeln!(
                std::io::stdout(),
                "=== {}\n{}",
                case["file"],
                t661::markdown(&draft)
            );
        }
        let mut row = format!("  {:32}", case["file"].as_str().unwrap_or_default());
        for (k, line) in draft["lines"].as_array().expect("lines").iter().enumerate() {
            let number = line["line"].as_str().expect("line");
            let text = line["text"].as_str().expect("text");
            let lower = text.to_lowercase();
            let limit = line["wordLimit"].as_u64().expect("limit") as usize;
            if text.split_whitespace().count() > limit {
                problems.push(format!("{} line {number} over {limit} words", case["file"]));
            }
            if let Some(s) = cut_inside_a_number(text, &source) {
                problems.push(format!(
                    "{} line {number} cut inside a number: {s}",
                    case["file"]
                ));
            }
            if line["sources"].as_array().is_none_or(Vec::is_empty) {
                problems.push(format!("{} line {number} cites no file", case["file"]));
            }
            let facts = case["facts"][number]
                .as_array()
                .cloned()
                .unwrap_or_default();
            let mut hit = 0;
            for fact in &facts {
                let found = fact
                    .as_array()
                    .into_iter()
                    .flatten()
                    .filter_map(Value::as_str)
                    .any(|alt| lower.contains(&alt.to_lowercase()));
                if found {
                    hit += 1;
                } else {
                    row.push_str(&format!(" [{number} misses {fact}]"));
                }
            }
            per_line[k].0 += hit;
            per_line[k].1 += facts.len();
            named += hit;
            total += facts.len();
            row.push_str(&format!(" {number}: {hit}/{}", facts.len()));
        }
        report.push_str(&row);
        report.push('\n');
    }
    for (k, (h, t)) in per_line.iter().enumerate() {
        report.push_str(&format!(
            "  line {}: {h}/{t} = {:.1} %\n",
            t661::LINES[k].number,
            100.0 * *h as f64 / (*t).max(1) as f64
        ));
    }
    let overall = 100.0 * named as f64 / total.max(1) as f64;
    report.push_str(&format!("  overall: {named}/{total} = {overall:.1} %\n"));
    report.push_str(&format!(
        "  slowest draft: {:.2} ms\n",
        slowest as f64 / 1000.0
    ));
    let _ = std::io::stdout().write_all(report.as_bytes());
    assert!(problems.is_empty(), "{report}\n{problems:#?}");
    assert!(overall >= 90.0, "{report}");
}

#[test]
fn logbook_entries_carry_the_records_dates_in_order() {
    let mut report = String::from("LOGBOOK date agreement:\n");
    let (mut agree, mut total) = (0usize, 0usize);
    for case in cases() {
        let expected: Vec<&str> = case["dates"]
            .as_array()
            .expect("dates")
            .iter()
            .filter_map(Value::as_str)
            .collect();
        if expected.is_empty() {
            continue;
        }
        let (ev, _) = evidence(&case);
        let result = logbook::entries_from(&ev);
        let got: Vec<String> = result["entries"]
            .as_array()
            .expect("entries")
            .iter()
            .map(|e| e["date"].as_str().unwrap_or_default().to_owned())
            .collect();
        let ok = got == expected;
        total += 1;
        agree += usize::from(ok);
        report.push_str(&format!(
            "  {:32} {}\n",
            case["file"].as_str().unwrap_or_default(),
            if ok {
                "ok".to_owned()
            } else {
                format!("got {got:?}, want {expected:?}")
            }
        ));
    }
    let rate = 100.0 * agree as f64 / total.max(1) as f64;
    report.push_str(&format!("  agreement: {agree}/{total} = {rate:.1} %\n"));
    let _ = std::io::stdout().write_all(report.as_bytes());
    assert!(rate >= 90.0, "{report}");
}

/// Drafts of every file in `$QUALITY_DIR` (a held-out set), printed for reading:
/// `QUALITY_DIR=/path cargo test -p taxcredit --lib drafts_of_a_directory -- --ignored --nocapture`.
#[test]
#[ignore = "reads $QUALITY_DIR"]
fn drafts_of_a_directory() {
    let Some(dir) = std::env::var_os("QUALITY_DIR") else {
        return;
    };
    let mut names: Vec<_> = std::fs::read_dir(dir)
        .expect("QUALITY_DIR")
        .filter_map(Result::ok)
        .map(|e| e.path())
        .collect();
    names.sort();
    let mut out = std::io::stdout();
    for path in names {
        let Ok(text) = std::fs::read_to_string(&path) else {
            continue;
        };
        let name = path
            .file_name()
            .and_then(|n| n.to_str())
            .unwrap_or_default();
        let mut ev = Evidence::default();
        ev.add_file(Uuid::from_u128(1), name, "text/plain", &text);
        ev.add_text(
            None,
            "Draft our T661 lines 242, 244 and 246 from the attached records.",
        );
        let draft = t661::draft(&ev);
        let log = logbook::entries_from(&ev);
        let dates: Vec<&str> = log["entries"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|e| e["date"].as_str())
            .collect();
        let _ = writeln!(
            out,
            "=== {name}\n{}\nLOGBOOK dates: {dates:?}\n",
            t661::markdown(&draft)
        );
    }
}
