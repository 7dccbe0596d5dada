//! Content that is not a record of the work: invoices, quotes and price lists, marketing copy,
//! contracts and NDAs, job postings and HR text. Such a file, section or paragraph is recognised
//! by the words of its kind (in English and French) weighed against the words of a record (what
//! was tried, measured, observed), and is left out of every line and of the logbook.

mod asides;
mod bulletins;
mod commerce;
mod cues;
mod instruments;
mod notices;
mod paperwork;
mod titles;
pub use asides::declares_an_aside;
use cues::{BOILERPLATE, COMMERCIAL_COLUMNS, HEADER_LEADS, KINDS, RECORD, SECTIONS};
pub use instruments::checks_an_instrument;
use titles::titled_non_record;
pub use titles::{named_non_record, names_a_non_record_kind};

/// How strongly a text reads as non-record content: the best kind's distinct cues minus the
/// record cues, and that kind's name.
pub fn score(text: &str) -> (f32, &'static str) {
    let lower = text.to_lowercase();
    let words = lower.split_whitespace().count().max(1) as f32;
    let record = RECORD.iter().filter(|c| lower.contains(*c)).count() as f32;
    let money = lower.matches('$').count().min(6) as f32 * 0.5 + price_lines(&lower);
    // A hashtag ("#fleurdesel"), not a heading's mark ("# Semaine du 4 mars").
    let hashtag = lower.split_whitespace().any(|w| {
        w.strip_prefix('#')
            .is_some_and(|tag| tag.chars().count() >= 2 && tag.chars().all(char::is_alphanumeric))
    });
    KINDS
        .iter()
        .map(|(kind, cues)| {
            let hits = cues.iter().filter(|c| contains_word(&lower, c)).count() as f32;
            let extra = match *kind {
                "invoice" => money,
                "marketing" if hashtag => 1.0,
                _ => 0.0,
            };
            // Longer texts need more cues: one per 60 words or so.
            let density = (hits + extra) / (1.0 + words / 60.0).sqrt();
            (density - 0.7 * record, *kind)
        })
        .max_by(|a, b| a.0.total_cmp(&b.0))
        .unwrap_or((0.0, ""))
}

/// A price list's shape: lines that pair an item with a price or a rate ("Minimum run charge
/// ....... $450 per run", "Rush scheduling ... +25%", "Pallet storage: 12 $/palette"); up to
/// 3 when most of the text's lines are such lines.
fn price_lines(lower: &str) -> f32 {
    let lines: Vec<&str> = lower.lines().filter(|l| !l.trim().is_empty()).collect();
    let priced = lines.iter().filter(|l| is_price_line(l)).count();
    if lines.len() >= 3 && priced * 2 >= lines.len() {
        3.0
    } else {
        0.0
    }
}

/// A line that pairs an item with a price or a rate (lower case).
fn is_price_line(l: &str) -> bool {
    let money = l.contains('$') || l.contains('€') || l.contains(" cad") || l.contains(" usd");
    let leader = l.contains("....") || l.contains('…');
    let rate = [
        " per ", "/unit", " par ", "/week", "/month", "/semaine", "/mois", "/tote", "/drum", "/bag",
    ]
    .iter()
    .any(|r| l.contains(r));
    // A line ending in an amount ("1,000 L tote  $5,340.00", "218,00 $").
    let amount = l.split_whitespace().last().is_some_and(|w| {
        (w.starts_with('$') || w.ends_with('$')) && w.chars().any(|c| c.is_ascii_digit())
    }) || l.trim_end().ends_with(" $");
    // An invoice line's amount without a currency sign ("6.5 mm  0.38  1,520.00").
    let cents = l.split_whitespace().count() >= 3
        && l.split_whitespace().last().is_some_and(|w| {
            let w = w.trim_end_matches(['.', ',']);
            w.len() >= 4
                && w.as_bytes()[w.len() - 3] == b'.'
                && w.chars()
                    .all(|c| c.is_ascii_digit() || matches!(c, '.' | ','))
                && w.chars().filter(|c| *c == '.').count() == 1
        });
    (money && (leader || rate || amount))
        || cents
        || (leader && l.chars().any(|c| c.is_ascii_digit()))
}

/// Whether `cue` occurs in `text` starting at a word boundary (so "tax" is not in "syntax",
/// "nda" not in "calendar"); a cue of six letters or more may start a longer word, a shorter
/// one ends with its word (« congé » is not in « congélateur »).
fn contains_word(text: &str, cue: &str) -> bool {
    starts_of_words(text, cue).any(|i| {
        let after = text[i + cue.len()..].chars().next();
        after.is_none_or(|c| !c.is_alphanumeric())
            || cue.ends_with(' ')
            || cue.chars().count() >= 6
            || cue.ends_with('f')
    })
}

/// Where `cue` stands in `text` at the start of a word.
fn starts_of_words<'a>(text: &'a str, cue: &'a str) -> impl Iterator<Item = usize> + 'a {
    text.match_indices(cue).map(|(i, _)| i).filter(|&i| {
        text[..i]
            .chars()
            .next_back()
            .is_none_or(|c| !c.is_alphanumeric())
    })
}

/// A section whose heading says it holds no record (a "Marketing" or "Capex" section). A cue
/// starts a word of the heading ("Advertising", not « Surventes » for « ventes »).
pub fn is_non_record_section(heading: &str) -> bool {
    // A quotation of someone ("Quote from Aidan's e-mail today") is no price quote.
    let lower = heading.to_lowercase().replace("quote from", "");
    !lower.is_empty()
        && SECTIONS
            .iter()
            .any(|cue| starts_of_words(&lower, cue).next().is_some())
}

/// A table that is a price list, a quote or an order sheet: most of its named columns are
/// commercial, or its text reads as one. `money` is the share of its figures that are amounts
/// of money (see `tabular::Table::money_share`).
pub fn is_non_record_table(
    columns: &[(String, String)],
    text: &str,
    dated_rows: bool,
    money: Option<f32>,
) -> bool {
    let named: Vec<String> = columns
        .iter()
        .map(|(n, u)| format!("{n} {u}").to_lowercase())
        .filter(|n| !n.trim().is_empty())
        .collect();
    let commercial = named
        .iter()
        .filter(|n| COMMERCIAL_COLUMNS.iter().any(|c| contains_word(n, c)) || n.contains('$'))
        .count();
    // Prices in most rows ("218,00 $", "$14.75").
    let rows: Vec<&str> = text
        .lines()
        .skip(1)
        .filter(|l| !l.trim().is_empty())
        .collect();
    let priced = rows
        .iter()
        .filter(|l| l.contains('$') || l.contains('€'))
        .count();
    // A run sheet whose rows are dated may cost each run in one column of several ("blend,
    // mixed, ethanol, second solvent, surfactant, raw material cost per jug"): its prices then
    // weigh as a column, not as an invoice's amounts, and only a title says it is none.
    // So may a table of measures whose figures are mostly not money ("tubes, leaks, leak rate,
    // time per cone, added cost per tube").
    let measures = money.is_some_and(|m| m * 3.0 < 1.0);
    if (dated_rows || measures) && commercial * 3 < named.len() {
        return titled_non_record(text);
    }
    // A grid of prices names no price column ("Option, 20 ft model, 22 ft model").
    let prices = money.is_some_and(|m| m >= 0.75);
    (commercial >= 2 && commercial * 3 >= named.len())
        || (rows.len() >= 2 && priced * 2 >= rows.len() && (commercial >= 1 || prices))
        || is_non_record_file(text)
}

/// A whole file that is not a record (an invoice, a brochure, a job posting): it reads as one,
/// and none of its paragraphs reads as a record of the work (a memo with an HR note at its end
/// is a record with a non-record part, left out part by part).
pub fn is_non_record_file(text: &str) -> bool {
    (score(text).0 >= 3.0
        && (mostly_non_record(text.lines()) || !text.lines().any(reads_as_record)))
        || titled_non_record(text)
}

/// A line that reads as a record of the work: a record word and a figure, and no words of a
/// non-record kind.
fn reads_as_record(line: &str) -> bool {
    let lower = line.to_lowercase();
    RECORD.iter().any(|c| lower.contains(c))
        && lower.chars().any(|c| c.is_ascii_digit())
        && !carries_non_record_words(line)
}

/// A section or paragraph that is not a record, or that a note says is not one ("Draft
/// packaging text (marketing, for info only)", « Texte de notre site web, collé ici »).
pub fn is_non_record_part(text: &str) -> bool {
    let words = text.split_whitespace().count();
    let (score, kind) = score(text);
    // A postscript or "other business" is an aside: fewer cues tell what it is; so do the
    // words of notices, automatic replies, bulletins and warranty cards, which no record
    // uses.
    let bar = if opens_an_aside(text) {
        1.0
    } else if bulletins::KINDS.contains(&kind) {
        1.5
    } else {
        2.5
    };
    (words >= 6 && score >= bar) || announces(text)
}

/// Whether a paragraph opens as an aside ("PS - we got the booth ...", « Varia : ... »), or
/// its lead says it was pasted, copied or forwarded from elsewhere ("PASTED FROM LANDLORD
/// EMAIL (so I don't lose it): ...", "(copied here so I remember to send it) ...", « Copié du
/// courriel de Sophie pour l'affiche : ... »).
fn opens_an_aside(text: &str) -> bool {
    let lower = text
        .trim_start()
        .trim_start_matches(['>', '*', '_', '#', ' '])
        .to_lowercase();
    const CARRIED: &[&str] = &[
        "pasted",
        "copied",
        "forwarded",
        "fwd",
        "copié",
        "copiée",
        "collé",
        "collée",
        "transféré",
        "réexpédié",
    ];
    // The lead: up to its colon or its closing bracket, at most twelve words.
    let lead = lower.split([':', ')']).next().unwrap_or_default();
    let carried = lead.split_whitespace().count() <= 12
        && lead
            .split(|c: char| !c.is_alphanumeric() && c != 'é')
            .any(|w| CARRIED.contains(&w));
    carried
        || [
            "ps ",
            "ps:",
            "ps-",
            "p.s.",
            "p.-s.",
            "other business",
            "varia",
        ]
        .iter()
        .any(|lead| lower.starts_with(lead))
}

/// Whether a paragraph is a firm's blurb about itself: "About <Firm>:" (« À propos de <Firm> :
/// »), then its history or an invitation to buy ("since 2009 ... Ask us about our support
/// packages").
fn firm_blurb(text: &str) -> bool {
    let text = text.trim_start();
    let lower = text.to_lowercase();
    let about = ["about ", "à propos de ", "à propos d'"].iter().any(|p| {
        lower.starts_with(p)
            && text
                .get(p.len()..)
                .and_then(|rest| rest.split_once(':'))
                .is_some_and(|(name, _)| {
                    name.split_whitespace().count() <= 3
                        && name.starts_with(|c: char| c.is_uppercase())
                })
    });
    const SELLS: &[&str] = &[
        "ask us",
        "contact us",
        "contactez-nous",
        "since 19",
        "since 20",
        "depuis 19",
        "depuis 20",
        "has delivered",
        "have delivered",
        "a réalisé plus de",
    ];
    about && SELLS.iter().any(|c| lower.contains(c))
}

/// Whether a sentence, wherever it stands, reads plainly as the firm's staffing or
/// administration (hiring, leave, budgets, leases, staff events, safety talks): several cues of
/// one such kind, more than its record words, and more still when it states figures (« une
/// production rentable ... 0,35 g/L par jour ... ce que l'acheteur paie » is a target). Words
/// of trade ("dealers", « facture ») are common in records and weigh only with their paragraph.
pub fn plainly_non_record(sentence: &str) -> bool {
    let (score, kind) = score(sentence);
    let bar = if sentence.chars().any(|c| c.is_ascii_digit()) {
        1.5
    } else {
        1.0
    };
    score >= bar && matches!(kind, "hiring" | "meeting")
}

/// Whether a line of the text announces that the text is copy, not a record.
pub fn announces(text: &str) -> bool {
    text.lines().any(announces_non_record)
}

/// Whether most of a part's words sit in sentences that carry non-record words themselves: a
/// part that reads as non-record only because of a clause or a reminder inside it ("Coatings
/// applied today ... As usual, our trial terms apply: limitation of liability ...") loses those
/// sentences ([`carries_non_record_words`]), not its record.
pub fn mostly_non_record<'a>(sentences: impl Iterator<Item = &'a str>) -> bool {
    let (mut flagged, mut all) = (0, 0);
    for s in sentences {
        let words = s.split_whitespace().count();
        all += words;
        if carries_non_record_words(s) {
            flagged += words;
        }
    }
    all > 0 && flagged * 2 >= all
}

/// A sentence with words of a non-record kind, more than of a record.
pub fn carries_non_record_words(sentence: &str) -> bool {
    score(sentence).0 >= 0.5 || is_price_line(&sentence.to_lowercase())
}

/// A sentence that is e-mail boilerplate (a confidentiality notice, "Sent from my iPhone", a
/// "Subject:" or "Tél. :" line): never a record, wherever it stands.
pub fn is_boilerplate(sentence: &str) -> bool {
    let lower = sentence.trim().to_lowercase();
    BOILERPLATE.iter().any(|b| lower.contains(b))
        || HEADER_LEADS.iter().any(|h| lower.starts_with(h))
}

/// Whether a line is a field of an e-mail's header ("From: ...", « Objet : ... », "Date: ...").
pub fn header_field(line: &str) -> bool {
    let lower = line.trim().to_lowercase();
    HEADER_LEADS.iter().any(|h| lower.starts_with(h))
        || ["date:", "date :", "sent:", "envoyé :", "envoyé:"]
            .iter()
            .any(|h| lower.starts_with(h))
}

/// The signature block of an e-mail in a paragraph: what follows its "--" line (the sender's
/// company, links, the confidentiality notice), which is no record of the work.
pub fn signature(paragraph: &str) -> Option<&str> {
    let mut at = 0;
    for line in paragraph.split_inclusive('\n') {
        at += line.len();
        if matches!(line.trim(), "--" | "—" | "__") {
            let rest = paragraph[at..].trim();
            return (!rest.is_empty()).then_some(rest);
        }
    }
    None
}

/// Whether a short line announces that what follows is copy, not a record: it names a kind of
/// copy (marketing, website, packaging, brochure) and says it was pasted or is not part of the
/// work.
fn announces_non_record(line: &str) -> bool {
    const KIND: &[&str] = &[
        "marketing",
        "website",
        "web site",
        "web copy",
        "instagram",
        "social media",
        "launch copy",
        "site web",
        "packaging",
        "emballage",
        "brochure",
        "sales copy",
        "ad copy",
        "publicité",
        "press release",
        "communiqué",
        "affiche",
        "poster",
        "annonce",
        "classified",
    ];
    const FRAME: &[&str] = &[
        "for info",
        "fyi",
        "not part of",
        "pasted",
        "copied",
        "for reference",
        "draft",
        "text",
        "copy",
        "pour info",
        "ne fait pas partie",
        "collé",
        "copié",
        "ébauche",
        "texte",
    ];
    let lower = line.to_lowercase();
    // A long line is announced by its lead, up to its colon or its quotation ("Jess asked for
    // website copy while I'm at it: \"Crafted in small batches ...\"").
    let lead = lower
        .split([':', '"', '\u{ab}', '\u{201c}'])
        .next()
        .unwrap_or_default();
    let lower = if lower.split_whitespace().count() <= 25 {
        lower.as_str()
    } else {
        lead
    };
    lower.split_whitespace().count() <= 25
        && KIND.iter().any(|k| contains_word(lower, k))
        && FRAME.iter().any(|f| contains_word(lower, f))
}

#[cfg(test)]
mod tests;
