//! Opaque tokens (refresh, reset, verification, OAuth state): 256 bits from the OS CSPRNG,
//! base64url; only their SHA-256 is stored.

use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use rand::RngCore;
use sha2::{Digest, Sha256};

pub fn generate() -> String {
    let mut bytes = [0u8; 32];
    rand::rngs::OsRng.fill_bytes(&mut bytes);
    URL_SAFE_NO_PAD.encode(bytes)
}

/// The stored form of a token: lower-case hex SHA-256.
pub fn hash(token: &str) -> String {
    hex::encode(Sha256::digest(token.as_bytes()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_are_long_distinct_and_hashed() {
        let a = generate();
        assert_eq!(a.len(), 43);
        assert_ne!(a, generate());
        assert_eq!(hash(&a).len(), 64);
        assert_ne!(hash(&a), a);
    }
}
