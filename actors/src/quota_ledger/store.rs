//! The ledger's rules, as operations inside the caller's transaction: reserve, settle, release,
//! and the storage counter's lock and repair. The public ones are the ledger's way in for a
//! caller that is already inside a transaction (a run's, a confirm's, a delete's); the actor
//! wraps the same operations in a transaction of its own for everyone else.

use chrono::{DateTime, Utc};
use entities::{
    MembershipTier, QuotaKind, ReservationStatus, quota_reservations, tier_quotas, users,
};
use executor::{Executor, Kind, exec, exec_statement};
use sea_orm::sea_query::{Expr, UpdateStatement};
use sea_orm::{
    ActiveEnum, ColumnTrait, ConnectionTrait, DbErr, EntityTrait, QueryFilter, QuerySelect,
    QueryTrait, Set,
};
use uuid::Uuid;

use super::counters::{
    CounterRow, Field, capacity_retry_after, home_stripe, limit_column, user_counter, user_limit,
};
use super::{
    Counter, LedgerError, QuotaExceeded, Release, Reserve, Usage, global_period, metric, period,
};

/// The user's tier and its limits (read live, so admin edits apply at once).
pub async fn tier_limits<C: ConnectionTrait>(
    db: &C,
    user_id: Uuid,
) -> Result<(MembershipTier, tier_quotas::Model), DbErr> {
    let tier = users::Entity::find_by_id(user_id)
        .one(db)
        .await?
        .map(|u| u.membership_tier)
        .unwrap_or(MembershipTier::Free);
    let limits = tier_quotas::Entity::find_by_id(tier)
        .one(db)
        .await?
        .ok_or_else(|| DbErr::RecordNotFound(format!("tier_quotas row for {tier}")))?;
    Ok((tier, limits))
}

/// The user's tier and its limit of `kind` (None = unlimited), read live.
async fn tier_limit<E: Executor + ?Sized>(
    db: &E,
    user_id: Uuid,
    kind: QuotaKind,
) -> Result<(MembershipTier, Option<i64>), DbErr> {
    let query = users::Entity::find_by_id(user_id)
        .select_only()
        .column(users::Column::MembershipTier)
        .build(db.backend());
    let tier = match db.first_row(query, &[Kind::Text]).await?.as_deref() {
        Some([sea_orm::Value::String(Some(tier))]) => {
            MembershipTier::try_from_value(tier).map_err(|e| DbErr::Type(e.to_string()))?
        }
        _ => MembershipTier::Free,
    };
    let query = tier_quotas::Entity::find_by_id(tier)
        .select_only()
        .column(limit_column(kind))
        .build(db.backend());
    match db.first_row(query, &[Kind::Int]).await?.as_deref() {
        Some([sea_orm::Value::BigInt(limit)]) => Ok((tier, *limit)),
        _ => Err(DbErr::RecordNotFound(format!("tier_quotas row for {tier}"))),
    }
}

/// Counts `amount` against the service-wide limit only (the anonymous screener) inside the
/// caller's transaction: one conditional UPDATE, refused with `CapacityExhausted` when it does
/// not fit.
pub(super) async fn count_global_in<E: Executor + ?Sized>(
    txn: &E,
    kind: QuotaKind,
    amount: i64,
    now: DateTime<Utc>,
) -> Result<(), LedgerError> {
    let key = global_period(kind, now);
    let global = CounterRow::Global(kind, &key, home_stripe(kind, Uuid::now_v7()));
    if global.take(txn, Field::Used, amount).await? {
        Ok(())
    } else {
        Err(LedgerError::CapacityExhausted {
            kind,
            retry_after_secs: capacity_retry_after(kind, now),
        })
    }
}

/// A reservation as it was taken: enough to settle it without reading it back.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Held {
    pub id: Uuid,
    pub user_id: Uuid,
    pub kind: QuotaKind,
    pub amount: i64,
    pub period: String,
    pub created_at: DateTime<Utc>,
}

impl From<&quota_reservations::Model> for Held {
    fn from(r: &quota_reservations::Model) -> Self {
        Held {
            id: r.id,
            user_id: r.user_id,
            kind: r.kind,
            amount: r.amount,
            period: r.period.clone(),
            created_at: r.created_at,
        }
    }
}

/// Reserves `msg.amounts` (all or nothing) inside the caller's transaction, which must be rolled
/// back on an error: a conditional UPDATE of the user's counter against the tier's live limit, one
/// of the service-wide counter, and a reservation row per amount. Writes come first, so on SQLite
/// the transaction holds the write lock from its first statement. Counter rows are created on
/// first use.
pub async fn reserve_in<E: Executor + ?Sized>(
    txn: &E,
    msg: &Reserve,
    now: DateTime<Utc>,
) -> Result<Vec<Held>, LedgerError> {
    let total: i64 = msg.amounts.iter().sum();
    let user_period = period(msg.kind, now);
    let global_key = global_period(msg.kind, now);
    let user = CounterRow::User(msg.user_id, msg.kind, &user_period);
    if !user.take(txn, Field::Reserved, total).await? {
        let (tier, limit) = tier_limit(txn, msg.user_id, msg.kind).await?;
        let (used, reserved) = user_counter(txn, msg.user_id, msg.kind, &user_period).await?;
        return Err(LedgerError::QuotaExceeded(Box::new(QuotaExceeded {
            metric: metric(msg.kind),
            limit: limit.unwrap_or_default(),
            used,
            reserved,
            requested: total,
            tier,
            period_key: user_period,
        })));
    }
    let held = held_of(msg, &user_period, now);
    let home = home_stripe(msg.kind, held.first().map_or(msg.user_id, |h| h.id));
    let global = CounterRow::Global(msg.kind, &global_key, home);
    if !global.take(txn, Field::Reserved, total).await? {
        return Err(LedgerError::CapacityExhausted {
            kind: msg.kind,
            retry_after_secs: capacity_retry_after(msg.kind, now),
        });
    }
    if !held.is_empty() {
        let rows = held.iter().map(|h| reservation_row(h, expiry(msg, now)));
        exec(txn, quota_reservations::Entity::insert_many(rows)).await?;
    }
    Ok(held)
}

/// The reservations `msg` takes, one per amount, in period `user_period`.
pub(super) fn held_of(msg: &Reserve, user_period: &str, now: DateTime<Utc>) -> Vec<Held> {
    msg.amounts
        .iter()
        .map(|amount| Held {
            id: Uuid::now_v7(),
            user_id: msg.user_id,
            kind: msg.kind,
            amount: *amount,
            period: user_period.to_owned(),
            created_at: now,
        })
        .collect()
}

/// When the reservations of `msg` expire (the sweep returns them then).
pub(super) fn expiry(msg: &Reserve, now: DateTime<Utc>) -> DateTime<Utc> {
    now + chrono::Duration::from_std(msg.ttl).unwrap_or(chrono::Duration::minutes(15))
}

/// The RESERVED row of `h`.
pub(super) fn reservation_row(
    h: &Held,
    expires_at: DateTime<Utc>,
) -> quota_reservations::ActiveModel {
    quota_reservations::ActiveModel {
        id: Set(h.id),
        user_id: Set(h.user_id),
        kind: Set(h.kind),
        amount: Set(h.amount),
        period: Set(h.period.clone()),
        status: Set(ReservationStatus::Reserved),
        created_at: Set(h.created_at),
        expires_at: Set(expires_at),
        settled_at: Set(None),
    }
}

/// Marks a RESERVED reservation settled (a confirm only before it expires); true when this call
/// did it.
async fn mark_settled<E: Executor + ?Sized>(
    txn: &E,
    id: Uuid,
    to: ReservationStatus,
    now: DateTime<Utc>,
) -> Result<bool, DbErr> {
    Ok(exec_statement(txn, &mark_settled_statement(id, to, now)).await? == 1)
}

/// The conditional UPDATE of [`mark_settled`]. The bound `status` keeps the reservations' partial
/// index out of its plan (see [`super::reserved_in_flight`]).
pub(super) fn mark_settled_statement(
    id: Uuid,
    to: ReservationStatus,
    now: DateTime<Utc>,
) -> UpdateStatement {
    use quota_reservations::Column as R;
    let mut update = quota_reservations::Entity::update_many()
        .col_expr(R::Status, Expr::value(to.as_str()))
        .col_expr(R::SettledAt, Expr::value(now))
        .filter(R::Id.eq(id))
        .filter(R::Status.eq(ReservationStatus::Reserved));
    if to == ReservationStatus::Confirmed {
        update = update.filter(R::ExpiresAt.gt(now));
    }
    update.into_query()
}

/// Settles a reservation inside the caller's transaction: `Confirmed` moves it into `used`,
/// `Canceled` returns it. True when this call settled it; false when it was already settled or,
/// for a confirm, has expired (the sweep returns it then).
pub async fn settle_in<E: Executor + ?Sized>(
    txn: &E,
    held: &Held,
    to: ReservationStatus,
    now: DateTime<Utc>,
) -> Result<bool, DbErr> {
    let won = mark_settled(txn, held.id, to, now).await?;
    if won {
        settle_counters(txn, held, to == ReservationStatus::Confirmed).await?;
    }
    Ok(won)
}

/// Settles reservation `id` inside the caller's transaction, as [`settle_in`] does, reading the
/// reservation after the write. `None` when this call settled it; otherwise the status it has
/// (RESERVED when a confirm found it expired). `NotFound` when there is no such reservation.
pub(super) async fn settle_id_in<C: ConnectionTrait + Executor>(
    txn: &C,
    id: Uuid,
    to: ReservationStatus,
    now: DateTime<Utc>,
) -> Result<Option<ReservationStatus>, LedgerError> {
    let won = mark_settled(txn, id, to, now).await?;
    let reservation = quota_reservations::Entity::find_by_id(id)
        .one(txn)
        .await?
        .ok_or(LedgerError::NotFound)?;
    if won {
        settle_counters(
            txn,
            &Held::from(&reservation),
            to == ReservationStatus::Confirmed,
        )
        .await?;
        return Ok(None);
    }
    Ok(Some(reservation.status))
}

/// Moves a reservation's amount out of `reserved` (and into `used` when `confirm`), for the user
/// and service-wide.
async fn settle_counters<E: Executor + ?Sized>(
    txn: &E,
    held: &Held,
    confirm: bool,
) -> Result<(), DbErr> {
    let user = CounterRow::User(held.user_id, held.kind, &held.period);
    user.settle(txn, held.amount, confirm).await?;
    let key = global_period(held.kind, held.created_at);
    let global = CounterRow::Global(held.kind, &key, home_stripe(held.kind, held.id));
    global.settle(txn, held.amount, confirm).await
}

/// Frees confirmed usage inside the caller's transaction (storage of a deleted file or a released
/// hold), for the user and service-wide; never below zero.
pub async fn release_in<E: Executor + ?Sized>(
    txn: &E,
    msg: Release,
    now: DateTime<Utc>,
) -> Result<(), DbErr> {
    let user_period = period(msg.kind, now);
    let user = CounterRow::User(msg.user_id, msg.kind, &user_period);
    user.release(txn, msg.amount).await?;
    let key = global_period(msg.kind, now);
    let global = CounterRow::Global(msg.kind, &key, home_stripe(msg.kind, msg.user_id));
    global.release(txn, msg.amount).await
}

/// A user's storage counter as it was, and as the files it counts say it should be.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct StorageDrift {
    pub user_id: Uuid,
    pub used: i64,
    pub reserved: i64,
    pub expected_used: i64,
    pub expected_reserved: i64,
}

/// Locks the user's STORAGE counter row inside the caller's transaction (a no-op UPDATE, the
/// transaction's first write): nothing that changes the counter commits until the transaction
/// ends, and on PostgreSQL every later statement of it sees what committed before. False when the
/// user has no storage counter.
pub async fn lock_storage_in<E: Executor + ?Sized>(txn: &E, user_id: Uuid) -> Result<bool, DbErr> {
    let key = period(QuotaKind::Storage, Utc::now());
    let user = CounterRow::User(user_id, QuotaKind::Storage, &key);
    user.lock(txn).await
}

/// The sum of the user's RESERVED storage reservations: what `reserved` must be.
async fn reserved_storage<E: Executor + ?Sized>(db: &E, user_id: Uuid) -> Result<i64, DbErr> {
    use quota_reservations::Column as R;
    let query = quota_reservations::Entity::find()
        .select_only()
        .column_as(
            Expr::cust("CAST(COALESCE(SUM(amount), 0) AS BIGINT)"),
            "total",
        )
        .filter(R::UserId.eq(user_id))
        .filter(R::Kind.eq(QuotaKind::Storage))
        .filter(R::Status.eq(ReservationStatus::Reserved))
        .build(db.backend());
    Ok(match db.first_row(query, &[Kind::Int]).await?.as_deref() {
        Some([sea_orm::Value::BigInt(Some(total))]) => *total,
        _ => 0,
    })
}

/// Repairs the user's STORAGE counter inside the caller's transaction, after
/// [`lock_storage_in`]: `used` must be `live_used` (the caller's count of the user's stored
/// files and holds, read after the lock), `reserved` the sum of the user's RESERVED storage
/// reservations. The service-wide counter moves by the same difference. Answers the drift it
/// repaired, `None` when the counter was right.
pub async fn repair_storage_in<E: Executor + ?Sized>(
    txn: &E,
    user_id: Uuid,
    live_used: i64,
) -> Result<Option<StorageDrift>, DbErr> {
    let key = period(QuotaKind::Storage, Utc::now());
    let (used, reserved) = user_counter(txn, user_id, QuotaKind::Storage, &key).await?;
    let expected_reserved = reserved_storage(txn, user_id).await?;
    if used == live_used && reserved == expected_reserved {
        return Ok(None);
    }
    let user = CounterRow::User(user_id, QuotaKind::Storage, &key);
    user.set(txn, live_used, expected_reserved).await?;
    let global_key = global_period(QuotaKind::Storage, Utc::now());
    let global = CounterRow::Global(QuotaKind::Storage, &global_key, 0);
    global
        .shift(txn, live_used - used, expected_reserved - reserved)
        .await?;
    Ok(Some(StorageDrift {
        user_id,
        used,
        reserved,
        expected_used: live_used,
        expected_reserved,
    }))
}

/// The user's tier, its limits and both counters of the current periods.
pub(super) async fn usage<C: ConnectionTrait + Executor>(
    db: &C,
    user_id: Uuid,
    now: DateTime<Utc>,
) -> Result<Usage, LedgerError> {
    let (tier, limits) = tier_limits(db, user_id).await?;
    let counter = |kind| {
        let period = period(kind, now);
        let limit = user_limit(kind, &limits);
        async move {
            let (used, reserved) = user_counter(db, user_id, kind, &period).await?;
            Ok::<_, DbErr>(Counter {
                period,
                used,
                reserved,
                limit,
            })
        }
    };
    let ai_runs = counter(QuotaKind::AiRun).await?;
    let storage = counter(QuotaKind::Storage).await?;
    Ok(Usage {
        tier,
        tier_quota: limits.into(),
        ai_runs,
        storage,
    })
}
