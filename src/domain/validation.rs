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
    fn enums_parse_exactly() {
        let parse = |v| parse_enum(v, SessionType::parse, SessionType::expected);
        assert_eq!(parse("T661_GEN"), Ok(SessionType::T661Gen));
        assert!(parse("t661").is_err());
        assert!(parse("CHAT").expect_err("unknown").contains("PRECHECK"));
    }
}
