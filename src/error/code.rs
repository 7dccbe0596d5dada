//! The closed vocabulary of error codes a client can receive in `error.code`, each with its wire
//! string and HTTP status in one table (the way Meilisearch's `Code` does it). Services pick a
//! code; only this table decides the status, and `http::response` is the one place that writes
//! both onto a response. A new code is one line here and one row of the README's error table
//! (a test holds the two together).

use actix_web::http::StatusCode;

macro_rules! error_codes {
    ($( $(#[doc = $doc:literal])* $variant:ident = ($status:ident, $wire:literal); )*) => {
        /// An error code: its wire string is [`ErrorCode::as_str`], its status [`ErrorCode::status`].
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        pub enum ErrorCode {
            $( $(#[doc = $doc])* $variant, )*
        }

        impl ErrorCode {
            /// Every code, in table order.
            pub const ALL: &'static [ErrorCode] = &[$(ErrorCode::$variant),*];

            /// The SCREAMING_SNAKE string sent in `error.code`.
            pub const fn as_str(self) -> &'static str {
                match self { $(ErrorCode::$variant => $wire,)* }
            }

            /// The HTTP status of a response carrying this code.
            pub const fn status(self) -> StatusCode {
                match self { $(ErrorCode::$variant => StatusCode::$status,)* }
            }

            /// The variant's Rust name (for the vocabulary's own tests).
            #[cfg(test)]
            const fn variant_name(self) -> &'static str {
                match self { $(ErrorCode::$variant => stringify!($variant),)* }
            }
        }
    };
}

error_codes! {
    /// A field failed validation; `details.fields` names each one.
    ValidationFailed = (BAD_REQUEST, "VALIDATION_FAILED");
    /// The body could not be decoded according to its `Content-Encoding`.
    UnsupportedContentEncoding = (BAD_REQUEST, "UNSUPPORTED_CONTENT_ENCODING");
    /// The invitation code is unknown, used, revoked or expired.
    InvalidInvitation = (BAD_REQUEST, "INVALID_INVITATION");
    /// A code-host OAuth state that is unknown, used, expired, or another user's or project's.
    InvalidState = (BAD_REQUEST, "INVALID_STATE");
    /// The repository (or branch) is not reachable with the code-host credential.
    RepoNotReachable = (BAD_REQUEST, "REPO_NOT_REACHABLE");
    /// A password reset or e-mail verification link that is unknown, used, superseded or expired.
    InvalidToken = (BAD_REQUEST, "INVALID_TOKEN");
    /// A preview-word body that is not a Word document.
    NotADocx = (BAD_REQUEST, "NOT_A_DOCX");
    /// The uploaded object's size differs from the declared one.
    UploadMismatch = (BAD_REQUEST, "UPLOAD_MISMATCH");
    /// A run selected files outside the session's project.
    FileNotInProject = (BAD_REQUEST, "FILE_NOT_IN_PROJECT");
    /// A run selected files that are not indexed (READY) yet.
    FileNotReady = (BAD_REQUEST, "FILE_NOT_READY");
    /// A payment webhook without a valid `Payment-Signature` (missing, malformed, stale, no match).
    InvalidSignature = (BAD_REQUEST, "INVALID_SIGNATURE");
    /// The plan or offering cannot be bought (FREE, inactive or not purchasable).
    NotPurchasable = (BAD_REQUEST, "NOT_PURCHASABLE");
    /// Wrong email or password (the same answer for both).
    InvalidCredentials = (UNAUTHORIZED, "INVALID_CREDENTIALS");
    /// The refresh token is unknown, revoked or expired.
    InvalidRefreshToken = (UNAUTHORIZED, "INVALID_REFRESH_TOKEN");
    /// The identity provider's ID token is malformed, wrongly signed, expired or not for us.
    InvalidIdToken = (UNAUTHORIZED, "INVALID_ID_TOKEN");
    /// A rotated refresh token was presented again; its family is revoked.
    RefreshTokenReused = (UNAUTHORIZED, "REFRESH_TOKEN_REUSED");
    /// The account is suspended.
    AccountSuspended = (FORBIDDEN, "ACCOUNT_SUSPENDED");
    /// The resource does not exist or is not the caller's.
    NotFound = (NOT_FOUND, "NOT_FOUND");
    /// The path exists but not with this method; `Allow` names the methods it has.
    MethodNotAllowed = (METHOD_NOT_ALLOWED, "METHOD_NOT_ALLOWED");
    /// A unique value is already in use, or the resource's state forbids the change.
    Conflict = (CONFLICT, "CONFLICT");
    /// Confirm before the object was PUT.
    UploadNotFound = (CONFLICT, "UPLOAD_NOT_FOUND");
    /// The upload failed or expired; a new upload URL is needed.
    UploadFailed = (CONFLICT, "UPLOAD_FAILED");
    /// Another confirm of the same file is still copying it.
    ConfirmInProgress = (CONFLICT, "CONFIRM_IN_PROGRESS");
    /// The quota reservation expired before it was settled.
    ReservationExpired = (CONFLICT, "RESERVATION_EXPIRED");
    /// The session has too many runs waiting, or another replica holds its lease.
    SessionBusy = (CONFLICT, "SESSION_BUSY");
    /// The checkout session is not complete and paid yet.
    CheckoutNotPaid = (CONFLICT, "CHECKOUT_NOT_PAID");
    /// The caller has no payment provider customer yet (nothing was bought).
    NoBillingCustomer = (CONFLICT, "NO_BILLING_CUSTOMER");
    /// No usable code-host credential (none, REAUTH_REQUIRED or REVOKED): connect again.
    CodehostNotAuthorized = (CONFLICT, "CODEHOST_NOT_AUTHORIZED");
    /// An expert-review order cannot make the requested status move.
    InvalidTransition = (CONFLICT, "INVALID_TRANSITION");
    /// The body is larger than the route accepts.
    PayloadTooLarge = (PAYLOAD_TOO_LARGE, "PAYLOAD_TOO_LARGE");
    /// A per-user plan limit is reached; `details` names metric, limit, used and tier.
    QuotaExceeded = (TOO_MANY_REQUESTS, "QUOTA_EXCEEDED");
    /// A service-wide limit is reached; `Retry-After` says when to retry.
    CapacityExhausted = (TOO_MANY_REQUESTS, "CAPACITY_EXHAUSTED");
    /// A per-client rate limit; `Retry-After` says when to retry.
    RateLimited = (TOO_MANY_REQUESTS, "RATE_LIMITED");
    /// An unexpected fault; the cause is in the service's log only.
    InternalError = (INTERNAL_SERVER_ERROR, "INTERNAL_ERROR");
    /// The database does not accept reads or writes right now.
    DatabaseUnavailable = (SERVICE_UNAVAILABLE, "DATABASE_UNAVAILABLE");
    /// The database's storage is full.
    StorageFull = (SERVICE_UNAVAILABLE, "STORAGE_FULL");
    /// Object storage is unreachable.
    StorageUnavailable = (SERVICE_UNAVAILABLE, "STORAGE_UNAVAILABLE");
    /// The quota ledger did not answer in time.
    QuotaLedgerUnavailable = (SERVICE_UNAVAILABLE, "QUOTA_LEDGER_UNAVAILABLE");
    /// The session's run coordinator is unavailable.
    RunCoordinatorUnavailable = (SERVICE_UNAVAILABLE, "RUN_COORDINATOR_UNAVAILABLE");
    /// The run lost its session lease before it finished.
    RunInterrupted = (SERVICE_UNAVAILABLE, "RUN_INTERRUPTED");
    /// The task worker failed (the screener).
    WorkerFailed = (SERVICE_UNAVAILABLE, "WORKER_FAILED");
    /// The payment provider's settings (base URL, secret key) are not configured.
    BillingNotConfigured = (SERVICE_UNAVAILABLE, "BILLING_NOT_CONFIGURED");
    /// The payment provider failed: unreachable, timed out, an error answer or an unexpected one.
    PaymentProviderFailed = (BAD_GATEWAY, "PAYMENT_PROVIDER_FAILED");
    /// The code host's OAuth client (`codehost.client_id`, `client_secret`) is not configured.
    CodehostNotConfigured = (SERVICE_UNAVAILABLE, "CODEHOST_NOT_CONFIGURED");
    /// The code host was unreachable, timed out or answered an error.
    CodehostUnavailable = (BAD_GATEWAY, "CODEHOST_UNAVAILABLE");
    /// No external identity provider is configured (`idp.issuer`).
    IdpNotConfigured = (SERVICE_UNAVAILABLE, "IDP_NOT_CONFIGURED");
    /// The identity provider's keys could not be fetched.
    IdpUnavailable = (BAD_GATEWAY, "IDP_UNAVAILABLE");
}

impl std::fmt::Display for ErrorCode {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

#[cfg(test)]
mod tests;
