//! The 401/403 matrix (RELIABILITY 9): every route of the backend, table-driven, against anonymous
//! requests, a garbage token, an expired token, a token with a wrong signature, a user and an
//! admin. The table is checked against the routes the source registers, so a new route cannot be
//! added without a row here.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use jsonwebtoken::{Algorithm, EncodingKey, Header};
use reqwest::{Method, StatusCode};
use serde_json::{Value, json};
use taxcredit::auth::jwt::key_id;

use crate::helpers::{TestApp, TestUser, expect_plain_401};

/// Who may call a route.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Access {
    /// No token needed; never the auth layer's 401.
    Public,
    /// Any active account: 401 without a valid token, never 403.
    User,
    /// ADMIN role: 401 without a valid token, 403 for a user.
    Admin,
}

use Access::{Admin, Public, User};

/// Every route of the backend: (method, path template as registered, access).
const ROUTES: &[(&str, &str, Access)] = &[
    ("GET", "/api/v1/health/liveness", Public),
    ("GET", "/api/v1/health/readiness", Public),
    ("POST", "/api/v1/auth/register", Public),
    ("POST", "/api/v1/auth/login", Public),
    ("POST", "/api/v1/auth/refresh", Public),
    ("POST", "/api/v1/auth/logout", Public),
    ("GET", "/api/v1/auth/me", User),
    ("PATCH", "/api/v1/auth/me", User),
    ("POST", "/api/v1/auth/change-password", User),
    ("POST", "/api/v1/projects", User),
    ("GET", "/api/v1/projects", User),
    ("GET", "/api/v1/projects/{projectId}", User),
    ("PATCH", "/api/v1/projects/{projectId}", User),
    ("DELETE", "/api/v1/projects/{projectId}", User),
    ("POST", "/api/v1/projects/{projectId}/sessions", User),
    ("GET", "/api/v1/projects/{projectId}/sessions", User),
    (
        "GET",
        "/api/v1/projects/{projectId}/sessions/{sessionId}",
        User,
    ),
    (
        "DELETE",
        "/api/v1/projects/{projectId}/sessions/{sessionId}",
        User,
    ),
    (
        "PATCH",
        "/api/v1/projects/{projectId}/sessions/{sessionId}/status",
        User,
    ),
    (
        "PATCH",
        "/api/v1/projects/{projectId}/sessions/{sessionId}/title",
        User,
    ),
    ("GET", "/api/v1/projects/{projectId}/files", User),
    ("POST", "/api/v1/projects/{projectId}/files/presign", User),
    (
        "POST",
        "/api/v1/projects/{projectId}/files/preview-word",
        User,
    ),
    (
        "POST",
        "/api/v1/projects/{projectId}/files/{fileId}/confirm",
        User,
    ),
    (
        "DELETE",
        "/api/v1/projects/{projectId}/files/{fileId}",
        User,
    ),
    ("GET", "/api/v1/sessions/{sessionId}/history", User),
    ("POST", "/api/v1/sessions/{sessionId}/runs", User),
    ("GET", "/api/v1/quotas/me", User),
    ("POST", "/api/v1/screener", Public),
    ("GET", "/api/v1/admin/users/stats", Admin),
];

/// Fills a route template with the IDs of the user's own resources.
fn fill(template: &str, ids: &[(&str, &str)]) -> String {
    ids.iter().fold(template.to_owned(), |path, (name, id)| {
        path.replace(&format!("{{{name}}}"), id)
    })
}

fn method(name: &str) -> Method {
    Method::from_bytes(name.as_bytes()).expect("method")
}

fn sign(claims: &Value, secret: &str, kid: &str) -> String {
    let mut header = Header::new(Algorithm::HS256);
    header.kid = Some(kid.to_owned());
    jsonwebtoken::encode(
        &header,
        claims,
        &EncodingKey::from_secret(secret.as_bytes()),
    )
    .expect("encode")
}

/// Tokens that must never pass the auth layer, all for the admin account (the strongest one).
fn rejected_tokens(app: &TestApp, admin: &TestUser) -> Vec<(&'static str, Option<String>)> {
    let secret = app.jwt_secret();
    let kid = key_id(&secret);
    let now = chrono::Utc::now().timestamp();
    let claims = |exp: i64| {
        json!({"sub": admin.id, "role": "ADMIN", "iat": now - 3600, "exp": exp,
               "iss": "taxcredit", "aud": "taxcredit-api", "jti": uuid::Uuid::now_v7()})
    };
    vec![
        ("anonymous", None),
        ("garbage", Some("garbage".to_owned())),
        ("expired", Some(sign(&claims(now - 1), &secret, &kid))),
        (
            "wrong signature",
            Some(sign(
                &claims(now + 600),
                "another-secret-that-is-long-enough-0123",
                &kid,
            )),
        ),
    ]
}

#[actix_web::test]
async fn every_route_answers_anonymous_forged_user_and_admin_by_the_matrix() {
    let app = TestApp::spawn().await;
    let user = app.register("matrix-user@example.com").await;
    let admin = app.create_admin("matrix-admin@example.com").await;
    let project = app.create_project(&user.access, "P").await;
    let pid = project["id"].as_str().expect("id").to_owned();
    let session = app.create_session(&user.access, &pid, "PRECHECK").await;
    let sid = session["id"].as_str().expect("id").to_owned();
    let presigned = app
        .post(
            &format!("/api/v1/projects/{pid}/files/presign"),
            Some(&user.access),
            json!({"files": [{"filename": "a.txt", "contentType": "text/plain", "fileSize": 3}]}),
        )
        .await;
    assert_eq!(presigned.status(), StatusCode::OK);
    let presigned: Value = presigned.json().await.expect("json");
    let fid = presigned[0]["fileId"].as_str().expect("fileId").to_owned();
    let ids = [
        ("projectId", pid.as_str()),
        ("sessionId", sid.as_str()),
        ("fileId", fid.as_str()),
    ];

    // The control: a token made like the rejected ones, with the right key and a future expiry,
    // passes (so the rejections below are about expiry and signature, not the token's shape).
    let secret = app.jwt_secret();
    let now = chrono::Utc::now().timestamp();
    let good = sign(
        &json!({"sub": admin.id, "role": "ADMIN", "iat": now, "exp": now + 600,
                "iss": "taxcredit", "aud": "taxcredit-api", "jti": uuid::Uuid::now_v7()}),
        &secret,
        &key_id(&secret),
    );
    let res = app.get("/api/v1/admin/users/stats", &good).await;
    assert_eq!(res.status(), StatusCode::OK, "control token");

    let rejected = rejected_tokens(&app, &admin);
    for (m, template, access) in ROUTES {
        let path = fill(template, &ids);
        for (name, token) in &rejected {
            // A JSON body is present: the auth layer answers before the body is looked at.
            let res = app
                .send(method(m), &path, token.as_deref(), Some(json!({})))
                .await;
            if *access == Public {
                if token.is_none() {
                    let status = res.status();
                    assert!(
                        status != StatusCode::UNAUTHORIZED
                            && status != StatusCode::FORBIDDEN
                            && !status.is_server_error(),
                        "{m} {path} anonymous: {status}"
                    );
                }
            } else {
                assert_eq!(
                    res.status(),
                    StatusCode::UNAUTHORIZED,
                    "{m} {path} with {name}"
                );
                expect_plain_401(res, &path).await;
            }
        }
    }

    // Admin routes: 403 for a user, served for an admin.
    for (m, template, _) in ROUTES.iter().filter(|r| r.2 == Admin) {
        let path = fill(template, &ids);
        let res = app.send(method(m), &path, Some(&user.access), None).await;
        assert_eq!(res.status(), StatusCode::FORBIDDEN, "{m} {path}");
        let body: Value = res.json().await.expect("json");
        assert_eq!(
            body,
            json!({"status": 403, "error": "Forbidden", "path": path})
        );
        let res = app.send(method(m), &path, Some(&admin.access), None).await;
        assert_eq!(res.status(), StatusCode::OK, "{m} {path}");
    }

    // User routes: past the auth layer for any account (the admin gets the owner checks' answer
    // about the user's resources, never 401/403); deletes last, the project's at the very end.
    let mut user_routes: Vec<_> = ROUTES.iter().filter(|r| r.2 == User).collect();
    user_routes.sort_by_key(|(m, p, _)| (*m == "DELETE", std::cmp::Reverse(p.len())));
    for token in [&admin.access, &user.access] {
        for (m, template, _) in &user_routes {
            if token == &admin.access && *m == "DELETE" {
                continue;
            }
            let path = fill(template, &ids);
            let res = app
                .send(method(m), &path, Some(token), Some(json!({})))
                .await;
            let status = res.status();
            assert!(
                status != StatusCode::UNAUTHORIZED
                    && status != StatusCode::FORBIDDEN
                    && !status.is_server_error(),
                "{m} {path}: {status}"
            );
            if token == &user.access && *m == "GET" {
                assert_eq!(status, StatusCode::OK, "{m} {path}");
            }
        }
    }
}

#[derive(Debug, Clone, PartialEq)]
enum Token {
    Str(String),
    Ident(String),
    Punct(char),
}

/// A small Rust lexer: string literals, identifiers and paths (`web::scope`), punctuation;
/// comments and whitespace dropped.
fn lex(src: &str) -> Vec<Token> {
    let chars: Vec<char> = src.chars().collect();
    let at = |i: usize| chars.get(i).copied();
    let mut out = Vec::new();
    let mut i = 0;
    while let Some(c) = at(i) {
        if c == '/' && at(i + 1) == Some('/') {
            while at(i).is_some_and(|c| c != '\n') {
                i += 1;
            }
        } else if c == '/' && at(i + 1) == Some('*') {
            i += 2;
            while at(i).is_some() && !(at(i) == Some('*') && at(i + 1) == Some('/')) {
                i += 1;
            }
            i += 2;
        } else if c == '"' {
            let mut s = String::new();
            i += 1;
            while let Some(c) = at(i).filter(|c| *c != '"') {
                if c == '\\' {
                    i += 1;
                }
                s.extend(at(i));
                i += 1;
            }
            i += 1;
            out.push(Token::Str(s));
        } else if c == '\'' {
            // A char literal ('x', '\n'), or a lifetime whose name lexes as an identifier.
            if at(i + 2) == Some('\'') {
                i += 3;
            } else if at(i + 1) == Some('\\') {
                i += 2;
                while at(i).is_some_and(|c| c != '\'') {
                    i += 1;
                }
                i += 1;
            } else {
                i += 1;
            }
        } else if c.is_alphanumeric() || c == '_' {
            let mut s = String::new();
            loop {
                while let Some(c) = at(i).filter(|c| c.is_alphanumeric() || *c == '_') {
                    s.push(c);
                    i += 1;
                }
                let next_is_name = at(i + 2).is_some_and(|c| c.is_alphabetic() || c == '_');
                if at(i) == Some(':') && at(i + 1) == Some(':') && next_is_name {
                    s.push_str("::");
                    i += 2;
                } else {
                    break;
                }
            }
            out.push(Token::Ident(s));
        } else {
            if !c.is_whitespace() {
                out.push(Token::Punct(c));
            }
            i += 1;
        }
    }
    out
}

const METHODS: [&str; 7] = ["get", "post", "put", "patch", "delete", "head", "trace"];

/// (METHOD, full path) of every route `src` registers through actix-web's builders
/// (`web::scope`, `web::resource`, `.route(..)`, nested to any depth) or its attribute macros
/// (`#[get("..")]`). A registration it cannot read is reported with method `?`.
fn registered_routes(src: &str) -> Vec<(String, String)> {
    use Token::{Ident, Punct, Str};
    let t = lex(src);
    let ident = |i: usize, name: &str| matches!(t.get(i), Some(Ident(n)) if n == name);
    let punct = |i: usize, c: char| t.get(i) == Some(&Punct(c));
    let literal = |i: usize| match t.get(i) {
        Some(Str(s)) => Some(s.clone()),
        _ => None,
    };
    // The index of the `)` closing the `(` at `open`.
    let closing = |open: usize| {
        let mut depth = 0usize;
        for (j, token) in t.iter().enumerate().skip(open) {
            match token {
                Punct('(') => depth += 1,
                Punct(')') => {
                    depth -= 1;
                    if depth == 0 {
                        return j;
                    }
                }
                _ => {}
            }
        }
        t.len()
    };
    // The method a route's arguments name: `web::get()` or `web::method(Method::GET)`.
    let method_in = |from: usize, to: usize| {
        (from..to).find_map(|j| match t.get(j) {
            Some(Ident(n)) if punct(j + 1, '(') => {
                let m = n.strip_prefix("web::")?;
                if METHODS.contains(&m) {
                    Some(m.to_uppercase())
                } else if m == "method" {
                    match t.get(j + 2) {
                        Some(Ident(arg)) => arg.rsplit("::").next().map(str::to_uppercase),
                        _ => None,
                    }
                } else {
                    None
                }
            }
            _ => None,
        })
    };
    let mut found = Vec::new();
    // The scopes and resources enclosing the current token: (depth where they were opened, path).
    let mut enclosing: Vec<(usize, String)> = Vec::new();
    let mut depth = 0usize;
    for i in 0..t.len() {
        let prefix: String = enclosing.iter().map(|(_, p)| p.as_str()).collect();
        match &t[i] {
            Punct('(') => depth += 1,
            Punct(')') => {
                depth = depth.saturating_sub(1);
                while enclosing.last().is_some_and(|(d, _)| *d > depth) {
                    enclosing.pop();
                }
            }
            Ident(n) if matches!(n.as_str(), "web::scope" | "web::resource") => {
                match literal(i + 2).filter(|_| punct(i + 1, '(')) {
                    Some(path) => enclosing.push((depth, path)),
                    None => found.push(("?".into(), format!("{prefix} {n} without a literal"))),
                }
            }
            Punct('.') if ident(i + 1, "route") && punct(i + 2, '(') => {
                let close = closing(i + 2);
                let (path, args) = match literal(i + 3) {
                    Some(path) => (path, i + 4),
                    None => (String::new(), i + 3),
                };
                let method = method_in(args, close).unwrap_or_else(|| "?".into());
                found.push((method, format!("{prefix}{path}")));
            }
            Punct('#') if punct(i + 1, '[') => {
                let name = match t.get(i + 2) {
                    Some(Ident(n)) => n.rsplit("::").next().unwrap_or_default().to_owned(),
                    _ => continue,
                };
                if (METHODS.contains(&name.as_str()) || name == "route") && punct(i + 3, '(') {
                    let path = literal(i + 4).unwrap_or_default();
                    let method = if name == "route" {
                        "?".to_owned()
                    } else {
                        name.to_uppercase()
                    };
                    found.push((method, path));
                }
            }
            _ => {}
        }
    }
    found
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("read dir") {
        let path = entry.expect("entry").path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

#[test]
fn the_route_reader_sees_scopes_resources_and_attribute_macros() {
    let src = r#"
        // .route("/commented", web::get().to(x))
        pub fn routes(cfg: &mut web::ServiceConfig) {
            cfg.service(
                web::scope("/a")
                    .route("/x", web::get().to(handlers::get))
                    .service(web::scope("/b").route("/{id}", web::method(Method::PUT).to(h)))
                    .service(
                        web::resource("/r/{id}")
                            .app_data(config(1))
                            .route(web::post().to(h))
                            .route(web::delete().to(h)),
                    )
                    .route("/y", web::patch().to(h)),
            )
            .route("/top", web::head().to(h));
        }
        #[get("/macro")]
        async fn m() {}
        #[actix_web::post("/macro2")]
        async fn n() {}
    "#;
    let found: BTreeSet<(String, String)> = registered_routes(src).into_iter().collect();
    let expected: BTreeSet<(String, String)> = [
        ("GET", "/a/x"),
        ("PUT", "/a/b/{id}"),
        ("POST", "/a/r/{id}"),
        ("DELETE", "/a/r/{id}"),
        ("PATCH", "/a/y"),
        ("HEAD", "/top"),
        ("GET", "/macro"),
        ("POST", "/macro2"),
    ]
    .into_iter()
    .map(|(m, p)| (m.to_owned(), p.to_owned()))
    .collect();
    assert_eq!(found, expected);
}

#[test]
fn the_matrix_lists_every_route_the_backend_registers() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    rust_files(&root.join("src/http"), &mut files);
    files.push(root.join("src/startup.rs"));
    let registered: BTreeSet<(String, String)> = files
        .iter()
        .flat_map(|f| registered_routes(&std::fs::read_to_string(f).expect("source")))
        .collect();
    let listed: BTreeSet<(String, String)> = ROUTES
        .iter()
        .map(|(m, p, _)| ((*m).to_owned(), (*p).to_owned()))
        .collect();
    assert_eq!(listed.len(), ROUTES.len(), "a route is listed twice");
    let missing: Vec<_> = registered.difference(&listed).collect();
    let stale: Vec<_> = listed.difference(&registered).collect();
    assert!(
        missing.is_empty() && stale.is_empty(),
        "registered but not in the matrix: {missing:?}; in the matrix but not registered: {stale:?}"
    );
}

#[actix_web::test]
async fn admin_stats_count_users() {
    let app = TestApp::spawn().await;
    app.register("s1@example.com").await;
    app.register("s2@example.com").await;
    let admin = app.create_admin("stats-admin@example.com").await;
    let res = app.get("/api/v1/admin/users/stats", &admin.access).await;
    assert_eq!(res.status(), StatusCode::OK);
    let stats: serde_json::Value = res.json().await.expect("json");
    assert_eq!(stats["totalUsers"], 3);
    assert_eq!(stats["activeUsers"], 3);
    assert_eq!(stats["admins"], 1);
    assert_eq!(stats["byTier"]["FREE"], 2);
    assert_eq!(stats["byTier"]["ENTERPRISE"], 1);
    assert_eq!(stats["newUsersLast7Days"], 3);
}
