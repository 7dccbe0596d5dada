//! How a file's lines are read: dated headings ("2025-01-20", "## March 4, 2025", "Summary,
//! Oct 31: ..."), section headings, titles and rules, and which files and chunks are tables.

use chrono::NaiveDate;

use super::super::dates::DateStyle;
use super::super::dates::clock::clock_time;
use super::super::segment::strip_line;
use super::loose_dates::{BEFORE_A_DATE, after_remark, day_and_month, schedule_row};

pub const RECORD_KEYS: &[&str] = &["from:", "to:", "cc:", "bcc:", "subject:"];

use super::keys::{BACK_REFERENCES, DATE_KEYS, STARTS_FROM};
pub(super) use super::keys::{SUMMARY_KEYS, WEEKDAYS};

/// Whether a file is a table: CSV, TSV or a spreadsheet.
pub fn is_table(content_type: &str, filename: &str) -> bool {
    let name = filename.to_lowercase();
    matches!(
        content_type,
        "text/csv"
            | "text/tab-separated-values"
            | "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            | "application/vnd.ms-excel"
    ) || [".csv", ".tsv", ".xlsx", ".xls"]
        .iter()
        .any(|e| name.ends_with(e))
}

/// A dated heading: `(date, label as written, the text after it)`. A lab's check of its
/// equipment opens no entry of the work (looked at only once a line reads as a heading).
pub fn dated_heading(line: &str, style: &DateStyle) -> Option<(NaiveDate, String, String)> {
    let heading = heading_of(line, style)
        .or_else(|| super::loose_dates::short_first_sentence(line, style))
        .or_else(|| super::loose_dates::stated_day(line, style))?;
    (!crate::worker::engine::noise::checks_an_instrument(strip_line(line))).then_some(heading)
}

/// What [`dated_heading`] reads, before the instrument check.
fn heading_of(line: &str, style: &DateStyle) -> Option<(NaiveDate, String, String)> {
    // A page's date mention ("### @9 décembre 2024", Notion's) is the date.
    let t = strip_line(line).trim_start_matches('@');
    if let Some(heading) = super::loose_dates::dashed_heading(t, style) {
        return Some(heading);
    }
    if t.contains(" | ") {
        let fields: Vec<&str> = t.split(" | ").map(str::trim).collect();
        return fields.iter().find_map(|f| {
            let (s, e, d) = style.find(f)?;
            (s == 0 && e == f.len()).then(|| (d, (*f).to_owned(), String::new()))
        });
    }
    let (start, end, date) = match day_and_month(t, style) {
        Some(found) => found,
        None => style.find(t)?,
    };
    // A heading's number and a preposition before the date ("4. Sommaire au", "Summary as
    // of") do not change what it is.
    let head = t[..start]
        .trim()
        .trim_start_matches(|c: char| c.is_ascii_digit() || c == '.')
        .trim()
        .trim_end_matches([',', ':', '-', '\u{2013}', '\u{2014}'])
        .trim_end()
        .to_lowercase();
    let bare = ["au", "du", "le", "on", "of", "for"]
        .iter()
        .find_map(|p| head.strip_suffix(p).filter(|h| h.ends_with(' ')))
        .map_or(head.clone(), |h| h.trim_end().to_owned());
    // A weekday after a summary's key and a dash ("Wk 12 summary — Fri 21/3") names the
    // summary's day ("Annual field day - Saturday" is no record's).
    let keyed = head
        .rsplit_once(' ')
        .filter(|(_, last)| WEEKDAYS.iter().any(|d| last.starts_with(d)))
        .map(|(key, _)| key.trim_end_matches([' ', '-', '\u{2013}', '\u{2014}']))
        .filter(|key| SUMMARY_KEYS.iter().any(|k| key.ends_with(k)))
        .map_or(head.clone(), str::to_owned);
    // A mail's date field with its weekday, French spacing and all ("Date : ven. 13 juin").
    let field = || {
        head.split_whitespace()
            .filter(|w| {
                !WEEKDAYS
                    .iter()
                    .any(|d| w.trim_end_matches('.').starts_with(d))
            })
            .collect::<Vec<_>>()
            .join(" ")
            .replace(" :", ":")
    };
    // A date something starts from or waits for ("À partir du lundi 24 mars, ...") heads no
    // entry.
    let forward = head
        .split(|c: char| !c.is_alphabetic())
        .any(|w| STARTS_FROM.contains(&w));
    let lead_ok = head.is_empty()
        || DATE_KEYS.contains(&field().as_str())
        || !forward && [&head, &bare, &keyed].iter().any(|head| {
            DATE_KEYS.iter().any(|k| {
                let k = k.trim_end_matches(':');
                // "Toute la semaine du 27 oct." (a key of two words), "Update du 3 mars".
                let most = if k.contains(' ') { 4 } else { 3 };
                // A key of two letters ("le", "du", "on") is a word of its own, not the end
                // of one ("Date de facturation").
                let whole = k.len() > 2 || head.ends_with(&format!(" {k}"));
                *head == k
                    || (head.ends_with(k) && whole && head.split_whitespace().count() <= most)
            })
        })
        || head
            .split([' ', ','])
            .filter(|w| w.chars().any(char::is_alphanumeric))
            .all(|w| WEEKDAYS.iter().any(|d| w.starts_with(d)) || DATE_KEYS.contains(&w))
        // A summary that names its day in brackets ("Bilan semaine 11 (vendredi 14 mars)").
        || head.rsplit_once('(').is_some_and(|(key, day)| {
            let day = day.trim();
            (day.is_empty() || WEEKDAYS.iter().any(|d| day.starts_with(d)))
                && key.split_whitespace().count() <= 4
                && key.split_whitespace().next().is_some_and(|first| {
                    first.len() >= 5 && DATE_KEYS.iter().any(|k| k.trim_end_matches(':') == first)
                })
        });
    let short = t.split_whitespace().count() <= 6
        && t[..start].split_whitespace().count() <= 2
        && t[end..].split_whitespace().count() <= 2;
    // A record's label before its date, the date set off ("Lab log 2025-02-03: Poured ...",
    // "Trial 4 (March 3, 2025) — ..."): the date opens the entry wherever it stands in the line;
    // a date a sentence refers back to ("as on March 3, ...") does not.
    let labelled = {
        // A remark in parentheses before the label ("(Late entry) Lab log 2025-02-12:") is
        // not part of it.
        let before = t[..start]
            .strip_prefix('(')
            .and_then(|r| r.split_once(')'))
            .map_or(&t[..start], |(_, r)| r.trim_start())
            .trim_start_matches(['*', '_']);
        // A weekday in the date's parentheses ("Arche vidée ce matin (mer. 14 mai) :") is the
        // date's, not the label's.
        let before = before
            .trim_end()
            .rsplit_once('(')
            .filter(|(_, day)| {
                let day = day.trim().to_lowercase();
                !day.contains(')') && WEEKDAYS.iter().any(|d| day.starts_with(d))
            })
            .map_or(before, |(label, _)| label);
        // A dash set apart right before the date is no word of the label ("Logger pull,
        // Dunlop siding — Feb 18").
        let mut words: Vec<&str> = before.split_whitespace().collect();
        if words
            .last()
            .is_some_and(|w| ["\u{2014}", "\u{2013}", "-"].contains(w))
        {
            words.pop();
        }
        // Emphasis around the label and its date ("**Design review, Tue. March 18** —").
        let after = t[end..].trim_start_matches(['*', '_']).trim_start();
        // A date in brackets after its label ("Comment by Amir Haddad [ 21/Jan/25 ]").
        let bracketed = words.last() == Some(&"[") && after.starts_with(']');
        if bracketed {
            words.pop();
        }
        // A meeting named before its date ("Review with the plant manager, 2025-02-28:").
        let meeting = words.first().is_some_and(|w| {
            let w = w.to_lowercase();
            [
                "meeting",
                "review",
                "call",
                "visit",
                "réunion",
                "rencontre",
                "appel",
                "visite",
            ]
            .contains(&w.trim_end_matches(','))
        });
        // A summary's heading names what it sums up before a dash ("Bilan pour le dossier
        // RS&DE — 30 septembre 2025").
        let summary = words.first().is_some_and(|w| {
            SUMMARY_KEYS.contains(&w.to_lowercase().as_str())
                && before.trim_end().ends_with(['\u{2014}', '\u{2013}', '-'])
        });
        let most = if (meeting && before.trim_end().ends_with(',')) || summary {
            6
        } else {
            4
        };
        // "H3 avait fini le 27 oct (26 jours)": a sentence that dates what it tells.
        // ("Pan run C1 on 2025-06-09: ..." is a label, its date set off by the colon).
        let told = words
            .last()
            .is_some_and(|w| BEFORE_A_DATE.contains(&w.to_lowercase().as_str()) && !meeting)
            && ![after, after_remark(after)]
                .iter()
                .any(|a| a.starts_with([':', '\u{2014}', '\u{2013}', '-']));
        (1..=most).contains(&words.len())
            && !told
            && !forward
            // A stamp in brackets refers back to nothing ("Comment by A. Haddad [ 21/Jan/25 ]").
            && (bracketed || !words.iter().any(|w| {
                let w = w.trim_matches(|c: char| !c.is_alphanumeric());
                // "Meeting with the superintendent, 10/04/2025:" names who, not a date before.
                let met = matches!(w, "with" | "avec") && meeting;
                BACK_REFERENCES.contains(&w) && !met
            }))
            && (after.starts_with([':', '\u{2014}', '\u{2013}', '-', ')', ';', ',', '('])
                || bracketed
                // A heading that ends in its date set off by a dash ("Layup L1 — 3 Mar 2025",
                // "Run 5 — 17/02/2025"); a field's date ("Date de facturation : 2024-10-15")
                // dates no entry.
                || (after.is_empty()
                    && before
                        .trim_end()
                        .ends_with(['\u{2014}', '\u{2013}', '-'])))
            && before.chars().next().is_some_and(|c| c.is_uppercase() || c.is_ascii_digit())
            // In parentheses, the date alone ("Trial 4 (March 3, 2025)"), not a remark that
            // names one ("(rolled 10 Jun)", "Comment (j.morin, 2025-01-10)").
            && (!before.contains('(') || before.trim_end().ends_with('('))
    };
    // A message's header: its sender's address, then its date ("Jordan Li <jordan@x.ca>: Jan
    // 08 09:41PM -0800", a mail digest's; "Julie Ouellet <julie@x.ca>\t4 février 2025 à 09:12").
    let sender = {
        let before = t[..start]
            .trim_end()
            .trim_end_matches([':', ','])
            .trim_end();
        before.ends_with('>')
            && before
                .rsplit_once('<')
                .is_some_and(|(_, address)| address.contains('@'))
            && before.split_whitespace().count() <= 6
    };
    let poster = super::metadata::posted_by(&t[..start], &t[end..]);
    let lead_ok = lead_ok || labelled || sender || poster;
    if !(lead_ok || short || schedule_row(t, start, end)) {
        return None;
    }
    // The label keeps a weekday written before the date ("Wed 22 Jan").
    let label_start = if lead_ok && !head.is_empty() && WEEKDAYS.iter().any(|d| head.starts_with(d))
    {
        t.to_lowercase().find(head.as_str()).unwrap_or(start)
    } else {
        start
    };
    let label = t[label_start..end].to_owned();
    // An abbreviated month's point ("lun. 4 nov. - V3 : ...") is no part of the text after it.
    let rest = t[end..].trim_start_matches([
        ':', '-', '\u{2013}', '\u{2014}', ',', ' ', ')', '*', '_', '.', '\u{2192}',
    ]);
    let rest = without_time(second_day(rest)).to_owned();
    let rest = if rest.split_whitespace().count() >= 3 && lead_ok {
        rest
    } else {
        String::new()
    };
    Some((date, label, rest))
}

/// A Markdown table's line as tab-separated cells ("| 6 mars 2023 | Écrasement | 0,8 MPa |"),
/// `Some("")` for its rule ("|---|:--|"), `None` for any other line.
fn pipe_row(line: &str) -> Option<String> {
    let t = line.trim();
    let inner = t.strip_prefix('|')?.strip_suffix('|')?;
    if inner.is_empty() {
        return None;
    }
    if inner.chars().all(|c| matches!(c, '-' | ':' | '|' | ' ')) {
        return Some(String::new());
    }
    let cells: Vec<&str> = inner.split('|').map(str::trim).collect();
    Some(cells.join("\t"))
}

/// A document's text as prose and tables (runs of two or more lines of tab-separated cells, as
/// a Word table is extracted, or of a Markdown table's rows): `(is a table, text)` in order.
pub fn table_chunks(text: &str) -> Vec<(bool, String)> {
    let mut out: Vec<(bool, String)> = Vec::new();
    for line in text.split_inclusive('\n') {
        let (tabbed, line) = match pipe_row(line) {
            Some(row) if row.is_empty() => continue,
            Some(row) => (true, format!("{row}\n")),
            None => (line.trim_end().contains('\t'), line.to_owned()),
        };
        match out.last_mut() {
            Some((t, chunk)) if *t == tabbed => chunk.push_str(&line),
            _ => out.push((tabbed, line)),
        }
    }
    // A single tabbed line is prose ("Julie Ouellet <julie@x.ca>\t4 février 2025 à 09:12", a
    // mail's header as printed), read with the prose around it.
    let mut merged: Vec<(bool, String)> = Vec::new();
    for (mut tabbed, mut chunk) in out {
        // A block of fields, each "Key:<tab>value" ("\tDate:\tMay 12, 2025 at 7:41 AM", then
        // "\tLocation:\t..."): a journal's entry header, read as lines "Date: May 12, ...".
        if tabbed && let Some(fields) = field_block(&chunk) {
            (tabbed, chunk) = (false, fields);
        }
        let tabbed = tabbed && chunk.lines().filter(|l| !l.trim().is_empty()).count() >= 2;
        match merged.last_mut() {
            Some((false, prose)) if !tabbed => prose.push_str(&chunk),
            _ => merged.push((tabbed, chunk)),
        }
    }
    merged
}

/// The text after a date without the time of day that follows it ("at 7:41 AM ADT", "à 9 h 12",
/// "14:05 -"): a stamp, not the entry's first words.
fn without_time(rest: &str) -> &str {
    let r = ["at ", "à ", "@ "]
        .iter()
        .find_map(|w| rest.strip_prefix(w))
        .unwrap_or(rest);
    let words: Vec<&str> = r.split_whitespace().take(4).collect();
    // The longest run of words that is a time: "7:41", "7:41 AM", "9 h 12".
    let Some(n) = (1..=words.len().min(3))
        .rev()
        .find(|&n| clock_time(&words[..n].join(" ")))
    else {
        return rest;
    };
    let mut taken = n;
    // A time zone after it ("ADT", "EST", "HAE").
    if words
        .get(n)
        .is_some_and(|w| (2..=4).contains(&w.len()) && w.chars().all(|c| c.is_ascii_uppercase()))
    {
        taken += 1;
    }
    let end = words[taken - 1].as_ptr() as usize - r.as_ptr() as usize + words[taken - 1].len();
    r[end..].trim_start_matches([':', '-', '\u{2013}', '\u{2014}', ',', ' ', ')'])
}

/// A tabbed block whose every line is a field ("Key:<tab>value") as lines "Key: value".
fn field_block(chunk: &str) -> Option<String> {
    let mut out = String::new();
    for line in chunk.lines().filter(|l| !l.trim().is_empty()) {
        let cells: Vec<&str> = line
            .split('\t')
            .map(str::trim)
            .filter(|c| !c.is_empty())
            .collect();
        match cells[..] {
            [key, value] if key.ends_with(':') && key.split_whitespace().count() <= 3 => {
                out.push_str(&format!("{key} {value}\n"));
            }
            _ => return None,
        }
    }
    (!out.is_empty()).then_some(out)
}

/// The text after a date that names a second day with it ("Feb 11 and 12, 2025: ...",
/// "March 5-6: ...", "3 & 4 June"): the second day is part of the heading, not of the text.
fn second_day(rest: &str) -> &str {
    let after = ["and ", "& ", "to ", "et ", "au "]
        .iter()
        .find_map(|w| rest.strip_prefix(w))
        .unwrap_or(rest);
    let digits = after.len() - after.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    if after.len() == rest.len() || !(1..=2).contains(&digits) {
        return rest;
    }
    let mut tail = after[digits..].trim_start_matches([',', ' ']);
    // A year after the second day ("12, 2025").
    let year = tail.len() - tail.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    if year == 4 {
        tail = &tail[4..];
    }
    tail.trim_start_matches([':', '-', '\u{2013}', ',', ' ', ')'])
}

/// The level of a markdown heading ("## Apr 8": 2); 0 for any other line.
pub fn heading_level(line: &str) -> usize {
    let t = line.trim_start();
    let hashes = t.len() - t.trim_start_matches('#').len();
    if t[hashes..].starts_with(' ') {
        hashes
    } else {
        0
    }
}

/// A heading without a date ("### 5. Results", "## 2. Why this needed lab work"); a title set
/// between rules is [`framed`].
pub fn section_heading(raw: &str, numbered_parts: bool) -> Option<String> {
    let t = raw.trim();
    if t.starts_with('#') {
        return Some(strip_line(t).to_lowercase());
    }
    // A plain-text or PDF heading that names a part of a report ("1. Background", "2)
    // Requirements", "RESULTS"): numbered or in capitals. ("Objectifs :" is a lead: it names
    // what its own lines say, see `relevance::lead`.)
    let name = strip_line(t).trim_matches(['*', '_']).trim();
    let numbered = name.len() < t.len() && t.starts_with(|c: char| c.is_ascii_digit());
    if name.ends_with(':') {
        return None;
    }
    let words = name.split_whitespace().count();
    let capitals = name
        .chars()
        .filter(|c| c.is_alphabetic())
        .all(char::is_uppercase);
    let plain = (1..=4).contains(&words)
        && name.len() <= 40
        && !name.contains(|c: char| c.is_ascii_digit() || matches!(c, '.' | ',' | ';' | '!' | '?'));
    let lower = name.to_lowercase();
    // A short line naming a part that is no record ("Offre de services pour la phase 2", "Fee
    // proposal") opens that part, however it is set.
    if words <= 8
        && !name.ends_with(['.', '!', '?', ':'])
        && super::super::noise::is_non_record_section(&lower)
    {
        return Some(lower);
    }
    // Once a file numbers its parts, a numbered short line is the next part whatever it names.
    let known = super::super::relevance::named_kind(&lower).is_some();
    (plain && ((numbered || capitals) && known || numbered && numbered_parts)).then_some(lower)
}

/// A title line: one of a file's first two lines without closing punctuation, or mostly capitals.
pub fn is_title(line: &str, nth: usize) -> bool {
    let t = line.trim();
    let letters = t.chars().filter(|c| c.is_alphabetic()).count();
    let capitals = t.chars().filter(|c| c.is_uppercase()).count();
    // A second line longer than a subtitle is the record's first note.
    let short = nth == 1 || t.split_whitespace().count() <= 12;
    (nth <= 2 && short && !t.ends_with(['.', '?', '!', ':']))
        || (letters >= 8 && capitals * 10 >= letters * 7)
}

pub fn is_rule(line: &str) -> bool {
    let t = line.trim();
    // A box's edge too ("+-------+").
    t.len() >= 3
        && t.chars().all(|c| matches!(c, '-' | '=' | '_' | '*' | '+'))
        && t.chars().any(|c| c != '+')
}

/// The date a document bears in its first lines ("Date: January 15, 2025", "Plan issued March 3,
/// 2025", "Prepared by A. MacLean, October 28, 2025"). When none of its lines opens a dated
/// entry (the caller knows, having read them), such a memo, plan or report is a record of that
/// day.
pub fn document_date(text: &str, style: &DateStyle, entries: bool) -> Option<NaiveDate> {
    const CUES: &[&str] = &[
        "date",
        "issued",
        "prepared",
        "dated",
        "revised",
        "written",
        "émis",
        "émise",
        "préparé",
        "rédigé",
        "daté",
        "révisé",
        // A byline: "Rapport de G. Nadeau, le 27 juin 2025", "Report by A. Roy, June 27, 2025".
        "rapport de",
        "rapport du",
        "report by",
        "memo",
        "mémo",
        "note de service",
        "auteur",
        "author",
    ];
    // The lines as written: a title and the byline under it are two lines, though a reader
    // joins them into one paragraph.
    text.lines()
        .filter(|l| !l.trim().is_empty())
        .take(5)
        .find_map(|line| {
            let lower = line.to_lowercase();
            // In a file whose lines open dated entries, a line that opens one is no date of the
            // file as a whole.
            if line.split_whitespace().count() > 30
                || (entries && dated_heading(line, style).is_some())
            {
                return None;
            }
            let (start, end, date) = style.find(line)?;
            // A byline that ends in its date after a sentence ("Fundy Analytics for the Town
            // of Shepody. November 15, 2024."): not a log's dated heading ("Log 2025-01-13").
            let before = line[..start].trim_end();
            let byline = line[end..].trim().trim_end_matches('.').is_empty()
                && before.ends_with(['.', ','])
                && before.split_whitespace().count() >= 3;
            (byline || CUES.iter().any(|c| lower.contains(c))).then_some(date)
        })
}
