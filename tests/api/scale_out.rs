//! Scale-out (issue 19, item 5): two backends on one database, each with its own actors and
//! caches, take runs, uploads and payment webhook deliveries at the same time; afterwards the
//! quota counters, the recorded events and each session's run order are exactly what one backend
//! would have produced.

use entities::{payment_events, tier_quotas};
use futures_util::future::join_all;
use reqwest::StatusCode;
use sea_orm::sea_query::Expr;
use sea_orm::{ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter};
use serde_json::{Value, json};
use taxcredit::billing::signature::{HEADER, header_for};
use taxcredit::domain::MembershipTier;

use crate::helpers::TestApp;
use crate::run_stub::{Mode, StubWorker, ai_counter, run};
use crate::uploads::{presign, project, storage_counter};

const SECRET: &str = "whsec_scale_out_secret";

async fn replica(stub: &StubWorker, database_url: Option<String>) -> TestApp {
    let url = stub.url.clone();
    TestApp::spawn_with(move |s| {
        s.worker.url = url;
        s.worker.token = secrecy::SecretString::from(taxcredit::auth::opaque::generate());
        s.worker.timeout_ms = 5000;
        s.payment.webhook_secret = SECRET.to_owned().into();
        if let Some(db) = database_url {
            s.database.url = db;
        }
    })
    .await
}

#[actix_web::test]
async fn two_replicas_under_mixed_load_keep_counters_events_and_order_exact() {
    let stub = StubWorker::start();
    stub.set(Mode::HoldFor(5));
    let first = replica(&stub, None).await;
    let second = replica(&stub, Some(first.database_url.clone())).await;
    let user = first.register("scale@example.com").await;
    let on_second = second.login(&user.email).await;
    for (column, value) in [
        (tier_quotas::Column::AiRunsPerMonth, 9i64),
        (tier_quotas::Column::StorageBytes, 1000i64),
    ] {
        tier_quotas::Entity::update_many()
            .col_expr(column, Expr::value(value))
            .filter(tier_quotas::Column::Tier.eq(MembershipTier::Free))
            .exec(&first.db)
            .await
            .expect("limit");
    }
    let pid = project(&first, &user).await;
    let mut sessions = Vec::new();
    for _ in 0..3 {
        let s = first.create_session(&user.access, &pid, "LOGBOOK").await;
        sessions.push(s["id"].as_str().expect("id").to_owned());
    }
    let pick = |i: usize| {
        if i.is_multiple_of(2) {
            (&first, user.access.as_str())
        } else {
            (&second, on_second.access.as_str())
        }
    };

    // 18 runs over 3 sessions (limit 9), 20 presigns of 100 bytes (limit 1000), 6 events each
    // delivered to both replicas: all at once.
    let runs = join_all((0..18).map(|i| {
        let (app, token) = pick(i);
        let body = json!({"type": "LOGBOOK", "input": format!("entry {i}")});
        run(app, token, &sessions[i % 3], body)
    }));
    let uploads = join_all((0..20).map(|i| {
        let (app, token) = pick(i);
        let file = json!([{"filename": format!("s{i}.txt"), "contentType": "text/plain", "fileSize": 100}]);
        presign(app, token, &pid, file)
    }));
    let deliveries = join_all((0..12usize).map(|i| {
        let app = if i.is_multiple_of(2) { &first } else { &second };
        let event = serde_json::to_vec(&json!({
            "id": format!("evt_scale_{}", i / 2), "type": "customer.created",
            "created": chrono::Utc::now().timestamp(), "data": {"object": {"id": "cus_scale"}},
        }))
        .expect("json");
        let header = header_for(&[SECRET.as_bytes()], chrono::Utc::now().timestamp(), &event);
        app.client
            .post(app.url("/api/v1/billing/payment/webhook"))
            .header("Content-Type", "application/json")
            .header(HEADER, header)
            .body(event)
            .send()
    }));
    let (runs, uploads, deliveries) = futures_util::join!(runs, uploads, deliveries);

    let status_count = |statuses: &[StatusCode], wanted: StatusCode| {
        statuses.iter().filter(|s| **s == wanted).count()
    };
    let run_statuses: Vec<StatusCode> = runs.iter().map(|r| r.status()).collect();
    assert_eq!(
        status_count(&run_statuses, StatusCode::OK),
        9,
        "{run_statuses:?}"
    );
    assert_eq!(
        status_count(&run_statuses, StatusCode::TOO_MANY_REQUESTS),
        9,
        "{run_statuses:?}"
    );
    assert_eq!(ai_counter(&first, user.id).await, (9, 0), "ledger exact");
    let upload_statuses: Vec<StatusCode> = uploads.iter().map(|r| r.status()).collect();
    assert_eq!(
        status_count(&upload_statuses, StatusCode::OK),
        10,
        "{upload_statuses:?}"
    );
    assert_eq!(storage_counter(&first, user.id).await, (0, 1000));
    let mut duplicates = 0;
    for res in deliveries {
        let res = res.expect("delivery");
        assert_eq!(res.status(), StatusCode::OK);
        let body: Value = res.json().await.expect("json");
        duplicates += usize::from(body["duplicate"] == true);
    }
    assert_eq!(
        duplicates, 6,
        "each event processed once, its twin a duplicate"
    );
    let recorded = payment_events::Entity::find()
        .filter(payment_events::Column::ProviderEventId.starts_with("evt_scale_"))
        .count(&first.db)
        .await
        .expect("count");
    assert_eq!(recorded, 6);

    // Each run saw every earlier exchange of its session (one at a time, in order).
    for sid in &sessions {
        let history: Value = first
            .get(
                &format!("/api/v1/sessions/{sid}/history?limit=100"),
                &user.access,
            )
            .await
            .json()
            .await
            .expect("history");
        let messages = history.as_array().expect("messages");
        // USER, ASSISTANT pairs in order (refused runs stored nothing).
        for pair in messages.chunks(2) {
            assert_eq!(pair[0]["role"], "USER", "{history}");
            assert_eq!(
                pair.get(1).map(|m| m["role"].clone()),
                Some(json!("ASSISTANT")),
                "{history}"
            );
        }
    }
    let mut lengths: Vec<(String, usize)> = stub
        .seen
        .lock()
        .expect("lock")
        .iter()
        .map(|e| {
            (
                e["sessionId"].as_str().unwrap_or_default().to_owned(),
                e["history"].as_array().map_or(0, Vec::len),
            )
        })
        .collect();
    lengths.sort();
    for sid in &sessions {
        let seen: Vec<usize> = lengths
            .iter()
            .filter(|(s, _)| s == sid)
            .map(|(_, n)| *n)
            .collect();
        let expected: Vec<usize> = (0..seen.len()).map(|k| 2 * k).collect();
        assert_eq!(
            seen, expected,
            "session {sid}: each run saw all earlier ones"
        );
    }
}
