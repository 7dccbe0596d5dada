//! The backend's client of the task worker: `POST /api/v1/task/process` with `X-Internal-Token`.

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use secrecy::{ExposeSecret, SecretString};
use serde::Serialize;
use serde_json::Value;

use crate::protocol::{ReceivedResult, TaskErrorCode};

/// Its Display is a fixed sentence, as it may reach a client (a run's failure); the cause (a
/// connection error naming addresses, a parser message) is logged where it happens and kept in
/// the variant for Debug.
#[derive(Debug, thiserror::Error)]
pub enum WorkerError {
    #[error("the worker is unreachable")]
    Unreachable(String),
    #[error("the worker did not answer within {} s", .0.as_secs_f32())]
    Timeout(Duration),
    #[error("the worker answered HTTP {0}")]
    Status(u16),
    #[error("the worker answered something that is not a task result")]
    Malformed(String),
}

impl WorkerError {
    /// Worth retrying: the worker may be back or less busy later.
    pub fn is_transient(&self) -> bool {
        !matches!(self, WorkerError::Status(s) if (400..500).contains(s) && *s != 408 && *s != 429)
    }

    /// The code reported in a failed result.
    pub fn code(&self) -> TaskErrorCode {
        match self {
            WorkerError::Timeout(_) => TaskErrorCode::WorkerTimeout,
            WorkerError::Malformed(_) => TaskErrorCode::WorkerMalformedResponse,
            _ => TaskErrorCode::WorkerFailed,
        }
    }
}

/// The backend's client of the task worker: one URL, or several (`worker.url` separated by
/// commas) taken round robin. A worker that refuses the connection has not seen the task, so the
/// next one is tried; a timeout is never retried (the task may be running).
#[derive(Clone)]
pub struct WorkerClient {
    http: reqwest::Client,
    base_urls: Arc<[String]>,
    next: Arc<AtomicUsize>,
    token: SecretString,
    timeout: Duration,
}

impl WorkerClient {
    pub fn new(base_url: &str, token: SecretString, timeout: Duration) -> Self {
        let mut base_urls: Vec<String> = base_url
            .split(',')
            .map(|u| u.trim().trim_end_matches('/').to_owned())
            .filter(|u| !u.is_empty())
            .collect();
        if base_urls.is_empty() {
            base_urls.push(String::new());
        }
        WorkerClient {
            http: reqwest::Client::new(),
            base_urls: base_urls.into(),
            next: Arc::new(AtomicUsize::new(0)),
            token,
            timeout,
        }
    }

    /// Sends a task envelope; the result is the worker's JSON object, untouched, once its status
    /// is SUCCEEDED or FAILED.
    pub async fn process(&self, envelope: &impl Serialize) -> Result<ReceivedResult, WorkerError> {
        let body = actix_web::web::Bytes::from(
            serde_json::to_vec(envelope)
                .map_err(|e| WorkerError::Unreachable(format!("cannot encode the task: {e}")))?,
        );
        let first = self.next.fetch_add(1, Ordering::Relaxed);
        let count = self.base_urls.len();
        let mut attempt = 0;
        let response = loop {
            let base = &self.base_urls[(first + attempt) % count];
            let sent = self
                .http
                .post(format!("{base}/api/v1/task/process"))
                .header("X-Internal-Token", self.token.expose_secret())
                .header("Content-Type", "application/json")
                .body(body.clone())
                .timeout(self.timeout)
                .send()
                .await;
            match sent {
                Ok(response) => break response,
                Err(e) if e.is_connect() && attempt + 1 < count => {
                    tracing::warn!(error = %e, "task worker refused the connection; trying the next");
                    attempt += 1;
                }
                Err(e) if e.is_timeout() => return Err(WorkerError::Timeout(self.timeout)),
                Err(e) => {
                    tracing::warn!(error = %e, "task worker unreachable");
                    return Err(WorkerError::Unreachable(e.to_string()));
                }
            }
        };
        let status = response.status();
        if !status.is_success() {
            return Err(WorkerError::Status(status.as_u16()));
        }
        let body: Value = response.json().await.map_err(|e| {
            if e.is_timeout() {
                WorkerError::Timeout(self.timeout)
            } else {
                tracing::warn!(error = %e, "task worker answered no JSON");
                WorkerError::Malformed(e.to_string())
            }
        })?;
        ReceivedResult::new(body)
            .map_err(|_| WorkerError::Malformed("no status SUCCEEDED or FAILED".into()))
    }
}
