//! The claim package (DESIGN §18): the document a firm hands to its accountant or to CRA. The
//! service gathers a [`ClaimPackage`] (the project, its newest draft, review, logbook and
//! pre-check, its evidence index); [`content`] turns it into a [`Document`] of format-neutral
//! blocks in the package's language; [`docx`] (docx-rs) and [`pdf`] (krilla, DejaVu Serif
//! embedded) write those blocks. Nothing here reads the database or the network.

pub mod content;
mod docx;
pub mod parts;
mod pdf;
pub mod words;

use crate::domain::Lang;

pub use content::{ClaimPackage, FileRow};

/// The formats a package is written in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    Docx,
    Pdf,
}

impl Format {
    /// `docx` or `pdf` (as the query names it).
    pub fn parse(value: &str) -> Option<Format> {
        match value.trim().to_ascii_lowercase().as_str() {
            "docx" => Some(Format::Docx),
            "pdf" => Some(Format::Pdf),
            _ => None,
        }
    }

    pub fn extension(self) -> &'static str {
        match self {
            Format::Docx => "docx",
            Format::Pdf => "pdf",
        }
    }

    pub fn content_type(self) -> &'static str {
        match self {
            Format::Docx => {
                "application/vnd.openxmlformats-officedocument.wordprocessingml.document"
            }
            Format::Pdf => "application/pdf",
        }
    }
}

/// A numbered note: its number in the document and its text.
#[derive(Debug, Clone, PartialEq)]
pub struct Note {
    pub number: usize,
    pub text: String,
}

/// One block of the document, as both writers understand it.
#[derive(Debug, Clone, PartialEq)]
pub enum Block {
    Title(String),
    Heading(String),
    Subheading(String),
    Paragraph(String),
    /// A form's question or a remark, set apart (italic).
    Quote(String),
    /// "label: value" with the label in bold.
    Field(String, String),
    Bullet(String),
    /// A paragraph that cites its notes (Word footnotes; in the PDF, marks and a list of notes).
    Cited(String, Vec<Note>),
    /// A table: a header row and rows of cells. With `wide_last`, the last column (a hash) is
    /// printed on a line of its own in the PDF, so it is never broken.
    Table {
        header: Vec<String>,
        rows: Vec<Vec<String>>,
        wide_last: bool,
    },
    PageBreak,
}

/// A document: its title (the PDF's and the Word file's metadata), language and blocks.
#[derive(Debug, Clone)]
pub struct Document {
    pub title: String,
    pub lang: Lang,
    pub blocks: Vec<Block>,
}

/// Why a document could not be written (never the client's doing).
#[derive(Debug, thiserror::Error)]
pub enum RenderError {
    #[error("word document: {0}")]
    Docx(String),
    #[error("pdf: {0}")]
    Pdf(String),
}

/// A table row read as a record, its lead: "1. log.txt" for a numbered index, else its first two
/// cells.
fn record_lead(header: &[String], row: &[String]) -> String {
    let cell = |i: usize| row.get(i).map_or("", String::as_str);
    if header.first().is_some_and(|h| h == "#") {
        format!("{}. {}", cell(0), cell(1))
    } else {
        format!("{} · {}", cell(0), cell(1))
    }
}

/// The package written in `format`.
pub fn render(package: &ClaimPackage, format: Format) -> Result<Vec<u8>, RenderError> {
    let document = content::document(package);
    match format {
        Format::Docx => docx::write(&document),
        Format::Pdf => pdf::write(&document),
    }
}
