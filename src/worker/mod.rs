//! The task worker (`taxcredit worker`, or in-process with the embedded default): it serves
//! `POST /api/v1/task/process` and the health routes; every route but liveness requires
//! `X-Internal-Token` (constant-time comparison), checked before any byte of the body is read.
//! It handles INDEX, RUN and SCREENER tasks.

pub mod engine;
pub mod extract;
pub mod index;
pub mod sandbox;

use std::net::TcpListener;
use std::sync::Arc;

use actix_web::dev::Server;
use actix_web::{App, HttpRequest, HttpResponse, HttpServer, web};
use secrecy::{ExposeSecret, SecretString};
use serde_json::{Value, json};
use subtle::ConstantTimeEq;

pub struct WorkerState {
    pub token: SecretString,
    pub http: reqwest::Client,
    /// Runs each file's extraction in a confined child process.
    pub sandbox: sandbox::Sandbox,
    pub engine: Box<dyn engine::Engine>,
}

/// GETs `url` and reads at most `limit` bytes of its body; `true` when the body was longer.
pub async fn fetch_limited(
    http: &reqwest::Client,
    url: &str,
    limit: usize,
) -> Result<(Vec<u8>, bool), String> {
    use futures_util::StreamExt;
    let response = http
        .get(url)
        .send()
        .await
        .map_err(|e| format!("GET failed: {e}"))?;
    if !response.status().is_success() {
        return Err(format!("GET answered HTTP {}", response.status()));
    }
    let mut body = Vec::new();
    let mut stream = response.bytes_stream();
    while let Some(chunk) = stream.next().await {
        let chunk = chunk.map_err(|e| format!("GET interrupted: {e}"))?;
        let room = limit.saturating_sub(body.len());
        if chunk.len() > room {
            body.extend_from_slice(&chunk[..room]);
            return Ok((body, true));
        }
        body.extend_from_slice(&chunk);
    }
    Ok((body, false))
}

fn authorized(req: &HttpRequest, state: &WorkerState) -> bool {
    let given = req
        .headers()
        .get("x-internal-token")
        .map(|v| v.as_bytes())
        .unwrap_or_default();
    let expected = state.token.expose_secret().as_bytes();
    !expected.is_empty() && bool::from(given.ct_eq(expected))
}

fn unauthorized(req: &HttpRequest) -> HttpResponse {
    HttpResponse::Unauthorized()
        .json(json!({"status": 401, "error": "Unauthorized", "path": req.path()}))
}

/// The largest task envelope the worker reads.
pub const TASK_BODY_LIMIT: usize = 16 * 1024 * 1024;

fn bad_task(code: &str, message: &str) -> HttpResponse {
    HttpResponse::BadRequest().json(index::failed("UNKNOWN", code, message))
}

/// The envelope, read only after the token was checked (so an unauthenticated caller cannot make
/// the worker buffer or parse anything). Errors are fixed sentences, never the parser's text.
async fn read_envelope(req: &HttpRequest, payload: web::Payload) -> Result<Value, HttpResponse> {
    let too_large = || {
        HttpResponse::PayloadTooLarge().json(index::failed(
            "UNKNOWN",
            "TASK_TOO_LARGE",
            "the task body is larger than 16 MiB",
        ))
    };
    let announced = req
        .headers()
        .get(actix_web::http::header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.parse::<u64>().ok());
    if announced.is_some_and(|n| n > TASK_BODY_LIMIT as u64) {
        return Err(too_large());
    }
    let bytes = match payload.to_bytes_limited(TASK_BODY_LIMIT).await {
        Ok(Ok(bytes)) => bytes,
        Ok(Err(e)) => {
            tracing::debug!(error = %e, "task body could not be read");
            return Err(bad_task(
                "MALFORMED_TASK",
                "the task body could not be read",
            ));
        }
        Err(_) => return Err(too_large()),
    };
    serde_json::from_slice(&bytes).map_err(|e| {
        tracing::debug!(error = %e, "task body is not JSON");
        bad_task("MALFORMED_TASK", "the task body is not valid JSON")
    })
}

async fn process(
    req: HttpRequest,
    state: web::Data<WorkerState>,
    payload: web::Payload,
) -> HttpResponse {
    if !authorized(&req, &state) {
        return unauthorized(&req);
    }
    let envelope = match read_envelope(&req, payload).await {
        Ok(envelope) => envelope,
        Err(response) => return response,
    };
    match envelope.get("kind").and_then(Value::as_str) {
        Some("INDEX") => index::handle(&state, &envelope).await,
        Some("RUN") => engine::handle(&state, &envelope, false).await,
        Some("SCREENER") => engine::handle(&state, &envelope, true).await,
        other => HttpResponse::BadRequest().json(index::failed(
            other.unwrap_or("UNKNOWN"),
            "UNSUPPORTED_TASK",
            "kind must be INDEX, RUN or SCREENER",
        )),
    }
}

async fn health(req: HttpRequest, state: web::Data<WorkerState>) -> HttpResponse {
    if !authorized(&req, &state) {
        return unauthorized(&req);
    }
    HttpResponse::Ok().json(json!({"status": "UP", "engine": "offline"}))
}

async fn liveness() -> HttpResponse {
    HttpResponse::Ok().json(json!({"status": "UP"}))
}

/// Builds the worker's HTTP server on `listener`. Refuses an empty token. `own_signals` is true
/// for the standalone process; in-process, the backend's server handles shutdown.
pub fn serve(
    listener: TcpListener,
    state: WorkerState,
    own_signals: bool,
) -> anyhow::Result<Server> {
    anyhow::ensure!(
        !state.token.expose_secret().trim().is_empty(),
        "worker.token is missing: the worker refuses to start without an internal token"
    );
    let state = web::Data::from(Arc::new(state));
    let mut server = HttpServer::new(move || {
        App::new()
            .app_data(state.clone())
            .wrap(actix_web::middleware::from_fn(
                crate::http::security_headers::middleware,
            ))
            .route("/api/v1/task/process", web::post().to(process))
            .route("/api/v1/health/", web::get().to(health))
            .route("/api/v1/health", web::get().to(health))
            .route("/api/v1/health/readiness", web::get().to(health))
            .route("/api/v1/health/liveness", web::get().to(liveness))
    })
    .workers(if own_signals { 2 } else { 1 });
    if !own_signals {
        // In-process: one thread is plenty beside the backend, and the backend owns shutdown.
        server = server.disable_signals();
    }
    Ok(server.listen(listener)?.run())
}
