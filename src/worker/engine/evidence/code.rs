//! Evidence from the bound repository: its README and commits, each a source of its own.

use chrono::NaiveDate;

use super::{Evidence, Role, Segment, Source};
use crate::protocol::CodeCitation;
use crate::worker::engine::segment::line_sentences;

impl Evidence {
    /// Adds a source that is not a file; answers its index for [`Self::add_text`] and
    /// [`Self::add_record`].
    pub fn add_code_source(&mut self, name: String, code: CodeCitation) -> usize {
        self.sources.push(Source {
            file_id: None,
            filename: name,
            code: Some(code),
            document_date: None,
            unsegmented: String::new(),
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
}
