//! The claim package (issue 37, DESIGN §18): a project's T661 lines with their notes, review,
//! logbook, pre-check and evidence index as Word and PDF, read back with real readers (the Word
//! file as Office XML through the zip crate and an XML parser; the PDF through poppler's
//! pdftotext, which `.ci/run` installs).

use std::io::{Cursor, Read};
use std::process::Command;

use quick_xml::events::Event;
use reqwest::StatusCode;
use sea_orm::{ActiveModelTrait, EntityTrait, Set};
use serde_json::{Value, json};
use sha2::{Digest, Sha256};
use uuid::Uuid;

use crate::helpers::*;
use crate::run_stub::run;
use crate::uploads::{upload, wait_indexed};

const LOG: &str = "GASKET BONDING LOG\n\n2025-02-03\nWe did not know whether a silicone gasket bonded with primer P2 would stay sealed after 500 freeze-thaw cycles; the primer supplier only gives data down to -20 C.\nBonded 18 gaskets, varying primer coats (1, 2, 3) and cure time (2 h, 6 h).\n\n2025-02-17\nAfter 200 cycles, seal pressure held at 2.4 bar on 2-coat parts; 1-coat parts leaked at 1.1 bar.\n\n2025-03-10\nSummary: after 500 cycles, 2 coats cured 6 h held 2.3 bar; one coat fails by cycle 200, so a single coat is ruled out.\n";

const JOURNAL: &str = "JOURNAL D'ESSAIS — joints de silicone au froid\n\n\
3 mars 2025 — On ne savait pas si un joint collé avec l'apprêt P2 resterait étanche après 500 cycles de gel-dégel; le fournisseur ne donne des données que jusqu'à -20 °C.\n\
Plan : coller 18 joints, faire varier le nombre de couches d'apprêt (1, 2, 3) et la cure (2 h, 6 h).\n\n\
17/03/2025 — Les 18 joints sont collés; 200 premiers cycles en chambre climatique.\n\
La pression d'étanchéité tient à 2,4 bar avec 2 couches; les pièces à 1 couche fuient à 1,1 bar.\n\n\
le 2 avril 2025 — Sommaire : après 500 cycles, 2 couches et une cure de 6 h tiennent 2,3 bar; une seule couche lâche avant 200 cycles.\n";

/// The text of a Word file's part (`word/document.xml`, `word/footnotes.xml`): each paragraph's
/// runs joined, paragraphs on lines of their own.
pub fn part_text(docx: &[u8], part: &str) -> String {
    let mut zip = zip::ZipArchive::new(Cursor::new(docx)).expect("a docx is a zip");
    let mut xml = String::new();
    zip.by_name(part)
        .expect("the part")
        .read_to_string(&mut xml)
        .expect("utf-8 xml");
    let mut reader = quick_xml::Reader::from_str(&xml);
    let (mut out, mut in_text) = (String::new(), false);
    loop {
        match reader.read_event().expect("well-formed xml") {
            Event::Start(e) if e.name().as_ref() == b"w:t" => in_text = true,
            Event::End(e) if e.name().as_ref() == b"w:t" => in_text = false,
            Event::End(e) if e.name().as_ref() == b"w:p" => out.push('\n'),
            Event::Text(t) if in_text => out.push_str(&t.unescape().expect("text")),
            Event::Eof => break,
            _ => {}
        }
    }
    out
}

/// The body text of a Word file.
pub fn docx_text(docx: &[u8]) -> String {
    part_text(docx, "word/document.xml")
}

/// The text of a PDF through pdftotext, or `None` (said loudly) when poppler-utils is missing.
fn pdf_text(pdf: &[u8]) -> Option<String> {
    if Command::new("pdftotext").arg("-v").output().is_err() {
        eprintln!(
            "SKIPPED: pdftotext is missing (apt-get install poppler-utils); the PDF was not read back"
        );
        return None;
    }
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("package.pdf");
    std::fs::write(&path, pdf).expect("write");
    let out = Command::new("pdftotext")
        .args(["-enc", "UTF-8"])
        .arg(&path)
        .arg("-")
        .output()
        .expect("pdftotext runs");
    assert!(
        out.status.success(),
        "pdftotext failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    Some(String::from_utf8(out.stdout).expect("utf-8"))
}

/// Renders the PDF's first page to PNG with pdftoppm and converts the Word file to PDF with
/// LibreOffice headless: both must succeed and the PNG must not be blank. Skipped (said loudly)
/// when a tool is missing.
fn opens_in_real_readers(docx: &[u8], pdf: &[u8]) {
    let dir = tempfile::tempdir().expect("tempdir");
    let pdf_path = dir.path().join("package.pdf");
    std::fs::write(&pdf_path, pdf).expect("write");
    match Command::new("pdftoppm")
        .args(["-png", "-r", "40", "-f", "1", "-l", "2"])
        .arg(&pdf_path)
        .arg(dir.path().join("page"))
        .output()
    {
        Err(_) => eprintln!("SKIPPED: pdftoppm is missing (apt-get install poppler-utils)"),
        Ok(out) => {
            assert!(
                out.status.success(),
                "pdftoppm: {}",
                String::from_utf8_lossy(&out.stderr)
            );
            let page = std::fs::read_dir(dir.path())
                .expect("dir")
                .filter_map(Result::ok)
                .find(|e| e.file_name().to_string_lossy().ends_with(".png"))
                .expect("a PNG page");
            let png = std::fs::read(page.path()).expect("png");
            assert!(
                png.starts_with(b"\x89PNG") && png.len() > 2_000,
                "a page with content"
            );
        }
    }
    let docx_path = dir.path().join("package.docx");
    std::fs::write(&docx_path, docx).expect("write");
    let out_dir = dir.path().join("office");
    match Command::new("soffice")
        .args([
            "--headless",
            "--norestore",
            "--convert-to",
            "pdf",
            "--outdir",
        ])
        .arg(&out_dir)
        .arg(&docx_path)
        .env("HOME", dir.path())
        .output()
    {
        Err(_) => {
            eprintln!("SKIPPED: LibreOffice is missing (apt-get install libreoffice-writer-nogui)")
        }
        Ok(out) => {
            assert!(
                out.status.success(),
                "soffice: {}",
                String::from_utf8_lossy(&out.stderr)
            );
            let converted =
                std::fs::read(out_dir.join("package.pdf")).expect("LibreOffice wrote a PDF");
            assert!(converted.starts_with(b"%PDF-"));
            if let Some(text) = pdf_text(&converted) {
                assert!(text.contains("Line 244"), "{text}");
            }
        }
    }
}

async fn package(app: &TestApp, token: &str, pid: &str, query: &str) -> reqwest::Response {
    app.get(
        &format!("/api/v1/projects/{pid}/claim-package?{query}"),
        token,
    )
    .await
}

async fn bytes_of(res: reqwest::Response, content_type: &str, extension: &str) -> Vec<u8> {
    assert_eq!(res.status(), StatusCode::OK);
    assert_eq!(res.headers()["content-type"], content_type);
    let disposition = res.headers()["content-disposition"]
        .to_str()
        .expect("ascii")
        .to_owned();
    assert!(
        disposition.starts_with("attachment; filename=\"claim-package-")
            && disposition.ends_with(&format!(".{extension}\"")),
        "{disposition}"
    );
    res.bytes().await.expect("body").to_vec()
}

const DOCX: &str = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

/// A project with its fiscal year, an indexed file and a session per type.
async fn project_with(
    app: &TestApp,
    user: &TestUser,
    name: &str,
    file: &str,
    text: &str,
) -> (String, String) {
    let project = app.create_project(&user.access, name).await;
    let pid = project["id"].as_str().expect("id").to_owned();
    let res = app
        .patch(
            &format!("/api/v1/projects/{pid}"),
            &user.access,
            json!({"fiscalYear": "2025"}),
        )
        .await;
    assert!(res.status().is_success());
    let fid = upload(app, &user.access, &pid, file, "text/plain", text.as_bytes()).await;
    assert_eq!(
        wait_indexed(app, &user.access, &pid, &fid).await["indexStatus"],
        "READY"
    );
    (pid, fid)
}

async fn run_ok(app: &TestApp, user: &TestUser, pid: &str, kind: &str, body: Value) -> Value {
    let session = app.create_session(&user.access, pid, kind).await;
    let sid = session["id"].as_str().expect("id").to_owned();
    let res = run(app, &user.access, &sid, body).await;
    assert_eq!(res.status(), StatusCode::OK);
    res.json().await.expect("json")
}

fn positions(text: &str, needles: &[&str]) -> Vec<usize> {
    needles
        .iter()
        .map(|n| {
            text.find(n)
                .unwrap_or_else(|| panic!("{n:?} is missing from:\n{text}"))
        })
        .collect()
}

#[actix_web::test]
async fn the_owner_downloads_the_package_as_word_and_pdf() {
    let app = TestApp::spawn().await;
    let user = app.register("package@example.com").await;
    let (pid, fid) = project_with(&app, &user, "Gasket bonding", "gasket_log.txt", LOG).await;
    let sha = hex::encode(Sha256::digest(LOG.as_bytes()));
    let files = json!([fid]);
    let draft = run_ok(&app, &user, &pid, "T661", json!({"type": "T661", "input": "Draft 242, 244 and 246 from the log.", "selected_file_ids": files})).await;
    run_ok(
        &app,
        &user,
        &pid,
        "LOGBOOK",
        json!({"type": "LOGBOOK", "input": "Build the logbook.", "selected_file_ids": files}),
    )
    .await;
    run_ok(&app, &user, &pid, "PRECHECK", json!({"type": "PRECHECK", "input": "We bonded silicone gaskets and measured seal pressure over freeze-thaw cycles because the supplier's data stop at -20 C.", "selected_file_ids": files})).await;
    let lines = draft["python"]["data"]["lines"]
        .as_array()
        .expect("lines")
        .clone();
    let line_244 = lines[1]["text"].as_str().expect("text").to_owned();
    assert!(!line_244.is_empty(), "{draft}");

    // Word: the lines with their questions, counts and limits; notes; the logbook in order; the
    // pre-check; the index with the file's hash.
    let docx = bytes_of(
        package(&app, &user.access, &pid, "format=docx").await,
        DOCX,
        "docx",
    )
    .await;
    let text = docx_text(&docx);
    for needle in [
        "SR&ED claim package",
        "Gasket bonding",
        "Tax year: 2025",
        "Service version",
        "Line 242",
        "Line 244",
        "Line 246",
        "Eligibility pre-check",
        "Verdict:",
        "gasket_log.txt",
        &sha,
        "READY",
    ] {
        assert!(text.contains(needle), "{needle:?} is missing from:\n{text}");
    }
    let first_sentence: String = line_244.split(". ").next().unwrap_or_default().to_owned();
    assert!(
        text.contains(&first_sentence),
        "line 244's text: {first_sentence}"
    );
    for line in &lines {
        let counts = format!("{} words of {}", line["words"], line["wordLimit"]);
        assert!(text.contains(&counts), "{counts}");
        assert!(text.contains(line["title"].as_str().expect("question")));
    }
    let logbook = text.find("Logbook").expect("a logbook section");
    let order = positions(
        &text[logbook..],
        &["2025-02-03", "2025-02-17", "2025-03-10"],
    );
    assert!(
        order.windows(2).all(|w| w[0] < w[1]),
        "date order: {order:?}"
    );
    let notes = part_text(&docx, "word/footnotes.xml");
    assert!(
        notes.contains("gasket_log.txt, entries of 2025-"),
        "{notes}"
    );

    // PDF: the same, as a reader extracts it.
    let pdf = bytes_of(
        package(&app, &user.access, &pid, "format=pdf").await,
        "application/pdf",
        "pdf",
    )
    .await;
    assert!(pdf.starts_with(b"%PDF-"));
    if let Some(text) = pdf_text(&pdf) {
        for needle in [
            "SR&ED claim package",
            "Line 242",
            "Line 244",
            "Line 246",
            "Evidence index",
            "gasket_log.txt",
            &sha,
            "[1] gasket_log.txt, entries of 2025-",
        ] {
            assert!(text.contains(needle), "{needle:?} is missing from:\n{text}");
        }
        let logbook = text.find("Logbook").expect("a logbook section");
        let order = positions(
            &text[logbook..],
            &["2025-02-03", "2025-02-17", "2025-03-10"],
        );
        assert!(
            order.windows(2).all(|w| w[0] < w[1]),
            "date order: {order:?}"
        );
    }

    opens_in_real_readers(&docx, &pdf);

    // A file whose index data holds no hash (indexed before hashes were kept) is hashed from
    // its bytes.
    let row = entities::files::Entity::find_by_id(fid.parse::<Uuid>().expect("uuid"))
        .one(&app.db)
        .await
        .expect("db")
        .expect("row");
    let mut active: entities::files::ActiveModel = row.into();
    active.index_meta = Set(Some(json!({"language": "en"})));
    active.update(&app.db).await.expect("update");
    let docx = bytes_of(
        package(&app, &user.access, &pid, "format=docx").await,
        DOCX,
        "docx",
    )
    .await;
    assert!(docx_text(&docx).contains(&sha));
}

#[actix_web::test]
async fn a_french_project_gets_a_french_package_with_its_accents() {
    let app = TestApp::spawn().await;
    let user = app.register("dossier@example.com").await;
    let (pid, fid) = project_with(&app, &user, "Joints d'étanchéité", "journal.txt", JOURNAL).await;
    let files = json!([fid]);
    run_ok(&app, &user, &pid, "T661", json!({"type": "T661", "input": "Rédige les lignes 242, 244 et 246 à partir du journal.", "selected_file_ids": files})).await;
    run_ok(&app, &user, &pid, "LOGBOOK", json!({"type": "LOGBOOK", "input": "Prépare le journal des travaux.", "selected_file_ids": files})).await;
    let want = [
        "Dossier de demande RS&DE",
        "Joints d'étanchéité",
        "Année d'imposition",
        "Ligne 242",
        "Ligne 246",
        "mots sur",
        "Journal des travaux",
        "Index des pièces justificatives",
        "Téléversé le",
    ];
    let docx = bytes_of(
        package(&app, &user.access, &pid, "format=docx").await,
        DOCX,
        "docx",
    )
    .await;
    let text = docx_text(&docx);
    for needle in want {
        assert!(text.contains(needle), "{needle:?} is missing from:\n{text}");
    }
    assert!(part_text(&docx, "word/footnotes.xml").contains("journal.txt, entrées du 2025-"));
    let pdf = bytes_of(
        package(&app, &user.access, &pid, "format=pdf").await,
        "application/pdf",
        "pdf",
    )
    .await;
    if let Some(text) = pdf_text(&pdf) {
        for needle in want {
            assert!(text.contains(needle), "{needle:?} is missing from:\n{text}");
        }
        let journal = text.find("Journal des travaux").expect("the logbook");
        let order = positions(
            &text[journal..],
            &["2025-03-03", "2025-03-17", "2025-04-02"],
        );
        assert!(
            order.windows(2).all(|w| w[0] < w[1]),
            "date order: {order:?}"
        );
    }
}

#[actix_web::test]
async fn a_named_draft_is_printed_and_bad_requests_are_refused() {
    let app = TestApp::spawn().await;
    let user = app.register("named@example.com").await;
    let other = app.register("stranger@example.com").await;
    let (pid, fid) = project_with(&app, &user, "Gaskets", "gasket_log.txt", LOG).await;
    let files = json!([fid]);
    let older = run_ok(&app, &user, &pid, "T661", json!({"type": "T661", "input": "Draft 242, 244 and 246 from the log.", "selected_file_ids": files})).await;
    let newer = run_ok(&app, &user, &pid, "T661", json!({"type": "T661", "input": "We did not know whether primer P4 bonds below -40 C; nobody had published data on it. Draft 242, 244 and 246."})).await;
    let older_id = older["messages"]["assistantMessageId"]
        .as_str()
        .expect("the answer's id")
        .to_owned();
    let newer_242 = newer["python"]["data"]["lines"][0]["text"]
        .as_str()
        .expect("text")
        .to_owned();
    let older_242 = older["python"]["data"]["lines"][0]["text"]
        .as_str()
        .expect("text")
        .to_owned();
    assert_ne!(newer_242, older_242);

    let text = docx_text(
        &bytes_of(
            package(&app, &user.access, &pid, "format=docx").await,
            DOCX,
            "docx",
        )
        .await,
    );
    assert!(text.contains(&newer_242), "the newest draft by default");
    let text = docx_text(
        &bytes_of(
            package(
                &app,
                &user.access,
                &pid,
                &format!("format=docx&messageId={older_id}"),
            )
            .await,
            DOCX,
            "docx",
        )
        .await,
    );
    assert!(text.contains(&older_242), "the named draft");
    // Malformed queries are 400; another user's draft or project, or a message that is no draft
    // of this project, is not found.
    let (stranger, missing) = (Uuid::now_v7(), Uuid::now_v7().to_string());
    let refused = [
        (&user, pid.as_str(), String::new(), StatusCode::BAD_REQUEST),
        (&user, &pid, "format=odt".into(), StatusCode::BAD_REQUEST),
        (
            &user,
            &pid,
            "format=pdf&messageId=nope".into(),
            StatusCode::BAD_REQUEST,
        ),
        (
            &user,
            &pid,
            format!("format=pdf&messageId={stranger}"),
            StatusCode::NOT_FOUND,
        ),
        (
            &other,
            &pid,
            format!("format=docx&messageId={older_id}"),
            StatusCode::NOT_FOUND,
        ),
        (&other, &pid, "format=pdf".into(), StatusCode::NOT_FOUND),
        (&user, &missing, "format=docx".into(), StatusCode::NOT_FOUND),
    ];
    for (who, project, query, status) in refused {
        let code = if status == StatusCode::BAD_REQUEST {
            "VALIDATION_FAILED"
        } else {
            "NOT_FOUND"
        };
        expect_error(
            package(&app, &who.access, project, &query).await,
            status,
            code,
        )
        .await;
    }

    // A project with nothing yet still gets its package, saying what is missing.
    let empty = app.create_project(&user.access, "Empty").await;
    let empty = empty["id"].as_str().expect("id");
    let text = docx_text(
        &bytes_of(
            package(&app, &user.access, empty, "format=docx").await,
            DOCX,
            "docx",
        )
        .await,
    );
    assert!(text.contains("No T661 draft has been written"), "{text}");
    assert!(text.contains("No confirmed files."), "{text}");
}
