//! The service-layer error. Every service returns it; `http::response` is the one place that turns
//! it into an HTTP status and envelope.

use std::collections::BTreeMap;

use crate::domain::ValidationError;

#[derive(Debug, thiserror::Error)]
pub enum AppError {
    #[error("{0}")]
    Validation(#[from] ValidationError),
    /// A 400 with its own code (e.g. INVALID_INVITATION).
    #[error("{message}")]
    BadRequest { code: &'static str, message: String },
    /// A 401 answered by a handler (wrong credentials, bad refresh token), enveloped.
    #[error("{message}")]
    Unauthorized { code: &'static str, message: String },
    #[error("{message}")]
    Forbidden { code: &'static str, message: String },
    #[error("{0} not found")]
    NotFound(&'static str),
    #[error("{message}")]
    Conflict { code: &'static str, message: String },
    #[error("The request body is larger than {limit} bytes")]
    PayloadTooLarge { limit: usize },
    /// A per-user plan limit (429 QUOTA_EXCEEDED); `details` names metric, limit, used, tier.
    #[error("{message}")]
    QuotaExceeded {
        message: String,
        details: serde_json::Value,
    },
    /// A service-wide limit (429 CAPACITY_EXHAUSTED with Retry-After).
    #[error("The service is at capacity; retry in {retry_after_secs} s")]
    CapacityExhausted { retry_after_secs: u64 },
    #[error("Too many requests; retry in {retry_after_secs} s")]
    RateLimited { retry_after_secs: u64 },
    #[error("{message}")]
    Unavailable { code: &'static str, message: String },
    #[error("database error")]
    Database(#[from] sea_orm::DbErr),
    #[error("internal error")]
    Internal(#[from] anyhow::Error),
}

impl AppError {
    pub fn bad_request(code: &'static str, message: impl Into<String>) -> Self {
        AppError::BadRequest {
            code,
            message: message.into(),
        }
    }

    pub fn conflict(message: impl Into<String>) -> Self {
        AppError::Conflict {
            code: "CONFLICT",
            message: message.into(),
        }
    }

    /// A 400 VALIDATION_FAILED naming one field.
    pub fn field(field: &str, message: impl Into<String>) -> Self {
        AppError::Validation(ValidationError::single(field, message))
    }

    pub fn unauthorized(code: &'static str, message: impl Into<String>) -> Self {
        AppError::Unauthorized {
            code,
            message: message.into(),
        }
    }

    pub fn forbidden(code: &'static str, message: impl Into<String>) -> Self {
        AppError::Forbidden {
            code,
            message: message.into(),
        }
    }

    /// Details attached to the error envelope.
    pub fn details(&self) -> serde_json::Value {
        match self {
            AppError::Validation(v) => serde_json::json!({ "fields": v.fields }),
            AppError::RateLimited { retry_after_secs }
            | AppError::CapacityExhausted { retry_after_secs } => {
                serde_json::json!({ "retryAfterSeconds": retry_after_secs })
            }
            AppError::QuotaExceeded { details, .. } => details.clone(),
            _ => serde_json::Value::Object(Default::default()),
        }
    }
}

/// Maps a unique-constraint violation to a 409 naming what clashed; other errors pass through.
pub fn unique_violation(err: sea_orm::DbErr, what: &str) -> AppError {
    match err.sql_err() {
        Some(sea_orm::SqlErr::UniqueConstraintViolation(_)) => {
            AppError::conflict(format!("{what} is already in use"))
        }
        _ => AppError::Database(err),
    }
}

pub type FieldMap = BTreeMap<String, String>;
