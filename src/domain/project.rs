//! Project fields.

/// Trimmed, 1..=200 characters, single-line text (`validation::single_line`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ProjectName(String);

impl ProjectName {
    pub fn parse(input: &str) -> Result<ProjectName, String> {
        super::validation::required_line(input, 200, "is required").map(ProjectName)
    }

    pub fn into_inner(self) -> String {
        self.0
    }
}

/// A four-digit year in 2000..=2100, kept as the string the client sent ("2025").
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FiscalYear(String);

impl FiscalYear {
    pub fn parse(input: &str) -> Result<FiscalYear, String> {
        let value = input.trim();
        let year: Option<u16> = (value.len() == 4 && value.bytes().all(|b| b.is_ascii_digit()))
            .then(|| value.parse().ok())
            .flatten();
        match year {
            Some(y) if (2000..=2100).contains(&y) => Ok(FiscalYear(value.to_owned())),
            _ => Err("must be a four-digit year between 2000 and 2100".into()),
        }
    }

    pub fn into_inner(self) -> String {
        self.0
    }
}

/// Free text up to 5,000 characters, multi-line text (`validation::multi_line`: line breaks
/// normalised to LF, no control character but LF and tab); blank becomes absent.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Description(Option<String>);

impl Description {
    pub const MAX: usize = 5000;

    pub fn parse(input: &str) -> Result<Description, String> {
        let text = super::multi_line(input)?;
        let value = text.trim();
        if value.chars().count() > Self::MAX {
            return Err(format!("must be at most {} characters", Self::MAX));
        }
        Ok(Description((!value.is_empty()).then(|| value.to_owned())))
    }

    pub fn into_inner(self) -> Option<String> {
        self.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fiscal_year_bounds() {
        assert!(FiscalYear::parse("2000").is_ok());
        assert!(FiscalYear::parse("2100").is_ok());
        for bad in ["1999", "2101", "25", "20250", "２０２５", "20a5", ""] {
            assert!(FiscalYear::parse(bad).is_err(), "{bad:?} accepted");
        }
    }

    #[test]
    fn names_and_descriptions() {
        assert!(ProjectName::parse("  ").is_err());
        assert!(ProjectName::parse(&"x".repeat(201)).is_err());
        assert_eq!(
            ProjectName::parse(" Widget R&D ").map(ProjectName::into_inner),
            Ok("Widget R&D".into())
        );
        assert_eq!(
            Description::parse("   ").map(Description::into_inner),
            Ok(None)
        );
        assert!(Description::parse(&"x".repeat(5001)).is_err());
        assert_eq!(
            Description::parse("line 1\r\n\tline 2").map(Description::into_inner),
            Ok(Some("line 1\n\tline 2".into()))
        );
        for bad in ["a\0b", "a\u{1b}[31m", "a\u{7f}", "a\u{9b}"] {
            assert!(Description::parse(bad).is_err(), "{bad:?} accepted");
        }
        assert!(ProjectName::parse("a\u{202E}b").is_err());
    }
}
