//! A table summarised the way an engineer reads a run sheet: the runs and their dates, what
//! was varied over which levels (numbers and named variants), each measured column's extremes
//! with the run that gave them, and which runs passed or failed and why.

use chrono::NaiveDate;

use super::super::wording::{Lang, table as words};
use super::cells::names_a_setup;
use super::verdicts::verdict;
use super::{Cell, Table, number};

/// Whether a cell says the run was not measured in its column.
fn not_measured(cell: &str) -> bool {
    const NONE: &[&str] = &[
        "not run",
        "not done",
        "not tested",
        "not measured",
        "n/a",
        "na",
        "-",
        "\u{2014}",
        "pending",
        "non fait",
        "non testé",
        "non mesuré",
        "s.o.",
        "n.d.",
        "en attente",
    ];
    NONE.contains(&cell.trim().to_lowercase().as_str())
}

impl Table {
    /// The numeric columns over the rows `runs` (rows that sum up the others left out): (column,
    /// its values per row as (row index, number, as written)).
    fn numeric(&self, runs: &[usize]) -> Vec<(usize, Vec<Cell>)> {
        let mut out = Vec::new();
        for c in 0..self.columns.len() {
            // A run the column was not measured on ("not run", « non fait ») has no value.
            let cells: Vec<(usize, &String)> = runs
                .iter()
                .filter_map(|&r| self.rows[r].value(c).map(|v| (r, v)))
                .filter(|(_, v)| !not_measured(v))
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

    /// A column of verdicts: its index, the rows that passed, and the rows that failed with
    /// the reason written after the verdict ("FAIL set time" -> "set time").
    fn verdicts(&self) -> Option<Verdicts> {
        let all: Vec<Verdicts> = (0..self.columns.len())
            .filter_map(|c| self.verdicts_in(c))
            .collect();
        // The column named for verdicts; else one that says more than yes or no (a "crack?"
        // column of "no" is an observation, not the run's verdict).
        let named = |v: &Verdicts| {
            let name = self.column(v.column).0.to_lowercase();
            [
                "verdict",
                "pass",
                "result",
                "résultat",
                "status",
                "statut",
                "conform",
                "outcome",
                "décision",
                "decision",
                "accept",
            ]
            .iter()
            .any(|w| name.contains(w))
        };
        let worded = |v: &Verdicts| {
            self.rows.iter().any(|row| {
                row.value(v.column).is_some_and(|cell| {
                    let head = cell.trim().to_lowercase();
                    let head = head.split([' ', ',', '-', ':']).next().unwrap_or_default();
                    !matches!(head, "yes" | "no" | "y" | "n" | "oui" | "non" | "")
                })
            })
        };
        let pick = all
            .iter()
            .position(named)
            .or_else(|| all.iter().position(worded))
            .unwrap_or(0);
        all.into_iter().nth(pick)
    }

    /// The verdicts of column `c`, when most rows have one.
    fn verdicts_in(&self, c: usize) -> Option<Verdicts> {
        let mut v = Verdicts {
            column: c,
            passed: Vec::new(),
            failed: Vec::new(),
        };
        for (r, row) in self.rows.iter().enumerate() {
            match row.value(c).and_then(|cell| verdict(cell)) {
                Some((true, _)) => v.passed.push(r),
                Some((false, why)) => v.failed.push((r, why)),
                None => {}
            }
        }
        let judged = v.passed.len() + v.failed.len();
        (judged >= 2 && judged * 4 >= self.rows.len() * 3).then_some(v)
    }

    /// The columns of named variants: short text values, two to eight of them, that are
    /// neither the rows' labels nor verdicts ("culture: A, B (EPS)"); each with its values in
    /// the order they first appear.
    fn variants(
        &self,
        numeric: &[(usize, Vec<Cell>)],
        verdicts: Option<usize>,
    ) -> Vec<(usize, Vec<&str>)> {
        (1..self.columns.len())
            .filter(|c| Some(*c) != verdicts && !numeric.iter().any(|(n, _)| n == c))
            .filter_map(|c| {
                // A set-up is described at whatever length it takes.
                let most = if names_a_setup(self.column(c).0) {
                    16
                } else {
                    5
                };
                let mut distinct: Vec<&str> = Vec::new();
                for row in &self.rows {
                    let v = row.value(c)?;
                    if v.split_whitespace().count() > most || number(v).is_some() {
                        return None;
                    }
                    if !distinct.contains(&v.as_str()) {
                        distinct.push(v);
                    }
                }
                (2..=8).contains(&distinct.len()).then_some((c, distinct))
            })
            .collect()
    }

    fn label(&self, r: usize, lang: Lang) -> String {
        self.rows[r]
            .label
            .clone()
            .or_else(|| self.rows[r].date_label.clone())
            .unwrap_or_else(|| words::row(lang, r + 1))
    }

    /// The summary sentences: (what kind of statement, text). Kinds: `Work` (the runs and what
    /// was varied), `Result` (the measured extremes, the passes).
    pub fn summary(&self, name: &str, lang: Lang) -> Vec<(Statement, String)> {
        let mut out = Vec::new();
        let runs: Vec<usize> = (0..self.rows.len())
            .filter(|&r| !self.is_total(r))
            .collect();
        let (Some(&first), Some(&last)) = (runs.first(), runs.last()) else {
            return out;
        };
        let n = runs.len();
        let mut dates: Vec<(NaiveDate, &str)> = self
            .rows
            .iter()
            .filter_map(|r| Some((r.date?, r.date_label.as_deref()?)))
            .collect();
        dates.sort_by_key(|d| d.0);
        let span = match (dates.first(), dates.last()) {
            (Some(a), Some(b)) if a.0 != b.0 => format!(", {}{}{}", a.1, words::to(lang), b.1),
            (Some(a), _) => format!(", {}", a.1),
            _ => String::new(),
        };
        let labels = match (
            self.rows[first].label.as_ref(),
            self.rows[last].label.as_ref(),
        ) {
            (Some(a), Some(b)) if n > 1 && a != b => format!(" ({a}{}{b}{span})", words::to(lang)),
            _ if !span.is_empty() => format!(" ({})", span.trim_start_matches(", ")),
            _ => String::new(),
        };
        out.push((Statement::Work, words::records(lang, name, n, &labels)));
        let numeric = self.numeric(&runs);
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
        let mut varied: Vec<String> = levels
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
                            "{name}{}{}{}{}",
                            words::at(lang),
                            all[..last].join(", "),
                            words::and(lang),
                            self.with_unit(*c, all[last])
                        ))
                    }
                    _ => Some(format!(
                        "{name}{}{}{}{}",
                        words::from(lang),
                        sorted[0].2,
                        words::to(lang),
                        self.with_unit(*c, &sorted[sorted.len() - 1].2)
                    )),
                }
            })
            .collect();
        let verdicts = self.verdicts();
        let variants = self.variants(&numeric, verdicts.as_ref().map(|v| v.column));
        varied.extend(
            variants
                .iter()
                .map(|(c, values)| format!("{} ({})", self.column(*c).0, values.join(", "))),
        );
        let mut set: Vec<usize> = variants.iter().map(|(c, _)| *c).collect();
        // A column with one value varied nothing: it is no condition of a run.
        set.extend(
            levels
                .iter()
                .filter(|(_, values)| values.iter().any(|v| v.2 != values[0].2))
                .map(|(c, _)| *c),
        );
        if !varied.is_empty() {
            out.push((Statement::Work, words::varied(lang, &varied.join("; "))));
        }
        // The runs an extreme names.
        let mut named: Vec<usize> = Vec::new();
        for (c, values) in &measured {
            if self.counted_by_rate(*c, &numeric) {
                continue;
            }
            let (Some(high), Some(low)) = (
                values.iter().max_by(|a, b| a.1.total_cmp(&b.1)),
                values.iter().min_by(|a, b| a.1.total_cmp(&b.1)),
            ) else {
                continue;
            };
            named.extend([high.0, low.0]);
            let name = self.column(*c).0;
            // Each run with what tells the two apart: at most two of the set columns whose
            // values differ between them, named variants first.
            // A set-up's description is in what was varied, not in each extreme (its short
            // name, "C3", is).
            let described = |c: usize| {
                names_a_setup(self.column(c).0)
                    && [high.0, low.0].iter().any(|&r| {
                        self.rows[r]
                            .value(c)
                            .is_some_and(|v| v.split_whitespace().count() > 3)
                    })
            };
            let apart: Vec<usize> = set
                .iter()
                .copied()
                .filter(|&c| {
                    self.rows[high.0].value(c) != self.rows[low.0].value(c) && !described(c)
                })
                .take(2)
                .collect();
            let run = |r: usize| format!("{}{}", self.label(r, lang), self.conditions(r, &apart));
            out.push((
                Statement::Result,
                words::extremes(
                    lang,
                    name,
                    (&self.with_unit(*c, &high.2), &run(high.0)),
                    (&self.with_unit(*c, &low.2), &run(low.0)),
                ),
            ));
        }
        // A summary of variants over their repeats: each variant's outcome.
        out.extend(
            self.variant_means()
                .into_iter()
                .map(|t| (Statement::Result, t)),
        );
        // A row that sums up the others is the overall result ("Both: 46 calls, 385 ms").
        for (r, row) in self.rows.iter().enumerate() {
            if self.is_total(r)
                && let Some(text) = self.row_text(row)
            {
                out.push((Statement::Result, words::overall(lang, &text)));
            }
        }
        // Without a verdict column, a row whose note says it passed ("meets all targets") is
        // the outcome the work arrived at.
        let mut passed_note = false;
        if verdicts.is_none() {
            for (r, row) in self.rows.iter().enumerate() {
                let note = row
                    .values
                    .iter()
                    .map(|(_, v)| v.to_lowercase())
                    .chain(row.notes.iter().map(|n| n.to_lowercase()))
                    .find(|v| PASSED_NOTES.iter().any(|p| v.contains(p)));
                if note.is_some()
                    && let Some(text) = self.row_text(row)
                {
                    passed_note = true;
                    out.push((
                        Statement::Result,
                        words::passed_run(lang, &self.label(r, lang), &text),
                    ));
                }
            }
        }
        // Without verdicts, the run a dated sheet ends on (its latest date, no other run's) is
        // where the work arrived: its values are an outcome, unless an extreme already names it.
        if verdicts.is_none() && !passed_note {
            let last = self.rows.iter().filter_map(|r| r.date).max();
            let at_last: Vec<usize> = (0..self.rows.len())
                .filter(|&r| last.is_some() && self.rows[r].date == last)
                .collect();
            if let [r] = at_last[..]
                && !named.contains(&r)
                && self.rows.len() >= 3
                && self.rows[r].label.is_some()
                && let Some(text) = self.values_text(self.rows[r].values.clone())
            {
                out.push((
                    Statement::Result,
                    words::last_run(lang, &self.label(r, lang), &text),
                ));
            }
        }
        if let Some(v) = verdicts {
            let judged = v.passed.len() + v.failed.len();
            let names: Vec<String> = v
                .passed
                .iter()
                .take(8)
                .map(|&r| self.label(r, lang))
                .collect();
            let which = if names.is_empty() {
                String::new()
            } else {
                format!(" ({})", names.join(", "))
            };
            out.push((
                Statement::Result,
                words::passed(lang, v.passed.len(), judged, &which),
            ));
            // What the runs that passed measured: the outcome the work arrived at.
            if v.passed.len() <= 2 && v.failed.len() >= 2 {
                for &r in &v.passed {
                    let row = &self.rows[r];
                    let values: Vec<(usize, String)> = row
                        .values
                        .iter()
                        .filter(|(c, _)| *c != v.column)
                        .cloned()
                        .collect();
                    if let Some(text) = self.values_text(values) {
                        out.push((
                            Statement::Result,
                            words::passed_run(lang, &self.label(r, lang), &text),
                        ));
                    }
                }
            }
            // Why the others failed: what each failure ruled out.
            let reasons: Vec<(String, String)> = v
                .failed
                .iter()
                // The reason after the verdict, else the row's note ("fibre pull-out").
                .map(|(r, why)| {
                    let why = if why.is_empty() {
                        self.rows[*r].notes.join("; ")
                    } else {
                        why.clone()
                    };
                    (*r, why)
                })
                .filter(|(_, why)| !why.is_empty())
                .take(8)
                .map(|(r, why)| (self.label(r, lang), why))
                .collect();
            if !reasons.is_empty() {
                out.push((Statement::Result, words::failed(lang, &reasons)));
            }
        }
        out
    }

    /// The levels a row was run at ("(laser power 2200 W, speed 150 mm/s)").
    fn conditions(&self, r: usize, columns: &[usize]) -> String {
        let parts: Vec<String> = columns
            .iter()
            .filter_map(|&c| {
                let v = self.rows[r].value(c)?;
                Some(format!("{} {}", self.column(c).0, self.with_unit(c, v)))
            })
            .collect();
        if parts.is_empty() {
            String::new()
        } else {
            format!(" ({})", parts.join(", "))
        }
    }
}

/// A row's note that says it passed.
const PASSED_NOTES: &[&str] = &[
    "meets all",
    "all targets met",
    "passes all",
    "meets every",
    "respecte toutes",
    "respecte les trois",
    "toutes les cibles",
    "conforme à toutes",
];

/// The verdicts of a table's verdict column.
struct Verdicts {
    column: usize,
    passed: Vec<usize>,
    failed: Vec<(usize, String)>,
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
