//! Logging: tracing with a span per request carrying the request ID; text or JSON output.

use actix_web::Error;
use actix_web::body::MessageBody;
use actix_web::dev::{ServiceRequest, ServiceResponse};
use tracing::Span;
use tracing_actix_web::RootSpanBuilder;
use tracing_subscriber::EnvFilter;

use crate::config::{LogFormat, LogSettings};
use crate::http::request_id::X_REQUEST_ID;

/// Installs the global subscriber. `RUST_LOG` wins over `log.level` when set. Safe to call twice.
pub fn init(settings: &LogSettings) {
    let filter = EnvFilter::try_from_default_env()
        .or_else(|_| EnvFilter::try_new(&settings.level))
        .unwrap_or_else(|_| EnvFilter::new("info"));
    let builder = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr);
    let _ = match settings.format {
        LogFormat::Json => builder.json().flatten_event(true).try_init(),
        LogFormat::Text => builder.try_init(),
    };
}

/// The root span of a request: method, route, request ID, status.
pub struct RequestSpan;

impl RootSpanBuilder for RequestSpan {
    fn on_request_start(request: &ServiceRequest) -> Span {
        let request_id = request
            .headers()
            .get(&X_REQUEST_ID)
            .and_then(|v| v.to_str().ok())
            .unwrap_or("-");
        tracing::info_span!(
            "request",
            method = %request.method(),
            route = request.match_pattern().as_deref().unwrap_or("-"),
            request_id = %request_id,
            status = tracing::field::Empty,
        )
    }

    fn on_request_end<B: MessageBody>(span: Span, outcome: &Result<ServiceResponse<B>, Error>) {
        let status = match outcome {
            Ok(response) => response.status(),
            Err(error) => error.as_response_error().status_code(),
        };
        span.record("status", status.as_u16());
        let _entered = span.enter();
        if status.is_server_error() {
            tracing::warn!(
                status = status.as_u16(),
                "request finished with a server error"
            );
        } else {
            tracing::debug!(status = status.as_u16(), "request finished");
        }
    }
}
