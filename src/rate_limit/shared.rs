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

use sea_orm::{ConnectionTrait, DatabaseConnection, DbBackend, Statement};

use super::{KeyedLimiter, Wait};
use crate::error::AppError;

/// The database's clock in epoch milliseconds.
const NOW_MS: &str = "CAST(EXTRACT(EPOCH FROM clock_timestamp()) * 1000 AS BIGINT)";

/// Where a limit's state lives.
enum Backing<K: Hash + Eq + Clone> {
    Memory(KeyedLimiter<K>),
    Postgres {
        db: DatabaseConnection,
        /// One replenishment, ms (`window / per`).
        interval_ms: i64,
        window_ms: i64,
    },
}

pub struct SharedLimiter<K: Hash + Eq + Clone> {
    /// The limit's name in the table and in logs (at most 32 characters).
    scope: &'static str,
    backing: Backing<K>,
}

impl<K: Hash + Eq + Clone + Display> SharedLimiter<K> {
    /// `per` requests in `window` for each key: in `db` when it is PostgreSQL, else in memory.
    pub fn new(scope: &'static str, per: u32, window: Duration, db: &DatabaseConnection) -> Self {
        let backing = match db.get_database_backend() {
            DbBackend::Postgres if per > 0 => {
                let window_ms = i64::try_from(window.as_millis()).unwrap_or(i64::MAX);
                Backing::Postgres {
                    db: db.clone(),
                    interval_ms: (window_ms / i64::from(per)).max(1),
                    window_ms,
                }
            }
            _ => Backing::Memory(KeyedLimiter::new(scope, per, window)),
        };
        SharedLimiter { scope, backing }
    }

    /// Counts a request of `key`: 429 `RATE_LIMITED` with Retry-After when it is over its quota
    /// (then nothing is counted); 503 when the database cannot be asked.
    pub async fn hit(&self, key: &K) -> Result<(), AppError> {
        match &self.backing {
            Backing::Memory(limiter) => limiter.hit(key).map_err(AppError::from),
            Backing::Postgres {
                db,
                interval_ms,
                window_ms,
            } => {
                let key = key.to_string();
                let admitted = format!(
                    "INSERT INTO rate_limit_keys (scope, key, tat_ms) VALUES ($1, $2, {NOW_MS} + $3) \
                     ON CONFLICT (scope, key) DO UPDATE \
                     SET tat_ms = GREATEST(rate_limit_keys.tat_ms, {NOW_MS}) + $3 \
                     WHERE GREATEST(rate_limit_keys.tat_ms, {NOW_MS}) + $3 - {NOW_MS} <= $4 \
                     RETURNING tat_ms"
                );
                let values = [
                    self.scope.into(),
                    key.clone().into(),
                    (*interval_ms).into(),
                    (*window_ms).into(),
                ];
                let stmt = Statement::from_sql_and_values(DbBackend::Postgres, admitted, values);
                if db.query_one_raw(stmt).await?.is_some() {
                    return Ok(());
                }
                // Refused: how long until one more conforms.
                let ahead = format!(
                    "SELECT tat_ms - {NOW_MS} FROM rate_limit_keys WHERE scope = $1 AND key = $2"
                );
                let stmt = Statement::from_sql_and_values(
                    DbBackend::Postgres,
                    ahead,
                    [self.scope.into(), key.into()],
                );
                let ahead_ms: i64 = match db.query_one_raw(stmt).await? {
                    Some(row) => row.try_get_by_index(0)?,
                    None => *interval_ms,
                };
                let wait_ms = (ahead_ms + interval_ms - window_ms).max(1);
                Err(AppError::from(Wait::new(Duration::from_millis(
                    u64::try_from(wait_ms).unwrap_or(1),
                ))))
            }
        }
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
