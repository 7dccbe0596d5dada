//! The service-layer error. Every service returns it; `http::response` is the one place that turns
//! it into an HTTP status and envelope. Its code comes from the closed vocabulary in [`code`], and
//! errors of the outbound adapters (object storage, task worker) become it in [`outbound`].

use std::collections::BTreeMap;

use actors::quota_ledger::QuotaExceeded;

use crate::db::DbFault;
use crate::domain::ValidationError;

mod code;
mod outbound;

pub use code::ErrorCode;

#[derive(Debug, thiserror::Error)]
pub enum AppError {
    #[error("{0}")]
    Validation(#[from] ValidationError),
    /// An error whose status follows from its code alone (400 INVALID_INVITATION, 409
    /// SESSION_BUSY, 503 STORAGE_UNAVAILABLE, ...), with the sentence shown to the client and,
    /// for an outbound adapter's failure, its cause (logged at the mapping, never sent).
    #[error("{message}")]
    Coded {
        code: ErrorCode,
        message: String,
        cause: Option<anyhow::Error>,
    },
    #[error("{0} not found")]
    NotFound(&'static str),
    #[error("The request body is larger than {limit} bytes")]
    PayloadTooLarge { limit: usize },
    /// A per-user plan limit (429 QUOTA_EXCEEDED); `details` names metric, limit, used, tier.
    #[error("{message}")]
    QuotaExceeded {
        message: String,
        details: Box<QuotaExceeded>,
    },
    /// A service-wide limit (429 CAPACITY_EXHAUSTED with Retry-After).
    #[error("The service is at capacity; retry in {retry_after_secs} s")]
    CapacityExhausted { retry_after_secs: u64 },
    #[error("Too many requests; retry in {retry_after_secs} s")]
    RateLimited { retry_after_secs: u64 },
    #[error("database error")]
    Database(#[from] sea_orm::DbErr),
    #[error("internal error")]
    Internal(#[from] anyhow::Error),
}

impl AppError {
    /// An error with its code and the sentence shown to the client.
    pub fn new(code: ErrorCode, message: impl Into<String>) -> Self {
        AppError::Coded {
            code,
            message: message.into(),
            cause: None,
        }
    }

    /// An error with its code, the client's sentence and the cause kept for the log.
    pub fn caused_by(
        code: ErrorCode,
        message: impl Into<String>,
        cause: impl Into<anyhow::Error>,
    ) -> Self {
        AppError::Coded {
            code,
            message: message.into(),
            cause: Some(cause.into()),
        }
    }

    /// The error and its causes, outermost first, for the log (`a: b: c`).
    pub fn cause_chain(&self) -> String {
        let mut chain = self.to_string();
        let mut next: Option<&(dyn std::error::Error + 'static)> = match self {
            AppError::Coded {
                cause: Some(cause), ..
            } => {
                chain.push_str(": ");
                chain.push_str(&cause.to_string());
                cause.source()
            }
            other => std::error::Error::source(other),
        };
        while let Some(err) = next {
            chain.push_str(": ");
            chain.push_str(&err.to_string());
            next = err.source();
        }
        chain
    }

    /// A 409 CONFLICT.
    pub fn conflict(message: impl Into<String>) -> Self {
        AppError::new(ErrorCode::Conflict, message)
    }

    /// A 400 VALIDATION_FAILED naming one field.
    pub fn field(field: &str, message: impl Into<String>) -> Self {
        AppError::Validation(ValidationError::single(field, message))
    }

    /// Whether this error carries `code` (a database fault's code is decided at the mapping).
    pub fn is(&self, code: ErrorCode) -> bool {
        matches!(self, AppError::Coded { code: c, .. } if *c == code)
    }

    /// The code sent in `error.code`, which decides the status. A database error's code says
    /// what the fault means for the whole database (full, unavailable) or is INTERNAL_ERROR.
    pub fn code(&self) -> ErrorCode {
        match self {
            AppError::Validation(_) => ErrorCode::ValidationFailed,
            AppError::Coded { code, .. } => *code,
            AppError::NotFound(_) => ErrorCode::NotFound,
            AppError::PayloadTooLarge { .. } => ErrorCode::PayloadTooLarge,
            AppError::RateLimited { .. } => ErrorCode::RateLimited,
            AppError::QuotaExceeded { .. } => ErrorCode::QuotaExceeded,
            AppError::CapacityExhausted { .. } => ErrorCode::CapacityExhausted,
            AppError::Database(e) => match crate::db::classify(e) {
                Some(DbFault::StorageFull) => ErrorCode::StorageFull,
                Some(DbFault::Unavailable) => ErrorCode::DatabaseUnavailable,
                Some(DbFault::Contention) => ErrorCode::Conflict,
                None => ErrorCode::InternalError,
            },
            AppError::Internal(_) => ErrorCode::InternalError,
        }
    }

    /// Details attached to the error envelope.
    pub fn details(&self) -> ErrorDetails<'_> {
        match self {
            AppError::Validation(v) => ErrorDetails::Fields { fields: &v.fields },
            AppError::RateLimited { retry_after_secs }
            | AppError::CapacityExhausted { retry_after_secs } => ErrorDetails::Retry {
                retry_after_seconds: *retry_after_secs,
            },
            AppError::QuotaExceeded { details, .. } => ErrorDetails::Quota(details),
            _ => ErrorDetails::None {},
        }
    }
}

/// `error.details` of the envelope: the invalid fields, the wait before a retry, the limit that was
/// reached, or `{}`.
#[derive(Debug, serde::Serialize)]
#[serde(untagged)]
pub enum ErrorDetails<'a> {
    Fields {
        fields: &'a FieldMap,
    },
    Retry {
        #[serde(rename = "retryAfterSeconds")]
        retry_after_seconds: u64,
    },
    Quota(&'a QuotaExceeded),
    None {},
}

/// An update of a row that vanished between its read and its write (a concurrent delete; SeaORM's
/// `RecordNotUpdated`, the UPDATE's row count being 0) is 404 naming it; other errors pass through.
pub fn vanished(err: sea_orm::DbErr, what: &'static str) -> AppError {
    match err {
        sea_orm::DbErr::RecordNotUpdated => AppError::NotFound(what),
        err => AppError::Database(err),
    }
}

/// Maps a unique-constraint violation to a 409 naming what clashed; other errors pass through.
pub fn unique_violation(err: sea_orm::DbErr, what: &str) -> AppError {
    match crate::db::violation(&err) {
        Some(crate::db::Violation::Unique) => {
            AppError::conflict(format!("{what} is already in use"))
        }
        _ => AppError::Database(err),
    }
}

pub type FieldMap = BTreeMap<String, String>;

/// A refused order move (the state machine of `billing::orders`): 409 INVALID_TRANSITION.
impl From<crate::billing::orders::InvalidTransition> for AppError {
    fn from(err: crate::billing::orders::InvalidTransition) -> Self {
        AppError::new(ErrorCode::InvalidTransition, err.to_string())
    }
}
