//! LOGBOOK: records into dated entries, one per date the records give (any common format,
//! wherever the date stands in an entry's first line), in chronological order, each sentence
//! labelled by what it is ([`labels`]); side remarks and non-record content left out. Text
//! that carries no date is kept apart (`undated`), never dated today. A numeric date that reads
//! both ways (03/04/2025) with nothing in its file to settle it is flagged `ambiguous`.

use chrono::{Datelike, NaiveDate};
use serde_json::{Value, json};

use super::dates::DateStyle;
use super::evidence::{Evidence, Role, Segment};
use super::relevance::signals;
use super::text::terminated;
use super::wording;

mod label_cues;
mod labels;
mod model;
#[cfg(test)]
mod quality;
mod setups;
mod state_cues;
pub use labels::{Label, label, label_in_entry};

/// Entries from the evidence: the selected files' records, or without files the input's.
pub fn entries_from(ev: &Evidence) -> Value {
    let files = ev.has_files();
    // The records: not what is no record of the work, not a table's summary (its rows are the
    // records), not the request itself.
    let records: Vec<&Segment> = ev
        .segments
        .iter()
        .filter(|s| matches!(s.role, Role::Prose | Role::TableRow))
        // With files, the input's dated lines are records too.
        .filter(|s| s.source.is_some() || !files || s.date.is_some())
        .filter(|s| s.source.is_some() || !signals(s, true).request)
        .collect();
    let dated = records.iter().any(|s| s.date.is_some());
    // Undated prose that names a full date within the records' span ("A leaf-off flight was
    // flown 12 March 2025") is a dated record too; a year-old date in the background is not.
    // A report's or a memo's own date ("Rapport émis le 3 mars 2025") is within it too.
    let span = records
        .iter()
        .filter_map(|s| s.date)
        .chain(ev.sources.iter().filter_map(|f| f.document_date))
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
        "invoice",
        "calibrat",
        "étalonn",
        "signed",
        "revision",
        "version",
        "échéance",
        "facture",
        "signé",
    ];
    // Within the records' span, give or take two months.
    let within = |d: NaiveDate| {
        span.is_some_and(|(first, last)| {
            let margin = chrono::TimeDelta::days(60);
            d >= first - margin && d <= last + margin
        })
    };
    // A day written without its year ("À l'inspection des murets le 7 avril") is in its
    // document's year.
    let inline = |text: &str, document: Option<NaiveDate>| {
        let lower = text.to_lowercase();
        // A sign-off ("Reviewed E. LeBlanc, hatchery manager, 28/04/2025") dates a review of
        // the record, not work.
        let sign_off = lower.split_whitespace().count() <= 10
            && lower.split_whitespace().next().is_some_and(|w| {
                [
                    "reviewed",
                    "approved",
                    "checked",
                    "verified",
                    "révisé",
                    "approuvé",
                    "vérifié",
                    "relu",
                ]
                .contains(&w.trim_end_matches([':', ',']))
            });
        if sign_off
            || ADMIN.iter().any(|a| lower.contains(a))
            || super::noise::checks_an_instrument(text)
        {
            return None;
        }
        let mut style = DateStyle::of(text);
        style.year = style.year.or(document.map(|d| d.year()));
        let (_, _, d) = style.find(text)?;
        within(d).then_some(d)
    };
    // Without any dated entry, a record that names one date for itself (a memo's date line)
    // is one entry on that date.
    let own_date = (!dated)
        .then(|| {
            records.iter().take(6).find_map(|s| {
                let style = DateStyle::of(&s.text);
                let (_, _, d) = style.find(&s.text)?;
                (style.year.is_some() && s.text.split_whitespace().count() <= 8).then_some(d)
            })
        })
        .flatten();
    let mut groups: Vec<Group> = Vec::new();
    let mut undated: Vec<Value> = Vec::new();
    for s in &records {
        let signals = signals(s, false);
        // A dated line is the record's own unless it is plainly a side remark; undated text and
        // dates read inside a sentence must read as the project's.
        let usable = signals.usable();
        let kept = if s.date.is_some() {
            signals.in_record()
        } else {
            usable
        };
        // A memo, plan or report dated as a whole is an entry on its date.
        let document = s
            .source
            .and_then(|k| ev.sources.get(k))
            .and_then(|f| f.document_date);
        let date = match s.date {
            Some(d) => Some(d),
            None if dated => inline(&s.text, document).filter(|_| usable).or(document),
            None => own_date.or(document),
        };
        let Some(date) = date else {
            if usable {
                let file = s
                    .source
                    .and_then(|k| ev.sources.get(k))
                    .map(|f| f.filename.as_str());
                undated.push(json!({"text": terminated(&s.text), "file": file}));
            }
            continue;
        };
        // A later event the record dates in passing ("reprinted 2025/01/27", "(fin le
        // 2025-10-27)", the end of a period it ran: "from September 9 to October 31, 2024") is
        // an entry of its own too; a plan's date ("next run around ...") is not.
        let later = later_events(&s.text, date, s.date_label.as_deref());
        // The start of a period a record reports ("repaired ... Oct 8-10" in an e-mail of the
        // 12th) is an entry.
        let period = period_start(&s.text, date);
        let events = later.into_iter().chain(period).filter(|e| *e != date);
        let mut pushed: Vec<NaiveDate> = Vec::new();
        for event in events.filter(|e| usable && within(*e)) {
            if !pushed.contains(&event) {
                pushed.push(event);
                push(&mut groups, event, terminated(&s.text), usable, false);
            }
        }
        let ambiguous = s.date.is_some() && ambiguous(ev, s);
        push(&mut groups, date, terminated(&s.text), kept, ambiguous);
    }
    groups.sort_by_key(|(d, _, _)| *d);
    let list: Vec<Value> = groups
        .iter()
        .map(|(date, texts, ambiguous)| {
            // Side remarks are left out, unless they are all the entry holds.
            // A next step or a decision is the record's own, whatever else it says.
            let kept: Vec<&String> = texts
                .iter()
                .filter(|t| t.1 || matches!(label(&t.0), Label::NextStep | Label::Conclusion))
                .map(|t| &t.0)
                .collect();
            let all: Vec<&String> = texts.iter().map(|t| &t.0).collect();
            entry(
                date,
                if kept.is_empty() { &all } else { &kept },
                *ambiguous,
                ev.lang == wording::Lang::Fr,
            )
        })
        .collect();
    json!({"entries": list, "undated": undated, "language": ev.lang})
}

/// The dates, later than `entry`, of the events a record names with their year ("G4 received
/// 2025-05-13; G5 received 2025-06-10"), unless the record plans them.
fn later_events(text: &str, entry: NaiveDate, own: Option<&str>) -> Vec<NaiveDate> {
    let mut later = Vec::new();
    if plans(text) {
        return later;
    }
    let style = DateStyle::of(text);
    // Of a period ("from September 9 to October 31, 2024"), its end.
    let period_first = style.range(text).map(|(first, _)| first);
    let mut at = 0;
    while let Some((start, end, d)) = text.get(at..).and_then(|rest| style.find(rest)) {
        // The record's own date, as its file reads it ("03/04/2025" in a month-first report),
        // is no later event whatever this text alone would make of it.
        let written = text.get(at + start..at + end);
        if d > entry
            && (own.is_none() || written != own)
            && !later.contains(&d)
            && Some(d) != period_first
        {
            later.push(d);
        }
        at += end.max(1);
    }
    later
}

/// Whether a text plans what it dates ("next run around ...").
fn plans(text: &str) -> bool {
    const PLANS: &[&str] = &[
        "next", "will ", "plan", "due", "expect", "around", "by ", "until", "should", "prochain",
        "prévu", "vers le", "d'ici", "jusqu'au", "devrait", "sera ",
    ];
    let lower = text.to_lowercase();
    PLANS.iter().any(|p| lower.contains(p))
}

/// The first day of a period the text names ("Oct 8-10", « du 8 au 10 octobre », « du 9 juin
/// au 18 juillet »), read in the entry's year, when the period ends on or before the entry and the
/// text does not plan it: the day the work it reports began.
fn period_start(text: &str, entry: NaiveDate) -> Option<NaiveDate> {
    let style = DateStyle {
        year: Some(entry.year()),
        ..DateStyle::of(text)
    };
    let (first, last) = style.range(text)?;
    // "After 55 mm of rain on Aug 16-17 the logger peaked ...": the period dates what came
    // before the observation, not work done.
    let lower = text.trim_start().to_lowercase();
    let after = ["after ", "après ", "following ", "à la suite "]
        .iter()
        .any(|a| lower.starts_with(a));
    (last <= entry && !plans(text) && !after).then_some(first)
}

/// Per date: its texts (each with whether it is usable) and whether the date is ambiguous.
type Group = (NaiveDate, Vec<(String, bool)>, bool);

/// Adds a text to its date's group.
fn push(groups: &mut Vec<Group>, date: NaiveDate, text: String, usable: bool, ambiguous: bool) {
    match groups.iter_mut().find(|(d, _, _)| *d == date) {
        Some((_, texts, flag)) => {
            texts.push((text, usable));
            *flag |= ambiguous;
        }
        None => groups.push((date, vec![(text, usable)], ambiguous)),
    }
}

/// Whether a segment's date, as written, reads both ways (03/04/2025) and nothing else its file
/// writes (a day above 12 in either place) settles which.
fn ambiguous(ev: &Evidence, s: &Segment) -> bool {
    let Some(label) = &s.date_label else {
        return false;
    };
    let parts = |label: &str| -> Option<(u32, u32)> {
        let p: Vec<&str> = label.trim().split(['/', '.']).collect();
        // 03/04/2025, or 4/3 without its year.
        let full = p.len() == 3 && p[2].len() >= 2;
        let short = p.len() == 2 && p[1].len() <= 2;
        ((full || short) && p[0].len() <= 2)
            .then(|| Some((p[0].parse().ok()?, p[1].parse().ok()?)))
            .flatten()
    };
    let Some((a, b)) = parts(label) else {
        return false;
    };
    if a > 12 || b > 12 || a == b {
        return false;
    }
    let settled = ev
        .segments
        .iter()
        .filter(|o| o.source == s.source)
        .filter_map(|o| o.date_label.as_deref().and_then(parts))
        .any(|(x, y)| x > 12 || y > 12);
    !settled
}

/// One entry: its sentences with their labels (the rules' label weighed with the sentence's
/// words and place by [`model`]), and the same grouped by label.
fn entry(date: &NaiveDate, texts: &[&String], ambiguous: bool, french: bool) -> Value {
    let texts: Vec<String> = texts
        .iter()
        .flat_map(|t| super::segment::sentences_of(t))
        .collect();
    let count = texts.len();
    let rules: Vec<Label> = texts.iter().map(|t| label_in_entry(t, *date)).collect();
    let sentences: Vec<(String, Label)> = texts
        .into_iter()
        .enumerate()
        .map(|(index, t)| {
            let place = model::Place {
                index,
                count,
                french,
                before: index.checked_sub(1).map(|i| rules[i]),
                after: rules.get(index + 1).copied(),
            };
            let l = model::label(&t, rules[index], place);
            (t, l)
        })
        .collect();
    let join = |want: Label| -> String {
        sentences
            .iter()
            .filter(|(_, l)| *l == want)
            .map(|(t, _)| t.as_str())
            .collect::<Vec<_>>()
            .join(" ")
    };
    json!({
        "date": date.to_string(),
        "ambiguous": ambiguous,
        "sentences": sentences.iter().map(|(text, l)| json!({"text": text, "label": l})).collect::<Vec<_>>(),
        "activity": join(Label::Activity),
        "hypothesis": join(Label::Hypothesis),
        "results": join(Label::Result),
        "conclusions": join(Label::Conclusion),
        "nextSteps": join(Label::NextStep),
    })
}

pub fn markdown(result: &Value) -> String {
    let lang = super::wording::language_of(result);
    let mut out = String::from(wording::logbook_heading(lang));
    for e in result["entries"].as_array().into_iter().flatten() {
        let flag = if e["ambiguous"] == true {
            wording::ambiguous_date(lang)
        } else {
            ""
        };
        out.push_str(&format!(
            "\n### {}{flag}\n",
            e["date"].as_str().unwrap_or_default()
        ));
        for key in [
            "hypothesis",
            "activity",
            "results",
            "conclusions",
            "nextSteps",
        ] {
            let label = wording::logbook_field(lang, key);
            if let Some(text) = e[key].as_str().filter(|t| !t.is_empty()) {
                out.push_str(&format!("- **{label}**: {text}\n"));
            }
        }
    }
    let undated: Vec<&str> = result["undated"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|u| u["text"].as_str())
        .collect();
    if !undated.is_empty() {
        out.push_str(&format!("\n{}\n", wording::undated_heading(lang)));
        for text in undated {
            out.push_str(&format!("- {text}\n"));
        }
    }
    out
}

#[cfg(test)]
mod tests;
