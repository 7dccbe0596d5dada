//! Password hashing: argon2id with configured parameters, always on the blocking pool.

use argon2::password_hash::{PasswordHash, PasswordVerifier, SaltString, rand_core::OsRng};
use argon2::{Algorithm, Argon2, Params, PasswordHasher as _, Version};

use crate::config::AuthSettings;

#[derive(Clone)]
pub struct PasswordHasher {
    params: Params,
    /// A hash of a random password, verified against when the account does not exist, so that
    /// an unknown email and a wrong password take the same time.
    dummy_hash: String,
}

impl PasswordHasher {
    pub fn new(settings: &AuthSettings) -> anyhow::Result<Self> {
        let params = Params::new(
            settings.argon2_memory_kib,
            settings.argon2_iterations,
            settings.argon2_parallelism,
            None,
        )
        .map_err(|e| anyhow::anyhow!("invalid argon2 parameters: {e}"))?;
        let dummy_hash = hash_with(&params, &crate::auth::opaque::generate())?;
        Ok(PasswordHasher { params, dummy_hash })
    }

    fn argon2(params: &Params) -> Argon2<'static> {
        Argon2::new(Algorithm::Argon2id, Version::V0x13, params.clone())
    }

    /// Hashes on the blocking pool.
    pub async fn hash(&self, password: String) -> anyhow::Result<String> {
        let params = self.params.clone();
        tokio::task::spawn_blocking(move || hash_with(&params, &password)).await?
    }

    /// Verifies on the blocking pool; `None` checks against the dummy hash and returns false.
    pub async fn verify(&self, password: String, stored: Option<String>) -> anyhow::Result<bool> {
        let known = stored.is_some();
        let stored = stored.unwrap_or_else(|| self.dummy_hash.clone());
        let ok = tokio::task::spawn_blocking(move || {
            PasswordHash::new(&stored)
                .map(|parsed| {
                    Argon2::default()
                        .verify_password(password.as_bytes(), &parsed)
                        .is_ok()
                })
                .unwrap_or(false)
        })
        .await?;
        Ok(known && ok)
    }
}

fn hash_with(params: &Params, password: &str) -> anyhow::Result<String> {
    let salt = SaltString::generate(&mut OsRng);
    PasswordHasher::argon2(params)
        .hash_password(password.as_bytes(), &salt)
        .map(|h| h.to_string())
        .map_err(|e| anyhow::anyhow!("hashing failed: {e}"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::{Settings, Sources};

    #[tokio::test]
    async fn hash_verifies_and_carries_owasp_parameters() {
        let settings = Settings::load(Sources::default()).expect("defaults");
        let hasher = PasswordHasher::new(&settings.auth).expect("hasher");
        let stored = hasher.hash("Correct Horse 1".into()).await.expect("hash");
        let parsed = PasswordHash::new(&stored).expect("phc string");
        assert_eq!(parsed.algorithm.as_str(), "argon2id");
        let params = Params::try_from(&parsed).expect("params");
        assert!(params.m_cost() >= 19456 && params.t_cost() >= 2 && params.p_cost() >= 1);
        assert!(
            hasher
                .verify("Correct Horse 1".into(), Some(stored.clone()))
                .await
                .expect("v")
        );
        assert!(
            !hasher
                .verify("wrong".into(), Some(stored))
                .await
                .expect("v")
        );
        assert!(!hasher.verify("anything".into(), None).await.expect("v"));
    }
}
