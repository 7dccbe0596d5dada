//! The counter rows, a user's and the service-wide ones: live limits read inside the conditional
//! UPDATEs, creation on first use, and the statements that move `used` and `reserved`. Both
//! tables have the same two columns, so every move is written once, for a [`CounterRow`].
//!
//! The service-wide counter of a period is written across stripes (migration 000022) and is the
//! sum over them. Every run writes it twice, and a row written by a transaction stays locked
//! until that commit is flushed, so one row would order every run of the service. A write goes
//! to its home stripe ([`home_stripe`]: AI runs spread over 1..=[`STRIPES`] by the ID of what is
//! counted; storage always 0), except a take while a service-wide limit is set: it goes to
//! stripe 0, so such takes are ordered by that row's lock, and it checks stripe 0 as locked plus
//! the other stripes as its statement read them. Those only shrink while a limit is set (settles
//! move `reserved` into `used` or return it; new takes go to stripe 0), so the check never
//! admits past the limit. A settle returns the amount on its home stripe, wherever it was taken:
//! a stripe's own values may go below zero; the sums stay exact. As before the stripes, each
//! statement reads the limit as it was when the statement began: a take that read no limit just
//! before an admin set one still counts (on its home stripe), and later takes see it.

use chrono::{DateTime, Utc};
use entities::{
    MembershipTier, QuotaKind, global_counters, global_quota, quota_counters, tier_quotas, users,
};
use executor::{Executor, Kind, exec, exec_statement};
use sea_orm::sea_query::{
    Alias, DynIden, Expr, ExprTrait, Func, IntoIden, OnConflict, Query, UpdateStatement,
};
use sea_orm::{ColumnTrait, DbErr, EntityTrait, QueryFilter, QuerySelect, QueryTrait, Set};
use uuid::Uuid;

pub(super) fn user_limit(kind: QuotaKind, limits: &tier_quotas::Model) -> Option<i64> {
    match kind {
        QuotaKind::AiRun => limits.ai_runs_per_month,
        QuotaKind::Storage => limits.storage_bytes,
    }
}

/// The tier_quotas column holding the per-user limit of `kind`.
pub(super) fn limit_column(kind: QuotaKind) -> tier_quotas::Column {
    match kind {
        QuotaKind::AiRun => tier_quotas::Column::AiRunsPerMonth,
        QuotaKind::Storage => tier_quotas::Column::StorageBytes,
    }
}

/// How many stripes of a period's service-wide AI-run counter take its writes without a limit.
pub(super) const STRIPES: i16 = 16;

/// The stripe of the service-wide counter that a write counting `id` (a reservation's ID, or a
/// fresh one) goes to: one of 1..=[`STRIPES`] for AI runs, 0 for storage (written rarely).
pub(super) fn home_stripe(kind: QuotaKind, id: Uuid) -> i16 {
    match kind {
        // A UUIDv7's last bits are random.
        QuotaKind::AiRun => 1 + (id.as_u128() % STRIPES as u128) as i16,
        QuotaKind::Storage => 0,
    }
}

/// One counter row: a user's (user, kind, period), or the service-wide counter of (kind,
/// period) written at its home stripe.
#[derive(Debug, Clone, Copy)]
pub(super) enum CounterRow<'a> {
    User(Uuid, QuotaKind, &'a str),
    Global(QuotaKind, &'a str, i16),
}

/// The two columns every counter row has.
#[derive(Debug, Clone, Copy)]
pub(super) enum Field {
    Used,
    Reserved,
}

impl CounterRow<'_> {
    fn column(&self, field: Field) -> DynIden {
        match (self, field) {
            (CounterRow::User(..), Field::Used) => quota_counters::Column::Used.into_iden(),
            (CounterRow::User(..), Field::Reserved) => quota_counters::Column::Reserved.into_iden(),
            (CounterRow::Global(..), Field::Used) => global_counters::Column::Used.into_iden(),
            (CounterRow::Global(..), Field::Reserved) => {
                global_counters::Column::Reserved.into_iden()
            }
        }
    }

    /// An UPDATE of this row alone, with nothing set yet.
    fn update(&self) -> UpdateStatement {
        let mut update = self.update_any_stripe();
        if let CounterRow::Global(_, _, home) = *self {
            update.and_where(Expr::col(global_counters::Column::Stripe).eq(home));
        }
        update
    }

    /// [`Self::update`] without the stripe: every stripe of a service-wide counter.
    fn update_any_stripe(&self) -> UpdateStatement {
        match *self {
            CounterRow::User(user_id, kind, period) => {
                use quota_counters::Column as C;
                quota_counters::Entity::update_many()
                    .filter(C::UserId.eq(user_id))
                    .filter(C::Kind.eq(kind))
                    .filter(C::Period.eq(period))
                    .into_query()
            }
            CounterRow::Global(kind, period, _) => {
                use global_counters::Column as G;
                global_counters::Entity::update_many()
                    .filter(G::Kind.eq(kind))
                    .filter(G::Period.eq(period))
                    .into_query()
            }
        }
    }

    /// The row's limit, read live inside the statement that uses it; NULL means unlimited.
    fn limit(&self) -> Expr {
        match *self {
            CounterRow::User(user_id, kind, _) => user_limit_subquery(user_id, kind),
            CounterRow::Global(kind, ..) => global_limit_subquery(kind),
        }
    }

    /// Creates the row with zero counts unless it exists.
    async fn ensure<E: Executor + ?Sized>(&self, db: &E) -> Result<(), DbErr> {
        match *self {
            CounterRow::User(user_id, kind, period) => {
                use quota_counters::Column as C;
                let insert = quota_counters::Entity::insert(quota_counters::ActiveModel {
                    user_id: Set(user_id),
                    kind: Set(kind),
                    period: Set(period.to_owned()),
                    used: Set(0),
                    reserved: Set(0),
                })
                .on_conflict(
                    OnConflict::columns([C::UserId, C::Kind, C::Period])
                        .do_nothing()
                        .to_owned(),
                );
                exec(db, insert).await.map(|_| ())
            }
            CounterRow::Global(kind, period, home) => {
                // Stripe 0 (a limited take's) and the home stripe; for AI runs, every stripe at
                // once, so the period's first runs create them once.
                use global_counters::Column as G;
                let stripes = match home {
                    0 => vec![0],
                    _ => (0..=STRIPES).collect(),
                };
                let rows = stripes
                    .into_iter()
                    .map(|stripe| global_counters::ActiveModel {
                        kind: Set(kind),
                        period: Set(period.to_owned()),
                        stripe: Set(stripe),
                        used: Set(0),
                        reserved: Set(0),
                    });
                let insert = global_counters::Entity::insert_many(rows).on_conflict(
                    OnConflict::columns([G::Kind, G::Period, G::Stripe])
                        .do_nothing()
                        .to_owned(),
                );
                exec(db, insert).await.map(|_| ())
            }
        }
    }

    /// Adds `amount` to `field` unless that takes `used + reserved` past the row's live limit;
    /// true when it fit. A missing row is created (also when a concurrent first use of the
    /// period created it since the first try) and the UPDATE tried once more.
    pub(super) async fn take<E: Executor + ?Sized>(
        &self,
        db: &E,
        field: Field,
        amount: i64,
    ) -> Result<bool, DbErr> {
        if self.try_take(db, field, amount).await? {
            return Ok(true);
        }
        self.ensure(db).await?;
        self.try_take(db, field, amount).await
    }

    /// [`Self::take`] without creating the row: false also when it does not exist.
    async fn try_take<E: Executor + ?Sized>(
        &self,
        db: &E,
        field: Field,
        amount: i64,
    ) -> Result<bool, DbErr> {
        Ok(exec_statement(db, &self.take_statement(field, amount)).await? == 1)
    }

    /// The conditional UPDATE of [`Self::try_take`]: it changes the row only when `amount` fits.
    /// A service-wide take writes its home stripe without a limit and stripe 0 with one, where
    /// the stripes it does not lock count as its statement read them (see the module's note).
    pub(super) fn take_statement(&self, field: Field, amount: i64) -> UpdateStatement {
        let column = self.column(field);
        let (used, reserved) = (self.column(Field::Used), self.column(Field::Reserved));
        let mut update = self.update_any_stripe();
        update.value(column.clone(), Expr::col(column).add(amount));
        match *self {
            CounterRow::User(..) => {
                update.and_where(within_limit(used, reserved, amount, self.limit()));
            }
            CounterRow::Global(kind, period, home) => {
                let stripe = Expr::case(self.limit().is_null(), home).finally(0);
                let total = Expr::col(used)
                    .add(Expr::col(reserved))
                    .add(other_stripes(kind, period))
                    .add(amount);
                update
                    .and_where(Expr::col(global_counters::Column::Stripe).eq(stripe))
                    .and_where(self.limit().is_null().or(total.lte(self.limit())));
            }
        }
        update
    }

    /// Moves `amount` out of `reserved`, and into `used` when `confirm`.
    pub(super) async fn settle<E: Executor + ?Sized>(
        &self,
        db: &E,
        amount: i64,
        confirm: bool,
    ) -> Result<(), DbErr> {
        exec_statement(db, &self.settle_statement(amount, confirm))
            .await
            .map(|_| ())
    }

    /// The UPDATE of [`Self::settle`].
    pub(super) fn settle_statement(&self, amount: i64, confirm: bool) -> UpdateStatement {
        let (used, reserved) = (self.column(Field::Used), self.column(Field::Reserved));
        let used_delta = if confirm { amount } else { 0 };
        let mut update = self.update();
        update
            .value(reserved.clone(), Expr::col(reserved).sub(amount))
            .value(used.clone(), Expr::col(used).add(used_delta));
        update
    }

    /// Takes `amount` out of `used`, never below zero.
    pub(super) async fn release<E: Executor + ?Sized>(
        &self,
        db: &E,
        amount: i64,
    ) -> Result<(), DbErr> {
        let used = self.column(Field::Used);
        let mut update = self.update();
        update.value(used.clone(), clamped(used, -amount));
        exec_statement(db, &update).await.map(|_| ())
    }

    /// Moves `used` and `reserved` by the given differences, neither below zero.
    pub(super) async fn shift<E: Executor + ?Sized>(
        &self,
        db: &E,
        used_delta: i64,
        reserved_delta: i64,
    ) -> Result<(), DbErr> {
        let (used, reserved) = (self.column(Field::Used), self.column(Field::Reserved));
        let mut update = self.update();
        update
            .value(used.clone(), clamped(used, used_delta))
            .value(reserved.clone(), clamped(reserved, reserved_delta));
        exec_statement(db, &update).await.map(|_| ())
    }

    /// Sets `used` and `reserved` to the given values.
    pub(super) async fn set<E: Executor + ?Sized>(
        &self,
        db: &E,
        used: i64,
        reserved: i64,
    ) -> Result<(), DbErr> {
        let mut update = self.update();
        update
            .value(self.column(Field::Used), Expr::value(used))
            .value(self.column(Field::Reserved), Expr::value(reserved));
        exec_statement(db, &update).await.map(|_| ())
    }

    /// A no-op UPDATE of `used`: locks the row until the transaction ends. False when the row
    /// does not exist.
    pub(super) async fn lock<E: Executor + ?Sized>(&self, db: &E) -> Result<bool, DbErr> {
        let used = self.column(Field::Used);
        let mut update = self.update();
        update.value(used.clone(), Expr::col(used));
        Ok(exec_statement(db, &update).await? == 1)
    }
}

/// The user's limit for `kind`, read live inside the statement that uses it: the tier's column of
/// `tier_quotas` for the user's tier (FREE for an unknown user); NULL means unlimited.
fn user_limit_subquery(user_id: Uuid, kind: QuotaKind) -> Expr {
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
fn global_limit_subquery(kind: QuotaKind) -> Expr {
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

/// What the stripes other than 0 of the service-wide counter of (kind, period) hold, `used`
/// plus `reserved`, as the statement reads them.
fn other_stripes(kind: QuotaKind, period: &str) -> Expr {
    use global_counters::Column as G;
    let s = Alias::new("s");
    Expr::from(
        Query::select()
            .expr(Expr::cust(
                "CAST(COALESCE(SUM(s.used + s.reserved), 0) AS BIGINT)",
            ))
            .from_as(global_counters::Entity, s.clone())
            .and_where(Expr::col((s.clone(), G::Kind)).eq(kind.as_str()))
            .and_where(Expr::col((s.clone(), G::Period)).eq(period))
            .and_where(Expr::col((s, G::Stripe)).ne(0))
            .to_owned(),
    )
}

/// `column + delta`, or zero where that would be negative.
fn clamped(column: DynIden, delta: i64) -> Expr {
    Expr::case(
        Expr::col(column.clone()).add(delta).gte(0),
        Expr::col(column).add(delta),
    )
    .finally(0)
    .into()
}

/// `used + reserved + amount <= limit`, where `limit` is an expression that may be NULL
/// (unlimited).
fn within_limit(used: DynIden, reserved: DynIden, amount: i64, limit: Expr) -> Expr {
    Expr::col(used)
        .add(Expr::col(reserved))
        .add(amount)
        .lte(Func::coalesce([limit, Expr::val(i64::MAX)]))
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
