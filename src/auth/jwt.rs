//! Access tokens: JWT HS256 only. The key is chosen by `kid` among the configured keys (never taken
//! from the token); `alg` must be HS256; `exp`, `nbf` (when present), `iss` and `aud` are checked
//! with no leeway.

use std::collections::HashMap;

use chrono::Utc;
use jsonwebtoken::{Algorithm, DecodingKey, EncodingKey, Header, Validation};
use secrecy::{ExposeSecret, SecretString};
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use uuid::Uuid;

use crate::domain::Role;

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Claims {
    pub sub: Uuid,
    pub role: Role,
    pub iat: i64,
    pub exp: i64,
    pub iss: String,
    pub aud: String,
    pub jti: Uuid,
}

#[derive(Debug, thiserror::Error)]
pub enum TokenError {
    #[error("token is malformed or its key is unknown")]
    Malformed,
    #[error("token rejected: {0}")]
    Rejected(#[from] jsonwebtoken::errors::Error),
}

pub struct JwtKeys {
    current_kid: String,
    encoding: EncodingKey,
    decoding: HashMap<String, DecodingKey>,
    validation: Validation,
    issuer: String,
    audience: String,
    ttl_secs: i64,
}

/// The key ID of a secret: the first 16 hex digits of its SHA-256 (reveals nothing usable).
pub fn key_id(secret: &str) -> String {
    let digest = Sha256::digest(secret.as_bytes());
    hex::encode(&digest[..8])
}

impl JwtKeys {
    /// `secrets[0]` signs; every secret verifies (rotation).
    pub fn new(secrets: &[SecretString], issuer: &str, audience: &str, ttl_secs: u64) -> Self {
        let mut decoding = HashMap::new();
        for secret in secrets {
            let raw = secret.expose_secret();
            decoding.insert(key_id(raw), DecodingKey::from_secret(raw.as_bytes()));
        }
        let current = secrets
            .first()
            .map(|s| s.expose_secret().to_owned())
            .unwrap_or_default();
        let mut validation = Validation::new(Algorithm::HS256);
        validation.leeway = 0;
        validation.validate_nbf = true;
        validation.set_issuer(&[issuer]);
        validation.set_audience(&[audience]);
        validation.set_required_spec_claims(&["exp", "iss", "aud", "sub"]);
        JwtKeys {
            current_kid: key_id(&current),
            encoding: EncodingKey::from_secret(current.as_bytes()),
            decoding,
            validation,
            issuer: issuer.to_owned(),
            audience: audience.to_owned(),
            ttl_secs: i64::try_from(ttl_secs).unwrap_or(900),
        }
    }

    pub fn ttl_secs(&self) -> i64 {
        self.ttl_secs
    }

    /// Issues an access token for the user.
    pub fn issue(&self, user_id: Uuid, role: Role) -> Result<String, jsonwebtoken::errors::Error> {
        let now = Utc::now().timestamp();
        let claims = Claims {
            sub: user_id,
            role,
            iat: now,
            exp: now + self.ttl_secs,
            iss: self.issuer.clone(),
            aud: self.audience.clone(),
            jti: Uuid::now_v7(),
        };
        let mut header = Header::new(Algorithm::HS256);
        header.kid = Some(self.current_kid.clone());
        jsonwebtoken::encode(&header, &claims, &self.encoding)
    }

    /// Verifies signature, algorithm, expiry, issuer and audience.
    pub fn verify(&self, token: &str) -> Result<Claims, TokenError> {
        let header = jsonwebtoken::decode_header(token).map_err(|_| TokenError::Malformed)?;
        if header.alg != Algorithm::HS256 {
            return Err(TokenError::Malformed);
        }
        let key = header
            .kid
            .as_deref()
            .and_then(|kid| self.decoding.get(kid))
            .ok_or(TokenError::Malformed)?;
        Ok(jsonwebtoken::decode::<Claims>(token, key, &self.validation)?.claims)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use base64::Engine;
    use base64::engine::general_purpose::URL_SAFE_NO_PAD;

    const SECRET: &str = "0123456789abcdefghijklmnopqrstuvwxyzABCD";
    const OTHER: &str = "ZYXWVUTSRQPONMLKJIHGFEDCBAzyxwvutsrqponm";

    fn keys(secrets: &[&str]) -> JwtKeys {
        let secrets: Vec<SecretString> = secrets
            .iter()
            .map(|s| SecretString::from((*s).to_owned()))
            .collect();
        JwtKeys::new(&secrets, "iss", "aud", 900)
    }

    fn sign_with(claims: &Claims, alg: Algorithm, secret: &str, kid: &str) -> String {
        let mut header = Header::new(alg);
        header.kid = Some(kid.to_owned());
        jsonwebtoken::encode(
            &header,
            claims,
            &EncodingKey::from_secret(secret.as_bytes()),
        )
        .expect("encode")
    }

    fn claims() -> Claims {
        let now = Utc::now().timestamp();
        Claims {
            sub: Uuid::now_v7(),
            role: Role::User,
            iat: now,
            exp: now + 60,
            iss: "iss".into(),
            aud: "aud".into(),
            jti: Uuid::now_v7(),
        }
    }

    #[test]
    fn round_trip_and_rotation() {
        let old = keys(&[OTHER]);
        let token = old.issue(Uuid::now_v7(), Role::Admin).expect("issue");
        let rotated = keys(&[SECRET, OTHER]);
        assert_eq!(
            rotated.verify(&token).expect("old key still accepted").role,
            Role::Admin
        );
        assert!(
            keys(&[SECRET]).verify(&token).is_err(),
            "retired key accepted"
        );
    }

    #[test]
    fn rejects_other_algorithms_none_wrong_key_and_claims() {
        let k = keys(&[SECRET]);
        let kid = key_id(SECRET);
        let good = claims();
        assert!(
            k.verify(&sign_with(&good, Algorithm::HS256, SECRET, &kid))
                .is_ok()
        );
        assert!(
            k.verify(&sign_with(&good, Algorithm::HS384, SECRET, &kid))
                .is_err()
        );
        assert!(
            k.verify(&sign_with(&good, Algorithm::HS256, OTHER, &kid))
                .is_err()
        );

        let payload = URL_SAFE_NO_PAD.encode(serde_json::to_vec(&good).expect("json"));
        let none_header = URL_SAFE_NO_PAD.encode(format!(r#"{{"alg":"none","kid":"{kid}"}}"#));
        assert!(k.verify(&format!("{none_header}.{payload}.")).is_err());

        let mut expired = claims();
        expired.exp = Utc::now().timestamp() - 1;
        assert!(
            k.verify(&sign_with(&expired, Algorithm::HS256, SECRET, &kid))
                .is_err()
        );
        let mut wrong_aud = claims();
        wrong_aud.aud = "other".into();
        assert!(
            k.verify(&sign_with(&wrong_aud, Algorithm::HS256, SECRET, &kid))
                .is_err()
        );
        let mut wrong_iss = claims();
        wrong_iss.iss = "other".into();
        assert!(
            k.verify(&sign_with(&wrong_iss, Algorithm::HS256, SECRET, &kid))
                .is_err()
        );
        assert!(k.verify("not-a-token").is_err());
    }

    #[test]
    fn a_token_not_yet_valid_is_refused() {
        let k = keys(&[SECRET]);
        let mut header = Header::new(Algorithm::HS256);
        header.kid = Some(key_id(SECRET));
        let sign = |nbf: i64| {
            let mut value = serde_json::to_value(claims()).expect("json");
            value["nbf"] = serde_json::json!(nbf);
            jsonwebtoken::encode(
                &header,
                &value,
                &EncodingKey::from_secret(SECRET.as_bytes()),
            )
            .expect("encode")
        };
        let now = Utc::now().timestamp();
        assert!(k.verify(&sign(now + 30)).is_err(), "future nbf accepted");
        assert!(k.verify(&sign(now - 1)).is_ok());
    }
}
