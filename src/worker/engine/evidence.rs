//! The evidence of a run: the selected files' text as dated, sourced segments (one sentence or
//! record each). A file's text is read line by line: a dated heading ("2025-01-20", "## March 4,
//! 2025", "Date: Tue, 4 Feb 2025", "#112 | closed | 2025-01-09 | ...") dates the lines under it;
//! other headings name the section the lines sit in; a CSV file gives one record per row.
//! Without selected files the evidence is the input and the history, undated and unsourced.

use chrono::NaiveDate;
use uuid::Uuid;

use super::dates::DateStyle;
use super::segment::{line_sentences, logical_lines, strip_line};
use super::{noise, tabular};
use crate::protocol::CodeCitation;

/// A file (or the bound repository's README or a commit) the evidence comes from.
#[derive(Debug, Clone, PartialEq)]
pub struct Source {
    /// `None` for code-host evidence.
    pub file_id: Option<Uuid>,
    /// The file's name, or `owner/name README`, `owner/name@1a2b3c4`.
    pub filename: String,
    /// What the code-host evidence is (`None` for a file).
    pub code: Option<CodeCitation>,
}

/// One sentence or record of the evidence.
#[derive(Debug, Clone, PartialEq)]
pub struct Segment {
    pub text: String,
    /// Index into [`Evidence::sources`]; `None` for the input and the history.
    pub source: Option<usize>,
    /// The date of the entry the segment sits in (or carries).
    pub date: Option<NaiveDate>,
    /// That date as the record writes it ("Mon 3 Jun", "18/03/2025").
    pub date_label: Option<String>,
    /// The heading of the section it sits in, lower case ("5. results", "admin notes").
    pub section: String,
    /// The paragraph (line or record) it belongs to, unique within the evidence.
    pub block: usize,
    /// What the segment is: prose, a table's row or summary, or not a record of the work.
    pub role: Role,
}

/// What a segment is, by how it was read.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Role {
    /// A sentence of a record, a note or the input.
    #[default]
    Prose,
    /// A table row's values as written: the logbook's, never a line's (the table's summary
    /// states them).
    TableRow,
    /// A table's summary: the runs and what was varied (line 244).
    TableWork,
    /// A table's summary: measured extremes and passes (line 246).
    TableResult,
    /// Not a record of the work (an invoice, marketing copy, a contract, a job posting): left
    /// out of every line and of the logbook.
    NonRecord,
}

/// Sources and their segments, in reading order.
#[derive(Debug, Clone, Default)]
pub struct Evidence {
    pub sources: Vec<Source>,
    pub segments: Vec<Segment>,
}

/// Text at most this long (in words, all files together) is used whole.
pub const BUDGET_WORDS: usize = 20_000;

const RECORD_KEYS: &[&str] = &["from:", "to:", "cc:", "bcc:", "subject:", "sent:"];
const DATE_KEYS: &[&str] = &[
    "date:",
    "meeting",
    "entry",
    "week of",
    "day",
    "summary",
    "update",
    "status",
    "wrap-up",
    "recap",
    "as of",
    "review",
    "bilan",
    "sommaire",
    "récapitulatif",
    "mise à jour",
    "point",
    "semaine du",
    "réunion",
    "compte rendu",
];
const WEEKDAYS: &[&str] = &["mon", "tue", "wed", "thu", "fri", "sat", "sun"];

/// Whether a file is a table: CSV, TSV or a spreadsheet.
fn is_table(content_type: &str, filename: &str) -> bool {
    let name = filename.to_lowercase();
    matches!(
        content_type,
        "text/csv"
            | "text/tab-separated-values"
            | "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            | "application/vnd.ms-excel"
    ) || [".csv", ".tsv", ".xlsx", ".xls"]
        .iter()
        .any(|e| name.ends_with(e))
}

/// A dated heading: `(date, label as written, the text after it)`.
fn dated_heading(line: &str, style: &DateStyle) -> Option<(NaiveDate, String, String)> {
    let t = strip_line(line);
    if t.contains(" | ") {
        let fields: Vec<&str> = t.split(" | ").map(str::trim).collect();
        return fields.iter().find_map(|f| {
            let (s, e, d) = style.find(f)?;
            (s == 0 && e == f.len()).then(|| (d, (*f).to_owned(), String::new()))
        });
    }
    let (start, end, date) = style.find(t)?;
    let head = t[..start]
        .trim()
        .trim_end_matches([',', ':'])
        .to_lowercase();
    let lead_ok = head.is_empty()
        || DATE_KEYS.iter().any(|k| {
            let k = k.trim_end_matches(':');
            head == k || (head.ends_with(k) && head.split_whitespace().count() <= 3)
        })
        || head
            .split([' ', ','])
            .filter(|w| !w.is_empty())
            .all(|w| WEEKDAYS.iter().any(|d| w.starts_with(d)) || DATE_KEYS.contains(&w));
    let short = t.split_whitespace().count() <= 6
        && t[..start].split_whitespace().count() <= 2
        && t[end..].split_whitespace().count() <= 2;
    if !(lead_ok || short) {
        return None;
    }
    // The label keeps a weekday written before the date ("Wed 22 Jan").
    let label_start = if lead_ok && !head.is_empty() && WEEKDAYS.iter().any(|d| head.starts_with(d))
    {
        t.to_lowercase().find(head.as_str()).unwrap_or(start)
    } else {
        start
    };
    let label = t[label_start..end].to_owned();
    let rest = t[end..].trim_start_matches([':', '-', '\u{2013}', ',', ' ', ')']);
    let rest = second_day(rest).to_owned();
    let rest = if rest.split_whitespace().count() >= 3 && lead_ok {
        rest
    } else {
        String::new()
    };
    Some((date, label, rest))
}

/// A document's text as prose and tables (runs of two or more lines of tab-separated cells, as
/// a Word table is extracted): `(is a table, text)` in order.
fn table_chunks(text: &str) -> Vec<(bool, String)> {
    let mut out: Vec<(bool, String)> = Vec::new();
    for line in text.split_inclusive('\n') {
        let tabbed = line.trim_end().contains('\t');
        match out.last_mut() {
            Some((t, chunk)) if *t == tabbed => chunk.push_str(line),
            _ => out.push((tabbed, line.to_owned())),
        }
    }
    // A single tabbed line is prose.
    for chunk in &mut out {
        if chunk.0 && chunk.1.lines().filter(|l| !l.trim().is_empty()).count() < 2 {
            chunk.0 = false;
        }
    }
    out
}

/// The text after a date that names a second day with it ("Feb 11 and 12, 2025: ...",
/// "March 5-6: ...", "3 & 4 June"): the second day is part of the heading, not of the text.
fn second_day(rest: &str) -> &str {
    let after = ["and ", "& ", "to ", "et ", "au "]
        .iter()
        .find_map(|w| rest.strip_prefix(w))
        .unwrap_or(rest);
    let digits = after.len() - after.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    if after.len() == rest.len() || !(1..=2).contains(&digits) {
        return rest;
    }
    let mut tail = after[digits..].trim_start_matches([',', ' ']);
    // A year after the second day ("12, 2025").
    let year = tail.len() - tail.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    if year == 4 {
        tail = &tail[4..];
    }
    tail.trim_start_matches([':', '-', '\u{2013}', ',', ' ', ')'])
}

/// A heading without a date ("### 5. Results", "## 2. Why this needed lab work").
fn section_heading(raw: &str) -> Option<String> {
    let t = raw.trim();
    if t.starts_with('#') {
        return Some(strip_line(t).to_lowercase());
    }
    None
}

/// A title line: one of a file's first two lines without closing punctuation, or mostly capitals.
fn is_title(line: &str, nth: usize) -> bool {
    let t = line.trim();
    let letters = t.chars().filter(|c| c.is_alphabetic()).count();
    let capitals = t.chars().filter(|c| c.is_uppercase()).count();
    (nth <= 2 && !t.ends_with(['.', '?', '!', ':']))
        || (letters >= 8 && capitals * 10 >= letters * 7)
}

fn is_rule(line: &str) -> bool {
    let t = line.trim();
    t.len() >= 3 && t.chars().all(|c| matches!(c, '-' | '=' | '_' | '*'))
}

impl Evidence {
    /// Adds a file's extracted text.
    pub fn add_file(&mut self, file_id: Uuid, filename: &str, content_type: &str, text: &str) {
        let source = self.sources.len();
        self.sources.push(Source {
            file_id: Some(file_id),
            filename: filename.to_owned(),
            code: None,
        });
        if is_table(content_type, filename) && self.add_tables(source, filename, text) {
            return;
        }
        let first = self.segments.len();
        for (is_table, chunk) in table_chunks(text) {
            if !(is_table && self.add_tables(source, filename, &chunk)) {
                self.add_text(Some(source), &chunk);
            }
        }
        self.leave_out_non_records(first, text);
    }

    /// Adds a table file: its summary (undated) and its rows (dated records); `false` when the
    /// text does not read as a table.
    fn add_tables(&mut self, source: usize, filename: &str, text: &str) -> bool {
        let Some(table) = tabular::table(text) else {
            return false;
        };
        let mut block = self.next_block();
        for (statement, text) in table.summary(filename) {
            self.segments.push(Segment {
                text,
                source: Some(source),
                date: None,
                date_label: None,
                section: String::new(),
                block,
                role: match statement {
                    tabular::Statement::Work => Role::TableWork,
                    tabular::Statement::Result => Role::TableResult,
                },
            });
            block += 1;
        }
        for row in &table.rows {
            let values = table.row_text(row).map(|t| (t, Role::TableRow));
            let notes = row.notes.iter().map(|t| (t.clone(), Role::Prose));
            for (text, role) in values.into_iter().chain(notes) {
                self.segments.push(Segment {
                    text,
                    source: Some(source),
                    date: row.date,
                    date_label: row.date_label.clone(),
                    section: String::new(),
                    block,
                    role,
                });
            }
            block += 1;
        }
        true
    }

    /// Marks what is not a record among the segments from `first` on (one file's): the whole
    /// file, its sections one by one, and its paragraphs (lines between blank lines) one by one.
    fn leave_out_non_records(&mut self, first: usize, text: &str) {
        let whole = noise::is_non_record_file(text);
        let paragraphs: Vec<String> = text
            .split("\n\n")
            .map(str::to_owned)
            .filter(|p| noise::is_non_record_part(p))
            .collect();
        for s in &mut self.segments[first..] {
            let probe: String = s.text.chars().take(40).collect();
            let probe = probe.trim_end_matches('.');
            if !probe.is_empty() && paragraphs.iter().any(|p| p.contains(probe)) {
                s.role = Role::NonRecord;
            }
        }
        let mut start = first;
        while start < self.segments.len() {
            // A part: the segments of one section (under one heading), or of one block outside
            // sections.
            let (section, block) = (
                self.segments[start].section.clone(),
                self.segments[start].block,
            );
            let end = (start..self.segments.len())
                .find(|&i| {
                    let s = &self.segments[i];
                    if section.is_empty() {
                        s.block != block
                    } else {
                        s.section != section
                    }
                })
                .unwrap_or(self.segments.len());
            let part: Vec<&str> = self.segments[start..end]
                .iter()
                .map(|s| s.text.as_str())
                .collect();
            if whole || noise::is_non_record_part(&part.join(" ")) {
                for s in &mut self.segments[start..end] {
                    s.role = Role::NonRecord;
                }
            }
            start = end;
        }
    }

    /// Adds free text (a file's, the input's or an earlier message's).
    pub fn add_text(&mut self, source: Option<usize>, text: &str) {
        let style = DateStyle::of(text);
        let mut date: Option<(NaiveDate, String)> = None;
        let mut section = String::new();
        let mut nonempty = 0;
        for (block, line) in (self.next_block() + 1..).zip(logical_lines(text)) {
            if line.trim().is_empty() || is_rule(&line) {
                continue;
            }
            nonempty += 1;
            let lower = line.trim().to_lowercase();
            if RECORD_KEYS.iter().any(|k| lower.starts_with(k)) {
                continue;
            }
            let body = match dated_heading(&line, &style) {
                Some((d, label, rest)) => {
                    date = Some((d, label));
                    rest
                }
                None => match section_heading(&line) {
                    Some(s) => {
                        section = s;
                        continue;
                    }
                    None if source.is_some() && is_title(&line, nonempty) => continue,
                    None => strip_line(&line).to_owned(),
                },
            };
            // A short lead sentence ("What we did.") or a lead ("Summary so far:") names the
            // section for the rest of its line.
            let mut line_section = section.clone();
            let sentences = line_sentences(&body);
            let count = sentences.len();
            for (k, sentence) in sentences.into_iter().enumerate() {
                let words = sentence.split_whitespace().count();
                let lower = sentence.to_lowercase();
                let names_a_part = super::relevance::named_kind(&lower).is_some()
                    || ["what ", "why ", "how "]
                        .iter()
                        .any(|w| lower.starts_with(w));
                if k + 1 < count && words <= 5 && sentence.ends_with('.') && names_a_part {
                    line_section = sentence.trim_end_matches('.').to_lowercase();
                    continue;
                }
                let own_lead = super::relevance::lead(&sentence);
                self.segments.push(Segment {
                    text: sentence,
                    source,
                    date: date.as_ref().map(|d| d.0),
                    date_label: date.as_ref().map(|d| d.1.clone()),
                    section: line_section.clone(),
                    block,
                    role: Role::Prose,
                });
                if let Some(l) = own_lead {
                    line_section = l;
                }
            }
        }
    }

    /// Adds a source that is not a file; answers its index for [`Self::add_text`] and
    /// [`Self::add_record`].
    pub fn add_code_source(&mut self, name: String, code: CodeCitation) -> usize {
        self.sources.push(Source {
            file_id: None,
            filename: name,
            code: Some(code),
        });
        self.sources.len() - 1
    }

    /// Adds one dated record (a commit) as one block: each of `lines` split into sentences.
    pub fn add_record(&mut self, source: usize, date: Option<NaiveDate>, lines: &[String]) {
        let block = self.next_block();
        for line in lines {
            for text in line_sentences(line) {
                self.segments.push(Segment {
                    text,
                    source: Some(source),
                    date,
                    date_label: date.map(|d| d.to_string()),
                    section: String::new(),
                    block,
                    role: Role::Prose,
                });
            }
        }
    }

    fn next_block(&self) -> usize {
        self.segments.last().map_or(0, |s| s.block + 1)
    }

    /// Keeps the whole evidence when it fits [`BUDGET_WORDS`]; otherwise the best blocks, ranked
    /// by what they say for any of the T661 lines plus the words they share with the question.
    pub fn limit_to_budget(&mut self, question: &str) {
        if self.words() <= BUDGET_WORDS {
            return;
        }
        let query = super::retrieval::terms(question);
        let mut blocks: Vec<(usize, f32, usize)> = Vec::new();
        for s in &self.segments {
            let g = super::relevance::signals(s, false);
            let line = if g.usable() {
                g.uncertainty.max(g.work).max(g.advancement)
            } else {
                0.0
            };
            let shared = super::retrieval::terms(&s.text)
                .iter()
                .filter(|t| query.contains(t))
                .count();
            let score = line + shared as f32 * 0.5;
            let words = s.text.split_whitespace().count();
            // A block's segments are contiguous.
            match blocks.last_mut().filter(|b| b.0 == s.block) {
                Some(b) => {
                    b.1 += score;
                    b.2 += words;
                }
                None => blocks.push((s.block, score, words)),
            }
        }
        blocks.sort_by(|a, b| (b.1 / b.2.max(1) as f32).total_cmp(&(a.1 / a.2.max(1) as f32)));
        let mut kept = std::collections::HashSet::new();
        let mut words = 0;
        for (block, _, n) in blocks {
            if words + n <= BUDGET_WORDS {
                words += n;
                kept.insert(block);
            }
        }
        tracing::debug!(
            kept = kept.len(),
            words,
            "evidence over budget: best blocks kept"
        );
        self.segments.retain(|s| kept.contains(&s.block));
    }

    pub fn words(&self) -> usize {
        self.segments
            .iter()
            .map(|s| s.text.split_whitespace().count())
            .sum()
    }

    /// Whether any segment comes from a file.
    pub fn has_files(&self) -> bool {
        self.segments.iter().any(|s| s.source.is_some())
    }

    /// The distinct dated entries, in reading order: `(date, label, source)`.
    pub fn entries(&self) -> Vec<(NaiveDate, String, Option<usize>)> {
        let mut out: Vec<(NaiveDate, String, Option<usize>)> = Vec::new();
        for s in &self.segments {
            if let (Some(d), Some(l)) = (s.date, &s.date_label)
                && !out
                    .iter()
                    .any(|(od, ol, os)| *od == d && ol == l && *os == s.source)
            {
                out.push((d, l.clone(), s.source));
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dated_headings_date_the_lines_under_them() {
        let mut e = Evidence::default();
        e.add_file(
            Uuid::from_u128(1),
            "log.md",
            "text/markdown",
            "# Log 2025\nLab log of the coating trials.\nExported 2025-06-02 by a.b. Fields: id | created\n\n## Mon 3 Mar\nMixed six batches at 3.5 %.\nComment (j, 2025-03-04): fine by me today.\n\n### Results\n#7 | closed | 2025-03-10 | a.b\nPeel strength was 3.5 N/mm on all six.",
        );
        let dated: Vec<(Option<String>, &str)> = e
            .segments
            .iter()
            .map(|s| (s.date.map(|d| d.to_string()), s.text.as_str()))
            .collect();
        let at = |text: &str| {
            dated
                .iter()
                .find(|d| d.1.starts_with(text))
                .map(|d| d.0.clone())
        };
        assert_eq!(at("Fields"), Some(None));
        assert_eq!(at("Mixed six"), Some(Some("2025-03-03".into())));
        assert_eq!(at("Comment"), Some(Some("2025-03-03".into())));
        assert_eq!(at("Peel"), Some(Some("2025-03-10".into())));
        assert_eq!(
            e.segments.last().map(|s| s.section.as_str()),
            Some("results")
        );
        assert_eq!(e.entries()[0].1, "Mon 3 Mar");
        assert_eq!(e.entries().len(), 2);
    }

    #[test]
    fn evidence_over_the_budget_keeps_the_blocks_that_answer_the_lines() {
        let mut e = Evidence::default();
        let filler =
            "The meeting room was booked for the afternoon and the kettle was on.\n".repeat(3000);
        let key = "We did not know whether the seal would hold at -40 C; nobody could tell us.\n";
        e.add_file(
            Uuid::from_u128(2),
            "notes.txt",
            "text/plain",
            &format!("{filler}{key}{filler}"),
        );
        assert!(e.words() > BUDGET_WORDS);
        let started = std::time::Instant::now();
        e.limit_to_budget("Draft our T661 lines.");
        assert!(
            started.elapsed().as_millis() < 5000,
            "{:?}",
            started.elapsed()
        );
        assert!(e.words() <= BUDGET_WORDS);
        assert!(
            e.segments
                .iter()
                .any(|s| s.text.contains("whether the seal"))
        );
    }
}
