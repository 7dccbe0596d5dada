//! Sentence segmentation: UAX #29 sentence boundaries (`unicode-segmentation`) per line, with a
//! guard for abbreviations and initials ("e.g.", "approx.", "No. 4", "Dr. Roy", "J. Okafor"), so
//! that a sentence is never cut inside a number ("3.5 N/mm", "v2.3.1") or after an abbreviation.
//! Lines are records: each log line, bullet or list item is its own segment; hard-wrapped prose
//! (a line continuing in lower case) is joined first.

use unicode_segmentation::UnicodeSegmentation;

/// Words that end with a period without ending the sentence.
const ABBREVIATIONS: &[&str] = &[
    "e.g.", "i.e.", "approx.", "no.", "nos.", "fig.", "figs.", "dr.", "vs.", "cf.", "mr.", "mrs.",
    "ms.", "st.", "inc.", "ltd.", "co.", "corp.", "dept.", "eq.", "ref.", "vol.", "pp.", "al.",
    "jr.", "sr.", "prof.", "rev.", "cal.", "cert.", "ca.", "est.", "incl.", "con.", "tel.", "ext.",
    "p.eng.", "etc.",
];

/// Whether a piece ends with an abbreviation or an initial, so the next piece continues it.
fn ends_with_abbreviation(piece: &str) -> bool {
    let last = piece.split_whitespace().last().unwrap_or_default();
    let last = last.trim_start_matches(['(', '"', '\'', '[']);
    let lower = last.to_lowercase();
    if ABBREVIATIONS.contains(&lower.as_str()) {
        return true;
    }
    // An initial: one upper-case letter and a period ("J. Okafor"), unless it is a unit after
    // a number ("over 0-40 C. Not enough").
    let mut words = piece.split_whitespace().rev();
    let after_number = words
        .nth(1)
        .is_some_and(|w| w.chars().last().is_some_and(|c| c.is_ascii_digit()));
    let mut chars = last.chars();
    !after_number
        && matches!((chars.next(), chars.next(), chars.next()), (Some(c), Some('.'), None) if c.is_uppercase())
}

/// Whether a line is an item of a list ("- ...", "1. ...", "(2) ...").
pub fn is_list_item(line: &str) -> bool {
    list_marker(line).is_some()
}

/// A list marker at the start of a line ("- ", "* ", "1. ", "(2) ", "a) "), if any, also in
/// a quoted e-mail ("> - moins de 3 s par bon").
fn list_marker(line: &str) -> Option<usize> {
    let t = line.trim_start_matches(|c: char| c.is_whitespace() || c == '>');
    let lead = line.len() - t.len();
    for m in ["- ", "* ", "• ", "– ", "+ "] {
        if t.starts_with(m) {
            return Some(lead + m.len());
        }
    }
    let digits = t.chars().take_while(char::is_ascii_digit).count();
    if digits > 0 && digits <= 2 {
        let rest = &t[digits..];
        if rest.starts_with(". ") || rest.starts_with(") ") {
            return Some(lead + digits + 2);
        }
    }
    if t.starts_with('(')
        && let Some(close) = t.find(") ")
        && close <= 3
    {
        return Some(lead + close + 2);
    }
    None
}

/// The text of a line without its list marker and markdown emphasis/heading marks.
pub fn strip_line(line: &str) -> &str {
    let mut t = line.trim();
    if let Some(at) = list_marker(t) {
        t = &t[at..];
    }
    // Markdown's headings, quotes and emphasis ("**Lundi 3 juin** —").
    t.trim_start_matches(['#', '>', ' ', '*', '_']).trim()
}

/// The title of a line set between rules ("--- Notes ---", "==== pasted ===="), when it is one.
pub fn framed(line: &str) -> Option<&str> {
    let t = line.trim();
    let rule = |c: char| matches!(c, '-' | '=' | '_' | '*');
    let inner = t.trim_start_matches(rule).trim_end_matches(rule).trim();
    let lead = t.len() - t.trim_start_matches(rule).len();
    let tail = t.len() - t.trim_end_matches(rule).len();
    (lead >= 3 && tail >= 3 && !inner.is_empty()).then_some(inner)
}

/// Whether a line opens a to-do list: "TODO", "To do:", « À faire (noté à la main) : ... »,
/// "To do this week:".
pub fn opens_a_todo_list(line: &str) -> bool {
    let lower = strip_line(line).trim().to_lowercase();
    ["todo", "to do", "to-do", "à faire", "a faire"]
        .iter()
        .any(|k| {
            lower.strip_prefix(k).is_some_and(|rest| {
                // A word of its own ("To document the runs: ..." opens none).
                if rest.starts_with(char::is_alphanumeric) {
                    return false;
                }
                let rest = rest.trim_start();
                // Or when ("To do this week:", « À faire cette semaine : »).
                let when = rest.split_once(':').is_some_and(|(when, _)| {
                    (1..=3).contains(&when.split_whitespace().count())
                        && when.chars().all(|c| c.is_alphabetic() || c == ' ')
                });
                rest.is_empty() || when || rest.starts_with([':', '(', '-', '\u{2013}', '\u{2014}'])
            })
        })
}

/// A line without what its writer struck out at its start ("~~Thurs 16 Jan~~ Fri 17 Jan":
/// the entry is the 17th); a line struck out whole is withdrawn (empty).
pub fn unstruck(line: String) -> String {
    let t = line.trim();
    let Some(inner) = t.strip_prefix("~~") else {
        return line;
    };
    match inner.find("~~") {
        Some(end) if end + 2 == inner.len() => String::new(),
        Some(end) => inner[end + 2..].trim_start().to_owned(),
        None => line,
    }
}

/// Whether `line` starts a new record rather than continuing the previous line's sentence.
fn starts_record(line: &str) -> bool {
    let t = line.trim_start();
    list_marker(line).is_some()
        || t.starts_with(['#', '|', '>'])
        || !t.chars().next().is_some_and(char::is_lowercase)
        || opens_with_a_day(t)
        || super::dates::weekday_and_day(t).is_some()
}

/// Whether a line opens with a day: "7/10/2025", "17/04", « 10 juillet ... », « le 26 mars
/// ... », « du 24 au 26 mars ».
fn opens_with_a_day(t: &str) -> bool {
    let first = t
        .split_whitespace()
        .next()
        .unwrap_or_default()
        .to_lowercase();
    // "7/10/2025", "17/04": a slashed date opens an entry too.
    let slashed = first.contains('/')
        && first
            .trim_end_matches([':', ','])
            .split('/')
            .all(|p| (1..=4).contains(&p.len()) && p.chars().all(|c| c.is_ascii_digit()));
    // « 10 juillet réception ... », « le 26 mars ... », « du 24 au 26 mars »: a day the date
    // reader finds at the line's start (any year will do to know it is a day).
    let style = super::dates::DateStyle {
        year: Some(2000),
        day_first: true,
        firm: false,
    };
    let day_month = style.find(t).is_some_and(|(at, _, _)| {
        let before = t[..at].trim().to_lowercase();
        matches!(before.as_str(), "" | "le" | "du")
            || super::dates::weekday(before.trim_end_matches(['.', ','])).is_some()
    });
    slashed || day_month
}

/// Whether `line` continues a hard-wrapped `prev` although it starts with a capital, a digit
/// or a bracket ("... kept the coating on" / "(96%) but it cracked ..."): `prev` is as long as
/// wrapped lines are and `line` is neither a list item, a heading nor a dated entry.
fn wrapped(prev: &str, line: &str) -> bool {
    const MONTHS: [&str; 12] = [
        "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec",
    ];
    const WEEKDAYS: [&str; 7] = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"];
    let t = line.trim_start();
    let first = t
        .split_whitespace()
        .next()
        .unwrap_or_default()
        .to_lowercase();
    let dated = MONTHS.iter().chain(&WEEKDAYS).any(|m| first.starts_with(m))
        || first.chars().take(4).all(|c| c.is_ascii_digit()) && first.len() >= 8
        || opens_with_a_day(t);
    // A field ("Envoyé : 2 mai 2025", "Objet : ...") opens its own line.
    let keyed = t
        .find(':')
        .is_some_and(|at| (1..=2).contains(&t[..at].split_whitespace().count()));
    prev.chars().count() >= 60
        && !prev.contains(" | ")
        && !first.ends_with(':')
        && !keyed
        && list_marker(line).is_none()
        && !t.starts_with(['#', '|', '>'])
        && !dated
        && !t.ends_with(':')
}

/// Lines of a text, with hard-wrapped continuation lines joined to the line they continue. A
/// line that starts with a capital continues its predecessor only inside a block that reads as
/// hard-wrapped prose: in a block of short lines of unequal length ("Built 2 walls, WFS 6.5
/// m/min" / "Interlayer wait 60 s, no temp check"), each line is a note of its own.
pub fn logical_lines(text: &str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let mut open = false;
    let lines: Vec<&str> = text.lines().collect();
    let ragged = ragged_blocks(&lines);
    for (raw, ragged) in lines.iter().zip(ragged) {
        let line = raw.trim_end();
        if line.trim().is_empty() {
            out.push(String::new());
            open = false;
            continue;
        }
        match out.last_mut() {
            Some(prev) if open && (!starts_record(line) || (!ragged && wrapped(prev, line))) => {
                prev.push(' ');
                prev.push_str(line.trim());
            }
            _ => out.push(line.to_owned()),
        }
        // A markdown heading is a line of its own, however long, and so is a title set
        // between rules ("=== Semaine du 31 mars ===").
        open = !line.ends_with(['.', ':', '!', '?', ';'])
            && !line.trim_start().starts_with('#')
            && framed(line).is_none();
    }
    out
}

/// For each line, whether its block (the lines between blank lines) is made of notes rather
/// than hard-wrapped prose: at least three lines, and half of those before the last shorter
/// than any wrap width (55 characters). Wrapped prose fills every line but its last.
fn ragged_blocks(lines: &[&str]) -> Vec<bool> {
    let mut out = vec![false; lines.len()];
    let mut start = 0;
    while start < lines.len() {
        let end = (start..lines.len())
            .find(|&i| lines[i].trim().is_empty())
            .unwrap_or(lines.len());
        let block = &lines[start..end];
        if block.len() >= 3 {
            let before_last = &block[..block.len() - 1];
            let short = before_last
                .iter()
                .filter(|l| l.trim().chars().count() < 55)
                .count();
            let ragged = short * 2 >= before_last.len();
            out[start..end].fill(ragged);
        }
        start = end + 1;
    }
    out
}

/// The sentences of one line (no line breaks inside).
pub fn line_sentences(line: &str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let mut pending = String::new();
    let pieces: Vec<&str> = line.split_sentence_bounds().collect();
    for (i, piece) in pieces.iter().enumerate() {
        pending.push_str(piece);
        if ends_with_abbreviation(pending.trim_end()) {
            continue;
        }
        // "H4 sec! en 18 jours.": an exclamation the sentence goes on after.
        let goes_on = pending.trim_end().ends_with('!')
            && pieces
                .get(i + 1)
                .and_then(|next| next.trim_start().chars().next())
                .is_some_and(char::is_lowercase);
        if goes_on || month_before_day(&pending, pieces.get(i + 1)) {
            continue;
        }
        let s = pending.trim();
        if !s.is_empty() {
            out.push(s.to_owned());
        }
        pending.clear();
    }
    let s = pending.trim();
    if !s.is_empty() {
        out.push(s.to_owned());
    }
    out.iter()
        .map(|s| without_initials(s))
        .filter(|s| !s.is_empty())
        .flat_map(split_before_numbers)
        .collect()
}

/// A sentence without the initials a log's writer signs it with after a dash, once the
/// sentence has ended ("O2 12 ppm!! - CF", "Fine. - MB"): they are no part of what it says;
/// "Cured at 40 C - ABS" names a material.
fn without_initials(sentence: &str) -> &str {
    let Some((body, tail)) = sentence.rsplit_once([' ', '\u{2014}', '\u{2013}']) else {
        return sentence;
    };
    let initials = tail.trim_end_matches('.');
    let signed = (2..=3).contains(&initials.len())
        && initials.chars().all(|c| c.is_ascii_uppercase())
        && !["OK", "NG", "NA", "NO", "YES", "OUI", "NON"].contains(&initials);
    match body.trim_end().strip_suffix(['-', '\u{2014}', '\u{2013}']) {
        Some(rest) if signed => {
            let rest = rest.trim_end();
            let ended = rest.is_empty() || rest.ends_with(['.', '!', '?']);
            if ended { rest } else { sentence }
        }
        _ => sentence,
    }
}

/// Whether `pending` ends with a month's abbreviation and the next piece opens with its day
/// ("Oct. 22 — Chill rolls were added": UAX #29 breaks after "Oct." before an upper-case word).
fn month_before_day(pending: &str, next: Option<&&str>) -> bool {
    let day = next.is_some_and(|n| {
        let digits = n.len() - n.trim_start_matches(|c: char| c.is_ascii_digit()).len();
        (1..=2).contains(&digits)
    });
    day && ends_with_a_month_abbreviation(pending)
}

/// Whether `text`'s last word is a month's abbreviation with its point ("Feb.", "Sept.").
fn ends_with_a_month_abbreviation(text: &str) -> bool {
    text.split_whitespace()
        .last()
        .and_then(|w| w.strip_suffix('.'))
        .is_some_and(|w| w.len() >= 3 && crate::worker::engine::dates::any_month(w).is_some())
}

/// UAX #29 keeps "... N/mm. 12 samples were cut" and "... 40 C. b140: ..." together (a digit or
/// a lower-case run label after a period is not an upper-case start); split there unless the
/// period ends an abbreviation.
fn split_before_numbers(sentence: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut start = 0;
    let bytes = sentence.as_bytes();
    for (i, _) in sentence.match_indices(". ") {
        let next = i + 2;
        // A run's label opens a record in lower case too ("... 40 C. b140: quadratic").
        let label = sentence[next..].split_once(':').is_some_and(|(head, _)| {
            head.len() <= 8
                && !head.contains(char::is_whitespace)
                && head.chars().any(|c| c.is_ascii_digit())
        });
        if !(label || bytes.get(next).is_some_and(u8::is_ascii_digit)) {
            continue;
        }
        let head = &sentence[start..=i];
        // "Feb. 5 to Feb. 7: over three nights": a month's abbreviation before its day.
        if ends_with_a_month_abbreviation(head)
            || ends_with_abbreviation(head)
            || head.split_whitespace().count() < 2
        {
            continue;
        }
        out.push(head.trim().to_owned());
        start = next;
    }
    out.push(sentence[start..].trim().to_owned());
    out
}

/// Sentences of a text: each line (or list item) split into sentences, list markers removed.
pub fn sentences_of(text: &str) -> Vec<String> {
    logical_lines(text)
        .iter()
        .map(|l| strip_line(l))
        .filter(|l| !l.is_empty())
        .flat_map(line_sentences)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_writer_s_initials_after_a_dash_are_no_part_of_the_sentence() {
        assert_eq!(line_sentences("O2 12 ppm!! - CF"), ["O2 12 ppm!!"]);
        assert_eq!(line_sentences("Fine. - MB"), ["Fine."]);
        assert_eq!(line_sentences("Run 4 passed - OK"), ["Run 4 passed - OK"]);
        assert_eq!(
            line_sentences("Cured at 40 C - ABS"),
            ["Cured at 40 C - ABS"]
        );
        assert_eq!(line_sentences("Run 4 - HDPE"), ["Run 4 - HDPE"]);
    }

    #[test]
    fn numbers_and_abbreviations_do_not_end_sentences() {
        let s = sentences_of(
            "Peel test at 28 days: 3.5 N/mm. 12 samples were cut. Build v2.3.1 used a 1.75 mm filament, e.g. PLA. \
             Invoice No. 4471 went to Dr. Roy. J. Okafor signed it. Feb. 5 to Feb. 7: three nights. \
             H4 sec! en 18 jours. Oct. 22 — Chill rolls were added. Sept. 10 — Adhesion held.",
        );
        assert_eq!(
            s,
            [
                "Peel test at 28 days: 3.5 N/mm.",
                "12 samples were cut.",
                "Build v2.3.1 used a 1.75 mm filament, e.g. PLA.",
                "Invoice No. 4471 went to Dr. Roy.",
                "J. Okafor signed it.",
                "Feb. 5 to Feb. 7: three nights.",
                "H4 sec! en 18 jours.",
                "Oct. 22 — Chill rolls were added.",
                "Sept. 10 — Adhesion held."
            ]
        );
    }

    #[test]
    fn lines_and_list_items_are_records_and_wrapped_prose_is_joined() {
        let s = sentences_of(
            "- first item without a period\n- second item\n1. numbered\nA wrapped sentence that\ncontinues here.\nNext line",
        );
        assert_eq!(
            s,
            [
                "first item without a period",
                "second item",
                "numbered",
                "A wrapped sentence that continues here.",
                "Next line"
            ]
        );
    }

    #[test]
    fn a_block_of_short_notes_is_one_note_per_line() {
        let notes = "Thu Jan 16\nWall A off the open spool, wire wiped with acetone at the feeder\n\
                     Wall B off a fresh sealed spool, same params\nBead looks porous on wall A\n\
                     Wall B stays bright, no soot";
        assert_eq!(
            sentences_of(notes),
            [
                "Thu Jan 16",
                "Wall A off the open spool, wire wiped with acetone at the feeder",
                "Wall B off a fresh sealed spool, same params",
                "Bead looks porous on wall A",
                "Wall B stays bright, no soot"
            ]
        );
        // Hard-wrapped prose still joins, capitals and all.
        let prose = "The coupons we pulled after the second cycle had kept the coating on\n\
                     Batch 7 too, but the edges of the older panels showed blistering at\n\
                     the 40 mm mark, which we had not seen on the first series of panels.";
        assert_eq!(sentences_of(prose).len(), 1, "{:?}", sentences_of(prose));
        let titled = "# In-House Aligner Thermoforming - Fit and Edge Thickness Study\n\
                      Lakeview Orthodontic Lab Inc., Mississauga ON.";
        assert_eq!(sentences_of(titled).len(), 2, "{:?}", sentences_of(titled));
        let cahier = "trempage acidifié + cuisson 45 min dans l'eau renouvelée\n\
                      le 26 mars sortie des blocs à 31 h\nbloc blanc serré";
        assert_eq!(
            sentences_of(cahier),
            [
                "trempage acidifié + cuisson 45 min dans l'eau renouvelée",
                "le 26 mars sortie des blocs à 31 h bloc blanc serré"
            ]
        );
        // A slashed date opens its own entry after a long line.
        let log = "7/8/2025 I4 = I2 + 0.04% steviol glycoside + dryer outlet temp down to 60 C now
                   7/10/2025 samples I0-I5 couriered to Fraser lab";
        assert_eq!(sentences_of(log).len(), 2, "{:?}", sentences_of(log));
    }
}
