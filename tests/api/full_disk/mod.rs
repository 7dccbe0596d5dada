//! RELIABILITY 37, issue 31: writes of every kind run concurrently through HTTP while the disk
//! fills up and empties again, then a fresh server opens the same database. Every 2xx answer's
//! effect is still there, every refusal was a 503 naming its cause, and writes work again without
//! a restart. The data directory is a small tmpfs when the test runs as root (the disk really
//! full: SQLite's WAL cannot grow), otherwise the database is capped with `max_page_count`.
//! On PostgreSQL the same workload runs against a database that refuses writes, then accepts
//! them again.

mod space;
mod verify;
mod workload;

use std::time::{Duration, Instant};

use reqwest::StatusCode;
use sea_orm::ConnectionTrait;

use crate::helpers::TestApp;
use space::{Space, Tmpfs};
use workload::{Acknowledged, World, round};

const SECRET: &str = "whsec_full_disk_secret";
const MAIN: &str = "main@full.test";

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
    verify::verify(&restarted, &world, &ack).await;
    admin_db.close().await.ok();
    drop(restarted);
    drop(app);
    drop(tmpfs);
}
