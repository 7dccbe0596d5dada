//! The code host's REST API (GitHub, DESIGN §11): the calls the binding routes and the worker make
//! with a user's token. Every call has a timeout, follows no redirects, and reads bounded bodies;
//! errors keep the status apart (401: the token no longer works; 404/403: not reachable with it).

pub mod oauth;

use std::time::Duration;

use chrono::{DateTime, Utc};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

/// The largest body read from the API (a README, a page of commits).
const MAX_BODY_BYTES: usize = 1024 * 1024;

/// A failed call. The Display is a fixed sentence; the detail is in the variant.
#[derive(Debug, thiserror::Error)]
pub enum CodeHostError {
    /// 401: the token is not (or no longer) valid.
    #[error("the code host refused the credential")]
    Unauthorized,
    /// 404, or 403 without rate limiting: the resource is not reachable with this token.
    #[error("not found on the code host")]
    NotFound,
    /// Unreachable, timed out, 5xx, rate limited, or an unexpected answer.
    #[error("the code host is unavailable")]
    Unavailable(String),
}

/// A repository row (spec §2.6).
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Eq)]
pub struct Repo {
    pub id: i64,
    pub full_name: String,
    #[serde(default)]
    pub default_branch: String,
    #[serde(rename(deserialize = "private"), alias = "private_repo")]
    pub private_repo: bool,
}

/// A branch row.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Eq)]
pub struct Branch {
    pub name: String,
    #[serde(default)]
    pub protected: bool,
}

/// The signed-in account.
#[derive(Debug, Clone, Deserialize)]
pub struct Account {
    pub login: String,
}

/// A README: its text and web page.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Readme {
    pub text: String,
    pub url: Option<String>,
}

/// A commit: its SHA, message, author date and web page.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Commit {
    pub sha: String,
    pub message: String,
    pub date: Option<DateTime<Utc>>,
    pub url: Option<String>,
}

/// The REST client: the API root, an HTTP client and the timeout of one call.
#[derive(Clone)]
pub struct CodeHostApi {
    base: String,
    http: reqwest::Client,
    timeout: Duration,
}

impl CodeHostApi {
    pub fn new(base: &str, timeout: Duration) -> anyhow::Result<CodeHostApi> {
        Ok(Self::with_client(base, Self::http_client()?, timeout))
    }

    /// The HTTP client the calls need (no redirects); one can serve many [`CodeHostApi`]s.
    pub fn http_client() -> anyhow::Result<reqwest::Client> {
        Ok(reqwest::Client::builder()
            .redirect(reqwest::redirect::Policy::none())
            .user_agent("taxcredit")
            .build()?)
    }

    /// A client for `base` over `http` (made by [`Self::http_client`]).
    pub fn with_client(base: &str, http: reqwest::Client, timeout: Duration) -> CodeHostApi {
        CodeHostApi {
            base: base.trim().trim_end_matches('/').to_owned(),
            http,
            timeout,
        }
    }

    /// The API root.
    pub fn base(&self) -> &str {
        &self.base
    }

    /// The account the token belongs to.
    pub async fn account(&self, token: &str) -> Result<Account, CodeHostError> {
        self.get_json(token, "/user", &[]).await.map(|(a, _)| a)
    }

    /// One page (1-based) of the repositories the token can read, most recently updated first,
    /// and whether another page follows.
    pub async fn repos(
        &self,
        token: &str,
        page: u32,
        per_page: u32,
    ) -> Result<(Vec<Repo>, bool), CodeHostError> {
        let query = [
            ("per_page", per_page.to_string()),
            ("page", page.to_string()),
            ("sort", "updated".to_owned()),
        ];
        let (repos, link) = self
            .get_json::<Vec<Repo>>(token, "/user/repos", &query)
            .await?;
        let has_more = link.is_some_and(|l| l.contains("rel=\"next\""));
        Ok((repos, has_more))
    }

    /// The repository `owner/name` (its ID and default branch).
    pub async fn repo(&self, token: &str, full_name: &str) -> Result<Repo, CodeHostError> {
        self.get_json(token, &format!("/repos/{full_name}"), &[])
            .await
            .map(|(r, _)| r)
    }

    /// The first 100 branches of `owner/name`.
    pub async fn branches(
        &self,
        token: &str,
        full_name: &str,
    ) -> Result<Vec<Branch>, CodeHostError> {
        self.get_json(
            token,
            &format!("/repos/{full_name}/branches"),
            &[("per_page", "100".to_owned())],
        )
        .await
        .map(|(b, _)| b)
    }

    /// Whether `branch` exists in `owner/name`.
    pub async fn has_branch(
        &self,
        token: &str,
        full_name: &str,
        branch: &str,
    ) -> Result<bool, CodeHostError> {
        let path = format!("/repos/{full_name}/branches/{}", encode_segment(branch));
        match self.get_json::<Branch>(token, &path, &[]).await {
            Ok(_) => Ok(true),
            Err(CodeHostError::NotFound) => Ok(false),
            Err(e) => Err(e),
        }
    }

    /// The repository's README at `branch` (`None` without one), its text decoded lossily.
    pub async fn readme(
        &self,
        token: &str,
        full_name: &str,
        branch: &str,
    ) -> Result<Option<Readme>, CodeHostError> {
        #[derive(Deserialize)]
        struct Content {
            content: String,
            #[serde(default)]
            encoding: String,
            #[serde(default)]
            html_url: Option<String>,
        }
        let path = format!("/repos/{full_name}/readme");
        let content = match self
            .get_json::<Content>(token, &path, &[("ref", branch.to_owned())])
            .await
        {
            Ok((c, _)) => c,
            Err(CodeHostError::NotFound) => return Ok(None),
            Err(e) => return Err(e),
        };
        let text = if content.encoding == "base64" {
            use base64::Engine;
            let compact: String = content
                .content
                .chars()
                .filter(|ch| !ch.is_whitespace())
                .collect();
            let bytes = base64::engine::general_purpose::STANDARD
                .decode(compact)
                .map_err(|_| CodeHostError::Unavailable("README not base64".into()))?;
            String::from_utf8_lossy(&bytes).into_owned()
        } else {
            content.content
        };
        Ok(Some(Readme {
            text,
            url: content.html_url,
        }))
    }

    /// One page (1-based, 100 a page) of the commits of `branch` authored in `[since, until]`,
    /// newest first, and whether another page follows.
    pub async fn commits(
        &self,
        token: &str,
        full_name: &str,
        branch: &str,
        (since, until): (DateTime<Utc>, DateTime<Utc>),
        page: u32,
    ) -> Result<(Vec<Commit>, bool), CodeHostError> {
        #[derive(Deserialize)]
        struct Item {
            sha: String,
            commit: Detail,
            #[serde(default)]
            html_url: Option<String>,
        }
        #[derive(Deserialize)]
        struct Detail {
            message: String,
            author: Option<Person>,
        }
        #[derive(Deserialize)]
        struct Person {
            date: Option<DateTime<Utc>>,
        }
        let query = [
            ("sha", branch.to_owned()),
            (
                "since",
                since.to_rfc3339_opts(chrono::SecondsFormat::Secs, true),
            ),
            (
                "until",
                until.to_rfc3339_opts(chrono::SecondsFormat::Secs, true),
            ),
            ("per_page", "100".to_owned()),
            ("page", page.to_string()),
        ];
        let (items, link) = self
            .get_json::<Vec<Item>>(token, &format!("/repos/{full_name}/commits"), &query)
            .await?;
        let has_more = link.is_some_and(|l| l.contains("rel=\"next\""));
        let commits = items
            .into_iter()
            .map(|i| Commit {
                sha: i.sha,
                message: i.commit.message,
                date: i.commit.author.and_then(|a| a.date),
                url: i.html_url,
            })
            .collect();
        Ok((commits, has_more))
    }

    /// GET `path` with the token; the decoded body and the `Link` header.
    async fn get_json<T: DeserializeOwned>(
        &self,
        token: &str,
        path: &str,
        query: &[(&str, String)],
    ) -> Result<(T, Option<String>), CodeHostError> {
        let unavailable = |e: String| CodeHostError::Unavailable(e);
        let response = self
            .http
            .get(format!("{}{path}", self.base))
            .timeout(self.timeout)
            .query(query)
            .bearer_auth(token)
            .header("Accept", "application/vnd.github+json")
            .header("X-GitHub-Api-Version", "2022-11-28")
            .send()
            .await
            .map_err(|e| unavailable(e.without_url().to_string()))?;
        let status = response.status();
        let rate_limited = response
            .headers()
            .get("x-ratelimit-remaining")
            .is_some_and(|v| v.as_bytes() == b"0");
        match status.as_u16() {
            200..=299 => {}
            401 => return Err(CodeHostError::Unauthorized),
            403 if rate_limited => return Err(unavailable("rate limited".into())),
            403 | 404 => return Err(CodeHostError::NotFound),
            other => return Err(unavailable(format!("HTTP {other}"))),
        }
        let link = response
            .headers()
            .get("link")
            .and_then(|v| v.to_str().ok())
            .map(str::to_owned);
        if response
            .content_length()
            .is_some_and(|n| n > MAX_BODY_BYTES as u64)
        {
            return Err(unavailable("answer too large".into()));
        }
        let bytes = response
            .bytes()
            .await
            .map_err(|e| unavailable(e.without_url().to_string()))?;
        if bytes.len() > MAX_BODY_BYTES {
            return Err(unavailable("answer too large".into()));
        }
        let value = serde_json::from_slice(&bytes)
            .map_err(|e| unavailable(format!("unexpected answer: {e}")))?;
        Ok((value, link))
    }
}

/// `owner/name` as the code host spells it: an owner of 1..=39 letters, digits and hyphens (not
/// starting with one), a name of 1..=100 letters, digits, `.`, `-` and `_` (not `.` or `..`).
pub fn parse_full_name(input: &str) -> Option<(&str, &str)> {
    let (owner, name) = input.trim().split_once('/')?;
    let owner_ok = (1..=39).contains(&owner.len())
        && !owner.starts_with('-')
        && owner
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-');
    let name_ok = (1..=100).contains(&name.len())
        && name != "."
        && name != ".."
        && name
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'.' | b'-' | b'_'));
    (owner_ok && name_ok).then_some((owner, name))
}

/// A branch name as one URL path segment.
fn encode_segment(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for byte in text.bytes() {
        if byte.is_ascii_alphanumeric() || matches!(byte, b'-' | b'.' | b'_' | b'~') {
            out.push(char::from(byte));
        } else {
            out.push_str(&format!("%{byte:02X}"));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn full_names_are_owner_slash_name() {
        assert_eq!(
            parse_full_name("octo-org/my.repo_1"),
            Some(("octo-org", "my.repo_1"))
        );
        for bad in [
            "",
            "octo",
            "/repo",
            "octo/",
            "octo/a/b",
            "-octo/repo",
            "octo/..",
            "octo/.",
            "oc to/repo",
            "octo/re po",
            "octo/repo?x=1",
            "../etc",
            "octo/%2e%2e",
        ] {
            assert_eq!(parse_full_name(bad), None, "{bad:?}");
        }
        assert_eq!(parse_full_name(&format!("{}/r", "a".repeat(40))), None);
    }

    #[test]
    fn branch_names_are_one_segment() {
        assert_eq!(encode_segment("feature/x y"), "feature%2Fx%20y");
    }
}
