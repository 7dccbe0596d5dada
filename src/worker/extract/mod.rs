//! Text extraction for indexing: plain formats directly; PDF, DOCX, PPTX and XLSX/XLS with parsing
//! crates; images give no text. Corrupt or unsupported content is a permanent failure with a
//! sentence a user can act on. Every extractor runs under [`ExtractLimits`] (decompressed bytes,
//! text, pages, sheets, cells, XML depth, wall time): extraction is a pure function of the bytes
//! and the limits, with no global state, so it can run in a child process as well.

pub mod cell_lines;
pub mod child;
#[cfg(test)]
mod hostile_tests;
mod limits;
mod pdf;
#[cfg(test)]
pub(crate) mod samples;
mod text;
mod zip_formats;

pub use limits::ExtractLimits;
use limits::{Budget, TextSink};

use crate::protocol::TaskErrorCode;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Extracted {
    pub text: String,
    pub pages: u32,
    /// Why the text stops early, when it was cut at the text limit.
    pub truncated: Option<String>,
}

impl Extracted {
    fn from_sink(sink: TextSink, pages: u32) -> Self {
        Extracted {
            text: sink.text,
            pages,
            truncated: sink.truncated,
        }
    }
}

#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum ExtractError {
    #[error("{0}")]
    Unsupported(String),
    #[error("{0}")]
    Corrupt(String),
    /// A limit of [`ExtractLimits`] was reached.
    #[error("{0}")]
    Limit(String),
}

impl ExtractError {
    /// The code of the FAILED result (and of the extraction child's answer).
    pub fn code(&self) -> TaskErrorCode {
        match self {
            ExtractError::Unsupported(_) => TaskErrorCode::UnsupportedContent,
            ExtractError::Corrupt(_) => TaskErrorCode::CorruptFile,
            ExtractError::Limit(_) => TaskErrorCode::LimitExceeded,
        }
    }

    /// The error a code (of the extraction child's answer) stands for.
    pub fn from_code(code: TaskErrorCode, message: String) -> Self {
        match code {
            TaskErrorCode::LimitExceeded | TaskErrorCode::TooLarge => ExtractError::Limit(message),
            TaskErrorCode::UnsupportedContent => ExtractError::Unsupported(message),
            _ => ExtractError::Corrupt(message),
        }
    }
}

pub fn extract(
    content_type: &str,
    bytes: &[u8],
    limits: &ExtractLimits,
) -> Result<Extracted, ExtractError> {
    let base = content_type
        .split(';')
        .next()
        .unwrap_or_default()
        .trim()
        .to_lowercase();
    let mut budget = Budget::new(limits);
    match base.as_str() {
        "text/plain" | "text/markdown" | "text/csv" => Ok(text::plain(bytes, limits)),
        "application/json" => text::json(bytes, limits),
        "application/pdf" => pdf::extract(bytes, &mut budget),
        "application/vnd.openxmlformats-officedocument.wordprocessingml.document" => {
            zip_formats::docx(bytes, &mut budget)
        }
        "application/vnd.openxmlformats-officedocument.presentationml.presentation" => {
            zip_formats::pptx(bytes, &mut budget)
        }
        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" => {
            zip_formats::xlsx(bytes, &mut budget)
        }
        "application/vnd.ms-excel" => zip_formats::xls(bytes, &mut budget),
        "application/msword" => Err(ExtractError::Unsupported(
            "Legacy Word (.doc) files cannot be indexed; save the document as .docx and upload it again"
                .into(),
        )),
        "image/png" | "image/jpeg" => Ok(Extracted {
            text: String::new(),
            pages: 1,
            truncated: None,
        }),
        other => Err(ExtractError::Unsupported(format!(
            "Files of type {other} cannot be indexed"
        ))),
    }
}

/// Words as a reviewer counts them: runs of characters separated by white space.
pub fn word_count(text: &str) -> usize {
    text.split_whitespace().count()
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Cursor;

    fn extract_default(content_type: &str, bytes: &[u8]) -> Result<Extracted, ExtractError> {
        extract(content_type, bytes, &ExtractLimits::default())
    }

    #[test]
    fn plain_formats_and_images() {
        let out = extract_default("text/plain; charset=utf-8", b"alpha beta\ngamma").expect("text");
        assert_eq!(word_count(&out.text), 3);
        assert!(extract_default("application/json", b"{\"a\": 1}").is_ok());
        assert_eq!(
            extract_default("application/json", b"{nope").map_err(|e| e.code()),
            Err(TaskErrorCode::CorruptFile)
        );
        assert_eq!(
            extract_default("image/png", b"\x89PNG").map(|e| e.text),
            Ok(String::new())
        );
        assert_eq!(
            extract_default("application/msword", b"").map_err(|e| e.code()),
            Err(TaskErrorCode::UnsupportedContent)
        );
    }

    #[test]
    fn corrupt_office_and_pdf_files_fail_readably() {
        for ct in [
            "application/pdf",
            "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
            "application/vnd.openxmlformats-officedocument.presentationml.presentation",
            "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        ] {
            let err = extract_default(ct, b"this is not that format").expect_err(ct);
            assert_eq!(err.code(), TaskErrorCode::CorruptFile, "{ct}");
            assert!(!err.to_string().is_empty());
        }
    }

    #[test]
    fn docx_text_and_paragraphs() {
        let xml = r#"<w:document><w:body><w:p><w:r><w:t>Hello</w:t></w:r><w:r><w:t xml:space="preserve"> world</w:t></w:r></w:p><w:p><w:r><w:t>Line &amp; two</w:t></w:r></w:p></w:body></w:document>"#;
        assert_eq!(
            zip_formats::xml_text_of(xml, b"w:t", b"w:p").expect("xml"),
            "Hello world\nLine & two\n"
        );
        // Headings and list items keep their marks: a bulleted style, a numbered paragraph.
        let xml = r#"<w:document><w:body><w:p><w:pPr><w:pStyle w:val="Heading1"/></w:pPr><w:r><w:t>Plan</w:t></w:r></w:p><w:p><w:pPr><w:pStyle w:val="ListBullet"/></w:pPr><w:r><w:t>at least 30 %</w:t></w:r></w:p><w:p><w:pPr><w:numPr><w:ilvl w:val="0"/><w:numId w:val="3"/></w:numPr></w:pPr><w:r><w:t>cone 6</w:t></w:r></w:p><w:p><w:r><w:t>Prose.</w:t></w:r></w:p></w:body></w:document>"#;
        assert_eq!(
            zip_formats::xml_text_of(xml, b"w:t", b"w:p").expect("xml"),
            "# Plan\n- at least 30 %\n- cone 6\nProse.\n"
        );
    }

    fn zip_of(parts: &[(&str, &str)]) -> Vec<u8> {
        use std::io::Write;
        let mut buf = Cursor::new(Vec::new());
        let mut zip = zip::ZipWriter::new(&mut buf);
        for (name, body) in parts {
            zip.start_file(*name, zip::write::SimpleFileOptions::default())
                .expect("entry");
            zip.write_all(body.as_bytes()).expect("write");
        }
        zip.finish().expect("finish");
        buf.into_inner()
    }

    #[test]
    fn pptx_slides_in_order() {
        let slide = |t: &str| {
            format!(
                r#"<p:sld xmlns:a="a" xmlns:p="p"><a:p><a:r><a:t>{t}</a:t></a:r></a:p></p:sld>"#
            )
        };
        let (s1, s2, s10) = (slide("First"), slide("Second"), slide("Tenth"));
        let bytes = zip_of(&[
            ("ppt/slides/slide10.xml", &s10),
            ("ppt/slides/slide2.xml", &s2),
            ("ppt/slides/slide1.xml", &s1),
        ]);
        let out = extract_default(
            "application/vnd.openxmlformats-officedocument.presentationml.presentation",
            &bytes,
        )
        .expect("pptx");
        assert_eq!(out.pages, 3);
        assert_eq!(
            out.text.split_whitespace().collect::<Vec<_>>(),
            ["First", "Second", "Tenth"]
        );
    }

    #[test]
    fn xlsx_sheets_and_cells() {
        let ns = "http://schemas.openxmlformats.org";
        let workbook = format!(
            r#"<workbook xmlns="{ns}/spreadsheetml/2006/main" xmlns:r="{ns}/officeDocument/2006/relationships"><sheets><sheet name="Trials" sheetId="1" r:id="rId1"/></sheets></workbook>"#
        );
        let rels = format!(
            r#"<Relationships xmlns="{ns}/package/2006/relationships"><Relationship Id="rId1" Type="{ns}/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>"#
        );
        let sheet = format!(
            r#"<worksheet xmlns="{ns}/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>Coating</t></is></c><c r="B1"><v>42</v></c></row></sheetData></worksheet>"#
        );
        let types = format!(
            r#"<Types xmlns="{ns}/package/2006/content-types"><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>"#
        );
        let root_rels = format!(
            r#"<Relationships xmlns="{ns}/package/2006/relationships"><Relationship Id="rId1" Type="{ns}/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>"#
        );
        let bytes = zip_of(&[
            ("[Content_Types].xml", &types),
            ("_rels/.rels", &root_rels),
            ("xl/workbook.xml", &workbook),
            ("xl/_rels/workbook.xml.rels", &rels),
            ("xl/worksheets/sheet1.xml", &sheet),
        ]);
        let out = extract_default(
            "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
            &bytes,
        )
        .expect("xlsx");
        assert_eq!(out.pages, 1);
        assert!(out.text.contains("Trials"), "{}", out.text);
        assert!(out.text.contains("Coating\t42"), "{}", out.text);
    }
}
