//! The courtesies of a letter or an e-mail ("Dear Marc,", "Best regards, Lise", « Bonjour à
//! tous », « Merci! »): part of the record that carries an entry's date, never a line's text.

/// Words that open a greeting, in either language.
const GREETINGS: [&str; 16] = [
    "dear",
    "hi",
    "hello",
    "hey",
    "good morning",
    "good afternoon",
    "good evening",
    "greetings",
    "bonjour",
    "bonsoir",
    "salut",
    "allo",
    "allô",
    "cher",
    "chère",
    "chers",
];

/// Words that close a letter, in either language.
const CLOSINGS: [&str; 22] = [
    "best regards",
    "kind regards",
    "warm regards",
    "regards",
    "best wishes",
    "best",
    "cheers",
    "thanks",
    "thank you",
    "many thanks",
    "sincerely",
    "yours truly",
    "talk soon",
    "merci",
    "merci beaucoup",
    "cordialement",
    "bien cordialement",
    "salutations",
    "bonne journée",
    "bonne fin de journée",
    "au plaisir",
    "à bientôt",
];

/// What follows a greeting or a closing in a courtesy: names, "all", « à tous », « et merci ».
fn only_names(rest: &str) -> bool {
    let words: Vec<&str> = rest
        .split(|c: char| c.is_whitespace() || matches!(c, ',' | '!' | '.' | ';' | '-' | '–' | '—'))
        .filter(|w| !w.is_empty())
        .collect();
    words.len() <= 4
        && words.iter().all(|w| {
            w.chars().next().is_some_and(char::is_uppercase)
                || matches!(
                    *w,
                    "all"
                        | "team"
                        | "everyone"
                        | "folks"
                        | "à"
                        | "tous"
                        | "toutes"
                        | "et"
                        | "again"
                        | "encore"
                        | "the"
                        | "la"
                        | "le"
                        | "l'équipe"
                        | "équipe"
                )
        })
}

/// Whether a sentence is only a greeting or a closing, with the names it addresses or signs.
pub(super) fn is_courtesy(text: &str) -> bool {
    let trimmed = text.trim();
    if trimmed.chars().any(|c| c.is_ascii_digit()) || trimmed.split_whitespace().count() > 7 {
        return false;
    }
    let lower = trimmed.to_lowercase();
    GREETINGS.iter().chain(CLOSINGS.iter()).any(|lead| {
        lower.strip_prefix(lead).is_some_and(|rest| {
            // A whole word: "Hi," opens a greeting, "History" does not.
            let whole = rest
                .chars()
                .next()
                .is_none_or(|c| !c.is_alphanumeric() && c != '\'');
            let rest = &trimmed[trimmed.len() - rest.len()..];
            whole && (only_names(rest) || another_courtesy(rest))
        })
    })
}

/// "Thanks, and have a good one" is not read; « Merci et bonne journée » is two courtesies.
fn another_courtesy(rest: &str) -> bool {
    let rest = rest.trim_start_matches(|c: char| c.is_whitespace() || matches!(c, ',' | '!' | '.'));
    let rest = ["et ", "and "]
        .iter()
        .find_map(|and| rest.strip_prefix(and))
        .unwrap_or(rest);
    !rest.is_empty() && is_courtesy(rest)
}

#[cfg(test)]
mod tests {
    use super::is_courtesy;

    #[test]
    fn greetings_and_closings_are_courtesies() {
        for s in [
            "Dear Marc,",
            "Hi all,",
            "Hello Dr. Nguyen.",
            "Best regards, Lise Tremblay",
            "Thanks again!",
            "Cheers - Dave",
            "Bonjour à tous,",
            "Merci et bonne journée!",
            "Cordialement, Émilie",
            "Salut Jean-Guy,",
        ] {
            assert!(is_courtesy(s), "{s}");
        }
    }

    #[test]
    fn sentences_that_say_something_are_not() {
        for s in [
            "Thanks to the finer nozzle, yield rose to 94 %.",
            "Hi-temp cure at 180 °C cracked both panels.",
            "Best results came from blend C.",
            "Merci de refaire l'essai 3 avec la buse fine.",
            "Dear all, the third batch foamed over in the kettle again.",
            "History of the press shows the same drift.",
            "Regardless of the mix, the slab cracked.",
        ] {
            assert!(!is_courtesy(s), "{s}");
        }
    }
}
