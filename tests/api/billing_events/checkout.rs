//! The checkout events' effects: fulfilment once under concurrent deliveries, an unpaid
//! completion waiting for its async payment, expiry, and a failed processing committing nothing.

use super::*;

#[actix_web::test]
async fn five_concurrent_deliveries_of_a_paid_checkout_fulfil_it_once() {
    let provider = Provider::start().await;
    let app = provider.app().await;
    let (user, project) = reviewer(&app, "concurrent@example.com").await;
    let (session, order) = review(&app, &user, &project).await;
    let paid = provider.pay(&session);
    let body = provider::event("evt_concurrent", COMPLETED, T0, &paid);

    let deliveries = (0..5).map(|_| provider::deliver(&app, body.clone()));
    let answers = futures_util::future::join_all(deliveries).await;
    let mut duplicates = 0;
    for answer in answers {
        if ok_json(answer).await["duplicate"] == true {
            duplicates += 1;
        }
    }
    assert_eq!(duplicates, 4, "one delivery processed it");

    let rows = payment_events::Entity::find()
        .count(&app.db)
        .await
        .expect("count");
    assert_eq!(rows, 1);
    let stored = order_of(&app, order).await;
    assert_eq!(stored.status, OrderStatus::Paid);
    assert_eq!(stored.paid_at, Some(stored.updated_at));
    assert_eq!(payment_of(&app, &session).await.status, PaymentStatus::Paid);
    assert_eq!(audits(&app, order, "ORDER_PAID").await, 1);
}

#[actix_web::test]
async fn a_completed_but_unpaid_checkout_waits_for_its_async_payment() {
    let provider = Provider::start().await;
    let app = provider.app().await;
    let (user, project) = reviewer(&app, "async@example.com").await;
    let (session, order) = review(&app, &user, &project).await;

    provider.edit_session(&session, |s| s["status"] = json!("complete"));
    let unpaid = provider.session(&session);
    assert_eq!(unpaid["payment_status"], "unpaid");
    send(&app, "evt_async_completed", COMPLETED, T0, unpaid).await;
    assert!(event_row(&app, "evt_async_completed").await.is_some());
    assert_eq!(
        order_of(&app, order).await.status,
        OrderStatus::PendingPayment
    );
    assert_eq!(
        payment_of(&app, &session).await.status,
        PaymentStatus::Pending
    );
    assert_eq!(audits(&app, order, "ORDER_PAID").await, 0);

    let paid = provider.pay(&session);
    send(
        &app,
        "evt_async_succeeded",
        "checkout.session.async_payment_succeeded",
        T0 + 60,
        paid,
    )
    .await;
    assert_eq!(order_of(&app, order).await.status, OrderStatus::Paid);
    assert_eq!(payment_of(&app, &session).await.status, PaymentStatus::Paid);
    assert_eq!(audits(&app, order, "ORDER_PAID").await, 1);
}

#[actix_web::test]
async fn an_expired_checkout_cancels_a_pending_order_and_leaves_a_paid_one() {
    let provider = Provider::start().await;
    let app = provider.app().await;
    let (user, project) = reviewer(&app, "expired@example.com").await;

    let (pending, pending_order) = review(&app, &user, &project).await;
    provider.edit_session(&pending, |s| s["status"] = json!("expired"));
    let expired = provider.session(&pending);
    send(
        &app,
        "evt_expired_1",
        "checkout.session.expired",
        T0,
        expired,
    )
    .await;
    assert_eq!(
        order_of(&app, pending_order).await.status,
        OrderStatus::Canceled
    );
    assert_eq!(audits(&app, pending_order, "ORDER_CANCELED").await, 1);
    assert_eq!(
        payment_of(&app, &pending).await.status,
        PaymentStatus::Canceled
    );

    let (settled, paid_order) = review(&app, &user, &project).await;
    let paid = provider.pay(&settled);
    send(&app, "evt_expired_paid", COMPLETED, T0, paid.clone()).await;
    let before = order_of(&app, paid_order).await;
    assert_eq!(before.status, OrderStatus::Paid);
    let payment_before = payment_of(&app, &settled).await;
    assert_eq!(payment_before.status, PaymentStatus::Paid);

    let mut late = paid;
    late["status"] = json!("expired");
    send(
        &app,
        "evt_expired_2",
        "checkout.session.expired",
        T0 + 1,
        late,
    )
    .await;
    assert!(event_row(&app, "evt_expired_2").await.is_some());
    assert_eq!(order_of(&app, paid_order).await, before);
    assert_eq!(payment_of(&app, &settled).await, payment_before);
    assert_eq!(audits(&app, paid_order, "ORDER_CANCELED").await, 0);
}

#[actix_web::test]
async fn a_failed_processing_answers_500_and_commits_nothing() {
    let provider = Provider::start().await;
    let app = provider.app().await;
    let (user, project) = reviewer(&app, "failure@example.com").await;
    let (session, order) = review(&app, &user, &project).await;
    let paid = provider.pay(&session);
    let body = provider::event("evt_failure", COMPLETED, T0, &paid);

    let backend = app.db.get_database_backend();
    let (create, drop) = match backend {
        DatabaseBackend::Postgres => (
            vec![
                "CREATE FUNCTION refuse_order_update() RETURNS trigger AS $$ \
                 BEGIN RAISE EXCEPTION 'boom'; END $$ LANGUAGE plpgsql",
                "CREATE TRIGGER refuse_order_update BEFORE UPDATE ON expert_review_orders \
                 FOR EACH ROW EXECUTE FUNCTION refuse_order_update()",
            ],
            "DROP TRIGGER refuse_order_update ON expert_review_orders",
        ),
        _ => (
            vec![
                "CREATE TRIGGER refuse_order_update BEFORE UPDATE ON expert_review_orders \
                 BEGIN SELECT RAISE(ABORT, 'boom'); END",
            ],
            "DROP TRIGGER refuse_order_update",
        ),
    };
    for statement in create {
        app.db
            .execute_unprepared(statement)
            .await
            .expect("trigger created");
    }

    let res = provider::deliver(&app, body.clone()).await;
    assert_eq!(res.status(), StatusCode::INTERNAL_SERVER_ERROR);
    assert!(event_row(&app, "evt_failure").await.is_none());
    assert_eq!(
        order_of(&app, order).await.status,
        OrderStatus::PendingPayment
    );
    assert_eq!(
        payment_of(&app, &session).await.status,
        PaymentStatus::Pending,
        "the payment's update was rolled back with the order's"
    );
    assert_eq!(audits(&app, order, "ORDER_PAID").await, 0);

    app.db
        .execute_unprepared(drop)
        .await
        .expect("trigger dropped");
    let answer = ok_json(provider::deliver(&app, body).await).await;
    assert_eq!(answer["duplicate"], false);
    assert!(event_row(&app, "evt_failure").await.is_some());
    assert_eq!(order_of(&app, order).await.status, OrderStatus::Paid);
    assert_eq!(payment_of(&app, &session).await.status, PaymentStatus::Paid);
    assert_eq!(audits(&app, order, "ORDER_PAID").await, 1);
}
