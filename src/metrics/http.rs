//! The request metrics middleware: one count and one latency observation per request, labelled by
//! method, the matched route pattern (`/api/v1/projects/{id}`, or `unmatched`, so paths never
//! become labels) and status; error answers also count their code, and a 429 QUOTA_EXCEEDED
//! counts as a quota rejection.

use std::time::Instant;

use actix_web::body::MessageBody;
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::middleware::Next;

use super::METRICS;
use crate::error::{AppError, ErrorCode};

pub async fn middleware(
    req: ServiceRequest,
    next: Next<impl MessageBody>,
) -> Result<ServiceResponse<impl MessageBody>, actix_web::Error> {
    let started = Instant::now();
    let res = next.call(req).await?;
    let route = res.request().match_pattern();
    let route = route.as_deref().unwrap_or("unmatched");
    let method = res.request().method().as_str();
    let status = res.status();
    let labels = [method, route, status.as_str()];
    METRICS.http_requests.with_label_values(&labels).inc();
    METRICS
        .http_seconds
        .with_label_values(&labels)
        .observe(started.elapsed().as_secs_f64());
    if let Some(error) = res.response().error()
        && let Some(app) = error.as_error::<AppError>()
    {
        let code = app.code();
        METRICS.api_errors.with_label_values(&[code.as_str()]).inc();
        if code == ErrorCode::QuotaExceeded {
            METRICS.quota_rejections.with_label_values(&[route]).inc();
        }
    }
    Ok(res)
}
