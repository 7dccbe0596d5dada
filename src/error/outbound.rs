//! The one place where errors of the outbound adapters (object storage, the task worker, the
//! payment provider) become service errors. Their causes (addresses, SDK messages) travel with
//! the error to the one place that logs it (`http::response`) and never reach a client.

use super::{AppError, ErrorCode};
use crate::clients::idp::IdpError;
use crate::clients::payments::PaymentError;
use crate::clients::storage::StorageError;
use crate::clients::worker::WorkerError;

impl From<StorageError> for AppError {
    fn from(err: StorageError) -> Self {
        AppError::caused_by(
            ErrorCode::StorageUnavailable,
            "Object storage is unavailable; retry shortly",
            err,
        )
    }
}

impl From<WorkerError> for AppError {
    fn from(err: WorkerError) -> Self {
        // The Display is a fixed sentence; the cause (addresses, parser message) is in Debug.
        let cause = anyhow::anyhow!("{err}: {err:?}");
        AppError::caused_by(
            ErrorCode::WorkerFailed,
            "The task worker is unavailable right now; try again shortly",
            cause,
        )
    }
}

impl From<PaymentError> for AppError {
    fn from(err: PaymentError) -> Self {
        match err {
            // The only IDs a client supplies are checkout session IDs (confirm, order by
            // checkout session); one that cannot be a provider ID is the caller's mistake.
            PaymentError::InvalidId => {
                AppError::field("sessionId", "is not a payment provider session ID")
            }
            // The Display is a fixed sentence; the cause (addresses, the provider's message) is
            // in Debug.
            err => {
                let cause = anyhow::anyhow!("{err}: {err:?}");
                AppError::caused_by(
                    ErrorCode::PaymentProviderFailed,
                    "The payment provider is unavailable right now; try again shortly",
                    cause,
                )
            }
        }
    }
}

impl From<IdpError> for AppError {
    fn from(err: IdpError) -> Self {
        match err {
            IdpError::Invalid(reason) => {
                tracing::info!(%reason, "ID token refused");
                AppError::new(ErrorCode::InvalidIdToken, "The ID token is not valid")
            }
            err => {
                let cause = anyhow::anyhow!("{err}: {err:?}");
                AppError::caused_by(
                    ErrorCode::IdpUnavailable,
                    "The identity provider is unavailable right now; try again shortly",
                    cause,
                )
            }
        }
    }
}
