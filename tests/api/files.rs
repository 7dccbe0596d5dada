//! Files (spec §4.6, DESIGN §8): the whole flow through the embedded store and the real worker,
//! signed uploads, confirm, delete and preview (RELIABILITY 23-25).

use entities::files;
use reqwest::StatusCode;
use sea_orm::EntityTrait;
use serde_json::{Value, json};
use taxcredit::domain::UploadStatus;
use uuid::Uuid;

use crate::helpers::{TestApp, expect_error};
use crate::uploads::*;

#[actix_web::test]
async fn text_pdf_and_docx_become_ready_and_a_corrupt_pdf_fails() {
    let app = TestApp::spawn().await;
    let user = app.register("files@example.com").await;
    let pid = project(&app, &user).await;
    let txt = upload(
        &app,
        &user.access,
        &pid,
        "notes.md",
        "text/markdown",
        b"# Trials\nWe varied the coating thickness.",
    )
    .await;
    let pdf = upload(
        &app,
        &user.access,
        &pid,
        "report.pdf",
        "application/pdf",
        &pdf_bytes("Hypothesis: thinner coatings wear faster"),
    )
    .await;
    let docx = upload(
        &app,
        &user.access,
        &pid,
        "plan.docx",
        DOCX,
        &docx_bytes("Systematic investigation\nResults recorded weekly"),
    )
    .await;
    let bad = upload(
        &app,
        &user.access,
        &pid,
        "broken.pdf",
        "application/pdf",
        b"%PDF-1.4 this is not really a pdf",
    )
    .await;

    for (id, words) in [(&txt, 7), (&pdf, 5), (&docx, 5)] {
        let file = wait_indexed(&app, &user.access, &pid, id).await;
        assert_eq!(file["indexStatus"], "READY", "{file}");
        assert!(file["indexError"].is_null());
        let row = files::Entity::find_by_id(id.parse::<Uuid>().expect("uuid"))
            .one(&app.db)
            .await
            .expect("db")
            .expect("row");
        let meta = row.index_meta.expect("index meta");
        assert_eq!(meta["words"], words, "{file} {meta}");
        let text_key = row.text_object_key.expect("text stored");
        assert!(
            app.state
                .storage
                .head(&text_key)
                .await
                .expect("head")
                .is_some()
        );
    }
    let failed = wait_indexed(&app, &user.access, &pid, &bad).await;
    assert_eq!(failed["indexStatus"], "FAILED");
    assert!(
        failed["indexError"]
            .as_str()
            .is_some_and(|e| e.contains("PDF")),
        "{failed}"
    );

    let list: Vec<Value> = app
        .get(&format!("/api/v1/projects/{pid}/files"), &user.access)
        .await
        .json()
        .await
        .expect("json");
    assert_eq!(list.len(), 4);
    assert_eq!(list[0]["id"], bad, "newest first");
    for key in [
        "id",
        "projectId",
        "originalFilename",
        "contentType",
        "fileSize",
        "uploadedAt",
        "uploadStatus",
        "indexStatus",
        "indexError",
    ] {
        assert!(list[0].get(key).is_some(), "{key}");
    }
    let total: i64 = list
        .iter()
        .map(|f| f["fileSize"].as_i64().expect("size"))
        .sum();
    assert_eq!(storage_counter(&app, user.id).await, (total, 0));
}

#[actix_web::test]
async fn presign_validates_and_reserves_and_the_store_enforces_the_signature() {
    let app = TestApp::spawn().await;
    let user = app.register("presign@example.com").await;
    let pid = project(&app, &user).await;
    let cases = [
        (json!([]), "files"),
        (
            json!([{"filename": "../x.txt", "contentType": "text/plain", "fileSize": 3}]),
            "files[0].filename",
        ),
        (
            json!([{"filename": "x.exe", "contentType": "application/x-msdownload", "fileSize": 3}]),
            "files[0].contentType",
        ),
        (
            json!([{"filename": "x.txt", "contentType": "text/plain", "fileSize": 0}]),
            "files[0].fileSize",
        ),
        (
            json!([{"filename": "x.txt", "contentType": "text/plain"}]),
            "files[0].fileSize",
        ),
    ];
    for (files, field) in cases {
        let res = presign(&app, &user.access, &pid, files.clone()).await;
        let body = expect_error(res, StatusCode::BAD_REQUEST, "VALIDATION_FAILED").await;
        assert!(
            body["error"]["details"]["fields"][field].is_string(),
            "{files} -> {body}"
        );
    }
    let eleven: Vec<Value> = (0..11).map(|i| json!({"filename": format!("f{i}.txt"), "contentType": "text/plain", "fileSize": 1})).collect();
    let res = presign(&app, &user.access, &pid, json!(eleven)).await;
    expect_error(res, StatusCode::BAD_REQUEST, "VALIDATION_FAILED").await;
    // FREE allows 25 MiB per file.
    let res = presign(&app, &user.access, &pid, json!([{"filename": "big.pdf", "contentType": "application/pdf", "fileSize": 26 * 1024 * 1024}])).await;
    let body = expect_error(res, StatusCode::TOO_MANY_REQUESTS, "QUOTA_EXCEEDED").await;
    assert_eq!(body["error"]["details"]["metric"], "FILE_SIZE_BYTES");

    let res = presign(
        &app,
        &user.access,
        &pid,
        json!([
        {"filename": "a.txt", "contentType": "text/plain", "fileSize": 5},
        {"filename": "b.csv", "contentType": "text/csv", "fileSize": 7}]),
    )
    .await;
    assert_eq!(res.status(), StatusCode::OK);
    let list: Vec<Value> = res.json().await.expect("json");
    assert_eq!(list.len(), 2);
    // Object keys are server IDs: the upload key of each file, never its name.
    for entry in &list {
        assert_eq!(
            entry["objectKey"],
            format!(
                "projects/{pid}/incoming/{}",
                entry["fileId"].as_str().expect("id")
            )
        );
    }
    assert!(list[0]["expiresAt"].as_i64().expect("ms") > chrono::Utc::now().timestamp_millis());
    assert_eq!(
        storage_counter(&app, user.id).await,
        (0, 12),
        "summed size reserved"
    );

    // One byte more than declared, or another content type: refused by the store itself.
    let url = list[0]["uploadUrl"].as_str().expect("url");
    let put = |body: &'static [u8], ct: &'static str| {
        app.client
            .put(url)
            .header("content-type", ct)
            .body(body)
            .send()
    };
    assert_eq!(
        put(b"123456", "text/plain").await.expect("put").status(),
        StatusCode::FORBIDDEN
    );
    assert_eq!(
        put(b"12345", "text/csv").await.expect("put").status(),
        StatusCode::FORBIDDEN
    );
    let fid = list[0]["fileId"].as_str().expect("id");
    expect_error(
        confirm(&app, &user.access, &pid, fid).await,
        StatusCode::CONFLICT,
        "UPLOAD_NOT_FOUND",
    )
    .await;
    assert_eq!(
        put(b"12345", "text/plain").await.expect("put").status(),
        StatusCode::OK
    );

    // Confirm is idempotent and moves exactly the file's bytes from reserved to used.
    let first: Value = confirm(&app, &user.access, &pid, fid)
        .await
        .json()
        .await
        .expect("json");
    let second: Value = confirm(&app, &user.access, &pid, fid)
        .await
        .json()
        .await
        .expect("json");
    assert_eq!(first["uploadStatus"], "CONFIRMED");
    assert_eq!(first["id"], second["id"]);
    assert_eq!(first["uploadedAt"], second["uploadedAt"]);
    assert_eq!(storage_counter(&app, user.id).await, (5, 7));
}

#[actix_web::test]
async fn a_size_mismatch_at_confirm_discards_the_upload_and_returns_the_hold() {
    let app = TestApp::spawn().await;
    let user = app.register("mismatch@example.com").await;
    let pid = project(&app, &user).await;
    let res = presign(
        &app,
        &user.access,
        &pid,
        json!([{"filename": "m.txt", "contentType": "text/plain", "fileSize": 10}]),
    )
    .await;
    let list: Vec<Value> = res.json().await.expect("json");
    let key = list[0]["objectKey"].as_str().expect("key");
    // Written around the presigned URL (as a misbehaving store or client could).
    app.state
        .storage
        .put(key, b"only7by".to_vec(), "text/plain")
        .await
        .expect("put");
    let fid = list[0]["fileId"].as_str().expect("id");
    expect_error(
        confirm(&app, &user.access, &pid, fid).await,
        StatusCode::BAD_REQUEST,
        "UPLOAD_MISMATCH",
    )
    .await;
    assert!(
        app.state.storage.head(key).await.expect("head").is_none(),
        "object deleted"
    );
    let row = files::Entity::find_by_id(fid.parse::<Uuid>().expect("uuid"))
        .one(&app.db)
        .await
        .expect("db")
        .expect("row");
    assert_eq!(row.upload_status, UploadStatus::Failed);
    // Its URL could still write: the bytes are held until it expired and the sweep ran.
    assert_eq!(storage_counter(&app, user.id).await, (10, 0));
    expire_holds_and_sweep(&app).await;
    assert_eq!(storage_counter(&app, user.id).await, (0, 0));
    expect_error(
        confirm(&app, &user.access, &pid, fid).await,
        StatusCode::CONFLICT,
        "UPLOAD_FAILED",
    )
    .await;
}

#[actix_web::test]
async fn delete_removes_object_text_and_row_and_releases_storage() {
    let app = TestApp::spawn().await;
    let user = app.register("delete-file@example.com").await;
    let pid = project(&app, &user).await;
    let fid = upload(
        &app,
        &user.access,
        &pid,
        "gone.txt",
        "text/plain",
        b"temporary evidence",
    )
    .await;
    wait_indexed(&app, &user.access, &pid, &fid).await;
    let row = files::Entity::find_by_id(fid.parse::<Uuid>().expect("uuid"))
        .one(&app.db)
        .await
        .expect("db")
        .expect("row");
    assert_eq!(storage_counter(&app, user.id).await, (18, 0));
    let stranger = app.register("not-yours@example.com").await;
    let path = format!("/api/v1/projects/{pid}/files/{fid}");
    expect_error(
        app.delete(&path, &stranger.access).await,
        StatusCode::NOT_FOUND,
        "NOT_FOUND",
    )
    .await;
    assert_eq!(
        app.delete(&path, &user.access).await.status(),
        StatusCode::NO_CONTENT
    );
    assert!(
        app.state
            .storage
            .head(&row.object_key)
            .await
            .expect("head")
            .is_none()
    );
    assert!(
        app.state
            .storage
            .head(&row.text_object_key.expect("text"))
            .await
            .expect("head")
            .is_none()
    );
    assert!(
        files::Entity::find_by_id(row.id)
            .one(&app.db)
            .await
            .expect("db")
            .is_none()
    );
    // Deleted while its upload URL is still valid: held until it expired and the sweep ran.
    assert_eq!(storage_counter(&app, user.id).await, (18, 0));
    expire_holds_and_sweep(&app).await;
    assert_eq!(storage_counter(&app, user.id).await, (0, 0));
    expect_error(
        app.delete(&path, &user.access).await,
        StatusCode::NOT_FOUND,
        "NOT_FOUND",
    )
    .await;
}

#[actix_web::test]
async fn another_users_project_files_are_not_found() {
    let app = TestApp::spawn().await;
    let owner = app.register("owner-files@example.com").await;
    let stranger = app.register("stranger-files@example.com").await;
    let pid = project(&app, &owner).await;
    let fid = upload(
        &app,
        &owner.access,
        &pid,
        "mine.txt",
        "text/plain",
        b"private",
    )
    .await;
    let res = presign(
        &app,
        &stranger.access,
        &pid,
        json!([{"filename": "x.txt", "contentType": "text/plain", "fileSize": 1}]),
    )
    .await;
    expect_error(res, StatusCode::NOT_FOUND, "NOT_FOUND").await;
    expect_error(
        confirm(&app, &stranger.access, &pid, &fid).await,
        StatusCode::NOT_FOUND,
        "NOT_FOUND",
    )
    .await;
    expect_error(
        app.get(&format!("/api/v1/projects/{pid}/files"), &stranger.access)
            .await,
        StatusCode::NOT_FOUND,
        "NOT_FOUND",
    )
    .await;
    let res = app
        .post(
            &format!("/api/v1/projects/{pid}/files/preview-word"),
            Some(&stranger.access),
            json!({"filename": "a.docx", "contentBase64": ""}),
        )
        .await;
    expect_error(res, StatusCode::NOT_FOUND, "NOT_FOUND").await;
}

#[actix_web::test]
async fn preview_word_accepts_docx_only_and_returns_a_short_lived_url() {
    use base64::Engine;
    let app = TestApp::spawn().await;
    let user = app.register("preview@example.com").await;
    let pid = project(&app, &user).await;
    let path = format!("/api/v1/projects/{pid}/files/preview-word");
    let docx = docx_bytes("Preview me");
    let b64 = base64::engine::general_purpose::STANDARD.encode(&docx);
    let res = app
        .post(
            &path,
            Some(&user.access),
            json!({"filename": "draft.docx", "contentBase64": b64}),
        )
        .await;
    assert_eq!(res.status(), StatusCode::OK);
    let body: Value = res.json().await.expect("json");
    let url = body["previewUrl"].as_str().expect("url");
    assert!(body["expiresAt"].is_string());
    let fetched = app.client.get(url).send().await.expect("get");
    assert_eq!(fetched.status(), StatusCode::OK);
    assert_eq!(fetched.bytes().await.expect("bytes").to_vec(), docx);

    let not_docx = base64::engine::general_purpose::STANDARD.encode(b"plain text");
    let res = app
        .post(
            &path,
            Some(&user.access),
            json!({"filename": "x.docx", "contentBase64": not_docx}),
        )
        .await;
    expect_error(res, StatusCode::BAD_REQUEST, "NOT_A_DOCX").await;
    let res = app
        .post(
            &path,
            Some(&user.access),
            json!({"filename": "x.docx", "contentBase64": "%%%"}),
        )
        .await;
    expect_error(res, StatusCode::BAD_REQUEST, "VALIDATION_FAILED").await;
    let huge = "A".repeat(11 * 1024 * 1024 / 3 * 4);
    let res = app
        .post(
            &path,
            Some(&user.access),
            json!({"filename": "x.docx", "contentBase64": huge}),
        )
        .await;
    expect_error(res, StatusCode::PAYLOAD_TOO_LARGE, "PAYLOAD_TOO_LARGE").await;
}
