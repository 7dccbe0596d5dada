//! The backend's client of the task worker: `POST /api/v1/task/process` with `X-Internal-Token`.

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

#[derive(Clone)]
pub struct WorkerClient {
    http: reqwest::Client,
    base_url: String,
    token: SecretString,
    timeout: Duration,
}

impl WorkerClient {
    pub fn new(base_url: &str, token: SecretString, timeout: Duration) -> Self {
        WorkerClient {
            http: reqwest::Client::new(),
            base_url: base_url.trim_end_matches('/').to_owned(),
            token,
            timeout,
        }
    }

    /// Sends a task envelope; the result is the worker's JSON object, untouched, once its status
    /// is SUCCEEDED or FAILED.
    pub async fn process(&self, envelope: &impl Serialize) -> Result<ReceivedResult, WorkerError> {
        let response = self
            .http
            .post(format!("{}/api/v1/task/process", self.base_url))
            .header("X-Internal-Token", self.token.expose_secret())
            .json(envelope)
            .timeout(self.timeout)
            .send()
            .await
            .map_err(|e| {
                if e.is_timeout() {
                    WorkerError::Timeout(self.timeout)
                } else {
                    tracing::warn!(error = %e, "task worker unreachable");
                    WorkerError::Unreachable(e.to_string())
                }
            })?;
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
