//! RELIABILITY 34: the object store unreachable during presign, confirm and indexing (a TCP
//! proxy in front of an embedded store, cut and restored).

use super::*;
use crate::relay::Relay;

async fn reserved_bytes(app: &TestApp, token: &str) -> Value {
    let me: Value = app
        .get("/api/v1/quotas/me", token)
        .await
        .json()
        .await
        .expect("json");
    me["storageReservedBytes"].clone()
}

async fn index_status(app: &TestApp, id: Uuid) -> Option<IndexStatus> {
    files::Entity::find_by_id(id)
        .one(&app.db)
        .await
        .expect("db")
        .expect("row")
        .index_status
}

#[actix_web::test]
async fn an_unreachable_store_fails_presign_and_confirm_cleanly_and_indexing_recovers() {
    let objects = tempfile::tempdir().expect("tempdir");
    let store = taxcredit::storage_embedded::start(
        objects.path(),
        "taxcredit",
        0,
        "test-access",
        "test-secret",
    )
    .expect("store");
    let proxy = Relay::start(store.to_string()).await;
    let endpoint = format!("http://{}", proxy.addr);
    let app = TestApp::spawn_with(|s| {
        no_background_sweep(s);
        s.storage.endpoint = endpoint;
        s.storage.access_key = "test-access".into();
        s.storage.secret_key = "test-secret".to_owned().into();
    })
    .await;
    let user = app.register("store-down@example.com").await;
    let pid = project(&app, &user).await;
    let ready = upload(
        &app,
        &user.access,
        &pid,
        "a.txt",
        "text/plain",
        b"indexed once",
    )
    .await;
    assert_eq!(
        wait_indexed(&app, &user.access, &pid, &ready).await["indexStatus"],
        "READY"
    );
    let ready: Uuid = ready.parse().expect("uuid");
    let row = files::Entity::find_by_id(ready)
        .one(&app.db)
        .await
        .expect("db")
        .expect("row");
    let text_key = row.text_object_key.clone().expect("text");
    app.state
        .storage
        .delete(&text_key)
        .await
        .expect("delete text");
    let pending = put_file(&app, &user.access, &pid, "b.txt", "text/plain", b"waiting").await;
    assert_eq!(reserved_bytes(&app, &user.access).await, 7);

    proxy.cut();
    expect_error(
        presign(
            &app,
            &user.access,
            &pid,
            json!([{"filename": "c.txt", "contentType": "text/plain", "fileSize": 3}]),
        )
        .await,
        StatusCode::SERVICE_UNAVAILABLE,
        "STORAGE_UNAVAILABLE",
    )
    .await;
    assert_eq!(
        reserved_bytes(&app, &user.access).await,
        7,
        "nothing reserved"
    );
    expect_error(
        confirm(&app, &user.access, &pid, &pending).await,
        StatusCode::SERVICE_UNAVAILABLE,
        "STORAGE_UNAVAILABLE",
    )
    .await;
    assert_eq!(reserved_bytes(&app, &user.access).await, 7);
    assert_eq!(
        storage_counter(&app, user.id).await,
        (12, 7),
        "nothing half-written"
    );
    let pending_row = files::Entity::find_by_id(pending.parse::<Uuid>().expect("uuid"))
        .one(&app.db)
        .await
        .expect("db")
        .expect("row");
    assert_eq!(
        pending_row.upload_status,
        taxcredit::domain::UploadStatus::Pending
    );
    assert!(
        pending_row.confirm_claimed_until.is_none(),
        "claim returned"
    );

    // Indexing while the store is away (the file is queued again, as after a lost text).
    files::Entity::update_many()
        .col_expr(
            files::Column::IndexStatus,
            Expr::value(IndexStatus::Pending.as_str()),
        )
        .col_expr(
            files::Column::TextObjectKey,
            Expr::value(Option::<String>::None),
        )
        .filter(files::Column::Id.eq(ready))
        .exec(&app.db)
        .await
        .expect("queue again");
    let deadline = tokio::time::Instant::now() + Duration::from_secs(4);
    let mut attempts_seen = false;
    while tokio::time::Instant::now() < deadline {
        let status = index_status(&app, ready).await;
        assert!(
            matches!(status, Some(IndexStatus::Pending | IndexStatus::Indexing)),
            "{status:?} while the store is down"
        );
        attempts_seen |= status == Some(IndexStatus::Indexing);
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert!(
        attempts_seen,
        "indexing was attempted while the store was down"
    );

    proxy.restore();
    assert_eq!(
        confirm(&app, &user.access, &pid, &pending).await.status(),
        StatusCode::OK
    );
    let ready_id = ready.to_string();
    assert_eq!(
        wait_indexed(&app, &user.access, &pid, &ready_id).await["indexStatus"],
        "READY"
    );
    assert_eq!(
        wait_indexed(&app, &user.access, &pid, &pending).await["indexStatus"],
        "READY"
    );
    assert!(
        app.state
            .storage
            .head(&text_key)
            .await
            .expect("head")
            .is_some()
    );
    assert_eq!(storage_counter(&app, user.id).await, (12 + 7, 0));
}
