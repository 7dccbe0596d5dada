//! The worker's side of the child protocol: reading one answer, keeping the end of a child's
//! standard error.

use std::collections::VecDeque;
use std::sync::{Arc, Mutex};

use tokio::io::{AsyncBufReadExt, AsyncRead, AsyncReadExt, BufReader};
use tokio::process::ChildStdout;

use super::{Exchange, STDERR_TAIL, Warm, locked};
use crate::worker::extract::child::{self, Answer};
use crate::worker::extract::{ExtractError, Extracted};

/// Reads one answer line and its text.
pub(super) async fn read_answer(stdout: &mut BufReader<ChildStdout>, text_limit: u64) -> Exchange {
    let mut line = Vec::new();
    match (&mut *stdout)
        .take(child::LINE_LIMIT)
        .read_until(b'\n', &mut line)
        .await
    {
        Ok(0) | Err(_) => return Exchange::Ended,
        Ok(_) if line.last() != Some(&b'\n') => {
            return if line.len() as u64 >= child::LINE_LIMIT {
                Exchange::Garbled
            } else {
                Exchange::Ended
            };
        }
        Ok(_) => {}
    }
    let Ok(answer) = serde_json::from_slice::<Answer>(&line) else {
        return Exchange::Garbled;
    };
    match answer {
        Answer::Failed { code, message } => {
            Exchange::Answered(Err(ExtractError::from_code(code, message)))
        }
        Answer::Extracted {
            pages,
            truncated,
            text_bytes,
        } => {
            if text_bytes > text_limit {
                return Exchange::Garbled;
            }
            let Ok(length) = usize::try_from(text_bytes) else {
                return Exchange::Garbled;
            };
            let mut text = vec![0u8; length];
            if stdout.read_exact(&mut text).await.is_err() {
                return Exchange::Ended;
            }
            match String::from_utf8(text) {
                Ok(text) => Exchange::Answered(Ok(Extracted {
                    text,
                    pages,
                    truncated,
                })),
                Err(_) => Exchange::Garbled,
            }
        }
    }
}

/// Keeps the last [`STDERR_TAIL`] bytes a child writes to standard error.
pub(super) async fn keep_tail(mut stderr: impl AsyncRead + Unpin, tail: Arc<Mutex<VecDeque<u8>>>) {
    let mut buf = vec![0u8; 4096];
    while let Ok(n) = stderr.read(&mut buf).await {
        if n == 0 {
            break;
        }
        let mut tail = locked(&tail);
        tail.extend(&buf[..n]);
        let excess = tail.len().saturating_sub(STDERR_TAIL);
        tail.drain(..excess);
    }
}

pub(super) fn tail(warm: &Warm) -> String {
    let tail = locked(&warm.stderr);
    let (a, b) = tail.as_slices();
    format!(
        "{}{}",
        String::from_utf8_lossy(a),
        String::from_utf8_lossy(b)
    )
}
