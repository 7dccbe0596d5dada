//! The QuotaLedger as a two-phase transfer (RELIABILITY 20, 22): random reserve / confirm /
//! cancel / expire sequences against a simple model, on the real database.

use std::time::Duration;

use actors::quota_ledger::{LedgerError, Reserve, reserve, settle, sweep_expired};
use chrono::{DateTime, Utc};
use entities::{ReservationStatus, quota_counters, tier_quotas};
use sea_orm::sea_query::Expr;
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};
use taxcredit::domain::{MembershipTier, QuotaKind};
use uuid::Uuid;

use crate::helpers::TestApp;

const LIMIT: i64 = 100;

/// A small deterministic generator (no dependency needed for a property loop).
struct Lcg(u64);

impl Lcg {
    fn next(&mut self, bound: u64) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (self.0 >> 33) % bound.max(1)
    }
}

#[derive(Clone, Copy, Debug, PartialEq)]
enum State {
    Reserved,
    Confirmed,
    Canceled,
}

struct Model {
    used: i64,
    reserved: i64,
    reservations: Vec<(Uuid, i64, DateTime<Utc>, State)>,
}

impl Model {
    fn settle(&mut self, index: usize, confirm: bool, now: DateTime<Utc>) -> Result<(), ()> {
        let (_, amount, expires, state) = self.reservations[index];
        match (state, confirm) {
            (State::Reserved, true) if expires > now => {
                self.reserved -= amount;
                self.used += amount;
                self.reservations[index].3 = State::Confirmed;
                Ok(())
            }
            (State::Reserved, true) => {
                self.reserved -= amount;
                self.reservations[index].3 = State::Canceled;
                Err(())
            }
            (State::Reserved, false) => {
                self.reserved -= amount;
                self.reservations[index].3 = State::Canceled;
                Ok(())
            }
            (State::Confirmed, true) | (_, false) => Ok(()),
            (State::Canceled, true) => Err(()),
        }
    }
}

async fn counter(app: &TestApp, user: Uuid) -> (i64, i64) {
    quota_counters::Entity::find_by_id((user, QuotaKind::Storage, "all".to_owned()))
        .one(&app.db)
        .await
        .expect("db")
        .map(|c| (c.used, c.reserved))
        .unwrap_or((0, 0))
}

#[actix_web::test]
async fn reserve_confirm_cancel_expire_match_a_model() {
    let app = TestApp::spawn().await;
    let user = app.register("ledger@example.com").await;
    tier_quotas::Entity::update_many()
        .col_expr(tier_quotas::Column::StorageBytes, Expr::value(LIMIT))
        .filter(tier_quotas::Column::Tier.eq(MembershipTier::Free))
        .exec(&app.db)
        .await
        .expect("limit");
    let mut rng = Lcg(0x5eed);
    let mut now = Utc::now();
    let mut model = Model {
        used: 0,
        reserved: 0,
        reservations: Vec::new(),
    };
    for step in 0..250 {
        match rng.next(10) {
            0..=3 => {
                let amount = 1 + rng.next(30) as i64;
                let ttl = Duration::from_secs(60 * (1 + rng.next(5)));
                let msg = Reserve {
                    user_id: user.id,
                    kind: QuotaKind::Storage,
                    amounts: vec![amount],
                    ttl,
                };
                let result = reserve(&app.db, msg, now).await;
                let fits = model.used + model.reserved + amount <= LIMIT;
                match result {
                    Ok(ids) => {
                        assert!(fits, "step {step}: reserved past the limit");
                        model.reserved += amount;
                        let expires = now + chrono::Duration::from_std(ttl).expect("ttl");
                        model
                            .reservations
                            .push((ids[0], amount, expires, State::Reserved));
                    }
                    Err(LedgerError::QuotaExceeded(_)) => {
                        assert!(!fits, "step {step}: refused a fitting reservation")
                    }
                    Err(e) => panic!("step {step}: {e}"),
                }
            }
            4..=7 if !model.reservations.is_empty() => {
                let index = rng.next(model.reservations.len() as u64) as usize;
                let confirm = rng.next(3) != 0;
                let to = if confirm {
                    ReservationStatus::Confirmed
                } else {
                    ReservationStatus::Canceled
                };
                let result = settle(&app.db, model.reservations[index].0, to, now).await;
                let expected = model.settle(index, confirm, now);
                match (result, expected) {
                    (Ok(()), Ok(())) => {}
                    (Err(LedgerError::Expired), Err(())) => {}
                    (got, want) => panic!("step {step}: ledger {got:?}, model {want:?}"),
                }
            }
            _ => {
                now += chrono::Duration::minutes(rng.next(3) as i64);
                sweep_expired(&app.db, now).await.expect("sweep");
                for index in 0..model.reservations.len() {
                    let (_, _, expires, state) = model.reservations[index];
                    if state == State::Reserved && expires <= now {
                        let _ = model.settle(index, false, now);
                    }
                }
            }
        }
        let (used, reserved) = counter(&app, user.id).await;
        assert_eq!(
            (used, reserved),
            (model.used, model.reserved),
            "step {step}"
        );
        assert!(used + reserved <= LIMIT, "step {step}");
    }
    assert!(model.used > 0 && model.reservations.iter().any(|r| r.3 == State::Canceled));
}

/// The first reservations of a period race to create the counter rows; none of them may be
/// refused for it (on PostgreSQL the losers of the insert see the row only after the winner
/// commits).
#[actix_web::test]
async fn parallel_first_reservations_of_a_period_all_fit_an_ample_limit() {
    let app = TestApp::spawn().await;
    let user = app.register("first@example.com").await;
    let now = Utc::now();
    let attempts = (0..12).map(|_| {
        reserve(
            &app.db,
            Reserve {
                user_id: user.id,
                kind: QuotaKind::AiRun,
                amounts: vec![1],
                ttl: Duration::from_secs(60),
            },
            now,
        )
    });
    let results = futures_util::future::join_all(attempts).await;
    let refused: Vec<_> = results.iter().filter_map(|r| r.as_ref().err()).collect();
    assert!(refused.is_empty(), "refused: {refused:?}");
    let held = quota_counters::Entity::find()
        .filter(quota_counters::Column::UserId.eq(user.id))
        .filter(quota_counters::Column::Kind.eq(QuotaKind::AiRun))
        .one(&app.db)
        .await
        .expect("counter")
        .expect("created once");
    assert_eq!((held.used, held.reserved), (0, 12));
}
