//! Typed settings: the embedded `config/default.toml`, then an optional file, then
//! `TAXCREDIT__SECTION__KEY` environment variables (last wins).

pub mod node_id;
pub mod secrets;

use std::path::{Path, PathBuf};

use secrecy::SecretString;
use serde::Deserialize;

pub use secrets::{ResolvedSecrets, SecretError};

const DEFAULT_TOML: &str = include_str!("../../config/default.toml");

#[derive(Debug, Clone, Deserialize)]
pub struct Settings {
    pub app: AppSettings,
    pub server: ServerSettings,
    pub database: DatabaseSettings,
    pub auth: AuthSettings,
    pub security: SecuritySettings,
    pub worker: WorkerSettings,
    pub storage: StorageSettings,
    pub uploads: UploadSettings,
    pub quota: QuotaSettings,
    pub indexing: IndexingSettings,
    pub runs: RunSettings,
    pub screener: ScreenerSettings,
    pub contact: ContactSettings,
    pub admin: AdminSettings,
    pub payment: PaymentSettings,
    pub mail: MailSettings,
    pub idp: IdpSettings,
    pub codehost: CodeHostSettings,
    pub edge: EdgeSettings,
    pub proxy: ProxySettings,
    pub metrics: MetricsSettings,
    pub log: LogSettings,
    /// Limits of text extraction per file (defaults apply to missing keys).
    #[serde(default)]
    pub extract: crate::worker::extract::ExtractLimits,
}

/// The edge guard (DESIGN §14): with `required`, every `/api/v1` route but the payment webhook
/// needs `Edge-Access-Client-Id` and `Edge-Access-Client-Secret` equal to these (the proxy sends
/// them).
#[derive(Debug, Clone, Deserialize)]
pub struct EdgeSettings {
    pub required: bool,
    pub client_id: String,
    pub client_secret: SecretString,
}

impl EdgeSettings {
    /// Both credentials are set.
    pub fn configured(&self) -> bool {
        use secrecy::ExposeSecret;
        !self.client_id.trim().is_empty() && !self.client_secret.expose_secret().trim().is_empty()
    }
}

/// `taxcredit proxy` (DESIGN §14): the browser's way to the backend.
#[derive(Debug, Clone, Deserialize)]
pub struct ProxySettings {
    /// `host:port` the proxy listens on.
    pub listen: String,
    /// The backend origin (`http://127.0.0.1:8080`), or several separated by commas, balanced
    /// round robin.
    pub backend_origin: String,
    /// How long the backend may take to answer (headers); a body streams as long as it flows.
    pub timeout_ms: u64,
    /// How long a backend origin that refused a connection is skipped.
    pub eject_secs: u64,
}

impl ProxySettings {
    /// The backend origins, without trailing slashes.
    pub fn origins(&self) -> Vec<String> {
        self.backend_origin
            .split([',', ' '])
            .map(|o| o.trim().trim_end_matches('/'))
            .filter(|o| !o.is_empty())
            .map(str::to_owned)
            .collect()
    }
}

/// Prometheus metrics (DESIGN §15) on their own listener; empty `listen` = no listener.
#[derive(Debug, Clone, Deserialize)]
pub struct MetricsSettings {
    pub listen: String,
}

/// The admin console (DESIGN §12).
#[derive(Debug, Clone, Deserialize)]
pub struct AdminSettings {
    /// Admin write requests (POST, PUT, PATCH, DELETE under `/admin`) per admin per minute, as a
    /// burst that comes back one every `60 / n` s (429 `RATE_LIMITED` with Retry-After beyond).
    pub writes_per_minute: u32,
    /// How long a new invitation code is valid.
    pub invitation_ttl_days: u32,
}

/// The public contact form (DESIGN §13).
#[derive(Debug, Clone, Deserialize)]
pub struct ContactSettings {
    /// Submissions per client IP per hour, as a burst that comes back one every `3600 / n` s.
    pub per_ip_per_hour: u32,
}

#[derive(Debug, Clone, Deserialize)]
pub struct ScreenerSettings {
    pub per_ip_per_hour: u32,
}

/// Outgoing mail (DESIGN §13): the outbox is drained by a background task with retries.
#[derive(Debug, Clone, Deserialize)]
pub struct MailSettings {
    /// `smtp://host:port` (plain), `smtp://user:pass@host:587?tls=required` (STARTTLS) or
    /// `smtps://user:pass@host` (TLS); empty: no transport, messages are kept in the outbox as
    /// UNSENT and logged.
    pub smtp_url: SecretString,
    /// The From address of every message.
    pub from: String,
    /// Where contact-form notifications go; empty: none are written.
    pub contact_to: String,
    /// How often the sender looks for due messages.
    pub poll_ms: u64,
    /// The first retry's delay; doubled after each failed attempt, capped at one hour.
    pub retry_base_secs: u64,
    /// Failed attempts after which a message is FAILED.
    pub max_attempts: u32,
}

/// The code host (GitHub, DESIGN §11). Without `client_id` and `client_secret` the OAuth routes
/// answer 503 CODEHOST_NOT_CONFIGURED; the manual-token bind still works.
#[derive(Debug, Clone, Deserialize)]
pub struct CodeHostSettings {
    pub client_id: String,
    pub client_secret: SecretString,
    pub authorize_url: String,
    pub token_url: String,
    /// The REST API root, e.g. `https://api.github.com`.
    pub api_base_url: String,
    /// Where the code host sends the user back (the front end's callback page); empty:
    /// `{app.public_url}/integrations/github/callback`.
    pub redirect_url: String,
    pub scopes: Vec<String>,
    /// How long one request to the code host may take.
    pub timeout_ms: u64,
}

impl CodeHostSettings {
    /// Whether the OAuth client credentials are set.
    pub fn oauth_configured(&self) -> bool {
        use secrecy::ExposeSecret;
        !self.client_id.trim().is_empty() && !self.client_secret.expose_secret().trim().is_empty()
    }
}

/// The external identity provider of `POST /auth/idp` (DESIGN §5): an OpenID Connect issuer whose
/// ID tokens are verified against its JWKS. An empty issuer means not configured (503
/// IDP_NOT_CONFIGURED).
#[derive(Debug, Clone, Deserialize)]
pub struct IdpSettings {
    /// The issuer, exactly as in the tokens' `iss`.
    pub issuer: String,
    /// This service's client ID at the issuer; the tokens' `aud` must hold it.
    pub audience: String,
    /// The issuer's JWKS; empty: `jwks_uri` of `{issuer}/.well-known/openid-configuration`.
    pub jwks_url: String,
    /// The signature algorithms accepted (asymmetric only: RS*, PS*, ES*).
    pub algorithms: Vec<String>,
    /// How long fetched keys are used before they are fetched again.
    pub jwks_cache_secs: u64,
    /// The least time between two fetches caused by a token naming an unknown `kid`.
    pub jwks_min_refetch_secs: u64,
    /// Clock skew allowed on `exp` and `nbf`.
    pub leeway_secs: u64,
    /// How long one request to the issuer may take.
    pub timeout_ms: u64,
}

/// The payment provider (DESIGN §10): a Stripe-compatible REST API. Empty values mean not
/// configured.
#[derive(Debug, Clone, Deserialize)]
pub struct PaymentSettings {
    pub api_base: String,
    pub secret_key: SecretString,
    pub webhook_secret: SecretString,
    pub price_ids: PriceIds,
}

/// Provider price IDs from configuration; a non-empty one wins over the price ID stored on the
/// plan or offering row.
#[derive(Debug, Clone, Default, Deserialize)]
pub struct PriceIds {
    #[serde(default)]
    pub starter: String,
    #[serde(default)]
    pub professional: String,
    #[serde(default)]
    pub enterprise: String,
    #[serde(default)]
    pub expert_review: String,
}

#[derive(Debug, Clone, Deserialize)]
pub struct StorageSettings {
    pub endpoint: String,
    pub embedded_port: u16,
    pub region: String,
    pub bucket: String,
    pub access_key: String,
    pub secret_key: SecretString,
    pub path_style: bool,
}

#[derive(Debug, Clone, Deserialize)]
pub struct UploadSettings {
    pub url_ttl_secs: u64,
    pub preview_ttl_secs: u64,
    pub sweep_secs: u64,
}

#[derive(Debug, Clone, Deserialize)]
pub struct QuotaSettings {
    pub sweep_secs: u64,
}

#[derive(Debug, Clone, Deserialize)]
pub struct IndexingSettings {
    pub concurrency: usize,
    pub rescan_secs: u64,
    pub claim_secs: u64,
    pub retry_base_ms: u64,
    /// Claims of one file before it is FAILED as probably malformed (a crash or timeout of the
    /// worker on it counts too).
    pub max_attempts: u32,
}

#[derive(Debug, Clone, Deserialize)]
pub struct RunSettings {
    /// Expiry of a run's session lease; renewed every third of it while the run executes.
    pub lease_secs: u64,
    /// How often RUNNING runs whose holder's lease has run out are failed and their quota
    /// returned.
    pub sweep_secs: u64,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Environment {
    Development,
    Production,
}

#[derive(Debug, Clone, Deserialize)]
pub struct AppSettings {
    pub env: Environment,
    pub data_dir: PathBuf,
    pub public_url: String,
}

#[derive(Debug, Clone, Deserialize)]
pub struct ServerSettings {
    pub host: String,
    pub port: u16,
    #[serde(default)]
    pub trusted_proxies: Vec<String>,
    pub workers: usize,
    pub body_limit_bytes: usize,
    pub shutdown_timeout_secs: u64,
    /// This node's identity in lease owners; empty = generated once into `<data_dir>/node_id`.
    #[serde(default)]
    pub node_id: String,
}

#[derive(Debug, Clone, Deserialize)]
pub struct DatabaseSettings {
    pub url: String,
    pub max_connections: u32,
    pub busy_timeout_ms: u64,
    pub acquire_timeout_ms: u64,
    /// A cap on the SQLite file's size in bytes (`PRAGMA max_page_count`); 0 = none. Writes
    /// beyond it answer 503 STORAGE_FULL, as on a full disk.
    #[serde(default)]
    pub sqlite_max_bytes: u64,
    /// A write transaction on the direct SQLite writer that runs longer than this is logged as
    /// a warning with its name (every other writer waits for it).
    pub slow_write_ms: u64,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RegistrationMode {
    Open,
    InviteOnly,
}

#[derive(Debug, Clone, Deserialize)]
pub struct AuthSettings {
    pub registration: RegistrationMode,
    pub access_ttl_secs: u64,
    pub refresh_ttl_days: u64,
    pub status_cache_secs: u64,
    pub issuer: String,
    pub audience: String,
    pub argon2_memory_kib: u32,
    pub argon2_iterations: u32,
    pub argon2_parallelism: u32,
    pub login_max_failures_per_ip: u32,
    pub login_max_failures_per_account: u32,
    pub login_window_secs: u64,
    pub register_per_ip_per_hour: u32,
    /// Public password-reset and verification requests per client IP per hour.
    pub account_mail_per_ip_per_hour: u32,
}

#[derive(Debug, Clone, Deserialize)]
pub struct SecuritySettings {
    pub jwt_secret: SecretString,
    #[serde(default)]
    pub jwt_previous_secrets: Vec<SecretString>,
    pub encryption_key: SecretString,
}

#[derive(Debug, Clone, Deserialize)]
pub struct WorkerSettings {
    pub url: String,
    pub token: SecretString,
    pub timeout_ms: u64,
    pub listen: String,
    pub max_index_bytes: u64,
    pub engine: EngineChoice,
    /// The program run as `<program> extract` per indexed file; empty = this executable.
    pub extract_program: String,
    pub llm: LlmSettings,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum EngineChoice {
    Offline,
    Openai,
}

#[derive(Debug, Clone, Deserialize)]
pub struct LlmSettings {
    pub base_url: String,
    pub model: String,
    pub api_key: SecretString,
    pub timeout_ms: u64,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum LogFormat {
    Text,
    Json,
}

#[derive(Debug, Clone, Deserialize)]
pub struct LogSettings {
    pub format: LogFormat,
    pub level: String,
}

/// Where settings come from besides the embedded defaults.
#[derive(Debug, Default, Clone, Copy)]
pub struct Sources<'a> {
    /// A TOML file layered over the defaults.
    pub file: Option<&'a Path>,
    /// Read `TAXCREDIT__SECTION__KEY` variables (the tests turn this off: the environment is
    /// shared by every test of the process).
    pub environment: bool,
}

impl Settings {
    pub fn load(sources: Sources<'_>) -> Result<Settings, config::ConfigError> {
        let mut builder = config::Config::builder().add_source(config::File::from_str(
            DEFAULT_TOML,
            config::FileFormat::Toml,
        ));
        if let Some(file) = sources.file {
            builder = builder.add_source(config::File::from(file).required(true));
        }
        if sources.environment {
            builder = builder.add_source(
                config::Environment::with_prefix("TAXCREDIT")
                    .prefix_separator("__")
                    .separator("__")
                    .try_parsing(true)
                    .list_separator(",")
                    .with_list_parse_key("server.trusted_proxies")
                    .with_list_parse_key("security.jwt_previous_secrets"),
            );
        }
        builder.build()?.try_deserialize()
    }

    /// The database URL, defaulting to a SQLite file in the data directory.
    pub fn database_url(&self) -> String {
        if self.database.url.trim().is_empty() {
            format!(
                "sqlite://{}?mode=rwc",
                self.app.data_dir.join("taxcredit.db").display()
            )
        } else {
            self.database.url.trim().to_owned()
        }
    }

    pub fn is_production(&self) -> bool {
        self.app.env == Environment::Production
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn embedded_defaults_parse() {
        let settings = Settings::load(Sources::default()).expect("defaults parse");
        assert_eq!(settings.server.port, 8080);
        assert_eq!(settings.auth.registration, RegistrationMode::Open);
        assert!(settings.database_url().starts_with("sqlite://"));
        assert!(settings.database_url().ends_with("taxcredit.db?mode=rwc"));
        assert!(!settings.is_production());
    }

    #[test]
    fn test_file_overrides_defaults() {
        let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("config/test.toml");
        let settings = Settings::load(Sources {
            file: Some(&path),
            environment: false,
        })
        .expect("test config parses");
        assert_eq!(settings.server.port, 0);
        assert_eq!(settings.auth.status_cache_secs, 1);
    }
}
