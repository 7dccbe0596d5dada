//! Values kept secret at rest (mail secrets, code-host credentials): AES-256-GCM under
//! `security.encryption_key`, a fresh random 96-bit nonce per value, and the owning row's ID as
//! associated data, so a ciphertext copied to another row does not open there.
//!
//! The stored form is `v1.` followed by base64url (no padding) of nonce ‖ ciphertext ‖ tag.

use aes_gcm::aead::{Aead, KeyInit, Payload};
use aes_gcm::{Aes256Gcm, Nonce};
use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use rand::RngCore;

const PREFIX: &str = "v1.";
const NONCE_LEN: usize = 12;
/// The longest sealed value accepted for opening (a bound on what a stored row can make us do).
const MAX_SEALED_LEN: usize = 64 * 1024;

/// Seals and opens values with the service's encryption key.
#[derive(Clone)]
pub struct Sealer {
    cipher: Aes256Gcm,
}

impl std::fmt::Debug for Sealer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Sealer(..)")
    }
}

/// A sealed value that does not open: malformed, too long, another key, or another row's.
#[derive(Debug, thiserror::Error)]
#[error("the sealed value cannot be opened")]
pub struct OpenError;

impl Sealer {
    pub fn new(key: &[u8; 32]) -> Sealer {
        Sealer {
            cipher: Aes256Gcm::new(key.into()),
        }
    }

    /// `plaintext` sealed for the row named by `associated` (e.g. its ID).
    pub fn seal(&self, plaintext: &[u8], associated: &[u8]) -> String {
        let mut nonce = [0u8; NONCE_LEN];
        rand::rngs::OsRng.fill_bytes(&mut nonce);
        let payload = Payload {
            msg: plaintext,
            aad: associated,
        };
        // AES-GCM encryption fails only for messages beyond 64 GiB, which never reach here.
        let ciphertext = self
            .cipher
            .encrypt(&Nonce::from(nonce), payload)
            .unwrap_or_default();
        let mut out = Vec::with_capacity(NONCE_LEN + ciphertext.len());
        out.extend_from_slice(&nonce);
        out.extend_from_slice(&ciphertext);
        format!("{PREFIX}{}", URL_SAFE_NO_PAD.encode(out))
    }

    /// The plaintext of `sealed`, which must have been sealed with this key for `associated`.
    pub fn open(&self, sealed: &str, associated: &[u8]) -> Result<Vec<u8>, OpenError> {
        if sealed.len() > MAX_SEALED_LEN {
            return Err(OpenError);
        }
        let encoded = sealed.strip_prefix(PREFIX).ok_or(OpenError)?;
        let bytes = URL_SAFE_NO_PAD.decode(encoded).map_err(|_| OpenError)?;
        if bytes.len() < NONCE_LEN + 16 {
            return Err(OpenError);
        }
        let (nonce, ciphertext) = bytes.split_at(NONCE_LEN);
        let nonce = <[u8; NONCE_LEN]>::try_from(nonce).map_err(|_| OpenError)?;
        let payload = Payload {
            msg: ciphertext,
            aad: associated,
        };
        self.cipher
            .decrypt(&Nonce::from(nonce), payload)
            .map_err(|_| OpenError)
    }

    /// [`Sealer::open`] for text.
    pub fn open_string(&self, sealed: &str, associated: &[u8]) -> Result<String, OpenError> {
        String::from_utf8(self.open(sealed, associated)?).map_err(|_| OpenError)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sealer(byte: u8) -> Sealer {
        Sealer::new(&[byte; 32])
    }

    #[test]
    fn a_sealed_value_opens_for_its_row_only() {
        let s = sealer(7);
        let sealed = s.seal(b"secret-token", b"row-1");
        assert!(sealed.starts_with("v1."));
        assert!(!sealed.contains("secret-token"));
        assert_eq!(
            s.open_string(&sealed, b"row-1").ok().as_deref(),
            Some("secret-token")
        );
        assert!(s.open(&sealed, b"row-2").is_err(), "another row's ID");
        assert!(sealer(8).open(&sealed, b"row-1").is_err(), "another key");
    }

    #[test]
    fn every_seal_uses_a_fresh_nonce() {
        let s = sealer(1);
        assert_ne!(s.seal(b"same", b"id"), s.seal(b"same", b"id"));
    }

    #[test]
    fn tampered_or_malformed_values_do_not_open() {
        let s = sealer(3);
        let sealed = s.seal(b"value", b"id");
        let mut bytes = sealed.into_bytes();
        let last = bytes.len() - 1;
        bytes[last] = if bytes[last] == b'A' { b'B' } else { b'A' };
        let tampered = String::from_utf8(bytes).unwrap_or_default();
        assert!(s.open(&tampered, b"id").is_err());
        for bad in ["", "v1.", "v2.AAAA", "v1.!!!!", "v1.AAAA"] {
            assert!(s.open(bad, b"id").is_err(), "{bad:?}");
        }
    }
}
