//! The backend's client of the payment provider, a Stripe-compatible REST API (DESIGN §10):
//! form-encoded bodies, `Authorization: Bearer <secret key>`, an `Idempotency-Key` on every
//! create (the caller derives it from its own row, so a retry never makes a second object), and a
//! timeout on every call. Only the fields the billing rules read are decoded.

use std::collections::BTreeMap;
use std::time::Duration;

use secrecy::{ExposeSecret, SecretString};
use serde::Deserialize;
use serde::de::DeserializeOwned;

mod types;

pub use types::*;

use crate::error::{AppError, ErrorCode};

/// A failed provider call. The Display is a fixed sentence; the cause (addresses, the provider's
/// message) is in the variant, for Debug and the log.
#[derive(Debug, thiserror::Error)]
pub enum PaymentError {
    /// The connection failed.
    #[error("the payment provider is unreachable")]
    Unreachable(String),
    /// No answer within the timeout.
    #[error("the payment provider did not answer within {} s", .0.as_secs_f32())]
    Timeout(Duration),
    /// A 4xx or 5xx answer, with the provider's error code and message when it sent them.
    #[error("the payment provider answered HTTP {status}")]
    Status {
        status: u16,
        code: Option<String>,
        message: Option<String>,
    },
    /// A success answer that is not the expected JSON.
    #[error("the payment provider answered something unexpected")]
    Malformed(String),
    /// An object ID that is not a provider ID (it would otherwise be put into a URL path).
    #[error("not a payment provider ID")]
    InvalidId,
}

impl PaymentError {
    /// The provider does not know the object (404).
    pub fn is_not_found(&self) -> bool {
        matches!(self, PaymentError::Status { status: 404, .. })
    }
}

/// The provider's error body: `{"error": {"type", "code", "message"}}`.
#[derive(Debug, Deserialize)]
struct ErrorBody {
    error: ErrorDetail,
}

#[derive(Debug, Deserialize)]
struct ErrorDetail {
    code: Option<String>,
    message: Option<String>,
}

/// What is bought in a checkout session.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LineItem {
    /// A configured provider price (subscription or payment mode).
    Price(String),
    /// A one-off amount in the currency's minor unit (payment mode only).
    Amount {
        currency: String,
        unit_amount: i64,
        product_name: String,
    },
}

/// A checkout session to create.
#[derive(Debug, Clone)]
pub struct NewCheckoutSession {
    pub mode: CheckoutMode,
    pub line_item: LineItem,
    pub customer: Option<String>,
    pub client_reference_id: Option<String>,
    pub success_url: String,
    pub cancel_url: String,
    /// Stored on the session (and, in subscription mode, on the subscription too).
    pub metadata: BTreeMap<String, String>,
}

impl NewCheckoutSession {
    /// The form fields, in Stripe's bracket notation.
    fn form(&self) -> Vec<(String, String)> {
        let mut form = vec![
            ("mode".to_owned(), self.mode.as_str().to_owned()),
            ("success_url".to_owned(), self.success_url.clone()),
            ("cancel_url".to_owned(), self.cancel_url.clone()),
            ("line_items[0][quantity]".to_owned(), "1".to_owned()),
        ];
        match &self.line_item {
            LineItem::Price(price) => form.push(("line_items[0][price]".to_owned(), price.clone())),
            LineItem::Amount {
                currency,
                unit_amount,
                product_name,
            } => {
                let data = "line_items[0][price_data]";
                form.push((format!("{data}[currency]"), currency.clone()));
                form.push((format!("{data}[unit_amount]"), unit_amount.to_string()));
                form.push((format!("{data}[product_data][name]"), product_name.clone()));
            }
        }
        if let Some(customer) = &self.customer {
            form.push(("customer".to_owned(), customer.clone()));
        }
        if let Some(reference) = &self.client_reference_id {
            form.push(("client_reference_id".to_owned(), reference.clone()));
        }
        for (key, value) in &self.metadata {
            form.push((format!("metadata[{key}]"), value.clone()));
            if self.mode == CheckoutMode::Subscription {
                form.push((format!("subscription_data[metadata][{key}]"), value.clone()));
            }
        }
        form
    }
}

/// The provider's client. Cheap to clone.
#[derive(Clone)]
pub struct PaymentClient {
    http: reqwest::Client,
    base_url: String,
    secret_key: SecretString,
    timeout: Duration,
}

impl std::fmt::Debug for PaymentClient {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PaymentClient")
            .field("base_url", &self.base_url)
            .field("timeout", &self.timeout)
            .finish_non_exhaustive()
    }
}

/// The default timeout of one provider call.
pub const DEFAULT_TIMEOUT: Duration = Duration::from_secs(10);

impl PaymentClient {
    /// A client of the provider at `base_url` (e.g. `https://api.stripe.com`; the `/v1/...`
    /// paths are appended).
    pub fn new(base_url: &str, secret_key: SecretString, timeout: Duration) -> Self {
        PaymentClient {
            http: reqwest::Client::new(),
            base_url: base_url.trim_end_matches('/').to_owned(),
            secret_key,
            timeout,
        }
    }

    /// A client from optional configuration: without a base URL or a secret key (or with an
    /// empty one) billing is not configured, 503 `BILLING_NOT_CONFIGURED`.
    pub fn from_parts(
        base_url: Option<&str>,
        secret_key: Option<SecretString>,
        timeout: Duration,
    ) -> Result<Self, AppError> {
        let base_url = base_url.map(str::trim).filter(|b| !b.is_empty());
        let secret_key = secret_key.filter(|s| !s.expose_secret().trim().is_empty());
        match (base_url, secret_key) {
            (Some(base_url), Some(secret_key)) => Ok(Self::new(base_url, secret_key, timeout)),
            _ => Err(AppError::new(
                ErrorCode::BillingNotConfigured,
                "Billing is not configured on this server",
            )),
        }
    }

    /// `POST /v1/customers`.
    pub async fn create_customer(
        &self,
        email: &str,
        name: Option<&str>,
        metadata: &BTreeMap<String, String>,
        idempotency_key: &str,
    ) -> Result<Customer, PaymentError> {
        let mut form = vec![("email".to_owned(), email.to_owned())];
        if let Some(name) = name {
            form.push(("name".to_owned(), name.to_owned()));
        }
        for (key, value) in metadata {
            form.push((format!("metadata[{key}]"), value.clone()));
        }
        self.create("/v1/customers", &form, idempotency_key).await
    }

    /// `POST /v1/checkout/sessions`.
    pub async fn create_checkout_session(
        &self,
        session: &NewCheckoutSession,
        idempotency_key: &str,
    ) -> Result<CheckoutSession, PaymentError> {
        self.create("/v1/checkout/sessions", &session.form(), idempotency_key)
            .await
    }

    /// `GET /v1/checkout/sessions/{id}`.
    pub async fn retrieve_checkout_session(
        &self,
        id: &str,
    ) -> Result<CheckoutSession, PaymentError> {
        self.retrieve("/v1/checkout/sessions", id).await
    }

    /// `POST /v1/checkout/sessions/{id}/expire`: the session can no longer be paid. The provider
    /// refuses it (a 400) for a session that is already complete or expired.
    pub async fn expire_checkout_session(&self, id: &str) -> Result<CheckoutSession, PaymentError> {
        if !is_provider_id(id) {
            return Err(PaymentError::InvalidId);
        }
        let path = format!("/v1/checkout/sessions/{id}/expire");
        self.create(&path, &[], &format!("expire-{id}")).await
    }

    /// `POST /v1/billing_portal/sessions`.
    pub async fn create_portal_session(
        &self,
        customer: &str,
        return_url: &str,
        idempotency_key: &str,
    ) -> Result<PortalSession, PaymentError> {
        let form = vec![
            ("customer".to_owned(), customer.to_owned()),
            ("return_url".to_owned(), return_url.to_owned()),
        ];
        self.create("/v1/billing_portal/sessions", &form, idempotency_key)
            .await
    }

    /// `GET /v1/subscriptions/{id}`.
    pub async fn retrieve_subscription(&self, id: &str) -> Result<Subscription, PaymentError> {
        self.retrieve("/v1/subscriptions", id).await
    }

    async fn create<T: DeserializeOwned>(
        &self,
        path: &str,
        form: &[(String, String)],
        idempotency_key: &str,
    ) -> Result<T, PaymentError> {
        let request = self
            .http
            .post(format!("{}{path}", self.base_url))
            .header("Idempotency-Key", idempotency_key)
            .form(form);
        self.send(request, path).await
    }

    async fn retrieve<T: DeserializeOwned>(&self, path: &str, id: &str) -> Result<T, PaymentError> {
        if !is_provider_id(id) {
            return Err(PaymentError::InvalidId);
        }
        let request = self.http.get(format!("{}{path}/{id}", self.base_url));
        self.send(request, path).await
    }

    async fn send<T: DeserializeOwned>(
        &self,
        request: reqwest::RequestBuilder,
        path: &str,
    ) -> Result<T, PaymentError> {
        let response = request
            .bearer_auth(self.secret_key.expose_secret())
            .timeout(self.timeout)
            .send()
            .await
            .map_err(|e| self.transport_error(&e, path))?;
        let status = response.status();
        let body = response
            .bytes()
            .await
            .map_err(|e| self.transport_error(&e, path))?;
        if !status.is_success() {
            let detail = serde_json::from_slice::<ErrorBody>(&body)
                .ok()
                .map(|b| b.error);
            let (code, message) = detail.map_or((None, None), |d| (d.code, d.message));
            tracing::warn!(
                path,
                status = status.as_u16(),
                ?code,
                ?message,
                "payment provider error"
            );
            return Err(PaymentError::Status {
                status: status.as_u16(),
                code,
                message,
            });
        }
        serde_json::from_slice(&body).map_err(|e| {
            tracing::warn!(path, error = %e, "payment provider answer not understood");
            PaymentError::Malformed(e.to_string())
        })
    }

    fn transport_error(&self, err: &reqwest::Error, path: &str) -> PaymentError {
        if err.is_timeout() {
            tracing::warn!(path, "payment provider timed out");
            PaymentError::Timeout(self.timeout)
        } else {
            tracing::warn!(path, error = %err, "payment provider unreachable");
            PaymentError::Unreachable(err.to_string())
        }
    }
}

/// A provider object ID: 1 to 255 ASCII letters, digits and `_` (safe in a URL path).
pub fn is_provider_id(id: &str) -> bool {
    !id.is_empty() && id.len() <= 255 && id.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_')
}
