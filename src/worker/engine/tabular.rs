//! Tables (CSV, TSV, a spreadsheet's sheets) as data, not prose: each row is a dated record
//! (the logbook's entries), and the table is summarised the way an engineer reads a run sheet:
//! how many runs over which dates, what was varied over which levels, and for each measured
//! column its highest and lowest value with the run that gave it (so a result never leaves its
//! trial), and how many runs passed.

use chrono::NaiveDate;

use super::dates::DateStyle;
use super::segment::line_sentences;

/// One row: its label (the first column), date, values (column index, value as written) and
/// the sentences of its free-text columns.
pub struct Row {
    pub label: Option<String>,
    pub date: Option<NaiveDate>,
    pub date_label: Option<String>,
    pub values: Vec<(usize, String)>,
    pub notes: Vec<String>,
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
}

/// The separator a table's lines share: the one of tab, semicolon and comma that splits the
/// first lines into the same number (two or more) of fields.
fn separator(lines: &[&str]) -> Option<char> {
    let sample: Vec<&str> = lines.iter().take(6).copied().collect();
    ['\t', ';', ','].into_iter().find(|&sep| {
        let counts: Vec<usize> = sample.iter().map(|l| fields(l, sep).len()).collect();
        let first = counts.first().copied().unwrap_or(0);
        first >= 2 && counts.iter().filter(|&&c| c == first).count() * 3 >= counts.len() * 2
    })
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
        n -= 1;
    }
    let unit = parts[n..]
        .join("/")
        .replace("pct", "%")
        .replace("degC", "°C");
    // "gels_per_m": the count per metre, not "gels per" in metres.
    if n > 1 && matches!(parts[n - 1], "per" | "par") && !unit.is_empty() {
        return (parts[..n - 1].join(" "), format!("{} {unit}", parts[n - 1]));
    }
    (parts[..n].join(" "), unit)
}

/// A cell's number: "412", "2,5" (decimal comma), "1 200", "-10", "12.5%".
pub fn number(value: &str) -> Option<f64> {
    let v: String = value
        .trim()
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

/// The table of a text whose dates are written in `style`, or `None` when it does not read as
/// a table with a header. A title line before the header (a sheet's name) is passed over.
pub fn table(text: &str, style: DateStyle) -> Option<Table> {
    let lines: Vec<&str> = text.lines().filter(|l| !l.trim().is_empty()).collect();
    let sep = separator(&lines).or_else(|| separator(lines.get(1..)?))?;
    let skip = usize::from(fields(lines.first()?, sep).len() < 2);
    let mut lines = lines.into_iter().skip(skip);
    let header = fields(lines.next()?, sep);
    if header.len() < 2 {
        return None;
    }
    let columns: Vec<(String, String)> = header.iter().map(|h| name_and_unit(h)).collect();
    let mut rows = Vec::new();
    for line in lines {
        let values = fields(line, sep);
        if values.len() < 2 {
            // A second sheet's name, or a remark under the table.
            continue;
        }
        let mut row = Row {
            label: None,
            date: None,
            date_label: None,
            values: Vec::new(),
            notes: Vec::new(),
        };
        for (i, v) in values.iter().enumerate() {
            if v.is_empty() {
                continue;
            }
            if row.date.is_none()
                && let Some((s, e, d)) = style.find(v)
                && s == 0
                && e == v.len()
            {
                row.date = Some(d);
                row.date_label = Some(v.clone());
                continue;
            }
            if v.split_whitespace().count() >= 3 && number(v).is_none() {
                row.notes.extend(line_sentences(v));
            } else if i == 0 {
                row.label = Some(v.clone());
            } else {
                row.values.push((i, v.clone()));
            }
        }
        rows.push(row);
    }
    (!rows.is_empty()).then_some(Table { columns, rows })
}

impl Table {
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

    /// The numeric columns: (column, its values per row as (row index, number, as written)).
    fn numeric(&self) -> Vec<(usize, Vec<Cell>)> {
        let mut out = Vec::new();
        for c in 0..self.columns.len() {
            let cells: Vec<(usize, &String)> = self
                .rows
                .iter()
                .enumerate()
                .filter_map(|(r, row)| row.value(c).map(|v| (r, v)))
                .collect();
            let numbers: Vec<Cell> = cells
                .iter()
                .filter_map(|(r, v)| number(v).map(|x| (*r, x, (*v).clone())))
                .collect();
            if numbers.len() >= 2 && numbers.len() * 4 >= cells.len() * 3 {
                out.push((c, numbers));
            }
        }
        out
    }

    /// A column of pass/fail verdicts: (column, rows that passed, rows judged).
    fn verdicts(&self) -> Option<(usize, Vec<usize>, usize)> {
        const PASS: &[&str] = &["pass", "ok", "yes", "y", "conforme", "oui", "réussi"];
        const FAIL: &[&str] = &["fail", "no", "n", "nok", "non conforme", "non", "échec"];
        (0..self.columns.len()).find_map(|c| {
            let mut passed = Vec::new();
            let mut judged = 0;
            for (r, row) in self.rows.iter().enumerate() {
                if let Some(v) = row.value(c) {
                    let v = v.to_lowercase();
                    if PASS.contains(&v.as_str()) {
                        passed.push(r);
                        judged += 1;
                    } else if FAIL.contains(&v.as_str()) {
                        judged += 1;
                    }
                }
            }
            (judged >= 2 && judged * 4 >= self.rows.len() * 3).then_some((c, passed, judged))
        })
    }

    fn label(&self, r: usize) -> String {
        self.rows[r]
            .label
            .clone()
            .or_else(|| self.rows[r].date_label.clone())
            .unwrap_or_else(|| format!("row {}", r + 1))
    }

    /// The summary sentences: (what kind of statement, text). Kinds: `Work` (the runs and what
    /// was varied), `Result` (the measured extremes, the passes).
    pub fn summary(&self, name: &str) -> Vec<(Statement, String)> {
        let mut out = Vec::new();
        let n = self.rows.len();
        let mut dates: Vec<(NaiveDate, &str)> = self
            .rows
            .iter()
            .filter_map(|r| Some((r.date?, r.date_label.as_deref()?)))
            .collect();
        dates.sort_by_key(|d| d.0);
        let span = match (dates.first(), dates.last()) {
            (Some(a), Some(b)) if a.0 != b.0 => format!(", {} to {}", a.1, b.1),
            (Some(a), _) => format!(", {}", a.1),
            _ => String::new(),
        };
        let labels = match (self.rows[0].label.as_ref(), self.rows[n - 1].label.as_ref()) {
            (Some(a), Some(b)) if n > 1 && a != b => format!(" ({a} to {b}{span})"),
            _ if !span.is_empty() => format!(" ({})", span.trim_start_matches(", ")),
            _ => String::new(),
        };
        out.push((
            Statement::Work,
            format!("The run sheet {name} records {n} runs{labels}."),
        ));
        let numeric = self.numeric();
        let mut levels = Vec::new();
        let mut measured = Vec::new();
        for (c, values) in &numeric {
            let mut distinct: Vec<&String> = values.iter().map(|v| &v.2).collect();
            distinct.sort();
            distinct.dedup();
            // Set levels repeat and are round; measured results mostly differ, carry decimals,
            // and their columns are named for what was measured.
            let name = self.column(*c).0.to_lowercase();
            let fractional = distinct
                .iter()
                .filter(|v| number(v).is_some_and(|x| x.fract() != 0.0))
                .count();
            let named_measure = MEASURES.iter().any(|m| name.contains(m));
            if distinct.len() < values.len()
                && (distinct.len() <= 4 || distinct.len() * 2 <= values.len())
                && !named_measure
                && !(distinct.len() >= 3 && fractional * 2 > distinct.len())
            {
                levels.push((*c, values));
            } else {
                measured.push((*c, values));
            }
        }
        let varied: Vec<String> = levels
            .iter()
            .filter_map(|(c, values)| {
                let mut sorted: Vec<&Cell> = values.iter().collect();
                sorted.sort_by(|a, b| a.1.total_cmp(&b.1));
                sorted.dedup_by(|a, b| a.2 == b.2);
                let name = self.column(*c).0;
                match sorted.len() {
                    0 | 1 => None,
                    2..=4 => {
                        let all: Vec<&str> = sorted.iter().map(|v| v.2.as_str()).collect();
                        let last = all.len() - 1;
                        Some(format!(
                            "{name} at {} and {}",
                            all[..last].join(", "),
                            self.with_unit(*c, all[last])
                        ))
                    }
                    _ => Some(format!(
                        "{name} from {} to {}",
                        sorted[0].2,
                        self.with_unit(*c, &sorted[sorted.len() - 1].2)
                    )),
                }
            })
            .collect();
        if !varied.is_empty() {
            out.push((
                Statement::Work,
                format!("The runs varied {}.", varied.join("; ")),
            ));
        }
        for (c, values) in &measured {
            let (Some(high), Some(low)) = (
                values.iter().max_by(|a, b| a.1.total_cmp(&b.1)),
                values.iter().min_by(|a, b| a.1.total_cmp(&b.1)),
            ) else {
                continue;
            };
            let name = self.column(*c).0;
            out.push((
                Statement::Result,
                format!(
                    "The highest {name} was {} in {}{}; the lowest was {} in {}{}.",
                    self.with_unit(*c, &high.2),
                    self.label(high.0),
                    self.conditions(high.0, &levels),
                    self.with_unit(*c, &low.2),
                    self.label(low.0),
                    self.conditions(low.0, &levels),
                ),
            ));
        }
        if let Some((_, passed, judged)) = self.verdicts() {
            let names: Vec<String> = passed.iter().take(8).map(|&r| self.label(r)).collect();
            let which = if names.is_empty() {
                String::new()
            } else {
                format!(" ({})", names.join(", "))
            };
            out.push((
                Statement::Result,
                format!("{} of {judged} runs passed{which}.", passed.len()),
            ));
        }
        out
    }

    /// The levels a row was run at ("(laser power 2200 W, speed 150 mm/s)").
    fn conditions(&self, r: usize, levels: &[(usize, &Vec<Cell>)]) -> String {
        let parts: Vec<String> = levels
            .iter()
            .filter_map(|(c, values)| {
                let v = values.iter().find(|v| v.0 == r)?;
                Some(format!(
                    "{} {}",
                    self.column(*c).0,
                    self.with_unit(*c, &v.2)
                ))
            })
            .collect();
        if parts.is_empty() {
            String::new()
        } else {
            format!(" ({})", parts.join(", "))
        }
    }
}

/// Words of a column of measured results.
const MEASURES: &[&str] = &[
    "result",
    "measured",
    "strength",
    "accuracy",
    "kappa",
    "f1",
    "error",
    "yield",
    "loss",
    "life",
    "hardness",
    "retention",
    "recovery",
    "score",
    "avg",
    "mean",
    "efficiency",
    "depth",
    "time to",
    "defect",
    "rendement",
    "résultat",
    "mesur",
    "résistance",
    "perte",
    "taux",
];

/// What a summary sentence states.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Statement {
    Work,
    Result,
}

#[cfg(test)]
mod tests {
    use super::*;

    fn table_of(text: &str) -> Option<Table> {
        table(text, DateStyle::of(text))
    }

    #[test]
    fn rows_become_dated_records_with_units() {
        let t = table_of("run,date,laser_power_W,speed_mm_s,notes\nR01,2025-04-07,2200,150,\"Baseline, straight weld. Cracked at the root.\"\n")
            .expect("a table");
        assert_eq!(t.rows.len(), 1);
        assert_eq!(t.rows[0].date_label.as_deref(), Some("2025-04-07"));
        assert_eq!(
            t.row_text(&t.rows[0]).as_deref(),
            Some("R01: laser power 2200 W, speed 150 mm/s.")
        );
        assert_eq!(t.rows[0].notes[0], "Baseline, straight weld.");
    }

    #[test]
    fn a_run_sheet_is_summarised_with_each_result_beside_its_run() {
        let csv = "Sheet1\nRun\tDate\tPower (W)\tTensile (MPa)\tResult\n\
                   R01\t2025-04-07\t1800\t180\tfail\n\
                   R02\t2025-04-07\t2200\t412\tpass\n\
                   R03\t2025-04-08\t2600\t305\tfail\n\
                   R04\t2025-04-08\t2200\t398\tpass\n";
        let t = table_of(csv).expect("a table");
        let summary: Vec<String> = t.summary("welds.xlsx").into_iter().map(|s| s.1).collect();
        assert_eq!(
            summary[0],
            "The run sheet welds.xlsx records 4 runs (R01 to R04, 2025-04-07 to 2025-04-08)."
        );
        assert_eq!(
            summary[1],
            "The runs varied Power at 1800, 2200 and 2600 W."
        );
        assert_eq!(
            summary[2],
            "The highest Tensile was 412 MPa in R02 (Power 2200 W); the lowest was 180 MPa in R01 (Power 1800 W)."
        );
        assert_eq!(summary[3], "2 of 4 runs passed (R02, R04).");
    }

    #[test]
    fn french_tables_use_semicolons_and_decimal_commas() {
        let t = table_of("Essai;Date;Température (°C);Rendement (%)\nE1;2025-03-03;-10;81,5\nE2;2025-03-04;-10;84,2\nE3;2025-03-05;5;79,9\n")
            .expect("a table");
        assert_eq!(t.rows.len(), 3);
        assert_eq!(number("81,5"), Some(81.5));
        assert_eq!(number("1 200"), Some(1200.0));
        let summary: Vec<String> = t.summary("essais.csv").into_iter().map(|s| s.1).collect();
        assert!(
            summary.iter().any(|s| s.contains("84,2 % in E2")),
            "{summary:?}"
        );
    }
}
