//! A stand-in task worker for run tests (records envelopes; answers, fails or holds on demand)
//! and the small helpers the run tests share.

use std::net::TcpListener;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use actix_web::{App, HttpResponse, HttpServer, web};
use entities::quota_counters;
use sea_orm::EntityTrait;
use secrecy::SecretString;
use serde_json::{Value, json};
use taxcredit::domain::QuotaKind;
use uuid::Uuid;

use crate::helpers::{TestApp, TestUser};

#[derive(Clone, Copy, PartialEq)]
pub enum Mode {
    Answer,
    /// Answers after 40 ms, counting how many tasks it holds at once.
    Hold,
    Garbage,
    Status500,
    Slow,
    /// Like `Hold`, for this many milliseconds.
    HoldFor(u64),
}

/// A stand-in worker that records the envelopes it receives.
pub struct StubWorker {
    pub url: String,
    pub seen: Arc<Mutex<Vec<Value>>>,
    pub mode: Arc<Mutex<Mode>>,
    /// (held now, most held at once) in `Mode::Hold`.
    pub held: Arc<Mutex<(usize, usize)>>,
}

impl StubWorker {
    pub fn start() -> StubWorker {
        let seen: Arc<Mutex<Vec<Value>>> = Arc::default();
        let mode = Arc::new(Mutex::new(Mode::Answer));
        let held: Arc<Mutex<(usize, usize)>> = Arc::default();
        let (s, m, h) = (seen.clone(), mode.clone(), held.clone());
        let listener = TcpListener::bind("127.0.0.1:0").expect("port");
        let url = format!("http://{}", listener.local_addr().expect("addr"));
        let server = HttpServer::new(move || {
            let (s, m, h) = (s.clone(), m.clone(), h.clone());
            App::new().app_data(web::JsonConfig::default().limit(1 << 24)).route(
                "/api/v1/task/process",
                web::post().to(move |body: web::Json<Value>| {
                    let (s, m, h) = (s.clone(), m.clone(), h.clone());
                    async move {
                        s.lock().expect("lock").push(body.into_inner());
                        let mode = *m.lock().expect("lock");
                        match mode {
                            Mode::Answer => HttpResponse::Ok().json(json!({"status": "SUCCEEDED", "taskType": "RUN", "output": "stub reply", "data": {}, "citations": [], "usage": {}, "engine": "stub", "model": null, "latencyMs": 1, "error": null})),
                            Mode::Hold | Mode::HoldFor(_) => {
                                let ms = match mode {
                                    Mode::HoldFor(ms) => ms,
                                    _ => 40,
                                };
                                {
                                    let mut held = h.lock().expect("lock");
                                    held.0 += 1;
                                    held.1 = held.1.max(held.0);
                                }
                                tokio::time::sleep(Duration::from_millis(ms)).await;
                                h.lock().expect("lock").0 -= 1;
                                HttpResponse::Ok().json(json!({"status": "SUCCEEDED", "taskType": "RUN", "output": "held reply", "data": {}, "citations": [], "usage": {}, "engine": "stub", "model": null, "latencyMs": 40, "error": null}))
                            }
                            Mode::Garbage => HttpResponse::Ok().body("<html>not json</html>"),
                            Mode::Status500 => HttpResponse::InternalServerError().finish(),
                            Mode::Slow => {
                                tokio::time::sleep(Duration::from_secs(3)).await;
                                HttpResponse::Ok().json(json!({"status": "SUCCEEDED", "output": "late"}))
                            }
                        }
                    }
                }),
            )
        })
        .workers(1)
        .disable_signals()
        .listen(listener)
        .expect("listen")
        .run();
        actix_web::rt::spawn(server);
        StubWorker {
            url,
            seen,
            mode,
            held,
        }
    }

    pub fn set(&self, mode: Mode) {
        *self.mode.lock().expect("lock") = mode;
    }

    pub fn last(&self) -> Value {
        self.seen
            .lock()
            .expect("lock")
            .last()
            .cloned()
            .expect("an envelope")
    }
}

pub async fn app_with_stub() -> (TestApp, StubWorker) {
    let stub = StubWorker::start();
    let app = backend_for(&stub, None).await;
    (app, stub)
}

/// A backend using `stub` as its worker, on a fresh database or on `database_url`.
pub async fn backend_for(stub: &StubWorker, database_url: Option<String>) -> TestApp {
    let url = stub.url.clone();
    TestApp::spawn_with(move |s| {
        s.worker.url = url;
        s.worker.token = SecretString::from(taxcredit::auth::opaque::generate());
        s.worker.timeout_ms = 1000;
        if let Some(db) = database_url {
            s.database.url = db;
        }
    })
    .await
}

pub async fn session(app: &TestApp, user: &TestUser, kind: &str) -> (String, String) {
    let project = app.create_project(&user.access, "Runs").await;
    let pid = project["id"].as_str().expect("id").to_owned();
    let session = app.create_session(&user.access, &pid, kind).await;
    (pid, session["id"].as_str().expect("id").to_owned())
}

pub async fn run(app: &TestApp, token: &str, sid: &str, body: Value) -> reqwest::Response {
    app.post(&format!("/api/v1/sessions/{sid}/runs"), Some(token), body)
        .await
}

pub async fn ai_counter(app: &TestApp, user: Uuid) -> (i64, i64) {
    let period = chrono::Utc::now().format("%Y-%m").to_string();
    quota_counters::Entity::find_by_id((user, QuotaKind::AiRun, period))
        .one(&app.db)
        .await
        .expect("db")
        .map(|c| (c.used, c.reserved))
        .unwrap_or((0, 0))
}
