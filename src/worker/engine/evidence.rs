//! The evidence of a run: the selected files' text as dated, sourced segments (one sentence or
//! record each). A file's text is read line by line: a dated heading ("2025-01-20", "## March 4,
//! 2025", "Date: Tue, 4 Feb 2025", "#112 | closed | 2025-01-09 | ...") dates the lines under it;
//! other headings name the section the lines sit in; a CSV file gives one record per row.
//! Without selected files the evidence is the input and the history, undated and unsourced.

use chrono::NaiveDate;
use uuid::Uuid;

use super::dates::DateStyle;
use super::segment::{line_sentences, logical_lines, strip_line};
use super::tabular;
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
const DATE_KEYS: &[&str] = &["date:", "meeting", "entry", "week of", "day"];
const WEEKDAYS: &[&str] = &["mon", "tue", "wed", "thu", "fri", "sat", "sun"];

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
        || DATE_KEYS
            .iter()
            .any(|k| head == k.trim_end_matches(':') || head == *k)
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
    let rest = t[end..]
        .trim_start_matches([':', '-', '\u{2013}', ',', ' ', ')'])
        .to_owned();
    let rest = if rest.split_whitespace().count() >= 3 && lead_ok {
        rest
    } else {
        String::new()
    };
    Some((date, label, rest))
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
        let csv = content_type == "text/csv" || filename.to_lowercase().ends_with(".csv");
        if csv && let Some(rows) = tabular::records(text) {
            for (block, row) in (self.next_block()..).zip(rows) {
                for text in row.texts {
                    self.segments.push(Segment {
                        text,
                        source: Some(source),
                        date: row.date,
                        date_label: row.date_label.clone(),
                        section: String::new(),
                        block,
                    });
                }
            }
            return;
        }
        self.add_text(Some(source), text);
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
            started.elapsed().as_millis() < 2000,
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
