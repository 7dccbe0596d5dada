//! What one file may cost to extract (configuration `[extract]`), and the running account of one
//! extraction against it. Limits end the job FAILED with a sentence naming the limit, except the
//! text limit, which truncates (a prefix of a long document is still useful).

use std::io::Read;
use std::time::{Duration, Instant};

use serde::{Deserialize, Serialize};

use super::ExtractError;

const MIB: u64 = 1024 * 1024;

#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize)]
#[serde(default)]
pub struct ExtractLimits {
    /// Decompressed bytes of one PDF stream or one zip entry.
    pub max_entry_bytes: u64,
    /// Decompressed bytes of all streams or entries of one file.
    pub max_file_bytes: u64,
    /// Extracted text kept per file (longer text is truncated here).
    pub max_text_bytes: u64,
    pub max_pages: u32,
    pub max_sheets: u32,
    pub max_cells: u64,
    pub max_xml_depth: u32,
    /// Wall time of one file, checked between pages, entries and rows; also the processor time
    /// of its child process (plus a second), and its wall time (plus a grace) as the worker sees it.
    pub max_secs: u64,
    /// Address space of the child process that extracts one file (the kernel's wall).
    pub max_memory_mib: u64,
}

impl Default for ExtractLimits {
    fn default() -> Self {
        ExtractLimits {
            max_entry_bytes: 64 * MIB,
            max_file_bytes: 128 * MIB,
            max_text_bytes: 8 * MIB,
            max_pages: 2000,
            max_sheets: 100,
            max_cells: 1_000_000,
            max_xml_depth: 256,
            max_secs: 30,
            max_memory_mib: 512,
        }
    }
}

/// A size in words: "64 MiB", "512 KiB", "100 bytes".
pub fn size(bytes: u64) -> String {
    if bytes >= MIB && bytes.is_multiple_of(MIB) {
        format!("{} MiB", bytes / MIB)
    } else if bytes >= 1024 && bytes.is_multiple_of(1024) {
        format!("{} KiB", bytes / 1024)
    } else {
        format!("{bytes} bytes")
    }
}

/// One extraction's account: the deadline and the decompressed bytes so far.
pub struct Budget<'a> {
    pub limits: &'a ExtractLimits,
    deadline: Instant,
    inflated: u64,
}

impl<'a> Budget<'a> {
    pub fn new(limits: &'a ExtractLimits) -> Self {
        Budget {
            limits,
            deadline: Instant::now() + Duration::from_secs(limits.max_secs),
            inflated: 0,
        }
    }

    /// Fails once the wall time of the file is spent.
    pub fn tick(&self) -> Result<(), ExtractError> {
        if Instant::now() > self.deadline {
            return Err(ExtractError::Limit(format!(
                "The file took longer than {} s to index",
                self.limits.max_secs
            )));
        }
        Ok(())
    }

    fn entry_too_large(&self, what: &str) -> ExtractError {
        ExtractError::Limit(format!(
            "{what} expands beyond {}",
            size(self.limits.max_entry_bytes)
        ))
    }

    fn file_too_large(&self) -> ExtractError {
        ExtractError::Limit(format!(
            "The file's content expands beyond {} in total",
            size(self.limits.max_file_bytes)
        ))
    }

    /// Checks a declared (not yet read) size of one entry against both size limits.
    pub fn declared(&self, what: &str, bytes: u64) -> Result<(), ExtractError> {
        if bytes > self.limits.max_entry_bytes {
            return Err(self.entry_too_large(what));
        }
        if self.inflated.saturating_add(bytes) > self.limits.max_file_bytes {
            return Err(self.file_too_large());
        }
        Ok(())
    }

    /// Reads `reader` to its end into memory, at most the entry limit and what is left of the
    /// file limit: a declared size can lie, the count made while reading cannot.
    pub fn read_all(&mut self, what: &str, reader: impl Read) -> Result<Vec<u8>, ExtractError> {
        let mut out = Vec::new();
        self.copy(what, reader, &mut out)?;
        Ok(out)
    }

    /// Decodes `reader` into `sink` under the same limits; answers the bytes decoded.
    pub fn copy(
        &mut self,
        what: &str,
        reader: impl Read,
        sink: &mut impl std::io::Write,
    ) -> Result<u64, ExtractError> {
        let room = self
            .limits
            .max_entry_bytes
            .min(self.limits.max_file_bytes.saturating_sub(self.inflated));
        let mut bounded = reader.take(room.saturating_add(1));
        let mut total = 0u64;
        let mut buf = vec![0u8; 64 * 1024];
        loop {
            let n = match bounded.read(&mut buf) {
                Ok(0) => break,
                Ok(n) => n,
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
                Err(e) => {
                    return Err(ExtractError::Corrupt(format!(
                        "{what} cannot be read ({e})"
                    )));
                }
            };
            total += n as u64;
            if total > room {
                return Err(if total > self.limits.max_entry_bytes {
                    self.entry_too_large(what)
                } else {
                    self.file_too_large()
                });
            }
            sink.write_all(&buf[..n])
                .map_err(|e| ExtractError::Corrupt(format!("{what} cannot be read ({e})")))?;
            self.tick()?;
        }
        self.inflated += total;
        Ok(total)
    }
}

/// Extracted text that stops growing at the text limit; past it, the rest is dropped and the
/// reason kept.
pub struct TextSink {
    pub text: String,
    cap: usize,
    pub truncated: Option<String>,
}

impl TextSink {
    pub fn new(limits: &ExtractLimits) -> Self {
        TextSink {
            text: String::new(),
            cap: usize::try_from(limits.max_text_bytes).unwrap_or(usize::MAX),
            truncated: None,
        }
    }

    /// Appends as much of `piece` as fits (cut at a character boundary); `false` once full.
    pub fn push(&mut self, piece: &str) -> bool {
        if self.truncated.is_some() {
            return false;
        }
        let room = self.cap.saturating_sub(self.text.len());
        if piece.len() <= room {
            self.text.push_str(piece);
            return true;
        }
        let mut cut = room;
        while !piece.is_char_boundary(cut) {
            cut -= 1;
        }
        self.text.push_str(&piece[..cut]);
        self.cut();
        false
    }

    /// Marks the text as cut at the limit.
    pub fn cut(&mut self) {
        if self.truncated.is_none() {
            self.truncated = Some(format!(
                "the extracted text is longer than {}; only its first {} are indexed",
                size(self.cap as u64),
                size(self.cap as u64)
            ));
        }
    }
}

/// A reader that stops with an error after `room` bytes (its count says how far it got).
pub struct Limited<R> {
    inner: R,
    room: u64,
    pub count: u64,
    pub over: bool,
    /// For XML: the longest run of bytes without a `<` allowed (a parser buffers a whole text
    /// node, so a part of spaces only would be buffered up to the entry limit).
    max_run: Option<u64>,
    run: u64,
    pub long_run: bool,
}

impl<R: Read> Read for Limited<R> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let n = self.inner.read(buf)?;
        self.count += n as u64;
        if self.count > self.room {
            self.over = true;
            return Err(std::io::Error::other("decompression limit reached"));
        }
        if let Some(max_run) = self.max_run {
            self.run = match buf[..n].iter().rposition(|&b| b == b'<') {
                Some(at) => (n - at - 1) as u64,
                None => self.run + n as u64,
            };
            if self.run > max_run {
                self.long_run = true;
                return Err(std::io::Error::other("text run limit reached"));
            }
        }
        Ok(n)
    }
}

impl Budget<'_> {
    /// Wraps `reader` so that it cannot decode more than this entry and this file may.
    pub fn limited<R: Read>(&self, reader: R) -> Limited<R> {
        Limited {
            inner: reader,
            room: self
                .limits
                .max_entry_bytes
                .min(self.limits.max_file_bytes.saturating_sub(self.inflated)),
            count: 0,
            over: false,
            max_run: None,
            run: 0,
            long_run: false,
        }
    }

    /// Like [`Budget::limited`], for XML: a text node longer than the text limit is refused
    /// (it could not be kept anyway), so the parser never buffers more than that.
    pub fn limited_xml<R: Read>(&self, reader: R) -> Limited<R> {
        Limited {
            max_run: Some(self.limits.max_text_bytes),
            ..self.limited(reader)
        }
    }

    /// Adds what `limited` read to the file's account; the limit error when it went over.
    pub fn settle<R>(&mut self, what: &str, limited: &Limited<R>) -> Result<(), ExtractError> {
        self.inflated += limited.count;
        if limited.long_run {
            return Err(ExtractError::Limit(format!(
                "{what} has a text run longer than {}",
                size(self.limits.max_text_bytes)
            )));
        }
        if !limited.over {
            return Ok(());
        }
        Err(if limited.count > self.limits.max_entry_bytes {
            self.entry_too_large(what)
        } else {
            self.file_too_large()
        })
    }
}

impl Budget<'_> {
    /// Counts `bytes` decoded outside [`Budget::copy`] against both size limits.
    pub fn add(&mut self, what: &str, bytes: u64) -> Result<(), ExtractError> {
        self.declared(what, bytes)?;
        self.inflated += bytes;
        Ok(())
    }

    /// The bytes one entry may still decode to.
    pub fn room(&self) -> u64 {
        self.limits
            .max_entry_bytes
            .min(self.limits.max_file_bytes.saturating_sub(self.inflated))
    }
}
