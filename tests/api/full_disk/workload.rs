//! One round of the workload: a write of every kind, all at once, and what the server
//! acknowledged of it.

use std::collections::{BTreeMap, BTreeSet};

use futures_util::future::{BoxFuture, join_all};
use reqwest::{Response, StatusCode};
use serde_json::{Value, json};
use taxcredit::billing::signature::{HEADER, header_for};

use super::{MAIN, SECRET};
use crate::helpers::{TestApp, TestUser};

/// What the server acknowledged (2xx), to be found after the restart.
#[derive(Default)]
pub(super) struct Acknowledged {
    /// E-mail to user ID.
    pub(super) users: BTreeMap<String, String>,
    pub(super) projects: BTreeSet<String>,
    pub(super) deleted: BTreeSet<String>,
    pub(super) sessions: BTreeSet<String>,
    pub(super) titles: BTreeMap<String, String>,
    pub(super) statuses: BTreeMap<String, String>,
    pub(super) assistant_messages: BTreeSet<String>,
    pub(super) pending_files: BTreeSet<String>,
    pub(super) confirmed_files: BTreeSet<String>,
    pub(super) refresh_tokens: Vec<String>,
    pub(super) tiers: BTreeMap<String, String>,
    pub(super) events: BTreeSet<String>,
    /// Refusals by code.
    pub(super) refused: BTreeMap<String, usize>,
}

impl Acknowledged {
    /// The body of a 2xx answer; otherwise checks that it is a 503 naming the database's state.
    async fn answer(&mut self, what: &str, res: Response) -> Option<Value> {
        let status = res.status();
        if status.is_success() {
            return Some(res.json().await.unwrap_or(Value::Null));
        }
        let retry = res.headers().contains_key("retry-after");
        let body: Value = res.json().await.unwrap_or(Value::Null);
        let code = body["error"]["code"]
            .as_str()
            .unwrap_or_default()
            .to_owned();
        assert!(
            status == StatusCode::SERVICE_UNAVAILABLE
                && retry
                && (code == "STORAGE_FULL" || code == "DATABASE_UNAVAILABLE"),
            "{what}: {status} {body}"
        );
        *self.refused.entry(code).or_default() += 1;
        None
    }

    pub(super) fn refusals(&self) -> usize {
        self.refused.values().sum()
    }
}

/// The fixed parts of the workload.
pub(super) struct World {
    pub(super) user: TestUser,
    pub(super) admin: TestUser,
    pub(super) base_project: String,
    pub(super) base_session: String,
}

/// An operation's name, its key, and the API's answer; `None` when there is no answer to judge
/// (an upload the full store refused: its file stays PENDING).
type Answer = (&'static str, String, Option<Response>);

/// One round: a write of every kind, all at once. `k` makes names unique.
pub(super) async fn round(app: &TestApp, world: &World, ack: &mut Acknowledged, k: usize) {
    let token = world.user.access.as_str();
    let earlier_sessions: Vec<String> = ack.sessions.iter().cloned().collect();
    let earlier_projects: Vec<String> = ack
        .projects
        .iter()
        .filter(|p| !ack.deleted.contains(*p) && **p != world.base_project)
        .cloned()
        .collect();
    let earlier_users: Vec<String> = ack.users.values().cloned().collect();
    let mut ops: Vec<BoxFuture<'_, Answer>> = Vec::new();
    ops.push(Box::pin(async move {
        let email = format!("u{k}@full.test");
        let res = app
            .post(
                "/api/v1/auth/register",
                None,
                json!({"email": email, "password": crate::helpers::PASSWORD}),
            )
            .await;
        ("register", email, Some(res))
    }));
    ops.push(Box::pin(async move {
        let body = json!({"email": MAIN, "password": crate::helpers::PASSWORD});
        (
            "login",
            String::new(),
            Some(app.post("/api/v1/auth/login", None, body).await),
        )
    }));
    ops.push(Box::pin(async move {
        let body = json!({"name": format!("P{k}"), "fiscalYear": "2025"});
        (
            "project",
            String::new(),
            Some(app.post("/api/v1/projects", Some(token), body).await),
        )
    }));
    let base = world.base_project.clone();
    ops.push(Box::pin(async move {
        let path = format!("/api/v1/projects/{base}/sessions");
        (
            "session",
            String::new(),
            Some(
                app.post(&path, Some(token), json!({"type": "PRECHECK"}))
                    .await,
            ),
        )
    }));
    if let Some(session) = earlier_sessions
        .get(k % earlier_sessions.len().max(1))
        .cloned()
    {
        let base = world.base_project.clone();
        ops.push(Box::pin(async move {
            let title = format!("Title {k}");
            let path = format!("/api/v1/projects/{base}/sessions/{session}/title");
            let res = app.patch(&path, token, json!({"title": title})).await;
            ("title", format!("{session} {title}"), Some(res))
        }));
    }
    if let Some(project) = earlier_projects.first().cloned() {
        ops.push(Box::pin(async move {
            let status = ["IN_PROGRESS", "IN_REVIEW", "FILED"][k % 3];
            let path = format!("/api/v1/projects/{project}");
            let res = app.patch(&path, token, json!({"status": status})).await;
            ("status", format!("{project} {status}"), Some(res))
        }));
    }
    if let Some(project) = earlier_projects.get(1).cloned() {
        ops.push(Box::pin(async move {
            let res = app
                .delete(&format!("/api/v1/projects/{project}"), token)
                .await;
            ("delete", project, Some(res))
        }));
    }
    let session = world.base_session.clone();
    ops.push(Box::pin(async move {
        let path = format!("/api/v1/sessions/{session}/runs");
        let body = json!({"type": "PRECHECK", "input": format!("We measured adhesion at -40 C, trial {k}.")});
        ("run", String::new(), Some(app.post(&path, Some(token), body).await))
    }));
    let base = world.base_project.clone();
    ops.push(Box::pin(async move {
        let files =
            json!([{"filename": format!("n{k}.txt"), "contentType": "text/plain", "fileSize": 5}]);
        let res = crate::uploads::presign(app, token, &base, files).await;
        ("presign", String::new(), Some(res))
    }));
    let base = world.base_project.clone();
    ops.push(Box::pin(async move {
        // The whole upload: a PUT the full store refuses is no answer of the API's.
        let files =
            json!([{"filename": format!("c{k}.txt"), "contentType": "text/plain", "fileSize": 5}]);
        let res = crate::uploads::presign(app, token, &base, files).await;
        if res.status() != StatusCode::OK {
            return ("presign", String::new(), Some(res));
        }
        let list: Value = res.json().await.expect("json");
        let (id, url) = (
            list[0]["fileId"].as_str().expect("id").to_owned(),
            list[0]["uploadUrl"].as_str().expect("url").to_owned(),
        );
        let put = app
            .client
            .put(&url)
            .header("content-type", "text/plain")
            .body("hello")
            .send()
            .await;
        if !put.is_ok_and(|r| r.status() == StatusCode::OK) {
            return ("put refused", id, None);
        }
        (
            "confirm",
            id.clone(),
            Some(crate::uploads::confirm(app, token, &base, &id).await),
        )
    }));
    if let Some(id) = earlier_users.first().cloned() {
        let admin = world.admin.access.as_str();
        ops.push(Box::pin(async move {
            let tier = ["PROFESSIONAL", "ENTERPRISE", "FREE"][k % 3];
            let path = format!("/api/v1/admin/users/{id}");
            let res = app
                .patch(&path, admin, json!({"membershipTier": tier}))
                .await;
            ("tier", format!("{id} {tier}"), Some(res))
        }));
    }
    ops.push(Box::pin(async move {
        let id = format!("evt_full_{k}");
        let body = serde_json::to_vec(&json!({"id": id, "type": "customer.created",
            "created": chrono::Utc::now().timestamp(), "data": {"object": {"id": "cus_1"}}}))
        .expect("json");
        let header = header_for(&[SECRET.as_bytes()], chrono::Utc::now().timestamp(), &body);
        let res = app
            .client
            .post(app.url("/api/v1/billing/payment/webhook"))
            .header("content-type", "application/json")
            .header(HEADER, header)
            .body(body)
            .send()
            .await
            .expect("webhook");
        ("webhook", id, Some(res))
    }));
    for (what, key, res) in join_all(ops).await {
        let Some(res) = res else {
            // No answer of the API's to judge: the presigned file stays PENDING.
            ack.pending_files.insert(key);
            continue;
        };
        let Some(body) = ack.answer(what, res).await else {
            continue;
        };
        let id = |v: &Value| v["id"].as_str().expect("id").to_owned();
        match what {
            "register" => {
                let id = body["user"]["id"].as_str().expect("user id").to_owned();
                ack.users.insert(key, id);
            }
            "login" => ack
                .refresh_tokens
                .push(body["refreshToken"].as_str().expect("refresh").to_owned()),
            "project" => {
                ack.projects.insert(id(&body));
            }
            "session" => {
                ack.sessions.insert(id(&body));
            }
            "title" | "status" | "tier" => {
                let (target, value) = key.split_once(' ').expect("key");
                let map = match what {
                    "title" => &mut ack.titles,
                    "status" => &mut ack.statuses,
                    _ => &mut ack.tiers,
                };
                map.insert(target.to_owned(), value.to_owned());
            }
            "delete" => {
                ack.deleted.insert(key);
            }
            "run" => {
                ack.assistant_messages.insert(
                    body["messages"]["assistantMessageId"]
                        .as_str()
                        .expect("assistant")
                        .to_owned(),
                );
            }
            "presign" => {
                ack.pending_files
                    .insert(body[0]["fileId"].as_str().expect("file").to_owned());
            }
            "confirm" => {
                ack.confirmed_files.insert(key);
            }
            "webhook" => {
                ack.events.insert(key);
            }
            other => panic!("unknown operation {other}"),
        }
    }
}
