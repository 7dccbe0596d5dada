//! The external identity provider (DESIGN §5, RELIABILITY 12): ID tokens are verified against the
//! configured issuer's JWKS: an accepted asymmetric algorithm, the key chosen by `kid` among the
//! issuer's keys (never taken from the token), `iss` equal to the issuer, `aud` holding our client
//! ID, `exp` (and `nbf` when present) with a small leeway, and a `sub`.
//!
//! The keys are cached for `idp.jwks_cache_secs`; a token naming an unknown `kid` fetches them
//! again (the issuer rotated its keys), at most once per `idp.jwks_min_refetch_secs`. One fetch
//! runs at a time and the sign-ins that wait for it share its outcome, a failure included; after
//! a failure no fetch is tried for a backoff that doubles from one second up to
//! [`MAX_BACKOFF`] (the keys already held still serve their `kid`s meanwhile), and a sign-in
//! waits for a fetch at most [`WAIT_FOR_FETCH`] beyond the HTTP timeout. Redirects are followed
//! only within the origin asked (key material never comes from another host).

use std::collections::HashMap;
use std::sync::Mutex as SyncMutex;
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
/// The longest pause between fetches while the issuer keeps failing.
const MAX_BACKOFF: Duration = Duration::from_secs(30);
/// How much longer than one fetch's HTTP timeout a sign-in waits for the fetch in flight.
const WAIT_FOR_FETCH: Duration = Duration::from_millis(500);
/// The most redirects followed, each within the origin first asked.
const MAX_REDIRECTS: usize = 3;

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

/// The outcome of the latest fetches: how many were tried, and the failure run in progress.
#[derive(Default)]
struct Attempts {
    /// Fetches tried so far (each one, whatever its outcome).
    tried: u64,
    /// The latest failure: when, how many in a row, and why.
    failure: Option<(Instant, u32, String)>,
}

impl Attempts {
    /// The failure that still holds fetches back, when one does.
    fn backing_off(&self) -> Option<&str> {
        let (at, in_a_row, why) = self.failure.as_ref()?;
        (at.elapsed() < backoff(*in_a_row)).then_some(why.as_str())
    }
}

/// The pause after `in_a_row` failures: 1 s, 2 s, 4 s ... up to [`MAX_BACKOFF`].
fn backoff(in_a_row: u32) -> Duration {
    let doubled = 1u64 << in_a_row.saturating_sub(1).min(16);
    Duration::from_secs(doubled).min(MAX_BACKOFF)
}

/// Verifies ID tokens of the configured issuer.
pub struct IdpVerifier {
    settings: IdpSettings,
    algorithms: Vec<Algorithm>,
    http: reqwest::Client,
    keys: RwLock<Option<KeySet>>,
    /// Held while fetching, so parallel requests cause one fetch.
    fetching: Mutex<()>,
    attempts: SyncMutex<Attempts>,
}

/// Follows a redirect only to the origin (scheme, host, port) of the first request.
fn same_origin_redirects() -> reqwest::redirect::Policy {
    reqwest::redirect::Policy::custom(|attempt| {
        let first = attempt.previous().first().map(|u| u.origin());
        if attempt.previous().len() > MAX_REDIRECTS {
            attempt.error("too many redirects")
        } else if first.is_some_and(|origin| origin == attempt.url().origin()) {
            attempt.follow()
        } else {
            attempt.error("a redirect to another origin")
        }
    })
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
            .redirect(same_origin_redirects())
            .build()?;
        Ok(Some(IdpVerifier {
            settings: settings.clone(),
            algorithms,
            http,
            keys: RwLock::new(None),
            fetching: Mutex::new(()),
            attempts: SyncMutex::default(),
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
        // A sign-in while the issuer keeps failing answers at once, from the keys held if it can.
        if let Some(why) = self.backing_off() {
            return self.held_key(kid).await.ok_or(IdpError::Unavailable(why));
        }
        let tried_before = self.attempts().tried;
        let wait = Duration::from_millis(self.settings.timeout_ms.max(1)) + WAIT_FOR_FETCH;
        let Ok(_fetching) = tokio::time::timeout(wait, self.fetching.lock()).await else {
            return self
                .held_key(kid)
                .await
                .ok_or_else(|| IdpError::Unavailable("waited too long for the key fetch".into()));
        };
        // A fetch ran while this one waited: its outcome is this sign-in's too.
        if self.attempts().tried != tried_before {
            if let Some(why) = self.backing_off() {
                return self.held_key(kid).await.ok_or(IdpError::Unavailable(why));
            }
            if let Some(set) = self.keys.read().await.as_ref() {
                return find(set, kid)
                    .ok_or_else(|| IdpError::Invalid(format!("unknown key {kid:?}")));
            }
        }
        self.attempts().tried += 1;
        let set = match self.fetch().await {
            Ok(set) => {
                self.attempts().failure = None;
                set
            }
            Err(e) => {
                let in_a_row = self.record_failure(&e);
                tracing::warn!(error = ?e, in_a_row, "identity provider keys could not be fetched");
                return self.held_key(kid).await.ok_or(e);
            }
        };
        let found = find(&set, kid);
        *self.keys.write().await = Some(set);
        found.ok_or_else(|| IdpError::Invalid(format!("unknown key {kid:?}")))
    }

    /// The failure that still holds fetches back, when one does (the lock released at once).
    fn backing_off(&self) -> Option<String> {
        self.attempts().backing_off().map(str::to_owned)
    }

    /// Records a failed fetch; answers how many failed in a row.
    fn record_failure(&self, e: &IdpError) -> u32 {
        let mut attempts = self.attempts();
        let in_a_row = attempts.failure.as_ref().map_or(0, |(_, n, _)| *n) + 1;
        attempts.failure = Some((Instant::now(), in_a_row, e.to_string()));
        in_a_row
    }

    /// The fetch bookkeeping (never held across an await).
    fn attempts(&self) -> std::sync::MutexGuard<'_, Attempts> {
        self.attempts
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// The key named `kid` among the keys held, however old: used while the issuer is failing.
    async fn held_key(&self, kid: &str) -> Option<(DecodingKey, Option<Algorithm>)> {
        self.keys
            .read()
            .await
            .as_ref()
            .and_then(|set| find(set, kid))
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
