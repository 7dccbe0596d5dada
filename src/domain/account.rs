//! Account fields: email, password policy, username, full name.

use secrecy::{ExposeSecret, SecretString};

/// A trimmed email address of plausible shape (at most 254 characters), its ASCII letters
/// lower-cased. Only ASCII is folded: Unicode case folding maps look-alikes onto plain letters
/// (the Kelvin sign `K` lower-cases to `k`), which would make two addresses one account.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Email(String);

impl Email {
    pub fn parse(input: &str) -> Result<Email, String> {
        let value = input.trim().to_ascii_lowercase();
        if value.is_empty() {
            return Err("is required".into());
        }
        if value.len() > 254 {
            return Err("must be at most 254 characters".into());
        }
        let Some((local, domain)) = value.split_once('@') else {
            return Err("is not a valid email address".into());
        };
        let bad_char = |c: char| c.is_whitespace() || c.is_control() || "<>()[],;:\\\"".contains(c);
        let valid = !local.is_empty()
            && local.len() <= 64
            && !domain.contains('@')
            && domain.contains('.')
            && !domain.starts_with('.')
            && !domain.ends_with('.')
            && !domain.contains("..")
            && !value.chars().any(bad_char)
            && super::single_line(&value).is_ok();
        if valid {
            Ok(Email(value))
        } else {
            Err("is not a valid email address".into())
        }
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    pub fn into_inner(self) -> String {
        self.0
    }
}

/// A new password that meets the policy: 10..=128 characters, at least two character classes,
/// not the account's email.
pub struct Password(SecretString);

impl Password {
    pub const MIN: usize = 10;
    pub const MAX: usize = 128;

    pub fn parse(input: &str, email: Option<&str>) -> Result<Password, String> {
        let count = input.chars().count();
        if count < Self::MIN {
            return Err(format!("must be at least {} characters", Self::MIN));
        }
        if count > Self::MAX {
            return Err(format!("must be at most {} characters", Self::MAX));
        }
        // Kinds by ASCII class, everything else being a symbol: what the OpenAPI document's
        // pattern can state exactly (`http::openapi::rules::password`).
        let classes = [
            input.chars().any(|c| c.is_ascii_lowercase()),
            input.chars().any(|c| c.is_ascii_uppercase()),
            input.chars().any(|c| c.is_ascii_digit()),
            input.chars().any(|c| !c.is_ascii_alphanumeric()),
        ];
        if classes.iter().filter(|present| **present).count() < 2 {
            return Err(
                "must mix at least two kinds of characters (lower case, upper case, digits, symbols)"
                    .into(),
            );
        }
        if email.is_some_and(|e| e.eq_ignore_ascii_case(input.trim())) {
            return Err("must not be the email address".into());
        }
        Ok(Password(SecretString::from(input.to_owned())))
    }

    pub fn expose(&self) -> &str {
        self.0.expose_secret()
    }
}

impl std::fmt::Debug for Password {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Password(..)")
    }
}

/// 3..=50 characters of letters, digits, `.`, `_` and `-`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Username(String);

impl Username {
    pub fn parse(input: &str) -> Result<Username, String> {
        let value = input.trim();
        let count = value.chars().count();
        if !(3..=50).contains(&count) {
            return Err("must be 3 to 50 characters".into());
        }
        if !value
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '_' | '-'))
        {
            return Err("may contain only letters, digits, '.', '_' and '-'".into());
        }
        Ok(Username(value.to_owned()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    pub fn into_inner(self) -> String {
        self.0
    }
}

/// A display name: trimmed, 1..=200 characters, single-line text (`validation::single_line`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FullName(String);

impl FullName {
    pub fn parse(input: &str) -> Result<FullName, String> {
        super::validation::required_line(input, 200, "must not be blank").map(FullName)
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    pub fn into_inner(self) -> String {
        self.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn email_is_normalised_and_checked() {
        assert_eq!(
            Email::parse("  Alice@Example.COM ").map(Email::into_inner),
            Ok("alice@example.com".to_owned())
        );
        for bad in [
            "",
            "alice",
            "alice@",
            "@example.com",
            "a@b",
            "a b@c.de",
            "a@@b.cd",
            "a@b..cd",
        ] {
            assert!(Email::parse(bad).is_err(), "{bad:?} accepted");
        }
        assert!(Email::parse(&format!("{}@example.com", "a".repeat(65))).is_err());
    }

    #[test]
    fn only_ascii_letters_fold() {
        // The Kelvin sign lower-cases to `k` under Unicode rules; here it stays itself.
        let kelvin = Email::parse("\u{212A}im@Example.com").map(Email::into_inner);
        assert_eq!(kelvin, Ok("\u{212A}im@example.com".to_owned()));
        assert_ne!(
            kelvin,
            Email::parse("kim@example.com").map(Email::into_inner)
        );
    }

    #[test]
    fn password_policy() {
        assert!(Password::parse("Short1", None).is_err());
        assert!(Password::parse("alllowercaseletters", None).is_err());
        assert!(Password::parse("1234567890123", None).is_err());
        assert!(Password::parse(&"aA".repeat(65), None).is_err());
        assert!(Password::parse("correct horse battery", None).is_ok());
        assert!(Password::parse("Bob@Example.com", Some("bob@example.com")).is_err());
        assert!(Password::parse("Str0ngEnough", Some("bob@example.com")).is_ok());
    }

    #[test]
    fn username_and_full_name() {
        assert!(Username::parse("ab").is_err());
        assert!(Username::parse("has space").is_err());
        assert!(Username::parse("ok_name-1.x").is_ok());
        assert!(FullName::parse("   ").is_err());
        assert!(FullName::parse("Ada\u{0}").is_err());
        assert_eq!(
            FullName::parse("  Ada Lovelace ").map(FullName::into_inner),
            Ok("Ada Lovelace".into())
        );
    }
}
