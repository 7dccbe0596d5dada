//! Plain formats (text, Markdown, CSV, JSON): at most the text limit is decoded, the rest is
//! dropped and the truncation said; a single 60 MiB line is cut like any other text.

use super::limits::{ExtractLimits, TextSink};
use super::{ExtractError, Extracted};

/// The text of `bytes`, cut at the text limit (at a character boundary).
pub fn plain(bytes: &[u8], limits: &ExtractLimits) -> Extracted {
    let cap = usize::try_from(limits.max_text_bytes).unwrap_or(usize::MAX);
    // Decode only the prefix that can be kept, so the file is never held twice whole.
    let mut prefix = &bytes[..bytes.len().min(cap)];
    if let Err(e) = std::str::from_utf8(prefix)
        && e.error_len().is_none()
    {
        // The cut fell inside the last character.
        prefix = &prefix[..e.valid_up_to()];
    }
    let mut sink = TextSink::new(limits);
    sink.push(&String::from_utf8_lossy(prefix));
    if prefix.len() < bytes.len() {
        sink.cut();
    }
    Extracted::from_sink(sink, 1)
}

pub fn json(bytes: &[u8], limits: &ExtractLimits) -> Result<Extracted, ExtractError> {
    // Validated without building a tree (a tree of a 64 MiB file is many times its size);
    // serde_json's recursion limit bounds the nesting.
    serde_json::from_slice::<serde::de::IgnoredAny>(bytes)
        .map_err(|e| ExtractError::Corrupt(format!("The JSON file is not valid JSON: {e}")))?;
    Ok(plain(bytes, limits))
}
