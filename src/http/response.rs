//! The response envelope, pages, and the one place where errors become HTTP responses.

use actix_web::http::{StatusCode, header};
use actix_web::{HttpResponse, ResponseError};
use chrono::{DateTime, Utc};
use serde::Serialize;

use crate::auth::extractors::AuthRejection;
use crate::error::{AppError, ErrorCode, ErrorDetails};

/// `error` of the envelope: the code and its details.
#[derive(Debug, Serialize)]
pub struct ErrorInfo<D: Serialize> {
    pub code: &'static str,
    pub details: D,
}

/// `{success, message, data, error?, timestamp}`; `D` is the error details' type.
#[derive(Debug, Serialize)]
pub struct ApiResponse<T: Serialize, D: Serialize = ()> {
    pub success: bool,
    pub message: String,
    pub data: Option<T>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<ErrorInfo<D>>,
    pub timestamp: DateTime<Utc>,
}

impl<T: Serialize> ApiResponse<T> {
    pub fn ok(data: T) -> Self {
        ApiResponse {
            success: true,
            message: "OK".into(),
            data: Some(data),
            error: None,
            timestamp: crate::clock::now(),
        }
    }
}

/// A Spring-compatible page.
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Page<T: Serialize> {
    pub content: Vec<T>,
    pub total_elements: u64,
    pub total_pages: u64,
    pub number: u64,
    pub size: u64,
    pub number_of_elements: u64,
    pub first: bool,
    pub last: bool,
    pub empty: bool,
}

impl<T: Serialize> Page<T> {
    /// `number` is 0-based; `size` is at least 1.
    pub fn new(content: Vec<T>, total_elements: u64, number: u64, size: u64) -> Self {
        let size = size.max(1);
        let total_pages = total_elements.div_ceil(size);
        let number_of_elements = content.len() as u64;
        Page {
            empty: content.is_empty(),
            content,
            total_elements,
            total_pages,
            number,
            size,
            number_of_elements,
            first: number == 0,
            last: number + 1 >= total_pages,
        }
    }
}

/// 200 with the value enveloped.
pub fn enveloped<T: Serialize>(data: T) -> HttpResponse {
    HttpResponse::Ok().json(ApiResponse::ok(data))
}

/// 201 with the raw value.
pub fn created<T: Serialize>(data: T) -> HttpResponse {
    HttpResponse::Created().json(data)
}

/// 200 with a raw string body, as the spec's "raw success string" routes answer.
pub fn text(message: &'static str) -> HttpResponse {
    HttpResponse::Ok()
        .content_type("text/plain; charset=utf-8")
        .body(message)
}

/// The error envelope.
pub fn error_body(
    status: StatusCode,
    code: ErrorCode,
    message: String,
    details: ErrorDetails<'_>,
) -> HttpResponse {
    HttpResponse::build(status).json(ApiResponse::<(), _> {
        success: false,
        message,
        data: None,
        error: Some(ErrorInfo {
            code: code.as_str(),
            details,
        }),
        timestamp: crate::clock::now(),
    })
}

impl AppError {
    /// The sentence shown to the client; internal causes stay in the logs.
    fn public_message(&self) -> String {
        match self {
            AppError::Database(_) if self.code() == ErrorCode::StorageFull => {
                "The service's storage is full; retry later".into()
            }
            AppError::Database(_) if self.code() == ErrorCode::DatabaseUnavailable => {
                "The service is temporarily unavailable; retry shortly".into()
            }
            AppError::Database(_) if self.code() == ErrorCode::Conflict => {
                "The change collided with a concurrent one and was not applied; retry it".into()
            }
            AppError::Database(_) | AppError::Internal(_) => "An unexpected error occurred".into(),
            AppError::NotFound(what) => {
                let mut chars = what.chars();
                let first = chars.next().map(|c| c.to_uppercase().to_string());
                format!("{}{} not found", first.unwrap_or_default(), chars.as_str())
            }
            other => other.to_string(),
        }
    }
}

impl ResponseError for AppError {
    fn status_code(&self) -> StatusCode {
        self.code().status()
    }

    fn error_response(&self) -> HttpResponse {
        let status = self.status_code();
        if status.is_server_error() {
            // The cause chain goes to the log, never to the client.
            tracing::error!(code = %self.code(), error = %self.cause_chain(), "request failed");
        }
        let code = self.code();
        let mut response = error_body(status, code, self.public_message(), self.details());
        if let AppError::RateLimited { retry_after_secs }
        | AppError::CapacityExhausted { retry_after_secs } = self
        {
            set_retry_after(&mut response, *retry_after_secs);
        } else if status == StatusCode::SERVICE_UNAVAILABLE {
            response
                .headers_mut()
                .insert(header::RETRY_AFTER, header::HeaderValue::from_static("1"));
        }
        response
    }
}

/// The contact form's plain map `{success, message, fields?}` (spec §7: a client's failure is 400
/// or 429 with `success: false`, not the envelope). Client errors (4xx) are rendered so, with
/// Retry-After on a rate limit; anything else stays an `AppError` for the usual mapping.
#[derive(Serialize, utoipa::ToSchema)]
pub struct PlainOutcome<'a> {
    pub success: bool,
    pub message: &'a str,
    /// Each invalid field and its problem (400 only).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<std::collections::BTreeMap<String, String>>)]
    pub fields: Option<&'a crate::error::FieldMap>,
}

/// See [`PlainOutcome`].
pub fn plain_failure(err: AppError) -> Result<HttpResponse, AppError> {
    let status = err.status_code();
    if !status.is_client_error() {
        return Err(err);
    }
    let message = err.public_message();
    let fields = match &err {
        AppError::Validation(v) => Some(&v.fields),
        _ => None,
    };
    let mut response = HttpResponse::build(status).json(PlainOutcome {
        success: false,
        message: &message,
        fields,
    });
    if let AppError::RateLimited { retry_after_secs } = err {
        set_retry_after(&mut response, retry_after_secs);
    }
    Ok(response)
}

/// `Retry-After: <secs>` on a response.
fn set_retry_after(response: &mut HttpResponse, secs: u64) {
    response
        .headers_mut()
        .insert(header::RETRY_AFTER, header::HeaderValue::from(secs));
}

/// The auth layer's plain bodies: `{"status":401,"error":"Unauthorized","path":"..."}`.
#[derive(Serialize)]
struct PlainAuthError<'a> {
    status: u16,
    error: &'a str,
    path: &'a str,
}

impl ResponseError for AuthRejection {
    fn status_code(&self) -> StatusCode {
        match self {
            AuthRejection::Unauthorized { .. } => StatusCode::UNAUTHORIZED,
            AuthRejection::Forbidden { .. } => StatusCode::FORBIDDEN,
            AuthRejection::Unavailable => StatusCode::SERVICE_UNAVAILABLE,
        }
    }

    fn error_response(&self) -> HttpResponse {
        match self {
            AuthRejection::Unauthorized { path } => HttpResponse::Unauthorized()
                .insert_header((header::WWW_AUTHENTICATE, "Bearer"))
                .json(PlainAuthError {
                    status: 401,
                    error: "Unauthorized",
                    path,
                }),
            AuthRejection::Forbidden { path } => HttpResponse::Forbidden().json(PlainAuthError {
                status: 403,
                error: "Forbidden",
                path,
            }),
            AuthRejection::Unavailable => AppError::new(
                ErrorCode::DatabaseUnavailable,
                "The service is temporarily unavailable; retry shortly",
            )
            .error_response(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn page_arithmetic() {
        let page = Page::new(vec![1, 2], 5, 2, 2);
        assert_eq!(page.total_pages, 3);
        assert!(page.last && !page.first && !page.empty);
        let empty: Page<u8> = Page::new(vec![], 0, 0, 20);
        assert!(empty.first && empty.last && empty.empty);
        assert_eq!(empty.total_pages, 0);
    }

    #[test]
    fn error_statuses() {
        assert_eq!(
            AppError::NotFound("project").status_code(),
            StatusCode::NOT_FOUND
        );
        assert_eq!(
            AppError::Database(sea_orm::DbErr::Conn(sea_orm::RuntimeErr::Internal(
                "down".into()
            )))
            .status_code(),
            StatusCode::SERVICE_UNAVAILABLE
        );
        assert_eq!(
            AppError::Internal(anyhow::anyhow!("boom")).public_message(),
            "An unexpected error occurred"
        );
        assert_eq!(
            AppError::NotFound("project").public_message(),
            "Project not found"
        );
    }

    #[test]
    fn error_details_shapes() {
        let json = |e: &AppError| serde_json::to_string(&e.details()).unwrap_or_default();
        assert_eq!(json(&AppError::NotFound("project")), "{}");
        assert_eq!(
            json(&AppError::RateLimited {
                retry_after_secs: 3
            }),
            r#"{"retryAfterSeconds":3}"#
        );
        assert_eq!(
            json(&AppError::field("name", "is required")),
            r#"{"fields":{"name":"is required"}}"#
        );
    }
}
