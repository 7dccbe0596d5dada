//! The binary's subcommands: migrate, admin create-user, and the production secret check.

use migrations::MigratorTrait;
use std::io::Write;
use std::process::{Command, Output, Stdio};

use reqwest::StatusCode;
use serde_json::json;

use crate::helpers::{PASSWORD, TestApp};

fn taxcredit(data_dir: &std::path::Path, args: &[&str], stdin: Option<&str>) -> Output {
    run(data_dir, None, args, stdin)
}

/// Runs the binary against the test app's own database.
/// Runs the binary against the app's database on a blocking thread: the app's tasks (its write
/// gate's group commits among them) keep running on the test's runtime meanwhile, as they would
/// in a server process beside the command.
async fn taxcredit_on(app: &TestApp, args: &[&str], stdin: Option<&str>) -> Output {
    let data_dir = app.data_dir.clone();
    let url = app.database_url.clone();
    let args: Vec<String> = args.iter().map(|a| (*a).to_owned()).collect();
    let stdin = stdin.map(str::to_owned);
    actix_web::rt::task::spawn_blocking(move || {
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        run(&data_dir, Some(&url), &args, stdin.as_deref())
    })
    .await
    .expect("command thread")
}

fn run(
    data_dir: &std::path::Path,
    database_url: Option<&str>,
    args: &[&str],
    stdin: Option<&str>,
) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_taxcredit"))
        .args(args)
        .env("TAXCREDIT__APP__DATA_DIR", data_dir)
        .env("TAXCREDIT__DATABASE__URL", database_url.unwrap_or_default())
        .env("TAXCREDIT__LOG__LEVEL", "warn")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("binary starts");
    if let Some(input) = stdin {
        child
            .stdin
            .take()
            .expect("stdin")
            .write_all(input.as_bytes())
            .expect("write");
    }
    drop(child.stdin.take());
    child.wait_with_output().expect("binary finishes")
}

fn stdout(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

#[test]
fn migrate_up_status_down_and_fresh() {
    let dir = tempfile::tempdir().expect("tempdir");
    let out = taxcredit(dir.path(), &["migrate", "up"], None);
    assert!(out.status.success(), "{out:?}");
    let text = stdout(&out);
    let all = migrations::Migrator::migrations();
    assert_eq!(text.lines().count(), all.len(), "{text}");
    assert!(text.lines().all(|l| l.ends_with("Applied")), "{text}");

    let out = taxcredit(dir.path(), &["migrate", "down"], None);
    assert!(out.status.success(), "{out:?}");
    let newest = all.last().expect("migrations").name().to_owned();
    assert!(
        stdout(&out)
            .lines()
            .last()
            .is_some_and(|l| l.starts_with(&newest) && l.ends_with("Pending")),
        "the newest migration is rolled back"
    );

    let out = taxcredit(dir.path(), &["migrate", "fresh"], None);
    assert!(!out.status.success(), "fresh needs --yes");
    let out = taxcredit(dir.path(), &["migrate", "fresh", "--yes"], None);
    assert!(out.status.success(), "{out:?}");
    assert!(stdout(&out).lines().all(|l| l.ends_with("Applied")));
}

#[actix_web::test]
async fn admin_create_user_reads_stdin_or_generates_a_password() {
    let app = TestApp::spawn().await;
    let out = taxcredit_on(
        &app,
        &[
            "admin",
            "create-user",
            "--email",
            "Root@Example.com",
            "--role",
            "ADMIN",
        ],
        Some(&format!("{PASSWORD}\n")),
    )
    .await;
    assert!(out.status.success(), "{out:?}");
    assert!(
        stdout(&out).contains("created ADMIN root@example.com"),
        "{}",
        stdout(&out)
    );
    assert!(!stdout(&out).contains(PASSWORD));

    let admin = app.login("root@example.com").await;
    assert_eq!(
        app.get("/api/v1/admin/users/stats", &admin.access)
            .await
            .status(),
        StatusCode::OK
    );

    let out = taxcredit_on(
        &app,
        &[
            "admin",
            "create-user",
            "--email",
            "gen@example.com",
            "--role",
            "USER",
            "--tier",
            "enterprise",
        ],
        None,
    )
    .await;
    assert!(out.status.success(), "{out:?}");
    let text = stdout(&out);
    let generated = text
        .lines()
        .find_map(|l| l.strip_prefix("generated password (shown once): "))
        .expect("password printed");
    let res = app
        .post(
            "/api/v1/auth/login",
            None,
            json!({"email": "gen@example.com", "password": generated}),
        )
        .await;
    assert_eq!(res.status(), StatusCode::OK);
    let body: serde_json::Value = res.json().await.expect("json");
    assert_eq!(body["user"]["membershipTier"], "ENTERPRISE");

    let out = taxcredit_on(
        &app,
        &["admin", "create-user", "--email", "gen@example.com"],
        Some("Another-Pass-99\n"),
    )
    .await;
    assert!(!out.status.success(), "duplicate email refused");
    let out = taxcredit_on(
        &app,
        &[
            "admin",
            "create-user",
            "--email",
            "x@example.com",
            "--role",
            "ROOT",
        ],
        None,
    )
    .await;
    assert!(!out.status.success(), "unknown role refused");
}

#[test]
fn production_refuses_to_start_on_a_missing_or_weak_secret() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_taxcredit"));
    cmd.arg("serve")
        .env("TAXCREDIT__APP__DATA_DIR", dir.path())
        .env("TAXCREDIT__APP__ENV", "production")
        .env("TAXCREDIT__SERVER__PORT", "0");
    let out = cmd.output().expect("runs");
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("security.jwt_secret is missing"), "{err}");

    let out = cmd
        .env("TAXCREDIT__SECURITY__JWT_SECRET", "changeme")
        .env(
            "TAXCREDIT__SECURITY__ENCRYPTION_KEY",
            "q1w2e3r4t5y6u7i8o9p0AaSsDdFfGgHhJjKkLlZzXxC=",
        )
        .env(
            "TAXCREDIT__WORKER__TOKEN",
            "Zx8Qw7Er6Ty5Ui4Op3As2Df1Gh0Jk9Lm8Nb7Vc6Xz5",
        )
        .output()
        .expect("runs");
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("security.jwt_secret is weak"), "{err}");
    assert!(
        !dir.path().join("secrets.toml").exists(),
        "nothing generated in production"
    );
}

#[test]
fn serve_stops_gracefully_on_sigterm() {
    let dir = tempfile::tempdir().expect("tempdir");
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .expect("free port")
        .port();
    let mut child = Command::new(env!("CARGO_BIN_EXE_taxcredit"))
        .arg("serve")
        .env("TAXCREDIT__APP__DATA_DIR", dir.path())
        .env("TAXCREDIT__SERVER__PORT", port.to_string())
        .env("TAXCREDIT__LOG__LEVEL", "warn")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("serve starts");
    let url = format!("http://127.0.0.1:{port}/api/v1/health/liveness");
    let started = std::time::Instant::now();
    let up = loop {
        if liveness_answers(port) {
            break true;
        }
        if started.elapsed() > std::time::Duration::from_secs(10) {
            break false;
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
    };
    assert!(up, "server never listened on {url}");
    let killed = Command::new("kill")
        .args(["-TERM", &child.id().to_string()])
        .status()
        .expect("kill runs");
    assert!(killed.success());
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
    let status = loop {
        if let Some(status) = child.try_wait().expect("wait") {
            break Some(status);
        }
        if std::time::Instant::now() > deadline {
            child.kill().ok();
            break None;
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
    };
    assert!(
        status.is_some_and(|s| s.success()),
        "exit after SIGTERM: {status:?}"
    );
}

/// A plain HTTP/1.0 liveness probe (the server answers only once its signal handlers are in place).
fn liveness_answers(port: u16) -> bool {
    use std::io::Read;
    let Ok(mut stream) = std::net::TcpStream::connect(("127.0.0.1", port)) else {
        return false;
    };
    let request = "GET /api/v1/health/liveness HTTP/1.0\r\nHost: localhost\r\n\r\n";
    let mut answer = String::new();
    stream.write_all(request.as_bytes()).is_ok()
        && stream.read_to_string(&mut answer).is_ok()
        && answer.starts_with("HTTP/1.0 200") | answer.starts_with("HTTP/1.1 200")
}

#[test]
fn the_worker_refuses_to_start_without_a_token() {
    let dir = tempfile::tempdir().expect("tempdir");
    let out = taxcredit(dir.path(), &["worker"], None);
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("worker.token"), "{err}");
}
