//! The evidence of a run: the selected files' text as dated, sourced segments (one sentence or
//! record each). A file's text is read line by line: a dated heading ("2025-01-20", "## March 4,
//! 2025", "Date: Tue, 4 Feb 2025", "#112 | closed | 2025-01-09 | ...") dates the lines under it;
//! other headings name the section the lines sit in; a CSV file gives one record per row.
//! Without selected files the evidence is the input and the history, undated and unsourced.

use chrono::NaiveDate;
use uuid::Uuid;

use super::dates::{DateStyle, writes_a_year};
use super::segment::{
    framed, is_list_item, line_sentences, logical_lines, opens_a_todo_list, strip_line, unstruck,
};

mod code;
mod keys;
pub(super) mod lines;
mod loose_dates;
mod metadata;
mod non_records;
mod tables;
mod years;
use crate::protocol::CodeCitation;
use lines::{
    RECORD_KEYS, SUMMARY_KEYS, dated_heading, document_date, heading_level, is_rule, is_title,
    section_heading, table_chunks,
};
use loose_dates::{day_marker, framed_heading, list_lead, schedule_row};
use metadata::{is_metadata, poster_above_date};

/// A file (or the bound repository's README or a commit) the evidence comes from.
#[derive(Debug, Clone, PartialEq)]
pub struct Source {
    /// `None` for code-host evidence.
    pub file_id: Option<Uuid>,
    /// The file's name, or `owner/name README`, `owner/name@1a2b3c4`.
    pub filename: String,
    /// What the code-host evidence is (`None` for a file).
    pub code: Option<CodeCitation>,
    /// The date a document bears in its first lines when none of its lines opens a dated
    /// entry (a memo's "Date:", a plan's "issued", a report's "prepared"): the logbook's entry
    /// for it.
    pub document_date: Option<NaiveDate>,
    /// The lines read but made no segment (a title's lines, e-mail header fields): the review
    /// still finds a figure or a name there.
    pub unsegmented: String,
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
    /// Files read before any other file gave a year, and that name none themselves: read again
    /// (their dates then take the records' year) as soon as one does.
    yearless: Vec<(usize, String, String)>,
    /// The language the answer is written in (the sentences the engine writes itself, such as a
    /// table's summary, are in it); set before files are added.
    pub lang: super::wording::Lang,
    /// The day of the run, set before files are added: a record that never writes its year
    /// is of a year up to this one.
    pub today: Option<NaiveDate>,
}

/// Text at most this long (in words, all files together) is used whole.
pub const BUDGET_WORDS: usize = 20_000;

impl Evidence {
    /// Empty evidence whose own sentences (a table's summary) are written in `lang`.
    pub fn in_language(lang: super::wording::Lang) -> Self {
        Self {
            lang,
            ..Self::default()
        }
    }

    /// Adds a file's extracted text.
    pub fn add_file(&mut self, file_id: Uuid, filename: &str, content_type: &str, text: &str) {
        let source = self.sources.len();
        self.sources.push(Source {
            file_id: Some(file_id),
            filename: filename.to_owned(),
            code: None,
            document_date: None,
            unsegmented: String::new(),
        });
        let yearless = !DateStyle::of(text).firm;
        self.read_file(source, content_type, text);
        if yearless {
            self.yearless
                .push((source, content_type.to_owned(), text.to_owned()));
        } else if !self.yearless.is_empty() {
            for (source, content_type, text) in std::mem::take(&mut self.yearless) {
                self.segments.retain(|s| s.source != Some(source));
                self.sources[source].unsegmented.clear();
                self.read_file(source, &content_type, &text);
            }
        }
    }

    /// Reads a file's text into segments of `source`.
    fn read_file(&mut self, source: usize, content_type: &str, text: &str) {
        let filename = self.sources[source].filename.clone();
        let filename = filename.as_str();
        if self.add_table_file(source, content_type, filename, text) {
            return;
        }
        let first = self.segments.len();
        // The prose after a table sits in the section the table sat in ("Results", its table,
        // then what the results mean).
        let mut section = String::new();
        for (k, (is_table, chunk)) in table_chunks(text).into_iter().enumerate() {
            if !(is_table && self.add_tables(source, filename, &chunk)) {
                // Only the file's opening lines can be its title, not the prose after a table.
                section = self.add_lines(Some(source), &chunk, k == 0, section);
            }
        }
        self.leave_out_non_records(first, filename, text);
    }

    /// Adds free text (a file's, the input's or an earlier message's).
    pub fn add_text(&mut self, source: Option<usize>, text: &str) {
        self.add_lines(source, text, true, String::new());
    }

    /// Adds text; `opening`: it starts its file, so its first short lines may be the title;
    /// `section`: the one it starts in. Answers the section it ends in.
    fn add_lines(
        &mut self,
        source: Option<usize>,
        text: &str,
        opening: bool,
        mut section: String,
    ) -> String {
        let style = self.date_style(text);
        // Whether any line opens a dated entry (else the document's own date stands).
        let mut any_heading = false;
        let mut date: Option<(NaiveDate, String)> = None;
        let mut last_day: Option<NaiveDate> = None;
        let mut nonempty = 0;
        let mut carried: Option<String> = None;
        // Whether `section` was opened by a dated heading.
        let mut dated_section = false;
        // Whether `section` was opened by a plain-text heading ("2. Requirements").
        let mut plain_section = false;
        // The level of the markdown heading that opened `section` (0: none).
        let mut section_level = 0;
        // The level of the markdown heading that dated the entry being read (0: none).
        let mut date_level = 0;
        // The lead of the list being read when it announces goals.
        let mut goal_list: Option<String> = None;
        // Whether a dated heading opened an entry with nothing under it yet.
        let mut awaiting_body = false;
        let lines: Vec<String> = logical_lines(text).into_iter().map(unstruck).collect();
        for (k, (block, line)) in (self.next_block() + 1..).zip(&lines).enumerate() {
            if line.trim().is_empty() {
                continue;
            }
            if is_metadata(line) || poster_above_date(&lines, k, &style) {
                self.keep_unsegmented(source, line);
                continue;
            }
            // A line set between rules may head a day's entry.
            let (heading, title) = match framed(line) {
                Some(inner) => match framed_heading(inner, &style, date.as_ref().map(|d| d.0)) {
                    Ok(heading) => (Some(heading), None),
                    Err(title) => (None, Some(title)),
                },
                None => (
                    dated_heading(line, &style)
                        .or_else(|| list_lead(&lines, k, &style).filter(|_| !awaiting_body))
                        .or_else(|| day_marker(&lines, k, last_day, &style)),
                    None,
                ),
            };
            // Right under an entry's dated header, a date inside the first line of its body
            // ("dnakamura commented on Aug 19" / "After the rain on Aug 16-17 ...") is what
            // the entry refers to, not an entry of its own.
            let heading = heading.filter(|(_, label, _)| {
                !awaiting_body || strip_line(line).trim_start().starts_with(label.as_str())
            });
            any_heading |= heading.is_some();
            // A rule under a dated heading with nothing written yet sets the entry's header
            // apart from its body ("Date: 2025-01-13", "Author: ...", "-----", the notes).
            if is_rule(line) && awaiting_body {
                continue;
            }
            if is_rule(line) || title.is_some() {
                // A rule (or a title set between rules) ends the dated entry above it: what
                // follows (a footer, a to-do list, pasted copy) carries no date until the next
                // one.
                date = None;
                section = title.map(str::to_lowercase).unwrap_or_default();
                section_level = 0;
                continue;
            }
            // A to-do list ends the dated entry above it too ("TODO", « À faire : ... »).
            if heading.is_none() && opens_a_todo_list(line) {
                date = None;
                section = String::new();
            }
            nonempty += 1;
            let lower = line.trim().to_lowercase();
            if RECORD_KEYS.iter().any(|k| lower.starts_with(k)) {
                self.keep_unsegmented(source, line);
                continue;
            }
            let body = match heading {
                Some((d, label, rest)) => {
                    let d = years::entry_day(d, last_day, writes_a_year(&label));
                    // A dated heading that names a summary ("## Sommaire - 7 novembre 2025",
                    // "Summary, March 3") opens a section of that kind until the next dated
                    // heading.
                    let head = strip_line(line)
                        .to_lowercase()
                        .split(&label.to_lowercase())
                        .next()
                        .unwrap_or_default()
                        .trim_matches(|c: char| !c.is_alphanumeric())
                        .to_owned();
                    // What the heading says before its date ("4 weeks (2024-09-10)") is
                    // no sentence, but the review still finds its figures.
                    if head.chars().any(|c| c.is_ascii_digit()) {
                        self.keep_unsegmented(source, &head);
                    }
                    // A schedule's row ("Specimens H4 received 24/03/2025") is that day's
                    // entry too.
                    let stripped = strip_line(line);
                    let schedule = stripped
                        .rfind(label.as_str())
                        .is_some_and(|at| schedule_row(stripped, at, at + label.len()));
                    // A summary's heading that names what it sums up ("Summary for the SR&ED
                    // file — March 28, 2025") is read with it; "Update — March 3" is a heading.
                    let summary = head.split_whitespace().count() >= 3
                        && head
                            .split_whitespace()
                            .next()
                            .is_some_and(|w| SUMMARY_KEYS.contains(&w));
                    let byline = head.split_whitespace().count() >= 6 || schedule || summary;
                    if super::relevance::named_kind(&head)
                        == Some(super::relevance::LineKind::Advancement)
                    {
                        section = head;
                        dated_section = true;
                    } else if dated_section
                        || plain_section
                        || (1..=section_level).contains(&heading_level(line))
                    {
                        // A dated entry ends the part a plain heading opened, and a dated
                        // heading ends the part a heading of its level or above opened
                        // ("## Why / targets", then "## Apr 8").
                        section.clear();
                        dated_section = false;
                        section_level = 0;
                    }
                    plain_section = false;
                    // A dated entry ends the list of goals above it.
                    goal_list = None;
                    last_day = Some(d);
                    date = Some((d, label));
                    date_level = heading_level(line);
                    // A byline that ends in its date ("Study lead: P. Raman. Summary issued
                    // January 30, 2025.") is the entry of that day, not an empty heading.
                    let empty = rest
                        .trim()
                        .trim_matches(|c: char| c.is_ascii_punctuation())
                        .is_empty();
                    awaiting_body = empty && !byline;
                    if empty && byline {
                        strip_line(line).to_owned()
                    } else {
                        rest
                    }
                }
                None => match section_heading(line, plain_section) {
                    Some(s) => {
                        // A heading above the dated one's level ends its entry ("## 3. Next
                        // steps" after "### Friday March 21").
                        if (1..date_level).contains(&heading_level(line)) {
                            date = None;
                        }
                        section = s;
                        section_level = heading_level(line);
                        plain_section = !line.trim_start().starts_with('#');
                        goal_list = None;
                        continue;
                    }
                    None if source.is_some() && opening && is_title(line, nonempty) => {
                        self.keep_unsegmented(source, line);
                        continue;
                    }
                    None => strip_line(line).to_owned(),
                },
            };
            // A short lead sentence ("What we did.") or a lead ("Summary so far:") names the
            // section for the rest of its line.
            let mut line_section = section.clone();
            // The items of a list a goal's lead opened ("The insert must:") are goals.
            if !is_list_item(line) {
                goal_list = None;
            } else if let Some(lead) = &goal_list {
                line_section = lead.clone();
            }
            let mut sentences = line_sentences(&body);
            // A lead the line before ended with ("... plugs. Target:") opens this line's sentence.
            if let (Some(lead), Some(first)) = (carried.take(), sentences.first_mut()) {
                *first = format!("{lead} {first}");
            }
            // A bare lead at the end of a line belongs to the next line's sentence.
            if sentences.len() > 1
                && sentences
                    .last()
                    .is_some_and(|s| s.ends_with(':') && s.split_whitespace().count() <= 3)
            {
                carried = sentences.pop();
            }
            // The line's last sentence, when it ends in a colon, leads the list under it
            // ("Plan after the city's request. Targets for a 300 mm red section:").
            let lead = carried.as_deref().or_else(|| {
                sentences
                    .last()
                    .filter(|s| s.ends_with(':'))
                    .map(String::as_str)
            });
            if let Some(lead) = lead.map(str::to_lowercase)
                && super::relevance::names_goals(&lead)
            {
                goal_list = Some(lead.trim_end_matches(':').to_owned());
            }
            let count = sentences.len();
            for (k, sentence) in sentences.into_iter().enumerate() {
                let words = sentence.split_whitespace().count();
                let lower = sentence.to_lowercase();
                let names_a_part = super::relevance::named_kind(&lower).is_some()
                    || ["what ", "why ", "how "]
                        .iter()
                        .any(|w| lower.starts_with(w));
                // A statement with a figure ("Results showed a 40% reduction.") is no lead.
                let figure = sentence.chars().any(|c| c.is_ascii_digit());
                if k + 1 < count && words <= 5 && sentence.ends_with('.') && names_a_part && !figure
                {
                    line_section = sentence.trim_end_matches('.').to_lowercase();
                    continue;
                }
                let own_lead = super::relevance::lead(&sentence);
                awaiting_body = false;
                self.segments.push(Segment {
                    text: sentence,
                    source,
                    date: date.as_ref().map(|d| d.0),
                    date_label: date.as_ref().map(|d| d.1.clone()),
                    section: line_section.clone(),
                    block,
                    role: Role::Prose,
                });
                // "La première : ...; La seconde : ..." counts its points in the section it
                // sits in; it names none.
                if let Some(l) = own_lead.filter(|l| !super::relevance::enumerates(l)) {
                    line_section = l;
                }
            }
        }
        if let Some(k) = source.filter(|_| opening)
            && let Some(file) = self.sources.get_mut(k)
        {
            // A report dated as a whole is a summary on its date, whatever dated entries it
            // tells of, unless its date is an entry's own heading.
            file.document_date = document_date(text, &style, any_heading);
        }
        section
    }

    /// Keeps a line of `source` that makes no segment (see [`Source::unsegmented`]).
    fn keep_unsegmented(&mut self, source: Option<usize>, line: &str) {
        if let Some(file) = source.and_then(|k| self.sources.get_mut(k)) {
            file.unsegmented.push_str(line.trim());
            file.unsegmented.push('\n');
        }
    }

    pub(super) fn next_block(&self) -> usize {
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
mod date_tests;
#[cfg(test)]
mod tests;
