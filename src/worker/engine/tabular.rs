//! Tables (CSV, TSV, a spreadsheet's sheets) as data, not prose: each row is a dated record
//! (the logbook's entries), and the table is summarised the way an engineer reads a run sheet:
//! how many runs over which dates, what was varied over which levels, and for each measured
//! column its highest and lowest value with the run that gave it (so a result never leaves its
//! trial), and how many runs passed.

use chrono::NaiveDate;

use super::dates::{DateStyle, past_new_year, writes_a_year};
use super::segment::line_sentences;
pub use cells::number;
use cells::{Dated, duration, names_a_setup, names_a_stamp};

/// One row: its label (the first column), date, values (column index, value as written) and
/// the sentences of its free-text columns.
pub struct Row {
    pub label: Option<String>,
    pub date: Option<NaiveDate>,
    pub date_label: Option<String>,
    pub values: Vec<(usize, String)>,
    pub notes: Vec<String>,
    /// A second date the row carries (a test date after the make date): its column and the
    /// date, as read and as written. The row's results are recorded on that day too.
    pub later: Option<(usize, NaiveDate, String)>,
}

impl Row {
    /// The value of column `c`, as written.
    fn value(&self, c: usize) -> Option<&String> {
        self.values.iter().find(|(i, _)| *i == c).map(|(_, v)| v)
    }
}

/// A numeric cell: (row index, its number, the value as written).
type Cell = (usize, f64, String);

/// A table: its columns (name, unit) and rows.
pub struct Table {
    pub columns: Vec<(String, String)>,
    pub rows: Vec<Row>,
    /// The title lines before the header (a sheet's name, "Summary 2025-03-28 - L. Haddad").
    pub titles: Vec<String>,
}

/// The separator a table's lines share: of tab, semicolon and comma, the one that splits the
/// first lines, after up to two title lines, into the same number (two or more) of fields, the
/// most fields first (a title's comma, "Palettes Boréal inc., Saint-Félicien", does not make a
/// sheet's tabbed rows a CSV; a cell's semicolon, "ball-milled seed; straight canola", does
/// not make a CSV's rows two fields), then tab, semicolon, comma in that order.
fn separator(lines: &[&str]) -> Option<char> {
    let splits = |sep: char, skip: usize| {
        let sample: Vec<&str> = lines.iter().skip(skip).take(6).copied().collect();
        let counts: Vec<usize> = sample.iter().map(|l| fields(l, sep).len()).collect();
        let first = counts.first().copied().unwrap_or(0);
        let shared = counts.iter().filter(|&&c| c == first).count() * 3 >= counts.len() * 2;
        (first >= 2 && shared).then_some(first)
    };
    let mut best: Option<(usize, char)> = None;
    for sep in ['\t', ';', ','] {
        for skip in 0..=2 {
            if let Some(n) = splits(sep, skip)
                && best.is_none_or(|(most, _)| n > most)
            {
                best = Some((n, sep));
            }
        }
    }
    best.map(|(_, sep)| sep)
}

/// Fields of a line (double quotes may hold the separator; "" is a quote).
fn fields(line: &str, sep: char) -> Vec<String> {
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
            (c, false) if c == sep => out.push(std::mem::take(&mut cur)),
            (c, _) => cur.push(c),
        }
    }
    out.push(cur);
    out.into_iter().map(|f| f.trim().to_owned()).collect()
}

const UNITS: &[&str] = &[
    "W", "kW", "N", "kN", "mm", "cm", "m", "um", "nm", "s", "ms", "min", "h", "uOhm", "mOhm",
    "Ohm", "V", "A", "mA", "Hz", "kHz", "C", "F", "K", "g", "kg", "mg", "L", "mL", "Pa", "kPa",
    "MPa", "GPa", "bar", "psi", "rpm", "pct", "cP", "dB", "ppm", "degC",
];

/// Units that can follow another unit as its denominator (mm/s, g/L, kg/h).
const DENOMINATORS: &[&str] = &["s", "min", "h", "L", "mL", "m", "kg", "g"];

/// A header as a name and a unit: "speed_mm_s" -> ("speed", "mm/s"), "Tensile (MPa)" ->
/// ("Tensile", "MPa"), "Temp [°C]" -> ("Temp", "°C").
fn name_and_unit(header: &str) -> (String, String) {
    let h = header.trim();
    for (open, close) in [('(', ')'), ('[', ']')] {
        if let Some(start) = h.rfind(open)
            && h.ends_with(close)
        {
            let unit = h[start + 1..h.len() - 1].trim();
            if !unit.is_empty() && unit.split_whitespace().count() <= 2 {
                return (h[..start].trim().to_owned(), unit.to_owned());
            }
        }
    }
    let parts: Vec<&str> = h.split(['_', ' ']).filter(|p| !p.is_empty()).collect();
    let mut n = parts.len();
    while n > 1 && UNITS.contains(&parts[n - 1]) {
        // A second unit only before a denominator ("speed_mm_s" is mm/s; "pullout_min_N" is
        // the minimum in N, not min/N).
        if n < parts.len() && !DENOMINATORS.contains(&parts[parts.len() - 1]) {
            break;
        }
        n -= 1;
    }
    let unit = parts[n..]
        .join("/")
        .replace("pct", "%")
        .replace("degC", "°C");
    // "surface_C", "rmse_3h_C": a temperature in degrees.
    let unit = match unit.as_str() {
        "C" | "F" => format!("°{unit}"),
        _ => unit,
    };
    // "gels_per_m": the count per metre, not "gels per" in metres.
    if n > 1 && matches!(parts[n - 1], "per" | "par") && !unit.is_empty() {
        return (parts[..n - 1].join(" "), format!("{} {unit}", parts[n - 1]));
    }
    (parts[..n].join(" "), unit)
}

/// A workbook's text split into its sheets: at each line that holds no separator (a sheet's
/// name) followed by a line that does (its header). One part when there is one sheet.
pub fn sheets(text: &str) -> Vec<&str> {
    let plain = |l: &str| !l.trim().is_empty() && !l.contains(['\t', ';', ',']);
    let lines: Vec<(usize, &str)> = text
        .split_inclusive('\n')
        .scan(0, |at, l| {
            let start = *at;
            *at += l.len();
            Some((start, l))
        })
        .collect();
    let mut starts: Vec<usize> = Vec::new();
    for (i, (at, line)) in lines.iter().enumerate() {
        let next = lines[i + 1..]
            .iter()
            .map(|(_, l)| *l)
            .find(|l| !l.trim().is_empty());
        if plain(line) && next.is_some_and(|n| !plain(n)) {
            starts.push(*at);
        }
    }
    if starts.len() < 2 {
        return vec![text];
    }
    if starts[0] != 0 {
        starts.insert(0, 0);
    }
    starts.push(text.len());
    starts
        .windows(2)
        .map(|w| &text[w[0]..w[1]])
        .filter(|part| !part.trim().is_empty())
        .collect()
}

/// The table of a text whose dates are written in `style`, or `None` when it does not read as
/// a table with a header. A title line before the header (a sheet's name) is passed over.
pub fn table(text: &str, style: DateStyle) -> Option<Table> {
    let lines: Vec<&str> = text.lines().filter(|l| !l.trim().is_empty()).collect();
    // Up to two title lines may come first (a sheet's name, then its title).
    let sep = separator(&lines)?;
    // A title line: one field, or one with the rest left empty ("# TPA hardness,,,,").
    // Title lines: one field, or one with the rest left empty ("# TPA hardness,,,,"); a
    // sheet's name and then its title.
    let mut titles = Vec::new();
    for line in lines.iter().take(2) {
        let filled: Vec<String> = fields(line, sep)
            .into_iter()
            .filter(|f| !f.is_empty())
            .collect();
        if filled.len() >= 2 {
            break;
        }
        titles.push(filled.concat());
    }
    let mut lines = lines.into_iter().skip(titles.len());
    let header = fields(lines.next()?, sep);
    if header.len() < 2 {
        return None;
    }
    // A sheet written across (variants as columns) is read one variant a row; its rows are
    // read twice only when its header names variants.
    let across = transpose::names_variants(&header)
        .then(|| {
            let rows: Vec<Vec<String>> = lines.clone().map(|l| fields(l, sep)).collect();
            transpose::across(&header, &rows)
        })
        .flatten();
    if let Some(turned) = across {
        let mut text: String = titles.iter().map(|t| format!("{t}\n")).collect();
        for row in turned {
            text.push_str(&row.join("\t"));
            text.push('\n');
        }
        return table(&text, style);
    }
    let mut columns: Vec<(String, String)> = header.iter().map(|h| name_and_unit(h)).collect();
    // "retro_min" beside "retro_mean_...": the minimum, not minutes.
    let names: Vec<String> = columns.iter().map(|(n, _)| n.clone()).collect();
    for (name, unit) in &mut columns {
        let stem = format!("{name} ");
        if unit == "min" && names.iter().any(|other| other.starts_with(&stem)) {
            name.push_str(" min");
            unit.clear();
        }
    }
    // A stamp of the record keeping dates a row only when no other cell does.
    let stamps: Vec<bool> = header.iter().map(|h| names_a_stamp(h)).collect();
    // A row's fields, its date (the first cell that is only a date) taken out.
    type Later = Option<(usize, NaiveDate, String)>;
    let mut raw: Vec<(Vec<String>, Dated, Later)> = Vec::new();
    // The column the first date stands in.
    let mut date_column = None;
    for line in lines {
        let mut values = fields(line, sep);
        if values.len() < 2 {
            // A second sheet's name, or a remark under the table.
            continue;
        }
        let (mut date, mut later) = (None, None);
        let mut from_stamp = false;
        for (i, v) in values.iter_mut().enumerate() {
            let stamp = stamps.get(i).copied().unwrap_or(false);
            if let Some(d) = cells::date_cell(v, &style) {
                match date {
                    None => {
                        date = Some((d, std::mem::take(v)));
                        from_stamp = stamp;
                        if !stamp {
                            date_column.get_or_insert(i);
                        }
                    }
                    Some(_) if from_stamp && !stamp => {
                        date = Some((d, std::mem::take(v)));
                        from_stamp = false;
                        date_column.get_or_insert(i);
                    }
                    Some((first, _)) if !stamp && d > first && later.is_none() => {
                        later = Some((i, d, std::mem::take(v)));
                    }
                    Some(_) => {}
                }
            }
        }
        raw.push((values, date, later));
    }
    // Rows written without their year that pass new year ("Dec 23-27", then "Jan 20-24") are
    // in the next year.
    let mut previous: Option<NaiveDate> = None;
    for (_, date, _) in &mut raw {
        if let Some((d, written)) = date {
            if !writes_a_year(written)
                && let Some(next) = previous.and_then(|last| past_new_year(last, *d))
            {
                *d = next;
            }
            previous = Some(*d);
        }
    }
    // A row whose date cell is left blank under a dated row is that day's too.
    cells::carry_dates_down(&mut raw, date_column);
    // A column of free text (remarks, observations) holds sentences, not values: its cells run
    // to several words on average ("Cracked at the root, re-run"), where a variant's name or a
    // verdict stays short ("simultaneous + UF", "FAIL set time").
    let notes: Vec<bool> = (0..columns.len())
        .map(|c| {
            let words: Vec<usize> = raw
                .iter()
                .filter_map(|(v, _, _)| {
                    v.get(c)
                        .filter(|v| !v.is_empty() && number(v).is_none() && !duration(v))
                })
                .map(|v| v.split_whitespace().count())
                .collect();
            !words.is_empty()
                && !columns.get(c).is_some_and(|(name, _)| names_a_setup(name))
                && (words.iter().sum::<usize>() >= 4 * words.len() || words.iter().any(|&w| w >= 8))
        })
        .collect();
    let rows: Vec<Row> = raw
        .into_iter()
        .map(|(values, date, later)| {
            let mut row = Row {
                label: None,
                date: date.as_ref().map(|d| d.0),
                date_label: date.map(|d| d.1),
                values: Vec::new(),
                notes: Vec::new(),
                later,
            };
            for (i, v) in values.into_iter().enumerate() {
                // The record keeping's stamps are no value of the work.
                if v.is_empty() || stamps.get(i).copied().unwrap_or(false) {
                    continue;
                }
                if notes.get(i).copied().unwrap_or(false) {
                    row.notes.extend(line_sentences(&v));
                } else if i == 0 {
                    row.label = Some(v);
                } else {
                    row.values.push((i, v));
                }
            }
            row
        })
        .collect();
    // With the date first, the run's name is the first column of short names after it
    // ("2025-01-14, T5, ..." is run T5).
    let mut rows = rows;
    if rows.iter().all(|r| r.label.is_none()) {
        let named = (1..columns.len()).find(|&c| {
            rows.iter().all(|r| {
                r.value(c).is_some_and(|v| {
                    number(v).is_none() && v.split_whitespace().count() <= 2 && v.len() <= 16
                })
            })
        });
        if let Some(c) = named {
            for r in &mut rows {
                if let Some(at) = r.values.iter().position(|(i, _)| *i == c) {
                    r.label = Some(r.values.remove(at).1);
                }
            }
        }
    }
    (!rows.is_empty()).then_some(Table {
        columns,
        rows,
        titles,
    })
}

impl Table {
    /// The share of the table's figures that are amounts of money ("1 295 $", "$14.75"); none
    /// with fewer than two figures.
    pub fn money_share(&self) -> Option<f32> {
        let figures: Vec<&String> = self
            .rows
            .iter()
            .flat_map(|r| r.values.iter().map(|(_, v)| v))
            .filter(|v| v.chars().any(|c| c.is_ascii_digit()))
            .collect();
        let money = figures.iter().filter(|v| v.contains(['$', '€'])).count();
        (figures.len() >= 2).then(|| money as f32 / figures.len() as f32)
    }

    /// Values of a row as text, without its name, date or notes.
    pub fn values_text(&self, values: Vec<(usize, String)>) -> Option<String> {
        self.row_text(&Row {
            label: None,
            date: None,
            date_label: None,
            values,
            notes: Vec::new(),
            later: None,
        })
    }

    /// A row's values as recorded on its second date ("S2, tested 2025-09-24: ...").
    pub fn later_text(&self, row: &Row) -> Option<String> {
        let (c, _, written) = row.later.as_ref()?;
        let values = self.values_text(row.values.clone())?;
        let name = self.column(*c).0;
        Some(match &row.label {
            Some(label) => format!("{label} ({name} {written}): {values}"),
            None => format!("{name} {written}: {values}"),
        })
    }

    /// A table whose columns are days ("2025-05-07 (d1)", "Jan 14"), its rows the variants:
    /// each day's measurements ("2025-05-07 (d1): B2 14.0, B3 15.7.") with the day, as read
    /// and as written. Empty unless two columns or more are days and no row has a date.
    pub fn dated_columns(&self, style: DateStyle) -> Vec<(NaiveDate, String, String)> {
        if self.rows.iter().any(|r| r.date.is_some()) {
            return Vec::new();
        }
        let days: Vec<(usize, NaiveDate, String)> = self
            .columns
            .iter()
            .enumerate()
            .filter_map(|(i, (name, unit))| {
                let (s, e, d) = style.find(name)?;
                let written = if unit.is_empty() {
                    name.clone()
                } else {
                    format!("{name} ({unit})")
                };
                // The day opens the header ("2025-05-07 (d1)", "Dec 9 cold box temp (C)").
                (s == 0 && e <= name.len()).then_some((i, d, written))
            })
            .collect();
        if days.len() < 2 {
            return Vec::new();
        }
        days.into_iter()
            .filter_map(|(c, d, written)| {
                let parts: Vec<String> = self
                    .rows
                    .iter()
                    .filter_map(|r| {
                        let v = r.value(c)?;
                        Some(match &r.label {
                            Some(l) => format!("{l} {v}"),
                            None => v.clone(),
                        })
                    })
                    .collect();
                (!parts.is_empty()).then(|| {
                    let text = format!("{written}: {}.", parts.join(", "));
                    (d, written, text)
                })
            })
            .collect()
    }

    fn column(&self, i: usize) -> (&str, &str) {
        self.columns
            .get(i)
            .map_or(("", ""), |(n, u)| (n.as_str(), u.as_str()))
    }

    fn with_unit(&self, i: usize, value: &str) -> String {
        let (_, unit) = self.column(i);
        if unit.is_empty() || value.ends_with(unit) {
            value.to_owned()
        } else if unit == "%" {
            format!("{value} %")
        } else {
            format!("{value} {unit}")
        }
    }

    /// Whether row `r` sums up the others (its label is "Total", "Both", « Moyenne »...).
    fn is_total(&self, r: usize) -> bool {
        self.rows[r].label.as_deref().is_some_and(|l| {
            let l = l.trim().trim_end_matches(':').to_lowercase();
            TOTALS.contains(&l.as_str())
        })
    }

    /// A row's values as written ("R01: laser power 2200 W, speed 150 mm/s").
    pub fn row_text(&self, row: &Row) -> Option<String> {
        if row.values.is_empty() {
            return None;
        }
        let parts: Vec<String> = row
            .values
            .iter()
            .map(|(i, v)| format!("{} {}", self.column(*i).0, self.with_unit(*i, v)))
            .collect();
        let head = row
            .label
            .as_ref()
            .map(|l| format!("{l}: "))
            .unwrap_or_default();
        Some(format!("{head}{}.", parts.join(", ")))
    }
}

/// Labels of a row that sums up the others ("Total", "Both", « Moyenne »): no run of its own.
const TOTALS: &[&str] = &[
    "total", "totals", "both", "all", "all runs", "overall", "average", "mean", "sum", "combined",
    "ensemble", "moyenne", "global", "globale", "tous", "toutes", "les deux", "somme", "cumul",
];

mod cells;
mod means;
mod rates;
mod summary;
mod transpose;
mod verdicts;
pub use summary::Statement;

#[cfg(test)]
mod tests;
