//! LOGBOOK: records into dated, structured entries (activity, hypothesis, observations, results,
//! next steps). With selected files, each dated entry of the records (any common date format) is
//! an entry, in chronological order, side remarks left out; without them, a line of the input
//! starting with a date (YYYY-MM-DD) opens a new entry.

use chrono::NaiveDate;
use serde_json::{Value, json};

use super::dates::DateStyle;
use super::evidence::{Evidence, Role};
use super::relevance::signals;
use super::text::{mentions, sentences, terminated};

/// Entries from the evidence: one per date (the records' dates), chronological; a file without
/// dated entries is one entry dated by the first date it mentions (else `today`).
pub fn entries_from(ev: &Evidence, input: &str, today: &str) -> Value {
    if !ev.has_files() {
        let mut out = entries(input, today);
        out["language"] = json!(ev.lang);
        return out;
    }
    // The records of the selected files: not what is no record of the work, not a table's
    // summary (its rows are the records).
    let records = || {
        ev.segments
            .iter()
            .filter(|s| s.source.is_some() && matches!(s.role, Role::Prose | Role::TableRow))
    };
    let dated = records().any(|s| s.date.is_some());
    // Undated prose that names a full date within the records' span ("A leaf-off flight was
    // flown 12 March 2025") is a dated record too; a year-old date in the background is not.
    let span = records()
        .filter_map(|s| s.date)
        .fold(None, |acc, d| match acc {
            None => Some((d, d)),
            Some((a, b)) => Some((d.min(a), d.max(b))),
        });
    // Dates of the paperwork around the records, not of the work.
    const ADMIN: &[&str] = &[
        "export",
        "due ",
        "cert",
        "expir",
        "valid",
        "printed",
        "generated",
        "deadline",
        "issued",
        "invoice",
        "signed",
        "revision",
        "version",
        "échéance",
        "facture",
        "signé",
    ];
    let inline = |text: &str| {
        let lower = text.to_lowercase();
        if ADMIN.iter().any(|a| lower.contains(a)) {
            return None;
        }
        let (first, last) = span?;
        let (_, _, d) = DateStyle::of(text).find(text)?;
        let margin = chrono::TimeDelta::days(60);
        (d >= first - margin && d <= last + margin).then_some(d)
    };
    let mut groups: Vec<(NaiveDate, Vec<(String, bool)>)> = Vec::new();
    let fallback = NaiveDate::parse_from_str(today, "%Y-%m-%d").unwrap_or_default();
    for s in records() {
        let usable = signals(s, false).usable();
        let date = match (s.date, dated) {
            (Some(d), _) => d,
            (None, true) => match inline(&s.text).filter(|_| usable) {
                Some(d) => d,
                None => continue,
            },
            (None, false) => DateStyle::of(&s.text)
                .find(&s.text)
                .map(|x| x.2)
                .or_else(|| groups.first().map(|g| g.0))
                .unwrap_or(fallback),
        };
        let date = if dated {
            date
        } else {
            groups.first().map_or(date, |g| g.0)
        };
        match groups.iter_mut().find(|(d, _)| *d == date) {
            Some((_, texts)) => texts.push((terminated(&s.text), usable)),
            None => groups.push((date, vec![(terminated(&s.text), usable)])),
        }
    }
    // Dated lines of the input are entries too.
    if input.lines().any(|l| leading_date(l).is_some()) {
        let typed = entries(input, today);
        for e in typed["entries"].as_array().into_iter().flatten() {
            let date = e["date"]
                .as_str()
                .and_then(|d| NaiveDate::parse_from_str(d, "%Y-%m-%d").ok());
            let texts: Vec<(String, bool)> = [
                "activity",
                "hypothesis",
                "observations",
                "results",
                "nextSteps",
            ]
            .iter()
            .filter_map(|k| e[*k].as_str().filter(|t| !t.is_empty()))
            .map(|t| (t.to_owned(), true))
            .collect();
            if let Some(date) = date {
                groups.push((date, texts));
            }
        }
    }
    groups.sort_by_key(|(d, _)| *d);
    let list: Vec<Value> = groups
        .iter()
        .map(|(date, texts)| {
            // Side remarks are left out, unless they are all the entry holds.
            let kept: Vec<String> = texts.iter().filter(|t| t.1).map(|t| t.0.clone()).collect();
            let all: Vec<String> = texts.iter().map(|t| t.0.clone()).collect();
            structure(
                &date.to_string(),
                if kept.is_empty() { &all } else { &kept },
            )
        })
        .collect();
    json!({"entries": list, "language": ev.lang})
}

/// One entry's fields from its sentences.
fn structure(date: &str, all: &[String]) -> Value {
    let pick =
        |keys: &[&str]| -> Vec<&String> { all.iter().filter(|s| mentions(s, keys)).collect() };
    let hypothesis = pick(&[
        "hypothes", "expect", "predict", "assum", "if we", "idea:", "whether",
    ]);
    let observations = pick(&["observ", "notic", "saw", "measur", "seen"]);
    let results = pick(&[
        "result", "found", "showed", "achiev", "fail", "succeed", "improv", "summary", "learned",
        "know now",
    ]);
    let next = pick(&["next", "will ", "plan", "todo", "to do", "tomorrow"]);
    let classified: Vec<&String> = hypothesis
        .iter()
        .chain(&observations)
        .chain(&results)
        .chain(&next)
        .copied()
        .collect();
    let activity: Vec<&String> = all.iter().filter(|s| !classified.contains(s)).collect();
    let join = |v: &[&String]| v.iter().map(|s| s.as_str()).collect::<Vec<_>>().join(" ");
    json!({
        "date": date,
        "activity": if activity.is_empty() { all.first().cloned().unwrap_or_default() } else { join(&activity) },
        "hypothesis": join(&hypothesis), "observations": join(&observations),
        "results": join(&results), "nextSteps": join(&next),
    })
}

fn leading_date(line: &str) -> Option<(String, &str)> {
    let head = line.trim_start().get(..10)?;
    chrono::NaiveDate::parse_from_str(head, "%Y-%m-%d").ok()?;
    Some((
        head.to_owned(),
        line.trim_start()[10..].trim_start_matches([':', '-', ' ']),
    ))
}

pub fn entries(input: &str, today: &str) -> Value {
    let mut groups: Vec<(String, String)> = Vec::new();
    for line in input.lines() {
        match leading_date(line) {
            Some((date, rest)) => groups.push((date, rest.to_owned())),
            None => match groups.last_mut() {
                Some((_, text)) => {
                    text.push('\n');
                    text.push_str(line);
                }
                None => groups.push((today.to_owned(), line.to_owned())),
            },
        }
    }
    let entries: Vec<Value> = groups
        .iter()
        .filter(|(_, text)| !text.trim().is_empty())
        .map(|(date, text)| {
            let all = sentences(text);
            let pick = |keys: &[&str]| -> Vec<&String> { all.iter().filter(|s| mentions(s, keys)).collect() };
            let hypothesis = pick(&["hypothes", "expect", "predict", "assum", "if we"]);
            let observations = pick(&["observ", "notic", "saw", "measur", "seen"]);
            let results = pick(&["result", "found", "showed", "achiev", "fail", "succeed", "improv"]);
            let next = pick(&["next", "will ", "plan", "todo", "to do", "tomorrow"]);
            let classified: Vec<&String> = hypothesis.iter().chain(&observations).chain(&results).chain(&next).copied().collect();
            let activity: Vec<&String> = all.iter().filter(|s| !classified.contains(s)).collect();
            let join = |v: &[&String]| v.iter().map(|s| s.as_str()).collect::<Vec<_>>().join(" ");
            json!({
                "date": date,
                "activity": if activity.is_empty() { all.first().cloned().unwrap_or_else(|| text.trim().to_owned()) } else { join(&activity) },
                "hypothesis": join(&hypothesis), "observations": join(&observations),
                "results": join(&results), "nextSteps": join(&next),
            })
        })
        .collect();
    json!({"entries": entries})
}

pub fn markdown(result: &Value) -> String {
    let lang = super::t661::language_of(result);
    let mut out = String::from(super::wording::logbook_heading(lang));
    for e in result["entries"].as_array().into_iter().flatten() {
        out.push_str(&format!(
            "\n### {}\n",
            e["date"].as_str().unwrap_or_default()
        ));
        for key in [
            "activity",
            "hypothesis",
            "observations",
            "results",
            "nextSteps",
        ] {
            let label = super::wording::logbook_field(lang, key);
            if let Some(text) = e[key].as_str().filter(|t| !t.is_empty()) {
                out.push_str(&format!("- **{label}**: {text}\n"));
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn records_give_dated_entries_in_order_without_side_remarks() {
        let mut ev = Evidence::default();
        ev.add_file(
            uuid::Uuid::from_u128(4),
            "log.txt",
            "text/plain",
            "FIELD LOG 2024\n\nMon 10 Jun\nRolled strips 5-12 at 6 km/h.\nCoffee machine broken again.\n\nMon 3 Jun\nSet out 12 strips; we expect the chevron drum to kill more rye.\n\nMon 24 Jun\nResults: chevron at 6 km/h reached 94 % kill.",
        );
        let result = entries_from(&ev, "Make a logbook from my diary.", "2099-01-01");
        let list = result["entries"].as_array().expect("entries");
        let dates: Vec<&str> = list.iter().filter_map(|e| e["date"].as_str()).collect();
        assert_eq!(dates, ["2024-06-03", "2024-06-10", "2024-06-24"]);
        assert!(
            list[0]["hypothesis"]
                .as_str()
                .expect("h")
                .contains("expect")
        );
        assert!(!list[1].to_string().contains("Coffee"));
        assert!(list[2]["results"].as_str().expect("r").contains("94 %"));
    }

    #[test]
    fn dated_lines_open_entries() {
        let input = "2025-03-01: Set up the furnace rig for coating trials. We expect the ceramic layer to cut oxidation.\n2025-03-02 Measured mass loss on six coupons. Results showed a 40% reduction. Next we will test at 950 C.";
        let result = entries(input, "2025-12-31");
        let list = result["entries"].as_array().expect("entries");
        assert_eq!(list.len(), 2);
        assert_eq!(list[0]["date"], "2025-03-01");
        assert!(
            list[0]["hypothesis"]
                .as_str()
                .expect("h")
                .contains("expect")
        );
        assert!(list[1]["results"].as_str().expect("r").contains("40%"));
        assert!(list[1]["nextSteps"].as_str().expect("n").contains("950"));
        let undated = entries(
            "Calibrated the sensors and recorded baseline data.",
            "2025-12-31",
        );
        assert_eq!(undated["entries"][0]["date"], "2025-12-31");
    }
}
