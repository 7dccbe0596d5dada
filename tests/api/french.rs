//! French (issue 35, DESIGN §18): a file's language is recorded with its index data; runs and
//! the screener answer in the input's language unless `Accept-Language` names another; the wire
//! (JSON names, enum values) never changes with the language.

use reqwest::StatusCode;
use sea_orm::EntityTrait;
use serde_json::{Value, json};
use uuid::Uuid;

use crate::helpers::*;
use crate::run_stub::session;
use crate::uploads::{upload, wait_indexed};

const JOURNAL: &str = "JOURNAL D'ESSAIS — joints de silicone au froid\nTenu par l'équipe procédés.\n\n\
3 mars 2025 — On ne savait pas si un joint collé avec l'apprêt P2 resterait étanche après 500 cycles de gel-dégel; le fournisseur ne donne des données que jusqu'à -20 °C.\n\
Plan : coller 18 joints, faire varier le nombre de couches d'apprêt (1, 2, 3) et la cure (2 h, 6 h).\n\n\
17/03/2025 — Les 18 joints sont collés; 200 premiers cycles en chambre climatique.\n\
La pression d'étanchéité tient à 2,4 bar avec 2 couches; les pièces à 1 couche fuient à 1,1 bar.\n\n\
le 2 avril 2025 — Sommaire : après 500 cycles, 2 couches et une cure de 6 h tiennent 2,3 bar; une seule couche lâche avant 200 cycles.\n";

async fn run_in(
    app: &TestApp,
    token: &str,
    sid: &str,
    body: Value,
    accept_language: Option<&str>,
) -> Value {
    let mut req = app
        .client
        .post(app.url(&format!("/api/v1/sessions/{sid}/runs")))
        .bearer_auth(token)
        .json(&body);
    if let Some(lang) = accept_language {
        req = req.header("accept-language", lang);
    }
    let res = req.send().await.expect("run");
    assert_eq!(res.status(), StatusCode::OK);
    res.json().await.expect("json")
}

#[actix_web::test]
async fn a_french_log_gets_french_drafts_unless_the_request_asks_for_english() {
    let app = TestApp::spawn().await;
    let user = app.register("francais@example.com").await;
    let (pid, sid) = session(&app, &user, "T661").await;
    let fid = upload(
        &app,
        &user.access,
        &pid,
        "journal.txt",
        "text/plain",
        JOURNAL.as_bytes(),
    )
    .await;
    assert_eq!(
        wait_indexed(&app, &user.access, &pid, &fid).await["indexStatus"],
        "READY"
    );
    let row = entities::files::Entity::find_by_id(fid.parse::<Uuid>().expect("uuid"))
        .one(&app.db)
        .await
        .expect("db")
        .expect("row");
    assert_eq!(row.index_meta.expect("index meta")["language"], "fr");

    let ask = json!({"type": "T661", "input": "Rédige les lignes 242, 244 et 246 à partir du journal ci-joint.", "selected_file_ids": [fid]});
    let body = run_in(&app, &user.access, &sid, ask.clone(), None).await;
    let data = &body["python"]["data"];
    assert_eq!(data["language"], "fr", "{body}");
    assert_eq!(
        data["lines"][0]["title"],
        "Quelles incertitudes scientifiques ou technologiques avez-vous tenté de surmonter?"
    );
    let output = body["python"]["output"].as_str().expect("output");
    assert!(
        output.contains("### Ligne 242 (") && output.contains(" mots)"),
        "{output}"
    );
    assert!(
        data["lines"][1]["text"]
            .as_str()
            .expect("244")
            .contains("17/03/2025"),
        "{body}"
    );
    // The wire keeps its names and values.
    assert_eq!(body["python"]["status"], "SUCCEEDED");
    assert_eq!(data["lines"][0]["line"], "242");

    let english = run_in(&app, &user.access, &sid, ask, Some("en-CA,en;q=0.9")).await;
    assert_eq!(english["python"]["data"]["language"], "en");
    assert!(
        english["python"]["output"]
            .as_str()
            .expect("output")
            .contains("### Line 242 (")
    );

    // An English question over the French log answers in English; the dates stay the log's.
    let (_, book) = session(&app, &user, "LOGBOOK").await;
    let logbook = run_in(
        &app,
        &user.access,
        &book,
        json!({"type": "LOGBOOK", "input": "Journal des travaux, s'il vous plaît, à partir du fichier.", "selected_file_ids": []}),
        Some("fr-CA"),
    )
    .await;
    assert!(
        logbook["python"]["output"]
            .as_str()
            .expect("output")
            .starts_with("## Journal des travaux"),
        "{logbook}"
    );
}

#[actix_web::test]
async fn the_screener_answers_a_french_description_in_french() {
    let app = TestApp::spawn().await;
    let description = "On fabrique des bacs en plastique recyclé. Personne ne savait si un mélange avec 40 % de PCR garderait sa rigidité à -30 °C: le fournisseur de résine n'avait aucune donnée. On a moulé 12 lots en faisant varier la température du moule et le taux de PCR, mesuré le module et fait des essais de chute à froid. Les lots à 60 °C de moule ont tenu; à 40 °C, ils fissuraient. Tout est noté dans le cahier d'essais.";
    let res = app
        .post("/api/v1/screener", None, json!({"input": description}))
        .await;
    assert_eq!(res.status(), StatusCode::OK);
    let body: Value = res.json().await.expect("json");
    let data = &body["data"];
    assert!(
        ["LIKELY", "POSSIBLE", "UNLIKELY"].contains(&data["verdict"].as_str().expect("verdict"))
    );
    assert!(
        data["summary"]
            .as_str()
            .expect("summary")
            .contains("questions d'admissibilité"),
        "{body}"
    );
    assert_eq!(data["criteria"][0]["key"], "technological_uncertainty");
    assert_eq!(data["criteria"][0]["label"], "Incertitude technologique");

    let res = app
        .client
        .post(app.url("/api/v1/screener"))
        .header("accept-language", "en")
        .json(&json!({"input": description}))
        .send()
        .await
        .expect("screener");
    let body: Value = res.json().await.expect("json");
    assert_eq!(
        body["data"]["criteria"][0]["label"], "Technological uncertainty",
        "{body}"
    );
}
