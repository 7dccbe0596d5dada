//! Ordinary and hostile files generated in memory, for the unit tests here and the HTTP tests
//! (tests/api/hostile_files.rs includes this file). Bombs are cheap to make: one independently
//! decodable deflate block of 1 MiB of spaces (about 1 KiB) is repeated, so a file that inflates
//! to 1 GiB is about 1 MiB on the wire and is built without compressing 1 GiB.
#![allow(dead_code)]

use lopdf::{Document, Object, ObjectId, Stream, dictionary};

const MIB: usize = 1024 * 1024;

/// Raw deflate data that inflates to `mib` MiB of spaces.
pub fn deflate_spaces(mib: usize) -> Vec<u8> {
    deflate_repeated(b" ", mib)
}

/// Raw deflate data that inflates to `mib` MiB of `unit` repeated (its length divides 1 MiB).
pub fn deflate_repeated(unit: &[u8], mib: usize) -> Vec<u8> {
    let mut compress = flate2::Compress::new(flate2::Compression::best(), false);
    let input = unit.repeat(MIB / unit.len());
    let mut chunk = Vec::with_capacity(256 * 1024);
    compress
        .compress_vec(&input, &mut chunk, flate2::FlushCompress::Full)
        .expect("deflate");
    assert_eq!(
        compress.total_in(),
        MIB as u64,
        "the chunk holds all its input"
    );
    let mut out = Vec::with_capacity(chunk.len() * mib + 2);
    for _ in 0..mib {
        out.extend_from_slice(&chunk);
    }
    // An empty final block (fixed Huffman codes): the stream is complete.
    out.extend_from_slice(&[0x03, 0x00]);
    out
}

/// A zlib stream (PDF FlateDecode) of `mib` MiB of spaces, complete with its checksum (so a
/// reader that gets to the end accepts it).
pub fn zlib_spaces(mib: usize) -> Vec<u8> {
    zlib_repeated(b" ", mib)
}

/// A zlib stream of `mib` MiB of `unit` repeated (its length divides 1 MiB), with its checksum.
pub fn zlib_repeated(unit: &[u8], mib: usize) -> Vec<u8> {
    let block = adler32(&unit.repeat(MIB / unit.len()));
    let sum = (0..mib).fold(1, |sum, _| adler32_combine(sum, block, MIB as u64));
    let mut out = vec![0x78, 0x01];
    out.extend(deflate_repeated(unit, mib));
    out.extend_from_slice(&sum.to_be_bytes());
    out
}

const ADLER_BASE: u64 = 65521;

fn adler32(bytes: &[u8]) -> u32 {
    let (mut a, mut b) = (1u64, 0u64);
    for &byte in bytes {
        a = (a + u64::from(byte)) % ADLER_BASE;
        b = (b + a) % ADLER_BASE;
    }
    (b << 16 | a) as u32
}

/// The checksum of two pieces from theirs (zlib's adler32_combine).
fn adler32_combine(first: u32, second: u32, second_len: u64) -> u32 {
    let rem = second_len % ADLER_BASE;
    let a1 = u64::from(first & 0xffff);
    let b1 = u64::from(first >> 16);
    let (a2, b2) = (u64::from(second & 0xffff), u64::from(second >> 16));
    let a = (a1 + a2 + ADLER_BASE - 1) % ADLER_BASE;
    let b = (rem * a1 % ADLER_BASE + b1 + b2 + ADLER_BASE - rem) % ADLER_BASE;
    (b << 16 | a) as u32
}

pub fn zlib(bytes: &[u8]) -> Vec<u8> {
    use std::io::Write;
    let mut encoder = flate2::write::ZlibEncoder::new(Vec::new(), flate2::Compression::default());
    encoder.write_all(bytes).expect("zlib");
    encoder.finish().expect("zlib")
}

fn save(mut document: Document) -> Vec<u8> {
    let mut out = Vec::new();
    document.save_to(&mut out).expect("save the PDF");
    out
}

fn catalog(document: &mut Document, pages: ObjectId) {
    let catalog = document.add_object(dictionary! {"Type" => "Catalog", "Pages" => pages});
    document.trailer.set("Root", catalog);
}

/// A PDF of `pages` pages sharing one content stream (`filter` names its filter, if any).
pub fn pdf(pages: usize, content: Vec<u8>, filter: Option<&str>) -> Vec<u8> {
    let mut document = Document::with_version("1.5");
    let pages_id = document.new_object_id();
    let font = document
        .add_object(dictionary! {"Type" => "Font", "Subtype" => "Type1", "BaseFont" => "Courier"});
    let resources = document.add_object(dictionary! {"Font" => dictionary! {"F1" => font}});
    let mut stream_dict = dictionary! {};
    if let Some(filter) = filter {
        stream_dict.set("Filter", Object::Name(filter.as_bytes().to_vec()));
    }
    let contents = document.add_object(Stream::new(stream_dict, content));
    let kids: Vec<Object> = (0..pages)
        .map(|_| {
            document
                .add_object(
                    dictionary! {"Type" => "Page", "Parent" => pages_id, "Contents" => contents},
                )
                .into()
        })
        .collect();
    let count = i64::try_from(pages).expect("count");
    document.objects.insert(
        pages_id,
        Object::Dictionary(dictionary! {
            "Type" => "Pages", "Kids" => kids, "Count" => count,
            "Resources" => resources,
            "MediaBox" => vec![0.into(), 0.into(), 595.into(), 842.into()],
        }),
    );
    catalog(&mut document, pages_id);
    save(document)
}

/// A one-page PDF whose text is `text`.
pub fn pdf_text(text: &str) -> Vec<u8> {
    let content = format!("BT /F1 12 Tf 72 712 Td ({text}) Tj ET");
    pdf(1, zlib(content.as_bytes()), Some("FlateDecode"))
}

/// A PDF written byte by byte (for what lopdf's writer will not write): `objects` are the bodies
/// of objects 1, 2, ...; object 1 is the catalog.
pub fn raw_pdf(objects: &[Vec<u8>]) -> Vec<u8> {
    let mut out = b"%PDF-1.5\n".to_vec();
    let mut offsets = Vec::new();
    for (i, body) in objects.iter().enumerate() {
        offsets.push(out.len());
        out.extend_from_slice(format!("{} 0 obj\n", i + 1).as_bytes());
        out.extend_from_slice(body);
        out.extend_from_slice(b"\nendobj\n");
    }
    let xref = out.len();
    out.extend_from_slice(
        format!("xref\n0 {}\n0000000000 65535 f \n", objects.len() + 1).as_bytes(),
    );
    for offset in offsets {
        out.extend_from_slice(format!("{offset:010} 00000 n \n").as_bytes());
    }
    out.extend_from_slice(
        format!(
            "trailer\n<< /Size {} /Root 1 0 R >>\nstartxref\n{xref}\n%%EOF\n",
            objects.len() + 1
        )
        .as_bytes(),
    );
    out
}

/// A raw stream object body.
pub fn raw_stream(dictionary: &str, content: &[u8]) -> Vec<u8> {
    let mut out = format!("<< {dictionary} /Length {} >>\nstream\n", content.len()).into_bytes();
    out.extend_from_slice(content);
    out.extend_from_slice(b"\nendstream");
    out
}

/// A one-page PDF with an object stream (object 5) of `mib` MiB of spaces.
pub fn pdf_object_stream_bomb(mib: usize) -> Vec<u8> {
    raw_pdf(&[
        b"<< /Type /Catalog /Pages 2 0 R >>".to_vec(),
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>".to_vec(),
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>".to_vec(),
        raw_stream("", b"BT ET"),
        raw_stream(
            "/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode",
            &zlib_spaces(mib),
        ),
    ])
}

/// A PDF whose page tree loops: page -> A -> B -> A through `/Parent` (no node has the
/// resources, so a reader inheriting them walks up forever).
pub fn pdf_page_cycle() -> Vec<u8> {
    let mut document = Document::with_version("1.5");
    let (a, b) = (document.new_object_id(), document.new_object_id());
    let contents = document.add_object(Stream::new(dictionary! {}, b"BT ET".to_vec()));
    let page =
        document.add_object(dictionary! {"Type" => "Page", "Parent" => a, "Contents" => contents});
    document.objects.insert(
        a,
        Object::Dictionary(
            dictionary! {"Type" => "Pages", "Kids" => vec![page.into()], "Count" => 1, "Parent" => b},
        ),
    );
    document.objects.insert(
        b,
        Object::Dictionary(
            dictionary! {"Type" => "Pages", "Kids" => vec![a.into()], "Count" => 1, "Parent" => a},
        ),
    );
    catalog(&mut document, a);
    save(document)
}

/// One zip entry: raw deflate data with the sizes and checksum the archive declares.
pub struct Entry {
    pub name: String,
    pub deflated: Vec<u8>,
    pub crc: u32,
    pub declared_size: u32,
}

/// An honest entry.
pub fn entry(name: &str, body: &[u8]) -> Entry {
    use std::io::Write;
    let mut encoder =
        flate2::write::DeflateEncoder::new(Vec::new(), flate2::Compression::default());
    encoder.write_all(body).expect("deflate");
    let mut crc = flate2::Crc::new();
    crc.update(body);
    Entry {
        name: name.into(),
        deflated: encoder.finish().expect("deflate"),
        crc: crc.sum(),
        declared_size: u32::try_from(body.len()).expect("size"),
    }
}

/// An entry of `mib` MiB of spaces that declares `declared_size` bytes.
pub fn bomb_entry(name: &str, mib: usize, declared_size: u32) -> Entry {
    Entry {
        name: name.into(),
        deflated: deflate_spaces(mib),
        crc: 0,
        declared_size,
    }
}

/// An XML entry of `mib` MiB of empty elements (`<p/>` and spaces) that declares
/// `declared_size` bytes.
pub fn bomb_xml_entry(name: &str, mib: usize, declared_size: u32) -> Entry {
    Entry {
        name: name.into(),
        deflated: deflate_repeated(b"<p/>    ", mib),
        crc: 0,
        declared_size,
    }
}

/// A zip archive of `entries` (written by hand, so sizes can lie).
pub fn zip(entries: &[Entry]) -> Vec<u8> {
    fn u16le(out: &mut Vec<u8>, v: u16) {
        out.extend_from_slice(&v.to_le_bytes());
    }
    fn u32le(out: &mut Vec<u8>, v: u32) {
        out.extend_from_slice(&v.to_le_bytes());
    }
    let mut out = Vec::new();
    let mut central = Vec::new();
    for e in entries {
        let offset = u32::try_from(out.len()).expect("offset");
        let csize = u32::try_from(e.deflated.len()).expect("size");
        let name_len = u16::try_from(e.name.len()).expect("name");
        u32le(&mut out, 0x0403_4b50);
        for v in [20u16, 0, 8, 0, 0] {
            u16le(&mut out, v);
        }
        for v in [e.crc, csize, e.declared_size] {
            u32le(&mut out, v);
        }
        u16le(&mut out, name_len);
        u16le(&mut out, 0);
        out.extend_from_slice(e.name.as_bytes());
        out.extend_from_slice(&e.deflated);

        u32le(&mut central, 0x0201_4b50);
        for v in [20u16, 20, 0, 8, 0, 0] {
            u16le(&mut central, v);
        }
        for v in [e.crc, csize, e.declared_size] {
            u32le(&mut central, v);
        }
        for v in [name_len, 0, 0, 0, 0] {
            u16le(&mut central, v);
        }
        u32le(&mut central, 0);
        u32le(&mut central, offset);
        central.extend_from_slice(e.name.as_bytes());
    }
    let central_offset = u32::try_from(out.len()).expect("offset");
    let central_len = u32::try_from(central.len()).expect("size");
    out.extend(central);
    let count = u16::try_from(entries.len()).expect("count");
    u32le(&mut out, 0x0605_4b50);
    for v in [0u16, 0, count, count] {
        u16le(&mut out, v);
    }
    u32le(&mut out, central_len);
    u32le(&mut out, central_offset);
    u16le(&mut out, 0);
    out
}

pub fn docx(document_xml: Entry) -> Vec<u8> {
    zip(&[document_xml])
}

pub fn docx_text(text: &str) -> Vec<u8> {
    docx(entry(
        "word/document.xml",
        format!(
            "<w:document><w:body><w:p><w:r><w:t>{text}</w:t></w:r></w:p></w:body></w:document>"
        )
        .as_bytes(),
    ))
}

pub fn pptx(slide_xml: Entry) -> Vec<u8> {
    zip(&[slide_xml])
}

/// A workbook with one sheet whose part is `sheet_xml` (named xl/worksheets/sheet1.xml).
pub fn xlsx(sheet_xml: Entry) -> Vec<u8> {
    let ns = "http://schemas.openxmlformats.org";
    let workbook = format!(
        r#"<workbook xmlns="{ns}/spreadsheetml/2006/main" xmlns:r="{ns}/officeDocument/2006/relationships"><sheets><sheet name="Trials" sheetId="1" r:id="rId1"/></sheets></workbook>"#
    );
    let rels = format!(
        r#"<Relationships xmlns="{ns}/package/2006/relationships"><Relationship Id="rId1" Type="{ns}/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>"#
    );
    let types = format!(
        r#"<Types xmlns="{ns}/package/2006/content-types"><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>"#
    );
    let root_rels = format!(
        r#"<Relationships xmlns="{ns}/package/2006/relationships"><Relationship Id="rId1" Type="{ns}/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>"#
    );
    zip(&[
        entry("[Content_Types].xml", types.as_bytes()),
        entry("_rels/.rels", root_rels.as_bytes()),
        entry("xl/workbook.xml", workbook.as_bytes()),
        entry("xl/_rels/workbook.xml.rels", rels.as_bytes()),
        sheet_xml,
    ])
}

/// A sheet part with `rows` rows of `cols` numbers.
pub fn sheet_xml(rows: usize, cols: usize) -> Vec<u8> {
    let ns = "http://schemas.openxmlformats.org";
    let mut xml = format!(r#"<worksheet xmlns="{ns}/spreadsheetml/2006/main"><sheetData>"#);
    for r in 1..=rows {
        xml.push_str(&format!(r#"<row r="{r}">"#));
        for c in 0..cols {
            xml.push_str(&format!("<c><v>{}</v></c>", r * cols + c));
        }
        xml.push_str("</row>");
    }
    xml.push_str("</sheetData></worksheet>");
    xml.into_bytes()
}

/// A one-page PDF whose page draws form X, and X draws itself (X has no resources of its own,
/// so it runs with the page's, which name X).
pub fn pdf_form_cycle() -> Vec<u8> {
    let mut document = Document::load_mem(&pdf(1, b"/X Do".to_vec(), None)).expect("load");
    let bbox: Vec<Object> = vec![0.into(), 0.into(), 10.into(), 10.into()];
    let form = document.add_object(Stream::new(
        dictionary! {"Type" => "XObject", "Subtype" => "Form", "BBox" => bbox},
        b"/X Do".to_vec(),
    ));
    let resources = document
        .objects
        .values()
        .find_map(|o| match o {
            Object::Dictionary(d)
                if d.get(b"Type").and_then(Object::as_name).ok() == Some(b"Pages") =>
            {
                d.get(b"Resources").and_then(Object::as_reference).ok()
            }
            _ => None,
        })
        .expect("resources");
    if let Ok(Object::Dictionary(d)) = document.get_object_mut(resources) {
        d.set("XObject", dictionary! {"X" => form});
    }
    save(document)
}

#[cfg(test)]
mod tests {
    #[test]
    fn bombs_carry_the_right_checksum() {
        use std::io::Read;
        for unit in [&b" "[..], b"(a) Tj \n"] {
            let mut out = Vec::new();
            flate2::read::ZlibDecoder::new(&super::zlib_repeated(unit, 3)[..])
                .read_to_end(&mut out)
                .expect("a complete zlib stream");
            assert_eq!(out.len(), 3 * super::MIB);
        }
    }
}
