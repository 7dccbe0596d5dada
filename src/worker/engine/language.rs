//! Which language a text is written in (whatlang, a maintained detector), and which language a
//! run answers in: the one the request named, else the input's, else the evidence's (DESIGN §18).

use whatlang::{Detector, Lang as Detected};

use super::wording::Lang;

/// How much of a text is read to tell its language: enough for a stable answer, bounded so a
/// large file costs microseconds.
const SAMPLE_BYTES: usize = 4096;
/// Below this many words a text does not decide the language on its own ("Draft 242").
const MIN_WORDS: usize = 4;

fn sample(text: &str) -> &str {
    if text.len() <= SAMPLE_BYTES {
        return text;
    }
    let mut end = SAMPLE_BYTES;
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    &text[..end]
}

/// English or French, when the text reads clearly as one of them.
pub fn detect(text: &str) -> Option<Lang> {
    let text = sample(text);
    if text.split_whitespace().count() < MIN_WORDS {
        return None;
    }
    let detector = Detector::with_allowlist(vec![Detected::Eng, Detected::Fra]);
    let info = detector.detect(text)?;
    if info.confidence() < 0.2 {
        return None;
    }
    match info.lang() {
        Detected::Fra => Some(Lang::Fr),
        Detected::Eng => Some(Lang::En),
        _ => None,
    }
}

/// A file's language as its index data records it: `"en"`, `"fr"`, another language's ISO
/// 639-3 code, or `None` when the text is too short or mixed to tell.
pub fn index_code(text: &str) -> Option<String> {
    let info = whatlang::detect(sample(text))?;
    if !info.is_reliable() {
        return None;
    }
    Some(match info.lang() {
        Detected::Eng => "en".to_owned(),
        Detected::Fra => "fr".to_owned(),
        other => other.code().to_owned(),
    })
}

/// The language of the answer: the request's, else the input's (with the user's earlier
/// messages), else the language most of the evidence's words are in, else English.
pub fn answer(requested: Option<Lang>, input: &str, history: &[String], files: &[&str]) -> Lang {
    if let Some(lang) = requested {
        return lang;
    }
    if let Some(lang) = detect(input) {
        return lang;
    }
    let said: String = history
        .iter()
        .rev()
        .take(3)
        .map(String::as_str)
        .collect::<Vec<_>>()
        .join("\n");
    if let Some(lang) = detect(&said) {
        return lang;
    }
    let (mut en, mut fr) = (0usize, 0usize);
    for text in files {
        let words = text.split_whitespace().count();
        match detect(text) {
            Some(Lang::Fr) => fr += words,
            Some(Lang::En) => en += words,
            None => {}
        }
    }
    if fr > en { Lang::Fr } else { Lang::En }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn french_and_english_are_told_apart() {
        assert_eq!(
            detect(
                "On a testé trois mélanges de béton à -10 °C et mesuré la résistance à 7 jours."
            ),
            Some(Lang::Fr)
        );
        assert_eq!(
            detect("We poured three concrete mixes at -10 C and measured the strength at 7 days."),
            Some(Lang::En)
        );
        assert_eq!(detect("T661 242"), None);
        assert_eq!(
            index_code(
                "Nous avons mesuré la viscosité de chaque lot après 45 jours au froid, et le lot B3 est resté stable."
            ),
            Some("fr".into())
        );
    }

    #[test]
    fn the_request_wins_then_the_input_then_the_evidence() {
        let fr_log = "Essai 3 : on a augmenté la température du moule à 60 °C. Le retrait a diminué de 12 %.";
        assert_eq!(
            answer(
                Some(Lang::En),
                "Rédige les lignes du T661 à partir du journal",
                &[],
                &[]
            ),
            Lang::En
        );
        assert_eq!(
            answer(
                None,
                "Rédige les lignes du T661 à partir du journal",
                &[],
                &[]
            ),
            Lang::Fr
        );
        assert_eq!(
            answer(
                None,
                "Please draft the T661 lines from the log",
                &[],
                &[fr_log]
            ),
            Lang::En
        );
        assert_eq!(answer(None, "242", &[], &[fr_log]), Lang::Fr);
        assert_eq!(answer(None, "242", &[], &[]), Lang::En);
    }
}
