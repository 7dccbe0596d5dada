//! Dates a line writes loosely: a day and a month without their year heading an entry, a
//! schedule's row that ends in its date, and the words that put a date inside a sentence.

use chrono::NaiveDate;

use super::lines::WEEKDAYS;
use crate::worker::engine::dates::{DateStyle, writes_a_year};

/// What follows a remark in brackets that opens `text` ("(logged after C4): Tried ...").
pub(super) fn after_remark(text: &str) -> &str {
    text.strip_prefix('(')
        .and_then(|r| r.split_once(')'))
        .map_or(text, |(_, rest)| rest.trim_start())
}

/// Words that put a date inside a sentence ("finished on", « fini le », "due").
pub(super) const BEFORE_A_DATE: &[&str] = &[
    "on",
    "by",
    "until",
    "since",
    "before",
    "after",
    "from",
    "of",
    "in",
    "at",
    "for",
    "to",
    "due",
    "the",
    "issued",
    "le",
    "du",
    "au",
    "dès",
    "avant",
    "après",
    "depuis",
    "jusqu'au",
    "de",
    "prévu",
    "émis",
    "échéance",
];

/// Whether a line is a row of a schedule: a short event named before its full date, nothing
/// after it ("Specimens H4 received      24/03/2025", "Goniophotometer measurements 03/04/2025"),
/// as a report's table of events is extracted; not a sentence that ends in a date ("We poured
/// on 03/04/2025").
pub fn schedule_row(t: &str, start: usize, end: usize) -> bool {
    let before = t[..start].trim();
    let words: Vec<&str> = before.split_whitespace().collect();
    let year_written = writes_a_year(&t[start..end]);
    let last = words.last().map(|w| w.to_lowercase()).unwrap_or_default();
    t[end..].trim().is_empty()
        && year_written
        && (2..=8).contains(&words.len())
        && before.starts_with(|c: char| c.is_uppercase())
        && !before.contains(['.', '!', '?', ':', ';'])
        && !BEFORE_A_DATE.contains(&last.as_str())
        && !before.to_lowercase().starts_with("report")
}

/// A day and a month without a year heading a line, in the file's year: alone ("## 11/3"), set
/// off by a dash, a colon or a bracket ("31/03 — Toujours 1,130", "3/3 (Mon)"), after a weekday
/// or a short label ("Tue 4/3", "Press log 10/3:"); read day-first unless the file writes
/// month-first. A fraction in a sentence ("2/3 of the bias") is none.
pub(super) fn day_and_month(t: &str, style: &DateStyle) -> Option<(usize, usize, NaiveDate)> {
    let year = style.year?;
    let (start, word) = t
        .split_whitespace()
        .map(|w| (w.as_ptr() as usize - t.as_ptr() as usize, w))
        .take(7)
        .find(|(_, w)| {
            let core = w.trim_start_matches(['*', '_']);
            core.starts_with(|c: char| c.is_ascii_digit()) && core.contains('/')
        })?;
    let lead = word.len() - word.trim_start_matches(['*', '_']).len();
    let (start, body) = (start + lead, &word[lead..]);
    let len = body
        .find(|c: char| !(c.is_ascii_digit() || c == '/'))
        .unwrap_or(body.len());
    let end = start + len;
    let after = t[end..].trim_start_matches(['*', '_']).trim_start();
    let weekday = |text: &str| WEEKDAYS.iter().any(|d| text.to_lowercase().starts_with(d));
    // "3/3 (Mon)" is a day; "8/4 (2-inch) maple" a thickness.
    // A log's date column: the day at the line's start and two spaces or a tab after it
    // ("21/01  dyne pens on the same film lot").
    let column = start == 0 && (t[end..].starts_with("  ") || t[end..].starts_with('\t'));
    let set_off = column
        || after.is_empty()
        || after.starts_with(['\u{2014}', '\u{2013}', '-', ':', '\u{2192}'])
        || after.strip_prefix('(').is_some_and(weekday)
        || weekday(after)
        // A period's first day ("24/3 to 28/3 — wk 3 pulls").
        || after.split_once(' ').is_some_and(|(join, rest)| {
            matches!(join, "to" | "au" | "until") && rest.starts_with(|c: char| c.is_ascii_digit())
        });
    if !set_off {
        return None;
    }
    let (a, b) = t[start..end].split_once('/')?;
    if a.is_empty() || b.is_empty() || a.len() > 2 || b.len() > 2 {
        return None;
    }
    let (a, b): (u32, u32) = (a.parse().ok()?, b.parse().ok()?);
    let (day, month) = if style.day_first || b > 12 {
        (a, b)
    } else {
        (b, a)
    };
    Some((start, end, NaiveDate::from_ymd_opt(year, month, day)?))
}
