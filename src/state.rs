//! What every handler can reach: the database, the settings, the shared auth machinery, the
//! outbound clients and the actors.

use std::net::IpAddr;
use std::sync::Arc;

use actix::Addr;
use actors::{IndexingScheduler, QuotaLedger, RunRegistry, WebhookDeduper};
use sea_orm::DatabaseConnection;

use crate::auth::{JwtKeys, PasswordHasher, SignInLimits, UserStatusCache};
use crate::billing::signature::WebhookVerifier;
use crate::clients::payments::PaymentClient;
use crate::clients::storage::Storage;
use crate::clients::worker::WorkerClient;
use crate::config::Settings;
use crate::db::WriteGate;
use crate::rate_limit::shared::SharedLimiter;
use crate::services::leases::Leases;
use crate::services::list_cache::ListCache;

pub struct AppState {
    pub db: DatabaseConnection,
    /// Queues the hot write transactions on SQLite (see [`WriteGate`]).
    pub writes: WriteGate,
    /// Readiness's write probe, run at most once a second.
    pub write_probe: crate::db::WriteProbe,
    pub settings: Arc<Settings>,
    pub jwt: JwtKeys,
    pub hasher: PasswordHasher,
    /// The external identity provider's token verifier; `None` without `idp.issuer` (then
    /// `POST /auth/idp` answers 503 IDP_NOT_CONFIGURED).
    pub idp: Option<crate::clients::idp::IdpVerifier>,
    /// The code host's clients (API, OAuth) and refresh locks.
    pub codehost: crate::services::codehost::CodeHost,
    /// Seals values kept secret at rest (`security.encryption_key`).
    pub sealer: crate::auth::Sealer,
    pub status_cache: UserStatusCache,
    /// The sessions runs were recently posted to (`services/runs/session_cache.rs`).
    pub run_sessions: crate::services::runs::RunSessions,
    pub login_limiter: SignInLimits,
    /// Rendered project lists per owner; on only for the single-writer SQLite database.
    pub project_lists: ListCache,
    pub storage: Storage,
    pub worker: WorkerClient,
    pub ledger: Addr<QuotaLedger>,
    pub indexer: Addr<IndexingScheduler>,
    pub runs: Addr<RunRegistry>,
    /// Recently processed payment webhook event IDs (answers redeliveries without the database).
    pub webhook_deduper: Addr<WebhookDeduper>,
    /// The payment webhook's signature check; `None` when `payment.webhook_secret` is empty (the
    /// webhook then answers 503 BILLING_NOT_CONFIGURED).
    pub webhook_verifier: Option<WebhookVerifier>,
    /// The payment provider's client; `None` when `payment.api_base` or `payment.secret_key` is
    /// empty (the routes that need the provider then answer 503 BILLING_NOT_CONFIGURED).
    pub payments: Option<PaymentClient>,
    /// This node's identity in lease owners and the leases and claims it holds (heartbeat).
    pub leases: Leases,
    /// Screener requests per client IP.
    pub screener_limiter: SharedLimiter<IpAddr>,
    /// Registrations per client IP.
    pub register_limiter: SharedLimiter<IpAddr>,
    /// Public password-reset and resend-verification requests per client IP.
    pub account_mail_limiter: SharedLimiter<IpAddr>,
    /// Contact-form submissions per client IP.
    pub contact_limiter: SharedLimiter<IpAddr>,
    /// Admin write requests per admin.
    pub admin_write_limiter: SharedLimiter<uuid::Uuid>,
}

impl AppState {
    /// The payment provider's client, or 503 BILLING_NOT_CONFIGURED.
    pub fn payment_client(&self) -> Result<&PaymentClient, crate::error::AppError> {
        self.payments.as_ref().ok_or_else(|| {
            crate::error::AppError::new(
                crate::error::ErrorCode::BillingNotConfigured,
                "Billing is not configured on this server",
            )
        })
    }
}
