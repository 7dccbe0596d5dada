//! Files (spec §4.6, DESIGN §8): the whole flow through the embedded store and the real worker,
//! the storage quota (RELIABILITY 20-25), and indexing across worker outages.

use std::io::Write;
use std::time::Duration;

use entities::{files, quota_counters, quota_reservations, tier_quotas};
use futures_util::future::join_all;
use reqwest::StatusCode;
use sea_orm::sea_query::Expr;
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};
use serde_json::{Value, json};
use taxcredit::domain::{MembershipTier, QuotaKind, UploadStatus};
use uuid::Uuid;

use crate::helpers::{TestApp, TestUser, expect_error};

pub const DOCX: &str = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

/// A one-page PDF whose text is `text`.
pub fn pdf_bytes(text: &str) -> Vec<u8> {
    use lopdf::content::{Content, Operation};
    use lopdf::{Document, Object, Stream, dictionary};
    let mut doc = Document::with_version("1.5");
    let pages_id = doc.new_object_id();
    let font_id = doc.add_object(dictionary! {
        "Type" => "Font", "Subtype" => "Type1", "BaseFont" => "Helvetica",
    });
    let resources_id = doc.add_object(dictionary! { "Font" => dictionary! { "F1" => font_id } });
    let content = Content {
        operations: vec![
            Operation::new("BT", vec![]),
            Operation::new("Tf", vec!["F1".into(), 12.into()]),
            Operation::new("Td", vec![72.into(), 700.into()]),
            Operation::new("Tj", vec![Object::string_literal(text)]),
            Operation::new("ET", vec![]),
        ],
    };
    let content_id = doc.add_object(Stream::new(
        dictionary! {},
        content.encode().expect("encode"),
    ));
    let page_id = doc.add_object(dictionary! {
        "Type" => "Page", "Parent" => pages_id, "Contents" => content_id,
    });
    doc.objects.insert(
        pages_id,
        Object::Dictionary(dictionary! {
            "Type" => "Pages", "Kids" => vec![page_id.into()], "Count" => 1,
            "Resources" => resources_id,
            "MediaBox" => vec![0.into(), 0.into(), 595.into(), 842.into()],
        }),
    );
    let catalog_id = doc.add_object(dictionary! { "Type" => "Catalog", "Pages" => pages_id });
    doc.trailer.set("Root", catalog_id);
    let mut out = Vec::new();
    doc.save_to(&mut out).expect("pdf");
    out
}

/// A minimal DOCX with one paragraph per line of `text`.
pub fn docx_bytes(text: &str) -> Vec<u8> {
    let paragraphs: String = text
        .lines()
        .map(|l| format!("<w:p><w:r><w:t>{l}</w:t></w:r></w:p>"))
        .collect();
    let document = format!(
        r#"<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>{paragraphs}</w:body></w:document>"#
    );
    let mut buf = std::io::Cursor::new(Vec::new());
    {
        let mut zip = zip::ZipWriter::new(&mut buf);
        let options = zip::write::SimpleFileOptions::default();
        zip.start_file("[Content_Types].xml", options).expect("zip");
        zip.write_all(br#"<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>"#).expect("zip");
        zip.start_file("word/document.xml", options).expect("zip");
        zip.write_all(document.as_bytes()).expect("zip");
        zip.finish().expect("zip");
    }
    buf.into_inner()
}

pub async fn presign(app: &TestApp, token: &str, project: &str, files: Value) -> reqwest::Response {
    app.post(
        &format!("/api/v1/projects/{project}/files/presign"),
        Some(token),
        json!({"files": files}),
    )
    .await
}

/// presign + PUT; returns the file ID (not yet confirmed).
pub async fn put_file(
    app: &TestApp,
    token: &str,
    project: &str,
    name: &str,
    content_type: &str,
    bytes: &[u8],
) -> String {
    let res = presign(
        app,
        token,
        project,
        json!([{"filename": name, "contentType": content_type, "fileSize": bytes.len()}]),
    )
    .await;
    assert_eq!(res.status(), StatusCode::OK, "presign {name}");
    let list: Vec<Value> = res.json().await.expect("json");
    let url = list[0]["uploadUrl"].as_str().expect("url");
    let put = app
        .client
        .put(url)
        .header("content-type", content_type)
        .body(bytes.to_vec())
        .send()
        .await
        .expect("put");
    assert_eq!(
        put.status(),
        StatusCode::OK,
        "PUT {name}: {}",
        put.text().await.unwrap_or_default()
    );
    list[0]["fileId"].as_str().expect("id").to_owned()
}

pub async fn confirm(app: &TestApp, token: &str, project: &str, file: &str) -> reqwest::Response {
    app.post(
        &format!("/api/v1/projects/{project}/files/{file}/confirm"),
        Some(token),
        json!({}),
    )
    .await
}

/// presign + PUT + confirm; returns the file ID.
pub async fn upload(
    app: &TestApp,
    token: &str,
    project: &str,
    name: &str,
    content_type: &str,
    bytes: &[u8],
) -> String {
    let id = put_file(app, token, project, name, content_type, bytes).await;
    let res = confirm(app, token, project, &id).await;
    assert_eq!(res.status(), StatusCode::OK, "confirm {name}");
    id
}

/// Polls the file list until the file's index status is READY or FAILED.
pub async fn wait_indexed(app: &TestApp, token: &str, project: &str, file: &str) -> Value {
    for _ in 0..300 {
        let list: Vec<Value> = app
            .get(&format!("/api/v1/projects/{project}/files"), token)
            .await
            .json()
            .await
            .expect("json");
        let done = |f: &&Value| f["indexStatus"] == "READY" || f["indexStatus"] == "FAILED";
        if let Some(f) = list.iter().find(|f| f["id"] == file).filter(done) {
            return f.clone();
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("file {file} never finished indexing");
}

async fn storage_counter(app: &TestApp, user: Uuid) -> (i64, i64) {
    quota_counters::Entity::find_by_id((user, QuotaKind::Storage, "all".to_owned()))
        .one(&app.db)
        .await
        .expect("db")
        .map(|c| (c.used, c.reserved))
        .unwrap_or((0, 0))
}

async fn project(app: &TestApp, user: &TestUser) -> String {
    app.create_project(&user.access, "Evidence").await["id"]
        .as_str()
        .expect("id")
        .to_owned()
}

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
    assert!(
        list[0]["objectKey"]
            .as_str()
            .expect("key")
            .ends_with("/a.txt")
    );
    assert!(
        list[1]["objectKey"]
            .as_str()
            .expect("key")
            .ends_with("/b.csv")
    );
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
    assert_eq!(storage_counter(&app, user.id).await, (0, 0));
    expect_error(
        confirm(&app, &user.access, &pid, fid).await,
        StatusCode::CONFLICT,
        "UPLOAD_FAILED",
    )
    .await;
}

#[actix_web::test]
async fn expired_uploads_are_swept_and_their_reservations_returned() {
    let app = TestApp::spawn().await;
    let user = app.register("sweep@example.com").await;
    let pid = project(&app, &user).await;
    let res = presign(
        &app,
        &user.access,
        &pid,
        json!([{"filename": "late.txt", "contentType": "text/plain", "fileSize": 9}]),
    )
    .await;
    let list: Vec<Value> = res.json().await.expect("json");
    let fid: Uuid = list[0]["fileId"]
        .as_str()
        .expect("id")
        .parse()
        .expect("uuid");
    assert_eq!(storage_counter(&app, user.id).await, (0, 9));
    files::Entity::update_many()
        .col_expr(
            files::Column::PresignExpiresAt,
            Expr::value(chrono::Utc::now() - chrono::Duration::minutes(10)),
        )
        .filter(files::Column::Id.eq(fid))
        .exec(&app.db)
        .await
        .expect("age the upload");
    let swept = taxcredit::services::files::sweep_expired_uploads(&app.state)
        .await
        .expect("sweep");
    assert_eq!(swept, 1);
    let row = files::Entity::find_by_id(fid)
        .one(&app.db)
        .await
        .expect("db")
        .expect("row");
    assert_eq!(row.upload_status, UploadStatus::Failed);
    assert_eq!(storage_counter(&app, user.id).await, (0, 0));
    let reservation =
        quota_reservations::Entity::find_by_id(row.reservation_id.expect("reservation"))
            .one(&app.db)
            .await
            .expect("db")
            .expect("row");
    assert_eq!(reservation.status, entities::ReservationStatus::Canceled);
}

#[actix_web::test]
async fn parallel_presigns_against_the_storage_limit_succeed_exactly_up_to_it() {
    let app = TestApp::spawn().await;
    let user = app.register("race@example.com").await;
    let pid = project(&app, &user).await;
    tier_quotas::Entity::update_many()
        .col_expr(tier_quotas::Column::StorageBytes, Expr::value(1000i64))
        .filter(tier_quotas::Column::Tier.eq(MembershipTier::Free))
        .exec(&app.db)
        .await
        .expect("limit");
    let attempts = (0..25).map(|i| {
        presign(&app, &user.access, &pid, json!([{"filename": format!("r{i}.txt"), "contentType": "text/plain", "fileSize": 100}]))
    });
    let statuses: Vec<StatusCode> = join_all(attempts)
        .await
        .iter()
        .map(|r| r.status())
        .collect();
    let ok = statuses.iter().filter(|s| **s == StatusCode::OK).count();
    let refused = statuses
        .iter()
        .filter(|s| **s == StatusCode::TOO_MANY_REQUESTS)
        .count();
    assert_eq!((ok, refused), (10, 15), "{statuses:?}");
    assert_eq!(storage_counter(&app, user.id).await, (0, 1000));
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

#[actix_web::test]
async fn project_count_and_files_per_project_are_plan_limits() {
    let app = TestApp::spawn().await;
    let user = app.register("limits@example.com").await;
    for i in 0..3 {
        app.create_project(&user.access, &format!("P{i}")).await;
    }
    let res = app
        .post(
            "/api/v1/projects",
            Some(&user.access),
            json!({"name": "P4", "fiscalYear": "2025"}),
        )
        .await;
    let body = expect_error(res, StatusCode::TOO_MANY_REQUESTS, "QUOTA_EXCEEDED").await;
    assert_eq!(body["error"]["details"]["metric"], "PROJECT_COUNT");
    assert_eq!(body["error"]["details"]["limit"], 3);
    assert_eq!(body["error"]["details"]["tier"], "FREE");

    let list: Vec<Value> = app
        .get("/api/v1/projects", &user.access)
        .await
        .json()
        .await
        .expect("json");
    let pid = list[0]["id"].as_str().expect("id");
    tier_quotas::Entity::update_many()
        .col_expr(tier_quotas::Column::MaxFilesPerProject, Expr::value(2))
        .filter(tier_quotas::Column::Tier.eq(MembershipTier::Free))
        .exec(&app.db)
        .await
        .expect("limit");
    let two = json!([{"filename": "a.txt", "contentType": "text/plain", "fileSize": 1},
                     {"filename": "b.txt", "contentType": "text/plain", "fileSize": 1}]);
    assert_eq!(
        presign(&app, &user.access, pid, two).await.status(),
        StatusCode::OK
    );
    let res = presign(
        &app,
        &user.access,
        pid,
        json!([{"filename": "c.txt", "contentType": "text/plain", "fileSize": 1}]),
    )
    .await;
    let body = expect_error(res, StatusCode::TOO_MANY_REQUESTS, "QUOTA_EXCEEDED").await;
    assert_eq!(body["error"]["details"]["metric"], "FILES_PER_PROJECT");
    // The refused batch reserved nothing.
    assert_eq!(storage_counter(&app, user.id).await, (0, 2));
}
