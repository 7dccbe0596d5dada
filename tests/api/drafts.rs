//! Drafts from what the user selected (issue 14): a run with a generic question and one selected
//! log drafts all three T661 lines from it, and LOGBOOK dates its entries from the log.

use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::helpers::*;
use crate::run_stub::{run, session};
use crate::uploads::{upload, wait_indexed};

#[actix_web::test]
async fn a_generic_question_drafts_all_three_lines_from_the_selected_file() {
    let app = TestApp::spawn().await;
    let user = app.register("drafts@example.com").await;
    let (pid, sid) = session(&app, &user, "T661").await;
    let log = "GASKET BONDING LOG\nKept by the process team.\n\n2025-02-03\nWe did not know whether a silicone gasket bonded with primer P2 would stay sealed after 500 freeze-thaw cycles; the primer supplier only gives data down to -20 C.\nPlan: bond 18 gaskets, vary primer coats (1, 2, 3) and cure time (2 h, 6 h), test seal pressure every 100 cycles.\nOrdered more gloves for the lab.\n\n2025-02-17\nBonded all 18 gaskets and ran the first 200 cycles in the chamber.\nSeal pressure held at 2.4 bar on 2-coat parts; 1-coat parts leaked at 1.1 bar.\n\n2025-03-10\nSummary: after 500 cycles, 2 coats cured 6 h held 2.3 bar, so a second primer coat and a long cure are what keep the seal; one coat fails by cycle 200.\n";
    let fid = upload(
        &app,
        &user.access,
        &pid,
        "gasket_log.txt",
        "text/plain",
        log.as_bytes(),
    )
    .await;
    assert_eq!(
        wait_indexed(&app, &user.access, &pid, &fid).await["indexStatus"],
        "READY"
    );
    let question = "Draft our T661 lines 242, 244 and 246 from the attached records.";
    let res = run(
        &app,
        &user.access,
        &sid,
        json!({"type": "T661", "input": question, "selected_file_ids": [fid]}),
    )
    .await;
    assert_eq!(res.status(), StatusCode::OK);
    let body: Value = res.json().await.expect("json");
    let data = &body["python"]["data"];
    assert_eq!(data["linesLackingEvidence"], json!([]), "{body}");
    let lines = data["lines"].as_array().expect("lines");
    assert_eq!(lines.len(), 3);
    for line in lines {
        let text = line["text"].as_str().expect("text");
        assert!(!text.is_empty() && !text.contains("Draft our"), "{line}");
        assert_eq!(line["sources"][0]["fileId"], json!(fid), "{line}");
    }
    assert!(
        lines[0]["text"]
            .as_str()
            .expect("242")
            .contains("whether a silicone gasket")
    );
    assert!(
        lines[1]["text"]
            .as_str()
            .expect("244")
            .contains("2025-02-17")
    );
    assert!(lines[2]["text"].as_str().expect("246").contains("2.3 bar"));
    assert!(
        !lines
            .iter()
            .any(|l| l["text"].as_str().is_some_and(|t| t.contains("gloves")))
    );

    let res = run(
        &app,
        &user.access,
        &sid,
        json!({"type": "LOGBOOK", "input": "Make logbook entries from the log.", "selected_file_ids": [fid]}),
    )
    .await;
    let body: Value = res.json().await.expect("json");
    let dates: Vec<&str> = body["python"]["data"]["entries"]
        .as_array()
        .expect("entries")
        .iter()
        .filter_map(|e| e["date"].as_str())
        .collect();
    assert_eq!(dates, ["2025-02-03", "2025-02-17", "2025-03-10"], "{body}");

    // PRECHECK reads the same selected log: a generic question is assessed from its records.
    let res = run(
        &app,
        &user.access,
        &sid,
        json!({"type": "PRECHECK", "input": "Would this project qualify?", "selected_file_ids": [fid]}),
    )
    .await;
    let body: Value = res.json().await.expect("json");
    let data = &body["python"]["data"];
    assert_eq!(data["verdict"], "LIKELY", "{body}");
    assert!(
        data["criteria"][0]["evidence"]
            .as_str()
            .is_some_and(|e| e.contains("whether a silicone gasket")),
        "{body}"
    );
}
