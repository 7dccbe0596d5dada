//! A per-client limit that holds across replicas (issue 19, item 5): on PostgreSQL its GCRA state
//! is one row of `rate_limit_keys` per key, changed by one conditional upsert per request on the
//! database's clock, so N replicas admit what one would; on the embedded SQLite default (one
//! process) it is the in-memory [`KeyedLimiter`].
//!
//! The rule is the in-memory one's: "`per` in `window`" is a burst of `per`, then one more every
//! `window / per`. A row whose theoretical arrival time has passed is no different from no row;
//! [`sweep`] deletes those.

use std::fmt::Display;
use std::hash::Hash;
use std::time::Duration;

use sea_orm::{ConnectionTrait, DatabaseConnection, DbBackend, DbErr, Statement};

use super::{KeyedLimiter, Wait};
use crate::error::AppError;

/// The database's clock in epoch milliseconds.
pub(crate) const NOW_MS: &str = "CAST(EXTRACT(EPOCH FROM clock_timestamp()) * 1000 AS BIGINT)";

/// Where a limit's state lives.
enum Backing<K: Hash + Eq + Clone> {
    Memory(KeyedLimiter<K>),
    Postgres(PgGcra),
}

pub struct SharedLimiter<K: Hash + Eq + Clone> {
    backing: Backing<K>,
}

impl<K: Hash + Eq + Clone + Display> SharedLimiter<K> {
    /// `per` requests in `window` for each key: in `db` when it is PostgreSQL, else in memory.
    pub fn new(scope: &'static str, per: u32, window: Duration, db: &DatabaseConnection) -> Self {
        let backing = match PgGcra::new(db, scope, per, window) {
            Some(pg) => Backing::Postgres(pg),
            None => Backing::Memory(KeyedLimiter::new(scope, per, window)),
        };
        SharedLimiter { backing }
    }

    /// Counts a request of `key`: 429 `RATE_LIMITED` with Retry-After when it is over its quota
    /// (then nothing is counted); 503 when the database cannot be asked.
    pub async fn hit(&self, key: &K) -> Result<(), AppError> {
        match &self.backing {
            Backing::Memory(limiter) => limiter.hit(key).map_err(AppError::from),
            Backing::Postgres(pg) => Ok(pg.hit(&key.to_string()).await??),
        }
    }
}

/// One limit's GCRA in `rate_limit_keys` (PostgreSQL): `hit`, `probe` and `forget` as the
/// in-memory [`KeyedLimiter`] has them, each one statement on the database's clock.
pub struct PgGcra {
    db: DatabaseConnection,
    /// The limit's name in the table (at most 32 characters).
    scope: &'static str,
    /// One replenishment, ms (`window / per`).
    interval_ms: i64,
    window_ms: i64,
}

impl PgGcra {
    /// `None` unless `db` is PostgreSQL and `per` is positive (a closed limit stays in memory).
    pub fn new(
        db: &DatabaseConnection,
        scope: &'static str,
        per: u32,
        window: Duration,
    ) -> Option<PgGcra> {
        if db.get_database_backend() != DbBackend::Postgres || per == 0 {
            return None;
        }
        let window_ms = i64::try_from(window.as_millis()).unwrap_or(i64::MAX);
        Some(PgGcra {
            db: db.clone(),
            scope,
            interval_ms: (window_ms / i64::from(per)).max(1),
            window_ms,
        })
    }

    /// Counts a request of `key` unless it is over its quota (then the wait).
    pub async fn hit(&self, key: &str) -> Result<Result<(), Wait>, DbErr> {
        let admitted = format!(
            "INSERT INTO rate_limit_keys (scope, key, tat_ms) VALUES ($1, $2, {NOW_MS} + $3) \
             ON CONFLICT (scope, key) DO UPDATE \
             SET tat_ms = GREATEST(rate_limit_keys.tat_ms, {NOW_MS}) + $3 \
             WHERE GREATEST(rate_limit_keys.tat_ms, {NOW_MS}) + $3 - {NOW_MS} <= $4 \
             RETURNING tat_ms"
        );
        let values = [
            self.scope.into(),
            key.into(),
            self.interval_ms.into(),
            self.window_ms.into(),
        ];
        let stmt = Statement::from_sql_and_values(DbBackend::Postgres, admitted, values);
        if self.db.query_one_raw(stmt).await?.is_some() {
            return Ok(Ok(()));
        }
        // Refused: how long until one more conforms (at least a millisecond).
        Ok(self
            .probe(key)
            .await?
            .and(Err(Wait::new(Duration::from_millis(1)))))
    }

    /// Whether a request of `key` would be admitted now, counting nothing.
    pub async fn probe(&self, key: &str) -> Result<Result<(), Wait>, DbErr> {
        let ahead =
            format!("SELECT tat_ms - {NOW_MS} FROM rate_limit_keys WHERE scope = $1 AND key = $2");
        let stmt = Statement::from_sql_and_values(
            DbBackend::Postgres,
            ahead,
            [self.scope.into(), key.into()],
        );
        let ahead_ms: i64 = match self.db.query_one_raw(stmt).await? {
            Some(row) => row.try_get_by_index(0)?,
            None => return Ok(Ok(())),
        };
        let over_ms = ahead_ms.max(0) + self.interval_ms - self.window_ms;
        if over_ms <= 0 {
            return Ok(Ok(()));
        }
        Ok(Err(Wait::new(Duration::from_millis(
            u64::try_from(over_ms).unwrap_or(1),
        ))))
    }

    /// Forgets `key`: its next request counts as a fresh key's.
    pub async fn forget(&self, key: &str) -> Result<(), DbErr> {
        let stmt = Statement::from_sql_and_values(
            DbBackend::Postgres,
            "DELETE FROM rate_limit_keys WHERE scope = $1 AND key = $2",
            [self.scope.into(), key.into()],
        );
        self.db.execute_raw(stmt).await?;
        Ok(())
    }
}

/// Deletes the rows whose time has passed (they are no different from no row); PostgreSQL only.
pub async fn sweep(db: &DatabaseConnection) -> Result<u64, sea_orm::DbErr> {
    if db.get_database_backend() != DbBackend::Postgres {
        return Ok(0);
    }
    let stmt = Statement::from_string(
        DbBackend::Postgres,
        format!("DELETE FROM rate_limit_keys WHERE tat_ms < {NOW_MS}"),
    );
    Ok(db.execute_raw(stmt).await?.rows_affected())
}
