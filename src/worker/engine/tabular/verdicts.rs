//! A cell's verdict ("PASS", « non conforme - écrasement », "no: cracked") and the reason
//! written after it.

/// A cell's verdict: whether it passed, and the reason written after it ("FAIL - whey-off").
pub(super) fn verdict(cell: &str) -> Option<(bool, String)> {
    const PASS: &[&str] = &[
        "pass", "passed", "ok", "yes", "y", "conforme", "oui", "réussi", "succès", "retenu",
        "retenue", "selected", "accepted",
    ];
    const FAIL: &[&str] = &[
        "fail",
        "failed",
        "no",
        "n",
        "nok",
        "non conforme",
        "non",
        "échec",
        "rejet",
        "rejeté",
        "rejetée",
        "rejected",
        "écarté",
        "écartée",
    ];
    let lower = cell.trim().to_lowercase();
    if PASS.contains(&lower.as_str()) {
        return Some((true, String::new()));
    }
    if FAIL.contains(&lower.as_str()) {
        return Some((false, String::new()));
    }
    // A failing verdict of two words, then its reason (« non conforme - écrasement »).
    for two in [
        "non conforme",
        "pas conforme",
        "not compliant",
        "non-conforme",
    ] {
        if let Some(rest) = lower.strip_prefix(two) {
            return (rest.is_empty() || rest.starts_with([' ', '-', ':', ',', '(']))
                .then(|| (false, reason(&after(cell, two))));
        }
    }
    // A verdict followed by its reason: only the unambiguous words ("no change" is no verdict).
    let (head, _) = lower
        .split_once(|c: char| c.is_whitespace() || matches!(c, '-' | ':' | ',' | '(' | '/'))?;
    let rest = after(cell, head);
    let why = reason(&rest);
    // "non - bruit", "no: cracked": a plain yes or no is a verdict when a mark sets its reason
    // apart.
    let marked = rest.trim_start().starts_with(['-', '–', ':', '(']);
    match head {
        "pass" | "passed" | "ok" | "conforme" | "réussi" | "retenu" | "retenue" | "selected"
        | "accepted" | "accepté" | "acceptée" => Some((true, why)),
        "yes" | "oui" if marked => Some((true, why)),
        "fail" | "failed" | "nok" | "échec" | "rejeté" | "rejetée" | "rejet" | "rejected"
        | "écarté" | "écartée" => Some((false, why)),
        "no" | "non" if marked => Some((false, why)),
        _ => None,
    }
}

/// What a cell says after its verdict word(s) `head` (as written, the cell's case kept).
fn after(cell: &str, head: &str) -> String {
    cell.trim().chars().skip(head.chars().count()).collect()
}

/// The reason a verdict's rest gives, without the marks that set it apart ("- whey-off").
fn reason(rest: &str) -> String {
    rest.trim_matches(|c: char| {
        c.is_whitespace() || matches!(c, '-' | ':' | ',' | '(' | ')' | '/' | '–')
    })
    .to_owned()
}
