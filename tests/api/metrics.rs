//! Prometheus metrics on their own listener (`metrics.listen`, DESIGN §15): request counts and
//! latency by route pattern and status, run outcomes, quota rejections, the indexing queue,
//! webhook duplicates, actor restarts and mailbox timeouts. The registry is process-wide and the
//! tests run in parallel, so counts are compared before and after, never as absolutes.

use entities::tier_quotas;
use reqwest::StatusCode;
use sea_orm::sea_query::Expr;
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};
use serde_json::json;
use taxcredit::billing::signature::{HEADER, header_for};
use taxcredit::domain::MembershipTier;

use crate::helpers::{TestApp, free_port};
use crate::run_stub::run;

const SECRET: &str = "whsec_metrics_test_secret";

async fn scrape(port: u16) -> String {
    let res = reqwest::get(format!("http://127.0.0.1:{port}/metrics"))
        .await
        .expect("scrape");
    assert_eq!(res.status(), StatusCode::OK);
    assert!(
        res.headers()["content-type"]
            .to_str()
            .expect("type")
            .starts_with("text/plain")
    );
    res.text().await.expect("text")
}

/// The value of the sample `name{labels}` (0 when absent).
fn sample(text: &str, series: &str) -> f64 {
    text.lines()
        .find_map(|l| l.strip_prefix(series)?.strip_prefix(' ')?.parse().ok())
        .unwrap_or(0.0)
}

#[actix_web::test]
async fn the_metrics_listener_counts_requests_runs_rejections_and_duplicates() {
    let port = free_port();
    let app = TestApp::spawn_with(move |s| {
        s.metrics.listen = format!("127.0.0.1:{port}");
        s.payment.webhook_secret = SECRET.to_owned().into();
    })
    .await;
    // Not on the public port.
    let res = app
        .client
        .get(app.url("/metrics"))
        .send()
        .await
        .expect("get");
    assert_eq!(res.status(), StatusCode::NOT_FOUND);

    let before = scrape(port).await;
    let listing = r#"http_requests_total{method="GET",route="/api/v1/projects",status="200"}"#;
    let unmatched = r#"http_requests_total{method="GET",route="unmatched",status="404"}"#;
    let succeeded = r#"runs_total{outcome="SUCCEEDED"}"#;
    let refused = r#"runs_total{outcome="QUOTA_EXCEEDED"}"#;
    let rejected = r#"quota_rejections_total{route="/api/v1/sessions/{sessionId}/runs"}"#;
    let duplicates = "webhook_duplicates_total";

    let user = app.register("metrics@example.com").await;
    let project = app.create_project(&user.access, "Measured").await;
    let pid = project["id"].as_str().expect("id");
    for _ in 0..3 {
        assert_eq!(
            app.get("/api/v1/projects", &user.access).await.status(),
            StatusCode::OK
        );
    }
    let res = app
        .client
        .get(app.url("/api/v1/no/such/route"))
        .send()
        .await
        .expect("get");
    assert_eq!(res.status(), StatusCode::NOT_FOUND);
    tier_quotas::Entity::update_many()
        .col_expr(tier_quotas::Column::AiRunsPerMonth, Expr::value(1i64))
        .filter(tier_quotas::Column::Tier.eq(MembershipTier::Free))
        .exec(&app.db)
        .await
        .expect("limit");
    let session = app.create_session(&user.access, pid, "PRECHECK").await;
    let sid = session["id"].as_str().expect("id");
    let body = json!({"type": "PRECHECK", "input": "We did not know whether the seal would hold."});
    assert_eq!(
        run(&app, &user.access, sid, body.clone()).await.status(),
        StatusCode::OK
    );
    assert_eq!(
        run(&app, &user.access, sid, body).await.status(),
        StatusCode::TOO_MANY_REQUESTS
    );
    let event = serde_json::to_vec(&json!({
        "id": "evt_metrics_dup", "type": "customer.created",
        "created": chrono::Utc::now().timestamp(), "data": {"object": {"id": "cus_1"}},
    }))
    .expect("json");
    for _ in 0..2 {
        let at = chrono::Utc::now().timestamp();
        let res = app
            .client
            .post(app.url("/api/v1/billing/payment/webhook"))
            .header("Content-Type", "application/json")
            .header(HEADER, header_for(&[SECRET.as_bytes()], at, &event))
            .body(event.clone())
            .send()
            .await
            .expect("deliver");
        assert_eq!(res.status(), StatusCode::OK);
    }

    let after = scrape(port).await;
    let grew = |series: &str, by: f64| {
        let (b, a) = (sample(&before, series), sample(&after, series));
        assert!(a >= b + by, "{series}: {b} -> {a}\n{after}");
    };
    grew(listing, 3.0);
    grew(unmatched, 1.0);
    grew(succeeded, 1.0);
    grew(refused, 1.0);
    grew(rejected, 1.0);
    grew(duplicates, 1.0);
    grew(r#"api_errors_total{code="QUOTA_EXCEEDED"}"#, 1.0);
    let histogram = r#"http_request_duration_seconds_count{method="GET",route="/api/v1/projects",status="200"}"#;
    grew(histogram, 3.0);
    for present in [
        r#"indexing_queue_depth{state="PENDING"}"#,
        r#"indexing_queue_depth{state="INDEXING"}"#,
        r#"actor_restarts_total{actor="quota_ledger"}"#,
        r#"actor_mailbox_timeouts_total{actor="quota_ledger"}"#,
    ] {
        assert!(after.contains(present), "{present} missing\n{after}");
    }
}
