//! Sign-in through the external identity provider (`POST /auth/idp`, DESIGN §5, RELIABILITY 12):
//! RSA key pairs generated here, their public halves served as JWKS by wiremock (behind an OpenID
//! discovery document), ID tokens signed with them.

use std::sync::OnceLock;

use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use chrono::Utc;
use entities::users;
use jsonwebtoken::{Algorithm, EncodingKey, Header};
use reqwest::StatusCode;
use rsa::pkcs1::EncodeRsaPrivateKey;
use rsa::traits::PublicKeyParts;
use sea_orm::{EntityTrait, PaginatorTrait};
use serde_json::{Value, json};
use wiremock::matchers::{method, path};
use wiremock::{Mock, MockServer, ResponseTemplate};

mod jwks;
mod linking;

use crate::helpers::{PASSWORD, TestApp, expect_error};

const AUDIENCE: &str = "taxcredit-web";

/// A signing key of the issuer: its private half and its public JWK.
struct Key {
    encoding: EncodingKey,
    jwk: Value,
}

fn generate(kid: &str) -> Key {
    let private = rsa::RsaPrivateKey::new(&mut rand::rngs::OsRng, 2048).expect("RSA key");
    let der = private.to_pkcs1_der().expect("DER");
    Key {
        encoding: EncodingKey::from_rsa_der(der.as_bytes()),
        jwk: json!({
            "kty": "RSA",
            "kid": kid,
            "use": "sig",
            "alg": "RS256",
            "n": URL_SAFE_NO_PAD.encode(private.n().to_bytes_be()),
            "e": URL_SAFE_NO_PAD.encode(private.e().to_bytes_be()),
        }),
    }
}

/// The issuer's first key (`kid` "k1"), its rotated successor ("k2"), and a stranger's key that
/// claims the first one's `kid`.
fn keys() -> &'static [Key; 3] {
    static KEYS: OnceLock<[Key; 3]> = OnceLock::new();
    KEYS.get_or_init(|| [generate("k1"), generate("k2"), generate("k1")])
}

fn k1() -> &'static Key {
    &keys()[0]
}
fn k2() -> &'static Key {
    &keys()[1]
}
fn stranger() -> &'static Key {
    &keys()[2]
}

/// Serves the discovery document and a JWKS of `served`.
async fn serve_keys(server: &MockServer, served: &[&Key]) {
    server.reset().await;
    Mock::given(method("GET"))
        .and(path("/.well-known/openid-configuration"))
        .respond_with(ResponseTemplate::new(200).set_body_json(json!({
            "issuer": server.uri(),
            "jwks_uri": format!("{}/jwks", server.uri()),
        })))
        .mount(server)
        .await;
    let jwks: Vec<&Value> = served.iter().map(|k| &k.jwk).collect();
    Mock::given(method("GET"))
        .and(path("/jwks"))
        .respond_with(ResponseTemplate::new(200).set_body_json(json!({"keys": jwks})))
        .mount(server)
        .await;
}

async fn jwks_fetches(server: &MockServer) -> usize {
    server
        .received_requests()
        .await
        .unwrap_or_default()
        .iter()
        .filter(|r| r.url.path() == "/jwks")
        .count()
}

/// An issuer serving `k1`, and the service configured for it.
async fn setup(configure: impl FnOnce(&mut taxcredit::config::Settings)) -> (TestApp, MockServer) {
    let server = MockServer::start().await;
    serve_keys(&server, &[k1()]).await;
    let issuer = server.uri();
    let app = TestApp::spawn_with(move |s| {
        s.idp.issuer = issuer;
        s.idp.audience = AUDIENCE.to_owned();
        s.idp.jwks_min_refetch_secs = 0;
        configure(s);
    })
    .await;
    (app, server)
}

/// Valid claims of subject `sub` with a verified `email`.
fn claims(server: &MockServer, sub: &str, email: &str) -> Value {
    let now = Utc::now().timestamp();
    json!({
        "iss": server.uri(),
        "aud": AUDIENCE,
        "sub": sub,
        "iat": now,
        "exp": now + 600,
        "email": email,
        "email_verified": true,
        "name": "Grace Hopper",
    })
}

fn sign(key: &Key, kid: &str, claims: &Value) -> String {
    let mut header = Header::new(Algorithm::RS256);
    header.kid = Some(kid.to_owned());
    jsonwebtoken::encode(&header, claims, &key.encoding).expect("sign")
}

async fn idp(app: &TestApp, token: &str) -> reqwest::Response {
    app.post("/api/v1/auth/idp", None, json!({"idToken": token}))
        .await
}

async fn signed_in(app: &TestApp, token: &str) -> Value {
    let res = idp(app, token).await;
    assert_eq!(res.status(), StatusCode::OK);
    res.json().await.expect("AuthResponse")
}

async fn login_status(app: &TestApp, email: &str) -> StatusCode {
    app.post(
        "/api/v1/auth/login",
        None,
        json!({"email": email, "password": PASSWORD}),
    )
    .await
    .status()
}

#[actix_web::test]
async fn without_configuration_the_route_is_503() {
    let app = TestApp::spawn().await;
    expect_error(
        idp(&app, "x.y.z").await,
        StatusCode::SERVICE_UNAVAILABLE,
        "IDP_NOT_CONFIGURED",
    )
    .await;
}

#[actix_web::test]
async fn a_new_identity_gets_an_account_and_signs_in_again_to_it() {
    let (app, server) = setup(|_| {}).await;
    let first = signed_in(
        &app,
        &sign(k1(), "k1", &claims(&server, "g-1", "grace@example.com")),
    )
    .await;
    assert_eq!(first["tokenType"], "Bearer");
    assert!(first["refreshToken"].is_string());
    assert_eq!(first["user"]["email"], "grace@example.com");
    assert_eq!(first["user"]["emailVerified"], true);
    assert_eq!(first["user"]["fullName"], "Grace Hopper");
    assert_eq!(first["user"]["membershipTier"], "FREE");

    // Keyed on (issuer, subject): a changed address at the issuer is the same account.
    let again = signed_in(
        &app,
        &sign(k1(), "k1", &claims(&server, "g-1", "other@example.com")),
    )
    .await;
    assert_eq!(again["user"]["id"], first["user"]["id"]);
    assert_eq!(jwks_fetches(&server).await, 1, "the keys are cached");

    // The access token works; the account has no password.
    let me = app
        .get(
            "/api/v1/auth/me",
            first["accessToken"].as_str().expect("token"),
        )
        .await;
    assert_eq!(me.status(), StatusCode::OK);
    assert_eq!(
        login_status(&app, "grace@example.com").await,
        StatusCode::UNAUTHORIZED
    );
}

#[actix_web::test]
async fn invalid_tokens_are_refused_and_create_nothing() {
    let (app, server) = setup(|_| {}).await;
    let good = claims(&server, "s-1", "sam@example.com");
    let with = |change: &dyn Fn(&mut Value)| {
        let mut c = good.clone();
        change(&mut c);
        c
    };
    let now = Utc::now().timestamp();
    let hs256 = {
        let mut header = Header::new(Algorithm::HS256);
        header.kid = Some("k1".into());
        jsonwebtoken::encode(&header, &good, &EncodingKey::from_secret(b"guess")).expect("sign")
    };
    let unsigned = format!(
        "{}.{}.",
        URL_SAFE_NO_PAD.encode(r#"{"alg":"none","kid":"k1"}"#),
        URL_SAFE_NO_PAD.encode(good.to_string())
    );
    let cases = [
        (
            "another audience",
            sign(k1(), "k1", &with(&|c| c["aud"] = json!("someone-else"))),
        ),
        (
            "another issuer",
            sign(
                k1(),
                "k1",
                &with(&|c| c["iss"] = json!("https://evil.example")),
            ),
        ),
        (
            "expired",
            sign(k1(), "k1", &with(&|c| c["exp"] = json!(now - 3600))),
        ),
        (
            "not yet valid",
            sign(k1(), "k1", &with(&|c| c["nbf"] = json!(now + 3600))),
        ),
        (
            "no subject",
            sign(
                k1(),
                "k1",
                &with(&|c| {
                    c.as_object_mut().map(|o| o.remove("sub"));
                }),
            ),
        ),
        (
            "a stranger's key under our kid",
            sign(stranger(), "k1", &good),
        ),
        ("an unknown kid", sign(k2(), "k2", &good)),
        ("HS256", hs256),
        ("alg none", unsigned),
        ("garbage", "not-a-jwt".to_owned()),
    ];
    for (case, token) in cases {
        let res = idp(&app, &token).await;
        assert_eq!(res.status(), StatusCode::UNAUTHORIZED, "{case}");
        let body: Value = res.json().await.expect("envelope");
        assert_eq!(body["error"]["code"], "INVALID_ID_TOKEN", "{case}: {body}");
    }
    expect_error(
        app.post("/api/v1/auth/idp", None, json!({})).await,
        StatusCode::BAD_REQUEST,
        "VALIDATION_FAILED",
    )
    .await;
    assert_eq!(
        users::Entity::find().count(&app.db).await.expect("count"),
        0
    );
}

#[actix_web::test]
async fn a_rotated_key_is_fetched_on_its_first_token() {
    let (app, server) = setup(|_| {}).await;
    signed_in(
        &app,
        &sign(k1(), "k1", &claims(&server, "r-1", "rot@example.com")),
    )
    .await;
    assert_eq!(jwks_fetches(&server).await, 1);

    serve_keys(&server, &[k1(), k2()]).await;
    let user = signed_in(
        &app,
        &sign(k2(), "k2", &claims(&server, "r-1", "rot@example.com")),
    )
    .await;
    assert_eq!(user["user"]["email"], "rot@example.com");
    assert_eq!(
        jwks_fetches(&server).await,
        1,
        "one fetch since the reset, for the unknown kid"
    );
}

#[actix_web::test]
async fn unknown_kids_do_not_hammer_the_issuer() {
    let (app, server) = setup(|s| s.idp.jwks_min_refetch_secs = 300).await;
    signed_in(
        &app,
        &sign(k1(), "k1", &claims(&server, "h-1", "ham@example.com")),
    )
    .await;
    for _ in 0..5 {
        let token = sign(k2(), "k2", &claims(&server, "h-1", "ham@example.com"));
        expect_error(
            idp(&app, &token).await,
            StatusCode::UNAUTHORIZED,
            "INVALID_ID_TOKEN",
        )
        .await;
    }
    assert_eq!(jwks_fetches(&server).await, 1);
}

#[actix_web::test]
async fn invite_only_needs_a_code_for_a_new_account() {
    let (app, server) =
        setup(|s| s.auth.registration = taxcredit::config::RegistrationMode::InviteOnly).await;
    let token = sign(k1(), "k1", &claims(&server, "i-1", "invited@example.com"));
    expect_error(
        idp(&app, &token).await,
        StatusCode::BAD_REQUEST,
        "VALIDATION_FAILED",
    )
    .await;

    let admin = app.create_admin("admin@example.com").await;
    let code = crate::admin_console::invite(&app, &admin).await;
    let res = app
        .post(
            "/api/v1/auth/idp",
            None,
            json!({"idToken": token, "invitationCode": code}),
        )
        .await;
    assert_eq!(res.status(), StatusCode::OK);
    let res = app
        .post(
            "/api/v1/auth/idp",
            None,
            json!({"idToken": sign(k1(), "k1", &claims(&server, "i-2", "second@example.com")), "invitationCode": code}),
        )
        .await;
    expect_error(res, StatusCode::BAD_REQUEST, "INVALID_INVITATION").await;
}

#[actix_web::test]
async fn a_suspended_account_cannot_sign_in() {
    let (app, server) = setup(|_| {}).await;
    let first = signed_in(
        &app,
        &sign(k1(), "k1", &claims(&server, "x-1", "sus@example.com")),
    )
    .await;
    let id = first["user"]["id"]
        .as_str()
        .expect("id")
        .parse()
        .expect("uuid");
    app.update_user(id, |u| {
        u.status = sea_orm::Set(entities::UserStatus::Suspended)
    })
    .await;
    expect_error(
        idp(
            &app,
            &sign(k1(), "k1", &claims(&server, "x-1", "sus@example.com")),
        )
        .await,
        StatusCode::FORBIDDEN,
        "ACCOUNT_SUSPENDED",
    )
    .await;
}

#[actix_web::test]
async fn parallel_first_sign_ins_make_one_account() {
    let (app, server) = setup(|_| {}).await;
    let token = sign(k1(), "k1", &claims(&server, "p-1", "par@example.com"));
    let answers = futures_util::future::join_all((0..6).map(|_| idp(&app, &token))).await;
    let mut ids = std::collections::BTreeSet::new();
    for res in answers {
        assert_eq!(res.status(), StatusCode::OK);
        let body: Value = res.json().await.expect("AuthResponse");
        ids.insert(body["user"]["id"].as_str().expect("id").to_owned());
    }
    assert_eq!(ids.len(), 1);
    assert_eq!(
        users::Entity::find().count(&app.db).await.expect("count"),
        1
    );
}

#[actix_web::test]
async fn an_unreachable_issuer_is_502() {
    let (app, server) = setup(|_| {}).await;
    let token = sign(k1(), "k1", &claims(&server, "d-1", "down@example.com"));
    server.reset().await;
    Mock::given(method("GET"))
        .respond_with(ResponseTemplate::new(500))
        .mount(&server)
        .await;
    expect_error(
        idp(&app, &token).await,
        StatusCode::BAD_GATEWAY,
        "IDP_UNAVAILABLE",
    )
    .await;
}
