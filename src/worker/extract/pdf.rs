//! PDF through lopdf and pdf-extract. Both decode a stream whole when they use it, so before any
//! text is extracted every compressed stream is decoded once into nothing, incrementally and
//! counting (refusing the file at the first stream or total beyond the limits); pages are counted
//! and the page tree is checked for loops (pdf-extract follows `/Parent` recursively). Text is
//! then taken page by page, stopping at the text limit and the deadline.

use std::cell::Cell;
use std::collections::HashSet;
use std::io::Read;

use lopdf::{Dictionary, Document, Object, ObjectId};

use super::limits::{Budget, TextSink, size};
use super::{ExtractError, Extracted};

fn corrupt(detail: impl std::fmt::Display) -> ExtractError {
    ExtractError::Corrupt(format!(
        "The PDF could not be read ({detail}); it may be damaged or encrypted"
    ))
}

fn too_many_pages(max_pages: u32) -> ExtractError {
    ExtractError::Limit(format!("The PDF has more than {max_pages} pages"))
}

/// Page objects visible in the file's bytes (`/Page` followed by a delimiter, so not `/Pages`
/// or `/PageLabels`): parsing a file of 100,000 pages is itself slow, so it is refused before.
/// Pages inside compressed object streams are counted after parsing.
fn visible_pages(bytes: &[u8]) -> usize {
    let needle = b"/Page";
    let mut count = 0;
    let mut i = 0;
    while let Some(at) = bytes[i..].windows(needle.len()).position(|w| w == needle) {
        let next = bytes.get(i + at + needle.len()).copied().unwrap_or(b' ');
        if !next.is_ascii_alphanumeric() {
            count += 1;
        }
        i += at + needle.len();
    }
    count
}

pub fn extract(bytes: &[u8], budget: &mut Budget<'_>) -> Result<Extracted, ExtractError> {
    let max_pages = budget.limits.max_pages;
    if visible_pages(bytes) > max_pages as usize {
        return Err(too_many_pages(max_pages));
    }
    let mut document = load(bytes, budget)?;
    if document.is_encrypted() {
        document.decrypt("").map_err(corrupt)?;
    }
    measure_streams(&document, budget)?;
    let pages = document.get_pages();
    if pages.len() > max_pages as usize {
        return Err(too_many_pages(max_pages));
    }
    check_page_tree(&document, pages.values().copied())?;
    check_forms(&document)?;
    let mut sink = TextSink::new(budget.limits);
    for &number in pages.keys() {
        budget.tick()?;
        let mut page = String::new();
        let done = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            let mut output = pdf_extract::PlainTextOutput::new(&mut page);
            pdf_extract::output_doc_page(&document, &mut output, number)
        }))
        .map_err(|_| corrupt("the parser gave up"))?;
        done.map_err(corrupt)?;
        if !sink.push(&page) {
            break;
        }
    }
    Ok(Extracted::from_sink(
        sink,
        u32::try_from(pages.len()).unwrap_or(u32::MAX),
    ))
}

thread_local! {
    /// While lopdf parses: the bytes one object stream may decode to (its filter hook is a plain
    /// function, so the limit reaches it here), what they decoded to so far, and the first one
    /// refused.
    static OBJECT_STREAMS: Cell<(u64, u64, Option<ObjectId>)> = const { Cell::new((0, 0, None)) };
}

/// Parses the file. lopdf decodes each object stream (`/Type /ObjStm`) whole while it parses,
/// before [`measure_streams`] could see it; its filter hook measures each one first, incrementally,
/// and empties one beyond the limit (the objects in it are then missing and the file refused).
fn load(bytes: &[u8], budget: &mut Budget<'_>) -> Result<Document, ExtractError> {
    OBJECT_STREAMS.set((budget.room(), 0, None));
    let reader = lopdf::Reader {
        buffer: bytes,
        document: Document::new(),
        encryption_state: None,
        raw_objects: Default::default(),
    };
    // The parser has panicked on malformed input before: a panic is a corrupt file, not a crash.
    let loaded = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        reader.read(Some(guard_object_stream))
    }));
    let (_, decoded, refused) = OBJECT_STREAMS.get();
    if let Some(id) = refused {
        return Err(ExtractError::Limit(format!(
            "The PDF object stream {} {} expands beyond {}",
            id.0,
            id.1,
            size(budget.room())
        )));
    }
    let document = loaded
        .map_err(|_| corrupt("the parser gave up"))?
        .map_err(corrupt)?;
    budget.add("The PDF's object streams", decoded)?;
    Ok(document)
}

/// lopdf's filter hook. It keeps every object; lopdf uses the returned copy only for the objects
/// inside object streams (never streams themselves) and keeps its own for the others, so a stream
/// is answered with a cheap placeholder.
fn guard_object_stream(id: ObjectId, object: &mut Object) -> Option<(ObjectId, Object)> {
    if let Object::Stream(stream) = object
        && stream.dict.has_type(b"ObjStm")
    {
        let (room, decoded, refused) = OBJECT_STREAMS.get();
        let left = room.saturating_sub(decoded);
        match decoded_len(stream, left) {
            Some(n) => OBJECT_STREAMS.set((room, decoded + n, refused)),
            None => {
                OBJECT_STREAMS.set((room, decoded, refused.or(Some(id))));
                stream.content.clear();
            }
        }
    }
    match object {
        Object::Stream(_) => Some((id, Object::Null)),
        other => Some((id, other.clone())),
    }
}

/// The decoded size of a stream whose filters are FlateDecode (or none), or `None` when it is
/// beyond `room`, cannot be decoded, or uses another expanding filter.
fn decoded_len(stream: &lopdf::Stream, room: u64) -> Option<u64> {
    let filters = stream.filters().unwrap_or_default();
    let reader: Box<dyn Read + '_> = if filters.is_empty() {
        Box::new(stream.content.as_slice())
    } else {
        flate_chain(&stream.content, &filters)?
    };
    let n = std::io::copy(
        &mut reader.take(room.saturating_add(1)),
        &mut std::io::sink(),
    )
    .ok()?;
    (n <= room).then_some(n)
}

/// A reader of the decoded bytes of content whose filters are FlateDecode (one or more), after
/// at most one ASCII85Decode first (as reportlab writes its pages): ASCII85 is decoded whole,
/// it grows the content at most fourfold, and the content is within the file's size limit.
fn flate_chain<'a>(content: &'a [u8], filters: &[&[u8]]) -> Option<Box<dyn Read + 'a>> {
    let (ascii, flates) = match filters {
        [first, rest @ ..] if *first == b"ASCII85Decode" => (true, rest),
        all => (false, all),
    };
    if flates.is_empty() || flates.iter().any(|f| *f != b"FlateDecode") {
        return None;
    }
    let mut reader: Box<dyn Read + 'a> = if ascii {
        let mut dict = lopdf::Dictionary::new();
        dict.set("Filter", Object::Name(b"ASCII85Decode".to_vec()));
        let decoded = lopdf::Stream::new(dict, content.to_vec())
            .decompressed_content()
            .ok()?;
        Box::new(std::io::Cursor::new(decoded))
    } else {
        Box::new(content)
    };
    for _ in flates {
        reader = Box::new(flate2::read::ZlibDecoder::new(reader));
    }
    Some(reader)
}

/// Decodes every filtered stream into nothing, counting its bytes against the limits.
fn measure_streams(document: &Document, budget: &mut Budget<'_>) -> Result<(), ExtractError> {
    for (id, object) in &document.objects {
        let Object::Stream(stream) = object else {
            continue;
        };
        let Ok(filters) = stream.filters() else {
            continue; // unfiltered: its bytes are already in the file
        };
        budget.tick()?;
        let what = format!("The PDF stream {} {}", id.0, id.1);
        if let Some(reader) = flate_chain(&stream.content, &filters) {
            budget.copy(&what, reader, &mut std::io::sink())?;
            continue;
        }
        let expands = |f: &[u8]| f == b"FlateDecode" || f == b"LZWDecode";
        match filters.as_slice() {
            [] => {}
            [first] if *first == b"LZWDecode" => {
                let n = lzw_size(&stream.content, budget.room()).ok_or_else(|| {
                    ExtractError::Limit(format!("{what} expands beyond {}", size(budget.room())))
                })?;
                budget.add(&what, n)?;
            }
            chain if chain.iter().any(|f| expands(f)) => {
                return Err(ExtractError::Unsupported(format!(
                    "{what} combines compression filters that cannot be checked before decoding"
                )));
            }
            _ => {} // ASCII85 and similar only shrink
        }
    }
    Ok(())
}

/// The decoded size of an LZW stream, or `None` beyond `room`.
fn lzw_size(input: &[u8], room: u64) -> Option<u64> {
    struct Counter {
        count: u64,
        room: u64,
    }
    impl std::io::Write for Counter {
        fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
            self.count += buf.len() as u64;
            if self.count > self.room {
                return Err(std::io::Error::other("limit"));
            }
            Ok(buf.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }
    let mut counter = Counter { count: 0, room };
    let mut decoder = weezl::decode::Decoder::with_tiff_size_switch(weezl::BitOrder::Msb, 8);
    let _ = decoder.into_stream(&mut counter).decode_all(input).status;
    (counter.count <= room).then_some(counter.count)
}

/// Refuses a page tree whose `/Parent` chains loop (pdf-extract follows them recursively to
/// inherit resources, and a loop would never end).
fn check_page_tree(
    document: &Document,
    pages: impl Iterator<Item = ObjectId>,
) -> Result<(), ExtractError> {
    let depth_limit = 256;
    // Nodes already known to lead to the root without a loop.
    let mut sound: HashSet<ObjectId> = HashSet::new();
    for page in pages {
        let mut chain = Vec::new();
        let mut node = page;
        loop {
            if sound.contains(&node) {
                break;
            }
            if chain.contains(&node) || chain.len() > depth_limit {
                return Err(ExtractError::Corrupt(
                    "The PDF's page tree refers back to itself; it may be damaged".into(),
                ));
            }
            chain.push(node);
            let parent = document
                .get_dictionary(node)
                .ok()
                .and_then(|d| d.get(b"Parent").ok())
                .and_then(|p| p.as_reference().ok());
            match parent {
                Some(parent) => node = parent,
                None => break,
            }
        }
        sound.extend(chain);
    }
    Ok(())
}

fn dictionary<'a>(document: &'a Document, object: &'a Object) -> Option<&'a Dictionary> {
    match object {
        Object::Dictionary(d) => Some(d),
        Object::Reference(id) => document.get_dictionary(*id).ok(),
        _ => None,
    }
}

fn form(document: &Document, id: ObjectId) -> Option<&lopdf::Stream> {
    match document.get_object(id) {
        Ok(Object::Stream(s))
            if s.dict.get(b"Subtype").and_then(Object::as_name).ok() == Some(b"Form") =>
        {
            Some(s)
        }
        _ => None,
    }
}

/// The form XObjects a resource dictionary names.
fn forms_in(document: &Document, resources: &Dictionary) -> Vec<ObjectId> {
    resources
        .get(b"XObject")
        .ok()
        .and_then(|x| dictionary(document, x))
        .map(|x| {
            x.iter()
                .filter_map(|(_, v)| v.as_reference().ok())
                .filter(|id| form(document, *id).is_some())
                .collect()
        })
        .unwrap_or_default()
}

/// Refuses form XObjects that can invoke themselves (pdf-extract runs a form's content
/// recursively on `Do`: a loop would never end). A form without resources of its own runs with
/// those of whatever invoked it, so it may invoke any form named beside it.
fn check_forms(document: &Document) -> Result<(), ExtractError> {
    use std::collections::HashMap;
    let mut contexts: Vec<Vec<ObjectId>> = Vec::new();
    let mut edges: HashMap<ObjectId, Vec<ObjectId>> = HashMap::new();
    let mut resourceless: Vec<ObjectId> = Vec::new();
    for (id, object) in &document.objects {
        let dict = match object {
            Object::Dictionary(d) => d,
            Object::Stream(s) => &s.dict,
            _ => continue,
        };
        let own = dict
            .get(b"Resources")
            .ok()
            .and_then(|r| dictionary(document, r))
            .map(|r| forms_in(document, r));
        let is_form = form(document, *id).is_some();
        match own {
            Some(named) if !named.is_empty() => {
                if is_form {
                    edges.entry(*id).or_default().extend(named.iter().copied());
                }
                contexts.push(named);
            }
            None if is_form => resourceless.push(*id),
            _ => {}
        }
    }
    for f in resourceless {
        for named in contexts.iter().filter(|named| named.contains(&f)) {
            edges.entry(f).or_default().extend(named.iter().copied());
        }
    }
    // Depth-first search for a cycle, without recursion.
    let mut done: HashSet<ObjectId> = HashSet::new();
    for &start in edges.keys() {
        if done.contains(&start) {
            continue;
        }
        let mut on_path: HashSet<ObjectId> = HashSet::from([start]);
        let mut stack: Vec<(ObjectId, usize)> = vec![(start, 0)];
        while let Some((node, next)) = stack.last_mut() {
            let targets = edges.get(node).map(Vec::as_slice).unwrap_or_default();
            if let Some(&target) = targets.get(*next) {
                *next += 1;
                if on_path.contains(&target) {
                    return Err(ExtractError::Corrupt(
                        "The PDF has a drawing that refers back to itself; it may be damaged"
                            .into(),
                    ));
                }
                if !done.contains(&target) {
                    on_path.insert(target);
                    stack.push((target, 0));
                }
            } else {
                let node = *node;
                on_path.remove(&node);
                done.insert(node);
                stack.pop();
            }
        }
    }
    Ok(())
}
