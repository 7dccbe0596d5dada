//! A paragraph that says it is beside the work: an aside's marker, a lead naming the firm's
//! business, a closing disclaimer.

use super::firm_blurb;

/// Whether a paragraph opens or ends by saying it is beside the work ("PS - unrelated: ...",
/// "Side note from our end: ...", « Hors sujet : ... », « ... Rien à voir avec MO-25. »).
pub fn declares_an_aside(paragraph: &str) -> bool {
    const ASIDE: &[&str] = &[
        "unrelated",
        "side note",
        "off topic",
        "off-topic",
        "not related",
        "not project related",
        "not about",
        "pas à propos",
        "rien à voir avec",
        "hors sujet",
        "autre sujet",
        "rien à voir",
        "sans rapport",
        "aucun rapport",
        "not process",
        "not part of the project",
        "hors projet",
    ];
    // Or its lead says so ("Taproom note (not part of the project): ...").
    const LEAD: &[&str] = &[
        "not part of the project",
        "not part of this project",
        "not project",
        "ne fait pas partie du projet",
        "hors projet",
        "pas lié au projet",
        "not r&d",
        "non-r&d",
        "not sr&ed",
        "pas r-d",
        "pas de r-d",
        "hors r-d",
        "pas rs&de",
        "not part of this report",
        "not part of the report",
        "ne fait pas partie du rapport",
        "by mistake",
        "par erreur",
    ];
    let lower = paragraph.trim_start().to_lowercase();
    let punctuation = [
        ' ', '-', ':', ',', '.', '\u{2013}', '\u{2014}', '*', '_', '>', '#',
    ];
    let lower = lower.trim_start_matches(punctuation);
    // The marker opens the paragraph, or follows its "PS" ("Run 3 was unrelated to the
    // humidity" is a record).
    let rest = ["p.-s.", "p.s.", "ps"]
        .iter()
        .find_map(|p| lower.strip_prefix(p))
        .map_or(lower, |r| r.trim_start_matches(punctuation));
    let lead = rest
        .split_once(':')
        .map(|(l, _)| l)
        .filter(|l| l.split_whitespace().count() <= 10);
    // A lead in brackets ("(purchasing, not R&D) Delmar wants ...").
    let bracketed = rest
        .strip_prefix('(')
        .and_then(|r| r.split_once(')'))
        .map(|(l, _)| l)
        .filter(|l| l.split_whitespace().count() <= 6);
    // Or it ends by saying so ("... commande de 40 paires. Rien à voir avec MO-25.").
    let last = lower
        .trim_end()
        .trim_end_matches(['.', '!'])
        .rsplit(['.', '!', '?'])
        .next()
        .unwrap_or_default()
        .trim();
    let disclaims = last.split_whitespace().count() <= 8
        && [
            "rien à voir",
            "nothing to do with",
            "not related to",
            "unrelated to",
            "sans rapport avec",
            "aucun rapport avec",
            "pas lié au projet",
            "hors projet",
            "not part of the project",
        ]
        .iter()
        .any(|a| last.starts_with(a));
    disclaims
        || ASIDE.iter().any(|a| rest.starts_with(a))
        || [lead, bracketed]
            .into_iter()
            .flatten()
            .any(|l| LEAD.iter().any(|c| l.contains(c)))
        || admin_lead(rest)
        || bracketed.is_some_and(|l| admin_lead(&format!("{l}:")))
        || firm_blurb(paragraph)
}

/// Whether a paragraph opens with a short lead naming the firm's business or administration
/// ("Admin: ...", "Studio business: ...", "Business stuff, not model work: ...", « Côté
/// administratif : ... »): what follows is beside the work.
fn admin_lead(lower: &str) -> bool {
    const TOPICS: &[&str] = &[
        "admin",
        "administration",
        "administrative",
        "housekeeping",
        "business",
        "hr",
        "staffing",
        "personnel",
        "hiring",
        "administratif",
        "embauche",
        "affaires",
        "rh",
        "purchasing",
        "accounts",
        "accounting",
        "achats",
        "comptabilité",
        "invoice",
        "invoicing",
        "billing",
        "facturation",
    ];
    let Some((lead, _)) = lower.split_once(':') else {
        return false;
    };
    let words: Vec<&str> = lead
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .collect();
    // The topic is what the lead is about: its first or last word ("Two business problems at
    // once:", « Deux affaires en même temps : » open records); a business goal, need or case
    // is the work's ("Business goal: ...").
    const THE_WORK: &[&str] = &[
        "case",
        "goal",
        "need",
        "requirement",
        "target",
        "objective",
        "problem",
        "context",
        "objectif",
        "besoin",
        "cible",
        "exigence",
        "contexte",
    ];
    (1..=6).contains(&words.len())
        && !words
            .iter()
            .any(|w| THE_WORK.iter().any(|k| w.starts_with(k)))
        && [words.first(), words.last()]
            .into_iter()
            .flatten()
            .any(|w| TOPICS.contains(w))
}
