//! The plain-text messages the service sends. Each is a pure function of its inputs returning the
//! subject (always a single line) and the body; user-supplied text is kept on lines of its own.

/// A rendered message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Rendered {
    pub subject: String,
    pub body: String,
}

/// Where a message's secret goes in its stored body; the sender fills it in at send time (see
/// [`fill_secret`]), so the token itself is never stored in the clear.
pub const SECRET: &str = "{{secret}}";

/// The e-mail address verification message: a link to `{public_url}/verify-email?token=<token>`,
/// the token left as [`SECRET`].
pub fn verification(public_url: &str) -> Rendered {
    let link = link(public_url, "verify-email");
    Rendered {
        subject: "Verify your e-mail address".to_owned(),
        body: format!(
            "Please confirm your e-mail address by opening this link:\n\n{link}\n\n\
             If you did not create an account, you can ignore this message.\n"
        ),
    }
}

/// The password reset message: a link to `{public_url}/reset-password?token=<token>`, the token
/// left as [`SECRET`].
pub fn password_reset(public_url: &str) -> Rendered {
    let link = link(public_url, "reset-password");
    Rendered {
        subject: "Reset your password".to_owned(),
        body: format!(
            "A password reset was requested for your account. To choose a new password, open \
             this link:\n\n{link}\n\n\
             If you did not ask for it, you can ignore this message; your password is unchanged.\n"
        ),
    }
}

/// The notice to an account's previous address that the address changed to `new` (shown with
/// its local part masked, so the notice does not hand the new address to whoever reads the old
/// mailbox).
pub fn email_changed(new: &str) -> Rendered {
    let masked = match new.split_once('@') {
        Some((local, domain)) => {
            let first: String = local.chars().take(1).collect();
            format!("{first}***@{domain}")
        }
        None => "***".to_owned(),
    };
    let masked = single_line(&masked);
    Rendered {
        subject: "Your e-mail address was changed".to_owned(),
        body: format!(
            "The e-mail address of your account was changed to {masked}.\n\n             If you did not make this change, contact support at once: someone may have your \
             password.\n"
        ),
    }
}

/// The notification of a contact-form submission (sent to `mail.contact_to`). The sender's name,
/// address and subject are single lines; the message follows on lines of its own.
pub fn contact_notification(name: &str, email: &str, subject: &str, message: &str) -> Rendered {
    let name = single_line(name);
    let email = single_line(email);
    let subject = single_line(subject);
    let message = message.replace("\r\n", "\n").replace('\r', "\n");
    Rendered {
        subject: header_text(&format!("Contact form: {subject}")),
        body: format!(
            "A message was sent through the contact form.\n\n\
             Name: {name}\nE-mail: {email}\nSubject: {subject}\n\n\
             Message:\n{message}\n"
        ),
    }
}

/// `text` on one line: CR, LF and other control characters become spaces, the ends trimmed.
pub fn single_line(text: &str) -> String {
    text.chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect::<String>()
        .trim()
        .to_owned()
}

/// `text` as a header value: one line, and no RFC 2047 encoded word (`=?charset?B?...?=`) that a
/// mail reader would decode into other text: every `=?` gets a space (`= ?`).
pub fn header_text(text: &str) -> String {
    single_line(text).replace("=?", "= ?")
}

fn link(public_url: &str, path: &str) -> String {
    format!("{}/{path}?token={SECRET}", public_url.trim_end_matches('/'))
}

/// `body` with the first [`SECRET`] replaced by `secret`, percent-encoded (it sits in a link).
pub fn fill_secret(body: &str, secret: &str) -> String {
    body.replacen(SECRET, &percent_encode(secret), 1)
}

/// Percent-encodes everything but the URL-unreserved characters.
fn percent_encode(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for byte in text.bytes() {
        if byte.is_ascii_alphanumeric() || matches!(byte, b'-' | b'.' | b'_' | b'~') {
            out.push(char::from(byte));
        } else {
            out.push_str(&format!("%{byte:02X}"));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn verification_links_to_the_public_url() {
        let mail = verification("https://app.example.com/");
        assert!(!mail.body.contains("abc_DEF-123"));
        let body = fill_secret(&mail.body, "abc_DEF-123");
        assert!(body.contains("\nhttps://app.example.com/verify-email?token=abc_DEF-123\n"));
        assert!(!mail.subject.contains('\n'));
    }

    #[test]
    fn password_reset_links_to_the_public_url() {
        let mail = password_reset("http://localhost:8080");
        let body = fill_secret(&mail.body, "tok");
        assert!(body.contains("\nhttp://localhost:8080/reset-password?token=tok\n"));
        assert!(!mail.subject.contains('\n'));
    }

    #[test]
    fn tokens_are_percent_encoded() {
        let mail = verification("https://a.example");
        let body = fill_secret(&mail.body, "a b&c=d");
        assert!(body.contains("verify-email?token=a%20b%26c%3Dd\n"));
    }

    #[test]
    fn contact_subject_is_one_line_and_user_text_keeps_its_own_lines() {
        let mail = contact_notification(
            "Eve\r\nBcc: victim@example.com",
            "eve@example.com\nX-Injected: 1",
            "Hello\r\nBcc: other@example.com",
            "line one\r\nline two\rline three",
        );
        assert!(!mail.subject.contains('\r') && !mail.subject.contains('\n'));
        assert_eq!(mail.subject, "Contact form: Hello  Bcc: other@example.com");
        // An encoded word would be decoded by the reader into text the sender chose.
        let encoded = contact_notification("Eve", "eve@example.com", "=?utf-8?B?VXJnZW50?=", "x");
        assert!(!encoded.subject.contains("=?"), "{}", encoded.subject);
        assert_eq!(encoded.subject, "Contact form: = ?utf-8?B?VXJnZW50?=");
        let lines: Vec<&str> = mail.body.lines().collect();
        assert!(lines.contains(&"Name: Eve  Bcc: victim@example.com"));
        assert!(lines.contains(&"E-mail: eve@example.com X-Injected: 1"));
        assert!(lines.contains(&"Subject: Hello  Bcc: other@example.com"));
        let message = lines
            .iter()
            .position(|line| *line == "Message:")
            .expect("a Message: line");
        assert_eq!(
            &lines[message + 1..],
            ["line one", "line two", "line three"]
        );
        assert!(!mail.body.contains('\r'));
    }

    #[test]
    fn single_line_strips_control_characters() {
        assert_eq!(single_line("  a\r\nb\tc\u{0}  "), "a  b c");
    }
}
