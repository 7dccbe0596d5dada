//! `X-Request-Id`: taken from the request when it is a sane token, generated otherwise, and echoed
//! on the response. The tracing span of the request carries it.

use actix_web::body::MessageBody;
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::header::{HeaderName, HeaderValue};
use actix_web::middleware::Next;
use uuid::Uuid;

pub const X_REQUEST_ID: HeaderName = HeaderName::from_static("x-request-id");

fn acceptable(value: &HeaderValue) -> bool {
    let bytes = value.as_bytes();
    !bytes.is_empty()
        && bytes.len() <= 128
        && bytes
            .iter()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_' | b'.' | b':'))
}

pub async fn middleware(
    mut req: ServiceRequest,
    next: Next<impl MessageBody>,
) -> Result<ServiceResponse<impl MessageBody>, actix_web::Error> {
    let id = match req.headers().get(&X_REQUEST_ID) {
        Some(value) if acceptable(value) => value.clone(),
        _ => {
            let generated = HeaderValue::from_str(&Uuid::now_v7().to_string());
            let value = generated.unwrap_or_else(|_| HeaderValue::from_static("unknown"));
            req.headers_mut().insert(X_REQUEST_ID, value.clone());
            value
        }
    };
    let mut res = next.call(req).await?;
    res.headers_mut().insert(X_REQUEST_ID, id);
    Ok(res)
}
