//! Text extraction for indexing: plain formats directly; PDF, DOCX, PPTX and XLSX/XLS with parsing
//! crates; images give no text. Corrupt or unsupported content is a permanent failure with a
//! sentence a user can act on.

use std::io::{Cursor, Read};

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Extracted {
    pub text: String,
    pub pages: u32,
}

#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum ExtractError {
    #[error("{0}")]
    Unsupported(String),
    #[error("{0}")]
    Corrupt(String),
}

impl ExtractError {
    pub fn code(&self) -> &'static str {
        match self {
            ExtractError::Unsupported(_) => "UNSUPPORTED_CONTENT",
            ExtractError::Corrupt(_) => "CORRUPT_FILE",
        }
    }
}

/// The largest XML part read out of an office file (guards against zip bombs).
const MAX_PART_BYTES: u64 = 64 * 1024 * 1024;

pub fn extract(content_type: &str, bytes: &[u8]) -> Result<Extracted, ExtractError> {
    let base = content_type
        .split(';')
        .next()
        .unwrap_or_default()
        .trim()
        .to_lowercase();
    match base.as_str() {
        "text/plain" | "text/markdown" | "text/csv" => Ok(Extracted {
            text: String::from_utf8_lossy(bytes).into_owned(),
            pages: 1,
        }),
        "application/json" => {
            serde_json::from_slice::<serde_json::Value>(bytes)
                .map_err(|e| ExtractError::Corrupt(format!("The JSON file is not valid JSON: {e}")))?;
            Ok(Extracted {
                text: String::from_utf8_lossy(bytes).into_owned(),
                pages: 1,
            })
        }
        "application/pdf" => pdf(bytes),
        "application/vnd.openxmlformats-officedocument.wordprocessingml.document" => docx(bytes),
        "application/vnd.openxmlformats-officedocument.presentationml.presentation" => pptx(bytes),
        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" => {
            <calamine::Xlsx<_> as calamine::Reader<_>>::new(Cursor::new(bytes.to_vec()))
                .map_err(|e| unreadable(&e))
                .and_then(spreadsheet)
        }
        "application/vnd.ms-excel" => <calamine::Xls<_> as calamine::Reader<_>>::new(Cursor::new(bytes.to_vec()))
            .map_err(|e| unreadable(&e))
            .and_then(spreadsheet),
        "application/msword" => Err(ExtractError::Unsupported(
            "Legacy Word (.doc) files cannot be indexed; save the document as .docx and upload it again"
                .into(),
        )),
        "image/png" | "image/jpeg" => Ok(Extracted {
            text: String::new(),
            pages: 1,
        }),
        other => Err(ExtractError::Unsupported(format!(
            "Files of type {other} cannot be indexed"
        ))),
    }
}

fn pdf(bytes: &[u8]) -> Result<Extracted, ExtractError> {
    let corrupt = |detail: String| {
        ExtractError::Corrupt(format!(
            "The PDF could not be read ({detail}); it may be damaged or encrypted"
        ))
    };
    let document = lopdf::Document::load_mem(bytes).map_err(|e| corrupt(e.to_string()))?;
    let pages = u32::try_from(document.get_pages().len()).unwrap_or(u32::MAX);
    // The parser has panicked on malformed input before: a panic is a corrupt file, not a crash.
    let text = std::panic::catch_unwind(|| pdf_extract::extract_text_from_mem(bytes))
        .map_err(|_| corrupt("the parser gave up".into()))?
        .map_err(|e| corrupt(e.to_string()))?;
    Ok(Extracted { text, pages })
}

fn archive<'a>(
    bytes: &'a [u8],
    kind: &str,
) -> Result<zip::ZipArchive<Cursor<&'a [u8]>>, ExtractError> {
    zip::ZipArchive::new(Cursor::new(bytes)).map_err(|e| {
        ExtractError::Corrupt(format!(
            "The {kind} file is not a valid Office document ({e})"
        ))
    })
}

fn read_part(
    zip: &mut zip::ZipArchive<Cursor<&[u8]>>,
    name: &str,
) -> Result<Option<String>, ExtractError> {
    let mut file = match zip.by_name(name) {
        Ok(f) => f,
        Err(zip::result::ZipError::FileNotFound) => return Ok(None),
        Err(e) => return Err(ExtractError::Corrupt(format!("Cannot read {name}: {e}"))),
    };
    let mut text = String::new();
    (&mut file)
        .take(MAX_PART_BYTES)
        .read_to_string(&mut text)
        .map_err(|e| ExtractError::Corrupt(format!("Cannot read {name}: {e}")))?;
    Ok(Some(text))
}

/// The text of `text_tag` elements, with a line break after each `para_tag` element.
fn xml_text(xml: &str, text_tag: &[u8], para_tag: &[u8]) -> Result<String, ExtractError> {
    use quick_xml::events::Event;
    let mut reader = quick_xml::Reader::from_str(xml);
    let mut out = String::new();
    let mut in_text = false;
    loop {
        match reader.read_event() {
            Ok(Event::Start(e)) if e.name().as_ref() == text_tag => in_text = true,
            Ok(Event::End(e)) if e.name().as_ref() == text_tag => in_text = false,
            Ok(Event::End(e)) if e.name().as_ref() == para_tag => out.push('\n'),
            Ok(Event::Text(t)) if in_text => {
                let piece = t
                    .unescape()
                    .map_err(|e| ExtractError::Corrupt(format!("Malformed document XML: {e}")))?;
                out.push_str(&piece);
            }
            Ok(Event::Eof) => break,
            Ok(_) => {}
            Err(e) => {
                return Err(ExtractError::Corrupt(format!(
                    "Malformed document XML: {e}"
                )));
            }
        }
    }
    Ok(out)
}

fn docx(bytes: &[u8]) -> Result<Extracted, ExtractError> {
    let mut zip = archive(bytes, "Word")?;
    let body = read_part(&mut zip, "word/document.xml")?.ok_or_else(|| {
        ExtractError::Corrupt("The Word file has no document body (word/document.xml)".into())
    })?;
    let text = xml_text(&body, b"w:t", b"w:p")?;
    let pages = read_part(&mut zip, "docProps/app.xml")?
        .and_then(|app| {
            let start = app.find("<Pages>")? + "<Pages>".len();
            let end = app[start..].find("</Pages>")? + start;
            app[start..end].trim().parse().ok()
        })
        .unwrap_or(1);
    Ok(Extracted { text, pages })
}

fn pptx(bytes: &[u8]) -> Result<Extracted, ExtractError> {
    let mut zip = archive(bytes, "PowerPoint")?;
    let mut slides: Vec<(u32, String)> = zip
        .file_names()
        .filter_map(|name| {
            let n = name
                .strip_prefix("ppt/slides/slide")?
                .strip_suffix(".xml")?;
            Some((n.parse().ok()?, name.to_owned()))
        })
        .collect();
    if slides.is_empty() {
        return Err(ExtractError::Corrupt(
            "The presentation has no slides".into(),
        ));
    }
    slides.sort();
    let mut text = String::new();
    for (_, name) in &slides {
        if let Some(xml) = read_part(&mut zip, name)? {
            text.push_str(&xml_text(&xml, b"a:t", b"a:p")?);
            text.push('\n');
        }
    }
    Ok(Extracted {
        text,
        pages: u32::try_from(slides.len()).unwrap_or(u32::MAX),
    })
}

fn unreadable(e: &dyn std::fmt::Display) -> ExtractError {
    ExtractError::Corrupt(format!("The spreadsheet could not be read ({e})"))
}

fn spreadsheet<R>(mut workbook: R) -> Result<Extracted, ExtractError>
where
    R: calamine::Reader<Cursor<Vec<u8>>>,
    R::Error: std::fmt::Display,
{
    let mut text = String::new();
    let names = workbook.sheet_names().to_vec();
    for name in &names {
        let range = workbook
            .worksheet_range(name)
            .map_err(|e| ExtractError::Corrupt(format!("Sheet {name} could not be read ({e})")))?;
        text.push_str(name);
        text.push('\n');
        for row in range.rows() {
            let cells: Vec<String> = row.iter().map(|c| c.to_string()).collect();
            text.push_str(cells.join("\t").trim_end());
            text.push('\n');
        }
    }
    Ok(Extracted {
        text,
        pages: u32::try_from(names.len()).unwrap_or(u32::MAX),
    })
}

/// Words as a reviewer counts them: runs of characters separated by white space.
pub fn word_count(text: &str) -> usize {
    text.split_whitespace().count()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plain_formats_and_images() {
        let out = extract("text/plain; charset=utf-8", b"alpha beta\ngamma").expect("text");
        assert_eq!(word_count(&out.text), 3);
        assert!(extract("application/json", b"{\"a\": 1}").is_ok());
        assert_eq!(
            extract("application/json", b"{nope").map_err(|e| e.code()),
            Err("CORRUPT_FILE")
        );
        assert_eq!(
            extract("image/png", b"\x89PNG").map(|e| e.text),
            Ok(String::new())
        );
        assert_eq!(
            extract("application/msword", b"").map_err(|e| e.code()),
            Err("UNSUPPORTED_CONTENT")
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
            let err = extract(ct, b"this is not that format").expect_err(ct);
            assert_eq!(err.code(), "CORRUPT_FILE", "{ct}");
            assert!(!err.to_string().is_empty());
        }
    }

    #[test]
    fn docx_text_and_paragraphs() {
        let xml = r#"<w:document><w:body><w:p><w:r><w:t>Hello</w:t></w:r><w:r><w:t xml:space="preserve"> world</w:t></w:r></w:p><w:p><w:r><w:t>Line &amp; two</w:t></w:r></w:p></w:body></w:document>"#;
        assert_eq!(
            xml_text(xml, b"w:t", b"w:p").expect("xml"),
            "Hello world\nLine & two\n"
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
        let out = extract(
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
        let out = extract(
            "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
            &bytes,
        )
        .expect("xlsx");
        assert_eq!(out.pages, 1);
        assert!(out.text.contains("Trials"), "{}", out.text);
        assert!(out.text.contains("Coating\t42"), "{}", out.text);
    }
}
