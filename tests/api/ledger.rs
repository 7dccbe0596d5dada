//! The QuotaLedger as a two-phase transfer (RELIABILITY 20, 22): random reserve / confirm /
//! cancel / expire sequences against a simple model, on the real database.

use std::time::Duration;

use actors::quota_ledger::{
    Cancel, Confirm, Held, LedgerError, Release, Reserve, SweepExpired, release_in, reserve_in,
    settle_in,
};
use chrono::{DateTime, Utc};
use entities::{ReservationStatus, quota_counters, quota_reservations, tier_quotas};
use sea_orm::sea_query::Expr;
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};
use taxcredit::domain::{MembershipTier, QuotaKind};
use uuid::Uuid;

use crate::helpers::{LedgerAt, TestApp};

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

    /// The user's storage counter is the model's, within the limit.
    async fn check(&self, app: &TestApp, user: Uuid, step: usize) {
        let (used, reserved) = counter(app, user).await;
        assert_eq!((used, reserved), (self.used, self.reserved), "step {step}");
        assert!(used + reserved <= LIMIT, "step {step}");
    }

    /// The sweep at `now`: every RESERVED reservation past its expiry is returned.
    fn sweep(&mut self, now: DateTime<Utc>) {
        for index in 0..self.reservations.len() {
            let (_, _, expires, state) = self.reservations[index];
            if state == State::Reserved && expires <= now {
                let _ = self.settle(index, false, now);
            }
        }
    }

    /// `settle_in` inside a caller's transaction: true when it settled the reservation; a late
    /// confirm changes nothing (the sweep returns the reservation).
    fn settle_in(&mut self, index: usize, confirm: bool, now: DateTime<Utc>) -> bool {
        let (_, amount, expires, state) = self.reservations[index];
        match (state, confirm) {
            (State::Reserved, true) if expires > now => {
                self.reserved -= amount;
                self.used += amount;
                self.reservations[index].3 = State::Confirmed;
                true
            }
            (State::Reserved, false) => {
                self.reserved -= amount;
                self.reservations[index].3 = State::Canceled;
                true
            }
            _ => false,
        }
    }
}

/// The actor's Confirm or Cancel.
async fn settle_by_actor(ledger: &LedgerAt, id: Uuid, confirm: bool) -> Result<(), LedgerError> {
    if confirm {
        ledger.send(Confirm { id }).await
    } else {
        ledger.send(Cancel { id }).await
    }
}

async fn limit_storage(app: &TestApp, limit: i64) {
    tier_quotas::Entity::update_many()
        .col_expr(tier_quotas::Column::StorageBytes, Expr::value(limit))
        .filter(tier_quotas::Column::Tier.eq(MembershipTier::Free))
        .exec(&app.db)
        .await
        .expect("limit");
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
    let app = quiet_app().await;
    let user = app.register("ledger@example.com").await;
    limit_storage(&app, LIMIT).await;
    let mut rng = Lcg(0x5eed);
    let mut now = Utc::now();
    let ledger = app.ledger_at(now);
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
                let result = ledger.send(msg).await;
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
                let id = model.reservations[index].0;
                let result = settle_by_actor(&ledger, id, confirm).await;
                let expected = model.settle(index, confirm, now);
                match (result, expected) {
                    (Ok(()), Ok(())) => {}
                    (Err(LedgerError::Expired), Err(())) => {}
                    (got, want) => panic!("step {step}: ledger {got:?}, model {want:?}"),
                }
            }
            _ => {
                now += chrono::Duration::minutes(rng.next(3) as i64);
                ledger.set(now);
                ledger.send(SweepExpired).await.expect("sweep");
                model.sweep(now);
            }
        }
        model.check(&app, user.id, step).await;
    }
    assert!(model.used > 0 && model.reservations.iter().any(|r| r.3 == State::Canceled));
}

/// The first reservations of a period race to create the counter rows; none of them may be
/// refused for it (on PostgreSQL the losers of the insert see the row only after the winner
/// commits).
#[actix_web::test]
async fn parallel_first_reservations_of_a_period_all_fit_an_ample_limit() {
    let app = quiet_app().await;
    let user = app.register("first@example.com").await;
    let ledger = app.ledger_at(Utc::now());
    let attempts = (0..12).map(|_| {
        ledger.send(Reserve {
            user_id: user.id,
            kind: QuotaKind::AiRun,
            amounts: vec![1],
            ttl: Duration::from_secs(60),
        })
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

/// Which way into the ledger a step takes.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Way {
    /// A message to the QuotaLedger actor (a transaction of its own).
    Actor,
    /// `reserve_in` / `settle_in` inside a transaction of the write gate, as a run calls them
    /// (on a SQLite file, the direct connection).
    Transaction,
}

/// The reservation as a caller inside a transaction holds it, read back from its row.
async fn held(app: &TestApp, id: Uuid) -> Held {
    let row = quota_reservations::Entity::find_by_id(id)
        .one(&app.db)
        .await
        .expect("db")
        .expect("reservation");
    Held::from(&row)
}

async fn reserve_through(
    app: &TestApp,
    ledger: &LedgerAt,
    way: Way,
    msg: Reserve,
    now: DateTime<Utc>,
) -> Result<Vec<Uuid>, LedgerError> {
    match way {
        Way::Actor => ledger.send(msg).await,
        Way::Transaction => {
            let held = app
                .state
                .writes
                .transaction("test.reserve", async |txn| reserve_in(txn, &msg, now).await)
                .await?;
            Ok(held.iter().map(|h| h.id).collect())
        }
    }
}

/// The ledger's rules are the same whichever way in a step takes: one random sequence of
/// reserves, settles and sweeps on one user's counter, each reserve and settle sent to the actor
/// or run inside a caller's transaction, against the model above.
#[actix_web::test]
async fn both_ways_into_the_ledger_keep_one_ledger() {
    let app = quiet_app().await;
    let user = app.register("both-ways@example.com").await;
    limit_storage(&app, LIMIT).await;
    let mut rng = Lcg(0xb07a);
    let mut now = Utc::now();
    let ledger = app.ledger_at(now);
    let mut model = Model {
        used: 0,
        reserved: 0,
        reservations: Vec::new(),
    };
    let mut ways = Vec::new();
    let mut late_confirms = Vec::new();
    for step in 0..300 {
        let way = if rng.next(2) == 0 {
            Way::Actor
        } else {
            Way::Transaction
        };
        match rng.next(10) {
            0..=3 => {
                let amount = 1 + rng.next(30) as i64;
                let ttl = Duration::from_secs(60 * (1 + rng.next(2)));
                let msg = Reserve {
                    user_id: user.id,
                    kind: QuotaKind::Storage,
                    amounts: vec![amount],
                    ttl,
                };
                let fits = model.used + model.reserved + amount <= LIMIT;
                match reserve_through(&app, &ledger, way, msg, now).await {
                    Ok(ids) => {
                        assert!(fits, "step {step} ({way:?}): reserved past the limit");
                        model.reserved += amount;
                        let expires = now + chrono::Duration::from_std(ttl).expect("ttl");
                        model
                            .reservations
                            .push((ids[0], amount, expires, State::Reserved));
                        ways.push(way);
                    }
                    Err(LedgerError::QuotaExceeded(_)) => {
                        assert!(
                            !fits,
                            "step {step} ({way:?}): refused a fitting reservation"
                        )
                    }
                    Err(e) => panic!("step {step} ({way:?}): {e}"),
                }
            }
            4..=6 if !model.reservations.is_empty() => {
                // Half the time one still RESERVED, where the two ways differ when it expired.
                let open: Vec<usize> = (0..model.reservations.len())
                    .filter(|&i| model.reservations[i].3 == State::Reserved)
                    .collect();
                let index = if !open.is_empty() && rng.next(2) == 0 {
                    open[rng.next(open.len() as u64) as usize]
                } else {
                    rng.next(model.reservations.len() as u64) as usize
                };
                let confirm = rng.next(3) != 0;
                let (id, _, expires, state) = model.reservations[index];
                if confirm && state == State::Reserved && expires <= now {
                    late_confirms.push(way);
                }
                match way {
                    Way::Actor => {
                        let result = settle_by_actor(&ledger, id, confirm).await;
                        match (result, model.settle(index, confirm, now)) {
                            (Ok(()), Ok(())) | (Err(LedgerError::Expired), Err(())) => {}
                            (got, want) => panic!("step {step}: ledger {got:?}, model {want:?}"),
                        }
                    }
                    Way::Transaction => {
                        let held = held(&app, id).await;
                        let to = if confirm {
                            ReservationStatus::Confirmed
                        } else {
                            ReservationStatus::Canceled
                        };
                        let won = app
                            .state
                            .writes
                            .transaction("test.settle", async |txn| {
                                settle_in(txn, &held, to, now).await
                            })
                            .await
                            .expect("settle_in");
                        assert_eq!(won, model.settle_in(index, confirm, now), "step {step}");
                    }
                }
            }
            7 => {
                // Stored bytes freed (a deleted file), so `used` does not fill the limit for good.
                let release = Release {
                    user_id: user.id,
                    kind: QuotaKind::Storage,
                    amount: 1 + rng.next(40) as i64,
                };
                match way {
                    Way::Actor => ledger.send(release).await.expect("release"),
                    Way::Transaction => app
                        .state
                        .writes
                        .transaction("test.release", async |txn| {
                            release_in(txn, release, now).await
                        })
                        .await
                        .expect("release_in"),
                }
                model.used = (model.used - release.amount).max(0);
            }
            _ => {
                // Time passes; the sweep comes only every third time, so settles also meet
                // reservations that expired and were not returned yet.
                now += chrono::Duration::minutes(rng.next(3) as i64);
                ledger.set(now);
                if rng.next(3) == 0 {
                    ledger.send(SweepExpired).await.expect("sweep");
                    model.sweep(now);
                }
            }
        }
        model.check(&app, user.id, step).await;
    }
    for way in [Way::Actor, Way::Transaction] {
        assert!(ways.contains(&way), "no reservation through {way:?}");
        assert!(
            late_confirms.contains(&way),
            "no late confirm through {way:?}"
        );
    }
    let states: Vec<State> = model.reservations.iter().map(|r| r.3).collect();
    assert!(states.contains(&State::Confirmed) && states.contains(&State::Canceled));
}

/// Reservations racing for one limit through both ways in at once: exactly the limit is granted,
/// whichever way each came, and the counter holds exactly that.
#[actix_web::test]
async fn reservations_racing_through_both_ways_in_grant_exactly_the_limit() {
    let app = quiet_app().await;
    let user = app.register("both-race@example.com").await;
    limit_storage(&app, 10).await;
    let now = Utc::now();
    let ledger = app.ledger_at(now);
    let msg = Reserve {
        user_id: user.id,
        kind: QuotaKind::Storage,
        amounts: vec![1],
        ttl: Duration::from_secs(600),
    };
    let attempts = (0..24).map(|i| {
        let way = if i % 2 == 0 {
            Way::Actor
        } else {
            Way::Transaction
        };
        reserve_through(&app, &ledger, way, msg.clone(), now)
    });
    let results = futures_util::future::join_all(attempts).await;
    let granted = results.iter().filter(|r| r.is_ok()).count();
    let refused = results
        .iter()
        .filter(|r| matches!(r, Err(LedgerError::QuotaExceeded(_))))
        .count();
    assert_eq!((granted, refused), (10, 14), "{results:?}");
    assert_eq!(counter(&app, user.id).await, (0, 10));
}

/// An app whose storage sweep does not run during the test: these tests move storage counters
/// without files, which the sweep's reconciliation (every `uploads.sweep_secs`) would repair.
async fn quiet_app() -> TestApp {
    TestApp::spawn_with(|s| s.uploads.sweep_secs = 24 * 3600).await
}
