//! Session fields.

/// Trimmed, 1..=200 characters, single-line text (`validation::single_line`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SessionTitle(String);

impl SessionTitle {
    pub fn parse(input: &str) -> Result<SessionTitle, String> {
        super::validation::required_line(input, 200, "must not be blank").map(SessionTitle)
    }

    pub fn into_inner(self) -> String {
        self.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn title_rules() {
        assert!(SessionTitle::parse("").is_err());
        assert!(SessionTitle::parse("a\nb").is_err());
        assert!(SessionTitle::parse(&"t".repeat(201)).is_err());
        assert_eq!(
            SessionTitle::parse(" Kickoff ").map(SessionTitle::into_inner),
            Ok("Kickoff".into())
        );
    }
}
