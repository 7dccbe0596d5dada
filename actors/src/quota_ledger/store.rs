//! The ledger's database work: every step a conditional UPDATE inside one transaction.

use chrono::{DateTime, Utc};
use entities::{
    MembershipTier, QuotaKind, ReservationStatus, global_counters, global_quota, quota_counters,
    quota_reservations, tier_quotas, users,
};
use sea_orm::sea_query::{Expr, ExprTrait, OnConflict};
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, DatabaseConnection, DbErr, EntityTrait,
    QueryFilter, QuerySelect, Set, TransactionTrait,
};
use uuid::Uuid;

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

fn user_limit(kind: QuotaKind, limits: &tier_quotas::Model) -> Option<i64> {
    match kind {
        QuotaKind::AiRun => limits.ai_runs_per_month,
        QuotaKind::Storage => limits.storage_bytes,
    }
}

async fn global_limit<C: ConnectionTrait>(db: &C, kind: QuotaKind) -> Result<Option<i64>, DbErr> {
    let row = global_quota::Entity::find_by_id(1).one(db).await?;
    Ok(row.and_then(|g| match kind {
        QuotaKind::AiRun => g.ai_runs_per_day,
        QuotaKind::Storage => g.storage_bytes,
    }))
}

async fn ensure_user_counter<C: ConnectionTrait>(
    db: &C,
    user_id: Uuid,
    kind: QuotaKind,
    period: &str,
) -> Result<(), DbErr> {
    quota_counters::Entity::insert(quota_counters::ActiveModel {
        user_id: Set(user_id),
        kind: Set(kind),
        period: Set(period.to_owned()),
        used: Set(0),
        reserved: Set(0),
    })
    .on_conflict(
        OnConflict::columns([
            quota_counters::Column::UserId,
            quota_counters::Column::Kind,
            quota_counters::Column::Period,
        ])
        .do_nothing()
        .to_owned(),
    )
    .exec_without_returning(db)
    .await
    .map(|_| ())
}

async fn ensure_global_counter<C: ConnectionTrait>(
    db: &C,
    kind: QuotaKind,
    period: &str,
) -> Result<(), DbErr> {
    global_counters::Entity::insert(global_counters::ActiveModel {
        kind: Set(kind),
        period: Set(period.to_owned()),
        used: Set(0),
        reserved: Set(0),
    })
    .on_conflict(
        OnConflict::columns([
            global_counters::Column::Kind,
            global_counters::Column::Period,
        ])
        .do_nothing()
        .to_owned(),
    )
    .exec_without_returning(db)
    .await
    .map(|_| ())
}

/// `used + reserved + amount <= limit` on a counter table whose columns are named alike; always
/// true without a limit.
fn within_limit(
    used: impl sea_orm::sea_query::IntoColumnRef,
    reserved: impl sea_orm::sea_query::IntoColumnRef,
    amount: i64,
    limit: Option<i64>,
) -> sea_orm::sea_query::Condition {
    let condition = sea_orm::sea_query::Condition::all();
    match limit {
        Some(limit) => condition.add(
            Expr::col(used)
                .add(Expr::col(reserved))
                .add(amount)
                .lte(limit),
        ),
        None => condition,
    }
}

/// Adds to `reserved` unless that takes used + reserved past `limit`; true when it fit.
async fn try_reserve_user<C: ConnectionTrait>(
    db: &C,
    user_id: Uuid,
    kind: QuotaKind,
    period: &str,
    amount: i64,
    limit: Option<i64>,
) -> Result<bool, DbErr> {
    use quota_counters::Column as C;
    let update = quota_counters::Entity::update_many()
        .col_expr(C::Reserved, Expr::col(C::Reserved).add(amount))
        .filter(C::UserId.eq(user_id))
        .filter(C::Kind.eq(kind))
        .filter(C::Period.eq(period))
        .filter(within_limit(C::Used, C::Reserved, amount, limit));
    Ok(update.exec(db).await?.rows_affected == 1)
}

async fn try_reserve_global<C: ConnectionTrait>(
    db: &C,
    kind: QuotaKind,
    period: &str,
    amount: i64,
    limit: Option<i64>,
) -> Result<bool, DbErr> {
    use global_counters::Column as C;
    let update = global_counters::Entity::update_many()
        .col_expr(C::Reserved, Expr::col(C::Reserved).add(amount))
        .filter(C::Kind.eq(kind))
        .filter(C::Period.eq(period))
        .filter(within_limit(C::Used, C::Reserved, amount, limit));
    Ok(update.exec(db).await?.rows_affected == 1)
}

/// Moves `amount` out of `reserved` (and into `used` when `confirm`), for the user and globally.
async fn settle_counters<C: ConnectionTrait>(
    db: &C,
    reservation: &quota_reservations::Model,
    confirm: bool,
) -> Result<(), DbErr> {
    let amount = reservation.amount;
    let used_delta = if confirm { amount } else { 0 };
    {
        use quota_counters::Column as C;
        quota_counters::Entity::update_many()
            .col_expr(C::Reserved, Expr::col(C::Reserved).sub(amount))
            .col_expr(C::Used, Expr::col(C::Used).add(used_delta))
            .filter(C::UserId.eq(reservation.user_id))
            .filter(C::Kind.eq(reservation.kind))
            .filter(C::Period.eq(reservation.period.as_str()))
            .exec(db)
            .await?;
    }
    use global_counters::Column as G;
    global_counters::Entity::update_many()
        .col_expr(G::Reserved, Expr::col(G::Reserved).sub(amount))
        .col_expr(G::Used, Expr::col(G::Used).add(used_delta))
        .filter(G::Kind.eq(reservation.kind))
        .filter(G::Period.eq(global_period(reservation.kind, reservation.created_at)))
        .exec(db)
        .await?;
    Ok(())
}

async fn user_counter<C: ConnectionTrait>(
    db: &C,
    user_id: Uuid,
    kind: QuotaKind,
    period: &str,
) -> Result<(i64, i64), DbErr> {
    Ok(
        quota_counters::Entity::find_by_id((user_id, kind, period.to_owned()))
            .one(db)
            .await?
            .map(|c| (c.used, c.reserved))
            .unwrap_or((0, 0)),
    )
}

/// How long until service-wide capacity returns: the next UTC midnight for daily AI runs.
fn capacity_retry_after(kind: QuotaKind, now: DateTime<Utc>) -> u64 {
    match kind {
        QuotaKind::AiRun => {
            let tomorrow = (now + chrono::Duration::days(1)).date_naive();
            let midnight = tomorrow.and_hms_opt(0, 0, 0).map(|t| t.and_utc());
            midnight.map_or(3600, |m| {
                Ord::max((m - now).num_seconds(), 1).unsigned_abs()
            })
        }
        QuotaKind::Storage => 3600,
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
    ensure_global_counter(&txn, kind, &key).await?;
    let limit = global_limit(&txn, kind).await?;
    let update = global_counters::Entity::update_many()
        .col_expr(G::Used, Expr::col(G::Used).add(amount))
        .filter(G::Kind.eq(kind))
        .filter(G::Period.eq(key.as_str()))
        .filter(within_limit(G::Used, G::Reserved, amount, limit));
    if update.exec(&txn).await?.rows_affected == 1 {
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

pub async fn reserve(
    db: &DatabaseConnection,
    msg: Reserve,
    now: DateTime<Utc>,
) -> Result<Vec<Uuid>, LedgerError> {
    let total: i64 = msg.amounts.iter().sum();
    let user_period = period(msg.kind, now);
    let global_key = global_period(msg.kind, now);
    let txn = db.begin().await?;
    // Writes first: the counter rows are created (or touched) before anything is read, so on
    // SQLite the transaction holds the write lock from its first statement.
    ensure_user_counter(&txn, msg.user_id, msg.kind, &user_period).await?;
    ensure_global_counter(&txn, msg.kind, &global_key).await?;
    let (tier, limits) = tier_limits(&txn, msg.user_id).await?;
    let limit = user_limit(msg.kind, &limits);
    if !try_reserve_user(&txn, msg.user_id, msg.kind, &user_period, total, limit).await? {
        let (used, reserved) = user_counter(&txn, msg.user_id, msg.kind, &user_period).await?;
        txn.rollback().await?;
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
    let global = global_limit(&txn, msg.kind).await?;
    if !try_reserve_global(&txn, msg.kind, &global_key, total, global).await? {
        txn.rollback().await?;
        let retry_after_secs = capacity_retry_after(msg.kind, now);
        return Err(LedgerError::CapacityExhausted {
            kind: msg.kind,
            retry_after_secs,
        });
    }
    let ttl = chrono::Duration::from_std(msg.ttl).unwrap_or(chrono::Duration::minutes(15));
    let mut ids = Vec::with_capacity(msg.amounts.len());
    for amount in &msg.amounts {
        let id = Uuid::now_v7();
        quota_reservations::ActiveModel {
            id: Set(id),
            user_id: Set(msg.user_id),
            kind: Set(msg.kind),
            amount: Set(*amount),
            period: Set(user_period.clone()),
            status: Set(ReservationStatus::Reserved),
            created_at: Set(now),
            expires_at: Set(now + ttl),
            settled_at: Set(None),
        }
        .insert(&txn)
        .await?;
        ids.push(id);
    }
    txn.commit().await?;
    Ok(ids)
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
    use quota_reservations::Column as R;
    let txn = db.begin().await?;
    let mut update = quota_reservations::Entity::update_many()
        .col_expr(R::Status, Expr::value(to.as_str()))
        .col_expr(R::SettledAt, Expr::value(now))
        .filter(R::Id.eq(id))
        .filter(R::Status.eq(ReservationStatus::Reserved));
    if to == ReservationStatus::Confirmed {
        update = update.filter(R::ExpiresAt.gt(now));
    }
    let won = update.exec(&txn).await?.rows_affected == 1;
    let reservation = quota_reservations::Entity::find_by_id(id)
        .one(&txn)
        .await?
        .ok_or(LedgerError::NotFound)?;
    if won {
        settle_counters(&txn, &reservation, to == ReservationStatus::Confirmed).await?;
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
    use quota_counters::Column as C;
    let user_period = period(msg.kind, Utc::now());
    let clamp = |col: C| {
        Expr::case(
            Expr::col(col).gte(msg.amount),
            Expr::col(col).sub(msg.amount),
        )
        .finally(0)
    };
    let txn = db.begin().await?;
    quota_counters::Entity::update_many()
        .col_expr(C::Used, clamp(C::Used).into())
        .filter(C::UserId.eq(msg.user_id))
        .filter(C::Kind.eq(msg.kind))
        .filter(C::Period.eq(user_period.as_str()))
        .exec(&txn)
        .await?;
    use global_counters::Column as G;
    let clamp_global = Expr::case(
        Expr::col(G::Used).gte(msg.amount),
        Expr::col(G::Used).sub(msg.amount),
    )
    .finally(0);
    global_counters::Entity::update_many()
        .col_expr(G::Used, clamp_global.into())
        .filter(G::Kind.eq(msg.kind))
        .filter(G::Period.eq(global_period(msg.kind, Utc::now())))
        .exec(&txn)
        .await?;
    txn.commit().await?;
    Ok(())
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
