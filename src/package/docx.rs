//! The package as a Word document (Office Open XML), written with docx-rs: headings as Word's
//! heading styles (so the navigation pane lists them), citations as real footnotes, the evidence
//! index as records of two paragraphs each (a table of docx-rs cells cost twice the memory per
//! file under `tests/load/claim_package.sh`).

use std::io::Cursor;

use docx_rs::{
    AlignmentType, BreakType, Docx, Footnote, LineSpacing, Paragraph, Run, RunFonts, Style,
    StyleType, VertAlignType,
};

use super::{Block, Document, Note, RenderError};

/// Sizes in half-points.
const TITLE: usize = 40;
const HEADING: usize = 30;
const SUBHEADING: usize = 24;
const BODY: usize = 21;
/// A table's records (the evidence index) in small type.
const TABLE: usize = 16;

fn styles(docx: Docx) -> Docx {
    let mut reference =
        Style::new("FootnoteReference", StyleType::Character).name("footnote reference");
    reference.run_property = reference
        .run_property
        .vert_align(VertAlignType::SuperScript);
    docx.add_style(
        Style::new("Title", StyleType::Paragraph)
            .name("Title")
            .size(TITLE)
            .bold(),
    )
    .add_style(
        Style::new("Heading1", StyleType::Paragraph)
            .name("Heading 1")
            .size(HEADING)
            .bold()
            .line_spacing(LineSpacing::new().before(360).after(120))
            .outline_lvl(0),
    )
    .add_style(
        Style::new("Heading2", StyleType::Paragraph)
            .name("Heading 2")
            .size(SUBHEADING)
            .bold()
            .line_spacing(LineSpacing::new().before(240).after(60))
            .outline_lvl(1),
    )
    .add_style(reference)
    .add_style(
        Style::new("TableText", StyleType::Paragraph)
            .name("Table text")
            .size(TABLE)
            .line_spacing(LineSpacing::new().after(0)),
    )
}

fn text_run(text: &str) -> Run {
    Run::new().add_text(text)
}

fn footnote(note: &Note) -> Footnote {
    Footnote {
        id: note.number,
        content: vec![Paragraph::new().add_run(text_run(&note.text).size(TABLE + 2))],
    }
}

/// A table as records, two paragraphs a row: its first two cells in bold, the others as
/// "header: value" in small type.
fn records(header: &[String], rows: &[Vec<String>]) -> Vec<Paragraph> {
    let mut out = Vec::with_capacity(rows.len() * 2);
    for row in rows {
        let lead = super::record_lead(header, row);
        out.push(
            Paragraph::new()
                .keep_next(true)
                .add_run(text_run(&lead).bold()),
        );
        let rest: Vec<String> = (2..row.len())
            .filter_map(|i| Some(format!("{}: {}", header.get(i)?, row.get(i)?)))
            .collect();
        out.push(
            Paragraph::new()
                .style("TableText")
                .add_run(text_run(&rest.join(" · "))),
        );
    }
    out
}

/// The document as the bytes of a .docx file.
pub fn write(document: &Document) -> Result<Vec<u8>, RenderError> {
    let fonts = RunFonts::new()
        .ascii("DejaVu Serif")
        .hi_ansi("DejaVu Serif")
        .cs("DejaVu Serif");
    let mut docx = styles(Docx::new())
        .default_fonts(fonts)
        .default_size(BODY)
        .default_line_spacing(LineSpacing::new().after(100))
        .custom_property("title", document.title.clone())
        .custom_property("language", document.lang.code());
    for block in &document.blocks {
        docx = match block {
            Block::Title(t) => docx.add_paragraph(
                Paragraph::new()
                    .style("Title")
                    .align(AlignmentType::Left)
                    .add_run(text_run(t)),
            ),
            Block::Heading(t) => docx.add_paragraph(
                Paragraph::new()
                    .style("Heading1")
                    .keep_next(true)
                    .add_run(text_run(t)),
            ),
            Block::Subheading(t) => docx.add_paragraph(
                Paragraph::new()
                    .style("Heading2")
                    .keep_next(true)
                    .add_run(text_run(t)),
            ),
            Block::Paragraph(t) => docx.add_paragraph(Paragraph::new().add_run(text_run(t))),
            Block::Quote(t) => docx.add_paragraph(Paragraph::new().add_run(text_run(t).italic())),
            Block::Field(label, value) => docx.add_paragraph(
                Paragraph::new()
                    .add_run(text_run(&format!("{label}: ")).bold())
                    .add_run(text_run(value)),
            ),
            Block::Bullet(t) => docx.add_paragraph(
                Paragraph::new()
                    .indent(
                        Some(360),
                        Some(docx_rs::SpecialIndentType::Hanging(240)),
                        None,
                        None,
                    )
                    .add_run(text_run(&format!("•\u{a0}{t}"))),
            ),
            Block::Cited(t, notes) => {
                let mut p = Paragraph::new().add_run(text_run(t));
                for note in notes {
                    p = p.add_run(Run::new().add_footnote_reference(footnote(note)));
                }
                docx.add_paragraph(p)
            }
            Block::Table { header, rows, .. } => records(header, rows)
                .into_iter()
                .fold(docx, |d, p| d.add_paragraph(p)),
            Block::PageBreak => {
                docx.add_paragraph(Paragraph::new().add_run(Run::new().add_break(BreakType::Page)))
            }
        };
    }
    // Rendered, then packed: docx-rs's streaming `Docx::pack` measured 4-5 MiB more at its
    // peak for a 200-file index (tests/load/claim_package.sh).
    let mut out = Cursor::new(Vec::new());
    docx.build()
        .pack(&mut out)
        .map_err(|e| RenderError::Docx(e.to_string()))?;
    Ok(out.into_inner())
}
