//! The extraction child, `taxcredit extract`: the worker keeps a few of them warm (see
//! [`crate::worker::sandbox`]) and hands each one file at a time. Before it reads a byte the child
//! lowers its own resource limits (address space, no core or file writes); before each file it
//! gives itself `max_secs + 1` more seconds of processor time. A file that makes the extractor
//! allocate past the address-space limit, or spin past its time, ends this process, never the
//! service.
//!
//! The protocol on standard input, per file: one line of JSON ([`Request`]), then the file as
//! frames of a 4-byte big-endian length and that many bytes, ended by a frame of length 0. On
//! standard output, per file: one line of JSON ([`Answer`]) followed by the extracted text (its
//! length is in the answer). The child exits at the end of its input, or after [`IDLE_EXIT`] with
//! no request.

use std::io::{BufRead, BufReader, Read, Write};
use std::process::ExitCode;
use std::time::Duration;

use serde::{Deserialize, Serialize};

use super::{ExtractLimits, extract};
use crate::protocol::TaskErrorCode;

/// Exit code of a child that could not set up its limits (a fault of the host, not the file).
pub const EXIT_SETUP: u8 = 3;
/// A child with no request for this long exits (the worker reuses a child idle for at most half
/// of it, so it never writes to one that is about to leave).
pub const IDLE_EXIT: Duration = Duration::from_secs(60);
/// The longest request or answer line.
pub const LINE_LIMIT: u64 = 64 * 1024;

/// The first line of each request.
#[derive(Debug, Serialize, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct Request {
    pub content_type: String,
}

/// The first line of each answer; the text follows it.
#[derive(Debug, Serialize, Deserialize, PartialEq, Eq)]
#[serde(tag = "status", rename_all = "SCREAMING_SNAKE_CASE")]
pub enum Answer {
    Extracted {
        pages: u32,
        truncated: Option<String>,
        /// Bytes of UTF-8 text after the line.
        text_bytes: u64,
    },
    Failed {
        code: TaskErrorCode,
        message: String,
    },
}

/// The arguments of `taxcredit extract`.
#[derive(Debug, Clone, clap::Args)]
pub struct ChildArgs {
    /// The limits, as JSON (keys of the `[extract]` section).
    #[arg(long)]
    pub limits: String,
    /// A file beyond this many bytes is refused.
    #[arg(long)]
    pub max_input_bytes: u64,
}

/// Sets one resource limit of this process (soft and hard).
fn set_limit(resource: libc::__rlimit_resource_t, soft: u64, hard: u64) -> std::io::Result<()> {
    let limit = libc::rlimit {
        rlim_cur: soft,
        rlim_max: hard,
    };
    // SAFETY: setrlimit reads the struct it is given and changes only this process's limits.
    if unsafe { libc::setrlimit(resource, &limit) } != 0 {
        return Err(std::io::Error::last_os_error());
    }
    Ok(())
}

/// The kernel's wall for the child's whole life: address space, no core dumps, no files written.
fn confine(limits: &ExtractLimits) -> std::io::Result<()> {
    let memory = limits.max_memory_mib.saturating_mul(1024 * 1024);
    set_limit(libc::RLIMIT_AS, memory, memory)?;
    set_limit(libc::RLIMIT_CORE, 0, 0)?;
    set_limit(libc::RLIMIT_FSIZE, 0, 0)?;
    Ok(())
}

/// Processor time for the next file: SIGXCPU once it has used `secs` more than so far.
fn cpu_budget(secs: u64) -> std::io::Result<()> {
    // SAFETY: both calls only fill or read the structs they are given.
    let (used, hard) = unsafe {
        let mut usage: libc::rusage = std::mem::zeroed();
        if libc::getrusage(libc::RUSAGE_SELF, &mut usage) != 0 {
            return Err(std::io::Error::last_os_error());
        }
        let mut limit: libc::rlimit = std::mem::zeroed();
        if libc::getrlimit(libc::RLIMIT_CPU, &mut limit) != 0 {
            return Err(std::io::Error::last_os_error());
        }
        let secs = |t: libc::timeval| u64::try_from(t.tv_sec).unwrap_or_default() + 1;
        (secs(usage.ru_utime) + secs(usage.ru_stime), limit.rlim_max)
    };
    set_limit(libc::RLIMIT_CPU, used.saturating_add(secs).min(hard), hard)
}

/// Waits until standard input has something to read; `false` after `timeout` without.
fn readable(timeout: Duration) -> bool {
    let mut fd = libc::pollfd {
        fd: 0,
        events: libc::POLLIN,
        revents: 0,
    };
    let ms = libc::c_int::try_from(timeout.as_millis()).unwrap_or(libc::c_int::MAX);
    loop {
        // SAFETY: poll reads and writes only the one pollfd it is given.
        let n = unsafe { libc::poll(&mut fd, 1, ms) };
        if n >= 0 {
            return n > 0;
        }
        if std::io::Error::last_os_error().kind() != std::io::ErrorKind::Interrupted {
            return true; // let the read report it
        }
    }
}

/// Runs the child: confine, then answer requests until the input ends or stays idle. Its
/// diagnostics go to standard error (plain lines), which the worker keeps the end of and logs.
pub fn main(args: &ChildArgs) -> ExitCode {
    let _ = tracing_subscriber::fmt()
        .with_writer(std::io::stderr)
        .with_ansi(false)
        .without_time()
        .with_target(false)
        .try_init();
    let limits: ExtractLimits = match serde_json::from_str(&args.limits) {
        Ok(limits) => limits,
        Err(e) => {
            tracing::error!("--limits is not valid: {e}");
            return ExitCode::from(EXIT_SETUP);
        }
    };
    if let Err(e) = confine(&limits) {
        tracing::error!("cannot set resource limits: {e}");
        return ExitCode::from(EXIT_SETUP);
    }
    // A parser's panic is caught and answered as a corrupt file; it is not worth a message.
    std::panic::set_hook(Box::new(|_| {}));
    // Standard input as a `File` of its own (a duplicate descriptor), read without std's buffer,
    // so that what is buffered is always visible here.
    let stdin = match std::os::fd::AsFd::as_fd(&std::io::stdin()).try_clone_to_owned() {
        Ok(fd) => std::fs::File::from(fd),
        Err(e) => {
            tracing::error!("cannot read standard input: {e}");
            return ExitCode::from(EXIT_SETUP);
        }
    };
    let mut input = BufReader::with_capacity(64 * 1024, stdin);
    let mut output = std::io::stdout().lock();
    loop {
        if input.buffer().is_empty() && !readable(IDLE_EXIT) {
            return ExitCode::SUCCESS;
        }
        // Processor time for this file (set here, in the child's loop, so that tests that call
        // `serve_one` in their own process never put a CPU limit on it).
        if let Err(e) = cpu_budget(limits.max_secs.saturating_add(1)) {
            tracing::error!("cannot set the processor time limit: {e}");
            return ExitCode::from(EXIT_SETUP);
        }
        let served = serve_one(&mut input, &mut output, &limits, args.max_input_bytes);
        match served {
            Ok(true) => {}
            Ok(false) => return ExitCode::SUCCESS,
            Err(e) => {
                tracing::error!("{e}");
                return ExitCode::from(EXIT_SETUP);
            }
        }
    }
}

/// Reads one request and answers it; `false` at the end of the input.
fn serve_one(
    input: &mut impl BufRead,
    output: &mut impl Write,
    limits: &ExtractLimits,
    max_input_bytes: u64,
) -> std::io::Result<bool> {
    let mut line = Vec::new();
    input.take(LINE_LIMIT).read_until(b'\n', &mut line)?;
    if line.is_empty() {
        return Ok(false);
    }
    let request: Request = serde_json::from_slice(&line)
        .map_err(|e| std::io::Error::other(format!("the request line is not valid: {e}")))?;
    let (file, complete) = read_frames(input, max_input_bytes)?;
    let (answer, text) = if !complete {
        failed(
            TaskErrorCode::TooLarge,
            "The file is larger than the worker indexes",
        )
    } else {
        match extract(&request.content_type, &file, limits) {
            Ok(out) => (
                Answer::Extracted {
                    pages: out.pages,
                    truncated: out.truncated,
                    text_bytes: out.text.len() as u64,
                },
                out.text,
            ),
            Err(e) => failed(e.code(), &e.to_string()),
        }
    };
    drop(file);
    write_answer(output, &answer, &text)?;
    Ok(true)
}

/// Reads frames up to the empty one; keeps at most `max` bytes (`false` when there were more).
fn read_frames(input: &mut impl Read, max: u64) -> std::io::Result<(Vec<u8>, bool)> {
    let mut file = Vec::new();
    let mut complete = true;
    loop {
        let mut length = [0u8; 4];
        input.read_exact(&mut length)?;
        let length = u64::from(u32::from_be_bytes(length));
        if length == 0 {
            return Ok((file, complete));
        }
        let room = max.saturating_sub(file.len() as u64);
        if length > room {
            complete = false;
            std::io::copy(&mut input.take(length), &mut std::io::sink())?;
        } else {
            input.take(length).read_to_end(&mut file)?;
        }
    }
}

fn failed(code: TaskErrorCode, message: &str) -> (Answer, String) {
    (
        Answer::Failed {
            code,
            message: message.to_owned(),
        },
        String::new(),
    )
}

fn write_answer(out: &mut impl Write, answer: &Answer, text: &str) -> std::io::Result<()> {
    serde_json::to_writer(&mut *out, answer)?;
    out.write_all(b"\n")?;
    out.write_all(text.as_bytes())?;
    out.flush()
}

/// One file as the worker frames it (a frame per chunk, then the empty frame).
pub fn frame(chunk: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(chunk.len() + 4);
    out.extend_from_slice(&(chunk.len() as u32).to_be_bytes());
    out.extend_from_slice(chunk);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn request(content_type: &str, chunks: &[&[u8]]) -> Vec<u8> {
        let mut wire = serde_json::to_vec(&Request {
            content_type: content_type.into(),
        })
        .expect("json");
        wire.push(b'\n');
        for chunk in chunks {
            wire.extend(frame(chunk));
        }
        wire.extend(frame(b""));
        wire
    }

    fn answers(wire: &[u8], max: u64) -> Vec<u8> {
        let mut input = std::io::Cursor::new(wire.to_vec());
        let mut output = Vec::new();
        while serve_one(&mut input, &mut output, &ExtractLimits::default(), max).expect("serves") {}
        output
    }

    #[test]
    fn requests_are_answered_one_after_another() {
        let mut wire = request("text/plain", &[b"alpha ", b"beta"]);
        wire.extend(request("application/msword", &[b"x"]));
        let output = answers(&wire, 1000);
        let text = String::from_utf8(output).expect("utf-8");
        let mut lines = text.splitn(3, '\n');
        let first: Answer = serde_json::from_str(lines.next().expect("line")).expect("answer");
        assert_eq!(
            first,
            Answer::Extracted {
                pages: 1,
                truncated: None,
                text_bytes: 10
            }
        );
        let rest = lines.next().expect("rest");
        assert!(
            rest.starts_with("alpha beta{\"status\":\"FAILED\""),
            "{rest}"
        );
        assert!(rest.contains("UNSUPPORTED_CONTENT"), "{rest}");
    }

    #[test]
    fn a_file_beyond_the_input_limit_is_refused_and_the_next_one_served() {
        let mut wire = request("text/plain", &[b"0123456789", b"0123456789"]);
        wire.extend(request("text/plain", &[b"ok"]));
        let text = String::from_utf8(answers(&wire, 15)).expect("utf-8");
        assert!(text.contains("TOO_LARGE"), "{text}");
        assert!(text.ends_with("\nok"), "{text}");
    }

    #[test]
    fn a_broken_request_line_is_an_error_not_an_answer() {
        let mut input = std::io::Cursor::new(b"not json\n".to_vec());
        let mut output = Vec::new();
        assert!(serve_one(&mut input, &mut output, &ExtractLimits::default(), 10).is_err());
        assert!(output.is_empty());
    }
}
