//! A pasted draft cut into its three lines, whatever marks them: "Line 242", "242 -", "**Line
//! 244 – Work performed**", "L242", "Ligne 246", "Section 244 (travaux)", "## 246", or the form's
//! question (English or French) as a heading; and a line cut into its sentences.

use super::super::segment::{line_sentences, logical_lines, strip_line};

mod form;
use super::super::evidence::lines::is_rule;
use form::{cell_answer, margin_number, wraps_the_question};

/// Words that may name a line before its number ("Line 242", "Ligne 246", "L242").
const MARKERS: &[&str] = &[
    "line", "ligne", "section", "question", "box", "case", "rubrique", "partie", "part", "item",
    "field", "champ", "volet", "l", "q",
];

/// The index (0, 1, 2) of "242", "244", "246" at the start of `s`, and the rest after it.
fn number_at(s: &str) -> Option<(usize, &str)> {
    let k = ["242", "244", "246"]
        .iter()
        .position(|n| s.starts_with(n))?;
    let rest = &s[3..];
    (!rest.starts_with(|c: char| c.is_alphanumeric())).then_some((k, rest))
}

/// `line` without markdown's heading, quote and emphasis marks on either side, nor quotation
/// marks around its start (« Ligne 242 » – ...).
fn unmarked(line: &str) -> &str {
    line.trim()
        .trim_start_matches(['#', '>', '*', '_', ' ', '\t', '«', '"', '“', '\u{a0}', '['])
        // A bullet set before the heading ("■ 242 – ...", "► Line 244").
        .trim_start_matches(['■', '□', '▪', '●', '•', '►', '▶', '◆', '◼', ' '])
        // A table's row ("| Line 242 | What scientific ... overcome? |").
        .trim_start_matches(['|', ' '])
        .trim_end_matches(['*', '_', ' ', '\t', '|'])
}

/// A heading without the word limit the form prints after its question ("... overcome?
/// (Maximum 350 words)", « ... ? (maximum de 700 mots) »).
fn without_limit(s: &str) -> &str {
    let t = s.trim_end();
    let Some(body) = t.strip_suffix(')') else {
        return s;
    };
    let Some(open) = body.rfind('(') else {
        return s;
    };
    let inside = body[open + 1..].to_lowercase();
    let limit = inside.chars().any(|c| c.is_ascii_digit())
        && ["word", "mot", "max"].iter().any(|w| inside.contains(w));
    if limit { body[..open].trim_end() } else { s }
}

/// A heading without the enumerator before it ("1. Line 242 – ...", "2) Ligne 244", "(3)",
/// "A. Ligne 242 — ...", "b) Line 244").
fn without_enumerator(s: &str) -> &str {
    let t = s.trim_start_matches('(');
    let digits = t.len() - t.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    let rest = &t[digits..];
    let letter = t
        .chars()
        .next()
        .filter(|c| c.is_ascii_alphabetic())
        .map(char::len_utf8)
        .filter(|&n| t[n..].starts_with(['.', ')']) && t[n + 1..].starts_with(' '));
    if (1..=2).contains(&digits) && rest.starts_with(['.', ')']) {
        rest[1..].trim_start()
    } else if let Some(n) = letter {
        t[n + 1..].trim_start()
    } else {
        s
    }
}

/// Whether `rest` (what follows a line's number) is the heading's label rather than the line's
/// first words: empty, the question, or a short label ("Uncertainties (max 350 words)").
fn is_label(rest: &str) -> bool {
    let rest = without_limit(rest);
    let words = rest.split_whitespace().count();
    // A long lead-in that ends in a colon ("Our team completed the following activities during
    // the year:") opens the line's text.
    let lead_in = words >= 8 && rest.trim_end().ends_with(':');
    !lead_in && (words <= 4 || rest.ends_with('?') || (words <= 12 && !rest.ends_with(['.', '!'])))
}

/// What follows a number once its separator ("-", "–", ":", ".") is removed.
fn after_separator(rest: &str) -> (bool, &str) {
    let t = rest.trim_start();
    let had =
        t.starts_with(['-', '–', '—', ':', '.', ')', ']', '(', '|', '/', '·']) || t.is_empty();
    let t = t.trim_start_matches([
        '-', '–', '—', ':', '.', ')', ']', '|', '/', '·', ' ', '\u{a0}',
    ]);
    (had, t.trim_start_matches(['*', '_']).trim())
}

/// A marker and a line's number at the start of `lower` ("line 242", "l244", "ligne no 246"):
/// the line's index and the length of what follows the number.
fn marked(lower: &str) -> Option<(usize, usize)> {
    for marker in MARKERS {
        let Some(after) = lower.strip_prefix(marker) else {
            continue;
        };
        let mut tail = after.trim_start_matches([' ', '.', '\u{a0}', '#']);
        for no in ["no ", "no. ", "n° ", "n°", "nº "] {
            if let Some(t) = tail.strip_prefix(no) {
                tail = t;
            }
        }
        if let Some((k, rest)) = number_at(tail) {
            return Some((k, rest.len()));
        }
    }
    None
}

/// The line a heading marks, and the text after the heading that already belongs to the line.
fn heading(raw: &str) -> Option<(usize, Option<String>)> {
    let hashes = raw.trim_start().starts_with('#');
    let s = unmarked(raw);
    if s.is_empty() {
        return None;
    }
    // "1. Line 242 – ...", "Question 1 / Ligne 242 — ...": the enumerator or the question's
    // number does not hide the line's mark.
    let s = [
        Some(without_enumerator(s)),
        question_numbered(s),
        form_place(s),
    ]
    .into_iter()
    .flatten()
    .find(|t| marked(&t.to_lowercase()).is_some())
    .unwrap_or(s);
    let lower = s.to_lowercase();
    // "Line 242", "L242", "Ligne no 246", "Section 244 (travaux)".
    if let Some((k, tail)) = marked(&lower) {
        let rest = s.get(s.len().saturating_sub(tail)..).unwrap_or_default();
        let rest = after_separator(rest).1;
        let content = (!is_label(rest)).then(|| rest.to_owned());
        return Some((k, content));
    }
    // The form's question followed by its line in parentheses ("What work did you perform ...
    // described in line 242? (line 244)", « ... ? (ligne 244) »).
    if let Some(k) = trailing_mark(&lower) {
        return Some((k, None));
    }
    // A short heading naming the line further on ("T661 Line 242", "Part 2 - Line 244",
    // "Question 2 / Section 244 – Work performed in the year").
    let words: Vec<(usize, &str)> = lower
        .split_whitespace()
        .map(|w| (w.as_ptr() as usize - lower.as_ptr() as usize, w))
        .collect();
    let early_mark = words
        .iter()
        .take(4)
        .any(|(at, _)| marked(lower[*at..].trim_start_matches(['(', '['])).is_some());
    let short = words.len() <= 10 || (early_mark && words.len() <= 16);
    if short && !lower.ends_with(['.', '?']) {
        for pair in words.windows(2) {
            let (before, (at, _)) = (pair[0].1, pair[1]);
            // "(see line 242)", "décrits à la ligne 244": a reference, not the line's mark.
            let refers = ["see", "in", "to", "voir", "la", "à", "of", "de", "cf."]
                .contains(&before.trim_start_matches('('));
            let from = lower[at..].trim_start_matches(['(', '[']);
            if !refers && let Some((k, _)) = marked(from) {
                return Some((k, None));
            }
        }
    }
    // A bare number: "242 —", "242. Scientific ...", "(242) Technological ...", "## 246".
    let open = usize::from(lower.starts_with(['(', '[']));
    if let Some((k, rest)) = number_at(&lower[open..]) {
        // "[242] Technological uncertainty": the bracket closes the number.
        let closed = rest.starts_with([']', ')']);
        let (separated, _) = after_separator(rest.trim_start_matches(']'));
        let separated = separated || closed;
        let rest = after_separator(s[open + 3..].trim_start_matches(']')).1;
        // "242 What scientific ... overcome?": the form's question after its number.
        let opening = rest.to_lowercase();
        let asks = question(rest, false).is_some()
            || ["what ", "quel", "décrivez", "describe"]
                .iter()
                .any(|w| opening.starts_with(w));
        if (separated || hashes || asks) && !rest.starts_with(|c: char| c.is_ascii_digit()) {
            let content = (!is_label(rest) && !asks).then(|| rest.to_owned());
            return Some((k, content));
        }
    }
    // A numbered heading ("1. Scientific or technological uncertainty", "2) Work performed").
    let numbered = s
        .char_indices()
        .nth(1)
        .filter(|(_, c)| matches!(c, '.' | ')'))
        .filter(|_| s.starts_with(|c: char| ('1'..='9').contains(&c)))
        .map(|(at, _)| s[at + 1..].trim_start());
    let s = numbered
        .filter(|t| !t.is_empty())
        .or_else(|| question_numbered(s))
        .unwrap_or(s);
    question(s, hashes || raw.trim_start().starts_with("**")).map(|k| (k, None))
}

/// A line's mark after its place on the form, each part set off by a dash ("Part 3 – Section B
/// – Line 242: ...", « Partie 3 – Section B – Ligne 244 : ... »): the text from the mark on.
fn form_place(s: &str) -> Option<&str> {
    let mut rest = s;
    for _ in 0..3 {
        // Or by a middle dot, a portal's ("Step 1 of 3 · Line 242 · ...").
        let (part, after) = [" – ", " — ", " - ", " · "]
            .iter()
            .filter_map(|d| rest.split_once(d))
            .min_by_key(|(part, _)| part.len())?;
        if part.split_whitespace().count() > 4 {
            return None;
        }
        let after = after.trim_start();
        if marked(&after.to_lowercase()).is_some() {
            return Some(after);
        }
        rest = after;
    }
    None
}

/// The form's question after its number on the form ("Question 1 – What scientific ...?",
/// "Q2: What work ...?", « Question 3 : Quels progrès ... ? »): the question's text.
fn question_numbered(s: &str) -> Option<&str> {
    let lower = s.to_lowercase();
    let marker = ["question", "q"].iter().find(|m| lower.starts_with(*m))?;
    let tail = s[marker.len()..].trim_start_matches([' ', '.', '\u{a0}']);
    let tail = tail.strip_prefix(['1', '2', '3'])?;
    // "Question 1 of 3", « Question 1 sur 3 », "Q1/3".
    let tail = [" of 3", " sur 3", "/3", " de 3"]
        .iter()
        .find_map(|c| tail.strip_prefix(c))
        .unwrap_or(tail);
    let (separated, rest) = after_separator(tail);
    (separated && !rest.is_empty()).then_some(rest)
}

/// The line named in parentheses at the end of a question or a short label ("... overcome?
/// (line 242)"): a heading, where a sentence of prose would end in its full stop.
fn trailing_mark(lower: &str) -> Option<usize> {
    let body = lower.trim_end().strip_suffix(')')?;
    let open = body.rfind('(')?;
    let inside = body[open + 1..].trim();
    // "(line 242)", or the number alone: « Incertitudes scientifiques ou technologiques (242) ».
    let bare = number_at(inside)
        .filter(|(_, r)| r.is_empty())
        .map(|(k, _)| (k, 0));
    let (k, _) = marked(inside).or(bare)?;
    let before = body[..open].trim_end();
    let heading = before.ends_with(['?', ':']) || before.split_whitespace().count() <= 12;
    (!before.is_empty() && heading && !before.ends_with('.')).then_some(k)
}

/// The line a question or label heading names ("What work did you perform ...?", "Travaux
/// effectués", "Progrès"), by its key word (advancement before work before uncertainty: each
/// question names the line before).
fn question(s: &str, emphasised: bool) -> Option<usize> {
    let s = without_limit(s);
    let lower = s.to_lowercase();
    let words = lower.split_whitespace().count();
    let has_digit = lower.chars().any(|c| c.is_ascii_digit());
    let asks = lower.ends_with('?')
        && [
            "what",
            "which",
            "how",
            "describe",
            "quel",
            "quelle",
            "quels",
            "quelles",
            "décrivez",
            "comment",
        ]
        .iter()
        .any(|w| lower.starts_with(w));
    let capital = s.starts_with(|c: char| c.is_uppercase());
    let label = (capital && words <= 4 && !has_digit && !lower.ends_with(['.', '!', ',']))
        || (emphasised && words <= 10 && !lower.ends_with('.'));
    if !(asks || label) || words > 45 {
        return None;
    }
    let keys: [&[&str]; 3] = [
        &["uncertaint", "incertitude"],
        &["work", "travaux", "travail"],
        &["advancement", "advance", "progrès", "avancement", "avancée"],
    ];
    (0..3)
        .rev()
        .find(|&k| keys[k].iter().any(|key| lower.contains(key)))
}

/// Lines the engine's own drafts add around a line's text ("_Sources: ..._"); a table's rule
/// under a heading row ("|---|---|") is no text either.
fn is_apparatus(line: &str) -> bool {
    let t = line.trim();
    let rule = t.starts_with('|') && t.chars().all(|c| matches!(c, '|' | '-' | ':' | ' '));
    rule || ["_sources", "_aucune preuve", "_no evidence"]
        .iter()
        .any(|p| t.to_lowercase().starts_with(p))
}

/// A heading whatever short word or code stands before its number, when the number is set off
/// from what follows ("--- 242 (uncertainties) ---", "Section 3 / 242 — ...", "T661-242: ...",
/// "N° 242 — ...", "Bloc 242 – ...", a table's row "242     Incertitudes ...     350 mots").
/// Read only when the usual marks find no draft, and kept only when it finds two lines or more
/// in the form's order (see [`split_draft`]).
fn set_off(raw: &str) -> Option<(usize, Option<String>)> {
    let s = unmarked(raw);
    let lower = s.to_lowercase();
    let at = ["242", "244", "246"]
        .iter()
        .filter_map(|n| {
            lower.match_indices(n).map(|(i, _)| i).find(|&i| {
                let before = lower[..i].chars().next_back();
                let after = lower[i + 3..].chars().next();
                !before.is_some_and(char::is_alphanumeric)
                    && !after.is_some_and(|c| c.is_alphanumeric() || c == ',')
            })
        })
        .min()?;
    let (k, rest) = number_at(&lower[at..])?;
    // What stands before: at most three short tokens, none a reference ("see", "in lines").
    let before: Vec<&str> = lower[..at]
        .split(|c: char| !c.is_alphanumeric() && c != '°')
        .filter(|t| !t.is_empty())
        .collect();
    const REFERS: &[&str] = &[
        "see", "in", "to", "voir", "la", "à", "of", "de", "cf", "lines", "lignes", "and", "et",
    ];
    if before.len() > 3
        || before
            .iter()
            .any(|t| t.chars().count() > 7 || REFERS.contains(t))
    {
        return None;
    }
    // The number is set off: a separator, a table's column gap, or the end of the line.
    let gap = rest.starts_with("  ") || rest.starts_with('\t');
    let (separated, _) = after_separator(rest);
    if !(separated || gap) {
        return None;
    }
    let tail = after_separator(&s[at + 3..]).1;
    let tail = tail.trim_end_matches(['-', '–', '—', '=', ' ']);
    (is_label(tail) && !tail.ends_with('.')).then_some((k, None))
}

/// The three lines of a draft as written: `Some(text)` per line found ("242", "244", "246");
/// `None` when the text marks no line.
pub fn split_draft(text: &str) -> Option<[Option<String>; 3]> {
    let found = split_with(text, heading);
    if found
        .as_ref()
        .is_some_and(|f| f.iter().flatten().count() >= 2)
    {
        return found;
    }
    // Headings set off by other marks, when they mark two lines or more in order.
    let loose = |l: &str| heading(l).or_else(|| set_off(l));
    let order: Vec<usize> = text
        .lines()
        .filter_map(|l| loose(l).map(|(k, _)| k))
        .collect();
    if order.len() >= 2 && order.windows(2).all(|w| w[0] < w[1]) {
        return split_with(text, loose);
    }
    found
}

/// The lines a draft's headings (as `heading` reads them) mark.
fn split_with(
    text: &str,
    heading: impl Fn(&str) -> Option<(usize, Option<String>)>,
) -> Option<[Option<String>; 3]> {
    let mut out: [Option<String>; 3] = [None, None, None];
    let mut current: Option<usize> = None;
    // Under a heading, until a blank line or the answer: the question's wrap.
    let mut in_heading = false;
    for raw in text.lines() {
        // The form's box number at the right margin closes the question above it, which is no
        // text of the line before.
        let margin = margin_number(raw);
        if let (Some(_), Some(k)) = (margin, current)
            && let Some(body) = out[k].as_mut()
        {
            let cut = body.rfind("\n\n").unwrap_or(0);
            if body[cut..].split_whitespace().count() <= 40 {
                body.truncate(cut);
            }
        }
        if let Some((k, content)) = heading(raw).or_else(|| margin.map(|k| (k, None))) {
            current = Some(k);
            in_heading = content.is_none();
            let body = out[k].get_or_insert_with(String::new);
            if let Some(c) = content {
                if !body.is_empty() {
                    body.push('\n');
                }
                body.push_str(&cell_answer(&c));
            }
            continue;
        }
        in_heading &= !raw.trim().is_empty() && (wraps_the_question(raw) || is_rule(raw));
        if in_heading || is_rule(raw) {
            continue;
        }
        if let Some(k) = current
            && !is_apparatus(raw)
            && let Some(body) = out[k].as_mut()
            && (!body.is_empty() || !raw.trim().is_empty())
        {
            body.push('\n');
            body.push_str(raw.trim_end());
        }
    }
    if out.iter().all(Option::is_none) {
        return None;
    }
    for body in out.iter_mut().flatten() {
        *body = body.trim().to_owned();
    }
    Some(out)
}

/// A sentence of a line.
#[derive(Debug, Clone)]
pub struct Sentence {
    pub text: String,
    /// An item of a bulleted or numbered list.
    pub item: bool,
    /// The paragraph (logical line) it sits in.
    pub paragraph: usize,
}

/// Whether a logical line is a list item.
fn is_item(line: &str) -> bool {
    let t = line.trim_start();
    if ["- ", "* ", "• ", "– ", "+ ", "· "]
        .iter()
        .any(|m| t.starts_with(m))
    {
        return true;
    }
    let digits = t.chars().take_while(char::is_ascii_digit).count();
    digits > 0 && digits <= 2 && (t[digits..].starts_with(". ") || t[digits..].starts_with(") "))
}

/// The sentences of a line's text, in order, each as written.
pub fn sentences(text: &str) -> Vec<Sentence> {
    let mut out = Vec::new();
    for (paragraph, line) in logical_lines(text).iter().enumerate() {
        let item = is_item(line);
        let body = strip_line(line);
        if body.is_empty() {
            continue;
        }
        for s in line_sentences(body) {
            let s = s.trim_end_matches(['*', '_']).trim().to_owned();
            if s.chars().any(char::is_alphanumeric) {
                out.push(Sentence {
                    text: s,
                    item,
                    paragraph,
                });
            }
        }
    }
    out
}

/// Words as the form counts them: whitespace tokens that hold a letter or a digit.
pub fn words(text: &str) -> usize {
    text.split_whitespace()
        .filter(|w| w.chars().any(char::is_alphanumeric))
        .count()
}
