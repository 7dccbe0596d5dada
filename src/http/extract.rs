//! Extractor configuration: malformed JSON, wrong types, bad paths and queries and oversized bodies
//! become the same JSON error envelope as every other error (never actix's plain-text default).

use actix_web::error::{JsonPayloadError, PathError, QueryPayloadError};
use actix_web::{HttpRequest, web};
use serde::{Deserialize, Deserializer};

use crate::error::AppError;

pub fn json_config(limit: usize) -> web::JsonConfig {
    web::JsonConfig::default()
        .limit(limit)
        .error_handler(move |err, _req: &HttpRequest| json_error(err, limit).into())
}

fn json_error(err: JsonPayloadError, limit: usize) -> AppError {
    match err {
        JsonPayloadError::Overflow { .. } | JsonPayloadError::OverflowKnownLength { .. } => {
            AppError::PayloadTooLarge { limit }
        }
        JsonPayloadError::ContentType => {
            AppError::field("body", "Content-Type must be application/json")
        }
        JsonPayloadError::Deserialize(e) => AppError::field("body", format!("invalid JSON: {e}")),
        JsonPayloadError::Payload(actix_web::error::PayloadError::Overflow) => {
            AppError::PayloadTooLarge { limit }
        }
        other => AppError::field("body", other.to_string()),
    }
}

pub fn path_config() -> web::PathConfig {
    web::PathConfig::default().error_handler(|err: PathError, _req: &HttpRequest| {
        AppError::field("path", format!("invalid path parameter: {err}")).into()
    })
}

pub fn query_config() -> web::QueryConfig {
    web::QueryConfig::default().error_handler(|err: QueryPayloadError, _req: &HttpRequest| {
        AppError::field("query", format!("invalid query parameter: {err}")).into()
    })
}

pub fn payload_config(limit: usize) -> web::PayloadConfig {
    web::PayloadConfig::default().limit(limit)
}

/// For PATCH bodies: distinguishes an absent field (`None`) from an explicit null (`Some(None)`).
pub fn double_option<'de, D, T>(deserializer: D) -> Result<Option<Option<T>>, D::Error>
where
    D: Deserializer<'de>,
    T: Deserialize<'de>,
{
    Option::<T>::deserialize(deserializer).map(Some)
}

/// Requires a field that the body left out.
pub fn required<'a>(
    errors: &mut crate::domain::FieldErrors,
    field: &str,
    value: Option<&'a str>,
) -> Option<&'a str> {
    if value.is_none() {
        errors.add(field, "is required");
    }
    value
}
