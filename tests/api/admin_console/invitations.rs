//! Invitations: created, listed, read, revoked and expired, and one code admitting one of many
//! parallel registrations.

use entities::invitation_codes;
use reqwest::{Method, StatusCode};
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};
use serde_json::json;

use super::{audits, invite, json_of};
use crate::helpers::{PASSWORD, TestApp, expect_error};

#[actix_web::test]
async fn invitations_are_created_listed_read_and_revoked() {
    let app = TestApp::spawn().await;
    let admin = app.create_admin("inv-admin@example.com").await;

    let code = invite(&app, &admin).await;
    assert_eq!(code.len(), 16);
    assert!(
        code.chars()
            .all(|c| "ABCDEFGHJKMNPQRSTUVWXYZ23456789".contains(c))
    );
    let one = json_of(
        app.get(&format!("/api/v1/admin/invitations/{code}"), &admin.access)
            .await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(one["status"], "ACTIVE");
    assert_eq!(one["createdBy"], "ops@example.com");
    let created =
        chrono::DateTime::parse_from_rfc3339(one["createdAt"].as_str().expect("at")).expect("time");
    let expires =
        chrono::DateTime::parse_from_rfc3339(one["expiresAt"].as_str().expect("at")).expect("time");
    assert_eq!((expires - created).num_days(), 30);

    let batch = json_of(
        app.send(
            Method::POST,
            "/api/v1/admin/invitations/batch?count=3",
            Some(&admin.access),
            None,
        )
        .await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(batch.as_array().expect("array").len(), 3);
    for bad in ["0", "101", "x", ""] {
        let res = app
            .send(
                Method::POST,
                &format!("/api/v1/admin/invitations/batch?count={bad}"),
                Some(&admin.access),
                None,
            )
            .await;
        expect_error(res, StatusCode::BAD_REQUEST, "VALIDATION_FAILED").await;
    }

    let page = json_of(
        app.get("/api/v1/admin/invitations?page=0&size=2", &admin.access)
            .await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(page["totalElements"], 4);
    assert_eq!(page["totalPages"], 2);
    assert_eq!(page["size"], 2);
    assert_eq!(page["numberOfElements"], 2);
    assert_eq!(page["first"], true);
    assert_eq!(page["last"], false);

    // One used, one revoked, one expired; the filter sees the effective status.
    let used = batch[0].as_str().expect("code");
    let res = app
        .post(
            "/api/v1/auth/register",
            None,
            json!({"email": "invited@example.com", "password": PASSWORD, "invitationCode": used}),
        )
        .await;
    assert_eq!(res.status(), StatusCode::CREATED);
    let revoked = batch[1].as_str().expect("code");
    let res = app
        .delete(
            &format!("/api/v1/admin/invitations/{revoked}"),
            &admin.access,
        )
        .await;
    assert_eq!(res.status(), StatusCode::NO_CONTENT);
    let res = app
        .delete(
            &format!("/api/v1/admin/invitations/{revoked}"),
            &admin.access,
        )
        .await;
    assert_eq!(
        res.status(),
        StatusCode::NO_CONTENT,
        "revoking twice is fine"
    );
    let res = app
        .delete(&format!("/api/v1/admin/invitations/{used}"), &admin.access)
        .await;
    expect_error(res, StatusCode::CONFLICT, "CONFLICT").await;
    let expired = batch[2].as_str().expect("code");
    invitation_codes::Entity::update_many()
        .col_expr(
            invitation_codes::Column::ExpiresAt,
            sea_orm::sea_query::Expr::value(chrono::Utc::now() - chrono::Duration::minutes(1)),
        )
        .filter(invitation_codes::Column::Code.eq(expired))
        .exec(&app.db)
        .await
        .expect("expire");
    for (status, expected) in [
        ("ACTIVE", code.as_str()),
        ("USED", used),
        ("REVOKED", revoked),
        ("EXPIRED", expired),
    ] {
        let page = json_of(
            app.get(
                &format!("/api/v1/admin/invitations?status={status}"),
                &admin.access,
            )
            .await,
            StatusCode::OK,
        )
        .await;
        assert_eq!(page["totalElements"], 1, "{status}");
        assert_eq!(page["content"][0]["code"], expected, "{status}");
        assert_eq!(page["content"][0]["status"], status);
    }
    let res = app
        .get("/api/v1/admin/invitations?status=LOST", &admin.access)
        .await;
    expect_error(res, StatusCode::BAD_REQUEST, "VALIDATION_FAILED").await;
    let res = app
        .get("/api/v1/admin/invitations/NOSUCHCODE234567", &admin.access)
        .await;
    expect_error(res, StatusCode::NOT_FOUND, "NOT_FOUND").await;
    assert_eq!(audits(&app, "INVITATIONS_CREATED").await, 2);
    assert_eq!(audits(&app, "INVITATION_REVOKED").await, 1);
}

#[actix_web::test]
async fn twenty_parallel_registrations_with_one_code_admit_one() {
    let app = TestApp::spawn_with(|s| {
        s.auth.registration = taxcredit::config::RegistrationMode::InviteOnly;
        s.auth.register_per_ip_per_hour = 1000;
    })
    .await;
    let admin = app.create_admin("race-admin@example.com").await;
    let code = invite(&app, &admin).await;
    let attempts = (0..20).map(|i| {
        let app = &app;
        let code = code.clone();
        async move {
            app.post(
                "/api/v1/auth/register",
                None,
                json!({"email": format!("racer{i}@example.com"), "password": PASSWORD, "invitationCode": code}),
            )
            .await
            .status()
        }
    });
    let statuses = futures_util::future::join_all(attempts).await;
    let won = statuses
        .iter()
        .filter(|s| **s == StatusCode::CREATED)
        .count();
    assert_eq!(won, 1, "{statuses:?}");
    assert!(
        statuses
            .iter()
            .all(|s| *s == StatusCode::CREATED || *s == StatusCode::BAD_REQUEST)
    );
}
