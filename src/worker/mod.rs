//! The task worker (`taxcredit worker`, or in-process with the embedded default): it serves
//! `POST /api/v1/task/process` and the health routes; every route but liveness requires
//! `X-Internal-Token` (constant-time comparison), checked before any byte of the body is read.
//! It handles INDEX, RUN and SCREENER tasks.

pub mod engine;
pub mod extract;
pub mod index;
pub mod origins;
pub mod reply;
pub mod sandbox;

use std::net::TcpListener;
use std::sync::Arc;

use actix_web::dev::Server;
use actix_web::web::Bytes;
use actix_web::{App, HttpRequest, HttpResponse, HttpServer, web};
use secrecy::{ExposeSecret, SecretString};
use subtle::ConstantTimeEq;

use crate::protocol::{EngineTask, IndexTask, TaskErrorCode, TaskHead, TaskKind, TaskType};
use reply::{Health, Unauthorized, refused};

pub struct WorkerState {
    pub token: SecretString,
    pub http: reqwest::Client,
    /// For the bound repository's API (no redirects).
    pub codehost_http: reqwest::Client,
    /// The object store and code-host API the tasks may name.
    pub origins: origins::Origins,
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
    HttpResponse::Unauthorized().json(Unauthorized {
        status: 401,
        error: "Unauthorized",
        path: req.path(),
    })
}

/// The largest task envelope the worker reads.
pub const TASK_BODY_LIMIT: usize = 16 * 1024 * 1024;

fn malformed(message: &str) -> HttpResponse {
    refused(TaskType::Unknown, TaskErrorCode::MalformedTask, message)
}

/// The body, read only after the token was checked (so an unauthenticated caller cannot make
/// the worker buffer or parse anything).
async fn read_body(req: &HttpRequest, payload: web::Payload) -> Result<Bytes, HttpResponse> {
    let too_large = || {
        HttpResponse::PayloadTooLarge().json(reply::failed(
            TaskType::Unknown,
            TaskErrorCode::TaskTooLarge,
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
    match payload.to_bytes_limited(TASK_BODY_LIMIT).await {
        Ok(Ok(bytes)) => Ok(bytes),
        Ok(Err(e)) => {
            tracing::debug!(error = %e, "task body could not be read");
            Err(malformed("the task body could not be read"))
        }
        Err(_) => Err(too_large()),
    }
}

/// A task of a known kind whose fields do not have the types the protocol gives them.
fn invalid(task_type: TaskType, error: &serde_json::Error) -> HttpResponse {
    tracing::debug!(%error, "task has the wrong shape");
    refused(
        task_type,
        TaskErrorCode::InvalidTask,
        "the task's fields do not have the types its kind requires",
    )
}

/// Reads the kind first, then the body as that kind's task. Errors are fixed sentences, never
/// the parser's text.
async fn process(
    req: HttpRequest,
    state: web::Data<WorkerState>,
    payload: web::Payload,
) -> HttpResponse {
    if !authorized(&req, &state) {
        return unauthorized(&req);
    }
    let body = match read_body(&req, payload).await {
        Ok(body) => body,
        Err(response) => return response,
    };
    let head = match serde_json::from_slice::<TaskHead>(&body) {
        Ok(head) => head,
        // JSON, but not an object with a textual kind.
        Err(e) if e.is_data() => TaskHead::default(),
        Err(e) => {
            tracing::debug!(error = %e, "task body is not JSON");
            return malformed("the task body is not valid JSON");
        }
    };
    match head.kind() {
        Ok(TaskKind::Index) => match serde_json::from_slice::<IndexTask>(&body) {
            Ok(task) => index::handle(&state, &task).await,
            Err(e) => invalid(TaskType::Index, &e),
        },
        Ok(TaskKind::Run | TaskKind::Screener) => {
            match serde_json::from_slice::<EngineTask>(&body) {
                Ok(task) => engine::handle(&state, &task).await,
                Err(e) => invalid(TaskType::Unknown, &e),
            }
        }
        Err(named) => refused(
            named,
            TaskErrorCode::UnsupportedTask,
            "kind must be INDEX, RUN or SCREENER",
        ),
    }
}

async fn health(req: HttpRequest, state: web::Data<WorkerState>) -> HttpResponse {
    if !authorized(&req, &state) {
        return unauthorized(&req);
    }
    HttpResponse::Ok().json(Health {
        status: "UP",
        engine: Some("offline"),
    })
}

async fn liveness() -> HttpResponse {
    HttpResponse::Ok().json(Health {
        status: "UP",
        engine: None,
    })
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
