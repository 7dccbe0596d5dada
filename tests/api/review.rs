//! Claim review (issue 36, DESIGN §18): a T661 run in a T661_ANALYSIS session reviews the draft
//! in its input, else the project's newest T661 draft, against the selected evidence and the
//! project's fiscal year; the payload is `data.review`.

use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::helpers::*;
use crate::run_stub::run;
use crate::uploads::{upload, wait_indexed};

const LOG: &str = "GASKET BONDING LOG\n\n2025-02-03\nWe did not know whether a silicone gasket bonded with primer P2 would stay sealed after 500 freeze-thaw cycles; the primer supplier only gives data down to -20 C.\nBonded 18 gaskets, varying primer coats (1, 2, 3) and cure time (2 h, 6 h).\n\n2025-02-17\nAfter 200 cycles, seal pressure held at 2.4 bar on 2-coat parts; 1-coat parts leaked at 1.1 bar.\n\n2025-03-10\nSummary: after 500 cycles, 2 coats cured 6 h held 2.3 bar; one coat fails by cycle 200, so a single coat is ruled out.\n";

fn findings(body: &Value, line: usize) -> Vec<String> {
    body["python"]["data"]["review"]["lines"][line]["findings"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|f| f["kind"].as_str().map(str::to_owned))
        .collect()
}

#[actix_web::test]
async fn an_analysis_session_reviews_the_draft_against_the_evidence() {
    let app = TestApp::spawn().await;
    let user = app.register("review@example.com").await;
    let project = app.create_project(&user.access, "Gaskets").await;
    let pid = project["id"].as_str().expect("id").to_owned();
    let res = app
        .patch(
            &format!("/api/v1/projects/{pid}"),
            &user.access,
            json!({"fiscalYear": "2025"}),
        )
        .await;
    assert!(res.status().is_success(), "{}", res.status());
    let fid = upload(
        &app,
        &user.access,
        &pid,
        "gasket_log.txt",
        "text/plain",
        LOG.as_bytes(),
    )
    .await;
    assert_eq!(
        wait_indexed(&app, &user.access, &pid, &fid).await["indexStatus"],
        "READY"
    );

    // No draft yet: the review says so and stores nothing to review.
    let session = app
        .create_session(&user.access, &pid, "T661_ANALYSIS")
        .await;
    let sid = session["id"].as_str().expect("id").to_owned();
    let res = run(
        &app,
        &user.access,
        &sid,
        json!({"type": "T661", "input": "Review our draft please.", "selected_file_ids": [fid]}),
    )
    .await;
    assert_eq!(res.status(), StatusCode::OK);
    let body: Value = res.json().await.expect("json");
    assert_eq!(body["python"]["data"]["review"], Value::Null, "{body}");

    // A draft in the input: an unsupported number and marketing words are named.
    let draft = "Line 242\nWe did not know whether a silicone gasket bonded with primer P2 would stay sealed after 500 freeze-thaw cycles, because the primer supplier only gives data down to -20 C.\n\nLine 244\nOn 2025-02-03 we bonded 18 gaskets, varying primer coats and cure time. On 2025-02-17, after 200 cycles, 2-coat parts held 2.4 bar and 1-coat parts leaked at 1.1 bar.\n\nLine 246\nOur revolutionary, world-class gasket now holds 3.9 bar after 500 cycles, and customers love it.";
    let res = run(
        &app,
        &user.access,
        &sid,
        json!({"type": "T661", "input": draft, "selected_file_ids": [fid]}),
    )
    .await;
    assert_eq!(res.status(), StatusCode::OK);
    let body: Value = res.json().await.expect("json");
    let review = &body["python"]["data"]["review"];
    assert!(
        review["score"].is_u64() || review["score"].is_i64(),
        "{body}"
    );
    assert!(["strong", "needs_work", "weak"].contains(&review["band"].as_str().expect("band")));
    let on_246 = findings(&body, 2);
    assert!(
        on_246.contains(&"MARKETING_LANGUAGE".to_owned()),
        "{on_246:?}"
    );
    assert!(on_246.contains(&"UNSUPPORTED".to_owned()), "{on_246:?}");
    let unsupported: Vec<&Value> = review["lines"][2]["findings"]
        .as_array()
        .expect("findings")
        .iter()
        .filter(|f| f["kind"] == "UNSUPPORTED")
        .collect();
    assert!(
        unsupported[0]["unsupported"].to_string().contains("3.9"),
        "{unsupported:?}"
    );
    assert!(
        body["python"]["output"]
            .as_str()
            .expect("output")
            .contains("246")
    );

    // Without a draft in the input, the project's newest T661 draft is reviewed.
    let t661 = app.create_session(&user.access, &pid, "T661").await;
    let tid = t661["id"].as_str().expect("id").to_owned();
    let res = run(&app, &user.access, &tid, json!({"type": "T661", "input": "Draft 242, 244 and 246 from the log.", "selected_file_ids": [fid]})).await;
    assert_eq!(res.status(), StatusCode::OK);
    let res = run(&app, &user.access, &sid, json!({"type": "T661", "input": "Is our latest draft ready for a CRA review?", "selected_file_ids": [fid]})).await;
    let body: Value = res.json().await.expect("json");
    let lines = body["python"]["data"]["review"]["lines"]
        .as_array()
        .expect("a review of the newest draft");
    assert_eq!(lines.len(), 3, "{body}");
    assert!(lines[0]["words"].as_u64().expect("words") > 0, "{body}");
}
