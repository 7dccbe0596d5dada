//! The year of a file that writes its dates without one ("Tuesday, August 27"): the year that
//! puts its first entry nearest the records already read.

use chrono::{Datelike, NaiveDate};

use super::lines::dated_heading;
use super::loose_dates::day_and_month;
use super::{Evidence, Role};
use crate::worker::engine::dates::{
    DateStyle, day_near, past_new_year, weekday_and_day, weekday_before, weekday_day_month,
};
use crate::worker::engine::segment::{framed, logical_lines, strip_line};

impl Evidence {
    /// How `text` writes its dates; a text that never names a year ("Summary, Oct 31") takes
    /// the year of the records already read (the other selected files).
    pub(super) fn date_style(&self, text: &str) -> DateStyle {
        let mut style = DateStyle::of(text);
        if style.firm {
            return style;
        }
        // Not the dates of what is no record (a job posting's deadline, an invoice's date).
        // A memo's or a report's own date counts too.
        let others = self
            .segments
            .iter()
            .filter(|s| s.role != Role::NonRecord)
            .filter_map(|s| s.date)
            .chain(self.sources.iter().filter_map(|f| f.document_date));
        let (Some(first), Some(last)) = (others.clone().min(), others.max()) else {
            style.year = style
                .year
                .or_else(|| weekday_year(text, style.day_first, self.today?));
            return style;
        };
        // The year that puts the file's first entry written without a year nearest the other
        // records' span (a log runs forward from it, across new year if it must).
        let with_year = |year: i32| DateStyle {
            year: Some(year),
            ..style
        };
        let lines = logical_lines(text);
        let yearless_first = lines.iter().find(|l| {
            let a = dated_heading(l, &with_year(2001)).map(|h| h.0);
            a.is_some() && a != dated_heading(l, &with_year(2002)).map(|h| h.0)
        });
        let Some(line) = yearless_first else {
            style.year = style.year.or(Some(last.year()));
            return style;
        };
        let distance = |year: i32| {
            dated_heading(line, &with_year(year)).map(|(d, _, _)| {
                if d < first {
                    (first - d).num_days()
                } else {
                    (d - last).num_days().max(0)
                }
            })
        };
        style.year = (first.year() - 1..=last.year() + 1)
            .filter_map(|y| distance(y).map(|d| (d, y)))
            .min()
            .map(|(_, y)| y)
            .or(style.year);
        style
    }
}

/// The year of a text that never writes one, alone among the records, from the days it names
/// with their weekday (a chat's day dividers, "Tuesday, January 7th"): the year, of the twelve
/// up to `today`'s, in which the most of them fall on their weekday, at least two; the latest of
/// equals.
fn weekday_year(text: &str, day_first: bool, today: NaiveDate) -> Option<i32> {
    let lines = logical_lines(text);
    let agree = |year: i32| {
        let style = DateStyle {
            year: Some(year),
            day_first,
            firm: false,
        };
        // A day named by its weekday and number alone ("lundi 3 —") is read after the
        // week or the entry above it, and counts when it falls on its weekday.
        let mut anchor: Option<NaiveDate> = None;
        lines
            .iter()
            .filter(|line| {
                // A day divider set between rules ("==== Mon 24/2 — DAYS ====") too.
                let line = strip_line(framed(line).unwrap_or(line));
                if let Some((day, n, _)) = weekday_and_day(line) {
                    let on_its_day = anchor.and_then(|a| day_near(a, day, n));
                    anchor = on_its_day.or(anchor);
                    return on_its_day.is_some_and(|d| d <= today);
                }
                // A table's day column too ("Mon 3/3\tCafe Bellamy sent back ...").
                let found = day_and_month(line, &style)
                    .or_else(|| style.find(line))
                    .or_else(|| weekday_day_month(line.split('\t').next()?, &style));
                let Some((start, _, date)) = found else {
                    return false;
                };
                // A day named at the line's start heads what follows it.
                if start < 40 {
                    anchor = Some(date);
                }
                date.year() == year
                    && weekday_before(line, start) == Some(date.weekday())
                    && date <= today
            })
            .count()
    };
    (today.year() - 11..=today.year())
        .map(|y| (agree(y), y))
        .filter(|(n, _)| *n >= 2)
        .max()
        .map(|(_, y)| y)
}

/// The day of an entry read as `d` (in the file's year when `written_year` is false), given
/// the entry above it (`last`, across a rule between them too: a thread's posts are set apart
/// by rules).
pub(super) fn entry_day(d: NaiveDate, last: Option<NaiveDate>, written_year: bool) -> NaiveDate {
    let Some(last) = last.filter(|_| !written_year) else {
        return d;
    };
    // Entries written without a year that pass new year ("Dec. 20", then "Jan. 7") are in the
    // next year; and one read in the file's later year right after last year's entries
    // ("2024-11-18", then « 16 décembre » in a log whose most dates are 2025) is in the year
    // of the entry above it.
    if let Some(next) = past_new_year(last, d) {
        return next;
    }
    if (d - last).num_days() > 200 {
        // A reverse-chronological log's entry just before the one above it ("2024-12-19",
        // then "Dec 9") is in its year too.
        d.with_year(d.year() - 1)
            .filter(|e| *e >= last || (last - *e).num_days() <= 60)
            .unwrap_or(d)
    } else if (last - d).num_days() > 200 {
        // A thread's next post after the replies under the one above it ("Jan 13" under
        // "Dec 9, 2024", then "Jan 9") is in the year of the entry above it.
        d.with_year(last.year())
            .filter(|e| (*e - last).num_days().abs() <= 60)
            .unwrap_or(d)
    } else {
        d
    }
}
