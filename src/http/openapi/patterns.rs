//! The text rules of `domain::validation` and the parsers as JSON Schema patterns, written so
//! that ECMA-262 (what the document's readers use) and Python `re` (what schemathesis and
//! hypothesis generate from) read them alike: character classes, bounded repetition,
//! alternation, no look-around. Each says in its comment which parser it restates.

/// Unicode Cc (what `char::is_control` refuses).
pub const CC: &str = r"\u0000-\u001F\u007F-\u009F";
/// `validation::is_invisible_format`.
const FMT: &str = r"\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF";
/// Rust's `char::is_whitespace` (what `trim` removes).
pub const WS: &str =
    r"\t\n\u000B\u000C\r \u0085\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000";
/// The whitespace multi-line text may hold (`WS` without the control characters it refuses).
const TEXT_WS: &str = r"\t\n\r \u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000";
/// The control characters multi-line text refuses (all of Cc but tab, LF and CR).
const TEXT_CC: &str = r"\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F";

/// `validation::required_line(_, max, _)`: trimmed, 1..=max characters, no Cc, no invisible
/// formatting inside.
pub fn line(max: usize) -> String {
    let inner = format!("[^{CC}{FMT}]");
    let edge = format!("[^{WS}{CC}{FMT}]");
    format!(
        "^[{WS}]*{edge}(?:{inner}{{0,{}}}{edge})?[{WS}]*$",
        max.saturating_sub(2)
    )
}

/// A single line that may also be blank (blank clears the field).
pub fn line_or_blank(max: usize) -> String {
    let core = line(max);
    format!("^(?:[{WS}]*|{})$", &core[1..core.len() - 1])
}

/// `validation::required_text(_, max)`: multi-line, not blank, 1..=max characters trimmed.
pub fn text(max: usize) -> String {
    let inner = format!("[^{TEXT_CC}]");
    let edge = format!("[^{WS}{CC}]");
    format!(
        "^[{TEXT_WS}]*{edge}(?:{inner}{{0,{}}}{edge})?[{TEXT_WS}]*$",
        max.saturating_sub(2)
    )
}

/// Multi-line text that may be blank (`Description`, notes): at most `max` characters trimmed.
pub fn text_or_blank(max: usize) -> String {
    let core = text(max);
    format!("^(?:[{TEXT_WS}]*|{})$", &core[1..core.len() - 1])
}

/// `Email::parse`: trimmed; a local part of 1..=64 and a dotted domain, none of whitespace,
/// control, invisible formatting or `<>()[],;:\"`, one `@`.
pub fn email() -> String {
    let c = format!(r#"[^{WS}{CC}{FMT}@<>()\[\],;:\\"]"#);
    let d = format!(r#"[^{WS}{CC}{FMT}@<>()\[\],;:\\".]"#);
    format!("^[{WS}]*{c}{{1,64}}@(?:{d}+\\.)+{d}+[{WS}]*$")
}

/// `Password::parse` as far as a pattern can say it: at least two of a-z, A-Z, 0-9 and other
/// characters (10..=128 characters is minLength and maxLength).
pub fn password() -> String {
    let any = r"[\s\S]*";
    let pairs = ["a-z", "A-Z", "0-9"]
        .iter()
        .flat_map(|k| {
            [
                format!("{any}[{k}]{any}[^{k}]{any}"),
                format!("{any}[^{k}]{any}[{k}]{any}"),
            ]
        })
        .collect::<Vec<_>>();
    format!("^(?:{})$", pairs.join("|"))
}

/// `domain::branch_name`, exactly (maxLength 255 alongside).
pub fn branch() -> String {
    let w = "[A-Za-z0-9_+-]";
    let component = format!("{w}+(?:\\.{w}+)*");
    format!("^[A-Za-z0-9_+]{w}*(?:\\.{w}+)*(?:/{component})*$")
}

/// `domain::FileName` as far as a pattern says it: trimmed non-empty, no `/` or `\\`, no control
/// or deceptive character, not `.` or `..` (at most 255 bytes: the pattern counts characters).
pub fn file_name() -> String {
    let bad = r"\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\u200B-\u200D\uFEFF/\\";
    let c = format!("[^{bad}]");
    let e = format!("[^{WS}{bad}]");
    let e_no_dot = format!("[^{WS}{bad}.]");
    format!("^[{WS}]*(?:{e_no_dot}(?:{c}{{0,253}}{e})?|\\.(?:{e_no_dot}|{c}{{1,252}}{e}))[{WS}]*$")
}

/// `codehost::parse_full_name`: `owner/name` (owner 1..=39 of letters, digits and `-`, not
/// starting with `-`; name 1..=100 of letters, digits, `.`, `-`, `_`, not `.` or `..`), trimmed.
pub fn full_name() -> String {
    let owner = "[A-Za-z0-9][A-Za-z0-9-]{0,38}";
    let name = r"(?:[A-Za-z0-9_-][A-Za-z0-9._-]{0,99}|\.[A-Za-z0-9_-][A-Za-z0-9._-]{0,98}|\.\.[A-Za-z0-9._-]{1,98})";
    format!("^[{WS}]*{owner}/{name}[{WS}]*$")
}

/// A checkout session ID: 1..=255 visible ASCII characters (trimmed).
pub fn checkout_session() -> String {
    format!(r"^[{WS}]*[!-~]{{1,255}}[{WS}]*$")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn patterns_compile_and_say_what_the_rules_say() {
        let check = |pattern: &str, yes: &[&str], no: &[&str]| {
            let re = regex::Regex::new(pattern).expect(pattern);
            for s in yes {
                assert!(re.is_match(s), "{pattern} should take {s:?}");
            }
            for s in no {
                assert!(!re.is_match(s), "{pattern} should refuse {s:?}");
            }
        };
        check(
            &line(5),
            &["a", " abcde ", "\ta b\n"],
            &["", "   ", "abcdef", "a\u{7}b", "a\u{202E}b"],
        );
        check(&line_or_blank(5), &["", "  ", "abc"], &["abcdef", "a\u{0}"]);
        check(
            &text(5),
            &["a\nb", " a\r\nb\t "],
            &["", " \n ", "a\u{1b}b", "abcdef"],
        );
        check(
            &email(),
            &["a@b.co", " Ada@Example.com "],
            &["a@b", "a b@c.de", "@b.co", "a@b..co", "a@@b.co"],
        );
        check(
            &password(),
            &["abcdefghij1", "ABCdefghij", "!!!!!!!!!a"],
            &["abcdefghij", "1234567890", "!!!!!!!!!!"],
        );
        check(
            &branch(),
            &["main", "release/2025.1", "c++/x"],
            &["-x", "a..b", ".a", "a/", "a.", "a b"],
        );
        check(
            &file_name(),
            &["a.txt", ".env", "..x", " notes.md "],
            &["", ".", "..", "a/b", "a\\b", "a\u{7}"],
        );
        check(
            &checkout_session(),
            &["cs_test_1", " x "],
            &["", "a b", "é"],
        );
    }
}
