//! The bound repository as run evidence: the offline engine reads the README and the commits of
//! the project's fiscal year through the code host's API (wiremock as GitHub) and cites the
//! commits it uses in T661 and PRECHECK answers.

use base64::Engine;
use reqwest::StatusCode;
use serde_json::{Value, json};
use wiremock::matchers::{header, method, path, query_param};
use wiremock::{Mock, MockServer, ResponseTemplate};

use super::{bind, connect, github, spawn, user_with_project};
use crate::helpers::{TestApp, TestUser};
use crate::run_stub::run;

const README: &str = "# Widgets\n\nControl software for the composite cure oven.\n\nThe oven firmware drives a two-stage ramp; we could not find published cure schedules for this resin at 140 C.\n";

fn commit(sha: &str, date: &str, message: &str) -> Value {
    json!({
        "sha": sha,
        "html_url": format!("https://github.test/octo/widgets/commit/{sha}"),
        "commit": {"message": message, "author": {"name": "A", "date": date}},
    })
}

/// The README and the fiscal year 2025's commits of `octo/widgets` on `main`, newest first as
/// GitHub answers; only the exact window of the fiscal year matches.
async fn repository_mocks(server: &MockServer) {
    let content = base64::engine::general_purpose::STANDARD.encode(README);
    Mock::given(method("GET"))
        .and(path("/repos/octo/widgets/readme"))
        .and(query_param("ref", "main"))
        .and(header("authorization", "Bearer gho_first"))
        .respond_with(ResponseTemplate::new(200).set_body_json(json!({
            "content": content, "encoding": "base64",
            "html_url": "https://github.test/octo/widgets/blob/main/README.md",
        })))
        .mount(server)
        .await;
    Mock::given(method("GET"))
        .and(path("/repos/octo/widgets/commits"))
        .and(query_param("sha", "main"))
        .and(query_param("since", "2025-01-01T00:00:00Z"))
        .and(query_param("until", "2025-12-31T23:59:59Z"))
        .and(query_param("page", "1"))
        .and(header("authorization", "Bearer gho_first"))
        .respond_with(ResponseTemplate::new(200).set_body_json(json!([
            commit("e5e5e5e5e5e5", "2025-09-01T10:00:00Z", "Bump serde to 1.0.200"),
            commit("d4d4d4d4d4d4", "2025-06-02T16:30:00Z", "Result: void content fell to 1.4 % with the two-stage ramp, below the 2 % target we could not reach before\n\nSigned-off-by: A <a@example.com>"),
            commit("c3c3c3c3c3c3", "2025-05-20T12:00:00Z", "Merge pull request #7 from octo/dev\n\nCure trials"),
            commit("b2b2b2b2b2b2", "2025-03-04T09:15:00Z", "feat(cure): run six panels at 140 C and log peel strength\n\nPeel strength measured 3.1 to 3.5 N/mm across the six panels; two panels showed voids near the edge."),
            commit("a1a1a1a1a1a1", "2025-02-10T08:00:00Z", "Prototype a vacuum-assisted cure cycle for the bracket\n\nWe did not know whether vacuum assist would keep void content below 2 % at 140 C, and no supplier data covered this resin."),
        ])))
        .mount(server)
        .await;
}

/// A bound project's session of `kind`; answers the run's body.
async fn run_on_bound(
    app: &TestApp,
    user: &TestUser,
    project: &str,
    kind: &str,
    input: &str,
) -> Value {
    let session = app.create_session(&user.access, project, kind).await;
    let sid = session["id"].as_str().expect("id");
    let res = run(
        app,
        &user.access,
        sid,
        json!({"type": kind, "input": input}),
    )
    .await;
    assert_eq!(res.status(), StatusCode::OK);
    res.json().await.expect("run json")
}

fn commit_citations(python: &Value) -> Vec<&Value> {
    python["citations"]
        .as_array()
        .expect("citations")
        .iter()
        .filter(|c| c["codeHost"]["kind"] == "COMMIT")
        .collect()
}

#[actix_web::test]
async fn a_t661_draft_and_a_precheck_cite_the_fiscal_years_commits() {
    let server = github().await;
    repository_mocks(&server).await;
    let app = spawn(&server, true).await;
    let (user, project) = user_with_project(&app, "evidence@example.com").await;
    connect(&app, &user, &project).await;
    assert_eq!(bind(&app, &user, &project).await.status(), StatusCode::OK);

    let body = run_on_bound(
        &app,
        &user,
        &project,
        "T661",
        "Draft our T661 lines for the bracket cure work.",
    )
    .await;
    let python = &body["python"];
    assert_eq!(python["status"], "SUCCEEDED", "{python}");
    // The lines were built from commits, named by repository and short SHA with their dates.
    let sources: Vec<&Value> = python["data"]["lines"]
        .as_array()
        .expect("lines")
        .iter()
        .flat_map(|l| l["sources"].as_array().expect("sources").iter())
        .collect();
    let commit_sources: Vec<&&Value> = sources
        .iter()
        .filter(|s| s["codeHost"]["kind"] == "COMMIT")
        .collect();
    assert!(!commit_sources.is_empty(), "{}", python["data"]);
    for s in &commit_sources {
        assert_eq!(s["fileId"], Value::Null);
        assert!(
            s["filename"]
                .as_str()
                .expect("name")
                .starts_with("octo/widgets@")
        );
        assert_eq!(s["codeHost"]["repoFullName"], "octo/widgets");
    }
    let output = python["output"].as_str().expect("output");
    assert!(
        output.contains("octo/widgets@a1a1a1a (2025-02-10)"),
        "{output}"
    );
    assert!(
        output.contains("2025-03-04: Run six panels at 140 C"),
        "{output}"
    );
    // The result's citations carry the commits used, with SHA, date and page.
    let cited = commit_citations(python);
    let first = cited
        .iter()
        .find(|c| c["codeHost"]["sha"] == "a1a1a1a1a1a1")
        .expect("the uncertainty commit is cited");
    assert_eq!(first["codeHost"]["date"], "2025-02-10");
    assert_eq!(
        first["codeHost"]["url"],
        "https://github.test/octo/widgets/commit/a1a1a1a1a1a1"
    );
    assert!(
        first["excerpt"]
            .as_str()
            .expect("excerpt")
            .contains("vacuum assist")
    );
    // Merges, trailers and chores are not evidence.
    let text = python.to_string();
    assert!(!text.contains("Merge pull request"), "{text}");
    assert!(!text.contains("Signed-off-by"), "{text}");
    assert!(!text.contains("Bump serde"), "{text}");

    let body = run_on_bound(
        &app,
        &user,
        &project,
        "PRECHECK",
        "Does our bracket cure work qualify?",
    )
    .await;
    let python = &body["python"];
    assert_eq!(python["status"], "SUCCEEDED", "{python}");
    assert!(!commit_citations(python).is_empty(), "{python}");
    let output = python["output"].as_str().expect("output");
    assert!(
        output.contains("Repository evidence: octo/widgets@"),
        "{output}"
    );
}

#[actix_web::test]
async fn a_code_host_outage_leaves_the_repository_out_and_says_so() {
    let server = github().await;
    Mock::given(method("GET"))
        .and(path("/repos/octo/widgets/commits"))
        .respond_with(ResponseTemplate::new(502))
        .mount(&server)
        .await;
    let app = spawn(&server, true).await;
    let (user, project) = user_with_project(&app, "outage@example.com").await;
    connect(&app, &user, &project).await;
    assert_eq!(bind(&app, &user, &project).await.status(), StatusCode::OK);

    let body = run_on_bound(
        &app,
        &user,
        &project,
        "T661",
        "We did not know whether the seal would hold at -40 C. We ran twelve cold-chamber trials. The seal held at -40 C with the new gasket.",
    )
    .await;
    let python = &body["python"];
    assert_eq!(python["status"], "SUCCEEDED", "{python}");
    assert!(commit_citations(python).is_empty());
    let output = python["output"].as_str().expect("output");
    assert!(
        output.contains("Could not read the commits") && output.contains("octo/widgets"),
        "{output}"
    );
    // No README on the stand-in: not an error, nothing to say about it.
    assert!(!output.contains("the README"), "{output}");
    assert!(output.contains("seal would hold"), "{output}");
}
