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

/// A file named for a kind of text that is no record ("texte_promo_baumes_hiver_2025.docx",
/// "facture_F-5531.pdf", "infolettre_hiver.txt"), whose words read as that kind too.
pub fn named_non_record(filename: &str, text: &str) -> bool {
    const NAMES: &[&str] = &[
        "promo",
        "promotion",
        "promotionnel",
        "invoice",
        "facture",
        "newsletter",
        "infolettre",
        "brochure",
        "flyer",
        "dépliant",
        "depliant",
        "catalogue",
        "catalog",
        "soumission",
        "pricelist",
        "bulletin",
        "insurance",
        "assurance",
        "assurances",
        "lease",
        "bail",
        "auction",
        "encan",
        "emploi",
        "publicite",
        "publicité",
        "warranty",
        "garantie",
        "sds",
        "fds",
        "invite",
        "invitation",
    ];
    let stem = filename
        .rsplit_once('.')
        .map_or(filename, |(stem, _)| stem)
        .to_lowercase();
    let tokens: Vec<&str> = stem
        .split(|c: char| !c.is_alphanumeric())
        .filter(|t| !t.is_empty())
        .collect();
    let named = tokens.iter().any(|t| NAMES.contains(t))
        || tokens
            .windows(2)
            .any(|w| matches!(w, ["price", "list"] | ["liste", "prix"]));
    named && score(text).0 >= 0.5
}

/// Whether a message's subject names a kind of text that is no record ("Infolettre de
/// février", "Invoice 4471", "Holiday schedule"); not a contract under discussion ("Formalin -
/// stocking contract 2025").
pub fn names_a_non_record_kind(subject: &str) -> bool {
    const SUBJECTS: &[&str] = &[
        "newsletter",
        "infolettre",
        "invoice",
        "facture",
        "job posting",
        "offre d'emploi",
        "holiday schedule",
        "horaire des fêtes",
        "press release",
        "communiqué",
        "webinar",
        "webinaire",
        "promotion",
    ];
    let lower = subject.to_lowercase();
    !lower.is_empty() && SUBJECTS.iter().any(|t| contains_word(&lower, t))
}
