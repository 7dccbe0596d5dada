//! The `codeHost` block of a run envelope (DESIGN §7, §11): runtime access to the project's bound
//! repository, attached only when the binding is enabled and its credential ACTIVE. With it, the
//! worker reads the repository's README and the commit messages of the project's fiscal year as
//! further evidence (DESIGN §9).

use chrono::{DateTime, Utc};
use secrecy::{ExposeSecret, SecretString};
use serde::{Deserialize, Serialize, Serializer};

/// `{"provider", "apiBaseUrl", "repoFullName", "repoId", "defaultBranch", "accessToken",
/// "expiresAt", "fiscalYear"}`. Its Debug never shows the token.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CodeHostAccess {
    pub provider: CodeHostProvider,
    /// The code host's API root (`codehost.api_base_url`), e.g. `https://api.github.com`.
    pub api_base_url: String,
    /// `owner/name`.
    pub repo_full_name: String,
    /// The code host's numeric repository ID, recorded at bind time.
    pub repo_id: i64,
    pub default_branch: String,
    /// A token valid for at least the run's deadline (refreshed before the run when needed).
    #[serde(serialize_with = "expose")]
    pub access_token: SecretString,
    /// When the token expires, if the code host says.
    pub expires_at: Option<DateTime<Utc>>,
    /// The project's fiscal year ("2025"): the commits read are those authored in it. Beyond
    /// DESIGN §7's list (a design note says why); absent reads as `null` (the last 365 days).
    #[serde(default)]
    pub fiscal_year: Option<String>,
}

/// Which code host the block is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum CodeHostProvider {
    Github,
}

/// The token goes on the wire (the worker's internal route, behind `X-Internal-Token`), and only
/// there.
fn expose<S: Serializer>(token: &SecretString, serializer: S) -> Result<S::Ok, S::Error> {
    serializer.serialize_str(token.expose_secret())
}
