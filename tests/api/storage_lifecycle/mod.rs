//! The storage lifecycle (DESIGN §8, RELIABILITY 34 and 38): upload URLs write to an incoming key
//! that confirm copies away from, deleted uploads are held until their URL expired and the sweep
//! removed what it could still write, confirm and delete serialise on the file row, counter drift
//! is repaired, and an unreachable store fails cleanly.

mod outage;

use std::time::Duration;

use base64::Engine;
use entities::{files, quota_counters, storage_holds};
use futures_util::future::join_all;
use reqwest::StatusCode;
use sea_orm::sea_query::Expr;
use sea_orm::{ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter};
use serde_json::{Value, json};
use taxcredit::config::Settings;
use taxcredit::domain::{IndexStatus, QuotaKind};
use taxcredit::services::storage_sweep::{self, SweepReport};
use uuid::Uuid;

use crate::helpers::{TestApp, expect_error};
use crate::uploads::*;

/// No background sweep during these tests: each runs the sweep itself when it wants one.
fn no_background_sweep(settings: &mut Settings) {
    settings.uploads.sweep_secs = 3600;
}

async fn keys_under(app: &TestApp, prefix: &str) -> Vec<String> {
    let mut keys = Vec::new();
    let mut token = None;
    loop {
        let page = app.state.storage.list(prefix, token).await.expect("list");
        keys.extend(page.objects.into_iter().map(|o| o.key));
        match page.next {
            Some(next) => token = Some(next),
            None => return keys,
        }
    }
}

async fn object_bytes(app: &TestApp, key: &str) -> Vec<u8> {
    app.state
        .storage
        .get_stream(key)
        .await
        .expect("get")
        .collect()
        .await
        .expect("body")
        .into_bytes()
        .to_vec()
}

/// Lets every hold's URL lifetime pass (as if the 15 minutes had gone by).
async fn expire_holds(app: &TestApp) {
    storage_holds::Entity::update_many()
        .col_expr(
            storage_holds::Column::ReleaseAfter,
            Expr::value(chrono::Utc::now() - chrono::Duration::hours(1)),
        )
        .exec(&app.db)
        .await
        .expect("age holds");
}

async fn sweep(app: &TestApp) -> SweepReport {
    storage_sweep::run(&app.state).await
}

async fn presign_one(app: &TestApp, token: &str, pid: &str, name: &str, size: usize) -> Value {
    let res = presign(
        app,
        token,
        pid,
        json!([{"filename": name, "contentType": "text/plain", "fileSize": size}]),
    )
    .await;
    assert_eq!(res.status(), StatusCode::OK, "presign {name}");
    let list: Vec<Value> = res.json().await.expect("json");
    list[0].clone()
}

async fn put_to(app: &TestApp, url: &str, bytes: &[u8]) -> StatusCode {
    app.client
        .put(url)
        .header("content-type", "text/plain")
        .body(bytes.to_vec())
        .send()
        .await
        .expect("put")
        .status()
}

#[actix_web::test]
async fn a_url_of_a_deleted_upload_leaves_nothing_after_the_sweep() {
    let app = TestApp::spawn_with(no_background_sweep).await;
    let user = app.register("deleted-url@example.com").await;
    let pid = project(&app, &user).await;
    let issued = presign_one(&app, &user.access, &pid, "late.txt", 11).await;
    assert!(
        issued["objectKey"]
            .as_str()
            .expect("key")
            .ends_with(&format!(
                "/incoming/{}",
                issued["fileId"].as_str().expect("id")
            )),
        "{issued}"
    );
    let fid = issued["fileId"].as_str().expect("id");
    let path = format!("/api/v1/projects/{pid}/files/{fid}");
    assert_eq!(
        app.delete(&path, &user.access).await.status(),
        StatusCode::NO_CONTENT
    );
    // The URL still works until it expires: its bytes stay counted (a hold) until then.
    let url = issued["uploadUrl"].as_str().expect("url");
    assert_eq!(put_to(&app, url, b"hello world").await, StatusCode::OK);
    assert_eq!(storage_counter(&app, user.id).await, (11, 0));
    sweep(&app).await;
    assert!(
        keys_under(&app, &format!("projects/{pid}/"))
            .await
            .is_empty()
    );
    assert_eq!(storage_counter(&app, user.id).await, (11, 0), "held");
    // Written again before the URL expired; the sweep after expiry removes it and the hold.
    assert_eq!(put_to(&app, url, b"hello again").await, StatusCode::OK);
    expire_holds(&app).await;
    let report = sweep(&app).await;
    assert_eq!(report.holds_released, 1);
    assert_eq!(report.counters_repaired, 0);
    assert!(
        keys_under(&app, &format!("projects/{pid}/"))
            .await
            .is_empty()
    );
    assert_eq!(storage_counter(&app, user.id).await, (0, 0));
}

#[actix_web::test]
async fn a_url_of_a_deleted_project_leaves_nothing_after_the_sweep() {
    let app = TestApp::spawn_with(no_background_sweep).await;
    let user = app.register("deleted-project@example.com").await;
    let pid = project(&app, &user).await;
    let kept = upload(
        &app,
        &user.access,
        &pid,
        "kept.txt",
        "text/plain",
        b"evidence",
    )
    .await;
    wait_indexed(&app, &user.access, &pid, &kept).await;
    let issued = presign_one(&app, &user.access, &pid, "late.txt", 11).await;
    assert_eq!(
        app.delete(&format!("/api/v1/projects/{pid}"), &user.access)
            .await
            .status(),
        StatusCode::NO_CONTENT
    );
    assert!(
        keys_under(&app, &format!("projects/{pid}/"))
            .await
            .is_empty()
    );
    let url = issued["uploadUrl"].as_str().expect("url");
    assert_eq!(put_to(&app, url, b"hello world").await, StatusCode::OK);
    assert_eq!(storage_counter(&app, user.id).await, (8 + 11, 0), "held");
    expire_holds(&app).await;
    let report = sweep(&app).await;
    assert_eq!(report.holds_released, 2);
    assert_eq!(report.counters_repaired, 0);
    assert!(
        keys_under(&app, &format!("projects/{pid}/"))
            .await
            .is_empty()
    );
    assert_eq!(storage_counter(&app, user.id).await, (0, 0));
}

#[actix_web::test]
async fn a_replayed_upload_url_cannot_change_confirmed_evidence() {
    let app = TestApp::spawn_with(no_background_sweep).await;
    let user = app.register("replay@example.com").await;
    let pid = project(&app, &user).await;
    let original = b"original evidence: payroll 2025";
    let issued = presign_one(&app, &user.access, &pid, "payroll.txt", original.len()).await;
    let fid = issued["fileId"].as_str().expect("id");
    let url = issued["uploadUrl"].as_str().expect("url");
    assert_eq!(put_to(&app, url, original).await, StatusCode::OK);
    assert_eq!(
        confirm(&app, &user.access, &pid, fid).await.status(),
        StatusCode::OK
    );
    let indexed = wait_indexed(&app, &user.access, &pid, fid).await;
    assert_eq!(indexed["indexStatus"], "READY");
    let row = files::Entity::find_by_id(fid.parse::<Uuid>().expect("uuid"))
        .one(&app.db)
        .await
        .expect("db")
        .expect("row");
    assert_eq!(row.object_key, format!("projects/{pid}/files/{fid}"));
    let text_key = row.text_object_key.clone().expect("text key");
    let text_before = object_bytes(&app, &text_key).await;
    assert!(String::from_utf8_lossy(&text_before).contains("original evidence"));

    let forged = b"FORGED evidence: payroll 9999!!";
    assert_eq!(forged.len(), original.len());
    assert_eq!(put_to(&app, url, forged).await, StatusCode::OK);
    assert_eq!(object_bytes(&app, &row.object_key).await, original);
    assert_eq!(object_bytes(&app, &text_key).await, text_before);
    // A second confirm answers the confirmed file and copies nothing.
    assert_eq!(
        confirm(&app, &user.access, &pid, fid).await.status(),
        StatusCode::OK
    );
    assert_eq!(object_bytes(&app, &row.object_key).await, original);

    let report = sweep(&app).await;
    assert_eq!(report.objects_deleted, 1, "the replayed incoming object");
    let mut keys = keys_under(&app, &format!("projects/{pid}/")).await;
    keys.sort();
    let mut expected = vec![row.object_key.clone(), text_key.clone()];
    expected.sort();
    assert_eq!(keys, expected);
    assert_eq!(object_bytes(&app, &row.object_key).await, original);
    assert_eq!(object_bytes(&app, &text_key).await, text_before);
    assert_eq!(
        storage_counter(&app, user.id).await,
        (original.len() as i64, 0)
    );
}

#[actix_web::test]
async fn long_multibyte_filenames_pass_every_step_and_leave_nothing_behind() {
    let app = TestApp::spawn_with(|s| {
        no_background_sweep(s);
        s.uploads.preview_ttl_secs = 1;
    })
    .await;
    let user = app.register("long-names@example.com").await;
    let pid = project(&app, &user).await;
    let name = "é".repeat(98) + ".txt";
    assert_eq!(name.len(), 200);
    let fid = upload(
        &app,
        &user.access,
        &pid,
        &name,
        "text/plain",
        b"a long name",
    )
    .await;
    let done = wait_indexed(&app, &user.access, &pid, &fid).await;
    assert_eq!(done["indexStatus"], "READY");
    assert_eq!(done["originalFilename"], name.as_str());
    let docx_name = "ü".repeat(100) + ".docx";
    assert!(docx_name.len() <= 255);
    let res = app
        .post(
            &format!("/api/v1/projects/{pid}/files/preview-word"),
            Some(&user.access),
            json!({"filename": docx_name,
                   "contentBase64": base64::engine::general_purpose::STANDARD.encode(docx_bytes("Preview"))}),
        )
        .await;
    assert_eq!(res.status(), StatusCode::OK);
    let previews = keys_under(&app, &format!("previews/{}/", user.id)).await;
    assert_eq!(previews.len(), 1);
    assert!(!previews[0].contains('ü'), "{previews:?}");
    for bad in [
        "bidi\u{202E}txt.exe",
        "zero\u{200B}width.txt",
        "iso\u{2066}late.txt",
    ] {
        expect_error(
            presign(
                &app,
                &user.access,
                &pid,
                json!([{"filename": bad, "contentType": "text/plain", "fileSize": 3}]),
            )
            .await,
            StatusCode::BAD_REQUEST,
            "VALIDATION_FAILED",
        )
        .await;
    }
    assert_eq!(
        app.delete(&format!("/api/v1/projects/{pid}/files/{fid}"), &user.access)
            .await
            .status(),
        StatusCode::NO_CONTENT
    );
    assert!(
        keys_under(&app, &format!("projects/{pid}/"))
            .await
            .is_empty()
    );
    tokio::time::sleep(Duration::from_millis(2100)).await;
    expire_holds(&app).await;
    let report = sweep(&app).await;
    assert_eq!(report.previews_deleted, 1);
    assert!(keys_under(&app, "previews/").await.is_empty());
    assert!(
        keys_under(&app, &format!("projects/{pid}/"))
            .await
            .is_empty()
    );
    assert_eq!(storage_counter(&app, user.id).await, (0, 0));
}

#[actix_web::test]
async fn confirm_racing_delete_leaves_the_counter_equal_to_the_live_files() {
    let app = TestApp::spawn_with(no_background_sweep).await;
    let user = app.register("race@example.com").await;
    let pid = project(&app, &user).await;
    let mut ids = Vec::new();
    let mut total = 0i64;
    for batch in 0..4 {
        let entries: Vec<Value> = (0..10)
            .map(|i| {
                json!({"filename": format!("r{batch}-{i}.txt"), "contentType": "text/plain",
                            "fileSize": 100 + batch * 10 + i})
            })
            .collect();
        let res = presign(&app, &user.access, &pid, Value::Array(entries)).await;
        assert_eq!(res.status(), StatusCode::OK);
        let list: Vec<Value> = res.json().await.expect("json");
        for (i, issued) in list.iter().enumerate() {
            let size = 100 + batch * 10 + i;
            let url = issued["uploadUrl"].as_str().expect("url");
            assert_eq!(put_to(&app, url, &vec![b'x'; size]).await, StatusCode::OK);
            ids.push(issued["fileId"].as_str().expect("id").to_owned());
            total += size as i64;
        }
    }
    assert_eq!(storage_counter(&app, user.id).await, (0, total));
    // Each delete starts a little later than its confirm (0 to 19 ms), so that some land inside
    // each step of the confirm.
    let pairs = ids.iter().enumerate().map(|(i, fid)| {
        let app = &app;
        let (pid, token) = (&pid, &user.access);
        async move {
            let path = format!("/api/v1/projects/{pid}/files/{fid}");
            let late_delete = async {
                tokio::time::sleep(Duration::from_millis((i % 20) as u64)).await;
                app.delete(&path, token).await
            };
            let (confirmed, deleted) =
                futures_util::join!(confirm(app, token, pid, fid), late_delete);
            (confirmed.status(), deleted.status())
        }
    });
    for (confirmed, deleted) in join_all(pairs).await {
        assert!(
            [StatusCode::OK, StatusCode::NOT_FOUND, StatusCode::CONFLICT].contains(&confirmed),
            "confirm answered {confirmed}"
        );
        assert_eq!(deleted, StatusCode::NO_CONTENT);
    }
    let project_id: Uuid = pid.parse().expect("uuid");
    assert_eq!(
        files::Entity::find()
            .filter(files::Column::ProjectId.eq(project_id))
            .count(&app.db)
            .await
            .expect("db"),
        0
    );
    // Every deleted upload's bytes are held (its URL has not expired), nothing is reserved.
    assert_eq!(storage_counter(&app, user.id).await, (total, 0));
    expire_holds(&app).await;
    let report = sweep(&app).await;
    assert_eq!(report.holds_released, 40);
    assert_eq!(report.counters_repaired, 0, "no drift to repair");
    assert_eq!(storage_counter(&app, user.id).await, (0, 0));
    assert!(
        keys_under(&app, &format!("projects/{pid}/"))
            .await
            .is_empty()
    );
}

#[actix_web::test]
async fn counter_drift_is_repaired_by_the_sweep() {
    let app = TestApp::spawn_with(no_background_sweep).await;
    let user = app.register("drift@example.com").await;
    let pid = project(&app, &user).await;
    upload(
        &app,
        &user.access,
        &pid,
        "a.txt",
        "text/plain",
        b"twelve bytes",
    )
    .await;
    presign_one(&app, &user.access, &pid, "b.txt", 5).await;
    assert_eq!(storage_counter(&app, user.id).await, (12, 5));
    assert_eq!(sweep(&app).await.counters_repaired, 0);
    quota_counters::Entity::update_many()
        .col_expr(quota_counters::Column::Used, Expr::value(23_000i64))
        .col_expr(quota_counters::Column::Reserved, Expr::value(7i64))
        .filter(quota_counters::Column::UserId.eq(user.id))
        .filter(quota_counters::Column::Kind.eq(QuotaKind::Storage))
        .exec(&app.db)
        .await
        .expect("corrupt the counter");
    let report = sweep(&app).await;
    assert_eq!(report.counters_repaired, 1);
    assert_eq!(storage_counter(&app, user.id).await, (12, 5));
    let me: Value = app
        .get("/api/v1/quotas/me", &user.access)
        .await
        .json()
        .await
        .expect("json");
    assert_eq!(me["storageUsedBytes"], 12);
    assert_eq!(me["storageReservedBytes"], 5);
    assert_eq!(sweep(&app).await.counters_repaired, 0);
}

#[actix_web::test]
async fn rows_written_before_server_id_keys_keep_their_object_key() {
    let app = TestApp::spawn_with(no_background_sweep).await;
    let user = app.register("legacy-keys@example.com").await;
    let pid = project(&app, &user).await;
    let issued = presign_one(&app, &user.access, &pid, "old name.txt", 10).await;
    let fid: Uuid = issued["fileId"]
        .as_str()
        .expect("id")
        .parse()
        .expect("uuid");
    // As the previous release stored it: the filename in the key, uploaded to that key.
    let legacy = format!("projects/{pid}/files/{fid}/old name.txt");
    files::Entity::update_many()
        .col_expr(files::Column::ObjectKey, Expr::value(legacy.clone()))
        .filter(files::Column::Id.eq(fid))
        .exec(&app.db)
        .await
        .expect("legacy key");
    app.state
        .storage
        .put(&legacy, b"old upload".to_vec(), "text/plain")
        .await
        .expect("put");
    let fid_text = fid.to_string();
    assert_eq!(
        confirm(&app, &user.access, &pid, &fid_text).await.status(),
        StatusCode::OK
    );
    assert_eq!(
        wait_indexed(&app, &user.access, &pid, &fid_text).await["indexStatus"],
        "READY"
    );
    let row = files::Entity::find_by_id(fid)
        .one(&app.db)
        .await
        .expect("db")
        .expect("row");
    assert_eq!(
        row.object_key, legacy,
        "read from the row, never recomputed"
    );
    assert_eq!(sweep(&app).await.objects_deleted, 0);
    assert_eq!(object_bytes(&app, &legacy).await, b"old upload");
    assert_eq!(
        app.delete(&format!("/api/v1/projects/{pid}/files/{fid}"), &user.access)
            .await
            .status(),
        StatusCode::NO_CONTENT
    );
    expire_holds(&app).await;
    let report = sweep(&app).await;
    assert_eq!(report.holds_released, 1);
    assert!(
        keys_under(&app, &format!("projects/{pid}/"))
            .await
            .is_empty()
    );
    assert_eq!(storage_counter(&app, user.id).await, (0, 0));
}
