//! Upload helpers shared by the file tests: generated documents and the presign/PUT/confirm flow.

use std::io::Write;
use std::time::Duration;

use entities::quota_counters;
use reqwest::StatusCode;
use sea_orm::EntityTrait;
use serde_json::{Value, json};
use taxcredit::domain::QuotaKind;
use uuid::Uuid;

use crate::helpers::{TestApp, TestUser};

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

pub async fn storage_counter(app: &TestApp, user: Uuid) -> (i64, i64) {
    quota_counters::Entity::find_by_id((user, QuotaKind::Storage, "all".to_owned()))
        .one(&app.db)
        .await
        .expect("db")
        .map(|c| (c.used, c.reserved))
        .unwrap_or((0, 0))
}

pub async fn project(app: &TestApp, user: &TestUser) -> String {
    app.create_project(&user.access, "Evidence").await["id"]
        .as_str()
        .expect("id")
        .to_owned()
}

/// Lets every hold's URL lifetime pass, then runs the storage sweep.
pub async fn expire_holds_and_sweep(app: &TestApp) {
    use sea_orm::sea_query::Expr;
    entities::storage_holds::Entity::update_many()
        .col_expr(
            entities::storage_holds::Column::ReleaseAfter,
            Expr::value(chrono::Utc::now() - chrono::Duration::hours(1)),
        )
        .exec(&app.db)
        .await
        .expect("age holds");
    taxcredit::services::storage_sweep::run(&app.state).await;
}
