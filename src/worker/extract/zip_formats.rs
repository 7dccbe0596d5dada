//! Zip-based Office formats (DOCX, PPTX, XLSX) and legacy XLS. Every entry's declared size is
//! checked before it is opened and its decoded bytes are counted while it is read (a declared size
//! can lie); XML is streamed through quick-xml with a nesting-depth counter, never held whole.

use std::io::{BufReader, Cursor, Read, Seek};

use super::limits::{Budget, TextSink};
use super::{ExtractError, Extracted};

type Archive<'a> = zip::ZipArchive<Cursor<&'a [u8]>>;

fn archive<'a>(bytes: &'a [u8], kind: &str) -> Result<Archive<'a>, ExtractError> {
    zip::ZipArchive::new(Cursor::new(bytes)).map_err(|e| {
        ExtractError::Corrupt(format!(
            "The {kind} file is not a valid Office document ({e})"
        ))
    })
}

fn open<'z, R: Read + Seek>(
    zip: &'z mut zip::ZipArchive<R>,
    name: &str,
    budget: &Budget<'_>,
) -> Result<Option<zip::read::ZipFile<'z, R>>, ExtractError> {
    let file = match zip.by_name(name) {
        Ok(f) => f,
        Err(zip::result::ZipError::FileNotFound) => return Ok(None),
        Err(e) => return Err(ExtractError::Corrupt(format!("Cannot read {name}: {e}"))),
    };
    budget.declared(name, file.size())?;
    Ok(Some(file))
}

/// Streams the XML part `name` into `sink`: the text of `text_tag` elements, a line break after
/// each `para_tag` element. `false` when the part is missing.
fn part_text(
    zip: &mut Archive<'_>,
    name: &str,
    budget: &mut Budget<'_>,
    text_tag: &[u8],
    para_tag: &[u8],
    sink: &mut TextSink,
) -> Result<bool, ExtractError> {
    let Some(file) = open(zip, name, budget)? else {
        return Ok(false);
    };
    let mut reader = quick_xml::Reader::from_reader(BufReader::new(budget.limited_xml(file)));
    let walked = walk_xml(&mut reader, budget, text_tag, para_tag, sink);
    let limited = reader.get_ref().get_ref();
    budget.settle(name, limited)?;
    walked.map(|()| true)
}

fn malformed(e: impl std::fmt::Display) -> ExtractError {
    ExtractError::Corrupt(format!("Malformed document XML: {e}"))
}

fn walk_xml<R: std::io::BufRead>(
    reader: &mut quick_xml::Reader<R>,
    budget: &Budget<'_>,
    text_tag: &[u8],
    para_tag: &[u8],
    sink: &mut TextSink,
) -> Result<(), ExtractError> {
    use quick_xml::events::Event;
    let max_depth = budget.limits.max_xml_depth;
    let mut depth = 0u32;
    let mut in_text = false;
    // Inside a Word table: a cell's paragraphs join with spaces, cells with tabs, rows with line
    // ends, so the table reads as one.
    let mut tables = 0u32;
    // Whether the paragraph being read was marked as a list item ("- ").
    let mut item = false;
    let mut buf = Vec::new();
    let mut events = 0u32;
    loop {
        events = events.wrapping_add(1);
        if events.is_multiple_of(4096) {
            budget.tick()?;
        }
        match reader.read_event_into(&mut buf) {
            Ok(Event::Start(e)) => {
                depth += 1;
                if depth > max_depth {
                    return Err(ExtractError::Limit(format!(
                        "The document's XML has nesting deeper than {max_depth} levels"
                    )));
                }
                if e.name().as_ref() == text_tag {
                    in_text = true;
                } else if e.name().as_ref() == b"w:tbl" {
                    tables += 1;
                } else if e.name().as_ref() == b"w:numPr" && tables == 0 && !item {
                    // A numbered or bulleted paragraph is a list item, as a reader sees it.
                    item = true;
                    if !sink.push("- ") {
                        return Ok(());
                    }
                }
            }
            Ok(Event::End(e)) => {
                depth = depth.saturating_sub(1);
                let name = e.name();
                let end = match name.as_ref() {
                    n if n == text_tag => {
                        in_text = false;
                        None
                    }
                    b"w:tbl" => {
                        tables = tables.saturating_sub(1);
                        None
                    }
                    b"w:tc" if tables > 0 => Some("\t"),
                    b"w:tr" if tables > 0 => Some("\n"),
                    n if n == para_tag && tables > 0 => Some(" "),
                    n if n == para_tag => {
                        item = false;
                        Some("\n")
                    }
                    _ => None,
                };
                if let Some(end) = end
                    && !sink.push(end)
                {
                    return Ok(());
                }
            }
            // A Word heading paragraph ("Heading1", "Title", French "Titre1") is marked as a
            // heading line of its level ("# Results", "### Mercredi 19 mars"), so the document
            // is read by its sections.
            Ok(Event::Empty(e)) if e.name().as_ref() == b"w:pStyle" && is_heading_style(&e) => {
                let marks = &"###### "[6 - heading_level(&e)..];
                if !sink.push(marks) {
                    return Ok(());
                }
            }
            // A paragraph in a list style ("ListBullet", "ListNumber", « Listepuces ») is a
            // list item.
            Ok(Event::Empty(e))
                if e.name().as_ref() == b"w:pStyle"
                    && tables == 0
                    && !item
                    && is_list_style(&e) =>
            {
                item = true;
                if !sink.push("- ") {
                    return Ok(());
                }
            }
            Ok(Event::Text(t)) if in_text => {
                let piece = t.unescape().map_err(malformed)?;
                if !sink.push(&piece) {
                    return Ok(());
                }
            }
            Ok(Event::Eof) => return Ok(()),
            Ok(_) => {}
            // A limit error of the bounded reader is reported by `settle`.
            Err(e) => return Err(malformed(e)),
        }
        buf.clear();
    }
}

fn is_heading_style(e: &quick_xml::events::BytesStart<'_>) -> bool {
    style_starts_with(e, &["heading", "title", "titre"])
}

/// The level of a heading style: the number its name ends with ("Heading3": 3), 1 for a
/// title or none, at most 6.
fn heading_level(e: &quick_xml::events::BytesStart<'_>) -> usize {
    e.attributes()
        .flatten()
        .find(|a| a.key.as_ref() == b"w:val")
        .and_then(|a| {
            let v = String::from_utf8_lossy(&a.value).into_owned();
            let digits: String = v.chars().filter(char::is_ascii_digit).collect();
            digits.parse::<usize>().ok()
        })
        .map_or(1, |n| n.clamp(1, 6))
}

fn is_list_style(e: &quick_xml::events::BytesStart<'_>) -> bool {
    style_starts_with(e, &["list", "liste"])
}

/// Whether a paragraph style's name (`w:val`) starts with one of `prefixes`, in any case.
fn style_starts_with(e: &quick_xml::events::BytesStart<'_>, prefixes: &[&str]) -> bool {
    e.attributes().flatten().any(|a| {
        a.key.as_ref() == b"w:val" && {
            let v = String::from_utf8_lossy(&a.value).to_lowercase();
            prefixes.iter().any(|p| v.starts_with(p))
        }
    })
}

/// Reads a small part whole (under the limits).
fn read_small(
    zip: &mut Archive<'_>,
    name: &str,
    budget: &mut Budget<'_>,
) -> Result<Option<Vec<u8>>, ExtractError> {
    match open(zip, name, budget)? {
        Some(file) => budget.read_all(name, file).map(Some),
        None => Ok(None),
    }
}

pub fn docx(bytes: &[u8], budget: &mut Budget<'_>) -> Result<Extracted, ExtractError> {
    let mut zip = archive(bytes, "Word")?;
    let mut sink = TextSink::new(budget.limits);
    if !part_text(
        &mut zip,
        "word/document.xml",
        budget,
        b"w:t",
        b"w:p",
        &mut sink,
    )? {
        return Err(ExtractError::Corrupt(
            "The Word file has no document body (word/document.xml)".into(),
        ));
    }
    let pages = read_small(&mut zip, "docProps/app.xml", budget)?
        .and_then(|app| {
            let app = String::from_utf8_lossy(&app);
            let start = app.find("<Pages>")? + "<Pages>".len();
            let end = app[start..].find("</Pages>")? + start;
            app[start..end].trim().parse().ok()
        })
        .unwrap_or(1);
    Ok(Extracted::from_sink(sink, pages))
}

pub fn pptx(bytes: &[u8], budget: &mut Budget<'_>) -> Result<Extracted, ExtractError> {
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
    let max_pages = budget.limits.max_pages;
    if slides.len() > max_pages as usize {
        return Err(ExtractError::Limit(format!(
            "The presentation has more than {max_pages} slides"
        )));
    }
    slides.sort();
    let mut sink = TextSink::new(budget.limits);
    for (_, name) in &slides {
        budget.tick()?;
        part_text(&mut zip, name, budget, b"a:t", b"a:p", &mut sink)?;
        if !sink.push("\n") {
            break;
        }
    }
    Ok(Extracted::from_sink(
        sink,
        u32::try_from(slides.len()).unwrap_or(u32::MAX),
    ))
}

fn unreadable(e: &dyn std::fmt::Display) -> ExtractError {
    ExtractError::Corrupt(format!("The spreadsheet could not be read ({e})"))
}

fn too_many_sheets(max: u32) -> ExtractError {
    ExtractError::Limit(format!("The spreadsheet has more than {max} sheets"))
}

fn too_many_cells(max: u64) -> ExtractError {
    ExtractError::Limit(format!("The spreadsheet has more than {max} cells"))
}

/// calamine decodes parts whole: every entry is first decoded into nothing, counting, so that
/// no entry (whatever size it declares) reaches calamine larger than the limits allow.
fn measure_entries(bytes: &[u8], budget: &mut Budget<'_>) -> Result<(), ExtractError> {
    let mut zip = archive(bytes, "Excel")?;
    for i in 0..zip.len() {
        budget.tick()?;
        let file = zip
            .by_index(i)
            .map_err(|e| ExtractError::Corrupt(format!("The Excel file cannot be read ({e})")))?;
        let name = file.name().to_owned();
        budget.declared(&name, file.size())?;
        budget.copy(&name, file, &mut std::io::sink())?;
    }
    Ok(())
}

pub fn xlsx(bytes: &[u8], budget: &mut Budget<'_>) -> Result<Extracted, ExtractError> {
    use calamine::Reader;
    measure_entries(bytes, budget)?;
    let mut workbook = calamine::Xlsx::new(Cursor::new(bytes)).map_err(|e| unreadable(&e))?;
    let names = workbook.sheet_names().to_vec();
    let (max_sheets, max_cells) = (budget.limits.max_sheets, budget.limits.max_cells);
    if names.len() > max_sheets as usize {
        return Err(too_many_sheets(max_sheets));
    }
    let mut sink = TextSink::new(budget.limits);
    let mut cells = 0u64;
    'sheets: for name in &names {
        if !sink.push(name) || !sink.push("\n") {
            break;
        }
        // Cell by cell: a sparse sheet is never made dense in memory.
        let mut reader = workbook
            .worksheet_cells_reader(name)
            .map_err(|e| ExtractError::Corrupt(format!("Sheet {name} could not be read ({e})")))?;
        let mut row = None;
        loop {
            let cell = reader.next_cell().map_err(|e| {
                ExtractError::Corrupt(format!("Sheet {name} could not be read ({e})"))
            })?;
            let Some(cell) = cell else { break };
            cells += 1;
            if cells > max_cells {
                return Err(too_many_cells(max_cells));
            }
            if cells.is_multiple_of(4096) {
                budget.tick()?;
            }
            let (r, c) = cell.get_position();
            // A row's cells keep their columns (an empty cell between two is an empty field),
            // so a table reads as a table: the header's names stay over their values.
            let lead = match row {
                Some((previous, last)) if previous == r => {
                    "\t".repeat((c.saturating_sub(last) as usize).clamp(1, 64))
                }
                Some(_) => format!("\n{}", "\t".repeat((c as usize).min(64))),
                None => "\t".repeat((c as usize).min(64)),
            };
            row = Some((r, c));
            let value = cell_text(&calamine::Data::from(cell.get_value().clone()));
            if !sink.push(&lead) || !sink.push(&value) {
                break 'sheets;
            }
        }
        if !sink.push("\n") {
            break;
        }
    }
    Ok(Extracted::from_sink(
        sink,
        u32::try_from(names.len()).unwrap_or(u32::MAX),
    ))
}

/// A cell as a reader sees it: a date cell as its date (`2025-03-04`, with the time when it has
/// one), not Excel's serial number; other values as written.
fn cell_text(cell: &calamine::Data) -> String {
    match cell {
        calamine::Data::DateTime(when) if when.is_datetime() => {
            let (y, m, d, hh, mm, ss, _) = when.to_ymd_hms_milli();
            if (hh, mm, ss) == (0, 0, 0) {
                format!("{y:04}-{m:02}-{d:02}")
            } else {
                format!("{y:04}-{m:02}-{d:02} {hh:02}:{mm:02}")
            }
        }
        // A cell written over several lines stays one field of its row.
        other => super::cell_lines::one_line(other.to_string()),
    }
}

/// Legacy XLS (not a zip): calamine reads it whole, within the download limit; sheets and cells
/// are counted before they are turned into text.
pub fn xls(bytes: &[u8], budget: &mut Budget<'_>) -> Result<Extracted, ExtractError> {
    use calamine::Reader;
    let mut workbook = calamine::Xls::new(Cursor::new(bytes)).map_err(|e| unreadable(&e))?;
    let names = workbook.sheet_names().to_vec();
    let (max_sheets, max_cells) = (budget.limits.max_sheets, budget.limits.max_cells);
    if names.len() > max_sheets as usize {
        return Err(too_many_sheets(max_sheets));
    }
    let mut sink = TextSink::new(budget.limits);
    let mut cells = 0u64;
    'sheets: for name in &names {
        budget.tick()?;
        let range = workbook
            .worksheet_range(name)
            .map_err(|e| ExtractError::Corrupt(format!("Sheet {name} could not be read ({e})")))?;
        let (h, w) = range.get_size();
        cells = cells.saturating_add((h as u64).saturating_mul(w as u64));
        if cells > max_cells {
            return Err(too_many_cells(max_cells));
        }
        if !sink.push(name) || !sink.push("\n") {
            break;
        }
        for row in range.rows() {
            let line: Vec<String> = row.iter().map(cell_text).collect();
            if !sink.push(line.join("\t").trim_end()) || !sink.push("\n") {
                break 'sheets;
            }
        }
    }
    Ok(Extracted::from_sink(
        sink,
        u32::try_from(names.len()).unwrap_or(u32::MAX),
    ))
}

#[cfg(test)]
pub fn xml_text_of(xml: &str, text_tag: &[u8], para_tag: &[u8]) -> Result<String, ExtractError> {
    let limits = super::ExtractLimits::default();
    let budget = Budget::new(&limits);
    let mut sink = TextSink::new(&limits);
    let mut reader = quick_xml::Reader::from_reader(xml.as_bytes());
    walk_xml(&mut reader, &budget, text_tag, para_tag, &mut sink)?;
    Ok(sink.text)
}
