//! The external identity provider (DESIGN §5, RELIABILITY 12): ID tokens are verified against the
//! configured issuer's JWKS: an accepted asymmetric algorithm, the key chosen by `kid` among the
//! issuer's keys (never taken from the token), `iss` equal to the issuer, `aud` holding our client
//! ID, `exp` (and `nbf` when present) with a small leeway, and a `sub`.
//!
//! The keys are cached for `idp.jwks_cache_secs`; a token naming an unknown `kid` fetches them
//! again (the issuer rotated its keys), at most once per `idp.jwks_min_refetch_secs`, and one
//! fetch at a time.

use std::collections::HashMap;
use std::time::{Duration, Instant};

use jsonwebtoken::jwk::{JwkSet, PublicKeyUse};
use jsonwebtoken::{Algorithm, DecodingKey, Validation};
use serde::Deserialize;
use tokio::sync::{Mutex, RwLock};

use crate::config::IdpSettings;

/// The longest ID token accepted as input.
const MAX_TOKEN_LEN: usize = 16 * 1024;
/// The longest JWKS or discovery document read.
const MAX_DOCUMENT_BYTES: usize = 256 * 1024;

/// Why an ID token was not accepted. The Display is a fixed sentence; the detail is for the log.
#[derive(Debug, thiserror::Error)]
pub enum IdpError {
    /// The token is malformed, wrongly signed, expired, or not for us.
    #[error("the ID token is not valid")]
    Invalid(String),
    /// The issuer's keys could not be fetched.
    #[error("the identity provider is unreachable")]
    Unavailable(String),
}

/// The claims read from a verified ID token.
#[derive(Debug, Clone, Deserialize)]
pub struct IdClaims {
    pub iss: String,
    pub sub: String,
    #[serde(default)]
    pub email: Option<String>,
    /// A boolean, or the string `"true"` as some issuers send it.
    #[serde(default)]
    pub email_verified: Option<serde_json::Value>,
    #[serde(default)]
    pub name: Option<String>,
}

impl IdClaims {
    /// The e-mail address when the issuer says it is verified.
    pub fn verified_email(&self) -> Option<&str> {
        let verified = match &self.email_verified {
            Some(serde_json::Value::Bool(b)) => *b,
            Some(serde_json::Value::String(s)) => s.eq_ignore_ascii_case("true"),
            _ => false,
        };
        self.email.as_deref().filter(|_| verified)
    }
}

/// The issuer's keys by `kid`, and when they were fetched.
struct KeySet {
    keys: HashMap<String, (DecodingKey, Option<Algorithm>)>,
    fetched_at: Instant,
}

/// Verifies ID tokens of the configured issuer.
pub struct IdpVerifier {
    settings: IdpSettings,
    algorithms: Vec<Algorithm>,
    http: reqwest::Client,
    keys: RwLock<Option<KeySet>>,
    /// Held while fetching, so parallel requests cause one fetch.
    fetching: Mutex<()>,
}

impl IdpVerifier {
    /// `None` when `idp.issuer` is empty; an error when the rest of the configuration is unusable.
    pub fn from_settings(settings: &IdpSettings) -> anyhow::Result<Option<IdpVerifier>> {
        if settings.issuer.trim().is_empty() {
            return Ok(None);
        }
        if settings.audience.trim().is_empty() {
            anyhow::bail!("idp.audience must be set when idp.issuer is");
        }
        let mut algorithms = Vec::new();
        for name in &settings.algorithms {
            let algorithm: Algorithm = name
                .parse()
                .map_err(|_| anyhow::anyhow!("idp.algorithms: unknown algorithm {name}"))?;
            if matches!(
                algorithm,
                Algorithm::HS256 | Algorithm::HS384 | Algorithm::HS512
            ) {
                anyhow::bail!("idp.algorithms: {name} is symmetric; only RS*, PS*, ES* and EdDSA");
            }
            algorithms.push(algorithm);
        }
        if algorithms.is_empty() {
            anyhow::bail!("idp.algorithms must name at least one algorithm");
        }
        let http = reqwest::Client::builder()
            .timeout(Duration::from_millis(settings.timeout_ms.max(1)))
            .redirect(reqwest::redirect::Policy::limited(3))
            .build()?;
        Ok(Some(IdpVerifier {
            settings: settings.clone(),
            algorithms,
            http,
            keys: RwLock::new(None),
            fetching: Mutex::new(()),
        }))
    }

    /// The token's claims when it is valid.
    pub async fn verify(&self, token: &str) -> Result<IdClaims, IdpError> {
        if token.len() > MAX_TOKEN_LEN {
            return Err(IdpError::Invalid("token too long".into()));
        }
        let header = jsonwebtoken::decode_header(token)
            .map_err(|e| IdpError::Invalid(format!("header: {e}")))?;
        if !self.algorithms.contains(&header.alg) {
            return Err(IdpError::Invalid(format!(
                "algorithm {:?} not accepted",
                header.alg
            )));
        }
        let kid = header.kid.unwrap_or_default();
        let (key, key_alg) = self.key(&kid).await?;
        if key_alg.is_some_and(|alg| alg != header.alg) {
            return Err(IdpError::Invalid("the key is for another algorithm".into()));
        }
        let mut validation = Validation::new(header.alg);
        validation.set_issuer(&[self.settings.issuer.trim()]);
        validation.set_audience(&[self.settings.audience.trim()]);
        validation.set_required_spec_claims(&["exp", "iss", "aud", "sub"]);
        validation.leeway = self.settings.leeway_secs;
        validation.validate_nbf = true;
        jsonwebtoken::decode::<IdClaims>(token, &key, &validation)
            .map(|data| data.claims)
            .map_err(|e| IdpError::Invalid(e.to_string()))
    }

    /// The key named `kid` (or the only key, for a token without `kid`), fetching the keys when
    /// they are missing, stale, or do not hold it.
    async fn key(&self, kid: &str) -> Result<(DecodingKey, Option<Algorithm>), IdpError> {
        let cache = Duration::from_secs(self.settings.jwks_cache_secs);
        let min_refetch = Duration::from_secs(self.settings.jwks_min_refetch_secs);
        {
            let keys = self.keys.read().await;
            if let Some(set) = keys.as_ref() {
                let fresh = set.fetched_at.elapsed() < cache;
                match find(set, kid) {
                    Some(key) if fresh => return Ok(key),
                    None if fresh && set.fetched_at.elapsed() < min_refetch => {
                        return Err(IdpError::Invalid(format!("unknown key {kid:?}")));
                    }
                    _ => {}
                }
            }
        }
        let _fetching = self.fetching.lock().await;
        // Another request may have fetched while this one waited.
        if let Some(set) = self.keys.read().await.as_ref()
            && set.fetched_at.elapsed() < min_refetch.min(cache)
        {
            return find(set, kid).ok_or_else(|| IdpError::Invalid(format!("unknown key {kid:?}")));
        }
        let set = self.fetch().await?;
        let found = find(&set, kid);
        *self.keys.write().await = Some(set);
        found.ok_or_else(|| IdpError::Invalid(format!("unknown key {kid:?}")))
    }

    /// Fetches the issuer's keys (through discovery when `idp.jwks_url` is empty).
    async fn fetch(&self) -> Result<KeySet, IdpError> {
        let url = match self.settings.jwks_url.trim() {
            "" => self.discover().await?,
            url => url.to_owned(),
        };
        let jwks: JwkSet = self.get_json(&url).await?;
        let mut keys = HashMap::new();
        for jwk in &jwks.keys {
            if matches!(
                jwk.common.public_key_use,
                Some(PublicKeyUse::Encryption | PublicKeyUse::Other(_))
            ) {
                continue;
            }
            let Ok(key) = DecodingKey::from_jwk(jwk) else {
                continue;
            };
            let alg = jwk
                .common
                .key_algorithm
                .and_then(|a| a.to_string().parse::<Algorithm>().ok());
            keys.insert(jwk.common.key_id.clone().unwrap_or_default(), (key, alg));
        }
        tracing::info!(keys = keys.len(), "identity provider keys fetched");
        Ok(KeySet {
            keys,
            fetched_at: Instant::now(),
        })
    }

    /// `jwks_uri` of the issuer's OpenID configuration.
    async fn discover(&self) -> Result<String, IdpError> {
        #[derive(Deserialize)]
        struct Discovery {
            jwks_uri: String,
        }
        let url = format!(
            "{}/.well-known/openid-configuration",
            self.settings.issuer.trim().trim_end_matches('/')
        );
        Ok(self.get_json::<Discovery>(&url).await?.jwks_uri)
    }

    async fn get_json<T: serde::de::DeserializeOwned>(&self, url: &str) -> Result<T, IdpError> {
        let unavailable = |e: String| IdpError::Unavailable(e);
        let response = self
            .http
            .get(url)
            .send()
            .await
            .map_err(|e| unavailable(e.without_url().to_string()))?;
        if !response.status().is_success() {
            return Err(unavailable(format!("HTTP {}", response.status())));
        }
        if response
            .content_length()
            .is_some_and(|n| n > MAX_DOCUMENT_BYTES as u64)
        {
            return Err(unavailable("document too large".into()));
        }
        let bytes = response
            .bytes()
            .await
            .map_err(|e| unavailable(e.without_url().to_string()))?;
        if bytes.len() > MAX_DOCUMENT_BYTES {
            return Err(unavailable("document too large".into()));
        }
        serde_json::from_slice(&bytes)
            .map_err(|e| unavailable(format!("not the JSON expected: {e}")))
    }
}

/// The key named `kid`; for an empty `kid`, the set's only key.
fn find(set: &KeySet, kid: &str) -> Option<(DecodingKey, Option<Algorithm>)> {
    if kid.is_empty() && set.keys.len() == 1 {
        return set.keys.values().next().cloned();
    }
    set.keys.get(kid).cloned()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn settings(issuer: &str, algorithms: &[&str]) -> IdpSettings {
        IdpSettings {
            issuer: issuer.to_owned(),
            audience: "client".to_owned(),
            jwks_url: String::new(),
            algorithms: algorithms.iter().map(|a| (*a).to_owned()).collect(),
            jwks_cache_secs: 3600,
            jwks_min_refetch_secs: 30,
            leeway_secs: 30,
            timeout_ms: 1000,
        }
    }

    #[test]
    fn configuration_is_checked() {
        assert!(matches!(
            IdpVerifier::from_settings(&settings("", &["RS256"])),
            Ok(None)
        ));
        assert!(matches!(
            IdpVerifier::from_settings(&settings("https://id.example", &["RS256", "ES256"])),
            Ok(Some(_))
        ));
        for bad in [&["HS256"][..], &[][..], &["XX999"][..]] {
            assert!(IdpVerifier::from_settings(&settings("https://id.example", bad)).is_err());
        }
        let mut no_audience = settings("https://id.example", &["RS256"]);
        no_audience.audience.clear();
        assert!(IdpVerifier::from_settings(&no_audience).is_err());
    }

    #[test]
    fn only_a_verified_email_counts() {
        let claims = |verified: serde_json::Value| IdClaims {
            iss: "i".into(),
            sub: "s".into(),
            email: Some("a@b.c".into()),
            email_verified: Some(verified),
            name: None,
        };
        assert_eq!(
            claims(serde_json::json!(true)).verified_email(),
            Some("a@b.c")
        );
        assert_eq!(
            claims(serde_json::json!("true")).verified_email(),
            Some("a@b.c")
        );
        assert_eq!(claims(serde_json::json!(false)).verified_email(), None);
        assert_eq!(claims(serde_json::json!("yes")).verified_email(), None);
    }
}
