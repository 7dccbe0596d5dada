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

/// Characters that make a name display as something other than what it is: bidirectional
/// embeddings, overrides and isolates (U+202A..U+202E, U+2066..U+2069) and zero-width characters
/// (U+200B..U+200D, U+FEFF).
fn is_deceptive(c: char) -> bool {
    matches!(c, '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}' | '\u{200B}'..='\u{200D}' | '\u{FEFF}')
}

/// A bare file name: no path parts, no control characters, no bidi overrides or zero-width
/// characters, 1..=255 bytes. It lives in the file's row only, never in an object key.
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
        if value.chars().any(is_deceptive) {
            return Err("must not contain bidirectional overrides or zero-width characters".into());
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
        for deceptive in [
            "invoice\u{202E}fdp.exe",
            "a\u{202A}b.pdf",
            "a\u{2066}b.pdf",
            "a\u{2069}b.pdf",
            "zero\u{200B}width.pdf",
            "join\u{200D}er.pdf",
            "\u{FEFF}bom.txt",
        ] {
            assert!(FileName::parse(deceptive).is_err(), "{deceptive:?}");
        }
        // 200 bytes of multi-byte characters are a valid name.
        let long = "é".repeat(98) + ".txt";
        assert_eq!(long.len(), 200);
        assert!(FileName::parse(&long).is_ok());
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
