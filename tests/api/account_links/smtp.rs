//! The whole path through a real SMTP server: a new user receives the verification mail, follows
//! its link, then resets a forgotten password from the reset mail. The links start with
//! `app.public_url`, never with the address the request came to.

use std::net::TcpListener;
use std::time::Duration;

use reqwest::StatusCode;
use secrecy::SecretString;
use serde_json::{Value, json};

use crate::helpers::TestApp;
use crate::mail::{Inbox, start_smtp};

const PUBLIC_URL: &str = "https://claims.example.test";

/// The token of the first link to `{PUBLIC_URL}/{path}?token=` in the newest message to `to`
/// (waits up to 10 s for it); the body may be quoted-printable.
async fn link_token(inbox: &Inbox, to: &str, path: &str) -> String {
    let prefix = format!("{PUBLIC_URL}/{path}?token=");
    for _ in 0..200 {
        let found = inbox
            .received()
            .into_iter()
            .rev()
            .filter(|m| m.to.iter().any(|t| t == to))
            .find_map(|m| {
                let data = m.data.replace("=\r\n", "").replace("=3D", "=");
                let start = data.find(&prefix)? + prefix.len();
                let token: String = data[start..]
                    .chars()
                    .take_while(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_'))
                    .collect();
                Some(token)
            });
        if let Some(token) = found {
            return token;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("no {path} link to {to} arrived: {:?}", inbox.received());
}

#[actix_web::test]
async fn a_new_user_verifies_and_resets_through_the_mail() {
    let listener = TcpListener::bind("127.0.0.1:0").expect("bind");
    let port = listener.local_addr().expect("address").port();
    let inbox = start_smtp(listener);
    let app = TestApp::spawn_with(move |s| {
        s.mail.smtp_url = SecretString::from(format!("smtp://127.0.0.1:{port}"));
        s.mail.poll_ms = 50;
        s.app.public_url = PUBLIC_URL.to_owned();
    })
    .await;

    let user = app.register("eve@example.com").await;
    let token = link_token(&inbox, "eve@example.com", "verify-email").await;
    assert_eq!(token.len(), 43);
    let res = app
        .client
        .get(app.url("/api/v1/auth/verify-email"))
        .query(&[("token", token.as_str())])
        .header("Host", "evil.example")
        .send()
        .await
        .expect("request");
    assert_eq!(res.status(), StatusCode::OK);
    let me: Value = app
        .get("/api/v1/auth/me", &user.access)
        .await
        .json()
        .await
        .expect("me");
    assert_eq!(me["emailVerified"], true);

    // Forgotten password: the request comes in with a forged Host; the link still uses the
    // configured public URL.
    let res = app
        .client
        .post(app.url("/api/v1/auth/forgot-password"))
        .query(&[("email", "eve@example.com")])
        .header("Host", "evil.example")
        .send()
        .await
        .expect("request");
    assert_eq!(res.status(), StatusCode::OK);
    let reset = link_token(&inbox, "eve@example.com", "reset-password").await;
    assert!(
        inbox
            .received()
            .iter()
            .all(|m| !m.data.contains("evil.example"))
    );
    let res = app
        .post(
            "/api/v1/auth/reset-password",
            None,
            json!({"token": reset, "newPassword": "Mail-Reset-Works-9"}),
        )
        .await;
    assert_eq!(res.status(), StatusCode::OK);
    let res = app
        .post(
            "/api/v1/auth/login",
            None,
            json!({"email": "eve@example.com", "password": "Mail-Reset-Works-9"}),
        )
        .await;
    assert_eq!(res.status(), StatusCode::OK);
    super::assert_nowhere_stored(&app, &token).await;
    super::assert_nowhere_stored(&app, &reset).await;
}
