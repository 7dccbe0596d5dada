//! The package as a PDF, written with krilla (fonts embedded and subset, text extractable). The
//! blocks are first laid out into pages of placed lines (text measured with ttf-parser, broken
//! between words, a word longer than the line broken between characters), then painted page by
//! page with a footer "n / N".

use krilla::geom::{PathBuilder, Point};
use krilla::metadata::Metadata;
use krilla::page::PageSettings;
use krilla::paint::Stroke;
use krilla::text::{Font, TextDirection};

use super::{Block, Document, Note, RenderError};

const REGULAR: &[u8] = include_bytes!("../../assets/fonts/DejaVuSerif.ttf");
const BOLD: &[u8] = include_bytes!("../../assets/fonts/DejaVuSerif-Bold.ttf");

/// A4 in points, with 2 cm margins.
const PAGE_W: f32 = 595.28;
const PAGE_H: f32 = 841.89;
const MARGIN: f32 = 56.7;
const WIDTH: f32 = PAGE_W - 2.0 * MARGIN;
const BOTTOM: f32 = PAGE_H - MARGIN;

const TITLE: f32 = 20.0;
const HEADING: f32 = 14.0;
const SUBHEADING: f32 = 11.5;
const BODY: f32 = 10.0;
const SMALL: f32 = 8.5;
const HASH: f32 = 7.5;
const LEADING: f32 = 1.35;
const BULLET_INDENT: f32 = 12.0;

/// A line of text placed on a page (`y` is its baseline, from the top).
#[derive(Debug, Clone, PartialEq)]
struct Placed {
    x: f32,
    y: f32,
    size: f32,
    bold: bool,
    text: String,
}

#[derive(Debug, Default)]
struct Page {
    lines: Vec<Placed>,
    /// Horizontal rules: (y, from x, to x).
    rules: Vec<(f32, f32, f32)>,
}

/// Advance widths of the two faces.
struct Metrics<'a> {
    regular: ttf_parser::Face<'a>,
    bold: ttf_parser::Face<'a>,
}

impl Metrics<'_> {
    fn width(&self, text: &str, size: f32, bold: bool) -> f32 {
        let face = if bold { &self.bold } else { &self.regular };
        let per_unit = size / f32::from(face.units_per_em());
        text.chars()
            .map(|c| {
                face.glyph_index(c)
                    .and_then(|g| face.glyph_hor_advance(g))
                    .unwrap_or(face.units_per_em() / 2)
            })
            .map(|a| f32::from(a) * per_unit)
            .sum()
    }

    /// `text` broken into lines of at most `width` (the first line `first` wide).
    fn wrap(&self, text: &str, size: f32, bold: bool, first: f32, width: f32) -> Vec<String> {
        let mut lines: Vec<String> = Vec::new();
        let mut current = String::new();
        let room = |lines: &Vec<String>| if lines.is_empty() { first } else { width };
        for word in text.split_whitespace() {
            let candidate = if current.is_empty() {
                word.to_owned()
            } else {
                format!("{current} {word}")
            };
            if self.width(&candidate, size, bold) <= room(&lines) {
                current = candidate;
                continue;
            }
            if !current.is_empty() {
                lines.push(std::mem::take(&mut current));
            }
            // A word wider than a line is broken between characters.
            for c in word.chars() {
                current.push(c);
                if self.width(&current, size, bold) > room(&lines) && current.chars().count() > 1 {
                    current.pop();
                    lines.push(std::mem::take(&mut current));
                    current.push(c);
                }
            }
        }
        if !current.is_empty() || lines.is_empty() {
            lines.push(current);
        }
        lines
    }
}

struct Layout<'a> {
    metrics: Metrics<'a>,
    pages: Vec<Page>,
    y: f32,
}

impl<'a> Layout<'a> {
    fn new(metrics: Metrics<'a>) -> Self {
        Layout {
            metrics,
            pages: vec![Page::default()],
            y: MARGIN,
        }
    }

    fn page(&mut self) -> &mut Page {
        if self.pages.is_empty() {
            self.pages.push(Page::default());
        }
        let last = self.pages.len() - 1;
        &mut self.pages[last]
    }

    fn empty_page(&self) -> bool {
        self.pages
            .last()
            .is_none_or(|p| p.lines.is_empty() && p.rules.is_empty())
    }

    fn new_page(&mut self) {
        if !self.empty_page() {
            self.pages.push(Page::default());
        }
        self.y = MARGIN;
    }

    /// Starts a new page unless `height` fits below the cursor.
    fn room_for(&mut self, height: f32) {
        if self.y + height > BOTTOM {
            self.new_page();
        }
    }

    fn gap(&mut self, height: f32) {
        if !self.empty_page() || self.y > MARGIN {
            self.y += height;
        }
    }

    /// Places `text` wrapped at `x`, each line on the page it fits on.
    fn text(&mut self, text: &str, size: f32, bold: bool, x: f32) {
        let lines = self
            .metrics
            .wrap(text, size, bold, WIDTH - (x - MARGIN), WIDTH - (x - MARGIN));
        self.lines(lines, size, bold, x);
    }

    fn lines(&mut self, lines: Vec<String>, size: f32, bold: bool, x: f32) {
        for line in lines {
            let height = size * LEADING;
            self.room_for(height);
            self.y += height;
            let y = self.y - size * 0.3;
            self.page().lines.push(Placed {
                x,
                y,
                size,
                bold,
                text: line,
            });
        }
    }

    /// "label: value", the label in bold and the value wrapped after it.
    fn field(&mut self, label: &str, value: &str) {
        let label = format!("{label}: ");
        let label_width = self.metrics.width(&label, BODY, true);
        let lines = self
            .metrics
            .wrap(value, BODY, false, WIDTH - label_width, WIDTH);
        let height = BODY * LEADING;
        self.room_for(height);
        let mut first = true;
        for line in lines {
            if first {
                self.y += height;
                let y = self.y - BODY * 0.3;
                let page = self.page();
                page.lines.push(Placed {
                    x: MARGIN,
                    y,
                    size: BODY,
                    bold: true,
                    text: label.trim_end().to_owned(),
                });
                page.lines.push(Placed {
                    x: MARGIN + label_width,
                    y,
                    size: BODY,
                    bold: false,
                    text: line,
                });
                first = false;
            } else {
                self.lines(vec![line], BODY, false, MARGIN);
            }
        }
        self.y += BODY * 0.3;
    }

    fn heading(&mut self, text: &str, size: f32, rule: bool) {
        self.gap(size * 0.8);
        // A heading keeps at least three lines of what follows with it.
        self.room_for(size * LEADING + 3.0 * BODY * LEADING);
        self.text(text, size, true, MARGIN);
        if rule {
            let y = self.y + 2.0;
            self.page().rules.push((y, MARGIN, PAGE_W - MARGIN));
            self.y += 4.0;
        }
        self.y += size * 0.3;
    }

    fn cited(&mut self, text: &str, notes: &[Note]) {
        let marks: Vec<String> = notes.iter().map(|n| format!("[{}]", n.number)).collect();
        let text = if marks.is_empty() {
            text.to_owned()
        } else {
            format!("{text} {}", marks.join(" "))
        };
        self.text(&text, BODY, false, MARGIN);
        self.y += BODY * 0.3;
        for note in notes {
            self.text(
                &format!("[{}] {}", note.number, note.text),
                SMALL,
                false,
                MARGIN + BULLET_INDENT,
            );
        }
        self.y += BODY * 0.4;
    }

    /// A table as records: the first two cells in bold, the middle ones as "header: value", the
    /// last on a line of its own when it is wide (a hash is never broken in the middle).
    fn table(&mut self, header: &[String], rows: &[Vec<String>], wide_last: bool) {
        for row in rows {
            let lead = super::record_lead(header, row);
            let last = if wide_last {
                row.len().saturating_sub(1)
            } else {
                row.len()
            };
            let middle: Vec<String> = (2..last)
                .filter_map(|i| Some(format!("{}: {}", header.get(i)?, row.get(i)?)))
                .collect();
            self.room_for(BODY * LEADING + 2.0 * SMALL * LEADING);
            self.text(&lead, BODY, true, MARGIN);
            if !middle.is_empty() {
                self.text(&middle.join(" · "), SMALL, false, MARGIN + BULLET_INDENT);
            }
            if wide_last && let (Some(h), Some(v)) = (header.get(last), row.get(last)) {
                self.text(&format!("{h}: {v}"), HASH, false, MARGIN + BULLET_INDENT);
            }
            self.y += BODY * 0.5;
        }
    }

    fn block(&mut self, block: &Block) {
        match block {
            Block::Title(t) => {
                self.text(t, TITLE, true, MARGIN);
                self.y += TITLE * 0.6;
            }
            Block::Heading(t) => self.heading(t, HEADING, true),
            Block::Subheading(t) => self.heading(t, SUBHEADING, false),
            Block::Paragraph(t) | Block::Quote(t) => {
                let size = if matches!(block, Block::Quote(_)) {
                    SMALL + 0.5
                } else {
                    BODY
                };
                self.text(t, size, false, MARGIN);
                self.y += BODY * 0.5;
            }
            Block::Field(label, value) => self.field(label, value),
            Block::Bullet(t) => {
                let lines =
                    self.metrics
                        .wrap(t, BODY, false, WIDTH - BULLET_INDENT, WIDTH - BULLET_INDENT);
                self.room_for(BODY * LEADING);
                let y = self.y + BODY * LEADING - BODY * 0.3;
                self.page().lines.push(Placed {
                    x: MARGIN + 2.0,
                    y,
                    size: BODY,
                    bold: false,
                    text: "•".into(),
                });
                self.lines(lines, BODY, false, MARGIN + BULLET_INDENT);
                self.y += BODY * 0.3;
            }
            Block::Cited(t, notes) => self.cited(t, notes),
            Block::Table {
                header,
                rows,
                wide_last,
            } => self.table(header, rows, *wide_last),
            Block::PageBreak => self.new_page(),
        }
    }
}

fn font(bytes: &'static [u8]) -> Result<Font, RenderError> {
    Font::new(bytes.into(), 0)
        .ok_or_else(|| RenderError::Pdf("the embedded font does not load".into()))
}

fn face(bytes: &'static [u8]) -> Result<ttf_parser::Face<'static>, RenderError> {
    ttf_parser::Face::parse(bytes, 0).map_err(|e| RenderError::Pdf(format!("embedded font: {e}")))
}

fn lay_out(document: &Document) -> Result<Vec<Page>, RenderError> {
    let mut layout = Layout::new(Metrics {
        regular: face(REGULAR)?,
        bold: face(BOLD)?,
    });
    for block in &document.blocks {
        layout.block(block);
    }
    Ok(layout.pages)
}

/// The document as the bytes of a PDF file.
pub fn write(document: &Document) -> Result<Vec<u8>, RenderError> {
    let pages = lay_out(document)?;
    let (regular, bold) = (font(REGULAR)?, font(BOLD)?);
    let settings = PageSettings::from_wh(PAGE_W, PAGE_H)
        .ok_or_else(|| RenderError::Pdf("page size".into()))?;
    let mut pdf = krilla::Document::new();
    pdf.set_metadata(
        Metadata::new()
            .title(document.title.clone())
            .language(document.lang.code().to_owned())
            .creator("taxcredit".to_owned()),
    );
    let count = pages.len();
    for (n, content) in pages.iter().enumerate() {
        let mut page = pdf.start_page_with(settings.clone());
        let mut surface = page.surface();
        for line in &content.lines {
            let font = if line.bold {
                bold.clone()
            } else {
                regular.clone()
            };
            surface.draw_text(
                Point::from_xy(line.x, line.y),
                font,
                line.size,
                &line.text,
                false,
                TextDirection::Auto,
            );
        }
        let footer = format!("{} / {count}", n + 1);
        surface.draw_text(
            Point::from_xy(PAGE_W / 2.0 - 10.0, PAGE_H - MARGIN / 2.0),
            regular.clone(),
            SMALL,
            &footer,
            false,
            TextDirection::Auto,
        );
        if !content.rules.is_empty() {
            surface.set_stroke(Some(Stroke {
                width: 0.6,
                ..Stroke::default()
            }));
            for &(y, x1, x2) in &content.rules {
                let mut path = PathBuilder::new();
                path.move_to(x1, y);
                path.line_to(x2, y);
                if let Some(path) = path.finish() {
                    surface.draw_path(&path);
                }
            }
            surface.set_stroke(None);
        }
        surface.finish();
        page.finish();
    }
    pdf.finish().map_err(|e| RenderError::Pdf(format!("{e:?}")))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::Lang;

    fn metrics() -> Metrics<'static> {
        Metrics {
            regular: face(REGULAR).expect("font"),
            bold: face(BOLD).expect("font"),
        }
    }

    #[test]
    fn lines_break_between_words_and_a_long_word_between_characters() {
        let m = metrics();
        let text = "word ".repeat(200);
        let lines = m.wrap(&text, BODY, false, WIDTH, WIDTH);
        assert!(lines.len() > 5);
        assert!(lines.iter().all(|l| m.width(l, BODY, false) <= WIDTH));
        assert!(
            lines
                .iter()
                .all(|l| !l.starts_with(' ') && !l.ends_with(' '))
        );
        let hash = "a".repeat(400);
        let broken = m.wrap(&hash, BODY, false, WIDTH, WIDTH);
        assert!(broken.len() > 1);
        assert_eq!(broken.concat(), hash);
    }

    #[test]
    fn a_long_document_flows_over_pages_and_a_heading_never_ends_a_page() {
        let mut blocks = vec![Block::Title("T".into())];
        for i in 0..60 {
            blocks.push(Block::Subheading(format!("Entry {i}")));
            blocks.push(Block::Paragraph(
                "Measured the set time of each batch. ".repeat(6),
            ));
        }
        let doc = Document {
            title: "T".into(),
            lang: Lang::En,
            blocks,
        };
        let pages = lay_out(&doc).expect("laid out");
        assert!(pages.len() > 3, "{}", pages.len());
        for page in &pages {
            assert!(page.lines.iter().all(|l| l.y <= BOTTOM && l.y >= MARGIN));
            let last = page.lines.last().expect("a line");
            assert!(!last.text.starts_with("Entry"), "a heading ends a page");
        }
    }
}
