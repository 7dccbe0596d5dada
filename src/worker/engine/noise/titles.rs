//! A file's title that names a kind of text that is no record: a contract, an invoice, a memo of
//! Human Resources, a newsletter.

use super::cues::TITLES;
use super::{contains_word, header_field, score};

/// A file whose title names a kind of text that is no record ("TOLL PROCESSING AGREEMENT",
/// "Notice of Annual General Meeting", « Offre d'emploi »), and whose words read as that kind.
/// The title may run on after a dash ("DISTRIBUTION AGREEMENT - <parties> - page 3 of 9"), or
/// sit in the memo's header line under it ("MEMO - <firm>", then "To: all staff ... Re: holiday
/// schedule").
pub(super) fn titled_non_record(text: &str) -> bool {
    let titled_by = |line: &str, titles: &[&str]| {
        // A long line's title is one of its parts between dashes: a short one, or one in
        // capitals ("GRAND RIVER EXTRUSIONS INC. - MINUTES OF THE BOARD OF DIRECTORS (regular
        // meeting, February)").
        let short = line.split_whitespace().count() <= 12;
        line.split(" - ").any(|part| {
            let words = part.split_whitespace().count();
            let capitals = part
                .split('(')
                .next()
                .unwrap_or_default()
                .chars()
                .filter(|c| c.is_alphabetic())
                .all(char::is_uppercase);
            let lower = part.to_lowercase();
            (short || words <= 6 || (words <= 10 && capitals))
                && titles.iter().any(|t| contains_word(&lower, t))
        })
    };
    let titled = |line: &str| titled_by(line, TITLES);
    let header = |line: &&str| header_field(line) || line.to_lowercase().contains("re:");
    let mut lines = text.lines().map(str::trim).filter(|l| !l.is_empty());
    // The title, or a field of the memo's header under it ("To: all staff / Re: Holiday
    // schedule 2024-2025").
    let first = lines.next();
    // A newsletter's items are someone else's news, whatever words of records they carry
    // ("Valley Grower News - October 2024").
    if first.is_some_and(|line| titled_by(line, NEWSLETTERS)) {
        return true;
    }
    let fields = lines.take(4).take_while(header);
    first.into_iter().chain(fields).any(titled) && score(text).0 >= 1.0
}

/// Titles of a newsletter.
const NEWSLETTERS: &[&str] = &["news", "newsletter", "infolettre"];
