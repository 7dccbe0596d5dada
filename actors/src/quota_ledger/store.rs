//! The ledger's database work: every step a conditional UPDATE inside one transaction.

use chrono::{DateTime, Utc};
use entities::{
    MembershipTier, QuotaKind, ReservationStatus, global_counters, quota_counters,
    quota_reservations, tier_quotas, users,
};
use sea_orm::sea_query::{Expr, ExprTrait};
use sea_orm::{
    ActiveEnum, ColumnTrait, ConnectionTrait, DatabaseConnection, DbErr, EntityTrait, QueryFilter,
    QuerySelect, QueryTrait, Set, TransactionTrait,
};
use uuid::Uuid;

use super::counters::{
    capacity_retry_after, ensure_global_counter, ensure_user_counter, global_limit_subquery,
    limit_column, settle_counters, try_reserve_global, try_reserve_user, user_counter, user_limit,
    within_limit,
};
use executor::{Executor, Kind, exec};

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

/// Counts `amount` against the service-wide limit only (the anonymous screener): one conditional
/// UPDATE, refused with `CapacityExhausted` when it does not fit.
pub async fn count_global(
    db: &DatabaseConnection,
    kind: QuotaKind,
    amount: i64,
    now: DateTime<Utc>,
) -> Result<(), LedgerError> {
    use global_counters::Column as G;
    let key = global_period(kind, now);
    let txn = db.begin().await?;
    let update = || {
        global_counters::Entity::update_many()
            .col_expr(G::Used, Expr::col(G::Used).add(amount))
            .filter(G::Kind.eq(kind))
            .filter(G::Period.eq(key.as_str()))
            .filter(within_limit(
                G::Used,
                G::Reserved,
                amount,
                global_limit_subquery(kind),
            ))
    };
    let mut counted = update().exec(&txn).await?.rows_affected == 1;
    if !counted {
        ensure_global_counter(&txn, kind, &key).await?;
        counted = update().exec(&txn).await?.rows_affected == 1;
    }
    if counted {
        txn.commit().await?;
        Ok(())
    } else {
        txn.rollback().await?;
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

/// Reserves in one transaction of its own; see [`reserve_in`].
pub async fn reserve(
    db: &DatabaseConnection,
    msg: Reserve,
    now: DateTime<Utc>,
) -> Result<Vec<Uuid>, LedgerError> {
    let txn = db.begin().await?;
    match reserve_in(&txn, &msg, now).await {
        Ok(held) => {
            txn.commit().await?;
            Ok(held.into_iter().map(|h| h.id).collect())
        }
        Err(e) => {
            txn.rollback().await?;
            Err(e)
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
    let mut fits = try_reserve_user(txn, msg.user_id, msg.kind, &user_period, total).await?;
    if !fits {
        // The counter row may not exist yet (or have been created by a concurrent transaction
        // since): create it if missing and try once more.
        ensure_user_counter(txn, msg.user_id, msg.kind, &user_period).await?;
        fits = try_reserve_user(txn, msg.user_id, msg.kind, &user_period, total).await?;
    }
    if !fits {
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
    let mut fits = try_reserve_global(txn, msg.kind, &global_key, total).await?;
    if !fits {
        ensure_global_counter(txn, msg.kind, &global_key).await?;
        fits = try_reserve_global(txn, msg.kind, &global_key, total).await?;
    }
    if !fits {
        return Err(LedgerError::CapacityExhausted {
            kind: msg.kind,
            retry_after_secs: capacity_retry_after(msg.kind, now),
        });
    }
    let ttl = chrono::Duration::from_std(msg.ttl).unwrap_or(chrono::Duration::minutes(15));
    let held: Vec<Held> = msg
        .amounts
        .iter()
        .map(|amount| Held {
            id: Uuid::now_v7(),
            user_id: msg.user_id,
            kind: msg.kind,
            amount: *amount,
            period: user_period.clone(),
            created_at: now,
        })
        .collect();
    let rows = held.iter().map(|h| quota_reservations::ActiveModel {
        id: Set(h.id),
        user_id: Set(h.user_id),
        kind: Set(h.kind),
        amount: Set(h.amount),
        period: Set(h.period.clone()),
        status: Set(ReservationStatus::Reserved),
        created_at: Set(now),
        expires_at: Set(now + ttl),
        settled_at: Set(None),
    });
    if !held.is_empty() {
        exec(txn, quota_reservations::Entity::insert_many(rows)).await?;
    }
    Ok(held)
}

/// Marks a RESERVED reservation settled (a confirm only before it expires); true when this call
/// did it.
async fn mark_settled<E: Executor + ?Sized>(
    txn: &E,
    id: Uuid,
    to: ReservationStatus,
    now: DateTime<Utc>,
) -> Result<bool, DbErr> {
    use quota_reservations::Column as R;
    let mut update = quota_reservations::Entity::update_many()
        .col_expr(R::Status, Expr::value(to.as_str()))
        .col_expr(R::SettledAt, Expr::value(now))
        .filter(R::Id.eq(id))
        .filter(R::Status.eq(ReservationStatus::Reserved));
    if to == ReservationStatus::Confirmed {
        update = update.filter(R::ExpiresAt.gt(now));
    }
    Ok(exec(txn, update).await? == 1)
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

/// Settles one reservation: `Confirmed` moves it into `used`, `Canceled` returns it. Settling a
/// reservation twice the same way is a no-op; confirming one that expired or was canceled is
/// `Expired`, never a second count.
pub async fn settle(
    db: &DatabaseConnection,
    id: Uuid,
    to: ReservationStatus,
    now: DateTime<Utc>,
) -> Result<(), LedgerError> {
    let txn = db.begin().await?;
    let won = mark_settled(&txn, id, to, now).await?;
    let reservation = quota_reservations::Entity::find_by_id(id)
        .one(&txn)
        .await?
        .ok_or(LedgerError::NotFound)?;
    if won {
        settle_counters(
            &txn,
            &Held::from(&reservation),
            to == ReservationStatus::Confirmed,
        )
        .await?;
        txn.commit().await?;
        return Ok(());
    }
    txn.rollback().await?;
    match (reservation.status, to) {
        (current, wanted) if current == wanted => Ok(()),
        (ReservationStatus::Reserved, ReservationStatus::Confirmed) => {
            // Expired but not yet swept: return it now, and refuse the confirm.
            Box::pin(settle(db, id, ReservationStatus::Canceled, now)).await?;
            Err(LedgerError::Expired)
        }
        (_, ReservationStatus::Canceled) => Ok(()),
        _ => Err(LedgerError::Expired),
    }
}

pub async fn release(db: &DatabaseConnection, msg: Release) -> Result<(), LedgerError> {
    let txn = db.begin().await?;
    release_in(&txn, msg, Utc::now()).await?;
    txn.commit().await?;
    Ok(())
}

/// Frees confirmed usage inside the caller's transaction (storage of a deleted file or a released
/// hold), for the user and service-wide; never below zero.
pub async fn release_in<E: Executor + ?Sized>(
    txn: &E,
    msg: Release,
    now: DateTime<Utc>,
) -> Result<(), DbErr> {
    use quota_counters::Column as C;
    let user_period = period(msg.kind, now);
    let clamp = |col: C| {
        Expr::case(
            Expr::col(col).gte(msg.amount),
            Expr::col(col).sub(msg.amount),
        )
        .finally(0)
    };
    let update = quota_counters::Entity::update_many()
        .col_expr(C::Used, clamp(C::Used).into())
        .filter(C::UserId.eq(msg.user_id))
        .filter(C::Kind.eq(msg.kind))
        .filter(C::Period.eq(user_period.as_str()));
    exec(txn, update).await?;
    use global_counters::Column as G;
    let clamp_global = Expr::case(
        Expr::col(G::Used).gte(msg.amount),
        Expr::col(G::Used).sub(msg.amount),
    )
    .finally(0);
    let update = global_counters::Entity::update_many()
        .col_expr(G::Used, clamp_global.into())
        .filter(G::Kind.eq(msg.kind))
        .filter(G::Period.eq(global_period(msg.kind, now)));
    exec(txn, update).await?;
    Ok(())
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
    use quota_counters::Column as C;
    let update = quota_counters::Entity::update_many()
        .col_expr(C::Used, Expr::col(C::Used))
        .filter(C::UserId.eq(user_id))
        .filter(C::Kind.eq(QuotaKind::Storage))
        .filter(C::Period.eq(period(QuotaKind::Storage, Utc::now())));
    Ok(exec(txn, update).await? == 1)
}

/// The sum of the user's RESERVED storage reservations: what `reserved` must be.
pub async fn reserved_storage<E: Executor + ?Sized>(db: &E, user_id: Uuid) -> Result<i64, DbErr> {
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
    {
        use quota_counters::Column as C;
        let update = quota_counters::Entity::update_many()
            .col_expr(C::Used, Expr::value(live_used))
            .col_expr(C::Reserved, Expr::value(expected_reserved))
            .filter(C::UserId.eq(user_id))
            .filter(C::Kind.eq(QuotaKind::Storage))
            .filter(C::Period.eq(key.as_str()));
        exec(txn, update).await?;
    }
    use global_counters::Column as G;
    let shift = |col: G, delta: i64| {
        Expr::case(Expr::col(col).add(delta).gte(0), Expr::col(col).add(delta)).finally(0)
    };
    let update = global_counters::Entity::update_many()
        .col_expr(G::Used, shift(G::Used, live_used - used).into())
        .col_expr(
            G::Reserved,
            shift(G::Reserved, expected_reserved - reserved).into(),
        )
        .filter(G::Kind.eq(QuotaKind::Storage))
        .filter(G::Period.eq(global_period(QuotaKind::Storage, Utc::now())));
    exec(txn, update).await?;
    Ok(Some(StorageDrift {
        user_id,
        used,
        reserved,
        expected_used: live_used,
        expected_reserved,
    }))
}

pub async fn usage(db: &DatabaseConnection, user_id: Uuid) -> Result<Usage, LedgerError> {
    let now = Utc::now();
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

/// Cancels every RESERVED reservation past its expiry (in batches); returns how many.
pub async fn sweep_expired(
    db: &DatabaseConnection,
    now: DateTime<Utc>,
) -> Result<u64, LedgerError> {
    let expired = quota_reservations::Entity::find()
        .filter(quota_reservations::Column::Status.eq(ReservationStatus::Reserved))
        .filter(quota_reservations::Column::ExpiresAt.lte(now))
        .limit(500)
        .all(db)
        .await?;
    let mut count = 0;
    for reservation in expired {
        settle(db, reservation.id, ReservationStatus::Canceled, now).await?;
        count += 1;
    }
    Ok(count)
}
