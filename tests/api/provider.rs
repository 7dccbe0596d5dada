//! A stand-in of the payment provider on wiremock, with state: customers and checkout sessions are
//! created from the service's form requests (the same idempotency key answers the same object, as
//! the provider does), sessions and subscriptions are read back by ID, and a test "pays" a session
//! or changes a subscription the way a customer on the hosted page would. Also the signed webhook
//! deliveries the provider would send.

use std::collections::{BTreeMap, HashMap};
use std::sync::{Arc, Mutex};

use serde_json::{Value, json};
use taxcredit::billing::signature::{HEADER, header_for};
use taxcredit::config::Settings;
use wiremock::matchers::{method, path_regex};
use wiremock::{Mock, MockServer, Request, Respond, ResponseTemplate};

use crate::helpers::TestApp;

pub const SECRET_KEY: &str = "sk_test_stand_in";
pub const WEBHOOK_SECRET: &str = "whsec_stand_in";
pub const WEBHOOK: &str = "/api/v1/billing/payment/webhook";

/// The configured price of each tier and of the expert review, and what the provider charges.
pub const PRICES: [(&str, i64); 4] = [
    ("price_starter", 1_900),
    ("price_professional", 4_900),
    ("price_enterprise", 19_900),
    ("price_review", 150_000),
];

#[derive(Default)]
struct Store {
    customers: HashMap<String, String>,
    sessions: HashMap<String, Value>,
    session_by_key: HashMap<String, String>,
    subscriptions: HashMap<String, Value>,
    next: u64,
}

#[derive(Clone)]
pub struct Provider {
    pub server: Arc<MockServer>,
    store: Arc<Mutex<Store>>,
}

struct Handler {
    store: Arc<Mutex<Store>>,
    op: Op,
}

#[derive(Clone, Copy)]
enum Op {
    CreateCustomer,
    CreateSession,
    GetSession,
    GetSubscription,
    Portal,
    ExpireSession,
}

fn form_of(request: &Request) -> BTreeMap<String, String> {
    let body = String::from_utf8_lossy(&request.body);
    reqwest::Url::parse(&format!("http://form.invalid/?{body}"))
        .expect("a form body")
        .query_pairs()
        .into_owned()
        .collect()
}

fn not_found() -> ResponseTemplate {
    ResponseTemplate::new(404).set_body_json(json!({
        "error": {"type": "invalid_request_error", "code": "resource_missing", "message": "No such object"}
    }))
}

impl Respond for Handler {
    fn respond(&self, request: &Request) -> ResponseTemplate {
        let mut store = self.store.lock().expect("store");
        let key = request
            .headers
            .get("idempotency-key")
            .and_then(|v| v.to_str().ok())
            .map(str::to_owned);
        let last = request
            .url
            .path_segments()
            .and_then(|mut s| s.next_back())
            .unwrap_or_default()
            .to_owned();
        match self.op {
            Op::CreateCustomer => {
                let key = key.unwrap_or_default();
                store.next += 1;
                let fresh = format!("cus_{}", store.next);
                let id = store.customers.entry(key).or_insert(fresh).clone();
                ResponseTemplate::new(200).set_body_json(json!({"id": id, "object": "customer"}))
            }
            Op::CreateSession => {
                let key = key.unwrap_or_default();
                if let Some(id) = store.session_by_key.get(&key) {
                    let session = store.sessions[id].clone();
                    return ResponseTemplate::new(200).set_body_json(session);
                }
                let form = form_of(request);
                store.next += 1;
                let id = format!("cs_test_{}", store.next);
                let price = form
                    .get("line_items[0][price]")
                    .cloned()
                    .unwrap_or_default();
                let amount = PRICES
                    .iter()
                    .find(|(p, _)| *p == price)
                    .map(|(_, a)| *a)
                    .unwrap_or(0);
                let metadata: BTreeMap<String, String> = form
                    .iter()
                    .filter_map(|(k, v)| {
                        let name = k.strip_prefix("metadata[")?.strip_suffix(']')?;
                        Some((name.to_owned(), v.clone()))
                    })
                    .collect();
                let session = json!({
                    "id": id, "object": "checkout.session",
                    "url": format!("https://pay.example/c/{id}"),
                    "mode": form.get("mode"), "status": "open", "payment_status": "unpaid",
                    "customer": form.get("customer"), "subscription": null,
                    "client_reference_id": form.get("client_reference_id"),
                    "metadata": metadata, "amount_total": amount, "currency": "cad",
                    "line_price": price,
                });
                store.session_by_key.insert(key, id.clone());
                store.sessions.insert(id, session.clone());
                ResponseTemplate::new(200).set_body_json(session)
            }
            Op::GetSession => match store.sessions.get(&last) {
                Some(session) => ResponseTemplate::new(200).set_body_json(session.clone()),
                None => not_found(),
            },
            Op::GetSubscription => match store.subscriptions.get(&last) {
                Some(sub) => ResponseTemplate::new(200).set_body_json(sub.clone()),
                None => not_found(),
            },
            Op::ExpireSession => {
                let id = request
                    .url
                    .path_segments()
                    .and_then(|s| s.rev().nth(1))
                    .unwrap_or_default()
                    .to_owned();
                match store.sessions.get_mut(&id) {
                    Some(session) if session["status"] == "open" => {
                        session["status"] = json!("expired");
                        ResponseTemplate::new(200).set_body_json(session.clone())
                    }
                    Some(_) => ResponseTemplate::new(400).set_body_json(json!({
                        "error": {"type": "invalid_request_error",
                                  "message": "Only Checkout Sessions with a status in [\"open\"] can be expired."}
                    })),
                    None => not_found(),
                }
            }
            Op::Portal => {
                let form = form_of(request);
                ResponseTemplate::new(200).set_body_json(json!({
                    "id": "bps_1", "object": "billing_portal.session",
                    "url": format!("https://portal.example/{}", form.get("customer").cloned().unwrap_or_default()),
                }))
            }
        }
    }
}

impl Provider {
    pub async fn start() -> Provider {
        let server = MockServer::start().await;
        let store = Arc::new(Mutex::new(Store::default()));
        let routes = [
            ("POST", "^/v1/customers$", Op::CreateCustomer),
            ("POST", "^/v1/checkout/sessions$", Op::CreateSession),
            ("GET", "^/v1/checkout/sessions/[^/]+$", Op::GetSession),
            ("GET", "^/v1/subscriptions/[^/]+$", Op::GetSubscription),
            ("POST", "^/v1/billing_portal/sessions$", Op::Portal),
            (
                "POST",
                "^/v1/checkout/sessions/[^/]+/expire$",
                Op::ExpireSession,
            ),
        ];
        for (verb, route, op) in routes {
            Mock::given(method(verb))
                .and(path_regex(route))
                .respond_with(Handler {
                    store: store.clone(),
                    op,
                })
                .mount(&server)
                .await;
        }
        Provider {
            server: Arc::new(server),
            store,
        }
    }

    /// Points the service's payment settings at this stand-in.
    pub fn configure(&self, settings: &mut Settings) {
        settings.payment.api_base = self.server.uri();
        settings.payment.secret_key = SECRET_KEY.to_owned().into();
        settings.payment.webhook_secret = WEBHOOK_SECRET.to_owned().into();
        settings.payment.price_ids.starter = "price_starter".into();
        settings.payment.price_ids.professional = "price_professional".into();
        settings.payment.price_ids.enterprise = "price_enterprise".into();
        settings.payment.price_ids.expert_review = "price_review".into();
    }

    /// A service wired to this stand-in.
    pub async fn app(&self) -> TestApp {
        TestApp::spawn_with(|s| self.configure(s)).await
    }

    /// The session as the provider holds it.
    pub fn session(&self, id: &str) -> Value {
        self.store.lock().expect("store").sessions[id].clone()
    }

    /// Changes a stored session.
    pub fn edit_session(&self, id: &str, edit: impl FnOnce(&mut Value)) {
        let mut store = self.store.lock().expect("store");
        edit(store.sessions.get_mut(id).expect("a session"));
    }

    /// The customer pays session `id`: complete and paid; a subscription checkout also starts
    /// an ACTIVE subscription `sub_<session>` on the session's price. An expired session cannot
    /// be paid.
    pub fn pay(&self, id: &str) -> Value {
        let mut store = self.store.lock().expect("store");
        let session = store.sessions.get_mut(id).expect("a session");
        assert_ne!(
            session["status"], "expired",
            "an expired session cannot be paid"
        );
        session["status"] = json!("complete");
        session["payment_status"] = json!("paid");
        let paid = session.clone();
        if paid["mode"] == "subscription" {
            let sub_id = format!("sub_{id}");
            let sub = subscription_json(
                &sub_id,
                paid["customer"].as_str().unwrap_or_default(),
                "active",
                paid["line_price"].as_str().unwrap_or_default(),
            );
            store.subscriptions.insert(sub_id.clone(), sub);
            let session = store.sessions.get_mut(id).expect("a session");
            session["subscription"] = json!(sub_id);
            return session.clone();
        }
        paid
    }

    /// The subscription as the provider holds it.
    pub fn subscription(&self, id: &str) -> Value {
        self.store.lock().expect("store").subscriptions[id].clone()
    }

    /// How many requests reached `route` (method and path).
    pub async fn calls(&self, verb: &str, route: &str) -> usize {
        self.server
            .received_requests()
            .await
            .unwrap_or_default()
            .iter()
            .filter(|r| r.method.as_str() == verb && r.url.path() == route)
            .count()
    }

    /// The form of the last request to `route`.
    pub async fn last_form(&self, route: &str) -> BTreeMap<String, String> {
        let requests = self.server.received_requests().await.unwrap_or_default();
        let last = requests
            .iter()
            .rev()
            .find(|r| r.url.path() == route)
            .expect("a request to the route");
        form_of(last)
    }
}

/// A provider subscription object.
pub fn subscription_json(id: &str, customer: &str, status: &str, price: &str) -> Value {
    json!({
        "id": id, "object": "subscription", "status": status, "customer": customer,
        "cancel_at_period_end": false,
        "items": {"data": [{"price": {"id": price}, "current_period_end": 1_900_000_000}]},
        "metadata": {},
    })
}

/// An event envelope around `object`.
pub fn event(id: &str, kind: &str, created: i64, object: &Value) -> Vec<u8> {
    serde_json::to_vec(&json!({
        "id": id, "object": "event", "type": kind, "created": created,
        "data": {"object": object},
    }))
    .expect("json")
}

/// Delivers `body` signed now with the stand-in's webhook secret.
pub async fn deliver(app: &TestApp, body: Vec<u8>) -> reqwest::Response {
    let header = header_for(
        &[WEBHOOK_SECRET.as_bytes()],
        chrono::Utc::now().timestamp(),
        &body,
    );
    app.client
        .post(app.url(WEBHOOK))
        .header("Content-Type", "application/json")
        .header(HEADER, header)
        .body(body)
        .send()
        .await
        .expect("delivered")
}
