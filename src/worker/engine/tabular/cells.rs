//! What a table's cell holds: a number with or without its unit, or a quantity in several units;
//! and the dates a blank cell carries down.

use chrono::NaiveDate;

use super::super::dates::DateStyle;
use super::super::segment::opens_a_todo_list;

/// A cell's number: "412", "2,5" (decimal comma), "1 200", "-10", "12.5%", or one with its
/// unit written in the cell ("46,8 dB(A)", "52 °C", "0,4 mm").
pub fn number(value: &str) -> Option<f64> {
    let value = value.trim();
    let value = match value.rsplit_once([' ', '\u{a0}', '\u{202f}']) {
        Some((head, unit))
            // A rate's unit may run longer ("blisters/dm2").
            if (unit.chars().count() <= 8 || (unit.contains('/') && unit.chars().count() <= 16))
                && unit.starts_with(|c: char| c.is_alphabetic() || matches!(c, '°' | 'µ'))
                && !unit.contains(|c: char| c.is_ascii_digit() && c != '2' && c != '3')
                && head.ends_with(|c: char| c.is_ascii_digit()) =>
        {
            head
        }
        _ => value,
    };
    // "±38%": an error's size.
    let v: String = value
        .trim()
        .trim_start_matches('±')
        .trim_end_matches(['%', '\u{a0}'])
        .chars()
        .filter(|c| !matches!(c, ' ' | '\u{a0}' | '\u{202f}'))
        .collect();
    let v = if v.matches(',').count() == 1 && !v.contains('.') {
        v.replace(',', ".")
    } else {
        v
    };
    v.parse::<f64>().ok().filter(|x| x.is_finite())
}

/// A quantity written in several units ("4 min 50 s", "1 h 30", "2 h 15 min"): a value, not
/// a remark.
pub(super) fn duration(value: &str) -> bool {
    let tokens: Vec<&str> = value.split_whitespace().collect();
    let digits = tokens
        .iter()
        .filter(|t| t.starts_with(|c: char| c.is_ascii_digit()))
        .count();
    digits >= 2
        && tokens.iter().all(|t| {
            t.starts_with(|c: char| c.is_ascii_digit())
                || (t.chars().count() <= 3 && t.chars().all(char::is_alphabetic))
        })
}

/// Header words of a column that names each run's set-up ("Set-up", "Configuration",
/// "Traitement"): what was varied, however many words its cells run to, not a remark.
const SETUP_HEADERS: &[&str] = &[
    "set-up",
    "setup",
    "configuration",
    "config",
    "treatment",
    "variant",
    "arrangement",
    "formulation",
    "montage",
    "traitement",
    "variante",
    "dispositif",
];

/// Whether a column's header names the runs' set-up.
pub(super) fn names_a_setup(header: &str) -> bool {
    const REMARKS: &[&str] = &["note", "remark", "comment", "observ", "remarque"];
    let header = header.to_lowercase();
    !REMARKS.iter().any(|r| header.contains(r))
        && header
            .split(|c: char| !c.is_alphanumeric() && c != '-')
            .any(|w| SETUP_HEADERS.contains(&w))
}

/// Whether a column's header names a stamp of the record keeping, not the day of the work: when
/// a form's answer was sent ("Horodateur", "Timestamp"), when a ticket was last touched
/// ("Updated", "Last Viewed"), a reminder's or a printout's time.
pub(super) fn names_a_stamp(header: &str) -> bool {
    const STAMPS: &[&str] = &[
        "horodateur",
        "horodatage",
        "timestamp",
        "submitted",
        "soumis le",
        "updated",
        "last viewed",
        "last modified",
        "modified",
        "modifié",
        "mis à jour",
        "reminder date",
        "reminder time",
        "date de rappel",
        "printed",
        "imprimé",
        "exported",
    ];
    let header = header.trim().to_lowercase();
    STAMPS.iter().any(|s| header.starts_with(s))
}

/// The date of a cell that is only a date: with a time of day after it ("2025-06-02 07:14:22",
/// an export's stamp), a week named by its first day ("semaine du 10 mars", "Week of March
/// 10") or a weekday before it ("Mon 3 Mar 2025", « mar. 18/02 »).
pub(super) fn date_cell(v: &str, style: &DateStyle) -> Option<NaiveDate> {
    // A paper log's day column ("Mon 3/3"): its weekday and its day and month.
    if let Some((_, e, d)) = crate::worker::engine::dates::weekday_day_month(v, style)
        && v[e..].trim().is_empty()
    {
        return Some(d);
    }
    let (s, e, d) = style.find(v)?;
    let lead = v[..s].trim();
    let week = [
        "semaine du",
        "sem. du",
        "semaine de",
        "week of",
        "wk of",
        "week beginning",
    ]
    .contains(&lead.to_lowercase().as_str());
    let bare = lead.trim_end_matches([',', '.']);
    let weekday = !bare.contains(' ') && crate::worker::engine::dates::weekday(bare).is_some();
    let rest = v[e..].trim().trim_start_matches(['T', ',']);
    let timed = rest.is_empty() || crate::worker::engine::dates::clock::at_time(rest);
    ((s == 0 || week || weekday) && timed).then_some(d)
}

/// A row's date, as read and as written.
pub(super) type Dated = Option<(NaiveDate, String)>;

/// Rows whose date cell (`column`) is left blank under a dated row are that day's too (the
/// night shift's row under the day's), when most rows are dated; not a remark alone in a row
/// under the table, nor a to-do list.
pub(super) fn carry_dates_down<T>(raw: &mut [(Vec<String>, Dated, T)], column: Option<usize>) {
    let dated = raw.iter().filter(|r| r.1.is_some()).count();
    let Some(c) = column.filter(|_| dated * 2 >= raw.len()) else {
        return;
    };
    let mut above: Dated = None;
    for (values, date, _) in raw.iter_mut() {
        match date {
            Some(d) => above = Some(d.clone()),
            None if values.get(c).is_some_and(|v| v.is_empty())
                && values.iter().filter(|v| !v.is_empty()).count() >= 2
                && !values.iter().any(|v| opens_a_todo_list(v)) =>
            {
                date.clone_from(&above);
            }
            None => {}
        }
    }
}
