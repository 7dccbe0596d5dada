//! The extraction child, `taxcredit extract`: the worker runs one per file (see
//! [`crate::worker::sandbox`]). Before it reads a byte it lowers its own resource limits (address
//! space, processor time, no core or file writes), then reads the file from standard input, runs
//! [`super::extract`] and answers on standard output: one line of JSON ([`Answer`]) followed by
//! the extracted text. A file that makes the extractor allocate past the address-space limit
//! aborts this process, never the service.

use std::io::{Read, Write};
use std::process::ExitCode;

use serde::{Deserialize, Serialize};

use super::{ExtractLimits, extract};

/// Exit code of a child that could not set up its limits (a fault of the host, not the file).
pub const EXIT_SETUP: u8 = 3;

/// The first line of the child's standard output; the text follows it.
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
        code: String,
        message: String,
    },
}

/// The arguments of `taxcredit extract`.
#[derive(Debug, Clone, clap::Args)]
pub struct ChildArgs {
    /// Content type of the file on standard input.
    #[arg(long)]
    pub content_type: String,
    /// The limits, as JSON (keys of the `[extract]` section).
    #[arg(long)]
    pub limits: String,
    /// Standard input beyond this many bytes is refused.
    #[arg(long)]
    pub max_input_bytes: u64,
}

/// Sets one resource limit of this process (soft and hard).
#[cfg(unix)]
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

/// The kernel's wall: address space, processor time, no core dumps, no files written.
#[cfg(unix)]
fn confine(limits: &ExtractLimits) -> std::io::Result<()> {
    let memory = limits.max_memory_mib.saturating_mul(1024 * 1024);
    let cpu = limits.max_secs.saturating_add(1);
    set_limit(libc::RLIMIT_AS, memory, memory)?;
    // SIGXCPU at the soft limit, SIGKILL a second later if it is ignored.
    set_limit(libc::RLIMIT_CPU, cpu, cpu.saturating_add(1))?;
    set_limit(libc::RLIMIT_CORE, 0, 0)?;
    set_limit(libc::RLIMIT_FSIZE, 0, 0)?;
    Ok(())
}

#[cfg(not(unix))]
fn confine(_: &ExtractLimits) -> std::io::Result<()> {
    Err(std::io::Error::other("resource limits need a Unix system"))
}

/// Runs the child: confine, read, extract, answer. Its diagnostics go to standard error, which
/// the worker reads (at most a few KiB) and logs.
#[allow(clippy::print_stderr)]
pub fn main(args: &ChildArgs) -> ExitCode {
    let limits: ExtractLimits = match serde_json::from_str(&args.limits) {
        Ok(limits) => limits,
        Err(e) => {
            eprintln!("extract: --limits is not valid: {e}");
            return ExitCode::from(EXIT_SETUP);
        }
    };
    if let Err(e) = confine(&limits) {
        eprintln!("extract: cannot set resource limits: {e}");
        return ExitCode::from(EXIT_SETUP);
    }
    let mut input = Vec::new();
    let read = std::io::stdin()
        .lock()
        .take(args.max_input_bytes.saturating_add(1))
        .read_to_end(&mut input);
    if let Err(e) = read {
        eprintln!("extract: cannot read standard input: {e}");
        return ExitCode::from(EXIT_SETUP);
    }
    let (answer, text) = if input.len() as u64 > args.max_input_bytes {
        failed("TOO_LARGE", "The file is larger than the worker indexes")
    } else {
        match extract(&args.content_type, &input, &limits) {
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
    match write_answer(&answer, &text) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("extract: cannot write the answer: {e}");
            ExitCode::from(EXIT_SETUP)
        }
    }
}

fn failed(code: &str, message: &str) -> (Answer, String) {
    (
        Answer::Failed {
            code: code.to_owned(),
            message: message.to_owned(),
        },
        String::new(),
    )
}

fn write_answer(answer: &Answer, text: &str) -> std::io::Result<()> {
    let mut out = std::io::stdout().lock();
    serde_json::to_writer(&mut out, answer)?;
    out.write_all(b"\n")?;
    out.write_all(text.as_bytes())?;
    out.flush()
}

/// Splits what a child wrote into its answer and its text; `None` when it is not the protocol.
pub fn parse_output(output: &[u8]) -> Option<(Answer, String)> {
    let end = output.iter().position(|&b| b == b'\n')?;
    let answer: Answer = serde_json::from_slice(&output[..end]).ok()?;
    let text = &output[end + 1..];
    if let Answer::Extracted { text_bytes, .. } = &answer
        && *text_bytes != text.len() as u64
    {
        return None;
    }
    let text = String::from_utf8(text.to_vec()).ok()?;
    Some((answer, text))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn output_round_trips_and_a_short_text_is_refused() {
        let answer = Answer::Extracted {
            pages: 2,
            truncated: None,
            text_bytes: 5,
        };
        let mut wire = serde_json::to_vec(&answer).expect("json");
        wire.push(b'\n');
        wire.extend_from_slice(b"hello");
        assert_eq!(parse_output(&wire), Some((answer, "hello".to_owned())));
        assert_eq!(parse_output(&wire[..wire.len() - 1]), None);
        assert_eq!(parse_output(b"not json\n"), None);
        assert_eq!(parse_output(b""), None);
    }
}
