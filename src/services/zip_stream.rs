//! A zip archive written as a stream (DESIGN §12): entries are opened one at a time, their bytes
//! pass straight through (stored, no compression) while the CRC-32 and size are computed, and each
//! entry's CRC and sizes follow its data in a data descriptor (general-purpose flag bit 3), so no
//! entry is ever held in memory. The central directory is written at the end. ZIP64 extra fields
//! and records are used when an entry, an offset, the directory or the entry count outgrows the
//! classic format.

use std::collections::HashSet;
use std::io;

use actix_web::web::Bytes;
use chrono::{DateTime, Datelike, Timelike, Utc};
use futures_util::future::BoxFuture;
use futures_util::stream::{self, BoxStream, Stream, StreamExt};

/// The bytes of one entry, chunk by chunk.
pub type EntryBytes = BoxStream<'static, io::Result<Bytes>>;

/// Opens the bytes of an entry by its source key (an object key, for the service).
pub type Opener = Box<dyn FnMut(String) -> BoxFuture<'static, io::Result<EntryBytes>> + Send>;

/// Where an entry's bytes come from.
#[derive(Debug, Clone)]
pub enum Source {
    /// An object, opened by the archive's [`Opener`] when the entry's turn comes.
    Object(String),
    /// Bytes already made (a document written for the archive).
    Bytes(Bytes),
}

/// One entry of the archive: its name in the archive, where its bytes come from, the size it is
/// expected to have (decides whether the entry is written in ZIP64 form) and its time.
#[derive(Debug, Clone)]
pub struct Entry {
    pub name: String,
    pub source: Source,
    pub declared_size: u64,
    pub modified: DateTime<Utc>,
}

const LOCAL_HEADER: u32 = 0x0403_4b50;
const DATA_DESCRIPTOR: u32 = 0x0807_4b50;
const CENTRAL_HEADER: u32 = 0x0201_4b50;
const END_OF_CENTRAL: u32 = 0x0605_4b50;
const ZIP64_END_OF_CENTRAL: u32 = 0x0606_4b50;
const ZIP64_LOCATOR: u32 = 0x0706_4b50;
const ZIP64_EXTRA: u16 = 0x0001;
/// Data descriptor follows the data; names are UTF-8.
const FLAGS: u16 = (1 << 3) | (1 << 11);
const VERSION_CLASSIC: u16 = 20;
const VERSION_ZIP64: u16 = 45;
/// Made by: UNIX (3), so the external attributes carry permission bits.
const MADE_BY_UNIX: u16 = 3 << 8;
const U32_LIMIT: u64 = 0xFFFF_FFFF;
const U16_LIMIT: u64 = 0xFFFF;

/// Whether ZIP64 structures are written only where needed or always (to exercise them in tests).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Zip64 {
    #[default]
    WhenNeeded,
    Always,
}

/// What the central directory needs to know of a written entry.
struct Written {
    name: Vec<u8>,
    crc: u32,
    size: u64,
    offset: u64,
    zip64: bool,
    time: u16,
    date: u16,
}

/// The entry being written.
struct Current {
    bytes: EntryBytes,
    name: Vec<u8>,
    hasher: crc32fast::Hasher,
    size: u64,
    offset: u64,
    zip64: bool,
    time: u16,
    date: u16,
}

struct State {
    entries: std::vec::IntoIter<Entry>,
    open: Opener,
    mode: Zip64,
    current: Option<Current>,
    written: Vec<Written>,
    offset: u64,
    finished: bool,
}

/// The archive of `entries`, in order, each opened by `open` when its turn comes. The stream ends
/// with an error (and the archive is truncated) when opening or reading an entry fails, or when an
/// entry declared below 4 GiB turns out to be larger.
pub fn archive(
    entries: Vec<Entry>,
    open: Opener,
    mode: Zip64,
) -> impl Stream<Item = io::Result<Bytes>> + Send + 'static {
    let state = State {
        entries: entries.into_iter(),
        open,
        mode,
        current: None,
        written: Vec::new(),
        offset: 0,
        finished: false,
    };
    stream::try_unfold(state, step)
}

async fn step(mut state: State) -> io::Result<Option<(Bytes, State)>> {
    loop {
        if let Some(current) = state.current.as_mut() {
            match current.bytes.next().await {
                Some(Ok(chunk)) => {
                    if chunk.is_empty() {
                        continue;
                    }
                    current.hasher.update(&chunk);
                    current.size += chunk.len() as u64;
                    if !current.zip64 && current.size >= U32_LIMIT {
                        return Err(io::Error::other(format!(
                            "entry {} is larger than its declared size and 4 GiB",
                            String::from_utf8_lossy(&current.name)
                        )));
                    }
                    state.offset += chunk.len() as u64;
                    return Ok(Some((chunk, state)));
                }
                Some(Err(e)) => return Err(e),
                None => {
                    let Some(done) = state.current.take() else {
                        continue;
                    };
                    let written = Written {
                        crc: done.hasher.finalize(),
                        name: done.name,
                        size: done.size,
                        offset: done.offset,
                        zip64: done.zip64,
                        time: done.time,
                        date: done.date,
                    };
                    let descriptor = data_descriptor(&written);
                    state.offset += descriptor.len() as u64;
                    state.written.push(written);
                    return Ok(Some((Bytes::from(descriptor), state)));
                }
            }
        }
        if state.finished {
            return Ok(None);
        }
        let Some(entry) = state.entries.next() else {
            let end = central_directory(&state.written, state.offset, state.mode);
            state.finished = true;
            return Ok(Some((Bytes::from(end), state)));
        };
        let bytes = match entry.source {
            Source::Object(key) => (state.open)(key).await?,
            Source::Bytes(bytes) => stream::once(async move { Ok(bytes) }).boxed(),
        };
        let zip64 = state.mode == Zip64::Always || entry.declared_size >= U32_LIMIT;
        let (time, date) = dos_time(entry.modified);
        let name = entry.name.into_bytes();
        let header = local_header(&name, zip64, time, date);
        let current = Current {
            bytes,
            name,
            hasher: crc32fast::Hasher::new(),
            size: 0,
            offset: state.offset,
            zip64,
            time,
            date,
        };
        state.offset += header.len() as u64;
        state.current = Some(current);
        return Ok(Some((Bytes::from(header), state)));
    }
}

fn put16(out: &mut Vec<u8>, v: u16) {
    out.extend_from_slice(&v.to_le_bytes());
}

fn put32(out: &mut Vec<u8>, v: u32) {
    out.extend_from_slice(&v.to_le_bytes());
}

fn put64(out: &mut Vec<u8>, v: u64) {
    out.extend_from_slice(&v.to_le_bytes());
}

/// `v` as a classic 32-bit field, or the ZIP64 marker when it does not fit.
fn clamp32(v: u64) -> u32 {
    u32::try_from(v)
        .ok()
        .filter(|v| u64::from(*v) < U32_LIMIT)
        .unwrap_or(u32::MAX)
}

fn len16(v: usize) -> u16 {
    u16::try_from(v).unwrap_or(u16::MAX)
}

/// The MS-DOS time and date of `at` (1980 at the earliest).
fn dos_time(at: DateTime<Utc>) -> (u16, u16) {
    let year = at.year().clamp(1980, 2107);
    if year != at.year() {
        return (0, (1 << 5) | 1);
    }
    let date = ((year - 1980) as u16) << 9 | (at.month() as u16) << 5 | at.day() as u16;
    let time = (at.hour() as u16) << 11 | (at.minute() as u16) << 5 | (at.second() / 2) as u16;
    (time, date)
}

fn local_header(name: &[u8], zip64: bool, time: u16, date: u16) -> Vec<u8> {
    let mut out = Vec::with_capacity(30 + name.len() + 20);
    put32(&mut out, LOCAL_HEADER);
    put16(
        &mut out,
        if zip64 {
            VERSION_ZIP64
        } else {
            VERSION_CLASSIC
        },
    );
    put16(&mut out, FLAGS);
    put16(&mut out, 0); // stored
    put16(&mut out, time);
    put16(&mut out, date);
    put32(&mut out, 0); // CRC-32: in the data descriptor
    let size = if zip64 { u32::MAX } else { 0 };
    put32(&mut out, size);
    put32(&mut out, size);
    put16(&mut out, len16(name.len()));
    put16(&mut out, if zip64 { 20 } else { 0 });
    out.extend_from_slice(name);
    if zip64 {
        put16(&mut out, ZIP64_EXTRA);
        put16(&mut out, 16);
        put64(&mut out, 0);
        put64(&mut out, 0);
    }
    out
}

fn data_descriptor(w: &Written) -> Vec<u8> {
    let mut out = Vec::with_capacity(24);
    put32(&mut out, DATA_DESCRIPTOR);
    put32(&mut out, w.crc);
    if w.zip64 {
        put64(&mut out, w.size);
        put64(&mut out, w.size);
    } else {
        put32(&mut out, clamp32(w.size));
        put32(&mut out, clamp32(w.size));
    }
    out
}

/// The central directory and its end records, starting at `start`.
fn central_directory(written: &[Written], start: u64, mode: Zip64) -> Vec<u8> {
    let mut out = Vec::new();
    for w in written {
        let big_size = w.zip64 || w.size >= U32_LIMIT;
        let big_offset = mode == Zip64::Always || w.offset >= U32_LIMIT;
        let mut extra = Vec::new();
        if big_size {
            put64(&mut extra, w.size);
            put64(&mut extra, w.size);
        }
        if big_offset {
            put64(&mut extra, w.offset);
        }
        let needs64 = big_size || big_offset;
        put32(&mut out, CENTRAL_HEADER);
        let version = if needs64 {
            VERSION_ZIP64
        } else {
            VERSION_CLASSIC
        };
        put16(&mut out, MADE_BY_UNIX | version);
        put16(&mut out, version);
        put16(&mut out, FLAGS);
        put16(&mut out, 0);
        put16(&mut out, w.time);
        put16(&mut out, w.date);
        put32(&mut out, w.crc);
        let size = if big_size { u32::MAX } else { clamp32(w.size) };
        put32(&mut out, size);
        put32(&mut out, size);
        put16(&mut out, len16(w.name.len()));
        put16(&mut out, if needs64 { len16(extra.len() + 4) } else { 0 });
        put16(&mut out, 0); // comment
        put16(&mut out, 0); // disk
        put16(&mut out, 0); // internal attributes
        put32(&mut out, 0o100_644 << 16); // a regular file, rw-r--r--
        put32(
            &mut out,
            if big_offset {
                u32::MAX
            } else {
                clamp32(w.offset)
            },
        );
        out.extend_from_slice(&w.name);
        if needs64 {
            put16(&mut out, ZIP64_EXTRA);
            put16(&mut out, len16(extra.len()));
            out.extend_from_slice(&extra);
        }
    }
    let size = out.len() as u64;
    let count = written.len() as u64;
    let needs64 = mode == Zip64::Always
        || count >= U16_LIMIT
        || size >= U32_LIMIT
        || start >= U32_LIMIT
        || start + size >= U32_LIMIT;
    if needs64 {
        let record = start + size;
        put32(&mut out, ZIP64_END_OF_CENTRAL);
        put64(&mut out, 44);
        put16(&mut out, MADE_BY_UNIX | VERSION_ZIP64);
        put16(&mut out, VERSION_ZIP64);
        put32(&mut out, 0);
        put32(&mut out, 0);
        put64(&mut out, count);
        put64(&mut out, count);
        put64(&mut out, size);
        put64(&mut out, start);
        put32(&mut out, ZIP64_LOCATOR);
        put32(&mut out, 0);
        put64(&mut out, record);
        put32(&mut out, 1);
    }
    let count16 = if needs64 {
        u16::MAX
    } else {
        u16::try_from(count).unwrap_or(u16::MAX)
    };
    put32(&mut out, END_OF_CENTRAL);
    put16(&mut out, 0);
    put16(&mut out, 0);
    put16(&mut out, count16);
    put16(&mut out, count16);
    put32(&mut out, if needs64 { u32::MAX } else { clamp32(size) });
    put32(&mut out, if needs64 { u32::MAX } else { clamp32(start) });
    put16(&mut out, 0);
    out
}

/// Entry names from users' file names: path separators, `..`, control characters, the
/// characters Windows forbids and leading dots removed, Windows device names (`CON`, `NUL.txt`,
/// `COM1` ...) prefixed with `_`, at most [`MAX_NAME_BYTES`] bytes (the stem is cut, the extension
/// kept), and made unique (case-insensitively) by a ` (n)` before the extension.
#[derive(Debug, Default)]
pub struct Names {
    taken: HashSet<String>,
}

/// The longest entry name, in bytes (what common file systems accept for one name).
pub const MAX_NAME_BYTES: usize = 255;
/// The longest extension kept whole, in bytes (longer ones are cut too).
const MAX_EXTENSION_BYTES: usize = 32;

impl Names {
    pub fn unique(&mut self, original: &str) -> String {
        let base = sanitize(original);
        if self.taken.insert(base.to_lowercase()) {
            return base;
        }
        let (stem, ext) = split_extension(&base);
        let mut n = 2u64;
        loop {
            let suffix = format!(" ({n}){ext}");
            let room = MAX_NAME_BYTES.saturating_sub(suffix.len());
            let candidate = format!("{}{suffix}", cut(stem, room));
            if self.taken.insert(candidate.to_lowercase()) {
                return candidate;
            }
            n += 1;
        }
    }
}

/// `name` as stem and extension (with its dot); a leading dot is not an extension.
fn split_extension(name: &str) -> (&str, &str) {
    match name.rfind('.') {
        Some(i) if i > 0 && name.len() - i <= MAX_EXTENSION_BYTES => name.split_at(i),
        _ => (name, ""),
    }
}

/// The longest prefix of `text` of at most `max` bytes, on a character boundary.
fn cut(text: &str, max: usize) -> &str {
    if text.len() <= max {
        return text;
    }
    let mut end = max;
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    &text[..end]
}

/// Names Windows gives to devices, whatever the extension.
fn is_device_name(name: &str) -> bool {
    let stem = name.split('.').next().unwrap_or_default().trim_end();
    let upper = stem.to_ascii_uppercase();
    matches!(
        upper.as_str(),
        "CON" | "PRN" | "AUX" | "NUL" | "CONIN$" | "CONOUT$"
    ) || ((upper.starts_with("COM") || upper.starts_with("LPT"))
        && upper.len() == 4
        && upper[3..]
            .chars()
            .all(|c| matches!(c, '0'..='9' | '\u{b9}' | '\u{b2}' | '\u{b3}')))
}

/// One file name with no directory parts: separators become `_`, `.` and `..` parts disappear.
pub fn sanitize(original: &str) -> String {
    let parts: Vec<String> = original
        .split(['/', '\\'])
        .map(|part| {
            part.chars()
                .filter(|c| {
                    !c.is_control() && !matches!(c, ':' | '<' | '>' | '"' | '|' | '?' | '*')
                })
                .collect::<String>()
                .trim()
                .to_owned()
        })
        .filter(|part| !part.is_empty() && part != "." && part != "..")
        .collect();
    let joined = parts.join("_").replace("..", "");
    // Windows drops trailing dots and spaces, which would merge names.
    let name = joined
        .trim_start_matches('.')
        .trim_end_matches(['.', ' '])
        .trim();
    if name.is_empty() {
        return "file".to_owned();
    }
    let name = if is_device_name(name) {
        format!("_{name}")
    } else {
        name.to_owned()
    };
    if name.len() <= MAX_NAME_BYTES {
        return name;
    }
    let (stem, ext) = split_extension(&name);
    let ext = cut(ext, MAX_EXTENSION_BYTES);
    format!("{}{ext}", cut(stem, MAX_NAME_BYTES - ext.len()))
}

#[cfg(test)]
mod tests;
