//! Stand-in children (shell scripts) for how a child can end; the real child is exercised by
//! the worker tests (tests/api/worker.rs) and every indexing test.

use super::*;
use crate::protocol::TaskErrorCode;
use std::os::unix::fs::PermissionsExt;

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

fn input(chunks: &[&'static [u8]]) -> impl Stream<Item = Result<&'static [u8], String>> + Unpin {
    futures_util::stream::iter(chunks.iter().map(|c| Ok(*c)).collect::<Vec<_>>())
}

/// Reads the request line, answers with the environment as the text, then waits for more.
const ENV: &str = r#"read -r line; t=$(env); printf '{"status":"EXTRACTED","pages":1,"truncated":null,"text_bytes":%d}\n%s' ${#t} "$t"; exec cat >/dev/null"#;

#[tokio::test]
async fn input_beyond_the_limit_is_refused_without_waiting_for_the_child() {
    let dir = tempfile::tempdir().expect("tmp");
    let sandbox = script(dir.path(), "sink", "exec cat >/dev/null");
    let big: &'static [u8] = &[b'a'; 1000];
    let result = sandbox.extract("text/plain", input(&[big, big])).await;
    assert!(matches!(result, Err(SandboxError::TooLarge)), "{result:?}");
}

#[tokio::test]
async fn the_child_sees_none_of_the_services_environment_and_an_answering_child_is_reused() {
    let dir = tempfile::tempdir().expect("tmp");
    let sandbox = script(dir.path(), "env", ENV);
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
    assert_eq!(locked(&sandbox.idle).len(), 1, "kept warm");
    assert_eq!(sandbox.spawned(), 1);
}

#[tokio::test]
async fn a_child_past_its_wall_time_is_killed_and_the_file_fails() {
    let dir = tempfile::tempdir().expect("tmp");
    let sandbox = script(dir.path(), "hang", "exec sleep 60");
    let started = std::time::Instant::now();
    let err = sandbox
        .extract("text/plain", input(&[b"x"]))
        .await
        .expect("runs")
        .expect_err("killed");
    assert_eq!(err.code(), TaskErrorCode::LimitExceeded);
    assert!(err.to_string().contains("longer than 1 s"), "{err}");
    assert!(started.elapsed() < Duration::from_secs(20));
    assert!(locked(&sandbox.idle).is_empty(), "never reused");
}

#[tokio::test]
async fn how_a_child_ended_decides_the_files_error() {
    let dir = tempfile::tempdir().expect("tmp");
    let cases = [
        (
            "oom",
            "read -r line; echo 'memory allocation of 1073741824 bytes failed' >&2; kill -ABRT $$",
            TaskErrorCode::LimitExceeded,
            "more than 64 MiB of memory",
        ),
        (
            "cpu",
            "read -r line; kill -XCPU $$",
            TaskErrorCode::LimitExceeded,
            "s of processor time",
        ),
        (
            "segv",
            "read -r line; kill -SEGV $$",
            TaskErrorCode::CorruptFile,
            "stopped on it",
        ),
        (
            "garbage",
            "read -r line; echo nonsense; exec cat >/dev/null",
            TaskErrorCode::CorruptFile,
            "could not be read back",
        ),
        (
            "refused",
            r#"read -r line; echo '{"status":"FAILED","code":"LIMIT_EXCEEDED","message":"The PDF has more than 2 pages"}'; exec cat >/dev/null"#,
            TaskErrorCode::LimitExceeded,
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
        let kept = locked(&sandbox.idle).len();
        assert_eq!(kept, usize::from(name == "refused"), "{name}: reuse");
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
    assert!(Sandbox::new(missing.to_str().expect("path"), ExtractLimits::default(), 1).is_err());
}
