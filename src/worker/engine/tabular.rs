//! CSV run sheets as records: one record per row, dated by its date column, with the measured
//! values written out with their units ("laser_power_W" 2200 -> "laser power 2200 W") and the
//! free-text columns split into sentences.

use chrono::NaiveDate;

use super::dates::DateStyle;
use super::segment::line_sentences;

/// One row: its date and its texts (the values line, then the notes' sentences).
pub struct Row {
    pub date: Option<NaiveDate>,
    pub date_label: Option<String>,
    pub texts: Vec<String>,
}

/// Fields of a CSV line (double quotes may hold commas; "" is a quote).
fn fields(line: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut cur = String::new();
    let mut quoted = false;
    let mut chars = line.chars().peekable();
    while let Some(c) = chars.next() {
        match (c, quoted) {
            ('"', true) if chars.peek() == Some(&'"') => {
                cur.push('"');
                chars.next();
            }
            ('"', _) => quoted = !quoted,
            (',', false) => out.push(std::mem::take(&mut cur)),
            (c, _) => cur.push(c),
        }
    }
    out.push(cur);
    out.into_iter().map(|f| f.trim().to_owned()).collect()
}

const UNITS: &[&str] = &[
    "W", "kW", "N", "kN", "mm", "cm", "m", "um", "nm", "s", "ms", "min", "h", "uOhm", "mOhm",
    "Ohm", "V", "A", "mA", "Hz", "kHz", "C", "F", "K", "g", "kg", "mg", "L", "mL", "Pa", "kPa",
    "MPa", "bar", "psi", "rpm", "pct", "cP", "dB", "ppm",
];

/// A header as a name and a unit: "speed_mm_s" -> ("speed", "mm/s").
fn name_and_unit(header: &str) -> (String, String) {
    let parts: Vec<&str> = header.split(['_', ' ']).filter(|p| !p.is_empty()).collect();
    let mut n = parts.len();
    while n > 1 && UNITS.contains(&parts[n - 1]) {
        n -= 1;
    }
    let unit = parts[n..].join("/").replace("pct", "%");
    (parts[..n].join(" "), unit)
}

/// The rows of a CSV text, or `None` when it does not read as a table with a header.
pub fn records(text: &str) -> Option<Vec<Row>> {
    let mut lines = text.lines().filter(|l| !l.trim().is_empty());
    let header = fields(lines.next()?);
    if header.len() < 2 {
        return None;
    }
    let style = DateStyle::of(text);
    let columns: Vec<(String, String)> = header.iter().map(|h| name_and_unit(h)).collect();
    let mut rows = Vec::new();
    for line in lines {
        let values = fields(line);
        let mut date = None;
        let mut label = None;
        let mut parts: Vec<String> = Vec::new();
        let mut notes: Vec<String> = Vec::new();
        let mut id = None;
        for (i, v) in values.iter().enumerate() {
            if v.is_empty() {
                continue;
            }
            let (name, unit) = columns.get(i).cloned().unwrap_or_default();
            if date.is_none()
                && let Some((s, e, d)) = style.find(v)
                && s == 0
                && e == v.len()
            {
                date = Some(d);
                label = Some(v.clone());
                continue;
            }
            if v.split_whitespace().count() >= 3 {
                notes.extend(line_sentences(v));
            } else if i == 0 {
                id = Some(v.clone());
            } else if unit.is_empty() {
                parts.push(format!("{name} {v}"));
            } else {
                parts.push(format!("{name} {v} {unit}"));
            }
        }
        let mut texts = Vec::new();
        if !parts.is_empty() {
            let head = id.map(|i| format!("{i}: ")).unwrap_or_default();
            texts.push(format!("{head}{}.", parts.join(", ")));
        }
        texts.extend(notes);
        rows.push(Row {
            date,
            date_label: label,
            texts,
        });
    }
    Some(rows)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_become_dated_records_with_units() {
        let rows = records("run,date,laser_power_W,speed_mm_s,notes\nR01,2025-04-07,2200,150,\"Baseline, straight weld. Cracked at the root.\"\n")
            .expect("a table");
        assert_eq!(rows.len(), 1);
        assert_eq!(rows[0].date_label.as_deref(), Some("2025-04-07"));
        assert_eq!(rows[0].texts[0], "R01: laser power 2200 W, speed 150 mm/s.");
        assert_eq!(rows[0].texts[1], "Baseline, straight weld.");
    }
}
