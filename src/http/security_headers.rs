//! Headers every response carries (backend and worker): `X-Content-Type-Options: nosniff`, so a
//! browser never second-guesses a declared content type. Token responses add `Cache-Control:
//! no-store` themselves ([`no_store`]).

use actix_web::body::MessageBody;
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::header::{self, HeaderValue};
use actix_web::middleware::Next;
use actix_web::{HttpResponse, HttpResponseBuilder};

pub async fn middleware(
    req: ServiceRequest,
    next: Next<impl MessageBody>,
) -> Result<ServiceResponse<impl MessageBody>, actix_web::Error> {
    let mut res = next.call(req).await?;
    res.headers_mut().insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    Ok(res)
}

/// A JSON response that no cache (browser or proxy) may keep: for bodies carrying tokens.
pub fn no_store<T: serde::Serialize>(mut builder: HttpResponseBuilder, body: T) -> HttpResponse {
    builder
        .insert_header((header::CACHE_CONTROL, HeaderValue::from_static("no-store")))
        .insert_header((header::PRAGMA, HeaderValue::from_static("no-cache")))
        .json(body)
}
