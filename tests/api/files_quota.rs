//! The storage quota and plan limits at presign (RELIABILITY 20-22 over HTTP), and the sweep of
//! expired uploads.

use entities::{files, quota_reservations, tier_quotas};
use futures_util::future::join_all;
use reqwest::StatusCode;
use sea_orm::sea_query::Expr;
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};
use serde_json::{Value, json};
use taxcredit::domain::{MembershipTier, UploadStatus};
use uuid::Uuid;

use crate::helpers::{TestApp, expect_error};
use crate::uploads::*;

#[actix_web::test]
async fn expired_uploads_are_swept_and_their_reservations_returned() {
    let app = TestApp::spawn().await;
    let user = app.register("sweep@example.com").await;
    let pid = project(&app, &user).await;
    let res = presign(
        &app,
        &user.access,
        &pid,
        json!([{"filename": "late.txt", "contentType": "text/plain", "fileSize": 9}]),
    )
    .await;
    let list: Vec<Value> = res.json().await.expect("json");
    let fid: Uuid = list[0]["fileId"]
        .as_str()
        .expect("id")
        .parse()
        .expect("uuid");
    assert_eq!(storage_counter(&app, user.id).await, (0, 9));
    files::Entity::update_many()
        .col_expr(
            files::Column::PresignExpiresAt,
            Expr::value(chrono::Utc::now() - chrono::Duration::minutes(10)),
        )
        .filter(files::Column::Id.eq(fid))
        .exec(&app.db)
        .await
        .expect("age the upload");
    let swept = taxcredit::services::files::sweep_expired_uploads(&app.state)
        .await
        .expect("sweep");
    assert_eq!(swept, 1);
    let row = files::Entity::find_by_id(fid)
        .one(&app.db)
        .await
        .expect("db")
        .expect("row");
    assert_eq!(row.upload_status, UploadStatus::Failed);
    assert_eq!(storage_counter(&app, user.id).await, (0, 0));
    let reservation =
        quota_reservations::Entity::find_by_id(row.reservation_id.expect("reservation"))
            .one(&app.db)
            .await
            .expect("db")
            .expect("row");
    assert_eq!(reservation.status, entities::ReservationStatus::Canceled);
}

#[actix_web::test]
async fn parallel_presigns_against_the_storage_limit_succeed_exactly_up_to_it() {
    let app = TestApp::spawn().await;
    let user = app.register("race@example.com").await;
    let pid = project(&app, &user).await;
    tier_quotas::Entity::update_many()
        .col_expr(tier_quotas::Column::StorageBytes, Expr::value(1000i64))
        .filter(tier_quotas::Column::Tier.eq(MembershipTier::Free))
        .exec(&app.db)
        .await
        .expect("limit");
    let attempts = (0..25).map(|i| {
        presign(&app, &user.access, &pid, json!([{"filename": format!("r{i}.txt"), "contentType": "text/plain", "fileSize": 100}]))
    });
    let statuses: Vec<StatusCode> = join_all(attempts)
        .await
        .iter()
        .map(|r| r.status())
        .collect();
    let ok = statuses.iter().filter(|s| **s == StatusCode::OK).count();
    let refused = statuses
        .iter()
        .filter(|s| **s == StatusCode::TOO_MANY_REQUESTS)
        .count();
    assert_eq!((ok, refused), (10, 15), "{statuses:?}");
    assert_eq!(storage_counter(&app, user.id).await, (0, 1000));
}

#[actix_web::test]
async fn project_count_and_files_per_project_are_plan_limits() {
    let app = TestApp::spawn().await;
    let user = app.register("limits@example.com").await;
    for i in 0..3 {
        app.create_project(&user.access, &format!("P{i}")).await;
    }
    let res = app
        .post(
            "/api/v1/projects",
            Some(&user.access),
            json!({"name": "P4", "fiscalYear": "2025"}),
        )
        .await;
    let body = expect_error(res, StatusCode::TOO_MANY_REQUESTS, "QUOTA_EXCEEDED").await;
    assert_eq!(body["error"]["details"]["metric"], "PROJECT_COUNT");
    assert_eq!(body["error"]["details"]["limit"], 3);
    assert_eq!(body["error"]["details"]["tier"], "FREE");

    let list: Vec<Value> = app
        .get("/api/v1/projects", &user.access)
        .await
        .json()
        .await
        .expect("json");
    let pid = list[0]["id"].as_str().expect("id");
    tier_quotas::Entity::update_many()
        .col_expr(tier_quotas::Column::MaxFilesPerProject, Expr::value(2))
        .filter(tier_quotas::Column::Tier.eq(MembershipTier::Free))
        .exec(&app.db)
        .await
        .expect("limit");
    let two = json!([{"filename": "a.txt", "contentType": "text/plain", "fileSize": 1},
                     {"filename": "b.txt", "contentType": "text/plain", "fileSize": 1}]);
    assert_eq!(
        presign(&app, &user.access, pid, two).await.status(),
        StatusCode::OK
    );
    let res = presign(
        &app,
        &user.access,
        pid,
        json!([{"filename": "c.txt", "contentType": "text/plain", "fileSize": 1}]),
    )
    .await;
    let body = expect_error(res, StatusCode::TOO_MANY_REQUESTS, "QUOTA_EXCEEDED").await;
    assert_eq!(body["error"]["details"]["metric"], "FILES_PER_PROJECT");
    // The refused batch reserved nothing.
    assert_eq!(storage_counter(&app, user.id).await, (0, 2));
}

#[actix_web::test]
async fn two_backends_on_one_database_still_reserve_exactly_up_to_the_limit() {
    // RELIABILITY 21: a second backend (its own actors and caches) on the first one's database.
    let first = TestApp::spawn().await;
    let url = first.database_url.clone();
    let second = TestApp::spawn_with(move |s| s.database.url = url).await;
    let user = first.register("replicas@example.com").await;
    let pid = project(&first, &user).await;
    tier_quotas::Entity::update_many()
        .col_expr(tier_quotas::Column::StorageBytes, Expr::value(1000i64))
        .filter(tier_quotas::Column::Tier.eq(MembershipTier::Free))
        .exec(&first.db)
        .await
        .expect("limit");
    // The second backend verifies tokens with its own secrets: sign in there too.
    let on_second = second.login(&user.email).await;
    let attempts = (0..30).map(|i| {
        let (app, token) = if i % 2 == 0 { (&first, &user.access) } else { (&second, &on_second.access) };
        presign(app, token, &pid, json!([{"filename": format!("r{i}.txt"), "contentType": "text/plain", "fileSize": 100}]))
    });
    let statuses: Vec<StatusCode> = join_all(attempts)
        .await
        .iter()
        .map(|r| r.status())
        .collect();
    let ok = statuses.iter().filter(|s| **s == StatusCode::OK).count();
    assert_eq!(ok, 10, "{statuses:?}");
    assert_eq!(storage_counter(&first, user.id).await, (0, 1000));
}
