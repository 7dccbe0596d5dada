//! Retrieval: files' extracted text split into overlapping word windows and ranked against the
//! input with BM25; the best windows become the run's citations.

use std::collections::HashMap;

use uuid::Uuid;

const WINDOW: usize = 120;
const STRIDE: usize = 90;
const K1: f64 = 1.2;
const B: f64 = 0.75;

#[derive(Debug, Clone)]
pub struct Chunk {
    pub file_id: Uuid,
    pub filename: String,
    pub text: String,
}

#[derive(Debug, Clone)]
pub struct Hit {
    pub chunk: Chunk,
    pub score: f64,
}

/// Lower-cased alphanumeric terms, without the commonest English words.
pub fn terms(text: &str) -> Vec<String> {
    const STOP: &[&str] = &[
        "the", "a", "an", "and", "or", "of", "to", "in", "on", "for", "with", "we", "our", "is",
        "are", "was", "were", "be", "been", "this", "that", "it", "as", "at", "by", "from", "i",
    ];
    text.split(|c: char| !c.is_alphanumeric())
        .filter(|t| !t.is_empty())
        .map(str::to_lowercase)
        .filter(|t| !STOP.contains(&t.as_str()))
        .collect()
}

pub fn chunk(file_id: Uuid, filename: &str, text: &str) -> Vec<Chunk> {
    let words: Vec<&str> = text.split_whitespace().collect();
    let mut chunks = Vec::new();
    let mut start = 0;
    while start < words.len() {
        let end = (start + WINDOW).min(words.len());
        chunks.push(Chunk {
            file_id,
            filename: filename.to_owned(),
            text: words[start..end].join(" "),
        });
        if end == words.len() {
            break;
        }
        start += STRIDE;
    }
    chunks
}

/// The `top` chunks by BM25 score against `query` (only those sharing a term).
pub fn rank(query: &str, chunks: &[Chunk], top: usize) -> Vec<Hit> {
    let query_terms = terms(query);
    if chunks.is_empty() || query_terms.is_empty() {
        return Vec::new();
    }
    let docs: Vec<Vec<String>> = chunks.iter().map(|c| terms(&c.text)).collect();
    let n = docs.len() as f64;
    let avg_len = docs.iter().map(Vec::len).sum::<usize>() as f64 / n;
    let mut df: HashMap<&str, f64> = HashMap::new();
    for doc in &docs {
        let mut seen: Vec<&str> = doc.iter().map(String::as_str).collect();
        seen.sort_unstable();
        seen.dedup();
        for term in seen {
            *df.entry(term).or_default() += 1.0;
        }
    }
    let mut hits: Vec<Hit> = docs
        .iter()
        .zip(chunks)
        .filter_map(|(doc, chunk)| {
            let mut tf: HashMap<&str, f64> = HashMap::new();
            for term in doc {
                *tf.entry(term.as_str()).or_default() += 1.0;
            }
            let len = doc.len() as f64;
            let score: f64 = query_terms
                .iter()
                .filter_map(|q| {
                    let f = *tf.get(q.as_str())?;
                    let d = df.get(q.as_str()).copied().unwrap_or(0.0);
                    let idf = ((n - d + 0.5) / (d + 0.5) + 1.0).ln();
                    Some(idf * f * (K1 + 1.0) / (f + K1 * (1.0 - B + B * len / avg_len.max(1.0))))
                })
                .sum();
            (score > 0.0).then(|| Hit {
                chunk: chunk.clone(),
                score,
            })
        })
        .collect();
    hits.sort_by(|a, b| b.score.total_cmp(&a.score));
    hits.truncate(top);
    hits
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_relevant_chunk_ranks_first() {
        let (f1, f2) = (Uuid::from_u128(1), Uuid::from_u128(2));
        let mut chunks = chunk(
            f1,
            "a.txt",
            "Quarterly sales figures and marketing budget review.",
        );
        chunks.extend(chunk(f2, "b.txt", "The coating delamination hypothesis was tested at high temperature; delamination persisted."));
        let hits = rank("why did the coating delamination happen", &chunks, 3);
        assert_eq!(hits.len(), 1);
        assert_eq!(hits[0].chunk.file_id, f2);
    }

    #[test]
    fn long_texts_become_overlapping_windows() {
        let text = (0..300)
            .map(|i| format!("w{i}"))
            .collect::<Vec<_>>()
            .join(" ");
        let chunks = chunk(Uuid::from_u128(3), "f.txt", &text);
        assert_eq!(chunks.len(), 3);
        assert!(chunks[1].text.starts_with("w90 "));
        assert!(chunks[2].text.ends_with("w299"));
    }
}
