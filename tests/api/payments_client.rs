//! The payment-provider client against a wiremock stand-in: form encoding, bearer token,
//! idempotency keys, answer parsing, and every failure mapped to 502 PAYMENT_PROVIDER_FAILED.

use std::collections::BTreeMap;
use std::time::Duration;

use secrecy::SecretString;
use serde_json::json;
use taxcredit::clients::payments::{
    CheckoutMode, CheckoutStatus, LineItem, NewCheckoutSession, PaymentClient, PaymentError,
    PaymentStatus, SubscriptionStatus,
};
use taxcredit::error::{AppError, ErrorCode};
use wiremock::matchers::{body_string_contains, header, method, path};
use wiremock::{Mock, MockServer, Request, ResponseTemplate};

const KEY: &str = "sk_test_123";

fn client(server: &MockServer) -> PaymentClient {
    PaymentClient::new(
        &server.uri(),
        SecretString::from(KEY),
        Duration::from_millis(500),
    )
}

fn form_of(request: &Request) -> BTreeMap<String, String> {
    let body = String::from_utf8_lossy(&request.body);
    reqwest::Url::parse(&format!("http://form.invalid/?{body}"))
        .expect("a form body")
        .query_pairs()
        .into_owned()
        .collect()
}

fn session_json(id: &str) -> serde_json::Value {
    json!({
        "id": id, "object": "checkout.session", "url": "https://pay.example/c/1",
        "mode": "subscription", "status": "complete", "payment_status": "paid",
        "customer": {"id": "cus_1", "object": "customer"}, "subscription": "sub_1",
        "payment_intent": null, "client_reference_id": "user-1",
        "metadata": {"userId": "u1"}, "amount_total": 4900, "currency": "cad"
    })
}

fn code_of(err: PaymentError) -> ErrorCode {
    AppError::from(err).code()
}

#[tokio::test]
async fn a_subscription_checkout_is_form_encoded_with_bearer_and_idempotency_key() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .and(path("/v1/checkout/sessions"))
        .and(header("authorization", format!("Bearer {KEY}").as_str()))
        .and(header("idempotency-key", "checkout-sub-42"))
        .and(header("content-type", "application/x-www-form-urlencoded"))
        .respond_with(ResponseTemplate::new(200).set_body_json(session_json("cs_1")))
        .expect(1)
        .mount(&server)
        .await;
    let session = NewCheckoutSession {
        mode: CheckoutMode::Subscription,
        line_item: LineItem::Price("price_pro".to_owned()),
        customer: Some("cus_1".to_owned()),
        client_reference_id: Some("user-1".to_owned()),
        success_url: "https://app.example/ok?s={CHECKOUT_SESSION_ID}".to_owned(),
        cancel_url: "https://app.example/cancel".to_owned(),
        metadata: BTreeMap::from([("userId".to_owned(), "u 1&x=y".to_owned())]),
    };
    let created = client(&server)
        .create_checkout_session(&session, "checkout-sub-42")
        .await
        .expect("created");
    assert_eq!(created.id, "cs_1");
    assert_eq!(created.url.as_deref(), Some("https://pay.example/c/1"));
    assert_eq!(created.customer.as_deref(), Some("cus_1"));
    assert_eq!(created.subscription.as_deref(), Some("sub_1"));
    assert_eq!(created.status, Some(CheckoutStatus::Complete));
    assert_eq!(created.payment_status, PaymentStatus::Paid);
    assert!(created.is_fulfillable());

    let requests = server.received_requests().await.expect("recorded");
    let form = form_of(&requests[0]);
    assert_eq!(form["mode"], "subscription");
    assert_eq!(form["line_items[0][price]"], "price_pro");
    assert_eq!(form["line_items[0][quantity]"], "1");
    assert_eq!(form["customer"], "cus_1");
    assert_eq!(form["client_reference_id"], "user-1");
    assert_eq!(
        form["success_url"],
        "https://app.example/ok?s={CHECKOUT_SESSION_ID}"
    );
    assert_eq!(form["cancel_url"], "https://app.example/cancel");
    assert_eq!(form["metadata[userId]"], "u 1&x=y");
    assert_eq!(form["subscription_data[metadata][userId]"], "u 1&x=y");
}

#[tokio::test]
async fn a_payment_checkout_by_amount_and_a_customer() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .and(path("/v1/checkout/sessions"))
        .and(header("idempotency-key", "order-7"))
        .respond_with(ResponseTemplate::new(200).set_body_json(json!({
            "id": "cs_2", "url": "https://pay.example/c/2", "mode": "payment",
            "status": "open", "payment_status": "unpaid", "customer": null, "metadata": null
        })))
        .mount(&server)
        .await;
    Mock::given(method("POST"))
        .and(path("/v1/customers"))
        .and(header("idempotency-key", "customer-u1"))
        .and(body_string_contains("email=a%40example.com"))
        .respond_with(
            ResponseTemplate::new(200)
                .set_body_json(json!({"id": "cus_9", "email": "a@example.com"})),
        )
        .expect(1)
        .mount(&server)
        .await;
    let client = client(&server);
    let customer = client
        .create_customer(
            "a@example.com",
            Some("Ada"),
            &BTreeMap::from([("userId".to_owned(), "u1".to_owned())]),
            "customer-u1",
        )
        .await
        .expect("customer");
    assert_eq!(customer.id, "cus_9");

    let session = NewCheckoutSession {
        mode: CheckoutMode::Payment,
        line_item: LineItem::Amount {
            currency: "cad".to_owned(),
            unit_amount: 150_000,
            product_name: "Expert review".to_owned(),
        },
        customer: Some(customer.id),
        client_reference_id: None,
        success_url: "https://app.example/ok".to_owned(),
        cancel_url: "https://app.example/no".to_owned(),
        metadata: BTreeMap::from([("orderId".to_owned(), "o1".to_owned())]),
    };
    let created = client
        .create_checkout_session(&session, "order-7")
        .await
        .expect("created");
    assert_eq!(created.mode, CheckoutMode::Payment);
    assert_eq!(created.payment_status, PaymentStatus::Unpaid);
    assert!(!created.is_fulfillable());
    assert!(created.metadata.is_empty());

    let requests = server.received_requests().await.expect("recorded");
    let customer_form = form_of(&requests[0]);
    assert_eq!(customer_form["name"], "Ada");
    assert_eq!(customer_form["metadata[userId]"], "u1");
    let form = form_of(&requests[1]);
    assert_eq!(form["mode"], "payment");
    assert_eq!(form["line_items[0][price_data][currency]"], "cad");
    assert_eq!(form["line_items[0][price_data][unit_amount]"], "150000");
    assert_eq!(
        form["line_items[0][price_data][product_data][name]"],
        "Expert review"
    );
    assert_eq!(form["metadata[orderId]"], "o1");
    assert!(!form.contains_key("subscription_data[metadata][orderId]"));
    assert!(!form.contains_key("line_items[0][price]"));
}

#[tokio::test]
async fn retrieve_session_subscription_and_create_a_portal_session() {
    let server = MockServer::start().await;
    Mock::given(method("GET"))
        .and(path("/v1/checkout/sessions/cs_1"))
        .and(header("authorization", format!("Bearer {KEY}").as_str()))
        .respond_with(ResponseTemplate::new(200).set_body_json(session_json("cs_1")))
        .mount(&server)
        .await;
    Mock::given(method("GET"))
        .and(path("/v1/subscriptions/sub_1"))
        .respond_with(ResponseTemplate::new(200).set_body_json(json!({
            "id": "sub_1", "status": "past_due", "customer": "cus_1",
            "cancel_at_period_end": true, "created": 1_700_000_000,
            "items": {"data": [{"price": {"id": "price_pro"}, "current_period_end": 1_702_592_000}]},
            "metadata": {"userId": "u1"}
        })))
        .mount(&server)
        .await;
    Mock::given(method("POST"))
        .and(path("/v1/billing_portal/sessions"))
        .and(header("idempotency-key", "portal-1"))
        .respond_with(
            ResponseTemplate::new(200)
                .set_body_json(json!({"id": "bps_1", "url": "https://pay.example/p/1"})),
        )
        .mount(&server)
        .await;
    let client = client(&server);
    let session = client
        .retrieve_checkout_session("cs_1")
        .await
        .expect("session");
    assert_eq!(session.metadata["userId"], "u1");
    assert_eq!(session.amount_total, Some(4900));
    let sub = client.retrieve_subscription("sub_1").await.expect("sub");
    assert_eq!(sub.status, SubscriptionStatus::PastDue);
    assert_eq!(sub.status.normalised().as_str(), "PAST_DUE");
    assert_eq!(sub.price_id(), Some("price_pro"));
    assert_eq!(sub.period_end(), Some(1_702_592_000));
    assert!(sub.cancel_at_period_end);
    let portal = client
        .create_portal_session("cus_1", "https://app.example/billing", "portal-1")
        .await
        .expect("portal");
    assert_eq!(portal.url, "https://pay.example/p/1");
    let requests = server.received_requests().await.expect("recorded");
    let form = form_of(&requests[2]);
    assert_eq!(form["customer"], "cus_1");
    assert_eq!(form["return_url"], "https://app.example/billing");
}

#[tokio::test]
async fn provider_failures_are_502_payment_provider_failed() {
    let server = MockServer::start().await;
    Mock::given(path("/v1/checkout/sessions/cs_missing"))
        .respond_with(ResponseTemplate::new(404).set_body_json(json!({
            "error": {"type": "invalid_request_error", "code": "resource_missing",
                      "message": "No such checkout.session"}
        })))
        .mount(&server)
        .await;
    Mock::given(path("/v1/checkout/sessions/cs_500"))
        .respond_with(ResponseTemplate::new(500).set_body_string("<html>oops</html>"))
        .mount(&server)
        .await;
    Mock::given(path("/v1/checkout/sessions/cs_garbage"))
        .respond_with(ResponseTemplate::new(200).set_body_string("{not json"))
        .mount(&server)
        .await;
    Mock::given(path("/v1/checkout/sessions/cs_shape"))
        .respond_with(ResponseTemplate::new(200).set_body_json(json!({"id": 5})))
        .mount(&server)
        .await;
    Mock::given(path("/v1/checkout/sessions/cs_slow"))
        .respond_with(
            ResponseTemplate::new(200)
                .set_body_json(session_json("cs_slow"))
                .set_delay(Duration::from_secs(3)),
        )
        .mount(&server)
        .await;
    let client = client(&server);

    let err = client
        .retrieve_checkout_session("cs_missing")
        .await
        .expect_err("404");
    assert!(err.is_not_found());
    let PaymentError::Status { status, code, .. } = &err else {
        panic!("{err:?}");
    };
    assert_eq!((*status, code.as_deref()), (404, Some("resource_missing")));
    assert_eq!(code_of(err), ErrorCode::PaymentProviderFailed);

    let err = client
        .retrieve_checkout_session("cs_500")
        .await
        .expect_err("500");
    assert!(matches!(
        err,
        PaymentError::Status {
            status: 500,
            code: None,
            ..
        }
    ));
    assert_eq!(code_of(err), ErrorCode::PaymentProviderFailed);

    for id in ["cs_garbage", "cs_shape"] {
        let err = client.retrieve_checkout_session(id).await.expect_err(id);
        assert!(matches!(err, PaymentError::Malformed(_)), "{err:?}");
        assert_eq!(code_of(err), ErrorCode::PaymentProviderFailed);
    }

    let err = client
        .retrieve_checkout_session("cs_slow")
        .await
        .expect_err("timeout");
    assert!(matches!(err, PaymentError::Timeout(_)), "{err:?}");
    let app = AppError::from(err);
    assert_eq!(app.code(), ErrorCode::PaymentProviderFailed);
    assert_eq!(app.code().status().as_u16(), 502);
    assert!(!app.to_string().contains("127.0.0.1"));
}

#[tokio::test]
async fn an_unreachable_provider_and_a_bad_id() {
    let unreachable = PaymentClient::new(
        "http://127.0.0.1:9",
        SecretString::from(KEY),
        Duration::from_millis(500),
    );
    let err = unreachable
        .retrieve_subscription("sub_1")
        .await
        .expect_err("down");
    assert!(
        matches!(err, PaymentError::Unreachable(_) | PaymentError::Timeout(_)),
        "{err:?}"
    );
    assert_eq!(code_of(err), ErrorCode::PaymentProviderFailed);

    // An ID that could change the URL never leaves the service.
    for bad in ["", "../v1/customers", "cs_1?expand=x", "cs 1", "cs/1"] {
        let err = unreachable
            .retrieve_checkout_session(bad)
            .await
            .expect_err(bad);
        assert!(matches!(err, PaymentError::InvalidId), "{bad}");
        assert_eq!(code_of(err), ErrorCode::ValidationFailed);
    }
}

#[tokio::test]
async fn without_configuration_billing_is_503_not_configured() {
    for (base, key) in [
        (None, Some(KEY)),
        (Some("http://x"), None),
        (Some(" "), Some(KEY)),
        (Some("http://x"), Some("")),
    ] {
        let err =
            PaymentClient::from_parts(base, key.map(SecretString::from), Duration::from_secs(1))
                .expect_err("not configured");
        assert_eq!(err.code(), ErrorCode::BillingNotConfigured);
        assert_eq!(err.code().status().as_u16(), 503);
    }
    assert!(
        PaymentClient::from_parts(
            Some("http://x"),
            Some(SecretString::from(KEY)),
            Duration::from_secs(1)
        )
        .is_ok()
    );
}
