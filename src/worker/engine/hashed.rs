//! What the learned models share (the screener's, `precheck::model`, and the LOGBOOK's,
//! `logbook::model`): words hashed into a fixed range of features, and weights read from the
//! little-endian bytes that ship in the binary.

use super::classify;

/// FNV-1a of a word (and the next one, for a pair) into `0..buckets`.
pub fn bucket(word: &str, next: &str, buckets: usize) -> usize {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for byte in word
        .bytes()
        .chain(std::iter::once(b' '))
        .chain(next.bytes())
    {
        hash ^= u64::from(byte);
        hash = hash.wrapping_mul(0x0100_0000_01b3);
    }
    (hash % buckets.max(1) as u64) as usize
}

/// The `i`-th little-endian f32 of `bytes` (0 past their end).
pub fn weight_at(bytes: &[u8], i: usize) -> f32 {
    bytes
        .get(4 * i..4 * i + 4)
        .and_then(|b| <[u8; 4]>::try_from(b).ok())
        .map_or(0.0, f32::from_le_bytes)
}

/// Lower-case words of letters (digits read as one sign: "12 mm" and "40 mm" are the same
/// shape).
pub fn shaped_words(text: &str) -> Vec<String> {
    classify::normalise(text)
        .split(|c: char| !c.is_alphanumeric() && c != '%' && c != '°')
        .filter(|w| !w.is_empty())
        .map(|w| {
            w.chars()
                .map(|c| if c.is_ascii_digit() { '0' } else { c })
                .collect()
        })
        .collect()
}
