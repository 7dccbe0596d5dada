//! A drafted sentence keeps the name of the record (trial, run, variant) it belongs to.

use super::super::evidence::Evidence;
use super::super::text::terminated;

/// The label a record opens with ("b131: linear temp comp ...", "Blend C: ..."): a short
/// name before a colon that carries a digit or a capital.
fn record_label(text: &str) -> Option<&str> {
    let (head, _) = text.split_once(':')?;
    let head = head.trim();
    let words = head.split_whitespace().count();
    ((1..=3).contains(&words)
        && head.len() <= 24
        && head.chars().any(|c| c.is_ascii_digit() || c.is_uppercase()))
    .then_some(head)
}

/// A sentence with the label of the record it belongs to, when the record's first sentence
/// (which names it) is not in the line: a result never leaves its trial.
pub(super) fn with_subject(ev: &Evidence, chosen: &[usize], i: usize) -> String {
    let s = &ev.segments[i];
    let text = terminated(&s.text);
    let first = (0..i)
        .rev()
        .take_while(|&j| ev.segments[j].block == s.block && ev.segments[j].source == s.source)
        .last();
    let Some(j) = first else {
        return text;
    };
    match record_label(&ev.segments[j].text) {
        // Its record's name is not in the line, or the sentence names another record ("RPVOT
        // only 145 min though (B2 was 120)" in B3's record): the name goes before it.
        Some(label)
            if !text.contains(label)
                && (!chosen.contains(&j) || names_another_record(&text, label)) =>
        {
            format!("{label}: {text}")
        }
        _ => text,
    }
}

/// Whether `text` names a record's code ("B2", "K1", "run-7") other than `label`.
fn names_another_record(text: &str, label: &str) -> bool {
    text.split(|c: char| !c.is_alphanumeric() && c != '-')
        .filter(|w| w.len() <= 8 && *w != label)
        .any(|w| {
            w.chars().any(|c| c.is_ascii_digit())
                && w.chars().next().is_some_and(char::is_alphabetic)
                && w.chars().any(char::is_uppercase)
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_sentence_that_names_another_record_keeps_its_own_record_s_name() {
        assert!(names_another_record(
            "RPVOT only 145 min though (B2 was 120).",
            "B3"
        ));
        assert!(!names_another_record(
            "RPVOT only 145 min, clear at -25 C.",
            "B3"
        ));
        assert!(!names_another_record("Pour -39 C in 2024, 20 mm.", "B3"));
    }
}
