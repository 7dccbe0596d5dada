//! Hostile files over HTTP (issue 12): bombs end FAILED with a readable `indexError`, a long text
//! is READY and marked truncated in its index data, an ordinary file beside them is READY; a file
//! whose indexing keeps failing (worker 5xx, or a process that died on it) is given up after
//! `indexing.max_attempts` claims instead of being retried forever.

use std::time::{Duration, Instant};

use entities::files;
use sea_orm::{ActiveModelTrait, EntityTrait, IntoActiveModel, Set};
use secrecy::SecretString;
use uuid::Uuid;

use crate::helpers::TestApp;
use crate::run_stub::{Mode, StubWorker};
use crate::uploads::*;

#[path = "../../src/worker/extract/samples.rs"]
pub(crate) mod samples;

/// An ordinary one-page PDF, uploaded and confirmed; its id.
async fn upload_ordinary(app: &TestApp, token: &str, pid: &str) -> String {
    upload(
        app,
        token,
        pid,
        "report.pdf",
        "application/pdf",
        &pdf_bytes("Coatings wear"),
    )
    .await
}

async fn row(app: &TestApp, id: &str) -> files::Model {
    files::Entity::find_by_id(id.parse::<Uuid>().expect("uuid"))
        .one(&app.db)
        .await
        .expect("db")
        .expect("row")
}

#[actix_web::test]
async fn bombs_fail_readably_long_text_is_truncated_and_an_ordinary_file_is_ready() {
    let app = TestApp::spawn_with(|s| s.extract.max_text_bytes = 64).await;
    let user = app.register("hostile@example.com").await;
    let pid = project(&app, &user).await;
    let started = Instant::now();
    // A Word file whose body inflates to 128 MiB of XML while declaring 100 bytes.
    let docx_bomb = samples::docx(samples::bomb_xml_entry("word/document.xml", 128, 100));
    // A PDF with one FlateDecode content stream of 128 MiB of spaces.
    let pdf_bomb = samples::pdf(1, samples::zlib_spaces(128), Some("FlateDecode"));
    assert!(docx_bomb.len() < 1024 * 1024 && pdf_bomb.len() < 1024 * 1024);
    let docx = upload(&app, &user.access, &pid, "bomb.docx", DOCX, &docx_bomb).await;
    let pdf = upload(
        &app,
        &user.access,
        &pid,
        "bomb.pdf",
        "application/pdf",
        &pdf_bomb,
    )
    .await;
    let long = "word ".repeat(100);
    let text = upload(
        &app,
        &user.access,
        &pid,
        "long.txt",
        "text/plain",
        long.as_bytes(),
    )
    .await;
    let ordinary = upload_ordinary(&app, &user.access, &pid).await;

    for (id, part) in [(&docx, "word/document.xml"), (&pdf, "The PDF stream")] {
        let file = wait_indexed(&app, &user.access, &pid, id).await;
        assert_eq!(file["indexStatus"], "FAILED", "{file}");
        let error = file["indexError"].as_str().expect("indexError");
        assert!(
            error.contains(part) && error.contains("expands beyond 64 MiB"),
            "{error}"
        );
    }
    let file = wait_indexed(&app, &user.access, &pid, &text).await;
    assert_eq!(file["indexStatus"], "READY", "{file}");
    let meta = row(&app, &text).await.index_meta.expect("index meta");
    assert_eq!(meta["truncated"], true, "{meta}");
    assert_eq!(meta["characters"], 64, "{meta}");
    assert!(
        meta["truncatedReason"]
            .as_str()
            .is_some_and(|r| r.contains("longer than 64 bytes")),
        "{meta}"
    );
    let file = wait_indexed(&app, &user.access, &pid, &ordinary).await;
    assert_eq!(file["indexStatus"], "READY", "{file}");
    let meta = row(&app, &ordinary).await.index_meta.expect("index meta");
    assert_eq!(meta["truncated"], false, "{meta}");
    assert!(started.elapsed() < Duration::from_secs(30));
}

#[actix_web::test]
async fn a_file_the_worker_keeps_failing_on_is_given_up_after_the_last_attempt() {
    let stub = StubWorker::start();
    stub.set(Mode::Status500);
    let url = stub.url.clone();
    let app = TestApp::spawn_with(move |s| {
        s.worker.url = url;
        s.worker.token = SecretString::from(taxcredit::auth::opaque::generate());
        s.worker.timeout_ms = 1000;
        s.indexing.retry_base_ms = 10;
        s.indexing.max_attempts = 2;
    })
    .await;
    let user = app.register("attempts@example.com").await;
    let pid = project(&app, &user).await;
    let id = upload(&app, &user.access, &pid, "n.txt", "text/plain", b"notes").await;
    let file = wait_indexed(&app, &user.access, &pid, &id).await;
    assert_eq!(file["indexStatus"], "FAILED", "{file}");
    assert_eq!(
        file["indexError"],
        "indexing failed 2 times; the file may be malformed"
    );
    // Two claims of four tries each (one and three retries), then no more.
    assert_eq!(stub.seen.lock().expect("lock").len(), 8);
    assert_eq!(row(&app, &id).await.index_attempts, 3);
}

#[actix_web::test]
async fn a_file_that_took_the_process_down_on_its_last_attempt_is_not_tried_again() {
    let app = TestApp::spawn().await;
    let user = app.register("crashed@example.com").await;
    let pid = project(&app, &user).await;
    let id = upload(&app, &user.access, &pid, "n.txt", "text/plain", b"notes").await;
    assert_eq!(
        wait_indexed(&app, &user.access, &pid, &id).await["indexStatus"],
        "READY"
    );
    // As if each of the three allowed claims had ended with the process killed mid-index: the
    // row is INDEXING under a claim nobody renews any more.
    let mut model = row(&app, &id).await.into_active_model();
    model.index_status = Set(Some(taxcredit::domain::IndexStatus::Indexing));
    model.index_claimed_until = Set(Some(chrono::Utc::now() - chrono::Duration::seconds(60)));
    model.index_attempts = Set(3);
    model.update(&app.db).await.expect("update");
    let file = wait_indexed(&app, &user.access, &pid, &id).await;
    assert_eq!(file["indexStatus"], "FAILED", "{file}");
    assert_eq!(
        file["indexError"],
        "indexing failed 3 times; the file may be malformed"
    );
}

#[actix_web::test]
async fn a_file_that_needs_more_memory_than_its_child_may_use_fails_and_the_service_goes_on() {
    // Only the kernel's wall: the extractor's own size limits are lifted, so the PDF's content
    // stream (256 MiB of text operators) is decoded and parsed until the child's address space
    // runs out and it aborts.
    let app = TestApp::spawn_with(|s| {
        s.extract.max_entry_bytes = 4 << 30;
        s.extract.max_file_bytes = 4 << 30;
        s.extract.max_memory_mib = 160;
    })
    .await;
    let user = app.register("kernel-wall@example.com").await;
    let pid = project(&app, &user).await;
    let bomb = samples::pdf(
        1,
        samples::zlib_repeated(b"(a) Tj \n", 256),
        Some("FlateDecode"),
    );
    let id = upload(
        &app,
        &user.access,
        &pid,
        "bomb.pdf",
        "application/pdf",
        &bomb,
    )
    .await;
    let file = wait_indexed(&app, &user.access, &pid, &id).await;
    assert_eq!(file["indexStatus"], "FAILED", "{file}");
    let error = file["indexError"].as_str().expect("indexError");
    assert!(error.contains("more than 160 MiB of memory"), "{error}");
    // One failed claim: the child's death is the file's permanent failure, not a retry.
    assert_eq!(row(&app, &id).await.index_attempts, 1);
    let ordinary = upload_ordinary(&app, &user.access, &pid).await;
    let file = wait_indexed(&app, &user.access, &pid, &ordinary).await;
    assert_eq!(file["indexStatus"], "READY", "{file}");
}
