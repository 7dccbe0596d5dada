//! Dates a line writes loosely: a day and a month without their year heading an entry, a
//! schedule's row that ends in its date, and the words that put a date inside a sentence.

use chrono::{Datelike, NaiveDate};

use super::keys::BACK_REFERENCES;
use super::lines::WEEKDAYS;
use super::lines::dated_heading;
use crate::worker::engine::dates::{
    DateStyle, any_month, day_near, weekday, weekday_and_day, writes_a_year,
};
use crate::worker::engine::segment::{is_list_item, line_sentences, strip_line};

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
    // A table's row of results as a report's text gives it ("S2   2024-09-25   24 µm   38"): a
    // sample's code, its full date, then its values.
    let after: Vec<&str> = t[end..].split_whitespace().collect();
    let figures = after
        .iter()
        .filter(|w| w.chars().any(|c| c.is_ascii_digit()))
        .count();
    let result_row = year_written
        && (1..=2).contains(&words.len())
        && words
            .iter()
            .all(|w| w.len() <= 8 && w.chars().any(|c| c.is_ascii_digit()))
        && (1..=8).contains(&after.len())
        && figures * 2 >= after.len();
    result_row
        || t[end..].trim().is_empty()
        && year_written
        && (2..=8).contains(&words.len())
        && before.starts_with(|c: char| c.is_uppercase())
        && !before.contains(['.', '!', '?', ':', ';'])
        // "RÉUNION R-D no 6 — 6 mai 2025": a heading's date set off by a dash.
        && !before.ends_with(['\u{2014}', '\u{2013}'])
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
    // After a month's name it is a day and a year ("Sept 4/24 - B1: ...").
    let month_before = t[..start]
        .split_whitespace()
        .next_back()
        .is_some_and(|w| any_month(w.trim_end_matches(['.', ','])).is_some());
    if month_before {
        return None;
    }
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
        // A period's first day ("24/3 to 28/3 — wk 3 pulls", "Night of 12/9 into 12/10").
        || after.split_once(' ').is_some_and(|(join, rest)| {
            matches!(join, "to" | "au" | "until" | "into" | "through")
                && rest.starts_with(|c: char| c.is_ascii_digit())
        });
    if !set_off {
        return None;
    }
    let (a, b) = t[start..end].split_once('/')?;
    if a.is_empty() || b.is_empty() || a.len() > 2 || b.len() > 2 {
        return None;
    }
    let (a, b): (u32, u32) = (a.parse().ok()?, b.parse().ok()?);
    // The number above 12 is the day; else the file's order decides.
    let (day, month) = if a > 12 || (style.day_first && b <= 12) {
        (a, b)
    } else {
        (b, a)
    };
    Some((start, end, NaiveDate::from_ymd_opt(year, month, day)?))
}

/// A dated heading: `(date, label as written, the text after it)`.
type Heading = (NaiveDate, String, String);

/// A line set between rules, read as a heading: a dated one ("--- lun. 3 mars — quart de jour
/// — Nadia ---", its shift and author no text), or, right after a dated entry, a weekday alone
/// ("==== Fri — NIGHTS — Kev ====" after Thursday March 20: the Friday after it); else its
/// title (`Err`).
pub(super) fn framed_heading<'a>(
    inner: &'a str,
    style: &DateStyle,
    last: Option<NaiveDate>,
) -> Result<Heading, &'a str> {
    if let Some((date, label, _)) = dated_heading(inner, style) {
        return Ok((date, label, String::new()));
    }
    let label = inner
        .split(|c: char| !c.is_alphabetic())
        .find(|w| !w.is_empty())
        .unwrap_or_default();
    // The weekday set off from what follows ("Fri — NIGHTS"), not a word of a title ("Mon
    // journal", "Sun exposure").
    let after = inner
        .find(label)
        .map_or("", |at| &inner[at + label.len()..])
        .trim_start_matches('.')
        .trim_start();
    let set_off =
        after.is_empty() || after.starts_with(['\u{2014}', '\u{2013}', '-', ',', ':', '(', '|']);
    let (Some(day), Some(last), true) = (weekday(label), last, set_off) else {
        return Err(inner);
    };
    (1..=6)
        .map(|k| last + chrono::Duration::days(k))
        .find(|d| d.weekday() == day)
        .map(|d| (d, label.to_owned(), String::new()))
        .ok_or(inner)
}

/// A short heading whose parts are set off by dashes, one of them its date ("Roof core pulls —
/// section B — Tues 12/3 — Gabe", « Essai couvert de glace du 6 au 8 janvier — Guy, Simon »):
/// the date, or the first day of the period, opens the entry; the other parts are no text.
pub(super) fn dashed_heading(t: &str, style: &DateStyle) -> Option<Heading> {
    let t = t.trim();
    let dashed = t.contains(" \u{2014} ") || t.contains(" \u{2013} ");
    if !dashed || t.ends_with(['.', ':']) || t.split_whitespace().count() > 12 {
        return None;
    }
    let parts: Vec<&str> = t
        .split(" \u{2014} ")
        .flat_map(|p| p.split(" \u{2013} "))
        .map(str::trim)
        .collect();
    if parts.len() < 2 || parts.iter().any(|p| p.split_whitespace().count() > 10) {
        return None;
    }
    // A heading that opens with its date ("### 5 novembre 2024 — variante 1 : ...") keeps what
    // follows as its text, read as any dated heading.
    parts.iter().enumerate().find_map(|(k, p)| {
        // A weekday before the date ("Tues 12/3").
        let bare = match p.split_once(' ') {
            Some((first, rest)) if weekday(first.trim_end_matches(['.', ','])).is_some() => {
                rest.trim()
            }
            _ => p,
        };
        let whole = day_and_month(bare, style)
            .or_else(|| style.find(bare))
            .filter(|(s, e, _)| *s == 0 && *e == bare.len());
        if let Some((_, _, d)) = whole {
            return (k > 0).then(|| (d, (*p).to_owned(), String::new()));
        }
        // A period a part names ("Essai couvert de glace du 6 au 8 janvier"): its first day.
        let (first, _) = style.range(p)?;
        Some((first, (*p).to_owned(), String::new()))
    })
}

/// A paragraph's line that leads a list and names its day anywhere in it ("Pulled all three
/// for photos (May 20).", "Bench test started on Thu June 5: ...", then "* ..." items): the
/// day of what the list records. A day the line refers back to ("since the Dec 9 dose") or
/// several days name none.
pub(super) fn list_lead(lines: &[String], k: usize, style: &DateStyle) -> Option<Heading> {
    let line = lines.get(k)?.trim();
    let after_blank = k == 0 || lines[k - 1].trim().is_empty();
    let leads = lines[k + 1..]
        .iter()
        .find(|l| !l.trim().is_empty())
        .is_some_and(|next| is_list_item(next));
    if !after_blank || !leads || is_list_item(line) || line.split_whitespace().count() > 40 {
        return None;
    }
    let (start, end, date) = style.find(line)?;
    if style.find(&line[end..]).is_some() {
        return None;
    }
    let last = line[..start]
        .split_whitespace()
        .map(|w| {
            w.trim_matches(|c: char| !c.is_alphanumeric())
                .to_lowercase()
        })
        .rfind(|w| !w.is_empty() && weekday(w).is_none());
    if last.is_some_and(|w| BACK_REFERENCES.contains(&w.as_str())) {
        return None;
    }
    Some((date, line[start..end].to_owned(), line.to_owned()))
}

/// A line whose first sentence is a short label ending in its date, more sentences after it
/// (« Mémo du vendredi 25 avril. Gros vent hier, ... », "Thursday, March 6. Sieved the mix
/// ..."): the label heads the entry, the sentences after it are its text.
pub(super) fn short_first_sentence(
    line: &str,
    style: &DateStyle,
) -> Option<(NaiveDate, String, String)> {
    let t = strip_line(line);
    // Cut into sentences only a line whose date stands among its first words.
    let (at, _, _) = style.find(t)?;
    if t[..at].split_whitespace().count() > 5 {
        return None;
    }
    let sentences = line_sentences(t);
    let (first, rest) = (sentences.first()?, sentences.get(1..)?);
    if rest.is_empty() || first.split_whitespace().count() > 6 {
        return None;
    }
    let first = first.trim().trim_end_matches(['.', ':']);
    let (start, end, date) = style.find(first)?;
    let words: Vec<String> = first[..start]
        .split_whitespace()
        .map(|w| {
            w.trim_matches(|c: char| !c.is_alphanumeric())
                .to_lowercase()
        })
        .filter(|w| !w.is_empty() && weekday(w).is_none())
        .collect();
    // A label and its link to the date ("Mémo du", "Notes for"), not a sentence that dates
    // what it tells ("It rained on March 3.").
    let label = words.len() <= 2
        && words
            .iter()
            .skip(1)
            .all(|w| ["du", "of", "for", "pour"].contains(&w.as_str()));
    (first[end..].trim().is_empty() && label).then(|| {
        let text = rest.join(" ");
        (date, first[start..end].to_owned(), text)
    })
}

/// A line that says what day it is (« Bon, on est le lundi 3 mars, on a monté ... », "Today is
/// March 3, we ..."): that day, the line its text.
pub(super) fn stated_day(line: &str, style: &DateStyle) -> Option<(NaiveDate, String, String)> {
    const SAYS: &[&str] = &[
        "on est le ",
        "nous sommes le ",
        "today is ",
        "today's date is ",
    ];
    let t = strip_line(line);
    let lower = t.to_lowercase();
    let at = SAYS
        .iter()
        .find_map(|s| lower.find(s).map(|i| i + s.len()))?;
    let (start, end, date) = style.find(&t[at..])?;
    // Only a weekday between the words and the day.
    let between = t[at..at + start].trim().trim_end_matches(',');
    (between.is_empty()
        || WEEKDAYS
            .iter()
            .any(|d| between.to_lowercase().starts_with(d)))
    .then(|| (date, t[at + start..at + end].to_owned(), t.to_owned()))
}

/// A day named by its weekday and its number alone ("lundi 3 — ...", "### mar. 11") under the
/// week heading, the month heading ("## Mars 2025") or the entry above it (`last`): that day's
/// heading.
pub(super) fn day_marker(
    lines: &[String],
    k: usize,
    last: Option<NaiveDate>,
    style: &DateStyle,
) -> Option<Heading> {
    let t = strip_line(&lines[k]);
    let (date, end) = if let Some((n, end)) = day_number(t) {
        // A day by its number alone after the entry above (« le 17 », « Le 22 — ... »): the
        // next such day after that entry.
        let anchor = last?;
        let date = (1..=62)
            .map(|k| anchor + chrono::Duration::days(k))
            .find(|d| d.day() == n)?;
        (date, end)
    } else {
        let (day, n, end) = weekday_and_day(t)?;
        // The nearest month heading above, when it is later than the entry above; looked for
        // back to the marker before (above it, the entry above is the later anchor).
        let month = lines[..k]
            .iter()
            .rev()
            .take_while(|l| weekday_and_day(strip_line(l)).is_none())
            .find_map(|l| month_heading(l, style.year.or(last.map(|d| d.year()))));
        let anchor = match (last, month) {
            (Some(a), Some(b)) => Some(a.max(b)),
            (a, b) => a.or(b),
        };
        (day_near(anchor?, day, n)?, end)
    };
    let rest = t[end..].trim_start_matches([':', '-', '\u{2013}', '\u{2014}', ',', ' ', '*', '_']);
    let label = t[..end].trim_end_matches([':', ',']);
    Some((date, label.to_owned(), rest.to_owned()))
}

/// A day named by « le » and its number alone at the start of a line (« le 17 », « Le 1er : »),
/// set off from what follows: the number and where the marker ends.
fn day_number(t: &str) -> Option<(u32, usize)> {
    let rest = t.strip_prefix("le ").or_else(|| t.strip_prefix("Le "))?;
    let digits = rest.len() - rest.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    let n: u32 = rest[..digits].parse().ok()?;
    let after = &rest[digits..];
    let after = after.strip_prefix("er").unwrap_or(after);
    let end = t.len() - after.len();
    let set_off = after.trim().is_empty()
        || [" :", ":", " -", " \u{2013}", " \u{2014}", ","]
            .iter()
            .any(|s| after.starts_with(s));
    ((1..=31).contains(&n) && set_off).then_some((n, end))
}

/// The first day of the month a heading names alone ("## Mars 2025", "February"), in `year`
/// when it writes none.
fn month_heading(line: &str, year: Option<i32>) -> Option<NaiveDate> {
    if !line.trim_start().starts_with('#') && line.split_whitespace().count() > 2 {
        return None;
    }
    let words: Vec<&str> = strip_line(line).split_whitespace().collect();
    let month = any_month(words.first()?)?;
    let year = match words.get(1..)? {
        [] => year?,
        [y] if y.len() == 4 => y.parse().ok()?,
        _ => return None,
    };
    NaiveDate::from_ymd_opt(year, month, 1)
}
