//! Sentence splitting, keyword matching and word-limited composition shared by the engines.

use super::segment::sentences_of;

/// Sentences of a text (UAX #29 boundaries, abbreviations and numbers kept whole, each line or
/// list item its own record), at least three words, ending with punctuation.
pub fn sentences(text: &str) -> Vec<String> {
    sentences_of(text)
        .into_iter()
        .filter(|s| s.split_whitespace().count() >= 3)
        .map(|s| terminated(&s))
        .collect()
}

/// The sentence with a final period when it has no closing punctuation.
pub fn terminated(sentence: &str) -> String {
    let s = sentence
        .trim()
        .trim_end_matches([',', ';', ':', '-'])
        .trim_end();
    if s.ends_with(['.', '!', '?', ')', '"', '\u{201d}']) {
        s.to_owned()
    } else {
        format!("{s}.")
    }
}

pub fn mentions(sentence: &str, keywords: &[&str]) -> bool {
    let lower = sentence.to_lowercase();
    keywords.iter().any(|k| lower.contains(k))
}

/// Joins whole sentences (no repeats), in the order given, up to `limit` words: a sentence that
/// does not fit is skipped and the next (shorter) ones are tried, so the text always ends at a
/// sentence boundary.
pub fn compose(sentences: &[String], limit: usize) -> String {
    let mut out: Vec<&String> = Vec::new();
    let mut words = 0;
    for sentence in sentences {
        if out.contains(&sentence) {
            continue;
        }
        let n = word_count(sentence);
        if words + n > limit {
            continue;
        }
        words += n;
        out.push(sentence);
    }
    out.iter().map(|s| s.as_str()).collect::<Vec<_>>().join(" ")
}

pub fn word_count(text: &str) -> usize {
    text.split_whitespace().count()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn compose_ends_at_a_sentence_boundary_within_the_limit() {
        let s = sentences(
            "One two three four. Five six seven eight nine. Ten eleven twelve. Peel test at 28 days: 3.5 N/mm.",
        );
        assert_eq!(s.len(), 4);
        assert_eq!(s[3], "Peel test at 28 days: 3.5 N/mm.");
        let text = compose(&s, 8);
        assert_eq!(text, "One two three four. Ten eleven twelve.");
        assert_eq!(
            compose(&s[..3], 100),
            "One two three four. Five six seven eight nine. Ten eleven twelve."
        );
    }
}
