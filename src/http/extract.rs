//! Extractor configuration: malformed JSON, wrong types, bad paths and queries and oversized bodies
//! become the same JSON error envelope as every other error (never actix's plain-text default).
//! The messages are fixed sentences (plus a JSON position): the parser's or decoder's own text
//! (Rust type names, io errors of a decompressor) goes to the debug log, never to the client.

use actix_web::error::{JsonPayloadError, PathError, PayloadError, QueryPayloadError};
use actix_web::{HttpRequest, web};
use serde::{Deserialize, Deserializer};

use crate::error::{AppError, ErrorCode};

/// A JSON request body that must be a JSON object: the one JSON extractor of the handlers. It is
/// `web::Json` (the limits and errors of [`json_config`]) reading the body through [`Object`], so
/// an array, a string, a number or `null` is 400 `VALIDATION_FAILED` instead of filling the
/// fields in order (serde's derive accepts a sequence for a struct). No second parse: the object
/// check is the deserializer's own dispatch.
#[derive(Debug)]
pub struct JsonBody<T>(pub T);

impl<T> JsonBody<T> {
    pub fn into_inner(self) -> T {
        self.0
    }
}

impl<T> std::ops::Deref for JsonBody<T> {
    type Target = T;
    fn deref(&self) -> &T {
        &self.0
    }
}

type ObjectFuture<T> = <web::Json<Object<T>> as actix_web::FromRequest>::Future;
type ObjectResult<T> = Result<web::Json<Object<T>>, actix_web::Error>;

impl<T: serde::de::DeserializeOwned + 'static> actix_web::FromRequest for JsonBody<T> {
    type Error = actix_web::Error;
    type Future = futures_util::future::Map<
        ObjectFuture<T>,
        fn(ObjectResult<T>) -> Result<JsonBody<T>, actix_web::Error>,
    >;

    fn from_request(req: &HttpRequest, payload: &mut actix_web::dev::Payload) -> Self::Future {
        use futures_util::FutureExt;
        let unwrap: fn(ObjectResult<T>) -> Result<JsonBody<T>, actix_web::Error> =
            |res| res.map(|json| JsonBody(json.into_inner().0));
        web::Json::<Object<T>>::from_request(req, payload).map(unwrap)
    }
}

/// `T` read only from a JSON object (a map), never from a sequence or a scalar.
#[derive(Debug)]
pub struct Object<T>(pub T);

impl<'de, T: Deserialize<'de>> Deserialize<'de> for Object<T> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct OnlyMaps<T>(std::marker::PhantomData<T>);
        impl<'de, T: Deserialize<'de>> serde::de::Visitor<'de> for OnlyMaps<T> {
            type Value = T;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("a JSON object")
            }
            fn visit_map<A: serde::de::MapAccess<'de>>(self, map: A) -> Result<T, A::Error> {
                T::deserialize(serde::de::value::MapAccessDeserializer::new(map))
            }
        }
        deserializer
            .deserialize_map(OnlyMaps(std::marker::PhantomData))
            .map(Object)
    }
}

pub fn json_config(limit: usize) -> web::JsonConfig {
    web::JsonConfig::default()
        .limit(limit)
        .error_handler(move |err, req: &HttpRequest| json_error(err, limit, encoded(req)).into())
}

/// The body was sent compressed (a `Content-Encoding` other than identity).
fn encoded(req: &HttpRequest) -> bool {
    req.headers()
        .get(actix_web::http::header::CONTENT_ENCODING)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| !v.trim().eq_ignore_ascii_case("identity"))
}

fn json_error(err: JsonPayloadError, limit: usize, encoded: bool) -> AppError {
    tracing::debug!(error = %err, "request body refused");
    match err {
        JsonPayloadError::Overflow { .. } | JsonPayloadError::OverflowKnownLength { .. } => {
            AppError::PayloadTooLarge { limit }
        }
        JsonPayloadError::ContentType => {
            AppError::field("body", "Content-Type must be application/json")
        }
        JsonPayloadError::Deserialize(e) => AppError::field("body", json_problem(&e)),
        JsonPayloadError::Payload(e) => payload_error(&e, limit, encoded),
        _ => AppError::field("body", "could not be read"),
    }
}

/// What is wrong with a JSON body, in a fixed sentence with its position.
fn json_problem(e: &serde_json::Error) -> String {
    use serde_json::error::Category;
    // The one place the text is read: the expectation `Object` states (a fixed sentence of ours).
    if e.classify() == Category::Data && e.to_string().contains("expected a JSON object") {
        return format!(
            "must be a JSON object (line {}, column {})",
            e.line(),
            e.column()
        );
    }
    let what = match e.classify() {
        Category::Syntax | Category::Eof => "is not valid JSON",
        Category::Data => "has a field of the wrong type or format",
        Category::Io => "could not be read",
    };
    format!("{what} (line {}, column {})", e.line(), e.column())
}

/// A body that could not be read: too large, compressed in a way that cannot be decoded (a
/// corrupt `Content-Encoding` stream), or cut off.
fn payload_error(e: &PayloadError, limit: usize, encoded: bool) -> AppError {
    match e {
        PayloadError::Overflow => AppError::PayloadTooLarge { limit },
        _ if encoded => AppError::new(
            ErrorCode::UnsupportedContentEncoding,
            "The request body could not be decoded according to its Content-Encoding",
        ),
        PayloadError::EncodingCorrupted => AppError::new(
            ErrorCode::UnsupportedContentEncoding,
            "The request body could not be decoded according to its Content-Encoding",
        ),
        _ => AppError::field("body", "could not be read completely"),
    }
}

pub fn path_config() -> web::PathConfig {
    web::PathConfig::default().error_handler(|err: PathError, _req: &HttpRequest| {
        tracing::debug!(error = %err, "path refused");
        AppError::field("path", "a path parameter is not a valid ID").into()
    })
}

pub fn query_config() -> web::QueryConfig {
    web::QueryConfig::default().error_handler(|err: QueryPayloadError, _req: &HttpRequest| {
        tracing::debug!(error = %err, "query refused");
        AppError::field("query", "a query parameter has the wrong type or format").into()
    })
}

/// Reads a raw body of at most `limit` bytes: larger -> 413 PAYLOAD_TOO_LARGE, a body that cannot
/// be read or decoded -> the same errors as a JSON body's (the JSON envelope, never plain text).
pub async fn read_body(
    req: &HttpRequest,
    payload: web::Payload,
    limit: usize,
) -> Result<web::Bytes, AppError> {
    match payload.to_bytes_limited(limit).await {
        Ok(Ok(bytes)) => Ok(bytes),
        Ok(Err(e)) => {
            tracing::debug!(error = %e, "request body refused");
            Err(match e.as_error::<PayloadError>() {
                Some(e) => payload_error(e, limit, encoded(req)),
                None => AppError::field("body", "could not be read completely"),
            })
        }
        Err(_) => Err(AppError::PayloadTooLarge { limit }),
    }
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

/// The answer language a request names with `Accept-Language` (`en`, `fr`, `fr-CA`), if any;
/// without one the worker decides from the text (DESIGN §18).
pub fn answer_language(req: &HttpRequest) -> Option<crate::domain::Lang> {
    req.headers()
        .get(actix_web::http::header::ACCEPT_LANGUAGE)
        .and_then(|v| v.to_str().ok())
        .and_then(crate::domain::Lang::from_accept_language)
}
