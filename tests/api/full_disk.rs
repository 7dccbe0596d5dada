//! RELIABILITY 37, issue 31: writes of every kind run concurrently through HTTP while the disk
//! fills up and empties again, then a fresh server opens the same database. Every 2xx answer's
//! effect is still there, every refusal was a 503 naming its cause, and writes work again without
//! a restart. The data directory is a small tmpfs when the test runs as root (the disk really
//! full: SQLite's WAL cannot grow), otherwise the database is capped with `max_page_count`.
//! On PostgreSQL the same workload runs against a database that refuses writes, then accepts
//! them again.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use futures_util::future::{BoxFuture, join_all};
use reqwest::{Response, StatusCode};
use sea_orm::{ConnectionTrait, DatabaseConnection, EntityTrait};

use serde_json::{Value, json};
use taxcredit::billing::signature::{HEADER, header_for};

use crate::helpers::{TestApp, TestUser};

const SECRET: &str = "whsec_full_disk_secret";
const MAIN: &str = "main@full.test";

/// A tmpfs mounted on a folder for the test's life (root only).
struct Tmpfs(PathBuf);

impl Tmpfs {
    fn mount(dir: &Path, size: &str) -> Option<Tmpfs> {
        // SAFETY: geteuid has no preconditions and cannot fail.
        if unsafe { libc::geteuid() } != 0 {
            return None;
        }
        std::fs::create_dir_all(dir).ok()?;
        let mounted = std::process::Command::new("mount")
            .args(["-t", "tmpfs", "-o", &format!("size={size}"), "tmpfs"])
            .arg(dir)
            .status()
            .is_ok_and(|s| s.success());
        mounted.then(|| Tmpfs(dir.to_owned()))
    }
}

impl Drop for Tmpfs {
    fn drop(&mut self) {
        let _ = std::process::Command::new("umount")
            .arg("-l")
            .arg(&self.0)
            .status();
    }
}

/// How the test takes the space away and gives it back.
enum Space {
    /// A file that fills the tmpfs.
    Disk(PathBuf),
    /// A table that fills the capped SQLite file (or, on PostgreSQL, a read-only database).
    Cap,
    ReadOnly(String),
}

impl Space {
    async fn exhaust(&self, db: &DatabaseConnection) {
        match self {
            Space::Disk(filler) => {
                use std::io::Write;
                let mut file = std::fs::File::create(filler).expect("filler");
                let chunk = vec![7u8; 64 * 1024];
                while file.write_all(&chunk).is_ok() {}
                while file.write_all(&[7u8]).is_ok() {}
            }
            Space::Cap => {
                db.execute_unprepared("CREATE TABLE IF NOT EXISTS filler (b BLOB)")
                    .await
                    .expect("filler table");
                for size in [65536, 4096, 512, 64] {
                    while db
                        .execute_unprepared(&format!(
                            "INSERT INTO filler VALUES (zeroblob({size}))"
                        ))
                        .await
                        .is_ok()
                    {}
                }
            }
            Space::ReadOnly(name) => {
                db.execute_unprepared(&format!(
                    "ALTER DATABASE {name} SET default_transaction_read_only = on"
                ))
                .await
                .expect("read-only");
                terminate(db, name).await;
            }
        }
    }

    async fn free(&self, db: &DatabaseConnection) {
        match self {
            Space::Disk(filler) => std::fs::remove_file(filler).expect("filler removed"),
            Space::Cap => {
                db.execute_unprepared("DELETE FROM filler")
                    .await
                    .expect("filler emptied");
            }
            Space::ReadOnly(name) => {
                db.execute_unprepared(&format!(
                    "ALTER DATABASE {name} SET default_transaction_read_only = off"
                ))
                .await
                .expect("writable");
                terminate(db, name).await;
            }
        }
    }
}

/// Ends the service's sessions so that new ones take the database's setting.
async fn terminate(db: &DatabaseConnection, name: &str) {
    db.execute_unprepared(&format!(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity \
         WHERE datname = '{name}' AND pid <> pg_backend_pid()"
    ))
    .await
    .expect("terminate");
}

/// What the server acknowledged (2xx), to be found after the restart.
#[derive(Default)]
struct Acknowledged {
    /// E-mail to user ID.
    users: BTreeMap<String, String>,
    projects: BTreeSet<String>,
    deleted: BTreeSet<String>,
    sessions: BTreeSet<String>,
    titles: BTreeMap<String, String>,
    statuses: BTreeMap<String, String>,
    assistant_messages: BTreeSet<String>,
    pending_files: BTreeSet<String>,
    confirmed_files: BTreeSet<String>,
    refresh_tokens: Vec<String>,
    tiers: BTreeMap<String, String>,
    events: BTreeSet<String>,
    /// Refusals by code.
    refused: BTreeMap<String, usize>,
}

impl Acknowledged {
    /// The body of a 2xx answer; otherwise checks that it is a 503 naming the database's state.
    async fn answer(&mut self, what: &str, res: Response) -> Option<Value> {
        let status = res.status();
        if status.is_success() {
            return Some(res.json().await.unwrap_or(Value::Null));
        }
        let retry = res.headers().contains_key("retry-after");
        let body: Value = res.json().await.unwrap_or(Value::Null);
        let code = body["error"]["code"]
            .as_str()
            .unwrap_or_default()
            .to_owned();
        assert!(
            status == StatusCode::SERVICE_UNAVAILABLE
                && retry
                && (code == "STORAGE_FULL" || code == "DATABASE_UNAVAILABLE"),
            "{what}: {status} {body}"
        );
        *self.refused.entry(code).or_default() += 1;
        None
    }

    fn refusals(&self) -> usize {
        self.refused.values().sum()
    }
}

/// The fixed parts of the workload.
struct World {
    user: TestUser,
    admin: TestUser,
    base_project: String,
    base_session: String,
}

type Answer = (&'static str, String, Response);

/// One round: a write of every kind, all at once. `k` makes names unique.
async fn round(app: &TestApp, world: &World, ack: &mut Acknowledged, k: usize) {
    let token = world.user.access.as_str();
    let earlier_sessions: Vec<String> = ack.sessions.iter().cloned().collect();
    let earlier_projects: Vec<String> = ack
        .projects
        .iter()
        .filter(|p| !ack.deleted.contains(*p) && **p != world.base_project)
        .cloned()
        .collect();
    let earlier_users: Vec<String> = ack.users.values().cloned().collect();
    let mut ops: Vec<BoxFuture<'_, Answer>> = Vec::new();
    let tag = |what: &'static str, key: String, res: Response| (what, key, res);
    ops.push(Box::pin(async move {
        let email = format!("u{k}@full.test");
        let res = app
            .post(
                "/api/v1/auth/register",
                None,
                json!({"email": email, "password": crate::helpers::PASSWORD}),
            )
            .await;
        tag("register", email, res)
    }));
    ops.push(Box::pin(async move {
        let body = json!({"email": MAIN, "password": crate::helpers::PASSWORD});
        tag(
            "login",
            String::new(),
            app.post("/api/v1/auth/login", None, body).await,
        )
    }));
    ops.push(Box::pin(async move {
        let body = json!({"name": format!("P{k}"), "fiscalYear": "2025"});
        tag(
            "project",
            String::new(),
            app.post("/api/v1/projects", Some(token), body).await,
        )
    }));
    let base = world.base_project.clone();
    ops.push(Box::pin(async move {
        let path = format!("/api/v1/projects/{base}/sessions");
        tag(
            "session",
            String::new(),
            app.post(&path, Some(token), json!({"type": "PRECHECK"}))
                .await,
        )
    }));
    if let Some(session) = earlier_sessions
        .get(k % earlier_sessions.len().max(1))
        .cloned()
    {
        let base = world.base_project.clone();
        ops.push(Box::pin(async move {
            let title = format!("Title {k}");
            let path = format!("/api/v1/projects/{base}/sessions/{session}/title");
            let res = app.patch(&path, token, json!({"title": title})).await;
            tag("title", format!("{session} {title}"), res)
        }));
    }
    if let Some(project) = earlier_projects.first().cloned() {
        ops.push(Box::pin(async move {
            let status = ["IN_PROGRESS", "IN_REVIEW", "FILED"][k % 3];
            let path = format!("/api/v1/projects/{project}");
            let res = app.patch(&path, token, json!({"status": status})).await;
            tag("status", format!("{project} {status}"), res)
        }));
    }
    if let Some(project) = earlier_projects.get(1).cloned() {
        ops.push(Box::pin(async move {
            let res = app
                .delete(&format!("/api/v1/projects/{project}"), token)
                .await;
            tag("delete", project, res)
        }));
    }
    let session = world.base_session.clone();
    ops.push(Box::pin(async move {
        let path = format!("/api/v1/sessions/{session}/runs");
        let body = json!({"type": "PRECHECK", "input": format!("We measured adhesion at -40 C, trial {k}.")});
        tag("run", String::new(), app.post(&path, Some(token), body).await)
    }));
    let base = world.base_project.clone();
    ops.push(Box::pin(async move {
        let files =
            json!([{"filename": format!("n{k}.txt"), "contentType": "text/plain", "fileSize": 5}]);
        let res = crate::uploads::presign(app, token, &base, files).await;
        tag("presign", String::new(), res)
    }));
    let base = world.base_project.clone();
    ops.push(Box::pin(async move {
        // The whole upload: a PUT the full store refuses is no answer of the API's.
        let files =
            json!([{"filename": format!("c{k}.txt"), "contentType": "text/plain", "fileSize": 5}]);
        let res = crate::uploads::presign(app, token, &base, files).await;
        if res.status() != StatusCode::OK {
            return tag("presign", String::new(), res);
        }
        let list: Value = res.json().await.expect("json");
        let (id, url) = (
            list[0]["fileId"].as_str().expect("id").to_owned(),
            list[0]["uploadUrl"].as_str().expect("url").to_owned(),
        );
        let put = app
            .client
            .put(&url)
            .header("content-type", "text/plain")
            .body("hello")
            .send()
            .await;
        if !put.is_ok_and(|r| r.status() == StatusCode::OK) {
            let res = app
                .get(&format!("/api/v1/projects/{base}/files"), token)
                .await;
            return tag("put refused", id, res);
        }
        tag(
            "confirm",
            id.clone(),
            crate::uploads::confirm(app, token, &base, &id).await,
        )
    }));
    if let Some(id) = earlier_users.first().cloned() {
        let admin = world.admin.access.as_str();
        ops.push(Box::pin(async move {
            let tier = ["PROFESSIONAL", "ENTERPRISE", "FREE"][k % 3];
            let path = format!("/api/v1/admin/users/{id}");
            let res = app
                .patch(&path, admin, json!({"membershipTier": tier}))
                .await;
            tag("tier", format!("{id} {tier}"), res)
        }));
    }
    ops.push(Box::pin(async move {
        let id = format!("evt_full_{k}");
        let body = serde_json::to_vec(&json!({"id": id, "type": "customer.created",
            "created": chrono::Utc::now().timestamp(), "data": {"object": {"id": "cus_1"}}}))
        .expect("json");
        let header = header_for(&[SECRET.as_bytes()], chrono::Utc::now().timestamp(), &body);
        let res = app
            .client
            .post(app.url("/api/v1/billing/payment/webhook"))
            .header("content-type", "application/json")
            .header(HEADER, header)
            .body(body)
            .send()
            .await
            .expect("webhook");
        tag("webhook", id, res)
    }));
    for (what, key, res) in join_all(ops).await {
        let Some(body) = ack.answer(what, res).await else {
            continue;
        };
        let id = |v: &Value| v["id"].as_str().expect("id").to_owned();
        match what {
            "register" => {
                let id = body["user"]["id"].as_str().expect("user id").to_owned();
                ack.users.insert(key, id);
            }
            "login" => ack
                .refresh_tokens
                .push(body["refreshToken"].as_str().expect("refresh").to_owned()),
            "project" => {
                ack.projects.insert(id(&body));
            }
            "session" => {
                ack.sessions.insert(id(&body));
            }
            "title" | "status" | "tier" => {
                let (target, value) = key.split_once(' ').expect("key");
                let map = match what {
                    "title" => &mut ack.titles,
                    "status" => &mut ack.statuses,
                    _ => &mut ack.tiers,
                };
                map.insert(target.to_owned(), value.to_owned());
            }
            "delete" => {
                ack.deleted.insert(key);
            }
            "run" => {
                ack.assistant_messages.insert(
                    body["messages"]["assistantMessageId"]
                        .as_str()
                        .expect("assistant")
                        .to_owned(),
                );
            }
            "presign" => {
                ack.pending_files
                    .insert(body[0]["fileId"].as_str().expect("file").to_owned());
            }
            "put refused" => {
                ack.pending_files.insert(key);
            }
            "confirm" => {
                ack.confirmed_files.insert(key);
            }
            "webhook" => {
                ack.events.insert(key);
            }
            other => panic!("unknown operation {other}"),
        }
    }
}

async fn json_ok<T: serde::de::DeserializeOwned>(res: Response, what: &str) -> T {
    assert_eq!(res.status(), StatusCode::OK, "{what}");
    res.json().await.expect("json")
}

/// Everything acknowledged is there for a fresh server on the same database.
async fn verify(app: &TestApp, world: &World, ack: &Acknowledged) {
    let user = app.login(MAIN).await;
    let admin = app.login(&world.admin.email).await;
    for email in ack.users.keys() {
        app.login(email).await;
    }
    let listed: Vec<Value> =
        json_ok(app.get("/api/v1/projects", &user.access).await, "projects").await;
    let stored: BTreeMap<String, String> = listed
        .iter()
        .map(|p| {
            (
                p["id"].as_str().expect("id").to_owned(),
                p["status"].as_str().expect("status").to_owned(),
            )
        })
        .collect();
    let mut expected: BTreeSet<String> = ack.projects.difference(&ack.deleted).cloned().collect();
    expected.insert(world.base_project.clone());
    let stored_ids: BTreeSet<String> = stored.keys().cloned().collect();
    assert_eq!(
        stored_ids, expected,
        "projects: acknowledged, and only those"
    );
    for (project, status) in &ack.statuses {
        if let Some(found) = stored.get(project) {
            assert_eq!(found, status, "project {project}");
        }
    }
    let path = format!("/api/v1/projects/{}/sessions", world.base_project);
    let sessions: Vec<Value> = json_ok(app.get(&path, &user.access).await, "sessions").await;
    let titles: BTreeMap<String, String> = sessions
        .iter()
        .map(|s| {
            (
                s["id"].as_str().expect("id").to_owned(),
                s["title"].as_str().unwrap_or_default().to_owned(),
            )
        })
        .collect();
    let mut expected_sessions = ack.sessions.clone();
    expected_sessions.insert(world.base_session.clone());
    assert_eq!(
        titles.keys().cloned().collect::<BTreeSet<_>>(),
        expected_sessions,
        "sessions"
    );
    for (session, title) in &ack.titles {
        assert_eq!(&titles[session], title, "title of {session}");
    }
    let path = format!("/api/v1/sessions/{}/history?limit=200", world.base_session);
    let history: Vec<Value> = json_ok(app.get(&path, &user.access).await, "history").await;
    let messages: BTreeSet<String> = history
        .iter()
        .map(|m| m["id"].as_str().expect("id").to_owned())
        .collect();
    assert!(
        ack.assistant_messages.is_subset(&messages),
        "every answered run's messages are kept"
    );
    let path = format!("/api/v1/projects/{}/files", world.base_project);
    let files: Vec<Value> = json_ok(app.get(&path, &user.access).await, "files").await;
    let confirmed: BTreeSet<String> = files
        .iter()
        .map(|f| f["id"].as_str().expect("id").to_owned())
        .collect();
    assert_eq!(confirmed, ack.confirmed_files, "confirmed files");
    for file in &ack.pending_files {
        let id: uuid::Uuid = file.parse().expect("uuid");
        let row = entities::files::Entity::find_by_id(id)
            .one(&app.db)
            .await
            .expect("read");
        assert!(row.is_some(), "presigned file {file} kept");
    }
    for token in &ack.refresh_tokens {
        let res = app
            .post("/api/v1/auth/refresh", None, json!({"refreshToken": token}))
            .await;
        assert_eq!(
            res.status(),
            StatusCode::OK,
            "an acknowledged sign-in's refresh token"
        );
    }
    for (id, tier) in &ack.tiers {
        let body: Value = json_ok(
            app.get(&format!("/api/v1/admin/users/{id}"), &admin.access)
                .await,
            "user",
        )
        .await;
        assert_eq!(body["membershipTier"], tier.as_str(), "tier of {id}");
    }
    for event in &ack.events {
        let row = entities::payment_events::Entity::find_by_id(event.clone())
            .one(&app.db)
            .await
            .expect("read");
        assert!(row.is_some(), "event {event} recorded");
    }
}

async fn readiness(app: &TestApp) -> StatusCode {
    app.client
        .get(app.url("/api/v1/health/readiness"))
        .send()
        .await
        .expect("readiness")
        .status()
}

#[actix_web::test]
async fn every_acknowledged_write_survives_a_full_disk_and_a_restart() {
    let dir = tempfile::tempdir().expect("tempdir");
    let data_dir = dir.path().join("data");
    let postgres = std::env::var("TEST_DATABASE_URL").is_ok();
    let tmpfs = if postgres {
        None
    } else {
        Tmpfs::mount(&data_dir, "24m")
    };
    let capped = !postgres && tmpfs.is_none();
    let app = TestApp::spawn_with(|s| {
        s.app.data_dir = data_dir.clone();
        s.payment.webhook_secret = SECRET.to_owned().into();
        s.admin.writes_per_minute = 100_000;
        if capped {
            s.database.sqlite_max_bytes = 8 * 1024 * 1024;
        }
    })
    .await;
    let space = match (&tmpfs, postgres) {
        (_, true) => Space::ReadOnly(
            app.database_url
                .rsplit('/')
                .next()
                .expect("name")
                .to_owned(),
        ),
        (Some(_), false) => Space::Disk(data_dir.join("filler")),
        (None, false) => Space::Cap,
    };
    let admin = app.create_admin("admin@full.test").await;
    let user = app.register(MAIN).await;
    app.db
        .execute_unprepared("UPDATE users SET membership_tier = 'ENTERPRISE'")
        .await
        .expect("tier");
    let project = app.create_project(&user.access, "Base").await;
    let base_project = project["id"].as_str().expect("id").to_owned();
    let session = app
        .create_session(&user.access, &base_project, "PRECHECK")
        .await;
    let world = World {
        user,
        admin,
        base_session: session["id"].as_str().expect("id").to_owned(),
        base_project,
    };
    let mut ack = Acknowledged::default();
    for k in 0..3 {
        round(&app, &world, &mut ack, k).await;
    }
    assert_eq!(
        ack.refusals(),
        0,
        "with space, nothing is refused: {:?}",
        ack.refused
    );

    // Full: rounds go on; what is refused is a 503 naming the cause.
    // The operator's connection: to the server's own database (SQLite), or to the cluster's
    // maintenance database (PostgreSQL: it changes the test database's setting from outside).
    let admin_db = match std::env::var("TEST_DATABASE_URL") {
        Ok(base) => sea_orm::Database::connect(base).await,
        Err(_) => taxcredit::db::connect_writable(app.state.settings.as_ref()).await,
    }
    .expect("operator connection");
    space.exhaust(&admin_db).await;
    for k in 3..9 {
        round(&app, &world, &mut ack, k).await;
    }
    assert!(
        ack.refusals() > 10,
        "writes are refused while full: {:?}",
        ack.refused
    );
    if !postgres {
        assert!(
            ack.refused.contains_key("STORAGE_FULL"),
            "{:?}",
            ack.refused
        );
    }
    eprintln!(
        "full disk ({}): refused {:?}; acknowledged {} projects, {} sessions, {} runs, {} \
         confirmed files, {} events",
        match &space {
            Space::Disk(_) => "tmpfs",
            Space::Cap => "max_page_count",
            Space::ReadOnly(_) => "read-only PostgreSQL",
        },
        ack.refused,
        ack.projects.len(),
        ack.sessions.len(),
        ack.assistant_messages.len(),
        ack.confirmed_files.len(),
        ack.events.len()
    );
    assert_eq!(readiness(&app).await, StatusCode::SERVICE_UNAVAILABLE);

    // Space returns: writes work again within seconds, without a restart.
    space.free(&admin_db).await;
    let started = Instant::now();
    while readiness(&app).await != StatusCode::OK {
        assert!(
            started.elapsed() < Duration::from_secs(10),
            "still not ready"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let before = ack.refusals();
    for k in 9..12 {
        round(&app, &world, &mut ack, k).await;
    }
    assert_eq!(
        ack.refusals(),
        before,
        "after the space returned: {:?}",
        ack.refused
    );

    // A fresh server on the same database finds every acknowledged write.
    let restarted = TestApp::spawn_with(|s| {
        s.app.data_dir = data_dir.clone();
        s.database.url = app.database_url.clone();
        s.payment.webhook_secret = SECRET.to_owned().into();
    })
    .await;
    verify(&restarted, &world, &ack).await;
    admin_db.close().await.ok();
    drop(restarted);
    drop(app);
    drop(tmpfs);
}
