//! Upload fields: file names and content types.

/// The content types that may be uploaded (DESIGN §8).
pub const ALLOWED_CONTENT_TYPES: &[&str] = &[
    "application/pdf",
    "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    "application/msword",
    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    "application/vnd.ms-excel",
    "application/vnd.openxmlformats-officedocument.presentationml.presentation",
    "text/plain",
    "text/markdown",
    "text/csv",
    "application/json",
    "image/png",
    "image/jpeg",
];

/// A bare file name: no path parts, no control characters, 1..=255 bytes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FileName(String);

impl FileName {
    pub fn parse(input: &str) -> Result<FileName, String> {
        let value = input.trim();
        if value.is_empty() {
            return Err("is required".into());
        }
        if value.len() > 255 {
            return Err("must be at most 255 bytes".into());
        }
        if value.contains(['/', '\\']) || value == "." || value == ".." {
            return Err("must be a bare file name without path parts".into());
        }
        if value.chars().any(char::is_control) {
            return Err("must not contain control characters".into());
        }
        Ok(FileName(value.to_owned()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// One of the allowed content types, lower-cased, parameters dropped.
pub fn parse_content_type(input: &str) -> Result<String, String> {
    let base = input
        .split(';')
        .next()
        .unwrap_or_default()
        .trim()
        .to_lowercase();
    if ALLOWED_CONTENT_TYPES.contains(&base.as_str()) {
        Ok(base)
    } else {
        Err("is not an allowed type (pdf, docx, doc, xlsx, xls, pptx, txt, md, csv, json, png, jpeg)".into())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn file_names_never_make_paths() {
        for bad in [
            "",
            "../etc/passwd",
            "a/b.pdf",
            "a\\b.pdf",
            "..",
            "bad\u{7}.txt",
        ] {
            assert!(FileName::parse(bad).is_err(), "{bad:?}");
        }
        assert!(FileName::parse(&"x".repeat(256)).is_err());
        assert_eq!(
            FileName::parse(" notes v2.md ").map(|f| f.0),
            Ok("notes v2.md".into())
        );
    }

    #[test]
    fn content_types() {
        assert_eq!(
            parse_content_type("Text/Plain; charset=utf-8"),
            Ok("text/plain".into())
        );
        assert!(parse_content_type("application/x-msdownload").is_err());
    }
}
