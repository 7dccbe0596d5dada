use std::collections::BTreeMap;

/// Field-by-field validation failures, reported together (400 VALIDATION_FAILED).
#[derive(Debug, Clone, Default, PartialEq, Eq, thiserror::Error)]
#[error("{message}")]
pub struct ValidationError {
    pub message: String,
    pub fields: BTreeMap<String, String>,
}

impl ValidationError {
    pub fn single(field: &str, message: impl Into<String>) -> Self {
        let mut errors = FieldErrors::default();
        errors.add(field, message);
        errors.into_error()
    }
}

/// Collects field errors while parsing a request.
#[derive(Debug, Default)]
pub struct FieldErrors {
    fields: BTreeMap<String, String>,
}

impl FieldErrors {
    pub fn add(&mut self, field: &str, message: impl Into<String>) {
        self.fields
            .entry(field.to_owned())
            .or_insert_with(|| message.into());
    }

    /// Keeps the value when it parsed, records the message under `field` otherwise.
    pub fn check<T>(&mut self, field: &str, parsed: Result<T, String>) -> Option<T> {
        match parsed {
            Ok(value) => Some(value),
            Err(message) => {
                self.add(field, message);
                None
            }
        }
    }

    /// Like `check` for an optional input: absent stays `Some(None)`.
    pub fn check_opt<T>(
        &mut self,
        field: &str,
        input: Option<&str>,
        parse: impl FnOnce(&str) -> Result<T, String>,
    ) -> Option<Option<T>> {
        match input {
            None => Some(None),
            Some(value) => self.check(field, parse(value)).map(Some),
        }
    }

    pub fn is_empty(&self) -> bool {
        self.fields.is_empty()
    }

    pub fn into_error(self) -> ValidationError {
        let message = match self.fields.len() {
            1 => self
                .fields
                .iter()
                .next()
                .map(|(field, msg)| format!("{field}: {msg}"))
                .unwrap_or_default(),
            n => format!("{n} fields are invalid"),
        };
        ValidationError {
            message,
            fields: self.fields,
        }
    }

    /// `Ok(())` when nothing was recorded.
    pub fn finish(self) -> Result<(), ValidationError> {
        if self.is_empty() {
            Ok(())
        } else {
            Err(self.into_error())
        }
    }
}

/// Invisible characters that make displayed text differ from what is stored: the bidirectional
/// embeddings, overrides, isolates and marks, and the zero-width characters.
pub fn is_invisible_format(c: char) -> bool {
    matches!(
        c,
        '\u{061C}'
            | '\u{180E}'
            | '\u{200B}'..='\u{200F}'
            | '\u{202A}'..='\u{202E}'
            | '\u{2060}'..='\u{2064}'
            | '\u{2066}'..='\u{2069}'
            | '\u{FEFF}'
    )
}

/// The rule for single-line text (names, titles, full names, emails): no control character at
/// all (Unicode Cc: C0, DEL, C1, so no line break or tab either) and no bidirectional or
/// zero-width character.
pub fn single_line(value: &str) -> Result<(), String> {
    if value.chars().any(char::is_control) {
        return Err("must not contain control characters".into());
    }
    if value.chars().any(is_invisible_format) {
        return Err("must not contain bidirectional or zero-width characters".into());
    }
    Ok(())
}

/// A required single-line text: trimmed, 1..=`max` characters, [`single_line`]; `blank` is the
/// sentence for an empty one. Answers the trimmed text.
pub fn required_line(input: &str, max: usize, blank: &str) -> Result<String, String> {
    let value = input.trim();
    if value.is_empty() {
        return Err(blank.into());
    }
    if value.chars().count() > max {
        return Err(format!("must be at most {max} characters"));
    }
    single_line(value)?;
    Ok(value.to_owned())
}

/// The rule for multi-line free text (descriptions, run and screener input, which become session
/// messages): CR LF and a lone CR become LF; LF and tab are the only control characters allowed
/// (NUL, ESC, DEL, C1 and the rest are refused). Returns the normalised text.
pub fn multi_line(value: &str) -> Result<String, String> {
    let text = if value.contains('\r') {
        value.replace("\r\n", "\n").replace('\r', "\n")
    } else {
        value.to_owned()
    };
    if text
        .chars()
        .any(|c| c.is_control() && c != '\n' && c != '\t')
    {
        return Err("must not contain control characters other than line breaks and tabs".into());
    }
    Ok(text)
}

/// Required multi-line free text of at most `max` characters (run and screener input):
/// [`multi_line`], then not blank once trimmed. Answers the normalised text, untrimmed.
pub fn required_text(value: &str, max: usize) -> Result<String, String> {
    let text = multi_line(value)?;
    let length = text.trim().chars().count();
    if length == 0 {
        return Err("is required".into());
    }
    if length > max {
        return Err(format!("must be at most {max} characters"));
    }
    Ok(text)
}

/// Parses an UPPER_SNAKE wire value of one of the entity enums.
pub fn parse_enum<T>(
    value: &str,
    parse: fn(&str) -> Option<T>,
    expected: fn() -> String,
) -> Result<T, String> {
    parse(value.trim()).ok_or_else(|| format!("must be one of {}", expected()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::SessionType;

    #[test]
    fn collects_every_field() {
        let mut errors = FieldErrors::default();
        assert_eq!(errors.check::<u8>("a", Err("bad".into())), None);
        assert_eq!(errors.check::<u8>("b", Ok(3)), Some(3));
        errors.add("c", "worse");
        let err = errors.finish().expect_err("two errors");
        assert_eq!(err.fields.len(), 2);
        assert_eq!(err.message, "2 fields are invalid");
    }

    #[test]
    fn single_line_refuses_every_control_and_invisible_character() {
        assert!(single_line("Ada Lovelace, R&D \u{00e9}\u{4e2d}").is_ok());
        for bad in [
            "a\0b",
            "a\nb",
            "a\rb",
            "a\tb",
            "a\u{1b}[31m",
            "a\u{7f}",
            "a\u{85}b",
            "a\u{9b}",
        ] {
            assert!(
                single_line(bad).expect_err(bad).contains("control"),
                "{bad:?}"
            );
        }
        for bad in [
            "evil\u{202E}gpj.exe",
            "a\u{200B}b",
            "a\u{2066}b",
            "\u{FEFF}a",
            "a\u{200F}",
        ] {
            assert!(
                single_line(bad).expect_err(bad).contains("zero-width"),
                "{bad:?}"
            );
        }
    }

    #[test]
    fn multi_line_keeps_line_breaks_and_tabs_only() {
        assert_eq!(multi_line("a\r\nb\rc\n\td"), Ok("a\nb\nc\n\td".into()));
        for bad in [
            "a\0b",
            "a\u{1b}[2J",
            "a\u{7f}",
            "a\u{85}",
            "a\u{8}",
            "a\u{b}",
        ] {
            assert!(multi_line(bad).is_err(), "{bad:?} accepted");
        }
    }

    #[test]
    fn required_text_is_normalised_present_and_bounded() {
        assert_eq!(required_text(" a\r\nb ", 5), Ok(" a\nb ".into()));
        assert_eq!(required_text(" \n\t", 5), Err("is required".into()));
        assert_eq!(
            required_text("abcdef", 5),
            Err("must be at most 5 characters".into())
        );
        assert!(
            required_text("a\0", 5)
                .expect_err("NUL")
                .contains("control")
        );
    }

    #[test]
    fn enums_parse_exactly() {
        let parse = |v| parse_enum(v, SessionType::parse, SessionType::expected);
        assert_eq!(parse("T661_GEN"), Ok(SessionType::T661Gen));
        assert!(parse("t661").is_err());
        assert!(parse("CHAT").expect_err("unknown").contains("PRECHECK"));
    }
}
