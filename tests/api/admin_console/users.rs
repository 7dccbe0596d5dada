//! Users: filtered and clamped pages, patches changing limits at once, suspension reaching live
//! tokens, and the last-admin rule (also under a race).

use entities::audit_log;
use reqwest::{Method, StatusCode};
use sea_orm::{ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter};
use serde_json::json;

use super::{audits, json_of};
use crate::helpers::{TestApp, expect_error};

#[actix_web::test]
async fn users_are_listed_with_combined_filters_and_clamped_pages() {
    let app = TestApp::spawn().await;
    let admin = app.create_admin("list-admin@example.com").await;
    for i in 0..5 {
        app.register(&format!("member{i}@example.com")).await;
    }
    let bob = app.register("bob.builder@example.com").await;
    app.update_user(bob.id, |u| {
        u.full_name = sea_orm::Set(Some("Robert Percent_Sign".into()));
    })
    .await;
    app.create_project(&bob.access, "Bridge").await;
    app.create_project(&bob.access, "Tower").await;

    let all = json_of(
        app.get("/api/v1/admin/users", &admin.access).await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(all["totalElements"], 7);
    assert_eq!(all["size"], 20);
    let big = json_of(
        app.get("/api/v1/admin/users?size=5000", &admin.access)
            .await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(big["size"], 200);
    let paged = json_of(
        app.get("/api/v1/admin/users?page=1&size=3", &admin.access)
            .await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(paged["numberOfElements"], 3);
    assert_eq!(paged["number"], 1);

    let found = json_of(
        app.get("/api/v1/admin/users?search=ROBERT", &admin.access)
            .await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(found["totalElements"], 1);
    assert_eq!(found["content"][0]["email"], "bob.builder@example.com");
    assert_eq!(found["content"][0]["projectCount"], 2);
    let literal = json_of(
        app.get("/api/v1/admin/users?search=t_s", &admin.access)
            .await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(literal["totalElements"], 1, "`_` is literal");
    let admins = json_of(
        app.get(
            "/api/v1/admin/users?role=ADMIN&status=ACTIVE&membershipTier=ENTERPRISE",
            &admin.access,
        )
        .await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(admins["totalElements"], 1);
    assert_eq!(admins["content"][0]["role"], "ADMIN");
    let none = json_of(
        app.get(
            "/api/v1/admin/users?role=ADMIN&search=member",
            &admin.access,
        )
        .await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(none["totalElements"], 0);
    let res = app
        .get("/api/v1/admin/users?role=KING", &admin.access)
        .await;
    expect_error(res, StatusCode::BAD_REQUEST, "VALIDATION_FAILED").await;
    let res = app.get("/api/v1/admin/users?page=-1", &admin.access).await;
    expect_error(res, StatusCode::BAD_REQUEST, "VALIDATION_FAILED").await;

    let one = json_of(
        app.get(&format!("/api/v1/admin/users/{}", bob.id), &admin.access)
            .await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(one["fullName"], "Robert Percent_Sign");
    assert_eq!(one["projectCount"], 2);
    let res = app
        .get(
            &format!("/api/v1/admin/users/{}", uuid::Uuid::now_v7()),
            &admin.access,
        )
        .await;
    expect_error(res, StatusCode::NOT_FOUND, "NOT_FOUND").await;
}

#[actix_web::test]
async fn a_patch_validates_refuses_duplicates_and_changes_limits_at_once() {
    let app = TestApp::spawn().await;
    let admin = app.create_admin("patch-admin@example.com").await;
    let user = app.register("patched@example.com").await;
    app.register("taken@example.com").await;
    let path = format!("/api/v1/admin/users/{}", user.id);

    let res = app
        .patch(
            &path,
            &admin.access,
            json!({"email": "nope", "role": "KING"}),
        )
        .await;
    let body = expect_error(res, StatusCode::BAD_REQUEST, "VALIDATION_FAILED").await;
    assert!(body["error"]["details"]["fields"]["email"].is_string());
    assert!(body["error"]["details"]["fields"]["role"].is_string());
    let res = app
        .patch(&path, &admin.access, json!({"email": "taken@example.com"}))
        .await;
    expect_error(res, StatusCode::CONFLICT, "CONFLICT").await;

    let free = json_of(
        app.get("/api/v1/quotas/me", &user.access).await,
        StatusCode::OK,
    )
    .await;
    let changed = json_of(
        app.patch(
            &path,
            &admin.access,
            json!({"username": "patched_user", "fullName": "Pat Ched", "membershipTier": "PROFESSIONAL"}),
        )
        .await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(changed["username"], "patched_user");
    assert_eq!(changed["fullName"], "Pat Ched");
    assert_eq!(changed["membershipTier"], "PROFESSIONAL");
    let now = json_of(
        app.get("/api/v1/quotas/me", &user.access).await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(now["tier"], "PROFESSIONAL");
    assert_ne!(now["aiRunsMonthlyLimit"], free["aiRunsMonthlyLimit"]);
    assert_eq!(audits(&app, "USER_UPDATED").await, 1);
    let row = audit_log::Entity::find()
        .filter(audit_log::Column::Action.eq("USER_UPDATED"))
        .one(&app.db)
        .await
        .expect("read")
        .expect("row");
    assert_eq!(row.actor_id, Some(admin.id));
    assert_eq!(row.target_id, Some(user.id.to_string()));
}

#[actix_web::test]
async fn a_suspended_user_loses_refresh_and_access_and_comes_back_when_activated() {
    let app = TestApp::spawn().await;
    let admin = app.create_admin("susp-admin@example.com").await;
    let user = app.register("suspended@example.com").await;
    let suspended = json_of(
        app.send(
            Method::POST,
            &format!("/api/v1/admin/users/{}/suspend", user.id),
            Some(&admin.access),
            None,
        )
        .await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(suspended["status"], "SUSPENDED");
    let res = app.get("/api/v1/auth/me", &user.access).await;
    assert_eq!(res.status(), StatusCode::UNAUTHORIZED);
    let res = app
        .post(
            "/api/v1/auth/refresh",
            None,
            json!({"refreshToken": user.refresh}),
        )
        .await;
    assert_eq!(res.status(), StatusCode::UNAUTHORIZED);

    let active = json_of(
        app.send(
            Method::POST,
            &format!("/api/v1/admin/users/{}/activate", user.id),
            Some(&admin.access),
            None,
        )
        .await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(active["status"], "ACTIVE");
    app.login("suspended@example.com").await;
}

#[actix_web::test]
async fn the_last_active_admin_cannot_be_suspended_or_demoted() {
    let app = TestApp::spawn().await;
    let admin = app.create_admin("only-admin@example.com").await;
    let path = format!("/api/v1/admin/users/{}", admin.id);
    for (method, route, body) in [
        (Method::POST, format!("{path}/suspend"), None),
        (Method::PATCH, path.clone(), Some(json!({"role": "USER"}))),
        (
            Method::PATCH,
            path.clone(),
            Some(json!({"status": "SUSPENDED"})),
        ),
    ] {
        let res = app.send(method, &route, Some(&admin.access), body).await;
        let unchanged = json_of(res, StatusCode::BAD_REQUEST).await;
        assert_eq!(unchanged["role"], "ADMIN");
        assert_eq!(unchanged["status"], "ACTIVE");
        assert_eq!(unchanged["id"], admin.id.to_string());
    }
    // Other changes of the last admin are fine.
    let res = app
        .patch(&path, &admin.access, json!({"fullName": "Still Admin"}))
        .await;
    assert_eq!(res.status(), StatusCode::OK);
}

#[actix_web::test]
async fn two_admins_demoting_each_other_always_leave_one() {
    let app = TestApp::spawn_with(|s| s.admin.writes_per_minute = 10_000).await;
    for round in 0..15 {
        let a = app.create_admin(&format!("a{round}@example.com")).await;
        let b = app.create_admin(&format!("b{round}@example.com")).await;
        // Earlier rounds' admins are demoted first, so these two are the only active admins.
        let (path_a, path_b) = (
            format!("/api/v1/admin/users/{}", a.id),
            format!("/api/v1/admin/users/{}", b.id),
        );
        let (x, y) = tokio::join!(
            app.patch(&path_b, &a.access, json!({"role": "USER"})),
            app.patch(&path_a, &b.access, json!({"role": "USER"})),
        );
        let statuses = [x.status(), y.status()];
        let admins = entities::users::Entity::find()
            .filter(entities::users::Column::Role.eq(entities::Role::Admin))
            .filter(entities::users::Column::Status.eq(entities::UserStatus::Active))
            .count(&app.db)
            .await
            .expect("count");
        assert!(admins >= 1, "round {round}: no admin left, {statuses:?}");
        assert!(
            statuses.contains(&StatusCode::OK) || statuses.contains(&StatusCode::UNAUTHORIZED),
            "round {round}: {statuses:?}"
        );
        // Leave one admin of this round standing, demote every admin of the round for the next.
        let survivors = entities::users::Entity::find()
            .filter(entities::users::Column::Role.eq(entities::Role::Admin))
            .all(&app.db)
            .await
            .expect("admins");
        for survivor in survivors {
            app.update_user(survivor.id, |u| {
                u.role = sea_orm::Set(entities::Role::User);
            })
            .await;
        }
    }
}

#[actix_web::test]
async fn admins_changing_each_other_at_once_never_answer_500() {
    let app = TestApp::spawn_with(|s| s.admin.writes_per_minute = 10_000).await;
    let keeper = app.create_admin("keeper@example.com").await;
    let _ = keeper;
    for round in 0..12 {
        let a = app.create_admin(&format!("x{round}@example.com")).await;
        let b = app.create_admin(&format!("y{round}@example.com")).await;
        let (path_a, path_b) = (
            format!("/api/v1/admin/users/{}", a.id),
            format!("/api/v1/admin/users/{}", b.id),
        );
        // One demotes the other (locks every active admin) while the other edits the first.
        let (x, y) = tokio::join!(
            app.patch(&path_b, &a.access, json!({"role": "USER"})),
            app.patch(
                &path_a,
                &b.access,
                json!({"membershipTier": "ENTERPRISE", "fullName": format!("Round {round}")})
            ),
        );
        for res in [x, y] {
            let status = res.status();
            assert!(
                [
                    StatusCode::OK,
                    StatusCode::CONFLICT,
                    StatusCode::UNAUTHORIZED,
                    StatusCode::FORBIDDEN
                ]
                .contains(&status),
                "round {round}: {status} {}",
                res.text().await.unwrap_or_default()
            );
        }
    }
}
