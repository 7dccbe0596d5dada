//! Units of measure and month names, in English and French, as drafts and records write them.

/// Units of measure, each with its canonical name.
const UNITS: &[(&str, &str)] = &[
    ("%", "%"),
    ("pct", "%"),
    ("percent", "%"),
    ("°c", "°c"),
    ("ºc", "°c"),
    ("c", "°c"),
    ("°f", "°f"),
    ("f", "°f"),
    ("°", "°"),
    ("deg", "°"),
    ("degree", "°"),
    ("degrees", "°"),
    ("degré", "°"),
    ("degrés", "°"),
    ("k", "k"),
    ("nm", "nm"),
    ("µm", "µm"),
    ("um", "µm"),
    ("mm", "mm"),
    ("cm", "cm"),
    ("m", "m"),
    ("km", "km"),
    ("m2", "m2"),
    ("m²", "m2"),
    ("m3", "m3"),
    ("m³", "m3"),
    ("ha", "ha"),
    ("in", "in"),
    ("ft", "ft"),
    ("mg", "mg"),
    ("µg", "µg"),
    ("μg", "µg"),
    ("ug", "µg"),
    ("ng", "ng"),
    ("g", "g"),
    ("kg", "kg"),
    ("t", "t"),
    ("lb", "lb"),
    ("lbs", "lb"),
    ("ml", "ml"),
    ("l", "l"),
    ("µl", "µl"),
    ("ul", "µl"),
    ("μl", "µl"),
    ("μm", "µm"),
    ("μs", "µs"),
    ("us", "µs"),
    ("m", "m"),
    ("n", "n"),
    ("kn", "kn"),
    ("pa", "pa"),
    ("kpa", "kpa"),
    ("mpa", "mpa"),
    ("gpa", "gpa"),
    ("psi", "psi"),
    ("bar", "bar"),
    ("mbar", "mbar"),
    ("v", "v"),
    ("mv", "mv"),
    ("kv", "kv"),
    ("a", "a"),
    ("ma", "ma"),
    ("mah", "mah"),
    ("w", "w"),
    ("kw", "kw"),
    ("mw", "mw"),
    ("wh", "wh"),
    ("kwh", "kwh"),
    ("j", "j"),
    ("kj", "kj"),
    ("mwh", "mwh"),
    ("hz", "hz"),
    ("khz", "khz"),
    ("mhz", "mhz"),
    ("ghz", "ghz"),
    ("ms", "ms"),
    ("µs", "µs"),
    ("s", "s"),
    ("sec", "s"),
    ("second", "s"),
    ("seconds", "s"),
    ("seconde", "s"),
    ("secondes", "s"),
    ("min", "min"),
    ("mins", "min"),
    ("minute", "min"),
    ("minutes", "min"),
    ("h", "h"),
    ("hr", "h"),
    ("hrs", "h"),
    ("hour", "h"),
    ("hours", "h"),
    ("heure", "h"),
    ("heures", "h"),
    ("d", "d"),
    ("day", "d"),
    ("days", "d"),
    ("jour", "d"),
    ("jours", "d"),
    ("week", "wk"),
    ("weeks", "wk"),
    ("semaine", "wk"),
    ("semaines", "wk"),
    ("month", "mo"),
    ("months", "mo"),
    ("mois", "mo"),
    ("year", "yr"),
    ("years", "yr"),
    ("an", "yr"),
    ("ans", "yr"),
    ("année", "yr"),
    ("années", "yr"),
    ("ppm", "ppm"),
    ("ppb", "ppb"),
    ("db", "db"),
    ("dba", "db"),
    ("rpm", "tr/min"),
    ("tr/min", "tr/min"),
    ("x", "x"),
    ("×", "x"),
    ("times", "x"),
    ("fois", "x"),
    ("hv", "hv"),
    ("hrc", "hrc"),
    ("cfu", "cfu"),
    ("ufc", "cfu"),
    ("lux", "lux"),
    ("lx", "lux"),
    ("fps", "fps"),
    ("kb", "kb"),
    ("mb", "mb"),
    ("gb", "gb"),
    ("tb", "tb"),
    ("bpm", "bpm"),
    ("m", "m"),
    ("µmol", "µmol"),
    ("mol", "mol"),
    ("mmol", "mmol"),
    ("nm", "nm"),
];

/// The canonical unit of a token ("MPa" → "mpa", "g/plant" → "g/plant"), if it is one.
pub fn unit_of(token: &str) -> Option<String> {
    let t = token.to_lowercase();
    let known = |s: &str| UNITS.iter().find(|(u, _)| *u == s).map(|(_, c)| *c);
    if let Some(c) = known(&t) {
        return Some(c.to_owned());
    }
    let (head, tail) = t.split_once('/')?;
    let head = known(head)?;
    Some(format!("{head}/{tail}"))
}

/// Month names, English then French, by month.
const MONTH_NAMES: [&[&str]; 12] = [
    &["january", "jan", "janvier", "janv"],
    &["february", "feb", "février", "fevrier", "févr"],
    &["march", "mar", "mars"],
    &["april", "apr", "avril", "avr"],
    &["may", "mai"],
    &["june", "jun", "juin"],
    &["july", "jul", "juillet", "juil"],
    &["august", "aug", "août", "aout"],
    &["september", "sep", "sept", "septembre"],
    &["october", "oct", "octobre"],
    &["november", "nov", "novembre"],
    &["december", "dec", "décembre", "decembre", "déc"],
];

/// The months a text names with their year ("in November 2023", "en février 2025"), dates
/// already blanked: `(as written, year, month)`.
pub fn months(text: &str) -> Vec<(String, i32, u32)> {
    let words: Vec<&str> = text.split_whitespace().collect();
    let mut out = Vec::new();
    for pair in words.windows(2) {
        let name = pair[0]
            .trim_matches(|c: char| !c.is_alphabetic())
            .to_lowercase();
        let year = pair[1].trim_end_matches(|c: char| !c.is_ascii_digit());
        let Some(m) = MONTH_NAMES
            .iter()
            .position(|names| names.contains(&name.as_str()))
        else {
            continue;
        };
        // "May" and "mars" open sentences as other words too: the English name capitalised.
        let english = MONTH_NAMES[m].iter().take(2).any(|n| *n == name);
        let capital = pair[0].starts_with(char::is_uppercase);
        if english && !capital && !["mai", "mars"].contains(&name.as_str()) {
            continue;
        }
        if year.len() == 4
            && let Ok(y) = year.parse::<i32>()
            && (1990..=2100).contains(&y)
        {
            out.push((
                format!(
                    "{} {year}",
                    pair[0].trim_start_matches(|c: char| !c.is_alphabetic())
                ),
                y,
                m as u32 + 1,
            ));
        }
    }
    out
}
