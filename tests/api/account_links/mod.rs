//! The links mailed to account holders (spec §4.8, DESIGN §5, RELIABILITY 6–7): password reset and
//! e-mail verification. Tokens are read the way the sender reads them: the outbox row's sealed
//! secret opened with the service's key; `smtp.rs` follows the links from a real SMTP server.

mod reset;
mod smtp;
mod verification;

use entities::{MailKind, email_outbox, one_time_tokens, refresh_tokens, users};
use reqwest::StatusCode;
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QueryOrder};

use crate::helpers::TestApp;

/// The outbox rows of `kind` to `to`, oldest first.
pub async fn mails(app: &TestApp, to: &str, kind: MailKind) -> Vec<email_outbox::Model> {
    email_outbox::Entity::find()
        .filter(email_outbox::Column::ToAddress.eq(to))
        .filter(email_outbox::Column::Kind.eq(kind))
        .order_by_asc(email_outbox::Column::CreatedAt)
        .order_by_asc(email_outbox::Column::Id)
        .all(&app.db)
        .await
        .expect("outbox")
}

/// The token of the newest message of `kind` to `to`, opened as the sender would.
pub async fn latest_token(app: &TestApp, to: &str, kind: MailKind) -> String {
    let rows = mails(app, to, kind).await;
    let row = rows.last().expect("a message was queued");
    let sealed = row
        .secret_sealed
        .as_deref()
        .expect("the message has a secret");
    app.state
        .sealer
        .open_string(sealed, row.id.as_bytes())
        .expect("the secret opens for its row")
}

/// Follows the newest verification link mailed to `email`, as its owner would (200 expected).
pub async fn follow_verification(app: &TestApp, email: &str) {
    let token = latest_token(app, email, MailKind::Verification).await;
    let res = app
        .client
        .get(app.url("/api/v1/auth/verify-email"))
        .query(&[("token", token)])
        .send()
        .await
        .expect("verify");
    assert_eq!(res.status(), StatusCode::OK);
}

/// A registered account whose address is verified (reset links go only to verified addresses).
pub async fn verified(app: &TestApp, email: &str) -> crate::helpers::TestUser {
    let user = app.register(email).await;
    app.update_user(user.id, |u| u.email_verified = sea_orm::Set(true))
        .await;
    user
}

/// The raw boolean of `GET {route}?token=`.
pub async fn token_valid(app: &TestApp, route: &str, token: &str) -> bool {
    let res = app
        .client
        .get(app.url(route))
        .query(&[("token", token)])
        .send()
        .await
        .expect("request");
    assert_eq!(res.status(), StatusCode::OK);
    res.json::<bool>().await.expect("a raw boolean")
}

/// Text answer of a response: status and body.
pub async fn text(res: reqwest::Response) -> (StatusCode, String) {
    let status = res.status();
    (status, res.text().await.expect("body"))
}

/// Fails when `raw` appears anywhere in the tables a token flow writes.
pub async fn assert_nowhere_stored(app: &TestApp, raw: &str) {
    let tokens = format!(
        "{:?}",
        one_time_tokens::Entity::find()
            .all(&app.db)
            .await
            .expect("tokens")
    );
    let outbox = format!(
        "{:?}",
        email_outbox::Entity::find()
            .all(&app.db)
            .await
            .expect("outbox")
    );
    let refresh = format!(
        "{:?}",
        refresh_tokens::Entity::find()
            .all(&app.db)
            .await
            .expect("refresh")
    );
    let users = format!(
        "{:?}",
        users::Entity::find().all(&app.db).await.expect("users")
    );
    for (table, dump) in [
        ("one_time_tokens", tokens),
        ("email_outbox", outbox),
        ("refresh_tokens", refresh),
        ("users", users),
    ] {
        assert!(!dump.contains(raw), "the raw token is stored in {table}");
    }
}
