//! Secrets: taken from configuration when set (and checked for strength), otherwise, outside
//! production, generated once into `<data_dir>/secrets.toml` (mode 0600) and reused on restart.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use base64::Engine;
use base64::engine::general_purpose::{STANDARD, URL_SAFE_NO_PAD};
use rand::RngCore;
use secrecy::{ExposeSecret, SecretString};

use super::Settings;

/// The secrets the process runs with, resolved and validated.
#[derive(Clone)]
pub struct ResolvedSecrets {
    /// Current signing secret first, then the previous ones (verification only).
    pub jwt_secrets: Vec<SecretString>,
    pub encryption_key: [u8; 32],
    pub internal_token: SecretString,
}

impl std::fmt::Debug for ResolvedSecrets {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("ResolvedSecrets(..)")
    }
}

#[derive(Debug, thiserror::Error)]
pub enum SecretError {
    #[error("{key} is missing; production requires it to be set (at least 256 random bits)")]
    Missing { key: &'static str },
    #[error(
        "{key} is weak: {reason}; use at least 256 random bits (e.g. `openssl rand -base64 32`)"
    )]
    Weak {
        key: &'static str,
        reason: &'static str,
    },
    #[error("cannot read or write the secrets file {path}: {source}")]
    File {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("the secrets file {path} is not valid TOML: {source}")]
    Parse {
        path: PathBuf,
        source: toml::de::Error,
    },
}

const JWT_KEY: &str = "security.jwt_secret";
const ENCRYPTION_KEY: &str = "security.encryption_key";
const INTERNAL_TOKEN_KEY: &str = "worker.token";
const PLACEHOLDERS: &[&str] = &[
    "replace",
    "changeme",
    "change-me",
    "change_me",
    "example",
    "default",
    "password",
    "secret",
];

/// Resolves the three secrets according to the environment (see module docs).
pub fn resolve(settings: &Settings) -> Result<ResolvedSecrets, SecretError> {
    let configured = [
        (JWT_KEY, settings.security.jwt_secret.expose_secret().trim()),
        (
            ENCRYPTION_KEY,
            settings.security.encryption_key.expose_secret().trim(),
        ),
        (
            INTERNAL_TOKEN_KEY,
            settings.worker.token.expose_secret().trim(),
        ),
    ];
    let missing: Vec<&'static str> = configured
        .iter()
        .filter(|(_, value)| value.is_empty())
        .map(|(key, _)| *key)
        .collect();
    if let (true, Some(key)) = (settings.is_production(), missing.first()) {
        return Err(SecretError::Missing { key });
    }
    let generated = if missing.is_empty() {
        BTreeMap::new()
    } else {
        load_or_generate(&settings.app.data_dir.join("secrets.toml"))?
    };
    let pick = |key: &'static str, value: &str| -> String {
        if value.is_empty() {
            generated.get(key).cloned().unwrap_or_default()
        } else {
            value.to_owned()
        }
    };

    let jwt = pick(JWT_KEY, configured[0].1);
    check_strength(JWT_KEY, &jwt)?;
    let mut jwt_secrets = vec![SecretString::from(jwt)];
    for previous in &settings.security.jwt_previous_secrets {
        let previous = previous.expose_secret().trim();
        check_strength("security.jwt_previous_secrets", previous)?;
        jwt_secrets.push(SecretString::from(previous.to_owned()));
    }
    let encryption_key = parse_key(&pick(ENCRYPTION_KEY, configured[1].1))?;
    let token = pick(INTERNAL_TOKEN_KEY, configured[2].1);
    check_strength(INTERNAL_TOKEN_KEY, &token)?;

    Ok(ResolvedSecrets {
        jwt_secrets,
        encryption_key,
        internal_token: SecretString::from(token),
    })
}

/// A secret must be the encoding of at least 32 random bytes: hex (64 or more hex digits), or
/// base64 / base64url (padded or not). It is refused when it is shorter, looks like a
/// placeholder, is not such an encoding, or shows a pattern no random value shows: a run of
/// eight or more consecutive or repeated values (`0123456789abcdef...`, `aaaaaa`), repeated
/// three-character pieces (a short pattern repeated), too few distinct characters, or a
/// character-frequency entropy below 128 bits. The checks run on the text and on the decoded
/// bytes; a value drawn from a CSPRNG passes them with overwhelming probability.
pub fn check_strength(key: &'static str, value: &str) -> Result<(), SecretError> {
    weakness(value).map_or(Ok(()), |reason| Err(SecretError::Weak { key, reason }))
}

/// The smallest number of random bytes a secret must encode.
const MIN_SECRET_BYTES: usize = 32;

fn weakness(value: &str) -> Option<&'static str> {
    if value.len() < 32 {
        return Some("shorter than 32 characters");
    }
    let lower = value.to_ascii_lowercase();
    if PLACEHOLDERS.iter().any(|p| lower.contains(p)) {
        return Some("looks like a placeholder");
    }
    let Some(bytes) = decode_secret(value).filter(|b| b.len() >= MIN_SECRET_BYTES) else {
        return Some(
            "not the base64, base64url or hex encoding of at least 32 bytes \
             (hex needs 64 or more hex digits)",
        );
    };
    for data in [value.as_bytes(), bytes.as_slice()] {
        if longest_run(data) >= 8 {
            return Some("contains a run of consecutive or repeated characters");
        }
        if repeats_pieces(data) {
            return Some("repeats a short pattern");
        }
    }
    let mut distinct = value.as_bytes().to_vec();
    distinct.sort_unstable();
    distinct.dedup();
    if distinct.len() < 12 {
        return Some("too few distinct characters to be random");
    }
    if entropy_bits(value.as_bytes()) < 128.0 {
        return Some("too little entropy to be random");
    }
    None
}

/// Hex when every character is a hex digit (so a hex string is never read as base64, which
/// would count its bytes wrongly), base64 or base64url otherwise.
fn decode_secret(value: &str) -> Option<Vec<u8>> {
    use base64::engine::general_purpose::{STANDARD_NO_PAD, URL_SAFE};
    if value.bytes().all(|b| b.is_ascii_hexdigit()) {
        return hex::decode(value).ok();
    }
    [STANDARD, URL_SAFE, STANDARD_NO_PAD, URL_SAFE_NO_PAD]
        .iter()
        .find_map(|engine| engine.decode(value).ok())
}

/// The longest stretch of values each one more, one less, or equal to the one before.
fn longest_run(data: &[u8]) -> usize {
    let mut best = data.len().min(1);
    let mut current = 1;
    let mut step = None;
    for pair in data.windows(2) {
        let d = i16::from(pair[1]) - i16::from(pair[0]);
        if d.abs() > 1 {
            current = 1;
            step = None;
            continue;
        }
        current = if step == Some(d) { current + 1 } else { 2 };
        step = Some(d);
        best = best.max(current);
    }
    best
}

/// More than a quarter of the three-value pieces occur more than once.
fn repeats_pieces(data: &[u8]) -> bool {
    let pieces: Vec<&[u8]> = data.windows(3).collect();
    let mut distinct = pieces.clone();
    distinct.sort_unstable();
    distinct.dedup();
    distinct.len() * 4 < pieces.len() * 3
}

/// Shannon entropy of the value's character frequencies, times its length, in bits.
fn entropy_bits(data: &[u8]) -> f64 {
    let mut counts = [0usize; 256];
    for b in data {
        counts[usize::from(*b)] += 1;
    }
    let n = data.len() as f64;
    let per_char: f64 = counts
        .iter()
        .filter(|c| **c > 0)
        .map(|c| {
            let p = *c as f64 / n;
            -p * p.log2()
        })
        .sum();
    per_char * n
}

/// The credential-encryption key: exactly 32 bytes, written as base64 or 64 hex characters.
fn parse_key(value: &str) -> Result<[u8; 32], SecretError> {
    check_strength(ENCRYPTION_KEY, value)?;
    let bytes = if value.len() == 64 && value.chars().all(|c| c.is_ascii_hexdigit()) {
        hex::decode(value).ok()
    } else {
        STANDARD
            .decode(value)
            .ok()
            .or_else(|| URL_SAFE_NO_PAD.decode(value).ok())
    };
    bytes
        .and_then(|b| <[u8; 32]>::try_from(b.as_slice()).ok())
        .ok_or(SecretError::Weak {
            key: ENCRYPTION_KEY,
            reason: "not 32 bytes written as base64 or 64 hex characters",
        })
}

fn random_b64(bytes: usize) -> String {
    let mut buf = vec![0u8; bytes];
    rand::rngs::OsRng.fill_bytes(&mut buf);
    URL_SAFE_NO_PAD.encode(buf)
}

fn load_or_generate(path: &Path) -> Result<BTreeMap<&'static str, String>, SecretError> {
    let file_err = |source| SecretError::File {
        path: path.to_owned(),
        source,
    };
    let mut stored: BTreeMap<String, String> = match std::fs::read_to_string(path) {
        Ok(text) => toml::from_str(&text).map_err(|source| SecretError::Parse {
            path: path.to_owned(),
            source,
        })?,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => BTreeMap::new(),
        Err(e) => return Err(file_err(e)),
    };
    let mut changed = false;
    for name in ["jwt_secret", "encryption_key", "internal_token"] {
        if !stored.contains_key(name) {
            stored.insert(name.to_owned(), random_b64(32));
            changed = true;
        }
    }
    if changed {
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir).map_err(file_err)?;
        }
        let text = toml::to_string(&stored).map_err(|e| file_err(std::io::Error::other(e)))?;
        write_private(path, &text).map_err(file_err)?;
        tracing::info!(path = %path.display(), "generated secrets for the embedded default");
    }
    let get = |name: &str| stored.get(name).cloned().unwrap_or_default();
    Ok(BTreeMap::from([
        (JWT_KEY, get("jwt_secret")),
        (ENCRYPTION_KEY, get("encryption_key")),
        (INTERNAL_TOKEN_KEY, get("internal_token")),
    ]))
}

fn write_private(path: &Path, text: &str) -> std::io::Result<()> {
    use std::io::Write;
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create(true).truncate(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.mode(0o600);
    }
    let mut file = options.open(path)?;
    file.write_all(text.as_bytes())?;
    file.sync_all()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::{Environment, Sources};

    fn settings(dir: &Path) -> Settings {
        let mut s = Settings::load(Sources::default()).expect("defaults");
        s.app.data_dir = dir.to_owned();
        s
    }

    #[test]
    fn generated_once_private_and_reused() {
        let dir = tempfile::tempdir().expect("tempdir");
        let first = resolve(&settings(dir.path())).expect("generated");
        let second = resolve(&settings(dir.path())).expect("reused");
        assert_eq!(
            first.jwt_secrets[0].expose_secret(),
            second.jwt_secrets[0].expose_secret()
        );
        assert_eq!(first.encryption_key, second.encryption_key);
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let mode = std::fs::metadata(dir.path().join("secrets.toml"))
                .expect("file")
                .permissions()
                .mode();
            assert_eq!(mode & 0o777, 0o600);
        }
    }

    #[test]
    fn production_refuses_missing_secret_and_names_it() {
        let dir = tempfile::tempdir().expect("tempdir");
        let mut s = settings(dir.path());
        s.app.env = Environment::Production;
        let err = resolve(&s).expect_err("must refuse");
        assert!(err.to_string().contains("security.jwt_secret"), "{err}");
        assert!(!dir.path().join("secrets.toml").exists());
    }

    #[test]
    fn production_refuses_weak_secret_and_names_it() {
        let dir = tempfile::tempdir().expect("tempdir");
        let mut s = settings(dir.path());
        s.app.env = Environment::Production;
        s.security.jwt_secret = SecretString::from("short".to_owned());
        s.security.encryption_key = SecretString::from(random_b64(32));
        s.worker.token = SecretString::from(random_b64(32));
        let err = resolve(&s).expect_err("weak");
        assert!(
            err.to_string().contains("security.jwt_secret is weak"),
            "{err}"
        );

        s.security.jwt_secret = SecretString::from("REPLACE".repeat(8));
        let err = resolve(&s).expect_err("placeholder");
        assert!(err.to_string().contains("placeholder"), "{err}");

        s.security.jwt_secret = SecretString::from(random_b64(32));
        s.security.encryption_key = SecretString::from(random_b64(16));
        let err = resolve(&s).expect_err("short key");
        assert!(err.to_string().contains("security.encryption_key"), "{err}");

        s.security.encryption_key = SecretString::from(hex::encode([7u8; 32]));
        let err = resolve(&s).expect_err("low entropy key");
        assert!(err.to_string().contains("security.encryption_key"), "{err}");

        let mut key = [0u8; 32];
        rand::rngs::OsRng.fill_bytes(&mut key);
        s.security.encryption_key = SecretString::from(hex::encode(key));
        let ok = resolve(&s).expect("strong secrets accepted");
        assert_eq!(ok.encryption_key, key);

        s.worker.token = SecretString::from("0123456789abcdef".repeat(4));
        let err = resolve(&s).expect_err("sequence");
        assert!(err.to_string().contains("worker.token is weak"), "{err}");
    }

    #[test]
    fn sequences_repeats_and_non_encodings_are_weak() {
        let weak = [
            "0123456789abcdef".repeat(4),
            "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ".into(),
            "abcdefghijklmnopqrstuvwxyz0123456789".into(),
            "Xk3-".repeat(11),
            "a1b2c3d4e5f6a1b2c3d4e5f6a1b2c3d4e5f6a1b2c3d4e5f6a1b2c3d4e5f6a1b2".into(),
            hex::encode((0u8..32).collect::<Vec<u8>>()),
            URL_SAFE_NO_PAD.encode((0u8..32).collect::<Vec<u8>>()),
            URL_SAFE_NO_PAD.encode([0x5au8; 32]),
            // Random-looking, but hex of only 24 bytes, and base64 of only 24 bytes.
            hex::encode([
                0x3f, 0x91, 0x07, 0xc4, 0x58, 0xe2, 0x6b, 0xad, 0x19, 0x70, 0xf3, 0x2e, 0x84, 0xcb,
                0x55, 0x0a, 0x96, 0x3d, 0xe1, 0x7c, 0x28, 0xb4, 0x4f, 0xd9,
            ]),
            "kP7xQ2mZ9vR4tW8yB3nC6hJ1sD5fG0aL".into(),
            "this is a long passphrase, not an encoding!".into(),
        ];
        for value in &weak {
            assert!(
                check_strength("security.jwt_secret", value).is_err(),
                "{value} accepted"
            );
        }
        let err = check_strength("security.jwt_secret", &weak[0]).expect_err("weak");
        assert!(
            err.to_string().starts_with("security.jwt_secret is weak"),
            "{err}"
        );
    }

    #[test]
    fn random_secrets_in_every_encoding_are_strong() {
        use base64::engine::general_purpose::{STANDARD_NO_PAD, URL_SAFE};
        for round in 0..2000 {
            let mut bytes = [0u8; 32];
            rand::rngs::OsRng.fill_bytes(&mut bytes);
            let encoded = match round % 5 {
                0 => hex::encode(bytes),
                1 => STANDARD.encode(bytes),
                2 => URL_SAFE.encode(bytes),
                3 => STANDARD_NO_PAD.encode(bytes),
                _ => URL_SAFE_NO_PAD.encode(bytes),
            };
            assert_eq!(weakness(&encoded), None, "{encoded}");
        }
        let mut long = [0u8; 48];
        rand::rngs::OsRng.fill_bytes(&mut long);
        assert_eq!(weakness(&STANDARD.encode(long)), None);
        assert_eq!(weakness(&crate::auth::opaque::generate()), None);
    }
}
