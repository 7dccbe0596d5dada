//! The `Payment-Signature` header of the payment webhook (spec §4.11, §6; DESIGN §10;
//! RELIABILITY 13, 14, 19), Stripe-compatible:
//!
//! ```text
//! Payment-Signature: t=<unix seconds>,v1=<hex hmac-sha256>[,v1=<hex>...]
//! ```
//!
//! Each `v1` is HMAC-SHA256, keyed with the webhook signing secret, over the bytes
//! `"{t}." + raw body` — the body exactly as received, before any JSON parsing (a re-serialised
//! body does not verify). Any `v1` may match (the provider signs with the old and the new secret
//! while a secret is rotated), and the service may hold several secrets itself for the same
//! reason. Other schemes (`v0`, ...) and unknown keys are ignored. The timestamp must be within
//! [`TOLERANCE_SECS`] of now, in either direction. Comparison is constant-time.
//!
//! The parser takes arbitrary bytes and never panics: every malformed header is a
//! [`SignatureError`], which the webhook answers with 400 before anything is processed.

use hmac::{Hmac, Mac};
use secrecy::{ExposeSecret, SecretString};
use sha2::Sha256;
use subtle::ConstantTimeEq;

/// The header's name in the spec.
pub const HEADER: &str = "Payment-Signature";
/// The same header as Stripe (and localstripe) name it: same format, same secrets.
pub const STRIPE_HEADER: &str = "Stripe-Signature";

/// How far the signed timestamp may be from now, in seconds, either way (300 s: `t-300` and
/// `t+300` pass, `t-301` and `t+301` are refused).
pub const TOLERANCE_SECS: u64 = 300;

/// A header longer than this is refused unread (a real one is about 150 bytes).
const MAX_HEADER_BYTES: usize = 4096;

/// At most this many `v1` entries are tried; a header with more is refused.
const MAX_SIGNATURES: usize = 16;

/// The length of an HMAC-SHA256 tag in bytes.
const TAG_LEN: usize = 32;

type HmacSha256 = Hmac<Sha256>;

/// Why a delivery's signature was refused. Every variant is a 400 with nothing processed; the
/// Display is a fixed sentence safe to log and to send.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum SignatureError {
    /// Neither `Payment-Signature` nor `Stripe-Signature` (or an empty one).
    #[error("the signature header (Payment-Signature or Stripe-Signature) is missing")]
    Missing,
    /// Not `t=<unix>,v1=<hex>...`: no or several timestamps, a timestamp that is not a number,
    /// no `v1` entry, not UTF-8, too long.
    #[error("the signature header is malformed")]
    Malformed,
    /// The signed timestamp is more than [`TOLERANCE_SECS`] away from now.
    #[error("the signature timestamp is outside the tolerance")]
    OutsideTolerance,
    /// No `v1` matches the body under any configured secret.
    #[error("no signature matches the body")]
    NoMatch,
}

/// A parsed header: the timestamp as sent (the signed payload uses its exact digits) and the
/// `v1` tags that decode to 32 bytes (others can never match and are dropped).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParsedHeader<'a> {
    /// The `t` value exactly as it appears in the header.
    pub timestamp_text: &'a str,
    /// The `t` value as seconds since the epoch.
    pub timestamp: i64,
    /// The decodable `v1` tags, in header order.
    pub signatures: Vec<[u8; TAG_LEN]>,
}

/// Parses the header's value. Unknown keys and other schemes are ignored; items are split on
/// `,` and each on its first `=`, with surrounding spaces trimmed.
pub fn parse_header(value: &[u8]) -> Result<ParsedHeader<'_>, SignatureError> {
    if value.iter().all(u8::is_ascii_whitespace) {
        return Err(SignatureError::Missing);
    }
    if value.len() > MAX_HEADER_BYTES {
        return Err(SignatureError::Malformed);
    }
    let text = std::str::from_utf8(value).map_err(|_| SignatureError::Malformed)?;
    let mut timestamp: Option<(&str, i64)> = None;
    let mut v1_entries = 0usize;
    let mut signatures = Vec::new();
    for item in text.split(',') {
        let Some((key, val)) = item.split_once('=') else {
            continue;
        };
        match key.trim() {
            "t" => {
                if timestamp.is_some() {
                    return Err(SignatureError::Malformed);
                }
                let digits = val.trim();
                timestamp = Some((digits, parse_unix(digits)?));
            }
            "v1" => {
                v1_entries += 1;
                if v1_entries > MAX_SIGNATURES {
                    return Err(SignatureError::Malformed);
                }
                let mut tag = [0u8; TAG_LEN];
                if hex::decode_to_slice(val.trim(), &mut tag).is_ok() {
                    signatures.push(tag);
                }
            }
            _ => {}
        }
    }
    let Some((timestamp_text, timestamp)) = timestamp else {
        return Err(SignatureError::Malformed);
    };
    if v1_entries == 0 {
        return Err(SignatureError::Malformed);
    }
    Ok(ParsedHeader {
        timestamp_text,
        timestamp,
        signatures,
    })
}

/// A Unix timestamp: 1 to 12 ASCII digits (no sign, no spaces inside).
fn parse_unix(digits: &str) -> Result<i64, SignatureError> {
    if digits.is_empty() || digits.len() > 12 || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return Err(SignatureError::Malformed);
    }
    digits.parse().map_err(|_| SignatureError::Malformed)
}

/// The HMAC-SHA256 tag of `"{timestamp_text}." + body` under `secret`.
pub fn sign(secret: &[u8], timestamp_text: &str, body: &[u8]) -> [u8; TAG_LEN] {
    // HMAC accepts keys of any length, so `new_from_slice` cannot fail; an empty key still
    // yields a tag (an empty secret is refused by the verifier's constructor).
    let mut mac = match HmacSha256::new_from_slice(secret) {
        Ok(mac) => mac,
        Err(_) => return [0u8; TAG_LEN],
    };
    mac.update(timestamp_text.as_bytes());
    mac.update(b".");
    mac.update(body);
    mac.finalize().into_bytes().into()
}

/// A header value for `body` signed at `timestamp` with each of `secrets` (one `v1` each), as
/// the provider sends it. For tests, load scenarios and local stand-ins.
pub fn header_for(secrets: &[&[u8]], timestamp: i64, body: &[u8]) -> String {
    let t = timestamp.to_string();
    let mut header = format!("t={t}");
    for secret in secrets {
        header.push_str(",v1=");
        header.push_str(&hex::encode(sign(secret, &t, body)));
    }
    header
}

/// Checks a delivery against the configured secrets: header present and well formed, timestamp
/// within the tolerance of `now_unix`, and some `v1` equal (constant-time) to the tag of the raw
/// body under some secret. Returns the signed timestamp.
pub fn verify(
    header: Option<&[u8]>,
    body: &[u8],
    secrets: &[&[u8]],
    now_unix: i64,
) -> Result<i64, SignatureError> {
    let parsed = parse_header(header.ok_or(SignatureError::Missing)?)?;
    if parsed.timestamp.abs_diff(now_unix) > TOLERANCE_SECS {
        return Err(SignatureError::OutsideTolerance);
    }
    let mut matched = subtle::Choice::from(0u8);
    for secret in secrets.iter().filter(|s| !s.is_empty()) {
        let expected = sign(secret, parsed.timestamp_text, body);
        for candidate in &parsed.signatures {
            // Every candidate is compared, so the time spent does not say which one matched.
            matched |= expected.ct_eq(candidate);
        }
    }
    if bool::from(matched) {
        Ok(parsed.timestamp)
    } else {
        Err(SignatureError::NoMatch)
    }
}

/// The webhook's verifier: the signing secrets (the current one first; during a rotation the
/// previous one too).
#[derive(Clone)]
pub struct WebhookVerifier {
    secrets: Vec<SecretString>,
}

impl std::fmt::Debug for WebhookVerifier {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("WebhookVerifier")
            .field("secrets", &self.secrets.len())
            .finish()
    }
}

impl WebhookVerifier {
    /// A verifier over the non-empty `secrets`; `None` when there is none (billing not
    /// configured: the webhook then refuses every delivery).
    pub fn new(secrets: impl IntoIterator<Item = SecretString>) -> Option<Self> {
        let secrets: Vec<SecretString> = secrets
            .into_iter()
            .filter(|s| !s.expose_secret().trim().is_empty())
            .collect();
        (!secrets.is_empty()).then_some(WebhookVerifier { secrets })
    }

    /// [`verify`] with this verifier's secrets.
    pub fn verify(
        &self,
        header: Option<&[u8]>,
        body: &[u8],
        now_unix: i64,
    ) -> Result<i64, SignatureError> {
        self.verify_either(header, None, body, now_unix)
    }

    /// Verifies a delivery signed in `Payment-Signature` (the spec's name) or `Stripe-Signature`
    /// (Stripe's): either one suffices; when both come, both must verify.
    pub fn verify_either(
        &self,
        payment: Option<&[u8]>,
        stripe: Option<&[u8]>,
        body: &[u8],
        now_unix: i64,
    ) -> Result<i64, SignatureError> {
        let keys: Vec<&[u8]> = self
            .secrets
            .iter()
            .map(|s| s.expose_secret().as_bytes())
            .collect();
        let result = match (payment, stripe) {
            (Some(p), Some(s)) => verify(Some(p), body, &keys, now_unix)
                .and_then(|t| verify(Some(s), body, &keys, now_unix).map(|_| t)),
            (p, s) => verify(p.or(s), body, &keys, now_unix),
        };
        if let Err(err) = &result {
            tracing::warn!(reason = %err, "payment webhook signature refused");
        }
        result
    }
}

#[cfg(test)]
mod tests;
