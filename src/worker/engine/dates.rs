//! Dates as records write them: 2025-03-04, March 4, 2025, 4 March 2025, 04/03/2025 (day or month
//! first, decided by the file's own dates), 12-Feb-2025, "Mon 3 Jun" (the year taken from the
//! rest of the file).

use chrono::{Datelike, NaiveDate};

pub mod clock;
mod weekdays;
pub use weekdays::{day_near, weekday, weekday_and_day, weekday_before, weekday_day_month};

const MONTHS: [&str; 12] = [
    "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec",
];

/// The month of a capitalised month name or abbreviation ("Mar", "March", "Sept.").
fn month(word: &str) -> Option<u32> {
    let w = word.trim_end_matches(['.', ',']);
    if !w.chars().next().is_some_and(char::is_uppercase) || w.len() < 3 {
        return None;
    }
    let lower = w.to_lowercase();
    let i = MONTHS.iter().position(|m| lower.starts_with(m))?;
    const FULL: [&str; 12] = [
        "january",
        "february",
        "march",
        "april",
        "may",
        "june",
        "july",
        "august",
        "september",
        "october",
        "november",
        "december",
    ];
    let ok = lower.len() == 3 || FULL[i].starts_with(lower.as_str()) || lower == "sept";
    ok.then_some(i as u32 + 1)
}

/// The month of a French month name or abbreviation, in either case ("mars", "févr.",
/// "Décembre", "aout").
fn mois(word: &str) -> Option<u32> {
    const MOIS: [&[&str]; 12] = [
        &["janvier", "janv"],
        &["février", "fevrier", "févr", "fevr", "fév", "fev"],
        &["mars"],
        &["avril", "avr"],
        &["mai"],
        &["juin"],
        &["juillet", "juil"],
        &["août", "aout"],
        &["septembre", "sept"],
        &["octobre", "oct"],
        &["novembre", "nov"],
        &["décembre", "decembre", "déc", "dec"],
    ];
    let w = word.trim_end_matches([',', ':', ';']).to_lowercase();
    let (w, abbreviated) = match w.strip_suffix('.') {
        Some(stem) => (stem.to_owned(), true),
        None => (w, false),
    };
    MOIS.iter()
        .position(|names| {
            names
                .iter()
                .enumerate()
                .any(|(k, n)| *n == w && (k == 0 || abbreviated || n.chars().count() >= 3))
        })
        .map(|i| i as u32 + 1)
}

/// A month in English (capitalised) or French.
pub(crate) fn any_month(word: &str) -> Option<u32> {
    month(word).or_else(|| mois(word))
}

/// Whether a date as written carries its year ("2025-03-04", "March 4, 2025"; not "4/3").
pub fn writes_a_year(written: &str) -> bool {
    written
        .split(|c: char| !c.is_ascii_digit())
        .any(|p| p.len() == 4)
}

/// A day read without its year that falls long before the one written above it ("Dec. 20",
/// then "Jan. 7"): it passed new year, and is in the next year.
pub fn past_new_year(last: NaiveDate, d: NaiveDate) -> Option<NaiveDate> {
    ((last - d).num_days() > 150)
        .then(|| d.with_year(d.year() + 1))
        .flatten()
}

fn day(word: &str) -> Option<u32> {
    let w = word.trim_end_matches([',', '.', ':']);
    let w = ["st", "nd", "rd", "th", "er"]
        .iter()
        .find_map(|s| w.strip_suffix(s))
        .unwrap_or(w);
    (!w.is_empty() && w.len() <= 2 && w.chars().all(|c| c.is_ascii_digit()))
        .then(|| w.parse().ok())
        .flatten()
        .filter(|d| (1..=31).contains(d))
}

/// The two days of a range written as one word ("8-10", "8–10,"), the second after the first.
fn day_range(word: &str) -> Option<(u32, u32)> {
    let w = word.trim_end_matches([',', '.', ':', ';']);
    let (a, b) = w.split_once(['-', '–'])?;
    let (a, b) = (day(a)?, day(b)?);
    (a < b).then_some((a, b))
}

/// The first year of a season written across new year ("2024-2025", "2024/25").
fn season_start(word: &str) -> Option<i32> {
    let w = word.trim_end_matches([',', '.', ':', ')', ';']);
    let (a, b) = w.split_once(['-', '/'])?;
    let first = year(a)?;
    let second: i32 = b.parse().ok()?;
    (second == first + 1 || (b.len() == 2 && second == (first + 1) % 100)).then_some(first)
}

fn year(word: &str) -> Option<i32> {
    let w = word.trim_end_matches([',', '.', ':', ')', ';']);
    (w.len() == 4 && w.chars().all(|c| c.is_ascii_digit()))
        .then(|| w.parse().ok())
        .flatten()
        .filter(|y| (1990..=2100).contains(y))
}

/// How a file writes its dates: the year to assume when one is left out, and whether
/// `dd/dd/yyyy` puts the day first.
#[derive(Debug, Clone, Copy)]
pub struct DateStyle {
    pub year: Option<i32>,
    pub day_first: bool,
    /// Whether the year is written as the records' (with a month, in a full date or in the
    /// heading block), not only named in passing ("since 2019", "for the 2025 harvest").
    pub firm: bool,
}

/// Words of a line with their byte offsets.
fn words(line: &str) -> Vec<(usize, &str)> {
    let mut out = Vec::new();
    let mut start = None;
    for (i, c) in line.char_indices() {
        let sep = c.is_whitespace() || matches!(c, '(' | ')' | '[' | ']' | '|' | '"' | '*' | '_');
        match (sep, start) {
            (true, Some(s)) => {
                out.push((s, &line[s..i]));
                start = None;
            }
            (false, None) => start = Some(i),
            _ => {}
        }
    }
    if let Some(s) = start {
        out.push((s, &line[s..]));
    }
    out
}

/// A date written with points: "2024.09.16", or day first as Europe writes it, "16.09.2024",
/// "05.11.24" (day and month of two digits, not a version such as "1.2.3").
fn dotted(word: &str) -> Option<NaiveDate> {
    let p = numeric_parts(word, '.')?;
    if !p
        .iter()
        .all(|x| !x.is_empty() && x.bytes().all(|b| b.is_ascii_digit()))
    {
        return None;
    }
    let n = |x: &str| x.parse::<u32>().ok();
    if p[0].len() == 4 && p[1].len() == 2 && p[2].len() == 2 {
        return NaiveDate::from_ymd_opt(year(p[0])?, n(p[1])?, n(p[2])?);
    }
    if p[0].len() != 2 || p[1].len() != 2 {
        return None;
    }
    let y = match p[2].len() {
        4 => year(p[2])?,
        2 => 2000 + p[2].parse::<i32>().ok()?,
        _ => return None,
    };
    NaiveDate::from_ymd_opt(y, n(p[1])?, n(p[0])?)
}

fn numeric_parts(word: &str, sep: char) -> Option<Vec<&str>> {
    let w = word.trim_end_matches([',', '.', ':', ';']);
    let parts: Vec<&str> = w.split(sep).collect();
    (parts.len() == 3).then_some(parts)
}

/// How many consecutive pairs of a text's full slashed dates ("03/04/2025") run forward when
/// read day-first, and when read month-first.
fn forward_steps(text: &str) -> (usize, usize) {
    let dates: Vec<(i32, u32, u32)> = words(text)
        .into_iter()
        .filter_map(|(_, w)| {
            let p = numeric_parts(w, '/')?;
            let year: i32 = p[2].get(..4).filter(|_| p[2].len() == 4)?.parse().ok()?;
            Some((year, p[0].parse().ok()?, p[1].parse().ok()?))
        })
        .collect();
    type Reading = fn(&(i32, u32, u32)) -> Option<NaiveDate>;
    let forward = |read: Reading| {
        dates
            .windows(2)
            .filter(|w| matches!((read(&w[0]), read(&w[1])), (Some(a), Some(b)) if b > a))
            .count()
    };
    (
        forward(|&(y, a, b)| NaiveDate::from_ymd_opt(y, b, a)),
        forward(|&(y, a, b)| NaiveDate::from_ymd_opt(y, a, b)),
    )
}

impl DateStyle {
    /// The style of a whole text: its most frequent year, and day-first unless its slashed dates
    /// show month-first (a first field never above 12 while a second one is).
    pub fn of(text: &str) -> Self {
        let mut years: Vec<(i32, usize)> = Vec::new();
        let (mut day_votes, mut month_votes) = (0, 0);
        let mut previous = "";
        // The heading block: a file's first three lines (a firm's name, then the log's title).
        let title_end = text
            .match_indices('\n')
            .nth(2)
            .map_or(text.len(), |(at, _)| at);
        // A table's cells ("T0,1,2025-01-13,...") are words of their own.
        let cells = words(text).into_iter().flat_map(|(offset, w)| {
            w.split([',', ';'])
                .filter(move |c| !c.is_empty() || !w.contains([',', ';']))
                .map(move |c| (offset, c))
        });
        for (offset, w) in cells {
            // A year written with a month ("Sept-Oct 2025", "March 4, 2025") dates the records;
            // one alone ("Crop 2024") may name anything.
            let with_month = previous
                .split(['-', '/'])
                .any(|p| any_month(p).is_some() || day(p).is_some());
            previous = w;
            let y = year(w).or_else(|| {
                let w = w.trim_end_matches([',', '.', ':', ';']);
                (w.len() == 10 && matches!(w.as_bytes().get(4), Some(b'-' | b'.')))
                    .then(|| w.get(..4).and_then(year))
                    .flatten()
            });
            // A season across new year ("winter 2024-2025", "2024/25") starts in its first year.
            let season = season_start(w);
            if let Some(y) = y.or(season) {
                let mut votes = if with_month || w.len() == 10 { 3 } else { 1 };
                // The title's year names the records' year.
                if offset < title_end {
                    votes += 1;
                }
                match years.iter_mut().find(|(v, _)| *v == y) {
                    Some((_, n)) => *n += votes,
                    None => years.push((y, votes)),
                }
            }
            if let Some(p) = numeric_parts(w, '/') {
                let a: u32 = p[0].parse().unwrap_or(0);
                let b: u32 = p[1].parse().unwrap_or(0);
                if a > 12 && b <= 12 {
                    day_votes += 1;
                } else if b > 12 && a <= 12 {
                    month_votes += 1;
                }
            }
        }
        // No slashed date settles the order: the one under which the record's dates run
        // forward, as a log is written, does ("03/04, 03/11, 04/01" is March 4, 11, April 1).
        if day_votes == 0 && month_votes == 0 {
            let (day, month) = forward_steps(text);
            if month > day {
                month_votes += 1;
            }
        }
        // The most voted year; between equals, the later one (earlier years are background).
        let best = years.iter().max_by_key(|(y, n)| (*n, *y));
        let year = best.map(|(y, _)| *y);
        let firm = best.is_some_and(|(_, n)| *n >= 2);
        let day_first =
            text.contains("MM/DD") && !text.contains("DD/MM") || month_votes > day_votes;
        DateStyle {
            year,
            day_first: !day_first,
            firm,
        }
    }

    fn slashed(&self, word: &str) -> Option<NaiveDate> {
        let p = numeric_parts(word, '/')?;
        // Jira's "14/Jan/25": day, month's name, year.
        if let Some(m) = month(p[1]) {
            let y = match p[2].len() {
                2 => 2000 + p[2].parse::<i32>().ok()?,
                _ => year(p[2])?,
            };
            return NaiveDate::from_ymd_opt(y, m, day(p[0])?);
        }
        if p[0].len() == 4 {
            // 2025/03/04
            let y: i32 = p[0].parse().ok()?;
            return NaiveDate::from_ymd_opt(y, p[1].parse().ok()?, p[2].parse().ok()?);
        }
        let (a, b): (u32, u32) = (p[0].parse().ok()?, p[1].parse().ok()?);
        let y: i32 = match p[2].len() {
            4 => p[2].parse().ok()?,
            2 => 2000 + p[2].parse::<i32>().ok()?,
            _ => return None,
        };
        let (d, m) = if a > 12 || (self.day_first && b <= 12) {
            (a, b)
        } else {
            (b, a)
        };
        NaiveDate::from_ymd_opt(y, m, d)
    }

    fn single_word(&self, word: &str) -> Option<NaiveDate> {
        let w = word.trim_end_matches([',', '.', ':', ';']);
        // 2025-03-04T10:00 reads as its date.
        let w = match w.split_once('T') {
            Some((d, _)) if d.len() == 10 => d,
            _ => w,
        };
        if w.len() == 10
            && w.as_bytes().get(4) == Some(&b'-')
            && let Ok(d) = NaiveDate::parse_from_str(w, "%Y-%m-%d")
        {
            return Some(d);
        }
        if w.contains('/') {
            return self.slashed(w);
        }
        if let Some(d) = dotted(w) {
            return Some(d);
        }
        // 12-Feb-2025, 12-Feb-25 or 12-Feb
        let p: Vec<&str> = w.split('-').collect();
        if p.len() >= 2 && p.len() <= 3 {
            let d = day(p[0])?;
            let m = month(p[1])?;
            let y = match p.get(2) {
                Some(y) if y.len() == 2 => 2000 + y.parse::<i32>().ok()?,
                Some(y) => year(y)?,
                None => self.year?,
            };
            return NaiveDate::from_ymd_opt(y, m, d);
        }
        None
    }

    /// The first date in `line`: `(byte start, byte end, date)`. A yearless day after a weekday
    /// ("Mon Nov 4") is in the year (the file's or one beside it) where it falls on that day.
    pub fn find(&self, line: &str) -> Option<(usize, usize, NaiveDate)> {
        let (start, end, date) = self.first_date(line)?;
        let as_written = &line[start..end];
        // A slashed date's two-digit year is written too ("05/09/24").
        let written = writes_a_year(as_written)
            || (as_written.contains('/')
                && as_written
                    .split(|c: char| !c.is_ascii_digit())
                    .any(|p| p.len() == 2));
        let date = match weekday_before(line, start) {
            Some(day) if !written && date.weekday() != day => [0, -1, 1]
                .iter()
                .filter_map(|k| date.with_year(date.year() + k))
                .find(|d| d.weekday() == day)
                .unwrap_or(date),
            _ => date,
        };
        Some((start, end, date))
    }

    fn first_date(&self, line: &str) -> Option<(usize, usize, NaiveDate)> {
        let ws = words(line);
        for (i, &(start, w)) in ws.iter().enumerate() {
            let end_of = |j: usize| ws[j].0 + ws[j].1.trim_end_matches([',', '.', ':', ';']).len();
            if let Some(d) = self.single_word(w) {
                return Some((start, end_of(i), d));
            }
            let next = ws.get(i + 1).map(|x| x.1);
            let after = ws.get(i + 2).map(|x| x.1);
            // A month and a day, then the year after them or the file's year; `None` when
            // neither gives a year (the words are not a date).
            let dated = |m, d| match (after.and_then(year), self.year) {
                (Some(y), _) => {
                    Some(NaiveDate::from_ymd_opt(y, m, d).map(|date| (start, end_of(i + 2), date)))
                }
                (None, Some(y)) => {
                    Some(NaiveDate::from_ymd_opt(y, m, d).map(|date| (start, end_of(i + 1), date)))
                }
                (None, None) => None,
            };
            // du 8 au 9 mai / 8 to 10 March: the period's first day ("Version 1 - 10 février" is
            // no period).
            if let (Some(d), Some("au" | "to"), Some(_), Some(m)) = (
                day(w),
                next,
                after.and_then(day),
                ws.get(i + 3).and_then(|x| any_month(x.1)),
            ) {
                let written = ws.get(i + 4).and_then(|x| year(x.1));
                let last = if written.is_some() { i + 4 } else { i + 3 };
                if let Some(y) = written.or(self.year) {
                    return NaiveDate::from_ymd_opt(y, m, d)
                        .map(|date| (start, end_of(last), date));
                }
            }
            // March 4, 2025 / March 4 / Oct 8-10 (its first day)
            let first_day = |n: &str| day(n).or_else(|| day_range(n).map(|r| r.0));
            if let (Some(m), Some(d)) = (month(w), next.and_then(first_day))
                && let Some(found) = dated(m, d)
            {
                return found;
            }
            // 4 March 2025 / 4 March / 4 mars 2025 / 1er juin / 8-10 octobre; not "Trial 1
            // (January 20".
            // The month may end a label ("27 August: trained ..."); "March: 14 shells" is none.
            let month_after = next.and_then(|n| any_month(n.trim_end_matches([':', ';'])));
            if let (Some(d), Some(m)) = (first_day(w), month_after) {
                let between = ws
                    .get(i + 1)
                    .and_then(|n| line.get(start + w.len()..n.0))
                    .unwrap_or_default();
                if w.ends_with(['.', ',']) || !between.trim().is_empty() {
                    continue;
                }
                if let Some(found) = dated(m, d) {
                    return found;
                }
            }
        }
        None
    }

    /// The first and last day of a period a line names, in one month or two: "Oct 8-10",
    /// "8–10 March 2025", « du 9 juin au 18 juillet ».
    pub fn range(&self, line: &str) -> Option<(NaiveDate, NaiveDate)> {
        let ws: Vec<&str> = words(line).into_iter().map(|(_, w)| w).collect();
        let year_after = |j: usize| ws.get(j).and_then(|w| year(w)).or(self.year);
        let both = |y: Option<i32>, m: u32, (a, b): (u32, u32)| {
            let y = y?;
            Some((
                NaiveDate::from_ymd_opt(y, m, a)?,
                NaiveDate::from_ymd_opt(y, m, b)?,
            ))
        };
        for i in 0..ws.len() {
            let next = ws.get(i + 1).copied().unwrap_or_default();
            if let (Some(m), Some(days)) = (month(ws[i]), day_range(next)) {
                return both(year_after(i + 2), m, days);
            }
            if let (Some(days), Some(m)) = (day_range(ws[i]), any_month(next)) {
                return both(year_after(i + 2), m, days);
            }
            if let Some(period) = self.across_months(&ws[i..]) {
                return Some(period);
            }
            // du 8 au 10 octobre / 8 au 10 octobre
            let (first, au, last) = (day(ws[i]), next, ws.get(i + 2).and_then(|w| day(w)));
            if let (Some(a), "au", Some(b), Some(m)) =
                (first, au, last, ws.get(i + 3).and_then(|w| any_month(w)))
                && a < b
            {
                return both(year_after(i + 4), m, (a, b));
            }
        }
        None
    }

    /// A period across two months at the start of `ws` (« du 9 juin au 18 juillet », "June 9 -
    /// July 18"), its last day after its first.
    fn across_months(&self, ws: &[&str]) -> Option<(NaiveDate, NaiveDate)> {
        let joins = |w: &str| matches!(w, "au" | "to" | "-" | "–" | "until" | "through");
        let at = |j: usize| ws.get(j).copied().unwrap_or_default();
        let (m1, d1, m2, d2) = if let (Some(d1), Some(m1)) = (day(at(0)), any_month(at(1))) {
            (m1, d1, any_month(at(4))?, day(at(3))?)
        } else {
            let (m1, d1) = (month(at(0))?, day(at(1))?);
            (m1, d1, month(at(3))?, day(at(4))?)
        };
        if !joins(at(2)) || m2 == m1 {
            return None;
        }
        let y2 = year(at(5)).or(self.year)?;
        // "du 15 décembre au 20 janvier": the first day in the year before.
        let y1 = if m1 > m2 { y2 - 1 } else { y2 };
        let (first, last) = (
            NaiveDate::from_ymd_opt(y1, m1, d1)?,
            NaiveDate::from_ymd_opt(y2, m2, d2)?,
        );
        (first < last).then_some((first, last))
    }
}

#[cfg(test)]
mod tests;
