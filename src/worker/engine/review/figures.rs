//! The figures a sentence states (numbers with their units, dates) and the evidence's own, so
//! that each figure of a draft can be looked up in the selected files. Numbers are read in
//! either language's notation ("1,200" and "1 200" are a thousand two hundred, "1,2 %" is
//! "1.2%"); ranges ("8-10%") give each end the unit; dates are read in any format
//! [`DateStyle`] knows, a date without a year in the fiscal year.

use std::collections::HashSet;

use chrono::{Datelike, NaiveDate};

use super::super::dates::DateStyle;
use super::super::evidence::Evidence;
use super::units::unit_of;

/// What follows a number.
#[derive(Debug, Clone, PartialEq)]
pub enum Unit {
    /// Nothing, or punctuation.
    None,
    /// A word that is not a unit ("layers", "fleurs").
    Noun,
    /// A unit of measure, canonical ("%", "°c", "mpa", "g/plant").
    Known(String),
    /// The evidence only: a number inside a label ("P4", "A380").
    Label,
}

impl Unit {
    /// Whether a draft's unit (`self`) agrees with the evidence's.
    fn agrees(&self, evidence: &Unit) -> bool {
        match (self, evidence) {
            // "45°", "45 deg": degrees of either kind ("20 degrees" in a draft, "20 °C" in a log).
            (Unit::Known(a), Unit::Known(b)) if a == "°" || b == "°" => {
                a.starts_with('°') && b.starts_with('°')
            }
            (Unit::Known(a), Unit::Known(b)) => base(a) == base(b),
            (Unit::Known(_), Unit::None) => true,
            (Unit::Known(_), _) => false,
            (_, _) => true,
        }
    }

    /// Whether the figure is a measurement (a number with a unit of measure).
    pub fn is_measure(&self) -> bool {
        matches!(self, Unit::Known(u) if u != "$")
    }
}

/// The part of a unit before its "per" ("g/plant" → "g").
fn base(unit: &str) -> &str {
    match unit.split_once('/') {
        Some((b, _)) if !b.is_empty() && unit != "tr/min" => b,
        _ => unit,
    }
}

/// A number of a text.
#[derive(Debug, Clone)]
pub struct Number {
    /// As written, with its unit ("9,5 kg/t").
    pub written: String,
    /// Its value; a number with a thousands-or-decimal comma ("1,200") has two readings.
    pub values: Vec<f64>,
    pub unit: Unit,
}

fn is_space(c: char) -> bool {
    matches!(c, ' ' | '\u{a0}' | '\u{202f}' | '\u{2009}')
}

/// The numbers of `text` (dates already blanked out). `labels`: also the numbers inside labels
/// ("P4"), as [`Unit::Label`] (the evidence reads them; a draft's are not checked).
pub fn numbers(text: &str, labels: bool) -> Vec<Number> {
    let chars: Vec<(usize, char)> = text.char_indices().collect();
    let at = |i: usize| chars.get(i).map(|x| x.1);
    let pos = |i: usize| chars.get(i).map_or(text.len(), |x| x.0);
    let digit = |i: usize| at(i).is_some_and(|c| c.is_ascii_digit());
    let digits_from = |i: usize| (i..).take_while(|&j| digit(j)).count();
    let mut out: Vec<Number> = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        if !digit(i) {
            i += 1;
            continue;
        }
        let start = i;
        let prev = if i > 0 { at(i - 1) } else { None };
        let in_label = prev.is_some_and(|c| c.is_alphabetic() || c == '_')
            || (prev == Some('.') && i >= 2 && at(i - 2).is_some_and(char::is_alphanumeric));
        // The number: its integer part with thousands groups, then a decimal part.
        let mut int = String::new();
        let mut j = i;
        let n = digits_from(j);
        int.extend(chars[j..j + n].iter().map(|x| x.1));
        j += n;
        let mut alt: Option<String> = None;
        loop {
            let sep = at(j);
            let group = digits_from(j + 1);
            if group == 3 && sep == Some(',') && !digit(j + 4) {
                // "1,200": thousands, or (in French) one point two.
                if alt.is_none() && int.len() <= 3 {
                    alt = Some(format!("{int}.{}", digits(&chars[j + 1..j + 4])));
                }
                int.push_str(&digits(&chars[j + 1..j + 4]));
                j += 4;
            } else if group == 3
                && sep.is_some_and(is_space)
                && int.len() <= 3
                && !digit(j + 4)
                && !(at(j + 4) == Some(',') && digit(j + 5) && digits_from(j + 5) == 3)
                && !in_label
            {
                int.push_str(&digits(&chars[j + 1..j + 4]));
                alt = None;
                j += 4;
            } else {
                break;
            }
        }
        let mut value = int.clone();
        if matches!(at(j), Some('.' | ',')) && digit(j + 1) && alt.is_none() {
            let d = digits_from(j + 1);
            value = format!("{int}.{}", digits(&chars[j + 1..j + 1 + d]));
            j += 1 + d;
        }
        // A version or an address ("1.2.3", "10:12"): not a figure.
        if matches!(at(j), Some('.' | ':')) && digit(j + 1) {
            i = j + 1 + digits_from(j + 1);
            continue;
        }
        let mut values: Vec<f64> = [Some(value), alt]
            .into_iter()
            .flatten()
            .filter_map(|v| v.parse().ok())
            .collect();
        // "10^4".
        if at(j) == Some('^') && digit(j + 1) {
            let e = digits_from(j + 1);
            let exp: i32 = digits(&chars[j + 1..j + 1 + e]).parse().unwrap_or(0);
            values = values.iter().map(|v| v.powi(exp)).collect();
            j += 1 + e;
        }
        let number_end = j;
        // The unit: attached ("15ms", "6-week") or after spaces ("300 mm/min", "70 %").
        let mut unit = Unit::None;
        let mut end = number_end;
        let attached = at(j).is_some_and(|c| c.is_alphabetic() || c == '%' || c == '°')
            || (at(j) == Some('-') && at(j + 1).is_some_and(char::is_alphabetic));
        let mut k = j;
        if at(k) == Some('-') && attached {
            k += 1;
        }
        while at(k).is_some_and(is_space) && !attached {
            k += 1;
        }
        let token_end = (k..)
            .take_while(|&m| {
                at(m).is_some_and(|c| {
                    !c.is_whitespace() && !matches!(c, ',' | ';' | ')' | '(' | '"' | '[' | ']')
                })
            })
            .count()
            + k;
        let mut token: String = chars[k..token_end].iter().map(|x| x.1).collect();
        let abbreviated = token.ends_with('.');
        while token.ends_with(['.', ':', '\'', '’']) {
            token.pop();
        }
        let token_chars = token.chars().count();
        // "6.1 in smoke", "3 a day": a word that also names a unit, then more words.
        let next_word = (token_end..)
            .find(|&m| !at(m).is_some_and(is_space))
            .and_then(at)
            .is_some_and(char::is_lowercase);
        let word_not_unit =
            !attached && !abbreviated && ["in", "a"].contains(&token.as_str()) && next_word;
        if word_not_unit {
            unit = Unit::Noun;
        } else if token.starts_with('%') {
            unit = Unit::Known("%".into());
            end = k + 1;
        } else if token.starts_with(['°', 'º']) && token_chars <= 2 {
            unit = Unit::Known(unit_of(&token).unwrap_or_else(|| "°".into()));
            end = k + token_chars;
        } else if let Some(u) = unit_of(&token)
            // An attached capital ("3D", "4K", "2A") names a thing, not a unit.
            && !(attached && token_chars == 1 && token.starts_with(char::is_uppercase))
        {
            unit = Unit::Known(u);
            end = k + token_chars;
        } else if attached && !token.is_empty() {
            // "3D", "2nd", "1er": a label, not a figure.
            i = k + token_chars.max(1);
            if labels {
                push_label(&mut out, text, &chars, start, number_end, values);
            }
            continue;
        } else if token.chars().next().is_some_and(char::is_alphabetic) {
            unit = Unit::Noun;
        }
        if in_label {
            if labels {
                push_label(&mut out, text, &chars, start, number_end, values);
            }
            i = number_end.max(i + 1);
            continue;
        }
        let before = text[..pos(start)].trim_end().to_lowercase();
        let line_reference = ["line", "lines", "ligne", "lignes", "l"].iter().any(|w| {
            before.ends_with(w)
                && !before[..before.len() - w.len()].ends_with(char::is_alphanumeric)
        });
        let enumeration = prev == Some('(') && at(number_end) == Some(')') && int.len() == 1;
        if !(line_reference || enumeration) {
            // A range's first end takes the unit of the second ("8-10%", "0-5 cm").
            if unit == Unit::None
                && matches!(at(number_end), Some('-' | '–'))
                && digit(number_end + 1)
            {
                let rest = numbers(&text[pos(number_end + 1)..], false);
                if let Some(next) = rest.first() {
                    unit = next.unit.clone();
                }
            }
            out.push(Number {
                written: text[pos(start)..pos(end)].to_owned(),
                values,
                unit,
            });
        }
        i = number_end.max(i + 1);
    }
    out
}

fn digits(chars: &[(usize, char)]) -> String {
    chars.iter().map(|x| x.1).collect()
}

fn push_label(
    out: &mut Vec<Number>,
    text: &str,
    chars: &[(usize, char)],
    start: usize,
    end: usize,
    values: Vec<f64>,
) {
    let pos = |i: usize| chars.get(i).map_or(text.len(), |x| x.0);
    out.push(Number {
        written: text[pos(start)..pos(end)].to_owned(),
        values,
        unit: Unit::Label,
    });
}

/// A date of a text.
#[derive(Debug, Clone)]
pub struct Dated {
    pub written: String,
    pub date: NaiveDate,
    /// Written without a year ("May 21").
    pub yearless: bool,
    pub start: usize,
    pub end: usize,
}

/// Every date of `text` as `style` reads it, in order.
pub fn dates(text: &str, style: &DateStyle) -> Vec<Dated> {
    let mut out = Vec::new();
    let mut from = 0;
    while from < text.len() {
        let Some((s, e, date)) = style.find(&text[from..]) else {
            break;
        };
        let (s, e) = (from + s, from + e);
        let written = text[s..e].to_owned();
        let mut run = 0;
        let mut has_year = written.contains('/');
        for c in written.chars() {
            run = if c.is_ascii_digit() { run + 1 } else { 0 };
            has_year |= run == 4;
        }
        out.push(Dated {
            written,
            date,
            yearless: !has_year,
            start: s,
            end: e.max(s + 1),
        });
        from = e.max(s + 1);
        while !text.is_char_boundary(from) {
            from += 1;
        }
    }
    out
}

/// `text` with the date spans blanked (so their day and year are not read as figures).
pub fn without_dates(text: &str, found: &[Dated]) -> String {
    let mut out = text.to_owned();
    for d in found.iter().rev() {
        out.replace_range(d.start..d.end, &" ".repeat(d.end - d.start));
    }
    out
}

/// The figures the selected files hold.
pub struct Index {
    numbers: Vec<(f64, Unit)>,
    dates: HashSet<NaiveDate>,
    years: HashSet<i32>,
    /// Every word of the evidence (and of its files' names), lower case.
    words: HashSet<String>,
}

impl Index {
    /// The evidence's figures; `None` when no file (or repository) was selected.
    pub fn of(evidence: &Evidence) -> Option<Self> {
        let mut index = Index {
            numbers: Vec::new(),
            dates: HashSet::new(),
            years: HashSet::new(),
            words: HashSet::new(),
        };
        let mut any = false;
        for source in 0..evidence.sources.len() {
            let segments: Vec<_> = evidence
                .segments
                .iter()
                .filter(|s| s.source == Some(source))
                .collect();
            if segments.is_empty() {
                continue;
            }
            any = true;
            let whole: Vec<&str> = segments.iter().map(|s| s.text.as_str()).collect();
            let file_style = DateStyle::of(&whole.join("\n"));
            // The file's name may date it ("memo_2024-02-27.txt").
            let name = evidence.sources[source].filename.replace(['_', '.'], " ");
            for d in dates(&name, &file_style) {
                index.dates.insert(d.date);
            }
            index.add_words(&name);
            index.add_text(&evidence.sources[source].unsegmented, &file_style);
            for s in segments {
                if let Some(d) = s.date {
                    index.dates.insert(d);
                    index.years.insert(d.year());
                }
                let mut style = file_style;
                style.year = s.date.map(|d| d.year()).or(style.year);
                for text in [&s.text, &s.section] {
                    index.add_text(text, &style);
                }
                // A dated heading's label may hold a figure ("4 weeks (2024-09-10)").
                if let Some(label) = &s.date_label {
                    index.add_text(label, &style);
                }
            }
        }
        any.then_some(index)
    }

    /// Adds a text's words, dates and figures.
    fn add_text(&mut self, text: &str, style: &DateStyle) {
        self.add_words(text);
        let found = dates(text, style);
        for d in &found {
            self.dates.insert(d.date);
            self.years.insert(d.date.year());
        }
        for n in numbers(&without_dates(text, &found), true) {
            for v in &n.values {
                self.numbers.push((*v, n.unit.clone()));
            }
        }
    }

    fn add_words(&mut self, text: &str) {
        for w in text.split(|c: char| !c.is_alphanumeric()) {
            if !w.is_empty() {
                self.words.insert(w.to_lowercase());
            }
        }
    }

    /// Whether the evidence names `word` (any case).
    pub fn names(&self, word: &str) -> bool {
        self.words.contains(&word.to_lowercase())
    }

    /// Whether the evidence holds `number` (its value, with an agreeing unit).
    pub fn holds(&self, number: &Number) -> bool {
        let same = |a: f64, b: f64| (a - b).abs() <= 1e-9 * a.abs().max(1.0);
        number.values.iter().any(|v| {
            self.numbers
                .iter()
                .any(|(w, unit)| same(*v, *w) && number.unit.agrees(unit))
                || (number.unit == Unit::None
                    && v.fract() == 0.0
                    && (1990.0..=2100.0).contains(v)
                    && self.years.contains(&(*v as i32)))
        })
    }

    /// Whether the evidence holds `date`: the same day, or for a date written without a year the
    /// same day of any year.
    pub fn holds_date(&self, date: &Dated) -> bool {
        self.dates.contains(&date.date)
            || (date.yearless
                && self
                    .dates
                    .iter()
                    .any(|d| d.month() == date.date.month() && d.day() == date.date.day()))
    }
}
