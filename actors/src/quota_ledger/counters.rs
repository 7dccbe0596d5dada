//! The counter rows: live limits read inside the conditional UPDATEs, creation on first use, and
//! settlement of a reservation's amount.

use chrono::{DateTime, Utc};
use entities::{
    MembershipTier, QuotaKind, global_counters, global_quota, quota_counters, tier_quotas, users,
};
use sea_orm::sea_query::{Expr, ExprTrait, Func, OnConflict, Query};
use sea_orm::{ColumnTrait, DbErr, EntityTrait, QueryFilter, QuerySelect, QueryTrait, Set};
use uuid::Uuid;

use super::global_period;
use super::store::Held;
use executor::{Executor, Kind, exec};

pub(super) fn user_limit(kind: QuotaKind, limits: &tier_quotas::Model) -> Option<i64> {
    match kind {
        QuotaKind::AiRun => limits.ai_runs_per_month,
        QuotaKind::Storage => limits.storage_bytes,
    }
}

pub(super) async fn ensure_user_counter<E: Executor + ?Sized>(
    db: &E,
    user_id: Uuid,
    kind: QuotaKind,
    period: &str,
) -> Result<(), DbErr> {
    let insert = quota_counters::Entity::insert(quota_counters::ActiveModel {
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
    );
    exec(db, insert).await.map(|_| ())
}

pub(super) async fn ensure_global_counter<E: Executor + ?Sized>(
    db: &E,
    kind: QuotaKind,
    period: &str,
) -> Result<(), DbErr> {
    let insert = global_counters::Entity::insert(global_counters::ActiveModel {
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
    );
    exec(db, insert).await.map(|_| ())
}

/// The tier_quotas column holding the per-user limit of `kind`.
pub(super) fn limit_column(kind: QuotaKind) -> tier_quotas::Column {
    match kind {
        QuotaKind::AiRun => tier_quotas::Column::AiRunsPerMonth,
        QuotaKind::Storage => tier_quotas::Column::StorageBytes,
    }
}

/// The user's limit for `kind`, read live inside the statement that uses it: the tier's column of
/// `tier_quotas` for the user's tier (FREE for an unknown user); NULL means unlimited.
pub(super) fn user_limit_subquery(user_id: Uuid, kind: QuotaKind) -> Expr {
    let column = limit_column(kind);
    let tier = Query::select()
        .column(users::Column::MembershipTier)
        .from(users::Entity)
        .and_where(users::Column::Id.eq(user_id))
        .to_owned();
    let limit = Query::select()
        .column(column)
        .from(tier_quotas::Entity)
        .and_where(Expr::col(tier_quotas::Column::Tier).eq(Func::coalesce([
            Expr::from(tier),
            Expr::val(MembershipTier::Free.as_str()),
        ])))
        .to_owned();
    Expr::from(limit)
}

/// The service-wide limit for `kind` (`global_quota` row 1), read live; NULL means unlimited.
pub(super) fn global_limit_subquery(kind: QuotaKind) -> Expr {
    let column = match kind {
        QuotaKind::AiRun => global_quota::Column::AiRunsPerDay,
        QuotaKind::Storage => global_quota::Column::StorageBytes,
    };
    Expr::from(
        Query::select()
            .column(column)
            .from(global_quota::Entity)
            .and_where(global_quota::Column::Id.eq(1))
            .to_owned(),
    )
}

/// `used + reserved + amount <= limit` on a counter table whose columns are named alike, where
/// `limit` is an expression that may be NULL (unlimited).
pub(super) fn within_limit(
    used: impl sea_orm::sea_query::IntoColumnRef,
    reserved: impl sea_orm::sea_query::IntoColumnRef,
    amount: i64,
    limit: Expr,
) -> Expr {
    Expr::col(used)
        .add(Expr::col(reserved))
        .add(amount)
        .lte(Func::coalesce([limit, Expr::val(i64::MAX)]))
}

/// Adds to `reserved` unless that takes used + reserved past the tier's limit; true when it fit.
/// False also when the counter row does not exist yet.
pub(super) async fn try_reserve_user<E: Executor + ?Sized>(
    db: &E,
    user_id: Uuid,
    kind: QuotaKind,
    period: &str,
    amount: i64,
) -> Result<bool, DbErr> {
    use quota_counters::Column as C;
    let update = quota_counters::Entity::update_many()
        .col_expr(C::Reserved, Expr::col(C::Reserved).add(amount))
        .filter(C::UserId.eq(user_id))
        .filter(C::Kind.eq(kind))
        .filter(C::Period.eq(period))
        .filter(within_limit(
            C::Used,
            C::Reserved,
            amount,
            user_limit_subquery(user_id, kind),
        ));
    Ok(exec(db, update).await? == 1)
}

pub(super) async fn try_reserve_global<E: Executor + ?Sized>(
    db: &E,
    kind: QuotaKind,
    period: &str,
    amount: i64,
) -> Result<bool, DbErr> {
    use global_counters::Column as C;
    let update = global_counters::Entity::update_many()
        .col_expr(C::Reserved, Expr::col(C::Reserved).add(amount))
        .filter(C::Kind.eq(kind))
        .filter(C::Period.eq(period))
        .filter(within_limit(
            C::Used,
            C::Reserved,
            amount,
            global_limit_subquery(kind),
        ));
    Ok(exec(db, update).await? == 1)
}

/// Moves `amount` out of `reserved` (and into `used` when `confirm`), for the user and globally.
pub(super) async fn settle_counters<E: Executor + ?Sized>(
    db: &E,
    reservation: &Held,
    confirm: bool,
) -> Result<(), DbErr> {
    let amount = reservation.amount;
    let used_delta = if confirm { amount } else { 0 };
    {
        use quota_counters::Column as C;
        let update = quota_counters::Entity::update_many()
            .col_expr(C::Reserved, Expr::col(C::Reserved).sub(amount))
            .col_expr(C::Used, Expr::col(C::Used).add(used_delta))
            .filter(C::UserId.eq(reservation.user_id))
            .filter(C::Kind.eq(reservation.kind))
            .filter(C::Period.eq(reservation.period.as_str()));
        exec(db, update).await?;
    }
    use global_counters::Column as G;
    let update = global_counters::Entity::update_many()
        .col_expr(G::Reserved, Expr::col(G::Reserved).sub(amount))
        .col_expr(G::Used, Expr::col(G::Used).add(used_delta))
        .filter(G::Kind.eq(reservation.kind))
        .filter(G::Period.eq(global_period(reservation.kind, reservation.created_at)));
    exec(db, update).await?;
    Ok(())
}

pub(super) async fn user_counter<E: Executor + ?Sized>(
    db: &E,
    user_id: Uuid,
    kind: QuotaKind,
    period: &str,
) -> Result<(i64, i64), DbErr> {
    use quota_counters::Column as C;
    let query = quota_counters::Entity::find_by_id((user_id, kind, period.to_owned()))
        .select_only()
        .column(C::Used)
        .column(C::Reserved)
        .build(db.backend());
    let row = db.first_row(query, &[Kind::Int, Kind::Int]).await?;
    let int = |v: Option<&sea_orm::Value>| match v {
        Some(sea_orm::Value::BigInt(Some(n))) => *n,
        _ => 0,
    };
    Ok(row.map_or((0, 0), |r| (int(r.first()), int(r.get(1)))))
}

/// How long until service-wide capacity returns: the next UTC midnight for daily AI runs.
pub(super) fn capacity_retry_after(kind: QuotaKind, now: DateTime<Utc>) -> u64 {
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
