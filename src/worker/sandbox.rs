//! Isolation of text extraction: every file is extracted by a child process of the same binary
//! (`<program> extract`, see [`super::extract::child`]), which confines itself with `setrlimit`
//! (address space, processor time) before it reads a byte. The worker streams the download into
//! the child's standard input (so it never holds the file itself), reads at most the text limit
//! back, and kills the child when its wall time is spent. A child that dies or exceeds a limit is a
//! permanent failure of that file ([`ExtractError`]); a child that cannot be started is the
//! host's problem ([`SandboxError`], answered as transient).

use std::path::PathBuf;
use std::process::{ExitStatus, Stdio};
use std::time::Duration;

use futures_util::{Stream, StreamExt};
use tokio::io::{AsyncRead, AsyncReadExt, AsyncWriteExt};

use super::extract::child::{self, Answer};
use super::extract::{ExtractError, ExtractLimits, Extracted};

/// How long past `max_secs` the worker waits for a child before killing it (the child checks its
/// own deadline between pages; this is for one that cannot).
const WALL_GRACE: Duration = Duration::from_secs(5);
/// Standard error kept from a child, for the log and to recognise an allocation failure.
const STDERR_LIMIT: usize = 16 * 1024;
/// Room for the answer line before the text.
const ANSWER_LINE_LIMIT: u64 = 64 * 1024;

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

#[derive(Debug, Clone)]
pub struct Sandbox {
    program: PathBuf,
    limits: ExtractLimits,
    limits_json: String,
    max_input_bytes: u64,
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
        })
    }

    pub fn max_input_bytes(&self) -> u64 {
        self.max_input_bytes
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
        let mut command = tokio::process::Command::new(&self.program);
        command
            .arg("extract")
            .arg("--content-type")
            .arg(content_type)
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
        let (Some(stdin), Some(stdout), Some(stderr)) =
            (child.stdin.take(), child.stdout.take(), child.stderr.take())
        else {
            return Err(SandboxError::Host("the child's pipes are missing".into()));
        };
        let text_limit = self.limits.max_text_bytes.saturating_add(ANSWER_LINE_LIMIT);
        let stdout = tokio::spawn(read_limited(stdout, text_limit));
        let stderr = tokio::spawn(read_limited(stderr, STDERR_LIMIT as u64));
        self.feed(stdin, input).await?;
        let wall = Duration::from_secs(self.limits.max_secs).saturating_add(WALL_GRACE);
        let status = match tokio::time::timeout(wall, child.wait()).await {
            Ok(status) => status.map_err(|e| SandboxError::Host(e.to_string()))?,
            Err(_) => {
                child.kill().await.ok();
                return Ok(Err(self.too_slow()));
            }
        };
        let output = stdout.await.unwrap_or_default();
        let diagnostics = stderr.await.unwrap_or_default();
        self.interpret(status, &output, &diagnostics)
    }

    /// Streams the download into the child; stops feeding (without failing) when the child has
    /// stopped reading, as it does once it has refused the file.
    async fn feed<S, B, E>(
        &self,
        mut stdin: tokio::process::ChildStdin,
        mut input: S,
    ) -> Result<(), SandboxError>
    where
        S: Stream<Item = Result<B, E>> + Unpin,
        B: AsRef<[u8]>,
        E: std::fmt::Display,
    {
        let mut sent = 0u64;
        while let Some(chunk) = input.next().await {
            let chunk = chunk.map_err(|e| SandboxError::Input(format!("GET interrupted: {e}")))?;
            let chunk = chunk.as_ref();
            sent += chunk.len() as u64;
            if sent > self.max_input_bytes {
                return Err(SandboxError::TooLarge);
            }
            if stdin.write_all(chunk).await.is_err() {
                break;
            }
        }
        // Dropping standard input ends the child's read.
        drop(stdin);
        Ok(())
    }

    fn too_slow(&self) -> ExtractError {
        ExtractError::Limit(format!(
            "The file took longer than {} s to index",
            self.limits.max_secs
        ))
    }

    fn interpret(
        &self,
        status: ExitStatus,
        output: &[u8],
        diagnostics: &[u8],
    ) -> Result<Result<Extracted, ExtractError>, SandboxError> {
        let diagnostics = String::from_utf8_lossy(diagnostics);
        if status.success() {
            return match child::parse_output(output) {
                Some((
                    Answer::Extracted {
                        pages, truncated, ..
                    },
                    text,
                )) => Ok(Ok(Extracted {
                    text,
                    pages,
                    truncated,
                })),
                Some((Answer::Failed { code, message }, _)) => Ok(Err(file_error(&code, message))),
                None => {
                    tracing::warn!(%diagnostics, "the extraction child answered outside its protocol");
                    Ok(Err(ExtractError::Corrupt(
                        "The file could not be parsed (its text could not be read back)".into(),
                    )))
                }
            };
        }
        if status.code() == Some(i32::from(child::EXIT_SETUP)) {
            return Err(SandboxError::Host(format!(
                "the extraction process could not start: {}",
                diagnostics.trim()
            )));
        }
        tracing::warn!(%status, %diagnostics, "an extraction child was stopped");
        Ok(Err(self.stopped(status, &diagnostics)))
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

fn file_error(code: &str, message: String) -> ExtractError {
    match code {
        "LIMIT_EXCEEDED" | "TOO_LARGE" => ExtractError::Limit(message),
        "UNSUPPORTED_CONTENT" => ExtractError::Unsupported(message),
        _ => ExtractError::Corrupt(message),
    }
}

#[cfg(unix)]
fn signal_of(status: ExitStatus) -> Option<i32> {
    std::os::unix::process::ExitStatusExt::signal(&status)
}

#[cfg(not(unix))]
fn signal_of(_: ExitStatus) -> Option<i32> {
    None
}

/// Reads at most `limit` bytes; past it, the pipe is closed (the child's next write fails).
async fn read_limited(reader: impl AsyncRead + Unpin, limit: u64) -> Vec<u8> {
    let mut out = Vec::new();
    let mut bounded = reader.take(limit.saturating_add(1));
    if let Err(e) = bounded.read_to_end(&mut out).await {
        tracing::debug!(error = %e, "reading an extraction child's output failed");
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::os::unix::fs::PermissionsExt;

    /// A stand-in child: a shell script that ignores its arguments.
    fn script(dir: &std::path::Path, name: &str, body: &str) -> Sandbox {
        let path = dir.join(name);
        std::fs::write(&path, format!("#!/bin/sh\n{body}\n")).expect("script");
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o700)).expect("chmod");
        let limits = ExtractLimits {
            max_secs: 1,
            max_memory_mib: 64,
            ..ExtractLimits::default()
        };
        Sandbox::new(path.to_str().expect("path"), limits, 1024).expect("sandbox")
    }

    fn input(
        chunks: &[&'static [u8]],
    ) -> impl Stream<Item = Result<&'static [u8], String>> + Unpin {
        futures_util::stream::iter(chunks.iter().map(|c| Ok(*c)).collect::<Vec<_>>())
    }

    const ECHO: &str = r#"t=$(cat); printf '{"status":"EXTRACTED","pages":3,"truncated":null,"text_bytes":%d}\n%s' ${#t} "$t""#;

    #[tokio::test]
    async fn the_child_gets_the_file_on_stdin_and_its_answer_is_read_back() {
        let dir = tempfile::tempdir().expect("tmp");
        let sandbox = script(dir.path(), "echo", ECHO);
        let out = sandbox
            .extract("text/plain", input(&[b"alpha ", b"beta"]))
            .await
            .expect("runs")
            .expect("extracted");
        assert_eq!((out.text.as_str(), out.pages), ("alpha beta", 3));
    }

    #[tokio::test]
    async fn input_beyond_the_limit_is_refused_without_waiting_for_the_child() {
        let dir = tempfile::tempdir().expect("tmp");
        let sandbox = script(dir.path(), "echo", ECHO);
        let big: &'static [u8] = &[b'a'; 1000];
        let result = sandbox.extract("text/plain", input(&[big, big])).await;
        assert!(matches!(result, Err(SandboxError::TooLarge)), "{result:?}");
    }

    #[tokio::test]
    async fn the_child_sees_none_of_the_services_environment() {
        let dir = tempfile::tempdir().expect("tmp");
        let sandbox = script(
            dir.path(),
            "env",
            r#"cat >/dev/null; t=$(env); printf '{"status":"EXTRACTED","pages":1,"truncated":null,"text_bytes":%d}\n%s' ${#t} "$t""#,
        );
        assert!(std::env::vars().any(|(k, _)| k == "HOME" || k.starts_with("CARGO")));
        let out = sandbox
            .extract("text/plain", input(&[b"x"]))
            .await
            .expect("runs")
            .expect("extracted");
        assert!(
            !out.text.contains("HOME=") && !out.text.contains("CARGO"),
            "{}",
            out.text
        );
    }

    #[tokio::test]
    async fn a_child_past_its_wall_time_is_killed_and_the_file_fails() {
        let dir = tempfile::tempdir().expect("tmp");
        let sandbox = script(dir.path(), "hang", "cat >/dev/null; exec sleep 60");
        let started = std::time::Instant::now();
        let err = sandbox
            .extract("text/plain", input(&[b"x"]))
            .await
            .expect("runs")
            .expect_err("killed");
        assert_eq!(err.code(), "LIMIT_EXCEEDED");
        assert!(err.to_string().contains("longer than 1 s"), "{err}");
        assert!(started.elapsed() < Duration::from_secs(20));
    }

    #[tokio::test]
    async fn how_a_child_ended_decides_the_files_error() {
        let dir = tempfile::tempdir().expect("tmp");
        let cases = [
            (
                "oom",
                "cat >/dev/null; echo 'memory allocation of 1073741824 bytes failed' >&2; kill -ABRT $$",
                "LIMIT_EXCEEDED",
                "more than 64 MiB of memory",
            ),
            (
                "cpu",
                "cat >/dev/null; kill -XCPU $$",
                "LIMIT_EXCEEDED",
                "s of processor time",
            ),
            (
                "segv",
                "cat >/dev/null; kill -SEGV $$",
                "CORRUPT_FILE",
                "stopped on it",
            ),
            (
                "garbage",
                "cat >/dev/null; echo nonsense",
                "CORRUPT_FILE",
                "could not be read back",
            ),
            (
                "refused",
                r#"cat >/dev/null; echo '{"status":"FAILED","code":"LIMIT_EXCEEDED","message":"The PDF has more than 2 pages"}'"#,
                "LIMIT_EXCEEDED",
                "more than 2 pages",
            ),
        ];
        for (name, body, code, words) in cases {
            let sandbox = script(dir.path(), name, body);
            let err = sandbox
                .extract("application/pdf", input(&[b"%PDF"]))
                .await
                .expect("runs")
                .expect_err(name);
            assert_eq!(err.code(), code, "{name}: {err}");
            assert!(err.to_string().contains(words), "{name}: {err}");
        }
    }

    #[tokio::test]
    async fn a_child_that_cannot_set_up_or_start_is_the_hosts_problem() {
        let dir = tempfile::tempdir().expect("tmp");
        let sandbox = script(dir.path(), "setup", "echo 'no limits' >&2; exit 3");
        let result = sandbox.extract("text/plain", input(&[b"x"])).await;
        assert!(
            matches!(&result, Err(SandboxError::Host(m)) if m.contains("no limits")),
            "{result:?}"
        );
        let missing = dir.path().join("missing");
        assert!(
            Sandbox::new(missing.to_str().expect("path"), ExtractLimits::default(), 1).is_err()
        );
    }
}
