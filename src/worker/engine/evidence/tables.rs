//! A table file (CSV, TSV, a workbook's sheets) read into the evidence: its summary (what was
//! varied, the extremes, the verdicts) and its rows as dated records.

use std::borrow::Cow;

use super::lines::is_table;
use super::{Evidence, Role, Segment};
use crate::worker::engine::dates::DateStyle;
use crate::worker::engine::{noise, tabular};

impl Evidence {
    /// Adds a file when it is a table (CSV, TSV, a workbook) that reads as one.
    pub(super) fn add_table_file(
        &mut self,
        source: usize,
        content_type: &str,
        filename: &str,
        text: &str,
    ) -> bool {
        records(content_type, filename, text)
            .is_some_and(|records| self.add_tables(source, filename, &records))
    }

    /// Adds a table file: its summary (undated) and its rows (dated records); `false` when the
    /// text does not read as a table.
    pub(super) fn add_tables(&mut self, source: usize, filename: &str, text: &str) -> bool {
        // A workbook's sheets are tables of their own, each with its header.
        let style = self.date_style(text);
        let mut any = false;
        // A workbook that opens with a price list ("Services", then "Promotions") is one: its
        // other sheets are no record either unless their rows are dated (a run sheet).
        let mut price_book = false;
        for (k, sheet) in tabular::sheets(text).into_iter().enumerate() {
            let (read, non_record) = self.add_table(source, filename, sheet, style, price_book);
            price_book |= k == 0 && non_record;
            any |= read;
        }
        any
    }

    /// Adds one table (see [`Self::add_tables`]): whether the text reads as a table, and
    /// whether it is no record of the work.
    fn add_table(
        &mut self,
        source: usize,
        filename: &str,
        text: &str,
        style: DateStyle,
        price_book: bool,
    ) -> (bool, bool) {
        let Some(table) = tabular::table(text, style) else {
            return (false, false);
        };
        // A price list or an order sheet is a table too, and no record of the work.
        let dated = table.rows.iter().filter(|r| r.date.is_some()).count();
        let dated_rows = table.rows.len() >= 2 && dated * 2 >= table.rows.len();
        let non_record = (price_book && !dated_rows)
            || noise::is_non_record_table(&table.columns, text, dated_rows, table.money_share());
        let role_of = |role: Role| {
            if non_record { Role::NonRecord } else { role }
        };
        let mut block = self.next_block();
        for (statement, text) in table.summary(filename, self.lang) {
            self.segments.push(Segment {
                text,
                source: Some(source),
                date: None,
                date_label: None,
                section: String::new(),
                block,
                role: role_of(match statement {
                    tabular::Statement::Work => Role::TableWork,
                    tabular::Statement::Result => Role::TableResult,
                }),
            });
            block += 1;
        }
        // A sheet whose title is dated ("Summary - 2025-04-28 (S. Walsh)") is that day's
        // entry: its rows without a date of their own take the title's.
        let titled = table.titles.iter().find_map(|t| {
            // Or a caption that names the day its rows were measured ("Wipe test, haze
            // meter (tested 5 Feb 2025)").
            super::lines::dated_heading(t, &style)
                .map(|(date, label, _)| (date, label))
                .or_else(|| {
                    let (start, end, date) = style.find(t)?;
                    Some((date, t[start..end].to_owned()))
                })
        });
        for row in &table.rows {
            let (date, date_label) = match (&row.date, &titled) {
                (None, Some((d, label))) => (Some(*d), Some(label.clone())),
                _ => (row.date, row.date_label.clone()),
            };
            let values = table.row_text(row).map(|t| (t, Role::TableRow));
            let notes = row.notes.iter().map(|t| (t.clone(), Role::Prose));
            for (text, role) in values.into_iter().chain(notes) {
                self.segments.push(Segment {
                    text,
                    source: Some(source),
                    date,
                    date_label: date_label.clone(),
                    section: String::new(),
                    block,
                    role: role_of(role),
                });
            }
            block += 1;
            if let (Some(text), Some((_, date, written))) = (table.later_text(row), &row.later) {
                self.segments.push(Segment {
                    text,
                    source: Some(source),
                    date: Some(*date),
                    date_label: Some(written.clone()),
                    section: String::new(),
                    block,
                    role: role_of(Role::TableRow),
                });
                block += 1;
            }
        }
        for (date, written, text) in table.dated_columns(style) {
            self.segments.push(Segment {
                text,
                source: Some(source),
                date: Some(date),
                date_label: Some(written),
                section: String::new(),
                block,
                role: role_of(Role::TableRow),
            });
            block += 1;
        }
        (true, non_record)
    }
}

/// A table file's text with one record per line (`None` for a file that is no table): a CSV's
/// quoted field may hold line breaks (a ticket's comments, a form's long answers); a workbook's
/// cells were joined when it was read.
fn records<'a>(content_type: &str, filename: &str, text: &'a str) -> Option<Cow<'a, str>> {
    if !is_table(content_type, filename) {
        return None;
    }
    let spreadsheet = content_type.contains("sheet")
        || content_type.contains("excel")
        || [".xlsx", ".xls"]
            .iter()
            .any(|e| filename.to_lowercase().ends_with(e));
    Some(if spreadsheet {
        text.into()
    } else {
        crate::worker::extract::cell_lines::csv_records(text)
    })
}
