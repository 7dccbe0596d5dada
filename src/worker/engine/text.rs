//! Sentence splitting, keyword matching and word-limited composition shared by the engines.

/// Sentences of a text: split at . ! ? and line breaks, trimmed, at least three words.
pub fn sentences(text: &str) -> Vec<String> {
    text.split(['.', '!', '?', '\n'])
        .map(|s| s.trim().trim_start_matches(['-', '*', '#', ' ']).trim())
        .filter(|s| s.split_whitespace().count() >= 3)
        .map(|s| format!("{s}."))
        .collect()
}

pub fn mentions(sentence: &str, keywords: &[&str]) -> bool {
    let lower = sentence.to_lowercase();
    keywords.iter().any(|k| lower.contains(k))
}

/// Joins sentences (no repeats) up to `limit` words; the last sentence is cut at the limit.
pub fn compose(sentences: &[String], limit: usize) -> String {
    let mut out: Vec<String> = Vec::new();
    let mut words = 0;
    for sentence in sentences {
        if out.contains(sentence) {
            continue;
        }
        let n = sentence.split_whitespace().count();
        if words + n > limit {
            let room = limit - words;
            if room > 0 {
                let cut: Vec<&str> = sentence.split_whitespace().take(room).collect();
                out.push(format!("{}…", cut.join(" ")));
            }
            break;
        }
        words += n;
        out.push(sentence.clone());
    }
    out.join(" ")
}

pub fn word_count(text: &str) -> usize {
    text.split_whitespace().count()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn compose_respects_the_word_limit() {
        let s = sentences("One two three four. Five six seven eight. Nine ten eleven twelve.");
        assert_eq!(s.len(), 3);
        let text = compose(&s, 6);
        assert_eq!(word_count(&text), 6);
        assert!(text.ends_with('…'));
        assert_eq!(
            compose(&s, 100),
            "One two three four. Five six seven eight. Nine ten eleven twelve."
        );
    }
}
