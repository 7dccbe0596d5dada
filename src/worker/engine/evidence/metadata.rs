//! What a record says about itself rather than the work: stamps of when it was edited or
//! exported, and a notebook card's fields.

use super::super::dates::DateStyle;
use super::super::segment::strip_line;
use super::lines::dated_heading;

/// A record's own metadata, no part of its entries: a stamp of when it was edited, saved or
/// exported ("Last modified: 2025-01-14 08:02", "Exported 2025-04-02 by jk", « Modifié le 3
/// mars »), or a notebook card's field ("Author: J. Kowalchuk", "Status: Completed", "Tags:
/// TMB-2", « Auteure : M. Roy »).
pub fn is_metadata(line: &str) -> bool {
    const STAMPS: &[&str] = &[
        "last modified",
        "modified:",
        "modified on",
        "last edited",
        "edited:",
        "edited on",
        "last updated",
        "updated:",
        "updated on",
        "created:",
        "created on",
        "exported",
        "printed",
        "saved:",
        "saved on",
        "synced",
        "dernière modification",
        "modifié le",
        "modifiée le",
        "modifié :",
        "créé le",
        "créée le",
        "créé :",
        "exporté",
        "imprimé le",
        "imprimé par",
        "printed by",
        "mis à jour le",
        "enregistré le",
    ];
    const FIELDS: &[&str] = &[
        "author",
        "authors",
        "auteur",
        "auteure",
        "auteurs",
        "tags",
        "tag",
        "étiquettes",
        "owner",
        "witness",
        "witnessed by",
        "entered by",
        "created by",
        "modified by",
        "saisi par",
        "créé par",
        "modifié par",
        "responsable",
        "location",
        "weather",
        "lieu",
        "météo",
    ];
    const STATES: &[&str] = &[
        "completed",
        "complete",
        "done",
        "in progress",
        "draft",
        "open",
        "closed",
        "approved",
        "signed",
        "terminé",
        "terminée",
        "complété",
        "complétée",
        "en cours",
        "brouillon",
        "fermé",
        "approuvé",
    ];
    /// What a stamp may name before it ("Fil imprimé le", "Thread printed on").
    const STAMPED: &[&str] = &[
        "fil",
        "thread",
        "document",
        "file",
        "fichier",
        "page",
        "notebook",
        "cahier",
        "journal",
        "log",
        "copy",
        "copie",
        "conversation",
    ];
    if print_header(line) || signature(line) || relayed(line) {
        return true;
    }
    let t = strip_line(line).trim();
    let words = t.split_whitespace().count();
    if words > 20 {
        return false;
    }
    let t = t.to_lowercase();
    // A tracker's event, not a note ("Dev Malik moved this card from Backlog to Doing", "Dana
    // Cole joined #hw-sync").
    let joined = t
        .split_whitespace()
        .collect::<Vec<_>>()
        .windows(2)
        .any(|w| ["joined", "left", "rejoint", "quitté"].contains(&w[0]) && w[1].starts_with('#'));
    if words <= 14 && (t.contains(" this card") || t.contains(" cette carte") || joined) {
        return true;
    }
    // A stamp is a line of its own ("Exported 2025-06-02 by a.b. Fields: ..." goes on), and may
    // name what was stamped first (« Fil imprimé le 17 avril 2025 par ... », "Thread printed").
    let ws: Vec<&str> = t.split_whitespace().collect();
    // The line from its word `from` on.
    let stamped = |from: usize| {
        ws.get(from).is_some_and(|w| {
            let rest = &t[w.as_ptr() as usize - t.as_ptr() as usize..];
            STAMPS.iter().any(|s| rest.starts_with(s))
        })
    };
    // What was stamped, among the first words ("9 messages Fil imprimé le ...", a mail
    // client's count run into the line under it).
    let after_what = (0..ws.len().min(4)).any(|i| STAMPED.contains(&ws[i]) && stamped(i + 1));
    if (stamped(0) || after_what) && !t.contains(". ") {
        return true;
    }
    if words > 10 {
        return false;
    }
    let Some((key, value)) = t.split_once(':') else {
        return false;
    };
    let (key, value) = (key.trim(), value.trim().trim_end_matches('.'));
    // Who attended a meeting: a list of names under its dated heading.
    const ATTENDANCE: &[&str] = &[
        "present",
        "présents",
        "présentes",
        "présent·es",
        "attendees",
        "attendance",
        "participants",
        "absents",
        "absent",
        "regrets",
    ];
    let names = || {
        value
            .split([',', ';'])
            .all(|n| (1..=3).contains(&n.split_whitespace().count()))
    };
    (FIELDS.contains(&key) && value.split_whitespace().count() <= 5)
        || (ATTENDANCE.contains(&key) && names())
        || (["status", "statut", "état"].contains(&key) && STATES.contains(&value))
}

/// A browser's print header: the page's title set off by " · " and ending in the page's place
/// ("2025-09-05, 10:14 a.m.   Double counts ... · Issue #87 · owner/repo"). A record's line
/// that uses the dot as a separator ("Run 3 · 40 °C · 2 h") names no such place.
fn print_header(line: &str) -> bool {
    // Every line of a record passes here: most hold neither a dot nor a wide gap.
    if !line.contains('\u{b7}') && !line.contains("    ") {
        return false;
    }
    let parts: Vec<&str> = line.split(" \u{b7} ").map(str::trim).collect();
    // "owner/repo": letters on both sides of the slash, no space.
    let repository = |p: &str| {
        p.split_whitespace().any(|w| {
            w.split_once('/').is_some_and(|(a, b)| {
                a.chars().any(char::is_alphabetic) && b.chars().any(char::is_alphabetic)
            })
        })
    };
    let numbered = |p: &str| {
        p.split('#')
            .skip(1)
            .any(|n| n.starts_with(|c: char| c.is_ascii_digit()))
    };
    if parts.len() >= 3 && parts.iter().any(|p| repository(p)) && parts.iter().any(|p| numbered(p))
    {
        return true;
    }
    // A mail client's: the time of printing, a wide gap, then "<Firm> Mail - <subject>".
    let Some((head, title)) = line.split_once("    ") else {
        return false;
    };
    let clock = head.split_whitespace().any(|w| {
        w.split_once(':').is_some_and(|(h, m)| {
            !h.is_empty()
                && h.len() <= 2
                && h.chars().all(|c| c.is_ascii_digit())
                && m.len() == 2
                && m.chars().all(|c| c.is_ascii_digit())
        })
    });
    let title = title.trim_start().to_lowercase();
    // Its title: "<Firm> Mail - <subject>", or the thread's subject as a reply or a forward
    // ("Re: Multi-piece breaks", « TR : ... »).
    let subject = ["re:", "re :", "fwd:", "fw:", "tr:", "tr :", "réf:"]
        .iter()
        .any(|p| title.starts_with(p));
    // A browser's print footer: the page's address (or "about:blank"), a wide gap, then its
    // page of the print ("1 of 3", "2/5").
    let footer = head.split_whitespace().count() == 1
        && (head.starts_with("about:") || head.contains("://"))
        && page_of(&title);
    footer
        || (clock
            && head.split_whitespace().count() <= 4
            && (title.starts_with("gmail - ") || title.contains(" mail - ") || subject))
}

/// "1 of 3", "page 2 sur 5", "2/5": a page of a print.
fn page_of(text: &str) -> bool {
    let ws: Vec<&str> = text.split_whitespace().filter(|w| *w != "page").collect();
    let number = |w: &str| !w.is_empty() && w.len() <= 3 && w.chars().all(|c| c.is_ascii_digit());
    match ws.as_slice() {
        [a, "of" | "sur" | "de", b] => number(a) && number(b),
        [one] => one
            .split_once('/')
            .is_some_and(|(a, b)| number(a) && number(b)),
        _ => false,
    }
}

/// Whether line `k` only names who posted what follows: one to three capitalised names right
/// above a line that is a date and a time ("Anika Roy", then "Mar 27, 2025, 4:02 PM", a
/// tracker card's comment).
pub fn poster_above_date(lines: &[String], k: usize, style: &DateStyle) -> bool {
    let t = lines[k].trim();
    let words: Vec<&str> = t.split_whitespace().collect();
    let names = (1..=3).contains(&words.len()) && words.iter().all(|w| name_word(w));
    let next = lines[k + 1..].iter().find(|l| !l.trim().is_empty());
    names
        && next.is_some_and(|n| {
            dated_heading(n, style).is_some_and(|(_, label, rest)| {
                rest.is_empty() && n.trim().len() <= label.len() + 12
            })
        })
}

/// Whether a date stands in a chat export's message header: its poster's name before it, then
/// the time it was posted, nothing else ("Derek Hall   Nov 18, 2024 2:05 PM", a thread's reply
/// "Omar Haddad  Jan 8th at 9:40 AM"); the stamp may stand in brackets after a comma ("Karl
/// Poulin, [08.05.25 16:02]", a Telegram copy).
pub(super) fn posted_by(before: &str, after: &str) -> bool {
    let name: Vec<&str> = before
        .trim_end()
        .trim_end_matches('[')
        .trim_end()
        .trim_end_matches(',')
        .split_whitespace()
        .collect();
    (1..=4).contains(&name.len())
        && name.iter().all(|w| name_word(w))
        && crate::worker::engine::dates::clock::at_time(after.trim_end().trim_end_matches(']'))
}

/// A chat message's note that it answers or relays another ("[En réponse à Mélanie Doyon]",
/// "[Forwarded from Hiro Tanaka]"): no text of the record.
fn relayed(line: &str) -> bool {
    const LEADS: &[&str] = &[
        "en réponse à",
        "in reply to",
        "replying to",
        "reply to",
        "transféré de",
        "forwarded from",
    ];
    let Some(inner) = line
        .trim()
        .strip_prefix('[')
        .and_then(|t| t.strip_suffix(']'))
    else {
        return false;
    };
    let lower = inner.trim().to_lowercase();
    LEADS.iter().any(|l| lower.starts_with(l)) && lower.split_whitespace().count() <= 8
}

/// A signature under a record: a dash, then a name and maybe a title ("— Annie", "— N. Roy,
/// ing.", "-- Kev").
fn signature(line: &str) -> bool {
    let Some(rest) = line
        .trim()
        .strip_prefix(['\u{2014}', '\u{2013}'])
        .or_else(|| line.trim().strip_prefix("--"))
    else {
        return false;
    };
    let (name, title) = rest.split_once(',').unwrap_or((rest, ""));
    let words: Vec<&str> = name.split_whitespace().collect();
    (1..=3).contains(&words.len())
        && title.split_whitespace().count() <= 3
        && words.iter().all(|w| name_word(w))
}

/// A word of a person's name: capitalised, letters and initials' points, hyphens, apostrophes
/// ("Jean-François", "N.", "O'Neil").
pub(super) fn name_word(w: &str) -> bool {
    w.chars().next().is_some_and(char::is_uppercase)
        && w.chars()
            .all(|c| c.is_alphabetic() || matches!(c, '.' | '-' | '\''))
}
