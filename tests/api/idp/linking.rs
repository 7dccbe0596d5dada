//! Linking by verified e-mail: a verified account keeps its password, an unverified one loses
//! it and its sessions, an unverified address neither links nor creates.

use entities::users;
use reqwest::StatusCode;
use sea_orm::{EntityTrait, PaginatorTrait};
use serde_json::json;

use super::{claims, idp, k1, login_status, setup, sign, signed_in};
use crate::account_links::follow_verification;
use crate::helpers::expect_error;

#[actix_web::test]
async fn a_verified_email_links_an_existing_account() {
    let (app, server) = setup(|_| {}).await;
    let local = app.register("ada@example.com").await;
    follow_verification(&app, "ada@example.com").await;

    let signed = signed_in(
        &app,
        &sign(k1(), "k1", &claims(&server, "a-1", "Ada@Example.com")),
    )
    .await;
    assert_eq!(signed["user"]["id"], local.id.to_string());
    // A verified local account keeps its password and its sessions.
    assert_eq!(login_status(&app, "ada@example.com").await, StatusCode::OK);
    let refresh = app
        .post(
            "/api/v1/auth/refresh",
            None,
            json!({"refreshToken": local.refresh}),
        )
        .await;
    assert_eq!(refresh.status(), StatusCode::OK);

    // Another subject with the same verified address cannot take the account.
    expect_error(
        idp(
            &app,
            &sign(k1(), "k1", &claims(&server, "a-2", "ada@example.com")),
        )
        .await,
        StatusCode::CONFLICT,
        "CONFLICT",
    )
    .await;
}

#[actix_web::test]
async fn linking_an_unverified_account_drops_its_password_and_sessions() {
    let (app, server) = setup(|_| {}).await;
    let squatter = app.register("victim@example.com").await;

    let signed = signed_in(
        &app,
        &sign(k1(), "k1", &claims(&server, "v-1", "victim@example.com")),
    )
    .await;
    assert_eq!(signed["user"]["id"], squatter.id.to_string());
    assert_eq!(signed["user"]["emailVerified"], true);
    assert_eq!(
        login_status(&app, "victim@example.com").await,
        StatusCode::UNAUTHORIZED
    );
    let refresh = app
        .post(
            "/api/v1/auth/refresh",
            None,
            json!({"refreshToken": squatter.refresh}),
        )
        .await;
    assert_eq!(refresh.status(), StatusCode::UNAUTHORIZED);
}

#[actix_web::test]
async fn an_unverified_address_neither_links_nor_creates() {
    let (app, server) = setup(|_| {}).await;
    let local = app.register("una@example.com").await;
    let mut unverified = claims(&server, "u-1", "una@example.com");
    unverified["email_verified"] = json!(false);
    expect_error(
        idp(&app, &sign(k1(), "k1", &unverified)).await,
        StatusCode::BAD_REQUEST,
        "VALIDATION_FAILED",
    )
    .await;
    let row = users::Entity::find_by_id(local.id)
        .one(&app.db)
        .await
        .expect("read")
        .expect("user");
    assert_eq!(row.idp_subject, None);
    assert_eq!(login_status(&app, "una@example.com").await, StatusCode::OK);
    assert_eq!(
        users::Entity::find().count(&app.db).await.expect("count"),
        1
    );
}

#[actix_web::test]
async fn a_look_alike_address_is_another_account() {
    let (app, server) = setup(|_| {}).await;
    let kim = app.register("kim@example.com").await;
    follow_verification(&app, "kim@example.com").await;
    // The Kelvin sign (U+212A) lower-cases to `k` under Unicode rules.
    let signed = signed_in(
        &app,
        &sign(
            k1(),
            "k1",
            &claims(&server, "look-1", "\u{212A}im@example.com"),
        ),
    )
    .await;
    assert_ne!(signed["user"]["id"], kim.id.to_string());
    assert_eq!(signed["user"]["email"], "\u{212A}im@example.com");
    let kim_row = users::Entity::find_by_id(kim.id)
        .one(&app.db)
        .await
        .expect("query")
        .expect("kim");
    assert!(kim_row.idp_subject.is_none(), "kim's account was linked");
    assert_eq!(login_status(&app, "kim@example.com").await, StatusCode::OK);
}

#[actix_web::test]
async fn an_identity_is_never_linked_to_an_admin_by_e_mail() {
    let (app, server) = setup(|_| {}).await;
    let admin = app.create_admin("boss@example.com").await;
    app.update_user(admin.id, |u| u.email_verified = sea_orm::Set(true))
        .await;
    let token = sign(k1(), "k1", &claims(&server, "boss-1", "boss@example.com"));
    expect_error(idp(&app, &token).await, StatusCode::CONFLICT, "CONFLICT").await;
    let row = users::Entity::find_by_id(admin.id)
        .one(&app.db)
        .await
        .expect("query")
        .expect("admin");
    assert!(row.idp_subject.is_none(), "the admin was linked");
    assert_eq!(
        users::Entity::find().count(&app.db).await.expect("count"),
        1
    );
}
