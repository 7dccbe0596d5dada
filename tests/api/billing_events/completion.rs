//! A subscription checkout completed by the webhook alone (no confirm): the tier is granted at
//! once, and taken from the price stored with the payment, never from the session's metadata.

use super::*;

#[actix_web::test]
async fn a_subscription_checkout_completed_by_webhook_grants_the_tier_at_once() {
    let provider = Provider::start().await;
    let app = provider.app().await;
    let user = app.register("webhook-tier@example.com").await;
    let free = ok_json(app.get("/api/v1/quotas/me", &user.access).await).await;
    assert_eq!(free["tier"], "FREE");

    let started = ok_json(
        app.post(
            "/api/v1/billing/checkout/subscription",
            Some(&user.access),
            json!({"tier": "PROFESSIONAL"}),
        )
        .await,
    )
    .await;
    let session = started["checkoutSessionId"].as_str().expect("session");
    let paid = provider.pay(session);
    send(&app, "evt_sub_checkout", COMPLETED, T0, paid).await;

    let me = ok_json(app.get("/api/v1/auth/me", &user.access).await).await;
    assert_eq!(me["membershipTier"], "PROFESSIONAL");
    let quotas = ok_json(app.get("/api/v1/quotas/me", &user.access).await).await;
    assert_eq!(quotas["tier"], "PROFESSIONAL");
    assert_ne!(quotas["aiRunsMonthlyLimit"], free["aiRunsMonthlyLimit"]);
    assert_eq!(payment_of(&app, session).await.status, PaymentStatus::Paid);
    let row = subscription_row(&app, user.id)
        .await
        .expect("a subscription");
    assert_eq!(row.status, SubscriptionStatus::Active);
    let held = provider.subscription(&format!("sub_{session}"));
    assert_eq!(row.provider_subscription_id.as_deref(), held["id"].as_str());
    assert_eq!(
        row.provider_customer_id.as_deref(),
        held["customer"].as_str()
    );
}

#[actix_web::test]
async fn a_webhook_only_completion_takes_the_tier_from_the_price_not_the_metadata() {
    let provider = Provider::start().await;
    let app = provider.app().await;
    let user = app.register("metadata-tier@example.com").await;
    let started = ok_json(
        app.post(
            "/api/v1/billing/checkout/subscription",
            Some(&user.access),
            json!({"tier": "STARTER"}),
        )
        .await,
    )
    .await;
    let session = started["checkoutSessionId"].as_str().expect("session");
    let mut paid = provider.pay(session);
    // The session's metadata says ENTERPRISE; the price sold was STARTER's.
    paid["metadata"]["tier"] = json!("ENTERPRISE");
    send(&app, "evt_meta_tier", COMPLETED, T0, paid).await;
    let me = ok_json(app.get("/api/v1/auth/me", &user.access).await).await;
    assert_eq!(me["membershipTier"], "STARTER");
    assert_eq!(
        payment_of(&app, session).await.price_id.as_deref(),
        Some("price_starter")
    );
}
