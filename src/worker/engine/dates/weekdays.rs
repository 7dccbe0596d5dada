//! The weekdays a line names, English or French.

/// The weekday a word names, English or French, in full or abbreviated ("Mon", "Tues",
/// "lundi", "mer").
pub fn weekday(word: &str) -> Option<chrono::Weekday> {
    use chrono::Weekday::{Fri, Mon, Sat, Sun, Thu, Tue, Wed};
    const NAMES: [(&str, &str, chrono::Weekday); 7] = [
        ("monday", "lundi", Mon),
        ("tuesday", "mardi", Tue),
        ("wednesday", "mercredi", Wed),
        ("thursday", "jeudi", Thu),
        ("friday", "vendredi", Fri),
        ("saturday", "samedi", Sat),
        ("sunday", "dimanche", Sun),
    ];
    let w = word.to_lowercase();
    if w.chars().count() < 3 {
        return None;
    }
    NAMES
        .iter()
        .find(|(en, fr, _)| en.starts_with(&w) || fr.starts_with(&w))
        .map(|(_, _, d)| *d)
}

/// The weekday `line` names right before byte `start` (where its date stands): "Tuesday,
/// January 7th", « lundi 7 avril ».
pub fn weekday_before(line: &str, start: usize) -> Option<chrono::Weekday> {
    line.get(..start)?
        .split(|c: char| !c.is_alphabetic())
        .rfind(|w| !w.is_empty())
        .and_then(weekday)
}

/// A day named by its weekday and its number alone at the start of `line`, set off from what
/// follows ("lundi 3 — ...", "mardi 1er :", "Tue 11 -", "lun. 2"): the weekday, the day of
/// the month and the byte where the marker ends. A month after the number makes a date, not
/// a marker ("lundi 3 mars").
pub fn weekday_and_day(line: &str) -> Option<(chrono::Weekday, u32, usize)> {
    let t = line.trim_start();
    let offset = line.len() - t.len();
    let mut words = t.split_whitespace();
    let first = words.next()?.trim_end_matches(['.', ',']);
    // "Mar 3" is March's third in English, not a Tuesday.
    if super::any_month(first).is_some() {
        return None;
    }
    let day = weekday(first)?;
    let number = words.next()?;
    let digits: String = number.chars().take_while(char::is_ascii_digit).collect();
    let suffix = number[digits.len()..].trim_end_matches([':', ',']);
    let n: u32 = digits.parse().ok()?;
    if !(1..=31).contains(&n) || !["", "er", "st", "nd", "rd", "th"].contains(&suffix) {
        return None;
    }
    let end = offset + t.find(number)? + number.len();
    let rest = line[end..].trim_start();
    let set_off = number.ends_with([':', ','])
        || rest.is_empty()
        || rest.starts_with(['\u{2014}', '\u{2013}', '-', ':', '(', '*']);
    let month_next = rest
        .split_whitespace()
        .next()
        .is_some_and(|w| super::any_month(w.trim_end_matches(['.', ','])).is_some());
    (set_off && !month_next).then_some((day, n, end))
}

/// The day a marker ([`weekday_and_day`]) names, read after `anchor` (the week or the entry
/// above it): the first day from `anchor` on, within six weeks, with that number on that
/// weekday, else one in the six days before it.
pub fn day_near(
    anchor: chrono::NaiveDate,
    day: chrono::Weekday,
    n: u32,
) -> Option<chrono::NaiveDate> {
    use chrono::Datelike;
    (0..=42)
        .chain(-6..0)
        .map(|k| anchor + chrono::Duration::days(k))
        .find(|d| d.day() == n && d.weekday() == day)
}

/// A day written as its weekday, then its day and month without a year, at the start of a
/// cell ("Mon 3/3", « lun. 17/3 », a paper log's day column): `(byte start of the number, byte
/// end, date)` in `style`'s year. The weekday settles which number is the month; else the
/// file's order does.
pub fn weekday_day_month(
    cell: &str,
    style: &super::DateStyle,
) -> Option<(usize, usize, chrono::NaiveDate)> {
    use chrono::Datelike;
    let year = style.year?;
    let (first, rest) = cell.trim_start().split_once(' ')?;
    let day = weekday(first.trim_end_matches(['.', ',']))?;
    let rest = rest.trim_start();
    let number = rest.split_whitespace().next()?;
    let (a, b) = number.trim_end_matches([':', ',', '.']).split_once('/')?;
    let n = |x: &str| {
        ((1..=2).contains(&x.len()) && x.chars().all(|c| c.is_ascii_digit()))
            .then(|| x.parse::<u32>().ok())
            .flatten()
    };
    let (a, b) = (n(a)?, n(b)?);
    let as_day_month = chrono::NaiveDate::from_ymd_opt(year, b, a);
    let as_month_day = chrono::NaiveDate::from_ymd_opt(year, a, b);
    let on_its_day = |d: &Option<chrono::NaiveDate>| d.is_some_and(|d| d.weekday() == day);
    let date = match (on_its_day(&as_day_month), on_its_day(&as_month_day)) {
        (true, false) => as_day_month,
        (false, true) => as_month_day,
        _ if style.day_first => as_day_month,
        _ => as_month_day,
    }?;
    // `rest` ends `cell` and opens with the number.
    let start = cell.len() - rest.len();
    Some((start, start + number.len(), date))
}
