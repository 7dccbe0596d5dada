//! Registration by invitation: a valid code is required and consumed, exactly once under
//! concurrency.

use super::*;

async fn insert_code(app: &TestApp, code: &str, status: InvitationStatus, days: i64) {
    let now = chrono::Utc::now();
    invitation_codes::ActiveModel {
        code: Set(code.to_owned()),
        status: Set(status),
        created_by: Set(Some("tests".into())),
        created_at: Set(now),
        expires_at: Set(now + chrono::Duration::days(days)),
        used_by: Set(None),
        used_at: Set(None),
    }
    .insert(&app.db)
    .await
    .expect("code inserted");
}

#[actix_web::test]
async fn invite_only_registration_needs_a_valid_code_and_consumes_it() {
    let app = TestApp::spawn_with(|s| s.auth.registration = RegistrationMode::InviteOnly).await;
    insert_code(&app, "ABCDEFGHJKLMNPQR", InvitationStatus::Active, 30).await;
    insert_code(&app, "EXPIREDCODE23456", InvitationStatus::Active, -1).await;
    insert_code(&app, "REVOKEDCODE23456", InvitationStatus::Revoked, 30).await;

    let res = app
        .post(
            "/api/v1/auth/register",
            None,
            json!({"email": "a@example.com", "password": PASSWORD}),
        )
        .await;
    let body = expect_error(res, StatusCode::BAD_REQUEST, "VALIDATION_FAILED").await;
    assert!(body["error"]["details"]["fields"]["invitationCode"].is_string());
    for code in ["EXPIREDCODE23456", "REVOKEDCODE23456", "NOSUCHCODE234567"] {
        let res = app
            .post(
                "/api/v1/auth/register",
                None,
                json!({"email": "a@example.com", "password": PASSWORD, "invitationCode": code}),
            )
            .await;
        expect_error(res, StatusCode::BAD_REQUEST, "INVALID_INVITATION").await;
    }
    // A failed registration leaves no account behind.
    let count = users::Entity::find()
        .filter(users::Column::Email.eq("a@example.com"))
        .all(&app.db)
        .await
        .expect("db")
        .len();
    assert_eq!(count, 0);

    let res = app
        .post("/api/v1/auth/register", None, json!({"email": "a@example.com", "password": PASSWORD, "invitationCode": "abcdefghjklmnpqr"}))
        .await;
    assert_eq!(res.status(), StatusCode::CREATED);
    let row = invitation_codes::Entity::find_by_id("ABCDEFGHJKLMNPQR")
        .one(&app.db)
        .await
        .expect("db")
        .expect("row");
    assert_eq!(row.status, InvitationStatus::Used);
    assert!(row.used_by.is_some() && row.used_at.is_some());
}

#[actix_web::test]
async fn one_invitation_code_is_consumed_exactly_once_under_concurrency() {
    let app = TestApp::spawn().await;
    insert_code(&app, "RACECODE23456789", InvitationStatus::Active, 30).await;
    let attempts = (0..20).map(|i| {
        app.post(
            "/api/v1/auth/register",
            None,
            json!({"email": format!("racer{i}@example.com"), "password": PASSWORD, "invitationCode": "RACECODE23456789"}),
        )
    });
    let statuses: Vec<StatusCode> = join_all(attempts)
        .await
        .iter()
        .map(|r| r.status())
        .collect();
    let created = statuses
        .iter()
        .filter(|s| **s == StatusCode::CREATED)
        .count();
    assert_eq!(created, 1, "{statuses:?}");
    assert!(
        statuses
            .iter()
            .all(|s| *s == StatusCode::CREATED || *s == StatusCode::BAD_REQUEST),
        "{statuses:?}"
    );
    let users = users::Entity::find().all(&app.db).await.expect("db");
    assert_eq!(users.len(), 1);
}
