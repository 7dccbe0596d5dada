//! The project's claim package and files as a streamed zip, and the newest T661 payload.

use std::io::{Cursor, Read};

use entities::{MessageRole, files, messages};
use reqwest::StatusCode;
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QueryOrder};
use serde_json::{Value, json};
use uuid::Uuid;

use super::{ORDERS, data_of, order, project};
use crate::helpers::{TestApp, TestUser, expect_error};
use crate::provider::Provider;
use crate::uploads::{presign, upload};

/// Bytes that do not compress: a simple generator seeded per file.
fn noise(len: usize, seed: u64) -> Vec<u8> {
    let mut x = seed
        .wrapping_mul(6364136223846793005)
        .wrapping_add(1442695040888963407);
    (0..len)
        .map(|_| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            (x >> 24) as u8
        })
        .collect()
}

async fn download(app: &TestApp, admin: &TestUser, order: &str) -> reqwest::Response {
    app.get(&format!("{ORDERS}/{order}/files/download"), &admin.access)
        .await
}

fn entries(bytes: &[u8]) -> Vec<(String, Vec<u8>)> {
    let mut zip = zip::ZipArchive::new(Cursor::new(bytes)).expect("a zip archive");
    (0..zip.len())
        .map(|i| {
            let mut file = zip.by_index(i).expect("entry");
            let mut data = Vec::new();
            file.read_to_end(&mut data)
                .expect("entry bytes, CRC checked");
            (file.name().to_owned(), data)
        })
        .collect()
}

#[actix_web::test]
async fn the_download_is_a_zip_of_every_confirmed_file_of_the_project() {
    let provider = Provider::start().await;
    let app = provider.app().await;
    let admin = app.create_admin("zip-admin@example.com").await;
    let user = app.register("zip-owner@example.com").await;
    let pid = project(&app, &user, "Evidence").await;
    let files: Vec<(&str, &str, Vec<u8>)> = vec![
        (
            "notes.txt",
            "text/plain",
            b"2025-02-03 bonded 18 gaskets\n".to_vec(),
        ),
        ("scan.png", "image/png", noise(1_572_864 + 17, 1)),
        ("notes.txt", "text/plain", b"second notes file".to_vec()),
        (
            "Résumé 研究.csv",
            "text/csv",
            "a,b\n1,2\n".as_bytes().to_vec(),
        ),
        ("report.pdf", "application/pdf", noise(200_000, 2)),
        ("x", "text/plain", b"x".to_vec()),
    ];
    for (name, content_type, bytes) in &files {
        upload(&app, &user.access, &pid, name, content_type, bytes).await;
    }
    // A presigned upload never confirmed is not evidence.
    let res = presign(
        &app,
        &user.access,
        &pid,
        json!([{"filename": "pending.txt", "contentType": "text/plain", "fileSize": 5}]),
    )
    .await;
    assert_eq!(res.status(), StatusCode::OK);
    let (oid, _) = order(&app, &user, &pid).await;

    let res = download(&app, &admin, &oid).await;
    assert_eq!(res.status(), StatusCode::OK);
    assert_eq!(res.headers()["content-type"], "application/zip");
    assert_eq!(
        res.headers()["content-disposition"],
        format!("attachment; filename=\"expert-review-{oid}.zip\"").as_str()
    );
    let bytes = res.bytes().await.expect("body");
    let mut got = entries(&bytes);
    // The project's claim package comes first, in both formats, beside the files.
    let package: Vec<(String, Vec<u8>)> = got.drain(..2).collect();
    assert_eq!(package[0].0, "claim-package.docx");
    assert_eq!(package[1].0, "claim-package.pdf");
    assert!(package[1].1.starts_with(b"%PDF-"));
    let docx = crate::claim_package::docx_text(&package[0].1);
    assert!(docx.contains("Evidence"), "the project's name: {docx}");
    assert!(
        docx.contains("scan.png"),
        "the evidence index lists the files"
    );
    let mut got_names: Vec<&str> = got.iter().map(|(n, _)| n.as_str()).collect();
    got_names.sort_unstable();
    let mut want = vec![
        "notes.txt",
        "notes (2).txt",
        "scan.png",
        "Résumé 研究.csv",
        "report.pdf",
        "x",
    ];
    want.sort_unstable();
    assert_eq!(got_names, want);
    // Uploaded in order, so the archive keeps that order.
    for ((name, data), (original, _, bytes)) in got.iter().zip(files.iter()) {
        assert_eq!(data, bytes, "{name} ({original})");
    }
    let total: usize = got.iter().map(|(_, d)| d.len()).sum();
    assert!(total > 1_700_000);

    // A project without files: a valid, empty zip.
    let empty = project(&app, &user, "Empty").await;
    let (empty_order, _) = order(&app, &user, &empty).await;
    let res = download(&app, &admin, &empty_order).await;
    assert_eq!(res.status(), StatusCode::OK);
    let bytes = res.bytes().await.expect("body");
    let names: Vec<String> = entries(&bytes).into_iter().map(|(n, _)| n).collect();
    assert_eq!(names, ["claim-package.docx", "claim-package.pdf"]);

    expect_error(
        download(&app, &admin, &Uuid::now_v7().to_string()).await,
        StatusCode::NOT_FOUND,
        "NOT_FOUND",
    )
    .await;
    let res = download(&app, &user, &oid).await;
    assert_eq!(res.status(), StatusCode::FORBIDDEN);

    // An object gone from storage mid-way: the download ends early, never as a whole zip.
    let gone = files::Entity::find()
        .filter(files::Column::ProjectId.eq(Uuid::parse_str(&pid).expect("uuid")))
        .filter(files::Column::OriginalFilename.eq("report.pdf"))
        .one(&app.db)
        .await
        .expect("db")
        .expect("the file row");
    app.state
        .storage
        .delete(&gone.object_key)
        .await
        .expect("deleted");
    let res = download(&app, &admin, &oid).await;
    assert_eq!(res.status(), StatusCode::OK, "the headers went out first");
    match res.bytes().await {
        Err(_) => {}
        Ok(bytes) => assert!(
            zip::ZipArchive::new(Cursor::new(&bytes[..])).is_err(),
            "a truncated archive"
        ),
    }
}

#[actix_web::test]
async fn t661_latest_is_the_newest_assistant_payload_of_the_project() {
    let provider = Provider::start().await;
    let app = provider.app().await;
    let admin = app.create_admin("t661-admin@example.com").await;
    let user = app.register("t661-owner@example.com").await;
    let pid = project(&app, &user, "T661").await;
    let (oid, _) = order(&app, &user, &pid).await;
    let latest = format!("{ORDERS}/{oid}/t661/latest");

    expect_error(
        app.get(&latest, &admin.access).await,
        StatusCode::NOT_FOUND,
        "NOT_FOUND",
    )
    .await;
    // A run in a session of another type does not count.
    let precheck = app.create_session(&user.access, &pid, "PRECHECK").await;
    let precheck = precheck["id"].as_str().expect("id");
    let res = app
        .post(
            &format!("/api/v1/sessions/{precheck}/runs"),
            Some(&user.access),
            json!({"type": "PRECHECK", "input": "Is our gasket work eligible?"}),
        )
        .await;
    assert_eq!(res.status(), StatusCode::OK);
    expect_error(
        app.get(&latest, &admin.access).await,
        StatusCode::NOT_FOUND,
        "NOT_FOUND",
    )
    .await;

    let session = app.create_session(&user.access, &pid, "T661").await;
    let sid = session["id"].as_str().expect("id").to_owned();
    let res = app
        .post(
            &format!("/api/v1/sessions/{sid}/runs"),
            Some(&user.access),
            json!({"type": "T661", "input": "Draft lines 242, 244 and 246 for our gasket bonding work."}),
        )
        .await;
    let status = res.status();
    let run: Value = res.json().await.expect("json");
    assert_eq!(status, StatusCode::OK, "{run}");

    let got = data_of(app.get(&latest, &admin.access).await, StatusCode::OK).await;
    let newest = messages::Entity::find()
        .filter(messages::Column::SessionId.eq(Uuid::parse_str(&sid).expect("uuid")))
        .filter(messages::Column::Role.eq(MessageRole::Assistant))
        .order_by_desc(messages::Column::Seq)
        .one(&app.db)
        .await
        .expect("db")
        .expect("an assistant message");
    assert_eq!(got["sessionId"], sid.as_str());
    assert_eq!(got["messageId"], newest.id.to_string());
    assert!(got["createdAt"].is_string());
    assert_eq!(Some(&got["payload"]), newest.payload.as_ref());
    assert_eq!(got["payload"], run["python"], "the run's worker payload");

    // Another project's order sees none of it.
    let other = project(&app, &user, "Other").await;
    let (other_order, _) = order(&app, &user, &other).await;
    expect_error(
        app.get(
            &format!("{ORDERS}/{other_order}/t661/latest"),
            &admin.access,
        )
        .await,
        StatusCode::NOT_FOUND,
        "NOT_FOUND",
    )
    .await;
    expect_error(
        app.get(
            &format!("{ORDERS}/{}/t661/latest", Uuid::now_v7()),
            &admin.access,
        )
        .await,
        StatusCode::NOT_FOUND,
        "NOT_FOUND",
    )
    .await;
}
