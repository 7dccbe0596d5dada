//! The weekdays a line names, English or French.

/// The weekday a word names, English or French, in full or abbreviated ("Mon", "Tues",
/// "lundi", "mer").
pub fn weekday(word: &str) -> Option<chrono::Weekday> {
    use chrono::Weekday::{Fri, Mon, Sat, Sun, Thu, Tue, Wed};
    const NAMES: [(&str, &str, chrono::Weekday); 7] = [
        ("monday", "lundi", Mon),
        ("tuesday", "mardi", Tue),
        ("wednesday", "mercredi", Wed),
        ("thursday", "jeudi", Thu),
        ("friday", "vendredi", Fri),
        ("saturday", "samedi", Sat),
        ("sunday", "dimanche", Sun),
    ];
    let w = word.to_lowercase();
    if w.chars().count() < 3 {
        return None;
    }
    NAMES
        .iter()
        .find(|(en, fr, _)| en.starts_with(&w) || fr.starts_with(&w))
        .map(|(_, _, d)| *d)
}

/// The weekday `line` names right before byte `start` (where its date stands): "Tuesday,
/// January 7th", « lundi 7 avril ».
pub fn weekday_before(line: &str, start: usize) -> Option<chrono::Weekday> {
    line.get(..start)?
        .split(|c: char| !c.is_alphabetic())
        .rfind(|w| !w.is_empty())
        .and_then(weekday)
}
