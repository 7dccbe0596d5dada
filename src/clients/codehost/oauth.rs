//! The code host's OAuth 2.0 endpoints through the `oauth2` crate: the authorize URL (our state,
//! PKCE S256), the code exchange with the verifier, and the refresh grant.

use std::time::Duration;

use chrono::{DateTime, TimeDelta, Utc};
use oauth2::basic::BasicClient;
use oauth2::{
    AuthUrl, AuthorizationCode, ClientId, ClientSecret, CsrfToken, PkceCodeChallenge,
    PkceCodeVerifier, RedirectUrl, RefreshToken, RequestTokenError, Scope, TokenResponse, TokenUrl,
};
use secrecy::{ExposeSecret, SecretString};

use crate::config::CodeHostSettings;

/// A failed token request.
#[derive(Debug, thiserror::Error)]
pub enum OAuthError {
    /// The code host answered with an OAuth error (`invalid_grant`, `bad_refresh_token`, ...).
    #[error("the code host refused the grant")]
    Refused(String),
    /// Unreachable, timed out, or an answer that is neither a token nor an OAuth error.
    #[error("the code host's token endpoint is unavailable")]
    Unavailable(String),
    /// The configured URLs are unusable.
    #[error("the code host is misconfigured")]
    Misconfigured(String),
}

impl OAuthError {
    /// The grant itself is gone (revoked, or its refresh token expired or already used).
    pub fn grant_revoked(&self) -> bool {
        matches!(self, OAuthError::Refused(code) if code == "invalid_grant" || code == "bad_refresh_token")
    }
}

/// The tokens of a successful exchange or refresh.
pub struct Tokens {
    pub access: SecretString,
    pub refresh: Option<SecretString>,
    pub expires_at: Option<DateTime<Utc>>,
    pub scopes: Option<String>,
}

/// The OAuth client of the configured code host.
pub struct OAuthClient {
    settings: CodeHostSettings,
    redirect: String,
    http: reqwest::Client,
}

impl OAuthClient {
    /// `redirect` is the callback address (configured, or derived from `app.public_url`).
    pub fn new(settings: &CodeHostSettings, redirect: String) -> anyhow::Result<OAuthClient> {
        let http = reqwest::Client::builder()
            .timeout(Duration::from_millis(settings.timeout_ms.max(1)))
            // Following redirects would open the token request to SSRF.
            .redirect(reqwest::redirect::Policy::none())
            .user_agent("taxcredit")
            .build()?;
        Ok(OAuthClient {
            settings: settings.clone(),
            redirect,
            http,
        })
    }

    fn urls(&self) -> Result<(AuthUrl, TokenUrl, RedirectUrl), OAuthError> {
        let bad = |what: &str, e: oauth2::url::ParseError| {
            OAuthError::Misconfigured(format!("{what}: {e}"))
        };
        Ok((
            AuthUrl::new(self.settings.authorize_url.clone())
                .map_err(|e| bad("authorize_url", e))?,
            TokenUrl::new(self.settings.token_url.clone()).map_err(|e| bad("token_url", e))?,
            RedirectUrl::new(self.redirect.clone()).map_err(|e| bad("redirect_url", e))?,
        ))
    }

    /// The authorize URL for `state` and a new PKCE pair; answers the URL and the verifier.
    pub fn authorize_url(&self, state: &str) -> Result<(String, String), OAuthError> {
        let (auth, token, redirect) = self.urls()?;
        let client = BasicClient::new(ClientId::new(self.settings.client_id.clone()))
            .set_auth_uri(auth)
            .set_token_uri(token)
            .set_redirect_uri(redirect);
        let (challenge, verifier) = PkceCodeChallenge::new_random_sha256();
        let state = state.to_owned();
        let (url, _) = client
            .authorize_url(move || CsrfToken::new(state))
            .add_scopes(self.settings.scopes.iter().map(|s| Scope::new(s.clone())))
            .set_pkce_challenge(challenge)
            .url();
        Ok((url.to_string(), verifier.secret().clone()))
    }

    /// Exchanges an authorization code (with its PKCE verifier) for tokens.
    pub async fn exchange(&self, code: &str, verifier: &str) -> Result<Tokens, OAuthError> {
        let (auth, token, redirect) = self.urls()?;
        let client = BasicClient::new(ClientId::new(self.settings.client_id.clone()))
            .set_client_secret(ClientSecret::new(
                self.settings.client_secret.expose_secret().to_owned(),
            ))
            .set_auth_uri(auth)
            .set_token_uri(token)
            .set_redirect_uri(redirect);
        let response = client
            .exchange_code(AuthorizationCode::new(code.to_owned()))
            .set_pkce_verifier(PkceCodeVerifier::new(verifier.to_owned()))
            .request_async(&self.http)
            .await
            .map_err(classify)?;
        Ok(tokens(&response))
    }

    /// A new token pair from a refresh token.
    pub async fn refresh(&self, refresh_token: &str) -> Result<Tokens, OAuthError> {
        let (auth, token, redirect) = self.urls()?;
        let client = BasicClient::new(ClientId::new(self.settings.client_id.clone()))
            .set_client_secret(ClientSecret::new(
                self.settings.client_secret.expose_secret().to_owned(),
            ))
            .set_auth_uri(auth)
            .set_token_uri(token)
            .set_redirect_uri(redirect);
        let response = client
            .exchange_refresh_token(&RefreshToken::new(refresh_token.to_owned()))
            .request_async(&self.http)
            .await
            .map_err(classify)?;
        Ok(tokens(&response))
    }
}

fn tokens(response: &oauth2::basic::BasicTokenResponse) -> Tokens {
    Tokens {
        access: SecretString::from(response.access_token().secret().clone()),
        refresh: response
            .refresh_token()
            .map(|t| SecretString::from(t.secret().clone())),
        expires_at: response
            .expires_in()
            .and_then(|d| TimeDelta::from_std(d).ok())
            .map(|d| crate::clock::now() + d),
        scopes: response.scopes().map(|s| {
            s.iter()
                .map(|scope| scope.as_str())
                .collect::<Vec<_>>()
                .join(" ")
        }),
    }
}

fn classify<RE: std::error::Error + 'static>(
    err: RequestTokenError<RE, oauth2::basic::BasicErrorResponse>,
) -> OAuthError {
    match err {
        RequestTokenError::ServerResponse(response) => {
            OAuthError::Refused(response.error().as_ref().to_owned())
        }
        RequestTokenError::Parse(e, body) => {
            // GitHub answers some errors with 200 and `{"error": "..."}`.
            #[derive(serde::Deserialize)]
            struct ErrorBody {
                error: String,
            }
            match serde_json::from_slice::<ErrorBody>(&body) {
                Ok(b) => OAuthError::Refused(b.error),
                Err(_) => OAuthError::Unavailable(format!("unexpected answer: {e}")),
            }
        }
        RequestTokenError::Request(e) => OAuthError::Unavailable(e.to_string()),
        RequestTokenError::Other(e) => OAuthError::Unavailable(e),
    }
}
