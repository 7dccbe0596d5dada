//! `TestApp::spawn()`: the real server on a random port with a fresh database: a SQLite file in a
//! temporary directory, or a fresh PostgreSQL database when `TEST_DATABASE_URL` is set.

use std::path::PathBuf;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use actix::dev::ToEnvelope;
use actix::{Actor, Addr, Handler, Message};
use actors::quota_ledger::{Clock, QuotaLedger};
use chrono::{DateTime, Utc};
use reqwest::{Method, Response, StatusCode};
use sea_orm::{ConnectionTrait, Database, DatabaseConnection};
use serde_json::{Value, json};
use taxcredit::config::{Settings, Sources};
use taxcredit::startup::Application;
use uuid::Uuid;

pub const PASSWORD: &str = "Correct-Horse-42";

pub struct TestApp {
    pub address: String,
    pub client: reqwest::Client,
    /// A writable connection of the test's own to the service's database.
    pub db: DatabaseConnection,
    pub state: actix_web::web::Data<taxcredit::state::AppState>,
    pub data_dir: PathBuf,
    /// The database the server uses (SQLite in `data_dir`, or the fresh PostgreSQL database).
    pub database_url: String,
    _tmp: tempfile::TempDir,
}

/// A registered user with its tokens.
#[derive(Debug, Clone)]
pub struct TestUser {
    pub id: Uuid,
    pub email: String,
    pub access: String,
    pub refresh: String,
}

pub fn test_settings(data_dir: &std::path::Path) -> Settings {
    let file = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("config/test.toml");
    let mut settings = Settings::load(Sources {
        file: Some(&file),
        environment: false,
    })
    .expect("test settings");
    settings.app.data_dir = data_dir.to_owned();
    // The test binary is not the service: indexing runs the service's binary as its extractor.
    settings.worker.extract_program = env!("CARGO_BIN_EXE_taxcredit").to_owned();
    settings
}

/// Creates an empty PostgreSQL database next to `base` and returns its URL.
async fn fresh_postgres(base: &str) -> String {
    let admin = Database::connect(base)
        .await
        .expect("connect TEST_DATABASE_URL");
    let name = format!("taxcredit_test_{}", Uuid::new_v4().simple());
    admin
        .execute_unprepared(&format!("CREATE DATABASE {name}"))
        .await
        .expect("create test database");
    admin.close().await.ok();
    let (prefix, _) = base.rsplit_once('/').expect("URL has a database part");
    format!("{prefix}/{name}")
}

impl TestApp {
    pub async fn spawn() -> TestApp {
        Self::spawn_with(|_| {}).await
    }

    pub async fn spawn_with(configure: impl FnOnce(&mut Settings)) -> TestApp {
        let tmp = tempfile::tempdir().expect("tempdir");
        let mut settings = test_settings(tmp.path());
        if let Ok(base) = std::env::var("TEST_DATABASE_URL") {
            settings.database.url = fresh_postgres(&base).await;
        }
        configure(&mut settings);
        taxcredit::telemetry::init(&settings.log);
        let database_url = settings.database_url();
        let app = Application::build(settings.clone())
            .await
            .expect("app builds");
        let address = format!("http://127.0.0.1:{}", app.port());
        let state = app.state();
        // The test's own connection, writable (the service's pool only reads on SQLite: its
        // writes take the write gate); it waits out the service's writer like another process.
        let db = taxcredit::db::connect_writable(&settings)
            .await
            .expect("test connection");
        actix_web::rt::spawn(app.run_until_stopped());
        TestApp {
            address,
            client: reqwest::Client::new(),
            db,
            state,
            data_dir: tmp.path().to_owned(),
            database_url,
            _tmp: tmp,
        }
    }

    pub fn url(&self, path: &str) -> String {
        format!("{}{}", self.address, path)
    }

    /// Sends a request with an optional bearer token and JSON body.
    pub async fn send(
        &self,
        method: Method,
        path: &str,
        token: Option<&str>,
        body: Option<Value>,
    ) -> Response {
        let mut req = self.client.request(method, self.url(path));
        if let Some(token) = token {
            req = req.bearer_auth(token);
        }
        if let Some(body) = body {
            req = req.json(&body);
        }
        req.send().await.expect("request sent")
    }

    pub async fn get(&self, path: &str, token: &str) -> Response {
        self.send(Method::GET, path, Some(token), None).await
    }

    pub async fn post(&self, path: &str, token: Option<&str>, body: Value) -> Response {
        self.send(Method::POST, path, token, Some(body)).await
    }

    pub async fn patch(&self, path: &str, token: &str, body: Value) -> Response {
        self.send(Method::PATCH, path, Some(token), Some(body))
            .await
    }

    pub async fn delete(&self, path: &str, token: &str) -> Response {
        self.send(Method::DELETE, path, Some(token), None).await
    }

    pub async fn put(&self, path: &str, token: &str, body: Value) -> Response {
        self.send(Method::PUT, path, Some(token), Some(body)).await
    }

    pub async fn register(&self, email: &str) -> TestUser {
        let res = self
            .post(
                "/api/v1/auth/register",
                None,
                json!({"email": email, "password": PASSWORD}),
            )
            .await;
        assert_eq!(res.status(), StatusCode::CREATED, "register {email}");
        auth_user(&res.json().await.expect("auth json"))
    }

    /// Creates an account from the service layer (as `admin create-user` does) and signs it in.
    pub async fn create_admin(&self, email: &str) -> TestUser {
        let email = taxcredit::domain::Email::parse(email).expect("email");
        taxcredit::services::accounts::create_user_cli(
            &self.db,
            &self.state.hasher,
            email.clone(),
            taxcredit::domain::Role::Admin,
            taxcredit::domain::MembershipTier::Enterprise,
            Some(PASSWORD.into()),
        )
        .await
        .expect("admin created");
        self.login(email.as_str()).await
    }

    pub async fn login(&self, email: &str) -> TestUser {
        let res = self
            .post(
                "/api/v1/auth/login",
                None,
                json!({"email": email, "password": PASSWORD}),
            )
            .await;
        assert_eq!(res.status(), StatusCode::OK, "login {email}");
        auth_user(&res.json().await.expect("auth json"))
    }

    pub async fn create_project(&self, token: &str, name: &str) -> Value {
        let res = self
            .post(
                "/api/v1/projects",
                Some(token),
                json!({"name": name, "fiscalYear": "2025"}),
            )
            .await;
        assert_eq!(res.status(), StatusCode::CREATED);
        res.json().await.expect("project json")
    }

    pub async fn create_session(&self, token: &str, project_id: &str, kind: &str) -> Value {
        let res = self
            .post(
                &format!("/api/v1/projects/{project_id}/sessions"),
                Some(token),
                json!({"type": kind}),
            )
            .await;
        assert_eq!(res.status(), StatusCode::CREATED);
        res.json().await.expect("session json")
    }

    /// Changes a user row directly, as another replica or an operator would.
    pub async fn update_user(
        &self,
        id: Uuid,
        change: impl FnOnce(&mut entities::users::ActiveModel),
    ) {
        use sea_orm::{ActiveModelTrait, EntityTrait, IntoActiveModel};
        let mut row = entities::users::Entity::find_by_id(id)
            .one(&self.db)
            .await
            .expect("db")
            .expect("user row")
            .into_active_model();
        change(&mut row);
        row.update(&self.db).await.expect("user updated");
    }

    /// A second QuotaLedger on the app's database, whose clock reads `now` until the test sets
    /// another time (the app's own ledger reads the system clock). It sweeps only when told.
    pub fn ledger_at(&self, now: DateTime<Utc>) -> LedgerAt {
        let time = Arc::new(Mutex::new(now));
        let read = time.clone();
        let clock: Clock = Arc::new(move || *read.lock().expect("clock"));
        let addr = QuotaLedger::with_clock(
            self.state.db.clone(),
            self.state.writes.clone(),
            Duration::from_secs(24 * 3600),
            clock,
        )
        .start();
        LedgerAt { addr, time }
    }

    /// The JWT signing secret the server generated for this test.
    pub fn jwt_secret(&self) -> String {
        let text = std::fs::read_to_string(self.data_dir.join("secrets.toml")).expect("secrets");
        let table: toml::Table = toml::from_str(&text).expect("toml");
        table["jwt_secret"].as_str().expect("jwt_secret").to_owned()
    }
}

/// A QuotaLedger whose clock the test sets ([`TestApp::ledger_at`]).
pub struct LedgerAt {
    addr: Addr<QuotaLedger>,
    time: Arc<Mutex<DateTime<Utc>>>,
}

impl LedgerAt {
    /// From now on the ledger takes `now` as the current time.
    pub fn set(&self, now: DateTime<Utc>) {
        *self.time.lock().expect("clock") = now;
    }

    /// The ledger's answer to `msg`.
    pub async fn send<M>(&self, msg: M) -> M::Result
    where
        M: Message + Send + 'static,
        M::Result: Send,
        QuotaLedger: Handler<M>,
        <QuotaLedger as Actor>::Context: ToEnvelope<QuotaLedger, M>,
    {
        self.addr.send(msg).await.expect("the ledger answers")
    }
}

pub fn auth_user(body: &Value) -> TestUser {
    TestUser {
        id: body["user"]["id"]
            .as_str()
            .and_then(|s| s.parse().ok())
            .expect("user id"),
        email: body["user"]["email"].as_str().expect("email").to_owned(),
        access: body["accessToken"].as_str().expect("access").to_owned(),
        refresh: body["refreshToken"].as_str().expect("refresh").to_owned(),
    }
}

/// Asserts the error envelope and returns it.
pub async fn expect_error(res: Response, status: StatusCode, code: &str) -> Value {
    assert_eq!(res.status(), status, "status");
    let body: Value = res.json().await.expect("error json");
    assert_eq!(body["success"], false, "{body}");
    assert_eq!(body["error"]["code"], code, "{body}");
    assert!(body["data"].is_null(), "{body}");
    assert!(body["timestamp"].is_string(), "{body}");
    body
}

/// Asserts the auth layer's plain 401.
pub async fn expect_plain_401(res: Response, path: &str) {
    assert_eq!(res.status(), StatusCode::UNAUTHORIZED);
    assert_eq!(
        res.headers()
            .get("www-authenticate")
            .and_then(|v| v.to_str().ok()),
        Some("Bearer")
    );
    let body: Value = res.json().await.expect("json");
    assert_eq!(
        body,
        json!({"status": 401, "error": "Unauthorized", "path": path})
    );
}

/// A loopback port nothing listens on right now (bound, read, released).
pub fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .expect("bind a free port")
        .local_addr()
        .expect("local address")
        .port()
}

/// `http://127.0.0.1:{port}` where nothing listens: a connection there is refused.
pub fn closed_origin() -> String {
    format!("http://127.0.0.1:{}", free_port())
}
