//! Isolation of text extraction: files are extracted by child processes of the same binary
//! (`<program> extract`, see [`super::extract::child`]), which confine themselves with `setrlimit`
//! (address space, processor time per file) before they read a byte. The worker streams the
//! download into a child as it arrives (it never holds the file itself), reads at most the text
//! limit back, and kills the child when its wall time is spent. A child that dies or exceeds a
//! limit is a permanent failure of that file ([`ExtractError`]); a child that cannot be started is
//! the host's problem ([`SandboxError`], answered as transient).
//!
//! Starting a process of this binary costs about 2.6 ms of processor time (mapping and relocating
//! 50 MB), as much as indexing a small file otherwise costs in all; so a child that answered is
//! kept warm and given the next file, up to [`MAX_USES`] files, [`MAX_IDLE`] children and
//! [`REUSE_IDLE`] of idleness. A child that died, was killed, or answered outside the protocol is
//! never reused.

#[cfg(test)]
mod tests;
mod wire;

use std::collections::VecDeque;
use std::path::PathBuf;
use std::process::{ExitStatus, Stdio};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use futures_util::{Stream, StreamExt};

use tokio::io::{AsyncWriteExt, BufReader};
use tokio::process::{Child, ChildStdin, ChildStdout};

use super::extract::child::{self, Request};
use super::extract::{ExtractError, ExtractLimits, Extracted};
use wire::{keep_tail, read_answer, tail};

/// How long past `max_secs` the worker waits for an answer before killing the child (the child
/// checks its own deadline between pages; this is for one that cannot).
const WALL_GRACE: Duration = Duration::from_secs(5);
/// Standard error kept from a child (its end), for the log and to recognise an allocation failure.
const STDERR_TAIL: usize = 16 * 1024;
/// Files one child extracts before it is replaced (its allocator's leftovers go with it).
pub const MAX_USES: u32 = 100;
/// Warm children kept at most.
pub const MAX_IDLE: usize = 8;
/// A child idle longer than this is not reused (it leaves by itself at [`child::IDLE_EXIT`]).
pub const REUSE_IDLE: Duration = Duration::from_secs(30);

#[derive(Debug, thiserror::Error)]
pub enum SandboxError {
    /// The file is larger than the worker indexes (permanent, but said by the caller).
    #[error("the file is larger than the worker indexes")]
    TooLarge,
    /// The download broke off (transient).
    #[error("{0}")]
    Input(String),
    /// The child could not be started or talked to (transient: a fault of the host).
    #[error("the extraction process failed: {0}")]
    Host(String),
}

/// One running child and its pipes.
struct Warm {
    child: Child,
    stdin: ChildStdin,
    stdout: BufReader<ChildStdout>,
    stderr: Arc<Mutex<VecDeque<u8>>>,
    /// The task keeping that tail; it ends when the child's standard error closes.
    stderr_reader: tokio::task::JoinHandle<()>,
    uses: u32,
    idle_since: Instant,
}

/// How one exchange with a child ended.
enum Exchange {
    /// An answer in the protocol: the child can take the next file.
    Answered(Result<Extracted, ExtractError>),
    /// Output outside the protocol: the child is killed and the file failed.
    Garbled,
    /// The child closed its output (it is ending, or ended).
    Ended,
    TimedOut,
    TooLarge,
    Input(String),
}

pub struct Sandbox {
    program: PathBuf,
    limits: ExtractLimits,
    limits_json: String,
    max_input_bytes: u64,
    idle: Mutex<Vec<Warm>>,
    spawned: AtomicU64,
}

fn locked<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    // The data is a list of children or bytes of a log: still sound after a panic elsewhere.
    mutex
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

impl Sandbox {
    /// `program` empty means this executable.
    pub fn new(program: &str, limits: ExtractLimits, max_input_bytes: u64) -> anyhow::Result<Self> {
        let program = if program.trim().is_empty() {
            std::env::current_exe()?
        } else {
            PathBuf::from(program)
        };
        anyhow::ensure!(
            program.is_file(),
            "the extraction program {} does not exist (worker.extract_program)",
            program.display()
        );
        anyhow::ensure!(
            limits.max_memory_mib >= 64,
            "extract.max_memory_mib must be at least 64 (the child's own code needs address space)"
        );
        Ok(Sandbox {
            program,
            limits_json: serde_json::to_string(&limits)?,
            limits,
            max_input_bytes,
            idle: Mutex::new(Vec::new()),
            spawned: AtomicU64::new(0),
        })
    }

    pub fn max_input_bytes(&self) -> u64 {
        self.max_input_bytes
    }

    /// Children started so far.
    pub fn spawned(&self) -> u64 {
        self.spawned.load(Ordering::Relaxed)
    }

    /// Extracts the file that `input` streams, in a confined child. The outer error is the host's
    /// (or the download's); the inner one is the file's.
    pub async fn extract<S, B, E>(
        &self,
        content_type: &str,
        input: S,
    ) -> Result<Result<Extracted, ExtractError>, SandboxError>
    where
        S: Stream<Item = Result<B, E>> + Unpin,
        B: AsRef<[u8]>,
        E: std::fmt::Display,
    {
        let mut warm = match self.take() {
            Some(warm) => warm,
            None => self.spawn()?,
        };
        match self.exchange(&mut warm, content_type, input).await {
            Exchange::Answered(result) => {
                self.put(warm);
                Ok(result)
            }
            Exchange::Garbled => {
                warm.child.start_kill().ok();
                tracing::warn!(diagnostics = %tail(&warm), "an extraction child answered outside its protocol");
                Ok(Err(ExtractError::Corrupt(
                    "The file could not be parsed (its text could not be read back)".into(),
                )))
            }
            Exchange::TimedOut => {
                warm.child.start_kill().ok();
                Ok(Err(self.too_slow()))
            }
            Exchange::TooLarge => {
                warm.child.start_kill().ok();
                Err(SandboxError::TooLarge)
            }
            Exchange::Input(message) => {
                warm.child.start_kill().ok();
                Err(SandboxError::Input(message))
            }
            Exchange::Ended => self.ended(warm).await,
        }
    }

    /// A warm child, if one is fresh enough; stale or exited ones are dropped (and so killed).
    fn take(&self) -> Option<Warm> {
        let mut idle = locked(&self.idle);
        while let Some(mut warm) = idle.pop() {
            let exited = !matches!(warm.child.try_wait(), Ok(None));
            if !exited && warm.idle_since.elapsed() < REUSE_IDLE {
                return Some(warm);
            }
        }
        None
    }

    fn put(&self, mut warm: Warm) {
        warm.uses += 1;
        warm.idle_since = Instant::now();
        if warm.uses >= MAX_USES {
            return;
        }
        let mut idle = locked(&self.idle);
        idle.retain(|w| w.idle_since.elapsed() < REUSE_IDLE);
        if idle.len() < MAX_IDLE {
            idle.push(warm);
        }
    }

    fn spawn(&self) -> Result<Warm, SandboxError> {
        let mut command = tokio::process::Command::new(&self.program);
        command
            .arg("extract")
            .arg("--limits")
            .arg(&self.limits_json)
            .arg("--max-input-bytes")
            .arg(self.max_input_bytes.to_string())
            // The child needs nothing of the service's environment (secrets included).
            .env_clear()
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .kill_on_drop(true);
        let mut child = command.spawn().map_err(|e| {
            SandboxError::Host(format!("cannot start {}: {e}", self.program.display()))
        })?;
        self.spawned.fetch_add(1, Ordering::Relaxed);
        let (Some(stdin), Some(stdout), Some(stderr)) =
            (child.stdin.take(), child.stdout.take(), child.stderr.take())
        else {
            return Err(SandboxError::Host("the child's pipes are missing".into()));
        };
        let tail = Arc::new(Mutex::new(VecDeque::new()));
        let stderr_reader = tokio::spawn(keep_tail(stderr, tail.clone()));
        Ok(Warm {
            child,
            stdin,
            stdout: BufReader::new(stdout),
            stderr: tail,
            stderr_reader,
            uses: 0,
            idle_since: Instant::now(),
        })
    }

    /// Sends one file and reads its answer.
    async fn exchange<S, B, E>(&self, warm: &mut Warm, content_type: &str, mut input: S) -> Exchange
    where
        S: Stream<Item = Result<B, E>> + Unpin,
        B: AsRef<[u8]>,
        E: std::fmt::Display,
    {
        let request = Request {
            content_type: content_type.to_owned(),
        };
        let mut line = serde_json::to_vec(&request).unwrap_or_default();
        line.push(b'\n');
        let mut open = warm.stdin.write_all(&line).await.is_ok();
        let mut sent = 0u64;
        while let Some(chunk) = input.next().await {
            let chunk = match chunk {
                Ok(chunk) => chunk,
                Err(e) => return Exchange::Input(format!("GET interrupted: {e}")),
            };
            let chunk = chunk.as_ref();
            sent += chunk.len() as u64;
            if sent > self.max_input_bytes {
                return Exchange::TooLarge;
            }
            // A child that stopped reading has died or is dying: the answer read below says so.
            if open {
                for piece in chunk.chunks(1 << 20) {
                    open = open && warm.stdin.write_all(&child::frame(piece)).await.is_ok();
                }
            }
        }
        if open {
            open = warm.stdin.write_all(&child::frame(b"")).await.is_ok();
            open = open && warm.stdin.flush().await.is_ok();
        }
        if !open {
            return Exchange::Ended;
        }
        let wall = Duration::from_secs(self.limits.max_secs).saturating_add(WALL_GRACE);
        let text_limit = self.limits.max_text_bytes;
        match tokio::time::timeout(wall, read_answer(&mut warm.stdout, text_limit)).await {
            Err(_) => Exchange::TimedOut,
            Ok(exchange) => exchange,
        }
    }

    /// The file's outcome once its child has closed its output: how the child ended.
    async fn ended(&self, mut warm: Warm) -> Result<Result<Extracted, ExtractError>, SandboxError> {
        let status = match tokio::time::timeout(WALL_GRACE, warm.child.wait()).await {
            Ok(Ok(status)) => status,
            Ok(Err(e)) => return Err(SandboxError::Host(e.to_string())),
            Err(_) => {
                warm.child.start_kill().ok();
                return Ok(Err(self.too_slow()));
            }
        };
        // The child has exited: its standard error is closed, so the tail is complete once its
        // reader has read to the end.
        tokio::time::timeout(WALL_GRACE, &mut warm.stderr_reader)
            .await
            .ok();
        let diagnostics = tail(&warm);
        if status.code() == Some(i32::from(child::EXIT_SETUP)) {
            return Err(SandboxError::Host(format!(
                "the extraction process could not start: {}",
                diagnostics.trim()
            )));
        }
        tracing::warn!(%status, %diagnostics, uses = warm.uses, "an extraction child stopped");
        Ok(Err(self.stopped(status, &diagnostics)))
    }

    fn too_slow(&self) -> ExtractError {
        ExtractError::Limit(format!(
            "The file took longer than {} s to index",
            self.limits.max_secs
        ))
    }

    /// The file's failure when its child ended without answering: which wall it hit.
    fn stopped(&self, status: ExitStatus, diagnostics: &str) -> ExtractError {
        let signal = signal_of(status);
        if diagnostics.contains("memory allocation of") {
            return ExtractError::Limit(format!(
                "The file needs more than {} MiB of memory to index",
                self.limits.max_memory_mib
            ));
        }
        if signal == Some(libc::SIGXCPU) {
            return ExtractError::Limit(format!(
                "The file needs more than {} s of processor time to index",
                self.limits.max_secs
            ));
        }
        if signal == Some(libc::SIGKILL) {
            return ExtractError::Limit(format!(
                "The file needs more than the {} MiB of memory or {} s of processor time one file may use",
                self.limits.max_memory_mib, self.limits.max_secs
            ));
        }
        ExtractError::Corrupt(
            "The file could not be parsed (the extractor stopped on it); it may be damaged".into(),
        )
    }
}

fn signal_of(status: ExitStatus) -> Option<i32> {
    std::os::unix::process::ExitStatusExt::signal(&status)
}
