//! Hostile files of every supported type, generated in memory (see `samples`): each ends FAILED
//! with a sentence naming the limit, or truncated, quickly; the limits are small here (1 MiB per
//! entry) so a test that decoded a bomb whole would be slow and large, and fail its time bound.

use std::time::{Duration, Instant};

use super::samples::{self, bomb_entry, bomb_xml_entry, entry};
use super::{ExtractError, ExtractLimits, Extracted, extract};

const PDF: &str = "application/pdf";
const DOCX: &str = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
const PPTX: &str = "application/vnd.openxmlformats-officedocument.presentationml.presentation";
const XLSX: &str = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const GIB: u32 = 1024 * 1024 * 1024;

fn limits() -> ExtractLimits {
    ExtractLimits {
        max_entry_bytes: 1024 * 1024,
        max_file_bytes: 2 * 1024 * 1024,
        max_text_bytes: 64 * 1024,
        max_secs: 20,
        ..ExtractLimits::default()
    }
}

/// Extracts under the small limits, asserting it took at most a few seconds.
fn timed(
    content_type: &str,
    bytes: &[u8],
    limits: &ExtractLimits,
) -> Result<Extracted, ExtractError> {
    let started = Instant::now();
    let result = extract(content_type, bytes, limits);
    assert!(
        started.elapsed() < Duration::from_secs(5),
        "{content_type} took {:?}",
        started.elapsed()
    );
    result
}

fn limit_error(content_type: &str, bytes: &[u8], expected: &str) {
    let err = timed(content_type, bytes, &limits()).expect_err(expected);
    assert_eq!(
        err.code(),
        crate::protocol::TaskErrorCode::LimitExceeded,
        "{err}"
    );
    assert!(
        err.to_string().contains(expected),
        "{expected:?} not in {err:?}"
    );
}

#[test]
fn pdf_flate_bomb_fails_beyond_the_stream_limit() {
    // 256 MiB of spaces in one content stream (about 260 KiB on the wire).
    let bytes = samples::pdf(1, samples::zlib_spaces(256), Some("FlateDecode"));
    assert!(bytes.len() < 2 * 1024 * 1024, "{}", bytes.len());
    limit_error(PDF, &bytes, "expands beyond 1 MiB");
}

fn resave(bytes: &[u8], change: impl FnOnce(&mut lopdf::Document)) -> Vec<u8> {
    let mut document = lopdf::Document::load_mem(bytes).expect("load");
    change(&mut document);
    let mut out = Vec::new();
    document.save_to(&mut out).expect("save");
    out
}

#[test]
fn pdf_streams_count_against_the_file_limit() {
    let mut limits = limits();
    limits.max_file_bytes = 1024 * 1024;
    let one = samples::zlib(&vec![b' '; 768 * 1024]);
    let bytes = samples::pdf(1, one.clone(), Some("FlateDecode"));
    assert!(
        timed(PDF, &bytes, &limits).is_ok(),
        "one stream of 768 KiB fits"
    );
    let two = resave(&bytes, |document| {
        let dict = lopdf::dictionary! {"Filter" => "FlateDecode"};
        document.add_object(lopdf::Stream::new(dict, one));
    });
    let err = timed(PDF, &two, &limits).expect_err("two streams");
    assert!(
        err.to_string().contains("expands beyond 1 MiB in total"),
        "{err}"
    );
}

#[test]
fn pdf_flate_applied_twice_is_measured_through_both() {
    let twice = samples::zlib(&samples::zlib(&vec![b' '; 768 * 1024]));
    let bytes = resave(&samples::pdf(1, twice, None), |document| {
        for object in document.objects.values_mut() {
            if let lopdf::Object::Stream(stream) = object {
                let flate = lopdf::Object::Name(b"FlateDecode".to_vec());
                stream.dict.set("Filter", vec![flate.clone(), flate]);
            }
        }
    });
    let mut limits = limits();
    limits.max_entry_bytes = 512 * 1024;
    let err = timed(PDF, &bytes, &limits).expect_err("double flate");
    assert!(err.to_string().contains("expands beyond 512 KiB"), "{err}");
}

#[test]
fn pdf_page_tree_cycle_fails_readably() {
    let err = timed(PDF, &samples::pdf_page_cycle(), &limits()).expect_err("cycle");
    assert!(err.to_string().contains("refers back to itself"), "{err}");
}

#[test]
fn pdf_with_100000_pages_fails_beyond_the_page_limit() {
    let bytes = samples::pdf(100_000, b"BT ET".to_vec(), None);
    limit_error(PDF, &bytes, "more than 2000 pages");
}

#[test]
fn pdf_wall_time_is_checked_between_pages() {
    let mut limits = limits();
    limits.max_secs = 0;
    let bytes = samples::pdf(
        50,
        samples::zlib(b"BT /F1 12 Tf 72 712 Td (page) Tj ET"),
        Some("FlateDecode"),
    );
    std::thread::sleep(Duration::from_millis(5));
    let err = timed(PDF, &bytes, &limits).expect_err("deadline");
    assert!(err.to_string().contains("took longer than 0 s"), "{err}");
}

#[test]
fn ordinary_pdf_still_gives_its_text() {
    let out = timed(PDF, &samples::pdf_text("Coating trial results"), &limits()).expect("pdf");
    assert_eq!(out.pages, 1);
    assert!(out.text.contains("Coating trial results"), "{:?}", out.text);
    assert_eq!(out.truncated, None);
}

#[test]
fn pdf_text_is_truncated_at_the_text_limit() {
    let mut limits = limits();
    limits.max_text_bytes = 100;
    let line = "word ".repeat(60);
    let out = timed(PDF, &samples::pdf_text(&line), &limits).expect("pdf");
    assert!(out.text.len() <= 100);
    assert!(
        out.truncated
            .expect("truncated")
            .contains("longer than 100 bytes")
    );
}

#[test]
fn office_zip_bombs_fail_on_the_declared_size() {
    // 1 GiB of spaces, declared honestly: refused before a byte is inflated.
    let docx = samples::docx(bomb_entry("word/document.xml", 1024, GIB));
    let pptx = samples::pptx(bomb_entry("ppt/slides/slide1.xml", 1024, GIB));
    let xlsx = samples::xlsx(bomb_entry("xl/worksheets/sheet1.xml", 1024, GIB));
    for (ct, bytes, part) in [
        (DOCX, docx, "word/document.xml"),
        (PPTX, pptx, "ppt/slides/slide1.xml"),
        (XLSX, xlsx, "xl/worksheets/sheet1.xml"),
    ] {
        limit_error(ct, &bytes, &format!("{part} expands beyond 1 MiB"));
    }
}

#[test]
fn office_zip_bombs_with_a_lying_size_fail_while_reading() {
    // 1 GiB of XML declared as 100 bytes: the running count stops it.
    let docx = samples::docx(bomb_xml_entry("word/document.xml", 1024, 100));
    let pptx = samples::pptx(bomb_xml_entry("ppt/slides/slide1.xml", 1024, 100));
    let xlsx = samples::xlsx(bomb_entry("xl/worksheets/sheet1.xml", 1024, 100));
    for (ct, bytes, part) in [
        (DOCX, docx, "word/document.xml"),
        (PPTX, pptx, "ppt/slides/slide1.xml"),
        (XLSX, xlsx, "xl/worksheets/sheet1.xml"),
    ] {
        limit_error(ct, &bytes, &format!("{part} expands beyond 1 MiB"));
    }
}

#[test]
fn deeply_nested_xml_fails_beyond_the_depth_limit() {
    let xml = format!("<w:document>{}</w:document>", "<w:p>".repeat(100_000));
    let docx = samples::docx(entry("word/document.xml", xml.as_bytes()));
    limit_error(DOCX, &docx, "nesting deeper than 256");
    let pptx = samples::pptx(entry("ppt/slides/slide1.xml", xml.as_bytes()));
    limit_error(PPTX, &pptx, "nesting deeper than 256");
}

#[test]
fn spreadsheet_cells_and_sheets_are_counted() {
    let mut limits = limits();
    limits.max_cells = 1000;
    let bytes = samples::xlsx(entry(
        "xl/worksheets/sheet1.xml",
        &samples::sheet_xml(40, 30),
    ));
    let err = timed(XLSX, &bytes, &limits).expect_err("cells");
    assert!(err.to_string().contains("more than 1000 cells"), "{err}");
    limits.max_cells = 2000;
    let out = timed(XLSX, &bytes, &limits).expect("within the limit");
    assert!(out.text.starts_with("Trials\n"), "{}", &out.text[..40]);
    limits.max_sheets = 0;
    let err = timed(XLSX, &bytes, &limits).expect_err("sheets");
    assert!(err.to_string().contains("more than 0 sheets"), "{err}");
}

#[test]
fn a_60_mib_single_line_csv_is_truncated() {
    let mut bytes = vec![b'a'; 60 * 1024 * 1024];
    bytes.push(b'\n');
    let out = timed("text/csv", &bytes, &limits()).expect("csv");
    assert_eq!(out.text.len(), 64 * 1024);
    assert!(
        out.truncated
            .expect("truncated")
            .contains("longer than 64 KiB")
    );
    let short = timed("text/csv", b"a,b\n1,2\n", &limits()).expect("csv");
    assert_eq!((short.text.as_str(), short.truncated), ("a,b\n1,2\n", None));
}

#[test]
fn text_cut_inside_a_character_stays_valid() {
    let mut limits = limits();
    limits.max_text_bytes = 5;
    let out = timed("text/plain", "abcdé€".as_bytes(), &limits).expect("text");
    assert_eq!(out.text, "abcd");
    assert!(out.truncated.is_some());
}

#[test]
fn ordinary_office_files_still_give_their_text() {
    let out = timed(DOCX, &samples::docx_text("Hello evidence"), &limits()).expect("docx");
    assert_eq!(out.text, "Hello evidence\n");
    assert_eq!(out.truncated, None);
}

#[test]
fn an_office_part_of_one_huge_text_node_is_refused_at_the_text_limit() {
    // 1 GiB of spaces without a tag: the XML parser would buffer it as one text node up to the
    // entry limit (here 16 MiB); the run is stopped at the text limit (64 KiB) instead.
    let mut limits = limits();
    limits.max_entry_bytes = 16 * 1024 * 1024;
    limits.max_file_bytes = 16 * 1024 * 1024;
    let docx = samples::docx(bomb_entry("word/document.xml", 1024, 100));
    let err = timed(DOCX, &docx, &limits).expect_err("long run");
    assert!(
        err.to_string()
            .contains("word/document.xml has a text run longer than 64 KiB"),
        "{err}"
    );
}

#[test]
fn pdf_form_that_draws_itself_fails_readably() {
    let err = timed(PDF, &samples::pdf_form_cycle(), &limits()).expect_err("form cycle");
    assert!(err.to_string().contains("refers back to itself"), "{err}");
    // Forms that do not loop are fine.
    assert!(timed(PDF, &samples::pdf_text("plain"), &limits()).is_ok());
}

#[test]
fn pdf_object_streams_are_read_and_a_bomb_in_one_is_refused_while_parsing() {
    // Pages, fonts and the catalog inside compressed object streams (and a cross-reference
    // stream): the guard on lopdf's own decoding keeps every object.
    let mut document =
        lopdf::Document::load_mem(&samples::pdf_text("Coatings wear")).expect("load");
    let mut modern = Vec::new();
    document
        .save_modern(&mut modern)
        .expect("save with object streams");
    assert!(modern.windows(6).any(|w| w == b"ObjStm"));
    let out = timed(PDF, &modern, &limits()).expect("text");
    assert!(out.text.contains("Coatings wear"), "{:?}", out.text);

    // An object stream of 256 MiB of spaces: lopdf would decode it whole while parsing.
    let bomb = samples::pdf_object_stream_bomb(256);
    limit_error(PDF, &bomb, "object stream");
    limit_error(PDF, &bomb, "expands beyond 1 MiB");
}
